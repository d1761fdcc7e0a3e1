import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractKeyTerms, extractKeyTermsDetailed, review } from '../src/index.js';
import type { DocumentType } from '../src/index.js';
import { row, rows } from './judge-rows.js';

/*
 * What users saw, round 14b: a licence sent by the licensor, a lease sent by the landlord and a DPA sent by a processor
 * that calls itself "the Supplier", each reviewed through the server as the other side's lawyer would read it. The
 * misreadings are fixed as classes and tested here on wordings of our own (given a text, want what a user reads); the
 * agreements of test/fixtures/users14b are read whole at the end.
 */
const fixture = (name: string) => readFileSync(new URL(`./fixtures/users14b/${name}`, import.meta.url), 'utf8');
const redlinesOf = (text: string, type: DocumentType) => (review({ text, document_type: type, options: { suggest_redlines: true } }).review.redlines ?? []).map((r) => r.suggested_text).join('\n');

// ---- 1. Parties named in labelled particulars or an order form, and the role each label gives them ----
describe('a party given by a labelled field is defined by its label when the document goes on to use it', () => {
  it.each([
    ['English lease particulars', 'PARTICULARS\n\nLandlord: Harrowgate Estates Limited\nTenant: Pellworth Design Studio Limited\nPremises: Unit 4\n\nTHIS LEASE is made BETWEEN the Landlord and the Tenant.\n\n1. The Tenant shall pay the Rent.\n', ['Harrowgate Estates Limited', 'Landlord'], ['Pellworth Design Studio Limited', 'Tenant']],
    ['US lease summary in capitals', 'BASIC LEASE INFORMATION\n\nLESSOR: Crescent Ridge Properties LLC\nLESSEE: Bluefin Dental Group, Inc.\n\n1. Rent. Lessee shall pay the monthly rent to the Lessor on the first day of each month.\n', ['Crescent Ridge Properties LLC', 'Lessor'], ['Bluefin Dental Group, Inc.', 'Lessee']],
    ['an order form of a DPA', 'ORDER FORM\n\nSupplier: Lanternfield Software Limited\nCustomer: Corbel Retail Group plc\n\nThis Addendum is made between the Supplier and the Customer named above.\n\n1. The Supplier shall process personal data only on the Customer\'s instructions.\n', ['Lanternfield Software Limited', 'Supplier'], ['Corbel Retail Group plc', 'Customer']],
    ['vendor and client, the verb after the role', 'KEY DETAILS\n\nVendor: Tidewater Systems Corp.\nClient: Marlow County Credit Union\n\n1. Vendor will host the Client Data in the United States.\n2. Client may terminate on notice.\n', ['Tidewater Systems Corp.', 'Vendor'], ['Marlow County Credit Union', 'Client']],
  ])('%s', (_name, text, a, b) => {
    const parties = extractKeyTermsDetailed(text).parties.map((p) => [p.name, p.defined_as]);
    expect(parties).toEqual([a, b]);
  });

  it('benign twin: labels the document never uses again name the parties but define nothing', () => {
    const t = 'PURCHASE ORDER\n\nBuyer: Halden Marine Ltd\nSeller: Osterby Pumps GmbH\n\n1. The goods shall be delivered to the port of Hull.\n';
    const parties = extractKeyTermsDetailed(t).parties;
    expect(parties.map((p) => p.name)).toEqual(['Halden Marine Ltd', 'Osterby Pumps GmbH']);
    expect(parties.map((p) => p.defined_as)).toEqual([undefined, undefined]);
  });

  it('benign twin: an opening "between the Landlord and the Tenant" is no party of its own', () => {
    const t = 'THIS LEASE is made BETWEEN the Landlord and the Tenant.\n\n1. The Tenant shall pay the Rent.\n';
    expect(extractKeyTerms(t).parties).toEqual([]);
  });
});

// ---- 2. A DPA whose roles are its order form's "Supplier" and "Customer": redlines and notes use them ----
const DPA = (supplier: string, customer: string, body: string) =>
  `DATA PROCESSING ADDENDUM\n\nORDER FORM\n\n${supplier}: Kestrel Cloud Services Limited\n${customer}: Brightwater Analytics Ltd\n\nThis Addendum forms part of the agreement between the ${supplier} and the ${customer} named above.\n\n1. Processing\n\n1.1 The ${supplier} shall process personal data only on the documented instructions of the ${customer}.\n\n2. Transfers\n\n2.1 ${body}\n\n3. Liability\n\n3.1 The total liability of the ${supplier} under this Addendum shall not exceed the fees paid by the ${customer} in the three months before the claim.\n`;

describe('a processor that calls itself by its order form\'s label is named so in the redline and the notes', () => {
  it.each([
    ['Supplier', 'Customer', 'The Supplier may transfer personal data to any country in which it or its sub-processors operate.'],
    ['Vendor', 'Client', 'Vendor may move the personal data to any country where its affiliates have offices.'],
    ['Provider', 'Customer', 'The Provider is free to transfer personal data outside the United Kingdom without restriction.'],
  ])('%s / %s', (supplier, customer, body) => {
    const text = DPA(supplier, customer, body);
    const all = redlinesOf(text, 'dpa');
    expect(all).toMatch(new RegExp(`\\b${supplier}\\b`));
    expect(all).not.toMatch(/\b(?:the )?(?:Processor|Controller)\b/);
    const issues = review({ text, document_type: 'dpa', options: { suggest_redlines: true } }).review.issues;
    expect(issues.map((i) => i.explanation).join('\n')).not.toMatch(/cannot be read from this contract/);
  });

  it('benign twin: a DPA that names no party keeps "the Processor"', () => {
    const text = 'DATA PROCESSING ADDENDUM\n\n1. Transfers\n\n1.1 Personal data may be transferred to any country.\n';
    expect(redlinesOf(text, 'dpa')).toMatch(/\bthe Processor\b|\bThe Processor\b/);
  });
});

// ---- 3. A cover page's values prevail over the clauses where the order of precedence says so ----
const COVER = (precedence: string) =>
  `ORDER FORM\n\nSupplier: Kestrel Cloud Services Limited\nCustomer: Brightwater Analytics Ltd\nTerm: 36 months from the Effective Date\nGoverning Law: England and Wales\nLiability Cap: fees paid in the 12 months before the claim\n\n1. Interpretation\n\n1.1 ${precedence}\n\n2. Term\n\n2.1 This Addendum shall remain in force for twelve (12) months from the Effective Date.\n\n3. Liability\n\n3.1 The total liability of the Supplier shall not exceed the fees paid by the Customer in the three (3) months preceding the claim.\n\n4. Law\n\n4.1 This Addendum is governed by the laws of the State of New York.\n`;

describe('the order of precedence decides between a cover page and a clause', () => {
  it.each([
    ['If there is any conflict between the Order Form and this Addendum, the Order Form shall prevail.'],
    ['In the event of any inconsistency, the documents shall take precedence in the following order: (a) the Order Form; (b) this Addendum; (c) the Agreement.'],
    ['Any conflict between the clauses of this Addendum and the Order Form shall be resolved in favour of the Order Form.'],
  ])('%s', (precedence) => {
    const k = extractKeyTerms(COVER(precedence));
    expect(k.term).toBe('P36M');
    expect(k.governing_law).toMatch(/^GB/);
    expect(k.liability_cap).toBe('fees paid in the 12 months before the claim');
  });

  it.each([
    ['benign twin: the clauses prevail over the form', 'If there is any conflict between this Addendum and the Order Form, this Addendum shall prevail over the Order Form.'],
    ['benign twin: no order of precedence', 'Headings do not affect the interpretation of this Addendum.'],
  ])('%s', (_name, precedence) => {
    const k = extractKeyTerms(COVER(precedence));
    expect(k.term).toBe('P12M');
    expect(k.governing_law).toBe('US-NY');
    expect(k.liability_cap).toMatch(/three \(3\) months/);
  });
});

// ---- 4. An outright bar on alienation in English drafting: "underlet", "underlease", "part with possession" ----
rows('a tenant barred outright from assigning or underletting is unacceptable', [
  [row('lease', 'lease.assignment_subletting', 'Alienation. The Tenant shall not assign, underlet, charge, part with or share possession or occupation of the whole or any part of the Premises.', 'unacceptable'),
    row('lease', 'lease.assignment_subletting', 'Alienation. The Tenant shall not assign or underlet the whole of the Premises without the consent of the Landlord, such consent not to be unreasonably withheld or delayed.', 'preferred')],
  [row('lease', 'lease.assignment_subletting', 'Dealings. The Lessee must not assign this Lease or underlease the whole or any part of the Property.', 'unacceptable'),
    row('lease', 'lease.assignment_subletting', 'Dealings. The Lessee must not assign this Lease or underlease the whole of the Property except with the Lessor\'s consent, which is not to be unreasonably withheld.', 'preferred')],
  [row('lease', 'lease.assignment_subletting', 'Assignment. Tenant will not assign this lease, or under-let or part with possession of the whole or any part of the premises, and any attempt to do so shall be void.', 'unacceptable'),
    row('lease', 'lease.assignment_subletting', 'Assignment. Tenant will not under-let part only of the premises.', 'preferred')],
]);

// ---- The three agreements, read whole ----
describe('the round 14b agreements, reviewed whole', () => {
  it('the DPA: Supplier and Customer are the parties\' names, the Order Form\'s term, law and cap prevail', () => {
    const text = fixture('dpa-supplier-order-form.txt');
    const k = extractKeyTerms(text);
    expect(k.term).toBe('P36M');
    expect(k.governing_law).toMatch(/^GB/);
    const out = review({ text, document_type: 'dpa', options: { suggest_redlines: true } });
    const all = (out.review.redlines ?? []).map((r) => r.suggested_text).join('\n');
    expect(all).toMatch(/\b[Tt]he Supplier\b/);
    expect(all).not.toMatch(/\bProcessor\b|\bController\b/);
  });

  it('the lease: its parties are the particulars\' Landlord and Tenant, and the bar on alienation is unacceptable', () => {
    const text = fixture('lease-landlord.txt');
    expect(extractKeyTerms(text).parties).toEqual(['Harrowgate Estates Limited', 'Pellworth Design Studio Limited']);
    const out = review({ text, document_type: 'lease' });
    expect(out.review.checks.find((c) => c.check_id === 'lease.assignment_subletting')?.position).toBe('unacceptable');
  });

  it('the licence: its parties, and the licensor-only convenience exit and one-sided cap raise issues', () => {
    const text = fixture('licence-licensor.txt');
    expect(extractKeyTerms(text).parties).toEqual(['Quillmark Analytics, Inc.', 'Fenwick Harbor Logistics LLC']);
    const ids = review({ text, document_type: 'license' }).review.issues.map((i) => i.check_id);
    expect(ids).toEqual(expect.arrayContaining(['license.termination_for_convenience', 'license.limitation_of_liability', 'license.improvements']));
  });
});
