"""Looking back: game nights, standings, game details, player pages, the share picture."""
