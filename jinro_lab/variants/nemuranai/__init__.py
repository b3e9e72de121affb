"""人狼は眠らない (Nemuranai, "The Werewolf Never Sleeps"): rules in ``game.py``."""
