"""The night-side event cards of 魔法都市の人狼 (MAH-E02, E09, E11, E16, E19, E21 ... E25)
and the night's first step (MAH-20 (1)).

Each effect (``effects.EFFECTS``) runs when its card resolves (MAH-13, MAH-31:
after the golem check) and leaves a rule change named after its card
(``effects.modifier``) that the night reads:

* MAH-20 (1), :func:`night_events`: the executed player names the mirror's, the
  bank's or the thieves' player (「夜の間に」, MAH-33); the werewolves learn the
  casino's card; the evil cult shows the madman the werewolves;
* MAH-20 (2): how many targets the werewolves choose (``Night.attacks``: two under
  the beast forest or a casino werewolf, none under a casino citizen);
* MAH-20 (3): the seer's and the medium's results reversed by the mirror
  (``game.judged``);
* MAH-20 (4), ``night.RESOLUTION``: the illusionist's shift, the slum's failed
  protections, the arena, the guild's protection;
* MAH-26 (``@morning``): the bank's and the thieves' players announced in the
  morning; their double vote and lost vote bind every vote of that day
  (``game.voting_today``).
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from ...core.chance import announce
from ...core.events import GM_ONLY, Knowledge, only
from ...core.modifiers import TODAY, Modifier
from . import events as ev
from .actions import side
from .cards import EVENT_CARDS
from .effects import DEAD_CHOOSES_LABEL, NIGHT_LABEL, Steps, effect, modifier, morning, name_seat
from .phrases import CHANCE, FACT, shift

if TYPE_CHECKING:
    from .host import MahouHost
    from .night import Night

__all__ = ["CASINO_CARDS", "NAMED_AT_NIGHT", "casino_told", "cult_told", "night_events"]

#: MAH-E02: the executed player's two directions (left: increasing seat numbers)
SIDES = (side("left"), side("right"))
#: MAH-E24: the two face-down cards of the casino
CASINO_CARDS = ("citizen", "werewolf")
#: MAH-20 (1): the cards whose player the executed player names during the night, in this order
NAMED_AT_NIGHT = ("magic_mirror", "bank", "thieves")


# ----- the effects, when the card resolves (MAH-31) ---------------------------------------------
@effect("illusionist_garden")
def illusionist_garden(game: MahouHost, executed: int) -> Steps:
    """MAH-E02: the executed player picks left (increasing seat numbers) or right, then
    a six-sided die is rolled, both in public (a logged ``Chance``); tonight's attack
    moves that many living players that way (``night.illusionist_shift``)."""
    choice = yield game.ask_one(executed, "side", SIDES, label=DEAD_CHOOSES_LABEL)
    roll = announce(game, CHANCE("illusionist_garden die"), range(1, 7))
    game.modifiers.add(modifier("illusionist_garden", shift(choice.side, roll)))


@effect("guild")
def guild(game: MahouHost, executed: int) -> Steps:
    """MAH-E11, MAH-33, MAH-34: the executed player names a living player at once, in
    public (the card has no 「夜の間に」): tonight's attack cannot kill them
    (``night.attack``)."""
    target = yield from name_seat(game, executed, "guild", game.living())
    game.modifiers.add(modifier("guild", True, subject=target))


def _named_at_night(card: str, game: MahouHost, executed: int) -> Steps:
    """MAH-E09, MAH-E16, MAH-E22: the card's player is named during the night
    (:func:`night_events`) by the executed player, the rule change's value."""
    game.modifiers.add(modifier(card, executed))
    yield from ()


def _tonight(card: str, game: MahouHost, executed: int) -> Steps:
    """MAH-E19 slum, MAH-E21 beast forest, MAH-E23 evil cult, MAH-E25 arena: a rule
    change for tonight, read by the night (golem-effective ones only with no golem
    alive, judged by the game before this runs, MAH-31)."""
    game.modifiers.add(modifier(card, True))
    yield from ()


for _card in NAMED_AT_NIGHT:
    effect(_card)(partial(_named_at_night, _card))
for _card in ("slum", "beast_forest", "evil_cult", "arena"):
    effect(_card)(partial(_tonight, _card))


@effect("casino")
def casino(game: MahouHost, executed: int) -> Steps:
    """MAH-E24: the executed player draws one of a citizen and a werewolf card,
    face-down (a ``Chance`` seen by them alone; the werewolves learn it at night,
    MAH-20 (1); the rule change is the GM's); werewolf: two attack targets tonight,
    citizen: no attack."""
    drawn = announce(game, CHANCE("casino card"), CASINO_CARDS, only(executed))
    game.modifiers.add(modifier("casino", drawn, subject=executed, visible_to=GM_ONLY))
    yield from ()


# ----- MAH-20 (1): the night-type events, before the werewolves choose ---------------------------
def night_events(game: MahouHost, night: Night) -> Steps:
    """MAH-20 (1): the executed player names the mirror's player (anyone, living or
    dead, MAH-E09), the bank's or the thieves' (a living player), seen by them alone
    (the mirror's is never announced, MAH-26); the living werewolves learn the
    casino's card, which sets tonight's number of attack targets with the beast
    forest (MAH-E24, MAH-E21); the evil cult tells the madman every living werewolf
    (MAH-E23: MAH-02 werewolves; they do not learn the madman)."""
    modifiers = game.modifiers
    for card in NAMED_AT_NIGHT:
        namer = modifiers.get(card)
        if namer is None:  # a next-day card's rule change waits for the dawn (MAH-31)
            namer = next((m.value for m in modifiers.waiting() if m.name == card), None)
        if namer is not None:
            seats = tuple(range(game.players)) if card == "magic_mirror" else game.living()
            target = yield from name_seat(game, namer, card, seats, NIGHT_LABEL)
            night.named[card] = target
            game.emit(ev.Named(namer, card, target, only(namer)))
    wolves = [s for s in game.wolf_seats if game.alive[s]]
    if modifiers.has("beast_forest"):
        night.attacks = 2
    for drew in modifiers.values("casino"):
        night.attacks = 2 if drew.value == "werewolf" else 0
        for wolf in wolves:
            game.emit(casino_told(wolf, drew.subject, drew.value, night.attacks))
    madman = game.holder("madman")
    if madman is not None and modifiers.has("evil_cult"):
        for wolf in wolves:
            game.emit(cult_told(madman, wolf))


def casino_told(wolf: int, drawer: int, drawn: str, attacks: int) -> Knowledge:
    """MAH-E24, MAH-20 (1): the living werewolf ``wolf`` learns the casino's card ``drawn``
    (by ``drawer``, the executed player) and tonight's number of targets, ``attacks``."""
    return Knowledge(wolf, drawer, FACT("casino", drawn, attacks), ("casino", drawer, drawn), only(wolf))


def cult_told(madman: int, wolf: int) -> Knowledge:
    """MAH-E23: the evil cult shows the madman the living werewolf ``wolf``."""
    return Knowledge(madman, wolf, FACT("cult", wolf), ("cult", wolf, "werewolf"), only(madman))


# ----- MAH-26: the morning's announcements of the bank and the thieves ---------------------------
def _announce_named(name: str, value: int, card: str, game: MahouHost, namer: int, night: Night) -> None:
    """MAH-26, MAH-E16, MAH-E22: the morning announces the player named last night; the
    rule change (``name``, for that player) binds today's votes, runoffs and the
    courthouse's and prison's votes included (``game.voting_today``)."""
    target = night.named.get(card)
    if target is not None:
        game.modifiers.add(Modifier(name, value, TODAY, EVENT_CARDS[card].rule, target))


morning("bank")(partial(_announce_named, "double_vote", 2, "bank"))
morning("thieves")(partial(_announce_named, "no_vote", True, "thieves"))
