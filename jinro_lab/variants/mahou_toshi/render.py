"""Text and HTML pictures of a 魔法都市の人狼 table, and its events in English and Japanese.

Presentation only: everything shown comes from a :class:`MahouView` (what one
seat, or the game master, sees). The widgets and the CLI find this module through
``jinro_lab.core.registry.renderer("mahou_toshi")``. The shared events (votes,
deaths, chance, knowledge, the end) are written by ``jinro_lab.core.texts``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...core import texts
from ...core.claims import Claim, Claimed, claim_action_text, claimed_text
from ...core.engine import Result
from ...core.events import Knowledge, Proposal, RuleChanged
from ...core.i18n import Labels, seat_label
from ...core.phrases import Phrase
from ...core.render import day_phase, life, seat_role, table_html, table_name, table_text
from . import events as ev
from .actions import Ability, Card, EventTarget, Pair, Side, Word
from .cards import EVENT_CARDS
from .phrases import ANNOUNCE, RULES, SAY
from .roles import ROLES
from .view import MahouView

__all__ = [
    "WORDS",
    "action_text",
    "card_name",
    "event_text",
    "head_lines",
    "result_line",
    "result_text",
    "role_name",
    "rule_in_force",
    "seat_rows",
    "view_html",
    "view_text",
]

_t = Labels(
    {
        "unknown": ("?", "?"),
        "judged": ("judged {}", "判定：{}"),
        "human": ("human", "人間"),
        "werewolf": ("werewolf", "人狼"),
    }
)

_PHASES_JA = {
    "night": "夜",
    "night: eyes closed": "夜（全員目を閉じる）",
    "vote": "投票",
    "day: vote": "昼（投票）",
    "day: claims": "昼（名乗り）",
    "day: a dead player chooses": "昼（死者の選択）",
    "silence": "沈黙の指名",
    "hunter": "狩人の道連れ",
    "event": "イベントカードの選択",
    "airship": "飛空艇のカード選択",
    "event_target": "イベントの指名",
    "word": "イベントの言葉",
    "side": "幻術師の庭の方向",
    "claim": "名乗り",
    "over": "終了",
    "setup": "準備",
}

#: each ability's action (a proposal's too)
_ABILITIES_JA = {
    "attack": "{}への襲撃",
    "divine": "{}の占い",
    "guard": "{}の護衛",
    "lend": "{}に金を貸す（二票）",
    "silence": "{}を沈黙させる",
    "predict": "{}を襲撃先と予想",
    "shoot": "{}を道連れにする",
}
#: the namings of the night (``Named``)
_NAMINGS_JA = {
    "lend": "金貸しの二票",
    "silence": "魔眼の沈黙",
    "predict": "キメラの予想",
    "magic_mirror": "魔鏡屋",
    "bank": "銀行",
    "thieves": "盗賊団",
}


def role_name(role: str | None, lang: str = "en") -> str:
    """A role's name: its id in English, its printed name in Japanese (MAH-01)."""
    return table_name(ROLES, role, lang)


def card_name(card: str, lang: str = "en") -> str:
    """An event card's name: its id in English, its printed name in Japanese (MAH-31)."""
    return table_name(EVENT_CARDS, card, lang)


def _s(seat: int | None) -> str:
    return seat_label(seat, "ja")


def result_text(result: Result, lang: str = "en") -> str:
    """A result in ``lang`` (side names from the registration; in Japanese the reason
    too, its rule id as it is)."""
    return texts.result_text(result, lang, WORDS)


def seat_rows(view: MahouView, lang: str) -> list[tuple[int, str, str, str]]:
    """(seat, status, role, what the viewer learned of its judgement) per seat."""
    judged = view.judged()
    rows = []
    for seat in range(view.players):
        status = life(view.alive[seat], lang)
        role = seat_role(role_name(view.roles[seat], lang), seat == view.seat, lang)
        note = _t("judged", lang, _t(judged[seat], lang)) if seat in judged else ""
        rows.append((seat, status, role, note))
    return rows


def head_lines(view: MahouView, lang: str) -> list[str]:
    """The heading lines in ``lang`` (day and phase first), as the text view and the picture show them."""
    return [day_phase(view.day, view.phase, lang, _PHASES_JA)]


def result_line(view: MahouView, lang: str) -> str | None:
    """The result as one line in ``lang``, or ``None`` while the game goes on."""
    return result_text(view.result, lang) if view.result is not None else None


def view_text(view: MahouView, lang: str = "en") -> str:
    """The table as ``view``'s seat sees it, as plain text (one line per seat)."""
    return table_text(head_lines(view, lang), seat_rows(view, lang), (6, 22), result_line(view, lang), lang)


def view_html(view: MahouView, lang: str = "en") -> str:
    """The table as an HTML table (for the widgets)."""
    return table_html(
        head_lines(view, lang), seat_rows(view, lang), lambda seat: not view.alive[seat], result_line(view, lang), lang
    )


_VERDICTS_JA = {"human": "人間", "werewolf": "人狼"}


def _claim_word(word: str, lang: str) -> str:
    """A claim's role or verdict (``core.claims``) in ``lang``."""
    if lang == "ja" and word in _VERDICTS_JA:
        return _VERDICTS_JA[word]
    return role_name(word, lang) if word in ROLES else word


def _term(word: str, lang: str) -> str:
    """This game's words in the shared texts: its phrases (causes, reasons, chance
    draws: ``phrases``), card and role ids, and the team decision's kind (``attack``)."""
    if isinstance(word, Phrase):
        return word.text(lang, _term)
    if lang != "ja":
        return word
    if word in EVENT_CARDS:
        return card_name(word, lang)
    if word == "attack":
        return "襲撃"
    return role_name(word, lang) if word in ROLES else word


def _fact(e: Knowledge, lang: str) -> str | None:
    """A learned fact in Japanese, from its phrase (``phrases.FACT``; ``None``: as recorded)."""
    return e.fact.text(lang, _term) if lang == "ja" and isinstance(e.fact, Phrase) else None


_HOW_JA = {"random": "引いた", "choice": "選んだ", "airship": "飛空艇で発動させた"}


def _setup(e: ev.SetupAnnounced) -> str:
    cards = "、".join(f"{role_name(r, 'ja')}×{n}" if n > 1 else role_name(r, "ja") for r, n in e.roles)
    seer = {"random_white": "初日白通知", "free": "初日占いあり", "none": "初日占いなし"}
    style = ANNOUNCE(e.vote_style).text("ja")
    text = f"使用する役職：{cards}。投票形式：{style}。{seer.get(e.first_day_seer, '')}"
    if e.events:
        how = "ランダムに1枚" if e.event_selection == "random" else "2枚から選ぶ"
        text += f"。イベントカード（{how}）：{'、'.join(card_name(c, 'ja') for c in e.events)}"
    return text


_OUTCOMES_JA = {
    "killed": "死亡",
    "guarded": "護衛成功",
    "immune": "無効（襲撃では死なない）",
    "guild": "ギルドにより無効",
    "dead": "既に死亡",
}


def _targeted_by(by: str) -> str:
    """MAH-34: what named the demon: an event card, or a role's ability."""
    return card_name(by, "ja") if by in EVENT_CARDS else f"{role_name(by, 'ja')}の能力"


#: this game's own events in Japanese
_JA: dict[type, Callable[[Any], str]] = {
    ev.SetupAnnounced: _setup,
    ev.RoleDealt: lambda e: f"{_s(e.seat)}に{role_name(e.role, 'ja')}が配られる",
    ev.Dusk: lambda e: f"{e.night}日目の夜：全員が目を閉じる",
    ev.Dawn: lambda e: f"{e.day}日目の朝",
    ev.Announcement: lambda e: _term(e.text, "ja"),  # its phrase (``phrases.ANNOUNCE``)
    ev.Guarded: lambda e: f"{_s(e.seat)}が{_s(e.target)}を守る",
    ev.AttackResolved: lambda e: (
        "今夜は襲撃なし" if e.target is None else f"{_s(e.target)}への襲撃：{_OUTCOMES_JA[e.outcome]}"
    ),
    ev.AttackShifted: lambda e: (
        "襲撃先がずれる：" + "、".join(f"{_s(b)}→{_s(a)}" for b, a in zip(e.before, e.after, strict=True))
    ),
    ev.Named: lambda e: f"{_s(e.seat)}が{_s(e.target)}を指名（{_NAMINGS_JA[e.ability]}）",
    ev.NightDeath: lambda e: f"{_s(e.seat)}が今夜死亡（{_term(e.cause, 'ja')}）",
    ev.AbilityLost: lambda e: f"{_s(e.seat)}は護衛の能力を失う：{_s(e.partner)}が死亡（MAH-25）",
    ev.DemonTargeted: lambda e: f"{_s(e.seat)}（魔人）が{_targeted_by(e.by)}の対象になった（MAH-34）",
    Proposal: lambda e: f"{_s(e.seat)}が{action_text(e.choice, 'ja')}を提案（{_term(e.kind, 'ja')}）",
    ev.ChimeraMatched: lambda e: f"{_s(e.seat)}（キメラ）が襲撃先の{_s(e.target)}を言い当てた",
    ev.ChimeraTurned: lambda e: f"{_s(e.seat)}（キメラ）は今夜から人狼",
    ev.EventOffered: lambda e: f"{_s(e.seat)}に{'か'.join(card_name(c, 'ja') for c in e.cards)}が示される",
    ev.EventDrawn: lambda e: f"{_s(e.seat)}がイベント「{card_name(e.card, 'ja')}」を{_HOW_JA[e.how]}",
    ev.EventNullified: lambda e: f"イベント「{card_name(e.card, 'ja')}」は無効：ゴーレムが生存している（MAH-31）",
    ev.EventChoice: lambda e: (
        f"{card_name(e.card, 'ja')}：" + "・".join(_s(c) if isinstance(c, int) else f"「{c}」" for c in e.choice)
    ),
    ev.RoleRevealed: lambda e: f"{_s(e.seat)}の役職は{role_name(e.role, 'ja')}だった（祭壇、MAH-E08）",
    ev.RolesRedealt: lambda e: f"{'・'.join(_s(s) for s in e.seats)}の役職カードを回収し、配り直す（魂の渦）",
    Claimed: lambda e: claimed_text(e, "ja", _claim_word),
}

#: what this game adds to the core's texts: its words and its own events
WORDS = texts.Words(variant="mahou_toshi", term=_term, fact=_fact, events=_JA)


def action_text(action: Any, lang: str = "en") -> str:
    """An action as a player reads it: ``str(action)`` in English with its ids named (``divine seat 2``),
    in Japanese ``席2の占い``; the vote is the core's (``席1に投票``)."""
    if lang != "ja":
        return texts.action_text(action, lang, WORDS)
    if isinstance(action, Ability) and action.ability in _ABILITIES_JA:
        return _ABILITIES_JA[action.ability].format(_s(action.target))
    if isinstance(action, Card):
        return f"「{card_name(action.card, lang)}」を選ぶ"
    if isinstance(action, EventTarget):
        return f"{card_name(action.card, lang)}：{_s(action.target)}を指名"
    if isinstance(action, Word):
        return f"{card_name(action.card, lang)}：「{action.text}」"
    if isinstance(action, Pair):
        return _ABILITIES_JA[action.ability].format("と".join(_s(t) for t in action.targets))
    if isinstance(action, Side):
        return f"襲撃先を{SAY(action.side).text(lang)}にずらす（幻術師の庭）"
    if isinstance(action, Claim):
        return claim_action_text(action, lang, _claim_word)
    return texts.action_text(action, lang)


#: MAH-E16 (the bank) -> ``bank``: the card behind a rule change named after its effect
_CARD_OF_RULE = {c.rule: c.id for c in EVENT_CARDS.values()}


def _rule_change(e: RuleChanged, lang: str, in_force: bool = False) -> str:
    """MAH-31, MAH-R08: a rule change as a sentence (``phrases.RULES``): when it holds,
    what it does, and the card or role behind it with its rule id; ``in_force``: as a
    line under "rule changes in force" says it, without "rule change" before it."""
    parts: list[Any] = [] if e.subject is None else [e.subject]
    value = e.value
    if isinstance(value, Phrase):  # the illusionist's shift: its direction and its roll
        parts += value.args
    elif isinstance(value, tuple):  # the legend tree's lovers
        parts += value
    elif not isinstance(value, bool):  # a seat, a word, a card drawn; a double vote's 2
        parts.append(value)
    if e.name in EVENT_CARDS:
        source = RULES("source", e.name, e.source)
    elif e.source in ROLES:  # MAH-R08: the moneylender's double vote
        source = RULES("source", e.source, ROLES[e.source].rule)
    else:  # MAH-E16, MAH-E22: the bank's and the thieves' named player
        source = RULES("source", _CARD_OF_RULE[e.source], e.source)
    if not e.active:
        ends = f"{e.name} ends"
        if ends in RULES.templates:
            return RULES("rule change ends", RULES(ends, *parts), source).text(lang, _term)
        return RULES("rule change ends", e.name, e.source).text(lang, _term)  # the card's name
    kind = "rule in force" if in_force else "rule change"
    return RULES(kind, RULES(e.scope), RULES(e.name, *parts), source).text(lang, _term)


def rule_in_force(e: RuleChanged, lang: str = "en") -> str:
    """A rule change in force (MAH-31) as the table picture lists it under its heading:
    when it holds, what it does, and its card or role with its rule id."""
    return _rule_change(e, lang, in_force=True)


def event_text(event: Any, lang: str = "en") -> str:
    """One event as a line of the log: ``str(event)`` in English, but a rule change
    as a sentence in both languages (:func:`_rule_change`; its ``str`` stays the
    record's); in Japanese from the table above, or from the core's texts for the
    shared events."""
    if type(event) is RuleChanged:
        return _rule_change(event, lang) + texts.audience_text(event.visible_to, lang)
    return texts.event_text(event, lang, WORDS)


def table_svg(view: MahouView, lang: str = "en", *, scale: float = 1.0, acting: Any = (), names: Any = None) -> Any:
    """The table as ``view`` shows it, as an SVG picture (``picture.table_svg``,
    imported when first drawn); ``names``: the students' nicknames by seat."""
    from .picture import table_svg as draw

    return draw(view, lang, scale=scale, acting=acting, names=names)
