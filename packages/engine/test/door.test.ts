// The second reading's selection, the position answer and the door harness (eval/door.ts), over real HTTP against the
// OpenAI-compatible test server with a scripted model that answers from a table.
import { describe, expect, it } from 'vitest';
import {
  buildContext, detailSignals, getBuiltInPlaybook, planSecondReadings, review, reviewAsync, selectSecondReadings, unsureChecks,
  type PlaybookCheck,
} from '../src/index.js';
import * as engine from '../src/index.js';
import { coverage, formatCoverage, formatDoor, formatSeconds, LAST_SPENT, loadSets, reasonClass, runDoor, timedProvider, type CallLog, type DoorEngine } from '../eval/door.ts';
import { SAMPLE_NDA } from './fixtures.js';
import { excerpts, modelPerTest, type ChatRequest, type Reply } from './model-server.js';
import { expectValid } from './spec-schemas.js';

const served = modelPerTest('table-model');
const withModel = served.withModel;

const SEVERITY = { critical: 4, high: 3, medium: 2, low: 1 } as const;
const termOf = (req: ChatRequest) => /^Term: (.*)$/m.exec(req.messages[1].content)?.[1] ?? '';

describe('detailSignals', () => {
  // each kind, worded three ways (US and British drafting, different verbs and parties)
  const rows: [string, string][] = [
    ['carve_out', 'Each party\'s liability is capped at the fees paid, except for claims arising from gross negligence.'],
    ['carve_out', 'The Supplier shall not be liable for indirect loss save where it has acted wilfully.'],
    ['carve_out', 'The Licensee may sublicense the Software, provided that the Licensor has first approved the sublicensee.'],
    ['number', 'Customer shall pay each invoice within thirty (30) days of receipt.'],
    ['number', 'The Tenant shall pay a deposit of £50,000 on signing.'],
    ['number', 'The obligations survive for 12 months after termination.'],
    ['restricted', 'The Provider may change the Service Levels at its sole discretion.'],
    ['restricted', 'The Landlord shall insure the Building in such amount as the Landlord thinks fit.'],
    ['restricted', 'Only the Licensor may bring proceedings for infringement.'],
    ['definition', '"Deliverables" means the written reports listed in the Statement of Work.'],
    ['definition', 'Confidential Information has the meaning given in clause 1.'],
    ['definition', 'Fees shall be adjusted by the Index as defined in the Schedule.'],
    ['negation', 'Nothing in this Agreement prevents the Employee from approaching former clients.'],
    ['negation', 'The Processor is not required to obtain the Controller\'s consent to any transfer.'],
    ['negation', 'The Supplier may assign this Agreement without the Customer\'s consent.'],
  ];
  for (const [kind, text] of rows) it(`reads ${kind} in "${text.slice(0, 50)}..."`, () => expect(detailSignals(text)).toContain(kind));

  it('finds none in a plain obligation', () => {
    expect(detailSignals('The Supplier shall perform the Services with reasonable care and skill.')).toEqual([]);
    expect(detailSignals('This Agreement is governed by the laws of England and Wales.')).toEqual([]);
  });
});

describe('selectSecondReadings', () => {
  const input = { text: SAMPLE_NDA, document_type: 'nda' as const };
  const playbook = getBuiltInPlaybook('pbk_nda_standard')!;

  it("'unsure' is the door as first built: unsureChecks, in playbook order, within the budget", () => {
    const ctx = buildContext(SAMPLE_NDA);
    const base = review(input);
    const want = unsureChecks(ctx, playbook.checks);
    expect(want.length).toBeGreaterThan(0);
    const got = selectSecondReadings(ctx, playbook, base.review.checks, 'unsure', 1000);
    expect(got.map((r) => r.check.check_id)).toEqual(want.map((u) => u.check.check_id));
    expect(got.map((r) => r.excerpts)).toEqual(want.map((u) => u.excerpts));
    expect(got.every((r) => r.why === 'unsure')).toBe(true);
    expect(selectSecondReadings(ctx, playbook, base.review.checks, 'unsure', 1)).toHaveLength(1);
  });

  it("'detail' adds sure, unflagged checks with signs of adverse detail, ranked by severity, excerpts slicing the contract", () => {
    const { base, readings } = planSecondReadings(input, { selection: 'detail', maxSecondReadings: 1000 });
    const ctx = buildContext(SAMPLE_NDA);
    const unsure = new Set(unsureChecks(ctx, playbook.checks).map((u) => u.check.check_id));
    expect(readings.some((r) => r.why === 'detail')).toBe(true);
    for (const u of unsure) expect(readings.map((r) => r.check.check_id)).toContain(u);
    for (const r of readings) {
      const result = base.review.checks.find((c) => c.check_id === r.check.check_id)!;
      if (r.why !== 'unsure') {
        // a flagged check is never sent for a sure reading
        expect(['preferred', 'acceptable']).toContain(result.position);
        expect(r.signals.length + (r.why === 'located' ? 1 : 0)).toBeGreaterThan(0);
      }
      expect(r.excerpts.length).toBeGreaterThan(0);
      for (const e of r.excerpts) expect(SAMPLE_NDA.slice(e.start, e.end)).toBe(e.quote);
    }
    const ranks = readings.map((r) => SEVERITY[r.check.severity]);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    // the budget keeps the head of the ranking
    const four = planSecondReadings(input, { selection: 'detail', maxSecondReadings: 4 }).readings;
    expect(four.map((r) => r.check.check_id)).toEqual(readings.slice(0, 4).map((r) => r.check.check_id));
  });

  it('shows the sentence elsewhere that disapplies a cited section', () => {
    const text = SAMPLE_NDA.replace(/\s*$/, '\n\n9. Special Conditions. Section 1.1 shall not apply to information disclosed at the kick-off meeting.\n');
    const { readings } = planSecondReadings({ text, document_type: 'nda' }, { selection: 'detail', maxSecondReadings: 1000 });
    const withOverride = readings.filter((r) => r.signals.includes('override'));
    expect(withOverride.length).toBeGreaterThan(0);
    for (const r of withOverride) expect(r.excerpts.some((e) => e.quote.includes('Section 1.1 shall not apply'))).toBe(true);
  });
});

describe('reviewAsync answering with a position', () => {
  const input = { text: SAMPLE_NDA, document_type: 'nda' as const };

  it('gives the model the playbook tiers, and a verified position flags a check the rules passed', async () => {
    const { base, readings } = planSecondReadings(input);
    const target = readings.find((r) => r.why === 'detail')!;
    expect(target).toBeDefined();
    const check = getBuiltInPlaybook('pbk_nda_standard')!.checks.find((c) => c.check_id === target.check.check_id) as PlaybookCheck;
    expect(base.review.issues.some((i) => i.check_id === check.check_id)).toBe(false);
    const provider = await withModel((req) => {
      if (termOf(req) !== check.title) return 'not this one';
      expect(req.messages[1].content).toContain(`Preferred: ${check.preferred_position}`);
      for (const f of check.fallbacks) expect(req.messages[1].content).toContain(`- ${f}`);
      return JSON.stringify({ position: 'unacceptable', quotes: [excerpts(req)[0]] });
    });
    const out = await reviewAsync(input, { provider });
    expect(served.server!.requests.length).toBe(readings.length);
    const got = out.result.review.checks.find((c) => c.check_id === check.check_id)!;
    expect(got.position).toBe('unacceptable');
    const table = check.detection!.positions;
    const unacceptableOutcomes = (['entailed', 'contradicted'] as const).filter((o) => table[o] === 'unacceptable');
    expect(got.outcome).toBe(unacceptableOutcomes.length === 1 ? unacceptableOutcomes[0] : 'contradicted');
    expect(got.evidence.map((e) => e.quote)).toEqual([target.excerpts[0].quote]);
    expect(out.result.review.issues.some((i) => i.check_id === check.check_id)).toBe(true);
    expect(out.readings).toEqual([expect.objectContaining({ check_id: check.check_id, why: 'detail', kept_position: 'unacceptable' })]);
    // every other reading was declined as not JSON, and its check left as the rules read it
    expect(out.declined!.map((d) => reasonClass(d.reason))).toEqual(Array(readings.length - 1).fill('not JSON'));
    for (const c of base.review.checks) if (c.check_id !== check.check_id) expect(out.result.review.checks.find((x) => x.check_id === c.check_id)).toEqual(c);
    expectValid('ReviewResult', out.result.review);
  });

  it('declines a position outside the enum, and a term called missing that quotes a passage', async () => {
    const replies = [
      JSON.stringify({ position: 'borderline', quotes: [] }),
      JSON.stringify({ position: 'missing', outcome: 'entailed', quotes: ['Confidential Information'] }),
    ];
    let n = 0;
    const provider = await withModel(() => replies[n++ % 2]);
    const out = await reviewAsync(input, { provider, maxSecondReadings: 2 });
    expect(out.result).toEqual(review(input));
    expect(out.declined!.map((d) => reasonClass(d.reason))).toEqual(['outside the enums', 'position and outcome disagree']);
  });

  it('with a budget of 0 asks nothing', async () => {
    const provider = await withModel(() => 'unused');
    const out = await reviewAsync(input, { provider, maxSecondReadings: 0 });
    expect(served.server!.requests).toHaveLength(0);
    expect(out.result).toEqual(review(input));
  });
});

describe('eval/door.ts', () => {
  const door: DoorEngine = engine;
  // passages only the adverse sides of the twelfth hold-out's ten more carry, and what the table model answers for them
  const TABLE: Record<string, 'unacceptable'> = {
    'whether or not they are working on the Purpose': 'unacceptable',
    'To be confirmed by the Employer after commencement': 'unacceptable',
    'personally introduced to the Employer': 'unacceptable',
    'employer of record': 'unacceptable',
  };
  /** The table model: a listed passage in the excerpts is answered from the table (quoting it); a governing-law term
   * gets an HTTP error; anything else a reply that is not JSON. */
  function tableModel(req: ChatRequest): Reply {
    if (/governing law/i.test(termOf(req))) return { status: 503, body: '{"error":{"message":"busy"}}' };
    const listed = Object.keys(TABLE).find((k) => excerpts(req).some((e) => e.includes(k)));
    if (!listed) return 'I would need to see the whole contract.';
    return JSON.stringify({ position: TABLE[listed], quotes: [listed] });
  }

  it('counts flags with and without the door, and readings asked, used and declined, as the model server saw them', async () => {
    const sets = await loadSets(['12x']);
    const provider = await withModel(tableModel);
    const [row] = await runDoor(door, sets, { provider, maxSecondReadings: 4, selection: 'detail' });
    const cases = sets[0].cases;
    // rules alone, counted here from review()
    const flagged = (text: string, k: (typeof cases)[number]) => review({ text, document_type: k.type }).review.issues.some((i) => i.check_id === k.check);
    expect(row.rules.adverse).toBe(cases.filter((k) => flagged(k.adverse.text, k)).length);
    expect(row.rules.benign).toBe(cases.filter((k) => flagged(k.benign.text, k)).length);
    // the door: a missed adverse side is flagged when its check was sent with its listed passage among the excerpts
    const caught = cases.filter((k) => {
      if (flagged(k.adverse.text, k)) return false;
      const { readings } = planSecondReadings({ text: k.adverse.text, document_type: k.type }, { maxSecondReadings: 4, selection: 'detail' });
      const r = readings.find((x) => x.check.check_id === k.check);
      return !!r && !/governing law/i.test(r.check.title) && Object.keys(TABLE).some((p) => r.excerpts.some((e) => e.quote.includes(p)));
    });
    expect(caught.length).toBe(3);
    expect(row.door.adverse).toBe(row.rules.adverse + caught.length);
    // the listed passages are only on adverse sides and every other reply is declined: no benign twin changes
    expect(row.door.benign).toBe(row.rules.benign);
    // what the harness counted is what the server received and answered
    const http = served.server!.requests.filter((q) => /governing law/i.test(termOf(q))).length;
    const used = served.server!.requests.filter((q) => !/governing law/i.test(termOf(q)) && Object.keys(TABLE).some((p) => excerpts(q).some((e) => e.includes(p)))).length;
    expect(row.asked).toBe(served.server!.requests.length);
    expect(row.accepted).toBe(used);
    expect(row.declined['transport or HTTP'] ?? 0).toBe(http);
    expect(row.declined['not JSON']).toBe(served.server!.requests.length - used - http);
    expect(row.pairCheckRead).toBe(caught.length);
    const text = formatDoor([row]);
    expect(text).toContain(`${(100 * row.door.adverse / row.pairs).toFixed(1)} %`);
    expect(text).toMatch(/declined, by reason: .*not JSON/);
  });

  it('measures coverage without a model: misses sent by each policy within its budget', async () => {
    const sets = await loadSets(['12x']);
    const policies = [{ label: 'unsure, 4', selection: 'unsure' as const, max: 4 }, { label: 'detail, 4', selection: 'detail' as const, max: 4 }];
    const [row] = coverage(door, sets, policies);
    expect(row.pairs).toBe(10);
    for (const p of policies) {
      let sent = 0, benign = 0;
      for (const k of sets[0].cases) {
        const a = planSecondReadings({ text: k.adverse.text, document_type: k.type }, { selection: p.selection, maxSecondReadings: p.max });
        const missed = !a.base.review.issues.some((i) => i.check_id === k.check);
        if (missed && a.readings.some((r) => r.check.check_id === k.check)) sent++;
        const b = planSecondReadings({ text: k.benign.text, document_type: k.type }, { selection: p.selection, maxSecondReadings: p.max });
        if (b.readings.some((r) => r.check.check_id === k.check)) benign++;
      }
      expect(row.policies[p.label].missesSent).toBe(sent);
      expect(row.policies[p.label].benignSent).toBe(benign);
    }
    expect(row.policies['detail, 4'].missesSent).toBeGreaterThan(row.policies['unsure, 4'].missesSent);
    // (hold-out 12's ten more: 8 misses until tiers28 (session 28) read one, a fee increase beyond its tier)
    expect(formatCoverage([row], policies)).toMatch(/^all\s+10\s+7\s/m);
  });

  it('loads the spent hold-outs up to the last spent one, and never one after it', async () => {
    const [last] = await loadSets([`${LAST_SPENT}x`]);
    expect(last.name).toBe(`holdout${LAST_SPENT}+10`);
    expect(last.cases.length).toBe(10);
    await expect(loadSets([String(LAST_SPENT + 1)])).rejects.toThrow(/no spent hold-out/);
  });

  it('times every call through the provider and keeps its reply, failures included', async () => {
    let n = 0;
    const provider = await withModel(() => (n++ === 0 ? JSON.stringify({ position: 'preferred', quotes: [] }) : { status: 503, body: 'busy' }));
    const log: CallLog = { seconds: [], calls: [] };
    const timed = timedProvider(provider, log);
    await timed.complete({ messages: [{ role: 'system', content: 'sys' }, { role: 'user', content: 'Term: Cap\nmore' }] });
    await expect(timed.complete({ messages: [{ role: 'user', content: 'Term: Fees' }] })).rejects.toThrow(/503/);
    expect(log.calls.map((c) => [c.term, c.promptChars, c.reply.slice(0, 12)])).toEqual([['Term: Cap', 17, '{"position":'], ['Term: Fees', 10, 'error: provi']]);
    expect(log.seconds.every((x) => x >= 0)).toBe(true);
    expect(formatSeconds(log.seconds)).toMatch(/^2 calls; seconds per call: mean \d/);
    expect(formatSeconds([])).toBe('no calls');
  });
});
