"""Manifesto rules of 政治家人狼 (SEI-51, SEI-53 ... SEI-55): the announcements, the
winner's execution with the promise deck, the effects taking hold, the recalls.

Each function is one step of :class:`~jinro_lab.variants.seijika.game.SeijikaGame`'s
flow (``yield from carry_out(game, winner)``); the effects are the primitives of
``manifestos.py``, held as timed rule changes (``core.modifiers``) or as pending
recalls and party announcements the night and the morning resolve.
"""

from __future__ import annotations

import itertools
from collections.abc import Generator
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from ...core.engine import Decision
from ...core.events import GM_ONLY, Chance, only
from ...core.modifiers import NEXT_DAY, TONIGHT, UNTIL_ELECTION, Modifier
from . import events as ev
from .actions import Announce, CarryOut
from .manifestos import Card, Effect, effect_phrase
from .roles import HUMAN, ROLES, WOLF

if TYPE_CHECKING:
    from .host import PromiseDeck, Race, SeijikaHost

__all__ = [
    "announce_any",
    "announcements",
    "apply_effect",
    "carry_options",
    "carry_out",
    "draw_promise",
    "promise_events",
    "resolve_recalls",
    "rule_change",
]

Steps = Generator[Decision, Any, None]
SPEECH_LABEL = "day: policy speeches"
MANIFESTO_LABEL = "day: the winner's manifesto"
#: SEI-54: how long each timed effect holds: a vote weight until the next election, a night
#: count tonight, the campaign's length the next day
SCOPES = {
    "vote_weight": UNTIL_ELECTION,
    "reporter_checks": TONIGHT,
    "guard_protects": TONIGHT,
    "smear_targets": TONIGHT,
    "campaign_rounds": NEXT_DAY,
}


@lru_cache(maxsize=16)  # by the deck's card list: one or a few decks per process
def announce_any(listed: tuple[str, ...]) -> tuple[Announce, ...]:
    """SEI-51: any card of the list, saying one holds the mimic or not."""
    return tuple(Announce(c, m) for c in listed for m in (False, True))


def announcements(game: SeijikaHost) -> Steps:
    """SEI-51: in seat order each player announces a manifesto (its Human-Party
    effect): the Human Party the card they hold (a mimic holder: the card it acts
    as, fixed for good), the Wolf Party any card of the list; saying one holds the
    mimic is optional."""
    listed = game.deck.listed()
    for seat in range(game.players):
        held = game.manifesto[seat]
        assert held is not None
        if ROLES[game.roles[seat]].party == WOLF or game.cards[held].mimic:
            options = announce_any(listed)
        else:
            options = (Announce(held),)
        choice = yield game.ask_one(seat, "announce", options, label=SPEECH_LABEL)
        game.announced[seat] = choice.card
        if game.cards[held].mimic:
            game.mimic_as[seat] = choice.card
        game.emit(ev.ManifestoAnnounced(seat, choice.card, choice.mimic))


def carry_out(game: SeijikaHost, winner: int) -> Steps:
    """SEI-53: the winner chooses the side (Human Party: the Human effect) and names
    the targets, draws a promise card (success: the chosen effect; failure: the
    other), shown to no one; the GM announces the card and both effects."""
    held = game.manifesto[winner]
    assert held is not None
    party = ROLES[game.roles[winner]].party
    if not game.cards[held].mimic:
        playable: tuple[str, ...] = (held,)
    elif party == HUMAN:
        playable = (game.mimic_as[winner],)  # SEI-51: fixed by the announcement
    else:
        playable = game.deck.listed()  # SEI-51: any card of the list
    options = carry_options(game, winner, playable, party)
    choice: CarryOut = yield game.ask_one(winner, "manifesto", options, label=MANIFESTO_LABEL)
    me = only(winner)
    game.emit(ev.SideChosen(winner, choice.card, choice.side, choice.targets, me))
    promise = draw_promise(game)
    fired = choice.side if promise == "success" else (WOLF if choice.side == HUMAN else HUMAN)
    card = game.cards[choice.card]
    for event in promise_events(winner, card, promise, fired):
        game.emit(event)
    effect = card.effect(fired)
    target = winner if effect.target == "winner" else choice.target(effect.target)
    named = tuple(t for t in choice.targets if t is not None)
    if named:
        game.named_targets.append((winner, card.id, named))
    apply_effect(game, effect, target, card.id, winner)


def carry_options(game: Race, winner: int, playable: tuple[str, ...], party: str) -> tuple[CarryOut, ...]:
    """SEI-53 (1), (2): each playable card, side and combination of targets: a
    ``player`` is in the race but the winner (sitting out or not); a ``seat`` an
    elected player not yet recalled, never the winner themself."""
    pools = {
        "player": tuple(s for s, up in enumerate(game.in_race) if up and s != winner),
        "seat": tuple(s for s in game.elected if s != winner and s not in game.recalled),
    }
    sides = (HUMAN,) if party == HUMAN else (HUMAN, WOLF)
    options = []
    for cid in playable:
        slots = game.cards[cid].slots
        choices = [pools[k] or (None,) for k in slots]
        for side in sides:
            for combo in itertools.product(*choices):
                options.append(CarryOut(cid, side, slots, tuple(combo)))
    return tuple(options)


def draw_promise(game: PromiseDeck) -> str:
    """SEI-50: the top promise card; when the deck is empty the drawn cards are
    reshuffled (decision)."""
    if not game.promises:
        game.promises, game.promises_drawn = game.promises_drawn, []
        game.rng.shuffle(game.promises)
        game.emit(Chance(ev.SAY("promise deck reshuffled"), tuple(game.promises), GM_ONLY))
    card = game.promises.pop(0)
    game.promises_drawn.append(card)
    return card


def promise_events(winner: int, card: Card, promise: str, fired: str) -> tuple[Any, Any, Any]:
    """SEI-53 (3) ... (5): what follows the winner's draw of ``promise``: the card drawn,
    shown to the winner; the manifesto ``card`` carried out and both its effects, to
    everyone; the side that ``fired``, to the winner (to everyone if the card reveals it)."""
    me = only(winner)
    assert card.human is not None and card.wolf is not None
    return (
        ev.PromiseDrawn(winner, promise, me),
        ev.ManifestoExecuted(winner, card.id, effect_phrase(card.human), effect_phrase(card.wolf)),
        ev.SideFired(winner, card.id, fired, None if card.reveals_side else me),
    )


@lru_cache(maxsize=1024)  # by effect, target, card and winner: a few per deck and table
def rule_change(effect: Effect, target: int | None, source: str, winner: int) -> Modifier | None:
    """SEI-54: the timed rule change ``effect`` makes (:data:`SCOPES`), known to the winner
    until it ends: a vote weight for ``target`` (none without one), a night count, the
    campaign's length; ``None`` for an effect that is not one (a recall, a party, nothing).
    ``source``: the card's id."""
    kind = effect.primitive
    scope = SCOPES.get(kind)
    if scope is None or (kind == "vote_weight" and target is None):
        return None
    return Modifier(kind, effect.value, scope, source, target if kind == "vote_weight" else None, only(winner))


def apply_effect(game: SeijikaHost, effect: Effect, target: int | None, source: str, winner: int) -> None:
    """SEI-54, SEI-56: an effect takes hold: a vote weight until the next election,
    a night count tonight, the campaign's length the next day (timed rule changes,
    known to the winner until the morning); a recall at night; a party in the
    morning; nothing."""
    kind = effect.primitive
    change = rule_change(effect, target, source, winner)
    if change is not None:
        game.modifiers.add(change)
    elif kind == "recall":
        if target is not None:
            game.pending_recalls.append(target)
    elif kind == "announce_party" and target is not None:
        game.pending_parties.append(target)


def resolve_recalls(game: Race) -> None:
    """SEI-55: a recall resolves at night: the player loses the seat (if held) and
    is out for good; the day limit grows by one for every recall, whether or not the
    player held a seat (which elected players hold one is private, SEI-60: the game's
    length must not tell); a seat count changes only if a seat was held (SEI-53)."""
    for seat in game.pending_recalls:
        if seat in game.recalled:
            continue
        game.recalled.append(seat)
        game.in_race[seat] = False
        game.recalls += 1
        if seat in game.seats:
            game.seats.remove(seat)
    game.recalled_tonight = list(game.pending_recalls)
    game.pending_recalls = []
