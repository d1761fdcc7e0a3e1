/** The data of a call together with its raw HTTP response. */
export interface WithResponse<T> {
  data: T;
  response: Response;
  /** The `Request-Id` of the response. */
  request_id: string | null;
}

/**
 * What every method returns: a Promise of the parsed data, plus `.withResponse()` to get the raw
 * `Response` (status, headers such as `RateLimit`) alongside the data.
 */
export class APIPromise<T> implements Promise<T> {
  readonly [Symbol.toStringTag] = 'APIPromise';
  readonly #inner: Promise<WithResponse<T>>;
  #data?: Promise<T>;

  constructor(inner: Promise<WithResponse<T>>) {
    this.#inner = inner;
    // Errors surface through whichever of the two forms the caller awaits.
    inner.catch(() => {});
  }

  withResponse(): Promise<WithResponse<T>> {
    return this.#inner;
  }

  #parsed(): Promise<T> {
    return (this.#data ??= this.#inner.then((r) => r.data));
  }

  then<R1 = T, R2 = never>(
    onfulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null,
    onrejected?: ((reason: unknown) => R2 | PromiseLike<R2>) | null,
  ): Promise<R1 | R2> {
    return this.#parsed().then(onfulfilled, onrejected);
  }

  catch<R = never>(onrejected?: ((reason: unknown) => R | PromiseLike<R>) | null): Promise<T | R> {
    return this.#parsed().catch(onrejected);
  }

  finally(onfinally?: (() => void) | null): Promise<T> {
    return this.#parsed().finally(onfinally);
  }
}
