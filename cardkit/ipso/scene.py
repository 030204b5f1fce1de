"""Ipso's board as a scene (see ``cardkit/scene/``), built from one seat's view.

A move is built by two clicks: a centre card, then the face-down card of your pyramid it replaces
(or the other way round). In the final round the Star card's two options are choices; after
spending it, a click on a pyramid card swaps the drawn card in. Every pyramid place stays
clickable during a move, so trying a face-up place gets the engine's explanation.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

from cardkit import scene as sc
from cardkit.core import CardkitError
from cardkit.i18n import t
from cardkit.ipso.deck import COLOR_OF, SHAPES, STARS_OF, Color
from cardkit.ipso.rules import (
    DISCARD,
    KEEP,
    ROW_OF_SLOT,
    ROWS,
    SPEND,
    STAR_SPENT,
    DiscardDrawn,
    IpsoView,
    KeepStar,
    Replace,
    SpendStar,
    Swap,
)
from cardkit.ipso.scoring import score_pyramid

_COLORS = (Color.orange, Color.magenta, Color.yellow, Color.green, Color.blue)  # by number % 5


def color_of(n: int) -> Color:
    return _COLORS[COLOR_OF[n]]


def short(n: int) -> str:
    """A card in running text: its number and its colour's shape, e.g. "45✚"."""
    return f"{n}{SHAPES[color_of(n)]}"


def card_name(n: int, language: str) -> str:
    """For screen readers: "45, orange cross, 2 stars"."""
    stars = STARS_OF[n]
    text = t("ipso.scene.card", language, n=n, shape=t(f"ipso.scene.shape.{color_of(n).value}", language))
    return text + (t(f"ipso.scene.stars.{stars}", language) if stars else "")


def slot_label(slot: int, language: str = "en") -> str:
    """A place of a pyramid as the board names it: "row of 3, 1st from the left" (tutorials use it too)."""
    row = ROWS[ROW_OF_SLOT[slot]]
    return (
        t("ipso.scene.row", language, n=len(row))
        + ", "
        + t("scene.from_left", language, nth=sc.ordinal(slot - row[0] + 1, language))
    )


_slot_position = slot_label


class IpsoBoard:
    game = "ipso"

    def players(self, view: IpsoView) -> int:
        return view.players

    def match_title(self, match_options: Any, index: int, options: Any, language: str) -> str:
        direction = t("ipso.scene.clockwise" if options.direction == 1 else "ipso.scene.anticlockwise", language)
        if match_options.tournament:
            return t("ipso.scene.tournament", language, n=index + 1, direction=direction)
        return direction

    # --------------------------------------------------------------------------- the scene
    def build(self, view: IpsoView, ctx: sc.Context) -> dict:
        me = view.seat
        live = ctx.live and view.to_move == me and bool(view.legal)
        selection = ctx.selection if live else None
        i = view.order.index(me)
        others = view.order[i + 1 :] + view.order[:i]
        areas = [self._seat_area(view, s, ctx, live=False, selection=None) for s in others]
        areas.append(self._table(view, ctx, live, selection))
        areas.append(self._seat_area(view, me, ctx, live=live, selection=selection))
        return {
            "areas": areas,
            "choices": self._choices(view, ctx, live),
            "prompt": self._prompt(view, ctx, live, selection),
        }

    def places(self, view: IpsoView) -> dict[str, str]:
        """Where each card of the scene is, by its key (see ``Board.places``): the zones of :meth:`build`,
        in its order (the others' pyramids, the table, the seat's own)."""

        def key(id: str, n: int | None) -> str:
            return id if n is None else f"ipso:{n}"

        found: dict[str, str] = {}

        def seat_places(seat: int) -> None:
            zone = f"pyramid:{seat}"
            found[f"star:{seat}"] = zone
            for row in reversed(ROWS):
                found.update((key(f"p{seat}:{slot}", view.pyramids[seat][slot]), zone) for slot in row)
            if view.drawn_pending and view.to_move == seat:
                found[key("drawn", view.drawn)] = f"drawn:{seat}"

        i = view.order.index(view.seat)
        for seat in view.order[i + 1 :] + view.order[:i]:
            seat_places(seat)
        if view.phase == "play":
            found.update((key(f"centre:{c}", n), "centre") for c, n in enumerate(view.centre))
        if view.pile_size:
            found["pile"] = "pile"
        found.update((key(f"bottom:{i}", n), "pile_bottom") for i, n in enumerate(view.pile_bottom or ()))
        if view.phase != "play":
            found.update((key(f"discard:{i}", c), "discards") for i, c in enumerate(view.discards))
        seat_places(view.seat)
        return found

    def _card(self, id: str, n: int | None, label_tail: str, lang: str, **kw: Any) -> dict:
        if n is None:
            return sc.card(id, t("scene.face_down", lang) + label_tail, face="down", **kw)
        color = color_of(n)
        return sc.card(
            id,
            card_name(n, lang) + label_tail,
            rank=str(n),
            pip=SHAPES[color],
            tone=color.value,
            stars=STARS_OF[n],
            ident=f"ipso:{n}",
            **kw,
        )

    def card(self, id: str, value: int | None, where: str, language: str) -> dict:
        """One card outside a position: ``value`` is its number (1 to 90), None for a face-down card."""
        return self._card(id, None if value is None else int(value), where, language)

    def _seat_area(self, view: IpsoView, seat: int, ctx: sc.Context, live: bool, selection: Any) -> dict:
        lang, hint = ctx.language, ctx.hint
        mine = seat == view.seat
        name = ctx.name(seat)
        pyramid_label = t("ipso.scene.your_pyramid", lang) if mine else t("ipso.scene.pyramid", lang, name=name)
        star_state = view.stars[seat]
        star_label = t(f"ipso.scene.star.{star_state}", lang) + sc.where(pyramid_label)
        if star_state == STAR_SPENT:
            star = sc.card(f"star:{seat}", star_label, face="slot")
        else:
            star = sc.card(f"star:{seat}", star_label, rank="★", pip="★", tone="star")
        # The Star card is drawn beside the pyramid's top row rather than on a line of its own.
        rows = [{**sc.row([star], t("ipso.scene.star_card", lang)), "aside": True}]
        legal_slots = {a.slot for a in view.legal if type(a) in (Replace, Swap)}
        for row in reversed(ROWS):
            cards = []
            for slot in row:
                send, selected = None, False
                if live and view.phase == "play":
                    if selection is not None and selection[0] == "centre":
                        send = sc.act(Replace(selection[1], slot))
                    else:
                        send = sc.pick(f"slot:{slot}")
                        selected = selection == ("slot", slot)
                elif live and view.drawn is not None:
                    send = sc.act(Swap(slot))
                hinted = mine and type(hint) in (Replace, Swap) and hint.slot == slot
                cards.append(
                    self._card(
                        f"p{seat}:{slot}",
                        view.pyramids[seat][slot],
                        sc.where(pyramid_label, _slot_position(slot, lang)),
                        lang,
                        send=send,
                        selected=selected,
                        hint=hinted,
                        legal=live and slot in legal_slots,
                    )
                )
            rows.append(sc.row(cards, t("ipso.scene.row", lang, n=len(row))))
        zones = [sc.zone(f"pyramid:{seat}", pyramid_label, rows, layout="pyramid")]
        if view.drawn_pending and view.to_move == seat:
            label = t("ipso.scene.drawn", lang)
            # Dragged onto a place of your pyramid it is swapped in; onto the discards, discarded.
            drops = (
                {
                    **{f"p{seat}:{slot}": sc.act(Swap(slot)) for slot in range(len(view.pyramids[seat]))},
                    "zone:discards": sc.act(DISCARD),
                }
                if live and view.drawn is not None
                else None
            )
            drawn = self._card("drawn", view.drawn, sc.where(label), lang, drops=drops)
            zones.append(sc.zone(f"drawn:{seat}", label, [sc.row([drawn])]))
        current = view.to_move == seat
        label = t("scene.you", lang, name=name) if mine else name
        if current:
            label = t("scene.to_play", lang, name=label)
        return sc.area(f"seat:{seat}", label, zones, current=current, mine=mine)

    def _table(self, view: IpsoView, ctx: sc.Context, live: bool, selection: Any) -> dict:
        lang, hint = ctx.language, ctx.hint
        zones = []
        if view.phase == "play":
            label = t("ipso.scene.centre", lang)
            cards = []
            for c, n in enumerate(view.centre):
                send, selected = None, False
                if live:
                    if selection is not None and selection[0] == "slot":
                        send = sc.act(Replace(c, selection[1]))
                    else:
                        send = sc.pick(f"centre:{c}")
                        selected = selection == ("centre", c)
                side = t("ipso.scene.left" if c == 0 else "ipso.scene.right", lang)
                # Dragged onto a place of your pyramid: the replacement two clicks would make there.
                drops = (
                    {f"p{view.seat}:{slot}": sc.act(Replace(c, slot)) for slot in range(len(view.pyramids[view.seat]))}
                    if live
                    else None
                )
                cards.append(
                    self._card(
                        f"centre:{c}",
                        n,
                        sc.where(label, side),
                        lang,
                        send=send,
                        selected=selected,
                        hint=type(hint) is Replace and hint.centre == c,
                        legal=live,
                        drops=drops,
                    )
                )
            zones.append(sc.zone("centre", label, [sc.row(cards)]))
        label = t("ipso.scene.pile", lang)
        note = sc.count_text(view.pile_size, lang)
        pile = [sc.card("pile", f"{label}, {note}", face="down")] if view.pile_size else []
        zones.append(sc.zone("pile", label, [sc.row(pile)], layout="stack", note=note))
        bottom = view.pile_bottom
        if bottom:  # everyone saw the two centre cards go under the pile
            label = t("ipso.scene.pile_bottom", lang)
            zones.append(
                sc.zone(
                    "pile_bottom",
                    label,
                    [sc.row([self._card(f"bottom:{i}", n, sc.where(label), lang) for i, n in enumerate(bottom)])],
                )
            )
        if view.phase != "play":
            label = t("ipso.scene.discards", lang)
            n = len(view.discards)
            cards = []
            for i, c in enumerate(view.discards):
                position = t("scene.from_top", lang, nth=sc.ordinal(n - i, lang))
                cards.append(self._card(f"discard:{i}", c, sc.where(label, position), lang))
            zones.append(sc.zone("discards", label, [sc.row(cards)], note=sc.count_text(n, lang)))
        return sc.area("table", t("ipso.scene.table", lang), zones)

    def _choices(self, view: IpsoView, ctx: sc.Context, live: bool) -> list:
        if not live or view.phase != "final":
            return []
        lang, hint = ctx.language, ctx.hint
        if view.drawn is not None:
            return [
                sc.choice(
                    "discard_drawn",
                    t("ipso.scene.discard_drawn", lang),
                    sc.act(DISCARD),
                    hint=type(hint) is DiscardDrawn,
                )
            ]
        return [
            sc.choice("keep", t("ipso.scene.keep", lang), sc.act(KEEP), hint=type(hint) is KeepStar),
            sc.choice("spend", t("ipso.scene.spend", lang), sc.act(SPEND), hint=type(hint) is SpendStar),
        ]

    def _prompt(self, view: IpsoView, ctx: sc.Context, live: bool, selection: Any) -> str:
        lang = ctx.language
        if view.to_move is None:
            return t("scene.over", lang)
        if not live:
            return t("scene.waiting", lang, name=ctx.name(view.to_move))
        if view.phase == "play":
            if selection is None:
                return t("ipso.scene.prompt.play", lang)
            if selection[0] == "centre":
                return t("ipso.scene.prompt.centre", lang, card=short(view.centre[selection[1]]))
            return t("ipso.scene.prompt.slot", lang, place=_slot_position(selection[1], lang))
        if view.drawn is not None:
            return t("ipso.scene.prompt.drawn", lang, card=short(view.drawn))
        return t("ipso.scene.prompt.final", lang)

    # --------------------------------------------------------------------------- clicks
    def click(self, view: IpsoView, selection: Any, target: str) -> tuple[Any, Any]:
        kind, _, number = target.partition(":")
        if kind not in ("centre", "slot") or not number.isdigit():
            raise CardkitError("scene.bad_target", target=repr(target[:40]))
        picked = (kind, int(number))
        if selection == picked:
            return None, None  # a second click on the same card takes the choice back
        if selection is not None and selection[0] != kind:
            centre, slot = (picked[1], selection[1]) if kind == "centre" else (selection[1], picked[1])
            return None, Replace(centre, slot)
        return picked, None

    # --------------------------------------------------------------------------- for tests and audits
    # How this board writes cards, for the leak scanner of ``cardkit.testing``: kept apart from the
    # code that writes them, so a card written a new way is not silently missed.
    _SHAPES = "●▲■◆✚"
    _WORDS = "magenta|yellow|green|blue|orange|rond|triangle|carré|losange|croix"

    def seen(self, view: IpsoView) -> set[str]:
        """The identity of every card ``view`` shows its seat ("ipso:45")."""
        cards = {n for p in view.pyramids for n in p if n is not None} | set(view.centre) | set(view.discards)
        cards |= set(view.pile_bottom)
        if view.drawn is not None:
            cards.add(view.drawn)
        return {f"ipso:{n}" for n in cards}

    def mentions(self, text: str) -> set[str]:
        """Every card ``text`` names: its identity "ipso:45", "45✚", "45, orange cross" (or "croix").
        Ipso's moves name places, never a card."""
        found = set(re.findall(r"ipso:(\d+)", text))
        found |= set(re.findall(rf"(\d+)[{self._SHAPES}]", text))
        found |= set(re.findall(rf"(\d+), (?:{self._WORDS})\b", text))
        return {f"ipso:{n}" for n in found}

    def next_click(self, action: Any, selected: set[str]) -> str:
        """A replacement is two clicks: the centre card first, then the pyramid place."""
        if type(action) is not Replace:
            raise ValueError(f"{action!r} is not a move of several clicks")
        return f"centre:{action.centre}"

    # --------------------------------------------------------------------------- log and sheet
    def describe(
        self, action: Any, actor: int, before: IpsoView, after: IpsoView
    ) -> Callable[[str, Sequence[str]], str]:
        kind = type(action)
        if kind is Replace:
            placed = short(after.pyramids[actor][action.slot])
            # On the last turn the centre goes under the draw pile, in the same order.
            bottom = after.pile_bottom
            revealed = (
                short(after.centre[action.centre])
                if after.phase == "play"
                else short(bottom[action.centre])
                if len(bottom) == 2
                else None
            )

            def text(lang: str, names: Sequence[str]) -> str:
                line = t(
                    "ipso.log.replace", lang, name=names[actor], card=placed, place=_slot_position(action.slot, lang)
                )
                key = "ipso.log.to_centre" if after.phase == "play" else "ipso.log.to_bottom"
                return line + (t(key, lang, card=revealed) if revealed else "")

            return text
        if kind is Swap:
            placed, old = short(after.pyramids[actor][action.slot]), short(after.discards[-1])
            return lambda lang, names: t(
                "ipso.log.swap", lang, name=names[actor], card=placed, old=old, place=_slot_position(action.slot, lang)
            )
        if kind is DiscardDrawn:
            old = short(after.discards[-1])
            return lambda lang, names: t("ipso.log.discard", lang, name=names[actor], card=old)
        key = "ipso.log.keep" if kind is KeepStar else "ipso.log.spend"
        return lambda lang, names: t(key, lang, name=names[actor])

    def sheet(self, view: IpsoView, language: str, names: Sequence[str]) -> dict:
        seats = []
        for seat in range(view.players):
            pyramid = view.pyramids[seat]
            scored = score_pyramid(
                [[pyramid[s] for s in row] for row in ROWS],  # type: ignore[misc]  # the sheet: all face up
                star_kept=view.stars[seat] != STAR_SPENT,
                odd_even=view.odd_even,
                odd_even_all_rows=view.odd_even_all_rows,
            )
            lines = [[r.explain(language), None] for r in scored.rows]
            lines.append([t("ipso.star_kept" if scored.star_kept else "ipso.star_spent", language), None])
            lines.append([t("ipso.scene.tie_break", language, stars=scored.stars), None])
            cells = [r.points for r in scored.rows] + [scored.star_points]
            seats.append({"seat": seat, "lines": lines, "total": scored.total, "cells": cells})
        columns = [t("ipso.sheet.row", language, n=len(row)) for row in ROWS] + [t("ipso.scene.star_card", language)]
        return {"title": t("scene.score_sheet", language), "intro": [], "seats": seats, "columns": columns}


def move_text(view: IpsoView, action: Any, language: str = "en") -> str:
    """A move of the seat to play as a puzzle offers it: what it does in the game's words, no judgement
    (which card goes where, as the board names the place), naming only cards the seat sees."""
    kind = type(action)
    if kind is Replace:
        return t(
            "ipso.move.replace", language, card=view.centre[action.centre], place=_slot_position(action.slot, language)
        )
    if kind is Swap:
        return t("ipso.move.swap", language, card=view.drawn, place=_slot_position(action.slot, language))
    if kind is DiscardDrawn:
        return t("ipso.move.discard", language, card=view.drawn)
    return t("ipso.move.keep" if kind is KeepStar else "ipso.move.spend", language)


BOARD = IpsoBoard()
