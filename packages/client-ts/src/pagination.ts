import { APIPromise } from './promise.js';

/** One page of a cursor-paginated list: `{ object: "list", data, has_more, next_cursor }`. */
export interface ListPage<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  next_cursor: string | null;
}

/**
 * The result of a `list` call (an operation with `x-sdk.paginate: cursor`). Await it for the first page, or
 * iterate it with `for await` to get every item of every page; `pages()` iterates page by page.
 */
export class PagePromise<T> extends APIPromise<ListPage<T>> implements AsyncIterable<T> {
  readonly #first: APIPromise<ListPage<T>>;

  constructor(readonly fetchPage: (startingAfter?: string) => APIPromise<ListPage<T>>) {
    const first = fetchPage();
    super(first.withResponse());
    this.#first = first;
  }

  /** Every page, starting with the first. */
  async *pages(): AsyncGenerator<ListPage<T>, void, undefined> {
    let page = await this.#first;
    yield page;
    while (page.has_more && page.next_cursor) yield (page = await this.fetchPage(page.next_cursor));
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<T, void, undefined> {
    for await (const page of this.pages()) yield* page.data;
  }
}
