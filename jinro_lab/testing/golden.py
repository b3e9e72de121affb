"""Golden playthroughs (``scripts/regen_golden.py``, ``tests/conformance/test_golden.py``):
what a game declares of them (:class:`Golden`, in its ``Conformance``), one game's
readable account (:func:`render`) and the pieces of a summary games share."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from ..core.registry import new_game

__all__ = ["COMMAND", "Golden", "agent_seed", "every_role", "known_roles", "mask", "render"]

#: the command that writes the golden files again
COMMAND = ".venv/bin/python scripts/regen_golden.py"


@dataclass(frozen=True)
class Golden:
    """A game's golden playthroughs: ``games``, the ``(seed, players)`` of each; ``seat``
    and ``master``, one line summing up a seat's view and the game master's; ``note``, a
    header line explaining the summaries (or ``""``)."""

    games: tuple[tuple[int, int], ...]
    seat: Callable[[Any], str]
    master: Callable[[Any], str]
    note: str = ""


def mask(flags: Iterable[bool]) -> str:
    """Flags per seat as ``+`` and ``-`` (alive, in the race ...)."""
    return "".join("+" if up else "-" for up in flags)


def known_roles(view: Any) -> str:
    """The roles ``view`` shows of the other seats, ``seat:role`` (``-`` for none)."""
    return " ".join(f"{s}:{r}" for s, r in enumerate(view.roles) if r is not None and s != view.seat) or "-"


def every_role(view: Any) -> str:
    """Every seat's role as the game master's ``view`` shows it, ``seat:role``."""
    return " ".join(f"{s}:{r}" for s, r in enumerate(view.roles))


def agent_seed(seed: int, seat: int) -> int:
    """The seed of seat ``seat``'s random agent in the golden game seeded ``seed``."""
    return 1000 * seed + seat


def render(variant: str, seed: int, players: int, golden: Golden) -> str:
    """The golden text of one game of random agents (agent of seat s seeded ``1000 * seed + s``):
    every decision taken and, after it, what each seat sees and the game master line."""
    from ..agents import RandomAgent

    game = new_game(variant, players=players, seed=seed)
    agents = [RandomAgent(agent_seed(seed, s)) for s in range(players)]
    seen = [0] * players
    lines = [
        f"# {variant}: {players} players, seed {seed}; seat s plays RandomAgent(seed={agent_seed(seed, 0)} + s)",
        f"# Regenerate with: {COMMAND}",
    ]
    if golden.note:
        lines.append(golden.note)

    def describe(title: str) -> None:
        lines.extend(["", f"== {title} ==", f"GM     {golden.master(game.view(None))}"])
        for seat in range(players):
            lines.append(f"seat {seat} {golden.seat(game.view(seat))}")
            events = game.events_seen_by(seat)
            lines.extend(f"    saw: {event}" for event in events[seen[seat] :])
            seen[seat] = len(events)

    describe("start")
    decision = 0
    while not game.over:
        decision += 1
        phase, chosen = game.phase, []
        for seat in game.to_act():
            action = agents[seat].choose(game.view(seat), game.legal_actions(seat))
            game.act(seat, action)
            chosen.append(f"seat {seat}: {action}")
        describe(f"decision {decision} ({phase}) " + "; ".join(chosen))
    lines.extend(["", f"== result: {game.result} =="])
    return "\n".join(lines) + "\n"
