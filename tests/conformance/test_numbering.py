"""The kit's check ``jinro_lab.testing.checks.test_numbering``, run over every registered game."""

from jinro_lab.testing.checks.test_numbering import *  # noqa: F403
