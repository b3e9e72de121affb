"""Write the golden playthroughs: tests/golden/<variant>_<seed>_<players>p.txt.

Each file is a readable account of one game between random agents with fixed seeds:
every decision taken and, after it, what each seat sees (its hand, the discards as
that seat sees them, the events it saw since the previous decision), plus a game
master line. ``tests/conformance/test_golden.py`` renders the same text in memory
and diffs it against the files, so any change in the rules, the events or what a
seat may see shows up as a readable diff. Only the public API is used.

Run after an intended change: ``.venv/bin/python scripts/regen_golden.py``
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import jinro_lab as jl
from jinro_lab.agents import RandomAgent

GOLDEN_DIR = Path(__file__).resolve().parent.parent / "tests" / "golden"
COMMAND = ".venv/bin/python scripts/regen_golden.py"

#: (variant, seed, players) of each golden game, chosen to show many rules: 7/3p ends
#: in the search phase (a sleep swap, medium, villager), 19/4p by eliminating the
#: Werewolf player, 20/4p with the Werewolf player finding the werewolf; lotro 17/9p:
#: a tooth to a wolf, the leaf, passes, the apostle's suicide, a revote; lotro 46/9p:
#: the water and the leaf, ending with the Village checkmated (LOT-63); mahou_toshi 3/9p:
#: the illusionist's shifted attack and the legend tree's secret lovers, the citizens win;
#: mahou_toshi 16/13p: lovers, the shifted attack, the mirror, the fox steals the win (MAH-42);
#: seijika 37/8p: three Human Party seats (SEI-41); seijika 24/8p: two Wolf Party seats on day 2
GAMES: tuple[tuple[str, int, int], ...] = (
    ("nemuranai", 7, 3),
    ("nemuranai", 19, 4),
    ("nemuranai", 20, 4),
    ("lotro", 17, 9),
    ("lotro", 46, 9),
    ("mahou_toshi", 3, 9),
    ("mahou_toshi", 16, 13),
    ("seijika", 37, 8),
    ("seijika", 24, 8),
)


def path_for(variant: str, seed: int, players: int) -> Path:
    return GOLDEN_DIR / f"{variant}_{seed}_{players}p.txt"


def agent_seed(seed: int, seat: int) -> int:
    return 1000 * seed + seat


# ----- per-variant summaries of a view -----------------------------------------------------------------
def _cards(cards: Any) -> str:
    return "[" + ", ".join(cards) + "]"


def _pile(pile: tuple[tuple[str | None, bool], ...]) -> str:
    """A discard: face-up cards by name, ``~name`` a face-down card the viewer knows
    (game master), ``?`` one it cannot see."""
    return _cards(card if up else ("?" if card is None else f"~{card}") for card, up in pile)


def nemuranai_seat(view: Any) -> str:
    seat = view.seat
    status = "" if view.alive[seat] else " (out)"
    wolf = " (the Werewolf player)" if view.werewolf == seat else ""
    return f"hand {_cards(view.hand)}{status}{wolf} | discards {_discards(view)}"


def nemuranai_master(view: Any) -> str:
    hands = " ".join(f"{s}:{_cards(h)}" for s, h in enumerate(view.hands))
    return f"hands {hands} | ruins {view.ruins} | deck (top first) {_cards(view.deck)} | discards {_discards(view)}"


def _discards(view: Any) -> str:
    return " ".join(f"{s}:{_pile(pile)}" for s, pile in enumerate(view.discards))


def _rooms(view: Any) -> str:
    return " ".join("(" + ",".join(map(str, room)) + ")" for room in view.rooms) or "-"


def lotro_seat(view: Any) -> str:
    seat = view.seat
    status = "" if view.alive[seat] else " (dead)"
    item = "" if view.item_used is None else (" item used" if view.item_used else " item unused")
    passes = f" passes {view.passes}" if view.role == "wolf" else ""
    known = " ".join(f"{s}:{r}" for s, r in enumerate(view.roles) if r is not None and s != seat)
    alive = "".join("+" if up else "-" for up in view.alive)
    return f"{view.role}{status}{item}{passes} | knows {known or '-'} | alive {alive} | rooms {_rooms(view)}"


def lotro_master(view: Any) -> str:
    roles = " ".join(f"{s}:{r}" for s, r in enumerate(view.roles))
    alive = "".join("+" if up else "-" for up in view.alive)
    return f"{roles} | alive {alive} | rooms {_rooms(view)}"


def _mask(flags: Any) -> str:
    return "".join("+" if up else "-" for up in flags)


def _known(view: Any) -> str:
    return " ".join(f"{s}:{r}" for s, r in enumerate(view.roles) if r is not None and s != view.seat) or "-"


def mahou_seat(view: Any) -> str:
    status = "" if view.alive[view.seat] else " (dead)"
    judged = " ".join(f"{s}:{j}" for s, j in sorted(view.judged().items())) or "-"
    return f"{view.role}{status} | knows {_known(view)} | judged {judged} | alive {_mask(view.alive)}"


def mahou_master(view: Any) -> str:
    roles = " ".join(f"{s}:{r}" for s, r in enumerate(view.roles))
    return f"{roles} | alive {_mask(view.alive)}"


def seijika_seat(view: Any) -> str:
    manifesto = f" manifesto {view.manifesto}" if view.manifesto else ""
    return f"{view.role}{manifesto} | knows {_known(view)} | {_seijika_table(view)}"


def seijika_master(view: Any) -> str:
    roles = " ".join(f"{s}:{r}" for s, r in enumerate(view.roles))
    return f"{roles} | {_seijika_table(view)}"


def _seijika_table(view: Any) -> str:
    elected = ",".join(map(str, view.elected)) or "-"
    return f"in race {_mask(view.in_race)} | sitting out {_mask(view.sitting_out)} | elected {elected}"


#: variant -> (summary of a seat's view, summary of the game master's view)
SUMMARIES: dict[str, tuple[Callable[[Any], str], Callable[[Any], str]]] = {
    "nemuranai": (nemuranai_seat, nemuranai_master),
    "lotro": (lotro_seat, lotro_master),
    "mahou_toshi": (mahou_seat, mahou_master),
    "seijika": (seijika_seat, seijika_master),
}


# ----- the playthrough ------------------------------------------------------------------------------------
def render(variant: str, seed: int, players: int) -> str:
    """The golden text of one game of random agents (agent of seat s seeded ``1000 * seed + s``)."""
    seat_summary, master_summary = SUMMARIES[variant]
    game = jl.new_game(variant, players=players, seed=seed)
    agents = [RandomAgent(agent_seed(seed, s)) for s in range(players)]
    seen = [0] * players
    lines = [
        f"# {variant}: {players} players, seed {seed}; seat s plays RandomAgent(seed={agent_seed(seed, 0)} + s)",
        f"# Regenerate with: {COMMAND}",
    ]
    if variant == "nemuranai":
        lines.append(
            "# Discards: a name is face-up, '?' a face-down card the seat cannot see, '~name' a face-down card (GM)"
        )

    def describe(title: str) -> None:
        lines.extend(["", f"== {title} ==", f"GM     {master_summary(game.view(None))}"])
        for seat in range(players):
            lines.append(f"seat {seat} {seat_summary(game.view(seat))}")
            events = game.events_seen_by(seat)
            lines.extend(f"    saw: {event}" for event in events[seen[seat] :])
            seen[seat] = len(events)

    describe("start")
    decision = 0
    while not game.over:
        decision += 1
        phase, chosen = game.phase, []
        for seat in game.to_act():
            action = agents[seat].choose(game.view(seat), game.legal_actions(seat))
            game.act(seat, action)
            chosen.append(f"seat {seat}: {action}")
        describe(f"decision {decision} ({phase}) " + "; ".join(chosen))
    lines.extend(["", f"== result: {game.result} =="])
    return "\n".join(lines) + "\n"


def main() -> None:
    GOLDEN_DIR.mkdir(parents=True, exist_ok=True)
    for variant, seed, players in GAMES:
        path = path_for(variant, seed, players)
        path.write_text(render(variant, seed, players), encoding="utf-8")
        print(f"wrote {path}")


if __name__ == "__main__":
    main()
