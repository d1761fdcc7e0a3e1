import { nda } from './adverse/contracts.js';
import { bad, good, row, rows } from './judge-rows.js';

/*
 * NDA round 17 (issue 11): the classes of NDA drafting the spent hold-outs (7 to 9) found read as preferred, each in
 * wordings written for this file (mutual and one-way, US and English drafting, "Recipient" and company names, a
 * prohibition and a permission), before the rules were changed, each with a benign twin that shares its words. None of
 * these sentences is a hold-out's own.
 */

/** A one-way NDA between two companies known by their names, with its definition and one clause set. */
const oneWay = (definition: string, clause = '') => `CONFIDENTIALITY AGREEMENT

This Agreement is made on 2 February 2026 between Kestrel Turbines Limited ("Kestrel"), which will disclose information, and Marlow Engineering Ltd ("Marlow"), which will receive it, in connection with a possible supply of turbine parts (the "Purpose").

1. Definition. ${definition}

2. Obligations. Marlow shall keep the Confidential Information secret, use it only for the Purpose and not disclose it to any third party except to its employees who need to know it for the Purpose.

3. Return. On Kestrel's written request Marlow shall return or destroy the Confidential Information.
${clause ? `\n4. Further terms. ${clause}\n` : ''}
5. Law. This Agreement is governed by the laws of England and Wales.
`;
const DEF = '"Confidential Information" means all business, financial and technical information that Kestrel discloses to Marlow for the Purpose, whether in writing, orally or in any other form.';

// ---- 1. Spoken disclosures taken out of the protection (or kept in only on written confirmation) ----
rows('oral disclosures excluded from Confidential Information (nda.oral_information_included)', [
  [bad('nda', 'nda.oral_information_included', oneWay('"Confidential Information" means information that Kestrel discloses to Marlow in written or electronic form. Oral disclosures, demonstrations and site tours are excluded from Confidential Information.')),
    good('nda', 'nda.oral_information_included', oneWay('"Confidential Information" means information that Kestrel discloses to Marlow in written or electronic form. Oral disclosures, demonstrations and site tours are included in Confidential Information.'))],
  [bad('nda', 'nda.oral_information_included', nda({ extra: 'Nothing communicated orally by either Party to the other, whether in meetings or by telephone, shall be treated as Confidential Information.' })),
    good('nda', 'nda.oral_information_included', nda({ extra: 'Anything communicated orally by either Party to the other, whether in meetings or by telephone, shall be treated as Confidential Information.' }))],
  [bad('nda', 'nda.oral_information_included', nda({ extra: 'Confidential Information does not extend to information that a Party communicates verbally.' })),
    good('nda', 'nda.oral_information_included', nda({ extra: 'Confidential Information extends to information that a Party communicates verbally.' }))],
  // (kept in on a written confirmation: the playbook's fallback, not its opposite)
  [bad('nda', 'nda.oral_information_included', oneWay('"Confidential Information" means information disclosed by Kestrel in writing; information that Kestrel discloses by word of mouth or visually shall not constitute Confidential Information.')),
    row('nda', 'nda.oral_information_included', oneWay('"Confidential Information" means information disclosed by Kestrel in writing; information that Kestrel discloses by word of mouth or visually shall not constitute Confidential Information unless Kestrel confirms in writing within thirty (30) days that it is confidential.'), 'acceptable')],
]);

// ---- 2. Copies kept after return, without bounds or freed from confidence ----
rows('retained copies kept at will or released from confidence (nda.retention_after_return)', [
  [bad('nda', 'nda.retention_after_return', nda({ extra: 'The Recipient may, however, retain such copies of the Confidential Information as it sees fit.' })),
    good('nda', 'nda.retention_after_return', nda({ extra: 'The Recipient may, however, retain such copies of the Confidential Information as applicable law requires it to keep, and those copies remain subject to this Agreement.' }))],
  [bad('nda', 'nda.retention_after_return', nda({ extra: 'Each Party may keep copies of the other Party\'s Confidential Information in its archives, and any copies so kept shall cease to be subject to the restrictions of this Agreement.' })),
    good('nda', 'nda.retention_after_return', nda({ extra: 'Each Party may keep copies of the other Party\'s Confidential Information in its archives, and any copies so kept shall continue to be subject to the restrictions of this Agreement.' }))],
  [bad('nda', 'nda.retention_after_return', oneWay(DEF, 'Marlow is not obliged to return or destroy any copy of the Confidential Information that it wishes to keep.')),
    good('nda', 'nda.retention_after_return', oneWay(DEF, 'Marlow is not obliged to return or destroy any copy of the Confidential Information held in its automatic electronic back-up systems, which remains subject to this Agreement.'))],
  [bad('nda', 'nda.retention_after_return', oneWay(DEF, 'Marlow may retain one archival copy of the Confidential Information, which will no longer be treated as Confidential Information once this Agreement ends.')),
    good('nda', 'nda.retention_after_return', oneWay(DEF, 'Marlow may retain one archival copy of the Confidential Information, which will still be treated as Confidential Information once this Agreement ends.'))],
]);

// ---- 3. A definition that names business information only to leave it out ----
rows('business information named only to be excluded from the definition (nda.technical_information_only)', [
  [bad('nda', 'nda.technical_information_only', oneWay('"Confidential Information" means the designs, drawings and specifications of Kestrel\'s turbines disclosed to Marlow, excluding Kestrel\'s commercial terms, prices and customer information.')),
    good('nda', 'nda.technical_information_only', oneWay('"Confidential Information" means the designs, drawings and specifications of Kestrel\'s turbines and Kestrel\'s commercial terms, prices and customer information disclosed to Marlow, excluding information that is publicly available.'))],
  [bad('nda', 'nda.technical_information_only', oneWay('"Confidential Information" means technical data and know-how disclosed by Kestrel to Marlow; it shall not include any financial, marketing or other business information of Kestrel.')),
    good('nda', 'nda.technical_information_only', oneWay('"Confidential Information" means technical data and know-how disclosed by Kestrel to Marlow; it shall also include any financial, marketing or other business information of Kestrel.'))],
  [bad('nda', 'nda.technical_information_only', nda().replace(/"Confidential Information" means all non-public business, financial and technical information/, '"Confidential Information" means the software, source code and technical specifications, but not the pricing, business plans or other commercial information,')),
    good('nda', 'nda.technical_information_only', nda().replace(/"Confidential Information" means all non-public business, financial and technical information/, '"Confidential Information" means the software, source code and technical specifications, and also the pricing, business plans and other commercial information,'))],
]);

// ---- 4. Reverse engineering given among other acts, to a party known by its name ----
rows('reverse engineering permitted within a list of acts (nda.no_reverse_engineering)', [
  [bad('nda', 'nda.no_reverse_engineering', nda({ extra: 'Beta may examine, disassemble and reverse engineer any prototype supplied by Alpha.' })),
    good('nda', 'nda.no_reverse_engineering', nda({ extra: 'Beta may examine, but shall not disassemble or reverse engineer, any prototype supplied by Alpha.' }))],
  [bad('nda', 'nda.no_reverse_engineering', oneWay(DEF, 'Marlow shall be entitled to test, analyse and decompile any software or samples Kestrel provides.')),
    good('nda', 'nda.no_reverse_engineering', oneWay(DEF, 'Marlow shall be entitled to test any software or samples Kestrel provides, but not to analyse or decompile them.'))],
  [bad('nda', 'nda.no_reverse_engineering', nda({ extra: 'The Recipient is permitted to inspect, measure or reverse-engineer the samples for the Purpose.' })),
    good('nda', 'nda.no_reverse_engineering', nda({ extra: 'Neither Party is permitted to inspect, measure or reverse-engineer the samples of the other.' }))],
]);

// ---- 5. Both parties disclose, but one of them is released from the obligations that bind the other ----
/** Two companies that both disclose, known by their names, with the obligations clause given. */
const bothDisclose = (obligations: string) => `INFORMATION EXCHANGE AGREEMENT

This Agreement is made on 10 March 2026 between Harcourt Systems plc ("Harcourt") and Selwyn Robotics Ltd ("Selwyn").

1. Exchange. Both Harcourt and Selwyn intend to disclose confidential information to the other for a joint tender (the "Purpose").

2. Obligations. ${obligations}

3. Law. This Agreement is governed by the laws of England and Wales.
`;
rows('one party released from the obligations though both disclose (nda.mutuality)', [
  [bad('nda', 'nda.mutuality', nda({ extra: 'Notwithstanding Section 2, Beta shall have no obligation of confidentiality towards Alpha in respect of any Confidential Information it receives.' })),
    good('nda', 'nda.mutuality', nda({ extra: 'Notwithstanding Section 2, Beta shall have no obligation of confidentiality towards Alpha in respect of any Confidential Information that is or becomes publicly available.' }))],
  [bad('nda', 'nda.mutuality', bothDisclose('Selwyn shall keep the information it receives from Harcourt confidential. Harcourt is not bound by any obligation of confidence in respect of the information it receives from Selwyn.')),
    good('nda', 'nda.mutuality', bothDisclose('Selwyn shall keep the information it receives from Harcourt confidential. Harcourt is bound by the same obligation of confidence in respect of the information it receives from Selwyn.'))],
  [bad('nda', 'nda.mutuality', nda({ extra: 'The Recipient\'s obligations under Section 2 shall bind Alpha only, and Beta shall owe no duty of confidence to Alpha.' })),
    good('nda', 'nda.mutuality', nda({ extra: 'The Recipient\'s obligations under Section 2 shall bind Alpha and Beta alike, and Beta shall owe the same duty of confidence to Alpha.' }))],
  // (a release for one kind of information is no release of the party)
  [bad('nda', 'nda.mutuality', nda({ extra: 'Beta shall have no obligation of confidentiality under this Agreement.' })),
    good('nda', 'nda.mutuality', nda({ extra: 'Beta shall have no obligation of confidentiality in respect of the residual knowledge of its engineers.' }))],
]);

// ---- 6. Equitable relief refused: to the discloser (or both) it is adverse; to the recipient alone it bars nothing ----
/** The base NDA without its remedies clause, so that the clause under test is the only one on relief. */
const noRemedies = (extra: string) => nda({ extra }).replace(/\n7\. Remedies\.[^\n]*\n/, '\n');
rows('equitable relief refused, read by who is refused it (nda.injunctive_relief)', [
  [bad('nda', 'nda.injunctive_relief', noRemedies('The Discloser may not seek injunctive relief for a breach of this Agreement, damages being its only remedy.')),
    good('nda', 'nda.injunctive_relief', noRemedies('The Recipient may not seek injunctive relief against the Discloser for a breach of this Agreement, and the Discloser may seek injunctive relief for any breach by the Recipient.'))],
  [bad('nda', 'nda.injunctive_relief', oneWay(DEF, 'Kestrel shall not be entitled to an injunction or other equitable relief in respect of any breach, and damages shall be an adequate remedy.')),
    good('nda', 'nda.injunctive_relief', oneWay(DEF, 'Marlow shall not be entitled to an injunction or other equitable relief in respect of any breach by Kestrel, whereas Kestrel may obtain an injunction against Marlow.'))],
  [bad('nda', 'nda.injunctive_relief', noRemedies('No Party shall seek specific performance or an injunction to enforce this Agreement.')),
    good('nda', 'nda.injunctive_relief', noRemedies('Each Party may seek specific performance or an injunction to enforce this Agreement, and the Recipient shall not oppose it on the ground that damages are adequate.'))],
]);

// ---- 7. A wide licence of the information, naming it by a pronoun ("to use it", "the same") ----
rows('the discloser licenses its information beyond the Purpose, named by a pronoun (nda.no_license_granted)', [
  [bad('nda', 'nda.no_license_granted', nda({ extra: 'All Confidential Information remains the property of the Discloser, but the Discloser hereby grants the Recipient an irrevocable right to exploit it commercially.' })),
    good('nda', 'nda.no_license_granted', nda({ extra: 'All Confidential Information remains the property of the Discloser, and the Discloser grants the Recipient only a revocable right to use it for the Purpose.' }))],
  [bad('nda', 'nda.no_license_granted', oneWay(DEF, 'Each party grants to the other a royalty-free, perpetual licence to use and modify the same in its own products.')),
    good('nda', 'nda.no_license_granted', oneWay(DEF, 'No licence is granted: each party may use and modify the same only for the Purpose and for no other products.'))],
  [bad('nda', 'nda.no_license_granted', nda({ extra: 'The Receiving Party is hereby granted a worldwide licence to use them for any purpose whatsoever.' })),
    good('nda', 'nda.no_license_granted', nda({ extra: 'The Receiving Party is granted no licence to use them for any purpose other than the Purpose.' }))],
]);
