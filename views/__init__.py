"""The Flet screens and controls of listig: they render what assistant/ hands them."""
