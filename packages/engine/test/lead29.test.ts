// The lead's reading, session 29: a licensee's lawyer reading a filed endorsement agreement (CUAD's Gridiron
// BioNutrients exhibit: a sports alumni association licenses its name and logo to a food company). The company "agrees
// to protect, indemnify and hold harmless" the association and gets no indemnity back, and the review read the licence's
// indemnity as the preferred one. Classes that came out of it, each written as rows of our own wording (other verbs,
// order, party names and document types), each with a twin sharing its words; the contract's own sentences are not
// among them.
import { describe } from 'vitest';
import { bad, good, rows } from './judge-rows.js';
import type { DocumentType } from '../src/types.js';

/** A short agreement between a supplying side and a receiving side whose only indemnity clause is `clause`. */
const agreement = (title: string, supplier: string, customer: string, what: string, clause: string) => `${title}

This Agreement is made on 2 February 2026 between Harrowgate Media Ltd ("${supplier}") and Tamsin Foods Inc. ("${customer}").

1. ${what}

2. Payment. ${customer} shall pay each undisputed invoice within thirty (30) days of receipt.

3. Indemnity. ${clause}

4. Governing Law. This Agreement is governed by the laws of the State of New York.
`;
const licence = (clause: string) => agreement('TRADEMARK LICENSE AGREEMENT', 'Licensor', 'Licensee', 'Grant. Licensor grants Licensee a non-exclusive licence to use the Marks on the Licensed Products in the Territory.', clause);
const services = (clause: string) => agreement('SERVICES AGREEMENT', 'Contractor', 'Client', 'Services. Contractor shall perform the services described in each statement of work.', clause);
const msa = (clause: string) => agreement('MASTER SERVICES AGREEMENT', 'Supplier', 'Customer', 'Services. Supplier shall provide the managed services described in each order.', clause);
const consulting = (clause: string) => agreement('CONSULTING AGREEMENT', 'Consultant', 'Company', 'Services. Consultant shall provide the advisory services described in Schedule 1.', clause);
/** The same agreement with the customer side named "the Company" (its own defined name, not a role word). */
const company = (title: string, supplier: string, what: string) => (clause: string) =>
  agreement(title, supplier, 'Company', what, clause).replace('("Company")', '(the "Company")').replace(/(?<!the )Company (?=shall pay)/, 'The Company ');
const pair = (type: DocumentType, make: (c: string) => string, worse: string, better: string) =>
  [bad(type, `${type}.indemnification`, make(worse), 'missing'), good(type, `${type}.indemnification`, make(better))] as [ReturnType<typeof bad>, ReturnType<typeof good>];

describe('lead 29', () => {
  // ---- a promise to indemnify whose verbs come as a list with commas ----
  // ("agrees to protect, indemnify and hold harmless", "shall save, defend and indemnify", "shall release, indemnify":
  // the customer side's promise with nothing back is the one-way indemnity, however its verbs are listed)
  rows('the customer side indemnifies, its verbs listed with commas, and gets nothing back', [
    pair('license', licence,
      'Licensee agrees to protect, indemnify and hold harmless Licensor and its agents from and against any and all claims, damages and costs arising out of or in any way connected with the Licensed Products.',
      'Licensor agrees to protect, indemnify and hold harmless Licensee and its agents from and against any and all third-party claims that the Marks infringe any trademark or other intellectual property right.'),
    pair('msa', msa,
      'Customer shall save, defend and indemnify Supplier from every claim, loss and expense arising from the services or their use.',
      'Supplier shall save, defend and indemnify Customer from every third-party claim that the services infringe any intellectual property right.'),
    pair('services', services,
      'The Client shall release, indemnify and keep the Contractor harmless from all claims, demands and liabilities connected with the services.',
      'The Contractor shall release, indemnify and keep the Client harmless from all third-party claims alleging that the deliverables infringe any patent, copyright or trade secret.'),
    pair('consulting', consulting,
      'Company undertakes to protect, defend, indemnify and hold harmless Consultant against any claim brought by anyone in connection with the advice.',
      'Consultant undertakes to protect, defend, indemnify and hold harmless Company against any third-party claim that the deliverables infringe intellectual property rights.'),
  ]);

  // ---- "the Company" is a party's name, and the side the contract gives it ----
  // (beside a Consultant, a Contractor or a Licensor the Company is the client, and the checks' role words read it so:
  // "the Company will defend and indemnify Contractor" is the customer side's promise; "Company" was kept out of the
  // parties' names read as roles, as though it were a role word itself, which no check's customer words include)
  rows('the Company, on the customer side, indemnifies and gets nothing back', [
    pair('consulting', company('CONSULTING AGREEMENT', 'Consultant', 'Services. Consultant shall provide the advisory services described in Schedule 1.'),
      'Company shall indemnify Consultant against any claim brought by anyone in connection with the advice.',
      'Consultant shall indemnify Company against any third-party claim that the deliverables infringe any intellectual property right.'),
    pair('services', company('SERVICES AGREEMENT', 'Contractor', 'Services. Contractor shall perform the services described in each statement of work.'),
      'The Company will defend and indemnify Contractor and its personnel against all claims, losses and expenses arising out of the services.',
      'Contractor will defend and indemnify the Company and its personnel against all third-party claims that the services infringe any intellectual property right.'),
    pair('license', company('SOFTWARE LICENSE AGREEMENT', 'Licensor', 'Grant. Licensor grants the Company a non-exclusive licence to use the Software.'),
      'The Company shall hold Licensor harmless from and indemnify it against any claim relating to the Software or its use.',
      'Licensor shall hold the Company harmless from and indemnify it against any third-party claim that the Software infringes a patent, copyright or trade secret.'),
  ]);
});
