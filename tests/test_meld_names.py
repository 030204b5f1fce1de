"""Melds are named as players name them ("Ana's run of hearts", "the set of 7s (7♣ 7♦ 7♥)"), never by a
number: every text a Rummy 500 player reads -- the board, the log, the score sheet, hints, refusals and
the ways a card can be used -- is scanned over seeded games, in English and in French."""

from __future__ import annotations

import re

from cardkit.core import CardkitError
from cardkit.rummy500 import bots as rb
from cardkit.rummy500.rules import LayOff, RummyState, Take
from cardkit.session import Table

NUMBERED = re.compile(r"\b(melds?|combinaisons?) (n° ?|#|no\. ?)?\d+\b(?![♣♦♥♠])", re.IGNORECASE)  # not "melds 9♣"
LANGUAGES = ("en", "fr")


def strings(value) -> list[str]:
    """Every text in a scene (labels, log, prompt, notice, sheet...), however deep."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in strings(v)]
    if isinstance(value, (list, tuple)):
        return [s for v in value for s in strings(v)]
    return []


def numbered(texts) -> list[str]:
    return [text for text in texts if NUMBERED.search(text)]


def test_no_meld_number_on_the_board_in_the_log_or_on_the_score_sheet():
    read, sheets, lay_offs = 0, 0, 0
    for seed in range(4):
        for language in LANGUAGES:
            table = Table(
                "rummy500",
                ("normal",) * (2 + seed % 3),
                {"players": 2 + seed % 3, "target": 250},
                seed=seed,
                language=language,
                names=["Ana", "Bob", "Chloé", "Dev"][: 2 + seed % 3],
            )
            while table.bot_to_move() is not None:
                assert table.step_bot().ok
                for seat in {0, table.state.mover or 0}:  # the first seat's screen and the next mover's
                    texts = strings(table.frame(seat))
                    read += len(texts)
                    assert numbered(texts) == []
                lay_offs += sum(1 for line in table.frame(0)["log"] if " lays off " in line or " ajoute " in line)
            sheet = table.frame(0)["sheet"]
            sheets += 1
            assert sheet and numbered(strings(sheet)) == []
    print(f"{read} texts read, {sheets} score sheets, {lay_offs} lay-off log lines")
    assert lay_offs > 0


def test_no_meld_number_in_hints_refusals_or_ways():
    checked, refusals = 0, 0
    for seed in range(5):
        state = RummyState.new({"players": 2 + seed % 2}, seed)
        bots = {level: rb.make(level, seed) for level in ("beginner", "normal")}
        while state.mover is not None:
            view = state.view(state.mover)
            for bot in bots.values():
                for language in LANGUAGES:
                    text = bot.hint(view, language).reason
                    assert not numbered([text]), text
                    checked += 1
            tries = [LayOff(c.index, m) for c in view.hand for m in range(len(state.melds) + 1)]
            tries += [Take(i) for i in range(len(state.pile))]
            for action in tries:
                if action in state.legal_actions():
                    continue
                try:
                    state.clone().apply(action)
                except CardkitError as refusal:
                    refusals += 1
                    for language in LANGUAGES:
                        text = refusal.explain(language)
                        if refusal.key != "rummy500.no_such_meld":  # the API's list index, named as such
                            assert not numbered([text]), text
            state.apply(bots["normal"].choose(view))
    print(f"{checked} hints and {refusals} refusals read in en and fr")
    assert refusals > 100
