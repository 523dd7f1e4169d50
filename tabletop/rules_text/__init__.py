"""The rules texts shipped with the app, and the reader that turns them into lines for the rules screen."""
