import { describe, expect, it } from 'vitest';
import { reviewed } from './redlined.js';

/*
 * Session 25, leftovers29: what session 24 noticed and left, each a class written here in wordings of this file's own,
 * with a benign twin that must keep working.
 */

const checkOf = (out: ReturnType<typeof reviewed>, id: string) => out.review.checks.find((c) => c.check_id === id)!;

// ---- 1. A cross-reference, a decimal or an abbreviation inside a sentence does not end a pattern's span ----
// (patterns that keep to one sentence with "[^.;]" stopped at the dot of "14.2(d)", "12.1.2", "$1.5 million", "U.S.",
// "Inc.": a non-compete whose promise and verb stand either side of one was not read)
describe('a dot that ends no sentence does not end a sentence-bounded span', () => {
  const service = (body: string, names: { company: string; person: string; law: string }) => `SERVICE AGREEMENT

This Agreement is made between ${names.company} (the "Company") and ${names.person} (the "Executive").

1. Appointment
1.1 The Company shall employ the Executive as Chief Technology Officer.

2. Salary
2.1 The Company shall pay the Executive a salary of 150,000 a year.

14. Restrictions
${body}

15. Governing law
15.1 This Agreement is governed by the law of ${names.law}.
`;
  const english = { company: 'Harlow Robotics Limited', person: 'Jane Porter', law: 'England and Wales' };
  const us = { company: 'Redwood Analytics, Inc.', person: 'Michael Chen', law: 'the State of Delaware' };
  const au = { company: 'Kookaburra Mining Pty Ltd', person: 'Liam Walsh', law: 'New South Wales' };
  const india = { company: 'Sahyadri Infotech Private Limited', person: 'Priya Menon', law: 'India' };
  const rows: [string, string, typeof english][] = [
    ['English, a lead-in with a cross-reference to a sub-paragraph, its items compete',
      '14.2 The Executive undertakes that the Executive will not, for eighteen (18) months after the Termination Date (and in respect of clause 14.2(d) below only, at any time):\n\n(a) in the Restricted Territory, be engaged by or compete with any business which competes with the Company;\n\n(b) solicit any customer of the Company;\n\n(c) employ any senior employee of the Company; or\n\n(d) hold himself out as connected with the Company.',
      english],
    ['US, a section number and "U.S." before the verb',
      '14.2 Without prejudice to Section 9.3(b), the Executive will not, for a period of eighteen (18) months following the termination of employment, anywhere in the U.S. compete with the Company.',
      us],
    ['Australian, a three-part clause number and a decimal sum',
      '14.2 The Executive must not, in consideration of the payment of $1.5 million under clause 12.1.2, for twenty-four (24) months after the Termination Date carry on or be concerned in any business that competes with the Company in Australia.',
      au],
    ['Indian, an abbreviation with a lower-case word after it',
      '14.2 The Executive agrees that he shall not, for a period of twenty four (24) months after cessation of employment with the Company or any of its affiliates, i.e. any entity controlled by the Company under clause 1.4, directly or indirectly compete with the business of the Company.',
      india],
  ];
  it.each(rows)('%s', (_n, body, names) => {
    const c = checkOf(reviewed(service(body, names), 'employment'), 'employment.non_compete');
    expect(c.position).toBe('unacceptable');
  });
  // twins: a real full stop between the promise and the word of competing: the span stops there, as before
  const twins: [string, string, typeof english][] = [
    ['English, the full stop of a sentence ending in a clause number',
      '14.2 The Executive will not be entitled to any payment under clause 14.2. After eighteen (18) months the Executive may work for a business that competes with the Company.',
      english],
    ['US, a sentence ending in "Inc."',
      '14.2 The Executive will not be seconded to Redwood Analytics, Inc. Competitors of the Company may engage the Executive eighteen (18) months after the employment ends.',
      us],
    ['Australian, a sentence ending in a decimal sum',
      '14.2 The Executive must not be paid more than $1.5. A business that competes with the Company may employ the Executive twenty-four (24) months after the Termination Date.',
      au],
    ['Indian, a sentence ending in an abbreviation, the next in capitals',
      '14.2 The Executive shall not be transferred to an affiliate under the I.T. Act. Competitive employment is open to the Executive twenty four (24) months after cessation of employment.',
      india],
  ];
  it.each(twins)('twin: %s', (_n, body, names) => {
    const c = checkOf(reviewed(service(body, names), 'employment'), 'employment.non_compete');
    expect(c.position).not.toBe('unacceptable');
  });
});
