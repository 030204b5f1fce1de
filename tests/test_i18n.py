"""Languages: every text of the kit comes from a catalog, so a new language is a new catalog.

A pseudo-locale "xx" (each English template with its letters swapped for look-alikes, "ŕóŵ óƒ {n}",
between ⟦ ⟧) is added the way a translator would add a language, then every game's board, log,
hints from every bot level and score sheet are drawn in it, in strict mode: a key missing in "xx"
is a KeyError, and a run of plain ASCII letters left in a text is English that did not go through
the catalogs (a card is a rank and a symbol, "J♠"; numbers are digits).
"""

from __future__ import annotations

import random
import re

import pytest

import cardkit.coach.analysis  # noqa: F401
import cardkit.coach.puzzles  # noqa: F401
import cardkit.dashboard  # noqa: F401  (each package registers its texts when imported)
import cardkit.quiz  # noqa: F401
import cardkit.rooms  # noqa: F401
import cardkit.widgets.stepper  # noqa: F401
from cardkit import games, i18n
from cardkit.core import action_to_json
from cardkit.core.bots import LEVELS, make_bot
from cardkit.scene import Context, default_names, static_scene
from cardkit.testing import command, send
from cardkit.widgets import PlayWidget

GAMES = games.names()
LOOKALIKES = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ", "áƀçđéƒĝĥíĵķĺɱñóƥʠŕšţúʋŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹṀÑÓƤƢŔŠŢÚƲŴẊÝŽ"
)
ENGLISH = re.compile(r"[A-Za-z]{2,}")  # a card's rank is one letter: "J♠", "A♥"
MACHINE = {
    "id",
    "face",
    "rank",
    "pip",
    "tone",
    "card",
    "send",
    "layout",
    "game",
    "lang",
    "drops",
    "badge",
}  # not read by people (a badge: a kind and a symbol)


def pseudo(template: str) -> str:
    """The template with its words disguised and its {placeholders} kept ({n|card|cards}: its forms disguised)."""
    parts = re.split(r"(\{[^{}]*\})", template)
    disguise = lambda p: p.translate(LOOKALIKES)  # noqa: E731
    return (
        "⟦"
        + "".join(
            disguise(p)
            if not p.startswith("{")
            else p
            if "|" not in p
            else "{" + p[1:].split("|", 1)[0] + "|" + disguise(p[1:-1].split("|", 1)[1]) + "}"
            for p in parts
        )
        + "⟧"
    )


@pytest.fixture
def xx(monkeypatch):
    """The pseudo-locale, added like any new language (and removed after the test), in strict mode."""
    english = dict(_english())  # read before "xx" exists
    monkeypatch.setitem(i18n._CATALOGS, "xx", {})  # undone after the test: "xx" leaves the registry
    i18n.add("xx", {key: pseudo(template) for key, template in english.items()})
    with i18n.strict():
        yield "xx"


def _english():
    games.names()  # every game's catalog comes with its spec
    return i18n.catalog("en")


def leaks(value, path: str = "") -> list[str]:
    """Every piece of English in the human-readable texts of a scene (or any JSON-like value)."""
    found = []
    if isinstance(value, dict):
        for key, item in value.items():
            if key not in MACHINE:
                found += leaks(item, f"{path}.{key}")
    elif isinstance(value, (list, tuple)):
        for i, item in enumerate(value):
            found += leaks(item, f"{path}[{i}]")
    elif isinstance(value, str) and ENGLISH.search(value):
        found.append(f"{path}: {value!r}")
    return found


def played(name: str, seed: int):
    """Every position of a seeded random game, each with the action played from it (None at the end)."""
    state = games.spec(name).state.new(None, seed)
    rng = random.Random(seed)
    while not state.is_over():
        legal = state.legal_actions()
        action = legal[rng.randrange(len(legal))]
        yield state.clone(), action
        state.play(action)
    yield state, None


# ------------------------------------------------------------------------------ the registry


def test_a_new_language_is_a_new_catalog_and_reads_english_where_it_has_no_text(monkeypatch):
    monkeypatch.setitem(i18n._CATALOGS, "de", {})  # undone after the test
    i18n.add("de", {"scene.over": "Das Spiel ist aus."})
    assert i18n.languages()[0] == "en" and "de" in i18n.languages()
    assert i18n.t("scene.over", "de") == "Das Spiel ist aus."
    assert i18n.t("scene.player", "de", n=2) == "Player 2"  # the fallback
    assert "scene.player" in i18n.missing("de") and "scene.over" not in i18n.missing("de")
    with i18n.strict(), pytest.raises(KeyError, match="scene.player"):
        i18n.t("scene.player", "de", n=2)
    with pytest.raises(ValueError, match="choose one of en, fr"):
        i18n.t("scene.over", "it")


def test_every_text_has_a_french_form():
    _english()
    assert i18n.missing("fr") == []
    assert i18n.keys("fr") <= i18n.keys("en")  # and no French text without its English one


def test_every_template_keeps_its_placeholders_in_french():
    english, french = _english(), i18n.catalog("fr")
    names = lambda template: sorted(set(re.findall(r"\{(\w*)", template)))  # noqa: E731
    assert [k for k in english if names(english[k]) != names(french[k])] == []


# ------------------------------------------------------------------------------ typography and plurals

NBSP = "\u00a0"  # French typography: a non-breaking space before ; : ! ? and inside « » (never U+202F)
PLACEHOLDER = re.compile(r"\{[^{}]*\}")
PLURAL_FORMS = re.compile(r"\{(\w+)\|([^{}|]*)\|([^{}|]*)\}")
COUNTED = {
    "points",
    "cards",
    "stars",
    "steps",
    "turns",
    "suits",
    "games",
    "hands",
    "deals",
    "colours",
    "moves",
    "players",
    "seats",
    "names",
    "characters",
    "étoiles",
    "cartes",
    "étapes",
    "tours",
    "couleurs",
    "parties",
    "donnes",
    "coups",
    "joueurs",
    "places",
    "mains",
    "noms",
    "caractères",
}


NOT_COUNTS = {"what", "name", "card", "suit", "row", "title", "game"}  # "{what} cards": the market's cards


def _tables():
    _english()
    return [
        (language, key, template) for language in i18n.languages() for key, template in i18n.catalog(language).items()
    ]


def typography_mistakes(language: str, template: str) -> list[str]:
    """What a template's punctuation gets wrong in its language (its placeholders left out)."""
    text = PLACEHOLDER.sub("{}", template)
    wrong = []
    for i, mark in enumerate(text):
        before = text[i - 1] if i else ""
        if language == "fr":
            if mark in ";:!?»" and before != NBSP and not text.startswith("//", i + 1):  # a URL's scheme: no space
                wrong.append(f"{mark!r} needs a non-breaking space (U+00A0) before it")
            if mark == "«" and text[i + 1 : i + 2] != NBSP:
                wrong.append("« needs a non-breaking space (U+00A0) after it")
        elif mark in ";:!?" and before in (" ", NBSP):
            wrong.append(f"no space before {mark!r} in {language!r}")
    if "\u202f" in text:
        wrong.append("a narrow no-break space (U+202F): the kit uses U+00A0")
    return wrong


def test_every_table_follows_its_language_s_typography():
    wrong = [
        f"{language} {key}: {mistake}"
        for language, key, template in _tables()
        for mistake in typography_mistakes(language, template)
    ]
    assert wrong == []


def test_a_typography_mistake_is_named():
    assert typography_mistakes("fr", "Total : {total}") == ["':' needs a non-breaking space (U+00A0) before it"]
    assert typography_mistakes("fr", f"« {{x}}{NBSP}»") == ["« needs a non-breaking space (U+00A0) after it"]
    assert typography_mistakes("en", "Total : {total}") == ["no space before ':' in 'en'"]
    assert typography_mistakes("fr", f"{{name!r}} inconnu{NBSP}: {{known}}") == []


def count_mistakes(language: str, key: str, template: str) -> list[str]:
    """A counted noun that does not agree with its count: "1 stars", "0 points" in French, "1 étapes"."""
    wrong = []
    bare = PLURAL_FORMS.sub("", template)
    for name, noun in re.findall(r"\{(\w+)[^{}]*\} (\w+)", bare):
        if noun in COUNTED and name not in NOT_COUNTS:
            wrong.append(f"{{{name}}} {noun} is not plural-aware: write {{{name}}} {{{name}|singular|{noun}}}")
    names = set(re.findall(r"\{(\w+)", template))
    for count in (0, 1, 2):
        text = i18n.t(key, language, **{n: "·" if n in NOT_COUNTS else count for n in names})
        for name, one, other in PLURAL_FORMS.findall(template):
            expected = one if i18n.singular(language, count) else other
            if (
                not re.search(rf"(?<![\w.,+-]){count} {re.escape(expected)}(?!\w)", text)
                and f"{{{name}}} {{{name}|" in template
            ):
                wrong.append(f"with {name}={count}: {text!r} lacks {count} {expected}")
        plural_nouns = "|".join(sorted(COUNTED))
        if count == 1 and re.search(rf"(?<![\w.,+-])1 ({plural_nouns})\b", text):
            wrong.append(f"with every count 1: {text!r}")
    return wrong


def test_every_count_agrees_with_its_noun_for_0_1_and_2():
    wrong = [
        f"{language} {key}: {mistake}"
        for language, key, template in _tables()
        for mistake in count_mistakes(language, key, template)
    ]
    assert wrong == []


def test_a_count_mistake_is_named(monkeypatch):
    monkeypatch.setitem(i18n._CATALOGS, "en", dict(i18n._CATALOGS["en"]))  # undone after the test
    i18n.add("en", {"test.steps": "{count} steps", "test.ok": "{count} {count|step|steps}"})
    assert count_mistakes("en", "test.steps", "{count} steps")[0].startswith("{count} steps is not plural-aware")
    assert count_mistakes("en", "test.ok", "{count} {count|step|steps}") == []
    assert i18n.t("test.ok", "en", count=1) == "1 step" and i18n.t("test.ok", "en", count=0) == "0 steps"
    assert i18n.t("stepper.plain", "fr", title="T", count=0) == f"T{NBSP}: 0 étape"
    assert i18n.t("stepper.plain", "fr", title="T", count=2) == f"T{NBSP}: 2 étapes"


# ------------------------------------------------------------------------------ the pseudo-locale


@pytest.mark.parametrize("name", GAMES)
def test_every_board_log_and_score_sheet_reads_in_a_new_language(xx, name):
    spec = games.spec(name)
    board = spec.board
    for seed in (1, 2):
        names = default_names(spec.players[0], xx)
        for state, action in played(name, seed):
            mover = state.to_move()
            view = state.view(0 if mover is None else mover)
            scenes = [static_scene(board, view, xx)]
            if action is not None:
                scenes.append(board.build(view, Context(names, xx, hint=action, live=True)))
                after = state.clone()
                after.play(action)
                scenes.append(board.describe(action, mover, view, after.view(mover))(xx, names))
            else:
                scenes += [state.scores(xx), [score.explain(xx) for score in state.scores(xx)]]
            scenes.append(board.match_title(spec.match.Options(), 0, state.options, xx))
            assert leaks(scenes) == [], f"{name}, seed {seed}, move {len(state.history)}"
        assert "sheet" in scenes[0]


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("level", LEVELS)
def test_every_bot_level_explains_its_hints_in_a_new_language(xx, name, level):
    positions = [state for state, action in played(name, 3) if action is not None]
    for state in positions[:: max(1, len(positions) // 4)]:
        bot = make_bot(name, level, seed=1)
        hint = bot.hint(state.view(state.to_move()), xx)
        assert leaks(hint.reason) == [], f"{name} {level}: {hint.reason}"


@pytest.mark.parametrize("name", GAMES)
def test_the_play_widget_reads_in_a_new_language(xx, name):
    widget = PlayWidget(name, ("human", "random"), language=xx, seed=4, bot_delay=0, hint_level="beginner")
    # The menu offers every language, each in its own words; the rules panel is a text file per
    # language (English until the language has one), only its title comes from the catalogs.
    menu = widget.scene["labels"]["languages"]
    assert [code for code, _ in menu] == list(i18n.languages()) and [xx, pseudo("English")] in menu
    scenes = [widget.rules["title"]]
    while not widget.state.is_over():
        scenes.append(widget.scene)
        command(widget, "hint")
        scenes.append(widget.scene)
        send(widget, {"kind": "act", "action": action_to_json(widget.state.view(0).legal[0])})
    scenes.append(widget.scene)
    assert widget.scene["sheet"]
    assert leaks([dict(s, labels={k: v for k, v in s["labels"].items() if k != "languages"}) for s in scenes[1:]]) == []
    assert leaks(scenes[0]) == []
