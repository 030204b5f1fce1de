"""The rooms API written once (:class:`Store`), what it hands out (:class:`Room`, :class:`Seen`) and the
record it keeps; a backend (``sqlite.py``, ``redis.py``) only stores texts under codes."""

from __future__ import annotations

import dataclasses
import hashlib
import hmac
import json
import os
import secrets
import threading
import time
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cardkit import games, i18n
from cardkit.core import CardkitError, Match, State, View, action_from_json, action_to_json, derive_seed
from cardkit.core.bots import LEVELS, make_bot
from cardkit.core.bounds import oversized, short
from cardkit.core.record import Record
from cardkit.core.seats import HUMAN, BadSeats, bot_name, check_name, check_seats
from cardkit.core.undo import undo_keep, undoer
from cardkit.rooms import strings
from cardkit.scene import default_names

i18n.add_catalogs(strings.CATALOGS)

FORMAT_VERSION = 1  # of a room's record and of the store around it; a newer one is refused, never rewritten
WAITING, PLAYING, FINISHED = "waiting", "playing", "finished"
FINISHED_TTL = 24 * 3600.0  # a finished room stays a day (the score sheet, the rematch)...
IDLE_TTL = 7 * 24 * 3600.0  # ...and any other a week after its last move or heartbeat
AWAY_AFTER = 15.0  # a seated person with no heartbeat for this long is shown away
HAND_OVER_AFTER = 120.0  # ...and after this long, the host may let a bot play their seat until they are back
WATCH_LONGEST = 600.0  # a watch returns at least this often (a front end then watches again)
RETRIES = 64  # a change recomputed this many times because others committed first gives up (rooms.busy)
SCHEMES = {"sqlite": "sqlite:///", "redis": "redis://"}  # the messages name the address forms (never translated)
RECORD_FIELDS = {
    "version",
    "game",
    "options",
    "seed",
    "deals",
    "seats",
    "names",
    "tokens",
    "moves",
    "status",
    "created",
    "updated",
    "rematch",
    "host",
    "requests",
    "stand_ins",
}
LATER_FIELDS = {
    "host",
    "requests",
    "stand_ins",
}  # added since format 1 was first written: a record without them still loads
REQUESTS_KEPT = 16  # the ids of the last changes a record remembers, so a retried one is not applied twice


class RoomError(CardkitError):
    """A refused room operation (an unknown code, a bad token, a move out of turn...); nothing was changed."""


def default_url() -> str:
    """The default store: a SQLite file in the user's data directory (``$XDG_DATA_HOME/cardkit/rooms.db``,
    else ``~/.local/share/cardkit/rooms.db``)."""
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return "sqlite:///" + str(Path(base, "cardkit", "rooms.db")).lstrip("/")


def open_store(
    url: str | None = None,
    *,
    finished_ttl: float = FINISHED_TTL,
    idle_ttl: float = IDLE_TTL,
    away_after: float = AWAY_AFTER,
    hand_over_after: float = HAND_OVER_AFTER,
    clock: Callable[[], float] = time.time,
) -> Store:
    """The rooms store at ``url`` (:func:`default_url` when None): ``sqlite:///abs/path.db`` or
    ``redis://host:port/db``. Refuses an unknown scheme, an unreachable server, a damaged store or one
    written by a newer cardkit with a :class:`RoomError`, changing nothing.

    ``clock``: the wall clock the store reads, in seconds since the epoch (``time.time``; a test passes
    one it moves on by hand, so no test waits for time to pass). It alone dates the records (``created``,
    ``updated``) and the heartbeats, and decides who is away and which room has expired, on both backends:
    Redis's own ``EXPIRE`` is kept only to free the keys, on the server's real clock, so a room is gone
    once either says so. Waiting for a change (:meth:`Store.watch`) is real waiting, on ``time.monotonic``.

    ``away_after``: seconds without a heartbeat before a seated person is shown away; ``hand_over_after``:
    seconds away before the host may let a bot play that seat (:meth:`Store.stand_in`)."""
    url = default_url() if url is None else url
    if not isinstance(url, str):
        raise RoomError("rooms.unknown_scheme", url=short(url), **SCHEMES)
    ttls = dict(
        finished_ttl=float(finished_ttl),
        idle_ttl=float(idle_ttl),
        away_after=float(away_after),
        hand_over_after=float(hand_over_after),
    )
    if url.startswith("sqlite://"):
        from cardkit.rooms.sqlite import SQLiteStore

        return SQLiteStore(url, clock=clock, **ttls)
    if url.startswith(("redis://", "rediss://", "unix://")):
        from cardkit.rooms.redis import RedisStore

        return RedisStore(url, clock=clock, **ttls)
    raise RoomError("rooms.unknown_scheme", url=short(url), **SCHEMES)


@dataclass(frozen=True)
class Room:
    """What anybody holding a room's code may see: no card, no token, no seed.

    ``seats``: each seat's kind ("human" or a bot level); ``names``: a claimed seat's name (None for a
    free seat or a bot); ``host``: the seat of the room's host, who starts the game (the first person to
    join: the one who made the room; None before anybody joined); ``away``: a claimed seat with no recent
    heartbeat; ``handable``: away long enough that the host may let a bot play it (:meth:`Store.stand_in`);
    ``stand_ins``: the bot level playing a person's seat while they are away (None: nobody stands in);
    ``to_move``: whose turn it is
    while the game is played; ``totals``: the running totals over the finished deals, ``deal_totals``
    each finished deal's, ``deal_winners`` its winners as the engine decides them (its own tie-break,
    e.g. Ipso's stars); ``winners``: the match's winners once it is finished; ``rematch``: the code
    of the rematch once one was asked for.
    """

    code: str
    game: str
    options: dict
    seats: tuple[str, ...]
    names: tuple[str | None, ...]
    claimed: tuple[bool, ...]
    host: int | None
    away: tuple[bool, ...]
    handable: tuple[bool, ...]
    stand_ins: tuple[str | None, ...]
    status: str
    moves: int
    deal: int
    to_move: int | None
    deal_over: bool
    totals: tuple[int, ...]
    deal_totals: tuple[tuple[int, ...], ...]
    deal_winners: tuple[tuple[int, ...], ...]
    winners: tuple[int, ...]
    rematch: str | None
    created: float
    updated: float

    def seat_names(self, language: str = "en") -> list[str]:
        """The names a board shows, as the table gives them: a person's own name, "Bot 2 (normal)" for a
        bot, "Player 3" for a seat nobody has claimed yet, in ``language``."""
        names = default_names(len(self.seats), language)
        for seat, (kind, name) in enumerate(zip(self.seats, self.names)):
            if kind != HUMAN:
                names[seat] = bot_name(seat, kind, language)
            elif name is not None:
                names[seat] = name
        return names

    def mover(self, seat: int) -> str:
        """Who moves for ``seat``: "human", or the bot level of its seat or of the bot standing in for it."""
        return self.seats[seat] if self.seats[seat] != HUMAN else (self.stand_ins[seat] or HUMAN)

    def to_json(self) -> dict[str, Any]:
        """Plain JSON (lists, not tuples), as a front end receives it."""
        return json.loads(json.dumps(dataclasses.asdict(self)))


@dataclass(frozen=True)
class Seen:
    """The current deal's moves as one seat saw them (:meth:`Store.seen`): ``deal`` (counted from 0),
    ``since`` (the number of the first move given), ``before`` (the seat's view before it) and, per move,
    (who made it, its log line -- a ``(language, names) -> text`` function -- and the seat's view after it)."""

    deal: int
    since: int
    before: View
    moves: tuple[tuple[int, Callable[[str, Any], str], View], ...]


@dataclass
class _Record:
    """A room as the store keeps it (the rules' record plus the seats); never sent to a client."""

    game: str
    options: dict
    seed: int
    deals: list  # per deal, its actions as JSON (what Match.to_json keeps)
    seats: list  # per seat, "human" or a bot level
    names: list  # per seat, the claimed name or None
    tokens: list  # per seat, the SHA-256 of its token or None
    moves: int
    status: str
    created: float
    updated: float
    rematch: str | None = None
    host: int | None = None  # the first person's seat to be claimed: the one who made the room
    # The ids of the last changes committed (each store call draws one): a call whose reply was lost and
    # that is sent again (the Redis client retries on a dropped connection) finds its id and does not
    # change the room a second time.
    requests: list = dataclasses.field(default_factory=list)
    # Per seat, the bot level playing a person's seat while they are away (Store.stand_in), else None;
    # empty in a record written before stand-ins (nobody stands in).
    stand_ins: list = dataclasses.field(default_factory=list)

    def standing_in(self, seat: int) -> str | None:
        return self.stand_ins[seat] if self.stand_ins else None

    def to_text(self) -> str:
        fields = {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}  # asdict would copy every move
        return json.dumps({"version": FORMAT_VERSION, **fields}, separators=(",", ":"))

    def note(self, match: Match) -> None:
        """Add the moves and deals ``match`` has beyond the record's (a room's moves are never taken back)."""
        for i, deal in enumerate(match.deals):
            if i == len(self.deals):
                self.deals.append([])
            done = self.deals[i]
            done.extend(action_to_json(a) for a in deal.history[len(done) :])

    @classmethod
    def from_text(cls, code: str, text: str | bytes) -> _Record:
        try:
            data = json.loads(text)
        except (ValueError, UnicodeDecodeError, RecursionError):
            raise RoomError("rooms.damaged_room", code=code, reason="it is not valid JSON") from None
        if not isinstance(data, dict):
            raise RoomError("rooms.damaged_room", code=code, reason="it is not an object")
        version = data.get("version")
        if type(version) is int and version > FORMAT_VERSION:
            raise RoomError("rooms.newer_file", where=f"room {code}", version=version, supported=FORMAT_VERSION)
        if version != FORMAT_VERSION or not RECORD_FIELDS - LATER_FIELDS <= set(data) <= RECORD_FIELDS:
            raise RoomError("rooms.damaged_room", code=code, reason="its fields are not those of a room")
        del data["version"]
        record = cls(**data)
        n = len(record.seats) if isinstance(record.seats, list) else -1
        if not (
            isinstance(record.game, str)
            and isinstance(record.options, dict)
            and type(record.seed) is int
            and isinstance(record.deals, list)
            and record.deals
            and all(isinstance(d, list) for d in record.deals)
            and n > 0
            and all(isinstance(s, str) for s in record.seats)
            and isinstance(record.names, list)
            and len(record.names) == n
            and isinstance(record.tokens, list)
            and len(record.tokens) == n
            and type(record.moves) is int
            and record.status in (WAITING, PLAYING, FINISHED)
            and (record.host is None or type(record.host) is int and 0 <= record.host < n)
            and isinstance(record.requests, list)
            and all(isinstance(r, str) for r in record.requests)
            and isinstance(record.stand_ins, list)
            and len(record.stand_ins) in (0, n)
            and all(level is None or level in LEVELS for level in record.stand_ins)
        ):
            raise RoomError("rooms.damaged_room", code=code, reason="a field has the wrong type")
        return record

    def replay(self, code: str) -> Match:
        """The match the record describes, every move checked by the engine as it is replayed."""
        try:
            match = Match(self.game, self.options, self.seed)
            for i, moves in enumerate(self.deals):
                if i:
                    match.next_deal()
                for move in moves:
                    match.apply(action_from_json(match.current.Actions, move, match.current.title))
        except CardkitError as e:
            raise RoomError("rooms.damaged_room", code=code, reason=f"its moves do not replay: {e}") from None
        return match


def _host(record: _Record) -> int | None:
    """The host's seat: the first person who joined; for a record written before rooms had a host, the
    first claimed seat."""
    if record.host is not None:
        return record.host
    return next((seat for seat, token in enumerate(record.tokens) if token is not None), None)


def _bot_to_move(room: Room) -> bool:
    return room.status == PLAYING and room.to_move is not None and room.mover(room.to_move) != HUMAN


class _NoBot(Exception):
    """Nothing to commit: no bot is to move, or a seat was already given back."""


def _request() -> str:
    """A store call's id, kept in the record it changed (see ``_Record.requests``)."""
    return secrets.token_urlsafe(9)


def _hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def _copy(match: Match) -> Match:
    """A match to change without touching ``match`` (finished deals are never changed: shared)."""
    twin = Match.__new__(Match)
    twin.__dict__.update(match.__dict__)
    twin.deals = [*match.deals[:-1], match.current.clone()]
    return twin


class Store(ABC):
    """The rooms API, written once; a backend (:mod:`cardkit.rooms.sqlite`, :mod:`cardkit.rooms.redis`)
    only stores texts under codes, swaps them atomically and says when one changed."""

    url: str

    def __init__(
        self,
        *,
        finished_ttl: float,
        idle_ttl: float,
        away_after: float,
        hand_over_after: float = HAND_OVER_AFTER,
        clock: Callable[[], float] = time.time,
    ) -> None:
        if finished_ttl <= 0 or idle_ttl <= 0 or away_after <= 0 or hand_over_after <= 0:
            raise ValueError("the rooms' lifetimes and the away delays are positive numbers of seconds")
        self.finished_ttl = finished_ttl
        self.idle_ttl = idle_ttl
        self.away_after = away_after
        self.hand_over_after = hand_over_after
        self.clock = clock  # the wall clock of the stamps, the heartbeats, away and expiry (see open_store)
        self._cache: dict[str, tuple[int, float, Match]] = {}  # code -> (moves, created, the match then)
        self._lock = threading.Lock()

    # ---------------------------------------------------------------------- what a backend provides
    @abstractmethod
    def _get(self, code: str) -> str | None:
        """The record's text, or None for an unknown or expired room."""

    @abstractmethod
    def _add(self, code: str, text: str, moves: int, ttl: float) -> bool:
        """Store a new room; False if the code is taken."""

    @abstractmethod
    def _swap(self, code: str, before: int, text: str, moves: int, ttl: float) -> bool:
        """Replace the record if its move counter is still ``before`` (and notify watchers); False if not."""

    @abstractmethod
    def _moves(self, code: str) -> int | None:
        """The room's move counter, or None for an unknown or expired room."""

    @abstractmethod
    def _wait(self, code: str, since: int, timeout: float) -> int | None:
        """The move counter once it differs from ``since``, or as it is after ``timeout`` seconds."""

    @abstractmethod
    def _touch(self, code: str, seat: int, now: float) -> None:
        """Note a heartbeat of ``seat`` and keep the room alive for its lifetime from now."""

    @abstractmethod
    def _seen(self, code: str) -> dict[int, float]:
        """Each seat's last heartbeat."""

    @abstractmethod
    def close(self) -> None:
        """Let go of the connections."""

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.url}>"

    # ---------------------------------------------------------------------- the API
    def create(self, game: str, options: dict | None, seats: list[str] | tuple[str, ...]) -> Room:
        """A new room of ``game`` with ``options`` (the match's), one seat per entry of ``seats``: "human"
        (open until a person joins) or a bot level. Its code has 96 bits of randomness; its deal seed
        comes from the system's secure generator."""
        spec = games.spec(game)
        try:
            seats = check_seats(seats)
        except BadSeats as e:
            raise RoomError(e.key, **e.params) from None
        if (
            "players" in spec.match_option_names()
            and (options is None or isinstance(options, dict))
            and "players" not in (options or {})
        ):
            options = {**(options or {}), "players": len(seats)}  # the seats say how many play
        try:
            match = Match(game, options, secrets.randbits(62))
            for level in set(seats) - {HUMAN}:
                make_bot(game, level, 0)  # refuses a level this game has no bot for
        except CardkitError as e:
            raise RoomError(e.key, **e.params) from None
        if len(seats) != match.num_players:
            raise RoomError("seats.seat_count", game=spec.title(), players=match.num_players, given=len(seats))
        if HUMAN not in seats:
            raise RoomError("rooms.no_person")
        now = self.clock()
        record = _Record(
            game,
            dataclasses.asdict(match.rules.options),
            match.seed,
            [[]],
            seats,
            [None] * len(seats),
            [None] * len(seats),
            0,
            WAITING,
            now,
            now,
            requests=[_request()],
        )
        code = self._add_new(record)
        self._remember(code, record, match)
        return self._public(code, record, match, {})

    def join(self, code: str, seat: int, name: str) -> str:
        """Claim the free person's ``seat`` (counted from 0) under ``name``; the seat's secret token,
        which :meth:`rejoin` and every move need. A claimed seat is refused."""
        token = secrets.token_urlsafe(24)

        def claim(record: _Record, match: Match) -> None:
            n = len(record.seats)
            if type(seat) is not int or not 0 <= seat < n:
                raise RoomError("rooms.no_seat", seat=short(seat + 1 if type(seat) is int else seat), count=n)
            if record.seats[seat] != HUMAN:
                raise RoomError("rooms.bot_seat", n=seat + 1)
            if record.tokens[seat] is not None:
                free = [s for s, kind in enumerate(record.seats) if kind == HUMAN and record.tokens[s] is None]
                raise RoomError("rooms.seat_taken", n=seat + 1) if free else RoomError("rooms.full")
            record.names[seat] = check_name(name, seat, record.names)
            if _host(record) is None:
                record.host = seat  # the first to join made the room (the dashboard joins its maker at once)
            record.tokens[seat] = _hash(token)

        self._change(code, claim, None)
        self._touch(code, seat, self.clock())
        return token

    def rejoin(self, code: str, token: str) -> int:
        """The seat ``token`` opens (a reload, another tab, a lost connection); a heartbeat too. A player
        whose seat a bot was playing while they were away (:meth:`stand_in`) gets it back."""
        record = self._load(code)
        seat = self._seat(code, record, token)
        self._touch(code, seat, self.clock())
        if record.standing_in(seat) is not None:

            def back(record: _Record, match: Match) -> None:
                if record.standing_in(seat) is None:  # given back meanwhile (another tab): nothing to do
                    raise _NoBot
                record.stand_ins[seat] = None

            try:
                self._change(code, back, None)
            except _NoBot:
                pass
        return seat

    def stand_in(self, code: str, token: str, seat: int, level: str | None) -> Room:
        """The host lets a bot of ``level`` play ``seat`` (counted from 0), a person's seat whose player has
        been away for more than ``hand_over_after`` seconds, so the others can go on; the player gets the
        seat back when they return (:meth:`rejoin`, which every page of theirs calls). ``level`` None hands
        it back at once. The bot decides from that seat's view, like any bot."""

        def hand(record: _Record, match: Match) -> None:
            mine = self._seat(code, record, token)
            self._playing(record)
            host = _host(record)
            if mine != host:
                raise RoomError("rooms.not_host_stand_in", name=record.names[host] if host is not None else "")
            n = len(record.seats)
            if type(seat) is not int or not 0 <= seat < n:
                raise RoomError("rooms.no_seat", seat=short(seat + 1 if type(seat) is int else seat), count=n)
            if record.seats[seat] != HUMAN or record.tokens[seat] is None or seat == mine:
                raise RoomError("rooms.stand_in_seat", n=seat + 1)
            if level is not None:
                if level not in LEVELS:
                    raise RoomError("core.unknown_bot", name=short(level), known=", ".join(LEVELS))
                make_bot(record.game, level, 0)  # refuses a level this game has no bot for
                if self.clock() - self._seen(code).get(seat, 0.0) <= self.hand_over_after:
                    raise RoomError(
                        "rooms.not_away_long", name=record.names[seat], minutes=max(1, round(self.hand_over_after / 60))
                    )
            if not record.stand_ins:
                record.stand_ins = [None] * n
            record.stand_ins[seat] = level

        room = self._change(code, hand, None)
        return self.run_bots(code) if _bot_to_move(room) else room

    def start(self, code: str, token: str, fill: str | None = None, bots: bool = True) -> Room:
        """The host (``Room.host``, the first person who joined) starts the game once every person's seat
        is taken; ``fill`` (a bot level) gives the free ones to bots first. The bots whose turn comes
        first move (unless ``bots`` is False: see :meth:`run_bots`). Another seat's start is refused."""

        def go(record: _Record, match: Match) -> None:
            seat = self._seat(code, record, token)
            if record.status != WAITING:
                raise RoomError("rooms.started")
            host = _host(record)
            if seat != host:
                raise RoomError("rooms.not_host", name=record.names[host] if host is not None else "")
            free = [s for s, kind in enumerate(record.seats) if kind == HUMAN and record.tokens[s] is None]
            if free and fill is None:
                raise RoomError("rooms.seats_open", count=len(free))
            if free:
                if fill not in LEVELS:
                    raise RoomError("core.unknown_bot", name=short(fill), known=", ".join(LEVELS))
                make_bot(record.game, fill, 0)
                for s in free:
                    record.seats[s] = fill
            record.status = PLAYING

        room = self._change(code, go, None)
        return self.run_bots(code) if bots and _bot_to_move(room) else room

    def act(self, code: str, token: str, action: Any, move: int | None = None, bots: bool = True) -> Room:
        """Play ``action`` (as ``legal_actions()`` gives it, or its JSON form) for the token's seat, then
        (unless ``bots`` is False) the bots whose turn follows. ``move``: the move counter the action was
        chosen at; given, a room that changed since refuses it as stale; otherwise the action is checked
        against the room as it is when committed (another seat's move in between makes it out of turn)."""

        def play(record: _Record, match: Match) -> None:
            seat = self._seat(code, record, token)
            self._playing(record)
            state = match.current
            if not isinstance(action, tuple):
                too_big = oversized(action)  # a browser's JSON: bounded before it is read, like the table's messages
                if too_big:
                    raise RoomError("core.bad_action_json", reason=too_big)
            chosen = action if isinstance(action, tuple) else action_from_json(state.Actions, action, state.title)
            match.apply(chosen, seat)  # the engine's full check: a refusal says why, and changes nothing
            if record.standing_in(seat) is not None:  # the player is back and plays: the bot stands down
                record.stand_ins[seat] = None

        room = self._change(code, play, move)
        return self.run_bots(code) if bots and _bot_to_move(room) else room

    def next_deal(self, code: str, token: str, move: int | None = None, bots: bool = True) -> Room:
        """Deal the match's next hand once the current one is over (any seated person may ask)."""

        def deal(record: _Record, match: Match) -> None:
            self._seat(code, record, token)
            self._playing(record)
            match.next_deal()  # refuses while the deal goes on, or once the match is over

        room = self._change(code, deal, move)
        return self.run_bots(code) if bots and _bot_to_move(room) else room

    def step_bot(self, code: str) -> Room | None:
        """The bot to move plays one move, committed like any other; None when no bot is to move.

        Its move is seeded from the room's seed and the move counter, so whichever kernel computes it
        gets the same move, and only one commit of it succeeds: anybody holding the code may call this
        (a kernel that sees a bot to move after the one that made the last move went away)."""

        def bot_move(record: _Record, match: Match) -> None:
            seat = match.current.to_move()
            level = (
                None
                if seat is None
                else (record.seats[seat] if record.seats[seat] != HUMAN else record.standing_in(seat))
            )
            if record.status != PLAYING or level is None or seat is None:
                raise _NoBot
            bot = make_bot(record.game, level, derive_seed(record.seed, 1_000_000 + record.moves))
            match.apply(bot.choose(match.current.view(seat)), seat)

        try:
            return self._change(code, bot_move, None)
        except _NoBot:
            return None

    def run_bots(self, code: str) -> Room:
        """Every bot move until a person is to move or the deal is over, each committed on its own (the
        other screens see each one); the room then."""
        room = self.public(code)
        while _bot_to_move(room):
            room = self.step_bot(code) or self.public(code)
        return room

    def undo(self, code: str, token: str, move: int | None = None) -> Room:
        """Take back the token's seat's last move of the deal, with the bots' moves after it, by the undo
        rule (:mod:`cardkit.core.undo`): only in a room of one person against bots, never past a move
        that showed that person a card they had not seen, never once the deal is over."""

        def back(record: _Record, match: Match) -> None:
            seat = self._seat(code, record, token)
            self._playing(record)
            if undoer(record.seats) != seat:
                raise RoomError("undo.not_here")
            keep = undo_keep(
                games.spec(record.game).board.seen, seat, *self._views_of(match, seat), over=match.current.is_over()
            )
            match.undo(len(match.current.history) - keep)
            del record.deals[-1][keep:]

        return self._change(code, back, move)

    def undo_keep(self, code: str, token: str) -> int | None:
        """How many moves of the deal :meth:`undo` would keep for the token's seat, or None when it would
        refuse (what a board asks to draw its Undo button)."""
        record = self._load(code)
        seat = self._seat(code, record, token)
        if record.status != PLAYING or undoer(record.seats) != seat:
            return None
        match = self._match(code, record)
        try:
            return undo_keep(
                games.spec(record.game).board.seen, seat, *self._views_of(match, seat), over=match.current.is_over()
            )
        except CardkitError:
            return None

    @staticmethod
    def _views_of(match: Match, seat: int) -> tuple[list[View], list[int]]:
        """The seat's view after each move of the current deal (from its start) and who made each move."""
        current = match.current
        assert current.seed is not None  # a room's deals are dealt from its seed
        state = type(current).new(current.options, current.seed)
        views, actors = [state.view(seat)], []
        for action in current.history:
            actors.append(state.to_move())
            state.apply(action)
            views.append(state.view(seat))
        return views, actors

    def new_match(self, code: str, token: str, move: int | None = None) -> Room:
        """A new match in place of the one under way, dealt from a new secure seed: only in a room of one
        person (a room of friends plays a rematch once its match is over)."""

        def again(record: _Record, match: Match) -> Match:
            self._seat(code, record, token)
            if sum(kind == HUMAN for kind in record.seats) != 1:
                raise RoomError("rooms.not_alone")
            fresh = Match(record.game, record.options, secrets.randbits(62))
            record.seed, record.deals, record.status = fresh.seed, [[]], PLAYING
            return fresh

        return self._change(code, again, move)

    def record(self, code: str, token: str) -> Record:
        """The current deal's record (its options, seed and moves) once it is over, for a seated person's
        review: it names every card of the deal, so it is refused while the deal goes on."""
        record = self._load(code)
        self._seat(code, record, token)
        current = self._match(code, record).current
        if not current.is_over():
            raise RoomError("rooms.deal_not_over")
        return current.record()

    def rematch(self, code: str, token: str) -> Room:
        """A new room for the same game, options and seats once the match is over: the same people keep
        their seats, names and tokens, the bots their levels; a new deal seed. Asked twice (by two
        players), it is the same new room."""
        record = self._load(code)
        self._seat(code, record, token)
        if record.status != FINISHED:
            raise RoomError("rooms.not_finished")
        if record.rematch is None:
            match = Match(record.game, record.options, secrets.randbits(62))
            now = self.clock()
            new = _Record(
                record.game,
                record.options,
                match.seed,
                [[]],
                list(record.seats),
                list(record.names),
                list(record.tokens),
                0,
                PLAYING,
                now,
                now,
                host=_host(record),
                requests=[_request()],
            )
            new_code = self._add_new(new)
            self.run_bots(new_code)

            def point(old: _Record, old_match: Match) -> None:
                if old.rematch is None:
                    old.rematch = new_code

            self._change(code, point, None)
        rematch = self._load(code).rematch
        assert rematch is not None  # set just above, by this call or an earlier one
        return self.public(rematch)  # whoever asked first made the one rematch

    def view(self, code: str, token: str) -> View:
        """The token's seat's view of the current deal (what ``state.view(seat)`` gives), and nothing more."""
        record = self._load(code)
        seat = self._seat(code, record, token)
        return self._match(code, record).current.view(seat)

    def seen(self, code: str, token: str, deal: int = 0, since: int = 0) -> Seen:
        """The current deal's moves from number ``since`` on (all of them when ``deal`` is not the current
        deal's number), as the token's seat saw them: its own views before and after each move, and the
        move's log line written from those two views alone (the board's ``describe``), so nothing the
        seat could not see enters it. What a room's board shows as its log and last-move marks."""
        record = self._load(code)
        seat = self._seat(code, record, token)
        return self._moves_seen(record, self._match(code, record), seat, deal, since)

    def read(self, code: str, token: str, deal: int = 0, since: int = 0) -> tuple[Room, View, Seen]:
        """:meth:`public`, :meth:`view` and :meth:`seen` read from one record, so all three are at the
        same move: what a room's board reads after each change (one read of the store, not four)."""
        record = self._load(code)
        seat = self._seat(code, record, token)
        match = self._match(code, record)
        return (
            self._public(code, record, match, self._seen(code)),
            match.current.view(seat),
            self._moves_seen(record, match, seat, deal, since),
        )

    @staticmethod
    def _moves_seen(record: _Record, match: Match, seat: int, deal: int, since: int) -> Seen:
        current = match.current
        history = current.history
        if deal != len(match.deals) - 1 or type(since) is not int or not 0 <= since <= len(history):
            since = 0
        assert current.seed is not None  # a room's deals are dealt from its seed
        state = type(current).new(current.options, current.seed)  # the deal as it was at move ``since``
        for action in history[:since]:
            state.apply(action)
        board = games.spec(record.game).board
        before = first = state.view(seat)
        moves = []
        for action in history[since:]:
            actor = state.to_move()
            state.apply(action)
            after = state.view(seat)
            moves.append((actor, board.describe(action, actor, before, after), after))
            before = after
        return Seen(len(match.deals) - 1, since, first, tuple(moves))

    def seat(self, code: str, token: str) -> int:
        """The seat ``token`` opens (no heartbeat: see :meth:`rejoin` and :meth:`touch`)."""
        return self._seat(code, self._load(code), token)

    def public(self, code: str) -> Room:
        """What anybody with only the code may see: seats, names, who is away, whose turn, the status,
        the move counter and the scores of finished deals; no card."""
        record = self._load(code)
        return self._public(code, record, self._match(code, record), self._seen(code))

    def touch(self, code: str, token: str) -> int:
        """A heartbeat from the token's seat (it is not away); the seat."""
        return self.rejoin(code, token)

    def watch(self, code: str, since: int, timeout: float = 30.0) -> int:
        """Wait until the room's move counter is not ``since`` (or ``timeout`` seconds pass); the counter
        then. A notification where the store has one (Redis), polling at a bounded interval elsewhere."""
        if type(since) is not int:
            raise RoomError("rooms.stale", got=short(since), now="?")
        moves = self._wait(self._code(code), since, min(max(0.0, float(timeout)), WATCH_LONGEST))
        if moves is None:
            raise RoomError("rooms.unknown_room", code=short(code))
        return moves

    # ---------------------------------------------------------------------- shared machinery
    def _code(self, code: Any) -> str:
        if not isinstance(code, str) or not 0 < len(code) <= 64:
            raise RoomError("rooms.unknown_room", code=short(code))
        return code

    def _load(self, code: Any) -> _Record:
        code = self._code(code)
        text = self._get(code)
        if text is None:
            raise RoomError("rooms.unknown_room", code=short(code))
        return _Record.from_text(code, text)

    def _seat(self, code: str, record: _Record, token: Any) -> int:
        """The seat whose token this is; a forged token, or one of another room, is refused."""
        if isinstance(token, str) and token:
            digest = _hash(token)
            for seat, kept in enumerate(record.tokens):
                if kept is not None and hmac.compare_digest(kept, digest):
                    return seat
        raise RoomError("rooms.bad_token", code=code)

    @staticmethod
    def _playing(record: _Record) -> None:
        if record.status == WAITING:
            raise RoomError("rooms.waiting")
        if record.status == FINISHED:
            raise RoomError("core.match_over")

    def _match(self, code: str, record: _Record) -> Match:
        """The record's match, from this store's cache when it holds the same moves (never changed in place)."""
        with self._lock:
            cached = self._cache.get(code)
        if cached is not None and cached[:2] == (record.moves, record.created):
            return cached[2]
        match = record.replay(code)
        self._remember(code, record, match)
        return match

    def _remember(self, code: str, record: _Record, match: Match) -> None:
        with self._lock:
            if len(self._cache) > 256:  # a long-running server keeps the rooms in play, not every room ever
                self._cache.clear()
            self._cache[code] = (record.moves, record.created, match)

    def _change(self, code: Any, change: Callable[[_Record, Match], Match | None], move: int | None) -> Room:
        """Apply ``change`` to the room and commit it with the bots' moves that follow, if nobody committed
        in between (else compute it again on the new room; with ``move`` given, refuse it as stale)."""
        code = self._code(code)
        request = _request()
        for _ in range(RETRIES):
            record = self._load(code)
            if request in record.requests:  # committed, but its answer was lost on the way: not again
                return self._public(code, record, self._match(code, record), self._seen(code))
            before = record.moves
            if move is not None and move != before:
                raise RoomError("rooms.stale", got=short(move), now=before)
            match = _copy(self._match(code, record))
            try:
                match = change(record, match) or match  # a change may put a new match in its place
            except RoomError:
                raise
            except CardkitError as e:  # the engine's refusal, in the learner's words
                raise RoomError(e.key, **e.params) from None
            record.moves += 1
            if record.status == PLAYING and match.is_over():
                record.status = FINISHED
            record.note(match)
            record.updated = self.clock()
            ttl = self.finished_ttl if record.status == FINISHED else self.idle_ttl
            record.requests = [*record.requests, request][-REQUESTS_KEPT:]
            if self._swap(code, before, record.to_text(), record.moves, ttl):
                self._remember(code, record, match)
                return self._public(code, record, match, self._seen(code))
            if request in self._load(code).requests:  # the swap was made; only its answer was lost
                continue
            if move is not None:
                now = self._moves(code)
                raise RoomError("rooms.stale", got=move, now=now if now is not None else "?")
        raise RoomError("rooms.busy", code=code)

    def _add_new(self, record: _Record) -> str:
        """Store ``record`` as a new room under a fresh code (96 bits of randomness): the code. A store
        call sent again after its answer was lost finds its own record there, not another code's."""
        while True:
            code = secrets.token_urlsafe(12)
            if self._add(code, record.to_text(), record.moves, self.idle_ttl):
                return code
            text = self._get(code)
            if text is not None and record.requests[-1] in _Record.from_text(code, text).requests:
                return code

    def _public(self, code: str, record: _Record, match: Match, seen: dict[int, float]) -> Room:
        state: State = match.current
        now = self.clock()
        claimed = tuple(token is not None for token in record.tokens)
        away = tuple(bool(c) and now - seen.get(seat, 0.0) > self.away_after for seat, c in enumerate(claimed))
        handable = tuple(a and now - seen.get(seat, 0.0) > self.hand_over_after for seat, a in enumerate(away))
        stand_ins = tuple(record.stand_ins) if record.stand_ins else (None,) * len(record.seats)
        deal_totals = tuple(tuple(row) for row in match.deal_totals())
        # Each finished deal's winners from the engine (the record replays every deal, so no field holds them).
        deal_winners = tuple(tuple(deal.winners()) for deal in match.deals if deal.is_over())
        return Room(
            code=code,
            game=record.game,
            options=dict(record.options),
            seats=tuple(record.seats),
            names=tuple(record.names),
            claimed=claimed,
            host=_host(record),
            away=away,
            handable=handable,
            stand_ins=stand_ins,
            status=record.status,
            moves=record.moves,
            deal=len(match.deals) - 1,
            to_move=state.to_move() if record.status == PLAYING else None,
            deal_over=state.is_over(),
            totals=tuple(match.totals()),
            deal_totals=deal_totals,
            deal_winners=deal_winners,
            winners=tuple(match.winners()) if record.status == FINISHED else (),
            rematch=record.rematch,
            created=record.created,
            updated=record.updated,
        )
