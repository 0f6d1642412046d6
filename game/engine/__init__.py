"""The pygame toolkit every scene shares: scenes, motion, sprites, widgets,
text, assets, camera and the Tiled loader."""
