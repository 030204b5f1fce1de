"""2. Fuzzing: generated messages to the play widget's handler (and its table's), generated actions to the engines' ``apply``.

Messages malformed, of the wrong types, out of turn, illegal, replayed, huge, in any script: no crash;
a refusal changes nothing and is answered once with a clear error in the board's language.
"""

from __future__ import annotations

import copy
import logging
import random
from collections import Counter
from typing import Any

import pytest  # MonkeyPatch: the recording comm
from hypothesis import HealthCheck, Phase, given, settings, strategies as st

from benchmarks.reliability.common import CONFIGS, GAMES, ErrorLog
from cardkit.core import IllegalAction, action_to_json, game_class
from cardkit.core.seats import HUMAN
from cardkit.i18n import t
from cardkit.session import COMMANDS
from cardkit.testing import command, element, message, next_click, record_comms, scene_cards, send
from cardkit.widgets.play import PlayWidget

INTERNAL = {lang: t("table.internal", lang, kind="\0", where="\0").split("\0")[0] for lang in ("en", "fr")}


def json_values(max_leaves: int = 12) -> st.SearchStrategy:
    scalars = (
        st.none()
        | st.booleans()
        | st.integers()
        | st.integers(-(2**70), 2**70)
        | st.floats(allow_nan=True, allow_infinity=True)
        | st.text(max_size=30)
        | st.sampled_from(["", "\u202e", "é" * 3, "🂡", "\x00", "0", "1", "-1", "1e999", "null"])
    )
    return st.recursive(
        scalars,
        lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
        max_leaves=max_leaves,
    )


HUGE = st.sampled_from(["x" * 100_000, "🂡" * 20_000, 10**400, -(2**200), list(range(5000))])


def widget_snapshot(widget: PlayWidget) -> tuple:
    now = widget.table.now
    match = widget.table.match
    return (
        id(match),
        len(match.deals),
        copy.deepcopy(vars(match.current)),
        now.move,
        now.screen,
        now.hidden,
        now.pass_to,
        now.selection,
        now.hint,
        now.notice,
        now.language,
        tuple((seat, f.deal, f.count, len(f.log)) for seat, f in sorted(now.follow.items())),
    )


def fuzz_widgets(game: str) -> list[PlayWidget]:
    """Widgets in every situation a message can meet: one player against bots (at either seat),
    hot-seat (pass screens), and bots only (nobody's seat)."""
    players = 3 if game != "house_of_suits" else 2
    options = {"players": players} if game != "house_of_suits" else {}
    return [
        PlayWidget(game, seats, options, seed=i, bot_delay=0, hint_level="random", language=("en", "fr")[i % 2])
        for i, seats in enumerate(
            [
                ("human",) + ("random",) * (players - 1),
                ("random",) * (players - 1) + ("human",),
                ("human",) * players,
                ("random",) * players,
            ]
        )
    ]


class Pick(tuple):
    """A placeholder resolved against the widget or game when the message is sent: ``Pick((what, k))``
    is the k-th (modulo) of ``what`` at that moment. Hypothesis's strategies stay independent of the
    game (it replays and shrinks them), and the messages still aim at the live board."""


def pick(what: str) -> st.SearchStrategy:
    return st.integers(0, 2**16).map(lambda k: Pick((what, k)))


def message_strategy(game: str) -> st.SearchStrategy:
    """Messages as a broken, hostile or confused front end could send them."""
    actions = game_class(game).Actions
    ints = st.integers(-3, 60) | st.integers() | st.sampled_from([2**63, -(2**63), 10**30])
    field_value = ints | st.lists(ints, max_size=6) | json_values(4) | HUGE
    action = st.one_of(
        st.builds(
            lambda cls, values: {"type": cls.__name__, **dict(zip(cls._fields, values))},
            st.sampled_from(actions),
            st.lists(field_value, min_size=0, max_size=4),
        ),
        st.builds(
            lambda cls, extra: {"type": cls.__name__, **{f: 0 for f in cls._fields}, **extra},
            st.sampled_from(actions),
            st.dictionaries(st.text(max_size=6), json_values(2), max_size=2),
        ),
        pick("other seat's legal action"),
        pick("legal action"),
        json_values(),
        HUGE,
    )
    moves = st.sampled_from([Pick(("move", 0)), Pick(("move", -1)), Pick(("move", 1)), 0]) | ints | json_values(1)
    seats = st.sampled_from([Pick(("seat", 0)), Pick(("seat", 1)), -1, 99]) | ints | json_values(1)
    names = st.sampled_from(COMMANDS) | st.text(max_size=20) | json_values(1)
    targets = pick("target") | st.text(max_size=40) | json_values(1) | HUGE

    def shaped(kind: str, fields: dict) -> st.SearchStrategy:
        # Each field kept, or one dropped, plus sometimes an extra field.
        return st.builds(
            lambda b, drop, extra: {"kind": kind, **{k: v for k, v in b.items() if k not in drop}, **extra},
            st.fixed_dictionaries(fields),
            st.sets(st.sampled_from(sorted(fields)), max_size=1),
            st.just({}) | st.dictionaries(st.text(max_size=6), json_values(1), max_size=1),
        )

    return st.one_of(
        shaped("act", {"move": moves, "seat": seats, "action": action}),
        shaped("select", {"move": moves, "seat": seats, "target": targets}),
        shaped("command", {"move": moves, "seat": seats, "name": names, "value": json_values(2)}),
        st.builds(
            lambda k, m, s: {"kind": k, "move": m, "seat": s}, json_values(1) | st.text(max_size=10), moves, seats
        ),
        st.builds(lambda p, s: {"aimed": p, "seat": s}, pick("element"), seats),  # a real element, any seat
        pick("replayed"),  # an earlier board's message, sent again
        json_values(),
        HUGE,
    )


def resolve(value: Any, widget: PlayWidget, old_sends: list[dict]) -> Any:
    """The message a template stands for on the widget's board now."""
    if isinstance(value, Pick):
        what, k = value
        scene = widget.scene
        state = widget.match.current
        if what == "move":
            return scene["move"] + k
        if what == "seat":
            return scene["seat"] if k == 0 else (scene["seat"] + 1) % widget.match.num_players
        if what == "target":
            targets = sorted(widget.table._targets)
            return targets[k % len(targets)] if targets else "centre:0"
        if what in ("legal action", "other seat's legal action"):
            seat = scene["seat"] if what == "legal action" else (scene["seat"] + 1 + k) % widget.match.num_players
            legal = state.view(seat).legal
            return action_to_json(legal[k % len(legal)]) if legal else {"type": state.Actions[0].__name__}
        if what == "element":
            real = [
                i["send"] for i in scene_cards(scene) + scene.get("choices", []) + scene["buttons"] if i.get("send")
            ]
            if scene.get("pass") and scene["pass"].get("button"):
                real.append(scene["pass"]["button"]["send"])
            return {**real[k % len(real)], "move": scene["move"]} if real else {"kind": "command"}
        if what == "replayed":
            return old_sends[k % len(old_sends)] if old_sends else {"kind": "act", "move": 0, "seat": 0}
    if isinstance(value, dict):
        if "aimed" in value and set(value) == {"aimed", "seat"}:
            return {**resolve(value["aimed"], widget, old_sends), "seat": resolve(value["seat"], widget, old_sends)}
        return {k: resolve(v, widget, old_sends) for k, v in value.items()}
    return value


def advance(widget: PlayWidget, rng: random.Random) -> None:
    """Move the fuzzed widget on to other positions: a legal move through the board, the next deal."""
    now = widget.table.now
    state = widget.table.state
    if now.hidden:
        command(widget, "show")
    elif state.is_over():
        command(widget, "new_game" if widget.match.is_over() or rng.random() < 0.3 else "next_game")
    elif widget.seats[now.screen] == HUMAN and state.to_move() == now.screen:
        action = rng.choice(state.legal_actions())
        if now.selection is not None:
            command(widget, "clear")
        before = len(state.history)
        for _ in range(20):
            if widget.match.current is not state or len(state.history) > before:
                break
            send(widget, element(widget.scene, next_click(widget, action))["send"])
    else:
        command(widget, "new_game")


def fuzz_messages(game: str, examples: int, seed: int) -> Counter:
    """``examples`` generated messages to the play widget's handler of ``game``."""
    counts: Counter = Counter()
    patch = pytest.MonkeyPatch()
    record_comms(patch)  # no kernel here: a recording comm stands in
    errors = ErrorLog()
    logging.getLogger("cardkit.table").addHandler(errors)
    widgets = fuzz_widgets(game)
    old_sends: list[dict] = []
    rng = random.Random(seed)
    failures: list[str] = []

    @settings(
        max_examples=examples,
        deadline=None,
        database=None,
        derandomize=True,
        phases=[Phase.generate],
        suppress_health_check=list(HealthCheck),
    )
    @given(st.integers(0, len(widgets) - 1), message_strategy(game))
    def one_message(which: int, template: Any) -> None:
        widget = widgets[which]
        content = resolve(template, widget, old_sends)
        before = widget_snapshot(widget)
        reply, lang = widget.scene["reply"], widget.language
        n_errors = len(errors.records)
        message(widget, content)
        counts["messages fuzzed"] += 1
        scene = widget.scene
        problem = None
        if scene["reply"] != reply + 1:
            problem = "a message was not answered exactly once"
        elif len(errors.records) != n_errors or scene["error"].startswith(INTERNAL[lang]):
            problem = f"the handler crashed: {scene['error']}"
        elif scene["error"]:
            counts["refused with an explanation"] += 1
            if widget_snapshot(widget) != before:
                problem = "a refused message changed the game"
        else:  # accepted: only a well-formed message of the seat at the screen, on the current board
            counts["accepted (well-formed by chance)"] += 1
            if not (
                isinstance(content, dict)
                and type(content.get("move")) is int
                and content["move"] == before[3]
                and type(content.get("seat")) is int
                and content["seat"] == before[4]
            ):
                problem = "a malformed, stale or wrong-seat message was accepted"
        if problem:
            failures.append(f"{game}: {problem} ({str(content)[:200]})")
        if isinstance(content, dict) and content.get("kind") in MESSAGE_KINDS:
            old_sends.append(content)
        if rng.random() < 0.15:
            advance(widget, rng)
        del old_sends[:-50]

    try:
        one_message()
    finally:
        for widget in widgets:
            widget.layout.close()
            widget.close()
        logging.getLogger("cardkit.table").removeHandler(errors)
        patch.undo()
    counts["violations"] += len(failures)
    if failures:
        counts.setdefault("first violation", failures[0])  # type: ignore[arg-type]
    return counts


MESSAGE_KINDS = ("act", "select", "command")


def fuzz_engine(game: str, examples: int, seed: int) -> Counter:
    """``examples`` generated actions (objects and JSON) to ``apply``: refused without change, or legal."""
    counts: Counter = Counter()
    cls = game_class(game)
    configs = CONFIGS[game]
    rng = random.Random(seed)
    positions: list = []
    failures: list[str] = []
    others = [a for g in GAMES if g != game for a in game_class(g).Actions]
    ints = st.integers(-3, 60) | st.integers() | st.sampled_from([2**63, 10**30, -1])
    value = (
        ints
        | st.lists(ints, max_size=6).map(tuple)
        | st.booleans()
        | st.text(max_size=5)
        | st.none()
        | st.floats()
        | st.tuples(st.text(max_size=2))
    )
    candidates = st.one_of(
        st.builds(
            lambda c, vs: c(*(vs + [0] * len(c._fields))[: len(c._fields)]),
            st.sampled_from(cls.Actions),
            st.lists(value, max_size=4),
        ),
        # A legal move with one field nudged: the closest an illegal move gets to a legal one.
        st.tuples(st.just("near"), st.integers(0, 2**16), st.integers(0, 3), st.integers(-2, 2)),
        st.sampled_from(others).map(lambda c: c(*([0] * len(c._fields)))),
        json_values(3).map(lambda v: ("json", v)),
        st.builds(
            lambda c, vs: ("json", {"type": c.__name__, **dict(zip(c._fields, vs))}),
            st.sampled_from(cls.Actions),
            st.lists(json_values(1) | ints, max_size=4),
        ),
        value,
    )

    def position() -> Any:
        if not positions or rng.random() < 0.05:
            state = cls.new(configs[rng.randrange(len(configs))], rng.randrange(10**6))
            for _ in range(rng.randrange(200)):
                if state.is_over():
                    break
                legal = state.legal_actions()
                state.apply(legal[rng.randrange(len(legal))])
            positions.append(state)
            del positions[:-20]
        return positions[rng.randrange(len(positions))]

    def near(state: Any, k: int, i: int, d: int) -> Any:
        legal = state.legal_actions() or [a(*([0] * len(a._fields))) for a in cls.Actions if a._fields]
        a = legal[k % len(legal)]
        return type(a)(*[(v + d if type(v) is int else v) if j == i else v for j, v in enumerate(a)])

    @settings(
        max_examples=examples,
        deadline=None,
        database=None,
        derandomize=True,
        phases=[Phase.generate],
        suppress_health_check=list(HealthCheck),
    )
    @given(candidates, st.none() | st.integers(-1, 6))
    def one_action(candidate: Any, seat: Any) -> None:
        state = position()
        if type(candidate) is tuple and len(candidate) == 4 and candidate[0] == "near":
            candidate = near(state, *candidate[1:])
        legal = state.legal_actions()
        mover = state.to_move()
        before = copy.deepcopy(vars(state))
        try:
            if type(candidate) is tuple and len(candidate) == 2 and candidate[0] == "json":
                action = state.apply_json(candidate[1], seat)
            else:
                action = candidate
                state.apply(candidate, seat)
        except IllegalAction as e:
            counts["refused with an explanation"] += 1
            if vars(state) != before:
                failures.append(f"{game}: refusing {candidate!r} changed the game")
            elif not e.explain("fr") or not str(e):
                failures.append(f"{game}: refusing {candidate!r} gave no explanation")
        except Exception as e:  # noqa: BLE001 - any other exception is a crash
            failures.append(f"{game}: apply({str(candidate)[:80]}) crashed: {type(e).__name__}: {e}")
            positions.remove(state)  # the position may be damaged: do not probe it again
        else:
            counts["accepted (legal by chance)"] += 1
            if action not in legal or seat not in (None, mover):
                failures.append(f"{game}: apply accepted {action!r} for seat {seat}, not a legal move")
        counts["actions fuzzed"] += 1

    one_action()
    counts["violations"] += len(failures)
    if failures:
        counts.setdefault("first violation", failures[0])  # type: ignore[arg-type]
    return counts
