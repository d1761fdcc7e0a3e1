// Speed round 20. (1) A branch that tests what the rest of its sentence holds and then reads on through it,
// `(?=[^.;]*\bpersonal data\b)[^.;]*?\bmay use\b`, is tried only where a run of its class begins (gate.ts `quickStart`,
// `runStart`): its first match, the one a pattern without the g flag finds, must be the same. These rows compare the
// first match (where, what, the groups) as written and as compiled, from every position of hand-written sentences, on
// generated text, and on the built-in playbooks' own wording. (2) `PieceMarks.reset` keeps the pieces of a text it has
// scanned: the marks must be those of a fresh scan, also after a piece is registered. (3) The locator's clause windows are
// kept by heading and text: a document read after another that shares its clauses, under other headings, must be scored
// as by an engine that read nothing before.
import { describe, expect, it, vi } from 'vitest';
import { quickStart, alternatives, gateFor, PieceMarks } from '../src/gate.js';
import { listBuiltInPlaybooks } from '../src/playbooks/index.js';

/** The first match of a pattern in a text, with the flags the review compiles check patterns with. */
const first = (source: string, text: string) => {
  const m = new RegExp(source, 'i').exec(text);
  return m ? `${m.index}:${[...m].map((g) => g ?? '-').join('|')}` : null;
};

describe('runStart: which branches are tried only where a run begins', () => {
  it.each<[string, string]>([
    [String.raw`(?=[^.;]*\brenew)[^.;]*\bfees?\b`, String.raw`(?<![^.;])(?=[^.;]*\brenew)[^.;]*\bfees?\b`],
    [String.raw`(?=[^.;]*\bdata\b)(?=[^.;]*\buse)[^.;]*?\bmay\b`, String.raw`(?<![^.;])(?=[^.;]*\bdata\b)(?=[^.;]*\buse)[^.;]*?\bmay\b`],
    [String.raw`[^,]*\bunless\b`, String.raw`(?<![^,])[^,]*\bunless\b`],
    // each top-level branch on its own, and inside a group that is the whole pattern
    [String.raw`\bcap\b|(?=[^.;]*\bfee)[^.;]*\bcap`, String.raw`\bcap\b|(?<![^.;])(?=[^.;]*\bfee)[^.;]*\bcap`],
    [String.raw`(?:(?=[^.;]*x)[^.;]*y|z)`, String.raw`(?:(?<![^.;])(?=[^.;]*x)[^.;]*y|z)`],
  ])('%s', (source, want) => {
    expect(quickStart(source)).toBe(want);
  });

  it.each([
    // a negative test of the rest (it holds at fewer positions the earlier it starts)
    String.raw`(?![^.;]*\bnot\b)[^.;]*\bmay\b`,
    // a lookahead with branches, one of which does not read the run
    String.raw`(?=[^.;]*\bdata|\bsecurity)[^.;]*\bmay\b`,
    // the lookahead's run and the branch's of different classes
    String.raw`(?=[^.;]*\bdata)[^.]*\bmay\b`,
    // something before the lookahead, or no run after it
    String.raw`\b(?=[^.;]*\bdata)[^.;]*\bmay\b`,
    String.raw`(?=[^.;]*\bdata)[a-z]*\bmay\b`,
    String.raw`(?=[^.;]*\bdata)[^.;]+\bmay\b`,
  ])('leaves %s without the run test', (source) => {
    expect(quickStart(source).startsWith('(?<![')).toBe(false);
  });
});

describe('a branch tried only where a run begins finds the first match it found', () => {
  const patterns = [
    String.raw`(?=[^.;]*\b(?:personal data|customer data)\b)[^.;]*?(?<!\b(?:not|no)\b[^.;]{0,40})(?:may|is entitled to)\s+(?:also\s+)?(?:process|use)\b(?:[^.;]{0,80}\b(analytics|own purposes?)\b)?`,
    String.raw`(?=[^.;]*\b(?:renew\w*|extension|successive)\b)[^.;]*\b(?:fees?|prices?|charges)\b[^.;]{0,80}\b(?:then[- ]current|increase)`,
    String.raw`\bservice charges?\b|(?=[^.;]*\b(tenant|landlord)\b)[^.;]*?\bservice\s+(costs|charges?)\b`,
    String.raw`(?:(?=[^.;]*\bconflict)[^.;]*\b(prevail|precedence)\w*|\border of precedence\b)`,
    String.raw`(?=[^.;]*\bdata\b)(?=[^.;]*\buse)[^.;]*?\bmay\b`,
    String.raw`[^,]*\bunless\b`,
  ];
  const sentences = [
    'The Processor may use Personal Data for analytics; the Processor is entitled to process customer data for its own purposes.',
    'The Processor shall not, and no Subprocessor may use personal data. The Controller may also process personal data.',
    'On each renewal the fees shall increase; upon any extension, prices at the then-current rates. Charges for successive terms increase.',
    'The Tenant shall pay service charges. Landlord service costs; tenant pays a share of service charge costs.',
    'In the event of a conflict, this DPA shall prevail; the order of precedence is set out below. Conflicts: precedence.',
    'We may use data, unless the data is not used; may, unless. data use may',
  ];
  it.each(patterns.map((p) => [p]))('%s', (source) => {
    const quick = quickStart(source);
    expect(quick).not.toBe(source);
    // every position of each sentence: the first match from there, as a search of that text
    for (const s of sentences) for (let k = 0; k < s.length; k++) expect(first(quick, s.slice(k)), s.slice(k)).toBe(first(source, s.slice(k)));
    let seed = 20;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const alphabet = ['a', ' ', ',', '.', ';', ' may ', ' use ', 'personal data ', 'data ', 'renewal ', 'fees ', 'increase', 'tenant ', 'service charge', 'conflict ', 'prevails', 'unless ', 'not ', 'analytics'];
    for (let n = 0; n < 600; n++) {
      const text = Array.from({ length: 1 + Math.floor(rand() * 16) }, () => alphabet[Math.floor(rand() * alphabet.length)]).join('');
      expect(first(quick, text), text).toBe(first(source, text));
    }
  });

  it('every built-in check branch so compiled finds the same first match, on its own playbooks\' wording', () => {
    const texts: string[] = [];
    const sources: string[] = [];
    for (const pb of listBuiltInPlaybooks()) {
      for (const c of pb.checks) {
        texts.push(c.title, c.description, c.preferred_position, ...c.fallbacks, c.suggested_language);
        const d = c.detection;
        if (!d) continue;
        for (const p of [...d.topic, ...(d.entail ?? []), ...(d.contradict ?? []), ...(d.exclude ?? []), ...(d.fallback ?? []), ...(d.override ?? [])]) {
          for (const b of alternatives(p)) if (quickStart(b).includes('(?<![^')) sources.push(b);
        }
      }
    }
    // (the DPA playbook's own-use readings, the SaaS renewal price, the lease's service charge are among them)
    expect(sources.length).toBeGreaterThan(5);
    const sentences = texts.filter(Boolean).join(' ').split(/(?<=[.;])\s+/);
    let matched = 0;
    for (const s of sources) {
      const quick = quickStart(s);
      for (const t of sentences) {
        const want = first(s, t);
        matched += want ? 1 : 0;
        expect(first(quick, t), `${s}\n${t}`).toBe(want);
      }
    }
    expect(matched).toBeGreaterThan(0);
  });
});

describe('PieceMarks.reset keeps the pieces of the texts it scanned', () => {
  it('marks a text met again as a fresh scan would', () => {
    const gate = gateFor(String.raw`\bindemnif\w*`)!;
    const other = gateFor(String.raw`\bwarrant\w*`)!;
    const m = new PieceMarks();
    const text = 'The Supplier shall indemnify the Customer.';
    for (let k = 0; k < 3; k++) {
      m.reset(text);
      expect(m.may(gate)).toBe(true);
      expect(m.may(other)).toBe(false);
      m.reset('The Supplier warrants the goods.');
      expect(m.may(gate)).toBe(false);
      expect(m.may(other)).toBe(true);
    }
  });

  it('scans a text again when a piece was registered after it was kept', () => {
    const m = new PieceMarks();
    const text = 'The quaggazebra and the okapi are listed in Schedule 9.';
    const without = 'Only the okapi is listed.';
    m.reset(text);
    m.reset(without);
    // (a gate made now registers a piece the kept scans do not know)
    const late = gateFor(String.raw`\bquaggazebras?\b`)!;
    m.reset(without);
    expect(m.may(late)).toBe(false);
    m.reset(text);
    expect(m.may(late)).toBe(true);
  });
});

describe('the locator\'s windows kept by heading and text score a document as a fresh engine does', () => {
  // Written for this test: the same clauses under other headings, and one clause changed.
  const clauses = [
    ['Confidential Information', 'Confidential Information means any information a party discloses to the other, orally or in writing.'],
    ['Return of Materials', 'When the Project ends the Recipient will hand back or destroy every document containing Confidential Information.'],
    ['Term', 'The obligations in this Agreement last for three years after the Effective Date.'],
    ['Remedies', 'The Discloser may seek an injunction to stop a breach, and the Recipient will not disclose Confidential Information to any third party.'],
    ['Governing Law', 'This Agreement is governed by the laws of Ontario.'],
  ];
  const write = (order: number[], headings: string[], changed?: [number, string]) =>
    `MUTUAL CONFIDENTIALITY AGREEMENT\n\n${order.map((k, n) => `${n + 1}. ${headings[n].toUpperCase()}\n\n(a) ${changed && changed[0] === k ? changed[1] : clauses[k][1]}`).join('\n\n')}\n`;
  const first = write([0, 1, 2, 3, 4], clauses.map((c) => c[0]));
  const second = write([0, 1, 2, 3, 4], ['Remedies', 'Term', 'Governing Law', 'Return of Materials', 'Confidential Information'], [2, 'The obligations in this Agreement last for five years after the Effective Date, and survive its end.']);

  type Index = typeof import('../src/index.js');
  type Locator = typeof import('../src/learned/locator.js');
  async function readings(warm: boolean) {
    vi.resetModules();
    const engine = (await import('../src/index.js')) as Index;
    const locator = (await import('../src/learned/locator.js')) as Locator;
    const read = (text: string) => {
      const ctx = engine.buildContext(text);
      return Object.keys(locator.locatorThresholds()).map((type) => locator.locateClauses(ctx, type));
    };
    if (warm) read(first);
    return read(second);
  }

  it('shares clauses with the other document under other headings', async () => {
    const engine = await import('../src/index.js');
    const read = (text: string) => {
      const seg = engine.segmentDetailed(text);
      return new Map(seg.clauses.map((c, i) => [text.slice(c.start, c.end), c.heading ?? seg.context[i] ?? '']));
    };
    const a = read(first);
    const b = read(second);
    expect([...b].filter(([t, h]) => a.has(t) && a.get(t) !== h).length).toBeGreaterThan(1);
  });

  it('as read after another document sharing its clauses, and as read first', async () => {
    const fresh = await readings(false);
    const warm = await readings(true);
    expect(fresh.some((x) => x.length)).toBe(true);
    expect(warm).toEqual(fresh);
  });
});
