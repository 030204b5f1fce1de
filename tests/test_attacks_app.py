"""The app pushed from its own page (issue 17): trait writes, widget churn, deep and huge messages, a
second session with the same seed, look-alike names. The attacks are the reliability benchmark's
(``benchmarks/reliability/attacks_app.py``), run here at a small size, except the churn (200 cycles)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from benchmarks.reliability import attacks_app as attacks
from cardkit import games
from cardkit.core import CardkitError
from cardkit.core.seats import check_names, normal_name
from cardkit.dashboard import Dashboard, session_number
from cardkit.i18n import t
from cardkit.session import Table
from cardkit.session.messages import summary

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("game", games.names())
def test_the_page_writes_nothing_but_the_forms_values(game):
    report = attacks.trait_writes(game)
    assert report["violations"] == 0, report.get("first violation")
    assert report["attacks"] >= 20


def test_a_written_scene_language_is_undone_and_the_page_gets_the_kernels_scene(monkeypatch):
    from cardkit.testing import record_comms

    sent = record_comms(monkeypatch)
    app = Dashboard(bot_delay=0, seed=1, session=0)
    board = app.start()
    sent.clear()
    attacks.update(board, scene={"lang": "xx"})
    assert app.language == board.language == "en"
    [(kind, data)] = sent  # one answer: the kernel's scene, sent back to the page
    assert kind == "comm_msg" and data["method"] == "update" and data["state"]["scene"] == board.scene
    app.set_language("fr")
    assert board.scene["lang"] == "fr"


def test_200_play_change_cycles_and_200_toggles_leave_the_comm_count_flat(capsys):
    report = attacks.widget_churn(cycles=200, toggles=200)
    print(capsys.readouterr().out)  # the comm counts and the RSS (printed, not judged)
    assert report["violations"] == 0, report.get("first violation")
    assert report["comms max"] - report["comms before"] <= 100


def test_deep_and_huge_messages_are_refused_at_once_with_a_short_message():
    for game in games.names():
        report = attacks.deep_messages(game, depths=(1_000, 10_000), size=200_000)
        assert report["violations"] == 0, report.get("first violation")


def test_a_deep_message_is_summarised_and_explained_without_recursion():
    deep = attacks.nested(50_000)
    assert len(summary({"kind": deep, "x" * 10_000: "y" * 10_000, "n": 10**10_000})) < 400
    table = Table("ipso", ("human", "normal"), {"players": 2}, seed=1)
    outcome = table.handle({"kind": "command", "name": "hint", "move": 0, "seat": 0, "value": deep})
    assert outcome.error == t("table.bad_message", "en", reason="nested more than 8 levels deep")


def test_two_sessions_with_the_same_seed_share_no_deal_and_a_session_replays_its_own():
    report = attacks.second_session(starts=2)
    assert report["violations"] == 0, report.get("first violation")


def test_kernels_of_one_server_number_their_sessions_apart(tmp_path, monkeypatch):
    # As the server's kernels do: separate processes, one directory of session numbers.
    monkeypatch.setenv("CARDKIT_SESSIONS", str(tmp_path))
    monkeypatch.setenv("CARDKIT_SEED", "7")
    assert session_number() == 0
    code = "from cardkit.dashboard import app; d = app(); print(d.session, d.start().match.seed)"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True).stdout
    session, seed = map(int, out.split())
    assert session == 1 and sorted(os.listdir(tmp_path)) == ["0", "1"]
    assert seed != Dashboard(bot_delay=0, seed=7, session=0).start().match.seed
    assert seed == Dashboard(bot_delay=0, seed=7, session=1).start().match.seed


def test_look_alike_and_invisible_names_are_refused_at_the_table_and_in_the_form():
    report = attacks.names()
    assert report["violations"] == 0, report.get("first violation")


def test_names_are_normalised_and_refused_with_clear_messages_in_both_languages():
    assert normal_name("  A\u200bna \t Maria\u00a0") == "Ana Maria"
    assert normal_name("Ｚｏｅ\u0308") == "Zoë" and normal_name("\u3164\u2800\ufeff") == ""
    assert check_names(["Ana", "Bob"]) == ["Ana", "Bob"]
    cases = [
        (["Ana", "A\u200bna"], "seats.same_name", {"name": "Ana"}),
        (["\u200b", "Bob"], "seats.empty_name", {"n": 1}),
        (["Ana", "B" * 21], "seats.long_name", {"n": 2, "limit": 20}),
    ]
    for names, key, params in cases:
        with pytest.raises(CardkitError) as refused:
            Table("ipso", ("human", "human"), {"players": 2}, names=names, seed=1)
        for language in ("en", "fr"):
            assert refused.value.explain(language) == t(key, language, **params)
    app = Dashboard("fr", bot_delay=0, seed=1, session=0)
    app.values["names"][:2] = ["Ana", "ANA\u200b"]
    assert app.start() is None
    assert "Deux joueurs s'appellent ANA" in app.message.value


def test_a_person_cannot_take_a_bot_s_name_in_any_language():
    from cardkit.core.seats import BadSeats, check_name

    for name in ("Bot 3 (normal)", " bot 3 (NORMAL) ", "Bot 2 (débutant)", "Bot\u200b 1 (expert)"):
        with pytest.raises(BadSeats, match="how the kit names a bot"):
            check_name(name, 0)
    assert check_name("Bot 3 (normal)", 2, person=False) == "Bot 3 (normal)"  # a bot's own seat
    assert check_name("Botanist", 0) == "Botanist"
    table = Table("ipso", ["human", "normal"], names=["Ana", "Bot 2 (normal)"])  # the bot keeps its name
    assert table.names() == ["Ana", "Bot 2 (normal)"]
    with pytest.raises(BadSeats):
        Table("ipso", ["human", "normal"], names=["Bot 2 (normal)", "Bo"])


def test_rooms_attacks_bot_names_room_links_and_lost_store_answers_find_nothing():
    for attack in (attacks.bot_names, attacks.room_links, attacks.lost_answers):
        report = attack()
        assert report["violations"] == 0, report.get("first violation")
