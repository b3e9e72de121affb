"""The kit's display settings (issue 36): ``jl.display(projector=True)`` in a lesson's
first cell, a ``with`` block, :func:`reset`, the settings a widget keeps (:func:`using`),
and what the projector mode changes in a table picture."""

from __future__ import annotations

import threading
import xml.etree.ElementTree as ET
from collections import Counter

import pytest
from games import each_game, most_players

import jinro_lab as jl
from jinro_lab.core import display as settings
from jinro_lab.core.display import HEIGHT, PROJECTOR_TEXT, WIDTH, Display, current, reset, using
from jinro_lab.core.errors import InvalidArgument
from jinro_lab.core.picture import ORDINARY, PROJECTOR, current_look

NS = "{http://www.w3.org/2000/svg}"


def test_the_default_is_the_ordinary_size_at_a_notebooks_width() -> None:
    assert jl.display() == Display(projector=False, width=WIDTH) == current()
    assert jl.display is settings.display and jl.Display is Display
    assert current().text_px == 14.0


def test_display_sets_what_it_is_given_and_keeps_the_rest() -> None:
    shown = jl.display(projector=True)
    want = f"Display(projector=True, width={WIDTH}, height={HEIGHT})"
    assert shown == Display(projector=True, width=WIDTH, height=HEIGHT) and repr(shown) == want
    assert jl.display().projector and current().text_px == PROJECTOR_TEXT
    jl.display(width=850)
    assert jl.display() == Display(projector=True, width=850)
    jl.display(projector=False, height=700)
    assert jl.display() == Display(projector=False, width=850, height=700)
    assert reset() == Display() == jl.display()


def test_a_with_block_puts_the_settings_back_even_after_an_error() -> None:
    jl.display(width=900)
    with jl.display(projector=True) as inside:
        assert inside.projector and jl.display() == Display(projector=True, width=900)
        with jl.display(width=700):
            assert jl.display() == Display(projector=True, width=700)
        assert jl.display() == Display(projector=True, width=900)
    assert jl.display() == Display(projector=False, width=900)
    with pytest.raises(RuntimeError), jl.display(projector=True):
        raise RuntimeError("a cell failed")
    assert not jl.display().projector


@pytest.mark.parametrize(
    "kwargs",
    [
        {"projector": 1},
        {"projector": "yes"},
        {"width": 100},
        {"width": 10_000},
        {"width": 1080.5},
        {"width": True},
        {"height": 100},
        {"height": 600.5},
    ],
)
def test_wrong_values_are_refused_and_change_nothing(kwargs: dict[str, object]) -> None:
    with pytest.raises(InvalidArgument):
        jl.display(**kwargs)  # type: ignore[arg-type]
    assert jl.display() == Display()


def test_using_draws_with_a_widgets_settings_in_its_own_thread_only() -> None:
    kept = jl.display(projector=True)
    reset()
    seen: list[bool] = []
    with using(kept):
        assert current().projector and not settings._current.projector  # the module's are untouched
        other = threading.Thread(target=lambda: seen.append(current().projector))
        other.start()
        other.join()
    assert seen == [False] and not current().projector
    with pytest.raises(InvalidArgument), using("projector"):  # type: ignore[arg-type]
        pass


def test_the_look_of_a_picture_follows_the_settings() -> None:
    assert current_look() == type(ORDINARY)(**{**ORDINARY.__dict__, "width": float(WIDTH), "height": float(HEIGHT)})
    jl.display(projector=True, width=1000)
    look = current_look(scale=2.0)
    assert look.font == PROJECTOR.font >= PROJECTOR_TEXT and look.width == 500.0  # drawn twice its size: half the room
    assert current_look(scale=1.5).height == HEIGHT / 1.5
    jl.display(width=480)
    assert current_look().height is None  # a phone's page scrolls down: its picture fits its width only


def _texts(svg: object) -> list[float]:
    return [float(t.get("font-size", "0")) for t in ET.fromstring(str(svg)).iter(NS + "text")]


@each_game()
def test_a_projectors_picture_fits_the_width_with_text_of_18_px(game: str) -> None:
    """At each game's fullest table."""
    game = jl.new_game(game, players=most_players(game), seed=3)
    ordinary = game.picture(None)
    with jl.display(projector=True):
        big = game.picture(None)
        seat = game.picture(1, lang="ja")
    for svg in (big, seat):
        assert min(_texts(svg)) >= PROJECTOR_TEXT
        assert svg.width <= WIDTH
        assert svg.overlaps() == [] and svg.crossings() == []
        assert all(b.x >= 0 and b.right <= svg.width and b.y >= 0 and b.bottom <= svg.height for b in svg.labels)
    assert min(_texts(ordinary)) == 14.0 and ordinary.width <= WIDTH
    # the same things said, larger (some lines wrapped)
    assert Counter("".join(b.text for b in big.labels).replace(" ", "")) == Counter(
        "".join(b.text for b in ordinary.labels).replace(" ", "")
    )
