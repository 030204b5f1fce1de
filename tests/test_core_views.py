"""Hidden information, for every game: a view depends on nothing its seat cannot see.

``resample`` deals everything a seat cannot see afresh. If a view carried any hidden card (a hand,
a face-down card, the stock order), the view of the re-dealt world would differ from the real one.
"""

import json
import random

import pytest

from cardkit.core import game_class
from cardkit.games import names

GAMES = names()

CONFIGS = {
    "ipso": [{"players": n} for n in range(2, 7)],
    "rummy500": [{"players": n} for n in (2, 3, 4)],
    "house_of_suits": [{"suits": n} for n in (4, 5, 6)],
}


@pytest.mark.parametrize("game", GAMES)
def test_a_view_is_unchanged_when_everything_its_seat_cannot_see_is_dealt_afresh(game):
    rng = random.Random(1)
    for i, options in enumerate(CONFIGS[game] * 20):
        state = game_class(game).new(options, seed=i)
        while not state.is_over():
            for seat in range(state.num_players):
                view = state.view(seat)
                for k in range(2):
                    assert state.resample(seat, random.Random(k)).view(seat) == view
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
            if len(state.history) > 400:
                break


@pytest.mark.parametrize("game", GAMES)
def test_views_are_plain_json(game):
    state = game_class(game).new(CONFIGS[game][0], seed=3)
    for _ in range(10):
        state.apply(state.legal_actions()[-1])
    for seat in range(state.num_players):
        text = json.dumps(state.view(seat).to_json())
        assert json.loads(text)["seat"] == seat
