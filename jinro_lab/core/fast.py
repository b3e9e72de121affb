"""What every game's fast engine shares (issue 41): the pending decision and how its
seats choose, the team's settlement and the draws, as flat loops that make the same
random draws, in the same order, as the readable flow (``core.engine``, ``core.team``,
``core.chance``).

A fast engine plays a whole game in one call, over explicit state (integer seats,
roles resolved at the deal), with no generator and no ``Decision`` or event object.
One seed and the same agents give the same game as the readable engine: the game's
generator draws as :mod:`core.chance` does (``randrange`` for one of several
outcomes, ``shuffle`` or ``sample`` for an ordered draw), and each seat's agent is
asked the same question with the same legal actions in the same order. A fast
engine may keep its options cheap (seats as ints, card ids as strings) and make the
readable actions (``vote seat 3``) only for an agent that reads them: a
:class:`~jinro_lab.agents.RandomAgent`'s pick, one draw of its generator scaled by the
number of options, needs none. A game's heuristic agent
that reads a small observation of its seat instead of a view (:func:`observed_choice`)
is asked with the cheap options and the observation its game's fast engine keeps
(``Engine(..., observes=True)``).

A fast engine that can also be stepped and copied (a search's or a sampler's game)
keeps its pending decision as explicit state in :class:`Pending`, which answers
``to_act``, ``legal``, ``act`` and ``play`` as the readable game does.

A game declares its fast engine in its registration (``VariantInfo.fast``: a
``"module:attr"`` of a :class:`FastEngine`); :func:`fast_engine` finds it, and
:func:`stepped_game` the class of its stepped games (:class:`SteppedGame`) for a setup
the engine covers: what ISMCTS rolls out on (issue 41, item 4). A stepped game follows
a world's chance script (:class:`Script`: the belief sampler fixes the announced draws
a seat saw, ``core.chance``), so a sampled world plays on in it as in the readable game.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Mapping, Sequence
from functools import lru_cache
from math import perm
from typing import Any, Protocol, Self, TypeVar

from .chance import outcome_at, scripted
from .engine import Result
from .errors import IllegalAction, InvalidArgument, InvalidSetup, describe
from .memo import STATES
from .team import ranked

__all__ = [
    "MIRRORED",
    "UNOBSERVED",
    "Chooser",
    "Copied",
    "Disagreed",
    "Facts",
    "FastEngine",
    "FastGame",
    "FastSetup",
    "Hearing",
    "Pending",
    "Readable",
    "Script",
    "ScriptEnded",
    "SteppedGame",
    "announced",
    "announced_order",
    "as_chooser",
    "below",
    "fast_engine",
    "follow",
    "learned_since",
    "observed_choice",
    "ordered_draw",
    "others",
    "scripted_replay",
    "settle_most_proposed",
    "shuffle",
    "stepped_game",
    "stepped_setup",
]

T = TypeVar("T")
S = TypeVar("S")
#: a stepped fast game (:class:`SteppedGame`)
P = TypeVar("P", bound="SteppedGame")

#: turns a fast engine's cheap options (seats, ids) into the readable actions an agent reads
Readable = Callable[[Sequence[Any]], tuple[Any, ...]]


class FastGame(Protocol):
    """A game played by a fast engine, as a simulation table reads it: its ``result``,
    its ``players``, its ``summary()`` columns and each seat's side (``seat_side``), as
    the readable game gives them; ``deaths``: ``(seat, day, cause)`` in order."""

    players: int
    result: Result | None
    deaths: list[tuple[int, int, str]]

    def summary(self) -> dict[str, Any]: ...

    def seat_side(self, seat: int) -> str: ...


class FastSetup(Protocol):
    """A fast engine's setup, prepared once for many games of the same options (of
    ``players`` seats)."""

    players: int

    def play(self, seed: int, agents: Sequence[Any]) -> FastGame: ...


class FastEngine(Protocol):
    """A game's fast engine (``VariantInfo.fast``): ``supports(options)`` is ``None`` when it
    plays a setup exactly as the readable engine does, else why not (the readable
    engine plays it); ``prepare(options)`` checks the options as ``new_game`` does and
    returns the setup to ``play`` (:class:`FastSetup`); ``observes``: whether its games keep
    the observations its game's heuristic agent reads (:func:`observed_choice`), so that
    they play that agent too."""

    observes: bool

    def supports(self, options: Mapping[str, Any]) -> str | None: ...

    def prepare(self, options: Mapping[str, Any]) -> FastSetup: ...


class SteppedGame(Protocol):
    """A fast game that can be stepped and copied (a search's game): ``to_act()``,
    ``legal(seat)``, ``act(seat, action)`` and ``over`` read as the readable game's
    (``to_act()``, ``legal_actions(seat)``, ``act``, ``over``), the same actions in the
    same order; ``play(choosers)`` plays on to the end (:meth:`Pending.play`); ``copy()``
    costs the same late in a game as at the deal; ``from_game(game)`` is the readable
    ``game`` at the same point, its announced chance following the game's chance script
    where it has one (a sampled world, :class:`Script`); ``result`` as the readable
    game's once it is over."""

    @property
    def players(self) -> int: ...

    @property
    def over(self) -> bool: ...

    @property
    def result(self) -> Result | None: ...

    def to_act(self) -> tuple[int, ...]: ...

    def legal(self, seat: int | None = None) -> tuple[Any, ...]: ...

    def act(self, seat: int, action: Any) -> None: ...

    def play(self, choosers: Sequence[Any]) -> Any: ...

    def copy(self) -> SteppedGame: ...

    @classmethod
    def from_game(cls, game: Any) -> SteppedGame: ...


class Script:
    """The outcomes of a fast game's announced draws (``core.chance``: a first voter, a
    lot, a nomination...) as a chance script fixes them: the readable game's
    ``ChanceScript`` values, in order, each an outcome index; draws past them come from
    the game's generator, and a scripted draw never touches it (as ``core.chance``
    draws). ``used``: the announced draws made so far. A game without a script draws
    through :func:`announced` and :func:`announced_order` with ``None``. ``stop``: a draw
    past the values (and past ``then``, outcomes that follow them, a list its copies share
    and its owner may change between copies) raises :class:`ScriptEnded` instead
    (:func:`scripted_replay`)."""

    __slots__ = ("stop", "then", "used", "values")

    def __init__(self, values: Sequence[int], used: int = 0, stop: bool = False, then: list[int] | None = None):
        self.values = tuple(values)
        self.used = used
        self.stop = stop
        self.then = then

    def copy(self) -> Script:
        return Script(self.values, self.used, self.stop, self.then)

    def follows(self, values: Sequence[int]) -> bool:
        """Take on ``values``, the outcomes of the same world's announced draws as it has made
        more of them, if those followed so far are where they began and none past them was
        drawn (true: a game with this script plays on as one made with ``values``)."""
        mine = self.values
        if self.used > len(mine) or len(values) < len(mine) or tuple(values[: len(mine)]) != mine:
            return False
        self.values = tuple(values)
        return True

    def next(self, n: int) -> int | None:
        """The next announced draw's outcome among ``n``, or ``None``: the generator draws
        (:class:`InvalidChance` for a script's outcome not among them, ``chance.scripted``;
        :class:`ScriptEnded` past the values of a script that stops)."""
        i = self.used
        values = self.values
        if i >= len(values) and self.stop:
            then, k = self.then, i - len(values)
            if then is None or k >= len(then):
                raise ScriptEnded(n)
            self.used = i + 1
            return scripted(then, k, n)
        self.used = i + 1
        return scripted(values, i, n) if i < len(values) else None


class ScriptEnded(Exception):
    """A fast game whose script stops (``Script(..., stop=True)``) reached an announced
    draw past its values, of ``outcomes`` outcomes: from here its chance would no longer be
    the readable world's (the belief sampler's hook draws it), so the game stopped where
    it stood."""

    def __init__(self, outcomes: int):
        super().__init__(outcomes)
        self.outcomes = outcomes


def follow(game: Any) -> Script | None:
    """The readable ``game``'s chance script for its fast copy (``from_game``): its
    announced draws' outcomes so far, or ``None`` for a game that draws from its seed."""
    script = game.chance_script
    return None if script is None else Script(script.values)


_new_random = random.Random.__new__


def copied_generator(rng: random.Random) -> random.Random:
    """A generator in the state of ``rng`` (a fast game's copy, or a copy's own when it
    first draws), made without seeding: its state is set at once."""
    copy = _new_random(random.Random)
    copy.setstate(rng.getstate())
    return copy


def replayed(stepped: Callable[[int, Any, Script | None], P], game: Any, variant: str) -> P:
    """The readable ``game`` of ``variant`` as a stepped fast game at the same point (each
    engine's ``from_game``): ``stepped(seed, options, script)`` made from its seed and setup,
    its announced chance following the game's chance script where it has one (:func:`follow`:
    the belief sampler's worlds), its actions replayed once, after which a copy is cheap (a
    search copies the position many times). :class:`InvalidArgument` for another game."""
    if getattr(game, "variant", None) != variant:
        raise InvalidArgument(f"from_game() takes a game of {variant}, got {describe(game)}")
    fast = stepped(game.seed, game.setup, follow(game))
    for seat, action in game.history:
        fast.act(seat, action)
    return fast


def scripted_replay(stepped: Callable[[int, Any, Script], T], game: Any, script: Script) -> T:
    """The readable ``game`` (a world of the belief sampler: its announced chance scripted)
    on the fast engine whose stepped games ``stepped(seed, options, script)`` makes, at the
    same point, following ``script``: one that stops (``Script(values, stop=True, then=...)``,
    :class:`ScriptEnded`) at the first announced draw past the world's values and ``then``
    (the outcomes of its next draws, as the list holds them when a copy draws), so that up to
    there its copies play exactly as copies of the readable world would whose next
    announced draws give ``then``, whatever the world's chance hook would draw after them
    (``core.hidden``)."""
    fast = stepped(game.seed, game.setup, script)
    for seat, action in game.history:
        fast.act(seat, action)  # type: ignore[attr-defined]
    return fast


def announced(script: Script | None, rng: random.Random, n: int) -> int:
    """An announced draw of one of ``n`` outcomes (``core.chance.draw``): the script's
    outcome while it lasts, else ``rng.randrange(n)`` (:func:`below`)."""
    if script is not None:
        value = script.next(n)
        if value is not None:
            return value
    return below(rng, n)


def announced_order(script: Script | None, rng: random.Random, items: Sequence[T], k: int) -> tuple[T, ...]:
    """An announced ordered draw of ``k`` of ``items`` (``core.chance.arrange``): the
    script's outcome while it lasts (``chance.outcome_at``), else :func:`ordered_draw`."""
    if script is not None:
        value = script.next(perm(len(items), k))
        if value is not None:
            return outcome_at(items, k, value)
    return ordered_draw(rng, items, k)


def uniform_draw(agent: Any) -> Callable[[], float] | None:
    """The generator draw of an agent that chooses ``legal[int(draw() * len(legal))]``, as
    ``RandomAgent.choose`` does (its ``pick_draw`` attribute: ``None`` for a subclass
    choosing otherwise), else ``None``: a fast engine (:meth:`Pending.play`) then picks
    for it itself, with no readable actions."""
    draw = getattr(agent, "pick_draw", None)
    return draw if callable(draw) else None


def observed_choice(agent: Any) -> Callable[..., Any] | None:
    """The entry of an agent that chooses from an observation a fast engine keeps for its
    seat (a game's heuristic, issue 41 item 3): its ``choose_observed``, which makes the
    choice its ``choose(view, legal)`` makes from the view, with the same draws, while the
    class whose ``choose`` the agent has defines ``choose_observed`` too; ``None`` for a
    subclass overriding ``choose`` alone (an engine then asks that ``choose``, with a view,
    or refuses the agent) and for an agent without one. What ``choose_observed`` takes
    beside the observation is the game's own (the legal actions, or the engine's cheap
    options and how to read them); ``Engine``'s ``observes``: the fast engine of the game
    whose heuristic agent reads it."""
    entry = getattr(agent, "choose_observed", None)
    if not callable(entry):
        return None
    chooser = next((c for c in type(agent).__mro__ if "choose" in vars(c)), None)  # the class whose choose it is
    return entry if chooser is not None and "choose_observed" in vars(chooser) else None


def given_options(options: Mapping[str, Any] | None) -> dict[str, Any]:
    """A fast game's options as given, to be resolved by the game's option table as
    ``new_game`` resolves them; the seed is refused there (it is the game's own argument)."""
    given = dict(options or {})
    if "seed" in given:
        raise InvalidArgument("give the seed to the fast game (FastGame or play), not among the options")
    return given


def stepped_setup(seed: int, options: S | Mapping[str, Any] | None, setup: type[S]) -> S:
    """The ``setup`` (the game's fast setup class) a stepped fast game of ``seed`` plays:
    ``options`` itself when it is one, else ``setup(options)``; a seed that is not a
    non-negative integer is refused (as ``new_game`` refuses it)."""
    prepared = options if isinstance(options, setup) else setup(options)  # type: ignore[call-arg]
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise InvalidSetup(f"seed must be a non-negative integer, got {describe(seed)}")
    return prepared


class Engine:
    """A game's fast engine as its registration names it (``VariantInfo.fast``): a
    :class:`FastEngine` made of the game's ``supports(options)`` (``None``, or what it does
    not cover) and its setup class (``setup(options)`` checks the options once for many
    games; its ``play(seed, agents)`` plays one); ``observes``: its games serve the game's
    heuristic agent (:func:`observed_choice`)."""

    __slots__ = ("_setup", "_supports", "observes", "stepped")

    def __init__(
        self,
        supports: Callable[[Mapping[str, Any]], str | None],
        setup: Callable[[Mapping[str, Any]], Any],
        stepped: type[SteppedGame] | None = None,
        *,
        observes: bool = False,
    ) -> None:
        self._supports, self._setup = supports, setup
        #: the class of the engine's stepped games (:class:`SteppedGame`), or ``None``
        self.stepped = stepped
        #: whether its games keep each seat's observation for the game's heuristic agent
        #: (:func:`observed_choice`), so ``simulate`` plays ``agents="heuristic"`` on it
        self.observes = observes

    def supports(self, options: Mapping[str, Any]) -> str | None:
        return self._supports(options)

    def prepare(self, options: Mapping[str, Any]) -> FastSetup:
        return self._setup(options)


def fast_engine(variant: str) -> FastEngine | None:
    """The fast engine ``variant`` declares (``VariantInfo.fast``), or ``None``."""
    from .registry import load, lookup

    ref = lookup(variant).fast
    return None if ref is None else load(ref)


def stepped_game(variant: str, options: Mapping[str, Any]) -> type[SteppedGame] | None:
    """The class of ``variant``'s stepped fast games (:class:`SteppedGame`) when its fast
    engine has one and covers ``options`` (a game's ``setup``: ``supports`` is ``None``),
    else ``None`` (the readable game plays it)."""
    engine = fast_engine(variant)
    stepped = getattr(engine, "stepped", None)
    if stepped is None or engine is None or engine.supports(options) is not None:
        return None
    return stepped


def _bits_below(getrandbits: Callable[[int], int], n: int) -> int:
    """A number below ``n`` as CPython's ``random.Random`` draws it (3.11 ... 3.13):
    ``getrandbits(n.bit_length())`` until it is below ``n``."""
    k = n.bit_length()
    r = getrandbits(k)
    while r >= n:
        r = getrandbits(k)
    return r


@lru_cache(maxsize=STATES)
def _swaps(n: int) -> tuple[tuple[int, int], ...]:
    """The swaps of a shuffle of ``n`` items (:func:`_bits_shuffle`): each place from the
    last down to 1 and the bits its partner is drawn with (shared, read only)."""
    return tuple((i, (i + 1).bit_length()) for i in range(n - 1, 0, -1))


def _bits_shuffle(getrandbits: Callable[[int], int], items: list[Any]) -> None:
    """``items`` shuffled as CPython's ``random.Random.shuffle`` does it (Fisher-Yates from
    the end, each swap's partner drawn as :func:`_bits_below` draws it, inlined)."""
    for i, k in _swaps(len(items)):
        j = getrandbits(k)
        while j > i:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]


#: the largest population :func:`_bits_sample` draws from: CPython's ``random.Random.sample``
#: keeps a pool list (rather than a set of the chosen) up to 21 items (for ``k`` <= 5, and more for larger ``k``)
_POOLED = 21


def _bits_sample(getrandbits: Callable[[int], int], items: Sequence[T], k: int) -> tuple[T, ...]:
    """``k`` of ``items`` (at most :data:`_POOLED`) as CPython's ``random.Random.sample``
    draws them from a small population: each from the pool not yet chosen, drawn as
    :func:`_bits_below` draws, its place filled by the pool's last item."""
    n = len(items)
    if k == 1:
        return (items[_bits_below(getrandbits, n)],)
    pool = list(items)
    chosen = []
    for i in range(k):
        j = _bits_below(getrandbits, n - i)
        chosen.append(pool[j])
        pool[j] = pool[n - i - 1]
    return tuple(chosen)


def _mirrors() -> bool:
    """Whether :func:`_bits_below`, :func:`_bits_shuffle` and :func:`_bits_sample` make this
    Python's ``randrange``, ``shuffle`` and ``sample`` draws (tried once, at import)."""
    ours, theirs = random.Random(41), random.Random(41)
    same = all(_bits_below(ours.getrandbits, n) == theirs.randrange(n) for n in range(1, 70))
    mine, expected = list(range(30)), list(range(30))
    _bits_shuffle(ours.getrandbits, mine)
    theirs.shuffle(expected)
    sampled = all(
        _bits_sample(ours.getrandbits, range(n), k) == tuple(theirs.sample(range(n), k))
        for n in range(2, _POOLED + 1)
        for k in {1, 2, n - 1}
    )
    return same and mine == expected and sampled and ours.getstate() == theirs.getstate()


#: whether :func:`below`, :func:`shuffle` and :func:`ordered_draw` repeat the generator's draws
#: without its method calls (they do on CPython 3.11 ... 3.13; else they call ``randrange``,
#: ``shuffle`` and ``sample``)
MIRRORED = _mirrors()


def below(rng: random.Random, n: int) -> int:
    """``rng.randrange(n)`` (``n`` > 0): the same draws, as ``core.chance.draw`` makes them."""
    return _bits_below(rng.getrandbits, n) if MIRRORED else rng.randrange(n)


def shuffle(rng: random.Random, items: list[Any]) -> None:
    """``rng.shuffle(items)``: the same draws and the same order (a deal, a deck, a redeal)."""
    if MIRRORED:
        _bits_shuffle(rng.getrandbits, items)
    else:
        rng.shuffle(items)


def ordered_draw(rng: random.Random, items: Sequence[T], k: int) -> tuple[T, ...]:
    """An ordered draw of ``k`` of ``items`` with the generator calls of
    :func:`core.chance.arrange` (all of them: ``shuffle``; fewer: ``sample``)."""
    if k == len(items):
        order = list(items)
        shuffle(rng, order)
        return tuple(order)
    if MIRRORED and len(items) <= _POOLED:  # a lot between two werewolves' targets, a few tied
        return _bits_sample(rng.getrandbits, items, k)
    return tuple(rng.sample(list(items), k))


def settle_most_proposed(
    rng: random.Random, proposals: Mapping[int, tuple[Hashable, ...]], k: int, script: Script | None = None
) -> tuple[Any, ...]:
    """The team's choice from ``proposals`` (seat -> the items it proposes) as
    :func:`core.team.settle_proposals` settles them: the ``k`` most proposed, ties by
    the same lot, announced (:func:`announced_order`, the ``script``'s while it lasts)."""
    if len(proposals) == 1:
        (only,) = proposals.values()
        return only[:k]
    if k == 1 and len(proposals) == 2:  # two werewolves, one target each: the same, or a lot between them
        first, second = proposals
        if first > second:
            first, second = second, first
        (a,), (b,) = proposals[first], proposals[second]
        return (a,) if a == b else announced_order(script, rng, (a, b), 1)
    sure, tied = ranked(proposals, k)
    if tied is None:
        return sure
    return sure + announced_order(script, rng, tied, k - len(sure))


@lru_cache(maxsize=STATES)
def others(candidates: tuple[int, ...], voter: int) -> tuple[int, ...]:
    """``candidates`` but ``voter``: whom a voter may vote for (no self-votes), whom a seat
    may name among the living but itself (shared, read only)."""
    return tuple(c for c in candidates if c != voter)


#: why a fast game cannot answer ``observation(seat)``: it was made to keep none
UNOBSERVED = (
    "this fast game keeps no observations: it was made to be played at once by agents that read none "
    "(FastSetup.play); allowed: a game made by FastGame(seed, options), which keeps them"
)

#: a chooser: ``chooser(legal) -> one of legal`` (an agent's ``choose`` without a view)
Chooser = Callable[[tuple[Any, ...]], Any]


#: what the seats of a stepped fast game learned, as a chain shared by its copies: ``None``
#: before the first fact, else ``(older, fact)``; a game's own facts are its own tuples
Facts = tuple[Any, Any] | None


def learned_since(head: Facts, read: Facts) -> list[Any]:
    """The facts of the chain ``head`` after ``read`` (a link of the same chain: what a
    seat's observation was last brought up to), oldest first."""
    new = []
    node = head
    while node is not read:
        assert node is not None, "read is not a link of this chain of facts"
        node, fact = node
        new.append(fact)
    new.reverse()
    return new


def as_chooser(agent: Any) -> Chooser:
    """``agent(legal)`` as a chooser: a callable as it is, an agent that reads no view
    (``needs_view = False``) through its ``choose(None, legal)``; :class:`InvalidArgument`
    for an agent that reads a view (a fast engine builds none)."""
    choose = getattr(agent, "choose", None)
    if choose is None:
        if callable(agent):
            return agent
        raise InvalidArgument(f"a chooser is an agent, a random.Random or a callable(legal), got {describe(agent)}")
    if getattr(agent, "needs_view", True):
        raise InvalidArgument(
            f"{type(agent).__name__} reads its seat's view, which the fast engine does not build: "
            "play it on the readable engine (new_game + play_game); allowed here: agents with needs_view = False"
        )
    return lambda legal: choose(None, legal)


class Copied:
    """A stepped fast game whose ``copy()`` fills a blank instance, ``cls.__new__(cls)``
    (``__init__`` not run), with its explicit state instead of dealing again
    (:class:`SteppedGame`: a copy's cost does not grow with the game). ``__new__`` takes the
    constructor's arguments and ignores them, so that the optional compiled build
    (``scripts/compile_fast.py``, mypyc) makes a blank instance too: a compiled class's own
    ``__new__`` runs ``__init__``, and ``object.__new__(cls)`` is refused anywhere but in a
    ``__new__``."""

    __slots__ = ()

    def __new__(cls, *args: Any, **kwargs: Any) -> Self:
        return object.__new__(cls)


class Pending(Copied):
    """A stepped fast game's pending decision as explicit state, and the calls that read
    and answer it as the readable game's do (``to_act``, ``legal``, ``act``, ``play``).

    A subclass asks with :meth:`_ask` (the seats, each one's legal actions, aligned, and
    whether they choose one at a time) and goes on with the rules in :meth:`_resume`
    once every seat has chosen (``self._picks``, aligned with ``self._seats``); no
    seats pending (``self._seats`` empty) means the game is over. :meth:`_copy_pending`
    gives a copy the decision's state. ``players`` (which :meth:`play` reads) has its
    slot here, so that a compiled ``Pending`` and its subclasses agree on where it is."""

    __slots__ = ("_legal", "_one", "_picks", "_seats", "_stage", "_taken", "players")

    players: int
    _stage: int
    _seats: tuple[int, ...]
    _legal: tuple[tuple[Any, ...], ...]
    _picks: list[Any]
    _taken: int
    _one: bool

    def _ask(self, stage: int, seats: tuple[int, ...], legal: tuple[tuple[Any, ...], ...], one: bool) -> None:
        """Wait for ``seats`` to choose among ``legal`` (aligned); ``one``: one at a time."""
        self._stage = stage
        self._seats = seats
        self._legal = legal
        self._picks = [None] * len(seats)
        self._taken = 0
        self._one = one

    #: the stage of a decision that :meth:`play`'s loop for random choosers hands whole to
    #: :meth:`_shortcut` (none: -1); that loop draws for every option it picks, so a game
    #: whose decision may offer a seat a lone pause (``RandomAgent.choose`` takes it without
    #: a draw) plays that decision there
    _SHORTCUT = -1

    def _resume(self) -> None:
        """Every seat of the decision has chosen: go on with the rules (the subclass's)."""
        raise NotImplementedError

    def _shortcut(self, draws: Sequence[Callable[[], float]]) -> None:
        """Play the pending decision of stage :attr:`_SHORTCUT` (its seats cleared) for
        random choosers (``draws``: each seat's), the same draws as one seat at a time."""
        raise NotImplementedError

    def _copy_pending(self, other: Pending) -> None:
        """Give ``other`` (a copy being made) this decision's state."""
        other._stage, other._seats, other._legal = self._stage, self._seats, self._legal
        other._picks, other._taken, other._one = self._picks[:], self._taken, self._one

    def to_act(self) -> tuple[int, ...]:
        """The seats that must choose now, as the readable game's ``to_act()``."""
        seats = self._seats
        if not seats:
            return ()
        if self._one:
            return (seats[self._taken],)
        if not self._taken:  # nobody has chosen yet: every seat of the decision
            return seats
        return tuple(s for s, p in zip(seats, self._picks, strict=True) if p is None)

    def legal(self, seat: int | None = None) -> tuple[Any, ...]:
        """The actions ``seat`` may take now (default: the first seat to act), in the
        readable game's order (its ``legal_actions(seat)``); empty if it has none."""
        i = self._index(seat)
        return () if i is None else self._legal[i]

    def act(self, seat: int, action: Any) -> None:
        """Take ``action`` (one of :meth:`legal`, or its string) for ``seat``; raises
        :class:`IllegalAction` and changes nothing if it is not legal now."""
        i = self._index(seat)
        if i is None:
            why = "the game is over" if not self._seats else f"seat {describe(seat)} is not to act now"
            raise IllegalAction(seat, "fast", action, (), why)
        legal = self._legal[i]
        for option in legal:
            if option is action or option == action or (type(action) is str and str(option) == action):
                self._picks[i] = option
                self._taken += 1
                if self._taken == len(self._seats):
                    self._resume()
                return
        raise IllegalAction(seat, "fast", action, legal, "not among the legal actions")

    def _index(self, seat: int | None) -> int | None:
        """The place of ``seat`` (default: the first to act) in the pending decision."""
        seats, picks = self._seats, self._picks
        if not seats:
            return None
        if self._one:
            i = self._taken
            return i if seat is None or seat == seats[i] else None
        for i, s in enumerate(seats):
            if picks[i] is None and (seat is None or s == seat):
                return i
        return None

    #: whether this game keeps what each seat knows for an agent that reads it (:meth:`observation`)
    OBSERVES = False

    def observation(self, seat: int) -> Any:
        """What ``seat`` knows now, as the game's heuristic reads it (its
        ``choose_observed(observation, legal)``: the subclass's, when :attr:`OBSERVES`)."""
        raise NotImplementedError

    def _observed(self, seat: int, choose: Callable[[Any, Sequence[Any]], Any]) -> Chooser:
        """``seat``'s chooser that asks ``choose`` with the seat's :meth:`observation`."""
        observation = self.observation
        return lambda legal: choose(observation(seat), legal)

    def play(self, choosers: Sequence[Any]) -> Self:
        """Play on to the end, one chooser per seat: a ``RandomAgent`` or a
        ``random.Random`` picks ``legal[int(rng.random() * len(legal))]`` (what
        ``RandomAgent.choose`` picks; a lone pause without a draw, :attr:`_SHORTCUT`), an
        agent that reads an observation (:func:`observed_choice`) chooses with it where the
        game keeps one (:attr:`OBSERVES`), an agent that reads no view chooses with
        ``choose(None, legal)``, a callable as ``chooser(legal)``. Seats choose in the
        readable engine's order. Returns this game."""
        if len(choosers) != self.players:
            raise InvalidArgument(f"play() takes one chooser per seat ({self.players}), got {len(choosers)}")
        draws: list[Callable[[], float] | None] = []
        calls: list[Chooser | None] = []
        for seat, c in enumerate(choosers):
            draw = uniform_draw(c)
            if draw is None and isinstance(c, random.Random):
                draw = c.random
            draws.append(draw)
            observed = observed_choice(c) if draw is None and self.OBSERVES else None
            if observed is not None:
                calls.append(self._observed(seat, observed))
            else:
                calls.append(None if draw is not None else as_chooser(c))
        if self._seats and self._taken:  # a decision begun by hand: its other seats first
            self._choose_rest(draws, calls)
        if None not in draws:  # random choosers only: the loop of simulations
            resume, shortcut = self._resume, self._SHORTCUT
            while self._seats:
                if self._stage == shortcut:  # a decision the subclass plays in one go
                    self._seats = ()
                    self._shortcut(draws)  # type: ignore[arg-type]
                    continue
                seats, legal, picks = self._seats, self._legal, self._picks
                for i in range(len(seats)):
                    options = legal[i]
                    picks[i] = options[int(draws[seats[i]]() * len(options))]  # type: ignore[misc]
                self._taken = len(seats)
                resume()
        while self._seats:
            self._choose_rest(draws, calls)
        return self

    def _choose_rest(self, draws: list[Callable[[], float] | None], calls: list[Chooser | None]) -> None:
        """The seats of the pending decision that have not chosen choose, in order."""
        seats, legal, picks = self._seats, self._legal, self._picks
        for i in range(len(seats)):
            if picks[i] is not None:
                continue
            options = legal[i]
            draw = draws[seats[i]]
            if draw is not None:  # as RandomAgent.choose: a lone pause (eyes closed) draws nothing
                lone = len(options) == 1 and getattr(options[0], "pause", False)
                picks[i] = options[0] if lone else options[int(draw() * len(options))]
                continue
            chooser = calls[seats[i]]
            assert chooser is not None
            chosen = chooser(options)
            try:  # the option itself (an agent may return an equal action)
                picks[i] = options[options.index(chosen)]
            except ValueError:
                raise IllegalAction(seats[i], "fast", chosen, options, "not among the legal actions") from None
        self._taken = len(seats)
        self._resume()


class Disagreed(Exception):
    """A watched fast game told its seat an event other than the next one it was to hear
    (:meth:`Hearing.watch`'s ``expect``): the game stopped where it stood, unfinished (a
    belief sampler's probe drops such a copy at once, without playing on to the next
    decision)."""


class Hearing(Pending):
    """A stepped fast game that can tell what one seat sees from a decision on: the events
    the readable game logs that the seat sees (``Game.memory(seat)`` from that point), made
    only while a seat is watched (:meth:`watch`), equal to the readable game's event for
    event (each game's differential test). A search keys the seat's information sets
    on them, and the sampler can check a world against what the seat saw, without a
    readable copy of the world. A subclass calls :meth:`_deaf` at its construction and, at
    each point where the readable flow logs an event, tells it with :meth:`_hear` while
    ``self._ear >= 0`` (no event is made otherwise)."""

    __slots__ = ("_ear", "_expected", "_expected_at", "_heard")

    #: whether the game can tell a seat's events (a search reads ``getattr(game, "HEARS", False)``)
    HEARS = True
    _ear: int
    _heard: list[Any]
    _expected: Sequence[Any] | None
    _expected_at: int

    def _deaf(self) -> None:
        """No seat watched (a new game)."""
        self._ear, self._heard, self._expected, self._expected_at = -1, [], None, 0

    def watch(self, seat: object, expect: Sequence[Any] | None = None, start: int = 0) -> None:
        """From now on keep the events ``seat`` (a seat number, or ``None``) sees
        (:meth:`heard`), forgetting those kept so far; ``None``: keep none (a rollout past a
        search's tree). Anything else is refused (:class:`InvalidArgument`), compiled too.
        ``expect``: the events the seat is to hear, from ``expect[start]`` on (what a
        seat saw, for a belief sampler's probe): an event told that is not the next of
        them, or past them, stops the game (:class:`Disagreed`)."""
        if seat is None:
            self._ear = -1
        elif isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.players:
            raise InvalidArgument(f"watch() takes a seat 0..{self.players - 1} or None, got {describe(seat)}")
        else:
            self._ear = seat
        self._heard = []
        self._expected, self._expected_at = expect, start

    def heard(self) -> tuple[Any, ...]:
        """The events the watched seat saw since :meth:`watch`, in the order the readable
        game logs them (``readable.memory(seat)[since:]``)."""
        return tuple(self._heard)

    def _hear(self, event: Any) -> None:
        """Keep ``event`` if the watched seat sees it (its ``visible_to``: ``None`` is
        everyone); :class:`Disagreed` if it is not the next one expected."""
        seen = event.visible_to
        if seen is None or self._ear in seen:
            heard, expected = self._heard, self._expected
            if expected is not None:
                at = self._expected_at + len(heard)
                if at >= len(expected) or expected[at] != event:
                    raise Disagreed
            heard.append(event)

    def _copy_pending(self, other: Pending) -> None:
        """``Pending._copy_pending``, and the watched seat, what it heard and is to hear."""
        super()._copy_pending(other)
        assert isinstance(other, Hearing)
        other._ear, other._heard = self._ear, self._heard[:]
        other._expected, other._expected_at = self._expected, self._expected_at
