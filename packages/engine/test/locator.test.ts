// The learned clause locator (src/learned/locator.ts): when a check's rules find no clause, the CUAD model finds the
// clause of the check's category and the check reads it. The contracts are written here, in wording no rule of the
// engine matches (each row first asserts that the rules alone read nothing), so each row fails without the locator.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { clauseTypeScores, getBuiltInPlaybook, review, segmentDetailed, windowFeatures } from '../src/index.js';
import { forEachWindowBucket } from '../src/learned/features.js';
import { buildContext, evaluateCheck, evaluateLocated } from '../src/review.js';
import { locateClauses, locatableClauseTypes, locatorThresholds, readsSentence } from '../src/learned/locator.js';
import type { DocumentType } from '../src/types.js';

const PARTIES: Record<string, string> = {
  msa: 'This Master Supply Agreement is made between Northwind Components Ltd. ("Supplier") and Harbor Robotics Inc. ("Customer").',
  license: 'This Content Licence Agreement is made between Lumen Media Corp. ("Licensor") and Tidewater Publishing Inc. ("Licensee").',
};

function contract(type: 'msa' | 'license', clause: string): string {
  return [
    type === 'msa' ? 'MASTER SUPPLY AGREEMENT' : 'CONTENT LICENCE AGREEMENT',
    '',
    PARTIES[type],
    '',
    type === 'msa' ? '1. Supply. Supplier shall supply the Products listed in Schedule A to Customer.' : '1. Content. Licensor shall deliver the Content described in Schedule A to Licensee.',
    '',
    '2. Payment. Customer shall pay each invoice within thirty (30) days of receipt.'.replace('Customer', type === 'msa' ? 'Customer' : 'Licensee'),
    '',
    `3. ${clause}`,
    '',
    '4. Notices. Notices shall be in writing and delivered to the addresses above.',
  ].join('\n');
}

interface Row {
  name: string;
  type: 'msa' | 'license';
  check: string;
  clause: string;
  /** and the key term it gives the document (ISO code), which the key-term rules alone did not find */
  want: { outcome: string; position: string; quote: RegExp; law: string };
}

// the categories that ship (data/locator.cv.json): governing law
const ROWS: Row[] = [
  {
    name: 'governing law named by an abbreviation, with a verb the rules do not read',
    type: 'msa',
    check: 'msa.governing_law',
    clause: 'Applicable Law. The validity, interpretation and performance of this Agreement shall be subject to the law of the PRC.',
    want: { outcome: 'entailed', position: 'preferred', quote: /law of the PRC/, law: 'CN' },
  },
  {
    name: 'governing law of a country and one of its states, "controlled by"',
    type: 'msa',
    check: 'msa.governing_law',
    clause: 'Applicable Law. This Agreement shall be exclusively controlled by the laws of the United States of America and of the State of Georgia, without regard to conflict of laws principles.',
    want: { outcome: 'entailed', position: 'preferred', quote: /State of Georgia/, law: 'US-GA' },
  },
  {
    name: 'governing law "applicable to this contract"',
    type: 'msa',
    check: 'msa.governing_law',
    clause: 'Applicable Law. The substantive law of the Federal Republic of Germany is applicable to this contract, to the exclusion of the United Nations Convention on Contracts for the International Sale of Goods.',
    want: { outcome: 'entailed', position: 'preferred', quote: /Federal Republic of Germany/, law: 'DE' },
  },
];

// The readers of the categories that do not ship yet are used to train (the unit whose reading decides): each decides
// on the clause it is written for and refuses its near misses.
interface ReaderRow { name: string; type: 'msa' | 'license'; check: string; clause: string; at: RegExp; decides: boolean }
const READER_ROWS: ReaderRow[] = [
  { name: 'a mutual cap "in excess of" the fees paid or payable', type: 'msa', check: 'msa.limitation_of_liability', decides: true, at: /Neither party/,
    clause: 'Liability. Neither party\'s liability arising out of or relating to this Agreement, whether in contract, tort or otherwise, shall in the aggregate be in excess of the total fees paid or payable by Customer under this Agreement.' },
  { name: 'contribution between indemnitors is no cap', type: 'msa', check: 'msa.limitation_of_liability', decides: false, at: /liability for contribution/,
    clause: 'Contribution. If indemnification is unavailable, each party shall contribute to the aggregate losses in proportion to its relative fault, and each party\'s liability for contribution shall not exceed the fees paid to it under this Agreement.' },
  { name: 'termination on notice as an item of a list of grounds', type: 'msa', check: 'msa.termination_for_convenience', decides: true, at: /by Customer, on thirty/,
    clause: 'Termination. This Agreement may be terminated:\n(a) by Customer, on thirty (30) days written notice to Supplier;\n(b) by either party, if the other party materially breaches this Agreement and fails to cure the breach within thirty (30) days.' },
  { name: 'termination for breach is no termination for convenience', type: 'msa', check: 'msa.termination_for_convenience', decides: false, at: /materially breaches/,
    clause: 'Termination. Either party may terminate this Agreement upon thirty (30) days written notice if the other party materially breaches this Agreement and fails to cure the breach within that period.' },
  { name: 'a licence given with "licenses ... to Licensee"', type: 'license', check: 'license.grant_scope', decides: true, at: /licenses the Content/,
    clause: 'Licence. Licensor licenses the Content to Licensee on a non-exclusive basis for reproduction and distribution in Canada during the Term.' },
  { name: 'a recital of an earlier licence grants nothing', type: 'license', check: 'license.grant_scope', decides: false, at: /WHEREAS/,
    clause: 'WHEREAS, Licensor has granted to Licensee a non-exclusive licence to the Content under a prior agreement.' },
];

function rulesAlone(text: string, type: 'msa' | 'license', checkId: string) {
  const check = getBuiltInPlaybook(`pbk_${type}_standard`)!.checks.find((c) => c.check_id === checkId)!;
  return evaluateCheck(check, buildContext(text));
}

function checkOf(text: string, type: DocumentType, checkId: string) {
  const r = review({ text, document_type: type });
  return { check: r.review.checks.find((c) => c.check_id === checkId)!, issue: r.review.issues.find((i) => i.check_id === checkId), keyTerms: r.key_terms };
}

describe('learned clause locator', () => {
  it('locates only the categories whose cross-validated precision passed the bar', () => {
    const cv = JSON.parse(readFileSync(new URL('../data/locator.cv.json', import.meta.url), 'utf8')) as {
      categories: Record<string, { clause_type: string; where_rules_miss: { located: number; precision: number } }>;
      sentence_models: Record<string, { clause_type: string; where_rules_miss: { located: number; precision: number } }>;
    };
    const passed = (r: { where_rules_miss: { located: number; precision: number } }) => r.where_rules_miss.precision >= 0.85 && r.where_rules_miss.located >= 10;
    const bySentence = new Map(Object.values(cv.sentence_models).map((r) => [r.clause_type, r]));
    const want = Object.values(cv.categories).filter((r) => (bySentence.has(r.clause_type) ? passed(bySentence.get(r.clause_type)!) : passed(r))).map((r) => r.clause_type);
    expect(locatableClauseTypes().sort()).toEqual(want.sort());
    expect(want.length).toBeGreaterThan(0);
    // a category that failed is never located however high a clause scores
    const failed = Object.values(cv.categories).map((r) => r.clause_type).filter((t) => !want.includes(t));
    for (const t of failed) expect(locatorThresholds()[t]).toBeGreaterThan(1e8);
  });

  for (const row of ROWS) {
    it(`reads the located clause: ${row.name}`, () => {
      const text = contract(row.type, row.clause);
      // the rules alone find nothing: without the locator the check is not mentioned
      expect(rulesAlone(text, row.type, row.check).outcome).toBe('not_mentioned');
      expect(buildContext(text).keyTerms.governing_law).toBeNull();
      const { check, issue, keyTerms } = checkOf(text, row.type, row.check);
      expect(check.outcome).toBe(row.want.outcome);
      expect(keyTerms.governing_law).toBe(row.want.law);
      // reading the check leaves the document's key terms as the rules read them: review() adds the located law
      const ctx = buildContext(text);
      const located = evaluateLocated(getBuiltInPlaybook(`pbk_${row.type}_standard`)!.checks.find((c) => c.check_id === row.check)!, ctx);
      expect(located.locatedValue?.key).toBe('governing_law');
      expect(ctx.keyTerms.governing_law).toBeNull();
      expect(check.position).toBe(row.want.position);
      expect(check.evidence.length).toBeGreaterThan(0);
      // the located clause is cited (with the lead-in of its list, where it is an item), each quote a slice of the text
      expect(check.evidence.map((e) => e.quote).join(' ')).toMatch(row.want.quote);
      for (const e of check.evidence) expect(e.quote).toBe(text.slice(e.start, e.end));
      expect(issue).toBeUndefined();
    });
  }

  for (const row of READER_ROWS) {
    it(`reader: ${row.name}`, () => {
      const text = contract(row.type, row.clause);
      const ctx = buildContext(text);
      const d = getBuiltInPlaybook(`pbk_${row.type}_standard`)!.checks.find((c) => c.check_id === row.check)!.detection!;
      // the sentence that states it (a list item with its lead-in), as the locator reads a located sentence
      const at = ctx.sentences.findIndex((x) => row.at.test(text.slice(x.start, x.end)));
      expect(at).toBeGreaterThanOrEqual(0);
      expect(readsSentence(ctx, d, at)).toBe(row.decides);
    });
  }

  it('does not read a choice-of-forum clause as the governing law', () => {
    const text = contract('msa', 'Forum. Each party irrevocably submits to the exclusive jurisdiction of the state and federal courts located in the State of New York for any action arising out of this Agreement, to the fullest extent permitted by law.');
    const { check, issue } = checkOf(text, 'msa', 'msa.governing_law');
    expect(check.outcome).toBe('not_mentioned');
    expect(check.position).toBe('missing');
    expect(check.evidence).toEqual([]);
    expect(issue).toBeDefined();
  });

  it('leaves a located clause whose reading cannot decide (a place the engine does not know)', () => {
    const text = contract('msa', 'Applicable Law. This Agreement shall be exclusively controlled by the laws of the Grand Duchy of Ruritania, without regard to conflict of laws principles.');
    // the model finds the clause ...
    expect(locateClauses(buildContext(text), 'governing_law').length).toBeGreaterThan(0);
    // ... but no jurisdiction is read in it, so the check stays as the rules left it
    expect(checkOf(text, 'msa', 'msa.governing_law').check.outcome).toBe('not_mentioned');
  });

  it('does not locate a clause of the category in a contract that has none', () => {
    const text = contract('msa', 'Warranty. Supplier warrants that the Products will conform to their specifications for twelve (12) months from delivery.');
    expect(locateClauses(buildContext(text), 'governing_law')).toEqual([]);
    expect(checkOf(text, 'msa', 'msa.governing_law').check.outcome).toBe('not_mentioned');
  });

  it('scores a clause as the clause-type model does (the fast hashing and the lazily read rule types change nothing)', () => {
    const text = contract('msa', ROWS[1].clause);
    const ctx = buildContext(text);
    const found = locateClauses(ctx, 'governing_law')[0];
    const seg = segmentDetailed(text);
    const c = seg.clauses[found.clause];
    expect(found.score).toBeCloseTo(clauseTypeScores(text.slice(c.start, c.end), c.heading ?? seg.context[found.clause] ?? '').governing_law, 9);
  });

  it('hashes every window of a long clause as windowFeatures does', () => {
    const body = Array.from({ length: 950 }, (_, i) => `Word${i % 37} İstanbul-${i % 5}`).join(' ');
    for (const t of [body, body.replace(/İ/g, 'I'), '', 'One two']) {
      const sets: Set<number>[] = [];
      const n = forEachWindowBucket(t, 1 << 20, (b, w) => (sets[w] ??= new Set()).add(b));
      const want = windowFeatures(t, '', 1 << 20, []);
      expect(n).toBe(want.length);
      want.forEach((f, w) => expect([...(sets[w] ?? [])].sort((a, b) => a - b)).toEqual(f.buckets));
    }
  });

  it('never overrides what the rules found', () => {
    const text = contract('msa', 'Governing Law. This Agreement is governed by the laws of the State of Illinois.');
    const rules = rulesAlone(text, 'msa', 'msa.governing_law');
    const { check } = checkOf(text, 'msa', 'msa.governing_law');
    expect(rules.outcome).toBe('entailed');
    expect(check.evidence[0].start).toBe(rules.evidence[0].start);
  });
});
