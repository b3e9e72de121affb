"""Every variant as an OpenSpiel Python game (issue 11 item 6): ``python_jinro_<variant>``.

Importing this module imports ``pyspiel`` and registers one game per variant of
``jinro_lab.VARIANTS`` with ``pyspiel.register_game``, so
``pyspiel.load_game("python_jinro_nemuranai", {"players": 4})`` works; the entry
point is :func:`jinro_lab.interop.openspiel_game`.

The game
--------
* **Sequential**, imperfect information, general sum. Returns are 1 for each
  winning seat and 0 for the others (a win probability when averaged). Turns,
  action ids and observations are those of :class:`jinro_lab.interop.encoding.Table`:
  a simultaneous decision of the engine is taken one seat at a time (the first of
  ``game.to_act()``), and no seat sees an earlier chooser's choice before the
  decision completes, as at the table.
* **Chance, explicit**: the engine draws every chance outcome (the deal, the first
  player, lots, the order of an open vote) from one RNG seeded at the start. The
  game's single chance node is therefore the first one: it draws the engine seed
  uniformly among ``seeds`` outcomes (parameter, default 4096), outcome ``i`` being
  exactly the kit game ``jinro_lab.new_game(variant, seed=i, players=..., **options)``;
  everything after it is deterministic given the seed and the actions. So the game
  is an honest mixture over ``seeds`` seeded games (every deal the engine can make
  from those seeds, each with probability ``1/seeds``), and histories replay and
  serialize with OpenSpiel's default, action by action.
* **Actions**: ``num_distinct_actions`` is the setup's action list plus ``overflow``
  ids (:class:`jinro_lab.interop.encoding.ActionIndex`): a listed action has one id
  in every game of the setup; an unlisted one (an open word other than the listed
  samples) its place among the decision's unlisted options.
* **Observations** from ``game.view(seat)`` only: the observation string is the
  view's ``repr``; the information state adds the seat's own actions (perfect
  recall); tensors are hashed bags of those facts (``features`` long). Before the
  chance node a seat sees only that the game has not started (a zero tensor).
* **Length**: a game that reaches ``max_game_length`` decisions ends without
  winners (the kit's games end far sooner: see ``benchmarks/interop_speed.py``).
* :meth:`JinroState.resample_from_infostate` draws a world consistent with a seat's
  view from ``jinro_lab.analysis.belief.sample_worlds`` (other seats modelled as
  uniform random players), for OpenSpiel's Python ``ISMCTSBot``.

Parameters: ``players`` (the variant's smallest count by default), ``options`` (the
variant's other ``new_game`` options as a JSON object), ``seeds``, ``overflow``,
``features``, ``max_game_length``, ``resample_worlds``.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Mapping
from typing import Any, ClassVar

import numpy as np
import pyspiel

from ..core.engine import Game
from ..core.errors import JinroError
from ..core.registry import VARIANTS, lookup
from .encoding import FEATURES, MAX_GAME_LENGTH, OVERFLOW, Table

__all__ = ["GAME_CLASSES", "GAME_PREFIX", "SEEDS", "JinroGame", "JinroObserver", "JinroState", "game_name", "load"]

#: the registered names are ``GAME_PREFIX + variant``
GAME_PREFIX = "python_jinro_"
#: default number of engine seeds the chance node draws among
SEEDS = 4096
#: default number of worlds drawn from the sampler per resample (weighted, then one is picked)
RESAMPLE_WORLDS = 16


def game_name(variant: str) -> str:
    """The registered OpenSpiel name of ``variant`` (an id or a Japanese title)."""
    return GAME_PREFIX + lookup(variant).id


def _game_type(variant: str) -> pyspiel.GameType:
    info = VARIANTS[variant]
    return pyspiel.GameType(
        short_name=GAME_PREFIX + variant,
        long_name=f"jinro_lab {variant} ({info.title_ja})",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=max(info.players),
        min_num_players=min(info.players),
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={
            "players": min(info.players),
            "options": "{}",
            "seeds": SEEDS,
            "overflow": OVERFLOW,
            "features": FEATURES,
            "max_game_length": MAX_GAME_LENGTH,
            "resample_worlds": RESAMPLE_WORLDS,
        },
    )


class JinroGame(pyspiel.Game):
    """One variant and setup as an OpenSpiel game (see the module docstring); each
    variant has its subclass in :data:`GAME_CLASSES`."""

    variant: ClassVar[str]
    game_type: ClassVar[pyspiel.GameType]

    def __init__(self, params: Mapping[str, Any] | None = None):
        variant, game_type = self.variant, self.game_type
        spec = {**game_type.parameter_specification, **dict(params or {})}
        params = {k: spec[k] for k in game_type.parameter_specification}
        try:
            options = json.loads(params["options"]) if isinstance(params["options"], str) else params["options"]
        except json.JSONDecodeError as exc:
            raise JinroError(f"options must be a JSON object of {variant}'s new_game options: {exc}") from None
        if not isinstance(options, dict):
            raise JinroError(f"options must be a JSON object of {variant}'s new_game options, got {options!r}")
        self.table = Table(
            variant,
            int(params["players"]),
            options,
            overflow=int(params["overflow"]),
            feature_size=int(params["features"]),
            max_game_length=int(params["max_game_length"]),
        )
        self.seeds = int(params["seeds"])
        self.resample_worlds = int(params["resample_worlds"])
        if self.seeds < 1 or self.resample_worlds < 1:
            raise JinroError(f"seeds and resample_worlds must be positive, got {self.seeds}, {self.resample_worlds}")
        info = pyspiel.GameInfo(
            num_distinct_actions=self.table.actions.size,
            max_chance_outcomes=self.seeds,
            num_players=self.table.players,
            min_utility=0.0,
            max_utility=1.0,
            utility_sum=None,
            max_game_length=self.table.max_game_length,
        )
        super().__init__(game_type, info, params)

    def new_initial_state(self) -> JinroState:
        """The chance node that draws the engine seed."""
        return JinroState(self)

    def make_py_observer(
        self, iig_obs_type: pyspiel.IIGObservationType | None = None, params: Mapping[str, Any] | None = None
    ) -> JinroObserver:
        """A seat's observation (``perfect_recall``: its information state)."""
        if params:
            raise JinroError(f"observer parameters are not supported, got {dict(params)!r}")
        if iig_obs_type is not None and iig_obs_type.private_info != pyspiel.PrivateInfoType.SINGLE_PLAYER:
            raise JinroError("only a seat's own observation is supported (private_info=SINGLE_PLAYER)")
        perfect_recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        return JinroObserver(self.table, perfect_recall)


class JinroState(pyspiel.State):
    """A position: before the seed is drawn (``game`` is ``None``), or a kit game.

    ``game`` is the kit game itself (``state.game.view(seat)``, ``state.game.record()``);
    OpenSpiel's ``clone()`` copies it by replaying its actions (``Game.clone``).
    """

    def __init__(self, game: JinroGame):
        super().__init__(game)
        self.table = game.table
        self.seeds = game.seeds
        self.resample_worlds = game.resample_worlds
        self.resampled = 0  # how many times this state was resampled (seeds the next)
        self.game: Game | None = None

    def current_player(self) -> int:
        if self.game is None:
            return int(pyspiel.PlayerId.CHANCE)
        seat = self.table.current(self.game)
        return int(pyspiel.PlayerId.TERMINAL) if seat is None else seat

    def _legal_actions(self, player: int) -> list[int]:
        assert self.game is not None
        return [i for i, _ in self.table.pairs(self.game, player)]

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The engine seeds ``0..seeds-1``, each with probability ``1/seeds``."""
        p = 1.0 / self.seeds
        return [(i, p) for i in range(self.seeds)]

    def _apply_action(self, action: int) -> None:
        if self.game is None:
            if not 0 <= action < self.seeds:
                raise JinroError(f"the chance outcome is an engine seed 0..{self.seeds - 1}, got {action}")
            self.game = self.table.new(int(action))
            return
        self.table.act(self.game, self.current_player(), int(action))

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"engine seed {action}"
        if self.game is not None and player == self.current_player():
            for i, a in self.table.pairs(self.game, player):
                if i == action:
                    return str(a)
        return self.table.actions.name(action)

    def is_terminal(self) -> bool:
        return self.game is not None and self.table.current(self.game) is None

    def returns(self) -> list[float]:
        if self.game is None:
            return [0.0] * self.table.players
        return self.table.returns(self.game)

    def __str__(self) -> str:
        if self.game is None:
            return "chance: the engine seed is not drawn yet"
        return repr(self.game.view(None))

    def resample_from_infostate(self, player_id: int, probability_sampler: Callable[[], float]) -> JinroState:
        """A state whose information state for ``player_id`` is this one's, drawn
        from the posterior given it (other seats as uniform random players).

        ``jinro_lab.analysis.belief.sample_worlds`` draws :attr:`resample_worlds`
        worlds (the deal and the hidden choices; exact enumeration where it can, else
        importance sampling; four times the tries again if none agreed) and one is
        picked in proportion to its weight. The draws come from a seed made of the
        state's history, the player and how often this state was resampled, not from
        ``probability_sampler``: OpenSpiel's Python ``ISMCTSBot`` passes an unseeded
        one, and a kit game played by a seeded bot must replay the same. The worlds come from the
        engine's whole seed range, i.e. the limit of many ``seeds``. Seats that
        choose before ``player_id``'s turn in a decision under way are then given
        uniform random choices (hidden from it), so the turn order agrees. The new
        state's ``history()`` is this state's (OpenSpiel cannot set it); its game,
        ``state.game``, is the world (replayable from ``state.game.record()``).
        Raises :class:`JinroError` for a variant without a hidden model. Each call
        runs the sampler, so give OpenSpiel's ``ISMCTSBot`` a ``max_world_samples``
        (it then reuses that many worlds per search).
        """
        from ..analysis.belief import sample_worlds

        state = self.clone()
        if self.game is None or self.game.over:
            return state
        seed = hash((tuple(self.history()), player_id, self.resampled)) & (2**62 - 1)
        self.resampled += 1
        n = self.resample_worlds
        worlds = sample_worlds(self.game, player_id, n=n, seed=seed)
        if not worlds.games:
            worlds = sample_worlds(self.game, player_id, n=n, seed=seed + 1, max_attempts=200 * n)
        if not worlds.games:
            raise JinroError(
                f"no world agreeing with seat {player_id}'s view was found in {worlds.attempts} attempts; "
                "raise resample_worlds"
            )
        pick = random.Random(seed).random()
        cumulative = 0.0
        world = worlds.games[-1]
        for candidate, weight in zip(worlds.games, worlds.weights, strict=True):
            cumulative += weight
            if pick < cumulative:
                world = candidate
                break
        world = world.clone()  # the sampler's worlds may be shared by its other results
        _catch_up(self.table, world, self.current_player(), player_id, seed)
        state.game = world
        return state


def _catch_up(table: Table, world: Game, current: int, viewer: int, seed: int) -> None:
    """In a decision under way, give the seats before ``current`` (not ``viewer``)
    uniform random choices, never completing the decision, so that ``world`` has the
    same seat to act as the state it was sampled for (when that seat chooses in it)."""

    rng = random.Random(seed)
    while True:
        pending = world.to_act()
        seat = table.current(world)
        if seat is None or seat == viewer or seat >= current or len(pending) < 2:
            return
        legal = table.legal(world, seat)
        world.act(seat, legal[rng.randrange(len(legal))])


class JinroObserver:
    """OpenSpiel's Python observer protocol: ``tensor``, ``dict``, ``set_from``, ``string_from``."""

    def __init__(self, table: Table, perfect_recall: bool):
        self.table = table
        self.perfect_recall = perfect_recall
        self.tensor = np.zeros(table.feature_size, np.float32)
        self.dict = {"features": self.tensor}

    def set_from(self, state: JinroState, player: int) -> None:
        game = state.game
        if game is None:
            self.tensor.fill(0.0)
        else:
            self.tensor[:] = self.table.features(game, player, self.perfect_recall)

    def string_from(self, state: JinroState, player: int) -> str:
        game = state.game
        if game is None:
            return f"seat {player}: the game has not started"
        if self.perfect_recall:
            return self.table.information_state_string(game, player)
        return self.table.observation_string(game, player)


def load(variant: str, **options: Any) -> JinroGame:
    """The registered game of ``variant`` with ``players`` and the variant's other
    options (and this module's parameters ``seeds``, ``overflow``, ``features``,
    ``max_game_length``, ``resample_worlds``)."""
    info = lookup(variant)
    params: dict[str, Any] = {k: options.pop(k) for k in list(options) if k in _OWN_PARAMS}
    params["options"] = json.dumps(options, sort_keys=True)
    game = pyspiel.load_game(GAME_PREFIX + info.id, params)
    assert isinstance(game, JinroGame)
    return game


_OWN_PARAMS = frozenset({"players", "seeds", "overflow", "features", "max_game_length", "resample_worlds"})


def _register() -> dict[str, type[JinroGame]]:
    """One :class:`JinroGame` subclass per variant, each registered as its own creator
    (a class, as OpenSpiel's own Python games do: a closure held only by OpenSpiel's
    registry would be freed after the interpreter's finalization and crash it)."""
    classes: dict[str, type[JinroGame]] = {}
    registered = set(pyspiel.registered_names())
    for variant in VARIANTS:
        name = "".join(part.title() for part in variant.split("_")) + "Game"
        game_type = _game_type(variant)
        cls = classes[variant] = type(name, (JinroGame,), {"variant": variant, "game_type": game_type})
        if game_type.short_name not in registered:
            pyspiel.register_game(game_type, cls)
    return classes


#: variant id -> its game class (registered as ``python_jinro_<variant>``)
GAME_CLASSES = _register()
