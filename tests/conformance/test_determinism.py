"""The kit's check ``jinro_lab.testing.checks.test_determinism``, run over every registered game."""

from jinro_lab.testing.checks.test_determinism import *  # noqa: F403
