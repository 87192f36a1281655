"""The glossaries: every game has one, every entry is short and filled in, and the words the tables show
can be looked up (by name, alias or plural)."""

import re
from pathlib import Path

import pytest

from baraza.game.core.glossary import glossary_for, parse_glossary, singular_forms
from baraza.game.registry import GAMES, game_names

SCENES = Path(__file__).resolve().parents[2] / "scenes"

# The words the brief asks for and the words the tables show (each also found in that table's code).
REQUIRED = {
    "kona": ["tower", "stack height", "top piece", "line", "uncovering", "first-move rule", "covered piece",
             "white", "black", "draw by repetition"],
    "krownia": ["village", "town", "road", "harbour", "Pirate", "development card", "Warrior", "Longest Road",
                "Largest Army", "bank trade", "Victory Point", "Road Building", "Year of Plenty", "Monopoly",
                "Wood", "Brick", "Sheep", "Wheat", "Ore", "Desert", "Bank", "Forest", "Hills", "Pasture",
                "Fields", "Mountains", "Trade", "Dev card", "Friendly Pirate", "Beginner island",
                "discard limit", "victory target", "turn timer", "setup"],
    "konja": ["Ancestor", "Idol", "Favour", "Blessing", "Bones", "Magick", "Power", "Gold", "Cloud", "Relic",
              "Spell", "Action die", "red die", "Summoning Pyramid", "Offering", "Shayka", "Bigga Storm",
              "final round", "Collection", "Spirit Ancestor", "Resource Ancestor", "Spell Ancestor",
              "Merchant Ancestor", "Rain Ancestor", "Number dice", "Red dice", "Action dice", "Pair", "Supply",
              "Recharge", "Relics", "Spells", "Ancestors", "Green"],
    "khedu": ["Cadre", "Ensemble", "Desert stacks", "Cadence", "Eternal Cadence", "Command", "Meditation",
              "Legacy", "unit", "clan", "equal-dice rule", "Influence", "Honor", "Khana", "Aura", "Offensive",
              "Defensive", "Replenish", "Redraw hand", "Pass", "Infiltrating", "Himbua", "Hadimi", "Wuqri",
              "Oadhii", "Rahala", "Meditate", "Eternal", "First turn", "Clan board", "Resources", "Cadences",
              "The Desert wakes", "Turn limit per player"],
}
# Words the brief names that need not appear literally in the table code.
NOT_IN_CODE = {"stack height", "top piece", "line", "uncovering", "first-move rule", "covered piece", "white", "black",
               "draw by repetition", "harbour", "bank trade", "discard limit", "victory target", "turn timer",
               "setup", "Favour", "Blessing", "Cloud", "Idol", "Action die", "red die", "Shayka", "Bigga Storm",
               "final round", "Ensemble", "Desert stacks", "Cadence", "Eternal Cadence", "unit", "clan",
               "equal-dice rule", "Cadre", "Summoning Pyramid", "Legacy", "Dev card", "Friendly Pirate",
               "Beginner island", "Turn limit per player", "Command", "Meditation", "tower", "Offering"}


def sentences(text: str) -> int:
    """Sentences as a reader counts them: a stop followed by a capital starts the next one."""
    return len([part for part in re.split(r"(?<=[.!?])\s+(?=[A-Z0-9])", text.strip()) if part])


@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_a_glossary_of_short_filled_entries(game):
    assert game in game_names()
    glossary = glossary_for(game)
    assert len(glossary) >= 10
    seen: set[str] = set()
    for entry in glossary:
        assert entry.term.strip(), entry
        assert entry.text.strip(), entry.term
        assert sentences(entry.text) <= 2, f"{game}: '{entry.term}' runs over two sentences"
        for name in entry.names():
            assert name.strip(), entry.term
            assert name.lower() not in seen, f"{game}: '{name}' names two entries"
            seen.add(name.lower())


@pytest.mark.parametrize("game", GAMES)
def test_the_words_the_tables_show_have_entries(game):
    glossary = glossary_for(game)
    code = " ".join(path.read_text(encoding="utf-8") for path in (SCENES / game).rglob("*.py"))
    missing = [word for word in REQUIRED.get(game, ()) if glossary.lookup(word) is None]
    assert not missing, f"{game}: no glossary entry for {missing}"
    for word in REQUIRED.get(game, ()):
        if word not in NOT_IN_CODE:
            assert word.lower() in code.lower(), f"'{word}' is not shown by the {game} table any more"


def test_lookup_matches_names_aliases_plurals_and_case():
    glossary = glossary_for("krownia")
    assert glossary.lookup("Towns").term == "Town"
    assert glossary.lookup("robber").term == "Pirate"
    assert glossary.lookup("DEV CARDS").term == "Development card"
    assert glossary.lookup("harbours").term == "Harbour"
    assert glossary.lookup("spaceship") is None
    assert glossary_for("kona").lookup("towers").term == "Tower"
    assert glossary_for("khedu").lookup("Cadences").term == "Cadence"


def test_plural_forms_and_a_missing_glossary():
    assert "city" in singular_forms("cities")
    assert "box" in singular_forms("boxes")
    assert singular_forms("glass") == ["glass"]
    assert len(glossary_for("no-such-game")) == 0
    parsed = parse_glossary("toy", '[[term]]\nterm = "Die"\naliases = "dice"\ntext = "A cube."\n')
    assert parsed.lookup("dice").text == "A cube."


def test_the_glossary_is_read_once():
    assert glossary_for("konja") is glossary_for("konja")
