"""The night-side event cards (MAH-E02, E09, E11, E16, E19, E21 ... E25), the night's
first step (MAH-20 (1)) and the order of its resolution (MAH-20 (4)), with fixed roles
and a fixed draw order (``shuffle_events=False``: the deck as given, top first)."""

from __future__ import annotations

import pytest

import jinro_lab as jl
from jinro_lab.agents import play_game
from jinro_lab.core.events import (
    EVERYONE,
    GM_ONLY,
    Chance,
    Eliminated,
    Knowledge,
    Proposal,
    RuleChanged,
    VoteResult,
    only,
)
from jinro_lab.variants.mahou_toshi import events as ev
from jinro_lab.variants.mahou_toshi.agents import HeuristicAgent
from jinro_lab.variants.mahou_toshi.explain import explain_action
from jinro_lab.variants.mahou_toshi.render import action_text, event_text

from .helpers import BASIC9, EVERY_ROLE, day, events, execute, lines, new, night, strings

#: seats 0-1 werewolves, 2 seer, 3 knight, 4 dragon, 5 spirit user, 6-9 citizens
GUARDS = ("werewolf", "werewolf", "seer", "knight", "dragon", "spirit_user", "citizen", "citizen", "citizen", "citizen")
#: seats 0 werewolf, 1 evil eye, 2 seer, 3 knight, 4 madman, 5 moneylender, 6 demon, 7-8 citizens, 9 golem
CULT = ("werewolf", "evil_eye", "seer", "knight", "madman", "moneylender", "demon", "citizen", "citizen", "golem")
#: seats 0-1 werewolves, 2 seer, 3 knight, 4 medium, 5 fox, 6-8 citizens
FOX9 = ("werewolf", "werewolf", "seer", "knight", "medium", "fox", "citizen", "citizen", "citizen")
NIGHT_LABEL = "night: eyes closed"


def drawn(card, roles=BASIC9, executed=7, fallback=0, **options):
    """Day 1 executes ``executed`` (everyone votes it), who draws ``card``."""
    return execute(new(roles, events=[card], **options), executed, fallback)


def rule_changes(game, name):
    return [e for e in events(game, RuleChanged) if e.name == name and e.active]


def died_tonight(game):
    """The seats whose deaths the last morning announced (MAH-26)."""
    return sorted(e.seat for e in events(game, Eliminated) if e.cause == "night")


# ----- MAH-E02 illusionist_garden --------------------------------------------------------------------
def _roll(game):
    (chance,) = [e for e in events(game, Chance) if e.what == "illusionist_garden die"]
    return chance


def test_illusionist_direction_and_die_are_public_and_the_attack_lands_on_a_werewolf():
    """MAH-E02/MAH-31/MAH-33/MAH-20: the dead executed player picks left or right under the
    public label; the six-sided die is a logged public ``Chance``; the shift happens first
    in the resolution: counting living seats left (increasing numbers) from the
    werewolves' target, the landing player is attacked — a werewolf too; only the GM
    sees where it landed."""
    game = drawn("illusionist_garden")
    assert game.phase == "side" and game.to_act() == (7,) and game.label == "day: a dead player chooses"
    assert strings(game.legal_actions(7)) == ["shift left", "shift right"]
    assert all(game.view(s).phase == "day: a dead player chooses" for s in range(9))
    game.act(7, "shift left")
    chance = _roll(game)
    assert chance.visible_to is EVERYONE and 1 <= chance.outcome <= 6
    assert rule_changes(game, "illusionist_garden")[0].value == f"left {chance.outcome}"
    living = [0, 1, 2, 3, 4, 5, 6, 8]
    target = living[(0 - chance.outcome) % 8]  # lands on werewolf seat 0
    night(game, s0=f"attack seat {target}", s1=f"attack seat {target}", s2="divine seat 1", s3="guard seat 2")
    assert ev.AttackShifted((target,), (0,), GM_ONLY) in game.log
    assert ev.AttackResolved(0, "killed", GM_ONLY) in game.log
    assert died_tonight(game) == [0] and game.view(None).alive[target]


@pytest.mark.parametrize("roll_side", ["left", "right"])
def test_illusionist_shift_moves_before_the_protection(roll_side):
    """MAH-E02/MAH-20 (4): the landing player is the target for every purpose: the knight
    guarding the original target does not save the landing player, and guarding the
    landing player saves them (right: decreasing seat numbers)."""
    for guard_landing in (False, True):
        game = drawn("illusionist_garden")
        game.act(7, f"shift {roll_side}")
        roll = _roll(game).outcome
        living = [0, 1, 2, 3, 4, 5, 6, 8]
        target = 2
        step = roll if roll_side == "left" else -roll
        landing = living[(living.index(target) + step) % 8]
        if landing == 3:  # the knight cannot guard itself: aim one seat further on
            target, landing = 4, living[(living.index(4) + step) % 8]
        guard = landing if guard_landing else target
        choices = {"s0": f"attack seat {target}", "s1": f"attack seat {target}", "s2": "divine seat 0"}
        night(game, **choices, s3=f"guard seat {guard}")
        assert events(game, ev.AttackShifted) == [ev.AttackShifted((target,), (landing,), GM_ONLY)]
        expected = [] if guard_landing or landing in (guard,) else [landing]
        assert died_tonight(game) == expected


# ----- MAH-E09 magic_mirror --------------------------------------------------------------------------
def test_mirror_is_named_during_the_night_before_the_werewolves_choose():
    """MAH-20 (1)/MAH-E09/MAH-33/MAH-27: the card resolves with nothing asked by day; at
    night, before anyone else, the dead executed player names any player — dead ones and
    itself included — under the night label; the naming is theirs alone and never
    announced (MAH-26)."""
    game = drawn("magic_mirror", executed=0, fallback=1)
    assert game.phase == "event_target" and game.to_act() == (0,) and game.label == NIGHT_LABEL
    assert strings(game.legal_actions(0)) == [f"magic_mirror seat {s}" for s in range(9)]
    assert all(game.view(s).phase == NIGHT_LABEL for s in range(9))
    game.act(0, "magic_mirror seat 6")
    assert game.to_act() == (1, 2, 3)
    (named,) = events(game, ev.Named)
    assert named == ev.Named(0, "magic_mirror", 6, only(0))
    dawn = len(game.log)
    night(game, s1="attack seat 8", s2="divine seat 5", s3="guard seat 2")
    assert all(named not in game.view(s).events for s in range(1, 9))
    assert not [line for line in lines(game, 5, dawn) if "seat 6" in line]


def test_mirror_reverses_the_medium_and_the_seer_tonight_only():
    """MAH-E09/MAH-R02/MAH-R03/MAH-20: the executed werewolf names itself: the medium learns
    it was human; named on the other werewolf, the seer divines it human; the next night
    the judgements are true again."""
    game = drawn("magic_mirror", executed=0, fallback=1)
    game.act(0, "magic_mirror seat 0")
    night(game, s1="attack seat 8", s2="divine seat 6", s3="guard seat 2")
    assert game.view(4).judged() == {0: "human"}
    game = drawn("magic_mirror", executed=0, fallback=1)
    game.act(0, "magic_mirror seat 1")
    night(game, s1="attack seat 8", s2="divine seat 1", s3="guard seat 2")
    assert game.view(2).judged()[1] == "human" and game.view(4).judged() == {0: "werewolf"}
    day(game, {1: 2, **{s: 7 for s in (2, 3, 4, 5, 6)}, 7: 2})  # seat 7 executed, no event left
    night(game, s1="attack seat 5", s2="divine seat 1", s3="guard seat 2")
    assert [e.key for e in events(game.view(2), Knowledge) if e.key[0] == "judged"][-1] == ("judged", 1, "werewolf")


def test_mirror_on_the_fox_still_curses_it():
    """MAH-E09/MAH-23/MAH-R16: the mirror reverses the fox's judgement (the seer sees
    werewolf), and the divined fox still dies the next morning."""
    game = drawn("magic_mirror", roles=FOX9, executed=7, fallback=0)
    game.act(7, "magic_mirror seat 5")
    night(game, s0="attack seat 8", s1="attack seat 8", s2="divine seat 5", s3="guard seat 8")
    assert game.view(2).judged()[5] == "werewolf"
    assert died_tonight(game) == [5] and ev.NightDeath(5, "fox curse", GM_ONLY) in game.log


# ----- MAH-E11 guild -------------------------------------------------------------------------------
def test_guild_names_in_public_and_the_attack_cannot_kill_them():
    """MAH-E11/MAH-21/MAH-33/MAH-27: the executed player names a living player at once; the
    name is public (no 「夜の間に」); tonight's attack on them fails (the GM sees why)."""
    game = drawn("guild")
    assert game.phase == "event_target" and game.label == "day: a dead player chooses"
    assert strings(game.legal_actions(7)) == [f"guild seat {s}" for s in (0, 1, 2, 3, 4, 5, 6, 8)]
    game.act(7, "guild seat 8")
    (change,) = rule_changes(game, "guild")
    assert change.subject == 8 and change.visible_to is EVERYONE and change.scope == "tonight"
    night(game, s0="attack seat 8", s1="attack seat 8", s2="divine seat 0", s3="guard seat 2")
    assert ev.AttackResolved(8, "guild", GM_ONLY) in game.log and died_tonight(game) == []
    assert "nobody died in the night (MAH-26)" in lines(game, 5)


def test_guild_protects_tonight_only():
    """MAH-E11/MAH-31: the guild's protection lasts tonight only: the next night the same
    attack kills."""
    game = drawn("guild")
    game.act(7, "guild seat 8")
    night(game, s0="attack seat 8", s1="attack seat 8", s2="divine seat 0", s3="guard seat 2")
    assert not game.modifiers.has("guild", 8)
    day(game, {0: 6, 1: 6, 2: 6, 3: 6, 4: 6, 5: 6, 6: 5, 8: 6})
    night(game, s0="attack seat 8", s1="attack seat 8", s2="divine seat 1", s3="guard seat 2")
    assert died_tonight(game) == [8]


# ----- MAH-E16 bank, MAH-E22 thieves --------------------------------------------------------------
def test_bank_named_at_night_announced_in_the_morning_and_doubles_the_vote():
    """MAH-E16/MAH-20 (1)/MAH-26/MAH-33: the executed player names a living player during the
    night (seen by them alone); the morning announces it after the deaths; that player's
    ballot counts 2 in the day's vote."""
    game = drawn("bank")
    assert game.to_act() == (7,) and game.label == NIGHT_LABEL
    assert strings(game.legal_actions(7)) == [f"bank seat {s}" for s in (0, 1, 2, 3, 4, 5, 6, 8)]
    game.act(7, "bank seat 5")
    assert events(game, ev.Named)[-1] == ev.Named(7, "bank", 5, only(7))
    start = len(game.log)
    night(game, s0="attack seat 8", s1="attack seat 8", s2="divine seat 0", s3="guard seat 2")
    morning = lines(game, 6, start)
    assert morning.index("seat 8 is eliminated (night)") < morning.index(
        "rule change: double_vote on seat 5 = 2 (today, from MAH-E16)"
    )
    day(game, {0: 2, 1: 2, 2: 6, 3: 6, 4: 2, 5: 6, 6: 5})  # 3 for seat 2; seat 6: 1 + 1 + 2
    result = events(game, VoteResult)[-1]
    assert dict(result.totals)[6] == 4 and result.chosen == 6


def test_bank_counts_in_the_runoff_and_stacks_with_the_moneylender_to_two():
    """MAH-E16/MAH-R08/MAH-12: the moneylender and the bank naming one player still give 2
    votes; the double vote holds in the runoff (「決選投票でも有効」)."""
    roles = ("werewolf", "werewolf", "seer", "knight", "moneylender", "mason", "mason", "citizen", "citizen")
    game = drawn("bank", roles=roles)
    game.act(7, "bank seat 5")
    night(game, s0="attack seat 8", s1="attack seat 8", s2="divine seat 0", s3="guard seat 2", s4="lend seat 5")
    assert {e.source for e in rule_changes(game, "double_vote")} == {"moneylender", "MAH-E16"}
    # 7 voters: seat 5 (2 votes) and seat 6 for seat 2, three for seat 6: 3 - 3 tie -> runoff
    day(game, {0: 6, 1: 6, 2: 6, 3: 2, 4: 0, 5: 2, 6: 0})
    first = events(game, VoteResult)[-1]
    assert (dict(first.totals)[2], dict(first.totals)[6], first.revote) == (3, 3, (2, 6))
    day(game, {0: 6, 1: 6, 2: 6, 3: 2, 4: 2, 5: 2, 6: 2})  # 3 for seat 6; 3 + 1 for seat 2
    runoff = events(game, VoteResult)[-1]
    assert dict(runoff.totals) == {6: 3, 2: 5} and runoff.chosen == 2


def test_thieves_named_at_night_and_the_named_player_cannot_vote():
    """MAH-E22/MAH-20 (1)/MAH-26: the executed player names a living player during the
    night; the morning announces it; that day the player is no voter (still a candidate),
    in every vote of the day: the courthouse's too (MAH-E15)."""
    game = execute(new(BASIC9, events=["thieves", "courthouse"]), 7, 0)
    game.act(7, "thieves seat 5")
    night(game, s0="attack seat 8", s1="attack seat 8", s2="divine seat 0", s3="guard seat 2")
    (change,) = rule_changes(game, "no_vote")
    assert change.subject == 5 and change.visible_to is EVERYONE and change.source == "MAH-E22"
    assert game.to_act() == (0, 1, 2, 3, 4, 6)
    assert "vote seat 5" in strings(game.legal_actions(0))
    with pytest.raises(jl.IllegalAction):
        game.act(5, "vote seat 0")
    day(game, {0: 6, 1: 6, 2: 6, 3: 6, 4: 6, 6: 5})  # seat 6 executed: the courthouse
    assert [e.card for e in events(game, ev.EventDrawn)] == ["thieves", "courthouse"]
    assert 5 not in game.to_act() and game.to_act()


@pytest.mark.parametrize(
    ("card", "choose"),
    [
        ("guild", "guild seat 6"),
        ("magic_mirror", "magic_mirror seat 6"),
        ("bank", "bank seat 6"),
        ("thieves", "thieves seat 6"),
    ],
)
def test_night_cards_names_flag_the_demon(card, choose):
    """MAH-34/MAH-41: a player named by the guild, the mirror, the bank or the thieves is a
    target of an event for the demon."""
    game = drawn(card, roles=CULT, executed=7, fallback=0)
    assert not game.demon_targeted
    game.act(7, choose)
    assert game.demon_targeted and ev.DemonTargeted(6, card, GM_ONLY) in game.log


# ----- MAH-E19 slum -----------------------------------------------------------------------------------
def test_slum_protections_fail_but_the_spirit_link_and_demon_flag_hold():
    """MAH-E19/MAH-21/MAH-22/MAH-34: under the slum the knight's, the dragon's and the spirit
    user's guards save nobody; a spirit user killed by the attack still takes its guarded
    player along; the guards still count as targets for the demon."""
    game = drawn("slum", roles=GUARDS, executed=9)
    assert rule_changes(game, "slum")[0].scope == "tonight"
    night(
        game,
        s0="attack seat 5",
        s1="attack seat 5",
        s2="divine seat 0",
        s3="guard seat 5",
        s4="guard seat 5",
        s5="guard seat 6",
    )
    assert events(game, ev.Guarded) and ev.AttackResolved(5, "killed", GM_ONLY) in game.log
    assert died_tonight(game) == [5, 6] and ev.NightDeath(6, "spirit link", GM_ONLY) in game.log
    demon = ("werewolf", "werewolf", "seer", "knight", "demon", "citizen", "citizen", "citizen", "citizen")
    game = drawn("slum", roles=demon, executed=8)
    night(game, s0="attack seat 4", s1="attack seat 4", s2="divine seat 0", s3="guard seat 4")
    assert game.demon_targeted and game.view(None).alive[4]  # the demon is immune anyway (MAH-R15)


def test_slum_is_nullified_while_the_golem_lives():
    """MAH-E19/MAH-31/MAH-R10: with the golem alive the slum does nothing (announced): the
    knight's guard works."""
    game = drawn("slum", roles=(*BASIC9, "golem"))
    assert events(game, ev.EventNullified) == [ev.EventNullified("slum")] and not rule_changes(game, "slum")
    night(game, s0="attack seat 8", s1="attack seat 8", s2="divine seat 0", s3="guard seat 8")
    assert died_tonight(game) == []


# ----- MAH-E21 beast_forest -----------------------------------------------------------------------------
def test_beast_forest_two_targets_each_wolf_proposes_two():
    """MAH-E21/MAH-03/MAH-27: each werewolf proposes two distinct targets; the two most
    proposed are attacked, each resolved on its own (the knight saves one)."""
    game = drawn("beast_forest")
    legal = strings(game.legal_actions(0))
    assert (
        "attack seats 2 and 3" in legal and len(legal) == 15 and not any("seat 0" in a or "seat 1 " in a for a in legal)
    )
    with pytest.raises(jl.IllegalAction):
        game.act(0, "attack seats 8 and 5")  # one action per pair, in seat order
    night(game, s0="attack seats 5 and 8", s1="attack seats 5 and 8", s2="divine seat 0", s3="guard seat 5")
    assert [p.choice.targets for p in events(game, Proposal)] == [(5, 8), (5, 8)]
    assert died_tonight(game) == [8]
    assert ev.AttackResolved(5, "guarded", GM_ONLY) in game.log


def test_beast_forest_ties_are_broken_by_lot_seen_by_the_werewolves():
    """MAH-03/MAH-E21: with the proposals split, one target is sure and the second drawn by
    lot among the tied (a ``Chance`` seen by the werewolves)."""
    game = drawn("beast_forest")
    night(game, s0="attack seats 5 and 6", s1="attack seats 5 and 8", s2="divine seat 0", s3="guard seat 2")
    (lot,) = [e for e in events(game, Chance) if e.what.startswith("attack: lot")]
    assert lot.visible_to == frozenset({0, 1}) and lot.outcome[0] == 5 and lot.outcome[1] in (6, 8)
    assert died_tonight(game) == sorted(lot.outcome)


# ----- MAH-E23 evil_cult --------------------------------------------------------------------------------
def test_evil_cult_shows_the_madman_every_living_werewolf_only():
    """MAH-E23/MAH-02/MAH-20 (1)/MAH-50: at night the madman learns every living werewolf
    (the evil eye too; not the golem, judged werewolf but no MAH-02 werewolf); the
    werewolves learn nothing of the madman; the madman's view knows them."""
    game = drawn("evil_cult", roles=CULT, executed=8, fallback=0)
    facts = [e for e in events(game, Knowledge) if e.key[0] == "cult"]
    assert [(e.observer, e.subject, e.visible_to) for e in facts] == [(4, 0, only(4)), (4, 1, only(4))]
    assert game.view(4).werewolves() == frozenset({0, 1})
    assert game.view(0).roles[4] is None and game.view(1).roles[4] is None
    assert event_text(facts[0], "ja") == "席4が知る：席0は人狼（邪心教団、MAH-E23）［席4のみ］"


# ----- MAH-E24 casino -----------------------------------------------------------------------------------
def _casino(result):
    """A game whose casino draw is ``result`` (the draw depends on the seed)."""
    for seed in range(50):
        game = drawn("casino", seed=seed)
        (chance,) = [e for e in events(game, Chance) if e.what == "casino card"]
        if chance.outcome == result:
            return game, chance
    raise AssertionError(result)


def test_casino_werewolf_two_targets_known_to_executed_and_werewolves_only():
    """MAH-E24/MAH-20 (1)/MAH-50: the draw is a ``Chance`` seen by the executed player only;
    at night the werewolves (only) learn it; a werewolf card gives two attack targets."""
    game, chance = _casino("werewolf")
    assert chance.visible_to == only(7)
    told = [e for e in events(game, Knowledge) if e.key[0] == "casino"]
    assert [(e.observer, e.key) for e in told] == [(0, ("casino", 7, "werewolf")), (1, ("casino", 7, "werewolf"))]
    for seat in (2, 3, 4, 5, 6, 8):
        seen = game.view(seat).events
        assert not [e for e in seen if type(e) in (Chance, Knowledge, RuleChanged) and "casino" in str(e)]
    night(game, s0="attack seats 5 and 8", s1="attack seats 5 and 8", s2="divine seat 0", s3="guard seat 2")
    assert died_tonight(game) == [5, 8]


def test_casino_citizen_no_attack():
    """MAH-E24/MAH-20 (2): a citizen card: the werewolves are not asked; nobody dies of the
    attack (only the GM sees "no attack"); the others still act."""
    game, _ = _casino("citizen")
    assert game.to_act() == (2, 3)
    night(game, s2="divine seat 0", s3="guard seat 2")
    assert ev.AttackResolved(None, "none", GM_ONLY) in game.log and died_tonight(game) == []


def test_casino_draws_nothing_while_the_golem_lives():
    """MAH-E24/MAH-31: with the golem alive nothing is drawn and the attack is as usual."""
    game = drawn("casino", roles=(*BASIC9, "golem"))
    assert not [e for e in events(game, Chance) if e.what == "casino card"]
    assert strings(game.legal_actions(0))[0] == "attack seat 2"


# ----- MAH-E25 arena --------------------------------------------------------------------------------------
def test_arena_hit_kills_one_random_werewolf_and_misses_kill_the_protectors():
    """MAH-E25/MAH-20 (4)/MAH-25: the knight guarding the target saves it and makes one
    random living werewolf die (a GM-only ``Chance``); the dragon and the spirit user who
    guarded others die (the spirit user's guarded player lives: no attack killed it); the
    knight, its dragon dead, loses its protection."""
    game = drawn("arena", roles=GUARDS, executed=9)
    night(
        game,
        s0="attack seat 6",
        s1="attack seat 6",
        s2="divine seat 0",
        s3="guard seat 6",
        s4="guard seat 7",
        s5="guard seat 8",
    )
    (lot,) = [e for e in events(game, Chance) if e.what == "arena: a random werewolf"]
    assert lot.visible_to == GM_ONLY and lot.outcome in (0, 1)
    assert died_tonight(game) == sorted([4, 5, lot.outcome])
    assert ev.AttackResolved(6, "guarded", GM_ONLY) in game.log
    assert ev.AbilityLost(3, 4, only(3)) in game.log


def test_arena_two_hits_kill_one_werewolf_only_and_nothing_without_protectors():
    """MAH-E25: two protectors on the target still kill one werewolf at most; with no
    protector the arena does nothing (the attack kills as usual)."""
    game = drawn("arena", roles=GUARDS, executed=9)
    night(
        game,
        s0="attack seat 6",
        s1="attack seat 6",
        s2="divine seat 0",
        s3="guard seat 6",
        s4="guard seat 6",
        s5="guard seat 6",
    )
    assert len(died_tonight(game)) == 1 and died_tonight(game)[0] in (0, 1)
    plain = ("werewolf", "werewolf", "seer", "medium", "citizen", "citizen", "citizen", "citizen", "citizen")
    game = drawn("arena", roles=plain, executed=8)
    night(game, s0="attack seat 5", s1="attack seat 5", s2="divine seat 0")
    assert died_tonight(game) == [5]


# ----- whole games: agents, texts, explanations --------------------------------------------------------
NIGHT_CARDS = [
    "illusionist_garden",
    "magic_mirror",
    "guild",
    "bank",
    "slum",
    "beast_forest",
    "thieves",
    "evil_cult",
    "casino",
    "arena",
]


@pytest.mark.parametrize("selection", ["random", "choice_of_two"])
def test_heuristic_games_with_the_night_cards_finish_and_read_in_both_languages(selection):
    """MAH-20/MAH-30/MAH-33: heuristic agents play whole games with every night card and every
    role; every action they were offered is explained citing a rule, and every event reads in
    Japanese."""
    for seed in range(12):
        roles = list(EVERY_ROLE)
        game = jl.new_game(
            "mahou_toshi", roles=roles, seed=seed, events=NIGHT_CARDS, event_selection=selection, shuffle_events=True
        )
        agents = [HeuristicAgent(seed * 31 + s) for s in range(len(roles))]
        play_game(game, agents)
        assert game.over
        for e in game.log:
            assert event_text(e, "ja")
    game = drawn("beast_forest")
    for seat in game.to_act():
        for action in game.legal_actions(seat):
            assert "(MAH-" in explain_action(game.view(seat), action)
            assert action_text(action, "ja")


# ----- interactions -----------------------------------------------------------------------------------
def test_chimera_is_checked_against_the_shifted_target():
    """MAH-20 (4)/MAH-E02/MAH-R14: the chimera's check comes last, against the final target:
    a chimera that named the landing player matches, one that named the werewolves'
    original choice does not."""
    roles = ("werewolf", "werewolf", "seer", "knight", "chimera", "citizen", "citizen", "citizen", "citizen")
    for named_landing in (True, False):
        game = drawn("illusionist_garden", roles=roles, executed=8)
        game.act(8, "shift right")
        roll = _roll(game).outcome
        living = [0, 1, 2, 3, 4, 5, 6, 7]
        target = 2 if living[(2 - roll) % 8] not in (0, 1, 4) else 5
        landing = living[(living.index(target) - roll) % 8]
        guess = landing if named_landing else target
        if guess == 4:  # the chimera cannot name itself: nothing to check in this direction
            continue
        night(
            game,
            s0=f"attack seat {target}",
            s1=f"attack seat {target}",
            s2="divine seat 0",
            s3="guard seat 2" if guess != 2 else "guard seat 5",
            s4=f"predict seat {guess}",
        )
        assert bool(events(game, ev.ChimeraMatched)) is named_landing


def test_airship_triggers_the_bank_named_at_night_and_announced_next_morning():
    """MAH-E12/MAH-E16/MAH-31: a next-day card chosen by the airship keeps its timing: its
    player is named during the night and the double vote holds the next day."""
    game = execute(new(BASIC9, events=["airship", "bank", "bath"]), 7, 0)
    game.act(7, "take bank")
    assert game.to_act() == (7,) and strings(game.legal_actions(7))[0] == "bank seat 0"
    game.act(7, "bank seat 3")
    night(game, s0="attack seat 8", s1="attack seat 8", s2="divine seat 0", s3="guard seat 2")
    (change,) = rule_changes(game, "double_vote")
    assert (change.subject, change.source, change.scope) == (3, "MAH-E16", "today")


def test_heuristic_executed_players_name_for_their_team():
    """MAH-33/MAH-E09/MAH-E11/MAH-E22: the heuristic agent, from its own view: a citizen
    spares (guild) a seat it trusts and wastes the mirror on another dead player; a
    werewolf spares a fellow werewolf, mirrors itself (the medium's result reversed) and
    takes the vote (thieves) from a human."""
    game = drawn("guild", executed=1, fallback=0)
    assert HeuristicAgent(1).choose(game.view(1), game.legal_actions(1)).target == 0
    game = drawn("guild", executed=5, fallback=0)  # a mason: trusts the other mason
    assert HeuristicAgent(1).choose(game.view(5), game.legal_actions(5)).target == 6
    game = drawn("magic_mirror", executed=1, fallback=0)
    assert HeuristicAgent(1).choose(game.view(1), game.legal_actions(1)).target == 1
    game = drawn("thieves", executed=1, fallback=0)
    assert HeuristicAgent(1).choose(game.view(1), game.legal_actions(1)).target not in (0, 1)
    game = execute(new(BASIC9, events=["bath", "magic_mirror"]), 7, 0)
    night(game, s0="attack seat 6", s1="attack seat 6", s2="divine seat 0", s3="guard seat 2")
    execute(game, 5, 0)  # a mason draws the mirror; seats 6 and 7 are dead
    assert game.to_act() == (5,)
    assert HeuristicAgent(1).choose(game.view(5), game.legal_actions(5)).target in (6, 7)
