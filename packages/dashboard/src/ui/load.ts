import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { toFailure, type Failure } from '../api/problem.js';

export type Load<T> =
  | { state: 'loading'; data?: T }
  | { state: 'ok'; data: T }
  | { state: 'error'; failure: Failure; data?: T };

/** Loads data for a page; `reload()` fetches again, keeping what is shown until the new data is in. */
export function useLoad<T>(fn: () => Promise<T>, deps: unknown[]): Load<T> & { reload: () => Promise<void> } {
  const [load, setLoad] = useState<Load<T>>({ state: 'loading' });
  const generation = useRef(0);
  const run = useCallback(async () => {
    const mine = ++generation.current;
    setLoad((prev) => ({ state: 'loading', data: prev.data }));
    try {
      const data = await fn();
      if (mine === generation.current) setLoad({ state: 'ok', data });
    } catch (err) {
      if (mine === generation.current) setLoad((prev) => ({ state: 'error', failure: toFailure(err), data: prev.data }));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  useEffect(() => {
    setLoad({ state: 'loading' });
    void run();
  }, [run]);
  return { ...load, reload: run };
}

/** A form's submit handler: runs the action and, when it succeeded, `then` with its result. */
export function submitting<R>(action: { run: () => Promise<R | undefined> }, then?: (result: R) => void) {
  return async (e: Event) => {
    e.preventDefault();
    const result = await action.run();
    if (result !== undefined) then?.(result);
  };
}

/** Runs an action (a button's), tracking whether it is busy and how it failed. */
export function useAction<A extends unknown[], R>(fn: (...args: A) => Promise<R>) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | undefined>();
  const run = async (...args: A): Promise<R | undefined> => {
    setBusy(true);
    setFailure(undefined);
    try {
      return await fn(...args);
    } catch (err) {
      setFailure(toFailure(err));
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  return { run, busy, failure, clear: () => setFailure(undefined) };
}
