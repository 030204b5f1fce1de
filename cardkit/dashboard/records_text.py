"""How "My games" says a kept game and a summary line, in words, and replays a game from its seat's own views:
the dashboard's list (``records.py``) and the static page's (``cardkit.litepage.bridge``) do it alike. No widget
library here: Pyodide imports it."""

from __future__ import annotations

import datetime
import html

from cardkit import games
from cardkit.core.record import Record
from cardkit.i18n import t
from cardkit.records import Game, Line
from cardkit.scene import result_text
from cardkit.scene.steps import Step

SHOWN = 50  # the newest games listed (Download all has every one)


def replay_steps(record: Record, seat: int, names: list[str], language: str) -> list[Step]:
    """The game as ``seat`` saw it: its own view before the first move and after each one, each captioned
    with the move's log line written from those views alone."""
    state = games.spec(record.game).state.new(record.options, record.seed)
    board = games.spec(record.game).board
    before = state.view(seat)
    steps = [Step(before, t("dashboard.records_start", language), names=names)]
    for action in record.actions:
        actor = state.to_move()
        state.apply(action)
        after = state.view(seat)
        steps.append(Step(after, board.describe(action, actor, before, after)(language, names), names=names))
        before = after
    return steps


def opponents(game: Game, language: str) -> str:
    """The others' names (a bot's name says its level: "Bot 2 (normal)")."""
    return t("scene.and", language).join(n for s, n in enumerate(game.names) if s != game.seat)


def describe(game: Game, language: str) -> str:
    """One game in words: the date, the game, the opponents, the result and the score (no card)."""
    when = datetime.datetime.fromtimestamp(game.date).strftime("%Y-%m-%d %H:%M")
    title = games.spec(game.game).title(language)
    if game.won and len(game.winners) == 1:
        result = t("dashboard.records_won", language)
    elif game.won:
        result = t("dashboard.records_shared", language)
    else:
        result = t("dashboard.records_lost", language, result=result_text(game.winners, list(game.names), language))
    score = "–".join(str(s) for s in game.scores)
    return t(
        "dashboard.records_game", language, date=when, game=title, others=opponents(game, language), result=result,
        score=score,
    )  # fmt: skip


def caption(count: int, language: str) -> str:
    """The list's heading: "3 games", or "The last 50 of 72 games" when not all are shown."""
    if count <= SHOWN:
        return t("dashboard.records_all", language, count=count)
    return t("dashboard.records_list", language, shown=SHOWN, count=count)


def against(line: Line, language: str) -> str:
    """Whom a summary line is against: a bot level, people, or people and bots."""
    if line.opponents in ("people", "mixed"):
        return t(f"dashboard.records_{line.opponents}", language)
    return t(f"seats.level.{line.opponents}", language)


def interval(line: Line, language: str) -> str:
    return t("dashboard.records_interval", language, low=round(100 * line.low), high=round(100 * line.high))


def margin_svg(margins: tuple[float, ...], label: str) -> str:
    """The running average margin as a small line (an inline SVG: no plotting library in the page)."""
    width, height = 120, 32
    if not margins:
        return ""
    top, bottom = max(0.0, *margins), min(0.0, *margins)
    span = (top - bottom) or 1.0
    step = width / max(1, len(margins) - 1)
    points = " ".join(f"{i * step:.1f},{height - (m - bottom) / span * height:.1f}" for i, m in enumerate(margins))
    zero = height - (0 - bottom) / span * height
    return (
        f"<svg class='ckd-margins' role='img' aria-label='{html.escape(label)}' width='{width}' height='{height}' "
        f"viewBox='-2 -2 {width + 4} {height + 4}'><line x1='0' x2='{width}' y1='{zero:.1f}' y2='{zero:.1f}' "
        f"stroke='#999' stroke-dasharray='2 2'/><polyline fill='none' stroke='#2e7d32' stroke-width='2' "
        f"points='{points}'/></svg>"
    )


def margin_label(line: Line, language: str) -> str:
    return t("dashboard.records_margin_label", language, last=line.margins[-1])
