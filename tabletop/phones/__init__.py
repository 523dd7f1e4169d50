"""Each person's hand on their own phone: the laptop serves a page, each phone seat joins by a secret link.

See README.md in this folder: what is here (messages, snapshots, the server) and what wiring it needs.
"""
