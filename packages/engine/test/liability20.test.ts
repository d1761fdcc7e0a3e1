/**
 * Liability round 20 (session 17, issue 11): the items of a customer's checklist over service credits, a cap and an
 * indemnity that round 19 did not reach, each written as fresh pairs of our own before any rule change: an adverse clause
 * and a benign twin sharing most of its words, in US, English, Australian, Indian and Canadian drafting (prohibition and
 * permission phrasing, a schedule, a cap clause that reaches the indemnity from outside it). No blind set was read to write
 * them. Most of these terms leave the protection in place but short of what the playbook prefers: the adverse side reads
 * the fallback, `acceptable` (no issue), where the benign twin reads `preferred`; an indemnity paid only on a final
 * judgment or without defence costs and settlements reads unacceptable, as the same terms do in a definition of "Losses". The last class is the severity of the
 * price check: a price the provider may raise at will is a `medium` issue, as the same term is in the MSA's and services'
 * change checks.
 */
import { describe, expect, it } from 'vitest';
import { review } from '../src/index.js';
import { read } from './judge-rows.js';
import type { DocumentType } from '../src/types.js';

type Want = { position: string; issue: boolean };
const below: Want = { position: 'acceptable', issue: false };
const preferred: Want = { position: 'preferred', issue: false };
/** Short of the fallback too: flagged. */
const flagged: Want = { position: 'unacceptable', issue: true };
type Pair = { id: string; type: DocumentType; check: string; adverse: string; benign: string; want?: Want };

const CAP_12 = (n: string) => `${n} Each party's aggregate liability arising out of or in connection with this Agreement shall not exceed the fees paid or payable in the twelve (12) months preceding the event giving rise to the claim, except for liability under the indemnities, breach of confidentiality or wilful misconduct.`;

export const PAIRS: Pair[] = [
  // ---------------------------------------------------------------- service credits the customer's only remedy
  {
    id: 'credits-sole-and-exclusive-remedy-us',
    type: 'saas',
    check: 'saas.service_levels',
    adverse: `5.1 Provider will make the Service available at least 99.9% of the time in each calendar month. If Provider does not meet that commitment, Customer will receive the service credits set out in Exhibit B, which are Customer's sole and exclusive remedy for any failure to meet the availability commitment.`,
    benign: `5.1 Provider will make the Service available at least 99.9% of the time in each calendar month. If Provider does not meet that commitment, Customer will receive the service credits set out in Exhibit B, which are in addition to, and without prejudice to, any other remedy for any failure to meet the availability commitment.`,
  },
  {
    id: 'credits-the-only-remedy-in-a-schedule-australian',
    type: 'saas',
    check: 'saas.service_levels',
    adverse: `Schedule 3 - Service Levels
1. The Provider must achieve Availability of 99.9% in each month.
2. If Availability in a month falls below 99.9%, the Customer is entitled to a Service Credit calculated under item 3.
4. Service Credits are the only remedy available to the Customer for the Provider's failure to achieve the Availability target.`,
    benign: `Schedule 3 - Service Levels
1. The Provider must achieve Availability of 99.9% in each month.
2. If Availability in a month falls below 99.9%, the Customer is entitled to a Service Credit calculated under item 3.
4. Service Credits do not limit any other remedy available to the Customer for the Provider's failure to achieve the Availability target.`,
  },
  {
    id: 'credits-in-full-satisfaction-of-the-suppliers-liability-english',
    type: 'saas',
    check: 'saas.service_levels',
    adverse: `6.1 The Supplier shall ensure that the Platform is available for not less than 99.9% of each Month.
6.2 Where availability falls below that level the Supplier shall credit the Customer with the Service Credits in Schedule 2, and the Service Credits shall be in full and final satisfaction of the Supplier's liability for that failure.`,
    benign: `6.1 The Supplier shall ensure that the Platform is available for not less than 99.9% of each Month.
6.2 Where availability falls below that level the Supplier shall credit the Customer with the Service Credits in Schedule 2, and the Service Credits shall be a price adjustment and not in satisfaction of the Supplier's liability for that failure.`,
  },
  {
    // (prohibition phrasing: "shall not be entitled to ... any other remedy ... other than the Service Credits" leaves the
    // credits in place; it is not a commitment with no remedy at all)
    id: 'credits-no-other-remedy-than-the-credits-indian',
    type: 'saas',
    check: 'saas.service_levels',
    adverse: `7.1 The Service Provider shall maintain an uptime of 99.9% in every calendar month, failing which the Client shall receive Service Credits as per Annexure C.
7.2 The Client shall not be entitled to claim damages or any other remedy for a failure to meet the uptime commitment, other than the Service Credits.`,
    benign: `7.1 The Service Provider shall maintain an uptime of 99.9% in every calendar month, failing which the Client shall receive Service Credits as per Annexure C.
7.2 The Client shall be entitled to claim damages or any other remedy for a failure to meet the uptime commitment, in addition to the Service Credits.`,
  },
  // ---------------------------------------------------------------- service credits that eat into the cap
  {
    id: 'credits-count-toward-the-cap-us',
    type: 'saas',
    check: 'saas.limitation_of_liability',
    adverse: `${CAP_12('9.1')}
9.2 Any service credits issued to Customer shall count toward and reduce the limit in Section 9.1.`,
    benign: `${CAP_12('9.1')}
9.2 Service credits issued to Customer shall not count toward or reduce the limit in Section 9.1.`,
  },
  {
    id: 'credits-deducted-from-the-maximum-aggregate-liability-english',
    type: 'msa',
    check: 'msa.limitation_of_liability',
    adverse: `${CAP_12('12.2')}
12.3 The amount of any Service Credits paid or credited to the Customer shall be deducted from the maximum aggregate liability of the Supplier under clause 12.2.`,
    benign: `${CAP_12('12.2')}
12.3 The amount of any Service Credits paid or credited to the Customer shall be disregarded in calculating the maximum aggregate liability of the Supplier under clause 12.2.`,
  },
  {
    id: 'cap-reduced-by-credits-given-australian',
    type: 'saas',
    check: 'saas.limitation_of_liability',
    adverse: `${CAP_12('14.1')}
14.2 The cap in clause 14.1 is reduced by the total of all Service Credits the Provider has given the Customer.`,
    benign: `${CAP_12('14.1')}
14.2 The cap in clause 14.1 is not reduced by any Service Credits the Provider has given the Customer.`,
  },
  // ---------------------------------------------------------------- the indemnity limited to final judgments, or without settlements or defence costs
  // (unacceptable, not the fallback: the same terms in a definition of "Losses" already read so, test/adverse/definitions.ts)
  {
    id: 'indemnity-only-final-non-appealable-judgments-us',
    want: flagged,
    type: 'msa',
    check: 'msa.indemnification',
    adverse: `8.1 Vendor shall defend Customer against any third-party claim alleging that the Services infringe any patent, copyright or trade secret, and shall pay only those damages awarded against Customer in a final, non-appealable judgment.`,
    benign: `8.1 Vendor shall defend Customer against any third-party claim alleging that the Services infringe any patent, copyright or trade secret, and shall pay the damages awarded against Customer in a final judgment or agreed in a settlement Vendor approves.`,
  },
  {
    id: 'indemnity-does-not-extend-to-defence-costs-or-settlements-english',
    want: flagged,
    type: 'services',
    check: 'services.indemnification',
    adverse: `11.1 The Supplier shall indemnify the Customer against all losses arising from any claim that the Services infringe a third party's Intellectual Property Rights.
11.2 The indemnity in clause 11.1 shall not extend to legal costs incurred by the Customer in defending the claim or to any sum paid in settlement of it.`,
    benign: `11.1 The Supplier shall indemnify the Customer against all losses arising from any claim that the Services infringe a third party's Intellectual Property Rights.
11.2 The indemnity in clause 11.1 shall extend to legal costs reasonably incurred by the Customer in defending the claim and to any sum paid in settlement of it with the Supplier's consent.`,
  },
  {
    id: 'indemnity-limited-to-a-final-decree-indian',
    want: flagged,
    type: 'license',
    check: 'license.indemnification',
    adverse: `14.1 The Licensor shall indemnify the Licensee against any claim by a third party that the Software infringes its intellectual property rights.
14.2 The Licensor's liability under this Clause 14 shall be limited to the amounts awarded against the Licensee by a final decree of a court of competent jurisdiction from which no appeal lies.`,
    benign: `14.1 The Licensor shall indemnify the Licensee against any claim by a third party that the Software infringes its intellectual property rights.
14.2 The Licensor's liability under this Clause 14 shall extend to the amounts awarded against the Licensee by a decree of a court of competent jurisdiction and to the amounts of any settlement the Licensor approves.`,
  },
  // ---------------------------------------------------------------- the indemnity limited to one territory, where the customer trades beyond it
  // (each contract names another place: its law, an office, an affiliate; see ONE_COUNTRY_ONLY below for the contract that does not)
  {
    id: 'indemnity-for-united-states-rights-only-us',
    type: 'saas',
    check: 'saas.indemnification',
    adverse: `10.1 Provider will defend Customer against any claim that the Service infringes a patent issued in, or a copyright or trade secret enforceable in, the United States, and will pay the damages finally awarded or agreed in a settlement it approves.
14.1 This Agreement is governed by the laws of the Province of Ontario.`,
    benign: `10.1 Provider will defend Customer against any claim that the Service infringes a patent issued in, or a copyright or trade secret enforceable in, any country in which Customer uses the Service, and will pay the damages finally awarded or agreed in a settlement it approves.
14.1 This Agreement is governed by the laws of the Province of Ontario.`,
  },
  {
    id: 'indemnity-for-use-in-the-united-kingdom-only-english',
    type: 'msa',
    check: 'msa.indemnification',
    adverse: `2.1 The Customer may use the Software at its offices in the United Kingdom, Ireland and Germany.
13.1 The Supplier shall indemnify the Customer against any claim that the use of the Software in the United Kingdom infringes the Intellectual Property Rights of a third party.`,
    benign: `2.1 The Customer may use the Software at its offices in the United Kingdom, Ireland and Germany.
13.1 The Supplier shall indemnify the Customer against any claim that the use of the Software in the United Kingdom or elsewhere infringes the Intellectual Property Rights of a third party.`,
  },
  {
    id: 'indemnity-only-to-the-extent-the-claim-arises-in-australia',
    type: 'license',
    check: 'license.indemnification',
    adverse: `3.2 The Licensee's related bodies corporate in New Zealand and Singapore may use the Software.
12.1 The Licensor indemnifies the Licensee against any claim that the Software infringes the Intellectual Property Rights of a third party, but only to the extent the claim arises in Australia.`,
    benign: `3.2 The Licensee's related bodies corporate in New Zealand and Singapore may use the Software.
12.1 The Licensor indemnifies the Licensee against any claim that the Software infringes the Intellectual Property Rights of a third party, whether the claim arises in Australia or in any other country.`,
  },
  // ---------------------------------------------------------------- the indemnity made subject to the general cap
  {
    id: 'indemnity-subject-to-the-limitations-of-liability-us',
    type: 'msa',
    check: 'msa.indemnification',
    adverse: `8.1 Vendor shall defend and indemnify Customer against any third-party claim that the Services infringe any intellectual property right.
8.2 Vendor's obligations under this Section 8 are subject to the limitations of liability set out in Section 10.`,
    benign: `8.1 Vendor shall defend and indemnify Customer against any third-party claim that the Services infringe any intellectual property right.
8.2 Vendor's obligations under this Section 8 are not subject to the limitations of liability set out in Section 10.`,
  },
  {
    id: 'indemnity-counts-towards-the-liability-cap-english',
    type: 'services',
    check: 'services.indemnification',
    adverse: `14.1 The Supplier shall indemnify the Customer against all losses arising from any claim that the Deliverables infringe the Intellectual Property Rights of a third party.
14.4 The Supplier's liability under the indemnity in clause 14.1 shall count towards, and is limited by, the Liability Cap in clause 18.2.`,
    benign: `14.1 The Supplier shall indemnify the Customer against all losses arising from any claim that the Deliverables infringe the Intellectual Property Rights of a third party.
14.4 The Supplier's liability under the indemnity in clause 14.1 shall be in addition to, and shall not count towards, the Liability Cap in clause 18.2.`,
  },
  {
    // (from the cap's side: its limits said to reach the indemnities, in a clause of their own)
    id: 'cap-limits-apply-to-liability-under-the-indemnities-australian',
    type: 'saas',
    check: 'saas.indemnification',
    adverse: `11.1 The Provider indemnifies the Customer against any claim that the Service infringes the Intellectual Property Rights of a third party.
15.1 Each party's liability under this Agreement is limited to the fees paid in the twelve (12) months before the claim.
15.2 The limits in clause 15.1 apply to all liability of either party, including liability under the indemnities in clause 11.`,
    benign: `11.1 The Provider indemnifies the Customer against any claim that the Service infringes the Intellectual Property Rights of a third party.
15.1 Each party's liability under this Agreement is limited to the fees paid in the twelve (12) months before the claim.
15.2 The limits in clause 15.1 do not apply to liability under the indemnities in clause 11.`,
  },
  {
    id: 'indemnity-subject-to-the-overall-limitation-indian',
    type: 'license',
    check: 'license.indemnification',
    adverse: `15.1 The Licensor shall indemnify and hold harmless the Licensee against any claim that the Software infringes the intellectual property rights of any third party.
15.2 The indemnity under this Clause 15 shall be subject to the overall limitation of liability under Clause 17.`,
    benign: `15.1 The Licensor shall indemnify and hold harmless the Licensee against any claim that the Software infringes the intellectual property rights of any third party.
15.2 The indemnity under this Clause 15 shall be subject to the Licensee complying with the procedure under Clause 15.3.`,
  },
  // ---------------------------------------------------------------- the indemnity forfeited for late notice of the claim
  {
    id: 'indemnity-lost-if-notice-late-us',
    type: 'msa',
    check: 'msa.indemnification',
    adverse: `8.1 Vendor shall defend and indemnify Customer against any third-party claim that the Services infringe any intellectual property right.
8.3 Customer shall notify Vendor in writing of any claim within ten (10) days after receiving it. Customer's failure to notify Vendor within that period shall relieve Vendor of its obligations under this Section 8.`,
    benign: `8.1 Vendor shall defend and indemnify Customer against any third-party claim that the Services infringe any intellectual property right.
8.3 Customer shall notify Vendor in writing of any claim within ten (10) days after receiving it. Customer's failure to notify Vendor within that period shall relieve Vendor of its obligations under this Section 8 only to the extent Vendor is materially prejudiced by the delay.`,
  },
  {
    id: 'indemnity-no-liability-unless-notified-within-fourteen-days-english',
    type: 'services',
    check: 'services.indemnification',
    adverse: `14.1 The Supplier shall indemnify the Customer against all losses arising from any claim that the Deliverables infringe the Intellectual Property Rights of a third party.
14.3 The Supplier shall have no liability under clause 14.1 in respect of any claim unless the Customer notifies the Supplier of it in writing within fourteen (14) days of becoming aware of it.`,
    benign: `14.1 The Supplier shall indemnify the Customer against all losses arising from any claim that the Deliverables infringe the Intellectual Property Rights of a third party.
14.3 The Customer shall notify the Supplier of any claim in writing within fourteen (14) days of becoming aware of it, and a later notice shall reduce the Supplier's liability under clause 14.1 only to the extent the Supplier is prejudiced by the delay.`,
  },
  {
    id: 'indemnity-notice-within-seven-days-a-condition-precedent-australian',
    type: 'license',
    check: 'license.indemnification',
    adverse: `12.1 The Licensor indemnifies the Licensee against any claim that the Software infringes the Intellectual Property Rights of a third party.
12.2 It is a condition precedent to the Licensor's obligations under clause 12.1 that the Licensee gives the Licensor written notice of the claim within 7 days after the claim is made.`,
    benign: `12.1 The Licensor indemnifies the Licensee against any claim that the Software infringes the Intellectual Property Rights of a third party.
12.2 The Licensee must give the Licensor written notice of the claim within 7 days after the claim is made, but a later notice affects the Licensor's obligations under clause 12.1 only insofar as the Licensor is prejudiced by it.`,
  },
  {
    id: 'indemnity-released-by-late-notice-canadian',
    type: 'services',
    check: 'services.indemnification',
    adverse: `9.1 The Contractor shall indemnify and save harmless the Client from all claims that the Work Product infringes the intellectual property of a third party.
9.2 Any failure by the Client to give the Contractor notice of a claim within thirty (30) days shall release the Contractor from its obligations under section 9.1.`,
    benign: `9.1 The Contractor shall indemnify and save harmless the Client from all claims that the Work Product infringes the intellectual property of a third party.
9.2 Any failure by the Client to give the Contractor notice of a claim within thirty (30) days shall not release the Contractor from its obligations under section 9.1.`,
  },
];

function expectRead(p: Pair, text: string, want: Want) {
  const got = read({ type: p.type, check: p.check, text });
  expect(got).toEqual(want);
}

describe('liability round 20: credits, the cap and the indemnity, short of the preferred position', () => {
  for (const p of PAIRS) {
    describe(p.id, () => {
      it('benign twin reads preferred', () => expectRead(p, p.benign, preferred));
      it('adverse side reads the fallback, with a note that names it', () => {
        expectRead(p, p.adverse, p.want ?? below);
        const out = review({ text: p.adverse, document_type: p.type });
        const c = out.review.checks.find((x) => x.check_id === p.check)!;
        expect(c.evidence.length).toBeGreaterThan(0);
      });
    });
  }
});

// ---------------------------------------------------------------- one country's claims, in a contract that names no other
/**
 * An indemnity for one country's rights where the contract names no other place: the customer is not shown to trade beyond
 * it, and the spent sets' lawyers read such indemnities (US patents and copyrights, US parties) as preferred. Both sides of
 * each pair read preferred; the second of each names another place, and falls to the fallback.
 */
const ONE_COUNTRY_ONLY: { id: string; type: DocumentType; check: string; alone: string; beyond: string }[] = [
  {
    id: 'us-patents-only-in-a-us-only-contract',
    type: 'msa',
    check: 'msa.indemnification',
    alone: `9.1 Vendor shall defend Customer against any claim that the Products infringe any U.S. patent or copyright, and shall pay the costs and damages finally awarded or agreed in a settlement it approves.
15.1 This Agreement is governed by the laws of the State of Delaware.`,
    beyond: `9.1 Vendor shall defend Customer against any claim that the Products infringe any U.S. patent or copyright, and shall pay the costs and damages finally awarded or agreed in a settlement it approves.
15.1 This Agreement is governed by the laws of England and Wales.`,
  },
  {
    id: 'use-in-india-only-in-an-indian-contract',
    type: 'services',
    check: 'services.indemnification',
    alone: `11.1 The Service Provider shall indemnify the Client against any claim that the use of the Deliverables in India infringes the intellectual property rights of a third party.
18.1 The courts at Bengaluru shall have exclusive jurisdiction.`,
    beyond: `11.1 The Service Provider shall indemnify the Client against any claim that the use of the Deliverables in India infringes the intellectual property rights of a third party.
18.1 The Client shall deploy the Deliverables at its centres in India, Singapore and the United Kingdom.`,
  },
];

describe('liability round 20: one country\'s claims count only where the contract names another place', () => {
  for (const p of ONE_COUNTRY_ONLY) {
    it(`${p.id}: no other place named, preferred`, () => expect(read({ type: p.type, check: p.check, text: p.alone })).toEqual(preferred));
    it(`${p.id}: another place named, the fallback`, () => expect(read({ type: p.type, check: p.check, text: p.beyond })).toEqual(below));
  }
});

// ---------------------------------------------------------------- the price check's severity
/** A fee the provider may raise by itself, with no cap or index: the issue and its severity. */
const RAISED: { id: string; type: DocumentType; check: string; adverse: string; benign: string }[] = [
  {
    id: 'price-raised-at-providers-discretion-us',
    type: 'saas',
    check: 'saas.price_increases',
    adverse: `4.3 Provider may increase the Subscription Fees at any time in its sole discretion upon notice to Customer.`,
    benign: `4.3 Provider may increase the Subscription Fees on renewal by no more than the increase in the Consumer Price Index over the preceding year.`,
  },
  {
    id: 'fees-revised-by-the-supplier-from-time-to-time-english',
    type: 'saas',
    check: 'saas.price_increases',
    adverse: `7.2 The Supplier may revise the Fees from time to time.`,
    benign: `7.2 The Fees may be revised once a year by no more than three per cent (3%).`,
  },
  {
    id: 'licence-fees-raised-by-the-licensor-australian',
    type: 'license',
    check: 'license.price_increases',
    adverse: `6.4 The Licensor may vary the Licence Fees for any Renewal Term by giving the Licensee written notice.`,
    benign: `6.4 The Licensor may vary the Licence Fees for any Renewal Term by no more than CPI by giving the Licensee written notice.`,
  },
];

describe('liability round 20: a price raised at will is a medium issue', () => {
  for (const p of RAISED) {
    it(`${p.id}: adverse side raises a medium issue`, () => {
      const out = review({ text: p.adverse, document_type: p.type });
      const issue = out.review.issues.find((i) => i.check_id === p.check);
      expect(issue?.severity).toBe('medium');
    });
    it(`${p.id}: benign twin raises none`, () => {
      const out = review({ text: p.benign, document_type: p.type });
      expect(out.review.issues.some((i) => i.check_id === p.check)).toBe(false);
    });
  }
});
