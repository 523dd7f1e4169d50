"""duck! duck! SAFARI!: the shared box (components) and one module per game.

Kept light on purpose: importing `rules.safari` loads no game; each game module
(`rules.safari.safari_sprint`, `rules.safari.hi_lo_hijinks`, ...) exposes its own `GAME`.
"""
