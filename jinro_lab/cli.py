"""The ``jinro-lab`` command: watch a game, play a seat, or replay a saved record.

::

    jinro-lab demo [--variant ID] [--seed 7] [--players N] [--seat N | --gm] [--lang en|ja] [--agents KIND]
    jinro-lab play [--variant ID] [--seat 0] [--seed 7] [--players N] [--lang en|ja] [--agents KIND] [--save FILE]
    jinro-lab replay FILE.json [--seat N | --gm] [--lang en|ja]
    jinro-lab variants [--lang en|ja]

``demo`` prints a whole game played by agents as one seat (or the game master)
saw it: the events in order, then the final table and the result. ``play`` lets
a person play one seat against agents: the legal actions are numbered, a number
(or the action's exact text) chooses, ``q`` (or the end of the input) quits, and
a single legal action is taken for the player. ``replay`` prints the game of a
record saved with ``--save`` (or ``game.record().to_json()``). ``variants``
lists the registered games: id, title, player counts, sides and rule spec. A
game is named by its id or Japanese title (``--variant 人狼は眠らない``) and
``--players`` must be a count it allows (default: the game's). Agents are seeded
per seat from the game seed as in simulations and the take-a-seat widget, so the
same seed and the same choices give the same game.

Exit status: 0 on success (also when the player quits with ``q`` or the end of
the input), 2 on bad input with a one-line ``error:`` message on stderr, 130 when
interrupted (Ctrl-C). Bad input includes a ``--save`` path that cannot be written
(checked before the game starts; if the write still fails at the end, the record
is saved to a fallback file, named on stderr, and the status is 2) and a replay
file that cannot be read, is not UTF-8 text (a BOM is allowed), is larger than
16 MiB, or is not a valid record.

Only the core, the variant and its text renderer are imported (no plotting, no
tables, no widgets).
"""

from __future__ import annotations

import argparse
import contextlib
import errno
import os
import sys
import tempfile
from collections.abc import Sequence
from typing import Any

from .agents import RandomAgent
from .core.engine import Game
from .core.errors import JinroError
from .core.i18n import Labels, side_name
from .core.record import replay
from .core.registry import heuristic_agent, lookup, new_game, renderer, variants
from .core.texts import renderer_action_text

__all__ = ["main"]

#: the largest replay file read (records are a few kilobytes; this bounds ``replay /dev/zero``)
MAX_RECORD_BYTES = 16 * 1024 * 1024


class _Refused(Exception):
    """Bad input found by the command itself: its message is the one-line error shown."""


#: messages of the interactive game, English and Japanese
_say = Labels(
    {
        "header": ("{}: {} players, seed {}; {}", "{}: {}人, シード{}; {}"),
        "agents": ("{} agents, as seat {} saw it", "{}エージェント, 席{}の視点"),
        "agents_gm": ("{} agents, as the game master saw it", "{}エージェント, ゲームマスターの視点"),
        "you_play": ("you play seat {} against {} agents", "あなたは席{}（相手は{}エージェント）"),
        "replayed": ("replay of {}, as seat {} saw it", "{}の再生, 席{}の視点"),
        "replayed_gm": ("replay of {}, as the game master saw it", "{}の再生, ゲームマスターの視点"),
        "bad_seat": (
            "error: --seat must be a seat of the game, 0..{}; got {}",
            "エラー: --seat は 0..{} の席番号です（{}）",
        ),
        "your_turn": ("seat {} (you), your choice:", "席{}（あなた）の選択:"),
        "forced": ("seat {} (you) has a single legal action: {}", "席{}（あなた）の合法手は一つだけ: {}"),
        "prompt": ("number (1-{}) or q to quit> ", "番号（1-{}）または q で終了> "),
        "bad_number": ("error: {} is not between 1 and {}", "エラー: {} は 1 から {} の範囲外です"),
        "bad_input": (
            "error: {!r} is neither a number 1-{} nor the text of a legal action",
            "エラー: {!r} は 1-{} の番号でも合法手の文でもありません",
        ),
        "quit": ("quit: the game was abandoned", "終了: ゲームを中断しました"),
        "won": ("you (seat {}) won", "あなた（席{}）の勝ち"),
        "lost": ("you (seat {}) lost", "あなた（席{}）の負け"),
        "saved": ("record saved to {}", "記録を {} に保存しました"),
        "variant": (
            "{}  {}  players: {}  sides: {}  rules: {}",
            "{}  {}  人数: {}  陣営: {}  ルール: {}",
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
    commands = parser.add_subparsers(dest="command", required=True, metavar="{demo,play,replay,variants}")

    def game_options(p: argparse.ArgumentParser) -> None:
        p.add_argument("--variant", default="nemuranai", help="the game, by id or title (default: nemuranai)")
        p.add_argument("--seed", type=int, default=7, help="seed of the game (default: 7)")
        p.add_argument("--players", type=int, help="number of players, one the game allows (default: the game's)")
        p.set_defaults(command_parser=p)  # to refuse --players as argparse would
        p.add_argument("--lang", choices=("en", "ja"), default="en", help="language of the text (default: en)")
        p.add_argument("--agents", choices=("heuristic", "random"), default="heuristic", help="who plays the seats")
        p.add_argument("--save", metavar="FILE", help="save the game's record as JSON")

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
    again.add_argument("file", metavar="FILE.json", help="a record saved with --save")
    again.add_argument("--lang", choices=("en", "ja"), default="en", help="language of the text (default: en)")
    viewer_options(again)

    listing = commands.add_parser("variants", help="list the games: id, title, players, sides, rules")
    listing.add_argument("--lang", choices=("en", "ja"), default="en", help="language of the text (default: en)")
    return parser


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
def _agents(variant: str, players: int, seed: int, kind: str, skip: int | None = None) -> dict[int, Any]:
    """One agent per seat (but ``skip``), seeded per seat as in simulations."""
    from .analysis.simulate import agent_seed

    agents: dict[int, Any] = {}
    for seat in range(players):
        if seat == skip:
            continue
        seed_s = agent_seed(seed, seat)
        agent = heuristic_agent(variant, seed_s) if kind == "heuristic" else RandomAgent(seed_s)
        if hasattr(agent, "reset"):
            agent.reset(seat, seed_s)
        agents[seat] = agent
    return agents


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


def _check_save(path: str | None) -> None:
    """Refuse (before any game is played) a ``--save`` path that cannot be written:
    a directory, a missing folder, a read-only file or folder. A new file is really
    created, then removed, so that the test is the write itself."""
    if path is None:
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
        raise _Refused(f"error: cannot write {path!r} (--save): {_reason(exc)}") from None


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


def _save(game: Game, path: str | None, lang: str) -> int:
    """Save the game's record to ``path`` (if given); the exit status. Should the
    write fail (the path was checked before the game), the record is not lost: it
    goes to a fallback file, named on stderr, or at worst to stdout."""
    if path is None:
        return 0
    text = game.record().to_json(indent=1)
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
    agents = _agents(args.variant, game.players, args.seed, args.agents)
    while not game.over:
        for seat in game.to_act():
            game.act(seat, agents[seat].choose(game.view(seat), game.legal_actions(seat)))
    if args.seat is None:
        _header(game, args.lang, _say("agents_gm", args.lang, _kind(args.agents, args.lang)))
    else:
        _header(game, args.lang, _say("agents", args.lang, _kind(args.agents, args.lang), args.seat))
    _print_game(game, args.seat, args.lang)
    return _save(game, args.save, args.lang)


def _ask(legal: Sequence[Any], seat: int, lang: str, draw: Any = None) -> Any | None:
    """A legal action typed by the person (a number or the action's text, as listed
    in ``lang`` by the renderer ``draw`` or in English); ``None`` when they quit
    (``q``, or the end of the input). Anything else (``banana``, ``0``, ``①``, ``²``,
    bytes that are not text) is said to be invalid and asked again."""
    print(_say("your_turn", lang, seat))
    for i, action in enumerate(legal, 1):
        print(f"  {i:>2}) {renderer_action_text(draw, action, lang)}")
    by_text = {renderer_action_text(draw, action, lang): action for action in legal}
    by_text.update({str(action): action for action in legal})
    while True:
        try:
            answer = input(_say("prompt", lang, len(legal))).strip()
        except EOFError:
            print()
            return None
        except KeyboardInterrupt:
            print()  # end the prompt's line; main() says "interrupted"
            raise
        except UnicodeDecodeError:  # stdin decoded strictly: the line is lost, ask again
            print()
            print(_say("bad_input", lang, "?", len(legal)))
            continue
        if answer.lower() in ("q", "quit", "exit"):
            return None
        if answer in by_text:
            return by_text[answer]
        number = _number(answer)
        if number is None:
            print(_say("bad_input", lang, answer, len(legal)))
        elif 1 <= number <= len(legal):
            return legal[number - 1]
        else:
            print(_say("bad_number", lang, answer, len(legal)))


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
    agents = _agents(args.variant, game.players, args.seed, args.agents, skip=me)
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
    return _save(game, args.save, lang)


def _read_record(name: str) -> str:
    """The text of the replay file ``name``: at most :data:`MAX_RECORD_BYTES` read
    (``/dev/zero`` is refused, not read to the end), UTF-8 with or without a BOM."""
    try:
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
    game = replay(_read_record(args.file))
    if _seat_error(args.seat, game.players, args.lang):
        return 2
    if args.seat is None:
        _header(game, args.lang, _say("replayed_gm", args.lang, args.file))
    else:
        _header(game, args.lang, _say("replayed", args.lang, args.file, args.seat))
    _print_game(game, args.seat, args.lang)
    return 0


def _variants(args: argparse.Namespace) -> int:
    """One line per registered game, from its registration."""
    lang = args.lang
    for info in variants():
        counts = info.players
        contiguous = counts == tuple(range(counts[0], counts[-1] + 1))
        players = f"{counts[0]}-{counts[-1]}" if contiguous else ", ".join(map(str, counts))
        sides = ("、" if lang == "ja" else ", ").join(side_name(s, lang, info.id) for s in info.sides)
        print(_say("variant", lang, info.id, info.title_ja, players, sides, info.spec))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Run the ``jinro-lab`` command with ``argv`` (default: the command line);
    returns the exit status: 0 (also when the player quits) or 2 (an error)."""
    args = _parser().parse_args(argv)
    commands = {"demo": _demo, "play": _play, "replay": _replay, "variants": _variants}
    try:
        if args.command in ("demo", "play"):
            args.setup = _check_players(args)
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
