"""What the kit's conformance checks (``jinro_lab.testing``) need to know of ワンナイト人狼:
the options its seeded games cover, how to build a hidden twin (``twins.py``, ONE-05),
and what its pictures name as secrets (each seat's card and the two centre cards,
ONE-04). Imported only by the kit's checks (``VariantInfo.conformance``)."""

from __future__ import annotations

from typing import Any

from jinro_lab.core.engine import Game
from jinro_lab.core.registry import role_name
from jinro_lab.testing import Conformance, Secrets

from .twins import hidden_twins

__all__ = ["CONFORMANCE", "secrets", "setup"]


def setup(seed: int, players: int) -> dict[str, Any]:
    """The options of seeded game ``seed``: a lone werewolf looks at the centre in two
    games of three (ONE-11)."""
    return {"lone_wolf_looks": seed % 3 != 0}


def secrets(game: Game, viewer: Any, lang: str) -> Secrets:
    """Each seat's card as ``viewer``'s view shows it, and the table's: the centre cards."""
    view = game.view(viewer)
    names = tuple(() if role is None else (role_name("one_night", role, lang),) for role in view.roles)
    centre = tuple(role_name("one_night", role, lang) for role in view.centre if role is not None)
    return Secrets(names, centre)


#: the declaration the kit reads (``VariantInfo.conformance``)
CONFORMANCE = Conformance(setup=setup, hidden_twins=hidden_twins, secrets=secrets)
