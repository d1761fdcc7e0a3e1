import { describe, expect, it } from 'vitest';
import { review } from '../src/index.js';
import { dataRegimes } from '../src/redline-contract-words.js';

/*
 * Session 19, redline23: the redlines of session 18's lead (a US vendor's DPA read as a UK controller's lawyer, a Leeds
 * office lease read as the tenant's) that a lawyer would not send back, each a class of drafting in wordings written
 * for this file.
 */

const redlines = (text: string, type: 'dpa' | 'lease' | 'license' | 'services') => {
  const out = review({ text, document_type: type, options: { suggest_redlines: true } } as Parameters<typeof review>[0]);
  return { out, forCheck: (id: string) => out.review.redlines?.find((r) => r.check_id === id || out.review.issues.find((i) => i.id === r.issue_id)?.check_id === id) };
};

// ---- 1. The data protection vocabulary follows the regime the DPA names, not its governing law ----
// (a UK GDPR DPA under California law got "the European Economic Area" and "Union or Member State law")
describe('data protection words follow the regime the DPA names', () => {
  const dpa = (lawDef: string, governing: string, processor = 'Processor', controller = 'Controller') => `DATA PROCESSING AGREEMENT

This Agreement is made between Harrow Cloud Inc. ("${processor}") and Quayside Foods Limited ("${controller}").

1. Definitions
1.1 ${lawDef}

2. Processing
2.1 ${processor} shall process Personal Data only on the documented instructions of ${controller}.

3. Transfers
3.1 ${processor} may store and process Personal Data in any country where it or its sub-processors have facilities.

4. Return and deletion
4.1 On expiry, ${processor} may keep Personal Data for as long as it considers necessary for its business.

5. Law
5.1 ${governing}
`;
  const transfer = (text: string) => {
    const { forCheck } = redlines(text, 'dpa');
    const t = forCheck('dpa.international_transfers');
    expect(t).toBeDefined();
    return t!;
  };
  const deletion = (text: string) => redlines(text, 'dpa').forCheck('dpa.deletion_return');

  it('a UK GDPR DPA under Delaware law speaks of the United Kingdom and the UK\'s law', () => {
    const text = dpa('"Data Protection Legislation" means the UK GDPR and the Data Protection Act 2018.', 'This Agreement is governed by the laws of the State of Delaware.');
    const t = transfer(text);
    expect(t.suggested_text).toMatch(/outside the United Kingdom/);
    expect(t.suggested_text).not.toMatch(/European Economic Area|European Commission/);
    expect(t.rationale).not.toMatch(/speaks of EU law/);
    const d = deletion(text);
    if (d) expect(d.suggested_text).toMatch(/unless domestic law requires/);
  });

  it('a DPA under New York law naming the Data Protection Act 2018 alone takes the UK\'s words too', () => {
    const t = transfer(dpa('"Applicable Privacy Law" means the Data Protection Act 2018 and the regulations made under it.', 'The laws of the State of New York govern this Agreement.', 'Vendor', 'Company'));
    expect(t.suggested_text).toMatch(/outside the United Kingdom/);
    expect(t.suggested_text).not.toMatch(/European Economic Area/);
  });

  it('an EU GDPR DPA under English law speaks of the EEA and Union law', () => {
    const text = dpa('"Data Protection Law" means Regulation (EU) 2016/679 and the laws of the Member States implementing it.', 'This Agreement is governed by the law of England and Wales.', 'Supplier', 'Customer');
    const t = transfer(text);
    expect(t.suggested_text).toMatch(/outside the European Economic Area/);
    expect(t.suggested_text).not.toMatch(/United Kingdom|UK GDPR/);
    const d = deletion(text);
    if (d) expect(d.suggested_text).toMatch(/Union or Member State law/);
  });

  it('a DPA naming both the UK GDPR and the EU GDPR, under California law, names both', () => {
    const text = dpa('"Data Protection Laws" means the UK GDPR, the Data Protection Act 2018 and, where applicable, Regulation (EU) 2016/679.', 'This Agreement is governed by the laws of the State of California.');
    const t = transfer(text);
    expect(t.suggested_text).toMatch(/outside the United Kingdom and the European Economic Area/);
    expect(t.suggested_text).toMatch(/International Data Transfer Addendum/);
    expect(t.rationale).not.toMatch(/speaks of EU law/);
    expect(t.rationale).toMatch(/the UK and the EEA/);
    const d = deletion(text);
    if (d) expect(d.suggested_text).toMatch(/unless the law of the United Kingdom or Union or Member State law requires/);
  });

  it('a Swiss DPA speaks of Switzerland and Swiss law', () => {
    const t = transfer(dpa('"Data Protection Law" means the Swiss Federal Act on Data Protection (FADP) and its ordinances.', 'This Agreement is governed by the laws of the State of Delaware.', 'Provider', 'Client'));
    expect(t.suggested_text).toMatch(/outside Switzerland/);
    expect(t.suggested_text).not.toMatch(/European Economic Area|GDPR/);
  });

  it('a DPA naming neither takes its governing law\'s words, and under a law the library cannot fit says so', () => {
    const english = transfer(dpa('"Data Protection Law" means all laws on the processing of personal data that apply to it.', 'This Agreement is governed by the law of England and Wales.'));
    expect(english.suggested_text).toMatch(/outside the United Kingdom/);
    const german = transfer(dpa('"Data Protection Law" means all laws on the processing of personal data that apply to it.', 'This Agreement is governed by German law.'));
    expect(german.suggested_text).toMatch(/outside the European Economic Area/);
    const ny = transfer(dpa('"Data Protection Law" means all laws on the processing of personal data that apply to it.', 'This Agreement is governed by the laws of the State of New York.'));
    expect(ny.suggested_text).toMatch(/European Economic Area/);
    expect(ny.rationale).toMatch(/governed by another law \(New York\)/);
  });

  it.each([
    ['the UK GDPR under Delaware law', 'The UK GDPR applies.', 'Delaware', ['uk']],
    ['the EU GDPR under English law', 'Regulation (EU) 2016/679 applies.', 'England and Wales', ['eu']],
    ['both', 'The UK GDPR and the EU GDPR apply.', 'California', ['uk', 'eu']],
    ['the FADP', 'The revFADP applies.', null, ['ch']],
    ['neither, Irish law', 'The GDPR applies.', 'Ireland', ['eu']],
    ['neither, New York law', 'The GDPR applies.', 'New York', []],
  ])('%s', (_n, text, law, want) => expect(dataRegimes(text, law)).toEqual(want));
});
