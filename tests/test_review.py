"""The post-game review (cardkit.review): from the seat's view only, seeded, graded, checked input."""

import json

import pytest

import cardkit
from cardkit import games
from cardkit.cli import main
from cardkit.coach.analysis import Review
from cardkit.coach.grades import GRADES, grade_of
from cardkit.core import CardkitError, Match, game_class, save_game
from cardkit.core.bots import make_bot
from cardkit.ipso import KeepStar, Replace
from cardkit.rummy500.cards import BIT, POINTS, indices_of
from cardkit.rummy500.rules import RummyState
from cardkit.widgets.review import ReviewWidget

SAMPLES = 3  # imagined deals per decision: enough to exercise everything, small enough to be quick


def bot_game(game: str, seed: int, moves: int | None = None):
    """A seeded game between Normal bots (the first ``moves`` moves, or to its end)."""
    state = game_class(game).new(None, seed)
    bots = [make_bot(game, "normal", seed + i) for i in range(state.num_players)]
    while not state.is_over() and (moves is None or len(state.history) < moves):
        seat = state.to_move()
        state.apply(bots[seat].choose(state.view(seat)))
    return state


def quick(source, seat=0, **kwargs):
    kwargs.setdefault("workers", 1)  # one process unless a test asks for a pool (the default is a pool)
    return cardkit.review(source, seat, samples=SAMPLES, progress=False, **kwargs)


@pytest.fixture(scope="module")
def ipso_game():
    return bot_game("ipso", 3)


@pytest.fixture(scope="module")
def ipso_review(ipso_game):
    return quick(ipso_game.record())


def test_every_decision_of_the_seat_is_weighed_with_the_best_moves_first(ipso_game, ipso_review):
    history = ipso_game.history
    seat_moves = [i for i in range(len(history)) if ipso_game.undo(len(history) - i).to_move() == 0]
    assert [d.index for d in ipso_review.decisions] == seat_moves
    for d in ipso_review.decisions:
        assert d.played == ipso_game.history[d.index]
        values = [v for _, v in d.alternatives]
        assert d.alternatives[0] == (d.best, d.best_value) and values[:-1] == sorted(values[:-1], reverse=True)
        assert (d.played, d.played_value) in d.alternatives
        assert d.loss == pytest.approx(d.best_value - d.played_value) and d.loss >= 0
        assert d.phase in ("early", "middle", "late") and d.reason and d.played_text
    assert ipso_review.summary.total_loss == pytest.approx(sum(d.loss for d in ipso_review.decisions))
    assert sum(ipso_review.summary.loss_by_phase.values()) == pytest.approx(ipso_review.summary.total_loss)


def test_grades_follow_the_games_thresholds_in_points(ipso_review):
    low, mid, high = games.spec("ipso").grades
    assert [grade_of(x, (low, mid, high)) for x in (0, low - 0.01, low, mid - 0.01, mid, high - 0.01, high, 99)] == [
        "good",
        "good",
        "inaccuracy",
        "inaccuracy",
        "mistake",
        "mistake",
        "blunder",
        "blunder",
    ]
    for d in ipso_review.decisions:
        assert d.grade == ("good" if d.forced else grade_of(d.loss, (low, mid, high)))
    counts = ipso_review.summary.counts
    assert sum(counts.values()) == sum(not d.forced for d in ipso_review.decisions) and set(counts) == set(GRADES)
    biggest = ipso_review.summary.biggest
    assert len(biggest) <= 3 and all(d.grade != "good" for d in biggest)
    assert [d.loss for d in biggest] == sorted((d.loss for d in biggest), reverse=True)


def test_a_decision_is_weighed_on_more_deals_until_its_loss_clears_the_grade_lines_up_to_a_cap(ipso_review):
    lines, cap = games.spec("ipso").grades, games.spec("ipso").review_deals
    for d in ipso_review.decisions:
        low, high = d.interval
        assert low <= d.loss <= high or d.loss == low == high == 0
        straddles = any(low < line <= high for line in lines)
        assert SAMPLES <= d.deals <= cap * SAMPLES and d.deals % SAMPLES == 0
        assert not straddles or d.deals == cap * SAMPLES  # more deals while it straddles, up to the cap
        if d.deals > SAMPLES and d.deals < cap * SAMPLES:
            assert not straddles
        assert bool(d.between) == (straddles and not d.forced)
    unsure = next(d for d in ipso_review.decisions if d.between)
    assert unsure.label("en").startswith(f"about {unsure.loss:.1f} point") and " or " in unsure.label("en")
    assert unsure.label("fr").startswith(f"environ {unsure.loss:.1f} point") and " ou " in unsure.label("fr")
    assert unsure.label("en") in ipso_review.to_text()


def test_the_review_is_seeded_and_the_same_with_two_workers(ipso_game, ipso_review):
    record = ipso_game.record()
    assert quick(record, workers=2) == ipso_review
    assert quick(record, seed=1) != ipso_review


def test_the_review_uses_the_machines_cores_by_default_at_most_four(monkeypatch):
    import os

    from cardkit.coach import analysis

    assert analysis.default_workers() == max(1, min(4, len(os.sched_getaffinity(0))))
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: set(range(16)))
    assert analysis.default_workers() == 4
    monkeypatch.setattr(analysis.sys, "platform", "emscripten")  # Pyodide starts no processes
    assert analysis.default_workers() == 1
    used = []
    monkeypatch.setattr(analysis, "_run", lambda jobs, workers, report: used.append(workers) or [])
    cardkit.review(bot_game("ipso", 2, moves=0).record(), 0, progress=False)
    assert used == [1]


def test_the_review_round_trips_through_json(ipso_review):
    text = json.dumps(ipso_review.to_json())
    assert Review.from_json(json.loads(text)) == ipso_review


def _swap_hidden(seed: int):
    """A hand of Rummy 500 where one card seat 1 held all along and one stock card never drawn can
    trade places without seat 0 seeing any difference: the same moves, different hidden cards (of the same
    points, since the cards left in hand count in the final score, which everyone sees)."""
    state = bot_game("rummy500", seed)
    if state.ended != "out" or not state.stock:
        return None
    dealt = RummyState.new(state.options, seed)
    kept = [c for c in indices_of(state.hands[1]) if dealt.hands[1] & BIT[c]]
    swaps = [(held, unseen) for held in kept for unseen in state.stock if POINTS[held] == POINTS[unseen]]
    return (state, *swaps[0]) if swaps else None


def test_the_review_never_reads_the_hidden_cards(monkeypatch):
    state, held, unseen = next(found for seed in range(40) if (found := _swap_hidden(seed)))
    honest = quick(state.record())
    deal = RummyState._deal

    def other_hidden_cards(self, rng):
        deal(self, rng)
        self.hands[1] ^= BIT[held] | BIT[unseen]
        self.stock[self.stock.index(unseen)] = held

    monkeypatch.setattr(RummyState, "_deal", other_hidden_cards)
    changed = RummyState.new(state.options, state.seed)
    for action in state.history:
        changed.apply(action)
    assert changed.hands[1] != state.hands[1]  # the opponent really held other cards
    assert quick(state.record()) == honest


def test_a_match_is_reviewed_deal_by_deal():
    match = Match("house_of_suits", None, seed=2)
    bots = [make_bot("house_of_suits", "normal", i) for i in range(2)]
    while len(match.deals) < 2 or len(match.current.history) < 6:  # the first game and a start of the second
        if match.current.is_over():
            match.next_deal()
        state = match.current
        match.apply(bots[state.to_move()].choose(state.view(state.to_move())))
    calls = []
    result = cardkit.review(match, 1, samples=SAMPLES, progress=lambda done, total: calls.append((done, total)))
    assert {d.deal for d in result.decisions} == {0, 1}
    n = len(result.decisions)
    assert calls == [(i, n) for i in range(n + 1)]  # the progress of every decision weighed
    assert "\nGame 2, move " in result.to_text() and "\nGame 1, move " in result.to_text()


def test_the_summary_says_points_given_up_are_expected_and_shows_the_real_final_margin(ipso_game, ipso_review):
    from cardkit.core.bots import margin

    s = ipso_review.summary
    assert s.final_margin == margin(ipso_game, 0)
    assert f"gave up {s.total_loss:.1f} expected points" in s.message
    assert "Points given up are expected points" in s.message
    assert f"The real final margin (your score less the best other score) was {s.final_margin:+g} point" in s.message
    french = quick(ipso_game.record(), language="fr").summary.message
    assert "points espérés" in french and "La marge finale réelle" in french and f"{s.final_margin:+g}" in french
    unfinished = quick(bot_game("ipso", 3, moves=8).record()).summary
    assert unfinished.final_margin is None and "expected points" in unfinished.message
    assert "real final margin" not in unfinished.message


def test_a_seat_that_never_moved_gets_an_empty_review_that_says_so():
    state = bot_game("ipso", 1, moves=1)
    result = quick(state.record(), seat=1)
    assert result.decisions == [] and result.summary.total_loss == 0 and result.summary.biggest == []
    assert "made no move" in result.summary.message and "made no move" in result.to_text()
    assert "aucun coup" in quick(state.record(), seat=1, language="fr").summary.message


def test_reasons_are_given_in_english_and_in_french():
    record = bot_game("house_of_suits", 4).record()
    en, fr = quick(record), quick(record, language="fr")
    assert [d.played_value for d in en.decisions] == [d.played_value for d in fr.decisions]
    for a, b in zip(en.decisions, fr.decisions):
        assert a.reason and b.reason and a.reason != b.reason
    assert any("Expert's choice" in d.reason or d.reason.startswith("Better:") for d in en.decisions)
    assert any("choix de l'Expert" in d.reason or d.reason.startswith("Mieux\u00a0:") for d in fr.decisions)
    assert "Analyse de House of Suits, joueur 1" in fr.to_text()


def _refused(source, *args, **kwargs) -> str:
    calls = []
    with pytest.raises(CardkitError) as error:
        cardkit.review(source, *args, progress=lambda done, total: calls.append(done), **kwargs)
    assert calls == []  # refused before any work
    return str(error.value)


def test_bad_input_is_refused_before_any_work(tmp_path):
    state = bot_game("ipso", 2, moves=6)
    record = state.record()
    assert "no seat 2" in _refused(record, 2) and "no seat -1" in _refused(record, -1)
    assert "no seat True" in _refused(record, True)
    assert "Unknown game 'chess'" in _refused(record._replace(game="chess"), 0)
    illegal = record._replace(actions=record.actions[:3] + (KeepStar(),) + record.actions[3:])
    assert "move 4 of deal 1 is illegal" in _refused(illegal, 0)
    assert "not of Rummy 500" in _refused(record, 0, game="rummy500")
    assert "needs the Expert" in _refused(record, 0, level="normal")
    assert "workers" in _refused(record, 0, workers=0)
    text = save_game(state)
    cut = text[: len(text) // 2]
    assert "not valid JSON" in _refused(cut, 0)
    flipped = text.replace('"seed": 2', '"seed": 3')
    assert "checksum" in _refused(flipped, 0)
    path = tmp_path / "game.json"
    path.write_text(json.dumps({**json.loads(text), "kind": "match"}))
    assert "checksum" in _refused(path, 0)
    assert "Cannot read the game file" in _refused(tmp_path / "missing.json", 0)
    assert "not a int" in _refused(3, 0)


def test_the_command_line_prints_a_review_as_text_or_json(tmp_path, capsys):
    path = tmp_path / "game.json"
    path.write_text(save_game(bot_game("ipso", 3)))
    common = ["review", str(path), "--seat", "0", "--samples", str(SAMPLES), "--quiet"]
    assert main(common) == 0
    out = capsys.readouterr().out
    assert out.startswith("Review of Ipso, player 1") and "gave up" in out
    assert main([*common, "--format", "json"]) == 0
    shown = Review.from_json(json.loads(capsys.readouterr().out))
    assert shown == quick(path)
    assert main([*common, "--language", "fr"]) == 0
    assert "Analyse d'Ipso, joueur 1" in capsys.readouterr().out
    assert main(["review", str(path), "--seat", "4", "--quiet"]) == 2
    assert "no seat 4" in capsys.readouterr().err


def test_values_weigh_the_moves_on_the_same_deals_as_choose():
    view = bot_game("ipso", 5, moves=2).view(0)
    chooser, weigher = make_bot("ipso", "expert", 7), make_bot("ipso", "expert", 7)
    chooser.samples = weigher.samples = SAMPLES
    chooser.choose(view)
    assert weigher.values(view) == chooser.last_values
    played = next(a for a in view.legal if a not in chooser.last_values)
    values = make_bot("ipso", "expert", 7).values(view, [played])
    assert list(values) == [played]
    with pytest.raises(CardkitError, match="must be legal moves"):
        make_bot("ipso", "expert", 7).values(view, [Replace(0, 99)])


@pytest.mark.parametrize("game", games.names())
def test_the_texts_name_only_cards_the_seat_had_seen(game):
    """The leak scanner of cardkit.testing over every decision's texts: each names only cards the
    seat had seen by the end of that move (its own, the table's, what was shown to it)."""
    from cardkit.testing import scan_text

    state = bot_game(game, 6)
    result = quick(state.record(), seat=1, language="fr")
    board, replay, seen = games.spec(game).board, game_class(game).new(state.options, state.seed), set()
    by_index = {d.index: d for d in result.decisions}
    for index, action in enumerate(state.history):
        replay.apply(action)
        seen |= board.seen(replay.view(1))
        if index in by_index:
            scan_text(by_index[index].reason + " " + by_index[index].played_text, board, seen, seat=1)
    assert by_index


def test_a_game_declares_its_grades_as_three_growing_numbers_of_points():
    import dataclasses

    spec = dataclasses.replace(games.spec("ipso"), name="ipso_grades", grades=(5.0, 2.0, 1.0))
    with pytest.raises(TypeError, match="grades are three growing positive numbers"):
        games.register(spec)
    with pytest.raises(TypeError, match="phase is a function of a view"):
        games.register(dataclasses.replace(spec, grades=None, phase="early"))
    for deals in (0, 2.5, True, "64"):
        with pytest.raises(TypeError, match="review_deals is a whole number of times the judge's deals"):
            games.register(dataclasses.replace(spec, grades=None, review_deals=deals))
    assert "ipso_grades" not in games.names()


def test_a_game_may_weigh_a_decision_in_doubt_on_more_deals_house_of_suits_on_up_to_128_times():
    from cardkit.coach.hints import MORE_DEALS

    most = games.spec("house_of_suits").review_deals
    assert most == 128 and games.spec("ipso").review_deals == 256 and games.spec("rummy500").review_deals == 6
    review = quick(bot_game("house_of_suits", 4).record())
    lines = games.spec("house_of_suits").grades
    for d in review.decisions:
        straddles = any(d.interval[0] < line <= d.interval[1] for line in lines)
        if d.deals < SAMPLES:  # the last moves: every possible deal (as few as the cards left), the loss exact
            assert d.interval == pytest.approx((d.loss, d.loss), abs=0.01) and not straddles
            continue
        assert SAMPLES <= d.deals <= most * SAMPLES and d.deals % SAMPLES == 0
        assert not straddles or d.deals == most * SAMPLES
    assert max(d.deals for d in review.decisions) > MORE_DEALS * SAMPLES


def test_a_review_carries_its_game_so_it_shows_itself_as_a_widget_or_a_page(ipso_game, ipso_review):
    assert ipso_review.records == (ipso_game.record(),)
    page = ipso_review.to_html()
    assert page.startswith("<!DOCTYPE html>") and "<script" not in page
    widget = ReviewWidget(ipso_review)
    assert widget.review is ipso_review and widget.scene["areas"]


class _ScriptedJudge:
    """A judge whose play-outs are given: each batch of deals, each move's final margins."""

    def __init__(self, batches: list[dict]) -> None:
        self.batches, self.samples, self.asked = batches, 4, []

    def moves(self, view):
        return list(view.legal[1:3])

    def every_deal_values(self, view, moves):
        return None

    def deal_values(self, view, moves, deals):
        batch = self.batches[len(self.asked)]
        self.asked.append(list(moves))
        return [list(batch[m]) for m in moves]


def test_a_move_left_behind_is_valued_below_the_move_it_was_clearly_behind_by_their_gap_on_its_deals(monkeypatch):
    from cardkit.coach import hints

    view = bot_game("ipso", 3, moves=0).view(0)
    played, best, behind = view.legal[0], view.legal[1], view.legal[2]
    # The first deals are lucky for every move; ``behind`` is clearly behind ``best`` on them and is left
    # there, while the others are played out on unlucky deals too. Its plain mean (13) would beat ``best``'s (9).
    judge = _ScriptedJudge(
        [
            {played: [10, 10, 12, 8], best: [15, 17, 15, 17], behind: [14, 12, 14, 12]},
            {played: [0, 0, 0, 0], best: [1, 3, 1, 3]},
        ]
    )
    monkeypatch.setattr(hints, "make_bot", lambda game, level, seed: judge)
    weighed = hints.weigh(view, played=played, lines=(5.0,), most=2)
    assert judge.asked == [[best, behind, played], [best, played]]  # the second deals only where the grade is decided
    values = dict(weighed.ranked)
    assert [move for move, _ in weighed.ranked] == [best, behind, played]
    assert values[played] == 5 and values[best] == 9
    assert values[behind] == 9 - 3  # ``best``'s value less its gap to it on the deals they share
    low, high = weighed.interval
    assert low < values[best] - values[played] == 4 < high  # the loss is the middle of its own interval
