import { describe, expect, it } from 'vitest';
import { reviewed } from './redlined.js';

/*
 * Session 23, leftovers27: what session 22 noticed and left, each a class written here in wordings of this file's own,
 * with a benign twin that must keep working.
 */

const checkOf = (out: ReturnType<typeof reviewed>, id: string) => out.review.checks.find((c) => c.check_id === id);

// ---- 1. Plain-English sides: "we" and "you" as the contract defines them ----
// (a contract written as "we" / "you", the definitions making "we" the provider: an exclusion or a cap for "us" alone
// was read as mutual, or its side not read at all)
describe('plain-English sides in exclusions and caps', () => {
  const docs: [string, (liab: string) => string][] = [
    ['English, a backup service', (liab) => `CLOUD BACKUP SERVICES AGREEMENT

Between Tidewater Archive Ltd, 4 Harbour Road, Bristol ("we", "us") and Quayside Bakeries Limited, 9 Mill Lane, Bath ("you").

1. What we do
We will provide nightly backups of your point-of-sale and accounting data and restore it on request within four hours.

2. What you pay
You will pay the monthly fee in the Order. We invoice monthly and you pay within thirty (30) days of the invoice.

3. Liability
${liab}

4. Law
This agreement is governed by the law of England and Wales.
`],
    ['US, a scheduling app for clinics', (liab) => `SUBSCRIPTION TERMS

These terms are between Bluepine Scheduling, Inc., a Delaware corporation ("we," "us" or "our"), and Cedar Valley Family Clinic, P.C., an Oregon professional corporation ("you" or "your").

1. Service. We will host and provide the Bluepine appointment platform to you for the subscription term.

2. Fees. You will pay the subscription fees in the order form, annually in advance.

3. Liability.
${liab}

4. Governing law. These terms are governed by the laws of the State of Oregon.
`],
    ['Australian, a fleet-tracking service', (liab) => `FLEET TRACKING SERVICE AGREEMENT

This agreement is made between Karri Telematics Pty Ltd ABN 51 824 753 556 of Perth, Western Australia ("we", "us", "our") and Goldfields Haulage Pty Ltd ABN 22 197 004 318 of Kalgoorlie ("you", "your").

1. The service
1.1 We will supply and host the tracking service for the vehicles listed in the schedule.

2. Charges
2.1 You must pay our monthly charges within 14 days of our tax invoice.

3. Liability
${liab}

4. Governing law
4.1 The law of Western Australia governs this agreement.
`],
  ];
  const excl: [string, string, string][] = [
    // [one-sided, benign twin] per document
    ['We are not liable to you for any indirect or consequential loss or for any loss of profits. You remain liable to us for all losses arising from your breach, including our lost profits.',
      'Neither of us is liable to the other for any indirect or consequential loss or for any loss of profits.', 'en'],
    ['3.1 In no event will we be liable to you for lost profits or for indirect, special or consequential damages. You are responsible to us for all damages, including lost profits, arising from your breach of these terms.',
      '3.1 In no event will either party be liable to the other for lost profits or for indirect, special or consequential damages.', 'us'],
    ['3.1 We are not liable to you for any consequential or indirect loss, including loss of profit or revenue. You indemnify us for all loss, including consequential loss and loss of profit, arising from your breach.',
      '3.1 Neither you nor we are liable to the other for any consequential or indirect loss, including loss of profit or revenue.', 'au'],
  ];
  docs.forEach(([name, doc], k) => {
    it(`${name}: an exclusion for "us" alone is one-sided`, () => {
      const c = checkOf(reviewed(doc(excl[k][0]), 'saas'), 'saas.consequential_damages');
      expect(c?.position).toBe('unacceptable');
    });
    it(`${name}: the mutual twin is not one-sided`, () => {
      const c = checkOf(reviewed(doc(excl[k][1]), 'saas'), 'saas.consequential_damages');
      expect(c?.position).not.toBe('unacceptable');
    });
  });
  const caps: [string, string][] = [
    ['Our total liability to you in any year is limited to the fees you paid in that year.',
      'Each of our total liability to the other in any year is limited to the fees paid in that year.'],
    ['3.1 Our aggregate liability to you under these terms will not exceed the fees you paid in the twelve months before the claim.',
      "3.1 Each party's aggregate liability to the other under these terms will not exceed the fees paid in the twelve months before the claim."],
    ['3.1 Our total liability to you for all claims is limited to the charges you paid in the 12 months before the claim.',
      '3.1 The total liability of each of you and us to the other for all claims is limited to the charges paid in the 12 months before the claim.'],
  ];
  docs.forEach(([name, doc], k) => {
    it(`${name}: a cap of "our" liability alone is one-sided`, () => {
      const out = reviewed(doc(caps[k][0]), 'saas');
      expect(checkOf(out, 'saas.limitation_of_liability')?.position).toBe('unacceptable');
    });
    it(`${name}: the mutual cap is not one-sided`, () => {
      const out = reviewed(doc(caps[k][1]), 'saas');
      expect(checkOf(out, 'saas.limitation_of_liability')?.position).not.toBe('unacceptable');
    });
  });
});
