"""Flet entry point for desktop development (``flet run main.py``) and ``flet build``."""

import flet as ft

from views.app import main

if __name__ == "__main__":
    ft.run(main)
