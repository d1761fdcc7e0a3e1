import { describe, expect, it } from 'vitest';
import { exonerationKind } from '../src/liability.js';
import { partyNameSet } from '../src/scope.js';
import { segment } from '../src/segment.js';
import { review } from '../src/index.js';
import type { Party } from '../src/types.js';

/*
 * Session 28, leftovers32: what session 27 noticed and left, each a class written here in wordings and documents of
 * this file's own, with a benign twin that must keep working.
 */

// ---- 1. One list of the heads of loss that make an exclusion one head rather than liability in general ----
describe('the exoneration readers share one list of heads of loss', () => {
  // A head broken over a line (text from a PDF) is still the head: each reader declines the sentence.
  const oneHead: [string, string][] = [
    ['US, lost profits over a line break', 'The Manager shall not be liable for any act or omission in the performance of its duties, including lost\nprofits, except for its gross negligence or wilful misconduct.'],
    ['English, force majeure over a line break', 'The Adviser shall not be liable for any loss arising from any act or omission, or any force\nmajeure event, except by reason of its fraud.'],
    ['Australian, loss of revenue with two spaces', 'The Trustee will not be held liable for any claim, including loss  of revenue, save for its wilful default.'],
  ];
  it.each(oneHead)('%s: not an exoneration', (_n, s) => {
    expect(exonerationKind(s)).toBeNull();
  });
  // twins: the same sentences with no head named are exonerations saved only for misconduct
  const general: [string, string][] = [
    ['US', 'The Manager shall not be liable for any act or omission in the performance of its duties, except for its gross negligence or wilful misconduct.'],
    ['English', 'The Adviser shall not be liable for any loss arising from any act or omission, except by reason of its fraud.'],
    ['Australian', 'The Trustee will not be held liable for any claim, save for its wilful default.'],
  ];
  it.each(general)('%s twin: an exoneration', (_n, s) => {
    expect(exonerationKind(s)).toBe('misconduct');
  });
  it('a mutual exclusion of indirect loss read by every reader is no exoneration', () => {
    expect(exonerationKind('Neither party shall be liable for any indirect or consequential loss however arising.')).toBeNull();
    expect(exonerationKind('The Supplier is liable only for indirect loss caused by its gross negligence.')).toBeNull();
  });
});

// ---- 5. One party-name reader for the review and for ask ----
describe('partyNameSet: every name a party goes by, for the review and ask alike', () => {
  const rows: [string, Party[], string[]][] = [
    ['US, two capitals', [{ name: 'Halverson Biologics, Inc.', defined_as: 'HB' }, { name: 'Orrin Pharma LLC', defined_as: 'OP' }], ['hb', 'op', 'halverson', 'halverson biologics']],
    ['English, a role and a first word', [{ name: 'Wexcombe Foods Limited', defined_as: 'Supplier', role: 'supplier' }], ['supplier', 'wexcombe', 'wexcombe foods']],
    ['Indian, a defined term with "the"', [{ name: 'Kavya Infotech Private Limited', defined_as: 'the Service Provider' }], ['service provider', 'kavya infotech private limited']],
  ];
  it.each(rows)('%s', (_n, parties, names) => {
    const set = partyNameSet(parties);
    for (const n of names) expect(set).toContain(n);
  });
  it('twin: an ordinary word is no name the parties go by', () => {
    const set = partyNameSet([{ name: 'Wexcombe Foods Limited', defined_as: 'Supplier' }]);
    expect(set).not.toContain('the');
    expect(set).not.toContain('foods');
    expect(set).not.toContain('');
  });
});

// ---- 4. A clause's own heading that names no type leaves it to the section it is in, not to the sibling before it ----
// (built on leftovers32 and taken out at the merge, session 28: it moved 1,188 CUAD clause types, 82 redline placements
// not all read, and one TEST16 question of ask's encoder path; the rows stay, expected to fail, until the rule returns
// with those read)
describe('a clause with an untyped heading takes no type from the sibling clause before it', () => {
  const typeOf = (text: string, section: string) => segment(text).find((c) => c.section === section)?.clause_type;
  const docs: [string, string, string][] = [
    ['US promotion agreement: further assurances after use of names',
      'ARTICLE 14\nMISCELLANEOUS\n\n14.8 Use of Names. Neither Party shall use the name, trademark or logo of the other Party in any press release without its consent.\n\n14.9 Further Assurances. Each Party shall execute and deliver such further instruments and do such further acts as may be reasonably necessary to carry out this Agreement.\n', '14.9'],
    ['English supply agreement: costs after announcements',
      '20. GENERAL\n\n20.3 Announcements. No party shall make any public announcement concerning this agreement without the prior written consent of the other.\n\n20.4 Costs. Each party shall pay its own costs in connection with the negotiation, preparation and execution of this agreement.\n', '20.4'],
    ['Australian licence: cumulative rights after confidentiality',
      '11. BOILERPLATE\n\n11.2 Confidentiality. The Licensee must keep confidential all Confidential Information of the Licensor and must not disclose it to any third party.\n\n11.3 Cumulative Rights. The rights and remedies of a party under this agreement are in addition to the rights and remedies provided by law.\n', '11.3'],
  ];
  it.fails.each(docs)('%s', (_n, text, section) => {
    const before = typeOf(text, section.replace(/\d+$/, (d) => String(Number(d) - 1)));
    expect(before).toBeTruthy();
    expect(typeOf(text, section)).not.toBe(before);
  });
  // twins: an untyped heading under a section whose heading names a type takes that type; a clause with no heading of
  // its own still runs on from the one before it
  it('US twin: "12.3 Exceptions" under "ARTICLE 12 CONFIDENTIALITY" is confidentiality', () => {
    const text = 'ARTICLE 12\nCONFIDENTIALITY\n\n12.2 Use of Names. Neither Party shall use the name or logo of the other Party in any press release.\n\n12.3 Exceptions. The obligations of the Recipient do not apply to information that is publicly available.\n';
    expect(typeOf(text, '12.3')).not.toBe('publicity');
  });
  it('English twin: "7.2" with no heading of its own after "7.1 Publicity" is publicity', () => {
    const text = '7. GENERAL\n\n7.1 Publicity. No party shall issue any press release or public announcement about this agreement without consent.\n\n7.2 Neither party shall make any public announcement concerning the other party without its prior written approval.\n';
    expect(typeOf(text, '7.2')).toBe('publicity');
  });
  it.fails('Canadian twin: "9.4 Scope" under "9. INDEMNIFICATION" takes the section\'s type', () => {
    const text = '9. INDEMNIFICATION\n\n9.3 Notices of Claims. The indemnified party shall give prompt notice of any claim.\n\n9.4 Scope. The Contractor shall hold harmless the Owner from all claims arising from the Work.\n';
    expect(typeOf(text, '9.4')).toBe('indemnification');
  });
});

/** A short agreement of two parties with one liability clause (`body`), in the words of the playbook it is read with. */
function agreement(title: string, a: string, ar: string, b: string, br: string, body: string): string {
  return `${title}\n\nThis Agreement is made between ${a} (the "${ar}") and ${b} (the "${br}").\n\n1. SERVICES\n1.1 The ${ar} shall provide the services described in Schedule 1 to the ${br}.\n1.2 The ${br} shall pay the fees set out in Schedule 2 within 30 days of invoice.\n\n2. LIABILITY\n2.1 ${body}\n2.2 Each party's total liability under this Agreement shall not exceed the fees paid in the twelve months before the claim.\n\n3. GENERAL\n3.1 This Agreement is governed by the laws of the State of New York.\n`;
}
const positionOf = (type: string, text: string, check: string) =>
  review({ text, document_type: type as never, options: { suggest_redlines: false } }).review.checks.find((c) => c.check_id === `${type}.${check}`)?.position;

// ---- 2. A one-sided carve-out from a mutual exclusion of indirect loss ----
describe('a carve-out that keeps the customer side liable for all loss makes a mutual exclusion one-sided', () => {
  const rows: [string, string, string][] = [
    ['US MSA, "except that Customer shall remain liable for all damages suffered by Provider"', 'msa', agreement('MASTER SERVICES AGREEMENT', 'Arcadia Systems Inc.', 'Provider', 'Belmont Retail LLC', 'Customer', 'Neither party shall be liable to the other for any indirect, incidental or consequential damages, except that Customer shall remain liable for all damages suffered by Provider.')],
    ['Australian consulting, "this exclusion does not apply to the Client"', 'consulting', agreement('CONSULTING AGREEMENT', 'Wattle Advisory Pty Ltd', 'Consultant', 'Bondi Freight Pty Ltd', 'Client', 'Neither party is liable for any consequential loss; however, this exclusion does not apply to the Client, who is liable for any loss the Consultant suffers.')],
    ['Indian SaaS, "the foregoing shall not apply to the Customer\'s liability to the Provider"', 'saas', agreement('SUBSCRIPTION AGREEMENT', 'Nimbus Cloud Pvt Ltd', 'Provider', 'Sagar Traders Ltd', 'Customer', 'Neither party shall be liable for any special, indirect or consequential damages, provided that the foregoing shall not apply to the Customer\'s liability to the Provider.')],
    ['Canadian licence, "the Licensee remains liable for any and all losses the Licensor incurs"', 'license', agreement('SOFTWARE LICENCE AGREEMENT', 'Maple Code Inc.', 'Licensor', 'Fraser Logistics Ltd', 'Licensee', 'Neither party shall be liable for any special, indirect or consequential damages, except that the Licensee remains liable for any and all losses the Licensor incurs.')],
    ['Canadian licence, "this clause does not apply to any liability of the Licensee"', 'license', agreement('SOFTWARE LICENCE AGREEMENT', 'Maple Code Inc.', 'Licensor', 'Fraser Logistics Ltd', 'Licensee', 'Neither party shall be liable for any indirect or consequential loss, save that this clause does not apply to any liability of the Licensee.')],
    ['English services, "save that this clause shall not limit the Customer\'s liability"', 'services', agreement('SERVICES AGREEMENT', 'Harrow Facilities Ltd', 'Supplier', 'Kestrel Homes plc', 'Customer', 'Neither party shall be liable for any indirect or consequential loss, save that this clause shall not limit the Customer\'s liability to the Supplier.')],
  ];
  it.each(rows)('%s: unacceptable', (_n, type, text) => {
    expect(positionOf(type, text, 'consequential_damages')).toBe('unacceptable');
  });
  // twins: a carve-out both keep, one that keeps the provider liable, one head, the fees
  const twins: [string, string, string][] = [
    ['US MSA twin, either party liable for its breach of confidentiality', 'msa', agreement('MASTER SERVICES AGREEMENT', 'Arcadia Systems Inc.', 'Provider', 'Belmont Retail LLC', 'Customer', 'Neither party shall be liable to the other for any indirect, incidental or consequential damages, except that either party shall remain liable for all damages caused by its breach of confidentiality.')],
    ['English services twin, the Supplier\'s liability kept', 'services', agreement('SERVICES AGREEMENT', 'Harrow Facilities Ltd', 'Supplier', 'Kestrel Homes plc', 'Customer', 'Neither party shall be liable for any indirect or consequential loss, save that this clause shall not limit the Supplier\'s liability to the Customer.')],
    ['Australian consulting twin, the Client\'s fees', 'consulting', agreement('CONSULTING AGREEMENT', 'Wattle Advisory Pty Ltd', 'Consultant', 'Bondi Freight Pty Ltd', 'Client', 'Neither party is liable for any consequential loss; however, this exclusion does not limit the Client\'s obligation to pay the fees.')],
    ['Indian SaaS twin, the Customer\'s liability for one head', 'saas', agreement('SUBSCRIPTION AGREEMENT', 'Nimbus Cloud Pvt Ltd', 'Provider', 'Sagar Traders Ltd', 'Customer', 'Neither party shall be liable for any special, indirect or consequential damages, provided that the foregoing shall not apply to the Customer\'s liability for breach of the licence restrictions.')],
    ['Canadian licence twin, the licence fees', 'license', agreement('SOFTWARE LICENCE AGREEMENT', 'Maple Code Inc.', 'Licensor', 'Fraser Logistics Ltd', 'Licensee', 'Neither party shall be liable for any special, indirect or consequential damages, except that the Licensee remains liable for the licence fees.')],
  ];
  it.each(twins)('%s: not unacceptable', (_n, type, text) => {
    expect(positionOf(type, text, 'consequential_damages')).not.toBe('unacceptable');
  });
});

// ---- 3. Payment or conduct on the provider's "normal terms of trade" or "normal protocols" ----
describe('payment or conduct under the supplying side\'s own normal terms is a term it may change', () => {
  const doc = (title: string, a: string, ar: string, b: string, br: string, body: string) =>
    `${title}\n\nThis Agreement is made between ${a} (the "${ar}") and ${b} (the "${br}").\n\n1. SERVICES\n1.1 The ${ar} shall provide the services described in Schedule 1 to the ${br}.\n1.2 ${body}\n1.3 No amendment to this Agreement is effective unless it is in writing and signed by both parties.\n\n2. GENERAL\n2.1 This Agreement is governed by the laws of the State of New York.\n`;
  const parties: Record<string, [string, string, string, string, string]> = {
    services: ['OUTSOURCING AGREEMENT', 'Datum Networks Inc.', 'Supplier', 'Pacific Telecom LLC', 'Customer'],
    charter: ['TRANSPORTATION SERVICES AGREEMENT', 'Gulf Barge Co.', 'Owner', 'Delta Refining LP', 'Charterer'],
    msa: ['MASTER SERVICES AGREEMENT', 'Brightwater Pty Ltd', 'Provider', 'Coral Coast Pty Ltd', 'Customer'],
    consulting: ['CONSULTING AGREEMENT', 'Laurentian Advisory Inc.', 'Consultant', 'Muskoka Mills Ltd', 'Client'],
    english: ['SERVICES AGREEMENT', 'Harrow Facilities Ltd', 'Supplier', 'Kestrel Homes plc', 'Customer'],
  };
  const typeOf = (k: string) => (k === 'charter' || k === 'english' ? 'services' : k);
  const rows: [string, string, string][] = [
    ["US outsourcing, invoiced according to the Supplier's standard terms of trade", 'services', "Unless specifically exempted, all equipment shall be supplied by the Supplier and invoiced for payment according to the Supplier's standard terms of trade."],
    ["Gulf charter, the Owner's usual scheduling procedures as established from time to time", 'charter', "The Charterer shall observe the Owner's usual scheduling, berthing and unloading procedures as established from time to time."],
    ["Australian MSA, payable on Brightwater's normal trading terms", 'msa', "Invoices are payable on Brightwater's normal trading terms."],
    ["Canadian consulting, the Consultant's normal payment protocols specified in the invoice", 'consulting', "The Client will pay each invoice in accordance with the Consultant's normal payment protocols, which will be specified in the invoice."],
  ];
  it.each(rows)('%s: unacceptable', (_n, k, body) => {
    expect(positionOf(typeOf(k), doc(...parties[k], body), 'unilateral_changes')).toBe('unacceptable');
  });
  const twins: [string, string, string][] = [
    ["US twin, terms of trade set out in Schedule 3", 'services', "Unless specifically exempted, all equipment shall be supplied by the Supplier and invoiced for payment according to the Supplier's standard terms of trade set out in Schedule 3."],
    ["charter twin, procedures attached as Annex B", 'charter', "The Charterer shall observe the Owner's usual scheduling, berthing and unloading procedures attached as Annex B."],
    ["Australian twin, the trading terms in Schedule 2", 'msa', "Invoices are payable within 30 days on the trading terms in Schedule 2."],
    ["Canadian twin, the Client's own payment procedures", 'consulting', "The Client will pay each invoice in accordance with the Client's normal payment procedures."],
    ["English twin, the Supplier follows the Customer's site procedures", 'english', "The Supplier shall comply with the Customer's standard site safety procedures."],
  ];
  it.each(twins)('%s: preferred', (_n, k, body) => {
    expect(positionOf(typeOf(k), doc(...parties[k], body), 'unilateral_changes')).toBe('preferred');
  });
});

// ---- 6. A restraint worded without "compete" ----
describe('a restraint on the customer side worded without "compete"', () => {
  const doc = (title: string, a: string, ar: string, b: string, br: string, body: string) =>
    `${title}\n\nThis Agreement is made between ${a} (the "${ar}") and ${b} (the "${br}").\n\n1. TERMS\n1.1 The ${ar} shall provide the services described in Schedule 1 to the ${br}, and the ${br} shall pay the fees in Schedule 2.\n1.2 ${body}\n\n2. GENERAL\n2.1 This Agreement is governed by the laws of England.\n`;
  const M: [string, string, string, string, string] = ['MASTER SERVICES AGREEMENT', 'Arcadia Systems Ltd', 'Provider', 'Belmont Retail Ltd', 'Customer'];
  const R: [string, string, string, string, string] = ['RESELLER AGREEMENT', 'Kauri Software Ltd', 'Supplier', 'Tasman Resellers Ltd', 'Reseller'];
  const rows: [string, [string, string, string, string, string], string][] = [
    ["English MSA, \"engaged, concerned or interested in any business which supplies services similar\"", M, "For two years after termination, the Customer shall not be engaged, concerned or interested in any business which supplies services similar to the Services."],
    ["New Zealand reseller, \"carry on or be involved in a similar business\"", R, "For twelve months after this Agreement ends, the Reseller shall not carry on or be involved in a similar business anywhere in New Zealand."],
    ["Indian MSA, \"carry on any business the same as that of the Provider\"", M, "After the end of this Agreement, the Customer will not, directly or indirectly, carry on any business the same as that of the Provider in India for three years."],
  ];
  it.each(rows)('%s: unacceptable', (_n, parties, body) => {
    expect(positionOf('msa', doc(...parties, body), 'non_compete')).toBe('unacceptable');
  });
  const twins: [string, [string, string, string, string, string], string][] = [
    ["English twin, the Provider restrained", M, "For two years after termination, the Provider shall not be engaged, concerned or interested in any business which supplies services similar to the Services to a competitor of the Customer."],
    ["New Zealand twin, carry on business under the Supplier's marks", R, "For twelve months after this Agreement ends, the Reseller shall not carry on business under any name that includes the Supplier's trade marks."],
    ["Indian twin, business with a sanctioned person", M, "After the end of this Agreement, the Customer will not be engaged or interested in any business with a person named on a sanctions list."],
  ];
  it.each(twins)('%s: preferred', (_n, parties, body) => {
    expect(positionOf('msa', doc(...parties, body), 'non_compete')).toBe('preferred');
  });
});
