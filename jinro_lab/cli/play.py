"""The commands ``jinro-lab demo`` and ``jinro-lab play``: a new game, played by agents.

``demo`` prints a whole game played by agents as one seat (or the game master)
saw it: the events in order, then the final table and the result. ``play`` lets
a person play one seat against agents: the legal actions are numbered from 0, as
seats and cards are everywhere a person reads them (issue 36), a number (or the
action's exact text) chooses, ``q`` (or the end of the input) quits, and
a single legal action is taken for the player. A game is named by its id or
Japanese title (``--variant 人狼は眠らない``) and ``--players`` must be a count it
allows (default: the game's). Agents are seeded per seat from the game seed as in
simulations and the take-a-seat widget, so the same seed and the same choices give
the same game. ``--save FILE`` keeps the game's record (``-``: on stdout).
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import Any

from ..analysis.simulate import make_agents
from ..core.i18n import Labels
from ..core.registry import lookup, new_game, renderer
from ..core.texts import renderer_action_text
from .common import (
    Commands,
    check_save,
    given_options,
    header,
    lang_argument,
    number,
    option_argument,
    players_argument,
    print_events,
    print_game,
    save_record,
    seat_error,
    try_setup,
    viewer_arguments,
)

#: the messages of a game of agents, watched or played, English and Japanese
say = Labels(
    {
        "agents": ("{} agents, as seat {} saw it", "{}エージェント、席{}の視点"),
        "agents_gm": ("{} agents, as the game master saw it", "{}エージェント、ゲームマスターの視点"),
        "you_play": ("you play seat {} against {} agents", "あなたは席{}（相手は{}エージェント）"),
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
        # the kinds of agents (``--agents``)
        "heuristic": ("heuristic", "ヒューリスティック"),
        "random": ("random", "ランダム"),
    }
)


def add(commands: Commands) -> None:
    """The ``demo`` and ``play`` commands and their arguments."""
    demo = commands.add_parser("demo", help="print a whole game played by agents")
    _game_arguments(demo)
    viewer_arguments(demo)

    play = commands.add_parser("play", help="play one seat against agents in the terminal")
    _game_arguments(play)
    play.add_argument("--seat", type=int, default=0, help="the seat you play (default: 0)")


def _game_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--variant", default="nemuranai", help="the game, by id or title (default: nemuranai)")
    p.add_argument("--seed", type=int, default=7, help="seed of the game (default: 7)")
    players_argument(p)
    p.set_defaults(command_parser=p)  # to refuse --players as argparse would
    lang_argument(p)
    p.add_argument("--agents", choices=("heuristic", "random"), default="heuristic", help="who plays the seats")
    p.add_argument(
        "--save", metavar="FILE", help="save the game's record as JSON (-: to stdout, the game's text to stderr)"
    )
    option_argument(p)


def _setup(args: argparse.Namespace) -> dict[str, Any]:
    """The game's setup of ``args`` (``--players`` and ``--option``), checked by building
    one game; ``--players`` is refused as argparse refuses a choice when the variant's
    registration does not allow it."""
    setup: dict[str, Any] = {}
    if args.players is not None:
        allowed = lookup(args.variant).players
        if args.players not in allowed:
            choices = ", ".join(map(str, allowed))
            args.command_parser.error(f"argument --players: invalid choice: {args.players} (choose from {choices})")
        setup["players"] = args.players
    setup.update(given_options(args.variant, args.option))
    try_setup(args.variant, setup, args)
    return setup


def _kind(agents: str, lang: str) -> str:
    """The kind of agents (``--agents``) in ``lang``."""
    return say(agents, lang) if agents in ("heuristic", "random") else agents


def run_demo(args: argparse.Namespace) -> int:
    """``jinro-lab demo``: a whole game of agents, as ``--seat`` (or the game master) saw it."""
    game = new_game(args.variant, seed=args.seed, **_setup(args))
    if seat_error(args.seat, game.players, args.lang):
        return 2
    check_save(args.save)
    agents = make_agents(args.variant, game.players, None, args.agents, args.seed)
    while not game.over:
        for seat in game.to_act():
            game.act(seat, agents[seat].choose(game.view(seat), game.legal_actions(seat)))
    if args.seat is None:
        header(game, args.lang, say("agents_gm", args.lang, _kind(args.agents, args.lang)))
    else:
        header(game, args.lang, say("agents", args.lang, _kind(args.agents, args.lang), args.seat))
    print_game(game, args.seat, args.lang)
    return save_record(game, args.save, args.lang, args.data)


def _ask(legal: Sequence[Any], seat: int, lang: str, draw: Any = None) -> Any | None:
    """A legal action typed by the person (a number or the action's text, as listed
    in ``lang`` by the renderer ``draw`` or in English); ``None`` when they quit
    (``q``, or the end of the input). The menu counts from 0, as seats do. Anything
    else (``banana``, a number past the last, ``①``, ``²``, bytes that are not text)
    is said to be invalid and asked again."""
    print(say("your_turn", lang, seat))
    for i, action in enumerate(legal):
        print(f"  {i:>2}) {renderer_action_text(draw, action, lang)}")
    by_text = {renderer_action_text(draw, action, lang): action for action in legal}
    by_text.update({str(action): action for action in legal})
    while True:
        try:
            answer = input(say("prompt", lang, len(legal) - 1)).strip()
        except EOFError:
            print()
            return None
        except KeyboardInterrupt:
            print()  # end the prompt's line; main() says "interrupted"
            raise
        except UnicodeDecodeError:  # stdin decoded strictly: the line is lost, ask again
            print()
            print(say("bad_input", lang, "?", len(legal) - 1))
            continue
        if answer.lower() in ("q", "quit", "exit"):
            return None
        if answer in by_text:
            return by_text[answer]
        chosen = number(answer)
        if chosen is None:
            print(say("bad_input", lang, answer, len(legal) - 1))
        elif chosen < len(legal):
            return legal[chosen]
        else:
            print(say("bad_number", lang, answer, len(legal) - 1))


def run_play(args: argparse.Namespace) -> int:
    """``jinro-lab play``: the person plays ``--seat`` in the terminal against agents."""
    game = new_game(args.variant, seed=args.seed, **_setup(args))
    me, lang = args.seat, args.lang
    if seat_error(me, game.players, lang):
        return 2
    check_save(args.save)  # before the game: a bad path must not cost the player a game
    agents = make_agents(args.variant, game.players, me, args.agents, args.seed)
    draw = renderer(game.variant)
    header(game, lang, say("you_play", lang, me, _kind(args.agents, lang)))
    shown = 0

    def catch_up() -> None:
        nonlocal shown
        events = game.events_seen_by(me)
        print_events(events[shown:], draw, lang)
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
                print(say("forced", lang, me, renderer_action_text(draw, legal[0], lang)))
                game.act(me, legal[0])
                continue
            action = _ask(legal, me, lang, draw)
            if action is None:
                print(say("quit", lang))
                return 0
            game.act(me, action)
    catch_up()
    print()
    print(draw.view_text(game.view(me), lang))
    print(say("won" if me in game.result.winners else "lost", lang, me))  # type: ignore[union-attr]
    return save_record(game, args.save, lang, args.data)
