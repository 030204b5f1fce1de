"""Every user-facing string of the kit, in each language registered.

Engines raise errors by key; the text is looked up here, so the same refusal reads well in any
language. Each package keeps its strings in one module exposing ``CATALOGS`` (language -> ``key ->
template``): a game's reach this registry through its ``GameSpec``, the kit's other packages
through one :func:`add_catalogs` line in their own module, so this package knows no game and no
package. A language is added by adding catalogs in it; a key it lacks reads in English.

A count's noun agrees with it inside the template: ``"{n} {n|card|cards}"`` reads "1 card" and
"0 cards" in English, ``"{n} {n|carte|cartes}"`` "0 carte" and "1 carte" in French (the singular
for 0 and 1 there): each language's rule is in :data:`PLURAL_RULES`. French typography puts a
non-breaking space (U+00A0) before ; : ! ? and inside « » (tests/test_i18n.py checks every table).

Where a parameter meets its template, the words must agree: "à" + "le groupe" is "au groupe", "le" +
"A♥" is "l'A♥", "de" + "Ipso" is "d'Ipso". A template writes its words whole ("Ajoutez le {card} à
{meld}") and each language's rule in :data:`SEAMS` joins them (French: :func:`french_seam`); text
inside a template or inside a parameter is left as written, so "de le poser" (a pronoun) is never
touched.
"""

from __future__ import annotations

import re
import string
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from types import MappingProxyType
from typing import Any

_CATALOGS: dict[str, dict[str, str]] = {"en": {}}
_strict = False

# Whether a count takes the singular, per language; a language without a rule uses English's.
PLURAL_RULES: dict[str, Callable[[float], bool]] = {
    "en": lambda n: n == 1,
    "fr": lambda n: -2 < n < 2,  # 0 and 1 (and 1,5) take the singular
}
_PLURAL = re.compile(r"\{(\w+)\|([^{}|]*)\|([^{}|]*)\}")  # {n|card|cards}


def singular(language: str, count: Any) -> bool:
    """Whether ``count`` (a number, or a text such as "+3" or "2.5") takes the singular in ``language``."""
    try:
        n = float(str(count).replace(",", ".").replace("\u2212", "-"))
    except ValueError:
        return False
    return PLURAL_RULES.get(language, PLURAL_RULES["en"])(n)


def _agree(template: str, language: str, params: Mapping[str, Any]) -> str:
    """The template with each ``{n|singular|plural}`` replaced by the form its count takes."""

    def form(match: re.Match) -> str:
        word = match.group(2) if singular(language, params[match.group(1)]) else match.group(3)
        return word.replace("{", "{{").replace("}", "}}")

    return _PLURAL.sub(form, template) if "|" in template else template


# ------------------------------------------------------------------------------ where words meet

_VOWELS = "aàâäeéèêëiîïoôöuùûüœæ"  # not y ("le yaourt"); a digit never elides: "le 8♦" is "le huit"
_H_MUET = ("heure", "homme", "honneur", "hôte", "histoire", "habitude")  # every other h is aspirated here
_ELIDED = {"le": "l'", "la": "l'", "de": "d'", "que": "qu'", "ne": "n'", "je": "j'", "me": "m'", "se": "s'"}
_CONTRACTED = {("à", "le"): "au", ("à", "les"): "aux", ("de", "le"): "du", ("de", "les"): "des"}
_PREPOSITIONS = {"à", "de", "par", "pour", "contre", "avec", "chez", "sans", "entre"}
_LAST_WORD = re.compile(r"(?:^|(?<=[\s(«\u00a0]))(\w+) $")
_SEAT_NAME = re.compile(r"Joueur (?=\d)")  # the French default name, "Joueur 2" (scene.player)


def _sounds_like_a_vowel(text: str) -> bool:
    """Whether French elides before ``text``: a vowel, the A of a card ("l'A♥" is "l'as"), a mute h."""
    word = re.match(r"[^\W\d_]+", text)
    if not word:
        return False
    first = word.group().lower()
    return first[0] in _VOWELS or first.startswith(_H_MUET)


def french_seam(before: str, value: str) -> tuple[str, str]:
    """The text so far and the parameter that follows it, with their words agreeing in French.

    A default seat name after a preposition takes its article ("pyramide de Joueur 2" is "pyramide
    du joueur 2"); "à"/"de" + "le"/"les" contract (au, aux, du, des); le, la, de, que, ne... elide
    before a vowel sound ("l'A♥", "d'Ipso", "d'Anne"), never before a digit ("le 8♦": "le huit") or
    an aspirated h ("le huit", "le hasard")."""
    match = _LAST_WORD.search(before)
    if not match:
        return before, value
    word = match.group(1)
    lower, head = word.lower(), before[: match.start(1)]
    if lower in _PREPOSITIONS and _SEAT_NAME.match(value):
        value = "le joueur " + value[len("Joueur ") :]
    article = re.match(r"(les?) ", value)
    if article and (lower, article.group(1)) in _CONTRACTED:
        joined = _CONTRACTED[lower, article.group(1)]
        return head + (joined.capitalize() if word[0].isupper() else joined) + " ", value[article.end() :]
    if lower in _ELIDED and _sounds_like_a_vowel(value):
        elided = _ELIDED[lower]
        return head + (elided.capitalize() if word[0].isupper() else elided), value
    return before, value


# How each language joins a parameter to the text before it; a language without a rule joins nothing.
SEAMS: dict[str, Callable[[str, str], tuple[str, str]]] = {"fr": french_seam}
_FORMATTER = string.Formatter()


def _fill(template: str, language: str, params: Mapping[str, Any]) -> str:
    """``template.format(**params)``, each parameter joined to the words before it by the language's seam."""
    seam = SEAMS.get(language)
    if seam is None:
        return template.format(**params)
    out = ""
    for literal, field, spec, conversion in _FORMATTER.parse(template):
        out += literal
        if field is None:
            continue
        value, _ = _FORMATTER.get_field(field, (), params)
        value = _FORMATTER.format_field(_FORMATTER.convert_field(value, conversion), spec or "")
        out, value = seam(out, value)
        out += value
    return out


def add(language: str, strings: Mapping[str, str]) -> None:
    """Register ``key -> template`` strings for a language (str.format placeholders); a language
    seen for the first time becomes one of :func:`languages`."""
    if not isinstance(language, str) or not language:
        raise ValueError(f"a language is a code such as 'en' or 'fr', not {language!r}")
    catalog = _CATALOGS.setdefault(language, {})
    clash = {k for k, v in strings.items() if catalog.get(k, v) != v}
    if clash:
        raise ValueError(f"i18n keys defined twice with different texts in {language!r}: {sorted(clash)}")
    catalog.update(strings)


def add_catalogs(catalogs: Mapping[str, Mapping[str, str]]) -> None:
    """Register a package's ``CATALOGS`` (language -> strings) in one call."""
    for language, strings in catalogs.items():
        add(language, strings)


def languages() -> tuple[str, ...]:
    """The languages with registered strings: English first (the fallback), then in the order added."""
    return tuple(_CATALOGS)


def check_language(language: Any) -> str:
    """``language`` if it is registered; a ValueError naming the registered languages otherwise."""
    if language not in _CATALOGS:
        raise ValueError(f"unknown language {language!r}: choose one of {', '.join(_CATALOGS)}")
    return language


def t(key: str, language: str = "en", /, **params: object) -> str:
    """The text for ``key`` in ``language``, with ``params`` filled in (English when the language
    lacks the key, unless in :func:`strict` mode)."""
    template = _CATALOGS[check_language(language)].get(key)
    if template is None:
        if _strict and language != "en":
            raise KeyError(f"no {language!r} text for {key!r}")
        template = _CATALOGS["en"].get(key)
        if template is None:
            raise KeyError(f"no text for {key!r}")
        language = "en"
    return _fill(_agree(template, language, params), language, params)


def catalog(language: str) -> Mapping[str, str]:
    """Every ``key -> template`` of ``language`` (read-only): what a translator starts from."""
    return MappingProxyType(_CATALOGS[check_language(language)])


def keys(language: str) -> set[str]:
    return set(_CATALOGS[check_language(language)])


def missing(language: str) -> list[str]:
    """The English keys ``language`` has no text for (they read in English), sorted."""
    have = _CATALOGS[check_language(language)]
    return sorted(k for k in _CATALOGS["en"] if k not in have)


@contextmanager
def strict() -> Iterator[None]:
    """Within it, a key missing in the language asked raises KeyError instead of reading in English:
    a test of a translation sees every fallback."""
    global _strict
    before, _strict = _strict, True
    try:
        yield
    finally:
        _strict = before


# ------------------------------------------------------------------------------ texts read later


def render(value: Any, language: str) -> Any:
    """``value`` read in ``language`` if it is a Text, unchanged otherwise."""
    if isinstance(value, Text):
        return value.render(language)
    return value


class Text:
    """The text of an i18n key with parameters that may themselves be Texts, read when someone
    reads it: an explanation built once (a refusal, a score line) reads well in every language."""

    def __init__(self, key: str, **params: Any) -> None:
        self.key = key
        self.params = params

    def render(self, language: str = "en") -> str:
        return t(self.key, language, **{k: render(v, language) for k, v in self.params.items()})

    def __format__(self, spec: str) -> str:
        return format(self.render("en"), spec)

    def __str__(self) -> str:
        return self.render("en")

    def __repr__(self) -> str:
        return f"Text({self.key!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Text) and (self.key, self.params) == (other.key, other.params)

    __hash__ = None  # type: ignore[assignment]


class Joined(Text):
    """Several Texts (or plain strings) read one after the other, separated by the text of the key
    ``sep``, the last two by that of ``last`` (", " then " or ": "5-6, 6-8 or 8-9")."""

    def __init__(self, items: list, sep: str, last: str | None = None) -> None:
        super().__init__(sep)
        self.items = list(items)
        self.last = last or sep

    def render(self, language: str = "en") -> str:
        parts = [str(render(i, language)) for i in self.items]
        if len(parts) < 2:
            return "".join(parts)
        return t(self.key, language).join(parts[:-1]) + t(self.last, language) + parts[-1]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Joined) and (self.key, self.last, self.items) == (other.key, other.last, other.items)
