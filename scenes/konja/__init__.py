"""The konja table: the scene (input and flow) and its drawing and panels."""

from baraza.scenes.konja.table import KonjaScene as TABLE

__all__ = ["TABLE"]
