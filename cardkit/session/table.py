"""The table: a game (or a match) being played at one screen, with no user interface.

One table serves every game, wherever it is held (``holders.py``): a match in this kernel's memory
(:class:`Table`), a game against bots kept in a room's store so a reload resumes it, or a seat of a
room of friends (:meth:`Table.in_room`). The table keeps what belongs to its screen -- the seats it
holds, the hot-seat pass screen, the language, the selection of a move made in several clicks, the
hint shown, the log and last-move marks of each seat it shows, the answer to the last message -- and
reads the game through its holder: the public facts, a seat's view, that seat's views of the moves.

A front end (the notebook's play widget, the dashboard, the tests) sends it the messages a board sends
-- ``act``, ``select`` and ``command``, each carrying the move counter of the scene it was clicked on
and the seat at the screen -- and draws :meth:`Table.frame`, the scene of the seat at the screen. A
stale, repeated, out-of-turn or illegal message is refused: it changes nothing and the outcome explains
why, in the table's language. Anything else going wrong is caught and logged, the table put back as it
was, and a short message without a traceback or a server path is the outcome.

Bots move only when the front end asks (:meth:`Table.step_bot`, :meth:`Table.run_bots`), so it can pace
them on its own loop; in a room of several people they move in the store, right after the move before
theirs. In hot-seat (several people at one screen) a pass screen hides the board until the next player
asks to see it. This module imports no widget library.
"""

from __future__ import annotations

import dataclasses
import logging
import random
import traceback
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cardkit import games, i18n
from cardkit.coach.hints import JUDGE, Hint, hint
from cardkit.core import CardkitError, IllegalAction, Record, State, action_from_json
from cardkit.core.bots import Bot, make_bot
from cardkit.core.bounds import short
from cardkit.core.game import make_options
from cardkit.core.seats import HUMAN, bot_name, check_names, check_seats
from cardkit.core.undo import undoer
from cardkit.i18n import t
from cardkit.rooms import Room
from cardkit.scene import SCENE_VERSION, Context, arrange, default_names, result_text
from cardkit.session.frames import deal_text, mark_moves, moved_cards, score_sheet, targets
from cardkit.session.holders import Held, KernelGame, RoomGame
from cardkit.session.messages import COMMANDS, Outcome, Refused, check_shape, summary
from cardkit.session.rules_panel import load_rules

log = logging.getLogger("cardkit.table")

LOG_LINES = 8
LOCAL = 1000  # a scene's move: the game's change counter times this, plus this screen's own changes


@dataclass
class Follow:
    """A seat's moves of the deal as that seat saw them: the log's lines, where each card was after the
    last move, and what each player's last move moved (read from the holder's ``Seen``)."""

    deal: int = -1
    count: int = 0  # the deal's moves followed so far
    log: list = field(default_factory=list)  # (language, names) -> text, one per move
    places: dict = field(default_factory=dict)  # card key -> zone id
    moved: dict = field(default_factory=dict)  # actor -> (move number, card keys)

    def copy(self) -> Follow:
        return dataclasses.replace(self, log=list(self.log), places=dict(self.places), moved=dict(self.moved))


@dataclass
class Screen:
    """What belongs to this screen, and changes with its messages. A refusal puts back a copy taken before it."""

    language: str
    screen: int  # the seat whose view is on the screen
    selection: Any = None  # the part of a multi-click move chosen so far
    hint: Any = None  # the suggested action, highlighted on the board
    notice: str = ""
    hidden: bool = False  # hot-seat: a pass screen hides the board...
    pass_to: int | None = None  # ...until this seat asks to see it (None: the bots are playing)
    local: int = 0  # changes made on this screen only (a select, a hint): part of the scene's move
    move: int = 0  # the scene's move: a message must carry the move of the scene it was clicked on
    generation: int = 0  # a new deal, a new match or an undo starts a new one: a paced bot move is dropped
    confirming: bool = False  # "New game" was asked during a game: the next message confirms it or not
    order: dict = field(default_factory=dict)  # seat -> how it arranged its hand (scene/arrange.py)
    follow: dict = field(default_factory=dict)  # seat -> Follow

    def copy(self) -> Screen:
        return dataclasses.replace(
            self, order=dict(self.order), follow={seat: f.copy() for seat, f in self.follow.items()}
        )


class Table:
    """A match of ``game`` at one screen, held in this kernel.

    ``seats``: one entry per seat, "human" or a bot level ("random", "beginner", "normal",
    "expert"). Several humans play hot-seat. ``options``: the match options of the game.
    ``seed``: makes the deals and the bots reproducible (each new match deals from the next seed
    derived from it). ``hint_level``: whose hints (by default the Expert, the review's judge:
    ``cardkit.hint``; a named bot level gives that bot's opinion, and says so). :meth:`in_room` makes a table of a
    room's seats instead, and :meth:`set_position` plays on from a position set up by hand.
    """

    def __init__(
        self,
        game: str,
        seats: Sequence[str],
        options: dict | None = None,
        *,
        names: Sequence[str | None] | None = None,
        language: str = "en",
        seed: int | None = None,
        hint_level: str = JUDGE,
    ) -> None:
        self._spec = games.spec(game)  # refuses an unknown game by name
        i18n.check_language(language)
        seats = tuple(check_seats(seats))
        seed = seed if seed is not None else random.SystemRandom().randrange(2**62)
        if type(seed) is not int:
            raise ValueError(f"the seed is a whole number, not {seed!r}")
        self._seats = seats
        self._held: Held = KernelGame(game, seats, dict(options or {}), seed, self._make_bot)
        players = self._held.match.num_players
        if len(seats) != players:
            raise Refused("seats.seat_count", game=self._spec.title(language), players=players, given=len(seats))
        if names is not None and (
            isinstance(names, str) or len(names) != players or not all(n is None or isinstance(n, str) for n in names)
        ):
            raise Refused("table.bad_names", players=players)
        # A seat named None keeps the board's own name ("Bot 2 (normal)"), which follows the table's language.
        self._names = None
        if names is not None:
            own = [
                bot_name(s, level, language) if level != HUMAN else default
                for s, (level, default) in enumerate(zip(seats, default_names(players, language)))
            ]
            checked = check_names([own[s] if n is None else n for s, n in enumerate(names)], seats)
            self._names = [None if n is None else checked[s] for s, n in enumerate(names)]
        people = [s for s, level in enumerate(seats) if level == HUMAN]
        self._start(people, language, hint_level)

    @classmethod
    def in_room(
        cls, store: Any, code: str, tokens: str | dict[int, str], *, language: str = "en", hint_level: str = JUDGE
    ) -> Table:
        """The table of room ``code`` for the seats whose tokens are given (one token: that seat), every
        frame drawn from the store's view for that seat alone. Refuses, in the store's words, an unknown
        or expired room or a token that holds no seat of it."""
        i18n.check_language(language)
        if isinstance(tokens, str):
            tokens = {store.rejoin(code, tokens): tokens}
        held = RoomGame(store, code, tokens)
        table = cls.__new__(cls)
        table._spec, table._seats, table._held, table._names = games.spec(held.game), held.seats, held, None
        table._start(sorted(tokens), language, hint_level)
        return table

    def _start(self, people: list[int], language: str, hint_level: str) -> None:
        self.hint_level = hint_level
        self._people = people  # the seats of the people at this screen (several: hot-seat)
        self._reply = 0  # messages answered
        self._error = ""  # the answer to the last message (or the last bot move's failure)
        self._review_asked: tuple[Any, int] | None = None  # see take_review
        self._targets: set[str] = set()  # what a select message may name: the targets of the last frame...
        self._targets_at = -1  # ...built at this move
        self._now = Screen(language, people[0] if people else 0)
        self._room: Room
        self._views: dict[int, Any] = {}
        self._read()
        self._new_deal()

    # ------------------------------------------------------------------------------ what front ends read
    @property
    def game(self) -> str:
        return self._spec.name

    @property
    def seats(self) -> tuple[str, ...]:
        return self._seats

    @property
    def code(self) -> str | None:
        """The room's code, for a table of a room (None for a game held in this kernel)."""
        return getattr(self._held, "code", None)

    @property
    def seat(self) -> int:
        """The seat at the screen."""
        return self._now.screen

    @property
    def room(self) -> Room:
        """The game's public facts (``store.public`` for a room): seats, names, whose turn, the scores."""
        return self._room

    @property
    def match(self) -> Any:
        """The match being played, for a game held in this kernel (it holds every hidden card: never
        send it to a screen). A room's table holds none: its store does."""
        if not isinstance(self._held, KernelGame):
            raise AttributeError("a room's table holds no match: its store does")
        return self._held.match

    @property
    def bots(self) -> dict[int, Bot]:
        """Seat -> the bot playing it, for a game held in this kernel (a room's bots live in its store)."""
        if not isinstance(self._held, KernelGame):
            raise AttributeError("a room's bots live in its store")
        return self._held.bots

    @property
    def state(self) -> State:
        """The current deal's state, for a game held in this kernel (it holds every hidden card)."""
        return self.match.current

    @property
    def now(self) -> Screen:
        """What belongs to the screen as it is now (read it; change it only through messages)."""
        return self._now

    @property
    def language(self) -> str:
        return self._now.language

    @language.setter
    def language(self, value: str) -> None:
        if value not in i18n.languages():
            raise Refused("table.bad_message", reason=f"unknown language {short(value)}")
        self._now.language = value

    def names(self) -> list[str]:
        """The players' names: the ones given (or claimed in a room), else "Player 1", "Bot 2 (normal)"...
        in the table's language."""
        own = room_names(self._room, self._now.language)
        if self._names is not None:
            return [own[s] if name is None else name for s, name in enumerate(self._names)]
        return own

    def reviewable(self) -> tuple[Record, int] | None:
        """The finished game the seat at the screen may have reviewed (its record) and that seat, or None.

        Only a person's own seat is reviewed, and only once the game is over: a review shows the seat's
        cards at every move and the Expert's view of them, which must never help a game in progress."""
        now = self._now
        if not self._room.deal_over or now.hidden or now.screen not in self._people:
            return None
        record = self._held.record(now.screen)
        return (record, now.screen) if record is not None else None

    def take_review(self) -> tuple[Record, int] | None:
        """The review asked for by the last "review" command (once), for the front end to make and show."""
        asked, self._review_asked = self._review_asked, None
        return asked

    def rules(self) -> dict:
        """The rules panel in the table's language."""
        return load_rules(self.game, self._now.language)

    def results(self) -> tuple[int | None, list[int] | None, list[int] | None, list[int] | None]:
        """The public facts a front end publishes: the seat to move, and once the game is over each
        seat's points and the winners (of the game, and of the match once it is over)."""
        room = self._room
        over = room.deal_over and bool(room.deal_totals)
        return (
            room.to_move,
            list(room.deal_totals[-1]) if over else None,
            list(room.deal_winners[-1]) if over else None,
            list(room.winners) if room.status == "finished" else None,
        )

    def standings(self) -> tuple[int, list[list[int]], bool]:
        """The scoreboard's facts: the deals started, each finished deal's points, the current deal over."""
        room = self._room
        return room.deal + 1, [list(row) for row in room.deal_totals], room.deal_over

    def in_progress(self) -> bool:
        """Is a match under way that "New game" would discard (a move made, the match not over)?"""
        room = self._room
        return room.status == "playing" and (room.deal > 0 or self._deal_moves() > 0)

    def _deal_moves(self) -> int:
        follow = self._now.follow.get(self._now.screen)
        return follow.count if follow is not None else 0

    # ------------------------------------------------------------------------------ the holder's side
    def _read(self) -> None:
        """Read the game again for every seat this screen shows: the facts, the views, the moves since."""
        now = self._now
        for seat in self._watchers():
            follow = now.follow.setdefault(seat, Follow())
            self._room, self._views[seat], seen = self._held.read(seat, follow.deal, follow.count)
            self._follow(follow, seen)
        now.move = self._room.moves * LOCAL + now.local % LOCAL

    def _follow(self, follow: Follow, seen: Any) -> None:
        """Add the moves ``seen`` to a seat's log and last-move marks, from that seat's own views only."""
        if (seen.deal, seen.since) != (follow.deal, follow.count):  # a new deal, an undo, the first read
            if follow.deal != -1:
                self._now.generation += 1
            follow.log, follow.moved, follow.places = [], {}, {}
            follow.deal, follow.count = seen.deal, seen.since
        board = self._spec.board
        views = [seen.before] + [after for _, _, after in seen.moves]
        built: dict[int, dict[str, str]] = {}

        def places(i: int) -> dict[str, str]:  # read only where a mark needs them (a reload replays a deal)
            if i == 0 and follow.places:
                return follow.places
            if i not in built:
                built[i] = board.places(views[i])
            return built[i]

        last = {actor: i for i, (actor, _, _) in enumerate(seen.moves)}  # each player's latest move
        for actor, i in last.items():
            follow.moved[actor] = (seen.since + i + 1, moved_cards(places(i), places(i + 1)))
        follow.places = places(len(seen.moves))
        follow.log.extend(line for _, line, _ in seen.moves)
        del follow.log[:-LOG_LINES]
        follow.count = seen.since + len(seen.moves)

    def reload(self) -> bool:
        """Read the game again (a room's store said it changed); True when the screen must be drawn again.
        A store that cannot be reached leaves the last board, with a message saying so."""
        before = self._room
        try:
            self._read()
        except CardkitError as e:
            self._error = e.explain(self._now.language)
            return True
        except Exception as e:  # noqa: BLE001 - the store unreachable: say so, keep the last board
            self._error = t("table.unreachable", self._now.language, reason=type(e).__name__)
            log.warning("cardkit: room %s could not be read", (self.code or "")[:6], exc_info=e)
            return True
        room = self._room
        if room.moves != before.moves:
            self._changed()
            return True
        return (before.away, before.stand_ins, before.names, before.status) != (
            room.away,
            room.stand_ins,
            room.names,
            room.status,
        )

    def _changed(self) -> None:
        """After the game changed: the selection, the hint and its notice go; hot-seat hides the board if
        another person is to move."""
        now = self._now
        now.selection = now.hint = None
        now.notice = ""
        now.local = 0
        now.move = self._room.moves * LOCAL
        self._update_screen()

    def _new_deal(self) -> None:
        now = self._now
        now.generation += 1
        now.selection = now.hint = None
        now.notice = ""
        if len(self._people) < 2:
            now.screen, now.hidden, now.pass_to = (self._people or [0])[0], False, None
        else:
            now.hidden, now.pass_to = True, None  # the screen stays with the last player who saw it
        self._update_screen()

    def set_position(self, state: State) -> None:
        """Play on from ``state`` (a position of this table's game, set up by hand) as the current deal,
        for a game held in this kernel: the log starts there and undo cannot go back past it."""
        if not isinstance(self._held, KernelGame):
            raise Refused("table.not_here", name="set_position")
        if games.spec_of(state).name != self.game:
            raise ValueError(f"a position of {games.spec_of(state).name}, not of {self.game}")
        self._held.set_position(state)
        self._read()
        self._new_deal()

    # ------------------------------------------------------------------------------ messages
    def handle(self, message: Any) -> Outcome:
        """Carry out one message from the seat at the screen (bots do not move: see :meth:`run_bots`)."""
        self._reply += 1
        self._error = ""
        saved = self._save()
        try:
            self._handle(message)
        except CardkitError as e:
            self._restore(saved)
            try:
                self._error = e.explain(self._now.language)
            except Exception as failure:  # noqa: BLE001 - an explanation that cannot be written is a bug
                self._error = self.internal_error(failure, "explaining a refusal")
                return Outcome(self._error)
            _log(logging.INFO, "cardkit table refused a message (%s): %s", summary(message), self._error)
        except Exception as e:  # noqa: BLE001 - see the module docstring
            self._restore(saved)
            self._error = self.internal_error(e, "handling a message")
        return Outcome(self._error)

    def _save(self) -> tuple[Screen, Room, dict, Any]:
        return self._now.copy(), self._room, dict(self._views), self._held.save()

    def _restore(self, saved: tuple[Screen, Room, dict, Any]) -> None:
        self._now, self._room, self._views, kept = saved
        self._held.restore(kept)
        if isinstance(self._held, RoomGame):
            self._reload_quietly()  # another screen may have moved: show the room as it is

    def _reload_quietly(self) -> None:
        try:
            before = self._room.moves
            self._read()
            if self._room.moves != before:
                self._changed()
        except Exception as e:  # noqa: BLE001 - the last board stays; the refusal is what is said
            log.warning("cardkit: room %s could not be read again", (self.code or "")[:6], exc_info=e)

    def _handle(self, content: Any) -> None:
        now = self._now
        kind, move, seat = check_shape(content)
        if move != now.move:
            if self._held.shared and move // LOCAL < self._room.moves:  # another screen played since
                raise IllegalAction("table.moved_on")
            raise Refused("table.stale", got=move, now=now.move)
        if seat != now.screen:
            raise Refused("table.wrong_seat")
        if kind == "command":
            self._command(content["name"], content.get("value"))
            return
        now.confirming = False  # playing on answers "discard this game?" with no
        if now.screen not in self._people:
            raise Refused("table.watching")
        if now.hidden:
            raise Refused("table.pass_first", name=self.names()[now.pass_to] if now.pass_to is not None else "?")
        if kind == "act":
            self._act(action_from_json(self._spec.state.Actions, content["action"], self._spec.state.title))
            return
        target = content["target"]
        if not isinstance(target, str):
            raise Refused("table.bad_message", reason="the target is a text")
        view = self._views[seat]
        if view.to_move is None:
            raise IllegalAction("core.game_over")
        if view.to_move != seat:
            raise IllegalAction("core.not_your_turn", n=view.to_move + 1)
        if self._targets_at != now.move:
            self.frame()  # the targets of the board this click came from
        if target not in self._targets:
            raise Refused("scene.bad_target", target=short(target))
        selection, action = self._spec.board.click(view, now.selection, target)
        if action is not None:
            self._act(action)
        else:
            now.selection = selection
            self._bump()

    def _bump(self) -> None:
        """A change of this screen only (a select, a hint, the language): the scene's move goes on."""
        now = self._now
        now.local += 1
        now.move = self._room.moves * LOCAL + now.local % LOCAL

    def _change(self, change: Any, *args: Any) -> None:
        """Change the game through its holder at the move this board was drawn at, then read it again: if
        another screen played first (the same seat in another tab), the store refuses it and nothing
        changes."""
        try:
            change(self._now.screen, *args, self._room.moves)
        except CardkitError as e:
            if e.key == "rooms.stale":
                raise IllegalAction("table.moved_on") from None
            raise
        self._read()
        self._changed()

    def _act(self, action: Any) -> None:
        self._change(self._held.act, action)

    def _command(self, name: Any, value: Any) -> None:
        now = self._now
        if name not in COMMANDS:
            raise Refused("table.bad_message", reason=f"unknown command {short(name)}")
        if self._held.shared and name in ("undo", "new_game", "show"):
            raise Refused("table.not_here", name=name)  # they change the game for everyone
        asked, now.confirming = now.confirming, False
        if name == "new_game" and value != "confirm" and self.in_progress():
            # A game in progress is discarded only on a second, explicit answer.
            now.confirming = True
            now.notice = t("table.confirm_new_game", now.language)
            self._bump()
            return
        if name == "keep_playing" and asked:
            now.notice = ""
        if name == "language":
            self.language = value
        elif name == "review":
            review = self.reviewable()
            if review is None:
                raise Refused("table.no_review")
            self._review_asked = review
        elif name == "show":
            if not now.hidden or now.pass_to is None:
                raise Refused("table.nothing_hidden")
            now.screen, now.hidden, now.pass_to = now.pass_to, False, None
        elif name == "hint":
            if not self._live():
                raise Refused("table.no_hint")
            hint = self._hint(self._views[now.screen], now.language)
            now.hint = hint.action
            now.notice = t("table.hint", now.language, reason=hint.reason)
        elif name == "undo":
            if now.hidden or undoer(self._seats) != now.screen:
                raise Refused("undo.not_here")
            self._change(self._held.undo)
            return
        elif name == "new_game":
            self._change(self._held.new_match)
            self._new_deal()
            return
        elif name == "next_game":
            self._change(self._held.next_deal)  # refuses while the game goes on, or once the match is over
            self._new_deal()
            return
        elif name == "clear":
            now.selection = now.hint = None
            now.notice = ""
        elif name == "arrange":
            self._arrange(value)
        self._bump()

    def _arrange(self, value: Any) -> None:
        """The seat at the screen sorts or reorders its own hand (only a permutation of its own cards:
        the ids checked are those of its hand on its own screen)."""
        now = self._now
        zone = arrange.hand_zone(self.frame()) if not now.hidden else None
        if zone is None:
            raise Refused("arrange.no_hand")
        try:
            now.order[now.screen] = arrange.check_order(value, arrange.zone_ids(zone))
        except ValueError as e:
            raise Refused("arrange.bad", reason=str(e)) from None

    def internal_error(self, e: Exception, doing: str) -> str:
        """The short message shown for an unexpected error: its kind and the file and line it came from
        (no traceback, no server path); the kernel log has the rest."""
        _log(logging.ERROR, "cardkit table: error while %s", doing, exc_info=e)
        frame = traceback.extract_tb(e.__traceback__)[-1] if e.__traceback__ else None
        where = f"{Path(frame.filename).name}:{frame.lineno}" if frame else "?"
        return t("table.internal", self._now.language, kind=type(e).__name__, where=where)

    # ------------------------------------------------------------------------------ bots
    def bot_to_move(self) -> int | None:
        """The seat of the bot to move, or None (a person is to move, the deal is over, or the bots of
        a room of several people move in its store)."""
        return self._held.bot_to_move()

    def step_bot(self) -> Outcome:
        """The bot to move plays one move (nothing happens if no bot is to move)."""
        if self.bot_to_move() is None:
            return Outcome()
        saved = self._save()
        try:
            self._held.step_bot()
            self._read()
            self._changed()
        except Exception as e:  # noqa: BLE001 - shown beside the board, logged, and the game restored
            self._restore(saved)
            self._error = self.internal_error(e, "moving a bot")
            return Outcome(self._error)
        return Outcome()

    def run_bots(self) -> Outcome:
        """Every bot move until a person is to move or the deal is over (or a bot move fails)."""
        outcome = Outcome()
        while outcome.ok and self.bot_to_move() is not None:
            outcome = self.step_bot()
        return outcome

    def _make_bot(self, level: str, seed: int) -> Bot:
        return make_bot(self.game, level, seed)

    def _hint(self, view: Any, language: str) -> Hint:
        """The hint for the seat at the screen, from its view only (the same view and seed: the same hint)."""
        return hint(view, language, level=self.hint_level, seed=self._held.hint_seed)

    # ------------------------------------------------------------------------------ the screen
    def _watchers(self) -> list[int]:
        """The seats whose boards this screen shows: its people (seat 0 at a table of bots only)."""
        return self._people or [0]

    def _update_screen(self) -> None:
        """Hot-seat: when another person is to move, hide the board until they ask to see it."""
        now = self._now
        mover = self._room.to_move
        if mover is None or mover not in self._people or len(self._people) < 2:
            return
        if now.hidden:
            now.pass_to = mover
        elif mover != now.screen:
            now.hidden, now.pass_to, now.selection = True, mover, None

    def _title(self) -> str:
        return self._spec.title(self._now.language)

    def _live(self) -> bool:
        """The seat at the screen is a person to move, and may act now."""
        now = self._now
        view = self._views.get(now.screen)
        return (
            not now.hidden
            and now.screen in self._people
            and self._room.status == "playing"
            and view is not None
            and view.to_move == now.screen
            and bool(view.legal)
        )

    # ------------------------------------------------------------------------------ the scene
    def frame(self, seat: int | None = None) -> dict:
        """The scene on ``seat``'s screen; by default the seat at the screen (what the play widget shows).

        Only the seat at the screen acts, gets the pass screen in hot-seat and sees the answer to its
        messages; another seat's frame is its view to watch, with nothing to click.
        """
        now = self._now
        at_screen = seat is None or seat == now.screen
        if seat is None:
            seat = now.screen
        elif type(seat) is not int or not 0 <= seat < len(self._seats):
            raise ValueError(f"no seat {seat!r} at this table of {len(self._seats)}")
        if seat in self._views:
            view, follow = self._views[seat], now.follow.get(seat, Follow())
        elif isinstance(self._held, KernelGame):  # a seat nobody at this screen plays: its board to watch
            _, view, _ = self._held.read(seat, -1, 0)
            follow = Follow()
        else:
            raise ValueError("a room's table draws the seats it holds only")
        lang, room, board = now.language, self._room, self._spec.board
        names = self.names()
        over = room.deal_over and bool(room.deal_totals)
        match_over = room.status == "finished"
        rules = self._spec.state.Match(room.options)  # the match's rules: public, from its options
        multi_deal = rules.deal_options(1, [0] * len(names)) is not None
        totals = ""
        if multi_deal:
            totals = t("table.totals", lang, totals=" · ".join(f"{n} {v}" for n, v in zip(names, room.totals)))
        live = at_screen and self._live()
        before = [sum(column) for column in zip(*room.deal_totals[: room.deal])] if room.deal else [0] * len(names)
        deal_options = make_options(self._spec.state.Options, self.game, rules.deal_options(room.deal, before))
        scene: dict[str, Any] = {
            "v": SCENE_VERSION,
            "game": self.game,
            "lang": lang,
            "move": now.move,
            "reply": self._reply,
            "seat": seat,
            "title": self._title(),
            "subtitle": board.match_title(rules.options, room.deal, deal_options, lang),
            "totals": totals,
            "error": self._error if at_screen else "",
            "notice": now.notice if at_screen else "",
            "pass": None,
            "areas": [],
            "choices": [],
            "prompt": "",
            "log": [],
            "sheet": None,
            "buttons": self._buttons(over, match_over, live),
            "labels": self._labels(),
            "live": live,
        }
        if at_screen:
            self._targets, self._targets_at = set(), now.move
        if at_screen and now.hidden:
            if now.pass_to is None:
                scene["pass"] = {"text": t("table.pass.waiting", lang)}
            else:
                name = names[now.pass_to]
                scene["pass"] = {
                    "text": t("table.pass.to", lang, name=name),
                    "button": {
                        "id": "show",
                        "label": t("table.pass.show", lang, name=name),
                        "send": {"kind": "command", "name": "show"},
                    },
                }
            return scene
        shown = names if self._names is not None else room_names(room, lang, marks=True)
        ctx = Context(
            shown,
            lang,
            selection=now.selection if live else None,
            hint=now.hint if live else None,
            live=live,
            order=now.order.get(seat),
        )
        scene.update(board.build(view, ctx))
        scene["log"] = [describe(lang, names) for describe in follow.log]
        mark_moves(scene, follow.moved, names, lang)
        if over:  # the score sheet, with the engine's winners of the deal and of the match
            scene["sheet"] = score_sheet(
                board.sheet(view, lang, names),
                scene["buttons"],
                lang,
                names,
                room.totals if multi_deal else None,
                room.deal_winners[-1],
                room.winners if match_over else None,
                self.game,
            )
            # A match of one game is over with its game: no "match" is spoken of.
            scene["prompt"] = (
                t(
                    "table.match_over" if multi_deal else "table.game_over",
                    lang,
                    result=result_text(tuple(room.winners), names, lang),
                )
                if match_over
                else deal_text(self.game, "table.deal_over", lang)
            )
        elif room.status == "waiting":
            scene["prompt"] = t("rooms.waiting", lang)
        if at_screen:
            self._targets = targets(scene)
        return scene

    def _buttons(self, over: bool, match_over: bool, live: bool) -> list[dict]:
        now = self._now
        lang = now.language

        def button(name: str, enabled: bool = True) -> dict:
            return {
                "id": name,
                "label": deal_text(self.game, f"table.button.{name}", lang),
                "send": {"kind": "command", "name": name},
                "disabled": not enabled,
            }

        buttons = [button("hint", live)]
        if undoer(self._seats) is not None and undoer(self._seats) in self._people:
            buttons.append(button("undo", not now.hidden and self._held.undo_keep(now.screen) is not None))
        if now.selection is not None and live:
            buttons.append(button("clear"))
        if over and self.reviewable() is not None:
            buttons.append(button("review"))
        if over and not match_over:
            buttons.append(button("next_game"))
        if now.confirming:  # the two answers to "discard this game?"
            buttons.append(
                {**button("confirm_new_game"), "send": {"kind": "command", "name": "new_game", "value": "confirm"}}
            )
            buttons.append(button("keep_playing"))
        elif not self._held.shared:  # a room of friends plays a rematch at the end instead
            buttons.append(button("new_game"))
        return buttons

    def _labels(self) -> dict:
        lang = self._now.language
        return {
            "rules": t("table.button.rules", lang),
            "close": t("table.button.close", lang),
            "clear": t("table.button.clear", lang),  # the toolbar keeps its place while it is absent
            "language": t("table.label.language", lang),
            "log": t("table.label.log", lang),
            "board": t("table.label.board", lang, game=self._title()),
            "points": t("scene.points", lang),
            "languages": [[code, t("core.language_name", code)] for code in i18n.languages()],
            # Arranging the hand, and why a dragged card went back (the renderer adds the prompt).
            **{
                key: t(f"arrange.{key}", lang)
                for key in ("sort_suit", "sort_rank", "tools", "drop_nowhere", "not_draggable")
            },
        }


def room_names(room: Room, language: str, marks: bool = False) -> list[str]:
    """The players' names of ``room`` (its public facts): a claimed seat's own, a bot's or a free seat's in
    ``language``; ``marks`` adds "(free seat)", "(away)" and "(away: a bot plays for now)" where they apply."""
    names = default_names(len(room.seats), language)
    for seat, kind in enumerate(room.seats):
        claimed = room.names[seat]
        if claimed:
            names[seat] = claimed
        elif kind != HUMAN:
            names[seat] = bot_name(seat, kind, language)
    if marks:
        for seat, kind in enumerate(room.seats):
            if kind == HUMAN and not room.claimed[seat]:
                names[seat] = t("table.free_seat", language, name=names[seat])
            elif room.stand_ins[seat]:
                level = t(f"seats.level.{room.stand_ins[seat]}", language)
                names[seat] = t("table.stood_in", language, name=names[seat], level=level)
            elif room.away[seat]:
                names[seat] = t("table.away", language, name=names[seat])
    return names


def _log(level: int, text: str, *args: Any, **kwargs: Any) -> None:
    """Log, never raising: a message that cannot be logged must still be answered."""
    try:
        log.log(level, text, *args, **kwargs)
    except Exception:  # noqa: BLE001
        pass
