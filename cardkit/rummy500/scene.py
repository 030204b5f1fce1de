"""Rummy 500's board as a scene (see ``cardkit/scene/``), built from one seat's view.

A turn by clicks: the stock's top card draws, a card of the spread discard pile takes it with
every card above it. Then cards of your hand are selected (a click toggles one): "Meld" puts the
selection down, a "+" place at the end of a meld lays the one selected card off there, "Discard"
discards it. Every discard-pile card stays clickable, so a take the rules refuse gets the engine's
explanation.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

from cardkit import scene as sc
from cardkit.core import CardkitError
from cardkit.i18n import t
from cardkit.rummy500.cards import CARDS, SYMBOLS, Card, Suit, card_text, rank_text, text_of, to_index
from cardkit.rummy500.rules import (
    DRAW,
    END_HAND,
    Discard,
    Draw,
    EndHand,
    LayOff,
    Meld,
    RummyView,
    Take,
    score_lines,
)
from cardkit.rummy500.teaching import meld_text
from cardkit.scene.arrange import arranged

RED = (Suit.diamonds, Suit.hearts)
# A hand sorted by suit alternates black and red, so two suits of one colour never touch.
SUIT_ORDER = {Suit.spades: 0, Suit.hearts: 1, Suit.clubs: 2, Suit.diamonds: 3}


def _sort_keys(c: Card) -> tuple[tuple[int, int], tuple[int, int]]:
    return (SUIT_ORDER[c.suit], c.rank), (c.rank, SUIT_ORDER[c.suit])


def _mine(seat: int, view: RummyView) -> bool:
    return seat == view.seat


class RummyBoard:
    game = "rummy500"

    def players(self, view: RummyView) -> int:
        return view.players

    def match_title(self, match_options: Any, index: int, options: Any, language: str) -> str:
        return t("rummy500.scene.match", language, n=index + 1, target=match_options.target)

    # --------------------------------------------------------------------------- the scene
    def build(self, view: RummyView, ctx: sc.Context) -> dict:
        me = view.seat
        live = ctx.live and view.to_move == me and bool(view.legal)
        selection = tuple(ctx.selection or ()) if live and view.phase == "play" else ()
        others = [(me + i) % view.players for i in range(1, view.players)]
        areas = [self._seat_area(view, s, ctx, False, ()) for s in others]
        areas.append(self._table(view, ctx, live, selection))
        areas.append(self._seat_area(view, me, ctx, live, selection))
        return {
            "areas": areas,
            "choices": self._choices(view, ctx, live, selection),
            "prompt": self._prompt(view, ctx, live, selection),
        }

    def places(self, view: RummyView) -> dict[str, str]:
        """Where each card of the scene is, by its key (see ``Board.places``): the zones of :meth:`build`,
        in its order (the others' hands, the table, the seat's own hand)."""
        me = view.seat
        found: dict[str, str] = {}
        for seat in [(me + i) % view.players for i in range(1, view.players)]:
            zone = f"hand:{seat}"
            if view.shown_hands:
                found.update((f"r500:{c.index}", zone) for c in view.shown_hands[seat])
            else:
                found.update((f"r500:{c.index}", zone) for c in view.known[seat])
                down = view.hand_sizes[seat] - len(view.known[seat])
                found.update((f"hand{seat}:down{i}", zone) for i in range(down))
        if view.stock_size:
            found["stock"] = "stock"
        found.update((f"r500:{c.index}", "discard") for c in view.discard)
        found.update((f"r500:{c.index}", "melds") for meld in view.melds for c in meld.cards)
        found.update((f"r500:{c.index}", f"hand:{me}") for c in view.hand)
        return found

    def _card(self, id: str, c: Card | None, label_tail: str, lang: str, **kw: Any) -> dict:
        if c is None:
            return sc.card(id, t("scene.face_down", lang) + label_tail, face="down", **kw)
        return sc.card(
            id,
            c.label(lang) + label_tail,
            rank=rank_text(c.rank, lang),
            pip=SYMBOLS[c.suit],
            tone="red" if c.suit in RED else "black",
            ident=f"r500:{c.index}",
            **kw,
        )

    def card(self, id: str, value: Card | int | str | None, where: str, language: str) -> dict:
        """One card outside a position: ``value`` is a ``Card``, its number (0 to 51) or its text
        ("7S", "10♥"), None for a face-down card."""
        return self._card(id, None if value is None else CARDS[to_index(value)], where, language)

    def _seat_area(self, view: RummyView, seat: int, ctx: sc.Context, live: bool, selection: tuple) -> dict:
        lang, hint = ctx.language, ctx.hint
        mine = _mine(seat, view)
        name = ctx.name(seat)
        count = view.hand_sizes[seat]
        if mine:
            label = t("rummy500.scene.your_hand", lang)
            hinted = set()
            if type(hint) is Meld:
                hinted = set(hint.cards)
            elif type(hint) in (Discard, LayOff):
                hinted = {hint.card}
            cards = []
            hand = arranged(view.hand, ctx.order, lambda c: f"hand:{c.index}", _sort_keys)
            for i, c in enumerate(hand):
                position = t("scene.from_left", lang, nth=sc.ordinal(i + 1, lang))
                notes = []
                badge = None
                if view.must_use == c:
                    notes.append(t("rummy500.scene.must_use_note", lang))
                    badge = {"kind": "must-use", "text": "!"}
                if view.no_discard == c:
                    notes.append(t("rummy500.scene.no_discard_note", lang))
                    badge = badge or {"kind": "no-discard", "text": "⊘"}
                tail = sc.where(label, position) + "".join(f", {n}" for n in notes)
                playing = live and view.phase == "play"
                send = sc.pick(f"hand:{c.index}") if playing else None
                cards.append(
                    self._card(
                        f"hand:{c.index}",
                        c,
                        tail,
                        lang,
                        send=send,
                        selected=c.index in selection,
                        hint=c.index in hinted,
                        badge=badge,
                        drops=self._hand_drops(view, c, selection) if playing else None,
                    )
                )
        else:
            label = t("rummy500.scene.hand", lang, name=name)
            if view.shown_hands:
                shown = list(view.shown_hands[seat])
                cards = [self._card(f"hand{seat}:{c.index}", c, sc.where(label), lang) for c in shown]
            else:
                # Cards this player took from the discard pile are known to all; the rest are hidden.
                known = list(view.known[seat])
                tail = sc.where(label, t("rummy500.scene.known_note", lang))
                cards = [self._card(f"hand{seat}:{c.index}", c, tail, lang) for c in known]
                cards += [
                    self._card(f"hand{seat}:down{i}", None, sc.where(label), lang) for i in range(count - len(known))
                ]
        zones = [sc.zone(f"hand:{seat}", label, [sc.row(cards)], note=sc.count_text(count, lang), arrange=mine)]
        title = t("scene.you", lang, name=name) if mine else name
        title = t("rummy500.scene.seat", lang, name=title, points=view.points[seat])
        current = view.to_move == seat
        if current:
            title = t("scene.to_play", lang, name=title)
        return sc.area(f"seat:{seat}", title, zones, current=current, mine=mine)

    @staticmethod
    def _hand_drops(view: RummyView, c: Card, selection: tuple) -> dict:
        """A hand card dropped on the discard pile is discarded, on a meld laid off there, on the melds
        with the cards selected melded with them: the moves its clicks would make (the engine refuses
        the illegal ones with its reason)."""
        drops = {"zone:discard": sc.act(Discard(c.index))}
        for m in range(len(view.melds)):
            drops[f"row:meld:{m}"] = sc.act(LayOff(c.index, m))
        drops["zone:melds"] = sc.act(Meld.of(sorted(set(selection) | {c.index})))
        return drops

    def _table(self, view: RummyView, ctx: sc.Context, live: bool, selection: tuple) -> dict:
        lang, hint = ctx.language, ctx.hint
        drawing = live and view.phase == "draw"
        label = t("rummy500.scene.stock", lang)
        note = sc.count_text(view.stock_size, lang)
        stock = []
        if view.stock_size:
            stock = [
                sc.card(
                    "stock",
                    f"{label}, {note}",
                    face="down",
                    send=sc.act(DRAW) if drawing else None,
                    hint=type(hint) is Draw,
                    legal=drawing,
                )
            ]
        zones = [sc.zone("stock", label, [sc.row(stock)], layout="stack", note=note)]
        label = t("rummy500.scene.discard", lang)
        n = len(view.discard)
        legal_takes = {a.index for a in view.legal if type(a) is Take}
        pile = []
        for i, (c, by) in enumerate(zip(view.discard, view.discard_from)):
            position = t("scene.from_top", lang, nth=sc.ordinal(n - i, lang))
            came = (
                t("rummy500.scene.turned_up", lang)
                if by < 0
                else t("rummy500.scene.discarded_by", lang, name=ctx.name(by))
            )
            pile.append(
                self._card(
                    f"discard:{i}",
                    c,
                    sc.where(label, position),
                    lang,
                    note=came,
                    send=sc.act(Take(i)) if drawing else None,
                    drops={f"zone:hand:{view.seat}": sc.act(Take(i))} if drawing else None,
                    hint=type(hint) is Take and hint.index <= i,
                    legal=drawing and i in legal_takes,
                )
            )
        zones.append(sc.zone("discard", label, [sc.row(pile)], note=sc.count_text(n, lang)))
        rows = []
        one = selection[0] if len(selection) == 1 else None
        short = [
            meld_text([c.index for c in meld.cards], ctx.name(meld.owner), False).render(lang) for meld in view.melds
        ]
        for m, meld in enumerate(view.melds):
            laid = {lo.card: lo.seat for lo in meld.laid_off}
            # "Ana's run of hearts"; with its cards when Ana has two runs of hearts
            name = (
                short[m]
                if short.count(short[m]) == 1
                else meld_text([c.index for c in meld.cards], ctx.name(meld.owner)).render(lang)
            )
            row_label = t("rummy500.scene.meld", lang, meld=name)
            cards = []
            for c in meld.cards:
                tail = sc.where(row_label)
                if c in laid:
                    tail += ", " + t("rummy500.scene.laid_by", lang, name=ctx.name(laid[c]))
                cards.append(
                    self._card(f"meld{m}:{c.index}", c, tail, lang, hint=type(hint) is LayOff and hint.meld == m)
                )
            if one is not None:
                action = LayOff(one, m)
                cards.append(
                    sc.card(
                        f"layoff:{m}",
                        t("rummy500.scene.lay_off_here", lang, card=card_text(one).render(lang), meld=row_label),
                        face="slot",
                        pip="+",
                        send=sc.act(action),
                        legal=action in view.legal,
                    )
                )
            rows.append(sc.row(cards, row_label, id=f"meld:{m}"))
        if rows:
            zones.append(sc.zone("melds", t("rummy500.scene.melds", lang), rows, layout="groups"))
        return sc.area("table", t("rummy500.scene.table", lang), zones)

    def _choices(self, view: RummyView, ctx: sc.Context, live: bool, selection: tuple) -> list:
        if not live:
            return []
        lang, hint = ctx.language, ctx.hint
        if view.phase == "draw":
            if view.stock_size:
                return []
            return [
                sc.choice("end_hand", t("rummy500.scene.end_hand", lang), sc.act(END_HAND), hint=type(hint) is EndHand)
            ]
        choices = []
        if selection:
            choices.append(
                sc.choice(
                    "meld",
                    t("rummy500.scene.meld_selected", lang, cards=text_of(selection).render(lang)),
                    sc.act(Meld.of(list(selection))),
                    hint=type(hint) is Meld and set(hint.cards) == set(selection),
                )
            )
        if len(selection) == 1:
            card = card_text(selection[0]).render(lang)
            choices.append(
                sc.choice(
                    "discard",
                    t("rummy500.scene.discard_selected", lang, card=card),
                    sc.act(Discard(selection[0])),
                    hint=type(hint) is Discard and hint.card == selection[0],
                )
            )
        return choices

    def _prompt(self, view: RummyView, ctx: sc.Context, live: bool, selection: tuple) -> str:
        lang = ctx.language
        if view.to_move is None:
            return t("scene.over", lang)
        if not live:
            return t("scene.waiting", lang, name=ctx.name(view.to_move))
        if view.phase == "draw":
            return t("rummy500.scene.prompt.draw" if view.stock_size else "rummy500.scene.prompt.draw_empty", lang)
        text = t("rummy500.scene.prompt.play", lang)
        if view.must_use is not None:
            text += " " + t("rummy500.scene.prompt.must_use", lang, card=view.must_use.short(lang))
        if view.no_discard is not None:
            text += " " + t("rummy500.scene.prompt.no_discard", lang, card=view.no_discard.short(lang))
        if selection:
            text += " " + t("rummy500.scene.prompt.selected", lang, cards=text_of(selection).render(lang))
        return text

    # --------------------------------------------------------------------------- clicks
    def click(self, view: RummyView, selection: Any, target: str) -> tuple[Any, Any]:
        kind, _, number = target.partition(":")
        if kind != "hand" or not number.isdigit():
            raise CardkitError("scene.bad_target", target=repr(target[:40]))
        chosen = set(selection or ())
        chosen ^= {int(number)}  # a click selects a card, a second click puts it back
        return tuple(sorted(chosen)) or None, None

    # --------------------------------------------------------------------------- for tests and audits
    # How this board writes cards, for the leak scanner of ``cardkit.testing``: kept apart from the
    # code that writes them, so a card written a new way is not silently missed.
    _SYMBOLS = {"♣": 0, "♦": 1, "♥": 2, "♠": 3}
    _NAMES = {"clubs": 0, "diamonds": 1, "hearts": 2, "spades": 3, "trèfle": 0, "carreau": 1, "cœur": 2, "pique": 3}
    _RANKS = {
        "a": 1,
        "ace": 1,
        "as": 1,
        "j": 11,
        "jack": 11,
        "valet": 11,
        "q": 12,
        "queen": 12,
        "dame": 12,
        "k": 13,
        "king": 13,
        "roi": 13,
        **{str(n): n for n in range(2, 11)},
    }

    def seen(self, view: RummyView) -> set[str]:
        """The identity of every card ``view`` shows its seat ("r500:45")."""
        cards = set(view.hand) | set(view.discard) | {c for m in view.melds for c in m.cards}
        cards |= {c for group in view.known for c in group} | {c for group in view.shown_hands for c in group}
        return {f"r500:{c.index}" for c in cards}

    def mentions(self, text: str) -> set[str]:
        """Every card ``text`` names: its identity "r500:45", "7♠", "queen of hearts" / "dame de cœur",
        and the cards of a move written as JSON ("card": 45, "cards": [1, 2, 3])."""
        found = {int(c) for c in re.findall(r"r500:(\d+)", text)}
        found |= {int(c) for c in re.findall(r'"card": ?(\d+)', text)}
        for group in re.findall(r'"cards": ?\[([\d, ]*)\]', text):
            found |= {int(c) for c in re.findall(r"\d+", group)}
        for rank, symbol in re.findall(r"(10|[2-9AJQK])([♣♦♥♠])", text):
            found.add(self._SYMBOLS[symbol] * 13 + self._RANKS[rank.lower()] - 1)
        ranks = "|".join(k for k in self._RANKS if len(k) > 1 or k.isdigit())
        names = "|".join(self._NAMES)
        # Full names start the aria labels; the engine writes cards "7♠" and describes the cards a meld
        # would need by the rule ("the 7 and 8 of spades"), which names no card of anybody's.
        for rank, suit in re.findall(rf'"({ranks}) (?:of|de) ({names})', text, flags=re.IGNORECASE):
            found.add(self._NAMES[suit.lower()] * 13 + self._RANKS[rank.lower()] - 1)
        return {f"r500:{c}" for c in found}

    def next_click(self, action: Any, selected: set[str]) -> str:
        """A meld, a lay-off or a discard is played by selecting exactly its cards in the hand."""
        if type(action) not in (Meld, LayOff, Discard):
            raise ValueError(f"{action!r} is not a move of several clicks")
        cards = set(action.cards) if type(action) is Meld else {action.card}
        return sorted({f"hand:{c}" for c in cards} ^ selected)[0]

    # --------------------------------------------------------------------------- log and sheet
    def describe(
        self, action: Any, actor: int, before: RummyView, after: RummyView
    ) -> Callable[[str, Sequence[str]], str]:
        kind = type(action)
        if kind is Draw:  # the card drawn stays secret
            return lambda lang, names: t("rummy500.log.draw", lang, name=names[actor])
        if kind is Take:
            taken = before.discard[action.index :]
            card, above = text_of([taken[0].index]), text_of(c.index for c in taken[1:])
            key = "rummy500.log.take_more" if above else "rummy500.log.take"
            return lambda lang, names: t(key, lang, name=names[actor], card=card.render(lang), above=above.render(lang))
        if kind is Meld:
            cards = text_of(action.cards)
            return lambda lang, names: t("rummy500.log.meld", lang, name=names[actor], cards=cards.render(lang))
        if kind is LayOff:
            card = card_text(action.card)
            on = before.melds[action.meld]  # named as it was before the card joined it
            meld, owner = [c.index for c in on.cards], on.owner
            return lambda lang, names: t(
                "rummy500.log.lay_off",
                lang,
                name=names[actor],
                card=card.render(lang),
                meld=meld_text(meld, names[owner]).render(lang),
            )
        if kind is Discard:
            card = card_text(action.card)
            return lambda lang, names: t("rummy500.log.discard", lang, name=names[actor], card=card.render(lang))
        return lambda lang, names: t("rummy500.log.end_hand", lang, name=names[actor])

    def sheet(self, view: RummyView, language: str, names: Sequence[str]) -> dict:
        seats = []
        for seat in range(view.players):
            hand = view.shown_hands[seat] if view.shown_hands else ()
            *put_down, in_hand = score_lines(view.melds, hand, seat)  # the hand's cards last, counted against
            lines = [[line.text.render(language), line.points] for line in (*put_down, in_hand)]
            points = sum(line.points for line in put_down)
            seats.append(
                {"seat": seat, "lines": lines, "total": points + in_hand.points, "cells": [points, in_hand.points]}
            )
        intro = []
        if view.ended == "limit":
            intro.append(t("rummy500.scene.ended.limit", language, limit=view.turn_limit))
        elif view.ended:
            intro.append(t(f"rummy500.scene.ended.{view.ended}", language, name=names[view.ended_by or 0]))
        columns = [t("rummy500.sheet.put_down", language), t("rummy500.sheet.in_hand", language)]
        return {"title": t("scene.score_sheet", language), "intro": intro, "seats": seats, "columns": columns}


def move_text(view: RummyView, action: Any, language: str = "en") -> str:
    """A move of the seat to play as a puzzle offers it: what it does in the game's words, no judgement
    (which card is thrown, what is taken, which meld), naming only cards the seat sees."""
    kind = type(action)
    if kind is Draw:
        return t("rummy500.move.draw", language)
    if kind is EndHand:
        return t("rummy500.move.end_hand", language)
    if kind is Take:
        taken = view.discard[action.index :]
        card, above = text_of([taken[0].index]).render(language), text_of(c.index for c in taken[1:]).render(language)
        return t("rummy500.move.take_more" if above else "rummy500.move.take", language, card=card, above=above)
    if kind is Meld:
        return t("rummy500.move.meld", language, cards=text_of(action.cards).render(language))
    if kind is LayOff:
        on = view.melds[action.meld]
        return t(
            "rummy500.move.lay_off",
            language,
            card=card_text(action.card).render(language),
            meld=meld_text([c.index for c in on.cards]).render(language),
        )
    return t("rummy500.move.discard", language, card=card_text(action.card).render(language))


BOARD = RummyBoard()
