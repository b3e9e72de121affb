"""The registered games as the modules below the registry see them (issue 40, item 5).

A few modules under the registry need a fact of a game's registration: the engine
draws a game's table with its renderer (``Game.picture``) and leaves the options at
their defaults out of a record's digest, a record read from JSON names a renamed
option by its name (``core.record_format``), the shared texts write a word as the
games' renderers do (``core.texts``), and the bilingual tables name a game's sides and
its word for a role (``core.i18n``). The registry (:mod:`jinro_lab.core.registry`)
knows those facts, but it sits above the engine: it loads the games, and a game is
built on the engine. So these modules do not import it: they ask here, through
:class:`Registry`, the few questions they need answered, and the registry answers
them: it puts itself here when it is imported (``import jinro_lab`` imports it).

The engine, the events, their texts and the bilingual tables thus import nothing
above them in the core (``lint-imports``, ``tests/core/test_import_cycles.py``), and a
test can answer for the registry with a stand-in of its own (:func:`provide`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import ModuleType
from typing import Any, Protocol

from .errors import InvalidArgument, JinroError, describe
from .glossary import Glossary
from .options import OptionTable

__all__ = ["QUESTIONS", "Registration", "Registry", "provide", "registry"]


class Registration(Protocol):
    """What the modules below the registry read of a game's registration
    (:class:`~jinro_lab.core.registry.VariantInfo`): its id and its sides' names."""

    @property
    def id(self) -> str: ...

    @property
    def sides(self) -> Mapping[str, tuple[str, str]]: ...

    def side_name(self, side: str, lang: str = "en") -> str: ...


class Registry(Protocol):
    """The questions the modules below the registry ask it, as the registry's own
    functions of the same names answer them (:mod:`jinro_lab.core.registry`); each
    raises :class:`~jinro_lab.core.errors.InvalidSetup` for a game it does not know."""

    def lookup(self, variant: str) -> Registration: ...

    def variants(self) -> Sequence[Registration]: ...

    def renderer(self, variant: str) -> ModuleType: ...

    def option_table(self, variant: str) -> OptionTable[Any]: ...

    def glossary(self, variant: str) -> Glossary: ...


#: the questions of :class:`Registry`, by name
QUESTIONS = tuple(name for name, value in vars(Registry).items() if callable(value) and not name.startswith("_"))

#: the registry that answers (the one :func:`provide` was given last)
_answering: list[Registry] = []


def provide(answers: Registry) -> None:
    """Make ``answers`` the registry that the modules below it ask (the kit's registry
    calls this when imported; a test may give a stand-in, and then the registry
    again). :class:`InvalidArgument` naming what is missing if ``answers`` lacks a
    question of :class:`Registry`."""
    missing = [name for name in QUESTIONS if not callable(getattr(answers, name, None))]
    if missing:
        lacks = ", ".join(missing)
        raise InvalidArgument(f"a registry of games answers {', '.join(QUESTIONS)}; {describe(answers)} lacks {lacks}")
    _answering[:] = [answers]


def registry() -> Registry:
    """The registry of games, as :func:`provide` gave it; :class:`JinroError` saying
    what to do if none was given (the engine imported without the kit's package)."""
    if not _answering:
        raise JinroError("no registry of games is known yet: import jinro_lab (it imports its registry of games)")
    return _answering[0]
