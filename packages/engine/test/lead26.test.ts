// The lead's reading, session 26: a customer's lawyer reading a filed network-management outsourcing agreement (a Papua
// New Guinea bank and its network contractor, CUAD's eLandia exhibit) and a medical-device supply agreement (CUAD's
// SeaSpine exhibit). Each class below is written as rows of our own wording (other verbs, order and party names; US,
// English, Australian, Indian and Canadian drafting), each with a twin sharing its words. The contracts' own sentences
// are not among them.
import { describe, expect, it } from 'vitest';
import { extractKeyTerms, segment } from '../src/index.js';
import type { DocumentType } from '../src/types.js';
import { bad, evaluation, good, rows } from './judge-rows.js';

/** A text's clauses as "section | heading". */
const outline = (text: string) => segment(text).map((c) => `${c.section}${c.heading ? ` | ${c.heading}` : ''}`);

describe('the lead\'s reading, session 26', () => {
  // ---- a clause's number and heading left at the end of the line before it ----
  // Text converted from a filing often leaves a clause's number and heading at the end of the previous clause's last
  // line, three spaces or more after it, with the clause's words on the next line ("... bound by this agreement   18.2
  // Assignment By BSP" / "BSP may: ..."). Where the line before ends with no full stop (the last item of a list), the
  // clause was not taken, and with it every clause after it in the article that was run in the same way: the bank's
  // governing-law clause was read as part of the assignment clause and cited as "18.1(b)". An article's number and
  // heading in capitals left the same way ("... SUCH DAMAGES.   10. INDEMNIFICATION.") stayed in the clause before it.
  // Each such agreement must read as it does with the heading on a line of its own.
  const agreements: [string, string, string][] = [
    ['an Australian outsourcing agreement, sub-clause headings in title case',
      'OUTSOURCING AGREEMENT\nThis Agreement is made between Harbour Bank Limited ("Bank") and Netcore Systems Pty Ltd ("Netcore").\n7.1 Charges\nThe Bank shall pay the monthly charge within 30 days of each invoice.@7.2 Disputed Invoices\nThe Bank may withhold any amount it disputes in good faith until the dispute is resolved.\nGeneral Conditions\n8.1 Assignment By Netcore\nNetcore must not assign this agreement unless Netcore\n  (a) obtains the prior written consent of the Bank; and\n  (b) agrees to remain bound by this agreement@8.2 Assignment By The Bank\nThe Bank may assign this agreement to any related body corporate.@8.3 Governing Law\nThis agreement is governed by the laws of Queensland and the parties submit to the courts of that State.\n',
      '8.3 | Governing Law'],
    ['a US supply agreement, article headings in capitals',
      'SUPPLY AGREEMENT\nThis Supply Agreement is entered into by Ridgeline Orthopedics, Inc. ("Buyer") and Cascade Coatings LLC ("Supplier").\n8. WARRANTIES.\n8.1. Product Warranty. Supplier warrants that each Product will conform to its Specifications for twelve (12) months after delivery.\n8.2. Remedy. Supplier shall repair or replace any nonconforming Product at its own cost.@9. LIMITATION OF LIABILITY.\n9.1. Exclusion. NEITHER PARTY SHALL BE LIABLE TO THE OTHER FOR ANY INDIRECT OR CONSEQUENTIAL DAMAGES ARISING FROM THIS AGREEMENT.@10. INDEMNIFICATION.\n10.1. Supplier\'s Indemnity. Supplier shall indemnify and defend Buyer against all third-party claims arising from any defect in the Products.\n10.2. Buyer\'s Indemnity. Buyer shall indemnify and defend Supplier against all third-party claims arising from Buyer\'s labelling of the Products.\n',
      '10 | INDEMNIFICATION'],
    ['an Indian facility services agreement, a list\'s last item with no stop',
      'SERVICES AGREEMENT\nThis Agreement is made on 4 April 2025 between Deccan Textiles Private Limited (the "Client") and Sahyadri Facility Services LLP (the "Service Provider").\n3.1 Scope\nThe Service Provider shall:\n(a) provide housekeeping and security services at the Client\'s mills in Solapur;\n(b) keep a register of the personnel deployed at each mill; and\n(c) report every incident to the Client\'s mill manager within one day@3.2 Standards Of Service\nThe Service Provider shall perform the services with due care and skill and in accordance with applicable law.@3.3 Personnel\nThe Service Provider shall remain responsible for the wages and statutory dues of its personnel.\n4.1 Term\nThis Agreement shall remain in force for three years from its date.\n',
      '3.3 | Personnel'],
  ];
  /** The agreement with each heading on a line of its own, and with it left at the end of the line before. */
  const asLines = (t: string) => t.replace(/@/g, '\n');
  const runIn = (t: string) => t.replace(/@/g, '   ');
  describe('a clause\'s number and heading left at the end of the line before it', () => {
    for (const [name, text, heading] of agreements) {
      it(`${name}: read as with each heading on a line of its own`, () => {
        const want = outline(asLines(text));
        expect(want).toContain(heading);
        expect(outline(runIn(text))).toEqual(want);
      });
    }
    it('the bank\'s governing-law clause is cited by its own number', () => {
      const { c } = evaluation({ type: 'services', check: 'services.governing_law', text: runIn(agreements[0][1]) });
      expect(c.evidence[0].section).toBe('8.3');
    });
    // the twins: a number and words at the end of a line that are no clause of the sequence (a reference to another
    // article's clause, a sum, a table of contents) stay where they are
    const twins: [string, string, string][] = [
      ['a reference to a clause of another article', 'SERVICES AGREEMENT\nThis Agreement is made between Harbour Bank Limited ("Bank") and Netcore Systems Pty Ltd ("Netcore").\n7.1 Reports\nNetcore shall report each month in the form set out in the Operations Manual under the heading   12.4 Monthly Reporting\nand shall correct any error the Bank identifies.\n7.2 Audit\nThe Bank may audit Netcore\'s records once a year.\n', '12.4'],
      ['a sum at the end of a line', 'SUPPLY AGREEMENT\nThis Agreement is made between Tamarack Foods Inc. ("Buyer") and Prairie Mills Ltd. ("Supplier").\n4.1 Price\nThe price of the first shipment is CAD   4.2 Million\nand is payable within 45 days of delivery.\n4.2 Delivery\nSupplier shall deliver the goods to Buyer\'s warehouse in Regina.\n', '4.2 | Million'],
      ['a table of contents run together', 'CONTENTS   1.1   Definitions   2 1.2   Interpretation   3 1.3   Term   4\n\n1.1 Definitions\nIn this Agreement "Services" means the services in Schedule 1.\n1.2 Interpretation\nHeadings do not affect interpretation.\n1.3 Term\nThis Agreement runs for two years.\n', '1.3 | Term   4'],
    ];
    for (const [name, text, not] of twins) {
      it(`${name} is no clause`, () => {
        expect(outline(text).some((s) => s.startsWith(not))).toBe(false);
      });
    }
  });

  // ---- the customer's own insurance read as the provider's ----
  // The bank insures its own assets ("The BSP will provide full comprehensive replacement insurance cover for all
  // assets"), and the contractor carries none: the review read the bank's insurance as the contractor's duty to insure,
  // preferred, with no issue. A customer's duty to insure (to provide, effect or arrange cover, or to insure something)
  // is not the provider's; the provider's own cover, worded the same way, is.
  const services = (clause: string) => `SERVICES AGREEMENT\nThis Agreement is made between Harbour Bank Limited ("Bank") and Netcore Systems Pty Ltd ("Netcore").\n1. Services\nNetcore shall provide the network management services described in Schedule A with due care and skill.\n2. Fees\nThe Bank shall pay Netcore the fees for the services within 30 days of invoice.\n3. Insurance\n${clause}\n4. Governing Law\nThis Agreement is governed by the laws of New South Wales.\n`;
  const consulting = (clause: string) => `CONSULTING AGREEMENT\nThis Agreement is between Maple Ridge Health Authority (the "Client") and Birchwood Advisory Inc. (the "Consultant").\n1. Services. The Consultant shall advise the Client on the design of its new clinic in Kelowna.\n2. Fees. The Client shall pay the Consultant's invoices within thirty days.\n3. Insurance. ${clause}\n4. Law. This Agreement is governed by the laws of British Columbia.\n`;
  rows('the customer\'s own insurance is not the provider\'s', [
    [bad('services', 'services.insurance', services('The Bank will provide full comprehensive replacement insurance cover for all assets listed in the Asset Register.'), 'missing'),
      good('services', 'services.insurance', services('Netcore will provide full comprehensive replacement insurance cover for all assets listed in the Asset Register.'))],
    [bad('services', 'services.insurance', services('The Bank shall insure the equipment at the sites against loss and damage for its full replacement value.'), 'missing'),
      good('services', 'services.insurance', services('Netcore shall insure the equipment at the sites against loss and damage for its full replacement value.'))],
    [bad('consulting', 'consulting.insurance', consulting('The Client will arrange property and public liability insurance cover for the clinic site for the duration of the project.'), 'missing'),
      good('consulting', 'consulting.insurance', consulting('The Consultant will arrange professional liability and public liability insurance cover for the duration of the project.'))],
  ]);

  // ---- a notice too long, quoted from the other party's right ----
  // Each party may terminate for convenience on six months' notice. The issue "The BSP may terminate for convenience only
  // on 180 days' notice" quoted the contractor's right, not the bank's: a check whose position comes from the notice of
  // the side's own right quotes that right.
  const exits: [DocumentType, string, string, string][] = [
    ['services', 'Harbour Bank Limited ("Bank") and Netcore Systems Pty Ltd ("Netcore")', '3.1 Termination by the Bank for convenience\nThe Bank may terminate the whole or any part of this agreement for convenience at any time by giving Netcore at least 6 months prior written notice.\n3.2 Termination by Netcore for convenience\nNetcore may terminate the whole or any part of this agreement for convenience at any time by giving the Bank at least 6 months prior written notice.', 'The Bank shall pay Netcore'],
    ['msa', 'Lakeshore Transit Authority (the "Customer") and Fleetwise Telematics Inc. (the "Provider")', '3.1 The Provider may end this Agreement without cause on one hundred and twenty (120) days\' written notice to the Customer.\n3.2 The Customer may end this Agreement without cause on one hundred and twenty (120) days\' written notice to the Provider.', 'The Customer shall pay the Provider'],
    ['services', 'Kestrel Water plc (the "Client") and Brightwell Engineering Ltd (the "Contractor")', '3.1 The Client may terminate this Agreement at any time for convenience by giving not less than four months\' written notice to the Contractor.\n3.2 The Contractor may likewise terminate this Agreement at any time for convenience by giving not less than four months\' written notice to the Client.', 'The Client shall pay the Contractor'],
  ];
  describe('a notice too long is quoted from the side\'s own right', () => {
    for (const [type, parties, clause, pays] of exits) {
      const text = `AGREEMENT\nThis Agreement is made between ${parties}.\n1. Services\nThe services are described in Schedule A.\n2. Fees\n${pays} the fees within 30 days of invoice.\n3. Termination\n${clause}\n4. Governing Law\nThis Agreement is governed by the laws of England and Wales.\n`;
      it(`${type}: ${parties.split(' (')[0]}`, () => {
        const { c, issue } = evaluation({ type, check: `${type}.termination_for_convenience`, text });
        expect(c.position).toBe('unacceptable');
        const quoted = issue?.explanation.split('The contract says:')[1] ?? '';
        expect(quoted).toMatch(/(?:Bank|Customer|Client) may (?:terminate|end)/);
        expect(quoted).not.toMatch(/(?:Netcore|Provider|Contractor) may (?:likewise )?(?:terminate|end)/);
      });
    }
  });
  // ---- a standard of work named by the trade's practice ----
  // An operation and maintenance agreement binds the operator to perform "in accordance with ... Prudent Electrical
  // Practices"; the review found no standard of performance and raised "No warranty that the services are performed with
  // skill and care". The prudent, good or sound practice of a trade (good utility, engineering or oilfield practice,
  // prudent industry practice) is such a standard, as good industry practice already was; a measure that is no standard
  // of skill (a budget, a plan the owner approves) is not.
  const maintenance = (clause: string) => `OPERATION AND MAINTENANCE AGREEMENT\nThis Agreement is made between Kootenay Hydro Partners LP (the "Owner") and Selkirk Power Services Ltd. (the "Operator").\n1. Services\n${clause}\n2. Fees\nThe Owner shall pay the Operator the monthly fee within thirty (30) days of each invoice.\n3. Governing Law\nThis Agreement is governed by the laws of the Province of British Columbia.\n`;
  rows('a standard of work named by the trade\'s practice', [
    [bad('services', 'services.services_warranty', maintenance('The Operator shall operate and maintain the Facility in accordance with the operating budget approved by the Owner.'), 'missing'),
      good('services', 'services.services_warranty', maintenance('The Operator shall operate and maintain the Facility in accordance with Good Utility Practice.'))],
    [bad('services', 'services.services_warranty', maintenance('The Operator must carry out the Services in accordance with the maintenance plan and all applicable laws.'), 'missing'),
      good('services', 'services.services_warranty', maintenance('The Operator must carry out the Services in accordance with good engineering practice and all applicable laws.'))],
    [bad('services', 'services.services_warranty', maintenance('The Operator will perform all work on the wells in accordance with the Owner\'s drilling program.'), 'missing'),
      good('services', 'services.services_warranty', maintenance('The Operator will perform all work on the wells in accordance with prudent oilfield practices.'))],
  ]);
  // ---- an insurance limit read as the liability cap ----
  // A licence and hosting agreement caps no liability (its limitation clause excludes only lost profits and indirect
  // loss), but requires the licensor to carry employer's liability insurance "with a limit of $500,000 each accident":
  // the key terms gave "$500,000" as the liability cap beside a review that rightly found none. A cover's limit, per
  // occurrence or in the aggregate, caps no one's liability; a cap that names insurance beside its own amount still is.
  const insured = (clause: string) => `SERVICES AGREEMENT\nThis Agreement is made between Orchard Valley Insurance Services, Inc. ("Customer") and Brightline Data Systems, Inc. ("Provider").\n1. Services. Provider shall host and support the policy administration system.\n2. Limitation. Neither party shall be liable for lost profits or indirect damages.\n3. Insurance. ${clause}\n4. Law. This Agreement is governed by the laws of Georgia.\n`;
  const covers: [string, string | null][] = [
    ['Provider shall maintain the following insurance: (a) employer\'s liability insurance, for bodily injury to employees, with a limit of $500,000 each accident; and (b) umbrella liability insurance with a minimum limit of $5,000,000 per occurrence and in the aggregate.', null],
    ['Provider shall carry commercial general liability insurance with limits of $1,000,000 per occurrence and $2,000,000 in the aggregate.', null],
    ['Provider shall maintain workers\' compensation insurance as required by law and employer\'s liability insurance with a limit of liability of One Million Dollars ($1,000,000) for each accident and in the aggregate.', null],
    ['The Provider must hold professional indemnity insurance of at least A$5,000,000 for any one claim and in the aggregate, and public liability insurance of A$20,000,000.', null],
    // (the twins: a cap that names the insurance beside its own sum)
    ['Provider\'s aggregate liability under this Agreement shall not exceed $500,000 or, if greater, the amount its insurers pay.', '$500,000'],
    ['The liability of the Provider for any claim is limited to A$5,000,000, the sum of its professional indemnity insurance.', 'A$5,000,000'],
  ];
  describe('an insurance limit is no liability cap', () => {
    for (const [clause, cap] of covers) {
      it(`${cap ? 'a cap' : 'no cap'}: ${clause.slice(0, 70)}`, () => {
        const got = extractKeyTerms(insured(clause)).liability_cap;
        if (cap === null) expect(got).toBeNull();
        else expect(got?.startsWith(cap)).toBe(true);
      });
    }
  });
  // ---- the customer's insurance business read as insurance cover ----
  // An outsourcing agreement with a life insurer recites that the insurer "desires to obtain EDP services from VIP for the
  // processing and administration of its insurance policies": the review cited that recital as the provider's duty to
  // insure. Insurance that is the customer's business (an insurance company, its policies administered, an insurance
  // broker's trade) is the subject of the work, not cover; a duty to carry cover beside it still is one.
  const insurer = (recital: string, duty = '') => `OUTSOURCING AGREEMENT\nThis Agreement is made between Northshore Life Assurance Company (the "Customer") and Ledgerpoint Processing Ltd. (the "Provider").\n${recital}\n1. Services. The Provider shall host and operate the Customer's policy administration system.\n2. Fees. The Customer shall pay the Provider's monthly invoices within thirty (30) days.\n${duty ? `3. Insurance. ${duty}\n` : ''}4. Law. This Agreement is governed by the laws of Ontario.\n`;
  const cover = 'The Provider shall maintain errors and omissions insurance of at least C$2,000,000 for each claim.';
  const businesses = [
    'WHEREAS, the Customer is a life insurance company licensed in Ontario and wishes to outsource the processing and administration of its insurance policies to the Provider;',
    'Background: (A) The Customer carries on an insurance broking business and arranges insurance policies for its clients across Canada.',
    'WHEREAS, the Provider provides data processing services to insurance companies, and the Customer, an insurer, wishes to use them to administer its insurance policies and claims;',
  ];
  rows('the customer\'s insurance business is no insurance cover', businesses.map((b) => [
    bad('services', 'services.insurance', insurer(b), 'missing'),
    good('services', 'services.insurance', insurer(b, cover)),
  ]));
  // ---- a cap that lists its amounts after a lead-in ----
  // "a Party's liability ... shall be limited to the following events, and the following amounts: a) for direct damage to
  // physical goods ...: up to a maximum of ... per event; b) ..." gave the key term liability_cap "the following events,
  // and the following amounts:", the lead-in's words. A cap whose measure is "the following" is stated in its items: the
  // first item's sum, else none.
  const capped = (clause: string) => `HOSTING AGREEMENT\nThis Agreement is made between Polder Telecom B.V. ("Operator") and Kestrel Mobile AG ("Customer").\n1. Services. Operator shall host the Customer's subscribers on its network.\n12. Liability\n${clause}\n13. Law. This Agreement is governed by the laws of the Netherlands.\n`;
  const lists: [string, string | null][] = [
    ['12.1 A Party\'s liability for damage suffered by the other Party shall be limited to the following events and the following amounts:\na) for damage to physical goods: up to a maximum of EUR 1,000,000 per event;\nb) for damage resulting from a material breach: up to a maximum of EUR 250,000 per year.', 'EUR 1,000,000 per event'],
    ['12.1 The total liability of each party is limited to the following amounts:\n(a) for loss of or damage to data, up to $200,000 in aggregate; and\n(b) for all other claims, up to $500,000 in aggregate.', '$200,000 in aggregate'],
    ['12.1 Each party\'s liability under this Agreement shall not exceed the following sums:\n(i) for property damage, a maximum of £2,000,000;\n(ii) for any other loss, a maximum of £750,000.', '£2,000,000'],
    // (the twin: a cap whose measure is in the sentence itself)
    ['12.1 A Party\'s liability for damage suffered by the other Party shall be limited to the fees paid in the twelve months before the claim.', 'the fees paid in the twelve months before the claim'],
  ];
  describe('a cap that lists its amounts after a lead-in', () => {
    for (const [clause, cap] of lists) {
      it(`${cap}`, () => {
        expect(extractKeyTerms(capped(clause)).liability_cap).toBe(cap);
      });
    }
  });
  // ---- a notice counted in the singular, "one month's notice" ----
  // (leftovers 30 saw it) A right to end the agreement on "one month's written notice", "a week's notice" or "one day's
  // notice" was not read as a right on notice: the pattern took "months'" and "month" but not "month's". The plural
  // possessive was read already; the supplier's right alone leaves the client none, and a notice that only stops a
  // renewal still is no right to end at will.
  const notice = (clause: string) => `SERVICES AGREEMENT\nThis Agreement is made between Harbour Bank Limited (the "Client") and Netcore Systems Pty Ltd (the "Supplier").\n1. Services. The Supplier shall provide the network services in Schedule 1.\n2. Fees. The Client shall pay the Supplier's invoices within 30 days.\n3. Termination. ${clause}\n4. Law. This Agreement is governed by the laws of Victoria.\n`;
  rows('a notice counted in the singular', [
    [bad('services', 'services.termination_for_convenience', notice('The Supplier may terminate this Agreement by giving one month\'s written notice to the Client.')),
      good('services', 'services.termination_for_convenience', notice('The Client may terminate this Agreement by giving one month\'s written notice to the Supplier.'))],
    [bad('services', 'services.termination_for_convenience', notice('The Agreement renews each year unless the Client gives a week\'s notice before the renewal date.'), 'missing'),
      good('services', 'services.termination_for_convenience', notice('The Client may end this Agreement on a week\'s notice in writing to the Supplier.'))],
    [bad('services', 'services.termination_for_convenience', notice('The Supplier may terminate this Agreement on one day\u2019s notice if the Client fails to pay any invoice.'), 'missing'),
      good('services', 'services.termination_for_convenience', notice('Either party may terminate this Agreement on one day\u2019s notice to the other.'))],
  ]);
});
