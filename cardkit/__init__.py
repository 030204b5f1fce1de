"""cardkit: Jupyter widgets for teaching, playing and exploring Ipso, Rummy 500 (JoyPip) and House of Suits."""

from typing import Any

__version__ = "0.1.0"


def __getattr__(name: str) -> Any:
    # ``cardkit.review(record, seat)`` and ``cardkit.hint(view)``: loaded when first asked for, so
    # ``import cardkit`` stays light.
    if name == "review":
        from cardkit.coach.analysis import review

        return review
    if name in ("hint", "Hint"):
        from cardkit.coach import hints

        return getattr(hints, name)
    raise AttributeError(f"module 'cardkit' has no attribute {name!r}")
