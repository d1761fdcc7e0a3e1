// `ask` round 16 (engine README, "`ask` TEST14 and round 16"): two classes of the spent suites' misses, each with rows
// written for this test before the fix, each failing before it, on contracts in drafting styles of their own.
//
// (a) The right topic for the wrong party. Contracts give the parties mirrored rights and duties (each may terminate on
// its own notice; each pays the other something; each has its own liability cap), and a client's question names the
// other party as the one who acts ("how long does Kestrel get to pay us?") or as the one acted on while "we" act ("the
// most we could be liable for to Kestrel"). The sentence whose actor is the party the question's actor is must rank above
// its mirror. Rows on an Australian lift maintenance agreement and an Indian transport agreement; each row's twin asks
// the mirrored question, whose answer must stay first.
//
// (b) A value held in a definition made in brackets ('twelve thousand five hundred pounds sterling for each calendar
// month of the Term (the "Retainer")'): the sentence the question's words find names the defined term without its value
// ("The Retainer covers the hosting ..."), and the value stands where the term is defined. Rows on an English hosting and
// support agreement; each twin asks a question whose best sentence states its own value, which must stay first.
import { describe, expect, it } from 'vitest';
import { ask, askRanked, loadEncoder } from '../src/index.js';
import { PATHS, rankOf, type Path } from './support/ask-rank.js';

const LIFTS = `LIFT MAINTENANCE AGREEMENT

This Agreement is made on 3 March 2027 between Kestrel Lift Services Pty Ltd (ABN 51 824 753 556) (the "Contractor") and The Owners - Strata Plan 84512, Harbourside Apartments (the "Principal").

1. DEFINITIONS

1.1 "Lifts" means the four passenger lifts and one goods lift at the Building described in Schedule 1.

1.2 "Business Day" means a day other than a Saturday, Sunday or public holiday in Sydney, New South Wales.

2. SERVICES

2.1 The Contractor must inspect and service each Lift monthly in accordance with AS 1735 and the manufacturer's recommendations.

2.2 The Contractor must attend a breakdown call within two hours of the Principal's call during business hours and within four hours at other times.

3. CHARGES

3.1 The Principal must pay each tax invoice issued by the Contractor within thirty days after receiving it.

3.2 The Contractor must pay each service credit it owes the Principal within ten Business Days after the end of the month in which it accrued.

4. TERMINATION

4.1 The Contractor may terminate this Agreement for convenience by giving the Principal not less than six months' written notice.

4.2 The Principal may terminate this Agreement for convenience by giving the Contractor not less than sixty days' written notice.

4.3 Either party may terminate this Agreement immediately by notice if the other party becomes insolvent.

5. LIABILITY

5.1 The Contractor's total liability under this Agreement shall not exceed the charges paid by the Principal in the preceding twelve months.

5.2 The Principal's total liability under this Agreement shall not exceed AUD 50,000.

6. GENERAL

6.1 This Agreement is governed by the laws of New South Wales.
`;

const FREIGHT = `TRANSPORTATION SERVICES AGREEMENT

THIS AGREEMENT is executed at Mumbai on this 12th day of May, 2027 BY AND BETWEEN Shree Ganesh Freight Carriers Private Limited, a company incorporated under the Companies Act, 2013, having its registered office at Bhiwandi, Thane (hereinafter referred to as the "Transporter", which expression shall include its successors and permitted assigns) of the ONE PART AND Vardhman Spinning Mills Limited, having its registered office at Ludhiana, Punjab (hereinafter referred to as the "Company") of the OTHER PART.

1. SCOPE

1.1 The Transporter shall carry the Company's yarn consignments from the Company's mill at Ludhiana to the destinations named in each Dispatch Advice.

1.2 The Transporter shall place a vehicle at the mill within twenty-four (24) hours of receiving a Dispatch Advice.

2. FREIGHT AND PAYMENT

2.1 The Company shall pay freight at the rates set out in Annexure A against each bill raised by the Transporter.

2.2 The Company shall release payment of each bill within forty-five (45) days of its receipt.

2.3 The Transporter shall pay to the Company a penalty of INR 2,000 for each day of delay in delivery beyond the transit time in Annexure A.

3. INDEMNITY

3.1 The Transporter shall indemnify the Company against loss of or damage to the consignments from the time of loading until delivery.

3.2 The Company shall indemnify the Transporter against any claim arising from a mis-declaration of the contents of a consignment.

4. TERMINATION

4.1 The Company shall be entitled to terminate this Agreement by giving thirty (30) days' prior written notice to the Transporter.

4.2 The Transporter shall be entitled to terminate this Agreement by giving ninety (90) days' prior written notice to the Company.

5. GOVERNING LAW

5.1 This Agreement shall be governed by the laws of India and the courts at Mumbai shall have exclusive jurisdiction.
`;

const HOSTING = `WEBSITE HOSTING AND SUPPORT AGREEMENT

This Agreement is dated 14 January 2027 and is made between Brightwater Digital Limited, a company registered in England and Wales with number 04512345 (the "Supplier"), and Fenwick & Sons (Builders' Merchants) Limited, a company registered in England and Wales with number 01187766 (the "Customer").

1. INTERPRETATION

1.1 In this Agreement, "Services" means the hosting of the Customer's trade website and the support desk described in Schedule 1.

1.2 The Customer has agreed to pay twelve thousand five hundred pounds sterling for each calendar month of the Term (the "Retainer").

1.3 The Supplier will hold personal data for seven years from the end of the financial year in which it was collected (the "Retention Period"), as HMRC requires.

1.4 Amounts not paid when due carry simple interest at four per cent per annum above the Bank of England base rate (the "Default Rate").

1.5 The parties have agreed that the first eighteen months after the go-live date (the "Lock-in Period") are fixed.

2. SERVICES

2.1 The Supplier shall host the trade website with an availability of at least 99.5% in each month.

2.2 The Supplier shall maintain professional indemnity insurance of not less than two million pounds sterling for each claim.

3. CHARGES

3.1 The Retainer covers the hosting of the trade website and the support desk and is invoiced monthly in arrears.

3.2 The Customer shall pay each invoice within thirty days of its date.

3.3 Late payments bear interest at the Default Rate from the due date until the date of payment.

3.4 Interest under clause 3.3 accrues daily and is payable on demand.

3.5 Each invoice shall state the Customer's purchase order number, and an invoice without one is not due until it is corrected.

4. DATA

4.1 The Supplier shall keep the customer order records and delivery notes of the Customer for the Retention Period and shall then delete them.

4.2 The Supplier shall keep daily backups of the trade website for fourteen days.

4.3 The Customer may ask for a copy of its order records at any time, and the Supplier shall deliver it within five Business Days.

5. GENERAL

5.1 The Supplier shall not increase the Retainer during the Lock-in Period, and may increase it afterwards once a year by written notice.

5.2 This Agreement is governed by the law of England and Wales.
`;


// (a): the question, the sentence of the party it asks about, the mirrored sentence; the twin asks the mirror
// (`fixed`: the paths the round's shipped method reaches; a path not in it is kept as an expected failure, it.fails, so a
// later round that fixes it is told. Round 16's party factor (the lexical weights' `actor`) passed all but the lexical
// "How long does Kestrel get to pay us?" at 1.5, but lost three TEST14 questions on each path and shipped off (docs/learned.md,
// "`ask` TEST14 and round 16"); round 17's mirror order (the weights' `mirror`), when on, passed the second and third rows
// on both paths, but shipped off ("`ask` TEST15 and round 17"; "How long does Kestrel get to pay us?" failed with it on
// too: the Principal's tax invoices and Kestrel's service credits share too few words, Dice 0.43, to read as mirrors).
// Round 18 measured both once more on every spent suite, found neither gained, and removed both ("`ask` TEST16 and round
// 18"): every row of this class is an expected failure until a party reading that holds on held-out questions ships)
const PARTY_ROWS: { text: string; question: string; gold: string; mirror: string; twin: string; fixed: Path[] }[] = [
  { text: LIFTS, question: 'How long does Kestrel get to pay us?', gold: 'The Contractor must pay each service credit', mirror: 'The Principal must pay each tax invoice', twin: "how long do we have to pay Kestrel's invoices?", fixed: [] },
  { text: LIFTS, question: 'what is the most we could be liable for to Kestrel', gold: "The Principal's total liability", mirror: "The Contractor's total liability", twin: "What's the most Kestrel could be liable for?", fixed: [] },
  { text: FREIGHT, question: 'How much notice must Shree Ganesh give if they want to stop carrying for us?', gold: 'The Transporter shall be entitled to terminate', mirror: 'The Company shall be entitled to terminate', twin: 'how much notice do we give Shree Ganesh to end it?', fixed: [] },
];

// (b): the question, the value's definition; the twin and its own answer
// (the lexical `ask` lifts the Lock-in Period's value to 0.9 of the naming sentence's score, which is second, and a
// sentence on website backups stays above it: kept as an expected failure on that path)
const VALUE_ROWS: { question: string; gold: string; twin: { question: string; gold: string }; fixed: Path[] }[] = [
  { question: 'What do we pay each month for the website hosting and support desk?', gold: 'twelve thousand five hundred pounds sterling', twin: { question: 'How much insurance cover does Brightwater have to hold?', gold: 'professional indemnity insurance of not less than two million' }, fixed: ['lexical', 'encoder'] },
  { question: 'How long before Brightwater can put the retainer up?', gold: 'the first eighteen months after the go-live date', twin: { question: 'How long do they keep the website backups?', gold: 'daily backups of the trade website for fourteen days' }, fixed: ['encoder'] },
  { question: 'How much interest do we pay on late invoices?', gold: 'four per cent per annum above the Bank of England base rate', twin: { question: 'how long do we have to pay an invoice?', gold: 'The Customer shall pay each invoice within thirty days' }, fixed: ['lexical', 'encoder'] },
];

describe('ask round 16', async () => {
  const encoder = await loadEncoder();
  if (!encoder) throw new Error("ask's sentence encoder is not installed: run tools/setup.sh (tools/ask-models.sh)");
  const answer = async (path: Path, text: string, question: string) => (path === 'lexical' ? ask({ text, question }) : askRanked({ text, question }, encoder));
  describe('(a) the party the question asks about', () => {
    for (const r of PARTY_ROWS) {
      for (const path of PATHS) {
        (r.fixed.includes(path) ? it : it.fails)(`${path}: "${r.question}" cites that party's sentence in the top three, above the other party's`, async () => {
          const out = await answer(path, r.text, r.question);
          const gold = rankOf(out, r.text, r.gold);
          expect(gold).toBeLessThan(3);
          expect(gold).toBeLessThan(rankOf(out, r.text, r.mirror));
        });
        it(`${path}, twin: "${r.twin}" cites the other party's sentence first`, async () => {
          expect(rankOf(await answer(path, r.text, r.twin), r.text, r.mirror)).toBe(0);
        });
      }
    }
  });
  describe('(b) a value held in a definition made in brackets', () => {
    for (const r of VALUE_ROWS) {
      for (const path of PATHS) {
        (r.fixed.includes(path) ? it : it.fails)(`${path}: "${r.question}" cites the definition's value in the top three`, async () => {
          expect(rankOf(await answer(path, HOSTING, r.question), HOSTING, r.gold)).toBeLessThan(3);
        });
        it(`${path}, twin: "${r.twin.question}" cites its own answer first`, async () => {
          expect(rankOf(await answer(path, HOSTING, r.twin.question), HOSTING, r.twin.gold)).toBe(0);
        });
      }
    }
  });
});
