"""Belief heat maps (issue 11, item 4): the grids of a belief table, the truth
outlined only when given, the values past the limit summed, Japanese labels."""

from __future__ import annotations

import pandas as pd
import pytest
from games import GAMES, a_game
from matplotlib.patches import Rectangle

from jinro_lab.analysis.belief import FACTS, seat_fact
from jinro_lab.analysis.belief_plots import (
    OTHER,
    TRUTH_COLOR,
    belief_figure,
    belief_grids,
    draw_belief,
    fact_family,
    family_label,
    value_label,
)
from jinro_lab.analysis.fonts import cjk_font
from jinro_lab.core.registry import lookup, role_ids, role_name


def table(rows: list[tuple[str, str, float]]) -> pd.DataFrame:
    """A belief table by hand (se 0.01 each)."""
    return pd.DataFrame(
        [{"fact": f, "value": v, "probability": p, "se": 0.01} for f, v, p in rows],
        columns=["fact", "value", "probability", "se"],
    )


#: a card in seat 2's hand (a value naming a place at a seat)
HAND2 = FACTS("seat place", 2, "hand")

#: roles of seats 1, 2 and 10 (natural order: 10 last) and one fact about no seat
ROLES = table(
    [
        (seat_fact("role", 10), "seer", 0.5),
        (seat_fact("role", 10), "werewolf", 0.5),
        (seat_fact("role", 2), "seer", 0.25),
        (seat_fact("role", 2), "werewolf", 0.75),
        (seat_fact("role", 1), "villager", 1.0),
        ("werewolf card", "pile", 0.4),
        ("werewolf card", HAND2, 0.6),
    ]
)


def truth_patches(ax) -> list[Rectangle]:
    """The outlines (unfilled rectangles) drawn on ``ax``: the true cells."""
    return [p for p in ax.patches if isinstance(p, Rectangle) and not p.fill]


def test_facts_about_seats_form_one_family_with_a_row_per_seat():
    assert fact_family(seat_fact("role", 10)) == ("role", 10) and seat_fact("role", 10) == "role of seat 10"
    assert fact_family("role of seat 10") == ("role of seat 10", None)  # a plain text is not parsed back
    assert fact_family("werewolf card") == ("werewolf card", None)
    role, card = belief_grids(ROLES)
    assert role.family == "role" and role.seats == [1, 2, 10]
    assert role.values == ["seer", "villager", "werewolf"]
    assert role.probability.tolist() == [[0, 1, 0], [0.25, 0, 0.75], [0.5, 0, 0.5]]
    assert card.rows == ["werewolf card"] and card.seats == [None] and card.values == ["pile", HAND2]
    assert role.truth == [None, None, None]


def test_the_truth_marks_a_cell_per_row_and_a_missed_value_gets_a_column():
    truth = {seat_fact("role", 1): "villager", seat_fact("role", 2): "werewolf", seat_fact("role", 10): "knight"}
    (role, _) = belief_grids(ROLES, truth)
    assert role.values == ["knight", "seer", "villager", "werewolf"]  # the missed truth at 0 %
    assert [role.values[j] for j in role.truth] == ["villager", "werewolf", "knight"]
    assert role.probability[2, 0] == 0.0
    # families follow the truth's order (the hidden model's), then the table's
    assert [g.family for g in belief_grids(ROLES, {"werewolf card": "pile"})] == ["werewolf card", "role"]


def test_values_past_the_limit_are_summed_in_other_and_rows_still_add_up():
    rows = [(seat_fact("hand", 1), f"card{i}", 0.1) for i in range(10)]
    (grid,) = belief_grids(table(rows), max_values=3)
    assert grid.values[-1] == OTHER and len(grid.values) == 4
    assert grid.probability.sum() == pytest.approx(1.0) and grid.probability[0, -1] == pytest.approx(0.7)
    (marked,) = belief_grids(table(rows), {seat_fact("hand", 1): "card9"}, max_values=3)
    assert "card9" in marked.values and marked.values[marked.truth[0]] == "card9"  # the truth stays visible
    with pytest.raises(ValueError, match="max_values"):
        belief_grids(ROLES, max_values=0)


def test_draw_belief_outlines_the_truth_only_when_given_and_writes_percent():
    plain = draw_belief(ROLES, family="role")
    assert truth_patches(plain) == []
    texts = sorted(t.get_text() for t in plain.texts)
    assert texts == sorted(["100", "25", "75", "50", "50"])
    truth = {seat_fact("role", 1): "villager", seat_fact("role", 2): "seer"}
    marked = draw_belief(ROLES, truth, family="role")
    patches = truth_patches(marked)
    assert len(patches) == 2
    assert all(p.get_edgecolor()[:3] == pytest.approx(_rgb(TRUTH_COLOR)) for p in patches)
    assert {(p.get_x() + 0.5, p.get_y() + 0.5) for p in patches} == {(1, 0), (0, 1)}  # (column, row)
    with pytest.raises(ValueError, match=r"no fact family 'team'.*role, werewolf card"):
        draw_belief(ROLES, family="team")


def _rgb(color: str) -> tuple[float, ...]:
    from matplotlib.colors import to_rgb

    return to_rgb(color)


def test_japanese_labels():
    assert value_label(FACTS("seat", 2), "ja") == "席2" and value_label(HAND2, "ja") == "席2の手札"
    assert value_label("seat 2", "ja") == "seat 2"  # a plain text is not parsed back
    assert value_label("nobody yet", "ja") == "まだいない" and value_label("pile", "en") == "pile"
    for game in GAMES:  # each game's roles (or cards) by its names, then its sides by theirs
        roles = role_ids(game)
        for role in roles:
            assert value_label(role, "ja", game) == role_name(game, role, "ja"), (game, role)
        pair = f"{roles[0]}+{roles[-1]}"  # cards joined one by one
        assert value_label(pair, "ja", game) == f"{role_name(game, roles[0], 'ja')}+{role_name(game, roles[-1], 'ja')}"
        for side, (_, japanese) in lookup(game).sides.items():
            if side not in roles:  # a role's name comes first (a card named as a side is the card)
                assert value_label(side, "ja", game) == japanese, (game, side)
    assert family_label("role", "ja") == "役職" and family_label("unheard of", "ja") == "unheard of"
    if cjk_font() is None:
        pytest.skip("no Japanese font installed: the axes fall back to English")
    game = a_game(where=lambda info: "seer" in role_ids(info.id))  # ROLES' seer is its role
    ax = draw_belief(ROLES, lang="ja", variant=game, family="role")
    assert [t.get_text() for t in ax.get_yticklabels()] == ["席1", "席2", "席10"]
    assert "役職" in ax.get_title() and role_name(game, "seer", "ja") in [t.get_text() for t in ax.get_xticklabels()]


def test_heat_maps_of_many_seats_have_shorter_rows_and_sharp_cells():
    """Issue 18: a 16-seat family is not twice as tall as an 8-seat one (rows shrink
    past 8, to a floor), each cell is one block of colour (no smoothing), and
    scale= grows the figure."""
    import pandas as pd

    from jinro_lab.analysis.belief import seat_fact
    from jinro_lab.analysis.belief_plots import MIN_ROW, row_inches

    def table(seats: int) -> pd.DataFrame:
        rows = [(seat_fact("role", s), v, p, 0.01) for s in range(seats) for v, p in (("a", 0.6), ("b", 0.4))]
        return pd.DataFrame(rows, columns=["fact", "value", "probability", "se"])

    assert row_inches(16) < row_inches(8) == row_inches(3) and row_inches(100) == MIN_ROW
    eight, sixteen = (belief_figure(table(n)).get_size_inches()[1] for n in (8, 16))
    assert sixteen < 1.6 * eight
    figure = belief_figure(table(16))
    (image,) = figure.axes[0].images
    assert image.get_interpolation() == "nearest"
    assert belief_figure(table(16), scale=1.5).get_size_inches()[1] > 1.4 * sixteen
