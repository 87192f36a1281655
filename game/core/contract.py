"""What a shipped game must provide, as one checked contract: `missing(spec)` names each thing a game lacks.

A game declares itself once (its entry point and `SPEC`); everything else it brings in its own packages:
- a players' rules page (`<data_package>/rules/<rules_doc>`) with the sections every page has and at least
  one picture (`![caption](picture:name)`, drawn by its table package);
- a glossary of its words (`<data_package>/data/<game>/glossary.toml`) for the table's hover help;
- a lesson script (`<data_package>/tutorials/<game>.toml`) that loads, with its `topics`: what a first real
  match meets and the word of the script that teaches each, every word found in the script.
The tests run it over every installed game and over the fixture game; a message says what is missing and
where it belongs, so a contributor knows what to add without reading the tests.
"""

from __future__ import annotations

import re
from importlib import resources

from baraza.game.core.glossary import glossary_for
from baraza.game.core.spec import GameSpec
from baraza.game.core.tutorial import TutorialError, load_tutorial

RULES_SECTIONS = ("## how to win", "## setup", "## fine print")
PICTURE = re.compile(r"!\[[^\]]*\]\(picture:[^)]+\)")


def _rules_text(spec: GameSpec) -> str | None:
    try:
        return (resources.files(spec.data_package) / "rules" / spec.rules_file).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError, ModuleNotFoundError):
        return None


def missing(spec: GameSpec) -> list[str]:
    """One line for each thing `spec`'s game does not provide; empty when it meets the contract."""
    name, out = spec.name, []
    out += [f"{name}: its GameSpec does not declare {field} (True or False)"
            for field in ("chance", "hidden_information") if not isinstance(getattr(spec, field), bool)]
    text = _rules_text(spec)
    where = f"{spec.data_package}/rules/{spec.rules_file}"
    if text is None:
        out.append(f"{name}: no players' rules page ({where})")
    else:
        lower = text.lower()
        out += [f"{name}: the rules page {where} has no '{s}' section" for s in RULES_SECTIONS if s not in lower]
        if not PICTURE.search(text):
            out.append(f"{name}: the rules page {where} names no picture (![caption](picture:name))")
    if not glossary_for(name, spec.data_package).entries:
        out.append(f"{name}: no glossary ({spec.data_package}/data/{name}/glossary.toml)")
    try:
        tutorial = load_tutorial(spec)
    except TutorialError as exc:
        return [*out, f"{name}: the lesson script does not load ({exc})"]
    if tutorial is None:
        return [*out, f"{name}: no lesson ({spec.data_package}/tutorials/{name}.toml)"]
    if not tutorial.topics:
        out.append(f"{name}: the lesson script lists no topics (topics = [[topic, word], ...])")
    script = re.sub(r"\s+", " ", " ".join([s.text for s in tutorial.steps] + [tutorial.outro]).lower())
    out += [f"{name}: the lesson does not teach {topic!r} (no {word!r} in its script)"
            for topic, word in tutorial.topics if word.lower() not in script]
    return out
