"""Every bad argument to a kit function outside a game's rules gets a kit error:
:class:`jinro_lab.InvalidArgument` (a JinroError, so a ValueError), short, saying
what was wrong and what is allowed."""

from __future__ import annotations

from collections.abc import Callable
from types import SimpleNamespace
from typing import Any

import pytest
from games import a_game

import jinro_lab as jl
from jinro_lab.core.errors import JinroError
from jinro_lab.core.voting import TieRule

#: the game the calls play: one for 4 players (a game's own functions' bad arguments are
#: tested in its folder, ``tests/variants/<game>/test_argument_errors.py``)
GAME = a_game(players=4)


class Hostile:
    """An argument whose repr and str raise: the message must still be made."""

    def __repr__(self) -> str:
        raise RuntimeError("no repr")

    __str__ = __repr__


def _table() -> Any:
    from jinro_lab.analysis.simulate import simulate

    return simulate(GAME, n=3, seed=1, workers=1, progress=False)


def _log() -> Any:
    from jinro_lab.agents import RandomAgent, play_game

    game = jl.new_game(GAME, players=4, seed=2)
    play_game(game, {s: RandomAgent(seed=s) for s in range(4)})
    return game


def _simulate(**kwargs: Any) -> Callable[[], Any]:
    def call() -> Any:
        from jinro_lab.analysis.simulate import simulate

        return simulate(**{"variant": GAME, "n": 2, "seed": 1, "workers": 1, "progress": False, **kwargs})

    return call


def _stats(name: str, *args: Any, **kwargs: Any) -> Callable[[], Any]:
    def call() -> Any:
        from jinro_lab.analysis import stats

        return getattr(stats, name)(*args, **kwargs)

    return call


def _win_rates(**kwargs: Any) -> Any:
    from jinro_lab.analysis.stats import win_rates

    return win_rates(_table(), **kwargs)


def _compare_by_day() -> Any:
    from jinro_lab.analysis.stats import compare

    return compare(_table(), _table(), by="day")


def _plot_win_rates_lang() -> Any:
    import matplotlib

    matplotlib.use("Agg")
    from jinro_lab.analysis.plots import plot_win_rates
    from jinro_lab.analysis.stats import win_rates

    return plot_win_rates(win_rates(_table()), lang="fr")


def _plot_card_effects_side() -> Any:
    import matplotlib
    import pandas as pd

    matplotlib.use("Agg")
    from jinro_lab.analysis.effect_plots import plot_card_effects

    table = pd.DataFrame({"deck": [()], "cards": [0], "citizens": [0.5], "citizens_diff": [0.0]})
    return plot_card_effects(table, side="wolves")


def _info_flow_seat() -> Any:
    from jinro_lab.analysis.graphs import info_flow_graph

    return info_flow_graph(_log(), seat=9)


def _event_effects(**kwargs: Any) -> Any:
    from jinro_lab.analysis.explorer import event_effects

    return event_effects(**{"n": 2, "workers": 1, **kwargs})


def _register() -> Any:
    from jinro_lab.core import registry

    return registry.register({"id": "coin"})  # type: ignore[arg-type]


def _tie_rule(rule: Any, round_no: int = 0) -> Callable[[], Any]:
    def call() -> Any:
        from jinro_lab.core.voting import decide

        return decide({0: 1, 1: 1}, rule, round_no, (0, 1))

    return call


def _boundary() -> Any:
    from jinro_lab.core.modifiers import Modifiers

    return Modifiers(SimpleNamespace(emit=lambda event: None)).boundary("teatime")


def _stepper(**kwargs: Any) -> Any:
    from jinro_lab.widgets.stepper import Stepper

    return Stepper(_log(), graphs=False, **kwargs)


def _stepper_game(value: Any) -> Any:
    from jinro_lab.widgets.stepper import Stepper

    return Stepper(value)


def _player(**kwargs: Any) -> Any:
    from jinro_lab.widgets.player import PlayerSeat

    return PlayerSeat(GAME, **kwargs)


def _explorer(**kwargs: Any) -> Any:
    from jinro_lab.widgets.explorer import EventExplorer

    return EventExplorer(**kwargs)


CALLS: dict[str, Callable[[], Any]] = {
    "simulate n=-1": _simulate(n=-1),
    "simulate n='3'": _simulate(n="3"),
    "simulate n=True": _simulate(n=True),
    "simulate seed=1.5": _simulate(seed=1.5),
    "simulate agents='clever'": _simulate(agents="clever"),
    "simulate agents=hostile": _simulate(agents=Hostile()),
    "simulate agents for 3 seats of 4": _simulate(agents=["random"] * 3, options={"players": 4}),
    "simulate workers=0": _simulate(workers=0),
    "simulate workers='many'": _simulate(workers="many"),
    "wilson_interval successes > n": _stats("wilson_interval", 11, 10),
    "wilson_interval n='10'": _stats("wilson_interval", 1, "10"),
    "wilson_interval confidence=1": _stats("wilson_interval", 1, 10, confidence=1),
    "wilson_interval confidence='high'": _stats("wilson_interval", 1, 10, confidence="high"),
    "paired_newcombe_interval negative": _stats("paired_newcombe_interval", 1, -1, 0, 0),
    "contrast_interval sign 2": _stats("contrast_interval", [(2, 1, 10)]),
    "games_needed width=3": _stats("games_needed", 3),
    "games_needed method='magic'": _stats("games_needed", 0.1, method="magic"),
    "games_needed proportions=0": _stats("games_needed", 0.1, proportions=0),
    "win_rates by a missing column": lambda: _win_rates(by="colour"),
    "compare by='day'": _compare_by_day,
    "plot_win_rates lang='fr'": _plot_win_rates_lang,
    "plot_card_effects side='wolves'": _plot_card_effects_side,
    "info_flow_graph seat=9": _info_flow_seat,
    "event_effects n=0": lambda: _event_effects(n=0),
    "event_effects pairs='yes'": lambda: _event_effects(pairs="yes"),
    "register a dict": _register,
    "Modifiers.boundary unknown": _boundary,
    "decide an unknown tie rule": _tie_rule("coin"),
    "decide the SEI-24 lottery without rng": _tie_rule(TieRule.RUNOFF_RUNOFF_LOTTERY, round_no=2),
    "Stepper(42)": lambda: _stepper_game(42),
    "Stepper(hostile)": lambda: _stepper_game(Hostile()),
    "Stepper seat=9": lambda: _stepper(seat=9),
    "PlayerSeat agents='clever'": lambda: _player(agents="clever"),
    "EventExplorer lang='fr'": lambda: _explorer(lang="fr"),
    "EventExplorer agents='clever'": lambda: _explorer(agents="clever"),
}


@pytest.mark.parametrize("name", list(CALLS))
def test_bad_argument_is_an_invalid_argument(name: str) -> None:
    with pytest.raises(jl.InvalidArgument) as info:
        CALLS[name]()
    assert isinstance(info.value, JinroError) and isinstance(info.value, ValueError)
    assert 0 < len(str(info.value)) < 2_000


def test_invalid_argument_is_exported_with_the_other_errors() -> None:
    assert "InvalidArgument" in jl.__all__
    assert issubclass(jl.InvalidArgument, jl.JinroError)
    assert not issubclass(jl.InvalidArgument, (jl.InvalidSetup, jl.IllegalAction, jl.InvalidRecord))
