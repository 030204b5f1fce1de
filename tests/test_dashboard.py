"""The dashboard without a browser: the form, starting games, the scoreboard, languages, bad input,
and how `cardkit dashboard` / `make demo` / Binder serve it. The browser drives it for real in
``test_dashboard_browser.py``."""

from __future__ import annotations

import importlib.util
import logging
import os
import re
from html import escape
from pathlib import Path

import ipywidgets as w
import pytest

import cardkit.dashboard.dashboard as dashboard
from cardkit import cli, games
from cardkit.dashboard import Dashboard, app
from cardkit.dashboard.parts import scoreboard_html
from cardkit.i18n import t
from cardkit.testing import click, find_widget as find, scene_cards as elements, send

ROOT = Path(__file__).resolve().parent.parent
PREFERRED = ("keep", "discard_drawn", "end_hand", "discard", "last:market")


def texts(widget: w.Widget) -> str:
    """Every label and text of a widget tree, to check what a player reads."""
    parts = [str(getattr(widget, attr, "")) for attr in ("value", "description", "placeholder")]
    parts += [str(o[0]) if isinstance(o, tuple) else str(o) for o in getattr(widget, "options", ())]
    return " ".join(parts + [texts(c) for c in getattr(widget, "children", ())])


def choose(app: Dashboard, css: str, value) -> None:
    find(app, css).value = value


def next_click(scene: dict) -> str:
    """What the browser tests click next for the human at the screen (a plain, always legal policy)."""
    choices = {c["id"] for c in scene["choices"] if c.get("send")}
    for id in PREFERRED:
        if id in choices:
            return "choice:" + id
    mine = [c for a in scene["areas"] if a["mine"] for z in a["zones"] for r in z["rows"] for c in r["cards"]]
    selected = any(c.get("selected") for c in elements(scene))
    if scene["game"] == "ipso":
        return next(c["id"] for c in mine if c.get("legal")) if selected else "centre:0"
    if scene["game"] == "rummy500" and any(c["id"] == "stock" and c.get("send") for c in elements(scene)):
        return "stock"
    return next(c["id"] for c in mine if c["id"].startswith("hand:") and c.get("send") and not c.get("selected"))


def play_out(board, whole_match: bool) -> int:
    """Click through the board's game (or whole match) as the browser tests do; returns the clicks."""
    clicks = 0
    while True:
        scene = board.scene
        assert not scene["error"], scene["error"]
        if scene["sheet"]:
            buttons = {b["id"]: b for b in scene["buttons"]}
            if not whole_match or "next_game" not in buttons:
                return clicks
            send(board, buttons["next_game"]["send"])
            continue
        id = next_click(scene)
        if id.startswith("choice:"):
            send(board, next(c for c in scene["choices"] if c["id"] == id[7:])["send"])
        else:
            click(board, id)
        clicks += 1


def test_the_form_offers_each_game_its_own_options():
    d = Dashboard()
    assert find(d, "ckd-players").options == (("2", 2), ("3", 3), ("4", 4), ("5", 5), ("6", 6))
    assert [v for _, v in find(d, "ckd-variant").options] == [False, True]
    assert "Tournament (4 games)" in texts(find(d, "ckd-format"))
    choose(d, "ckd-games", "rummy500")
    assert [v for _, v in find(d, "ckd-players").options] == [2, 3, 4]
    assert [v for _, v in find(d, "ckd-target").options] == [500, 250]
    assert "Bot: Beginner" in texts(find(d, "ckd-who-2")) and "Bot: Expert" in texts(find(d, "ckd-who-2"))
    choose(d, "ckd-games", "house_of_suits")
    with pytest.raises(LookupError):
        find(d, "ckd-players")  # House of Suits is a two-player game
    assert [v for _, v in find(d, "ckd-suits").options] == [4, 5, 6]
    assert [v for _, v in find(d, "ckd-match").options] == [4, 6]


def test_the_seats_follow_the_number_of_players():
    d = Dashboard()
    choose(d, "ckd-players", 5)
    find(d, "ckd-who-5")
    with pytest.raises(LookupError):
        find(d, "ckd-who-6")
    choose(d, "ckd-games", "rummy500")  # each game remembers its own count
    find(d, "ckd-who-2")
    with pytest.raises(LookupError):
        find(d, "ckd-who-3")


def test_play_starts_the_ipso_game_the_form_describes():
    d = Dashboard(bot_delay=0, seed=3)
    choose(d, "ckd-players", 3)
    choose(d, "ckd-variant", True)
    choose(d, "ckd-format", True)
    find(d, "ckd-name-1").value = "Ana"
    choose(d, "ckd-who-2", "human")
    choose(d, "ckd-who-3", "expert")
    board = d.start()
    assert board is d.board and board.game == "ipso"
    options = board.match.rules.options
    assert (options.players, options.odd_even, options.tournament) == (3, True, True)
    assert board.seats == ("human", "human", "expert")
    assert board.names() == ["Ana", "Player 2", "Bot 3 (expert)"]
    assert find(d, "ckd-board").children == (board,)


def test_play_starts_rummy_to_250_and_a_six_game_house_of_suits_match():
    d = Dashboard(bot_delay=0)
    choose(d, "ckd-games", "rummy500")
    choose(d, "ckd-players", 4)
    choose(d, "ckd-target", 250)
    choose(d, "ckd-who-2", "beginner")
    board = d.start()
    assert (board.match.rules.options.players, board.match.rules.options.target) == (4, 250)
    assert board.seats == ("human", "beginner", "normal", "normal")
    assert board.names()[0] == "Player 1"  # no name typed: the board's own names (they follow its language)
    d.change_game()
    choose(d, "ckd-games", "house_of_suits")
    choose(d, "ckd-suits", 6)
    choose(d, "ckd-match", 6)
    with pytest.raises(LookupError):
        find(d, "ckd-suits")  # the six-game match plays 4, 5 and 6 suits: no choice to make
    board = d.start()
    assert board.match.rules.options.games == 6 and board.state.options.suits == 4


def test_two_players_with_the_same_name_are_refused_with_a_message():
    d = Dashboard(bot_delay=0)
    find(d, "ckd-name-1").value = "Bot 2 (normal)"
    assert d.start() is None and d.board is None
    assert "Bot 2 (normal) is how the kit names a bot: give player 1 a person's name." in d.message.value
    assert 'role="alert"' in d.message.value
    find(d, "ckd-name-1").value = " ana "
    find(d, "ckd-name-2").value = "Ana"
    d.set_language("fr")
    assert d.start() is None
    assert "Deux joueurs s'appellent Ana\u00a0: donnez à chacun son propre nom." in d.message.value


def test_a_name_too_long_is_refused_and_nothing_starts():
    d = Dashboard(bot_delay=0)
    find(d, "ckd-name-2").value = "x" * 21
    assert d.start() is None
    assert "The name of player 2 is too long: 20 characters at most." in d.message.value
    find(d, "ckd-name-2").value = "x" * 20
    assert d.start() is not None and d.message.value == ""


def test_a_choice_not_on_the_form_is_refused():
    d = Dashboard(bot_delay=0)
    d.values["who"][1] = "random"  # the form offers beginner, normal and expert bots only
    assert d.start() is None and "That choice is not on the form ('random')" in d.message.value
    d.values["who"][1] = "normal"
    d.values["players"]["ipso"] = 7
    assert d.start() is None and "7 players" in d.message.value


def test_an_error_while_starting_is_shown_in_the_page_not_lost(monkeypatch, caplog):
    def broken(*args, **kwargs):
        raise KeyError("boom")

    monkeypatch.setattr(dashboard, "PlayWidget", broken)
    d = Dashboard()
    assert d.start() is None
    assert "Something went wrong in the kernel (KeyError in test_dashboard.py:" in d.message.value
    assert "boom" not in d.message.value  # exception texts stay in the log: they could name a card
    assert "cannot start a game" in caplog.text


def test_the_scoreboard_runs_across_a_whole_house_of_suits_match():
    d = Dashboard(bot_delay=0, seed=5)
    choose(d, "ckd-games", "house_of_suits")
    board = d.start()
    assert "Game 1" in d.scores.value and "being played" in d.scores.value
    play_out(board, whole_match=True)
    match = board.match
    assert match.is_over() and len(match.deals) == 4
    rows = re.findall(r"<tr><td>Game (\d)</td>((?:<td>-?\d+</td>)+)</tr>", d.scores.value)
    assert [int(n) for n, _ in rows] == [1, 2, 3, 4]
    assert [[int(v) for v in re.findall(r"-?\d+", cells)] for _, cells in rows] == match.deal_totals()
    total = re.search(r"<tr class='ckd-total'>(.*?)</tr>", d.scores.value).group(1)
    assert [int(v) for v in re.findall(r">(-?\d+)<", total)] == match.totals()
    assert "being played" not in d.scores.value


def test_the_scoreboard_shows_only_finished_deals():
    html = scoreboard_html("rummy500", ["Ana", "Bob"], [[55, -10]], 2, "fr")
    assert "Donne 1" in html and "Donne 2" in html and "en cours" in html
    assert "<td class='ckd-leader'>55</td><td class=''>-10</td>" in html
    assert "<td class=''>0</td>" in scoreboard_html("ipso", ["A", "B"], [], 1, "en")


@pytest.mark.parametrize("game", ["ipso", "rummy500"])
def test_a_single_game_is_played_to_its_score_sheet_by_the_browser_tests_policy(game):
    d = Dashboard(bot_delay=0, seed=2)
    choose(d, "ckd-games", game)
    board = d.start()
    assert play_out(board, whole_match=False) > 5
    assert board.state.is_over()
    assert ("Hand 1" if game == "rummy500" else "Game 1") in d.scores.value
    assert "being played" not in d.scores.value


def test_new_game_on_the_board_starts_a_fresh_scoreboard():
    d = Dashboard(bot_delay=0, seed=4)
    board = d.start()
    play_out(board, whole_match=False)
    assert "being played" not in d.scores.value
    send(board, next(b for b in board.scene["buttons"] if b["id"] == "new_game")["send"])
    assert "being played" in d.scores.value


def test_the_language_switches_the_form_the_board_and_the_scoreboard_together():
    d = Dashboard(bot_delay=0)
    d.set_language("fr")
    assert "Une personne devant cet écran" in texts(d) and "Jouer" in texts(d)
    board = d.start()
    assert board.language == "fr" and "Tableau des scores" in d.scores.value
    d.set_language("en")
    assert board.language == "en" and "Scoreboard" in d.scores.value and "Change the game" in texts(d)
    send(board, {"kind": "command", "name": "language", "value": "fr"})  # the board's own language menu
    assert d.language == "fr" and "Changer de jeu" in texts(d) and "Partie 1" in d.scores.value


def test_changing_the_game_closes_the_board_and_cancels_its_bots():
    d = Dashboard(bot_delay=0.4)
    board = d.start()
    d.change_game()
    assert d.board is None and board._closed and board.comm is None
    assert find(d, "ckd-start")


def test_app_takes_the_servers_settings_from_the_environment(monkeypatch, tmp_path, caplog):
    monkeypatch.setenv("CARDKIT_BOT_DELAY", "0")
    monkeypatch.setenv("CARDKIT_SEED", "12")
    monkeypatch.setenv("CARDKIT_SESSIONS", str(tmp_path))
    d = app()
    assert (d.bot_delay, d.seed, d.session) == (0.0, 12, 0)
    first = d.start().match.seed
    d.change_game()
    assert d.start().match.seed != first  # each game deals from the next seed
    assert app().session == 1 and app().start().match.seed != first  # the next session: another deal
    assert Dashboard(bot_delay=0, seed=12, session=0).start().match.seed == first  # ... reproducibly
    monkeypatch.delenv("CARDKIT_SESSIONS")  # kernels that cannot number themselves apart: no seed
    with caplog.at_level(logging.WARNING, logger="cardkit.dashboard"):
        assert app().seed is None
    assert "CARDKIT_SESSIONS" in caplog.text
    monkeypatch.setenv("CARDKIT_BOT_DELAY", "soon")
    monkeypatch.delenv("CARDKIT_SEED")
    assert (app().bot_delay, app().seed) == (0.4, None)


def test_the_notebook_only_calls_the_app():
    assert (ROOT / "notebooks" / "dashboard.ipynb").read_text(encoding="utf-8") == dashboard.notebook_text()
    code = [c["source"] for c in dashboard.NOTEBOOK["cells"] if c["cell_type"] == "code"]
    assert len(code) == 1 and code[0].rstrip().endswith("app()")


def test_cardkit_dashboard_serves_it_with_culling_and_preheated_kernels(monkeypatch, capsys):
    from voila.app import Voila

    launched, sessions = [], []

    def launch(cls, argv):  # while the server runs: a fresh directory numbers this run's sessions
        launched.append(argv)
        sessions.append((os.environ["CARDKIT_SESSIONS"], os.listdir(os.environ["CARDKIT_SESSIONS"])))

    monkeypatch.setattr(Voila, "launch_instance", classmethod(launch))
    for name in ("CARDKIT_BOT_DELAY", "CARDKIT_SEED", "CARDKIT_SESSIONS", "JUPYTER_PATH"):
        monkeypatch.setenv(name, "")  # so that what cli.main sets is undone after the test
        monkeypatch.delenv(name)
    assert cli.main(["dashboard", "--bot-delay", "0", "--seed", "3"]) == 0
    assert capsys.readouterr().out.startswith("cardkit dashboard: http://127.0.0.1:8866/")
    [argv] = launched
    assert argv[0] == str(ROOT / "notebooks" / "dashboard.ipynb")
    assert {
        "--no-browser",
        "--port=8866",
        "--Voila.ip=127.0.0.1",
        "--MappingKernelManager.cull_idle_timeout=120",
        "--MappingKernelManager.cull_interval=30",
        "--VoilaConfiguration.preheat_kernel=True",
        "--VoilaConfiguration.template=cardkit",
    } <= set(argv)
    assert (os.environ["CARDKIT_BOT_DELAY"], os.environ["CARDKIT_SEED"]) == ("0.0", "3")
    [(directory, numbered)] = sessions
    assert numbered == [] and not Path(directory).exists()  # fresh while serving, removed when the server stops
    # the page template, where Voila looks for templates: the Jupyter data directories
    assert (Path(os.environ["JUPYTER_PATH"]) / "voila" / "templates" / "cardkit" / "index.html.j2").exists()


def test_make_demo_installs_the_dashboard_extra_then_serves_the_dashboard():
    makefile = (ROOT / "Makefile").read_text()
    recipe = re.search(r"^demo: (.*)\n((?:\t.*\n)+)", makefile, re.M)
    assert recipe.group(1).strip() == "$(VENV)/.installed-dashboard"
    assert "cardkit dashboard" in recipe.group(2) and "play ipso" not in recipe.group(2)
    install = re.search(r"^\$\(VENV\)/\.installed-%: .*\n((?:\t.*\n)+)", makefile, re.M).group(1)
    assert "pip install --quiet -e '.[$*]'" in install
    # make test runs the lint and the docs first; each of them installs the test extra
    assert re.search(r"^test: lint docs$", makefile, re.M)
    for step in ("lint", "docs"):
        assert re.search(rf"^{step}: \$\(VENV\)/\.installed-test$", makefile, re.M)


def test_cardkit_dashboard_without_the_extra_names_it_and_exits_non_zero(monkeypatch, capsys):
    from voila.app import Voila

    monkeypatch.setattr(Voila, "launch_instance", classmethod(lambda cls, argv: pytest.fail("Voila started")))
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "ipykernel" else real(name, *a))
    with pytest.raises(SystemExit) as stopped:
        cli.main(["dashboard"])
    assert stopped.value.code == (
        "cardkit: cardkit dashboard needs ipykernel, which the dashboard extra installs: "
        'pip install "cardkit[dashboard]"'
    )  # printed on stderr, exit status 1


def test_cardkit_dashboard_removes_the_folder_of_the_notebook_it_writes(monkeypatch, tmp_path, capsys):
    from voila.app import Voila

    seen = []

    def launch(cls, argv):
        notebook = Path(argv[0])
        seen.append((notebook, notebook.read_text(encoding="utf-8")))

    monkeypatch.setattr(Voila, "launch_instance", classmethod(launch))
    monkeypatch.setattr(cli, "SOURCE_NOTEBOOK", tmp_path / "no-checkout" / "dashboard.ipynb")  # an installed cardkit
    for name in ("CARDKIT_BOT_DELAY", "CARDKIT_SEED", "JUPYTER_PATH"):
        monkeypatch.setenv(name, "")
        monkeypatch.delenv(name)
    assert cli.main(["dashboard"]) == 0
    [(notebook, text)] = seen
    assert text == dashboard.notebook_text() and notebook.parent.name.startswith("cardkit-")
    assert not notebook.parent.exists()


def questions(widget: w.Widget) -> list[w.Widget]:
    """The controls of the game's own questions (``ckd-opt-<option>``), in the form's order."""
    found = [widget] if any(c.startswith("ckd-opt-") for c in getattr(widget, "_dom_classes", ())) else []
    for child in getattr(widget, "children", ()):
        found += questions(child)
    return found


@pytest.mark.parametrize("game", games.names())
def test_the_form_asks_each_question_of_the_games_declaration_once(game):
    spec = games.spec(game)
    d = Dashboard()
    d.set_language("fr")
    choose(d, "ckd-games", game)
    assert escape(spec.about("fr")) in texts(d)
    defaults = {c.option: c.default for c in spec.form}
    shown = [c for c in spec.form if c.shown(defaults)]
    assert [q._dom_classes[0] for q in questions(d)] == [f"ckd-opt-{c.option}" for c in shown]
    for choice in shown:
        control = find(d, f"ckd-opt-{choice.option}")
        assert control.options == tuple((t(label, "fr", n=value), value) for value, label in choice.values)
        assert control.value == choice.default and escape(t(choice.label, "fr")) in texts(d)
    for choice in spec.form:
        for option, needed in choice.only_if:  # another answer hides the question, and it is not asked
            other = next(
                value for value, _ in next(c for c in spec.form if c.option == option).values if value != needed
            )
            choose(d, f"ckd-opt-{option}", other)
            with pytest.raises(LookupError):
                find(d, f"ckd-opt-{choice.option}")
            assert choice.option not in d.settings()[2]
            choose(d, f"ckd-opt-{option}", needed)
            find(d, f"ckd-opt-{choice.option}")


def test_a_fourth_game_gets_its_form_and_scoreboard_from_its_declaration_alone():
    from fourth_game import registered

    with registered():
        d = Dashboard(bot_delay=0, seed=1)
        assert [v for _, v in find(d, "ckd-games").options][-1] == "mini_ipso"
        choose(d, "ckd-games", "mini_ipso")
        assert "Ipso for two or three" in texts(d)
        assert find(d, "ckd-players").options == (("2", 2), ("3", 3))
        assert find(d, "ckd-opt-first_player").options == (("Seat 0", 0), ("Seat 1", 1))
        find(d, "ckd-opt-odd_even")
        choose(d, "ckd-opt-first_player", 1)
        with pytest.raises(LookupError):
            find(d, "ckd-opt-odd_even")  # asked only when seat 0 starts
        choose(d, "ckd-players", 3)
        board = d.start()
        assert board.game == "mini_ipso" and board.match.rules.options.first_player == 1
        assert board.match.rules.options.players == 3
        assert "Round 1" in d.scores.value
    d = Dashboard()
    assert "mini_ipso" not in [v for _, v in find(d, "ckd-games").options]


def test_one_language_control_at_a_time_and_change_the_game_asks_during_a_game():
    d = Dashboard(bot_delay=0, seed=3)
    assert find(d, "ckd-language")  # the form's
    board = d.start()
    with pytest.raises(LookupError):
        find(d, "ckd-language")  # during a game the board's own menu is the one control
    find(d, "ckd-change").click()  # nothing played yet: straight back to the form
    assert d.board is None and find(d, "ckd-start") and find(d, "ckd-language")
    board = d.start()
    while not board.state.history:
        click(board, next_click(board.scene))
    assert board.table.in_progress()
    find(d, "ckd-change").click()  # the first step only asks
    assert d.board is board and "discards the one under way: are you sure?" in texts(d)
    find(d, "ckd-confirm-no").click()  # keep playing: the game and its button are back
    assert d.board is board and find(d, "ckd-change") and "are you sure" not in texts(d)
    d.set_language("fr")
    find(d, "ckd-change").click()
    assert "êtes-vous sûr" in texts(d) and "Oui, changer de jeu" in texts(d)
    find(d, "ckd-confirm-yes").click()
    assert d.board is None and board._closed and find(d, "ckd-start")


def test_the_harmless_no_such_comm_warning_stays_out_of_the_page(caplog):
    app().close()
    comm_log = logging.getLogger("Comm")
    with caplog.at_level(logging.WARNING, logger="Comm"):
        comm_log.warning("No such comm: %s", "a1b2")  # a click on a board already closed
        comm_log.warning("No such comm target registered: %s", "x")  # anything else still reaches the log
    assert [r.getMessage() for r in caplog.records] == ["No such comm target registered: x"]


def test_play_starts_the_game_chosen_whatever_the_timing_of_the_clicks_before_it():
    """Each answer draws the form again; Play stays the same widget, so a click on the Play button the
    page showed before the redraw (a quick click after choosing the game) starts the game chosen."""
    d = Dashboard(bot_delay=0, seed=1)
    play = find(d, "ckd-start")
    d._set_game("house_of_suits")
    assert find(d, "ckd-start") is play
    play.click()
    assert d.board is not None and d.board.game == "house_of_suits"
    d.close()


def test_a_game_chosen_on_the_form_drawn_before_a_language_change_is_still_chosen():
    """A click on the game control the page showed before the form was drawn again in French (a quick
    click after choosing the language) chooses that game; once a game is on, that control is inert."""
    d = Dashboard(bot_delay=0, seed=1)
    games_before = find(d, "ckd-games")
    d.set_language("fr")
    assert find(d, "ckd-games") is not games_before and games_before.comm is not None
    games_before.value = "rummy500"
    assert d.values["game"] == "rummy500" and find(d, "ckd-target")  # the form drawn again for Rummy 500
    assert games_before.comm is None  # two forms ago: closed
    games_last = find(d, "ckd-games")
    board = d.start()
    assert games_last.comm is None  # the form left the page: its controls are closed at once
    games_last.value = "ipso"
    assert d.values["game"] == "rummy500" and d.board is board
    d.close()


def test_the_theme_and_card_back_menus_dress_the_board_the_page_and_the_next_board():
    d = Dashboard(bot_delay=0, seed=1, language="fr")
    board = d.start()
    theme, back = find(d, "ckd-theme"), find(d, "ckd-card-back")
    assert [label for label, _ in theme.options] == ["Comme la page", "Clair", "Sombre", "Contraste élevé"]
    theme.value, back.value = "contrast", "red"
    assert (board.theme, board.card_back) == ("contrast", "red")
    assert d.look.theme == "contrast"  # the page around the board too
    d.change_game()
    board = d.start()  # a new game keeps the choice
    assert (board.theme, board.card_back) == ("contrast", "red")
    assert find(d, "ckd-theme").value == "contrast"
    d.close()


def test_a_theme_that_does_not_exist_is_refused_in_the_dashboards_language_and_changes_nothing():
    import traitlets

    d = Dashboard(bot_delay=0, seed=1, language="fr")
    d.look.theme = "dark"
    with pytest.raises(traitlets.TraitError, match="Il n'y a pas de thème appelé 'sépia'"):
        d.look.theme = "sépia"
    d.set_language("en")
    with pytest.raises(traitlets.TraitError, match="There is no theme called 'sepia'"):
        d.look.theme = "sepia"
    assert d.look.theme == "dark"
    d.close()


def test_a_preheated_kernel_the_culler_saw_starting_keeps_the_whole_timeout_once_a_page_takes_it(tmp_path):
    """The culler may pass in the moment between a kernel's start and Voila's pool taking it in. Before the
    fix that moment started the kernel's never-connected clock, so a page handed it after a longer wait in
    the pool than the idle timeout lost it at the culler's next pass, before its websocket could connect
    (the page's form never shown: the concurrent-sessions test's failure under load)."""
    import asyncio
    import time
    from datetime import timedelta
    from types import SimpleNamespace

    from jupyter_server._tz import utcnow
    from traitlets.config import Configurable
    from voila.voila_kernel_manager import voila_kernel_manager_factory

    from cardkit.dashboard.kernels import DashboardKernelManager

    class Server(Configurable):  # what Voila's pool reads from its app: no notebook, so no kernel started
        root_dir = str(tmp_path)
        notebook_path = None

    timeout = 1  # seconds
    manager = voila_kernel_manager_factory(DashboardKernelManager, True, 1)(parent=Server(), cull_idle_timeout=timeout)
    culled: list[str] = []

    async def shutdown_kernel(kernel_id: str, *args, **kwargs) -> None:
        culled.append(kernel_id)

    manager.shutdown_kernel = shutdown_kernel
    kernel = SimpleNamespace(
        execution_state="starting",
        kernel_name="python3",
        kernel_spec=SimpleNamespace(metadata={}),
        last_activity=utcnow(),
    )
    manager._kernels["k"] = kernel

    async def scenario() -> None:
        await manager.cull_kernels()  # the pass in the moment the kernel has started
        preheated = asyncio.get_running_loop().create_future()
        preheated.set_result({"kernel_id": "k"})
        manager._pools["dashboard.ipynb"] = [preheated]  # Voila's pool takes it in; it runs the notebook
        kernel.execution_state, kernel.last_activity = "idle", utcnow()
        time.sleep(timeout + 0.5)  # it waits in the pool longer than the timeout
        await manager.cull_kernels()
        manager._pools["dashboard.ipynb"].pop()  # a page takes it
        await manager.cull_kernels()  # the next pass, before the page's websocket connects
        assert culled == [], "a page handed a preheated kernel lost it before it could connect"
        time.sleep(timeout + 0.5)  # a page that never connects still loses it, one timeout later
        await manager.cull_kernels()
        assert culled == ["k"]

    asyncio.run(scenario())
    assert kernel.last_activity < utcnow() - timedelta(seconds=timeout)
