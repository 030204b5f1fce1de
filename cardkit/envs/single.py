"""One seat of a game's environment as a Gymnasium environment, the other seats played by the kit's bots."""

from __future__ import annotations

from typing import Any

import gymnasium

from cardkit.core.bots import make_bot
from cardkit.core.game import bad_option
from cardkit.envs.aec import CardEnv
from cardkit.i18n import Text


class SingleAgent(gymnasium.Env):
    """``seat`` of ``env`` (a ``raw_env``) learns; every other seat is a bot of level ``opponent``
    ("random", "beginner", "normal" or "expert"), seeded from ``reset``'s seed.

    An observation is the seat's (``{"observation", "action_mask"}``), a step plays the seat's action
    and then the bots' until the seat is to act again or the match is over; the reward is the seat's
    points of each deal that ended on the way.
    """

    def __init__(self, env: CardEnv, opponent: str = "beginner", seat: int = 0) -> None:
        self.env = env
        self.opponent = opponent
        players = len(env.possible_agents)
        if type(seat) is not int or not 0 <= seat < players:
            raise bad_option(env.declared.space.title, "seat", Text("envs.bad_seat", last=players - 1, seat=repr(seat)))
        make_bot(env.declared.game, opponent)  # an unknown level, or one the game lacks: refused now
        self.seat = seat
        self.agent = env.possible_agents[seat]
        self.observation_space = env.observation_space(self.agent)
        self.action_space = env.action_space(self.agent)
        self.render_mode = env.render_mode
        self.metadata = {"render_modes": env.metadata["render_modes"]}
        self.bots: dict[int, Any] = {}

    def reset(self, *, seed: int | None = None, options: dict | None = None) -> tuple[dict, dict]:
        super().reset(seed=seed)
        self.env.reset(seed=seed)
        seeds = int(self.np_random.integers(1 << 62))
        self.bots = {
            s: make_bot(self.env.declared.game, self.opponent, seeds + s)
            for s in range(len(self.env.possible_agents))
            if s != self.seat
        }
        self._bots_play()  # a deal ends on a move, never before the first one: no points yet
        return self.env.observe(self.agent), {}

    def step(self, action: Any) -> tuple[dict, float, bool, bool, dict]:
        self.env.step(action)
        reward = self.env.rewards[self.agent] + self._bots_play()
        over = self.env.terminations[self.agent]
        return self.env.observe(self.agent), float(reward), over, False, {}

    def _bots_play(self) -> float:
        """The bots' moves until the seat is to act or the match is over; the seat's points on the way."""
        env, reward = self.env, 0.0
        while not env.terminations[self.agent] and env.agent_selection != self.agent:
            seat = env.seat(env.agent_selection)
            move = self.bots[seat].choose(env.state.view(seat))
            env.step(env.declared.space.index_of(move))
            reward += env.rewards[self.agent]
        return reward

    def render(self) -> str | None:
        return self.env.render()
