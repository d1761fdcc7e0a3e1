// Speed round 23 (session 20). The schedule-value reader (schedule-values.ts) reads each sentence's rows once per text,
// kept in the review's memo for the contexts that verify its redlines; labelledRow tests a row's shape before the clause
// verbs. These rows compare the context a text is read into without a memo, through a fresh memo, and through a memo that
// another text sharing its sentences filled first (as the redline verification reads), on tables, particulars and rise
// rows written for this test and their prose twins; and labelledRow on rows and prose, as the segmenter reads them.
import { describe, expect, it } from 'vitest';
import { buildContext } from '../src/index.js';
import { labelledRow } from '../src/segment.js';
import { TextMemo } from '../src/memo.js';

// Written for this test: a clause naming a term, the schedule or particulars that give it, in several layouts.
const TEXTS: [string, string][] = [
  ['Markdown schedule (Australia)', `7. Restraint. The Contractor must not, during the Restraint Period, solicit any client of the Principal. The Restraint Period is as stated in Schedule 1.

SCHEDULE 1 - PARTICULARS
| Item | Detail |
|---|---|
| Restraint Period | 18 months |
| Restraint Area | New South Wales |`],
  ['items (England)', `4.1 The Tenant shall pay the Deposit specified in Item 5 on the date of this Lease.

Item 4 — Rent: £24,000 a year
Item 5 — Deposit: three months' rent
Item 6 — Notice period: 30 days`],
  ['bare item (India)', `9. The Licensee shall give written notice of termination of not less than the period in Item 3.

Item 2: Licence Fee: INR 5,00,000
Item 3: Notice: ninety (90) days`],
  ['column gaps (Canada)', `12. Either party may end this Agreement by notice for the Notice Period set out in the Key Terms.

Key Terms
Notice Period     sixty (60) days
Governing Law     Ontario`],
  ['HTML on one line (US)', `<p>5. Non-Solicitation. For the Protected Period specified in Exhibit B, Employee shall not solicit any employee of the Company.</p><h3>Exhibit B</h3><table><tr><td>Protected Period</td><td>twenty-four (24) months</td></tr><tr><td>Territory</td><td>Texas</td></tr></table>`],
  ['rise rows (England)', `Schedule 2 — Fees
Annual fees
Year 1 | £40,000
Year 2 | +6 %
Annual adjustment: greater of 4 % or CPI`],
  ['grid read whole (New Zealand)', `Schedule A
Item 8 | Security Amount | five months' rent
Item 9 | Review Date | each anniversary

The Tenant shall provide the Security Amount in Item 8 before taking possession.`],
  ['twin: prose, no rows (US)', `10. Term. This Agreement shall commence on the Effective Date and continue for the Initial Term stated in Schedule 1. Either party may terminate it on thirty (30) days' written notice. Schedule 1 lists the Services.`],
  ['twin: a row whose value is a clause (England)', `Schedule 3
Term: The term shall commence on the Start Date and continue for 12 months.
Renewal: The Agreement will renew for successive periods of 12 months.`],
  ['twin: rows without a place named (Australia)', `Fee: $12,000
Payment terms: 30 days
The Customer must pay the Fee within the payment terms.`],
];

/** What the schedule reader gives a context: each sentence as the checks and the cues read it, and the rows cited. */
const reading = (text: string, memo?: TextMemo) => {
  const ctx = buildContext(text, memo, false);
  return { sentences: ctx.sentenceText, cues: ctx.cueSentence, rows: ctx.filledFrom ? [...ctx.filledFrom] : null };
};

describe('speed23: the schedule reader through the memo', () => {
  it('fills some of these texts (the rows are not vacuous)', () => {
    const filled = TEXTS.filter(([, t]) => buildContext(t, undefined, false).filledFrom);
    expect(filled.length).toBeGreaterThanOrEqual(4);
  });
  it.each(TEXTS)('%s: read alike without a memo, through a fresh one, and through one another text filled', (_n, text) => {
    const bare = reading(text);
    const memo = TextMemo.create();
    expect(reading(text, memo)).toEqual(bare);
    // (read again through the memo that now holds its sentences, and as a reader that records nothing)
    expect(reading(text, memo)).toEqual(bare);
    expect(reading(text, memo.reader())).toEqual(bare);
    // a memo filled by every other text first, then by this one with an edit in it (a redline's verification)
    const shared = TextMemo.create();
    for (const [, other] of TEXTS) if (other !== text) reading(other, shared);
    reading(text.replace(/\d+/, (d) => String(Number(d) + 1)), shared);
    expect(reading(text, shared)).toEqual(bare);
  });
});

describe('speed23: labelledRow, the row shape tested before the clause verbs', () => {
  it.each([
    ['Bond: six months\' rent', true],
    ['Item 6 — Notice period: 30 days', true],
    ['| Restricted Period | 24 months |', true],
    ['Notice Period     sixty (60) days', true],
    ['Governing law - Victoria', true],
    ['Term: The term shall commence on the Start Date.', false],
    ['Renewal: the Agreement will renew each year.', false],
    ['The Supplier shall deliver the Goods to the Site.', false],
    ['Payment is due within 30 days of invoice', false],
    ['This agreement is made between the parties listed below: Acme Ltd and Beta Pty Ltd', false],
    ['Bond: six months\' rent\nRent: £2,000 a month', false],
  ])('%s → %s', (t, want) => expect(labelledRow(t)).toBe(want));
});
