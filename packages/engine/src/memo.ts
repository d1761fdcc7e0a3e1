/**
 * Results of pure functions of a string, kept for the contexts built from one document.
 *
 * Verifying redlines reads the contract again with edits in it, and judges candidates on small texts made
 * of its preamble and clauses: almost every clause and sentence of those texts is one the review has
 * already read. The review's context records, by text, the work that depends on nothing but a piece of
 * text (a clause's sentence boundaries and type, whether a check's patterns match a sentence); each context
 * built for the verification (`buildContext(text, memo.reader())`) looks it up instead of doing it again.
 * Only functions whose result is fully determined by the key are memoised, so a context built with a memo
 * equals the one built without (test/memo.test.ts compares them on whole corpora).
 *
 * The redlines' verification reads through the review's memo and records too: the preamble's last clause, cut where
 * the preamble ends, and each edited clause are read by many candidate texts and by the final re-read, once each
 * so. The memo is dropped with the review, so it holds no more than the texts that one review reads. A reader
 * (`reader()`) only looks up: what it computes afresh is not kept.
 */
export class TextMemo {
  private constructor(
    private readonly tables: Map<object, Map<string, Map<string, unknown>>>,
    /** whether results computed through this memo are recorded */
    readonly records: boolean,
  ) {}

  /** A memo that records. */
  static create(): TextMemo {
    return new TextMemo(new Map(), true);
  }

  /** A view of the same results that looks up and records nothing. */
  reader(): TextMemo {
    return this.records ? new TextMemo(this.tables, false) : this;
  }

  /** The table of one function (or of one check's patterns) within a scope: `owner` is an object that stands for it. */
  table<T>(owner: object, scope = ''): Map<string, T> {
    let scopes = this.tables.get(owner);
    if (!scopes) this.tables.set(owner, (scopes = new Map()));
    let t = scopes.get(scope);
    if (!t) scopes.set(scope, (t = new Map()));
    return t as Map<string, T>;
  }

  /** `get` for one owner and scope, its table found once: for a loop over many keys. */
  lookup<T>(owner: object, scope = ''): (key: string, compute: () => T) => T {
    const t = this.table<T>(owner, scope);
    const records = this.records;
    return (key, compute) => {
      let v = t.get(key);
      if (v === undefined) {
        v = compute();
        if (records) t.set(key, v);
      }
      return v;
    };
  }

  /**
   * `compute()`, or its result recorded under `key` for `owner` in `scope`. The key is best a slice of the
   * text as it is: a key built by concatenation is copied to be hashed, so what else it depends on goes in `scope`.
   */
  get<T>(owner: object, scope: string, key: string, compute: () => T): T {
    const t = this.table<T>(owner, scope);
    let v = t.get(key);
    if (v === undefined) {
      v = compute();
      if (this.records) t.set(key, v);
    }
    return v;
  }
}
