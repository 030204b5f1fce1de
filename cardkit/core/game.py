"""The Game protocol every cardkit engine follows.

A game is a :class:`State` subclass: a new game comes from (options, seed); the seed fixes every
shuffle, so the options, the seed and the list of actions *are* the game (see ``record.py``).
Actions are small :class:`~cardkit.core.actions.Action` values of ints, strs and tuples of ints, so they
round-trip through JSON.
``apply`` checks an action completely before touching anything: a refused action leaves the state
exactly as it was and raises :class:`IllegalAction` with an explanation for a learner.

Hidden information: ``view(seat)`` builds what that seat may see, and it is the only thing a widget
or a bot ever gets. ``resample`` is implemented on the view, so a search bot's determinizations are
built from the view alone and cannot read the real hidden cards.
"""

from __future__ import annotations

import dataclasses
import functools
import random
import typing
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar, NamedTuple

from cardkit.core.actions import Action, well_typed
from cardkit.i18n import Text, render, t

# How a notebook draws a state or a view. The scene package sits above the core, so it hands its
# drawing function over when it is imported (as every package hands its texts to i18n); a game's
# package imports its scene, so a game's states are always drawn.
_DRAW: list[Callable[[Any], Any]] = []


def draw_with(draw: Callable[[Any], Any]) -> None:
    """Draw states and views in notebooks with ``draw(position)`` (``cardkit.scene.diagram``)."""
    _DRAW[:] = [draw]


def _drawn(position: Any, part: str) -> Any:
    if not _DRAW:
        return None  # nothing can draw it: the notebook shows its repr
    drawn = getattr(_DRAW[0](position), part)
    return drawn() if callable(drawn) else drawn


class CardkitError(ValueError):
    """An error whose message is an i18n key plus parameters, readable in every language."""

    def __init__(self, key: str, **params: Any) -> None:
        self.key = key
        self.params = params
        super().__init__(t(key, "en", **params))

    def explain(self, language: str = "en") -> str:
        # A parameter may be an i18n Text (a card's name, a nested reason): it reads in the same language.
        return t(self.key, language, **{k: render(v, language) for k, v in self.params.items()})

    def __reduce__(self) -> tuple:
        # Rebuilt from the key and parameters (not the English text), so it crosses process pools.
        return (_rebuild_error, (type(self), self.key, self.params))


def _rebuild_error(cls: type, key: str, params: dict) -> CardkitError:
    return cls(key, **params)


class IllegalAction(CardkitError):
    """A move the rules forbid (or one out of turn, or malformed). Nothing was changed."""


class BadOptions(CardkitError):
    """Options a game does not accept."""


class BadSave(CardkitError):
    """A save file that is corrupted, truncated, or from a newer cardkit. Nothing was loaded."""


class Score(NamedTuple):
    """A seat's score: ``total`` is always the sum of the points in ``parts``."""

    total: int
    parts: tuple[tuple[str, int], ...]

    def explain(self, language: str = "en") -> str:
        """The breakdown, a line per part, then the total (the labels are in the language the
        game's ``scores(language)`` was asked in)."""
        lines = [t("core.score.part", language, label=label, points=f"{points:+d}") for label, points in self.parts]
        return "\n".join(f"  {line}" for line in [*lines, t("core.score.total", language, total=self.total)])

    def __str__(self) -> str:
        return self.explain()


def make_score(parts: Sequence[tuple[str, int]]) -> Score:
    parts = tuple((str(label), int(points)) for label, points in parts)
    return Score(sum(p for _, p in parts), parts)


# ---------------------------------------------------------------------------------------- options


# Options made from a dict, by class, game and the dict's (name, value) pairs and their values' types (True
# == 1, but True is refused where an int is expected): the games of a loop (playouts, benchmarks, bots' matches)
# start from the same dict, and checking it again was a good part of dealing a hand. Only frozen Options, which
# can be shared.
_MADE_OPTIONS: dict[tuple, Any] = {}


def make_options(cls: type, game: str, value: Any) -> Any:
    """Build a game's frozen Options dataclass from None, a mapping, or an instance.

    Unknown names and values of the wrong type are refused by name; range checks are the
    dataclass's own ``check()``. Frozen Options made from a dict are remembered: a dict with the same
    names, values and types of values gives the same Options object again, unchecked.
    """
    key = None
    if type(value) is dict:
        key = (cls, game, *value.items(), *map(type, value.values()))
        try:
            return _MADE_OPTIONS[key]
        except KeyError:
            pass
        except TypeError:  # a value that cannot be hashed: checked (and refused, or made) as usual, not kept
            key = None
    options: Any
    if isinstance(value, cls):
        options = value
    else:
        if value is None:
            value = {}
        if not isinstance(value, Mapping):
            raise BadOptions(
                "core.bad_option",
                name="options",
                game=game,
                reason=Text("core.option.expected", expected=Text("core.option.mapping"), got=type(value).__name__),
            )
        fields = {f.name: f for f in dataclasses.fields(cls)}
        unknown = [k for k in value if k not in fields]
        if unknown:
            raise BadOptions("core.unknown_option", name=unknown[0], game=game, known=", ".join(fields))
        hints = _option_types(cls)
        for name, v in value.items():
            _check_option_type(game, name, v, hints[name])
        options = cls(**value)
    options.check()
    if key is not None and cls.__dataclass_params__.frozen and len(_MADE_OPTIONS) < 1024:  # type: ignore[attr-defined]
        _MADE_OPTIONS[key] = options
    return options


@functools.cache
def _option_types(cls: type) -> dict[str, Any]:
    # Resolving the annotations is slow (a fifth of an Ipso game's time when done on every new game).
    return typing.get_type_hints(cls)


def _check_option_type(game: str, name: str, value: Any, hint: Any) -> None:
    origin = typing.get_origin(hint)
    if origin is tuple:
        ok = isinstance(value, (tuple, list)) and all(isinstance(x, str) for x in value)
        expected = "core.option.names"
    elif hint is bool:
        ok, expected = isinstance(value, bool), "core.option.bool"
    elif hint is int:
        ok, expected = isinstance(value, int) and not isinstance(value, bool), "core.option.int"
    elif hint is str:
        ok, expected = isinstance(value, str), "core.option.text"
    else:  # pragma: no cover - a game declared an option type this helper does not know
        raise TypeError(f"option {name} of {game} has unsupported type {hint}")
    if not ok:
        raise BadOptions(
            "core.bad_option",
            name=name,
            game=game,
            reason=Text("core.option.expected", expected=Text(expected), got=repr(value)),
        )


def bad_option(game: str, name: str, reason: Text | str) -> BadOptions:
    return BadOptions("core.bad_option", name=name, game=game, reason=reason)


# ---------------------------------------------------------------------------------------- actions


def action_to_json(action: tuple) -> dict[str, Any]:
    data: dict[str, Any] = {"type": type(action).__name__}
    for name, value in zip(action._fields, action):  # type: ignore[attr-defined]
        data[name] = list(value) if isinstance(value, tuple) else value
    return data


def action_from_json(actions: Sequence[type], data: Any, game: str) -> tuple:
    """The action a JSON object stands for; anything malformed raises IllegalAction."""
    if not isinstance(data, Mapping) or not isinstance(data.get("type"), str):
        raise IllegalAction("core.bad_action_json", reason='expected an object with a "type" name')
    by_name = {cls.__name__: cls for cls in actions}
    cls = by_name.get(data["type"])
    if cls is None:
        raise IllegalAction("core.unknown_action", action=repr(data["type"][:40]), game=game)
    fields = cls._fields  # type: ignore[attr-defined]
    extra = set(data) - set(fields) - {"type"}
    missing = [f for f in fields if f not in data]
    if extra or missing:
        raise IllegalAction(
            "core.bad_action_json", reason=f"{cls.__name__} takes the fields {', '.join(fields) or '(none)'}"
        )
    values = [tuple(v) if isinstance(v, list) else v for v in (data[f] for f in fields)]
    action = cls(*values)
    if not well_typed(action):
        raise IllegalAction("core.bad_action_json", reason=f"a field of {cls.__name__} has the wrong type")
    return action


# ------------------------------------------------------------------------------------------ state


class View(ABC):
    """What one seat may see. Widgets and bots receive only this.

    ``legal`` holds the seat's legal actions when it is to move (empty otherwise): everything needed
    to choose a move is known to the seat.
    """

    seat: int
    to_move: int | None
    legal: tuple

    @abstractmethod
    def resample(self, rng: random.Random) -> State:
        """A full state consistent with this view: the unseen cards dealt afresh from ``rng``."""

    def every_deal(self, most: int) -> Sequence[State] | None:
        """Every different deal of the cards this seat cannot see, as full states consistent with this
        view, each as likely as ``resample`` makes it, when there are at most ``most`` of them; else
        None (the default: a game lists them where few are left, as House of Suits' final round).
        A search weighs a move exactly on them instead of on sampled deals."""
        return None

    def to_json(self) -> dict[str, Any]:
        data = dataclasses.asdict(self)  # type: ignore[call-overload]
        data["legal"] = [action_to_json(a) for a in self.legal]
        return data

    # Notebooks show a view as its board, drawn by the scene package (see draw_with).
    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, str] | None:
        return _drawn(self, "_repr_mimebundle_")

    def _repr_svg_(self) -> str | None:
        return _drawn(self, "svg")


class MatchRules(ABC):
    """How a game's deals chain into a match: the options of each deal, and when it ends."""

    Options: ClassVar[type]
    game: ClassVar[str]

    def __init__(self, options: Any = None) -> None:
        self.options = make_options(self.Options, self.game, options)

    @abstractmethod
    def deal_options(self, index: int, totals: Sequence[int]) -> dict[str, Any] | None:
        """Options of deal ``index`` given the running ``totals``; None when the match is over."""


class State(ABC):
    """One game in progress. Subclasses set the class attributes and implement the abstract methods."""

    name: ClassVar[str]
    title: ClassVar[str]
    Options: ClassVar[type]
    Actions: ClassVar[tuple[type[Action], ...]]
    Match: ClassVar[type[MatchRules]]

    options: Any
    seed: int | None
    history: list

    @classmethod
    def new(cls, options: Any = None, seed: int = 0):
        """A freshly dealt game. The same options and seed always deal the same cards."""
        if type(seed) is not int:
            raise bad_option(
                cls.name, "seed", Text("core.option.expected", expected=Text("core.option.int"), got=repr(seed))
            )
        state = cls.__new__(cls)
        state.options = make_options(cls.Options, cls.name, options)
        state.seed = seed
        state.history = []
        state._deal(random.Random(seed))
        return state

    # --- what each game implements
    @abstractmethod
    def _deal(self, rng: random.Random) -> None:
        """Set up the table from the options, shuffling with ``rng``."""

    @property
    @abstractmethod
    def num_players(self) -> int: ...

    @abstractmethod
    def to_move(self) -> int | None:
        """The seat to play, or None once the game is over."""

    @abstractmethod
    def legal_actions(self) -> list:
        """Every legal action of the seat to move (empty once the game is over)."""

    @abstractmethod
    def _check(self, action: Any) -> None:
        """Raise IllegalAction, explaining the rule, unless ``action`` is legal now. Changes nothing."""

    @abstractmethod
    def _do(self, action: Any) -> None:
        """Carry out an action already checked legal."""

    @abstractmethod
    def view(self, seat: int) -> View:
        """Only what ``seat`` may see."""

    @abstractmethod
    def scores(self, language: str = "en") -> list[Score]:
        """Each seat's score with its breakdown, labelled in ``language`` (meaningful once the game is over)."""

    @abstractmethod
    def clone(self):
        """An independent copy, for search."""

    # --- shared machinery
    def totals(self) -> list[int]:
        return [s.total for s in self.scores()]

    def winners(self) -> tuple[int, ...]:
        """The seats with the best result; several seats share a tie."""
        totals = self.totals()
        best = max(totals)
        return tuple(i for i, v in enumerate(totals) if v == best)

    def is_over(self) -> bool:
        return self.to_move() is None

    def apply(self, action: Any, seat: int | None = None) -> None:
        """Play ``action`` for the seat to move (or check it is ``seat``'s turn first)."""
        mover = self.to_move()
        if mover is None:
            raise IllegalAction("core.game_over")
        if seat is not None and seat != mover:
            raise IllegalAction("core.not_your_turn", n=mover + 1)
        if type(action) not in self.Actions or not action._typed(action):
            raise IllegalAction("core.unknown_action", action=repr(action)[:60], game=self.title)
        self._check(action)
        self._do(action)
        self.history.append(action)

    def play(self, action: Any) -> None:
        """Play ``action`` without checking it: for bots and playouts, whose moves come from
        ``legal_actions()`` (or a view's ``legal``). The move is recorded in the history like any other.
        Anything else (a person's click, a file, a message) goes through :meth:`apply`."""
        self._do(action)
        self.history.append(action)

    def apply_json(self, data: Any, seat: int | None = None) -> tuple:
        action = action_from_json(self.Actions, data, self.title)
        self.apply(action, seat)
        return action

    def resample(self, seat: int, rng: random.Random):
        """A state consistent with what ``seat`` sees, unseen cards dealt afresh (for search bots)."""
        return self.view(seat).resample(rng)

    def record(self):
        from cardkit.core.record import Record

        if self.seed is None:
            raise ValueError("a resampled state has no record: it was not dealt from a seed")
        return Record(self.name, dataclasses.asdict(self.options), self.seed, tuple(self.history))

    def undo(self, moves: int = 1):
        """The game as it was ``moves`` actions ago (replayed from the seed)."""
        if not 0 < moves <= len(self.history):
            raise IllegalAction("core.nothing_to_undo")
        if self.seed is None:
            raise ValueError("a resampled state has no record: it was not dealt from a seed")
        state = type(self).new(self.options, self.seed)
        for action in self.history[:-moves]:
            state.apply(action)
        return state

    # Notebooks show a state as the seat to move sees it, drawn by the scene package (see draw_with).
    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, str] | None:
        return _drawn(self, "_repr_mimebundle_")

    def _repr_svg_(self) -> str | None:
        return _drawn(self, "svg")

    def play_random(self, rng: random.Random) -> None:
        """Play uniformly random legal actions to the end (what the random bot does, move by move).

        Games override this with a faster loop, which plays legal moves only and the same game for the
        same generator state. Ipso's and House of Suits' pick exactly these actions; Rummy 500's draws a
        kind of move first, then a move of that kind (its docstring says which).
        """
        while self.to_move() is not None:
            legal = self.legal_actions()
            self.play(legal[rng.randrange(len(legal))])
