// `ask` round 19 (docs/learned.md, "`ask` TEST17 and round 19"): a question's intent routed to the engine's own reading.
//
// (a) The agreement's term. A client asks "how long are we tied to them?" and the contract states its term in a sentence
// that shares no word with the question ("This Agreement commences on November 1, 2028 and remains in effect until April
// 30, 2031."), among sentences that use "Term" ("during the Term") or state other periods (notice, payment, survival).
// A question that asks how long the agreement itself lasts puts the sentences that state the agreement's term first.
//
// Each row fails at 7b2ebcbb on the path(s) its comment names; the twins ("how long" questions about something else,
// and one about the term the method already answered) pass there and must stay answered. Contracts of their own:
// test/ask/round19-texts.ts (a Canadian snow removal agreement, an English photocopier hire, a New Zealand catering
// agreement).
import { roundTests, type Path, type Row } from './support/ask-rank.js';
import { CATERING, COPIER, SNOW } from './ask/round19-texts.ts';

// `fixed`: the paths round 19's method passes; a path not in it is kept as an expected failure (it.fails)
const ROWS: Record<'a', { rows: Row[]; twins: Row[] }> = {
  a: {
    rows: [
      // lexical and encoder: the insurance, the survival and the notice sentences (encoder: "During the Term", the title)
      { text: SNOW, question: 'how long are we tied to the plow company?', gold: 'This Agreement commences on November 1, 2028 and remains in effect until April 30, 2031.', fixed: ['lexical', 'encoder'] },
      // lexical and encoder: the definition of the Equipment, the service and the charges
      { text: COPIER, question: 'whats the minimum period we are committed to the printers', gold: 'The Hire Period shall begin on the Delivery Date and shall run for thirty-six (36) months', fixed: ['lexical', 'encoder'] },
      // lexical and encoder: the food safety duty "throughout the term", the parties, the termination right
      { text: CATERING, question: 'how long is the caterer contract', gold: 'This agreement starts on 1 March 2029 and ends on the fifth anniversary of that date', fixed: ['lexical', 'encoder'] },
      // encoder: the services, the title and the salting duty (lexical: second)
      { text: SNOW, question: 'when does the snow contract finish', gold: 'This Agreement commences on November 1, 2028 and remains in effect until April 30, 2031.', fixed: ['lexical', 'encoder'] },
    ],
    twins: [
      { text: SNOW, question: 'how soon must we settle an invoice', gold: 'Each instalment is payable within thirty (30) days after the Owner receives the Contractor\'s invoice.' },
      { text: COPIER, question: 'how long do they take to come and fix a broken copier', gold: 'The Owner shall attend any fault reported by the Hirer within eight (8) working hours' },
      { text: CATERING, question: 'how much notice to end the catering agreement', gold: 'Either party may end this agreement by giving the other ninety (90) days\' written notice.' },
      { text: SNOW, question: 'how long must they keep their insurance after the contract ends', gold: 'The Contractor shall maintain commercial general liability insurance of not less than CAD 5,000,000 per occurrence during the Term and for one (1) year after it ends.' },
      // the term the method already found
      { text: COPIER, question: 'how long have we got the copiers for?', gold: 'The Hire Period shall begin on the Delivery Date and shall run for thirty-six (36) months' },
    ],
  },
};

roundTests('ask round 19', ROWS);
