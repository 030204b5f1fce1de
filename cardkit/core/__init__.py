"""The game-agnostic core: the Game protocol, records and save files, matches."""

from cardkit import i18n
from cardkit.core import strings

i18n.add_catalogs(strings.CATALOGS)  # the core's texts (its errors, hints, score sheets)

# The catalogs go in before the modules below are imported: they look up texts at import time.
from cardkit.core.actions import Action  # noqa: E402
from cardkit.core.game import (  # noqa: E402
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
from cardkit.core.match import Match, derive_seed  # noqa: E402
from cardkit.core.record import Record, game_class, load_game, save_game  # noqa: E402

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
