"""Where a table's game is held: the kernel's memory (:class:`KernelGame`) or a room's store (:class:`RoomGame`).

The table (``table.py``) reads its game and changes it only through the few methods both holders have,
so one message handler and one frame builder serve a notebook's game, a game against bots that a
reload resumes, and a room of friends. What a holder hands the table is what a room's store hands any
screen: the public facts (:class:`cardkit.rooms.Room`), one seat's view, and that seat's views of the
deal's moves (:class:`cardkit.rooms.Seen`, for the log and the last-move marks). Only the kernel's
holder also holds the whole match (``match``), for notebooks and tests in the same kernel.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, Protocol

from cardkit import games
from cardkit.core import CardkitError, Match, View, derive_seed
from cardkit.core.bots import Bot
from cardkit.core.record import Record
from cardkit.core.seats import HUMAN
from cardkit.core.undo import undo_keep, undoer
from cardkit.rooms import Room, Seen


class Held(Protocol):
    """What a table needs of its game, wherever it is held."""

    game: str
    seats: tuple[str, ...]
    shared: bool  # other screens play it too (a room with several people)
    hint_seed: int

    def read(self, seat: int, deal: int, since: int) -> tuple[Room, View, Seen]: ...

    def act(self, seat: int, action: Any, move: int) -> None: ...

    def next_deal(self, seat: int, move: int) -> None: ...

    def undo(self, seat: int, move: int) -> None: ...

    def undo_keep(self, seat: int) -> int | None: ...

    def new_match(self, seat: int, move: int) -> None: ...

    def record(self, seat: int) -> Record | None: ...

    def bot_to_move(self) -> int | None: ...

    def step_bot(self) -> None: ...

    def save(self) -> Any: ...

    def restore(self, saved: Any) -> None: ...


class KernelGame:
    """A match held in this kernel: dealt from ``seed`` (match number n from ``derive_seed(seed, n)``),
    its bots made by ``make_bot(level, seed)``, moving when the table asks. The views of the people
    (seat 0 at a table of bots only) are kept move by move, so a position set up by hand (:meth:`set_position`)
    is followed like a dealt one."""

    shared = False

    def __init__(
        self, game: str, seats: tuple[str, ...], options: dict, seed: int, make_bot: Callable[[str, int], Bot]
    ) -> None:
        self.game, self.seats = game, seats
        self._options, self._seed, self._make_bot = options, seed, make_bot
        self.matches_started = 0
        self.moves = 0  # counts the changes, as a room's move counter does
        self._new_match()

    def _new_match(self) -> None:
        seed = derive_seed(self._seed, self.matches_started)
        self.matches_started += 1
        self.match = Match(self.game, self._options, seed)
        self.bots = {
            seat: self._make_bot(level, derive_seed(seed, 1000 + seat))
            for seat, level in enumerate(self.seats)
            if level != HUMAN
        }
        self.hint_seed = derive_seed(seed, 999)
        self._start_deal()

    def _start_deal(self) -> None:
        state = self.match.current
        self._start = state.clone()  # undo plays the deal again from here (a dealt or a set-up position)
        self._actors: list[int] = []
        self._actions: list[Any] = []
        self._views: list[dict[int, View]] = [{seat: state.view(seat) for seat in self._watchers()}]
        self._kept: tuple[dict, int, bool, int | CardkitError] | None = None  # see _keep
        # id(view) -> the view (held, so that no other view takes its id) and the cards it shows
        self._seen_in: dict[int, tuple[View, set[str]]] = {}

    def _watchers(self) -> list[int]:
        people = [seat for seat, kind in enumerate(self.seats) if kind == HUMAN]
        return people or [0]

    def set_position(self, state: Any) -> None:
        """Play on from ``state`` (a State of this game, set up by hand or reached elsewhere) as the
        current deal: the log starts there, and undo cannot go back past it."""
        self.match.deals[-1] = state
        self.moves += 1
        self._start_deal()

    # ------------------------------------------------------------------------------ reading
    def read(self, seat: int, deal: int, since: int) -> tuple[Room, View, Seen]:
        match = self.match
        state = match.current
        view = state.view(seat)
        count = len(self._actors)
        if deal != len(match.deals) - 1 or not 0 <= since <= count:
            since = 0
        if seat not in self._views[0]:  # a seat nobody watches: its board, without the moves before
            return self._facts(), view, Seen(len(match.deals) - 1, count, view, ())
        board = games.spec(self.game).board
        moves = []
        for i in range(since, count):
            before, after = self._views[i][seat], self._views[i + 1][seat]
            moves.append((self._actors[i], board.describe(self._actions[i], self._actors[i], before, after), after))
        return self._facts(), view, Seen(len(match.deals) - 1, since, self._views[since][seat], tuple(moves))

    def _facts(self) -> Room:
        match = self.match
        state = match.current
        over = match.is_over()
        people = [seat for seat, kind in enumerate(self.seats) if kind == HUMAN]
        return Room(
            code="",
            game=self.game,
            options=dataclasses.asdict(match.rules.options),
            seats=self.seats,
            names=(None,) * len(self.seats),
            claimed=tuple(kind == HUMAN for kind in self.seats),
            host=people[0] if people else None,
            away=(False,) * len(self.seats),
            handable=(False,) * len(self.seats),
            stand_ins=(None,) * len(self.seats),
            status="finished" if over else "playing",
            moves=self.moves,
            deal=len(match.deals) - 1,
            to_move=state.to_move(),
            deal_over=state.is_over(),
            totals=tuple(match.totals()),
            deal_totals=tuple(tuple(row) for row in match.deal_totals()),
            deal_winners=tuple(tuple(d.winners()) for d in match.deals if d.is_over()),
            winners=tuple(match.winners()) if over else (),
            rematch=None,
            created=0.0,
            updated=0.0,
        )

    # ------------------------------------------------------------------------------ changing
    def act(self, seat: int, action: Any, move: int) -> None:
        self._play(action, seat)

    def _play(self, action: Any, seat: int) -> None:
        state = self.match.current
        mover = state.to_move()
        self.match.apply(action, seat)  # refuses with the rule's explanation, changing nothing
        assert mover is not None  # apply() refuses a move once the game is over
        self._actors.append(mover)
        self._actions.append(action)
        self._views.append({watcher: state.view(watcher) for watcher in self._views[0]})
        self.moves += 1

    def next_deal(self, seat: int, move: int) -> None:
        self.match.next_deal()  # refuses while the game goes on, or once the match is over
        self.moves += 1
        self._start_deal()

    def undo_keep(self, seat: int) -> int | None:
        try:
            return self._keep(seat)
        except CardkitError:
            return None

    def _keep(self, seat: int) -> int:
        if undoer(self.seats) != seat:
            raise CardkitError("undo.not_here")
        # Every frame asks (is "Undo" enabled?), a select too: the answer is kept until the deal's moves
        # change. The views' list is only ever appended to, cut or replaced, so its last entry (kept here,
        # so no other can take its id) and its length say whether it changed.
        last, over = self._views[-1], self.match.current.is_over()
        kept = self._kept
        if kept is None or kept[0] is not last or kept[1:3] != (len(self._views), over):
            views = [views[seat] for views in self._views]
            try:
                keep: int | CardkitError = undo_keep(self._seen, seat, views, self._actors, over)
            except CardkitError as e:
                keep = e
            kept = self._kept = (last, len(self._views), over, keep)
        keep = kept[3]
        if isinstance(keep, CardkitError):
            raise keep.with_traceback(None)
        return keep

    def _seen(self, view: View) -> set[str]:
        """The cards ``view`` shows, worked out once per view of the deal (the undo rule reads them all)."""
        known = self._seen_in.get(id(view))
        if known is None or known[0] is not view:
            known = self._seen_in[id(view)] = (view, games.spec(self.game).board.seen(view))
        return known[1]

    def undo(self, seat: int, move: int) -> None:
        keep = self._keep(seat)
        state = self._start.clone()
        for action in self._actions[:keep]:
            state.apply(action)
        self.match.deals[-1] = state
        del self._actors[keep:], self._actions[keep:], self._views[keep + 1 :]
        self.moves += 1

    def new_match(self, seat: int, move: int) -> None:
        self._new_match()
        self.moves += 1

    def record(self, seat: int) -> Record | None:
        state = self.match.current
        if not state.is_over() or state.seed is None:  # a position set up by hand has no record to replay
            return None
        return state.record()

    # ------------------------------------------------------------------------------ bots
    def bot_to_move(self) -> int | None:
        mover = self.match.current.to_move()
        return mover if mover in self.bots else None

    def step_bot(self) -> None:
        seat = self.bot_to_move()
        if seat is None:
            return
        view = self.match.current.view(seat)  # a bot decides from its own view, like a player
        self._play(self.bots[seat].choose(view), seat)

    # ------------------------------------------------------------------------------ a refusal changes nothing
    def save(self) -> Any:
        match = self.match
        return (
            match,
            [*match.deals[:-1], match.current.clone()],
            self.bots,
            self.hint_seed,
            self.matches_started,
            self.moves,
            self._start,
            list(self._actors),
            list(self._actions),
            list(self._views),
        )

    def restore(self, saved: Any) -> None:
        (
            self.match,
            deals,
            self.bots,
            self.hint_seed,
            self.matches_started,
            self.moves,
            self._start,
            self._actors,
            self._actions,
            self._views,
        ) = saved
        self.match.deals[:] = deals


class RoomGame:
    """Seats of room ``code`` in ``store``, by their tokens (``{seat: token}``): every read and change
    goes to the store, which checks each change against the room's move counter, so two screens never
    both play the same move. A room whose people all sit at this screen (one person against bots) has
    its bots moved when the table asks, like the kernel's; in a room of several people the bots move in
    the store right after the move before theirs."""

    def __init__(self, store: Any, code: str, tokens: dict[int, str]) -> None:
        self.store, self.code, self.tokens = store, code, dict(tokens)
        for seat, token in self.tokens.items():
            if store.rejoin(code, token) != seat:  # refuses an unknown room or a bad token
                raise CardkitError("rooms.bad_token", code=code)
        room = store.public(code)
        self.game, self.seats = room.game, tuple(room.seats)
        people = [seat for seat, kind in enumerate(self.seats) if kind == HUMAN]
        self.shared = any(seat not in self.tokens for seat in people)
        self.hint_seed = 0  # the room's seed is the store's alone
        self._facts: Room = room

    def _token(self, seat: int) -> str:
        return self.tokens[seat]

    def read(self, seat: int, deal: int, since: int) -> tuple[Room, View, Seen]:
        room, view, seen = self.store.read(self.code, self._token(seat), deal, since)
        self._facts = room
        return room, view, seen

    def act(self, seat: int, action: Any, move: int) -> None:
        self._facts = self.store.act(self.code, self._token(seat), action, move=move, bots=self.shared)

    def next_deal(self, seat: int, move: int) -> None:
        self._facts = self.store.next_deal(self.code, self._token(seat), move=move, bots=self.shared)

    def undo(self, seat: int, move: int) -> None:
        self._facts = self.store.undo(self.code, self._token(seat), move=move)

    def undo_keep(self, seat: int) -> int | None:
        return self.store.undo_keep(self.code, self._token(seat)) if undoer(self.seats) == seat else None

    def new_match(self, seat: int, move: int) -> None:
        self._facts = self.store.new_match(self.code, self._token(seat), move=move)

    def record(self, seat: int) -> Record | None:
        try:
            return self.store.record(self.code, self._token(seat))
        except CardkitError:
            return None

    def bot_to_move(self) -> int | None:
        room = self._facts
        if self.shared or room.status != "playing" or room.to_move is None:
            return None
        return room.to_move if room.mover(room.to_move) != HUMAN else None

    def step_bot(self) -> None:
        self._facts = self.store.step_bot(self.code) or self.store.public(self.code)

    def save(self) -> Any:
        return None  # the store's changes are whole or nothing

    def restore(self, saved: Any) -> None:
        return None
