"""The leak scanner and the drivers of front ends the tests and the reliability benchmark share: every
scene, message and text a seat receives is read through its board's ``seen`` and ``mentions`` for a
card the seat could not see; ``play_table``/``play_through`` play whole matches through a table or a
widget, scanning as they go."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from cardkit import games
from cardkit.core import (
    State,
    action_to_json,
)
from cardkit.scene import to_svg
from cardkit.session import Table

if TYPE_CHECKING:
    from cardkit.scene import Board


from cardkit.testing.conformance import Violation, check


def scan_text(text: str, board: Board, seen: set[str], pass_screen: bool = False, seat: Any = "?") -> None:
    """Every card ``text`` names is in ``seen`` (the cards ``seat``, at the screen, has seen); a pass
    screen names none. Raises :class:`Violation`."""
    found = board.mentions(text)
    if pass_screen:
        check(not found, f"cards {sorted(found)} on a pass screen")
    else:
        leaked = found - seen
        check(not leaked, f"seat {seat} was sent unseen cards {sorted(leaked)}")


def scene_cards(scene: dict) -> list[dict]:
    """Every card of a scene, zone by zone."""
    return [
        item
        for area in scene.get("areas", ())
        for zone in area["zones"]
        for row in zone["rows"]
        for item in row["cards"]
    ]


def scan_scene(scene: dict, board: Board, seen: set[str]) -> None:
    """A face-down card or an empty place carries no identity, and no move offered names a card the
    seat at the screen has not seen. Raises :class:`Violation`."""
    for item in scene_cards(scene):
        if item["face"] == "down":
            check(not {"card", "rank", "pip", "tone", "stars"} & set(item), f"a face-down card shows {item}")
        elif item["face"] == "slot":  # an empty place: at most a "+" to click
            check(not {"card", "rank", "tone", "stars"} & set(item), f"an empty place shows {item}")
    actions = [
        item["send"]["action"]
        for item in scene_cards(scene) + scene.get("choices", [])
        if item.get("send", {}).get("kind") == "act"
    ]
    unseen = board.mentions(json.dumps(actions)) - seen
    check(not unseen, f"actions name unseen cards {sorted(unseen)}")


def scan_message(data: Any, board: Board, seen: set[str], pass_screen: bool = False, seat: Any = "?") -> None:
    """A message to the front end: its whole JSON text, and the scene it carries if any."""
    scan_text(json.dumps(data, ensure_ascii=False), board, seen, pass_screen, seat)
    state = data.get("state", {}) if isinstance(data, dict) else {}
    scene = state.get("scene") if isinstance(state, dict) else None
    if scene:
        scan_scene(scene, board, seen)


class SeenCards:
    """The cards each seat has seen so far in the current deal (in its current view or an earlier one)."""

    def __init__(self, board: Board) -> None:
        self.board = board
        self.seats: dict[int, set[str]] = {}
        self.deal: Any = None

    def learn(self, deal: Any, state: State) -> None:
        """Add what every seat sees of ``state``; ``deal`` names the deal (a new one forgets the old)."""
        if deal != self.deal:  # a new deal: the cards are dealt afresh, nobody has seen them
            self.seats, self.deal = {}, deal
        for seat in range(state.num_players):
            self.seats.setdefault(seat, set()).update(self.board.seen(state.view(seat)))

    def of(self, seat: int) -> set[str]:
        return self.seats.get(seat, set())


class Scanner:
    """Checks what reaches the screen of a table (or of a play widget, its front end) against what the
    seat at the screen (``table.now.screen``) has seen at that moment; on a pass screen
    (``table.now.hidden``) no card at all may appear.

    What each seat has seen is learnt after every change (the table's ``_read``, which follows every
    change of its game, is wrapped, so the bots' moves count too) and before every check. :meth:`check_frame` and :meth:`check_text` raise
    :class:`Violation` at once; :meth:`watch` checks every message a widget publishes, and keeps the
    failures (the widget's handler catches exceptions) for :meth:`raise_failures`.
    """

    def __init__(self, front: Any) -> None:
        self.table = table = table_of(front)
        self.board = games.spec(table.game).board
        self.seen = SeenCards(self.board)
        self.messages = 0
        self.failures: list[str] = []
        self._learnt: tuple = ()
        original = table._read

        def read() -> None:  # after every change, the bots' moves too
            original()
            self.learn()

        table._read = read  # type: ignore[method-assign]  # the watch wraps this table's reads
        self.learn()

    def learn(self) -> None:
        match = self.table.match
        position = (id(match), len(match.deals), len(match.current.history))
        if position != self._learnt:  # every change of the position is a move, a deal or a match
            self._learnt = position
            self.seen.learn(position[:2], match.current)

    def watch(self, widget: Any, sent: Sent) -> None:
        """Check every message ``widget`` publishes from now on, and the ones already in ``sent``
        (the opening state, sent before this scanner existed)."""
        for msg_type, data in sent:
            self.check(msg_type, data)
        self.raise_failures()
        sent.on_publish = self.check

    def check(self, msg_type: str, data: Any) -> None:
        """Scan one published message (called from inside the widget's handler: failures are kept)."""
        try:
            self.learn()
            now = self.table.now
            scan_message(data, self.board, self.seen.of(now.screen), now.hidden, now.screen)
        except Violation as e:
            self.failures.append(str(e))
        self.messages += 1

    def check_frame(self, scene: dict) -> None:
        """Scan a frame of the table (the scene on the screen): its whole text and its cards and moves."""
        self.check_text(json.dumps(scene, ensure_ascii=False))
        self.check_scene(scene)
        self.messages += 1

    def check_text(self, text: str) -> None:
        """Scan a text shown to the seat at the screen (an answer, a saved notebook, the static HTML)."""
        self.learn()
        now = self.table.now
        scan_text(text, self.board, self.seen.of(now.screen), now.hidden, now.screen)

    def check_scene(self, scene: dict) -> None:
        self.learn()
        scan_scene(scene, self.board, self.seen.of(self.table.now.screen))

    def raise_failures(self) -> None:
        if self.failures:
            raise Violation(self.failures[0])


# ==================================================================================== driving a table
# A table, or a play widget, driven from Python the way a front end drives it, and what a widget
# sends recorded. ``front`` is a :class:`~cardkit.table.Table` or a widget showing one (``.table``).


def table_of(front: Any) -> Table:
    """The table behind ``front`` (a table, or a widget showing one)."""
    return front if isinstance(front, Table) else front.table


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
        def publish_msg(
            self, msg_type: str, data: Any = None, metadata: Any = None, buffers: Any = None, **keys: Any
        ) -> None:
            data = json.loads(json.dumps(data, ensure_ascii=False))  # exactly what would go over the wire
            sent.append((msg_type, data))
            if sent.on_publish is not None:
                sent.on_publish(msg_type, data)

    monkeypatch.setattr(comm, "create_comm", lambda *args, **kwargs: RecordingComm(*args, **kwargs))
    return sent


def shown(front: Any) -> dict:
    """The scene on the screen: a table's frame, a widget's synced scene."""
    return front.frame() if isinstance(front, Table) else front.scene


def message(front: Any, content: Any) -> None:
    """A message from the front end: to a table, then its bots' moves (as a widget without a bot
    delay moves them); to a widget, through ipywidgets' dispatch (as a click sends it)."""
    if isinstance(front, Table):
        if front.handle(content).ok:
            front.run_bots()
        return
    front._handle_msg({"content": {"data": {"method": "custom", "content": content}}, "buffers": []})


def send(front: Any, payload: dict, **overrides: Any) -> None:
    """What the renderer sends for a clickable element: its payload plus the scene's move and seat."""
    scene = shown(front)
    message(front, {**payload, "move": scene["move"], "seat": scene["seat"], **overrides})


def element(scene: dict, id: str) -> dict:
    """The card or choice ``id`` of a scene."""
    for item in scene_cards(scene) + scene.get("choices", []):
        if item["id"] == id:
            return item
    raise KeyError(f"no element {id!r} in the scene")


def clickable(scene: dict) -> list[dict]:
    return [item for item in scene_cards(scene) + scene.get("choices", []) if item.get("send")]


def click(front: Any, id: str) -> None:
    send(front, element(shown(front), id)["send"])


def command(front: Any, name: str, **extra: Any) -> None:
    send(front, {"kind": "command", "name": name, **extra})


def next_click(front: Any, action: Any) -> str:
    """The id of the element to click next to play ``action`` through the board on the screen.

    A move offered as one element is that element; a move built by several clicks is built the way
    its board says (``Board.next_click``).
    """
    scene = shown(front)
    wanted = action_to_json(action)
    for item in clickable(scene):
        if item["send"]["kind"] == "act" and item["send"]["action"] == wanted:
            return item["id"]
    selected = {item["id"] for item in scene_cards(scene) if item.get("selected")}
    try:
        return games.spec(table_of(front).game).board.next_click(action, selected)
    except ValueError as e:
        raise Violation(f"no way to play {action!r} on the board: {e}") from None


def play_match(
    front: Any, rng: random.Random, send: Callable[[dict], None], show: Callable[[], dict], max_steps: int = 20000
) -> None:
    """Play the whole match through the board of ``front`` (a table or a widget), as its people:
    ``send(payload)`` sends what a clicked element carries, ``show()`` returns the scene on the screen.

    The seat on turn mostly plays a random legal move through the board, sometimes clicks a random
    element (a selection, or a move the rules may refuse) or asks a hint; pass screens are passed,
    finished deals followed by the next.
    """
    table = table_of(front)
    for _ in range(max_steps):
        match = table.match
        state = match.current
        now = table.now
        if now.hidden:
            send({"kind": "command", "name": "show"})
        elif state.is_over():
            if match.is_over():
                break
            send({"kind": "command", "name": "next_game"})
        else:
            view = state.view(now.screen)
            check(view.to_move == now.screen and view.legal, "a person is on turn once the bots have moved")
            roll = rng.random()
            if roll < 0.08:  # a random click: a selection, or a move the rules may refuse
                send(rng.choice(clickable(show()))["send"])
            elif roll < 0.10:
                send({"kind": "command", "name": "hint"})
            else:
                action = rng.choice(view.legal)
                before = len(state.history)
                if any(b["id"] == "clear" for b in show()["buttons"]):
                    send({"kind": "command", "name": "clear"})  # start the move afresh after random clicks
                for _ in range(20):
                    send(element(show(), next_click(front, action))["send"])
                    check(not show()["error"], show()["error"])
                    if table.match.current is not state or len(state.history) > before:
                        break
                else:
                    raise Violation(f"could not play {action!r} through the board")
    else:
        raise Violation("the match did not end")
    check(table.match.is_over(), "the match is over")


def play_table(table: Table, rng: random.Random) -> Scanner:
    """Play the whole match at ``table`` (:func:`play_match`), its bots one move at a time; scan
    every frame (after each message and each bot move), every answer, and now and then the board as a
    static SVG. Returns the scanner."""
    scanner = Scanner(table)
    frames: list[dict] = []  # the frame on the screen now, built once per change
    steps = 0

    def show() -> dict:
        if not frames:
            frames.append(table.frame())
            scanner.check_frame(frames[0])
        return frames[0]

    def bots() -> None:  # one by one, each frame scanned, as a front end pacing them shows it
        while table.bot_to_move() is not None:
            check(table.step_bot().ok, "a bot's move failed")
            frames.clear()
            show()

    def send_(payload: dict) -> None:
        nonlocal steps
        scene = show()
        outcome = table.handle({**payload, "move": scene["move"], "seat": scene["seat"]})
        scanner.check_text(outcome.error)
        frames.clear()
        if outcome.ok:
            bots()
        steps += 1
        if steps % 50 == 0:
            scanner.check_text(to_svg(show()))  # the board as a static picture

    bots()
    show()
    play_match(table, rng, send_, show)
    return scanner


def play_through(widget: Any, sent: Sent, rng: random.Random) -> Scanner:
    """Play the whole match through a play widget's messages (:func:`play_match`); scan every message
    it publishes (``sent``: see :func:`record_comms`) and now and then its static HTML."""
    scanner = Scanner(widget)
    scanner.watch(widget, sent)
    steps = 0

    def send_(payload: dict) -> None:
        nonlocal steps
        send(widget, payload)
        scanner.raise_failures()
        steps += 1
        if steps % 50 == 0:
            scanner.check_text(widget._repr_mimebundle_()[0]["image/svg+xml"])

    play_match(widget, rng, send_, lambda: widget.scene)
    scanner.raise_failures()
    return scanner


def find_widget(widget: Any, css: str) -> Any:
    """The widget carrying the CSS class ``css`` in the tree of ``widget`` (the dashboard's controls)."""
    if css in getattr(widget, "_dom_classes", ()):
        return widget
    for child in getattr(widget, "children", ()):
        try:
            return find_widget(child, css)
        except LookupError:
            pass
    raise LookupError(css)
