// `ask` round 13 (engine README, "`ask` TEST11 and round 13"): a class the concept maps cannot fix, read from the spent
// suites' misses (TEST10 above all): the answer is a value the contract states elsewhere, in a definition or a schedule's
// row, while the clause the question's words find only names it ("the Tenant shall pay the Annual Rent ...", "up to the
// number stated in the Order Form"). Rows on two short agreements written for this test (an Indian equipment hire
// agreement, a Canadian staffing agreement; drafted to differ from the suites' contracts): each question in a client's
// words, from one side's seat, wants the value's sentence among the top three; each has a benign twin whose answer is
// in the clause itself, which must stay first. The lexical `ask` is measured (the encoder only reorders what it finds).
import { describe, expect, it } from 'vitest';
import { ask } from '../src/index.js';

const HIRE = `EQUIPMENT HIRE AGREEMENT

This Agreement is made at Pune on 14 January 2027 between Aravalli Lifting Services Private Limited, a company incorporated under the Companies Act, 2013 (the "Owner"), and Deccan Metro Builders LLP, a limited liability partnership (the "Hirer").

1. DEFINITIONS

1.1 "Equipment" means the crawler crane and accessories described in the Schedule.

1.2 "Hire Charge" means the charge for the hire of the Equipment stated in the Schedule.

1.3 "Minimum Hire Period" means the period of nine (9) months from the Delivery Date.

1.4 "Delivery Date" means the date on which the Equipment is delivered to the Site.

1.5 "Site" means the Hirer's metro viaduct site at Hinjewadi, Pune.

2. HIRE

2.1 The Owner lets the Equipment on hire to the Hirer for use at the Site only.

2.2 The Hirer shall not return the Equipment before the end of the Minimum Hire Period, and shall pay the Hire Charge for the whole of that period even if it returns the Equipment early.

3. CHARGES

3.1 The Hirer shall pay the Hire Charge monthly in advance on the first working day of each month.

3.2 Any sum not paid when due shall bear interest at eighteen per cent (18%) per annum from the due date until payment.

3.3 The Hirer shall reimburse the Owner's costs of transporting the Equipment to and from the Site.

4. OPERATORS

4.1 The Owner shall provide the Operators stated in the Schedule to work the Equipment, and the Hirer shall not allow any other person to operate it.

4.2 The Hirer shall provide the Operators with lodging near the Site.

5. MAINTENANCE

5.1 The Owner shall service the Equipment at the intervals stated in the Schedule, and the Hirer shall make it available for servicing.

5.2 The Hirer shall notify the Owner of any breakdown within four (4) hours.

6. INSURANCE AND LOSS

6.1 The Hirer shall insure the Equipment against loss and damage for its replacement value while it is at the Site.

6.2 The Hirer shall pay the Security Deposit on signing this Agreement, and the Owner shall refund it within thirty (30) days after the Equipment is returned, less any sums due.

7. TERMINATION

7.1 After the Minimum Hire Period either party may end the hire on thirty (30) days' written notice.

7.2 This Agreement is governed by the laws of India and the courts at Pune have exclusive jurisdiction.

SCHEDULE

Equipment: one 250-tonne crawler crane with luffing jib and counterweights.

Hire Charge: INR 18,50,000 per month, exclusive of GST.

Operators: two (2) certified crane operators and one (1) rigger per shift.

Service Intervals: every 250 operating hours or every month, whichever is sooner.

Security Deposit: INR 37,00,000.
`;

const STAFFING = `TEMPORARY STAFFING AGREEMENT

This Agreement is dated March 2, 2027 and is between Larchmont Workforce Solutions Inc., an Ontario corporation ("Larchmont"), and Belleville Cold Storage Ltd. ("the Client").

1. Definitions. In this Agreement: "Assignment" means a period during which a Worker is placed with the Client; "Conversion Period" means the period of thirteen (13) weeks from the start of a Worker's first Assignment; "Worker" means an individual whom Larchmont places with the Client.

2. Placement. Larchmont will place Workers with the Client at the Client's Belleville warehouse in the numbers the Client requests by noon on the preceding business day.

3. Rates. The Client will pay for each hour worked by a Worker at the Bill Rate set out in Schedule A, and overtime hours at one and one-half times that rate.

4. Conversion. If the Client hires a Worker directly during the Conversion Period, the Client will pay Larchmont the Conversion Fee set out in Schedule A. No fee is payable if the Client hires the Worker after the Conversion Period.

5. Timesheets. The Client will approve each Worker's timesheet by Monday noon for the preceding week.

6. Payment. Larchmont will invoice weekly, and the Client will pay each invoice within twenty-one (21) days.

7. Safety. The Client is responsible for the health and safety of Workers at its premises and will provide them with freezer-grade protective clothing.

8. Term. This Agreement continues until either party ends it on thirty (30) days' written notice.

9. Law. This Agreement is governed by the laws of the Province of Ontario.

SCHEDULE A

Bill Rate: CAD 31.40 per hour for general labourers and CAD 36.90 per hour for licensed forklift operators.

Conversion Fee: CAD 4,500 per Worker.
`;

const WAREHOUSE = `WAREHOUSING AND DISTRIBUTION AGREEMENT

This agreement is made on 9 February 2027 between Kurrajong Logistics Pty Ltd (ABN 41 602 118 930) (the "Provider") and Brindabella Outdoor Gear Pty Ltd (ABN 77 143 902 551) (the "Customer").

1. Storage. The Provider shall store the Goods at its Dandenong South warehouse in racking reserved for the Customer.

2. Relocation. The Provider may relocate the Goods to another of its warehouses in Victoria on ten (10) Business Days' notice to the Customer.

3. Receipt. The Provider shall accept consignments delivered between 6 am and 4 pm on Business Days and shall record them in its warehouse system on the day of receipt.

4. Labelling. The Provider may refuse any consignment that is not labelled in accordance with the Handling Manual.

5. Dispatch. The Provider shall deliver Goods to the Customer's retail stores within two (2) Business Days after a dispatch request.

6. Charges. The Customer shall pay each invoice within thirty (30) days after the end of the month in which it is issued.

7. Suspension. If any invoice remains unpaid fourteen (14) days after its due date, the Provider may suspend the Services until it is paid.

8. Security. The Provider shall keep the warehouse secure, alarmed and insured for the full value of the Goods.

9. Stocktakes. The Customer may attend the warehouse to count the Goods during business hours on twenty-four (24) hours' notice.

10. Dangerous Goods. The Customer shall not deliver any dangerous goods to the warehouse.

11. Forecasts. The Customer shall give the Provider a forecast of its monthly volumes by the fifth Business Day of each month.

12. Termination. Either party may terminate this agreement on ninety (90) days' written notice.
`;

/** The top three citations' texts. */
const top3 = (text: string, question: string) => ask({ text, question }).citations.slice(0, 3).map((c) => c.quote);
const hits = (text: string, question: string, gold: string) => top3(text, question).some((q) => q.includes(gold));
const first = (text: string, question: string) => ask({ text, question }).citations[0]?.quote ?? '';

describe("ask round 13: a value the contract states elsewhere (a definition, a schedule's row) is reached from the clause that names it", () => {
  // given a question asking for a number, a sum or a period, want the sentence that states it among the top three
  const ROWS: [string, string, string][] = [
    // a sum in a schedule's row, named by the clause ("shall pay the Hire Charge")
    [HIRE, 'How much is the monthly hire for the crane?', 'INR 18,50,000 per month'],
    [HIRE, 'What do we pay the owner each month?', 'INR 18,50,000 per month'],
    [STAFFING, 'What do we pay per hour for a forklift driver?', 'CAD 36.90 per hour'],
    // a period in a definition, named by the clause ("before the end of the Minimum Hire Period")
    [HIRE, 'How long are we stuck with the crane before we can send it back?', 'nine (9) months from the Delivery Date'],
    [STAFFING, 'How long after a temp starts do we have to wait before hiring them ourselves without a fee?', 'thirteen (13) weeks'],
    // a count in a schedule's row, named by the clause ("the Operators stated in the Schedule")
    [HIRE, 'How many operators come with the crane?', 'two (2) certified crane operators'],
    [HIRE, 'How much is the deposit we have to put down?', 'INR 37,00,000'],
  ];
  for (const [text, question, gold] of ROWS) {
    it(`${question} → ${gold}`, () => {
      expect(hits(text, question, gold), top3(text, question).join(' | ')).toBe(true);
    });
  }
  // not reached (written with the rows above, failing before and after): the clause that names the Conversion Fee ranks
  // fourth, and the value it names enters just below the clause that names it, so below the three cited
  it.fails('How much would it cost us to take one of their temps on permanently? → CAD 4,500 per Worker (not reached)', () => {
    const question = 'How much would it cost us to take one of their temps on permanently?';
    expect(hits(STAFFING, question, 'CAD 4,500 per Worker')).toBe(true);
  });

  // benign twins: the clause the question finds states the value itself (or the question asks for what the clause
  // says beside the name), so no row from elsewhere is put above it
  const TWINS: [string, string, string, 'first' | 'top3'][] = [
    [HIRE, 'What interest rate applies to late payments?', 'eighteen per cent (18%) per annum', 'first'],
    [HIRE, 'How much notice do we give to end the hire once the minimum period is over?', "thirty (30) days' written notice", 'first'],
    [STAFFING, 'How long do we have to pay their invoices?', 'within twenty-one (21) days', 'first'],
    [STAFFING, 'How much extra do we pay for overtime?', 'overtime hours at one and one-half times that rate', 'top3'],
  ];
  for (const [text, question, gold, where] of TWINS) {
    it(`(twin) ${question} → ${where === 'first' ? 'still first' : 'still in the top three'}: ${gold}`, () => {
      if (where === 'first') expect(first(text, question)).toContain(gold);
      else expect(hits(text, question, gold), top3(text, question).join(' | ')).toBe(true);
    });
  }
});

describe("ask round 13: a right one party holds, asked as what the other side can do", () => {
  // "can they ...?" asks whether the other side has a right: want the clause that gives it ("the Provider may ...") among
  // the top three, above the clause about the same thing that states a duty
  const ROWS: [string, string][] = [
    ['Could they move our stock to a different warehouse?', 'The Provider may relocate the Goods'],
    ['If we pay late, can they stop handling our stock?', 'the Provider may suspend the Services until it is paid'],
    ['Are we allowed to go in and count our stock?', 'The Customer may attend the warehouse to count the Goods'],
  ];
  for (const [question, gold] of ROWS) {
    it(`${question} → ${gold}`, () => {
      expect(hits(WAREHOUSE, question, gold), top3(WAREHOUSE, question).join(' | ')).toBe(true);
    });
  }
  // not fixed (failing before and after): the lever measured for them, a "can they / are we allowed to" question
  // preferring sentences that give or take away a right (may, entitled, shall not) over duties, moved 12 suite questions
  // each way at the answer-kind weight and gained one net on the server's path at a lighter one, losing fitted questions:
  // not shipped (engine README, "`ask` TEST11 and round 13"). Their words ("turn away", "send somewhere else") are not
  // the contract's ("refuse", "relocate").
  const NOT_FIXED: [string, string][] = [
    ['Can they send our gear somewhere else to be stored?', 'The Provider may relocate the Goods'],
    ['Can they turn away a delivery of ours?', 'The Provider may refuse any consignment'],
  ];
  for (const [question, gold] of NOT_FIXED) {
    it.fails(`${question} → ${gold} (not fixed)`, () => {
      expect(hits(WAREHOUSE, question, gold)).toBe(true);
    });
  }
  // benign twins: a question about a duty ("do they have to", "must we") keeps the duty's clause first
  const TWINS: [string, string][] = [
    ['Do they have to get our goods to the shops quickly?', 'deliver Goods to the Customer\'s retail stores within two (2) Business Days'],
    ['Must they keep the warehouse insured?', 'keep the warehouse secure, alarmed and insured'],
    ['When do we have to pay their invoices?', 'pay each invoice within thirty (30) days'],
  ];
  for (const [question, gold] of TWINS) {
    it(`(twin) ${question} → still first: ${gold}`, () => {
      expect(first(WAREHOUSE, question)).toContain(gold);
    });
  }
});
