import { nda } from './adverse/contracts.js';
import { bad, good, rows } from './judge-rows.js';

/*
 * NDA round 18 (issue 11): the classes of NDA drafting that the spent hold-out 10 and TEST13A found misread, each in
 * wordings written for this file (mutual and one-way, US, English and Australian drafting, party words and company
 * names, prohibition and permission phrasing), written before the rules were changed, each with a benign twin that
 * shares its words. None of these sentences is a hold-out's own.
 */

/** A one-way NDA between two Australian companies known by their names, with a clause of its own and no return clause unless given. */
const oneWay = (clause: string, term = 'The obligations in clause 2 continue for three (3) years from the date of this Agreement.') => `CONFIDENTIALITY DEED

This Deed is made on 4 May 2026 between Wattle Grid Pty Ltd ACN 123 456 789 ("Wattle"), which will disclose information, and Banksia Analytics Pty Ltd ACN 987 654 321 ("Banksia"), which will receive it, for the assessment of a possible network services contract (the "Purpose").

1. Definition. "Confidential Information" means all business, financial and technical information that Wattle discloses to Banksia for the Purpose, in writing, orally or in any other form, but not information that is public.

2. Obligations. Banksia shall keep the Confidential Information secret, use it only for the Purpose and not disclose it to any third party except to its employees who need to know it for the Purpose.

3. Further terms. ${clause}

4. Term. ${term}

5. Law. This Deed is governed by the laws of New South Wales.
`;

// ---- 1. Return or destruction refused outright (read as missing, not as refused) ----
rows('return or destruction refused outright (nda.return_or_destroy)', [
  [bad('nda', 'nda.return_or_destroy', oneWay('Banksia is under no obligation to return or destroy any Confidential Information, on request or at the end of this Deed, and may keep it on file.')),
    good('nda', 'nda.return_or_destroy', oneWay('Banksia is under an obligation to return or destroy all Confidential Information at the end of this Deed, and may not keep it on file.'))],
  [bad('nda', 'nda.return_or_destroy', nda({ extra: 'Nothing in this Agreement obliges the Recipient to hand back or destroy the Discloser\'s Confidential Information when this Agreement terminates.' }).replace(/4\. Return of Materials\.[^\n]*\n/, '')),
    good('nda', 'nda.return_or_destroy', nda({ extra: 'This Agreement obliges the Recipient to hand back or destroy the Discloser\'s Confidential Information when this Agreement terminates.' }).replace(/4\. Return of Materials\.[^\n]*\n/, ''))],
  [bad('nda', 'nda.return_or_destroy', oneWay('At no time shall Banksia be bound to return, delete or destroy the Confidential Information, whether on Wattle\'s request or on expiry of this Deed.')),
    good('nda', 'nda.return_or_destroy', oneWay('At all times Banksia shall be bound to return, delete or destroy the Confidential Information, on Wattle\'s request and on expiry of this Deed.'))],
]);

// ---- 2. Copies made without bound, or released from the agreement ----
rows('copies made without bound or freed from confidence (nda.permitted_copies)', [
  [bad('nda', 'nda.permitted_copies', oneWay('Banksia may copy and reproduce the Confidential Information without limit for its own business, and any such copy is Banksia\'s property and is not subject to this Deed.')),
    good('nda', 'nda.permitted_copies', oneWay('Banksia may copy and reproduce the Confidential Information only as necessary for the Purpose, and any such copy is Wattle\'s property and is subject to this Deed.'))],
  [bad('nda', 'nda.permitted_copies', nda({ extra: 'Each Party may make any number of reproductions of the other Party\'s Confidential Information, and those reproductions shall not be treated as Confidential Information.' })),
    good('nda', 'nda.permitted_copies', nda({ extra: 'Each Party may make such reproductions of the other Party\'s Confidential Information as the Purpose requires, and those reproductions shall be treated as Confidential Information.' }))],
  [bad('nda', 'nda.permitted_copies', nda({ extra: 'The Recipient is entitled to duplicate the Confidential Information in whatever quantity it chooses, and duplicates so made fall outside this Agreement.' })),
    good('nda', 'nda.permitted_copies', nda({ extra: 'The Recipient is entitled to duplicate the Confidential Information as reasonably required for the Purpose, and duplicates so made fall within this Agreement.' }))],
]);

// ---- 3. Third parties told the information without any duty of confidence ----
rows('third parties given the information unbound by confidence (nda.sharing_with_third_parties)', [
  [bad('nda', 'nda.sharing_with_third_parties', oneWay('Banksia may pass the Confidential Information to its subcontractors and consultants, who need not be bound by any duty of confidence, and Banksia is not liable for their use of it.')),
    good('nda', 'nda.sharing_with_third_parties', oneWay('Banksia may pass the Confidential Information to its subcontractors and consultants, who must be bound by a duty of confidence, and Banksia is liable for their use of it.'))],
  [bad('nda', 'nda.sharing_with_third_parties', nda({ extra: 'Either Party may share the other\'s Confidential Information with its lenders, insurers and professional advisers without requiring them to keep it confidential.' })),
    good('nda', 'nda.sharing_with_third_parties', nda({ extra: 'Either Party may share the other\'s Confidential Information with its lenders, insurers and professional advisers, requiring them to keep it confidential.' }))],
  [bad('nda', 'nda.sharing_with_third_parties', nda({ extra: 'The Recipient may disclose Confidential Information to prospective investors and financing sources, and no such person shall be required to agree to any obligation of confidentiality.' })),
    good('nda', 'nda.sharing_with_third_parties', nda({ extra: 'The Recipient may disclose Confidential Information to prospective investors and financing sources, and each such person shall be required to agree to obligations of confidentiality no less strict than these.' }))],
  [bad('nda', 'nda.sharing_with_third_parties', nda({ extra: 'Beta may show Confidential Information to the banks arranging finance for its purchase of Gamma Sensors Co., who shall not be required to keep it confidential.' })),
    good('nda', 'nda.sharing_with_third_parties', nda({ extra: 'Beta may show Confidential Information to the banks arranging finance for its purchase of Gamma Sensors Co., who shall be required to keep it confidential.' }))],
]);

// ---- 4. The dealings announced by one party, whatever the secrecy clause says ----
rows('one party free to announce the dealings notwithstanding secrecy (nda.confidentiality_of_agreement)', [
  [bad('nda', 'nda.confidentiality_of_agreement', nda({ extra: 'Neither Party shall disclose the existence or terms of this Agreement without the other\'s written consent. Notwithstanding the foregoing, Alpha may at any time publicly announce, without Beta\'s consent, that the Parties are in discussions about the collaboration and the terms proposed.' })),
    good('nda', 'nda.confidentiality_of_agreement', nda({ extra: 'Neither Party shall disclose the existence or terms of this Agreement without the other\'s written consent. Subject to the foregoing, Alpha may publicly announce, with Beta\'s consent, that the Parties are in discussions about the collaboration and the terms proposed.' }))],
  [bad('nda', 'nda.confidentiality_of_agreement', oneWay('Neither party shall reveal that discussions about the Purpose are taking place. Despite that, Wattle is free to tell the market, its shareholders and the media about the discussions with Banksia and the terms being discussed, without Banksia\'s approval.')),
    good('nda', 'nda.confidentiality_of_agreement', oneWay('Neither party shall reveal that discussions about the Purpose are taking place. Despite that, Wattle is free to tell the market, its shareholders and the media about the discussions with Banksia and the terms being discussed, but only with Banksia\'s approval.'))],
  [bad('nda', 'nda.confidentiality_of_agreement', nda({ extra: 'Each Party shall keep confidential the fact that the Parties are negotiating. However, Beta shall be entitled, without the consent of Alpha, to issue press releases disclosing the negotiations between the Parties and the main terms of this Agreement.' })),
    good('nda', 'nda.confidentiality_of_agreement', nda({ extra: 'Each Party shall keep confidential the fact that the Parties are negotiating. However, Beta shall be entitled, with the prior written consent of Alpha, to issue press releases disclosing the negotiations between the Parties and the main terms of this Agreement.' }))],
]);

// ---- 5. How long the duties last, named in a key-terms table or schedule and used by name in the clauses ----
/** A cover page of key terms (a table or a list of items), then standard terms that use the period by its name. */
const keyTerms = (period: string, layout: 'table' | 'items' | 'colon', name = 'Confidentiality Period') => {
  const rowsOf = [['Parties', 'Harbour Freight Systems Ltd ("Harbour") and Kelpie Logistics Ltd ("Kelpie")'], ['Purpose', 'evaluating a shared warehouse management system'], ['Commencement Date', '1 June 2026'], [name, period], ['Governing Law', 'England and Wales']];
  const cover = layout === 'table' ? `| Term | Detail |\n|---|---|\n${rowsOf.map(([a, b]) => `| ${a} | ${b} |`).join('\n')}`
    : layout === 'items' ? rowsOf.map(([a, b], k) => `Item ${k + 1}  ${a}  ${b}`).join('\n')
    : rowsOf.map(([a, b]) => `${a}: ${b}`).join('\n');
  return `MUTUAL CONFIDENTIALITY AGREEMENT - SCHEDULE OF KEY TERMS
This Agreement consists of the key terms below and the General Terms that follow.

${cover}

GENERAL TERMS
1. Each party shall keep confidential the Confidential Information of the other, use it only for the Purpose and disclose it only to its employees and professional advisers who need to know it and owe duties of confidence.
2. The obligations in clause 1 continue for the ${name}, even after this Agreement ends.
3. On request, each party shall return or destroy the other's Confidential Information.`;
};
rows('the length of the duties named in a key-terms table or schedule (nda.term_length)', [
  [bad('nda', 'nda.term_length', keyTerms('twenty (20) years from the Commencement Date', 'table')),
    good('nda', 'nda.term_length', keyTerms('three (3) years from the Commencement Date', 'table'))],
  [bad('nda', 'nda.term_length', keyTerms('15 years after the Commencement Date', 'items', 'Protected Period')),
    good('nda', 'nda.term_length', keyTerms('2 years after the Commencement Date', 'items', 'Protected Period'))],
  [bad('nda', 'nda.term_length', keyTerms('thirty (30) years from the Commencement Date', 'colon', 'Secrecy Term')),
    good('nda', 'nda.term_length', keyTerms('five (5) years from the Commencement Date', 'colon', 'Secrecy Term'))],
]);

// ---- 6. Disclosure barred to everyone but the discloser's own side (so not to the bound party's own staff) ----
/** A one-way covenant where the bound party's only clause on disclosure is the one given. */
const covenant = (disclosure: string) => `CONFIDENTIALITY AND NON-COMPETITION AGREEMENT

This Agreement is made on 9 July 2026 between Corvid Medical Supplies, Inc. (the "Seller") and Heron Health Holdings, LLC (the "Buyer"), in connection with the Buyer's purchase of the Seller's wound-care business (the "Business").

1. "Confidential Information" means all non-public information about the Business, including its customers, pricing, products and know-how.

2. ${disclosure}

3. For two (2) years after the date of this Agreement the Seller shall not engage in any business that competes with the Business.

4. This Agreement is governed by the laws of the State of Delaware.
`;
rows('disclosure allowed only to the other side\'s people (nda.sharing_with_employees)', [
  [bad('nda', 'nda.sharing_with_employees', covenant('The Seller shall not divulge any Confidential Information to anyone except the authorized officers and representatives of the Buyer.')),
    good('nda', 'nda.sharing_with_employees', covenant('The Seller shall not divulge any Confidential Information to anyone except its own officers and employees who need to know it.'))],
  [bad('nda', 'nda.sharing_with_employees', covenant('The Seller will keep the Confidential Information secret and will not reveal it to any person other than the Buyer and the Buyer\'s directors, employees and advisers.')),
    good('nda', 'nda.sharing_with_employees', covenant('The Seller will keep the Confidential Information secret and will not reveal it to any person other than the Seller\'s directors, employees and advisers who need to know it.'))],
  [bad('nda', 'nda.sharing_with_employees', covenant('The Seller must not communicate the Confidential Information to anybody, save to Heron Health Holdings, LLC and its staff.')),
    good('nda', 'nda.sharing_with_employees', covenant('The Seller must not communicate the Confidential Information to anybody, save to the Seller\'s own staff who need it to wind up the Business.'))],
  // (the bound party's own people named without an article, as the parties write their defined names)
  [bad('nda', 'nda.sharing_with_employees', covenant('The Seller will not disclose the Confidential Information to any person except Buyer\'s employees and advisers who agree to be bound by this Agreement.')),
    good('nda', 'nda.sharing_with_employees', covenant('The Seller will not disclose the Confidential Information to any person except Seller\'s employees and advisers who agree to be bound by this Agreement.'))],
]);

// ---- 7. "Rights" that are kept against a waiver, given as remedies or assigned with the agreement, not rights in the information ----
rows('remedies and assignment read as no licence (nda.no_license_granted)', [
  [bad('nda', 'nda.no_license_granted', covenant('The Seller shall keep the Confidential Information secret. The Buyer\'s enforcement of any of its rights under this Agreement shall not be deemed a waiver of any other rights it may have at law.'), 'missing'),
    good('nda', 'nda.no_license_granted', covenant('The Seller shall keep the Confidential Information secret. No licence or other right in the Confidential Information is granted to the Seller by this Agreement.'))],
  [bad('nda', 'nda.no_license_granted', covenant('The Seller shall keep the Confidential Information secret. The Seller may not assign this Agreement, but the Buyer\'s rights under it may be assigned or transferred to any purchaser of the Business.'), 'missing'),
    good('nda', 'nda.no_license_granted', covenant('The Seller shall keep the Confidential Information secret. Nothing in this Agreement transfers to the Seller any right, title or interest in the Confidential Information.'))],
  [bad('nda', 'nda.no_license_granted', covenant('The Seller shall keep the Confidential Information secret. Nothing in this Agreement shall be construed to give any person other than the parties any rights, remedies or claims.'), 'missing'),
    good('nda', 'nda.no_license_granted', covenant('The Seller shall keep the Confidential Information secret. Nothing in this Agreement shall be construed to give the Seller any licence or rights in the Confidential Information.'))],
]);
