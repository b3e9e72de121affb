"""Winning under plain rules (SEI-40 ... SEI-44)."""

from __future__ import annotations

from jinro_lab.variants.seijika import events as ev

from .helpers import EVERY, events, everyone_for, new, night

QUIET = {0: "smear seat 2", 1: "smear seat 2", 3: "investigate seat 0", 4: "protect seat 2"}


def quiet_night(game):
    """R8: the wolves smear the spy, whom the guard protects (nobody sits out)."""
    night(game, {s: a for s, a in QUIET.items() if s in game.to_act()})


def test_human_party_wins_on_three_seats_at_once():
    """SEI-40, SEI-41: the Human Party's third seat ends the game right after the
    election; only the winner's final speech follows; every member wins."""
    game = new()
    for target in (5, 6):
        everyone_for(game, target, 0)
        quiet_night(game)
    everyone_for(game, 7, 0)
    assert game.over and game.day == 3
    assert game.result.side == "human" and game.result.reason == "SEI-41: the Human Party reached 3 seats"
    assert game.result.winners == frozenset({3, 4, 5, 6, 7})
    tail = [type(e).__name__ for e in game.log[-4:]]
    assert tail == ["SeatFilled", "Announcement", "RolesRevealed", "GameEnded"]


def test_wolf_party_wins_on_two_seats_spy_included():
    """SEI-40, SEI-41: two Wolf Party seats (a wolf and a spy) end the game at once."""
    game = new()
    everyone_for(game, 2, 0)
    night(game, {0: "smear seat 5", 1: "smear seat 5", 3: "investigate seat 0", 4: "protect seat 6"})
    everyone_for(game, 1, 0)
    assert game.over and game.day == 2 and game.result.side == "wolf"
    assert game.result.reason == "SEI-41: the Wolf Party reached 2 seats"
    assert game.result.winners == frozenset({0, 1, 2})


def test_day_four_without_a_quota_is_a_wolf_win_and_night_four_is_not_played():
    """SEI-42: the reporter and the guard fill no seat; after day 4 neither quota holds:
    the Wolf Party wins; night 4 is not played."""
    game = new()
    for target in (3, 4, 5):
        everyone_for(game, target, 0)
        night(
            game,
            {
                s: a
                for s, a in {0: "smear seat 2", 1: "smear seat 2", 3: "investigate seat 1"}.items()
                if s in game.to_act()
            }
            | ({4: "protect seat 2"} if 4 in game.to_act() else {}),
        )
    everyone_for(game, 6, 0)
    assert game.over and game.day == 4 and game.result.side == "wolf"
    assert game.result.reason == "SEI-42: day 4 is over; SEI-42: neither quota is reached, the Wolf Party wins"
    assert not [d for d in events(game, ev.Dusk) if d.night == 4]


def test_every_member_of_the_winning_party_wins_and_roles_are_revealed():
    """SEI-43: the winners are every member of the party: sitting out, in the race, or a
    lover out for good; every role is revealed to all at the end."""
    game = new(("wolf", "lover", "spy", "reporter", "guard", "human", "human", "human"))
    game.act(1, "favourite seat 0")
    everyone_for(game, 5, 0)
    night(game, {0: "smear seat 1", 3: "investigate seat 0", 4: "protect seat 6"})
    everyone_for(game, 2, 0)  # the spy: Wolf Party seat 1; the lover stays out
    night(game, {0: "smear seat 6", 3: "investigate seat 1", 4: "protect seat 7"})
    everyone_for(game, 0, 2 if 2 in game.to_act() else 3)  # seat 6 sits out; the wolf: seat 2
    assert game.over and game.result.side == "wolf"
    assert game.result.winners == frozenset({0, 1, 2})  # the lover out for good wins too
    (revealed,) = events(game, ev.RolesRevealed)
    assert revealed.visible_to is None and all(game.view(s).roles == game.roles for s in range(8))


def test_lawyers_in_the_race_hold_off_an_early_end():
    """SEI-44: with a lawyer still in the race the third Human seat does not end the
    game; it goes on to day 4, then SEI-40 decides (a sitting-out lawyer still counts)."""
    roles = ("wolf", "lawyer", "spy", "reporter", "guard", "human", "human", "human")
    game = new(roles)
    for target in (5, 6):
        everyone_for(game, target, 0)
        quiet_night(game)
    everyone_for(game, 7, 0)
    assert not game.over
    night(game, {0: "smear seat 1", 3: "investigate seat 0", 4: "protect seat 2"})  # the lawyer sits out
    assert 1 not in game.to_act()
    everyone_for(game, 2, 0)
    assert game.over and game.day == 4 and game.result.side == "human"
    assert game.result.reason == "SEI-44: four seats are filled; SEI-40: the Human Party holds 3 seats"


def test_the_lawyer_just_elected_no_longer_holds_it_off():
    """SEI-44: checked right after the election: the elected lawyer is out of the race,
    so its own third seat ends the game."""
    roles = ("wolf", "lawyer", "spy", "reporter", "guard", "human", "human", "human")
    game = new(roles)
    for target in (5, 6):
        everyone_for(game, target, 0)
        quiet_night(game)
    everyone_for(game, 1, 0)
    assert game.over and game.result.reason == "SEI-41: the Human Party reached 3 seats"


def test_corrupt_lawyer_holds_off_a_wolf_win():
    """SEI-44: the corrupt lawyer in the race holds off the Wolf Party's early win too."""
    game = new(EVERY)
    game.act(3, "favourite seat 0")
    everyone_for(game, 0, 1)
    night(game, {1: "smear seat 9", 5: "investigate seat 2", 7: "protect seat 9"})
    everyone_for(game, 1, 2)
    assert not game.over and game.day == 2  # two wolf seats, the corrupt lawyer still in the race
