"""Every user-facing string of the kit, in English and French.

Engines raise errors by key; the text is looked up here, so the same refusal reads well in either
language. Each game keeps its own strings in its own module (``en``/``fr`` dicts) and registers
them with :func:`add`, so this package knows no game.
"""
from __future__ import annotations

LANGUAGES = ("en", "fr")

_CATALOGS: dict[str, dict[str, str]] = {"en": {}, "fr": {}}


def add(language: str, strings: dict[str, str]) -> None:
    """Register ``key -> template`` strings for a language (str.format placeholders)."""
    clash = {k for k, v in strings.items() if _CATALOGS[language].get(k, v) != v}
    if clash:
        raise ValueError(f"i18n keys defined twice with different texts: {sorted(clash)}")
    _CATALOGS[language].update(strings)


def t(key: str, language: str = "en", /, **params: object) -> str:
    """The text for ``key`` in ``language``, with ``params`` filled in."""
    if language not in _CATALOGS:
        raise ValueError(f"unknown language {language!r}: choose one of {', '.join(LANGUAGES)}")
    template = _CATALOGS[language].get(key) or _CATALOGS["en"].get(key)
    if template is None:
        raise KeyError(f"no text for {key!r}")
    return template.format(**params)


def keys(language: str) -> set[str]:
    return set(_CATALOGS[language])


from cardkit.i18n import core_strings as _core  # noqa: E402  (the core's own strings)

add("en", _core.EN)
add("fr", _core.FR)
