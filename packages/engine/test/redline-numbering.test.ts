import { describe, expect, it } from 'vitest';
import { applyRedlines, getBuiltInPlaybook, redlineEdits, review, type DocumentType, type Playbook } from '../src/index.js';
import { checkClause } from '../src/clause-library.js';
import { fromRoman, nextLetter, toRoman } from '../src/redline-numbering.js';

/** The contract's review with redlines, the new clauses (insertions, without their leading white space) and the accepted text. */
function inserted(text: string, type: DocumentType, playbook?: Playbook) {
  const out = review({ text, document_type: type, ...(playbook ? { playbook } : {}), options: { suggest_redlines: true } });
  const redlines = out.review.redlines ?? [];
  const edits = redlineEdits(text, out.clauses, redlines).edits;
  // (one redline carries every clause added at one place: its insertion holds them one after another, each starting
  // after a blank line with its number or its heading line)
  const blocks = edits
    .filter((e) => e.start === e.end && /\n/.test(e.insert))
    .flatMap((e) => e.insert.replace(/^\s+/, '').split(/\n{2,}(?=ARTICLE |Section |\(?[a-z]{1,2}\) |\d+[A-Z]?\. |[A-Z][A-Za-z ]{0,60}\n)/));
  return { out, redlines, blocks, accepted: applyRedlines(text, out.clauses, redlines).text };
}

/** Every line of `text` that starts with one of the given numbers, in order. */
function numbered(text: string, re: RegExp): string[] {
  return text.split('\n').map((l) => re.exec(l)?.[1]).filter((x): x is string => !!x);
}

const PARTIES = 'This Services Agreement (the "Agreement") is made on 1 May 2026 between Bluefin Analytics Inc. ("Provider") and Corvid Retail Ltd. ("Customer").';
const SIGNATURE = 'IN WITNESS WHEREOF, the parties have signed this Agreement.\n\nBy: ______________________\n';

/** Four sections, in the given label style, the last of them boilerplate: missing clauses go after section 3 and before it. */
function fourSections(label: (n: number) => string, headingLine = false): string {
  const sections: [string, string][] = [
    ['Services', 'Provider shall perform the analytics services described in each statement of work (the "Services") with reasonable skill and care.'],
    ['Fees', 'Customer shall pay Provider\'s invoices within thirty (30) days after receipt of a correct invoice.'],
    ['Confidentiality', 'Each party shall keep the other party\'s confidential information confidential and use it only to perform this Agreement.'],
    ['Governing Law', 'This Agreement is governed by the laws of the State of New York.'],
  ];
  const body = sections.map(([h, t], i) => (headingLine ? `${label(i + 1)}${h}\n${t}` : `${label(i + 1)}${h}. ${t}`)).join('\n\n');
  return `SERVICES AGREEMENT\n\n${PARTIES}\n\n${body}\n\n${SIGNATURE}`;
}

describe('new clauses numbered in the document\'s own scheme, no existing number moved', () => {
  it('between two top-level sections: 3A, 3B, ... after section 3, each under its heading, and section 4 keeps its number', () => {
    const text = fourSections((n) => `${n}. `);
    const { blocks, accepted } = inserted(text, 'msa');
    expect(blocks.length).toBeGreaterThan(2);
    const labels = blocks.map((b) => /^(\d+[A-Z]?)\. /.exec(b)?.[1]);
    expect(labels).toEqual(blocks.map((_, i) => `3${String.fromCharCode(65 + i)}`));
    // each under a heading of its own: "3A. Limitation of Liability. Except ...", no two alike
    const headings = blocks.map((b) => /^\d+[A-Z]\. ([A-Z][A-Za-z ]+)\. [A-Z]/.exec(b)?.[1]);
    for (const [i, h] of headings.entries()) expect(h, blocks[i]).toBeDefined();
    expect(new Set(headings).size).toBe(headings.length);
    expect(numbered(accepted, /^(\d+[A-Z]?)\. /)).toEqual(['1', '2', '3', ...labels, '4']);
  });

  it('in the "Section 3." style: "Section 3A."', () => {
    const { blocks, accepted } = inserted(fourSections((n) => `Section ${n}. `), 'msa');
    expect(blocks.length).toBeGreaterThan(0);
    for (const b of blocks) expect(b).toMatch(/^Section 3[A-Z]\. [A-Z][A-Za-z ]+\. /);
    expect(accepted).toContain('Section 4. Governing Law.');
  });

  it('among articles: "ARTICLE IIIA" with its heading in capitals on the line below, as the articles are written', () => {
    const { blocks, accepted } = inserted(fourSections((n) => `ARTICLE ${toRoman(n)}\n`, true).replace(/^(ARTICLE [IV]+\n)([A-Za-z ]+)$/gm, (_m, a: string, h: string) => `${a}${h.toUpperCase()}`), 'msa');
    expect(blocks.length).toBeGreaterThan(0);
    blocks.forEach((b, i) => expect(b).toMatch(new RegExp(`^ARTICLE III${String.fromCharCode(65 + i)}\\n[A-Z][A-Z ]+\\n[A-Z][a-z]`)));
    expect(numbered(accepted, /^ARTICLE ([IVX]+[A-Z]?)$/).at(-1)).toBe('IV');
  });

  it('among lettered clauses (a) to (d), each under its heading: the next letters after the last', () => {
    const text = fourSections((n) => `(${String.fromCharCode(96 + n)}) `).replace(PARTIES, `${PARTIES} The parties agree as follows:`);
    const { blocks } = inserted(text, 'msa');
    expect(blocks.length).toBeGreaterThan(0);
    blocks.forEach((b, i) => expect(b).toMatch(new RegExp(`^\\(${String.fromCharCode(101 + i)}\\) [A-Z][A-Za-z ]+\\. [A-Z]`)));
  });

  it('with title-case headings on their own line: the heading stays with the new clause that names who may terminate', () => {
    const { blocks, out } = inserted(fourSections((n) => `${n}. `, true), 'msa');
    const tfc = out.review.issues.find((i) => i.check_id === 'msa.termination_for_convenience');
    expect(tfc?.redline_id).toBeDefined();
    const block = blocks.find((b) => /terminate this Agreement for convenience/.test(b));
    expect(block).toMatch(/^3[A-Z]\. Termination for Convenience\nCustomer may terminate/);
  });

  it('after the last section of sections that a PDF\'s text runs together: the next number after the last one typed, headed run in as they are', () => {
    const text = `DISTRIBUTION AGREEMENT\n\nThis Distribution Agreement (the "Agreement") is made on 4 March 2026 between Kestrel Optics Ltd. ("Supplier") and Marlow Instruments Inc. ("Distributor").\n\n${[
      '1. Appointment 1.1 Supplier appoints Distributor as its non-exclusive distributor of the products listed in Exhibit A (the "Products") in Canada. 1.2 Distributor shall promote the Products with reasonable care and keep Supplier informed of its sales each quarter.',
      '2. Orders and Payment 2.1 Distributor shall place written purchase orders for the Products, and Supplier shall confirm or reject each order within five (5) business days. 2.2 Distributor shall pay each invoice within thirty (30) days after its date.',
      '3. Confidentiality 3.1 Each party shall keep the other party\'s confidential information confidential and use it only to perform this Agreement. 3.2 This Section 3 survives the end of this Agreement for three (3) years.',
      '4. Miscellaneous 4.1 Governing Law. This Agreement is governed by the laws of the Province of Ontario. 4.2 Notices. Notices shall be given in writing to the addresses above. 4.3 Entire Agreement. This Agreement is the entire agreement between the parties about its subject.',
    ].join(' ')}\n\n${SIGNATURE}`;
    const { blocks } = inserted(text, 'msa');
    expect(blocks.length).toBeGreaterThan(0);
    blocks.forEach((b, i) => expect(b).toMatch(new RegExp(`^${5 + i}\\. [A-Z][A-Za-z ]+\\. [A-Z]`)));
  });

  it('leaves a document without numbers without them', () => {
    const { blocks } = inserted(fourSections(() => '', true), 'msa');
    expect(blocks.length).toBeGreaterThan(0);
    for (const b of blocks) expect(b).toMatch(/^[A-Z][A-Za-z ]+\n[A-Z]/);
  });

  it('writes Roman numerals and letters as contracts do', () => {
    expect([1, 3, 4, 9, 14, 40].map(toRoman)).toEqual(['I', 'III', 'IV', 'IX', 'XIV', 'XL']);
    expect(['III', 'IX', 'XIV', 'IIII', 'IC'].map(fromRoman)).toEqual([3, 9, 14, null, null]);
    expect([nextLetter('c', 1), nextLetter('A', 2), nextLetter('z', 1)]).toEqual(['d', 'C', 'aa']);
  });
});

const SAAS = `SUBSCRIPTION AGREEMENT

This Subscription Agreement (the "Agreement") is made on 2 June 2026 between Nimbus Ledger Inc. ("Provider") and Tallis Freight Ltd. ("Customer").

1. Subscription. Provider grants Customer a non-exclusive right to use its hosted accounting platform (the "Service") during the term.

2. Suspension. Provider may suspend Customer's access to the Service at any time in its sole discretion.

3. Changes. Provider may modify these terms at any time by posting a revised version on its website, and Customer's continued use of the Service constitutes acceptance of the revised terms.

4. Governing Law. This Agreement is governed by the laws of the State of Delaware.
`;

const LEASE = `LEASE

This Lease is made on 1 July 2026 between Harrow Estates Ltd. ("Landlord") and Pemberton Design Ltd. ("Tenant").

1. Premises. Landlord lets to Tenant the second floor of 12 Quay Street, Bristol (the "Premises") for a term of five (5) years from 1 August 2026.

2. Access. Landlord and its agents may enter the Premises at any time and for any purpose.

3. Governing Law. This Lease is governed by the laws of England and Wales.
`;

describe('the clause library\'s clauses for the suspension, unilateral change and landlord access checks', () => {
  const cases = [
    ['saas.suspension', SAAS, 'saas', 'pbk_saas_standard', 'Provider may suspend Customer\'s access to the Service at any time in its sole discretion.'],
    ['saas.unilateral_changes', SAAS, 'saas', 'pbk_saas_standard', 'Provider may modify these terms at any time by posting a revised version on its website, and Customer\'s continued use of the Service constitutes acceptance of the revised terms.'],
    ['lease.landlord_access', LEASE, 'lease', 'pbk_lease_standard', 'Landlord and its agents may enter the Premises at any time and for any purpose.'],
  ] as const;
  for (const [checkId, text, type, playbookId, offending] of cases) {
    it(`${checkId}: the redline writes the library's preferred clause, and the library's fallback resolves the issue too`, () => {
      const { out, redlines, accepted } = inserted(text, type);
      const issue = out.review.issues.find((i) => i.check_id === checkId);
      expect(issue?.redline_id).toBeDefined();
      const redline = redlines.find((r) => r.id === issue!.redline_id)!;
      const own = checkClause({ check_id: checkId, suggested_language: getBuiltInPlaybook(playbookId)!.checks.find((c) => c.check_id === checkId)!.suggested_language });
      expect(own.preferred && own.fallback).toBeTruthy();
      // more than the playbook's one line: the clause's second sentence is there, in the contract's words
      const second = own.preferred!.split(/(?<=\.) (?=[A-Z])/)[1];
      expect(second).toBeDefined();
      expect(redline.suggested_text).toContain(second.split(' ').slice(0, 4).join(' '));
      expect(review({ text: accepted, document_type: type }).review.issues.map((i) => i.check_id)).not.toContain(checkId);
      // the fallback, put in place of the offending sentence, resolves it as well
      const withFallback = text.replace(offending, own.fallback!);
      expect(withFallback).not.toBe(text);
      expect(review({ text: withFallback, document_type: type }).review.issues.map((i) => i.check_id)).not.toContain(checkId);
    });
  }

  it('a playbook that words the check\'s language itself is followed, not the library', () => {
    const playbook = structuredClone(getBuiltInPlaybook('pbk_lease_standard')!);
    const check = playbook.checks.find((c) => c.check_id === 'lease.landlord_access')!;
    check.suggested_language = 'Landlord may enter the Premises only on forty-eight (48) hours\' written notice, except in an emergency.';
    expect(checkClause(check)).toEqual({ heading: 'Landlord\'s Access', preferred: check.suggested_language });
    const { out, redlines } = inserted(LEASE, 'lease', playbook);
    const issue = out.review.issues.find((i) => i.check_id === 'lease.landlord_access');
    expect(redlines.find((r) => r.id === issue?.redline_id)?.suggested_text).toContain('forty-eight (48) hours');
  });
});
