"""Draw Baraza's window and bundle icon (assets/icon.png, 256×256): a stone bench with a die on it.

Run: python tools/make_icon.py   (the output is committed; the app loads it with pygame.image.load)
"""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "assets" / "icon.png"


def draw_icon(size: int = 256) -> pygame.Surface:
    s = size / 256
    icon = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(icon, (38, 44, 52), (0, 0, size, size), border_radius=int(48 * s))
    pygame.draw.rect(icon, (232, 176, 72), (0, 0, size, size), width=max(2, int(8 * s)), border_radius=int(48 * s))
    # the bench: a long seat on two legs
    pygame.draw.rect(icon, (120, 114, 104), (int(28 * s), int(150 * s), int(200 * s), int(26 * s)),
                     border_radius=int(6 * s))
    pygame.draw.rect(icon, (146, 139, 127), (int(28 * s), int(150 * s), int(200 * s), int(8 * s)),
                     border_radius=int(4 * s))
    for x in (52, 172):
        pygame.draw.rect(icon, (92, 87, 80), (int(x * s), int(176 * s), int(32 * s), int(52 * s)))
    # a die resting on it, showing five
    die = pygame.Rect(int(92 * s), int(78 * s), int(72 * s), int(72 * s))
    pygame.draw.rect(icon, (236, 232, 222), die, border_radius=int(12 * s))
    r = max(2, int(7 * s))
    for dx, dy in ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)):
        pygame.draw.circle(icon, (38, 44, 52), (die.centerx + int(dx * 20 * s), die.centery + int(dy * 20 * s)), r)
    return icon


def main() -> None:
    pygame.init()
    pygame.image.save(draw_icon(), str(OUT))
    print(f"wrote {OUT}")


if __name__ == "__main__":
    main()
