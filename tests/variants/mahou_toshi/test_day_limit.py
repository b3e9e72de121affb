"""The day limit (MAH-04 ``day_limit``): a game still undecided after day N's vote ends
with no winner (side ``none``, reason MAH-04); when day N is over (MAH-13's order: the
execution, its chain, the win check, the executed player's event); the option's values;
the announcement, the texts in both languages and the simulation tables."""

from __future__ import annotations

import pytest

import jinro_lab as jl
from jinro_lab.analysis.simulate import simulate
from jinro_lab.analysis.stats import win_rates
from jinro_lab.cli import main
from jinro_lab.core.events import Ballot, Eliminated, GameEnded
from jinro_lab.core.i18n import side_name
from jinro_lab.variants.mahou_toshi.events import Announcement, Dusk
from jinro_lab.variants.mahou_toshi.render import event_text, result_text

from .helpers import BASIC9, events, execute, new, night

LIMIT_2 = "MAH-04: the day limit: no side has won by the end of day 2"


def two_days(**options):
    """BASIC9 with a day limit of 2: day 1 executes citizen 7, night 1 kills citizen 8."""
    game = execute(new(BASIC9, day_limit=2, **options), 7, 0)
    return night(game, s0="attack seat 8", s1="attack seat 8", s2="divine seat 0", s3="guard seat 2")


def test_day_limit_ends_an_undecided_game_after_that_days_vote_with_no_winner():
    """MAH-04: day 1 passes (the limit is 2); day 2's execution leaves two werewolves
    against four humans: the game ends there with no winner, side ``none``, reason
    MAH-04, on day 2; the night after it is not played."""
    game = two_days()
    assert game.result is None and game.day == 2
    execute(game, 6, 0)
    assert game.result == jl.Result(frozenset(), "none", LIMIT_2, 2)
    assert game.log[-1] == GameEnded((), "none", LIMIT_2)
    assert game.over and game.to_act() == () and events(game, Dusk)[-1] == Dusk(1)


def test_day_limit_ends_a_day_without_execution_too():
    """MAH-04, MAH-12: day 2's vote ties, its runoff ties again: nobody is executed, and
    day 2 is over."""
    game = two_days()
    tie = {0: 1, 1: 0, 2: 0, 3: 1, 4: 2, 5: 2, 6: 3}  # seats 0, 1 and 2: 2 each
    game.act_together({v: f"vote seat {t}" for v, t in tie.items()})
    runoff = {0: 1, 1: 0, 2: 0, 3: 1, 4: 0, 5: 1, 6: 2}  # seats 0 and 1: 3 each
    game.act_together({v: f"vote seat {t}" for v, t in runoff.items()})
    assert not events(game, Eliminated)[2:] and game.result.side == "none"


def test_a_win_on_the_limits_day_is_a_win():
    """MAH-04, MAH-40: the limit ends only an undecided game: the last werewolf executed
    on the limit's day gives the citizens their win."""
    game = execute(new(("werewolf", "seer", "citizen", "citizen", "citizen"), day_limit=1), 0, 1)
    assert game.result.side == "citizens" and game.result.reason == "MAH-40: every werewolf is dead"


def test_the_executed_players_event_comes_before_the_limit():
    """MAH-04, MAH-13, MAH-E15: "after day N's vote" is after the execution's event card
    too: on day 1 with a limit of 1 the courthouse still holds its vote; executing the
    second werewolf there is the citizens' win; executing a citizen leaves the game
    undecided, and it ends then, with the courthouse's ballots in the log."""
    game = execute(new(BASIC9, events=["courthouse"], day_limit=1), 0, 1)
    assert game.result is None and game.phase == "vote"
    execute(game, 1, 2)
    assert game.result.side == "citizens"
    game = execute(execute(new(BASIC9, events=["courthouse"], day_limit=1), 0, 1), 8, 1)
    assert events(game, Eliminated) == [Eliminated(0, "execution"), Eliminated(8, "courthouse")]
    assert {b.vote for b in events(game, Ballot)} == {"day 1", "day 1 courthouse"}
    limit_1 = "MAH-04: the day limit: no side has won by the end of day 1"
    assert game.result == jl.Result(frozenset(), "none", limit_1, 1)


def test_a_position_on_the_limits_day_plays_that_day_and_one_past_it_is_refused():
    """MAH-04: a position at day N's vote plays it, then ends; one at day N's night or
    later would already be over: refused, saying what is allowed."""
    roles = ("werewolf", "werewolf", "seer", "knight", "citizen", "citizen", "citizen", "medium")
    game = execute(new(roles, position={"dead": [7], "day": 3, "phase": "day"}, day_limit=3), 6, 0)
    assert game.result.side == "none" and game.result.day == 3
    for day, phase in ((3, "night"), (4, "day")):
        with pytest.raises(jl.InvalidSetup) as err:
            new(roles, position={"dead": [7], "day": day, "phase": phase}, day_limit=3)
        assert str(err.value) == (
            f"position day {day} ({phase}) is after day_limit=3 is over (MAH-04): start at day 3's vote "
            "or earlier, or raise the limit"
        )


def test_the_day_limit_is_announced_with_the_setup_in_both_languages():
    """MAH-04, MAH-51: a limit is the GM's choice, told to every seat after the setup;
    without one nothing is said."""
    game = new(BASIC9, day_limit=4)
    (said,) = [e for e in events(game, Announcement) if e.key == "day limit"]
    assert said.visible_to is None and game.log.index(said) == 1
    assert event_text(said) == "the game ends with no winner if still undecided after day 4 (MAH-04)"
    assert event_text(said, "ja") == "4日目を終えても決着がつかなければ、勝者なしで終了する（MAH-04）"
    assert not [e for e in events(new(BASIC9), Announcement) if e.key == "day limit"]


def test_the_no_winner_result_reads_in_english_and_japanese():
    """MAH-04: the result and its end event in both languages; the side ``none`` has a
    name in each (the registration's sides)."""
    game = execute(two_days(), 6, 0)
    assert result_text(game.result) == f"nobody wins: {LIMIT_2} (day 2)"
    assert result_text(game.result, "ja") == "勝者なし：MAH-04：日数制限：2日目を終えても勝者が決まらない（2日目）"
    assert event_text(game.log[-1], "ja") == "ゲーム終了：勝者なし。MAH-04：日数制限：2日目を終えても勝者が決まらない"
    assert (side_name("none", "en", "mahou_toshi"), side_name("none", "ja", "mahou_toshi")) == ("no winner", "勝者なし")


def test_simulation_tables_count_the_games_the_limit_ended(capsys):
    """MAH-04: with a limit of 1 most random games end undecided: their rows have side
    ``none`` and no winning seat; the win rates and the command line's table show them."""
    table = simulate("mahou_toshi", 20, 3, options={"day_limit": 1}, workers=1)
    undecided = table[table["side"] == "none"]
    assert len(undecided) > 10 and set(undecided["day"]) == {1}
    assert not undecided[[f"win_seat_{s}" for s in range(9)]].to_numpy().any()
    rates = win_rates(table).set_index("side")
    assert rates.loc["none", "wins"] == len(undecided) and rates["wins"].sum() == 20
    status = main(["simulate", "mahou_toshi", "--games", "20", "--seed", "3", "--workers", "1", "--no-progress",
                   "--option", "day_limit=1"])  # fmt: skip
    out = capsys.readouterr().out
    assert status == 0 and any(line.startswith("no winner ") for line in out.splitlines())
