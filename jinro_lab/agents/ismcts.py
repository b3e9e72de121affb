"""Information-set Monte Carlo tree search (ISMCTS) on the kit's sampled worlds (issue 11, item 5).

:class:`ISMCTSAgent` is single-observer ISMCTS (Cowling, Powley and Whitehouse 2012,
"Information Set Monte Carlo Tree Search", IEEE TCIAIG 4:120) for one seat of any
variant with a model of hidden information (``jinro_lab.core.hidden.HIDDEN_MODULES``).

How it sees the game honestly
-----------------------------
An agent gets a view and the legal actions, never the game (DESIGN.md: "Agents
never get the game object"). Search needs worlds to play in, and worlds are drawn
by :func:`jinro_lab.core.hidden.sample_worlds`, which takes the game: so the
play loop lends the agent the game once with ``agent.bind(game, seat)``
(:func:`play_bound` does it for every agent that has ``bind`` and plays the game).
The agent hands that game to ``sample_worlds`` and to nothing else; the worlds it
gets back agree with the seat's view (``world.view(seat) == game.view(seat)``) and
their hidden facts (the deal, the roles, others' secret choices) are redrawn from
the posterior under ``model``. Its own random numbers come from its seed, its seat
and what the seat has seen (never the game's seed, which fixes the deal): two games
that give the seat the same view give the same choice.

One decision
------------
1. Sample ``worlds`` worlds once (``max_attempts`` tries at most); with none
   (a position the sampler did not serve in those tries, see ``Worlds.attempts``
   and ``belief``'s module notes), the variant's heuristic agent chooses and
   ``ISMCTSAgent.last.fallback`` says why.
2. ``iterations`` times: draw a world by weight (a *determinisation*) and play a
   copy of it on. The seat's decisions walk down a tree whose nodes are the seat's
   information sets (its view and its own actions since the root): at a node, each
   action available in this determinisation that was never tried is tried first,
   else the one with the best UCB1 score with availability counts,
   ``mean + c * sqrt(ln(available) / visits)``. The first new node or untried action
   ends the walk (one node is added per iteration); the game is then played out by
   the rollout agents (``"random"`` or the variant's ``"heuristic"``). With
   ``others="rollout"`` (the default) they also play every other seat all along: the
   tree holds the searching seat's choices only, the others are a fixed model.
   With ``others="searched"`` every seat is searched (multi-observer ISMCTS,
   Cowling et al.'s MO-ISMCTS): each other seat has a tree of its own information
   sets (its view in this world and its own actions), chooses there by PUCT with
   the variant's heuristic policy as the prior (so an unexplored seat plays like the
   heuristic, not at random) and is rewarded by its own side's wins; the first new
   node or untried action of any seat ends the walk. The other seats then answer
   the searching seat's moves as players who also search, not as a fixed heuristic
   it can exploit. A win of a seat (it is among ``result.winners``, i.e. its side
   won) is backed up its walked path.
   Where the game has a stepped fast engine that covers its setup
   (``core.fast.stepped_game``), every rollout agent is one the fast engine can ask
   (a random agent, one that reads no view, or, where the engine keeps each seat's
   observation, one that chooses from it: the game's heuristic agent,
   ``core.fast.observed_choice``, the same choice as from its view) and the others are
   the rollout agents
   (``others="rollout"``), each simulation is played on the fast engine: every world
   drawn is taken once to the fast engine (``from_game``, its announced chance as the
   sampler fixed it) and each simulation plays on a copy of it, whose cost does not
   grow with the game (issue 41, item 4); the sampler gets the same ``engine`` (its
   models may rule options out on fast copies of the worlds: the same worlds). The
   seat's view, which names its information sets below the root, is read from a readable
   copy of the world made only when the walk needs a view it has not read yet (once per
   world and line of play). The choices are
   the same as on the readable game, seed for seed (``tests/agents/test_ismcts_fast.py``).
3. The most visited action is chosen; :meth:`ISMCTSAgent.policy` gives the visit
   counts as probabilities. A decision with one legal option returns it at once.

Example::

    >>> import jinro_lab as jl
    >>> from jinro_lab.agents import ISMCTSAgent, heuristic_agent, play_bound
    >>> game = jl.new_game("nemuranai", players=3, seed=4)
    >>> agents = [ISMCTSAgent(seed=0, iterations=40, worlds=10)]
    >>> agents += [heuristic_agent("nemuranai", seed=s) for s in (1, 2)]
    >>> play_bound(game, agents).over
    True
    >>> agents[0].last.iterations <= 40
    True
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, cast

from ..core.collector import older_generations_held
from ..core.engine import Game
from ..core.errors import JinroError
from ..core.fast import Pending, SteppedGame, fast_engine, observed_choice, stepped_game, uniform_draw
from ..core.hidden import HIDDEN_MODULES, sample_worlds
from ..core.phrases import counted
from ..core.registry import heuristic_agent
from .base import Agent, RandomAgent, action_probabilities, play_game

__all__ = ["ENGINES", "OTHERS", "ROLLOUTS", "ISMCTSAgent", "Search", "play_bound"]

#: the rollout agents an :class:`ISMCTSAgent` can play its simulations with
ROLLOUTS = ("random", "heuristic")
#: what guides the root's choice of simulations (see :class:`ISMCTSAgent`)
PRIORS = ("none", "heuristic")
#: how the other seats play inside the tree (see the module docstring)
OTHERS = ("rollout", "searched")
#: where the simulations play: ``"auto"`` the fast engine where it can (see the module
#: docstring), ``"readable"`` always readable copies of the worlds (the same choices, slower)
ENGINES = ("auto", "readable")


@dataclass(frozen=True)
class Search:
    """What one decision's search did (``ISMCTSAgent.last``).

    ``actions`` are the legal actions' strings, ``visits`` and ``wins`` their root
    statistics (``iterations`` in all); ``worlds``, ``ess`` and ``exact`` describe the
    sample of worlds (see :class:`jinro_lab.core.hidden.Worlds`); ``nodes`` the
    information sets in the seat's tree, ``other_nodes`` those in the other seats'
    trees (``others="searched"``; 0 otherwise); ``fallback`` why the heuristic chose instead
    (``None``: the search chose)."""

    actions: tuple[str, ...]
    visits: tuple[int, ...]
    wins: tuple[float, ...]
    iterations: int
    worlds: int
    ess: float
    exact: bool
    nodes: int
    seconds: float
    fallback: str | None = None
    other_nodes: int = 0

    @property
    def win_rates(self) -> tuple[float, ...]:
        """Each action's mean result in the simulations that tried it (0 when none did)."""
        return tuple(w / v if v else 0.0 for w, v in zip(self.wins, self.visits, strict=True))

    def __str__(self) -> str:
        if self.fallback is not None:
            return f"heuristic choice ({self.fallback})"
        rows = [
            f"  {a}: {counted(v, 'visit')}, win rate {r:.2f}"
            for a, v, r in zip(self.actions, self.visits, self.win_rates, strict=True)
        ]
        how = "exact" if self.exact else f"ESS {self.ess:.1f}"
        others = f" (and {self.other_nodes} of the other seats)" if self.other_nodes else ""
        nodes = f"{counted(self.nodes, 'node')}{others}"
        runs = f"{counted(self.iterations, 'iteration')} on {counted(self.worlds, 'world')}"
        head = f"{runs} ({how}), {nodes}, {self.seconds:.2f} s"
        return "\n".join([head, *rows])


@dataclass
class _Node:
    """An information set of the searching seat: per action (its string), visits,
    wins and availability (how often it was legal when the node was visited)."""

    visits: dict[str, int] = field(default_factory=dict)
    wins: dict[str, float] = field(default_factory=dict)
    available: dict[str, int] = field(default_factory=dict)
    #: the PUCT prior of another seat's node (``others="searched"``), set when it is made
    prior: dict[str, float] = field(default_factory=dict)

    def select(self, keys: Sequence[str], c: float, rng: random.Random) -> int:
        """The index in ``keys`` to play: an untried action at random, else the best
        UCB1 score with availability counts (ties: the first)."""
        visits, available = self.visits, self.available
        for k in keys:
            available[k] = available.get(k, 0) + 1
        untried = [i for i, k in enumerate(keys) if not visits.get(k)]
        if untried:
            return untried[rng.randrange(len(untried))]
        wins = self.wins
        scores = [wins[k] / visits[k] + c * math.sqrt(math.log(available[k]) / visits[k]) for k in keys]
        return scores.index(max(scores))

    def select_with_prior(self, keys: Sequence[str], c: float, prior: Mapping[str, float]) -> int:
        """The index in ``keys`` to play by PUCT (Rosin 2011; Silver et al. 2017): the
        mean win (an untried action counts as 0.5) plus ``c * prior * sqrt(visits at this
        node) / (1 + the action's visits)``, so the search spends its simulations on the
        moves the prior (the heuristic's policy) favours until another proves better.
        Ties: the first."""
        visits, wins = self.visits, self.wins
        total = math.sqrt(sum(visits.get(k, 0) for k in keys) + 1)
        scores = [
            (wins[k] / visits[k] if visits.get(k) else 0.5) + c * prior.get(k, 0.0) * total / (1 + visits.get(k, 0))
            for k in keys
        ]
        return scores.index(max(scores))


class ISMCTSAgent:
    """Single-observer ISMCTS for one seat (see the module docstring).

    ``iterations``: simulations per decision; ``worlds``: worlds sampled per decision
    (reused by every simulation, drawn by weight); ``rollout``: the agents that play
    the other seats and the rest of each simulation (``"random"`` or
    ``"heuristic"``); ``c``: the UCB exploration constant (results are wins in
    [0, 1]); ``model``: the sampler's model of the other players (``"random"``;
    ``"heuristic"``: the variant's heuristic agents' ``policy`` (sampled from their
    choices where they have none), one per seat; or an
    agent with ``policy`` or ``{seat: agent}``, as ``sample_worlds`` takes them); ``max_attempts``: the
    sampler's tries per decision (``None``: ``10 * worlds``); ``exact``: as
    ``sample_worlds`` takes it (``False``, the default, always samples: enumerating
    a small position exactly can cost more than the search; ``None`` enumerates
    when it can); ``prior``: ``"none"`` (UCB1 at the root: every move tried, then the
    best bound) or ``"heuristic"`` (PUCT at the root, :meth:`_Node.select_with_prior`,
    with the variant's heuristic agent's ``policy`` at this decision as the prior: the
    search refines the heuristic instead of drifting from it on noise — with a hundred
    simulations over eight ballots, UCB1's estimates differ by chance more than the
    moves do, and in 政治家人狼 a lone ballot off the Human Party's day-1 convention
    costs that party its trust, issue 23); ``others``: ``"rollout"`` (the other seats
    are the rollout agents throughout) or ``"searched"`` (every seat searched in its
    own tree, see the module docstring); ``engine``: where the simulations play,
    ``"auto"`` (the fast engine where it can, the same choices) or ``"readable"``
    (:data:`ENGINES`).

    Call :meth:`bind` before each game (or play with :func:`play_bound`).
    """

    def __init__(
        self,
        seed: int = 0,
        iterations: int = 200,
        worlds: int = 30,
        rollout: str = "heuristic",
        c: float = 0.7,
        model: Any = "random",
        max_attempts: int | None = None,
        exact: bool | None = False,
        prior: str = "none",
        others: str = "rollout",
        engine: str = "auto",
    ):
        if rollout not in ROLLOUTS:
            raise JinroError(f"rollout must be one of {ROLLOUTS}, got {rollout!r}")
        if isinstance(model, str) and model not in ROLLOUTS:
            raise JinroError(f"model must be one of {ROLLOUTS} or an agent with policy(view, legal), got {model!r}")
        for name, value in (("iterations", iterations), ("worlds", worlds)):
            if isinstance(value, bool) or not isinstance(value, int) or value < 1:
                raise JinroError(f"{name} must be a positive integer, got {value!r}")
        if not c >= 0:
            raise JinroError(f"c must be a non-negative number, got {c!r}")
        if prior not in PRIORS:
            raise JinroError(f"prior must be one of {PRIORS}, got {prior!r}")
        if others not in OTHERS:
            raise JinroError(f"others must be one of {OTHERS}, got {others!r}")
        if engine not in ENGINES:
            raise JinroError(f"engine must be one of {ENGINES}, got {engine!r}")
        self.engine = engine
        self.prior = prior
        self.others = others
        self.seed = seed
        self.iterations = iterations
        self.worlds = worlds
        self.rollout = rollout
        self.c = c
        self.model = model
        self._model: Any = model  # what the sampler gets (heuristic agents for "heuristic")
        self.max_attempts = 10 * worlds if max_attempts is None else max_attempts
        self.exact = exact
        #: the last decision's search (``None`` before the first)
        self.last: Search | None = None
        #: every search of the bound game, in order (cleared by :meth:`bind`)
        self.history: list[Search] = []
        self._game: Game | None = None
        self._seat = -1
        self._agents: list[Any] = []
        self._priors: list[Any] = []
        self._fallback: Any = None
        self._table: tuple[str, int] = ("", 0)
        self._cache: tuple[Any, tuple[str, ...], Search] | None = None

    # ----- the agent protocol --------------------------------------------------------------------------
    def bind(self, game: Game, seat: int) -> None:
        """Lend the agent ``game`` (whose ``seat`` it plays) for the sampler; the
        agent passes it to ``sample_worlds`` only. Raises :class:`JinroError` for a
        variant the sampler has no model of."""
        if game.variant not in HIDDEN_MODULES:
            raise JinroError(
                f"ISMCTS needs sampled worlds, and there is no model of hidden information for "
                f"{game.variant!r} yet; it can play: {', '.join(sorted(HIDDEN_MODULES))}"
            )
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < game.players:
            raise JinroError(f"no seat {seat!r} in this game; seats are 0..{game.players - 1}")
        self._game, self._seat = game, seat
        self._cache = None
        self.history = []
        if (game.variant, game.players) != self._table:  # new rollout agents for another variant or size
            self._table = (game.variant, game.players)
            self._fallback = heuristic_agent(game.variant, seed=self.seed)
            self._agents = [self._rollout_agent(game.variant, s) for s in range(game.players)]
            if self.others == "searched":  # the other seats' priors (see _iterate)
                self._priors = [heuristic_agent(game.variant, seed=s) for s in range(game.players)]
            if self.model == "heuristic":
                self._model = [_Modelled(heuristic_agent(game.variant, seed=s)) for s in range(game.players)]

    def reset(self, seat: int, seed: int) -> None:
        """A new game: ``seed`` replaces the agent's seed (as other agents reseed their RNG)."""
        self.seed = seed
        self._cache = None
        if self._fallback is not None:
            self._fallback.reset(seat, seed)

    def choose(self, view: Any, legal: Sequence[Any]) -> Any:
        """The most visited action of the search (a lone option at once)."""
        if len(legal) == 1:
            return legal[0]
        search = self.search(view, legal)
        if search.fallback is not None:
            return self._fallback.choose(view, legal)
        return legal[_most_visited(search)]

    def policy(self, view: Any, legal: Sequence[Any]) -> list[float]:
        """The search's visit counts as probabilities (the heuristic's policy when it fell back)."""
        if len(legal) == 1:
            return [1.0]
        search = self.search(view, legal)
        if search.fallback is not None:
            return action_probabilities(self._fallback, view, legal)
        total = sum(search.visits)
        return [v / total for v in search.visits]

    # ----- the search ----------------------------------------------------------------------------------
    def search(self, view: Any, legal: Sequence[Any]) -> Search:
        """Search the decision of the bound seat at ``view`` (its view of the bound game
        now) among ``legal``; the result is kept for a second call at the same view. The
        cyclic garbage collector walks only its youngest objects until it ends (``core.collector``)."""
        with older_generations_held():
            return self._search(view, legal)

    def _search(self, view: Any, legal: Sequence[Any]) -> Search:
        game, seat = self._game, self._seat
        if game is None:
            raise JinroError(
                "ISMCTSAgent needs the game to sample worlds from: call agent.bind(game, seat) "
                "before play, or play with jinro_lab.agents.play_bound(game, agents)"
            )
        keys = tuple(str(a) for a in legal)
        cached = self._cache
        if cached is not None and cached[1] == keys and cached[0] == view:
            return cached[2]
        if game.view(seat) != view:
            raise JinroError(f"the view given is not seat {seat}'s view of the bound game now; bind the game played")
        start = time.perf_counter()
        seen = len(game.events_seen_by(seat))
        rng = random.Random(f"ismcts:{self.seed}:{seat}:{seen}:{'|'.join(keys)}")
        worlds = sample_worlds(
            game,
            seat,
            n=self.worlds,
            seed=rng.randrange(2**62),
            model=self._model,
            max_attempts=self.max_attempts,
            exact=self.exact,
            engine=self.engine,
        )
        if not len(worlds):
            result = Search(
                keys,
                (0,) * len(keys),
                (0.0,) * len(keys),
                0,
                0,
                0.0,
                False,
                0,
                time.perf_counter() - start,
                f"no world consistent with the view in {counted(worlds.attempts, 'attempt')}",
            )
        else:
            prior = None
            if self.prior == "heuristic":
                prior = dict(zip(keys, action_probabilities(self._fallback, view, legal), strict=True))
            picks = worlds.resample(self.iterations, seed=rng.randrange(2**62))
            stepped = self._stepped(game)
            if stepped is None:
                visits, wins, nodes, other_nodes = self._iterate(picks, keys, rng, prior, seen)
            else:
                visits, wins, nodes, other_nodes = self._iterate_fast(stepped, picks, keys, rng, prior, seen)
            result = Search(
                keys,
                tuple(visits.get(k, 0) for k in keys),
                tuple(wins.get(k, 0.0) for k in keys),
                self.iterations,
                len(worlds),
                worlds.ess,
                worlds.exact,
                nodes,
                time.perf_counter() - start,
                other_nodes=other_nodes,
            )
        self.last = result
        self.history.append(result)
        self._cache = (view, keys, result)
        return result

    def _iterate(
        self,
        picks: Sequence[Game],
        keys: tuple[str, ...],
        rng: random.Random,
        prior: Mapping[str, float] | None,
        seen: int,
    ) -> tuple[dict[str, int], dict[str, float], int, int]:
        """The simulations, one per drawn world; the root's visits and wins, and the number
        of the searching seat's nodes and of the other seats' nodes. ``prior``: the root's
        PUCT prior (``None``: UCB1 there too). ``seen``: how many events the seat had seen at
        the root (every world agrees with them): below the root its information set is the
        events it saw since and its own actions (:func:`_below_root`)."""
        me, c, agents = self._seat, self.c, self._agents
        searched = self.others == "searched"
        wants_view = [getattr(a, "needs_view", True) for a in agents]
        root = _Node()
        trees: list[dict[tuple[Any, tuple[str, ...]], _Node]] = [{} for _ in agents]
        allowed = set(keys)
        for world in picks:
            g = world.clone()
            for s, agent in enumerate(agents):
                agent.reset(s, rng.randrange(2**62))
            path: list[tuple[_Node, str, int]] = []
            own: list[tuple[str, ...]] = [()] * len(agents)
            in_tree = True
            while in_tree and not g.over:
                for s in g.to_act():
                    legal = g.legal_actions(s)
                    if len(legal) == 1 or not in_tree or (s != me and not searched):
                        g.act(s, agents[s].choose(g.view(s) if wants_view[s] else None, legal))
                        continue
                    by_key = {str(a): a for a in legal}
                    options = list(by_key)
                    if s == me and not own[me]:
                        node = root
                        options = [k for k in options if k in allowed] or options
                        i = node.select(options, c, rng) if prior is None else node.select_with_prior(options, c, prior)
                    else:  # the information set this world reached
                        view = _below_root(g.memory(me), seen) if s == me else g.view(s)
                        found = trees[s].get((view, own[s]))
                        if found is not None:
                            node = found
                        else:
                            node = trees[s][(view, own[s])] = _Node()
                            if s != me:
                                policy = action_probabilities(self._priors[s], view, legal)
                                node.prior = dict(zip(options, policy, strict=True))
                        i = node.select(options, c, rng) if s == me else node.select_with_prior(options, c, node.prior)
                    if not node.visits.get(options[i]):
                        in_tree = False  # a new node or an untried action: the rollout starts after it
                    path.append((node, options[i], s))
                    own[s] += (options[i],)
                    g.act(s, by_key[options[i]])
            if not g.over:
                play_game(g, agents)
            result = g.result
            winners = () if result is None else result.winners
            for n, k, s in path:
                n.visits[k] = n.visits.get(k, 0) + 1
                n.wins[k] = n.wins.get(k, 0.0) + (1.0 if s in winners else 0.0)
        others = sum(len(t) for s, t in enumerate(trees) if s != me)
        return root.visits, root.wins, len(trees[me]) + 1, others

    def _stepped(self, game: Game) -> type[SteppedGame] | None:
        """The stepped fast game the simulations play on (see the module docstring), or
        ``None``: they play on readable copies of the worlds."""
        if self.engine == "readable" or self.others != "rollout":
            return None
        stepped = stepped_game(game.variant, game.setup)
        if stepped is None:
            return None
        asks = _fast_asks(self._agents, getattr(fast_engine(game.variant), "observes", False))
        return None if asks is None else stepped

    def _iterate_fast(
        self,
        stepped: type[SteppedGame],
        picks: Sequence[Game],
        keys: tuple[str, ...],
        rng: random.Random,
        prior: Mapping[str, float] | None,
        seen: int,
    ) -> tuple[dict[str, int], dict[str, float], int, int]:
        """:meth:`_iterate` with ``others="rollout"``, each simulation on a copy of the
        world's fast game (``stepped``); the events the seat saw below the root told by the
        copy itself where the fast game can (``core.fast.Hearing``: it watches the seat
        while in the tree), else read on a readable copy of the world made when a line not
        yet read is first needed, once per world and line of play (the same choices, the
        same draws and the same tree as :meth:`_iterate`)."""
        me, c, agents = self._seat, self.c, self._agents
        asks = _fast_asks(agents, getattr(fast_engine(self._table[0]), "observes", False))  # _table: (variant, players)
        assert asks is not None, "_stepped chose the fast engine for these agents"
        root = _Node()
        tree: dict[tuple[Any, tuple[str, ...]], _Node] = {}
        allowed = set(keys)
        fast: dict[int, SteppedGame] = {}
        hears = getattr(stepped, "HEARS", False)
        #: the events the seat saw since the root after a world's actions (its id and theirs, as
        #: played in the tree): read once on a readable copy, then for every simulation that plays the same
        views: dict[tuple[int, tuple[tuple[int, Any], ...]], Any] = {}
        for world in picks:
            start = fast.get(id(world))
            if start is None:
                start = fast[id(world)] = stepped.from_game(world)
            g = start.copy()
            if hears:
                g.watch(me)  # type: ignore[attr-defined]
            for s, agent in enumerate(agents):
                agent.reset(s, rng.randrange(2**62))
            path: list[tuple[_Node, str]] = []
            own: tuple[str, ...] = ()
            taken: list[tuple[int, Any]] = []  # this simulation's actions while in the tree
            shadow: Game | None = None  # the readable copy, made at the first view not yet read
            synced = 0  # the actions of taken played on it
            in_tree = True
            while in_tree and not g.over:
                for s in g.to_act():
                    legal = g.legal(s)
                    if len(legal) == 1 or not in_tree or s != me:
                        ask = asks[s]  # the rollout agent: by its observation, else with no view
                        action = agents[s].choose(None, legal) if ask is None else ask(_observe(g, s), legal)
                    else:
                        by_key = {str(a): a for a in legal}
                        options = list(by_key)
                        if not own:
                            node = root
                            options = [k for k in options if k in allowed] or options
                            i = (
                                node.select(options, c, rng)
                                if prior is None
                                else node.select_with_prior(options, c, prior)
                            )
                        else:  # the information set this world reached: the events seen since the root
                            if hears:
                                view = g.heard()  # type: ignore[attr-defined]
                            else:  # read on the readable copy
                                line = (id(world), tuple(taken))
                                view = views.get(line)
                                if view is None:
                                    if shadow is None:
                                        shadow, synced = world.clone(), 0
                                    for seat, done in taken[synced:]:
                                        shadow.act(seat, done)
                                    synced = len(taken)
                                    view = views[line] = _below_root(shadow.memory(me), seen)
                            at = (view, own)
                            found = tree.get(at)
                            if found is None:
                                found = tree[at] = _Node()
                            node = found
                            i = node.select(options, c, rng)
                        if not node.visits.get(options[i]):
                            in_tree = False  # a new node or an untried action: the rollout starts after it
                        path.append((node, options[i]))
                        own += (options[i],)
                        action = by_key[options[i]]
                    g.act(s, action)
                    if in_tree:  # the walk goes on: its actions name the seat's next view
                        taken.append((s, action))
            if hears:
                g.watch(None)  # type: ignore[attr-defined]  # the rollout: nothing more to hear
            if not g.over:
                g.play(agents)
            result = g.result
            winners = () if result is None else result.winners
            for n, k in path:
                n.visits[k] = n.visits.get(k, 0) + 1
                n.wins[k] = n.wins.get(k, 0.0) + (1.0 if me in winners else 0.0)
        return root.visits, root.wins, len(tree) + 1, 0

    def _rollout_agent(self, variant: str, seat: int) -> Any:
        if self.rollout == "random":
            return RandomAgent(seat)
        return heuristic_agent(variant, seed=seat)


class _Modelled:
    """An agent as the sampler's model: its ``policy``, or, for an agent without one
    (政治家人狼's heuristic), its choices' frequencies (``action_probabilities``)."""

    def __init__(self, agent: Any):
        self.agent = agent

    def policy(self, view: Any, legal: Sequence[Any]) -> list[float]:
        return action_probabilities(self.agent, view, legal)


def _fast_asks(agents: Sequence[Any], observes: bool) -> list[Callable[[Any, Sequence[Any]], Any] | None] | None:
    """How a stepped fast game asks each rollout agent, as ``core.fast.Pending.play`` does:
    ``None`` for an agent that picks by its draw or reads no view (``choose(None, legal)``),
    its observed choice (``core.fast.observed_choice``) where the game's engine keeps
    observations (``observes``); ``None`` in all when an agent reads a view the fast
    engine does not keep (the simulations then play on readable worlds)."""
    asks: list[Callable[[Any, Sequence[Any]], Any] | None] = []
    for agent in agents:
        if uniform_draw(agent) is not None:
            asks.append(None)
            continue
        entry = observed_choice(agent) if observes else None
        if entry is None and getattr(agent, "needs_view", True):
            return None
        asks.append(entry)
    return asks


def _below_root(memory: Sequence[Any], seen: int) -> tuple[Any, ...]:
    """The searching seat's information set below the root (with its own actions since): the
    events it saw after the ``seen`` it had seen at the root, which every world shares. Its
    view holds nothing more: two lines give equal views exactly when they give equal events
    (``tests/agents/test_ismcts_fast.py``)."""
    return tuple(memory[seen:])


def _observe(game: SteppedGame, seat: int) -> Any:
    """What ``seat`` knows now in a stepped game of an engine that keeps it
    (``core.fast.Pending.observation``), as its heuristic agent reads it."""
    return cast(Pending, game).observation(seat)


def _most_visited(search: Search) -> int:
    """The index of the most visited action (ties: the better win rate, then the first)."""
    rates = search.win_rates
    return max(range(len(search.visits)), key=lambda i: (search.visits[i], rates[i], -i))


def play_bound(game: Game, agents: Sequence[Agent] | Mapping[int, Agent], max_steps: int = 100_000) -> Game:
    """:func:`jinro_lab.agents.play_game` after lending ``game`` to every agent that
    has ``bind(game, seat)`` (an :class:`ISMCTSAgent`)."""
    for seat in range(game.players):
        bind = getattr(agents[seat], "bind", None)
        if bind is not None:
            bind(game, seat)
    return play_game(game, agents, max_steps)
