"""Conformance checks every game gets for free, and the leak scanner of scenes and messages.

A game registered in :mod:`cardkit.games` is checked without any code of its own::

    from cardkit.testing import check_game
    check_game("ipso", games=20, seed=1)   # raises Violation on the first broken guarantee

plays random matches of every configuration its spec declares (player counts, the options form) and
checks at every step:

- every legal action is accepted by ``apply``, and leaves the same state as the unchecked ``play``;
- other well-formed actions (legal ones nudged, fields from the legal ones recombined) are refused
  with :class:`IllegalAction`, the state unchanged, or are another spelling of a legal move;
- every action survives a JSON round trip, and so does each save file (``save_game``/``load_game``,
  ``Match.save``/``Match.load``);
- each seat's view is plain JSON, lists the legal moves of the mover only, and holds no card its
  seat cannot see: everything the seat cannot see is dealt afresh (``view.resample``) and the view
  of that other world must be the same view; where the view lists every such deal (``View.every_deal``),
  each is a world of that view, once, and the real deal is among them;
- the game's own invariants hold (its spec's ``invariants(state)``, if it declares one: every card
  accounted for, the rules' obligations...);
- a finished game replays exactly from its record and its scores equal their breakdown.

:func:`check_observations` does the same for a game's learning environment (``cardkit.envs``): at every
step, re-dealing what a seat cannot see leaves that seat's observation as it was.

The leak scanner (:class:`Scanner`, :func:`scan_text`, :func:`scan_scene`, :func:`scan_message`)
checks what is sent to a screen: every card a scene or a message names must be one the seat at the
screen has seen in this deal, and a pass screen names none. How a game writes its cards is its
board's knowledge (``Board.seen``, ``Board.mentions``). The drivers (:func:`play_table`,
:func:`play_through`, :func:`click`...) play a :class:`~cardkit.table.Table`, or a play widget, the way
a front end does; a move of several clicks is clicked as its board says (``Board.next_click``).
The tests, ``python -m benchmarks.reliability`` and ``tests/test_conformance.py`` use this module;
it imports no test code and names no game.
"""

from __future__ import annotations

import copy
import json
import random
from collections import Counter
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from cardkit import games
from cardkit.core import (
    IllegalAction,
    Match,
    State,
    View,
    action_from_json,
    action_to_json,
    load_game,
    save_game,
)

if TYPE_CHECKING:
    pass


class Violation(AssertionError):
    """A broken guarantee: a leak, a crash, a change made by a refused move, a broken invariant."""


def check(condition: Any, what: str) -> None:
    """Raise :class:`Violation` saying ``what`` unless ``condition`` holds (kept under ``python -O``)."""
    if not condition:
        raise Violation(what)


# ==================================================================================== configurations


def configurations(name: str) -> list[dict[str, Any]]:
    """Match options covering every player count of the game and every answer of its options form."""
    spec = games.spec(name)
    counts: tuple[int | None, ...] = spec.players if "players" in spec.match_option_names() else (None,)

    def answered(options: dict[str, Any]) -> dict[str, Any]:
        # The form's answers: its defaults where unanswered, none for a question it does not show.
        for choice in spec.form:
            options.setdefault(choice.option, choice.default)
        return {k: v for k, v in options.items() if all(c.option != k or c.shown(options) for c in spec.form)}

    found: list[dict[str, Any]] = []
    for players in counts:
        base = {} if players is None else {"players": players}
        found.append(answered(dict(base)))
        for choice in spec.form:
            for value, _label in choice.values:
                if value != choice.default:
                    found.append(answered({**base, **dict(choice.only_if), choice.option: value}))
    unique: list[dict[str, Any]] = []
    for options in found:
        if options not in unique:
            unique.append(options)
    return unique


def random_deals(name: str, games: int, seed: int = 0) -> Iterator[tuple[Match, State, random.Random]]:
    """``games`` fresh deals of ``name`` as matches deal them, going through every configuration.

    Yields (match, its current deal, the rng of the random moves); the caller plays the deal to its
    end (with ``rng``), then the next deal of the match is dealt, until the match is over.
    """
    configs = configurations(name)
    rng = random.Random(seed)
    played = 0
    index = 0
    while played < games:
        match = Match(name, configs[index % len(configs)], seed * 1_000_003 + index)
        index += 1
        while played < games:
            played += 1
            yield match, match.current, rng
            if not match.current.is_over() or match.is_over():
                break
            match.next_deal()


# ==================================================================================== one position


def snapshot(state: State) -> dict[str, Any]:
    """A deep copy of everything a state holds, to compare before and after."""
    return copy.deepcopy(vars(state))


def check_views(state: State, rng: random.Random) -> int:
    """Each seat's view: plain JSON, the mover's legal moves only, and no card its seat cannot see.

    Everything the seat cannot see is dealt afresh (``view.resample(rng)``); the view of that world
    must equal the real one, so the view depends on nothing hidden. Returns the views checked.
    """
    name = type(state).name
    mover = state.to_move()
    legal = state.legal_actions()
    for seat in range(state.num_players):
        view = state.view(seat)
        check(view.seat == seat, f"{name}: view({seat}) says it is seat {view.seat}")
        check(view.to_move == mover, f"{name}: the view of seat {seat} has another seat to move")
        expected = legal if seat == mover else []
        check(list(view.legal) == expected, f"{name}: the view of seat {seat} lists other moves than the legal ones")
        check(json.loads(json.dumps(view.to_json()))["seat"] == seat, f"{name}: a view is not plain JSON")
        check_view_hides_what_its_seat_cannot_see(view, rng)
        check_every_deal(state, view)
    return state.num_players


def check_every_deal(state: State, view: View, most: int = 64) -> None:
    """When the view lists every deal of the cards its seat cannot see (``View.every_deal``), each is a
    world of that same view, none is listed twice, and the real deal is one of them (a deal every seat
    sees as it sees the game)."""
    deals = view.every_deal(most)
    if deals is None:
        return
    name = type(state).name
    check(len(deals) <= most, f"{name}: every_deal({most}) lists {len(deals)} deals")
    check(all(d.view(view.seat) == view for d in deals), f"{name}: every_deal lists a deal of another view")
    listed = [repr(_hidden(d)) for d in deals]
    check(len(set(listed)) == len(listed), f"{name}: every_deal lists a deal twice")
    seen = [state.view(seat) for seat in range(state.num_players)]
    check(
        any([d.view(seat) for seat in range(state.num_players)] == seen for d in deals),
        f"{name}: every_deal leaves out the real deal (a deal every seat sees as it sees the game)",
    )


def check_view_hides_what_its_seat_cannot_see(view: View, rng: random.Random) -> None:
    """The view of a world where everything ``view.seat`` cannot see is re-dealt is ``view`` itself."""
    world = view.resample(rng)
    check(
        world.view(view.seat) == view,
        f"{games.spec_of(view).name}: the view of seat {view.seat} changes when its hidden cards are "
        "dealt afresh (it holds a card the seat cannot see)",
    )


def check_legal_actions(state: State) -> int:
    """Every legal action is accepted by ``apply`` for the mover and leaves the state ``play`` leaves;
    every action and its JSON round trip are the same action. Returns the actions checked."""
    name = type(state).name
    mover = state.to_move()
    legal = state.legal_actions()
    check(mover is None or legal, f"{name}: seat {mover} is to move with no legal move")
    check(len(set(legal)) == len(legal), f"{name}: legal_actions() lists a move twice")
    for action in legal:
        check_action_json(state, action)
        applied, played = state.clone(), state.clone()
        try:
            applied.apply(action, mover)
        except IllegalAction as e:
            raise Violation(f"{name}: the legal move {action!r} was refused: {e}") from None
        played.play(action)
        check(vars(applied) == vars(played), f"{name}: apply and play of {action!r} leave different games")
        check(applied.history == state.history + [action], f"{name}: {action!r} was not recorded in the history")
    return len(legal)


def check_action_json(state: State, action: Any) -> None:
    """An action written as JSON (and through a JSON text) reads back as the very same action."""
    text = json.dumps(action_to_json(action))
    back = action_from_json(state.Actions, json.loads(text), state.name)
    check(back == action and type(back) is type(action), f"{state.name}: {action!r} reads back as {back!r}")


def other_actions(state: State, rng: random.Random, count: int) -> list[Any]:
    """Up to ``count`` well-formed actions built like the legal ones, most of them not legal now:
    a legal move with one field nudged, fields of legal moves recombined, small values of every kind."""
    legal = state.legal_actions()
    values: dict[str, set] = {"int": {-1, 0, 1, 2, 3, 60}, "str": {"", "x"}, "ints": {(), (0,), (0, 1, 2)}}
    for action in legal:
        for (_name, kind), value in zip(action._field_kinds, action):
            values[kind].add(value)
            if kind == "int":
                values[kind].update((value - 1, value + 1))
    pools = {kind: sorted(vals, key=repr) for kind, vals in values.items()}
    found = []
    for _ in range(count):
        if legal and rng.random() < 0.5:  # a legal move, one field changed
            action = rng.choice(legal)
            if not action._fields:
                continue
            i = rng.randrange(len(action._fields))
            kind = action._field_kinds[i][1]
            value = action[i]
            if kind == "int":
                value += rng.choice((-2, -1, 1, 2))
            elif kind == "ints" and value and rng.random() < 0.5:
                value = tuple(v + (j == rng.randrange(len(value))) for j, v in enumerate(value))
            else:
                value = rng.choice(pools[kind])
            fields = list(action)
            fields[i] = value
            found.append(type(action)(*fields))
        else:
            cls = rng.choice(state.Actions)
            found.append(cls(*(rng.choice(pools[kind]) for _name, kind in cls._field_kinds)))
    return found


def check_refusals(state: State, rng: random.Random, count: int = 8) -> int:
    """Actions that are not legal are refused with IllegalAction (explained in every language) and
    change nothing. A game may accept another spelling of a legal move (a meld's cards in any order):
    then the game it leaves must be the game a listed move leaves. Returns the refusals checked."""
    name = type(state).name
    legal = state.legal_actions()
    listed = set(legal)
    refused = 0
    for action in other_actions(state, rng, count):
        if action in listed:
            continue
        trial = state.clone()
        before = snapshot(trial)
        try:
            trial.apply(action)
        except IllegalAction as e:
            refused += 1
            check(vars(trial) == before, f"{name}: refusing {action!r} changed the game")
            check(str(e) and e.explain("fr"), f"{name}: refusing {action!r} gave no explanation")
        else:
            check(legal, f"{name}: {action!r} was accepted in a finished game")
            check(
                _same_as_a_legal_move(state, action, trial), f"{name}: {action!r} was accepted but is not a legal move"
            )
    return refused


def _same_as_a_legal_move(state: State, action: Any, after: State) -> bool:
    reached = {k: v for k, v in vars(after).items() if k != "history"}
    for move in state.legal_actions():
        if type(move) is type(action):
            other = state.clone()
            other.play(move)
            if {k: v for k, v in vars(other).items() if k != "history"} == reached:
                return True
    return False


def check_finished(state: State) -> None:
    """A finished game: scores equal their breakdown, the record replays it exactly, its save file
    loads to exactly this game."""
    check_scores(state)
    check_replay(state)
    check_save(state)


def check_scores(state: State) -> None:
    """Each seat's score is the sum of its breakdown, and its total."""
    totals = state.totals()
    for seat, score in enumerate(state.scores()):
        check(
            score.total == sum(points for _, points in score.parts) == totals[seat],
            f"{state.name}: the score of seat {seat} is not the sum of its breakdown",
        )


def check_replay(state: State) -> None:
    """The record (options, seed, moves) replays to exactly this game."""
    check(vars(state.record().replay()) == vars(state), f"{state.name}: the record does not replay the game")


def check_save(state: State) -> None:
    """``load_game(save_game(state))`` is exactly ``state``."""
    check(vars(load_game(save_game(state))) == vars(state), f"{state.name}: save and load change the game")


def check_match_save(match: Match) -> None:
    """``Match.load(match.save())`` holds exactly the same deals and totals."""
    again = Match.load(match.save())
    check(
        [vars(d) for d in again.deals] == [vars(d) for d in match.deals] and again.totals() == match.totals(),
        f"{match.game}: saving and loading a match changes it",
    )


def check_invariants(state: State) -> None:
    """The game's own checks of a state (its spec's ``invariants``: every card accounted for, the
    obligations of its rules...), when it declares them. Raises :class:`Violation`."""
    invariants = games.spec(state.name).invariants
    if invariants is None:
        return
    try:
        invariants(state)
    except AssertionError as e:
        raise Violation(f"{state.name}: {str(e) or 'an invariant of the game is broken'}") from None


# ==================================================================================== whole games


def check_position(state: State, rng: random.Random, refusals: int = 8) -> Counter:
    """All the checks of one position (legal moves, refusals, views). Returns what was counted."""
    counts: Counter = Counter()
    counts["legal actions accepted"] += check_legal_actions(state)
    counts["refusals checked"] += check_refusals(state, rng, refusals)
    counts["views checked"] += check_views(state, rng)
    counts["positions"] += 1
    return counts


def check_game(
    name: str, games: int = 20, seed: int = 0, every: int = 1, refusals: int = 8, max_steps: int = 5000
) -> Counter:
    """Play ``games`` random deals of ``name`` (matches of every configuration) with every check.

    Every position gets the game's own :func:`check_invariants`, every ``every``-th one
    :func:`check_position`; each finished deal :func:`check_finished`; each match is saved and
    loaded after each deal. Raises :class:`Violation` at the first broken guarantee; returns what
    was counted.
    """
    counts: Counter = Counter()
    for match, state, rng in random_deals(name, games, seed):
        steps = 0
        while not state.is_over():
            check_invariants(state)
            if steps % every == 0:
                counts.update(check_position(state, rng, refusals))
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
            steps += 1
            check(steps < max_steps, f"{name}: a game did not end in {max_steps} moves")
        check_invariants(state)
        counts.update(check_position(state, rng, refusals))  # the last position: no move, every view
        check_finished(state)
        check_match_save(match)
        counts["games"] += 1
        counts["steps"] += steps
    return counts


# ==================================================================================== observations


def check_observations(name: str, matches: int = 2, seed: int = 0, max_steps: int = 20000) -> Counter:
    """Hidden information holds in the game's learning environment (``cardkit.envs``): two deals
    differing only in cards a seat cannot see give that seat identical observations, at every step.

    Plays random matches of every configuration through the environment; at each step, for each seat,
    everything that seat cannot see is dealt afresh (``view.resample``), a second environment plays on
    from that deal (``set_position``), and the seat's observation and action mask there must be the same.
    Raises :class:`Violation`; returns what was counted (among them the re-dealt deals that really
    differ from the real one, so the comparison is not of a deal with itself).
    """
    from cardkit import envs  # the envs extra: pettingzoo, gymnasium, numpy

    module = envs.module(name)
    configs = configurations(name)
    rng = random.Random(seed)
    counts: Counter = Counter()
    for index in range(matches):
        options = configs[index % len(configs)]
        env, other = module.raw_env(**options), module.raw_env(**options)
        env.reset(seed=seed * 1_000_003 + index)
        other.reset(seed=0)
        steps = 0
        while not env.terminations[env.agent_selection]:
            state = env.state
            for seat, agent in enumerate(env.possible_agents):
                world = state.view(seat).resample(rng)
                other.set_position(world)
                seen, again = env.observe(agent), other.observe(agent)
                check(
                    (seen["observation"] == again["observation"]).all()
                    and (seen["action_mask"] == again["action_mask"]).all(),
                    f"{name}: the observation of {agent} changes when the cards it cannot see are dealt afresh "
                    f"(step {steps} of match {index}, options {options})",
                )
                counts["observations compared"] += 1
                counts["re-dealt deals that differ"] += _hidden(world) != _hidden(state)
            mask = env.observe(env.agent_selection)["action_mask"]
            legal = [i for i, allowed in enumerate(mask) if allowed]
            env.step(legal[rng.randrange(len(legal))])
            steps += 1
            check(steps < max_steps, f"{name}: a match did not end in {max_steps} moves")
        counts["matches"] += 1
        counts["steps"] += steps
    return counts


def _hidden(state: State) -> dict[str, Any]:
    return {k: v for k, v in vars(state).items() if k not in ("seed", "history")}


# ==================================================================================== the leak scanner
# How a game writes its cards is its board's knowledge (``Board.seen``, ``Board.mentions``): the
# scanner reads every game through its spec.
