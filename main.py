"""Flet entry point for ``flet run main.py`` and ``flet build``: the app in a window."""

from listig import run_app

if __name__ == "__main__":
    run_app()
