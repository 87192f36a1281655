"""Numbers printed in the Khedu rules (v2.8)."""

HAND_SIZE = 5  # cards dealt and refilled to at the start of a turn
PASS_WITH_HERO = 3  # Legacy points a pass costs with a hero in the Cadre
PASS_WITHOUT_HERO = 5  # ... and without one
ETERNAL_COST = 5  # Honor a Meditation pays to make a Cadence Eternal
ENSEMBLE_LIMIT = 4  # places in an Ensemble
