"""The kit's check ``jinro_lab.testing.checks.test_readable_texts``, run over every registered game."""

from jinro_lab.testing.checks.test_readable_texts import *  # noqa: F403
