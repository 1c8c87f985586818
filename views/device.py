"""Where the app runs: a page that ``listig serve`` hands to a browser, or the app on its own.

The app on its own is what ``flet build apk``/``ipa`` installs on a phone (and ``flet run``
opens in a window): its database is on that device, and no other phone can join it, since
the web server does not go with it (``flet-web`` is not installed on Android and iOS).
"""

from __future__ import annotations

import os

import flet as ft

PHONES = (ft.PagePlatform.ANDROID, ft.PagePlatform.IOS)


def on_its_own(page: ft.Page) -> bool:
    """Whether this is the installed app rather than a page served to a browser.

    The packaged app sets ``FLET_APP_STORAGE_DATA`` (its data folder); a phone's browser
    reports the phone's platform too, so a served page (``page.web``) never counts.
    """
    if getattr(page, "web", False):
        return False
    if os.environ.get("FLET_APP_STORAGE_DATA"):
        return True
    return getattr(page, "platform", None) in PHONES
