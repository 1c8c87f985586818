"""Files in and out: save (a download in the browser) and open (the file chooser), via FilePicker.

In web mode Flet's ``save_file`` needs the bytes and a file name (the browser downloads
them), and ``pick_files(with_data=True)`` hands the chosen file's bytes to Python.
"""

from __future__ import annotations

import flet as ft


class Files:
    """One per screen: a FilePicker registered with the page on first use."""

    def __init__(self) -> None:
        self.picker: ft.FilePicker | None = None

    def _picker(self) -> ft.FilePicker:
        if self.picker is None:
            self.picker = ft.FilePicker()  # registers itself with the current page
        return self.picker

    async def save(self, title: str, file_name: str, data: bytes) -> None:
        """Offer ``data`` as ``file_name``: a download in the browser, a save dialog elsewhere."""
        await self._picker().save_file(dialog_title=title, file_name=file_name, src_bytes=data)

    async def open(self, title: str, extensions: list[str]) -> tuple[str, bytes] | None:
        """The name and bytes of a file the user chooses, or ``None`` if they cancelled."""
        files = await self._picker().pick_files(
            dialog_title=title,
            file_type=ft.FilePickerFileType.CUSTOM,
            allowed_extensions=extensions,
            with_data=True,
            cancel_upload_on_window_blur=False,
        )
        if not files or files[0].bytes is None:
            return None
        return files[0].name, files[0].bytes
