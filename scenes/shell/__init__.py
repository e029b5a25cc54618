"""The program around the games: window and loop, flags, input, kiosk, crash guard, settings, saves."""
