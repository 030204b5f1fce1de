"""How a kept game is written (:class:`Row`), and the ``records`` table of the rooms' SQLite file that keeps
them (:class:`SQLiteRows`), beside a ``puzzles`` table of the players' first answers to the shipped puzzles;
``redis.py`` keeps both on a Redis server with the same operations."""

from __future__ import annotations

import sqlite3
import threading
from dataclasses import dataclass
from pathlib import Path

SCHEMA = (
    "CREATE TABLE IF NOT EXISTS records (player TEXT NOT NULL, id TEXT NOT NULL, date REAL NOT NULL, "
    "meta TEXT NOT NULL, record TEXT NOT NULL, PRIMARY KEY (player, id))"
)
# A player's first answer to a puzzle, one row a puzzle: a later answer is no row (INSERT OR IGNORE).
PUZZLES_SCHEMA = (
    "CREATE TABLE IF NOT EXISTS puzzles (player TEXT NOT NULL, id TEXT NOT NULL, date REAL NOT NULL, "
    "solved INTEGER NOT NULL, PRIMARY KEY (player, id))"
)


@dataclass(frozen=True)
class Row:
    """One kept game as a store writes it: its id, date, ``meta`` (the :class:`Game`'s JSON) and record's JSON."""

    id: str
    date: float
    meta: str
    record: str


class SQLiteRows:
    """The kept games in the ``records`` table of the rooms' SQLite file, one row a game."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock = threading.Lock()
        self._db = sqlite3.connect(path, timeout=30, isolation_level=None, check_same_thread=False)
        with self._lock:
            self._db.execute(SCHEMA)
            self._db.execute(PUZZLES_SCHEMA)

    def close(self) -> None:
        self._db.close()

    def insert(self, key: str, rows: list[Row]) -> int:
        """Add the games not kept yet, in one transaction: how many were added."""
        with self._lock:
            before = self._db.total_changes
            self._db.execute("BEGIN IMMEDIATE")
            try:
                self._db.executemany(
                    "INSERT OR IGNORE INTO records VALUES (?, ?, ?, ?, ?)",
                    [(key, row.id, row.date, row.meta, row.record) for row in rows],
                )
                self._db.execute("COMMIT")
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
            return self._db.total_changes - before

    def metas(self, key: str | None) -> list[str]:
        """The ``meta`` of every game of the player ``key`` (every player's when None)."""
        query, args = "SELECT meta FROM records", [] if key is None else [key]
        with self._lock:
            return [meta for (meta,) in self._db.execute(query + (" WHERE player = ?" if args else ""), args)]

    def rows(self, key: str, id: str | None) -> list[tuple[str, str]]:
        """(meta, record) of the player's game ``id``, or of all their games; oldest first."""
        query, args = "SELECT meta, record FROM records WHERE player = ?", [key]
        if id is not None:
            query, args = query + " AND id = ?", [key, id]
        with self._lock:
            return self._db.execute(query + " ORDER BY date, id", args).fetchall()

    def delete(self, key: str, id: str | None) -> int:
        with self._lock:
            before = self._db.total_changes
            if id is None:
                self._db.execute("DELETE FROM records WHERE player = ?", (key,))
            else:
                self._db.execute("DELETE FROM records WHERE player = ? AND id = ?", (key, id))
            return self._db.total_changes - before

    def answer(self, key: str, id: str, date: float, solved: bool) -> bool:
        """Keep the player's first answer to the puzzle ``id``: False when one is kept already (left as it was)."""
        with self._lock:
            before = self._db.total_changes
            self._db.execute("INSERT OR IGNORE INTO puzzles VALUES (?, ?, ?, ?)", (key, id, date, int(solved)))
            return self._db.total_changes > before

    def answers(self, key: str | None) -> list[tuple[str, bool]]:
        """(puzzle id, solved) of every first answer of the player ``key`` (every player's when None)."""
        query, args = "SELECT id, solved FROM puzzles", [] if key is None else [key]
        with self._lock:
            rows = self._db.execute(query + (" WHERE player = ?" if args else ""), args).fetchall()
        return [(id, bool(solved)) for id, solved in rows]
