"""A game's heuristic agent's choices pinned (issue 41: the agents are made faster, their
choices stay what they were on the same seed). A game's tests give its setups; each game
is played on the fast engine by the heuristic agent at every seat (``mixed``: a random
chooser at every third seat), the agents kept from game to game, and digested as the
index and number of the legal actions of each of the heuristic's choices, its generator's
state after it, then the winner and the deaths. The digests were written by the kit whose
choices they pin (``write``); a changed choice, draw or outcome changes its game's digest.
"""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path
from typing import Any

from jinro_lab.agents import RandomAgent
from jinro_lab.core.fast import fast_engine
from jinro_lab.variants import heuristic_agent

GAMES = 30


def _recorder(variant: str, seat: int, log: list[Any]) -> Any:
    """The game's heuristic agent seeded ``seat``, each choice of it appended to ``log``."""
    base = type(heuristic_agent(variant, seed=seat))

    class Recorded(base):  # type: ignore[misc, valid-type]
        def choose(self, view: Any, legal: Any) -> Any:
            return self._log(super().choose(view, legal), legal)

        def choose_observed(self, seen: Any, legal: Any, *how: Any) -> Any:
            # ``how``: what else a game's choose_observed takes (a fast engine's ``readable``)
            return self._log(super().choose_observed(seen, legal, *how), legal)

        def _log(self, choice: Any, legal: Any) -> Any:
            log.append((list(legal).index(choice), len(legal), self.rng.getstate()[1][-1]))
            return choice

    return Recorded(seed=seat)


def digests(variant: str, options: dict[str, Any], mixed: bool, games: int = GAMES) -> list[str]:
    """The digest of each of ``games`` seeded games of ``options`` (see the module docstring)."""
    setup = fast_engine(variant).prepare(options)
    shared = random.Random()
    log: list[Any] = []
    agents = [
        RandomAgent(rng=shared) if mixed and seat % 3 == 0 else _recorder(variant, seat, log)
        for seat in range(options["players"])
    ]
    out = []
    for seed in range(games):
        shared.seed(seed)
        game = setup.play(seed, agents)
        result = game.result
        outcome = (sorted(result.winners), result.side, result.reason, result.day) if result else None
        text = repr((log, outcome, game.deaths))
        out.append(hashlib.sha256(text.encode()).hexdigest()[:16])
        log.clear()
    return out


def pinned(variant: str, setups: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Every setup's digests, heuristic seats only and mixed."""
    return {
        name: {
            "options": options,
            "heuristic": digests(variant, options, False),
            "mixed": digests(variant, options, True),
        }
        for name, options in setups.items()
    }


def write(variant: str, setups: dict[str, dict[str, Any]], path: Path) -> None:
    """Pin the choices the kit makes now (run by the kit whose choices are the reference)."""
    path.write_text(json.dumps(pinned(variant, setups), indent=1, sort_keys=True) + "\n")


def assert_pinned(variant: str, path: Path) -> None:
    """The heuristic plays every game of ``path``'s setups as when they were written."""
    saved = json.loads(path.read_text())
    for name, entry in saved.items():
        for mixed in (False, True):
            got = digests(variant, entry["options"], mixed)
            want = entry["mixed" if mixed else "heuristic"]
            changed = [seed for seed, (g, w) in enumerate(zip(got, want, strict=True)) if g != w]
            assert not changed, f"{name} ({'mixed' if mixed else 'heuristic'}): games {changed} changed"
