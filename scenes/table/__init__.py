"""What every game table shares: the match, seats and their controllers, bots, hand-over, log."""
