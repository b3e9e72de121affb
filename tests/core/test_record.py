"""GameRecord: exact JSON round trip, faithful replay, and InvalidRecord for anything
malformed or tampered with (and never any other exception), for the records of every
registered game (its options from its conformance setups: ``jinro_lab.testing``). What
one game's options add (a fixed deck ...) is tested in that game's folder."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from games import GAMES, each_game, fewest_players, players_near
from hypothesis import assume, given, settings
from hypothesis import strategies as st

import jinro_lab as jl
from jinro_lab import GameRecord, InvalidRecord
from jinro_lab.agents import RandomAgent, play_game
from jinro_lab.core.engine import Game
from jinro_lab.core.record import with_names
from jinro_lab.core.registry import option_table
from jinro_lab.testing import conformance
from jinro_lab.variants import ALIASES, VARIANTS

KEYS = ("format", "variant", "setup", "seed", "actions", "digest")


def random_game(variant: str, players: int, seed: int, steps: int | None = None, **setup: Any) -> Game:
    """A game of random agents: to the end, or for ``steps`` decisions."""
    game = jl.new_game(variant, players=players, seed=seed, **setup)
    agents = [RandomAgent(seed * 10 + s) for s in range(players)]
    if steps is None:
        return play_game(game, agents)
    for _ in range(steps):
        for seat in game.to_act():
            game.act(seat, agents[seat].choose(None, game.legal_actions(seat)))
    return game


def played(variant: str) -> list[Game]:
    """A game's records to tamper with: whole games at its smallest table and at one of
    about eight, one with the options of its conformance setup, and two unfinished."""
    few, near = fewest_players(variant), players_near(variant)
    return [
        random_game(variant, few, 1),
        random_game(variant, near, 2),
        random_game(variant, few, 3, **conformance(variant).setup(3, few)),
        random_game(variant, near, 4, steps=5),
        random_game(variant, few, 5, steps=3),
    ]


PLAYED: list[Game] = [game for variant in GAMES for game in played(variant)]
RECORDS_JSON: list[str] = [g.record().to_json() for g in PLAYED]
RECORDS: list[dict[str, Any]] = [json.loads(text) for text in RECORDS_JSON]
#: the game of the tests that need one record (its first)
FIRST = PLAYED[0]


def alternatives(record: dict[str, Any]) -> list[tuple[int, list[str]]]:
    """For each recorded action, the other actions that were legal at that point."""
    game = jl.new_game(record["variant"], seed=record["seed"], **record["setup"])
    found = []
    for i, (seat, text) in enumerate(record["actions"]):
        others = [str(a) for a in game.legal_actions(seat) if str(a) != text]
        if others:
            found.append((i, others))
        game.act(seat, text)
    return found


ALTERNATIVES = [alternatives(r) for r in RECORDS]


def assert_invalid(record: Any) -> None:
    """replay() must raise InvalidRecord itself: any other exception fails the test."""
    with pytest.raises(InvalidRecord) as info:
        jl.replay(record)
    assert type(info.value) is InvalidRecord


def same(a: Any, b: Any) -> bool:
    """Equal as JSON would keep them (1 and True, 1 and 1.0 differ)."""
    return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)


def defaults(variant: str) -> dict[str, Any]:
    """The default of each of ``variant``'s options (its registered option table)."""
    return {option.name: option.default for option in option_table(variant)}


def same_setup(record: dict[str, Any], setup: Any) -> bool:
    """``setup`` plays the game of ``record``'s setup: both differ only by leaving out
    options at their defaults, or the game ``setup`` starts (at the record's seed) keeps
    the options the record's game keeps (``players=None`` may mean "as many as the
    roles")."""
    variant, seed, full = record["variant"], record["seed"], defaults(record["variant"])
    if not isinstance(setup, dict) or "seed" in setup:  # a record's seed is never in its setup
        return False
    if same({**full, **setup}, {**full, **record["setup"]}):
        return True
    try:
        kept = jl.new_game(variant, seed=seed, **setup).record().setup
    except jl.JinroError:
        return False
    return same({**full, **kept}, {**full, **jl.new_game(variant, seed=seed, **record["setup"]).record().setup})


def names_the_game(variant: str, name: Any) -> bool:
    """``name`` is ``variant``'s id or another name of it (its Japanese title, an alias)."""
    try:
        return isinstance(name, str) and jl.lookup(name).id == variant
    except jl.JinroError:
        return False


def equivalent(record: dict[str, Any], key: str, value: Any) -> bool:
    """True if setting ``record[key] = value`` still describes the same game: the
    same value, a null digest (optional), another name of the game, or a setup that
    differs only by leaving out default options. (The digest covers the seed: another
    seed is another record, whatever the game's rules make of it.) Negative seeds are
    refused (``random.Random(-s)`` would be ``Random(s)``)."""
    variant = record["variant"]
    return (
        same(value, record[key])
        or (key == "digest" and value is None)
        or (key == "variant" and names_the_game(variant, value))
        or (key == "setup" and same_setup(record, value))
    )


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=8,
)
records = st.sampled_from(range(len(RECORDS))).map(lambda i: json.loads(json.dumps(RECORDS[i])))


# ----- round trip and replay -----------------------------------------------------------------------
@pytest.mark.parametrize(
    "game", PLAYED, ids=lambda g: f"{g.variant}-{g.players}p-seed{g.seed}-{len(g.record().actions)}acts"
)
def test_json_round_trip_is_exact(game: Game) -> None:
    record = game.record()
    for indent in (None, 2):
        text = record.to_json(indent=indent)
        parsed = GameRecord.from_json(text)
        assert parsed == record
        assert parsed.to_json(indent=indent) == text
        assert GameRecord.from_json(text.encode()) == record


@pytest.mark.parametrize(
    "game", PLAYED, ids=lambda g: f"{g.variant}-{g.players}p-seed{g.seed}-{len(g.record().actions)}acts"
)
def test_replay_reproduces_the_log_event_for_event(game: Game) -> None:
    for source in (game.record(), game.record().to_json()):
        again = jl.replay(source)
        assert len(again.log) == len(game.log)
        for mine, theirs in zip(again.log, game.log, strict=True):
            assert type(mine) is type(theirs) and mine == theirs
        assert again.result == game.result and again.to_act() == game.to_act()
        assert again.record() == game.record()


@each_game()
def test_replay_of_every_prefix_reproduces_the_game_so_far(game: str) -> None:
    players = fewest_players(game)
    played = jl.new_game(game, players=players, seed=11)
    agent = RandomAgent(11)
    while not played.over:
        again = jl.replay(played.record().to_json())
        assert again.log == played.log and again.to_act() == played.to_act()
        assert all(again.legal_actions(s) == played.legal_actions(s) for s in range(players))
        for seat in played.to_act():
            played.act(seat, agent.choose(None, played.legal_actions(seat)))


@each_game()
def test_replay_accepts_the_japanese_title_as_variant(game: str) -> None:
    mine = next(g for g in PLAYED if g.variant == game)
    record = json.loads(mine.record().to_json())
    record["variant"] = jl.lookup(game).title_ja
    assert jl.replay(json.dumps(record)).log == mine.log


@pytest.mark.parametrize("game", PLAYED[1 :: len(PLAYED) // len(GAMES)], ids=lambda g: g.variant)
def test_a_record_without_digest_still_replays(game: Game) -> None:
    record = json.loads(game.record().to_json())
    record["digest"] = None
    assert jl.replay(json.dumps(record)).log == game.log


# ----- malformed input ----------------------------------------------------------------------------
@given(st.text())
def test_arbitrary_text_is_an_invalid_record(text: str) -> None:
    assert_invalid(text)


@given(st.binary())
def test_arbitrary_bytes_are_an_invalid_record(data: bytes) -> None:
    assert_invalid(data)


@given(json_values)
def test_arbitrary_json_is_an_invalid_record(value: Any) -> None:
    assert_invalid(json.dumps(value))


@pytest.mark.parametrize("value", [None, 42, 3.5, ["format"], {"format": "x"}, object()])
def test_replay_of_something_that_is_no_record_is_invalid(value: Any) -> None:
    assert_invalid(value)


def test_absurdly_nested_json_is_an_invalid_record() -> None:
    assert_invalid("[" * 100_000 + "]" * 100_000)


@given(records, st.sets(st.sampled_from(KEYS), min_size=1))
def test_missing_keys_make_an_invalid_record(record: dict, missing: set[str]) -> None:
    for key in missing:
        del record[key]
    assert_invalid(json.dumps(record))


@given(records, st.text(max_size=10), json_values)
def test_extra_keys_make_an_invalid_record(record: dict, key: str, value: Any) -> None:
    assume(key not in KEYS)
    record[key] = value
    assert_invalid(json.dumps(record))


@given(records, st.sampled_from(KEYS), json_values)
def test_any_changed_top_level_value_makes_an_invalid_record(record: dict, key: str, value: Any) -> None:
    """Wrong types, another format, a mangled action list, another seed, another
    digest: whatever the new value, unless it describes the same game, the record no
    longer replays."""
    assume(not equivalent(record, key, value))
    record[key] = value
    assert_invalid(json.dumps(record))


@given(records, st.integers())
def test_tampered_seed_makes_an_invalid_record(record: dict, seed: int) -> None:
    """The seed decides the shuffle, so another seed plays another game."""
    assume(not equivalent(record, "seed", seed))
    record["seed"] = seed
    assert_invalid(json.dumps(record))


@given(records, st.text(max_size=30))
def test_wrong_digest_makes_an_invalid_record(record: dict, digest: str) -> None:
    assume(digest != record["digest"])
    record["digest"] = digest
    assert_invalid(json.dumps(record))


@given(records, st.text(max_size=20))
def test_unknown_variant_makes_an_invalid_record(record: dict, variant: str) -> None:
    assume(variant not in VARIANTS and variant not in ALIASES)
    record["variant"] = variant
    assert_invalid(json.dumps(record))


@given(records, st.data(), json_values)
def test_bad_or_changed_setup_makes_an_invalid_record(record: dict, data: st.DataObject, value: Any) -> None:
    """Any other value of a setup option (or an unknown option, or a seed inside the
    setup) either is not a valid setup or plays a different game."""
    variant = record["variant"]
    key = data.draw(st.sampled_from([*defaults(variant), "seed", "colour"]))
    changed = {**record["setup"], key: value}
    assume(not same_setup(record, changed))
    record["setup"] = changed
    assert_invalid(json.dumps(record))


def valid_values(variant: str, players: int) -> dict[str, list[Any]]:
    """Values each option of ``variant`` takes in a valid setup of ``players`` (its
    conformance setups, seeds 0 to 11), and its other player counts."""
    values: dict[str, list[Any]] = {"players": list(jl.lookup(variant).players)}
    for seed in range(12):
        for key, value in conformance(variant).setup(seed, players).items():
            values.setdefault(key, []).append(value)
    return values


@given(records, st.data())
def test_valid_but_different_setup_makes_an_invalid_record(record: dict, data: st.DataObject) -> None:
    """A setup that is valid on its own (a value the game's conformance setups give an
    option, another player count) still fails: the actions or the digest no longer fit."""
    values = valid_values(record["variant"], record["setup"]["players"])
    key = data.draw(st.sampled_from(sorted(values)))
    value = data.draw(st.sampled_from(values[key]))
    changed = {**record["setup"], key: value}
    assume(not same_setup(record, changed))
    record["setup"] = changed
    assert_invalid(json.dumps(record))


@given(st.sampled_from(range(len(RECORDS))), st.data())
def test_tampered_actions_make_an_invalid_record(which: int, data: st.DataObject) -> None:
    """Another legal choice, a dropped, repeated or reordered action, a wrong seat,
    mangled text: the digest or the rules catch it."""
    record = json.loads(json.dumps(RECORDS[which]))
    actions = record["actions"]
    how = data.draw(st.sampled_from(["other legal choice", "drop", "repeat", "swap", "seat", "text", "truncate"]))
    i = data.draw(st.integers(0, len(actions) - 1))
    if how == "other legal choice":
        assume(ALTERNATIVES[which])
        i, others = data.draw(st.sampled_from(ALTERNATIVES[which]))
        actions[i][1] = data.draw(st.sampled_from(others))
    elif how == "drop":
        del actions[i]
    elif how == "repeat":
        actions.insert(i, list(actions[i]))
    elif how == "swap":
        j = data.draw(st.integers(0, len(actions) - 1))
        # one seat's choices in another order (the order of simultaneous votes by
        # different seats does not matter: that would still be the same game)
        assume(actions[i][0] == actions[j][0] and actions[i][1] != actions[j][1])
        actions[i], actions[j] = actions[j], actions[i]
    elif how == "seat":
        seat = data.draw(st.integers(-(2**70), 2**70))
        assume(seat != actions[i][0])
        actions[i][0] = seat
    elif how == "text":
        text = data.draw(st.text(max_size=40))
        assume(text != actions[i][1])
        actions[i][1] = text
    else:
        del actions[i:]
    assert_invalid(json.dumps(record))


@settings(max_examples=30)
@given(st.sampled_from(range(len(RECORDS))), st.text(min_size=1, max_size=30), st.integers(-5, 5))
def test_actions_appended_after_the_end_make_an_invalid_record(which: int, text: str, seat: int) -> None:
    record = json.loads(json.dumps(RECORDS[which]))
    record["actions"].append([seat, text])
    assert_invalid(json.dumps(record))


# ----- the setup holds the variant's own options, nothing else -----------------------------------
def options(variant: str) -> set[str]:
    """The options a record of ``variant`` may hold in its setup (``new_game``'s keywords but the seed)."""
    return set(jl.lookup(variant).keywords) - {"seed"}


@pytest.mark.parametrize("key", ["variant", "seed", "colour", "Players", "format"])
@pytest.mark.parametrize("value", [GAMES[0], None, 3])
def test_a_setup_key_that_is_not_an_option_makes_an_invalid_record(key: str, value: Any) -> None:
    """A 'variant' (or 'seed', or any other name) in the setup is refused as a record
    error, from JSON and from a GameRecord alike, never as a TypeError."""
    data = json.loads(json.dumps(RECORDS[0]))
    data["setup"][key] = value
    assert_invalid(json.dumps(data))
    record = GameRecord.from_json(RECORDS_JSON[0])
    assert_invalid(GameRecord(record.variant, {**record.setup, key: value}, record.seed, record.actions, record.digest))


@each_game()
def test_the_error_names_the_options_a_record_may_hold(game: str) -> None:
    record = next(g for g in PLAYED if g.variant == game).record()
    bad = GameRecord(record.variant, {**record.setup, "variant": game}, record.seed, record.actions)
    allowed = ", ".join(k for k in jl.lookup(game).keywords if k != "seed")
    assert allowed.startswith("players, ") and len(allowed.split(", ")) == len(options(game))
    with pytest.raises(InvalidRecord, match=re.escape(f"unknown option(s) 'variant' for {game}; allowed: {allowed}")):
        jl.replay(bad)
    with pytest.raises(InvalidRecord, match="the seed belongs at the top level"):
        jl.replay(GameRecord(record.variant, {**record.setup, "seed": 1}, record.seed, record.actions))


@given(records, st.text(max_size=12), json_values)
def test_any_setup_key_that_is_not_an_option_makes_an_invalid_record(record: dict, key: str, value: Any) -> None:
    assume(key not in options(record["variant"]))
    record["setup"][key] = value
    assert_invalid(json.dumps(record))


@pytest.mark.parametrize("setup", [[("players", 4)], "players=4", None, 4])
def test_a_setup_that_is_not_a_mapping_makes_an_invalid_record(setup: Any) -> None:
    record = FIRST.record()
    assert_invalid(GameRecord(record.variant, setup, record.seed, record.actions, record.digest))


def test_a_record_of_an_unknown_variant_with_any_setup_is_invalid() -> None:
    record = FIRST.record()
    assert_invalid(GameRecord("chess", {"variant": "chess"}, record.seed, record.actions, record.digest))


# ----- a live table's record names its students (issue 37) ---------------------------------------
def test_a_records_names_go_through_json_and_out_of_the_digest() -> None:
    record = with_names(FIRST.record(), {2: "はると", 0: "<b>Aiko</b>"})
    assert record.names == {0: "<b>Aiko</b>", 2: "はると"}  # in seat order
    data = json.loads(record.to_json())
    assert data["names"] == {"0": "<b>Aiko</b>", "2": "はると"}
    again = GameRecord.from_json(record.to_json())
    assert again == record and jl.replay(again).record().digest == record.digest  # the game is the same
    data["names"]["0"] = "Ren"  # the names are no part of the game: its digest does not cover them
    assert jl.replay(json.dumps(data)).record() == FIRST.record()
    assert "names" not in json.loads(FIRST.record().to_json())  # a game's own record stays as it was
    assert with_names(FIRST.record(), {}) == FIRST.record()


@pytest.mark.parametrize(
    ("names", "message"),
    [
        (["Aiko"], "'names' must map seats to nicknames"),
        ({"a": "Aiko"}, "'names' has the key 'a'"),
        ({"-1": "Aiko"}, "'names' has the key '-1'"),
        ({"0": ""}, "'names' gives seat 0 ''"),
        ({"0": 3}, "'names' gives seat 0 3"),
        ({"0": "x" * 65}, "1 to 64 characters"),
        (
            {str(FIRST.players + 5): "Aiko"},
            f"'names' names seat {FIRST.players + 5}; the seats are 0 to {FIRST.players - 1}",
        ),
    ],
)
def test_bad_names_make_an_invalid_record(names: Any, message: str) -> None:
    data = {**RECORDS[0], "names": names}
    with pytest.raises(InvalidRecord, match=re.escape(message)):
        jl.replay(json.dumps(data))
