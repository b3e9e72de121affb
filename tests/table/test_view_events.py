"""The views' JSON converts a viewer's events once: as the listed ``events``, never
again inside ``view`` (whose ``events`` field it drops; converting them there was
half of the time of a seat's read, issue 22 item 7's load test)."""

from __future__ import annotations

from games import each_game

from jinro_lab.table import Table, views


@each_game()
def test_a_seats_view_is_converted_without_its_events(game, monkeypatch):
    """No event reaches ``jsonable`` while a seat's state is built, and ``view`` has no ``events``."""
    table = Table(game, humans=[0], seed=3)
    table.begin()
    converted = []
    plain = views.jsonable

    def spy(value):
        converted.append(value)
        return plain(value)

    monkeypatch.setattr(views, "jsonable", spy)
    state = views.seat_state(table, 0)
    assert state["events"], "the seat saw no event: the test would show nothing"
    assert "events" not in state["view"]
    assert not [v for v in converted if hasattr(v, "visible_to")]
