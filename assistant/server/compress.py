"""The web client's files, compressed once and kept on disk, with caching headers.

A phone's first visit loads about 14 MB of Flet's web client (``main.dart.wasm``,
``skwasm.wasm``, the icon font, …) that Flet's static files send uncompressed and
without ``Cache-Control``. Here each such file is compressed the first time a browser
asks for it — brotli or gzip, as its ``Accept-Encoding`` allows — and the result is kept
in the user's cache folder, keyed by the file's path, size and modification time, so it
is never compressed again, across restarts too. The first request gets a quick brotli
(quality 5: 0.3 s for the 8.5 MB ``main.dart.wasm``); a background thread then makes the
smallest one (quality 11, 20 s of one core, at the lowest priority) and swaps it in. gzip
is made at level 9 at once (under a second).

Every answer may be kept by the browser but is revalidated (``Cache-Control: no-cache``
with a strong ``ETag`` per file and encoding): a second visit costs a few hundred bytes a
file in ``304`` answers, and a new listig or Flet version is picked up at once, since
Flet's file names carry no version. A ``Range`` request, a file the browser need not
have compressed (images, ``.woff2``, archives) and what Flet writes at start-up
(``index.html``, the manifests) are left to Flet's own static files, with the same
caching headers.

Why ``brotli`` (Google's own bindings) and not a compression middleware: Starlette's
``GZipMiddleware`` and ``brotli-asgi`` compress every answer anew, on every request —
for ``main.dart.wasm`` that is a second of CPU per phone at brotli 9, and 20 s at the
quality that brings a first visit under 4 MB.
"""

from __future__ import annotations

import contextlib
import gzip
import hashlib
import logging
import mimetypes
import os
import queue
import threading
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

log = logging.getLogger(__name__)

QUICK = 5
"""Brotli quality of the first answer for a file (fast)."""
BEST = 11
"""Brotli quality of the copy made in the background and kept."""
SMALLEST = 1024
"""Files smaller than this are sent as they are."""

STORED = {".png", ".jpg", ".jpeg", ".gif", ".webp", ".ico", ".woff2", ".gz", ".br", ".zip"}
STORED |= {".whl", ".mp4", ".webm"}
"""Kinds of file that are compressed already: sent as they are."""

WRITTEN_BY_FLET = {"index.html", "manifest.json", "assets/FontManifest.json"}
"""Files Flet patches into a folder of its own at start-up: left to Flet."""

CACHING = (b"cache-control", b"no-cache")
"""Keep, but ask before using: 304 when nothing changed."""
VARY = (b"vary", b"Accept-Encoding")

mimetypes.add_type("application/wasm", ".wasm")
mimetypes.add_type("text/javascript", ".mjs")
mimetypes.add_type("font/otf", ".otf")
mimetypes.add_type("font/ttf", ".ttf")


@dataclass(frozen=True, slots=True)
class Answer:
    """A compressed file to send."""

    data: bytes
    encoding: str
    etag: str
    content_type: str


def accepted(header: str) -> list[str]:
    """The encodings a client takes, best first among those listig makes (``br``, ``gzip``).

    >>> accepted("gzip, deflate, br, zstd")
    ['br', 'gzip']
    >>> accepted("gzip;q=0, br;q=0.5")
    ['br']
    >>> accepted("identity")
    []
    """
    taken: dict[str, float] = {}
    for part in header.split(","):
        name, _, params = part.strip().partition(";")
        weight = 1.0
        params = params.strip()
        if params.startswith("q="):
            try:
                weight = float(params[2:])
            except ValueError:
                weight = 0.0
        taken[name.strip().lower()] = weight
    star = taken.get("*", 0.0)
    return [e for e in ("br", "gzip") if taken.get(e, star) > 0]


class Compressed:
    """Compressed copies of the files under ``roots`` (the first root that has a file wins)."""

    def __init__(self, roots: Iterable[Path | str], cache: Path) -> None:
        self.roots = [Path(r).resolve() for r in roots]
        self.cache = cache
        self.locks: dict[Path, threading.Lock] = {}
        self.guard = threading.Lock()
        self.better: queue.SimpleQueue[tuple[Path, Path, Path]] = queue.SimpleQueue()
        self.pending: set[Path] = set()
        self.worker: threading.Thread | None = None

    def source(self, path: str) -> Path | None:
        """The file a request path names, if it is one listig compresses."""
        relative = path.lstrip("/")
        if not relative or relative in WRITTEN_BY_FLET or "\\" in relative or "\0" in relative:
            return None
        if Path(relative).suffix.lower() in STORED:
            return None
        for root in self.roots:
            candidate = (root / relative).resolve()
            if candidate.is_relative_to(root) and candidate.is_file():
                if candidate.stat().st_size < SMALLEST:
                    return None
                return candidate
        return None

    def answer(self, path: str, accept_encoding: str) -> Answer | None:
        """The compressed copy to send for ``path``, made now if none is kept yet;
        ``None`` when the file is better sent as it is (then Flet sends it)."""
        encodings = accepted(accept_encoding)
        if not encodings:
            return None
        source = self.source(path)
        if source is None:
            return None
        encoding = encodings[0]
        stat = source.stat()
        key = hashlib.sha256(f"{source}|{stat.st_size}|{stat.st_mtime_ns}".encode()).hexdigest()
        data = self._kept(source, key[:32], encoding)
        content_type = mimetypes.guess_type(source.name)[0] or "application/octet-stream"
        if content_type.startswith("text/") or content_type == "application/json":
            content_type += "; charset=utf-8"
        etag = f'"{key[:24]}-{encoding}-{len(data)}"'
        return Answer(data, encoding, etag, content_type)

    def _kept(self, source: Path, key: str, encoding: str) -> bytes:
        """The kept copy of ``source`` in ``encoding``, made first if there is none.

        gzip is kept as ``KEY.gz``; brotli as ``KEY.br``, and until the background thread
        has made that, as the quick ``KEY.quick.br``."""
        best = self.cache / f"{key}.{'br' if encoding == 'br' else 'gz'}"
        quick = self.cache / f"{key}.quick.br"
        with self.guard:
            lock = self.locks.setdefault(best, threading.Lock())
        with lock:
            for kept in (best, quick) if encoding == "br" else (best,):
                with contextlib.suppress(FileNotFoundError):
                    data = kept.read_bytes()  # whole: the better copy may replace it meanwhile
                    if kept is quick:
                        self._improve_later(source, quick, best)
                    return data
            if encoding == "gzip":
                data = gzip.compress(source.read_bytes(), compresslevel=9, mtime=0)
                _write(best, data)
                return data
            import brotli

            data = bytes(brotli.compress(source.read_bytes(), quality=QUICK))
            _write(quick, data)
            self._improve_later(source, quick, best)
            return data

    def _improve_later(self, source: Path, quick: Path, best: Path) -> None:
        with self.guard:
            if best in self.pending:
                return
            self.pending.add(best)
            self.better.put((source, quick, best))
            if self.worker is None or not self.worker.is_alive():
                self.worker = threading.Thread(target=self._improve, name="brotli", daemon=True)
                self.worker.start()

    def _improve(self) -> None:
        """Make the smallest brotli copy of each file sent quick, one at a time."""
        import brotli

        # the lowest priority where the platform has one: the tables' taps come first
        with contextlib.suppress(AttributeError, OSError):
            os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), 19)
        while True:
            try:
                source, quick, best = self.better.get(timeout=5)
            except queue.Empty:
                with self.guard:
                    if self.better.empty():
                        self.worker = None
                        return
                continue
            try:
                _write(best, brotli.compress(source.read_bytes(), quality=BEST))
                quick.unlink(missing_ok=True)
            except OSError as error:
                log.warning("could not keep the compressed %s: %s", source.name, error)
            with self.guard:
                self.pending.discard(best)

    def improving(self) -> bool:
        """Whether smaller copies are still being made in the background."""
        with self.guard:
            return bool(self.pending)


def _write(path: Path, data: bytes) -> None:
    """Write ``path`` whole or not at all (a reader never sees half a file)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(f"{path.name}.{os.getpid()}.{threading.get_ident()}.tmp")
    temporary.write_bytes(data)
    os.replace(temporary, path)
