"""The kit's check ``jinro_lab.testing.checks.test_contract``, run over every registered game."""

from jinro_lab.testing.checks.test_contract import *  # noqa: F403
