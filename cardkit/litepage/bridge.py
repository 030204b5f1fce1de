"""What the static page's JavaScript calls in Pyodide: one table in the browser's own Python.

The page sends the board's messages as JSON and draws the JSON frames it gets back. Bots move one at a
time when the page asks (:meth:`Game.step`), paced by the page's timer: nothing here starts a thread
(Pyodide has none). The whole game, bots' hands included, lives in this browser's memory: the page is
for a solo game against bots or hot-seat at one screen (docs/lite.md, "What a static site reveals").

:class:`Kept` is "My games" on the page: the visitor's finished games, kept by ``cardkit.records`` in a SQLite
database in the page's memory (Pyodide's Python ships sqlite3), whose export -- a save file, versioned and
checksummed -- the page writes to the browser's ``localStorage`` after each finished game and reads back at
start (docs/records.md, "On the static site"). Nothing of a game in progress is ever in it.

:func:`ready` and :func:`restored` frame the page's memory snapshot: on a first visit the page keeps Python's
whole memory as it is once this module and the games are imported -- before any deal, so no card of any game
is in it -- and a later visit starts from it instead of starting Python again (docs/lite.md, "A second visit").
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Sequence
from pathlib import Path

from cardkit import games
from cardkit.core import CardkitError
from cardkit.core.record import MAX_SAVE_BYTES, Record
from cardkit.core.seats import HUMAN
from cardkit.dashboard.records_text import (
    SHOWN,
    against,
    caption,
    describe,
    interval,
    margin_label,
    margin_svg,
    replay_steps,
)
from cardkit.i18n import t
from cardkit.records import Records, RecordsError
from cardkit.records.rows import SQLiteRows
from cardkit.records.store import of_board
from cardkit.scene.steps import build_scenes
from cardkit.session import Table

# The page's one player: the games are in this browser's own storage, so no id tells visitors apart (the
# export carries no player: a file moves between the page and a dashboard as it is).
PLAYER = "this-browsers-visitor"


def ready(levels: Sequence[str]) -> None:
    """Import what any game of the page needs: every game's engine, board and bots of these ``levels`` (the
    page's; each made with a fixed seed and dropped: no game is dealt, no bot asked for a move). The page
    calls it before it keeps Python's memory for the next visit, so that a visit started from that snapshot
    imports nothing more before its board."""
    for name in games.names():
        spec = games.spec(name)
        for level in levels:
            spec.bots(level, 0)


def restored() -> None:
    """Python's memory has just been restored from the page's snapshot: the ``random`` module's state in it is
    the same on every visit, so it is seeded afresh from the system (the tables draw their seeds from the
    system already; this keeps any other use of ``random`` from repeating itself visit after visit)."""
    random.seed()


class Game:
    """A table of ``game`` with ``seats`` ("human" or a bot level), in ``language``."""

    def __init__(self, game: str, seats: Sequence[str], language: str = "en") -> None:
        self.table = Table(game, list(seats), language=language)
        self._kept: Record | None = None  # the record last kept (the finished frame is drawn again and again)

    def over(self) -> bool:
        """Is the game at the screen over, at a person's seat (a game :meth:`keep` may keep)?"""
        return self.table.reviewable() is not None

    def keep(self, kept: Kept) -> bool:
        """Keep the game at the screen in ``kept`` once it is over (a person alone against bots; hot-seat,
        where several people share the browser, is not kept, as in the dashboard): True when it is new."""
        mine = self.table.reviewable()
        if mine is None or mine[0] == self._kept or list(self.table.seats).count(HUMAN) != 1:
            return False
        self._kept = mine[0]
        found = of_board(self.table, time.time())
        return found is not None and kept.records.add(PLAYER, *found)

    def frame(self) -> str:
        frame = self.table.frame()
        # No "Review this game" here: the review's judge plays many samples, minutes in a browser's Python.
        frame["buttons"] = [b for b in frame.get("buttons", []) if b.get("id") != "review"]
        return json.dumps(frame)

    def rules(self) -> str:
        return json.dumps(self.table.rules())

    def language(self) -> str:
        return self.table.language

    def handle(self, message: str) -> str:
        """Answer one message of the board (JSON); the new frame (a refusal or an error is shown in it:
        the table catches them and changes nothing)."""
        self.table.handle(json.loads(message))
        return self.frame()

    def bot_to_move(self) -> bool:
        return self.table.bot_to_move() is not None

    def step(self) -> str:
        """One bot's move; the new frame (the page calls it on its timer while a bot is to move)."""
        self.table.step_bot()
        return self.frame()


def _answer(**fields: object) -> str:
    return json.dumps(fields, ensure_ascii=False)


class Kept:
    """This browser's finished games: ``stored`` is what the page read from its storage (None: nothing). A
    damaged or foreign value is kept aside as it was (``unread``): said on the page, never overwritten
    unasked (:meth:`save` refuses to write over it; Delete all, asked first, clears it)."""

    def __init__(self, stored: str | None = None) -> None:
        # Memory only: the browser's storage is the one place the games live between visits.
        self.records = Records(SQLiteRows(Path(":memory:")))
        self.unread: CardkitError | None = None
        try:
            self._merge(stored)
        except CardkitError as e:
            self.unread = e

    def _merge(self, stored: str | None) -> None:
        """Add the games of ``stored`` not kept yet (another tab may have kept some since)."""
        if stored:
            try:
                self.records.import_(PLAYER, stored)
            except RecordsError as e:
                if e.key != "records.nothing_new":
                    raise

    def count(self) -> int:
        return len(self.records.list(PLAYER))

    def save(self, stored: str | None, language: str = "en") -> str:
        """What the page writes to its storage now (JSON): ``text``, the export of every game merged with
        ``stored`` (the value there now; "" when no game is kept: the page removes the value), or ``error``
        when ``stored`` is unreadable (it stays as it is) or the games outgrow a save file."""
        try:
            self._merge(stored)
        except CardkitError as e:
            return _answer(error=t("lite.records_unread", language, reason=e.explain(language)))
        return self._text(language)

    def _text(self, language: str) -> str:
        if not self.count():
            return _answer(text="")
        text = self.records.export(PLAYER)
        if len(text.encode()) > MAX_SAVE_BYTES:  # a file import_ would refuse: not written
            return _answer(error=t("lite.records_full", language, mb=MAX_SAVE_BYTES // 1_000_000))
        return _answer(text=text)

    def listing(self, language: str = "en") -> str:
        """My games (JSON): ``unread`` (why the stored value could not be read, or ""), ``games`` (the newest 50,
        newest first, under ``caption``: ``id`` and ``text``, the dashboard's words, no card) and ``summary`` (per
        game and opponent level: games, wins, the 95% interval, the running average margin as an SVG)."""
        listed = self.records.list(PLAYER)
        kept = [{"id": g.id, "text": describe(g, language)} for g in listed[:SHOWN]]
        summary = [
            {
                "game": games.spec(line.game).title(language),
                "against": against(line, language),
                "games": line.games,
                "wins": line.wins,
                "interval": interval(line, language),
                "plot": margin_svg(line.margins, margin_label(line, language)),
            }
            for line in self.records.summary(PLAYER)
        ]
        unread = "" if self.unread is None else t("lite.records_unread", language, reason=self.unread.explain(language))
        return _answer(unread=unread, caption=caption(len(listed), language), games=kept, summary=summary)

    def download(self, id: str = "") -> str:
        """The save file of one game (``id``) or of every one (""): the dashboard's format."""
        return self.records.export(PLAYER, id or None)

    def replay(self, id: str, language: str = "en") -> str:
        """A kept game as its seat saw it (JSON ``title`` and ``scenes``: the stepper's, one a move, drawn from
        that seat's own views alone, as the dashboard's Replay)."""
        game, record = self.records.record(PLAYER, id)
        steps = replay_steps(record, game.seat, list(game.names), language)
        scenes = build_scenes(steps, games.spec(game.game).title(language), language)
        return _answer(title=describe(game, language), scenes=scenes)

    def import_(self, text: str, language: str = "en") -> str:
        """Merge a file of Download or Download all (this page's or a dashboard's): JSON ``added``, or
        ``said`` (how many were added), or ``error`` (damaged, foreign, oversized, from a newer cardkit,
        nothing new: nothing imported)."""
        try:
            added = self.records.import_(PLAYER, text)
            return _answer(added=added, said=t("dashboard.records_imported", language, n=added))
        except CardkitError as e:
            return _answer(error=e.explain(language))

    def delete(self, id: str, stored: str | None, language: str = "en") -> str:
        """Delete one game (``id``) or every one (""), asked first by the page; then what to write, as
        :meth:`save`. One game is deleted from the games merged with ``stored`` (an unreadable value stays);
        Delete all deletes every game and clears an unreadable value too (the page asked about "every game")."""
        if id:
            try:
                self._merge(stored)
            except CardkitError as e:
                return _answer(error=t("lite.records_unread", language, reason=e.explain(language)))
        self.records.delete(PLAYER, id or None)
        if not id:
            self.unread = None
        return self._text(language)
