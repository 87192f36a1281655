"""What every game shares: actions, the rules protocol, the match controller, agents, persistence."""
