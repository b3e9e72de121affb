"""The event-card explorer of 魔法都市の人狼: what each event card (MAH-E01 ... MAH-E25),
and each pair of them, does to the sides' win rates, with intervals.

:func:`event_effects` plays one batch of games per *deck* — no events (the
baseline, MAH-13's empty deck), each card alone, and optionally each pair — and
tabulates the win rates of the citizens, the werewolves and the third parties
(MAH-40 ... MAH-42), their differences from the baseline and, for pairs, the
interaction. It runs on :func:`jinro_lab.analysis.simulate.simulate`, so the same
call gives the same table in one process, several, or on a Dask cluster.

Regenerating the committed tables: ``scripts/event_effects_data.py`` (its
docstring gives the exact commands).
"""

from __future__ import annotations

import json
import math
import signal
import time
from collections.abc import Callable, Generator, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor, as_completed
from contextlib import closing
from itertools import combinations
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ....analysis.simulate import AgentSpec, check_workers, cpu_count, derive_seed, game_seed, pool_slots, simulate
from ....analysis.stats import contrast_interval, newcombe_interval, paired_newcombe_interval, wilson_interval, z_score
from ....core.errors import InvalidArgument, InvalidSetup, describe
from ....core.phrases import counted
from . import VARIANT

if TYPE_CHECKING:
    import numpy as np
    import pandas as pd

__all__ = ["SIDES", "card_ranking", "deck_game_seed", "event_effects", "read_event_effects", "write_event_effects"]

#: the table's sides (MAH-40 ... MAH-42): the citizens' team, the werewolves' team, and
#: the third parties (the fox's MAH-42 win or the demon's MAH-41 win)
SIDES = ("citizens", "werewolves", "third")
_THIRD_SIDES = ("fox", "demon")
#: the options the explorer sets itself, so ``options=`` may not
_OWN_OPTIONS = ("events", "roles", "players", "seed", "position", "shuffle_events")
#: show a progress bar (progress=None) from this many games in all
PROGRESS_GAMES = 10_000
#: with workers=None, play in local processes (one per CPU) from this many games in all
PROCESS_GAMES = 5_000
#: until_width's default cap on games per deck, in batches of ``n``
MAX_BATCHES = 20


def _batch_seed(seed: int, batch: int) -> int:
    """The master seed of batch ``batch``: the call's own seed for the first one, so
    that the first batch of an ``until_width`` run is the plain run's table."""
    return seed if batch == 0 else derive_seed("event_effects batch", seed, batch)


def _deck_seed(batch_seed: int, deck: tuple[str, ...], common: bool) -> int:
    return batch_seed if common else derive_seed("event_effects deck", batch_seed, *deck)


def deck_game_seed(seed: int, deck: Sequence[str], index: int, common_seeds: bool = True) -> int:
    """The seed of game ``index`` of ``deck``'s games (cards in the spec's order) in the
    first batch of ``event_effects(seed=seed, common_seeds=common_seeds)``: what a
    widget needs to replay one of the run's games."""
    return game_seed(_deck_seed(_batch_seed(seed, 0), tuple(deck), common_seeds), index)


def _check(
    players: Any, roles: Any, cards: Any, n: Any, seed: Any, options: Any, until_width: Any, max_n: Any
) -> tuple[tuple[str, ...] | None, tuple[str, ...], tuple[str, ...], dict[str, Any]]:
    """Validate the arguments (loud, before any game): the roles (or None), the
    setup's roles, the cards and the extra game options."""
    from ..cards import EVENT_CARDS, check_deck
    from ..setup import check_players, check_roles, default_roles

    check_players(players)
    if roles is not None:
        if isinstance(roles, str) or not isinstance(roles, Sequence):
            raise InvalidSetup(f"roles must be a list of role ids, one per seat, or None; got {roles!r}")
        if len(roles) != players:
            raise InvalidSetup(
                f"roles names {counted(len(roles), 'seat')} but players={players}; give one role id per seat "
                f"(players={len(roles)} with these roles), or roles=None for the default setup"
            )
        roles = check_roles(roles, players)
    setup = tuple(default_roles(players)) if roles is None else roles
    if cards is None:
        cards = tuple(EVENT_CARDS)
    elif isinstance(cards, str) or not isinstance(cards, Sequence):
        raise InvalidSetup(f"cards must be a list of event card ids or None (all 25); got {cards!r}")
    chosen = set(check_deck(tuple(cards)))  # unknown ids (naming the allowed ones) and repeats
    cards = tuple(c for c in EVENT_CARDS if c in chosen)  # the spec's order: a pair's deck is one list
    if isinstance(n, bool) or not isinstance(n, int) or n < 1:
        raise InvalidArgument(f"n must be a positive number of games per deck, got {describe(n)}")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise InvalidArgument(f"seed must be an integer, got {describe(seed)}")
    options = dict(options or {})
    clash = sorted(set(options) & set(_OWN_OPTIONS))
    if clash:
        raise InvalidSetup(
            f"options may not set {', '.join(clash)}: the explorer sets {', '.join(_OWN_OPTIONS)} itself "
            "(use players=, roles=, cards=, seed=)"
        )
    from ....core.registry import new_game

    new_game(VARIANT, players=players, roles=roles, events=[], seed=0, **options)  # the options, now
    if until_width is not None and (
        isinstance(until_width, bool) or not isinstance(until_width, int | float) or not 0 < until_width <= 2
    ):
        raise InvalidArgument(f"until_width must be None or an interval width in (0, 2], got {describe(until_width)}")
    if max_n is not None and (isinstance(max_n, bool) or not isinstance(max_n, int) or max_n < n):
        raise InvalidArgument(
            f"max_n must be None or a number of games per deck of at least n={n}, got {describe(max_n)}"
        )
    return roles, setup, cards, options


def _codes(table: pd.DataFrame) -> np.ndarray:
    """Per game: 0 citizens, 1 werewolves, 2 a third party (fox, demon), 3 nobody."""
    import numpy as np

    side = table["side"]
    codes = np.full(len(side), 3, dtype=np.int8)
    codes[(side == "citizens").to_numpy()] = 0
    codes[(side == "werewolves").to_numpy()] = 1
    codes[side.isin(_THIRD_SIDES).to_numpy()] = 2
    return codes


def event_effects(
    players: int = 9,
    roles: Sequence[str] | None = None,
    cards: Sequence[str] | None = None,
    pairs: bool = False,
    n: int = 1000,
    seed: int = 0,
    agents: AgentSpec | Sequence[AgentSpec] = "random",
    workers: int | Any | None = None,
    *,
    options: Mapping[str, Any] | None = None,
    common_seeds: bool = True,
    confidence: float = 0.95,
    until_width: float | None = None,
    max_n: int | None = None,
    progress: bool | None = None,
    callback: Callable[[int, int], object] | None = None,
) -> pd.DataFrame:
    """How each event card, and each pair of cards, moves the win rates of 魔法都市の人狼.

    **Decks.** One row per deck: first the baseline, no events at all (``deck ==
    ()``; MAH-13: an empty deck draws nothing), then each card of ``cards`` alone
    (``None``: all 25, MAH-E01 ... MAH-E25, by the spec's ids such as ``"prison"``),
    then with ``pairs=True`` every pair of them; cards and pairs come in the spec's
    order (MAH-E01 first), whatever the order of ``cards``, so that a pair is always
    the same deck (the game shuffles the list it is given, ``shuffle_events=True``) and gives the same games
    in a call that names all 25 cards and in one that names only its two. A single card is tested as *a deck
    of that card alone* (``events=[card]``), not forced as the first card of a
    fuller deck: the card is then drawn at the first execution and nothing else
    ever is (MAH-13, MAH-30), so its row measures that card and nothing else,
    against a baseline with no events; the game's options could only force it first
    by fixing the order of the whole deck (``shuffle_events=False``), the same for
    every game, which would measure the rest of that fixed order too. A pair's deck
    holds both cards, shuffled by the game (``shuffle_events=True``, MAH-30): they are
    drawn at the first two executions, in either order.

    **Games.** ``n`` games per deck, ``players`` seats (5 ... 16, MAH-06) with
    ``roles`` (``None``: the default setup for ``players``, dealt at random in
    each game, MAH-06; else one role id per seat, as ``new_game(roles=...)``: the
    same seats hold the same roles in every game), ``agents`` as in
    :func:`~jinro_lab.analysis.simulate.simulate`. ``workers``: ``1`` plays in this
    process; an int starts that many local processes once, for the whole job (each
    deck's games are cut into batches on them); ``None`` does that with one process
    per CPU from 5,000 games in all, else plays here; an ``Executor`` or a
    ``dask.distributed.Client`` is used as is; in the browser (Pyodide) ``None`` is
    ``1`` and an int above 1 is refused (no process can start there). ``options``: more game
    options (``vote_style``, ``event_selection``, ``first_day_seer``,
    ``fox_steals_win``, ...; not those the explorer sets: events, roles, players,
    seed, position, shuffle_events).

    **Common random numbers** (``common_seeds=True``, the default): every deck plays
    the same game seeds (game ``i`` of every deck has the seed ``game_seed(seed,
    i)`` and the same agent seeds), so the baseline and a single card play the same
    game up to the card's draw, and a difference measures the card, not the luck of
    the deal. The intervals are then *paired* — they use the correlation the common
    seeds create and stay honest about it: differences by Newcombe's paired
    square-and-add interval (:func:`~jinro_lab.analysis.stats.paired_newcombe_interval`),
    interactions from the per-seed contrast ``w_ab - w_a - w_b + w_0`` (each ``w``
    1 if that side won game ``i`` of that deck) by the normal approximation with its
    sample variance. (A card whose effect is only speech, MAH-32, such as
    ``library``, changes nothing for random agents: its games are the baseline's,
    and its difference is exactly 0.) With ``common_seeds=False`` each deck has its
    own seeds (derived from ``seed`` and the deck) and the samples are independent:
    differences by Newcombe's hybrid score interval for two independent proportions
    (:func:`~jinro_lab.analysis.stats.newcombe_interval`, method 10 of Newcombe
    1998), interactions by MOVER, the square-and-add of the four Wilson intervals
    (:func:`~jinro_lab.analysis.stats.contrast_interval`). Win rates always carry
    Wilson score intervals. All at ``confidence``; none is adjusted for the many
    rows (with 25 cards, expect about one 95% interval in 20 to miss by chance).

    **Columns.** ``deck`` (tuple of card ids), ``ja`` (the cards' Japanese names,
    ``イベントなし`` for none), ``rule`` (their rule ids), ``cards`` (0, 1, 2),
    ``games`` (per deck); for each side ``s`` in ``citizens``, ``werewolves``,
    ``third`` (the fox or the demon won, MAH-41, MAH-42; NaN when the setup has
    neither): ``s``, ``s_lo``, ``s_hi`` (win rate and interval); ``s_diff``,
    ``s_diff_lo``, ``s_diff_hi`` (minus the baseline's rate; exactly 0 on the
    baseline row); ``s_inter``, ``s_inter_lo``, ``s_inter_hi`` (for pairs: the
    pair's difference minus the two cards' differences; NaN on other rows). In a
    pair each card comes first only half the time, so a card whose effect depends on
    when it is drawn shows some interaction from timing alone. ``attrs`` records the
    call (seed, n, agents, confidence, common_seeds, the methods, batches, the stop
    reason, the run time).

    **Until narrow enough** (``until_width=X``): games are played in batches of
    ``n`` per deck (batch ``k`` from a master seed derived from ``seed`` and ``k``;
    batch 0 is the plain call's games); after each batch the whole table is
    computed, and the run stops as soon as every interval in it (the win rates, the
    differences and, with pairs, the interactions; the NaN ones aside) is at most
    ``X`` wide, or when the decks have ``max_n`` games (default ``20 * n``),
    whichever comes first; ``attrs["stop"]`` says which. The batches and the rule
    depend on the games only, so the table is the same whatever ``workers`` is.
    :func:`~jinro_lab.analysis.stats.games_needed` tells the games a width needs.

    ``progress``: one ``tqdm.auto`` bar over all the games (``None``: shown from
    10,000 games). ``callback``: called after each deck's games with ``(games
    played, games planned)`` so far (all decks; the plan grows with each batch
    of an ``until_width`` run), e.g. by a widget's own progress bar; an exception
    raised in it stops the run and propagates (a cancel button: the decks not yet
    started are dropped, the few already running on processes, at most one per
    worker and one more, finish first; smaller ``n`` stops sooner). Bad
    players, roles, cards, ``n`` or options raise ``InvalidSetup`` /
    ``ValueError`` naming what is allowed, before any game.
    """

    started = time.perf_counter()
    roles_t, setup, cards_t, extra = _check(players, roles, cards, n, seed, options, until_width, max_n)
    z_score(confidence)  # checks it now, before any game
    check_workers(workers)
    for name, flag in (("pairs", pairs), ("common_seeds", common_seeds)):
        if flag.__class__ is not bool:
            raise InvalidArgument(f"{name} must be True or False, got {describe(flag)}")
    from ..roles import ROLES, THIRD

    has_third = any(ROLES[r].team == THIRD for r in setup)
    decks: list[tuple[str, ...]] = [(), *((c,) for c in cards_t)]
    if pairs:
        decks += list(combinations(cards_t, 2))
    cap = (MAX_BATCHES * n if max_n is None else max_n) if until_width is not None else n
    base_options = {"players": players, **extra}
    if roles_t is not None:
        base_options["roles"] = list(roles_t)

    if progress is None:
        progress = len(decks) * n >= PROGRESS_GAMES
    bar = None
    if progress:
        from tqdm.auto import tqdm

        bar = tqdm(total=len(decks) * n, unit="game", desc=f"event effects ({counted(len(decks), 'deck')})")

    import numpy as np

    outcomes: dict[tuple[str, ...], list[np.ndarray]] = {deck: [] for deck in decks}
    batch, played, stop = 0, 0, "n"
    done, planned = 0, len(decks) * n
    if workers is None:
        cpus = cpu_count()
        workers = cpus if cpus > 1 and planned >= PROCESS_GAMES else 1
    pool = None
    if isinstance(workers, int) and workers > 1:  # one pool for every deck: processes start once
        pool = workers = ProcessPoolExecutor(max_workers=workers, initializer=_worker_init)
        pool.submit(int).result()  # its processes start now, forked before any thread of _each_deck
    try:
        while True:
            size = min(n, cap - played)
            master = _batch_seed(seed, batch)

            def play(deck: tuple[str, ...], size: int = size, master: int = master) -> np.ndarray:
                return _codes(
                    simulate(
                        VARIANT,
                        size,
                        _deck_seed(master, deck, common_seeds),
                        agents=agents,
                        options={**base_options, "events": list(deck), "shuffle_events": True},
                        workers=workers,
                        progress=False,
                    )
                )

            with closing(_each_deck(play, decks, workers)) as results:
                for deck, codes in results:
                    outcomes[deck].append(codes)
                    done += size
                    if bar is not None:
                        bar.update(size)
                    if callback is not None:
                        callback(done, planned)
            played += size
            batch += 1
            result = _table(decks, {d: np.concatenate(o) for d, o in outcomes.items()}, common_seeds, confidence)
            if not has_third:
                result.loc[:, [c for c in result.columns if c.startswith("third")]] = math.nan
            if until_width is None:
                break
            if _widest(result) <= until_width:
                stop = "width"
                break
            if played >= cap:
                stop = "max_n"
                break
            planned += len(decks) * min(n, cap - played)
            if bar is not None:
                bar.total = planned
                bar.refresh()
    finally:
        if bar is not None:
            bar.close()
        if pool is not None:
            pool.shutdown(wait=True, cancel_futures=True)
    result.attrs.update(
        {
            "variant": VARIANT,
            "players": players,
            "roles": list(setup) if roles_t is not None else None,
            "setup": " ".join(sorted(setup)),
            "seed": seed,
            "n": n,
            "games_per_deck": played,
            "batches": batch,
            "stop": stop,
            "until_width": until_width,
            "agents": agents if isinstance(agents, str) else repr(agents),
            "options": extra,
            "confidence": confidence,
            "common_seeds": common_seeds,
            "rate_interval": "Wilson score",
            "difference_interval": (
                "Newcombe paired square-and-add (1998, Stat. Med. 17:2635, method 10)"
                if common_seeds
                else "Newcombe hybrid score, independent (1998, Stat. Med. 17:873, method 10)"
            ),
            "interaction_interval": (
                "normal approximation of the per-seed contrast (sample variance)"
                if common_seeds
                else "MOVER square-and-add of four Wilson intervals (Newcombe 2001; Zou and Donner 2008)"
            ),
            "seconds": round(time.perf_counter() - started, 3),
        }
    )
    return result


def _each_deck(
    play: Callable[[tuple[str, ...]], np.ndarray], decks: list[tuple[str, ...]], workers: Any
) -> Generator[tuple[tuple[str, ...], np.ndarray], None, None]:
    """``(deck, play(deck))`` for every deck, in the order they finish. In this
    process one after the other; on a pool or cluster from a few threads at once,
    so that one deck's first games (played here to time them) and its last batch
    overlap the others' batches instead of leaving the workers idle. Each deck's
    games are the same either way."""
    if workers == 1:
        for deck in decks:
            yield deck, play(deck)
        return
    slots = pool_slots(workers)
    with ThreadPoolExecutor(max_workers=slots + 1) as threads:
        futures = {threads.submit(play, deck): deck for deck in decks}
        try:
            for future in as_completed(futures):
                yield futures[future], future.result()
        finally:  # stopped (a cancel or an error): drop the decks not yet started; the
            # running ones (at most one per thread) finish first, so no game is left behind
            for future in futures:
                future.cancel()


def _worker_init() -> None:
    """In each local process: Ctrl-C is the parent's to handle (it stops the job)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _widest(table: pd.DataFrame) -> float:
    """The widest interval of the table (NaN ones aside)."""
    widths = [table[f"{col}_hi"] - table[f"{col}_lo"] for col in _interval_columns()]
    return float(max(w.max(skipna=True) for w in widths if w.notna().any()))


def _interval_columns() -> list[str]:
    return [f"{s}{kind}" for kind in ("", "_diff", "_inter") for s in SIDES]


def _columns() -> list[str]:
    """The table's columns, in order (see :func:`event_effects`)."""
    out = ["deck", "ja", "rule", "cards", "games"]
    for kind in ("", "_diff", "_inter"):
        for s in SIDES:
            out += [f"{s}{kind}", f"{s}{kind}_lo", f"{s}{kind}_hi"]
    return out


def _table(
    decks: list[tuple[str, ...]], codes: dict[tuple[str, ...], np.ndarray], common: bool, confidence: float
) -> pd.DataFrame:
    import pandas as pd

    from ..cards import EVENT_CARDS

    z = z_score(confidence)
    base = codes[()]
    rows = []
    for deck in decks:
        won = codes[deck]
        games = len(won)
        row: dict[str, Any] = {
            "deck": deck,
            "ja": " + ".join(EVENT_CARDS[c].ja for c in deck) or "イベントなし",
            "rule": " + ".join(EVENT_CARDS[c].rule for c in deck),
            "cards": len(deck),
            "games": games,
        }
        for code, side in enumerate(SIDES):
            wins = int((won == code).sum())
            lo, hi = wilson_interval(wins, games, confidence)
            row |= {side: wins / games, f"{side}_lo": lo, f"{side}_hi": hi}
        for code, side in enumerate(SIDES):
            row |= _difference(side, won == code, base == code, deck == (), common, confidence)
        for code, side in enumerate(SIDES):
            if len(deck) == 2:
                parts = [codes[deck] == code, codes[deck[:1]] == code, codes[deck[1:]] == code, base == code]
                row |= _interaction(side, parts, common, confidence, z)
            else:
                row |= {f"{side}_inter": math.nan, f"{side}_inter_lo": math.nan, f"{side}_inter_hi": math.nan}
        rows.append(row)
    return pd.DataFrame(rows, columns=_columns())


def _difference(
    side: str, won: np.ndarray, base: np.ndarray, baseline: bool, common: bool, confidence: float
) -> dict[str, float]:
    """The difference of ``side``'s win rate from the baseline's, with its interval."""
    keys = (f"{side}_diff", f"{side}_diff_lo", f"{side}_diff_hi")
    if baseline:
        return dict.fromkeys(keys, 0.0)
    a, b = int(won.sum()), int(base.sum())
    if common:  # the same seeds: game i of both decks is a pair
        both = int((won & base).sum())
        lo, hi = paired_newcombe_interval(both, a - both, b - both, len(won) - a - b + both, confidence)
    else:
        lo, hi = newcombe_interval(a, len(won), b, len(base), confidence)
    return dict(zip(keys, (a / len(won) - b / len(base), lo, hi), strict=True))


def _interaction(side: str, parts: list[np.ndarray], common: bool, confidence: float, z: float) -> dict[str, float]:
    """The pair's interaction ``w_ab - w_a - w_b + w_0`` for ``side``, with its interval."""
    pair, first, second, base = parts
    if common:  # per game seed: a contrast in -2 .. 2, its mean and standard error
        contrast = pair.astype(int) - first.astype(int) - second.astype(int) + base.astype(int)
        estimate = float(contrast.mean())
        se = float(contrast.std(ddof=1)) / math.sqrt(len(contrast)) if len(contrast) > 1 else math.inf
        lo, hi = estimate - z * se, estimate + z * se
    else:
        terms = [(sign, int(w.sum()), len(w)) for sign, w in zip((1, -1, -1, 1), parts, strict=True)]
        estimate, lo, hi = contrast_interval(terms, confidence)
    return {f"{side}_inter": estimate, f"{side}_inter_lo": max(-2.0, lo), f"{side}_inter_hi": min(2.0, hi)}


def write_event_effects(table: pd.DataFrame, path: str | Path) -> None:
    """Save an :func:`event_effects` table as CSV (``deck`` as space-separated card
    ids, empty for the baseline) and its ``attrs`` beside it as JSON (same name,
    ``.json``): what :func:`read_event_effects` reads back, and what a notebook can
    load instead of rerunning a long job."""
    path = Path(path)
    out = table.copy()
    out["deck"] = [" ".join(deck) for deck in out["deck"]]
    out.to_csv(path, index=False, float_format="%.6g")
    path.with_suffix(".json").write_text(json.dumps(table.attrs, indent=1, ensure_ascii=False, default=str) + "\n")


def read_event_effects(path: str | Path) -> pd.DataFrame:
    """An :func:`event_effects` table saved by :func:`write_event_effects`: the same
    columns (``deck`` as tuples again), with ``attrs`` from the JSON beside it if
    there is one."""
    import pandas as pd

    path = Path(path)
    table = pd.read_csv(path, keep_default_na=False, na_values=[""], dtype={"deck": str, "rule": str})
    table["deck"] = [tuple(str(d).split()) if isinstance(d, str) else () for d in table["deck"]]
    table["rule"] = table["rule"].fillna("")
    meta = path.with_suffix(".json")
    if meta.exists():
        table.attrs.update(json.loads(meta.read_text()))
    return table


#: the headers of :func:`card_ranking`: key -> (English, Japanese)
_RANKING = {"rule": ("rule", "ルール"), "games": ("games", "ゲーム数")}


def card_ranking(tables: Mapping[str, pd.DataFrame], lang: str = "en", side: str = "citizens") -> pd.DataFrame:
    """The event cards ranked by their effect on ``side``'s win rate (MAH-E01 ...
    MAH-E25, lesson 06): one row per single-card deck of the :func:`event_effects`
    tables (``label -> table``, e.g. one per kind of agent), best first by the first
    table. A person reads each row by the card's name in ``lang`` (the index:
    ``幻術師の庭``, ``illusionist garden``), never by its id; the columns are the rule,
    each table's difference from no event in points with its interval (``+8.9
    [+6.4, +11.5] *``, ``*``: the interval leaves out 0) and the games behind each.
    For programs the card ids are ``attrs["cards"]``, in the rows' order
    (``ranking.loc[names]`` by name, or ``dict(zip(ranking.attrs["cards"], ranking.index))``).

    >>> from jinro_lab.analysis import read_event_effects
    >>> t = read_event_effects("notebooks/data/event_effects_9p.csv")  # doctest: +SKIP
    >>> card_ranking({"random": t}, "ja").index[0]  # doctest: +SKIP
    '幻術師の庭'
    """
    import pandas as pd

    from ..render import card_name

    if not tables:
        raise InvalidArgument("card_ranking needs at least one event_effects table")
    ja = lang == "ja"
    singles = {label: t[t["cards"] == 1].set_index(t[t["cards"] == 1]["deck"].str[0]) for label, t in tables.items()}
    first = next(iter(singles.values()))
    order = list(first[f"{side}_diff"].sort_values(ascending=False, kind="stable").index)
    columns: dict[str, list[Any]] = {_RANKING["rule"][ja]: [first.loc[c, "rule"] for c in order]}
    for label, rows in singles.items():
        columns[label] = [_points(rows.loc[c], side) if c in rows.index else "" for c in order]
    columns[_RANKING["games"][ja]] = [
        "／".join(str(rows.loc[c, "games"]) if c in rows.index else "-" for rows in singles.values())
        if ja
        else " / ".join(str(rows.loc[c, "games"]) if c in rows.index else "-" for rows in singles.values())
        for c in order
    ]
    ranking = pd.DataFrame(columns, index=[card_name(c, lang) for c in order])
    ranking.attrs["cards"] = order
    return ranking


def _points(row: Any, side: str) -> str:
    """A difference in points with its interval, ``*`` when the interval leaves out 0."""
    value, lo, hi = (row[f"{side}_diff{end}"] * 100 for end in ("", "_lo", "_hi"))
    return f"{value:+5.1f} [{lo:+5.1f}, {hi:+5.1f}]" + (" *" if lo > 0 or hi < 0 else "  ")
