"""The texts LotROで人狼's rules write, as data (``core.phrases``): the reasons a game
ends (LOT-23, LOT-60 ... LOT-63) and the facts a seat learns (LOT-05, LOT-41,
LOT-46, LOT-47) (:data:`SAY`), the causes of death (:data:`CAUSE`) and the deal's
chance draw (:data:`CHANCE`), English and Japanese side by side.

The rules make a phrase (``SAY("rangers", 6)``); its ``str`` is the English the log
and the records always had; the renderer writes it in Japanese from the same key
and arguments (``renderer.event_text(event, "ja")``), never from the English.

>>> SAY("rangers", 6).text("ja")
'LOT-23: 6日目の夕の終わりに野伏が到着した'
>>> SAY("died in", 3, room_phrase(0)).text("ja")
'席3が2階で死亡した'
"""

from __future__ import annotations

from typing import Any

from ...core.phrases import Phrase, PhraseBook
from .rooms import ROOM_NAMES

__all__ = ["CAUSE", "CHANCE", "ROOMS", "SAY", "answered", "checkmate_reason", "room_phrase"]

#: LOT-33: the rooms of the inn by their index, for a phrase's argument
ROOMS = PhraseBook(__name__, "ROOMS", {str(i): (en, ja) for i, (ja, en) in enumerate(ROOM_NAMES)})


def room_phrase(index: int) -> Phrase:
    """LOT-33: the ``index``-th room formed, as a phrase (``upstairs`` / ``2階``)."""
    return ROOMS(str(index))


#: what killed a player (``Eliminated.cause``: LOT-11, LOT-20; ``NightDeath.cause``: LOT-40 ... LOT-45)
CAUSE = PhraseBook(
    __name__,
    "CAUSE",
    {
        "execution": ("execution", "処刑"),
        "night": ("night", "夜のうちに死亡"),  # LOT-11: the morning tells who died, not how
        "tooth": ("tooth", "ワーグの歯"),
        "water": ("water", "ケレブラント水"),
        "second pass": ("second pass", "二度目のパス"),
        "suicide": ("suicide", "自殺"),
    },
)

#: what a chance draw decides (``Chance.what``, LOT-03)
CHANCE = PhraseBook(__name__, "CHANCE", {"roles dealt": ("roles dealt", "役割の配布")})

SAY = PhraseBook(
    __name__,
    "SAY",
    {
        # the reasons a game ends (``LotroGame._check_win``, ``_evening``)
        "every wolf dead": ("LOT-60: every wolf is dead", "LOT-60：狼人が全員死亡した"),
        "village dead": ("LOT-61: every village-side player is dead", "LOT-61：村人側が全員死亡した"),
        "rangers": (
            "LOT-23: the rangers arrive at the end of the evening of day {}",
            "LOT-23：{}日目の夕の終わりに野伏が到着した",
        ),
        "mate count": (
            "LOT-62: Sauron is checkmated (V={} > W*n+e={}*{}+{}={})",
            "LOT-62：サウロン側の詰み。狼人{1}人が残りの夜{2}回に毎晩1人ずつ死亡させ、残りの夕{3}回に毎回村人側が"
            "処刑されても死亡するのは{4}人までで、村人側{0}人のうち誰かが野伏の到着まで生き残る",
        ),
        "mate water": (
            "LOT-62: Sauron is checkmated (one wolf against one friend with unused water)",
            "LOT-62：サウロン側の詰み（狼人1人と、未使用のケレブラント水を持つシンダールの友1人だけが生存）",
        ),
        "mate village": (
            "LOT-63: the Village is checkmated (W={} >= V={}, no water, L={}, n={})",
            "LOT-63：村人側の詰み。生存している狼人（{0}人）が村人側（{1}人）以上で、未使用のケレブラント水はない。"
            "未使用のアセラスの葉（{2}枚）では、野伏の到着までの残りの夜{3}回をしのげない",
        ),
        # what a seat learns (``Knowledge.fact``)
        "is a": ("seat {} is a {}", "席{}は{}"),
        "presented": ("seat {} presented the warg tooth: a wolf", "席{}がワーグの歯を提示した：狼人"),
        "answered death": ("seat {} answered the tooth: death", "席{}はワーグの歯を提示されて死亡した"),
        "answered athelas_leaf": (
            "seat {} answered the tooth: athelas_leaf",
            "席{}はアセラスの葉を提示して生き延びた（癒しの手）",
        ),
        "answered celebrant_water": (
            "seat {} answered the tooth: celebrant_water",
            "席{}はケレブラント水を提示した（シンダールの友）：歯を提示した狼人が死亡する",
        ),
        "answered wolf": ("seat {} answered the tooth: wolf", "席{}は狼人：歯を提示しても何も起きない"),
        "died in": ("seat {} died in the {}", "席{}が{}で死亡した"),
    },
    # LOT-62, LOT-63 as a player reads them: the records keep the counts' formulas
    read={
        "mate count": (
            "LOT-62: Sauron is checkmated: even if the {1} {1|wolf kills|wolves kill} every night for the "
            "{2} {2|night|nights} left and the Village loses {3|the|each of the} {3} evening "
            "{3|vote|votes} left, at most {4} village-side {4|player dies|players die}, so one of the {0} "
            "village-side players lives to see the rangers"
        ),
        "mate village": (
            "LOT-63: the Village is checkmated: {0} {0|wolf is|wolves are} alive, no fewer than the {1} "
            "village-side {1|player|players}; no friend holds unused water, and the unused athelas leaves "
            "({2}) cannot last the {3} {3|night|nights} before the rangers arrive"
        ),
    },
)


def answered(target: int, outcome: str) -> Phrase:
    """LOT-41: what the wolf learns of ``target``'s answer to the tooth (``outcome``:
    ``death``, ``wolf`` or the item presented)."""
    return SAY(f"answered {outcome}", target)


def checkmate_reason(rule: str, numbers: dict[str, Any]) -> Phrase:
    """LOT-62, LOT-63: a checkmate as a result's reason: the rule, the side and the
    numbers of the count (``checkmate.Verdict.numbers``)."""
    n = numbers
    if rule == "LOT-62" and n["V"] > n["K"]:
        return SAY("mate count", n["V"], n["W"], n["n"], n["e"], n["K"])
    if rule == "LOT-62":
        return SAY("mate water")
    return SAY("mate village", n["W"], n["V"], n["L"], n["n"])
