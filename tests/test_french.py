"""French as a French reader reads it: every text the kit renders in French, swept for the slips a
message system makes when it glues words together.

Over seeded games of every game played at every bot level, the boards (scene texts), the log lines,
the hints of that level, the refusals of moves that are no longer legal, the score sheets and score
breakdowns, the refusals of bad options and the quizzes' verdicts are collected in French and read for
"à le", "à les", "de le", "de les" (au, aux, du, des), le/la/de before a vowel sound (l'A♥, d'Ipso), an
ASCII True or False, a ; : ! ? without its non-breaking space, and English words. The Expert's hints,
slow to compute, are read at a few positions only, so the sweep takes seconds.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterator
from typing import Any

import pytest

import cardkit.quiz  # noqa: F401  (registers its texts)
from cardkit import games, i18n
from cardkit.core.bots import LEVELS, make_bot
from cardkit.core.game import CardkitError
from cardkit.quiz import quiz
from cardkit.scene import Context, default_names, static_scene
from test_i18n import MACHINE

FR = "fr"
MISTAKES = {
    "à le/à les (au, aux)": re.compile(r"(?<!\w)[àÀ] les? "),
    "de le/de les (du, des)": re.compile(r"(?<!\w)[dD]e les? "),
    "no elision before a vowel sound": re.compile(
        r"(?<![\w-])([dD]e|[lL][ea]|[qQ]ue) (?=[aeiouàâéèêîôûœAEIOUÀÂÉÈÊÎÔÛ])"
    ),
    "ASCII True/False": re.compile(r"(?<![=\w])(True|False)(?!\w)"),
    "no non-breaking space before ; : ! ?": re.compile(r"(?<![\u00a0\d])[;:!?](?!//)"),
}
# English words that a French text must never hold (game names and option names aside)
ENGLISH = re.compile(
    r"\b(the|and|or|not|player|players|card|cards|hand|turn|you|your|is|are|of|to|with|"
    r"set|run|meld|discard|market|suit|suits|row|star|hint|true|false|wins?|dealer)\b"
)
ALLOWED_ENGLISH = ("House of Suits",)  # a name, not words


def _option_names() -> set[str]:
    """Every game's option names (players, dealer…): identifiers a refusal lists, not English."""
    return {f.name for name in games.names() for f in dataclasses.fields(games.spec(name).match.Options)}


OPTION_NAMES = _option_names()


def mistakes(text: str) -> list[str]:
    """What a French text gets wrong, each named."""
    found = [what for what, pattern in MISTAKES.items() if pattern.search(text)]
    bare = text
    for name in ALLOWED_ENGLISH:
        bare = bare.replace(name, "")
    bare = re.sub(r"'\w+'|\"\w+\"", "", bare)  # an identifier, quoted: 'players', "market"
    bare = re.sub(r"\w+", lambda m: "" if m.group() in OPTION_NAMES else m.group(), bare)
    words = ENGLISH.findall(bare)
    if words:
        found.append(f"English words {sorted(set(words))}")
    return found


def texts(value: Any, where: str) -> Iterator[tuple[str, str]]:
    """Every human-readable text in a scene (or any JSON-like value), with where it is."""
    if isinstance(value, dict):
        for key, item in value.items():
            if key not in MACHINE:
                yield from texts(item, f"{where}.{key}")
    elif isinstance(value, (list, tuple)):
        for i, item in enumerate(value):
            yield from texts(item, f"{where}[{i}]")
    elif isinstance(value, str) and re.search(r"[^\W\d_]{2}", value):
        yield where, value


def refusals(state: Any, actions: list) -> Iterator[str]:
    """The French refusals of ``actions`` that are not legal in ``state`` (each tried on a copy)."""
    legal = state.legal_actions()
    for action in [a for a in actions if a not in legal][:3]:
        try:
            state.clone().apply(action)
        except CardkitError as refused:
            yield refused.explain(FR)


def played(name: str, level: str, seed: int) -> Iterator[tuple[str, str]]:
    """Every French text of a seeded game whose moves are the hints of ``level`` (the Expert's at a few
    positions only, the Normal bot's moves between them, so the sweep stays fast)."""
    spec = games.spec(name)
    board, state = spec.board, spec.state.new(None, seed)
    names = default_names(board.players(state.view(0)), FR)
    bots = [make_bot(name, level, seed + seat) for seat in range(len(names))]
    movers = bots if level != "expert" else [make_bot(name, "normal", seed + seat) for seat in range(len(names))]
    earlier: list = []
    move = 0
    while not state.is_over():
        seat = state.to_move()
        view = state.view(seat)
        if level != "expert" or move % 25 == 3:
            hint = bots[seat].hint(view, FR)
            yield f"{level} hint at move {move}", str(hint.reason)
        action = movers[seat].choose(view)
        yield from texts(static_scene(board, view, FR), f"board at move {move}")
        yield from texts(board.build(view, Context(names, FR, hint=action, live=True)), f"live board at move {move}")
        for refusal in refusals(state, earlier):
            yield f"refusal at move {move}", refusal
        earlier = state.legal_actions()
        after = state.clone()
        after.play(action)
        yield f"log at move {move}", board.describe(action, seat, view, after.view(seat))(FR, names)
        state, move = after, move + 1
    yield from texts(static_scene(board, state.view(0), FR), "the final board and its sheet")
    for seat, score in enumerate(state.scores(FR)):
        yield f"score of seat {seat}", score.explain(FR)
    yield "match title", board.match_title(spec.match.Options(), 0, state.options, FR)


def bad_options(name: str) -> Iterator[tuple[str, str]]:
    """The French refusals of each option given a value of the wrong type, then one out of range."""
    spec = games.spec(name)
    for options in ({"nothing": 1}, "two players", *({field: bad} for field in _fields(spec) for bad in ("x", 99))):
        for state_or_match in (spec.state, spec.match):
            try:
                state_or_match.new(options, 1) if state_or_match is spec.state else state_or_match(options, seed=1)
            except CardkitError as refused:
                yield f"options {options!r}", refused.explain(FR)
            except TypeError:
                pass


def _fields(spec: Any) -> list[str]:
    return [f.name for f in dataclasses.fields(spec.match.Options)]


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("name", games.names())
def test_every_french_text_of_a_game_at_every_level_reads_as_french(name: str, level: str) -> None:
    with i18n.strict():  # a missing French text fails here, naming its key
        wrong = [f"{where}: {text!r}: {m}" for where, text in played(name, level, 7) for m in mistakes(text)]
    assert wrong == []


@pytest.mark.parametrize("name", games.names())
def test_every_refused_option_reads_in_french(name: str) -> None:
    refused = list(bad_options(name))
    assert len(refused) >= 3
    assert [f"{where}: {text!r}: {m}" for where, text in refused for m in mistakes(text)] == []


def test_a_quiz_reads_in_french_with_vrai_and_faux() -> None:
    wrong = quiz("Le K-A-2 de carreau est-il une combinaison\u00a0? (vrai ou faux)", True, False, "Non.", FR)
    assert "vous avez répondu vrai" in wrong.verdict()
    for text in (str(wrong), quiz("?", ..., False, "", FR).verdict(), quiz("?", "faux", False, "Oui.", FR).verdict()):
        assert mistakes(text) == [], text


def test_each_slip_is_named() -> None:
    assert mistakes("ajouter 7♠ à le groupe de 7") == ["à le/à les (au, aux)"]
    assert mistakes("la suite de les cœurs") == ["de le/de les (du, des)"]
    assert mistakes("Défaussez le A♥.") == ["no elision before a vowel sound"]
    assert mistakes("Option 'players' de Ipso") == ["no elision before a vowel sound"]
    assert mistakes("Vrai ou faux\u00a0? (True/False)") == ["ASCII True/False"]
    assert mistakes("gagnante; ♥") == ["no non-breaking space before ; : ! ?"]
    assert mistakes("Ipso is played by 2 to 6 players") == [
        "English words ['is', 'to']"
    ]  # 'players' is an option's name
    assert mistakes("Défaussez le 8♦ puis l'A♥ au groupe d'Ipso\u00a0: il faut odd_even=True.") == []


def test_the_message_system_contracts_and_elides_where_a_parameter_meets_its_template() -> None:
    games.names()
    assert i18n.t("rummy500.move.discard", FR, card="A♥") == "Défaussez l'A♥."
    assert i18n.t("rummy500.move.discard", FR, card="8♦") == "Défaussez le 8♦."  # le huit
    assert i18n.t("rummy500.move.lay_off", FR, card="7♠", meld="le groupe de 7") == "Ajoutez le 7♠ au groupe de 7."
    assert i18n.t("ipso.scene.pyramid", FR, name="Joueur 2") == "pyramide du joueur 2"
    assert i18n.t("ipso.scene.pyramid", FR, name="Anne") == "pyramide d'Anne"
    assert i18n.t("core.bad_option", FR, name="players", game="Ipso", reason="x") == "Option 'players' d'Ipso\u00a0: x."
    assert i18n.t("rummy500.move.discard", "en", card="A♥") == "Discard the A♥."  # English has no seam rule
