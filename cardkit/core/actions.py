"""Actions: small immutable values, declared explicitly where each game defines them.

An action class derives from :class:`Action` and lists its fields as annotations::

    class Swap(Action):
        \"\"\"After spending the Star: put the drawn card at ``slot``.\"\"\"
        slot: int

Fields are ints, strs or tuples of ints, so an action round-trips through JSON. Two actions are
equal only when they are of the same kind with the same values: ``KeepStar() != DiscardDrawn()``
and ``Swap(3) != (3,)``. That is done without any Python-level ``__eq__``/``__hash__``: the tuple
underneath starts with the class's *kind* (an interned string, unique per declared class), so
comparison and hashing are the C code of a plain tuple (``benchmarks.engines --actions`` prints the
figures). Indexing, ``len`` and iteration skip the kind, so an action reads like its fields.
"""

from __future__ import annotations

import sys
import typing
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar

if TYPE_CHECKING:  # the checker reads each action's fields as its constructor's parameters
    from typing_extensions import dataclass_transform
else:

    def dataclass_transform(**kwargs: Any) -> Callable[[Any], Any]:
        return lambda cls: cls


_DECLARED: dict[str, type] = {}


@dataclass_transform(frozen_default=True)
class _Declared(type):
    def __new__(mcs, name: str, bases: tuple, namespace: dict, **kwargs: Any):
        namespace.setdefault("__slots__", ())  # no per-action __dict__: an action is its tuple
        return super().__new__(mcs, name, bases, namespace, **kwargs)


class Action(tuple, metaclass=_Declared):
    """Base of every action. Subclasses declare their fields as annotations (ints, strs, tuples of ints)."""

    kind: ClassVar[str]
    _fields: ClassVar[tuple[str, ...]]
    _field_kinds: ClassVar[tuple[tuple[str, str], ...]]  # (name, "int" | "str" | "ints")
    _typed: ClassVar[Callable[[Any], bool]]  # its values are of the declared types

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        kind = sys.intern(f"{cls.__module__}.{cls.__qualname__}")
        if kind in _DECLARED:
            raise TypeError(
                f"the action {cls.__qualname__} of {cls.__module__} is declared twice: "
                "give each action class its own name"
            )
        annotations = cls.__dict__.get("__annotations__", {})
        hints = typing.get_type_hints(cls, localns={cls.__name__: cls}) if annotations else {}
        fields = tuple(
            name for name in annotations if not name.startswith("_") and typing.get_origin(hints[name]) is not ClassVar
        )
        kinds = []
        for name in fields:
            hint = hints[name]
            if hint is int or hint is str:
                kinds.append((name, hint.__name__))
            elif typing.get_origin(hint) is tuple and typing.get_args(hint)[:1] == (int,):
                kinds.append((name, "ints"))
            else:
                raise TypeError(
                    f"the field {name} of the action {cls.__qualname__} is {hint}: "
                    "an action field is an int, a str or a tuple of ints"
                )
        cls.kind = kind
        cls._fields = fields
        cls._field_kinds = tuple(kinds)
        cls.__match_args__ = fields  # type: ignore[misc]  # the declared fields, for match statements
        for i, name in enumerate(fields, start=1):
            setattr(cls, name, _field(i))
        # A __new__ with the fields as parameters, like namedtuple's: positional or by name.
        params = ", ".join(fields)
        namespace: dict[str, Any] = {"_new": tuple.__new__, "_kind": kind}
        exec(
            f"def __new__(cls{', ' if fields else ''}{params}):\n"
            f"    return _new(cls, (_kind, {params}{',' if len(fields) == 1 else ''}))",
            namespace,
        )
        new = namespace["__new__"]
        new.__qualname__ = f"{cls.__qualname__}.__new__"
        cls.__new__ = new  # type: ignore[method-assign]
        # Its type check, written out field by field: apply() runs it on every move.
        tests = [
            f"type(_get(a, {i})) is {kind}"
            if kind != "ints"
            else f"type(_get(a, {i})) is tuple and all(type(x) is int for x in _get(a, {i}))"
            for i, (_name, kind) in enumerate(kinds, start=1)
        ]
        namespace = {"_get": tuple.__getitem__}
        exec(f"def typed(a):\n    return {' and '.join(tests) or 'True'}", namespace)
        cls._typed = staticmethod(namespace["typed"])
        _DECLARED[kind] = cls

    # Reading an action skips its kind.
    def __len__(self) -> int:
        return tuple.__len__(self) - 1

    def __iter__(self):
        it = tuple.__iter__(self)
        next(it)
        return it

    def __getitem__(self, index: Any) -> Any:
        if isinstance(index, slice):
            return tuple(self)[index]
        if index < 0:
            index += len(self)
        if not 0 <= index < len(self):
            raise IndexError("action index out of range")
        return tuple.__getitem__(self, index + 1)

    def __getnewargs__(self) -> tuple:
        return tuple(self)  # pickling (process pools) rebuilds from the fields

    def __repr__(self) -> str:
        values = ", ".join(f"{name}={value!r}" for name, value in zip(self._fields, self))
        return f"{type(self).__name__}({values})"

    def _asdict(self) -> dict[str, Any]:
        return dict(zip(self._fields, self))

    def _replace(self, **changes: Any) -> Action:
        return type(self)(**{**self._asdict(), **changes})


def _field(index: int) -> Any:
    """A field's reader: namedtuple's own C descriptor where the interpreter has it (CPython, Pyodide)."""
    try:
        from _collections import _tuplegetter
    except ImportError:  # pragma: no cover
        return property(lambda self: tuple.__getitem__(self, index))
    return _tuplegetter(index, None)


def well_typed(action: Action) -> bool:
    """The action's values are of its fields' declared types (JSON or a page may send anything)."""
    return action._typed(action)  # type: ignore[call-arg]  # a staticmethod set by __init_subclass__
