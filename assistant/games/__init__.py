"""The games being played: game sessions, quick scoring, seeded self-play."""
