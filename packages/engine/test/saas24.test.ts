/**
 * Session 20 (saas24, issue 11): the SaaS playbook's exclusion of consequential loss, read from the customer's seat. A
 * customer's lawyer reading a vendor's subscription terms fights hardest over the exclusion of indirect and consequential
 * loss: one that spares only the vendor, or one that lists as "indirect" the losses the customer will suffer first when
 * the service fails (its data lost, the cost of buying a replacement service), is unacceptable; a mutual exclusion is the
 * fallback, and the preferred one carves out breach of confidentiality, breach of the data-protection and security terms,
 * the indemnities and gross negligence or wilful misconduct. Silence leaves the general law, which a customer, the likelier
 * claimant, prefers.
 *
 * Rows of our own (US, English, Australian, Indian, Canadian drafting), three wordings per class, each with a benign twin
 * that shares its words; written before the check existed. No hold-out was read.
 */
import { describe, expect, it } from 'vitest';
import { evaluation, row, rows } from './judge-rows.js';
import { applyRedlines, listBuiltInPlaybooks, review } from '../src/index.js';

const CHECK = 'saas.consequential_damages';
const saas = (text: string, position: string) => row('saas', CHECK, text, position);

// the parties, named as their drafting names them
const US = 'This Subscription Agreement is entered into between Nimbus Analytics, Inc. ("Vendor") and Redwood Freight LLC ("Customer"). Vendor provides the Subscription Service to Customer.\n\n';
const EN = 'THIS AGREEMENT is made between Larchfield Cloud Limited (the "Supplier") and Penrose Retail plc (the "Customer"). The Supplier shall provide the Services to the Customer.\n\n';
const AU = 'This Subscription Agreement is made between Cloudbridge Pty Ltd ACN 123 456 789 (Provider) and Harbour Logistics Pty Ltd ACN 987 654 321 (Subscriber). The Provider supplies the Platform to the Subscriber.\n\n';
const IN = 'This Agreement is executed between Vyapar Cloud Private Limited (the "Service Provider") and Sahyadri Textiles Limited (the "Client"). The Service Provider shall provide the SaaS Services to the Client.\n\n';
const CA = 'This Agreement is made between Maplegrid Software Inc. (the "Vendor") and Laurentian Credit Union (the "Customer"). The Vendor provides the Hosted Services to the Customer.\n\n';

// full carve-outs, in each drafting
const US_FULL = 'EXCEPT FOR A PARTY\'S BREACH OF SECTION 7 (CONFIDENTIALITY) OR SECTION 8 (DATA SECURITY), A PARTY\'S INDEMNIFICATION OBLIGATIONS, OR A PARTY\'S GROSS NEGLIGENCE OR WILLFUL MISCONDUCT, ';
const EN_FULL = '14.3 Clause 14.2 does not apply to a party\'s breach of clause 9 (Confidentiality) or clause 10 (Data Protection), to liability under the indemnities in clause 12, or to loss caused by a party\'s gross negligence or wilful misconduct.';

describe('saas24: saas.consequential_damages', () => {
  it('the SaaS playbook has the check, customer side, after the cap', () => {
    const pb = listBuiltInPlaybooks().find((p) => p.id === 'pbk_saas_standard')!;
    const ids = pb.checks.map((c) => c.check_id);
    expect(ids).toContain(CHECK);
    expect(ids.indexOf(CHECK)).toBe(ids.indexOf('saas.limitation_of_liability') + 1);
    expect(pb.checks.find((c) => c.check_id === CHECK)!.detection!.exclusion!.side).toBe('customer');
  });
});

// ---------------------------------------------------------------- one-sided: only the vendor is spared (unacceptable)
rows('an exclusion that spares only the vendor', [
  [
    saas(`${US}10.2 ${US_FULL}IN NO EVENT SHALL VENDOR BE LIABLE FOR ANY INDIRECT, INCIDENTAL, SPECIAL, CONSEQUENTIAL OR PUNITIVE DAMAGES, OR FOR LOST PROFITS OR REVENUES, ARISING OUT OF OR RELATED TO THIS AGREEMENT.`, 'unacceptable'),
    saas(`${US}10.2 ${US_FULL}IN NO EVENT SHALL EITHER PARTY BE LIABLE FOR ANY INDIRECT, INCIDENTAL, SPECIAL, CONSEQUENTIAL OR PUNITIVE DAMAGES, OR FOR LOST PROFITS OR REVENUES, ARISING OUT OF OR RELATED TO THIS AGREEMENT.`, 'preferred'),
  ],
  [
    saas(`${EN}14.2 The Supplier shall not be liable to the Customer, whether in contract, tort (including negligence), breach of statutory duty or otherwise, for any loss of profit, loss of business or goodwill, or any indirect or consequential loss arising under or in connection with this Agreement.\n${EN_FULL}`, 'unacceptable'),
    saas(`${EN}14.2 Neither party shall be liable to the other, whether in contract, tort (including negligence), breach of statutory duty or otherwise, for any loss of profit, loss of business or goodwill, or any indirect or consequential loss arising under or in connection with this Agreement.\n${EN_FULL}`, 'preferred'),
  ],
  [
    saas(`${AU}12.1 Subject to clause 12.3, the Provider is not liable to the Subscriber for any indirect or consequential loss, loss of revenue or loss of profit, however caused (including by negligence).\n12.3 Clause 12.1 does not apply to a breach of clause 8 (Confidentiality) or clause 9 (Privacy and Data Security), to the indemnities in clause 11, or to gross negligence or wilful misconduct.`, 'unacceptable'),
    saas(`${AU}12.1 Subject to clause 12.3, neither party is liable to the other for any indirect or consequential loss, loss of revenue or loss of profit, however caused (including by negligence).\n12.3 Clause 12.1 does not apply to a breach of clause 8 (Confidentiality) or clause 9 (Privacy and Data Security), to the indemnities in clause 11, or to gross negligence or wilful misconduct.`, 'preferred'),
  ],
  [
    saas(`${IN}15.2 In no event shall the Service Provider be liable to the Client for any indirect, special, incidental or consequential damages, or for loss of profits or business, howsoever arising, save in respect of breach of Clause 11 (Confidentiality), breach of Clause 12 (Data Protection and Information Security), the indemnities under Clause 13, or gross negligence or wilful misconduct.`, 'unacceptable'),
    saas(`${IN}15.2 In no event shall either Party be liable to the other for any indirect, special, incidental or consequential damages, or for loss of profits or business, howsoever arising, save in respect of breach of Clause 11 (Confidentiality), breach of Clause 12 (Data Protection and Information Security), the indemnities under Clause 13, or gross negligence or wilful misconduct.`, 'preferred'),
  ],
]);

// ---------------------------------------------------------------- direct losses excluded as if indirect (unacceptable)
rows('an exclusion that takes away the customer\'s direct losses: its data, a replacement service', [
  [
    saas(`${US}10.2 ${US_FULL}IN NO EVENT WILL EITHER PARTY BE LIABLE FOR ANY LOST PROFITS, COST OF PROCUREMENT OF SUBSTITUTE SERVICES, OR INDIRECT, SPECIAL, INCIDENTAL OR CONSEQUENTIAL DAMAGES, HOWEVER CAUSED.`, 'unacceptable'),
    saas(`${US}10.2 ${US_FULL}IN NO EVENT WILL EITHER PARTY BE LIABLE FOR ANY LOST PROFITS, OR INDIRECT, SPECIAL, INCIDENTAL OR CONSEQUENTIAL DAMAGES, HOWEVER CAUSED.`, 'preferred'),
  ],
  [
    saas(`${EN}14.2 Neither party shall be liable to the other for any loss of profits, loss or corruption of data, or any indirect or consequential loss, arising under or in connection with this Agreement.\n14.3 Clause 14.2 does not apply to liability under the indemnities in clause 12, or to loss caused by a party's gross negligence or wilful misconduct.`, 'unacceptable'),
    saas(`${EN}14.2 Neither party shall be liable to the other for any loss of profits, or any indirect or consequential loss, arising under or in connection with this Agreement.\n14.3 Clause 14.2 does not apply to liability under the indemnities in clause 12, or to loss caused by a party's gross negligence or wilful misconduct.`, 'acceptable'),
  ],
  [
    saas(`${AU}1.1 "Consequential Loss" means loss of revenue, loss of profit, loss of or damage to data, the cost of procuring replacement services, and any loss that does not arise naturally from the breach.\n12.1 Neither party is liable to the other for any Consequential Loss.`, 'unacceptable'),
    saas(`${AU}1.1 "Consequential Loss" means loss of revenue, loss of profit, loss of goodwill, and any loss that does not arise naturally from the breach.\n12.1 Neither party is liable to the other for any Consequential Loss.`, 'acceptable'),
  ],
  [
    saas(`${CA}11.1 Neither party shall be liable to the other for any special, indirect or consequential damages, lost profits, lost data or the cost of cover, even if advised of the possibility of such damages.`, 'unacceptable'),
    saas(`${CA}11.1 Neither party shall be liable to the other for any special, indirect or consequential damages or lost profits, even if advised of the possibility of such damages.`, 'acceptable'),
  ],
]);

// ---------------------------------------------------------------- data given back by a carve-out: not swallowed
rows('loss of data excluded, but given back by a carve-out for the data terms', [
  [
    saas(`${US}10.2 EXCEPT FOR A PARTY'S INDEMNIFICATION OBLIGATIONS, IN NO EVENT WILL EITHER PARTY BE LIABLE FOR ANY LOST PROFITS, LOSS OF DATA, OR INDIRECT OR CONSEQUENTIAL DAMAGES.`, 'unacceptable'),
    saas(`${US}10.2 ${US_FULL}IN NO EVENT WILL EITHER PARTY BE LIABLE FOR ANY LOST PROFITS, LOSS OF DATA, OR INDIRECT OR CONSEQUENTIAL DAMAGES.`, 'preferred'),
  ],
  [
    saas(`${EN}14.2 Neither party shall be liable for any loss of profit, loss of data or indirect or consequential loss.\n14.3 Nothing in this Agreement limits or excludes liability for death or personal injury caused by negligence, or for fraud.`, 'unacceptable'),
    saas(`${EN}14.2 Neither party shall be liable for any loss of profit, loss of data or indirect or consequential loss.\n${EN_FULL}`, 'preferred'),
  ],
  [
    saas(`${IN}15.2 Neither Party shall be liable for any indirect or consequential loss, loss of profits or loss of data, save in respect of gross negligence or wilful misconduct.`, 'unacceptable'),
    saas(`${IN}15.2 Neither Party shall be liable for any indirect or consequential loss, loss of profits or loss of data, save in respect of breach of Clause 11 (Confidentiality), breach of Clause 12 (Data Protection and Information Security), the indemnities under Clause 13, or gross negligence or wilful misconduct.`, 'preferred'),
  ],
]);

// ---------------------------------------------------------------- mutual, without some carve-outs: the fallback
rows('a mutual exclusion without the carve-outs the customer needs (the fallback, no issue)', [
  [
    saas(`${US}10.2 EXCEPT FOR A PARTY'S INDEMNIFICATION OBLIGATIONS, IN NO EVENT SHALL EITHER PARTY BE LIABLE FOR ANY INDIRECT, INCIDENTAL, SPECIAL OR CONSEQUENTIAL DAMAGES.`, 'acceptable'),
    saas(`${US}10.2 ${US_FULL}IN NO EVENT SHALL EITHER PARTY BE LIABLE FOR ANY INDIRECT, INCIDENTAL, SPECIAL OR CONSEQUENTIAL DAMAGES.`, 'preferred'),
  ],
  [
    saas(`${EN}14.2 Neither party shall be liable to the other for any indirect or consequential loss.\n14.3 Nothing in this Agreement limits or excludes liability for death or personal injury caused by negligence, or for fraud.`, 'acceptable'),
    saas(`${EN}14.2 Neither party shall be liable to the other for any indirect or consequential loss.\n${EN_FULL}`, 'preferred'),
  ],
  [
    saas(`${IN}15.2 Neither Party shall be liable to the other for any indirect, special or consequential damages, save in respect of breach of Clause 11 (Confidentiality).`, 'acceptable'),
    saas(`${IN}15.2 Neither Party shall be liable to the other for any indirect, special or consequential damages, save in respect of breach of Clause 11 (Confidentiality), breach of Clause 12 (Data Protection and Information Security), the indemnities under Clause 13, or gross negligence or wilful misconduct.`, 'preferred'),
  ],
  // carve-outs that reach only the customer's own breaches protect the vendor, not the customer
  [
    saas(`${CA}11.1 EXCEPT FOR THE CUSTOMER'S BREACH OF SECTION 6 (CONFIDENTIALITY), THE CUSTOMER'S BREACH OF SECTION 7 (DATA PROTECTION), THE CUSTOMER'S INDEMNIFICATION OBLIGATIONS, AND THE CUSTOMER'S GROSS NEGLIGENCE OR WILFUL MISCONDUCT, NEITHER PARTY SHALL BE LIABLE FOR ANY INDIRECT OR CONSEQUENTIAL DAMAGES.`, 'acceptable'),
    saas(`${CA}11.1 EXCEPT FOR EITHER PARTY'S BREACH OF SECTION 6 (CONFIDENTIALITY), EITHER PARTY'S BREACH OF SECTION 7 (DATA PROTECTION), EITHER PARTY'S INDEMNIFICATION OBLIGATIONS, AND EITHER PARTY'S GROSS NEGLIGENCE OR WILFUL MISCONDUCT, NEITHER PARTY SHALL BE LIABLE FOR ANY INDIRECT OR CONSEQUENTIAL DAMAGES.`, 'preferred'),
  ],
]);

// ---------------------------------------------------------------- no exclusion, or one that binds nobody in particular
rows('silence, and an exclusion worded for no party (benign readings)', [
  [
    saas(`${US}10.1 EACH PARTY'S AGGREGATE LIABILITY ARISING OUT OF THIS AGREEMENT SHALL NOT EXCEED THE FEES PAID IN THE TWELVE (12) MONTHS PRECEDING THE CLAIM.\n10.2 IN NO EVENT SHALL VENDOR BE LIABLE FOR ANY CONSEQUENTIAL DAMAGES.`, 'unacceptable'),
    saas(`${US}10.1 EACH PARTY'S AGGREGATE LIABILITY ARISING OUT OF THIS AGREEMENT SHALL NOT EXCEED THE FEES PAID IN THE TWELVE (12) MONTHS PRECEDING THE CLAIM.`, 'preferred'),
  ],
  [
    saas(`${EN}14.2 The Supplier shall have no liability for any indirect or consequential loss.`, 'unacceptable'),
    saas(`${EN}14.2 Liability for indirect or consequential loss is excluded.`, 'acceptable'),
  ],
  [
    saas(`${AU}12.1 The Provider excludes all liability for indirect or consequential loss.`, 'unacceptable'),
    saas(`${AU}12.1 All liability for indirect or consequential loss is excluded.`, 'acceptable'),
  ],
]);

describe('saas24: the issue names what is wrong', () => {
  it('one-sided: the note says only the vendor is spared', () => {
    const { c, issue } = evaluation({ type: 'saas', check: CHECK, text: `${US}10.2 IN NO EVENT SHALL VENDOR BE LIABLE FOR ANY CONSEQUENTIAL DAMAGES.` });
    expect(c.position).toBe('unacceptable');
    expect(issue?.title ?? '').toMatch(/only (?:Provider|Vendor)/i);
  });
  it('direct losses swallowed: the note names them', () => {
    const { issue } = evaluation({ type: 'saas', check: CHECK, text: `${CA}11.1 Neither party shall be liable to the other for any indirect or consequential damages, lost profits, lost data or the cost of cover.` });
    expect(issue?.title ?? '').toMatch(/data/i);
  });
});

describe('saas24: the MSA check keeps its terms', () => {
  it('a one-sided exclusion beside a 12-month cap stays the MSA fallback', () => {
    const text = `${US}10.1 EACH PARTY'S AGGREGATE LIABILITY SHALL NOT EXCEED THE FEES PAID IN THE TWELVE (12) MONTHS PRECEDING THE CLAIM.\n10.2 IN NO EVENT SHALL VENDOR BE LIABLE FOR ANY CONSEQUENTIAL DAMAGES.`;
    const { c, issue } = evaluation({ type: 'msa', check: 'msa.consequential_damages', text });
    expect(c.position).toBe('acceptable');
    expect(issue).toBeUndefined();
  });
});

describe('saas24: a redline mends the exclusion, and accepting it resolves the issue', () => {
  const doc = (clause: string) => `${US}1. SUBSCRIPTION\n1.1 Vendor grants Customer the right to access and use the Subscription Service during the Subscription Term.\n\n10. LIMITATION OF LIABILITY\n10.1 EACH PARTY'S AGGREGATE LIABILITY ARISING OUT OF THIS AGREEMENT SHALL NOT EXCEED THE FEES PAID IN THE TWELVE (12) MONTHS PRECEDING THE CLAIM.\n${clause}\n\n11. GENERAL\n11.1 This Agreement is governed by the laws of the State of New York.\n`;
  for (const [name, clause] of [
    ['one-sided', '10.2 IN NO EVENT SHALL VENDOR BE LIABLE FOR ANY INDIRECT, INCIDENTAL, SPECIAL OR CONSEQUENTIAL DAMAGES, OR FOR LOST PROFITS, ARISING OUT OF THIS AGREEMENT.'],
    ['direct losses swallowed', '10.2 IN NO EVENT WILL EITHER PARTY BE LIABLE FOR ANY LOST PROFITS, LOSS OF DATA, COST OF PROCUREMENT OF SUBSTITUTE SERVICES, OR INDIRECT OR CONSEQUENTIAL DAMAGES.'],
  ] as const) {
    it(name, () => {
      const text = doc(clause);
      const out = review({ text, document_type: 'saas', options: { suggest_redlines: true } });
      const issue = out.review.issues.find((i) => i.check_id === CHECK);
      expect(issue?.redline_id).toBeDefined();
      const accepted = applyRedlines(text, out.clauses, out.review.redlines ?? []).text;
      expect(review({ text: accepted, document_type: 'saas' }).review.issues.map((i) => i.check_id)).not.toContain(CHECK);
    });
  }
});

// ---------------------------------------------------------------- the same terms in the services and consulting playbooks
const SV = 'This Services Agreement is made between Brightwater Facilities Ltd (the "Supplier") and Cormorant Hotels Limited (the "Customer"). The Supplier shall provide the Services to the Customer.\n\n';
const CN = 'This Consulting Agreement is entered into between Halvorsen Advisory LLC ("Consultant") and Tidewater Health Systems, Inc. ("Client"). Consultant shall perform the Services for Client.\n\n';
const IC = 'This Agreement is executed between Sahasra Consultants LLP (the "Consultant") and Deccan Power Limited (the "Client"). The Consultant shall render the consultancy services to the Client.\n\n';
rows('services and consulting: one-sided or swallowing exclusions, and their twins', [
  [
    row('services', 'services.consequential_damages', `${SV}13.2 The Supplier shall not be liable to the Customer for any indirect or consequential loss, or for any loss of profit, however arising.`, 'unacceptable'),
    row('services', 'services.consequential_damages', `${SV}13.2 Neither party shall be liable to the other for any indirect or consequential loss, or for any loss of profit, however arising.`, 'acceptable'),
  ],
  [
    row('consulting', 'consulting.consequential_damages', `${CN}9.1 EXCEPT FOR A PARTY'S INDEMNIFICATION OBLIGATIONS, NEITHER PARTY SHALL BE LIABLE FOR ANY LOST PROFITS, COSTS OF PROCURING SUBSTITUTE SERVICES, OR INDIRECT OR CONSEQUENTIAL DAMAGES.`, 'unacceptable'),
    row('consulting', 'consulting.consequential_damages', `${CN}9.1 EXCEPT FOR A PARTY'S INDEMNIFICATION OBLIGATIONS, NEITHER PARTY SHALL BE LIABLE FOR ANY LOST PROFITS, OR INDIRECT OR CONSEQUENTIAL DAMAGES.`, 'acceptable'),
  ],
  [
    row('consulting', 'consulting.consequential_damages', `${IC}12.3 In no event shall the Consultant be liable to the Client for any indirect, special or consequential damages, or loss of profits, howsoever arising.`, 'unacceptable'),
    row('consulting', 'consulting.consequential_damages', `${IC}12.3 In no event shall either Party be liable to the other for any indirect, special or consequential damages, or loss of profits, howsoever arising, save in respect of breach of Clause 9 (Confidentiality), breach of Clause 10 (Data Protection), the indemnities under Clause 11, or gross negligence or wilful misconduct.`, 'preferred'),
  ],
]);

describe('saas24: the price of the work is not consequential loss the customer bears', () => {
  it('"shall reimburse the Supplier for all direct or indirect costs" leaves a mutual exclusion at the fallback', () => {
    const text = `${SV}13.1 The Customer shall reimburse the Supplier for all direct or indirect costs and expenses of providing the Services.\n13.2 Neither party shall be liable to the other for any indirect or consequential loss.`;
    expect(evaluation({ type: 'services', check: 'services.consequential_damages', text }).c.position).toBe('acceptable');
    expect(evaluation({ type: 'msa', check: 'msa.consequential_damages', text }).c.position).toBe('preferred');
  });
  it('"shall be liable for all losses, including indirect and consequential losses" is still the customer bearing them (MSA)', () => {
    const text = `${US}10.1 Customer shall be liable to Vendor for all losses arising from its breach of this Agreement, including indirect and consequential losses and loss of profits.\n10.2 IN NO EVENT SHALL VENDOR BE LIABLE FOR ANY CONSEQUENTIAL DAMAGES.`;
    expect(evaluation({ type: 'msa', check: 'msa.consequential_damages', text }).c.position).toBe('unacceptable');
  });
});

// ---------------------------------------------------------------- plain English: "neither of us", "we" and "you"
const PE = 'These Subscription Terms are between Fernhollow Software Inc. ("Fernhollow", "we" or "us") and the customer named in the Order Form ("Customer" or "you"). We provide the Platform to you.\n\n';
rows('plain-English drafting: "neither of us" is mutual, "we will not be liable to you" is not', [
  [
    saas(`${PE}9.1 Except for the excluded claims in clause 9.3, we will not be liable to you for any lost profits or for any indirect, special or consequential damages arising out of this Agreement.\n9.3 The excluded claims are: a party's obligations under clause 8 (Indemnities); a party's breach of clause 6 (Confidentiality) or clause 7 (Data Security); and liability arising from a party's gross negligence or willful misconduct.`, 'unacceptable'),
    saas(`${PE}9.1 Except for the excluded claims in clause 9.3, neither of us will be liable to the other for any lost profits or for any indirect, special or consequential damages arising out of this Agreement.\n9.3 The excluded claims are: a party's obligations under clause 8 (Indemnities); a party's breach of clause 6 (Confidentiality) or clause 7 (Data Security); and liability arising from a party's gross negligence or willful misconduct.`, 'preferred'),
  ],
  [
    saas(`${PE}9.1 We are not responsible to you for any indirect or consequential loss.`, 'unacceptable'),
    saas(`${PE}9.1 Neither of us is responsible to the other for any indirect or consequential loss.`, 'acceptable'),
  ],
  [
    saas(`${PE}9.1 We won't be liable to you for lost profits, lost data or any indirect or consequential damages.`, 'unacceptable'),
    saas(`${PE}9.1 Neither you nor we will be liable for lost profits or any indirect or consequential damages.`, 'acceptable'),
  ],
]);

// ---------------------------------------------------------------- an indemnity named only among a limit's carve-outs is no indemnity
const IP_INDEMNITY = 'Vendor shall defend, indemnify and hold harmless Customer from and against any third-party claim alleging that the Subscription Service infringes any intellectual property right.';
rows('the indemnities named only as a carve-out from a limit of liability promise none', [
  [
    row('saas', 'saas.indemnification', `${US}10.2 EXCEPT FOR A PARTY'S INDEMNIFICATION OBLIGATIONS, NEITHER PARTY SHALL BE LIABLE FOR ANY INDIRECT OR CONSEQUENTIAL DAMAGES.`, 'missing'),
    row('saas', 'saas.indemnification', `${US}8.1 ${IP_INDEMNITY}\n10.2 EXCEPT FOR A PARTY'S INDEMNIFICATION OBLIGATIONS, NEITHER PARTY SHALL BE LIABLE FOR ANY INDIRECT OR CONSEQUENTIAL DAMAGES.`, 'preferred'),
  ],
  [
    row('saas', 'saas.indemnification', `${EN}14.2 Neither party shall be liable to the other for any indirect or consequential loss.\n14.3 Clause 14.2 does not apply to liability under any indemnity given in this Agreement.`, 'missing'),
    row('saas', 'saas.indemnification', `${EN}12.1 The Supplier shall indemnify the Customer against all losses arising from any claim that the Services infringe the intellectual property rights of a third party.\n14.2 Neither party shall be liable to the other for any indirect or consequential loss.\n14.3 Clause 14.2 does not apply to liability under any indemnity given in this Agreement.`, 'preferred'),
  ],
  [
    row('saas', 'saas.indemnification', `${AU}12.2 Each party's total liability is limited to the Fees paid in the 12 months before the claim, other than liability under an indemnity.`, 'missing'),
    row('saas', 'saas.indemnification', `${AU}11.1 The Provider indemnifies the Subscriber against any claim that the Platform infringes a third party's intellectual property rights.\n12.2 Each party's total liability is limited to the Fees paid in the 12 months before the claim, other than liability under an indemnity.`, 'preferred'),
  ],
]);
