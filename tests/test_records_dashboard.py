"""The dashboard's "My games" in the kernel: a finished game is kept for its browser's player only, listed
with its result, replayed from the player's own views and reviewed (the browser tests: test_records_browser.py)."""

from __future__ import annotations

import json

import pytest

from cardkit.core.bots import make_bot
from cardkit.dashboard.dashboard import Dashboard
from cardkit.testing.leaks import scan_scene, scan_text

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
