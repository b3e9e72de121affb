"""Setup: the box's role cards (MAH-01), what counts as a werewolf (MAH-02), the options
(MAH-04), the default setups (MAH-06) and the public setup announcement (MAH-51)."""

from __future__ import annotations

from collections import Counter

import pytest

import jinro_lab as jl
from jinro_lab.core.events import GM_ONLY, Chance
from jinro_lab.variants.mahou_toshi.events import RoleDealt, SetupAnnounced
from jinro_lab.variants.mahou_toshi.game import default_roles
from jinro_lab.variants.mahou_toshi.roles import ROLES

from .helpers import BASIC9, EVERY_ROLE, events, new


# ----- MAH-01: the box ------------------------------------------------------------------------
def test_box_holds_27_cards_of_16_roles():
    """MAH-01: citizen x8 (4 female + 4 male), werewolf x4, mason x2, one of every other
    role: 16 roles, 27 cards; every role is playable, the rule ids in the table's order."""
    copies = {role.id: role.copies for role in ROLES.values()}
    assert len(copies) == 16 and sum(copies.values()) == 27
    assert {r: n for r, n in copies.items() if n != 1} == {"citizen": 8, "werewolf": 4, "mason": 2}
    assert [ROLES[r].rule for r in ROLES] == [f"MAH-R{i:02d}" for i in range(1, 17)]
    game = new(EVERY_ROLE)
    assert game.view(None).roles == EVERY_ROLE and game.phase == "vote"


def test_full_box_counts_are_playable():
    """MAH-01: every card of a basic role in the box may be used at once: 4 werewolves,
    8 citizens, 2 masons, seer, medium, knight are 17 cards, so 16 of them make a game."""
    roles = ["werewolf"] * 4 + ["citizen"] * 7 + ["mason"] * 2 + ["seer", "medium", "knight"]
    game = new(roles)
    assert game.players == 16 and game.view(None).roles == tuple(roles)
    game = new(["werewolf"] * 3 + ["citizen"] * 8 + ["seer"])
    assert game.players == 12


@pytest.mark.parametrize(
    ("roles", "message"),
    [
        (["citizen"] * 9 + ["werewolf"], "the box has 8 citizen cards (MAH-01), roles uses 9"),
        (["werewolf"] * 5 + ["citizen"] * 8, "the box has 4 werewolf cards (MAH-01), roles uses 5"),
        ([*BASIC9[:-1], "seer"], "the box has 1 seer card (MAH-01), roles uses 2"),
        ([*BASIC9[:-1], "mason"], "the box has 2 mason cards (MAH-01), roles uses 3"),
        ([*BASIC9[:-1], "knight"], "the box has 1 knight card (MAH-01), roles uses 2"),
        ([*BASIC9[:-1], "medium"], "the box has 1 medium card (MAH-01), roles uses 2"),
    ],
)
def test_more_cards_than_the_box_holds_are_refused(roles, message):
    """MAH-01: a setup may not use more copies of a role than the box has."""
    with pytest.raises(jl.InvalidSetup) as err:
        new(roles)
    assert str(err.value) == message


def test_unknown_role_ids_are_refused_naming_the_allowed_ones():
    """MAH-01: an id that is no role card is refused, naming it and every role id."""
    with pytest.raises(jl.InvalidSetup) as err:
        new([*BASIC9[:-1], "villager"])
    assert str(err.value) == (
        "unknown role ids 'villager'; allowed: citizen, seer, medium, knight, dragon, mason, spirit_user, "
        "moneylender, hunter, golem, werewolf, madman, evil_eye, chimera, demon, fox"
    )
    with pytest.raises(jl.InvalidSetup, match="unknown role ids 1"):
        new([1] * 9)
    with pytest.raises(jl.InvalidSetup, match="roles must be a list of role ids"):
        jl.new_game("mahou_toshi", roles="werewolf", seed=0)


@pytest.mark.parametrize(
    "role", ["dragon", "spirit_user", "moneylender", "hunter", "golem", "madman", "evil_eye", "chimera", "demon", "fox"]
)
def test_every_single_card_role_is_counted(role):
    """MAH-01: each of the ten roles beyond the basic village is one card in the box."""
    with pytest.raises(jl.InvalidSetup) as err:
        new([*EVERY_ROLE[:-1], role])
    assert str(err.value) == f"the box has 1 {role} card (MAH-01), roles uses 2"


@pytest.mark.parametrize("players", [4, 17, 0, -1, True, 9.0, "9"])
def test_player_counts_outside_5_to_16_are_refused(players):
    """MAH-01/MAH-06: 5 to 16 players, an int."""
    with pytest.raises(jl.InvalidSetup) as err:
        jl.new_game("mahou_toshi", players=players, seed=0)
    assert str(err.value) == f"players must be an int from 5 to 16 (MAH-06), got {players!r}"


@pytest.mark.parametrize("players", range(5, 17))
def test_every_count_from_5_to_16_starts(players):
    """MAH-01/MAH-06: every count from 5 to 16 makes a game with its default setup."""
    game = jl.new_game("mahou_toshi", players=players, seed=players)
    assert game.players == players and len(game.view(None).roles) == players
    assert game.phase == "vote" and game.day == 1


def test_roles_fix_the_player_count_and_must_match_players():
    """MAH-01: ``roles`` names one role per seat; 4 or 17 roles, or a count that
    contradicts ``players``, are refused."""
    assert new(["werewolf", "citizen", "citizen", "seer", "knight"]).players == 5
    with pytest.raises(jl.InvalidSetup, match="players=10 but roles names 9 seats"):
        new(BASIC9, players=10)
    with pytest.raises(jl.InvalidSetup, match="got 4"):
        new(["werewolf", "citizen", "citizen", "seer"])
    with pytest.raises(jl.InvalidSetup, match="got 17"):
        new(["werewolf"] * 4 + ["citizen"] * 8 + ["mason"] * 2 + ["seer", "medium", "knight"])


def test_setups_without_werewolves_or_already_won_are_refused():
    """MAH-R11/MAH-40: a setup needs a werewolf, and fewer werewolves than humans."""
    with pytest.raises(jl.InvalidSetup, match=r"must include at least one werewolf \(MAH-R11\)"):
        new(["citizen"] * 5)
    with pytest.raises(jl.InvalidSetup, match="3 werewolves against 3 humans"):
        new(["werewolf"] * 3 + ["citizen", "citizen", "seer"])
    assert new(["werewolf", "werewolf", "citizen", "citizen", "seer"]).result is None


def test_the_werewolf_count_is_that_of_mah_02():
    """MAH-02/MAH-R11/MAH-40: a chimera, a golem or a madman is no werewolf for the setup
    (a chimera alone cannot attack: refused); the evil eye is one; the fox is no human
    for the head count (two werewolves against two humans and the fox: refused)."""
    for alone in (["chimera"], ["golem"], ["madman"]):
        with pytest.raises(jl.InvalidSetup, match=r"at least one werewolf \(MAH-R11\): a werewolf or the evil eye"):
            new([*alone, "citizen", "citizen", "seer", "knight"])
    assert new(["evil_eye", "citizen", "citizen", "seer", "knight"]).summary()["werewolves"] == 1
    with pytest.raises(jl.InvalidSetup, match=r"2 werewolves against 2 humans \(the fox not counted\)"):
        new(["werewolf", "evil_eye", "fox", "citizen", "seer"])
    assert new(["werewolf", "evil_eye", "fox", "citizen", "seer", "madman"]).result is None


# ----- MAH-02: what counts as a werewolf ----------------------------------------------------------
def test_werewolves_for_the_head_count_are_the_werewolf_and_the_evil_eye():
    """MAH-02: ``werewolf`` and ``evil_eye`` count as werewolves from the start; the
    chimera (until turned), the golem (judged werewolf, a citizen) and the madman
    (a werewolf-side human) do not."""
    counted = {r.id for r in ROLES.values() if r.counts_as_werewolf}
    assert counted == {"werewolf", "evil_eye"}
    assert {r.id for r in ROLES.values() if r.judged == "werewolf"} == {"werewolf", "evil_eye", "chimera", "golem"}
    assert ROLES["golem"].team == "citizens" and ROLES["madman"].team == "werewolves"


def test_summary_counts_the_werewolves():
    """MAH-02: the game's werewolf count is the number of ``werewolf`` cards."""
    assert new(BASIC9).summary() == {
        "setup": "citizen citizen knight mason mason medium seer werewolf werewolf",
        "vote_style": "simultaneous",
        "werewolves": 2,
    }


# ----- MAH-04: options -------------------------------------------------------------------------
def test_option_defaults():
    """MAH-04: first_day_seer random_white, knight_self false, knight_repeat true,
    vote_style simultaneous (fox_steals_win true), no day limit, 9 players by default."""
    game = jl.new_game("mahou_toshi", seed=0)
    o = game.options
    assert (o.players, o.first_day_seer, o.knight_self, o.knight_repeat, o.vote_style, o.fox_steals_win) == (
        9,
        "random_white",
        False,
        True,
        "simultaneous",
        True,
    )
    assert o.day_limit is None
    assert game.setup == {
        "players": 9,
        "roles": None,
        "first_day_seer": "random_white",
        "knight_self": False,
        "knight_repeat": True,
        "vote_style": "simultaneous",
        "fox_steals_win": True,
        "day_limit": None,
        "position": None,
        "events": None,
        "event_selection": "random",
        "shuffle_events": None,
        "claims": False,
    }


@pytest.mark.parametrize(
    ("option", "value", "message"),
    [
        ("first_day_seer", "yes", "first_day_seer must be one of random_white, free, none (MAH-04), got 'yes'"),
        ("first_day_seer", None, "first_day_seer must be one of random_white, free, none (MAH-04), got None"),
        ("vote_style", "open", "vote_style must be one of simultaneous, in_turn, free (MAH-11), got 'open'"),
        ("vote_style", "in turn", "vote_style must be one of simultaneous, in_turn, free (MAH-11), got 'in turn'"),
        ("knight_self", 1, "knight_self must be true or false (MAH-04), got 1"),
        ("knight_self", "true", "knight_self must be true or false (MAH-04), got 'true'"),
        ("knight_repeat", "no", "knight_repeat must be true or false (MAH-04), got 'no'"),
        ("knight_repeat", 0, "knight_repeat must be true or false (MAH-04), got 0"),
        ("fox_steals_win", None, "fox_steals_win must be true or false (MAH-42), got None"),
        *(
            ("day_limit", bad, f"day_limit must be none or an int of 1 or more (MAH-04), got {bad!r}")
            for bad in (0, -2, True, False, 3.0, "3", [3])
        ),
    ],
)
def test_bad_option_values_are_refused(option, value, message):
    """MAH-04: each option takes only its listed values."""
    with pytest.raises(jl.InvalidSetup) as err:
        new(BASIC9, **{option: value})
    assert str(err.value) == message


def test_unknown_options_are_refused_naming_the_allowed_ones():
    """MAH-04: an unknown option name is refused, naming the allowed ones."""
    with pytest.raises(jl.InvalidSetup) as err:
        new(BASIC9, event_deck="random")
    assert str(err.value) == (
        "unknown option(s) 'event_deck' for mahou_toshi; allowed: players, seed, roles, first_day_seer, "
        "knight_self, knight_repeat, vote_style, fox_steals_win, day_limit, position, events, event_selection, "
        "shuffle_events, claims"
    )


@pytest.mark.parametrize("style", ["simultaneous", "in_turn", "free"])
@pytest.mark.parametrize("seer", ["random_white", "free", "none"])
def test_every_option_value_is_accepted_and_announced(style, seer):
    """MAH-04/MAH-51: each first-day-seer and vote style is accepted and announced to all."""
    game = new(BASIC9, vote_style=style, first_day_seer=seer, knight_self=True, knight_repeat=False)
    (announced,) = events(game, SetupAnnounced)
    assert (announced.vote_style, announced.first_day_seer, announced.visible_to) == (style, seer, None)


# ----- MAH-06: default setups --------------------------------------------------------------------
#: players -> (the werewolf side with the fox, the citizen-side roles); citizens: the rest
DEFAULTS = {
    5: (["werewolf"], ["seer", "knight"]),
    6: (["werewolf"], ["seer", "knight", "medium"]),
    7: (["werewolf"], ["seer", "knight", "medium"]),
    8: (["werewolf"], ["seer", "knight", "medium", "hunter"]),
    9: (["werewolf"] * 2, ["seer", "knight", "medium"]),
    10: (["werewolf"] * 2, ["seer", "knight", "medium", "hunter"]),
    11: (["werewolf", "werewolf", "madman"], ["seer", "knight", "medium"]),
    12: (["werewolf", "werewolf", "madman"], ["seer", "knight", "medium", "hunter"]),
    13: (["werewolf", "werewolf", "evil_eye", "fox"], ["seer", "knight", "medium"]),
    14: (["werewolf", "werewolf", "evil_eye", "madman"], ["seer", "knight", "dragon", "medium"]),
    15: (["werewolf", "werewolf", "evil_eye", "madman", "fox"], ["seer", "knight", "medium"]),
    16: (["werewolf", "werewolf", "evil_eye", "madman", "fox"], ["seer", "knight", "medium", "hunter"]),
}


@pytest.mark.parametrize("players", range(5, 17))
def test_default_roles_follow_the_formula(players):
    """MAH-06: the werewolf side, the fox and the demon are (players - 1) // 2 - 2 cards
    (at least 1), the citizens that number + 2, the other seats citizen-side roles
    (the kit's choice: seer, knight, medium, a hunter in a fourth seat, the dragon at 14;
    the madman from 11, the evil eye and the fox from 13); every setup is playable."""
    evil, others = DEFAULTS[players]
    formula = (players - 1) // 2 - 2
    assert len(evil) == max(1, formula)
    assert all(ROLES[r].team != "citizens" for r in evil) and all(ROLES[r].team == "citizens" for r in others)
    roles = default_roles(players)
    assert roles == evil + others + ["citizen"] * (max(0, formula) + 2)
    assert new(roles).players == players


@pytest.mark.parametrize("players", range(5, 17))
def test_default_setups_keep_the_first_builds_constraints(players):
    """MAH-06 (decisions, from the first build) and MAH-01: at least one werewolf (MAH-02)
    even where the formula gives 0 (5-6 players), at most the box's four werewolf cards
    where it gives 5 (15-16), masons only as a pair (none in the defaults), and no role
    more often than the box holds it (citizens included: the formula's + 2 <= 8)."""
    roles = Counter(default_roles(players))
    assert sum(n for r, n in roles.items() if ROLES[r].counts_as_werewolf) >= 1
    assert roles["werewolf"] <= 4 and roles["mason"] in (0, 2)
    assert all(n <= ROLES[r].copies for r, n in roles.items())
    assert sum(roles.values()) == players


@pytest.mark.parametrize("players", [4, 17, 9.0])
def test_default_roles_refuse_other_counts(players):
    """MAH-06: default setups exist for 5..16 players only."""
    with pytest.raises(jl.InvalidSetup, match="players must be an int from 5 to 16"):
        default_roles(players)


def test_default_setup_is_dealt_at_random_from_the_seed():
    """MAH-06: without ``roles`` the default setup is shuffled with the game's seed (a
    GM-only chance event): the same seed deals the same seats, seeds differ, and every
    deal holds exactly the default cards; each seat is told its own card."""
    deals = []
    for seed in range(40):
        game = jl.new_game("mahou_toshi", players=9, seed=seed)
        roles = game.view(None).roles
        assert Counter(roles) == Counter(default_roles(9))
        (chance,) = events(game, Chance)[:1]
        assert chance == Chance("roles dealt", roles, GM_ONLY)
        assert [(e.seat, e.role) for e in events(game, RoleDealt)] == list(enumerate(roles))
        assert jl.new_game("mahou_toshi", players=9, seed=seed).view(None).roles == roles
        deals.append(roles)
    assert len(set(deals)) >= 35
    wolf_seats = Counter(s for roles in deals for s, r in enumerate(roles) if r == "werewolf")
    assert set(wolf_seats) == set(range(9))  # every seat is a werewolf in some deal


def test_fixed_roles_are_not_shuffled():
    """MAH-06: ``roles=`` fixes the seats: no deal is drawn."""
    game = new(BASIC9, seed=5)
    assert game.view(None).roles == BASIC9
    assert not [e for e in events(game, Chance) if e.what == "roles dealt"]


# ----- MAH-51: the setup announcement -------------------------------------------------------------
def test_setup_announcement_lists_the_role_counts_to_everyone():
    """MAH-51: the role cards in use (counts by id), the vote style and the first-day
    seer option are told to every seat, first of all events."""
    game = new(BASIC9, vote_style="in_turn")
    first = game.log[0]
    assert first == SetupAnnounced(
        (("citizen", 2), ("knight", 1), ("mason", 2), ("medium", 1), ("seer", 1), ("werewolf", 2)),
        "in_turn",
        "random_white",
    )
    assert str(first) == (
        "roles in play: citizen x2, knight, mason x2, medium, seer, werewolf x2; "
        "vote: in_turn; first-day seer: random_white"
    )
    for seat in range(9):
        assert game.view(seat).events[0] == first
