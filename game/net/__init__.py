"""Play across machines: the table protocol, the table server (rooms, seat
tokens, the room store), a threaded client and a remote bot player.

Pure Python, no pygame: the server runs headless.  ``game.core`` knows nothing
of it; it reads the games only through the registry (``game.games``).
"""
