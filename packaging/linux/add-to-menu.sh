#!/bin/sh
# Put Menagerie in the desktop's application menu (for this user): its entry and icon point at this folder.
set -e
here=$(cd "$(dirname "$0")" && pwd)
apps="${XDG_DATA_HOME:-$HOME/.local/share}/applications"
icons="${XDG_DATA_HOME:-$HOME/.local/share}/icons/hicolor/256x256/apps"
mkdir -p "$apps" "$icons"
cp "$here/menagerie.png" "$icons/menagerie.png"
sed -e "s|^Exec=.*|Exec=\"$here/menagerie\"|" -e "s|^Icon=.*|Icon=$icons/menagerie.png|" \
    "$here/menagerie.desktop" > "$apps/menagerie.desktop"
echo "Menagerie is in the menu ($apps/menagerie.desktop). Moved this folder? Run this again."
