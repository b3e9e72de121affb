"""Issue 40, item 4: the shared rule pieces a new game needs.

A tie rule may choose several seats at once (``TieRule.ALL_TIED``: a one-night game
where all the tied die): ``run_vote`` logs them in the round's ``VoteResult``
(``chosen_several``), ``VoteRecord.chosen_all`` names them, and the shared texts say
so in English and Japanese; a vote choosing one seat logs, reads and hashes as
before. Played on :class:`toy.VoteGame`, whose flow here removes every chosen seat."""

from __future__ import annotations

import re
from collections import namedtuple
from typing import Any

import pytest

from jinro_lab.core.errors import InvalidArgument
from jinro_lab.core.events import Eliminated, VoteResult, later_fields
from jinro_lab.core.texts import event_text
from jinro_lab.core.voting import SAY, Outcome, TieRule, cite, decide, run_vote, vote

from .toy import VoteGame

#: the toy one-night game's rule for its tie rule, cited in the notes
RULE = "ONE-12"


class AllTiedGame(VoteGame):
    """One vote under :attr:`TieRule.ALL_TIED`; every seat it chose is eliminated."""

    def __init__(self, players: int = 6, seed: int | None = 1, **spec: Any):
        super().__init__(players, seed, tie_rule=TieRule.ALL_TIED, rule=RULE, **spec)

    def _flow(self) -> Any:
        self.day = 1
        self.vote_record = yield from run_vote(self, self.spec, self.hooked.append)
        self.chosen = self.vote_record.chosen
        for seat in self.vote_record.chosen_all:
            self.emit(Eliminated(seat, "executed"))
        self.finish(frozenset(self.vote_record.chosen_all), None, "the vote was held")


def play(game: VoteGame, ballots: dict[int, int]) -> VoteGame:
    for seat, target in ballots.items():
        game.act(seat, vote(target))
    return game


def results_of(game: VoteGame) -> list[VoteResult]:
    return [e for e in game.log if isinstance(e, VoteResult)]


#: three seats tied at the top with two votes each
THREE_WAY = {0: 1, 1: 2, 2: 0, 3: 0, 4: 1, 5: 2}


def test_a_three_way_tie_under_all_tied_removes_all_three() -> None:
    game = play(AllTiedGame(), THREE_WAY)
    record = game.vote_record
    assert record is not None
    assert (record.chosen, record.chosen_all, record.by_lot, len(record.rounds)) == (None, (0, 1, 2), False, 1)
    (result,) = results_of(game)
    assert (result.chosen, result.chosen_several, result.chosen_all, result.revote) == (None, (0, 1, 2), (0, 1, 2), ())
    assert result.note == "tie: every tied seat is chosen (ONE-12)"
    assert [e.seat for e in game.log if isinstance(e, Eliminated)] == [0, 1, 2]
    assert game.result is not None and game.result.winners == frozenset({0, 1, 2})
    assert game.hooked == [result]


def test_the_seats_chosen_together_read_in_both_languages() -> None:
    (result,) = results_of(play(AllTiedGame(), THREE_WAY))
    english = event_text(result, "en")
    assert str(result) == english
    assert english.endswith("-> seat 0, seat 1 and seat 2 (tie: every tied seat is chosen (ONE-12))")
    japanese = event_text(result, "ja")
    assert japanese.endswith("→ 席0・席1・席2（同数：同数の者が全員選ばれる（ONE-12））"), japanese
    # no id, repr or English word: only the rule ID the note cites is in Latin letters
    assert not re.search(r"[A-Za-z_()\[\]]", japanese.replace(RULE, "")), japanese
    assert "chosen_several" in repr(result) and "(0, 1, 2)" in repr(result)


def test_two_seats_read_as_a_pair() -> None:
    (result,) = results_of(play(AllTiedGame(players=4), {0: 1, 1: 0, 2: 0, 3: 1}))
    assert result.chosen_several == (0, 1)
    assert "-> seat 0 and seat 1 (" in str(result)
    assert "→ 席0・席1（" in event_text(result, "ja")


def test_a_unique_top_under_all_tied_is_one_seat_as_before() -> None:
    """One seat chosen: the record, the event, its repr, its JSON and its observation
    tokens are as the four games' (the new field is left out when empty)."""
    from jinro_lab.interop.encoding import _event_tokens
    from jinro_lab.table.views import jsonable

    game = play(AllTiedGame(players=4), {0: 1, 1: 0, 2: 1, 3: 1})
    record = game.vote_record
    assert record is not None and (record.chosen, record.chosen_all) == (1, (1,))
    (result,) = results_of(game)
    assert result == VoteResult(((0, 1), (1, 3), (2, 0), (3, 0)), 1, 1, "day 1", 0)
    assert (result.chosen_several, result.chosen_all) == ((), (1,))
    assert repr(result) == (
        "VoteResult(totals=((0, 1), (1, 3), (2, 0), (3, 0)), chosen=1, day=1, vote='day 1', round=0,"
        " note='', revote=(), purpose='execution', visible_to=None)"
    )
    assert str(result) == "vote totals seat 0: 1, seat 1: 3, seat 2: 0, seat 3: 0 -> seat 1"
    assert "chosen_several" not in jsonable(result)
    assert not any("chosen_several" in token for token in _event_tokens(result))
    assert any("chosen_several" in token for token in _event_tokens(results_of(play(AllTiedGame(), THREE_WAY))[0]))
    assert [e.seat for e in game.log if isinstance(e, Eliminated)] == [1]


def test_a_one_seat_vote_of_the_other_rules_has_one_seat_in_chosen_all() -> None:
    game = play(VoteGame(players=4, seed=1), {0: 1, 1: 0, 2: 0, 3: 1})  # a tie: nobody (NEM-30)
    assert game.vote_record is not None and game.vote_record.chosen_all == ()
    assert results_of(game)[0].chosen_all == ()


def test_decide_all_tied_names_the_tied_in_seat_order() -> None:
    out = decide({4: 2, 1: 2, 2: 2, 0: 1}, TieRule.ALL_TIED, 0, range(5), None, RULE)
    assert out == Outcome(chosen_several=(1, 2, 4), note=SAY("all tied", cite(RULE)))
    assert out.note.text("ja") == "同数：同数の者が全員選ばれる（ONE-12）"
    assert decide({4: 2, 1: 3}, TieRule.ALL_TIED, 0, range(5)) == Outcome(chosen=1)


def guard(*seats: int) -> Any:
    return lambda seat: f"seat {seat} is protected" if seat in seats else None


def test_a_veto_stops_some_of_the_seats_chosen_together() -> None:
    game = play(AllTiedGame(veto=guard(1)), THREE_WAY)
    assert game.vote_record is not None and game.vote_record.chosen_all == (0, 2)
    assert results_of(game)[0].note == "seat 1 is protected"


def test_a_veto_leaving_one_of_several_chooses_it_alone() -> None:
    game = play(AllTiedGame(veto=guard(0, 2)), THREE_WAY)
    record = game.vote_record
    assert record is not None and (record.chosen, record.chosen_all) == (1, (1,))
    assert results_of(game)[0].chosen_several == ()


def test_a_veto_of_every_tied_seat_chooses_nobody() -> None:
    game = play(AllTiedGame(veto=guard(0, 1, 2)), THREE_WAY)
    record = game.vote_record
    assert record is not None and (record.chosen, record.chosen_all) == (None, ())
    assert "-> nobody (seat 2 is protected)" in str(results_of(game)[0])


@pytest.mark.parametrize("style", ["in_turn", "free"])
def test_all_tied_in_the_other_styles(style: str) -> None:
    from jinro_lab.core.voting import VoteStyle

    game = AllTiedGame(style=VoteStyle(style), start=0 if style == "in_turn" else None)
    while game.to_act() and game.result is None:
        (seat,) = game.to_act()
        game.act(seat, vote(THREE_WAY[seat]))
    assert game.vote_record is not None and game.vote_record.chosen_all == (0, 1, 2)


def test_the_vote_graph_marks_every_seat_chosen_together() -> None:
    from jinro_lab.analysis.graphs import vote_graph

    graph = vote_graph(play(AllTiedGame(), THREE_WAY).log)
    assert [seat for seat, attrs in sorted(graph.nodes(data=True)) if attrs["chosen"]] == [0, 1, 2]


def test_a_callable_tie_rule_may_choose_several_in_any_order() -> None:
    def wolves_pick(totals: dict[int, int], round_no: int, voters: Any, lot: Any) -> Outcome:
        return Outcome(chosen_several=(2, 0), note="the two wolves' picks")

    game = play(VoteGame(players=4, tie_rule=wolves_pick), {0: 1, 1: 0, 2: 0, 3: 1})
    assert game.vote_record is not None and game.vote_record.chosen_all == (0, 2)
    assert results_of(game)[0].chosen_several == (0, 2)


def test_a_callable_tie_rule_choosing_one_and_several_is_refused() -> None:
    def muddled(totals: dict[int, int], round_no: int, voters: Any, lot: Any) -> Outcome:
        return Outcome(chosen=1, chosen_several=(0, 1))

    game = VoteGame(players=4, tie_rule=muddled)
    with pytest.raises(InvalidArgument, match=r"chooses one seat \(chosen\), several seats \(chosen_several\)"):
        play(game, {0: 1, 1: 0, 2: 0, 3: 1})


def test_a_result_choosing_one_seat_or_nobody_has_the_repr_of_the_former_event() -> None:
    """The digest of a record hashes each event's repr: a result without seats chosen
    together reads as the nine-field event every earlier record logged."""
    former = namedtuple("VoteResult", VoteResult._fields[:-1])  # type: ignore[misc]
    tie = results_of(play(VoteGame(players=4, seed=1), {0: 1, 1: 0, 2: 0, 3: 1}))
    for result in [*tie, VoteResult(((0, 2), (1, 1)), 0, 3, "day 3", 1, "n", (0,), "prison", frozenset({1}))]:
        assert repr(result) == repr(former(*result[:-1]))


def test_later_fields_are_the_last_fields() -> None:
    wrong = r"later fields of VoteResult are its last ones \('chosen_several',\), not \('note',\)"
    with pytest.raises(ValueError, match=wrong):
        later_fields(VoteResult, "note")
