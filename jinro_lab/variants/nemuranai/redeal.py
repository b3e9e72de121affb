"""A world of 人狼は眠らない's belief sampler re-dealt in place (``hidden.py``,
``NemuranaiHidden.redeal``): sampling only, never a move of the game.

When the sampler conditions the cards nobody has read yet on what a seat saw, the
world must become the game that the new deal order gives. Replaying it from the new
order is the reference (``core.hidden._rebuild``); :class:`Redealing`, a part of the
readable game (``game.py``, whose flow it leaves untouched), reaches the same game
without the replay, by writing the few places those cards stand in the paused game.
``tests/variants/nemuranai/test_redeal.py`` compares thousands of re-deals with the
replayed games: state, memories, decision, chance script and record.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from . import events as ev
from .cards import WEREWOLF, werewolf_start

__all__ = ["Redealing"]


class Redealing:
    """The readable game's re-deal in place, for the belief sampler."""

    def _redeal(self: Any, order: list[str], seats: Sequence[int]) -> None:
        """For the belief sampler (``hidden.py``): this game (a ``NemuranaiGame``), paused at a turn's play,
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
        n, day, active, log = self.players, self.day, self.active, self._log
        wolf_moves = order[n] == WEREWOLF or WEREWOLF in order[n + day :] or any(order[s] == WEREWOLF for s in seats)
        for s in seats:  # NEM-03: the dealt card, still the seat's first
            self.hands[s] = (order[s], *self.hands[s][1:])
            k = next(i for i, e in enumerate(log) if type(e) is ev.Dealt and e.seat == s)
            self._relog(s, k, ev.Dealt(s, order[s], self._private[s]))
        draw = order[n + day]  # NEM-10: turn k draws deal position players + k
        self.hands[active] = (*self.hands[active][:-1], draw)
        self._relog(active, len(log) - 1, ev.Drew(active, draw, self._private[active]))
        self.ruins = order[n]
        self.deck[:] = order[: n + day : -1]
        if wolf_moves:  # NEM-06; and where the card started
            self.wolf = next((s for s in seats if order[s] == WEREWOLF), active if draw == WEREWOLF else None)
            self.werewolf_start = werewolf_start(order, n)
        self._setup["deck"] = list(order)
        self.options = replace(self.options, deck=tuple(order))
        script = self._chance
        if script is not None:  # as a game made from the outcomes so far has it (``core.hidden``)
            script.given = script.used
        self._decision = self.ask_one(active, "play", self._play_options(active))

    def _relog(self: Any, seat: int, k: int, event: Any) -> None:
        """Put ``event`` in the log at ``k`` in place of the event there, seen by ``seat``
        alone, and in that seat's memory if it holds it already."""
        old, self._log[k] = self._log[k], event
        memory = self._seat_logs[seat]
        for i in range(len(memory)):
            if memory[i] is old:
                memory[i] = event
                break
