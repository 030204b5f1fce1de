"""The review widget: a finished game replayed step by step as one seat saw it, each decision annotated.

``ReviewWidget(review)`` shows a ``cardkit.review(...)`` result; ``ReviewWidget.from_record(record,
seat)`` and ``ReviewWidget.from_file(path, seat)`` make the review first, in the background, the board
already steppable while a progress bar counts the decisions weighed. The play widget's "Review this
game" (on the score sheet of a finished game) shows the same review in place (:class:`Reviewing`).

The frames are drawn by ``cardkit.coach.html.ReviewScreen`` from the reviewed seat's views only, and
the browser receives one of them at a time (the synced ``scene``): the board, the stepper's controls,
the note of the decision (grade, points given up, reason, the moves weighed with their values), the
chart of the expected margin and the summary. "Show the better move" highlights the Expert's move on
the board. A notebook saved with its outputs shows the whole annotated review as HTML, without a kernel.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from cardkit import i18n, scene as sc
from cardkit.coach import analysis
from cardkit.coach.html import REVIEW_CSS, Replay, ReviewScreen, game_of, read_record, review_body
from cardkit.core import CardkitError
from cardkit.i18n import t
from cardkit.widgets.page import guard, running_loop

log = logging.getLogger("cardkit.widgets")

STYLESHEET = sc.STYLESHEET.read_text(encoding="utf-8") + REVIEW_CSS  # the board's look and the review's


def reviewer(
    record: Any,
    seat: int,
    *,
    level: str,
    language: str,
    workers: int,
    seed: int,
    samples: int | None,
    progress: Callable[[int, int], None],
) -> Any:
    """The review itself: ``cardkit.review``."""
    return analysis.review(
        record, seat, level=level, language=language, workers=workers, seed=seed, samples=samples, progress=progress
    )


class Reviewing:
    """A review being made and shown: the screen, and the review made in a thread when the kernel has an
    event loop (the notebook stays responsive and the progress shows), else at once. ``changed`` is
    called on the kernel's loop whenever the frame changes (progress, the review, a failure)."""

    def __init__(
        self,
        screen: ReviewScreen,
        changed: Callable[[], None],
        *,
        workers: int = 1,
        seed: int = 0,
        samples: int | None = None,
        background: bool = True,
    ) -> None:
        self.screen = screen
        self.changed = changed
        self.closed = False
        args = dict(level=screen.level, language=screen.language, workers=workers, seed=seed, samples=samples)
        loop = running_loop() if background else None
        if loop is not None:
            worker = threading.Thread(
                target=self._run,
                args=(args, lambda f, *a: loop.call_soon_threadsafe(f, *a)),
                daemon=True,
                name="cardkit-review",
            )
            try:
                worker.start()
                return
            except RuntimeError:  # no threads here (Pyodide, JupyterLite): the review is made at once
                pass
        self._run(args, lambda f, *a: f(*a))

    def _run(self, args: dict, post: Callable) -> None:
        def progress(done: int, total: int) -> None:
            post(self._progress, done, total)

        try:
            review = reviewer(self.screen.record, self.screen.seat, progress=progress, **args)
        except CardkitError as e:  # a refusal (a judge that weighs no move...): its explanation
            post(self._failed, e.explain(self.screen.language))
            return
        except Exception as e:  # noqa: BLE001 - shown beside the board; the kernel log has the rest
            log.error("cardkit: the review failed", exc_info=e)
            post(self._failed, t("review.page.failed", self.screen.language, kind=type(e).__name__))
            return
        post(self._done, review)

    def _progress(self, done: int, total: int) -> None:
        if not self.closed and self.screen.replay is None:
            self.screen.set_progress(done, total)
            self.changed()

    def _done(self, review: Any) -> None:
        if not self.closed:
            self.screen.set_review(review)
            self.changed()

    def _failed(self, text: str) -> None:
        if not self.closed:
            self.screen.set_failure(text)
            self.changed()


class ReviewWidget(anywidget.AnyWidget):
    """A reviewed game, step by step: ``ReviewWidget(review)`` for a ``cardkit.review`` result.

    ``record``: the game reviewed, if the review does not carry it; ``names``: the players' names.
    ``index`` is the position shown (set it, or use the buttons, the slider or the arrow keys).
    """

    guards_itself = True

    _esm = sc.RENDERER
    _css = STYLESHEET
    scene = traitlets.Dict().tag(sync=True)
    rules = traitlets.Dict().tag(sync=True)

    def __init__(
        self,
        review: Any = None,
        *,
        record: Any = None,
        names: Sequence[str] | None = None,
        _screen: ReviewScreen | None = None,
    ) -> None:
        if _screen is None:
            if review is None:
                raise ValueError("give a review (cardkit.review(...)), or use ReviewWidget.from_record")
            record = record if record is not None else getattr(review, "records", None) or None
            replay = Replay(review, record, names)  # checks the review against its record
            _screen = ReviewScreen(
                replay.record, review.seat, review.game, replay.language, replay.names, level=review.level
            )
            _screen.set_review(review)
        self.screen = _screen
        self.job: Reviewing | None = None
        super().__init__(scene=_screen.frame(), rules={})
        guard(self, writes=(), checks_clicks=True)
        self.on_msg(self._on_message)

    @classmethod
    def from_record(
        cls,
        record: Any,
        seat: int,
        level: str = "expert",
        *,
        language: str = "en",
        names: Sequence[str] | None = None,
        workers: int = 1,
        seed: int = 0,
        samples: int | None = None,
        background: bool = True,
    ) -> ReviewWidget:
        """Review ``record`` (a Record, a Match or a finished State) for ``seat`` and show it; in a notebook
        the review is made in the background, its progress shown, the board already steppable.
        ``level``, ``workers``, ``seed``, ``samples``: as for ``cardkit.review``."""
        i18n.check_language(language)
        game, players = game_of(record)
        if type(seat) is not int or not 0 <= seat < players:
            raise ValueError(f"no seat {seat!r} in a game of {players} players (seats 0 to {players - 1})")
        names = list(names) if names else sc.default_names(players, language)
        screen = ReviewScreen(record, seat, game, language, names, level=level)
        widget = cls(_screen=screen)
        widget.job = Reviewing(screen, widget._push, workers=workers, seed=seed, samples=samples, background=background)
        return widget

    @classmethod
    def from_file(cls, path: str | Path, seat: int, level: str = "expert", **kwargs: Any) -> ReviewWidget:
        """Review the game saved in ``path`` (``cardkit.save_game`` or a match's save) for ``seat``."""
        return cls.from_record(read_record(path), seat, level, **kwargs)

    # ------------------------------------------------------------------------------ what notebooks read
    @property
    def review(self) -> Any:
        """The review shown (None while it is being made)."""
        return self.screen.replay.review if self.screen.replay else None

    @property
    def index(self) -> int:
        return self.screen.index

    @index.setter
    def index(self, value: int) -> None:
        if type(value) is not int or not 0 <= value < self.screen.count:
            raise ValueError(f"a position from 0 to {self.screen.count - 1}, not {value!r}")
        self.screen.index, self.screen.shown = value, None
        self.screen.move += 1
        self._push()

    def show_best(self, shown: bool = True) -> None:
        """Highlight (or not) the Expert's move at the decision shown."""
        decision = self.screen.replay.decisions.get(self.index) if self.screen.replay else None
        if decision is None:
            raise ValueError("the position shown is not one of the reviewed seat's decisions")
        self.screen.shown = decision.best if shown else None
        self.screen.move += 1
        self._push()

    def close(self) -> None:
        if self.job is not None:
            self.job.closed = True
        super().close()

    def _push(self) -> None:
        self.scene = self.screen.frame()

    def _on_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        try:
            if self.screen.handle(content):
                self._push()
            else:  # refused (stale, malformed): the page gets the frame again and stops waiting
                self.scene = {**self.screen.frame(), "reply": self.scene.get("reply", 0) + 1}
        except Exception as e:  # noqa: BLE001 - nothing may reach ipywidgets, which prints tracebacks
            log.error("cardkit: the review could not answer a message", exc_info=e)

    def _repr_mimebundle_(self, **kwargs: Any):
        bundle = super()._repr_mimebundle_(**kwargs)
        if not bundle:
            return bundle
        data, metadata = bundle
        replay = self.screen.replay
        lang = self.screen.language
        title = t("review.page.title", lang, name=self.screen.names[self.screen.seat], level=self.screen._level())
        if replay is None:
            return {**data, "text/plain": title}, metadata
        # The whole annotated review for notebooks read without a kernel (boards where a move was missed).
        page = f"<style>{REVIEW_CSS}</style>{review_body(replay, boards='mistakes')}"
        plain = t("review.page.plain", lang, title=title, count=len(replay.order))
        return {**data, "text/plain": plain, "text/html": page}, metadata

    def __repr__(self) -> str:
        return f"ReviewWidget({self.screen.game}, seat {self.screen.seat}, {self.screen.count} positions)"
