// Terms in tables and schedules, round 2 (engine README, "Terms in tables and schedules, round 2 (session 19,
// tables22)"). The classes, each with differently-worded variants in different layouts and benign twins:
//   (d) a schedule's or particulars' value that fills a clause naming it ("For the Restricted Period ... as stated in
//       Schedule 3" over "| Restricted Period | 36 months |", "the Bond specified in Item 6" over "Item 6 — Bond | ..."):
//       the clause is read with the value, and the row is cited beside it;
//   (e) a fee or rent table whose rise row names no fee ("Year 2 | +12 %", "Annual adjustment: greater of 8 % or
//       CPI"): read with the noun of the table's caption, heading, column heading or an earlier row;
//   (f) an HTML table written on one line: each row its own sentence.
// Every citation must slice the text exactly.
import { describe, expect, it } from 'vitest';
import { review, segmentDetailed, type DocumentType } from '../src/index.js';
import { evaluation } from './judge-rows.js';

interface Row {
  name: string;
  type: DocumentType;
  check: string;
  text: string;
  adverse: boolean;
  /** a row's value the evidence must quote (the citation slices to where the value is) */
  cites?: string;
}

// ---------------------------------------------------------------- (d) a non-compete whose period sits in a schedule
const NON_COMPETE: Row[] = [
  {
    name: 'Markdown schedule (England): the Restricted Period of 24 months "set out in Schedule 2"',
    type: 'employment', check: 'employment.non_compete', adverse: true, cites: '24 months',
    text: `14. Post-termination restrictions. The Executive undertakes that he will not, during the Restricted Period following the Termination Date, be employed or engaged by any business which competes with the Company in the Restricted Area. The Restricted Period and the Restricted Area are set out in Schedule 2.

SCHEDULE 2 - RESTRICTIVE COVENANTS
| Covenant | Particulars |
|---|---|
| Restricted Period | 24 months |
| Restricted Area | England and Wales |`,
  },
  {
    name: 'Markdown schedule (England), twin: a Restricted Period of 3 months',
    type: 'employment', check: 'employment.non_compete', adverse: false, cites: '3 months',
    text: `14. Post-termination restrictions. The Executive undertakes that he will not, during the Restricted Period following the Termination Date, be employed or engaged by any business which competes with the Company in the Restricted Area. The Restricted Period and the Restricted Area are set out in Schedule 2.

SCHEDULE 2 - RESTRICTIVE COVENANTS
| Covenant | Particulars |
|---|---|
| Restricted Period | 3 months |
| Restricted Area | Greater Manchester |`,
  },
  {
    name: 'HTML schedule (Canada): the Protected Period "specified in Schedule A"',
    type: 'employment', check: 'employment.non_compete', adverse: true, cites: 'eighteen (18) months',
    text: `<p>9. Non-Competition. For the Protected Period specified in Schedule A, commencing on the date the employment ends, the Employee shall not carry on or be engaged in any business that competes with the Corporation in the Province of Ontario.</p>
<h3>Schedule A</h3>
<table>
<tr><td>Protected Period</td><td>eighteen (18) months</td></tr>
<tr><td>Notice Period</td><td>four (4) weeks</td></tr>
</table>`,
  },
  {
    name: 'HTML schedule (Canada), twin: six (6) months',
    type: 'employment', check: 'employment.non_compete', adverse: false, cites: 'six (6) months',
    text: `<p>9. Non-Competition. For the Protected Period specified in Schedule A, commencing on the date the employment ends, the Employee shall not carry on or be engaged in any business that competes with the Corporation in the Province of Ontario.</p>
<h3>Schedule A</h3>
<table>
<tr><td>Protected Period</td><td>six (6) months</td></tr>
<tr><td>Notice Period</td><td>four (4) weeks</td></tr>
</table>`,
  },
  {
    name: 'particulars (Australia), one-line HTML: "Item 4 — Restraint Period" stated in the Schedule',
    type: 'employment', check: 'employment.non_compete', adverse: true, cites: 'two years',
    text: `<p>11. Restraint. After the employment ends and for the Restraint Period stated in the Schedule, you must not work for or be concerned in any business that competes with the Employer within the Restraint Area.</p><table><tr><td>Item 3 — Position</td><td>Regional Sales Manager</td></tr><tr><td>Item 4 — Restraint Period</td><td>two years</td></tr><tr><td>Item 5 — Restraint Area</td><td>Queensland</td></tr></table><p>12. Entire agreement. This letter is the whole agreement between us.</p>`,
  },
  {
    name: 'particulars (Australia), one-line HTML, twin: six months',
    type: 'employment', check: 'employment.non_compete', adverse: false, cites: 'six months',
    text: `<p>11. Restraint. After the employment ends and for the Restraint Period stated in the Schedule, you must not work for or be concerned in any business that competes with the Employer within the Restraint Area.</p><table><tr><td>Item 3 — Position</td><td>Regional Sales Manager</td></tr><tr><td>Item 4 — Restraint Period</td><td>six months</td></tr><tr><td>Item 5 — Restraint Area</td><td>the Brisbane metropolitan area</td></tr></table><p>12. Entire agreement. This letter is the whole agreement between us.</p>`,
  },
];

// ---------------------------------------------------------------- (d) a deposit sized in the particulars
const DEPOSIT: Row[] = [
  {
    name: 'one-line HTML particulars (Australia): "the Bond specified in Item 6"',
    type: 'lease', check: 'lease.deposit', adverse: true, cites: "six months' rent",
    text: `<p>4. Security. The Tenant must pay the Bond specified in Item 6 on signing this lease. The Landlord must refund the Bond, less any amount the Tenant owes under this lease, within 14 days after the lease ends.</p>
<table><tr><td>Item 5 — Rent</td><td>$4,000 a month</td></tr><tr><td>Item 6 — Bond</td><td>six months' rent</td></tr><tr><td>Item 7 — Term</td><td>two years</td></tr></table>`,
  },
  {
    name: 'one-line HTML particulars (Australia), twin: one month\'s rent',
    type: 'lease', check: 'lease.deposit', adverse: false, cites: "one month's rent",
    text: `<p>4. Security. The Tenant must pay the Bond specified in Item 6 on signing this lease. The Landlord must refund the Bond, less any amount the Tenant owes under this lease, within 14 days after the lease ends.</p>
<table><tr><td>Item 5 — Rent</td><td>$4,000 a month</td></tr><tr><td>Item 6 — Bond</td><td>one month's rent</td></tr><tr><td>Item 7 — Term</td><td>two years</td></tr></table>`,
  },
  {
    name: 'PDF columns (US): the deposit is "the amount in Item 8", a row labelled "Security Amount"',
    type: 'lease', check: 'lease.deposit', adverse: true, cites: "five (5) months' Base Rent",
    text: `BASIC LEASE INFORMATION
Item 7      Base Rent                $12,500 per month
Item 8      Security Amount          five (5) months' Base Rent
Item 9      Permitted Use            general office use

5. Security Deposit. Upon execution of this Lease, Tenant shall deposit with Landlord, as security for its obligations, the amount in Item 8 (the "Security Deposit"). Landlord shall return the Security Deposit to Tenant within thirty (30) days after the expiration of the Term, less any sums then due from Tenant.`,
  },
  {
    name: "PDF columns (US), twin: two (2) months' Base Rent",
    type: 'lease', check: 'lease.deposit', adverse: false, cites: "two (2) months' Base Rent",
    text: `BASIC LEASE INFORMATION
Item 7      Base Rent                $12,500 per month
Item 8      Security Amount          two (2) months' Base Rent
Item 9      Permitted Use            general office use

5. Security Deposit. Upon execution of this Lease, Tenant shall deposit with Landlord, as security for its obligations, the amount in Item 8 (the "Security Deposit"). Landlord shall return the Security Deposit to Tenant within thirty (30) days after the expiration of the Term, less any sums then due from Tenant.`,
  },
];

// ---------------------------------------------------------------- (d) a notice period named in a clause, given in a schedule
const NOTICE: Row[] = [
  {
    name: 'label lines (England): "the Notice Period set out in the Schedule", twelve months',
    type: 'employment', check: 'employment.notice_period', adverse: true, cites: 'twelve months',
    text: `12. Termination. After the probationary period, either party may terminate the employment by giving the other the Notice Period set out in the Schedule in writing.

THE SCHEDULE
Job title: Head of Finance
Salary: £95,000 a year
Notice Period: twelve months`,
  },
  {
    name: 'label lines (England), twin: one month',
    type: 'employment', check: 'employment.notice_period', adverse: false, cites: 'one month',
    text: `12. Termination. After the probationary period, either party may terminate the employment by giving the other the Notice Period set out in the Schedule in writing.

THE SCHEDULE
Job title: Head of Finance
Salary: £95,000 a year
Notice Period: one month`,
  },
  {
    name: 'order form (India): convenience termination on "the Notice Period stated in the Order Form", 180 days',
    type: 'msa', check: 'msa.termination_for_convenience', adverse: true, cites: '180 days',
    text: `14.2 Either Party may terminate this Agreement for convenience by giving the other Party prior written notice of not less than the Notice Period stated in the Order Form.

ORDER FORM
| Field | Entry |
|---|---|
| Services | managed payroll services |
| Notice Period | 180 days |
| Fees | INR 12,00,000 per annum |`,
  },
  {
    name: 'order form (India), twin: 30 days',
    type: 'msa', check: 'msa.termination_for_convenience', adverse: false, cites: '30 days',
    text: `14.2 Either Party may terminate this Agreement for convenience by giving the other Party prior written notice of not less than the Notice Period stated in the Order Form.

ORDER FORM
| Field | Entry |
|---|---|
| Services | managed payroll services |
| Notice Period | 30 days |
| Fees | INR 12,00,000 per annum |`,
  },
];

// ---------------------------------------------------------------- (e) a fee or rent table whose rise row names no fee
const RISES: Row[] = [
  {
    name: 'Markdown rent schedule (Australia): "Year 2 | +12 %"',
    type: 'lease', check: 'lease.rent_increases', adverse: true, cites: '+12 %',
    text: `SCHEDULE 1 - RENT

| Period | Annual rent |
|---|---|
| Year 1 | $96,000 plus GST |
| Year 2 | +12 % |
| Year 3 onwards | +12 % on the rent for the previous year |

5. Rent. The Tenant must pay the rent in Schedule 1 by monthly instalments in advance.`,
  },
  {
    name: 'Markdown rent schedule (Australia), twin: +3 %',
    type: 'lease', check: 'lease.rent_increases', adverse: false,
    text: `SCHEDULE 1 - RENT

| Period | Annual rent |
|---|---|
| Year 1 | $96,000 plus GST |
| Year 2 | +3 % |
| Year 3 onwards | +3 % on the rent for the previous year |

5. Rent. The Tenant must pay the rent in Schedule 1 by monthly instalments in advance.`,
  },
  {
    name: 'order form lines (US): "Annual adjustment: greater of 8 % or CPI" under "Fees"',
    type: 'saas', check: 'saas.price_increases', adverse: true, cites: 'greater of 8 % or CPI',
    text: `ORDER FORM

Fees
Platform subscription: USD 50,000 per year
Annual adjustment: greater of 8 % or CPI
Payment terms: annually in advance, net 30`,
  },
  {
    name: 'order form lines (US), twin: lesser of 3 % or CPI',
    type: 'saas', check: 'saas.price_increases', adverse: false,
    text: `ORDER FORM

Fees
Platform subscription: USD 50,000 per year
Annual adjustment: lesser of 3 % or CPI
Payment terms: annually in advance, net 30`,
  },
  {
    name: 'one-line HTML fee table (England): "Annual uplift | the greater of RPI and 7%"',
    type: 'saas', check: 'saas.price_increases', adverse: true, cites: 'the greater of RPI and 7%',
    text: `<h3>Charges</h3><table><tr><td>Subscription charge</td><td>£36,000 a year</td></tr><tr><td>Annual uplift</td><td>the greater of RPI and 7%</td></tr><tr><td>Invoicing</td><td>quarterly in advance</td></tr></table>`,
  },
  {
    name: 'one-line HTML fee table (England), twin: RPI, no more than 4%',
    type: 'saas', check: 'saas.price_increases', adverse: false,
    text: `<h3>Charges</h3><table><tr><td>Subscription charge</td><td>£36,000 a year</td></tr><tr><td>Annual uplift</td><td>RPI, capped at 4%</td></tr><tr><td>Invoicing</td><td>quarterly in advance</td></tr></table>`,
  },
  {
    name: 'PDF columns rent table (Canada): "Year 2        an increase of 9 per cent"',
    type: 'lease', check: 'lease.rent_increases', adverse: true,
    text: `SCHEDULE C - BASIC RENT
Year 1        $72,000 per annum
Year 2        an increase of 9 per cent
Year 3        an increase of 9 per cent

4.1 The Tenant shall pay Basic Rent as set out in Schedule C in equal monthly instalments in advance.`,
  },
  {
    name: 'PDF columns rent table (Canada), twin: 2 per cent',
    type: 'lease', check: 'lease.rent_increases', adverse: false,
    text: `SCHEDULE C - BASIC RENT
Year 1        $72,000 per annum
Year 2        an increase of 2 per cent
Year 3        an increase of 2 per cent

4.1 The Tenant shall pay Basic Rent as set out in Schedule C in equal monthly instalments in advance.`,
  },
  {
    name: 'Markdown term sheet (US licence): "Yearly escalation | 15% each anniversary" under the licence fee',
    type: 'license', check: 'license.price_increases', adverse: true, cites: '15% each anniversary',
    text: `SUMMARY OF COMMERCIAL TERMS

| Term | Detail |
|---|---|
| Licensed software | Heronbridge Underwriting Suite, 250 seats |
| Licence fee, first year | US$180,000 |
| Yearly escalation | 15% each anniversary |
| Payment | annually in advance |`,
  },
  {
    name: 'Markdown term sheet (US licence), twin: 3% each anniversary',
    type: 'license', check: 'license.price_increases', adverse: false,
    text: `SUMMARY OF COMMERCIAL TERMS

| Term | Detail |
|---|---|
| Licensed software | Heronbridge Underwriting Suite, 250 seats |
| Licence fee, first year | US$180,000 |
| Yearly escalation | 3% each anniversary |
| Payment | annually in advance |`,
  },
  {
    name: 'HTML price schedule (Singapore SaaS): "Year 3 | an increase of 20 per cent" under "Subscription fees"',
    type: 'saas', check: 'saas.price_increases', adverse: true,
    text: `<h3>Subscription fees</h3>
<table>
<tr><td>Year 1</td><td>SGD 48,000</td></tr>
<tr><td>Year 2</td><td>SGD 48,000</td></tr>
<tr><td>Year 3</td><td>an increase of 20 per cent</td></tr>
</table>`,
  },
  {
    name: 'HTML price schedule (Singapore SaaS), twin: 5 per cent',
    type: 'saas', check: 'saas.price_increases', adverse: false,
    text: `<h3>Subscription fees</h3>
<table>
<tr><td>Year 1</td><td>SGD 48,000</td></tr>
<tr><td>Year 2</td><td>SGD 48,000</td></tr>
<tr><td>Year 3</td><td>an increase of 5 per cent</td></tr>
</table>`,
  },
];

describe('terms in tables and schedules, round 2 (tables22)', () => {
  for (const r of [...NON_COMPETE, ...DEPOSIT, ...NOTICE, ...RISES]) {
    it(`${r.adverse ? 'flags' : 'keeps clean'}: ${r.name}`, () => {
      const { c, issue } = evaluation(r);
      if (r.adverse) {
        expect(c.position).toBe('unacceptable');
        expect(issue).toBeDefined();
      } else {
        expect(c.position).not.toBe('unacceptable');
        expect(issue).toBeUndefined();
      }
      for (const e of c.evidence) expect(r.text.slice(e.start, e.end)).toBe(e.quote);
      if (r.cites) expect(c.evidence.some((e) => e.quote.includes(r.cites!))).toBe(true);
    });
  }

  it('(f) a one-line HTML table: each row its own sentence, the paragraph after it apart', () => {
    const text = `<p>The Tenant shall pay the Bond on signing.</p>\n<table><tr><td>Item 5 — Rent</td><td>$4,000 a month</td></tr><tr><td>Item 6 — Bond</td><td>six months' rent</td></tr></table>\n<p>The Landlord shall hold the Bond on trust.</p>`;
    const seg = segmentDetailed(text);
    const plain = seg.plain ?? text;
    const words = seg.sentences.map((s) => plain.slice(s.start, s.end).replace(/\s+/g, ' ').trim());
    expect(words).toContain("Item 6 — Bond six months' rent");
    expect(words).toContain('Item 5 — Rent $4,000 a month');
    expect(words).toContain('The Landlord shall hold the Bond on trust.');
  });

  it('(f) an HTML table written a row to a line reads as before; text with no table is untouched', () => {
    const rows = `<table>\n<tr><td>Bond</td><td>six months' rent</td></tr>\n<tr><td>Rent</td><td>$4,000 a month</td></tr>\n</table>`;
    const oneLine = rows.replace(/\n/g, '');
    const count = (t: string) => segmentDetailed(t).sentences.length;
    expect(count(rows)).toBe(2);
    expect(count(oneLine)).toBe(2);
    // prose that mentions a schedule but holds no row: nothing filled, one sentence as before
    const prose = 'The Supplier shall provide the services described in Schedule 1 at the Customer\'s premises.';
    const out = review({ text: prose, document_type: 'services' });
    for (const c of out.review.checks) for (const e of c.evidence) expect(prose.slice(e.start, e.end)).toBe(e.quote);
  });
});
