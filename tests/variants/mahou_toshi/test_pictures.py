"""魔法都市の人狼's table pictures: the first picture of 16 seats is fast, the acting seats
marked, the event card and the rules in force shown, the pictures designed for a room
(issue 37, item 6). Moved from tests/conformance: the kit's picture checks,
jinro_lab.testing.checks.test_pictures, run over every game."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import jinro_lab as jl
from jinro_lab.core.engine import Game
from jinro_lab.testing.pictures import NS, check_picture, label_texts, picture, play_until, seat_group
from jinro_lab.variants import renderer


def test_first_picture_of_16_seats_is_whole() -> None:
    """The first picture of a 16-seat game, in Japanese, is a whole picture (its time,
    imports included, is measured by benchmarks/picture_speed.py, not here: a timed test
    fails on a loaded machine)."""
    game = jl.new_game("mahou_toshi", players=16, seed=3)
    check_picture(picture(game, jl.PUBLIC, "ja"))


def test_acting_marks_only_the_seats_passed() -> None:
    game = jl.new_game("mahou_toshi", players=7, seed=2)
    fill = "#fff1b8"
    plain = picture(game, jl.PUBLIC)
    assert fill not in str(plain)  # the public is not told who is choosing
    marked = picture(game, jl.PUBLIC, acting=(2,))
    assert seat_group(marked, 2).find(NS + "rect").get("fill") == fill  # type: ignore[union-attr]
    assert seat_group(marked, 3).find(NS + "rect").get("fill") != fill  # type: ignore[union-attr]


def test_mahou_shows_the_event_card_and_the_rules_in_force() -> None:
    from jinro_lab.core.events import RuleChanged

    def ruled(g: Game) -> bool:
        return any(type(e) is RuleChanged and e.active for e in g.view(jl.PUBLIC).events)

    game = play_until("mahou_toshi", 9, ruled)
    view = game.view(jl.PUBLIC)
    r = renderer("mahou_toshi")
    for lang in ("en", "ja"):
        text = " ".join(b.text for b in picture(game, jl.PUBLIC, lang).labels)
        change = next(e for e in view.events if type(e) is RuleChanged and e.active)
        assert r.event_text(change, lang).replace(" ", "") in text.replace(" ", "")
        drawn = [e for e in view.events if type(e).__name__ == "EventDrawn"]
        if drawn:
            assert r.card_name(drawn[-1].card, lang) in label_texts(picture(game, jl.PUBLIC, lang))


def test_pictures_are_designed_for_a_room() -> None:
    """Issue 37, item 6: a proportional face first (a Japanese one for Japanese); seat
    names larger than the text and bold; the dead greyed with their names struck through
    and no "alive" word in the living's boxes; roles by their side's colour and mark,
    the legend naming only the sides shown; the picture scales down to its container."""
    from jinro_lab.core.svg import FONT, FONT_JA, FONT_SIZE

    game = play_until("mahou_toshi", 9, lambda g: not all(g.view(jl.PUBLIC).alive))
    view = game.view(None)
    dead = next(s for s in range(9) if not view.alive[s])
    living = next(s for s in range(9) if view.alive[s])
    for lang, font in (("en", FONT), ("ja", FONT_JA)):
        svg = picture(game, None, lang)
        root = ET.fromstring(str(svg))
        assert root.get("font-family") == font
        assert root.get("viewBox") == f"0 0 {root.get('width')} {root.get('height')}"  # scales with its box
        texts = [t for t in root.iter(NS + "text")]
        assert not {"alive", "生存"} & {t.text for t in texts}
        name = seat_group(svg, dead).find(NS + "text")
        assert name is not None and name.get("text-decoration") == "line-through"
        assert float(name.get("font-size", "0")) > FONT_SIZE and name.get("font-weight") == "bold"
        alive_name = seat_group(svg, living).find(NS + "text")
        assert alive_name is not None and alive_name.get("text-decoration") is None
        assert seat_group(svg, dead).find(NS + "rect").get("fill") == "#e2e2e2"  # type: ignore[union-attr]
        chips = {t.text for t in seat_group(svg, living).iter(NS + "text")} & {"C", "W", "3", "市", "狼", "三"}
        assert len(chips) == 1, chips  # the game master sees the role: its side's mark
        legend = " ".join(b.text for b in svg.labels)
        sides = {"C": "citizens", "W": "werewolves", "3": "third", "市": "市民陣営", "狼": "人狼陣営", "三": "第三陣営"}
        shown = {t.text for t in texts} & set(sides)
        assert all(sides[m] in legend for m in shown)
        assert not any(sides[m] in legend for m in set(sides) - shown if (m in "CW3") == (lang == "en"))
    public = ET.fromstring(str(picture(game, jl.PUBLIC)))
    assert not {"C", "W", "3"} & {t.text for t in public.iter(NS + "text")}  # no role, no side shown
