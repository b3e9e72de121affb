"""The kit's English words, which no Japanese text may show (``tests/test_japanese.py``,
and the games' own checks of their Japanese: ``from japanese_support import ...``), and
a random game's Japanese texts."""

from __future__ import annotations

import html
import re
from typing import Any

from jinro_lab.agents import RandomAgent
from jinro_lab.core.engine import Game
from jinro_lab.core.registry import renderer, role_ids, variants

#: the kit's English words, besides its ids: action verbs, the words of its events,
#: chance draws, causes and the reasons a game ends
WORDS = [
    "play",
    "vote",
    "votes",
    "search",
    "attack",
    "divine",
    "guard",
    "seat",
    "sleep",
    "place",
    "nobody",
    "win",
    "wins",
    "won",
    "shuffle",
    "first",
    "player",
    "random",
    "white",
    "hand",
    "discard",
    "ruins",
    "deck",
    "face",
    "down",
    "look",
    "turn",
    "keep",
    "swap",
    "card",
    "day",
    "night",
    "phase",
    "dead",
    "alive",
    "human",
    "werewolf",
    "werewolves",
    "executed",
    "execution",
    "found",
    "eliminated",
    "chance",
    "game",
    "over",
    "totals",
    "runoff",
    "learns",
    "proposes",
    "every",
    "living",
    "only",
    "left",
    "roles",
    "dealt",
    "villager",
    "villagers",
    "other",
    "protected",
    "knight",
    "tonight",
    "today",
    "lot",
    "tied",
    "voter",
    "order",
    "open",
    "eyes",
    "closed",
]


def vocabulary() -> set[str]:
    """Every English word of the kit a Japanese text must not show: :data:`WORDS` and
    the parts of every game's role (or card) and side ids."""
    words = set(WORDS)
    ids = [role for info in variants() for role in role_ids(info.id)]
    ids += [side for info in variants() for side in info.sides]
    for word in ids:
        words.update(part for part in word.split("_") if not part.isdigit())
    return words


VOCABULARY = vocabulary()
ENGLISH = re.compile(r"(?<![A-Za-z])(" + "|".join(sorted(VOCABULARY, key=len, reverse=True)) + r")(?![A-Za-z])", re.I)
RULE_ID = re.compile(r"\b[A-Z]{3}-[RE]?\d+(?!\d)")  # MAH-R01 roles, MAH-E01 event cards


def english_in(text: str) -> list[str]:
    """The English words of the kit in ``text`` (rule ids allowed)."""
    return ENGLISH.findall(RULE_ID.sub("", text))


def japanese_of_a_game(game: Game) -> tuple[list[str], set[Any]]:
    """Play ``game`` to the end with random agents; the Japanese texts of it (events,
    legal actions, result, views as text and HTML) and the legal actions met."""
    draw = renderer(game.variant)
    agents = [RandomAgent(game.seed * 16 + seat) for seat in range(game.players)]
    texts: list[str] = []
    actions: set[Any] = set()

    def views() -> None:
        for seat in (None, *range(game.players)):
            view = game.view(seat)
            texts.append(draw.view_text(view, "ja"))
            texts.append(html.unescape(re.sub(r"<[^>]+>", " ", draw.view_html(view, "ja"))))

    step = 0
    while not game.over:
        for seat in range(game.players):
            actions.update(game.legal_actions(seat))
        if step % 7 == 0:
            views()
        seat = game.to_act()[0]
        game.act(seat, agents[seat].choose(None, game.legal_actions(seat)))
        step += 1
    views()
    texts += [draw.event_text(e, "ja") for e in game.log]
    texts += [draw.action_text(a, "ja") for a in actions]
    assert game.result is not None
    texts.append(draw.result_text(game.result, "ja"))
    return texts, actions
