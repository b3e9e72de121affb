"""Manifesto rules (SEI-50 ... SEI-56): the deal, the announcements, the execution with
the promise deck, the effects and when they act, recalls and the end, the decks."""

from __future__ import annotations

import json
from collections import Counter

import pytest

import jinro_lab as jl
from jinro_lab.core.events import Ballot, Chance, GameEnded, Knowledge, RuleChanged, VoteResult
from jinro_lab.core.viewers import PUBLIC
from jinro_lab.core.voting import WAIT
from jinro_lab.variants.seijika import events as ev
from jinro_lab.variants.seijika.manifestos import (
    ILLUSTRATIVE_LABEL,
    PRIMITIVES,
    InvalidDeck,
    illustrative_deck,
    load_deck,
)

from .helpers import R8, elect, events, everyone_for, new, night, strings

#: seat 0 wolf: endorsement, 1 wolf: press_pass, 2 spy: security_budget, 3 reporter:
#: clean_politics, 4 guard: disclosure, 5-7 humans: recall_petition, long_debate, mimic
M8 = ("endorsement", "press_pass", "security_budget", "clean_politics", "disclosure", "recall_petition")
M8 = (*M8, "long_debate", "mimic")
SAID = {
    0: "announce press_pass",
    1: "announce press_pass",
    2: "announce open_books",
    3: "announce clean_politics",
    4: "announce disclosure",
    5: "announce recall_petition",
    6: "announce long_debate",
    7: "announce endorsement (mimic)",
}


def mgame(promises=("success",) * 10, roles=R8, cards=M8, **options):
    """A manifesto game with fixed roles, cards and promise deck, announcements made."""
    options.setdefault("vote_styles", None)
    game = new(roles, manifestos=list(cards), promises=list(promises), **options)
    for seat in range(len(roles)):
        legal = strings(game.legal_actions(seat))
        game.act(seat, SAID[seat] if SAID[seat] in legal else legal[0])
    return game


def carry(game, seat, action):
    assert game.to_act() == (seat,) and game.phase == "manifesto"
    game.act(seat, action)


def test_deal_and_promise_deck():
    """SEI-50: one manifesto card per seat at random, seen by its holder only (the rest
    stay hidden with the GM); a promise deck of 8 successes and 2 failures, shuffled."""
    game = jl.new_game("seijika", players=8, seed=5, manifestos=True)
    dealt = events(game, ev.ManifestoDealt)
    assert [d.seat for d in dealt] == list(range(8)) and all(d.visible_to == frozenset({d.seat}) for d in dealt)
    (pile,) = [c for c in events(game, Chance) if c.what == "manifestos dealt"]
    assert pile.visible_to == frozenset() and len(pile.outcome) == 16
    assert [d.card for d in dealt] == list(pile.outcome[:8])
    (deck,) = [c for c in events(game, Chance) if c.what == "promise deck shuffled"]
    assert Counter(deck.outcome) == {"success": 8, "failure": 2} and deck.visible_to == frozenset()


def test_promise_deck_is_drawn_without_replacement_then_reshuffled():
    """SEI-50: draws are without replacement; when the deck is empty the drawn cards
    are reshuffled (decision)."""
    game = mgame(promises=("failure",))
    everyone_for(game, 5, 6)
    carry(game, 5, game.legal_actions(5)[0])
    assert game.promises == [] and game.promises_drawn == ["failure"]
    night(game, {0: "smear seat 7", 1: "smear seat 7", 3: "investigate seat 0", 4: "protect seat 6"})
    everyone_for(game, 6, 0)
    carry(game, 6, "carry out long_debate: human side")
    assert [c.what for c in events(game, Chance)][-1] == "promise deck reshuffled"
    assert events(game, ev.PromiseDrawn)[-1].card == "failure"


def test_announcements_in_seat_order():
    """SEI-51: in seat order before the first campaign: a Human Party player announces
    the card it holds; a Wolf Party player any card of the list; saying one holds the
    mimic is optional; a Human Party mimic holder picks the card it acts as."""
    game = new(R8, manifestos=list(M8), vote_styles=None)
    assert game.phase == "announce" and game.label == "day: policy speeches"
    assert game.to_act() == (0,) and len(game.legal_actions(0)) == 18  # 9 listed cards, with or without "mimic"
    for seat in range(3):
        game.act(seat, SAID[seat])
    assert strings(game.legal_actions(3)) == ["announce clean_politics"]
    with pytest.raises(jl.IllegalAction):
        game.act(3, "announce endorsement")
    for seat in range(3, 7):
        game.act(seat, SAID[seat])
    assert "announce mimic" not in strings(game.legal_actions(7)) and len(game.legal_actions(7)) == 18
    game.act(7, SAID[7])
    said = events(game, ev.ManifestoAnnounced)
    assert [a.seat for a in said] == list(range(8)) and all(a.visible_to is None for a in said)
    assert said[7].mimic and said[2].card == "open_books"
    assert game.view(0).announced[7] == "endorsement" and game.phase == "vote"


def test_human_mimic_holder_keeps_its_declaration_and_wolf_mimic_plays_any_card():
    """SEI-51, SEI-53: a Human Party mimic holder carries out the card it declared; a Wolf
    Party holder plays any card of the list; the GM announces the copied card's name."""
    game = mgame()
    everyone_for(game, 7, 0)
    assert {a.card for a in game.legal_actions(7)} == {"endorsement"}
    carry(game, 7, "carry out endorsement: human side, player seat 6")
    assert events(game, ev.ManifestoExecuted)[-1].card == "endorsement"
    wolf_mimic = mgame(cards=("mimic", *M8[1:7], "endorsement"))
    everyone_for(wolf_mimic, 0, 1)
    assert {a.card for a in wolf_mimic.legal_actions(0)} == set(illustrative_deck().listed())
    carry(wolf_mimic, 0, "carry out long_debate: wolf side")
    assert events(wolf_mimic, ev.ManifestoExecuted)[-1].card == "long_debate"


def test_execution_side_targets_draw_and_secrecy():
    """SEI-53: a Human Party winner must choose the Human effect (a Wolf Party winner
    either); targets are named before the draw: any player in the race but the winner;
    the promise card is shown to no one; the GM announces the card and both effects,
    not which side fired."""
    game = mgame()
    everyone_for(game, 6, 0)
    assert {a.side for a in game.legal_actions(6)} == {"human"}
    wolf = mgame()
    everyone_for(wolf, 0, 1)
    assert {a.side for a in wolf.legal_actions(0)} == {"human", "wolf"}
    targets = {a.targets for a in wolf.legal_actions(0)}
    assert targets == {(t,) for t in range(1, 8)}
    carry(wolf, 0, "carry out endorsement: wolf side, player seat 5")
    chosen, drawn, fired = (
        events(wolf, ev.SideChosen)[0],
        events(wolf, ev.PromiseDrawn)[0],
        events(wolf, ev.SideFired)[0],
    )
    assert chosen.visible_to == drawn.visible_to == fired.visible_to == frozenset({0})
    (shown,) = events(wolf, ev.ManifestoExecuted)
    assert shown.visible_to is None and "vote counts 2" in shown.human and "counts for nothing" in shown.wolf
    assert fired.side == "wolf"


def test_failure_flips_the_effect():
    """SEI-53 (3): a failure card makes the *other* effect happen."""
    game = mgame(promises=("failure",) * 2)
    everyone_for(game, 0, 1)
    carry(game, 0, "carry out endorsement: wolf side, player seat 5")
    assert events(game, ev.SideFired)[0].side == "human"
    (weight,) = [e for e in events(game, RuleChanged) if e.name == "vote_weight"]
    assert weight.subject == 5 and weight.value == 2 and weight.visible_to == frozenset({0})


def test_two_targets_named_before_the_draw():
    """SEI-53: effects needing different targets (a recall: a seat holder; a vote
    weight: a player) have both named before drawing."""
    game = mgame()
    everyone_for(game, 6, 0)
    carry(game, 6, "carry out long_debate: human side")
    night(game, {0: "smear seat 7", 1: "smear seat 7", 3: "investigate seat 0", 4: "protect seat 2"})
    everyone_for(game, 5, 0)
    legal = strings(game.legal_actions(5))
    assert "carry out recall_petition: human side, seat seat 6, player seat 0" in legal
    assert {a.slots for a in game.legal_actions(5)} == {("seat", "player")}


def recall_targets(game, winner):
    """The seats ``winner`` may name for its recall (the ``seat`` slot of its legal options)."""
    return {a.target("seat") for a in game.legal_actions(winner) if "seat" in a.slots}


def test_a_recall_targets_an_elected_player_not_yet_recalled_never_the_winner():
    """SEI-53: a recall targets any elected player not yet recalled, never the winner
    themself: elected first, the petition's holder has nobody to recall; elected after
    seat 6, only seat 6; after that recall, a wolf playing the mimic as the petition
    (SEI-51) may recall only the petition's holder."""
    first = mgame()
    everyone_for(first, 5, 0)
    assert recall_targets(first, 5) == {None}
    cards = ("mimic", *M8[1:7], "endorsement")  # seat 0 (a wolf) holds the mimic
    game = mgame(cards=cards)
    everyone_for(game, 6, 0)
    carry(game, 6, "carry out long_debate: human side")
    night(game, {0: "smear seat 2", 1: "smear seat 2", 3: "investigate seat 0", 4: "protect seat 2"})
    everyone_for(game, 5, 0)
    assert recall_targets(game, 5) == {6}
    carry(game, 5, "carry out recall_petition: human side, seat seat 6, player seat 0")
    night(game, {0: "smear seat 2", 1: "smear seat 2", 3: "investigate seat 0", 4: "protect seat 2"})
    assert game.recalled == [6]
    everyone_for(game, 0, 1)
    assert recall_targets(game, 0) == {5}


def test_a_winner_without_a_seat_still_carries_out():
    """SEI-53: an elected reporter holds no seat but carries out its manifesto."""
    game = mgame()
    everyone_for(game, 3, 0)
    carry(game, 3, "carry out clean_politics: human side")
    assert events(game, ev.ManifestoExecuted)[0].seat == 3 and game.seats == []


def test_night_effects_act_the_same_night():
    """SEI-54: an effect on night actions applies the same night: the reporter checks
    two players; the smear fails; the guard protects nobody."""
    game = mgame()
    everyone_for(game, 1, 0)
    carry(game, 1, "carry out press_pass: human side")
    assert game.legal_actions(3)[0].targets == (0, 1)
    night(game, {0: "smear seat 5", 3: "investigate seats 0 and 2", 4: "protect seat 6"})
    assert game.view(3).facts("member") == {0: True, 2: False}
    game2 = mgame()
    everyone_for(game2, 3, 0)
    carry(game2, 3, "carry out clean_politics: human side")
    night(game2, {0: "smear seat 5", 1: "smear seat 5", 4: "protect seat 6"})
    assert events(game2, ev.SmearResolved)[0].outcome == "failed" and 5 in game2.to_act()
    game3 = mgame()
    everyone_for(game3, 2, 0)
    carry(game3, 2, "carry out security_budget: wolf side")
    assert 4 not in game3.to_act()


def test_wolves_smear_two():
    """SEI-54: the wolf side of clean politics: the wolves smear two players tonight."""
    game = mgame(cards=("clean_politics", *M8[1:3], "endorsement", *M8[4:]))
    everyone_for(game, 0, 1)
    carry(game, 0, "carry out clean_politics: wolf side")
    assert str(game.legal_actions(1)[0]) == "smear seats 1 and 2"
    night(game, {1: "smear seats 5 and 6", 3: "investigate seat 1", 4: "protect seat 7"})
    assert sorted(e.target for e in events(game, ev.SmearResolved)) == [5, 6]
    assert 5 not in game.to_act() and 6 not in game.to_act()


def test_vote_effects_apply_to_the_next_election_with_runoffs_and_are_announced():
    """SEI-54: a vote weight counts in the next election, runoffs included; the named
    target stays private until the morning, when the GM announces it and the effect."""
    game = mgame()
    everyone_for(game, 7, 0)
    carry(game, 7, "carry out endorsement: human side, player seat 6")
    named = [e for e in game.log if type(e) is ev.Announcement and e.key == "named"]
    assert not named and not [e for e in game.events_seen_by(5) if type(e) is RuleChanged]
    night(game, {0: "smear seat 2", 1: "smear seat 2", 3: "investigate seat 0", 4: "protect seat 2"})
    keys = [(e.key, e.args) for e in events(game, ev.Announcement)]
    assert ("named", (7, "endorsement", 6)) in keys and ("vote weight", (6, 2)) in keys
    elect(game, {0: 1, 1: 0, 2: 1, 3: 0, 4: 5, 5: 3, 6: 4})  # 0: 2, 1: 2, 4: 2 (seat 6 counts 2), 3: 1, 5: 1
    assert [b.weight for b in events(game, Ballot) if b.voter == 6 and b.day == 2] == [2]
    assert [e.revote for e in events(game, VoteResult)][-1] == (0, 1, 4)
    game.act_together(
        {0: "vote seat 1", 1: "vote seat 4", 2: "vote seat 1", 3: "vote seat 1"}
        | {4: "vote seat 1", 5: "vote seat 4", 6: "vote seat 4"}
    )  # runoff: 1: 4, 4: 2 + 2 (seat 6's weight counts in the runoff too), 0: 0
    assert events(game, Ballot)[-1].weight == 2 and events(game, VoteResult)[-1].totals == ((0, 0), (1, 4), (4, 4))


def test_campaign_length_changes_the_next_day():
    """SEI-54, SEI-56: a campaign effect changes the next day's campaign (``campaign_rounds``)."""
    game = mgame(campaign_rounds=3)
    everyone_for(game, 6, 0)
    carry(game, 6, "carry out long_debate: human side")
    night(game, {0: "smear seat 2", 1: "smear seat 2", 3: "investigate seat 0", 4: "protect seat 2"})
    campaigns = [e.args for e in events(game, ev.Announcement) if e.key == "campaign"]
    assert campaigns == [(3,), (4,)]


def recall_game():
    """Seat 6 (human) elected day 1, seat 5 (human, recall petition) day 2 recalls seat 6."""
    game = mgame()
    everyone_for(game, 6, 0)
    carry(game, 6, "carry out long_debate: human side")
    night(game, {0: "smear seat 2", 1: "smear seat 2", 3: "investigate seat 0", 4: "protect seat 2"})
    everyone_for(game, 5, 0)
    carry(game, 5, "carry out recall_petition: human side, seat seat 6, player seat 0")
    return game


def test_recall_resolves_at_night_and_extends_the_day_limit():
    """SEI-55: the recall resolves at night: the seat is lost, the player is out for good
    (keeping its party), the morning announces it; the day limit is 4 plus the recalls."""
    game = recall_game()
    assert game.seats == [5] and game.recalls == 1  # resolved at dusk, before the night's choices (SEI-54)
    assert game.view(0).recalled == () and not [e for e in events(game, ev.Announcement) if e.key == "recalled"]
    night(game, {0: "smear seat 2", 1: "smear seat 2", 3: "investigate seat 0", 4: "protect seat 2"})
    (recalled,) = [e for e in events(game, ev.Announcement) if e.key == "recalled"]
    assert recalled.args == (6,) and recalled.visible_to is None and game.view(0).recalled == (6,)
    assert [e.args for e in events(game, ev.Announcement) if e.key == "recalled"] == [(6,)]
    assert game.view(0).recalled == (6,) and not game.view(0).in_race[6]
    everyone_for(game, 3, 0)  # the reporter: no seat
    carry(game, 3, "carry out clean_politics: human side")
    night(game, {0: "smear seat 2", 1: "smear seat 2", 4: "protect seat 2"})
    everyone_for(game, 4, 0)  # the guard: no seat; day 4 ends with seats [5]
    carry(game, 4, "carry out disclosure: human side, player seat 0")
    night(game, {0: "smear seat 2", 1: "smear seat 2"})
    assert not game.over and game.day == 5  # the day limit is 4 + 1 recall (SEI-55)
    everyone_for(game, 7, 0)
    carry(game, 7, "carry out endorsement: human side, player seat 2")
    night(game, {0: "smear seat 2", 1: "smear seat 2"})
    assert game.over and game.result.side == "wolf" and game.result.day == 6
    assert game.result.reason == "SEI-55: day 5 was the last day; SEI-42: neither quota is reached, the Wolf Party wins"
    assert 6 not in game.result.winners  # the recalled human keeps its party (SEI-43)


def protect_seat_0(game):
    """A night in which nothing shows: the wolves smear seat 0, the guard (if still in the
    race) protects it, the reporter investigates it (the first such choice of each)."""
    night(game, {s: next(a for a in game.legal_actions(s) if 0 in a.targets) for s in game.to_act()})


def test_every_recall_extends_the_day_limit_a_seatless_one_too():
    """SEI-55: the day limit is 4 plus the recalls so far, every recall counted: the
    reporter (SEI-01: no seat, SEI-26) elected on day 1 and recalled on night 2 still
    brings day 5; recalling it changes no seat count (SEI-53), so day 5's election fills
    the fourth seat net of recalls and the Human Party wins on its three (SEI-40)."""
    game = mgame()
    everyone_for(game, 3, 0)  # the reporter: elected, no seat
    carry(game, 3, "carry out clean_politics: human side")
    protect_seat_0(game)
    everyone_for(game, 5, 0)
    carry(game, 5, "carry out recall_petition: human side, seat seat 3, player seat 0")
    assert game.recalled == [3] and game.seats == [5]
    protect_seat_0(game)
    for target, action in (
        (6, "carry out long_debate: human side"),
        (7, "carry out endorsement: human side, player seat 2"),
    ):
        everyone_for(game, target, 0)
        carry(game, target, action)
        protect_seat_0(game)
    assert not game.over and game.day == 5 and game.seats == [5, 6, 7]  # the day limit is 4 + 1 recall
    everyone_for(game, 2, 0)  # the spy: the fourth seat
    carry(game, 2, game.legal_actions(2)[0])
    protect_seat_0(game)
    assert game.over and game.result.day == 6 and game.result.side == "human"
    assert game.result.reason.startswith("SEI-55: four seats are filled")


def recalled_on_night_2(roles):
    """Seat 3 elected on day 1 and recalled on night 2 by seat 5 (elected on day 2); then
    seats 7, 2 (the spy) and 4 (the guard): three seats net of the recall at most."""
    game = mgame(roles=roles)
    plan = [
        (3, "carry out clean_politics: human side"),
        (5, "carry out recall_petition: human side, seat seat 3, player seat 0"),
        (7, "carry out endorsement: human side, player seat 2"),
        (2, "carry out security_budget: human side"),
        (4, "carry out disclosure: human side, player seat 0"),
    ]
    for target, action in plan:
        everyone_for(game, target, 0)
        carry(game, target, action)
        protect_seat_0(game)
    return game


def test_the_length_of_the_game_does_not_tell_whether_a_recalled_player_held_a_seat():
    """SEI-55, SEI-60: which elected players hold a seat is private, and the game's length
    must not reveal it: two games differing only in whether seat 3, elected on day 1 and
    recalled on night 2, is the reporter (no seat) or a human (a seat; the reporter sits
    at seat 6 instead) both reach day 5 and end after its night, and the table sees the
    same in both until the roles are revealed."""
    seatless = recalled_on_night_2(R8)
    seated = recalled_on_night_2((*R8[:3], "human", *R8[4:6], "reporter", R8[7]))
    for game in (seatless, seated):
        assert game.recalled == [3] and game.seats == [5, 7, 2] and game.recalls == 1
        assert game.over and game.result.day == 6
        assert game.result.reason.startswith("SEI-55: day 5 was the last day")
    assert seatless.result == seated.result

    def table(game):
        return [e for e in game.events_seen_by(PUBLIC) if not isinstance(e, ev.RolesRevealed | GameEnded)]

    assert table(seatless) == table(seated)


def test_two_wolves_seated_end_the_game_before_the_manifesto():
    """SEI-55: right after an election, before the manifesto, two seated ``wolf`` players
    end the game with a Wolf Party win."""
    game = mgame()
    everyone_for(game, 0, 1)
    carry(game, 0, "carry out endorsement: human side, player seat 2")
    night(game, {1: "smear seat 7", 3: "investigate seat 0", 4: "protect seat 6"})
    everyone_for(game, 1, 2)
    assert game.over and game.result.reason == "SEI-55: two wolves hold seats" and game.result.side == "wolf"
    assert len(events(game, ev.ManifestoExecuted)) == 1


def test_no_early_end_on_quota_and_four_seats_end_after_the_night():
    """SEI-55: with manifestos three Human seats do not end the game; four seats net of
    recalls end it after the night (the last winner's recall resolves first)."""
    game = mgame()
    for target, action in (
        (6, "carry out long_debate: human side"),
        (7, "carry out endorsement: human side, player seat 5"),
    ):
        everyone_for(game, target, 0)
        carry(game, target, action)
        night(game, {0: "smear seat 2", 1: "smear seat 2", 3: "investigate seat 0", 4: "protect seat 2"})
    everyone_for(game, 5, 0)
    assert not game.over and len(game.seats) == 3
    carry(game, 5, "carry out recall_petition: human side, seat seat 7, player seat 0")
    night(game, {0: "smear seat 2", 1: "smear seat 2", 3: "investigate seat 0", 4: "protect seat 2"})
    assert game.seats == [6, 5] and not game.over
    everyone_for(game, 2, 0)
    carry(game, 2, game.legal_actions(2)[0])
    night(game, {s: game.legal_actions(s)[0] for s in game.to_act()})
    everyone_for(game, 4, 0)  # the guard: no seat
    carry(game, 4, game.legal_actions(4)[0])
    night(game, {s: game.legal_actions(s)[0] for s in game.to_act()})
    assert (
        game.over
        and game.result.reason
        == "SEI-55: day 5 was the last day; SEI-42: neither quota is reached, the Wolf Party wins"
    )


def test_illustrative_deck_is_labelled_and_built_from_primitives():
    """SEI-56: the kit's illustrative deck, labelled as not the published one; every card
    has a Human and a Wolf effect built from the primitives; it includes the mimic."""
    deck = illustrative_deck()
    assert deck.illustrative and "not the published" in deck.name == ILLUSTRATIVE_LABEL
    assert any(c.mimic for c in deck.cards) and len(deck.dealt()) >= 12
    used = set()
    for card in deck.cards:
        if not card.mimic:
            assert card.human is not None and card.wolf is not None and card.human != card.wolf
            used |= {card.human.primitive, card.wolf.primitive}
    assert used == set(PRIMITIVES)
    game = jl.new_game("seijika", players=8, seed=1, manifestos=True)
    assert "not the published" in events(game, ev.SetupAnnounced)[0].deck


WOLF_NOTHING = 'wolf = { effect = "nothing" }'
DECK_TOML = """
name = "tiny"
[[cards]]
id = "boost"
ja = "応援"
copies = 6
human = { effect = "vote_weight", value = 2, target = "player" }
wolf = { effect = "vote_weight", value = 0 }
[[cards]]
id = "copy"
mimic = true
copies = 2
"""


def test_user_deck_from_toml_and_json(tmp_path):
    """SEI-56: user decks load from TOML or JSON and play; the record keeps the deck."""
    path = tmp_path / "tiny.toml"
    path.write_text(DECK_TOML, encoding="utf-8")
    deck = load_deck(path)
    assert [c.id for c in deck.cards] == ["boost", "copy"] and deck.cards[0].wolf.target == "player"
    jpath = tmp_path / "tiny.json"
    jpath.write_text(
        json.dumps(
            {
                "name": "tiny",
                "cards": [
                    {
                        "id": "boost",
                        "ja": "応援",
                        "copies": 6,
                        "human": {"effect": "vote_weight", "value": 2},
                        "wolf": {"effect": "vote_weight", "value": 0},
                    },
                    {"id": "copy", "mimic": True, "copies": 2},
                ],
            }
        ),
        encoding="utf-8",
    )
    assert load_deck(jpath).cards == deck.cards
    game = jl.new_game("seijika", players=8, seed=2, manifestos=True, manifesto_deck=str(path))
    assert game.record().setup["manifesto_deck"]["cards"][0]["id"] == "boost"
    assert jl.replay(game.record()).log == game.log


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (
            'name = "x"\n[[cards]]\nid = "a"\nhuman = { effect = "teleport" }\nwolf = { effect = "nothing" }',
            ["card 1 (a)", "field 'human'", "unknown primitive 'teleport'", "allowed:"],
        ),
        (
            'name = "x"\n[[cards]]\nid = "a"\nhuman = { effect = "vote_weight", value = 9 }\n' + WOLF_NOTHING,
            ["card 1 (a)", "human", ".value", "0, 1, 2, 3", "got 9"],
        ),
        ('name = "x"\n[[cards]]\nid = "a"\nhuman = { effect = "nothing" }', ["card 1 (a)", "field 'wolf'"]),
        (
            'name = "x"\n[[cards]]\nid = "a"\ncolour = "red"\nhuman = { effect = "nothing" }\n' + WOLF_NOTHING,
            ["card 1 (a)", "'colour'", "allowed"],
        ),
        ('name = "x"\n[[cards]]\nid = "m"\nmimic = true', ["needs a card that is not the mimic"]),
        ('name = "x"\ncards = [', ["not valid TOML"]),
        ('name = "x"\n[[cards]]\nid = "a b"', ["card 1", "field 'id'"]),
    ],
)
def test_bad_decks_name_the_file_card_and_field(tmp_path, text, words):
    """SEI-56: a bad deck is refused naming the file, the card and the field."""
    path = tmp_path / "bad.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(InvalidDeck) as err:
        load_deck(path)
    assert str(path) in str(err.value)
    for word in words:
        assert word in str(err.value), (word, str(err.value))
    with pytest.raises(jl.InvalidSetup):
        jl.new_game("seijika", players=8, seed=1, manifestos=True, manifesto_deck=str(path))


def test_a_deck_too_small_for_the_table_is_refused():
    """SEI-50, SEI-56: one card per player: a deck with fewer cards is refused."""
    small = {"name": "small", "cards": [{"id": "a", "human": {"effect": "nothing"}, "wolf": {"effect": "nothing"}}]}
    with pytest.raises(jl.InvalidSetup, match="1 cards for 8 players"):
        jl.new_game("seijika", players=8, seed=1, manifestos=True, manifesto_deck=small)


def test_announce_party_reveals_in_the_morning():
    """SEI-54, SEI-56: the disclosure's Human effect announces the named player's party
    the next morning, to everyone; the open books announce which side fired (the card says so)."""
    game = mgame()
    everyone_for(game, 4, 0)
    carry(game, 4, "carry out disclosure: human side, player seat 1")
    assert not [e for e in game.log if type(e) is Knowledge and e.key[0] == "party"]
    night(game, {0: "smear seat 2", 1: "smear seat 2", 3: "investigate seat 0"})
    assert all(game.view(s).parties().get(1) == "wolf" for s in range(8))
    books = mgame(cards=(*M8[:5], "open_books", *M8[6:]))
    everyone_for(books, 5, 0)
    carry(books, 5, "carry out open_books: human side, player seat 0")
    assert events(books, ev.SideFired)[0].visible_to is None


def vote_all(game, target, fallback):
    """Everyone votes ``target`` (``target``: ``fallback``), in any style, until the vote ends."""
    while game.phase == "vote":
        game.act_together({v: f"vote seat {fallback if v == target else target}" for v in game.to_act()})


def test_days_after_day_four_use_day_fours_style():
    """SEI-55, SEI-23: with a recall the game reaches day 5, which votes in day 4's style
    (here open, after three simultaneous days)."""
    game = mgame(vote_styles=["simultaneous"] * 3 + ["open"])
    plan = [
        (6, "carry out long_debate: human side"),
        (5, "carry out recall_petition: human side, seat seat 6, player seat 0"),
        (3, "carry out clean_politics: human side"),
        (4, "carry out disclosure: human side, player seat 0"),
    ]
    for day, (target, action) in enumerate(plan, 1):
        assert (WAIT in game.legal_actions(game.to_act()[0])) is (day == 4)
        vote_all(game, target, 0)
        carry(game, target, action)
        night(game, {s: game.legal_actions(s)[0] for s in game.to_act()})
    assert game.day == 5 and not game.over and WAIT in game.legal_actions(game.to_act()[0])
