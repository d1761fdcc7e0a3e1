/**
 * Instrumentation of the careful redline path (redline.ts `assessCited`, speed round 28), for tests and benches only:
 * not exported from the package's index, and inert unless a caller runs a review inside `probingCitedFirst`. Shipped
 * reviews read no probe: the cited check is read first, nothing is counted, nothing audited.
 */
import type { TextMemo } from './memo.js';
import type { TextEdit } from './redline.js';

export interface CitedFirstProbe {
  /** Whether a candidate's cited check is read first (the shipped path); off, every candidate is read whole (assess). */
  readonly on: boolean;
  /** Candidates whose other checks the path left unread, counted while the probe is set. */
  cut: number;
  /** Each verification the path answers, against assess's on a context of its own (verdicts as JSON). */
  readonly audit?: (got: string, want: string) => void;
}

let current: CitedFirstProbe | null = null;

/** The probe the running review reads (null outside `probingCitedFirst`). */
export function citedFirstProbe(): CitedFirstProbe | null {
  return current;
}

/**
 * Runs `fn` (reviews) with the probe set: `on` and `audit` as given, `cut` counted from 0. Returns `fn`'s result and the
 * probe; the probe in force before is restored afterwards, whatever `fn` does.
 */
export function probingCitedFirst<T>(opts: { on?: boolean; audit?: (got: string, want: string) => void }, fn: () => T): { result: T; probe: CitedFirstProbe } {
  const probe: CitedFirstProbe = { on: opts.on ?? true, cut: 0, audit: opts.audit };
  const was = current;
  current = probe;
  try {
    return { result: fn(), probe };
  } finally {
    current = was;
  }
}

/**
 * Each whole text a review's redline verification builds a context for (redline.ts `assess`, `assessCited`), with the
 * review's memo and the edits that made it (speed round 30: test/speed30.test.ts builds each such context again, from
 * the memo's base and from scratch, and compares them). Null outside `probingContexts`: a shipped review calls nothing.
 */
export type ContextsProbe = (text: string, memo: TextMemo, edits: readonly TextEdit[] | undefined) => void;

let contexts: ContextsProbe | null = null;

/** The contexts probe in force (null outside `probingContexts`). */
export function contextsProbe(): ContextsProbe | null {
  return contexts;
}

/** Runs `fn` with `seen` told of every verification context built; the probe before is restored afterwards. */
export function probingContexts<T>(seen: ContextsProbe, fn: () => T): T {
  const was = contexts;
  contexts = seen;
  try {
    return fn();
  } finally {
    contexts = was;
  }
}
