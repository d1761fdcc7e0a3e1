/** The data of a call together with its raw HTTP response. */
export interface WithResponse<T> {
  data: T;
  response: Response;
  /** The `Request-Id` of the response. */
  request_id: string | null;
}

/**
 * What every method returns: a Promise of the parsed data, plus `.withResponse()` to get the raw `Response`
 * (status, headers such as `RateLimit`) and the request id alongside the data.
 */
export interface APIPromise<T> extends Promise<T> {
  withResponse(): Promise<WithResponse<T>>;
}

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
export interface PagePromise<T> extends APIPromise<ListPage<T>>, AsyncIterable<T> {
  /** Every page, starting with the first. */
  pages(): AsyncGenerator<ListPage<T>, void, undefined>;
}

/** @internal The promise of a call's data as an APIPromise; `sent.response` is its response once it came. */
export function apiPromise<T>(data: Promise<T>, sent: { response?: Response }): APIPromise<T> {
  const withResponse = () => data.then((d) => ({ data: d, response: sent.response!, request_id: sent.response!.headers.get('request-id') }));
  return Object.assign(data, { withResponse });
}

/** @internal A PagePromise over the pages that `fetchPage` gets by cursor (the first one at once). */
export function pagePromise<T>(fetchPage: (startingAfter?: string) => APIPromise<ListPage<T>>): PagePromise<T> {
  const first = fetchPage();
  async function* pages() {
    let page = await first;
    yield page;
    while (page.has_more && page.next_cursor) yield (page = await fetchPage(page.next_cursor));
  }
  async function* items() {
    for await (const page of pages()) yield* page.data;
  }
  return Object.assign(first, { pages, [Symbol.asyncIterator]: items });
}
