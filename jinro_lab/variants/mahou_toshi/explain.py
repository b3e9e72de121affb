"""Why a legal action of 魔法都市の人狼 may be taken and what it does, in one line citing its rule.

:func:`explain_action` reads the seat's view only (MAH-50, MAH-51): its own role,
the teammates it met and the results it learned, never a hidden role. The
widgets show its line beside each action button.

To explain a new ability, add a row to :data:`ABILITIES`: its rule ids (``{role}``
is the acting role's own rule) and its line in English and Japanese (``{target}``
names the seat). A new kind of action (an event card's choice) gets a function in
:data:`KINDS`. Anything not listed still gets a line citing the rule that gives
the choice: the role's own rule for an ability, the phase's rule otherwise.

>>> import jinro_lab as jl
>>> game = jl.new_game("mahou_toshi", players=5, seed=1)
>>> seat = game.to_act()[0]
>>> "(MAH-" in explain_action(game.view(seat), game.legal_actions(seat)[0])
True
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from ...core.i18n import Labels, seat_label
from .cards import EVENT_CARDS
from .render import action_text, card_name, role_name
from .roles import ROLES
from .view import MahouView

__all__ = ["ABILITIES", "KINDS", "Line", "explain_action"]


class Line(NamedTuple):
    """An explanation: the rule ids it cites and its text in English and Japanese
    (``str.format`` templates; ``{target}`` is the seat the action names). In
    ``rules``, ``{role}`` stands for the rule of the acting seat's role (the
    knight's MAH-R04, the dragon's MAH-R05 for one shared ``guard`` row)."""

    rules: str
    en: str
    ja: str

    def say(self, lang: str, role_rule: str = "", note: str = "", **names: str) -> str:
        """The line in ``lang`` with ``names`` filled in, then ``note`` (what the seat
        knows of the target), then the rule ids."""
        text = (self.ja if lang == "ja" else self.en).format(**names) + note
        rules = self.rules.format(role=role_rule)
        return f"{text}（{rules.replace(', ', '、')}）" if lang == "ja" else f"{text} ({rules})"


#: ability -> its line (one row per ability; a new role adds its own)
ABILITIES: dict[str, Line] = {
    "attack": Line(
        "MAH-03, {role}",
        "Propose {target} as tonight's attack: the target most proposed by the werewolves is attacked, ties by lot",
        "{target}を今夜の襲撃先に提案：人狼たちの提案が最も多い人が襲撃される。同数ならくじ",
    ),
    "divine": Line(
        "{role}",
        "Divine {target}: tonight you learn whether {target} is judged a werewolf",
        "{target}を占う：{target}が人狼と判定されるかどうかを今夜知る",
    ),
    "guard": Line(
        "{role}, MAH-21",
        "Guard {target}: if the werewolves attack {target} tonight, the attack fails",
        "{target}を護衛：今夜人狼が{target}を襲撃しても、襲撃は失敗する",
    ),
    "lend": Line(
        "{role}",
        "Lend to {target}: announced tomorrow morning, {target}'s vote counts double tomorrow",
        "{target}に金を貸す：明日の朝に発表され、明日は{target}の票が2票になる",
    ),
    "silence": Line(
        "{role}, MAH-32",
        "Silence {target}: announced tomorrow morning, {target} may not speak in the first minute of the discussion",
        "{target}を沈黙させる：明日の朝に発表され、{target}は議論の最初の1分間話せない",
    ),
    "predict": Line(
        "{role}",
        "Guess {target} as the werewolves' target: if they attack {target} tonight, you are a werewolf from "
        "the next night",
        "{target}を襲撃先と予想：今夜人狼が{target}を襲撃すれば、次の夜からあなたは人狼になる",
    ),
    "shoot": Line(
        "{role}, MAH-24",
        "Take {target} along: {target} dies with you",
        "{target}を道連れにする：{target}もあなたと共に死ぬ",
    ),
}

#: the vote of the day (MAH-11, MAH-12)
VOTE = Line(
    "MAH-11, MAH-12",
    "Vote to execute {target}: the most voted player is executed; a tie goes to a runoff, a second tie executes nobody",
    "{target}の処刑に投票：最多得票の人が処刑される。同数なら決選投票、再び同数なら処刑なし",
)

#: a claim (``claims`` option, ``core.claims``): none, or a role with a result
NO_CLAIM_LINE = Line(
    "MAH-10",
    "Say nothing about your role today: the others learn nothing from you",
    "今日は役職を名乗らない：他の人はあなたから何も知らない",
)
CLAIM = Line(
    "MAH-10, {role}",
    "Tell everyone you are the {claimed} and that {target} is {verdict}: nobody checks a claim, "
    "so the others weigh it; a true claim helps your team, and draws the werewolves' attack",
    "自分は{claimed}で、{target}は{verdict}だと全員に名乗る：名乗りは確かめられないので他の人が判断する。"
    "本当なら味方の助けになるが、人狼に狙われる",
)

#: an ability no row explains (English, Japanese), cited with the role's own rule (MAH-R01 ... MAH-R16)
ANY_ABILITY = ("Use your ability as {role} on {target}", "{role}の能力を{target}に使う")

#: any other choice (English, Japanese), cited with the phase's rule: MAH-20 at night,
#: MAH-11 in a vote, MAH-13 for the choices that follow an execution
ANY_CHOICE = ("{action}: a choice the rules give you now", "{action}：今あなたに許されている選択")

#: the phase's deciding rule for :data:`ANY_CHOICE`, by a word of its public label
PHASE_RULES = {"night": "MAH-20", "vote": "MAH-11"}
OTHER_RULE = "MAH-13"

_note = Labels(
    {
        "role": (" — you know {}'s role: {}", "。{}の役職は{}だと知っている"),
        "judged": (" — you learned {} is judged {}", "。{}の判定は{}だと知っている"),
        "human": ("human", "人間"),
        "werewolf": ("werewolf", "人狼"),
        "you": ("yourself", "自分"),
    }
)


def explain_action(view: MahouView, action: Any, lang: str = "en") -> str:
    """One line in ``lang`` saying what ``action`` does for ``view``'s seat and which
    rule allows it (MAH-xx), with what the seat knows of the seat it names."""
    explain = KINDS.get(getattr(action, "kind", None), _any_choice)
    return explain(view, action, lang)


def _target(view: MahouView, seat: int, lang: str) -> str:
    return _note("you", lang) if seat == view.seat else seat_label(seat, lang)


def _known(view: MahouView, seat: int, lang: str) -> str:
    """What this seat knows of ``seat`` (a teammate's role, MAH-03, MAH-R06; a seer's or
    medium's result, MAH-R02, MAH-R03), as a note; "" if nothing or itself."""
    if seat == view.seat:
        return ""
    who = seat_label(seat, lang)
    role = view.roles[seat]
    if role is not None:
        return _note("role", lang, who, role_name(role, lang))
    judged = view.judged().get(seat)
    return _note("judged", lang, who, _note(judged, lang)) if judged is not None else ""


def _vote(view: MahouView, action: Any, lang: str) -> str:
    """MAH-11, MAH-12: a ballot for the execution."""
    return VOTE.say(lang, note=_known(view, action.target, lang), target=_target(view, action.target, lang))


def _ability(view: MahouView, action: Any, lang: str) -> str:
    """An ability from :data:`ABILITIES`, citing the acting role's rule; one not listed
    cites that rule alone (the night's MAH-20 for a seat without a known role)."""
    target, note = _target(view, action.target, lang), _known(view, action.target, lang)
    role = ROLES.get(view.role or "")
    rule = role.rule if role is not None else PHASE_RULES["night"]
    row = ABILITIES.get(action.ability)
    if row is not None:
        return row.say(lang, rule, note, target=target)
    return Line("{role}", *ANY_ABILITY).say(lang, rule, note, role=role_name(view.role, lang), target=target)


#: the executed player's event choices (MAH-13, MAH-30, MAH-33): taking a card, naming a seat, a word
CARD = Line(
    "MAH-30, {role}",
    "Take {card}: {effect}",
    "「{card}」を選ぶ：{effect}",
)
EVENT_TARGET = Line(
    "MAH-33, MAH-34, {role}",
    "Name {target} for {card}: {effect}",
    "{card}で{target}を指名：{effect}",
)
WORD = Line(
    "MAH-32, {role}",
    "Pick 「{word}」 for {card}: {effect}",
    "{card}の言葉に「{word}」を選ぶ：{effect}",
)


def _card_args(card: str, lang: str) -> dict[str, str]:
    c = EVENT_CARDS[card]
    # the rulebook's 「GM」 in words, as every Japanese line here is written without Latin letters
    return {
        "card": card_name(card, lang),
        "effect": c.ja_text.replace("GM", "ゲームマスター") if lang == "ja" else c.en,
    }


def _card(view: MahouView, action: Any, lang: str) -> str:
    """MAH-30, MAH-E12: an event card the executed player may take (of the two drawn, or from the deck)."""
    return CARD.say(lang, EVENT_CARDS[action.card].rule, **_card_args(action.card, lang))


def _event_target(view: MahouView, action: Any, lang: str) -> str:
    """MAH-33, MAH-34: a seat the executed player names for a card."""
    note = _known(view, action.target, lang)
    rule = EVENT_CARDS[action.card].rule
    return EVENT_TARGET.say(
        lang, rule, note, target=_target(view, action.target, lang), **_card_args(action.card, lang)
    )


def _word(view: MahouView, action: Any, lang: str) -> str:
    """MAH-32, MAH-E05, MAH-E20: the executed player's word for a speech card."""
    return WORD.say(lang, EVENT_CARDS[action.card].rule, word=action.text, **_card_args(action.card, lang))


#: MAH-E02: the illusionist's direction; MAH-E21, MAH-E24: a werewolf's two attack targets
SIDE = Line(
    "MAH-E02, MAH-33",
    "Shift {side}: a die is rolled now, and tonight's attack moves that many living players {toward}",
    "{side}を選ぶ：すぐにダイスを振り、今夜の襲撃先はその数だけ生存者を{toward}ずれる",
)
PAIR = Line(
    "MAH-03, MAH-E21, MAH-E24",
    "Propose {first} and {second} as tonight's two attack targets: the two most proposed are attacked, ties by lot",
    "{first}と{second}を今夜の二つの襲撃先に提案：提案が最も多い二人が襲撃される。同数ならくじ",
)
_sides = Labels(
    {
        "left": ("left", "左"),
        "right": ("right", "右"),
        "toward left": ("toward higher seat numbers", "席番号の大きい方へ"),
        "toward right": ("toward lower seat numbers", "席番号の小さい方へ"),
    }
)


def _side(view: MahouView, action: Any, lang: str) -> str:
    """MAH-E02: the executed player's direction for the illusionist's shift."""
    return SIDE.say(lang, side=_sides(action.side, lang), toward=_sides(f"toward {action.side}", lang))


def _pair(view: MahouView, action: Any, lang: str) -> str:
    """MAH-03, MAH-E21, MAH-E24: a werewolf's proposal of two attack targets."""
    a, b = action.targets
    note = _known(view, a, lang) + _known(view, b, lang)
    return PAIR.say(lang, note=note, first=_target(view, a, lang), second=_target(view, b, lang))


def _claim(view: MahouView, action: Any, lang: str) -> str:
    """MAH-10 (the discussion), the claimed role's rule: what a claim tells the table."""
    if action.role is None:
        return NO_CLAIM_LINE.say(lang)
    return CLAIM.say(
        lang,
        ROLES[action.role].rule,
        _known(view, action.subject, lang),
        claimed=role_name(action.role, lang),
        target=_target(view, action.subject, lang),
        verdict=_note(action.verdict, lang),
    )


def _any_choice(view: MahouView, action: Any, lang: str) -> str:
    """An action no function of :data:`KINDS` explains: the phase's rule (:data:`PHASE_RULES`)."""
    rule = next((r for word, r in PHASE_RULES.items() if word in view.phase), OTHER_RULE)
    return Line(rule, *ANY_CHOICE).say(lang, action=action_text(action, lang))


#: action kind -> how to explain it (a new kind of action adds its function)
KINDS: dict[Any, Callable[[MahouView, Any, str], str]] = {
    "vote": _vote,
    "ability": _ability,
    "card": _card,
    "event_target": _event_target,
    "word": _word,
    "side": _side,
    "pair": _pair,
    "claim": _claim,
}
