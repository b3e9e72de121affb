"""The event-card machinery (MAH-13, MAH-30, MAH-31, MAH-33, MAH-34, MAH-51) and the
day-side event cards (MAH-E01, E03 ... E08, E10, E12 ... E15, E17, E18, E20), with fixed
roles and a fixed draw order (``shuffle_events=False``: the deck as given, top first)."""

from __future__ import annotations

import re

import pytest

import jinro_lab as jl
from jinro_lab.core.events import GM_ONLY, Ballot, Chance, Eliminated, GameEnded, RuleChanged
from jinro_lab.core.texts import english_copy
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
        ({"shuffle_events": "no"}, "shuffle_events must be none, true or false"),
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


def _quiet_night(game, target: int = 8):
    """BASIC9's night: the werewolves attack ``target``, the seer divines seat 0, the knight guards 5."""
    return night(game, s0=f"attack seat {target}", s1=f"attack seat {target}", s2="divine seat 0", s3="guard seat 5")


def _morning_lines(game, start: int) -> list[str]:
    return [line for line in lines(game, 5, start) if "(MAH-E" in line or line.startswith("discussion")]


def test_magic_school_makes_tomorrows_vote_free():
    """MAH-E01, MAH-11, MAH-26, MAH-32: the next morning announces the magic school; that
    day's vote is free (one voter at a time, in a drawn order each voter sees); the day
    after, the option's style again."""
    game = execute(new(BASIC9, events=["magic_school"]), 7, 0)
    assert game.phase == "night"  # nothing changes tonight
    start = len(game.log)
    _quiet_night(game)
    assert "the magic school (MAH-E01): today's vote is free; every voter chants a spell" in lines(game, 5, start)
    assert len(game.to_act()) == 1  # free: one by one
    assert any(isinstance(e, Chance) and e.what == "day 2: order of the open vote" for e in game.log)


@pytest.mark.parametrize(
    ("card", "rule", "announcement"),
    [
        ("library", "MAH-E05", "the library (MAH-E05): today the living end every sentence with 「にゃん」"),
        ("babel", "MAH-E20", "babel (MAH-E20): today 「にゃん」 is the only word the living may say"),
    ],
)
def test_library_and_babel_words(card, rule, announcement):
    """MAH-E05, MAH-E20, MAH-33, MAH-32, MAH-51: the executed (dead) player picks a word of
    1 to 5 characters (samples listed; any such word accepted, longer refused), told to
    all at once and announced the next morning; never judged."""
    game = execute(new(BASIC9, events=[card]), 7, 0)
    assert game.to_act() == (7,) and all(str(a).startswith(f"{card}: ") for a in game.legal_actions(7))
    for wrong in (f"{card}: ", f"{card}: 六文字の言葉", f"{card}:  にゃ", "にゃん"):
        with pytest.raises(jl.IllegalAction):
            game.act(7, wrong)
    game.act(7, f"{card}: にゃん")
    assert ev.EventChoice(card, ("にゃん",)) in game.view(5).events
    start = len(game.log)
    _quiet_night(game)
    assert announcement in lines(game, 5, start)


def test_bath_and_clock_tower_are_announced_and_the_clock_halves_the_discussion():
    """MAH-E10, MAH-E14, MAH-10, MAH-26, MAH-32: the bath's off-topic first half and the
    clock tower are announced the next morning; the clock tower halves that day's
    discussion time (7 living: 4 minutes, halved to 2); the day after, the usual time."""
    game = execute(new(BASIC9, events=["clock_tower", "bath"]), 7, 0)
    start = len(game.log)
    _quiet_night(game)
    assert _morning_lines(game, start) == [
        "the clock tower (MAH-E14): today's discussion time is halved",
        "discussion: 2 minutes, halved (MAH-E14)",
    ]
    execute(game, 0, 1)
    start = len(game.log)
    night(game, s1="attack seat 6", s2="divine seat 1", s3="guard seat 5")
    assert _morning_lines(game, start) == [
        "the bath (MAH-E10): the first half of today's discussion is off-topic",
        "discussion: 3 minutes (MAH-10)",
    ]


@pytest.mark.parametrize("card", ["bath", "bank", "clock_tower"])
def test_next_day_cards_start_after_the_mornings_deaths(card):
    """MAH-26, MAH-31: the morning announces the night's deaths first; only then does the
    previous day's next-day card start (its rule change and what it requires)."""
    game = execute(new(BASIC9, events=[card]), 7, 0)
    if game.phase != "night":  # the bank's player is named at night by the executed seat
        game.act(7, "bank seat 1")
    start = len(game.log)
    _quiet_night(game)
    seen = lines(game, 5, start)
    death = seen.index("seat 8 is eliminated (night)")
    change = next(i for i, line in enumerate(seen) if line.startswith(f"rule change: {card}"))
    assert seen.index("day 2: morning") < death < change


@pytest.mark.parametrize(
    ("style", "flipped", "one_by_one"),
    [("simultaneous", "free", True), ("free", "simultaneous", False), ("in_turn", "simultaneous", False)],
)
def test_parliament_flips_tomorrows_vote_style(style, flipped, one_by_one):
    """MAH-E17, MAH-11: the next day's vote style flips, free <-> simultaneous, and in turn
    becomes simultaneous (decision); announced in the morning."""
    game = new(BASIC9, events=["parliament"], vote_style=style)
    while game.phase == "vote" and len(game.to_act()) == 1:  # in turn / free: one voter at a time
        seat = game.to_act()[0]
        game.act(seat, f"vote seat {0 if seat == 7 else 7}")
    if game.phase == "vote":
        execute(game, 7, 0)
    start = len(game.log)
    _quiet_night(game)
    assert f"the parliament (MAH-E17): today's vote is {flipped}" in lines(game, 5, start)
    assert (len(game.to_act()) == 1) is one_by_one


def test_church_names_the_executed_and_the_attack_victim():
    """MAH-E13, MAH-26: the next morning the executed player and the player the attack
    killed tonight join the discussion, without ability or vote (they are dead); a
    guarded target was no victim (decision)."""
    game = execute(new(BASIC9, events=["church"]), 7, 0)
    start = len(game.log)
    _quiet_night(game)
    assert "the church (MAH-E13): seat 7 and seat 8 join today's discussion (no ability, no vote)" in lines(
        game, 4, start
    )
    game = execute(new(BASIC9, events=["church"]), 7, 0)
    start = len(game.log)
    _quiet_night(game, target=5)  # guarded
    assert "the church (MAH-E13): seat 7 join today's discussion (no ability, no vote)" in lines(game, 4, start)
    assert 5 not in game.to_act() or game.view(None).alive[5]


def test_legend_tree_lovers_die_together_and_stay_secret():
    """MAH-E07, MAH-27, MAH-33, MAH-34, MAH-24, MAH-50: the executed player names two
    distinct living players as lovers, told to the GM only; when one is executed the
    other dies at once, in the same death step; a named demon is flagged."""
    roles = ("werewolf", "werewolf", "seer", "demon", "citizen", "citizen", "citizen", "citizen", "medium")
    game = execute(new(roles, events=["legend_tree", "bath"]), 7, 0)
    game.act(7, "legend_tree seat 3")
    assert "legend_tree seat 3" not in strings(game.legal_actions(7))
    game.act(7, "legend_tree seat 5")
    assert game.demon_targeted
    choice = ev.EventChoice("legend_tree", (3, 5), GM_ONLY)
    assert choice in game.log and all(choice not in game.view(s).events for s in range(9))
    assert not any(
        isinstance(e, RuleChanged) and e.name == "legend_tree" for s in range(9) for e in game.view(s).events
    )
    night(game, s0="attack seat 4", s1="attack seat 4", s2="divine seat 0")
    execute(game, 5, 0)
    assert events(game, Eliminated)[-2:] == [Eliminated(5, "execution"), Eliminated(3, "lovers")]


def test_lovers_and_the_hunter_chain_through_each_other():
    """MAH-E07, MAH-24, MAH-R09: a lover hunter's partner dies at once, then the hunter
    shoots among those still living; a lover shot by the hunter takes the partner; at
    night a lover attacked takes the partner, both announced in the morning."""
    roles = ("werewolf", "werewolf", "seer", "hunter", "citizen", "citizen", "citizen", "citizen", "citizen")
    game = execute(new(roles, events=["legend_tree", "bath"]), 8, 0)
    game.act(8, "legend_tree seat 3")
    game.act(8, "legend_tree seat 4")
    night(game, s0="attack seat 4", s1="attack seat 4", s2="divine seat 0")  # lover 4 attacked
    assert game.phase == "hunter" and game.view(6).phase == "night: eyes closed"
    assert "shoot seat 4" not in strings(game.legal_actions(3))  # 4 already dead: its partner died at once
    game.act(3, "shoot seat 0")
    assert [e.seat for e in events(game, Eliminated)][1:] == [4, 3, 0]
    game = execute(new(roles, events=["legend_tree", "bath"]), 8, 0)
    game.act(8, "legend_tree seat 5")
    game.act(8, "legend_tree seat 6")
    night(game, s0="attack seat 3", s1="attack seat 3", s2="divine seat 0")  # the hunter attacked
    game.act(3, "shoot seat 5")  # a lover: the partner follows
    assert [e.seat for e in events(game, Eliminated)][1:] == [3, 5, 6]


def test_soul_vortex_redeals_the_living_roles():
    """MAH-E06, MAH-24, MAH-50: the living players' cards are collected, shuffled and dealt
    again: the multiset and the team sizes are unchanged, the dead keep theirs; each
    seat learns only its own new card, and what it knew of the others is forgotten;
    the werewolves, masons and knight with dragon meet again at the next dusk; the
    win is checked; nobody is a target (MAH-34)."""
    roles = ("werewolf", "werewolf", "seer", "knight", "dragon", "mason", "mason", "citizen", "citizen", "demon")
    for seed in range(6):
        game = execute(new(roles, seed=seed, events=["soul_vortex"]), 7, 0)
        after = game.view(None).roles
        assert after[7] == "citizen" and sorted(after) == sorted(roles)
        assert not game.demon_targeted
        dealt = [e for e in game.log if isinstance(e, ev.RoleDealt)][len(roles) :]
        assert [(e.seat, e.role, e.visible_to) for e in dealt] == [
            (s, after[s], frozenset({s})) for s in range(10) if s != 7
        ]
        assert events(game.view(3), ev.RolesRedealt) == [ev.RolesRedealt((0, 1, 2, 3, 4, 5, 6, 8, 9))]
        groups = ({"werewolf"}, {"mason"}, {"knight", "dragon"})
        for seat in range(10):  # at the dusk: its own card, and its new teammates met again
            view = game.view(seat)
            team = next((g for g in groups if after[seat] in g), set())
            mates = [s for s in range(10) if s == seat or (7 not in (s, seat) and after[s] in team)]
            assert [s for s, r in enumerate(view.roles) if r is not None] == mates, (seed, seat)
            assert all(view.roles[s] == after[s] for s in mates)


def test_soul_vortex_moves_role_state_with_the_card():
    """MAH-E06, MAH-25, MAH-R14: a knight that lost its protection (the dragon dead) is a
    card without it, whoever gets it; a turned chimera's card stays a werewolf (the
    head count does not change); each new holder acts as its card."""
    roles = ("werewolf", "chimera", "seer", "knight", "dragon", "citizen", "citizen", "citizen", "citizen")
    game = execute(new(roles, seed=4, events=["bath", "soul_vortex"]), 4, 0)  # the dragon: the knight loses it
    night(game, s0="attack seat 8", s1="predict seat 8", s2="divine seat 1")  # the chimera matches
    assert game.lost == {3}
    execute(game, 7, 0)  # the soul vortex
    after = game.view(None).roles
    knight, chimera = after.index("knight"), after.index("chimera")
    assert game.lost == {knight}
    assert knight not in game.to_act()  # without protection: not asked
    assert set(game.wolf_seats) == {after.index("werewolf"), chimera} and game._wolves_alive == 2


def test_airship_triggers_a_card_from_the_deck_with_its_own_timing():
    """MAH-E12, MAH-31, MAH-33: the executed player chooses among the cards still in the
    deck (listed in MAH-31's order, never the deck's); the card takes effect at once
    with its own timing (the altar: from the next death) and leaves the deck."""
    game = execute(new(BASIC9, events=["airship", "clock_tower", "altar", "bath"]), 7, 0)
    assert strings(game.legal_actions(7)) == ["take altar", "take bath", "take clock_tower"]
    game.act(7, "take altar")
    assert events(game, ev.EventDrawn) == [ev.EventDrawn(7, "airship", "random"), ev.EventDrawn(7, "altar", "airship")]
    assert game.deck == ["clock_tower", "bath"]
    _quiet_night(game)
    assert ev.RoleRevealed(8, "citizen") in game.view(4).events


def test_airship_choice_of_two_excludes_the_unused_card_and_obeys_the_golem():
    """MAH-E12, MAH-30, MAH-31: the unused choice-of-two card is out of the game, so not
    offered; a golem-effective card chosen with the golem alive is nullified."""
    game = execute(new(GOLEM10, events=["airship", "slum", "graveyard"], event_selection="choice_of_two"), 7, 0)
    game.act(7, "take airship")
    assert strings(game.legal_actions(7)) == ["take graveyard"]
    game.act(7, "take graveyard")
    assert ev.EventNullified("graveyard") in game.log and game.view(None).alive[2]


def test_airship_triggers_a_night_card():
    """MAH-E12, MAH-E21, MAH-31: a same-day card chosen by the airship acts that night
    (the beast forest: two attack targets)."""
    game = execute(new(BASIC9, events=["airship", "beast_forest"]), 7, 0)
    game.act(7, "take beast_forest")
    assert all("seats" in str(a) for a in game.legal_actions(0))


def test_courthouse_executes_again_without_event_or_medium():
    """MAH-E15, MAH-12, MAH-13, MAH-R03: another vote at once in the day's style; its
    most-voted player is executed too; that execution draws no event (the deck keeps
    its card) and the medium learns only of the day's first execution."""
    game = execute(new(BASIC9, events=["courthouse", "bath"]), 7, 0)
    assert game.phase == "vote" and len(game.to_act()) == 8
    execute(game, 8, 0)
    assert events(game, Eliminated) == [Eliminated(7, "execution"), Eliminated(8, "courthouse")]
    assert game.deck == ["bath"] and len(events(game, ev.EventDrawn)) == 1
    night(game, s0="attack seat 6", s1="attack seat 6", s2="divine seat 0", s3="guard seat 5")
    medium = [e.key for e in game.log if type(e).__name__ == "Knowledge" and e.observer == 4]
    assert medium == [("medium", 7, "human")]


def test_courthouse_second_tie_executes_nobody_and_a_flagged_demon_wins():
    """MAH-E15, MAH-12, MAH-41: a tie and a tied runoff: nobody more (announced); a demon
    flagged (divined) and executed by the courthouse wins."""
    game = execute(new(BASIC9, events=["courthouse"]), 7, 0)
    ballots = {0: 1, 1: 0, 2: 0, 3: 1, 4: 0, 5: 1, 6: 2, 8: 2}  # 0 and 1 tie at 3
    game.act_together({v: f"vote seat {t}" for v, t in ballots.items()})
    runoff = {0: 1, 1: 0, 2: 0, 3: 1, 4: 0, 5: 1, 6: 0, 8: 1}  # 4 each: a second tie
    game.act_together({v: f"vote seat {t}" for v, t in runoff.items()})
    assert "the courthouse: a second tie, nobody more is executed (MAH-E15)" in lines(game, 5)
    roles = ("werewolf", "werewolf", "seer", "demon", "citizen", "citizen", "citizen", "citizen", "citizen")
    game = new(roles, events=["courthouse"], first_day_seer="free")
    game.act(2, "divine seat 3")
    execute(game, 7, 0)
    execute(game, 3, 0)
    assert game.result is not None and game.result.side == "demon" and 3 in game.result.winners


def test_double_votes_hold_in_the_courthouse_and_prison_votes():
    """MAH-E15, MAH-E18, MAH-R08: the day's voters and weights (the moneylender's double
    vote) bind the courthouse's vote and the prison's."""
    roles = ("werewolf", "werewolf", "seer", "moneylender", "citizen", "citizen", "citizen", "citizen", "citizen")
    for card in ("courthouse", "prison"):
        game = execute(new(roles, events=["bath", card]), 8, 0)
        night(game, s0="attack seat 7", s1="attack seat 7", s2="divine seat 0", s3="lend seat 4")
        execute(game, 6, 0)
        execute(game, 5, 0)
        ballots = [e for e in events(game, Ballot) if e.vote.endswith(card)]
        assert {e.voter: e.weight for e in ballots}[4] == 2


def test_prison_takes_the_prisoner_out_for_the_night():
    """MAH-E18, MAH-27, MAH-34: an immediate simultaneous vote (whatever the day's style);
    the prisoner takes no night action (the seer is not asked, the medium learns
    nothing) and is no night target (not attackable, not guarded); flagged for MAH-34;
    the next night it is back."""
    game = execute(new(BASIC9, events=["prison", "bath"]), 7, 0)
    assert game.phase == "vote" and len(game.to_act()) == 8
    execute(game, 2, 0)
    assert "the prison: seat 2 is out of the game tonight (MAH-E18)" in lines(game, 5)
    assert 2 not in game.to_act() and "attack seat 2" not in strings(game.legal_actions(0))
    assert "guard seat 2" not in strings(game.legal_actions(3))
    night(game, s0="attack seat 8", s1="attack seat 8", s3="guard seat 5")
    execute(game, 6, 0)
    assert 2 in game.to_act() and "attack seat 2" in strings(game.legal_actions(0))
    medium_jailed = execute(new(BASIC9, events=["prison"]), 7, 0)
    execute(medium_jailed, 4, 0)
    night(medium_jailed, s0="attack seat 8", s1="attack seat 8", s2="divine seat 0", s3="guard seat 5")
    assert not [
        e for e in medium_jailed.log if type(e).__name__ == "Knowledge" and e.observer == 4 and e.key[0] == "medium"
    ]


def test_prison_with_every_werewolf_jailed_means_no_attack():
    """MAH-E18, MAH-21: the only living werewolf imprisoned: no attack tonight."""
    roles = ("werewolf", "seer", "citizen", "citizen", "citizen", "citizen", "citizen")
    game = new(roles, events=["prison"], vote_style="in_turn")
    while len(game.to_act()) == 1:  # the day's vote, in turn
        seat = game.to_act()[0]
        game.act(seat, f"vote seat {6 if seat != 6 else 0}")
    assert len(game.to_act()) == 6  # the prison's vote: simultaneous although the day's style is in turn
    execute(game, 0, 1)
    assert game.to_act() == (1,)
    game.act(1, "divine seat 2")
    assert "nobody died in the night (MAH-26)" in lines(game, 3)


def test_every_event_card_event_is_written_in_both_languages():
    """MAH-51, MAH-32, MAH-50: in random games with every card (both selection methods,
    the golem at the table), each event type of the cards and every announcement of the
    day-side cards is written in Japanese (no Latin letters but rule ids) and English."""
    from jinro_lab.agents import RandomAgent, play_game
    from jinro_lab.variants.mahou_toshi import render
    from jinro_lab.variants.mahou_toshi.cards import EVENT_CARDS

    types = {ev.EventOffered, ev.EventDrawn, ev.EventNullified, ev.EventChoice, ev.RoleRevealed, ev.RolesRedealt}
    seen: set[type] = set()
    keys: set[str] = set()
    for seed in range(40):
        selection = ("random", "choice_of_two")[seed % 2]
        game = new(EVERY_ROLE, seed=seed, events=list(EVENT_CARDS), shuffle_events=True, event_selection=selection)
        play_game(game, [RandomAgent(seed * 20 + s) for s in range(len(EVERY_ROLE))])
        for e in game.log:
            if type(e) in types or (type(e) is ev.Announcement and "(MAH-E" in e.text):
                seen.add(type(e))
                keys.add(getattr(e, "key", ""))
                ja = render.event_text(e, "ja")
                assert render.event_text(e) == str(english_copy(e, render.WORDS)) and ja != str(e)  # ids named
                assert not re.search(r"[A-Za-z]", re.sub(r"MAH-[RE]?\d+|GM", "", ja)), ja
    assert seen == types | {ev.Announcement}
    assert keys >= {"library", "babel", "bath", "clock_tower", "magic_school", "parliament", "church", "prison"}


def _heuristic(game, seat: int, seed: int = 0) -> str:
    from jinro_lab.variants.mahou_toshi.agents import HeuristicAgent

    return str(HeuristicAgent(seed).choose(game.view(seat), game.legal_actions(seat)))


def test_heuristic_executed_player_helps_its_team():
    """MAH-30, MAH-33, MAH-E03, MAH-E04, MAH-E08: the heuristic agent, dead and choosing
    from its own view: a werewolf takes the graveyard (the seer dies), a citizen the
    altar; a seer who found a werewolf names it for the mages' guild."""
    deck = {"events": ["graveyard", "altar"], "event_selection": "choice_of_two"}
    wolf = execute(new(BASIC9, **deck), 0, 1)
    citizen = execute(new(BASIC9, **deck), 7, 0)
    for seed in range(5):
        assert _heuristic(wolf, 0, seed) == "take graveyard"
        assert _heuristic(citizen, 7, seed) == "take altar"
    seer = new(BASIC9, events=["mages_guild"], first_day_seer="free")
    seer.act(2, "divine seat 1")
    execute(seer, 2, 0)
    assert {_heuristic(seer, 2, seed) for seed in range(5)} == {"mages_guild seat 1"}


def test_information_flow_graph_marks_facts_the_soul_vortex_made_stale():
    """MAH-E06, MAH-50: in the information-flow graph, the facts learned before the
    vortex about the seats dealt again count as stale; those learned after do not."""
    from jinro_lab.analysis.graphs import info_flow_graph

    game = execute(new(BASIC9, events=["soul_vortex"]), 7, 0)
    before = info_flow_graph(game.log[: [type(e) for e in game.log].index(ev.RolesRedealt)])
    after = info_flow_graph(game.log)
    assert before.edges[6, 5]["stale"] == 0  # mason 5 learned mason 6
    assert after.edges[6, 5]["stale"] == 1  # ... then the vortex
    assert all(d["stale"] <= d["count"] for _, _, d in after.edges(data=True) if not d["public"])
    assert any(d["count"] > d["stale"] for _, _, d in after.edges(data=True) if not d["public"])  # met again


def test_information_flow_drawing_shows_the_stale_facts():
    """MAH-E06: the drawing labels an arrow with its stale facts ("1 (1 stale)") and
    draws an arrow whose facts are all stale dotted and pale; before the vortex, plain."""
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib.patches import FancyArrowPatch

    from jinro_lab.analysis.graphs import info_flow_graph
    from jinro_lab.analysis.plots import STALE_ARROW, draw_info_flow

    game = execute(new(BASIC9, events=["soul_vortex"]), 7, 0)
    vortex = [type(e) for e in game.log].index(ev.RolesRedealt)
    for log, stale in ((game.log[:vortex], False), (game.log, True)):
        ax = draw_info_flow(info_flow_graph(log))
        labels = [t.get_text() for t in ax.texts]
        assert any(t.startswith("(old) ") for t in labels) is stale  # a stale fact's label says so
        dotted = [p for p in ax.patches if isinstance(p, FancyArrowPatch) and p.get_linestyle() == ":"]
        assert bool(dotted) is stale
        assert all(matplotlib.colors.to_hex(p.get_edgecolor()) == STALE_ARROW for p in dotted)
        matplotlib.pyplot.close(ax.figure)
    ja = draw_info_flow(info_flow_graph(game.log), lang="ja")
    assert any(t.get_text().startswith("（古い）") for t in ja.texts)
