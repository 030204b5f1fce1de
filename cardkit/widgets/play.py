"""The play widget: one game (or a match) in the notebook, against bots or hot-seat.

The browser receives one synced trait, ``scene``, built from ``view(seat)`` of the seat at the
screen (in hot-seat, only after that player asked to see their cards), plus the rules panel text.
The state, the seed, the bots and the undo history stay in the kernel. Every message from the
browser carries the move counter of the scene it was clicked on: a repeated or stale click is
refused, so an action is never applied twice. Whatever goes wrong while handling a message is
caught, logged, undone and shown in the widget (an exception in a comm handler is invisible on the
page otherwise).
"""
from __future__ import annotations

import asyncio
import logging
import random
import traceback
from pathlib import Path
from typing import Any, Sequence

import anywidget
import traitlets

from cardkit import games, i18n
from cardkit.core import CardkitError, IllegalAction, Match, action_from_json, derive_seed
from cardkit.core.bots import LEVELS, make_bot
from cardkit.i18n import t
from cardkit.scene import SCENE_VERSION, Context, default_names, result_text, to_svg

log = logging.getLogger("cardkit.widgets")

HERE = Path(__file__).parent
HUMAN = "human"
LOG_LINES = 8
MESSAGE_FIELDS = {
    "act": {"kind", "move", "seat", "action"},
    "select": {"kind", "move", "seat", "target"},
    "command": {"kind", "move", "seat", "name", "value"},
}
COMMANDS = ("show", "hint", "undo", "new_game", "next_game", "clear", "language")


class Refused(CardkitError):
    """A message the widget turns down; nothing was changed."""


def load_rules(game: str, language: str) -> dict:
    """The rules panel: the game's rules summary (its spec's ``rules`` file for the language) as blocks.

    The format: ``# `` starts a heading, ``- `` a list item, other lines are paragraphs (a blank
    line ends one).
    """
    spec = games.spec(game)
    text = (spec.rules.get(language) or spec.rules["en"]).read_text(encoding="utf-8")
    blocks: list[dict] = []
    paragraph: list[str] = []

    def flush() -> None:
        if paragraph:
            blocks.append({"p": " ".join(paragraph)})
            paragraph.clear()

    for line in text.splitlines():
        line = line.strip()
        if not line:
            flush()
        elif line.startswith("# "):
            flush()
            blocks.append({"h": line[2:]})
        elif line.startswith("- "):
            flush()
            if not blocks or "li" not in blocks[-1]:
                blocks.append({"li": []})
            blocks[-1]["li"].append(line[2:])
        elif blocks and "li" in blocks[-1] and not paragraph:
            blocks[-1]["li"][-1] += " " + line  # a list item going on over several lines
        else:
            paragraph.append(line)
    flush()
    return {"title": t("widgets.rules_title", language, game=spec.title(language)), "blocks": blocks}


def _running_loop() -> asyncio.AbstractEventLoop | None:
    """The kernel's event loop (ipykernel runs one), or None in a plain script."""
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        pass
    try:
        loop = asyncio.get_event_loop_policy().get_event_loop()
    except RuntimeError:
        return None
    return loop if loop.is_running() else None


class PlayWidget(anywidget.AnyWidget):
    """A game of ``game`` in the notebook. Prefer each game's ``play()``, e.g. ``cardkit.ipso.play()``.

    ``seats``: one entry per seat, "human" or a bot level ("random", "beginner", "normal",
    "expert"). Several humans play hot-seat: a pass screen hides each hand until its player asks.
    ``options``: the match options of the game (one game, a tournament, a match to 500...).
    ``bot_delay``: seconds between bot moves, so people can follow them (0: bots move at once).
    """

    _esm = HERE / "renderer.js"
    _css = HERE / "cardkit.css"
    scene = traitlets.Dict().tag(sync=True)
    rules = traitlets.Dict().tag(sync=True)

    def __init__(self, game: str, seats: Sequence[str] = (HUMAN, "normal"), options: dict | None = None, *,
                 names: Sequence[str] | None = None, language: str = "en", seed: int | None = None,
                 bot_delay: float = 0.4, hint_level: str = "normal") -> None:
        self._generation = 0
        self._timer: asyncio.TimerHandle | None = None
        self._closed = False
        games.spec(game)  # refuses an unknown game by name
        i18n.check_language(language)
        self.game = game
        self._board = games.spec(game).board
        self._language = language
        seats = tuple(seats)
        for level in seats:
            if level != HUMAN and level not in LEVELS:
                raise Refused("widgets.bad_seats", levels=", ".join(LEVELS), seat=repr(level))
        self.seats = seats
        self._options = dict(options or {})
        self._seed = seed if seed is not None else random.SystemRandom().randrange(2 ** 62)
        if type(self._seed) is not int:
            raise ValueError(f"the seed is a whole number, not {seed!r}")
        self.bot_delay = float(bot_delay)
        self.hint_level = hint_level
        self._humans = [s for s, level in enumerate(seats) if level == HUMAN]
        self._matches_started = 0
        self._move = 0
        self._reply = 0
        self._error = ""
        self._hint_bot: Any = None
        self._start_match()
        players = self._match.num_players
        if len(seats) != players:
            raise Refused("widgets.seat_count", game=self._title(), players=players, given=len(seats))
        if names is not None and (len(names) != players or not all(isinstance(n, str) for n in names)):
            raise Refused("widgets.bad_names", players=players)
        self._names = list(names) if names is not None else None
        if self.bot_delay <= 0 or _running_loop() is None:
            self._run_bots()
        # The front end's very first state is already a board (never an empty scene).
        super().__init__(scene=self._build_scene(), rules=load_rules(game, language))
        self.on_msg(self._on_message)
        self._settle()

    # ------------------------------------------------------------------------------ public API
    @property
    def language(self) -> str:
        return self._language

    @language.setter
    def language(self, value: str) -> None:
        if value not in i18n.languages():
            raise Refused("widgets.bad_message", reason=f"unknown language {str(value)[:10]!r}")
        self._language = value
        with self.hold_sync():  # one update for the scene and the rules panel
            self.rules = load_rules(self.game, value)
            self._push()

    @property
    def match(self) -> Match:
        """The match being played (kernel side only: it holds every hidden card)."""
        return self._match

    @property
    def state(self):
        """The current game's state (kernel side only)."""
        return self._match.current

    def names(self) -> list[str]:
        lang = self._language
        if self._names is not None:
            return list(self._names)
        names = default_names(len(self.seats), lang)
        for seat, level in enumerate(self.seats):
            if level != HUMAN:
                names[seat] = t("widgets.bot_name", lang, n=seat + 1, level=t(f"widgets.level.{level}", lang))
        return names

    def close(self) -> None:
        self._closed = True
        self._stop_bots()
        super().close()

    def _repr_mimebundle_(self, **kwargs: Any):
        # The board as a static SVG too, so a notebook saved with its outputs shows it without a kernel
        # (front ends with the widget manager render the live widget instead).
        bundle = super()._repr_mimebundle_(**kwargs)
        if not bundle:
            return bundle
        data, metadata = bundle
        svg = to_svg(self.scene)
        return {**data, "text/html": f'<div class="cardkit-diagram" style="overflow-x:auto">{svg}</div>'}, metadata

    # ------------------------------------------------------------------------------ the match
    def _start_match(self) -> None:
        seed = derive_seed(self._seed, self._matches_started)
        self._matches_started += 1
        self._match = Match(self.game, self._options, seed)
        self._bots = {seat: self._make_bot(level, derive_seed(seed, 1000 + seat))
                      for seat, level in enumerate(self.seats) if level != HUMAN}
        self._hint_bot = None
        self._hint_seed = derive_seed(seed, 999)
        self._new_deal()

    def _make_bot(self, level: str, seed: int):
        return make_bot(self.game, level, seed)

    def _new_deal(self) -> None:
        self._stop_bots()
        self._actors: list[int] = []
        self._log: list = []
        self._selection: Any = None
        self._hint: Any = None
        self._notice = ""
        if not self._humans:
            self._screen, self._hidden, self._pass_to = 0, False, None
        elif len(self._humans) == 1:
            self._screen, self._hidden, self._pass_to = self._humans[0], False, None
        else:
            self._screen = getattr(self, "_screen", self._humans[0])
            self._hidden, self._pass_to = True, None
        self._update_screen()

    def _update_screen(self) -> None:
        """Hot-seat: when another human is to move, hide the board until they ask to see it."""
        mover = self._match.current.to_move()
        if mover is None or mover not in self._humans or len(self._humans) < 2:
            return
        if self._hidden:
            self._pass_to = mover
        elif mover != self._screen:
            self._hidden, self._pass_to, self._selection = True, mover, None

    def _title(self) -> str:
        return games.spec(self.game).title(self._language)

    def _live(self) -> bool:
        """The seat at the screen is a human to move, and may act now."""
        state = self._match.current
        return not self._hidden and self._screen in self._humans and state.to_move() == self._screen

    # ------------------------------------------------------------------------------ playing
    def _play(self, action: Any, seat: int) -> None:
        state = self._match.current
        mover = state.to_move()
        before = state.view(mover) if mover is not None else None
        self._match.apply(action, seat)  # refuses with the rule's explanation, changing nothing
        self._record(mover, action, before)

    def _record(self, actor: int, action: Any, before: Any) -> None:
        after = self._match.current.view(actor)
        self._log.append(self._board.describe(action, actor, before, after))
        self._actors.append(actor)
        self._selection = self._hint = None
        self._notice = ""
        self._move += 1
        self._update_screen()

    def _bot_to_move(self) -> int | None:
        if self._closed:
            return None
        mover = self._match.current.to_move()
        return mover if mover in self._bots else None

    def _bot_move(self, seat: int) -> None:
        view = self._match.current.view(seat)  # a bot decides from its own view, like a player
        action = self._bots[seat].choose(view)
        self._match.apply(action, seat)
        self._record(seat, action, view)

    def _settle(self) -> None:
        """After a change: bots move (at once, or one by one on the kernel's loop), then one update."""
        loop = _running_loop() if self.bot_delay > 0 else None
        if loop is None:
            self._run_bots()
        self._push()
        if loop is not None and self._bot_to_move() is not None and self._timer is None:
            self._timer = loop.call_later(self.bot_delay, self._bot_tick, self._generation)

    def _run_bots(self) -> None:
        while (seat := self._bot_to_move()) is not None:
            self._bot_move(seat)

    def _bot_tick(self, generation: int) -> None:
        self._timer = None
        if generation != self._generation or self._closed:
            return  # a new game, an undo or closing the widget cancelled this move
        seat = self._bot_to_move()
        if seat is None:
            return
        saved = self._save()
        with self.hold_sync():
            try:
                self._bot_move(seat)
                self._settle()
            except Exception as e:  # noqa: BLE001 - shown in the widget, logged, and the game restored
                self._restore(saved)
                self._internal_error(e)
                self._push()

    def _stop_bots(self) -> None:
        self._generation += 1
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    # ------------------------------------------------------------------------------ messages
    def _on_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        with self.hold_sync():  # one update message answers one message
            self._reply += 1
            self._error = ""
            saved = self._save()
            try:
                self._handle(content)
                self._settle()
            except CardkitError as e:
                self._restore(saved)
                self._error = e.explain(self._language)
                log.info("cardkit widget refused a message (%s): %s", _summary(content), e)
                self._push()
            except Exception as e:  # noqa: BLE001 - see the module docstring
                self._restore(saved)
                self._internal_error(e)
                self._push()

    def _internal_error(self, e: Exception) -> None:
        log.error("cardkit widget: error while handling a message", exc_info=e)
        frame = traceback.extract_tb(e.__traceback__)[-1] if e.__traceback__ else None
        where = f"{Path(frame.filename).name}:{frame.lineno}" if frame else "?"
        self._error = t("widgets.internal", self._language, kind=type(e).__name__, where=where)

    def _save(self) -> tuple:
        match = self._match
        return (match, list(match.deals), match.current.clone(), list(self._actors), list(self._log),
                self._selection, self._hint, self._notice, self._screen, self._hidden, self._pass_to, self._move,
                self._language)

    def _restore(self, saved: tuple) -> None:
        (match, deals, current, actors, log_, self._selection, self._hint, self._notice, self._screen,
         self._hidden, self._pass_to, self._move, language) = saved
        match.deals[:] = deals
        match.deals[-1] = current  # the copy taken before the message: whatever happened is undone
        self._match, self._actors, self._log = match, actors, log_
        if language != self._language:
            self._language = language
            self.rules = load_rules(self.game, language)

    def _handle(self, content: Any) -> None:
        if not isinstance(content, dict):
            raise Refused("widgets.bad_message", reason="expected an object")
        kind = content.get("kind")
        if not isinstance(kind, str) or kind not in MESSAGE_FIELDS:  # a list or an object is unhashable
            raise Refused("widgets.bad_message", reason=f"unknown kind {str(kind)[:20]!r}")
        fields = MESSAGE_FIELDS[kind]
        if not set(content) <= fields or not fields - {"value"} <= set(content):
            raise Refused("widgets.bad_message", reason=f"a {kind} message has the fields {', '.join(sorted(fields))}")
        move, seat = content["move"], content["seat"]
        if type(move) is not int or type(seat) is not int:
            raise Refused("widgets.bad_message", reason="move and seat are whole numbers")
        if move != self._move:
            raise Refused("widgets.stale", got=move, now=self._move)
        if seat != self._screen:
            raise Refused("widgets.wrong_seat")
        if kind == "command":
            self._command(content["name"], content.get("value"))
            return
        if self._screen not in self._humans:
            raise Refused("widgets.watching")
        if self._hidden:
            raise Refused("widgets.pass_first", name=self.names()[self._pass_to] if self._pass_to is not None else "?")
        if kind == "act":
            state = self._match.current
            self._play(action_from_json(state.Actions, content["action"], state.title), seat)
            return
        target = content["target"]
        if not isinstance(target, str):
            raise Refused("widgets.bad_message", reason="the target is a text")
        state = self._match.current
        if state.to_move() is None:
            raise IllegalAction("core.game_over")
        if state.to_move() != seat:
            raise IllegalAction("core.not_your_turn", n=state.to_move() + 1)
        if target not in self._targets:
            raise Refused("scene.bad_target", target=repr(target[:40]))
        selection, action = self._board.click(state.view(seat), self._selection, target)
        if action is not None:
            self._play(action, seat)
        else:
            self._selection = selection
            self._move += 1

    def _command(self, name: Any, value: Any) -> None:
        if name not in COMMANDS:
            raise Refused("widgets.bad_message", reason=f"unknown command {str(name)[:20]!r}")
        if name == "language":
            if value not in i18n.languages():
                raise Refused("widgets.bad_message", reason=f"unknown language {str(value)[:10]!r}")
            self._language = value
            self.rules = load_rules(self.game, value)
        elif name == "show":
            if not self._hidden or self._pass_to is None:
                raise Refused("widgets.nothing_hidden")
            self._screen, self._hidden, self._pass_to = self._pass_to, False, None
        elif name == "hint":
            if not self._live():
                raise Refused("widgets.no_hint")
            if self._hint_bot is None:
                self._hint_bot = self._make_bot(self.hint_level, self._hint_seed)
            hint = self._hint_bot.hint(self._match.current.view(self._screen), self._language)
            self._hint = hint.action
            self._notice = t("widgets.hint", self._language, reason=hint.reason)
        elif name == "undo":
            self._undo()
        elif name == "new_game":
            self._start_match()
        elif name == "next_game":
            self._match.next_deal()  # refuses while the game goes on, or once the match is over
            self._new_deal()
        elif name == "clear":
            self._selection = self._hint = None
            self._notice = ""
        self._move += 1

    def _undo(self) -> None:
        if len(self._humans) != 1 or not self._bots:
            raise Refused("widgets.no_undo")
        human = self._humans[0]
        mine = [i for i, seat in enumerate(self._actors) if seat == human]
        if not mine:
            raise Refused("widgets.nothing_to_undo")
        last = mine[-1]
        self._stop_bots()
        self._match.undo(len(self._actors) - last)
        del self._actors[last:]
        del self._log[last:]
        self._selection = self._hint = None
        self._notice = ""

    # ------------------------------------------------------------------------------ the scene
    def _push(self) -> None:
        self.scene = self._build_scene()

    def _build_scene(self) -> dict:
        lang = self._language
        names = self.names()
        match = self._match
        state = match.current
        index = len(match.deals) - 1
        title = self._title()
        subtitle = self._board.match_title(match.rules.options, index, state.options, lang)
        over = state.is_over()
        match_over = over and match.is_over()
        totals = ""
        if self._multi_deal():
            running = match.totals()
            totals = t("widgets.totals", lang, totals=" · ".join(f"{n} {v}" for n, v in zip(names, running)))
        scene: dict[str, Any] = {
            "v": SCENE_VERSION, "game": self.game, "lang": lang, "move": self._move, "reply": self._reply,
            "seat": self._screen, "title": title, "subtitle": subtitle, "totals": totals, "error": self._error,
            "notice": self._notice, "pass": None, "areas": [], "choices": [], "prompt": "", "log": [],
            "sheet": None, "buttons": self._buttons(over, match_over), "labels": self._labels(),
        }
        self._targets: set[str] = set()
        if self._hidden:
            if self._pass_to is None:
                scene["pass"] = {"text": t("widgets.pass.waiting", lang)}
            else:
                name = names[self._pass_to]
                scene["pass"] = {"text": t("widgets.pass.to", lang, name=name),
                                 "button": {"id": "show", "label": t("widgets.pass.show", lang, name=name),
                                            "send": {"kind": "command", "name": "show"}}}
            return scene
        view = state.view(self._screen)
        live = self._live()
        ctx = Context(names, lang, selection=self._selection if live else None, hint=self._hint if live else None,
                      live=live)
        scene.update(self._board.build(view, ctx))
        scene["log"] = [describe(lang, names) for describe in self._log[-LOG_LINES:]]
        if over:
            sheet = self._board.sheet(view, lang, names)
            for seat in sheet["seats"]:
                seat["name"] = names[seat["seat"]]
            sheet["result"] = result_text(state.winners(), names, lang)
            if match_over and self._multi_deal():
                sheet["match"] = t("widgets.match_over", lang, result=result_text(match.winners(), names, lang))
            scene["sheet"] = sheet
            scene["prompt"] = t("widgets.match_over", lang, result=sheet["result"]) if match_over else \
                t("widgets.deal_over", lang)
        self._targets = _targets(scene)
        return scene

    def _multi_deal(self) -> bool:
        return self._match.rules.deal_options(1, [0] * self._match.num_players) is not None

    def _buttons(self, over: bool, match_over: bool) -> list[dict]:
        lang = self._language

        def button(name: str, enabled: bool = True) -> dict:
            return {"id": name, "label": t(f"widgets.button.{name}", lang),
                    "send": {"kind": "command", "name": name}, "disabled": not enabled}

        live = self._live()
        buttons = [button("hint", live)]
        if len(self._humans) == 1 and self._bots:
            buttons.append(button("undo", self._humans[0] in self._actors and not self._hidden))
        if self._selection is not None and live:
            buttons.append(button("clear"))
        if over and not match_over:
            buttons.append(button("next_game"))
        buttons.append(button("new_game"))
        return buttons

    def _labels(self) -> dict:
        lang = self._language
        return {
            "rules": t("widgets.button.rules", lang), "close": t("widgets.button.close", lang),
            "language": t("widgets.label.language", lang), "log": t("widgets.label.log", lang),
            "board": t("widgets.label.board", lang, game=self._title()),
            "points": t("widgets.label.points", lang),
            "languages": [[code, t("widgets.language.name", code)] for code in i18n.languages()],
        }


def _targets(scene: dict) -> set[str]:
    """The select targets clickable in a scene: a select message must name one of them."""
    found = set()
    for area in scene["areas"]:
        for zone in area["zones"]:
            for row in zone["rows"]:
                for item in row["cards"]:
                    send = item.get("send")
                    if send and send["kind"] == "select":
                        found.add(send["target"])
    for item in scene["choices"]:
        send = item.get("send")
        if send and send["kind"] == "select":
            found.add(send["target"])
    return found


def _summary(content: Any) -> str:
    """A short, safe description of a message for the log (its kind and fields, no long values)."""
    if not isinstance(content, dict):
        return type(content).__name__
    return ", ".join(f"{k}={str(v)[:60]}" for k, v in list(content.items())[:6])


def play(game: str, seats: Sequence[str], options: dict, **kwargs: Any) -> PlayWidget:
    """The play widget of ``game`` (each game's ``play()`` calls this with its own options)."""
    return PlayWidget(game, seats, options, **kwargs)
