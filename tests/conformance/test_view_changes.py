"""The kit's check ``jinro_lab.testing.checks.test_view_changes``, run over every registered game."""

from jinro_lab.testing.checks.test_view_changes import *  # noqa: F403
