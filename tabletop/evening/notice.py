"""The history read for a screen, its problem kept for the menu: a file that could not be read is set aside by
the book as it is opened (book.py), and only that first opening knows why, so the words are kept on the app and
the menu's note line says them (as it says a damaged save's)."""

from .book import Book


def read_book(app) -> Book:
    """A fresh Book; what was wrong with the file found is kept as `app.history_notice`."""
    book = Book()
    if book.problem:
        app.history_notice = book.problem
    return book
