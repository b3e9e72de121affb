"""The texts of the shared events and of a result, in English and Japanese, once for every variant.

:func:`event_text` writes one event of ``jinro_lab.core.events`` (``Ballot``,
``VoteResult``, ``Eliminated``, ``Chance``, ``GameEnded``, ``Knowledge``,
``Proposal``, ``RuleChanged``) as a line of the log; :func:`result_text` a game's
:class:`~jinro_lab.core.engine.Result`. English is the log's own language: it is
``str(event)`` (``str(result)``) exactly, with every id as recorded. Japanese
uses the variant's :class:`Words`: its side names, its words for its ids (card
and role names, causes, notes) and its facts.

A variant's renderer hands its own events' Japanese texts over with its words,
and writes every event here::

    WORDS = Words(variant="nemuranai", term=card_name, events=_JA)

    def event_text(event, lang="en"):
        return texts.event_text(event, lang, WORDS)

>>> from jinro_lab.core.events import Ballot
>>> event_text(Ballot(1, 2, 2, 1, "day 1", 0), "ja")
'席1が席2に投票（×2）'
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .events import (
    Ballot,
    Chance,
    Eliminated,
    GameEnded,
    Knowledge,
    Proposal,
    RuleChanged,
    Visibility,
    VoteResult,
    audience_note,
    seat_name,
)
from .i18n import Labels, side_name

if TYPE_CHECKING:
    from .engine import Result

__all__ = [
    "SHARED_EVENTS",
    "Words",
    "action_text",
    "audience_text",
    "event_text",
    "renderer_action_text",
    "result_text",
    "vote_id_text",
]


def as_is(word: str, lang: str) -> str:
    """The default :attr:`Words.term`: every word as recorded."""
    return word


def as_recorded(event: Knowledge, lang: str) -> str | None:
    """The default :attr:`Words.fact`: the fact as recorded."""
    return None


@dataclass(frozen=True)
class Words:
    """What a variant adds to the shared texts (in Japanese; English is as recorded).

    ``variant``: whose side names a ``GameEnded`` and a result use (its
    registration's ``sides``); ``term(word, lang)``: one of the variant's words
    (a card or role id, a cause, a note, a rule change's name or source) in
    ``lang``, anything it does not know as given; ``fact(event, lang)``: a
    ``Knowledge`` fact in ``lang``, or ``None`` to show ``event.fact`` as recorded;
    ``events``: the Japanese texts of the variant's own events, event type ->
    ``write(event)`` (who saw it is added here).
    """

    variant: str | None = None
    term: Callable[[str, str], str] = as_is
    fact: Callable[[Knowledge, str], str | None] = as_recorded
    events: Mapping[type, Callable[[Any], str]] = field(default_factory=dict, hash=False)


PLAIN = Words()

#: the templates of the shared texts: key -> (English, Japanese)
_t = Labels(
    {
        "list": (", ", "・"),
        "items": (", ", "、"),
        "note": (" ({})", "（{}）"),
        "nobody": ("nobody", "なし"),
        # Ballot
        "ballot": ("{} votes for {}{}", "{}が{}に投票{}"),
        "weight": (" (x{})", "（×{}）"),
        # VoteResult
        "totals": ("{}vote totals {} -> {}{}", "{}投票結果 {} → {}{}"),
        "runoff": ("runoff {}: ", "決選投票{}: "),
        "tally": ("{}: {}", "{}: {}票"),
        "runoff between": ("runoff between {}", "決選投票: {}"),
        # Eliminated
        "eliminated": ("{} is eliminated ({}){}", "{}が脱落（{}）{}"),
        "reveals": ("; reveals {}", "、公開: {}"),
        # Chance
        "chance": ("chance: {} -> {}", "偶然: {} → {}"),
        # GameEnded
        "ended nobody": ("game over: nobody wins - {}", "ゲーム終了: 勝者なし — {}"),
        "ended win": ("game over: {} win{} - {}", "ゲーム終了: {}の勝ち{} — {}"),
        "ended wins": ("game over: {} wins{} - {}", "ゲーム終了: {}の勝ち{} — {}"),
        # Result
        "result nobody": ("nobody wins: {} (day {})", "勝者なし: {}（{}日目）"),
        "result win": ("{} win{}: {} (day {})", "{}の勝ち{}: {}（{}日目）"),
        "result wins": ("{} wins{}: {} (day {})", "{}の勝ち{}: {}（{}日目）"),
        # the shared action (``core.voting.Vote``)
        "vote action": ("vote {}", "{}に投票"),
        "wait action": ("wait", "まだ手を挙げない"),
        # Knowledge
        "learns": ("{} learns: {}", "{}が知る: {}"),
        # Proposal
        "proposes": ("{} proposes {} ({})", "{}が{}を提案（{}）"),
        # RuleChanged
        "on": ("{} on {}", "{1}に{0}"),
        "value": (" = {}", " = {}"),
        "rule change": ("rule change: {}{} ({}, from {})", "ルール変更: {}{}（{}、{}による）"),
        "rule change ends": ("rule change ends: {} ({})", "ルール変更の終了: {}（{}）"),
    }
)

#: the notes of the core's tie rules (``jinro_lab.core.voting``) and the names of
#: the core's scopes (``jinro_lab.core.modifiers``) in Japanese
_JA_WORDS = {
    "no votes": "票なし",
    "tie at the top (NEM-30)": "最多得票が同数（NEM-30）",
    "tie: runoff among the tied (MAH-12)": "同数: 同数の者で決選投票（MAH-12）",
    "second tie: no execution (MAH-12)": "再び同数: 処刑なし（MAH-12）",
    "tie: runoff among the tied (SEI-24)": "同数: 同数の者で決選投票（SEI-24）",
    "third tie: chosen by lot (SEI-24)": "三度目の同数: くじで決定（SEI-24）",
    "tie: the untied vote again among the tied (LOT-22)": "同数: 同数でない者が同数の者から選び直す（LOT-22）",
    "tie: nobody is chosen (LOT-22)": "同数: 誰も選ばれない（LOT-22）",
    "tonight": "今夜",
    "today": "今日",
    "the next day": "翌日",
    "until death": "死ぬまで",
    "until the election": "次の選挙まで",
    "this turn": "このターン",
    "permanent": "永続",
}


#: the chance draws the core itself makes (``core.voting``, ``core.team``), as patterns
_JA_CHANCES = (
    (re.compile(r"(.+): first voter"), "{}: 最初の投票者"),
    (re.compile(r"(.+): order of the open vote"), "{}: 自由投票の順番"),
    (re.compile(r"(.+): lot among the tied"), "{}: 同数の者からくじ"),
    (re.compile(r"(.+): lot among the tied proposals (.*)"), "{}: 同数の提案 {} からくじ"),
    (re.compile(r"(.+): hands raised (.*)"), "{}: 挙手 {}（挙手した者から1人を抽選）"),
    (re.compile(r"(.+): no hand raised, next in seat order"), "{}: 挙手なし、席順で次の者"),
)
_VOTE_ID = re.compile(r"(day|turn) (\d+)(.*)")


def vote_id_text(vote: str, lang: str = "en", term: Callable[[str, str], str] | None = None) -> str:
    """A vote id in ``lang``: ``day 2`` / ``2日目``, ``turn 3`` / ``3ターン目``; others as
    recorded. What follows (``day 2 prison``: a second vote of the day) is written by
    ``term`` (a variant's :attr:`Words.term`), as recorded without it."""
    m = _VOTE_ID.fullmatch(vote) if lang == "ja" else None
    if m is None:
        return vote
    unit, number, rest = m.groups()
    if rest and term is not None:
        rest = "・" + term(rest.strip(), lang)
    return (f"{number}日目" if unit == "day" else f"{number}ターン目") + rest


def _word(word: Any, lang: str, words: Words) -> str:
    """A recorded word (an id, a note) in ``lang``: the core's own words, then the variant's."""
    if lang != "ja" or not isinstance(word, str):
        return str(word)
    core = _JA_WORDS.get(word)
    if core is not None:
        return core
    for pattern, template in _JA_CHANCES:
        m = pattern.fullmatch(word)
        if m is not None:
            head, *rest = m.groups()
            return template.format(
                vote_id_text(head, lang, words.term) if _VOTE_ID.fullmatch(head) else words.term(head, lang), *rest
            )
    return words.term(word, lang)


def _seats(seats: Any, lang: str) -> str:
    return _t("list", lang).join(seat_name(s, lang) for s in seats)


def audience_text(visible_to: Visibility, lang: str = "en") -> str:
    """Who saw an event, as the suffix of its line ("" for a public one):
    ``  [seen by seat 1]`` / ``［席1のみ］``."""
    if lang != "ja":
        return audience_note(visible_to)
    if visible_to is None:
        return ""
    if not visible_to:
        return "［GMのみ］"
    return "［" + _seats(sorted(visible_to), lang) + "のみ］"


def _side(side: str | None, lang: str, words: Words) -> str:
    if not side:
        return ""
    return _t("note", lang, side_name(side, lang, words.variant) if lang == "ja" else side)


def _ballot(e: Ballot, lang: str, words: Words) -> str:
    weight = _t("weight", lang, e.weight) if e.weight != 1 else ""
    return _t("ballot", lang, seat_name(e.voter, lang), seat_name(e.target, lang), weight)


def _vote_result(e: VoteResult, lang: str, words: Words) -> str:
    tally = _t("items", lang).join(_t("tally", lang, seat_name(s, lang), n) for s, n in e.totals)
    if e.revote:
        who = _t("runoff between", lang, _seats(e.revote, lang))
    else:
        who = seat_name(e.chosen, lang) if e.chosen is not None else _t("nobody", lang)
    note = _t("note", lang, _word(e.note, lang, words)) if e.note else ""
    head = _t("runoff", lang, e.round) if e.round else ""
    return _t("totals", lang, head, tally, who, note)


def _eliminated(e: Eliminated, lang: str, words: Words) -> str:
    shown = ""
    if e.revealed:
        shown = _t("reveals", lang, _t("items", lang).join(_word(r, lang, words) for r in e.revealed))
    return _t("eliminated", lang, seat_name(e.seat, lang), _word(e.cause, lang, words), shown)


def _chance(e: Chance, lang: str, words: Words) -> str:
    outcome = e.outcome
    if lang == "ja" and isinstance(outcome, tuple) and all(isinstance(o, str) for o in outcome):
        outcome = _t("items", lang).join(_word(o, lang, words) for o in outcome)
    elif lang == "ja" and isinstance(outcome, str):
        outcome = _word(outcome, lang, words)
    return _t("chance", lang, _word(e.what, lang, words), outcome)


def _ended(e: GameEnded, lang: str, words: Words) -> str:
    if not e.winners:
        return _t("ended nobody", lang, _word(e.reason, lang, words))
    key = "ended wins" if len(e.winners) == 1 else "ended win"
    return _t(key, lang, _seats(e.winners, lang), _side(e.side, lang, words), _word(e.reason, lang, words))


def _knowledge(e: Knowledge, lang: str, words: Words) -> str:
    fact = words.fact(e, lang) if lang == "ja" else None
    return _t("learns", lang, seat_name(e.observer, lang), e.fact if fact is None else fact)


def _proposal(e: Proposal, lang: str, words: Words) -> str:
    return _t("proposes", lang, seat_name(e.seat, lang), _word(str(e.choice), lang, words), _word(e.kind, lang, words))


def _rule_changed(e: RuleChanged, lang: str, words: Words) -> str:
    name = _word(e.name, lang, words)
    if e.subject is not None:
        subject = seat_name(e.subject, lang) if isinstance(e.subject, int) else _word(e.subject, lang, words)
        name = _t("on", lang, name, subject)
    source = _word(e.source, lang, words)
    if not e.active:
        return _t("rule change ends", lang, name, source)
    shown = not (e.value is None or e.value is True)  # not `in (None, True)`: that would hide a 1
    value = _t("value", lang, _word(e.value, lang, words)) if shown else ""
    return _t("rule change", lang, name, value, _word(e.scope, lang, words), source)


_TEXTS: dict[type, Callable[[Any, str, Words], str]] = {
    Ballot: _ballot,
    VoteResult: _vote_result,
    Eliminated: _eliminated,
    Chance: _chance,
    GameEnded: _ended,
    Knowledge: _knowledge,
    Proposal: _proposal,
    RuleChanged: _rule_changed,
}

#: the event types written here
SHARED_EVENTS: tuple[type, ...] = tuple(_TEXTS)


def event_text(event: Any, lang: str = "en", words: Words = PLAIN) -> str:
    """One event as a line of the log in ``lang`` (``en``: ``str(event)``), with who
    saw it: in Japanese the variant's own events from :attr:`Words.events`, the
    shared ones from here; any other event as ``str(event)``."""
    own = words.events.get(type(event)) if lang == "ja" else None
    if own is not None:
        return own(event) + audience_text(event.visible_to, lang)
    write = _TEXTS.get(type(event))
    if write is None:
        return str(event)
    text = write(event, lang, words)
    return text + audience_text(event.visible_to, lang) if type(event) is not GameEnded else text


def result_text(result: Result, lang: str = "en", words: Words = PLAIN) -> str:
    """Who won, for which side, by which rule, on which day (``en``: ``str(result)``;
    the rule ids stay as they are; in Japanese the reason is the variant's
    :attr:`Words.term` of it)."""
    reason = _word(result.reason, lang, words)
    if not result.winners:
        return _t("result nobody", lang, reason, result.day)
    key = "result wins" if len(result.winners) == 1 else "result win"
    who = _seats(sorted(result.winners), lang)
    return _t(key, lang, who, _side(result.side, lang, words), reason, result.day)


def action_text(action: Any, lang: str = "en") -> str:
    """A shared action (the core's :class:`~jinro_lab.core.voting.Vote`) as a
    player reads it: ``str(action)`` in English (``vote seat 3``), ``席3に投票`` in
    Japanese; any other action as ``str(action)`` (a variant's renderer writes its own)."""
    if lang == "ja" and getattr(action, "kind", None) == "vote" and isinstance(getattr(action, "target", None), int):
        return _t("vote action", lang, seat_name(action.target, lang))
    if lang == "ja" and getattr(action, "kind", None) == "wait":
        return _t("wait action", lang)
    return str(action)


def renderer_action_text(render: Any, action: Any, lang: str = "en") -> str:
    """An action as the variant's renderer ``render`` writes it in ``lang``
    (``str(action)`` in English, or when the renderer has no ``action_text``)."""
    write = getattr(render, "action_text", None)
    return str(action) if write is None else write(action, lang)
