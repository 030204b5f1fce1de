"""The dashboard's "My games" in the kernel: a finished game is kept for its browser's player only, listed
with its result, replayed from the player's own views and reviewed (the browser tests: test_records_browser.py)."""

from __future__ import annotations

import json

import pytest

from cardkit.core.bots import make_bot
from cardkit.core.record import dumps, loads
from cardkit.dashboard.dashboard import Dashboard
from cardkit.dashboard.records_text import SHOWN, caption, describe
from cardkit.dashboard.server import MAX_MESSAGE
from cardkit.records.store import KIND, Game
from cardkit.testing import message
from cardkit.testing.leaks import scan_scene, scan_text
from cardkit.widgets.upload import PART, FileImport

ANA = "ana-browser-0123456789"
ROW = "<span class='ckd-records-game'>"  # a listed game (the style sheet names the class too)


def texts(widget) -> str:
    """Everything the widget tree sends the page: every synced trait's value, as JSON."""
    out = []
    stack = [widget]
    while stack:
        part = stack.pop()
        out.append(json.dumps(part.get_state(), default=str, ensure_ascii=False))
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
    ours, theirs = game.scores  # the deal is not seeded: a tie happens too
    result = "won" if ours > theirs else "shared win" if ours == theirs else "lost (Winner: Bot 2 (normal))"
    assert f"Ipso against Bot 2 (normal) · {result} · {ours}–{theirs}" in page
    assert "ckd-records-review" in page and "<svg class='ckd-margins'" in page


@pytest.mark.parametrize(
    "language, scores, winners, result",
    [
        ("en", (30, 30), (0, 1), "Ipso against Bot 2 (normal) · shared win · 30–30"),
        ("fr", (30, 30), (0, 1), "Ipso contre Bot 2 (normal) · victoire partagée · 30–30"),
        ("en", (42, 30), (0,), "Ipso against Bot 2 (normal) · won · 42–30"),
        ("en", (20, 30), (1,), "Ipso against Bot 2 (normal) · lost (Winner: Bot 2 (normal)) · 20–30"),
    ],
)
def test_a_listed_game_says_won_shared_or_lost(language, scores, winners, result):
    game = Game("g", "p", 0.0, "ipso", 0, ("human", "normal"), ("Ana", "Bot 2 (normal)"), scores, winners)
    assert result in describe(game, language)


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


# ------------------------------------------------------------------------------ Puzzles
def choice_buttons(app) -> list:
    return list(app.puzzles.box.children[4].children)


def test_a_puzzle_shows_its_position_and_choices_and_no_answer_before_the_learner_chooses(dashboard):
    from cardkit.coach import puzzles

    for game in ("ipso", "rummy500", "house_of_suits"):
        for index, puzzle in enumerate(puzzles.shipped(game)):
            dashboard.puzzles.show(game, index)
            page = texts(dashboard)
            assert [b.description for b in choice_buttons(dashboard)] == puzzle.choices_text().splitlines()
            stepper = dashboard.puzzles.box.children[3].children[0]
            assert stepper.scene["areas"] and "steps" not in stepper.scene  # the board, without a stepper's controls
            why = puzzle.why()
            assert "Expert" not in page and why not in page and "answer" not in json.dumps(stepper.scene)
            assert "Not answered yet" in page and f"Player {puzzle.seat + 1} to move: which move is best?" in page


def test_a_first_right_answer_solves_the_puzzle_and_counts_in_my_games_and_a_second_try_does_not(dashboard):
    from cardkit.coach import puzzles

    puzzle = puzzles.shipped("house_of_suits")[0]
    right = puzzle.choices.index(puzzle.answer) + 1
    dashboard.puzzles.show("house_of_suits", 0)
    choice_buttons(dashboard)[right - 1].click()
    page = texts(dashboard)
    assert "Right! The Expert plays move" in page and "it counts in My games" in page
    assert all(b.disabled for b in choice_buttons(dashboard))  # one answer a visit of the puzzle
    dashboard.puzzles.show("house_of_suits", 1)  # Next...
    dashboard.puzzles.show("house_of_suits", 0)  # ... and Back: the answers open again, the first one counted
    assert "Solved: your first answer was right" in texts(dashboard)
    choice_buttons(dashboard)[right % len(puzzle.choices)].click()  # a wrong one now: shown, not counted
    assert "Not quite" in texts(dashboard) and "only your first answer counts" in texts(dashboard)
    wrong = puzzles.shipped("ipso")[0]
    dashboard.puzzles.show("ipso", 0)
    choice_buttons(dashboard)[wrong.choices.index(wrong.played)].click()
    dashboard.my_games.show()
    page = texts(dashboard)
    assert "House of Suits · puzzles solved: 1 of 3" in page and "Ipso · puzzles solved: 0 of 2" in page
    dashboard.set_language("fr")
    dashboard.my_games.show()
    assert "House of Suits · énigmes résolues\u00a0: 1 sur 3" in texts(dashboard)


def test_the_puzzles_page_follows_the_language_on_the_same_puzzle(dashboard):
    last = len(puzzles_of("rummy500")) - 1
    dashboard.puzzles.show("rummy500", last)
    choice_buttons(dashboard)[0].click()
    dashboard.set_language("fr")
    page = texts(dashboard)
    assert f"Énigme {last + 1} sur {last + 1} · Rummy 500" in page
    assert "Énigme suivante" in page and "Retour au formulaire" in page
    assert "L'Expert joue le coup" in page  # the verdict, said again in French
    assert dashboard.puzzles.index == last and len(dashboard.my_games.records().answered(ANA)) == 1


@pytest.mark.parametrize(
    "forged",
    [
        lambda p: ("rummy500-000000000000", 1),  # no such puzzle
        lambda p: (puzzles_of("ipso")[0].id, 1),  # a puzzle not shown
        lambda p: (p.id, 0),
        lambda p: (p.id, len(p.choices) + 1),
        lambda p: (p.id, "1"),
        lambda p: (p.id, True),
        lambda p: ({"id": p.id}, 1),
    ],
)
def test_an_unknown_puzzle_or_a_choice_out_of_range_is_refused_and_keeps_nothing(dashboard, forged):
    dashboard.puzzles.show("rummy500", 0)
    dashboard.puzzles.choose(*forged(dashboard.puzzles.puzzle()))
    assert "nothing was kept" in shown_message(dashboard)
    assert dashboard.my_games.records().answered(ANA) == {} and dashboard.puzzles.chosen is None
    assert "class='ckd-puzzle-verdict" not in texts(dashboard)


def test_a_forged_message_or_a_click_from_a_page_drawn_before_changes_nothing(dashboard):
    dashboard.puzzles.show("rummy500", 0)
    old = choice_buttons(dashboard)[0]
    for forged in (None, [], "click", {"event": "answer", "choice": 2}, {"event": ["click"]}):
        message(old, forged)  # a button's messages carry no answer: anything but a click does nothing
    assert dashboard.my_games.records().answered(ANA) == {}
    dashboard.puzzles.show("rummy500", 1)  # Next: the old buttons leave the page, closed
    old.click()
    assert dashboard.my_games.records().answered(ANA) == {} and dashboard.puzzles.index == 1
    dashboard.puzzles.show("chess")  # not a game of the page's: ignored
    assert dashboard.puzzles.game == "rummy500"


def puzzles_of(game: str):
    from cardkit.coach import puzzles

    return puzzles.shipped(game)


@pytest.mark.parametrize(
    ("count", "en", "fr"),
    [
        (1, "1 game", "1 partie"),
        (50, "50 games", "50 parties"),
        (72, "The last 50 of 72 games", "Les 50 dernières de 72 parties"),
    ],
)
def test_the_list_says_how_many_games_and_how_many_are_shown_only_when_not_all(count, en, fr):
    assert SHOWN == 50
    assert (caption(count, "en"), caption(count, "fr")) == (en, fr)


def test_a_notebook_s_finished_game_kept_when_asked_moves_into_my_games_by_its_file(dashboard, tmp_path):
    """The notebook play widget keeps nothing by itself; ``open_records().add(id, widget)`` keeps its game once
    it is over, under the notebook's own id, and its export imported on the dashboard's My games lists it
    there with its result (docs/records.md, "In a notebook")."""
    from cardkit.records import open_records
    from cardkit.widgets.play import PlayWidget

    widget = PlayWidget("ipso", ["human", "normal"], seed=11, bot_delay=0)
    bot = make_bot("ipso", "normal", 2)
    with open_records(tmp_path / "notebook.db") as records:
        assert records.add("my-notebook-games-0001", widget) is False  # not over yet: nothing kept
        state = widget.table.state
        while not state.is_over():
            state.apply(bot.choose(state.view(state.to_move())))
            widget.table.run_bots()
        assert records.add("my-notebook-games-0001", widget) is True
        (kept,) = records.list("my-notebook-games-0001")
        text = records.export("my-notebook-games-0001")
    assert dashboard.my_games.records().list(ANA) == []  # another store, another id: not in this browser's list
    dashboard.my_games.import_file(text)
    (game,) = dashboard.my_games.records().list(ANA)
    assert (game.id, game.scores, game.seats) == (kept.id, kept.scores, ("human", "normal"))
    page = texts(dashboard)
    assert "1 game imported" in page and "Ipso against Bot 2 (normal)" in page


# ------------------------------------------------------------------------------ bad input on the page
def test_a_forged_player_id_from_the_page_is_refused_on_my_games_and_keeps_nothing(dashboard):
    """A hello whose player id is no browser's (too short, a space, a script): My games says it is malformed,
    in the page's language, and lists nothing; a finished game is not kept, the game itself unharmed; an
    import under it adds nothing to anyone."""
    from test_records import kept_game

    records = dashboard.my_games.records()
    records.add(ANA, *kept_game())
    text = records.export(ANA)
    for forged in ("short", "has a space in it 0123", "<script>alert(1)</script>"):
        dashboard.rooms.link.player = forged
        dashboard.my_games.show()
        assert "player id is malformed" in texts(dashboard) and ROW not in texts(dashboard)
        assert "<script>" not in texts(dashboard)
        dashboard.my_games.import_file(text)
        assert "player id is malformed" in texts(dashboard)
        dashboard.values["game"] = "ipso"
        dashboard.start()
        play_out(dashboard)  # the game plays to its end, and is not kept
        assert dashboard.board.table.room.deal_over
        dashboard.change_game()
    dashboard.language = "fr"
    dashboard.my_games.show()
    assert "identifiant de joueur de ce navigateur est mal formé" in texts(dashboard)
    assert [(g.player[:12], g.seat) for g in records.list()] == [(records.list(ANA)[0].player[:12], 0)]  # Ana's


def test_an_unreachable_store_is_said_on_my_games_and_an_import_changes_nothing(tmp_path):
    """The rooms' Redis server gone: My games, Import and Download each say so on the form, in the page's
    words, and when it is back the games are as they were."""
    from test_records import kept_game
    from test_rooms import RedisServer

    server = RedisServer(tmp_path)
    app = Dashboard(rooms=server.url, bot_delay=0)
    app.rooms.link.player = ANA
    try:
        records = app.my_games.records()
        records.add(ANA, *kept_game(1))
        (game,) = records.list(ANA)
        other = open_records_file(tmp_path, kept_game(2))
        server.stop()
        app.my_games.show()
        assert "ckd-start" in texts(app) and "127.0.0.1" in shown_message(app)  # the form, saying why
        said = shown_message(app)
        app.my_games.import_file(other)
        assert shown_message(app) == said
        app.my_games.download(game.id)
        assert shown_message(app) == said
        server.start()
        assert [g.id for g in records.list(ANA)] == [game.id]  # nothing half-imported
    finally:
        app.close()
        server.stop()


def open_records_file(folder, kept) -> str:
    """The export of one kept game, from a records file of its own."""
    from cardkit.records import open_records

    with open_records(folder / "elsewhere.db") as elsewhere:
        elsewhere.add(ANA, *kept)
        return elsewhere.export(ANA)


def test_my_games_says_where_the_games_live_and_what_clearing_the_browser_s_data_does(dashboard):
    """On the list, even empty, in both languages: kept on the dashboard's server under this browser's id;
    cleared data means another id that sees none of them; Download all keeps a copy, Import brings it back."""
    for language, words in (
        ("en", ("kept on this dashboard's server", "after its data is cleared", "Download all", "Import a file")),
        ("fr", ("gardées sur le serveur de ce tableau de bord", "données effacées", "Tout télécharger", "Importer")),
    ):
        dashboard.language = language
        dashboard.my_games.show()
        where = [c for c in dashboard.children[-1].children if "ckd-records-where" in getattr(c, "value", "")]
        assert len(where) == 1
        assert all(word in where[0].value.replace("&#x27;", "'") for word in words), (language, where[0].value)
