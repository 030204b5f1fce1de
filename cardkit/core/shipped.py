"""The puzzles a game ships, by name: where their file is (``cardkit/<game>/puzzles.json``) and the name each
puzzle goes by. Below the coach, which reads and checks the puzzles (``cardkit.coach.puzzles``), and the
records, which keep the ones a player solved (``cardkit.records``): both name a puzzle the same way."""

from __future__ import annotations

import functools
import hashlib
import importlib
import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from cardkit import games


def puzzles_path(game: str) -> Path:
    """Where a game's puzzles ship: in its package, ``cardkit/<game>/puzzles.json``."""
    package = importlib.import_module(games.spec(game).state.__module__.rpartition(".")[0])
    return Path(str(package.__file__)).with_name("puzzles.json")


def puzzle_id(data: Mapping[str, Any]) -> str:
    """A puzzle's name, from its JSON: the game and a hash of its position (options, seed, moves, seat), e.g.
    ``ipso-3f2a9c01d4e5``. It stays when the shipped set is rebuilt around the puzzle."""
    position = {k: data[k] for k in ("options", "seed", "moves", "seat")}
    digest = hashlib.sha256(json.dumps(position, sort_keys=True, separators=(",", ":")).encode()).hexdigest()
    return f"{data['game']}-{digest[:12]}"


@functools.cache
def puzzle_ids(game: str) -> tuple[str, ...]:
    """The names of the puzzles ``game`` ships, in the file's order (none when it ships none)."""
    file = puzzles_path(game)
    if not file.exists():
        return ()
    return tuple(puzzle_id(p) for p in json.loads(file.read_text(encoding="utf-8")))
