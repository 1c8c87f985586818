"""listig's own web server around Flet's: who may connect, as what, and how it stays up."""
