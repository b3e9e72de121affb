"""The take-a-seat player: legal choices explained, refused illegal ones, agents,
whole games of every variant by clicking, the outcome and the reveal, new games,
and ``min_choices``."""

from __future__ import annotations

import inspect
from functools import partial
from html import unescape

import pytest
from games import a_game, each_game
from widget_parts import part, text_of

import jinro_lab as jl
from jinro_lab.agents import RandomAgent
from jinro_lab.core.registry import VARIANTS, dealt_roles, renderer, role_name
from jinro_lab.rules import RULE_ID, game_of
from jinro_lab.widgets import PlayerSeat, Stepper
from jinro_lab.widgets.player import SEED_TRIES, count_choices, stand_in
from jinro_lab.widgets.stepper import decision_bounds

#: the game a PlayerSeat plays when none is named (the tests that leave it out play it)
DEFAULT = inspect.signature(PlayerSeat).parameters["variant"].default
#: every game a person can play (its actions explained, a heuristic stand-in), at its smallest table (quick games)
PLAYABLE = each_game("explain", "heuristic")


def smallest(game: str) -> dict[str, int]:
    """The options of ``game``'s smallest table."""
    return {"players": min(VARIANTS[game].players)}


def cites_its_rules(text: str, game: str) -> bool:
    """Whether ``text`` cites a rule, and only rules of ``game``."""
    cited = [m.group(0) for m in RULE_ID.finditer(text)]
    return bool(cited) and all(game_of(c) == game for c in cited)


#: a PlayerSeat turned to its seat (it opens on the table): the tests that click its choices
seated = partial(PlayerSeat, show_seat=True)


def click(player: PlayerSeat, index: int) -> None:
    """Choose the ``index``-th legal action as a person does: its button, or the dropdown and Play."""
    buttons = player.parts("jinro-action")
    if buttons:
        buttons[index].click()
    else:
        part(player, "jinro-action-menu").value = index
        part(player, "jinro-play").click()


def finish_by_clicking(player: PlayerSeat, pick=lambda n: n - 1) -> int:
    """Click until the game is over; returns how many clicks it took."""
    clicks = 0
    while not player.game.over:
        click(player, pick(len(player.legal())))
        clicks += 1
    return clicks


@pytest.mark.parametrize("lang", ["en", "ja"])
@PLAYABLE
def test_a_whole_game_by_clicking(game, lang):
    """Every prompt offers exactly the legal actions, each explained; the agents play
    until this seat must choose or the game ends; then the outcome, the reveal, the
    stepper and a new game."""
    variant = game
    player = PlayerSeat(
        variant, show_seat=True, seat=1, agents="random", seed=4, lang=lang, min_choices=2, **smallest(variant)
    )
    draw = renderer(variant)
    clicks = 0
    while not player.game.over:
        legal = player.legal()
        assert legal, "the widget waits only for this seat"
        assert part(player, "jinro-outcome").value == part(player, "jinro-reveal").value == ""
        shown = player.parts("jinro-action") or part(player, "jinro-action-menu").options
        texts = [getattr(w, "description", None) or w[0] for w in shown]
        assert texts == [draw.action_text(a, lang) for a in legal]
        assert all(player.explain(a) for a in legal)
        click(player, clicks % len(legal))
        clicks += 1
    assert clicks >= 1 and player.parts("jinro-action") == [] and player.parts("jinro-action-menu") == []
    result = player.game.result
    assert result is not None
    said = {
        ("en", True): "You won",
        ("en", False): "You lost",
        ("ja", True): "あなたの勝ち",
        ("ja", False): "あなたの負け",
    }
    outcome = unescape(part(player, "jinro-outcome").value)
    assert outcome.startswith("<div style='font-size:150%;font-weight:bold;color:#")
    assert said[lang, player.seat in result.winners] in outcome
    assert said[lang, player.seat not in result.winners] not in outcome
    assert draw.result_text(result, lang) in text_of(outcome)
    raw = part(player, "jinro-reveal").value
    assert raw.startswith("<details><summary>")  # folded: the game master's view only when asked
    assert str(draw.table_svg(player.game.view(None), lang, scale=1.0, acting=())) in raw
    reveal = text_of(raw)
    assert all(unescape(draw.event_text(e, lang)) in reveal for e in player.game.log)
    assert not player._stepper_button.disabled
    player._stepper_button.click()
    (stepper,) = player._stepper_box.children
    assert isinstance(stepper, Stepper) and stepper.steps == len(decision_bounds(player.record()))


def test_outcome_says_won_or_lost_for_the_seat_and_why():
    """Each seat of one finished game: "won" exactly for the winners of the result."""
    outcomes = set()
    for seat in range(3):
        player = seated(seat=seat, agents="random", seed=11, players=3)
        assert player.outcome() == ""
        while not player.game.over:
            player.choose(player.legal()[0])
        result = player.game.result
        assert result is not None
        won = seat in result.winners
        outcomes.add(won)
        why = renderer(player.game.variant).result_text(result, "en")  # the side by its name, turns counted as turns
        assert player.outcome() == f"{'You won' if won else 'You lost'}. Why: {why}"
        assert player.text().splitlines()[0].endswith("game over")
        assert player.outcome() in player.text() and "Everything revealed" in player.text()
    assert outcomes == {True, False}, "seed 11 must give the three seats both outcomes"


def test_outcome_in_japanese_names_the_side_and_the_rule():
    game = a_game(players=5)
    sides = [ja for _, ja in VARIANTS[game].sides.values()]
    heads = set()
    for seed in range(12):
        player = seated(game, seat=0, agents="random", seed=seed, lang="ja", players=5)
        while not player.game.over:
            player.choose(player.legal()[0])
        result = player.game.result
        assert result is not None
        head = "あなたの勝ち" if 0 in result.winners else "あなたの負け"
        heads.add(head)
        assert player.outcome() == f"{head}。理由：{renderer(game).result_text(result, 'ja')}"
        assert cites_its_rules(player.outcome(), game) and any(side in player.outcome() for side in sides)
    assert len(heads) == 2, "seat 0 must win some of these games and lose others"


def test_the_reveal_shows_what_the_seat_never_saw():
    """Other seats' hands and the GM-only shuffle (as NEM-05's) show only at the end."""
    player = seated(seat=0, agents="random", seed=2)
    hidden = [e for e in player.game.log if e.visible_to is not None and 0 not in e.visible_to]
    assert hidden and part(player, "jinro-reveal").value == ""
    finish_by_clicking(player)
    raw = part(player, "jinro-reveal").value
    reveal = text_of(raw)
    draw = renderer(player.game.variant)
    assert all(draw.event_text(e) in reveal for e in hidden)
    assert "Everything revealed: the game master" in reveal and "<svg" in raw


def test_new_game_button_starts_the_next_seed_in_place():
    player = seated(seat=2, agents="random", seed=5, players=3)
    finish_by_clicking(player)
    first_log = player.game.log
    button = part(player, "jinro-new-game")
    assert button.button_style == "primary"
    player._stepper_button.click()
    button.click()
    assert player.seed == 6 and player.game.seed == 6 and player.game.players == 3 and not player.game.over
    assert (
        player.game.log != first_log
        and player.game.record().actions == seated(seat=2, agents="random", seed=6, players=3).game.record().actions
    )
    assert part(player, "jinro-outcome").value == part(player, "jinro-reveal").value == ""
    assert player._stepper_box.children == () and player._stepper_button.disabled and button.button_style == ""
    assert player.legal() and cites_its_rules(player.explain(player.legal()[0]), DEFAULT)


@PLAYABLE
def test_min_choices_starts_from_a_seed_where_the_stand_in_chooses_often(game):
    """The seed taken is the first from ``seed`` on whose game gives the seat three
    choices when the stand-in plays it; the stand-in playing the widget gets them."""
    variant, options = game, smallest(game)
    player = seated(variant, seat=0, seed=0, min_choices=3, **options)
    assert all(count_choices(variant, 0, "heuristic", s, **options) < 3 for s in range(player.seed))
    me, choices = stand_in(variant, 0, player.seed), 0
    while not player.game.over:
        legal = player.legal()
        choices += len(legal) > 1
        player.choose(me.choose(player.game.view(0), legal))
    assert choices >= 3 and count_choices(variant, 0, "heuristic", player.seed, **options) == choices


def test_min_choices_keeps_its_promise_over_many_seeds_and_new_games():
    player = seated(seat=3, seed=100, min_choices=3)
    for _ in range(15):
        assert count_choices(DEFAULT, 3, "heuristic", player.seed, 3) == 3
        start = player.seed
        player.new_game()
        assert player.seed > start


def test_min_choices_gives_up_with_a_clear_error():
    with pytest.raises(jl.InvalidSetup, match=f"no seed from 7 to {7 + SEED_TRIES - 1} gives seat 0 .* 1000 choices"):
        seated(seat=0, seed=7, min_choices=1000, players=3)


def test_whole_game_via_api_is_replayable_and_deterministic():
    def play(seed: int) -> PlayerSeat:
        player = seated(seat=1, agents="random", seed=seed, players=3)
        while not player.game.over:
            player.choose(str(player.legal()[0]))
        return player

    first, again = play(7), play(7)
    assert first.record() == again.record()
    assert jl.replay(first.record().to_json()).log == first.game.log
    stepper = first.stepper(graphs=False, seat=1)
    stepper.last()
    assert stepper.game.log == first.game.log
    with pytest.raises(jl.IllegalAction, match="the game is over"):
        first.choose("vote seat 0")


def test_agents_list_and_bad_arguments():
    agents = [RandomAgent(s) for s in range(4)]
    player = seated(seat=3, agents=[*agents[:3], None], seed=0)
    assert player.game.over or player.legal()
    with pytest.raises(ValueError, match="agents must be"):
        seated(agents="clever")
    with pytest.raises(ValueError, match="agents must be"):
        seated(agents=agents[:2])
    with pytest.raises(jl.JinroError, match="no seat 4"):
        seated(seat=4, agents="random")
    with pytest.raises(jl.JinroError, match="no seat 4"):
        seated(seat=4, agents="random", min_choices=2)


def test_japanese_labels():
    player = seated(seat=0, agents="random", seed=3, lang="ja")
    text = player.text()
    assert text.startswith("席0：あなたの番です") and "視点：席0" in text
    assert part(player, "jinro-new-game").description == "新しいゲーム"


@pytest.mark.skipif(VARIANTS[DEFAULT].heuristic is None, reason="the default game has no heuristic agent")
def test_default_agents_are_heuristic():
    player = seated(seat=0, seed=5)
    while not player.game.over:
        player.choose(player.legal()[0])
    assert player.game.result is not None


def test_widget_symbols_exist_in_the_installed_fonts():
    """The buttons' and logs' symbols are glyphs of DejaVu Sans (matplotlib's own font,
    always there) and of IPA Gothic where installed: no tofu boxes in the browser."""
    from pathlib import Path

    from matplotlib import font_manager, ft2font

    from jinro_lab.widgets.common import PRIVATE_MARK, label

    texts = [PRIVATE_MARK] + [label(key, lang) for key in ("first", "back", "next", "last") for lang in ("en", "ja")]
    symbols = {ch for text in texts for ch in text if not ch.isalnum() and not ch.isspace() and ord(ch) > 127}
    fonts = [font_manager.findfont("DejaVu Sans")]
    fonts += [str(p) for p in Path("/usr/share/fonts").rglob("ipag*.ttf")]
    for path in fonts:
        face = ft2font.FT2Font(path)
        missing = sorted(ch for ch in symbols if not face.get_char_index(ord(ch)))
        assert not missing, f"{path} lacks {missing}"


def test_a_saved_player_says_how_to_bring_it_to_life():
    player = PlayerSeat(seat=0, agents="random", seed=3, lang="ja")
    assert "セルをすべて実行" in player.children[0].value and "jinro-widget" in player._dom_classes


# ----- the seat or the role a student plays ---------------------------------------------
def a_later_role(game: str) -> str:
    """A role the first seed's game of ``game`` deals to no seat and a later seed's
    does (so that ``role=`` must skip seeds), else the last seat's of the first seed."""
    first = dealt_roles(jl.new_game(game, seed=0))
    for seed in range(1, 30):
        later = [r for r in dealt_roles(jl.new_game(game, seed=seed)) if r not in first]
        if later:
            return sorted(later)[0]
    return first[-1]


@each_game()
def test_role_seats_the_student_where_that_role_was_dealt(game):
    """``role=`` plays the first seat dealt that role, in the first seed from ``seed`` on
    that deals it; its own view says so, and new games keep the role."""
    variant, role, options = game, a_later_role(game), {}
    player = PlayerSeat(variant, role=role, seed=0, **options)
    for skipped in range(player.seed):  # the seeds before it deal the role to no seat
        assert role not in dealt_roles(jl.new_game(variant, seed=skipped, **options))
    for _ in range(3):
        dealt = dealt_roles(jl.new_game(variant, seed=player.seed, **options))
        assert dealt[player.seat] == role
        assert role not in dealt[: player.seat]  # the first seat holding it
        assert player.role == role and dealt_roles(player.game) == dealt
        player.new_game()


def test_role_is_refused_with_the_roles_allowed():
    game = a_game()
    dealt = dealt_roles(jl.new_game(game, seed=0))
    with pytest.raises(jl.InvalidArgument, match="role must be one of ") as refused:
        PlayerSeat(game, role="no such role")
    assert all(role in str(refused.value) for role in dealt)


def test_the_play_as_menu_switches_seat_or_role_and_hides_on_the_table():
    """The menu lists every seat, then the roles of the setup; choosing starts a new game
    from the first seed; on the table (not "Show my seat") it is hidden: a role shown next
    to the seat's number would tell the table who holds it."""
    game = a_game(players=9)
    roles = sorted(set(dealt_roles(jl.new_game(game, seed=4))))
    player = PlayerSeat(game, role=roles[0], seed=4, lang="ja")
    menu = player.parts("jinro-play-as")[0]
    assert menu.layout.display == "none" and not player.showing_seat
    labels = [text for text, _ in menu.options]
    seats = player.game.players
    assert labels[:seats] == [f"席{s}" for s in range(seats)] and len(labels) > seats
    assert f"：{role_name(game, roles[0], 'ja')}" in [label[label.index("：") :] for label in labels[seats:]]
    player.showing_seat = True
    assert menu.layout.display is None
    player.play_as(seat=3)
    assert (player.seat, player.role, player.seed) == (3, None, 4)
    player.play_as(role=roles[-1])
    assert dealt_roles(player.game)[player.seat] == roles[-1]
    with pytest.raises(jl.InvalidArgument):
        player.play_as()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_saved_widgets_text_is_readable_not_a_repr(lang):
    """The text a notebook saves beside a widget's view (shown where widgets are not
    drawn) says what it is and how to bring it to life, in its language."""
    game = jl.new_game(a_game(), seed=1)
    for widget, kind in [(Stepper(game, lang=lang), ("Stepper", "ステッパー")), (PlayerSeat(lang=lang), None)]:
        text = widget._repr_mimebundle_()["text/plain"]
        assert "children=" not in text and "(" not in text.split(":")[0]
        assert ("Run All" in text) == (lang == "en") and ("セルをすべて実行" in text) == (lang == "ja")
        if kind:
            assert text.startswith(kind[lang == "ja"] + ("：" if lang == "ja" else ":"))
        assert len(text) <= 110  # ipywidgets cuts longer texts

    class MyStepper(Stepper):  # a user's own Stepper is still a Stepper
        pass

    assert repr(MyStepper(game, lang=lang)).startswith(("Stepper:", "ステッパー：")[lang == "ja"])
