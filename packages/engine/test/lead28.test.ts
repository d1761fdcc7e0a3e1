// The lead's reading, session 28: a client's lawyer reading a filed website design and hosting agreement (CUAD's
// FreeCook exhibit), whose provider "at its sole discretion may at any time alter or cease providing" the support it
// agreed to give, "without any liability". The review cited the change-order clause and read the terms as changed only
// by agreement. Two classes came out of it, each written as rows of our own wording (other verbs, order and party
// names; US, English, Australian, Indian and Canadian drafting), each with a twin sharing its words. The contract's own
// sentences are not among them.
import { describe } from 'vitest';
import { bad, good, row, rows } from './judge-rows.js';
import { consulting, msa, services } from './adverse/contracts.js';

const inServices = (clause: string) => services(`Changes. ${clause}`);
const inConsulting = (clause: string) => consulting(`Changes. ${clause}`);
const inMsa = (clause: string) => msa({ extra: clause });
/** Online terms between "we" and "you" whose data clause is `clause` (the shared builders name the parties by role). */
const ourTerms = (clause: string) => `SUBSCRIPTION TERMS

These terms are agreed on 3 March 2026 between Larchmont Analytics Ltd ("we", "us") and Pembroke Freight Ltd ("you").

1. The service. We will provide you with access to the route-planning platform for the subscription term in your order, and we will host the platform and provide support to you.

2. Fees. You will pay our fees for the service within 30 days of receiving each invoice.

3. Your data. ${clause}

4. Law. These terms are governed by the law of England and Wales.
`;
/**
 * A short agreement between "we" and "you" with nothing that tells which supplies and which pays but the pronouns
 * (no role word, no "we will provide"): the writer of such terms supplies what "you" buy.
 */
const weAndYou = (title: string, clause: string) => `${title}

This agreement is made on 1 May 2026 between Ardmore Systems Limited ("we", "us") and Kinsale Boatworks Limited ("you").

1. ${clause}

2. Notices. Notices under this agreement are given by email to the addresses above.

3. Law. This agreement is governed by the law of Ireland.
`;
/** A short agreement whose only liability clause is `clause` (the shared builders carry a cap of their own). */
const withCap = (title: string, provider: string, customer: string, clause: string) => `${title}

This Agreement is made on 1 June 2026 between Northwind Cloud Ltd ("${provider}") and Fairway Logistics Inc. ("${customer}").

1. Services. ${provider} shall provide the services described in the Order Form.

2. Fees. ${customer} shall pay undisputed invoices within thirty (30) days of receipt.

3. Liability. ${clause}

4. Governing Law. This Agreement is governed by the laws of the State of New York.
`;

describe('the lead\'s reading, session 28', () => {
  // ---- the provider may alter, cut back or stop the service it sells, at its discretion ----
  // (the service changed by the side that supplies it, in the words drafting uses for it: "alter or cease providing", "vary
  // the scope or specification", "discontinue supplying", with a discretion or "at any time" before or after the verb;
  // the twin confines the change to one both sign, or to one that leaves the service no worse)
  rows('the provider may alter, reduce or stop the services by itself', [
    [bad('services', 'services.unilateral_changes', inServices('Provider may at its sole discretion at any time alter or cease providing the support services, without any liability to Customer.')),
      good('services', 'services.unilateral_changes', inServices('Provider may not alter or cease providing the support services during the term, except by a change order signed by both parties.'))],
    [bad('consulting', 'consulting.unilateral_changes', inConsulting('The Consultant reserves the right to vary the scope, specification or content of the Services from time to time.')),
      good('consulting', 'consulting.unilateral_changes', inConsulting('The Consultant reserves the right to vary the scope, specification or content of the Services from time to time, provided that no variation shall reduce or degrade the Services.'))],
    [bad('msa', 'msa.unilateral_changes', inMsa('Supplier may, at any time and for any reason, discontinue supplying any of the managed hosting services.')),
      good('msa', 'msa.unilateral_changes', inMsa('Supplier may discontinue supplying any of the managed hosting services only with the Customer\'s written agreement signed by both parties.'))],
  ]);

  // ---- a change one side makes by notice is still one side's change ----
  // ("written notice" and "notify in writing" are the form of the notice, not the other side's agreement: the change is
  // the provider's alone unless the customer may leave before it applies, the fallback, or both must sign)
  rows('a change one side makes on written notice, with no way out', [
    [bad('consulting', 'consulting.unilateral_changes', inConsulting('The Consultant may vary the Specification and the day rates in the Fee Schedule by giving the Client forty-five (45) days\' written notice.')),
      row('consulting', 'consulting.unilateral_changes', inConsulting('The Consultant may vary the Specification and the day rates in the Fee Schedule by giving the Client forty-five (45) days\' written notice, and the Client may terminate this Agreement before the variation takes effect.'), 'acceptable')],
    [bad('services', 'services.unilateral_changes', inServices('Provider may amend the terms of this Agreement upon thirty (30) days\' notice in writing to Customer.')),
      good('services', 'services.unilateral_changes', inServices('This Agreement may be amended only by a written instrument signed by both Provider and Customer.'))],
    [bad('msa', 'msa.unilateral_changes', inMsa('The Supplier may modify these terms by notifying the Customer in writing, and the modified terms apply from the date of the notice.')),
      row('msa', 'msa.unilateral_changes', inMsa('The Supplier may modify these terms by notifying the Customer in writing at least sixty days ahead, and the Customer may terminate without charge before the modified terms apply.'), 'acceptable')],
  ]);
  // ---- the same change in the passive voice, or behind "shall have the right to" ----
  // (what the provider may do by itself is as much its change when the sentence names the thing changed first, "The
  // Reseller Price Schedule may be revised at any time without notice", or gives the power as a right, "Vendor shall have
  // the right to revise its prices at any time"; the twin makes the change one both sign, or one the other side may leave)
  rows('the terms, the service or the prices changed in the passive voice, or as a right', [
    [bad('msa', 'msa.unilateral_changes', inMsa('The Reseller Price Schedule may be revised without prior notice to the Reseller, and each revision applies to orders placed after it is issued.')),
      good('msa', 'msa.unilateral_changes', inMsa('The Reseller Price Schedule may be revised only by an amendment signed by both parties, and each revision applies to orders placed after it is signed.'))],
    [bad('saas', 'saas.unilateral_changes', services('Changes. These Subscription Terms may be amended at any time at the sole discretion of Provider.', 'SUBSCRIPTION AGREEMENT')),
      good('saas', 'saas.unilateral_changes', services('Changes. These Subscription Terms may be amended at any time by a written agreement signed by both parties.', 'SUBSCRIPTION AGREEMENT'))],
    [bad('services', 'services.unilateral_changes', inServices('The service description in Schedule 2 may be modified by Provider at any time, and the modified description applies from the date Provider issues it.')),
      row('services', 'services.unilateral_changes', inServices('The service description in Schedule 2 may be modified by Provider at any time on sixty days\' notice, and Customer may terminate without charge before the modified description applies.'), 'acceptable')],
    [bad('msa', 'msa.unilateral_changes', inMsa('Vendor shall have the right to revise its prices at any time.')),
      good('msa', 'msa.unilateral_changes', inMsa('Vendor shall have the right to revise its prices once in each contract year, by no more than three percent (3%).'))],
    [bad('services', 'services.unilateral_changes', inServices('Provider retains the right, in its discretion, to add, delete or change any of the Services from time to time.')),
      good('services', 'services.unilateral_changes', inServices('Provider retains the right to add to the Services from time to time, provided that no change shall reduce the Services.'))],
    [bad('msa', 'msa.unilateral_changes', inMsa('Supplier has the right to discontinue the sale of any of the Products at any time.')),
      good('msa', 'msa.unilateral_changes', inMsa('Supplier has no right to discontinue the sale of any of the Products during the term.'))],
  ]);
  // ---- a cap stated as "capped at" ----
  // (probing the provider's termination rows, a plain "Each party's liability is capped at the fees paid in the prior
  // twelve months" read as no cap at all; the key terms read "capped at", the check's topic did not. The adverse twin caps
  // at one month's fees, below the six-month fallback)
  rows('a cap stated as "capped at", judged against its tiers', [
    [bad('saas', 'saas.limitation_of_liability', withCap('SUBSCRIPTION AGREEMENT', 'Provider', 'Customer', 'Each party\'s liability is capped at the fees paid in the one (1) month before the claim.')),
      good('saas', 'saas.limitation_of_liability', withCap('SUBSCRIPTION AGREEMENT', 'Provider', 'Customer', 'Each party\'s liability is capped at the fees paid in the twelve (12) months before the claim.'))],
    [bad('msa', 'msa.limitation_of_liability', msa({ cap: 'The liability of each party is capped at an amount equal to the fees paid in the month preceding the claim.' })),
      good('msa', 'msa.limitation_of_liability', msa({ cap: 'The liability of each party is capped at an amount equal to the fees paid in the year preceding the claim.' }))],
    [bad('consulting', 'consulting.limitation_of_liability', withCap('CONSULTING AGREEMENT', 'Consultant', 'Client', 'The liability of the Consultant to the Client, and of the Client to the Consultant, is capped at the fees paid in the last month.')),
      good('consulting', 'consulting.limitation_of_liability', withCap('CONSULTING AGREEMENT', 'Consultant', 'Client', 'The liability of the Consultant to the Client, and of the Client to the Consultant, is capped at the fees paid in the last 12 months.'))],
  ]);
  // ---- a cap on two holders named after "the liability of" ----
  // (the mutual cap of the "capped at" rows, "The liability of the Consultant to the Client, and of the Client to the
  // Consultant", was read as the consultant's alone; so were "of the Consultant and of the Client" and "of either the
  // Consultant or the Client". Each twin caps one holder only, the client left uncapped)
  rows('a cap on the liability of both parties named one after the other', [
    [bad('consulting', 'consulting.limitation_of_liability', withCap('CONSULTING AGREEMENT', 'Consultant', 'Client', 'The liability of the Consultant to the Client shall not exceed the fees paid in the last 12 months.')),
      good('consulting', 'consulting.limitation_of_liability', withCap('CONSULTING AGREEMENT', 'Consultant', 'Client', 'The liability of the Consultant to the Client, and of the Client to the Consultant, shall not exceed the fees paid in the last 12 months.'))],
    [bad('services', 'services.limitation_of_liability', withCap('SERVICES AGREEMENT', 'Provider', 'Customer', 'The aggregate liability of the Provider under this Agreement is limited to the charges paid in the preceding twelve (12) months.')),
      good('services', 'services.limitation_of_liability', withCap('SERVICES AGREEMENT', 'Provider', 'Customer', 'The aggregate liability of the Provider and of the Customer under this Agreement is limited to the charges paid in the preceding twelve (12) months.'))],
    [bad('msa', 'msa.limitation_of_liability', withCap('MASTER SERVICES AGREEMENT', 'Supplier', 'Customer', 'The total liability of the Supplier in connection with this Agreement shall in no event exceed the fees paid in the twelve months before the claim.')),
      good('msa', 'msa.limitation_of_liability', withCap('MASTER SERVICES AGREEMENT', 'Supplier', 'Customer', 'The total liability of either the Supplier or the Customer in connection with this Agreement shall in no event exceed the fees paid in the twelve months before the claim.'))],
  ]);
  // ---- "we" and "you" read as the parties they are defined to be ----
  // (plain-English terms name the customer's data "your data": the data check read it as no protection at all. The
  // pronouns a contract defines are read as the role words the checks are written in, possessives as "Customer's"; each
  // twin lets the provider use the data as its own)
  rows('the customer\'s data in plain English, "your data"', [
    [bad('saas', 'saas.data_protection', ourTerms('We may use your data for any purpose, including to improve and market our own products, and we may keep it after these terms end.')),
      good('saas', 'saas.data_protection', ourTerms('You own your data. We will only use your data to provide the service to you, and we will keep it secure using industry-standard measures.'))],
    [bad('saas', 'saas.data_protection', ourTerms('When these terms end we will delete your content, and we have no obligation to give you a copy of it first.')),
      good('saas', 'saas.data_protection', ourTerms('When these terms end we will return your content to you in a standard format, and then delete our copies.'))],
    [bad('saas', 'saas.data_protection', ourTerms('You grant us a perpetual, irrevocable licence to use, copy and sell your data.')),
      good('saas', 'saas.data_protection', ourTerms('We process your data only on your instructions, and we will encrypt it in transit and at rest.'))],
  ]);
  // ---- "we" and "you" whose sides nothing else tells ----
  // (terms written by one side to the other name the parties only as "we" and "you"; in a short licence, lease or
  // subscription nothing else may say who supplies. The writer is the supplier of what "you" buy, the landlord of the
  // premises "you" rent; an employment letter's "we" is left unplaced, as the employment checks read it)
  rows('"we" as the side that writes the terms, where nothing else tells', [
    [bad('license', 'license.data_use', weAndYou('SOFTWARE LICENCE', 'Your data. We may use your data for any purpose, including selling it to others.')),
      good('license', 'license.data_use', weAndYou('SOFTWARE LICENCE', 'Your data. We may use your data only to support you.'))],
    [bad('lease', 'lease.rent', weAndYou('LEASE OF SHOP PREMISES', 'Rent. The rent is the amount we set from time to time and is payable when we demand it.')),
      good('lease', 'lease.rent', weAndYou('LEASE OF SHOP PREMISES', 'Rent. You pay rent of EUR 2,000 a month in advance on the first day of each month.'))],
    [bad('saas', 'saas.assignment', weAndYou('SUBSCRIPTION TERMS', 'Transfer. We may transfer this agreement to anyone without your consent, but you may not transfer it without ours.')),
      good('saas', 'saas.assignment', weAndYou('SUBSCRIPTION TERMS', 'Transfer. Neither of us may transfer this agreement without the other\'s consent, which will not be unreasonably withheld.'))],
    // (a pronoun read as "the Provider" is longer than "us": a fee "payable to us or a vendor designated by us and may be
    // increased" outgrew the passive price change's sixty-character window, now eighty)
    [bad('msa', 'msa.unilateral_changes', weAndYou('FRANCHISE AGREEMENT', 'Fees. These fees will be payable to us or a vendor designated by us and may be increased from time to time.')),
      good('msa', 'msa.unilateral_changes', weAndYou('FRANCHISE AGREEMENT', 'Fees. These fees will be payable to us or a vendor designated by us and may be increased only by an amendment signed by both of us.'))],
    [bad('saas', 'saas.termination_for_convenience', weAndYou('SUBSCRIPTION TERMS', 'Ending the agreement. We may end this agreement at any time on seven days\' notice; you may not end it before the end of the term.')),
      good('saas', 'saas.termination_for_convenience', weAndYou('SUBSCRIPTION TERMS', 'Ending the agreement. You may end this agreement at any time on thirty days\' notice.'))],
  ]);
});
