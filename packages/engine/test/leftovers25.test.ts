import { describe, expect, it } from 'vitest';
import { redlinesOf, reviewed } from './redlined.js';
import { segment } from '../src/segment.js';
import { breaksList } from '../src/redline-lists.js';

/*
 * Session 21, leftovers25: what session 20 noticed and left, each a class found on a real contract and written here in
 * wordings of this file's own, with a benign twin that must keep working.
 */


// ---- 1. A redline takes an inline enumeration whole or not at all ----
// (SFG Financial's trading-platform licence: the indemnity redline replaced the words up to item (i) of "from (i) ...;
// (ii) ... and/or (iii) ...", leaving "(ii) ... and/or (iii) ..." behind after the new sentence)
describe('an inline enumeration is redlined whole or not at all', () => {
  const licence = (parties: [string, string], clause: string) => `SOFTWARE LICENCE AGREEMENT

This Agreement is made between ${parties[0]} (the "Licensor") and ${parties[1]} (the "Licensee").

1. Grant
1.1 Licensor grants Licensee a non-exclusive licence to use the Software for its internal business purposes during the Term.

2. Fees
2.1 Licensee shall pay the fees set out in the Order Form within thirty days of invoice.

3. Indemnity
3.1 ${clause}

4. Term
4.1 This Agreement continues for three years from the Effective Date.

5. Governing Law
5.1 This Agreement is governed by the laws of the State of New York.
`;
  // each row: a style, the parties, the clause, its list's items as they stand in the clause
  const rows: [string, [string, string], string, string[]][] = [
    ['US, roman items, semicolons, "and/or"', ['Northwind Trading Systems Inc.', 'Bayview Capital LLC'],
      "Licensee will bear all liability arising from its use of the Software, and Licensee shall defend, indemnify and hold Licensor harmless from and against all claims, losses, damages and expenses (including reasonable attorneys' fees) suffered by Licensor to the extent arising, directly or indirectly, from (i) Licensee's use of the Software or any other right granted under this Agreement; (ii) the operation of Licensee's business, directly or through any affiliate and/or (iii) any breach by Licensee of any representation, warranty or covenant in this Agreement.",
      ["(i) Licensee's use of the Software", "(ii) the operation of Licensee's business", '(iii) any breach by Licensee']],
    ['English, lettered items, "; or"', ['Harrowgate Software Limited', 'Quayside Brokers Limited'],
      'The Licensee is responsible for the consequences of its use of the Software, and the Licensee shall indemnify and keep indemnified the Licensor against all losses, liabilities, costs and expenses which the Licensor incurs in connection with (a) the Licensee\'s use or misuse of the Software; (b) the conduct of the Licensee\'s business, whether by itself or through its group companies; or (c) any breach of this Agreement by the Licensee.',
      ["(a) the Licensee's use or misuse", "(b) the conduct of the Licensee's business", '(c) any breach of this Agreement']],
    ['Australian, numbered items, "; and"', ['Southern Cross Analytics Pty Ltd', 'Darling Harbour Traders Pty Ltd'],
      'The Licensee accepts all risk in using the Software, and the Licensee must indemnify the Licensor and its officers against any claim, loss, liability or cost the Licensor suffers or incurs arising out of (1) the Licensee\'s use of the Software or the exercise of its rights under this Agreement; (2) any business the Licensee carries on using the Software, whether directly or through a related body corporate; and (3) a breach of this Agreement by the Licensee.',
      ["(1) the Licensee's use of the Software", '(2) any business the Licensee carries on', '(3) a breach of this Agreement']],
    ['Indian, roman items with commas', ['Deccan Ledger Technologies Private Limited', 'Malabar Securities Private Limited'],
      'The Licensee shall be solely liable for its use of the Software, and the Licensee shall indemnify, defend and hold harmless the Licensor from all claims, damages, penalties and costs arising from (i) the use of the Software by the Licensee or its employees, (ii) the carrying on of the Licensee\'s business with the aid of the Software, and (iii) any breach by the Licensee of its obligations under this Agreement.',
      ['(i) the use of the Software by the Licensee', "(ii) the carrying on of the Licensee's business", '(iii) any breach by the Licensee']],
  ];
  const wholeOrNone = (text: string, items: string[]) => {
    const kept = items.filter((x) => text.includes(x)).length;
    return kept === 0 || kept === items.length;
  };
  it.each(rows)('%s: the indemnity redline keeps every item of the list or none', (_n, parties, clause, items) => {
    const out = reviewed(licence(parties, clause), 'license');
    const mine = redlinesOf(out, 'license.indemnification');
    expect(mine.length).toBeGreaterThan(0);
    for (const r of mine) expect(wholeOrNone(r.suggested_text, items)).toBe(true);
  });
  // the twin: a list in the words that stay (before the indemnity) is kept whole, and the indemnity is still redlined
  const twins: [string, [string, string], string, string[]][] = [
    ['US, the list in the kept words', ['Northwind Trading Systems Inc.', 'Bayview Capital LLC'],
      "Licensee may use the Software only for (i) its internal trading operations, (ii) testing and (iii) disaster recovery, and Licensee shall defend, indemnify and hold Licensor harmless from and against all claims, losses, damages and expenses suffered by Licensor arising from Licensee's use of the Software.",
      ['(i) its internal trading operations', '(ii) testing', '(iii) disaster recovery']],
    ['English, the list in the kept words', ['Harrowgate Software Limited', 'Quayside Brokers Limited'],
      'The Licensee may install the Software only on (a) its own servers, (b) servers of its group companies or (c) a hosting provider approved by the Licensor, and the Licensee shall indemnify and keep indemnified the Licensor against all losses and costs which the Licensor incurs in connection with the Licensee\'s use of the Software.',
      ['(a) its own servers', '(b) servers of its group companies', '(c) a hosting provider']],
    ['Australian, the list in the kept words', ['Southern Cross Analytics Pty Ltd', 'Darling Harbour Traders Pty Ltd'],
      'The Licensee may use the Software at (1) its Sydney office, (2) its Melbourne office and (3) any disaster recovery site it notifies, and the Licensee must indemnify the Licensor against any claim, loss or cost the Licensor suffers arising out of the Licensee\'s use of the Software.',
      ['(1) its Sydney office', '(2) its Melbourne office', '(3) any disaster recovery site']],
  ];
  it.each(twins)('%s: the list stays whole', (_n, parties, clause, items) => {
    const out = reviewed(licence(parties, clause), 'license');
    const mine = redlinesOf(out, 'license.indemnification');
    for (const r of mine) expect(wholeOrNone(r.suggested_text, items)).toBe(true);
  });
});

// which edits break a list and which leave every remaining item with the words before it
describe('breaksList', () => {
  const t = 'The Supplier shall indemnify the Customer against losses arising from (a) its negligence; (b) its breach of this Agreement; or (c) any infringement claim. The rest stays.';
  const at = (w: string) => t.indexOf(w);
  const edit = (from: string, to: string, insert = '') => ({ start: at(from), end: to === '' ? t.indexOf('. The rest') : at(to), insert });
  it.each([
    ['a rewrite from before the list to the end of item (a), leaving (b) and (c) behind', edit('against losses', '; (b)', 'New words.'), true],
    ['one that takes item (b) and half of (c)', edit('(b)', 'infringement claim'), true],
    ['an insertion of a sentence between (a) and (b)', { start: at('; (b)'), end: at('; (b)'), insert: ' A new sentence.' }, true],
    ['a change inside item (b)', edit('its breach', '; or (c)', 'its material breach of this Agreement'), false],
    ['item (b) struck whole', edit('(b)', '(c)'), false],
    ['the last item replaced to the list\'s end', edit('(c)', '', '(c) any third-party claim'), false],
    ['the whole list replaced', edit('(a)', '', 'any breach'), false],
  ] as [string, { start: number; end: number; insert: string }, boolean][])('%s: %s', (_n, e, broken) => {
    expect(breaksList(t, e)).toBe(broken);
  });
});

// ---- 3. A run-in article heading mid-line starts a new clause ----
// (PDF conversions run "... end of Article XIX text. ARTICLE XX GOVERNING LAW 20.1 ..." into one line: the clause was read
// as Article XIX's, under its heading)
describe('a run-in article heading in capitals, followed by its first numbered clause, starts a clause', () => {
  const clauseOf = (text: string, words: string) => {
    const at = text.indexOf(words);
    return segment(text).find((c) => c.start <= at && at < c.end)!;
  };
  const rows: [string, string, string, RegExp][] = [
    ['US, roman article numbers',
      'ARTICLE XIX NOTICES 19.1 All notices under this Agreement shall be in writing and delivered by hand or by courier to the addresses set out above. ARTICLE XX GOVERNING LAW 20.1 This Agreement shall be governed by the laws of the State of Delaware.\n',
      'This Agreement shall be governed by', /^20\.1$|^Article XX$/i],
    ['Canadian, arabic numbers, spaced as a conversion leaves them',
      'ARTICLE 8 CONFIDENTIALITY   8.1 Each party shall keep the other party\'s confidential information secret.   ARTICLE 9 TERM AND TERMINATION   9.1 Term. This Agreement commences on the Effective Date and continues for five years.\n',
      'This Agreement commences on', /^9\.1$|^Article 9$/i],
    ['English, "Section" headings after a cross-reference',
      'SECTION 4 PAYMENT 4.1 The Customer shall pay each invoice within thirty days, subject to Section 4.2. SECTION 5 LIMITATION OF LIABILITY 5.1 Neither party limits its liability for death or personal injury caused by its negligence.\n',
      'Neither party limits its liability', /^5\.1$|^Section 5$/i],
  ];
  it.each(rows)('%s: the clause is the new article\'s', (_n, body, words, section) => {
    const text = `SUPPLY AGREEMENT\n\nThis Agreement is made between Acme Corp. and Beta Ltd.\n\n${body}`;
    const c = clauseOf(text, words);
    expect(c.section).toMatch(section);
    expect(text.slice(c.start, c.end)).not.toMatch(/NOTICES|CONFIDENTIALITY|PAYMENT/);
  });
  // twins: a table of contents run together (no sentence ends before the heading), and a cross-reference in a sentence
  const twins: [string, string, string, RegExp][] = [
    ['a table of contents on one line',
      'TABLE OF CONTENTS ARTICLE 1 DEFINITIONS 1.1 Defined Terms ARTICLE 2 SUPPLY 2.1 Orders 2.2 Delivery ARTICLE 3 PRICE 3.1 Prices\n\n1. DEFINITIONS\n1.1 Words defined in the Schedule have the meanings given there.\n',
      'ARTICLE 2 SUPPLY', /^(?!2\b|2\.1|Article 2)/i],
    ['a cross-reference in capitals inside a sentence',
      '7.4 The obligations in ARTICLE 9 CONFIDENTIALITY 9.1 and 9.2 survive the end of this Agreement for three years.\n',
      'CONFIDENTIALITY 9.1 and', /^7\.4$/],
    ['a heading in ordinary case after a full stop',
      '6.2 The Supplier shall deliver the Goods to the Customer\'s premises. Article 7 applies to 7.1 any Goods delivered late.\n',
      'applies to 7.1', /^6\.2$/],
  ];
  it.each(twins)('twin: %s stays where it was', (_n, body, words, section) => {
    const text = `SUPPLY AGREEMENT\n\nThis Agreement is made between Acme Corp. and Beta Ltd.\n\n${body}`;
    expect(clauseOf(text, words).section).toMatch(section);
  });
});

// ---- 2. Page furniture run into a clause is not quoted ----
// (PDF conversions leave "... and reasonable 22 Source: BLOOM ENERGY CORP, DRS/A, 3/21/2018 disbursements ..." or
// "Confidential Page 3 of 7 Initials: ____" inside a sentence that runs over a page break; the evidence quoted it)
describe('page furniture inside a cited sentence is left out of the quote', () => {
  const FURNITURE = /Source:|Page \d+ of \d+|Initials/;
  const licence = (clause: string) => `SOFTWARE LICENCE AGREEMENT

This Agreement is made between Orchard Data Systems Inc. (the "Licensor") and Pinecrest Holdings LLC (the "Licensee").

1. Grant
1.1 Licensor grants Licensee a non-exclusive licence to use the Software for its internal business purposes during the Term.

2. Liability
2.1 ${clause}

3. Term
3.1 This Agreement continues for three years from the Effective Date.
`;
  const cited = (text: string) => {
    const out = reviewed(text, 'license');
    const at = text.indexOf('2.1 ');
    const end = text.indexOf('\n', at);
    const check = out.review.checks.find((c) => c.check_id === 'license.limitation_of_liability')!;
    return { out, check, here: check.evidence.filter((e) => e.start >= at && e.end <= end) };
  };
  const rows: [string, string][] = [
    ['US, an EDGAR filing banner with its page number, in capitals',
      "IN NO EVENT SHALL LICENSOR'S TOTAL LIABILITY UNDER THIS AGREEMENT EXCEED THE FEES PAID BY LICENSEE IN THE TWELVE 7 Source: ORCHARD DATA SYSTEMS INC, 10-K, 3/1/2004 MONTHS BEFORE THE CLAIM."],
    ['English, a footer with the page count in capitals',
      "Save for the Licensee's payment obligations, the Licensor's aggregate liability under this Agreement shall not exceed the fees paid in CONFIDENTIAL Page 3 of 7 the twelve months preceding the claim."],
    ['Australian, a line for initials',
      "The Licensor's total liability under or in connection with this Agreement is limited to the fees paid by the Licensee in the Initials: ____ ____ twelve months before the event giving rise to the claim."],
  ];
  it.each(rows)('%s: the cap is cited without it, each quote a slice of the text', (_n, clause) => {
    const text = licence(clause);
    const { out, check, here } = cited(text);
    expect(here.length).toBeGreaterThan(0);
    for (const e of check.evidence) {
      expect(e.quote).toBe(text.slice(e.start, e.end));
      expect(e.quote).not.toMatch(FURNITURE);
    }
    for (const i of out.review.issues) {
      expect(i.explanation).not.toMatch(FURNITURE);
      for (const c of i.citations) expect(c.quote).not.toMatch(FURNITURE);
    }
  });
  // twins: words that only look like furniture are quoted with their sentence
  const twins: [string, string, string][] = [
    ['a reference to a page of a schedule',
      "The Licensor's aggregate liability under this Agreement shall not exceed the amount shown on page 3 of 7 of Schedule B.", 'page 3 of 7 of Schedule B'],
    ['a source and a date named in the clause',
      "The Licensor's aggregate liability under this Agreement shall not exceed the fees paid from any source by the Licensee after 3/1/2004.", 'any source by the Licensee after 3/1/2004'],
    ['a blank for the amount, not for initials',
      "The Licensor's aggregate liability under this Agreement shall not exceed $______ in total.", '$______ in total'],
  ];
  it.each(twins)('twin: %s stays in the quote', (_n, clause, words) => {
    const { here } = cited(licence(clause));
    expect(here.some((e) => e.quote.includes(words))).toBe(true);
  });
});

// ---- 4. "Authority" as a power is no authority that compels disclosure ----
// (Western Copper's non-competition agreement read with the NDA playbook: "the receiving party will not be required to
// make any inquiry to confirm such authority" was read as a compelled disclosure, and the notices clause beside it as
// the notice the check asks for: the check was met by a contract that says nothing of compelled disclosure)
describe('a duty to confirm or look into authority to act is no compelled disclosure', () => {
  const nda = (parties: [string, string], clause: string) => `MUTUAL NON-DISCLOSURE AGREEMENT

This Agreement is made between ${parties[0]} and ${parties[1]}.

1. Confidentiality
1.1 Each party shall keep the other party's Confidential Information confidential and use it only to evaluate the proposed transaction.

2. General
2.1 ${clause}
2.2 Any notice under this Agreement shall be in writing and delivered by hand or by email to the address of the party to be notified.

3. Term
3.1 This Agreement continues for two years from the date of signature.
`;
  const rows: [string, [string, string], string][] = [
    ['US, "not be required to make any inquiry to confirm such authority"', ['Copperline Resources Inc.', 'Glenmore Mining Corp.'],
      'Each notice delivered under this Agreement is a representation that the person delivering it is authorised to do so, and the receiving party will not be required to make any inquiry to confirm such authority.'],
    ['English, "not obliged to enquire into the authority"', ['Harbourside Estates Limited', 'Kingsmere Capital Limited'],
      'The Recipient shall not be obliged to enquire into the authority of any person who gives instructions on behalf of the Discloser, and may rely on those instructions.'],
    ['Canadian, "required to verify the signing authority"', ['Northern Lights Energy Ltd.', 'Fraser Valley Holdings Inc.'],
      'Neither party is required to verify the signing authority of the individuals who execute this Agreement on behalf of the other party.'],
  ];
  it.each(rows)('%s: compelled disclosure is still not addressed', (_n, parties, clause) => {
    const out = reviewed(nda(parties, clause), 'nda');
    const check = out.review.checks.find((c) => c.check_id === 'nda.compelled_disclosure_notice')!;
    expect(check.outcome).toBe('not_mentioned');
  });
  // twins: an authority that compels disclosure, with the notice, still meets the check
  const twins: [string, [string, string], string][] = [
    ['US, "required by any competent authority"', ['Copperline Resources Inc.', 'Glenmore Mining Corp.'],
      'If the receiving party is required by any competent authority to disclose Confidential Information, it shall promptly notify the disclosing party so that it may seek a protective order.'],
    ['English, "an authority having jurisdiction"', ['Harbourside Estates Limited', 'Kingsmere Capital Limited'],
      'Where the Recipient is compelled by an authority having jurisdiction over it to disclose Confidential Information, it shall first inform the Discloser in writing, where lawful to do so.'],
    ['Canadian, "a regulatory authority"', ['Northern Lights Energy Ltd.', 'Fraser Valley Holdings Inc.'],
      'A party that is required by a regulatory authority or stock exchange to disclose Confidential Information shall give the other party prompt notice of the requirement.'],
  ];
  it.each(twins)('twin: %s still meets the check', (_n, parties, clause) => {
    const out = reviewed(nda(parties, clause), 'nda');
    const check = out.review.checks.find((c) => c.check_id === 'nda.compelled_disclosure_notice')!;
    expect(check.outcome).toBe('entailed');
  });
});

// ---- 5. A lead-in's "agree to the following" is no agreement to each price rise ----
// (Buffalo Wild Wings' franchise agreement read with the MSA playbook: "In connection with the approved information
// system, you agree to the following: ... 5. ... These fees ... may be increased from time to time." The item was read
// with its lead-in, whose "agree" took the rise for an agreed one, and the amendment clauses met the check)
describe('a list lead-in that accepts the list does not make a unilateral price rise agreed', () => {
  const msa = (parties: [string, string], leadIn: string, item: string) => `SERVICES AGREEMENT

This Agreement is made between ${parties[0]} (the "Provider") and ${parties[1]} (the "Customer").

4. Systems
${leadIn}
(a) The Customer shall use the Provider's approved point-of-sale software at its own cost.
(b) ${item}

12. Amendment
12.1 No amendment to this Agreement is binding unless it is in writing and signed by both parties.
`;
  const rows: [string, [string, string], string, string][] = [
    ['US franchise style, "you agree to the following"', ['Redwing Grill Systems Inc.', 'Lakeshore Dining LLC'],
      'In connection with the approved software, the Customer agrees to the following:',
      'The Customer shall pay software support fees to the Provider, which may be increased from time to time.'],
    ['English, "the Customer agrees as follows"', ['Albion Catering Systems Limited', 'Thameside Restaurants Limited'],
      'As regards the till software, the Customer agrees as follows:',
      'The maintenance fees payable to the Provider may be revised at any time at the Provider\'s discretion.'],
    ['Australian, "acknowledges and agrees that"', ['Coral Coast Hospitality Pty Ltd', 'Bondi Kitchens Pty Ltd'],
      'The Customer acknowledges and agrees that, in respect of the booking platform:',
      'the Provider may increase its subscription fees from time to time by notice to the Customer.'],
  ];
  it.each(rows)('%s: the price rise is still the provider\'s own', (_n, parties, leadIn, item) => {
    const out = reviewed(msa(parties, leadIn, item), 'msa');
    const check = out.review.checks.find((c) => c.check_id === 'msa.unilateral_changes')!;
    expect(check.position).toBe('unacceptable');
  });
  // twins: a rise the item itself makes subject to agreement stays agreed
  const twins: [string, [string, string], string, string][] = [
    ['US, "as agreed in writing"', ['Redwing Grill Systems Inc.', 'Lakeshore Dining LLC'],
      'In connection with the approved software, the Customer agrees to the following:',
      'The Customer shall pay software support fees to the Provider, which may be increased only as agreed in writing by both parties.'],
    ['English, "with the Customer\'s consent"', ['Albion Catering Systems Limited', 'Thameside Restaurants Limited'],
      'As regards the till software, the Customer agrees as follows:',
      'The maintenance charges payable to the Provider may be revised with the Customer\'s prior written consent.'],
    ['Australian, "by mutual agreement"', ['Coral Coast Hospitality Pty Ltd', 'Bondi Kitchens Pty Ltd'],
      'The Customer acknowledges and agrees that, in respect of the booking platform:',
      'the subscription fees may be increased from time to time by agreement between the parties.'],
  ];
  it.each(twins)('twin: %s stays acceptable', (_n, parties, leadIn, item) => {
    const out = reviewed(msa(parties, leadIn, item), 'msa');
    const check = out.review.checks.find((c) => c.check_id === 'msa.unilateral_changes')!;
    expect(check.position).not.toBe('unacceptable');
  });
});

// ---- 5b. An assignment clause that lets the acquirer of the business take the agreement is no change-of-control bar ----
// (Otis's intellectual property agreement read with the licence playbook: "No Party may ... sell, assign or otherwise
// transfer (whether by asset or stock sale, merger, reorganization or otherwise) ... without the express prior written
// consent of the other Parties, except as follows: ... (C) to a Person acquiring ... all or substantially all of the
// relevant business ..." was read as consent needed on a change of control. Mended where the exception stands in the
// sentence; Otis's own, whose exceptions are items read apart from their lead-in, is left: see the README)
describe('a transfer restriction whose exceptions free the acquirer of the business is no change-of-control restriction', () => {
  const licence = (parties: [string, string], clause: string) => `PATENT AND KNOW-HOW LICENCE AGREEMENT

This Agreement is made between ${parties[0]} (the "Licensor") and ${parties[1]} (the "Licensee").

1. Grant
1.1 Licensor grants Licensee a non-exclusive licence of the Licensed Patents for the manufacture of elevators.

9. Assignment and Change of Control
${clause}

10. Governing Law
10.1 This Agreement is governed by the laws of the State of New York.
`;
  const rows: [string, [string, string], string][] = [
    ['US, the heading run into the clause, the successor excepted in the same sentence', ['Hudson Lift Technologies Inc.', 'Palisade Elevator Corp.'],
      '9.1 Assignment and Change of Control; Successors 9.1.1 No Party may directly or indirectly sell, assign or otherwise transfer (whether by asset or stock sale, merger, reorganization or otherwise) any of its rights under this Agreement without the prior written consent of the other Party, except to a successor acquiring all or substantially all of the business to which this Agreement relates that agrees in writing to be bound by this Agreement.'],
    ['English, the exception in the same sentence', ['Thameside Hoists Limited', 'Mersey Vertical Transport Limited'],
      '9.1 Neither party may assign, novate or otherwise transfer this Agreement, whether by merger, reconstruction or otherwise, without the prior written consent of the other, except to a purchaser of all or substantially all of the business or assets of that party to which this Agreement relates that undertakes to be bound by its terms.'],
    ['Canadian, "save and except" with numbered items', ['Laurentian Lift Inc.', 'Niagara Escalators Ltd.'],
      '9.1 Neither party shall transfer or assign this Agreement, by amalgamation, merger, sale of shares or otherwise, without the prior written consent of the other party, save and except:\n(1) to an affiliate of the assigning party; or\n(2) to a successor acquiring all or substantially all of the assigning party\'s business relating to this Agreement, which assumes this Agreement in writing.'],
  ];
  it.each(rows)('%s: no change-of-control issue', (_n, parties, clause) => {
    const out = reviewed(licence(parties, clause), 'license');
    const check = out.review.checks.find((c) => c.check_id === 'license.change_of_control')!;
    expect(check.position).not.toBe('unacceptable');
  });
  // twins: the acquirer needs consent, or only affiliates are free: a change-of-control restriction still
  const twins: [string, [string, string], string][] = [
    ['US, the heading run in, only affiliates excepted', ['Hudson Lift Technologies Inc.', 'Palisade Elevator Corp.'],
      '9.1 Assignment and Change of Control 9.1.1 No Party may assign any of its rights under this Agreement, and a change of control of a Party shall be deemed an assignment, without the prior written consent of the other Party, except to any Affiliate of that Party.'],
    ['English, a change of control deemed an assignment', ['Thameside Hoists Limited', 'Mersey Vertical Transport Limited'],
      '9.1 The Licensee may not assign this Agreement without the Licensor\'s prior written consent, and any change of control of the Licensee shall be deemed an assignment requiring that consent, including a sale to a purchaser of all or substantially all of its business.'],
    ['Canadian, the licensor may terminate on a change of control', ['Laurentian Lift Inc.', 'Niagara Escalators Ltd.'],
      '9.1 The Licensor may terminate this Agreement on notice if the Licensee undergoes a change of control, save and except a transfer to an affiliate of the Licensee.'],
  ];
  it.each(twins)('twin: %s stays a change-of-control restriction', (_n, parties, clause) => {
    const out = reviewed(licence(parties, clause), 'license');
    const check = out.review.checks.find((c) => c.check_id === 'license.change_of_control')!;
    expect(check.position).toBe('unacceptable');
  });
});
