"""English strings of the guided first game shared by every game (keys start with "tutorial.")."""

STRINGS: dict[str, str] = {
    "tutorial.learn": "Learn to play",
    "tutorial.step": "Step {k} of {n}",
    "tutorial.next": "Next",
    "tutorial.skip": "Skip lesson",
    "tutorial.play_real": "Play a real game",
    "tutorial.keep": "Keep learning",
    "tutorial.skip_title": "Skip the lesson?",
    "tutorial.skip_detail": "You can play a real game against easy bots right away.",
    "tutorial.wrong_move": "Not that one this time: follow the gold arrow.",
    "tutorial.read_first": "Read the note first, then tap Next.",
    "tutorial.your_move": "Your move",
    "kiosk.learn_to_play": "New here? Learn to play {game}",
}
