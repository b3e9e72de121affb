"""The kit's check ``jinro_lab.testing.checks.test_pictures``, run over every registered game."""

from jinro_lab.testing.checks.test_pictures import *  # noqa: F403
