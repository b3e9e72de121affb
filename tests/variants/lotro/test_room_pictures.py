"""LotROで人狼's rooms as a picture kind of the widgets' PNG tables (``jinro_lab.analysis.pictures``;
the pictures of every game: ``tests/analysis/test_pictures.py``): its legend (LOT-31), its cache, a room
being formed."""

from __future__ import annotations

import pytest

from jinro_lab.analysis.pictures import TablePicture


def test_lotros_rooms_are_a_picture_kind_with_their_legend():
    import jinro_lab as jl
    from jinro_lab.agents import RandomAgent, play_game
    from jinro_lab.variants.lotro import room_graph

    game = play_game(jl.new_game("lotro", players=9, seed=1), [RandomAgent(s) for s in range(9)])
    picture = TablePicture("rooms", 9, "ja")
    first = picture.png(room_graph(game.log, night=1))
    assert first.startswith(b"\x89PNG") and picture.png(room_graph(game.log, night=1)) is first
    (legend,) = picture.figure.legends
    assert "太枠：GMの指名した人（最初に指さす、LOT-31）" in [t.get_text() for t in legend.get_texts()]
    assert all(t.get_fontsize() >= 10 for t in legend.get_texts())
    with pytest.raises(ValueError, match="kind"):
        TablePicture("bogus", 9)
    from jinro_lab.variants.lotro import events as ev

    first_nominee = next(i for i, e in enumerate(game.log) if type(e) is ev.Nominated)
    forming = room_graph(game.log[: first_nominee + 1])  # a step in the night: the first nominee named
    assert forming.graph["rooms"] == [] and list(forming.nodes(data="nominee")) == [
        (game.log[first_nominee].seat, True)
    ]
    picture.png(forming)
    assert any(t.get_text().startswith("席") for t in picture.figure.axes[0].texts)  # the room being formed
