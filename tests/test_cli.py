"""The `cardkit` command: what `make demo` runs until the dashboard lands."""

import re
import subprocess
import sys

import pytest

from cardkit.cli import main


def test_play_ipso_prints_every_pyramid_with_a_score_per_row_and_the_winner(capsys):
    assert main(["play", "ipso", "--players", "3", "--seed", "4"]) == 0
    out = capsys.readouterr().out
    assert out.count("Player ") >= 3 and "Winner: Player" in out
    assert out.count("Total: ") == 3
    assert out.count("row is discarded") + out.count("ascending,") == 12  # 4 rows for each of 3 players


def test_play_ipso_is_seeded(capsys):
    main(["play", "ipso", "--seed", "8"])
    first = capsys.readouterr().out
    main(["play", "ipso", "--seed", "8"])
    assert capsys.readouterr().out == first


def test_play_ipso_tournament_plays_four_games_with_totals(capsys):
    assert main(["play", "ipso", "--tournament", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert out.count("=== Ipso, game") == 4 and "anticlockwise" in out
    assert "Tournament totals" in out and "Tournament winner" in out


def test_play_ipso_in_french(capsys):
    main(["play", "ipso", "--language", "fr", "--seed", "5"])
    assert "Total\u00a0: " in capsys.readouterr().out


def test_bad_options_get_a_clear_message_and_exit_code_2(capsys):
    assert main(["play", "ipso", "--players", "7"]) == 2
    assert "Ipso is played by 2 to 6 players, not 7" in capsys.readouterr().err


def test_the_installed_command_runs():
    result = subprocess.run(
        [sys.executable, "-m", "cardkit.cli", "play", "ipso", "--bots", "random"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert "Winner" in result.stdout


def test_play_rummy500_plays_a_seeded_match_to_its_target_with_each_hands_breakdown(capsys):
    assert main(["play", "rummy500", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("=== Rummy 500, hand 1, seed 3 ===") and "Hand 1, match to 500 points" in out
    hands = out.count("=== Rummy 500, hand ")
    assert hands >= 2 and out.count("Score sheet") == hands
    assert out.count("Total: ") == 2 * hands  # each seat's total under its breakdown, hand by hand
    assert "left in hand: " in out and "Winner: Player" in out
    totals = re.search(r"Match totals: Player 1: (-?\d+), Player 2: (-?\d+)", out)
    assert max(int(totals.group(1)), int(totals.group(2))) >= 500
    assert "Match winner: Player" in out
    main(["play", "rummy500", "--seed", "3"])
    assert capsys.readouterr().out == out  # seeded


def test_play_house_of_suits_in_french_prints_every_game_its_breakdown_and_the_result(capsys):
    assert main(["play", "house_of_suits", "--language", "fr", "--suits", "5", "--moves"]) == 0
    out = capsys.readouterr().out
    assert out.count("=== House of Suits, partie ") == 4 and "Partie 1 sur 4, 5 couleurs" in out
    assert out.count("Feuille de score") == 4 and out.count("Total\u00a0: ") == 8
    assert "gagnante\u00a0: investi" in out  # the breakdown, suit by suit
    assert "Gagnant\u00a0: Joueur" in out or "Victoire partagée\u00a0: Joueur" in out
    assert "Match, totaux\u00a0: Joueur 1\u00a0: " in out
    assert "place au marché" in out  # the moves, as the board's log tells them
    for english in ("Player", "Score sheet", "Total:", "seed", "market", "winning", "Match totals"):
        assert english not in out


def test_play_takes_the_forms_options_and_any_match_option(capsys):
    assert main(["play", "house_of_suits", "--games", "6", "--bots", "random,beginner", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert out.count("=== House of Suits, game ") == 6 and "Game 6 of 6, 6 suits" in out  # its own suit counts
    assert main(["play", "ipso", "-o", "first_player=1", "--no-tournament", "--bots", "greedy,beginner"]) == 0
    assert capsys.readouterr().out.count("=== Ipso, game") == 1
    assert main(["play", "rummy500", "--bots", "normal,expert,random"]) == 2
    assert "--bots names 3 levels for 2 players" in capsys.readouterr().err
    assert main(["play", "rummy500", "--bots", "clever"]) == 2
    assert "clever" in capsys.readouterr().err


def test_a_fourth_game_is_played_from_its_declaration_alone(capsys):
    from fourth_game import registered

    with registered():
        assert main(["play", "mini_ipso", "--players", "3", "--first-player", "1", "--seed", "5"]) == 0
        out = capsys.readouterr().out
        assert out.startswith("=== Mini Ipso, round 1, seed 5 ===")
        assert "Winner: Player" in out and "Match totals: Player 1: " in out
        assert main(["play", "mini_ipso", "--odd-even", "-o", "tournament=false", "--language", "fr"]) == 0
        assert capsys.readouterr().out.startswith("=== Mini Ipso, manche 1, graine 1 ===")
    with pytest.raises(SystemExit):
        main(["play", "mini_ipso"])  # withdrawn: no longer a choice
    assert "invalid choice: 'mini_ipso'" in capsys.readouterr().err


def test_python_dash_m_cardkit_is_the_cardkit_command():
    import subprocess
    import sys

    out = subprocess.run([sys.executable, "-m", "cardkit", "--version"], capture_output=True, text=True)
    assert out.returncode == 0 and out.stdout.startswith("cardkit ")
