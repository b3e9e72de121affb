"""魔法都市の人狼's night steps assembled per setup (``core.steps``, issue 20): a game keeps
only the steps of the roles and cards it has, in the table's order."""

from jinro_lab import new_game
from jinro_lab.variants.mahou_toshi.night import arena, attack, fox_curse, illusionist_shift, protect, spirit_link

BASIC9 = ["werewolf", "werewolf", "seer", "knight"] + ["citizen"] * 5


def test_a_basic_village_without_cards_runs_no_step_of_absent_cards_or_roles() -> None:
    """MAH-20 (4): no illusionist's garden, arena, spirit user or fox: protection and the attack only."""
    game = new_game("mahou_toshi", roles=BASIC9, events=[], seed=1)
    assert game._resolution == (protect, attack)  # type: ignore[attr-defined]


def test_the_steps_follow_the_roles_dealt_and_the_cards_in_play() -> None:
    roles = ["werewolf", "werewolf", "seer", "spirit_user", "fox"] + ["citizen"] * 4
    game = new_game("mahou_toshi", roles=roles, events=["arena", "illusionist_garden"], seed=1)
    assert game._resolution == (illusionist_shift, protect, arena, attack, spirit_link, fox_curse)  # type: ignore[attr-defined]
