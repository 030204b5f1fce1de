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


def _same(answer: Any, expected: Any) -> bool:
    if isinstance(expected, (set, frozenset)):
        try:
            return {_norm(a) for a in answer} == {_norm(e) for e in expected}
        except TypeError:
            return False
    if isinstance(expected, bool) or isinstance(answer, bool):
        return type(answer) is type(expected) and answer == expected
    return _norm(answer) == _norm(expected)


def _norm(value: Any) -> Any:
    if isinstance(value, str):
        return " ".join(value.lower().split())
    return value if not hasattr(value, "value") else value.value  # an Enum (Role, MeldKind) by its value


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
        return t("quiz.wrong", lang, answer=_show(self.answer), why=self.why)

    def __str__(self) -> str:
        return f"{t('quiz.question', self.language)} {self.question}\n{self.verdict()}"

    __repr__ = __str__

    def _repr_html_(self) -> str:
        colour = {None: "#555", True: "#2e7d32", False: "#b3261e"}[self.correct]
        mark = {None: "?", True: "✔", False: "✘"}[self.correct]
        return (f'<div class="cardkit-quiz" style="border-left:4px solid {colour};padding:4px 10px">'
                f'<p><b>{html.escape(t("quiz.question", self.language))}</b> {html.escape(self.question)}</p>'
                f'<p style="color:{colour}">{mark} {html.escape(self.verdict())}</p></div>')


def _show(value: Any) -> str:
    if isinstance(value, (set, frozenset, list, tuple)):
        return ", ".join(sorted(str(v) for v in value))
    return str(value)


def quiz(question: str, answer: Any, expected: Any, why: str, language: str = "en") -> Quiz:
    """Check ``answer`` against ``expected`` (computed by the engine) and explain with ``why``.

    ``answer`` is ``...`` while the learner has not answered. Texts compare without case or extra
    spaces; a set of expected values compares as a set.
    """
    i18n.check_language(language)
    return Quiz(question, answer, expected, why, language)


EN = {
    "quiz.question": "Question:",
    "quiz.unanswered": "Not answered yet: replace the ... with your answer and run the cell again.",
    "quiz.right": "Right! {why}",
    "quiz.wrong": "Not quite: you answered {answer}. {why}",
}
FR = {
    "quiz.question": "Question :",
    "quiz.unanswered": "Pas encore de réponse : remplacez les ... par votre réponse et relancez la cellule.",
    "quiz.right": "Bravo ! {why}",
    "quiz.wrong": "Pas tout à fait : vous avez répondu {answer}. {why}",
}
CATALOGS = {"en": EN, "fr": FR}
i18n.add_catalogs(CATALOGS)
