/**
 * Instrumentation of the careful redline path (redline.ts `assessCited`, speed round 28), for tests and benches only:
 * not exported from the package's index, and inert unless a caller runs a review inside `probingCitedFirst`. Shipped
 * reviews read no probe: the cited check is read first, nothing is counted, nothing audited.
 */
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
