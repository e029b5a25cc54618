"""Developer tools run from a checkout (bench, monkey, soak, tournaments, measurements); never in the bundle."""
