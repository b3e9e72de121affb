"""What the commands of ``jinro-lab`` (:mod:`jinro_lab.cli`) share: the one-line error
(:class:`Refused`), the arguments several commands take (the game, its players, its
``--option`` items, the language, the seat watched) and their checks, the game's text
as a seat saw it, and the files: ``-`` for standard input or output, a path checked
before any work, a record read within its limit, a record or a table written with a
fallback file should the write still fail."""

from __future__ import annotations

import argparse
import contextlib
import errno
import os
import sys
import tempfile
from collections.abc import Sequence
from typing import Any, TypeAlias

from ..core.engine import Game
from ..core.errors import JinroError
from ..core.i18n import Labels
from ..core.phrases import counted
from ..core.registry import VariantInfo, lookup, new_game, option_table, renderer

#: the file name that means standard input (``replay -``) or output (``--save -``, ``--out -``)
STDIO = "-"
#: the largest replay file read (records are a few kilobytes; this bounds ``replay /dev/zero``)
MAX_RECORD_BYTES = 16 * 1024 * 1024


#: the commands of the parser, to which each command's module adds its own (``add(commands)``)
Commands: TypeAlias = "argparse._SubParsersAction[argparse.ArgumentParser]"


class Refused(Exception):
    """Bad input found by the command itself: its message is the one-line error shown."""


#: the messages several commands print, English and Japanese
say = Labels(
    {
        "header": ("{}: {} players, seed {}; {}", "{}：{}人、シード{}、{}"),
        "bad_seat": (
            "error: --seat must be a seat of the game, 0..{}; got {}",
            "エラー：--seat には 0..{} の席番号を指定してください（指定：{}）",
        ),
        "saved": ("record saved to {}", "記録を{}に保存しました"),
    }
)


# ----- arguments ----------------------------------------------------------------------------
def variant_argument(p: argparse.ArgumentParser, name: str = "variant") -> None:
    """The game, a positional argument (``simulate``, ``table``, ``rules``)."""
    p.add_argument(name, metavar=name.upper(), help="the game, by id or title (see jinro-lab variants)")


def players_argument(p: argparse.ArgumentParser) -> None:
    """``--players N`` (demo, play, simulate, table)."""
    p.add_argument("--players", type=int, help="number of players, one the game allows (default: the game's)")


def lang_argument(p: argparse.ArgumentParser, help: str = "language of the text (default: en)") -> None:
    """``--lang en|ja``: the language of what the command prints or serves."""
    p.add_argument("--lang", choices=("en", "ja"), default="en", help=help)


def viewer_arguments(p: argparse.ArgumentParser) -> None:
    """``--seat N | --gm`` (demo, replay): whose view of the game is shown."""
    who = p.add_mutually_exclusive_group()
    who.add_argument("--seat", type=int, help="show what this seat saw")
    who.add_argument("--gm", action="store_true", help="show everything, as the game master (the default)")


def option_argument(p: argparse.ArgumentParser) -> None:
    """``--option KEY=VALUE`` (demo, play, simulate, table): any option of the game."""
    p.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a game option, repeatable: numbers, true/false/none, a list as a,b,c, or JSON "
        "(e.g. --option vote_style=in_turn --option events=prison,guild --option events=[])",
    )


def number(answer: str) -> int | None:
    """``answer`` as a number if it is ASCII digits 0-9 only (not ``①``, ``²`` or
    ``٣``, which ``str.isdigit()`` accepts), else ``None``."""
    if not (answer.isascii() and answer.isdecimal()):
        return None
    try:
        return int(answer)
    except ValueError:  # more digits than int() converts
        return None


def counts(players: Sequence[int]) -> str:
    """Player counts as ``5-16`` when contiguous, else ``3, 5, 7``."""
    if len(players) > 1 and tuple(players) == tuple(range(players[0], players[-1] + 1)):
        return f"{players[0]}-{players[-1]}"
    return ", ".join(map(str, players))


def refuse_players(info: VariantInfo, players: int | None) -> None:
    """Refuse a ``--players`` the game's registration does not allow (``simulate``, ``table``)."""
    if players is not None and players not in info.players:
        raise Refused(f"error: {info.id} is played by {counts(info.players)} players, not {players} (--players)")


def given_options(variant: str, items: Sequence[str]) -> dict[str, Any]:
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
            raise Refused(f"error: --option takes KEY=VALUE, got {item!r}")
        if key in ("seed", "players"):
            raise Refused(f"error: give the {key} with --{key}, not --option {key}=...")
        if key not in allowed_keys:
            raise Refused(f"error: unknown option {key!r} for {info.id}; allowed: {', '.join(allowed_keys)}")
        if key in options:
            raise Refused(f"error: --option {key} given twice")
        options[key] = table.parse(key, text)
    return options


def try_setup(variant: str, options: dict[str, Any], args: argparse.Namespace) -> None:
    """Build one game of ``options``, so a bad value is refused with the game's own
    message before anything is played."""
    info = lookup(variant)
    try:
        new_game(info.id, seed=0, **options)
    except JinroError as exc:
        flags = " or ".join(f for f, given in (("--option", args.option), ("--players", args.players)) if given)
        raise Refused(f"error: bad {flags or 'setup'}: {exc}") from None
    except (TypeError, ValueError, KeyError, AttributeError) as exc:  # a value of the wrong kind
        shown = ", ".join(f"{k}={v!r}" for k, v in options.items())
        raise Refused(f"error: {info.id} does not accept {shown} ({type(exc).__name__}: {exc})") from None


# ----- the game's text ------------------------------------------------------------------------
def header(game: Game, lang: str, what: str) -> None:
    """The game's first line: its title, players and seed, then ``what`` is shown."""
    title = lookup(game.variant).title_ja if lang == "ja" else game.variant
    print(say("header", lang, title, game.players, game.seed, what))


def print_events(events: Sequence[Any], draw: Any, lang: str) -> None:
    """Each event, a line, as the renderer ``draw`` writes it in ``lang``."""
    for event in events:
        print(draw.event_text(event, lang))


def print_game(game: Game, seat: int | None, lang: str) -> None:
    """The events ``seat`` saw (``None``: all), then the final table and the result."""
    draw = renderer(game.variant)
    print_events(game.events_seen_by(seat), draw, lang)
    print()
    print(draw.view_text(game.view(seat), lang))


def seat_error(seat: int | None, players: int, lang: str) -> bool:
    """Say so and return True if ``seat`` is not a seat of the game."""
    if seat is None or 0 <= seat < players:
        return False
    print(say("bad_seat", lang, players - 1, seat), file=sys.stderr)
    return True


# ----- files -----------------------------------------------------------------------------------
def reason(exc: BaseException) -> str:
    """A one-line reason for an I/O error."""
    if isinstance(exc, OSError) and exc.strerror:
        return exc.strerror
    return str(exc).splitlines()[0] if str(exc) else type(exc).__name__


def check_save(path: str | None, flag: str = "--save") -> None:
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
        raise Refused(f"error: cannot write {path!r} ({flag}): {reason(exc)}") from None


def read_record(name: str) -> str:
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
        raise Refused(f"error: cannot read {name!r}: {reason(exc)}") from None
    if len(data) > MAX_RECORD_BYTES:
        limit = MAX_RECORD_BYTES // (1024 * 1024)
        raise Refused(f"error: {name!r} is larger than {limit} MiB, the limit of a record file")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise Refused(f"error: {name!r} is not UTF-8 text (byte {exc.start}); a record is UTF-8 JSON") from None


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


def save_record(game: Game, path: str | None, lang: str, data: Any = None) -> int:
    """Save the game's record to ``path`` (if given; ``-``: to ``data``, the real
    stdout, :func:`jinro_lab.cli.main`); the exit status. Should the write fail (the
    path was checked before the game), the record is not lost: it goes to a fallback
    file, named on stderr, or at worst to stdout."""
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
            print(f"error: cannot write {path!r} (--save): {reason(exc)}; the record follows", file=sys.stderr)
            print(text)
        else:
            print(f"error: cannot write {path!r} (--save): {reason(exc)}; record saved to {where}", file=sys.stderr)
        return 2
    print(say("saved", lang, path))
    return 0


def write_table(table: Any, path: str | None, kind: str | None, data: Any = None) -> int:
    """Write the table (pandas) to ``--out`` (``-``: as CSV to ``data``, the real
    stdout); the exit status. Should the write fail (the path was checked before the
    work), the table goes to a fallback file instead."""
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
        print(f"error: cannot write {path!r} (--out): {reason(exc)}; {saved}", file=sys.stderr)
        return 2
    print(f"{counted(len(table), 'row')} written to {path}")
    return 0
