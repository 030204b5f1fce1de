"""The `cardkit` command: what `make demo` runs until the dashboard lands."""
import subprocess
import sys

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
    assert "Total : " in capsys.readouterr().out


def test_bad_options_get_a_clear_message_and_exit_code_2(capsys):
    assert main(["play", "ipso", "--players", "7"]) == 2
    assert "Ipso is played by 2 to 6 players, not 7" in capsys.readouterr().err


def test_the_installed_command_runs():
    result = subprocess.run([sys.executable, "-m", "cardkit.cli", "play", "ipso", "--bots", "random"],
                            capture_output=True, text=True, check=True)
    assert "Winner" in result.stdout
