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
export class APIPromise<T> implements Promise<T> {
  readonly [Symbol.toStringTag] = 'APIPromise';
  #data?: Promise<T>;

  constructor(readonly inner: Promise<WithResponse<T>>) {
    inner.catch(() => {}); // errors surface through whichever of the two forms the caller awaits
  }

  withResponse(): Promise<WithResponse<T>> {
    return this.inner;
  }

  then<R1 = T, R2 = never>(
    onfulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null,
    onrejected?: ((reason: unknown) => R2 | PromiseLike<R2>) | null,
  ): Promise<R1 | R2> {
    return (this.#data ??= this.inner.then((r) => r.data)).then(onfulfilled, onrejected);
  }

  catch<R = never>(onrejected?: ((reason: unknown) => R | PromiseLike<R>) | null): Promise<T | R> {
    return this.then(undefined, onrejected);
  }

  finally(onfinally?: (() => void) | null): Promise<T> {
    return this.then().finally(onfinally);
  }
}
