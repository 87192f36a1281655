"""Baraza's pygame-ce side: the app, its scene stack, widgets and one scene per game."""

import os

# pygame prints a banner on import; the CLI's JSON output must stay clean.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
