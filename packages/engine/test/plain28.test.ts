// Fair clauses flagged (session 28, plain28; docs/quality.md "Fair clauses flagged (session 28, plain28)"). Cause B3 of
// the table there: a plain-English employment contract that names its parties only "we" and "you" put neither on a side,
// so "We own everything you make ... and you assign it to us" had no employer in it and read as the employee keeping
// the work. The one employed ("you will work as ...", "your salary", "your employment") is the employee, on the
// provider side of the role words; the other is the employer. Each row: a fair wording that must stay unflagged and
// its adverse twin that must stay flagged. Written for this package in several drafting styles; none is a sentence of
// a hold-out or of the lawyer-read sets.
import { describe, expect, it } from 'vitest';
import { review } from '../src/index.js';

interface Row { name: string; check: string; fair: string; adverse: string }

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

function issueOf(text: string, check: string): boolean {
  const out = review({ text, document_type: 'employment' });
  expect(out.review.checks.some((c) => c.check_id === check)).toBe(true);
  return out.review.issues.some((i) => i.check_id === check);
}

describe('plain-English employment contracts: "we" employ "you" (cause B3)', () => {
  for (const r of ROWS) {
    it(`${r.name}: the fair wording is not flagged`, () => expect(issueOf(r.fair, r.check)).toBe(false));
    it(`${r.name}: its adverse twin is flagged`, () => expect(issueOf(r.adverse, r.check)).toBe(true));
  }
});
