"""cardkit.hint: the move the review ranks first, from the same judge, at the seat's view only."""

import pytest

import cardkit
from cardkit.coach.hints import HINT_DEALS, weigh
from cardkit.core import CardkitError, game_class
from cardkit.core.bots import make_bot
from cardkit.games import spec
from cardkit.session import Table
from cardkit.testing import command
from conftest import final_round

SAMPLES = 4  # imagined deals per move: enough to rank moves, small enough to be quick


def position(game: str, seed: int, moves: int):
    """A seeded game between Normal bots after ``moves`` moves."""
    state = game_class(game).new(None, seed)
    bots = [make_bot(game, "normal", seed + i) for i in range(state.num_players)]
    for _ in range(moves):
        seat = state.to_move()
        state.apply(bots[seat].choose(state.view(seat)))
    return state


@pytest.mark.parametrize("game", ["ipso", "rummy500", "house_of_suits"])
def test_the_hint_is_the_move_the_review_ranks_first_with_its_values(game):
    state = position(game, 4, 9)
    view = state.view(state.to_move())
    hint = cardkit.hint(view, seed=5, samples=SAMPLES)
    weighed = weigh(view, seed=5, samples=SAMPLES, lines=spec(game).grades[:1], most=HINT_DEALS)
    ranked = weighed.ranked
    assert hint.action == ranked[0][0] and list(hint.values.items()) == ranked and hint.deals == weighed.deals
    assert hint.level == "expert" and hint.reason.startswith("The Expert, who reviews your games:")
    assert isinstance(hint, cardkit.Hint)
    assert cardkit.hint(view, seed=5, samples=SAMPLES) == hint  # the same view and seed: the same hint
    french = cardkit.hint(view, "fr", seed=5, samples=SAMPLES)
    assert french.action == hint.action and french.reason.startswith("L'Expert, qui analyse vos parties\u00a0:")


def test_the_hint_is_the_reviews_best_move_at_the_same_seed():
    state = position("ipso", 2, 0)
    bots = [make_bot("ipso", "normal", i) for i in range(2)]
    while not state.is_over():
        seat = state.to_move()
        state.apply(bots[seat].choose(state.view(seat)))
    from cardkit.core.match import derive_seed

    review = cardkit.review(state.record(), 0, samples=SAMPLES, progress=False, workers=1)
    replay = game_class("ipso").new(state.record().options, state.record().seed)
    compared = 0
    for d in review.decisions:
        while len(replay.history) < d.index:
            replay.apply(state.history[len(replay.history)])
        if d.deals == SAMPLES:  # not weighed on more deals to settle its grade
            hint = cardkit.hint(replay.view(0), seed=derive_seed(derive_seed(0, 0), d.index), samples=SAMPLES)
            if hint.deals == SAMPLES:  # nor the hint: the same deals
                assert hint.action == d.best
                compared += 1
    assert compared >= 2


@pytest.mark.parametrize("game", ["ipso", "house_of_suits"])
def test_a_hint_that_could_be_an_inaccuracy_is_weighed_on_more_deals_up_to_twice(game):
    inaccuracy = spec(game).grades[0]
    more = 0
    for seed in range(8):
        state = position(game, seed, 5 + seed)
        view = state.view(state.to_move())
        hint = cardkit.hint(view, seed=seed, samples=SAMPLES)
        # The first deals alone: the best move's loss, as a 95% interval.
        low, high = weigh(view, seed=seed, samples=SAMPLES, lines=(inaccuracy,), most=1).interval
        if low < inaccuracy <= high:
            assert SAMPLES < hint.deals <= HINT_DEALS * SAMPLES
            more += 1
        else:
            assert hint.deals == SAMPLES
    assert more >= 1


def test_a_named_level_gives_its_own_opinion_and_says_whose():
    state = position("rummy500", 4, 3)
    view = state.view(state.to_move())
    hint = cardkit.hint(view, level="normal")
    assert hint.action == make_bot("rummy500", "normal", 0).choose(view)
    assert hint.values == {} and hint.level == "normal"
    assert hint.reason.startswith("The Normal bot's opinion (not the Expert's, who reviews your games):")


def test_a_hint_out_of_turn_or_after_the_game_is_refused_with_why():
    state = position("house_of_suits", 1, 3)
    waiting = state.view(1 - state.to_move())
    with pytest.raises(CardkitError, match=r"No hint now: it is player \d's turn, and a hint is given to the player"):
        cardkit.hint(waiting)
    finished = position("house_of_suits", 1, 0)
    while not finished.is_over():
        finished.apply(finished.legal_actions()[0])
    with pytest.raises(CardkitError, match="the game is over"):
        cardkit.hint(finished.view(0))
    with pytest.raises(CardkitError, match="not a IpsoState"):
        cardkit.hint(position("ipso", 1, 0))
    with pytest.raises(CardkitError, match="Unknown"):
        cardkit.hint(state.view(state.to_move()), level="grandmaster")


def test_the_tables_hint_button_asks_the_judge_by_default():
    table = Table("house_of_suits", ("human", "normal"), {"suits": 4}, seed=3)
    table.run_bots()
    command(table, "hint")
    view = table.state.view(0)
    expected = cardkit.hint(view, seed=table._held.hint_seed)
    assert table.now.hint == expected.action
    assert table.frame()["notice"] == f"Hint, highlighted on the board. {expected.reason}"


def test_once_every_deal_can_be_listed_the_judge_weighs_them_all_the_same_for_every_seed():
    state = final_round(4)
    view = state.view(0)
    count = len(state.hands[1]) + 1  # the opponent's set-aside card is any of the cards seat 0 has not seen
    weighed = [weigh(view, seed=seed, played=view.legal[0], lines=spec("house_of_suits").grades) for seed in range(3)]
    assert all(w.exact and w.deals == count for w in weighed)
    assert weighed[0].ranked == weighed[1].ranked == weighed[2].ranked
    assert weighed[0].interval[0] == weighed[0].interval[1] == weighed[1].interval[0]  # the loss itself, no doubt
    judge = make_bot("house_of_suits", "expert", 0)
    margins = judge.every_deal_values(view, [view.legal[0]])[0]
    assert dict(weighed[0].ranked)[view.legal[0]] == pytest.approx(sum(margins) / count)
    hint = cardkit.hint(view, seed=1)
    assert hint.deals == count and f"each of the {count} possible deals" in hint.reason
    assert f"chacune des {count} donnes possibles" in cardkit.hint(view, "fr", seed=2).reason


def test_more_deals_go_only_to_the_moves_that_could_still_be_the_best_other_move(monkeypatch):
    from cardkit.core.bots import SampleBot

    batches: list[list] = []
    deal_values = SampleBot.deal_values

    def counted(self, view, moves, deals):
        batches.append(list(moves))
        return deal_values(self, view, moves, deals)

    monkeypatch.setattr(SampleBot, "deal_values", counted)
    left_behind = 0
    for seed in range(6):
        state = position("house_of_suits", seed, 4 + seed)
        view = state.view(state.to_move())
        batches.clear()
        played = view.legal[-1]
        weighed = weigh(view, seed=seed, samples=SAMPLES, played=played, lines=spec("house_of_suits").grades, most=8)
        first, *more = batches
        assert played in first and all(played in batch for batch in more)  # the move judged: on every deal
        for before, after in zip(batches, more):
            assert set(after) <= set(before) and len(after) >= 2  # none comes back; the rival always weighed
        left_behind += len(first) - len(batches[-1])
        assert weighed.deals == SAMPLES * len(batches)
    assert left_behind >= 1
