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
  of that other world must be the same view;
- a finished game replays exactly from its record and its scores equal their breakdown.

The leak scanner (:class:`Scanner`, :func:`scan_text`, :func:`scan_scene`, :func:`scan_message`)
checks what is sent to a screen: every card a scene or a message names must be one the seat at the
screen has seen in this deal, and a pass screen names none. The tests, ``python -m
benchmarks.reliability`` and ``tests/test_conformance.py`` use this module; it imports no test code.
"""
from __future__ import annotations

import copy
import json
import random
import re
from collections import Counter
from dataclasses import dataclass
from typing import Any, Callable, Iterator

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
        return {k: v for k, v in options.items()
                if all(c.option != k or c.shown(options) for c in spec.form)}

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
    return state.num_players


def check_view_hides_what_its_seat_cannot_see(view: View, rng: random.Random) -> None:
    """The view of a world where everything ``view.seat`` cannot see is re-dealt is ``view`` itself."""
    world = view.resample(rng)
    check(world.view(view.seat) == view,
          f"{games.spec_of(view).name}: the view of seat {view.seat} changes when its hidden cards are "
          "dealt afresh (it holds a card the seat cannot see)")


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
            check(_same_as_a_legal_move(state, action, trial),
                  f"{name}: {action!r} was accepted but is not a legal move")
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
        check(score.total == sum(points for _, points in score.parts) == totals[seat],
              f"{state.name}: the score of seat {seat} is not the sum of its breakdown")


def check_replay(state: State) -> None:
    """The record (options, seed, moves) replays to exactly this game."""
    check(vars(state.record().replay()) == vars(state), f"{state.name}: the record does not replay the game")


def check_save(state: State) -> None:
    """``load_game(save_game(state))`` is exactly ``state``."""
    check(vars(load_game(save_game(state))) == vars(state), f"{state.name}: save and load change the game")


def check_match_save(match: Match) -> None:
    """``Match.load(match.save())`` holds exactly the same deals and totals."""
    again = Match.load(match.save())
    check([vars(d) for d in again.deals] == [vars(d) for d in match.deals] and again.totals() == match.totals(),
          f"{match.game}: saving and loading a match changes it")


# ==================================================================================== whole games

def check_position(state: State, rng: random.Random, refusals: int = 8) -> Counter:
    """All the checks of one position (legal moves, refusals, views). Returns what was counted."""
    counts: Counter = Counter()
    counts["legal actions accepted"] += check_legal_actions(state)
    counts["refusals checked"] += check_refusals(state, rng, refusals)
    counts["views checked"] += check_views(state, rng)
    counts["positions"] += 1
    return counts


def check_game(name: str, games: int = 20, seed: int = 0, every: int = 1, refusals: int = 8,
               max_steps: int = 5000) -> Counter:
    """Play ``games`` random deals of ``name`` (matches of every configuration) with every check.

    Every ``every``-th position gets :func:`check_position`; each finished deal
    :func:`check_finished`; each match is saved and loaded after each deal. Raises
    :class:`Violation` at the first broken guarantee; returns what was counted.
    """
    counts: Counter = Counter()
    for match, state, rng in random_deals(name, games, seed):
        steps = 0
        while not state.is_over():
            if steps % every == 0:
                counts.update(check_position(state, rng, refusals))
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
            steps += 1
            check(steps < max_steps, f"{name}: a game did not end in {max_steps} moves")
        counts.update(check_position(state, rng, refusals))  # the last position: no move, every view
        check_finished(state)
        check_match_save(match)
        counts["games"] += 1
        counts["steps"] += steps
    return counts


# ==================================================================================== the leak scanner

@dataclass(frozen=True)
class CardNames:
    """How a game writes its cards, for the leak scanner.

    ``prefix``: the identity a scene gives a face-up card (``"ipso:45"``); ``visible(view)``: the
    identities of every card the view shows its seat; ``mentions(text)``: the identities of every card
    named in ``text``, in every way the kit writes one (identity, short form "45✚" or "7♥", name "7 of
    hearts", in every language).
    """

    prefix: str
    visible: Callable[[Any], set[str]]
    mentions: Callable[[str], set[str]]


def _ipso_visible(view: Any) -> set[str]:
    seen = {n for p in view.pyramids for n in p if n is not None} | set(view.centre) | set(view.discards)
    seen |= set(getattr(view, "pile_bottom", ()))
    if view.drawn is not None:
        seen.add(view.drawn)
    return {f"ipso:{n}" for n in seen}


def _hos_visible(view: Any) -> set[str]:
    seen = set(view.hand) | {c for cards in view.market for c in cards}
    seen |= {c for seat in view.investments for cards in seat for c in cards}
    if view.set_aside is not None:
        seen.add(view.set_aside)
    if view.revealed is not None:
        seen |= {c for c in view.revealed if c >= 0}
    return {f"hos:{c}" for c in seen}


def _r5_visible(view: Any) -> set[str]:
    seen = set(view.hand) | set(view.discard) | {c for m in view.melds for c in m.cards}
    seen |= {c for cards in view.known for c in cards} | {c for cards in view.shown_hands for c in cards}
    return {f"r500:{c.index}" for c in seen}


# Every way the kit writes a card: its identity field, its short form ("45✚", "7♥") and its name
# ("45, orange cross", "7 of hearts", "as de pique").
IPSO_SHAPES = "●▲■◆✚"
IPSO_WORDS = "magenta|yellow|green|blue|orange|rond|triangle|carré|losange|croix"
HOS_SYMBOLS = {"♠": 0, "♥": 1, "♦": 2, "♣": 3, "★": 4, "☾": 5}
HOS_NAMES = {"spades": 0, "hearts": 1, "diamonds": 2, "clubs": 3, "stars": 4, "moons": 5,
             "pique": 0, "cœur": 1, "carreau": 2, "trèfle": 3, "étoile": 4, "lune": 5}
R5_SYMBOLS = {"♣": 0, "♦": 1, "♥": 2, "♠": 3}
R5_NAMES = {"clubs": 0, "diamonds": 1, "hearts": 2, "spades": 3, "trèfle": 0, "carreau": 1, "cœur": 2, "pique": 3}
R5_RANKS = {"a": 1, "ace": 1, "as": 1, "j": 11, "jack": 11, "valet": 11, "q": 12, "queen": 12, "dame": 12,
            "k": 13, "king": 13, "roi": 13, **{str(n): n for n in range(2, 11)}}


def _ipso_mentions(text: str) -> set[str]:
    found = set(re.findall(r"ipso:(\d+)", text))
    found |= set(re.findall(rf"(\d+)[{IPSO_SHAPES}]", text))
    found |= set(re.findall(rf"(\d+), (?:{IPSO_WORDS})\b", text))
    return {f"ipso:{n}" for n in found}


def _hos_mentions(text: str) -> set[str]:
    found = {int(c) for c in re.findall(r"hos:(\d+)", text)}
    for value, symbol in re.findall(rf"(10|[1-9]|A)([{''.join(HOS_SYMBOLS)}])", text):
        found.add(HOS_SYMBOLS[symbol] * 10 + (1 if value == "A" else int(value)) - 1)
    names = "|".join(HOS_NAMES)
    for value, suit in re.findall(rf"\b(ace|as|10|[1-9]) (?:of|de) ({names})", text, flags=re.IGNORECASE):
        v = 1 if value.lower() in ("ace", "as") else int(value)
        found.add(HOS_NAMES[suit.lower()] * 10 + v - 1)
    return {f"hos:{c}" for c in found}


def _r5_mentions(text: str) -> set[str]:
    found = {int(c) for c in re.findall(r"r500:(\d+)", text)}
    for rank, symbol in re.findall(r"(10|[2-9AJQK])([♣♦♥♠])", text):
        found.add(R5_SYMBOLS[symbol] * 13 + R5_RANKS[rank.lower()] - 1)
    ranks = "|".join(k for k in R5_RANKS if len(k) > 1 or k.isdigit())
    names = "|".join(R5_NAMES)
    # Full names start the aria labels; the engine writes cards "7♠" and describes the cards a meld
    # would need by the rule ("the 7 and 8 of spades"), which names no card of anybody's.
    for rank, suit in re.findall(rf'"({ranks}) (?:of|de) ({names})', text, flags=re.IGNORECASE):
        found.add(R5_NAMES[suit.lower()] * 13 + R5_RANKS[rank.lower()] - 1)
    return {f"r500:{c}" for c in found}


# The written forms of each game's cards, by the game's registered name.
CARD_NAMES: dict[str, CardNames] = {
    "ipso": CardNames("ipso", _ipso_visible, _ipso_mentions),
    "house_of_suits": CardNames("hos", _hos_visible, _hos_mentions),
    "rummy500": CardNames("r500", _r5_visible, _r5_mentions),
}


def card_names(game: str) -> CardNames:
    """The written forms of ``game``'s cards (a clear error for a game that has not declared them)."""
    games.spec(game)  # an unknown game: the registry's own error
    if game not in CARD_NAMES:
        raise KeyError(f"the leak scanner does not know how {game} writes its cards: add it to CARD_NAMES")
    return CARD_NAMES[game]


def scan_text(text: str, names: CardNames, seen: set[str], pass_screen: bool = False, seat: Any = "?") -> None:
    """Every card ``text`` names is in ``seen`` (the cards ``seat``, at the screen, has seen); a pass
    screen names none. Raises :class:`Violation`."""
    found = names.mentions(text)
    if pass_screen:
        check(not found, f"cards {sorted(found)} on a pass screen")
    else:
        leaked = found - seen
        check(not leaked, f"seat {seat} was sent unseen cards {sorted(leaked)}")


def scene_cards(scene: dict) -> list[dict]:
    """Every card of a scene, zone by zone."""
    return [item for area in scene.get("areas", ()) for zone in area["zones"] for row in zone["rows"]
            for item in row["cards"]]


def scan_scene(scene: dict, names: CardNames, seen: set[str]) -> None:
    """A face-down card or an empty place carries no identity, and no move offered names a card the
    seat at the screen has not seen. Raises :class:`Violation`."""
    for item in scene_cards(scene):
        if item["face"] == "down":
            check(not {"card", "rank", "pip", "tone", "stars"} & set(item), f"a face-down card shows {item}")
        elif item["face"] == "slot":  # an empty place: at most a "+" to click
            check(not {"card", "rank", "tone", "stars"} & set(item), f"an empty place shows {item}")
    actions = [item["send"]["action"] for item in scene_cards(scene) + scene.get("choices", [])
               if item.get("send", {}).get("kind") == "act"]
    cards: set = set()
    for a in actions:
        cards.update(a.get(f) for f in ("card", "market", "investment") if f in a)
        cards.update(a.get("cards", ()))
    unseen = {f"{names.prefix}:{c}" for c in cards} - seen
    check(not unseen, f"actions name unseen cards {sorted(unseen)}")


def scan_message(data: Any, names: CardNames, seen: set[str], pass_screen: bool = False, seat: Any = "?") -> None:
    """A message to the front end: its whole JSON text, and the scene it carries if any."""
    scan_text(json.dumps(data, ensure_ascii=False), names, seen, pass_screen, seat)
    state = data.get("state", {}) if isinstance(data, dict) else {}
    scene = state.get("scene") if isinstance(state, dict) else None
    if scene:
        scan_scene(scene, names, seen)


class SeenCards:
    """The cards each seat has seen so far in the current deal (in its current view or an earlier one)."""

    def __init__(self, names: CardNames) -> None:
        self.names = names
        self.seats: dict[int, set[str]] = {}
        self.deal: Any = None

    def learn(self, deal: Any, state: State) -> None:
        """Add what every seat sees of ``state``; ``deal`` names the deal (a new one forgets the old)."""
        if deal != self.deal:  # a new deal: the cards are dealt afresh, nobody has seen them
            self.seats, self.deal = {}, deal
        for seat in range(state.num_players):
            self.seats.setdefault(seat, set()).update(self.names.visible(state.view(seat)))

    def of(self, seat: int) -> set[str]:
        return self.seats.get(seat, set())


class Scanner:
    """Checks every message a play widget publishes, against the seat at the screen at that moment.

    ``sent`` is the list :func:`record_comms` fills; the messages already in it (the opening state)
    are checked at once, the later ones as they are published. Failures are kept (the widget's
    handler catches exceptions) and raised by :meth:`raise_failures`.
    """

    def __init__(self, widget: Any, sent: "Sent", game: str) -> None:
        self.widget = widget
        self.names = card_names(game)
        self.seen = SeenCards(self.names)
        self.messages = 0
        self.failures: list[str] = []
        original = widget._record

        def record(*args: Any) -> None:  # every action, the bots' too: what each seat has seen so far
            original(*args)
            self.learn()
        widget._record = record
        self.learn()
        for msg_type, data in sent:  # the opening state, sent before this scanner existed
            self.check(msg_type, data)
        self.raise_failures()
        sent.on_publish = self.check

    def learn(self) -> None:
        w = self.widget
        self.seen.learn((id(w.match), len(w.match.deals)), w.match.current)

    def check(self, msg_type: str, data: Any) -> None:
        """Scan one published message (called from inside the widget's handler)."""
        try:
            self.learn()
            w = self.widget
            scan_message(data, self.names, self.seen.of(w._screen), w._hidden, w._screen)
        except Violation as e:
            self.failures.append(str(e))
        self.messages += 1

    def check_text(self, text: str) -> None:
        """Scan a text shown to the seat at the screen (a saved notebook, the static HTML)."""
        w = self.widget
        scan_text(text, self.names, self.seen.of(w._screen), w._hidden, w._screen)

    def check_scene(self, scene: dict) -> None:
        scan_scene(scene, self.names, self.seen.of(self.widget._screen))

    def raise_failures(self) -> None:
        if self.failures:
            raise Violation(self.failures[0])


# ==================================================================================== driving a widget
# A play widget driven from Python the way its front end drives it, and what it sends recorded.

class Sent(list):
    """The messages published, in order; ``on_publish(msg_type, data)`` sees each one as it is sent."""

    on_publish: Callable[[str, Any], None] | None = None


def record_comms(monkeypatch: Any) -> Sent:
    """Replace the comm factory ipywidgets uses (through ``monkeypatch.setattr``): every message a
    widget publishes to the front end goes, as JSON would carry it, to the list returned."""
    import comm
    from comm.base_comm import BaseComm

    sent = Sent()

    class RecordingComm(BaseComm):
        def publish_msg(self, msg_type: str, data: Any = None, metadata: Any = None, buffers: Any = None,
                        **keys: Any) -> None:
            data = json.loads(json.dumps(data, ensure_ascii=False))  # exactly what would go over the wire
            sent.append((msg_type, data))
            if sent.on_publish is not None:
                sent.on_publish(msg_type, data)

    monkeypatch.setattr(comm, "create_comm", lambda *args, **kwargs: RecordingComm(*args, **kwargs))
    return sent


def message(widget: Any, content: Any) -> None:
    """A custom message from the front end, through ipywidgets' dispatch (as a click sends it)."""
    widget._handle_msg({"content": {"data": {"method": "custom", "content": content}}, "buffers": []})


def send(widget: Any, payload: dict, **overrides: Any) -> None:
    """What the renderer sends for a clickable element: its payload plus the scene's move and seat."""
    scene = widget.scene
    message(widget, {**payload, "move": scene["move"], "seat": scene["seat"], **overrides})


def element(scene: dict, id: str) -> dict:
    """The card or choice ``id`` of a scene."""
    for item in scene_cards(scene) + scene.get("choices", []):
        if item["id"] == id:
            return item
    raise KeyError(f"no element {id!r} in the scene")


def clickable(scene: dict) -> list[dict]:
    return [item for item in scene_cards(scene) + scene.get("choices", []) if item.get("send")]


def click(widget: Any, id: str) -> None:
    send(widget, element(widget.scene, id)["send"])


def command(widget: Any, name: str, **extra: Any) -> None:
    send(widget, {"kind": "command", "name": name, **extra})


def next_click(widget: Any, action: Any) -> str:
    """The id of the element to click next to play ``action`` through the board.

    A move offered as one element is that element; a move built by several clicks is built the
    way each board asks: Ipso's centre card first, House of Suits' market card first, Rummy 500's
    cards selected one by one.
    """
    scene = widget.scene
    wanted = action_to_json(action)
    for item in scene_cards(scene) + scene["choices"]:
        sends = item.get("send")
        if sends and sends["kind"] == "act" and sends["action"] == wanted:
            return item["id"]
    selected = {item["id"] for item in scene_cards(scene) if item.get("selected")}
    kind = type(action).__name__
    if kind == "Replace":  # Ipso: centre card first
        return f"centre:{action.centre}"
    if kind == "Place":  # House of Suits: the market card first (another card picked: put it back)
        return selected.pop() if selected else f"hand:{action.market}"
    if kind in ("Meld", "LayOff", "Discard"):  # Rummy 500: select exactly the cards of the move
        cards = set(action.cards) if kind == "Meld" else {action.card}
        want = {f"hand:{c}" for c in cards}
        return sorted(want ^ selected)[0]
    raise Violation(f"no way to play {action} on the board")
