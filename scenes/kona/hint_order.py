"""The Hint's words as Kona's panel writes them: the proven verdict first, then the reason.

The shared hint ends with its verdict in brackets ("Hint: f1 → e2: it moves your piece from f1, where d3 → f1
could cover it, to e2, where nothing can (Every move loses now: this one holds out longest; Black wins in 3
moves)"); the panel's two lines cut it at "…where nothing can (Every move loses…", the news that mattered most
only on hover (kona16). Here the verdict comes right after the move, in a sentence of its own."""

from __future__ import annotations

import re

HEAD = "Hint: "
# the verdicts game/kona/analysis.hint_verdict gives (proof.py's words, or the every-move-loses ones built on them)
VERDICT = re.compile(r" \((Every move loses now: [^()]*|this wins now|(?:White|Black) wins in \d+ moves?"
                     r"|draw with best play|swapping wins: [^()]*)\)$")
LONGEST = re.compile(r": this one holds out longest; (White|Black) wins in (\d+ moves?)$")


def verdict_first(text: str) -> str:
    """`text` (the shared "Hint: move: reason (verdict)") with its verdict said before the reason: "Hint: f1 → e2.
    Every move loses now; this one holds out longest: Black needs 3 moves to win. It moves your piece …". Text
    without a known verdict is kept as it is."""
    found = VERDICT.search(text)
    if not text.startswith(HEAD) or found is None:
        return text
    body = text[len(HEAD):found.start()]
    move, _, reason = body.partition(": ")
    verdict = LONGEST.sub(r"; this one holds out longest: \1 needs \2 to win", found.group(1))
    out = f"{HEAD}{move}. {_sentence(verdict)}"
    return f"{out} {_sentence(reason)}" if reason else out


def _sentence(words: str) -> str:
    """`words` as a sentence: a capital first and a full stop last."""
    words = words.strip()
    return words[:1].upper() + words[1:] + ("" if words.endswith((".", "!", "?")) else ".")
