"""The hint: the move the review would rank first, from the same judge, at the seat's view only.

``hint(view)`` asks the review's judge (the game's Expert) to weigh its candidate moves on imagined deals
of the cards the seat cannot see, exactly as :func:`cardkit.review` weighs a decision (``weigh``, used by
both; a review adds deals while a grade is in doubt, a hint while its move could be an inaccuracy), and
suggests the best. So a learner who follows every hint sees those moves graded good by the review made
with the same seed. A hint from a named bot level (``level="normal"``) is that bot's own
choice and reason, and says whose opinion it is.
"""

from __future__ import annotations

import inspect
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from cardkit import games, i18n
from cardkit.coach.grades import DEFAULT_GRADES
from cardkit.core.bots import LEVELS, check_turn, make_bot
from cardkit.core.game import CardkitError, View
from cardkit.i18n import t

JUDGE = "expert"  # the review's judge, and so the hint's


@dataclass(frozen=True)
class Hint:
    """A suggested move: ``action``; ``reason``, one paragraph a learner reads, saying whose opinion it
    is; ``values``, the judge's expected final margin (points) of each move it weighed, best first
    (empty for a bot that does not weigh moves, or when the seat has a single legal move); ``level``,
    the bot whose opinion it is; ``deals``, the imagined deals each move was weighed on."""

    action: Any
    reason: str
    values: dict[Any, float] = field(default_factory=dict)
    level: str = JUDGE
    deals: int = 0


MORE_DEALS = 4  # a review weighs a decision on up to this many times the judge's deals
HINT_DEALS = 2  # a hint, on up to this many times: it is asked for on a click (docs/review.md)
Z95 = 1.96  # a 95% interval


class Weighed(NamedTuple):
    """A decision weighed by the judge: ``ranked``, its candidate moves (and a review's move played) with
    their expected final margins, best first (ties keep the judge's own order; a move left on fewer deals
    is valued below the move it was clearly behind, by its gap to it on its deals); ``judge``, the bot;
    ``interval``, the 95% interval of the played move's loss (the best other move's value less its own,
    deal by deal; without a move played, the loss of the best move so far); ``deals``, the deals the move
    judged and its rival were played out on (a move clearly behind the rival is left on fewer); ``exact``,
    whether those were every deal the seat's view allows (``View.every_deal``): the values are then the
    expectations themselves, the interval a point."""

    ranked: list[tuple[Any, float]]
    judge: Any
    interval: tuple[float, float]
    deals: int
    exact: bool


def weigh(
    view: View,
    level: str = JUDGE,
    seed: int = 0,
    samples: int | None = None,
    played: Any = None,
    lines: Sequence[float] = (),
    most: int = MORE_DEALS,
) -> Weighed:
    """The judge's candidate moves (and ``played``, a review's move played) weighed on the same imagined
    deals (common random numbers), or on every deal when the view allows no more than the judge's deals.
    While the interval of the loss straddles one of the grade ``lines``, batches of more deals are added, up
    to ``most`` times the judge's deals, for every move but those clearly behind the best other move. The
    hint and the review's decisions are weighed here, so both rank moves the same way: a hint is weighed
    until its move is shown no inaccuracy, as the review would grade it."""
    bot: Any = make_bot(games.spec_of(view).name, level, seed)  # a SampleBot: samples, moves, deal_values
    if samples:
        bot.samples = samples
    moves = bot.moves(view)
    moves += [m for m in (played,) if m is not None and m not in moves]
    check_turn(view)
    if any(m not in view.legal for m in moves):
        raise CardkitError("core.bot_not_legal")
    every = bot.every_deal_values(view, moves)
    per_deal = every or bot.deal_values(view, moves, bot.samples)
    interval = (0.0, 0.0)
    racing = list(range(len(moves)))  # the moves played out on each new batch of deals
    behind: dict[int, tuple[int, float]] = {}  # a move left behind: the move it was clearly behind, and by how much
    while (played is not None or lines) and len(moves) > 1:
        means = [sum(v) / len(v) for v in per_deal]
        # A review judges the move played; a hint, the move it would suggest (the best so far).
        me = moves.index(played) if played is not None else max(racing, key=means.__getitem__)
        rival = max((i for i in racing if i != me), key=means.__getitem__)
        mean, half = _paired(per_deal[rival], per_deal[me], exact=every is not None)
        interval = (max(0.0, mean - half), max(0.0, mean + half))
        n = len(per_deal[me])
        if every or not any(interval[0] < line <= interval[1] for line in lines) or n >= most * bot.samples:
            break
        # A move clearly behind the rival can't become it: the next deals are spent on the others.
        for i in racing:
            if i not in (me, rival):
                gap, margin = _paired(per_deal[rival], per_deal[i])
                if gap - margin > 0:
                    behind[i] = (rival, gap)
        racing = [i for i in racing if i not in behind]
        for i, more in zip(racing, bot.deal_values(view, [moves[i] for i in racing], bot.samples)):
            per_deal[i].extend(more)
    means = [sum(v) / len(v) for v in per_deal]

    def value(i: int) -> float:
        # A move left behind keeps the deals it was played out on. It is valued by its gap to the move it
        # was clearly behind, on those deals, below that move's value: its plain mean would set the luck of
        # its first deals against the luck of all (it could then rank first, the loss outside its interval).
        if i in behind:
            ahead, gap = behind[i]
            return value(ahead) - gap
        return means[i]

    ranked = sorted(zip(moves, map(value, range(len(moves)))), key=lambda item: -item[1])
    return Weighed(ranked, bot, interval, max(map(len, per_deal)), every is not None)


def _paired(better: list[float], worse: list[float], exact: bool = False) -> tuple[float, float]:
    """The mean of ``better`` less ``worse``, deal by deal, and the half-width of its 95% interval (none
    on every deal: the mean is then the expectation itself)."""
    gaps = [a - b for a, b in zip(better, worse)]
    n = len(gaps)
    mean = sum(gaps) / n
    spread = (sum((g - mean) ** 2 for g in gaps) / (n - 1)) ** 0.5 if n > 1 and not exact else 0.0
    return mean, Z95 * spread / n**0.5


def hint(view: View, language: str = "en", *, level: str = JUDGE, seed: int = 0, samples: int | None = None) -> Hint:
    """The hint for the seat of ``view``, from that view only (seats count from 0).

    ``level``: whose opinion (by default the review's judge, the Expert; "normal" or "beginner" give
    that bot's own move and reason). ``seed``: the judge's imagined deals (the same view and seed give
    the same hint). ``samples``: imagined deals per move (by default the judge's own number). Refuses,
    saying why, a view whose seat is not to move."""
    i18n.check_language(language)
    if not isinstance(view, View):
        raise CardkitError("coach.hint.not_a_view", kind=type(view).__name__)
    if level not in LEVELS:
        raise CardkitError("core.unknown_bot", name=str(level)[:40], known=", ".join(LEVELS))
    if view.to_move is None:
        raise CardkitError("coach.hint.game_over")
    if view.to_move != view.seat:
        raise CardkitError("coach.hint.not_your_turn", n=view.seat + 1, other=view.to_move + 1)
    if not view.legal:
        raise CardkitError("coach.hint.no_move")
    whose = t(f"coach.hint.whose.{level}", language)
    bot = make_bot(games.spec_of(view).name, level, seed)
    if not hasattr(bot, "values"):  # a bot of rules of thumb: its own move and reason
        advice = bot.hint(view, language)
        return Hint(advice.action, f"{whose} {advice.reason}", {}, level)
    if len(view.legal) == 1:
        return Hint(view.legal[0], f"{whose} {t('core.hint.only_move', language)}", {}, level)
    # A hint needs only be shown no inaccuracy: more deals while its move could be one.
    inaccuracy = (games.spec_of(view).grades or DEFAULT_GRADES)[0]
    weighed = weigh(view, level, seed, samples, lines=(inaccuracy,), most=HINT_DEALS)
    ranked = weighed.ranked
    best = ranked[0][0]
    why = reason_for(weighed.judge, view, best, ranked[1][0] if len(ranked) > 1 else None, language)
    return Hint(
        best,
        " ".join(p for p in (whose, why, figures(view, weighed, language)) if p),
        dict(ranked),
        level,
        weighed.deals,
    )


def reason_for(judge: Any, view: View, best: Any, rather: Any, language: str) -> str:
    """The game's reason for ``best``, compared with ``rather`` (the move it beat) where the game's
    ``explain`` compares moves (it then takes ``rather``)."""
    explain = getattr(judge, "explain", None)
    if explain is None:
        return ""
    if "rather" in inspect.signature(explain).parameters:
        return explain(view, best, language, rather=rather)
    return explain(view, best, language)


def figures(view: View, weighed: Weighed, language: str) -> str:
    """What decided the move, in words: its expected margin on the judge's imagined deals (or on every
    possible deal), and by how much it beats the next best move weighed (named by the game's own words
    for a move)."""
    ranked = weighed.ranked
    best, value = ranked[0]
    key = "coach.hint.every_deal" if weighed.exact else "coach.hint.margin"
    text = t(key, language, deals=weighed.deals, margin=f"{value:+.1f}")
    if len(ranked) < 2:
        return text + t("coach.hint.single", language)
    other, second = ranked[1]
    move_text = games.spec_of(view).move_text
    named = move_text(view, other, language) if move_text else ""
    gap = value - second
    key = "coach.hint.tie" if round(gap, 1) == 0 else "coach.hint.ahead"
    return text + t(key, language, gap=f"{gap:.1f}", other=named).rstrip()
