"""A game's words, each explained in a sentence or two, read from `data/<game>/glossary.toml`.

The file lives in the game spec's data package (beside its card sets). It is read once, on first use,
into frozen entries; `Glossary.lookup` finds a term by its name or an alias, singular or plural, in any
case, so a table can ask for the word it shows ("Towers", "towns", "Idol").
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

GLOSSARY_FILE = "glossary.toml"
ASSETS = "baraza.assets"  # the data package (maps, card sets, glossaries, fonts)


@dataclass(frozen=True, slots=True)
class GlossaryEntry:
    term: str
    text: str
    aliases: tuple[str, ...] = ()

    def names(self) -> tuple[str, ...]:
        return (self.term, *self.aliases)


def normalise(word: str) -> str:
    """Lower case, single spaces, straight apostrophes: the form terms are compared in."""
    return " ".join(word.replace("’", "'").lower().split())


def singular_forms(word: str) -> list[str]:
    """`word` and the singulars it may be a plural of (towers -> tower, cities -> city, boxes -> box)."""
    forms = [word]
    if word.endswith("ies") and len(word) > 4:
        forms.append(word[:-3] + "y")
    if word.endswith("es") and len(word) > 3:
        forms.append(word[:-2])
    if word.endswith("s") and not word.endswith("ss") and len(word) > 2:
        forms.append(word[:-1])
    return forms


class Glossary:
    """The entries of one game, in the file's order, with a lookup by name, alias or plural."""

    def __init__(self, game: str, entries: tuple[GlossaryEntry, ...]) -> None:
        self.game = game
        self.entries = entries
        self._index: dict[str, GlossaryEntry] = {}
        self._pattern: re.Pattern[str] | None = None  # built on the first find_terms
        for entry in entries:
            for name in entry.names():
                self._index.setdefault(normalise(name), entry)

    def __len__(self) -> int:
        return len(self.entries)

    def __iter__(self):
        return iter(self.entries)

    def find_terms(self, text: str) -> list[tuple[int, int, GlossaryEntry]]:
        """Where the game's words occur in `text`: (start, end, entry), longest names first, whole words only,
        plurals included ("Towers" finds Tower). Tables use it to explain a word under the pointer."""
        if self._pattern is None:
            names = sorted({name for entry in self.entries for name in entry.names() if name.strip()},
                           key=len, reverse=True)
            body = "|".join(re.escape(name).replace(r"\ ", r"\s+") for name in names) or r"(?!x)x"
            self._pattern = re.compile(rf"(?<![\w])(?:{body})(?:e?s)?(?![\w])", re.IGNORECASE)
        found = []
        for match in self._pattern.finditer(text):
            entry = self.lookup(match.group(0))
            if entry is not None:
                found.append((match.start(), match.end(), entry))
        return found

    def lookup(self, term: str) -> GlossaryEntry | None:
        word = normalise(term)
        for form in singular_forms(word):
            entry = self._index.get(form)
            if entry is not None:
                return entry
        return None


def parse_glossary(game: str, text: str) -> Glossary:
    """A glossary from TOML text: `[[term]]` tables with `term`, `text` and optional `aliases`."""
    data = tomllib.loads(text)
    entries = []
    for item in data.get("term", []):
        aliases = item.get("aliases", [])
        if isinstance(aliases, str):
            aliases = [aliases]
        entries.append(GlossaryEntry(str(item["term"]).strip(), " ".join(str(item.get("text", "")).split()),
                                     tuple(str(a).strip() for a in aliases)))
    return Glossary(game, tuple(entries))


@lru_cache(maxsize=32)
def _load(package: str, game: str) -> Glossary:
    try:
        text = (resources.files(package) / "data" / game / GLOSSARY_FILE).read_text(encoding="utf-8")
    except (OSError, ModuleNotFoundError, UnicodeDecodeError):
        return Glossary(game, ())
    return parse_glossary(game, text)


def glossary_for(game: str, package: str = ASSETS) -> Glossary:
    """The glossary of `game` from `package`'s data folder (empty when the game ships none); read once."""
    return _load(package, game)
