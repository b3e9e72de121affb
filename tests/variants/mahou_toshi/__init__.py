"""Rule tests of 魔法都市の人狼 (mahou_toshi), basic village: one module per topic of the rules spec."""
