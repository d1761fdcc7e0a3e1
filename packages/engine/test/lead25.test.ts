// The lead's reading, session 25: a licensee's lawyer reading filed content and distribution agreements whose text came
// from the filings with each page on one line and its paragraphs three spaces apart (CUAD's Ideanomics content licence
// and Nanophase's distributor agreement; 183 of CUAD's 510 texts have most of their text in lines over 1,500
// characters). Each class below is written as rows of our own wording (other verbs, order and party names; US, English,
// Australian, Indian and Canadian drafting), each with a twin sharing its words. The contracts' own sentences are not
// among them.
import { describe, expect, it } from 'vitest';
import { segment } from '../src/index.js';
import { evaluation } from './judge-rows.js';

/** A text's clauses as "section | heading". */
const outline = (text: string) => segment(text).map((c) => `${c.section}${c.heading ? ` | ${c.heading}` : ''}`);
/** The same agreement with its paragraphs on lines of their own, and with each page's paragraphs on one line. */
const asLines = (paragraphs: string[][]) => paragraphs.map((page) => page.map(full).join('\n')).join('\n\n');
/** A clause's paragraph with a second sentence, so that a page holds as much text as a filed page does. */
const full = (p: string) => (p.length > 60 && /[.;]$/.test(p) ? `${p} The parties shall keep written records of what is done under this provision and show them to each other on request.` : p);
const asPages = (paragraphs: string[][]) => paragraphs.map((page) => `  ${page.map(full).join('   ')}\n`).join('\n\n');

describe('the lead\'s reading, session 25', () => {
  // ---- the paragraphs of a page run together on one line ----
  // A filing's text with each page on one line and its paragraphs three spaces apart was read as one clause per page:
  // sections 13 to 17 of a licence cited as "12", its headings lost, its lettered clauses unnumbered. Such a line's
  // paragraphs now part where a run of three spaces follows a sentence's stop or comes before a clause label, and the
  // agreement reads as it does with a line to each paragraph. A page whose printed lines were joined three spaces apart
  // (runs inside sentences, between words in lower case) is left as it was.
  const agreements: [string, string[][]][] = [
    ['a US content licence', [
      ['CONTENT LICENSE AGREEMENT', 'This Content License Agreement is made between Harbor Lane Pictures LLC ("Licensor") and Streamwell Media, Inc. ("Licensee").', '1. Definitions.', '(a) "Titles" means the films listed in Schedule A.', '(b) "Territory" means the United States and Canada.', '2. Rights Granted.', '(a) License Grant. Licensor grants to Licensee a non-exclusive license to:', 'i. exhibit and distribute each Title by video on demand;', 'ii. dub and subtitle the Titles.', '(b) Sublicensing. Licensee may sublicense its rights to any platform operator with notice to Licensor.'],
      ['3. Term and Termination.', '(a) The Term is five (5) years from the Effective Date.', '(b) Either party may terminate this Agreement on sixty (60) days\' written notice if the other party is in material breach.', '4. Indemnification.', 'Each party shall defend and indemnify the other against third-party claims arising from its breach of this Agreement.', '5. Governing Law.', 'This Agreement is governed by the laws of the State of New York.'],
    ]],
    ['an English distribution agreement', [
      ['DISTRIBUTION AGREEMENT', 'This Agreement is dated 3 March 2025 between Calder Instruments Limited (the "Supplier") and Northgate Scientific Limited (the "Distributor").', '1. Appointment.', '1.1 The Supplier appoints the Distributor as its distributor of the Products in the Territory.', '1.2 The appointment is non-exclusive.', '2. Orders and Prices.', '2.1 The Distributor shall order Products by written purchase order.'],
      ['2.2 The Supplier may change its prices on ninety (90) days\' written notice.', '3. Liability.', '3.1 Neither party shall be liable for any indirect or consequential loss.', '3.2 Each party\'s total liability is capped at the sums paid in the preceding twelve (12) months.', '4. Law.', '4.1 This Agreement is governed by the law of England and Wales.'],
    ]],
    ['a Canadian services agreement with articles', [
      ['SERVICES AGREEMENT', 'This Agreement is entered into by Fraser Valley Logistics Ltd. (the "Customer") and Coastline Freight Inc. (the "Provider").', 'ARTICLE 1 SERVICES', '1.1 The Provider shall carry the Customer\'s goods between its depots in British Columbia.', '1.2 The Provider shall keep the goods insured while in transit.', 'ARTICLE 2 FEES'],
      ['2.1 The Customer shall pay the fees in Schedule B within thirty (30) days of each invoice.', '2.2 Disputed amounts may be withheld in good faith.', 'ARTICLE 3 GOVERNING LAW', '3.1 This Agreement is governed by the laws of the Province of British Columbia.'],
    ]],
  ];
  describe('the paragraphs of a page run together on one line', () => {
    for (const [name, pages] of agreements) {
      it(`${name}: read with each page on a line, the clauses and headings are those of a line to each paragraph`, () => {
        const want = outline(asLines(pages));
        expect(asPages(pages).split('\n').filter((l) => l.length >= 400)).toHaveLength(pages.length);
        expect(want.length).toBeGreaterThan(8);
        expect(outline(asPages(pages))).toEqual(want);
      });
    }
    it('the licence\'s sections and sub-clauses are numbered as written', () => {
      const got = outline(asPages(agreements[0][1]));
      expect(got).toEqual(expect.arrayContaining(['2 | Rights Granted', '2(a) | License Grant', '2(a)(i)', '2(a)(ii)', '2(b) | Sublicensing', '4 | Indemnification', '5 | Governing Law']));
    });
    it('a page whose printed lines were joined three spaces apart is left as it was', () => {
      // (the twin: the same words, each page's printed lines joined by three spaces, the breaks inside sentences)
      const wrapped = (words: string) => words.replace(/(\S+ \S+ \S+ \S+ \S+ \S+ \S+) /g, '$1   ');
      const pages = agreements[0][1].map((page) => [wrapped(page.join(' '))]);
      const text = asPages(pages);
      expect(text.split('\n').some((l) => l.length >= 400)).toBe(true);
      expect(segment(text).length).toBeLessThanOrEqual(4);
    });
    it('a short line with wide gaps (a table\'s row) is not parted', () => {
      const text = 'Item 1.   Premises.   Unit 4, 12 Harbour Road.\nItem 2.   Rent.   $4,000 a month.\n';
      expect(segment(text).length).toBe(segment(text.replace(/ {3}/g, ' ')).length);
    });
  });

  // ---- an article that opens its line with its first clause run in after its heading ----
  // "ARTICLE 3. TERM AND TERMINATION 3.1 Either Party may terminate ... notice. 3.2 This Agreement ..." on one line: the
  // article was one clause, cited as "Article 3" for each of its clauses. Its first clause now starts at its number, as
  // one run in after a full stop did, and the clauses after it follow. A contents line whose number is not the article's
  // first clause is not split.
  describe('an article opening its line with its first clause run in', () => {
    const rows: [string, string, string[]][] = [
      ['US capitals with a full stop', 'TRADEMARK LICENSE AGREEMENT\n\nARTICLE 3. TERM AND TERMINATION 3.1 Either Party may terminate this Agreement on thirty (30) days\' notice. 3.2 This Agreement ends if Licensee is acquired by a third party.\n', ['Article 3 | TERM AND TERMINATION', '3.1', '3.2']],
      ['English "Section" and no full stop', 'SUPPLY AGREEMENT\n\nSection 7 LIABILITY 7.1 Neither party limits its liability for death or personal injury. 7.2 Each party\'s liability is capped at the annual charges.\n', ['7 | LIABILITY', '7.1', '7.2']],
      ['roman numerals', 'LICENCE\n\nARTICLE IV PAYMENT 4.1 The Licensee shall pay the fees quarterly. 4.2 Late payments bear interest at two per cent a month.\n', ['Article IV | PAYMENT', '4.1', '4.2']],
    ];
    for (const [name, text, want] of rows) it(name, () => expect(outline(text)).toEqual(expect.arrayContaining(want)));
    it('twin: a contents line whose number is a page\'s', () => {
      const text = 'CONTENTS\n\nARTICLE 3 TERM AND TERMINATION 7.1 Definitions\n';
      expect(outline(text)).not.toContain('7.1');
    });
  });

  // ---- a numbered section's title alone on its line, ended by a full stop ----
  // "2. Rights Granted." on a line of its own titles section 2, as "2. RIGHTS GRANTED" does; a numbered sentence that
  // ends on a full stop is no title.
  describe('a numbered section\'s title ended by a full stop', () => {
    const rows: [string, string, string | undefined][] = [
      ['a US title', '7. Term and Termination.\n(a) The Term is three (3) years.\n', 'Term and Termination'],
      ['an English title with a decimal number', '12.1 Limitation of Liability.\nNeither party excludes liability for death or personal injury.\n', 'Limitation of Liability'],
      ['a title after "Section"', 'Section 9. Confidential Information.\nEach party shall keep the other\'s information confidential.\n', 'Confidential Information'],
      ['twin: a numbered sentence', '4. The Licensee shall pay the fees.\n(a) Fees are due monthly.\n', undefined],
      ['twin: a short numbered sentence', '5. Time is of the essence.\nEach date in this Agreement binds the parties.\n', undefined],
    ];
    for (const [name, text, heading] of rows) it(name, () => expect(segment(text)[0].heading).toBe(heading));
  });

  // ---- a sub-clause's title that names no kind of clause ----
  // "2. GRANT OF LICENSE" / "2.1 MS Grant." / "MS hereby grants ... a royalty-free license": once the sub-clause's title
  // was read as its heading, its type came from its body alone ("royalty-free" read as revenue sharing) and the section's
  // heading, which had typed it, was passed over. A title that names no kind leaves the type to the section's heading; a
  // title that names one keeps it; and a document's title ("... LICENSE AGREEMENT") types no clause. (The first three rows
  // pass on 21713d44 only because such titles were not read there at all; with the titles read and no fallback to the
  // section's heading they fail: they guard the pair of changes.)
  describe('a sub-clause\'s title that names no kind of clause', () => {
    const typeOf = (text: string, section: string) => segment(text).find((c) => c.section === section)?.clause_type;
    const rows: [string, string, string, string | undefined][] = [
      ['US: a grant titled by the grantor', '2. GRANT OF LICENSE\n\n2.1 Harbor Grant.\n\nHarbor hereby grants to Streamwell a non-exclusive, royalty-free license to use the Software.\n', '2.1', 'license_grant'],
      ['English: a cap titled by its amount', '9. LIMITATION OF LIABILITY\n\n9.2 Annual Amount.\n\nEach party\'s total liability in each Contract Year shall not exceed the Charges paid in that year.\n', '9.2', 'cap_on_liability'],
      ['Canadian: a notice titled by its means', '14. NOTICES\n\n14.3 Email.\n\nA notice sent by email is given when it enters the recipient\'s mailbox during business hours.\n', '14.3', 'notices'],
      ['twin: a title naming its own kind wins', '2. GRANT OF LICENSE\n\n2.4 Governing Law.\n\nThis Agreement is governed by the laws of Ontario.\n', '2.4', 'governing_law'],
    ];
    for (const [name, text, section, want] of rows) it(name, () => expect(typeOf(text, section)).toBe(want));
    it('twin: a document\'s title types no clause', () => {
      const text = 'CONTENT DISTRIBUTION AND LICENSE AGREEMENT\n\nDeal Terms: Program: Harbour Lights. Territory: Worldwide. Term: two years.\n';
      expect(segment(text)[0].clause_type).toBeUndefined();
    });
  });

  // ---- an item that names who may end the agreement, under a lead-in that only says it may end ----
  // "The initial term is five years ... unless earlier terminated as follows: ... 13.1.3 By either party for any reason
  // by providing six (6) months' prior written notice": the right is the item's, its holder the party it opens on. The
  // lead-in names no holder and grants nothing, so the item was dropped and the customer read as having no exit.
  describe('an item naming who may end the agreement, under a lead-in that only says it may end', () => {
    const contract = (lead: string, items: string[]) => `1. Term.\n${lead}\n${items.join('\n')}\n`;
    const read = (text: string) => {
      const { c } = evaluation({ type: 'msa', check: 'msa.termination_for_convenience', text });
      return `${c.outcome}/${c.position}`;
    };
    const rows: [string, string, string[], string][] = [
      ['US: either party for any reason, six months', '1.1 The initial term is five (5) years and renews for two (2) year terms, unless earlier terminated as follows:', ['1.1.1 By the non-breaching party, if the other party fails to cure a material breach within sixty (60) days of notice.', '1.1.2 By either party for any reason by providing six (6) months\' prior written notice expressly terminating this Agreement.'], 'entailed/unacceptable'],
      ['English: the Customer without cause, thirty days', '1.1 This Agreement continues for three years unless sooner terminated as set out below:', ['(a) by either party if the other becomes insolvent;', '(b) by the Customer without cause on thirty (30) days\' written notice.'], 'entailed/preferred'],
      ['Australian: the Customer for convenience, sixty days', '1.1 The Term is two years, unless ended earlier as follows:', ['1.1.1 by the Customer for convenience upon sixty (60) days\' notice to the Supplier; or', '1.1.2 by either party for a breach not remedied within 30 days.'], 'entailed/acceptable'],
      ['twin: only the Supplier may end it without cause', '1.1 This Agreement runs for five years unless earlier terminated as follows:', ['1.1.1 By the non-breaching party, on a material breach not cured within thirty (30) days.', '1.1.2 By the Supplier without cause on thirty (30) days\' written notice.'], 'contradicted/unacceptable'],
      ['twin: the items are grounds only', '1.1 This Agreement runs for five years unless earlier terminated as follows:', ['1.1.1 By either party if the other party fails to pay any sum when due.', '1.1.2 By either party on the other\'s insolvency.'], 'not_mentioned/missing'],
    ];
    for (const [name, lead, items, want] of rows) it(name, () => expect(read(contract(lead, items))).toBe(want));
  });
});
