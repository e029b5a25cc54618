"""Every screen that is not a game table: menu, setup, settings, rules, pause, results, attract."""
