"""The table: a game (or a match) being played, with no user interface.

A table holds the match, its seats (people and bots), the hot-seat screen, the move log, undo, the
selection of a move made in several clicks, hints and the texts shown beside the board. A front end
(the notebook's play widget, the dashboard, the tests) sends it the messages a board sends -- ``act``,
``select`` and ``command``, each carrying the move counter of the scene it was clicked on and the
seat at the screen -- and draws :meth:`Table.frame`, the scene of the seat at the screen. A stale,
repeated, out-of-turn or illegal message is refused: it changes nothing and the outcome explains
why, in the table's language. Anything else going wrong is caught and logged, the table put back as
it was, and a short message without a traceback or a server path is the outcome.

Bots move only when the front end asks (:meth:`Table.step_bot`, :meth:`Table.run_bots`), so it can
pace them on its own loop. In hot-seat (several people at one screen) a pass screen hides the board
until the next player asks to see it. This module imports no widget library.
"""
from __future__ import annotations

import dataclasses
import logging
import random
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Sequence

from cardkit import games, i18n
from cardkit.core import CardkitError, IllegalAction, Match, State, action_from_json, derive_seed
from cardkit.core.bots import Bot, make_bot
from cardkit.core.bounds import short
from cardkit.core.seats import HUMAN, bot_name, check_names, check_seats
from cardkit.i18n import t
from cardkit.scene import SCENE_VERSION, Context, arrange, default_names, result_text
from cardkit.session.frames import card_places, mark_moves, moved_cards, score_sheet, targets
from cardkit.session.messages import Outcome, Refused, check_shape, summary
from cardkit.session.rules_panel import load_rules


log = logging.getLogger("cardkit.table")

LOG_LINES = 8


@dataclass
class TableState:
    """Everything a message or a bot move may change. A refusal puts back a copy taken before it."""

    match: Match
    bots: dict[int, Bot]  # seat -> the bot playing it
    hint_seed: int
    matches_started: int  # each new match deals from the next seed
    language: str
    screen: int  # the seat whose view is on the screen
    hint_bot: Bot | None = None  # made on the first hint
    actors: list[int] = field(default_factory=list)  # who made each move of the deal (undo looks for mine)
    log: list = field(default_factory=list)  # one line per move of the deal: (language, names) -> text
    selection: Any = None  # the part of a multi-click move chosen so far
    hint: Any = None  # the suggested action, highlighted on the board
    notice: str = ""
    hidden: bool = False  # hot-seat: a pass screen hides the board...
    pass_to: int | None = None  # ...until this seat asks to see it (None: the bots are playing)
    move: int = 0  # counts the changes: a message must carry the count of the scene it was clicked on
    generation: int = 0  # a new deal or an undo starts a new one: a bot move paced for an older one is dropped
    seen: frozenset = frozenset()  # every card the seat that may undo has been shown in this deal...
    barrier: int = 0  # ...and the number of moves of the deal made when it was last shown a new one
    confirming: bool = False  # "New game" was asked during a game: the next message confirms it or not
    order: dict = field(default_factory=dict)  # seat -> how it arranged its hand (scene/arrange.py)
    # Moves you can follow: for each seat that watches the board (the people), where each card was
    # after the last move as that seat saw it, and what each player's last move moved (see _note_moves).
    places: dict = field(default_factory=dict)  # watcher -> {card key: zone id}
    moved: dict = field(default_factory=dict)  # watcher -> {actor: (move number, card keys)}

    def copy(self) -> TableState:
        return dataclasses.replace(self, bots=dict(self.bots), actors=list(self.actors), log=list(self.log),
                                   order=dict(self.order), places=dict(self.places),
                                   moved={w: dict(m) for w, m in self.moved.items()})


@dataclass
class _Saved:
    """The table before a message or a bot move: its state and the match's deals (the current one cloned)."""

    now: TableState
    deals: list[State]


class Table:
    """A match of ``game`` at one screen.

    ``seats``: one entry per seat, "human" or a bot level ("random", "beginner", "normal",
    "expert"). Several humans play hot-seat. ``options``: the match options of the game.
    ``seed``: makes the deals and the bots reproducible (each new match deals from the next seed
    derived from it). ``hint_level``: the bot that gives hints.
    """

    def __init__(self, game: str, seats: Sequence[str], options: dict | None = None, *,
                 names: Sequence[str] | None = None, language: str = "en", seed: int | None = None,
                 hint_level: str = "normal") -> None:
        self._spec = games.spec(game)  # refuses an unknown game by name
        i18n.check_language(language)
        seats = tuple(check_seats(seats))
        self._game = game
        self._seats = seats
        self._options = dict(options or {})
        self._seed = seed if seed is not None else random.SystemRandom().randrange(2 ** 62)
        if type(self._seed) is not int:
            raise ValueError(f"the seed is a whole number, not {seed!r}")
        self.hint_level = hint_level
        self._humans = [s for s, level in enumerate(seats) if level == HUMAN]
        self._reply = 0  # messages answered
        self._error = ""  # the answer to the last message (or the last bot move's failure)
        self._review_asked: tuple[Any, int] | None = None  # see take_review
        self._targets: set[str] = set()  # what a select message may name: the targets of the last frame...
        self._targets_at = -1  # ...built at this move
        match, bots, hint_seed = self._new_match(0)
        self._now = TableState(match, bots, hint_seed, matches_started=1, language=language,
                               screen=self._humans[0] if self._humans else 0)
        self._new_deal()
        players = match.num_players
        if len(seats) != players:
            raise Refused("seats.seat_count", game=self._title(), players=players, given=len(seats))
        if names is not None and (isinstance(names, str) or len(names) != players
                                  or not all(isinstance(n, str) for n in names)):
            raise Refused("table.bad_names", players=players)
        self._names = check_names(names) if names is not None else None

    # ------------------------------------------------------------------------------ what front ends read
    @property
    def game(self) -> str:
        return self._game

    @property
    def seats(self) -> tuple[str, ...]:
        return self._seats

    @property
    def match(self) -> Match:
        """The match being played (it holds every hidden card: never send it to a screen)."""
        return self._now.match

    @property
    def state(self) -> State:
        """The current deal's state (it holds every hidden card)."""
        return self._now.match.current

    @property
    def now(self) -> TableState:
        """The table's state as it is now (read it; change it only through messages)."""
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
        """The players' names: the ones given, or "Player 1", "Bot 2 (normal)"... in the table's language."""
        lang = self._now.language
        if self._names is not None:
            return list(self._names)
        names = default_names(len(self._seats), lang)
        for seat, level in enumerate(self._seats):
            if level != HUMAN:
                names[seat] = bot_name(seat, level, lang)
        return names

    def reviewable(self) -> tuple[Any, int] | None:
        """The finished game the seat at the screen may have reviewed (its record) and that seat, or None.

        Only a person's own seat is reviewed, and only once the game is over: a review shows the seat's
        cards at every move and the Expert's view of them, which must never help a game in progress."""
        now = self._now
        state = now.match.current
        if not state.is_over() or now.hidden or now.screen not in self._humans or state.seed is None:
            return None  # (a position set up by hand has no record to replay)
        return state.record(), now.screen

    def take_review(self) -> tuple[Any, int] | None:
        """The review asked for by the last "review" command (once), for the front end to make and show."""
        asked, self._review_asked = self._review_asked, None
        return asked

    def rules(self) -> dict:
        """The rules panel in the table's language."""
        return load_rules(self._game, self._now.language)

    def results(self) -> tuple[int | None, list[int] | None, list[int] | None, list[int] | None]:
        """The public facts a front end publishes: the seat to move, and once the game is over each
        seat's points and the winners (of the game, and of the match once it is over)."""
        state, match = self.state, self._now.match
        over = state.is_over()
        return (state.to_move(), list(state.totals()) if over else None, list(state.winners()) if over else None,
                list(match.winners()) if over and match.is_over() else None)

    def standings(self) -> tuple[int, list[list[int]], bool]:
        """The scoreboard's facts: the deals started, each finished deal's points, the current deal over."""
        match = self._now.match
        return len(match.deals), match.deal_totals(), match.current.is_over()

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

    def _handle(self, content: Any) -> None:
        now = self._now
        kind, move, seat = check_shape(content)
        if move != now.move:
            raise Refused("table.stale", got=move, now=now.move)
        if seat != now.screen:
            raise Refused("table.wrong_seat")
        if kind == "command":
            self._command(content["name"], content.get("value"))
            return
        now.confirming = False  # playing on answers "discard this game?" with no
        if now.screen not in self._humans:
            raise Refused("table.watching")
        if now.hidden:
            raise Refused("table.pass_first", name=self.names()[now.pass_to] if now.pass_to is not None else "?")
        state = now.match.current
        if kind == "act":
            self._play(action_from_json(state.Actions, content["action"], state.title), seat)
            return
        target = content["target"]
        if not isinstance(target, str):
            raise Refused("table.bad_message", reason="the target is a text")
        if state.to_move() is None:
            raise IllegalAction("core.game_over")
        if state.to_move() != seat:
            raise IllegalAction("core.not_your_turn", n=state.to_move() + 1)
        if self._targets_at != now.move:
            self.frame()  # the targets of the board this click came from
        if target not in self._targets:
            raise Refused("scene.bad_target", target=short(target))
        selection, action = self._spec.board.click(state.view(seat), now.selection, target)
        if action is not None:
            self._play(action, seat)
        else:
            now.selection = selection
            now.move += 1

    def _command(self, name: Any, value: Any) -> None:
        now = self._now
        if name not in COMMANDS:
            raise Refused("table.bad_message", reason=f"unknown command {short(name)}")
        asked, now.confirming = now.confirming, False
        if name == "new_game" and value != "confirm" and self.in_progress():
            # A game in progress is discarded only on a second, explicit answer.
            now.confirming = True
            now.notice = t("table.confirm_new_game", now.language)
            now.move += 1
            return
        if name == "keep_playing" and asked:
            now.notice = ""
        if name == "language":
            self.language = value
        elif name == "review":
            asked = self.reviewable()
            if asked is None:
                raise Refused("table.no_review")
            self._review_asked = asked
        elif name == "show":
            if not now.hidden or now.pass_to is None:
                raise Refused("table.nothing_hidden")
            now.screen, now.hidden, now.pass_to = now.pass_to, False, None
        elif name == "hint":
            if not self._live():
                raise Refused("table.no_hint")
            if now.hint_bot is None:
                now.hint_bot = self._make_bot(self.hint_level, now.hint_seed)
            hint = now.hint_bot.hint(now.match.current.view(now.screen), now.language)
            now.hint = hint.action
            now.notice = t("table.hint", now.language, reason=hint.reason)
        elif name == "undo":
            self._undo()
        elif name == "new_game":
            now.match, now.bots, now.hint_seed = self._new_match(now.matches_started)
            now.matches_started += 1
            now.hint_bot = None
            self._new_deal()
        elif name == "next_game":
            now.match.next_deal()  # refuses while the game goes on, or once the match is over
            self._new_deal()
        elif name == "clear":
            now.selection = now.hint = None
            now.notice = ""
        elif name == "arrange":
            self._arrange(value)
        now.move += 1

    def in_progress(self) -> bool:
        """Is a match under way that "New game" would discard (a move made, the match not over)?"""
        match = self._now.match
        return not match.is_over() and (len(match.deals) > 1 or bool(match.current.history))

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

    def _save(self) -> _Saved:
        match = self._now.match
        return _Saved(self._now.copy(), [*match.deals[:-1], match.current.clone()])

    def _restore(self, saved: _Saved) -> None:
        self._now = saved.now
        self._now.match.deals[:] = saved.deals  # the copy taken before: whatever happened is undone

    # ------------------------------------------------------------------------------ bots
    def bot_to_move(self) -> int | None:
        """The seat of the bot to move, or None (a person is to move, or the deal is over)."""
        mover = self._now.match.current.to_move()
        return mover if mover in self._now.bots else None

    def step_bot(self) -> Outcome:
        """The bot to move plays one move (nothing happens if no bot is to move)."""
        seat = self.bot_to_move()
        if seat is None:
            return Outcome()
        saved = self._save()
        try:
            self._bot_move(seat)
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

    def _bot_move(self, seat: int) -> None:
        now = self._now
        view = now.match.current.view(seat)  # a bot decides from its own view, like a player
        action = now.bots[seat].choose(view)
        now.match.apply(action, seat)
        self._record(seat, action, view)

    def _make_bot(self, level: str, seed: int) -> Bot:
        return make_bot(self._game, level, seed)

    # ------------------------------------------------------------------------------ the match
    def _new_match(self, index: int) -> tuple[Match, dict[int, Bot], int]:
        """Match number ``index`` of this table, its bots and the hint bot's seed."""
        seed = derive_seed(self._seed, index)
        match = Match(self._game, self._options, seed)
        bots = {seat: self._make_bot(level, derive_seed(seed, 1000 + seat))
                for seat, level in enumerate(self._seats) if level != HUMAN}
        return match, bots, derive_seed(seed, 999)

    def _new_deal(self) -> None:
        now = self._now
        now.generation += 1
        now.actors, now.log = [], []
        now.selection = now.hint = None
        now.notice = ""
        now.seen, now.barrier = frozenset(), 0
        self._note_seen()  # the cards dealt to the seat that may undo
        self._note_moves(None)
        if len(self._humans) < 2:
            now.screen, now.hidden, now.pass_to = (self._humans or [0])[0], False, None
        else:
            now.hidden, now.pass_to = True, None  # the screen stays with the last player who saw it
        self._update_screen()

    def _update_screen(self) -> None:
        """Hot-seat: when another human is to move, hide the board until they ask to see it."""
        now = self._now
        mover = now.match.current.to_move()
        if mover is None or mover not in self._humans or len(self._humans) < 2:
            return
        if now.hidden:
            now.pass_to = mover
        elif mover != now.screen:
            now.hidden, now.pass_to, now.selection = True, mover, None

    def _title(self) -> str:
        return self._spec.title(self._now.language)

    def _live(self) -> bool:
        """The seat at the screen is a human to move, and may act now."""
        now = self._now
        return not now.hidden and now.screen in self._humans and now.match.current.to_move() == now.screen

    def _play(self, action: Any, seat: int) -> None:
        state = self._now.match.current
        mover = state.to_move()
        before = state.view(mover) if mover is not None else None
        self._now.match.apply(action, seat)  # refuses with the rule's explanation, changing nothing
        self._record(mover, action, before)

    def _record(self, actor: int, action: Any, before: Any) -> None:
        now = self._now
        after = now.match.current.view(actor)
        now.log.append(self._spec.board.describe(action, actor, before, after))
        now.actors.append(actor)
        self._note_seen()
        self._note_moves(actor)
        now.selection = now.hint = None
        now.notice = ""
        now.move += 1
        self._update_screen()

    # ------------------------------------------------------------------------------ moves you can follow
    def _watchers(self) -> list[int]:
        """The seats whose screens show the board: the people (seat 0 at a table of bots only)."""
        return self._humans or [0]

    def _note_moves(self, actor: int | None) -> None:
        """Remember which cards ``actor``'s move moved, as each watching seat saw them (see
        :func:`card_places`). ``actor`` None (a new deal, an undo) starts afresh with nothing highlighted."""
        now = self._now
        for watcher in self._watchers():
            places = card_places(self._spec.board, now.match.current.view(watcher), now.language)
            if actor is None:
                now.moved[watcher] = {}
            else:
                keys = moved_cards(now.places.get(watcher, {}), places)
                now.moved.setdefault(watcher, {})[actor] = (len(now.actors), keys)
            now.places[watcher] = places

    def _mark_moves(self, scene: dict, seat: int, names: Sequence[str]) -> None:
        mark_moves(scene, self._now.moved.get(seat, {}), names, self._now.language)

    def _undoer(self) -> int | None:
        """The seat that may undo: the one person at a table of bots (None at any other table)."""
        return self._humans[0] if len(self._humans) == 1 and self._now.bots else None

    def _note_seen(self) -> None:
        """Undo never goes back past a move that showed the undoing seat a card it had not seen (a stock
        draw, a card turned up, a card an opponent put down): the deal is replayed from its seed, so going
        back there would let that seat play again knowing the card. The generic test is the cards its
        view shows (``board.seen``): any new one makes the moves made so far impossible to undo."""
        now, seat = self._now, self._undoer()
        if seat is None:
            return
        seen = self._spec.board.seen(now.match.current.view(seat))
        if not seen <= now.seen:
            now.seen = now.seen | seen
            now.barrier = len(now.actors)

    def _undo_target(self) -> int | None:
        """How many moves of the deal undo keeps (it takes back to before the undoing seat's last move),
        or None when nothing can be undone; :meth:`_undo` says why."""
        now, seat = self._now, self._undoer()
        if seat is None or now.hidden or now.match.current.is_over():
            return None
        mine = [i for i, actor in enumerate(now.actors) if actor == seat]
        if not mine or mine[-1] < now.barrier:
            return None
        return mine[-1]

    def _undo(self) -> None:
        now = self._now
        seat = self._undoer()
        if seat is None:
            raise Refused("table.no_undo")
        if now.match.current.is_over():
            raise Refused("table.undo_over")
        if seat not in now.actors:
            raise Refused("table.nothing_to_undo")
        last = self._undo_target()
        if last is None:
            raise Refused("table.undo_seen")
        now.generation += 1
        now.match.undo(len(now.actors) - last)
        del now.actors[last:]
        del now.log[last:]
        self._note_moves(None)  # the highlights of the moves taken back go with them
        now.selection = now.hint = None
        now.notice = ""

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
        lang = now.language
        names = self.names()
        match = now.match
        state = match.current
        over = state.is_over()
        match_over = over and match.is_over()
        totals = ""
        if self._multi_deal():
            running = match.totals()
            totals = t("table.totals", lang, totals=" · ".join(f"{n} {v}" for n, v in zip(names, running)))
        live = at_screen and self._live()
        scene: dict[str, Any] = {
            "v": SCENE_VERSION, "game": self._game, "lang": lang, "move": now.move, "reply": self._reply,
            "seat": seat, "title": self._title(),
            "subtitle": self._spec.board.match_title(match.rules.options, len(match.deals) - 1, state.options, lang),
            "totals": totals, "error": self._error if at_screen else "", "notice": now.notice if at_screen else "",
            "pass": None, "areas": [], "choices": [], "prompt": "", "log": [], "sheet": None,
            "buttons": self._buttons(over, match_over, live), "labels": self._labels(), "live": live,
        }
        if at_screen:
            self._targets, self._targets_at = set(), now.move
        if at_screen and now.hidden:
            if now.pass_to is None:
                scene["pass"] = {"text": t("table.pass.waiting", lang)}
            else:
                name = names[now.pass_to]
                scene["pass"] = {"text": t("table.pass.to", lang, name=name),
                                 "button": {"id": "show", "label": t("table.pass.show", lang, name=name),
                                            "send": {"kind": "command", "name": "show"}}}
            return scene
        board = self._spec.board
        view = state.view(seat)
        ctx = Context(names, lang, selection=now.selection if live else None, hint=now.hint if live else None,
                      live=live, order=now.order.get(seat))
        scene.update(board.build(view, ctx))
        scene["log"] = [describe(lang, names) for describe in now.log[-LOG_LINES:]]
        self._mark_moves(scene, seat, names)
        if over:
            scene["sheet"] = self._sheet(board.sheet(view, lang, names), scene["buttons"], match_over)
            scene["prompt"] = t("table.match_over", lang, result=result_text(match.winners(), names, lang)) \
                if match_over else t("table.deal_over", lang)
        if at_screen:
            self._targets = targets(scene)
        return scene

    def _sheet(self, sheet: dict, buttons: list[dict], match_over: bool) -> dict:
        match = self._now.match
        return score_sheet(sheet, buttons, self._now.language, self.names(),
                           match.totals() if self._multi_deal() else None, match.current.winners(),
                           match.winners() if match_over else None)

    def _multi_deal(self) -> bool:
        match = self._now.match
        return match.rules.deal_options(1, [0] * match.num_players) is not None

    def _buttons(self, over: bool, match_over: bool, live: bool) -> list[dict]:
        now = self._now
        lang = now.language

        def button(name: str, enabled: bool = True) -> dict:
            return {"id": name, "label": t(f"table.button.{name}", lang),
                    "send": {"kind": "command", "name": name}, "disabled": not enabled}

        buttons = [button("hint", live)]
        if self._undoer() is not None:
            buttons.append(button("undo", self._undo_target() is not None))
        if now.selection is not None and live:
            buttons.append(button("clear"))
        if over and self.reviewable() is not None:
            buttons.append(button("review"))
        if over and not match_over:
            buttons.append(button("next_game"))
        if now.confirming:  # the two answers to "discard this game?"
            buttons.append({**button("confirm_new_game"), "send": {"kind": "command", "name": "new_game",
                                                                   "value": "confirm"}})
            buttons.append(button("keep_playing"))
        else:
            buttons.append(button("new_game"))
        return buttons

    def _labels(self) -> dict:
        lang = self._now.language
        return {
            "rules": t("table.button.rules", lang), "close": t("table.button.close", lang),
            "clear": t("table.button.clear", lang),  # the toolbar keeps its place while it is absent
            "language": t("table.label.language", lang), "log": t("table.label.log", lang),
            "board": t("table.label.board", lang, game=self._title()),
            "points": t("scene.points", lang),
            "languages": [[code, t("core.language_name", code)] for code in i18n.languages()],
            # Arranging the hand, and why a dragged card went back (the renderer adds the prompt).
            **{key: t(f"arrange.{key}", lang) for key in ("sort_suit", "sort_rank", "tools", "drop_nowhere",
                                                          "not_draggable")},
        }


def _log(level: int, text: str, *args: Any, **kwargs: Any) -> None:
    """Log, never raising: a message that cannot be logged must still be answered."""
    try:
        log.log(level, text, *args, **kwargs)
    except Exception:  # noqa: BLE001
        pass

