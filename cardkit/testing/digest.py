"""Digests of seeded games, to tell when a game's or a bot's play has changed: the pinned digests of
``tests/test_seeded_games_unchanged.py``, and the bots a saved exploration notebook was run with (it prints
``bots: <game> <digest>``, which ``tests/test_notebooks.py`` checks against the bots of today)."""

from __future__ import annotations

import hashlib
import random
from collections.abc import Iterable, Iterator

from cardkit.core import State, game_class
from cardkit.core.bots import SampleBot, make_bot


def digest(states: Iterable[State]) -> str:
    """A short digest of the games' histories and results."""
    h = hashlib.sha256()
    for state in states:
        h.update(repr((state.history, state.totals())).encode())
    return h.hexdigest()[:16]


def bot_games(game: str, level: str, n: int) -> Iterator[State]:
    """``n`` seeded games of ``game`` between bots of ``level``, each seat its own seeded bot."""
    cls = game_class(game)
    for seed in range(n):
        state = cls.new(None, seed)
        bots = [make_bot(game, level, seed * 7 + seat) for seat in range(state.num_players)]
        while (mover := state.to_move()) is not None:
            state.apply(bots[mover].choose(state.view(mover)))
        yield state


def normal_rollouts(game: str, n: int) -> Iterator[State]:
    """``n`` seeded games played out by Normal's rollouts (the Expert's, on which hints and reviews weigh
    every move)."""
    cls = game_class(game)
    expert = make_bot(game, "expert", 0)
    if not isinstance(expert, SampleBot):
        raise TypeError(f"{game}'s Expert weighs no moves by rollouts: it has none to digest")
    rollout = expert.rollout
    for seed in range(n):
        state = cls.new(None, seed)
        rollout(state, random.Random(seed))
        yield state


def bots_digest(game: str, games: int = 10) -> str:
    """The play of ``game``'s Beginner and Normal bots and of Normal's rollouts, as one digest: a result
    saved with these bots is reproduced by them only while this stays the same."""
    return digest(
        [*bot_games(game, "beginner", games), *bot_games(game, "normal", games), *normal_rollouts(game, games)]
    )
