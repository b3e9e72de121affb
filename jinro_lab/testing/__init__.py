"""The conformance kit any game runs (issue 40, item 2): what a game declares for the
checks, and the helpers the checks share.

The checks themselves are pytest modules in :mod:`jinro_lab.testing.checks` (random
play, replay, determinism, privacy twins, views that change only with what a seat saw,
pictures at every table size, readable texts, seat numbering, roles and sides, bad
input). They run over every registered game, or over the games chosen with
``--jinro-game``, from one command::

    python -m pytest -p jinro_lab.testing.plugin --pyargs jinro_lab.testing.checks --jinro-game NAME
    python -m jinro_lab.testing NAME          # the same, shorter (more pytest arguments may follow)

(``-p jinro_lab.testing.plugin`` may be left out once the kit is installed: the plugin is
registered in the entry-point group ``pytest11``.) The checks need the ``testing`` extra
(``pip install jinro_lab[testing]``: pytest and hypothesis).

What the checks need to know of a game it declares once, as a :class:`Conformance`
named by its registration (``VariantInfo.conformance = "module:CONFORMANCE"``); a game
that declares none is checked with the defaults (:func:`conformance`). A game without a
model of hidden information (``VariantInfo.hidden``) and without its own
``hidden_twins`` has its privacy checks skipped, with a message naming what is missing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ..core.capabilities import CAPABILITIES
from ..core.errors import InvalidArgument, describe
from ..core.registry import load, lookup, role_name
from .golden import Golden
from .hostile import ODD, Boom, ClassRaises, EqRaises, HashRaises, IndexReturns, Pairs, ReprRaises, deep
from .play import agents_for, finished, games, snapshot, step
from .replays import replayed

if TYPE_CHECKING:
    from ..core.engine import Game

__all__ = [
    "ODD",
    "Boom",
    "ClassRaises",
    "Conformance",
    "EqRaises",
    "Golden",
    "HashRaises",
    "IndexReturns",
    "MissingTwins",
    "Pairs",
    "ReprRaises",
    "Secrets",
    "agents_for",
    "conformance",
    "deep",
    "finished",
    "games",
    "no_options",
    "replayed",
    "role_secrets",
    "snapshot",
    "step",
    "twins_from_hidden_model",
]


def no_options(seed: int, players: int) -> dict[str, Any]:
    """The default setup of every seeded game: no options beyond ``players`` and ``seed``."""
    return {}


@dataclass(frozen=True)
class Secrets:
    """What a view shows of the game's secrets, as a picture names them: ``seats[s]``,
    the names of seat ``s``'s secret (its role, its hand) where the view shows it (empty
    where it does not); ``table``, the names of the table's own secrets it shows (a
    face-down pile)."""

    seats: tuple[tuple[str, ...], ...]
    table: tuple[str, ...] = ()


def role_secrets(game: Game, viewer: Any, lang: str) -> Secrets:
    """The default :attr:`Conformance.secrets`: each seat's role as ``viewer``'s view's
    ``roles`` shows it (``None`` where it does not), by its name in ``lang``."""
    roles = getattr(game.view(viewer), "roles", None)
    if roles is None:
        raise InvalidArgument(
            f"the views of {game.variant} have no roles: declare Conformance.secrets(game, viewer, lang),"
            " what a view shows of the game's secrets (jinro_lab.testing.Secrets)"
        )
    return Secrets(tuple(() if r is None else (role_name(game.variant, r, lang),) for r in roles))


@dataclass(frozen=True)
class Conformance:
    """What a game declares for the conformance checks (:mod:`jinro_lab.testing.checks`);
    every field has a default, so a game declares only what differs.

    * ``players``: the player counts the checks play (``()``: every count
      ``VariantInfo.players`` allows); seeded games cycle through them.
    * ``games``: random games in the bulk run (``test_random_games``).
    * ``setup(seed, players)``: the options of each seeded game, beyond ``players`` and
      ``seed``, so the checks cover the rules' options (default: none).
    * ``hidden_twins(game, seat)``: copies of ``game`` that differ only in facts hidden
      from ``seat`` (another deal of the roles it does not know, another order of a
      pile nobody has seen), for the privacy checks; ``None``: worlds drawn from the
      game's model of hidden information (``VariantInfo.hidden``,
      :func:`twins_from_hidden_model`), or, without one, the privacy checks are skipped.
    * ``privacy_games``: games whose every decision is checked against twins (slow).
    * ``positions(seed, players)``: the options of a game started from a described
      position (``position=``), or ``None`` if the game takes none.
    * ``picture_sizes``: the table sizes the pictures are drawn at (``()``: the
      smallest, the largest and one between).
    * ``secrets(game, viewer, lang)``: what ``game.view(viewer)`` shows of the secrets,
      as the pictures name them (:class:`Secrets`; default :func:`role_secrets`, from
      the view's ``roles``).
    * ``sides_win_whole``: whether a seat wins exactly when its side does
      (``Game.seat_side``); ``False`` for a game whose third parties win beside a side,
      which tests that in its own folder.
    * ``golden``: its golden playthroughs (:class:`~jinro_lab.testing.golden.Golden`), or ``None``.
    * ``variant``: the game's id, filled in by :func:`conformance` (a game leaves it out).
    """

    players: tuple[int, ...] = ()
    games: int = 100
    setup: Callable[[int, int], dict[str, Any]] = no_options
    hidden_twins: Callable[[Game, int], list[Game]] | None = None
    privacy_games: int = 10
    positions: Callable[[int, int], dict[str, Any]] | None = None
    picture_sizes: tuple[int, ...] = ()
    secrets: Callable[[Game, Any, str], Secrets] = role_secrets
    sides_win_whole: bool = True
    golden: Golden | None = None
    variant: str = ""


class MissingTwins(Exception):
    """A game that declares no ``hidden_twins`` and no model of hidden information: the
    privacy checks have no twins to compare (they skip, saying so)."""

    def __init__(self, variant: str):
        super().__init__(
            f"{variant} declares no hidden_twins in its Conformance and no {CAPABILITIES['hidden'][0]}"
            " (VariantInfo.hidden is None): the privacy checks need one of them"
        )


def twins_from_hidden_model(game: Game, seat: int, n: int = 2) -> list[Game]:
    """Up to ``n`` twins of ``game`` for ``seat`` drawn from the game's model of hidden
    information (:func:`jinro_lab.core.hidden.sample_worlds`: worlds in which the seat's
    view is its view in ``game``), keeping those whose hidden facts differ (the game
    master's view) and where the seat is asked to act exactly when it is in ``game`` (a
    seat knows whether it is asked; a world may stop at another seat's secret choice).
    Seeded by the game's seed and its length, so a run repeats; a few tries each
    (``3 * n``), so that it stays quick where consistent worlds are rare."""
    from ..core.hidden import sample_worlds

    truth, asked = game.view(None), seat in game.to_act()
    worlds = sample_worlds(game, seat, n=n, seed=game.seed * 1000 + len(game.log), max_attempts=3 * n, exact=False)
    return [world for world in worlds if world.view(None) != truth and (seat in world.to_act()) == asked]


def _middle(counts: Sequence[int]) -> tuple[int, ...]:
    """The smallest, the largest and the one in the middle of ``counts`` (once each)."""
    return tuple(sorted({counts[0], counts[len(counts) // 2], counts[-1]}))


def conformance(variant: str) -> Conformance:
    """What the checks need to know of ``variant`` (an id or a Japanese title): its
    declared :class:`Conformance` (``VariantInfo.conformance``) or the defaults, with
    every default filled in from its registration (``players``, ``picture_sizes``, the
    twins from its hidden model) and ``variant`` its id. :class:`InvalidArgument` if the
    registration names something that is not a ``Conformance``."""
    info = lookup(variant)
    declared = Conformance() if info.conformance is None else load(info.conformance)
    if not isinstance(declared, Conformance):
        raise InvalidArgument(
            f"VariantInfo.conformance of {info.id} must name a jinro_lab.testing.Conformance,"
            f" got {describe(declared)} ({info.conformance})"
        )
    players = declared.players or info.players
    twins = declared.hidden_twins
    if twins is None and info.hidden is not None:
        twins = twins_from_hidden_model
    sizes = declared.picture_sizes or _middle(players)
    return replace(declared, players=tuple(players), hidden_twins=twins, picture_sizes=sizes, variant=info.id)
