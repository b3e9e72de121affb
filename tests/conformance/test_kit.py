"""The conformance kit itself (jinro_lab.testing, issue 40 item 2): what a game that
declares nothing is checked with, the privacy checks' skip, the plugin's option, and
that no check names a game (the checks read what they need from the registry and the
game's Conformance; a game's own tests live in its folder)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

import jinro_lab as jl
from jinro_lab.core.errors import InvalidArgument
from jinro_lab.core.registry import lookup, register, unregister, variants
from jinro_lab.testing import Conformance, agents_for, conformance, step, twins_from_hidden_model
from jinro_lab.testing.checks import twins_or_skip

KIT = Path(jl.__file__).parent / "testing"
HERE = Path(__file__).parent


def kit_sources() -> list[Path]:
    """The kit's modules and this folder's tests (but the golden playthroughs', whose games
    are read from the games' declarations)."""
    return sorted(KIT.rglob("*.py")) + sorted(HERE.glob("*.py"))


def test_no_check_names_a_game() -> None:
    """No registered id or Japanese title appears in the kit's source or in this folder,
    not even in a comment: a game the kit does not know is checked like the four."""
    names = {info.id for info in variants()} | {info.title_ja for info in variants()}
    pattern = re.compile("|".join(rf"(?<![\w]){re.escape(n)}(?![\w])" for n in sorted(names)))
    named = [
        f"{path.relative_to(KIT.parent.parent)}:{i}: {m.group()}"
        for path in kit_sources()
        for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        for m in [pattern.search(line)]
        if m and path.name != Path(__file__).name
    ]
    assert not named, "the checks must not name a game:\n" + "\n".join(named)


def test_the_check_of_names_sees_a_name() -> None:
    first = variants()[0]
    pattern = re.compile(rf"(?<![\w]){re.escape(first.id)}(?![\w])")
    assert pattern.search(f"spec = conformance({first.id!r})") and not pattern.search(f"x{first.id}")


@pytest.fixture
def undeclared() -> Iterator[str]:
    """The first registered game registered again, for one test, without its Conformance."""
    info = unregister(variants()[0].id)
    register(replace(info, conformance=None))
    yield info.id
    unregister(info.id)
    register(info)


def test_a_game_that_declares_nothing_is_checked_with_the_defaults(undeclared: str) -> None:
    info = lookup(undeclared)
    spec = conformance(undeclared)
    assert spec.variant == info.id and spec.players == info.players
    counts = info.players
    assert spec.picture_sizes == tuple(sorted({counts[0], counts[len(counts) // 2], counts[-1]}))
    assert (spec.games, spec.privacy_games, spec.positions) == (Conformance.games, Conformance.privacy_games, None)
    assert spec.hidden_twins is (twins_from_hidden_model if info.hidden is not None else None)


def test_a_registration_naming_something_else_is_refused() -> None:
    info = unregister(variants()[0].id)
    try:
        register(replace(info, conformance="jinro_lab.testing:no_options"))
        with pytest.raises(InvalidArgument, match=r"must name a jinro_lab\.testing\.Conformance, got"):
            conformance(info.id)
    finally:
        unregister(info.id)
        register(info)
    with pytest.raises(InvalidArgument, match="conformance must be 'module:attr'"):
        replace(info, conformance="jinro_lab.testing")


def test_twins_from_the_hidden_model_differ_only_in_what_the_seat_cannot_see() -> None:
    """The default twins (worlds sampled consistent with the seat's view) of a game with a
    model of hidden information: the seat's view and legal actions are the same, the game
    master's view differs."""
    info = next(v for v in variants() if v.hidden is not None)
    game = jl.new_game(info.id, players=info.players[0], seed=3)
    agents = agents_for(game)
    for _ in range(4):
        step(game, agents)
    twins = [(seat, twin) for seat in range(game.players) for twin in twins_from_hidden_model(game, seat)]
    assert twins
    for seat, twin in twins:
        assert twin.view(seat) == game.view(seat) and twin.legal_actions(seat) == game.legal_actions(seat)
        assert twin.view(None) != game.view(None)


def test_without_twins_the_privacy_checks_skip_naming_what_is_missing() -> None:
    with pytest.raises(pytest.skip.Exception, match=r"declares no hidden_twins .* \(VariantInfo.hidden is None\)"):
        twins_or_skip(Conformance(variant="a_game"))


def run_kit(folder: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """``python -m jinro_lab.testing ARGS`` in ``folder``, with pytest settings of its own
    (none: as a game's own repository would run it, not with the kit's)."""
    (folder / "pytest.ini").write_text("[pytest]\n")
    env = {**os.environ, "PYTHONPATH": str(KIT.parent.parent) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    command = [sys.executable, "-m", "jinro_lab.testing", *args, "-c", str(folder / "pytest.ini")]
    return subprocess.run(command, capture_output=True, text=True, env=env, cwd=folder, timeout=120)


def test_one_command_runs_the_checks_over_the_games_chosen(tmp_path: Path) -> None:
    """``python -m jinro_lab.testing NAME`` collects every check once, for that game alone
    (a title is accepted for its id); an unknown game is refused with the allowed names."""
    chosen = variants()[-1]
    done = run_kit(tmp_path, chosen.title_ja, "--", "--collect-only", "-q", "-p", "no:cacheprovider")
    assert done.returncode == 0, done.stdout + done.stderr
    ids = [line for line in done.stdout.splitlines() if "::" in line]
    games = {m.group(1) for line in ids for m in [re.search(r"\[(\w+)(?:-|\])", line)] if m}
    assert ids and games == {chosen.id}
    checks = {path.stem for path in (KIT / "checks").glob("test_*.py")}
    assert {line.split(".py::")[0].rsplit("/", 1)[-1] for line in ids} == checks
    refused = run_kit(tmp_path, "no_such_game", "--", "--collect-only", "-q", "-p", "no:cacheprovider")
    assert refused.returncode != 0 and "--jinro-game: unknown variant 'no_such_game'; allowed:" in refused.stderr
