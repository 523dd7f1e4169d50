"""The screens of the app, kept as a stack: menu, setup, table, rules, settings, results."""
