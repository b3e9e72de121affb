"""The widgets in projector mode (issue 36): made with ``jl.display(projector=True)``,
a widget carries the class ``jinro-projector`` (18 px text) and draws its pictures
for the projector for as long as it lives, whatever the notebook sets later."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from games import a_game

import jinro_lab as jl
from jinro_lab.agents import play_game
from jinro_lab.core.display import PROJECTOR_TEXT
from jinro_lab.variants import heuristic_agent
from jinro_lab.widgets import PlayerSeat, Stepper

NS = "{http://www.w3.org/2000/svg}"


def sizes(html: str) -> list[float]:
    svg = re.search(r"<svg.*</svg>", html, re.S)
    assert svg is not None
    return [float(t.get("font-size", "0")) for t in ET.fromstring(svg.group(0)).iter(NS + "text")]


def test_a_widget_keeps_the_settings_it_was_made_with() -> None:
    variant = a_game("heuristic", players=16)  # the largest table: the most a picture holds
    game = play_game(jl.new_game(variant, players=16, seed=3), [heuristic_agent(variant, seed=s) for s in range(16)])
    ordinary = Stepper(game, graphs=False)
    with jl.display(projector=True):
        big = Stepper(game, graphs=False)
        seat = PlayerSeat(variant, players=16, seed=1)
    assert "jinro-projector" in big._dom_classes and "jinro-projector" in seat._dom_classes
    assert "jinro-projector" not in ordinary._dom_classes
    big.last()  # drawn again with the projector mode off: still the projector's picture
    assert min(sizes(big.picture())) >= PROJECTOR_TEXT
    assert min(sizes(seat._table.value)) >= PROJECTOR_TEXT
    assert min(sizes(ordinary.picture())) == 14.0
    with jl.display(projector=True):  # and the other way round
        assert min(sizes(ordinary.picture())) == 14.0


def test_the_other_widgets_take_the_projector_mode_too() -> None:
    from jinro_lab.widgets import BeliefPanel, Standings

    with jl.display(projector=True):
        panel, board = BeliefPanel("en", background=False), Standings(a_game())
    assert "jinro-projector" in panel._dom_classes and panel.display.projector
    assert "jinro-projector" in board._dom_classes and board.display.projector
    assert "jinro-projector" not in BeliefPanel("en", background=False)._dom_classes
