"""House of Suits' rules: the engine.

Cards are ints (see ``deck.py``). The game, action by action:

1. The deal: one card at a time, starting with the dealer's opponent, 10/11/12 cards each with
   4/5/6 suits; the rest is the pick-up pile (20/28/36 cards, always even).
2. The set-aside, before the first turn: the first player (the dealer's opponent) sets one card
   aside face down, then the dealer. It is the order of the deal and of the turns, so the whole
   game alternates strictly; and as nobody sees the other's set-aside card, going first here
   tells nothing and costs nothing.
3. Turns, the first player first: place one card in the market and one in your own investment,
   then draw two cards from the pile (the draw is part of the turn). Hands keep 9/10/11 cards.
   The pile empties after 10/14/18 turns: the same number for each player, so the final round
   starts with the first player again and both hands hold the same number of cards.
4. The final round: turns go on without drawing until both hands are empty. With 4 or 6 suits the
   hands hold an odd number of cards (9 or 11), so each player's last turn places a single card,
   in the market or in their investment at their choice; with 5 suits (10 cards) it never happens.
5. The end: the set-aside cards are revealed and count in the market (see ``scoring.py``).
"""

from __future__ import annotations

import random
from bisect import insort
from dataclasses import dataclass

from cardkit.core import Action, IllegalAction, MatchRules, Score, State, View, make_score
from cardkit.core.game import bad_option
from cardkit.house_of_suits.deck import (
    SUIT_COUNTS,
    SUIT_OF,
    VALUE_OF,
    card_names,
    deck_size,
    hand_size,
    pile_size,
    suits_in_play,
)
from cardkit.house_of_suits.scoring import ScoreSheet, player_names, score, seat_totals
from cardkit.i18n import Text

MARKET, INVESTMENT = "market", "investment"
PLACES = (MARKET, INVESTMENT)
SIX_GAMES = (4, 4, 5, 5, 6, 6)  # each suit count is played once with each player dealing


# ------------------------------------------------------------------------------------ options


@dataclass(frozen=True)
class Options:
    suits: int = 4
    dealer: int = 0  # the dealer's opponent plays first

    def check(self) -> None:
        if self.suits not in SUIT_COUNTS:
            raise bad_option("House of Suits", "suits", Text("house_of_suits.option.suits", n=self.suits))
        if self.dealer not in (0, 1):
            raise bad_option("House of Suits", "dealer", Text("house_of_suits.option.dealer", n=self.dealer))


@dataclass(frozen=True)
class MatchOptions:
    suits: int = 4
    games: int = 4  # 4: four games of `suits` suits; 6: two games each with 4, 5 and 6 suits
    dealer: int = 0  # the dealer of the first game; the dealer alternates

    def check(self) -> None:
        Options(self.suits, self.dealer).check()
        if self.games not in (4, 6):
            raise bad_option(
                "House of Suits",
                "games",
                Text("house_of_suits.option.games", n=self.games),
            )
        if self.games == 6 and self.suits != 4:
            raise bad_option(
                "House of Suits",
                "suits",
                Text("house_of_suits.option.six_games"),
            )


class HouseOfSuitsMatch(MatchRules):
    """4 games with the same suit count, or 6 games (4, 4, 5, 5, 6, 6 suits); the dealer alternates."""

    Options = MatchOptions
    game = "House of Suits"

    def deal_options(self, index: int, totals) -> dict | None:
        o = self.options
        if o.games == 6:
            if index >= len(SIX_GAMES):
                return None
            suits = SIX_GAMES[index]
        else:
            if index >= 4:
                return None
            suits = o.suits
        return {"suits": suits, "dealer": (o.dealer + index) % 2}


# ------------------------------------------------------------------------------------ actions


class SetAside(Action):
    """Before the first turn: set ``card`` aside face down until the end of the game."""

    card: int


class Place(Action):
    """Place ``market`` face up in the market and ``investment`` in your investment; then draw two."""

    market: int
    investment: int


class PlaceLast(Action):
    """Final round, holding a single card: place it in the "market" or your "investment"."""

    card: int
    where: str


SET_ASIDE = tuple(SetAside(c) for c in range(60))
PLACE = tuple(tuple(Place(m, i) for i in range(60)) for m in range(60))
PLACE_LAST = tuple((PlaceLast(c, MARKET), PlaceLast(c, INVESTMENT)) for c in range(60))


def game_length(suits: int) -> int:
    """Actions in a game: 2 set-asides, the turns with a draw, then the final round's turns."""
    hand = hand_size(suits) - 1  # after the set-aside
    return 2 + pile_size(suits) // 2 + 2 * ((hand + 1) // 2)


def _by_suit(cards, suits: int) -> tuple[tuple[int, ...], ...]:
    grouped: list[list[int]] = [[] for _ in range(suits)]
    for c in cards:
        grouped[SUIT_OF[c]].append(c)
    return tuple(tuple(g) for g in grouped)


def _from_by_suit(cards, seats, suits: int) -> tuple[tuple[int, ...], ...]:
    """``seats`` (parallel to ``cards``) grouped as ``_by_suit`` groups the cards."""
    grouped: list[list[int]] = [[] for _ in range(suits)]
    for c, s in zip(cards, seats):
        grouped[SUIT_OF[c]].append(s)
    return tuple(tuple(g) for g in grouped)


# ------------------------------------------------------------------------------------ the view


@dataclass(frozen=True)
class HouseOfSuitsView(View):
    seat: int
    to_move: int | None
    phase: str  # "set_aside", "play", "final" or "over"
    suits: int
    dealer: int
    moves: int  # actions played so far (public: everybody saw them happen)
    hand: tuple[int, ...]  # this seat's hand, sorted
    set_aside: int | None  # this seat's own set-aside card
    has_set_aside: tuple[bool, bool]
    hand_sizes: tuple[int, int]
    pile_size: int
    market: tuple[tuple[int, ...], ...]  # per suit, in the order placed (set-aside cards not included)
    market_from: tuple[tuple[int, ...], ...]  # parallel to market: the seat that placed each card (public)
    investments: tuple[tuple[tuple[int, ...], ...], ...]  # per seat, per suit
    revealed: tuple[int, int] | None  # both set-aside cards, by seat, once the game is over
    legal: tuple

    def _unseen(self) -> list[int]:
        seen = set(self.hand)
        for cards in (*self.market, *self.investments[0], *self.investments[1]):
            seen.update(cards)
        if self.set_aside is not None:
            seen.add(self.set_aside)
        if self.revealed is not None:
            seen.update(self.revealed)
        return [c for c in range(deck_size(self.suits)) if c not in seen]

    def resample(self, rng: random.Random) -> HouseOfSuitsState:
        unseen = self._unseen()
        rng.shuffle(unseen)
        return self._dealt(unseen)

    def every_deal(self, most: int) -> list[HouseOfSuitsState] | None:
        # Once the pile is empty the opponent's hand is every card this seat has not seen but one, the
        # opponent's set-aside card: as many deals as those cards, the hand's order being no matter.
        if self.pile_size:
            return None
        unseen = self._unseen()
        if self.revealed is not None or not self.has_set_aside[1 - self.seat]:
            return [self._dealt(unseen)] if most >= 1 else None
        if len(unseen) > most:
            return None
        return [self._dealt([c for c in unseen if c != aside] + [aside]) for aside in unseen]

    def _dealt(self, unseen: list[int]) -> HouseOfSuitsState:
        """The state where the cards this seat has not seen lie in this order: the opponent's hand
        first, then the pile, the opponent's set-aside card last."""
        unseen = list(unseen)
        opponent = 1 - self.seat
        state = HouseOfSuitsState.__new__(HouseOfSuitsState)
        state.options = Options(self.suits, self.dealer)
        state.seed = None
        state.history = []
        state.order = (1 - self.dealer, self.dealer)
        state.hands = [[], []]
        state.hands[self.seat] = list(self.hand)
        state.hands[opponent] = sorted(unseen[: self.hand_sizes[opponent]])
        del unseen[: self.hand_sizes[opponent]]
        state.aside = [-1, -1]
        if self.revealed is not None:
            state.aside = list(self.revealed)
        else:
            state.aside[self.seat] = -1 if self.set_aside is None else self.set_aside
            if self.has_set_aside[opponent]:
                state.aside[opponent] = unseen.pop()
        state.pile = unseen
        state.market = [c for cards in self.market for c in cards]
        state.market_from = [s for seats in self.market_from for s in seats]
        state.invest = [[c for cards in seat for c in cards] for seat in self.investments]
        state.moves = self.moves
        state.end = game_length(self.suits)
        return state


# ------------------------------------------------------------------------------------ the game


class HouseOfSuitsState(State):
    name = "house_of_suits"
    title = "House of Suits"
    Options = Options
    Actions = (SetAside, Place, PlaceLast)
    Match = HouseOfSuitsMatch

    order: tuple[int, int]  # (first player, dealer): who moves at even and at odd move numbers
    hands: list[list[int]]  # sorted, so legal actions come in a stable order
    aside: list[int]  # each seat's set-aside card, -1 before it is set aside
    pile: list[int]  # the pick-up pile, top card last
    market: list[int]  # in the order placed; the set-aside cards join it only at the scoring
    market_from: list[int]  # the seat that placed each market card (everyone saw it)
    invest: list[list[int]]
    moves: int
    end: int  # the number of actions in the whole game

    def _deal(self, rng: random.Random) -> None:
        o = self.options
        deck = list(range(deck_size(o.suits)))
        rng.shuffle(deck)
        first = 1 - o.dealer
        dealt = 2 * hand_size(o.suits)
        self.order = (first, o.dealer)
        self.hands = [[], []]
        # One card at a time, starting with the dealer's opponent.
        self.hands[first] = sorted(deck[0:dealt:2])
        self.hands[o.dealer] = sorted(deck[1:dealt:2])
        self.pile = deck[dealt:]
        self.aside = [-1, -1]
        self.market = []
        self.market_from = []
        self.invest = [[], []]
        self.moves = 0
        self.end = game_length(o.suits)

    @property
    def num_players(self) -> int:
        return 2

    @property
    def phase(self) -> str:
        if self.moves < 2:
            return "set_aside"
        if self.pile:
            return "play"
        return "final" if self.moves < self.end else "over"

    def to_move(self) -> int | None:
        return self.order[self.moves & 1] if self.moves < self.end else None

    def legal_actions(self) -> list:
        if self.moves >= self.end:
            return []
        hand = self.hands[self.order[self.moves & 1]]
        if self.moves < 2:
            return [SET_ASIDE[c] for c in hand]
        if len(hand) == 1:
            return list(PLACE_LAST[hand[0]])
        return [PLACE[m][i] for m in hand for i in hand if i != m]

    def _check(self, action) -> None:
        kind = type(action)
        hand = self.hands[self.order[self.moves & 1]]
        if self.moves < 2:
            if kind is not SetAside:
                raise IllegalAction("house_of_suits.set_aside_first")
            self._check_held(action.card, hand)
            return
        if kind is SetAside:
            raise IllegalAction("house_of_suits.already_set_aside")
        if len(hand) == 1:
            if kind is Place:
                raise IllegalAction("house_of_suits.single_card", **card_names(hand[0]))
            if action.where not in PLACES:
                raise IllegalAction("house_of_suits.bad_where", where=repr(action.where)[:40])
            self._check_held(action.card, hand)
            return
        if kind is PlaceLast:
            raise IllegalAction("house_of_suits.not_last_card", n=len(hand))
        if action.market == action.investment:
            self._check_exists(action.market)
            raise IllegalAction("house_of_suits.same_card", **card_names(action.market))
        self._check_held(action.market, hand)
        self._check_held(action.investment, hand)

    def _check_exists(self, c: int) -> None:
        if not 0 <= c < deck_size(self.options.suits):
            raise IllegalAction(
                "house_of_suits.not_a_card", card=c, suits=self.options.suits, last=deck_size(self.options.suits) - 1
            )

    def _check_held(self, c: int, hand: list[int]) -> None:
        # The refusal is the same wherever the card really is: it must not tell where it lies.
        self._check_exists(c)
        if c not in hand:
            raise IllegalAction("house_of_suits.not_in_hand", **card_names(c))

    def _do(self, action) -> None:
        seat = self.order[self.moves & 1]
        hand = self.hands[seat]
        kind = type(action)
        if kind is Place:
            hand.remove(action.market)
            hand.remove(action.investment)
            self.market.append(action.market)
            self.market_from.append(seat)
            self.invest[seat].append(action.investment)
            if self.pile:
                insort(hand, self.pile.pop())
                insort(hand, self.pile.pop())
        elif kind is SetAside:
            hand.remove(action.card)
            self.aside[seat] = action.card
        else:
            hand.remove(action.card)
            if action.where == MARKET:
                self.market.append(action.card)
                self.market_from.append(seat)
            else:
                self.invest[seat].append(action.card)
        self.moves += 1

    def play_random(self, rng: random.Random) -> None:
        # Same choices as legal_actions()[rng.randrange(n)], without building the lists: Place
        # actions are listed market card first (hand order), then the investment card among the
        # others, so choice k is hand[k // (h-1)] and the (k % (h-1))-th other card.
        randrange = rng.randrange
        hands, order, history, pile, market, invest, market_from = (
            self.hands,
            self.order,
            self.history,
            self.pile,
            self.market,
            self.invest,
            self.market_from,
        )
        moves, end = self.moves, self.end
        while moves < 2:
            seat = order[moves & 1]
            c = hands[seat].pop(randrange(len(hands[seat])))
            self.aside[seat] = c
            history.append(SET_ASIDE[c])
            moves += 1
        while moves < end:
            seat = order[moves & 1]
            hand = hands[seat]
            h = len(hand)
            if h == 1:
                action = PLACE_LAST[hand[0]][randrange(2)]
                hand.pop()
                if action.where == MARKET:
                    market.append(action.card)
                    market_from.append(seat)
                else:
                    invest[seat].append(action.card)
            else:
                a, b = divmod(randrange(h * (h - 1)), h - 1)
                if b >= a:
                    m, i = hand[a], hand[b + 1]
                    del hand[b + 1]
                    del hand[a]
                else:
                    m, i = hand[a], hand[b]
                    del hand[a]
                    del hand[b]
                action = PLACE[m][i]  # type: ignore[assignment]  # a Place where the branch above has a PlaceLast
                market.append(m)
                market_from.append(seat)
                invest[seat].append(i)
                if pile:
                    insort(hand, pile.pop())
                    insort(hand, pile.pop())
            history.append(action)
            moves += 1
        self.moves = moves

    def view(self, seat: int) -> HouseOfSuitsView:
        suits = self.options.suits
        mover = self.to_move()
        own = self.aside[seat]
        return HouseOfSuitsView(
            seat=seat,
            to_move=mover,
            phase=self.phase,
            suits=suits,
            dealer=self.options.dealer,
            moves=self.moves,
            hand=tuple(self.hands[seat]),
            set_aside=None if own < 0 else own,
            has_set_aside=(self.aside[0] >= 0, self.aside[1] >= 0),
            hand_sizes=(len(self.hands[0]), len(self.hands[1])),
            pile_size=len(self.pile),
            market=_by_suit(self.market, suits),
            market_from=_from_by_suit(self.market, self.market_from, suits),
            investments=(_by_suit(self.invest[0], suits), _by_suit(self.invest[1], suits)),
            revealed=(self.aside[0], self.aside[1]) if mover is None else None,
            legal=tuple(self.legal_actions()) if seat == mover else (),
        )

    # --- scoring (the set-aside cards are revealed and added to the market)
    def _final_market(self) -> list[int]:
        return self.market + [c for c in self.aside if c >= 0]

    def score_sheet(self) -> ScoreSheet:
        """The scoring explained, through the teaching API's own ``score``."""
        deck = suits_in_play(self.options.suits)

        def values(cards) -> dict:
            return {s: [VALUE_OF[c] for c in group] for s, group in zip(deck, _by_suit(cards, len(deck)))}

        return score(values(self._final_market()), [values(self.invest[0]), values(self.invest[1])], suits=len(deck))

    def scores(self, language: str = "en") -> list[Score]:
        sheet = self.score_sheet()
        return [
            make_score([(row.reason(language, player_names(seat, language)), row.points) for row in rows])
            for seat, rows in enumerate(sheet.breakdown)
        ]

    def totals(self) -> list[int]:
        suits = self.options.suits
        market = [0] * suits
        for c in self._final_market():
            market[SUIT_OF[c]] += VALUE_OF[c]
        invested = [[0] * suits, [0] * suits]
        for seat in (0, 1):
            row = invested[seat]
            for c in self.invest[seat]:
                row[SUIT_OF[c]] += VALUE_OF[c]
        return seat_totals(market, invested)

    def clone(self) -> HouseOfSuitsState:
        new = HouseOfSuitsState.__new__(HouseOfSuitsState)
        new.__dict__.update(self.__dict__)
        new.hands = [list(self.hands[0]), list(self.hands[1])]
        new.invest = [list(self.invest[0]), list(self.invest[1])]
        new.aside, new.pile, new.market = list(self.aside), list(self.pile), list(self.market)
        new.market_from = list(self.market_from)
        new.history = list(self.history)
        return new
