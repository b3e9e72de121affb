"""Variant-agnostic engine pieces: nothing here names a role or a card."""
