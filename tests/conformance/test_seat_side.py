"""The kit's check ``jinro_lab.testing.checks.test_seat_side``, run over every registered game."""

from jinro_lab.testing.checks.test_seat_side import *  # noqa: F403
