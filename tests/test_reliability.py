"""cardkit's guarantees at a small size: the same code as ``python -m benchmarks.reliability``.

Each part of the benchmark runs here on a few games, and the audit is shown to catch what it is
for: a bot handed more than its view, a saved notebook naming a hidden card, a handler that crashes.
The full-size figures come from the benchmark (docs/reliability.md).
"""

from __future__ import annotations

import dataclasses

import pytest

import benchmarks.reliability as rel
from cardkit import games
from cardkit.session.holders import KernelGame
from cardkit.testing import message, record_comms
from cardkit.widgets import PlayWidget

SEAT_CASES = [(game, n) for game in rel.GAMES for n in rel.SEAT_COUNTS[game]]


@pytest.mark.parametrize("game,players", SEAT_CASES, ids=lambda v: str(v))
def test_widget_games_send_no_unseen_card_and_bots_receive_exactly_their_view(game, players):
    # Match 3 has a normal-level bot and hint bot; match 4 is hot-seat (every fifth match).
    counts = rel.audit_task(game, players, first=3, stride=1, games=2, base_seed=11)
    assert counts["violations"] == 0, counts.get("first violation")
    assert counts["games"] >= 2 and counts["saved notebooks scanned"] >= 2
    assert counts["messages scanned"] > 10 and counts["bot views checked"] > 0


def test_undo_is_exercised_by_the_audit_and_shows_no_card_hidden_when_it_was_played():
    counts = rel.audit_task("rummy500", 2, first=0, stride=1, games=3, base_seed=5)
    assert counts["violations"] == 0, counts.get("first violation")
    assert counts["undos"] > 0


def test_the_audit_catches_a_bot_handed_more_than_its_view(monkeypatch):
    def step_bot(self):  # a game whose bot peeks at the face-down pyramid cards
        seat = self.bot_to_move()
        state = self.match.current
        view = dataclasses.replace(state.view(seat), pyramids=tuple(tuple(p) for p in state.pyramids))
        self._play(self.bots[seat].choose(view), seat)

    monkeypatch.setattr(KernelGame, "step_bot", step_bot)
    counts = rel.audit_match("ipso", 2, index=0, seed=1)
    assert counts["violations"] == 1 and "something else than the view" in counts["first violation"]


def test_the_audit_catches_a_hidden_card_in_the_saved_notebook(monkeypatch):
    original = PlayWidget._repr_mimebundle_

    def leaky(self, **kwargs):  # the static SVG of the saved notebook naming a card of the draw pile
        data, metadata = original(self, **kwargs)
        seen = games.spec("ipso").board.seen(self.state.view(self.table.now.screen))
        secret = next(f"ipso:{c}" for c in self.state.pile if f"ipso:{c}" not in seen)
        return {**data, "image/svg+xml": data["image/svg+xml"] + secret}, metadata

    monkeypatch.setattr(PlayWidget, "_repr_mimebundle_", leaky)
    counts = rel.audit_match("ipso", 2, index=0, seed=1)
    assert counts["violations"] == 1 and "unseen cards" in counts["first violation"]


@pytest.mark.parametrize("game", rel.GAMES)
def test_generated_messages_never_crash_the_widget_and_a_refusal_changes_nothing(game):
    counts = rel.fuzz_messages(game, examples=200, seed=3)
    assert counts["violations"] == 0, counts.get("first violation")
    assert counts["messages fuzzed"] == 200 and counts["refused with an explanation"] > 160


def test_a_message_whose_kind_is_an_object_is_refused_not_crashed(monkeypatch):
    # Found by the fuzzer: an unhashable "kind" used to raise TypeError inside the handler.
    record_comms(monkeypatch)
    widget = PlayWidget("ipso", ("human", "random"), {"players": 2}, seed=1, bot_delay=0)
    for kind in ({}, [], {"a": 1}):
        message(widget, {"kind": kind, "move": widget.scene["move"], "seat": 0})
        assert widget.scene["error"].startswith("The board sent a message that could not be read")


@pytest.mark.parametrize("game", rel.GAMES)
def test_generated_actions_to_apply_are_refused_without_change_or_are_legal(game):
    counts = rel.fuzz_engine(game, examples=300, seed=4)
    assert counts["violations"] == 0, counts.get("first violation")
    assert counts["actions fuzzed"] == 300 and counts["refused with an explanation"] > 250


@pytest.mark.parametrize("game,config", [(g, c) for g in rel.GAMES for c in rel.CONFIGS[g]], ids=str)
def test_random_and_bot_games_keep_every_invariant_at_every_step(game, config):
    counts = rel.invariant_task(game, config, first=0, count=12, step=1)
    assert counts["violations"] == 0, counts.get("first violation")
    assert counts["games"] == 12 and counts["deep games"] == 2 and counts["normal games"] == 3


@pytest.mark.parametrize("game", rel.GAMES)
def test_every_truncation_and_byte_flip_of_games_and_matches_is_refused_or_harmless(game):
    counts = rel.corrupt_saves(game, flips=1)
    assert counts["violations"] == 0, counts.get("first violation")
    assert counts["files saved"] == 4 and counts["future versions tried"] == 4
    assert (
        counts["refused with a clear error"] + counts["loaded unchanged (a harmless change)"]
        == counts["corrupted files tried"]
        == 2 * counts["bytes"]
    )
    assert counts["illegal moves re-signed"] > 20


def test_the_benchmark_prints_its_table_and_counts_violations(capsys):
    assert rel.main(["--small", "--parts", "saves", "--workers", "1"]) == 0
    out = capsys.readouterr().out
    assert "4. corrupted saves" in out and "violations found: 0" in out


@pytest.mark.browser
def test_concurrent_dashboard_sessions_stay_separate_and_reloads_leave_no_kernel(chromium):
    report = rel.measure_sessions(concurrent=3, reloads=10, progress=False)
    assert report["violations"] == 0, report["problems"]
    assert report["kernels with all sessions open"] == report["kernels left after the loads"] + 3
    assert report["distinct openings"] == 3 and report["separation checks"] > 10
    assert report["kernel_info replies (the channel works)"] and report["code executed from the page"] == 0


def test_house_of_suits_hints_explain_every_move_of_a_game_in_both_languages():
    # Found by the audit: the normal bot's explanation formatted a float margin with "+d" and crashed.
    from cardkit.core.bots import make_bot
    from cardkit.house_of_suits import Game

    bot = make_bot("house_of_suits", "normal", seed=2)
    state = Game.new({"suits": 5}, seed=2)
    while not state.is_over():
        view = state.view(state.to_move())
        for language in ("en", "fr"):
            assert bot.hint(view, language).reason
        state.apply(bot.choose(view))
