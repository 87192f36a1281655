"""Where Baraza keeps things: settings, saves, the autosave, and the scores database."""
