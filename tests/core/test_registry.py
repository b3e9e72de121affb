"""One registration per game (``jinro_lab.core.registry``): lookup by id or title,
lazy loading, the option check of ``new_game``, side names, and the older names
that read the registry. Tested with every registered game and with a throwaway game
registered and removed here (a game's own registration: its folder's
``test_registration.py``); nothing depends on another game's modules being importable."""

from __future__ import annotations

import ast
import importlib
import inspect
import re
import subprocess
import sys
import types
from dataclasses import dataclass, fields, replace
from pathlib import Path
from typing import Any

import pytest
from games import GAMES, a_game, each_game, fewest_players

import jinro_lab as jl
import jinro_lab.variants as variants
from jinro_lab.core import i18n, options, registry
from jinro_lab.core.engine import Flow, Game
from jinro_lab.core.errors import InvalidSetup
from jinro_lab.core.events import Chance
from jinro_lab.core.i18n import side_name
from jinro_lab.core.registry import VariantInfo

CORE = Path(registry.__file__).parent


# ----- a throwaway game: a coin toss, in a module that exists only during a test -------
class CoinGame(Game):
    """Seat 0 calls heads or tails; the toss decides who wins."""

    variant = "coin_toss"

    def __init__(self, players: int = 2, seed: int | None = None, bias: str = "fair"):
        if players != 2:
            raise InvalidSetup(f"players must be 2, got {players!r}")
        super().__init__(players, seed, {"players": players, "bias": bias})

    def _flow(self) -> Flow:
        call = yield self.ask_one(0, "call", ("heads", "tails"))
        toss = self.rng.choice(("heads", "tails"))
        self.emit(Chance("toss", toss))
        if call == toss:
            self.finish(frozenset({0}), "caller", "COIN-1: the call was right")
        self.finish(frozenset({1}), "tosser", "COIN-2: the call was wrong")

    def _view(self, seat: int | None) -> Any:
        return None


@dataclass(frozen=True)
class CoinOptions:
    players: int = options.players_option(2, (2,), "COIN-0")
    bias: str = options.choice("fair", ("fair",), "COIN-0", "the coin")


class CoinAgent:
    def __init__(self, seed: int | None = None):
        self.seed = seed


def coin_setup(players: int) -> dict[str, int]:
    return {"fair coin": 1, "caller": players - 1}


COIN = VariantInfo(
    id="coin_toss",
    title_ja="コイン投げ",
    game="coin_toss_module:CoinGame",
    options="coin_toss_module:CoinOptions",
    players=(2,),
    sides={"caller": ("caller", "宣言者"), "tosser": ("tosser", "投げ手")},
    spec="coin_toss.md",
    default_setups="coin_toss_module:coin_setup",
    renderer="coin_toss_module",
    heuristic="coin_toss_module:CoinAgent",
    summary_columns=(),
)


@pytest.fixture
def coin(monkeypatch: pytest.MonkeyPatch):
    """The coin game, registered for one test (and its module importable), then removed."""
    module = types.ModuleType("coin_toss_module")
    module.CoinGame = CoinGame  # type: ignore[attr-defined]
    module.CoinAgent = CoinAgent  # type: ignore[attr-defined]
    module.CoinOptions = CoinOptions  # type: ignore[attr-defined]
    module.coin_setup = coin_setup  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "coin_toss_module", module)
    info = registry.register(COIN)
    yield info
    registry.unregister("coin_toss")
    for ref in [ref for ref in registry._LOADED if ref.startswith("coin_toss_module:")]:
        del registry._LOADED[ref]


# ----- every game's registration --------------------------------------------------------------
@each_game()
def test_a_game_is_found_by_id_and_title(game: str):
    info = registry.lookup(game)
    assert registry.lookup(info.title_ja) is info is jl.VARIANTS[game] is jl.lookup(game)
    assert info.id == game and registry.variant_id(info.title_ja) == game
    assert info in registry.variants()


@each_game("hidden", "catalogue")
def test_each_game_registers_its_hidden_model_and_action_list_with_itself(game: str):
    """One registration per game: the analysis and interop layers find a game's model of
    hidden information and its action list through the registry, in the game's folder."""
    from jinro_lab.analysis.belief import HIDDEN_MODULES, hidden_model
    from jinro_lab.interop.catalogue import CATALOGUES, catalogue

    info = registry.lookup(game)
    assert info.hidden == f"jinro_lab.variants.{game}.hidden" == HIDDEN_MODULES[game]
    assert hidden_model(game) is importlib.import_module(info.hidden).HIDDEN
    assert info.catalogue is not None and info.catalogue.startswith(f"jinro_lab.variants.{game}.")
    assert CATALOGUES[game] is registry.load(info.catalogue)
    assert catalogue(jl.new_game(game, seed=1))


@each_game("renderer", "heuristic")
def test_a_games_lazy_references_resolve(game: str):
    info = registry.lookup(game)
    assert registry.game_class(game) is registry.load(info.game)
    assert registry.options_class(info.title_ja) is registry.load(info.options)
    assert info.renderer is not None and registry.renderer(game) is importlib.import_module(info.renderer)
    agent = registry.heuristic_agent(game, seed=3)
    assert info.heuristic is not None and isinstance(agent, registry.load(info.heuristic))


@each_game()
def test_a_games_summary_columns_are_its_summary_keys(game: str):
    played = jl.new_game(game, players=fewest_players(game), seed=4)
    assert tuple(played.summary()) == registry.lookup(game).summary_columns


def test_every_default_setup_is_role_counts():
    """One return type for every game: role (or card) id -> copies; a seat each (and its
    centre cards), or a deck of its own, the same cards for every count (the 16 cards of
    NEM-01: that game's folder, ``test_registration.py``)."""
    for info in registry.variants():
        totals = {}
        for players in info.players:
            counts = registry.default_setup(info.id, players)
            assert type(counts) is dict and counts, (info.id, players)
            assert set(counts) <= set(registry.role_ids(info.id)), (info.id, players)
            assert all(type(n) is int and n > 0 for n in counts.values()), (info.id, players)
            totals[players] = sum(counts.values())
        seats = {players: players + info.centre_cards for players in info.players}
        own_deck = len(set(totals.values())) == 1 and min(totals.values()) >= max(seats.values())
        assert totals == seats or own_deck, (info.id, totals)
        beyond = max(info.players) + 1
        counts_allowed = ", ".join(map(str, info.players))
        with pytest.raises(InvalidSetup, match=f"{counts_allowed} players, not {beyond}"):
            registry.default_setup(info.id, beyond)


def _importable_games() -> list[tuple[VariantInfo, type[Game]]]:
    """The registered games whose modules import now (another game may be half written)."""
    found = []
    for info in registry.variants():
        try:
            found.append((info, registry.game_class(info.id)))
        except ImportError:
            continue
    return found


def test_every_importable_game_matches_its_registration():
    """The contract: the registered keywords are the game class's parameters, in
    order; the class's ``variant`` is the id; every option of ``Options`` is a keyword."""
    checked = _importable_games()
    assert set(GAMES) <= {info.id for info, _ in checked}  # the kit's own games import
    for info, cls in checked:
        assert tuple(inspect.signature(cls).parameters) == info.keywords, info.id
        assert cls.variant == info.id
        options = registry.options_class(info.id)
        assert {f.name for f in fields(options)} <= set(info.keywords), info.id


def test_spec_files_exist_where_the_specs_are_kept():
    rules = Path(__file__).resolve().parents[3] / "shared" / "rules"
    if not rules.is_dir():
        pytest.skip(f"no rules directory at {rules}")
    for info in registry.variants():
        assert (rules / info.spec).is_file(), info.spec


# ----- new_game checks option names against the registration ----------------------------
@each_game()
def test_unknown_options_are_refused_naming_the_allowed_ones(game: str):
    allowed = ", ".join(registry.lookup(game).keywords)
    with pytest.raises(InvalidSetup, match=re.escape(f"unknown option(s) 'colour' for {game}; allowed: {allowed}")):
        jl.new_game(game, colour="red")


def test_variant_as_an_option_is_an_invalid_setup_not_a_type_error():
    game = a_game()
    with pytest.raises(InvalidSetup, match="'variant'"):
        jl.new_game(game, variant=game)
    with pytest.raises(InvalidSetup, match="unknown variant"):
        jl.new_game([game])  # type: ignore[arg-type]


@each_game()
def test_option_values_are_still_checked_by_the_game(game: str):
    """A player count the game does not allow is refused citing its rule."""
    with pytest.raises(InvalidSetup, match=registry.option_table(game)["players"].rule):
        jl.new_game(game, players=max(registry.lookup(game).players) + 1)


def test_new_game_does_not_inspect_signatures():
    """The allowed names come from the registration (new_game runs once per simulated game)."""
    source = inspect.getsource(registry)
    assert "signature" not in source


# ----- a throwaway registration ---------------------------------------------------------------
def test_a_registered_game_is_playable_replayable_and_listed(coin: VariantInfo):
    for name in ("coin_toss", "コイン投げ"):
        game = jl.new_game(name, seed=5)
        assert isinstance(game, CoinGame)
    game.act(0, "heads")
    assert game.over
    assert jl.replay(game.record().to_json()).log == game.log  # replay finds it in the core registry
    assert registry.default_setup("coin_toss", 2) == {"fair coin": 1, "caller": 1}
    assert registry.options_class("coin_toss") is CoinOptions
    assert isinstance(registry.heuristic_agent("コイン投げ", seed=1), CoinAgent)
    assert registry.renderer("coin_toss") is sys.modules["coin_toss_module"]
    assert jl.VARIANTS["coin_toss"] is coin and variants.ALIASES["コイン投げ"] == "coin_toss"
    assert variants.RENDERERS["coin_toss"] == "coin_toss_module"
    assert variants.HEURISTICS["coin_toss"] == "coin_toss_module:CoinAgent"
    assert side_name("caller", "ja", "coin_toss") == "宣言者" and side_name("caller", "en", "コイン投げ") == "caller"
    with pytest.raises(InvalidSetup, match="allowed: players, seed, bias"):
        jl.new_game("coin_toss", deck=[])


def test_a_record_with_options_of_another_game_is_invalid(coin: VariantInfo):
    variant = a_game()
    game = jl.new_game(variant, players=fewest_players(variant), seed=1)
    record = game.record()
    other = jl.GameRecord("coin_toss", record.setup, record.seed, record.actions, record.digest)
    foreign = next(name for name in record.setup if name not in registry.lookup("coin_toss").keywords)
    with pytest.raises(jl.InvalidRecord, match=rf"unknown option.*'{foreign}'.*for coin_toss"):
        jl.replay(other)


def test_unregistering_removes_every_trace():
    info = registry.register(replace(COIN, id="coin_toss_2", title_ja="コイン投げ2"))
    assert "coin_toss_2" in jl.VARIANTS and "コイン投げ2" in variants.ALIASES
    assert registry.unregister("コイン投げ2") is info
    assert "coin_toss_2" not in jl.VARIANTS and "コイン投げ2" not in variants.ALIASES
    assert "coin_toss_2" not in variants.RENDERERS and info not in registry.variants()
    with pytest.raises(InvalidSetup, match="unknown variant 'coin_toss_2'"):
        jl.new_game("coin_toss_2")


def test_registering_twice(coin: VariantInfo):
    assert registry.register(replace(COIN)) is coin  # the same registration again: nothing happens
    with pytest.raises(ValueError, match="already registered"):
        registry.register(replace(COIN, players=(2, 3)))
    with pytest.raises(ValueError, match="already the title of 'coin_toss'"):
        registry.register(replace(COIN, id="another"))
    with pytest.raises(jl.InvalidArgument, match="register\\(\\) takes a VariantInfo"):
        registry.register({"id": "coin"})  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        ({"id": "coin toss"}, "id must be an identifier"),
        ({"game": "coin_toss_module.CoinGame"}, "game must be 'module:attr'"),
        ({"players": ()}, "players must be positive"),
        ({"sides": {"caller": ("caller",)}}, "sides maps a side id"),
        ({"spec": "coin.txt"}, "spec must be the name of a .md file"),
        ({"default_setups": {3: {"coin": 1}}}, "player counts [3]"),
        ({"renderer": "coin_toss_module:render"}, "renderer must be a module name"),
        ({"hidden": "coin_toss_module:HIDDEN"}, "hidden must be a module name"),
        ({"catalogue": "coin_toss_module.actions"}, "catalogue must be 'module:function'"),
        ({"roles": "coin_toss_module"}, "roles must be 'module:attr' of a RoleBook"),
    ],
)
def test_a_malformed_registration_says_what_is_wrong(change: dict[str, Any], problem: str):
    with pytest.raises(ValueError, match=f"invalid registration of .*{re.escape(problem)}"):
        replace(COIN, **change)


def test_a_game_without_renderer_or_agent(coin: VariantInfo):
    registry.unregister("coin_toss")
    registry.register(replace(COIN, renderer=None, heuristic=None))
    missing = r"does not declare a renderer .*VariantInfo.renderer is None\): writing and drawing a view needs it"
    with pytest.raises(InvalidSetup, match=missing):
        registry.renderer("coin_toss")
    with pytest.raises(InvalidSetup, match=r"\(coin_toss\) does not declare a heuristic agent \(VariantInfo.heuristic"):
        registry.heuristic_agent("coin_toss")
    assert "coin_toss" not in variants.RENDERERS and "coin_toss" not in variants.HEURISTICS


# ----- sides belong to the variants ------------------------------------------------------------
def test_side_names_come_from_the_registrations():
    infos = registry.variants()
    every = {side for info in infos for side in info.sides}
    assert not every & set(i18n._COMMON.table)  # no game's side is a common word
    for info in infos:
        for side, (en, ja) in info.sides.items():
            assert side_name(side, "ja", info.id) == side_name(side, "ja", info.title_ja) == ja
            assert side_name(side, "en", info.id) == en
            if [other for other in infos if side in other.sides] == [info]:
                assert side_name(side, "ja") == ja  # without a variant: the game that has it
        foreign = sorted(every - set(info.sides))
        assert foreign and all(side_name(side, "ja", info.id) == side for side in foreign)  # not a side of it
        assert side_name("nobody", "ja", info.id) == "勝者なし"


# ----- the older names and a light import ------------------------------------------------------
def test_older_names_read_the_registry():
    assert jl.new_game is variants.new_game is registry.new_game
    assert variants.game_class is registry.game_class and variants.variant_id is registry.variant_id
    assert variants.renderer is registry.renderer and variants.heuristic_agent is registry.heuristic_agent
    assert jl.VARIANTS is variants.VARIANTS and set(jl.VARIANTS) >= set(GAMES)
    infos = [registry.lookup(game) for game in GAMES]
    assert dict(variants.ALIASES).items() >= {info.title_ja: info.id for info in infos}.items()
    for info in infos:
        assert variants.RENDERERS[info.id] == info.renderer and variants.HEURISTICS[info.id] == info.heuristic
        assert info.id in repr(variants.ALIASES)
    assert len(variants.ALIASES) == len(jl.VARIANTS)
    from jinro_lab.agents import heuristic_agent

    assert heuristic_agent is registry.heuristic_agent


def test_the_core_imports_nothing_from_the_variants():
    """The core keeps the registry; the variants register in it, never the reverse."""
    for path in CORE.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                name = "." * node.level + (node.module or "")
                assert "variants" not in name, f"{path.name} imports {name}"
            elif isinstance(node, ast.Import):
                assert not any("variants" in a.name for a in node.names), path.name


def test_importing_the_package_imports_registrations_only():
    code = (
        "import sys, jinro_lab\n"
        "heavy = {'matplotlib', 'pandas', 'ipywidgets', 'networkx'} & set(sys.modules)\n"
        "games = [m for m in sys.modules if m.startswith('jinro_lab.variants.') and m.count('.') > 2]\n"
        "assert not heavy and not games, (heavy, games)\n"
        f"assert {set(GAMES)!r} <= set(jinro_lab.VARIANTS)\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
