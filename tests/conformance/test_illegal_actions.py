"""The kit's check ``jinro_lab.testing.checks.test_illegal_actions``, run over every registered game."""

from jinro_lab.testing.checks.test_illegal_actions import *  # noqa: F403
