"""The deck linter: the rulebook's tips for building an event deck (MAH-35 ... MAH-38).

The rulebook gives them as tips (イベントカードの組み方のコツ), so a deck that ignores
them is still playable: :func:`lint_deck` only returns warnings. What it refuses,
with :class:`~jinro_lab.core.errors.InvalidSetup`, is input that is not a deck, a
setup or a setting at all (:func:`~.cards.check_deck`, :func:`~.cards.check_roles`).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from fractions import Fraction
from typing import NamedTuple

from ...core.errors import InvalidSetup
from .cards import EVENT_CARDS, check_deck, check_roles

__all__ = ["SELECTIONS", "DeckWarning", "lint_deck"]

#: the event selection methods of MAH-30
SELECTIONS = ("random", "choice_of_two")


class DeckWarning(NamedTuple):
    """A tip the deck does not follow: its rule id, and what was found in English and Japanese."""

    rule: str
    en: str
    ja: str


def lint_deck(
    deck: Sequence[str],
    roles: Sequence[str] | None = None,
    *,
    selection: str | None = None,
    death_share: float | Fraction = 1 / 3,
) -> list[DeckWarning]:
    """The tips of MAH-35 ... MAH-38 that ``deck`` does not follow, in rule order.

    - MAH-35: ``prison`` and ``guild`` together.
    - MAH-36: more than ``death_share`` of the deck adds deaths (``adds_deaths``); a
      deck exactly at the share passes, so the default share of a third lets the
      default deck through. The share is read as the nearest fraction with a
      denominator up to a million, so ``1/3`` means exactly a third.
    - MAH-37, only when ``roles`` (a role id per seat) is given: with a golem, fewer
      than 2 golem-effective events; without one, more than 1. An empty deck (a game
      without events) with a golem is warned too: the golem has nothing to cancel.
    - MAH-38: ``selection`` is the event selection method (MAH-30). The tip is
      about first games, which the linter cannot know, so choice of two is warned as
      a reminder, random passes and ``None`` (not chosen yet) skips the check.

    Raises :class:`InvalidSetup` for a deck that :func:`check_deck` refuses, unknown
    role ids, an unknown ``selection`` or a ``death_share`` outside 0 ... 1.
    """
    cards = check_deck(deck)
    seats = None if roles is None else check_roles(roles)
    if selection is not None and selection not in SELECTIONS:
        raise InvalidSetup(f"selection must be one of {', '.join(SELECTIONS)} or None (MAH-30), got {selection!r}")
    share = _share(death_share)

    found = []
    if "prison" in cards and "guild" in cards:
        found.append(
            DeckWarning(
                "MAH-35",
                "prison and guild are both in the deck; the rulebook advises using only one of them",
                "「監獄」と「ギルド」が両方入っています。両方は入れないのがコツです",
            )
        )
    deadly = [c for c in cards if EVENT_CARDS[c].adds_deaths]
    if cards and Fraction(len(deadly), len(cards)) > share:
        most = math.floor(share * len(cards))
        found.append(
            DeckWarning(
                "MAH-36",
                f"{len(deadly)} of the {len(cards)} events add deaths ({_en(deadly)}): more than {share} "
                f"of the deck; the rulebook advises not too many, here at most {most}",
                f"脱落者が増えるイベントが{len(cards)}枚中{len(deadly)}枚あります（{_ja(deadly)}）。"
                f"{_ja_share(share)}を超えています。入れすぎないのがコツです（ここでは{most}枚まで）",
            )
        )
    if seats is not None:
        golem = [c for c in cards if EVENT_CARDS[c].golem]
        if "golem" in seats and len(golem) < 2:
            found.append(
                DeckWarning(
                    "MAH-37",
                    f"a golem is in the setup but the deck has {len(golem)} golem-effective events "
                    f"({_en(golem)}); the rulebook advises 2 or more",
                    f"ゴーレムがいますが、ゴーレム有効のイベントが{len(golem)}枚です（{_ja(golem)}）。"
                    "2枚以上入れるのがコツです",
                )
            )
        elif "golem" not in seats and len(golem) > 1:
            found.append(
                DeckWarning(
                    "MAH-37",
                    f"no golem is in the setup but the deck has {len(golem)} golem-effective events "
                    f"({_en(golem)}); the rulebook advises at most 1",
                    f"ゴーレムがいないのに、ゴーレム有効のイベントが{len(golem)}枚入っています（{_ja(golem)}）。"
                    "1枚までにするのがコツです",
                )
            )
    if selection == "choice_of_two":
        found.append(
            DeckWarning(
                "MAH-38",
                "events are selected by choice of two; for a first game the rulebook recommends random selection",
                "イベントは二者択一方式で選出されます。初めて遊ぶときはランダム方式がおすすめです",
            )
        )
    return found


def _share(death_share: object) -> Fraction:
    """MAH-36's threshold as an exact fraction, or :class:`InvalidSetup`."""
    if (
        isinstance(death_share, bool)
        or not isinstance(death_share, int | float | Fraction)
        or not 0 <= death_share <= 1
    ):
        raise InvalidSetup(f"death_share must be a number from 0 to 1 (MAH-36), got {death_share!r}")
    return Fraction(death_share).limit_denominator(10**6)


def _en(ids: Sequence[str]) -> str:
    return ", ".join(ids) or "none"


def _ja(ids: Sequence[str]) -> str:
    return "、".join(f"「{EVENT_CARDS[c].ja}」" for c in ids) or "なし"


def _ja_share(share: Fraction) -> str:
    """``1/3`` as 3分の1."""
    return str(share) if share.denominator == 1 else f"{share.denominator}分の{share.numerator}"
