"""``cardkit.table.Table``, the headless table, kept at its first address: it lives in :mod:`cardkit.session`."""

from cardkit.core.seats import HUMAN
from cardkit.session import Outcome, Refused, Table

__all__ = ["HUMAN", "Outcome", "Refused", "Table"]
