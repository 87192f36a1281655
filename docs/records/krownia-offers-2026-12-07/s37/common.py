"""S37 helpers: the normal AI before this change (HEAD 64b1845's ai_trade.py, copied to old_ai_trade.py beside this
file with `git show 64b1845:game/krownia/ai_trade.py > .../s37/old_ai_trade.py`) and after (the working tree)."""
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import old_ai_trade  # noqa: E402

from baraza.game.krownia import ai as A  # noqa: E402


class Old(A.KrowniaAI):
    """The normal AI with the trading code before the change."""


for _name, _fn in vars(old_ai_trade.Dealing).items():
    if callable(_fn) and not _name.startswith("__"):
        setattr(Old, _name, _fn)


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    if not n:
        return (0.0, 1.0)
    p = k / n
    c = (p + z * z / (2 * n)) / (1 + z * z / n)
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return round(c - h, 3), round(c + h, 3)
