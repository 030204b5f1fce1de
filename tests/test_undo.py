"""Undo never shows what was hidden (DECISIONS.md, "All games"): it never goes back past a moment at
which the undoing seat saw a card it had not seen before, is off once the game is over, and says why."""

from __future__ import annotations

import json
import random

import pytest

from cardkit import games
from cardkit.core import action_to_json
from cardkit.session import Table
from cardkit.testing import command, send

OPTIONS = {"ipso": {"players": 2, "tournament": False}, "rummy500": {"players": 2}, "house_of_suits": {"suits": 4}}


def table_of(game: str, seed: int) -> Table:
    table = Table(game, ("human", "random"), OPTIONS[game], seed=seed, hint_level="random")
    table.run_bots()
    return table


def picture(table: Table) -> tuple[str, frozenset]:
    """The human's view (as JSON) and the cards it shows."""
    view = table.state.view(0)
    return json.dumps(view.to_json(), sort_keys=True, default=str), frozenset(games.spec(table.game).board.seen(view))


def undo_button(table: Table) -> dict:
    return next(b for b in table.frame()["buttons"] if b["id"] == "undo")


def play(table: Table, action) -> None:
    send(table, {"kind": "act", "action": action_to_json(action)})
    assert not table.frame()["error"], table.frame()["error"]


@pytest.mark.parametrize("game", sorted(OPTIONS))
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_no_sequence_of_moves_and_undos_shows_a_card_the_seat_could_not_see(game, seed):
    """After every undo the seat's view is one it had already seen, and it had learnt no card since."""
    rng = random.Random(seed)
    table = table_of(game, seed)
    history: list[tuple[str, frozenset]] = []  # each view the seat saw, with every card seen up to then
    known: frozenset = frozenset()
    undos = refusals = 0
    for _ in range(120):
        shown, cards = picture(table)
        known |= cards
        history.append((shown, known))
        if table.state.is_over():
            break
        if rng.random() < 0.35:
            can = not undo_button(table)["disabled"]
            command(table, "undo")
            error = table.frame()["error"]
            assert can == (not error), error  # the button is enabled exactly when undo works
            if error:
                refusals += 1
                continue
            undos += 1
            back, cards = picture(table)
            earlier = [seen for view, seen in history if view == back]
            assert earlier, "undo led to a view the seat never saw"
            assert known == earlier[-1] and cards <= known, "undo went back past a card the seat was shown"
        else:
            play(table, rng.choice(table.state.legal_actions()))
    assert undos + refusals > 0


def test_rummy_draw_from_the_stock_cannot_be_undone_and_a_meld_after_it_can():
    for seed in range(40):
        table = table_of("rummy500", seed)
        view = table.state.view(0)
        draw = next(a for a in view.legal if type(a).__name__ == "Draw")
        before = picture(table)
        play(table, draw)
        drawn = picture(table)
        assert drawn[1] - before[1], "the draw shows a new card"
        assert undo_button(table)["disabled"]
        command(table, "undo")
        assert table.frame()["error"].startswith("You have seen a new card since your last move")
        assert picture(table) == drawn  # nothing changed: drawing again cannot show another card
        meld = next((a for a in table.state.view(0).legal if type(a).__name__ == "Meld"), None)
        if meld is None:
            continue
        play(table, meld)
        assert not undo_button(table)["disabled"]
        command(table, "undo")
        assert not table.frame()["error"] and picture(table) == drawn
        return
    pytest.fail("no seed gave a meld right after a draw")


def test_ipso_turning_a_face_down_card_up_cannot_be_undone():
    table = table_of("ipso", 4)
    play(table, table.state.view(0).legal[0])  # a centre card replaces a face-down one, which turns up
    after = picture(table)
    command(table, "undo")
    assert table.frame()["error"].startswith("You have seen a new card")
    assert picture(table) == after and undo_button(table)["disabled"]


def test_house_of_suits_drawing_two_cannot_be_undone():
    table = table_of("house_of_suits", 4)
    while type(table.state.view(0).legal[0]).__name__ == "SetAside":
        play(table, table.state.view(0).legal[0])
    play(table, table.state.view(0).legal[0])  # a card to the market, one invested, two drawn
    after = picture(table)
    command(table, "undo")
    assert table.frame()["error"].startswith("You have seen a new card")
    assert picture(table) == after


@pytest.mark.parametrize("game", sorted(OPTIONS))
def test_undo_is_off_once_the_game_is_over_and_the_game_stays_on_the_sheet(game):
    table = table_of(game, 5)
    rng = random.Random(5)
    while not table.state.is_over():
        play(table, rng.choice(table.state.legal_actions()))
    history = list(table.state.history)
    assert undo_button(table)["disabled"]
    command(table, "undo")
    assert table.frame()["error"] == "This game is over: its moves can no longer be undone."
    assert table.state.history == history and table.frame()["sheet"] is not None
    table.language = "fr"
    command(table, "undo")
    assert table.frame()["error"] == "Cette partie est terminée\u00a0: ses coups ne peuvent plus être annulés."
