"""Cursor pagination: `{object: "list", data, has_more, next_cursor}` and `?starting_after=`."""

from __future__ import annotations

from typing import Any, Callable, Generic, Iterator, List, Optional, TypeVar

T = TypeVar("T")


class Page(Generic[T]):
    """One page of a list. Iterating a page iterates every item of this page and of the pages after it."""

    def __init__(self, model: Any, fetch: Callable[[Optional[str]], "Page[T]"]) -> None:
        self.model = model
        self.data: List[T] = list(model.data)
        self.has_more: bool = bool(getattr(model, "has_more", False))
        self.next_cursor: Optional[str] = getattr(model, "next_cursor", None)
        self._fetch = fetch

    def next_page(self) -> Optional["Page[T]"]:
        if not self.has_more or not self.next_cursor:
            return None
        return self._fetch(self.next_cursor)

    def iter_pages(self) -> Iterator["Page[T]"]:
        page: Optional[Page[T]] = self
        while page is not None:
            yield page
            page = page.next_page()

    def __iter__(self) -> Iterator[T]:
        for page in self.iter_pages():
            yield from page.data

    def __len__(self) -> int:
        return len(self.data)
