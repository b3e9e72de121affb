"""政治家人狼's table pictures: the seats held (moved from tests/conformance: the kit's picture checks,
jinro_lab.testing.checks.test_pictures, run over every game)."""

from __future__ import annotations

import jinro_lab as jl
from jinro_lab.testing.pictures import NS, picture, play_until, seat_group


def test_seijika_shows_the_seats_held() -> None:
    game = play_until("seijika", 9, lambda g: len(g.view(jl.PUBLIC).elected) >= 1)
    view = game.view(jl.PUBLIC)
    seat = view.elected[0]
    lines = [b.text for b in picture(game, jl.PUBLIC, "ja").labels]
    assert "当選" in lines and "議席（当選順）" in lines
    assert seat_group(picture(game, jl.PUBLIC), seat).find(NS + "rect").get("fill") == "#cfe6ff"  # type: ignore[union-attr]
