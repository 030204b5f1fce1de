"""The tutorial stepper widget and the quiz helper."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

import cardkit.ipso as ipso
import cardkit.rummy500 as rummy
import cardkit.widgets.stepper
from cardkit import games
from cardkit.quiz import quiz
from cardkit.scene import static_scene, to_svg, where
from cardkit.widgets.stepper import Partial, Step, Stepper, _cards


def two_turns():
    game = ipso.Game.new({"players": 2}, 5)
    start = game.clone()
    game.apply(ipso.Replace(0, 3))
    return start, game


def test_the_cards_that_changed_since_the_previous_step_are_highlighted_and_labelled() -> None:
    start, after = two_turns()
    w = Stepper([Step(start, "start", seat=0), Step(after, "after", seat=0)], "T")
    assert not [c for c in _cards(w.scenes[0]) if c.get("changed")]
    changed = {c["id"]: c for c in _cards(w.scenes[1]) if c.get("changed")}
    assert set(changed) == {"p0:3", "centre:0"}
    assert all(c["label"].endswith(", changed in this step") for c in changed.values())
    fr = Stepper([Step(start, "a", seat=0), Step(after, "b", seat=0)], "T", language="fr")
    assert any(c["label"].endswith(", modifiée à cette étape") for c in _cards(fr.scenes[1]))


def test_a_partial_position_is_first_class_with_face_down_cards() -> None:
    pile, hand = rummy.cards("7S KH 2C"), rummy.cards("7H 7D")
    w = Stepper(
        [
            Step(Partial("rummy500", [("pile", pile)]), "pile"),
            Step(Partial("rummy500", [("pile", pile), ("hand", hand), ("stock", [None, None], "stack")]), "all"),
        ]
    )
    cards = list(_cards(w.scenes[1]))
    assert [c["card"] for c in cards if c["face"] == "up"] == [f"r500:{c.index}" for c in (*pile, *hand)]
    down = [c for c in cards if c["face"] == "down"]
    assert len(down) == 2 and all(set(c) <= {"id", "face", "label", "changed"} for c in down)
    assert {c["id"] for c in cards if c.get("changed")} >= {f"z1:{c.index}" for c in hand}


def test_steps_are_chosen_by_message_and_bad_or_stale_messages_change_nothing() -> None:
    start, after = two_turns()
    w = Stepper([Step(start, "a"), Step(after, "b"), Step(start, "c")])
    w._on_message(None, {"kind": "command", "name": "step", "value": 2, "move": 0, "seat": 0}, None)
    assert w.index == 2 and w.scene["prompt"] == "c" and w.scene["steps"]["index"] == 2
    for bad in (
        {"kind": "command", "name": "step", "value": 1, "move": 0, "seat": 0},  # stale
        {"kind": "command", "name": "step", "value": 9, "move": 2, "seat": 0},
        {"kind": "act", "value": 0},
        "junk",
    ):
        w._on_message(None, bad, None)
        assert w.index == 2
    w.index = 0
    assert w.scene["prompt"] == "a"
    with pytest.raises(ValueError):
        w.index = 3


def test_the_static_fallback_shows_every_step_as_svg_with_its_caption() -> None:
    start, after = two_turns()
    w = Stepper([Step(start, "first caption"), Step(after, "second caption")], "Title")
    data, _ = w._repr_mimebundle_()
    assert "text/html" not in data  # sanitizing viewers prefer it and would escape the SVG
    svg = data["image/svg+xml"]
    assert svg.startswith("<svg") and svg.count("<svg") == 1  # one image: every step, one under the other
    assert "first caption" in svg and "second caption" in svg
    assert "Step 2 of 2" in svg and 'stroke="#e65100"' in svg
    assert data["text/plain"] == repr(w) == "Title: 2 steps"


def test_a_step_shows_only_what_one_seat_sees() -> None:
    game = ipso.Game.new({"players": 3}, 9)
    random_state = random.Random(9)
    for _ in range(10):
        game.apply(random_state.choice(game.legal_actions()))
    scene = Stepper([Step(game, "x")]).scenes[0]
    seen = {c["card"] for c in _cards(scene) if "card" in c}
    view = game.view(game.to_move())
    visible = {f"ipso:{n}" for p in view.pyramids for n in p if n is not None} | {f"ipso:{n}" for n in view.centre}
    assert seen == visible
    assert "ipso:" not in to_svg({**scene, "areas": [a for a in scene["areas"] if a["id"] == "x"]})


def a_face_up_card(game: str) -> tuple[int, dict]:
    """A card of a fresh deal as its board draws it, with its number (an identity ends ":<number>")."""
    spec = games.spec(game)
    scene = static_scene(spec.board, spec.state.new(None, 1).view(0))
    item = next(c for c in _cards(scene) if c["face"] == "up" and "card" in c)
    return int(item["card"].rpartition(":")[2]), item


@pytest.mark.parametrize("game", games.names())
def test_every_board_draws_one_card_face_up_or_face_down(game: str) -> None:
    board = games.spec(game).board
    number, seen = a_face_up_card(game)
    drawn = board.card("x", number, where("pile"), "fr")
    assert drawn["id"] == "x" and drawn["label"].endswith(", pile")
    where_only = ("id", "label", "send", "selected", "hint", "legal", "note")  # a note says who put it there
    assert {k: v for k, v in drawn.items() if k not in where_only} == {
        k: v for k, v in seen.items() if k not in where_only
    }
    assert board.card("y", None, where("pile"), "fr") == {"id": "y", "face": "down", "label": "carte face cachée, pile"}


def test_a_rummy_card_is_drawn_alike_from_its_card_its_number_or_its_text() -> None:
    board = rummy.SPEC.board
    seven = rummy.cards("7S")[0]
    assert board.card("a", seven, "", "en") == board.card("a", seven.index, "", "en") == board.card("a", "7S", "", "en")


@pytest.mark.parametrize("game", games.names())
def test_a_partial_position_of_every_game_is_drawn_by_its_board(game: str) -> None:
    number, seen = a_face_up_card(game)
    w = Stepper([Step(Partial(game, [("hand", [number, None])]), "a")])
    up, down = list(_cards(w.scenes[0]))
    assert up["id"] == f"z0:{number}" and up["card"] == seen["card"] and down["face"] == "down"


@pytest.mark.parametrize("game", games.names())
def test_a_finished_games_score_sheet_in_a_step_names_each_player(game: str) -> None:
    """A tutorial's last step is a score sheet: each row names its player, and so does the title of how they
    scored (a row of points with no name, and an empty title to unfold, before)."""
    state = games.spec(game).state.new(None, 3)
    state.play_random(random.Random(3))
    for language, player, names in (("en", "Player", ["Player 1", "Player 2"]), ("fr", "Joueur", ["Ana", "Bo"])):
        sheet = Stepper([Step(state, "the end", names=names)], "t", language=language).scenes[0]["sheet"]
        assert sheet["labels"]["player"] == player
        assert [row["name"] for row in sheet["seats"]] == names
        assert all(row["name"] in row["details"] for row in sheet["seats"]), sheet["seats"]


def test_the_stepper_names_no_game_and_calls_no_private_part_of_a_board() -> None:
    source = Path(cardkit.widgets.stepper.__file__).read_text(encoding="utf-8")
    imported = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            imported |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            imported |= {node.module or ""} | {f"{node.module}.{alias.name}" for alias in node.names}
    packages = {f"cardkit.{name}" for name in games.names()}
    assert not [m for m in imported if any(m == p or m.startswith(p + ".") for p in packages)]
    assert "._card(" not in source and not [name for name in games.names() if f'"{name}"' in source]


def test_quiz_checks_the_answer_against_the_engine_and_explains() -> None:
    points = ipso.score_row([16, 32]).points
    why = ipso.score_row([16, 32]).explain()
    assert quiz("q", ..., points, why).correct is None
    assert "replace the ..." in str(quiz("q", ..., points, why))
    right = quiz("q", points, points, why)
    assert right.correct and why in str(right)
    wrong = quiz("q", points + 1, points, why, language="fr")
    assert wrong.correct is False and "Pas tout à fait" in wrong._repr_html_()
    assert quiz("q", " Set ", "set", "").correct and quiz("q", ["a", "b"], {"b", "a"}, "").correct
    assert not quiz("q", 1, True, "").correct


@pytest.mark.parametrize(
    "answer, expected",
    [
        ("suite", "run"),
        ("Run", "run"),
        ("brelan", "set"),
        ("groupe", "set"),  # the notebook's language or the other
        ("perdante", "losing"),
        ("perdant", "losing"),
        ("losing", "perdante"),
        ("vert", "green"),
        ("green", "vert"),
        ("vrai", True),
        ("oui", True),
        ("yes", True),
        ("✓", True),
        ("faux", False),
        ("non", False),
        ("✗", False),
        ("♥", "hearts"),
        ("cœur", "hearts"),
        ("9", 9),
    ],
)
def test_a_quiz_takes_answers_in_either_language_or_as_a_sign(answer, expected) -> None:
    import cardkit.house_of_suits  # noqa: F401  (its words: the roles)
    import cardkit.rummy500  # noqa: F401  (its words: the meld kinds)

    for language in ("en", "fr"):
        assert quiz("q", answer, expected, "", language=language).correct, (answer, expected, language)


@pytest.mark.parametrize(
    "answer, expected",
    [
        ("groupe", "run"),
        ("set", "run"),
        ("non", True),
        ("gagnante", "losing"),
        (1, True),
        ("9", 8),
        ("vert", "blue"),
    ],
)
def test_a_quiz_still_refuses_a_wrong_answer_in_any_language(answer, expected) -> None:
    import cardkit.house_of_suits  # noqa: F401
    import cardkit.rummy500  # noqa: F401

    assert quiz("q", answer, expected, "", language="fr").correct is False
