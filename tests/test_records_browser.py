"""'My games' in the served dashboard: three games played, a reload and a restart of the server later all
three are listed with their results; another browser (another player id) sees none of them until it
imports their file, and no frame a page receives carries a record before its game ended or a move list
at all (docs/records.md). In a room of two friends watched by an observer, each friend's page lists the
game from their own seat, the observer's nothing, and every frame of the three pages is scanned.

One server for the module (restarted once, on the same rooms file); its bots' pause is 0."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from benchmarks.reliability.browser import DASHBOARD_PROBE, free_port, serve, start, stop
from benchmarks.rooms_browser import host_room, play_out, start_room, take_seat, watched
from cardkit import games
from cardkit.records import open_records
from cardkit.testing import scan_text
from test_dashboard_browser import NO_OVERFLOW, TIMEOUT, click_through, scores, tab_to
from test_widgets_browser import browser  # noqa: F401  (a fixture)

pytestmark = pytest.mark.browser

ROWS = "() => [...document.querySelectorAll('.ckd-records-game')].map((e) => e.innerText.trim())"


class Server:
    """The dashboard on one port and one data folder; ``restart`` stops it and serves it again."""

    def __init__(self, root, chromium) -> None:
        self.root, self.port = root, free_port()
        self.url = f"http://127.0.0.1:{self.port}/"
        self.process = None
        self.restart()

    def restart(self) -> None:
        if self.process is not None:
            stop(self.process)
        command = [sys.executable, "-m", "cardkit.cli", "dashboard", f"--port={self.port}", "--bot-delay=0"]
        # Every browser here is at 127.0.0.1, and the pages of earlier tests hold their kernels until culled:
        # no cap on the pages of one address (the room of friends has three browsers of its own).
        command += ["--max-sessions=0", "--max-sessions-per-client=0"]
        data = {"XDG_DATA_HOME": str(self.root / "data")}
        self.process = serve(command, self.root, self.port, env=data, probe=DASHBOARD_PROBE)


@pytest.fixture(scope="module")
def server(tmp_path_factory, chromium):
    running = Server(tmp_path_factory.mktemp("records"), chromium)
    yield running
    stop(running.process)


def open_page(context, server: Server):
    """A page of ``context`` (one browser: one localStorage, one player id) with the form ready, the
    frames it receives and its errors."""
    page = context.new_page()
    page.set_default_timeout(TIMEOUT)
    errors: list[str] = []
    frames: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("websocket", lambda ws: ws.on("framereceived", lambda payload: frames.append(str(payload))))
    page.goto(server.url)
    page.wait_for_selector("button.ckd-start")
    return page, frames, errors


def my_games(page) -> list[str]:
    page.click("button.ckd-my-games")
    page.wait_for_selector(".ckd-records-where")
    return page.evaluate(ROWS)


def leave_game(page) -> None:
    """ "Change the game" once the game is over. The room's end redraws the side panel (its watcher sees the
    status change), and a click on the button it replaced is inert: clicked again until the form is back."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    for _ in range(5):
        page.click("button.ckd-change")
        try:
            page.wait_for_selector("button.ckd-start", timeout=5_000)
            return
        except PlaywrightTimeout:
            continue
    raise AssertionError("Change the game did not go back to the form")


def back(page) -> None:
    page.click("button.ckd-records-back")
    page.wait_for_selector("button.ckd-start")


def test_three_games_are_listed_with_their_results_after_a_reload_and_a_restart(browser, server, tmp_path):  # noqa: F811
    context = browser.new_context(viewport={"width": 1366, "height": 768})
    page, frames, errors = open_page(context, server)
    page.set_viewport_size({"width": 390, "height": 844})  # the form's buttons wrap on a phone
    assert page.evaluate(NO_OVERFLOW)
    assert page.locator("button.ckd-my-games").evaluate("(b) => b.getBoundingClientRect().right") <= 390
    page.set_viewport_size({"width": 1366, "height": 768})
    tab_to(page, "button.ckd-my-games")  # reached by the keyboard
    page.keyboard.press("Enter")
    page.wait_for_selector(".ckd-records-where")
    assert page.evaluate(ROWS) == []
    back(page)
    assert my_games(page) == []
    assert "No finished game yet" in page.inner_text(".ckd-records")
    back(page)
    totals = []
    for _ in range(3):
        start(page)
        before_end = len(frames)
        click_through(page, "ipso")
        page.wait_for_selector(".ck-sheet")  # the game is over: its score sheet is shown
        assert not any("ckd-records-row" in f for f in frames[before_end:])  # nothing listed during a game
        totals.append("–".join(scores(page)[-1][1:]))  # the scoreboard's total row: the deal's points
        leave_game(page)
    rows = my_games(page)
    assert len(rows) == 3 and [row.split(" · ")[-1] for row in rows] == totals[::-1]  # newest first
    assert all(" · Ipso against Bot 2 (normal) · " in row for row in rows)
    player = page.evaluate("() => localStorage.getItem('cardkit.player')")
    assert player and player not in page.url and all(player not in f for f in frames)  # never sent back
    assert not any('"actions"' in f for f in frames)  # no move list reached the page

    # Laptop and phone: the list fits the screen's width, every row's buttons inside it.
    for width, height in ((1366, 768), (390, 844)):
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_function("(w) => window.innerWidth === w", arg=width)  # the page laid out at that width
        assert page.evaluate(NO_OVERFLOW), width
        for box in page.locator(".ckd-records-row button").evaluate_all(
            "(bs) => bs.map((b) => b.getBoundingClientRect().right)"
        ):
            assert box <= width, (box, page.evaluate("() => [window.innerWidth, document.documentElement.clientWidth]"))
    page.set_viewport_size({"width": 1366, "height": 768})

    # Replay (a stepper of the player's own views) and Review, each reached by the keyboard.
    tab_to(page, ".ckd-records-row button.ckd-records-replay")
    page.keyboard.press("Enter")
    page.wait_for_selector(".ckd-records .ck-root .ck-board")
    back(page)
    my_games(page)
    page.locator("button.ckd-records-review").first.click()
    page.wait_for_selector(".ckd-records .ck-root")
    back(page)

    page.reload()
    page.wait_for_selector("button.ckd-start")
    assert my_games(page) == rows
    server.restart()
    page.close()
    page, frames, more_errors = open_page(context, server)
    assert my_games(page) == rows

    # Download all: one file, which an import elsewhere reads back whole (and which names no player id).
    with page.expect_download() as download:
        page.click("button.ckd-records-download-all")
    text = Path(download.value.path()).read_text(encoding="utf-8")
    assert player not in text
    with open_records(server.root / "elsewhere.db") as elsewhere:
        assert elsewhere.import_("someone-else-0123456789", text) == 3

    # French: the same list in its words.
    page.click(".ckd-language button:text-is('Français')")
    page.wait_for_selector("button.ckd-start:text-is('Jouer')")
    assert len(my_games(page)) == 3
    assert "Mes parties" in page.inner_text(".ckd-records") and "contre Bot 2" in page.inner_text(".ckd-records")
    assert errors == [] and more_errors == []

    # Another browser: another player id, none of these games, and no frame of its page names one.
    other = browser.new_context(viewport={"width": 1366, "height": 768})
    stranger, seen, stranger_errors = open_page(other, server)
    assert my_games(stranger) == []
    assert not any(row.split(" · ")[0] in f for row in rows for f in seen)  # not even a date

    # ... which imports the downloaded file (reached by the keyboard): the three games, whole; the same file
    # again adds nothing; a file that is none (past the server's 64 KiB message cap: sent in parts) says so.
    stranger.wait_for_selector(".ckd-records-none")  # still on its (empty) list
    tab_to(stranger, "input.ckd-import-file")
    assert stranger.locator(".ckd-import:focus-within").count() == 1  # the button shows the focus
    stranger.set_input_files("input.ckd-import-file", download.value.path())
    stranger.wait_for_selector(".ckd-records-imported:has-text('3 games imported')")
    stranger.wait_for_function("() => document.querySelectorAll('.ckd-records-game').length === 3")
    assert stranger.evaluate(ROWS) == rows
    stranger.set_input_files("input.ckd-import-file", download.value.path())
    stranger.wait_for_selector(".ckd-error:has-text('already kept here')")
    damaged = tmp_path / "not-records.json"
    damaged.write_text("{" + "x" * 100_000, encoding="utf-8")
    stranger.set_input_files("input.ckd-import-file", str(damaged))
    stranger.wait_for_selector(".ckd-error:has-text('cannot be loaded')")
    assert stranger.evaluate(ROWS) == rows  # nothing changed
    assert stranger_errors == []
    other.close()
    context.close()


def test_a_puzzle_solved_by_the_keyboard_is_counted_in_my_games(browser, server):  # noqa: F811
    """The Puzzles page from the form, by the keyboard alone: no frame carries the answer's why before the
    choice; the right move is said right, and My games counts the puzzle solved; the page in French, on a
    phone."""
    from cardkit.coach import puzzles

    puzzle = puzzles.shipped("ipso")[0]  # the page opens on the first game's first puzzle
    context = browser.new_context(viewport={"width": 1366, "height": 768})
    page, frames, errors = open_page(context, server)
    tab_to(page, "button.ckd-puzzles-open")
    page.keyboard.press("Enter")
    page.wait_for_selector(".ckd-puzzles .ck-root .ck-board")
    labels = page.locator("button.ckd-puzzle-choice").all_inner_texts()
    assert labels == puzzle.choices_text().splitlines()  # the moves' own words, nothing more
    # A still position: no rules button or language menu of its own (the page has them), no empty banner.
    board = page.locator(".ckd-puzzles .ck-root")
    assert board.locator("[data-id='button:rules'], select.ck-language").count() == 0
    assert board.locator(".ck-status").evaluate("(s) => getComputedStyle(s).borderLeftWidth") == "0px"
    assert not any("The Expert plays move" in f or puzzle.why()[:60] in f for f in frames)
    right = puzzle.choices.index(puzzle.answer) + 1
    tab_to(page, f".ckd-puzzle-choices button:nth-of-type({right})")
    page.keyboard.press("Enter")
    page.wait_for_selector(".ckd-puzzle-right[role='status']:has-text('Right! The Expert plays move')")

    page.click(".ckd-language button:text-is('Français')")  # the same puzzle, in French
    page.wait_for_selector("button.ckd-puzzle-next:text-is('Énigme suivante')")
    assert "Énigme 1 sur" in page.inner_text(".ckd-puzzles") and "L'Expert joue le coup" in page.inner_text(
        ".ckd-puzzles"
    )
    page.set_viewport_size({"width": 390, "height": 844})
    assert page.evaluate(NO_OVERFLOW)
    for box in page.locator(".ckd-puzzles button").evaluate_all(
        "(bs) => bs.map((b) => b.getBoundingClientRect().right)"
    ):
        assert box <= 390
    page.click(".ckd-language button:text-is('English')")
    page.wait_for_selector("button.ckd-puzzle-next:text-is('Next puzzle')")
    back(page)
    my_games(page)
    assert f"Ipso · puzzles solved: 1 of {len(puzzles.shipped('ipso'))}" in page.inner_text(".ckd-records-puzzles")
    assert errors == []
    context.close()


# A record on the wire: a move list (a record's JSON), whatever the quoting of the frame around it.
RECORD = re.compile(r'\\*"actions\\*"\s*:')
ROW = "<span class='ckd-records-game'>"  # a game of My games listed (the style sheet names the class too)


def test_two_friends_each_keep_their_own_seat_and_an_observer_none_and_no_frame_carries_another_s_game(
    browser,  # noqa: F811
    server,
):
    """A room of two people (Ana, Bo) and an observer, each in their own browser; every frame each page
    receives is scanned. While the game is played no page receives a record, a row of My games or a player
    id; once it ended, Ana's and Bo's My games each list it from their own seat (on their own page, by its
    buttons) and the observer's lists nothing. Ana's Replay and Download reach her page alone, after the end,
    and show only the cards her seat saw; no page ever receives another's game id or player id."""
    errors: list[str] = []
    contexts = [browser.new_context(viewport={"width": 1366, "height": 768}) for _ in range(3)]
    try:
        opened = [watched(context, errors) for context in contexts]
        (ana, bo, watcher), frames = [p for p, _ in opened], [f for _, f in opened]
        link = host_room(ana, server.url, 2, 2, ("Ana",))
        take_seat(bo, link, 2, "Bo")
        start_room(ana, 2)
        bo.wait_for_selector(".ck-root .ck-board")
        watcher.goto(link)
        watcher.wait_for_selector(".ckd-room-watching")
        play_out([ana, bo])
        watcher.wait_for_selector(".ckd-room-progress:has-text('The match is over')")
        during = [len(f) for f in frames]
        for page_frames in frames:
            for f in page_frames:
                m = RECORD.search(f)
                assert not m and ROW not in f, f[max(0, m.start() - 300) : m.end() + 200] if m else f[:300]
        ids = [page.evaluate("() => localStorage.getItem('cardkit.player')") for page in (ana, bo, watcher)]
        assert all(ids) and len(set(ids)) == 3

        # Each seat's own game, kept by its own page's kernel; the observer's id keeps nothing.
        with open_records(server.root / "data" / "cardkit" / "rooms.db") as records:
            (mine,), (his,) = records.list(ids[0]), records.list(ids[1])
            assert records.list(ids[2]) == []
            _, record = records.record(ids[0], mine.id)
        assert (mine.seat, his.seat) == (0, 1) and mine.names == his.names == ("Ana", "Bo")
        assert mine.scores == his.scores and mine.seats == his.seats == ("human", "human")

        for page in (ana, bo, watcher):
            leave_game(page)
        rows = [my_games(page) for page in (ana, bo, watcher)]
        assert len(rows[0]) == len(rows[1]) == 1 and rows[2] == []
        assert " · Ipso against Bo · " in rows[0][0] and " · Ipso against Ana · " in rows[1][0]
        assert rows[0][0].split(" · ")[-1] == rows[1][0].split(" · ")[-1]  # the same score, from both seats
        assert "No finished game yet" in watcher.inner_text(".ckd-records")
        assert all(any(ROW in f for f in frames[seat][during[seat] :]) for seat in (0, 1))  # the scan sees rows
        # The summary line against people: its plot an image with words for a screen reader.
        plot = ana.locator(".ckd-records-summary svg.ckd-margins")
        assert plot.get_attribute("role") == "img" and plot.get_attribute("aria-label")
        assert ana.locator(".ckd-records-summary caption").count() == 1

        # Ana's Replay and Download: her record reaches her page, after the end, and nobody else's.
        before = len(frames[0])
        ana.locator("button.ckd-records-replay").click()
        ana.wait_for_selector(".ckd-records .ck-root .ck-board")
        back(ana)
        my_games(ana)
        with ana.expect_download() as download:
            ana.locator("button.ckd-records-download").click()
        text = Path(download.value.path()).read_text(encoding="utf-8")
        assert RECORD.search(text) and ids[0] not in text
        assert any(RECORD.search(f) for f in frames[0][before:])  # the file's text, sent to her page alone
        for page_frames in frames[1:]:
            assert not any(RECORD.search(f) for f in page_frames)

        # Every frame: no player id, no kept game's id; Ana's replay shows only what her seat saw.
        for page_frames in frames:
            for f in page_frames:
                assert not any(id in f for id in ids) and mine.id not in f and his.id not in f
        board = games.spec("ipso").board
        seen: set[str] = set()
        for upto in range(len(record.actions) + 1):
            seen |= set(board.seen(record.replay(upto).view(0)))
        replayed = [f for f in frames[0][before:] if not RECORD.search(f)]  # (the file is her whole record)
        for f in replayed:
            scan_text(f, board, seen, seat=0)
        assert len(replayed) > 5 and during[0] < len(frames[0])
        assert errors == []
    finally:
        for context in contexts:
            context.close()
