"""A world of 人狼は眠らない's belief sampler re-dealt in place (``hidden.py``,
``NemuranaiHidden.redeal``): sampling only, never a rule of the game.

When the sampler conditions the cards nobody has read yet on what a seat saw, the
world must become the game that the new deal order gives. Replaying it from the new
order is the reference (``core.hidden._rebuild``); this module reaches the same game
without the replay, by writing the few places those cards stand in the paused readable
game (``game.py``, whose flow is untouched). ``tests/variants/nemuranai/test_redeal.py``
compares thousands of re-deals with the replayed games: state, memories, decision,
chance script and record.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from . import events as ev
from .cards import WEREWOLF
from .game import werewolf_start

__all__ = ["redeal_in_place"]


def redeal_in_place(game: Any, order: list[str], seats: Sequence[int]) -> None:
    """For the belief sampler (``hidden.py``): ``game``, paused at a turn's play,
    made in place the game that the deal order ``order`` gives with the same seed,
    chance and actions, where ``order`` differs from the game's own deal order only
    in cards no rule has read yet: the dealt cards of ``seats`` (each still that
    seat's hand, which no attack's order matched, NEM-27, and no seer looked at,
    NEM-25, the seat alive and without a choice in a sleep, NEM-26), the ruins (read
    in the search phase alone, NEM-52) and the pile from this turn's draw on (NEM-10).

    Everything else in the game is then as it was: those cards appear only in the
    ``Dealt`` events of ``seats`` (NEM-03) and this turn's ``Drew`` (both private, so in
    their seats' memories alone), in the hands, the ruins, the pile, who the Werewolf
    player is (NEM-06: whoever was dealt or drew the werewolf card, and one of these
    cards is it exactly when it was one of them before) and where the card started,
    and in the active seat's options to play (NEM-11/12/13); the flow's paused
    ``_turn`` holds the drawn card only in a name it sets again before reading it."""
    n, day, active, log = game.players, game.day, game.active, game._log
    wolf_moves = order[n] == WEREWOLF or WEREWOLF in order[n + day :] or any(order[s] == WEREWOLF for s in seats)
    for s in seats:  # NEM-03: the dealt card, still the seat's first
        game.hands[s] = (order[s], *game.hands[s][1:])
        k = next(i for i, e in enumerate(log) if type(e) is ev.Dealt and e.seat == s)
        _relog(game, s, k, ev.Dealt(s, order[s], game._private[s]))
    draw = order[n + day]  # NEM-10: turn k draws deal position players + k
    game.hands[active] = (*game.hands[active][:-1], draw)
    _relog(game, active, len(log) - 1, ev.Drew(active, draw, game._private[active]))
    game.ruins = order[n]
    game.deck[:] = order[: n + day : -1]
    if wolf_moves:  # NEM-06; and where the card started
        game.wolf = next((s for s in seats if order[s] == WEREWOLF), active if draw == WEREWOLF else None)
        game.werewolf_start = werewolf_start(order, n)
    game._setup["deck"] = list(order)
    game.options = replace(game.options, deck=tuple(order))
    script = game._chance
    if script is not None:  # as a game made from the outcomes so far has it (``core.hidden``)
        script.given = script.used
    game._decision = game.ask_one(active, "play", game._play_options(active))


def _relog(game: Any, seat: int, k: int, event: Any) -> None:
    """Put ``event`` in the log at ``k`` in place of the event there, seen by ``seat``
    alone, and in that seat's memory if it holds it already."""
    old, game._log[k] = game._log[k], event
    memory = game._seat_logs[seat]
    for i in range(len(memory)):
        if memory[i] is old:
            memory[i] = event
            break
