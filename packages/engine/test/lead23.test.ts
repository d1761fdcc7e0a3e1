// The lead's reading, session 23: a buyer's lawyer reading a manufacturing and supply agreement a medical-device company
// signs with its contract manufacturer (CUAD's Vapotherm / Medica manufacturing and supply agreement, read through the
// engine, the server, the dashboard and the DOCX). Each class below is a kind of drafting that agreement showed, written
// as rows of our own wording (other verbs, order and party names; US, English, Australian, Indian and plain-English
// drafting), each with a twin sharing its words, written before the fix. The contract's own sentences are not among them.
import { describe } from 'vitest';
import { row, rows } from './judge-rows.js';

describe('the lead\'s reading, session 23', () => {
  // ---- an ending both parties must agree to is no right to terminate ----
  // "The parties may terminate this Agreement at any time by written agreement" gives neither party anything: any
  // contract can be ended by both parties agreeing to end it. Before, its "at any time" read as the customer's right to
  // terminate for convenience (entailed, preferred), so a buyer held to a term with no exit was told it had one. The twin
  // gives the customer a real right on notice, in the same words.
  const supply = (type: 'msa' | 'services' | 'saas' | 'license', clause: string) =>
    `SUPPLY AGREEMENT\n\nThis agreement is made between Harrow Medical, Inc. (the "Customer") and Quince Components S.r.l. (the "Provider").\n\n1. Supply. The Provider shall manufacture and supply the products ordered by the Customer.\n\n2. Payment. The Customer shall pay each invoice within thirty (30) days of its date.\n\n3. Term and Termination.\n\n3.1 This agreement runs for three (3) years from its date.\n\n3.2 Either party may terminate this agreement if the other materially breaches it and fails to cure the breach within thirty (30) days of notice.\n\n3.3 ${clause}\n\n4. Governing Law. This agreement is governed by the laws of the State of New York.`;
  const t = (type: 'msa' | 'services' | 'saas' | 'license', clause: string, position: string) =>
    row(type, `${type}.termination_for_convenience`, supply(type, clause), position);
  rows('an ending both parties must agree to is no right to terminate for convenience', [
    [t('msa', 'The parties may terminate this agreement at any time by mutual written agreement.', 'missing'),
      t('msa', 'The Customer may terminate this agreement at any time by written notice to the Provider.', 'preferred')],
    [t('services', 'This agreement may be terminated at any time by the written consent of both parties.', 'missing'),
      t('services', 'This agreement may be terminated at any time by the Customer on thirty (30) days\' written notice to the Provider.', 'preferred')],
    [t('msa', 'This agreement may be brought to an end at any time upon the mutual agreement in writing of the Customer and the Provider.', 'missing'),
      t('msa', 'This agreement may be brought to an end at any time by the Customer giving thirty (30) days\' notice in writing to the Provider.', 'preferred')],
    [t('saas', 'The Customer and the Provider may terminate this agreement at any time with each other\'s prior written consent.', 'missing'),
      t('saas', 'The Customer may terminate this agreement at any time without the Provider\'s consent, on thirty (30) days\' written notice.', 'preferred')],
  ]);
  // ---- insurance named as the measure of a liability is no duty to insure ----
  // A cap "the greater of $X and the amount of insurance coverage actually paid to the developer" (or "limited to the
  // proceeds recovered under its insurance policies", "the amount paid out by its insurer") says what a claim recovers if
  // cover happens to exist; nothing in it makes the provider carry insurance. Before, the insurance check read it as the
  // provider's duty to insure (entailed, preferred), hiding that the contract asks for no cover at all. The twin adds a
  // real duty to insure beside the same cap.
  const design = (type: 'services' | 'consulting', clause: string) =>
    `DESIGN SERVICES AGREEMENT\n\nThis agreement is made between Harrow Medical, Inc. (the "Customer") and Quince Design LLC (the "Provider").\n\n1. Services. The Provider shall design the surgical guides described in the Work Plan.\n\n2. Fees. The Customer shall pay each invoice within thirty (30) days of its date.\n\n3. Liability. ${clause}\n\n4. Governing Law. This agreement is governed by the laws of the State of New York.`;
  const duty = ' The Provider shall maintain product liability insurance of at least $5,000,000 per occurrence and provide certificates of insurance on request.';
  const ins = (type: 'services' | 'consulting', clause: string, position: string) => row(type, `${type}.insurance`, design(type, clause), position);
  rows('insurance named as the measure of a liability is no duty to insure', [
    [ins('services', 'The Provider\'s liability for any claim shall not exceed the greater of $250,000 and the amount of insurance coverage actually paid to the Provider in respect of that claim.', 'missing'),
      ins('services', 'The Provider\'s liability for any claim shall not exceed the greater of $250,000 and the amount of insurance coverage actually paid to the Provider in respect of that claim.' + duty, 'preferred')],
    [ins('services', 'The Provider\'s total liability shall be limited to the proceeds recovered under its insurance policies in respect of the claim.', 'missing'),
      ins('services', 'The Provider\'s total liability shall be limited to the proceeds recovered under its insurance policies in respect of the claim.' + duty, 'preferred')],
    [ins('consulting', 'Any liability of the Provider is limited to the amount paid out by its insurer under the relevant policy of insurance.', 'missing'),
      ins('consulting', 'Any liability of the Provider is limited to the amount paid out by its insurer under the relevant policy of insurance.' + duty, 'preferred')],
  ]);
});
