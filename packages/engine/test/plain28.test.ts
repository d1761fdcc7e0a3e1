// Fair clauses flagged (session 28, plain28; docs/quality.md "Fair clauses flagged (session 28, plain28)"). Cause B3 of
// the table there: a plain-English employment contract that names its parties only "we" and "you" put neither on a side,
// so "We own everything you make ... and you assign it to us" had no employer in it and read as the employee keeping
// the work. The one employed ("you will work as ...", "your salary", "your employment") is the employee, on the
// provider side of the role words; the other is the employer. Each row: a fair wording that must stay unflagged and
// its adverse twin that must stay flagged. Written for this package in several drafting styles; none is a sentence of
// a hold-out or of the lawyer-read sets.
import { describe, expect, it } from 'vitest';
import { review } from '../src/index.js';

interface Row { name: string; check: string; fair: string; adverse: string; type?: 'employment' | 'msa' | 'saas' | 'services' }

const us = (clause: string) => `OFFER OF EMPLOYMENT

Between Redwood Valley Orchards, Inc., 410 Mill Creek Road, Hood River, Oregon ("we", "us") and Dana Whitfield ("you").

1. Position. You will work as Orchard Operations Lead, reporting to our General Manager, starting March 2, 2026.
2. Pay. Your salary is $84,000 a year, paid every two weeks.
3. Inventions. ${clause}
4. Ending your employment. Either of us may end your employment on four weeks' written notice.
5. Law. This letter is governed by the laws of the State of Oregon.
`;

const english = (clause: string) => `STATEMENT OF TERMS OF EMPLOYMENT

Between Tamar Boatyard Limited of Saltash, Cornwall ("we", "us", "the Boatyard") and Owen Treloar ("you").

1. Your job. You are employed as a marine engineer at our Saltash yard from 1 April 2026.
2. Your pay. Your salary is £41,500 a year, paid monthly in arrears.
3. Designs and inventions. ${clause}
4. Notice. Either of us may end your employment by giving the other one month's notice in writing.
5. Law. These terms are governed by the law of England and Wales.
`;

const indian = (clause: string) => `APPOINTMENT LETTER

From: Sahyadri Irrigation Pumps Private Limited, Plot 14, MIDC Ambad, Nashik 422010 ("we", "us")
To: Ms. Anjali Deshpande, Nashik ("you")

1. You shall be employed as Senior Design Engineer at our Ambad works with effect from 1 May 2026.
2. Your remuneration shall be INR 18,00,000 per annum, payable monthly.
3. Intellectual property. ${clause}
4. Either of us may terminate your employment by giving three months' notice in writing.
5. This letter is governed by the laws of India and the courts at Nashik shall have jurisdiction.
`;

const ROWS: Row[] = [
  {
    name: 'US offer letter: we own what you make in your employment',
    check: 'employment.ip_assignment',
    fair: us('We own all inventions, software and improvements you make in the course of your employment, and you assign them to us.'),
    adverse: us('You keep all inventions, software and improvements you make, even in the course of your employment, and we get no rights in them.'),
  },
  {
    name: 'English statement of terms: the work belongs to us, assigned as it is made',
    check: 'employment.ip_assignment',
    fair: english('All designs and inventions you produce in the course of your employment with us belong to us, and you assign to us all rights in them as they are created.'),
    adverse: english('All designs and inventions you produce in the course of your employment with us belong to you, and you may use them as you wish.'),
  },
  {
    name: 'Indian appointment letter: inventions vest in us',
    check: 'employment.ip_assignment',
    fair: indian('All inventions, drawings and improvements made by you in the course of your employment shall be our exclusive property, and you hereby assign the same to us.'),
    adverse: indian('All inventions, drawings and improvements made by you, including in the course of your employment, shall remain your exclusive property.'),
  },
  {
    name: 'US offer letter: what you make is ours, or only the reports are and the rest stays yours',
    check: 'employment.ip_assignment',
    fair: us('Everything you create in the course of your employment, including software, designs and inventions, belongs to us, and you assign it to us.'),
    adverse: us('Reports you write at our request belong to us. Everything else you create, including software, designs and inventions, belongs to you, even where you make it at work with our equipment.'),
  },
  {
    name: 'English statement of terms: drawings are ours, or only the drawings are and your inventions are yours',
    check: 'employment.ip_assignment',
    fair: english('The drawings you prepare for us and any invention you make in the course of your employment are ours, and you assign them to us.'),
    adverse: english('The drawings you prepare for us are ours. Any invention you make, including one made in the course of your employment, is your property.'),
  },
];

function issueOf(text: string, check: string, type: Row['type'] = 'employment'): boolean {
  const out = review({ text, document_type: type });
  expect(out.review.checks.some((c) => c.check_id === check)).toBe(true);
  return out.review.issues.some((i) => i.check_id === check);
}

describe('plain-English employment contracts: "we" employ "you" (cause B3)', () => {
  for (const r of ROWS) {
    it(`${r.name}: the fair wording is not flagged`, () => expect(issueOf(r.fair, r.check)).toBe(false));
    it(`${r.name}: its adverse twin is flagged`, () => expect(issueOf(r.adverse, r.check)).toBe(true));
  }
});

// Cause A1: a clause cited by number with its title in brackets ("Section 12.3 (Termination for Convenience)") before the
// sentence's own right. The holder reader found the verb in the title, named no holder and dropped the sentence, so a
// fair exit read as missing. The title is blanked for the holder reading; a verb only in a title grants nothing.
const sow = (clause: string) => `STATEMENT OF WORK No. 7 under the Master Services Agreement dated 3 March 2025 between Larkspur Health Systems, Inc. ("Client") and Quillon Data Corp. ("Provider").
1. Services. Provider will migrate Client's scheduling records to Provider's hosted platform.
2. Fees. $18,500 per month, invoiced monthly.
3. Termination. ${clause}
`;
const order = (clause: string) => `ORDER FORM
Customer: Thornbury Veterinary Group Ltd
Supplier: Pawsight Cloud Ltd
Minimum Term: 24 months from the Start Date
Special conditions: ${clause}
`;
const pumps = (clause: string) => `SERVICES AGREEMENT
This agreement is made between Mallee Irrigation Pty Ltd (the "Client") and Ridgeback Pump Services Pty Ltd (the "Contractor").
1. Services. The Contractor will service the Client's centre-pivot pumps each quarter.
2. Fees. The Client will pay the Contractor's invoices within 30 days.
3. Term. This agreement runs for three years from its date.
4. Ending this agreement. ${clause}
`;

const CITED: Row[] = [
  {
    name: 'US statement of work: the master agreement\'s convenience exit applies, with thirty days\' notice',
    check: 'msa.termination_for_convenience',
    type: 'msa',
    fair: sow("Section 12.3 (Termination for Convenience) of the Master Agreement applies to this Statement of Work, and Client may terminate this Statement of Work for convenience on thirty (30) days' written notice."),
    adverse: sow('Section 12.3 (Termination for Convenience) of the Master Agreement does not apply to this Statement of Work, and Client may not terminate this Statement of Work before its completion date.'),
  },
  {
    name: 'English order form: in substitution for the conditions\' clause, the customer may end on a month\'s notice',
    check: 'saas.termination_for_convenience',
    type: 'saas',
    fair: order("In substitution for clause 9.4 (Termination without Cause) of the Conditions, the Customer may end this Order on one month's written notice at any time."),
    adverse: order('Clause 9.4 (Termination without Cause) of the Conditions is disapplied for this Order, and the Customer may not end this Order before the end of the Minimum Term.'),
  },
  {
    name: 'Australian services agreement: despite the expiry clause, the client may terminate on fourteen days',
    check: 'services.termination_for_convenience',
    type: 'services',
    fair: pumps("Despite clause 17 (Termination on Expiry), the Client may terminate this agreement at any time for convenience by giving the Contractor fourteen days' written notice."),
    adverse: pumps('Clause 17 (Termination for Convenience) does not apply during the first three years, and the Client may not terminate this agreement for convenience before then.'),
  },
];

describe('a cited clause\'s title in brackets is not the sentence\'s own verb (cause A1)', () => {
  for (const r of CITED) {
    it(`${r.name}: the fair wording is not flagged`, () => expect(issueOf(r.fair, r.check, r.type)).toBe(false));
    it(`${r.name}: its adverse twin is flagged`, () => expect(issueOf(r.adverse, r.check, r.type)).toBe(true));
  }
});
