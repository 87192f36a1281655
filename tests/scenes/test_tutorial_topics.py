"""docs/tutorials.md lists, per game, the topics a first real match meets and the word of the lesson that
teaches each; this test reads that list and finds each word in the game's lesson script. Kona, KROWNIA and
Konja have no gaps left."""

from __future__ import annotations

import re
from pathlib import Path

from baraza.game.core.tutorial import load_tutorial
from baraza.game.registry import GAMES, get_game

DOC = Path(__file__).resolve().parents[2] / "docs" / "tutorials.md"
NO_GAPS = ("kona", "krownia", "konja", "khedu")


def topics() -> dict[str, tuple[list[tuple[str, str]], list[str]]]:
    """{game: ([(topic, word)], [gap topic])} from the doc's "Topics each lesson covers" section."""
    text = DOC.read_text(encoding="utf-8").split("## Topics each lesson covers", 1)[1]
    found: dict[str, tuple[list[tuple[str, str]], list[str]]] = {}
    game = None
    for line in text.splitlines():
        if line.startswith("### "):
            game = line[4:].strip()
            found[game] = ([], [])
        elif line.startswith("- **gap**:") and game:
            found[game][1].append(line.split(":", 1)[1].strip())
        elif line.startswith("- ") and game:
            match = re.match(r"- (.+) — `([^`]+)`$", line)
            assert match, f"a topic line needs its word: {line!r}"
            found[game][0].append((match.group(1), match.group(2)))
    return found


def test_every_game_lists_its_lesson_topics():
    listed = topics()
    assert sorted(listed) == sorted(GAMES)
    for game, (covered, _gaps) in listed.items():
        assert len(covered) >= 5, game


def test_each_listed_topic_is_in_the_lesson_script():
    for game, (covered, _gaps) in topics().items():
        tutorial = load_tutorial(get_game(game))
        text = " ".join([step.text for step in tutorial.steps] + [tutorial.outro]).lower()
        text = re.sub(r"\s+", " ", text)
        for topic, word in covered:
            assert word.lower() in text, f"{game}: the lesson does not teach {topic!r} (no {word!r})"


def test_lessons_without_gaps_have_none():
    listed = topics()
    for game in NO_GAPS:
        assert listed[game][1] == [], game
