"""Make the small sound effects in assets/sounds/ (synthesised, so they carry no licence questions).

Run: python tools/make_sounds.py   (the output is committed; the game only reads the WAV files)
"""

from __future__ import annotations

import math
import random
import struct
import wave
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"


def write(name: str, samples: list[float]) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    with wave.open(str(OUT / f"{name}.wav"), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(max(-1, min(1, s)) * 30000)) for s in samples))


def tone(freqs: list[float], seconds: float, decay: float, volume: float = 0.5) -> list[float]:
    n = int(RATE * seconds)
    return [volume * math.exp(-decay * i / RATE) * sum(math.sin(2 * math.pi * f * i / RATE) for f in freqs)
            / len(freqs) for i in range(n)]


def knock(seconds: float = 0.09, pitch: float = 180.0) -> list[float]:
    rng = random.Random(7)
    n = int(RATE * seconds)
    return [0.7 * math.exp(-40 * i / RATE) * (0.6 * math.sin(2 * math.pi * pitch * i / RATE) + 0.4 * rng.uniform(-1, 1))
            for i in range(n)]


def dice() -> list[float]:
    out: list[float] = []
    rng = random.Random(3)
    for _ in range(5):
        out += knock(0.05, rng.uniform(300, 700)) + [0.0] * int(RATE * rng.uniform(0.02, 0.06))
    return out


def main() -> None:
    write("click", tone([880], 0.05, 60, 0.35))
    write("place", knock())
    write("dice", dice())
    write("win", tone([523, 659, 784], 0.9, 3, 0.5))
    write("lose", tone([330, 392], 0.7, 4, 0.4))
    write("error", tone([180, 190], 0.18, 12, 0.4))
    write("card", knock(0.06, 900))


if __name__ == "__main__":
    main()
