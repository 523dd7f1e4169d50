"""The firewall's question, said before it is asked. The first time a program listens on the home network,
Windows asks whether to let it through its firewall; a person who does not expect the question may cancel it,
and then no phone can ever join. So the first time a table's phone server would listen on a network address
on Windows, the join panel says what is coming and listens when the person says so (`PhoneHost.asks_first`);
Settings remember that it was said. The command line's own address (`--host`) listens at once.

`platform` is a parameter so that the Windows behaviour is tested on any system.
"""

import sys

from rules.core.said import N_

from .host import LOOPBACK, default_address

PLATFORM = sys.platform
NOTE = N_("Windows will ask next whether Menagerie may use the network: allow Menagerie on private networks so "
          "phones can join.")


def note_due(address: str | None, explained: bool, platform: str | None = None) -> bool:
    """Whether the note comes before the server listens at `address` (None: the network the laptop is on)."""
    return (platform or PLATFORM) == "win32" and not explained and (address or default_address()) != LOOPBACK
