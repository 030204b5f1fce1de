"""The one registry of games.

Each game package declares itself once, in its ``__init__.py``, with :func:`register` and a
:class:`GameSpec`: its State and View classes, its board (how a scene draws it), its bots, its
player counts, its options form, its rules panel and its strings in each language. Records, bots,
widgets, the stepper, the dashboard, the command line and the tests find games only here, so no
other module names a game, and a game is added by writing its package (docs/architecture.md).

This module imports only the core and i18n: every layer may look games up here.
"""

from __future__ import annotations

import dataclasses
import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path
from typing import TYPE_CHECKING, Any

from cardkit import i18n
from cardkit.core.game import CardkitError, MatchRules, State, View
from cardkit.i18n import t

if TYPE_CHECKING:  # only for the annotations: the scene and the bots sit above the core
    from cardkit.core.bots import Bot
    from cardkit.scene import Board

ENTRY_POINTS = "cardkit.games"  # games shipped in other distributions declare themselves here
SHOWN_FIRST = ("ipso", "rummy500", "house_of_suits")  # the kit's own games, in the order menus show them


@dataclass(frozen=True)
class Choice:
    """One question of the options form (the dashboard builds its form from these).

    ``option`` is a match option, ``label`` the i18n key of the question, ``values`` the answers as
    ``(value, i18n key)`` (the text is filled with ``n=value``). ``only_if`` shows the question only
    while other options have these values (House of Suits' six-game match sets its own suit counts).
    """

    option: str
    label: str
    values: tuple[tuple[Any, str], ...]
    default: Any
    only_if: tuple[tuple[str, Any], ...] = ()

    def shown(self, options: Mapping[str, Any]) -> bool:
        return all(options.get(name) == value for name, value in self.only_if)


@dataclass(frozen=True)
class GameSpec:
    """Everything the kit needs to know of a game, declared once by the game's package."""

    name: str  # the game's name in records, save files, the command line: "ipso"
    state: type[State]  # the engine; its ``Match`` chains deals into a match
    view: type[View]  # what one seat sees
    board: Board  # draws a view as a scene
    bots: Callable[[str, int], Bot | None]  # (level, seed) -> its beginner, normal or expert bot, or None
    players: tuple[int, ...]  # the player counts the game is played with
    form: tuple[Choice, ...]  # the options a person chooses before a match
    rules: Mapping[str, Path]  # language -> the rules panel's text
    strings: Mapping[str, Mapping[str, str]]  # language -> its catalog (with "<name>.title", ".about", ".deal")
    # Optional: the game's own checks of a state, raising AssertionError saying what is wrong (every
    # card accounted for, its rules' obligations); the conformance checks and the reliability
    # benchmark run them at every step.
    invariants: Callable[[Any], None] | None = None  # (its State); Any: see the phase's note
    # Optional, for the post-game review (cardkit.coach.analysis, docs/review.md): the phase of the game a
    # decision belongs to ("early", "middle", "late"; None: the whole game is one phase), and the
    # points given up from which a move is an inaccuracy, a mistake, a blunder (None: the defaults).
    phase: Callable[[Any], str] | None = None  # (its View): Any, as a Callable of View would refuse its subclass
    grades: tuple[float, float, float] | None = None
    # Optional: the most imagined deals a review weighs a decision on while its loss's interval straddles a
    # grade line, as a multiple of the judge's deals (None: ``cardkit.coach.hints.MORE_DEALS``, 4). A game
    # whose play-outs are cheap and whose deals differ widely (House of Suits) can afford more.
    review_deals: int | None = None
    # Optional, for the puzzles (cardkit.coach.puzzles): a move of the seat to play in words, what it does and
    # nothing more (no judgement: the case for a move comes with the answer). (view, action, language).
    move_text: Callable[..., str] | None = None

    @property
    def match(self) -> type[MatchRules]:
        return self.state.Match

    @property
    def actions(self) -> tuple[type, ...]:
        return self.state.Actions

    def title(self, language: str = "en") -> str:
        return t(f"{self.name}.title", language)

    def about(self, language: str = "en") -> str:
        return t(f"{self.name}.about", language)

    def match_option_names(self) -> tuple[str, ...]:
        return tuple(f.name for f in dataclasses.fields(self.match.Options))


OPTIONAL = (
    "invariants",
    "phase",
    "grades",
    "review_deals",
    "move_text",
)  # the fields of a GameSpec a game may leave out (None)
_SPECS: dict[str, GameSpec] = {}
_loaded = False


def register(spec: GameSpec) -> GameSpec:
    """Declare a game (called once, from the game package's ``__init__.py``); refuses a bad spec."""
    if not isinstance(spec, GameSpec):
        raise TypeError(f"register() takes a GameSpec, not {type(spec).__name__}")
    name = spec.name
    missing = [
        f.name
        for f in dataclasses.fields(spec)
        if getattr(spec, f.name) in (None, "", (), {}) and f.name not in OPTIONAL
    ]
    if missing:
        raise TypeError(f"the game {name or '?'} declares no {', '.join(missing)}")
    if spec.invariants is not None and not callable(spec.invariants):
        raise TypeError(f"the game {name}: invariants is a function of a state, not {spec.invariants!r}")
    if spec.phase is not None and not callable(spec.phase):
        raise TypeError(f"the game {name}: phase is a function of a view, not {spec.phase!r}")
    if spec.move_text is not None and not callable(spec.move_text):
        raise TypeError(
            f"the game {name}: move_text is a function of a view, a move and a language, not {spec.move_text!r}"
        )
    grades = spec.grades
    if grades is not None and not (len(grades) == 3 and 0 < grades[0] <= grades[1] <= grades[2]):
        raise TypeError(f"the game {name}: grades are three growing positive numbers of points, not {spec.grades!r}")
    deals = spec.review_deals
    if deals is not None and not (isinstance(deals, int) and not isinstance(deals, bool) and deals >= 1):
        raise TypeError(f"the game {name}: review_deals is a whole number of times the judge's deals, not {deals!r}")
    if not name.isidentifier() or name != name.lower():
        raise TypeError(f"a game's name is a lower-case identifier, not {name!r}")
    if not (isinstance(spec.state, type) and issubclass(spec.state, State)):
        raise TypeError(f"the game {name}: state is a State subclass, not {spec.state!r}")
    if not (isinstance(spec.view, type) and issubclass(spec.view, View)):
        raise TypeError(f"the game {name}: view is a View subclass, not {spec.view!r}")
    if spec.state.name != name:
        raise TypeError(f"the game {name}: its State class calls itself {spec.state.name!r}")
    kinds = [cls.__name__ for cls in spec.state.Actions]
    twice = sorted({k for k in kinds if kinds.count(k) > 1})
    if twice:
        raise TypeError(f"the game {name} lists the action {twice[0]} twice")
    if not hasattr(spec.state.Match, "Options"):
        raise TypeError(f"the game {name}: its State has no Match rules")
    for choice in spec.form:
        if choice.option not in spec.match_option_names():
            raise TypeError(f"the game {name}: the form asks for {choice.option!r}, which is not a match option")
    if "en" not in spec.strings or "en" not in spec.rules:
        raise TypeError(f"the game {name} needs English strings and rules (the fallback of every language)")
    for key in (f"{name}.title", f"{name}.about", f"{name}.deal"):
        if key not in spec.strings["en"]:
            raise TypeError(f"the game {name}: its English strings lack {key!r}")
    if name in _SPECS:
        raise TypeError(
            f"two games are registered as {name!r}: {_SPECS[name].state.__module__} and {spec.state.__module__}"
        )
    i18n.add_catalogs(spec.strings)
    _SPECS[name] = spec
    return spec


def _load() -> None:
    """Import the games: the kit's own, then any declared by other distributions."""
    global _loaded
    if _loaded:
        return
    _loaded = True
    # The kit's own games, loaded by name like the others' entry points (importing a package registers it).
    for name in SHOWN_FIRST:
        importlib.import_module(f"cardkit.{name}")
    for entry in metadata.entry_points(group=ENTRY_POINTS):
        entry.load()


def names() -> tuple[str, ...]:
    """The registered games: the kit's own first, then others in the order they were declared."""
    _load()
    return tuple(sorted(_SPECS, key=lambda n: SHOWN_FIRST.index(n) if n in SHOWN_FIRST else len(SHOWN_FIRST)))


def spec(name: Any) -> GameSpec:
    """The declaration of the game called ``name``; a clear error naming the known games otherwise."""
    found = _SPECS.get(name) if isinstance(name, str) else None
    if found is None:
        _load()
        found = _SPECS.get(name) if isinstance(name, str) else None
    if found is None:
        raise CardkitError("core.unknown_game", name=str(name)[:40], known=", ".join(names()))
    return found


def spec_of(position: Any) -> GameSpec:
    """The game a State or a View belongs to."""
    cls = type(position)
    for candidate in _SPECS.values():
        if issubclass(cls, (candidate.state, candidate.view)):
            return candidate
    _load()
    for candidate in _SPECS.values():
        if issubclass(cls, (candidate.state, candidate.view)):
            return candidate
    raise TypeError(f"{cls.__name__} is not the State or View of a registered game")
