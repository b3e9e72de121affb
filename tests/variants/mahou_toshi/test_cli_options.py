"""The command line's options of 魔法都市の人狼 (``--option KEY=VALUE``, MAH-04): each read by
its kind and passed to the games, a bad value refused in one line before simulating (the
command's plumbing, over the registry: ``tests/test_cli.py``)."""

from __future__ import annotations

import pytest

from tests.test_cli import assert_one_error_line, no_simulation, run_cli, simulate_module


def test_simulate_options_are_parsed_and_reach_the_games(capsys, tmp_path, monkeypatch):
    module = simulate_module()
    seen = {}

    def recording(variant, n, seed, **kwargs):
        seen.update(kwargs, variant=variant, n=n, seed=seed)
        return real(variant, n, seed, **kwargs)

    real = module.simulate
    monkeypatch.setattr(module, "simulate", recording)
    argv = ["simulate", "mahou_toshi", "--games", "20", "--seed", "5", "--workers", "1", "--no-progress"]
    options = ["events=prison,guild", "vote_style=in_turn", "knight_self=True", "shuffle_events=false"]
    status, _, err = run_cli(capsys, *argv, *(x for o in options for x in ("--option", o)))
    assert status == 0, err
    assert seen["options"] == {
        "events": ["prison", "guild"],
        "vote_style": "in_turn",
        "knight_self": True,
        "shuffle_events": False,
    }
    assert (seen["variant"], seen["n"], seen["seed"], seen["workers"], seen["agents"]) == (
        "mahou_toshi",
        20,
        5,
        1,
        "random",
    )


@pytest.mark.parametrize(
    ("item", "value"),
    [
        ("day_limit=3", 3),
        ("day_limit=none", None),
        ("knight_self=true", True),
        ("knight_self=False", False),
        ("shuffle_events=null", None),
        ("vote_style= in_turn", "in_turn"),
        ("events=prison,guild", ["prison", "guild"]),
        ("events=prison", ["prison"]),
        ("events=", []),
        ("events=[]", []),
        ('events=["prison", "bath"]', ["prison", "bath"]),
        ('position={"dead": [1], "day": 2}', {"dead": [1], "day": 2}),
        ("day_limit=3.5", 3.5),  # read as given: the game refuses it, naming what is allowed
    ],
)
def test_option_values_are_read_by_the_options_kind(item, value):
    from jinro_lab.cli.common import given_options

    name = item.partition("=")[0]
    assert given_options("mahou_toshi", [item]) == {name: value}


@pytest.mark.parametrize(
    ("argv", "fragments"),
    [
        (["--option", "vote_style=loud"], ["vote_style must be one of simultaneous, in_turn, free"]),
        (["--option", "events=prison,jail"], ["unknown event card ids 'jail'", "allowed:"]),
    ],
)
def test_simulate_refuses_a_bad_option_value_in_one_line_before_simulating(capsys, monkeypatch, argv, fragments):
    monkeypatch.setattr(simulate_module(), "simulate", no_simulation)
    status, out, err = run_cli(capsys, "simulate", "mahou_toshi", *argv)
    assert status == 2 and out == ""
    assert_one_error_line(err, *fragments)
