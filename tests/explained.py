"""What the explanation tests share (``tests/widgets/test_explain.py`` and the games' own
``test_explain.py``): random games played to their end with every offered action's
explanation checked, and the kinds of action they offered."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

import jinro_lab as jl
from jinro_lab.agents import RandomAgent
from jinro_lab.core.registry import explain_action, lookup
from jinro_lab.rules import RULE_ID, game_of


def kind_of(action: Any) -> tuple[str, ...]:
    """An action's kind, with its card or ability (the rows of the explanation tables)."""
    return (action.kind, getattr(action, "card", None) or getattr(action, "ability", ""))


def random_games(variant: str, n: int, options: Callable[[int], dict[str, Any]] | None = None) -> Iterator[Any]:
    """``n`` games of ``variant`` over its player counts (and ``options(seed)``, if given),
    played by random agents: yields (game, seat) before each choice of every seat."""
    info = lookup(variant)
    for seed in range(n):
        given: dict[str, Any] = {
            "players": info.players[seed % len(info.players)],
            **(options(seed) if options else {}),
        }
        game = jl.new_game(variant, seed=seed, **given)
        agents = [RandomAgent(seed * 100 + s) for s in range(game.players)]
        while not game.over:
            for seat in game.to_act():
                yield game, seat
                game.act(seat, agents[seat].choose(None, game.legal_actions(seat)))


def explained_kinds(
    variant: str, n: int, options: Callable[[int], dict[str, Any]] | None = None
) -> set[tuple[str, ...]]:
    """Play :func:`random_games`, checking that every offered action is explained in one
    line citing a rule of ``variant``, in English and Japanese (Japanese without Latin
    letters but the rule IDs); the kinds of action offered."""
    kinds = set()
    for game, seat in random_games(variant, n, options):
        view = game.view(seat)
        for action in game.legal_actions(seat):
            kinds.add(kind_of(action))
            for lang in ("en", "ja"):
                line = explain_action(variant, view, action, lang)
                cited = RULE_ID.findall(line)
                assert line and cited, (lang, action, line)
                assert all(game_of("-".join(c)) == variant for c in cited), (lang, action, line)
                assert "\n" not in line
                if lang == "ja":  # Japanese only: no Latin letters but the rule ids
                    assert not re.search(r"[A-Za-z]", RULE_ID.sub("", line)), line
    return kinds
