"""The belief sampler's exact pruning in 政治家人狼. Night choices made with others'
(SEI-30 ... SEI-33): a seat sits out only if smeared and not protected, so where the viewer
saw a morning sit seats out the hidden model leaves out a guard's protection of one of them
and the last wolf's proposal after which one of them cannot be among the most proposed
(``hidden._morning_allows``), whatever the others choose; an option it leaves out never
reaches that morning, even with every wolf still to choose smearing the seats announced.
Manifestos (SEI-51, SEI-53): a seat that carried out another card than it announced is of
the Wolf Party."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest
from games import choice_points

import jinro_lab as jl
from jinro_lab.agents import RandomAgent, play_game
from jinro_lab.core.hidden import sample_worlds
from jinro_lab.variants.seijika import events as ev
from jinro_lab.variants.seijika import hidden
from jinro_lab.variants.seijika.roles import HUMAN, ROLES

Left = tuple[Any, int, Any, tuple[int, ...], dict[int, Any]]


def left_out_options(monkeypatch: pytest.MonkeyPatch, options: dict[str, Any] | None = None) -> list[Left]:
    """Each option the model left out in worlds sampled at late positions: the world at the
    night's decision before anyone chose (a replay of its record), the seat, the option,
    the seats the morning announced sitting out and the choices made before it that night."""
    allows = hidden._morning_allows
    found: list[Left] = []

    def recorded(memory: Any, pos: int, world: Any, seat: int, legal: Any) -> list[int] | None:
        kept = allows(memory, pos, world, seat, legal)
        if kept is not None and len(kept) < len(legal) and len(found) < 60:
            seats = hidden._sitting_out(memory, pos)
            record = world.record()
            chosen = dict(world.decision.chosen)
            cut = record.actions[: len(record.actions) - len(chosen)]
            night = jl.replay(dataclasses.replace(record, actions=cut, digest=None))
            found.extend((night, seat, legal[i], seats, chosen) for i in set(range(len(legal))) - set(kept))
        return kept

    monkeypatch.setattr(hidden, "_morning_allows", recorded)
    for k, (game, seat) in enumerate(choice_points("seijika", 8, options or {}, 8, 300, (15, 60))):
        sample_worlds(game, seat, n=10, seed=k, max_attempts=60, engine="readable")
    return found


def reaches_the_morning(night: Any, seat: int, action: Any, seats: tuple[int, ...], chosen: dict[int, Any]) -> bool:
    """Whether the night, the choices ``chosen`` made, ``seat`` taking ``action``, every
    other wolf smearing ``seats`` and the others' choices at random, can sit ``seats`` out the
    next morning, over 40 tries (the wolves' lot and the others' choices drawn anew)."""
    for k in range(40):
        rng = random.Random(k)
        g = night.clone()
        day = g.day
        while not g.over and g.day == day:
            s = g.to_act()[0]
            legal = g.legal_actions(s)
            smears = [a for a in legal if getattr(a, "ability", None) == "smear" and set(seats) <= set(a.targets)]
            if s in chosen:
                g.act(s, chosen[s])
            else:
                g.act(s, action if s == seat else smears[0] if smears else legal[rng.randrange(len(legal))])
        if g.day == day + 1 and tuple(sorted(g.sitting_out)) == tuple(sorted(seats)):
            return True
    return False


@pytest.mark.parametrize("options", [{}, {"manifestos": True}])
def test_what_the_morning_rules_out_never_reaches_it(monkeypatch: pytest.MonkeyPatch, options: dict[str, Any]) -> None:
    found = left_out_options(monkeypatch, options)
    assert len(found) > 5, "the model left nothing out: the test checks nothing"
    assert not [(s, a, out) for night, s, a, out, chosen in found if reaches_the_morning(night, s, a, out, chosen)]


def test_a_guard_left_out_wrongly_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """The rule broken (the protections of the seats not sitting out left out instead):
    some option left out reaches the morning."""

    def inverted(memory: Any, pos: int, world: Any, seat: int, legal: Any) -> list[int] | None:
        seats = hidden._sitting_out(memory, pos)
        if not seats or world.smeared or legal[0].ability != "protect":
            return None
        return [i for i, a in enumerate(legal) if not set(seats).isdisjoint(a.targets)]

    monkeypatch.setattr(hidden, "_morning_allows", inverted)
    found = left_out_options(monkeypatch)
    guards = [(night, s, a, out) for night, s, a, out, _ in found if a.ability == "protect"]
    assert any(reaches_the_morning(night, s, a, out, {}) for night, s, a, out in guards)


def test_a_last_wolf_left_out_wrongly_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """The rule broken (a seat sitting out must be surely smeared: the lot among tied
    proposals forgotten): some last wolf's proposal left out reaches the morning."""
    real = hidden._smear_allows

    def no_lot(world: Any, seat: int, legal: Any, out: frozenset[int]) -> list[int] | None:
        kept = real(world, seat, legal, out)
        if kept is None:
            return None
        proposals = {s: a.targets for s, a in world.decision.chosen.items() if a.ability == "smear"}
        return [i for i in kept if out <= set(hidden.ranked({**proposals, seat: legal[i].targets}, 1)[0])]

    monkeypatch.setattr(hidden, "_smear_allows", no_lot)
    found = left_out_options(monkeypatch)
    wolves = [(night, s, a, out, chosen) for night, s, a, out, chosen in found if a.ability == "smear"]
    assert any(reaches_the_morning(*left) for left in wolves)


def test_a_seat_that_carried_out_another_card_than_announced_is_of_the_wolf_party() -> None:
    """SEI-51, SEI-53: a Human Party player carries out the card it announced (the one it
    holds, or the mimic fixed as it), in every game played at random; so the model deals a
    seat that carried out another card a Wolf Party role in every world."""
    liars = 0
    for seed in range(150):
        game = jl.new_game("seijika", players=8, seed=seed, manifestos=True)
        play_game(game, [RandomAgent(seed * 10 + s) for s in range(8)])
        announced = {e.seat: e.card for e in game.log if type(e) is ev.ManifestoAnnounced}
        for e in game.log:
            if type(e) is ev.ManifestoExecuted and e.card != announced[e.seat]:
                liars += 1
                assert ROLES[game.roles[e.seat]].party != HUMAN, (seed, e)
    assert liars > 5
    checked = 0
    for k, (game, seat) in enumerate(choice_points("seijika", 8, {"manifestos": True}, 30, 900, (20, 60))):
        info = hidden.HIDDEN.prepare(game, seat)
        if not info.wolf_party:
            continue
        checked += 1
        for world in sample_worlds(game, seat, n=6, seed=k, max_attempts=60):
            assert all(ROLES[world.roles[s]].party != HUMAN for s in info.wolf_party)
    assert checked
