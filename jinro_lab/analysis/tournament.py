"""Round-robin tournaments of agents on common seeds (issue 23): standings per side
with Wilson intervals, pairwise differences with paired intervals, and the games.

Axelrod's tournaments, for hidden-role games. Every entrant is an agent factory
(``"random"``, ``"heuristic"``, or ``(seat, seed) -> agent``, as :func:`simulate`
takes them). With ``E`` entrants, each *deal* (a game seed, :func:`game_seed`
``(seed, d)``: the same roles, cards and chance for everybody) is played ``E``
times: in rotation ``r`` entrant ``(s + r) mod E`` plays seat ``s``. So every
entrant sits at every seat of every deal once — the same roles, the same sides, the
same luck — and two entrants are compared on the very same (deal, seat) pairs: the
difference of their win rates there has a *paired* interval, much narrower than two
independent rates would give.

The games run like :func:`simulate`'s (this process, local processes, an
``Executor`` or a Dask ``Client``), interleaved across the rotations so that the
standings shown while they come in (``watch``: the Standings widget) treat every
entrant alike.

An entrant may also be a program elsewhere, playing through the live table's bot
API (a remote entrant, :meth:`jinro_lab.table.TableServer.entrant`). Then every game
is played in this process by that entrant's server, as a live table (a
:class:`HostedGame`): the remote entrants' seats are played by their programs, the
other seats by the local entrants' agents, seeded as always, so a program that plays
like a local agent gets the same games.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..agents.base import Agent, RandomAgent, play_game
from ..core.errors import InvalidArgument, describe
from ..core.i18n import Labels, check_lang, side_name
from ..core.record import GameRecord, replay
from ..core.registry import heuristic_agent, lookup, new_game
from .simulate import (
    AGENT_KINDS,
    Batch,
    Job,
    agent_seed,
    check_agents,
    check_workers,
    choose_workers,
    finished_row,
    game_seed,
    games_table,
    probe_games,
    progress_bar,
    run_jobs,
)

if TYPE_CHECKING:
    import pandas as pd

    from ..core.engine import Game

__all__ = ["SEATINGS", "HostedGame", "Tournament", "side_label", "standings_lines", "tournament"]

#: how entrants are seated (``"rotate"``: every entrant at every seat of every deal once)
SEATINGS = ("rotate",)
#: the standings' block over every seat an entrant played, whatever its side
ALL = "all"
#: seconds at least between two calls of ``watch`` (each rebuilds the standings of every game so far)
WATCH_S = 0.5

EntrantSpec = str | Callable[[int, int], Agent] | Any  # Any: a remote entrant (see is_remote)


@dataclass(frozen=True)
class HostedGame:
    """A tournament game a remote entrant's server plays as a live table: game
    ``index`` (deal ``deal``, rotation ``rotation``) of ``variant`` with ``seed`` and
    ``options``; ``agents``, the local entrants' agent at each seat (``None`` at a
    remote seat); ``remote``, each remote seat's entrant."""

    index: int
    deal: int
    rotation: int
    variant: str
    seed: int
    options: Mapping[str, Any]
    agents: tuple[Any, ...]
    remote: Mapping[int, Any]


def is_remote(spec: Any) -> bool:
    """Whether an entrant is a remote one: it names the server (``host``) that plays
    its games (``host.play_hosted(games)``, yielding each game and its finished game)."""
    return callable(getattr(getattr(spec, "host", None), "play_hosted", None))


@dataclass(frozen=True)
class Tournament:
    """What :func:`tournament` played, and its tables (pandas).

    * ``standings``: one row per side and entrant — ``side`` (a side id of the
      variant, or ``"all"``), ``rank`` (1 = the best win rate on that side),
      ``entrant``, ``seats`` (seats played on that side), ``wins``, ``rate`` and its
      95% Wilson interval ``low`` .. ``high``; the ``"all"`` block first, then each side.
    * ``pairwise``: one row per side and ordered pair of entrants — ``side``, ``a``,
      ``b``, ``pairs`` (the (deal, seat) pairs where both played that side), ``difference``
      (a's win rate minus b's on those pairs) and its 95% paired interval (Newcombe).
    * ``games``: one row per game — ``game``, ``deal``, ``rotation``, ``seed``,
      ``seating`` (the entrant at each seat), ``sides`` (each seat's side at the end),
      ``winners``, ``side`` (the winning side), ``reason``, ``day``.

    :meth:`record` and :meth:`replay` play a game again (the same seeds give the same
    game, event for event) for the Stepper and the tutorials' graphs; a game a remote
    entrant played is kept as its record (``records``), since its program is not here
    to play it again.
    """

    variant: str
    entrants: tuple[str, ...]
    seed: int
    deals: int
    players: int
    options: Mapping[str, Any]
    games: pd.DataFrame
    standings: pd.DataFrame
    pairwise: pd.DataFrame
    specs: Mapping[str, Any] = field(repr=False)
    records: Mapping[int, GameRecord] = field(default_factory=dict, repr=False)

    def seating(self, game: int) -> tuple[str, ...]:
        """The entrant at each seat of game ``game``."""
        return tuple(self.games.at[self._row(game), "seating"])

    def replay(self, game: int) -> Game:
        """Game ``game`` played again with its seeds and entrants: the finished game
        (its result is checked against the table's)."""
        row = self._row(game)
        if game in self.records:
            return replay(self.records[game])
        seed = int(self.games.at[row, "seed"])
        played = new_game(self.variant, seed=seed, **self.options)
        seating = self.games.at[row, "seating"]
        agents = [_agent(self.variant, self.specs[name], s, agent_seed(seed, s)) for s, name in enumerate(seating)]
        play_game(played, agents)
        result = played.result
        assert result is not None  # play_game plays to the end
        if tuple(sorted(result.winners)) != tuple(self.games.at[row, "winners"]):
            raise InvalidArgument(
                f"game {game} played again ended otherwise than in the tournament: an entrant does not play "
                "the same game for the same seed (does its factory use a random generator of its own?)"
            )
        return played

    def record(self, game: int) -> GameRecord:
        """The record of game ``game`` (:meth:`replay`'s game)."""
        if self._row(game) in self.records:
            return self.records[game]
        return self.replay(game).record()

    def _row(self, game: Any) -> int:
        count = len(self.games)
        if isinstance(game, bool) or not isinstance(game, int) or not 0 <= game < count:
            raise InvalidArgument(f"game must be an int 0..{count - 1} (a row of .games), got {describe(game)}")
        return game

    def summary(self, side: str = ALL, lang: str = "en") -> str:
        """The standings of ``side`` as lines a person reads (``lang``: ``en`` or ``ja``)."""
        check_lang(lang)
        if side not in set(self.standings["side"]):
            sides = ", ".join(dict.fromkeys(self.standings["side"]))
            raise InvalidArgument(f"side must be one of: {sides}; got {describe(side)}")
        return "\n".join(standings_lines(self.standings, self.variant, side, lang))


def tournament(
    variant: str,
    entrants: Mapping[str, EntrantSpec],
    games: int,
    seed: int = 0,
    seats: str = "rotate",
    workers: int | Any | None = None,
    options: Mapping[str, Any] | None = None,
    progress: bool | None = None,
    watch: Callable[[pd.DataFrame, int, bool], Any] | None = None,
) -> Tournament:
    """Play a round-robin tournament of ``entrants`` at ``variant`` and rank them.

    ``entrants``: name -> ``"random"``, ``"heuristic"`` (the variant's heuristic
    agent), a factory ``(seat, seed) -> agent`` (an object with ``choose(view,
    legal)``), called for every seat of every game with that seat's seed, or a
    remote entrant (:meth:`jinro_lab.table.TableServer.entrant`: a program elsewhere,
    over the live table's bot API; then every game is played by its server, in this
    process, and a game without a move for its timeout stops the tournament); at
    least two. ``games``: how many games in all, a positive multiple of the number of
    entrants (each deal is played once per rotation, see the module docstring).
    ``seed``: the master seed of the deals. ``seats``: ``"rotate"``.
    ``workers``, ``progress``: as :func:`simulate` takes them (a factory defined in
    a notebook cell can be pickled for local processes; a lambda cannot, and plays
    in this process, with a warning). ``options``: passed to ``new_game``
    (``{"players": 9}``). ``watch``: called as ``watch(standings, games, done)`` after
    the first batch of games and then at most every :data:`WATCH_S` seconds (``games``
    played so far, ``done`` false), and once at the end (``done`` true), as
    :class:`~jinro_lab.widgets.Standings` shows them while they come in. The same
    arguments give the same tables, whatever ``workers`` is.
    """

    info = lookup(variant)
    variant = info.id
    names, specs = _check_entrants(variant, entrants)
    if isinstance(games, bool) or not isinstance(games, int) or games < 1 or games % len(names):
        e = len(names)
        near = (
            f"{e}, {2 * e}"
            if not isinstance(games, int) or isinstance(games, bool) or games < e
            else (f"{games // e * e} or {games // e * e + e}")
        )
        raise InvalidArgument(
            f"games must be a positive multiple of the {e} entrants (each deal is played once per rotation), "
            f"such as {near}; got {describe(games)}"
        )
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise InvalidArgument(f"seed must be an integer, got {describe(seed)}")
    if seats not in SEATINGS:
        raise InvalidArgument(f"seats must be one of {SEATINGS}, got {describe(seats)}")
    if watch is not None and not callable(watch):
        raise InvalidArgument(f"watch must be a function (standings, games, done) or None, got {describe(watch)}")
    check_workers(workers)
    options = dict(options or {})
    if "seed" in options:
        raise InvalidArgument("options may not hold a seed: each deal's seed comes from the tournament's seed")
    info.check_setup(options, seed=False)
    players = new_game(variant, seed=game_seed(seed, 0), **options).players  # refuses a bad setup, loudly
    deals = games // len(names)
    rotations = len(names)
    remote = {name for name in names if is_remote(specs[name])}
    if remote:
        hosted = (variant, names, specs, remote, seed, deals, players, options)
        return _hosted_tournament(*hosted, workers, progress, watch)
    jobs: list[Job] = [
        (variant, seed, [specs[names[(s + r) % rotations]] for s in range(players)], options, True, "auto")
        for r in range(rotations)
    ]

    batches: list[list[Batch]] = [[] for _ in jobs]
    per_game = 0.0
    if workers is None or progress is None:  # timed on the first rotation's first games, kept
        batches[0], per_game = probe_games(jobs[0], deals)
    probed = batches[0][0][1] if batches[0] else 0
    expected = per_game * (games - probed)
    workers = choose_workers(workers, expected, [spec for spec in specs.values()])
    bar = progress_bar(progress, expected, games, probed, f"{variant} tournament x{games}")
    stream = run_jobs(jobs, [probed] + [0] * (rotations - 1), deals, workers, per_game)
    _gather(stream, batches, variant, names, deals, bar, watch)
    return _finish(variant, names, specs, seed, deals, players, options, batches, watch)


def _hosted_tournament(
    variant: str,
    names: Sequence[str],
    specs: Mapping[str, Any],
    remote: set[str],
    seed: int,
    deals: int,
    players: int,
    options: Mapping[str, Any],
    workers: Any,
    progress: bool | None,
    watch: Callable[[pd.DataFrame, int, bool], Any] | None,
) -> Tournament:
    """:func:`tournament` with remote entrants: every game, in deal order, played by
    their server as a live table (:class:`HostedGame`), the local seats' agents made
    as in any tournament game; the same tables, and each game's record."""

    hosts = {id(specs[name].host): specs[name].host for name in remote}
    if len(hosts) > 1:
        raise InvalidArgument("the remote entrants must all come from one server (TableServer.entrant)")
    if workers not in (None, 1):
        raise InvalidArgument(
            f"with remote entrants the games are played in this process, by their server: workers must be None "
            f"or 1, got {describe(workers)}"
        )
    (host,) = hosts.values()
    rotations = len(names)
    hosted = []
    for d in range(deals):
        deal_seed = game_seed(seed, d)
        for r in range(rotations):
            seating = [names[(s + r) % rotations] for s in range(players)]
            hosted.append(
                HostedGame(
                    index=d * rotations + r, deal=d, rotation=r, variant=variant, seed=deal_seed, options=options,
                    agents=tuple(None if name in remote else _agent(variant, specs[name], s, agent_seed(deal_seed, s))
                                 for s, name in enumerate(seating)),
                    remote={s: specs[name] for s, name in enumerate(seating) if name in remote},
                )
            )  # fmt: skip
    records: dict[int, GameRecord] = {}

    def played() -> Iterator[tuple[int, Batch]]:  # each hosted game as its rotation's batch of one
        for game, finished in host.play_hosted(hosted):
            records[game.index] = finished.record()
            row = finished_row(finished, game.deal, game.seed, True)
            yield game.rotation, (game.deal, 1, {key: [value] for key, value in row.items()})

    batches: list[list[Batch]] = [[] for _ in range(rotations)]
    bar = progress_bar(progress, 0.0, len(hosted), 0, f"{variant} tournament x{len(hosted)}")
    _gather(played(), batches, variant, names, deals, bar, watch)
    return _finish(variant, names, specs, seed, deals, players, options, batches, watch, records)


def _gather(
    stream: Iterator[tuple[int, Batch]],
    batches: list[list[Batch]],
    variant: str,
    names: Sequence[str],
    deals: int,
    bar: Any,
    watch: Callable[[pd.DataFrame, int, bool], Any] | None,
) -> None:
    """Keep each (rotation, batch) of ``stream`` in ``batches`` as it comes, moving the
    progress ``bar`` and calling ``watch`` at most every :data:`WATCH_S` seconds."""
    import pandas as pd

    watched = 0.0
    try:
        for j, batch in stream:
            batches[j].append(batch)
            if bar is not None:
                bar.update(batch[1])
            if watch is not None and time.perf_counter() - watched >= WATCH_S:
                so_far = _games(variant, names, batches, deals, pd)
                watch(_standings(so_far, names, variant, pd), len(so_far), False)
                watched = time.perf_counter()
    finally:
        if bar is not None:
            bar.close()


def _finish(
    variant: str,
    names: Sequence[str],
    specs: Mapping[str, Any],
    seed: int,
    deals: int,
    players: int,
    options: Mapping[str, Any],
    batches: list[list[Batch]],
    watch: Callable[[pd.DataFrame, int, bool], Any] | None,
    records: Mapping[int, GameRecord] | None = None,
) -> Tournament:
    """The :class:`Tournament` of every game's batch; ``watch`` told it is done."""
    import pandas as pd

    table = _games(variant, names, batches, deals, pd)
    result = Tournament(
        variant=variant,
        entrants=tuple(names),
        seed=seed,
        deals=deals,
        players=players,
        options=options,
        games=table,
        standings=_standings(table, names, variant, pd),
        pairwise=_pairwise(table, names, len(names), pd),
        specs=specs,
        records=dict(records or {}),
    )
    if watch is not None:
        watch(result.standings, len(table), True)
    return result


def _check_entrants(variant: str, entrants: Any) -> tuple[list[str], dict[str, Any]]:
    """The entrants' names in order and their specs; :class:`InvalidArgument` before any game."""
    if not isinstance(entrants, Mapping):
        raise InvalidArgument(
            f"entrants must be a dict {{name: agent}} (an agent: {', '.join(map(repr, AGENT_KINDS))} or a "
            f"function (seat, seed) -> agent), got {describe(entrants)}"
        )
    if len(entrants) < 2:
        raise InvalidArgument(f"a tournament needs at least two entrants, got {len(entrants)}")
    names = list(entrants)
    for name in names:
        if not isinstance(name, str) or not name.strip():
            raise InvalidArgument(f"an entrant's name must be a non-empty string, got {describe(name)}")
        spec = entrants[name]
        if is_remote(spec):
            continue
        if isinstance(spec, type):
            raise InvalidArgument(
                f"entrant {name!r} is a class; give a function (seat, seed) -> agent, "
                f"such as lambda seat, seed: {spec.__name__}(seed)"
            )
        try:
            check_agents(variant, spec)
        except InvalidArgument as error:
            raise InvalidArgument(f"entrant {name!r}: {error}") from None
    return names, dict(entrants)


def _agent(variant: str, spec: Any, seat: int, seed: int) -> Any:
    """The agent ``spec`` makes for ``seat`` in a game, seeded as :func:`simulate` seeds it."""
    if spec == "random":
        agent: Any = RandomAgent(seed)
    elif spec == "heuristic":
        agent = heuristic_agent(variant, seed=seed)
    else:
        agent = spec(seat, seed)
    return agent


def _games(variant: str, names: Sequence[str], batches: list[list[Batch]], deals: int, pd: Any) -> pd.DataFrame:
    """One row per game played so far (see :class:`Tournament`), game = deal * E + rotation."""
    rotations = len(names)
    summary = lookup(variant).summary_columns
    rows: list[dict[str, Any]] = []
    for r, parts in enumerate(batches):
        if not parts:
            continue
        played = games_table(parts, summary, pd)
        players = sum(1 for c in played.columns if c.startswith("side_seat_"))
        for rec in played.to_dict("records"):
            d = int(rec["game"])
            rows.append(
                {
                    "game": d * rotations + r,
                    "deal": d,
                    "rotation": r,
                    "seed": int(rec["seed"]),
                    "seating": tuple(names[(s + r) % rotations] for s in range(players)),
                    "sides": tuple(rec[f"side_seat_{s}"] for s in range(players)),
                    "winners": tuple(rec["winners"]),
                    "side": rec["side"],
                    "reason": rec["reason"],
                    "day": int(rec["day"]),
                }
            )
    columns = ["game", "deal", "rotation", "seed", "seating", "sides", "winners", "side", "reason", "day"]
    table = pd.DataFrame(rows, columns=columns)
    return table.sort_values("game", ignore_index=True)


def _seats(table: pd.DataFrame) -> Iterator[tuple[int, int, str, str, bool]]:
    """(deal, seat, entrant, side, won) for every seat of every game."""
    columns = (table["deal"], table["seating"], table["sides"], table["winners"])
    for deal, seating, sides, winners in zip(*columns, strict=True):
        won = set(winners)
        for s, (name, side) in enumerate(zip(seating, sides, strict=True)):
            yield int(deal), s, name, side, s in won


def _side_order(variant: str, seen: Sequence[str]) -> list[str]:
    """The sides in the registration's order (those seen), after ``"all"``."""
    return [ALL, *[side for side in lookup(variant).sides if side in set(seen)]]


def _standings(table: pd.DataFrame, names: Sequence[str], variant: str, pd: Any) -> pd.DataFrame:
    """Wins and seats per side and entrant, ranked by win rate (ties: more wins, then entry order)."""
    from .stats import wilson_interval  # loaded when used: ``import jinro_lab.analysis`` stays light

    counts: dict[tuple[str, str], list[int]] = {}
    for _, _, name, side, won in _seats(table):
        for block in (ALL, side):
            cell = counts.setdefault((block, name), [0, 0])
            cell[0] += won
            cell[1] += 1
    rows = []
    for block in _side_order(variant, [side for side, _ in counts]):
        entries = []
        for order, name in enumerate(names):
            wins, seats = counts.get((block, name), (0, 0))
            low, high = wilson_interval(wins, seats)
            entries.append((wins / seats if seats else 0.0, wins, -order, name, seats, low, high))
        entries.sort(reverse=True)
        for rank, (rate, wins, _, name, seats, low, high) in enumerate(entries, start=1):
            rows.append(
                {"side": block, "rank": rank, "entrant": name, "seats": seats, "wins": wins,
                 "rate": rate, "low": low, "high": high}
            )  # fmt: skip
    return pd.DataFrame(rows, columns=["side", "rank", "entrant", "seats", "wins", "rate", "low", "high"])


def _pairwise(table: pd.DataFrame, names: Sequence[str], rotations: int, pd: Any) -> pd.DataFrame:
    """Each ordered pair's paired difference over the (deal, seat) pairs both played
    (per side: where both played that side)."""
    from .stats import paired_newcombe_interval

    outcome: dict[tuple[int, int, str], tuple[str, bool]] = {}
    for deal, seat, name, side, won in _seats(table):
        outcome[(deal, seat, name)] = (side, won)
    sides: list[str] = []
    cells: dict[tuple[str, str, str], list[int]] = {}
    places = {(deal, seat) for deal, seat, _ in outcome}
    for a in names:
        for b in names:
            if a == b:
                continue
            for place in places:
                mine, theirs = outcome.get((*place, a)), outcome.get((*place, b))
                if mine is None or theirs is None:
                    continue
                blocks = [ALL] + ([mine[0]] if mine[0] == theirs[0] else [])
                for block in blocks:
                    if block not in sides:
                        sides.append(block)
                    cell = cells.setdefault((block, a, b), [0, 0, 0, 0])
                    cell[(not mine[1]) * 2 + (not theirs[1])] += 1  # both, only a, only b, neither
    rows = []
    order = [ALL, *sorted(side for side in sides if side != ALL)]
    for block in order:
        for a in names:
            for b in names:
                if (block, a, b) not in cells:
                    continue
                both, only_a, only_b, neither = cell = cells[(block, a, b)]
                n = sum(cell)
                low, high = paired_newcombe_interval(both, only_a, only_b, neither)
                rows.append(
                    {"side": block, "a": a, "b": b, "pairs": n, "difference": (only_a - only_b) / n,
                     "low": low, "high": high}
                )  # fmt: skip
    return pd.DataFrame(rows, columns=["side", "a", "b", "pairs", "difference", "low", "high"])


SAY = Labels(
    {
        "head": ("{}: win rates with 95% intervals", "{}：勝率と95%信頼区間"),
        "row": ("{}. {}: {} of {} seats won, {:.1%} [{:.1%}, {:.1%}]",
                "{}位 {}：{}席中{}勝、{:.1%} [{:.1%}, {:.1%}]"),
        "all": ("every side", "全陣営"),
    }
)  # fmt: skip


def side_label(side: str, variant: str, lang: str) -> str:
    """A standings block's name: the variant's side name, or "every side" for ``"all"``."""
    return SAY("all", lang) if side == ALL else side_name(side, lang, variant)


def standings_lines(standings: pd.DataFrame, variant: str, side: str, lang: str) -> list[str]:
    """The lines of one side's standings (``lang``: ``en`` or ``ja``), 95% Wilson intervals."""
    block = standings[standings["side"] == side]
    lines = [SAY("head", lang, side_label(side, variant, lang))]
    for row in block.itertuples():
        counts = (row.wins, row.seats) if lang == "en" else (row.seats, row.wins)
        lines.append(SAY("row", lang, row.rank, row.entrant, *counts, row.rate, row.low, row.high))
    return lines
