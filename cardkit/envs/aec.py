"""The PettingZoo AEC environment every game's module builds (``ipso_v0``, ``rummy500_v0``, ``house_of_suits_v0``).

An environment plays a whole match of its game (``cardkit.core.Match``: the options of the game's form
as keywords, refused with the game's own words), one agent per seat, ``player_0`` ... Each agent
observes ``{"observation": the fixed-shape encoding of its seat's View, "action_mask": its legal
actions}``: the encoding reads the engine's ``view(seat)`` only, never the state, so it holds nothing
the seat cannot see. Rewards are the game's points, given to every seat at the end of each deal.
A bad action (outside the space, masked out, after the end) raises ``IllegalAction`` naming the legal
ones and changes nothing. docs/envs.md documents each game's fields and action space.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from cardkit import games
from cardkit.core import IllegalAction, Match, State, View
from cardkit.core.game import bad_option
from cardkit.i18n import Joined, Text
from cardkit.scene import diagram

RENDER_MODES = ("ansi", "svg")


# ------------------------------------------------------------------------------------ observations


@dataclass(frozen=True)
class Field:
    """A named run of entries of an observation: ``size`` whole numbers from ``low`` to ``high``."""

    name: str
    size: int
    low: int
    high: int


class Layout:
    """The fields of a game's observation, one after the other in a flat int32 array."""

    def __init__(self, *fields: Field) -> None:
        self.fields = fields
        self.slices: dict[str, slice] = {}
        start = 0
        for f in fields:
            self.slices[f.name] = slice(start, start + f.size)
            start += f.size
        self.size = start
        self.low = np.concatenate([np.full(f.size, f.low, np.int32) for f in fields])
        self.high = np.concatenate([np.full(f.size, f.high, np.int32) for f in fields])

    def __getitem__(self, name: str) -> slice:
        return self.slices[name]

    def space(self) -> spaces.Box:
        return spaces.Box(self.low, self.high, dtype=np.int32)

    def read(self, observation: np.ndarray) -> dict[str, np.ndarray]:
        """The observation cut into its named fields (for reading one, not for speed)."""
        return {f.name: observation[self.slices[f.name]] for f in self.fields}


# ------------------------------------------------------------------------------------ actions


class ActionSpace:
    """A game's fixed action space: index ``i`` is the engine's action ``actions[i]``, both ways."""

    def __init__(
        self, game: str, module: str, actions: Sequence[Any], spelling: Callable[[Any], Any] | None = None
    ) -> None:
        self.game = game
        self.module = module
        self.actions = tuple(actions)
        self.indices = {a: i for i, a in enumerate(self.actions)}
        self._spelling = spelling  # another spelling of an action (a meld's cards in any order) -> the listed one
        assert len(self.indices) == len(self.actions), f"{game}: an action is listed twice in its action space"

    @property
    def n(self) -> int:
        return len(self.actions)

    def action_of(self, index: int) -> Any:
        """The engine's action of action index ``index``."""
        if (
            isinstance(index, (bool, np.bool_))
            or not isinstance(index, (int, np.integer))
            or not 0 <= index < len(self.actions)
        ):
            raise IllegalAction("envs.bad_index", action=repr(index)[:40], game=self.title, last=len(self.actions) - 1)
        return self.actions[int(index)]

    def index_of(self, action: Any) -> int:
        """The action index of the engine's ``action`` (``action_of`` read backwards)."""
        try:
            found = self.indices.get(action)
        except TypeError:  # an unhashable value is no action
            found = None
        if found is None and self._spelling is not None:
            found = self.indices.get(self._spelling(action))
        if found is None:
            raise IllegalAction("envs.not_an_action", action=repr(action)[:60], game=self.title)
        return found

    def mask(self, legal: Sequence[Any]) -> np.ndarray:
        mask = np.zeros(len(self.actions), np.int8)
        indices = self.indices
        for action in legal:
            mask[indices[action]] = 1
        return mask

    @property
    def title(self) -> str:
        return games.spec(self.game).title()


class MoveText(Text):
    """A move in words (the game's ``move_text``), read in the reader's language."""

    def __init__(self, view: View, action: Any) -> None:
        super().__init__("envs.sep")
        self.view, self.action = view, action

    def render(self, language: str = "en") -> str:
        move_text = games.spec_of(self.view).move_text
        return move_text(self.view, self.action, language) if move_text else repr(self.action)


def legal_text(space: ActionSpace, view: View) -> Joined:
    """ "3 (Draw from the stock.); 5 (Take the 9♥ ...)": every legal action by index and in words."""
    return Joined(
        [
            Text("envs.legal_item", index=space.indices[a], move=MoveText(view, a))
            for a in sorted(view.legal, key=space.indices.__getitem__)
        ],
        "envs.sep",
    )


@dataclass(frozen=True)
class EnvGame:
    """What a game's environment module declares: its game, its observation and its action space."""

    game: str  # the registry's name
    module: str  # "ipso_v0"
    layout: Layout
    encode: Callable[[Any, np.ndarray], None]  # fills a zeroed array with the game's own view
    space: ActionSpace

    def observe(self, view: View) -> dict[str, np.ndarray]:
        """The observation of ``view``: its encoding and its legal actions' mask."""
        observation = np.zeros(self.layout.size, np.int32)
        self.encode(view, observation)
        return {"observation": observation, "action_mask": self.space.mask(view.legal)}

    def raw_env(self, render_mode: str | None = None, **options: Any) -> CardEnv:
        """A match of the game as an AEC environment, the options of its form (and its match's) as keywords."""
        return CardEnv(self, render_mode, **options)

    def env(self, render_mode: str | None = None, **options: Any) -> AECEnv:
        """``raw_env`` in PettingZoo's order-enforcing wrapper (no step before reset, no unknown attribute)."""
        return wrappers.OrderEnforcingWrapper(self.raw_env(render_mode, **options))


# ------------------------------------------------------------------------------------ the environment


class CardEnv(AECEnv):
    """A match of one of the kit's games as a PettingZoo AEC environment (see the module's doc)."""

    def __init__(self, declared: EnvGame, render_mode: str | None = None, **options: Any) -> None:
        super().__init__()
        spec = games.spec(declared.game)
        if render_mode is not None and render_mode not in RENDER_MODES:
            raise bad_option(spec.title(), "render_mode", Text("envs.bad_render_mode", mode=repr(render_mode)[:40]))
        self.declared = declared
        self.render_mode = render_mode
        self.options = options
        self.metadata = {"render_modes": list(RENDER_MODES), "name": declared.module, "is_parallelizable": False}
        self.match = Match(declared.game, options, 0)  # refuses bad options with the game's words
        self._seeds = random.Random()
        players = self.match.num_players
        self.possible_agents = [f"player_{seat}" for seat in range(players)]
        self.observation_spaces = {
            agent: spaces.Dict(
                {"observation": declared.layout.space(), "action_mask": spaces.Box(0, 1, (declared.space.n,), np.int8)}
            )
            for agent in self.possible_agents
        }
        self.action_spaces = {agent: spaces.Discrete(declared.space.n) for agent in self.possible_agents}
        self._start(self.match)

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    @property
    def state(self) -> State:
        """The deal being played (the engine's State: for the driver, never for an agent's eyes)."""
        return self.match.current

    def seat(self, agent: str) -> int:
        return self.possible_agents.index(agent)

    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        """A new match, dealt from ``seed`` (``Match(game, options, seed)``); without one, from the
        seeds that the last given one started. The game's options are ``env(...)``'s keywords."""
        if seed is not None:
            self._seeds = random.Random(seed)
            match_seed = seed
        else:
            match_seed = self._seeds.randrange(1 << 62)
        self._start(Match(self.declared.game, self.options, match_seed))

    def _start(self, match: Match) -> None:
        self.match = match
        self.agents = list(self.possible_agents)
        self.rewards = {agent: 0 for agent in self.agents}
        self._cumulative_rewards = {agent: 0 for agent in self.agents}
        self.terminations = {agent: False for agent in self.agents}
        self.truncations = {agent: False for agent in self.agents}
        self.infos: dict[str, dict] = {agent: {} for agent in self.agents}
        self.agent_selection = self.possible_agents[match.current.to_move() or 0]  # a new match: someone moves

    def set_position(self, state: State) -> None:
        """Play on from ``state`` (a deal of this environment's game, set up by hand or re-dealt) in
        place of the current deal; the match's earlier deals stay."""
        if (
            type(state) is not type(self.match.current)
            or state.num_players != self.match.num_players
            or state.is_over()
        ):
            raise TypeError(
                f"set_position takes a deal under way of this environment's game, with {self.match.num_players} players"
            )
        self.match.deals[-1] = state
        self._start(self.match)

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        return self.declared.observe(self.match.current.view(self.seat(agent)))

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            if action is not None:
                raise IllegalAction("envs.over" if self.match.is_over() else "envs.dead_step", agent=agent)
            self._was_dead_step(action)
            return
        state = self.match.current
        self._play(state, agent, action)
        self._cumulative_rewards[agent] = 0
        self._clear_rewards()
        if state.is_over():
            for seat, points in enumerate(state.totals()):
                self.rewards[self.possible_agents[seat]] = points
            if self.match.is_over():
                self.terminations = {a: True for a in self.agents}
            else:
                self.match.next_deal()
        mover = self.match.current.to_move()
        if mover is not None:
            self.agent_selection = self.possible_agents[mover]
        self._accumulate_rewards()

    def _play(self, state: State, agent: str, action: Any) -> None:
        """Play the engine's move of action index ``action``; refused (IllegalAction naming the legal
        ones, nothing changed) unless it is legal. ``apply`` checks it fully: every action of the space
        is the spelling ``legal_actions`` lists, so what it accepts is a legal move."""
        space = self.declared.space
        try:
            move = space.action_of(action)
        except IllegalAction:
            view = state.view(self.seat(agent))
            raise IllegalAction(
                "envs.not_an_index",
                action=repr(action)[:40],
                game=space.title,
                last=space.n - 1,
                module=self.declared.module,
                agent=agent,
                legal=legal_text(space, view),
            ) from None
        try:
            state.apply(move)
        except IllegalAction as refusal:  # the engine's own refusal says why, in a learner's words
            view = state.view(self.seat(agent))
            raise IllegalAction(
                "envs.not_legal",
                index=int(action),
                move=repr(move),
                agent=agent,
                why=Text(refusal.key, **refusal.params),
                legal=legal_text(space, view),
            ) from None

    def render(self) -> str | None:
        """The board as the agent to act sees it: the kit's text board ("ansi") or its SVG ("svg")."""
        if self.render_mode is None:
            gymnasium.logger.warn('render() was called without a render_mode: give env(render_mode="ansi") or "svg"')
            return None
        drawn = diagram(self.match.current.view(self.seat(self.agent_selection)))
        return drawn.text if self.render_mode == "ansi" else drawn.svg

    def close(self) -> None:
        pass

    def __str__(self) -> str:
        return self.declared.module
