// Speed round 26: a text built to verify a redline (the review's text with edits) is segmented against the review's own
// reading: the lines outside the edits are not read again (their blocks and the loop's state are the base's, moved),
// and a clause there gets the reading the review's clause at that place got. The context must be the one a fresh read
// of the whole text gives, field by field: rows of our own in several drafting styles and edits at the start, the
// middle and the end of long CUAD texts, one edit and several, with the edits given as a hint and without.
import { describe, expect, it } from 'vitest';
import { applyEdits, buildContext, type DocContext } from '../src/index.js';
import { TextMemo } from '../src/memo.js';
import { forgetSegmentations, segmentDetailed, reuseCounts } from '../src/segment.js';
import { gateFor } from '../src/gate.js';
import { defaultPlaybookFor } from '../src/index.js';
import { cuadDocs } from '../eval/roundtrip.ts';

interface Edit { start: number; end: number; insert: string }

const gates = [...new Set(['msa', 'nda'].flatMap((t) => defaultPlaybookFor(t as 'msa').checks.flatMap((c) => c.detection?.topic ?? [])))];

/** Everything a context holds that a reader reads, without the memo it was built with. */
function view(ctx: DocContext) {
  return {
    text: ctx.text, plain: ctx.plain, clauses: ctx.clauses, sentences: ctx.sentences, sentenceText: ctx.sentenceText,
    cueSentence: ctx.cueSentence, lead: ctx.lead, listEnd: ctx.listEnd, overrides: ctx.overrides, filledFrom: ctx.filledFrom,
    keyTerms: ctx.keyTerms, lex: ctx.lex, pieces: gates.map((g) => ctx.pieces.spansWith(gateFor(g))),
  };
}

/** The segmentation's own fields (the clauses' enclosing headings and the word pieces too). */
function segView(text: string, memo?: TextMemo, edits?: Edit[]) {
  const s = segmentDetailed(text, memo, false, edits);
  return { clauses: s.clauses, sentences: s.sentences, context: s.context, plain: s.plain, tokens: s.tokens };
}

/**
 * Reads `text` as the review does (a memo that records), then each edited text through that memo, with and without the
 * edits as a hint, and compares each with the edited text read afresh. Returns how many edited texts were compared.
 */
function compareEdited(text: string, editSets: Edit[][]): number {
  forgetSegmentations();
  const memo = TextMemo.create();
  buildContext(text, memo);
  let n = 0;
  for (const edits of editSets) {
    const edited = applyEdits(text, edits);
    forgetSegmentations();
    const fresh = buildContext(edited);
    // (a segmentation through a memo carries its word pieces as the memo's path joins them: compared with one read so)
    forgetSegmentations();
    const freshSeg = segView(edited, TextMemo.create());
    for (const [m, hint] of [[memo.reader(), edits], [memo.reader(), undefined], [memo, edits]] as const) {
      forgetSegmentations();
      expect(segView(edited, m, hint as Edit[] | undefined)).toEqual(freshSeg);
      forgetSegmentations();
      expect(view(buildContext(edited, m, false, undefined, hint as Edit[] | undefined))).toEqual(view(fresh));
    }
    n++;
  }
  return n;
}

/** A line start near `at` (the edits a redline makes open a new paragraph there, or rewrite inside a line). */
function lineStartNear(text: string, at: number): number {
  const nl = text.indexOf('\n', Math.max(0, Math.min(text.length - 1, at)));
  return nl < 0 ? text.length : nl + 1;
}

/** Edits of a text at three places (start, middle, end): a new clause, a sentence struck, words changed, and together. */
function editsOf(text: string): Edit[][] {
  const out: Edit[][] = [];
  for (const f of [0.03, 0.5, 0.97]) {
    const at = lineStartNear(text, Math.floor(text.length * f));
    out.push([{ start: at, end: at, insert: '14A. Limitation. Neither party excludes liability for fraud or for death or personal injury caused by its negligence.\n\n' }]);
    const stop = text.indexOf('. ', at);
    if (stop > at && stop - at < 2000) out.push([{ start: at, end: stop + 2, insert: '' }]);
    const word = text.indexOf(' the ', at);
    if (word > 0) out.push([{ start: word + 1, end: word + 4, insert: 'each such' }]);
  }
  const a = lineStartNear(text, Math.floor(text.length * 0.3));
  const b = lineStartNear(text, Math.floor(text.length * 0.7));
  if (b > a) {
    out.push([
      { start: a, end: a, insert: '(c) the Customer may terminate this Agreement on thirty (30) days\' written notice;\n' },
      { start: b, end: Math.min(text.length, b + 40), insert: 'SCHEDULE 2\nService credits     None\nNotice period: 7 days\n' },
    ]);
  }
  return out;
}

// Rows of our own: short agreements drafted as US, English, Australian, Indian and Canadian contracts would be, with
// headings alone, run-in headings, lettered lists, a lead-in in capitals, a table of particulars, double-spaced lines.
const OWN: string[] = [
  `MASTER SERVICES AGREEMENT

This Master Services Agreement is entered into as of March 3, 2021 by and between Acme Corp., a Delaware corporation ("Customer"), and Brightline LLC ("Provider").

1. Services
1.1 Provider shall perform the Services described in each Statement of Work.
1.2 Customer shall pay all undisputed invoices within thirty (30) days.

2. Term and Termination
2.1 This Agreement shall continue for an initial term of two (2) years.
2.2 Either party may terminate this Agreement:
(a) for convenience on sixty (60) days' notice;
(b) immediately if the other party becomes insolvent; or
(c) if the other party commits a material breach.

3. Limitation of Liability. IN NO EVENT SHALL EITHER PARTY BE LIABLE FOR ANY INDIRECT OR CONSEQUENTIAL DAMAGES.

4. Governing Law. This Agreement is governed by the laws of the State of New York.
`,
  `DATED 12 May 2022

PARTIES
(1) Harbourside Logistics Limited, a company incorporated in England and Wales (the "Supplier"); and
(2) Thameslink Retail plc (the "Customer").

KEY DETAILS
Term:   36 months from the Commencement Date
Notice period: 3 months
Liability cap: £500,000

IT IS AGREED as follows:

1.  DEFINITIONS
In this Agreement the following definitions apply.

2.  CHARGES
2.1  The Customer shall pay the Charges within 30 days of the date of a valid invoice.
2.2  The Supplier may increase the Charges once in each Contract Year.

THE SUPPLIER UNDERTAKES WITH THE CUSTOMER AS FOLLOWS:
2.3  to perform the Services with reasonable skill and care;
2.4  to comply with all applicable laws.

3.  GOVERNING LAW
This Agreement and any dispute arising out of it shall be governed by the law of England and Wales.
`,
  `SERVICES AGREEMENT

between Kookaburra Pty Ltd ACN 123 456 789 (Principal) and Wattle Consulting Pty Ltd (Contractor)

Item 1   Term              2 years
Item 2   Fees              $12,000 per month
Item 3   Notice            30 days

1 INSURANCE

The Contractor must maintain professional indemnity insurance of not less than $5,000,000 for each claim

and must produce evidence of that insurance on request.

2 TERMINATION

The Principal may terminate this agreement at any time by giving 30 days' notice, and the Contractor is entitled to

payment for services performed up to the date of termination.

3 GOVERNING LAW

This agreement is governed by the laws of New South Wales.
`,
  `THIS AGREEMENT is made at Mumbai on this 5th day of January, 2023

BETWEEN

Sahyadri Technologies Private Limited, a company incorporated under the Companies Act, 2013 (hereinafter referred to as the "Company")

AND

Mr. Arjun Mehta (hereinafter referred to as the "Consultant").

ARTICLE I
SCOPE OF WORK
1.1 The Consultant shall render the services set out in Annexure A.
1.2 The Company shall pay the fees within fifteen (15) days of receipt of invoice.

ARTICLE II
CONFIDENTIALITY
2.1 The Consultant shall keep all Confidential Information strictly confidential for a period of three (3) years.

ARTICLE III
ARBITRATION
3.1 Any dispute shall be referred to arbitration in Mumbai under the Arbitration and Conciliation Act, 1996.
`,
  `SUPPLY AGREEMENT

| Item | Detail |
|---|---|
| Supplier | Maple Ridge Foods Inc. |
| Purchaser | Northern Grocers Ltd. |
| Term | 3 years |

1.	Supply. The Supplier will supply the Products to the Purchaser in accordance with each Purchase Order.
2.	Price. The prices are set out in Schedule A and may be changed by the Supplier on ninety (90) days' notice.
3.	Termination. Either party may terminate this Agreement on six (6) months' written notice.
4.	Law. This Agreement is governed by the laws of the Province of Ontario and the federal laws of Canada applicable therein.
`,
  `CONSULTING AGREEMENT
This Consulting Agreement (the "Agreement") is made between Prairie Analytics Inc., an Alberta
corporation (the "Client"), and Jane Okafor (the "Consultant"), effective as of the date of
the last signature below.
1. SERVICES. The Consultant shall provide the consulting services described in
Exhibit A and such other services as the parties may agree in writing from time
to time, and shall devote such time as is reasonably necessary to perform them
2. FEES. The Client shall pay the Consultant a fee of CAD $150 per hour, payable within
thirty (30) days after receipt of an invoice, and the Consultant shall not
be entitled to any other compensation unless agreed in writing by the Client
a. expenses approved in advance are reimbursed at cost;
b. travel time is charged at one half of the hourly rate; and
c. no fee is payable for work re-done because of the Consultant's error.
3. TERMINATION. Either party may terminate this Agreement at any time upon fourteen (14)
days' written notice to the other party, and the Client may terminate it immediately
if the Consultant breaches Section 4.
4. CONFIDENTIALITY. The Consultant shall not disclose any Confidential Information of the
Client during the term of this Agreement or for five (5) years after it ends.
`,
];

/** Edits of a short text at its start, middle and end, on its own lines (a heading, a row, a list item, a wrapped line). */
function ownEdits(text: string): Edit[][] {
  const lines: number[] = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lines.push(i + 1);
  const out: Edit[][] = [];
  // (at every line: a blank line before it, which ends a wrapped paragraph there, and a heading alone)
  for (const at of lines.slice(1)) out.push([{ start: at, end: at, insert: '\n' }], [{ start: at, end: at, insert: 'RECITALS\n' }]);
  for (const k of [1, Math.floor(lines.length / 2), lines.length - 2]) {
    const at = lines[Math.max(0, Math.min(lines.length - 1, k))];
    const end = text.indexOf('\n', at);
    out.push([{ start: at, end: at, insert: 'NEW HEADING\n' }]);
    out.push([{ start: at, end: at, insert: 'Service credits:   None\n' }]);
    out.push([{ start: at, end: at, insert: '(d) the Provider may suspend the Services on notice;\n' }]);
    if (end > at) out.push([{ start: at, end, insert: '' }]);
    if (end > at + 4) out.push([{ start: at + 2, end: at + 4, insert: 'zz' }]);
    out.push([{ start: at, end: at, insert: '\n' }]);
  }
  out.push([{ start: 0, end: 0, insert: '**' }, { start: text.length, end: text.length, insert: '**' }]);
  out.push([{ start: lines[2], end: lines[2], insert: 'x ' }, { start: lines[lines.length - 3], end: lines[lines.length - 3], insert: 'Payment Terms: 45 days\n' }]);
  return out;
}

describe('segmentation against the review\'s own reading (speed round 26)', () => {
  it('reads edited texts of our own as a fresh read does', () => {
    let n = 0;
    const before = { ...reuseCounts };
    for (const text of OWN) n += compareEdited(text, ownEdits(text));
    expect(n).toBeGreaterThan(300);
    // (and the base was used: lines and clause readings taken from it)
    expect(reuseCounts.lines - before.lines).toBeGreaterThan(500);
    expect(reuseCounts.readings - before.readings).toBeGreaterThan(100);
  });

  it('reads a text the same when the edits given are not the ones that made it (they are checked)', () => {
    const text = OWN[0];
    const at = text.indexOf('2. Term');
    const edited = applyEdits(text, [{ start: at, end: at, insert: 'Pre-amble. ' }]);
    forgetSegmentations();
    const memo = TextMemo.create();
    buildContext(text, memo);
    forgetSegmentations();
    const fresh = view(buildContext(edited));
    for (const wrong of [[{ start: 5, end: 9, insert: '' }], [{ start: at + 3, end: at + 3, insert: 'Pre-amble. ' }], [{ start: 10, end: 20, insert: 'x' }, { start: 15, end: 30, insert: '' }]]) {
      forgetSegmentations();
      expect(view(buildContext(edited, memo.reader(), false, undefined, wrong))).toEqual(fresh);
    }
  });

  const long = cuadDocs().sort((a, b) => b.text.length - a.text.length).filter((_d, i) => i % 40 === 0).slice(0, 4);
  it.skipIf(!long.length)('reads long CUAD texts edited at the start, middle and end as a fresh read does', () => {
    let n = 0;
    const before = { ...reuseCounts };
    for (const d of long) n += compareEdited(d.text, editsOf(d.text));
    expect(reuseCounts.lines - before.lines).toBeGreaterThan(1000);
    expect(n).toBeGreaterThanOrEqual(long.length * 8);
  });
});
