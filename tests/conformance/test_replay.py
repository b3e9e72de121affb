"""The kit's check ``jinro_lab.testing.checks.test_replay``, run over every registered game."""

from jinro_lab.testing.checks.test_replay import *  # noqa: F403
