"""The hunter who dies at night chooses at dawn (MAH-24, MAH-20 (4), MAH-26): after every
death of the night and its chains that need no choice (the attack, the spirit link, the
fox curse, the lovers), among the players still living, whatever the seats.

Each position is described by names (``"hunter"``, ``"lover"`` ...) and played at two
seatings, the names in order and reversed: the hunter is offered the same players up to
the renaming of the seats (MAH-24: no seat order in the rule).
"""

from __future__ import annotations

import random

import pytest

import jinro_lab as jl
from jinro_lab.core.events import GM_ONLY, Chance, Eliminated
from jinro_lab.variants.mahou_toshi.events import NightDeath
from jinro_lab.variants.mahou_toshi.options import VOTE_STYLES

from .helpers import events, execute, new

#: the two seatings of every position: the names in seat order, and reversed
SEATINGS = ("in order", "reversed")


class Table:
    """A game whose seats are known by name: ``cast`` is ``(name, role)`` in seat order,
    reversed for the ``reversed`` seating; ``t["hunter"]`` is the hunter's seat."""

    def __init__(self, cast: tuple[tuple[str, str], ...], seating: str, seed: int = 0, **options):
        ordered = cast if seating == "in order" else cast[::-1]
        self.seat = {name: s for s, (name, _) in enumerate(ordered)}
        self.name = {s: name for name, s in self.seat.items()}
        self.game = new([role for _, role in ordered], seed=seed, **options)

    def __getitem__(self, name: str) -> int:
        return self.seat[name]

    def execute(self, name: str) -> None:
        execute(self.game, self[name], self["w1"])

    def lovers(self, first: str, second: str) -> None:
        """The executed player's legend tree (MAH-E07) names ``first`` and ``second``."""
        for name in (first, second):
            self.game.act(self.game.to_act()[0], f"legend_tree seat {self[name]}")

    def wolves_attack(self, *names: str, **others: str) -> None:
        """Both werewolves propose ``names`` (one or two targets); ``others``: other seats'
        choices by name, ``seer="divine fox"``."""
        seats = sorted(self[n] for n in names)
        attack = f"attack seat {seats[0]}" if len(seats) == 1 else f"attack seats {seats[0]} and {seats[1]}"
        choices = {self["w1"]: attack, self["w2"]: attack}
        for name, action in others.items():
            verb, target = action.split()
            choices[self[name]] = f"{verb} seat {self[target]}"
        self.game.act_together(choices)

    def offered(self) -> set[str]:
        """Who the dead hunter may shoot, by name (after checking that the hunter is asked)."""
        assert self.game.to_act() == (self["hunter"],) and self.game.phase == "hunter"
        return {self.name[a.target] for a in self.game.legal_actions(self["hunter"])}

    def shoot(self, name: str) -> None:
        self.game.act(self["hunter"], f"shoot seat {self[name]}")

    def deaths(self) -> list[tuple[str, str]]:
        """Tonight's deaths so far, by name and cause (the GM's log)."""
        return [(self.name[e.seat], e.cause) for e in events(self.game, NightDeath)]


#: eleven players: two werewolves, the hunter, a pair of lovers to be, six citizens
FOREST = (
    ("w1", "werewolf"),
    ("w2", "werewolf"),
    ("hunter", "hunter"),
    ("target", "citizen"),
    ("lover", "citizen"),
    *((f"c{i}", "citizen") for i in range(1, 7)),
)


def _two_targets(card: str, seating: str) -> Table:
    """Day 1: c1 is executed and names the target and the lover as lovers; night 1 the
    werewolves kill c2; day 2: c3 is executed and draws ``card`` (the casino's card is
    the werewolf's: the seed is searched for it)."""
    for seed in range(60):
        t = Table(FOREST, seating, seed=seed, events=["legend_tree", card])
        t.execute("c1")
        t.lovers("target", "lover")
        t.wolves_attack("c2")
        t.execute("c3")
        draws = [e.outcome for e in events(t.game, Chance) if e.what == "casino card"]
        if card != "casino" or draws == ["werewolf"]:
            return t
    raise AssertionError("no seed draws the casino's werewolf card")


@pytest.mark.parametrize("seating", SEATINGS)
@pytest.mark.parametrize("card", ["beast_forest", "casino"])
def test_two_targets_the_hunter_is_not_offered_a_lover_doomed_tonight(card, seating):
    """MAH-24/MAH-20 (4)/MAH-E07/MAH-E21/MAH-E24: the werewolves' two targets are the
    hunter and a lover: the lover's partner dies in the night's chain before the hunter
    chooses, at either seating (the hunter's seat before or after the target's)."""
    t = _two_targets(card, seating)
    t.wolves_attack("hunter", "target")
    assert t.offered() == {"w1", "w2", "c4", "c5", "c6"}
    assert sorted(t.deaths()) == [("c2", "attack"), ("hunter", "attack"), ("lover", "lovers"), ("target", "attack")]


#: nine players: the hunter, the seer, the fox, a lover to be, four citizens
FOX = (
    ("w1", "werewolf"),
    ("w2", "werewolf"),
    ("seer", "seer"),
    ("hunter", "hunter"),
    ("fox", "fox"),
    ("lover", "citizen"),
    *((f"c{i}", "citizen") for i in range(1, 4)),
)


@pytest.mark.parametrize("seating", SEATINGS)
def test_hunter_attacked_while_the_cursed_fox_takes_its_lover(seating):
    """MAH-24/MAH-23/MAH-20 (4)/MAH-E07: the hunter is attacked, the fox divined the same
    night dies of the curse after the attack, and the fox's lover with it: the hunter,
    choosing at dawn, is offered neither."""
    t = Table(FOX, seating, events=["legend_tree"])
    t.execute("c1")
    t.lovers("fox", "lover")
    t.wolves_attack("hunter", seer="divine fox")
    assert t.offered() == {"w1", "w2", "seer", "c2", "c3"}
    assert t.deaths() == [("hunter", "attack"), ("fox", "fox curse"), ("lover", "lovers")]


#: ten players: the FOX table with the spirit user
LINK = (*FOX[:3], ("spirit", "spirit_user"), *FOX[3:])


@pytest.mark.parametrize("seating", SEATINGS)
def test_hunter_killed_by_the_spirit_link_chooses_after_the_fox_curse_and_lovers(seating):
    """MAH-24/MAH-22/MAH-23/MAH-20 (4)/MAH-E07: the spirit user guarding the hunter is
    attacked and takes the hunter along; the fox divined tonight dies after, and its lover:
    all before the hunter chooses."""
    t = Table(LINK, seating, events=["legend_tree"])
    t.execute("c1")
    t.lovers("fox", "lover")
    t.wolves_attack("spirit", seer="divine fox", spirit="guard hunter")
    assert t.offered() == {"w1", "w2", "seer", "c2", "c3"}
    assert t.deaths() == [("spirit", "attack"), ("hunter", "spirit link"), ("fox", "fox curse"), ("lover", "lovers")]


#: nine players: two werewolves, the hunter, the target and its lover to be, four citizens
LOVERS = FOREST[:5] + FOREST[5:9]


@pytest.mark.parametrize("seating", SEATINGS)
def test_hunter_dies_as_the_lover_of_the_attacked_player(seating):
    """MAH-24/MAH-E07: the attacked player's lover is the hunter: it dies at once and
    chooses at dawn among the living (its partner is no option)."""
    t = Table(LOVERS, seating, events=["legend_tree"])
    t.execute("c1")
    t.lovers("target", "hunter")
    t.wolves_attack("target")
    assert t.offered() == {"w1", "w2", "lover", "c2", "c3", "c4"}
    assert t.deaths() == [("target", "attack"), ("hunter", "lovers")]


@pytest.mark.parametrize("seating", SEATINGS)
def test_hunters_shot_at_dawn_takes_the_lover_too_announced_in_the_morning(seating):
    """MAH-24/MAH-E07/MAH-26: the hunter's dawn shot has its own chain: the shot player's
    lover dies too; the morning announces the three deaths without their causes."""
    t = Table(LOVERS, seating, events=["legend_tree"])
    t.execute("c1")
    t.lovers("target", "lover")
    t.wolves_attack("hunter")
    assert t.offered() == {"w1", "w2", "target", "lover", "c2", "c3", "c4"}
    t.shoot("target")
    assert t.deaths() == [("hunter", "attack"), ("target", "hunter"), ("lover", "lovers")]
    morning = [e for e in events(t.game, Eliminated) if e.cause == "night"]
    assert [t.name[e.seat] for e in morning] == ["hunter", "target", "lover"]
    assert t.game.result is None and t.game.phase == "vote"


#: a position at night 2: two werewolves against the hunter and two citizens
LAST = (("w1", "werewolf"), ("w2", "werewolf"), ("hunter", "hunter"), ("c1", "citizen"), ("c2", "citizen"))


@pytest.mark.parametrize(("shot", "side"), [("w1", None), ("c1", "werewolves")])
def test_night_win_check_comes_after_the_hunters_dawn_shot(shot, side):
    """MAH-24/MAH-40/MAH-26: the attack on the hunter leaves two humans against two
    werewolves, but the win is checked after the whole step, the hunter's shot included:
    a werewolf shot and the game goes on; a human shot and the werewolves win."""
    cast = (*LAST, ("d1", "citizen"), ("d2", "citizen"))
    t = Table(cast, "in order", position={"dead": [5, 6], "day": 2, "phase": "night"})
    t.wolves_attack("hunter")
    assert t.game.result is None
    t.shoot(shot)
    assert (t.game.result.side if t.game.result else None) == side


def test_two_hunters_cannot_die_in_one_night():
    """MAH-01/MAH-24: the box has one hunter card, so no night has two hunters to order
    (and no shot hits a hunter yet to shoot): a setup with two is refused."""
    with pytest.raises(jl.InvalidSetup, match="MAH-01"):
        new(("werewolf", "hunter", "hunter", "citizen", "citizen", "citizen"))


@pytest.mark.parametrize("seating", SEATINGS)
def test_while_the_hunter_chooses_at_dawn_no_seat_sees_the_nights_deaths(seating):
    """MAH-26/MAH-50/MAH-24: the night's deaths wait for the morning: while the dead
    hunter chooses, every seat's view (the hunter's too) still shows them alive, under
    the night's label; only the game master's view shows the truth."""
    t = Table(FOX, seating, events=["legend_tree"])
    t.execute("c1")
    t.lovers("fox", "lover")
    t.wolves_attack("hunter", seer="divine fox")
    game = t.game
    dead = {t["c1"]}
    for seat in range(game.players):
        view = game.view(seat)
        assert view.phase == "night: eyes closed"
        assert {s for s, up in enumerate(view.alive) if not up} == dead
    assert {s for s, up in enumerate(game.view(None).alive) if not up} == {
        t[n] for n in ("c1", "hunter", "fox", "lover")
    }
    t.shoot("w1")
    assert {s for s, up in enumerate(game.view(t["c2"]).alive) if not up} == {
        t[n] for n in ("c1", "hunter", "fox", "lover", "w1")
    }
    assert {e.visible_to for e in events(game, NightDeath)} == {GM_ONLY}


#: twelve players, no golem (its cards stay in force): the hunter, the spirit user and
#: the fox make the nights with several deaths in which a dead hunter chooses at dawn
CROWD = (
    "werewolf",
    "werewolf",
    "seer",
    "hunter",
    "fox",
    "spirit_user",
    "knight",
    "medium",
    "moneylender",
    "citizen",
    "citizen",
    "citizen",
)
#: the cards that add deaths or secrets around the night (MAH-36, MAH-E06, MAH-E07, MAH-E08)
DEATHS = ["legend_tree", "beast_forest", "casino", "soul_vortex", "altar", "mages_guild", "arena", "courthouse"]


def _positions(seed):
    """The positions of a random game (seeded, at most 40 decisions), the game at each."""
    rng = random.Random(seed)
    game = new(CROWD, seed=seed, events=DEATHS, shuffle_events=True, vote_style=rng.choice(VOTE_STYLES))
    for _ in range(40):
        yield game
        if game.over:
            return
        for seat in game.to_act():
            game.act(seat, rng.choice(game.legal_actions(seat)))


def _seen(game):
    """For each seat: how many events it saw, and every field of its view but the label."""
    return [(len(game.events_seen_by(s)), game.view(s)._replace(phase=None)) for s in range(game.players)]


@pytest.mark.parametrize("seed", range(8))
def test_a_seats_view_changes_only_with_an_event_it_saw(seed):
    """MAH-26/MAH-50/MAH-51/MAH-24: in random games, between any two decisions no field of
    a seat's view but the label changes unless the seat saw a new event: a night's deaths
    stay hidden while a dead hunter chooses."""
    before = None
    for game in _positions(seed):
        now = _seen(game)
        for seat, ((seen, view), (now_seen, now_view)) in enumerate(zip(before or now, now, strict=True)):
            assert now_seen > seen or now_view == view, (seat, game.phase)
        before = now


def test_random_games_reach_a_hunter_choosing_at_dawn():
    """MAH-24: the random games above reach nights that wait for a dead hunter (so the
    property is checked there)."""
    assert any(g.phase == "hunter" and g.label == "night: eyes closed" for seed in range(8) for g in _positions(seed))
