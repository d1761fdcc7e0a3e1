package com.contractanalysis;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.function.Function;

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
  public Iterable<Page<T>> pages() {
    return () -> new Iterator<>() {
      private Page<T> next = Page.this;

      public boolean hasNext() { return next != null; }

      public Page<T> next() {
        if (next == null) throw new NoSuchElementException();
        Page<T> current = next;
        next = current.nextPage();
        return current;
      }
    };
  }

  @Override
  public Iterator<T> iterator() {
    return new Iterator<>() {
      private final Iterator<Page<T>> pages = pages().iterator();
      private Iterator<T> items = List.<T>of().iterator();

      public boolean hasNext() {
        while (!items.hasNext() && pages.hasNext()) items = pages.next().data.iterator();
        return items.hasNext();
      }

      public T next() {
        if (!hasNext()) throw new NoSuchElementException();
        return items.next();
      }
    };
  }

  /** Every item of every page, fetched now. */
  public List<T> all() {
    List<T> out = new ArrayList<>();
    forEach(out::add);
    return out;
  }
}
