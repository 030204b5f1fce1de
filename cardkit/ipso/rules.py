"""Ipso's rules: the engine.

Pyramid slots are numbered 0-13: the bottom row of 5 is slots 0-4, then the row of 4 (5-8), the
row of 3 (9-11) and the row of 2 (12-13), each row read left to right; the Star card sits on top.
Cards are their numbers (1-90). Nobody, the owner included, sees a face-down pyramid card.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from cardkit.core import Action, IllegalAction, MatchRules, Score, State, View, make_score
from cardkit.core.game import bad_option
from cardkit.i18n import Text, t
from cardkit.ipso.scoring import STAR_CARD_POINTS, row_value

ROWS = ((0, 1, 2, 3, 4), (5, 6, 7, 8), (9, 10, 11), (12, 13))
SLOTS = 14
ROW_OF_SLOT = tuple(r for r, row in enumerate(ROWS) for _ in row)
DECK = tuple(range(1, 91))
STAR_UNUSED, STAR_KEPT, STAR_SPENT = "unused", "kept", "spent"


# ------------------------------------------------------------------------------------ options


@dataclass(frozen=True)
class Options:
    players: int = 2
    first_player: int = 0
    odd_even: bool = False
    direction: int = 1  # 1: clockwise (seat order); -1: the other way (tournament games alternate)
    # The variant's bonus also for rows that do not score (the literal reading); by default only
    # rows that score get it (docs/rules/ipso.md).
    odd_even_all_rows: bool = False

    def check(self) -> None:
        if not 2 <= self.players <= 6:
            raise bad_option("Ipso", "players", Text("ipso.option.players", n=self.players))
        if not 0 <= self.first_player < self.players:
            raise bad_option(
                "Ipso",
                "first_player",
                Text("ipso.option.first_player", last=self.players - 1, n=self.first_player),
            )
        if self.direction not in (1, -1):
            raise bad_option("Ipso", "direction", Text("ipso.option.direction", n=self.direction))
        if self.odd_even_all_rows and not self.odd_even:
            raise bad_option("Ipso", "odd_even_all_rows", Text("ipso.bad_odd_even_all_rows"))


@dataclass(frozen=True)
class MatchOptions:
    players: int = 2
    first_player: int = 0
    odd_even: bool = False
    tournament: bool = True  # 4 games, the direction of play changing each game; False: one game
    odd_even_all_rows: bool = False

    def check(self) -> None:
        Options(self.players, self.first_player, self.odd_even, odd_even_all_rows=self.odd_even_all_rows).check()


class IpsoMatch(MatchRules):
    """Tournament mode: 4 games, changing the direction of play each time, points added up."""

    Options = MatchOptions
    game = "Ipso"

    def deal_options(self, index: int, totals) -> dict | None:
        o = self.options
        if index >= (4 if o.tournament else 1):
            return None
        return {
            "players": o.players,
            "first_player": o.first_player,
            "odd_even": o.odd_even,
            "odd_even_all_rows": o.odd_even_all_rows,
            "direction": 1 if index % 2 == 0 else -1,
        }


# ------------------------------------------------------------------------------------ actions


class Replace(Action):
    """Take centre card ``centre`` (0 left, 1 right) to replace the face-down card at ``slot``."""

    centre: int
    slot: int


class KeepStar(Action):
    """Final round: keep the Star card for 3 points."""


class SpendStar(Action):
    """Final round: discard the Star card to draw the top card of the draw pile."""


class Swap(Action):
    """After spending the Star: put the drawn card at ``slot``, discarding the card there."""

    slot: int


class DiscardDrawn(Action):
    """After spending the Star: discard the drawn card, leaving the pyramid as it is."""


REPLACE = tuple(tuple(Replace(c, s) for s in range(SLOTS)) for c in (0, 1))
SWAPS = tuple(Swap(s) for s in range(SLOTS))
KEEP, SPEND, DISCARD = KeepStar(), SpendStar(), DiscardDrawn()
FINAL_CHOICE = [KEEP, SPEND]
AFTER_DRAW = [*SWAPS, DISCARD]


def slot_name(slot: int) -> dict:
    """Where a slot is, for messages: the row's length and the position from the left (1-based)."""
    row = ROWS[ROW_OF_SLOT[slot]]
    return {"row": len(row), "pos": slot - row[0] + 1}


# ------------------------------------------------------------------------------------ the view


@dataclass(frozen=True)
class IpsoView(View):
    seat: int
    to_move: int | None
    phase: str  # "play", "final" or "over"
    players: int
    order: tuple[int, ...]  # seats in turn order, the first player first
    direction: int
    odd_even: bool
    pyramids: tuple[tuple[int | None, ...], ...]  # None: face down
    centre: tuple[int, ...]
    pile_size: int
    pile_bottom: tuple[int, ...]  # the former centre cards, known to lie at the bottom of the pile
    discards: tuple[int, ...]
    stars: tuple[str, ...]  # per seat: unused, kept or spent
    drawn_pending: bool  # the player to move has spent the Star and not yet placed the drawn card
    drawn: int | None  # that card, for the drawer only
    legal: tuple
    odd_even_all_rows: bool = False  # the variant's bonus for every row (last, with a default: views built by hand)

    def resample(self, rng: random.Random) -> IpsoState:
        seen = {c for p in self.pyramids for c in p if c is not None}
        seen.update(self.centre, self.discards, self.pile_bottom)
        if self.drawn is not None:
            seen.add(self.drawn)
        unseen = [c for c in DECK if c not in seen]
        rng.shuffle(unseen)
        state = IpsoState.__new__(IpsoState)
        state.options = Options(self.players, self.order[0], self.odd_even, self.direction, self.odd_even_all_rows)
        state.seed = None
        state.history = []
        state.order = self.order
        state.pyramids = [[unseen.pop() if c is None else c for c in p] for p in self.pyramids]
        state.down = [[s for s, c in enumerate(p) if c is None] for p in self.pyramids]
        state.centre = list(self.centre)
        state.discards = list(self.discards)
        state.star = [s != STAR_SPENT for s in self.stars]
        state.drawn = self.drawn if self.drawn is not None else unseen.pop() if self.drawn_pending else 0
        state.pile = list(self.pile_bottom) + unseen[: self.pile_size - len(self.pile_bottom)]
        state.turn = SLOTS * self.players - sum(len(d) for d in state.down)
        state.final_index = (
            0 if self.phase == "play" else self.players if self.phase == "over" else self.order.index(self.to_move)
        )
        return state


# ------------------------------------------------------------------------------------ the game


def _face_up(pyramid: list[int], down: list[int]) -> tuple[int | None, ...]:
    """A pyramid as everyone sees it: its face-down cards are None."""
    cells: list[int | None] = list(pyramid)
    for slot in down:
        cells[slot] = None
    return tuple(cells)


class IpsoState(State):
    name = "ipso"
    title = "Ipso"
    Options = Options
    Actions = (Replace, KeepStar, SpendStar, Swap, DiscardDrawn)
    Match = IpsoMatch

    # pyramids[seat][slot] is a card number; down[seat] lists the face-down slots in order.
    pyramids: list[list[int]]
    down: list[list[int]]
    centre: list[int]
    pile: list[int]  # the draw pile, top card last
    discards: list[int]
    star: list[bool]  # the Star card still on top of the pyramid (unused or kept)
    drawn: int  # the card drawn after spending the Star, 0 when none
    turn: int  # turns played in the main part of the game
    final_index: int  # how many players have played their final turn
    order: tuple[int, ...]

    def _deal(self, rng: random.Random) -> None:
        o = self.options
        deck = list(DECK)
        rng.shuffle(deck)
        p = o.players
        self.order = tuple((o.first_player + o.direction * i) % p for i in range(p))
        self.pyramids = [deck[SLOTS * s : SLOTS * s + SLOTS] for s in range(p)]
        self.down = [list(range(SLOTS)) for _ in range(p)]
        self.centre = deck[SLOTS * p : SLOTS * p + 2]
        self.pile = deck[SLOTS * p + 2 :][::-1]
        self.discards = []
        self.star = [True] * p
        self.drawn = 0
        self.turn = 0
        self.final_index = 0

    @property
    def num_players(self) -> int:
        return self.options.players

    @property
    def phase(self) -> str:
        if self.turn < SLOTS * self.options.players:
            return "play"
        return "final" if self.final_index < self.options.players else "over"

    def to_move(self) -> int | None:
        p = self.options.players
        if self.turn < SLOTS * p:
            return self.order[self.turn % p]
        return self.order[self.final_index] if self.final_index < p else None

    def legal_actions(self) -> list:
        p = self.options.players
        if self.turn < SLOTS * p:
            down = self.down[self.order[self.turn % p]]
            return [REPLACE[c][s] for c in (0, 1) for s in down]
        if self.final_index >= p:
            return []
        return list(AFTER_DRAW if self.drawn else FINAL_CHOICE)

    def _check(self, action) -> None:
        kind = type(action)
        if self.phase == "play":
            if kind is not Replace:
                raise IllegalAction("ipso.star_not_yet")
            if action.centre not in (0, 1):
                raise IllegalAction("ipso.bad_centre")
            if not 0 <= action.slot < SLOTS:
                raise IllegalAction("ipso.bad_slot", slot=action.slot)
            seat = self.to_move()
            assert seat is not None  # apply() checks the game goes on first
            if action.slot not in self.down[seat]:
                raise IllegalAction("ipso.face_up", **slot_name(action.slot))
        elif kind is Replace:
            raise IllegalAction("ipso.final_round")
        elif self.drawn:
            if kind is Swap and not 0 <= action.slot < SLOTS:
                raise IllegalAction("ipso.bad_slot", slot=action.slot)
            if kind not in (Swap, DiscardDrawn):
                raise IllegalAction("ipso.place_drawn")
        elif kind in (Swap, DiscardDrawn):
            raise IllegalAction("ipso.nothing_drawn")

    def _do(self, action) -> None:
        seat = self.to_move()
        assert seat is not None  # apply() and the playouts move only while the game goes on
        kind = type(action)
        if kind is Replace:
            pyramid = self.pyramids[seat]
            self.down[seat].remove(action.slot)
            pyramid[action.slot], self.centre[action.centre] = self.centre[action.centre], pyramid[action.slot]
            self.turn += 1
            if self.turn == SLOTS * self.options.players:
                # Final round: the two centre cards go to the bottom of the draw pile.
                self.pile[:0] = self.centre
                self.centre = []
        elif kind is KeepStar:
            self.final_index += 1
        elif kind is SpendStar:
            self.star[seat] = False
            self.drawn = self.pile.pop()
        else:
            if kind is Swap:
                pyramid = self.pyramids[seat]
                self.discards.append(pyramid[action.slot])
                pyramid[action.slot] = self.drawn
            else:
                self.discards.append(self.drawn)
            self.drawn = 0
            self.final_index += 1

    def play_random(self, rng: random.Random) -> None:
        # Same choices as picking legal_actions()[rng.randrange(n)], without building the lists.
        p = self.options.players
        randrange = rng.randrange
        order, down, history, do = self.order, self.down, self.history, self._do
        while self.turn < SLOTS * p:
            slots = down[order[self.turn % p]]
            centre, i = divmod(randrange(2 * len(slots)), len(slots))
            action: Action = REPLACE[centre][slots[i]]
            do(action)
            history.append(action)
        while self.final_index < p:
            action = AFTER_DRAW[randrange(SLOTS + 1)] if self.drawn else FINAL_CHOICE[randrange(2)]
            do(action)
            history.append(action)

    def pile_bottom(self) -> tuple[int, ...]:
        """In the final round everyone saw the two centre cards go under the pile: they are known."""
        if self.turn < SLOTS * self.options.players:
            return ()
        return tuple(self.pile[:2])

    def star_state(self, seat: int) -> str:
        if not self.star[seat]:
            return STAR_SPENT
        decided = self.phase != "play" and self.order.index(seat) < self.final_index
        return STAR_KEPT if decided else STAR_UNUSED

    def view(self, seat: int) -> IpsoView:
        mover = self.to_move()
        return IpsoView(
            seat=seat,
            to_move=mover,
            phase=self.phase,
            players=self.options.players,
            order=self.order,
            direction=self.options.direction,
            odd_even=self.options.odd_even,
            odd_even_all_rows=self.options.odd_even_all_rows,
            pyramids=tuple(_face_up(p, d) for p, d in zip(self.pyramids, self.down)),
            centre=tuple(self.centre),
            pile_size=len(self.pile),
            pile_bottom=self.pile_bottom(),
            discards=tuple(self.discards),
            stars=tuple(self.star_state(s) for s in range(self.options.players)),
            drawn_pending=bool(self.drawn),
            drawn=self.drawn if self.drawn and seat == mover else None,
            legal=tuple(self.legal_actions()) if seat == mover else (),
        )

    def rows(self, seat: int) -> list[list[int]]:
        """The seat's pyramid rows, bottom (5 cards) to top (2 cards), each left to right."""
        pyramid = self.pyramids[seat]
        return [[pyramid[s] for s in row] for row in ROWS]

    def _row_values(self, seat: int) -> list[tuple[int, int]]:
        o = self.options
        return [row_value(r, o.odd_even, o.odd_even_all_rows) for r in self.rows(seat)]

    def totals(self) -> list[int]:
        return [
            sum(v for v, _ in self._row_values(s)) + STAR_CARD_POINTS * self.star[s]
            for s in range(self.options.players)
        ]

    def stars_in_valid_rows(self) -> list[int]:
        """The tie-break: stars on number cards in each seat's scoring rows."""
        return [sum(st for _, st in self._row_values(s)) for s in range(self.options.players)]

    def scores(self, language: str = "en") -> list[Score]:
        result = []
        for seat in range(self.options.players):
            parts = [
                (t("ipso.score.row", language, n=len(r), cards=" ".join(map(str, r))), v)
                for r, (v, _) in zip(self.rows(seat), self._row_values(seat))
            ]
            parts.append(
                (
                    t("ipso.score.star_kept" if self.star[seat] else "ipso.score.star_spent", language),
                    STAR_CARD_POINTS * self.star[seat],
                )
            )
            result.append(make_score(parts))
        return result

    def winners(self) -> tuple[int, ...]:
        """Most points; on a tie, most stars in valid rows; still tied, a shared result."""
        keys = list(zip(self.totals(), self.stars_in_valid_rows()))
        best = max(keys)
        return tuple(s for s, k in enumerate(keys) if k == best)

    def clone(self) -> IpsoState:
        new = IpsoState.__new__(IpsoState)
        new.__dict__.update(self.__dict__)
        new.pyramids = [list(p) for p in self.pyramids]
        new.down = [list(d) for d in self.down]
        new.centre, new.pile, new.discards = list(self.centre), list(self.pile), list(self.discards)
        new.star, new.history = list(self.star), list(self.history)
        return new
