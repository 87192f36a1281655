"""The Hint's words in Kona's players' panel, the verdict always whole (blind tester kona17).

The words are the shared `compose_hint` string: "Hint: <move>. <Verdict>. <Reason>." with a proven verdict, else
"Hint: <move>: <reason>". The panel's last lines cut "…lets Black play a1 → a4…" (its "and win by force" lost) and
"From c3 your piece…" mid-sentence. So, in order: the words wrap at the panel's size, shrink down to the text floor,
take the room of the "Move N" note above them (the caller asks `wants_note_room`), and only then is the reason cut:
at a clause (", ", "; ", ": ") where one fits, else at a word, never inside the head or the verdict. A cut text's
full words show on hover (fonts.shortened), as every shortened text's do."""

from __future__ import annotations

import re

import pygame

from baraza.scenes.ui import theme

SIZE = 16  # the panel's reading size (its note and warning are drawn at it too)
SENTENCE = re.compile(r"(?<=[.!?]) (?=[A-Z])")  # compose_hint's sentences: a full stop, then a capital
CLAUSE = re.compile(r"[,;:] ")  # where a cut reason still reads as whole words


def panel_words(scene, view) -> str:
    """The hint's whole words for the panel of `scene` (a Kona table), "" with no hint: the shared words, a proven
    verdict before the reason (scenes/table/intents.compose_hint)."""
    if scene.hint is None or view.is_over:
        return ""
    seat = scene.human_to_act()
    words = scene.match.describe_action(seat, scene.hint) if seat is not None else ""
    return scene.hint_text or (f"Hint: {words}" if words else "Hint: follow the arrow")


def hint_parts(text: str) -> tuple[str, str]:
    """`text` split into what is never cut (the head "Hint: <move>." and the verdict sentence after it) and the
    reason, which may be: "Hint: f1 → f2. Every move loses now…" keeps both sentences, "Hint: a6 → b5: it …" its
    head."""
    sentences = SENTENCE.split(text)
    if len(sentences) >= 2:  # a verdict was given: head and verdict are the first two sentences
        return " ".join(sentences[:2]), " ".join(sentences[2:])
    head, _, rest = text.partition(": ")  # "Hint", then "<move>: <reason>" (compose_hint's words without a verdict)
    move, colon, reason = rest.partition(": ")
    if colon:
        return f"{head}: {move}:", reason
    return text, ""


def fits(fonts: theme.Fonts, text: str, box: pygame.Rect) -> bool:
    """Whether `text` is drawn whole in `box`, wrapped and shrunk no lower than the text floor."""
    return not theme.fit_lines(fonts, text, box.size, SIZE)[2]


def wants_note_room(fonts: theme.Fonts, text: str, box: pygame.Rect) -> bool:
    """Whether the hint needs the note's room above `box` to be drawn whole (the caller then leaves the note out:
    the move's number comes back with the next move, the hint is what the player asked for)."""
    return not fits(fonts, text, box)


def fitted_hint(fonts: theme.Fonts, text: str, box: pygame.Rect) -> str:
    """`text` as it is drawn in `box`: whole when it fits, else with its reason cut at the latest clause (or word)
    that lets head, verdict and the cut reason fit whole, an ellipsis marking the cut."""
    if fits(fonts, text, box):
        return text
    kept, reason = hint_parts(text)
    # a whole clause first ("…force a win…" over "…a6 → d6, for one…"), then a part of one, then a word
    strong = sorted((m.start() for m in CLAUSE.finditer(reason) if m.group()[0] in ";:"), reverse=True)
    weak = sorted((m.start() for m in CLAUSE.finditer(reason) if m.group()[0] == ","), reverse=True)
    words = sorted((m.start() for m in re.finditer(" ", reason)), reverse=True)
    for at in strong + weak + words:
        trial = f"{kept} {reason[:at].rstrip(' ,;:')}…"
        if fits(fonts, trial, box):
            return trial
    return kept  # no room for any of the reason: head and verdict (fit_lines cuts them only when nothing else can)


def draw_hint(surface: pygame.Surface, fonts: theme.Fonts, text: str, box: pygame.Rect, colour) -> pygame.Rect:
    """The hint's words drawn in `box` (see `fitted_hint`); a cut one's full words are told on hover."""
    shown = fitted_hint(fonts, text, box)
    drawn = theme.draw_text_box(surface, fonts, shown, box, SIZE, colour)
    if shown != text and not any(full == text for _rect, full in fonts.shortened):
        fonts.shortened.append((box.copy(), text))
    return drawn
