"""The dashboard's "My games": this browser's finished games (``cardkit.records``), their review, replay,
download and import, and how the player fares per game and bot level (docs/records.md).

A finished game is kept when its board shows it over (``keep``, called on every new frame: adding the
same game again changes nothing). The list shows no card; a game's record reaches the browser only
when its player asks for its review, its replay (a stepper over the seat's own views) or its file.
"""

from __future__ import annotations

import functools
import html
import logging
from typing import Any

import ipywidgets as w

from cardkit import games
from cardkit.core import CardkitError
from cardkit.core.record import MAX_SAVE_BYTES
from cardkit.core.seats import HUMAN
from cardkit.dashboard.parts import alert_html, clicked
from cardkit.dashboard.records_text import (
    SHOWN,
    against,
    caption,
    describe,
    interval,
    margin_label,
    margin_svg,
    replay_steps,
)
from cardkit.i18n import t
from cardkit.records import Game, RecordsError, open_records
from cardkit.widgets.review import ReviewWidget
from cardkit.widgets.stepper import Stepper
from cardkit.widgets.upload import FileImport

log = logging.getLogger("cardkit.dashboard")


def _html(text: str) -> str:
    return html.escape(text, quote=False)


class MyGames:
    """ "My games", composed into the app (``Dashboard.my_games``)."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self._records: Any = None

    def records(self) -> Any:
        if self._records is None:
            self._records = open_records(self.app.rooms.url)
        return self._records

    def player(self) -> str | None:
        return self.app.rooms.link.player

    def close(self) -> None:
        if self._records is not None:
            self._records.close()
            self._records = None

    def keep(self, board: Any) -> None:
        """Keep the game at ``board``'s screen once it is over, for this browser's player (a person alone
        against bots, or a seat of a room; not hot-seat, where several people share the browser)."""
        table = board.table
        if self.app.rooms.url is None or self.player() is None or not table.room.deal_over:
            return
        if table.code is None and list(table.seats).count(HUMAN) != 1:
            return
        try:
            self.records().add(self.player(), board)
        except Exception as e:
            log.error("cardkit dashboard: a finished game could not be kept", exc_info=e)

    # ------------------------------------------------------------------------------ the screens
    def _screen(self, *parts: w.Widget) -> None:
        back = w.Button(description=t("dashboard.records_back", self.app.language))
        back.add_class("ckd-records-back")
        back.on_click(clicked(self.app.change_game))
        box = w.VBox([*parts, self.app.message, back])
        box.add_class("ckd-records")
        self.app.show(self.app.head(), box)

    def _failed(self, e: Exception) -> None:
        self.app.draw_form()
        self.app.refuse(self.app.rooms.failed(e))

    def show(self, asking: tuple[str | None] | None = None, said: str = "") -> None:
        """The list of this browser's finished games, newest first, and the summary; ``asking``: the game
        (its id, or None for all of them) whose deletion is asked about; ``said``: the message's HTML."""
        lang = self.app.language
        self.app.rooms.leave()
        try:
            player = self.player()
            if player is None:
                raise RecordsError("records.bad_player", reason=t("dashboard.records_no_id", lang))
            kept = self.records().list(player)
            lines = self.records().summary(player)
            solved = self.records().puzzles(player)
        except Exception as e:  # noqa: BLE001 - said on the form; nothing changed
            self._failed(e)
            return
        head = w.HTML(
            f"<h2>{_html(t('dashboard.records', lang))}</h2>"
            f"<p class='ckd-note ckd-records-where'>{_html(t('dashboard.records_where', lang))}</p>"
        )
        parts: list[w.Widget] = [head]
        if not kept:
            parts.append(w.HTML(f"<p class='ckd-records-none'>{_html(t('dashboard.records_none', lang))}</p>"))
        else:
            parts.append(w.HTML(self._summary_html(lines)))
            parts.append(w.HTML(f"<h3>{_html(caption(len(kept), lang))}</h3>"))
            rows = [self._row(game) for game in kept[:SHOWN]]
            listing = w.VBox(rows)
            listing.add_class("ckd-records-list")
            parts.append(listing)
            everything = w.Button(description=t("dashboard.records_download_all", lang))
            everything.add_class("ckd-records-download-all")
            everything.on_click(clicked(lambda: self.download(None)))
            forget = w.Button(description=t("dashboard.records_delete_all", lang))
            forget.add_class("ckd-records-delete-all")
            forget.on_click(clicked(lambda: self.ask_delete(None)))
        parts.append(w.HTML(self._puzzles_html(solved)))
        upload = FileImport(t("dashboard.records_import", lang), self.import_file, self._import_refused)
        parts.append(w.HBox([everything, forget, upload] if kept else [upload]))
        if asking is not None:
            parts += self._confirm(*asking)
        self._screen(*parts)
        self.app.message.value = said  # after the list: the page shows the word on what it now lists

    def _describe(self, game: Game) -> str:
        return describe(game, self.app.language)

    def _row(self, game: Game) -> w.HBox:
        lang = self.app.language
        text = self._describe(game)
        label = w.HTML(f"<span class='ckd-records-game'>{_html(text)}</span>")
        buttons = []
        for name, action in (
            ("review", self.review),
            ("replay", self.replay),
            ("download", self.download),
            ("delete", self.ask_delete),
        ):
            button = w.Button(description=t(f"dashboard.records_{name}", lang), tooltip=f"{text}")
            button.add_class(f"ckd-records-{name}")
            button.on_click(clicked(functools.partial(action, game.id)))
            buttons.append(button)
        row = w.HBox([label, w.HBox(buttons)])
        row.add_class("ckd-records-row")
        return row

    def _summary_html(self, lines: list[Any]) -> str:
        lang = self.app.language
        cells = []
        for line in lines:
            title = games.spec(line.game).title(lang)
            who, spread = against(line, lang), interval(line, lang)
            plot = margin_svg(line.margins, margin_label(line, lang))
            cells.append(
                f"<tr><th scope='row'>{_html(title)}</th><td>{_html(who)}</td><td>{line.games}</td>"
                f"<td>{line.wins} <span class='ckd-note'>({_html(spread)})</span></td><td>{plot}</td></tr>"
            )
        head = "".join(
            f"<th scope='col'>{_html(t(f'dashboard.records_col_{c}', lang))}</th>"
            for c in ("game", "against", "games", "wins", "margin")
        )
        heading = _html(t("dashboard.records_summary", lang))
        return (
            f"<div class='ckd-records-summary'><table><caption>{heading}</caption><thead><tr>{head}</tr></thead>"
            f"<tbody>{''.join(cells)}</tbody></table></div>"
        )

    def _puzzles_html(self, solved: list[Any]) -> str:
        """Per game: the puzzles solved (right at the first answer) of those it ships."""
        lang = self.app.language
        items = "".join(
            "<li>"
            + _html(
                t("dashboard.records_puzzles_line", lang, game=games.spec(p.game).title(lang), solved=p.solved, of=p.of)
            )
            + "</li>"
            for p in solved
        )
        return (
            f"<div class='ckd-records-puzzles'><h3>{_html(t('dashboard.records_puzzles', lang))}</h3><ul>{items}</ul>"
            f"<p class='ckd-note'>{_html(t('dashboard.records_puzzles_note', lang))}</p></div>"
        )

    # ------------------------------------------------------------------------------ one game
    def _open(self, id: str) -> tuple[Game, Any] | None:
        try:
            return self.records().record(self.player(), id)
        except Exception as e:  # noqa: BLE001 - deleted meanwhile (another tab): said on the form
            self._failed(e)
            return None

    def review(self, id: str) -> None:
        """The Expert's review of a kept game, from its player's seat (``cardkit.review``)."""
        found = self._open(id)
        if found is None:
            return
        game, record = found
        lang = self.app.language
        widget = ReviewWidget.from_record(record, game.seat, language=lang, names=list(game.names))
        self._screen(w.HTML(f"<h2>{_html(self._describe(game))}</h2>"), widget)

    def replay(self, id: str) -> None:
        """A stepper over the player's own views of a kept game, move by move (never the full deal)."""
        found = self._open(id)
        if found is None:
            return
        game, record = found
        lang = self.app.language
        steps = replay_steps(record, game.seat, list(game.names), lang)
        widget = Stepper(steps, games.spec(game.game).title(lang), lang)
        self._screen(w.HTML(f"<h2>{_html(self._describe(game))}</h2>"), widget)

    def download(self, id: str | None) -> None:
        """The browser saves the kept game's file, or every game's (``id`` None: Download all), which
        ``cardkit records import`` reads."""
        try:
            text = self.records().export(self.player(), id)
        except Exception as e:  # noqa: BLE001 - said on the form
            self._failed(e)
            return
        self.app.rooms.link.download(f"cardkit-game-{id[:8]}.json" if id else "cardkit-my-games.json", text)

    def import_file(self, text: str) -> None:
        """Merge a file of Download or Download all (this browser's, or another's) into this browser's
        games: the list again, saying how many were added, or why the file was refused whole."""
        lang = self.app.language
        try:
            added = self.records().import_(self.player(), text)
        except CardkitError as e:  # damaged, foreign, oversized, from a newer cardkit, nothing new
            self.show(said=alert_html(e.explain(lang)))
            return
        except Exception as e:  # noqa: BLE001 - the store failed: said on the form
            self._failed(e)
            return
        said = _html(t("dashboard.records_imported", lang, n=added))
        self.show(said=f"<p class='ckd-note ckd-records-imported' role='status'>{said}</p>")

    def _import_refused(self, reason: str) -> None:
        text = t(f"dashboard.records_import_{reason}", self.app.language, mb=MAX_SAVE_BYTES // 1_000_000)
        self.show(said=alert_html(text))

    def ask_delete(self, id: str | None) -> None:
        """Delete one game (``id``) or all, after "are you sure?"."""
        self.show(asking=(id,))

    def _confirm(self, id: str | None) -> list[w.Widget]:
        lang = self.app.language
        which = "one" if id is not None else "all"
        question = w.HTML(
            f"<p class='ckd-confirm' role='alert'>{_html(t(f'dashboard.records_confirm_{which}', lang))}</p>"
        )
        yes = w.Button(description=t("dashboard.records_yes", lang), button_style="danger")
        yes.add_class("ckd-records-yes")
        yes.on_click(clicked(lambda: self.delete(id)))
        no = w.Button(description=t("dashboard.records_no", lang))
        no.add_class("ckd-records-no")
        no.on_click(clicked(self.show))
        return [question, w.HBox([yes, no])]

    def delete(self, id: str | None) -> None:
        try:
            self.records().delete(self.player(), id)
        except Exception as e:  # noqa: BLE001 - said on the form
            self._failed(e)
            return
        self.show()
