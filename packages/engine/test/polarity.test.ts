import { describe, expect, it } from 'vitest';
import { listBuiltInPlaybooks, review, type DocumentType } from '../src/index.js';
import { givenOnlyToOwnSide, protectedAct, roleLexicon, takesAwayProtection } from '../src/scope.js';

// Polarity in the shared reader (judge round 14, README "Judge round 14: polarity in the shared reader"): a protection
// turned into its opposite, a permission handed to the side it binds or a duty that side is released from. The rows
// were written before the rule, several wordings of each class (verbs, order, party names, British and US drafting),
// each with benign twins: the same words held by the playbook's own side, or narrowed so that the protection stands.

const checks = new Map(listBuiltInPlaybooks().flatMap((p) => p.checks.map((c) => [c.check_id, c] as const)));
const actOf = (id: string) => protectedAct(checks.get(id)!.suggested_language.replace(/\{\{[^}]*\}\}|\[[^\]]*\]/g, 'X'));
const lex = roleLexicon([]);

describe('the act a check protects, read from its own preferred clause (scope.ts protectedAct)', () => {
  it.each([
    ['nda.no_reverse_engineering', 'forbid', false, 'decompile'],
    ['nda.sharing_with_third_parties', 'forbid', true, 'share'],
    ['nda.limited_use', 'forbid', true, 'use'],
    ['dpa.breach_notification', 'require', false, 'notify'],
    ['dpa.sub_processors', 'forbid', true, 'engage'],
    ['msa.indemnification', 'require', false, 'indemnify'],
    ['lease.deposit', 'require', false, 'return'],
  ])('%s: %s (limited %s), in other words too ("%s")', (id, kind, limited, verb) => {
    const act = actOf(id)!;
    expect(act.kind).toBe(kind);
    expect(act.limited).toBe(limited);
    expect(act.verbs.test(verb)).toBe(true);
  });
  it.each([
    // the playbook's own side's duties and rights, definitions and statements of law protect nothing of it
    'lease.rent', 'msa.payment_terms', 'msa.termination_for_convenience', 'nda.definition_breadth', 'msa.governing_law', 'nda.no_solicitation',
  ])('%s: no protected act', (id) => expect(actOf(id)).toBeNull());
});

describe('a sentence that takes the protection away by its polarity (scope.ts takesAwayProtection)', () => {
  const rows: { check: string; given: string; want: boolean }[] = [
    // sharing given without bounds to the recipient
    { check: 'nda.sharing_with_third_parties', given: 'Each Receiving Party may also pass the other party\'s Confidential Information to such lenders, consultants and other persons as it sees fit.', want: true },
    { check: 'nda.sharing_with_third_parties', given: 'Recipient shall be free to disclose Evaluation Material to any third party at its sole discretion.', want: true },
    { check: 'nda.sharing_with_third_parties', given: 'Nothing in this Agreement shall restrict the Recipient from sharing Confidential Information with its co-investors.', want: true },
    { check: 'nda.sharing_with_third_parties', given: 'The Recipient may disclose Confidential Information to its professional advisers who need to know it and are bound by duties of confidentiality.', want: false },
    { check: 'nda.sharing_with_third_parties', given: 'The Recipient may disclose Confidential Information to its Representatives.', want: false },
    { check: 'nda.sharing_with_third_parties', given: 'The Disclosing Party may share its own Confidential Information with any third party as it thinks fit.', want: false },
    // a forbidden act permitted outright
    { check: 'nda.no_reverse_engineering', given: 'The Recipient may decompile, disassemble or otherwise reverse engineer the Samples.', want: true },
    { check: 'nda.no_reverse_engineering', given: 'Each party is entitled to analyse and reverse-engineer any prototype supplied to it.', want: true },
    { check: 'nda.no_reverse_engineering', given: 'The Recipient may not decompile, disassemble or reverse engineer the Samples.', want: false },
    { check: 'nda.no_reverse_engineering', given: 'No party may analyse or reverse engineer any prototype supplied to it.', want: false },
    // a use held to the purpose, released or given without bounds
    { check: 'nda.limited_use', given: 'The Receiving Party may use the Confidential Information for any purpose.', want: true },
    { check: 'nda.limited_use', given: 'The Recipient is not required to use the Confidential Information solely for the Transaction.', want: true },
    { check: 'nda.limited_use', given: 'The Recipient may use the Confidential Information only to evaluate the Transaction.', want: false },
    // a required notice released, in every case or with nothing that narrows it
    { check: 'dpa.breach_notification', given: 'The Processor is under no obligation to notify the Controller of personal data breaches.', want: true },
    { check: 'dpa.breach_notification', given: 'Notwithstanding clause 9, the Supplier need not inform the Customer of any Personal Data Breach.', want: true },
    { check: 'dpa.breach_notification', given: 'The Processor need not notify the Controller of a breach where it is unlikely to result in a risk to individuals.', want: false },
    { check: 'dpa.breach_notification', given: 'The Controller need not notify the Processor of any breach.', want: false },
    { check: 'nda.compelled_disclosure_notice', given: 'The Recipient shall have no obligation to tell the Discloser of any order or request to disclose Confidential Information.', want: true },
    { check: 'nda.compelled_disclosure_notice', given: 'The Recipient shall have no obligation to notify the Discloser of a disclosure made to a tax authority in the course of a routine audit of the Recipient.', want: false },
    // sub-processors at will
    { check: 'dpa.sub_processors', given: 'The Processor is free to engage any sub-processor it chooses.', want: true },
    { check: 'dpa.sub_processors', given: 'Vendor may appoint sub-processors at its discretion.', want: true },
    { check: 'dpa.sub_processors', given: 'Processor may engage the sub-processors listed in Annex 3 only with the Controller\'s prior written authorisation.', want: false },
    // transfers anywhere
    { check: 'dpa.international_transfers', given: 'The Vendor and its sub-processors may transfer and store Customer Personal Data in any country in which they operate.', want: true },
    { check: 'dpa.international_transfers', given: 'The Processor may transfer Personal Data outside the EEA only with the Controller\'s prior written consent.', want: false },
    // an indemnity released, in full or for some claims only
    { check: 'msa.indemnification', given: 'Provider shall have no obligation to defend or indemnify Customer against any infringement claim.', want: true },
    { check: 'msa.indemnification', given: 'The Supplier is not obliged to indemnify the Client.', want: true },
    { check: 'msa.indemnification', given: 'Provider shall have no obligation to indemnify Customer to the extent a claim arises from Customer\'s modifications.', want: false },
    { check: 'msa.indemnification', given: 'Provider shall have no obligation to defend claims arising from combinations with third-party products.', want: false },
    // assignment given away: unbounded, or to a group company (narrowed), or by the playbook's own side
    { check: 'msa.assignment', given: 'Supplier may assign this Agreement to any third party without the Customer\'s consent.', want: true },
    { check: 'msa.assignment', given: 'The Supplier may assign this Agreement to any of its Affiliates without consent.', want: false },
    { check: 'msa.assignment', given: 'Customer may assign this Agreement to any third party without the Supplier\'s consent.', want: false },
    // the act done to the protection's own object ("this Agreement"), not to something else the side owns
    { check: 'msa.assignment', given: 'Provider may license and assign its rights in the jointly developed tools without notice to Customer.', want: false },
    { check: 'msa.assignment', given: 'The Vendor may assign or transfer its rights and obligations hereunder to any person at any time.', want: true },
    // a release for every case, or for one kind of case only
    { check: 'dpa.breach_notification', given: 'The Supplier need not notify the Customer of a Personal Data Breach.', want: true },
    { check: 'dpa.breach_notification', given: 'The Processor need not notify the Controller of a breach affecting only encrypted data.', want: false },
    { check: 'msa.indemnification', given: 'The Supplier has no obligation to indemnify the Client for any claim arising from the Client\'s modification of the Services.', want: false },
    // a relative clause's subject is not the holder ("third parties which are not obliged to protect it")
    { check: 'msa.confidentiality', given: 'This clause does not apply to information obtained by Provider from third parties which are not obliged to protect it.', want: false },
  ];
  it.each(rows)('$check: $given', ({ check, given, want }) => {
    expect(takesAwayProtection(given, actOf(check)!, lex)).toBe(want);
  });
});

describe('a forbidden act given only to the side the prohibition protects (scope.ts givenOnlyToOwnSide)', () => {
  it.each([
    ['nda.no_reverse_engineering', 'The Disclosing Party may reverse engineer its own samples.', true],
    ['consulting.assignment', 'Client may assign this Agreement without the Consultant\'s consent.', true],
    ['consulting.assignment', 'Consultant may assign this Agreement without the Client\'s consent.', false],
    // an NDA's protection binds the recipient: a buyer or a supplier is no side of it
    ['nda.limited_use', 'Buyer may use any information received from Supplier for any purpose.', false],
  ] as const)('%s: %s', (check, given, want) => {
    expect(givenOnlyToOwnSide(given, actOf(check)!, lex)).toBe(want);
  });
});

describe('the review reads the protection taken away, wherever the sentence stands', () => {
  const issue = (text: string, type: DocumentType, check: string) => {
    const r = review({ text, document_type: type, options: { suggest_redlines: false } }).review;
    return { issue: r.issues.some((i) => i.check_id === check), position: r.checks.find((c) => c.check_id === check)?.position };
  };
  const NDA = (clause: string, rider = '') => `MUTUAL NON-DISCLOSURE AGREEMENT\n\nThis Agreement is made between Harbourside Analytics Ltd and Quillon Systems Inc. (each a "Party"; a Party receiving information is the "Receiving Party" and a Party disclosing it the "Disclosing Party").\n\n1. Purpose. The parties wish to discuss a possible joint venture (the "Purpose").\n\n2. Confidentiality. The Receiving Party shall keep the Disclosing Party's Confidential Information confidential and use it solely for the Purpose.\n\n3. ${clause}\n\n4. Term. This Agreement continues for two years.\n${rider ? `\nRIDER 1\n\n${rider}\n` : ''}`;
  it('sharing with anyone the recipient chooses, in the body: unacceptable; with advisers who need to know: not', () => {
    expect(issue(NDA('Disclosure. The Receiving Party may share Confidential Information with such financiers, consultants and other third parties as it thinks fit.'), 'nda', 'nda.sharing_with_third_parties')).toEqual({ issue: true, position: 'unacceptable' });
    expect(issue(NDA('Disclosure. The Receiving Party may share Confidential Information with its professional advisers who need to know it and are bound by duties of confidentiality.'), 'nda', 'nda.sharing_with_third_parties').issue).toBe(false);
  });
  it('reverse engineering forbidden in the body, then permitted in a rider (whichever comes first)', () => {
    const forbid = 'Samples. The Receiving Party shall not reverse engineer, decompile or disassemble any sample.';
    expect(issue(NDA(forbid, 'Notwithstanding clause 3, the Receiving Party may take apart and reverse engineer the samples.'), 'nda', 'nda.no_reverse_engineering').issue).toBe(true);
    expect(issue(NDA('Samples. The Receiving Party may take apart and reverse engineer the samples.', ''), 'nda', 'nda.no_reverse_engineering').issue).toBe(true);
    expect(issue(NDA(forbid, 'The Disclosing Party may reverse engineer its own samples.'), 'nda', 'nda.no_reverse_engineering').issue).toBe(false);
  });
  it('a notice of compelled disclosure switched off by a rider, not by a narrow one', () => {
    const notice = 'Compelled disclosure. If the Receiving Party is required by law to disclose Confidential Information, it shall, where lawful, notify the Disclosing Party promptly so that it may seek a protective order.';
    expect(issue(NDA(notice, 'Notwithstanding clause 3, the Receiving Party shall have no obligation to notify the Disclosing Party of any requirement of a court or regulator to disclose Confidential Information.'), 'nda', 'nda.compelled_disclosure_notice').issue).toBe(true);
    expect(issue(NDA(notice, 'Notwithstanding clause 3, the Receiving Party shall have no obligation to notify the Disclosing Party of a disclosure made to a banking regulator in the course of a routine examination.'), 'nda', 'nda.compelled_disclosure_notice').issue).toBe(false);
  });
});

// Judge round 15 (README "Judge round 15"): the open classes of round 14, rows written before the rule.
describe('round 15: duties stated without a modal, every act of the preferred clause, the act as its own topic', () => {
  const wave2: { check: string; given: string; want: boolean }[] = [
    // a duty without a modal ("hereby assigns") released, or the assigned rights kept; twins: narrowed, or our side
    { check: 'employment.ip_assignment', given: 'The Employee is not obliged to assign to the Company any invention made during the employment.', want: true },
    { check: 'employment.ip_assignment', given: 'Employee retains all right, title and interest in any work product created during the engagement.', want: true },
    { check: 'employment.ip_assignment', given: 'Employee is under no obligation to assign inventions developed entirely on Employee\'s own time without use of Company equipment.', want: false },
    { check: 'employment.ip_assignment', given: 'The Company retains all right, title and interest in its pre-existing materials.', want: false },
    // the clause's second act (its perfecting duty) released
    { check: 'employment.ip_assignment', given: 'The Employee need not sign any document to perfect the assignment of inventions.', want: true },
    { check: 'employment.ip_assignment', given: 'The Employee need not sign any document except those reasonably required to perfect the assignment.', want: false },
    // compelled disclosure: the second act (disclose only what is required) released; the notice itself released
    { check: 'nda.compelled_disclosure_notice', given: 'Notwithstanding clause 3, the Recipient is not required to disclose only the part of the Confidential Information that it is legally compelled to disclose.', want: true },
    { check: 'nda.compelled_disclosure_notice', given: 'If a court compels the Recipient to disclose Confidential Information, the Recipient shall, where permitted, inform the Discloser first, and is not obliged to disclose only the part the court requires.', want: true },
    { check: 'nda.compelled_disclosure_notice', given: 'If a court compels the Recipient to disclose Confidential Information, the Recipient shall inform the Discloser first, and need not disclose only the part the court requires where the court asks for more.', want: false },
    // the same, the holder a pronoun for the party the sentence opens with
    { check: 'nda.compelled_disclosure_notice', given: 'If a regulator requires the Recipient to disclose Confidential Information, it shall tell the Discloser promptly, and need not disclose only the minimum the regulator requires.', want: true },
    { check: 'nda.compelled_disclosure_notice', given: 'Should the Receiving Party be compelled by law to disclose Confidential Information, it is not obliged to disclose only the portion legally required.', want: true },
    { check: 'nda.compelled_disclosure_notice', given: 'If the Disclosing Party is compelled by law to disclose its own information, it need not notify the Receiving Party.', want: false },
    { check: 'nda.compelled_disclosure_notice', given: 'The Recipient may make any disclosure required by law or by a regulator without notifying the Discloser.', want: true },
    { check: 'nda.compelled_disclosure_notice', given: 'Each Receiving Party may disclose Confidential Information to a court that orders it, without giving the other party any notice.', want: true },
    { check: 'nda.compelled_disclosure_notice', given: 'The Recipient may make a disclosure required by law without notifying the Discloser where notice is prohibited by that law.', want: false },
    { check: 'nda.compelled_disclosure_notice', given: 'The Disclosing Party may disclose its own information without notifying the Receiving Party.', want: false },
  ];
  it.each(wave2)('$check: $given', ({ check, given, want }) => {
    expect(takesAwayProtection(given, actOf(check)!, lex)).toBe(want);
  });
  it('a duty stated without a modal is an act: "hereby assigns", "undertakes that", "covenants not to"', () => {
    expect(protectedAct('The Consultant hereby irrevocably assigns to the Client all Intellectual Property Rights in the Deliverables.')?.verbs.test('transfer')).toBe(true);
    expect(protectedAct('The Supplier covenants not to disclose the Customer Data to any person.')?.kind).toBe('forbid');
    expect(protectedAct('The Processor undertakes that it will notify the Controller of any Personal Data Breach.')?.verbs.test('inform')).toBe(true);
    expect(protectedAct('The Company hereby assigns to the Employee all its rights in the car.')).toBeNull();
  });
  const doc = (type: DocumentType, intro: string, clauses: string[]) => `AGREEMENT\n\nThis Agreement is made between ${intro}.\n\n${clauses.map((c, i) => `${i + 1}. ${c}`).join('\n\n')}\n`;
  const flagged = (text: string, type: DocumentType, check: string) => review({ text, document_type: type, options: { suggest_redlines: false } }).review.issues.some((i) => i.check_id === check);
  it('a release worded outside the check\'s topic words ("need not insure") is read by the act\'s own words', () => {
    const intro = 'Harbourside Analytics Ltd (the "Tenant") and Quillon Estates plc (the "Landlord")';
    const ins = 'Insurance. Landlord shall insure the Building against the usual risks for its full reinstatement value. Tenant shall insure its own contents and maintain public liability insurance of at least £4,000.';
    expect(flagged(doc('lease', intro, ['Premises. The Landlord lets the Premises to the Tenant.', ins, 'Special Terms. Notwithstanding clause 2, the Landlord need not insure the Building.']), 'lease', 'lease.insurance')).toBe(true);
    expect(flagged(doc('lease', intro, ['Premises. The Landlord lets the Premises to the Tenant.', ins, 'Special Terms. Notwithstanding clause 2, the Tenant need not insure its own contents.']), 'lease', 'lease.insurance')).toBe(false);
  });
});

describe('round 15: a preferred clause that is a statement ("No amendment is effective unless ...", "Fees are fixed ...")', () => {
  it('the act is read from the statement\'s subject and verb', () => {
    expect(actOf('msa.unilateral_changes')?.verbs.test('modify')).toBe(true);
    expect(actOf('saas.price_increases')?.verbs.test('increase')).toBe(true);
    expect(protectedAct('Any variation of these Terms shall be binding only if agreed in writing by both parties.')?.verbs.test('amend')).toBe(true);
  });
  it.each([
    ['msa.unilateral_changes', 'Provider may change the Services at any time.', true],
    ['saas.unilateral_changes', 'The Supplier reserves the right to modify these Terms from time to time at its sole discretion.', true],
    ['consulting.unilateral_changes', 'Consultant may vary the fees and the terms of this Agreement at any time without notice to Client.', true],
    ['saas.price_increases', 'Vendor may increase the Fees at any time.', true],
    ['msa.unilateral_changes', 'Provider may change the Services on ninety days\' written notice, provided the change does not reduce their functionality.', false],
    ['msa.unilateral_changes', 'Customer may change the Services it orders at any time.', false],
    ['msa.unilateral_changes', 'Provider may replace any member of its personnel at any time.', false],
    // what both parties do together is the statement's own way through; either one alone is not
    ['services.unilateral_changes', 'The parties may amend this Agreement at any time to correct an error or an ambiguity.', false],
    ['msa.unilateral_changes', 'Both parties may vary the Services at any time by a change note.', false],
    ['msa.unilateral_changes', 'Either party may amend this Agreement at any time by notice to the other.', true],
    // a term that only begins with a word of the deal ("its Agreement Managers") is not the deal; a proviso keeps it
    ['msa.unilateral_changes', 'Each party may change its Agreement Managers at any time by notice.', false],
    ['saas.unilateral_changes', 'The Supplier may modify the Services at its discretion, provided, however, that no modification reduces the Services ordered.', false],
    ['saas.price_increases', 'Vendor may increase the Fees for a renewal term by no more than three percent on sixty days\' notice.', false],
  ] as const)('%s: %s', (check, given, want) => {
    expect(takesAwayProtection(given, actOf(check)!, lex)).toBe(want);
  });
});

// Judge round 16 (README "Judge round 16"): what round 15 moved the wrong way, and the open classes; rows written first.
describe('round 16: an unbounded place answers only a limit of place', () => {
  it.each([
    // where the data is processed says nothing of on whose instructions: the instructions limit stands
    ['dpa.instructions', 'The Customer acknowledges that the Processor and its Sub-processors may process Customer Personal Data in any country in which they maintain facilities or personnel.', false],
    ['dpa.instructions', 'Supplier may host and store the Client Data anywhere in the world.', false],
    ['dpa.instructions', 'The data processor may process personal data in any jurisdiction where its group has offices.', false],
    // ... but an unbounded purpose or discretion takes it away
    ['dpa.instructions', 'The Processor may process Personal Data for any purpose, in any country.', true],
    ['dpa.instructions', 'Processor may process the Personal Data as it sees fit.', true],
    // the transfer limit is one of place: any country, anywhere takes it away; a transfer mechanism keeps it
    ['dpa.international_transfers', 'Processor and its sub-processors may store, access and process Personal Data in any country in which they maintain facilities.', true],
    ['dpa.international_transfers', 'The Supplier may transfer Client Personal Data anywhere in the world.', true],
    ['dpa.international_transfers', 'The Processor may transfer Personal Data to any country, provided that the transfer is made under the Standard Contractual Clauses.', false],
    // an NDA's use held to the Purpose is not a limit of place either
    ['nda.limited_use', 'The Recipient may use the Confidential Information in any country in which it does business.', false],
    ['nda.limited_use', 'The Recipient may use the Confidential Information for any purpose it chooses.', true],
  ] as const)('%s: %s', (check, given, want) => {
    expect(takesAwayProtection(given, actOf(check)!, lex)).toBe(want);
  });
});

describe('round 16: a party known only by its own name, placed as recipient or discloser by the document\'s own definitions', () => {
  const flagged = (text: string, check: string) => review({ text, document_type: 'nda', options: { suggest_redlines: false } }).review.issues.some((i) => i.check_id === check);
  const body = 'The Recipient shall keep the Confidential Information confidential, shall use it solely for the Purpose and may disclose it only to its employees who need to know it and are bound by duties of confidentiality.';
  const notice = 'If the Recipient is required by law to disclose Confidential Information, it shall, where lawful, notify the Discloser promptly so that the Discloser may seek a protective order.';
  const british = (clause: string) => `NON-DISCLOSURE AGREEMENT\n\nThis Agreement is made between Harbourside Analytics Ltd ("Harbourside" or the "Discloser") and Northwind Software Ltd ("Northwind" or the "Recipient").\n\n1. Purpose. Harbourside will show Northwind its product roadmap to evaluate a possible licence (the "Purpose").\n\n2. Confidentiality. ${body}\n\n3. Legal demands. ${notice}\n\n4. ${clause}\n\n5. Term. This Agreement continues for two years.\n`;
  const us = (clause: string) => `CONFIDENTIALITY AGREEMENT\n\nThis Confidentiality Agreement is entered into by and between Zenith Robotics, Inc., a Delaware corporation ("Zenith"), as the party disclosing information (the "Disclosing Party"), and ACME Corp., a New York corporation ("ACME"), as the party receiving it (the "Receiving Party").\n\n1. Purpose. Zenith will disclose designs to ACME to evaluate a supply arrangement (the "Purpose").\n\n2. Confidentiality. ${body.replace(/Recipient/g, 'Receiving Party')}\n\n3. Compelled disclosure. ${notice.replace(/Recipient/g, 'Receiving Party').replace(/Discloser/g, 'Disclosing Party')}\n\n4. ${clause}\n\n5. Term. This Agreement continues for three years.\n`;
  it.each([
    // the recipient, by its own name, given the act without bounds or released from the notice
    [british('Sharing. Northwind may share the Confidential Information with such investors and other third parties as it thinks fit.'), 'nda.sharing_with_third_parties', true],
    [us('Legal process. Notwithstanding Section 3, ACME need not notify Zenith of any subpoena or court order requiring disclosure.'), 'nda.compelled_disclosure_notice', true],
    [us('Use. ACME may use the Confidential Information for any purpose.'), 'nda.limited_use', true],
    // the discloser, by its own name, doing so with its own information: nothing taken from the recipient's duties
    [british('Sharing. Harbourside may share its own Confidential Information with such investors and other third parties as it thinks fit.'), 'nda.sharing_with_third_parties', false],
    [us('Legal process. Zenith need not notify ACME of any subpoena relating to Zenith\'s own information.'), 'nda.compelled_disclosure_notice', false],
    // the recipient by its name, narrowed
    [british('Sharing. Northwind may share the Confidential Information with its professional advisers who need to know it.'), 'nda.sharing_with_third_parties', false],
  ] as const)('%#: %s', (text, check, want) => {
    expect(flagged(text, check)).toBe(want);
  });
});

describe('round 16: a remedy the protection gives the playbook\'s own side, denied', () => {
  it('the act: the discloser\'s equitable relief (a right of our side, read only for remedies)', () => {
    expect(actOf('nda.injunctive_relief')).not.toBeNull();
    expect(protectedAct('The Customer may terminate this Agreement for convenience on thirty days\' notice.')).toBeNull();
  });
  it.each([
    // denied outright: stated of the remedy, waived by our side or both, refused to either party
    ['Notwithstanding clause 3, equitable relief is not available for any breach of this Agreement.', true],
    ['Neither party shall be entitled to seek an injunction or other equitable remedy.', true],
    ['The Disclosing Party hereby waives any right to seek injunctive relief or specific performance.', true],
    ['Injunctive relief shall not be available to either party.', true],
    // narrowed, or denied to the other side only, or given
    ['Injunctive relief is not available where damages would be an adequate remedy.', false],
    ['The Receiving Party shall not be entitled to seek injunctive relief against the Disclosing Party.', false],
    ['The Disclosing Party may seek injunctive relief without posting a bond.', false],
    ['Equitable relief is not available unless the breach is wilful.', false],
    // "in respect of any breach" is every case, not one; "of a breach of clause 9" is one
    ['The parties agree that damages are an adequate remedy, and neither party shall seek or be entitled to an injunction in respect of any breach.', true],
    ['No party may obtain specific performance or interim relief with respect to any actual or threatened breach of this Agreement.', true],
    ['Equitable relief shall not be available in relation to any breach of this Agreement.', true],
    ['Equitable relief shall not be available in respect of a breach of clause 9 (Publicity).', false],
    // a waiver denied is no waiver
    ['Neither party waives its right to seek injunctive relief by accepting damages for a breach.', false],
    ['Nothing in this Agreement waives the Disclosing Party\'s right to seek specific performance.', false],
    ['The Disclosing Party shall not be deemed to have waived any right to seek equitable relief by delay.', false],
  ] as const)('%s', (given, want) => {
    expect(takesAwayProtection(given, actOf('nda.injunctive_relief')!, lex)).toBe(want);
  });
});

describe('round 16: the remedy denied in a rider, read by the review', () => {
  const NDA = (rider: string) => `NON-DISCLOSURE AGREEMENT\n\nThis Agreement is made between Harbourside Analytics Ltd and Quillon Systems Inc. (each a "Party"; a Party receiving information is the "Receiving Party" and a Party disclosing it the "Disclosing Party").\n\n1. Confidentiality. The Receiving Party shall keep the Disclosing Party's Confidential Information confidential and use it solely for the Purpose.\n\n2. Remedies. A breach of this Agreement may cause irreparable harm, so the Disclosing Party may seek injunctive relief in addition to any other remedy.\n\n3. Term. This Agreement continues for two years.\n\nRIDER 1\n\n${rider}\n`;
  const flagged = (text: string) => review({ text, document_type: 'nda', options: { suggest_redlines: false } }).review.issues.some((i) => i.check_id === 'nda.injunctive_relief');
  it('denied: an issue; narrowed, or not denied: none (the check\'s own cues still read a refusal to the recipient as one: left)', () => {
    expect(flagged(NDA('Notwithstanding clause 2, equitable relief shall not be available for any breach of this Agreement.'))).toBe(true);
    expect(flagged(NDA('The parties agree that Section 2 applies to any breach, and the Disclosing Party need not post a bond.'))).toBe(false);
    expect(flagged(NDA('Notwithstanding clause 2, injunctive relief is not available where damages would be an adequate remedy.'))).toBe(false);
  });
});
