// The lead's reading, session 22: a customer's lawyer reading a support-and-maintenance agreement a software seller
// signs with the buyer of its product line (CUAD's On2 Technologies / Wildform support and maintenance agreement, read
// through the engine, the server, the dashboard and the DOCX). Each class below is a kind of drafting that agreement
// showed, written as rows of our own wording (other verbs, order and party names; US, English, Australian, Indian and
// plain-English drafting), each with a twin sharing its words, written before the fix. The contract's own sentences are
// not among them.
import { describe, expect, it } from 'vitest';
import { extractKeyTerms } from '../src/index.js';
import { row, rows } from './judge-rows.js';

describe('the lead\'s reading, session 22', () => {
  // ---- this agreement's own date left to fill, and another agreement's date in the recitals ----
  // An agreement signed as a companion to another ("dated as of April __, 2005 ... WHEREAS the parties have entered into
  // an Asset Purchase Agreement dated as of April 4, 2005") states no date of its own: its effective date is a blank,
  // not the other agreement's date. Before, the engine reported the recital's date as the effective date.
  const opening = (date: string, recital: string) =>
    `SUPPORT SERVICES AGREEMENT\n\n${date}\n\n${recital}\n\n1. Services. The Supplier shall provide the support services described in Schedule 1.\n\n2. Fees. The Customer shall pay the fees within thirty (30) days of invoice.`;
  const cases: [string, string, string, string | null][] = [
    // [name, opening sentence, recital, effective date expected (null = a blank)]
    ['US, month with a blank day', 'This Support Services Agreement is dated as of June __, 2011 (the "Effective Date"), between Harrow Labs, Inc. (the "Customer") and Quince Software, Inc. (the "Supplier").',
      'WHEREAS, the parties have entered into an Asset Purchase Agreement dated as of June 2, 2011, under which the Customer bought the Supplier\'s product line;', null],
    ['English, day and month blank', 'THIS AGREEMENT is made on the ______ day of ______________ 2019 between Fenwick Analytics Limited (the "Customer") and Ardmore Systems Limited (the "Supplier").',
      'BACKGROUND: (A) The parties entered into a licence agreement dated 14 March 2019, which this agreement supports.', null],
    ['Australian, a bracketed blank', 'This agreement is made on [insert date] between Kookaburra Freight Pty Ltd ABN 12 345 678 901 (the "Customer") and Saltbush IT Pty Ltd (the "Supplier").',
      'Recitals: A. The Customer and the Supplier are parties to a Master Agreement dated 1 July 2020.', null],
    ['Indian, the whole date blank', 'This Support Agreement is entered into on this ________, 20__ by and between Nilgiri Textiles Private Limited (the "Customer") and Godavari Infotech Private Limited (the "Supplier").',
      'WHEREAS the Customer and the Supplier executed a Software Licence Agreement dated 5th January 2021;', null],
    // twins: the agreement's own date filled in; the recitals' date still not taken
    ['US twin, a date of its own', 'This Support Services Agreement is dated as of June 20, 2011 (the "Effective Date"), between Harrow Labs, Inc. (the "Customer") and Quince Software, Inc. (the "Supplier").',
      'WHEREAS, the parties have entered into an Asset Purchase Agreement dated as of June 2, 2011, under which the Customer bought the Supplier\'s product line;', '2011-06-20'],
    ['English twin', 'THIS AGREEMENT is made on the 21st day of March 2019 between Fenwick Analytics Limited (the "Customer") and Ardmore Systems Limited (the "Supplier").',
      'BACKGROUND: (A) The parties entered into a licence agreement dated 14 March 2019, which this agreement supports.', '2019-03-21'],
    ['Australian twin', 'This agreement is made on 3 August 2020 between Kookaburra Freight Pty Ltd ABN 12 345 678 901 (the "Customer") and Saltbush IT Pty Ltd (the "Supplier").',
      'Recitals: A. The Customer and the Supplier are parties to a Master Agreement dated 1 July 2020.', '2020-08-03'],
    ['Indian twin', 'This Support Agreement is entered into on this 9th day of February, 2021 by and between Nilgiri Textiles Private Limited (the "Customer") and Godavari Infotech Private Limited (the "Supplier").',
      'WHEREAS the Customer and the Supplier executed a Software Licence Agreement dated 5th January 2021;', '2021-02-09'],
  ];
  for (const [name, date, recital, want] of cases) {
    it(`effective date: ${name}`, () => {
      const k = extractKeyTerms(opening(date, recital));
      expect(k.effective_date).toBe(want);
      if (want === null) expect(k.sources?.effective_date?.kind).toBe('blank');
    });
  }

  // ---- a standard of care for the services, and deliverables handed over "as is" ----
  // A provider that promises to perform the services "following commonly accepted standards of care in the industry"
  // (or "consistent with generally accepted industry standards", "in line with widely accepted standards of the
  // industry") promises skill and care in other words: before, no such promise was read and the review said the
  // contract was silent. And where the deliverables are then supplied "as is" (even "except as provided in" the clause
  // with that standard, which says nothing of them), nothing promises that what the customer pays for conforms to its
  // specification: worse than the playbook's fallback (a 30-day conformity warranty). The twin adds that promise.
  const agreement = (body: string) =>
    `PROFESSIONAL SERVICES AGREEMENT\n\nThis agreement is made between Tessellate Media, Inc. (the "Customer") and Brightwater Code LLC (the "Vendor").\n\n1. Services. The Vendor will customise the Customer's video encoder and deliver the Deliverables described in Exhibit B.\n\n2. Fees. The Customer will pay the fees in Exhibit B within thirty (30) days of invoice.\n\n3. Warranties.\n\n${body}\n\n4. Governing Law. This agreement is governed by the laws of the State of New York.`;
  const w = (body: string, position: string) => row('services', 'services.services_warranty', agreement(body), position);
  rows('a standard of care for the services, with the deliverables "as is"', [
    [w('3.1 The Vendor shall perform the Services following commonly accepted standards of care in the industry.\n\n3.2 EXCEPT AS PROVIDED IN SECTION 3.1, THE DELIVERABLES ARE PROVIDED "AS IS" WITHOUT WARRANTY OF ANY KIND.', 'unacceptable'),
      w('3.1 The Vendor shall perform the Services following commonly accepted standards of care in the industry, and warrants that each Deliverable will conform to its specification for ninety (90) days after acceptance.\n\n3.2 EXCEPT AS PROVIDED IN SECTION 3.1, THE DELIVERABLES ARE PROVIDED "AS IS" WITHOUT WARRANTY OF ANY KIND.', 'preferred')],
    [w('3.1 The Vendor will carry out the Services consistent with generally accepted industry standards.\n\n3.2 Save as set out in clause 3.1, all Deliverables are supplied on an "as is" basis and all other warranties are excluded.', 'unacceptable'),
      w('3.1 The Vendor will carry out the Services consistent with generally accepted industry standards, and the Deliverables will conform to the Specification for ninety (90) days after acceptance.\n\n3.2 Save as set out in clause 3.1, all Deliverables are supplied on an "as is" basis and all other warranties are excluded.', 'preferred')],
    [w('3.1 The Vendor shall render the Services in line with widely accepted standards of the industry.\n\n3.2 Except for the undertaking in clause 3.1, the Work Product is delivered "as is".', 'unacceptable'),
      w('3.1 The Vendor shall render the Services in line with widely accepted standards of the industry, and the Work Product shall conform to the Statement of Work for ninety (90) days after acceptance.\n\n3.2 Except for the undertaking in clause 3.1, the Work Product is delivered "as is".', 'preferred')],
  ]);
  rows('a standard of care for the services in other words, alone', [
    [w('3.1 The Vendor makes no promise as to the standard of the Services.', 'missing'),
      w('3.1 The Vendor shall perform the Services following commonly accepted standards of care in the industry.', 'preferred')],
    [w('3.1 The Vendor gives no undertaking as to how the Services are carried out.', 'missing'),
      w('3.1 The Vendor will carry out the Services consistent with generally accepted industry standards.', 'preferred')],
    [w('3.1 Nothing in this agreement sets a standard for the Services.', 'missing'),
      w('3.1 The Vendor shall render the Services in line with widely accepted standards of the industry.', 'preferred')],
  ]);

  // ---- the general terms of another contract made to apply to this one ----
  // A maintenance contract that replaces an annex of a purchase contract says "The General Terms and Conditions of the
  // original Purchase and License Contract shall also be valid for Maintenance and Support": the terms it does not state
  // itself (the law, confidentiality, ownership) come from that contract, as they do from a master agreement that governs
  // it. The governing law is stated by reference (acceptable, no issue), not "No governing law is stated". The twin says
  // the other contract's terms do not apply, and the law is then missing.
  const support = (clause: string) =>
    `MAINTENANCE AND SUPPORT CONTRACT\n\nThis contract is concluded between Danubia Mobile a.s. ("Customer") and Alpweg Systems AG ("Supplier").\n\n1. Services. The Supplier provides second-level support for the Customer's prepaid billing platform.\n\n2. Fees. The Customer pays the annual fee within thirty (30) days of the invoice date.\n\n3. General. ${clause}\n\n4. Term. This contract runs for two (2) years from 1 March 2021.`;
  const law = (clause: string, position: string) => row('services', 'services.governing_law', support(clause), position);
  rows('the general terms of another contract made to apply to this one', [
    [law('The General Terms and Conditions of the original Purchase and License Contract shall also be valid for Maintenance and Support.', 'acceptable'),
      law('The General Terms and Conditions of the original Purchase and License Contract shall not be valid for Maintenance and Support.', 'missing')],
    [law('The terms and conditions of the Hardware Supply Agreement dated 2 May 2019 apply to this contract as if set out in full.', 'acceptable'),
      law('The terms and conditions of the Hardware Supply Agreement dated 2 May 2019 do not apply to this contract.', 'missing')],
    [law('Save as set out above, the terms of the Platform Licence Agreement will also govern the support services.', 'acceptable'),
      law('Save as set out above, the terms of the Platform Licence Agreement will cease to govern the support services.', 'missing')],
  ]);

  // ---- a time to pay counted "after" or "from" the invoice date ----
  // Fees billed "semi-annually in advance" with every invoice "due and payable 30 days after the invoice date" give the
  // customer thirty days to pay: the playbook's preferred position. Before, only a period "within" so many days was read
  // as a time to pay, so the billing in advance alone was read and the review said payment was due too quickly. The
  // adverse side keeps the billing in advance with no time to pay.
  const billing = (clause: string) =>
    `SUPPORT SERVICES AGREEMENT\n\nThis agreement is made between Larchmont Freight Inc. (the "Customer") and Oakridge Data Systems LLC (the "Provider").\n\n1. Services. The Provider will maintain and support the Customer's routing software.\n\n2. Fees. ${clause}\n\n3. Term. This agreement runs for two (2) years.`;
  const pay = (clause: string, position: string) => row('services', 'services.payment_terms', billing(clause), position);
  rows('a time to pay counted after or from the invoice date', [
    [pay('Support fees are payable semi-annually in advance.', 'unacceptable'),
      pay('Support fees are payable semi-annually in advance. All invoices are due and payable thirty (30) days after the invoice date.', 'preferred')],
    [pay('The annual support fee is payable yearly in advance.', 'unacceptable'),
      pay('The annual support fee is payable yearly in advance. Each invoice shall be paid forty-five (45) days from the date of the invoice.', 'preferred')],
    [pay('Support charges are to be paid quarterly in advance.', 'unacceptable'),
      pay('Support charges are to be paid quarterly in advance, and payment is to be made 30 days following receipt of a correct invoice.', 'preferred')],
  ]);

  // ---- a price change offered in advance, with the customer free to leave ----
  // "Sicap reserves the right to adjust the prices annually. The offer must be submitted three (3) months in advance and
  // EuroTel may decide within one (1) month to prolong or terminate": the change comes with advance warning and a way out,
  // the playbook's fallback (acceptable, no issue). Before, only the words "notice" and "terminate" were read as that
  // way out. The adverse side keeps the advance offer and takes away the exit. (Read within one sentence: where the way
  // out is the next sentence, as in that contract, it is not read yet; joining sentences for this check broke other
  // readings, see the README.)
  const prices = (clause: string) =>
    `SUPPORT SERVICES AGREEMENT\n\nThis agreement is made between Larchmont Freight Inc. (the "Customer") and Oakridge Data Systems LLC (the "Provider").\n\n1. Services. The Provider will maintain and support the Customer's routing software.\n\n2. Fees. The Customer will pay each invoice within thirty (30) days of receipt.\n\n3. Price Changes. ${clause}\n\n4. Amendments. This agreement may be amended only in writing signed by both parties.`;
  const price = (clause: string, position: string) => row('services', 'services.unilateral_changes', prices(clause), position);
  rows('a price change offered in advance, with the customer free to leave', [
    [price('After the first year the Provider may adjust the prices annually, offering any new prices three (3) months in advance, and the Customer shall then pay them.', 'unacceptable'),
      price('After the first year the Provider may adjust the prices annually, offering any new prices three (3) months in advance, and the Customer may then decide to continue or terminate this agreement.', 'acceptable')],
    [price('The Provider may revise its support fees once a year by sending the Customer a revised price list 90 days in advance; the revised fees apply from the end of the current year.', 'unacceptable'),
      price('The Provider may revise its support fees once a year by sending the Customer a revised price list 90 days in advance; the Customer may reject the revised fees and cancel this agreement at the end of the current year.', 'acceptable')],
    [price('We may change our prices each year if we tell you about the new price two months in advance, and it then applies to you.', 'unacceptable'),
      price('We may change our prices each year if we tell you about the new price two months in advance, and you can then cancel before it takes effect.', 'acceptable')],
  ]);

  // ---- a price change in a sentence that names "this Agreement" ----
  // A free hand to raise prices was not read at all when its sentence named the agreement ("may increase the fees payable
  // under this Agreement at any time"): the word "Agreement" was taken for the customer's agreement to the change. Only
  // an agreement to the change limits it ("by mutual agreement", "with the Customer's prior written agreement").
  rows('a price change in a sentence that names "this Agreement"', [
    [price('The Provider may increase the fees payable under this Agreement at any time.', 'unacceptable'),
      price('The Provider may increase the fees payable under this Agreement at any time by mutual agreement.', 'preferred')],
    [price('The Provider may revise the charges set out in Schedule 2 of this Agreement on each anniversary of the Commencement Date.', 'unacceptable'),
      price('The Provider may revise the charges set out in Schedule 2 of this Agreement on each anniversary of the Commencement Date with the Customer\'s prior written agreement.', 'preferred')],
    [price('The Provider can change the rates in this Agreement whenever it chooses.', 'unacceptable'),
      price('The Provider can change the rates in this Agreement whenever the parties so decide by written agreement signed by both of them.', 'preferred')],
  ]);

  // ---- a person's description set off before the name ----
  // An endorsement or talent agreement often describes the person before naming them: "between professional golfer, TOM
  // WATSON, (hereinafter ...)". The description is not the party: before, the parties read "professional golfer". The
  // twins name the person first, as was already read.
  const talent = (opening: string) => `ENDORSEMENT AGREEMENT\n\n${opening}\n\n1. Term. The term of this agreement is two (2) years.`;
  const people: [string, string, string[]][] = [
    ['US, capitals', 'This Agreement is entered into on March 2, 2015 between professional tennis player, MARIA SOLANO, (hereinafter referred to as "PLAYER") and COURTLINE SPORTS, INC. (hereinafter referred to as "COURTLINE").', ['MARIA SOLANO', 'COURTLINE SPORTS, INC.']],
    ['English', 'This Agreement is made on 3 May 2019 between recording artist, Jane Doe (the "Artist"), and Harbour Records Limited (the "Label").', ['Jane Doe', 'Harbour Records Limited']],
    ['Indian', 'This Agreement is made on 1 June 2021 by and between renowned chef, Arjun Mehta (hereinafter "the Chef") and Saffron Foods Private Limited (hereinafter "the Company").', ['Arjun Mehta', 'Saffron Foods Private Limited']],
    ['twin, the name first', 'This Agreement is made on 3 May 2019 between Jane Doe, a recording artist (the "Artist"), and Harbour Records Limited (the "Label").', ['Jane Doe', 'Harbour Records Limited']],
  ];
  for (const [name, opening, want] of people) {
    it(`parties: a description before the name, ${name}`, () => expect(extractKeyTerms(talent(opening)).parties).toEqual(want));
  }
});

