// The lead's reading, session 24: a client's lawyer reading consulting agreements a company signs with the consultant who
// runs it or advises it (CUAD's Coral Gold / Intermark management consulting agreement and Immunotolerance's agreement
// with an individual consultant, read through the engine, the server, the dashboard and the DOCX). Each class below is a
// kind of drafting those agreements showed, written as rows of our own wording (other verbs, order and party names; US,
// English, Australian, Indian, Canadian and plain-English drafting), each with a twin sharing its words, written before the
// fix. The contracts' own sentences are not among them.
import { describe, expect, it } from 'vitest';
import { applyRedlines, plainText, review, segment } from '../src/index.js';
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
      const b = plainText(t);
      expect(b.length).toBe(t.length);
      expect(b.startsWith('Any assignment without consent is void.')).toBe(true);
      expect(b).not.toMatch(/6/);
    });
    it('keeps the contract\'s own dashes and numbers', () => {
      for (const t of ['The temperature range is 2 - 8 degrees.\n', 'Score: -3 - 4\n', 'Phase 2 - 3 -\n', 'Items in Schedule 4 - 6\n', 'the balance is - 12 -\n']) {
        // (a number between dashes one space after a word, "Phase 2 - 3 -", "is - 12 -", is the contract's: a page number
        // follows a finished sentence, or stands apart from the words by a tab or two spaces or more)
        expect(plainText(t)).toBe(t);
      }
    });
  });
  // ---- the date an agreement says it takes effect ----
  // "This Consulting Agreement dated June 1, 2020, effective as of July 1, 2020": the agreement is signed on one day and
  // runs from another, and the effective date is the one it names as such. Before, the first date of the sentence was
  // taken (the signing date), and a statement far into a letter ("This letter agreement will be effective as of July 1,
  // 2018", in its last clauses) was never read, while a letterhead above the letter's date hid that date too. The twins
  // name one date only, or none but the letter's, in the same words.
  const effective = (text: string) => review({ text, document_type: 'consulting' }).key_terms.effective_date;
  const LONG_MIDDLE = Array.from({ length: 40 }, (_, k) => `${k + 3}. Clause ${k + 3}. The Consultant shall keep records of the work done under this Agreement and make them available to the Company on reasonable notice during business hours.`).join('\n\n');
  const letter = (head: string, late: string) => `${head}CONSULTING AGREEMENT\n\nMarch 9, 2021\n\nDr. Ana Whitford\n\nDear Dr. Whitford:\n\nHollis Biosciences, Inc., a Delaware corporation (the "Company"), is pleased to retain you ("Consultant") on the following terms:\n\n1. Services. Consultant shall advise the Company on its assay programme.\n\n2. Fees. The Company shall pay each invoice within thirty (30) days.\n\n${LONG_MIDDLE}\n\n50. General. ${late}This letter agreement is governed by the laws of the State of Texas.\n\nSincerely,\n\nHollis Biosciences, Inc.`;
  const LETTERHEAD = 'Corporate Office 4100 Kirby Drive, Suite 210 Houston, Texas 77098 t: 713.555.0142\n\n';
  const dates: [string, string, string | null][] = [
    ['US: dated one day, effective as of another (the Effective Date)',
      'This Consulting Agreement (the "Agreement") is dated June 1, 2021, effective as of July 1, 2021 (the "Effective Date"), between Larchmont Minerals Ltd. (the "Client") and Okanagan Advisory Corp. (the "Consultant").\n\n1. Services. The Consultant shall advise the Client.', '2021-07-01'],
    ['twin: dated one day and effective then',
      'This Consulting Agreement (the "Agreement") is dated June 1, 2021, and is effective on that date (the "Effective Date"), between Larchmont Minerals Ltd. (the "Client") and Okanagan Advisory Corp. (the "Consultant").\n\n1. Services. The Consultant shall advise the Client.', '2021-06-01'],
    ['English: made on one day, taking effect from another',
      'THIS AGREEMENT is made on 3 March 2022 and takes effect from 1 April 2022 BETWEEN Fenwick Advisory Limited (the "Consultant") and Tamar Estates plc (the "Client").\n\n1. Services. The Consultant shall advise the Client.', '2022-04-01'],
    ['twin: made on one day, taking effect on signature',
      'THIS AGREEMENT is made on 3 March 2022 and takes effect on signature BETWEEN Fenwick Advisory Limited (the "Consultant") and Tamar Estates plc (the "Client").\n\n1. Services. The Consultant shall advise the Client.', '2022-03-03'],
    ['a letter that says late in its text when it takes effect',
      letter('', 'This letter agreement will be effective as of February 1, 2021. '), '2021-02-01'],
    ['twin: the same letter without that sentence takes its own date',
      letter('', ''), '2021-03-09'],
    ['a letter with a letterhead above its date',
      letter(LETTERHEAD, ''), '2021-03-09'],
    ['the same letter with a letterhead, and its late statement',
      letter(LETTERHEAD, 'This letter agreement shall become effective on February 1, 2021. '), '2021-02-01'],
  ];
  describe('the date an agreement says it takes effect', () => {
    for (const [name, text, want] of dates) it(name, () => expect(effective(text)).toBe(want));
  });
  // ---- a notice period beside a payment in lieu of it, and beside sentences that only mention a notice ----
  // An executive's service agreement: "either you or the Company may terminate your employment by giving not less than six
  // months' notice", then "the Company may terminate your employment forthwith and make a payment in lieu of salary for
  // the unexpired part of the notice period", and elsewhere "to qualify for a bonus you must not have served notice of
  // termination". Each of the last two was read as a notice of no days (a right to end "at once"), so the shortest notice
  // was nil and the check read preferred, citing the bonus sentence. A payment in lieu buys out the notice stated
  // elsewhere and states none of its own; a sentence that only mentions a notice gives no right to end on one. The
  // notice that ends the employment decides, and is cited first. The twins state a short notice in the same words.
  const service = (notice: string, extra: string) => `SERVICE AGREEMENT\n\nTHIS AGREEMENT is made on 2 March 2020 BETWEEN (1) Harwell Peptides Limited (the "Company"); and (2) Priya Natarajan (the "Executive").\n\n3. DUTIES\n\n3.1 The Executive shall serve the Company as Chief Scientific Officer.\n\n4. SALARY AND BONUS\n\n4.1 The Executive's salary is GBP 180,000 per annum, paid monthly in arrears.\n\n4.2 The Executive may receive a discretionary bonus. To qualify for a bonus the Executive must be employed on 31 December and must not have served notice of termination of the employment.\n\n9. GARDEN LEAVE\n\n9.1 After notice of termination has been given by either party, the Company may require the Executive to stay away from its premises.\n\n11. NOTICE\n\n11.1 Either the Executive or the Company may terminate the employment by giving the other not less than ${notice} notice in writing.\n\n${extra}\n\n12. GOVERNING LAW\n\n12.1 This Agreement is governed by the laws of England and Wales.`;
  const PILON_UK = '11.2 The Company may in its absolute discretion terminate the employment forthwith and make a payment in lieu of salary for all or any unexpired part of the notice period.';
  const PILON_AU = '11.2 The Company may elect to pay the Executive in lieu of all or part of the notice period, and the employment then ends on the date the Company so elects.';
  const PILON_CA = '11.2 The Company may instead end the employment immediately by paying the Executive an amount equal to the base salary the Executive would have earned during the notice period.';
  const notice = (text: string) => evaluation({ type: 'employment', check: 'employment.notice_period', text });
  const notices: [string, string, string, string][] = [
    ['English, a payment in lieu of salary for the unexpired notice', 'eight months\'', PILON_UK, 'unacceptable'],
    ['twin: a short notice with the same payment in lieu', 'two months\'', PILON_UK, 'preferred'],
    ['Australian, an election to pay in lieu of the notice period', 'seven months\'', PILON_AU, 'unacceptable'],
    ['twin: a short notice with the same election', 'one month\'s', PILON_AU, 'preferred'],
    ['Canadian, salary for the notice period paid instead', 'five months\'', PILON_CA, 'acceptable'],
    ['twin: a short notice with the same payment', 'three months\'', PILON_CA, 'preferred'],
  ];
  describe('a notice period beside a payment in lieu of it, and beside sentences that only mention a notice', () => {
    for (const [name, period, extra, want] of notices) {
      it(`${name}: ${want}, citing the notice clause first`, () => {
        const { c } = notice(service(period, extra));
        expect(c.position).toBe(want);
        expect(c.evidence[0]?.section).toBe('11.1');
      });
    }
  });
  // ---- numbered clauses run in after a sentence with one space, and article headings without the word "Article" ----
  // A filed services agreement whose conversion put each page on one line with single spaces: "... for a period of five
  // (5) years. 8. INDEMNIFICATION 8.1 PC Financial shall defend ...", "... benefits afforded to its employees. 10.2 IN NO
  // EVENT WILL EITHER PARTY ...". Session 23 found such clauses only two or three spaces apart, and an article heading
  // run in only after the word "ARTICLE" or "SECTION"; so the indemnities were cited as "6.5" and the exclusion as "9.4".
  // A clause number one space after a stop counts when it is the next clause in order (no clause skipped); an article
  // number with its heading in capitals counts when its first clause follows it ("8. INDEMNIFICATION 8.1"). The twins
  // keep numbers that are not clauses: out of order, a cross-reference, a sum.
  const filedPage = (body: string) => `SERVICE AGREEMENT This Service Agreement is entered into by and between Harbin Loans Private Limited ("Harbin") and Kestrel Systems Co., Ltd. ("Kestrel"). ${body}`;
  const secs = (text: string) => segment(text).map((c) => c.section).filter((x) => /^\d/.test(x) && !/[(¶]/.test(x));
  const oneSpace: [string, string, string[]][] = [
    ['US, an article heading in capitals with its first clause, then clauses one space apart',
      filedPage('7. CONFIDENTIALITY 7.1 Each party shall keep the other\'s information confidential. 7.2 These duties survive for five (5) years. 8. INDEMNIFICATION 8.1 Harbin shall defend Kestrel against third-party claims. 8.2 Kestrel shall indemnify Harbin against claims arising from the Services. 9. MISCELLANEOUS 9.1 The parties are independent contractors. 9.2 IN NO EVENT WILL EITHER PARTY BE LIABLE FOR INDIRECT DAMAGES.'),
      ['7', '7.1', '7.2', '8', '8.1', '8.2', '9', '9.1', '9.2']],
    ['Indian, headings with ampersands and a page number between clauses',
      filedPage('4. FEES & PAYMENT 4.1 Harbin shall pay each invoice within forty-five (45) days. 4 4.2 Late amounts carry interest at one per cent a month. 5. TERM & TERMINATION 5.1 This Agreement runs for two (2) years. 5.2 Either Party may terminate it on ninety (90) days\' notice.'),
      ['4', '4.1', '4.2', '5', '5.1', '5.2']],
    ['English, clauses one space apart under a heading on its own line',
      'SERVICES AGREEMENT\n\n12. GENERAL\n\n12.1 Notices must be in writing. 12.2 Neither party may assign this agreement without consent. 12.3 This agreement is governed by the laws of England and Wales.',
      ['12', '12.1', '12.2', '12.3']],
  ];
  const notOneSpace: [string, string, string[]][] = [
    ['twin: a cross-reference after a full stop, then a sum', filedPage('3. FEES 3.1 The fees are set out in Schedule 1. The cap is in Section 3. 3.5 Million Rupees is the most either party pays.'), ['3', '3.1']],
    ['twin: a number out of order', filedPage('3. FEES 3.1 The fees are set out in Schedule 1. 9.4 Other Terms apply as well.'), ['3', '3.1']],
    ['twin: a heading in capitals with no clause of its number after it', filedPage('3. FEES 3.1 The fees are set out in Schedule 1. 6. ANNEX A 2.1 The Services are listed below.'), ['3', '3.1']],
  ];
  describe('numbered clauses run in one space after a sentence, and article headings without the word', () => {
    for (const [name, text, want] of [...oneSpace, ...notOneSpace]) it(name, () => expect(secs(text)).toEqual(want));
  });
  // ---- the consultant's own right to end "the Consultation Period" stays beside the client's new right ----
  // "The Consultant may terminate the Consultation Period at any time upon thirty (30) days' written notice": the redline
  // for the client's missing right to terminate for convenience rewrote this sentence into the client's right, striking
  // the consultant's exit. In a services or consulting agreement the provider's exit on notice is common ground, and the
  // playbook keeps it, writing the client's right beside it; that was done only where the right ended "this Agreement".
  // A right to end the agreement's period or engagement by its defined name ("the Consultation Period", "the
  // Engagement", "the Term") is the same right. The twins end "this Agreement" in the same words (kept before too).
  const engagement = (type: 'consulting' | 'services', right: string) => `CONSULTING AGREEMENT\n\nThis agreement is made between Larchmont Minerals Ltd. (the "Client") and Okanagan Advisory Corp. (the "Consultant").\n\n1. Services. The Consultant shall provide the advisory services described in Schedule A.\n\n2. Fees. The Client shall pay each invoice within thirty (30) days of receipt.\n\n3. Term. The Consultant's engagement runs for two (2) years from the date above (the "Consultation Period", also the "Engagement" and the "Term").\n\n4. Termination. The Client may terminate this agreement for the Consultant's material breach not cured within thirty (30) days of notice. ${right}\n\n5. Governing Law. This agreement is governed by the laws of the Province of British Columbia.`;
  const rights: [string, 'consulting' | 'services', string][] = [
    ['the Consultation Period', 'consulting', 'The Consultant may terminate the Consultation Period at any time upon thirty (30) days\' written notice.'],
    ['the Engagement', 'services', 'The Consultant may end the Engagement at any time on thirty (30) days\' notice in writing to the Client.'],
    ['the Term', 'consulting', 'The Consultant may terminate the Term at any time by giving the Client one month\'s written notice.'],
    ['twin: this agreement', 'consulting', 'The Consultant may terminate this agreement at any time upon thirty (30) days\' written notice.'],
  ];
  describe('a provider\'s own right to end the agreement\'s period stays beside the client\'s new right', () => {
    for (const [name, type, right] of rights) {
      it(`${name}: the consultant's sentence is kept, the client's right written beside it`, () => {
        const text = engagement(type, right);
        const out = review({ text, document_type: type, options: { suggest_redlines: true } });
        const issue = out.review.issues.find((i) => i.check_id === `${type}.termination_for_convenience`);
        expect(issue?.redline_id).toBeDefined();
        const after = applyRedlines(text, out.clauses, (out.review.redlines ?? []).filter((r) => r.id === issue!.redline_id)).text;
        expect(after).toContain(right);
        expect(after).toMatch(/Client may terminate this Agreement for convenience/i);
      });
    }
  });
});
