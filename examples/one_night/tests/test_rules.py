"""One test at least per rule of ``rules.md`` (ONE-01 … ONE-40), on fixed deals."""

from __future__ import annotations

from collections import Counter

import jinro_lab as jl
import pytest
from jinro_lab.core.events import GM_ONLY, Chance, Eliminated, Knowledge, VoteResult
from jinro_lab.core.registry import default_setup, role_ids, role_name
from one_night_play import LONE, NO_WOLF, PAIR, one_night, to_vote, vote

from jinro_one_night import events as ev
from jinro_one_night.roles import BOX


def knowledge(game: jl.Game, seat: int) -> list[tuple[object, ...]]:
    return [e.key for e in game.log if type(e) is Knowledge and e.observer == seat]


def test_one_01_the_box_and_its_names() -> None:
    assert role_ids("one_night") == ("werewolf", "seer", "robber", "troublemaker", "villager")
    assert sum(BOX.values()) == 8 and BOX["werewolf"] == 2 and BOX["villager"] == 3
    names = [role_name("one_night", r, "ja") for r in role_ids("one_night")]
    assert names == ["人狼", "占い師", "怪盗", "ならず者", "村人"]
    refused = r"more cards than the box holds \(ONE-01\): werewolf x3 \(the box holds 2\)"
    with pytest.raises(jl.InvalidSetup, match=refused):
        one_night(["werewolf", "werewolf", "werewolf", "seer", "villager"])


@pytest.mark.parametrize("players", [2, 7, "5"])
def test_one_02_three_to_six_players(players: object) -> None:
    with pytest.raises(jl.InvalidSetup, match="ONE-02"):
        jl.new_game("one_night", players=players)
    assert [jl.new_game("one_night", players=n, seed=1).players for n in (3, 4, 5, 6)] == [3, 4, 5, 6]


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_one_03_the_default_setup_holds_two_cards_more_than_seats(players: int) -> None:
    setup = default_setup("one_night", players)
    assert sum(setup.values()) == players + 2
    assert setup.get("villager", 0) == players - 3 and setup["werewolf"] == 2


def test_one_03_a_fixed_deal_sets_the_player_count() -> None:
    assert one_night(LONE).players == 5 and one_night(NO_WOLF).players == 4
    with pytest.raises(jl.InvalidSetup, match="give one role per seat and 2 centre cards, 8 in all"):
        jl.new_game("one_night", players=6, roles=LONE)
    with pytest.raises(jl.InvalidSetup, match="ONE-02 allows 3 to 6 players"):
        one_night(["werewolf", "seer", "robber", "villager"])


def test_one_04_a_card_per_seat_seen_by_its_seat_and_two_in_the_centre() -> None:
    game = one_night(LONE)
    dealt = [e for e in game.log if type(e) is ev.RoleDealt]
    assert [(e.seat, e.role, e.visible_to) for e in dealt] == [(s, LONE[s], frozenset({s})) for s in range(5)]
    assert game.view(None).centre == ("werewolf", "villager")
    shuffled = jl.new_game("one_night", players=4, seed=3)
    (draw,) = [e for e in shuffled.log if type(e) is Chance]
    assert draw.visible_to == GM_ONLY and Counter(draw.outcome) == Counter(default_setup("one_night", 4))
    assert shuffled.view(None).roles + shuffled.view(None).centre == draw.outcome


def test_one_05_a_seat_sees_its_own_card_only() -> None:
    game = one_night(LONE)
    assert game.view(4).roles == (None, None, None, None, "villager") and game.view(4).centre == (None, None)
    assert game.view(jl.PUBLIC).roles == (None,) * 5 and game.view(jl.PUBLIC).dealt is None


def test_one_10_the_roles_wake_in_order_behind_one_public_label() -> None:
    game = one_night(LONE)
    order = []
    while game.phase != "vote":
        order.append((game.phase, game.to_act(), game.label))
        (seat,) = game.to_act()
        game.act(seat, "pass")
    assert order == [
        ("werewolf", (0,), "night: eyes closed"),
        ("seer", (1,), "night: eyes closed"),
        ("robber", (2,), "night: eyes closed"),
        ("troublemaker", (3,), "night: eyes closed"),
    ]
    assert game.view(4).phase == "day: vote"


def test_one_10_a_role_in_the_centre_does_not_act() -> None:
    game = one_night(["werewolf", "robber", "villager", "werewolf", "seer", "troublemaker"])
    assert game.phase == "robber" and game.to_act() == (1,)  # the seer and the troublemaker lie in the centre
    game.act(1, "pass")
    assert game.phase == "vote"


def test_one_11_the_werewolves_see_each_other() -> None:
    game = one_night(PAIR)
    assert game.phase == "seer"  # two werewolves: no look at the centre
    assert knowledge(game, 0) == [("card", 1, "werewolf")] and knowledge(game, 1) == [("card", 0, "werewolf")]
    assert game.view(0).roles[:2] == ("werewolf", "werewolf")


def test_one_11_a_lone_werewolf_may_look_at_one_centre_card(lone: jl.Game) -> None:
    assert [str(a) for a in lone.legal_actions(0)] == ["look at centre card 0", "look at centre card 1", "pass"]
    lone.act(0, "look at centre card 1")
    assert knowledge(lone, 0) == [("centre", 1, "villager")] and lone.view(0).centre == (None, "villager")
    assert one_night(LONE, lone_wolf_looks=False).phase == "seer"


def test_one_12_the_seer_looks_at_a_card_or_both_centre_cards(lone: jl.Game) -> None:
    lone.act(0, "pass")
    assert [str(a) for a in lone.legal_actions(1)] == [
        *(f"look at seat {s}" for s in (0, 2, 3, 4)),
        "look at centre cards 0 and 1",
        "pass",
    ]
    lone.act(1, "look at seat 0")
    assert knowledge(lone, 1) == [("card", 0, "werewolf")]
    other = to_vote(one_night(LONE), (0, "pass"), (1, "look at centre cards 0 and 1"))
    assert other.view(1).centre == ("werewolf", "villager")


def test_one_13_the_robber_swaps_and_looks_at_the_new_card() -> None:
    game = to_vote(one_night(LONE), (0, "pass"), (1, "pass"), (2, "rob seat 0"))
    truth = game.view(None)
    assert truth.roles[:3] == ("robber", "seer", "werewolf") and game.dealt[2] == "robber"
    assert knowledge(game, 2) == [("card", 2, "werewolf")]
    assert game.view(2).roles[:3] == ("robber", None, "werewolf")
    assert game.view(0).roles[0] == "werewolf"  # the robbed seat is not told (a memory, now out of date)
    assert game.seat_side(2) == "werewolf" and game.seat_side(0) == "village"


def test_one_14_the_troublemaker_swaps_two_others_unseen() -> None:
    game = one_night(LONE)
    for seat in (0, 1, 2):
        game.act(seat, "pass")
    swaps = [str(a) for a in game.legal_actions(3)]
    assert "swap seats 0 and 4" in swaps and not any("3" in s for s in swaps[:-1]) and swaps[-1] == "pass"
    assert len(swaps) == 6 + 1  # the pairs of the four other seats, and the pass
    game.act(3, "swap seats 0 and 4")
    assert game.view(None).roles == ("villager", "seer", "robber", "troublemaker", "werewolf")
    assert knowledge(game, 3) == [] and game.view(3).roles == (None, None, None, "troublemaker", None)
    (swap,) = [e for e in game.log if type(e) is ev.Swapped]
    assert (swap.by, swap.a, swap.b, swap.visible_to) == ("troublemaker", 0, 4, frozenset({3}))


def test_one_15_every_ability_may_be_passed(lone: jl.Game) -> None:
    game = to_vote(lone)
    assert game.view(None).roles == tuple(LONE[:5]) and not [e for e in game.log if type(e) is Knowledge]


def test_one_20_the_morning_is_public_and_day_one() -> None:
    game = to_vote(one_night(LONE))
    dawn = [e for e in game.view(jl.PUBLIC).events if type(e) is ev.Dawn]
    assert [d.day for d in dawn] == [1] and game.day == 1


def test_one_21_every_seat_votes_at_once_for_another() -> None:
    game = to_vote(one_night(LONE))
    assert game.to_act() == (0, 1, 2, 3, 4)
    assert all(f"vote seat {s}" not in map(str, game.legal_actions(s)) for s in range(5))
    with pytest.raises(jl.IllegalAction):
        game.act(2, "vote seat 2")


def test_one_22_the_most_votes_are_executed() -> None:
    game = vote(to_vote(one_night(LONE)), {0: 4, 1: 0, 2: 0, 3: 0, 4: 0})
    assert [e.seat for e in game.log if type(e) is Eliminated] == [0]


def test_one_22_every_seat_tied_for_the_most_votes_is_executed() -> None:
    game = vote(to_vote(one_night(LONE)), {0: 4, 1: 0, 2: 4, 3: 0, 4: 1})
    (result,) = [e for e in game.log if type(e) is VoteResult]
    assert result.chosen is None and result.chosen_several == (0, 4)
    assert "ONE-22" in result.note and [e.seat for e in game.log if type(e) is Eliminated] == [0, 4]


def test_one_23_one_vote_each_executes_nobody() -> None:
    game = vote(to_vote(one_night(LONE)), {0: 1, 1: 2, 2: 3, 3: 4, 4: 0})
    (result,) = [e for e in game.log if type(e) is VoteResult]
    assert result.chosen_all == () and "ONE-23" in result.note
    assert not [e for e in game.log if type(e) is Eliminated] and game.executed == ()


def test_one_24_every_card_is_turned_face_up() -> None:
    game = vote(to_vote(one_night(LONE), (0, "pass"), (1, "pass"), (2, "rob seat 0")), {0: 2, 1: 2, 2: 0, 3: 2, 4: 2})
    (shown,) = [e for e in game.log if type(e) is ev.CardsRevealed]
    assert shown.visible_to is None and shown.cards == ("robber", "seer", "werewolf", "troublemaker", "villager")
    assert shown.centre == ("werewolf", "villager")
    public = game.view(jl.PUBLIC)
    assert public.revealed and public.roles == shown.cards and public.centre == shown.centre


def test_one_30_the_card_held_at_the_end_decides_the_side() -> None:
    game = vote(to_vote(one_night(LONE), (0, "pass"), (1, "pass"), (2, "rob seat 0")), {0: 1, 1: 0, 2: 0, 3: 0, 4: 0})
    assert game.result is not None and game.result.side == "werewolf"
    assert game.result.winners == frozenset({2})  # the robber took the werewolf; seat 0, dealt it, loses
    assert [game.seat_side(s) for s in range(5)] == ["village", "village", "werewolf", "village", "village"]


def test_one_31_the_village_wins_when_a_werewolf_is_executed() -> None:
    game = vote(to_vote(one_night(PAIR)), {0: 1, 1: 0, 2: 0, 3: 0, 4: 0})  # seat 1, a werewolf, has 4 votes
    assert game.result is not None and game.result.side == "village"
    assert game.result.winners == frozenset({2, 3, 4}) and "ONE-31" in game.result.reason


def test_one_32_no_werewolf_among_the_players_and_nobody_executed() -> None:
    game = vote(to_vote(one_night(NO_WOLF)), {0: 1, 1: 2, 2: 3, 3: 0})
    assert game.result is not None and game.result.side == "village"
    assert game.result.winners == frozenset(range(4)) and "ONE-32" in game.result.reason


def test_one_33_otherwise_the_werewolves_win() -> None:
    game = vote(to_vote(one_night(PAIR)), {0: 2, 1: 2, 2: 3, 3: 2, 4: 2})
    assert game.result is not None and game.result.side == "werewolf"
    assert game.result.winners == frozenset({0, 1}) and "ONE-33" in game.result.reason


def test_one_33_nobody_wins_when_no_werewolf_plays_and_someone_is_executed() -> None:
    game = vote(to_vote(one_night(NO_WOLF)), {0: 1, 1: 0, 2: 1, 3: 1})
    assert game.result is not None and game.result.side is None and game.result.winners == frozenset()
    assert "nobody wins" in game.result.reason


def test_one_40_what_a_seat_saw_is_a_memory() -> None:
    """The seer saw seat 0's werewolf; the robber took it: the seer's view still says so,
    the game master's does not."""
    game = to_vote(one_night(LONE), (0, "pass"), (1, "look at seat 0"), (2, "rob seat 0"))
    assert game.view(1).roles[0] == "werewolf" and game.view(None).roles[0] == "robber"
    private = [e for e in game.log if e.visible_to is not None]
    assert all(e.visible_to <= {0, 1, 2, 3, 4} for e in private)
    assert not [e for e in game.view(4).events if type(e) in (Knowledge, ev.Swapped)]


def test_one_40_a_seat_cannot_tell_its_hidden_twins_apart() -> None:
    """The twins swap the centre cards a seat never saw, or change another seat's night
    choice: the seat's view stays the same, the game master's does not; once the cards
    are face up (ONE-24) there are none."""
    from jinro_one_night.twins import hidden_twins

    deal = ["werewolf", "werewolf", "seer", "robber", "villager", "troublemaker", "villager"]
    game = to_vote(one_night(deal), (2, "look at seat 4"), (3, "rob seat 0"))
    counts = []
    for seat in range(5):
        twins = hidden_twins(game, seat)
        counts.append(len(twins))
        assert all(twin.view(seat) == game.view(seat) for twin in twins)
        assert any(twin.view(None) != game.view(None) for twin in twins)
    assert counts == [3, 3, 2, 2, 3]  # the centre, and the seer's and the robber's choices but one's own
    looked = to_vote(one_night(deal), (2, "look at centre cards 0 and 1"))
    assert len(hidden_twins(looked, 2)) == 1 and len(hidden_twins(looked, 0)) == 3  # the robber passed
    assert hidden_twins(vote(game, {0: 1, 1: 0, 2: 0, 3: 0, 4: 0}), 4) == []
