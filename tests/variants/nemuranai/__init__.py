"""Rule tests of 人狼は眠らない (nemuranai): one module per topic of the rules spec."""
