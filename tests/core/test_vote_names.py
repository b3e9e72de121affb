"""A second vote of a day is named by its card in the reader's language (issue 37: the
Japanese table picture read 「投票：2日目・prisonの決選投票1回目」): the vote id's card is
written as the registered games write it, on the pictures and in the graphs' labels."""

from __future__ import annotations

from jinro_lab.analysis.graphs import vote_label
from jinro_lab.core.texts import known_term, vote_id_text
from jinro_lab.core.voting import vote_id


def test_a_vote_named_by_a_card_reads_in_either_language() -> None:
    prison = vote_id(2, rest="prison")
    assert vote_id_text(prison, "ja") == "2日目・監獄" and vote_id_text(prison, "en") == "day 2 prison"
    assert vote_label(prison, 1, "ja") == "2日目・監獄の決選投票1回目"
    assert known_term("mages_guild", "en") == "mages guild" and known_term("no_such_word", "ja") == "no_such_word"
