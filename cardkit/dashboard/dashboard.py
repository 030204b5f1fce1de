"""The dashboard: the kit's front door, a Voila app (``notebooks/dashboard.ipynb`` only calls :func:`app`).

A form chooses the game and its options, who sits at each seat (a human at this screen, hot-seat
when there are several, or a bot) and the language; then the play widget takes over, with a running
scoreboard of the match beside it and a button back to the form. Everything the browser receives
from the game comes from the play widget (one seat's view); the scoreboard shows only the totals of
finished deals, which every player has seen on the score sheet.

Two settings are for the people who serve the dashboard rather than for players, so they are not in
the form: the bots' pause between moves (``CARDKIT_BOT_DELAY``, seconds, 0.4 by default; the
browser tests use 0) and a seed that makes the deals reproducible (``CARDKIT_SEED``). ``cardkit
dashboard --bot-delay 0 --seed 1`` sets both for the kernels it starts.

A seed must never give two visitors the same deal (the second one would know the first one's
hidden cards), so each session deals from a seed derived from the server's seed and the session's
number: the sessions of one server are numbered 0, 1, 2... in the order they open, by claiming a
file in the directory ``CARDKIT_SESSIONS`` (``cardkit dashboard --seed`` makes a fresh one for each
run). Runs are reproducible (the n-th session of a run deals what the n-th session of another run
with the same seed dealt) and no two sessions of a run share a deal. Without that directory the
kernels could not number themselves apart, so ``app()`` then ignores the seed (with a warning).

The page may only click and write the values of the form's controls (each checked); every other
write is undone (``cardkit.widgets.page``). Every widget is closed when it leaves the page.
"""

from __future__ import annotations

import functools
import html
import itertools
import json
import logging
import os
import traceback
from pathlib import Path
from typing import Any

import ipywidgets as w

from cardkit import games, i18n
from cardkit.core import CardkitError, derive_seed
from cardkit.core.seats import HUMAN, bot_name, check_names
from cardkit.dashboard.parts import BOT_LEVELS, alert_html, answered, clicked, labelled, scoreboard_html
from cardkit.dashboard.puzzles import PuzzlePage
from cardkit.dashboard.records import MyGames
from cardkit.dashboard.rooms import AWAY_VARIABLE, ROOMS_VARIABLE, RoomScreens  # noqa: F401  (the server's settings)
from cardkit.i18n import t
from cardkit.scene import CARD_BACKS, THEMES, default_names
from cardkit.widgets.look import PageLook
from cardkit.widgets.page import guard
from cardkit.widgets.play import PlayWidget

log = logging.getLogger("cardkit.dashboard")

BOT_DELAY_VARIABLE = "CARDKIT_BOT_DELAY"
SEED_VARIABLE = "CARDKIT_SEED"
SESSIONS_VARIABLE = "CARDKIT_SESSIONS"
# What the page may write to each kind of control (ipywidgets 8 sends a choice's index, a text's value).
PAGE_WRITES = {w.Text: ("value",), w.ToggleButtons: ("index",), w.Dropdown: ("index",)}
# Each question of a game's form (``GameSpec.form``) is a control with the class ``ckd-opt-<option>``;
# the questions the form asked before it was built from the specs keep their class names too, for
# the pages and tests written against them.
FORMER_CLASSES = {
    "odd_even": "ckd-variant",
    "tournament": "ckd-format",
    "target": "ckd-target",
    "games": "ckd-match",
    "suits": "ckd-suits",
}
NOTEBOOK = {
    "cells": [
        {
            "cell_type": "code",
            "execution_count": None,
            "id": "app",
            "metadata": {},
            "outputs": [],
            "source": "# cardkit's dashboard: serve this notebook with Voila (`cardkit dashboard`, `make demo`).\n"
            "# The app lives in cardkit/dashboard/dashboard.py; this cell only shows it.\n"
            "from cardkit.dashboard import app\n\napp()",
        },
    ],
    "metadata": {
        "kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"},
        "language_info": {"name": "python"},
        # Voila renders this notebook with cardkit's page template however it is started
        # (`voila notebooks/dashboard.ipynb`, jupyter-server's /voila/render/ route on Binder).
        "voila": {"template": "cardkit"},
    },
    "nbformat": 4,
    "nbformat_minor": 5,
}


STYLE = "<style>" + (Path(__file__).parent / "dashboard.css").read_text(encoding="utf-8") + "</style>"


def _env_float(name: str, default: float) -> float:
    value = os.environ.get(name, "").strip()
    if not value:
        return default
    try:
        return max(0.0, float(value))
    except ValueError:
        log.warning("%s=%r is not a number of seconds: using %s", name, value, default)
        return default


def _env_seed() -> int | None:
    value = os.environ.get(SEED_VARIABLE, "").strip()
    if not value.lstrip("-").isdigit():
        return None
    if not os.environ.get(SESSIONS_VARIABLE):
        log.warning(
            "%s is set without %s: the sessions could not be told apart and would deal the same "
            "cards, so the deals are not seeded",
            SEED_VARIABLE,
            SESSIONS_VARIABLE,
        )
        return None
    return int(value)


_SESSIONS = itertools.count()  # the sessions of this process, when no server numbers them


def session_number() -> int:
    """This session's number among its server's: the first file number free in ``CARDKIT_SESSIONS``,
    claimed atomically (two kernels opening at once get two numbers); without that directory, the
    number of dashboards opened before in this process."""
    directory = os.environ.get(SESSIONS_VARIABLE)
    if not directory:
        return next(_SESSIONS)
    number = len(os.listdir(directory))  # numbers are never given back: those below are taken
    while True:
        try:
            os.close(os.open(os.path.join(directory, str(number)), os.O_CREAT | os.O_EXCL | os.O_WRONLY))
            return number
        except FileExistsError:
            number += 1


def close_tree(widget: w.Widget, keep: set[int] | frozenset[int] = frozenset()) -> None:
    """Close ``widget``, its children, layouts and styles (ipywidgets closes only the one widget), except
    the widgets whose ids are in ``keep`` (the ones that stay on the page)."""
    if id(widget) in keep:
        return
    for child in getattr(widget, "children", ()):
        close_tree(child, keep)
    for part in (getattr(widget, "layout", None), getattr(widget, "style", None)):
        if isinstance(part, w.Widget):
            part.close()
    widget.close()


def _guard_tree(widget: w.Widget) -> None:
    """Let the page write only the values of the form's controls, in every widget of the tree."""
    if not getattr(widget, "guards_itself", False):  # a stock control (the board and the app guard themselves)
        writes = next((keys for kind, keys in PAGE_WRITES.items() if isinstance(widget, kind)), ())
        guard(widget, writes)
    for part in (getattr(widget, "layout", None), getattr(widget, "style", None)):
        if isinstance(part, w.Widget):
            guard(part)
    for child in getattr(widget, "children", ()):
        _guard_tree(child)


class Dashboard(w.VBox):
    """The app: the form, then the game. ``app()`` builds one with the server's settings.

    ``bot_delay``: the bots' pause between moves, in seconds. ``seed``: makes the deals
    reproducible: the session deals from a seed derived from it and ``session`` (by default the
    next number of :func:`session_number`), and each "Play" from the next seed derived from that.
    ``rooms``: the URL of a rooms store (``cardkit.rooms``): then a game of one person against bots is
    kept in a room (a reload resumes it) and "Play with friends" is offered (see
    ``cardkit/dashboard/rooms.py``); without it every game lives in the kernel, as in a notebook.
    """

    guards_itself = True  # the page may not rearrange its children (see __init__)

    def __init__(
        self,
        language: str = "en",
        *,
        bot_delay: float = 0.4,
        seed: int | None = None,
        session: int | None = None,
        rooms: str | None = None,
    ) -> None:
        i18n.check_language(language)
        self.language = language
        self.bot_delay = float(bot_delay)
        self.seed = seed
        self.session = session if session is not None or seed is None else session_number()
        self.starts = 0
        self.looks = {"theme": "auto", "card_back": "auto"}  # the boards' theme and card backs (the menus)
        self.board: PlayWidget | None = None
        # Each game remembers its own player count and answers; the seats are shared.
        specs = [games.spec(name) for name in games.names()]
        seats = max(n for spec in specs for n in spec.players)
        self.values: dict[str, Any] = {
            "game": specs[0].name,
            "players": {spec.name: spec.players[0] for spec in specs},
            "options": {spec.name: {c.option: c.default for c in spec.form} for spec in specs},
            "who": [HUMAN] + ["normal"] * (seats - 1),
            "names": [""] * seats,
        }
        self.message = w.HTML()
        self.message.add_class("ckd-message")
        self.scores = w.HTML()
        self.scores.add_class("ckd-scores")
        self._shown_scores: tuple | None = None
        self._style = w.HTML(STYLE)
        self.look = PageLook(
            language
        )  # the page in the boards' theme (its front end: the remembered one, the system's)
        self.rooms = RoomScreens(self, rooms)
        self.my_games = MyGames(self)  # this browser's finished games, kept beside the rooms
        self.puzzles = PuzzlePage(self)  # the shipped puzzles, their first answers kept with the games
        # Play and Play with friends stay the same widgets while the form is drawn again (each answer redraws
        # it), so a click right after an answer still starts the game; they are closed when the form leaves
        # the page, so a click from a page drawn before then is inert.
        self.buttons: tuple[w.Button, ...] | None = None  # Play, and Play with friends when rooms are on
        # The form's other controls as drawn before its last redraw: they still answer until the next redraw
        # or until the form leaves the page, since a click on them may have left the browser before the form
        # drawn again reached it (choosing a game just after choosing the language).
        self._former_form: tuple[w.Widget, ...] = ()
        super().__init__()
        guard(self)  # the page may not rearrange the app's children
        self.add_class("ckd")
        self.draw_form()

    def show(self, *parts: w.Widget, redrawn_form: bool = False) -> None:
        """Put ``parts`` on the page below the style; close whatever they replace (except the board,
        the message and the scoreboard, which stay, and the form's buttons when ``parts`` are the form drawn
        again: then the form's other controls are closed at the next redraw), and let the page write only
        the form's values."""
        old = self.children  # type: ignore[has-type]  # ipywidgets' trait
        children = (self._style, self.rooms.link, self.look, *parts)
        for part in children:
            _guard_tree(part)
        self.children = children
        buttons = self.buttons if redrawn_form and self.buttons else ()
        if not redrawn_form:
            self.buttons = None  # closed below with the form
        keep = {
            id(x)
            for x in (
                self._style,
                self.rooms.link,
                self.look,
                self.rooms.panel,
                self.message,
                self.scores,
                self.board,
                *buttons,
            )
            if x is not None
        }
        former, self._former_form = self._former_form, ()
        if redrawn_form and any("ckd-form" in part._dom_classes for part in old):
            self._former_form, old = tuple(part for part in old if id(part) not in keep), ()
        for part in (*former, *old):
            close_tree(part, keep)

    def close(self) -> None:
        """Close the app and every widget in it (the board's bots stop, the room is no longer watched and
        the rooms' store is let go)."""
        self.rooms.close()
        self.my_games.close()
        for part in (
            *self.children,
            *self._former_form,
            self.message,
            self.scores,
            self.board,
            self.rooms.link,
            self.look,
            self.rooms.panel,
        ):
            if part is not None:
                close_tree(part)
        super().close()

    # ------------------------------------------------------------------------------ the form
    def head(self, language_control: bool = True) -> w.HBox:
        """The title, and the language control of the form (during a game the board has its own, which
        the app follows: one language control on the page at a time)."""
        lang = self.language
        brand = w.HTML(
            f'<div class="ckd-brand"><h1>{html.escape(t("dashboard.title", lang))}</h1>'
            f"<p>{html.escape(t('dashboard.tagline', lang))}</p></div>"
        )
        if not language_control:
            head = w.HBox([brand])
            head.add_class("ckd-head")
            return head
        codes = i18n.languages()
        language = w.ToggleButtons(
            options=[(t("core.language_name", code), code) for code in codes],
            value=lang,
            tooltips=[t("dashboard.language", lang)] * len(codes),
        )
        language.add_class("ckd-language")
        language.observe(answered(self.set_language), "value")
        head = w.HBox([brand, language])
        head.add_class("ckd-head")
        return head

    def _question(self, game: str, choice: games.Choice, redraw: bool) -> w.HBox:
        """One question of ``game``'s form, its answers labelled in the app's language."""
        lang, answers = self.language, self.values["options"][game]
        control = w.ToggleButtons(
            options=[(t(label, lang, n=value), value) for value, label in choice.values], value=answers[choice.option]
        )
        control.add_class(f"ckd-opt-{choice.option}")
        if choice.option in FORMER_CLASSES:
            control.add_class(FORMER_CLASSES[choice.option])

        def answer(value: Any) -> None:
            if value not in [v for v, _ in choice.values]:
                return  # not an answer of the form (the control checks it too)
            answers[choice.option] = value
            if redraw:  # another question is shown or hidden by this answer
                self.message.value = ""
                self.draw_form()

        control.observe(answered(answer), "value")
        return labelled(t(choice.label, lang), control)

    def draw_form(self) -> None:
        lang, v = self.language, self.values
        spec = games.spec(v["game"])
        choices = w.ToggleButtons(
            options=[(games.spec(name).title(lang), name) for name in games.names()], value=spec.name
        )
        choices.add_class("ckd-games")
        choices.observe(answered(self._set_game), "value")
        fields = [
            labelled(t("dashboard.game", lang), choices),
            w.HTML(f'<p class="ckd-about">{html.escape(spec.about(lang))}</p>'),
        ]
        if len(spec.players) > 1:
            players = w.ToggleButtons(options=[(str(n), n) for n in spec.players], value=v["players"][spec.name])
            players.add_class("ckd-players")
            players.observe(answered(self._set_players), "value")
            fields.append(labelled(t("dashboard.players", lang), players))
        answers = v["options"][spec.name]
        deciding = {name for c in spec.form for name, _ in c.only_if}
        fields += [self._question(spec.name, c, c.option in deciding) for c in spec.form if c.shown(answers)]
        fields.append(self._seats())
        fields.append(w.HTML(f'<p class="ckd-note">{html.escape(t("dashboard.hot_seat", lang))}</p>'))
        if self.buttons is None:
            self.buttons = (w.Button(button_style="success"),) + ((w.Button(),) if self.rooms.url is not None else ())
            self.buttons[0].add_class("ckd-start")
            self.buttons[0].on_click(clicked(self.start))
            if self.rooms.url is not None:
                self.buttons[1].add_class("ckd-friends")
                self.buttons[1].on_click(clicked(self.rooms.friends))
        start = self.buttons[0]
        start.description = t("dashboard.start", lang)
        fields.append(self.message)
        if self.rooms.url is not None:
            friends = self.buttons[1]
            friends.description = t("dashboard.friends", lang)
            mine = w.Button(description=t("dashboard.my_games", lang))
            mine.add_class("ckd-my-games")
            mine.on_click(clicked(self.my_games.show))
            solve = w.Button(description=t("dashboard.puzzles", lang))
            solve.add_class("ckd-puzzles-open")
            solve.on_click(clicked(self.puzzles.show))
            buttons = w.HBox([start, friends, mine, solve])
            buttons.add_class("ckd-form-buttons")
            fields += [
                buttons,
                w.HTML(f'<p class="ckd-note">{html.escape(t("dashboard.friends_note", lang))}</p>'),
            ]
        else:
            fields.append(start)
        form = w.VBox(fields)
        form.add_class("ckd-form")
        self.show(self.head(), form, redrawn_form=True)

    def _seats(self) -> w.VBox:
        lang, v = self.language, self.values
        who_options = [(t("dashboard.human", lang), HUMAN)] + [
            (t("dashboard.bot", lang, level=t(f"dashboard.level.{level}", lang)), level) for level in BOT_LEVELS
        ]
        rows = []
        for seat in range(v["players"][v["game"]]):
            # Each control named for screen readers ("Who plays as player 2"); the names are clipped out of
            # sight by the style, the row's "Player 2" says it to the eye.
            name = w.Text(
                value=v["names"][seat],
                placeholder=t("scene.player", lang, n=seat + 1),
                description=t("dashboard.name_seat", lang, n=seat + 1),
                description_allow_html=False,
            )
            name.add_class(f"ckd-name-{seat + 1}")
            name.observe(answered(lambda value, s=seat: v["names"].__setitem__(s, value)), "value")  # type: ignore[misc]
            who = w.Dropdown(
                options=who_options, value=v["who"][seat], description=t("dashboard.who_seat", lang, n=seat + 1)
            )
            who.add_class(f"ckd-who-{seat + 1}")
            who.observe(answered(lambda value, s=seat: v["who"].__setitem__(s, value)), "value")  # type: ignore[misc]
            row = w.HBox(
                [
                    w.HTML(f'<span class="ckd-seat-label">{html.escape(t("dashboard.seat", lang, n=seat + 1))}</span>'),
                    name,
                    who,
                ]
            )
            row.add_class("ckd-seat")
            rows.append(row)
        seats = w.VBox(rows)
        seats.add_class("ckd-seats")
        return seats

    def _set_game(self, game: str) -> None:
        if game not in games.names():
            return
        self.values["game"] = game
        self.message.value = ""
        self.draw_form()

    def _set_players(self, players: int) -> None:
        if players not in games.spec(self.values["game"]).players:
            return
        self.values["players"][self.values["game"]] = players
        self.draw_form()

    def set_language(self, language: str) -> None:
        """The app's language: the form, the scoreboard and the board (if a game is on) follow it."""
        if not isinstance(language, str) or language not in i18n.languages() or language == self.language:
            return
        self.language = self.look.language = language
        if self.board is None and self.puzzles.on_page():  # the same puzzle, in the new language
            self.message.value = ""
            self.puzzles.show()
        elif self.board is None and self.rooms.room is not None:
            self.rooms.draw_lobby()
        elif self.board is None:
            self.message.value = ""
            self.draw_form()
        else:
            if self.board.language != language:
                self.board.language = language
            self.draw_game()

    # ------------------------------------------------------------------------------ starting
    def settings(self) -> tuple[str, list[str], dict, list[str | None] | None]:
        """The game, the seats, the match options and the names the form describes; refuses a bad
        combination with a message for the players (CardkitError)."""
        v, lang = self.values, self.language
        game = v["game"]
        if game not in games.names():
            raise CardkitError("dashboard.bad_choice", what=repr(game))
        spec = games.spec(game)
        players = v["players"][game]
        if players not in spec.players:
            raise CardkitError("dashboard.bad_choice", what=f"{players} players")
        seats = list(v["who"][:players])
        for level in seats:
            if level != HUMAN and level not in BOT_LEVELS:
                raise CardkitError("dashboard.bad_choice", what=repr(level))
        options = {"players": players} if "players" in spec.match_option_names() else {}
        answers = v["options"][game]
        # A hidden question is not passed on: the answers that hide it leave it to the game, which
        # would refuse it (a six-game match sets its own suit counts).
        for choice in spec.form:
            if choice.shown(answers):
                if answers[choice.option] not in [value for value, _ in choice.values]:
                    raise CardkitError("dashboard.bad_choice", what=repr(answers[choice.option]))
                options[choice.option] = answers[choice.option]
        typed = [str(name) for name in v["names"][:players]]
        if not any(name.strip() for name in typed):
            return game, seats, options, None  # the board's own names, which follow its language
        own = default_names(players, lang)
        for seat, level in enumerate(seats):
            if level != HUMAN:
                own[seat] = bot_name(seat, level, lang)
        # A blank field keeps the seat's own name (None: it follows the board's language); a name of
        # invisible characters only is refused.
        checked = check_names([typed[s] if typed[s].strip() else own[s] for s in range(players)], seats)
        return game, seats, options, [checked[s] if typed[s].strip() else None for s in range(players)]

    def start(self) -> PlayWidget | None:
        """Start the game the form describes; a refusal is shown in the form (nothing starts)."""
        lang = self.language
        try:
            game, seats, options, names = self.settings()
            if self.rooms.url is not None and self.seed is None and seats.count(HUMAN) == 1:
                # Kept in a room, so a reload resumes it. A seeded dashboard (tests, demonstrations) keeps its
                # games in the kernel: a room deals from the store's own secure seed, never a chosen one.
                return self.rooms.start_alone(game, seats, options, names)
            seed = derive_seed(derive_seed(self.seed, self.session), self.starts) if self.seed is not None else None  # type: ignore[arg-type]  # seeded: a session number too
            board = PlayWidget(game, seats, options, names=names, language=lang, seed=seed, bot_delay=self.bot_delay)
        except CardkitError as e:
            self.refuse(e.explain(lang))
            return None
        except Exception as e:  # noqa: BLE001 - shown in the page (a callback's error is invisible otherwise)
            log.error("cardkit dashboard: cannot start a game", exc_info=e)
            frame = traceback.extract_tb(e.__traceback__)[-1] if e.__traceback__ else None
            where = f"{Path(frame.filename).name}:{frame.lineno}" if frame else "?"
            self.refuse(t("dashboard.internal", lang, kind=type(e).__name__, where=where))
            return None
        self.starts += 1
        self.rooms.leave()
        self.rooms.link.address("")
        self.set_board(board)
        return board

    def set_board(self, board: PlayWidget) -> None:
        """Show ``board`` (a game in the kernel, or a seat of a room); the one it replaces is closed."""
        self.message.value = ""
        if self.board is not None:  # started again without "Change the game": the old game is closed
            self.board.unobserve(self._on_scene, "scene")
            close_tree(self.board)
        self.board = board
        board.theme, board.card_back = self.looks["theme"], self.looks["card_back"]
        board.observe(self._on_scene, "scene")
        self._shown_scores = None
        self.my_games.keep(board)
        self.draw_game()

    def refuse(self, text: str) -> None:
        self.message.value = alert_html(text)

    def change_game(self) -> None:
        """Back to the form; the game is closed (its bots stop). A room's game goes on in its store: its
        link (and this browser's token) still lead back to it."""
        self.rooms.leave()
        self.rooms.link.address("")
        self.message.value = ""
        board, self.board = self.board, None
        if board is not None:
            board.unobserve(self._on_scene, "scene")
        self.draw_form()
        if board is not None:
            close_tree(board)

    # ------------------------------------------------------------------------------ the game
    def draw_game(self) -> None:
        lang = self.language
        change = w.Button(description=t("dashboard.change", lang), icon="")
        change.add_class("ckd-change")
        change.on_click(clicked(self.ask_change_game))
        self._update_scores(force=True)
        board = w.Box([self.board])
        board.add_class("ckd-board")
        parts: list[w.Widget] = [self.scores]
        if self.rooms.room is not None:
            self.rooms.draw_panel()
            parts += [self.rooms.panel, *self.rooms.stand_in_controls(), self.message]
            if (
                self.rooms.view is not None
                and self.rooms.view.status == "finished"
                and not self.rooms.alone(self.rooms.view)
            ):
                rematch = w.Button(description=t("dashboard.room_rematch", lang), button_style="success")
                rematch.add_class("ckd-rematch")
                rematch.on_click(clicked(self.rooms.rematch))
                parts.append(rematch)
        self.asking = w.VBox([change])  # the button, or the question it asks during a game
        side = w.VBox([*parts, self.asking, self.looks_menus()])
        side.add_class("ckd-side")
        game = w.HBox([board, side])
        game.add_class("ckd-game")
        self.show(self.head(language_control=False), game)

    def looks_menus(self) -> w.VBox:
        """The menus of the board's theme and card backs; the board's front end remembers the choice in
        this browser."""
        lang, menus = self.language, []
        for name, choices in (("theme", THEMES), ("card_back", CARD_BACKS)):
            menu = w.Dropdown(
                options=[(t(f"scene.{name}.{c}", lang), c) for c in choices],
                value=self.looks[name],
                description=t(f"scene.{name}", lang),  # its label, for screen readers too
                style={"description_width": "initial"},  # the whole label ("Dos des cartes"), never cut
            )
            menu.add_class(f"ckd-{name.replace('_', '-')}")
            menu.observe(answered(functools.partial(self.set_look, name)), "value")
            menus.append(menu)
        box = w.VBox(menus)
        box.add_class("ckd-looks")
        return box

    def set_look(self, name: str, value: str) -> None:
        """The board's ``theme`` or ``card_back`` (checked by its trait), kept for the next boards."""
        if self.board is not None:
            setattr(self.board, name, value)
        if name == "theme":
            self.look.theme = value  # the page around the board too
        self.looks[name] = value

    def ask_change_game(self) -> None:
        """ "Change the game": at once if no game is under way, else after "are you sure?" (two steps)."""
        if self.board is None or not self.board.table.in_progress():
            self.change_game()
            return
        lang = self.language
        question = w.HTML(f'<p class="ckd-confirm" role="alert">{html.escape(t("dashboard.confirm_change", lang))}</p>')
        yes = w.Button(description=t("dashboard.confirm_yes", lang))
        yes.add_class("ckd-confirm-yes")
        yes.on_click(clicked(self.change_game))
        no = w.Button(description=t("table.button.keep_playing", lang))
        no.add_class("ckd-confirm-no")
        no.on_click(clicked(self.draw_game))
        old, new = self.asking.children, (question, w.HBox([yes, no]))
        for part in new:
            _guard_tree(part)
        self.asking.children = new
        for part in old:
            close_tree(part)

    def _on_scene(self, change: Any) -> None:
        if self.board is not None:
            self.my_games.keep(self.board)  # once the game is over (kept once however often it is seen)
        language = change.new.get("lang", self.language)
        if language != self.language and language in i18n.languages():  # switched on the board itself
            self.language = language
            self.draw_game()
        else:
            self._update_scores()

    def _update_scores(self, force: bool = False) -> None:
        """The scoreboard: one line per finished deal, the running totals; redrawn only when it changes."""
        board = self.board
        if board is None:
            return
        deals, deal_totals, over = board.table.standings()
        key = (deals, repr(deal_totals), over, self.language, tuple(board.names()))
        if key == self._shown_scores and not force:
            return
        self._shown_scores = key
        self.scores.value = scoreboard_html(board.game, board.names(), deal_totals, deals, self.language)


class _ClosedComm(logging.Filter):
    """Drops the comm package's "No such comm" warning: a click that reaches the kernel after its
    board was closed (a new game, "Change the game") is harmless, but the kernel's stderr is shown
    in the Voila page, where it reads like a failure."""

    def filter(self, record: logging.LogRecord) -> bool:
        return record.msg != "No such comm: %s"


def quiet_closed_comms() -> None:
    """Keep the harmless "No such comm" warning out of the page (once per kernel)."""
    comm_log = logging.getLogger("Comm")  # the comm package's logger
    if not any(isinstance(f, _ClosedComm) for f in comm_log.filters):
        comm_log.addFilter(_ClosedComm())


def app(language: str = "en") -> Dashboard:
    """The dashboard with the server's settings (``CARDKIT_BOT_DELAY``, ``CARDKIT_SEED``, ``CARDKIT_ROOMS``:
    the rooms' store, by default the SQLite file of ``cardkit.rooms.default_url()``)."""
    from cardkit.rooms import default_url

    quiet_closed_comms()
    return Dashboard(
        language,
        bot_delay=_env_float(BOT_DELAY_VARIABLE, 0.4),
        seed=_env_seed(),
        rooms=os.environ.get(ROOMS_VARIABLE) or default_url(),
    )


def notebook_text() -> str:
    """``notebooks/dashboard.ipynb`` as the package ships it (``cardkit dashboard`` writes it out when
    cardkit is installed without its source tree)."""
    return json.dumps(NOTEBOOK, indent=1, ensure_ascii=False) + "\n"
