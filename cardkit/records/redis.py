"""The kept games on the rooms' Redis server (``cardkit dashboard --rooms redis://...``).

A player's games are two hashes keyed by the player's SHA-256, field by field the game's id:
``cardkit:records:<key>:meta`` (the listed facts, read by the list and the summary) and
``cardkit:records:<key>:record`` (the moves, read only for a review, a replay or a download). They do not
expire. Adding and deleting are Lua scripts, which Redis runs atomically: every game of an import or none,
and a game kept already is left as it was (HSETNX), so a retry after a lost answer adds nothing twice (it
then counts 0 added, and an import says it found nothing new).

A player's first answers to the shipped puzzles are a third hash, ``cardkit:records:<key>:puzzles``, field by
field the puzzle's id, its value ``{"date": ..., "solved": true|false}``: written with HSETNX (one command,
atomic by itself), so only the first answer is kept and a retry changes nothing.
"""

from __future__ import annotations

import json
from typing import Any

from cardkit.records.rows import Row
from cardkit.rooms.redis import RedisStore

PREFIX = "cardkit:records:"
# KEYS: the player's meta hash, their record hash. ARGV: id, meta, record, for each game.
INSERT = """
local added = 0
for i = 1, #ARGV, 3 do
  if redis.call('HSETNX', KEYS[1], ARGV[i], ARGV[i + 1]) == 1 then
    redis.call('HSET', KEYS[2], ARGV[i], ARGV[i + 2])
    added = added + 1
  end
end
return added
"""
# KEYS: the player's meta hash, their record hash. ARGV: the game's id, or none for every game.
DELETE = """
if #ARGV == 0 then
  local count = redis.call('HLEN', KEYS[1])
  redis.call('DEL', KEYS[1], KEYS[2])
  return count
end
redis.call('HDEL', KEYS[2], ARGV[1])
return redis.call('HDEL', KEYS[1], ARGV[1])
"""


def _keys(key: str) -> list[str]:
    return [f"{PREFIX}{key}:meta", f"{PREFIX}{key}:record"]


class RedisRows:
    """The kept games on the server of ``store`` (an open :class:`RedisStore`, closed with these rows)."""

    def __init__(self, store: RedisStore) -> None:
        self.store = store
        self._insert = store.script(INSERT)
        self._delete = store.script(DELETE)

    def close(self) -> None:
        self.store.close()

    def insert(self, key: str, rows: list[Row]) -> int:
        args: list[Any] = [value for row in rows for value in (row.id, row.meta, row.record)]
        return int(self._insert(_keys(key), args)) if rows else 0

    def metas(self, key: str | None) -> list[str]:
        """The ``meta`` of every game of the player ``key`` (every player's when None)."""
        if key is not None:
            return list(self.store.command("hvals", _keys(key)[0]))
        found: list[str] = []
        cursor = 0
        while True:  # SCAN, not KEYS: the server goes on answering the rooms meanwhile
            cursor, names = self.store.command("scan", cursor, f"{PREFIX}*:meta", 500)
            for name in names:
                found += self.store.command("hvals", name)
            if int(cursor) == 0:
                return found

    def rows(self, key: str, id: str | None) -> list[tuple[str, str]]:
        """(meta, record) of the player's game ``id``, or of all their games; oldest first."""
        meta_key, record_key = _keys(key)
        if id is not None:
            meta, record = self.store.command("hget", meta_key, id), self.store.command("hget", record_key, id)
            return [] if meta is None or record is None else [(meta, record)]
        metas, records = self.store.command("hgetall", meta_key), self.store.command("hgetall", record_key)
        pairs = [(metas[i], records[i]) for i in metas if i in records]
        pairs.sort(key=lambda pair: (json.loads(pair[0])["date"], json.loads(pair[0])["id"]))
        return pairs

    def delete(self, key: str, id: str | None) -> int:
        return int(self._delete(_keys(key), [] if id is None else [id]))

    def answer(self, key: str, id: str, date: float, solved: bool) -> bool:
        """Keep the player's first answer to the puzzle ``id``: False when one is kept already (left as it was)."""
        value = json.dumps({"date": date, "solved": solved})
        return int(self.store.command("hsetnx", f"{PREFIX}{key}:puzzles", id, value)) == 1

    def answers(self, key: str | None) -> list[tuple[str, bool]]:
        """(puzzle id, solved) of every first answer of the player ``key`` (every player's when None)."""
        names = [f"{PREFIX}{key}:puzzles"] if key is not None else self._names(f"{PREFIX}*:puzzles")
        found: list[tuple[str, bool]] = []
        for name in names:
            answers = self.store.command("hgetall", name)
            found += [(id, bool(json.loads(value)["solved"])) for id, value in answers.items()]
        return found

    def _names(self, pattern: str) -> list[str]:
        found: list[str] = []
        cursor = 0
        while True:  # SCAN, not KEYS: the server goes on answering the rooms meanwhile
            cursor, names = self.store.command("scan", cursor, pattern, 500)
            found += names
            if int(cursor) == 0:
                return found
