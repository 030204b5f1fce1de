"""Quiz questions for the tutorials, checked against the engine.

``quiz(question, answer, expected, why)``: ``expected`` and ``why`` come from the engine (a
score, a rule's explanation), never typed in, so a quiz can not disagree with the game. The
learner replaces the ``...`` of ``answer`` and runs the cell again.
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from typing import Any

from cardkit import i18n
from cardkit.i18n import t

# Signs a learner may answer with, read as the English word they stand for.
SIGNS = {
    "✓": "true",
    "✔": "true",
    "✗": "false",
    "✘": "false",
    "♠": "spades",
    "♥": "hearts",
    "♦": "diamonds",
    "♣": "clubs",
}


def _norm(value: Any) -> Any:
    if hasattr(value, "value") and not isinstance(value, (bool, int)):
        value = value.value  # an Enum (Role, MeldKind) by its value
    if isinstance(value, str):
        text = " ".join(value.lower().replace("\u00a0", " ").split()).strip(" .!")
        return SIGNS.get(text, text)
    return value


def _words(text: str) -> set[str]:
    """Every word that names the same thing as ``text`` in any language: the catalogs' short texts
    that read ``text`` in some language, in every language, with their ``.also`` synonyms
    ("run": "suite", "séquence"; "losing": "perdante"; "vert": "green")."""
    found = {text}
    for language in i18n.languages():
        for key, template in i18n.catalog(language).items():
            if "{" not in template and len(template) <= 30 and _norm(template) == text:
                for other in i18n.languages():
                    for k in (key, key + ".also"):
                        word = i18n.catalog(other).get(k)
                        if word is not None:
                            found.update(_norm(w) for w in word.split(","))
    return found


def _same(answer: Any, expected: Any) -> bool:
    if isinstance(expected, (set, frozenset)):
        try:
            answers = list(answer)
        except TypeError:
            return False
        left = list(expected)
        for a in answers:
            match = next((e for e in left if _same(a, e)), None)
            if match is None:
                return False
            left.remove(match)
        return not left
    if isinstance(expected, bool):
        if isinstance(answer, bool):
            return answer == expected
        return isinstance(answer, str) and _norm(answer) in _words("true" if expected else "false")
    if isinstance(expected, int) and isinstance(answer, str):
        try:
            return int(answer.strip()) == expected
        except ValueError:
            return False
    if isinstance(answer, bool):
        return False
    answer, expected = _norm(answer), _norm(expected)
    if isinstance(expected, str) and isinstance(answer, str):
        return answer == expected or answer in _words(expected)
    return answer == expected


@dataclass(frozen=True)
class Quiz:
    """A checked question: ``correct`` is None until answered. ``str()`` and the notebook show it."""

    question: str
    answer: Any
    expected: Any
    why: str
    language: str = "en"

    @property
    def answered(self) -> bool:
        return self.answer is not Ellipsis and self.answer is not None

    @property
    def correct(self) -> bool | None:
        return _same(self.answer, self.expected) if self.answered else None

    def verdict(self) -> str:
        lang = self.language
        if not self.answered:
            return t("quiz.unanswered", lang)
        if self.correct:
            return t("quiz.right", lang, why=self.why)
        return t("quiz.wrong", lang, answer=_show(self.answer, lang), why=self.why)

    def __str__(self) -> str:
        return f"{t('quiz.question', self.language)} {self.question}\n{self.verdict()}"

    __repr__ = __str__

    def _repr_html_(self) -> str:
        colour = {None: "#555", True: "#2e7d32", False: "#b3261e"}[self.correct]
        mark = {None: "?", True: "✔", False: "✘"}[self.correct]
        return (
            f'<div class="cardkit-quiz" style="border-left:4px solid {colour};padding:4px 10px">'
            f"<p><b>{html.escape(t('quiz.question', self.language))}</b> {html.escape(self.question)}</p>"
            f'<p style="color:{colour}">{mark} {html.escape(self.verdict())}</p></div>'
        )


def _show(value: Any, language: str) -> str:
    if isinstance(value, (set, frozenset, list, tuple)):
        return ", ".join(sorted(_show(v, language) for v in value))
    if isinstance(value, bool):  # "vous avez répondu faux", not "False"
        return t("quiz.true" if value else "quiz.false", language)
    return str(value)


def quiz(question: str, answer: Any, expected: Any, why: str, language: str = "en") -> Quiz:
    """Check ``answer`` against ``expected`` (computed by the engine) and explain with ``why``.

    ``answer`` is ``...`` while the learner has not answered. Texts compare without case or extra
    spaces, in any language the kit has ("suite" or "run", "perdante" or "losing", "vrai" or True),
    or as a sign (♥ for hearts, ✓ for true); a set of expected values compares as a set.
    """
    i18n.check_language(language)
    return Quiz(question, answer, expected, why, language)


EN = {
    "quiz.question": "Question:",
    "quiz.unanswered": "Not answered yet: replace the ... with your answer and run the cell again.",
    "quiz.right": "Right! {why}",
    "quiz.wrong": "Not quite: you answered {answer}. {why}",
    "quiz.true": "true",
    "quiz.true.also": "yes",
    "quiz.false": "false",
    "quiz.false.also": "no",
}
FR = {
    "quiz.question": "Question :",
    "quiz.unanswered": "Pas encore de réponse : remplacez les ... par votre réponse et relancez la cellule.",
    "quiz.right": "Bravo ! {why}",
    "quiz.wrong": "Pas tout à fait : vous avez répondu {answer}. {why}",
    "quiz.true": "vrai",
    "quiz.true.also": "oui",
    "quiz.false": "faux",
    "quiz.false.also": "non",
}
CATALOGS = {"en": EN, "fr": FR}
i18n.add_catalogs(CATALOGS)
