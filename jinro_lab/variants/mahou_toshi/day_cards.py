"""The day-side event cards of 魔法都市の人狼 (MAH-E01, E03 ... E08, E10, E12 ... E15, E17, E18, E20).

Each effect is registered in ``effects.EFFECTS`` and runs when its card resolves
(MAH-13, MAH-31), with the executed player (dead) making the card's choices
(MAH-33); what lasts is a modifier named after the card (``effects.modifier``)
that the game reads later: the vote style (``vote_style_today``), the discussion
time (``_day``), the chains (lovers, ``_chain``), deaths (altar, ``_reveal``), the
night (prison, ``_jailed``) and the morning's announcements (``@morning``,
MAH-26). Speech cards are public announcements the engine never judges (MAH-32).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.engine import OpenChoice
from ...core.errors import InvalidArgument, describe
from ...core.events import GM_ONLY, Chance
from ...core.modifiers import TONIGHT
from ...core.voting import VoteStyle, vote_id
from . import events as ev
from .actions import Word, card
from .cards import EVENT_CARDS
from .effects import DEAD_CHOOSES_LABEL, Effect, Steps, effect, modifier, morning, name_seat
from .phrases import ANNOUNCE, CHANCE, seat_list

if TYPE_CHECKING:
    from .host import MahouHost
    from .night import Night

__all__ = ["SAMPLE_WORDS"]


@effect("graveyard")
def graveyard(game: MahouHost, executed: int) -> Steps:
    """MAH-E03: the seer dies at once, a death step of its own (MAH-24, MAH-40);
    with no living seer nobody dies (announced)."""
    seer = game.holder("seer")
    if seer is None:
        game.announce_public(ANNOUNCE("graveyard: nobody"))
        return
    yield from game.death_step(seer, "graveyard")


@effect("mages_guild")
def mages_guild(game: MahouHost, executed: int) -> Steps:
    """MAH-E04, MAH-33, MAH-34: the executed player names a living player, who dies too
    (a death step: its chain, then the win check)."""
    target = yield from name_seat(game, executed, "mages_guild", game.living())
    yield from game.death_step(target, "mages_guild")


@effect("altar")
def altar(game: MahouHost, executed: int) -> Steps:
    """MAH-E08: from the next death on, every dead player's role is shown to all (not
    the executed player who drew it: already dead)."""
    game.modifiers.add(modifier("altar", True))
    yield from ()


def _for_tomorrow(card: str) -> Effect:
    """A next-day card without a choice (MAH-E01, MAH-E10, MAH-E14, MAH-E17): its rule
    change for tomorrow, read by the day (vote style, discussion time) and announced
    in the morning (MAH-26)."""

    def for_tomorrow(game: MahouHost, executed: int) -> Steps:
        game.modifiers.add(modifier(card, True))
        yield from ()

    return for_tomorrow


for _card in ("magic_school", "bath", "clock_tower", "parliament"):
    effect(_card)(_for_tomorrow(_card))


#: the sample words offered for the speech cards (any 1 to 5 characters are accepted)
SAMPLE_WORDS = {"library": ("にゃ", "ござる", "だワン"), "babel": ("わん", "にゃー", "ぴよ")}
MAX_WORD = 5


def _word_choice(card: str) -> OpenChoice:
    """MAH-E05, MAH-E20: any word of 1 to 5 printable characters, no space at either
    end, as ``Word`` or as its text (``"library: にゃ"``)."""
    prefix = f"{card}: "

    def parse(text: str) -> Word:
        if not text.startswith(prefix):
            raise InvalidArgument(f"write the word as {describe(prefix)} followed by it")
        return Word(card, text[len(prefix) :])

    def accepts(action: object) -> bool:
        return (
            isinstance(action, Word)
            and action.card == card
            and 0 < len(action.text) <= MAX_WORD
            and action.text == action.text.strip()
            and action.text.isprintable()
        )

    samples = tuple(Word(card, w) for w in SAMPLE_WORDS[card])
    return OpenChoice(accepts, parse, samples, f"a word of 1 to {MAX_WORD} characters")


def _pick_word(card: str) -> Effect:
    """MAH-E05 (a sentence ending), MAH-E20 (the only word): the executed player picks a
    word (MAH-33), told to all (MAH-51); the living must use it tomorrow (MAH-32,
    announced in the morning, never judged)."""

    def pick_word(game: MahouHost, executed: int) -> Steps:
        choice = yield game.ask_one(executed, "word", (), label=DEAD_CHOOSES_LABEL, open=_word_choice(card))
        game.emit(ev.EventChoice(card, (choice.text,)))
        game.modifiers.add(modifier(card, choice.text))

    return pick_word


for _card in ("library", "babel"):
    effect(_card)(_pick_word(_card))


@effect("church")
def church(game: MahouHost, executed: int) -> Steps:
    """MAH-E13: the executed player and tonight's attack victims join tomorrow's
    discussion (no ability, no vote: they are dead); announced in the morning."""
    game.modifiers.add(modifier("church", executed))
    yield from ()


@effect("legend_tree")
def legend_tree(game: MahouHost, executed: int) -> Steps:
    """MAH-E07, MAH-27, MAH-33, MAH-34: the executed player names two distinct living
    players as lovers, told to the GM only (not to the lovers: 本人非通知); from now on
    when one dies the other dies at once (``_chain``, MAH-24)."""
    first = yield from name_seat(game, executed, "legend_tree", game.living())
    second = yield from name_seat(game, executed, "legend_tree", tuple(s for s in game.living() if s != first))
    lovers = (first, second)
    game.emit(ev.EventChoice("legend_tree", lovers, GM_ONLY))
    game.modifiers.add(modifier("legend_tree", lovers, visible_to=GM_ONLY))


@effect("soul_vortex")
def soul_vortex(game: MahouHost, executed: int) -> Steps:
    """MAH-E06, MAH-24, MAH-50: the living players' role cards are collected (in a fixed
    order: who held what does not matter), shuffled (a GM-only chance) and dealt again
    (``redeal``: each learns only its own); then the win check. Not a target (MAH-34)."""
    seats = game.living()
    cards = sorted(game.roles[s] for s in seats)
    game.rng.shuffle(cards)
    game.emit(Chance(CHANCE("soul_vortex"), tuple(cards), GM_ONLY))
    game.redeal(seats, cards)
    game.check_win()
    yield from ()


@effect("airship")
def airship(game: MahouHost, executed: int) -> Steps:
    """MAH-E12, MAH-31: the executed player chooses any card still in the deck (listed
    in MAH-31's order, not the deck's; the unused choice-of-two card is gone) and it
    takes effect with its own timing and golem check; it leaves the game. An empty
    deck: nothing (announced)."""
    deck = game.deck
    if not deck:
        game.announce_public(ANNOUNCE("airship: empty"))
        return
    options = tuple(card(c) for c in EVENT_CARDS if c in deck)
    choice = yield game.ask_one(executed, "airship", options, label=DEAD_CHOOSES_LABEL)
    deck.remove(choice.card)
    yield from game.take_effect(executed, choice.card, "airship")


@effect("courthouse")
def courthouse(game: MahouHost, executed: int) -> Steps:
    """MAH-E15, MAH-12, MAH-41: another vote at once, in the day's style with the day's
    voters and weights (MAH-12's tie rule: a second tie executes nobody); the
    most-voted player is executed too: a death step (a demon flagged wins), which
    draws no event and which the medium does not learn (``executed`` stays the day's)."""
    chosen = yield from game.vote(vote_id(game.day, rest="courthouse"), game.vote_style_today())
    if chosen is None:
        game.announce_public(ANNOUNCE("courthouse: nobody"))
        return
    yield from game.death_step(chosen, "courthouse", executed=True)


@effect("prison")
def prison(game: MahouHost, executed: int) -> Steps:
    """MAH-E18, MAH-12, MAH-34: an immediate simultaneous vote with the day's voters and
    weights (a second tie: nobody); the most-voted player is out of the game tonight
    (``_jailed``: no night action, not a night target, not attacked) and is a target
    of MAH-34."""
    chosen = yield from game.vote(vote_id(game.day, rest="prison"), VoteStyle.SIMULTANEOUS, "prison")
    if chosen is None:
        game.announce_public(ANNOUNCE("prison: nobody"))
        return
    game.flag_demon(chosen, "prison")
    game.modifiers.add(modifier("prison", chosen, scope=TONIGHT))
    game.announce_public(ANNOUNCE("prison", chosen))


# ----- the morning's announcements of the next-day cards (MAH-26, MAH-32) ---------------------------
@morning("library")
def _library(game: MahouHost, word: str, night: Night) -> None:
    game.announce_public(ANNOUNCE("library", word))


@morning("babel")
def _babel(game: MahouHost, word: str, night: Night) -> None:
    game.announce_public(ANNOUNCE("babel", word))


@morning("bath")
def _bath(game: MahouHost, value: bool, night: Night) -> None:
    game.announce_public(ANNOUNCE("bath"))


@morning("clock_tower")
def _clock_tower(game: MahouHost, value: bool, night: Night) -> None:
    game.announce_public(ANNOUNCE("clock_tower"))


@morning("magic_school")
def _magic_school(game: MahouHost, value: bool, night: Night) -> None:
    game.announce_public(ANNOUNCE("magic_school"))


@morning("parliament")
def _parliament(game: MahouHost, value: bool, night: Night) -> None:
    style = game.vote_style_today().value
    game.announce_public(ANNOUNCE("parliament", ANNOUNCE(style)), (style,))


@morning("church")
def _church(game: MahouHost, executed: int, night: Night) -> None:
    """MAH-E13: the executed player and those the attack killed tonight (the attack
    "victims"; a guarded or immune target was no victim, decision)."""
    seats = (executed, *night.attacked)
    game.announce_public(ANNOUNCE("church", seat_list(seats)), (seats,))
