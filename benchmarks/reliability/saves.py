"""4. Corrupted saves: every truncation and single-bit flip of saved games and matches of every game.

Each is refused with a clear error or loads to exactly the saved game; an illegal move anywhere
refuses the whole file; a file from a future format version is refused by its version number.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Callable
from typing import Any

from benchmarks.reliability.common import CONFIGS
from cardkit.core import BadSave, Match, game_class, load_game, save_game
from cardkit.core.record import FORMAT_VERSION, dumps, loads


def save_files(game: str, seed: int) -> dict[str, tuple[str, Callable[[str], Any], Callable[[Any], Any]]]:
    """A finished game, a game in progress, a match between deals and a match in its second deal."""
    rng = random.Random(seed)
    config = CONFIGS[game][seed % len(CONFIGS[game])]
    cls = game_class(game)
    finished = cls.new(config, seed)
    finished.play_random(rng)
    going = cls.new(config, seed + 1)
    for _ in range(12):
        going.apply(going.legal_actions()[rng.randrange(len(going.legal_actions()))])
    match = Match(game, {"players": 3} if game != "house_of_suits" else {"games": 6}, seed)
    match.current.play_random(rng)
    match_between = Match.load(match.save())
    match.next_deal()
    for _ in range(7):
        match.apply(match.current.legal_actions()[0])
    game_of = (save_game, load_game, lambda s: vars(s))
    match_of = (lambda m: m.save(), Match.load, lambda m: [vars(d) for d in m.deals])
    return {
        "finished game": (finished, *game_of),
        "game in progress": (going, *game_of),
        "match between deals": (match_between, *match_of),
        "match in a deal": (match, *match_of),
    }


def corrupt_saves(game: str, flips: int, seed: int = 1) -> Counter:
    """Every truncation and byte flip of each file; a future version; an illegal move re-signed."""
    counts: Counter = Counter()
    failures: list[str] = []
    bits = [1 << b for b in range(8)][:flips] if flips < 8 else [1 << b for b in range(8)]
    if flips == 1:
        bits = [0x20]

    def attempt(what: str, data: bytes | str, load: Callable, same: Callable, expected: Any) -> None:
        counts["corrupted files tried"] += 1
        try:
            loaded = load(data)
        except BadSave as e:
            counts["refused with a clear error"] += 1
            if "cannot be loaded" not in str(e) and "newer cardkit" not in str(e) or not e.explain("fr"):
                failures.append(f"{game} {what}: an unclear refusal: {e}")
        except Exception as e:  # noqa: BLE001 - anything but BadSave is a crash
            failures.append(f"{game} {what}: {type(e).__name__}: {e}")
        else:  # a change JSON ignores (a space turned into a tab or a newline): the very same game
            counts["loaded unchanged (a harmless change)"] += 1
            if same(loaded) != expected:
                failures.append(f"{game} {what}: a corrupted file loaded as another game")

    for name, (thing, save, load, same) in save_files(game, seed).items():
        text = save(thing)
        expected = same(load(text))
        if expected != same(thing):
            failures.append(f"{game} {name}: saving and loading changed it")
        raw = text.encode()
        counts["files saved"] += 1
        counts["bytes"] += len(raw)
        for cut in range(len(raw)):
            attempt(f"{name} cut at {cut}", raw[:cut], load, same, expected)
        for i in range(len(raw)):
            for bit in bits:
                corrupted = bytearray(raw)
                corrupted[i] ^= bit
                attempt(f"{name} byte {i} ^ {bit:#x}", bytes(corrupted), load, same, expected)
        # A file from a newer cardkit is refused by its version number, whatever it holds.
        data = json.loads(text)
        data["version"] = FORMAT_VERSION + 1
        counts["future versions tried"] += 1
        try:
            load(json.dumps(data))
            failures.append(f"{game} {name}: a future version was loaded")
        except BadSave as e:
            if f"format version {FORMAT_VERSION + 1}" not in str(e):
                failures.append(f"{game} {name}: a future version refused without its number: {e}")
        # An illegal move anywhere (with a valid checksum) refuses the whole file: nothing half-loaded.
        kind = "match" if name.startswith("match") else "game"
        payload = loads(text, kind)
        moves = payload["actions"] if kind == "game" else [m for deal in payload["deals"] for m in deal]
        for spot in sorted({0, len(moves) // 2, len(moves) - 1}):
            if not moves:
                break
            original = dict(moves[spot])
            shifted = {k: (v + 1000 if type(v) is int else v) for k, v in original.items()}
            for bad in ({"type": "NoSuchMove"}, {**original, "extra": 1}, *([shifted] if shifted != original else [])):
                moves[spot].clear()
                moves[spot].update(bad)
                counts["illegal moves re-signed"] += 1
                try:
                    load(dumps(kind, payload))
                    failures.append(f"{game} {name}: a file with an illegal move {bad} was loaded")
                except BadSave:
                    pass
                except Exception as e:  # noqa: BLE001
                    failures.append(f"{game} {name}: {type(e).__name__}: {e}")
            moves[spot].clear()
            moves[spot].update(original)
    counts["violations"] += len(failures)
    if failures:
        counts.setdefault("first violation", failures[0])  # type: ignore[arg-type]
    return counts


def hostile_saves(seconds: float = 0.5) -> Counter:
    """Save files made to hurt (issue: a deep, huge or mistyped file must not cost real work): JSON nested
    to any depth, payloads of the wrong type, a million moves, format versions never written. Each must
    be refused as a BadSave within ``seconds``, as a game and as a match."""
    import time

    counts: Counter = Counter()
    moves = {
        "format": "cardkit",
        "version": FORMAT_VERSION,
        "kind": "game",
        "payload": {"game": "ipso", "options": {}, "seed": 1, "actions": [{"type": "KeepStar"}] * 1_000_000},
    }
    attacks: list[tuple[str, Any]] = [
        *[
            (
                f"nested {d:,} deep",
                '{"format": "cardkit", "version": 1, "kind": "game", "payload": ' + "[" * d + "]" * d + "}",
            )
            for d in (100, 990, 5_000, 100_000)
        ],
        *[(f"a {type(v).__name__}", v) for v in (None, {"format": "cardkit"}, 12, ["cardkit"], 1.5)],
        ("a million moves", json.dumps(moves)),
        *[
            (
                f"version {v}",
                dumps("game", {"game": "ipso", "options": {}, "seed": 1, "actions": []}).replace(
                    f'"version": {FORMAT_VERSION}', f'"version": {v}'
                ),
            )
            for v in (0, -1, FORMAT_VERSION + 1)
        ],
    ]
    for what, text in attacks:
        for load in (load_game, Match.load):
            started = time.perf_counter()
            try:
                load(text)
                refused = False
            except BadSave:
                refused = True
            except Exception as e:  # noqa: BLE001 - anything but BadSave is the violation counted
                refused = False
                counts.setdefault("first violation", f"{what}: {type(e).__name__}")  # type: ignore[arg-type]
            took = time.perf_counter() - started
            counts["hostile files"] += 1
            if not refused or took > seconds:
                counts["violations"] += 1
                counts.setdefault("first violation", f"{what}: refused={refused} in {took:.2f} s")  # type: ignore[arg-type]
    return counts
