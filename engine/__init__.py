"""The rules of the card games listig keeps: pure functions and values, no I/O.

Each game has a package of its own (``engine.mit_list_und_tuecke``, ``engine.partout``);
``engine.errors`` holds what they share: the rule error and its sentence templates.
"""
