"""Every word of the live table's pages from the phrase books (issue 37, item 5): the
seat pages, the projector and the game master's page of a seeded game of each game,
in English and in Japanese, from the first step to the result, hold no Python repr, no
snake_case id, no plural of one, and on a Japanese page no English word (the rule ids,
``MAH-10``, and the class's own names stay as they are). The pages' fragments are
checked as a person reads them: the HTML's text, its tags dropped."""

from __future__ import annotations

import html
import random
import re

import pytest
from games import each_game, players_near

from jinro_lab.core.registry import variants
from jinro_lab.table import Table
from jinro_lab.table.views import gm_state, seat_state, table_state
from jinro_lab.testing.checks.test_readable_texts import leaks

pytest.importorskip("starlette")

#: the pages are read every this many actions (and at the start and the end)
EVERY = 7
#: what a page may hold that is no word: the picture's SVG (its text is checked by the
#: pictures' own tests) and the JSON data's ids
SKIP = ("picture",)


#: the class's names, and the games' titles (a title is a name, Latin letters and all), left out
NAMES = ("Aiko", *(info.title_ja for info in variants()))


def page_text(fragment: str) -> str:
    """A page fragment as a person reads it: its text, without tags, SVG or entities,
    and without the names (:data:`NAMES`)."""
    fragment = re.sub(r"<svg.*?</svg>", " ", fragment, flags=re.S)
    text = html.unescape(re.sub(r"<[^>]+>", "\n", fragment))
    for name in NAMES:
        text = text.replace(name, "")
    return text


def pages(table: Table, lang: str) -> dict[str, str]:
    """Every fragment of every page of ``table`` in ``lang``, by page and key."""
    found: dict[str, str] = {}
    states = {f"seat {s}": seat_state(table, s, lang, pages=True) for s in table.humans}
    states["table"] = table_state(table, lang, pages=True)
    states["gm"] = gm_state(table, lang, pages=True)
    for page, state in states.items():
        for key, fragment in state["html"].items():
            if key not in SKIP:
                found[f"{page} {key}"] = page_text(fragment)
        for choice in state.get("choices", ()):
            found[f"{page} choice {choice['action']}"] = page_text(f"{choice['text']}\n{choice['explain']}")
    return found


@each_game()
def test_every_page_reads_as_words(game: str) -> None:
    variant, players = game, players_near(game, 6)
    table = Table(variant, players=players, humans=list(range(players)), seed=3, agents="random")
    for seat in range(players):
        table.join(seat)
    table.set_name(0, "Aiko")
    rng = random.Random(3)
    problems: list[str] = []
    taken = 0
    while True:
        if taken % EVERY == 0 or table.over:
            for lang in ("en", "ja"):
                for where, text in pages(table, lang).items():
                    problems += [f"{lang} {where} {kind}: {text[:200]!r}" for kind in leaks(text, lang)]
        if table.over:
            break
        if table.held():
            table.end_discussion()
        to_act = table.read(lambda g: g.to_act())
        seat = to_act[0]
        table.act(seat, str(rng.choice(table.read(lambda g, s=seat: g.legal_actions(s)))))
        taken += 1
        assert taken < 2000
    shown = "\n".join(dict.fromkeys(p[:300] for p in problems))
    assert not problems, f"{len(problems)} page texts do not read as words:\n{shown[:6000]}"
