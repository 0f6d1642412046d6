"""Make the desktop icons from our art (the star on the wanted poster that
make_art.py draws): hicolor PNGs for Linux, an .ico for Windows and an .icns
for macOS.

    python build_scripts/make_icons.py --out DIR [--app-id bounty-table]

writes DIR/hicolor/<N>x<N>/apps/<app-id>.png for every size in HICOLOR_SIZES,
DIR/BountyTable.ico and DIR/BountyTable.icns.  build_exe.py calls the same
functions at build time, so the icons always follow the art.

The art is drawn once at 1024 px and scaled down: each smaller icon is a
smooth reduction of the same picture, never a redraw with thinner lines.
Both containers hold PNG images, which Windows (Vista on) and macOS (10.7 on)
read.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "build_scripts"))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

import make_art  # noqa: E402

MASTER_SIZE = 1024
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# The PNG kinds an .icns holds, by the pixel size of their picture
# (the @2x kinds share a size with a plain kind).
ICNS_TYPES = (
    (b"icp4", 16), (b"ic11", 32), (b"icp5", 32), (b"ic12", 64), (b"icp6", 64),
    (b"ic07", 128), (b"ic13", 256), (b"ic08", 256), (b"ic14", 512), (b"ic09", 512), (b"ic10", 1024),
)


def png_bytes(surface: pygame.Surface) -> bytes:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "icon.png"
        pygame.image.save(surface, str(path))
        return path.read_bytes()


def render_pngs(sizes) -> dict[int, bytes]:
    """PNG files of the icon at each size, keyed by size."""
    if not pygame.get_init():
        pygame.init()
    master = make_art.icon(MASTER_SIZE)
    out: dict[int, bytes] = {}
    for size in sorted(set(sizes), reverse=True):
        picture = master if size == MASTER_SIZE else _reduce(master, size)
        out[size] = png_bytes(picture)
    return out


def _reduce(master: pygame.Surface, size: int) -> pygame.Surface:
    """Halve while more than twice too big, then one last smooth step: a
    single big jump would skip pixels and leave the small icons ragged."""
    picture = master
    while picture.get_width() > size * 2:
        half = picture.get_width() // 2
        picture = pygame.transform.smoothscale(picture, (half, half))
    return pygame.transform.smoothscale(picture, (size, size))


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height from a PNG's header chunk."""
    if data[:8] != b"\x89PNG\r\n\x1a\n" or data[12:16] != b"IHDR":
        raise ValueError("not a PNG file")
    return struct.unpack(">II", data[16:24])


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding one PNG image per size (256 px at most)."""
    sizes = sorted(pngs)
    if not sizes or sizes[-1] > 256:
        raise ValueError("an .ico holds images of 1 to 256 px")
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, images = b"", b""
    for size in sizes:
        data = pngs[size]
        # A width or height of 0 in the directory means 256.
        entries += struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32, len(data), offset)
        images += data
        offset += len(data)
    return header + entries + images


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns holding every kind in ICNS_TYPES whose size is given."""
    body = b""
    for kind, size in ICNS_TYPES:
        if size in pngs:
            body += kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_hicolor(folder: Path, pngs: dict[int, bytes], app_id: str) -> list[Path]:
    """The freedesktop icon theme layout: hicolor/<N>x<N>/apps/<app_id>.png."""
    written = []
    for size in HICOLOR_SIZES:
        path = folder / "hicolor" / f"{size}x{size}" / "apps" / f"{app_id}.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(pngs[size])
        written.append(path)
    return written


def make_all(out: Path, app_id: str, name: str = "BountyTable") -> dict[str, Path]:
    """Every icon, written under ``out``: {"hicolor": folder, "ico": file, "icns": file}."""
    pngs = render_pngs({*HICOLOR_SIZES, *ICO_SIZES, *(size for _kind, size in ICNS_TYPES)})
    out.mkdir(parents=True, exist_ok=True)
    write_hicolor(out, pngs, app_id)
    ico, icns = out / f"{name}.ico", out / f"{name}.icns"
    ico.write_bytes(ico_bytes({size: pngs[size] for size in ICO_SIZES}))
    icns.write_bytes(icns_bytes(pngs))
    return {"hicolor": out / "hicolor", "ico": ico, "icns": icns}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--app-id", default="bounty-table")
    opts = parser.parse_args(argv)
    made = make_all(opts.out, opts.app_id)
    for what, path in made.items():
        print(f"{what}: {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
