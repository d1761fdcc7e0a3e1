// Speed round 15: the backward scans of text-scan.ts equal the end-anchored patterns they replace, and the heading
// overrides read through a memo equal those read without one.
import { describe, expect, it } from 'vitest';
import { endsWithFollows, isJsSpace, previousWord } from '../src/text-scan.js';
import { headingOverrides, disappliedHeading } from '../src/scope.js';
import { buildContext, defaultPlaybookFor, evaluateCheck, type DocContext } from '../src/index.js';
import { TextMemo } from '../src/memo.js';

/** A small deterministic generator (a linear congruential one), so that the rows are the same on every run. */
function rng(seed: number): () => number {
  let x = seed >>> 0;
  return () => ((x = (Math.imul(x, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

const PIECES = ['the', 'The', 'Tenant', ' ', '  ', '\n', '\t', '\u00a0', '\u2003', '\u3000', '\ufeff', '\u200b', '\u0085', '"', '“', '(', 'as', 'follows', 'FOLLOWS', 'Follows', ':', '.', '—', '–', '-', ';', 'agree', 'a', 'each'];

function randomText(next: () => number, max: number): string {
  let s = '';
  const n = Math.floor(next() * max);
  for (let i = 0; i < n; i++) s += PIECES[Math.floor(next() * PIECES.length)];
  return s;
}

describe('text-scan', () => {
  it('isJsSpace agrees with the \\s class on every UTF-16 code unit', () => {
    const disagree: number[] = [];
    for (let c = 0; c < 0x10000; c++) if (isJsSpace(c) !== /\s/.test(String.fromCharCode(c))) disagree.push(c);
    expect(disagree).toEqual([]);
  });

  it('previousWord equals /\\S+\\s+$/ on the slice before a position', () => {
    const next = rng(15);
    for (let row = 0; row < 3000; row++) {
      const text = randomText(next, 40);
      const end = Math.floor(next() * (text.length + 1));
      const limit = 1 + Math.floor(next() * 30);
      const want = /\S+\s+$/.exec(text.slice(Math.max(0, end - limit), end))?.[0] ?? '';
      expect(previousWord(text, end, limit), JSON.stringify({ text, end, limit })).toBe(want);
    }
    expect(previousWord('to the Tenant', 7, 80)).toBe('the ');
    expect(previousWord('to theTenant', 6, 80)).toBe('');
    expect(previousWord('   Tenant', 3, 80)).toBe('');
  });

  it('endsWithFollows holds of every text the agree-as-follows pattern matches', () => {
    const re = /\b(?:agree|agreed|agrees|covenant|stipulate)\b[^.;:]{0,60}\bas follows\s*[:.—–-]?\s*$/i;
    const ENDS = [' ', '  ', '\n', '\u00a0', '\u3000', ':', '.', '—', '–', '-', ';', '…', 'x', ')', '::'];
    const FOLLOWS = ['follows', 'FOLLOWS', 'Follows', 'folLows', 'follow', 'followss'];
    const next = rng(1513);
    const pick = <T,>(xs: T[]) => xs[Math.floor(next() * xs.length)];
    let matched = 0;
    let unmatched = 0;
    for (let row = 0; row < 4000; row++) {
      let tail = '';
      for (let k = Math.floor(next() * 4); k > 0; k--) tail += pick(ENDS);
      const t = `${randomText(next, 4)}${pick(['agree', 'Agrees', 'COVENANT', 'stipulate'])} ${randomText(next, 3)} as ${pick(FOLLOWS)}${tail}`;
      if (re.test(t)) {
        matched++;
        expect(endsWithFollows(t), JSON.stringify(t)).toBe(true);
      } else unmatched++;
    }
    expect(matched).toBeGreaterThan(200);
    expect(unmatched).toBeGreaterThan(200);
    expect(endsWithFollows('The parties agree as follows —  ')).toBe(true);
    expect(endsWithFollows('The Parties hereby AGREE AS FOLLOWS:')).toBe(true);
    expect(endsWithFollows('The parties agree as follows::')).toBe(false);
    expect(endsWithFollows('The services are as set out below:')).toBe(false);
  });
});

describe('heading overrides through the memo', () => {
  const text = [
    'MASTER SERVICES AGREEMENT',
    '1. Audit',
    'The Customer may audit the Provider once a year.',
    '2. Non-Solicitation',
    'Neither party shall solicit the other party’s staff.',
    '3. Amendments',
    "The parties amend this Agreement as set out below. The clause headed 'Audit' shall not apply. The Non-Solicitation clause is hereby deleted. The section entitled Warranties is deleted.",
  ].join('\n\n');

  it('gives the overrides the plain reading gives, recorded and looked up', () => {
    const plain = buildContext(text);
    const memo = TextMemo.create();
    const recorded = buildContext(text, memo);
    const looked = buildContext(text, memo.reader());
    expect(plain.overrides.filter((o) => o.full).length).toBeGreaterThanOrEqual(2);
    expect(recorded.overrides).toEqual(plain.overrides);
    expect(looked.overrides).toEqual(plain.overrides);
    // the recorded verdicts are disappliedHeading's: a reading that consults only them finds the same
    const table = memo.table<ReturnType<typeof disappliedHeading>>(disappliedHeading);
    expect(table.size).toBeGreaterThan(0);
    const fromTable = headingOverrides(plain.sentenceText, plain.clauses, null, (t) => (table.has(t) ? table.get(t)! : disappliedHeading(t)));
    expect(fromTable).toEqual(headingOverrides(plain.sentenceText, plain.clauses));
  });
});

describe('sentences in role words through the memo', () => {
  // the same operative sentences, with the parties' sides read from the recitals the other way round: what the memo
  // kept of one contract's sentences in role words must not be reused for the other's
  const body = [
    '1. Indemnity',
    'Lucid shall defend, indemnify and hold harmless ArTara against any third party claim arising from the Services.',
    '2. Liability',
    'The total liability of Lucid under this Agreement shall not exceed the fees paid in the twelve months before the claim.',
    '3. Confidentiality',
    'ArTara shall keep confidential all information it receives and shall not disclose it to any third party.',
  ].join('\n\n');
  const opening = (provider: string, customer: string) =>
    `SERVICES AGREEMENT\n\nThis Agreement is made between Lucid Systems Inc. ("Lucid") and ArTara Health LLC ("ArTara").\n\n${provider} shall provide the Services and ${customer} shall pay the fees. ${provider} will invoice ${customer} monthly, and ${customer} shall pay ${provider} within thirty days.\n\n${body}`;
  const lucidProvides = opening('Lucid', 'ArTara');
  const artaraProvides = opening('ArTara', 'Lucid');

  it('reads each contract as a fresh build does, after the other recorded its sentences', () => {
    const playbook = defaultPlaybookFor('msa');
    const read = (ctx: DocContext) => playbook.checks.filter((c) => c.enabled).map((c) => evaluateCheck(c, ctx));
    const a = buildContext(lucidProvides);
    const b = buildContext(artaraProvides);
    // the two contracts put the parties on opposite sides
    expect(a.lex.sideOfName.get('lucid')).toBe('provider');
    expect(b.lex.sideOfName.get('lucid')).toBe('customer');
    expect(read(a)).not.toEqual(read(b));
    for (const [first, second] of [[lucidProvides, artaraProvides], [artaraProvides, lucidProvides]]) {
      const memo = TextMemo.create();
      const recorded = buildContext(first, memo);
      read(recorded);
      expect(read(buildContext(second, memo.reader()))).toEqual(read(buildContext(second)));
      expect(read(buildContext(first, memo.reader()))).toEqual(read(buildContext(first)));
    }
  });
});
