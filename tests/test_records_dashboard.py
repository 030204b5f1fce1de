"""The dashboard's "My games" in the kernel: a finished game is kept for its browser's player only, listed
with its result, replayed from the player's own views and reviewed (the browser tests: test_records_browser.py)."""

from __future__ import annotations

import json

import pytest

from cardkit.core.bots import make_bot
from cardkit.core.record import dumps, loads
from cardkit.dashboard.dashboard import Dashboard
from cardkit.dashboard.server import MAX_MESSAGE
from cardkit.records.store import KIND
from cardkit.testing import message
from cardkit.testing.leaks import scan_scene, scan_text
from cardkit.widgets.upload import PART, FileImport

ANA = "ana-browser-0123456789"


def texts(widget) -> str:
    """Everything the widget tree sends the page: every synced trait's value, as JSON."""
    out = []
    stack = [widget]
    while stack:
        part = stack.pop()
        out.append(json.dumps(part.get_state(), default=str))
        stack += list(getattr(part, "children", ()))
    return "\n".join(out)


@pytest.fixture
def dashboard(tmp_path):
    url = "sqlite:///" + str(tmp_path / "rooms.db").lstrip("/")
    app = Dashboard(rooms=url, bot_delay=0)
    app.rooms.link.player = ANA
    yield app
    app.close()


def play_out(app) -> None:
    """The person's moves, chosen by a bot, until the deal is over; the board redrawn after each."""
    store, code, token = app.rooms.store(), app.rooms.room, app.rooms.token
    app.rooms.watcher.stop()  # this test redraws the board itself, on its own thread
    bot = make_bot(app.board.game, "normal", 5)
    while not store.public(code).deal_over:
        store.act(code, token, bot.choose(store.view(code, token)))
        app.board.table.reload()
        app.board.refresh()


def test_a_finished_game_against_a_bot_is_kept_once_and_listed_with_its_result(dashboard):
    dashboard.values["game"] = "ipso"
    dashboard.start()
    dashboard.my_games.show()
    assert "No finished game yet" in texts(dashboard)
    dashboard.change_game()
    dashboard.start()
    assert dashboard.my_games.records().list(ANA) == []  # nothing kept before the game ended
    play_out(dashboard)
    dashboard.my_games.keep(dashboard.board)  # seen again (a second tab): still one game
    (game,) = dashboard.my_games.records().list(ANA)
    room = dashboard.rooms.store().public(dashboard.rooms.room)
    assert game.scores == room.deal_totals[-1] and game.seats == ("human", "normal")
    dashboard.my_games.show()
    page = texts(dashboard)
    assert "Ipso against Bot 2 (normal)" in page and ("won" in page or "lost" in page)
    assert "ckd-records-review" in page and "<svg class='ckd-margins'" in page


def test_replay_shows_only_the_players_own_views(dashboard):
    from cardkit.games import spec

    dashboard.values["game"] = "ipso"
    dashboard.start()
    play_out(dashboard)
    (game,) = dashboard.my_games.records().list(ANA)
    _, record = dashboard.my_games.records().record(ANA, game.id)
    dashboard.my_games.replay(game.id)
    stepper = dashboard.children[-1].children[1]
    assert len(stepper.scenes) == len(record.actions) + 1
    board = spec("ipso").board
    state = record.replay(0)
    seen = set(board.seen(state.view(0)))
    for action in record.actions:
        state.apply(action)
        seen |= set(board.seen(state.view(0)))
    for scene in stepper.scenes:
        scan_scene(scene, board, seen)  # no card the seat never saw, in the scene or its words
        scan_text(json.dumps(scene, ensure_ascii=False), board, seen)
    dashboard.my_games.review(game.id)
    assert type(dashboard.children[-1].children[1]).__name__ == "ReviewWidget"


def test_another_browser_sees_none_of_the_games(dashboard, tmp_path):
    dashboard.values["game"] = "ipso"
    dashboard.start()
    play_out(dashboard)
    other = Dashboard(rooms=dashboard.rooms.url, bot_delay=0)
    other.rooms.link.player = "bob-browser-9876543210"
    try:
        other.my_games.show()
        assert "No finished game yet" in texts(other)
        other.rooms.link.player = None  # storage refused: nothing listed, said plainly
        other.my_games.show()
        assert "keeps no data" in texts(other)
    finally:
        other.close()


def test_delete_asks_first(dashboard):
    dashboard.values["game"] = "ipso"
    dashboard.start()
    play_out(dashboard)
    (game,) = dashboard.my_games.records().list(ANA)
    dashboard.my_games.ask_delete(game.id)
    assert "cannot be undone" in texts(dashboard)
    assert len(dashboard.my_games.records().list(ANA)) == 1
    dashboard.my_games.delete(game.id)
    assert dashboard.my_games.records().list(ANA) == []


# ------------------------------------------------------------------------------ Import (in parts)
def the_import(app) -> FileImport:
    """The Import button of "My games" as drawn now."""
    stack = [app]
    while stack:
        part = stack.pop()
        if isinstance(part, FileImport):
            return part
        stack += list(getattr(part, "children", ()))
    raise AssertionError("My games shows no Import button")


def send_file(upload: FileImport, text: str, id: str = "file-1", order=None) -> None:
    """What upload.js sends for a chosen file: its text in parts of PART characters (``order``: the
    parts' indexes in the order sent)."""
    parts = [text[i : i + PART] for i in range(0, len(text), PART)] or [""]
    for index in order if order is not None else range(len(parts)):
        message(upload, {"kind": "file", "id": id, "part": index, "parts": len(parts), "text": parts[index]})


def shown_message(app) -> str:
    return app.message.value


def test_import_joins_a_file_larger_than_the_servers_message_cap_and_adds_only_new_games(dashboard):
    dashboard.values["game"] = "ipso"
    dashboard.start()
    play_out(dashboard)
    records = dashboard.my_games.records()
    (game,) = records.list(ANA)
    big = dumps(KIND, {"games": loads(records.export(ANA), KIND)["games"] * 60})  # one game sixty times
    assert len(big.encode()) > MAX_MESSAGE
    records.delete(ANA)
    dashboard.my_games.show()
    assert "No finished game yet" in texts(dashboard)
    send_file(the_import(dashboard), big)
    assert [g.id for g in records.list(ANA)] == [game.id]  # the same game sixty times is kept once
    assert "1 game imported" in shown_message(dashboard) and "ckd-records-row" in texts(dashboard)
    send_file(the_import(dashboard), records.export(ANA), id="file-2")  # the same file again: nothing new
    assert "already kept here. Nothing was imported" in shown_message(dashboard)
    assert [g.id for g in records.list(ANA)] == [game.id]


@pytest.mark.parametrize(
    "parts",
    [
        [{"part": 1}],  # a file's second part first
        [{"part": 0}, {"part": 2}],  # a part skipped
        [{"part": 0}, {"part": 1, "id": "another"}],  # another file's part in the middle
        [{"part": 0}, {"part": 1, "parts": 5}],  # the count changed on the way
        [{"part": 0, "text": 7}],
        [{"part": 0, "text": "x" * (PART + 1)}],  # a part longer than upload.js sends
        [{"part": 0, "parts": 10**9}],  # more parts than the limit allows
        [{"part": 0, "id": {"a": 1}}],
        [{"part": "0"}],
        [{"part": 0, "id": ""}],
    ],
)
def test_a_part_out_of_order_malformed_or_of_another_file_drops_the_file_and_changes_nothing(dashboard, parts):
    dashboard.my_games.show()
    upload = the_import(dashboard)
    for overrides in parts:
        message(upload, {"kind": "file", "id": "file-1", "parts": 3, "text": "{", **overrides})
    assert "did not arrive whole" in shown_message(dashboard)
    assert dashboard.my_games.records().list(ANA) == []
    upload = the_import(dashboard)
    message(upload, {"kind": "file", "id": "file-1", "part": 1, "parts": 3, "text": "{"})  # the dropped file's
    assert "did not arrive whole" in shown_message(dashboard)  # next part: ignored, said once


def test_a_file_past_the_limit_or_unreadable_is_refused_and_a_damaged_one_says_why(dashboard):
    dashboard.my_games.show()
    message(the_import(dashboard), {"kind": "too-large"})  # the page saw its size before reading it
    assert "larger than 4 MB" in shown_message(dashboard)
    upload = the_import(dashboard)
    upload.limit = 2 * PART
    send_file(upload, "x" * (3 * PART))  # the kernel counts too
    assert "larger than" in shown_message(dashboard)
    message(the_import(dashboard), {"kind": "unreadable"})
    assert "could not read this file" in shown_message(dashboard)
    send_file(the_import(dashboard), "not a save file " * 9000)  # 144 KB in 18 parts, then read whole
    assert "cannot be loaded: it is not valid JSON" in shown_message(dashboard)
    assert dashboard.my_games.records().list(ANA) == []
    for hostile in (None, [], "file", {"kind": ["file"]}, {"kind": "file"}):
        message(the_import(dashboard), hostile)
    assert dashboard.my_games.records().list(ANA) == []


def test_import_in_french_says_so_in_french(dashboard):
    dashboard.set_language("fr")
    dashboard.my_games.show()
    assert the_import(dashboard).label == "Importer un fichier…"
    message(the_import(dashboard), {"kind": "too-large"})
    assert "dépasse 4\u00a0Mo" in shown_message(dashboard)


def test_my_games_on_a_redis_rooms_store_lists_and_imports(tmp_path):
    from test_records import kept_game
    from test_rooms import RedisServer

    server = RedisServer(tmp_path)
    app = Dashboard(rooms=server.url, bot_delay=0)
    app.rooms.link.player = ANA
    try:
        records = app.my_games.records()
        records.add(ANA, *kept_game())
        (game,) = records.list(ANA)
        app.my_games.show()
        assert "Ipso against Bot 2 (normal)" in texts(app)
        text = records.export(ANA)
        records.delete(ANA)
        app.my_games.show()
        send_file(the_import(app), text)
        assert "1 game imported" in shown_message(app)
        assert [g.id for g in records.list(ANA)] == [game.id]
    finally:
        app.close()
        server.stop()
