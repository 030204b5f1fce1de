"""The dashboard's small widget pieces, shared by the form, the game and the rooms' screens."""

from __future__ import annotations

import html
import logging
from collections.abc import Callable
from typing import Any

import ipywidgets as w

from cardkit.i18n import t

log = logging.getLogger("cardkit.dashboard")

# The bot levels a person may choose in the dashboard (a seat of the form, a bot standing in for a player).
BOT_LEVELS = ("beginner", "normal", "expert")


def clicked(action: Callable[[], Any]) -> Callable[[w.Button], None]:
    """A button's click handler that does nothing once the button has left the page (closed), and never
    raises (ipywidgets would print the traceback into the page)."""

    def clicked(button: w.Button) -> None:
        if button.comm is None:
            return
        try:
            action()
        except Exception as e:  # noqa: BLE001 - logged for the server, not shown to the page
            log.error("cardkit dashboard: a click failed", exc_info=e)

    return clicked


def answered(action: Callable[[Any], Any]) -> Callable[[Any], Any]:
    """A control's observer that does nothing once the control has left the page (closed)."""
    return lambda change: action(change.new) if change.owner.comm is not None else None


def alert_html(text: str) -> str:
    """The page's message for a refusal: read out by a screen reader as soon as it shows."""
    return f'<div class="ckd-error" role="alert">{html.escape(text, quote=False)}</div>'


def labelled(label: str, control: w.Widget) -> w.HBox:
    """``control`` with ``label`` on its left (the form's look). The label is also the control's own name
    (its description, hidden on the screen where the label shows it): a menu or a text box without one is
    nameless to a screen reader."""
    if "description" in control.keys and not control.description:
        control.description = label
        control.add_class("ckd-named")
    box = w.HBox([w.HTML(f'<span class="ckd-label">{html.escape(label)}</span>'), control])
    box.add_class("ckd-field")
    return box


def scoreboard_html(game: str, names: list[str], deal_totals: list[list[int]], deals: int, language: str) -> str:
    """The running scoreboard of a match: a line per finished deal, the deal being played, the totals."""
    lang = language
    head = "".join(f"<th scope='col'>{html.escape(n)}</th>" for n in names)
    rows = []
    for index, totals in enumerate(deal_totals):
        cells = "".join(f"<td>{v}</td>" for v in totals)
        rows.append(f"<tr><td>{html.escape(t(f'{game}.deal', lang, n=index + 1))}</td>{cells}</tr>")
    if deals > len(deal_totals):
        rows.append(
            f"<tr class='ckd-current-deal'><td>{html.escape(t(f'{game}.deal', lang, n=deals))}"
            f"</td><td colspan='{len(names)}'>{html.escape(t('dashboard.playing', lang))}</td></tr>"
        )
    sums = [sum(column) for column in zip(*deal_totals)] if deal_totals else [0] * len(names)
    best = max(sums) if deal_totals else None
    cells = "".join(f"<td class='{'ckd-leader' if v == best else ''}'>{v}</td>" for v in sums)
    rows.append(f"<tr class='ckd-total'><td>{html.escape(t('dashboard.total', lang))}</td>{cells}</tr>")
    caption = html.escape(t("dashboard.scoreboard", lang))
    corner = f"<th scope='col'><span class='ckd-sr'>{html.escape(t('dashboard.game', lang))}</span></th>"
    # A named region that takes the focus: wider than a phone's screen (six players), it scrolls sideways,
    # and a keyboard scrolls it too.
    return (
        f"<div class='ckd-scores-box' role='region' tabindex='0' aria-label='{caption}'>"
        f"<table><caption>{caption}</caption><thead><tr>{corner}{head}</tr></thead>"
        f"<tbody>{''.join(rows)}</tbody></table></div>"
    )
