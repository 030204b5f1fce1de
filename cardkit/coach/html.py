"""A review drawn: the reviewed seat's board at every move, the annotations, the chart, the HTML page.

``cardkit.review(...)`` (``cardkit/coach/analysis.py``) rates each of a seat's decisions; this module shows
the result. :class:`Replay` replays the reviewed game and draws each position **as the reviewed seat
saw it** (its board is built by the game's board from ``state.view(seat)``, never from the state), with
the annotation of the decision taken there and, when asked, the Expert's move highlighted on the board
(the scene's ``hint``). :func:`review_html` is the same review as one self-contained HTML page (inline
SVG boards and chart, inline CSS, no script, no external address): ``cardkit review GAME.json --seat N
--format html`` writes it, and the review widget (``cardkit.widgets.review``) puts it in a saved
notebook. The widget and the play widget's "Review this game" step through :class:`ReviewScreen`.

A move the seat did not play is named by the board's log line for it only when that line names no
card the seat had not seen at that moment; a move that would turn a hidden card up is named by the
board's labels of the places it highlights, drawn from the seat's view. The review never shows a card
its seat could not see. This module imports no widget library: the command line and Pyodide use it too.
"""

from __future__ import annotations

import html
import json
import random
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cardkit import games, i18n, scene as sc
from cardkit.coach.grades import GRADES, phase_name
from cardkit.core import Match, Record, State, load_game
from cardkit.core.game import BadSave
from cardkit.core.record import loads
from cardkit.i18n import t
from cardkit.scene.steps import cards, mark_changes
from cardkit.scene.svg import to_svg

# Each grade has a colour and a sign (read aloud and seen without colour): chess's annotation marks.
GRADE_COLOURS = {"good": "#2e7d32", "inaccuracy": "#8a6d00", "mistake": "#c25400", "blunder": "#b3261e"}
GRADE_SIGNS = {"good": "✓", "inaccuracy": "?!", "mistake": "?", "blunder": "??"}
REVIEW_CSS = (Path(__file__).parent / "review.css").read_text(encoding="utf-8")


def _esc(text: Any) -> str:
    return html.escape(str(text), quote=True)


def _points(value: float) -> str:
    return f"{value:.1f}"


def _signed(value: float) -> str:
    return f"{value:+.1f}"


def _send(payload: dict) -> str:
    """The ``data-send`` attribute of an element the widget's page turns into a message on click."""
    return f' data-send="{_esc(json.dumps(payload, separators=(",", ":")))}"'


@dataclass
class Position:
    """A position of the reviewed game: ``view`` is the reviewed seat's view of it; ``action`` the move
    played from it by ``actor`` (None at the end of a deal). ``line`` is the log line of the move that
    led here (None at the start of a deal). ``state`` (the whole state, every card) is kept only where
    the reviewed seat decided, to name the moves it could have played; it never reaches a scene."""

    deal: int
    move: int
    view: Any
    actor: int | None
    action: Any
    line: Any
    state: State | None


def _deals(record: Any) -> list[Record]:
    """The deals of a record: a Record (one game), a list of them (a match's deals), a Match, a State."""
    if isinstance(record, Record):
        return [record]
    if isinstance(record, (list, tuple)) and record and all(isinstance(r, Record) for r in record):
        return list(record)
    if isinstance(record, Match):
        return [deal.record() for deal in record.deals]
    if isinstance(record, State):
        return [record.record()]
    raise TypeError(f"a review replays a Record, a Match or a State, not {type(record).__name__}")


def read_record(path: str | Path) -> Record | Match:
    """The game in a save file (a game's or a match's), checked and replayed; BadSave if it is not one."""
    text = Path(path).read_text(encoding="utf-8")
    try:
        return load_game(text).record()
    except BadSave as e:
        try:
            loads(text, "match")
        except BadSave:
            raise e from None
        return Match.load(text)


def game_of(record: Any) -> tuple[str, int]:
    """The game a record is of, and its number of players."""
    first = _deals(record)[0]
    return first.game, games.spec(first.game).state.new(first.options, first.seed).num_players


class Replay:
    """The reviewed game, position by position, as the reviewed seat saw it, with the review's notes.

    ``review``: a ``cardkit.review`` result; ``record``: the game it reviews (a Record, a Match, a
    State, or the deals' records; by default the review's ``records`` if it carries them); ``names``:
    the players' names (by default "Player 1"...). A decision that is not a move of the seat in the
    record (another game's review) is refused with ValueError.
    """

    def __init__(self, review: Any, record: Any = None, names: Sequence[str] | None = None) -> None:
        self.review = review
        self.record = record if record is not None else (getattr(review, "records", None) or None)
        if self.record is None:
            raise ValueError("the review does not carry its game: give the record it reviews")
        self.language = i18n.check_language(review.language)
        self.seat = review.seat
        self.spec = games.spec(review.game)
        self.board = self.spec.board
        self.positions: list[Position] = []
        for d, deal in enumerate(_deals(self.record)):
            if deal.game != review.game:
                raise ValueError(f"the review is of {review.game}, the record of {deal.game}")
            state = self.spec.state.new(deal.options, deal.seed)
            line = None
            for m, action in enumerate(deal.actions):
                actor = state.to_move()
                mine = actor == self.seat
                self.positions.append(
                    Position(d, m, state.view(self.seat), actor, action, line, state.clone() if mine else None)
                )
                before = state.view(actor)
                state.apply(action)
                line = self.board.describe(action, actor, before, state.view(actor))
            self.positions.append(Position(d, len(deal.actions), state.view(self.seat), None, None, line, None))
        players = self.board.players(self.positions[0].view)
        self.names = list(names) if names else sc.default_names(players, self.language)
        at = {(p.deal, p.move): i for i, p in enumerate(self.positions)}
        self.decisions: dict[int, Any] = {}  # position index -> the decision taken there
        for decision in review.decisions:
            index = at.get((decision.deal, decision.index))
            if index is None or self.positions[index].actor != self.seat:
                raise ValueError(
                    f"decision {decision.index} of deal {decision.deal} is not a move of "
                    f"seat {self.seat} in this record"
                )
            self.decisions[index] = decision
        self.order = sorted(self.decisions)  # the positions where the seat decided, in order
        self._names: dict[tuple[int, Any], str] = {}

    def __len__(self) -> int:
        return len(self.positions)

    def number(self, index: int) -> int | None:
        """The decision's number (1, 2...) at position ``index``, or None if the seat did not decide there."""
        return self.order.index(index) + 1 if index in self.decisions else None

    # ------------------------------------------------------------------------------ moves in words
    def move_name(self, index: int, action: Any) -> str:
        """``action``, a move of the reviewed seat from position ``index``, in words: the board's log line
        for it, or, when that line would name a card the seat had not seen, the board's labels of the
        places the move highlights ("37▲, centre → face-down card, your pyramid, row of 2...")."""
        key = (index, json.dumps(sc.act(action)))
        if key not in self._names:
            p = self.positions[index]
            if action == p.action:  # the move played: the line its seat saw in the log
                after = self.positions[index + 1].view
            else:
                assert p.state is not None  # a position kept for its other moves keeps its state
                state = p.state.clone()
                state.apply(action)
                after = state.view(self.seat)
            text = self.board.describe(action, self.seat, p.view, after)(self.language, self.names)
            # What the seat had seen before the move, and after it only for the move it played.
            seen = self.board.seen(p.view) | (self.board.seen(after) if action == p.action else set())
            if not self.board.mentions(text) <= seen:
                # The board's own words for the places the move highlights (drawn from the seat's view).
                scene = self.scene(index, hint=action)
                labels = [item["label"] for item in [*cards(scene), *scene.get("choices", [])] if item.get("hint")]
                text = " → ".join(labels) if labels else t("review.page.highlighted", self.language)
            self._names[key] = text
        return self._names[key]

    # ------------------------------------------------------------------------------ scenes
    def scene(self, index: int, hint: Any = None) -> dict:
        """The board at position ``index`` as the reviewed seat saw it, nothing clickable; ``hint``: a move
        of that seat to highlight (the Expert's move)."""
        p = self.positions[index]
        lang = self.language
        deciding = p.actor == self.seat
        # Built as the seat's live turn (so a move that is not a card, "keep the Star", can be highlighted
        # too), then every click taken out: the review only shows.
        scene = self.board.build(p.view, sc.Context(self.names, lang, hint=hint, live=deciding))
        for item in [*cards(scene), *scene.get("choices", [])]:
            item.pop("send", None)
            item.pop("legal", None)
        scene["title"] = ""
        scene.setdefault("sheet", None)
        if p.action is None:
            scene["sheet"] = sheet(self.board, p.view, self.names, lang)
        scene["prompt"] = self.caption(index)
        return scene

    def caption(self, index: int) -> str:
        p = self.positions[index]
        lang = self.language
        parts = []
        if self.positions[-1].deal:  # a match: which of its deals this is
            parts.append(t(f"{self.spec.name}.deal", lang, n=p.deal + 1) + ".")
        if p.line is not None:
            parts.append(t("review.page.after", lang, line=p.line(lang, self.names)))
        parts.append(
            t("review.page.over", lang) if p.actor is None else t("review.page.to_play", lang, name=self.names[p.actor])
        )
        return " ".join(parts)

    # ------------------------------------------------------------------------------ annotations
    def note_html(self, index: int, shown: Any = None, buttons: bool = True) -> str:
        """The annotation of the decision at position ``index`` ("" where the seat did not decide):
        its grade, the points given up, the reason, the moves weighed with their values. ``shown``: the
        move highlighted on the board; ``buttons``: each move weighed gets a "Show" button (the widget)."""
        decision = self.decisions.get(index)
        if decision is None:
            return ""
        lang = self.language
        grade = decision.grade
        n = self.number(index)
        said = decision.label(lang)  # a decision straddling a grade line says so, never a confident grade
        head = (
            f'<p><span class="ck-grade ck-grade-{_esc(grade)}">{_esc(GRADE_SIGNS[grade])} '
            f"{_esc(said)}</span> <strong>{_esc(t('review.page.decision', lang, n=n))}"
            f"</strong> · {_esc(t('review.page.your_move', lang, move=self.move_name(index, decision.played)))}"
            f"</p>"
        )
        parts = [head]
        if decision.forced:
            parts.append(f"<p>{_esc(t('review.page.forced', lang))}</p>")
        else:
            parts.append(f"<p>{_esc(t('review.page.loss', lang, loss=_points(decision.loss)))}</p>")
            if decision.best == decision.played:
                parts.append(f"<p>{_esc(t('review.page.agrees', lang))}</p>")
            else:
                best = t("review.page.best", lang, move=self.move_name(index, decision.best))
                parts.append(f"<p>{_esc(best)}</p>")
        if decision.reason:
            parts.append(f"<p>{_esc(decision.reason)}</p>")
        if shown is not None:
            parts.append(f"<p><em>{_esc(t('review.page.shown', lang, move=self.move_name(index, shown)))}</em></p>")
        weighed = list(decision.alternatives)
        if not decision.forced and weighed:
            rows = []
            for k, (action, value) in enumerate(weighed):
                marks = " ck-best" if action == decision.best else ""
                marks += " ck-here" if action == shown else ""
                button = (
                    (
                        f'<td><button type="button" class="ck-link" data-id="review-show-{k}"'
                        f"{_send({'kind': 'command', 'name': 'show', 'value': k})}>{_esc(t('review.page.show', lang))}"
                        f"</button></td>"
                    )
                    if buttons
                    else ""
                )
                played = " ✔" if action == decision.played else ""
                rows.append(
                    f'<tr class="{marks.strip()}"><td>{_esc(self.move_name(index, action))}{played}</td>'
                    f'<td class="ck-num">{_esc(_signed(value))}</td>{button}</tr>'
                )
            parts.append(
                f"<table><caption>{_esc(t('review.page.alternatives', lang))}</caption>"
                f"<thead><tr><th></th><th>{_esc(t('review.page.value', lang))}</th>"
                f"{'<th></th>' if buttons else ''}</tr></thead><tbody>{''.join(rows)}</tbody></table>"
            )
        return f'<div class="ck-review-note ck-note-{_esc(grade)}" data-id="review-note">{"".join(parts)}</div>'

    def summary_html(self, links: str = "step") -> str:
        """The summary: points given up in all and by phase, moves by grade, the biggest mistakes.
        ``links``: "step" (buttons the widget answers) or "anchor" (links within the HTML page)."""
        review, lang = self.review, self.language
        summary = review.summary
        name = self.names[self.seat]
        if not review.decisions:
            return f'<p data-id="review-empty">{_esc(summary.message or t("review.page.empty", lang, name=name))}</p>'
        parts = [f"<h4>{_esc(t('review.page.summary', lang))}</h4>"]
        message = summary.message or t("review.page.total_loss", lang, loss=_points(summary.total_loss))
        parts.append(f"<p>{_esc(message)}</p>")
        counts = "".join(
            f"<tr><td>{_esc(GRADE_SIGNS[g])} {_esc(t('review.grade.' + g, lang))}</td>"
            f'<td class="ck-num">{summary.counts.get(g, 0)}</td></tr>'
            for g in GRADES
        )
        phases = "".join(
            f'<tr><td>{_esc(phase_name(phase, lang))}</td><td class="ck-num">{_esc(_points(loss))}</td></tr>'
            for phase, loss in summary.loss_by_phase.items()
        )
        parts.append(f"<table><caption>{_esc(t('review.page.counts', lang))}</caption><tbody>{counts}</tbody></table>")
        if phases:
            parts.append(
                f"<table><caption>{_esc(t('review.page.by_phase', lang))}</caption><tbody>{phases}</tbody></table>"
            )
        index_of = {id(d): i for i, d in self.decisions.items()}
        biggest = [index_of[id(d)] for d in summary.biggest if id(d) in index_of]
        if biggest:
            items = "".join(
                f"<li>{self._link(i, links)} ({_esc(self._grade_loss(i))}): "
                f"{_esc(self.move_name(i, self.decisions[i].played))}</li>"
                for i in biggest
            )
            parts.append(f"<h4>{_esc(t('review.page.biggest', lang))}</h4><ol>{items}</ol>")
        return "".join(parts)

    def _grade_loss(self, index: int) -> str:
        d = self.decisions[index]
        return t("review.page.grade_loss", self.language, grade=d.label(self.language), loss=_points(d.loss))

    def _link(self, index: int, links: str) -> str:
        label = _esc(t("review.page.decision", self.language, n=self.number(index)))
        if links == "anchor":
            return f'<a href="#decision-{self.number(index)}">{label}</a>'
        return (
            f'<button type="button" class="ck-link" data-id="review-go-{index}"'
            f"{_send({'kind': 'command', 'name': 'step', 'value': index})}>{label}</button>"
        )

    def decisions_html(self, current: int | None = None, links: str = "step") -> str:
        """Every decision in a table: its grade, the points given up, the move played, a link to it."""
        lang = self.language
        rows = []
        for i in self.order:
            d = self.decisions[i]
            here = ' class="ck-here"' if i == current else ""
            rows.append(
                f"<tr{here}><td>{self._link(i, links)}</td><td>{_esc(GRADE_SIGNS[d.grade])} "
                f"{_esc(d.label(lang))}</td><td class='ck-num'>{_esc(_points(d.loss))}</td>"
                f"<td>{_esc(self.move_name(i, d.played))}</td></tr>"
            )
        return (
            (
                f'<table data-id="review-decisions"><caption>{_esc(t("review.page.decisions", lang))}</caption>'
                f"<tbody>{''.join(rows)}</tbody></table>"
            )
            if rows
            else ""
        )

    def chart(self, current: int | None = None, links: str = "step") -> str:
        return chart_svg(self, current, links)


def sheet(board: Any, view: Any, names: Sequence[str], language: str) -> dict:
    """The score sheet of a finished deal from the seat's last view (as the play widget shows it)."""
    drawn = board.sheet(view, language, names)
    for row in drawn["seats"]:
        row["name"] = names[row["seat"]]
    drawn["result"] = sc.result_text(view.resample(random.Random(0)).winners(), names, language)
    return drawn


# ---------------------------------------------------------------------------------- the chart

CHART_W, CHART_H, CHART_PAD = 640, 220, 36


def chart_svg(replay: Replay, current: int | None = None, links: str = "step") -> str:
    """The expected margin after each decision, the move played (solid) against the Expert's (dashed),
    each point coloured and titled with its grade; ``current``: the position shown (a vertical line).
    ``links``: "step" (points the widget answers) or "anchor" (links within the HTML page)."""
    lang = replay.language
    order = replay.order
    label = t("review.page.chart", lang)
    if not order:
        return ""
    played = [replay.decisions[i].played_value for i in order]
    best = [replay.decisions[i].best_value for i in order]
    low, high = min(played + best + [0.0]), max(played + best + [0.0])
    if high - low < 1:
        low, high = low - 1, high + 1
    left, right, top, bottom = CHART_PAD + 14, CHART_W - 12, 24, CHART_H - CHART_PAD

    def x(k: float) -> float:
        return left + (right - left) * (k / max(len(order) - 1, 1))

    def y(v: float) -> float:
        return bottom - (bottom - top) * (v - low) / (high - low)

    def line(values: list[float]) -> str:
        return " ".join(f"{x(k):.1f},{y(v):.1f}" for k, v in enumerate(values))

    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{CHART_W}" height="{CHART_H}" '
        f'viewBox="0 0 {CHART_W} {CHART_H}" role="img" aria-label="{_esc(label)}" data-id="review-chart">',
        f'<title>{_esc(label)}</title><rect width="100%" height="100%" fill="#fff"/>',
        f'<text x="{left}" y="16" font-size="13" font-weight="bold" fill="#222" {_FONT}>{_esc(label)}</text>',
    ]
    for v in sorted({low, 0.0, high}):
        parts.append(
            f'<line x1="{left}" x2="{right}" y1="{y(v):.1f}" y2="{y(v):.1f}" stroke="#c5d1c0" '
            f'stroke-width="{1.5 if v == 0 else 1}"/><text x="{left - 4}" y="{y(v) + 4:.1f}" font-size="11" '
            f'text-anchor="end" fill="#555" {_FONT}>{_esc(_signed(v))}</text>'
        )
    if current is not None:
        shown = [k for k, i in enumerate(order) if i <= current]
        if shown:
            cx = x(shown[-1])
            parts.append(
                f'<line x1="{cx:.1f}" x2="{cx:.1f}" y1="{top}" y2="{bottom}" stroke="#0b3d91" '
                f'stroke-width="2" data-id="review-chart-now"/>'
            )
    parts.append(
        f'<polyline points="{line(best)}" fill="none" stroke="#2e7d32" stroke-width="2" stroke-dasharray="6 4"/>'
    )
    parts.append(f'<polyline points="{line(played)}" fill="none" stroke="#1556a8" stroke-width="2"/>')
    for k, i in enumerate(order):
        d = replay.decisions[i]
        title = t("review.page.chart_point", lang, n=k + 1, grade=d.label(lang), loss=_points(d.loss))
        radius = 4 if d.grade == "good" else 6
        dot = (
            f'<circle cx="{x(k):.1f}" cy="{y(d.played_value):.1f}" r="{radius}" fill="{GRADE_COLOURS[d.grade]}" '
            f'stroke="#fff"><title>{_esc(title)}</title></circle>'
        )
        if links == "anchor":
            dot = f'<a href="#decision-{k + 1}">{dot}</a>'
        else:
            step = _send({"kind": "command", "name": "step", "value": i})
            dot = f'<g class="ck-link" data-id="review-point-{k + 1}"{step}>{dot}</g>'
        parts.append(dot)
    legend_y = CHART_H - 8
    parts.append(
        f'<line x1="{left}" x2="{left + 24}" y1="{legend_y - 4}" y2="{legend_y - 4}" stroke="#1556a8" '
        f'stroke-width="2"/><text x="{left + 30}" y="{legend_y}" font-size="11" fill="#222" {_FONT}>'
        f"{_esc(t('review.page.chart_played', lang))}</text>"
    )
    middle = left + 260
    parts.append(
        f'<line x1="{middle}" x2="{middle + 24}" y1="{legend_y - 4}" y2="{legend_y - 4}" stroke="#2e7d32" '
        f'stroke-width="2" stroke-dasharray="6 4"/><text x="{middle + 30}" y="{legend_y}" font-size="11" '
        f'fill="#222" {_FONT}>{_esc(t("review.page.chart_best", lang))}</text>'
    )
    parts.append("</svg>")
    return "".join(parts)


_FONT = 'font-family="DejaVu Sans, Segoe UI, Arial, sans-serif"'


# ---------------------------------------------------------------------------------- the page


def review_body(replay: Replay, boards: str = "all") -> str:
    """The annotated review as an HTML fragment (no script, no external address): title, summary,
    chart, then each decision with its annotation and the board as the seat saw it, the Expert's move
    outlined. ``boards``: "all", or "mistakes" (boards only where a better move was missed)."""
    review, lang = replay.review, replay.language
    name = replay.names[replay.seat]
    level = level_name(review.level, lang)
    parts = [
        f'<div class="ck-review" lang="{_esc(lang)}">',
        f"<h3>{_esc(replay.spec.title(lang))} — {_esc(t('review.page.title', lang, name=name, level=level))}</h3>",
        replay.summary_html(links="anchor"),
    ]
    if replay.order:
        parts.append(f'<div class="ck-review-chart">{replay.chart(links="anchor")}</div>')
        parts.append(replay.decisions_html(links="anchor"))
        parts.append(f"<p>{_esc(t('review.page.outlined', lang))}</p>")
    for index in replay.order:
        decision = replay.decisions[index]
        n = replay.number(index)
        better = decision.best != decision.played and not decision.forced
        parts.append(f'<section id="decision-{n}">{replay.note_html(index, buttons=False)}')
        if boards == "all" or better:
            svg = to_svg(replay.scene(index, hint=decision.best if better else None))
            parts.append(f'<div class="ck-review-board">{svg}</div>')
        parts.append("</section>")
    parts.append("</div>")
    return "".join(parts)


def level_name(level: str, language: str) -> str:
    """The judge's level in words."""
    key = f"review.level.{level}"
    return t(key, language) if key in i18n.catalog("en") else str(level)


def review_html(review: Any, record: Any = None, names: Sequence[str] | None = None) -> str:
    """The review as one self-contained HTML page: inline CSS and SVG, no script, nothing fetched."""
    replay = review if isinstance(review, Replay) else Replay(review, record, names)
    lang = replay.language
    title = t("review.page.page_title", lang, game=replay.spec.title(lang), name=replay.names[replay.seat])
    return (
        f'<!DOCTYPE html>\n<html lang="{_esc(lang)}"><head><meta charset="utf-8">'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{_esc(title)}</title><style>{REVIEW_CSS}\nbody {{ margin: 16px; background: #fff; }}</style>"
        f"</head><body>{review_body(replay)}</body></html>\n"
    )


# ---------------------------------------------------------------------------------- stepping


class ReviewScreen:
    """The review as a stepper: the frame (a scene with the stepper's controls and the review's panel)
    of the position shown, and the messages that change it (``step``, ``best``, ``show``). The review
    widget and the play widget's "Review this game" both show one. Until the review is made
    (``review`` None), the positions are shown with the review's progress instead of its notes.
    """

    def __init__(
        self,
        record: Any,
        seat: int,
        game: str,
        language: str,
        names: Sequence[str],
        level: str = "expert",
        extra_buttons: Sequence[dict] = (),
    ) -> None:
        self.record, self.seat, self.game, self.language, self.level = record, seat, game, language, level
        self.names = list(names)
        self.extra_buttons = list(extra_buttons)
        self.replay: Replay | None = None
        self.progress: tuple[int, int] | None = None
        self.failure = ""
        self.index = 0
        self.shown: Any = None  # the move highlighted on the board, if any
        self.move = 0  # counts the frames: a click must carry the count of the frame it was made on
        self._bare = _BareReplay(record, seat, game, language, self.names)

    # ------------------------------------------------------------------------------ the review arrives
    def set_review(self, review: Any) -> None:
        self.replay = Replay(review, self.record, self.names)
        self.progress = None
        self.move += 1

    def set_progress(self, done: int, total: int) -> None:
        self.progress = (done, total)
        self.move += 1

    def set_failure(self, text: str) -> None:
        self.failure = text
        self.move += 1

    @property
    def count(self) -> int:
        return len(self._bare.positions)

    # ------------------------------------------------------------------------------ messages
    def handle(self, content: Any) -> bool:
        """A message from the page: ``step`` (to a position), ``best`` (show or hide the Expert's move),
        ``show`` (the k-th move weighed). Returns False (nothing changed) for anything else or a stale one."""
        if not isinstance(content, dict) or content.get("kind") != "command" or content.get("move") != self.move:
            return False
        name, value = content.get("name"), content.get("value")
        decision = self.replay.decisions.get(self.index) if self.replay else None
        if name == "step" and type(value) is int and 0 <= value < self.count:
            self.index, self.shown = value, None
        elif name == "best" and decision is not None and not decision.forced:
            self.shown = None if self.shown is not None else decision.best
        elif name == "show" and decision is not None and type(value) is int and 0 <= value < len(decision.alternatives):
            self.shown = decision.alternatives[value][0]
        else:
            return False
        self.move += 1
        return True

    # ------------------------------------------------------------------------------ the frame
    def frame(self) -> dict:
        lang = self.language
        replay = self.replay
        source = replay or self._bare
        scene = source.scene(self.index, hint=self.shown)
        if self.index:
            mark_changes(source.scene(self.index - 1), scene, lang)
        spec = games.spec(self.game)
        title = t("review.page.title", lang, name=self.names[self.seat], level=self._level())
        buttons = list(self.extra_buttons)
        decision = replay.decisions.get(self.index) if replay else None
        if decision is not None and not decision.forced and decision.best != decision.played:
            label = "review.page.hide_best" if self.shown == decision.best else "review.page.show_best"
            buttons.insert(
                0,
                {"id": "best", "label": t(label, lang), "send": {"kind": "command", "name": "best"}, "disabled": False},
            )
        scene.update(
            {
                "v": sc.SCENE_VERSION,
                "game": self.game,
                "lang": lang,
                "move": self.move,
                "reply": 0,
                "seat": self.seat,
                "title": f"{spec.title(lang)} — {title}",
                "subtitle": t("review.page.move", lang, n=self.index + 1, count=self.count),
                "totals": "",
                "error": self.failure,
                "notice": "",
                "pass": None,
                "log": [],
                "buttons": buttons,
                "labels": {"board": spec.title(lang), "points": t("scene.points", lang)},
                "steps": {
                    "index": self.index,
                    "count": self.count,
                    "label": t("stepper.slider", lang),
                    "prev": t("stepper.prev", lang),
                    "next": t("stepper.next", lang),
                },
            }
        )
        if replay is None:
            done, total = self.progress or (0, 0)
            name, level = self.names[self.seat], self._level()
            text = (
                t("review.page.running", lang, name=name, level=level, done=done, total=total)
                if total
                else t("review.page.starting", lang, name=name, level=level)
            )
            bar = (
                f'<progress class="ck-review-progress" max="{total}" value="{done}"></progress>'
                if total
                else '<progress class="ck-review-progress"></progress>'
            )
            note = (
                ""
                if self.failure
                else f'<div class="ck-review-note" role="status" data-id="review-progress"><p>{_esc(text)}</p>{bar}</div>'
            )
            scene["review"] = {"note": note, "html": ""}
        else:
            note = replay.note_html(self.index, self.shown)
            panel = (
                f'<div class="ck-review-chart">{replay.chart(self.index)}</div>'
                f"{replay.summary_html()}{replay.decisions_html(self.index)}"
            )
            scene["review"] = {"note": note, "html": panel}
        return scene

    def _level(self) -> str:
        return level_name(self.replay.review.level if self.replay else self.level, self.language)


class _BareReplay(Replay):
    """The positions of a game before its review is made: the boards without notes."""

    def __init__(self, record: Any, seat: int, game: str, language: str, names: Sequence[str]) -> None:
        empty = _Empty(game, seat, language)
        super().__init__(empty, record, names)


@dataclass
class _Empty:
    """A review with no decision, for the positions alone."""

    game: str
    seat: int
    language: str
    decisions: tuple = ()
