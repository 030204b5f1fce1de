"""House of Suits' board as a scene (see ``cardkit/scene/``), built from one seat's view.

The market and both investments are grouped by suit, one labelled row per suit in play. A turn is
two clicks on cards of your hand: the card for the market first, then the card for your
investment (a second click on the first card takes it back). The set-aside is one click; the
last single card of the final round goes where one of two choices says.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

from cardkit import scene as sc
from cardkit.core import CardkitError
from cardkit.house_of_suits.deck import SUIT_OF, SUITS, VALUE_OF, card, suits_in_play
from cardkit.house_of_suits.rules import (
    INVESTMENT,
    MARKET,
    HouseOfSuitsView,
    Place,
    PlaceLast,
    SetAside,
)
from cardkit.house_of_suits.scoring import score
from cardkit.i18n import t
from cardkit.scene.arrange import arranged


def card_name(c: int, language: str) -> str:
    return card(c).name(language)


class HouseOfSuitsBoard:
    game = "house_of_suits"

    def players(self, view: HouseOfSuitsView) -> int:
        return 2

    def match_title(self, match_options: Any, index: int, options: Any, language: str) -> str:
        games = match_options.games
        return t("house_of_suits.scene.match", language, n=index + 1, games=games, suits=options.suits)

    # --------------------------------------------------------------------------- the scene
    def build(self, view: HouseOfSuitsView, ctx: sc.Context) -> dict:
        me = view.seat
        live = ctx.live and view.to_move == me and bool(view.legal)
        selection = ctx.selection if live else None
        areas = [
            self._seat_area(view, 1 - me, ctx, False, None),
            self._table(view, ctx),
            self._seat_area(view, me, ctx, live, selection),
        ]
        return {
            "areas": areas,
            "choices": self._choices(view, ctx, live),
            "prompt": self._prompt(view, ctx, live, selection),
        }

    def places(self, view: HouseOfSuitsView) -> dict[str, str]:
        """Where each card of the scene is, by its key (see ``Board.places``): the zones of :meth:`build`,
        in its order (the opponent's side, the table, the seat's own)."""
        found: dict[str, str] = {}

        def seat_places(seat: int) -> None:
            mine = seat == view.seat
            found.update((f"hos:{c}", f"invest:{seat}") for cards in view.investments[seat] for c in cards)
            if view.revealed is None and mine and view.set_aside is not None:
                found[f"hos:{view.set_aside}"] = f"aside:{seat}"
            elif view.revealed is None and view.has_set_aside[seat]:
                found[f"aside:{seat}"] = f"aside:{seat}"
            if mine:
                found.update((f"hos:{c}", f"hand:{seat}") for c in view.hand)
            else:
                found.update((f"hand{seat}:{i}", f"hand:{seat}") for i in range(view.hand_sizes[seat]))

        seat_places(1 - view.seat)
        if view.pile_size:
            found["pile"] = "pile"
        revealed = [c for c in view.revealed if c >= 0] if view.revealed is not None else ()
        for i, cards in enumerate(view.market[: view.suits]):
            shown = list(cards) + [c for c in revealed if SUIT_OF[c] == i]
            found.update((f"hos:{c}", "market") for c in shown)
        seat_places(view.seat)
        return found

    def _card(self, id: str, c: int | None, label_tail: str, lang: str, **kw: Any) -> dict:
        if c is None:
            return sc.card(id, t("scene.face_down", lang) + label_tail, face="down", **kw)
        suit = suits_in_play(6)[SUIT_OF[c]]
        value = VALUE_OF[c]
        return sc.card(
            id,
            card_name(c, lang) + label_tail,
            rank="A" if value == 1 else str(value),
            pip=suit.symbol,
            tone=suit.value,
            ident=f"hos:{c}",
            **kw,
        )

    def card(self, id: str, value: int | None, where: str, language: str) -> dict:
        """One card outside a position: ``value`` is its number (0 to 59), None for a face-down card."""
        return self._card(id, None if value is None else int(value), where, language)

    def _groups(
        self,
        id: str,
        label: str,
        cards_by_suit: Sequence[Sequence[int]],
        lang: str,
        extra: Sequence[int] = (),
        notes: Sequence[Sequence[str]] = (),
    ) -> dict:
        """One row per suit; ``notes``, per suit and parallel to its cards, says who placed each one."""
        rows = []
        for i, cards in enumerate(cards_by_suit):
            suit = suits_in_play(6)[i]
            shown = list(cards) + [c for c in extra if SUIT_OF[c] == i]
            said = list(notes[i]) if notes else []
            said += [""] * (len(shown) - len(said))
            total = sum(VALUE_OF[c] for c in shown)
            row_label = t("house_of_suits.scene.suit_row", lang, suit=suit.label(lang), total=total)
            rows.append(
                sc.row(
                    [
                        self._card(f"{id}:{c}", c, sc.where(label, suit.label(lang)), lang, note=note)
                        for c, note in zip(shown, said)
                    ],
                    row_label,
                )
            )
        return sc.zone(id, label, rows, layout="groups")

    def _seat_area(self, view: HouseOfSuitsView, seat: int, ctx: sc.Context, live: bool, selection: Any) -> dict:
        lang, hint = ctx.language, ctx.hint
        mine = seat == view.seat
        name = ctx.name(seat)
        zones = []
        label = (
            t("house_of_suits.scene.your_investment", lang)
            if mine
            else t("house_of_suits.scene.investment", lang, name=name)
        )
        zones.append(self._groups(f"invest:{seat}", label, view.investments[seat], lang))
        label = (
            t("house_of_suits.scene.your_set_aside", lang)
            if mine
            else t("house_of_suits.scene.set_aside", lang, name=name)
        )
        if view.revealed is not None:  # revealed at the end: it is now one of the market's cards
            # one phrase, not "(only you see it) (revealed…)": everyone sees it now
            label = (
                t("house_of_suits.scene.your_set_aside_revealed", lang)
                if mine
                else t("house_of_suits.scene.set_aside_revealed", lang, name=name)
            )
            set_aside = []
        elif mine and view.set_aside is not None:
            set_aside = [self._card(f"aside:{seat}", view.set_aside, sc.where(label), lang)]
        elif view.has_set_aside[seat]:
            set_aside = [self._card(f"aside:{seat}", None, sc.where(label), lang)]
        else:
            set_aside = []
        zones.append(sc.zone(f"aside:{seat}", label, [sc.row(set_aside)]))
        count = view.hand_sizes[seat]
        if mine:
            label = t("house_of_suits.scene.your_hand", lang)
            cards = []
            hinted: dict = {}  # each hinted card and what the hint does with it, said on the card
            if type(hint) is SetAside:
                hinted = {hint.card: t("house_of_suits.scene.hint_aside", lang)}
            elif type(hint) is Place:
                hinted = {
                    hint.market: t("house_of_suits.scene.hint_market", lang),
                    hint.investment: t("house_of_suits.scene.hint_invest", lang),
                }
            hand = arranged(
                view.hand,
                ctx.order,
                lambda c: f"hand:{c}",
                lambda c: ((SUIT_OF[c], VALUE_OF[c]), (VALUE_OF[c], SUIT_OF[c])),
            )
            for i, c in enumerate(hand):
                # Drops: the moves the clicks would make, the card dragged onto the zone it goes to.
                send, selected, drops = None, False, None
                if live and view.phase == "set_aside":
                    send = sc.act(SetAside(c))
                    drops = {f"zone:aside:{seat}": send}
                elif live and count > 1:
                    if selection is not None and selection != c:
                        send = sc.act(Place(selection, c))
                        drops = {f"zone:invest:{seat}": send}
                    else:
                        send = sc.pick(f"hand:{c}")
                        selected = selection == c
                        drops = {"zone:market": send} if selection is None else None
                elif live:  # the last single card: to the market or to your investment
                    drops = {
                        "zone:market": sc.act(PlaceLast(c, MARKET)),
                        f"zone:invest:{seat}": sc.act(PlaceLast(c, INVESTMENT)),
                    }
                position = t("scene.from_left", lang, nth=sc.ordinal(i + 1, lang))
                cards.append(
                    self._card(
                        f"hand:{c}",
                        c,
                        sc.where(label, position),
                        lang,
                        send=send,
                        selected=selected,
                        hint=c in hinted,
                        legal=live and count > 1,
                        note=hinted.get(c, ""),
                        drops=drops,
                    )
                )
        else:
            label = t("house_of_suits.scene.hand", lang, name=name)
            cards = [self._card(f"hand{seat}:{i}", None, sc.where(label), lang) for i in range(count)]
        zones.append(sc.zone(f"hand:{seat}", label, [sc.row(cards)], note=sc.count_text(count, lang), arrange=mine))
        if not mine:
            zones.reverse()  # the opponent sits across the table: hand farthest, investment nearest
        current = view.to_move == seat
        title = t("scene.you", lang, name=name) if mine else name
        if current:
            title = t("scene.to_play", lang, name=title)
        return sc.area(f"seat:{seat}", title, zones, current=current, mine=mine)

    def _table(self, view: HouseOfSuitsView, ctx: sc.Context) -> dict:
        lang = ctx.language
        label = t("house_of_suits.scene.pile", lang)
        note = sc.count_text(view.pile_size, lang)
        pile = [sc.card("pile", f"{label}, {note}", face="down")] if view.pile_size else []
        zones = [sc.zone("pile", label, [sc.row(pile)], layout="stack", note=note)]
        label = t("house_of_suits.scene.market", lang)
        revealed = [c for c in view.revealed if c >= 0] if view.revealed is not None else ()
        placed = [
            [t("house_of_suits.scene.placed_by", lang, name=ctx.name(s)) for s in seats]
            for seats in view.market_from[: view.suits]
        ]
        zones.append(self._groups("market", label, view.market[: view.suits], lang, revealed, placed))
        return sc.area("table", t("house_of_suits.scene.table", lang), zones)

    def _choices(self, view: HouseOfSuitsView, ctx: sc.Context, live: bool) -> list:
        if not live or view.phase == "set_aside" or len(view.hand) != 1:
            return []
        lang, hint, c = ctx.language, ctx.hint, view.hand[0]
        name = card_name(c, lang)
        return [
            sc.choice(
                f"last:{where}",
                t(f"house_of_suits.scene.last_{where}", lang, card=name),
                sc.act(PlaceLast(c, where)),
                hint=hint == PlaceLast(c, where),
            )
            for where in (MARKET, INVESTMENT)
        ]

    def _prompt(self, view: HouseOfSuitsView, ctx: sc.Context, live: bool, selection: Any) -> str:
        lang = ctx.language
        if view.to_move is None:
            return t("scene.over", lang)
        if not live:
            return t("scene.waiting", lang, name=ctx.name(view.to_move))
        if view.phase == "set_aside":
            return t("house_of_suits.scene.prompt.set_aside", lang)
        if len(view.hand) == 1:
            return t("house_of_suits.scene.prompt.last", lang, card=card_name(view.hand[0], lang))
        if selection is not None:
            return t("house_of_suits.scene.prompt.investment", lang, card=card_name(selection, lang))
        return t("house_of_suits.scene.prompt.market", lang)

    # --------------------------------------------------------------------------- clicks
    def click(self, view: HouseOfSuitsView, selection: Any, target: str) -> tuple[Any, Any]:
        kind, _, number = target.partition(":")
        if kind != "hand" or not number.isdigit():
            raise CardkitError("scene.bad_target", target=repr(target[:40]))
        c = int(number)
        if selection == c:
            return None, None  # a second click on the market card takes it back
        if selection is None:
            return c, None
        return None, Place(selection, c)

    # --------------------------------------------------------------------------- for tests and audits
    # How this board writes cards, for the leak scanner of ``cardkit.testing``: kept apart from the
    # code that writes them, so a card written a new way is not silently missed.
    _SYMBOLS = {s.symbol: i for i, s in enumerate(SUITS)}
    _NAMES = {
        "spades": 0,
        "hearts": 1,
        "diamonds": 2,
        "clubs": 3,
        "stars": 4,
        "moons": 5,
        "pique": 0,
        "cœur": 1,
        "carreau": 2,
        "trèfle": 3,
        "étoile": 4,
        "lune": 5,
    }

    def seen(self, view: HouseOfSuitsView) -> set[str]:
        """The identity of every card ``view`` shows its seat ("hos:16")."""
        cards = set(view.hand) | {c for group in view.market for c in group}
        cards |= {c for seat in view.investments for group in seat for c in group}
        if view.set_aside is not None:
            cards.add(view.set_aside)
        if view.revealed is not None:
            cards |= {c for c in view.revealed if c >= 0}
        return {f"hos:{c}" for c in cards}

    def mentions(self, text: str) -> set[str]:
        """Every card ``text`` names: its identity "hos:16", "7♥", "7 of hearts" / "7 de cœur", and
        the cards of a move written as JSON ("market": 16)."""
        found = {int(c) for c in re.findall(r"hos:(\d+)", text)}
        found |= {int(c) for c in re.findall(r'"(?:card|market|investment)": ?(\d+)', text)}
        for value, symbol in re.findall(rf"(10|[1-9]|A)([{''.join(self._SYMBOLS)}])", text):
            found.add(self._SYMBOLS[symbol] * 10 + (1 if value == "A" else int(value)) - 1)
        names = "|".join(self._NAMES)
        for value, suit in re.findall(rf"\b(ace|as|10|[1-9]) (?:of|de) ({names})", text, flags=re.IGNORECASE):
            v = 1 if value.lower() in ("ace", "as") else int(value)
            found.add(self._NAMES[suit.lower()] * 10 + v - 1)
        return {f"hos:{c}" for c in found}

    def next_click(self, action: Any, selected: set[str]) -> str:
        """A placement is two clicks: the market card first, then the investment (another card
        picked first: click it again to put it back)."""
        if type(action) is not Place:
            raise ValueError(f"{action!r} is not a move of several clicks")
        return next(iter(selected)) if selected else f"hand:{action.market}"

    # --------------------------------------------------------------------------- log and sheet
    def describe(
        self, action: Any, actor: int, before: HouseOfSuitsView, after: HouseOfSuitsView
    ) -> Callable[[str, Sequence[str]], str]:
        kind = type(action)
        if kind is SetAside:  # the card stays secret: the line never names it
            return lambda lang, names: t("house_of_suits.log.set_aside", lang, name=names[actor])
        if kind is Place:
            drew = before.pile_size > 0
            return lambda lang, names: (
                t(
                    "house_of_suits.log.place",
                    lang,
                    name=names[actor],
                    market=card_name(action.market, lang),
                    investment=card_name(action.investment, lang),
                )
                + (t("house_of_suits.log.drew", lang) if drew else "")
            )
        return lambda lang, names: t(
            f"house_of_suits.log.last_{action.where}", lang, name=names[actor], card=card_name(action.card, lang)
        )

    def sheet(self, view: HouseOfSuitsView, language: str, names: Sequence[str]) -> dict:
        deck = suits_in_play(view.suits)
        market = [c for cards in view.market for c in cards] + [c for c in view.revealed or () if c >= 0]

        def values(cards: Sequence[int]) -> dict:
            return {s: [VALUE_OF[c] for c in cards if SUIT_OF[c] == i] for i, s in enumerate(deck)}

        invested = [[c for cards in seat for c in cards] for seat in view.investments]
        scored = score(values(market), [values(invested[0]), values(invested[1])], suits=view.suits)
        lines = scored.explain(language).split("\n")
        intro = lines[: len(lines) - sum(len(rows) + 2 for rows in scored.breakdown)]
        seats = [
            {
                "seat": seat,
                "lines": [[row.reason(language, (names[seat], names[1 - seat])), row.points] for row in rows],
                "total": total,
                "cells": [next(row.points for row in rows if row.suit == s) for s in scored.suits],
            }
            for seat, (rows, total) in enumerate(zip(scored.breakdown, scored.totals))
        ]
        columns = [s.label(language) for s in scored.suits]  # a suit's points, in deck order
        return {"title": t("scene.score_sheet", language), "intro": intro, "seats": seats, "columns": columns}


def move_text(view: HouseOfSuitsView, action: Any, language: str = "en") -> str:
    """A move of the seat to play as a puzzle offers it: what it does in the game's words, no judgement
    (which card is set aside, invested, put in the market)."""
    kind = type(action)
    if kind is SetAside:
        return t("house_of_suits.move.set_aside", language, card=card_name(action.card, language))
    if kind is Place:
        return t(
            "house_of_suits.move.place",
            language,
            market=card_name(action.market, language),
            investment=card_name(action.investment, language),
        )
    return t(f"house_of_suits.move.last_{action.where}", language, card=card_name(action.card, language))


BOARD = HouseOfSuitsBoard()
