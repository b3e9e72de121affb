"""Issue 17 (3): bad input of any kind raises a kit error (a JinroError), with a short
message that names what was wrong: 政治家人狼's manifestos and manifesto deck files (what every game refuses
alike: ``tests/core/test_hostile_inputs.py``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from kit_errors import kit_error

import jinro_lab as jl
from jinro_lab.core.errors import InvalidRecord, InvalidSetup
from jinro_lab.testing.hostile import ODD


@pytest.mark.parametrize("name", ODD)
def test_a_hostile_element_of_the_manifestos_is_an_invalid_setup(name: str) -> None:
    """One bad entry among good ones."""
    value = ODD[name]()
    manifestos = [value, "spy", "reporter", "human", "human", "human"]
    kit_error(lambda: jl.new_game("seijika", manifestos=manifestos), InvalidSetup)


def test_an_unhashable_manifesto_card_through_a_json_record_is_an_invalid_record() -> None:
    record = json.loads(jl.new_game("seijika", players=6, seed=1, manifestos=True).record().to_json())
    record["setup"]["manifestos"] = [["x"], "a", "b", "c", "d", "e"]
    record["digest"] = None
    kit_error(lambda: jl.replay(json.dumps(record)), InvalidRecord)
    record["setup"]["manifestos"] = False
    record["setup"]["roles"] = [["wolf"], "spy", "reporter", "human", "human", "human"]
    kit_error(lambda: jl.replay(json.dumps(record)), InvalidRecord)


# ----- manifesto deck files ------------------------------------------------------------------------
DECK_TOML = 'name = "d"\n[[cards]]\nid = "café"\nhuman = { effect = "nothing" }\nwolf = { effect = "nothing" }\n'


@pytest.mark.parametrize(
    ("name", "content", "words"),
    [
        ("latin1.toml", DECK_TOML.encode("latin-1"), ["UTF-8"]),
        ("utf16.json", json.dumps({"name": "d", "cards": []}).encode("utf-16"), ["UTF-8"]),
        ("big.json", b'{"name": "d", "cards": [{"id": "a", "copies": ' + b"9" * 5000 + b"}]}", ["JSON"]),
        ("big.toml", b'name = "d"\n[[cards]]\nid = "a"\ncopies = ' + b"9" * 5000 + b"\n", ["TOML"]),
        ("deep.json", b"[" * 100_000 + b"]" * 100_000, ["JSON"]),
        ("deep.toml", b"x = " + b"[" * 100_000 + b"]" * 100_000, ["TOML"]),
    ],
)
def test_an_unreadable_manifesto_deck_file_is_an_invalid_setup(
    tmp_path: Path, name: str, content: bytes, words: list[str]
) -> None:
    path = tmp_path / name
    path.write_bytes(content)
    err = kit_error(lambda: jl.new_game("seijika", manifestos=True, manifesto_deck=str(path)), InvalidSetup)
    assert name in str(err)
    for word in words:
        assert word in str(err)


def test_a_manifesto_deck_path_with_a_nul_byte_is_an_invalid_setup() -> None:
    err = kit_error(lambda: jl.new_game("seijika", manifestos=True, manifesto_deck="deck\0.toml"), InvalidSetup)
    assert "NUL" in str(err)
