"""The krownia table: the scene (table.py) and the parts it owns (geometry, selection, drawing panels, trade
dialog, prompts, animations, input, lesson targets), each in its own module."""

from baraza.scenes.krownia.table import KrowniaScene as TABLE

__all__ = ["TABLE"]
