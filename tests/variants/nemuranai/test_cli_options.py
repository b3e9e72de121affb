"""The command line's options of 人狼は眠らない (``--option KEY=VALUE``): a first player out of
range refused in one line before simulating (the command's plumbing: ``tests/test_cli.py``)."""

from __future__ import annotations

from tests.test_cli import assert_one_error_line, no_simulation, run_cli, simulate_module


def test_simulate_refuses_a_first_player_out_of_range_before_simulating(capsys, monkeypatch):
    monkeypatch.setattr(simulate_module(), "simulate", no_simulation)
    status, out, err = run_cli(capsys, "simulate", "nemuranai", "--option", "first_player=7")
    assert status == 2 and out == ""
    assert_one_error_line(err, "first_player must be a seat 0..3")
