import { describe, expect, it } from 'vitest';
import { review } from '../src/index.js';
import { nda } from './adverse/contracts.js';
import { bad, good, row, rows } from './judge-rows.js';

/*
 * What the lead saw in session 15, reviewing a large company's mutual NDA as the smaller party's lawyer (issue 11):
 * three misreadings, each a class, in wordings written for this file before the rules changed, each with its twin.
 */

/** A mutual NDA between two companies known by their names, with a recital and one further clause. */
const mutual = (recital: string, clause = '') => `MUTUAL CONFIDENTIALITY AGREEMENT

This Agreement is made on 9 April 2026 between Orrery Labs Inc. ("Orrery") and Tamsin Grid Limited ("Tamsin").

Background. The parties are discussing a possible joint bid for a grid-storage tender (the "Purpose"). ${recital}

1. Confidential Information means all non-public information one party discloses to the other in connection with the Purpose.

2. Each party shall use the other party's Confidential Information only for the Purpose and shall not disclose it to any third party except its employees who need to know it.

3. On request each party shall return or destroy the other party's Confidential Information.
${clause ? `\n4. ${clause}\n` : ''}
5. This Agreement is governed by the laws of the State of New York.
`;

// ---- 1. The NDA's own exchange of information read as a residuals clause ----
// (the residuals clause's act is done to what people remember: a permission to disclose the information to the
// other party, which is what the agreement is for, is not that act)
rows('a permission to disclose information to the other party is not a residuals clause (nda.residuals)', [
  [bad('nda', 'nda.residuals', mutual('Each party may disclose Confidential Information to the other.', 'Each party may use Confidential Information retained in the unaided memory of its employees for any purpose.')),
    good('nda', 'nda.residuals', mutual('Each party may disclose Confidential Information to the other.'))],
  [bad('nda', 'nda.residuals', mutual('Either party may from time to time disclose Confidential Information to the other.', 'Nothing in this Agreement restricts either party from using ideas or know-how retained in the memories of its staff.')),
    good('nda', 'nda.residuals', mutual('Either party may from time to time disclose Confidential Information to the other.', 'Nothing in this Agreement permits either party to use Confidential Information retained in the memories of its staff.'))],
  [bad('nda', 'nda.residuals', nda({ extra: 'In the course of the evaluation Alpha and Beta may each disclose Confidential Information to one another. Each Party shall be free to use Residuals, meaning information retained in the unaided memory of its personnel.' })),
    good('nda', 'nda.residuals', nda({ extra: 'In the course of the evaluation Alpha and Beta may each disclose Confidential Information to one another.' }))],
]);

// ---- 2. "the Discloser's ... for the Purpose" read as a promise to keep the dealings confidential ----
rows('a use held to the Purpose does not keep the discussions confidential (nda.confidentiality_of_agreement)', [
  [good('nda', 'nda.confidentiality_of_agreement', mutual('Neither party shall disclose the Purpose or the fact that discussions are taking place.')),
    row('nda', 'nda.confidentiality_of_agreement', mutual('The Recipient shall use the Discloser\'s Confidential Information only for the Purpose.'), 'acceptable')],
  [good('nda', 'nda.confidentiality_of_agreement', mutual('Orrery and Tamsin shall each keep the terms of this Agreement and the existence of the discussions confidential.')),
    row('nda', 'nda.confidentiality_of_agreement', mutual('Each Disclosing Party\'s information may be used by the Receiving Party solely for the Purpose.'), 'acceptable')],
  [good('nda', 'nda.confidentiality_of_agreement', mutual('The Recipient shall not disclose to any person the purpose of the discussions.')),
    row('nda', 'nda.confidentiality_of_agreement', mutual('The Recipient may not disclose Confidential Information to its advisers except for the purpose of evaluating the bid.'), 'acceptable')],
  // (the dealings named by a verb, "the fact that the parties are negotiating", not only by "negotiations": an NDA
  // round 18 twin had passed only on the misreading above)
  [good('nda', 'nda.confidentiality_of_agreement', mutual('Each party shall keep confidential the fact that the parties are negotiating.')),
    row('nda', 'nda.confidentiality_of_agreement', mutual('Each party shall keep confidential the Confidential Information it receives for the Purpose.'), 'acceptable')],
]);

// ---- 3. A cap or exclusion of liability for breaching the NDA (nda.liability_not_limited) ----
rows('liability for breaching an NDA capped, cut down or lifted from one party (nda.liability_not_limited)', [
  // (one party spared, and a nominal sum; the twin excludes indirect losses for both: the fallback)
  [bad('nda', 'nda.liability_not_limited', mutual('', 'IN NO EVENT SHALL ORRERY BE LIABLE TO TAMSIN UNDER THIS AGREEMENT FOR ANY INDIRECT DAMAGES OR FOR ANY AMOUNT IN EXCESS OF FIVE HUNDRED DOLLARS ($500).')),
    good('nda', 'nda.liability_not_limited', mutual('', 'IN NO EVENT SHALL EITHER PARTY BE LIABLE TO THE OTHER UNDER THIS AGREEMENT FOR ANY INDIRECT OR CONSEQUENTIAL DAMAGES.'), 'acceptable')],
  // (a sum for both; the twin keeps a breach of confidentiality outside the cap)
  [bad('nda', 'nda.liability_not_limited', nda({ extra: 'Each Party\'s aggregate liability arising out of this Agreement shall not exceed £25,000.' })),
    good('nda', 'nda.liability_not_limited', nda({ extra: 'Except for a breach of its confidentiality obligations, each Party\'s aggregate liability arising out of this Agreement shall not exceed £25,000.' }))],
  // (only the losses that gross negligence causes; the twin is the discloser's usual disclaimer of the information)
  [bad('nda', 'nda.liability_not_limited', mutual('', 'A party\'s liability for breach of this Agreement is limited to direct damages caused by its gross negligence or wilful misconduct.')),
    good('nda', 'nda.liability_not_limited', mutual('', 'A party that discloses information shall not be liable for any errors or omissions in it, or for the other party\'s reliance on it.'))],
  // (a named party without liability for losses; the twin holds a recipient harmless for a disclosure the law compels)
  [bad('nda', 'nda.liability_not_limited', mutual('', 'Tamsin shall have no liability to Orrery for any loss arising from a disclosure of Orrery\'s Confidential Information.')),
    good('nda', 'nda.liability_not_limited', mutual('', 'Where a court orders a disclosure, the Recipient shall not be liable for such disclosure if it has given the other party notice of the order.'))],
]);

describe('the check names the problem and the language that causes it', () => {
  it('quotes the one-sided cap and recommends the uncapped position', () => {
    const text = mutual('', 'IN NO EVENT SHALL ORRERY BE LIABLE TO TAMSIN UNDER THIS AGREEMENT FOR ANY AMOUNT IN EXCESS OF FIVE HUNDRED DOLLARS ($500).');
    const issue = review({ text, document_type: 'nda' }).review.issues.find((i) => i.check_id === 'nda.liability_not_limited');
    expect(issue?.title).toBe('Liability for a breach of the NDA is capped or excluded');
    expect(issue?.explanation).toContain('FIVE HUNDRED DOLLARS');
    expect(issue?.recommendation).toContain('No cap on either party\'s liability');
  });
});

describe('a redline states the position once where the title says it already', () => {
  const text = nda({ extra: 'Each Party shall be free to use Residuals, meaning information retained in the unaided memory of its personnel.' });
  const out = review({ text, document_type: 'nda', options: { suggest_redlines: true } }).review;
  const issue = out.issues.find((i) => i.check_id === 'nda.residuals')!;
  const redline = out.redlines!.find((r) => r.issue_id === issue.id)!;
  it('gives "No residuals clause." once, not the title and then the same words', () => {
    expect(redline.rationale.startsWith('No residuals clause.')).toBe(true);
    expect(redline.rationale).not.toContain('No residuals clause: No residuals clause');
  });
  it('keeps "title: position" where they differ', () => {
    const cap = review({ text: mutual('', 'Each party\'s aggregate liability arising out of this Agreement shall not exceed $5,000.'), document_type: 'nda', options: { suggest_redlines: true } }).review;
    const id = cap.issues.find((i) => i.check_id === 'nda.liability_not_limited')!.id;
    expect(cap.redlines!.find((r) => r.issue_id === id)!.rationale).toContain('Liability for a breach is not limited: No cap on either party');
  });
});
