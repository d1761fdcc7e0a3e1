import { describe, expect, it } from 'vitest';
import { buildContext, evaluateCheck, getBuiltInPlaybook, redlineOperations, segmentDetailed } from '../src/index.js';

const nda = getBuiltInPlaybook('pbk_nda_standard')!;
const check = (id: string) => nda.checks.find((c) => c.check_id === id)!;

// A synthetic NDA whose exclusions are a list of items under a lead-in.
const LIST_NDA = `MUTUAL NON-DISCLOSURE AGREEMENT

1. Definitions. "Confidential Information" means all business and technical information disclosed by a party.

2. Exceptions
The obligations of confidentiality shall not apply to any information that:
(a) is or becomes publicly available through no fault of the Recipient; or
(b) was known to the Recipient before disclosure; or
(c) is received from a third party without a duty of confidentiality; or
(d) is independently developed by the Recipient without use of the Confidential Information.

3. Term. This Agreement continues for two (2) years. The obligations of confidentiality survive termination for three (3) years.

4. Miscellaneous. This Agreement is governed by the laws of the State of New York.
`;

describe('sentences', () => {
  it('keep a bare list label with its item and a bare "or" with the item before it', () => {
    const text = 'The exceptions are information that:\n(a) is public; or\n(b) was known; or\n(c) e. Tests are here.';
    const seg = segmentDetailed(text);
    const quotes = seg.sentences.map((s) => text.slice(s.start, s.end));
    expect(quotes).toContain('(a) is public; or');
    expect(quotes).not.toContain('or');
    const labelled = 'The list:\nx. Some text follows the label. More text.';
    expect(segmentDetailed(labelled).sentences.map((s) => labelled.slice(s.start, s.end))).not.toContain('x.');
  });
});

describe('evidence', () => {
  const ctx = buildContext(LIST_NDA);
  const at = (needle: string) => ctx.sentenceText.findIndex((t) => t.includes(needle));

  it('finds list structure: lead-ins, their items, and where a list ends', () => {
    const lead = at('shall not apply to any information that:');
    expect(lead).toBeGreaterThanOrEqual(0);
    for (const item of ['publicly available', 'known to the Recipient', 'third party', 'independently developed']) expect(ctx.lead[at(item)]).toBe(lead);
    // section 3 is numbered otherwise than the items: the list has ended
    expect(ctx.lead[at('continues for two')]).toBe(-1);
    expect(ctx.listEnd[lead]).toBe(at('independently developed') + 1);
  });

  it('cites a list item together with the lead-in that carries its meaning', () => {
    const ev = evaluateCheck(check('nda.third_party_acquisition'), ctx);
    expect(ev.outcome).toBe('entailed');
    const quotes = ev.evidence.map((e) => e.quote);
    expect(quotes.some((q) => q.includes('received from a third party'))).toBe(true);
    expect(quotes.some((q) => q.includes('shall not apply to any information that:'))).toBe(true);
    for (const e of ev.evidence) expect(LIST_NDA.slice(e.start, e.end)).toBe(e.quote);
  });

  it('cites adjacent sentences of one clause as one span', () => {
    const ev = evaluateCheck(check('nda.term_length'), ctx);
    expect(ev.outcome).toBe('entailed');
    const term = ev.evidence.find((e) => e.quote.includes('continues for two'))!;
    expect(term.quote).toContain('survive termination for three (3) years');
    const clauses = new Set(ev.evidence.map((e) => e.clause_id));
    expect(clauses.size).toBe(ev.evidence.length);
  });

  it('cites evidence for a contradicted check too', () => {
    const c = buildContext('The Recipient may use information retained in the unaided memory of its personnel for any purpose.');
    const ev = evaluateCheck(check('nda.residuals'), c);
    expect(ev.outcome).toBe('contradicted');
    expect(ev.evidence).toHaveLength(1);
  });
});

describe('evidence order', () => {
  // A services agreement where a staffing line "assigns" a back-up before the assignment clause itself.
  const MSA = `MASTER SERVICES AGREEMENT

4. Service Levels. The Provider shall respond to each support request within one business day. The Provider shall name a support contact. If the support contact is not available, a back-up contact shall be temporarily assigned to the Customer.

5. Fees. The Customer shall pay the fees within thirty (30) days of invoice.

12. Assignment. Neither party may assign this Agreement without the prior written consent of the other party.

13. Governing Law. This Agreement is governed by the laws of the State of New York.
`;
  const msa = getBuiltInPlaybook('pbk_msa_standard')!;

  it("cites a cue sentence in a clause of the check's type before one elsewhere", () => {
    const ctx = buildContext(MSA);
    const ev = evaluateCheck(msa.checks.find((c) => c.check_id === 'msa.assignment')!, ctx);
    expect(ev.outcome).toBe('entailed');
    expect(ev.evidence[0].quote).toMatch(/^Neither party may assign this Agreement/);
  });
});

describe('redline operations on long clauses', () => {
  it('leave the unchanged head and tail whole and rebuild both texts', () => {
    const head = 'word '.repeat(300);
    const original = `${head}The term is five years. ${head}`;
    const suggested = `${head}The term is two years. ${head}`;
    const ops = redlineOperations(original, suggested);
    expect(ops.filter((o) => o.op !== 'insert').map((o) => o.text).join('')).toBe(original);
    expect(ops.filter((o) => o.op !== 'delete').map((o) => o.text).join('')).toBe(suggested);
    expect(ops.filter((o) => o.op !== 'equal').map((o) => o.text)).toEqual(['five', 'two']);
  });

  it('show very different texts as a plain replacement', () => {
    const a = Array.from({ length: 600 }, (_v, i) => `a${i}`).join(' ');
    const b = Array.from({ length: 600 }, (_v, i) => `b${i}`).join(' ');
    expect(redlineOperations(a, b)).toEqual([{ op: 'delete', text: a }, { op: 'insert', text: b }]);
  });
});
