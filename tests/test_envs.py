"""The PettingZoo environments (``cardkit.envs``) and their Gymnasium one-seat view.

PettingZoo's own API and seed tests, the action space both ways, observations that encode exactly the
seat's view (no more: hidden information; no less: two different views never look alike), rewards that
are the game's points, and bad input refused by name with nothing changed.
"""

from __future__ import annotations

import copy
import dataclasses
import json
import random
import re
import warnings
from pathlib import Path

import numpy as np
import pytest
from gymnasium.utils import env_checker as checker, passive_env_checker as passive
from pettingzoo.test import api_test, seed_test

from cardkit import envs, games, testing
from cardkit.core import BadOptions, CardkitError, IllegalAction

GAMES = tuple(envs.MODULES)
DOCS = (Path(__file__).resolve().parent.parent / "docs" / "envs.md").read_text(encoding="utf-8")


def first_legal(env) -> int:
    return int(np.flatnonzero(env.observe(env.agent_selection)["action_mask"])[0])


@pytest.mark.parametrize("game", GAMES)
def test_pettingzoo_s_api_and_seed_tests_pass_for_every_configuration(game):
    module = envs.module(game)
    for options in testing.configurations(game)[:3]:
        with warnings.catch_warnings():
            # A dict observation {"observation", "action_mask"} is what PettingZoo's classic envs give;
            # its test warns about every such env.
            warnings.filterwarnings("ignore", "Observation (space for each agent probably|is not a NumPy)")
            api_test(module.env(**options), num_cycles=100)
        seed_test(lambda options=options: module.env(**options), num_cycles=100)


@pytest.mark.parametrize("game", GAMES)
def test_the_action_space_maps_to_the_engine_s_actions_and_back(game):
    module = envs.module(game)
    space = module.SPACE
    assert module.env().action_space("player_0").n == space.n == len(set(space.actions))
    for index in range(space.n):
        assert module.index_of(module.action_of(index)) == index
    assert set(games.spec(game).actions) == {type(a) for a in space.actions}
    for deal in (0, 1):
        _match, state, _rng = next(testing.random_deals(game, 1, deal))
        rng = random.Random(deal)
        while not state.is_over():
            for action in state.legal_actions():
                assert module.action_of(module.index_of(action)) == action
            state.play(state.legal_actions()[rng.randrange(len(state.legal_actions()))])
    with pytest.raises(IllegalAction, match=f"from 0 to {space.n - 1}"):
        module.action_of(space.n)
    with pytest.raises(IllegalAction, match="has no index"):
        module.index_of(("Draw",))


@pytest.mark.parametrize("game", GAMES)
def test_the_engine_accepts_exactly_the_actions_the_mask_allows(game):
    # The environment plays an action through apply(), whose refusal it passes on: what apply accepts
    # must be what the mask allows.
    module = envs.module(game)
    checked = 0
    for step, (state, seat) in enumerate(positions(game, 2)):
        if step % 7 or seat != state.to_move():
            continue
        checked += 1
        mask = module.observe(state.view(seat))["action_mask"]
        for index, action in enumerate(module.SPACE.actions):
            try:
                state.clone().apply(action)
                accepted = 1
            except IllegalAction:
                accepted = 0
            assert accepted == mask[index], (action, state.history)
    assert checked >= 2


def test_a_meld_s_cards_in_any_order_are_its_one_index():
    from cardkit.envs import rummy500_v0
    from cardkit.rummy500 import Meld, ids

    assert rummy500_v0.index_of(Meld(ids("9S 7S 8S"))) == rummy500_v0.index_of(Meld.of("7S 8S 9S"))
    with pytest.raises(IllegalAction):
        rummy500_v0.index_of(Meld((7, 7, 99)))


@pytest.mark.parametrize("game", GAMES)
def test_docs_envs_documents_every_field_of_the_observation_in_order(game):
    module = envs.module(game)
    section = DOCS[DOCS.index(f": `cardkit.envs.{module.GAME.module}`\n") :]
    rows = re.findall(r"^\| `(\w+)` \| (\d+) \| (\d+)", section, re.M)
    documented = [(name, int(start), int(size)) for name, start, size in rows][: len(module.LAYOUT.fields)]
    assert documented == [(f.name, module.LAYOUT[f.name].start, f.size) for f in module.LAYOUT.fields]
    assert f"{module.SPACE.n} actions" in section


def positions(game: str, deals: int):
    """(state, seat) at every step of random deals of every configuration, for every seat."""
    for _match, state, rng in testing.random_deals(game, deals, seed=3):
        while True:
            for seat in range(state.num_players):
                yield state, seat
            if state.is_over():
                break
            legal = state.legal_actions()
            state.play(legal[rng.randrange(len(legal))])


@pytest.mark.parametrize("game", GAMES)
def test_an_observation_encodes_the_seat_s_view_exactly_and_stays_in_its_space(game):
    module = envs.module(game)
    space = module.env().observation_space("player_0")
    seen: dict[bytes, str] = {}
    for state, seat in positions(game, len(testing.configurations(game))):
        view = state.view(seat)
        observation = module.observe(view)
        assert space.contains(observation)
        assert [module.action_of(i) for i in np.flatnonzero(observation["action_mask"])] == sorted(
            view.legal, key=module.index_of
        )
        key = observation["observation"].tobytes() + observation["action_mask"].tobytes()
        text = json.dumps(view.to_json(), sort_keys=True, default=str)
        assert seen.setdefault(key, text) == text, "two different views give the same observation"
    assert len(seen) > 100


@pytest.mark.parametrize("game", GAMES)
def test_hidden_information_holds_in_the_observations(game):
    counts = testing.check_observations(game, matches=2, seed=1)
    assert counts["matches"] == 2 and counts["observations compared"] >= 2 * counts["steps"] > 0
    assert counts["re-dealt deals that differ"] > counts["observations compared"] // 2


def test_the_check_catches_an_observation_that_shows_a_face_down_card(monkeypatch):
    from cardkit.ipso import IpsoState

    view = IpsoState.view
    monkeypatch.setattr(
        IpsoState,
        "view",
        lambda self, seat: dataclasses.replace(view(self, seat), pyramids=tuple(tuple(p) for p in self.pyramids)),
    )
    with pytest.raises(testing.Violation, match="observation of player_0 changes"):
        testing.check_observations("ipso", matches=1)


@pytest.mark.parametrize("game", GAMES)
def test_rewards_are_each_deal_s_points_and_add_up_to_the_match(game):
    env = envs.module(game).raw_env()
    env.reset(seed=5)
    received = dict.fromkeys(env.possible_agents, 0)
    deals = []
    rng = random.Random(5)
    for agent in env.agent_iter():
        observation, reward, terminated, truncated, _ = env.last()
        received[agent] += reward
        if terminated or truncated:
            env.step(None)
            continue
        if env.state not in deals:
            deals.append(env.state)
        legal = np.flatnonzero(observation["action_mask"])
        env.step(int(legal[rng.randrange(len(legal))]))
    assert env.match.is_over() and len(env.match.deals) == len(deals)
    assert list(received.values()) == env.match.totals()


def test_bad_actions_are_refused_by_name_and_change_nothing():
    from cardkit.envs import ipso_v0

    env = ipso_v0.raw_env(players=2)
    env.reset(seed=2)
    before = copy.deepcopy((vars(env.state), env.agent_selection, env.rewards, env._cumulative_rewards))
    for bad in (45, -1, 1.0, "3", True, None):
        with pytest.raises(IllegalAction, match=r"a whole number from 0 to 44.*Legal now for player_0: 0 \(Put the"):
            env.step(bad)
    with pytest.raises(
        IllegalAction,
        match=r"Action 28 \(KeepStar\(\)\) is not legal for player_0 now.*final "
        r"round.*Legal now: 0 \(",
    ):
        env.step(28)
    with pytest.raises(IllegalAction) as refusal:
        env.step(44)
    assert refusal.value.explain("fr").startswith("L'action 44")
    assert copy.deepcopy((vars(env.state), env.agent_selection, env.rewards, env._cumulative_rewards)) == before
    while not env.terminations[env.agent_selection]:
        env.step(first_legal(env))
    with pytest.raises(IllegalAction, match="The match is over: player_[01] has no more moves"):
        env.step(0)
    env.step(None)
    env.step(None)
    assert env.agents == []


def test_the_game_s_options_are_keywords_refused_in_the_form_s_words():
    from cardkit.envs import house_of_suits_v0, ipso_v0, rummy500_v0

    assert rummy500_v0.env(target=250).unwrapped.match.rules.options.target == 250
    with pytest.raises(BadOptions, match="a match is played to 500 or 250 points, not 300"):
        rummy500_v0.env(target=300)
    with pytest.raises(BadOptions, match="Unknown option 'suit' for House of Suits; the options are: suits, games"):
        house_of_suits_v0.env(suit=5)
    with pytest.raises(BadOptions, match="six-game match plays two games each"):
        house_of_suits_v0.env(games=6, suits=5)
    with pytest.raises(BadOptions, match="'odd_even' of Ipso: expected true or false"):
        ipso_v0.env(odd_even="yes")
    with pytest.raises(BadOptions, match='render_mode is None, "ansi"'):
        ipso_v0.env(render_mode="human")


@pytest.mark.parametrize("game", GAMES)
def test_render_draws_the_board_the_agent_to_act_sees(game):
    module = envs.module(game)
    text_env, svg_env = module.env(render_mode="ansi"), module.env(render_mode="svg")
    for env in (text_env, svg_env):
        env.reset(seed=1)
    text, svg = text_env.render(), svg_env.render()
    assert "As seen by Player" in text and "[??]" in text
    assert svg.startswith("<svg") and svg.endswith("</svg>")


@pytest.mark.parametrize("game", GAMES)
def test_one_seat_against_the_bots_is_a_gymnasium_env(game):
    module = envs.module(game)
    single = envs.SingleAgent(module.raw_env(), opponent="beginner", seat=1)
    # Gymnasium's check_env, less its step checks: they step with actions drawn from the whole space
    # before the reset that sets the position, which the env refuses unless legal. Stepping is checked
    # below with legal actions.
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the checker's advice on dict spaces
        passive.check_observation_space(single.observation_space)
        passive.check_action_space(single.action_space)
        checker.check_reset_return_type(single)
        checker.check_reset_seed_determinism(single)
        checker.check_reset_options(single)
        passive.env_reset_passive_checker(single)
        first = int(np.flatnonzero(single.reset(seed=9)[0]["action_mask"])[0])
        passive.env_step_passive_checker(single, first)
    again = [single.reset(seed=9) and single.step(first)[0]["observation"] for _ in range(2)]
    assert (again[0] == again[1]).all()
    observation, _ = single.reset(seed=4)
    total, over = 0.0, False
    while not over:
        legal = np.flatnonzero(observation["action_mask"])
        observation, reward, over, truncated, _ = single.step(int(legal[0]))
        total += reward
    assert total == single.env.match.totals()[1]


def test_one_seat_refuses_an_unknown_level_or_seat():
    from cardkit.envs import ipso_v0

    with pytest.raises(CardkitError, match="Unknown bot level 'master'; the levels are: random, beginner"):
        envs.SingleAgent(ipso_v0.raw_env(), opponent="master")
    with pytest.raises(BadOptions, match="seat from 0 to 1, not 2"):
        envs.SingleAgent(ipso_v0.raw_env(), seat=2)
