"""Rooms in the dashboard for real: several browsers (Playwright contexts, each its own storage) at one room.

Whole games with 2 browsers (the rooms in SQLite) and 4 (on Redis), every websocket frame each one receives scanned for a card its
seat never saw; an observer with the code only; and the faults: a player's kernel killed mid-game
(the others see them away, a reload gives the seat back), the dashboard server restarted (the rooms
resume from the SQLite file), and one seat's move clicked in two tabs at once (one applied, the other
told it is no longer its turn). One server for the module, bots at once, Ipso's single game.
"""

from __future__ import annotations

import contextlib
import re

import pytest

from benchmarks.reliability.browser import NEXT_CLICK, reply, stop, wait_reply
from benchmarks.rooms_browser import (
    LIVE,
    click_once,
    dashboard,
    host_room,
    kill_kernel,
    play_out,
    room_code,
    start_room,
    take_seat,
    watched,
)
from cardkit import games
from cardkit.rooms import open_store
from cardkit.testing import scan_text
from test_input_browser import axe_source, serious  # noqa: F401  (axe_source: a fixture, axe-core's script)
from test_widgets_browser import CONTRASTS, browser  # noqa: F401  (a fixture)

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def rooms(tmp_path_factory):
    return f"sqlite:///{tmp_path_factory.mktemp('rooms')}/rooms.db"


@pytest.fixture(scope="module")
def server(tmp_path_factory, chromium, rooms):
    root = tmp_path_factory.mktemp("dashboard")
    process, base = dashboard(root, rooms)
    state = {
        "process": process,
        "base": base,
        "root": root,
        "rooms": rooms,
        "port": int(base.rstrip("/").rsplit(":", 1)[1]),
    }
    yield state
    stop(state["process"])


@pytest.fixture
def redis_dashboard(tmp_path_factory, chromium):
    """A dashboard server whose rooms are on a redis-server of its own (tests/test_rooms.py's, on a free
    loopback port, every write on disk), stopped with it."""
    from test_rooms import RedisServer

    redis = RedisServer(tmp_path_factory.mktemp("redis"))
    try:
        process, base = dashboard(tmp_path_factory.mktemp("dashboard-redis"), redis.url)
        try:
            yield {"process": process, "base": base, "rooms": redis.url}
        finally:
            stop(process)
    finally:
        redis.stop()


def seen_up_to(rooms: str, code: str, started: int) -> tuple[str, list[dict[int, set[str]]]]:
    """The room's game, and after each change since it started (the room's move counter ``started``,
    then one change a move or a next deal), every card each seat had seen by then (replayed)."""
    with open_store(rooms) as store:
        match = store._match(code, store._load(code))
    board = games.spec(match.game).board
    seen: dict[int, set[str]] = {seat: set() for seat in range(match.num_players)}
    after: list[dict[int, set[str]]] = []
    for deal in match.deals:  # each position is one change: a move, or the next deal's dealing
        record = deal.record()
        for upto in range(len(deal.history) + 1):
            state = record.replay(upto)
            for seat in seen:
                seen[seat] = seen[seat] | board.seen(state.view(seat))
            after.append(dict(seen))
    return match.game, after


MOVE = re.compile(r'\\?"move\\?":\s*(\d+)')


def scan_frames(rooms: str, code: str, started: int, pages: dict[int, list[str]]) -> int:
    """Scan each seat's frames (seat -> frames; -1: an observer, who may see no card) against what that
    seat had seen **up to the move the frame was drawn at** (its scene's move: the room's counter times
    1000, plus the screen's own clicks); a frame without a scene against the start. The frames scanned."""
    game, after = seen_up_to(rooms, code, started)
    board = games.spec(game).board
    count = 0
    for seat, frames in pages.items():
        for text in frames:
            moves = [int(m) // 1000 for m in MOVE.findall(text)]
            change = min(max(max(moves, default=started) - started, 0), len(after) - 1)
            scan_text(text, board, after[change].get(seat, set()) if seat >= 0 else set(), seat=seat)
            count += 1
    return count


def public(rooms: str, code: str):
    with open_store(rooms) as store:
        return store.public(code)


ROOM_MOVES = "() => Math.floor(Number(document.querySelector('.ck-root').getAttribute('data-move')) / 1000)"


@pytest.mark.parametrize("store, people", [("sqlite", 2), ("redis", 4)])
def test_a_whole_game_with_each_player_in_their_own_browser_leaks_no_card(
    request,
    browser,  # noqa: F811
    store,
    people,
):
    """With 2 people, the rooms in SQLite: a bad start and a name already taken first, the guest waiting
    for the host, a rematch at the end. With 4, the rooms on Redis: a reload and a second tab mid-game, and
    the observer holds a forged token. (Matches of 2, 3 and 4 seats on both stores: tests/test_rooms.py.)"""
    server = request.getfixturevalue("server" if store == "sqlite" else "redis_dashboard")
    rooms = server["rooms"]
    errors: list[str] = []
    contexts = [browser.new_context() for _ in range(people + 1)]
    try:
        opened = [watched(context, errors) for context in contexts]
        pages, frames = [p for p, _ in opened], [f for _, f in opened]
        link = host_room(pages[0], server["base"], people, people, ("Ana",))
        assert "#room=" in link and room_code(pages[0]) in link
        code = room_code(pages[0])
        if people == 2:
            pages[0].click("button.ckd-room-start")  # a seat is still free and no bot takes it
            assert "still free" in pages[0].wait_for_selector(".ckd-error[role=alert]").inner_text()
            pages[1].goto(link)
            pages[1].fill(".ckd-room-name input", "ana")  # Ana's name, in another case
            pages[1].click("button.ckd-take-2")
            assert "both called ana" in pages[1].wait_for_selector(".ckd-error[role=alert]").inner_text()
        for seat in range(2, people + 1):
            take_seat(pages[seat - 1], link, seat, f"P{seat}")
        if people == 2:  # only the host (who made the room) starts it: the guest is told whom it waits for
            assert "Waiting for Ana to start" in pages[1].inner_text(".ckd-room-host-wait")
            assert pages[1].locator("button.ckd-room-start").count() == 0
        start_room(pages[0], people)
        started = public(rooms, code).moves  # every seat a person's: no bot moved since the start
        for page in pages[1:people]:
            page.wait_for_selector(".ck-root .ck-board")
        watcher = pages[people]  # an observer: the code only, no seat
        if people == 4:  # ... and a token of its own making, which opens no seat
            watcher.goto(server["base"])
            watcher.wait_for_selector("button.ckd-start")
            watcher.evaluate(f"() => localStorage.setItem('cardkit.room.{code}', 'forged-token')")
        watcher.goto(link)
        if people == 4:
            watcher.reload()  # the address changed only after its '#': the page was not loaded again
        watcher.wait_for_selector(".ckd-room-watching")
        assert watcher.locator(".ck-root").count() == 0
        clicks = 0
        if people == 4:  # a reload and a new tab mid-game return to the same seat
            while clicks < 5:
                clicks += sum(click_once(page) for page in pages[:people])
            moves = pages[1].evaluate(ROOM_MOVES)
            pages[1].reload()
            pages[1].wait_for_selector(".ck-root .ck-board")
            assert pages[1].evaluate(ROOM_MOVES) == moves and "token" not in pages[1].url.lower()
            tab, tab_frames = watched(contexts[0], errors)
            tab.goto(link)
            tab.wait_for_selector(".ck-root .ck-area.ck-mine")
            assert tab.locator(".ck-root :text('Ana (you)')").count()
            tab.close()
            frames[0] += tab_frames
        clicks += play_out(pages[:people])
        assert clicks >= 2 * 14 * people
        sheets = [page.locator(".ck-sheet").inner_text() for page in pages[:people]]
        assert all("Ana" in sheet for sheet in sheets) and len(set(sheets)) == 1  # the same result everywhere
        pages[0].wait_for_selector("button.ckd-rematch")
        watcher.wait_for_selector(".ckd-room-progress:has-text('The match is over')")
        scanned = scan_frames(
            rooms, code, started, {**{seat: frames[seat] for seat in range(people)}, -1: frames[people]}
        )
        assert scanned > 10 * people
        # The guest's frames carried its move log and last-move marks (scanned above with the rest).
        assert any(re.search(r'"log\\?":\s*\[\\?"', f) for f in frames[1])
        assert any(re.search(r'"last\\?":\s*\\?"', f) for f in frames[1])
        if people == 2:  # a rematch: the same seats in a new room, and the other player is taken there too
            pages[0].click("button.ckd-rematch")
            pages[0].wait_for_function("(old) => !location.hash.includes(old)", arg=code)
            pages[1].wait_for_function("(code) => location.hash.includes(code)", arg=room_code(pages[0]))
            pages[1].wait_for_function(
                "() => !!document.querySelector('.ck-root .ck-board') && !document.querySelector('.ck-root .ck-sheet')"
            )
        assert errors == []
    finally:
        for context in contexts:
            context.close()


@pytest.mark.parametrize("game", ["rummy500", "house_of_suits"])
def test_each_seat_receives_only_what_it_has_seen_up_to_each_move_in_every_game(browser, server, game):  # noqa: F811
    """Two people and an observer play a hand of Rummy 500 and a game of House of Suits; every frame each
    receives is scanned against what that seat had seen up to the move the frame shows."""
    errors: list[str] = []
    contexts = [browser.new_context() for _ in range(3)]
    try:
        opened = [watched(context, errors) for context in contexts]
        pages, frames = [p for p, _ in opened], [f for _, f in opened]
        link = host_room(pages[0], server["base"], 2, 2, ("Ana",), game=game)
        code = room_code(pages[0])
        take_seat(pages[1], link, 2, "Bo")
        start_room(pages[0], 2)
        started = public(server["rooms"], code).moves
        pages[1].wait_for_selector(".ck-root .ck-board")
        pages[2].goto(link)
        pages[2].wait_for_selector(".ckd-room-watching")
        play_out(pages[:2], game)  # to the first score sheet: a hand, a game
        scanned = scan_frames(server["rooms"], code, started, {0: frames[0], 1: frames[1], -1: frames[2]})
        assert scanned > 20
        assert errors == []
    finally:
        for context in contexts:
            context.close()


def test_a_room_link_never_carries_the_server_s_login_token(browser, tmp_path_factory, chromium):  # noqa: F811
    """Served with ``--token`` and opened as ``?token=...`` (as Binder opens its server), the room's link, what
    "Copy the link" puts on the clipboard, the page's texts and every frame the page receives carry no token.
    Where the browser refuses to copy, the button says how to copy the link by hand."""
    root = tmp_path_factory.mktemp("token")
    process, base = dashboard(root, f"sqlite:///{root}/rooms.db", flags=("--token=sesame-1234",))
    errors: list[str] = []
    context = browser.new_context()
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    try:
        page, frames = watched(context, errors)
        link = host_room(page, base + "?token=sesame-1234", 2, 2, ("Ana",))
        assert link.startswith(base) and "#room=" in link
        page.click("button.ckd-copy-link")
        page.wait_for_selector(".ckd-copy-said:has-text('Copied')")
        copied = page.evaluate("() => navigator.clipboard.readText()")
        assert copied == link
        for text in (link, copied, page.inner_text("body"), page.url.split("#")[1], *frames):
            assert "sesame-1234" not in text
        page.evaluate(
            """() => { navigator.clipboard.writeText = () => Promise.reject(new Error('refused'));
                       document.execCommand = () => false; }"""
        )
        page.click("button.ckd-copy-link")
        page.wait_for_selector(".ckd-copy-said:has-text('select the link above and copy it')")
        assert page.evaluate("() => navigator.clipboard.readText()") == copied
        assert errors == []
    finally:
        context.close()
        stop(process)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_a_rooms_screens_read_well_for_the_host_and_a_guest(browser, server, axe_source, scheme):  # noqa: F811
    """The host's screen (the link, Copy the link, the free seats' menu, Start the game) and a guest's (a name,
    Take seat), on a phone: every control named, every text at 4.5:1 or more, axe-core finding nothing serious
    or critical (the free seats' menu had no name, the green buttons' text 4.1:1)."""
    errors: list[str] = []
    contexts = [browser.new_context(viewport={"width": 390, "height": 844}, color_scheme=scheme) for _ in range(2)]
    try:
        (host, _), (guest, _) = (watched(context, errors) for context in contexts)
        link = host_room(host, server["base"], 2, 2, ("Ana",))
        guest.goto(link)
        guest.wait_for_selector("button.ckd-take-2")
        found = {
            "host": serious(host, axe_source) + host.evaluate(CONTRASTS, ".ckd"),
            "guest": serious(guest, axe_source) + guest.evaluate(CONTRASTS, ".ckd"),
        }
        assert not any(found.values()), found
        assert errors == []
    finally:
        for context in contexts:
            context.close()


def test_two_dashboard_servers_on_one_redis_serve_one_room_and_a_player_moves_over_when_one_dies(
    browser,  # noqa: F811
    tmp_path_factory,
    chromium,
):
    """Several servers behind one address (docs/rooms.md): Ana plays through one server, Bo through another,
    both on one Redis. Ana's server is killed mid-game; she goes on through Bo's (behind one address her
    browser's storage is the same: here her seat's token is carried over), losing nothing."""
    from test_rooms import RedisServer

    redis = RedisServer(tmp_path_factory.mktemp("redis-two"))
    first, first_base = dashboard(tmp_path_factory.mktemp("first"), redis.url)
    second, second_base = dashboard(tmp_path_factory.mktemp("second"), redis.url)
    errors: list[str] = []
    contexts = [browser.new_context() for _ in range(2)]
    try:
        (ana, _), (bo, _) = (watched(context, errors) for context in contexts)
        link = host_room(ana, first_base, 2, 2, ("Ana",))
        code = room_code(ana)
        take_seat(bo, link.replace(first_base, second_base), 2, "Bo")
        start_room(ana, 2)
        bo.wait_for_selector(".ck-root .ck-board")
        clicks = 0
        while clicks < 4:
            clicks += click_once(ana) + click_once(bo)
        moves = public(redis.url, code).moves
        token = ana.evaluate(f"() => localStorage.getItem('cardkit.room.{code}')")
        stop(first)
        ana.goto(second_base)
        ana.wait_for_selector("button.ckd-start")
        ana.evaluate(f"(token) => localStorage.setItem('cardkit.room.{code}', token)", token)
        ana.goto(link.replace(first_base, second_base))
        ana.reload()  # the address changed only after its '#'
        ana.wait_for_selector(".ck-root .ck-area.ck-mine")
        assert ana.evaluate(ROOM_MOVES) == moves == public(redis.url, code).moves  # nothing lost
        play_out([ana, bo])
        assert ana.locator(".ck-sheet").inner_text() == bo.locator(".ck-sheet").inner_text()
        assert errors == []
    finally:
        for context in contexts:
            context.close()
        stop(first)
        stop(second)
        redis.stop()


def test_an_unknown_room_code_gets_a_clear_message_on_the_form(browser, server):  # noqa: F811
    errors: list[str] = []
    context = browser.new_context()
    try:
        page, _ = watched(context, errors)
        page.goto(server["base"] + "#room=no-such-room")
        alert = page.wait_for_selector(".ckd-error[role=alert]")
        assert "There is no room 'no-such-room'" in alert.inner_text()
        assert page.locator("button.ckd-friends").count() == 1 and "#room" not in page.url
        assert errors == []
    finally:
        context.close()


@contextlib.contextmanager
def two_players(browser, server, errors: list[str]):  # noqa: F811
    """A started room of Ana (host) and Bo, each in their own browser: yields Ana's browser (for a
    second tab of hers) and each player's page with the frames it received."""
    one, two = browser.new_context(), browser.new_context()
    try:
        host, host_frames = watched(one, errors)
        guest, guest_frames = watched(two, errors)
        link = host_room(host, server["base"], 2, 2, ("Ana",))
        take_seat(guest, link, 2, "Bo")
        start_room(host, 2)
        yield one, (host, host_frames), (guest, guest_frames)
    finally:
        one.close()
        two.close()


def test_a_killed_kernel_shows_the_player_away_and_a_reload_resumes(browser, server):  # noqa: F811
    errors: list[str] = []
    with two_players(browser, server, errors) as (_, (host, _frames), (guest, guest_frames)):
        guest.wait_for_selector(".ck-root .ck-board")
        for _ in range(4):
            click_once(host) or click_once(guest)
        kill_kernel(server["process"], guest_frames.kernel)
        host.wait_for_selector(".ck-root :text('Bo (away)')", timeout=20_000)
        guest.reload()
        guest.wait_for_selector(".ck-root .ck-board")
        host.wait_for_function(
            "() => !document.querySelector('.ck-root').innerText.includes('Bo (away)')", timeout=20_000
        )
        # Restart the whole server: both pages reload and the game goes on from the SQLite file.
        stop(server["process"])
        server["process"], _ = dashboard(server["root"], server["rooms"], port=server["port"])
        for page in (host, guest):
            page.reload()
            page.wait_for_selector(".ck-root .ck-board")
        moved = 0
        while moved < 4:  # the game goes on from where it was
            moved += click_once(host) + click_once(guest)
        # pageerror: the pages lost their kernels on purpose; only the lost websocket may complain.
        lost = ("Cannot send", "WebSocket", "closed", "disconnected")
        assert all(any(word in e for word in lost) for e in errors), errors


# A click on the card ``id`` of this tab's board, as it is drawn at that instant: the board's move and
# whether the card could be clicked (a card that cannot sends nothing, so no answer would come).
CLICK = """(id) => { const root = document.querySelector('.ck-root');
  const card = root.querySelector(`[data-id="${id}"]`);
  const clicked = { move: root.getAttribute('data-move'), clickable: card.classList.contains('ck-clickable') };
  card.click();
  return clicked; }"""
# Two tabs of one browser click at once: the twin waits for a word on a BroadcastChannel, which the first
# tab posts just before its own click. The word takes well under a millisecond; the first tab's move takes
# a kernel's round trip and the twin kernel's next look at the store (tens of milliseconds) to reach the
# twin's board. Two clicks made one after the other from the test instead let that move arrive first (the
# twin then clicked a card of a board where it is no longer its turn, which sends nothing).
ARM = (
    "(id) => { const channel = new BroadcastChannel('ck-same-move'); window.__ckClicked = null;"
    " channel.onmessage = () => { channel.close(); window.__ckClicked = (%s)(id); }; }" % CLICK
)
GO = "(id) => { new BroadcastChannel('ck-same-move').postMessage('go'); return (%s)(id); }" % CLICK


def test_the_same_move_clicked_in_two_tabs_at_once_is_played_once(browser, server):  # noqa: F811
    errors: list[str] = []
    with two_players(browser, server, errors) as (one, (host, _), (guest, _)):
        twin, _ = watched(one, errors)  # the host's seat in a second tab of the same browser
        twin.goto(host.url)
        twin.wait_for_selector(".ck-root .ck-board")
        mover = next(p for p in (host, twin, guest) if p.evaluate(LIVE))
        pair = (host, twin) if mover is not guest else (guest,)
        if len(pair) == 1:  # the guest moves first: it plays, then the host's two tabs race
            while not host.evaluate(LIVE):
                click_once(guest)
            twin.wait_for_function(LIVE)
            pair = (host, twin)
        for page in pair:  # the first click of the move (a selection, on each screen alone)
            before = reply(page)
            page.click('.ck-root [data-id="centre:0"]')
            wait_reply(page, before)
        target = host.evaluate(NEXT_CLICK, "ipso")
        assert twin.evaluate(NEXT_CLICK, "ipso") == target
        moves = host.evaluate(ROOM_MOVES)
        befores = [reply(page) for page in pair]
        twin.evaluate(ARM, target)
        clicked = [host.evaluate(GO, target), twin.wait_for_function("() => window.__ckClicked").json_value()]
        # Both clicks left from the same board, the move still to be made in each (so each sent its message).
        assert all(c["clickable"] for c in clicked) and clicked[0]["move"] == clicked[1]["move"], clicked
        for page, before in zip(pair, befores):
            wait_reply(page, before)
        refused = [page for page in pair if page.locator(".ck-root .ck-error").count()]
        assert len(refused) == 1, [page.locator(".ck-root").inner_text()[:300] for page in pair]
        assert "no longer your turn" in refused[0].locator(".ck-root .ck-error").inner_text()
        with open_store(server["rooms"]) as store:
            assert store.public(room_code(host)).moves == moves + 1  # the move was played once
        assert errors == []
