"""Phones as private hands: a join server on the local network and the seat that it drives.

Nothing here runs unless a game has a phone seat. The table (scenes/table) starts a `PhoneHub`,
which owns a `PhoneServer` (HTTP for the page, a WebSocket at /ws, on a background thread) and
publishes each phone seat's own view after every change; `PhoneSeat` hands the phone's answers
to the table like any other seat controller.
"""
