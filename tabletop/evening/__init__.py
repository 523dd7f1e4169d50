"""Game night: the games an evening's people played (a series with its standings), who starts each game, and
the players this machine remembers (their names, colours and histories). See README.md."""
