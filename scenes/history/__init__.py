"""The History screen's parts: the match list, the statistics drawing, the import box."""
