"""The belief sampler's probes and chance the viewer does not see (SEI-31): when two wolves
propose different smears, the lot among them is seen by the wolves alone, so a probe's copy
of the world cannot force it to what the viewer saw; a smear that the morning the viewer
saw can follow if the lot falls its way must not be refused because one outcome of the lot
fell the other way (that would refuse an option that can agree, and so under-weigh every
world where the wolves disagreed). A probe tries each outcome of such a draw
(``core.hidden.Unseen``): no option it refuses agrees under any draw."""

from __future__ import annotations

import random
from typing import Any

import pytest
from games import choice_points

from jinro_lab.core import hidden
from jinro_lab.variants.seijika import hidden as seijika_hidden


class RandomUnseen(hidden.Unseen):
    """The draws the viewer never sees, at random (not enumerated)."""

    def __init__(self, rng: random.Random, counts: list[int]):
        super().__init__()
        self.rng, self.counts = rng, counts

    def next(self, n: int) -> int:
        self.counts.append(n)
        return self.rng.randrange(n)


def refused_but_agreeing(monkeypatch: pytest.MonkeyPatch) -> tuple[list[Any], int, list[int]]:
    """Sample worlds at late positions of 政治家人狼 with manifestos, the readable probes; for
    every option a probe refused, play it on readable copies whose unseen draws are random
    (six generators): the refused options that agreed on one, the probes, the unseen draws."""
    probe = hidden._probe
    wrong: list[Any] = []
    probes = [0]
    draws: list[int] = []

    def checked(p: Any, ctx: Any, s: int, legal: Any, among: Any) -> list[int]:
        keep = probe(p, ctx, s, legal, among)
        probes[0] += 1
        for i in set(among) - set(keep):
            for k in range(6):
                scratch = hidden.Particle(p.setup, p.seed, [], p.world, p.logw)
                unseen = RandomUnseen(random.Random(k), draws)
                world = p.world.clone(chance_hook=hidden._chance_hook(ctx, scratch, random.Random(k), unseen))
                try:
                    world.act(s, legal[i])
                except hidden.JinroError:
                    break
                if hidden._agrees(p, ctx, world.memory(ctx.seat)[p.pos :]):
                    wrong.append((s, legal[i]))
                    break
        return keep

    monkeypatch.setattr(hidden, "_probe", checked)
    # the model blind to which side of a manifesto fired (SEI-54) and to where the guard
    # sits (SEI-32), so that worlds the morning rules out reach the probes, some of them
    # with a lot among the wolves' proposals the viewer does not see
    monkeypatch.setattr(seijika_hidden, "_firing", lambda ctx, pos, world, seat, legal, among, promises: among)
    monkeypatch.setattr(seijika_hidden.SeijikaHidden, "condition", lambda self, *args: None)
    monkeypatch.setattr(seijika_hidden, "_guard_seats", lambda players, memory, cards, guard_self: [])
    for k, (game, seat) in enumerate(choice_points("seijika", 8, {"manifestos": True}, 6, 500, (15, 60))):
        hidden.sample_worlds(game, seat, n=12, seed=k, max_attempts=150, engine="readable")
    return wrong, probes[0], draws


def test_a_probe_keeps_what_an_unseen_lot_could_make_agree(monkeypatch: pytest.MonkeyPatch) -> None:
    wrong, probes, draws = refused_but_agreeing(monkeypatch)
    assert probes > 50 and draws, "no probe's copy drew chance the viewer does not see: the test checks nothing"
    assert not wrong, wrong[:3]


def test_a_probe_that_tries_one_outcome_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    """The probe broken: an unseen draw's first outcome alone is tried (as a copy that
    draws it once would): some option it refuses agrees under another draw."""
    monkeypatch.setattr(hidden.Unseen, "next", lambda self, n: 0)
    wrong, _, _ = refused_but_agreeing(monkeypatch)
    assert wrong
