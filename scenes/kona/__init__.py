"""The kona table: the scene (input and flow) and its drawing and panels."""

from baraza.scenes.kona.table import KonaScene as TABLE

__all__ = ["TABLE"]
