"""Bots at every level, for every game: legal, seeded, and blind to what their seat cannot see."""

import json
import random
from concurrent.futures import ThreadPoolExecutor

import pytest

from cardkit.cli import main
from cardkit.core import CardkitError, game_class
from cardkit.core.arena import arena, play_game, wilson
from cardkit.core.bots import LEVELS, make_bot
from cardkit.games import names

GAMES = names()

FAST_OPTIONS = {"ipso": {"players": 2}, "rummy500": {"players": 2}, "house_of_suits": {"suits": 4}}


def play(game, levels, seed, options=None):
    state = game_class(game).new(options or FAST_OPTIONS[game], seed)
    bots = [make_bot(game, level, seed + i) for i, level in enumerate(levels)]
    while not state.is_over():
        seat = state.to_move()
        view = state.view(seat)
        action = bots[seat].choose(view)
        assert action in view.legal
        state.apply(action, seat)
    return state


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("level", LEVELS)
def test_every_bot_plays_legal_moves_to_the_end(game, level):
    assert play(game, [level, "random"], seed=1).is_over()


@pytest.mark.parametrize("game", GAMES)
def test_seeded_bots_are_deterministic(game):
    # A Rummy 500 hand cut at 12 turns: 30 of the Expert's and Normal's decisions, a quarter of a whole hand's time.
    options = {**FAST_OPTIONS[game], "turn_limit": 12} if game == "rummy500" else None
    first = play(game, ["expert", "normal"], seed=2, options=options).history
    assert len(first) > 20 and play(game, ["expert", "normal"], seed=2, options=options).history == first


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("level", ["beginner", "normal", "expert"])
def test_a_bot_decides_the_same_whatever_the_cards_its_seat_cannot_see(game, level):
    # The bot is given the view of a re-dealt world that looks the same from its seat: if it read
    # anything hidden, its choice (with the same seed) could differ.
    rng = random.Random(5)
    for seed in range(4):
        state = game_class(game).new(FAST_OPTIONS[game], seed)
        for _ in range(rng.randrange(8)):
            state.apply(state.legal_actions()[0])
        seat = state.to_move()
        world = state.resample(seat, random.Random(seed))
        real = make_bot(game, level, 7).choose(state.view(seat))
        assert make_bot(game, level, 7).choose(world.view(seat)) == real


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("level", LEVELS)
def test_every_bot_gives_a_hint_with_a_reason_in_english_and_french(game, level):
    state = game_class(game).new(FAST_OPTIONS[game], 3)
    view = state.view(state.to_move())
    for language in ("en", "fr"):
        hint = make_bot(game, level, 1).hint(view, language)
        assert hint.action in view.legal
        assert len(hint.reason) > 20 and hint.reason.endswith((".", ")"))


def test_unknown_bot_names_are_refused():
    with pytest.raises(CardkitError, match="Unknown bot level 'wizard'"):
        make_bot("ipso", "wizard")
    with pytest.raises(CardkitError, match="Unknown game"):
        make_bot("poker", "normal")


@pytest.mark.parametrize("game", GAMES)
def test_a_bot_asked_to_move_for_a_seat_not_on_turn_refuses(game):
    state = game_class(game).new(FAST_OPTIONS[game], 4)
    idle = next(s for s in range(state.num_players) if s != state.to_move())
    for level in LEVELS:
        with pytest.raises(CardkitError, match="only on its own turn"):
            make_bot(game, level).choose(state.view(idle))


def test_a_search_budget_must_be_positive():
    from cardkit.core.bots import SampleBot, SearchBot

    with pytest.raises(ValueError, match="budget must be positive"):
        SampleBot(0, rollout=lambda s, r: None)
    with pytest.raises(ValueError, match="budget must be positive"):
        SearchBot(iterations=10, seconds=-1)


# ---- the arena


def test_the_arena_swaps_seats_and_ranks_the_bots():
    result = arena("house_of_suits", ["normal", "random"], 20, seed=1, workers=2, progress=False)
    assert [r.seats for r in result.games[:2]] == [("normal", "random"), ("random", "normal")]
    normal, random_ = result.standings
    assert normal.games == random_.games == 20
    assert normal.wins + random_.wins == 20
    assert normal.low <= normal.win_rate <= normal.high
    assert normal.mean_margin == -random_.mean_margin
    assert "win rate" in result.table() and "95% CI" in result.table()


def test_the_arena_is_seeded():
    a = arena("ipso", ["normal", "beginner"], 6, seed=9, executor=ThreadPoolExecutor(2), progress=False)
    b = arena("ipso", ["normal", "beginner"], 6, seed=9, workers=1, progress=False)
    assert [(g.seed, g.seats, g.totals, g.moves) for g in a.games] == [
        (g.seed, g.seats, g.totals, g.moves) for g in b.games
    ]


def test_one_worker_plays_in_this_process_so_pyodide_can_run_the_arena(monkeypatch):
    # Pyodide cannot start processes: workers=1 must not even create a pool, and a bot made in a
    # notebook cell (a lambda, which no pool could pickle) is fine in this process.
    import cardkit.core.arena as arena_module

    def no_pool(*args, **kwargs):
        raise AssertionError("workers=1 started a process pool")

    monkeypatch.setattr(arena_module, "ProcessPoolExecutor", no_pool)
    made = []
    result = arena(
        "ipso",
        [lambda seed: made.append(seed) or make_bot("ipso", "normal", seed), "random"],
        4,
        seed=5,
        workers=1,
        progress=False,
    )
    assert len(result.games) == 4 and len(made) == 4 and not result.problems
    with pytest.raises(ValueError, match="workers is 1"):
        arena("ipso", ["normal", "random"], 2, workers=0, progress=False)


def crashing_bot(seed):
    class Crash:
        def choose(self, view):
            raise RuntimeError("out of ideas")

    return Crash()


def test_a_bot_that_raises_is_reported_with_the_game_seed_and_the_run_goes_on():
    result = arena("ipso", [crashing_bot, "random"], 4, seed=2, executor=ThreadPoolExecutor(2), progress=False)
    assert len(result.problems) == 4
    assert all("failed: RuntimeError: out of ideas" in p and p.startswith("seed ") for p in result.problems)
    assert str(result.games[0].seed) in result.problems[0]


def test_a_bot_over_its_time_budget_is_reported():
    result = play_game("ipso", ["expert", "random"], None, seed=3, max_seconds=0.0)
    assert "took" in result.problem and result.totals


def test_bad_arena_requests_are_refused_up_front():
    with pytest.raises(CardkitError, match="wizard"):
        arena("ipso", ["wizard", "normal"], 2, progress=False)
    with pytest.raises(ValueError, match="3 bots were named"):
        arena("ipso", ["normal"] * 3, 2, progress=False)
    with pytest.raises(ValueError, match="positive"):
        arena("ipso", ["normal", "normal"], 0, progress=False)


def test_the_arena_runs_on_a_dask_cluster():
    import distributed  # part of the test extra

    with (
        distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster,
        distributed.Client(cluster) as client,
    ):
        result = arena(
            "house_of_suits", ["normal", "beginner"], 8, seed=4, executor=client.get_executor(), progress=False
        )
    local = arena("house_of_suits", ["normal", "beginner"], 8, seed=4, workers=1, progress=False)
    assert [g.totals for g in result.games] == [g.totals for g in local.games]


def test_wilson_interval():
    low, high = wilson(70, 100)
    assert 0.60 < low < 0.70 < high < 0.79


# ---- the command line


def test_cardkit_arena_prints_the_table(capsys):
    assert main(["arena", "ipso", "--bots", "normal,random", "--games", "6", "--workers", "1", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0].split()[:3] == ["bot", "games", "wins"]
    assert "normal" in out and "random" in out


def test_cardkit_simulate_writes_json_and_csv(capsys, tmp_path):
    assert (
        main(
            ["simulate", "house_of_suits", "--bots", "normal,random", "--games", "3", "--workers", "1", "-o", "suits=5"]
        )
        == 0
    )
    rows = json.loads(capsys.readouterr().out)
    assert len(rows) == 6 and {r["bot"] for r in rows} == {"normal", "random"}
    path = tmp_path / "out.csv"
    assert (
        main(
            [
                "simulate",
                "ipso",
                "--games",
                "2",
                "--format",
                "csv",
                "--output",
                str(path),
                "-o",
                "players=3",
                "--bots",
                "normal,beginner,random",
                "--workers",
                "1",
            ]
        )
        == 0
    )
    assert path.read_text().splitlines()[0].startswith("game,seed,seat,bot,score")
    assert len(path.read_text().splitlines()) == 1 + 6


def test_cardkit_arena_refuses_unknown_bots(capsys):
    assert main(["arena", "ipso", "--bots", "wizard,normal", "--games", "2"]) == 2
    assert "Unknown bot level 'wizard'" in capsys.readouterr().err
