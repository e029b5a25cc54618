"""Game nights: the saved players, the store of finished games, and the night's standings."""
