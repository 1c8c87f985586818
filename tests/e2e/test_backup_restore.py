"""Backup and restore in the browser, on a phone: everything of one database saved as a
download, restored from the file into a fresh database, the games there with the same
totals; a broken file says one sentence and changes nothing.

Backup and restore live on the History screen ("Back up everything", "Restore a backup").
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from e2e_games import sample, seeded_game
from e2e_harness import PHONE, Server, Ui, free_port
from playwright.sync_api import Browser

from assistant.languages import translate_message, translator
from assistant.service import Listig

pytestmark = pytest.mark.e2e

TR = translator("en")


@pytest.fixture(scope="module")
def servers(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Server, Server]]:
    """Two servers: one with two finished games, one with an empty database."""
    folder = tmp_path_factory.mktemp("backup")
    old = Server(free_port(), f"sqlite:///{folder / 'old.db'}", folder / "old.log")
    new = Server(free_port(), f"sqlite:///{folder / 'new.db'}", folder / "new.log")
    for _ in range(2):
        seeded_game(old.database_url, sample())
    old.start()
    new.start()
    try:
        yield old, new
    finally:
        old.stop()
        new.stop()


def texts(ui: Ui) -> list[str]:
    """The texts of the screen in the order a screen reader reads them (Chromium's tree)."""
    cdp = ui.page.context.new_cdp_session(ui.page)
    try:
        tree = cdp.send("Accessibility.getFullAXTree")
    finally:
        cdp.detach()
    return [
        str(node["name"]["value"])
        for node in tree["nodes"]
        if not node.get("ignored")
        and node.get("role", {}).get("value") == "StaticText"
        and node.get("name", {}).get("value")
    ]


def without_date(backup: str) -> dict[str, object]:
    """A backup's content, without the moment it was written."""
    content: dict[str, object] = json.loads(backup)
    content.pop("created_at")
    return content


WATCH = """() => {
    window.__said = [];
    const note = (node) => {
        const text = node.textContent;
        if (text) window.__said.push(text);
    };
    new MutationObserver((changes) => {
        for (const change of changes) {
            if (change.type === "characterData") note(change.target);
            change.addedNodes.forEach(note);
        }
    }).observe(document.body, {subtree: true, childList: true, characterData: true});
}"""


def watch(ui: Ui) -> None:
    """Note every text that enters the page from now on (a message may be brief)."""
    ui.page.evaluate(WATCH)


def said(ui: Ui, sentence: str) -> None:
    """Wait until ``sentence`` has been shown since ``watch`` (as a node's whole text)."""
    try:
        ui.page.wait_for_function(
            "(s) => window.__said.some((t) => t.trim() === s)", arg=sentence, timeout=10_000
        )
    except Exception:
        seen = ui.page.evaluate("window.__said")
        raise AssertionError(f"{sentence!r} not among {seen[-20:]}") from None


def restore_file(ui: Ui, server: Server, path: Path) -> None:
    """Restore ``path`` from the History screen, and confirm."""
    ui.goto(f"{server.url}/history")
    ui.button("Restore a backup").wait_for(timeout=30_000)
    with ui.page.expect_file_chooser() as chooser:
        ui.tap("Restore a backup")
    chooser.value.set_files(str(path))
    watch(ui)
    ui.page.get_by_role("heading", name="Restore this backup?").wait_for()
    ui.page.wait_for_timeout(300)  # the dialog's opening animation
    ui.tap("Restore")


def test_back_up_then_restore_into_a_fresh_database(
    browser: Browser, servers: tuple[Server, Server], tmp_path: Path, shots: Path
) -> None:
    old, new = servers
    with Listig(old.database_url) as service:
        games = [service.game_detail(g.game_id) for g in service.games()]
        players = len(service.players(include_archived=True))
    assert games and all(g.winners for g in games)  # finished games

    ui = Ui.open(browser, f"{old.url}/history", PHONE)
    ui.button("Back up everything").wait_for(timeout=30_000)
    with ui.page.expect_download() as download:
        ui.tap("Back up everything")
    backup = tmp_path / download.value.suggested_filename
    download.value.save_as(backup)
    assert backup.name.startswith("listig-backup-") and backup.suffix == ".json"
    ui.page.close()

    ui = Ui.open(browser, f"{new.url}/history", PHONE)
    restore_file(ui, new, backup)
    restored_text = "Restored {games} games of {players} players."
    said(ui, TR.format(restored_text, games=len(games), players=players))
    ui.button("New game").wait_for()  # back home
    with Listig(new.database_url) as service:
        restored = {g.game_id: service.game_detail(g.game_id) for g in service.games()}
    assert sorted(sorted(g.totals.items()) for g in restored.values()) == sorted(
        sorted(g.totals.items()) for g in games
    )

    # On the phone: the history lists the night, the night the games, a game its totals.
    game = games[0]
    ui.tap("History")
    ui.page.get_by_role("button", name=TR.date(game.day)).first.click(timeout=10_000)
    ui.wait_text("Standings of the night")
    row = f"{', '.join(game.players)} — finished"
    ui.page.get_by_role("button", name=row).first.click()
    ui.wait_text(TR.format("{names} won", names=TR.and_list(game.winners)))
    ui.page.wait_for_timeout(300)
    shown = texts(ui)
    page_text = " ".join(shown)
    for name, total in game.totals.items():
        assert f"{name} {TR.number(total)}" in page_text, (name, total, shown)
    ui.shot(shots / "phone-restored-game.png")

    # A broken file: one sentence, and the database is as it was.
    with Listig(new.database_url) as before:
        kept = without_date(before.backup())
    broken = tmp_path / "broken-backup.json"
    broken.write_text(backup.read_text(encoding="utf-8")[:400], encoding="utf-8")
    with pytest.raises(json.JSONDecodeError):
        json.loads(broken.read_text(encoding="utf-8"))
    with Listig(f"sqlite:///{tmp_path / 'scratch.db'}") as scratch:
        try:
            scratch.restore(broken.read_text(encoding="utf-8"), replace=True)
        except Exception as exc:
            reason = translate_message(exc, "en")
        else:
            raise AssertionError("the broken backup was restored")
    restore_file(ui, new, broken)
    sentence = TR.format("Nothing was restored: {reason}.", reason=reason)
    said(ui, sentence)
    ui.shot(shots / "phone-restore-broken.png")
    with Listig(new.database_url) as after:
        assert without_date(after.backup()) == kept  # nothing changed
    ui.page.close()
