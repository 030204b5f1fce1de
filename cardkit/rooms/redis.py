"""The rooms store on a Redis server (``pip install "cardkit[rooms-redis]"``), for several dashboard
servers behind one address.

A room is a hash ``cardkit:room:<code>`` (its record, move counter, lifetime and expiry time) beside a
hash of heartbeats ``cardkit:seen:<code>``. The expiry time is on the store's clock (``Store.clock``),
renewed by every change and heartbeat, and checked by every read and write, so a room expires as in
SQLite, under a test's clock too; both keys also expire on the server (EXPIRE, on Redis's own real
clock, renewed alike), which frees them. A change is a Lua script -- compare the move counter, write,
renew, publish the new counter on ``cardkit:room:<code>`` -- which Redis runs atomically, so of two
writers computed from the same move only one succeeds. Watching subscribes to that channel. A server
with persistence on (``appendonly yes``, ``appendfsync always``) keeps every committed move across a
restart; the client reconnects and retries on its own. The key ``cardkit:rooms:version`` holds the store's format
version: a newer one is refused.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from cardkit.core.bounds import short
from cardkit.rooms.store import FORMAT_VERSION, SCHEMES, RoomError, Store

try:
    import redis
    from redis.backoff import ExponentialBackoff
    from redis.retry import Retry
except ImportError:  # pragma: no cover - the extra is part of the test install
    redis = None  # type: ignore[assignment]  # open_store says which extra to install

VERSION_KEY = "cardkit:rooms:version"
# KEYS: the room, its heartbeats. ARGV: the counter before, the record, the counter after, the lifetime,
# the expiry time, now (the store's clock). A room written before its expiry time was kept has none (EXPIRE alone).
SWAP = """
local expires = redis.call('HGET', KEYS[1], 'expires')
if expires and tonumber(expires) < tonumber(ARGV[6]) then return 0 end
if redis.call('HGET', KEYS[1], 'moves') ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 'record', ARGV[2], 'moves', ARGV[3], 'ttl', ARGV[4], 'expires', ARGV[5])
redis.call('EXPIRE', KEYS[1], ARGV[4])
redis.call('EXPIRE', KEYS[2], ARGV[4])
redis.call('PUBLISH', KEYS[1], ARGV[3])
return 1
"""
# KEYS: the room. ARGV: the record, the counter, the lifetime, the expiry time.
ADD = """
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], 'record', ARGV[1], 'moves', ARGV[2], 'ttl', ARGV[3], 'expires', ARGV[4])
redis.call('EXPIRE', KEYS[1], ARGV[3])
return 1
"""
# KEYS: the room, its heartbeats. ARGV: the seat, the time (the store's clock).
TOUCH = """
local ttl = redis.call('HGET', KEYS[1], 'ttl')
if not ttl then return 0 end
local expires = tonumber(redis.call('HGET', KEYS[1], 'expires')) or 0
if expires > 0 and expires < tonumber(ARGV[2]) then return 0 end
redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])
redis.call('HSET', KEYS[1], 'expires', string.format('%.17g', math.max(expires, tonumber(ARGV[2]) + tonumber(ttl))))
redis.call('EXPIRE', KEYS[1], ttl)
redis.call('EXPIRE', KEYS[2], ttl)
return 1
"""


def _seconds(ttl: float) -> int:
    return max(1, round(ttl))


class RedisStore(Store):
    def __init__(self, url: str, **settings: Any) -> None:
        super().__init__(**settings)
        self.url = url
        if redis is None:
            raise RoomError("rooms.no_redis", **SCHEMES)
        try:
            self._redis = redis.Redis.from_url(
                url,
                decode_responses=True,
                socket_connect_timeout=2,
                socket_timeout=10,
                health_check_interval=30,
                # A restarted server: reconnect and try again a few times before giving up.
                retry=Retry(ExponentialBackoff(cap=0.5, base=0.02), 4),
                retry_on_error=[redis.ConnectionError, redis.TimeoutError],
            )
        except ValueError as e:
            raise RoomError("rooms.bad_url", url=short(url), reason=str(e)) from None
        where = self._where()
        try:
            self._redis.ping()
            version = self._redis.get(VERSION_KEY)
            if version is None:
                self._redis.set(VERSION_KEY, FORMAT_VERSION, nx=True)
                version = self._redis.get(VERSION_KEY)
        except (redis.ConnectionError, redis.TimeoutError) as e:
            self.close()
            raise RoomError("rooms.unreachable", where=where, reason=_reason(e), **SCHEMES) from None
        except redis.RedisError as e:
            self.close()
            raise RoomError("rooms.unreachable", where=where, reason=_reason(e), **SCHEMES) from None
        if not version or not version.isdigit():
            self.close()
            raise RoomError("rooms.damaged_file", where=where, reason=f"{VERSION_KEY} is {short(version)}")
        if int(version) > FORMAT_VERSION:
            self.close()
            raise RoomError("rooms.newer_file", where=where, version=int(version), supported=FORMAT_VERSION)
        self._swap_script = self._redis.register_script(SWAP)
        self._add_script = self._redis.register_script(ADD)
        self._touch_script = self._redis.register_script(TOUCH)

    def _where(self) -> str:
        kwargs = self._redis.connection_pool.connection_kwargs
        if "path" in kwargs:
            return str(kwargs["path"])
        return f"{kwargs.get('host', '?')}:{kwargs.get('port', '?')}"

    def command(self, name: str, *args: Any) -> Any:
        """A Redis command on this store's server, for the records kept beside the rooms
        (``cardkit.records``); a server gone for good is said plainly."""
        return self._call(getattr(self._redis, name), *args)

    def script(self, source: str) -> Callable[[list[str], list[Any]], Any]:
        """A Lua script run atomically on this store's server: ``run(keys, args)``."""
        registered = self._redis.register_script(source)
        return lambda keys, args: self._call(registered, keys=keys, args=args)

    def _call(self, what: Any, *args: Any, **kwargs: Any) -> Any:
        """A Redis command; a server gone for good is said plainly."""
        try:
            return what(*args, **kwargs)
        except (redis.ConnectionError, redis.TimeoutError) as e:
            raise RoomError("rooms.unreachable", where=self._where(), reason=_reason(e), **SCHEMES) from None

    # ---------------------------------------------------------------------- the backend
    def _live(self, code: str, field: str) -> str | None:
        """A field of the room, None once it has expired on the store's clock (or on Redis's)."""
        value, expires = self._call(self._redis.hmget, _room_key(code), [field, "expires"])
        return value if expires is None or float(expires) >= self.clock() else None

    def _get(self, code: str) -> str | None:
        return self._live(code, "record")

    def _add(self, code: str, text: str, moves: int, ttl: float) -> bool:
        return bool(
            self._call(
                self._add_script,
                keys=[_room_key(code)],
                args=[text, moves, _seconds(ttl), repr(self.clock() + _seconds(ttl))],
            )
        )

    def _swap(self, code: str, before: int, text: str, moves: int, ttl: float) -> bool:
        now = self.clock()
        return bool(
            self._call(
                self._swap_script,
                keys=[_room_key(code), _seen_key(code)],
                args=[before, text, moves, _seconds(ttl), repr(now + _seconds(ttl)), repr(now)],
            )
        )

    def _moves(self, code: str) -> int | None:
        moves = self._live(code, "moves")
        return int(moves) if moves is not None else None

    def _wait(self, code: str, since: int, timeout: float) -> int | None:
        deadline = time.monotonic() + timeout
        pubsub = self._redis.pubsub(ignore_subscribe_messages=True)
        try:
            pubsub.subscribe(_room_key(code))
            moves = self._moves(code)  # read after subscribing: a change in between is not missed
            while moves is not None and moves == since:
                left = deadline - time.monotonic()
                if left <= 0:
                    break
                message = pubsub.get_message(timeout=min(left, 1.0))
                if message is not None or time.monotonic() >= deadline:
                    moves = self._moves(code)
        except (redis.ConnectionError, redis.TimeoutError):
            time.sleep(min(0.1, max(0.0, deadline - time.monotonic())))  # the server restarting: say how it is now
            moves = self._moves(code)
        finally:
            pubsub.close()
        return moves

    def _touch(self, code: str, seat: int, now: float) -> None:
        self._call(self._touch_script, keys=[_room_key(code), _seen_key(code)], args=[seat, repr(now)])

    def _seen(self, code: str) -> dict[int, float]:
        seen = self._call(self._redis.hgetall, _seen_key(code))
        return {int(seat): float(at) for seat, at in seen.items()}

    def close(self) -> None:
        redis_client = getattr(self, "_redis", None)
        if redis_client is not None:
            redis_client.close()
            redis_client.connection_pool.disconnect()


def _room_key(code: str) -> str:
    return f"cardkit:room:{code}"


def _seen_key(code: str) -> str:
    return f"cardkit:seen:{code}"


def _reason(error: Exception) -> str:
    return str(error).split("\n")[0][:120] or type(error).__name__
