"""The texts of the shared events and of a result, in English and Japanese, once for every variant.

:func:`event_text` writes one event of ``jinro_lab.core.events`` (``Ballot``,
``VoteResult``, ``Eliminated``, ``Chance``, ``GameEnded``, ``Knowledge``,
``Proposal``, ``RuleChanged``) as a line of the log; :func:`result_text` a game's
:class:`~jinro_lab.core.engine.Result`. English is the log's own language: it is
``str(event)`` (``str(result)``), but with each id a person reads written as its
name (the variant's :attr:`Words.term`, or :func:`~jinro_lab.core.phrases.english_name`:
``attack_3`` -> ``attack ③``, ``evil_eye`` -> ``evil eye``); ``str(event)`` itself
keeps every id as recorded, and the event's fields are ids. Japanese
writes a recorded :class:`~jinro_lab.core.phrases.Phrase` (a tie note, a chance
draw, a vote id, a reason: the rules make them, issue 18) from its own templates,
never by parsing its English, and uses the variant's :class:`Words` for the rest:
its side names, its words for its ids (card and role names, causes) and its facts.

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

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, fields, is_dataclass, replace
from typing import Any, Protocol

from .events import (
    Ballot,
    Chance,
    Eliminated,
    GameEnded,
    HandsRaised,
    Knowledge,
    Proposal,
    RuleChanged,
    Visibility,
    VoteResult,
    audience_note,
    seat_name,
)
from .games import registry
from .i18n import Labels, side_name
from .phrases import Phrase, PhraseBook, english_name

__all__ = [
    "RECORDED",
    "SHARED_EVENTS",
    "Outcome",
    "Words",
    "action_text",
    "audience_text",
    "english_copy",
    "event_text",
    "hands_announcement",
    "known_term",
    "renderer_action_text",
    "renderer_result_text",
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
    ``lang``, anything it does not know as given (in English, an id it does not
    name is then written by :func:`~jinro_lab.core.phrases.english_name`); ``fact(event, lang)``: a
    ``Knowledge`` fact in ``lang``, or ``None`` to show ``event.fact`` as recorded;
    ``events``: the Japanese texts of the variant's own events, event type ->
    ``write(event)`` (who saw it is added here); ``action(action, lang)``: the
    variant's action text, for a team member's ``Proposal`` (default: the proposal's
    text as a word, by ``term``); ``unit``: what the game counts, ``day`` or ``turn``
    (人狼は眠らない, NEM-10), for the Japanese of a result's ``day``; ``names``:
    whether English writes an id a person reads by its name (``False``: as recorded,
    :data:`RECORDED`, the text ``str(event)`` of a shared event is).
    """

    variant: str | None = None
    term: Callable[[str, str], str] = as_is
    fact: Callable[[Knowledge, str], str | None] = as_recorded
    events: Mapping[type, Callable[[Any], str]] = field(default_factory=dict, hash=False)
    action: Callable[[Any, str], str] | None = None
    unit: str = "day"
    names: bool = True


PLAIN = Words()
#: the words of ``str(event)`` for a shared event and ``str(result)``: every id as recorded
RECORDED = Words(names=False)

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
        "totals": ("{}vote totals {} -> {}{}", "{}投票結果（{}）→ {}{}"),
        "runoff": ("runoff {}: ", "決選投票{}回目の"),
        "tally": ("{}: {}", "{}：{}票"),
        "runoff between": ("runoff between {}", "決選投票：{}"),
        "several chosen": ("{} and {}", "{}・{}"),
        # Eliminated
        "eliminated": ("{} is eliminated ({}){}", "{}が脱落（{}）{}"),
        "reveals": ("; reveals {}", "、公開：{}"),
        # Chance
        "chance": ("chance: {} -> {}", "抽選：{} → {}"),
        # HandsRaised (SEI-23), written as the draw it is (and as it was logged when it was a Chance)
        "hands raised": ("{}: hands raised {}", "{}：{}が挙手（挙手した者から1人を抽選）"),
        "no hand": ("{}: no hand raised, next in seat order", "{}：挙手なし、席順で次の者"),
        # GameEnded
        "ended nobody": ("game over: nobody wins - {}", "ゲーム終了：勝者なし。{}"),
        "ended win": ("game over: {} win{} - {}", "ゲーム終了：{}の勝ち{}。{}"),
        "ended wins": ("game over: {} wins{} - {}", "ゲーム終了：{}の勝ち{}。{}"),
        # Result
        "result nobody": ("nobody wins: {} ({})", "勝者なし：{}（{}）"),
        "result win": ("{} win{}: {} ({})", "{}の勝ち{}：{}（{}）"),
        "result wins": ("{} wins{}: {} ({})", "{}の勝ち{}：{}（{}）"),
        "day": ("day {}", "{}日目"),
        "turn": ("turn {}", "{}ターン目"),  # 人狼は眠らない counts turns (NEM-10); str(result) keeps "day"
        # the shared action (``core.voting.Vote``)
        "vote action": ("vote {}", "{}に投票"),
        "wait action": ("wait", "まだ手を挙げない"),
        # Knowledge
        "learns": ("{} learns: {}", "{}が知る：{}"),
        # Proposal
        "proposes": ("{} proposes {} ({})", "{}が{}を提案（{}）"),
        "proposes action": ("{} proposes {}", "{}が{}を提案"),
        # RuleChanged
        "on": ("{} on {}", "{1}の{0}"),
        "value": (" = {}", " → {}"),
        "rule change": ("rule change: {}{} ({}, from {})", "ルール変更：{}{}（{}、{}による）"),
        "rule change ends": ("rule change ends: {} ({})", "ルール変更の終了：{}（{}）"),
    }
)

#: lists of seat numbers as one phrase argument: ``1, 2`` (``(1, 2)`` as a tuple reads
#: in English) / ``席1・席2``, one key per length (SEI-23's raised hands, MAH-03's lot)
SEATS = PhraseBook(
    __name__,
    "SEATS",
    {
        **{str(n): (", ".join(["{}"] * n), "・".join(["席{}"] * n)) for n in range(1, 33)},
        **{
            f"({n})": ("(" + ", ".join(["{}"] * n) + ",)" * (n == 1) + ")" * (n > 1), "・".join(["席{}"] * n))
            for n in range(1, 33)
        },
    },
)


def seat_numbers(seats: Sequence[int], as_tuple: bool = False) -> Phrase:
    """Seat numbers as one argument of a phrase: ``1, 2`` in English (``(1, 2)`` with
    ``as_tuple``, as a recorded tuple read), ``席1・席2`` in Japanese; the seats are
    the phrase's ``args``."""
    return SEATS(f"({len(seats)})" if as_tuple else str(len(seats)), *seats)


#: the chance draws (a phrase's book and key) whose outcome is a seat or an order of seats
_SEAT_DRAWS: set[tuple[str, str, str]] = set()


def draws_seats(book: PhraseBook, *keys: str) -> None:
    """Say that the ``Chance`` draws made with these phrases of ``book`` draw seats
    (a first voter, a lot, an order): in Japanese their outcome is written ``席2``
    (``席2・席0・席1``), not as a bare number (a die's)."""
    _SEAT_DRAWS.update((book.module, book.name, key) for key in keys)


def vote_id_text(vote: str, lang: str = "en", term: Callable[[str, str], str] | None = None) -> str:
    """A vote id in ``lang``: a :func:`~jinro_lab.core.voting.vote_id` phrase from its
    templates (``day 2`` / ``2日目``, ``turn 3`` / ``3ターン目``), what follows the day
    (``day 2 prison``, ``2日目・監獄``) written by ``term`` (a variant's :attr:`Words.term`;
    without one, as the registered games write that word, :func:`known_term`: never
    an id on a Japanese picture); any other id as recorded."""
    if isinstance(vote, Phrase):
        return vote.text(lang, term or known_term)
    return vote


def known_term(word: str, lang: str) -> str:
    """``word`` (an id) as the registered games write it in ``lang``: the first game
    whose renderer's :attr:`Words.term` knows it; else in English its
    :func:`~jinro_lab.core.phrases.english_name`, in Japanese as it is."""
    games = registry()  # the registry sits above the texts: asked through core.games
    for info in games.variants():
        words = getattr(games.renderer(info.id), "WORDS", None)
        shown = words.term(word, lang) if isinstance(words, Words) else word
        if shown != word:
            return shown
    return word if lang == "ja" else english_name(word)


def _word(word: Any, lang: str, words: Words) -> str:
    """A recorded word (an id, a note, a phrase) in ``lang``: a phrase from its
    templates, a plain word by the variant's :attr:`Words.term` (in English, an id
    it does not name by :func:`~jinro_lab.core.phrases.english_name`)."""
    if not isinstance(word, str) or (lang != "ja" and not words.names):
        return str(word)
    if isinstance(word, Phrase):
        return word.text(lang, words.term)
    return words.term(word, lang) if lang == "ja" else english_name(words.term(word, lang))


def english_copy(value: Any, words: Words = PLAIN) -> Any:
    """``value`` (an event, an action, or one of their fields) with each id a person
    reads replaced by its English name (:func:`_word`), for ``str()`` to write it in
    English: a word, a phrase's arguments, the items of a tuple, the fields of a
    named tuple or a dataclass. The same object when nothing in it is an id, so
    ``str(english_copy(event))`` is ``str(event)`` for an event without ids."""
    if not words.names:
        return value
    if isinstance(value, Phrase):  # its English with its ids named (an id in its template too)
        named = value.text("en", words.term)
        return value if named == str.__str__(value) else named
    if isinstance(value, str):
        name = _word(value, "en", words)
        return value if name == value else name
    if isinstance(value, tuple) and hasattr(value, "_replace") and hasattr(value, "_fields"):
        shown = {f: english_copy(getattr(value, f), words) for f in value._fields}
        changed = {f: v for f, v in shown.items() if v is not getattr(value, f)}
        return value._replace(**changed) if changed else value
    if isinstance(value, tuple | list):
        items = [english_copy(v, words) for v in value]
        return value if _same(items, value) else type(value)(items)
    if is_dataclass(value) and not isinstance(value, type):
        shown = {f.name: english_copy(getattr(value, f.name), words) for f in fields(value) if f.init}
        changed = {k: v for k, v in shown.items() if v is not getattr(value, k)}
        return replace(value, **changed) if changed else value
    return value


def _same(new: Sequence[Any], old: Sequence[Any]) -> bool:
    return all(a is b for a, b in zip(new, old, strict=True))


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
    """The winning side by its name in ``lang`` (the variant's registration: ``Sauron``
    / ``サウロン側``); ``str(result)`` (:data:`RECORDED`) keeps its id."""
    if not side:
        return ""
    return _t("note", lang, side_name(side, lang, words.variant) if lang == "ja" or words.names else side)


def _ballot(e: Ballot, lang: str, words: Words) -> str:
    weight = _t("weight", lang, e.weight) if e.weight != 1 else ""
    return _t("ballot", lang, seat_name(e.voter, lang), seat_name(e.target, lang), weight)


def _vote_result(e: VoteResult, lang: str, words: Words) -> str:
    tally = _t("items", lang).join(_t("tally", lang, seat_name(s, lang), n) for s, n in e.totals)
    if lang == "ja" and not tally:
        tally = _t("nobody", lang)
    if e.revote:
        who = _t("runoff between", lang, _seats(e.revote, lang))
    elif e.chosen_several:  # a tie rule chose several at once (ALL_TIED)
        *first, last = e.chosen_several
        who = _t("several chosen", lang, _seats(first, lang), seat_name(last, lang))
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
    """A draw as a reader reads it: several drawn items as a list (``sleep, seer``, not
    a Python tuple; ``str(event)`` keeps the record's form), seats of a seat draw named."""
    what, outcome = e.what, e.outcome
    seats = isinstance(what, Phrase) and (what.book.module, what.book.name, what.key) in _SEAT_DRAWS
    if isinstance(outcome, tuple | list):
        shown = _t("items", lang).join(_outcome(o, seats, lang, words) for o in outcome) or _t("nobody", lang)
    else:
        shown = _outcome(outcome, seats, lang, words)
    return _t("chance", lang, _word(what, lang, words), shown)


def _outcome(outcome: Any, seats: bool, lang: str, words: Words) -> str:
    """One drawn item: a seat of a seat draw (:func:`draws_seats`) as ``seat 2`` /
    ``席2`` (but a lone seat in English, as recorded), a word by the variant's words,
    a number (a die) as it is."""
    if seats and isinstance(outcome, int) and lang == "ja":
        return seat_name(outcome, lang)
    return _word(outcome, lang, words)


def hands_announcement(e: HandsRaised, lang: str = "en", words: Words | None = None) -> str:
    """What a step of an open vote announces (SEI-23), without its outcome: ``day 1:
    hands raised 0, 2`` / ``1日目: 席0・席2が挙手（…）``, or that no hand was up."""
    vote = vote_id_text(e.vote, lang, None if words is None else words.term)
    if not e.hands:
        return _t("no hand", lang, vote)
    return _t("hands raised", lang, vote, seat_numbers(e.hands).text(lang))


def _hands_raised(e: HandsRaised, lang: str, words: Words) -> str:
    voter = seat_name(e.voter, lang) if lang == "ja" else e.voter
    return _t("chance", lang, hands_announcement(e, lang, words), voter)


def _ended(e: GameEnded, lang: str, words: Words) -> str:
    if not e.winners:
        return _t("ended nobody", lang, _word(e.reason, lang, words))
    key = "ended wins" if len(e.winners) == 1 else "ended win"
    return _t(key, lang, _seats(e.winners, lang), _side(e.side, lang, words), _word(e.reason, lang, words))


def _knowledge(e: Knowledge, lang: str, words: Words) -> str:
    fact = words.fact(e, lang) if lang == "ja" else _word(e.fact, lang, words)
    return _t("learns", lang, seat_name(e.observer, lang), e.fact if fact is None else fact)


def _proposal(e: Proposal, lang: str, words: Words) -> str:
    if lang == "ja" and words.action is not None:  # the variant's action text names the kind already
        return _t("proposes action", lang, seat_name(e.seat, lang), words.action(e.choice, lang))
    choice = _word(str(e.choice), lang, words) if lang == "ja" else str(english_copy(e.choice, words))
    return _t("proposes", lang, seat_name(e.seat, lang), choice, _word(e.kind, lang, words))


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
    HandsRaised: _hands_raised,
    GameEnded: _ended,
    Knowledge: _knowledge,
    Proposal: _proposal,
    RuleChanged: _rule_changed,
}

#: the event types written here
SHARED_EVENTS: tuple[type, ...] = tuple(_TEXTS)


def event_text(event: Any, lang: str = "en", words: Words = PLAIN) -> str:
    """One event as a line of the log in ``lang`` (``en``: ``str(event)`` with its
    ids named, :func:`english_copy`), with who saw it: in Japanese the variant's own
    events from :attr:`Words.events`, the shared ones from here; any other event as
    ``str(event)``."""
    own = words.events.get(type(event)) if lang == "ja" else None
    if own is not None:
        return own(event) + audience_text(event.visible_to, lang)
    write = _TEXTS.get(type(event))
    if write is None:
        return str(english_copy(event, words)) if lang != "ja" else str(event)
    text = write(event, lang, words)
    return text + audience_text(event.visible_to, lang) if type(event) is not GameEnded else text


def _logged(event: Any) -> str:
    """``str(event)`` of a shared event: its line of the log in English, every id as recorded."""
    return event_text(event, "en", RECORDED)


# the shared events read as they are written here: core.events defines them and
# imports no text (this module imports it), so their str() is set from here
for _shared in SHARED_EVENTS:
    _shared.__str__ = _logged  # type: ignore[assignment,method-assign]


class Outcome(Protocol):
    """What :func:`result_text` reads of a game's :class:`~jinro_lab.core.engine.Result`."""

    @property
    def winners(self) -> frozenset[int]: ...

    @property
    def side(self) -> str | None: ...

    @property
    def reason(self) -> str: ...

    @property
    def day(self) -> int: ...


def result_text(result: Outcome, lang: str = "en", words: Words = PLAIN) -> str:
    """Who won, for which side, by which rule, on which day (``en``: ``str(result)``;
    the rule ids stay as they are; in Japanese the reason is the variant's
    :attr:`Words.term` of it)."""
    reason = _word(result.reason, lang, words)
    day = _t("turn" if words.unit == "turn" else "day", lang, result.day)
    if not result.winners:
        return _t("result nobody", lang, reason, day)
    key = "result wins" if len(result.winners) == 1 else "result win"
    who = _seats(sorted(result.winners), lang)
    return _t(key, lang, who, _side(result.side, lang, words), reason, day)


def action_text(action: Any, lang: str = "en", words: Words = PLAIN) -> str:
    """A shared action (the core's :class:`~jinro_lab.core.voting.Vote`) as a
    player reads it: ``str(action)`` in English (``vote seat 3``), ``席3に投票`` in
    Japanese; any other action as ``str(action)`` with its ids named by ``words``
    (:func:`english_copy`: ``play attack ①``; ``str(action)``, the text ``act``
    accepts and a record keeps, stays ``play attack_1``; a variant's renderer
    writes its own Japanese)."""
    if lang == "ja" and getattr(action, "kind", None) == "vote" and isinstance(getattr(action, "target", None), int):
        return _t("vote action", lang, seat_name(action.target, lang))
    if lang == "ja" and getattr(action, "kind", None) == "wait":
        return _t("wait action", lang)
    return str(english_copy(action, words))


def renderer_result_text(render: Any, variant: str, result: Outcome, lang: str = "en") -> str:
    """A result as the variant's renderer ``render`` writes it in ``lang`` (its
    ``result_text``), or the shared :func:`result_text` with the variant's words."""
    write = getattr(render, "result_text", None)
    if write is None:
        return result_text(result, lang, Words(variant=variant))
    text: str = write(result, lang)
    return text


def renderer_action_text(render: Any, action: Any, lang: str = "en") -> str:
    """An action as the variant's renderer ``render`` writes it in ``lang``
    (its ``action_text``; the shared :func:`action_text` when it has none)."""
    write = getattr(render, "action_text", None)
    return action_text(action, lang) if write is None else write(action, lang)
