"""The few plain HTML pages a device sees before it joined: the join form, waiting, full.

They are not Flet pages on purpose: a device without a credential never gets a
WebSocket, so nothing of the table (names, games, controls) can reach it.
"""

from __future__ import annotations

import html
import json

from assistant.languages import LANGUAGE_SETTING, LANGUAGES, N_, language_of, translator
from assistant.server.devices import CODE_ALPHABET, Answer

JOIN_TITLE = N_("Join the table")
JOIN_HELP = N_("Ask the host for the table code: it is on the host's Join page, under the QR code.")
CODE_LABEL = N_("Table code")
NAME_LABEL = N_("Name of this device, as the host will see it")
ASK = N_("Ask to join")
WRONG = N_("That is not the table code. Check it and try again.")
CLOSED = N_(
    "The table code works only while the host's Join page is open. Ask the host to open it."
)
LOCKED = N_("Too many wrong codes from this device. Wait a quarter of an hour, or ask the host.")
FULL_REQUESTS = N_("Too many devices are waiting. Try again in a few minutes.")
TOO_LONG = N_("That was too long to be a table code.")
WAITING = N_("Waiting for the host to let you in…")
REFUSED = N_("The host did not let this device in.")
GONE = N_("This request ran out. Ask to join again.")
FULL_TITLE = N_("listig is full")
FULL_TEXT = N_("Too many devices are connected right now. Try again in a minute.")
LOST_TITLE = N_("No connection to the table")
LOST_TEXT = N_(
    "listig cannot reach the computer that runs the table, and keeps trying. "
    "Every move the screen showed is saved."
)

_SAID = {
    Answer.WRONG: WRONG,
    Answer.CLOSED: CLOSED,
    Answer.LOCKED: LOCKED,
    Answer.FULL: FULL_REQUESTS,
}

_STYLE = """
@font-face{font-family:"DejaVu Sans";src:url(/fonts/DejaVuSans.ttf)}
body{font-family:"DejaVu Sans",sans-serif;margin:0;padding:24px;background:#f5fbf6;color:#171d1a}
main{max-width:420px;margin:auto}h1{font-size:26px;font-weight:normal;color:#166b54}
label{display:block;margin:16px 0 6px}
input{font:inherit;font-size:22px;padding:10px;width:100%;box-sizing:border-box;border-radius:8px;
border:1px solid #707973;background:#fff;color:inherit}
#code{letter-spacing:4px;text-transform:uppercase}
button{margin-top:20px;font:inherit;font-size:20px;padding:12px 20px;border-radius:24px;border:0;
background:#166b54;color:#fff;width:100%}a{color:#166b54}
.msg{background:#ffdad6;color:#410002;padding:12px;border-radius:8px}
@media (prefers-color-scheme:dark){body{background:#0f1512;color:#dee4df}h1,a{color:#8bd6b9}
input{background:#171d1a;border-color:#89938d}button{background:#8bd6b9;color:#003829}}
"""


def language(accept: str) -> str:
    """The first of the browser's languages that listig speaks (English otherwise)."""
    for part in accept.split(",")[:10]:
        code = language_of(part.split(";")[0].strip())
        if code in LANGUAGES:
            return code
    return "en"


def safe_code(text: str) -> str:
    """A code from an address, reduced to the code's own letters."""
    return "".join(c for c in text.upper() if c in CODE_ALPHABET)[:12]


def _page(lang: str, title: str, body: str, script: str = "") -> str:
    return (
        f'<!doctype html><html lang="{lang}"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        '<meta name="referrer" content="no-referrer">'
        f'<link rel="icon" href="/favicon.png"><title>{html.escape(title)}</title>'
        f"<style>{_STYLE}</style></head><body><main>{body}</main>{script}</body></html>"
    )


def join_page(
    lang: str, code: str = "", answer: Answer | None = None, name: str = "", message: str = ""
) -> str:
    """The form a new device fills in: the table code and a name for the device."""
    tr = translator(lang)
    said = message or (_SAID.get(answer, "") if answer is not None else "")
    note = f'<p class="msg" role="alert">{html.escape(tr._(said))}</p>' if said else ""
    body = (
        f"<h1>{html.escape(tr._(JOIN_TITLE))}</h1><p>{html.escape(tr._(JOIN_HELP))}</p>{note}"
        '<form method="post" action="/join">'
        f'<label for="code">{html.escape(tr._(CODE_LABEL))}</label>'
        f'<input id="code" name="code" value="{html.escape(code)}" maxlength="12" '
        'autocomplete="off" autocapitalize="characters" required>'
        f'<label for="name">{html.escape(tr._(NAME_LABEL))}</label>'
        f'<input id="name" name="name" value="{html.escape(name[:40])}" maxlength="40" required>'
        f'<button type="submit">{html.escape(tr._(ASK))}</button></form>'
    )
    return _page(lang, tr._(JOIN_TITLE), body)


def _js(value: object) -> str:
    """A JSON value (a string: its literal) as JavaScript that is safe inside a script
    element."""
    return json.dumps(value).replace("</", "<\\/")


def wait_page(lang: str) -> str:
    """Shown while the host decides; asks the server every second and moves on by itself."""
    tr = translator(lang)
    body = (
        f"<h1>{html.escape(tr._(JOIN_TITLE))}</h1>"
        f'<p id="state" role="status">{html.escape(tr._(WAITING))}</p>'
        f'<p><a href="/join">{html.escape(tr._(ASK))}</a></p>'
    )
    refused, gone = _js(tr._(REFUSED)), _js(tr._(GONE))
    script = (
        "<script>async function poll(){try{const r=await fetch('/join/status',"
        "{cache:'no-store'});const s=(await r.json()).state;"
        "if(s==='in'){location.replace('/');return}"
        f"if(s==='refused'){{document.getElementById('state').textContent={refused};return}}"
        f"if(s==='gone'){{document.getElementById('state').textContent={gone};return}}"
        "}catch(e){}setTimeout(poll,1000)}poll()</script>"
    )
    return _page(lang, tr._(JOIN_TITLE), body, script)


def lost_words() -> str:
    """A script for the web page (``/lost.js``): what it says, in each language, while its
    connection to the server is lost (``assets/index.html`` shows it), and where the page
    finds the language chosen on the device (the browser keeps Flet's ``SharedPreferences``
    in its local storage, each key with ``flutter.`` before it)."""
    words = {
        lang: [translator(lang)._(LOST_TITLE), translator(lang)._(LOST_TEXT)] for lang in LANGUAGES
    }
    said = {"setting": f"flutter.{LANGUAGE_SETTING}", "words": words}
    return f"window.listigLost={_js(said)};\n"


def full_page(lang: str) -> str:
    """Shown when the server has as many connections as it takes."""
    tr = translator(lang)
    body = f"<h1>{html.escape(tr._(FULL_TITLE))}</h1><p>{html.escape(tr._(FULL_TEXT))}</p>"
    return _page(lang, tr._(FULL_TITLE), body)
