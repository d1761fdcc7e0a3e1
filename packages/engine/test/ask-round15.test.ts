// `ask` round 15 (engine README, "`ask` TEST13 and round 15"): the class TEST12's misses (and TEST11's) led with, the
// answer is the sentence next to one that is cited. A clause opens on the topic ("The Provider may increase the Monthly
// Fee ...", "The Client may dispute an invoice ...", "If a biological indicator test fails ...") and its next sentence
// holds what the client asks (can we leave; is the rest still payable; what do we use meanwhile), in words the opening
// sentence lacks. Rows on a Canadian sterilisation services agreement written for this test (a Canadian drafting style
// the suites' contracts do not have), each a clinic manager's question, checked on the lexical `ask` and on the server's
// path (`askRanked`, e5 and the adapter) where each failed before the round; each has a benign twin asking for the
// opening sentence, which must stay first and must be cited without the next sentence (the lever may not widen a
// citation the question does not need widened). Rows the round does not fix are kept as expected failures (it.fails),
// so a later round that fixes them is told.
import { describe, expect, it } from 'vitest';
import { ask, askRanked, loadEncoder, type AskOutput } from '../src/index.js';

const STERILISATION = `MASTER SERVICES AGREEMENT

This Master Services Agreement is made as of April 6, 2027 between Lakehead Sterilisation Services Inc., a corporation incorporated under the laws of Ontario (the "Provider"), and Maple Ridge Dental Clinics Ltd., a corporation incorporated under the laws of British Columbia (the "Client").

1. DEFINITIONS

1.1 "Clinic" means each dental clinic of the Client listed in Schedule A.

1.2 "Instruments" means the reusable dental instruments the Client delivers to the Provider for reprocessing.

1.3 "Monthly Fee" means the fee for each Clinic set out in Schedule B.

2. SERVICES

2.1 The Provider shall collect soiled Instruments from each Clinic twice each Business Day and return them sterilised and packaged within twenty-four hours of collection.

2.2 The Provider shall reprocess the Instruments in accordance with CSA Z314 and the manufacturer's instructions for each Instrument.

2.3 The Provider shall keep a batch record for each sterilisation cycle identifying the Instruments processed, the steriliser used and the result of the biological indicator test.

2.4 The Client shall make the batch records available to the College of Dental Surgeons on request, and the Provider shall deliver a copy of any batch record to the Client within two Business Days of the Client's request.

3. FEES AND INVOICES

3.1 The Client shall pay the Monthly Fee for each Clinic monthly in advance.

3.2 The Provider shall invoice the Client on the first Business Day of each month, and each invoice is payable within thirty days of its date.

3.3 The Client may dispute an invoice in good faith by written notice setting out its reasons before the invoice falls due.

3.4 The undisputed portion remains payable when due, and the disputed portion shall be settled under Section 12.

3.5 Overdue amounts bear interest at two percent per annum above the prime rate of the Bank of Montreal.

4. FEE CHANGES

4.1 The Provider may increase the Monthly Fee once in each Contract Year by a fee notice given at least ninety days before the increase takes effect.

4.2 Within sixty days after receiving a fee notice, the Client may end this Agreement for the affected Clinic on thirty days' written notice, without any early termination charge.

5. LOSS OF INSTRUMENTS

5.1 The Provider is responsible for the Instruments from collection until their return to the Clinic.

5.2 The Provider shall replace any Instrument lost or damaged while in its care with a new Instrument of the same make and model, or pay the Client its replacement cost, at the Client's option.

6. FAILED CYCLES

6.1 If a biological indicator test fails, the Provider shall notify the Client within four hours and shall not return any Instrument from the affected cycle.

6.2 The Provider shall recall any Instrument already returned from a cycle later found to have failed, and shall supply loan Instruments to the Clinic within one Business Day at no charge.

7. STAFF

7.1 The Provider's drivers shall comply with the Client's infection control rules while at a Clinic.

7.2 The Provider shall remove from the Client's account any driver whose conduct the Client reasonably objects to.

8. INSURANCE

8.1 The Provider shall maintain commercial general liability insurance of not less than CAD 5,000,000 per occurrence.

8.2 The Provider shall deliver a certificate of that insurance to the Client each year.

9. TERM

9.1 This Agreement begins on the Commencement Date and continues for three Contract Years.

9.2 It renews for further periods of one Contract Year unless either party gives notice of non-renewal at least six months before the end of the current term.

10. TERMINATION

10.1 Either party may terminate this Agreement by written notice if the other commits a material breach and fails to remedy it within thirty days after notice of the breach.

10.2 Either party may terminate this Agreement immediately if the other becomes insolvent or makes an assignment for the benefit of its creditors.

10.3 On termination the Provider shall return all Instruments in its possession within two Business Days.

11. LIABILITY

11.1 Neither party is liable for indirect or consequential loss.

11.2 The Provider's aggregate liability in each Contract Year is limited to the Monthly Fees paid in that Contract Year, except for its obligations under Section 5 and Section 6.

12. DISPUTES

12.1 The parties shall first refer any dispute to their senior managers for resolution.

12.2 A dispute not resolved within twenty Business Days shall be finally resolved by arbitration in Vancouver under the Arbitration Act (British Columbia).

13. GENERAL

13.1 This Agreement is governed by the laws of British Columbia and the federal laws of Canada applicable there.

13.2 Neither party may assign this Agreement without the other's written consent, not to be unreasonably withheld.
`;

type Path = 'lexical' | 'encoder';
const ROWS: { question: string; gold: string; paths: Path[]; fixed: Path[]; twin: { question: string; gold: string } }[] = [
  {
    question: 'If they put the monthly fee up, can we get out of the contract?',
    gold: 'the Client may end this Agreement for the affected Clinic',
    paths: ['lexical'], fixed: [],
    twin: { question: 'How much warning do we get before they raise the monthly fee?', gold: 'The Provider may increase the Monthly Fee once in each Contract Year' },
  },
  {
    question: 'If we query part of a bill, do we still have to pay the rest on time?',
    gold: 'The undisputed portion remains payable when due',
    paths: ['lexical'], fixed: [],
    twin: { question: 'How do we challenge an invoice we think is wrong?', gold: 'The Client may dispute an invoice in good faith' },
  },
  {
    question: 'If a sterilisation cycle fails, what do we use in the meantime?',
    gold: 'shall supply loan Instruments to the Clinic within one Business Day',
    paths: ['lexical', 'encoder'], fixed: [],
    twin: { question: 'How quickly will they tell us about a failed sterilisation test?', gold: 'the Provider shall notify the Client within four hours' },
  },
];

const span = (gold: string) => {
  const a = STERILISATION.indexOf(gold);
  if (a < 0) throw new Error(`gold not in the contract: ${gold}`);
  return [a, a + gold.length] as const;
};
const rankOf = (out: AskOutput, gold: string) => {
  const [a, b] = span(gold);
  return out.citations.slice(0, 3).findIndex((c) => c.start < b && a < c.end);
};

describe('ask round 15: the answer is the sentence next to a cited one', async () => {
  const encoder = await loadEncoder();
  if (!encoder) throw new Error("ask's sentence encoder is not installed: run tools/setup.sh (tools/ask-models.sh)");
  const answer = async (path: Path, question: string) => (path === 'lexical' ? ask({ text: STERILISATION, question }) : askRanked({ text: STERILISATION, question }, encoder));
  for (const r of ROWS) {
    for (const path of r.paths) {
      (r.fixed.includes(path) ? it : it.fails)(`${path}: "${r.question}" cites the next sentence among the top three`, async () => {
        expect(rankOf(await answer(path, r.question), r.gold)).toBeGreaterThanOrEqual(0);
      });
    }
    for (const path of ['lexical', 'encoder'] as Path[]) {
      it(`${path}, twin: "${r.twin.question}" cites the opening sentence first, alone`, async () => {
        const out = await answer(path, r.twin.question);
        expect(rankOf(out, r.twin.gold)).toBe(0);
        const [a, b] = span(r.gold);
        expect(out.citations[0].start < b && a < out.citations[0].end).toBe(false);
      });
    }
  }
});
