// Redlines round 21 (session 17): redlines that leave the clause contradicting itself, read as the licensee's lawyer
// read an on-premise licence. Three classes, each with differently-worded documents of our own and a benign twin,
// written before the planner was changed:
// - the language restates a term that a sibling sentence of the same clause states, and the sibling stays beside it
//   (two audit rights on different notice; a 5% cap beside "shall not exceed 12%");
// - a strike cuts a verb's complement off and leaves a fragment ("... or permit any third party.");
// - in a licence, the licensor's right to end the licence at will stays and the licensee's own right is added beside it.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { review, type DocumentType } from '../src/index.js';
import { leavesFragment } from '../src/redline-siblings.js';
import { redlined } from './redlined.js';


/** The words of numbered clause `n` ("5.1") in a text. */
function clauseText(text: string, n: string): string {
  const at = text.indexOf(`\n${n} `);
  expect(at, `clause ${n}`).toBeGreaterThanOrEqual(0);
  const next = text.slice(at + 1).search(/\n(?:\d+\.\d+ |\d+\. |[A-Z]{4,})/);
  return text.slice(at + 1, next < 0 ? undefined : at + 1 + next);
}

const LICENCE = (parties: string, clauses: string) => `SOFTWARE LICENCE AGREEMENT

This Software Licence Agreement (the "Agreement") is made on 9 June 2026 between ${parties}.

1. DEFINITIONS
1.1 "Software" means the Licensor's inventory planning software in object code, and its updates.

2. LICENCE
2.1 Subject to payment of the Fees, the Licensor grants the Licensee a perpetual, non-exclusive licence to use the Software for its internal business purposes.

${clauses}

9. GENERAL
9.1 This Agreement is governed by the laws of England and Wales.
`;

const SAAS = (parties: string, clauses: string) => `SUBSCRIPTION SERVICES AGREEMENT

This Subscription Services Agreement (the "Agreement") is made on 3 August 2026 between ${parties}.

1. SERVICES
1.1 Provider shall make the Platform available to Customer during the Subscription Term in accordance with the Documentation.

${clauses}

9. GENERAL
9.1 This Agreement is governed by the laws of New South Wales.
`;

describe('a sibling sentence that restates the term the language restates goes with it', () => {
  it.each<[string, string, DocumentType, string, string, string]>([
    ['English: an inspection on seven days\' notice beside the cost rule',
      LICENCE('Ardent Forge Software Limited (the "Licensor") and Pellow Castings Limited (the "Licensee")', `5. AUDIT
5.1 The Licensor may, on giving seven (7) days' notice, enter the Licensee's premises and inspect its computer systems and records to confirm that the Software is used in accordance with this Agreement. The Licensee shall reimburse the Licensor's costs of every audit.`),
      'license', 'license.royalties_audit', '5.1', 'seven (7) days\' notice'],
    ['Australian: the licensor "or its appointed auditor" inspects on three business days\' notice, then the cost rule',
      LICENCE('Wirraway Systems Pty Ltd (the "Licensor") and Bunyip Logistics Pty Ltd (the "Licensee")', `6. AUDIT
6.1 The Licensor or its appointed auditor may, on three (3) business days' notice, inspect the Licensee's premises, computers and records to check the Licensee's compliance with this Agreement. The Licensee must pay the cost of each audit.`),
      'license', 'license.royalties_audit', '6.1', 'three (3) business days'],
    ['US: the cost rule first, then examination on two business days\' notice',
      LICENCE('Tallgrass Analytics, Inc. ("Licensor") and Redwater Freight LLC ("Licensee")', `5. RECORDS AND AUDIT
5.1 Licensee shall pay all costs and expenses of each audit. Licensor's independent accountants may examine Licensee's books and records relating to its use of the Software upon two (2) business days' prior notice.`),
      'license', 'license.royalties_audit', '5.1', 'two (2) business days'],
    ['Indian: an increase of charges at discretion with a ceiling of fifteen per cent in the next sentence',
      LICENCE('Sahyadri Softworks Private Limited (the "Licensor") and Konkan Agro Foods Limited (the "Licensee")', `3. FEES
3.1 The Licensee shall pay the licence fee and the annual maintenance charges set out in the Schedule.
3.2 The Licensor shall be entitled to increase the annual maintenance charges at its discretion by giving the Licensee thirty (30) days' notice. Such increase shall not exceed fifteen per cent (15%) of the charges for the previous year.`),
      'license', 'license.price_increases', '3.2', 'fifteen per cent (15%)'],
    ['Australian SaaS: an increase at discretion, capped at 15% by the sentence after',
      SAAS('Coolabah Cloud Pty Ltd ("Provider") and Mallee Grain Co-operative Ltd ("Customer")', `4. FEES
4.1 Customer shall pay the Subscription Fees monthly in advance.
4.2 Provider may increase the Subscription Fees at its discretion by giving Customer 30 days' notice. The increase will not be more than 15% in any Subscription Year.`),
      'saas', 'saas.price_increases', '4.2', 'not be more than 15%'],
  ])('%s', (_name, text, type, check, clause, sibling) => {
    const { forCheck, accepted } = redlined(text, type);
    const rl = forCheck(check);
    expect(rl.original_text).toContain(sibling);
    const after = clauseText(accepted, clause);
    expect(after).not.toContain(sibling);
    // one statement of the term, the language's
    expect(after).toMatch(/twelve \(12\) month period|five percent \(5%\)/);
  });

  it('benign twin: a sibling on another matter of the same clause stays (when an increase takes effect; how long records are kept)', () => {
    const price = SAAS('Coolabah Cloud Pty Ltd ("Provider") and Mallee Grain Co-operative Ltd ("Customer")', `4. FEES
4.1 Customer shall pay the Subscription Fees monthly in advance.
4.2 Provider may increase the Subscription Fees at any time on thirty (30) days' notice to Customer. Any increase takes effect from the first invoice issued after the notice expires.`);
    const p = redlined(price, 'saas');
    p.forCheck('saas.price_increases');
    expect(clauseText(p.accepted, '4.2')).toContain('Any increase takes effect from the first invoice issued after the notice expires.');
    const audit = LICENCE('Ardent Forge Software Limited (the "Licensor") and Pellow Castings Limited (the "Licensee")', `5. AUDIT
5.1 The Licensee shall keep complete and accurate records of its use of the Software for three (3) years. The Licensee shall bear the costs of any audit.`);
    const a = redlined(audit, 'license');
    a.forCheck('license.royalties_audit');
    expect(clauseText(a.accepted, '5.1')).toContain('The Licensee shall keep complete and accurate records of its use of the Software for three (3) years.');
  });
});

describe('a cut never leaves a fragment', () => {
  it.each<[string, string]>([
    ['US: "nor allow any other person, including its affiliates and subcontractors, to access or use"',
      'Licensee shall not sublicense the Software, nor allow any other person, including its affiliates and subcontractors, to access or use the Software.'],
    ['English: "or authorise anyone, including any member of its group or any outsourcing contractor, to operate them"',
      'The Licensee may not grant sub-licences of the Software or authorise anyone, including any member of its group or any outsourcing contractor, to operate the Software.'],
    ['Canadian: "or let any person, including an affiliate, a consultant or a service provider of Licensee, run"',
      'Licensee may not sublicense the Software or let any person, including an affiliate, a consultant or a service provider of Licensee, run the Software.'],
  ])('sublicensing, %s', (_name, bar) => {
    const text = LICENCE('Tallgrass Analytics, Inc. ("Licensor") and Redwater Freight LLC ("Licensee")', `2.2 ${bar}
2.3 All rights not expressly granted are reserved to Licensor.`);
    const { forCheck, accepted } = redlined(text, 'license');
    const rl = forCheck('license.sublicensing');
    // nothing left hanging where the words were cut
    expect(leavesFragment(rl.suggested_text)).toBe(false);
    // and what is left says what the playbook wants: affiliates and contractors may use it on the licensee's behalf
    expect(clauseText(accepted, '2.2')).toMatch(/Affiliates[^.]*contractors|affiliates[^.]*contractors/);
  });

  it('reads a fragment where a cut leaves one, and a whole sentence where it does not', () => {
    for (const s of [
      'Licensee may not sublicense the Software or permit any third party.',
      'Customer shall not allow any person.',
      'The Supplier may disclose the information to.',
      'Each party may terminate this Agreement on notice or.',
      'The Licensee may use the Software, including.',
      'Provider shall not authorise its subcontractors or employees.',
    ]) expect(leavesFragment(s), s).toBe(true);
    for (const s of [
      'Licensee may not sublicense the Software or permit any third party to use the Software.',
      'Licensee may not sublicense the Software.',
      'Customer shall not permit the use of the Platform by others.',
      'The Supplier may disclose the information to its advisers.',
      'Provider may permit its subcontractors to access Customer Data.',
      'The Licensee shall not allow any third party access to the Software.',
      'Licensor shall have no liability with regard to the Licensed Mark for any:',
    ]) expect(leavesFragment(s), s).toBe(false);
  });
});

/**
 * The sentences of a redline's suggested text at each place it cuts words without writing any (a delete with no insert
 * beside it): the sentence as the cut leaves it.
 */
function sentencesAtCuts(ops: { op: string; text: string }[]): string[] {
  const out: string[] = [];
  let written = '';
  ops.forEach((o, k) => {
    if (o.op === 'delete' && ops[k - 1]?.op !== 'insert' && ops[k + 1]?.op !== 'insert') {
      const rest = ops.slice(k + 1).filter((x) => x.op !== 'delete').map((x) => x.text).join('');
      const end = /[.;:](?:\s|$)|$/.exec(rest)!;
      out.push(written.slice(written.search(/[^.;:]*$/)) + rest.slice(0, end.index + 1));
    }
    if (o.op !== 'delete') written += o.text;
  });
  return out;
}

describe('property: no redline of the repository\'s own agreements leaves a fragment where it cuts', () => {
  const own = new URL('../eval/lawyer/own/', import.meta.url);
  const fixtures = new URL('./fixtures/', import.meta.url);
  const docs = [
    ...readdirSync(own).map((f) => new URL(f, own)),
    ...['people18', 'users11', 'users12', 'users14a', 'users14b', 'users15'].flatMap((d) => readdirSync(new URL(`${d}/`, fixtures)).map((f) => new URL(`${d}/${f}`, fixtures))),
  ];
  const typeOf = (f: string): DocumentType => /lease/.test(f) ? 'lease' : /licen/.test(f) ? 'license' : /dpa|processing/.test(f) ? 'dpa' : /employment/.test(f) ? 'employment'
    : /consulting/.test(f) ? 'consulting' : /saas|subscription/.test(f) ? 'saas' : /confidential/.test(f) ? 'nda' : 'services';
  it(`over ${docs.length} agreements, every sentence a cut leaves is whole`, () => {
    const bad: string[] = [];
    let cuts = 0;
    for (const url of docs) {
      const out = review({ text: readFileSync(url, 'utf8'), document_type: typeOf(url.pathname), options: { suggest_redlines: true } });
      for (const r of out.review.redlines ?? []) {
        for (const s of sentencesAtCuts(r.operations)) {
          cuts++;
          if (leavesFragment(s)) bad.push(`${url.pathname.split('/').pop()} ${r.id}: ${s.slice(-100)}`);
        }
      }
    }
    expect(cuts).toBeGreaterThan(10);
    expect(bad).toEqual([]);
  }, 240_000);

  it('the property reads the lead\'s licence cut as a fragment', () => {
    expect(sentencesAtCuts([
      { op: 'equal', text: '2.2 Licensee may not sublicense the Software or permit any third party' },
      { op: 'delete', text: ', including any affiliate, contractor or outsourcing provider of Licensee, to use the Software' },
      { op: 'equal', text: '.' },
    ]).map(leavesFragment)).toEqual([true]);
  });
});

describe('in a licence, the licensor\'s right to end the licence at will is the adverse term', () => {
  it.each<[string, string, RegExp]>([
    ['English: for convenience on ninety days\' notice',
      '10.2 The Licensor may terminate this Agreement for convenience on giving ninety (90) days\' notice to the Licensee.', /Licensor may terminate this Agreement for convenience/],
    ['US: reserves the right to terminate at any time, for any reason',
      '10.2 Licensor reserves the right to terminate this License at any time, for any reason, upon thirty (30) days written notice.', /Licensor reserves the right to terminate/],
    ['Australian: may end it without cause',
      '10.2 The Licensor may end this Agreement without cause by giving the Licensee sixty (60) days\' written notice.', /Licensor may end this Agreement without cause/],
  ])('%s', (_name, clause, theirs) => {
    const text = LICENCE('Ardent Forge Software Limited (the "Licensor") and Pellow Castings Limited (the "Licensee")', `10. TERM AND TERMINATION
10.1 This Agreement starts on its date and continues until terminated in accordance with this clause.
${clause}
10.3 Either party may terminate this Agreement by notice if the other commits a material breach and fails to remedy it within thirty (30) days of notice.`);
    const { forCheck, accepted } = redlined(text, 'license');
    const rl = forCheck('license.termination_for_convenience');
    expect(rl.original_text).toMatch(theirs);
    expect(accepted).not.toMatch(theirs);
    // the breach ground stays
    expect(accepted).toContain('Either party may terminate this Agreement by notice if the other commits a material breach');
  });

  it('benign twin: in a services agreement the supplier\'s own exit stays and the customer\'s is added beside it', () => {
    const text = `MASTER SERVICES AGREEMENT

This Master Services Agreement (the "Agreement") is made on 2 February 2026 between Brightwell Consulting LLC ("Provider") and Osprey Retail Inc. ("Customer").

1. SERVICES
1.1 Provider shall perform the Services described in each Statement of Work.

2. TERM AND TERMINATION
2.1 This Agreement continues for three (3) years from its date.
2.2 Provider may terminate this Agreement for convenience on ninety (90) days' written notice to Customer.

9. GENERAL
9.1 This Agreement is governed by the laws of the State of New York.
`;
    const { forCheck, accepted } = redlined(text, 'msa');
    forCheck('msa.termination_for_convenience');
    expect(accepted).toContain('Provider may terminate this Agreement for convenience on ninety (90) days\' written notice to Customer.');
    expect(accepted).toMatch(/Customer may terminate this Agreement[^.]*for convenience/);
  });

  it('benign twin: the licensor\'s right to terminate for non-payment stays', () => {
    const text = LICENCE('Ardent Forge Software Limited (the "Licensor") and Pellow Castings Limited (the "Licensee")', `10. TERM AND TERMINATION
10.1 The Licensor may terminate this Agreement at any time for convenience on ninety (90) days' notice.
10.2 The Licensor may terminate this Agreement if the Licensee fails to pay any Fees within thirty (30) days after notice of non-payment.`);
    const { accepted } = redlined(text, 'license');
    expect(accepted).toContain('10.2 The Licensor may terminate this Agreement if the Licensee fails to pay any Fees');
    expect(accepted).not.toMatch(/Licensor may terminate this Agreement at any time for convenience/);
  });
});
