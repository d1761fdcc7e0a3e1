/**
 * Session 21 (gaps25, issue 11): checks practitioners expect that the typed playbooks lacked (saas24's audit).
 *
 * 1. `saas.assignment`, from the customer's seat (CUAD Anti-Assignment, Change of Control), on the reader the MSA,
 *    services and licence `assignment` checks share: the provider free to assign to anyone, or on mere notice, while the
 *    customer needs consent, is unacceptable; the provider alone free to assign to its affiliates or to the buyer of its
 *    business is the fallback; consent both ways, with a successor exception for either party, is preferred; silence
 *    leaves the general law (acceptable). The customer's own freedom to assign is no issue of the customer's.
 * 2. `license.consequential_damages`, from the licensee's seat, on saas24's shared reader: an exclusion that spares only
 *    the licensor is unacceptable; a mutual one is preferred with carve-outs for confidentiality, the indemnities (the
 *    licensor's IP indemnity first) and gross negligence or wilful misconduct, else the fallback; "consequential loss"
 *    defined to take in direct loss is unacceptable; silence leaves the general law (preferred).
 *
 * Rows of our own (US, English, Australian, Indian, Canadian and plain-English drafting), three or more wordings per
 * class, each with a benign twin that shares its words; written before either check existed. No hold-out was read.
 */
import { describe, expect, it } from 'vitest';
import { evaluation } from './judge-rows.js';
import { applyRedlines, listBuiltInPlaybooks, review } from '../src/index.js';
import type { DocumentType } from '../src/types.js';

interface Want { type: DocumentType; check: string; text: string; outcome: string; position: string; issue: boolean; title?: RegExp }
const want = (type: DocumentType, check: string, text: string, outcome: string, position: string, title?: RegExp): Want =>
  ({ type, check, text, outcome, position, issue: position === 'unacceptable' || position === 'missing', title });

/** Each pair is an adverse wording and its benign twin; every row asserts outcome, position and whether an issue is raised. */
function pairs(name: string, list: [Want, Want][]) {
  describe(name, () => {
    it('has at least three wordings, each with a benign twin', () => expect(list.length).toBeGreaterThanOrEqual(3));
    list.forEach(([adverse, benign], k) => {
      for (const [which, w] of [['adverse', adverse], ['benign twin', benign]] as const) {
        it(`wording ${k + 1} (${which}): ${w.check} reads ${w.outcome} / ${w.position}`, () => {
          const { c, issue } = evaluation(w);
          expect({ outcome: c.outcome, position: c.position, issue: !!issue }, issue?.title).toEqual({ outcome: w.outcome, position: w.position, issue: w.issue });
          if (w.title) expect(issue?.title ?? '').toMatch(w.title);
          for (const e of c.evidence) expect(w.text.slice(e.start, e.end)).toBe(e.quote);
        });
      }
    });
  });
}

// ================================================================ 1. saas.assignment
const SA = 'saas.assignment';
const saas = (text: string, outcome: string, position: string, title?: RegExp) => want('saas', SA, text, outcome, position, title);

const US = 'This Subscription Agreement is entered into between Quillon Data, Inc. ("Vendor") and Ashgrove Dental Group LLC ("Customer"). Vendor provides the Subscription Service to Customer.\n\n';
const EN = 'THIS AGREEMENT is made between Thornbury Systems Limited (the "Supplier") and Gatwell Housing Association (the "Customer"). The Supplier shall provide the Services to the Customer.\n\n';
const AU = 'This Subscription Agreement is made between Kookaburra Cloud Pty Ltd ACN 111 222 333 (Provider) and Murray River Wines Pty Ltd ACN 444 555 666 (Subscriber). The Provider supplies the Platform to the Subscriber.\n\n';
const IN = 'This Agreement is executed between Sanganak Software Private Limited (the "Service Provider") and Kaveri Agro Industries Limited (the "Client"). The Service Provider shall provide the SaaS Services to the Client.\n\n';
const CA = 'This Agreement is made between Northern Lights Software Ltd. (the "Vendor") and Fundy Bay Credit Union (the "Customer"). The Vendor provides the Hosted Services to the Customer.\n\n';
const PE = 'These Terms are between Larkspur Apps Inc. ("Larkspur", "we" or "us") and the organisation named in the Order Form ("Customer" or "you"). We provide the Service to you.\n\n';
const FREE_TITLE = /assign/i;

describe('gaps25: the SaaS playbook has an assignment check, on the shared reader', () => {
  it('saas.assignment is in the SaaS playbook, after the governing law as in the other commercial playbooks', () => {
    const pb = listBuiltInPlaybooks().find((p) => p.id === 'pbk_saas_standard')!;
    const check = pb.checks.find((c) => c.check_id === SA);
    expect(check).toBeDefined();
    expect(check!.enabled).toBe(true);
  });
});

pairs('saas.assignment: the provider may assign to anyone, or on mere notice, while the customer needs consent (unacceptable)', [
  [
    saas(`${US}14.1 Customer may not assign or transfer this Agreement without Vendor's prior written consent. Vendor may assign this Agreement, in whole or in part, at any time without Customer's consent.`, 'contradicted', 'unacceptable', FREE_TITLE),
    saas(`${US}14.1 Customer may not assign or transfer this Agreement without Vendor's prior written consent. Vendor may not assign this Agreement, in whole or in part, without Customer's prior written consent.`, 'entailed', 'preferred'),
  ],
  [
    saas(`${EN}18.1 The Customer shall not assign, novate or otherwise transfer any of its rights or obligations under this Agreement without the prior written consent of the Supplier.\n18.2 The Supplier may at any time assign, novate or otherwise transfer any or all of its rights and obligations under this Agreement to any person without the consent of the Customer.`, 'contradicted', 'unacceptable', FREE_TITLE),
    saas(`${EN}18.1 The Customer shall not assign, novate or otherwise transfer any of its rights or obligations under this Agreement without the prior written consent of the Supplier.\n18.2 The Supplier shall not assign, novate or otherwise transfer any or all of its rights and obligations under this Agreement to any person without the prior written consent of the Customer.`, 'entailed', 'preferred'),
  ],
  [
    saas(`${AU}20.1 The Subscriber must not assign or novate this Agreement without the Provider's prior written consent.\n20.2 The Provider may assign or novate this Agreement by giving notice to the Subscriber.`, 'contradicted', 'unacceptable', FREE_TITLE),
    saas(`${AU}20.1 The Subscriber must not assign or novate this Agreement without the Provider's prior written consent.\n20.2 The Provider may assign or novate this Agreement only with the Subscriber's prior written consent, which must not be unreasonably withheld.`, 'entailed', 'preferred'),
  ],
  [
    saas(`${IN}21.1 The Service Provider shall be entitled to assign or transfer this Agreement or any of its rights and obligations hereunder to any third party without the consent of the Client, whereas the Client shall not assign this Agreement without the prior written consent of the Service Provider.`, 'contradicted', 'unacceptable', FREE_TITLE),
    saas(`${IN}21.1 Neither Party shall be entitled to assign or transfer this Agreement or any of its rights and obligations hereunder to any third party without the prior written consent of the other Party.`, 'entailed', 'preferred'),
  ],
  [
    saas(`${CA}16.1 The Vendor may freely assign this Agreement. The Customer may not assign this Agreement without the Vendor's prior written consent.`, 'contradicted', 'unacceptable', FREE_TITLE),
    saas(`${CA}16.1 The Vendor may not assign this Agreement without the Customer's prior written consent. The Customer may not assign this Agreement without the Vendor's prior written consent.`, 'entailed', 'preferred'),
  ],
  [
    saas(`${PE}12. Transfer. We may assign or transfer this agreement to anyone without your consent. You may not assign it without our written consent.`, 'contradicted', 'unacceptable', FREE_TITLE),
    saas(`${PE}12. Transfer. Neither of us may assign or transfer this agreement without the other's written consent.`, 'entailed', 'preferred'),
  ],
]);

pairs('saas.assignment: the provider alone may assign to its affiliates or to the buyer of its business (the fallback, no issue)', [
  [
    saas(`${US}14.1 Customer may not assign this Agreement without Vendor's prior written consent. Vendor may assign this Agreement without Customer's consent to an Affiliate or in connection with a merger, acquisition, corporate reorganization or sale of all or substantially all of its assets.`, 'entailed', 'acceptable'),
    saas(`${US}14.1 Neither party may assign this Agreement without the other party's prior written consent, except that either party may assign this Agreement without consent to an Affiliate or in connection with a merger, acquisition, corporate reorganization or sale of all or substantially all of its assets.`, 'entailed', 'preferred'),
  ],
  [
    saas(`${EN}18.1 The Customer shall not assign or transfer this Agreement without the prior written consent of the Supplier.\n18.2 The Supplier may assign this Agreement without the consent of the Customer to any member of the Supplier's group or to a purchaser of all or substantially all of its business.`, 'entailed', 'acceptable'),
    saas(`${EN}18.1 Neither party shall assign or transfer this Agreement without the prior written consent of the other, save that either party may assign it without consent to a purchaser of all or substantially all of its business.`, 'entailed', 'preferred'),
  ],
  [
    saas(`${IN}21.1 The Client shall not assign this Agreement without the prior written consent of the Service Provider. The Service Provider may, without the consent of the Client, assign this Agreement to its Affiliates or to any successor pursuant to a merger, amalgamation or acquisition.`, 'entailed', 'acceptable'),
    saas(`${IN}21.1 Neither Party shall assign this Agreement without the prior written consent of the other Party, provided that either Party may, without such consent, assign this Agreement to any successor pursuant to a merger, amalgamation or acquisition.`, 'entailed', 'preferred'),
  ],
  [
    saas(`${AU}20.1 The Subscriber must not assign this Agreement without the Provider's consent. The Provider may assign this Agreement to a related body corporate or on a change in control of the Provider without the Subscriber's consent.`, 'entailed', 'acceptable'),
    saas(`${AU}20.1 Neither party may assign this Agreement without the other party's consent, but either party may assign it without consent on a change in control of that party.`, 'entailed', 'preferred'),
  ],
]);

pairs('saas.assignment: the customer\'s own freedom to assign, and silence, are no issue of the customer\'s', [
  [
    saas(`${US}14.1 Vendor may assign this Agreement at any time without the consent of Customer.`, 'contradicted', 'unacceptable', FREE_TITLE),
    saas(`${US}14.1 Customer may assign this Agreement at any time without the consent of Vendor.`, 'entailed', 'preferred'),
  ],
  [
    saas(`${CA}16.1 The Vendor may assign this Agreement to any third party without the Customer's consent.`, 'contradicted', 'unacceptable', FREE_TITLE),
    saas(`${CA}16.1 The Customer may assign this Agreement to any third party without the Vendor's consent.`, 'entailed', 'preferred'),
  ],
  [
    saas(`${EN}18.1 The Supplier may freely assign any of its rights under this Agreement.\n19.1 This Agreement is governed by the law of England and Wales.`, 'contradicted', 'unacceptable', FREE_TITLE),
    // silence: no assignment clause at all leaves the general law, the position the tiers give silence
    saas(`${EN}19.1 This Agreement is governed by the law of England and Wales.`, 'not_mentioned', 'acceptable'),
  ],
]);

describe('gaps25: saas.assignment\'s issue reads like a lawyer\'s note', () => {
  it('the title states the problem, the explanation quotes the language, the recommendation gives preferred and fallback', () => {
    const text = `${US}14.1 Customer may not assign or transfer this Agreement without Vendor's prior written consent. Vendor may assign this Agreement, in whole or in part, at any time without Customer's consent.`;
    const { issue } = evaluation({ type: 'saas', check: SA, text });
    expect(issue?.title).toMatch(/Vendor may assign[^.]*without[^.]*consent/i);
    expect(issue?.explanation).toContain('Vendor may assign this Agreement, in whole or in part, at any time without Customer');
    expect(issue?.recommendation).toMatch(/Preferred:[\s\S]*successor[\s\S]*Fallback/i);
  });
});

describe('gaps25: a redline mends the provider\'s free assignment, and accepting it resolves the issue', () => {
  const doc = (clause: string) => `${US}1. SUBSCRIPTION\n1.1 Vendor grants Customer the right to access and use the Subscription Service during the Subscription Term.\n\n14. ASSIGNMENT\n${clause}\n\n15. GENERAL\n15.1 This Agreement is governed by the laws of the State of New York.\n`;
  for (const [name, clause] of [
    ['to anyone without consent', '14.1 Customer may not assign this Agreement without Vendor\'s prior written consent. Vendor may assign this Agreement at any time without Customer\'s consent.'],
    ['on mere notice', '14.1 Vendor may assign or novate this Agreement by giving notice to Customer. Customer may not assign this Agreement without Vendor\'s prior written consent.'],
  ] as const) {
    it(name, () => {
      const text = doc(clause);
      const out = review({ text, document_type: 'saas', options: { suggest_redlines: true } });
      const issue = out.review.issues.find((i) => i.check_id === SA);
      expect(issue?.redline_id).toBeDefined();
      const accepted = applyRedlines(text, out.clauses, out.review.redlines ?? []).text;
      expect(review({ text: accepted, document_type: 'saas' }).review.issues.map((i) => i.check_id)).not.toContain(SA);
    });
  }
});

// ================================================================ 2. license.consequential_damages
const LC = 'license.consequential_damages';
const lic = (text: string, outcome: string, position: string, title?: RegExp) => want('license', LC, text, outcome, position, title);

const LUS = 'This Software License Agreement is entered into between Corvid Imaging, Inc. ("Licensor") and Bayside Orthopedics, P.C. ("Licensee"). Licensor grants Licensee a license to use the Software.\n\n';
const LEN = 'THIS LICENCE is made between Fenwick Analytics Limited (the "Licensor") and Harrowgate Borough Council (the "Licensee"). The Licensor grants the Licensee a licence of the Software.\n\n';
const LAU = 'This Licence Agreement is made between Wattle Software Pty Ltd ACN 777 888 999 (Licensor) and Coral Coast Health Pty Ltd ACN 123 987 456 (Licensee). The Licensor grants the Licensee a licence to use the Software.\n\n';
const LIN = 'This Software Licence Agreement is executed between Ganit Technologies Private Limited (the "Licensor") and Narmada Cements Limited (the "Licensee"). The Licensor hereby grants to the Licensee a licence to use the Software.\n\n';
const LCA = 'This Licence Agreement is made between Cabot Trail Software Inc. (the "Licensor") and Prairie Grain Co-operative (the "Licensee"). The Licensor grants the Licensee a licence to use the Software.\n\n';
const LPE = 'This Licence is between Pebblestone Software Ltd ("Pebblestone", "we" or "us") and the licensee named in the Order ("Licensee" or "you"). We license the Software to you.\n\n';
const ONE_SIDED = /only Licensor/i;

describe('gaps25: the licence playbook has the exclusion of consequential loss, licensee side', () => {
  it('license.consequential_damages follows the cap, read from the licensee\'s seat', () => {
    const pb = listBuiltInPlaybooks().find((p) => p.id === 'pbk_license_standard')!;
    const ids = pb.checks.map((c) => c.check_id);
    expect(ids).toContain(LC);
    expect(ids.indexOf(LC)).toBe(ids.indexOf('license.limitation_of_liability') + 1);
  });
});

pairs('license.consequential_damages: an exclusion that spares only the licensor (unacceptable)', [
  [
    lic(`${LUS}9.2 EXCEPT FOR A PARTY'S BREACH OF SECTION 7 (CONFIDENTIALITY), A PARTY'S INDEMNIFICATION OBLIGATIONS, OR A PARTY'S GROSS NEGLIGENCE OR WILLFUL MISCONDUCT, IN NO EVENT SHALL LICENSOR BE LIABLE FOR ANY INDIRECT, INCIDENTAL, SPECIAL OR CONSEQUENTIAL DAMAGES, OR FOR LOST PROFITS, ARISING OUT OF THIS AGREEMENT.`, 'contradicted', 'unacceptable', ONE_SIDED),
    lic(`${LUS}9.2 EXCEPT FOR A PARTY'S BREACH OF SECTION 7 (CONFIDENTIALITY), A PARTY'S INDEMNIFICATION OBLIGATIONS, OR A PARTY'S GROSS NEGLIGENCE OR WILLFUL MISCONDUCT, IN NO EVENT SHALL EITHER PARTY BE LIABLE FOR ANY INDIRECT, INCIDENTAL, SPECIAL OR CONSEQUENTIAL DAMAGES, OR FOR LOST PROFITS, ARISING OUT OF THIS AGREEMENT.`, 'entailed', 'preferred'),
  ],
  [
    lic(`${LEN}11.2 The Licensor shall not be liable to the Licensee, whether in contract, tort (including negligence) or otherwise, for any loss of profit or any indirect or consequential loss arising under this Licence.\n11.3 Clause 11.2 does not apply to a breach of clause 8 (Confidentiality), to liability under the indemnity in clause 10, or to loss caused by a party's gross negligence or wilful misconduct.`, 'contradicted', 'unacceptable', ONE_SIDED),
    lic(`${LEN}11.2 Neither party shall be liable to the other, whether in contract, tort (including negligence) or otherwise, for any loss of profit or any indirect or consequential loss arising under this Licence.\n11.3 Clause 11.2 does not apply to a breach of clause 8 (Confidentiality), to liability under the indemnity in clause 10, or to loss caused by a party's gross negligence or wilful misconduct.`, 'entailed', 'preferred'),
  ],
  [
    lic(`${LAU}13.1 The Licensor excludes all liability to the Licensee for any indirect or consequential loss, loss of revenue or loss of profit, however caused.`, 'contradicted', 'unacceptable', ONE_SIDED),
    lic(`${LAU}13.1 Neither party is liable to the other for any indirect or consequential loss, loss of revenue or loss of profit, however caused, except for a breach of clause 9 (Confidentiality), the indemnity in clause 12, or gross negligence or wilful misconduct.`, 'entailed', 'preferred'),
  ],
  [
    lic(`${LIN}14.2 In no event shall the Licensor be liable to the Licensee for any indirect, special, incidental or consequential damages or loss of profits, howsoever arising.`, 'contradicted', 'unacceptable', ONE_SIDED),
    lic(`${LIN}14.2 In no event shall either Party be liable to the other for any indirect, special, incidental or consequential damages or loss of profits, howsoever arising, save in respect of breach of Clause 10 (Confidentiality), the indemnity under Clause 12, or gross negligence or wilful misconduct.`, 'entailed', 'preferred'),
  ],
  [
    lic(`${LPE}8. We will not be liable to you for any lost profits or any indirect or consequential damages.`, 'contradicted', 'unacceptable', /only (?:Licensor|Pebblestone)/i),
    lic(`${LPE}8. Neither of us will be liable to the other for any lost profits or any indirect or consequential damages, except for breach of confidentiality, the indemnities in clause 7, or gross negligence or wilful misconduct.`, 'entailed', 'preferred'),
  ],
]);

pairs('license.consequential_damages: a mutual exclusion without the licensee\'s carve-outs (the fallback, no issue)', [
  [
    lic(`${LUS}9.2 IN NO EVENT SHALL EITHER PARTY BE LIABLE FOR ANY INDIRECT, INCIDENTAL, SPECIAL OR CONSEQUENTIAL DAMAGES, OR FOR LOST PROFITS, ARISING OUT OF THIS AGREEMENT.`, 'entailed', 'acceptable'),
    lic(`${LUS}9.2 EXCEPT FOR A PARTY'S BREACH OF SECTION 7 (CONFIDENTIALITY), A PARTY'S INDEMNIFICATION OBLIGATIONS, OR A PARTY'S GROSS NEGLIGENCE OR WILLFUL MISCONDUCT, IN NO EVENT SHALL EITHER PARTY BE LIABLE FOR ANY INDIRECT, INCIDENTAL, SPECIAL OR CONSEQUENTIAL DAMAGES, OR FOR LOST PROFITS, ARISING OUT OF THIS AGREEMENT.`, 'entailed', 'preferred'),
  ],
  [
    lic(`${LCA}12.1 Neither party shall be liable to the other for any special, indirect or consequential damages or lost profits, even if advised of the possibility of such damages, except for a breach of Section 8 (Confidentiality).`, 'entailed', 'acceptable'),
    lic(`${LCA}12.1 Neither party shall be liable to the other for any special, indirect or consequential damages or lost profits, even if advised of the possibility of such damages, except for a breach of Section 8 (Confidentiality), the indemnities in Section 11, or a party's gross negligence or wilful misconduct.`, 'entailed', 'preferred'),
  ],
  [
    lic(`${LIN}14.2 Neither Party shall be liable to the other for any indirect or consequential loss, save in respect of the indemnity under Clause 12.`, 'entailed', 'acceptable'),
    lic(`${LIN}14.2 Neither Party shall be liable to the other for any indirect or consequential loss, save in respect of breach of Clause 10 (Confidentiality), the indemnity under Clause 12, or gross negligence or wilful misconduct.`, 'entailed', 'preferred'),
  ],
]);

pairs('license.consequential_damages: "consequential loss" defined to take in direct loss, and silence', [
  [
    lic(`${LAU}1.1 "Consequential Loss" includes any loss that flows directly from a breach of this Agreement, and any loss of profit or revenue.\n13.1 Neither party is liable to the other for any Consequential Loss.`, 'contradicted', 'unacceptable'),
    lic(`${LAU}1.1 "Consequential Loss" means any loss that does not arise naturally from a breach of this Agreement, and any loss of profit or revenue.\n13.1 Neither party is liable to the other for any Consequential Loss.`, 'entailed', 'acceptable'),
  ],
  [
    lic(`${LEN}11.2 The Licensor shall have no liability for any indirect or consequential loss.`, 'contradicted', 'unacceptable', ONE_SIDED),
    // silence: no exclusion leaves the general law, under which the licensee, the likelier claimant, recovers foreseeable loss
    lic(`${LEN}11.1 The Licensor's aggregate liability under this Licence shall not exceed the fees paid in the twelve (12) months preceding the claim.`, 'not_mentioned', 'preferred'),
  ],
  [
    lic(`${LCA}12.1 IN NO EVENT WILL THE LICENSOR BE LIABLE FOR ANY CONSEQUENTIAL DAMAGES.`, 'contradicted', 'unacceptable', ONE_SIDED),
    lic(`${LCA}12.1 IN NO EVENT WILL THE LICENSEE BE LIABLE FOR ANY CONSEQUENTIAL DAMAGES.`, 'entailed', 'preferred'),
  ],
]);

describe('gaps25: license.consequential_damages\'s issue and redline', () => {
  const doc = (clause: string) => `${LUS}1. GRANT\n1.1 Licensor grants Licensee a non-exclusive licence to use the Software for its internal business purposes during the Term.\n\n9. LIMITATION OF LIABILITY\n9.1 EACH PARTY'S AGGREGATE LIABILITY ARISING OUT OF THIS AGREEMENT SHALL NOT EXCEED THE FEES PAID IN THE TWELVE (12) MONTHS PRECEDING THE CLAIM.\n${clause}\n\n10. GENERAL\n10.1 This Agreement is governed by the laws of the State of New York.\n`;
  const clause = '9.2 IN NO EVENT SHALL LICENSOR BE LIABLE FOR ANY INDIRECT, INCIDENTAL, SPECIAL OR CONSEQUENTIAL DAMAGES, OR FOR LOST PROFITS, ARISING OUT OF THIS AGREEMENT.';
  it('the note names the licensor, quotes the clause and gives preferred and fallback', () => {
    const { issue } = evaluation({ type: 'license', check: LC, text: doc(clause) });
    expect(issue?.title).toMatch(ONE_SIDED);
    expect(issue?.explanation).toContain('IN NO EVENT SHALL LICENSOR BE LIABLE');
    expect(issue?.recommendation).toMatch(/Preferred:[\s\S]*indemnities[\s\S]*Fallback:/);
  });
  it('a redline mends it, and accepting it resolves the issue', () => {
    const text = doc(clause);
    const out = review({ text, document_type: 'license', options: { suggest_redlines: true } });
    const issue = out.review.issues.find((i) => i.check_id === LC);
    expect(issue?.redline_id).toBeDefined();
    const accepted = applyRedlines(text, out.clauses, out.review.redlines ?? []).text;
    expect(review({ text: accepted, document_type: 'license' }).review.issues.map((i) => i.check_id)).not.toContain(LC);
  });
});

// ---------------------------------------------------------------- read on CUAD (gaps25's precision round), rows written before the fixes
// an exclusion worded party by party ("X will not be liable to Y nor will Y be liable to X"), or for "a party" toward
// "the other party" whichever defaults, is mutual: not one that spares only the licensor
pairs('license.consequential_damages: a reciprocal exclusion worded party by party is mutual', [
  [
    lic(`${LUS}9.2 IN NO EVENT WILL LICENSOR BE LIABLE TO LICENSEE FOR ANY SPECIAL, INCIDENTAL OR CONSEQUENTIAL DAMAGES, WHETHER BASED ON BREACH OF CONTRACT, TORT OR OTHERWISE.`, 'contradicted', 'unacceptable', ONE_SIDED),
    lic(`${LUS}9.2 IN NO EVENT WILL LICENSOR BE LIABLE TO LICENSEE NOR WILL LICENSEE BE LIABLE TO LICENSOR FOR ANY SPECIAL, INCIDENTAL OR CONSEQUENTIAL DAMAGES, WHETHER BASED ON BREACH OF CONTRACT, TORT OR OTHERWISE.`, 'entailed', 'acceptable'),
  ],
  [
    lic(`${LEN}11.2 The Licensor shall not be liable to the Licensee for any indirect or consequential loss arising under this Licence.`, 'contradicted', 'unacceptable', ONE_SIDED),
    lic(`${LEN}11.2 The Licensor shall not be liable to the Licensee, nor shall the Licensee be liable to the Licensor, for any indirect or consequential loss arising under this Licence.`, 'entailed', 'acceptable'),
  ],
  [
    lic(`${LIN}14.2 Notwithstanding anything to the contrary in this Agreement, the Licensor shall not be liable for any consequential loss or damage that may be suffered by the Licensee, save for loss caused by wilful misconduct.`, 'contradicted', 'unacceptable', ONE_SIDED),
    lic(`${LIN}14.2 Notwithstanding anything to the contrary in this Agreement, a Party hereto (the "Defaulting Party") shall not be liable for any consequential loss or damage that may be suffered by the other Party, save for loss caused by wilful misconduct.`, 'entailed', 'acceptable'),
  ],
  [
    lic(`${LAU}13.1 The Licensor is not liable to the Licensee for any indirect or consequential loss, however caused.`, 'contradicted', 'unacceptable', ONE_SIDED),
    lic(`${LAU}13.1 A party is not liable to the other party for any indirect or consequential loss, however caused.`, 'entailed', 'acceptable'),
  ],
]);

// "special" or "indirect" naming something other than a loss ("special features", "indirect channel") does not make the
// licensee bear consequential loss beside a mutual exclusion
const MUTUAL = '\n9.2 Neither party shall be liable to the other for any indirect or consequential damages.';
pairs('license.consequential_damages: "special features" and "indirect channel" are no loss the licensee bears', [
  [
    lic(`${LUS}4.1 Licensee shall be responsible for all losses arising from its use of the Software, including special and consequential losses.${MUTUAL}`, 'contradicted', 'unacceptable'),
    lic(`${LUS}4.1 Licensee shall be responsible for fulfilling all orders placed through the Software, including any special features requested by its customers.${MUTUAL}`, 'entailed', 'acceptable'),
  ],
  [
    lic(`${LCA}4.1 The Licensee will be responsible for any and all losses of the Licensor, including indirect losses suffered by the Licensor's affiliates.${MUTUAL}`, 'contradicted', 'unacceptable'),
    lic(`${LCA}4.1 The Licensee will be responsible for any and all support of its end users, including indirect channel support provided by its resellers.${MUTUAL}`, 'entailed', 'acceptable'),
  ],
  [
    lic(`${LIN}4.1 The Licensee shall be liable for all damages, including punitive damages, arising from its breach.${MUTUAL}`, 'contradicted', 'unacceptable'),
    lic(`${LIN}4.1 The Licensee shall be liable for all fees, including incidental services and special handling it requests.${MUTUAL}`, 'entailed', 'acceptable'),
  ],
]);

// ================================================================ 3. dpa.sub_processor_liability
// What the DPA playbook had: `dpa.sub_processors` judges authorisation, notice and objection; "fully liable" is one of its
// entailing cues and its preferred position says the processor stays liable, but nothing reads a processor that disclaims
// its sub-processors (a DPA that authorises them and says "Processor shall not be liable for the acts or omissions of its
// Sub-processors" read preferred). GDPR Art. 28(4): where a sub-processor fails to fulfil its data protection obligations,
// the initial processor remains fully liable to the controller. Silence leaves that rule of law (acceptable); the cap of
// the agreement over that liability is the fallback; a disclaimer, liability only for choosing the sub-processor with care,
// or only for what the processor recovers from it, is unacceptable.
const DP = 'dpa.sub_processor_liability';
const dpa = (text: string, outcome: string, position: string, title?: RegExp) => want('dpa', DP, text, outcome, position, title);
const DUS = 'This Data Processing Addendum is entered into between Brightline Health, Inc. ("Controller") and Vantage Cloud Services, LLC ("Processor").\n\n5.1 Processor shall not engage a Sub-processor without the prior written authorisation of Controller.\n';
const DEN = 'THIS DATA PROCESSING AGREEMENT is made between Ashcombe Insurance Limited (the "Controller") and Pendle Data Services Limited (the "Processor").\n\n7.1 The Processor shall not engage another processor (a "Sub-processor") without the prior specific or general written authorisation of the Controller.\n';
const DAU = 'This Data Processing Agreement is made between Banksia Super Pty Ltd (Controller) and Jarrah Hosting Pty Ltd (Processor).\n\n6.1 The Processor may engage sub-processors only with the Controller\'s prior written consent.\n';
const DIN = 'This Data Processing Agreement is executed between Suvidha Finance Limited (the "Controller") and Megha Cloud Private Limited (the "Processor").\n\n8.1 The Processor shall not appoint any Sub-Processor without the prior written approval of the Controller.\n';
const DCA = 'This Data Processing Agreement is made between Rideau Mutual Insurance (the "Controller") and Muskoka Data Inc. (the "Processor").\n\n6.1 The Processor shall not engage any sub-processor without the Controller\'s prior written authorization.\n';
const DPE = 'This Data Processing Addendum is between Tallis Mail Ltd ("we" or "Processor") and the customer named in the Order ("you" or "Controller").\n\n4.1 We will only use sub-processors you have authorised in writing.\n';
const NOT_LIABLE = /sub-?processor/i;

describe('gaps25: the DPA playbook has the sub-processor liability check', () => {
  it('dpa.sub_processor_liability follows dpa.sub_processors', () => {
    const pb = listBuiltInPlaybooks().find((p) => p.id === 'pbk_dpa_standard')!;
    const ids = pb.checks.map((c) => c.check_id);
    expect(ids).toContain(DP);
    expect(ids.indexOf(DP)).toBe(ids.indexOf('dpa.sub_processors') + 1);
  });
});

pairs('dpa.sub_processor_liability: the processor disclaims its sub-processors (unacceptable)', [
  [
    dpa(`${DUS}5.3 Processor shall not be liable for the acts or omissions of its Sub-processors.`, 'contradicted', 'unacceptable', NOT_LIABLE),
    dpa(`${DUS}5.3 Processor shall remain fully liable to Controller for the acts or omissions of its Sub-processors.`, 'entailed', 'preferred'),
  ],
  [
    dpa(`${DEN}7.4 The Processor shall have no liability to the Controller for any breach of this Agreement by a Sub-processor.`, 'contradicted', 'unacceptable', NOT_LIABLE),
    dpa(`${DEN}7.4 The Processor shall remain fully liable to the Controller for any breach of this Agreement by a Sub-processor.`, 'entailed', 'preferred'),
  ],
  [
    dpa(`${DAU}6.3 The Processor is not responsible for any failure by a sub-processor to comply with its data protection obligations.`, 'contradicted', 'unacceptable', NOT_LIABLE),
    dpa(`${DAU}6.3 The Processor remains responsible to the Controller for any failure by a sub-processor to comply with its data protection obligations.`, 'entailed', 'preferred'),
  ],
  [
    dpa(`${DIN}8.3 The Processor shall not be held liable for the acts, omissions or defaults of any Sub-Processor engaged by it.`, 'contradicted', 'unacceptable', NOT_LIABLE),
    dpa(`${DIN}8.3 The Processor shall be fully liable for the acts, omissions or defaults of any Sub-Processor engaged by it, as if they were its own.`, 'entailed', 'preferred'),
  ],
  [
    dpa(`${DPE}4.3 We are not liable to you for anything our sub-processors do or fail to do.`, 'contradicted', 'unacceptable', NOT_LIABLE),
    dpa(`${DPE}4.3 We remain fully liable to you for anything our sub-processors do or fail to do.`, 'entailed', 'preferred'),
  ],
]);

pairs('dpa.sub_processor_liability: liable only for choosing the sub-processor, or only for what it recovers (unacceptable)', [
  [
    dpa(`${DUS}5.3 Processor's liability for its Sub-processors is limited to the exercise of reasonable care in selecting them.`, 'contradicted', 'unacceptable', NOT_LIABLE),
    dpa(`${DUS}5.3 Processor shall remain liable for its Sub-processors, and shall exercise reasonable care in selecting them.`, 'entailed', 'preferred'),
  ],
  [
    dpa(`${DEN}7.4 The Processor shall be liable for a Sub-processor's breach only to the extent that the Processor recovers the resulting loss from that Sub-processor.`, 'contradicted', 'unacceptable', NOT_LIABLE),
    dpa(`${DEN}7.4 The Processor shall be liable for a Sub-processor's breach whether or not the Processor recovers the resulting loss from that Sub-processor.`, 'entailed', 'preferred'),
  ],
  [
    dpa(`${DCA}6.3 The Processor is responsible for its sub-processors solely for their careful selection and instruction.`, 'contradicted', 'unacceptable', NOT_LIABLE),
    dpa(`${DCA}6.3 The Processor is responsible for its sub-processors' performance, and for their careful selection and instruction.`, 'entailed', 'preferred'),
  ],
  [
    dpa(`${DIN}8.3 The liability of the Processor in respect of Sub-Processors shall be limited to the amounts actually recovered by the Processor from such Sub-Processors.`, 'contradicted', 'unacceptable', NOT_LIABLE),
    dpa(`${DIN}8.3 The Processor shall be liable for its Sub-Processors as for itself, and its liability shall not be limited to the amounts actually recovered by it from such Sub-Processors.`, 'entailed', 'preferred'),
  ],
]);

pairs('dpa.sub_processor_liability: liable for its sub-processors within the agreement\'s cap (the fallback, no issue)', [
  [
    dpa(`${DUS}5.3 Processor remains liable for its Sub-processors' performance, subject to the limitations of liability in Section 12 of the Agreement.`, 'entailed', 'acceptable'),
    dpa(`${DUS}5.3 Processor remains fully liable for its Sub-processors' performance.`, 'entailed', 'preferred'),
  ],
  [
    dpa(`${DEN}7.4 Subject to clause 14 (Limitation of Liability), the Processor shall remain fully liable to the Controller for the performance of each Sub-processor's obligations.`, 'entailed', 'acceptable'),
    dpa(`${DEN}7.4 The Processor shall remain fully liable to the Controller for the performance of each Sub-processor's obligations.`, 'entailed', 'preferred'),
  ],
  [
    dpa(`${DAU}6.3 The Processor is liable for the acts and omissions of its sub-processors as if they were its own, subject to the liability cap in clause 10.`, 'entailed', 'acceptable'),
    dpa(`${DAU}6.3 The Processor is liable for the acts and omissions of its sub-processors as if they were its own.`, 'entailed', 'preferred'),
  ],
]);

pairs('dpa.sub_processor_liability: sub-processors the controller imposes, the controller\'s own duties, and silence', [
  [
    dpa(`${DUS}5.3 Processor shall not be liable for the acts or omissions of any Sub-processor.`, 'contradicted', 'unacceptable', NOT_LIABLE),
    // a sub-processor the controller itself requires is the controller's choice
    dpa(`${DUS}5.3 Processor shall not be liable for the acts or omissions of any Sub-processor that Controller has required Processor to use.`, 'not_mentioned', 'acceptable'),
  ],
  [
    dpa(`${DCA}6.3 The Processor shall bear no responsibility for the sub-processors it engages.`, 'contradicted', 'unacceptable', NOT_LIABLE),
    dpa(`${DCA}6.3 The Controller shall bear no responsibility for the sub-processors the Processor engages.`, 'not_mentioned', 'acceptable'),
  ],
  [
    dpa(`${DEN}7.4 The Processor accepts no liability for the performance of its Sub-processors.`, 'contradicted', 'unacceptable', NOT_LIABLE),
    // silence: the DPA authorises sub-processors and says nothing of liability; Art. 28(4) applies by law
    dpa(`${DEN}7.4 The Processor shall impose on each Sub-processor, by written contract, the same data protection obligations as are set out in this Agreement.`, 'not_mentioned', 'acceptable'),
  ],
]);

describe('gaps25: dpa.sub_processor_liability\'s issue and redline', () => {
  const text = `${DUS}5.2 Processor shall impose on each Sub-processor, by written contract, the same data protection obligations as are set out in this Addendum.\n5.3 Processor shall not be liable for the acts or omissions of its Sub-processors.\n\n6. GENERAL\n6.1 This Addendum is governed by the laws of Ireland.\n`;
  it('the note quotes the disclaimer and gives preferred and fallback', () => {
    const { issue } = evaluation({ type: 'dpa', check: DP, text });
    expect(issue?.title).toMatch(/Processor[^.]*sub-?processors/i);
    expect(issue?.explanation).toContain('Processor shall not be liable for the acts or omissions of its Sub-processors');
    expect(issue?.recommendation).toMatch(/Preferred:[\s\S]*fully liable[\s\S]*Fallback:/);
  });
  it('a redline mends it, and accepting it resolves the issue', () => {
    const out = review({ text, document_type: 'dpa', options: { suggest_redlines: true } });
    const issue = out.review.issues.find((i) => i.check_id === DP);
    expect(issue?.redline_id).toBeDefined();
    const accepted = applyRedlines(text, out.clauses, out.review.redlines ?? []).text;
    expect(review({ text: accepted, document_type: 'dpa' }).review.issues.map((i) => i.check_id)).not.toContain(DP);
  });
});

// an exclusion for "a party", or for "either X or Y" by name, spares both: read on CUAD's wide licence reading (a supply
// agreement's "IN NO EVENT SHALL A PARTY BE LIABLE", a collaboration's "IN NO EVENT SHALL EITHER FMI OR ROCHE BE LIABLE")
pairs('license.consequential_damages: "a party" and "either X or Y" are mutual', [
  [
    lic(`${LUS}9.2 IN NO EVENT SHALL LICENSOR BE LIABLE FOR ANY INDIRECT, INCIDENTAL, SPECIAL OR CONSEQUENTIAL DAMAGES, EVEN IF LICENSOR HAS BEEN ADVISED OF THE POSSIBILITY OF SUCH DAMAGES.`, 'contradicted', 'unacceptable', ONE_SIDED),
    lic(`${LUS}9.2 IN NO EVENT SHALL A PARTY BE LIABLE FOR ANY INDIRECT, INCIDENTAL, SPECIAL OR CONSEQUENTIAL DAMAGES, EVEN IF SUCH PARTY HAS BEEN ADVISED OF THE POSSIBILITY OF SUCH DAMAGES.`, 'entailed', 'acceptable'),
  ],
  [
    lic(`${LUS}9.2 IN NO EVENT SHALL CORVID BE LIABLE FOR SPECIAL, INDIRECT, INCIDENTAL OR CONSEQUENTIAL DAMAGES ARISING OUT OF THIS AGREEMENT.`, 'contradicted', 'unacceptable', /only (?:Licensor|Corvid)/i),
    lic(`${LUS}9.2 IN NO EVENT SHALL EITHER CORVID OR BAYSIDE BE LIABLE FOR SPECIAL, INDIRECT, INCIDENTAL OR CONSEQUENTIAL DAMAGES ARISING OUT OF THIS AGREEMENT.`, 'entailed', 'acceptable'),
  ],
  [
    lic(`${LEN}11.2 In no event will the Licensor be liable for any indirect or consequential loss.`, 'contradicted', 'unacceptable', ONE_SIDED),
    lic(`${LEN}11.2 In no event will either the Licensor or the Licensee be liable for any indirect or consequential loss.`, 'entailed', 'acceptable'),
  ],
  [
    lic(`${LCA}12.1 Under no circumstances will the Licensor be liable for any special, indirect or consequential damages.`, 'contradicted', 'unacceptable', ONE_SIDED),
    lic(`${LCA}12.1 Under no circumstances will a party be liable for any special, indirect or consequential damages.`, 'entailed', 'acceptable'),
  ],
]);

// read on CUAD with the DPA playbook (its subcontractor sentences; gaps25's wide read): a disclaimer of something else
// that only names sub-processors (taxes arising from their use, claims caused by the other side's subcontractors, a
// sub-processor's own liability) is no disclaimer of the processor's liability for them
pairs('dpa.sub_processor_liability: disclaimers of something else that name sub-processors are not read', [
  [
    dpa(`${DUS}5.4 Processor shall not have any responsibility for the work of its Sub-processors.`, 'contradicted', 'unacceptable', NOT_LIABLE),
    dpa(`${DUS}5.4 Processor shall not have any responsibility for any taxes arising out of its engagement of Sub-processors.`, 'not_mentioned', 'acceptable'),
  ],
  [
    dpa(`${DEN}7.5 The Processor shall not be liable for any negligence of its subcontractors, agents or employees.`, 'contradicted', 'unacceptable', NOT_LIABLE),
    dpa(`${DEN}7.5 The Processor shall not be liable for any claims caused by the sole negligence of the Controller, its subcontractors, agents or employees.`, 'not_mentioned', 'acceptable'),
  ],
  [
    dpa(`${DCA}6.4 The Processor shall not be liable to the Controller for any failure of a sub-processor to protect Personal Data.`, 'contradicted', 'unacceptable', NOT_LIABLE),
    dpa(`${DCA}6.4 A sub-processor shall not be liable to the Controller for any failure to protect Personal Data caused by the Controller's own instructions.`, 'not_mentioned', 'acceptable'),
  ],
]);

// read on CUAD's wide SaaS reading of saas.assignment's fallback: "Company" names the customer as often as the provider (a
// consulting agreement's "Company may assign this Agreement to any entity that succeeds to ..."), and a transfer of money
// or data to the provider's affiliates is no transfer of the agreement (a franchise's "electronic funds transfer program
// ... payable to us or our affiliates")
const CO = 'This Subscription Agreement is entered into between Quillon Data, Inc. ("Provider") and Ashgrove Dental Group LLC (the "Company"). Provider provides the Subscription Service to the Company.\n\n';
const BOTH = '14.1 Neither party may assign this Agreement without the other party\'s prior written consent.';
pairs('saas.assignment: the fallback reads the provider\'s transfer of the agreement, not the customer\'s, nor money or data', [
  [
    saas(`${CO}${BOTH} Provider may assign this Agreement to any successor to substantially all of its business.`, 'entailed', 'acceptable'),
    saas(`${CO}${BOTH} The Company may assign this Agreement to any successor to substantially all of its business.`, 'entailed', 'preferred'),
  ],
  [
    saas(`${US}${BOTH} Vendor has the right to transfer this Agreement to its Affiliates.`, 'entailed', 'acceptable'),
    saas(`${US}${BOTH} Vendor has the right to require Customer to pay by electronic funds transfer to Vendor or its Affiliates.`, 'entailed', 'preferred'),
  ],
  [
    saas(`${EN}${BOTH} The Supplier may transfer this Agreement to any member of its group.`, 'entailed', 'acceptable'),
    saas(`${EN}${BOTH} The Supplier may transfer Customer Data to the data centres of any member of its group.`, 'entailed', 'preferred'),
  ],
]);

// the same sentence giving the customer its own exception ("provided that Licensor may assign ... to any of its Affiliates
// and Licensee may assign ... to ... an Affiliate of Licensee": two CUAD content licences) is no exception of the
// provider's alone
pairs('saas.assignment: an exception for each side in one sentence is the preferred tier', [
  [
    saas(`${US}14.1 Neither party may assign this Agreement without the other party's consent, provided that Vendor may assign this Agreement without consent to any of its Affiliates.`, 'entailed', 'acceptable'),
    saas(`${US}14.1 Neither party may assign this Agreement without the other party's consent, provided that Vendor may assign this Agreement without consent to any of its Affiliates and Customer may assign this Agreement without consent to any of its Affiliates.`, 'entailed', 'preferred'),
  ],
  [
    saas(`${EN}18.1 Neither party shall assign this Agreement without the other's consent, save that the Supplier may assign this Agreement to a member of its group.`, 'entailed', 'acceptable'),
    saas(`${EN}18.1 Neither party shall assign this Agreement without the other's consent, save that the Supplier may assign this Agreement to a member of its group and the Customer may assign it to a member of its group.`, 'entailed', 'preferred'),
  ],
  [
    saas(`${IN}21.1 Neither Party shall assign this Agreement without the prior written consent of the other Party; provided that the Service Provider may assign this Agreement to its Affiliates.`, 'entailed', 'acceptable'),
    saas(`${IN}21.1 Neither Party shall assign this Agreement without the prior written consent of the other Party; provided that the Service Provider may assign this Agreement to its Affiliates, and the Client may likewise assign this Agreement to its Affiliates.`, 'entailed', 'preferred'),
  ],
  [
    saas(`${CA}16.1 The Customer may not assign this Agreement without consent, but the Vendor may assign it to any of its Affiliates.`, 'entailed', 'acceptable'),
    saas(`${CA}16.1 The Customer may assign this Agreement to any of its Affiliates, and the Vendor may assign it to any of its Affiliates; otherwise neither party may assign it without consent.`, 'entailed', 'preferred'),
  ],
]);
