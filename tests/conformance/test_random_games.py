"""The kit's check ``jinro_lab.testing.checks.test_random_games``, run over every registered game."""

from jinro_lab.testing.checks.test_random_games import *  # noqa: F403
