"""A class's season (issue 39, item 5): every finished game of the class — its live
tables' and its tournaments' — kept in the table's SQLite file, and a rating for each
player on each side that carries its uncertainty.

A live table's game is kept when it ends (:class:`~jinro_lab.table.live.Table` does
it, once: a table resumed after a restart is not counted again); a tournament's
games when the teacher adds them (:meth:`Season.add_tournament`). Who played a seat:
a student by their nickname (a seat nobody named: ``"<table name> #<seat>"``), a bot
by its name (a tournament's entrant, or the table's agents, ``heuristic`` or
``random``, at a seat no student joined).

**Ratings.** openskill's Plackett–Luce model (Weng and Lin's Bayesian approximation,
the ``openskill`` package), with its default prior (μ = 25, σ = 25/3). A player has one
rating per game and side (a seer's play says little of a werewolf's), updated game by
game in the order the games were kept, so the same games always give the same
ratings. Each game is a match of teams: the players of a side who won against those
who lost (a player holding several seats of one side, as a tournament's entrant does,
counts once there). A rating is a belief: μ, its best guess, and σ, its uncertainty.
The board shows the interval μ ± 2σ (about 95% of the belief) and ranks by the
conservative μ − 3σ (openskill's ``ordinal``); two players whose intervals overlap
cannot yet be told apart.

Example (in a notebook)::

    season = server.season                     # the TableServer's file; or Season("class.db")
    season.add_tournament(result, name="week 3")
    print(season.board("ja"))
    season.standings()                         # pandas, one row per game, side and player
    season.games().to_csv("class.csv")         # one row per player per game

Needs ``openskill`` (the ``table`` extra); nothing else of the live table.
"""

from __future__ import annotations

import hashlib
import json
import os
import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..core.errors import InvalidArgument, describe
from ..core.i18n import Labels, check_lang
from ..core.registry import lookup
from .store import Played, PlayedSeat, Store

if TYPE_CHECKING:
    import pandas as pd

__all__ = ["GAME_COLUMNS", "STANDING_COLUMNS", "Rating", "Season", "Z", "board_lines", "read_csv"]

#: the interval shown is μ ± Z σ (about 95% of the rating's belief)
Z = 2.0
#: the columns of :meth:`Season.games`, one row per player per game
GAME_COLUMNS = ("game", "at", "variant", "played_in", "source", "number", "seat", "player", "kind", "side", "won")
#: the columns of :meth:`Season.standings`
STANDING_COLUMNS = (
    "variant", "side", "rank", "player", "kind", "games", "wins", "mu", "sigma", "low", "high", "ordinal", "overlaps",
)  # fmt: skip
#: a rating's key: (variant, side, kind, player)
Key = tuple[str, str, str, str]


@dataclass(frozen=True)
class Rating:
    """What the games say of one player on one side: the rating (``mu``, ``sigma``),
    the games they played on it and how many they won."""

    mu: float
    sigma: float
    games: int
    wins: int


class Season:
    """The season kept in a live table's database ``db``: a file (it must exist,
    unless ``create``), ``":memory:"``, or a :class:`~jinro_lab.table.store.Store`
    (a running :class:`~jinro_lab.table.server.TableServer`'s: ``server.season``)."""

    def __init__(self, db: str | os.PathLike[str] | Store = ":memory:", create: bool = False):
        if isinstance(db, Store):
            self.store, self._owned = db, False
            return
        if not isinstance(db, str | os.PathLike):
            raise InvalidArgument(f"db must be a file path, ':memory:' or a Store, got {describe(db)}")
        path = str(db)
        if path != ":memory:" and not create and not Path(path).is_file():
            raise InvalidArgument(
                f"no season file {path!r}: a season is kept in a table server's database (jinro-lab table --db); "
                "create=True starts a new one"
            )
        self.store, self._owned = Store(path), True  # InvalidRecord: not a table database

    # ----- adding games ---------------------------------------------------------------------
    def add_tournament(self, result: Any, name: str | None = None) -> int:
        """Add every game of ``result`` (what :func:`jinro_lab.tournament` returned), in
        its order, each entrant a bot by its name; ``name``: the tournament's, as the
        exported games show it (default: its game and seed). All its games or none are
        kept; the same tournament twice, or another under a name the season has, is
        refused. Returns the number of games added."""
        from ..analysis.tournament import Tournament

        if not isinstance(result, Tournament):
            raise InvalidArgument(f"add_tournament takes what jinro_lab.tournament returned, got {describe(result)}")
        if name is None:
            name = f"{result.variant} tournament, seed {result.seed}"
        if not isinstance(name, str) or not name.strip():
            raise InvalidArgument(f"name must be a non-empty string, got {describe(name)}")
        table = result.games
        if len(table) == 0:
            raise InvalidArgument("this tournament has no games to add")
        columns = ("game", "seating", "sides", "winners")
        rows = [tuple(row) for row in zip(*(table[c] for c in columns), strict=True)]
        digest = hashlib.sha256(
            json.dumps(
                [result.variant, [[int(g), list(a), list(b), list(map(int, w))] for g, a, b, w in rows]]
            ).encode()
        ).hexdigest()[:20]
        kept = self.store.played()
        if any(g.key.startswith(f"tournament:{digest}:") for g in kept):
            old = next(g.source for g in kept if g.key.startswith(f"tournament:{digest}:"))
            raise InvalidArgument(f"this tournament is in the season already, as {old!r}: its games count once")
        if any(g.kind == "tournament" and g.source == name for g in kept):
            raise InvalidArgument(f"the season has a tournament named {name!r} already: give this one another name")
        now = time.time()
        games = [
            Played(
                f"tournament:{digest}:{int(game)}", now, result.variant, "tournament", name, int(game),
                tuple(PlayedSeat(s, str(entrant), "bot", str(side), s in set(winners))
                      for s, (entrant, side) in enumerate(zip(seating, sides, strict=True))),
            )
            for game, seating, sides, winners in rows
        ]  # fmt: skip
        return self.store.add_played(games)

    # ----- reading ------------------------------------------------------------------------------
    def games(self) -> pd.DataFrame:
        """One row per seat of every game kept, in the order played (pandas): ``game``
        (0, 1, … in that order), ``at`` (when it ended or was added, UTC), ``variant``,
        ``played_in`` (``table`` or ``tournament``), ``source`` (its name), ``number``
        (the tournament's game number; empty for a table), ``seat``, ``player``,
        ``kind`` (``student`` or ``bot``), ``side`` (at the end) and ``won``."""
        import pandas as pd

        rows = [
            (n, game.at, game.variant, game.kind, game.source, game.number, s.seat, s.player, s.kind, s.side, s.won)
            for n, game in enumerate(self.store.played())
            for s in game.seats
        ]
        table = pd.DataFrame(rows, columns=list(GAME_COLUMNS))
        table["at"] = pd.to_datetime(table["at"].astype(float), unit="s", utc=True)
        return _typed(table)

    def to_csv(self, path: str | os.PathLike[str]) -> int:
        """Write :meth:`games` to ``path`` as CSV (read it back with :func:`read_csv`);
        returns the number of rows."""
        table = self.games()
        table.to_csv(path, index=False)
        return len(table)

    def ratings(self) -> dict[Key, Rating]:
        """Every player's rating on every side, after the games in the order played:
        ``(variant, side, kind, player)`` -> μ, σ, games and wins (see the module)."""
        from openskill.models import PlackettLuce

        model = PlackettLuce()
        state: dict[Key, tuple[float, float]] = {}
        counts: dict[Key, list[int]] = {}
        for game in self.store.played():
            won: dict[Key, bool] = {}  # each (side, player) once, won if any of its seats won
            for seat in game.seats:
                key = (game.variant, seat.side, seat.kind, seat.player)
                won[key] = won.get(key, False) or seat.won
            teams: dict[tuple[str, bool], list[Key]] = {}
            for key, w in won.items():
                cell = counts.setdefault(key, [0, 0])
                cell[0] += 1
                cell[1] += w
                teams.setdefault((key[1], w), []).append(key)
            if len(teams) < 2:  # one team only (every seat on one side, all alike): nothing to compare
                continue
            order = list(teams)
            before = [[model.rating(*state.get(key, (model.mu, model.sigma))) for key in teams[team]] for team in order]
            after = model.rate(before, ranks=[0.0 if w else 1.0 for _, w in order])
            for team, rated in zip(order, after, strict=True):
                for key, rating in zip(teams[team], rated, strict=True):
                    state[key] = (float(rating.mu), float(rating.sigma))
        return {
            key: Rating(*state.get(key, (model.mu, model.sigma)), games=c[0], wins=c[1]) for key, c in counts.items()
        }

    def standings(self, variant: str | None = None, side: str | None = None) -> pd.DataFrame:
        """The board (pandas): one block per game and side (the variants in the order
        first played, the sides in their registration's order), one row per player,
        best first by the conservative ``ordinal`` (μ − 3σ): ``rank``, ``player``,
        ``kind``, ``games`` and ``wins`` on that side, ``mu`` and ``sigma``, the
        interval ``low`` .. ``high`` (μ ± 2σ), ``ordinal``, and ``overlaps``: the
        players of the block whose intervals overlap this one's (it cannot yet be told
        apart from them). ``variant``, ``side``: one block only."""
        import pandas as pd

        rated = self.ratings()
        blocks = self._blocks(rated, variant, side)
        rows: list[dict[str, Any]] = []
        for v, s in blocks:
            entries = sorted(
                ((k, r) for k, r in rated.items() if k[:2] == (v, s)),
                key=lambda kr: (-_ordinal(kr[1]), -kr[1].mu, kr[0][3], kr[0][2]),
            )
            for rank, (key, r) in enumerate(entries, start=1):
                low, high = r.mu - Z * r.sigma, r.mu + Z * r.sigma
                overlaps = tuple(
                    k[3] for k, o in entries if k != key and o.mu - Z * o.sigma <= high and low <= o.mu + Z * o.sigma
                )
                rows.append(
                    {"variant": v, "side": s, "rank": rank, "player": key[3], "kind": key[2], "games": r.games,
                     "wins": r.wins, "mu": r.mu, "sigma": r.sigma, "low": low, "high": high,
                     "ordinal": _ordinal(r), "overlaps": overlaps}
                )  # fmt: skip
        return pd.DataFrame(rows, columns=list(STANDING_COLUMNS))

    def indistinguishable(self, side: str, variant: str | None = None) -> list[tuple[str, str]]:
        """The pairs of players on ``side`` (of ``variant``; needed only when several
        games of the season have that side) that cannot yet be told apart: their
        intervals (μ ± 2σ) overlap. Each pair once, the better ranked first, in rank order."""
        if not isinstance(side, str):
            raise InvalidArgument(f"side must be a side id such as 'werewolves', got {describe(side)}")
        board = self.standings(variant, side)
        ranks = dict(zip(board["player"], board["rank"], strict=True))
        return [(a, b) for a, found in zip(board["player"], board["overlaps"], strict=True) for b in found
                if ranks[a] < ranks[b]]  # fmt: skip

    def _blocks(self, rated: Mapping[Key, Rating], variant: str | None, side: str | None) -> list[tuple[str, str]]:
        """The (variant, side) blocks of the board, or the one asked for (refused, saying
        which there are, when it has no games)."""
        played = list(dict.fromkeys(k[0] for k in rated))
        if variant is not None:
            variant = lookup(variant).id
            if variant not in played:
                raise InvalidArgument(
                    f"the season has no game of {variant}; it has: {', '.join(played) or 'no games yet'}"
                )
            played = [variant]
        blocks = [(v, s) for v in played for s in lookup(v).sides if any(k[:2] == (v, s) for k in rated)]
        if side is None:
            return blocks
        found = [(v, s) for v, s in blocks if s == side]
        if not found:
            sides = ", ".join(dict.fromkeys(s for _, s in blocks)) or "none yet"
            raise InvalidArgument(f"side must be one the season's games were played on ({sides}), got {describe(side)}")
        if len(found) > 1:
            raise InvalidArgument(
                f"several games of the season have the side {side!r} ({', '.join(v for v, _ in found)}): give variant="
            )
        return found

    def board(self, lang: str = "en") -> str:
        """The board as lines a person reads, in ``lang`` (``en`` or ``ja``): each game
        and side, its players best first with their rating, interval and games, and whom
        each cannot yet be told apart from."""
        return "\n".join(board_lines(self.standings(), len(self.store.played()), lang))

    def close(self) -> None:
        """Close the database (a ``Store`` given to it stays open: its server's)."""
        if self._owned:
            self.store.close()

    def __repr__(self) -> str:
        return self.board()


def _ordinal(rating: Rating) -> float:
    """openskill's conservative ordinal: μ − 3σ."""
    return rating.mu - 3.0 * rating.sigma


def _typed(table: pd.DataFrame) -> pd.DataFrame:
    """The games' columns with their types: ``at`` UTC times to the microsecond,
    ``game`` and ``seat`` integers, ``number`` an integer that may be missing, ``won`` a bool."""
    table["at"] = table["at"].dt.floor("us").astype("datetime64[us, UTC]")
    table["game"] = table["game"].astype("int64")
    table["number"] = table["number"].astype("Int64")
    table["seat"] = table["seat"].astype("int64")
    table["won"] = table["won"].astype(bool)
    return table


def read_csv(path: str | os.PathLike[str]) -> pd.DataFrame:
    """A season's games written by :meth:`Season.to_csv`, with their types (the same
    table as :meth:`Season.games`). Refuses a file without the season's columns."""
    import pandas as pd

    table = pd.read_csv(path, keep_default_na=False, na_values={"number": [""]}, dtype={"player": str, "source": str})
    missing = [c for c in GAME_COLUMNS if c not in table.columns]
    if missing:
        raise InvalidArgument(f"{path} is not a season's games: it has no column {', '.join(missing)}")
    table["at"] = pd.to_datetime(table["at"], utc=True, format="ISO8601")
    return _typed(table[list(GAME_COLUMNS)])


SAY = Labels(
    {
        "head": (("Season: {} game", "Season: {} games"), "シーズン：{}ゲーム"),
        "empty": ("Season: no finished game yet", "シーズン：終わったゲームはまだありません"),
        "how": (
            "Ratings per side (openskill, Plackett–Luce): rating μ [interval μ ± 2σ], best first by μ − 3σ",
            "陣営ごとのレーティング（openskill、Plackett–Luce）：レーティングμ［区間μ±2σ］、μ−3σの高い順",
        ),
        "block": ("{}, {}", "{}・{}"),
        "row": ("{}. {}: {:.1f} [{:.1f}, {:.1f}], won {} of {}", "{}位 {}：{:.1f} [{:.1f}, {:.1f}]、{}ゲーム中{}勝"),
        "apart": ("    cannot yet be told apart from {}", "    {}とはまだ区別できません"),
        "and": (", ", "、"),
        "bot": ("{} (agent)", "{}（エージェント）"),
        "heuristic": ("heuristic", "ヒューリスティック"),
        "random": ("random", "ランダム"),
    }
)


def player_label(player: str, kind: str, lang: str) -> str:
    """A player as the board names them: a student by name, a bot marked as an agent
    (the kit's own agents by their kind, in ``lang``)."""
    if kind != "bot":
        return player
    return SAY("bot", lang, SAY(player, lang) if player in ("heuristic", "random") else player)


def board_lines(standings: pd.DataFrame, games: int, lang: str) -> list[str]:
    """The lines of a season's board (:meth:`Season.standings`) of ``games`` games, in
    ``lang`` (``en`` or ``ja``)."""
    check_lang(lang)
    if games == 0:
        return [SAY("empty", lang)]
    lines = [SAY("head", lang, games), SAY("how", lang)]
    blocks = dict.fromkeys(zip(standings["variant"], standings["side"], strict=True))
    for variant, side in blocks:
        info = lookup(variant)
        block = standings[(standings["variant"] == variant) & (standings["side"] == side)]
        title = info.title_ja if lang == "ja" else info.id
        lines += ["", SAY("block", lang, title, info.side_name(side, lang))]
        kinds = dict(zip(block["player"], block["kind"], strict=True))
        for row in block.itertuples():
            name = player_label(row.player, row.kind, lang)
            counts = (row.wins, row.games) if lang == "en" else (row.games, row.wins)
            lines.append(SAY("row", lang, row.rank, name, row.mu, row.low, row.high, *counts))
            if row.overlaps:
                others = SAY("and", lang).join(player_label(p, kinds[p], lang) for p in row.overlaps)
                lines.append(SAY("apart", lang, others))
    return lines
