// The lead's reading, session 20: a licensee's lawyer reading a trading-platform software licence (CUAD's SFG Financial
// licence and maintenance agreement, read through the server). Each class below is a kind of drafting that licence
// showed, written as rows of our own wording (other verbs, order and party names; US, English, Australian, Indian
// drafting), each adverse wording with a twin sharing its words, written before the fix. The contract's own sentences
// are not among them.
import { describe, expect, it } from 'vitest';
import { extractKeyTerms, segment } from '../src/index.js';
import { evaluation, inClause, row, rows } from './judge-rows.js';

const licence = (body: string) =>
  `SOFTWARE LICENCE AGREEMENT\n\nThis agreement is made between Corvid Analytics Inc. ("Licensor") and Tessellate Capital LLC ("Licensee").\n\n1. Grant. Licensor grants Licensee a non-exclusive, non-transferable licence to use the Software in the Field of Use during the Term.\n\n2. Fees. Licensee shall pay the licence fees in Schedule A within thirty (30) days of invoice.\n\n3. ${body}\n\n4. Law. This agreement is governed by the laws of the State of New York.`;

const subscription = (body: string) =>
  `SUBSCRIPTION AGREEMENT\n\nThis agreement is made between Fernhill Cloud Ltd (the "Supplier") and Ashdown Veterinary Group Limited (the "Customer").\n\n1. Services. The Supplier shall make the practice-management platform available to the Customer's users.\n\n2. Fees. The Customer shall pay the annual subscription fee in advance.\n\n3. ${body}\n\n4. Law. This agreement is governed by the laws of England and Wales.`;

const services = (body: string) =>
  `SERVICES AGREEMENT\n\nThis agreement is made between Banyan Facility Services Pvt Ltd (the "Service Provider") and Coromandel Textiles Ltd (the "Client").\n\n1. Services. The Service Provider shall provide housekeeping and maintenance services at the Client's mills.\n\n2. Fees. The Client shall pay the monthly fee in Schedule 2 within thirty (30) days of invoice.\n\n3. ${body}\n\n4. Law. This agreement is governed by the laws of India.`;

describe('the lead\'s reading, session 20', () => {
  // ---- an indemnity the licensee gives for its own authorised use of what the licensor supplies ----
  // The licensee (customer) indemnifies the licensor against every claim that arises from exercising the licence or
  // using the software as licensed: claims that the licensor's own software infringes or fails fall on the licensee, and
  // the licensor gives no indemnity. Worse than no indemnity (the check's `unacceptable`), not "not addressed". The twin
  // limits the licensee's indemnity to its misuse or breach: no indemnity from the licensor, read as missing.
  const lic = inClause(licence, 'license', 'license.indemnification', 'Indemnity');
  const saas = inClause(subscription, 'saas', 'saas.indemnification', 'Indemnity');
  const svc = inClause(services, 'services', 'services.indemnification', 'Indemnity');
  rows('the licensee indemnifies the licensor for its licensed use', [
    [lic('Licensee shall defend, indemnify and hold Licensor harmless from and against all claims, losses and expenses arising directly or indirectly from Licensee\'s exercise of the rights granted under this agreement.', 'unacceptable'),
      lic('Licensee shall defend, indemnify and hold Licensor harmless from and against all claims, losses and expenses arising directly or indirectly from Licensee\'s exercise of the rights granted under this agreement in breach of its terms.', 'missing')],
    [saas('The Customer will indemnify the Supplier and keep it indemnified against any loss, liability or cost resulting from the Customer\'s use of the Services.', 'unacceptable'),
      saas('The Customer will indemnify the Supplier and keep it indemnified against any loss, liability or cost resulting from the Customer\'s use of the Services otherwise than in accordance with this agreement.', 'missing')],
    [svc('The Client agrees to indemnify the Service Provider against all third party claims arising out of the Client\'s receipt or use of the Services.', 'unacceptable'),
      svc('The Client agrees to indemnify the Service Provider against all third party claims arising out of the Client\'s unauthorised use of the Services.', 'missing')],
  ]);

  // ---- a renewal or extension at the other side's option ----
  // Only the licensor (supplier, service provider) decides whether the agreement runs on for a further term: the
  // customer side is held for years without agreeing, or loses what it built on at the other's word. The twin gives the
  // same option to the customer side.
  const licRenew = inClause(licence, 'license', 'license.auto_renewal', 'Term');
  const saasRenew = inClause(subscription, 'saas', 'saas.auto_renewal', 'Term');
  const svcRenew = inClause(services, 'services', 'services.auto_renewal', 'Term');
  rows('a renewal at the other side\'s option', [
    [licRenew('The licence runs for an initial period of thirty-six (36) months from acceptance. The agreement may be renewed for a further period of five (5) years at the option of the Licensor.', 'unacceptable'),
      licRenew('The licence runs for an initial period of thirty-six (36) months from acceptance. The agreement may be renewed for a further period of five (5) years at the option of the Licensee.', 'preferred')],
    [saasRenew('This agreement starts on the Effective Date and continues for an initial term of two years. The Supplier may, at its sole discretion, extend this agreement for a further twenty-four months by written notice to the Customer.', 'unacceptable'),
      saasRenew('This agreement starts on the Effective Date and continues for an initial term of two years. The Customer may, at its sole discretion, extend this agreement for a further twenty-four months by written notice to the Supplier.', 'preferred')],
    [svcRenew('This agreement is for a period of three years from the Commencement Date. The Service Provider shall have the option to renew this agreement for two further terms of one year each.', 'unacceptable'),
      svcRenew('This agreement is for a period of three years from the Commencement Date. The Client shall have the option to renew this agreement for two further terms of one year each.', 'preferred')],
  ]);

  // ---- "Non Exclusive" written with a space (or broken at the line's end) is a non-exclusive licence ----
  // The exclusivity check read "a Non Exclusive, Non Transferrable license" as an exclusive licence granted to the
  // licensee and cited it as such; the hyphenated spelling was already read right.
  describe('a non-exclusive licence however "non" is joined', () => {
    const given: [string, string][] = [
      ['WHEREAS, Licensee wishes to obtain from Licensor a Non Exclusive, Non Transferable license to the Platform.', 'not_mentioned'],
      ['Licensor grants to Licensee a non exclusive licence to use the Software in the Territory.', 'not_mentioned'],
      ['The Licensor hereby grants the Licensee a non- exclusive, royalty-bearing licence to the Licensed Patents.', 'not_mentioned'],
      // twins: an exclusive licence granted to the licensee is read as such
      ['Licensor grants to Licensee an exclusive, non-transferable license to the Platform in the Field.', 'entailed'],
      ['The Licensor hereby grants the Licensee an exclusive, royalty-bearing licence to the Licensed Patents.', 'entailed'],
    ];
    for (const [body, want] of given) it(`${want}: ${body.slice(0, 70)}`, () => expect(evaluation({ type: 'license', check: 'license.exclusivity', text: licence(`Scope. ${body}`) }).c.outcome).toBe(want));
  });

  // ---- a double-spaced conversion: every printed line a paragraph of its own ----
  // PDF conversions that leave a blank line after each printed line cut a sentence into paragraphs; a paragraph that
  // stops mid-phrase (a comma, a word broken at a hyphen, "HEREBY", "WITHOUT", "OF THE") runs on into the next, so the
  // sentence is one clause and a redline replaces all of it. A paragraph that ends a sentence, and a short heading, stand.
  describe('a sentence cut into paragraphs by a double-spaced conversion', () => {
    const given: [string, number][] = [
      ['9. DISCLAIMER\n\nTHE SYSTEM IS SUPPLIED "AS IS" AND WITHOUT WARRANTIES OF ANY KIND, AND SUPPLIER HEREBY\n\nEXCLUDES ALL IMPLIED TERMS AS TO QUALITY, FITNESS FOR PURPOSE AND NON-INFRINGEMENT, INCLUDING,\n\nWITHOUT LIMITATION, ANY TERM IMPLIED BY STATUTE OR COURSE OF DEALING.\n\n10. NOTICES\n\nNotices must be in writing.', 2],
      ['The Contractor shall remedy any defect notified to it within the\n\nDefects Liability Period at its own cost, and shall bear all costs of\n\nre-testing the Works following such remedy.\n\nThe Principal may withhold payment until the defect is remedied.', 2],
      ['LICENSEE ACKNOWLEDGES THAT THE DATA FEED MAY BE INTERRUPTED OR DELAYED AND THAT LICENSOR IS NOT\n\nRESPONSIBLE FOR ANY LOSS ARISING FROM AN INTERRUPTION, DELAY OR ERROR-\n\nCORRECTION PROCESS OF ANY KIND.', 1],
      // twins: paragraphs that end their sentence, and short headings, stay as they were read before
      // (3 since session 27: the second sentence in capitals was read as the heading of "10. NOTICES" and joined to it; a
      // line in capitals that reads as a sentence is no heading now, so it stands as a paragraph of its own)
      ['9. DISCLAIMER\n\nTHE SYSTEM IS SUPPLIED "AS IS".\n\nSUPPLIER EXCLUDES ALL IMPLIED TERMS AS TO QUALITY AND FITNESS FOR PURPOSE.\n\n10. NOTICES\n\nNotices must be in writing.', 3],
      ['SCHEDULE OF\n\nCHARGES\n\nThe Customer shall pay the charges set out below.', 2],
    ];
    for (const [text, want] of given) it(`${want} clause(s): ${text.slice(0, 60).replace(/\n/g, ' ')}`, () => expect(segment(text).length).toBe(want));
  });

  // ---- "mutual" in the recital's consideration is no mutual agreement ----
  // key_terms.mutual is true when obligations bind both parties. The recital's "in consideration of the mutual covenants"
  // (or promises, benefits) is in nearly every contract, one-way ones included: it says nothing of whom the obligations bind.
  describe('key_terms.mutual and the recital\'s "mutual covenants"', () => {
    const given: [string, boolean | null][] = [
      ['SOFTWARE LICENSE AGREEMENT\n\nNOW, THEREFORE, in consideration of the mutual covenants contained herein, the parties agree as follows.\n\n1. Licensor grants Licensee a licence to use the Software.\n\n2. Licensee shall keep the Licensor\'s Confidential Information confidential.', null],
      ['CONFIDENTIALITY AGREEMENT\n\nIn consideration of the mutual promises set out below, Hartwell Labs Ltd (the "Recipient") agrees with Ossory Biotech Ltd as follows.\n\n1. The Recipient shall keep the Information confidential.', false],
      ['DISTRIBUTION AGREEMENT\n\nFor good and valuable consideration and the mutual benefits to be derived from this agreement, the parties agree:\n\n1. The Supplier appoints the Distributor for the Territory.', null],
      // twins: the agreement or its exchange called mutual
      ['MUTUAL NON-DISCLOSURE AGREEMENT\n\nNOW, THEREFORE, in consideration of the mutual covenants contained herein, the parties agree as follows.\n\n1. Each party shall keep the other\'s Confidential Information confidential.', true],
      ['This Mutual Confidentiality Agreement is made between Hartwell Labs Ltd and Ossory Biotech Ltd.\n\n1. Each party shall keep the Information confidential.', true],
    ];
    for (const [text, want] of given) it(`${want}: ${text.slice(0, 60).replace(/\n/g, ' ')}`, () => expect(extractKeyTerms(text).mutual).toBe(want));
  });

  // ---- an exclusion of indirect loss in the singular or misspelt ----
  // "Neither Party shall be liable ... in respect of any indirect loses or damaged, pure economic nature, loss of profits"
  // (a clinical research MSA) excludes consequential loss for both; the check read it as no exclusion at all, and raised
  // "not addressed". The twin excludes it for one party only (the check's fallback, acceptable).
  const master = (body: string) =>
    `MASTER SERVICES AGREEMENT\n\nThis agreement is made between Veldt Clinical (Pty) Ltd ("CRO") and Harrow Therapeutics Inc. ("Client").\n\n1. Services. CRO shall perform the clinical research services described in each Project Addendum.\n\n2. Fees. Client shall pay each invoice within thirty (30) days of receipt.\n\n3. Liability. ${body}\n\n4. Law. This agreement is governed by the laws of the State of Connecticut.`;
  const excl = (body: string, position: string) => row('msa', 'msa.consequential_damages', master(body), position);
  rows('an exclusion of indirect loss in the singular or misspelt', [
    [excl('Neither party shall be liable to the other in respect of any indirect loses or damaged, pure economic loss or loss of profits howsoever arising.', 'preferred'),
      excl('CRO shall not be liable to Client in respect of any indirect loses or damaged, pure economic loss or loss of profits howsoever arising.', 'acceptable')],
    [excl('In no event shall either party be liable for any indirect or consequential damage suffered by the other.', 'preferred'),
      excl('In no event shall CRO be liable for any indirect or consequential damage suffered by Client.', 'acceptable')],
    [excl('Neither party will be responsible to the other for special or consequential loses of any kind.', 'preferred'),
      excl('CRO will not be responsible to Client for special or consequential loses of any kind.', 'acceptable')],
  ]);

  // ---- the term stated as the licence's or the agreement's "initial period" ----
  describe('a term stated as "shall be for an initial period of"', () => {
    const given: [string, string | null][] = [
      ['Subject to earlier termination, the licence granted to Licensee shall be for an initial period of thirty-six (36) months commencing on the Acceptance Date (the "Initial Period").', 'P36M'],
      ['This Agreement shall be for an initial period of two (2) years from the Effective Date, and may be extended by written agreement.', 'P2Y'],
      ['The appointment of the Distributor under this agreement shall be for an initial period of five years from the date hereof.', 'P5Y'],
      // twins: an initial period of something else than the agreement
      ['Licensor shall provide support for an initial period of ninety (90) days from installation.', null],
      ['The fees in Schedule A are fixed for an initial period of twelve (12) months, after which Licensor may revise them.', null],
    ];
    for (const [text, want] of given) it(`${want ?? 'no term'}: ${text.slice(0, 70)}`, () => expect(extractKeyTerms(text).term).toBe(want));
  });
});
