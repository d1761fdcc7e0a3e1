// The lead's reading, session 24: a client's lawyer reading consulting agreements a company signs with the consultant who
// runs it or advises it (CUAD's Coral Gold / Intermark management consulting agreement and Immunotolerance's agreement
// with an individual consultant, read through the engine, the server, the dashboard and the DOCX). Each class below is a
// kind of drafting those agreements showed, written as rows of our own wording (other verbs, order and party names; US,
// English, Australian, Indian, Canadian and plain-English drafting), each with a twin sharing its words, written before the
// fix. The contracts' own sentences are not among them.
import { describe, expect, it } from 'vitest';
import { blankPageLines } from '../src/page-lines.js';
import { evaluation } from './judge-rows.js';

describe('the lead\'s reading, session 24', () => {
  // ---- a page number at the end of a line of text is page furniture ----
  // A filed exhibit whose conversion put each page's number on the line of its last sentence ("... a breach and a
  // default by the Consultant. - 6 -"): the sentence read as unfinished, ending in a dash as a lead-in does, so the
  // numbered clauses after it (governing law, survival, interpretation) were taken as the items of a list it introduced
  // and cited with it as evidence of the assignment clause. A page number so placed is blanked like one on its own line;
  // a dash or a number that is the contract's own words is not.
  const filed = (pageMark: string) =>
    `CONSULTING AGREEMENT\n\nThis agreement is made between Birchwood Therapeutics, Inc. (the "Client") and Dana Moretti (the "Consultant").\n\n1. Services. The Consultant shall advise the Client on its clinical programme.\n\n2. Fees. The Client shall pay each invoice within thirty (30) days of its date.\n\n14. Amendment. This Agreement may be amended only by a written instrument signed by both parties.\n\n15. Assignment. The Consultant shall not assign this Agreement or delegate any duty under it without the prior written consent of the Client. Any assignment without that consent is void.${pageMark}\n\n\n\n16. Governing Law. This Agreement is governed by the laws of the State of New York.\n\n17. Severability. If any provision of this Agreement is held invalid, the rest of it remains in force.\n\n18. Survival. Sections 4 through 18 survive the termination of this Agreement.\n`;
  const cited = (text: string) => evaluation({ type: 'consulting', check: 'consulting.assignment', text }).c.evidence;
  const marks: [string, string][] = [
    ['a spaced page number', ' - 6 -'],
    ['a page number without spaces', '   -7-'],
    ['a page number after tabs', '\t\t- 12 -'],
  ];
  describe('a page number at the end of a line of text is page furniture', () => {
    for (const [name, mark] of marks) {
      it(`${name}: the assignment clause is cited alone, without the page number`, () => {
        const text = filed(mark);
        const ev = cited(text);
        expect(ev.map((e) => e.section)).toEqual(['15']);
        for (const e of ev) {
          expect(text.slice(e.start, e.end)).toBe(e.quote);
          expect(e.quote).toMatch(/consent is void\.$/);
        }
      });
      it(`${name}: the twin without it reads the same`, () => expect(cited(filed('')).map((e) => e.section)).toEqual(['15']));
    }
    it('blanks the page number at the line\'s end and keeps the offsets', () => {
      const t = 'Any assignment without consent is void. - 6 -\nNext line.';
      const b = blankPageLines(t);
      expect(b.length).toBe(t.length);
      expect(b.startsWith('Any assignment without consent is void.')).toBe(true);
      expect(b).not.toMatch(/6/);
    });
    it('keeps the contract\'s own dashes and numbers', () => {
      for (const t of ['The temperature range is 2 - 8 degrees.\n', 'Score: -3 - 4\n', 'Phase 2 - 3 -\n', 'Items in Schedule 4 - 6\n', 'the balance is - 12 -\n']) {
        // (a number between dashes one space after a word, "Phase 2 - 3 -", "is - 12 -", is the contract's: a page number
        // follows a finished sentence, or stands apart from the words by a tab or two spaces or more)
        expect(blankPageLines(t)).toBe(t);
      }
    });
  });
});
