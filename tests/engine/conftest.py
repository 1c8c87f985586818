"""The engine's tests: this folder's helpers (``engine_helpers``, ``made_up_words``) are
importable from the games' subfolders too."""
