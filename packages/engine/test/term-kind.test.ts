// How the agreement's term ends (the API's KeyTerms.term_kind, with term and renewal_term): a class of drafting per kind,
// each in US, English, Australian, Indian and Canadian wording, and twins that must keep their kind (a fixed term that
// a party may end early is still fixed; a perpetual licence or a duty of confidence kept indefinitely is not the
// agreement's term; an option to renew or a renewal by agreement does not renew by itself).
import { describe, expect, it } from 'vitest';
import { extractKeyTerms } from '../src/index.js';
import type { TermKind } from '../src/types.js';

type Row = [string, { kind: TermKind; term?: string | null; renewal?: string | null }];

const check = (given: string, want: Row[1]) => {
  const k = extractKeyTerms(given);
  expect(k.term_kind).toBe(want.kind);
  if (want.term !== undefined) expect(k.term).toBe(want.term);
  if (want.renewal !== undefined) expect(k.renewal_term).toBe(want.renewal);
};

describe('a term that runs until a party ends it (until_terminated)', () => {
  const rows: Row[] = [
    ['This Agreement shall commence on the Effective Date and shall continue until terminated by either party in accordance with Section 10.', { kind: 'until_terminated', term: null }],
    ['This Agreement will remain in force until either party terminates it by giving the other not less than three months\' written notice.', { kind: 'until_terminated', term: null }],
    ['Your employment commences on 1 July 2024 and continues until terminated in accordance with clause 12.', { kind: 'until_terminated', term: null }],
    ['The Agreement shall be valid for an indefinite period until terminated by either Party by giving thirty (30) days\' notice in writing to the other Party.', { kind: 'until_terminated', term: null }],
    ['The Employee\'s employment shall be for an indefinite term, subject to termination in accordance with Article 8 of this Agreement.', { kind: 'until_terminated', term: null }],
    ['Your employment with the Company is on a permanent, full-time basis.', { kind: 'until_terminated', term: null }],
    ['This Agreement shall remain in effect from the Effective Date and perpetually thereafter unless terminated under Section 9.', { kind: 'until_terminated', term: null }],
    ['The Distributor\'s appointment shall continue unless and until either party gives the other ninety (90) days\' notice of termination.', { kind: 'until_terminated', term: null }],
    // until a party gives notice, in other verbs
    ['This Agreement shall become effective on the Effective Date and shall continue in effect until either Party informs the other Party with thirty (30) days prior written notice of termination.', { kind: 'until_terminated', term: null }],
    ['The Agreement remains in force until one of the parties notifies the other in writing that it wishes to end it.', { kind: 'until_terminated', term: null }],
    // the term that ends on a notice
    ['The term of this Agreement shall commence on the Effective Date and shall end on the 60th day following a written notice from one party to the other of its decision to terminate this Agreement.', { kind: 'until_terminated', term: null }],
    ['The term of this Contract begins on signature and ends upon either party serving three months\' written notice to terminate on the other.', { kind: 'until_terminated', term: null }],
  ];
  it.each(rows)('%s', check);
});

describe('a term stated to last forever (perpetual)', () => {
  const rows: Row[] = [
    ['This Agreement shall remain in full force and effect in perpetuity.', { kind: 'perpetual', term: null }],
    ['The term of this Agreement is perpetual.', { kind: 'perpetual', term: null }],
    ['This Deed shall continue indefinitely from the date hereof.', { kind: 'perpetual', term: null }],
  ];
  it.each(rows)('%s', check);
});

describe('a term that ends with a project, the services or another event (until_event)', () => {
  const rows: Row[] = [
    ['This Agreement shall commence on the Effective Date and continue for the duration of the Project.', { kind: 'until_event', term: null }],
    ['The Consultant\'s engagement under this Agreement will continue until the Services have been completed to the Client\'s reasonable satisfaction.', { kind: 'until_event', term: null }],
    ['This Contract remains in force until completion of the Works and the expiry of the Defects Liability Period.', { kind: 'until_event', term: null }],
    ['The term of this Agreement shall commence on the Effective Date and shall expire on the last day of the Royalty Term.', { kind: 'until_event', term: null }],
    ['This Agreement shall be in force from the date of signing till the completion of the assignment described in Annexure A.', { kind: 'until_event', term: null }],
    // until another instrument or right expires, for so long as a state of affairs lasts, until a party stops doing something
    ['This Agreement shall become effective on the Effective Date and shall remain in effect on a product-by-product basis until the expiration of the Royalty Term applicable to such Product.', { kind: 'until_event', term: null }],
    ['This Agreement shall begin on the Effective Date and shall continue until the termination of the Strategic Alliance Agreement.', { kind: 'until_event', term: null }],
    ['This Agreement will be effective from the Effective Date and ending on the expiration or termination of all Service Schedules, unless terminated earlier.', { kind: 'until_event', term: null }],
    ['This Agreement shall continue to be in full force and effect for so long as the Investor holds any Shares in the Company.', { kind: 'until_event', term: null }],
    ['The term of this Agreement shall continue in effect until the Licensee ceases to sell the Products in the Territory.', { kind: 'until_event', term: null }],
  ];
  it.each(rows)('%s', check);
});

describe('a fixed term that renews by itself (renewing)', () => {
  const rows: Row[] = [
    ['This Agreement has an initial term of two (2) years and thereafter renews automatically for successive one (1) year periods unless either party gives notice of non-renewal at least sixty (60) days before the end of the then-current term.', { kind: 'renewing', term: 'P2Y', renewal: 'P1Y' }],
    ['This Agreement shall be valid for a period of three (3) years from the Effective Date and shall be automatically renewed for a further period of one (1) year on the same terms, unless terminated earlier.', { kind: 'renewing', term: 'P3Y', renewal: 'P1Y' }],
    ['The Initial Term of this Agreement is 36 months. Thereafter this Agreement shall continue on a year to year basis until terminated by either party on six (6) months notice.', { kind: 'renewing', term: 'P36M', renewal: 'P1Y' }],
    ['The initial term of this Agreement is twelve (12) months, and it will renew for successive twelve (12) month terms unless the Customer notifies Provider of its intention not to renew at least 30 days before the renewal date.', { kind: 'renewing', term: 'P12M', renewal: 'P12M' }],
  ];
  it.each(rows)('%s', check);
});

describe('a fixed term (fixed), with its twins', () => {
  const rows: Row[] = [
    ['The term of this Agreement is three (3) years from the Effective Date.', { kind: 'fixed', term: 'P3Y', renewal: null }],
    ['This Agreement shall commence on 1 January 2025 and expire on 31 December 2026.', { kind: 'fixed', term: 'P2Y' }],
    // a fixed term that a party may end early, for convenience, is still fixed
    ['This Agreement shall continue for a period of two years from the Commencement Date. Either party may terminate this Agreement for convenience at any time on thirty (30) days\' written notice.', { kind: 'fixed', term: 'P2Y' }],
    ['This Agreement shall remain in force for five (5) years unless terminated earlier in accordance with clause 14.', { kind: 'fixed', term: 'P5Y' }],
    ['The Contractor\'s appointment is for a fixed term of eighteen (18) months, and the Company may end it sooner by giving one month\'s notice.', { kind: 'fixed', term: 'P18M' }],
    // an option to renew, or a renewal by agreement, does not renew by itself
    ['The term of this Lease is five (5) years. The Tenant may renew this Lease for one further term of five (5) years by giving the Landlord written notice at least six months before the end of the Term.', { kind: 'fixed', term: 'P5Y', renewal: 'P5Y' }],
    ['This Agreement is for a term of one (1) year and may be renewed for additional one-year terms by mutual written agreement of the parties.', { kind: 'fixed', term: 'P1Y' }],
    // a term that runs to the end of the Term, or ends on notice of a breach, is not open-ended
    ['This Agreement commences on the Effective Date and continues for three (3) years. The Reseller Schedule shall remain in force until the expiry of the Term.', { kind: 'fixed', term: 'P3Y' }],
    ['The term of this Agreement is two (2) years. Either party may terminate this Agreement upon written notice if the other party commits a material breach.', { kind: 'fixed', term: 'P2Y' }],
    // an option to renew read first does not hide an automatic renewal stated later
    ['The term of this Agreement is one (1) year. The Customer may extend the term for an additional one (1) year period at its option. Thereafter, this Agreement will automatically renew for successive one (1) year periods unless either party gives notice of non-renewal.', { kind: 'renewing', term: 'P1Y', renewal: 'P1Y' }],
  ];
  it.each(rows)('%s', check);
});

describe('no term stated (not_stated), with twins that speak of perpetuity or a project elsewhere', () => {
  const rows: Row[] = [
    ['The Supplier shall deliver the Goods within thirty (30) days of the Purchase Order.', { kind: 'not_stated', term: null, renewal: null }],
    // a perpetual licence is the licence's reach in time, not the agreement's term
    ['Licensor grants Licensee a perpetual, irrevocable, worldwide licence to use the Software.', { kind: 'not_stated', term: null }],
    // a duty of confidence kept indefinitely is survival, not the term
    ['The Recipient\'s obligations of confidentiality under this Agreement shall continue indefinitely.', { kind: 'not_stated', term: null }],
    // insurance kept for the duration of a project is not the agreement's term
    ['The Contractor shall maintain professional indemnity insurance for the duration of the Project and for six years after it.', { kind: 'not_stated', term: null }],
    // an employee's duty during employment is not the term of the employment
    ['During the continuance of your employment you shall not engage in any other business without the Company\'s consent.', { kind: 'not_stated', term: null }],
    // a party's duty kept for so long as something lasts, or a notice that ends on a breach, is not the term
    ['The Supplier shall keep the Customer Data confidential for so long as it holds any of it.', { kind: 'not_stated', term: null }],
    ['Either party may terminate this Agreement upon thirty (30) days\' written notice to the other party if the other party materially breaches it.', { kind: 'not_stated', term: null }],
    ['The Licensee shall pay royalties until the expiration of the last Valid Claim of the Licensed Patents.', { kind: 'not_stated', term: null }],
  ];
  it.each(rows)('%s', check);
});
