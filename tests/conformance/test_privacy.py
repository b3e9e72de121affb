"""The kit's check ``jinro_lab.testing.checks.test_privacy``, run over every registered game."""

from jinro_lab.testing.checks.test_privacy import *  # noqa: F403
