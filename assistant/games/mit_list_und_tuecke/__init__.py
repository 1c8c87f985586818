"""Mit List und Tücke in the assistant: its game kind and its quick scoring."""
