"""The 25 event cards of 魔法都市の人狼 (MAH-30, MAH-31, MAH-E01 ... MAH-E25), as data.

Every execution draws one of these (MAH-13, MAH-30). ``timing`` is when the card
acts (MAH-31): ``"immediate"`` (at once), ``"same_day"`` (the night after this
execution), ``"next_day"`` (the day after that night) or ``"permanent"`` (from now
on). ``golem`` marks the golem-effective cards, which do nothing while the golem is
alive (MAH-31, MAH-R10). ``adds_deaths`` marks the cards that add deaths, the
list the deck linter counts (MAH-36, a decision of the spec). ``speech`` marks the
cards with a speech part: a constraint on what is said or how long, recorded as an
announcement and never judged by the engine (MAH-32; ``magic_school``'s free vote is
still judged, only its chant is speech). ``en`` and ``ja_text`` are one-line effects
for tooltips; ``ja_text`` is the rulebook's own wording.

The effects themselves are rules, and live with the game, not here.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from ...core.errors import InvalidSetup, describe
from .roles import ROLES

__all__ = ["EVENT_CARDS", "TIMING_JA", "EventCard", "check_deck", "check_roles", "default_deck"]

#: MAH-31's timings and the rulebook's names for them (タイミング)
TIMING_JA: dict[str, str] = {"immediate": "即時", "same_day": "当日", "next_day": "翌日", "permanent": "永続"}


@dataclass(frozen=True, slots=True)
class EventCard:
    """One event card (MAH-31's table); the box holds one of each."""

    id: str
    ja: str
    rule: str
    timing: str  # a key of TIMING_JA (MAH-31)
    en: str
    ja_text: str
    golem: bool = False  # golem-effective (MAH-31, MAH-R10)
    adds_deaths: bool = False  # counted by MAH-36
    speech: bool = False  # a speech part, announced and not judged (MAH-32)


#: MAH-E01 ... MAH-E25 in the spec's (and the rulebook's) order
EVENT_CARDS: dict[str, EventCard] = {
    c.id: c
    for c in (
        EventCard(
            "magic_school",
            "魔法学園",
            "MAH-E01",
            "next_day",
            "Tomorrow's vote is free, and every voter chants a spell when voting.",
            "翌日は自由投票。投票時に必ず呪文を唱える（どんな呪文でもよい）",
            speech=True,
        ),
        EventCard(
            "illusionist_garden",
            "幻術師の庭",
            "MAH-E02",
            "same_day",
            "The executed player picks left or right and rolls a die: tonight's attack moves that many "
            "living players that way (a werewolf there dies too).",
            "処刑者は右か左を選びダイスを振る。この夜、人狼の襲撃先がダイスの数値分その方向にずれる（その先が人狼でも襲撃死する）",
            adds_deaths=True,
        ),
        EventCard(
            "graveyard",
            "墓地",
            "MAH-E03",
            "immediate",
            "The seer dies at once.",
            "予言者は即座に死亡する",
            golem=True,
            adds_deaths=True,
        ),
        EventCard(
            "mages_guild",
            "魔術師組合",
            "MAH-E04",
            "immediate",
            "The executed player names a living player, who dies too.",
            "処刑者は生存者一名を指名し道連れにする",
            adds_deaths=True,
        ),
        EventCard(
            "library",
            "図書館",
            "MAH-E05",
            "next_day",
            "The executed player picks a sentence ending (up to 5 characters) the living must use tomorrow.",
            "処刑者は語尾（五文字以内）を決める。翌日の議論中、生存者はその語尾を必ずつけて話す",
            speech=True,
        ),
        EventCard(
            "soul_vortex",
            "魂の渦",
            "MAH-E06",
            "immediate",
            "The living players' role cards are collected, shuffled and dealt again.",
            "生存者の役職カードを回収し、シャッフルしてから配り直す",
        ),
        EventCard(
            "legend_tree",
            "伝説の木",
            "MAH-E07",
            "permanent",
            "The executed player secretly names two living players as lovers: when one dies, so does the other.",
            "処刑者は生存者から二名を恋人に指定しGMに通知（本人非通知）。一方が死ぬともう一方も即座に死亡",
            adds_deaths=True,
        ),
        EventCard(
            "altar",
            "祭壇",
            "MAH-E08",
            "permanent",
            "From now on, the role of every player who dies is revealed.",
            "以降、死亡した者は役職カードが公開される",
        ),
        EventCard(
            "magic_mirror",
            "魔鏡屋",
            "MAH-E09",
            "same_day",
            "The executed player names one player during the night: tonight that player's judgement is "
            "reversed (werewolf <-> human).",
            "処刑者は夜の間に一名を指定。その夜のみ、指定した者の判定が逆になる（狼⇔人）",
        ),
        EventCard(
            "bath",
            "共同風呂",
            "MAH-E10",
            "next_day",
            "The first half of tomorrow's discussion must be about something other than the werewolves.",
            "翌日の議論前半は、人狼と関係ない話をしなくてはならない",
            speech=True,
        ),
        EventCard(
            "guild",
            "ギルド",
            "MAH-E11",
            "same_day",
            "The executed player names one player, who cannot be killed by tonight's attack.",
            "処刑者は一名指定。指定された者はその夜、人狼の襲撃で死亡しない",
        ),
        EventCard(
            "airship",
            "飛空艇",
            "MAH-E12",
            "immediate",
            "The executed player chooses any card left in the event deck and triggers it.",
            "処刑者は残りのイベントカードから任意の1枚を選び、その効果を発動させる",
        ),
        EventCard(
            "church",
            "教会",
            "MAH-E13",
            "next_day",
            "The executed player and tonight's attack victim join tomorrow's discussion (no ability, no vote).",
            "処刑者とこの夜襲撃された者は翌日の議論に参加する（能力行使・投票は不可）",
        ),
        EventCard(
            "clock_tower",
            "時計塔",
            "MAH-E14",
            "next_day",
            "Tomorrow's discussion time is halved.",
            "翌日の議論時間が半分になる",
            speech=True,
        ),
        EventCard(
            "courthouse",
            "裁判所",
            "MAH-E15",
            "immediate",
            "Another vote at once; its most-voted player is executed too, with no event and nothing for the medium.",
            "追加で投票を行い最多得票者を処刑する。追加の処刑ではイベントは発生せず、霊能者も結果を知ることができない",
            adds_deaths=True,
        ),
        EventCard(
            "bank",
            "銀行",
            "MAH-E16",
            "next_day",
            "The executed player names one player during the night, whose vote counts double tomorrow "
            "(runoffs included).",
            "処刑者は夜の間に一名を指定。対象者の翌日の票が二票分になる（決選投票でも有効）",
        ),
        EventCard(
            "parliament",
            "議事堂",
            "MAH-E17",
            "next_day",
            "Tomorrow's vote style flips: free <-> simultaneous.",
            "翌日の投票形式が変更される（自由⇔一斉）",
        ),
        EventCard(
            "prison",
            "監獄",
            "MAH-E18",
            "immediate",
            "An immediate simultaneous vote; its most-voted player is out of the game for tonight only.",
            "即座に一斉投票を行い、最多得票者はその夜のみゲームから除外される",
        ),
        EventCard(
            "slum",
            "スラム",
            "MAH-E19",
            "same_day",
            "Tonight's attack ignores the knight, the spirit user and the dragon.",
            "この夜、人狼の襲撃は騎士・精霊使い・竜の能力の影響を受けない",
            golem=True,
        ),
        EventCard(
            "babel",
            "バベルの魔塔",
            "MAH-E20",
            "next_day",
            "The executed player picks one word (up to 5 characters): tomorrow it is the only word anyone may say.",
            "処刑者は一つの言葉（五文字以内）を決める。翌日の議論中、生存者はその言葉しか喋れない",
            speech=True,
        ),
        EventCard(
            "beast_forest",
            "魔獣の森",
            "MAH-E21",
            "same_day",
            "Tonight the werewolves attack two targets.",
            "この夜、人狼は襲撃先を二名指定する",
            golem=True,
            adds_deaths=True,
        ),
        EventCard(
            "thieves",
            "盗賊団",
            "MAH-E22",
            "next_day",
            "The executed player names one player during the night, announced in the morning, "
            "who cannot vote tomorrow.",
            "処刑者は夜の間に一名を指定し翌朝発表。その者は翌日投票できない",
        ),
        EventCard(
            "evil_cult",
            "邪心教団",
            "MAH-E23",
            "same_day",
            "Tonight the madman is told every living werewolf.",
            "この夜、狂人は生存している人狼全員を知らされる",
        ),
        EventCard(
            "casino",
            "カジノ",
            "MAH-E24",
            "same_day",
            "The executed player secretly draws a citizen or werewolf card: werewolf, two attacks tonight; "
            "citizen, none.",
            "処刑者は市民/人狼カードを1枚引く。人狼なら襲撃二名、市民なら襲撃無し（どちらを引いたかは非公表）",
            golem=True,
            adds_deaths=True,
        ),
        EventCard(
            "arena",
            "闘技場",
            "MAH-E25",
            "same_day",
            "Tonight a protector who guarded the attack target kills a random werewolf; one who guarded "
            "someone else dies.",
            "この夜、護衛役職が人狼の襲撃先を護衛していたら人狼一名がランダムで死亡。外れたら護衛役職が死亡する",
            adds_deaths=True,
        ),
    )
}


def check_deck(deck: object) -> tuple[str, ...]:
    """``deck`` (event card ids, top first) as a tuple, or :class:`InvalidSetup`.

    A deck is a list or tuple of ids of MAH-31's table, each at most once: the box
    holds one card of each of the 25 (MAH-30). An empty deck is allowed: the game is
    then played without events (MAH-13; the rulebook's イベントカードを使用せず).
    """
    if not isinstance(deck, list | tuple):
        raise InvalidSetup(f"the event deck must be a list or tuple of event card ids, got {describe(deck)}")
    cards = tuple(deck)
    unknown = dict.fromkeys(describe(c) for c in cards if not isinstance(c, str) or c not in EVENT_CARDS)
    if unknown:
        raise InvalidSetup(f"unknown event card ids {', '.join(unknown)}; allowed: {', '.join(EVENT_CARDS)}")
    twice = [c for c, n in Counter(cards).items() if n > 1]
    if twice:
        raise InvalidSetup(
            f"the event deck names {', '.join(twice)} more than once; the box has one card of each (MAH-30)"
        )
    return cards


def check_roles(roles: object) -> tuple[str, ...]:
    """``roles`` (a role id per seat, MAH-01) as a tuple, or :class:`InvalidSetup`.

    Only the ids are checked here, as the deck needs them (MAH-37: is there a golem);
    the game checks the whole setup.
    """
    if not isinstance(roles, list | tuple):
        raise InvalidSetup(f"roles must be a list or tuple of role ids, one per seat, got {describe(roles)}")
    unknown = sorted({repr(r) for r in roles if not isinstance(r, str) or r not in ROLES})
    if unknown:
        raise InvalidSetup(f"unknown role ids {', '.join(unknown)}; allowed: {', '.join(ROLES)}")
    return tuple(roles)


def default_deck(roles: Sequence[str]) -> tuple[str, ...]:
    """The default event deck for ``roles`` (the spec's option ``events``), in MAH-31's order.

    The 25 cards minus ``guild`` (MAH-35: not with ``prison``); with no golem among
    ``roles`` also minus the golem-effective ``graveyard``, ``beast_forest`` and
    ``casino``, leaving ``slum`` alone (MAH-37: at most one). So the default passes
    its own linter: with a golem 8 of 24 cards add deaths, exactly a third, and
    without one 5 of 21 (MAH-36).
    """
    return _default_deck("golem" in check_roles(roles))


@lru_cache(maxsize=2)
def _default_deck(golem: bool) -> tuple[str, ...]:
    """The default deck with or without a golem among the roles (:func:`default_deck`)."""
    left_out = {"guild"} if golem else {"guild", "graveyard", "beast_forest", "casino"}
    return tuple(c for c in EVENT_CARDS if c not in left_out)
