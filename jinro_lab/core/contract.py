"""The game contract as code (issue 40, item 1): what a game must give the kit, and
what it may.

**Required.** A game is a :class:`~jinro_lab.core.engine.Game` subclass whose class
attribute ``variant`` is its registered id and which writes three hooks:
``_flow()`` (the rules, a generator of decisions), ``_view(seat)`` (what a seat, the
table or the game master sees: a :class:`SeatView`) and ``_seat_side(seat)`` (the
side a seat plays, one of ``VariantInfo.sides``). Its renderer module
(``VariantInfo.renderer``) is a :class:`Renderer`: texts, HTML and the table picture
of a view, in English and Japanese. The engine, the widgets, the live table, the
agents and the pictures rely on these and on nothing else of a game.

**Optional.** Each capability in :data:`CAPABILITIES` is declared by a field of
:class:`~jinro_lab.core.registry.VariantInfo` (``None``: the game has none). What
needs one asks :func:`require`, which answers with a :class:`MissingCapability` that
names the game, the capability and who needed it, when the game lacks it; what can
do without one (the player's explanations, the Stepper's rooms) asks
:func:`capabilities` and leaves that part out.

:func:`contract_problems` checks a registered game against all of this, by
looking, and says what is missing in words a game's author can act on: the
conformance tests run it over every registered game.
"""

from __future__ import annotations

from importlib import import_module
from types import ModuleType
from typing import Any, Protocol, runtime_checkable

from .capabilities import CAPABILITIES, MissingCapability
from .errors import InvalidSetup
from .registry import load, lookup
from .viewers import PUBLIC

__all__ = [
    "CAPABILITIES",
    "REQUIRED_HOOKS",
    "MissingCapability",
    "Renderer",
    "SeatView",
    "capabilities",
    "contract_problems",
    "members",
    "require",
]

#: the hooks a game class writes (the engine's abstract or default-raising methods)
REQUIRED_HOOKS = ("_flow", "_view", "_seat_side")


@runtime_checkable
class SeatView(Protocol):
    """What a seat, the public table or the game master sees (``game.view(viewer)``):
    the seat it is for (an int, ``None`` for the game master, or ``PUBLIC``), the
    events it saw and the day, and its picture; the engine, the widgets, the live
    table and the agents read these. A game adds its own fields (roles, hands, rooms …)."""

    seat: Any
    events: Any
    day: int

    def _repr_svg_(self) -> str: ...


@runtime_checkable
class Renderer(Protocol):
    """A game's renderer module (``VariantInfo.renderer``): every function takes
    ``lang``, ``"en"`` or ``"ja"``; ``WORDS`` holds the game's phrase book."""

    WORDS: Any

    def view_text(self, view: Any, lang: str = "en") -> str: ...

    def view_html(self, view: Any, lang: str = "en") -> str: ...

    def event_text(self, event: Any, lang: str = "en") -> str: ...

    def table_svg(
        self, view: Any, lang: str = "en", *, scale: float = 1.0, acting: Any = (), names: Any = None
    ) -> Any: ...

    def role_name(self, role: Any, lang: str = "en") -> str: ...

    def action_text(self, action: Any, lang: str = "en") -> str: ...

    def result_text(self, result: Any, lang: str = "en") -> str: ...


def members(protocol: type) -> tuple[str, ...]:
    """The names a protocol of this module asks for (its annotations and its methods)."""
    own = [n for n, v in vars(protocol).items() if callable(v) and (not n.startswith("_") or n == "_repr_svg_")]
    return tuple(sorted({*getattr(protocol, "__annotations__", {}), *own}))


def capabilities(variant: str) -> dict[str, bool]:
    """Which optional capabilities ``variant`` declares, by ``VariantInfo`` field."""
    info = lookup(variant)
    return {name: getattr(info, name) is not None for name in CAPABILITIES}


def require(variant: str, capability: str, needed_by: str) -> Any:
    """The capability ``variant`` declares (its module, or the object its
    ``"module:attr"`` names), or :class:`MissingCapability` saying who needed it."""
    if capability not in CAPABILITIES:
        raise InvalidSetup(f"no capability {capability!r}; the capabilities are {', '.join(CAPABILITIES)}")
    ref = getattr(lookup(variant), capability)
    if ref is None:
        info = lookup(variant)
        raise MissingCapability(info.id, info.title_ja, capability, needed_by)
    return load(ref) if ":" in ref else import_module(ref)


def contract_problems(variant: str) -> list[str]:
    """What ``variant`` lacks of the contract, one sentence each (``[]``: none): its
    game class's hooks and ``variant``, its renderer's functions, and what a new
    game's views (a seat's, the table's, the game master's) carry."""
    from .engine import Game
    from .registry import game_class, new_game

    info = lookup(variant)
    cls = game_class(variant)
    problems = []
    if getattr(cls, "variant", None) != info.id:
        problems.append(
            f"{cls.__name__}.variant is {getattr(cls, 'variant', None)!r}, not the registered id {info.id!r}"
        )
    for hook in REQUIRED_HOOKS:
        if getattr(cls, hook, None) is getattr(Game, hook, None):
            problems.append(f"{cls.__name__} does not write {hook}() (the engine needs it)")
    if info.renderer is not None:
        module: ModuleType = import_module(info.renderer)
        missing = [name for name in members(Renderer) if not hasattr(module, name)]
        problems += [f"the renderer {info.renderer} has no {name}" for name in sorted(missing)]
    if not problems:
        game = new_game(variant, players=info.players[0])
        for viewer, who in ((0, "seat 0's view"), (PUBLIC, "the table's view"), (None, "the game master's view")):
            view = game.view(viewer)
            problems += [f"{who} has no {name}" for name in members(SeatView) if not hasattr(view, name)]
        side = game.seat_side(0)
        if side not in info.sides:
            problems.append(f"_seat_side(0) says {side!r}, not one of the registered sides {', '.join(info.sides)}")
    return problems
