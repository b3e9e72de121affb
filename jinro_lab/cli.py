"""The ``jinro-lab`` command: watch a game, play a seat, or replay a saved record.

::

    jinro-lab --version                      (also: python -m jinro_lab ...)
    jinro-lab demo [--variant ID] [--seed 7] [--players N] [--seat N | --gm] [--lang en|ja] [--agents KIND]
    jinro-lab play [--variant ID] [--seat 0] [--seed 7] [--players N] [--lang en|ja] [--agents KIND] [--save FILE]
    jinro-lab replay FILE.json|- [--seat N | --gm] [--lang en|ja] [--html OUT.html|-]
    jinro-lab variants [--lang en|ja]
    jinro-lab rules GAME [ID ...] [--lang en|ja]
    jinro-lab lab [FOLDER] [--no-lab] [--jupyter=ARG ...]
    jinro-lab simulate VARIANT [--players N] [--games N] [--seed S] [--workers W|auto|ADDRESS]
                       [--agents random|heuristic] [--option KEY=VALUE ...] [--out FILE.csv|FILE.parquet|-]
    jinro-lab table VARIANT [--players N] [--humans 0,1,2|all] [--port P] [--db FILE] [--host H] [--url URL]
                    [--tables K] [--agents heuristic|random] [--absent wait|agent] [--discussion guide|hold]
                    [--lang en|ja]
                    [--seed S] [--option KEY=VALUE ...]
    jinro-lab season --db FILE [--lang en|ja] [--csv OUT.csv|-]

``demo`` prints a whole game played by agents as one seat (or the game master)
saw it: the events in order, then the final table and the result. ``play`` lets
a person play one seat against agents: the legal actions are numbered from 0, as
seats and cards are everywhere a person reads them (issue 36), a number (or the
action's exact text) chooses, ``q`` (or the end of the input) quits, and
a single legal action is taken for the player. ``replay`` prints the game of a
record saved with ``--save`` (or ``game.record().to_json()``); with ``--html OUT``
it writes the game's replay instead (``jinro_lab.analysis.replay_html``: one
self-contained HTML file to step through offline, with the table pictures, the log
and the graphs): the table, every seat, and the game master if the game is over or
``--gm`` is given; with ``--seat N`` the table and that seat only (and the game
master once the game is over); a live table's record (``table.record().to_json()``, the
game master's ``GET /api/gm/<token>``) names its students, and the replay shows
each beside their seat. ``variants``
lists the registered games: id, title, player counts, sides and the command that prints its rules.
``rules`` prints a game's rules (``jinro_lab.rules``), or the rules whose IDs are
given (``jinro-lab rules mahou_toshi MAH-10 MAH-E12``), in ``--lang``, each with
its ID, title and whether it is a decision of the kit, wrapped to the terminal.
``lab`` copies the tutorials into ``FOLDER`` (default ``jinro_lab_tutorials``),
keeping any copy a teacher edited and saying so (``jinro_lab.tutorials``), trusts
them and starts JupyterLab there (``--no-lab``: copy only; JupyterLab comes with
``pip install 'jinro_lab[lab]'``).
``simulate`` plays many games with agents (``jinro_lab.analysis.simulate``) on
local processes or a Dask cluster, shows a progress bar on stderr, prints the win
rate of each side with its Wilson 95% interval, and writes one row per game to
``--out`` (CSV, or Parquet with pyarrow). A
game is named by its id or Japanese title (``--variant 人狼は眠らない``) and
``--players`` must be a count it allows (default: the game's). Agents are seeded
per seat from the game seed as in simulations and the take-a-seat widget, so the
same seed and the same choices give the same game.

``table`` serves live tables (``jinro_lab.table``): each student opens their seat's
link in a browser, the projector the table's, the teacher the game master's. It prints
one line per link (``seat N: URL``, ``table: URL``, ``gm: URL``; with ``--tables K``
a heading per table) and serves until Ctrl-C. Every step is kept in ``--db``
(default ``jinro_lab_tables.db``): started again on a file that holds tables, it
resumes them all, with the same links, and creates none (an argument that would
make other tables, ``--players`` or ``--option``, is then refused, not ignored). It
binds to 127.0.0.1 unless ``--host`` names another address (``--url``: the address
students use, if not that one). It needs ``pip install 'jinro_lab[table]'``, said
in one line before any file is made.

``season`` prints the class's season kept in a table server's ``--db``
(``jinro_lab.table.season``): every finished game of its tables and of the
tournaments added to it, and each player's rating per side with its interval; with
``--csv OUT`` it also writes one row per player per game (``-``: to stdout).

``-`` is standard input or output (issue 38): ``replay -`` reads the record from
stdin, ``--save -`` writes the record, ``--out -`` the table (CSV) and ``--html -``
the replay page to stdout,
and then everything a person reads goes to stderr, so ``jinro-lab demo --save - |
jinro-lab replay -`` is a pipe.

Exit status: 0 on success (also when the player quits with ``q`` or the end of
the input), 2 on bad input with a one-line ``error:`` message on stderr, 1 when a
simulation fails (one line too, never a traceback), 130 when interrupted
(Ctrl-C). Bad input includes a ``--save`` path that cannot be written (checked
before the game starts; if the write still fails at the end, the record is saved
to a fallback file, named on stderr, and the status is 2), a replay file that
cannot be read, is not UTF-8 text (a BOM is allowed), is larger than 16 MiB, or
is not a valid record, an ``--html`` path that cannot be written (checked before
the record is read), and for ``simulate`` an unknown variant, a player count it
does not allow, an unknown option or a value the game refuses, an ``--out`` with
another extension or that cannot be written, ``--games`` or ``--workers`` below
1: all refused before any game is played.

Only the core, the variant and its text renderer are imported (no plotting, no
tables, no widgets), except by ``simulate``, which needs pandas and tqdm, and by
``replay --html``, which draws the graphs with matplotlib.
"""

from __future__ import annotations

import argparse
import contextlib
import errno
import os
import shutil
import sys
import tempfile
import textwrap
import time
import unicodedata
from collections.abc import Mapping, Sequence
from typing import Any

from . import __version__
from .analysis.simulate import make_agents
from .core.engine import Game
from .core.errors import JinroError
from .core.i18n import Labels, side_name
from .core.phrases import counted
from .core.record import GameRecord, replay
from .core.registry import lookup, new_game, option_table, renderer, variants
from .core.texts import renderer_action_text

__all__ = ["main"]

#: the file name that means standard input (``replay -``) or output (``--save -``, ``--out -``)
STDIO = "-"
#: the largest replay file read (records are a few kilobytes; this bounds ``replay /dev/zero``)
MAX_RECORD_BYTES = 16 * 1024 * 1024


class _Refused(Exception):
    """Bad input found by the command itself: its message is the one-line error shown."""


#: messages of the interactive game, English and Japanese
_say = Labels(
    {
        "header": ("{}: {} players, seed {}; {}", "{}：{}人、シード{}、{}"),
        "agents": ("{} agents, as seat {} saw it", "{}エージェント、席{}の視点"),
        "agents_gm": ("{} agents, as the game master saw it", "{}エージェント、ゲームマスターの視点"),
        "you_play": ("you play seat {} against {} agents", "あなたは席{}（相手は{}エージェント）"),
        "replayed": ("replay of {}, as seat {} saw it", "{}の再生、席{}の視点"),
        "replayed_gm": ("replay of {}, as the game master saw it", "{}の再生、ゲームマスターの視点"),
        "bad_seat": (
            "error: --seat must be a seat of the game, 0..{}; got {}",
            "エラー：--seat には 0..{} の席番号を指定してください（指定：{}）",
        ),
        "your_turn": ("seat {} (you), your choice:", "席{}（あなた）の番です。選んでください："),
        "forced": ("seat {} (you) has a single legal action: {}", "席{}（あなた）が選べる行動は一つだけです：{}"),
        "prompt": ("number (0-{}) or q to quit> ", "番号（0〜{}）を入力、q で終了> "),
        "bad_number": ("error: {} is not between 0 and {}", "エラー：{}は0〜{}の範囲外です"),
        "bad_input": (
            "error: {!r} is neither a number 0-{} nor the text of a legal action",
            "エラー：「{}」は0〜{}の番号でも、選べる行動の文でもありません",
        ),
        "quit": ("quit: the game was abandoned", "終了：ゲームを中断しました"),
        "won": ("you (seat {}) won", "あなた（席{}）の勝ち"),
        "lost": ("you (seat {}) lost", "あなた（席{}）の負け"),
        "saved": ("record saved to {}", "記録を{}に保存しました"),
        "replay_saved": ("replay written to {} ({} KB)", "リプレイを{}に書き出しました（{} KB）"),
        "variant": (
            "{}  {}  players: {}  sides: {}  rules: {}",
            "{}　{}　人数：{}　陣営：{}　ルール：{}",
        ),
        # the kinds of agents (``--agents``)
        "heuristic": ("heuristic", "ヒューリスティック"),
        "random": ("random", "ランダム"),
    }
)


def _kind(agents: str, lang: str) -> str:
    """The kind of agents (``--agents``) in ``lang``."""
    return _say(agents, lang) if agents in ("heuristic", "random") else agents


# ----- arguments --------------------------------------------------------------------------
def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="jinro-lab", description="Watch, play and replay Japanese werewolf games.")
    parser.add_argument("--version", action="version", version=f"jinro-lab {__version__}")
    commands = parser.add_subparsers(
        dest="command", required=True, metavar="{demo,play,replay,variants,rules,simulate,lab,table,season}"
    )

    def game_options(p: argparse.ArgumentParser) -> None:
        p.add_argument("--variant", default="nemuranai", help="the game, by id or title (default: nemuranai)")
        p.add_argument("--seed", type=int, default=7, help="seed of the game (default: 7)")
        p.add_argument("--players", type=int, help="number of players, one the game allows (default: the game's)")
        p.set_defaults(command_parser=p)  # to refuse --players as argparse would
        p.add_argument("--lang", choices=("en", "ja"), default="en", help="language of the text (default: en)")
        p.add_argument("--agents", choices=("heuristic", "random"), default="heuristic", help="who plays the seats")
        p.add_argument(
            "--save", metavar="FILE", help="save the game's record as JSON (-: to stdout, the game's text to stderr)"
        )
        _option_argument(p)

    def viewer_options(p: argparse.ArgumentParser) -> None:
        who = p.add_mutually_exclusive_group()
        who.add_argument("--seat", type=int, help="show what this seat saw")
        who.add_argument("--gm", action="store_true", help="show everything, as the game master (the default)")

    demo = commands.add_parser("demo", help="print a whole game played by agents")
    game_options(demo)
    viewer_options(demo)

    play = commands.add_parser("play", help="play one seat against agents in the terminal")
    game_options(play)
    play.add_argument("--seat", type=int, default=0, help="the seat you play (default: 0)")

    again = commands.add_parser("replay", help="print the game of a saved record")
    again.add_argument("file", metavar="FILE.json", help="a record saved with --save (-: read it from stdin)")
    again.add_argument("--lang", choices=("en", "ja"), default="en", help="language of the text (default: en)")
    again.add_argument(
        "--html",
        metavar="OUT",
        help="write the game's replay as one HTML file to step through offline (-: to stdout)",
    )
    viewer_options(again)

    listing = commands.add_parser("variants", help="list the games: id, title, players, sides, rules")
    listing.add_argument("--lang", choices=("en", "ja"), default="en", help="language of the text (default: en)")

    book = commands.add_parser("rules", help="print a game's rules, or the rules of the IDs given")
    book.add_argument("game", metavar="GAME", help="the game, by id or title (see jinro-lab variants)")
    book.add_argument("ids", metavar="ID", nargs="*", help="rule IDs of that game, e.g. MAH-10 (default: every rule)")
    book.add_argument("--lang", choices=("en", "ja"), default="en", help="language of the text (default: en)")

    _simulate_options(commands.add_parser("simulate", help="play many games with agents; win rates and a table"))

    lab = commands.add_parser("lab", help="copy the tutorials into a folder and open JupyterLab there")
    lab.add_argument("folder", nargs="?", default="jinro_lab_tutorials", help="where (default: ./jinro_lab_tutorials)")
    lab.add_argument("--no-lab", action="store_true", help="copy and trust the tutorials only; start nothing")
    lab.add_argument(
        "--jupyter",
        metavar="ARG",
        action="append",
        default=[],
        help="an argument for JupyterLab, e.g. --jupyter=--no-browser (repeat for several)",
    )
    _table_options(commands.add_parser("table", help="serve live tables: students play from their own browsers"))
    season = commands.add_parser("season", help="the class's season: its games and each player's rating per side")
    season.add_argument("--db", required=True, help="the SQLite file of a table server (jinro-lab table --db)")
    season.add_argument("--lang", choices=("en", "ja"), default="en", help="language of the board (default: en)")
    season.add_argument("--csv", metavar="OUT", help="also write one row per player per game as CSV (-: to stdout)")
    return parser


def _table_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("variant", metavar="VARIANT", help="the game, by id or title (see jinro-lab variants)")
    p.add_argument("--players", type=int, help="number of players, one the game allows (default: the game's)")
    p.add_argument("--humans", default="all", help="the seats students play: 0,1,2 or all (default: all)")
    p.add_argument("--port", type=int, default=8000, help="the port to listen on (default: 8000; 0: a free one)")
    p.add_argument("--db", default="jinro_lab_tables.db", help="the SQLite file of the tables (default: %(default)s)")
    p.add_argument("--host", default="127.0.0.1", help="the address to listen on (default: 127.0.0.1, this machine)")
    p.add_argument("--url", help="the address students use, if not http://HOST:PORT (a proxy, the class network)")
    p.add_argument("--tables", type=int, default=1, help="how many tables of this game (default: 1)")
    p.add_argument("--agents", choices=("heuristic", "random"), default="heuristic", help="who plays the other seats")
    p.add_argument(
        "--absent", choices=("wait", "agent"), default="wait", help="a human seat nobody joined: wait, or an agent"
    )
    p.add_argument(
        "--discussion",
        choices=("guide", "hold"),
        default="guide",
        help="a timed discussion (MAH-10, LOT-12): a guide, or hold the vote until it ends",
    )
    p.add_argument("--lang", choices=("en", "ja"), default="en", help="the pages' language (default: en)")
    p.add_argument("--seed", type=int, help="seed of the first table (the next get the next seeds; default: drawn)")
    _option_argument(p)


def _check_players(args: argparse.Namespace) -> dict[str, Any]:
    """The setup of ``args``'s game: ``players`` if given, refused (as argparse
    refuses a choice) when the variant's registration does not allow it."""
    if args.players is None:
        return {}
    allowed = lookup(args.variant).players
    if args.players not in allowed:
        choices = ", ".join(map(str, allowed))
        args.command_parser.error(f"argument --players: invalid choice: {args.players} (choose from {choices})")
    return {"players": args.players}


# ----- shared printing ----------------------------------------------------------------------
def _header(game: Game, lang: str, what: str) -> None:
    title = lookup(game.variant).title_ja if lang == "ja" else game.variant
    print(_say("header", lang, title, game.players, game.seed, what))


def _print_events(events: Sequence[Any], draw: Any, lang: str) -> None:
    for event in events:
        print(draw.event_text(event, lang))


def _print_game(game: Game, seat: int | None, lang: str) -> None:
    """The events ``seat`` saw (``None``: all), then the final table and the result."""
    draw = renderer(game.variant)
    _print_events(game.events_seen_by(seat), draw, lang)
    print()
    print(draw.view_text(game.view(seat), lang))


def _seat_error(seat: int | None, players: int, lang: str) -> bool:
    """Say so and return True if ``seat`` is not a seat of the game."""
    if seat is None or 0 <= seat < players:
        return False
    print(_say("bad_seat", lang, players - 1, seat), file=sys.stderr)
    return True


def _reason(exc: BaseException) -> str:
    """A one-line reason for an I/O error."""
    if isinstance(exc, OSError) and exc.strerror:
        return exc.strerror
    return str(exc).splitlines()[0] if str(exc) else type(exc).__name__


def _check_save(path: str | None, flag: str = "--save") -> None:
    """Refuse (before any game is played) a ``--save`` (or ``flag``) path that cannot
    be written: a directory, a missing folder, a read-only file or folder. A new file
    is really created, then removed, so that the test is the write itself."""
    if path is None or path == STDIO:
        return
    try:
        if os.path.isdir(path):
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR))
        if os.path.exists(path):
            if not os.access(path, os.W_OK):
                raise PermissionError(errno.EACCES, os.strerror(errno.EACCES))
            return
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        os.close(fd)
        os.unlink(path)
    except (OSError, ValueError) as exc:  # ValueError: a NUL byte in the path
        raise _Refused(f"error: cannot write {path!r} ({flag}): {_reason(exc)}") from None


def _fallback(text: str, variant: str, seed: int) -> str | None:
    """Write ``text`` to a new file in the current directory, or else in the temporary
    directory; returns its path, or ``None`` if neither can be written."""
    for folder in (os.curdir, None):  # None: tempfile's directory ($TMPDIR, /tmp, ...)
        name = None
        try:
            fd, name = tempfile.mkstemp(prefix=f"jinro-lab-{variant}-seed{seed}-", suffix=".json", dir=folder)
            with open(fd, "w", encoding="utf-8") as file:
                file.write(text)
            return os.path.abspath(name)
        except OSError:
            if name is not None:  # created but not written (a full disk): no half record left behind
                with contextlib.suppress(OSError):
                    os.unlink(name)
    return None


def _save(game: Game, path: str | None, lang: str, data: Any = None) -> int:
    """Save the game's record to ``path`` (if given; ``-``: to ``data``, the real
    stdout, :func:`main`); the exit status. Should the write fail (the path was
    checked before the game), the record is not lost: it goes to a fallback file,
    named on stderr, or at worst to stdout."""
    if path is None:
        return 0
    text = game.record().to_json(indent=1)
    if path == STDIO:
        print(text, file=data or sys.stdout)
        return 0
    try:
        with open(path, "w", encoding="utf-8") as file:
            file.write(text)
    except (OSError, ValueError) as exc:
        where = _fallback(text, game.variant, game.seed)
        if where is None:
            print(f"error: cannot write {path!r} (--save): {_reason(exc)}; the record follows", file=sys.stderr)
            print(text)
        else:
            print(f"error: cannot write {path!r} (--save): {_reason(exc)}; record saved to {where}", file=sys.stderr)
        return 2
    print(_say("saved", lang, path))
    return 0


# ----- commands ------------------------------------------------------------------------------
def _demo(args: argparse.Namespace) -> int:
    game = new_game(args.variant, seed=args.seed, **args.setup)
    if _seat_error(args.seat, game.players, args.lang):
        return 2
    _check_save(args.save)
    agents = make_agents(args.variant, game.players, None, args.agents, args.seed)
    while not game.over:
        for seat in game.to_act():
            game.act(seat, agents[seat].choose(game.view(seat), game.legal_actions(seat)))
    if args.seat is None:
        _header(game, args.lang, _say("agents_gm", args.lang, _kind(args.agents, args.lang)))
    else:
        _header(game, args.lang, _say("agents", args.lang, _kind(args.agents, args.lang), args.seat))
    _print_game(game, args.seat, args.lang)
    return _save(game, args.save, args.lang, args.data)


def _ask(legal: Sequence[Any], seat: int, lang: str, draw: Any = None) -> Any | None:
    """A legal action typed by the person (a number or the action's text, as listed
    in ``lang`` by the renderer ``draw`` or in English); ``None`` when they quit
    (``q``, or the end of the input). The menu counts from 0, as seats do. Anything
    else (``banana``, a number past the last, ``①``, ``²``, bytes that are not text)
    is said to be invalid and asked again."""
    print(_say("your_turn", lang, seat))
    for i, action in enumerate(legal):
        print(f"  {i:>2}) {renderer_action_text(draw, action, lang)}")
    by_text = {renderer_action_text(draw, action, lang): action for action in legal}
    by_text.update({str(action): action for action in legal})
    while True:
        try:
            answer = input(_say("prompt", lang, len(legal) - 1)).strip()
        except EOFError:
            print()
            return None
        except KeyboardInterrupt:
            print()  # end the prompt's line; main() says "interrupted"
            raise
        except UnicodeDecodeError:  # stdin decoded strictly: the line is lost, ask again
            print()
            print(_say("bad_input", lang, "?", len(legal) - 1))
            continue
        if answer.lower() in ("q", "quit", "exit"):
            return None
        if answer in by_text:
            return by_text[answer]
        number = _number(answer)
        if number is None:
            print(_say("bad_input", lang, answer, len(legal) - 1))
        elif number < len(legal):
            return legal[number]
        else:
            print(_say("bad_number", lang, answer, len(legal) - 1))


def _number(answer: str) -> int | None:
    """``answer`` as a number if it is ASCII digits 0-9 only (not ``①``, ``²`` or
    ``٣``, which ``str.isdigit()`` accepts), else ``None``."""
    if not (answer.isascii() and answer.isdecimal()):
        return None
    try:
        return int(answer)
    except ValueError:  # more digits than int() converts
        return None


def _play(args: argparse.Namespace) -> int:
    game = new_game(args.variant, seed=args.seed, **args.setup)
    me, lang = args.seat, args.lang
    if _seat_error(me, game.players, lang):
        return 2
    _check_save(args.save)  # before the game: a bad path must not cost the player a game
    agents = make_agents(args.variant, game.players, me, args.agents, args.seed)
    draw = renderer(game.variant)
    _header(game, lang, _say("you_play", lang, me, _kind(args.agents, lang)))
    shown = 0

    def catch_up() -> None:
        nonlocal shown
        events = game.events_seen_by(me)
        _print_events(events[shown:], draw, lang)
        shown = len(events)

    while not game.over:
        for seat in game.to_act():
            if seat != me:
                game.act(seat, agents[seat].choose(game.view(seat), game.legal_actions(seat)))
                continue
            catch_up()
            print()
            print(draw.view_text(game.view(me), lang))
            legal = game.legal_actions(me)
            if len(legal) == 1:  # a forced move (e.g. an attack card must be played, NEM-13)
                print(_say("forced", lang, me, renderer_action_text(draw, legal[0], lang)))
                game.act(me, legal[0])
                continue
            action = _ask(legal, me, lang, draw)
            if action is None:
                print(_say("quit", lang))
                return 0
            game.act(me, action)
    catch_up()
    print()
    print(draw.view_text(game.view(me), lang))
    print(_say("won" if me in game.result.winners else "lost", lang, me))  # type: ignore[union-attr]
    return _save(game, args.save, lang, args.data)


def _read_record(name: str) -> str:
    """The text of the replay file ``name``: at most :data:`MAX_RECORD_BYTES` read
    (``/dev/zero`` is refused, not read to the end), UTF-8 with or without a BOM;
    ``-`` reads standard input."""
    try:
        if name == STDIO:
            data = sys.stdin.buffer.read(MAX_RECORD_BYTES + 1)
        else:
            with open(name, "rb") as file:
                data = file.read(MAX_RECORD_BYTES + 1)
    except (OSError, ValueError) as exc:  # a missing file, a directory, a NUL byte in the name
        raise _Refused(f"error: cannot read {name!r}: {_reason(exc)}") from None
    if len(data) > MAX_RECORD_BYTES:
        limit = MAX_RECORD_BYTES // (1024 * 1024)
        raise _Refused(f"error: {name!r} is larger than {limit} MiB, the limit of a record file")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise _Refused(f"error: {name!r} is not UTF-8 text (byte {exc.start}); a record is UTF-8 JSON") from None


def _replay(args: argparse.Namespace) -> int:
    _check_save(args.html, "--html")  # before the work: a bad path costs nothing
    record = GameRecord.from_json(_read_record(args.file))
    game = replay(record)
    if _seat_error(args.seat, game.players, args.lang):
        return 2
    if args.html is not None:
        return _replay_page(game, record.names, args)
    if args.seat is None:
        _header(game, args.lang, _say("replayed_gm", args.lang, args.file))
    else:
        _header(game, args.lang, _say("replayed", args.lang, args.file, args.seat))
    _print_game(game, args.seat, args.lang)
    return 0


def _replay_page(game: Game, names: Mapping[int, str] | None, args: argparse.Namespace) -> int:
    """Write the replay page of ``game`` to ``--html`` (``-``: stdout, :func:`main`),
    the players' ``names`` (a live table's record's) beside their seats."""
    from .analysis.replay_page import replay_html, replay_viewers

    viewers = replay_viewers(game, seat=args.seat, gm=True if args.gm else None)
    page = replay_html(game, viewers=viewers, lang=args.lang, names=names)
    if args.html == STDIO:
        args.data.write(page)
        args.data.flush()
        return 0
    try:
        with open(args.html, "w", encoding="utf-8") as file:
            file.write(page)
    except (OSError, ValueError) as exc:
        raise _Refused(f"error: cannot write {args.html!r} (--html): {_reason(exc)}") from None
    print(_say("replay_saved", args.lang, args.html, len(page.encode()) // 1024))
    return 0


def _counts(counts: Sequence[int]) -> str:
    """Player counts as ``5-16`` when contiguous, else ``3, 5, 7``."""
    if len(counts) > 1 and tuple(counts) == tuple(range(counts[0], counts[-1] + 1)):
        return f"{counts[0]}-{counts[-1]}"
    return ", ".join(map(str, counts))


def _variants(args: argparse.Namespace) -> int:
    """One line per registered game, from its registration; its rules as the command that prints
    them (``jinro-lab rules ID``), or its spec's file for a game without a rules reference."""
    from .rules import games

    lang = args.lang
    for info in variants():
        players = _counts(info.players)
        sides = ("、" if lang == "ja" else ", ").join(side_name(s, lang, info.id) for s in info.sides)
        book = f"jinro-lab rules {info.id}" if info.id in games() else info.spec
        print(_say("variant", lang, info.id, info.title_ja, players, sides, book))
    return 0


#: the widest a rule's text is wrapped (terminal columns)
RULES_WIDTH = 100


def _rules(args: argparse.Namespace) -> int:
    """A game's rules, or the rules of the IDs given (all checked before any is printed)."""
    from .rules import decision_note, game_of, rule, rules

    game = lookup(args.game).id
    for rule_id in args.ids:
        if game_of(rule_id) != game:
            raise _Refused(f"error: {rule_id} is a rule of {game_of(rule_id)}, not of {game}")
    chosen = [rule(i, args.lang) for i in args.ids] if args.ids else rules(game, args.lang)
    width = min(RULES_WIDTH, shutil.get_terminal_size((RULES_WIDTH, 24)).columns)
    ja = args.lang == "ja"
    blocks = []
    for r in chosen:
        mark = (f"　（{decision_note('ja')}）" if ja else f"  ({decision_note('en')})") if r.decision else ""
        head = f"{r.id}　{r.title}{mark}" if ja else f"{r.id}  {r.title}{mark}"
        body = (
            _wrap_wide(r.text, width - 4, "　　")
            if ja
            else textwrap.fill(r.text, width, initial_indent="    ", subsequent_indent="    ")
        )
        blocks.append(f"{head}\n{body}")
    print("\n\n".join(blocks))
    return 0


#: characters a Japanese line does not start with (they stay on the line before)
_NO_LINE_START = "、。，．）」』：・ー"


def _wrap_wide(text: str, width: int, indent: str) -> str:
    """``text`` (Japanese) in lines of at most ``width`` terminal columns (a wide character
    counts two), each after ``indent``; a comma or closing bracket never starts a line."""
    lines, line, used = [], "", 0
    for char in text:
        cols = 2 if unicodedata.east_asian_width(char) in "WF" else 1
        if used + cols > width and line and char not in _NO_LINE_START:
            lines.append(line)
            line, used = "", 0
        line, used = line + char, used + cols
    return "\n".join(indent + part for part in [*lines, line])


def _lab(args: argparse.Namespace) -> int:
    """Copy the tutorials (keeping edited copies), then start JupyterLab on them."""
    import importlib.util
    import subprocess

    from .tutorials import copy_tutorials

    if not args.no_lab and importlib.util.find_spec("jupyterlab") is None:
        raise _Refused("error: JupyterLab is not installed here; install it with: pip install 'jinro_lab[lab]'")
    try:
        report = copy_tutorials(args.folder)
    except OSError as exc:
        raise _Refused(f"error: cannot write the tutorials into {args.folder!r}: {_reason(exc)}") from None
    for line in report.lines():
        print(line)
    if args.no_lab:
        return 0
    command = [sys.executable, "-m", "jupyterlab", str(report.folder), *args.jupyter]
    if hasattr(os, "getuid") and os.getuid() == 0 and "--allow-root" not in args.jupyter:
        command.append("--allow-root")  # JupyterLab refuses root without it (containers)
    return subprocess.call(command)


# ----- simulate ------------------------------------------------------------------------------
#: the extensions --out accepts, and the writer each needs
OUT_FORMATS = {".csv": "csv", ".csv.gz": "csv", ".parquet": "parquet"}


def _refuse(message: str) -> None:
    """argparse's errors for ``simulate``: one line, no usage block."""
    raise _Refused(f"error: {message} (see jinro-lab simulate --help)")


def _option_argument(p: argparse.ArgumentParser) -> None:
    """``--option KEY=VALUE`` (demo, play, simulate): any option of the game."""
    p.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a game option, repeatable: numbers, true/false/none, a list as a,b,c, or JSON "
        "(e.g. --option vote_style=in_turn --option events=prison,guild --option events=[])",
    )


def _simulate_options(p: argparse.ArgumentParser) -> None:
    p.error = _refuse  # type: ignore[method-assign,assignment]
    p.add_argument("variant", metavar="VARIANT", help="the game, by id or title (see jinro-lab variants)")
    p.add_argument("--players", type=int, help="number of players, one the game allows (default: the game's)")
    p.add_argument("--games", type=int, default=1000, help="number of games (default: 1000)")
    p.add_argument("--seed", type=int, default=0, help="master seed: game i is the same whatever runs it (default: 0)")
    p.add_argument(
        "--workers",
        default="auto",
        metavar="W",
        help="local processes (1: this process only), 'auto' (one per CPU when the job is worth it; the "
        "default), or a Dask scheduler's address such as tcp://host:8786 (needs the dist extra)",
    )
    p.add_argument("--agents", choices=("random", "heuristic"), default="random", help="who plays (default: random)")
    _option_argument(p)
    p.add_argument(
        "--out",
        metavar="FILE",
        help="write one row per game to FILE.csv, FILE.csv.gz or FILE.parquet (-: CSV to stdout, the rest to stderr)",
    )
    p.add_argument("--progress", action=argparse.BooleanOptionalAction, default=True, help="a progress bar on stderr")


def _simulation_setup(args: argparse.Namespace) -> tuple[str, dict[str, Any]]:
    """The variant id and the game options of ``args``, checked by building one game
    (so a bad value is refused with the game's own message, before any simulation)."""
    info = lookup(args.variant)
    if args.players is not None and args.players not in info.players:
        allowed = _counts(info.players)
        raise _Refused(f"error: {info.id} is played by {allowed} players, not {args.players} (--players)")
    options = _given_options(info.id, args.option)
    if args.players is not None:
        options = {"players": args.players, **options}
    _try_setup(info.id, options, args)
    return info.id, options


def _given_options(variant: str, items: Sequence[str]) -> dict[str, Any]:
    """The game options of ``--option KEY=VALUE`` items, by name (a name the game does
    not take, or one given twice, is refused); their values are checked by the game."""
    info = lookup(variant)
    table = option_table(info.id)
    allowed_keys = [k for k in info.keywords if k not in ("seed", "players")]
    options: dict[str, Any] = {}
    for item in items:
        key, equals, text = item.partition("=")
        key = key.strip()
        if not equals or not key:
            raise _Refused(f"error: --option takes KEY=VALUE, got {item!r}")
        if key in ("seed", "players"):
            raise _Refused(f"error: give the {key} with --{key}, not --option {key}=...")
        if key not in allowed_keys:
            raise _Refused(f"error: unknown option {key!r} for {info.id}; allowed: {', '.join(allowed_keys)}")
        if key in options:
            raise _Refused(f"error: --option {key} given twice")
        options[key] = table.parse(key, text)
    return options


def _try_setup(variant: str, options: dict[str, Any], args: argparse.Namespace) -> None:
    """Build one game of ``options``, so a bad value is refused with the game's own
    message before anything is played."""
    info = lookup(variant)
    try:
        new_game(info.id, seed=0, **options)
    except JinroError as exc:
        flags = " or ".join(f for f, given in (("--option", args.option), ("--players", args.players)) if given)
        raise _Refused(f"error: bad {flags or 'setup'}: {exc}") from None
    except (TypeError, ValueError, KeyError, AttributeError) as exc:  # a value of the wrong kind
        shown = ", ".join(f"{k}={v!r}" for k, v in options.items())
        raise _Refused(f"error: {info.id} does not accept {shown} ({type(exc).__name__}: {exc})") from None


def _out_format(path: str | None) -> str | None:
    """The writer of ``--out`` (by its extension), refused before any game if unknown
    or if it needs a library that is not installed, or if the file cannot be written."""
    if path is None:
        return None
    if path == STDIO:
        return "csv"
    lower = path.lower()
    kind = next((k for ext, k in OUT_FORMATS.items() if lower.endswith(ext)), None)
    if kind is None:
        raise _Refused(f"error: --out must end with {', '.join(OUT_FORMATS)}; got {path!r}")
    if kind == "parquet":
        import importlib.util

        if not any(importlib.util.find_spec(m) for m in ("pyarrow", "fastparquet")):
            raise _Refused("error: --out .parquet needs pyarrow (pip install pyarrow); or write a .csv")
    _check_save(path, "--out")
    return kind


def _workers(text: str) -> Any:
    """``--workers``: ``None`` (auto), a positive int, or a Dask client of a scheduler address."""
    if text == "auto":
        return None
    if "://" in text:
        try:
            from distributed import Client
        except ImportError:
            raise _Refused("error: --workers ADDRESS needs dask (pip install 'jinro_lab[dist]')") from None
        try:
            return Client(text, timeout=10)
        except Exception as exc:  # unreachable, timed out, a malformed address
            raise _Refused(f"error: cannot reach the Dask scheduler {text!r} (--workers): {_reason(exc)}") from None
    number = _number(text.strip())
    if number is None or number < 1:
        raise _Refused(
            f"error: --workers must be a positive number of processes, auto, or tcp://HOST:PORT; got {text!r}"
        )
    return number


def _simulate(args: argparse.Namespace) -> int:
    from .analysis.simulate import simulate

    variant, options = _simulation_setup(args)
    if args.games <= 0:
        raise _Refused(f"error: --games must be a positive number of games, got {args.games}")
    kind = _out_format(args.out)
    workers = _workers(args.workers)
    import pandas  # noqa: F401 - imported before the clock starts: the seconds are the games'

    started = time.perf_counter()
    try:
        table = simulate(
            variant, args.games, args.seed, agents=args.agents, options=options, workers=workers, progress=args.progress
        )
    except (JinroError, KeyboardInterrupt):
        raise
    except Exception as exc:  # a failure inside the games or a worker: one line, no traceback
        text = str(exc).splitlines()[0] if str(exc) else ""
        print(f"error: the simulation failed: {type(exc).__name__}: {text}", file=sys.stderr)
        return 1
    finally:
        if workers is not None and not isinstance(workers, int):
            workers.close()
    seconds = time.perf_counter() - started
    _print_summary(table, variant, args, seconds)
    return _write_table(table, args.out, kind, args.data)


def _print_summary(table: Any, variant: str, args: argparse.Namespace, seconds: float) -> None:
    """The win rate of each side with its Wilson 95% interval, then the speed."""
    from .analysis.stats import win_rates

    info = lookup(variant)
    players = int(table["players"].iloc[0])
    where = {"auto": "auto workers"}.get(args.workers, f"workers {args.workers}")
    print(
        f"{variant}: {players} players, {counted(len(table), 'game')}, seed {args.seed}, {args.agents} agents, {where}"
    )
    rates = win_rates(table)
    width = max(8, *(len(info.side_name(str(side))) for side in rates["side"]))
    print(f"{'side':<{width}}  {'wins':>7}  {'rate':>6}  95% interval")
    for row in rates.itertuples(index=False):
        name = info.side_name(str(row.side))
        print(f"{name:<{width}}  {row.wins:>7}  {row.rate:>6.1%}  [{row.lo:.1%}, {row.hi:.1%}]")
    print(f"games {len(table)}, seconds {seconds:.2f}, games/s {len(table) / seconds:.0f}")


def _write_table(table: Any, path: str | None, kind: str | None, data: Any = None) -> int:
    """Write the table to ``--out`` (``-``: as CSV to ``data``, the real stdout); the
    exit status. Should the write fail (the path was checked before the games), the
    table goes to a fallback file instead."""
    if path is None:
        return 0
    if path == STDIO:
        table.to_csv(data or sys.stdout, index=False)
        return 0
    try:
        if kind == "parquet":
            table.to_parquet(path, index=False)
        else:
            table.to_csv(path, index=False)
    except Exception as exc:  # a full disk, a folder removed meanwhile, a Parquet writer's refusal
        saved = "the table is lost"
        with contextlib.suppress(Exception):  # nowhere to write: said below
            fd, where = tempfile.mkstemp(prefix="jinro-lab-simulate-", suffix=".csv")
            with open(fd, "w", encoding="utf-8", newline="") as file:
                table.to_csv(file, index=False)
            saved = f"the table was saved to {where}"
        print(f"error: cannot write {path!r} (--out): {_reason(exc)}; {saved}", file=sys.stderr)
        return 2
    print(f"{counted(len(table), 'row')} written to {path}")
    return 0


def _tables(n: int) -> str:
    return counted(n, "table")


def _table(args: argparse.Namespace) -> int:
    """Serve live tables until interrupted (``jinro_lab.table``). A missing ``[table]``
    extra is said before anything is created; tables resumed from ``--db`` are
    served as they were, and arguments that would have made other tables are refused."""
    _need_table_extra()
    from .table.server import TableServer, check_address, parse_humans

    info = lookup(args.variant)
    if args.players is not None and args.players not in info.players:
        raise _Refused(f"error: {info.id} is played by {_counts(info.players)} players, not {args.players} (--players)")
    if args.tables < 1:
        raise _Refused(f"error: --tables must be 1 or more, got {args.tables}")
    options = _given_options(info.id, args.option)
    if args.players is not None:
        options["players"] = args.players
    check_address(args.host, args.port)
    _try_setup(info.id, options, args)
    humans = parse_humans(args.humans, new_game(info.id, seed=0, **options).players)
    server = TableServer(db=args.db, host=args.host, port=args.port, url=args.url)
    if server.tables:
        _check_resumed(args, server.tables)
        print(f"resumed {_tables(len(server.tables))} from {args.db}")
    else:
        for i in range(args.tables):
            seed = None if args.seed is None else args.seed + i
            server.add(
                info.id,
                humans=humans,
                agents=args.agents,
                absent=args.absent,
                discussion=args.discussion,
                lang=args.lang,
                seed=seed,
                name=f"{info.id} {i + 1}" if args.tables > 1 else None,
                **options,
            )

    def ready() -> None:
        for table in server.tables:
            if len(server.tables) > 1:
                print(f"# {table.name}")
            for name, url in server.links(table).items():
                print(f"{name}: {url}")
        note = server.address_note(args.lang)
        if note is not None:
            print(note)
        count = _tables(len(server.tables))
        print(f"serving {count} at {server.url} (Ctrl-C stops; the same --db resumes)", flush=True)

    server.serve(ready=ready)
    server.close()
    return 0


def _season(args: argparse.Namespace) -> int:
    """Print the season's board of ``--db`` (``jinro_lab.table.season``), and write its
    games to ``--csv``. A missing or foreign file is refused in one line."""
    import importlib.util

    if importlib.util.find_spec("openskill") is None:
        raise _Refused("error: jinro-lab season needs openskill (the table extra): pip install 'jinro_lab[table]'")
    from .table.season import Season

    _check_save(args.csv, "--csv")
    season = Season(args.db)
    try:  # with --csv -, the CSV goes to stdout and the board a person reads to stderr
        print(season.board(args.lang), file=sys.stderr if args.csv == STDIO else sys.stdout)
        if args.csv is not None:
            return _write_table(season.games(), args.csv, "csv", args.data)
    finally:
        season.close()
    return 0


#: the modules the live table's server needs: the ``[table]`` extra
TABLE_MODULES = ("starlette", "uvicorn", "websockets", "segno")
#: what ``jinro-lab table`` takes to make tables (the others say where to serve them)
TABLE_MAKING = ("players", "humans", "tables", "agents", "absent", "discussion", "lang", "seed", "option")


def _need_table_extra() -> None:
    """Refuse ``jinro-lab table`` in one line, before any file is made, when the
    ``[table]`` extra is not installed."""
    import importlib.util

    missing = [m for m in TABLE_MODULES if importlib.util.find_spec(m) is None]
    if missing:
        raise _Refused(
            f"error: jinro-lab table needs the table extra ({', '.join(missing)} missing): "
            "pip install 'jinro_lab[table]'"
        )


def _given(argv: Sequence[str], name: str) -> bool:
    """Whether the command line names ``--name`` (``--name V`` or ``--name=V``)."""
    return any(a == f"--{name}" or a.startswith(f"--{name}=") for a in argv)


def _disagrees(name: str, args: argparse.Namespace, tables: Sequence[Any]) -> bool:
    """Whether ``--name`` as given differs from how the resumed ``tables`` were made."""
    from .table.server import parse_humans

    configs = [table.config for table in tables]
    if name == "tables":
        return bool(args.tables != len(tables))
    if name == "players":
        return any(table.players != args.players for table in tables)
    if name == "humans":
        return any(list(parse_humans(args.humans, t.players)) != list(t.config["humans"]) for t in tables)
    if name == "seed":
        return [c["seed"] for c in configs] != [args.seed + i for i in range(len(configs))]
    if name == "option":
        given = _given_options(tables[0].variant, args.option)
        return any(c["setup"].get(key) != value for c in configs for key, value in given.items())
    return any(c[name] != getattr(args, name) for c in configs)


def _check_resumed(args: argparse.Namespace, tables: Sequence[Any]) -> None:
    """Refuse arguments given on the command line that disagree with the tables ``--db``
    holds: those resume as they were made, so another game, player count or option
    could not apply and is never silently dropped. The same command line, run again,
    resumes."""
    stored = sorted({table.variant for table in tables})
    wrong = [] if stored == [lookup(args.variant).id] else [f"the game {args.variant}"]
    wrong += [f"--{n}" for n in TABLE_MAKING if _given(args.argv, n) and _disagrees(n, args, tables)]
    if wrong:
        raise _Refused(
            f"error: {args.db} holds {_tables(len(tables))} of {', '.join(stored)}, made otherwise, which resume "
            f"as they were: {', '.join(wrong)} cannot apply; leave them out to resume, or give another --db"
        )


def main(argv: Sequence[str] | None = None) -> int:
    """Run the ``jinro-lab`` command with ``argv`` (default: the command line);
    returns the exit status: 0 (also when the player quits) or 2 (an error)."""
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        args = _parser().parse_args(argv)
    except _Refused as exc:  # simulate's arguments are refused in one line (others: argparse's usage)
        print(exc, file=sys.stderr)
        return 2
    commands = {
        "demo": _demo,
        "play": _play,
        "replay": _replay,
        "variants": _variants,
        "rules": _rules,
        "simulate": _simulate,
        "lab": _lab,
        "table": _table,
        "season": _season,
    }
    args.argv = argv
    args.data = sys.stdout  # where ``-`` writes: the text a person reads goes to stderr then
    to_stdout = STDIO in (getattr(args, "save", None), getattr(args, "out", None), getattr(args, "html", None))
    try:
        with contextlib.redirect_stdout(sys.stderr) if to_stdout else contextlib.nullcontext():
            if args.command in ("demo", "play"):
                args.setup = {**_check_players(args), **_given_options(args.variant, args.option)}
                _try_setup(args.variant, args.setup, args)
            return commands[args.command](args)
    except JinroError as exc:  # an invalid setup or record: say what is wrong
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except _Refused as exc:  # bad input found by the command: its one-line message
        print(exc, file=sys.stderr)
        return 2
    except KeyboardInterrupt:  # Ctrl-C: no traceback, the shell's status for SIGINT
        print("interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # the reader went away (``jinro-lab demo | head``)
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - the interpreter's final flush must not fail
        return 0


if __name__ == "__main__":
    sys.exit(main())
