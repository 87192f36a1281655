"""The krownia table: the scene (input and flow) and its drawing and panels."""

from baraza.scenes.krownia.table import KrowniaScene as TABLE

__all__ = ["TABLE"]
