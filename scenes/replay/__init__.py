"""The replay viewer's parts: the analysis job, the timeline with its curve, the move list, the board."""
