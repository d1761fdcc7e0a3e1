// The lead's reading, session 23: a buyer's lawyer reading a manufacturing and supply agreement a medical-device company
// signs with its contract manufacturer (CUAD's Vapotherm / Medica manufacturing and supply agreement, read through the
// engine, the server, the dashboard and the DOCX). Each class below is a kind of drafting that agreement showed, written
// as rows of our own wording (other verbs, order and party names; US, English, Australian, Indian and plain-English
// drafting), each with a twin sharing its words, written before the fix. The contract's own sentences are not among them.
import { describe, expect, it } from 'vitest';
import { segment } from '../src/index.js';
import { evaluation, row, rows } from './judge-rows.js';

describe('the lead\'s reading, session 23', () => {
  // ---- an ending both parties must agree to is no right to terminate ----
  // "The parties may terminate this Agreement at any time by written agreement" gives neither party anything: any
  // contract can be ended by both parties agreeing to end it. Before, its "at any time" read as the customer's right to
  // terminate for convenience (entailed, preferred), so a buyer held to a term with no exit was told it had one. The twin
  // gives the customer a real right on notice, in the same words.
  const supply = (type: 'msa' | 'services' | 'saas' | 'license', clause: string) =>
    `SUPPLY AGREEMENT\n\nThis agreement is made between Harrow Medical, Inc. (the "Customer") and Quince Components S.r.l. (the "Provider").\n\n1. Supply. The Provider shall manufacture and supply the products ordered by the Customer.\n\n2. Payment. The Customer shall pay each invoice within thirty (30) days of its date.\n\n3. Term and Termination.\n\n3.1 This agreement runs for three (3) years from its date.\n\n3.2 Either party may terminate this agreement if the other materially breaches it and fails to cure the breach within thirty (30) days of notice.\n\n3.3 ${clause}\n\n4. Governing Law. This agreement is governed by the laws of the State of New York.`;
  const t = (type: 'msa' | 'services' | 'saas' | 'license', clause: string, position: string) =>
    row(type, `${type}.termination_for_convenience`, supply(type, clause), position);
  rows('an ending both parties must agree to is no right to terminate for convenience', [
    [t('msa', 'The parties may terminate this agreement at any time by mutual written agreement.', 'missing'),
      t('msa', 'The Customer may terminate this agreement at any time by written notice to the Provider.', 'preferred')],
    [t('services', 'This agreement may be terminated at any time by the written consent of both parties.', 'missing'),
      t('services', 'This agreement may be terminated at any time by the Customer on thirty (30) days\' written notice to the Provider.', 'preferred')],
    [t('msa', 'This agreement may be brought to an end at any time upon the mutual agreement in writing of the Customer and the Provider.', 'missing'),
      t('msa', 'This agreement may be brought to an end at any time by the Customer giving thirty (30) days\' notice in writing to the Provider.', 'preferred')],
    [t('saas', 'The Customer and the Provider may terminate this agreement at any time with each other\'s prior written consent.', 'missing'),
      t('saas', 'The Customer may terminate this agreement at any time without the Provider\'s consent, on thirty (30) days\' written notice.', 'preferred')],
  ]);
  // ---- insurance named as the measure of a liability is no duty to insure ----
  // A cap "the greater of $X and the amount of insurance coverage actually paid to the developer" (or "limited to the
  // proceeds recovered under its insurance policies", "the amount paid out by its insurer") says what a claim recovers if
  // cover happens to exist; nothing in it makes the provider carry insurance. Before, the insurance check read it as the
  // provider's duty to insure (entailed, preferred), hiding that the contract asks for no cover at all. The twin adds a
  // real duty to insure beside the same cap.
  const design = (type: 'services' | 'consulting', clause: string) =>
    `DESIGN SERVICES AGREEMENT\n\nThis agreement is made between Harrow Medical, Inc. (the "Customer") and Quince Design LLC (the "Provider").\n\n1. Services. The Provider shall design the surgical guides described in the Work Plan.\n\n2. Fees. The Customer shall pay each invoice within thirty (30) days of its date.\n\n3. Liability. ${clause}\n\n4. Governing Law. This agreement is governed by the laws of the State of New York.`;
  const duty = ' The Provider shall maintain product liability insurance of at least $5,000,000 per occurrence and provide certificates of insurance on request.';
  const ins = (type: 'services' | 'consulting', clause: string, position: string) => row(type, `${type}.insurance`, design(type, clause), position);
  rows('insurance named as the measure of a liability is no duty to insure', [
    [ins('services', 'The Provider\'s liability for any claim shall not exceed the greater of $250,000 and the amount of insurance coverage actually paid to the Provider in respect of that claim.', 'missing'),
      ins('services', 'The Provider\'s liability for any claim shall not exceed the greater of $250,000 and the amount of insurance coverage actually paid to the Provider in respect of that claim.' + duty, 'preferred')],
    [ins('services', 'The Provider\'s total liability shall be limited to the proceeds recovered under its insurance policies in respect of the claim.', 'missing'),
      ins('services', 'The Provider\'s total liability shall be limited to the proceeds recovered under its insurance policies in respect of the claim.' + duty, 'preferred')],
    [ins('consulting', 'Any liability of the Provider is limited to the amount paid out by its insurer under the relevant policy of insurance.', 'missing'),
      ins('consulting', 'Any liability of the Provider is limited to the amount paid out by its insurer under the relevant policy of insurance.' + duty, 'preferred')],
  ]);
  // ---- numbered clauses run into the line after a sentence's end (PDF text with pages on one line) ----
  // A PDF conversion that leaves each page as one line puts a clause's number and heading after the sentence before it,
  // two or three spaces apart: "... related to this Agreement.   7.2 Limitation of Liability. EXCEPT FOR ...". Before,
  // only the first clause after each article heading was found, so everything in 7.2 and 7.3 was cited as "7.1", and a
  // cap or an indemnity was read inside the clause before it. A clause number that follows the one before it (or
  // starts the next article) is a clause; a cross-reference, a sum or a table of contents run together is not.
  const sections = (text: string) => segment(text).map((c) => c.section).filter((x) => /^\d/.test(x));
  const page = (body: string) => `SUPPLY AGREEMENT\n\nThis Agreement is made between Harrow Medical, Inc. ("Customer") and Quince Components S.r.l. ("Supplier").   ${body}`;
  const pdf: [string, string, string[]][] = [
    ['US, articles with run-in clauses',
      page('ARTICLE 6 WARRANTIES   6.1 Authority. Each party has full power to enter into this Agreement.   6.2 Services. Supplier warrants that the Services will be performed in a workmanlike manner.   ARTICLE 7 LIABILITY   7.1 Safety. Each party is responsible for the safety of its own personnel.   7.2 Limitation of Liability. IN NO EVENT SHALL SUPPLIER\'S LIABILITY EXCEED THE FEES PAID.   7.3 Indemnification. Supplier shall indemnify Customer against third-party claims.'),
      ['6.1', '6.2', '7.1', '7.2', '7.3']],
    ['English, a page number and footer between clauses',
      'SUPPLY AGREEMENT\n\n12.1 Notices. Any notice shall be in writing and delivered by hand or by post.   12.2 Assignment. Neither party may assign this agreement without the   14   Source: ACME PLC, annual report\nother\'s consent.   12.3 Governing Law. This agreement is governed by the laws of England and Wales.',
      ['12.1', '12.2', '12.3']],
    ['Australian, a clause with lettered items before the next',
      page('SECTION 8 TERMINATION   8.1 Term. This agreement runs for two years.   8.2 Termination for Cause. Either party may terminate if the other: (a) breaches this agreement; or (b) becomes insolvent.   8.3 Effect of Termination. On termination the Customer pays for work done.'),
      ['8', '8.1', '8.2', '8.3']],
    ['English, headings ended by colons, a blank clause, numbers glued to their headings',
      'SUPPLY AGREEMENT\n\n14.1 Survival: the obligations in clause 9 survive termination.   14.2 Left intentionally blank     14.3 No waiver: a failure to enforce a right is not a waiver of it.   14.4Language: this agreement is made in English.   14.5Counterparts: this agreement may be signed in counterparts.',
      ['14.1', '14.2', '14.3', '14.4', '14.5']],
  ];
  for (const [name, text, want] of pdf) {
    it(`run-in clauses: ${name}`, () => expect(sections(text).filter((x) => !/[(¶]/.test(x))).toEqual(want));
  }
  // twins: the same numbers where they are not clauses
  const notClauses: [string, string, string[]][] = [
    ['a cross-reference after a full stop', page('ARTICLE 7 LIABILITY   7.1 Cap. Liability is limited as set out below. The exceptions are those in Section 7.3.   7.3 million dollars is the most either party pays.'), ['7.1']],
    ['a table of contents run together', page('CONTENTS   1.1 Definitions 1 1.2 Interpretation 2 2.1 Services 3 2.2 Fees 4'), []],
    ['a number out of order', page('ARTICLE 4 FEES   4.1 Fees. The Customer pays the fees in Schedule 2.   9.4 Other Terms. These apply as well.'), ['4.1']],
  ];
  for (const [name, text, want] of notClauses) {
    it(`not run-in clauses: ${name}`, () => expect(sections(text).filter((x) => !/[(¶]/.test(x))).toEqual(want));
  }
  // ---- an assignment of an interest in intellectual property is not an assignment of the agreement ----
  // A development agreement deals with who may assign a share of the jointly owned results ("Neither Party shall assign
  // a partial interest in the Joint IP", "may assign its share of the jointly owned patents to any third party"). Before,
  // the assignment check read such a sentence as the agreement's assignment clause: a bar on assigning an interest in
  // the Joint IP passed as "preferred" where the contract said nothing of assigning the agreement, and a free transfer of
  // a share of the patents raised "Provider may assign the agreement without consent". Rows: the interest in IP alone (the
  // agreement's assignment not addressed: acceptable, no issue); twins: the same words about the agreement itself.
  const develop = (type: 'services' | 'msa' | 'consulting' | 'license', clause: string) =>
    `DEVELOPMENT AGREEMENT\n\nThis agreement is made between Harrow Medical, Inc. (the "Customer") and Quince Design LLC (the "Provider").\n\n1. Services. The Provider shall develop the surgical guides described in the Work Plan.\n\n2. Fees. The Customer shall pay each invoice within thirty (30) days of its date.\n\n3. Joint Results. All inventions made jointly by the parties are owned by them jointly. ${clause}\n\n4. Governing Law. This agreement is governed by the laws of the State of New York.`;
  const asg = (type: 'services' | 'msa' | 'consulting' | 'license', clause: string, position: string) => row(type, `${type}.assignment`, develop(type, clause), position);
  rows('an assignment of an interest in intellectual property is not an assignment of the agreement', [
    [asg('services', 'Each party may assign its share of the jointly owned patents to any third party without the other party\'s approval.', 'acceptable'),
      asg('services', 'Each party may assign this agreement to any third party without the other party\'s approval.', 'unacceptable')],
    [asg('msa', 'The Provider may transfer its rights in the Deliverables to any person without the Customer\'s consent.', 'acceptable'),
      asg('msa', 'The Provider may transfer this agreement to any person without the Customer\'s consent.', 'unacceptable')],
    [asg('consulting', 'Neither party shall assign a partial interest in the Joint IP to anyone (i.e., neither party shall create further joint owners).', 'acceptable'),
      asg('consulting', 'Neither party shall assign this agreement to anyone without the other\'s prior written consent.', 'preferred')],
  ]);
  // ---- the clause whose heading names the check is cited first ----
  // "10.2 Assignment and Change of Control" is typed by its second subject (change of control), so the assignment check
  // cited, before it, a representation that no property is "transferred ... pursuant to this Agreement" and a
  // bankruptcy "assumption and assignment": the clause a lawyer looks for came last or not at all. A clause whose heading
  // names the check's clause type now comes after the clauses of that type and before the rest.
  const tail = (heading: string, body: string) =>
    `DEVELOPMENT AGREEMENT\n\nThis agreement is made between Harrow Medical, Inc. (the "Customer") and Quince Design LLC (the "Provider").\n\n6. Representations. Each party represents that its performance of this agreement will not result in any lien on property transferred pursuant to this agreement.\n\n8. Insolvency. Nothing in this agreement limits a party's rights on the assumption and assignment of this agreement in bankruptcy.\n\n10. ${heading}. ${body}\n\n11. Governing Law. This agreement is governed by the laws of the State of New York.`;
  const firstCited: [string, string, string, string][] = [
    ['US', 'Assignment and Change of Control', 'Neither party may assign any of its rights or obligations under this agreement without the prior written consent of the other party, except to a successor to its whole business.', '10'],
    ['English', 'Assignment; Change of Control', 'Neither party shall assign or transfer this agreement without the prior written consent of the other, such consent not to be unreasonably withheld.', '10'],
    ['Australian', 'Change of Control and Assignment', 'A party must not assign its rights under this agreement without the other party\'s prior written consent.', '10'],
  ];
  for (const [name, heading, body, section] of firstCited) {
    it(`the assignment clause is cited first: ${name}`, () => {
      const { c } = evaluation({ type: 'services', check: 'services.assignment', text: tail(heading, body) });
      expect(c.evidence[0]?.section).toBe(section);
    });
  }
  // ---- a cap that takes the indemnities in ----
  // "Each party's maximum aggregate liability ..., whether or not pursuant to the indemnification provisions contained in
  // Section 12, shall be limited to $..." caps the supplier's indemnity (product liability, infringement) with everything
  // else. The playbook's preferred cap carves the indemnities out; one that takes them in is the fallback at best. Before,
  // the cap read preferred. The twins carve the indemnities out in the same words.
  const capped = (type: 'msa' | 'saas' | 'services', clause: string) =>
    `SUPPLY AGREEMENT\n\nThis agreement is made between Harrow Medical, Inc. (the "Customer") and Quince Components S.r.l. (the "Provider").\n\n1. Supply. The Provider shall manufacture and supply the products ordered by the Customer.\n\n2. Payment. The Customer shall pay each invoice within thirty (30) days of its date.\n\n3. Indemnity. The Provider shall indemnify the Customer against all losses arising from any third-party claim that the products infringe intellectual property rights or caused personal injury.\n\n4. Liability. ${clause}\n\n5. Governing Law. This agreement is governed by the laws of the State of New York.`;
  const cap = (type: 'msa' | 'saas' | 'services', clause: string, position: string) => row(type, `${type}.limitation_of_liability`, capped(type, clause), position);
  rows('a cap that takes the indemnities in is the fallback at best', [
    [cap('msa', 'Notwithstanding any other provision of this agreement, each party\'s maximum aggregate liability for all claims, whether or not pursuant to the indemnification provisions in clause 3, shall be limited to the fees paid in the twelve (12) months before the claim.', 'acceptable'),
      cap('msa', 'Notwithstanding any other provision of this agreement, each party\'s maximum aggregate liability for all claims, except for the indemnification provisions in clause 3, shall be limited to the fees paid in the twelve (12) months before the claim.', 'preferred')],
    [cap('services', 'The total liability of each party under this agreement, including its liability under the indemnities, shall not exceed the fees paid in the twelve (12) months preceding the claim.', 'acceptable'),
      cap('services', 'The total liability of each party under this agreement, other than its liability under the indemnities, shall not exceed the fees paid in the twelve (12) months preceding the claim.', 'preferred')],
    [cap('saas', 'Each party\'s aggregate liability under this agreement, its indemnity obligations included, is limited to the fees paid in the twelve (12) months before the claim.', 'acceptable'),
      cap('saas', 'Each party\'s aggregate liability under this agreement, excluding its indemnity obligations, is limited to the fees paid in the twelve (12) months before the claim.', 'preferred')],
  ]);
  // ---- the price of goods paid on signing ----
  // A one-off sale of goods whose buyer "will remit payment upon execution of this agreement" pays everything before
  // anything is delivered or inspected. Before, a payment tied to signing was not read as a time to pay at all (not
  // mentioned, acceptable). Now it is what paying before delivery is: unacceptable. The twins pay after delivery in the
  // same words; a fee for support services paid on signing is not the goods' price and stays as it was.
  const sale = (clause: string) =>
    `SUPPLY AGREEMENT\n\nThis agreement is made between Harrow Foods, Inc. (the "Customer") and Quince Farms LLC (the "Provider").\n\n1. Product. The Provider shall sell and deliver 30,000 lbs of dried apricots (the "Product") to the Customer at a price of $5.00 per pound.\n\n2. Payment. ${clause}\n\n3. Governing Law. This agreement is governed by the laws of the State of Colorado.`;
  const pay = (clause: string, position: string) => row('msa', 'msa.payment_terms', sale(clause), position);
  rows('the price of goods paid on signing', [
    [pay('The Customer will remit payment for the Product upon execution of this agreement.', 'unacceptable'),
      pay('The Customer will remit payment for the Product within thirty (30) days after delivery.', 'preferred')],
    [pay('The purchase price shall be paid in full on signing of this agreement.', 'unacceptable'),
      pay('The purchase price shall be paid in full within thirty (30) days of the invoice, issued on delivery.', 'preferred')],
    [pay('The Customer shall pay the total price of the goods at the time of signature of this contract.', 'unacceptable'),
      pay('The Customer shall pay the total price of the goods within forty-five (45) days after the goods are delivered.', 'preferred')],
  ]);
  // ---- rights named among what confidentiality protects are no sign that anything is made ----
  // A sale of farm produce whose confidentiality clause says the protected information "will include all Intellectual
  // Property, processes, pricing" has nothing made for the buyer whose ownership needs settling. Before, the words
  // "Intellectual Property" there made the ownership check apply, and it raised "The contract does not say who owns the
  // deliverables". The twins add work the supplier does make for the buyer (a design, a formulation, a report).
  const produce = (extra: string, conf: string) =>
    `SUPPLY AGREEMENT\n\nThis agreement is made between Harrow Foods, Inc. (the "Customer") and Quince Farms LLC (the "Provider").\n\n1. Product. The Provider shall sell and deliver 30,000 lbs of dried apricots (the "Product") to the Customer at a price of $5.00 per pound, payable within thirty (30) days of delivery.${extra}\n\n2. Confidential Information. ${conf}\n\n3. Governing Law. This agreement is governed by the laws of the State of Colorado.`;
  const own = (extra: string, conf: string, position: string) => row('msa', 'msa.ip_ownership', produce(extra, conf), position);
  rows('rights named among what confidentiality protects are no sign that anything is made', [
    [own('', 'Confidential information will include all intellectual property, processes and pricing of either party.', 'acceptable'),
      own(' The Provider shall also design the retail packaging for the Product.', 'Confidential information will include all intellectual property, processes and pricing of either party.', 'missing')],
    [own('', 'Each party shall keep confidential the other\'s technical information, know-how and prices.', 'acceptable'),
      own(' The Provider shall also develop a drying process report for the Customer.', 'Each party shall keep confidential the other\'s technical information, know-how and prices.', 'missing')],
    [own('', 'Neither party shall disclose the other\'s confidential information, including its patents applied for, copyrights and trade secrets.', 'acceptable'),
      own(' The Provider shall also create a new apricot blend formulation for the Customer.', 'Neither party shall disclose the other\'s confidential information, including its patents applied for, copyrights and trade secrets.', 'missing')],
  ]);
});
