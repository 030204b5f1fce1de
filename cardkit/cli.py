"""The ``cardkit`` command."""
from __future__ import annotations

import argparse
import random
import sys

from cardkit.core import CardkitError, Match


def play_ipso(args: argparse.Namespace) -> None:
    from cardkit.ipso.bots import play_greedy
    from cardkit.ipso.text import game_text

    options = {"players": args.players, "odd_even": args.odd_even, "tournament": args.tournament}
    match = Match("ipso", options, seed=args.seed)
    rng = random.Random(args.seed)
    for index in range(4 if args.tournament else 1):
        if index:
            match.next_deal()
        state = match.current
        if args.bots == "greedy":
            play_greedy(state, rng)
        else:
            state.play_random(rng)
        direction = "clockwise" if state.options.direction == 1 else "anticlockwise"
        print(f"=== Ipso, {match.rules.deal_label(index)} ({direction}), seed {args.seed} ===\n")
        print(game_text(state, args.language))
        print()
    if args.tournament:
        print("Tournament totals: " + ", ".join(f"Player {s + 1}: {t}" for s, t in enumerate(match.totals())))
        print("Tournament winner: " + " and ".join(f"Player {s + 1}" for s in match.winners()))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="cardkit", description="Teach, play and explore card games.")
    commands = parser.add_subparsers(dest="command", required=True)
    play = commands.add_parser("play", help="watch bots play a seeded game in the terminal")
    games = play.add_subparsers(dest="game", required=True)
    ipso = games.add_parser("ipso", help="Ipso: ascending rows in a pyramid")
    ipso.add_argument("--players", type=int, default=2, help="2 to 6 (default 2)")
    ipso.add_argument("--seed", type=int, default=1)
    ipso.add_argument("--odd-even", action="store_true", help="the odd and even rows variant")
    ipso.add_argument("--tournament", action="store_true", help="4 games, the direction changing each game")
    ipso.add_argument("--bots", choices=("greedy", "random"), default="greedy",
                      help="who plays every seat: the greedy player (default) or uniformly random moves")
    ipso.add_argument("--language", choices=("en", "fr"), default="en")
    ipso.set_defaults(run=play_ipso)
    args = parser.parse_args(argv)
    try:
        args.run(args)
    except CardkitError as e:
        print(f"cardkit: {e.explain(getattr(args, 'language', 'en'))}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
