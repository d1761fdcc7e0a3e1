// The measurable-tier classes' harness (tiers28, tiers29): short agreements of six playbooks with one clause of the
// row's own, and a class of wordings each read at the quantity beyond the fallback, at the fallback and at the preferred.
import { describe, expect, it } from 'vitest';
import type { DocumentType } from '../../src/types.js';
import { evaluation } from '../judge-rows.js';

export const saas = (body: string) =>
  `SUBSCRIPTION AGREEMENT\n\nThis agreement is made between Mildura Dried Fruits Pty Ltd ("Customer") and Sunraysia Grading Software Pty Ltd ("Provider").\n\n1. Service. Provider will make its grading platform (the "Service") available to Customer.\n\n2. Fees. Customer will pay the subscription fees annually in advance within thirty (30) days of Provider's invoice.\n\n3. ${body}\n\n4. Law. This agreement is governed by the laws of Victoria.`;
export const licence = (body: string) =>
  `SOFTWARE LICENCE AGREEMENT\n\nThis agreement is made between Thunder Bay Grain Terminals Inc. (the "Licensee") and Kenora Weighing Systems Ltd. (the "Licensor").\n\n1. Licence. The Licensor grants the Licensee a non-exclusive licence to use the weighing software (the "Software") at its terminals.\n\n2. Fees. The Licensee shall pay the licence fee annually in advance within thirty (30) days of invoice.\n\n3. ${body}\n\n4. Law. This agreement is governed by the laws of the Province of Ontario.`;
export const services = (body: string) =>
  `SERVICES AGREEMENT\n\nThis agreement is made between Peterhead Fish Auctions Limited (the "Customer") and Buchan Ice Machines Limited (the "Provider").\n\n1. Services. The Provider shall install and service the Customer's flake-ice plant as described in Schedule 1.\n\n2. Fees. The Customer shall pay the fees in Schedule 2 within thirty (30) days of invoice.\n\n3. ${body}\n\n4. Law. This agreement is governed by the law of Scotland.`;
export const consulting = (body: string) =>
  `CONSULTANCY AGREEMENT\n\nThis agreement is made between Kolhapur Jaggery Producers Private Limited (the "Client") and Sangli Process Advisory LLP (the "Consultant").\n\n1. Services. The Consultant shall advise the Client on boiling-house efficiency as set out in the Schedule.\n\n2. Fees. The Client shall pay the Consultant's fees within thirty (30) days of each invoice.\n\n3. ${body}\n\n4. Law. This agreement is governed by the laws of India, and the courts at Kolhapur have jurisdiction.`;
export const dpa = (body: string) =>
  `DATA PROCESSING AGREEMENT\n\nThis agreement is made between Galway Ferries Limited (the "Controller") and Shannon Booking Systems Limited (the "Processor").\n\n1. Processing. The Processor shall process Personal Data only on the documented instructions of the Controller.\n\n2. Security. The Processor shall implement appropriate technical and organisational measures to protect the Personal Data.\n\n3. ${body}\n\n4. Law. This agreement is governed by the laws of Ireland.`;
export const lease = (body: string) =>
  `COMMERCIAL LEASE\n\nThis lease is made between Bendigo Arcade Holdings Pty Ltd (the "Landlord") and Goldfields Bakery Pty Ltd (the "Tenant").\n\n1. Premises. The Landlord leases Shop 4, Bendigo Arcade to the Tenant for a term of three years.\n\n2. Rent. The Tenant shall pay rent of AUD 2,400 per month in advance on the first day of each month.\n\n3. ${body}\n\n4. Law. This lease is governed by the laws of Victoria.`;

export type Make = (body: string) => string;
/** One wording of a class: the adverse clause (unacceptable), its twin at the fallback (acceptable) and at the preferred. */
export interface Wording { type: DocumentType; check: string; make: Make; adverse: string; fallback?: string; preferred?: string }

export function tierClass(name: string, list: Wording[]) {
  describe(name, () => {
    it('has at least three wordings', () => expect(list.length).toBeGreaterThanOrEqual(3));
    list.forEach((w, k) => {
      const at = (body: string, position: string) => {
        const { c, issue } = evaluation({ type: w.type, check: w.check, text: w.make(body) });
        expect({ position: c.position, issue: !!issue }, `${c.outcome}/${c.position}: ${issue?.title ?? ''} | ${c.evidence.map((e) => e.quote).join(' | ')}`).toEqual({ position, issue: position === 'unacceptable' });
      };
      it(`wording ${k + 1}: ${w.check} flags the quantity beyond the fallback`, () => at(w.adverse, 'unacceptable'));
      if (w.fallback) it(`wording ${k + 1}: the twin within the fallback is acceptable`, () => at(w.fallback!, 'acceptable'));
      if (w.preferred) it(`wording ${k + 1}: the twin at the preferred is preferred`, () => at(w.preferred!, 'preferred'));
    });
  });
}

/** A clause a tier must not flag: its name, where it is read, and the position it keeps (no issue). */
export type Quiet = [name: string, type: DocumentType, check: string, make: Make, body: string, position: string];

/** Clauses a tier must leave without an issue (another measure beside the tier's, a quantity within the fallback). */
export function quietRows(title: string, rows: Quiet[]) {
  describe(title, () => {
    for (const [name, type, check, make, body, position] of rows) {
      it(`${check}: ${name}`, () => {
        const { c, issue } = evaluation({ type, check, text: make(body) });
        expect({ position: c.position, issue: !!issue }, `${c.outcome}/${c.position}: ${issue?.title ?? ''}`).toEqual({ position, issue: false });
      });
    }
  });
}
