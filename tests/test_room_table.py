"""A room's seat as a table (``cardkit.session.Table.in_room``) and the dashboard's rooms, without a browser.

Each game is played to its end by one table per person (``Table.in_room``), every frame scanned for a card its seat
has not seen; the same seat in two screens plays a move once; bad input changes nothing; the
dashboard makes a room, another dashboard joins it from its code, an observer sees no card.
"""

from __future__ import annotations

import json
import os
import random

import ipywidgets as w
import pytest

from cardkit import games
from cardkit.core import CardkitError, State, action_to_json
from cardkit.core.bots import make_bot
from cardkit.dashboard import Dashboard
from cardkit.rooms import open_store
from cardkit.session import Table
from cardkit.testing import SeenCards, scan_scene, scan_text, scene_cards
from cardkit.widgets import PlayWidget
from cardkit.widgets.rooms import RoomLink, RoomWatcher


@pytest.fixture
def store(tmp_path):
    with open_store(f"sqlite:///{tmp_path}/rooms.db") as store:
        yield store


def seated(store, game: str, options: dict, seats: list[str]) -> tuple[str, list[str]]:
    """A started room and the people's tokens."""
    room = store.create(game, options, seats)
    tokens = [store.join(room.code, s, f"P{s + 1}") for s, kind in enumerate(seats) if kind == "human"]
    store.start(room.code, tokens[0])
    return room.code, tokens


def act(table: Table, action) -> str:
    scene = table.frame()
    return table.handle(
        {"kind": "act", "move": scene["move"], "seat": scene["seat"], "action": action_to_json(action)}
    ).error


@pytest.fixture(autouse=True)
def watchers_by_hand(monkeypatch):
    """The dashboards' room watchers do not run: each test makes their calls (``rooms.changed()``) by hand, in
    order. Their threads would redraw at the same time as the test (in a kernel a watcher hands its redraw to
    the kernel's event loop; no loop runs here), and whichever drew last would win."""
    monkeypatch.setattr(RoomWatcher, "start", lambda self: None)


def test_each_seat_plays_from_its_own_view_and_no_frame_shows_an_unseen_card(store):
    game, options, seats = "ipso", {"players": 3}, ["human", "human", "beginner"]
    code, tokens = seated(store, game, options, seats)
    tables = [Table.in_room(store, code, token) for token in tokens]
    board = games.spec(game).board
    seen = SeenCards(board)
    rng = random.Random(3)
    logged = marked = 0
    for _ in range(2000):
        match = store._match(code, store._load(code))  # the whole game, for the scanner only
        seen.learn(len(match.deals), match.current)
        for table in tables:
            table.reload()
            scene = table.frame()
            scan_text(json.dumps(scene, ensure_ascii=False), board, seen.of(table.seat), seat=table.seat)
            scan_scene(scene, board, seen.of(table.seat))  # the log and the last-move marks are in the text
            logged += bool(scene["log"])
            marked += any("last" in card for card in scene_cards(scene))
            assert not any(isinstance(v, State) for v in vars(table).values())  # the table holds no game
        room = store.public(code)
        if room.status == "finished":
            break
        if room.to_move is None:  # a deal is over: any seated person deals the next
            assert (
                tables[0]
                .handle({"kind": "command", "name": "next_game", "move": tables[0].now.move, "seat": tables[0].seat})
                .ok
            )
            continue
        mover = next(t for t in tables if t.seat == room.to_move)
        view = store.view(code, tokens[tables.index(mover)])
        assert act(mover, make_bot(game, "beginner", rng.randrange(99)).choose(view)) == ""
    assert store.public(code).status == "finished"
    assert logged > 20 and marked > 20
    last = tables[0].frame()
    assert {row["name"] for row in last["sheet"]["seats"]} == {"P1", "P2", "Bot 3 (beginner)"}
    room = store.public(code)  # the local table's sheet: the running totals, the last game's best, the match
    assert [row["match"] for row in sorted(last["sheet"]["seats"], key=lambda r: r["seat"])] == list(room.totals)
    names = tables[0].names()
    best = " and ".join(names[s] for s in room.deal_winners[-1])
    assert last["sheet"]["result"] == f"Most points in this game: {best}."
    assert last["sheet"]["match"].startswith("The match is over.")
    assert tables[0].results()[3] == list(store.public(code).winners)


@pytest.mark.parametrize("game", ["rummy500", "house_of_suits"])
def test_a_room_board_logs_and_marks_the_moves_as_its_seat_saw_them(store, game):
    """The log says what the local table's says (its lines come from the mover's views there, from the
    watching seat's here: the same words, no hidden card), and the other player's last move is marked."""
    code, tokens = seated(store, game, {}, ["human", "human"])
    tables = [Table.in_room(store, code, token) for token in tokens]
    board = games.spec(game).board
    seen = SeenCards(board)
    rng = random.Random(5)
    lines: list = []
    for _ in range(30):
        match = store._match(code, store._load(code))
        state = match.current
        if state.is_over():
            break
        mover = state.to_move()
        before = state.view(mover)
        action = make_bot(game, "beginner", rng.randrange(99)).choose(before)
        assert act(tables[mover], action) == ""
        after = store._match(code, store._load(code)).current
        lines.append(board.describe(action, mover, before, after.view(mover))("en", tables[0].names()))
        seen.learn(0, after)
        watcher = tables[1 - mover]
        watcher.reload()
        scene = watcher.frame()
        scan_text(json.dumps(scene, ensure_ascii=False), board, seen.of(watcher.seat), seat=watcher.seat)
        scan_scene(scene, board, seen.of(watcher.seat))
        assert scene["log"] == lines[-8:]
        name = tables[0].names()[mover]
        assert any(card.get("last") == f"moved by {name}'s last move" for card in scene_cards(scene)), scene["log"]
    fresh = Table.in_room(store, code, tokens[0])  # a reload: the same log, rebuilt from the store
    assert fresh.frame()["log"] == tables[0].frame()["log"]
    marks = [[c.get("last") for c in scene_cards(t.frame())] for t in (fresh, tables[0])]
    assert marks[0] == marks[1]


def test_the_same_seat_in_two_screens_plays_a_move_once(store):
    code, (token, _) = seated(store, "ipso", {"players": 2}, ["human", "human"])
    first, second = Table.in_room(store, code, token), Table.in_room(store, code, token)
    action = store.view(code, token).legal[0]
    assert act(first, action) == ""
    before = store.public(code).moves
    error = act(second, action)  # drawn before the first screen's move landed
    assert "no longer your turn" in error and store.public(code).moves == before
    assert second.frame()["error"] == error
    second.reload()
    assert second.frame()["move"] == first.frame()["move"]


def test_bad_messages_and_tokens_change_nothing(store, monkeypatch):
    code, (token, other) = seated(store, "ipso", {"players": 2}, ["human", "human"])
    with pytest.raises(CardkitError, match="does not open a seat"):
        Table.in_room(store, code, "forged")
    with pytest.raises(CardkitError, match="no room"):
        Table.in_room(store, "no-such-room", token)
    table = Table.in_room(store, code, token)
    moves = store.public(code).moves
    scene = table.frame()
    for message in (
        [],
        {"kind": "act"},
        {"kind": "act", "move": scene["move"], "seat": 1 - table.seat, "action": {}},
        {"kind": "command", "move": scene["move"], "seat": table.seat, "name": "undo"},
        {"kind": "command", "move": scene["move"], "seat": table.seat, "name": "new_game"},
        {"kind": "act", "move": scene["move"] - 1000, "seat": table.seat, "action": {}},
    ):
        assert not table.handle(message).ok
    assert store.public(code).moves == moves
    mover = table if store.public(code).to_move == table.seat else Table.in_room(store, code, other)
    idle = Table.in_room(store, code, other if mover is table else token)
    action = store.view(code, token if mover is table else other).legal[0]
    assert "not your turn" in act(idle, action).lower() or "turn" in act(idle, action)
    assert store.public(code).moves == moves

    def unreachable(*args):
        raise OSError("the disk is gone")

    monkeypatch.setattr(store, "read", unreachable)
    assert table.reload() and "cannot be reached" in table.frame()["error"]


def test_a_play_widget_shows_a_room_seat_and_redraws_on_refresh(store):
    code, (token, other) = seated(store, "ipso", {"players": 2}, ["human", "human"])
    widgets = [PlayWidget("ipso", table=Table.in_room(store, code, t)) for t in (token, other)]
    mover = next(w for w in widgets if w.to_move == w.table.seat)
    watcher = next(w for w in widgets if w is not mover)
    assert act(mover.table, store.view(code, token if mover is widgets[0] else other).legal[0]) == ""
    before = watcher.scene["move"]
    assert watcher.table.reload()
    watcher.refresh()
    assert watcher.scene["move"] != before and watcher.to_move == watcher.table.seat
    for widget in widgets:
        widget.close()


def test_the_page_link_takes_one_hello_of_texts_only():
    heard = []
    link = RoomLink(lambda *args: heard.append(args))
    for content in ([], {"kind": "hello", "room": 1, "token": "", "base": ""}, {"kind": "other"}):
        link._message(link, content, [])
    link._message(link, {"kind": "hello", "room": "abc", "token": "t", "base": "http://x/"}, [])
    link._message(link, {"kind": "hello", "room": "def", "token": "u", "base": "http://x/"}, [])
    assert heard == [("abc", "t", "http://x/")]


def texts(widget) -> str:
    return " ".join(
        [str(getattr(widget, "value", "")), str(getattr(widget, "description", ""))]
        + [texts(c) for c in getattr(widget, "children", ())]
    )


def test_the_dashboard_makes_a_room_others_join_from_its_code_and_observers_see_no_card(tmp_path):
    url = f"sqlite:///{tmp_path}/rooms.db"
    host = Dashboard(rooms=url, bot_delay=0)
    host.rooms.hello("", "", "http://127.0.0.1:8866/")
    host.values["who"][:2] = ["human", "human"]
    host.rooms.friends()
    code = host.rooms.room
    assert code and f"http://127.0.0.1:8866/#room={code}" in texts(host)
    guest = Dashboard(rooms=url, bot_delay=0)
    guest.rooms.hello(code, "", "")
    assert "Take seat 2" in texts(guest)
    guest.rooms.take_seat(0, "Bo")  # taken by the host
    assert "already taken" in guest.message.value
    guest.rooms.take_seat(1, "Bo")
    assert guest.rooms.token and guest.board is None
    assert "Waiting for Player 1 to start the game" in texts(guest) and "Start the game" not in texts(guest)
    guest.rooms.start_room(None)  # only the host starts: refused, nothing changed
    assert "Only the host, Player 1" in guest.message.value and guest.board is None
    host.rooms.start_room(None)
    assert host.board is not None and host.board.table.code is not None
    guest.rooms.changed()  # what the watcher does when the room changes
    assert guest.board is not None
    watcher = Dashboard(rooms=url, bot_delay=0)
    watcher.rooms.hello(code, "forged", "")
    assert watcher.board is None and "You are watching" in texts(watcher)
    board = games.spec("ipso").board
    assert not board.mentions(texts(watcher))
    lost = Dashboard(rooms=url, bot_delay=0)
    lost.rooms.hello("no-such-room", "", "")
    assert "There is no room" in lost.message.value and lost.rooms.room is None
    for d in (host, guest, watcher, lost):
        d.close()


def test_the_lobby_keeps_start_and_a_name_half_typed_while_others_join_or_go_away(tmp_path):
    """Every change of the room redraws its lobby (the watcher): the seats' lines change in place, the
    controls stay the same widgets, so a click on Start sent meanwhile is not lost to a closed button."""
    url = f"sqlite:///{tmp_path}/rooms.db"
    now = [1_800_000_000.0]
    host, guest, late = (Dashboard(rooms=url, bot_delay=0) for _ in range(3))
    for d in (host, guest, late):
        d.rooms._store = open_store(url, away_after=15, clock=lambda: now[0])
    host.rooms.hello("", "", "http://127.0.0.1:8866/")
    host.values["players"]["ipso"] = 3
    host.values["who"][:3] = ["human", "human", "human"]
    host.rooms.friends()
    code = host.rooms.room
    start = next(b for b in _buttons(host) if b.description == "Start the game")
    late.rooms.hello(code, "", "")
    [name] = [c for c in _widgets(late) if isinstance(c, w.Text) and "ckd-room-name" in c._dom_classes]
    name.value = "Cy"  # typed, not yet sent
    guest.rooms.hello(code, "", "")
    guest.rooms.take_seat(1, "Bo")
    for d in (host, late):
        d.rooms.changed()
    assert "Bo" in texts(host) and "Bo" in texts(late)
    assert next(b for b in _buttons(host) if b.description == "Start the game") is start and start.comm is not None
    [name] = [c for c in _widgets(late) if isinstance(c, w.Text) and "ckd-room-name" in c._dom_classes]
    assert name.value == "Cy"  # seat 2 went to Bo: the buttons changed, the name typed stayed
    now[0] += 60  # Bo's page is gone: Bo is away
    host.rooms.store().touch(code, host.rooms.token)
    host.rooms.changed()
    assert "(away)" in texts(host)
    assert next(b for b in _buttons(host) if b.description == "Start the game") is start
    late.rooms.take_seat(2, name.value)
    host.rooms.changed()
    start.click()  # the button drawn before all those changes starts the game
    assert host.board is not None and host.board.table.code == code
    for d in (host, guest, late):
        d.close()


def test_a_game_against_bots_is_kept_in_the_store_and_a_new_page_resumes_it(tmp_path):
    url = f"sqlite:///{tmp_path}/rooms.db"
    first = Dashboard(rooms=url, bot_delay=0)
    first.rooms.hello("", "", "")
    board = first.start()
    code, token = first.rooms.room, first.rooms.token
    assert code and board.table.code is not None
    again = Dashboard(rooms=url, bot_delay=0)
    again.rooms.hello(code, token, "")
    assert again.board is not None and again.board.table.seat == board.table.seat
    assert again.board.scene["move"] == board.scene["move"]
    for d in (first, again):
        d.close()


def test_cardkit_dashboard_refuses_a_bad_rooms_address_before_serving(capsys, monkeypatch):
    from cardkit import cli

    monkeypatch.delenv("CARDKIT_ROOMS", raising=False)
    assert cli.main(["dashboard", "--rooms", "bad://x"]) == 2
    assert "is not understood" in capsys.readouterr().err
    assert "CARDKIT_ROOMS" not in os.environ


def test_a_room_link_carries_no_login_token_of_the_page(tmp_path):
    """Binder serves the dashboard under /user/NAME/ and opens it with ?token=...: that token opens the
    whole server, so a room's link (sent to friends) is the page's origin and path only."""
    host = Dashboard(rooms=f"sqlite:///{tmp_path}/rooms.db", bot_delay=0)
    host.rooms.hello("", "", "https://hub.example/user/ana/voila/render/notebooks/dashboard.ipynb?token=SECRET#x")
    host.values["who"][:2] = ["human", "human"]
    host.rooms.friends()
    link = host.rooms.room_address(host.rooms.room)
    assert link == f"https://hub.example/user/ana/voila/render/notebooks/dashboard.ipynb#room={host.rooms.room}"
    assert "SECRET" not in texts(host) and "token" not in texts(host)
    host.close()


def test_the_host_lets_a_bot_play_for_a_player_long_away_from_the_dashboard_and_the_player_takes_it_back(tmp_path):
    from cardkit.rooms import open_store

    url = f"sqlite:///{tmp_path}/rooms.db"
    now = [1_800_000_000.0]
    host, guest = Dashboard(rooms=url, bot_delay=0), Dashboard(rooms=url, bot_delay=0)
    for d in (host, guest):  # one clock for both pages' stores, moved on by hand
        d.rooms._store = open_store(url, away_after=15, hand_over_after=120, clock=lambda: now[0])
    host.rooms.hello("", "", "http://127.0.0.1:8866/")
    host.values["who"][:2] = ["human", "human"]
    host.rooms.friends()
    code = host.rooms.room
    guest.rooms.hello(code, "", "")
    guest.rooms.take_seat(1, "Bo")
    host.rooms.start_room(None)
    guest.rooms.changed()
    assert "Let a bot play for" not in texts(host)
    now[0] += 121  # Bo's page is gone: no heartbeat for two minutes
    host.rooms.store().touch(code, host.rooms.token)
    host.rooms.changed()
    assert "Let a bot play for Bo" in texts(host) and "Let a bot play for" not in texts(guest)
    button = next(b for b in _buttons(host) if b.description == "Let a bot play for Bo")
    button.click()
    room = host.rooms.store().public(code)
    assert room.stand_ins == (None, "normal") and "Let a bot play for" not in texts(host)
    assert room.to_move == 0  # Bo's turns are the bot's now: it is the host's turn again
    back = Dashboard(rooms=url, bot_delay=0)  # Bo reloads the page: the seat is Bo's again
    back.rooms._store = open_store(url, away_after=15, hand_over_after=120, clock=lambda: now[0])
    back.rooms.hello(code, guest.rooms.token, "")
    assert back.board is not None and host.rooms.store().public(code).stand_ins == (None, None)
    for d in (host, guest, back):
        d.close()


def _widgets(widget):
    yield widget
    for child in getattr(widget, "children", ()):
        yield from _widgets(child)


def _buttons(widget):
    if isinstance(widget, w.Button):
        yield widget
    for child in getattr(widget, "children", ()):
        yield from _buttons(child)
