"""Why a legal action of 人狼は眠らない may be taken and what it does, in one line citing its rule.

:func:`explain_action` reads the seat's view only (NEM-05): its own hand, the
public table and what it remembers (cards it placed or looked at), never a
hidden card. The widgets show its line beside each action button.

>>> import jinro_lab as jl
>>> game = jl.new_game("nemuranai", players=3, seed=1)
>>> seat = game.to_act()[0]
>>> line = explain_action(game.view(seat), game.legal_actions(seat)[0])
>>> "(NEM-" in line
True
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...core.errors import InvalidArgument, describe
from ...core.i18n import Labels, seat_label
from .actions import Place, Play, Search, Sleep, Vote
from .cards import ATTACKS, CARDS, WEREWOLF, name
from .view import NemuranaiView

__all__ = ["explain_action"]

#: the lines, key -> (English, Japanese); each ends with the rule it rests on
_t = Labels(
    {
        "your discard": ("your own discard", "自分の捨て札"),
        "discard of": ("{}'s discard", "{}の捨て札"),
        "seer": (
            "Seer: look at {}'s hand card; only you see it, everyone sees whom you looked at (NEM-25)",
            "占い師：{}の手札を見る。見たカードは自分だけが知り、誰を見たかは全員に分かる（NEM-25）",
        ),
        "medium look": (
            "Medium: look at face-down card {} of {}{}; only you see it (NEM-24)",
            "霊媒師：{1}のウラ向きの{0}番{2}を見る。見たカードは自分だけが知る（NEM-24）",
        ),
        "medium turn": (
            "Medium: turn the face-up {} (card {}) of {} face-down: one more vote against them (NEM-24, NEM-30)",
            "霊媒師：{2}のオモテ向きの{0}（{1}番）をウラ向きにする。その人への票が1つ増える（NEM-24、NEM-30）",
        ),
        "medium knight": (
            "Medium: turn the face-up knight (card {}) of {} face-down: it stops protecting them (NEM-24, NEM-20)",
            "霊媒師：{1}のオモテ向きの騎士（{0}番）をウラ向きにする。騎士はその人を守らなくなる（NEM-24、NEM-20）",
        ),
        "medium none": (
            "Medium: no other discard holds a card, so it does nothing (NEM-24, NEM-14)",
            "霊媒師：ほかの人の捨て札にカードがないので何も起こらない（NEM-24、NEM-14）",
        ),
        "villager itself": (
            "Villager: put the villager itself face-down in {} and keep your {}; one more vote there (NEM-23, NEM-30)",
            "村人：村人そのものを{}にウラ向きで置き、{}を手札に残す。そこへの票が1つ増える（NEM-23、NEM-30）",
        ),
        "villager other": (
            "Villager: it returns to your hand and your {} goes face-down to {}; one more vote there (NEM-23, NEM-30)",
            "村人：村人は手札に戻り、{}を{}にウラ向きで置く。そこへの票が1つ増える（NEM-23、NEM-30）",
        ),
        "villager werewolf": (
            "Villager: it returns to your hand and you hide the werewolf face-down in your own discard "
            "(the only discard it may go to, NEM-23)",
            "村人：村人は手札に戻り、人狼を自分の捨て札にウラ向きで隠す（人狼を置けるのは自分の捨て札だけ、NEM-23）",
        ),
        "knight": (
            "Knight: face-up in your discard it keeps you from being eliminated (NEM-31)",
            "騎士：自分の捨て札にオモテ向きである間、あなたは脱落しない（NEM-31）",
        ),
        "madman": (
            "Madman: played face-up it does nothing (NEM-15); only in hand at the search does it make you "
            "the Madman (NEM-07)",
            "狂人：オモテ向きに出しても効果はない（NEM-15）。探索フェイズに手札にあるときだけ狂人になる（NEM-07）",
        ),
        "vote card": (
            "Vote: every survivor names another; each face-down discard card is one more vote against its owner; "
            "a unique top total is eliminated (NEM-30)",
            "投票：生存者全員がほかの一人に投票し、捨て札のウラ向きのカード1枚につき持ち主への票が1つ増える。"
            "単独最多の人が脱落（NEM-30）",
        ),
        "sleep card": (
            "Sleep: everyone closes their eyes; the Werewolf player may swap their hand card with a face-down card "
            "of their own discard (NEM-26)",
            "就寝：全員が目を閉じ、人狼プレイヤーは手札と自分の捨て札のウラ向きのカードを交換できる（NEM-26）",
        ),
        "attack": (
            "Attack: it must be played (NEM-13); the survivor whose hand card has search order {} is eliminated{} "
            "(NEM-27)",
            "人狼の襲撃：必ずプレイする（NEM-13）。探索順{}の手札を持つ生存者が脱落する{}（NEM-27）",
        ),
        "attack you": (" — your own {} has that order", "。あなたの{}がその探索順"),
        "vote for": (
            "Vote for {}: your vote goes to them{}; a unique top total is eliminated, a tie nobody (NEM-30)",
            "{}に投票：あなたの票がその人に入る{}。単独最多の人が脱落、同数なら誰も脱落しない（NEM-30）",
        ),
        "extra votes": (
            (
                ", besides the {} extra vote of their face-down discard card",
                ", besides the {} extra votes of their face-down discard cards",
            ),
            "（捨て札のウラ向きのカード{}枚分の票もある）",
        ),
        "vote knight": (
            "Vote for {}: a face-up knight in their discard keeps them from being eliminated (NEM-31)",
            "{}に投票：捨て札にオモテ向きの騎士があるので、その人は脱落しない（NEM-31）",
        ),
        "eyes closed": (
            "Close your eyes: every survivor pauses alike while the Werewolf player may swap (NEM-26)",
            "目を閉じる：人狼プレイヤーが交換するかもしれない間、生存者は全員同じように待つ（NEM-26）",
        ),
        "keep": (
            "Keep your {} in hand; nobody learns whether you swapped (NEM-26)",
            "手札の{}をそのまま持つ。交換したかどうかは誰にも分からない（NEM-26）",
        ),
        "swap": (
            "Swap your {} with face-down card {} of your discard{}; nobody learns whether you swapped (NEM-26)",
            "手札の{}を自分の捨て札のウラ向きの{}番{}と交換する。交換したかどうかは誰にも分からない（NEM-26）",
        ),
        "place": (
            "Put the {} face-down in {}: one more vote against its owner (NEM-27, NEM-30)",
            "{}を{}にウラ向きで置く。持ち主への票が1つ増える（NEM-27、NEM-30）",
        ),
        "search hand": ("Search {}'s hand{}", "{}の手札{}を探索"),
        "search own": ("Search your own hand ({})", "自分の手札（{}）を探索"),
        "search ruins": (
            "Search the ruins, the card set aside at the deal",
            "遺跡（配るときに脇へ置いたカード）を探索",
        ),
        "search discard": ("Search card {} of {} ({}{})", "{1}の{0}番（{2}{3}）を探索"),
        "face-up": ("face-up {}", "オモテ向きの{}"),
        "face-down": ("face-down", "ウラ向き"),
        "you saw": (" (you last saw {} there)", "（前に{}を見た）"),
        "and you saw": (", you last saw {} there", "、前に{}を見た"),
        "search wolf": (
            ": shown to all; if it is the werewolf, you and the Madman win (NEM-52, NEM-53)",
            "。全員に公開され、人狼ならあなたと狂人の勝ち（NEM-52、NEM-53）",
        ),
        "search villager": (
            ": shown to all; if it is the werewolf, the villager players win (NEM-52, NEM-53)",
            "。全員に公開され、人狼なら村人プレイヤーの勝ち（NEM-52、NEM-53）",
        ),
    }
)


def explain_action(view: NemuranaiView, action: Any, lang: str = "en") -> str:
    """One line in ``lang`` saying what ``action`` does for ``view``'s seat and
    which rule allows it (NEM-xx), from what that seat sees and remembers only."""
    explain = _BY_KIND.get(getattr(action, "kind", None))
    if explain is None or view.seat is None:
        raise InvalidArgument(
            f"not an action a seat of 人狼は眠らない can take: {describe(action, readable=True)}; "
            "give an action this seat may take (Place, Play, Search, Sleep or Vote) and a seat's view, not the GM's"
        )
    return explain(view, action, lang)


# ----- helpers ---------------------------------------------------------------------------
def _card(card: str | None, lang: str) -> str:
    return name(card, lang) if card in CARDS else str(card)


def _discard_of(view: NemuranaiView, seat: int, lang: str) -> str:
    return _t("your discard", lang) if seat == view.seat else _t("discard of", lang, seat_label(seat, lang))


def _kept(view: NemuranaiView, played: str) -> str:
    """The hand card left after playing ``played`` (NEM-11: two in hand during a play)."""
    hand = list(view.hand)
    hand.remove(played)
    return hand[0] if hand else ""


def _memory(view: NemuranaiView, seat: int, index: int, lang: str, key: str = "you saw") -> str:
    """What this seat last saw face-down at card ``index`` of ``seat``'s discard, as a
    note (``key``: the note's form), "" if it saw nothing there."""
    seen = view.last_seen().get((seat, index))
    return _t(key, lang, _card(seen, lang)) if seen is not None else ""


# ----- play (NEM-11 ... NEM-15, NEM-23 ... NEM-27) ------------------------------------------
def _play(view: NemuranaiView, action: Play, lang: str) -> str:
    """NEM-11: the played card's effect, by card."""
    explain = _PLAYS.get(action.card)
    if explain is not None:
        return explain(view, action, lang)
    if action.card in ATTACKS:
        return _attack(view, action, lang)
    return _t(_SIMPLE[action.card], lang)  # knight, madman, vote, sleep: no choice beyond the card


def _seer(view: NemuranaiView, action: Play, lang: str) -> str:
    """NEM-25: look at another survivor's hand."""
    return _t("seer", lang, seat_label(action.target, lang))


def _medium(view: NemuranaiView, action: Play, lang: str) -> str:
    """NEM-24: look at a face-down card of another discard, or turn a face-up one face-down."""
    target, index = action.target, action.index
    if target is None or index is None:
        return _t("medium none", lang)
    whose = seat_label(target, lang)
    if not action.turn:
        return _t("medium look", lang, index, whose, _memory(view, target, index, lang))
    card = view.discards[target][index][0]
    if card == "knight":
        return _t("medium knight", lang, index, whose)
    return _t("medium turn", lang, _card(card, lang), index, whose)


def _villager(view: NemuranaiView, action: Play, lang: str) -> str:
    """NEM-23: the villager comes back; one hand card goes face-down anywhere (the werewolf only home)."""
    placed, target = action.placed, action.target
    assert target is not None and placed is not None  # every villager play names both (NEM-23)
    where = _discard_of(view, target, lang)
    if placed == WEREWOLF:
        return _t("villager werewolf", lang)
    if placed == "villager":
        return _t("villager itself", lang, where, _card(_kept(view, "villager"), lang))
    return _t("villager other", lang, _card(placed, lang), where)


def _attack(view: NemuranaiView, action: Play, lang: str) -> str:
    """NEM-13, NEM-27: an attack must be played and eliminates the holder of its search order
    (the attacker's own kept card included)."""
    order = ATTACKS[action.card]
    kept = _kept(view, action.card)
    mine = _t("attack you", lang, _card(kept, lang)) if kept in CARDS and CARDS[kept].order == order else ""
    return _t("attack", lang, order, mine)


#: the cards whose play is the card alone (no target), with their line
_SIMPLE = {"knight": "knight", "madman": "madman", "vote": "vote card", "sleep": "sleep card"}

_PLAYS: dict[str, Callable[[NemuranaiView, Play, str], str]] = {
    "seer": _seer,
    "medium": _medium,
    "villager": _villager,
}


# ----- the other decisions (NEM-26, NEM-27, NEM-30, NEM-52) ---------------------------------
def _vote(view: NemuranaiView, action: Vote, lang: str) -> str:
    """NEM-30, NEM-31: a ballot, the target's face-down cards as extra votes, the knight's protection."""
    target = action.target
    whose = seat_label(target, lang)
    if any(up and card == "knight" for card, up in view.discards[target]):
        return _t("vote knight", lang, whose)
    extra = view.face_down(target)
    return _t("vote for", lang, whose, _t("extra votes", lang, extra) if extra else "")


def _sleep(view: NemuranaiView, action: Sleep, lang: str) -> str:
    """NEM-26: everyone pauses; only the Werewolf player may swap with a face-down card of their discard."""
    if view.werewolf != view.seat:
        return _t("eyes closed", lang)
    hand = _card(view.hand[0], lang)
    if action.swap is None:
        return _t("keep", lang, hand)
    assert view.seat is not None
    return _t("swap", lang, hand, action.swap, _memory(view, view.seat, action.swap, lang))


def _place(view: NemuranaiView, action: Place, lang: str) -> str:
    """NEM-27, NEM-21: the attack card goes face-down into any discard."""
    return _t("place", lang, _card(action.card, lang), _discard_of(view, action.target, lang))


def _search(view: NemuranaiView, action: Search, lang: str) -> str:
    """NEM-52, NEM-53: name one card; the werewolf found wins for the searcher's side."""
    seat, index = action.seat, action.index
    if action.where == "ruins":
        what = _t("search ruins", lang)
    elif action.where == "hand" and seat == view.seat:
        what = _t("search own", lang, _card(view.hand[0], lang))
    elif action.where == "hand":
        assert seat is not None
        seen = view.hands_seen().get(seat)
        what = _t("search hand", lang, seat_label(seat, lang), _t("you saw", lang, _card(seen, lang)) if seen else "")
    else:
        assert seat is not None and index is not None
        card, up = view.discards[seat][index]
        shown = _t("face-up", lang, _card(card, lang)) if up else _t("face-down", lang)
        memory = _memory(view, seat, index, lang, "and you saw")
        what = _t("search discard", lang, index, _discard_of(view, seat, lang), shown, memory)
    return what + _t("search wolf" if view.werewolf == view.seat else "search villager", lang)


_BY_KIND: dict[Any, Callable[[NemuranaiView, Any, str], str]] = {
    "play": _play,
    "vote": _vote,
    "sleep": _sleep,
    "place": _place,
    "search": _search,
}
