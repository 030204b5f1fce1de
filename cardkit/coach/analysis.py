"""The post-game review: every decision of one seat weighed by the Expert, from that seat's view.

``review(record, seat)`` replays a finished (or unfinished) game, and at each position where the seat
was to move it asks the Expert -- a determinized search bot -- for the expected final margin of the
move played and of its own few best moves, all on the same imagined deals (common random numbers,
``SampleBot.values``). The Expert gets ``state.view(seat)`` and nothing else: the deals it imagines
come from the view (``View.resample`` or the game's ``deal``), never from the record's real hidden
cards, so the review never teaches by cheating.

The points given up at a decision are the best move's value less the played move's; a move is
graded good, inaccuracy, mistake or blunder by the game's thresholds in points (``GameSpec.grades``,
stated in docs/review.md). Each decision gets its own seed derived from the review's seed and its
place in the game, so a review is the same with one worker or several.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cardkit import games, i18n
from cardkit.coach.grades import DEFAULT_GRADES, GRADES, grade_of, phase_name
from cardkit.coach.hints import MORE_DEALS, reason_for, weigh
from cardkit.core.bots import LEVELS, make_bot, margin
from cardkit.core.game import BadSave, CardkitError, State, View, action_from_json, action_to_json
from cardkit.core.match import Match, derive_seed
from cardkit.core.record import Record, loads
from cardkit.i18n import t

WHOLE_GAME = "game"  # the one phase of a game that declares no phases

Progress = Callable[[int, int], None]  # (decisions weighed, decisions in all)
MAX_WORKERS = 4  # a review's decisions are few dozen: more processes cost more to start than they save


def default_workers() -> int:
    """The review's workers when none are asked for: this machine's cores (those this process may
    use), at most MAX_WORKERS; 1 where there are no processes to start (Pyodide, JupyterLite)."""
    if sys.platform == "emscripten":
        return 1
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
    return max(1, min(MAX_WORKERS, cores))


@dataclass(frozen=True)
class Decision:
    """One move of the reviewed seat, weighed by the Expert from the seat's view at that moment.

    ``index``: the move's place in its deal's record (0 is the deal's first move, whoever made it);
    ``deal``: the deal's number in the match (0 for a single game). ``alternatives``: the best moves
    and their expected final margins (points), best first, the played move included (last when it is
    not among the best). ``loss``: the points given up, ``best_value - played_value`` (>= 0).
    ``forced``: the seat had only one legal move. ``played_text``: the move as the game log words it.
    """

    index: int
    deal: int
    phase: str
    played: Any
    best: Any
    alternatives: list[tuple[Any, float]]
    played_value: float
    best_value: float
    loss: float
    grade: str
    reason: str
    forced: bool
    played_text: str = ""
    interval: tuple[float, float] = (0.0, 0.0)  # the 95% interval of ``loss``, on the same imagined deals
    between: tuple[str, ...] = ()  # the grades that interval still spans, when it straddles a grade line
    deals: int = 0  # the imagined deals the decision was weighed on

    def label(self, language: str) -> str:
        """The grade in words, or, for a decision still straddling a grade line, "about 3.1 points: an
        inaccuracy or a mistake" (never a confident grade)."""
        if self.forced:
            return t("review.grade.forced", language)
        if not self.between:
            return t(f"review.grade.{self.grade}", language)
        named = [t(f"review.grade.an.{grade}", language) for grade in self.between]
        return t(
            "review.grade.between",
            language,
            loss=f"{self.loss:.1f}",
            grades=t("review.grade.or", language, first=", ".join(named[:-1]), last=named[-1]),
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "deal": self.deal,
            "phase": self.phase,
            "played": action_to_json(self.played),
            "best": action_to_json(self.best),
            "alternatives": [[action_to_json(a), v] for a, v in self.alternatives],
            "played_value": self.played_value,
            "best_value": self.best_value,
            "loss": self.loss,
            "grade": self.grade,
            "reason": self.reason,
            "forced": self.forced,
            "played_text": self.played_text,
            "interval": list(self.interval),
            "between": list(self.between),
            "deals": self.deals,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any], game: str) -> Decision:
        actions, title = games.spec(game).actions, games.spec(game).title()
        read = lambda a: action_from_json(actions, a, title)  # noqa: E731
        return cls(
            data["index"],
            data["deal"],
            data["phase"],
            read(data["played"]),
            read(data["best"]),
            [(read(a), float(v)) for a, v in data["alternatives"]],
            float(data["played_value"]),
            float(data["best_value"]),
            float(data["loss"]),
            data["grade"],
            data["reason"],
            bool(data["forced"]),
            data.get("played_text", ""),
            tuple(float(x) for x in data.get("interval", (0.0, 0.0))),  # type: ignore[arg-type]  # two, as saved
            tuple(data.get("between", ())),
            int(data.get("deals", 0)),
        )


@dataclass(frozen=True)
class Summary:
    """Points given up in all and per phase, how many moves of each grade, the three biggest
    mistakes (the decisions that gave up the most points, none of them a good move), and a message.
    ``final_margin``: the seat's real margin at the end (its score less the best other score, summed over
    the deals of a match), None while a deal is unfinished. The points given up are expected points
    (the Expert's estimates over imagined deals), so they need not add up to it: the message says so."""

    total_loss: float
    loss_by_phase: dict[str, float]
    counts: dict[str, int]
    biggest: list[Decision]
    message: str
    final_margin: float | None = None


@dataclass(frozen=True)
class Review:
    """The review of one seat's decisions in a game (or a match): see :func:`review`."""

    game: str
    seat: int
    level: str
    language: str
    seed: int
    decisions: list[Decision]
    summary: Summary
    samples: int = 0  # the imagined deals per decision (the Expert's own budget unless asked otherwise)
    records: tuple[Record, ...] = ()  # the deals reviewed, so the review can be replayed and drawn

    def to_html(self, names: Sequence[str] | None = None) -> str:
        """The review as one self-contained HTML page (no script, nothing fetched)."""
        from cardkit.coach.html import review_html

        return review_html(self, names=names)

    def to_json(self) -> dict[str, Any]:
        """The review as JSON (the biggest mistakes by their place in ``decisions``)."""
        keys = [(d.deal, d.index) for d in self.decisions]
        s = self.summary
        return {
            "game": self.game,
            "seat": self.seat,
            "level": self.level,
            "language": self.language,
            "seed": self.seed,
            "samples": self.samples,
            "decisions": [d.to_json() for d in self.decisions],
            "summary": {
                "total_loss": s.total_loss,
                "loss_by_phase": s.loss_by_phase,
                "counts": s.counts,
                "biggest": [keys.index((d.deal, d.index)) for d in s.biggest],
                "message": s.message,
                "final_margin": s.final_margin,
            },
            "records": [r.to_json() for r in self.records],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Review:
        decisions = [Decision.from_json(d, data["game"]) for d in data["decisions"]]
        s = data["summary"]
        summary = Summary(
            float(s["total_loss"]),
            {k: float(v) for k, v in s["loss_by_phase"].items()},
            {k: int(v) for k, v in s["counts"].items()},
            [decisions[i] for i in s["biggest"]],
            s["message"],
            s.get("final_margin"),
        )
        return cls(
            data["game"],
            data["seat"],
            data["level"],
            data["language"],
            data["seed"],
            decisions,
            summary,
            data.get("samples", 0),
            tuple(Record.from_json(r) for r in data.get("records", ())),
        )

    def to_text(self, language: str | None = None) -> str:
        """The review as plain text: a line per decision, then the summary. Headings and the summary
        read in ``language`` (by default the review's); the reasons in the review's language."""
        lang = i18n.check_language(language or self.language)
        spec = games.spec(self.game)
        lines = [
            t("review.title", lang, game=spec.title(lang), n=self.seat + 1, level=t(f"review.level.{self.level}", lang))
        ]
        deals = len({d.deal for d in self.decisions}) > 1
        where = lambda d: t(f"{self.game}.deal", lang, n=d.deal + 1) + ", " if deals else ""  # noqa: E731
        for d in self.decisions:
            head = t(
                "review.line",
                lang,
                deal=where(d),
                n=d.index + 1,
                phase=phase_name(d.phase, lang),
                grade=d.label(lang),
                loss=f"{d.loss:.1f}",
                value=f"{d.played_value:+.1f}",
            )
            lines.append(head)
            if d.played_text:
                lines.append(f"    {d.played_text}")
            lines.append(f"    {d.reason}")
        lines.append("")
        lines.append(summary_message(self, lang))
        by_phase = ", ".join(
            t("review.phase_loss", lang, phase=phase_name(p, lang), loss=f"{v:.1f}")
            for p, v in self.summary.loss_by_phase.items()
        )
        if by_phase:
            lines.append(t("review.by_phase", lang, phases=by_phase))
        for d in self.summary.biggest:
            lines.append(
                t("review.biggest", lang, deal=where(d).lower(), n=d.index + 1, loss=f"{d.loss:.1f}", reason=d.reason)
            )
        return "\n".join(lines)


# ------------------------------------------------------------------------------------ the records


def _records(source: Any) -> list[Record]:
    """The deals' records of a Record, a State, a Match, a save file (text, path or its JSON)."""
    if isinstance(source, Record):
        return [source]
    if isinstance(source, Match):
        return [deal.record() for deal in source.deals]
    if isinstance(source, State):
        return [source.record()]
    if isinstance(source, Path) or (isinstance(source, str) and not source.lstrip().startswith("{")):
        try:
            source = Path(source).read_text(encoding="utf-8")
        except (OSError, ValueError) as e:
            raise CardkitError("review.no_file", path=str(source)[:200], reason=type(e).__name__) from None
    if isinstance(source, dict):
        source = json.dumps(source, ensure_ascii=False)
    if isinstance(source, bytearray):
        source = bytes(source)
    if not isinstance(source, (str, bytes)):
        raise CardkitError("review.bad_source", kind=type(source).__name__)
    try:
        data = json.loads(source)
    except (ValueError, RecursionError):
        data = None
    if isinstance(data, dict) and "format" not in data:  # a bare record: {game, options, seed, actions}
        return [_checked(lambda: Record.load(data)[0])]
    if isinstance(data, dict) and data.get("kind") == "match":
        return [deal.record() for deal in Match.load(source).deals]
    payload = loads(source, "game")
    return [_checked(lambda: Record.load(payload)[0])]


def _checked(load: Callable[[], Record]) -> Record:
    try:
        return load()
    except BadSave:
        raise
    except CardkitError as e:
        raise BadSave("core.bad_save", reason=f"its content is not a legal game ({e})") from None


# ------------------------------------------------------------------------------------ the work


@dataclass(frozen=True)
class _Job:
    """One decision to weigh: everything here is what the seat saw, nothing more."""

    game: str
    level: str
    samples: int | None
    seed: int
    view: View
    played: Any
    alternatives: int
    language: str
    lines: tuple[float, ...] = DEFAULT_GRADES  # the game's grade thresholds, which the loss's interval must clear
    most: int = MORE_DEALS  # the game's cap on the deals, as a multiple of the judge's (GameSpec.review_deals)


def _weigh(job: _Job) -> tuple[list[tuple[Any, float]], str, tuple[float, float], int]:
    """The played move's and the Expert's best moves' values, best first, the best move's reason, the 95%
    interval of the played move's loss and the imagined deals it took (more while it straddles a grade line)."""
    weighed = weigh(job.view, job.level, job.seed, job.samples, job.played, job.lines, job.most)
    ranked = weighed.ranked
    best = ranked[0][0]
    rather = job.played if job.played != best else ranked[1][0] if len(ranked) > 1 else None  # the move it beat
    return ranked, reason_for(weighed.judge, job.view, best, rather, job.language), weighed.interval, weighed.deals


def review(
    record: Any,
    seat: int,
    level: str = "expert",
    *,
    language: str = "en",
    workers: int | None = None,
    progress: bool | Progress = True,
    seed: int = 0,
    alternatives: int = 3,
    samples: int | None = None,
    game: str | None = None,
) -> Review:
    """The Expert's review of ``seat``'s decisions in a game (seats count from 0).

    ``record``: a :class:`~cardkit.core.record.Record`, a finished or unfinished State, a
    :class:`~cardkit.core.match.Match` (every deal), or a save file (its text, its path, or its
    JSON). ``level``: the bot that judges (one that weighs moves: the Expert). ``workers``: 1 weighs
    the decisions in this process, more on a process pool (the same review either way); by default
    this machine's cores, at most 4 (:func:`default_workers`).
    ``progress``: a bar on standard error, False for none, or a function called with (done, total).
    ``samples``: imagined deals per decision (the Expert's own number by default). ``game``: refuse
    a record of any other game. Everything is checked before any work: a bad record, a seat out of
    range, an illegal move raise :class:`~cardkit.core.game.CardkitError`.
    """
    i18n.check_language(language)
    workers = default_workers() if workers is None else workers
    if level not in LEVELS:
        raise CardkitError("core.unknown_bot", name=str(level)[:40], known=", ".join(LEVELS))
    for name, value, low in (("workers", workers, 1), ("alternatives", alternatives, 1), ("seed", seed, 0)):
        if type(value) is not int or value < low:
            raise CardkitError("review.bad_number", name=name, value=repr(value)[:40], low=low)
    if samples is not None and (type(samples) is not int or samples < 1):
        raise CardkitError("review.bad_number", name="samples", value=repr(samples)[:40], low=1)
    records = _records(record)
    spec = games.spec(records[0].game)
    if game is not None and games.spec(game).name != spec.name:
        raise CardkitError("review.other_game", game=spec.title(), wanted=games.spec(game).title())
    judge: Any = make_bot(spec.name, level, seed)
    if not hasattr(judge, "values"):
        raise CardkitError("review.no_judge", level=t(f"review.level.{level}"), game=spec.title())
    jobs, positions = _positions(records, spec, seat, level, samples, seed, alternatives, language)
    done = _run(jobs, workers, _reporter(progress, len(jobs), spec.title(language), seat, language))
    decisions = [_decision(p, *weighed, alternatives, spec, language) for p, weighed in zip(positions, done)]  # type: ignore[call-arg]  # weighed: (ranked, why, interval)
    summary = summarize(decisions, seat, language, final_margin(records, spec, seat))
    return Review(
        spec.name,
        seat,
        level,
        language,
        seed,
        decisions,
        summary,
        samples or judge.samples,
        tuple(records),
    )


def final_margin(records: list[Record], spec: games.GameSpec, seat: int) -> float | None:
    """The seat's real margin at the end of the deals (summed over a match's deals), None if one is unfinished."""
    total = 0.0
    for record in records:
        state = spec.state.new(record.options, record.seed)
        for action in record.actions:  # checked already by _positions
            state.play(action)
        if not state.is_over():
            return None
        total += margin(state, seat)
    return total


@dataclass(frozen=True)
class _Position:
    deal: int
    index: int
    phase: str
    played: Any
    forced: bool
    played_text: str


def _positions(
    records: list[Record],
    spec: games.GameSpec,
    seat: int,
    level: str,
    samples: int | None,
    seed: int,
    alternatives: int,
    language: str,
) -> tuple[list[_Job], list[_Position]]:
    """Replay every deal, checking each move, and list the seat's decisions (with the views only)."""
    from cardkit.scene import default_names  # the log's wording of a move sits in the board

    jobs, positions = [], []
    for deal, record in enumerate(records):
        if record.game != spec.name:
            raise CardkitError("review.other_game", game=games.spec(record.game).title(), wanted=spec.title())
        state = spec.state.new(record.options, record.seed)
        if deal == 0 and (type(seat) is not int or not 0 <= seat < state.num_players):
            raise CardkitError(
                "review.bad_seat", seat=repr(seat)[:20], players=state.num_players, last=state.num_players - 1
            )
        names = default_names(state.num_players, language)
        for index, action in enumerate(record.actions):
            mover = state.to_move()
            view = state.view(seat) if mover == seat else None
            try:
                state.apply(action)
            except CardkitError as e:
                raise CardkitError("review.illegal_move", n=index + 1, deal=deal + 1, reason=e.explain("en")) from None
            if view is None:
                continue
            text = spec.board.describe(action, seat, view, state.view(seat))(language, names)
            positions.append(
                _Position(
                    deal, index, spec.phase(view) if spec.phase else WHOLE_GAME, action, len(view.legal) == 1, text
                )
            )
            jobs.append(
                _Job(
                    spec.name,
                    level,
                    samples,
                    derive_seed(derive_seed(seed, deal), index),
                    view,
                    action,
                    alternatives,
                    language,
                    tuple(spec.grades or DEFAULT_GRADES),
                    spec.review_deals or MORE_DEALS,
                )
            )
    return jobs, positions


def _run(jobs: list[_Job], workers: int, report: Progress) -> list:
    results: list = []
    report(0, len(jobs))
    if workers == 1 or len(jobs) < 2:
        for job in jobs:
            results.append(_weigh(job))
            report(len(results), len(jobs))
        return results
    with ProcessPoolExecutor(min(workers, len(jobs))) as pool:
        for result in pool.map(_weigh, jobs):
            results.append(result)
            report(len(results), len(jobs))
    return results


def _reporter(progress: bool | Progress, total: int, title: str, seat: int, language: str) -> Progress:
    if callable(progress):
        return progress
    if not progress or not total:
        return lambda done, total: None

    def bar(done: int, total: int) -> None:
        filled = round(30 * done / total)
        end = "\n" if done == total else ""
        sys.stderr.write(
            "\r"
            + t(
                "review.progress",
                language,
                game=title,
                n=seat + 1,
                done=done,
                total=total,
                bar="#" * filled + "." * (30 - filled),
            )
            + end
        )
        sys.stderr.flush()

    return bar


def _decision(
    p: _Position,
    ranked: list[tuple[Any, float]],
    why: str,
    interval: tuple[float, float],
    deals: int,
    alternatives: int,
    spec: games.GameSpec,
    language: str,
) -> Decision:
    best, best_value = ranked[0]
    played_value = dict(ranked)[p.played]
    loss = max(0.0, best_value - played_value)
    shown = ranked[:alternatives]
    if p.played not in dict(shown):
        shown.append((p.played, played_value))
    lines = spec.grades or DEFAULT_GRADES
    spanned: tuple[str, ...] = ()
    if p.forced:
        grade, reason = GRADES[0], t("review.reason.forced", language, value=f"{played_value:+.1f}")
    else:
        grade = grade_of(loss, lines)
        key = "review.reason.best" if p.played == best else "review.reason.better"
        reason = t(
            key, language, why=why, loss=f"{loss:.1f}", best=f"{best_value:+.1f}", played=f"{played_value:+.1f}"
        ).strip()
        low, high = GRADES.index(grade_of(interval[0], lines)), GRADES.index(grade_of(interval[1], lines))
        spanned = GRADES[min(low, GRADES.index(grade)) : max(high, GRADES.index(grade)) + 1]
    return Decision(
        p.index,
        p.deal,
        p.phase,
        p.played,
        best,
        shown,
        played_value,
        best_value,
        loss,
        grade,
        reason,
        p.forced,
        p.played_text,
        interval,
        spanned if len(spanned) > 1 else (),
        deals,
    )


def summarize(decisions: Sequence[Decision], seat: int, language: str, final: float | None = None) -> Summary:
    by_phase: dict[str, float] = {}
    for d in decisions:
        by_phase[d.phase] = by_phase.get(d.phase, 0.0) + d.loss
    counts = {grade: sum(1 for d in decisions if d.grade == grade and not d.forced) for grade in GRADES}
    mistakes = [d for d in decisions if d.grade != GRADES[0]]
    biggest = sorted(mistakes, key=lambda d: -d.loss)[:3]
    total = sum(d.loss for d in decisions)
    summary = Summary(total, by_phase, counts, biggest, "", final)
    return Summary(total, by_phase, counts, biggest, _message(summary, decisions, seat, language), final)


def summary_message(r: Review, language: str) -> str:
    return _message(r.summary, r.decisions, r.seat, language)


def _message(s: Summary, decisions: Sequence[Decision], seat: int, language: str) -> str:
    if not decisions:
        return t("review.summary.never_moved", language, n=seat + 1)
    weighed = sum(s.counts.values())
    counts = ", ".join(t(f"review.count.{g}", language, n=s.counts[g]) for g in GRADES)
    text = t("review.summary", language, n=seat + 1, loss=f"{s.total_loss:.1f}", decisions=weighed, counts=counts)
    if s.total_loss > 0:
        worst = max(s.loss_by_phase, key=s.loss_by_phase.__getitem__)
        text += " " + t("review.summary.worst_phase", language, phase=phase_name(worst, language))
    text += " " + t("review.summary.expected", language)
    if s.final_margin is not None:
        text += " " + t("review.summary.final", language, margin=f"{s.final_margin:+g}")
    return text
