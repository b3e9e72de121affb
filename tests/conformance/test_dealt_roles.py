"""The kit's check ``jinro_lab.testing.checks.test_dealt_roles``, run over every registered game."""

from jinro_lab.testing.checks.test_dealt_roles import *  # noqa: F403
