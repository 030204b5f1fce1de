"""The play widget: one game (or a match) in the notebook, against bots or hot-seat.

The widget is a thin adapter over :class:`cardkit.table.Table`, which holds the match, the seats,
hot-seat, the log, undo and the selection, and answers the browser's messages. The browser receives
one synced trait, ``scene``, the table's frame of the seat at the screen (in hot-seat, only after
that player asked to see their cards), plus the rules panel text. The state, the seed, the bots and
the undo history stay in the kernel. The widget adds what needs the notebook: the traits, the
message hook, one batched update per message, and the bots' pace on the kernel's event loop.

A notebook programs the widget through traits it can observe (``widget.observe(f, "winners")``):
``language`` (settable, validated, ``widgets.link``-able), and, read-only, ``to_move``, ``scores``,
``winners`` and ``match_winners``. They stay in the kernel (not synced: the browser's one update per
message is unchanged) and carry only public facts: whose turn it is, and results once a game is over.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence
from typing import Any

import anywidget
import traitlets

from cardkit import i18n
from cardkit.coach.html import ReviewScreen
from cardkit.core import Match, State
from cardkit.core.seats import HUMAN
from cardkit.i18n import t
from cardkit.scene import CARD_BACKS, RENDERER, THEMES, to_svg
from cardkit.session import Refused, Table
from cardkit.widgets.page import guard, running_loop
from cardkit.widgets.review import STYLESHEET as REVIEW_STYLESHEET, Reviewing, ReviewWidget

__all__ = ["PlayWidget", "play"]


class PlayWidget(anywidget.AnyWidget):
    """A game of ``game`` in the notebook. Prefer each game's ``play()``, e.g. ``cardkit.ipso.play()``.

    ``seats``: one entry per seat, "human" or a bot level ("random", "beginner", "normal",
    "expert"). Several humans play hot-seat: a pass screen hides each hand until its player asks.
    ``options``: the match options of the game (one game, a tournament, a match to 500...).
    ``bot_delay``: seconds between bot moves, so people can follow them (0: bots move at once).
    ``review_level``, ``review_options`` (attributes): the judge of "Review this game" (offered on the
    score sheet once a game is over, for the person at the screen), e.g. ``{"samples": 50}``.
    ``table``: the :class:`~cardkit.table.Table` behind the widget, made by ``table_class`` (a
    subclass may put a table of its own there, e.g. one whose bots are checked by an audit).
    """

    table_class: type[Table] = Table
    # "Review this game": the judge, and cardkit.review's workers, seed, samples (set them on a widget).
    review_level: str = "expert"
    review_options: dict | None = None
    guards_itself = True  # its comm takes clicks only (see __init__): the dashboard leaves it alone

    _esm = RENDERER
    _css = REVIEW_STYLESHEET  # the board's stylesheet and the review's ("Review this game")
    scene = traitlets.Dict().tag(sync=True)
    rules = traitlets.Dict().tag(sync=True)
    # The board's looks (docs/widgets.md): synced for the page to draw, never written by it (see guard).
    theme = traitlets.Unicode(
        "auto", help="light, dark, contrast, or auto: the page's theme, or the one this browser last chose"
    ).tag(sync=True)
    card_back = traitlets.Unicode(
        "auto", help="the backs of the cards: blue, red, green, or auto: the one this browser last chose, else blue"
    ).tag(sync=True)
    # Kernel-side traits for notebooks (not synced): see the module docstring and docs/widgets.md.
    language = traitlets.Unicode("en", help="the board's language; the board's own menu changes it too")
    to_move = traitlets.Int(
        None, allow_none=True, read_only=True, help="the seat to play in the current game, None once it is over"
    )
    scores: traitlets.List = traitlets.List(
        None, allow_none=True, read_only=True, help="each seat's points in the current game once it is over, else None"
    )
    winners: traitlets.List = traitlets.List(
        None, allow_none=True, read_only=True, help="the seats that won the current game once it is over, else None"
    )
    match_winners: traitlets.List = traitlets.List(
        None, allow_none=True, read_only=True, help="the seats that won the match once it is over, else None"
    )

    def __init__(
        self,
        game: str,
        seats: Sequence[str] = (HUMAN, "normal"),
        options: dict | None = None,
        *,
        names: Sequence[str | None] | None = None,
        language: str = "en",
        seed: int | None = None,
        bot_delay: float = 0.4,
        hint_level: str = "expert",
        table: Table | None = None,
        theme: str = "auto",
        card_back: str = "auto",
    ) -> None:
        self._timer: asyncio.TimerHandle | None = None
        self._paced = 0  # the table's generation the pending bot move belongs to
        self._closed = False
        self._reviewing: Reviewing | None = None  # the review shown in place of the board, if any
        self.bot_delay = float(bot_delay)
        # ``table``: a ready table (e.g. ``Table.in_room``, a seat of a room kept in a store); ``game`` and the
        # other settings are then the table's own.
        self.table = (
            table
            if table is not None
            else self.table_class(
                game, seats, options, names=names, language=language, seed=seed, hint_level=hint_level
            )
        )
        if self.bot_delay <= 0 or running_loop() is None:
            self.table.run_bots()
        self._rules_language = self.table.language
        # The front end's very first state is already a board (never an empty scene).
        super().__init__(
            scene=self.table.frame(),
            rules=self.table.rules(),
            language=self.table.language,
            theme=theme,
            card_back=card_back,
        )
        # The page sends clicks only: every trait is the kernel's (a write is undone), and nothing
        # raises into ipywidgets, which would print a traceback into the page.
        guard(self, writes=(), checks_clicks=True)
        self.on_msg(self._on_message)
        self._settle()

    # ------------------------------------------------------------------------------ public API
    @traitlets.validate("language")
    def _valid_language(self, proposal: Any) -> str:
        value = proposal["value"]
        if value not in i18n.languages():
            raise traitlets.TraitError(f"unknown language {value!r}: choose one of {', '.join(i18n.languages())}")
        return value

    @traitlets.validate("theme")
    def _valid_theme(self, proposal: Any) -> str:
        return self._one_of(proposal["value"], THEMES, "scene.bad_theme")

    @traitlets.validate("card_back")
    def _valid_card_back(self, proposal: Any) -> str:
        return self._one_of(proposal["value"], CARD_BACKS, "scene.bad_card_back")

    def _one_of(self, value: Any, known: Sequence[str], key: str) -> str:
        """``value`` if it is one of ``known``; a TraitError in the board's language otherwise (the trait
        keeps its value)."""
        if value not in known:
            table = getattr(self, "table", None)
            language = table.language if table is not None else "en"
            raise traitlets.TraitError(t(key, language, value=repr(value), choices=", ".join(known)))
        return value

    @traitlets.observe("language")
    def _language_changed(self, change: Any) -> None:
        table = getattr(self, "table", None)
        if table is None or change["new"] == table.language:
            return  # the table switched first (the board's menu): _push is already under way
        table.language = change["new"]
        self._end_review()  # the review was written in the other language
        with self.hold_sync():  # one update for the scene and the rules panel
            self._push()

    @property
    def match(self) -> Match:
        """The match being played (kernel side only: it holds every hidden card)."""
        return self.table.match

    @property
    def state(self) -> State:
        """The current game's state (kernel side only)."""
        return self.table.state

    @property
    def game(self) -> str:
        return self.table.game

    @property
    def seats(self) -> tuple[str, ...]:
        return self.table.seats

    @property
    def hint_level(self) -> str:
        return self.table.hint_level

    @hint_level.setter
    def hint_level(self, value: str) -> None:
        self.table.hint_level = value

    def names(self) -> list[str]:
        return self.table.names()

    def refresh(self) -> None:
        """Draw the table again after it changed from outside (another screen's move in a room): one
        update. Called on the kernel's event loop (a room's watcher thread hands it over)."""
        if self._closed:
            return
        with self.hold_sync():
            self._settle()

    def set_position(self, state: State) -> None:
        """Play on from ``state``, a position of this game set up by hand (a puzzle, a lesson, a test),
        as the current game: see :meth:`cardkit.session.Table.set_position`. One update."""
        self.table.set_position(state)
        self.refresh()

    def close(self) -> None:
        self._closed = True
        self._cancel_bot()
        self._end_review()
        super().close()

    def review(self, level: str | None = None, **kwargs: Any) -> ReviewWidget:
        """A review widget of the finished game for the person at the screen (``cardkit.review`` at
        ``level``, by default ``review_level``); refused while the game goes on."""
        reviewable = getattr(self.table, "reviewable", None)  # (see _take_review)
        asked = reviewable() if reviewable is not None else None
        if asked is None:
            raise Refused("table.no_review")
        record, seat = asked
        return ReviewWidget.from_record(
            record,
            seat,
            level or self.review_level,
            language=self.table.language,
            names=self.table.names(),
            **{**(self.review_options or {}), **kwargs},
        )

    @property
    def reviewing(self) -> ReviewScreen | None:
        """The review shown in place of the board ("Review this game"), or None."""
        return self._reviewing.screen if self._reviewing else None

    def _take_review(self) -> tuple[Any, int] | None:
        # A table of another kind (a table_class of one's own, a room's seat) may offer no review.
        take = getattr(self.table, "take_review", None)
        return take() if take is not None else None

    def _open_review(self, record: Any, seat: int) -> None:
        lang = self.table.language
        back = {
            "id": "back",
            "label": t("review.page.back", lang),
            "send": {"kind": "command", "name": "back"},
            "disabled": False,
        }
        screen = ReviewScreen(
            record, seat, self.table.game, lang, self.table.names(), level=self.review_level, extra_buttons=[back]
        )
        screen.move = self.table.now.move + 1  # a click on the board shown before is stale
        self._reviewing = Reviewing(screen, self._review_changed, **(self.review_options or {}))

    def _review_changed(self) -> None:
        if self._reviewing is not None and not self._closed:
            self._push()

    def _end_review(self) -> None:
        if self._reviewing is not None:
            self._reviewing.closed = True
            self._reviewing = None

    def _on_review_message(self, content: Any) -> None:
        if self._reviewing is None:
            return  # closed meanwhile
        screen = self._reviewing.screen
        if (
            isinstance(content, dict)
            and content.get("kind") == "command"
            and content.get("name") == "back"
            and content.get("move") == screen.move
        ):
            self._end_review()
            self._push()
        elif screen.handle(content):
            self._push()
        else:  # refused: the same frame again, so the page stops waiting
            self.scene = {**screen.frame(), "reply": self.scene.get("reply", 0) + 1}

    def _repr_mimebundle_(self, **kwargs: Any):
        # The board as a static SVG image too, so a notebook saved with its outputs shows it without a
        # kernel (front ends with the widget manager render the live widget instead; no text/html: see
        # cardkit.scene.Diagram). It says it is a picture: clicks on it do nothing.
        bundle = super()._repr_mimebundle_(**kwargs)
        if not bundle:
            return bundle
        data, metadata = bundle
        return {**data, "image/svg+xml": to_svg(self.scene, t("scene.picture", self.table.language))}, metadata

    # ------------------------------------------------------------------------------ messages and bots
    def _on_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        try:
            with self.hold_sync():  # one update message answers one message
                if self._reviewing is not None:
                    self._on_review_message(content)
                elif self.table.handle(content).ok:
                    asked = self._take_review()
                    if asked is not None:
                        self._open_review(*asked)
                    self._settle()
                else:
                    self._push()  # a refusal changed nothing: no bot moves
        except Exception as e:  # noqa: BLE001 - drawing the answer failed: a short message, no traceback
            error = self.table.internal_error(e, "answering a message")
            try:
                self.scene = {**self.scene, "error": error}
            except Exception:  # noqa: BLE001
                logging.getLogger("cardkit.widgets").error("cardkit: the error could not be shown")

    def _settle(self) -> None:
        """After a change: bots move (at once, or one by one on the kernel's loop), then one update."""
        table = self.table
        if self._paced != table.now.generation:
            self._cancel_bot()  # a new deal or an undo: the pending bot move was for the old one
        loop = running_loop() if self.bot_delay > 0 else None
        if loop is None and not self._closed:
            table.run_bots()
        self._push()
        if loop is not None and self._timer is None and not self._closed and table.bot_to_move() is not None:
            self._paced = table.now.generation
            self._timer = loop.call_later(self.bot_delay, self._bot_tick)

    def _bot_tick(self) -> None:
        self._timer = None
        if self._closed or self._paced != self.table.now.generation:
            return  # a new game, an undo or closing the widget cancelled this move
        with self.hold_sync():
            if self.table.step_bot().ok:
                self._settle()
            else:
                self._push()  # the bot's move was taken back and the error is shown: the bots stop

    def _cancel_bot(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def _push(self) -> None:
        table = self.table
        self.scene = self._reviewing.screen.frame() if self._reviewing is not None else table.frame()
        if self._rules_language != table.language:  # switched by a message, or put back by a refusal
            self._rules_language = table.language
            self.rules = table.rules()
        self._publish()

    def _publish(self) -> None:
        """The notebook's traits, from the table; observers run only for values that changed."""
        to_move, scores, winners, match_winners = self.table.results()
        self.language = self.table.language
        self.set_trait("to_move", to_move)
        self.set_trait("scores", scores)
        self.set_trait("winners", winners)
        self.set_trait("match_winners", match_winners)


def play(game: str, seats: Sequence[str], options: dict, **kwargs: Any) -> PlayWidget:
    """The play widget of ``game`` (each game's ``play()`` calls this with its own options)."""
    return PlayWidget(game, seats, options, **kwargs)
