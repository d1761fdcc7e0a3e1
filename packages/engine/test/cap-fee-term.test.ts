// A cap measured in months of a DEFINED fee term ("the Licence Fee paid in the three (3) months before the claim", "the
// Service Fee paid in respect of the calendar month in which the claim arose", "three months' Support Fee") is a
// months-of-fees cap like "the fees paid in the ... months": below the playbook's six-month fallback it is unacceptable,
// and at twelve months or more preferred. The cap reader only read the plural "fees" / "charges", so the lead's licence
// (session 14) kept the licensor's three-month cap as merely a cap. Rows written before the fix (redlines round 18);
// twins: the same defined terms at twelve months, and a cap in money that only mentions a fee.
import { describe, expect, it } from 'vitest';
import { review, type DocumentType } from '../src/index.js';

const agreement = (title: string, a: string, b: string, cap: string) => `${title}\n\nThis Agreement is made between ${a} and ${b}.\n\n1. Services. The Supplier shall provide the Services described in Schedule 1.\n\n2. Liability. ${cap}\n\n3. Law. This Agreement is governed by the laws of the place named in Schedule 2.\n`;
const read = (type: DocumentType, text: string) => {
  const out = review({ text, document_type: type }).review;
  const c = out.checks.find((x) => x.check_id === `${type}.limitation_of_liability`)!;
  return { position: c.position, note: out.issues.find((i) => i.check_id === c.check_id)?.title ?? '' };
};
const LICENCE = (cap: string) => agreement('SOFTWARE LICENCE AGREEMENT', 'Tallis Systems Ltd ("Licensor")', 'Brackwater Foods Ltd ("Licensee")', cap);
const SAAS = (cap: string) => agreement('SUBSCRIPTION AGREEMENT', 'Corvid Cloud, Inc. ("Provider")', 'Lakeshore Dental LLC ("Customer")', cap);
const SERVICES = (cap: string) => agreement('SERVICES AGREEMENT', 'Banksia Facilities Pty Ltd ("Supplier")', 'Coastal Health Pty Ltd ("Customer")', cap);

describe('a mutual cap of a few months of a defined fee term is below the fallback', () => {
  it.each<[DocumentType, string, number]>([
    ['license', LICENCE('Each party\'s total liability under or in connection with this Agreement shall not exceed the Licence Fee paid in the three (3) months before the claim.'), 3],
    ['saas', SAAS('In no event will either party\'s aggregate liability exceed the Subscription Fees paid or payable by Customer during the two month period immediately preceding the event giving rise to the claim.'), 2],
    ['services', SERVICES('The liability of each party, however arising, is limited to the Service Fee paid in respect of the calendar month in which the claim arose.'), 1],
    ['license', LICENCE('The maximum liability of either party under this Agreement is an amount equal to four months\' Licence Fee.'), 4],
  ])('%s: %s', (type, text, months) => {
    const r = read(type, text);
    expect(r.position).toBe('unacceptable');
    expect(r.note).toContain(`${months} month`);
  });
});

describe('benign twins: the same defined terms at twelve months or more', () => {
  it.each<[DocumentType, string]>([
    ['license', LICENCE('Each party\'s total liability under or in connection with this Agreement shall not exceed the Licence Fee paid in the twelve (12) months before the claim.')],
    ['saas', SAAS('In no event will either party\'s aggregate liability exceed the Subscription Fees paid or payable by Customer during the 12 month period immediately preceding the event giving rise to the claim.')],
    ['services', SERVICES('The liability of each party, however arising, shall not exceed the annual Service Fee.')],
  ])('%s: %s', (type, text) => expect(read(type, text).position).toBe('preferred'));

  it('a cap in money that names a fee elsewhere is not measured in months', () => {
    const r = read('license', LICENCE('Each party\'s total liability under this Agreement shall not exceed GBP 500,000, and the Licence Fee is payable in the first month of each year.'));
    expect(r.position).toBe('preferred');
  });
});
