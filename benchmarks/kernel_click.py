"""The kernel's side of a click, timed in the kernel: no browser, no server.

    python -m benchmarks.kernel_click [--clicks 300] [--game ipso] [--profile]

A play widget (seed 3, a person against a normal bot, no bot delay) in an in-process ipykernel (the real
``Comm``, the session's serialising and signing, IOPub), sent the clicks of the browser tests' plain policy
as comm messages; each click timed from ``comm.handle_msg`` to the update sent, and sorted by kind: a
select (the game does not change) and a move (answered by the bot). Prints the median and p95 per kind, in
ms, and the update's size. ``--profile``: instead, the cProfile of the clicks, by cumulative time.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import statistics
import time
from typing import Any

from cardkit.games import names as game_names

PREFERRED = ("keep", "discard_drawn", "end_hand", "discard", "last:market")


def next_click(scene: dict) -> dict | None:
    """The browser tests' plain, always legal policy: the message the next click sends (None: the game is over)."""
    if scene["sheet"]:
        return scene["sheet"]["next"]["send"] if scene["sheet"].get("next") else None
    choices = {c["id"]: c for c in scene["choices"] if c.get("send")}
    for id in PREFERRED:
        if id in choices:
            return choices[id]["send"]
    cards = [c for a in scene["areas"] for z in a["zones"] for r in z["rows"] for c in r["cards"]]
    mine = [c for a in scene["areas"] if a["mine"] for z in a["zones"] for r in z["rows"] for c in r["cards"]]
    selected = any(c.get("selected") for c in cards)
    if scene["game"] == "ipso":
        id = next(c["id"] for c in mine if c.get("legal")) if selected else "centre:0"
    elif scene["game"] == "rummy500" and any(c["id"] == "stock" and c.get("send") for c in cards):
        id = "stock"
    else:
        id = next(c["id"] for c in mine if c["id"].startswith("hand:") and c.get("send") and not c.get("selected"))
    return next(c["send"] for c in cards if c["id"] == id)


def run(game: str, clicks: int, profile: cProfile.Profile | None) -> dict[str, list[tuple[float, int]]]:
    from ipykernel.inprocess.manager import InProcessKernelManager
    from traitlets.config import SingletonConfigurable

    from cardkit.widgets.play import PlayWidget

    manager = InProcessKernelManager()
    manager.start_kernel()
    kernel = manager.kernel
    for cls in type(kernel).mro():  # the widgets' comms find their kernel as the singleton, as in a real kernel
        if isinstance(cls, type) and issubclass(cls, SingletonConfigurable):
            cls._instance = kernel
    updates: list[Any] = []  # each update's content, measured after the click's timing
    send = kernel.session.send

    def sent(stream: Any, message: Any, content: Any = None, *args: Any, **kwargs: Any) -> Any:
        out = send(stream, message, content, *args, **kwargs)
        if isinstance(out, dict) and out["header"]["msg_type"] == "comm_msg":
            updates.append(out["content"])
        return out

    kernel.session.send = sent
    board = PlayWidget(game, ["human", "normal"], {}, bot_delay=0, seed=3)
    found: dict[str, list[tuple[float, int]]] = {"select": [], "move": []}
    for _ in range(clicks):
        scene = board.scene
        message = next_click(scene)
        if message is None:
            board.table.handle({"kind": "command", "name": "new_game", "move": scene["move"], "seat": scene["seat"]})
            board.refresh()
            continue
        content = {**message, "move": scene["move"], "seat": scene["seat"]}
        msg = {"content": {"comm_id": board.comm.comm_id, "data": {"method": "custom", "content": content}}}
        msg["buffers"] = []
        before = len(updates)
        if profile is not None:
            profile.enable()
        start = time.perf_counter()
        board.comm.handle_msg(msg)
        took = (time.perf_counter() - start) * 1000
        if profile is not None:
            profile.disable()
        assert not board.scene["error"], board.scene["error"]
        assert len(updates) == before + 1, "one update per click"
        kind = "select" if board.scene["move"] // 1000 == scene["move"] // 1000 else "move"
        found[kind].append((took, len(kernel.session.pack(updates[-1]))))
    board.close()
    manager.shutdown_kernel()
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--clicks", type=int, default=300)
    parser.add_argument("--game", action="append", choices=game_names(), help="only this game (repeatable)")
    parser.add_argument("--profile", action="store_true", help="the cProfile of the clicks instead")
    parser.add_argument("--sort", default="cumulative", help="the profile's order (cumulative, tottime)")
    args = parser.parse_args()
    for game in args.game or list(game_names()):
        profile = cProfile.Profile() if args.profile else None
        found = run(game, args.clicks, profile)
        for kind, rows in found.items():
            times = sorted(took for took, _ in rows)
            p95 = times[int(0.95 * (len(times) - 1))]
            size = statistics.median(size for _, size in rows) / 1024
            print(
                f"{game} {kind} ({len(rows)}): median {statistics.median(times):.2f} ms, p95 {p95:.2f}, {size:.1f} KB"
            )
        if profile is not None:
            pstats.Stats(profile).sort_stats(args.sort).print_stats(45)


if __name__ == "__main__":
    main()
