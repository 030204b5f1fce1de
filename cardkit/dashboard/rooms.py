"""The dashboard's rooms: "Play with friends", a game against bots that a reload resumes, the join screen.

Every game with one person at the screen lives in a room of the dashboard's store (``cardkit.rooms``,
``cardkit dashboard --rooms URL``), so a reload, a new tab or a restarted server finds it again; "Play
with friends" makes a room whose people's seats stay open until others claim them from its link. The
browser keeps each room's seat token (``cardkit.widgets.rooms.RoomLink``: ``localStorage``, never the
page's address); the address carries the room's code only (``#room=CODE``), which is all an observer
gets: the seats, the names, whose turn it is and the scores of finished deals, never a card.

Each page's kernel draws its own seat from the store (``cardkit.session.Table.in_room``), and a watcher
thread (``RoomWatcher``) redraws it when another screen moves; it also sends this seat's heartbeat, so
the others see a player "away" when a page is gone.
"""

from __future__ import annotations

import html
import logging
import os
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote

import ipywidgets as w

from cardkit.core import CardkitError
from cardkit.core.seats import HUMAN
from cardkit.dashboard.parts import BOT_LEVELS, clicked, labelled, scoreboard_html
from cardkit.i18n import t
from cardkit.scene import default_names
from cardkit.session import Table
from cardkit.session.table import room_names
from cardkit.widgets.copy import CopyButton
from cardkit.widgets.play import PlayWidget
from cardkit.widgets.rooms import RoomLink, RoomWatcher

log = logging.getLogger("cardkit.dashboard")

ROOMS_VARIABLE = "CARDKIT_ROOMS"  # the store's URL (``cardkit dashboard --rooms``)
AWAY_VARIABLE = "CARDKIT_AWAY_AFTER"  # seconds without a heartbeat before a player is shown away (tests: short)
FILL_LEVELS = ("beginner", "normal", "expert")


def _html(text: str) -> str:
    return html.escape(text, quote=False)


@dataclass
class Lobby:
    """The room's screen before its game, as drawn: while the same controls apply (``key``: the room, this
    seat, the language, what the screen offers and the seats free to take), a change of the room (someone
    joins, goes away, comes back) redraws only its ``seats`` and ``watching`` lines, so a click on Start or a
    name half typed is never lost to a redraw."""

    key: tuple
    box: w.VBox
    seats: w.HTML
    watching: w.HTML
    name: w.Text | None


class RoomScreens:
    """The dashboard's rooms, composed into the app (``Dashboard.rooms``): the store at ``url``, the room
    on the screen and this browser's seat token for it, the room link, and the screens a room shows
    (its lobby, the side panel beside its board)."""

    def __init__(self, app: Any, url: str | None) -> None:
        self.app = app  # the Dashboard: its language, message line, board and screens
        self.url = url
        self._store: Any = None
        self.room: str | None = None  # the code of the room on the screen
        self.token: str | None = None  # this browser's seat token for it (None: watching, or not joined)
        self.base = ""  # the page's address, as its front end gave it (the room's link is built from it)
        self.watcher: RoomWatcher | None = None
        self.link = RoomLink(self.hello)
        self.view: Any = None  # the room's public facts last drawn (lobby, observer, side panel)
        self.panel = w.HTML()
        self.panel.add_class("ckd-room-panel")
        self._lobby: Lobby | None = None  # the lobby last drawn, redrawn in place while it applies

    # ------------------------------------------------------------------------------ the store
    def store(self) -> Any:
        """The rooms' store, opened on first use (a RoomError says why it cannot be)."""
        if self._store is None:
            from cardkit.rooms import open_store

            away = os.environ.get(AWAY_VARIABLE, "").strip()
            settings: dict[str, Any] = {"away_after": float(away)} if away.replace(".", "", 1).isdigit() else {}
            self._store = open_store(self.url, **settings)
        return self._store

    def failed(self, e: Exception) -> str:
        """The page's message for a store that failed: its own words for a RoomError, else its kind."""
        if isinstance(e, CardkitError):
            return e.explain(self.app.language)
        log.error("cardkit dashboard: the rooms' store failed", exc_info=e)
        return t("dashboard.room_store", self.app.language, reason=type(e).__name__)

    # ------------------------------------------------------------------------------ the page's first word
    def hello(self, room: str, token: str, base: str) -> None:
        """The front end's first message: the room in the address (if any) and this browser's token."""
        # The page's origin and path only: a query (a login token) or a fragment never enters a room's link.
        self.base = base.split("?", 1)[0].split("#", 1)[0] if base.startswith(("http://", "https://")) else ""
        if room:
            self.open_room(room, token or None)

    def open_room(self, code: str, token: str | None) -> None:
        """Show room ``code``: this seat's game (``token`` holds a seat), else its join screen or, once
        it started, what an observer may see. An unknown or expired code, or a store that cannot be
        reached, is said on the form; a token that opens no seat is forgotten."""
        try:
            store = self.store()
            room = store.public(code)
            if token is not None:
                try:
                    store.rejoin(code, token)
                except CardkitError as e:
                    if e.key != "rooms.bad_token":
                        raise
                    self.link.forget(code)
                    token = None
        except Exception as e:  # noqa: BLE001 - said in the page; nothing changed
            self.link.address("")
            self.leave()
            self.app.draw_form()
            self.app.refuse(self.failed(e))
            return
        self.enter(room, token)

    def enter(self, room: Any, token: str | None) -> None:
        """Show ``room`` for ``token``'s seat (or for a visitor), watching it for changes."""
        self.leave()
        self.room, self.token, self.view = room.code, token, room
        self.app.message.value = ""
        self.link.address(room.code)
        if token is not None and room.status != "waiting":
            self.play()
        else:
            self.draw_lobby()
        self.watcher = RoomWatcher(
            self.store(),
            room.code,
            room.moves,
            self.changed,
            heartbeat=(lambda: self.store().touch(room.code, token)) if token else None,
            every=self._heartbeat(),
        )
        self.watcher.start()

    def _heartbeat(self) -> float:
        return max(0.5, getattr(self.store(), "away_after", 15.0) / 3)

    def leave(self) -> None:
        """Stop watching the room on the screen (the page goes back to the form, or to another room)."""
        if self.watcher is not None:
            self.watcher.stop()
            self.watcher = None
        self.room = self.token = None
        self.view = None
        self._lobby = None

    def close(self) -> None:
        """Stop watching the room and let go of the store's connections (the app is closing)."""
        self.leave()
        if self._store is not None:
            self._store.close()
            self._store = None

    # ------------------------------------------------------------------------------ making rooms
    def _names_for(self, seats: list[str], names: list[str | None] | None) -> list[str]:
        """The people's names from the form: typed, or "Player n" in the page's language."""
        own = default_names(len(seats), self.app.language)
        return [own[s] if names is None or names[s] is None else names[s] for s in range(len(seats))]  # type: ignore[misc]

    def start_alone(
        self, game: str, seats: list[str], options: dict, names: list[str | None] | None
    ) -> PlayWidget | None:
        """A game of one person against bots, kept in a room (a reload resumes it)."""
        try:
            store = self.store()
            room = store.create(game, options, seats)
            seat = seats.index(HUMAN)
            token = store.join(room.code, seat, self._names_for(seats, names)[seat])
            room = store.start(room.code, token)
        except Exception as e:  # noqa: BLE001 - said in the form; nothing started
            self.app.refuse(self.failed(e))
            return None
        self.link.keep(room.code, token)
        self.enter(room, token)
        return self.app.board

    def friends(self) -> None:
        """ "Play with friends": a room with the form's game and seats; the person at this screen takes the
        first person's seat, and the join screen shows the link for the others."""
        try:
            game, seats, options, names = self.app.settings()
            if HUMAN not in seats:
                raise CardkitError("rooms.no_person")
            store = self.store()
            room = store.create(game, options, seats)
            seat = seats.index(HUMAN)
            token = store.join(room.code, seat, self._names_for(seats, names)[seat])
            room = store.public(room.code)
        except Exception as e:  # noqa: BLE001 - said in the form; nothing made
            self.app.refuse(self.failed(e))
            return
        self.link.keep(room.code, token)
        self.enter(room, token)

    # ------------------------------------------------------------------------------ the join screen
    def _seat_rows(self, room: Any, mine: int | None) -> str:
        lang = self.app.language
        names = room_names(room, lang)
        rows = []
        for seat, kind in enumerate(room.seats):
            if kind != HUMAN:
                who = _html(t("dashboard.room_bot", lang, level=t(f"seats.level.{kind}", lang)))
            elif not room.claimed[seat]:
                who = f"<em>{_html(t('dashboard.room_free', lang))}</em>"
            else:
                who = _html(names[seat])
                if seat == mine:
                    who += f" <strong>({_html(t('dashboard.room_you', lang))})</strong>"
                if seat == room.host:
                    who += f" <span class='ckd-room-host'>({_html(t('dashboard.room_host', lang))})</span>"
                if room.away[seat]:
                    who += f" <span class='ckd-room-away'>({_html(t('dashboard.room_away', lang))})</span>"
            label = _html(t("dashboard.room_seat", lang, n=seat + 1))
            rows.append(f"<tr class='ckd-room-seat-{seat + 1}'><td>{label}</td><td>{who}</td></tr>")
        return f"<table class='ckd-room-seats'>{''.join(rows)}</table>"

    def room_address(self, code: str) -> str:
        return f"{self.base}#room={quote(code)}" if self.base else f"#room={quote(code)}"

    def draw_lobby(self) -> None:
        """The room's screen before the game (join, start) or for an observer."""
        room, lang = self.view, self.app.language
        mine = None
        if self.token is not None:
            try:
                mine = self.store().seat(room.code, self.token)
            except Exception:  # noqa: BLE001 - the seat is gone: watch instead
                self.token = None
        free = [s for s, kind in enumerate(room.seats) if kind == HUMAN and not room.claimed[s]]
        if room.status == "waiting" and mine is None and free:
            offers = "join"
        elif room.status == "waiting" and mine is not None:
            offers = "wait" if mine != room.host else "start"
        else:
            offers = "watch"
        key = (room.code, mine, lang, offers, tuple(free) if offers == "join" else ())
        seats = (
            f"<p class='ckd-room-code'>{_html(t('dashboard.room_code', lang, code=room.code))}</p>"
            + self._seat_rows(room, mine)
        )
        watching = ""
        if offers == "watch":
            watching = f"<p class='ckd-room-watching'>{_html(t('dashboard.room_watching', lang))}</p>" + self._progress(
                room
            )
        lobby = self._lobby
        if lobby is not None and lobby.key == key and lobby.box in self.app.children:
            lobby.seats.value, lobby.watching.value = seats, watching
            return
        parts: list[w.Widget] = [
            w.HTML(
                f"<h2>{_html(t('dashboard.room', lang, code=room.code))}</h2>"
                f"<p>{_html(t('dashboard.room_link', lang))}</p>"
            ),
        ]
        link = self.room_address(room.code)
        address = w.Text(value=link, disabled=True)
        address.add_class("ckd-room-link")
        copy = CopyButton(
            link,
            t("dashboard.room_copy", lang),
            t("dashboard.room_copied", lang),
            t("dashboard.room_copy_failed", lang),
        )
        parts += [address, copy]
        seats_line, watching_line = w.HTML(seats), w.HTML(watching)
        parts.append(seats_line)
        name = None
        if offers == "join":
            # The name typed so far stays when the seats to take change (someone else took one).
            typed = (
                lobby.name.value if lobby is not None and lobby.name is not None and lobby.key[:3] == key[:3] else ""
            )
            name = w.Text(value=typed, placeholder=t("dashboard.room_name", lang), description_allow_html=False)
            name.add_class("ckd-room-name")
            takes = []
            for seat in free:
                take = w.Button(description=t("dashboard.room_take", lang, n=seat + 1), button_style="success")
                take.add_class(f"ckd-take-{seat + 1}")
                take.on_click(clicked(lambda s=seat: self.take_seat(s, name.value)))  # type: ignore[misc]  # s: this seat
                takes.append(take)
            parts += [labelled(t("dashboard.room_name", lang), name), w.HBox(takes)]
        elif offers == "wait":
            host = room_names(room, lang)[room.host]
            wait = _html(t("dashboard.room_host_wait", lang, name=host))
            parts.append(w.HTML(f"<p class='ckd-room-host-wait'>{wait}</p>"))
        elif offers == "start":
            fill = w.Dropdown(
                options=[(t("dashboard.room_fill_wait", lang), "")]
                + [
                    (t("dashboard.room_fill_bot", lang, level=t(f"dashboard.level.{level}", lang)), level)
                    for level in FILL_LEVELS
                ],
                value="",
            )
            fill.add_class("ckd-room-fill")
            start = w.Button(description=t("dashboard.room_start", lang), button_style="success")
            start.add_class("ckd-room-start")
            start.on_click(clicked(lambda: self.start_room(fill.value or None)))
            parts += [
                w.HTML(f"<p>{_html(t('dashboard.room_waiting', lang))}</p>"),
                labelled(t("dashboard.room_fill", lang), fill),
                start,
            ]
        else:
            parts.append(watching_line)
        again = w.Button(description=t("dashboard.new_form", lang))
        again.add_class("ckd-change")
        again.on_click(clicked(self.app.change_game))
        parts += [self.app.message, again]
        box = w.VBox(parts)
        box.add_class("ckd-room")
        self._lobby = Lobby(key, box, seats_line, watching_line, name)
        self.app.show(self.app.head(), box)

    def _progress(self, room: Any) -> str:
        """What anybody may know of a room's game: whose turn, the move, the scores of finished deals."""
        from cardkit.scene import result_text

        lang = self.app.language
        names = room_names(room, lang)
        lines = []
        if room.status == "playing" and room.to_move is not None:
            lines.append(t("dashboard.room_turn", lang, name=names[room.to_move], moves=room.moves))
        if room.status == "finished":
            lines.append(t("dashboard.room_over", lang, result=result_text(tuple(room.winners), names, lang)))
        text = "".join(f"<p class='ckd-room-progress'>{_html(line)}</p>" for line in lines)
        if room.status != "waiting":
            text += f"<div class='ckd-scores'>{scoreboard_html(room.game, names, [list(r) for r in room.deal_totals], room.deal + 1, lang)}</div>"
        return text

    def take_seat(self, seat: int, name: str) -> None:
        """Claim ``seat`` of the room on the screen under ``name``; a refusal is said, nothing changed."""
        code = self.room
        if code is None:
            return
        try:
            token = self.store().join(code, seat, name)
            room = self.store().public(code)
        except Exception as e:  # noqa: BLE001 - a taken seat, a full room, a bad name: said in the page
            self.app.refuse(self.failed(e))
            return
        self.link.keep(code, token)
        self.enter(room, token)

    def start_room(self, fill: str | None) -> None:
        """Start the room's game (its host asks); ``fill``: a bot level for the free seats."""
        if self.room is None or self.token is None:
            return
        try:
            room = self.store().start(self.room, self.token, fill)
        except Exception as e:  # noqa: BLE001 - seats still free, already started: said in the page
            self.app.refuse(self.failed(e))
            return
        self.enter(room, self.token)

    # ------------------------------------------------------------------------------ the game
    def play(self) -> None:
        """This seat's board, drawn from the store."""
        assert self.room is not None and self.token is not None  # seated in a room
        table = Table.in_room(self.store(), self.room, self.token, language=self.app.language)
        # Alone against bots, the bots move one by one at the dashboard's pace, as in a game in the kernel.
        board = PlayWidget(table.game, table.seats, table=table, bot_delay=self.app.bot_delay)
        self.app.set_board(board)

    def draw_panel(self) -> None:
        """Beside the board: the room's code and link, the players (away ones marked), the rematch."""
        room, lang = self.view, self.app.language
        if room is None:
            return
        mine = (
            self.app.board.table.seat if self.app.board is not None and self.app.board.table.code is not None else None
        )
        if self.alone(room):  # nothing to share: only where the game is kept
            self.panel.value = f"<p class='ckd-room-kept'>{_html(t('dashboard.room_kept', lang))}</p>"
            return
        self.panel.value = (
            f"<p class='ckd-room-code'>{_html(t('dashboard.room_code', lang, code=room.code))}</p>"
            f"<p><a href='{html.escape(self.room_address(room.code))}' target='_blank' rel='noopener'>"
            f"{_html(t('dashboard.room_open', lang))}</a></p>" + self._seat_rows(room, mine)
        )

    def stand_in_controls(self) -> list[w.Widget]:
        """For the host, beside the board: for each player away long enough (``Room.handable``) and not yet
        stood in for, a bot level and "Let a bot play for Ana", so the others can go on; the player gets
        the seat back when they return."""
        room, lang = self.view, self.app.language
        if room is None or room.status != "playing" or self.token is None:
            return []
        try:
            if self.store().seat(room.code, self.token) != room.host:
                return []
        except Exception:  # noqa: BLE001 - the seat is gone: no controls
            return []
        names, controls = room_names(room, lang), []
        for seat, can in enumerate(room.handable):
            if not can or room.stand_ins[seat]:
                continue
            level = w.Dropdown(
                options=[(t(f"dashboard.level.{lv}", lang), lv) for lv in BOT_LEVELS],
                value="normal",
                description=t("dashboard.stand_in_level", lang),
            )
            go = w.Button(description=t("dashboard.stand_in", lang, name=names[seat]))
            go.add_class(f"ckd-stand-in-{seat + 1}")
            go.on_click(clicked(lambda seat=seat, level=level: self.stand_in(seat, level.value)))  # type: ignore[misc]
            row = w.HBox([level, go])
            row.add_class("ckd-stand-in")
            controls.append(row)
        return controls

    def stand_in(self, seat: int, level: str) -> None:
        """The host's "Let a bot play for Ana": the store checks it again (host, away long enough, a level)."""
        try:
            room = self.store().stand_in(self.room, self.token, seat, level)
        except Exception as e:  # noqa: BLE001 - refused (back meanwhile, not the host): said in the page
            self.app.refuse(self.failed(e))
            return
        self.view = room
        if self.app.board is not None and self.app.board.table.reload():
            self.app.board.refresh()
        self.app.draw_game()

    @staticmethod
    def alone(room: Any) -> bool:
        """Is ``room`` a game of one person against bots (kept in a room only so a reload resumes it)?"""
        return list(room.seats).count(HUMAN) == 1

    def rematch(self) -> None:
        """A rematch of the finished room: the same seats and tokens, a new deal; everyone is taken there."""
        if self.room is None or self.token is None:
            return
        try:
            room = self.store().rematch(self.room, self.token)
        except Exception as e:  # noqa: BLE001 - the match is not over: said in the page
            self.app.refuse(self.failed(e))
            return
        self.link.keep(room.code, self.token)
        self.enter(room, self.token)

    def changed(self) -> None:
        """The watcher saw a change (or its wait ended): redraw what changed, on the kernel's loop."""
        code = self.room
        if code is None:
            return
        try:
            room = self.store().public(code)
        except Exception as e:  # noqa: BLE001 - the store unreachable or the room gone: said, nothing else
            self.app.message.value = (
                f'<div class="ckd-error" role="alert">'
                f"{_html(t('dashboard.room_gone', self.app.language, reason=self.failed(e)))}</div>"
            )
            return
        before, self.view = self.view, room
        if room.rematch and self.token is not None:  # another player asked for the rematch: go there
            self.link.keep(room.rematch, self.token)
            self.enter(self.store().public(room.rematch), self.token)
            return
        if self.app.board is not None and self.app.board.table.code is not None:
            if self.app.board.table.reload():
                self.app.board.refresh()
            if before is None or (before.away, before.handable, before.stand_ins, before.names, before.status) != (
                room.away,
                room.handable,
                room.stand_ins,
                room.names,
                room.status,
            ):
                self.app.draw_game()
            return
        if self.token is not None and room.status != "waiting":
            self.play()  # the game started
        elif before is None or (before.moves, before.away) != (room.moves, room.away):
            self.draw_lobby()
