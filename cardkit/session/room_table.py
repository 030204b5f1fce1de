"""A seat of a room as a table: what one browser plays when the game lives in a store (``cardkit.rooms``).

:class:`RoomTable` answers the same messages and draws the same frames as :class:`cardkit.table.Table`,
so the play widget shows it unchanged, but it never holds the game: every frame is built from the
room's view for this seat only (``store.view(code, token)``: that seat's View and the room's public
facts), every move goes to ``store.act`` (which checks it against the room's move counter, so two
screens never both play the same move), and the bots move in the store. Only what concerns this
screen stays here: the part of a move chosen so far (a select), the hint shown, the language and the
answer to the last message. A front end calls :meth:`RoomTable.reload` when the store says the room
changed (``store.watch``) and draws the new frame. This module imports no widget library.
"""
from __future__ import annotations

import logging
import traceback
from pathlib import Path
from typing import Any

from cardkit import games, i18n
from cardkit.core import CardkitError, IllegalAction, action_from_json
from cardkit.core.bots import make_bot
from cardkit.core.bounds import short
from cardkit.core.game import make_options
from cardkit.core.seats import bot_name
from cardkit.i18n import t
from cardkit.scene import SCENE_VERSION, Context, default_names, result_text
from cardkit.session.frames import card_places, mark_moves, moved_cards, score_sheet, targets
from cardkit.session.messages import COMMANDS, Outcome, Refused, check_shape
from cardkit.session.rules_panel import load_rules
from cardkit.session.table import LOG_LINES

log = logging.getLogger("cardkit.table")

# The commands a room's screen answers: the others change the game for everyone (undo, a new match)
# or belong to one screen of several people (hot-seat's "show").
ROOM_COMMANDS = ("hint", "clear", "language", "next_game")



class _Now:
    """What a front end reads of the table's state: ``generation`` changes with each deal (a pending bot
    move of the play widget belongs to one; here the bots move in the store)."""

    def __init__(self, screen: int) -> None:
        self.screen = screen
        self.generation = 0
        self.hidden = False
        self.move = 0


class RoomTable:
    """Seat ``store.rejoin(code, token)`` of room ``code`` in ``store``, as a table.

    Raises the store's error (a CardkitError explained in the page's language) for an unknown or
    expired room or a token that holds no seat of it.
    """

    def __init__(self, store: Any, code: str, token: str, *, language: str = "en", hint_level: str = "normal") -> None:
        i18n.check_language(language)
        self.store, self.code, self._token = store, code, token
        self.hint_level = hint_level
        self._language = language
        self._reply = 0
        self._error = ""
        self._notice = ""
        self._selection: Any = None
        self._hint: Any = None
        self._hint_bot = None
        self._targets: set[str] = set()
        self._targets_at = -1
        self._local = 0  # changes made on this screen only (a select, a hint): part of the scene's move
        # The deal's moves as this seat saw them (store.seen), as the local table keeps them: the log's
        # lines, where each card was after the last move seen, and what each player's last move moved.
        self._log: list = []
        self._log_deal, self._log_count = -1, 0  # the deal they belong to and its moves followed so far
        self._places: dict[str, str] = {}
        self._moved: dict[int, tuple[int, frozenset]] = {}
        self._seat = store.rejoin(code, token)  # refuses an unknown room or a bad token
        self._room, self._view, seen = self._read()
        self._spec = games.spec(self._room.game)
        self._follow(seen)
        self._rules = self._spec.state.Match(self._room.options)  # the match's rules: public, from its options
        self._now = _Now(self._seat)
        self._deal: int | None = None
        self._settle()

    def _read(self) -> tuple[Any, Any, Any]:
        """The room's public facts, this seat's view and the deal's moves as it saw them, at the same move."""
        return self.store.read(self.code, self._token, self._log_deal, self._log_count)

    def _follow(self, seen: Any) -> None:
        """Add the moves ``seen`` (``store.seen``) to the log and the last-move marks, as the local table
        does (:func:`cardkit.table.card_places`), from this seat's own views only."""
        if (seen.deal, seen.since) != (self._log_deal, self._log_count):  # a new deal, or the first read
            self._log, self._moved, self._places = [], {}, {}
            self._log_deal, self._log_count = seen.deal, seen.since
        board, lang = self._spec.board, self._language
        views = [seen.before] + [after for _, _, after in seen.moves]
        built: dict[int, dict[str, str]] = {}

        def places(i: int) -> dict[str, str]:  # built only where a mark needs them (a reload replays a deal)
            if i == 0 and self._places:
                return self._places
            if i not in built:
                built[i] = card_places(board, views[i], lang)
            return built[i]

        last = {actor: i for i, (actor, _, _) in enumerate(seen.moves)}  # each player's latest move
        for actor, i in last.items():
            self._moved[actor] = (seen.since + i + 1, moved_cards(places(i), places(i + 1)))
        self._places = places(len(seen.moves))
        self._log.extend(line for _, line, _ in seen.moves)
        del self._log[:-LOG_LINES]
        self._log_count = seen.since + len(seen.moves)

    # ------------------------------------------------------------------------------ what front ends read
    @property
    def game(self) -> str:
        return self._room.game

    @property
    def seat(self) -> int:
        return self._seat

    @property
    def seats(self) -> tuple[str, ...]:
        return tuple(self._room.seats)

    @property
    def now(self) -> _Now:
        return self._now

    @property
    def room(self) -> Any:
        """The room's public facts (``store.public``): seats, names, who is away, whose turn, scores."""
        return self._room

    @property
    def language(self) -> str:
        return self._language

    @language.setter
    def language(self, value: str) -> None:
        if value not in i18n.languages():
            raise Refused("table.bad_message", reason=f"unknown language {short(value)}")
        self._language = value

    def names(self) -> list[str]:
        """The players' names: a claimed seat's own name; a bot's or a free seat's in the table's language."""
        return room_names(self._room, self._language)

    def rules(self) -> dict:
        return load_rules(self.game, self._language)

    def _deal_winners(self) -> tuple[int, ...]:
        """The current deal's winners once it is over, as the engine decides them (its tie-break too)."""
        return tuple(self._room.deal_winners[-1])

    def results(self) -> tuple[int | None, list[int] | None, list[int] | None, list[int] | None]:
        room = self._room
        over = room.deal_over and bool(room.deal_totals)
        return (self._view.to_move, list(room.deal_totals[-1]) if over else None,
                list(self._deal_winners()) if over else None,
                list(room.winners) if room.status == "finished" else None)

    def standings(self) -> tuple[int, list[list[int]], bool]:
        room = self._room
        return room.deal + 1, [list(row) for row in room.deal_totals], room.deal_over

    # ------------------------------------------------------------------------------ the store's side
    def reload(self) -> bool:
        """Read the room again (after ``store.watch`` saw a change); True when the screen must be drawn
        again. A store that cannot be reached leaves the last board, with a message saying so."""
        try:
            room, view, seen = self._read()
        except CardkitError as e:
            self._error = e.explain(self._language)
            return True
        except Exception as e:  # noqa: BLE001 - the store unreachable: say so, keep the last board
            self._error = t("room_table.unreachable", self._language, reason=type(e).__name__)
            log.warning("cardkit: room %s could not be read", self.code[:6], exc_info=e)
            return True
        changed = room.moves != self._room.moves
        shown = (self._room.away, self._room.names, self._room.status)
        self._room, self._view = room, view
        self._follow(seen)
        if changed:
            self._local = 0
            self._settle()
        return changed or shown != (room.away, room.names, room.status)

    def _settle(self) -> None:
        """After the room changed: a new deal starts a new generation; a selection or hint is dropped."""
        room = self._room
        if room.deal != self._deal:
            self._deal = room.deal
            self._now.generation += 1
        self._selection = self._hint = None
        self._notice = ""
        self._now.move = room.moves * 1000 + self._local % 1000  # the room's moves and this screen's clicks

    # ------------------------------------------------------------------------------ messages
    def handle(self, message: Any) -> Outcome:
        """Carry out one message from this seat's screen: a move goes to the store; nothing else changes
        the room."""
        self._reply += 1
        self._error = ""
        kept = (self._selection, self._hint, self._notice, self._language, self._local)
        try:
            self._handle(message)
        except CardkitError as e:
            self._selection, self._hint, self._notice, self._language, self._local = kept
            self._now.move = self._room.moves * 1000 + self._local % 1000
            self._error = e.explain(self._language)
        except Exception as e:  # noqa: BLE001 - a short message, no traceback (see cardkit.table)
            self._selection, self._hint, self._notice, self._language, self._local = kept
            self._now.move = self._room.moves * 1000 + self._local % 1000
            self._error = self.internal_error(e, "handling a message")
        return Outcome(self._error)

    def _handle(self, content: Any) -> None:
        kind, move, seat = check_shape(content)
        if seat != self.seat:
            raise Refused("table.wrong_seat")
        if move != self._now.move:
            if move // 1000 < self._room.moves:  # the room moved on since that board was drawn
                raise IllegalAction("room_table.moved_on")
            raise Refused("table.stale", got=move, now=self._now.move)
        if kind == "command":
            self._command(content["name"], content.get("value"))
            return
        view = self._view
        if kind == "act":
            self._act(action_from_json(self._spec.state.Actions, content["action"], self._spec.state.title))
            return
        target = content["target"]
        if not isinstance(target, str):
            raise Refused("table.bad_message", reason="the target is a text")
        if view.to_move is None:
            raise IllegalAction("core.game_over")
        if view.to_move != seat:
            raise IllegalAction("core.not_your_turn", n=view.to_move + 1)
        if self._targets_at != self._now.move:
            self.frame()
        if target not in self._targets:
            raise Refused("scene.bad_target", target=short(target))
        selection, action = self._spec.board.click(view, self._selection, target)
        if action is not None:
            self._act(action)
        else:
            self._selection = selection
            self._bump()

    def _act(self, action: Any) -> None:
        """Play ``action`` in the room at the move this board was drawn at: if another screen played
        first (the same seat in another tab), the store refuses it and nothing changes."""
        try:
            self.store.act(self.code, self._token, action, move=self._room.moves)
        except CardkitError as e:
            if e.key == "rooms.stale":
                self.reload()
                raise IllegalAction("room_table.moved_on") from None
            raise
        self._local = 0
        self.reload()

    def _bump(self) -> None:
        self._local += 1
        self._now.move = self._room.moves * 1000 + self._local % 1000

    def _command(self, name: Any, value: Any) -> None:
        if name not in COMMANDS:
            raise Refused("table.bad_message", reason=f"unknown command {short(name)}")
        if name not in ROOM_COMMANDS:
            raise Refused("room_table.not_here", name=name)
        if name == "language":
            self.language = value
        elif name == "hint":
            view = self._view
            if view.to_move != self.seat or not view.legal:
                raise Refused("table.no_hint")
            if self._hint_bot is None:
                self._hint_bot = make_bot(self.game, self.hint_level, 0)
            hint = self._hint_bot.hint(view, self._language)
            self._hint = hint.action
            self._notice = t("table.hint", self._language, reason=hint.reason)
        elif name == "clear":
            self._selection = self._hint = None
            self._notice = ""
        elif name == "next_game":
            self.store.next_deal(self.code, self._token, move=self._room.moves)
            self._local = 0
            self.reload()
            return
        self._bump()

    def internal_error(self, e: Exception, doing: str) -> str:
        log.error("cardkit room table: error while %s", doing, exc_info=e)
        frame = traceback.extract_tb(e.__traceback__)[-1] if e.__traceback__ else None
        where = f"{Path(frame.filename).name}:{frame.lineno}" if frame else "?"
        return t("table.internal", self._language, kind=type(e).__name__, where=where)

    # ------------------------------------------------------------------------------ bots: in the store
    def bot_to_move(self) -> None:
        return None

    def step_bot(self) -> Outcome:
        return Outcome()

    def run_bots(self) -> Outcome:
        return Outcome()

    # ------------------------------------------------------------------------------ the scene
    def frame(self, seat: int | None = None) -> dict:
        """This seat's scene, from the room's view for this seat alone and the room's public facts."""
        if seat is not None and seat != self.seat:
            raise ValueError("a room's table draws its own seat only")
        room, view, lang, board = self._room, self._view, self._language, self._spec.board
        names = self.names()
        shown = room_names(room, lang, marks=True)
        over = room.deal_over and bool(room.deal_totals)
        match_over = room.status == "finished"
        multi_deal = self._rules.deal_options(1, [0] * len(names)) is not None
        live = room.status == "playing" and view.to_move == self.seat and bool(view.legal)
        totals = ""
        if multi_deal:
            totals = t("table.totals", lang, totals=" · ".join(f"{n} {v}" for n, v in zip(names, room.totals)))
        title = self._spec.title(lang)
        buttons = [_button("hint", lang, live)]
        if self._selection is not None and live:
            buttons.append(_button("clear", lang))
        if over and not match_over:
            buttons.append(_button("next_game", lang))
        before = [sum(column) for column in zip(*room.deal_totals[:room.deal])] if room.deal else [0] * len(names)
        deal_options = make_options(self._spec.state.Options, self.game, self._rules.deal_options(room.deal, before))
        scene: dict[str, Any] = {
            "v": SCENE_VERSION, "game": self.game, "lang": lang, "move": self._now.move, "reply": self._reply,
            "seat": self.seat, "title": title,
            "subtitle": board.match_title(self._rules.options, room.deal, deal_options, lang), "totals": totals,
            "error": self._error, "notice": self._notice, "pass": None, "areas": [], "choices": [], "prompt": "",
            "log": [], "sheet": None, "buttons": buttons,
            "labels": {
                "rules": t("table.button.rules", lang), "close": t("table.button.close", lang),
                "language": t("table.label.language", lang), "log": t("table.label.log", lang),
                "board": t("table.label.board", lang, game=title), "points": t("scene.points", lang),
                "languages": [[code, t("core.language_name", code)] for code in i18n.languages()],
            },
        }
        ctx = Context(shown, lang, selection=self._selection if live else None, hint=self._hint if live else None,
                      live=live)
        scene.update(board.build(view, ctx))
        scene["log"] = [describe(lang, names) for describe in self._log]
        mark_moves(scene, self._moved, names, lang)
        if over:  # the local table's score sheet, with the engine's winners of the deal and of the match
            scene["sheet"] = score_sheet(board.sheet(view, lang, names), buttons, lang, names,
                                         room.totals if multi_deal else None, self._deal_winners(),
                                         room.winners if match_over else None)
            scene["prompt"] = t("table.match_over", lang, result=result_text(tuple(room.winners), names, lang)) \
                if match_over else t("table.deal_over", lang)
        elif room.status == "waiting":
            scene["prompt"] = t("rooms.waiting", lang)
        self._targets, self._targets_at = targets(scene), self._now.move
        return scene


def _button(name: str, language: str, enabled: bool = True) -> dict:
    return {"id": name, "label": t(f"table.button.{name}", language), "send": {"kind": "command", "name": name},
            "disabled": not enabled}


def room_names(room: Any, language: str, marks: bool = False) -> list[str]:
    """The players' names of ``room`` (``store.public``): a claimed seat's own, a bot's or a free seat's in
    ``language``; ``marks`` adds "(free seat)" and "(away)" where they apply."""
    names = default_names(len(room.seats), language)
    for seat, kind in enumerate(room.seats):
        if room.names[seat]:
            names[seat] = room.names[seat]
        elif kind != "human":
            names[seat] = bot_name(seat, kind, language)
    if marks:
        for seat, kind in enumerate(room.seats):
            if kind == "human" and not room.claimed[seat]:
                names[seat] = t("room_table.free_seat", language, name=names[seat])
            elif room.away[seat]:
                names[seat] = t("room_table.away", language, name=names[seat])
    return names
