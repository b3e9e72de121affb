"""What a watched seat hears on the fast engine against what it sees in the readable game
(issue 41; ``core.fast.Hearing``): every seat, watched on its own copy of the fast game from
the first decision (``fast_support.Ears``), must hear the events the readable game logs that
it sees (``Game.memory(seat)`` from there), event for event and equal, checked when the seat
is to act and at the end; so must a seat watched from a later decision on a copy, and on the
readable game taken into the fast engine there (``FastMahou.from_game``). Games of every
covered setup (``test_fast_engine.SETUPS``: every role and option value) and with each event
card on top of the deck (``test_fast_engine.UNDER``), random choosers seeded as ``simulate``
seeds them. An event left out or changed in one engine alone fails it (the last tests).
The quick tier plays 12 games per setup and 4 per card and vote style; the ``slow`` tier
250 per setup and 40 per card and style (6,250 in all)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

import pytest
from fast_support import Ears

import jinro_lab as jl
from jinro_lab.analysis.simulate import agent_seed, game_seed
from jinro_lab.variants.mahou_toshi import fast, state
from jinro_lab.variants.mahou_toshi import game as readable_game

from .test_fast_engine import HUNTER9, SETUPS, THIRD12, UNDER

QUICK, SLOW = 12, 250
CARD_QUICK, CARD_SLOW = 4, 40


def heard_alike(options: Mapping[str, Any], seed: int, later: int, setup: Any) -> int:
    """Game ``seed`` in both engines in lockstep by random choosers (raising ``AssertionError``
    at the first difference in what a watched seat heard): every seat watched on a copy from
    the first decision, and from decision ``later`` on one seat on a copy and another on the
    readable game taken into the fast engine. Returns the number of decisions."""
    game = jl.new_game("mahou_toshi", seed=seed, **options)
    quick = fast.FastMahou(seed, setup)
    n = game.players
    pickers = [random.Random(agent_seed(seed, s)) for s in range(n)]
    ears = [Ears(quick, game, range(n))]
    steps = 0
    while not game.over:
        if steps == later:
            ears.append(Ears(quick, game, (later % n,)))
            ears.append(Ears(fast.FastMahou.from_game(game), game, ((later + 4) % n,)))
        seat = game.to_act()[0]
        assert quick.to_act()[0] == seat, (seed, steps)
        for ear in ears:
            ear.check(game, (seed, steps), (seat,))
        legal = game.legal_actions(seat)
        action = legal[int(pickers[seat].random() * len(legal))]
        game.act(seat, action)
        quick.act(seat, action)
        for ear in ears:
            ear.act(seat, action)
        steps += 1
    for ear in ears:
        ear.check(game, (seed, "end"))
        assert all(copy.over and copy.result == game.result for copy in ear.copies.values()), seed
    return steps


def check(options: Mapping[str, Any], games: int, master: int = 0) -> int:
    """``games`` seeded games of ``options`` (:func:`heard_alike`); the decisions played."""
    setup = fast.MahouFastSetup(options)
    return sum(heard_alike(options, game_seed(master, i), i * 7 % 40, setup) for i in range(games))


def card_setups(card: str) -> list[dict[str, Any]]:
    """``card`` on top of a deck (the airship's only choice too), among the hunter, the medium,
    the third team and the protectors, in both vote styles that differ in what is told."""
    under = [c for c in UNDER if c != card]
    decks = [[card, *under], ["airship", card] if card != "airship" else ["airship", "bank", *under]]
    return [
        {"roles": roles, "events": deck, "vote_style": style}
        for roles, deck in zip((HUNTER9, THIRD12), decks, strict=True)
        for style in ("simultaneous", "free")
    ]


@pytest.mark.parametrize("name", SETUPS)
def test_every_seat_hears_what_it_sees(name: str) -> None:
    assert check(SETUPS[name], QUICK) > QUICK * 10


@pytest.mark.parametrize("card", sorted(fast.CARDS))
def test_every_seat_hears_what_it_sees_with_each_card(card: str) -> None:
    for options in card_setups(card):
        check(options, CARD_QUICK, master=len(card))


@pytest.mark.slow
@pytest.mark.parametrize("name", SETUPS)
def test_every_seat_hears_what_it_sees_over_many_seeds(name: str) -> None:
    assert check(SETUPS[name], SLOW, master=1) > SLOW * 10


@pytest.mark.slow
@pytest.mark.parametrize("card", sorted(fast.CARDS))
def test_every_seat_hears_what_it_sees_with_each_card_over_many_seeds(card: str) -> None:
    for options in card_setups(card):
        check(options, CARD_SLOW, master=1 + len(card))


def test_an_event_left_out_by_the_fast_engine_alone_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    """MAH-26: the morning's "nobody died" not told by the fast engine."""
    options = SETUPS["basic9"]
    check(options, 6)
    real = fast.FastMahou._hear

    def deaf(game: Any, event: Any) -> None:
        if getattr(event, "key", None) != "no death":
            real(game, event)

    monkeypatch.setattr(fast.FastMahou, "_hear", deaf)
    with pytest.raises(AssertionError):
        check(options, 6)


def test_an_event_changed_in_either_engine_alone_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    """MAH-R02: the seer's result told the other way round, in the fast engine, then in the
    readable one: the rules and the choices are the same, only what the seer hears differs."""
    options = SETUPS["basic9_nocards"]
    check(options, 6)
    real = state.result

    def lying(observer: int, kind: str, seat: int, judged: str) -> Any:
        return real(observer, kind, seat, "human" if judged == "werewolf" else "werewolf")

    for module in (fast, readable_game):
        target = state if module is readable_game else fast
        monkeypatch.setattr(target, "result", lying)
        with pytest.raises(AssertionError):
            check(options, 6)
        monkeypatch.undo()
