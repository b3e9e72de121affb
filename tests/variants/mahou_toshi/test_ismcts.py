"""The ISMCTS agent on 魔法都市の人狼 (issue 11, item 5; the agent on every game:
``tests/agents/test_ismcts.py``): no hidden information used."""

from __future__ import annotations

from search_support import assert_the_same_search


def test_games_that_differ_only_in_hidden_facts_get_the_same_search():
    """Seat 0 a citizen either way; the werewolf, seer, knight and medium elsewhere."""
    assert_the_same_search(
        "mahou_toshi",
        {
            "players": 7,
            "seed": 2,
            "events": [],
            "roles": ["citizen", "werewolf", "seer", "knight", "medium", "citizen", "citizen"],
        },
        {
            "players": 7,
            "seed": 77,
            "events": [],
            "roles": ["citizen", "seer", "citizen", "citizen", "knight", "medium", "werewolf"],
        },
    )
