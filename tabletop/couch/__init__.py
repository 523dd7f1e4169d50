"""Couch play: what makes one laptop work for a whole sofa. Who may look (hot seat), the curtain
between people, taking a move back, a game's history and autosave, and the public table display."""
