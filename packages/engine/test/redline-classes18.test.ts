// What a client's lawyer sees in the Word redline, three classes left by round 15 (users15) and fixed in the planner in
// redlines round 18. Each class has three differently-worded documents (English, US and Australian drafting, other
// verbs and party names) and a benign twin, written before the fix:
// - a rewrite that loses the sentence's qualifier: "Subject to clause 10.1, ..." (the death / fraud carve-out) was dropped
//   with the cap it led into;
// - a rewrite that lands in the wrong clause: a price clause replaced by the playbook's general amendments clause;
// - a rewrite that leaves the old contrary sentence: the customer owns the deliverables, and "Provider owns all
//   documentation ... that it creates in performing the Services" still stands after it.
import { describe, expect, it } from 'vitest';
import { review, type DocumentType } from '../src/index.js';

const doc = (title: string, a: string, b: string, clauses: string[]) =>
  `${title}\n\nThis Agreement is made between ${a} and ${b}.\n\n${clauses.map((c, i) => `${i + 1}. ${c}`).join('\n\n')}\n`;

function redlineFor(text: string, type: DocumentType, check: string) {
  const out = review({ text, document_type: type, options: { suggest_redlines: true } });
  const issue = out.review.issues.find((i) => i.check_id === check);
  expect(issue?.redline_id, `a redline for ${check}`).toBeDefined();
  return out.review.redlines!.find((r) => r.id === issue!.redline_id)!;
}

describe('a cap rewrite keeps the cross-reference that qualifies it', () => {
  it.each<[DocumentType, string, string]>([
    ['consulting', doc('CONSULTANCY AGREEMENT', 'Ashdown Advisory Ltd ("the Consultant")', 'Merrow Housing Ltd ("the Client")', [
      'SERVICES\n1.1 The Consultant shall provide the Services.',
      'LIABILITY\n2.1 Nothing in this agreement limits either party\'s liability for death or personal injury caused by negligence, or for fraud.\n2.2 Subject to clause 2.1, the Consultant\'s total liability to the Client shall not exceed the fees paid by the Client in the three months before the event giving rise to the claim.',
    ]), 'Subject to clause 2.1, '],
    ['msa', doc('MASTER SERVICES AGREEMENT', 'Quarry Digital, Inc. ("Vendor")', 'Fenwick Health LLC ("Customer")', [
      'SERVICES\n1.1 Vendor shall perform the Services described in each Statement of Work.',
      'LIMITATION OF LIABILITY\n2.1 The limits in this Section do not apply to a party\'s fraud or willful misconduct.\n2.2 Except as set forth in Section 2.1, in no event shall Vendor\'s aggregate liability exceed the fees paid in the one (1) month preceding the claim.',
    ]), 'Except as set forth in Section 2.1, '],
    ['services', doc('SERVICES AGREEMENT', 'Wattle Facilities Pty Ltd ("Supplier")', 'Harbour Clinics Pty Ltd ("Customer")', [
      'SERVICES\n1.1 The Supplier must provide the Services.',
      'LIABILITY\n2.1 Neither party excludes liability for personal injury or fraud.\n2.2 Without prejudice to clause 2.1, the Supplier\'s liability is limited to the Charges paid in the two months before the claim.',
    ]), 'Without prejudice to clause 2.1, '],
  ])('%s keeps its qualifier', (type, text, q) => {
    const rl = redlineFor(text, type, `${type}.limitation_of_liability`);
    expect(rl.suggested_text).toContain(`${q}except for breaches of confidentiality`);
    expect(rl.suggested_text).toMatch(/each party's aggregate liability/i);
  });

  it('benign twin: a cap with no qualifier takes the playbook\'s words as they are', () => {
    const text = doc('CONSULTANCY AGREEMENT', 'Ashdown Advisory Ltd ("the Consultant")', 'Merrow Housing Ltd ("the Client")', [
      'SERVICES\n1.1 The Consultant shall provide the Services.',
      'LIABILITY\n2.1 The Consultant\'s total liability to the Client shall not exceed the fees paid by the Client in the three months before the event giving rise to the claim.',
    ]);
    const rl = redlineFor(text, 'consulting', 'consulting.limitation_of_liability');
    expect(rl.suggested_text).toMatch(/2\.1 Except for breaches of confidentiality/);
  });
});

describe('a free price change is struck, not replaced by the general amendments clause', () => {
  it.each<[DocumentType, string, string]>([
    ['consulting', doc('CONSULTANCY AGREEMENT', 'Ashdown Advisory Ltd ("the Consultant")', 'Merrow Housing Ltd ("the Client")', [
      'SERVICES\n1.1 The Consultant shall provide the Services.',
      'FEES\n2.1 The Client shall pay the Day Rate for each day worked.\n2.2 The Consultant may review the Day Rate and increase it with effect from any date by giving the Client not less than thirty days\' written notice.',
    ]), 'increase it with effect from any date'],
    ['msa', doc('MASTER SERVICES AGREEMENT', 'Quarry Digital, Inc. ("Vendor")', 'Fenwick Health LLC ("Customer")', [
      'SERVICES\n1.1 Vendor shall perform the Services described in each Statement of Work.',
      'FEES\n2.1 Customer shall pay the Hourly Rates set out in each Statement of Work.\n2.2 Vendor may adjust the Hourly Rates at any time upon written notice to Customer.',
    ]), 'adjust the Hourly Rates at any time'],
    ['services', doc('SERVICES AGREEMENT', 'Wattle Facilities Pty Ltd ("Supplier")', 'Harbour Clinics Pty Ltd ("Customer")', [
      'SERVICES\n1.1 The Supplier must provide the Services.',
      'CHARGES\n2.1 The Customer must pay the Charges monthly in arrears.\n2.2 The Supplier may increase the Charges from time to time by notifying the Customer.',
    ]), 'increase the Charges from time to time'],
  ])('%s: the price clause gets no amendments clause', (type, text, words) => {
    const rl = redlineFor(text, type, `${type}.unilateral_changes`);
    expect(rl.original_text).toContain(words);
    expect(rl.suggested_text).not.toContain(words);
    expect(rl.suggested_text).not.toMatch(/No amendment to this Agreement/);
    // the price the parties agreed stays (where the redline reaches it)
    if (rl.original_text.includes('2.1 ')) expect(rl.suggested_text).toContain(rl.original_text.slice(rl.original_text.indexOf('2.1 '), rl.original_text.indexOf('2.2 ')));
  });

  it('benign twin: a right to change the terms themselves is replaced by the amendments clause', () => {
    const text = doc('MASTER SERVICES AGREEMENT', 'Quarry Digital, Inc. ("Vendor")', 'Fenwick Health LLC ("Customer")', [
      'SERVICES\n1.1 Vendor shall perform the Services described in each Statement of Work.',
      'CHANGES\n2.1 Vendor may modify the terms of this Agreement at any time by posting the revised terms on its website.',
    ]);
    const rl = redlineFor(text, 'msa', 'msa.unilateral_changes');
    expect(rl.suggested_text).toMatch(/No amendment to this Agreement/);
  });
});

describe('an ownership rewrite strikes the other party\'s ownership of work made under the agreement', () => {
  it.each<[DocumentType, string, string]>([
    ['services', doc('MANAGED SERVICES AGREEMENT', 'Ironclad Networks LLC ("Provider")', 'Sable Logistics Inc. ("Customer")', [
      'SERVICES\n1.1 Provider shall provide the Services.',
      'OWNERSHIP\n2.1 Provider retains all right, title and interest in its monitoring software, tools and processes. Provider owns all documentation, scripts and configurations that it creates in performing the Services. Customer receives a non-exclusive license to use those scripts and configurations for the operation of its own systems during the term of this Agreement.',
    ]), 'Provider owns all documentation'],
    ['msa', doc('MASTER SERVICES AGREEMENT', 'Kestrel Build Ltd ("Supplier")', 'Orchard Retail Ltd ("Customer")', [
      'SERVICES\n1.1 The Supplier shall perform the Services.',
      'INTELLECTUAL PROPERTY\n2.1 The Supplier grants the Customer a licence to use the Deliverables during the Term. All reports, code and other materials produced by the Supplier under this Agreement shall remain the property of the Supplier.',
    ]), 'shall remain the property of the Supplier'],
    ['consulting', doc('CONSULTING AGREEMENT', 'Redgum Analytics Pty Ltd ("Consultant")', 'Bayside Water Corporation ("Client")', [
      'SERVICES\n1.1 The Consultant must provide the Services.',
      'INTELLECTUAL PROPERTY\n2.1 The Consultant grants the Client a licence to use the work product for so long as this agreement remains in force. Title to all work product developed by the Consultant in the course of the Services vests in the Consultant.',
    ]), 'vests in the Consultant'],
  ])('%s: strikes the other party\'s ownership', (type, text, words) => {
    const rl = redlineFor(text, type, `${type}.ip_ownership`);
    expect(rl.original_text).toContain(words);
    expect(rl.suggested_text).toMatch(/belong to (?:the )?(?:Customer|Client) on payment/);
    expect(rl.suggested_text).not.toContain(words);
  });

  it('benign twin: the provider keeping its own pre-existing tools stays beside the rewrite', () => {
    const text = doc('MANAGED SERVICES AGREEMENT', 'Ironclad Networks LLC ("Provider")', 'Sable Logistics Inc. ("Customer")', [
      'SERVICES\n1.1 Provider shall provide the Services.',
      'OWNERSHIP\n2.1 Provider owns all deliverables it creates under this Agreement and grants Customer a license to use them during the term. Provider retains ownership of its pre-existing tools and methodologies.',
    ]);
    const rl = redlineFor(text, 'services', 'services.ip_ownership');
    expect(rl.suggested_text).toMatch(/belong to Customer on payment/);
    expect(rl.suggested_text).toContain('Provider retains ownership of its pre-existing tools and methodologies.');
  });
});

// (seen in the Word redline of a spent agreement, round 18: the grant-back of the licensee's improvements was rewritten
// and "Licensee shall execute such documents as Licensor may reasonably request to perfect such assignment" stayed,
// serving an assignment no longer there)
describe('a sentence that only serves a transfer the rewrite takes away goes with it', () => {
  const LIC = (clause: string) => doc('SOFTWARE LICENCE AGREEMENT', 'Corbel Software Ltd ("Licensor")', 'Pinewood Freight Ltd ("Licensee")', [
    'LICENCE\n1.1 Licensor grants Licensee a non-exclusive licence to use the Software for its internal business purposes.',
    `IMPROVEMENTS\n2.1 ${clause}`,
  ]);
  it.each([
    ['All modifications and derivative works of the Software made by or for Licensee shall be the sole property of Licensor, and Licensee hereby assigns to Licensor all right, title and interest in them. Licensee shall execute such documents as Licensor may reasonably request to perfect such assignment.', 'perfect such assignment'],
    ['Each improvement to the Software that Licensee develops shall belong to Licensor, and Licensee hereby irrevocably assigns to Licensor all rights in each such improvement. Licensee shall sign any instrument Licensor reasonably requires to give effect to that assignment.', 'give effect to that assignment'],
    ['Licensee hereby assigns to Licensor all intellectual property rights in any enhancement of the Software created by Licensee. At Licensor\'s request, Licensee shall do all things necessary to record the assignment.', 'record the assignment'],
  ])('%s', (clause, words) => {
    const rl = redlineFor(LIC(clause), 'license', 'license.improvements');
    expect(rl.original_text).toContain(words);
    // (the assignment is gone, rewritten or struck, and so is the sentence that served it)
    expect(rl.suggested_text).not.toMatch(/hereby (?:irrevocably )?assigns/);
    expect(rl.suggested_text).not.toContain(words);
  });

  it('benign twin: a further-assurance sentence for a transfer the rewrite keeps stays', () => {
    const text = LIC('Licensee owns its improvements to the Software, and Licensor hereby assigns to Licensee any rights Licensor may have in them. Licensor shall execute such documents as Licensee may reasonably request to perfect such assignment. Licensee shall grant Licensor a licence to any improvement only on terms the parties agree in writing, and Licensor may use Licensee\'s improvements without Licensee\'s consent.');
    const out = review({ text, document_type: 'license', options: { suggest_redlines: true } });
    const issue = out.review.issues.find((i) => i.check_id === 'license.improvements');
    const rl = issue?.redline_id ? out.review.redlines!.find((r) => r.id === issue.redline_id) : undefined;
    // (no issue, or a redline that keeps the licensor's assurance of its own assignment)
    if (rl) expect(rl.suggested_text).toContain('to perfect such assignment');
  });
});
