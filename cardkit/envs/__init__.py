"""Learning agents welcome: each game as a PettingZoo AEC environment, and a Gymnasium one-seat view.

``cardkit.envs.ipso_v0.env(players=2)``, ``rummy500_v0.env(target=250)``, ``house_of_suits_v0.env(suits=5)``
(PettingZoo's classic envs' ``env``/``raw_env``), and ``SingleAgent(env, opponent="beginner")`` for one
seat against the kit's bots. Needs the ``envs`` extra (pettingzoo, gymnasium, numpy); docs/envs.md.
"""

from __future__ import annotations

import importlib
from types import ModuleType

from cardkit import i18n
from cardkit.envs import strings

i18n.add_catalogs(strings.CATALOGS)

MODULES = {"ipso": "ipso_v0", "rummy500": "rummy500_v0", "house_of_suits": "house_of_suits_v0"}


def module(game: str) -> ModuleType:
    """The environment module of the game called ``game`` (``cardkit.envs.ipso_v0`` for "ipso")."""
    from cardkit import games

    games.spec(game)  # an unknown game: the error names the known ones
    return importlib.import_module(f"cardkit.envs.{MODULES[game]}")


from cardkit.envs.single import SingleAgent  # noqa: E402

__all__ = ["MODULES", "SingleAgent", "module"]
