"""Lesson 06's ranking of the event cards (MAH-E01 ... MAH-E25): a person reads each
row by the card's name in the lesson's language, never by its id; programs find the
ids in ``attrs["cards"]``."""

from __future__ import annotations

from pathlib import Path

import pytest

from jinro_lab.analysis import card_ranking, read_event_effects
from jinro_lab.core.errors import InvalidArgument
from jinro_lab.variants.mahou_toshi import EVENT_CARDS
from jinro_lab.variants.mahou_toshi.render import card_name

DATA = Path(__file__).resolve().parents[3] / "notebooks" / "data"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_rows_are_the_cards_names(lang: str) -> None:
    randoms = read_event_effects(DATA / "event_effects_9p.csv")
    heuristics = read_event_effects(DATA / "event_effects_9p_heuristic.csv")
    ranking = card_ranking({"random": randoms, "heuristic": heuristics}, lang)
    cards = ranking.attrs["cards"]
    assert sorted(cards) == sorted(EVENT_CARDS) and len(ranking) == len(EVENT_CARDS)
    assert list(ranking.index) == [card_name(c, lang) for c in cards]
    assert not any("_" in name for name in ranking.index)  # no id such as illusionist_garden
    assert list(ranking.columns) == (
        ["rule", "random", "heuristic", "games"] if lang == "en" else ["ルール", "random", "heuristic", "ゲーム数"]
    )
    diffs = randoms.set_index(randoms["deck"].str[0]).loc[cards, "citizens_diff"]
    assert list(diffs) == sorted(diffs, reverse=True)  # best first for the citizens
    first = ranking.iloc[0]
    assert first.iloc[1].strip().startswith("+") and "[" in first.iloc[1]
    with pytest.raises(InvalidArgument):
        card_ranking({}, lang)
