"""Couch play: what makes one laptop work for a whole sofa (hot seat, undo, saves, rules, sound, settings)."""
