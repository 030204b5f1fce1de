"""Attacks on the app from its own page, in one process (no browser, no server): what someone who can
send the kernel any widget message tries. Each function tries its attack, prints what it tried and the
violations, and returns a Counter (``violations`` must be 0; ``first violation`` says what broke).

- :func:`trait_writes`: the page writes traits that are the kernel's (the board's ``scene`` and
  ``rules``, the app's ``children``, a choice out of range, a huge name, an unknown language) and
  sends malformed messages: every write undone or checked, nothing changed, nothing raised.
- :func:`widget_churn`: Play -> Change cycles, game toggles and clicks on stale Play buttons: the
  count of open comms stays flat (the process RSS is printed, not judged), a stale button is inert.
- :func:`deep_messages`: messages nested thousands of levels deep, huge texts, numbers and lists:
  a short refusal without a traceback or a path, answered within a bounded time, nothing changed.
- :func:`second_session`: two sessions with the same seed and settings: no deal of one is a deal of
  the other (the seeds differ and so does every seat's view).
- :func:`names`: look-alike, invisible and empty names, at the table and in the dashboard's form.

Bots move at once (no delay); the comms are ipywidgets' stand-ins when no kernel runs.
"""

from __future__ import annotations

import os
import re
import time
from collections import Counter
from collections.abc import Callable
from typing import Any

import ipywidgets
from ipywidgets.widgets.widget import _instances

from cardkit import games
from cardkit.core import CardkitError
from cardkit.dashboard import Dashboard
from cardkit.session import Table
from cardkit.testing import find_widget as find
from cardkit.widgets import PlayWidget

# A server path or a traceback in what the page is shown (the short errors name a file and a line only).
LEAKS = re.compile(r"Traceback|File \"|/(?:home|usr|work|tmp|opt)/|site-packages|\.py\"")
ANSWER_SECONDS = 1.0  # a refusal of any message must come within this


class Report(Counter):
    """Counts of what was tried; ``violation`` records what broke (the first one kept in full)."""

    def violation(self, what: str) -> None:
        self["violations"] += 1
        self.setdefault("first violation", what)  # type: ignore[arg-type]

    def check(self, condition: Any, what: str) -> None:
        if not condition:
            self.violation(what)


def comms() -> int:
    """The widgets whose comm is open in this process."""
    return len(_instances)


def rss_mb() -> float:
    """This process's resident memory, in MB (Linux; 0 elsewhere)."""
    try:
        with open(f"/proc/{os.getpid()}/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError):
        return 0.0


def page_message(widget: ipywidgets.Widget, data: Any) -> None:
    """A message from ``widget``'s model in the page, delivered the way the kernel delivers it: to the
    callback of the widget's comm. Anything it raises would reach the page as a traceback."""
    widget.comm._msg_callback({"content": {"data": data}, "buffers": []})


def update(widget: ipywidgets.Widget, **state: Any) -> None:
    page_message(widget, {"method": "update", "state": state, "buffer_paths": []})


def _attempt(report: Report, what: str, action: Callable[[], Any]) -> None:
    report["attacks"] += 1
    try:
        action()
    except Exception as e:  # noqa: BLE001 - raised into ipywidgets: a traceback for the page
        report.violation(f"{what}: raised {type(e).__name__}")


def _print(name: str, report: Report, extra: str = "") -> None:
    first = f"; first: {report['first violation']}" if report.get("first violation") else ""
    tried = ", ".join(f"{k} {v}" for k, v in report.items() if k not in ("violations", "first violation"))
    print(f"{name}: {tried}{extra}; violations {report['violations']}{first}", flush=True)


# ------------------------------------------------------------------------------------------ trait writes
def trait_writes(game: str = "ipso") -> Report:
    """The page writes what it must not, on a dashboard with a game of ``game`` on."""
    report = Report(violations=0)
    app = Dashboard(bot_delay=0, seed=1, session=0)
    form = {css: find(app, css) for css in ("ckd-games", "ckd-language", "ckd-name-1", "ckd-who-1")}
    children = list(app.children)
    _attempt(report, "game index out of range", lambda: update(form["ckd-games"], index=99))
    _attempt(report, "game index of a wrong type", lambda: update(form["ckd-games"], index=[1, 2]))
    _attempt(report, "the choices' labels", lambda: update(form["ckd-games"], _options_labels=["<b>x</b>"]))
    _attempt(report, "language index out of range", lambda: update(form["ckd-language"], index=-5))
    _attempt(report, "a 2 MB name", lambda: update(form["ckd-name-1"], value="A" * 2_000_000))
    _attempt(report, "seat index out of range", lambda: update(form["ckd-who-1"], index=17))
    _attempt(report, "the app's children", lambda: update(app, children=[]))
    _attempt(report, "a layout", lambda: update(form["ckd-name-1"].layout, width=["not", "css"]))
    report.check(app.language == "en" and app.values["game"] == games.names()[0], "the form changed")
    report.check(form["ckd-name-1"].value == "" and app.values["names"][0] == "", "a 2 MB name was kept")
    report.check(app.values["who"][0] == "human" and list(app.children) == children, "the form changed")
    app.values["game"] = game
    board = app.start()
    report.check(board is not None, "the game did not start")
    scene = dict(board.scene)
    _attempt(report, "scene.lang", lambda: update(board, scene={**board.scene, "lang": "xx"}))
    _attempt(report, "the rules panel", lambda: update(board, rules={"title": "<script>", "blocks": []}))
    _attempt(report, "an unknown trait", lambda: update(board, table="mine"))
    for malformed in (
        {},
        {"method": "update"},
        {"method": "update", "state": "x"},
        {"method": "?"},
        {"method": "custom"},
        {"method": "custom", "content": [1]},
    ):
        _attempt(report, f"malformed {malformed}", lambda m=malformed: page_message(board, m))
        _attempt(
            report, f"malformed {malformed} to a button", lambda m=malformed: page_message(find(app, "ckd-change"), m)
        )
    _attempt(
        report,
        "an unknown language by message",
        lambda: page_message(
            board,
            {
                "method": "custom",
                "content": {
                    "kind": "command",
                    "name": "language",
                    "value": "xx",
                    "move": board.scene["move"],
                    "seat": board.scene["seat"],
                },
            },
        ),
    )
    report.check(app.language == "en" and board.language == "en", "the language was changed to an unknown one")
    report.check(board.scene["areas"] == scene["areas"] and board.scene["lang"] == "en", "the board changed")
    report.check(not LEAKS.search(board.scene["error"]), f"a server path in {board.scene['error']!r}")
    app.set_language("fr")  # every redraw still works
    report.check(board.scene["lang"] == "fr" and app.language == "fr", "the app no longer redraws")
    app.close()
    _print(f"trait writes ({game})", report)
    return report


# ------------------------------------------------------------------------------------------ widget churn
def widget_churn(cycles: int = 200, toggles: int = 200, slack: int = 100) -> Report:
    """``cycles`` Play -> Change, ``toggles`` game toggles, then stale Play buttons clicked ``cycles``
    times: the open comms may not grow by more than ``slack`` (one screen's difference, and the form drawn
    before the last answer, which answers until the next one)."""
    report = Report(violations=0)
    app = Dashboard(bot_delay=0, seed=2, session=0)
    app.start()
    app.change_game()
    base, rss0 = comms(), rss_mb()
    counts = []
    for _ in range(cycles):
        find(app, "ckd-start").click()
        find(app, "ckd-change").click()
        counts.append(comms())
    report["play/change cycles"] = cycles
    after_cycles, rss1 = comms(), rss_mb()
    names = games.names()
    for i in range(toggles):
        find(app, "ckd-games").value = names[(i + 1) % len(names)]
        counts.append(comms())
    report["game toggles"] = toggles
    after_toggles, rss2 = comms(), rss_mb()
    stale = find(app, "ckd-start")
    board = app.start()
    for _ in range(cycles):
        stale.click()  # the form's button, gone from the page with the form
    report["stale clicks"] = cycles
    report.check(app.board is board and board.comm is not None, "a stale Play button started another game")
    report.check(stale.comm is None, "the form's Play button is still open after the form left the page")
    app.change_game()
    after_stale = comms()
    report.check(max(counts) - base <= slack, f"open comms grew from {base} to {max(counts)}")
    report.check(after_stale <= base + slack, f"open comms grew from {base} to {after_stale}")
    app.close()
    report.check(comms() <= base - 1, "closing the app left its widgets open")
    extra = (
        f"; open comms {base} -> {after_cycles} after the cycles -> {after_toggles} after the toggles -> "
        f"{after_stale} after the stale clicks (max {max(counts)}); RSS {rss0:.0f} -> {rss1:.0f} -> "
        f"{rss2:.0f} MB"
    )
    _print("widget churn", report, extra)
    report["comms before"], report["comms max"], report["comms after"] = base, max(counts), after_stale
    return report


# ------------------------------------------------------------------------------------------ deep messages
def nested(depth: int, leaf: Any = 0) -> Any:
    """A value nested ``depth`` lists deep (built without recursion)."""
    value = leaf
    for _ in range(depth):
        value = [value]
    return value


def nested_dict(depth: int) -> dict:
    value: dict = {}
    for _ in range(depth):
        value = {"kind": value}
    return value


def hostile_messages(scene: dict, depths: tuple[int, ...], size: int) -> list[tuple[str, Any]]:
    """Messages no board sends: deep, huge, or both, in every field the table reads."""
    at = {"move": scene["move"], "seat": scene["seat"]}
    found = []
    for depth in depths:
        found += [
            (f"kind nested {depth}", {"kind": nested(depth), **at}),
            (f"object nested {depth}", nested_dict(depth)),
            (f"action nested {depth}", {"kind": "act", "action": nested(depth), **at}),
            (f"command value nested {depth}", {"kind": "command", "name": "language", "value": nested(depth), **at}),
            (f"command name nested {depth}", {"kind": "command", "name": nested(depth), **at}),
            (f"target nested {depth}", {"kind": "select", "target": nested(depth, "x"), **at}),
            (f"move nested {depth}", {"kind": "command", "name": "hint", "move": nested(depth), "seat": 0}),
        ]
    found += [
        (f"a text of {size:,} characters", {"kind": "x" * size, **at}),
        (f"a target of {size:,} characters", {"kind": "select", "target": "y" * size, **at}),
        (f"a list of {size:,} values", {"kind": "act", "action": list(range(size)), **at}),
        (
            f"an object of {size // 10:,} fields",
            {"kind": "act", "action": {str(i): i for i in range(size // 10)}, **at},
        ),
        ("a number of 100,000 digits", {"kind": "command", "name": "hint", "move": 10**100_000, "seat": 0}),
        ("a stale move of 5,000 digits", {"kind": "command", "name": "hint", "move": 10**5_000, "seat": 0}),
    ]
    return found


def deep_messages(game: str = "ipso", depths: tuple[int, ...] = (1_000, 10_000), size: int = 1_000_000) -> Report:
    """Each hostile message to a play widget: refused with a short message, nothing changed, in time."""
    report = Report(violations=0)
    widget = PlayWidget(game, ("human", "normal"), bot_delay=0, seed=3)
    slowest = 0.0
    for what, content in hostile_messages(widget.scene, depths, size):
        before = {k: v for k, v in widget.scene.items() if k not in ("error", "reply")}
        state_before = [repr(widget.state.view(s)) for s in range(len(widget.seats))]
        start = time.perf_counter()
        _attempt(report, what, lambda c=content: page_message(widget, {"method": "custom", "content": c}))
        took = time.perf_counter() - start
        slowest = max(slowest, took)
        error = widget.scene["error"]
        report.check(took < ANSWER_SECONDS, f"{what}: answered in {took:.2f} s")
        report.check(error and len(error) < 300, f"{what}: no short refusal ({error[:80]!r})")
        report.check("Something went wrong" not in error, f"{what}: an internal error ({error[:120]!r})")
        report.check(not LEAKS.search(error), f"{what}: a traceback or a path in {error[:120]!r}")
        after = {k: v for k, v in widget.scene.items() if k not in ("error", "reply")}
        report.check(
            after == before and state_before == [repr(widget.state.view(s)) for s in range(len(widget.seats))],
            f"{what}: the game changed",
        )
    widget.close()
    _print(f"deep messages ({game})", report, f"; slowest answer {slowest * 1000:.0f} ms")
    return report


# ------------------------------------------------------------------------------------------ second session
def deals(app: Dashboard, game: str, starts: int) -> list[tuple]:
    """The deals ``starts`` presses of Play give: (the table's seed, every seat's view of the deal)."""
    app.values["game"] = game
    found = []
    for _ in range(starts):
        board = app.start()
        state = board.match.current
        found.append((board.table.match.seed, tuple(repr(state.view(s)) for s in range(len(board.seats)))))
        app.change_game()
    return found


def second_session(starts: int = 3, seed: int = 7) -> Report:
    """Two sessions of one server with the same seed and settings (numbered apart as the server's
    kernels are): no deal of one is a deal of the other, so neither can learn the other's cards."""
    report = Report(violations=0)
    first, second = Dashboard(bot_delay=0, seed=seed), Dashboard(bot_delay=0, seed=seed)
    replay = Dashboard(bot_delay=0, seed=seed, session=first.session)  # the first session, in another run
    report.check(first.session != second.session, "two sessions got the same number")
    for game in games.names():
        mine, theirs = deals(first, game, starts), deals(second, game, starts)
        report["deals compared"] += len(mine) * len(theirs)
        seeds = {s for s, _ in mine} & {s for s, _ in theirs}
        views = {v for _, v in mine} & {v for _, v in theirs}
        report.check(not seeds, f"{game}: two sessions dealt from the same seed")
        report.check(not views, f"{game}: a deal of one session is a deal of the other")
        report.check(deals(replay, game, starts) == mine, f"{game}: the same session did not deal the same cards")
    for app in (first, second, replay):
        app.close()
    _print("second session", report)
    return report


# ------------------------------------------------------------------------------------------ names
LOOKALIKES = [
    ("Ana", "A\u200bna"),
    ("Ana", "ana"),
    ("Ana", "Ａｎａ"),
    ("Ana", " Ana\u00a0"),
    ("Zoë", "Zoe\u0308"),
    ("Ana", "\u2060Ana\ufeff"),
]
EMPTY = ["\u200b", " \u00a0 ", "\u3164", "\u200d\u200c", "\u2800", "\n\t"]


def names() -> Report:
    """Look-alike pairs and invisible names are refused by the table and the form, nothing started."""
    report = Report(violations=0)
    for pair in LOOKALIKES:
        for language in ("en", "fr"):
            report["look-alike pairs"] += 1
            try:
                Table("ipso", ("human", "human"), {"players": 2}, names=list(pair), language=language, seed=1)
                report.violation(f"the table took {pair!r}")
            except CardkitError as e:
                report.check(e.explain(language), "no explanation")
            app = Dashboard(language, bot_delay=0, seed=1, session=0)
            app.values["names"][:2] = list(pair)
            report.check(app.start() is None and app.board is None, f"the form took {pair!r}")
            report.check("ckd-error" in app.message.value, f"no message in the form for {pair!r}")
            app.close()
    for blank in EMPTY:
        report["invisible names"] += 1
        try:
            Table("ipso", ("human", "normal"), {"players": 2}, names=[blank, "Bob"], seed=1)
            report.violation(f"the table took the name {blank!r}")
        except CardkitError:
            pass
        app = Dashboard(bot_delay=0, seed=1, session=0)
        app.values["names"][:2] = [blank, "Bob"]
        started = app.start()
        shown = started.names()[0] if started is not None else ""
        report.check(started is None or shown == "Player 1", f"the form took the name {blank!r} ({shown!r})")
        app.close()
    table = Table("ipso", ("human", "human"), {"players": 2}, names=[" A\u200bna  Maria ", "Ｂｏｂ"], seed=1)
    report.check(table.names() == ["Ana Maria", "Bob"], f"names not normalised: {table.names()}")
    _print("names", report)
    return report


# ------------------------------------------------------------------------------------------ rooms
def bot_names() -> Report:
    """A person taking a bot's name ("Bot 2 (normal)", in any case, language or spacing) at the table, in the
    form and when joining a room: refused every time, nothing started or claimed."""
    import tempfile

    from cardkit.rooms import open_store

    report = Report(violations=0)
    fakes = ["Bot 2 (normal)", " bot 2 (NORMAL) ", "Bot 1 (débutant)", "Bot\u200b 3 (expert)"]
    with tempfile.TemporaryDirectory() as folder, open_store(f"sqlite:///{folder}/rooms.db") as store:
        for fake in fakes:
            report["tries"] += 3
            try:
                Table("ipso", ("human", "normal"), names=[fake, "Bo"], seed=1)
                report.violation(f"the table took {fake!r}")
            except CardkitError:
                pass
            app = Dashboard(bot_delay=0, seed=1, session=0)
            app.values["names"][:2] = [fake, ""]
            report.check(app.start() is None and "ckd-error" in app.message.value, f"the form took {fake!r}")
            app.close()
            room = store.create("ipso", None, ["human", "normal"])
            try:
                store.join(room.code, 0, fake)
                report.violation(f"a room's seat was taken as {fake!r}")
            except CardkitError:
                report.check(not store.public(room.code).claimed[0], "a refused join claimed the seat")
    _print("bot names", report)
    return report


def room_links(small: bool = True) -> Report:
    """The page's address with a login token (Binder's ?token=, --token) and a fragment: no room link,
    text or frame of the page carries it."""
    import tempfile

    report = Report(violations=0)
    with tempfile.TemporaryDirectory(ignore_cleanup_errors=True) as folder:  # (a watcher may still be stopping)
        for address in (
            "http://127.0.0.1:8866/?token=SECRET",
            "https://hub.example/user/ana/voila/render/notebooks/dashboard.ipynb?token=SECRET&x=1#frag",
            "http://h/?a=SECRET#room=SECRET",
        ):
            report["addresses"] += 1
            app = Dashboard(bot_delay=0, rooms=f"sqlite:///{folder}/rooms.db")
            app.rooms.hello("", "", address)
            app.values["who"][:2] = ["human", "human"]
            app.rooms.friends()
            shown = " ".join(
                str(getattr(w, "value", "")) for w in _instances.values() if isinstance(w, ipywidgets.Widget)
            )
            report.check(
                app.rooms.room and "SECRET" not in app.rooms.room_address(app.rooms.room),
                f"a room link carried the token of {address!r}",
            )
            report.check("SECRET" not in shown, f"a text of the page carried the token of {address!r}")
            app.close()
    _print("room links", report)
    return report


def lost_answers() -> Report:
    """A store whose every write is made but its answer lost once (as when Redis ran a script and the
    reply never came back, and the client sends it again): create, join, start, act and rematch are each
    applied once -- no orphan room, no ghost seat, no move played twice."""
    import random
    import tempfile

    from cardkit.rooms.sqlite import SQLiteStore

    class Lossy(SQLiteStore):
        def _swap(self, *args: Any) -> bool:
            return super()._swap(*args) and False  # made, but the answer lost: the caller tries again

        def _add(self, *args: Any) -> bool:
            return super()._add(*args) and False

    report = Report(violations=0)
    with tempfile.TemporaryDirectory() as folder:
        store = Lossy(f"sqlite:///{folder}/rooms.db", finished_ttl=3600.0, idle_ttl=3600.0, away_after=15.0)
        count = lambda: store._db().execute("SELECT COUNT(*) FROM rooms").fetchone()[0]  # noqa: E731
        room = store.create("ipso", {"tournament": False}, ["human", "human"])
        report["writes"] += 1
        report.check(count() == 1, f"{count()} rooms made by one create")
        tokens = {seat: store.join(room.code, seat, name) for seat, name in ((0, "Ana"), (1, "Bo"))}
        report["writes"] += 2
        report.check(all(store.seat(room.code, t) == s for s, t in tokens.items()), "a join's token opens no seat")
        room = store.start(room.code, tokens[0])
        report["writes"] += 1
        rng = random.Random(1)
        while room.status != "finished":
            before = room.moves
            view = store.view(room.code, tokens[room.to_move])
            room = store.act(room.code, tokens[room.to_move], rng.choice(view.legal), move=before)
            report["writes"] += 1
            report.check(room.moves == before + 1, f"a move changed the room {room.moves - before} times")
        again = store.rematch(room.code, tokens[0])
        report["writes"] += 1
        report.check(
            count() == 2 and store.rematch(room.code, tokens[1]).code == again.code,
            f"{count() - 1} rooms made by one rematch",
        )
        store.close()
    _print("lost store answers", report)
    return report


def run_all(small: bool = True) -> dict[str, Report]:
    """Every attack, at a small size (the tests) or the benchmark's."""
    cycles = 20 if small else 200
    return {
        "trait writes": trait_writes(),
        "widget churn": widget_churn(cycles, cycles),
        "deep messages": deep_messages(depths=(1_000, 10_000), size=100_000 if small else 1_000_000),
        "second session": second_session(starts=2 if small else 10),
        "names": names(),
        "bot names": bot_names(),
        "room links": room_links(),
        "lost store answers": lost_answers(),
    }


if __name__ == "__main__":
    reports = run_all(small=False)
    raise SystemExit(1 if any(r["violations"] for r in reports.values()) else 0)
