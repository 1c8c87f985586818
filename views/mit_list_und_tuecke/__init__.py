"""Mit List und Tücke at the table: view model, table controls, screen, endings, replay."""
