"""No Python representation, raw id or bad plural reaches a reader (issue 18, item 6;
issue 36): every text a person reads of seeded random and heuristic games of a game,
in English and in Japanese: each event (``renderer(variant).event_text``),
each legal action (``action_text``), the result (``result_text``) and the table
(``view_text``, and ``view_html`` as text) of a seat, of the game master and of the
public table (:data:`jinro_lab.PUBLIC`).

What counts as a leak: a tuple or list written by Python (``(7, 1)``, ``(0,)``,
``('a', 'b')``, ``['a']``, ``[(``), a dict (``{'``), an object's repr (``<… object at
0x…>``, ``Seat(``), ``None``, ``True``/``False``, a ``key = value``; a snake_case id
(``attack_3``, ``double_vote``: an id is for the API, a person reads its name,
``attack ③``); in English a count of one with a plural noun (``1 ballots``, ``1
cards``); in Japanese an English word of four letters or more (the rule ids,
``NEM-30``, stay as they are: the rulebooks' own references).

A registered id without an underscore is a leak too where it is not a word of the
phrase books (``win (sauron)``: the side's name is ``Sauron``): in English, an event,
an action and a result use no side, role or card id of the variant that is neither
its own English name nor a word of an English template; and a result, or a game's
end, names its winning side by the registration's name (``win (Wolf Party)``).
"""

from __future__ import annotations

import html
import importlib
import pkgutil
import re
import sys
from collections.abc import Iterator
from functools import lru_cache
from typing import Any

import jinro_lab as jl
from jinro_lab import PUBLIC
from jinro_lab.agents import RandomAgent, play_game
from jinro_lab.core.engine import Game
from jinro_lab.core.events import Chance
from jinro_lab.core.i18n import Labels
from jinro_lab.core.phrases import Phrase, PhraseBook
from jinro_lab.core.registry import heuristic_agent, lookup, role_ids, role_name
from jinro_lab.core.team import SAY as TEAM_SAY
from jinro_lab.core.viewers import viewer_name
from jinro_lab.testing import Conformance
from jinro_lab.variants import renderer

__all__ = [
    "leaks",
    "played",
    "test_no_python_representation_reaches_a_reader",
    "test_the_checks_find_leaks_and_pass_plain_text",
    "unnamed_ids",
]

#: seeds per variant (see :func:`agent`)
SEEDS = range(8)
#: a seat's, the game master's and the public table's views are written every this many decisions
VIEW_EVERY = 9

#: in either language: Python's way of writing a tuple, a list, ``None``, a bool, a keyword
PYTHON = {
    "a tuple or call": re.compile(r"\(\s*['\"]|\(\d+,\s*(\d|\))"),
    "a list": re.compile(r"\[\s*['\"]|['\"]\s*\]"),
    "None": re.compile(r"\bNone\b"),
    "a bool": re.compile(r"\b(True|False)\b"),
    "key = value": re.compile(r"\S = \S"),
    "a repr": re.compile(r"object at 0x|\bSeat\(|\{'|\[\("),
    "snake_case id": re.compile(r"(?<![\w-])[a-z]+_[a-z0-9_]+"),
}
#: in English only: one of a plural noun (``seat 1 votes``: a seat's number and a verb)
ENGLISH = {
    "one with a plural": re.compile(
        r"(?<!seat )(?<!seats )(?<!day )(?<!night )(?<!turn )(?<!round )(?<!card )(?<!runoff )(?<!order )"
        r"(?<![\w.,-])1 (?!is\b|was\b|has\b|does\b)[a-z]+s\b"
    ),
    "a plural left to the reader": re.compile(r"[a-z]\(s\)"),  # "1 round(s)": the count says which
}
#: in Japanese only: an id or an untranslated English word (rule ids left out first)
JAPANESE = {
    "English word": re.compile(r"[A-Za-z]{4,}"),
    "English count": re.compile(r"\b(day|turn|seat|card|round)s? \d"),  # "day 8": 8日目, 8ターン目
}
RULE_ID = re.compile(r"\b[A-Z]{3}-\d+\b")


def leaks(text: str, lang: str, allowed: frozenset[str] = frozenset()) -> list[str]:
    """What in ``text`` reads as Python (or, in Japanese, as untranslated English),
    except the checks named in ``allowed``."""
    found = [name for name, pattern in PYTHON.items() if name not in allowed and pattern.search(text)]
    if lang != "ja":
        found += [f"{name} {m.group()!r}" for name, p in ENGLISH.items() for m in [p.search(text)] if m]
    if lang == "ja":
        plain = RULE_ID.sub("", text)
        found += [f"{name} {m.group()!r}" for name, p in JAPANESE.items() for m in [p.search(plain)] if m]
    return found


@lru_cache(maxsize=1)
def phrase_book_words() -> frozenset[str]:
    """Every word of an English template of the kit (its phrase books and label tables)."""
    import jinro_lab.core
    import jinro_lab.variants

    for package in (jinro_lab.core, jinro_lab.variants):  # where the events', actions' and results' texts live
        for found in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
            importlib.import_module(found.name)
    words: set[str] = set()

    def add(template: Any) -> None:
        if isinstance(template, str):
            words.update(re.findall(r"[A-Za-z]+", re.sub(r"\{[^{}]*\}", " ", template)))
        elif isinstance(template, tuple):
            for t in template:
                add(t)

    for name, module in list(sys.modules.items()):
        if name.startswith("jinro_lab"):
            for value in list(vars(module).values()):
                if isinstance(value, PhraseBook):
                    for en, _ in value.templates.values():
                        add(en)
                    for en in value.read.values():
                        add(en)
                elif isinstance(value, Labels):
                    for en, _ in value.table.values():
                        add(en)
    return frozenset(words)


@lru_cache(maxsize=64)  # a game each
def bare_ids(variant: str) -> tuple[re.Pattern[str], frozenset[str]]:
    """The registered ids of ``variant`` (sides, roles or cards) that a person never
    reads as they are (not their own English name, not a word of an English template:
    a side ``sauron`` named ``Sauron``), as one pattern; and the sides' English names."""
    info = lookup(variant)
    names = {side: info.side_name(side, "en") for side in info.sides}
    names |= {role: role_name(variant, role, "en") for role in role_ids(variant)}
    bare = sorted(i for i, name in names.items() if i != name and i not in phrase_book_words())
    pattern = re.compile(r"(?<![\w-])(" + "|".join(map(re.escape, bare)) + r")(?![\w-])" if bare else r"(?!x)x")
    return pattern, frozenset(info.side_name(side, "en") for side in info.sides)


def unnamed_ids(text: str, variant: str) -> list[str]:
    """In an English ``text`` of ``variant``: each registered id written as it is
    (:func:`bare_ids`), and a winning side not written by its registered name."""
    pattern, sides = bare_ids(variant)
    found = [f"registered id {m.group()!r}" for m in pattern.finditer(text)]
    found += [f"side {m.group(1)!r} not by its name" for m in WINNING_SIDE.finditer(text) if m.group(1) not in sides]
    return found


#: the winning side of a result or a game's end: ``seat 2 wins (Sauron): …`` (after the
#: winners' seats: a reason's ``the Wolf Party wins (day 6)`` is a sentence and a day)
WINNING_SIDE = re.compile(r"(?<=\d) wins? \(([^()]*)\)")


def recorded_english(event: Any, lang: str) -> frozenset[str]:
    """The one check an English line is spared: the werewolves' lot among tied proposals
    names its seats as the record holds them (``attack: lot among the tied proposals (6,
    0) -> 0``): that text is inside the recorded event, so a record's digest covers it
    and changing it would make every saved record with such a lot read as altered. Its
    Japanese (``同数の提案（席6・席0）からくじ引き``) is checked like every other line."""
    what = getattr(event, "what", None)
    if lang == "en" and type(event) is Chance and isinstance(what, Phrase) and what.book is TEAM_SAY:
        return frozenset({"a tuple or call"})
    return frozenset()


class Reader:
    """An agent that plays as ``agent`` and, at each decision, writes what the seat
    reads: its legal actions, and every :data:`VIEW_EVERY` decisions the seat's, the
    game master's and the public table's views."""

    def __init__(self, game: Game, agent: Any, texts: dict[tuple[str, str], str]):
        self.game, self.agent, self.texts = game, agent, texts
        self.render = renderer(game.variant)
        self.seen: set[Any] = set()
        self.calls = 0

    def choose(self, view: Any, legal: Any) -> Any:
        for action in legal:
            if action not in self.seen:
                self.seen.add(action)
                for lang in ("en", "ja"):
                    self.texts[(f"action {action!r}", lang)] = self.render.action_text(action, lang)
        self.calls += 1
        if self.calls % VIEW_EVERY == 1:
            write_views(self.game, (view,), self.texts, f"decision {self.calls}")
        return self.agent.choose(view, legal)


def write_views(game: Game, views: Any, texts: dict[tuple[str, str], str], when: str) -> None:
    render = renderer(game.variant)
    for view in (*views, game.view(None), game.view(PUBLIC)):
        for lang in ("en", "ja"):
            texts[(f"{when}: view of {viewer_name(view.seat)}", lang)] = render.view_text(view, lang)
            shown = html.unescape(re.sub(r"<[^>]+>", "\n", render.view_html(view, lang)))
            texts[(f"{when}: view of {viewer_name(view.seat)} (HTML)", lang)] = shown


def agent(variant: str, seed: int, seat: int) -> Any:
    """Random agents for seeds 0, 1, 4, 5..., the variant's heuristic agents for 2, 3, 6,
    7... (the setups alternate with the seed's parity: each meets both kinds of agent)."""
    return heuristic_agent(variant, seed * 16 + seat) if seed // 2 % 2 else RandomAgent(seed * 16 + seat)


def played(spec: Conformance) -> Iterator[tuple[Game, dict[tuple[str, str], str]]]:
    """The seeded games of ``spec``'s game (its conformance setups, which vary the rules'
    options), each with the texts its seats read while it was played."""
    variant = spec.variant
    for seed in SEEDS:
        players = spec.players[seed % len(spec.players)]
        game = jl.new_game(variant, players=players, seed=seed, **spec.setup(seed, players))
        texts: dict[tuple[str, str], str] = {}
        play_game(game, [Reader(game, agent(variant, seed, s), texts) for s in range(players)])
        write_views(game, (game.view(0),), texts, "the end")
        yield game, texts


def test_no_python_representation_reaches_a_reader(spec: Conformance) -> None:
    variant = spec.variant
    render = renderer(variant)
    problems: list[str] = []
    for game, texts in played(spec):
        where = f"{variant} seed {game.seed}"
        for event in game.log:
            for lang in ("en", "ja"):
                text = render.event_text(event, lang)
                problems += [
                    f"{where} {lang} {kind}: {text}" for kind in leaks(text, lang, recorded_english(event, lang))
                ]
            text = render.event_text(event, "en")
            problems += [f"{where} en {kind}: {text}" for kind in unnamed_ids(text, variant)]
        assert game.result is not None
        for lang in ("en", "ja"):
            text = render.result_text(game.result, lang)
            problems += [f"{where} {lang} result {kind}: {text}" for kind in leaks(text, lang)]
        text = render.result_text(game.result, "en")
        problems += [f"{where} en result {kind}: {text}" for kind in unnamed_ids(text, variant)]
        for (what, lang), text in texts.items():
            problems += [f"{where} {lang} {what} {kind}: {text!r}" for kind in leaks(text, lang)]
            if lang == "en" and what.startswith("action"):
                problems += [f"{where} en {what} {kind}: {text!r}" for kind in unnamed_ids(text, variant)]
    shown = "\n".join(dict.fromkeys(p[:300] for p in problems))
    assert not problems, f"{len(problems)} texts read as Python or untranslated:\n{shown[:6000]}"


def test_the_checks_find_leaks_and_pass_plain_text() -> None:
    """The patterns catch what a repr writes and let the kit's own texts through."""
    for text in ("(7, 1)", "(0,)", "('seer', 'vote')", "['a']", "None", "True", "vote_weight = 2"):
        assert leaks(text, "en"), text
    for text in ("ruins: attack_3", "1 ballots seen", "deck: 1 cards", "<Seat object at 0x7f>", "{'a': 1}", "[(1, 2)]"):
        assert leaks(text, "en"), text
    for text in ("campaign: 1 round(s) of discussion", "seat(s) 2"):
        assert leaks(text, "en"), text
    for text in ("seat 1 votes for seat 2", "1 ballot seen", "deck: 2 cards", "ruins: attack ③", "MAH-E01"):
        assert not leaks(text, "en"), text
    for text in ("席2が脱落（投票）", "同数: 誰も選ばれない（LOT-22）", "抽選: 1日目: 最初の投票者 → 席3"):
        assert not leaks(text, "ja"), text
    assert leaks("席1のdouble_vote", "ja") and leaks("席1がattack seat 4を提案", "ja") and leaks("day 8: 最初", "ja")
    for text in ("vote totals seat 0: 2 -> seat 0 (tie at the top (NEM-30))", "seat 2 (order 1) searches ruins: seer"):
        assert not leaks(text, "en"), text
