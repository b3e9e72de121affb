"""The kit's check ``jinro_lab.testing.checks.test_role_rules``, run over every registered game."""

from jinro_lab.testing.checks.test_role_rules import *  # noqa: F403
