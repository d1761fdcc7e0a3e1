// Speed round 28: the careful redline path reads a candidate's cited check first (redline.ts `assessCited`) and reads
// the playbook's other checks only when that check's issue is resolved, or when a caller asks which issues are new.
// It is exact only once a context's readings no longer depend on the order its checks are read in (review.ts
// `sidesSettled`): these rows compare whole reviews, redlines on, made with the path and without it, on agreements of
// our own (US, English, Australian, Indian and Canadian drafting, MSA and NDA playbooks, clauses a redline must rewrite
// and clauses missing) and on CUAD texts, and check that the path is taken. Nothing is timed.
import { describe, expect, it } from 'vitest';
import { buildContext, review, type DocumentType } from '../src/index.js';
import { sidesSettled } from '../src/review.js';
import { openingParties } from '../src/keyterms.js';
import { probingCitedFirst } from '../src/redline-probe.js';
import { cuadDocs } from '../eval/roundtrip.ts';

const msa = (title: string, a: string, b: string, body: string) => `${title}

This Agreement is made between ${a} and ${b}.

${body}
`;

const ROWS: [string, DocumentType, string][] = [
  ['US services agreement: a one-sided cap, fees changed at will, no data clause', 'msa', msa('MASTER SERVICES AGREEMENT', 'Brightwater Logistics, Inc., a Delaware corporation ("Customer")', 'Quillon Software LLC ("Provider")', `1. Services
1.1 Provider shall provide the hosted routing services described in each Order.

2. Fees
2.1 Customer shall pay all fees within fifteen (15) days of the invoice date.
2.2 Provider may change its fees at any time on notice to Customer.

3. Limitation of Liability
3.1 In no event shall Provider's aggregate liability exceed one hundred dollars ($100). Customer's liability is unlimited.
3.2 Provider shall not be liable for any indirect, incidental or consequential damages, lost profits or lost data.

4. Term and Termination
4.1 This Agreement continues for one year and renews automatically for further one-year terms.
4.2 Provider may terminate this Agreement at any time for convenience on five days' notice.

5. Governing Law
5.1 This Agreement is governed by the laws of the State of Texas.`)],
  ['English MSA: the supplier suspends at will, the customer indemnifies everything', 'msa', msa('SERVICES AGREEMENT', 'Fenwick Harbour Limited (the "Client")', 'Ardent Systems plc (the "Supplier")', `1. The Services
1.1 The Supplier will provide the Services with reasonable skill and care.
1.2 The Supplier may suspend the Services at its sole discretion without notice.

2. Charges
2.1 The Client shall pay the Charges within 10 days of the date of each invoice. Late payments bear interest at 8% per month.

3. Indemnity
3.1 The Client shall indemnify the Supplier against all losses, claims and costs arising in any way from this Agreement.

4. Liability
4.1 The Supplier's total liability under this Agreement shall be limited to £50.

5. Law
5.1 This Agreement is governed by the law of England and Wales and the courts of England have exclusive jurisdiction.`)],
  ['Australian agreement: the provider owns what the customer pays for', 'msa', msa('SERVICES AGREEMENT', 'Tallowood Grain Co-operative Ltd ABN 12 345 678 901 (Customer)', 'Coralbay Digital Pty Ltd ABN 98 765 432 109 (Provider)', `1. Services
(a) The Provider must supply the Services in accordance with the Statement of Work.

2. Intellectual Property
(a) All Intellectual Property Rights in the Deliverables vest in the Provider on creation, including in any materials the Customer pays for.

3. Payment
(a) The Customer must pay each invoice within 7 days.

4. Termination
(a) The Provider may terminate this agreement immediately by notice for any reason.

5. Governing law
(a) This agreement is governed by the laws of New South Wales.`)],
  ['Indian NDA: one-way, perpetual, no exclusions', 'nda', `NON-DISCLOSURE AGREEMENT

This Agreement is entered into at Pune between Saraswati Textiles Private Limited (the "Disclosing Party") and Vindhya Consultants LLP (the "Receiving Party").

1. The Receiving Party shall keep all information received from the Disclosing Party confidential in perpetuity.
2. The Receiving Party shall not disclose Confidential Information to any person, including its employees and advisers.
3. The Receiving Party shall not, for five years, engage in any business similar to that of the Disclosing Party anywhere in India.
4. This Agreement shall be governed by the laws of India and the courts at Pune shall have exclusive jurisdiction.
`],
  ['Canadian mutual NDA: residuals, no return of information', 'nda', `MUTUAL NON-DISCLOSURE AGREEMENT

This Agreement is made between Laurentide Robotics Inc., an Ontario corporation ("Laurentide"), and Prairie Vector Ltd., an Alberta corporation ("Prairie Vector").

1. Confidential Information means any information disclosed by either party to the other.
2. Each party may use Confidential Information retained in the unaided memory of its personnel for any purpose.
3. Each party may keep copies of the other party's Confidential Information after this Agreement ends.
4. The obligations in this Agreement end one month after disclosure.
5. This Agreement is governed by the laws of the Province of Ontario.
`],
  ['A benign twin: a balanced US agreement (few findings, few candidates)', 'msa', msa('MASTER SERVICES AGREEMENT', 'Redfern Medical Group, Inc. ("Customer")', 'Halyard Cloud Services, Inc. ("Provider")', `1. Services
1.1 Provider shall provide the Services in a professional and workmanlike manner.

2. Fees
2.1 Customer shall pay undisputed fees within thirty (30) days of receipt of a correct invoice.

3. Limitation of Liability
3.1 Each party's aggregate liability shall not exceed the fees paid or payable in the twelve (12) months preceding the claim, except for breach of confidentiality, indemnification obligations or gross negligence.

4. Termination
4.1 Either party may terminate this Agreement for material breach not cured within thirty (30) days of written notice.

5. Governing Law
5.1 This Agreement is governed by the laws of the State of New York.`)],
];

/** The whole output of a review with redlines, with the cited-first path on or off. */
function reviewed(text: string, type: DocumentType, on: boolean): { out: string; cut: number } {
  const { result, probe } = probingCitedFirst({ on }, () => JSON.stringify(review({ text, document_type: type, options: { suggest_redlines: true } })));
  return { out: result, cut: probe.cut };
}

describe('a context is settled once its sides cannot depend on the order its checks are read in', () => {
  // (an order form whose opening names no party: the key terms read the parties from its table, the opening reads none)
  const form = `KEY DETAILS

| Item | Customer | Provider |
|---|---|---|
| Party | Harbour Freight Pty Ltd | Kestrel Analytics Limited |
| Governing law | New South Wales | |

1. Services. Kestrel Analytics shall provide the analytics services described in Schedule 1.
2. Fees. Harbour Freight shall pay the fees within 30 days of invoice.
`;
  it('at once when the opening names a party', () => {
    for (const [, , text] of ROWS) expect(sidesSettled(buildContext(text))).toBe(true);
  });
  it('with no party in the opening, not before the sides or the key terms are read; after either', () => {
    expect(openingParties(buildContext(form).plain)).toEqual([]);
    const a = buildContext(form);
    expect(sidesSettled(a)).toBe(false);
    void a.lex;
    expect(sidesSettled(a)).toBe(true);
    const b = buildContext(form);
    expect(sidesSettled(b)).toBe(false);
    void b.keyTerms;
    expect(sidesSettled(b)).toBe(true);
  });
  it('never while an override takes a whole section away (its second context reads its sides lazily too)', () => {
    const c = buildContext(`${ROWS[0][2]}\n6. Special Conditions\n6.1 Clause 3 shall not apply.\n`);
    expect(c.overrides.some((o) => o.full)).toBe(true);
    void c.lex;
    void c.keyTerms;
    expect(sidesSettled(c)).toBe(false);
  });
  it("the key terms' parties are the opening's whenever the opening names one (own rows, CUAD every 6th)", () => {
    const texts = [...ROWS.map((r) => r[2]), ...cuadDocs().filter((_, i) => i % 6 === 1).map((d) => d.text)];
    let named = 0;
    for (const text of texts) {
      const ctx = buildContext(text);
      const opening = openingParties(ctx.plain);
      if (!opening.length) continue;
      named++;
      expect(ctx.keyTerms.parties).toEqual(opening);
    }
    expect(named).toBeGreaterThan(ROWS.length);
  }, 600_000);
});

describe('reviews with redlines are the same with the cited check read first', () => {
  let cut = 0;
  it.each(ROWS)('%s', (_, type, text) => {
    const on = reviewed(text, type, true);
    const off = reviewed(text, type, false);
    expect(on.out).toBe(off.out);
    expect(off.cut).toBe(0);
    cut += on.cut;
  });
  it.skipIf(!cuadDocs(1).length)('CUAD texts (every 12th with a playbook of their own), under the MSA and NDA playbooks, and the path is taken', () => {
    const docs = cuadDocs().filter((_, i) => i % 12 === 5);
    expect(docs.length).toBeGreaterThan(10);
    for (const d of docs) for (const type of ['msa', 'nda'] as const) {
      const on = reviewed(d.text, type, true);
      expect(on.out, `${d.name} ${type}`).toBe(reviewed(d.text, type, false).out);
      cut += on.cut;
    }
    // (candidates whose other checks went unread: the comparison above covers the fast path, not only the slow one)
    expect(cut).toBeGreaterThan(5);
  }, 600_000);
});

describe('each verification the path answers is the one assess gives, new issues included', () => {
  it('own rows and CUAD texts (every 12th with a playbook of their own), every candidate audited', () => {
    let audited = 0;
    const wrong: string[] = [];
    const audit = (got: string, want: string) => {
      audited++;
      if (got !== want) wrong.push(`${got.slice(0, 200)}\n  want ${want.slice(0, 200)}`);
    };
    const { probe } = probingCitedFirst({ audit }, () => {
      for (const [, type, text] of ROWS) review({ text, document_type: type, options: { suggest_redlines: true } });
      for (const d of cuadDocs().filter((_, i) => i % 12 === 5)) for (const type of ['msa', 'nda'] as const) review({ text: d.text, document_type: type, options: { suggest_redlines: true } });
    });
    expect(wrong).toEqual([]);
    expect(probe.cut).toBeGreaterThan(5);
    expect(audited).toBeGreaterThan(10);
  }, 600_000);
});
