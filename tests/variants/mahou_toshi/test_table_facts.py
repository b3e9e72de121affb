"""魔法都市の人狼's private facts at the live table (issue 39, item 4): the seer's random
white of the first night comes to its seat as data."""

from __future__ import annotations

from table.served import client_of, seated, serving


def test_a_seats_private_facts_come_as_data() -> None:
    """MAH-05: the seer learns a random white on the first night: as a fact with its
    kind, subject, key and rule, not only as a sentence."""
    with serving() as server, client_of(server) as client:
        seats = seated(server, "mahou_toshi", players=8, humans=list(range(8)), seed=3, agents="random")
        facts = [
            fact
            for s in range(8)
            for fact in client.get(f"/api/seat/{seats.seat(s)}").json()["facts"]
            if fact["kind"] == "judged"
        ]
    assert len(facts) == 1
    (fact,) = facts
    assert fact["key"] == ["judged", fact["subject"], "human"] and fact["rules"] == ["MAH-05"]
