"""The Stepper widget: decision steps, moving both ways, seat views, text, graphs
(the vote graph of one vote round, chosen by id and round)."""

from __future__ import annotations

import json
import warnings
from itertools import pairwise

import pytest
from games import each_game, games_with, players_near
from matplotlib.patches import FancyArrowPatch

import jinro_lab as jl
import jinro_lab.widgets.stepper as stepper_module
from jinro_lab.analysis.graphs import votes_in
from jinro_lab.analysis.pictures import TablePicture
from jinro_lab.analysis.plots import READABLE
from jinro_lab.core.events import Ballot, Knowledge, VoteResult, only
from jinro_lab.core.registry import VARIANTS
from jinro_lab.core.voting import vote_id
from jinro_lab.widgets import Stepper
from jinro_lab.widgets.stepper import decision_bounds, step_graphs


def test_a_simultaneous_vote_is_one_step(voted_game):
    """Every survivor votes at once (as NEM-30's vote); the stepper shows the whole vote as one step."""
    record = voted_game.record()
    bounds = decision_bounds(record)
    assert bounds[0] == 0 and bounds[-1] == len(record.actions)
    stepper = Stepper(record, graphs=False)
    assert stepper.steps == len(bounds) < len(record.actions) + 1
    sizes = [b - a for a, b in pairwise(bounds)]
    for step, size in enumerate(sizes):
        stepper.step = step
        assert len(stepper.game.to_act()) == size
        assert stepper.game.phase != "vote" or size > 1


def test_buttons_move_both_ways_and_stop_at_the_ends(voted_game):
    stepper = Stepper(voted_game, graphs=False)
    buttons = stepper._buttons
    assert stepper.step == 0 and buttons["back"].disabled and not buttons["next"].disabled
    buttons["next"].click()
    buttons["next"].click()
    assert stepper.step == 2
    buttons["back"].click()
    assert stepper.step == 1
    buttons["last"].click()
    assert stepper.step == stepper.steps - 1 and buttons["next"].disabled
    stepper.next()
    assert stepper.step == stepper.steps - 1
    buttons["first"].click()
    assert stepper.step == 0
    stepper.back()
    assert stepper.step == 0


def test_slider_and_start_set_the_step(voted_game):
    stepper = Stepper(voted_game, graphs=False, start=3)
    assert stepper.step == 3 and stepper._slider.value == 3
    stepper._slider.value = 5  # what the Play widget does through jslink
    assert stepper.step == 5
    assert stepper._play.max == stepper.steps - 1


def test_stepping_back_replays_and_never_mutates_history(voted_game):
    record = voted_game.record()
    stepper = Stepper(record.to_json(), graphs=False)
    stepper.last()
    assert stepper.game.log == voted_game.log
    stepper.first()
    assert len(stepper.game.log) < len(voted_game.log)
    stepper.last()
    stepper.back()
    earlier = stepper.game
    stepper.next()
    assert stepper.game.log[: len(earlier.log)] == earlier.log
    assert stepper.game is not earlier
    assert voted_game.record() == record and stepper.record == record


def test_a_saved_stepper_says_how_to_bring_it_to_life(one_step):
    """Before the kernel runs, JupyterLab marks the widget disconnected: the CSS that
    comes with it then hides the controls and the broken-link icons and shows the note."""
    stepper = Stepper(one_step, graphs=False)
    note = stepper.children[0].value
    assert "run the notebook" in note.lower() and "jupyter-widgets-disconnected" in note
    assert ".jinro-widget.jupyter-widgets-disconnected .jinro-controls" in note
    assert "jinro-widget" in stepper._dom_classes and "jinro-controls" in stepper.children[1]._dom_classes
    assert "セルをすべて実行" in Stepper(one_step, graphs=False, lang="ja").children[0].value


def test_scale_draws_the_picture_larger(one_step):
    small = Stepper(one_step, graphs=False)._table.value
    large = Stepper(one_step, graphs=False, scale=2)._table.value
    assert small != large
    with pytest.raises(jl.InvalidArgument, match=r"scale must be a number from 0\.5 to 4, got 9"):
        Stepper(one_step, graphs=False, scale=9)


def test_bad_step_or_seat_is_refused(one_step):
    stepper = Stepper(one_step, graphs=False)
    with pytest.raises(ValueError, match=r"steps are 0\.\.1"):
        stepper.step = 2
    last = one_step.players - 1
    with pytest.raises(
        ValueError, match=rf"choose PUBLIC \(the table\), None \(the game master\) or a seat 0\.\.{last}"
    ):
        stepper.seat = one_step.players
    assert (stepper.step, stepper.seat) == (0, jl.PUBLIC)
    with pytest.raises(jl.InvalidArgument, match="expected a game, a GameRecord or its JSON, got 42"):
        Stepper(42)


def test_tampered_record_is_refused(one_step):
    (_, action), *_ = one_step.record().actions
    text = one_step.record().to_json().replace(json.dumps(str(action)), json.dumps("fly to the moon"))
    assert "fly to the moon" in text
    with pytest.raises(jl.InvalidRecord):
        Stepper(text, graphs=False)


def test_the_graphs_are_two_pictures_side_by_side(one_step):
    """The vote graph and the information-flow graph of the shown step, each a PNG;
    a picture changes only when its graph does."""
    stepper = Stepper(one_step, start=0)
    vote, flow = stepper._figures.children
    assert (vote, flow) == (stepper._images["vote"], stepper._images["flow"])
    first = (bytes(vote.value), bytes(flow.value))
    assert all(png.startswith(b"\x89PNG") for png in first)
    stepper.next()
    stepper.seat = 0
    assert vote.value == first[0]  # no vote yet: the same picture
    assert flow.value != first[1]  # seat 0's view, a step later


def test_a_picture_is_drawn_again_only_when_its_graph_changed(voted_game, monkeypatch):
    """Stepping back, or to a step whose vote graph did not change, draws nothing."""
    drawn = []
    real = TablePicture.draw

    def spy(picture, graph):
        drawn.append(picture.kind)
        real(picture, graph)

    monkeypatch.setattr(TablePicture, "draw", spy)
    stepper = Stepper(voted_game)
    stepper.last()
    assert drawn == ["vote", "flow"] * 2
    stepper.first()
    assert len(drawn) == 4
    stepper.seat = 1  # every vote of voted_game is public: one new picture, seat 1's information flow
    assert drawn[4:] == ["flow"]


def test_the_pictures_are_the_seats_view_drawn_afresh(voted_game):
    """However the stepper got to a step (its pictures reuse a figure, the legend and
    node boxes of earlier drawings), each picture is exactly the picture of the
    graph the shown seat saw, drawn in a new figure: nothing of another view leaks."""
    stepper = Stepper(voted_game, seat=1)
    stepper.last()
    stepper.seat = 2
    for step in (stepper.steps - 1, stepper.steps // 2):
        stepper.step = step
        seen = stepper.game.events_seen_by(2)
        players = voted_game.players
        for kind, graph in zip(("vote", "flow"), step_graphs(seen, players, seat=2), strict=True):
            assert bytes(stepper._images[kind].value) == TablePicture(kind, players).png(graph)


def test_the_parts_have_stable_css_classes(voted_game):
    """For browser tests: every part of the widget has a ``jinro-*`` class."""
    stepper = Stepper(voted_game)
    parts = {
        "jinro-stepper": stepper,
        "jinro-widget": stepper,
        "jinro-controls": stepper.children[1],
        "jinro-first": stepper._buttons["first"],
        "jinro-back": stepper._buttons["back"],
        "jinro-next": stepper._buttons["next"],
        "jinro-last": stepper._buttons["last"],
        "jinro-seat": stepper._seats,
        "jinro-vote": stepper._votes,
        "jinro-status": stepper._status,
        "jinro-table": stepper._table,
        "jinro-log": stepper._log,
        "jinro-figures": stepper._figures,
    }
    for name, part in parts.items():
        assert name in part._dom_classes, name


# ----- the vote graph: one vote round, chosen by id and round ---------------------------
def _first_vote_step(stepper: Stepper) -> int:
    """The first step whose game log holds a ballot."""
    return next(s for s in range(stepper.steps) if any(type(e) is Ballot for e in stepper._game_at(s).log))


def test_the_vote_graph_follows_the_latest_vote_at_or_before_the_step(voted_game, monkeypatch):
    """Each step draws one vote round: the latest one the viewer saw so far, by the
    vote id and round its events carry (none before the first vote)."""
    drawn = []
    real = stepper_module.step_graphs

    def spy(seen, players, seat=None, vote=None):
        drawn.append(vote)
        return real(seen, players, seat=seat, vote=vote)

    monkeypatch.setattr(stepper_module, "step_graphs", spy)
    stepper = Stepper(voted_game)
    assert stepper.votes == [] and len(votes_in(voted_game)) >= 1  # no vote held at the start
    assert stepper.vote is None and stepper.shown_vote is None and drawn == [None]
    first = _first_vote_step(stepper)
    for step in range(stepper.steps):
        stepper.step = step
        held = votes_in(stepper.game.events_seen_by(None))
        assert stepper.shown_vote == (held[-1] if held else None)
        assert drawn[-1] == stepper.shown_vote
        assert (stepper.shown_vote is None) == (step < first)
    assert stepper.shown_vote == stepper.votes[-1] and stepper.votes == votes_in(voted_game)


def test_the_vote_menu_lists_only_the_votes_held_so_far(voted_game):
    """The menu at a step lists the votes held up to it, never one still to come (it
    would tell the class how long the game lasts), and follows the class forwards and
    backwards; a picked vote the class steps back before gives way to the latest."""
    stepper = Stepper(voted_game, start=0)
    menu = stepper._votes
    assert list(menu.options) == ["latest"] and stepper.votes == []
    with pytest.raises(ValueError, match="no vote"):
        stepper.vote = votes_in(voted_game)[0]  # not held yet at step 0
    for step in [*range(stepper.steps), *reversed(range(stepper.steps))]:
        stepper.step = step
        held = votes_in(stepper.game.events_seen_by(jl.PUBLIC))
        assert stepper.votes == held
        assert list(menu.options) == ["latest"] + [v if not r else f"{v} runoff {r}" for v, r in held]
    first = _first_vote_step(stepper)
    stepper.step = first
    menu.index = 1
    assert stepper.vote == votes_in(voted_game)[0]
    stepper.step = first - 1  # back before that vote: the menu forgets it
    assert stepper.vote is None and menu.index == 0 and list(menu.options) == ["latest"]


def test_the_vote_menu_lists_the_games_votes_and_picks_one(voted_game):
    stepper = Stepper(voted_game, start=0)
    menu = stepper._votes
    assert menu in stepper.children[1].children  # beside the seat menu
    assert menu.description == "vote"
    stepper.last()
    assert list(menu.options) == ["latest"] + [vote if not r else f"{vote} runoff {r}" for vote, r in stepper.votes]
    menu.index = 1  # the game's first vote
    assert stepper.vote == stepper.shown_vote == stepper.votes[0]
    stepper.last()
    assert stepper.shown_vote == stepper.votes[0]  # a picked vote stays while stepping
    png = stepper._images["vote"].value
    menu.index = 0
    assert stepper.vote is None and stepper.shown_vote == stepper.votes[-1]
    if len(stepper.votes) > 1:
        assert stepper._images["vote"].value != png
    stepper.vote = stepper.votes[-1]  # the programmatic way moves the menu
    assert menu.index == len(stepper.votes)
    stepper.seat = 1  # every vote of voted_game is public: the choice stays
    assert stepper.vote == stepper.votes[-1] and menu.index == len(stepper.votes)


def test_a_vote_the_viewer_did_not_see_is_refused(voted_game):
    stepper = Stepper(voted_game, graphs=False)
    with pytest.raises(ValueError, match=r"no vote \('turn 99', 0\) seen by this viewer"):
        stepper.vote = ("turn 99", 0)
    with pytest.raises(ValueError, match="no vote"):
        stepper.vote = "turn 5"  # a (vote id, round) pair, not an id alone
    assert stepper.vote is None
    assert stepper._votes not in stepper.children[1].children  # no graphs, no vote menu
    stepper.last()
    start = Stepper(voted_game, graphs=False, start=stepper.steps - 1, vote=stepper.votes[0])
    assert start.vote == start.shown_vote == stepper.votes[0]


# ----- the step's pictures for 5 to 16 seats --------------------------------------------
def _table_log(players: int) -> tuple:
    """A synthetic log of ``players`` seats: a vote that ties, its runoff, a later
    vote still being cast, and private facts."""
    day1, day2 = vote_id(1), vote_id(2)
    first = tuple(Ballot(s, (s + 1) % players, 1, 1, day1, 0) for s in range(players))
    runoff = tuple(Ballot(s, 2, 1, 1, day1, 1) for s in range(3, players))
    facts = tuple(Knowledge(s, (s + 2) % players, f"fact {s}", ("fact", s), only(s)) for s in range(players))
    return (
        *facts,
        *first,
        VoteResult(tuple((s, 1) for s in range(players)), None, 1, day1, 0, "tie", (1, 2)),
        *runoff,
        VoteResult(((1, 0), (2, players - 3)), 2, 1, day1, 1),
        Ballot(0, 1, 1, 2, day2, 0),
    )


def _pictured(seen, players, seat=None, vote=None, lang="en") -> list:
    """The table axes of the step's two pictures (vote graph, information flow), drawn."""
    axes = []
    for kind, graph in zip(("vote", "flow"), step_graphs(seen, players, seat=seat, vote=vote), strict=True):
        picture = TablePicture(kind, players, lang)
        assert picture.png(graph).startswith(b"\x89PNG")
        axes.append(picture.figure.axes[0])
    return axes


def _assert_clear(ax, players: int) -> None:
    nodes = [t for t in ax.texts if t.get_zorder() == 3]
    assert sum(t.get_text().split("\n")[0].split()[-1].isdigit() for t in nodes) == players
    boxes = [t.get_bbox_patch().get_window_extent() for t in nodes]
    assert not any(a.overlaps(b) for i, a in enumerate(boxes) for b in boxes[i + 1 :])
    frame = ax.get_window_extent()
    assert all(frame.x0 <= b.x0 and b.x1 <= frame.x1 and frame.y0 <= b.y0 and b.y1 <= frame.y1 for b in boxes)
    assert min(t.get_fontsize() for t in nodes) >= READABLE


@pytest.mark.parametrize("players", [5, 9, 12, 16])
def test_the_pictures_draw_one_vote_round_with_clear_seats(players):
    """The stepper's pictures are sized for the seats: from 5 to 16 seats no two seat
    boxes overlap, all are inside their axes, the font stays readable, and the
    legend is below the table, inside the picture."""
    cut = _table_log(players)[:-1]  # before day 2's ballot: the latest vote round is day 1's runoff
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        ax_vote, ax_info = _pictured(cut, players)
    assert ax_vote.get_title() == "Votes, day 1 runoff 1"
    assert ax_info.get_title() == "Information flow"
    arrows = [p for p in ax_vote.patches if isinstance(p, FancyArrowPatch)]
    assert len(arrows) == players - 3  # the runoff's ballots only
    for ax in (ax_vote, ax_info):
        _assert_clear(ax, players)
        legend = ax.figure.legends[0].get_window_extent()
        assert legend.y1 <= ax.get_window_extent().y0 and ax.figure.bbox.contains(legend.x0, legend.y0)


def test_the_pictures_title_the_vote_round_they_show():
    log = _table_log(5)
    assert _pictured(log, 5)[0].get_title() == "Votes, day 2"  # a round still being cast
    first = _pictured(log, 5, seat=0, vote=("day 1", 0))
    assert first[0].get_title() == "Votes, day 1" and first[1].get_title() == "Information flow seen by seat 0"
    later = _pictured(log[:5], 5, vote=("day 2", 0))[0]  # private facts only so far
    assert "not held (yet)" in [t.get_text() for t in later.texts]
    assert _pictured((), 5)[0].get_title() == "Votes"
    assert _pictured(log, 5, lang="ja")[0].get_title() in ("投票（2日目）", "Votes, day 2")  # no CJK font: English


def test_the_pictures_grow_with_the_seats():
    small, large = (TablePicture("flow", n).figure for n in (5, 16))
    assert (large.get_size_inches() > small.get_size_inches()).all()


@each_game(where=lambda info: bool(info.graphs))
def test_a_games_own_graphs_are_drawn_beside_the_two(game):
    """LOT-31, LOT-71: a game's registration's own graphs (LotRO's night rooms) are
    drawn as further pictures beside the vote graph and the information flow; the
    other games have the two graphs only."""
    from jinro_lab.agents import RandomAgent, play_game

    players = players_near(game, 9)
    played = play_game(jl.new_game(game, players=players, seed=1), [RandomAgent(s) for s in range(players)])
    stepper = Stepper(played)
    kinds = ["vote", "flow", *VARIANTS[game].graphs]
    assert list(stepper._images) == kinds and len(stepper._figures.children) == len(kinds)
    first = {kind: bytes(stepper._images[kind].value) for kind in kinds[2:]}
    assert all(png.startswith(b"\x89PNG") for png in first.values())
    stepper.last()  # later in the game: other pictures
    assert all(bytes(stepper._images[kind].value) != png for kind, png in first.items())
    assert list(Stepper(played.record(), graphs=True)._images) == kinds
    for other in games_with(where=lambda info: not info.graphs):
        assert list(Stepper(jl.new_game(other, players=players_near(other), seed=1))._images) == ["vote", "flow"]
