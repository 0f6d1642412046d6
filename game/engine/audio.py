"""Sound effects and music, honouring the volume settings.

    init(effects=0.8, music=0.5) -> bool   open the mixer (False: no audio device)
    set_volumes(effects=None, music=None)  0..1 each
    play(name, volume=1.0)                 assets/sounds/<name>.wav: "click", "card_flip",
                                           "card_slide", "coin", "thud", "chime", "whoosh"
    play_music(name="theme")               loops assets/sounds/<name>.wav
    stop_music()

Without a mixer (no sound card, a headless run) every call is silent and
harmless: sound never stops the game.
"""

from __future__ import annotations

import sys

import pygame

from . import assets

SOUND_NAMES = ("click", "card_flip", "card_slide", "coin", "thud", "chime", "whoosh")

_sounds: dict[str, object] = {}
_volumes = {"effects": 0.8, "music": 0.5}
_ready = False
_music: str | None = None


def init(effects: float = 0.8, music: float = 0.5) -> bool:
    global _ready
    set_volumes(effects, music)
    if _ready:
        return True
    try:
        if not pygame.mixer.get_init():
            pygame.mixer.pre_init(22050, -16, 2, 512)
            pygame.mixer.init()
        _ready = bool(pygame.mixer.get_init())
    except (pygame.error, OSError) as exc:
        print(f"Sound is off: {exc}", file=sys.stderr)
        _ready = False
    return _ready


def available() -> bool:
    return _ready and bool(pygame.mixer.get_init())


def set_volumes(effects: float | None = None, music: float | None = None) -> None:
    if effects is not None:
        _volumes["effects"] = max(0.0, min(1.0, float(effects)))
    if music is not None:
        _volumes["music"] = max(0.0, min(1.0, float(music)))
        if available():
            try:
                pygame.mixer.music.set_volume(_volumes["music"])
            except pygame.error:
                pass


def volume(kind: str) -> float:
    return _volumes[kind]


def play(name: str, volume: float = 1.0) -> None:
    if not available() or _volumes["effects"] <= 0:
        return
    snd = _sounds.get(name)
    if snd is None and name not in _sounds:
        snd = assets.sound(f"sounds/{name}.wav")
        _sounds[name] = snd
    if snd is None:
        return
    try:
        snd.set_volume(max(0.0, min(1.0, volume * _volumes["effects"])))
        snd.play()
    except pygame.error:
        pass


def play_music(name: str = "theme") -> None:
    global _music
    if not available() or _music == name:
        return
    path = assets.asset_path(f"sounds/{name}.wav")
    if not path.is_file():
        assets.report_missing(f"assets/sounds/{name}.wav", "not found")
        return
    try:
        pygame.mixer.music.load(str(path))
        pygame.mixer.music.set_volume(_volumes["music"])
        pygame.mixer.music.play(-1, fade_ms=1500)
        _music = name
    except pygame.error as exc:
        print(f"Music is off: {exc}", file=sys.stderr)


def stop_music() -> None:
    global _music
    _music = None
    if available():
        try:
            pygame.mixer.music.fadeout(400)
        except pygame.error:
            pass


def shutdown() -> None:
    global _ready, _music
    _sounds.clear()
    _music = None
    if _ready and pygame.mixer.get_init():
        pygame.mixer.quit()
    _ready = False
