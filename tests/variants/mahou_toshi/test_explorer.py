"""The event-card explorer widget of 魔法都市の人狼, driven from Python: the deck and
its linter warnings (MAH-35 ... MAH-37), runs (synchronous and in a thread) with
progress and cancel, the table, chart and heat map, a saved table, opening a game
where the deck's cards were drawn, Japanese labels and bad input."""

from __future__ import annotations

import subprocess
import sys
import threading
import warnings
from html import unescape
from itertools import pairwise

import pytest

from jinro_lab.analysis.effect_plots import interaction_matrix, plot_card_effects, plot_interactions
from jinro_lab.analysis.explorer import event_effects, write_event_effects
from jinro_lab.analysis.simulate import simulate
from jinro_lab.core.phrases import english_name
from jinro_lab.variants.mahou_toshi.cards import EVENT_CARDS, default_deck
from jinro_lab.variants.mahou_toshi.setup import default_roles
from jinro_lab.widgets import EventExplorer, Stepper
from jinro_lab.widgets.explorer import deck_game, drawn_cards

CLASSES = (
    "jinro-explorer-cards",
    "jinro-explorer-setup",
    "jinro-explorer-warnings",
    "jinro-explorer-run",
    "jinro-explorer-cancel",
    "jinro-explorer-progress",
    "jinro-explorer-status",
    "jinro-explorer-table",
    "jinro-explorer-chart",
    "jinro-explorer-heatmap",
    "jinro-explorer-pick",
    "jinro-explorer-open",
    "jinro-explorer-game",
)


def explorer(**kwargs):
    """A synchronous explorer without the Stepper's graphs (fast)."""
    kwargs.setdefault("background", False)
    kwargs.setdefault("graphs", False)
    kwargs.setdefault("n", 20)
    return EventExplorer(**kwargs)


def classes(widget) -> set[str]:
    found = set(getattr(widget, "_dom_classes", ()))
    for child in getattr(widget, "children", ()):
        found |= classes(child)
    return found


def rules(x: EventExplorer) -> list[str]:
    return [w.rule for w in x.warnings]


@pytest.fixture(scope="module")
def pair_table():
    """A small table with pairs: 3 cards, 20 games per deck."""
    return event_effects(cards=["prison", "guild", "graveyard"], pairs=True, n=20, seed=3, workers=1)


def test_one_checkbox_per_card_with_both_names_and_the_effect_on_hover():
    x = explorer()
    assert list(x._boxes) == list(EVENT_CARDS)
    for card, box in x._boxes.items():
        assert english_name(card) in box.description and EVENT_CARDS[card].ja in box.description
        assert EVENT_CARDS[card].en in box.tooltip and EVENT_CARDS[card].rule in box.tooltip
        assert "jinro-explorer-card" in box._dom_classes
    ja = explorer(lang="ja")
    assert ja._boxes["prison"].description.startswith("監獄")
    assert EVENT_CARDS["prison"].ja_text in ja._boxes["prison"].tooltip
    before = {c for c in CLASSES if not c.endswith(("-chart", "-heatmap"))}  # no empty pictures
    assert {"jinro-explorer", *before} <= classes(x) | set(x._dom_classes)


def test_the_default_deck_is_ticked_and_passes_the_linter():
    x = explorer()
    assert x.ticked == default_deck(default_roles(9))
    assert x.warnings == []
    assert "✓" in x._warnings_html.value


def test_ticking_prison_and_guild_warns_at_once():
    """MAH-35: prison and guild together; the warning comes and goes with the boxes."""
    x = explorer(cards=["prison"])
    assert "MAH-35" not in rules(x)
    x._boxes["guild"].value = True  # what a click does
    assert rules(x) == ["MAH-35"]
    assert "MAH-35" in x._warnings_html.value and "guild" in unescape(x._warnings_html.value)
    x._boxes["prison"].value = False
    assert "MAH-35" not in rules(x)
    ja = explorer(cards=["prison", "guild"], lang="ja")
    assert "「監獄」と「ギルド」" in unescape(ja._warnings_html.value)


def test_buttons_and_the_setup_change_the_warnings():
    x = explorer(cards=["prison"])
    buttons = {c: b for b in x.children[3].children if (c := next(iter(b._dom_classes), None))}
    buttons["jinro-explorer-all"].click()
    assert x.ticked == tuple(EVENT_CARDS)
    assert {"MAH-35", "MAH-37"} <= set(rules(x))  # MAH-37: golem cards without a golem
    buttons["jinro-explorer-none"].click()
    assert x.ticked == () and "tick at least one card" in x._warnings_html.value
    buttons["jinro-explorer-default"].click()
    assert x.warnings == []
    # a golem in the setup, no golem-effective card ticked: MAH-37
    x.ticked = ["prison"]
    x.roles = ["werewolf", "golem", "seer", "citizen", "citizen", "citizen"]
    assert x.setup is not None and x.players == 6 and x._players.disabled
    assert "MAH-37" in rules(x)
    assert "golem" in x._setup_html.value
    x.roles = None
    assert x.setup == tuple(default_roles(6)) and not x._players.disabled
    x.players = 12
    assert x.setup == tuple(default_roles(12)) and "12" in x._setup_html.value


def test_a_bad_setup_is_a_message_not_an_exception():
    x = explorer(cards=["prison"])
    x._roles.value = "werewolf seer dragon_king"  # what typing does
    assert x.setup is None and "unknown role" in x._warnings_html.value
    assert x.run() is False and "unknown role" in x.status and x.table is None
    x._roles.value = "人狼 予言者 騎士 市民 市民"  # Japanese names are understood
    assert x.setup == ("werewolf", "seer", "knight", "citizen", "citizen")


def test_no_cards_ticked_is_a_clear_message():
    x = explorer(cards=[])
    assert x.run() is False
    assert "no cards ticked" in x.status and x.table is None and not x._run.disabled
    ja = explorer(cards=[], lang="ja")
    ja.run()
    assert "カードが選ばれていません" in ja.status


def test_a_small_run_fills_the_table_the_chart_and_the_progress():
    x = explorer(cards=["prison", "graveyard"], seed=1)
    assert "3 decks of 20 games" in x.status
    assert x.run() is True
    assert x.error is None and x.status.startswith("done: 3 decks, 20 games each")
    assert x._progress.value == x._progress.max == 60 and x._progress.bar_style == "success"
    table = x.table
    assert [tuple(d) for d in table["deck"]] == [(), ("graveyard",), ("prison",)]
    assert (table["games"] == 20).all()
    expected = event_effects(cards=["prison", "graveyard"], n=20, seed=1, workers=1)
    assert table.equals(expected)  # the same call, the same table
    assert "graveyard" in x._table_html.value and "<table" in x._table_html.value
    assert x.figures == ["chart"] and bytes(x._chart.value).startswith(b"\x89PNG")
    effect = {tuple(d): abs(v) for d, v in zip(table["deck"], table["citizens_diff"], strict=True)}
    assert x.choices == sorted(x.choices, key=lambda d: -effect[d])  # the strongest first
    assert not x._run.disabled and x._cancel_button.disabled and not x._open.disabled


def test_pairs_give_a_heat_map_and_pairs_to_open_strongest_first():
    x = explorer(cards=["prison", "guild", "graveyard"], pairs=True, seed=3)
    x.run()
    assert x.figures == ["chart", "heatmap"] and bytes(x._heatmap.value).startswith(b"\x89PNG")
    pairs = [d for d in x.choices if len(d) == 2]
    assert len(pairs) == 3 and x.choices[:3] == pairs  # pairs first, then single cards
    inter = {tuple(d): abs(v) for d, v in zip(x.table["deck"], x.table["citizens_inter"], strict=True)}
    assert [inter[p] for p in pairs] == sorted((inter[p] for p in pairs), reverse=True)
    assert x._pick.value == pairs[0]
    assert {*CLASSES, "jinro-explorer-side"} <= classes(x)


def test_the_side_menu_redraws_for_another_side(pair_table):
    x = explorer(table=pair_table)
    assert x.side == "citizens" and [s for _, s in x._side.options] == ["citizens", "werewolves"]  # no third party
    chart = bytes(x._chart.value)
    x._side.value = "werewolves"  # what choosing in the menu does
    assert bytes(x._chart.value) != chart
    inter = {tuple(d): abs(v) for d, v in zip(pair_table["deck"], pair_table["werewolves_inter"], strict=True)}
    pairs = [d for d in x.choices if len(d) == 2]
    assert [inter[p] for p in pairs] == sorted((inter[p] for p in pairs), reverse=True)
    with pytest.raises(ValueError, match="side must be one of citizens, werewolves"):
        x.side = "third"


def test_cancel_stops_a_run_and_leaves_the_widget_usable():
    x = explorer(cards=["prison", "guild", "graveyard"], pairs=True)
    reports = []

    def press_cancel(change):
        reports.append(change["new"])
        if len(reports) == 1:
            x._cancel_button.click()

    x._progress.observe(press_cancel, names="value")
    x.run()
    x._progress.unobserve(press_cancel, names="value")
    assert x.status.startswith("cancelled after 20 of 140 games")
    assert x.table is None and x.error is None and x._progress.bar_style == "warning"
    assert not x._run.disabled and x._cancel_button.disabled
    x.ticked = ["prison"]
    assert x.run() and x.status.startswith("done") and len(x.table) == 2


def test_a_background_run_and_its_cancel():
    x = explorer(cards=["prison", "guild"], background=True)
    x.run()
    x.wait(60)
    assert not x.running and x.status.startswith("done") and len(x.table) == 3
    # cancel while the thread is inside a deck: it stops at the next progress report
    reached, resume = threading.Event(), threading.Event()
    report = x._progress_report

    def held(played, planned):
        reached.set()
        resume.wait(30)
        report(played, planned)

    x._progress_report = held
    x.ticked = ["prison", "guild", "graveyard"]
    assert x.run()
    assert reached.wait(30) and x.running and x._run.disabled
    assert x.run() is False and "cancel it first" in x.status
    x._cancel_button.click()
    resume.set()
    x.wait(60)
    assert not x.running and x.status.startswith("cancelled") and not x._run.disabled
    assert len(x.table) == 3  # the earlier run's table is still shown


def test_opening_a_pair_gives_a_stepper_of_a_game_that_drew_both(pair_table):
    x = explorer(table=pair_table)
    deck = x.choices[0]
    stepper = x.open_game()
    assert isinstance(stepper, Stepper) and x.stepper is stepper
    assert stepper in x._game_box.children
    final = stepper._game_at(stepper.steps - 1)  # a replay of the game found
    assert final.over
    assert set(deck) <= drawn_cards(final)
    assert "every card was drawn" in x._game_box.children[0].value
    single = x.open_game(("graveyard",))
    assert single is not None and "graveyard" in drawn_cards(single._game_at(single.steps - 1))


def test_the_opened_game_is_one_of_the_runs_games():
    """deck_game replays game i of a deck exactly as event_effects (simulate) played it."""
    for agents in ("random", "heuristic"):
        table = simulate(
            "mahou_toshi", 4, 5, agents=agents, options={"players": 7, "events": ["graveyard", "guild"]}, workers=1
        )
        for i, row in table.iterrows():
            game = deck_game(("guild", "graveyard"), i, players=7, seed=5, agents=agents)
            assert (game.seed, game.result.side, game.result.day) == (row["seed"], row["side"], row["day"])


def test_a_saved_table_is_shown_without_running(tmp_path):
    table = event_effects(players=7, cards=["graveyard", "guild"], pairs=True, n=20, seed=4, workers=1)
    path = tmp_path / "effects.csv"
    write_event_effects(table, path)
    x = EventExplorer.from_table(path, graphs=False, background=False)
    assert x.status.startswith("saved table: 4 decks, 20 games each")
    assert x.players == 7 and x.ticked == ("graveyard", "guild") and x._pairs.value
    assert x.figures == ["chart", "heatmap"] and x._progress.value == 0
    x.players = 9  # the games opened are the table's (7 players), whatever the controls say
    stepper = x.open_game(("graveyard", "guild"))
    assert stepper is not None and stepper.game.players == 7
    assert EventExplorer(table=table, cards=["guild"], graphs=False).table is table


def test_japanese_labels_and_pictures_without_tofu(pair_table):
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # a missing glyph (tofu) or a missing font warns
        x = explorer(cards=["prison", "guild"], lang="ja", pairs=True)
        x.run()
        plot_card_effects(pair_table, lang="ja")
        plot_interactions(pair_table, lang="ja")
    assert x._run.description == "実行" and x._cancel_button.description == "中止"
    assert x._open.description == "ゲームを開く" and x._players.description == "人数"
    assert x.status.startswith("完了")
    assert "市民陣営" in x._table_html.value and "監獄" in x._table_html.value
    assert "相互作用" in x._pick.options[0][0]
    assert "既定" in x._setup_html.value and "人狼 ×2" in x._setup_html.value
    stepper = x.open_game()
    assert stepper is not None and stepper.lang == "ja"
    assert "すべてのカードが引かれました" in x._game_box.children[0].value


def test_the_heat_map_marks_significant_cells(pair_table):
    cards, values, marked = interaction_matrix(pair_table)
    assert cards == ["graveyard", "guild", "prison"]  # the spec's order
    assert (values == values.T)[~(values != values)].all()  # symmetric where defined
    ax = plot_interactions(pair_table)
    stars = [t for t in ax.texts if t.get_text().endswith("*")]
    assert len(stars) == int(marked.sum())  # both triangles of the symmetric map
    ax = plot_card_effects(pair_table)
    assert len(ax.patches) == 3 and any(line.get_xdata()[0] == 0 for line in ax.lines)


def test_importing_the_widgets_stays_light():
    probe = (
        "import sys\nimport jinro_lab.widgets\nfrom jinro_lab.widgets import EventExplorer\n"
        "print(' '.join(m for m in ('pandas', 'matplotlib', 'networkx') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout
    assert out.split() == []


def test_the_counter_says_ticked_of_all_in_both_languages():
    x = explorer(cards=["prison", "guild", "graveyard"])
    assert unescape(x._count.value) == "event cards: 3 of 25 ticked"
    x._boxes["bank"].value = True
    assert unescape(x._count.value) == "event cards: 4 of 25 ticked"
    ja = explorer(cards=["prison", "guild", "graveyard"], lang="ja")
    assert unescape(ja._count.value) == "イベントカード：25枚中3枚を選択"


def synthetic_table(k: int):
    """An event_effects-shaped table of the first ``k`` cards with pairs (made-up rates)."""
    import math
    from itertools import combinations

    import pandas as pd

    cards = list(EVENT_CARDS)[:k]
    decks = [(), *((c,) for c in cards), *combinations(cards, 2)]
    rows = []
    for i, deck in enumerate(decks):
        row = {"deck": deck, "ja": "", "rule": "", "cards": len(deck), "games": 200}
        for side, sign in (("citizens", 1), ("werewolves", -1), ("third", 0)):
            v = 0.05 * math.sin(i + 1) * sign
            rate = 0.5 + v
            row |= {side: rate, f"{side}_lo": rate - 0.07, f"{side}_hi": rate + 0.07}
            row |= {f"{side}_diff": v, f"{side}_diff_lo": v - 0.04, f"{side}_diff_hi": v + 0.04}
            inter = (v, v - 0.03, v + 0.03) if len(deck) == 2 else (math.nan,) * 3
            row |= dict(zip((f"{side}_inter", f"{side}_inter_lo", f"{side}_inter_hi"), inter, strict=True))
        rows.append(row)
    table = pd.DataFrame(rows)
    table.attrs["confidence"] = 0.95
    return table


def _boxes_of(fig, texts):
    renderer = fig.canvas.get_renderer()
    return [(t.get_text(), t.get_window_extent(renderer)) for t in texts if t.get_visible() and t.get_text()]


def _inside(fig, box, slack=1.0):
    return (
        box.x0 >= -slack and box.y0 >= -slack and box.x1 <= fig.bbox.width + slack and box.y1 <= fig.bbox.height + slack
    )


def _apart(a, b):
    return not a.overlaps(b)


@pytest.mark.parametrize("k", [3, 12, 25])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_heat_map_holds_its_title_colour_bar_and_labels(k, lang):
    """Nothing clipped, nothing on top of anything else, at any number of cards, in both
    languages: checked from the rendered artists."""
    from jinro_lab.analysis.effect_plots import root

    ax = plot_interactions(synthetic_table(k), lang=lang)
    fig = root(ax)
    fig.canvas.draw()
    renderer = fig.canvas.get_renderer()
    bar = fig.axes[1]
    title = fig._suptitle.get_window_extent(renderer)
    xs = _boxes_of(fig, ax.get_xticklabels())
    ys = _boxes_of(fig, ax.get_yticklabels())
    assert len(xs) == len(ys) == k
    bar_box = bar.get_tightbbox(renderer)
    label = bar.yaxis.label
    everything = [("title", title), ("colour bar", bar_box), *xs, *ys, *_boxes_of(fig, ax.texts)]
    for what, box in everything:
        assert _inside(fig, box), what
    heat = ax.get_window_extent(renderer)
    assert _apart(title, bar_box) and _apart(title, heat) and _apart(bar_box, heat)
    for _, box in xs + ys:
        assert _apart(box, title) and _apart(box, bar_box) and _apart(box, heat)
    for labels in (xs, ys):
        for (_, a), (_, b) in pairwise(labels):
            assert _apart(a, b)
    assert all(_apart(a, b) for _, a in xs for _, b in ys)
    # the full names, in points of at least 10
    assert [t for t, _ in ys] == [
        f"{english_name(c)} ({EVENT_CARDS[c].ja})" if lang == "en" else f"{EVENT_CARDS[c].ja}（{english_name(c)}）"
        for c in list(EVENT_CARDS)[:k]
    ]
    sizes = [t.get_fontsize() for t in (*ax.get_xticklabels(), *ax.get_yticklabels(), label)]
    sizes += [t.get_fontsize() for t in bar.get_yticklabels()]
    assert min(sizes) >= 10
    assert "points" in label.get_text() or "ポイント" in label.get_text()
    # native resolution: cells of a readable size (larger with few cards), the figure grows with the cards
    cell = heat.width / k
    assert 25 <= cell <= 90 and abs(heat.width - heat.height) < 2


def test_the_heat_map_and_the_chart_are_sized_by_the_card_count():
    from jinro_lab.analysis.effect_plots import root

    small, big = (root(plot_interactions(synthetic_table(k))).get_size_inches() for k in (3, 25))
    assert (big > small).all()
    small, big = (root(plot_card_effects(synthetic_table(k))).get_size_inches()[1] for k in (3, 25))
    assert big > small


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_chart_is_in_points_with_full_names_inside_the_figure(lang):
    from jinro_lab.analysis.effect_plots import root

    table = synthetic_table(25)
    ax = plot_card_effects(table, lang=lang)
    fig = root(ax)
    fig.canvas.draw()
    renderer = fig.canvas.get_renderer()
    ys = _boxes_of(fig, ax.get_yticklabels())
    legend = fig.legends[0]
    parts = [("title", fig._suptitle.get_window_extent(renderer)), ("legend", legend.get_window_extent(renderer))]
    parts += [("x label", ax.xaxis.label.get_window_extent(renderer)), *ys]
    for what, box in parts:
        assert _inside(fig, box), what
    assert _apart(parts[1][1], ax.get_window_extent(renderer))  # the legend covers no bar
    for (_, a), (_, b) in pairwise(ys):
        assert _apart(a, b)
    assert min(t.get_fontsize() for t in (*legend.get_texts(), *ax.get_yticklabels(), ax.xaxis.label)) >= 10
    singles = table[table["cards"] == 1]
    widest = float((singles["citizens_diff_hi"] * 100).max())
    assert ax.get_xlim()[1] >= widest > 1  # the axis is in points, not fractions
    assert ("points" if lang == "en" else "ポイント") in ax.xaxis.label.get_text()
    assert EVENT_CARDS["illusionist_garden"].ja in " ".join(t for t, _ in ys)


# ----- one unit, full names, a status that follows, an estimate before a run (issue 18, item 8)


def test_the_table_and_the_menu_speak_in_points(pair_table):
    import re

    x = explorer(table=pair_table)
    html = unescape(x._table_html.value)
    heads = re.findall(r"<th[^>]*>(.*?)</th>", html)
    assert "citizens win rate, %" in heads and "citizens diff, points" in heads
    assert "citizens interaction, points" in heads
    base = pair_table.iloc[0]
    first_row = re.findall(r"<td[^>]*>(.*?)</td>", html)
    assert (
        first_row[2]
        == f"{base['citizens'] * 100:.1f} [{base['citizens_lo'] * 100:.1f}, {base['citizens_hi'] * 100:.1f}]"
    )
    assert "%" not in "".join(re.findall(r"<td[^>]*>(.*?)</td>", html))  # no fractions, no % among the numbers
    assert "percentage points" in html
    assert all(" points [" in text for text, _ in x._pick.options)
    ja = explorer(table=pair_table, lang="ja")
    heads = re.findall(r"<th[^>]*>(.*?)</th>", unescape(ja._table_html.value))
    assert "市民陣営の勝率（%）" in heads and "市民陣営の差（ポイント）" in heads
    assert all("ポイント [" in text for text, _ in ja._pick.options)


def test_full_card_names_in_the_boxes_the_table_and_the_menu(pair_table):
    from jinro_lab.widgets.explorer import CSS, _em

    for lang in ("en", "ja"):
        x = explorer(table=pair_table, lang=lang)
        for card, box in x._boxes.items():
            ja = EVENT_CARDS[card].ja
            en = english_name(card)  # the card's name as a person reads it, never its id (issue 36)
            assert box.description == (f"{en} ({ja})" if lang == "en" else f"{ja}（{en}）")
        # the grid's columns hold the longest name; a narrower screen wraps it, never "…"
        column = float(x._cards.layout.grid_template_columns.split("minmax(")[1].split("em")[0])
        assert column >= max(_em(b.description) for b in x._boxes.values()) + 2
        assert x._style.value == CSS and "white-space:normal" in CSS and "jinro-explorer-card" in CSS
        width = float(x._pick.layout.width.removesuffix("em"))
        assert width >= max(_em(text) for text, _ in x._pick.options) + _em(x._pick.description)
        pair = x._pick.options[0][0]
        assert pair.count("(") + pair.count("（") >= 2 and any(
            EVENT_CARDS[c].ja in pair for c in ("graveyard", "guild", "prison")
        )
        assert "illusionist garden" in x._boxes["illusionist_garden"].description  # not cut
    html = unescape(explorer(table=pair_table)._table_html.value)
    assert "graveyard (墓地) + guild (ギルド)" in html


def test_the_pictures_are_shown_at_their_own_pixels(pair_table):
    import io

    from PIL import Image

    x = explorer(table=pair_table)
    for image in (x._chart, x._heatmap):
        png = Image.open(io.BytesIO(bytes(image.value)))
        assert int(image.width) == png.size[0]


def test_the_status_follows_the_deck_after_a_run_and_after_a_cancel():
    x = explorer(cards=["prison", "graveyard"], seed=1)
    assert x.run() and x.status.startswith("done")
    x._boxes["guild"].value = True  # a click, after the run
    assert x.status.startswith("ready: 4 decks of 20 games = 80 games, ")
    assert "MAH-35" in x._warnings_html.value  # the warnings too
    x._pairs.value = True
    assert x.status.startswith("ready: 7 decks of 20 games = 140 games")
    x._n.value = 10
    assert x.status.startswith("ready: 7 decks of 10 games = 70 games")
    x.tick_none()
    assert "no cards ticked" in x.status and "no cards ticked" in x._warnings_html.value
    x._roles.value = "werewolf dragon_king"
    assert "unknown role" in x.status
    x._roles.value = ""
    x.ticked = ["prison", "guild", "graveyard"]
    assert x.status.startswith("ready: 7 decks")

    def press_cancel(change):
        x._cancel_button.click()

    x._progress.observe(press_cancel, names="value")
    x.run()
    x._progress.unobserve(press_cancel, names="value")
    assert x.status.startswith("cancelled")
    x._boxes["guild"].value = False
    assert x.status.startswith("ready: 4 decks of 10 games = 40 games")  # two cards and their pair
    ja = explorer(cards=["prison"], lang="ja")
    ja._boxes["guild"].value = True
    assert ja.status.startswith("準備完了：3デッキ × 20ゲーム = 60ゲーム、")


def test_a_deck_changed_during_a_run_is_in_the_last_status():
    x = explorer(cards=["prison", "guild"], background=True)
    reached, resume = threading.Event(), threading.Event()
    report = x._progress_report

    def held(played, planned):
        reached.set()
        resume.wait(30)
        report(played, planned)

    x._progress_report = held
    assert x.run() and reached.wait(30)
    x._boxes["graveyard"].value = True  # while it runs: the progress stays in the status
    assert x.status.startswith("running")
    x._progress_report = report
    resume.set()
    x.wait(60)
    assert x.status.startswith("done: 3 decks") and "; now ready: 4 decks of 20 games = 80 games" in x.status


def test_the_estimate_is_measured_here_and_said_as_a_person_would():
    from jinro_lab.widgets import explorer as module

    x = explorer(cards=["prison", "guild"], n=100)
    per_game = module._PER_GAME[(9, None, "random")]
    assert 0 < per_game < 5
    assert x.planned_games == 300
    assert x.estimate == pytest.approx(per_game * 300)
    assert x.status == f"ready: 3 decks of 100 games = 300 games, {module.duration(per_game * 300)}"
    x._agents.value = "heuristic"  # another measurement, for these agents
    assert (9, None, "heuristic") in module._PER_GAME
    cases = [
        (0.4, "under a second", "1秒未満"),
        (1.2, "about 1 second", "約1秒"),
        (12.4, "about 12 seconds", "約12秒"),
        (59.6, "about 1 minute", "約1分"),
        (250, "about 4 minutes", "約4分"),
        (3 * 3600 + 20 * 60, "about 3 h 20 min", "約3時間20分"),
    ]
    for seconds, en, ja in cases:
        assert (module.duration(seconds), module.duration(seconds, "ja")) == (en, ja)


def test_games_that_cannot_be_timed_leave_the_status_usable(monkeypatch):
    from jinro_lab.widgets import explorer as module

    def broken(*args):
        raise RuntimeError("no clock")

    monkeypatch.setattr(module, "seconds_per_game", broken)
    x = explorer(cards=["prison"])
    assert x.estimate is None and x.status == "ready: 2 decks of 20 games = 40 games, time unknown"
    x._run.click()  # no estimate: nothing to confirm
    assert x.status.startswith("done")


def test_above_a_minute_the_run_button_asks_to_confirm_first(monkeypatch):
    from jinro_lab.widgets import explorer as module

    monkeypatch.setattr(module, "seconds_per_game", lambda *args: 1.0)  # a slow machine: 1 s a game
    x = explorer(cards=["prison", "guild"], n=20)
    assert x.estimate == 60 and x.status.endswith("about 1 minute")
    x._run.click()  # 60 s: not above a minute, runs at once
    assert x.status.startswith("done")
    x._boxes["graveyard"].value = True  # 80 games, about 1 minute 20 s
    x._run.click()
    assert x.table is not None and len(x.table) == 3  # nothing ran
    assert x._run.description == "Start (about 1 minute)" and x._run.button_style == "danger"
    assert (
        x.status
        == "80 games will take about 1 minute: click “Start (about 1 minute)” to start them, or change the deck"
    )
    x._boxes["graveyard"].value = False  # a change calls it off
    assert x._run.description == "Run" and x.status.startswith("ready: 3 decks")
    x._boxes["graveyard"].value = True
    x._run.click()
    x._run.click()  # the second click starts it
    assert x.status.startswith("done: 4 decks") and x._run.description == "Run"
    # from code: no question asked
    x._n.value = 100
    assert x.estimate == 400 and x.run() is True and x.status.startswith("done: 4 decks, 100 games each")
    ja = explorer(cards=["prison", "guild", "graveyard"], lang="ja")
    ja._run.click()
    assert ja._run.description == "開始（約1分）" and "80ゲームで約1分かかります" in ja.status


def test_a_saved_explorer_says_how_to_bring_it_to_life():
    """Before the kernel runs, the run and open-a-game rows (dead without a kernel) are
    hidden by the kit's CSS and the note says to run the notebook."""
    x = EventExplorer(players=9, cards=["prison"], background=False)
    note = x.children[0].value
    assert "run the notebook" in note.lower() and ".jinro-widget.jupyter-widgets-disconnected" in note
    assert "jinro-widget" in x._dom_classes
    rows = [w for w in x.children if "jinro-controls" in w._dom_classes]
    assert len(rows) == 2 and x._run in rows[0].children and x._open in rows[1].children


def _open_models() -> set[str]:
    from ipywidgets.widgets.widget import _instances

    return set(_instances)


def test_close_leaves_no_model_of_the_explorer_or_its_game():
    """close() closes the whole explorer — boxes, figures, menu and the Stepper of an
    opened game — so a notebook that drove it from code saves none of its models
    (Widget.close() alone closes the outer box only)."""
    before = _open_models()
    table = event_effects(cards=["graveyard", "mages_guild"], pairs=True, n=20, workers=1, progress=False)
    explorer = EventExplorer.from_table(table)
    stepper = explorer.open_game(("graveyard", "mages_guild"))
    assert stepper is not None and stepper.comm is not None
    made = _open_models() - before
    assert len(made) > 50  # its parts are models of their own
    explorer.close()
    assert _open_models() & made == set()
    assert stepper.comm is None


def test_stepper_close_leaves_no_model():
    before = _open_models()
    stepper = Stepper(deck_game(("graveyard",), 0))
    stepper.step = 3
    assert _open_models() - before
    stepper.close()
    assert _open_models() - before == set()


def test_a_table_of_single_cards_makes_no_heat_map_widget():
    """Only the pictures shown are widgets: a saved notebook would keep an unshown one's model."""
    before = _open_models()
    x = EventExplorer.from_table(event_effects(cards=["graveyard"], n=10, workers=1, progress=False))
    made = {_instances_get(m) for m in _open_models() - before}
    classes = {c for w in made for c in getattr(w, "_dom_classes", ())}
    assert "jinro-explorer-chart" in classes and "jinro-explorer-heatmap" not in classes
    assert x.figures == ["chart"]
    x.close()


def _instances_get(model_id: str):
    from ipywidgets.widgets.widget import _instances

    return _instances[model_id]
