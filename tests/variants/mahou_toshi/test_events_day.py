"""The event-card machinery (MAH-13, MAH-30, MAH-31, MAH-33, MAH-34, MAH-51) and the
day-side event cards (MAH-E01, E03 ... E08, E10, E12 ... E15, E17, E18, E20), with fixed
roles and a fixed draw order (``shuffle_events=False``: the deck as given, top first)."""

from __future__ import annotations

import pytest

import jinro_lab as jl
from jinro_lab.core.events import GM_ONLY, Chance, Eliminated, GameEnded
from jinro_lab.variants.mahou_toshi import events as ev
from jinro_lab.variants.mahou_toshi.cards import default_deck

from .helpers import BASIC9, EVERY_ROLE, events, execute, lines, new, night, strings

#: seats 0-1 werewolves, 2 seer, 3 knight, 4 medium, 5-6 masons, 7-8 citizens, 9 golem
GOLEM10 = (*BASIC9, "golem")


# ----- the machinery ---------------------------------------------------------------------------
def test_default_deck_and_the_setup_announcement():
    """MAH-51, MAH-30: by default the deck is the spec's default (shuffled, the order for
    the GM only); the setup tells everyone the deck's list in MAH-31's order (never the
    deck's order) and the selection method."""
    game = jl.new_game("mahou_toshi", roles=list(BASIC9), seed=3)
    setup = events(game, ev.SetupAnnounced)[0]
    assert setup.events == default_deck(BASIC9) and setup.event_selection == "random"
    shuffled = [e for e in game.log if isinstance(e, Chance) and e.what == "event deck shuffled"]
    assert len(shuffled) == 1 and shuffled[0].visible_to == GM_ONLY
    assert list(shuffled[0].outcome) == game.deck and sorted(game.deck) == sorted(default_deck(BASIC9))
    chosen = new(BASIC9, events=["prison", "altar"], event_selection="choice_of_two")
    setup = events(chosen, ev.SetupAnnounced)[0]
    assert setup.events == ("altar", "prison") and setup.event_selection == "choice_of_two"
    assert str(setup).endswith("; events (choice_of_two): altar, prison")


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"events": "altar"}, "the event deck must be a list"),
        ({"events": ["altar", "altar"]}, "more than once"),
        ({"events": ["tavern"]}, "unknown event card ids"),
        ({"event_selection": "pick"}, "event_selection must be one of random, choice_of_two (MAH-30)"),
        ({"shuffle_events": "no"}, "shuffle_events must be true or false"),
    ],
)
def test_event_options_are_checked(options, message):
    """MAH-30, MAH-04: the deck is a list of distinct card ids; two selection methods."""
    with pytest.raises(jl.InvalidSetup, match=message.replace("(", r"\(").replace(")", r"\)")):
        new(BASIC9, **options)


def test_no_events_means_no_draw():
    """MAH-13: with an empty deck option the game has no events; with a deck run dry, an
    execution draws nothing (announced)."""
    game = execute(new(BASIC9), 7, 0)
    assert not events(game, ev.EventDrawn) and game.phase == "night"
    game = execute(new(BASIC9, events=["bath"]), 7, 0)
    assert [e.card for e in events(game, ev.EventDrawn)] == ["bath"]
    night(game, s0="attack seat 8", s1="attack seat 8", s2="divine seat 0", s3="guard seat 5")
    execute(game, 0, 1)
    assert "no event: the event deck is empty (MAH-13)" in lines(game, 5)


def test_random_draws_the_top_card_after_the_chain_and_win_check():
    """MAH-13, MAH-30: random selection draws the top card, publicly, after the
    execution's chain (the hunter's shot) and the win check; the card leaves the deck."""
    roles = ("werewolf", "werewolf", "seer", "hunter", "medium", "citizen", "citizen", "citizen", "citizen")
    game = execute(new(roles, events=["bath", "altar"]), 3, 0)
    assert game.phase == "hunter" and not events(game, ev.EventDrawn)
    game.act(3, "shoot seat 8")
    assert events(game, ev.EventDrawn) == [ev.EventDrawn(3, "bath", "random")]
    assert game.deck == ["altar"]
    seen = lines(game, 5)
    assert seen.index("seat 8 is eliminated (hunter)") + 1 == seen.index("seat 3 draws the event bath")


def test_no_event_once_the_game_is_over():
    """MAH-13: the execution that ends the game draws no event."""
    roles = ("werewolf", "seer", "citizen", "citizen", "citizen")
    game = execute(new(roles, events=["altar"]), 0, 1)
    assert game.over and not events(game, ev.EventDrawn) and game.deck == ["altar"]


def test_choice_of_two_is_seen_by_the_executed_player_only():
    """MAH-30, MAH-33, MAH-50: the executed (dead) player sees the two top cards and takes
    one, under a public label naming no card; only the chosen card is told to the others;
    both leave the game; with one card left that card is drawn."""
    game = execute(new(BASIC9, events=["bath", "altar", "clock_tower"], event_selection="choice_of_two"), 7, 0)
    assert game.to_act() == (7,) and game.phase == "event"
    assert {game.view(s).phase for s in range(9)} == {"day: a dead player chooses"}
    assert strings(game.legal_actions(7)) == ["take bath", "take altar"]
    offered = ev.EventOffered(7, ("bath", "altar"), frozenset({7}))
    assert offered in game.view(7).events and all(offered not in game.view(s).events for s in range(7))
    game.act(7, "take altar")
    assert events(game.view(5), ev.EventDrawn) == [ev.EventDrawn(7, "altar", "choice")]
    assert game.deck == ["clock_tower"] and game.phase == "night"
    night(game, s0="attack seat 8", s1="attack seat 8", s2="divine seat 0", s3="guard seat 5")
    execute(game, 0, 1)
    assert events(game, ev.EventDrawn)[-1] == ev.EventDrawn(0, "clock_tower", "random")


def test_golem_effective_card_is_nullified_while_the_golem_lives():
    """MAH-31, MAH-R10, MAH-E03: a golem-effective card does nothing while the golem is
    alive (announced); judged when it resolves, so with the golem executed it acts."""
    game = execute(new(GOLEM10, events=["graveyard", "altar"]), 7, 0)
    assert lines(game, 5)[-3:-1] == [
        "seat 7 draws the event graveyard",
        "the event graveyard does nothing: the golem is alive (MAH-31)",
    ]
    assert game.view(None).alive[2]
    game = execute(new(GOLEM10, events=["graveyard"]), 9, 0)
    assert Eliminated(2, "graveyard") in game.log and not game.view(None).alive[2]


# ----- the cards -------------------------------------------------------------------------------
def test_graveyard_kills_the_seer_at_once():
    """MAH-E03, MAH-24, MAH-40: the living seer dies at once (its death shown to all);
    with no living seer nobody dies (announced); the death is a step followed by a win check."""
    game = execute(new(BASIC9, events=["graveyard"]), 7, 0)
    assert events(game, Eliminated) == [Eliminated(7, "execution"), Eliminated(2, "graveyard")]
    game = execute(new(BASIC9, events=["graveyard", "bath"]), 2, 0)
    assert "the graveyard: no living seer, nobody dies (MAH-E03)" in lines(game, 5)
    roles = ("werewolf", "seer", "citizen", "citizen", "citizen", "citizen")
    game = execute(new(roles, events=["bath", "graveyard"]), 2, 0)
    night(game, s0="attack seat 3", s1="divine seat 0")
    execute(game, 4, 0)  # werewolf, seer, seat 5 left: the graveyard leaves one human
    assert game.result is not None and game.result.side == "werewolves"
    assert isinstance(game.log[-1], GameEnded) and game.log[-2] == Eliminated(1, "graveyard")


def test_mages_guild_kills_the_named_player_and_flags_the_demon():
    """MAH-E04, MAH-33, MAH-34, MAH-41: the executed player names a living player, who
    dies too; a named demon is flagged, and later executed it wins."""
    roles = ("werewolf", "werewolf", "seer", "demon", "citizen", "citizen", "citizen", "citizen", "hunter")
    game = execute(new(roles, events=["mages_guild"]), 7, 0)
    assert game.to_act() == (7,) and strings(game.legal_actions(7))[:2] == ["mages_guild seat 0", "mages_guild seat 1"]
    game.act(7, "mages_guild seat 8")  # the hunter: its chain follows
    assert game.phase == "hunter"
    game.act(8, "shoot seat 4")
    assert events(game, Eliminated)[1:] == [Eliminated(8, "mages_guild"), Eliminated(4, "hunter")]
    game = execute(new(roles, events=["mages_guild", "bath"]), 7, 0)
    game.act(7, "mages_guild seat 3")  # the demon, not killed by the attack but by the card
    assert Eliminated(3, "mages_guild") in game.log


def test_altar_reveals_the_roles_of_later_deaths():
    """MAH-E08, MAH-51: from the next death on (not the executed player who drew it),
    every dead player's role is shown to all, by day and in the morning."""
    game = execute(new(BASIC9, events=["altar"]), 7, 0)
    assert not events(game, ev.RoleRevealed)
    night(game, s0="attack seat 8", s1="attack seat 8", s2="divine seat 0", s3="guard seat 5")
    execute(game, 0, 1)
    assert events(game.view(5), ev.RoleRevealed) == [ev.RoleRevealed(8, "citizen"), ev.RoleRevealed(0, "werewolf")]
    assert game.view(5).roles[0] == "werewolf" and game.view(5).roles[8] == "citizen"


def test_every_role_game_with_every_day_card_runs():
    """MAH-13: a table with every role and a deck of cards plays to the end."""
    from jinro_lab.agents import RandomAgent, play_game

    for seed in range(20):
        game = new(EVERY_ROLE, seed=seed, events=None, shuffle_events=True)
        play_game(game, [RandomAgent(seed * 20 + s) for s in range(len(EVERY_ROLE))])
        assert game.over
