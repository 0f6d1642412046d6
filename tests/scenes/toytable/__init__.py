"""Last Stone: a tiny game with a table scene, registered only by the scene
tests, to drive the shared scenes through a real game-scene contract."""
