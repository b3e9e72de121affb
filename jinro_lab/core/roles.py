"""A game's roles as the registry knows them (``VariantInfo.roles``): every role id in
the rulebook's order, each seat's role as dealt, and each role's one-line rule in
English and Japanese, read from the variant's own table of roles (``ROLES``, or
人狼は眠らない's ``CARDS``: a seat plays the card it is dealt)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from .i18n import rules_entry
from .memo import SETUPS

__all__ = ["RoleBook", "roles_as_dealt"]


def roles_as_dealt(game: Any) -> tuple[str, ...]:
    """The usual deal: the game's ``roles``, one role id per seat."""
    return tuple(game.roles)


@dataclass(frozen=True)
class RoleBook:
    """``table``: role id -> its record, in the rulebook's order; ``rules``: the
    record's fields holding its one-line rule (English, Japanese); ``dealt``: each
    seat's role as dealt in a game; ``what``: the word an error uses ("role", "card")."""

    table: Mapping[str, Any]
    rules: tuple[str, str] = ("ability", "ability_ja")
    dealt: Callable[[Any], Sequence[str]] = roles_as_dealt
    what: str = "role"

    @property
    def ids(self) -> tuple[str, ...]:
        """Every role id, in the rulebook's order."""
        return tuple(self.table)

    def dealt_roles(self, game: Any) -> tuple[str, ...]:
        """Each seat's role as dealt (the game master's truth)."""
        return tuple(self.dealt(game))

    def role_rule(self, role: str, lang: str = "en") -> str:
        """A role's one-line rule in ``lang``; InvalidArgument for an unknown role or language."""
        rule: str = getattr(rules_entry(self.table, role, lang, self.what), self.rules[lang == "ja"])
        return rule


@lru_cache(maxsize=SETUPS)
def card_counts(roles: tuple[str, ...]) -> tuple[tuple[str, int], ...]:
    """The role cards in use, by id, each with how many (SEI-60, MAH-51: announced at
    the start)."""
    return tuple(sorted((role, roles.count(role)) for role in set(roles)))
