// Redlines round 20 (session 17): what the lead, reading a US provider's SaaS agreement as a UK customer's lawyer, saw
// in the rendered Word redline. Each is a class, with differently-worded documents and a benign twin, written before the
// planner was changed:
// - a redline must not drop a qualifier of the contract's own text that protects the playbook's side ("such consent not
//   to be unreasonably withheld") unless its new text carries the same protection: stated as a property over every
//   redline of many documents;
// - the amendments language lands in the clause that lets the provider amend the terms, not in the one that lets it
//   change or withdraw features (one check reads both matters);
// - a residuals definition of information "in intangible form" retained in memory is no statement that oral disclosures
//   are protected: striking it with the residuals clause raises no new issue in the round trip.
import { describe, expect, it } from 'vitest';
import { review, type DocumentType } from '../src/index.js';
import { REASONABLE_CONSENT_RE, asksConsent } from '../src/redline-qualifiers.js';
import { adverseDocs } from './adverse/docs.js';

function reviewed(text: string, type: DocumentType) {
  return review({ text, document_type: type, options: { suggest_redlines: true } });
}

function redlineFor(text: string, type: DocumentType, check: string) {
  const out = reviewed(text, type);
  const issue = out.review.issues.find((i) => i.check_id === check);
  expect(issue?.redline_id, `a redline for ${check}`).toBeDefined();
  return { rl: out.review.redlines!.find((r) => r.id === issue!.redline_id)!, out };
}

/** The text with every redline of the review accepted. */
function accepted(text: string, type: DocumentType): string {
  const out = reviewed(text, type);
  let t = text;
  for (const r of out.review.redlines!) {
    expect(t.includes(r.original_text), `redline ${r.id} is found in the text`).toBe(true);
    t = t.replace(r.original_text, () => r.suggested_text ?? '');
  }
  return t;
}

const agreement = (title: string, parties: string, clause: string, law = 'England and Wales') => `${title}

This Agreement is made between ${parties}.

1. SERVICES
1.1 The Provider shall perform the Services described in each Statement of Work with reasonable skill and care.

2. FEES
2.1 The Customer shall pay each undisputed invoice within thirty (30) days of receipt.

3. ASSIGNMENT
3.1 ${clause}

4. GOVERNING LAW
4.1 This Agreement is governed by the laws of ${law}.
`;

// the documents, each with a consent our side needs from the other that the contract already makes reasonable
const QUALIFIED: [string, DocumentType, string][] = [
  ['US, "such consent not to be unreasonably withheld", provider free to assign', 'msa', agreement('MASTER SERVICES AGREEMENT', 'Brightwater Systems, Inc. ("Provider") and Kellaway Foods Ltd ("Customer")',
    'Customer may not assign or transfer this Agreement without the prior written consent of Provider, such consent not to be unreasonably withheld. Provider may assign this Agreement without Customer\'s consent.', 'the State of New York')],
  ['English, "(which shall not be unreasonably withheld or delayed)", the supplier first', 'msa', agreement('AGREEMENT FOR THE SUPPLY OF SERVICES', 'Marlow Digital Limited (the "Supplier") and Hawthorn Leisure plc (the "Customer")',
    'The Supplier may assign this Agreement at any time without the consent of the Customer. The Customer shall not assign this Agreement without the Supplier\'s prior written consent (which shall not be unreasonably withheld or delayed).')],
  ['Australian, "must not be unreasonably withheld, conditioned or delayed", novation on notice', 'services', agreement('SERVICES AGREEMENT', 'Gumtree Cloud Pty Ltd ("Supplier") and Riverbend Council ("Customer")',
    'The Customer must not assign its rights under this Agreement without the Supplier\'s consent, which must not be unreasonably withheld, conditioned or delayed. The Supplier may assign or novate this Agreement to any person by notice to the Customer.', 'New South Wales')],
  ['Indian, provider first, "not to be unreasonably refused or delayed"', 'msa', agreement('MASTER SERVICES AGREEMENT', 'Sahyadri Infotech Private Limited ("Vendor") and Lakeshore Retail Inc. ("Client")',
    'Vendor may freely assign this Agreement without the consent of the Client. The Client shall not assign this Agreement except with the consent of the Vendor, such consent not to be unreasonably refused or delayed.', 'India')],
  ['Canadian licence, "which the Licensor shall not unreasonably withhold"', 'license', agreement('SOFTWARE LICENCE AGREEMENT', 'Northlake Software Corp. ("Licensor") and Prairie Grain Co-operative Ltd ("Licensee")',
    'The Licensee may not assign this Agreement without the written consent of the Licensor, which the Licensor shall not unreasonably withhold. The Licensor may assign this Agreement to any third party without notice to the Licensee.', 'the Province of Ontario')],
];

// twins: no qualifier in the contract (the redline adds none), and a qualifier on a consent our side gives (no loss to drop)
const UNQUALIFIED: [string, DocumentType, string][] = [
  ['no qualifier in the contract', 'msa', agreement('MASTER SERVICES AGREEMENT', 'Brightwater Systems, Inc. ("Provider") and Kellaway Foods Ltd ("Customer")',
    'Customer may not assign this Agreement without the prior written consent of Provider. Provider may assign this Agreement without Customer\'s consent.', 'the State of New York')],
  ['the qualifier is on the customer\'s own consent', 'msa', agreement('MASTER SERVICES AGREEMENT', 'Brightwater Systems, Inc. ("Provider") and Kellaway Foods Ltd ("Customer")',
    'Provider may assign this Agreement to any person without Customer\'s consent, and Customer\'s consent to any other transfer shall not be unreasonably withheld.', 'the State of New York')],
];

describe('a redline keeps the reasonableness of a consent the contract already gives our side', () => {
  // the property, over every redline of every document: a redline that deletes such a qualifier and asks for consent
  // again says it too
  it.each(QUALIFIED)('%s', (_name, type, text) => {
    const out = reviewed(text, type);
    const check = `${type}.assignment`;
    const issue = out.review.issues.find((i) => i.check_id === check);
    expect(issue?.redline_id, `a redline for ${check}`).toBeDefined();
    let dropping = 0;
    for (const r of out.review.redlines!) {
      if (!REASONABLE_CONSENT_RE.test(r.original_text)) continue;
      dropping++;
      const suggested = r.suggested_text ?? '';
      if (asksConsent(suggested)) expect(suggested, `redline ${r.id}`).toMatch(REASONABLE_CONSENT_RE);
    }
    expect(dropping, 'the assignment redline rewrites the qualified sentence').toBeGreaterThan(0);
    // and the document with every redline accepted still says it
    expect(accepted(text, type)).toMatch(REASONABLE_CONSENT_RE);
  });

  it('keeps the verbs the contract used', () => {
    const [, type, text] = QUALIFIED[2];
    const { rl } = redlineFor(text, type, `${type}.assignment`);
    expect(rl.suggested_text).toMatch(/not to be unreasonably withheld, conditioned or delayed/);
  });

  // the same property over the adverse suite's documents (both sides of every spent case and pair) that have such a
  // qualifier: every redline that rewrites one and asks for consent again keeps it
  it('over the adverse suite: no redline drops a reasonable-consent qualifier its new text could carry', () => {
    const docs = adverseDocs().filter((d) => !d.name.endsWith('/signed') && REASONABLE_CONSENT_RE.test(d.text));
    expect(docs.length).toBeGreaterThan(5);
    const dropped: string[] = [];
    let rewritten = 0;
    for (const d of docs) {
      for (const r of reviewed(d.text, d.type).review.redlines ?? []) {
        if (!REASONABLE_CONSENT_RE.test(r.original_text)) continue;
        rewritten++;
        const suggested = r.suggested_text ?? '';
        if (asksConsent(suggested) && !REASONABLE_CONSENT_RE.test(suggested)) dropped.push(`${d.name} ${r.id}: ${suggested.slice(0, 120)}`);
      }
    }
    expect(rewritten).toBeGreaterThan(0);
    expect(dropped).toEqual([]);
  });

  it('benign twin: a new text that says no consent is needed gains no qualifier', () => {
    expect(asksConsent('A change of control of Licensee does not require Licensor\'s consent and does not give Licensor a right to terminate this Agreement.')).toBe(false);
    expect(asksConsent('The Supplier may assign this Agreement without the consent of the Customer.')).toBe(false);
    expect(asksConsent('Neither party may assign this Agreement without the prior written consent of the other party.')).toBe(true);
  });

  it.each(UNQUALIFIED)('benign twin: %s', (_name, type, text) => {
    const { rl } = redlineFor(text, type, `${type}.assignment`);
    expect(rl.suggested_text).not.toMatch(/unreasonably/);
  });
});

const subscription = (parties: string, service: string, amend: string, serviceFirst = true) => `SUBSCRIPTION SERVICES AGREEMENT

This Agreement is made between ${parties}.

1. THE SERVICES
1.1 The Provider shall provide the Services to the Customer in accordance with the Documentation.
${serviceFirst ? `1.2 ${service}\n` : ''}
2. FEES
2.1 The Customer shall pay the Fees within thirty (30) days of the date of invoice.

3. GENERAL
${serviceFirst ? '' : `3.1 ${service}\n`}3.2 ${amend}
3.3 This Agreement is governed by the laws of the State of New York.
`;

describe('the amendments language goes in the clause that amends the terms, not in the one that changes the service', () => {
  it.each<[string, DocumentType, string, string, string]>([
    ['US SaaS, features withdrawn first, terms posted on the website', 'saas', subscription('Nimbus Ledger Inc. ("Provider") and Fairhaven Foods Limited ("Customer")',
      'Provider may change, update or discontinue any features of the Services at any time.',
      'Provider may modify this Agreement at any time by posting the modified terms at its website; Customer\'s continued use of the Services constitutes acceptance.'),
      'discontinue any features', 'may modify this Agreement'],
    ['English MSA, functionality withdrawn in the general clause, terms amended from time to time', 'msa', subscription('Lanyard Cloud Ltd (the "Provider") and Oakridge Veterinary Group Limited (the "Customer")',
      'The Provider reserves the right to modify or withdraw any functionality of the Services at its discretion.',
      'The Provider reserves the right to amend these terms from time to time, and the amended terms bind the Customer from the date they are posted.', false),
      'withdraw any functionality', 'amend these terms'],
    ['Canadian SaaS, modules replaced, terms of service revised', 'saas', subscription('Borealis Metrics Inc. ("Vendor") and Maple Freight Ltd. ("Customer")',
      'Vendor may at any time alter or remove any modules of the Services without notice.',
      'Vendor may revise these terms of service by publishing a new version online, and continued use of the Services by Customer after publication constitutes acceptance of the revised terms.'),
      'remove any modules', 'revise these terms'],
  ])('%s', (_name, type, text, service, amend) => {
    const { rl } = redlineFor(text, type, `${type}.unilateral_changes`);
    expect(rl.original_text).toContain(amend);
    expect(rl.original_text).not.toContain(service);
    expect(rl.suggested_text).toMatch(/signed by/);
    // the service-change clause keeps the provider's right, mended on its own matter (not struck, not a second amendments clause)
    const after = accepted(text, type);
    expect(after).toContain(service.replace(/\.$/, ''));
    expect(after.match(/No amendment/g)?.length).toBe(1);
  });

  it('benign twin: a service-change clause alone is still mended where it is', () => {
    const text = subscription('Nimbus Ledger Inc. ("Provider") and Fairhaven Foods Limited ("Customer")', 'Provider may change, update or discontinue any features of the Services at any time.',
      'No amendment to this Agreement is effective unless it is in writing and signed by both parties.');
    const out = reviewed(text, 'saas');
    const issue = out.review.issues.find((i) => i.check_id === 'saas.unilateral_changes');
    expect(issue, 'the service change is an issue').toBeDefined();
    const rl = out.review.redlines!.find((r) => r.id === issue!.redline_id);
    expect(rl?.original_text).toContain('discontinue any features');
  });
});

const ndaWith = (parties: string, residualsDef: string, extra = '') => `MUTUAL NON-DISCLOSURE AGREEMENT

This Agreement is made between ${parties}.

1. DEFINITIONS
1.1 "Confidential Information" means all information disclosed by one party to the other in connection with the Purpose that is marked as confidential.
1.2 ${residualsDef}

2. CONFIDENTIALITY
2.1 Each party shall keep the other party's Confidential Information confidential and use it only for the Purpose.${extra}
2.2 Each party shall return or destroy the other party's Confidential Information on request.

3. RESIDUALS
3.1 Notwithstanding anything to the contrary, each party shall be free to use the Residuals for any purpose.

4. GENERAL
4.1 This Agreement is governed by the laws of the State of New York.
`;

/** The checks with an issue in a review. */
const issueChecks = (text: string) => new Set(reviewed(text, 'nda').review.issues.map((i) => i.check_id));

describe('a residuals definition "in intangible form" is no statement about oral disclosures (round trip)', () => {
  it.each<[string, string]>([
    ['US, "information in intangible form ... retained in the unaided memory"', ndaWith('Orbital Platforms, Inc. ("Orbital") and Fennec Labs Ltd ("Fennec")',
      '"Residuals" means information in intangible form, such as ideas, concepts and know-how, which is retained in the unaided memory of a party\'s employees who had access to Confidential Information.')],
    ['English, "knowledge held in non-tangible form in the minds of"', ndaWith('Harrowgate Systems Limited ("Harrowgate") and Pell & Tarn LLP ("Pell")',
      '"Residuals" means knowledge held in non-tangible form in the minds of a party\'s staff as a result of their access to Confidential Information.')],
    ['Indian, "retained in the unaided recollection ... in intangible form"', ndaWith('Kaveri Data Services Private Limited ("Kaveri") and Tulsi Pharma Limited ("Tulsi")',
      '"Residuals" means any information retained in the unaided recollection of the employees of either party, in intangible form, after their access to Confidential Information.')],
  ])('%s', (_name, text) => {
    const before = issueChecks(text);
    expect(before.has('nda.residuals'), 'the residuals clause is an issue').toBe(true);
    const after = issueChecks(accepted(text, 'nda'));
    expect(after.has('nda.residuals'), 'resolved').toBe(false);
    expect([...after].filter((c) => !before.has(c)), 'no new issue').toEqual([]);
    // and the review of the contract itself does not read the residuals definition as covering oral disclosures
    const out = reviewed(text, 'nda');
    expect(out.review.issues.map((i) => i.check_id)).toContain('nda.oral_information_included');
  });

  it('benign twin: a definition that covers information "in tangible or intangible form" still covers oral disclosures', () => {
    const text = ndaWith('Orbital Platforms, Inc. ("Orbital") and Fennec Labs Ltd ("Fennec")',
      '"Residuals" means information in intangible form retained in the unaided memory of a party\'s employees.')
      .replace('in connection with the Purpose that is marked as confidential.', 'in connection with the Purpose, whether in tangible or intangible form.');
    expect(issueChecks(text).has('nda.oral_information_included')).toBe(false);
  });
});
