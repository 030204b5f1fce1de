"""Matches: several deals of one game with running totals.

The game's ``Match`` rules say what each deal's options are (who deals, which direction, how many
suits) and when the match ends; this class only chains the deals and adds up the scores. Each
deal's seed is derived from the match seed, so a match is replayable like a single game.
"""

from __future__ import annotations

import dataclasses
import hashlib
from typing import Any

from cardkit.core.game import BadSave, CardkitError, IllegalAction, State, action_from_json, action_to_json
from cardkit.core.record import dumps, game_class, loads


def derive_seed(seed: int, index: int) -> int:
    """The seed of deal ``index`` of a match: stable across runs and Python versions."""
    return int.from_bytes(hashlib.sha256(f"{seed}/{index}".encode()).digest()[:8], "big") >> 1


class Match:
    def __init__(self, game: str, options: Any = None, seed: int = 0) -> None:
        self.game = game
        self.rules = game_class(game).Match(options)
        self.seed = seed
        self.deals: list[State] = []
        self._deal(self.rules.deal_options(0, ()))

    def _deal(self, options: dict[str, Any] | None) -> State:
        state = game_class(self.game).new(options, derive_seed(self.seed, len(self.deals)))
        self.deals.append(state)
        return state

    @property
    def current(self) -> State:
        return self.deals[-1]

    @property
    def num_players(self) -> int:
        return self.current.num_players

    def deal_totals(self) -> list[list[int]]:
        """Each finished deal's totals, seat by seat."""
        return [d.totals() for d in self.deals if d.is_over()]

    def totals(self) -> list[int]:
        """The running totals over the finished deals."""
        sums = [0] * self.num_players
        for row in self.deal_totals():
            sums = [a + b for a, b in zip(sums, row)]
        return sums

    def is_over(self) -> bool:
        return self.current.is_over() and self.rules.deal_options(len(self.deals), self.totals()) is None

    def winners(self) -> tuple[int, ...]:
        """Who wins. A match of a single game (Ipso's ``tournament=False``) is that game, decided by
        the game's own rule and tie-break (Ipso: the most stars in valid rows). A match of several
        deals goes to the highest total, and equal totals share the win: no text gives a tie-break
        over several deals (Ipso's tournament, Rummy 500's target, House of Suits' match)."""
        if len(self.deals) == 1 and self.current.is_over() and self.rules.deal_options(1, self.totals()) is None:
            return self.current.winners()
        totals = self.totals()
        return tuple(i for i, v in enumerate(totals) if v == max(totals))

    def apply(self, action: Any, seat: int | None = None) -> None:
        self.current.apply(action, seat)

    def next_deal(self) -> State:
        """Start the next deal once the current one is over."""
        if not self.current.is_over():
            raise IllegalAction("core.deal_not_over")
        options = self.rules.deal_options(len(self.deals), self.totals())
        if options is None:
            raise IllegalAction("core.match_over")
        return self._deal(options)

    def undo(self, moves: int = 1) -> None:
        """Take back moves of the current deal."""
        self.deals[-1] = self.current.undo(moves)

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "options": dataclasses.asdict(self.rules.options),
            "seed": self.seed,
            "deals": [[action_to_json(a) for a in d.history] for d in self.deals],
        }

    def save(self) -> str:
        return dumps("match", self.to_json())

    @classmethod
    def load(cls, text: str | bytes) -> Match:
        """Rebuild a saved match, replaying every deal; anything wrong refuses the whole file."""
        data = loads(text, "match")
        try:
            if not isinstance(data, dict) or set(data) != {"game", "options", "seed", "deals"}:
                raise BadSave("core.bad_save", reason="a match needs exactly game, options, seed and deals")
            deals = data["deals"]
            if (
                type(data["seed"]) is not int
                or not isinstance(deals, list)
                or not deals
                or not all(isinstance(d, list) for d in deals)
                or not isinstance(data["game"], str)
            ):
                raise BadSave("core.bad_save", reason="the seed or the list of deals is malformed")
            match = cls(data["game"], data["options"], data["seed"])
            for i, moves in enumerate(deals):
                if i:
                    match.next_deal()
                for move in moves:  # read and played one at a time: the first bad move stops the load
                    match.apply(action_from_json(match.current.Actions, move, match.current.title))
            return match
        except BadSave:
            raise
        except CardkitError as e:
            raise BadSave("core.bad_save", reason=f"its content is not a legal match ({e})") from None
