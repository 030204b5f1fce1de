"""The rooms store in a SQLite file (the default: embedded, no server).

One table of rooms (code, move counter, record, lifetime, expiry time) and one of heartbeats. A change
is a single ``UPDATE ... WHERE code = ? AND moves = ?``: SQLite runs it atomically, across threads and
processes, so of two writers computed from the same move only one matches a row. The file is in WAL
mode (readers never wait for a writer) and marked as cardkit's by its application id; its schema
version is ``PRAGMA user_version``, and a file from a newer cardkit, a damaged file or another
program's database is refused before anything is written. Watching polls the move counter every
25 ms (an indexed read), so a change is seen within that. A room's expiry time is on the store's clock
(``Store.clock``), and a room past it is never served; expired rooms are deleted when the store is
opened and whenever a room is created.
"""

from __future__ import annotations

import logging
import os
import sqlite3
import threading
import time
from pathlib import Path
from typing import Any

from cardkit.core.bounds import short
from cardkit.rooms.store import FORMAT_VERSION, RoomError, Store

APPLICATION_ID = 0x636B726D  # "ckrm": this file is a cardkit rooms file
log = logging.getLogger("cardkit.rooms")
POLL = 0.025  # seconds between two reads of a watched room's move counter
SCHEMA = """
CREATE TABLE rooms (code TEXT PRIMARY KEY, moves INTEGER NOT NULL, record TEXT NOT NULL,
                    ttl REAL NOT NULL, expires REAL NOT NULL);
CREATE INDEX rooms_expires ON rooms (expires);
CREATE TABLE seen (code TEXT NOT NULL, seat INTEGER NOT NULL, at REAL NOT NULL, PRIMARY KEY (code, seat))
"""


class SQLiteStore(Store):
    def __init__(self, url: str, **settings: Any) -> None:
        super().__init__(**settings)
        self.url = url
        rest = url[len("sqlite://") :]
        if not rest.startswith("/") or rest.endswith("/") or "?" in rest:
            raise RoomError(
                "rooms.bad_url",
                url=short(url),
                reason="give the absolute path of a file, as in sqlite:///home/me/rooms.db",
            )
        self.path = Path("/" + rest.lstrip("/"))  # sqlite:///abs/path and sqlite:////abs/path alike
        self._local = threading.local()
        self._connections: list[sqlite3.Connection] = []
        self._connections_lock = threading.Lock()
        # The calls under way: close() waits for them, since closing a connection another thread is using
        # crashes the process (a page closed while its room's watcher was reading).
        self._calls = threading.Condition()
        self._busy = 0
        if self.path.is_dir():
            raise RoomError("rooms.damaged_file", where=str(self.path), reason="it is a folder")
        try:
            self._private()
        except OSError as e:
            raise RoomError("rooms.damaged_file", where=str(self.path), reason=e.strerror or type(e).__name__) from None
        try:
            self._prepare()
        except BaseException:
            self.close()
            raise

    def _private(self) -> None:
        """The rooms file holds every room's seed and moves, so every hidden card: it is made readable by its
        owner alone (0600, in a folder made 0700), and SQLite gives its WAL and shared-memory files the
        file's mode. A file or folder found wider open (an older cardkit's, a copy) is closed to others,
        with a warning."""
        folder = self.path.parent
        if not folder.exists():
            folder.mkdir(mode=0o700, parents=True)
        os.close(os.open(self.path, os.O_CREAT | os.O_WRONLY, 0o600))
        for where in (
            self.path,
            self.path.with_name(self.path.name + "-wal"),
            self.path.with_name(self.path.name + "-shm"),
        ):
            if where.exists() and where.stat().st_mode & 0o077:
                log.warning(
                    "cardkit: %s could be read by other users (mode %o): it is now its owner's alone",
                    where,
                    where.stat().st_mode & 0o777,
                )
                where.chmod(0o600)

    def _prepare(self) -> None:
        """Check the file is a cardkit rooms file this cardkit reads (or empty: then make it one)."""
        with self._guard():
            db = self._db()
            self._check(db)
            db.execute("BEGIN IMMEDIATE")  # two first openings at once: one makes the tables
            try:
                if not self._check(db):
                    for statement in [
                        *SCHEMA.split(";"),
                        f"PRAGMA application_id = {APPLICATION_ID}",
                        f"PRAGMA user_version = {FORMAT_VERSION}",
                    ]:
                        db.execute(statement)  # one by one: executescript would commit first
                db.execute("COMMIT")
            except BaseException:
                db.execute("ROLLBACK")
                raise
            db.execute("PRAGMA journal_mode = WAL")
            self._purge(db)

    def _check(self, db: sqlite3.Connection) -> bool:
        """Whether the file already holds the rooms tables (refusing a newer or foreign file)."""
        version = db.execute("PRAGMA user_version").fetchone()[0]
        application = db.execute("PRAGMA application_id").fetchone()[0]
        tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if application == APPLICATION_ID and version > FORMAT_VERSION:
            raise RoomError("rooms.newer_file", where=str(self.path), version=version, supported=FORMAT_VERSION)
        if not tables and not version and not application:
            return False
        if application != APPLICATION_ID or version != FORMAT_VERSION or not {"rooms", "seen"} <= tables:
            raise RoomError("rooms.damaged_file", where=str(self.path), reason="it is another program's database")
        return True

    def _db(self) -> sqlite3.Connection:
        """This thread's connection (a connection is not shared between threads)."""
        db = getattr(self._local, "db", None)
        if db is None:
            db = sqlite3.connect(self.path, timeout=30, isolation_level=None, check_same_thread=False)
            db.execute("PRAGMA synchronous = NORMAL")  # in WAL mode: durable across a crash of the process
            self._local.db = db
            with self._connections_lock:
                self._connections.append(db)
        return db

    def _guard(self) -> _Guard:
        return _Guard(str(self.path), self)

    def _purge(self, db: sqlite3.Connection) -> None:
        now = self.clock()
        db.execute("DELETE FROM rooms WHERE expires < ?", (now,))
        db.execute("DELETE FROM seen WHERE code NOT IN (SELECT code FROM rooms)")

    # ---------------------------------------------------------------------- the backend
    def _get(self, code: str) -> str | None:
        with self._guard():
            row = (
                self._db()
                .execute("SELECT record FROM rooms WHERE code = ? AND expires >= ?", (code, self.clock()))
                .fetchone()
            )
        return row[0] if row else None

    def _add(self, code: str, text: str, moves: int, ttl: float) -> bool:
        with self._guard():
            db = self._db()
            self._purge(db)
            cursor = db.execute(
                "INSERT OR IGNORE INTO rooms VALUES (?, ?, ?, ?, ?)", (code, moves, text, ttl, self.clock() + ttl)
            )
        return cursor.rowcount == 1

    def _swap(self, code: str, before: int, text: str, moves: int, ttl: float) -> bool:
        now = self.clock()
        with self._guard():
            cursor = self._db().execute(
                "UPDATE rooms SET record = ?, moves = ?, ttl = ?, expires = ? WHERE code = ? AND moves = ? "
                "AND expires >= ?",
                (text, moves, ttl, now + ttl, code, before, now),
            )
        return cursor.rowcount == 1

    def _moves(self, code: str) -> int | None:
        with self._guard():
            row = (
                self._db()
                .execute("SELECT moves FROM rooms WHERE code = ? AND expires >= ?", (code, self.clock()))
                .fetchone()
            )
        return row[0] if row else None

    def _wait(self, code: str, since: int, timeout: float) -> int | None:
        deadline = time.monotonic() + timeout
        while True:
            moves = self._moves(code)
            if moves is None or moves != since or time.monotonic() >= deadline:
                return moves
            time.sleep(min(POLL, max(0.0, deadline - time.monotonic())))

    def _touch(self, code: str, seat: int, now: float) -> None:
        with self._guard():
            db = self._db()
            db.execute("INSERT OR REPLACE INTO seen VALUES (?, ?, ?)", (code, seat, now))
            db.execute(
                "UPDATE rooms SET expires = MAX(expires, ? + ttl) WHERE code = ? AND expires >= ?", (now, code, now)
            )

    def _seen(self, code: str) -> dict[int, float]:
        with self._guard():
            return dict(self._db().execute("SELECT seat, at FROM seen WHERE code = ?", (code,)).fetchall())

    def close(self) -> None:
        with self._calls:
            self._calls.wait_for(lambda: self._busy == 0, timeout=60)
            with self._connections_lock:
                connections, self._connections = self._connections, []
            for db in connections:
                db.close()
            self._local = threading.local()


class _Guard:
    """SQLite's errors as the store's: a damaged file says so; a file kept locked too long is busy."""

    def __init__(self, where: str, store: SQLiteStore) -> None:
        self.where = where
        self.store = store

    def __enter__(self) -> None:
        with self.store._calls:
            self.store._busy += 1

    def __exit__(self, kind: type | None, error: BaseException | None, tb: object) -> None:
        with self.store._calls:
            self.store._busy -= 1
            self.store._calls.notify_all()
        if isinstance(error, sqlite3.OperationalError) and ("locked" in str(error) or "busy" in str(error)):
            raise RoomError("rooms.busy", code=self.where) from None
        if isinstance(error, sqlite3.DatabaseError):
            raise RoomError("rooms.damaged_file", where=self.where, reason=str(error)) from None
