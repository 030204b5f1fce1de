"""A player's finished games, kept beside the rooms: in their SQLite file or on their Redis server
(docs/records.md).

A kept game is one finished deal as one seat played it: its record (options, seed, moves), the seat,
who sat where (a person or a bot level), the names, the deal's scores and winners, and the date. It is
keyed by the SHA-256 of the player id (made and kept by the browser, never in a link) and by an id
drawn from the record and the seat, so the same finished game added twice (a retry, two tabs) is one.
The scores and winners are never read from outside: they are worked out again by replaying the record.

Beside the games, the store keeps each player's first answer to each shipped puzzle (by its name:
``cardkit.core.shipped``): a puzzle is **solved** when that first answer was the Expert's. A later answer
is shown its verdict like the first but changes nothing (it is not kept), so "solved" is the learner's own
find, not a guess made after reading the answer, and a retry or a second tab counts nothing twice.
"""

from __future__ import annotations

import builtins
import hashlib
import json
import math
import re
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cardkit import games as registry
from cardkit.core import CardkitError
from cardkit.core.arena import wilson  # the 95% Wilson interval, as the arena gives it
from cardkit.core.game import BadSave
from cardkit.core.record import Record, dumps, loads
from cardkit.core.seats import HUMAN
from cardkit.core.shipped import puzzle_ids
from cardkit.records.redis import RedisRows
from cardkit.records.rows import Row, SQLiteRows
from cardkit.rooms import open_store
from cardkit.rooms.redis import RedisStore
from cardkit.rooms.sqlite import SQLiteStore

KIND = "records"  # the save-file kind of an export (cardkit.core.record.dumps)
PLAYER = re.compile(r"[A-Za-z0-9_-]{16,128}")  # a player id as a browser draws it (link.js)


class RecordsError(CardkitError):
    """A refused records operation; nothing was changed."""


def player_key(player: Any) -> str:
    """The SHA-256 a player id is kept under; a malformed id is refused."""
    if not isinstance(player, str) or not PLAYER.fullmatch(player):
        reason = "not a text" if not isinstance(player, str) else "16 to 128 letters, digits, - or _"
        raise RecordsError("records.bad_player", reason=reason)
    return hashlib.sha256(player.encode()).hexdigest()


@dataclass(frozen=True)
class Game:
    """One finished game as one seat played it (no card: the moves are in :meth:`Records.record`)."""

    id: str
    player: str  # the SHA-256 of the player id
    date: float  # seconds since the epoch
    game: str
    seat: int
    seats: tuple[str, ...]  # per seat, "human" or a bot level
    names: tuple[str, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]

    @property
    def won(self) -> bool:
        return self.seat in self.winners

    @property
    def margin(self) -> int:
        """The seat's score less the best other seat's."""
        others = [s for i, s in enumerate(self.scores) if i != self.seat]
        return self.scores[self.seat] - max(others) if others else 0

    @property
    def opponents(self) -> str:
        """Who the others were: a bot level when every other seat is a bot of that level, "people" when
        every other seat is a person, else "mixed"."""
        kinds = {kind for i, kind in enumerate(self.seats) if i != self.seat}
        if kinds == {HUMAN}:
            return "people"
        return kinds.pop() if len(kinds) == 1 else "mixed"

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "player": self.player[:12],
            "date": self.date,
            "game": self.game,
            "seat": self.seat,
            "seats": list(self.seats),
            "names": list(self.names),
            "scores": list(self.scores),
            "winners": list(self.winners),
            "won": self.won,
            "margin": self.margin,
            "opponents": self.opponents,
        }


@dataclass(frozen=True)
class Line:
    """The summary of one game against one kind of opponent: games, wins with a 95% interval (Wilson),
    and the running average margin after each game, oldest first."""

    game: str
    opponents: str
    games: int
    wins: int
    low: float
    high: float
    margins: tuple[float, ...]

    def to_json(self) -> dict[str, Any]:
        return {**self.__dict__, "margins": list(self.margins)}


@dataclass(frozen=True)
class Puzzles:
    """The shipped puzzles of one game: how many the player (or every player, for a teacher) ``solved`` (their
    first answer right), how many they ``tried`` (answered at all), and how many the game ships (``of``)."""

    game: str
    solved: int
    tried: int
    of: int

    def to_json(self) -> dict[str, Any]:
        return dict(self.__dict__)


def _game_id(record: Record, seat: int) -> str:
    text = json.dumps(record.to_json(), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(f"{text}/{seat}".encode()).hexdigest()[:32]


def kept(record: Record, seat: int, seats: Any, names: Any, date: float, player: str = "") -> Game:
    """The kept game of ``seat`` in the finished ``record``; its scores and winners from the replay."""
    state = record.replay()
    n = state.num_players
    if not state.is_over():
        raise RecordsError("records.bad_game", n=1, reason="the game is not over")
    if type(seat) is not int or not 0 <= seat < n:
        raise RecordsError("records.bad_game", n=1, reason=f"there is no seat {seat!r}")
    seats, names = tuple(seats), tuple(names)
    if len(seats) != n or len(names) != n or not all(isinstance(x, str) and len(x) <= 64 for x in seats + names):
        raise RecordsError("records.bad_game", n=1, reason="the seats or the names do not fit the game")
    if type(date) not in (int, float) or not math.isfinite(date):
        raise RecordsError("records.bad_game", n=1, reason="the date is malformed")
    return Game(
        _game_id(record, seat), player, float(date), record.game, seat, seats, names, tuple(state.totals()),
        tuple(state.winners()),
    )  # fmt: skip


def of_board(board: Any, date: float) -> tuple[Game, Record] | None:
    """The finished game at a play widget's (or a table's) screen, if its seat may have it (the table's
    ``reviewable``: a person's own seat, once the deal is over); else None."""
    table = getattr(board, "table", board)
    mine = table.reviewable()
    if mine is None:
        return None
    record, seat = mine
    return kept(record, seat, table.seats, table.names(), date), record


def _game(meta: str) -> Game:
    """A kept game from its row's ``meta`` (written by :meth:`Records.add`: the file's owner's own)."""
    data = json.loads(meta)
    return Game(
        data["id"], data["player"], data["date"], data["game"], data["seat"], tuple(data["seats"]),
        tuple(data["names"]), tuple(data["scores"]), tuple(data["winners"]),
    )  # fmt: skip


def open_records(url: str | Path | None = None, *, clock: Callable[[], float] = time.time) -> Records:
    """The records kept beside the rooms at ``url`` (the rooms' store address, by default
    ``cardkit.rooms.default_url()``; a plain file path is a SQLite file): a ``records`` table in the SQLite
    file, or keys of their own on the Redis server. An unreadable, damaged or foreign file, or an
    unreachable server, is refused with the rooms' own message, changing nothing."""
    if isinstance(url, Path) or (isinstance(url, str) and "://" not in url):
        url = "sqlite:///" + str(Path(url).resolve()).lstrip("/")
    rooms = open_store(url, clock=clock)  # makes the file cardkit's (0600), or checks the server's version
    if isinstance(rooms, RedisStore):
        return Records(RedisRows(rooms), clock)
    rooms.close()
    assert isinstance(rooms, SQLiteStore)  # open_store knows these two schemes only
    return Records(SQLiteRows(rooms.path), clock)


class Records:
    """One store's kept games (:func:`open_records`)."""

    def __init__(self, rows: SQLiteRows | RedisRows, clock: Callable[[], float] = time.time) -> None:
        self.rows = rows  # the same five operations on either store
        self.clock = clock

    def __enter__(self) -> Records:  # noqa: PYI034
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        self.rows.close()

    def add(self, player: str, game: Any, record: Record | None = None) -> bool:
        """Keep a finished game for ``player``: a :class:`Game` with its ``record``, or a play widget
        whose game at the screen is over (``open_records().add(player, widget)``). False when it was
        kept already (the same game added twice is kept once) or is not over yet."""
        key = player_key(player)
        if not isinstance(game, Game):
            found = of_board(game, self.clock())
            if found is None:
                return False
            game, record = found
        if record is None:
            raise TypeError("a Game is added with its record")
        return self._insert(key, [(game, record)]) == 1

    def _insert(self, key: str, items: builtins.list[tuple[Game, Record]]) -> int:
        return self.rows.insert(
            key,
            [Row(g.id, g.date, json.dumps({**g.to_json(), "player": key}), json.dumps(r.to_json())) for g, r in items],
        )

    def list(self, player: str | None = None, game: str | None = None) -> list[Game]:
        """The kept games of ``player`` (every player's when None: the file's owner, a teacher),
        newest first; only ``game``'s when given."""
        games = [_game(meta) for meta in self.rows.metas(None if player is None else player_key(player))]
        games.sort(key=lambda g: (-g.date, g.id))
        return [g for g in games if game is None or g.game == game]

    def summary(self, player: str | None = None) -> builtins.list[Line]:
        """Per game and kind of opponent: games, wins with a 95% interval, the running average margin."""
        groups: dict[tuple[str, str], builtins.list[Game]] = {}
        for g in reversed(self.list(player)):  # oldest first
            groups.setdefault((g.game, g.opponents), []).append(g)
        lines = []
        for (name, opponents), played in sorted(groups.items()):
            wins = sum(g.won for g in played)
            total, running = 0, []
            for i, g in enumerate(played, 1):
                total += g.margin
                running.append(round(total / i, 2))
            lines.append(Line(name, opponents, len(played), wins, *wilson(wins, len(played)), tuple(running)))
        return lines

    def record(self, player: str, id: str) -> tuple[Game, Record]:
        """One kept game of ``player`` and its record (what a review or a replay needs)."""
        key = player_key(player)
        rows = self.rows.rows(key, id) if isinstance(id, str) else []
        if not rows:
            raise RecordsError("records.unknown_game", id=str(id)[:40])
        meta, record = rows[0]
        return _game(meta), Record.from_json(json.loads(record))

    def export(self, player: str, id: str | None = None) -> str:
        """A save file (``cardkit.core.record``: versioned, checksummed) of ``player``'s kept games, or of
        the one ``id``."""
        key = player_key(player)
        rows = self.rows.rows(key, id) if id is None or isinstance(id, str) else []
        if id is not None and not rows:
            raise RecordsError("records.unknown_game", id=str(id)[:40])
        games = []
        for meta, record in rows:
            data = json.loads(meta)
            games.append({k: data[k] for k in ("date", "seat", "seats", "names")} | {"record": json.loads(record)})
        return dumps(KIND, {"games": games})

    def import_(self, player: str, text: str | bytes) -> int:
        """Merge a file of :meth:`export` into ``player``'s kept games: the number added. Every game is
        replayed and checked first; a damaged, foreign, oversized or future-version file, or one with
        nothing new, is refused whole (nothing is half-imported)."""
        key = player_key(player)
        payload = loads(text, KIND)  # BadSave: not cardkit's, damaged, cut, too large, from a newer cardkit
        games = payload.get("games") if isinstance(payload, dict) else None
        if not isinstance(games, list) or set(payload) != {"games"}:
            raise BadSave("core.bad_save", reason="it holds no list of games")
        items = []
        for n, data in enumerate(games, 1):
            try:
                if not isinstance(data, dict) or set(data) != {"date", "seat", "seats", "names", "record"}:
                    raise RecordsError("records.bad_game", n=n, reason="its fields are not a kept game's")
                record, _ = Record.load(data["record"])
                seats, names = data["seats"], data["names"]
                if not isinstance(seats, list) or not isinstance(names, list):
                    raise RecordsError("records.bad_game", n=n, reason="the seats or the names are malformed")
                items.append((kept(record, data["seat"], seats, names, data["date"], key), record))
            except RecordsError as e:
                raise RecordsError("records.bad_game", n=n, reason=e.params.get("reason", "")) from None
            except CardkitError as e:
                raise RecordsError("records.bad_game", n=n, reason=e.explain("en")) from None
        added = self._insert(key, items)
        if added == 0:
            raise RecordsError("records.nothing_new")
        return added

    def delete(self, player: str, id: str | None = None) -> int:
        """Delete one kept game of ``player`` (``id``), or all of them: how many were deleted (the puzzles
        answered stay: they are no game)."""
        return self.rows.delete(player_key(player), id)

    def solve(self, player: str, puzzle: str, right: bool) -> bool:
        """Keep ``player``'s answer to the shipped puzzle named ``puzzle`` (``Puzzle.id``): ``right`` when it
        was the Expert's. Only a first answer is kept: True when this one was, False when the puzzle was
        answered before (nothing changes). An unknown puzzle or a ``right`` that is not a bool is refused."""
        key = player_key(player)
        game = puzzle.rpartition("-")[0] if isinstance(puzzle, str) else ""
        if game not in registry.names() or puzzle not in puzzle_ids(game):
            raise RecordsError("records.unknown_puzzle", id=str(puzzle)[:40])
        if type(right) is not bool:
            raise RecordsError("records.bad_answer", answer=repr(right)[:20])
        return self.rows.answer(key, puzzle, self.clock(), right)

    def puzzles(self, player: str | None = None) -> builtins.list[Puzzles]:
        """Per game that ships puzzles: solved, tried and shipped (``player``'s, or every player's when None;
        the answers to a puzzle no longer shipped are not counted)."""
        answers = self.rows.answers(None if player is None else player_key(player))
        lines = []
        for game in registry.names():
            ids = set(puzzle_ids(game))
            if ids:
                mine = [solved for id, solved in answers if id in ids]
                lines.append(Puzzles(game, sum(mine), len(mine), len(ids)))
        return lines

    def answered(self, player: str) -> dict[str, bool]:
        """``player``'s first answers, by puzzle id: True when it solved the puzzle."""
        return dict(self.rows.answers(player_key(player)))
