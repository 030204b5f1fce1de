"""Ipso positions as plain text, for the terminal."""
from __future__ import annotations

from cardkit.ipso.deck import card
from cardkit.ipso.rules import IpsoState
from cardkit.ipso.scoring import score_pyramid

WIDTH = 5 * 8


def pyramid_text(rows: list[list[int | None]], star: str) -> list[str]:
    """A pyramid drawn top (Star, then the row of 2) to bottom (row of 5); None is a face-down card."""
    lines = [("★ Star" if star != "spent" else "(Star spent)").center(WIDTH)]
    for row in reversed(rows):
        cells = ["[ ?? ]" if n is None else f"{str(card(n)):^6}" for n in row]
        lines.append(" ".join(cells).center(WIDTH))
    return lines


def game_text(state: IpsoState, language: str = "en") -> str:
    """Every pyramid with its score, row by row, and the winners."""
    view = state.view(state.to_move() if state.to_move() is not None else 0)
    out = []
    for seat in range(state.num_players):
        pyramid = view.pyramids[seat]
        rows = [list(pyramid[0:5]), list(pyramid[5:9]), list(pyramid[9:12]), list(pyramid[12:14])]
        out.append(f"Player {seat + 1}")
        out.extend(pyramid_text(rows, view.stars[seat]))
        if state.is_over():
            score = score_pyramid(state.rows(seat), star_kept=state.star[seat], odd_even=state.options.odd_even)
            out.extend("  " + line for line in score.explain(language).splitlines())
        out.append("")
    if state.is_over():
        winners = " and ".join(f"Player {s + 1}" for s in state.winners())
        out.append(f"Winner: {winners}")
    return "\n".join(out)
