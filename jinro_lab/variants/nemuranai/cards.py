"""The 16 cards of 人狼は眠らない (NEM-01): one frozen record per card type."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ...core.errors import InvalidSetup, describe
from ...core.roles import RoleBook

__all__ = [
    "ATTACKS",
    "BOOK",
    "CARDS",
    "DECK",
    "WEREWOLF",
    "Card",
    "arrange_deck",
    "card",
    "dealt_cards",
    "default_counts",
    "name",
]


@dataclass(frozen=True, slots=True)
class Card:
    """A card type. ``order`` is the search order 1-8, ``None`` for X (cannot search);
    ``effect`` / ``effect_ja`` its text in English / Japanese (the Japanese in the
    rulebook's words, from its card list)."""

    id: str
    ja: str
    order: int | None
    copies: int
    kind: str  # role | legacy | action | attack
    effect: str
    effect_ja: str


def _attack(order: int) -> Card:
    """The attack on search order ``order`` (NEM-13, NEM-27)."""
    return Card(
        f"attack_{order}",
        "人狼の襲撃",
        None,
        1,
        "attack",
        f"Must be played. Play: the player whose hand has order {order} is eliminated. "
        "After play: face-down into any player's discard.",
        f"手札にあれば必ずプレイする。プレイ：手札が探索順{'①②③'[order - 1]}のプレイヤーは脱落する。"
        "プレイ後：このカードを、あなたを含む誰か1人の捨て札にウラ向きで置く。",
    )


CARDS: dict[str, Card] = {
    c.id: c
    for c in (
        Card(
            "villager",
            "村人",
            1,
            1,
            "role",
            "Play (face-down): return this card to your hand, then place one hand card "
            "face-down in any player's discard.",
            "プレイ（必ずウラ向き）：このカードを手札にもどし、手札1枚をあなたを含む誰か1人の捨て札にウラ向きで置く。",
        ),
        Card(
            "medium",
            "霊媒師",
            2,
            1,
            "role",
            "Play: look at a face-down card in another player's discard, or turn a face-up card there face-down.",
            "プレイ：他の誰かの捨て札のウラ向きカード1枚を見るか、オモテ向きカード1枚をウラ向きにする。",
        ),
        Card(
            "madman",
            "狂人",
            3,
            1,
            "role",
            "In hand during the search phase: you win if the Werewolf wins; you cannot search.",
            "探索フェイズの間、このカードが手札にある時：あなたの勝利条件は「《人狼》がゲームに勝利する」になる。"
            "あなたは探索を行えない。",
        ),
        Card(
            "knight",
            "騎士",
            4,
            1,
            "role",
            "Trash: while face-up in your discard, you cannot be eliminated.",
            "トラッシュ：あなたの捨て札にオモテ向きである間、あなたはゲームから脱落しない。",
        ),
        Card(
            "werewolf",
            "失われた遺産：人狼",
            5,
            1,
            "legacy",
            "Cannot be played. Cannot be placed in another player's discard.",
            "このカードはプレイできない。このカードを、他の誰かの捨て札に置くことはできない。",
        ),
        Card(
            "seer",
            "占い師",
            6,
            2,
            "role",
            "Play: look at another player's hand.",
            "プレイ：他の誰か1人の手札を見る。",
        ),
        Card(
            "vote",
            "投票",
            7,
            3,
            "action",
            "Play: everyone votes (not for themself); each face-down card in a discard adds a vote against its "
            "owner; the one player with the most votes is eliminated. After play: turn face-down.",
            "プレイ：全員で指さし投票する（自分には投票不可）。さらに、捨て札のウラ向きカード1枚につき、その持ち主に1票が入る。"
            "単独で最多得票のプレイヤーはゲームから脱落する。プレイ後：このカードをウラ向きにする。",
        ),
        Card(
            "sleep",
            "就寝",
            8,
            3,
            "action",
            "Play: the Werewolf may swap their hand with a face-down card of their discard. "
            "After play: turn face-down.",
            "プレイ：全員は目を閉じる。その間《人狼》は目を開け、自分の捨て札のウラ向きカード1枚と手札を交換してもよい。"
            "プレイ後：このカードをウラ向きにする。",
        ),
        _attack(1),
        _attack(2),
        _attack(3),
    )
}

WEREWOLF = "werewolf"
#: attack card id -> the search order it eliminates (NEM-27)
ATTACKS: dict[str, int] = {"attack_1": 1, "attack_2": 2, "attack_3": 3}

#: the full deck in table order, each copy listed (NEM-01)
DECK: tuple[str, ...] = tuple(c.id for c in CARDS.values() for _ in range(c.copies))


def default_counts(players: int) -> dict[str, int]:
    """NEM-01, NEM-03: the default setup (the registry's ``default_setup``), for 3 or 4
    players alike: the 16 cards, shuffled, a hand each, one to the ruins, the rest to draw."""
    return {c.id: c.copies for c in CARDS.values()}


def dealt_cards(game: Any) -> tuple[str, ...]:
    """Each seat's starting hand card (NEM-03; a game from a position: its first hand card)."""
    from .events import Dealt

    dealt = {e.seat: e.card for e in game.events_seen_by(None) if isinstance(e, Dealt)}
    return tuple(dealt.get(seat, game.hands[seat][0] if game.hands[seat] else "") for seat in range(game.players))


#: the registry's roles (``VariantInfo.roles``): a seat plays the card it is dealt (NEM-03;
#: whoever holds the werewolf card is the Werewolf player, NEM-02), its rule the card's effect (NEM-01)
BOOK = RoleBook(CARDS, rules=("effect", "effect_ja"), dealt=dealt_cards, what="card")


def card(card_id: str) -> Card:
    """The card record for ``card_id``."""
    return CARDS[card_id]


def name(card_id: str, lang: str = "en") -> str:
    """The card's display name: its id in English, the seed's name in Japanese, the
    three attacks told apart by the seed's circled search order (``attack ①``,
    人狼の襲撃①): ``attack_1`` is an id, never shown to a person."""
    order = "①②③"[ATTACKS[card_id] - 1] if card_id in ATTACKS else ""
    if lang == "ja":
        return CARDS[card_id].ja + order
    return f"attack {order}" if order else card_id


def arrange_deck(
    players: int,
    hands: Sequence[str],
    ruins: str | None = None,
    draws: Sequence[str] = (),
) -> list[str]:
    """A fixed 16-card deck for ``new_game("nemuranai", deck=..., first_player=...)``.

    ``hands`` are the starting hand cards, one per seat from seat 0; ``ruins`` the
    ruins card (遺跡, NEM-03); ``draws`` the first cards of the draw pile, top first
    (the first player draws ``draws[0]``, the next player ``draws[1]``, ...). The
    cards not named, in table order (:data:`DECK`), fill the ruins if it is not
    given, then the rest of the draw pile. The result is in dealing order: the
    hands, the ruins, then the draw pile top first.

    >>> arrange_deck(3, ["seer", "werewolf", "knight"], ruins="madman", draws=["vote"])[:7]
    ['seer', 'werewolf', 'knight', 'madman', 'vote', 'villager', 'medium']

    Raises :class:`InvalidSetup` if ``players`` is not 3 or 4 (NEM-02), if
    ``hands`` does not give one card per seat, if a card id is unknown, or if a
    card is asked for more often than the deck holds it (NEM-01: e.g. a fourth
    ``vote``).
    """
    if isinstance(players, bool) or players not in (3, 4):
        raise InvalidSetup(f"players must be 3 or 4 (NEM-02), got {describe(players)}")
    for label, cards in (("hands", hands), ("draws", draws)):
        if isinstance(cards, str | bytes) or not isinstance(cards, Sequence):
            raise InvalidSetup(f"{label} must be a list of card ids, got {describe(cards)}")
    if len(hands) != players:
        raise InvalidSetup(f"hands must give one card per seat ({players}), got {len(hands)}: {describe(list(hands))}")
    wanted = [*hands, *([] if ruins is None else [ruins]), *draws]
    unknown = sorted({describe(c) for c in wanted if not isinstance(c, str) or c not in CARDS})
    if unknown:
        raise InvalidSetup(f"unknown card id(s) {', '.join(unknown)}; allowed: {', '.join(CARDS)}")
    counts = Counter(wanted)
    excess = [f"{cid} x{n} (the deck has {CARDS[cid].copies})" for cid, n in counts.items() if n > CARDS[cid].copies]
    if excess:
        raise InvalidSetup(f"more copies asked for than the 16 cards of NEM-01 hold: {'; '.join(excess)}")
    rest: list[str] = []
    for cid in DECK:
        if counts[cid]:
            counts[cid] -= 1
        else:
            rest.append(cid)
    if ruins is None:
        ruins = rest.pop(0)
    return [*hands, ruins, *draws, *rest]


def werewolf_start(order: Sequence[str], players: int) -> str:
    """Where the werewolf card was dealt (NEM-03): a seat's hand, the ruins or the deck."""
    seat = next((s for s in range(players) if order[s] == WEREWOLF), None)
    if seat is not None:
        return f"seat {seat}"
    return "ruins" if order[players] == WEREWOLF else "deck"
