package com.contractanalysis;

import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * One page of a list ({@code object: "list", data, has_more, next_cursor}). Iterating a page walks every item of
 * this page and of the pages after it ({@code starting_after=next_cursor}), fetching each as it is reached.
 */
public final class Page<T> implements Iterable<T> {
  private final List<T> data;
  private final boolean hasMore;
  private final String nextCursor;
  private final Function<String, Page<T>> fetch;

  Page(List<T> data, Boolean hasMore, String nextCursor, Function<String, Page<T>> fetch) {
    this.data = data == null ? List.of() : List.copyOf(data);
    this.hasMore = Boolean.TRUE.equals(hasMore);
    this.nextCursor = nextCursor;
    this.fetch = fetch;
  }

  public List<T> data() { return data; }

  public boolean hasMore() { return hasMore; }

  public String nextCursor() { return nextCursor; }

  /** The next page, or null on the last one. */
  public Page<T> nextPage() { return hasMore && nextCursor != null ? fetch.apply(nextCursor) : null; }

  /** This page and the ones after it. */
  public Iterable<Page<T>> pages() { return () -> Stream.iterate(this, Objects::nonNull, Page::nextPage).iterator(); }

  @Override
  public Iterator<T> iterator() { return items().iterator(); }

  /** Every item of every page, fetched now. */
  public List<T> all() { return items().toList(); }

  /** Every item of this page and the ones after it, each page fetched when the stream reaches it. */
  private Stream<T> items() { return Stream.iterate(this, Objects::nonNull, Page::nextPage).flatMap(page -> page.data.stream()); }
}
