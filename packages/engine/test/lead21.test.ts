// The lead's reading, session 21: a customer's lawyer reading a web-hosting agreement a large provider sent (CUAD's
// Bluefly / IBM e-business Hosting Agreement, read through the engine, the server and the dashboard). Each class below
// is a kind of drafting that agreement showed, written as rows of our own wording (other verbs, order and party names;
// US, English, Australian, Indian and plain-English drafting), each adverse wording with a twin sharing its words,
// written before the fix. The contract's own sentences are not among them.
import { describe, expect, it } from 'vitest';
import { extractKeyTerms, review } from '../src/index.js';
import { inClause, row, rows } from './judge-rows.js';

const hosting = (body: string) =>
  `HOSTING SERVICES AGREEMENT\n\nThis agreement is made between Northgate Data Centres Inc. ("Provider") and Pelican Outfitters, Inc. ("Customer").\n\n1. Services. Provider will host and operate Customer's online store in its data centre.\n\n2. Charges. Customer will pay the monthly charges in the Order Form within thirty (30) days of invoice.\n\n3. ${body}\n\n4. Governing Law. This agreement is governed by the laws of the State of New York.`;

const services = (body: string) =>
  `SERVICES AGREEMENT\n\nThis agreement is made between Ironbark Field Services Pty Ltd (the "Contractor") and Wattle Grain Co-operative Limited (the "Principal").\n\n1. Services. The Contractor will maintain the Principal's grain-handling equipment.\n\n2. Fees. The Principal will pay the monthly fee within thirty days of a valid tax invoice.\n\n3. ${body}\n\n4. Law. This agreement is governed by the laws of New South Wales.`;

const msa = (body: string) =>
  `MASTER SERVICES AGREEMENT\n\nThis agreement is made between Kaveri Systems Private Limited (the "Service Provider") and Deccan Mutual Insurance Limited (the "Client").\n\n1. Services. The Service Provider shall provide the services set out in each Statement of Work.\n\n2. Fees. The Client shall pay the fees in each Statement of Work within thirty (30) days of invoice.\n\n3. ${body}\n\n4. Governing Law. This Agreement is governed by the laws of India.`;

describe('the lead\'s reading, session 21', () => {
  // ---- a cap worded as a ceiling on what a party is liable for, not as liability that "shall not exceed" ----
  // "is liable for no more than", "shall not be liable for more than", "shall be no greater than", "liable only up to":
  // each is a cap, and its measure is read (one month of fees is below the fallback; twelve is preferred). Before, the
  // check found no cap in any of them and reported "No limitation of liability", a false title on a capped contract.
  const cap = inClause(hosting, 'saas', 'saas.limitation_of_liability', 'Limitation of Liability');
  const svcCap = inClause(services, 'services', 'services.limitation_of_liability', 'Liability');
  const msaCap = inClause(msa, 'msa', 'msa.limitation_of_liability', 'Limitation of Liability');
  rows('a cap worded as a ceiling on what a party is liable for', [
    [cap('Neither party shall be liable for more than the charges paid by Customer in the one (1) month preceding the claim.', 'unacceptable'),
      cap('Neither party shall be liable for more than the charges paid by Customer in the twelve (12) months preceding the claim.', 'preferred')],
    [svcCap('Each party will be liable to the other only up to an amount equal to the fees paid in the month before the event giving rise to the claim.', 'unacceptable'),
      svcCap('Each party will be liable to the other only up to an amount equal to the fees paid in the twelve months before the event giving rise to the claim.', 'preferred')],
    [msaCap('The liability of either Party arising out of this Agreement shall not be more than the fees paid by the Client during the one (1) month immediately preceding the claim.', 'unacceptable'),
      msaCap('The liability of either Party arising out of this Agreement shall not be more than the fees paid by the Client during the twelve (12) months immediately preceding the claim.', 'preferred')],
    [cap('Each party\'s liability to the other under this agreement will be no greater than the charges paid in the month before the claim arose.', 'unacceptable'),
      cap('Each party\'s liability to the other under this agreement will be no greater than the charges paid in the twelve months before the claim arose.', 'preferred')],
    [cap('Neither of us will be responsible to the other for more than the charges you paid us in the month before the claim.', 'unacceptable'),
      cap('Neither of us will be responsible to the other for more than the charges you paid us in the twelve months before the claim.', 'preferred')],
  ]);

  // ---- the same ceiling for one party only ----
  // Only the provider's liability is held to the ceiling: the customer's stays uncapped. The twin gives both parties it.
  rows('a ceiling on one party\'s liability only', [
    [cap('Regardless of the basis of the claim, Provider is liable for no more than the charges paid in the twelve (12) months before the claim.', 'unacceptable'),
      cap('Regardless of the basis of the claim, each party is liable for no more than the charges paid in the twelve (12) months before the claim.', 'preferred')],
    [svcCap('The Contractor will not be liable for more than the fees paid in the twelve months before the claim.', 'unacceptable'),
      svcCap('Neither party will be liable for more than the fees paid in the twelve months before the claim.', 'preferred')],
    [msaCap('The Service Provider shall not be liable for any amount greater than the fees paid in the twelve (12) months preceding the claim.', 'unacceptable'),
      msaCap('Neither Party shall be liable for any amount greater than the fees paid in the twelve (12) months preceding the claim.', 'preferred')],
  ]);

  // ---- the ceiling as a list: a lead-in "is liable for no more than:" and the measure in an item ----
  // A large provider's form lists what it remains liable for (its indemnities, bodily injury) and, in the last item,
  // "any other actual direct damages, up to" the measure. The cap is the item's measure.
  const listCap = (who: string, months: string) => `Regardless of the basis on which a claim is made, ${who} is liable for no more than:\n\na. payments under the indemnities in this agreement;\n\nb. damages for bodily injury (including death) and damage to tangible property; and\n\nc. the amount of any other actual direct damages, up to the charges paid by Customer in the ${months} immediately before the claim.`;
  describe('the key term of a ceiling set out as a list is its item\'s measure', () => {
    for (const [who, months] of [['each party', 'twelve (12) months'], ['Provider', 'one (1) month'], ['either Party', 'six months']]) {
      it(`${who}, ${months}`, () => expect(extractKeyTerms(hosting(`Limitation of Liability. ${listCap(who, months)}`)).liability_cap).toBe(`the charges paid by Customer in the ${months} immediately before the claim`));
    }
  });
  rows('a ceiling set out as a list', [
    [cap(listCap('each party', 'one (1) month'), 'unacceptable'), cap(listCap('each party', 'twelve (12) months'), 'preferred')],
    [svcCap(listCap('each party', 'month').replace(/Customer/g, 'the Principal'), 'unacceptable'), svcCap(listCap('each party', 'twelve months').replace(/Customer/g, 'the Principal'), 'preferred')],
    [msaCap(listCap('either Party', 'one (1) month').replace(/Customer/g, 'the Client'), 'unacceptable'), msaCap(listCap('either Party', 'twelve (12) months').replace(/Customer/g, 'the Client'), 'preferred')],
  ]);
  // ---- the customer's data loss excluded on its own, outside the exclusion of consequential loss ----
  // A hosting provider's form lists "loss of, or damage to, Customer's records or data" among what it is never liable
  // for, in the cap clause, apart from a mutual exclusion of consequential loss that is otherwise fair. For a customer
  // whose store runs on the provider's machines, losing its data is the direct loss it most fears. The twin excludes it
  // only where the customer's own failure (to keep backups, to follow instructions) causes it.
  const EXCLUSION = 'Consequential Loss. Except for breach of confidentiality, data-protection and security breaches, indemnified claims and gross negligence or wilful misconduct, neither party will be liable to the other for indirect or consequential damages.';
  const withExclusion = (make: (b: string) => string) => (body: string) => make(`${body}\n\n3A. ${EXCLUSION}`);
  const data = inClause(withExclusion(hosting), 'saas', 'saas.consequential_damages', 'Limitation of Liability');
  const svcData = inClause(withExclusion(services), 'services', 'services.consequential_damages', 'Liability');
  rows('the customer\'s data loss excluded apart from the exclusion of consequential loss', [
    [data('Each party\'s liability shall not exceed the charges paid in the twelve (12) months before the claim. Under no circumstances is Provider liable for any of the following:\n\na. third party claims against Customer; or\n\nb. loss of, or damage to, Customer\'s records or data.', 'unacceptable'),
      data('Each party\'s liability shall not exceed the charges paid in the twelve (12) months before the claim. Under no circumstances is Provider liable for any of the following:\n\na. third party claims against Customer; or\n\nb. loss of, or damage to, Customer\'s records or data to the extent caused by Customer\'s failure to keep the backups Schedule 2 requires.', 'preferred')],
    [svcData('The Contractor accepts no liability for any loss or corruption of the Principal\'s data held on the equipment.', 'unacceptable'),
      svcData('The Contractor accepts no liability for any loss or corruption of the Principal\'s data held on the equipment where it results from the Principal\'s failure to follow the Contractor\'s written instructions.', 'preferred')],
    [data('Provider is not responsible for lost or corrupted Customer data, however it happens.', 'unacceptable'),
      data('Provider is not responsible for lost or corrupted Customer data unless it happens because Provider broke its security obligations.', 'preferred')],
  ]);
  // ---- confidentiality left to a separate agreement the contract names ----
  // The playbooks' fallback is "a separate NDA incorporated by reference": a contract that sends the parties' information
  // to a non-disclosure agreement they signed (by name and date) is at the fallback, not missing, and not preferred
  // either (its terms are in a document the review does not carry). The twin ends or supersedes that agreement, leaving
  // nothing: missing.
  const conf = inClause(hosting, 'saas', 'saas.confidentiality', 'Confidentiality');
  const msaConf = inClause(msa, 'msa', 'msa.confidentiality', 'Confidentiality');
  const svcConf = inClause(services, 'services', 'services.confidentiality', 'Confidentiality');
  rows('confidentiality left to a separate agreement the contract names', [
    [conf('The Mutual Non-Disclosure Agreement between the parties dated 3 March 2025 is terminated and no longer applies to information exchanged under this agreement.', 'missing'),
      conf('The Mutual Non-Disclosure Agreement between the parties dated 3 March 2025 applies to all information exchanged under this agreement.', 'acceptable')],
    [msaConf('This Agreement supersedes the Confidentiality Agreement executed by the Parties on 1 June 2024, which shall have no further effect.', 'missing'),
      msaConf('Confidential Information disclosed under this Agreement shall be governed by the Confidentiality Agreement executed by the Parties on 1 June 2024, which is incorporated herein by reference.', 'acceptable')],
    [svcConf('Each party\'s obligations under the Non-Disclosure Agreement the parties signed on 4 February 2025 ceased when it expired.', 'missing'),
      svcConf('Each party\'s obligations of confidentiality are as set out in the Non-Disclosure Agreement the parties signed on 4 February 2025.', 'acceptable')],
    [conf('All information the parties exchange is non-confidential.', 'missing'),
      conf('All information the parties exchange is non-confidential; if either party needs to share confidential information, it will be shared under the terms of the Agreement for Exchange of Confidential Information signed on 3 August 2024.', 'acceptable')],
    // (an agreement yet to be signed, as the condition of an audit, protects nothing now)
    [svcConf('The Principal may inspect the Contractor\'s workshop, subject to the Principal\'s execution of the Contractor\'s standard confidentiality agreement.', 'missing'),
      svcConf('The Principal may inspect the Contractor\'s workshop; the confidentiality agreement the parties executed on 9 September 2024 applies to all it sees there and to all other information they exchange.', 'acceptable')],
  ]);
  // ---- a suspension worded as restricting, blocking or disabling access ----
  // "may restrict Customer's access to the Services", "block access to the Platform", "disable the Principal's access":
  // each stops the service as a suspension does, and is judged as one. Before, the check read none of them (not
  // mentioned, preferred) even when the right was at will. The twin limits the same words to a cause the playbook accepts.
  const susp = inClause(hosting, 'saas', 'saas.suspension', 'Acceptable Use');
  const svcSusp = inClause(services, 'services', 'services.suspension', 'Access');
  rows('a suspension worded as restricting access', [
    [susp('Provider may restrict Customer\'s access to the Services at any time, for any reason.', 'unacceptable'),
      susp('Provider may restrict Customer\'s access to the Services only if undisputed charges remain unpaid thirty (30) days after written notice.', 'preferred')],
    [susp('Provider may block access to the Services without notice whenever it sees fit.', 'unacceptable'),
      susp('Provider may block access to the Services, on written notice, to the extent needed to stop an imminent security threat.', 'preferred')],
    [svcSusp('The Contractor may disable the Principal\'s access to the monitoring system for any reason.', 'unacceptable'),
      svcSusp('The Contractor may disable the Principal\'s access to the monitoring system if the Principal\'s use of it is unlawful.', 'preferred')],
  ]);

  // ---- a suspension at the provider's word that the agreement was broken ----
  // At any time or without notice, whenever the provider believes or thinks the customer broke the agreement: no breach
  // need be material or proved, and nothing can be cured. Worse than the fallback (a material breach, notice, a cure
  // period). The twin suspends on reasonable grounds for unlawful use or a threat, or for an undisputed sum after notice.
  rows('a suspension at the provider\'s word that the agreement was broken', [
    [susp('Provider may suspend the Services at any time if it believes Customer has breached this agreement.', 'unacceptable'),
      susp('Provider may suspend the Services if it believes, on reasonable grounds, that Customer\'s use is unlawful or threatens the security of the Services.', 'preferred')],
    [svcSusp('The Contractor may, without notice, suspend the services if it considers that the Principal is in breach of this agreement.', 'unacceptable'),
      svcSusp('The Contractor may, after thirty days\' written notice, suspend the services if the Principal has not paid an undisputed invoice.', 'preferred')],
    [susp('Provider may suspend Customer\'s account at any time if Provider thinks Customer has broken these terms.', 'unacceptable'),
      susp('Provider may suspend Customer\'s account if Provider reasonably thinks Customer\'s use is unlawful, after telling Customer why.', 'preferred')],
  ]);
  // ---- the redline of a head taken away apart from the exclusion ----
  // The data head in a list of what the provider is never liable for is struck where it stands; the list's other item
  // and the exclusion's own clause stay as they are. (Before, the exclusion's whole language was written in place of the
  // list item, leaving a consequential-loss clause as item "b." of a list of what the provider is not liable for.)
  describe('the redline of the customer\'s data loss excluded apart', () => {
    const lists = [
      ['a. third party claims against Customer; or', 'b. loss of, or damage to, Customer\'s records or data.'],
      ['(i) claims brought by Customer\'s own customers; or', '(ii) the loss or corruption of any Customer data.'],
      ['1. fines imposed on Customer; or', '2. lost or corrupted data of Customer, however it happens.'],
    ];
    for (const [first, second] of lists) {
      it(`strikes "${second}" alone`, () => {
        const text = hosting(`Limitation of Liability. Each party's liability shall not exceed the charges paid in the twelve (12) months before the claim. Under no circumstances is Provider liable for any of the following:\n\n${first}\n\n${second}\n\n3A. ${EXCLUSION}`);
        const out = review({ text, document_type: 'saas', options: { suggest_redlines: true } });
        const issue = out.review.issues.find((i) => i.check_id === 'saas.consequential_damages');
        expect(issue?.title).toContain('loss of data');
        const mine = (out.review.redlines ?? []).filter((r) => r.issue_id === issue!.id);
        expect(mine.length).toBe(1);
        expect(mine[0].original_text).toContain(second.replace(/^\S+\s+/, ''));
        expect(mine[0].suggested_text).not.toMatch(/consequential/i);
        expect(mine[0].suggested_text).not.toContain('data');
      });
    }
  });
  // ---- the law of a country the engine did not know ----
  // The engine read governing law against a hand-kept list of seventy jurisdictions: "construed in accordance with the
  // laws of Papua New Guinea" (an outsourcing agreement a PNG bank made) was "No governing law is stated". Every country
  // is now known (i18n-iso-countries' names). The twin leaves the law to a later choice: missing.
  const law = (make: (b: string) => string, type: 'saas' | 'services' | 'msa', body: string, position: string) =>
    row(type, `${type}.governing_law`, make('Cooperation. The parties will cooperate in good faith.').replace(/\n\n4\. (?:Governing )?Law\.[^\n]*$/, `\n\n4. Governing Law. ${body}`), position);
  const lawRows = (body: (place: string) => string, places: [string, string, string], pick: string) => ([
    [law(hosting, 'saas', body(pick), 'missing'), law(hosting, 'saas', body(places[0]), 'preferred')],
    [law(services, 'services', body(pick), 'missing'), law(services, 'services', body(places[1]), 'preferred')],
    [law(msa, 'msa', body(pick), 'missing'), law(msa, 'msa', body(places[2]), 'preferred')],
  ] as [ReturnType<typeof row>, ReturnType<typeof row>][]);
  rows('the law of a country the engine did not know', lawRows((p) => `This agreement will be construed in accordance with the laws of ${p}.`, ['Papua New Guinea', 'Fiji', 'Sri Lanka'], 'whichever country the Provider later names'));
  rows('the law of a country the engine did not know, named as a republic or a state', lawRows((p) => `This agreement is governed by the laws of the ${p}.`, ['Republic of Ghana', 'Republic of Ecuador', 'Republic of Kazakhstan'], 'country the Provider later names'));
  // ---- a cap's exceptions that name the indemnity clause are no indemnity ----
  // "The limitation of liability shall not apply: a) ...; or b) to a breach of article 15 (indemnification for breach of
  // intellectual property rights)": the words name a clause (here one where the customer indemnifies, or none at all),
  // and promise nothing. Before, the check read them as the provider's IP indemnity, preferred. The twin adds the
  // provider's real promise.
  const ind = inClause(hosting, 'saas', 'saas.indemnification', 'Exceptions');
  const svcInd = inClause(services, 'services', 'services.indemnification', 'Exceptions');
  const msaInd = inClause(msa, 'msa', 'msa.indemnification', 'Exceptions');
  const PROMISE = ' Provider will defend and indemnify Customer against any third-party claim that the Services infringe that third party\'s intellectual property rights.';
  rows('a cap\'s exceptions that name the indemnity clause', [
    [ind('The limitation of liability in this agreement shall not apply: a) where the loss is caused by a party\'s wilful misconduct or gross negligence; or b) to a breach of clause 9 (indemnification for infringement of intellectual property rights).', 'missing'),
      ind(`The limitation of liability in this agreement shall not apply: a) where the loss is caused by a party's wilful misconduct or gross negligence; or b) to a breach of clause 9 (indemnification for infringement of intellectual property rights).${PROMISE}`, 'preferred')],
    [svcInd('The limits in clause 7 do not apply to:\n\n(i) fraud; or\n\n(ii) a breach of section 12 (Indemnity for Intellectual Property Claims).', 'missing'),
      svcInd(`The limits in clause 7 do not apply to:\n\n(i) fraud; or\n\n(ii) a breach of section 12 (Indemnity for Intellectual Property Claims).${PROMISE.replace(/Provider/g, 'The Contractor').replace(/Customer/g, 'the Principal')}`, 'preferred')],
    [msaInd('The cap on liability shall not apply to liability arising under Article 11 (Indemnification for Third Party Infringement Claims) or for fraud.', 'missing'),
      msaInd(`The cap on liability shall not apply to liability arising under Article 11 (Indemnification for Third Party Infringement Claims) or for fraud.${PROMISE.replace(/Provider/g, 'The Service Provider').replace(/Customer/g, 'the Client')}`, 'preferred')],
  ]);
  // ---- a price change only good-faith negotiations or a change in the law can bring ----
  // "Parties shall enter into good faith negotiations to agree upon new prices", "only after good-faith discussions": the
  // provider cannot change the price alone. "If subsequent changes in Dutch laws make a price unenforceable, the prices
  // shall be modified to the extent required to comply": a change in the law passed on, not an increase at will. Before,
  // both read "Provider may raise prices without a cap". The adverse twins give the provider the change alone.
  const price = inClause(hosting, 'saas', 'saas.price_increases', 'Price Changes');
  const licence = (body: string) => `SOFTWARE LICENCE AGREEMENT\n\nThis agreement is made between Kestrel Analytics B.V. ("Licensor") and Harbourline Logistics Pty Ltd ("Licensee").\n\n1. Grant. Licensor grants Licensee a non-exclusive licence to use the Software.\n\n2. Fees. Licensee shall pay the licence fees in Schedule 1 within thirty (30) days of invoice.\n\n3. ${body}\n\n4. Law. This agreement is governed by the laws of the Netherlands.`;
  const licPrice = inClause(licence, 'license', 'license.price_increases', 'Fee Review');
  rows('a price change only negotiation or a change in the law can bring', [
    [price('Provider may revise the charges for the Services at any time.', 'unacceptable'),
      price('Provider may revise the charges for the Services only after good faith negotiations with Customer.', 'preferred')],
    [licPrice('Licensor may change the licence fees on each anniversary of the Effective Date.', 'unacceptable'),
      licPrice('Licensor may change the licence fees on each anniversary of the Effective Date only after good-faith discussions between the parties.', 'preferred')],
    [price('If Provider\'s costs rise, the prices for the Services shall be adjusted to the extent Provider requires.', 'unacceptable'),
      price('If subsequent changes in Dutch laws make any price unenforceable, the prices for the Services shall be adjusted to the extent required to comply with those laws.', 'acceptable')],
  ]);
});
