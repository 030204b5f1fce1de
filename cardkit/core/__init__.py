"""The game-agnostic core: the Game protocol, records and save files, matches."""

from cardkit import i18n
from cardkit.core import strings

i18n.add_catalogs(strings.CATALOGS)  # the core's texts (its errors, hints, score sheets)

from cardkit.core.actions import Action
from cardkit.core.game import (
    BadOptions,
    BadSave,
    CardkitError,
    IllegalAction,
    MatchRules,
    Score,
    State,
    View,
    action_from_json,
    action_to_json,
    make_score,
)
from cardkit.core.match import Match, derive_seed
from cardkit.core.record import Record, game_class, load_game, save_game

__all__ = [
    "BadOptions",
    "BadSave",
    "Action",
    "CardkitError",
    "IllegalAction",
    "Match",
    "MatchRules",
    "Record",
    "Score",
    "State",
    "View",
    "action_from_json",
    "action_to_json",
    "derive_seed",
    "game_class",
    "load_game",
    "make_score",
    "save_game",
]
