"""A phone joins: bytes on the wire and time to the first screen, first and second visit.

Starts a real ``listig serve`` on 127.0.0.1 and opens it in headless Chromium at
360 × 800, throttled with the DevTools network conditions (download and upload at the
given rate, 20 ms latency). A first visit uses a fresh browser profile (empty cache); a
second visit opens a new page in the same profile, as a phone does the next evening.
Printed per rate and visit: requests, bytes on the wire (the sum of each response's
``encodedDataLength``: headers and compressed body as sent), the largest responses, and
the time from navigation to the first heading painted on screen (the home screen's title
in the accessibility tree Flutter builds once asked to). Each visit is run ``--runs``
times; the median is printed with the range.

Usage: .venv/bin/python bench/join.py [--rates 5,20,100] [--runs 3] [--latency 20]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "e2e"))
sys.path.insert(0, str(ROOT))

from e2e_harness import CHROMIUM, CHROMIUM_ARGS, HOST_KEYS, PHONE, Server, free_port  # noqa: E402
from playwright.sync_api import BrowserContext, Page, Playwright, sync_playwright  # noqa: E402


@dataclass
class Visit:
    """What one page load cost."""

    seconds: float
    requests: int
    wire: int
    largest: list[tuple[int, str]] = field(default_factory=list)
    hosts: set[str] = field(default_factory=set)


def host_cookie(context: BrowserContext, port: int) -> None:
    """Open the pages as the host (the cookie the host's address would set)."""
    context.add_cookies(
        [
            {
                "name": f"listig-{port}",
                "value": HOST_KEYS[port],
                "url": f"http://127.0.0.1:{port}",
                "httpOnly": True,
                "sameSite": "Strict",
            }
        ]
    )


def visit(context: BrowserContext, url: str, mbit: float, latency_ms: float) -> Visit:
    """Load ``url`` in a new page of ``context`` over a throttled link; what it cost."""
    page: Page = context.new_page()
    cdp = context.new_cdp_session(page)
    urls: dict[str, str] = {}
    sizes: dict[str, int] = {}

    def sent(event: dict[str, Any]) -> None:
        urls[event["requestId"]] = event["request"]["url"]

    def finished(event: dict[str, Any]) -> None:
        sizes[event["requestId"]] = int(event.get("encodedDataLength", 0))

    cdp.on("Network.requestWillBeSent", sent)
    cdp.on("Network.loadingFinished", finished)
    cdp.send("Network.enable")
    rate = mbit * 1_000_000 / 8
    cdp.send(
        "Network.emulateNetworkConditions",
        {
            "offline": False,
            "latency": latency_ms,
            "downloadThroughput": rate,
            "uploadThroughput": rate,
        },
    )
    start = time.perf_counter()
    page.goto(url, wait_until="commit")
    placeholder = page.locator("flt-semantics-placeholder")
    placeholder.wait_for(state="attached", timeout=120_000)
    placeholder.dispatch_event("click")
    page.get_by_role("heading").first.wait_for(timeout=120_000)
    seconds = time.perf_counter() - start
    page.wait_for_timeout(1500)  # what the first screen fetches after its first paint
    largest = sorted(((sizes.get(i, 0), u) for i, u in urls.items()), reverse=True)[:5]
    hosts = {u.split("/")[2] for u in urls.values() if u.startswith("http")}
    result = Visit(seconds, len(urls), sum(sizes.values()), largest, hosts)
    cdp.detach()
    page.close()
    return result


def warm_up(p: Playwright, server: Server, cache: Path) -> None:
    """One visit at full speed, then wait until the server has made the smallest copies
    of what it sent (the state of every visit after the very first of an installation)."""
    started = time.perf_counter()
    context = p.chromium.launch_persistent_context(
        tempfile.mkdtemp(prefix="listig-join-profile-"),
        executable_path=CHROMIUM,
        headless=True,
        args=CHROMIUM_ARGS,
        viewport=PHONE,  # type: ignore[arg-type]
    )
    host_cookie(context, server.port)
    visit(context, server.url + "/", 10_000, 0)
    context.close()
    while any(cache.glob("*.quick.br")):
        time.sleep(0.5)
    kept = sum(f.stat().st_size for f in cache.iterdir())
    print(
        f"warm-up: first visit and smallest copies made in {time.perf_counter() - started:.0f} s"
        f" ({kept / 1e6:.2f} MB kept in {len(list(cache.iterdir()))} files)"
    )


def short(url: str) -> str:
    """The path of an address."""
    return "/" + url.split("/", 3)[-1] if url.count("/") >= 3 else url


def main() -> None:
    """Measure and print."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rates", default="5,20,100", help="link rates in Mbit/s")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--latency", type=float, default=20.0, help="round trip in ms")
    args = parser.parse_args()
    rates = [float(r) for r in args.rates.split(",")]
    folder = Path(tempfile.mkdtemp(prefix="listig-join-"))
    os.environ["XDG_CACHE_HOME"] = str(folder / "cache")  # the server's: compressed anew
    server = Server(free_port(), f"sqlite:///{folder / 'join.db'}", folder / "server.log")
    server.start()
    try:
        with sync_playwright() as p:
            warm_up(p, server, folder / "cache" / "listig" / "web")
            for mbit in rates:
                firsts: list[Visit] = []
                seconds: list[Visit] = []
                for _ in range(args.runs):
                    profile = Path(tempfile.mkdtemp(prefix="listig-join-profile-"))
                    context = p.chromium.launch_persistent_context(
                        str(profile),
                        executable_path=CHROMIUM,
                        headless=True,
                        args=CHROMIUM_ARGS,
                        viewport=PHONE,  # type: ignore[arg-type]
                    )
                    host_cookie(context, server.port)
                    firsts.append(visit(context, server.url + "/", mbit, args.latency))
                    seconds.append(visit(context, server.url + "/", mbit, args.latency))
                    context.close()
                for name, visits in (("first visit", firsts), ("second visit", seconds)):
                    times = [v.seconds for v in visits]
                    wire = [v.wire for v in visits]
                    print(
                        f"{mbit:5.0f} Mbit/s  {name:12}  first screen "
                        f"{statistics.median(times):5.2f} s ({min(times):.2f}–{max(times):.2f})"
                        f"  on the wire {statistics.median(wire) / 1e6:6.3f} MB"
                        f"  in {visits[0].requests} requests"
                    )
                    for size, url in visits[0].largest[:3]:
                        print(f"{'':21}{size / 1e3:9.1f} kB  {short(url)}")
                    foreign = {h for v in visits for h in v.hosts} - {f"127.0.0.1:{server.port}"}
                    if foreign:
                        print(f"{'':21}requests to other hosts: {sorted(foreign)}")
    finally:
        server.stop()


if __name__ == "__main__":
    main()
