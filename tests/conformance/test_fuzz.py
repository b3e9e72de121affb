"""The kit's check ``jinro_lab.testing.checks.test_fuzz``, run over every registered game."""

from jinro_lab.testing.checks.test_fuzz import *  # noqa: F403
