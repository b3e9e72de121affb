"""Worlds consistent with a seat's view: the hidden-information model a game supplies and the sampler.

A seat sees part of a game (``game.view(seat)``). A **world** is a whole game,
replayable from its record (``jinro_lab.replay(world.record())``), in which the
hidden facts (the deal, the roles, other seats' secret choices, chance the seat
did not see) may differ but everything the seat saw is the same:
``world.view(seat) == game.view(seat)``. :func:`sample_worlds` draws worlds from the
posterior given the seat's view under a stated model of the other players. It sits
in the core, below the games (whose ``hidden.py`` subclass :class:`Hidden`) and the
agents (ISMCTS samples its worlds here); ``jinro_lab.analysis.belief`` builds belief
and advice on it and re-exports these names.

How worlds are made (shared by every variant)
---------------------------------------------
A variant supplies a :class:`Hidden` model (``variants/<name>/hidden.py``): what is
hidden from a seat and how to enumerate or sample it (a deal order, a role
assignment, the variant's setup options that fix it), which of another seat's
legal actions agree with what the seat later saw (a public play, a ballot), and
the hidden facts of a world. The machinery here does the rest:

1. draw a hidden setup (or enumerate them all) consistent with the seat's own
   knowledge, with its prior weight;
2. create the world from that setup and a fresh seed (chance the seat saw before
   the first decision and not announced through ``core.chance`` is matched by
   trying seeds);
3. replay: the seat's own recorded actions are taken as they were; every other
   seat's choice is drawn from the model (``"random"``: uniform over its legal
   actions; an agent: its ``policy(view, legal)``) restricted to the actions that
   agree with the seat's observations, the weight multiplied by the model
   probability of that restriction (the optimal sequential importance proposal;
   where the model fixes the options of every seat still to choose in a decision at
   once, :meth:`Hidden.together`, they are drawn in one go, with the same draws);
   announced chance (``core.chance``: a first voter, a lot, a nomination, a die)
   that the seat saw is forced to the outcome it saw and the weight multiplied by
   that outcome's probability; chance it did not see is drawn uniformly, and
   unannounced chance (a hidden shuffle) comes from the world's own RNG, so both
   follow their probability; each world records its announced chance as its
   chance script (``GameRecord.chance``), so it replays from its record;
4. after every action the events the seat has seen in the world must be a prefix
   of those it saw in the game (the ground truth of consistency; a world that
   disagrees is dropped), and the world ends where the view is the game's view
   (with the seat to act, if it is to act in the game).

When the hidden space is small (the variant enumerates its setups and no hidden
chance is involved) the tree of setups and hidden choices is enumerated and the
result is **exact** (``Worlds.exact``); otherwise worlds are sampled with importance
weights and ``Worlds.ess`` is the effective sample size ``(sum w)^2 / sum w^2``.

Variants with a model: all four (:data:`HIDDEN_MODULES`). Limits: chance a seat
learns of only later and indirectly (a hidden deck order, a private card someone
else drew) is matched by dropping the worlds that disagree, so such positions give
fewer worlds; ``Worlds.attempts`` and ``Worlds.ess`` say how well a position was
served.
"""

from __future__ import annotations

import math
import random
import time
from bisect import bisect_left, bisect_right
from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import import_module
from typing import Any

from .authoring import RuleHost
from .capabilities import MissingCapability
from .chance import ChanceHook
from .collector import older_generations_held
from .engine import Game, scripted_game
from .errors import JinroError
from .events import Ballot, Proposal, Visibility
from .fast import Disagreed, Script, ScriptEnded, scripted_replay, stepped_game
from .phrases import Phrase, PhraseBook
from .registry import LiveMapping, lookup, variants

__all__ = [
    "ENGINES",
    "FACTS",
    "HIDDEN_MODULES",
    "PROBE",
    "Context",
    "Hidden",
    "KnownRoles",
    "Particle",
    "Probe",
    "SeatRoles",
    "Worlds",
    "ballot_candidates",
    "hidden_model",
    "model_probabilities",
    "proposal_candidates",
    "sample_worlds",
    "seat_fact",
]

#: variant id -> module defining its ``HIDDEN`` model (imported when first needed): each
#: game's registered ``hidden``, as registered now
HIDDEN_MODULES: Mapping[str, str] = LiveMapping(
    lambda: {v.id: v.hidden for v in variants() if v.hidden is not None},
    "variant id -> the module of its hidden-information model (VariantInfo.hidden)",
)

#: the names of the hidden facts and of their seat values, as phrases, so that a
#: picture reads a fact's kind and seat from its data (``belief_plots``), never by
#: parsing: ``role of seat 3`` is ``FACTS("of seat", "role", 3)``; a value ``seat 2``
#: is ``FACTS("seat", 2)``, ``seat 2 hand`` is ``FACTS("seat place", 2, "hand")``
FACTS = PhraseBook(
    __name__,
    "FACTS",
    {
        "of seat": ("{} of seat {}", "席{1}の{0}"),
        "seat": ("seat {}", "席{}"),
        "seat place": ("seat {} {}", "席{}の{}"),
    },
)


def seat_fact(kind: str, seat: int) -> Phrase:
    """The fact ``<kind> of seat <seat>`` (one row of the family ``kind``)."""
    return FACTS("of seat", kind, seat)


#: where :func:`sample_worlds` may check options: ``"auto"`` on fast copies of the worlds
#: where the variant's model can (the same worlds), ``"readable"`` on readable copies only
ENGINES = ("auto", "readable")

#: seeds tried at a world's creation so that chance the seat saw before the first decision agrees
SEED_TRIES = 64


# ----- what a variant supplies ------------------------------------------------------------------------
class Hidden:
    """What is hidden from a seat in one variant and how to enumerate it.

    Subclasses override :meth:`propose` (and :meth:`enumerate` for exact results);
    the other hooks have generic defaults. ``info`` is whatever :meth:`prepare`
    returns: the seat's knowledge, computed once per call of :func:`sample_worlds`.
    """

    variant: str = ""

    def prepare(self, game: Game, seat: int) -> Any:
        """What the seat knows that the setups must respect (computed once)."""
        return None

    def propose(self, ctx: Context, rng: random.Random) -> tuple[dict[str, Any], float] | None:
        """A hidden setup (the variant's setup options) consistent with the seat's
        own knowledge, and the log of its importance weight (log prior - log
        proposal, up to a constant); ``None`` when none could be found."""
        raise NotImplementedError

    def enumerate(self, ctx: Context, limit: int) -> list[tuple[dict[str, Any], float]] | None:
        """Every hidden setup with its log prior weight, or ``None`` if there are
        more than ``limit`` or enumeration is not supported."""
        return None

    def exact_ok(self, ctx: Context) -> bool:
        """Whether enumeration is exact: no chance hidden from the seat after the
        setup, and any chance the seat saw at the start has a probability that does
        not depend on the hidden setup."""
        return False

    def candidates(
        self, ctx: Context, world: Game, seat: int, legal: Sequence[Any], pos: int
    ) -> list[int] | str | Probe | None:
        """The indices of ``legal`` (``seat``'s options in ``world``, a seat other than
        the viewer) that agree with what the viewer saw from event ``pos`` on; ``None``:
        any may (a hidden choice); :data:`PROBE`: try each; a :class:`Probe`: try those
        it lists. Only options that cannot agree may be left out (an option left out
        that could agree biases the worlds). The default knows the public
        ballots of ``core.voting``; variants add their public actions. With
        ``ctx.fast`` a variant may rule options out on fast copies of ``world``
        (``core.fast.scripted_replay``), never one a readable copy could keep."""
        if world.phase == "vote":  # as ballot_candidates(ctx.memory, pos, seat, legal), indexed
            at, targets = _ballots(ctx).get(seat, ((), ()))
            k = bisect_left(at, pos)
            return None if k == len(at) else _targeting(legal, targets[k])
        return None

    def proposal(
        self, ctx: Context, world: Game, seat: int, options: Sequence[Any], probs: Sequence[float], pos: int
    ) -> list[float] | None:
        """Sampling only: weights to draw ``seat``'s choice among ``options`` (those
        that agree, with their model probabilities ``probs``) instead of the model's,
        to favour choices that agree with what the viewer sees later (a night attack
        and the morning's dead); the importance weight corrects for it. Every option
        with a model probability must keep a positive weight. ``None``: the model's."""
        return None

    def told(self, ctx: Context, world: Game, seat: int, legal: Sequence[Any], pos: int) -> Any:
        """An open choice of ``seat`` (a word it writes; ``legal`` lists only samples) that
        the viewer saw made, from event ``pos`` on: the action every world takes there,
        listed or not, with the same chance in every world (the word tells nothing of
        what is hidden); ``None``: none (the choice is drawn among ``legal``)."""
        return None

    def unseen(self, ctx: Context, world: Game, n: int, visible: Visibility, pos: int) -> Sequence[int] | None:
        """Sampling only: of an announced draw among ``n`` outcomes the viewer does not see
        (``visible``: who does), made when the viewer has seen ``pos`` of its events, the
        outcomes that can still agree with what it saw later; the world draws among them
        and its weight is multiplied by their share (exact where every outcome left out
        is one no world can show the viewer its view after). ``None``: any."""
        return None

    def together(self, ctx: Context, world: Game, pos: int) -> list[tuple[int, Sequence[Any], Sequence[int]]] | None:
        """Sampling only: for the decision ``world`` waits on, when the viewer has events still
        to see from event ``pos`` on, every seat still to choose but the viewer, in the order
        ``world.to_act()`` gives them, with its legal options and the indices of those that
        agree (as :meth:`candidates` gives each alone, never :data:`PROBE`), where the model fixes them
        all at once, neither :meth:`told` nor :meth:`condition` has anything for them and none
        has a lone pause to take (eyes closed, taken without a draw): the machinery then draws
        them one after the other without asking for each (the same draws and weights: the
        same worlds). ``None`` (the default): one by one."""
        return None

    def condition(
        self, ctx: Context, particle: Particle, seat: int, legal: Sequence[Any], rng: random.Random
    ) -> tuple[dict[str, Any], float] | None:
        """Sampling only: before ``seat`` chooses (``legal`` ``None``: the viewer, whose
        recorded action comes next), a new setup that changes hidden
        cards nobody has seen yet so that the viewer's next observation can agree,
        with the log factor of the importance weight (the probability of what was
        conditioned on). ``None``: no change."""
        return None

    def redeal(self, ctx: Context, particle: Particle, setup: dict[str, Any]) -> bool:
        """Sampling only: make ``particle.world``, in place, exactly the world that
        ``setup`` (from :meth:`condition`) gives with the particle's seed, chance and
        actions (state, log, memories, record), and say so; ``False``: not done, the
        world is replayed from ``setup``. The default never does."""
        return False

    def facts(self, world: Game, seat: int) -> dict[str, str]:
        """The hidden facts of ``world`` that :func:`belief` tabulates (fact -> value)."""
        raise NotImplementedError

    def domain(self, ctx: Context, fact: str) -> tuple[str, ...]:
        """The values a fact can take a priori (for the uniform baseline of calibration)."""
        return ()


class KnownRoles:
    """What a seat knows of a deal of role cards: ``known`` (seat -> role it knows),
    ``pool`` (the cards of the seats it does not know, sorted) and ``unknown`` (those
    seats); :meth:`deal` puts cards on the unknown seats."""

    def __init__(self, players: int, seen: Sequence[str | None], cards: Sequence[str]):
        self.players = players
        self.known = {s: r for s, r in enumerate(seen) if r is not None}
        counts = Counter(cards)
        counts.subtract(self.known.values())
        self.pool = sorted(counts.elements())
        self.unknown = [s for s in range(players) if s not in self.known]

    def deal(self, cards: Sequence[str]) -> list[str]:
        """Every seat's role: the known ones, and ``cards`` in order on the unknown seats."""
        roles = [""] * self.players
        for s, r in self.known.items():
            roles[s] = r
        for s, r in zip(self.unknown, cards, strict=True):
            roles[s] = r
        return roles


class SeatRoles(Hidden):
    """A :class:`Hidden` model whose hidden facts are each other seat's role and its
    team (the word a game uses for it: ``team``, ``side``, ``party``). ``prepare``
    must return a :class:`KnownRoles`."""

    team_word = "team"

    def team_of(self, role: str) -> str:
        """The team of ``role``."""
        raise NotImplementedError

    def facts(self, world: Game, seat: int) -> dict[str, str]:
        """Each other seat's role and team."""
        facts: dict[str, str] = {}
        roles = world.roles  # type: ignore[attr-defined]
        for s in range(world.players):
            if s != seat:
                facts[seat_fact("role", s)] = roles[s]
                facts[seat_fact(self.team_word, s)] = self.team_of(roles[s])
        return facts

    def domain(self, ctx: Context, fact: str) -> tuple[str, ...]:
        """A seat's role or team: the one the viewer knows, else any of the pool's."""
        if not (isinstance(fact, Phrase) and fact.book is FACTS and fact.key == "of seat"):
            return ()
        what, seat = fact.args
        info = ctx.info
        roles = [info.known[seat]] if seat in info.known else info.pool
        if what == "role":
            return tuple(sorted(set(roles)))
        return tuple(sorted({self.team_of(r) for r in roles})) if what == self.team_word else ()


#: returned by :meth:`Hidden.candidates`: try each option on a copy of the world and keep
#: those after which the viewer's events still agree (generic, exact, and slow: a copy
#: replays the world; for a choice whose consequences the viewer sees at once)
PROBE = "probe"


@dataclass(frozen=True)
class Probe:
    """Returned by :meth:`Hidden.candidates`: the options ``among`` (indices of the
    legal actions) may agree, and only a copy of the world can tell which (as
    :data:`PROBE` does for every option): a variant that rules some out by its own
    reasoning probes the rest only."""

    among: tuple[int, ...]


def ballot_candidates(memory: Sequence[Any], pos: int, seat: int, legal: Sequence[Any]) -> list[int] | None:
    """A vote of ``core.voting``: every ballot is public (``Ballot``), so the one
    ``seat`` casts is the next ballot of ``seat`` the viewer saw (none yet: the vote
    is under way, and any ballot agrees so far)."""
    for e in memory[pos:]:
        if type(e) is Ballot and e.voter == seat:
            return _targeting(legal, e.target)
    return None  # not cast yet where the viewer stands (a simultaneous vote under way): any


def _targeting(legal: Sequence[Any], target: Any) -> list[int]:
    """The options of ``legal`` that vote for ``target``."""
    return [i for i, a in enumerate(legal) if getattr(a, "target", None) == target]


def _ballots(ctx: Context) -> dict[int, tuple[list[int], list[Any]]]:
    """Each voter's ballots the viewer saw (:func:`ballot_candidates`): where they are in its
    memory and whom they vote for, in order; read once a call (``Context.ballots``)."""
    if ctx.ballots is None:
        ctx.ballots = {}
        for j, e in enumerate(ctx.memory):
            if type(e) is Ballot:
                at, targets = ctx.ballots.setdefault(e.voter, ([], []))
                at.append(j)
                targets.append(e.target)
    return ctx.ballots


def proposal_candidates(
    memory: Sequence[Any], pos: int, seat: int, legal: Sequence[Any], before: type | None = None
) -> list[int] | None:
    """A team's decision of ``core.team``: each member's proposal is logged for the team
    (``Proposal``), so where the viewer is of the team the option ``seat`` takes is the
    one of the next proposal of ``seat`` the viewer saw (none: the viewer is not of the
    team, or has not seen the decision settled yet, and any option agrees so far).
    ``before``: the type of the event that begins the next such decision (a dusk), where
    the viewer may see a later decision's proposals but not this one's (a werewolf in
    prison for a night): the proposal must come before it."""
    for e in memory[pos:]:
        kind = type(e)
        if kind is Proposal and e.seat == seat:
            return [i for i, a in enumerate(legal) if a == e.choice]
        if kind is before:
            return None
    return None


def hidden_model(variant: str) -> Hidden:
    """The :class:`Hidden` model of ``variant`` (raises if it has none yet)."""
    module = HIDDEN_MODULES.get(variant)
    if module is None:
        info = lookup(variant)
        can = f"worlds can be sampled for: {', '.join(sorted(HIDDEN_MODULES))}"
        raise MissingCapability(info.id, info.title_ja, "hidden", "sampling worlds (the belief sampler, ISMCTS)", can)
    hidden: Hidden = import_module(module).HIDDEN
    return hidden


# ----- the machinery ------------------------------------------------------------------------------------
@dataclass(slots=True)
class Context:
    """One call's fixed facts: the game, the seat, what it saw and did."""

    game: Game
    seat: int
    hidden: Hidden
    model: Any
    memory: tuple[Any, ...]
    view: Any
    own: tuple[Any, ...]
    to_act: bool
    setup: dict[str, Any]
    #: how many of its events the viewer had seen when it took each of ``own`` (``Game.asked_at``):
    #: a world asks it at the same points
    asked: tuple[int, ...] = ()
    info: Any = None
    max_steps: int = 0
    #: each voter's ballots the viewer saw, by position (:func:`_ballots`, read once)
    ballots: dict[int, tuple[list[int], list[Any]]] | None = None
    #: whether the hidden model may rule options out on fast copies of the worlds
    #: (``sample_worlds(engine="auto")``; :meth:`Hidden.candidates`): the same worlds either way
    fast: bool = False
    #: the fast probes' draws past a world's script (:func:`_heard_after`), by where they stand in
    #: the viewer's events and their number of outcomes: the outcome that agreed last, tried first
    agreed: dict[tuple[int, int], int] = field(default_factory=dict)
    #: the fast probes' outcomes of the draws past a world's script with which an option agreed
    #: last, by the viewer's events the probed world had seen (:func:`_heard_after`): tried first
    agreed_path: dict[int, tuple[int, ...]] = field(default_factory=dict)


@dataclass(slots=True)
class Particle:
    """A world being built: its setup, seed and actions so far, the game, the log weight."""

    setup: dict[str, Any]
    seed: int
    actions: list[tuple[int, Any]]
    world: Game
    logw: float = 0.0
    own_i: int = 0  # the next of the viewer's own actions
    pos: int = 0  # how many of the viewer's events have been checked
    steps: int = 0
    conditioned: int = -1  # the step at which the hidden model last conditioned the setup
    #: the world on its game's stepped fast engine and its script, for probes
    #: (:func:`_fast_world`), and what it was made from: the setup and the actions taken on it
    shadow: Any = None
    shadow_of: tuple[Any, int] = (None, 0)
    #: the hidden model's own notes on the world (what it read of its log so far, to read on
    #: from there): its to keep, with the world they were made from
    notes: Any = None

    @property
    def chance(self) -> list[int]:
        """The outcomes of the world's announced draws so far (``core.chance``)."""
        script = self.world.chance_script
        return [] if script is None else script.values[: script.used]


@dataclass
class Worlds(Sequence[Game]):
    """Worlds consistent with ``seat``'s view of a game, with their weights.

    A sequence of games (each replayable from ``world.record()``); ``weights``
    sum to 1; ``exact``: every world consistent with the view was enumerated and
    the weights are the exact posterior; otherwise importance weights, ``ess`` the
    effective sample size, ``attempts`` the worlds tried (``len(self)`` survived).
    """

    games: list[Game]
    weights: list[float]
    seat: int
    model: str
    exact: bool
    ess: float
    attempts: int
    seconds: float
    log_weights: list[float] = field(default_factory=list)

    def __len__(self) -> int:
        return len(self.games)

    def __getitem__(self, i: Any) -> Any:
        return self.games[i]

    def __iter__(self) -> Iterator[Game]:
        return iter(self.games)

    def resample(self, n: int, seed: int = 0) -> list[Game]:
        """``n`` worlds drawn with replacement in proportion to their weights."""
        rng = random.Random(seed)
        return rng.choices(self.games, weights=self.weights, k=n) if self.games else []

    def __repr__(self) -> str:
        how = "exact" if self.exact else f"sampled, ESS {self.ess:.1f} of {len(self.games)}"
        return f"<Worlds: {len(self.games)} for seat {self.seat} ({how}; model {self.model}; {self.seconds:.2f} s)>"


def model_probabilities(model: Any, world: Game, seat: int, legal: Sequence[Any]) -> list[float]:
    """The model's probability of each of ``legal`` for ``seat`` in ``world``:
    ``"random"`` is uniform; an agent (or ``{seat: agent}``) gives ``policy(view, legal)``."""
    n = len(legal)
    if n == 1:
        return [1.0]
    if isinstance(model, str):
        return [1.0 / n] * n
    agent = model[seat] if isinstance(model, Mapping | list | tuple) else model
    probs = [float(p) for p in agent.policy(world.view(seat), legal)]
    total = sum(probs)
    return [p / total for p in probs] if total > 0 else [1.0 / n] * n


def seat_context(game: Game, seat: int, model: Any, fast: bool = False) -> Context:
    hidden = hidden_model(game.variant)
    own = tuple(a for s, a in game.history if s == seat)
    memory = game.events_seen_by(seat)
    ctx = Context(
        game=game,
        seat=seat,
        hidden=hidden,
        model=model,
        memory=memory,
        view=game.view(seat),
        own=own,
        to_act=seat in game.to_act(),
        setup=game.setup,
        asked=game.asked_at(seat),
        max_steps=4 * len(game.history) + 200,
        fast=fast,
    )
    ctx.info = hidden.prepare(game, seat)
    return ctx


def _check(p: Particle, ctx: Context) -> bool:
    """The viewer's events in the world so far are a prefix of those in the game."""
    mem = p.world.memory(ctx.seat)
    n = len(mem)
    at = p.pos
    if n == at:  # nothing new since the last check (most steps)
        return True
    real = ctx.memory
    if n > len(real):
        return False
    for i in range(at, n):
        if mem[i] != real[i]:
            return False
    p.pos = n
    return True


def _in_time(ctx: Context, own_i: int, seen: int, pending: Sequence[int]) -> bool:
    """Whether a world whose viewer has seen ``seen`` of its events, waiting on ``pending``,
    can still ask the viewer its next own action (``ctx.own[own_i]``) where the game did
    (``ctx.asked``): not once the viewer has seen more than it had then, nor when only the
    viewer is asked and it has seen less (nothing can come before its answer). A seat
    knows when it was asked; a world that asks it elsewhere is not one it could be in."""
    if own_i >= len(ctx.asked):
        return True
    at = ctx.asked[own_i]
    return seen <= at and (seen == at or tuple(pending) != (ctx.seat,))


def _complete(p: Particle, ctx: Context) -> bool:
    if p.pos != len(ctx.memory) or p.own_i != len(ctx.own):
        return False
    w = p.world
    if ctx.to_act and ctx.seat not in w.to_act():
        return False
    return bool(w.view(ctx.seat) == ctx.view)


def _chance_hook(ctx: Context, p: Particle, rng: random.Random, unseen: Unseen | None = None) -> ChanceHook:
    """The world's announced chance (``core.chance``): an outcome the viewer sees is
    forced to the one it saw, and the weight multiplied by its probability; one it
    does not see (or not yet) is drawn uniformly among those the hidden model allows
    (:meth:`Hidden.unseen`, the weight multiplied by their share), but a probe's copy
    (``unseen`` given) takes a draw the viewer never sees from ``unseen`` (:func:`_probe`)."""
    seat, memory = ctx.seat, ctx.memory

    def hook(world: RuleHost, n: int, visible: Visibility, infer: Callable[[Any], int | None]) -> int:
        if visible is None or seat in visible:
            at = len(world.memory(seat))  # where the announcement will stand in the viewer's memory
            if at < len(memory):
                index = infer(memory[at])
                if index is not None:
                    p.logw -= math.log(n)
                    return index
        elif unseen is not None:
            return unseen.next(n)
        else:
            allowed = ctx.hidden.unseen(ctx, world, n, visible, len(world.memory(seat)))  # type: ignore[arg-type]
            if allowed:
                p.logw += math.log(len(allowed) / n)
                return allowed[rng.randrange(len(allowed))]
        return rng.randrange(n)  # unseen; or seen otherwise, and the world is dropped at the next check

    return hook


class Unseen:
    """The outcomes a probe's copy of a world gives the announced draws the viewer never
    sees (``visible_to`` without it): ``drawn`` for the first ones, then 0, noting in
    ``sizes`` the number of outcomes of each draw past them, so that :func:`_probe` can try
    each of their outcomes."""

    __slots__ = ("drawn", "k", "sizes")

    def __init__(self, drawn: tuple[int, ...] = ()):
        self.drawn, self.k = drawn, 0
        self.sizes: list[int] = []

    def next(self, n: int) -> int:
        k = self.k
        self.k = k + 1
        if k < len(self.drawn):
            return self.drawn[k]
        self.sizes.append(n)
        return 0


def _scripted(ctx: Context, p: Particle, setup: dict[str, Any], chance: list[int], rng: random.Random) -> Game:
    """``p``'s world from ``setup``, its seed, the announced ``chance`` so far and a hook for new chance."""
    return scripted_game(type(ctx.game), p.seed, setup, chance, _chance_hook(ctx, p, rng))


def _create(ctx: Context, setup: dict[str, Any], rng: random.Random) -> Particle | None:
    """A world from ``setup`` with a seed under which the chance the viewer saw before
    the first decision agrees (:data:`SEED_TRIES` seeds at most; announced chance is
    forced to agree, so the first seed usually does)."""
    for _ in range(SEED_TRIES):
        p = Particle(setup, rng.randrange(2**62), [], ctx.game)
        try:
            p.world = _scripted(ctx, p, setup, [], rng)
        except JinroError:
            return None  # the setup is impossible (a variant's check refused it)
        if _check(p, ctx):
            return p
    return None


def _rebuild(ctx: Context, p: Particle, setup: dict[str, Any], rng: random.Random) -> bool:
    """Replace ``p``'s world by one from ``setup`` with the same seed, chance and actions:
    the hidden model's own in place where it can (:meth:`Hidden.redeal`), else replayed."""
    world = p.world
    try:
        if not ctx.hidden.redeal(ctx, p, setup):
            world = _scripted(ctx, p, setup, p.chance, rng)
            for s, a in p.actions:
                world.act(s, a)
    except JinroError:
        return False
    p.setup, p.world, p.pos = setup, world, 0
    return _check(p, ctx)


def _fork(ctx: Context, p: Particle, rng: random.Random) -> Particle:
    q = Particle(p.setup, p.seed, list(p.actions), p.world, p.logw, p.own_i, p.pos, p.steps)
    q.world = p.world.clone(chance_hook=_chance_hook(ctx, q, rng))
    return q


def _act(p: Particle, seat: int, action: Any) -> bool:
    try:
        p.world.act(seat, action)
    except JinroError:
        return False
    p.actions.append((seat, action))
    p.steps += 1
    return True


_DONE, _DEAD = "done", "dead"


def _advance(p: Particle, ctx: Context) -> Any:
    """Run ``p`` until it is complete (``_DONE``), inconsistent (``_DEAD``) or another
    seat must choose among several options: returns ``(seat, legal)``."""
    seat, seen, owned, max_steps = ctx.seat, len(ctx.memory), len(ctx.own), ctx.max_steps
    while True:
        w = p.world
        if len(w.memory(seat)) != p.pos and not _check(p, ctx):  # new events: still those the viewer saw?
            return _DEAD
        if p.pos == seen and p.own_i == owned and _complete(p, ctx):
            return _DONE
        if w.over or p.steps > max_steps:
            return _DEAD
        pending = w.to_act()
        if not _in_time(ctx, p.own_i, p.pos, pending):
            return _DEAD
        if seat in pending and p.own_i < owned:
            return seat, None  # the viewer's own recorded action first (a simultaneous vote may stop after it)
        for other in pending:
            if other != seat:
                break
        else:
            return _DEAD  # the viewer is asked for more than it did
        legal = w.legal_actions(other)
        if len(legal) == 1 and getattr(legal[0], "pause", False):  # eyes closed: nothing to choose
            if not _act(p, other, legal[0]):
                return _DEAD
            continue
        return other, legal


def _own(p: Particle, ctx: Context) -> bool:
    """Take the viewer's next recorded action."""
    if not _act(p, ctx.seat, ctx.own[p.own_i]):
        return False
    p.own_i += 1
    return True


def _choose(p: Particle, ctx: Context, s: int, legal: Sequence[Any]) -> tuple[list[int], list[float]]:
    """The options of ``s`` that agree with the viewer's observations and their model probabilities."""
    found = ctx.hidden.candidates(ctx, p.world, s, legal, p.pos)
    allowed: Sequence[int] | None
    if found is None or type(found) is list:  # the options that agree, or any (most steps)
        allowed = found
    else:
        probe = Probe(tuple(range(len(legal)))) if isinstance(found, str) else found
        allowed = probe.among if isinstance(probe, Probe) else probe
        if isinstance(probe, Probe) and len(probe.among) > 1:
            allowed = _probe(p, ctx, s, legal, probe.among)
    # a lone option is taken untried: a copy would tell no more than the world taking it
    # does (one it cannot agree with is dropped at the next check, :func:`_check`)
    return _chances(p, ctx, s, legal, range(len(legal)) if allowed is None else allowed)


def _chances(
    p: Particle, ctx: Context, s: int, legal: Sequence[Any], allowed: Sequence[int]
) -> tuple[list[int], list[float]]:
    """Of ``s``'s options ``allowed`` (indices of ``legal``), those the model gives a chance,
    and their model probabilities."""
    if type(ctx.model) is str:  # "random": every option has the same chance (model_probabilities)
        return list(allowed), [1.0 / len(legal)] * len(allowed)
    probs = model_probabilities(ctx.model, p.world, s, legal)
    keep = [i for i in allowed if probs[i] > 0]
    return keep, [probs[i] for i in keep]


def _probe(p: Particle, ctx: Context, s: int, legal: Sequence[Any], among: Sequence[int]) -> list[int]:
    """The options ``among`` (indices of ``legal``) of ``s`` after which the viewer's
    events (those that follow at once) can still agree with the game's: each tried on a
    copy of the world's fast game where it tells the viewer's events (:func:`_heard_after`,
    with ``ctx.fast``), else on a readable copy of the world (:func:`_agrees_after`). An
    option is left out only when it cannot agree: announced chance the viewer does not see
    (a lot among the wolves' proposals, seen by the wolves alone) is tried with each of
    its outcomes (of :data:`UNSEEN_DRAWS` draws at most; past them the option is kept), so
    that no verdict depends on how a copy drew (the world's own draw decides later, and a
    world that disagrees is dropped at the next check)."""
    told = _heard_after(p, ctx, s, legal, among) if ctx.fast else {}
    keep = []
    for i in among:
        agrees = told.get(i)
        if agrees is None:
            agrees = _agrees_after(p, ctx, s, legal[i], ())
        if agrees:
            keep.append(i)
    return keep


#: the announced draws the viewer does not see whose every outcome a probe tries (then it keeps the option)
UNSEEN_DRAWS = 2


def _agrees(p: Particle, ctx: Context, events: Sequence[Any]) -> bool:
    """Whether ``events``, the viewer's after event ``p.pos``, are the next of those it saw."""
    real, at = ctx.memory, p.pos
    return at + len(events) <= len(real) and all(e == real[at + j] for j, e in enumerate(events))


def _agrees_after(p: Particle, ctx: Context, s: int, action: Any, drawn: tuple[int, ...]) -> bool:
    """Whether the viewer's events after ``s`` takes ``action`` in a readable copy of ``p``'s
    world can agree with what it saw: its announced chance forced as in the world (on a
    scratch particle, its weight unused), the draws the viewer never sees given ``drawn``
    and 0 past them, then each other outcome of those (:class:`Unseen`, :func:`_other_draws`)."""
    scratch = Particle(p.setup, p.seed, [], p.world, p.logw)
    unseen = Unseen(drawn)
    world = p.world.clone(chance_hook=_chance_hook(ctx, scratch, random.Random(p.seed), unseen))
    try:
        world.act(s, action)
    except JinroError:
        return False

    def seen() -> int | None:
        mem = world.memory(ctx.seat)
        return len(mem) if _agrees(p, ctx, mem[p.pos :]) else None

    return _answered(world, ctx, p.own_i, seen) or _other_draws(p, ctx, s, action, drawn, unseen.sizes)


def _answered(world: Any, ctx: Context, own_i: int, seen: Callable[[], int | None]) -> bool:
    """Whether a probe's copy ``world`` (readable or fast), stopped at its next decision,
    still agrees with the viewer: ``seen()`` its viewer's events so far if they are the next
    the viewer saw (else ``None``), asked in time (:func:`_in_time`); while the viewer alone
    is asked, its next recorded actions taken and the copy checked again, so that an
    option after which the viewer would be asked too few times (a night that ends a round
    early) is refused now, not after the viewer's answer. A draw past a fast copy's script
    there (``ScriptEnded``) leaves it unsure: kept."""
    while True:
        count = seen()
        pending = world.to_act()
        if count is None or not _in_time(ctx, own_i, count, pending):
            return False
        if pending != (ctx.seat,) or own_i >= len(ctx.own):
            return True
        try:
            world.act(ctx.seat, ctx.own[own_i])
        except ScriptEnded:
            return True
        except (Disagreed, JinroError):
            return False
        own_i += 1


def _other_draws(p: Particle, ctx: Context, s: int, action: Any, drawn: tuple[int, ...], sizes: list[int]) -> bool:
    """Whether ``action`` can agree under other outcomes of the unseen draws past ``drawn``
    than the 0s the copy just replayed gave them (``sizes``: their numbers of outcomes), in
    order: the next draw's 0 (its later draws' other outcomes), then its other outcomes, each
    replayed; past :data:`UNSEEN_DRAWS` draws the option is kept (the world decides)."""
    if not sizes:
        return False
    if len(drawn) >= UNSEEN_DRAWS:
        return True  # too many draws to try: kept, the world decides
    if _other_draws(p, ctx, s, action, (*drawn, 0), sizes[1:]):
        return True
    return any(_agrees_after(p, ctx, s, action, (*drawn, k)) for k in range(1, sizes[0]))


def _heard_after(p: Particle, ctx: Context, s: int, legal: Sequence[Any], among: Sequence[int]) -> dict[int, bool]:
    """For each option ``among``, whether the viewer's events after it can agree with what
    it saw, tried on copies of ``p``'s world on its game's stepped fast engine where that
    engine tells them (``core.fast.Hearing``; :func:`_fast_world`), each copy stopped at
    the first event that disagrees (``core.fast.Disagreed``): each announced draw the
    world has not made (``core.fast.ScriptEnded``) tried with each of its outcomes, a draw
    the viewer sees too (only its outcome as seen can agree, as the readable copy's hook
    forces it), :data:`UNSEEN_DRAWS` at most (past them the readable copy decides). Empty
    where the game's fast engine does not hear or cover the world's setup. The same
    verdicts as the readable copies' (``tests/core/test_hidden_fast_probe.py``)."""
    fast = _fast_world(p)
    if fast is None:
        return {}
    base, then = fast
    base.watch(ctx.seat, ctx.memory, p.pos)
    agreed = ctx.agreed

    def agrees(action: Any, drawn: tuple[int, ...]) -> bool | None:
        then[:] = drawn
        copy = base.copy()
        try:
            copy.act(s, action)
        except Disagreed:
            return False
        except ScriptEnded as draw:  # what it heard before the draw agrees (else Disagreed)
            if len(drawn) >= UNSEEN_DRAWS:
                return None
            # the outcome that agreed last at this draw first (a draw the viewer sees agrees with
            # one outcome only): the verdict is the same in any order, the copies fewer
            n, where = draw.outcomes, (p.pos + len(copy.heard()), draw.outcomes)
            first = agreed.get(where, 0)
            unsure = False
            for k in (first, *range(first), *range(first + 1, n)):
                verdict = agrees(action, (*drawn, k))
                if verdict:
                    agreed[where] = k
                    return True
                unsure = unsure or verdict is None
            return None if unsure else False
        except JinroError:
            return False
        # every event it heard was the next the viewer saw (else Disagreed): in time, and on?
        if not _answered(copy, ctx, p.own_i, lambda: p.pos + len(copy.heard())):
            return False
        ctx.agreed_path[p.pos] = drawn
        return True

    told: dict[int, bool] = {}
    try:
        for i in among:
            # first the draws with which the last option agreed from here: an option that agrees
            # with them agrees (as trying each draw would find), one that does not is tried so;
            # after an option that cannot agree, the next is tried so at once
            path = ctx.agreed_path.get(p.pos)
            verdict = True if path and agrees(legal[i], path) else agrees(legal[i], ())
            if verdict is not None:
                told[i] = verdict
            if not verdict:
                ctx.agreed_path.pop(p.pos, None)
    finally:
        base.watch(None)
    return told


def _fast_world(p: Particle) -> tuple[Any, list[int]] | None:
    """``p``'s world on its game's stepped fast engine where that engine hears
    (``core.fast.Hearing``; else ``None``), its announced chance the world's and then the
    list's (``core.fast.scripted_replay``: a copy stops at a draw past both): kept on the
    particle (``p.shadow``) and brought up to date with the actions taken since, following
    the announced draws the world made since (``core.fast.Script.follows``); made again
    after the world took a new setup (the hidden model's conditioning)."""
    world = p.world
    chance = world.chance_script
    values: Sequence[int] = () if chance is None else chance.values
    shadow, (setup, taken) = p.shadow, p.shadow_of
    if shadow is not None and setup is p.setup and taken <= len(p.actions) and shadow[1].follows(values):
        game, script = shadow
        script.then[:] = ()
        try:
            for seat, action in p.actions[taken:]:
                game.act(seat, action)
        except (ScriptEnded, JinroError):
            shadow = None
    else:
        shadow = None
    if shadow is None:
        stepped = stepped_game(world.variant, world.setup)
        if stepped is None or not getattr(stepped, "HEARS", False):
            return None
        script = Script(values, stop=True, then=[])
        shadow = (scripted_replay(stepped, world, script), script)
    p.shadow, p.shadow_of = shadow, (p.setup, len(p.actions))
    return shadow[0], shadow[1].then


def _sample_one(ctx: Context, rng: random.Random) -> Particle | None:
    proposed = ctx.hidden.propose(ctx, rng)
    if proposed is None:
        return None
    setup, logw = proposed
    p = _create(ctx, setup, rng)
    if p is None:
        return None
    p.logw = logw
    hidden = ctx.hidden
    told_by = None if type(hidden).told is Hidden.told else hidden.told  # the default tells nothing: not asked
    together_by = None if type(hidden).together is Hidden.together else hidden.together  # the default: none
    seen = len(ctx.memory)
    while True:
        state = _advance(p, ctx)
        if state is _DONE:
            return p
        if state is _DEAD:
            return None
        s, legal = state
        if p.conditioned != p.steps:  # once per decision (a rebuilt world comes back here)
            p.conditioned = p.steps
            changed = hidden.condition(ctx, p, s, legal, rng)
            if changed is not None:
                setup, factor = changed
                if factor == -math.inf:
                    return None
                p.logw += factor
                if setup is not p.setup and not _rebuild(ctx, p, setup, rng):
                    return None
                continue  # advance again: the rebuilt world stands at the same decision
        if legal is None:
            if not _own(p, ctx):
                return None
            continue
        told = None if told_by is None else told_by(ctx, p.world, s, legal, p.pos)
        if told is not None:
            if not _act(p, s, told):
                return None
            continue
        fixed = None if together_by is None or p.pos == seen else together_by(ctx, p.world, p.pos)
        if fixed is not None:
            if not _together(p, ctx, fixed, rng):
                return None
            continue
        keep, probs = _choose(p, ctx, s, legal)
        if not _draw(p, ctx, s, legal, keep, probs, rng):
            return None


def _together(
    p: Particle, ctx: Context, fixed: Sequence[tuple[int, Sequence[Any], Sequence[int]]], rng: random.Random
) -> bool:
    """Take the choices of the seats of ``fixed`` (:meth:`Hidden.together`: every other seat
    still to choose in the world's decision, in the order :func:`_advance` asks them, with
    its legal options and the indices of those that agree), one after the other, each drawn
    as :func:`_sample_one` draws it alone (:func:`_draw`; under the random model and the
    model's own proposal, with the same cumulative chances searched at once,
    :func:`_uniform`): the same draws, the same weight, the same world. Between them nothing
    is logged (the decision waits for its last seat) and the viewer has events still to
    see, so :func:`_advance` would find each of them in turn; only its bound on the steps is
    checked again. ``False``: the world is dropped."""
    max_steps = ctx.max_steps
    uniform = type(ctx.model) is str and type(ctx.hidden).proposal is Hidden.proposal
    for s, legal, allowed in fixed:
        if p.steps > max_steps:
            return False
        if uniform:
            m = len(allowed)
            if not m:
                return False  # as _draw: no mass
            cum, mass, log_mass = _uniform(len(legal), m)
            r = rng.random() * mass
            k = bisect_right(cum, r) if m > 1 else 0  # the first whose cumulative chance passes r
            p.logw += log_mass
            if not _act(p, s, legal[allowed[k if k < m else m - 1]]):
                return False
            continue
        keep, probs = _chances(p, ctx, s, legal, allowed)
        if not _draw(p, ctx, s, legal, keep, probs, rng):
            return False
    return True


@lru_cache(maxsize=256)
def _uniform(n: int, m: int) -> tuple[tuple[float, ...], float, float]:
    """A draw among ``m`` agreeing options of ``n`` under the random model, as :func:`_draw`
    makes it: the cumulative chances it searches (added in the same order), their sum (the
    mass) and its log (the weight's factor)."""
    probs = [1.0 / n] * m
    cum, acc = [], 0.0
    for pr in probs:
        acc += pr
        cum.append(acc)
    mass = sum(probs)
    return tuple(cum), mass, math.log(mass)


def _draw(
    p: Particle, ctx: Context, s: int, legal: Sequence[Any], keep: list[int], probs: list[float], rng: random.Random
) -> bool:
    """Draw ``s``'s choice among the options ``keep`` (indices of ``legal``) that agree, with
    their model probabilities ``probs`` (or the hidden model's proposal,
    :meth:`Hidden.proposal`), multiply the weight by the model probability over the
    proposal's, and take it; ``False``: none can be taken (the world is dropped)."""
    if len(keep) == 1:  # one option agrees (most steps): its draw is made all the same, as below
        rng.random()
        p.logw += math.log(probs[0])
        return _act(p, s, legal[keep[0]])
    mass = sum(probs)
    if mass <= 0:
        return False
    hidden = ctx.hidden
    proposal = None if type(hidden).proposal is Hidden.proposal else hidden.proposal  # the default: the model's
    q = None if proposal is None else proposal(ctx, p.world, s, [legal[i] for i in keep], probs, p.pos)
    weights = probs if q is None else q
    total = sum(weights)
    r = rng.random() * total
    k = len(keep) - 1
    acc = 0.0
    for j, pr in enumerate(weights):
        acc += pr
        if r < acc:
            k = j
            break
    # importance weight: model probability over proposal probability
    p.logw += math.log(mass) if q is None else math.log(probs[k]) - math.log(weights[k] / total)
    return _act(p, s, legal[keep[k]])


def _enumerate(ctx: Context, limit: int, node_budget: int) -> list[Particle] | None:
    """Every consistent world with its exact log weight, or ``None`` past the budgets."""
    setups = ctx.hidden.enumerate(ctx, limit)
    if setups is None:
        return None
    rng = random.Random(0)
    done: list[Particle] = []
    nodes = 0
    stack: list[Particle] = []
    for setup, logw in setups:
        p = _create(ctx, setup, rng)
        if p is not None:
            p.logw = logw
            stack.append(p)
    while stack:
        p = stack.pop()
        nodes += 1
        if nodes > node_budget or len(done) > limit:
            return None
        state = _advance(p, ctx)
        if state == _DONE:
            done.append(p)
            continue
        if state == _DEAD:
            continue
        s, legal = state
        if legal is None:
            if _own(p, ctx):
                stack.append(p)
            continue
        told = ctx.hidden.told(ctx, p.world, s, legal, p.pos)
        if told is not None:
            if _act(p, s, told):
                stack.append(p)
            continue
        keep, probs = _choose(p, ctx, s, legal)
        for j, (i, pr) in enumerate(zip(keep, probs, strict=True)):
            child = p if j == len(keep) - 1 else _fork(ctx, p, rng)
            child.logw += math.log(pr)
            if _act(child, s, legal[i]):
                stack.append(child)
    return done


def _normalise(logws: Sequence[float]) -> tuple[list[float], float]:
    if not logws:
        return [], 0.0
    top = max(logws)
    raw = [math.exp(lw - top) for lw in logws]
    total = sum(raw)
    weights = [r / total for r in raw]
    ess = 1.0 / sum(w * w for w in weights)
    return weights, ess


def _model_name(model: Any) -> str:
    return model if isinstance(model, str) else type(model).__name__


def sample_worlds(
    game: Game,
    seat: int,
    n: int = 100,
    seed: int = 0,
    model: Any = "random",
    exact: bool | None = None,
    max_attempts: int | None = None,
    exact_limit: int = 2000,
    max_seconds: float | None = None,
    engine: str = "auto",
) -> Worlds:
    """Worlds (whole games) in which ``seat``'s view is ``game.view(seat)``, drawn from
    the posterior under ``model`` (``"random"``: other seats choose uniformly among
    their legal options; an agent with ``policy(view, legal)``, or ``{seat: agent}``).

    ``exact=None`` enumerates every consistent world when the variant can and there
    are at most ``exact_limit`` (``Worlds.exact``); ``False`` always samples; ``True``
    requires enumeration (raises if it is not possible). Sampling stops after ``n``
    consistent worlds or ``max_attempts`` tries (default ``50 * n``), or once
    ``max_seconds`` have passed (for a widget that must answer quickly; the result
    then depends on the machine's speed, so it is not reproducible).

    ``engine``: ``"auto"`` lets the variant's model rule out, on fast copies of a world
    (``core.fast``), options a copy of the readable world would only refute more slowly
    (:meth:`Hidden.candidates`); ``"readable"`` probes every option on readable copies.
    Both give the same worlds with the same weights, seed for seed (:data:`ENGINES`).
    """
    if model != "random" and isinstance(model, str):
        raise JinroError(f"model must be 'random' or an agent with policy(view, legal), got {model!r}")
    if engine not in ENGINES:
        raise JinroError(f"engine must be one of {ENGINES}, got {engine!r}")
    with older_generations_held():  # the cyclic collector walks the youngest objects only (core.collector)
        start = time.perf_counter()
        ctx = seat_context(game, seat, model, fast=engine == "auto")
        if exact is not False and ctx.hidden.exact_ok(ctx):
            found = _enumerate(ctx, exact_limit, node_budget=4 * exact_limit)
            if found is not None:
                return _worlds(found, seat, model, True, len(found), start)
        if exact:
            raise JinroError("this position cannot be enumerated exactly (too many worlds, or hidden chance)")
        rng = random.Random(seed)
        limit = 50 * n if max_attempts is None else max_attempts
        particles: list[Particle] = []
        attempts = 0
        deadline = math.inf if max_seconds is None else start + max_seconds
        while len(particles) < n and attempts < limit and (attempts == 0 or time.perf_counter() < deadline):
            attempts += 1
            p = _sample_one(ctx, rng)
            if p is not None:
                particles.append(p)
        return _worlds(particles, seat, model, False, attempts, start)


def _worlds(particles: list[Particle], seat: int, model: Any, exact: bool, attempts: int, start: float) -> Worlds:
    """The finished worlds with their normalised weights; each world's announced
    chance is now its script (played on, it draws from its RNG like any game)."""
    for p in particles:
        script = p.world.chance_script
        if script is not None:
            script.hook = None
    logws = [p.logw for p in particles]
    weights, ess = _normalise(logws)
    return Worlds(
        [p.world for p in particles],
        weights,
        seat,
        _model_name(model),
        exact,
        ess,
        attempts,
        time.perf_counter() - start,
        logws,
    )
