/**
 * Eighteenth blind hold-out (issue 11, 2026-11-26, written in the twenty-second session's first hour): pairs written
 * before reading any rule code (`src/`), tuning file, judge-round or class test, anything under eval/, or any earlier
 * hold-out's clauses. Read were only the harness (`adverse.test.ts`), `sides.ts`, `positions.ts`, `cases.ts`'s types,
 * the *format* of `holdout17.ts` (its header, exports, the shape of two pairs, its misses map and its wiring), the pair
 * ids of hold-outs 1-17, a count of how often hold-outs 1-17 used each check id (the least used were preferred:
 * `saas.assignment`, `license.consequential_damages` and `dpa.sub_processor_liability` had never been used;
 * `general.term`, `services.consequential_damages` and `consulting.consequential_damages` once; `lease.governing_law`
 * twice), and the built-in playbooks' public check ids, titles, preferred and fallback positions, printed from
 * `listBuiltInPlaybooks()`. Each pair is a clause a lawyer acting for the playbook's side (the customer, client,
 * licensee, tenant, employer, controller; either party of a mutual NDA) would flag, and a benign twin sharing most of
 * its words that a naive matcher would flag too. No check id is used by more than one pair (51 ids: NDA 6, MSA 6,
 * SaaS 6, licence 4, services 4, consulting 4, employment 4, lease 4, DPA 3; the ten more one per playbook and `other`).
 * Governing law is taken seven times, each by a different device and only one of them a law no one knows at signing:
 * a defined "Governing Law" naming the provider's home (Walvis Bay), the provider's home law with a one-way right to
 * sue anywhere (Baku), installation terms with the licensor's law that prevail in a conflict (Samarkand), special
 * conditions that replace the general conditions' law (Thimphu), the employee's home law (Fergana), a schedule item
 * pointing to the lessor's standard terms as amended (Pune, `noLaw`) and a DPA table row naming the processor's
 * non-EU home (Valletta).
 *
 * Written as practitioners in places hold-outs 1-17 did not draft (each name was checked against every earlier file).
 * Eight short whole agreements, each carrying three pairs with the hostile clause among ordinary terms: a Kandy
 * (Sri Lanka) tea estate's mutual NDA with a Yerevan blender in plain English with a Markdown cover table; a Walvis Bay
 * (Namibia) pelagic fishing company's refrigeration MSA with a Cape Town contractor as PDF-extracted text (running
 * footers, page numbers, hard line breaks, a payment-terms schedule); a Heredia (Costa Rica) medical-device maker's HTML
 * subscription to a Halifax quality-management platform with an order form that prevails; a Hobart (Tasmania) salmon
 * farmer's Markdown licence of feed-optimisation software from a Valletta licensor; a Sfax (Tunisia) olive-oil
 * exporter's laboratory-services agreement with a Valencia laboratory in plain English ("we", "you"); an Uyuni
 * (Bolivia) lithium processor's consultancy with an Asunción engineering firm in formal drafting with a fees annex; a
 * Fergana (Uzbekistan) cotton mill's employment contract in plain English for a Turkish engineer; and a Pune industrial
 * unit's lease deed in Indian drafting (Lessor/Lessee, a Schedule of items) as PDF-extracted text. Excerpts: a Sambava
 * vanilla co-operative's NDA with a Port Louis trader, a Limassol-Baku voyage-software NDA, a Phnom Penh microfinance
 * and Vientiane bank NDA, an Asunción soy crusher's barge MSA, a Kochi spice exporter's IT MSA in Indian drafting, a
 * Telavi winery's hosting MSA with a Tbilisi provider, a Baku hotel group's SaaS from Bucharest, a Toamasina port's
 * terminal-planning subscription from La Réunion, a Darwin pearling company's SaaS in Australian drafting, a Samarkand
 * carpet weaver's licence from Lyon, a St. John's (Newfoundland) seafood company's vessel-monitoring services, a Thimphu
 * hydropower owner's engineer contract (GCC/SCC) with a Kolkata consultancy, a Limassol ship manager's employment
 * agreement, a Townsville (Queensland) retail shop lease, and a St Julian's (Malta) gaming operator's DPA with a
 * Belgrade support processor as a Markdown table of terms (three pairs). Among the ten more: a Cochabamba dairy NDA
 * (bilingual heading), a Sousse hotel chain's laundry MSA, a Kovalam (Kerala) resort group's subscription in plain
 * English, a Tashkent bank's treasury-software licence from Almaty, a Lüderitz oyster farm's diving services with a
 * Markdown insurance table, a Winnipeg maltster's consultancy with a sole proprietor, a Nuwara Eliya estate
 * superintendent's letter of appointment, a Toowoomba (Queensland) shop lease's outgoings, a Skopje insurer's DPA with a
 * Sarajevo processor, and a Mahajanga (Madagascar) fishers' co-operative's shrimp offtake memorandum (`other`).
 *
 * The hurt sits in definitions (Confidential Information as everything either group holds, "copy" excluding tasting
 * notes, Purpose as any business in the vanilla trade, Software Samples, Governing Law, Deliverables as paper reports,
 * the provider's Affiliate as any business partner, Mill Work as on-site working hours, Restricted Period and Area,
 * Outgoings), schedules, annexes and tables (payment in 7 days of issue, fees due in 5 business days, a rent per foot of
 * an area the lessor's architect certifies from time to time, law by the lessor's standard terms as amended, an order
 * form's exit after the whole 36-month term, an insurance table "as the Provider thinks fit"), "general" clauses near
 * the end (assignment for the provider or licensor alone, an exclusion applied to the consultant alone, all duties
 * ending on termination, an entire-agreement clause that takes in online policies as updated or replaces the offer
 * letter the pay clause points to), order of precedence (the order form, special conditions, installation terms, the
 * main agreement over the DPA), role swaps (who is bound in a "mutual" NDA, who may announce the talks, who may not
 * compete, who keeps secrets), numbers (two days' deemed acceptance, payment in 7 days or 5 business days, 36 months of a 36-month term, 24 months' restraint, an NDA that ended on 2 May 2026 for an MSA starting on 1 June 2026), conditional rights and
 * exceptions disapplied (an IP indemnity that excludes use in accordance with the Documentation, sub-processors the
 * controller approved, an insurance clause that does not apply to a sole proprietor, rent abatement disapplied), and
 * later "notwithstanding" overrides (decompiling software samples, fish mortality deemed consequential, products in the
 * field presumed to use the information). Patterns of the 41: reference 16, role 8, position 8, override 5, disapplied
 * 3, markup 1; of the ten more: reference 3, position 2, role 2, override 1, disapplied 1, markup 1. About a third are
 * in plain English ("we", "you").
 *
 * All 51 pairs were written before either set was scored. On the writer's one second reading before that score five
 * mends were made: the Sambava and Kochi benign twins lost a negated echo of the adverse device ("and no other business
 * ... in the vanilla trade"; "but not its subcontractors, resellers or outsourcing partners"), since hold-out 17's audit
 * found such echoes a riddle no real contract carries; the Toamasina benign twin's "from then on neither party may keep
 * or use" (contradicting the five years' survival) became a return or deletion at the end; the Fergana compensation
 * pair was replaced (it was a guaranteed bonus with 25 % yearly rises against a discretionary bonus, which the
 * preferred position's "bonuses discretionary unless agreed otherwise" does not clearly place beyond the positions; it
 * is now pay left to an offer letter that the whole-agreement clause replaces, against one the clause incorporates, and
 * the Fergana contract gained a clause 9 "Whole agreement"); and the Sousse adverse side's expectation became
 * `badOrMissing` (an incorporated NDA that ended before the MSA began leaves confidentiality missing in effect). Scored
 * once on 3bbe8eb7 (engine README "Eighteenth blind hold-out"). Do not tune rules on these pairs or edit them to pass.
 *
 * The writer's own doubts, for the second reader: the Kandy "who is bound" clause frees Hantane and hurts Ararat only,
 * so the pair assumes the reviewer acts for the party whose information goes unprotected (the NDA playbook is read for
 * either party of a mutual NDA); the Kandy definition's breadth is also limited by clause 2's exclusions, and a reader
 * might hold it the fallback ("all information disclosed" with the exclusions), though it takes in information never
 * disclosed; the Walvis Bay "Governing Law" is South African, a well-developed law close to Namibia's own Roman-Dutch
 * law, and is expected unacceptable because it is the contractor's home with its home courts exclusive, not neutral;
 * the Baku benign twin chooses English law (neutral, the fallback) rather than Azerbaijan's; the Samarkand installation
 * terms prevail only "if they conflict", and a reader might call the law uncertain rather than French (the pair
 * expects `bad`, not `noLaw`); the Sfax exclusion is mutual in words, and its hurt is that it deems the consignment a
 * wrong certificate loses, the demurrage and the re-testing indirect, and reaches gross negligence: a reader might place
 * it at the fallback (a mutual exclusion without some carve-outs); the Uyuni two-day acceptance also deems acceptance
 * on any use, a board review included; the Fergana Turkish-law clause is the employee's home law, and Uzbekistan's
 * mandatory labour law would apply to work in Fergana whatever the contract chooses, which is part of why an employer's
 * lawyer would refuse it; the Fergana benign invention clause reaches work outside working hours "wherever you do it",
 * the employer's preferred position but one some laws cut down; the Limassol clause ends all duties on termination,
 * and trade secrets may stay protected by law regardless; the Pune rent states a rate but not the area it multiplies
 * (`badOrMissing`), and the Pune insurance adverse side also makes the lessee pay the whole premium; the Valletta law
 * row names Serbian law for a DPA whose transfers run under the SCCs (themselves governed by an EU member state's
 * law), and the adverse hurt is the DPA's own law and courts; the Darwin exclusion of "use in accordance with the
 * Documentation" may read as a drafting slip, but it is the words the customer signs; the Kovalam credits replace money
 * even when the provider breaches, and a reader may hold credits a form of refund; the Mahajanga memorandum lets the
 * co-operative end it for the buyer's uncured breach, and only the buyer may end it otherwise; the Sousse side is
 * `badOrMissing`, read either way; the Nuwara Eliya and Winnipeg pairs hurt the employer and client by
 * unenforceability and by an uninsured consultant respectively.
 *
 * First run (3bbe8eb7): 41 pairs 36.6 % adverse flagged / 7.3 % benign flagged, 11 right; ten more 70.0 % / 20.0 %,
 * 4 right; all 51 43.1 % / 9.8 %, 15 right. The misses, with the engine's readings, are in HOLDOUT18_MISSES (read from
 * the engine on the same tree by a throwaway script, not committed, after the one scoring run; since that script at
 * first seemed to read the Kandy definition pair right, a second throwaway probe reviewed that pair three times and
 * confirmed the scoring run's reading, adverse side preferred: the script's first output line had only lost its
 * indentation to the reporter's colour codes).
 *
 * Audited by a second reader (session 22, before any rule change read the set; no rule code, tuning file, class or
 * judge-round test or `eval/` read), each of the 51 pairs read against its check's preferred and fallback positions as
 * the playbook side's lawyer would. No pair mended, none dropped, no expectation changed; one wording mend in a shared
 * document: the Uyuni fees annex paid "in five milestones as set out in the table below" with no table below, and now
 * points to Annex A (all three Uyuni pairs carry it on both sides; no expectation turns on it). The writer's doubts,
 * settled as written: the Kandy "who is bound" clause fails "under the same obligations" for the party it leaves
 * unprotected, and the one-way fallback ("only the other party discloses") does not fit an NDA where both disclose,
 * as hold-out 16's audit held for the Singapore undertaking and hold-out 17's for a check written for both parties; the
 * Kandy definition is bounded neither by disclosure nor by the Purpose (anything any group company holds, however
 * learned), and clause 2's exclusions are the standard ones the fallback already assumes, so it is beyond "all
 * information disclosed"; South African law with Cape Town's courts exclusive is the contractor's home, not the neutral
 * law the fallback asks, however close to Namibia's, as are Romania, France, India, Türkiye and Serbia in the other
 * named-law pairs (Serbian law also leaves the DPA short of Article 28(3) GDPR's contract "under Union or Member State
 * law"); English law in the Baku twin is the fallback itself; the Samarkand installation terms' French law governs
 * wherever it conflicts with clause 15.1, so the licensee faces at best an uncertain law and at worst the licensor's,
 * which a named law makes `bad`, not `noLaw` (as hold-out 16's Brno pair); the Sfax exclusion is mutual in words only:
 * it deems indirect the losses that only the customer can suffer from a wrong certificate, keeps no carve-out at all
 * and reaches gross negligence, beyond "a mutual exclusion without some of those carve-outs"; the Uyuni use-based
 * acceptance adds to a two-day deemed acceptance already beyond the fallback's fifteen business days; the Fergana
 * Turkish law and the Limassol duties are kept (mandatory Uzbek labour law and statutory trade-secret protection are
 * reasons to refuse the clause, not to accept it; client lists and charter rates need not be trade secrets); the
 * Fergana benign invention clause stays within the preferred position's own words, "in the course of employment"; the
 * Pune rent (a rate times an area the lessor sets from time to time) is `badOrMissing` as hold-out 16's Reeves County
 * rent, and the whole premium only adds to the rent paid through insured damage; the Darwin exclusion of use "in
 * accordance with the Documentation", slip or design, empties the indemnity, and a lawyer raises it either way; the
 * Kovalam credits usable only against a renewal are worth nothing to a customer who leaves for the provider's breach,
 * so they are not the fallback's refund; the Mahajanga term is raised by the co-operative's lawyer under a check
 * written for either party (as hold-out 17's audit settled one party's freedom to assign in its Kokopo memorandum), and
 * the fallback asks that either party may end an open-ended term on notice; the
 * Sousse side is right either way; the Nuwara Eliya restraint is beyond the playbook's twelve months whatever its
 * enforceability, and the Winnipeg clause removes the insurance the check asks for. Also read and kept: the Heredia
 * 36-month minimum commitment equal to a term that does not renew (no exit at all, beyond up to 90 days' notice); the
 * Lüderitz and Winnipeg insurance sides as `bad` (the check is about adequate cover, and both address insurance and
 * empty it, unlike a rent that is not stated); the Tashkent, Hobart and Sfax benign twins' exclusions of a practice the
 * other side really has (reference customers, feed-maker partners, an origin database), plain protective terms, unlike
 * the negated echoes struck on the writer's second reading, which made sense only against their adverse twins; the
 * Fergana "your home country" and the Valletta "where the Processor is established", descriptions a plain-English
 * contract or a DPA (after the SCCs' clause 17) does carry. Re-run on 3bbe8eb7's engine (`pnpm exec vitest run
 * test/adverse.test.ts -t "eighteenth"`): every pair is read as before, so the first run's figures stand unchanged by
 * the audit (41 pairs 36.6 % / 7.3 %, 11 right; ten more 70.0 % / 20.0 %, 4; all 51 43.1 % / 9.8 %, 15), and so do
 * HOLDOUT18_MISSES and the floors.
 */
import type { AdverseCase } from './cases.js';
import { bad, badOrMissing, good, noLaw } from './sides.js';

// ---------------------------------------------------------------- whole documents ----------------------------------

/** A Sri Lankan tea estate and an Armenian blender: a mutual NDA in plain English, with a Markdown cover table. */
const kandy = (p: { defn?: string; mutual?: string; copies?: string }) => `# Mutual Confidentiality Agreement

| | |
|---|---|
| Date | 12 March 2026 |
| Party A | Hantane Hills Estates (Private) Limited (PV 10482), 44 Peradeniya Road, Kandy, Sri Lanka ("Hantane") |
| Party B | Ararat Blends CJSC, 9 Tigran Mets Avenue, Yerevan, Armenia ("Ararat") |
| Purpose | Deciding whether Ararat will buy Hantane's high-grown black tea for a new range of blended teas, and on what terms |
| Governing law | The laws of England and Wales |
| Term | Three (3) years from the Date |

We both expect to share information about the Purpose. Whoever shares information is the "Discloser" and whoever receives it is the "Recipient".

## 1. Definitions
"Confidential Information" ${p.defn ?? 'means all non-public information about the Discloser\'s estates, factories, blends, customers, prices, finances or plans that the Discloser shares with the Recipient in connection with the Purpose, in any form, including orally or by letting the Recipient taste or inspect samples.'}

## 2. What is not Confidential Information
Information is not Confidential Information if it (a) is or becomes public other than through the Recipient breaking this agreement; (b) was already lawfully known to the Recipient; (c) is lawfully received from someone else who is free to share it; or (d) is developed by the Recipient independently, without using the Discloser's information.

## 3. Who is bound
${p.mutual ?? 'Each of us may share information under this agreement, and clauses 4 to 7 bind both of us in the same way, whichever of us is the Recipient.'}

## 4. Using it
The Recipient will use Confidential Information only for the Purpose and will protect it with the care it uses for its own confidential information, and never less than reasonable care.

## 5. Who can see it
The Recipient may share Confidential Information with its directors, employees, tea tasters and professional advisers who need to know it for the Purpose and who are bound by duties of confidentiality. The Recipient is responsible for them.

## 6. Copies
${p.copies ?? 'The Recipient may copy Confidential Information only as far as it reasonably needs to for the Purpose. Every copy remains Confidential Information.'}

## 7. Giving it back
When the Discloser asks, or when this agreement ends, the Recipient will return or destroy the Discloser's Confidential Information and, if asked, confirm in writing that it has done so.

## 8. If the law requires disclosure
If a law, court or regulator requires the Recipient to disclose Confidential Information, it will tell the Discloser first where the law allows and disclose only what is required.

## 9. How long this lasts
Our duties under clauses 4 to 7 last for three (3) years from the Date, and for trade secrets (including blend formulas) for as long as they remain trade secrets.

## 10. General
(a) Sharing information gives the Recipient no licence or other right in it.
(b) Neither of us has to buy or sell any tea.
(c) Neither of us may transfer this agreement without the other's written consent, except to a buyer of all or most of its business.
(d) This agreement is governed by the law stated in the table above, and the courts of England have non-exclusive jurisdiction.

Signed for Hantane: R. Wijesinghe, Director        Signed for Ararat: A. Petrosyan, General Director
`;

/** A Namibian pelagic fishing company's refrigeration-maintenance MSA with a Cape Town contractor, extracted from a PDF. */
const walvis = (p: { law?: string; deliverables?: string; pay?: string }) => `MASTER SERVICES AGREEMENT
Ref. EPF/KKS/2026/03

THIS AGREEMENT is made on 2 April 2026 between:
(1) ERONGO PELAGIC FISHING (PTY) LTD, registration no. 2009/0417, of Fishing Harbour Road,
Walvis Bay, Republic of Namibia (the "Customer"); and
(2) KAAP KOELSTELSELS (PTY) LTD, registration no. 2011/208133/07, of 18 Marine Drive,
Paarden Eiland, Cape Town, Republic of South Africa (the "Provider").

1. DEFINITIONS
1.1 In this Agreement:
"Deliverables" ${p.deliverables ?? 'means the reports, control software, PLC programs, drawings and configuration files prepared for the Customer\'s plant under a Work Order, but not the Provider\'s pre-existing tools, which remain the Provider\'s property;'}
"Governing Law" ${p.law ?? 'means the law of the Republic of Namibia, and "Courts" means the High Court of Namibia at Windhoek;'}
"Plant" means the Customer's blast freezers, ammonia refrigeration plant and cold stores at Walvis Bay;
"Work Order" means an order for Services signed by both parties in the form of Schedule 1.

Erongo Pelagic / Kaap Koelstelsels - MSA                                        Page 1 of 4

2. SERVICES
2.1 The Provider shall maintain, repair and upgrade the Plant as set out in each Work Order,
with the skill and care of a competent refrigeration contractor and in compliance with the
Namibian Labour Act and the applicable ammonia safety codes.
2.2 The Provider shall keep the Plant available for at least 98% of each fishing season.

3. CHARGES AND PAYMENT
3.1 The Customer shall pay the charges in each Work Order on the payment terms in the table
in Schedule 2.

4. INTELLECTUAL PROPERTY
4.1 The Customer owns all Deliverables from their creation, and the Provider hereby assigns them
to the Customer. The Provider grants the Customer a perpetual, royalty-free licence to use its
pre-existing tools with the Deliverables.

5. CONFIDENTIALITY
5.1 Each party shall keep the other's confidential information confidential during this Agreement
and for three (3) years after it ends.

Erongo Pelagic / Kaap Koelstelsels - MSA                                        Page 2 of 4

6. LIABILITY
6.1 Each party's aggregate liability under this Agreement is limited to the charges paid or
payable in the twelve (12) months before the claim, except for breach of clause 5, the
indemnity in clause 7 and wilful misconduct.
6.2 Neither party is liable for indirect or consequential loss, except as stated in clause 6.1.

7. INDEMNITY
7.1 The Provider shall defend and indemnify the Customer against third-party claims that the
Services or Deliverables infringe intellectual property rights.

8. TERM AND TERMINATION
8.1 This Agreement runs for two (2) years from its date. The Customer may terminate it for
convenience on thirty (30) days' written notice.

9. GENERAL
9.1 Neither party may assign this Agreement without the other's prior written consent, except to a
successor to all or substantially all of its business.
9.2 This Agreement is governed by the Governing Law, and the Courts have exclusive jurisdiction.

Erongo Pelagic / Kaap Koelstelsels - MSA                                        Page 3 of 4

SCHEDULE 2 - PAYMENT TERMS
Item                 Term
Invoicing            Monthly in arrears, per Work Order
Payment              ${p.pay ?? '30 days from receipt of a valid invoice; disputed amounts may be withheld in good faith pending resolution'}
Currency             Namibian dollars (N$)
Late payment         Interest at the prime rate of Bank of Namibia plus 2%

SIGNED at Walvis Bay for the Customer: ___________        SIGNED at Cape Town for the Provider: ___________

Erongo Pelagic / Kaap Koelstelsels - MSA                                        Page 4 of 4
`;

/** A Costa Rican medical-device maker's subscription to a Halifax quality-management platform, as HTML with an order form. */
const heredia = (p: { special?: string; early?: string; assign?: string }) => `<html><head><title>Subscription Agreement</title></head><body>
<h1>Harbourline QMS Subscription Agreement</h1>
<p>This Subscription Agreement is between <b>Harbourline QMS Inc.</b>, 1800 Argyle Street, Halifax, Nova Scotia, Canada ("Provider") and <b>Dispositivos Médicos Heredia S.A.</b>, Zona Franca Global Park, Heredia, Costa Rica ("Customer").</p>
<h2>Order Form</h2>
<table>
<tr><th>Item</th><th>Details</th></tr>
<tr><td>Service</td><td>Harbourline QMS Enterprise: document control, CAPA, complaint handling and design-history files</td></tr>
<tr><td>Subscription Term</td><td>Thirty-six (36) months from 1 May 2026</td></tr>
<tr><td>Fees</td><td>USD 96,000 per year, invoiced annually in advance</td></tr>
<tr><td>Early termination</td><td>${p.early ?? 'Customer\'s right under Section 11.3 may be exercised at any time, and no Fees are payable for the period after termination.'}</td></tr>
<tr><td>Special terms</td><td>${p.special ?? 'For the purposes of Section 9.2, loss or corruption of Customer Data and the cost of re-validating Customer\'s quality records are direct losses recoverable by Customer.'}</td></tr>
</table>
<p>If the Order Form conflicts with the sections below, the Order Form prevails.</p>
<h2>1. The Service</h2>
<p>1.1 Provider will make the Service available to Customer's users in accordance with the Documentation and the Service Level Schedule (99.9% monthly availability, with service credits).</p>
<h2>7. Data Security</h2>
<p>7.1 Customer owns Customer Data. Provider processes it only to provide the Service, secures it to ISO 27001 standards, notifies Customer of any security breach within 48 hours and returns or deletes it at the end of the Subscription Term.</p>
<h2>8. Confidentiality</h2>
<p>8.1 Each party will keep the other's Confidential Information confidential during the Subscription Term and for five (5) years after it ends.</p>
<h2>9. Liability</h2>
<p>9.1 Each party's aggregate liability is limited to the Fees paid or payable in the twelve (12) months before the claim, except for breach of Section 7 or 8, indemnified claims and wilful misconduct.</p>
<p>9.2 Neither party is liable for indirect, incidental, special or consequential damages or lost profits, except for breach of Section 7 or 8, indemnified claims, and gross negligence or wilful misconduct.</p>
<h2>10. Indemnity</h2>
<p>10.1 Provider will defend and indemnify Customer against third-party claims that the Service infringes intellectual property rights.</p>
<h2>11. Term and Termination</h2>
<p>11.1 This Agreement lasts for the Subscription Term and does not renew unless both parties agree in writing.</p>
<p>11.2 Either party may terminate this Agreement if the other materially breaches it and does not cure the breach within thirty (30) days of notice.</p>
<p>11.3 Customer may terminate this Agreement for convenience on thirty (30) days' written notice, subject to the Order Form.</p>
<h2>12. General</h2>
<p>12.1 ${p.assign ?? 'Provider may assign this Agreement to its affiliate or to a buyer of all or substantially all of its business without Customer\'s consent, on written notice, provided the assignee assumes all of Provider\'s obligations; otherwise neither party may assign this Agreement without the other\'s prior written consent.'}</p>
<p>12.2 This Agreement is governed by the laws of Costa Rica, and the courts of San José have exclusive jurisdiction.</p>
<p>12.3 This Agreement, including the Order Form, is the entire agreement of the parties about the Service.</p>
</body></html>
`;

/** A Tasmanian salmon farmer's licence of feed-optimisation software from a Maltese licensor, in Markdown. */
const hobart = (p: { fish?: string; usage?: string; assign?: string }) => `# Software Licence Agreement

**Licensor:** Melita Feed Analytics Ltd (C 88214), Triq il-Merkanti, Valletta, Malta
**Licensee:** Derwent Salmon Farms Pty Ltd (ACN 611 402 918), 2 Salamanca Place, Hobart, Tasmania, Australia
**Date:** 20 January 2026

| Order details | |
|---|---|
| Software | FeedWise Pen Optimiser 5, on-premises edition |
| Sites | Storm Bay, D'Entrecasteaux Channel and Macquarie Harbour leases |
| Licence fee | AUD 140,000 per year |
| Term | Three (3) years |

## 1. Licence
1.1 The Licensor grants the Licensee a non-exclusive, non-transferable licence to install and use the Software at the Sites for the Term, for the Licensee's salmon farming business.

## 2. Warranty
2.1 The Licensor warrants that for ninety (90) days from delivery the Software will perform materially in accordance with its Documentation and is free of malicious code, and will repair or replace it, or refund the fees, if it does not.

## 3. Usage Data
3.1 ${p.usage ?? 'The Software sends Usage Data (pen identifiers, feed volumes, biomass estimates and site coordinates) to the Licensor, which uses it only to provide, maintain and support the Software for the Licensee and does not share it with anyone, including its feed-manufacturer partners.'}

## 4. Confidentiality
4.1 Each party will keep the other's confidential information confidential during the Term and for five (5) years after it.

## 9. Liability
9.1 Each party's aggregate liability is limited to the licence fees paid or payable in the twelve (12) months before the claim, except for breach of clause 4, the indemnity in clause 11 and wilful misconduct.

## 10. Indirect loss
10.1 Neither party is liable for indirect or consequential loss or lost profits, except for breach of clause 4, the indemnity in clause 11, or gross negligence or wilful misconduct.
10.2 ${p.fish ?? 'Notwithstanding clause 10.1, loss of or damage to fish stock caused by an error in a feeding recommendation generated by the Software is direct loss, recoverable within the limit in clause 9.1.'}

## 11. Indemnity
11.1 The Licensor will defend and indemnify the Licensee against third-party claims that the Software infringes intellectual property rights.

## 14. General
14.1 ${p.assign ?? 'Neither party may assign this Agreement without the other\'s prior written consent, except that either party may assign it to a successor to all or substantially all of its business on notice. A change of control of either party is not an assignment for this clause.'}
14.2 This Agreement is governed by the laws of Tasmania and the courts of Tasmania have non-exclusive jurisdiction.
14.3 This Agreement is the entire agreement between the parties about the Software.
`;

/** A Tunisian olive-oil exporter's testing and certification services from a Valencia laboratory, in plain English. */
const sfax = (p: { loss?: string; schedule?: string; results?: string }) => `LABORATORY SERVICES AGREEMENT

This agreement is between Laboratorio Oleícola del Turia S.L., Calle de Colón 22, Valencia, Spain ("we", "us") and Huilerie Kerkennah SARL, Route de Gabès km 4, Sfax, Tunisia ("you"). It starts on 1 November 2025.

1. What we do
We test samples of your olive oil lots for acidity, peroxide value, UV absorbance, sterols and sensory grade, and issue certificates for your export consignments to the EU and North America, as set out in each test order you send us.

2. Our Test Schedule
${p.schedule ?? 'Our Test Schedule (test methods, turnaround times and prices) is attached as Schedule 1. We may propose changes to it, but a change applies only when both of us sign it.'}

3. How we perform
We will carry out the tests with reasonable skill and care, by qualified analysts, in our ISO/IEC 17025 accredited laboratory. If a result is wrong we will re-test at no charge or refund the fee for that test.

4. Your test results
${p.results ?? 'We use your samples\' test results, lot numbers and supplier names only to test and certify your lots and to support you; we do not add them to our origin database or give them to anyone.'}

5. Paying us
You pay our invoices within thirty (30) days of receiving them. You may hold back any amount you dispute in good faith.

6. Keeping things confidential
Each of us keeps the other's confidential information confidential while this agreement lasts and for three (3) years after it ends.

7. Liability
7.1 Each of us limits its total liability to the other to the fees paid or payable in the twelve (12) months before the claim, except for breach of clause 6 and wilful misconduct.
7.2 ${p.loss ?? 'Neither of us is liable for indirect loss. For this clause, the loss of an export consignment rejected at destination, demurrage, and the cost of re-testing elsewhere are direct loss if our wrong test result caused the rejection, and this clause does not apply to gross negligence, wilful misconduct, or breach of clause 4 or 6.'}

8. Ending this agreement
You may end this agreement at any time on thirty (30) days' written notice. Either of us may end it at once if the other seriously breaks it and does not put things right within thirty (30) days of being told.

9. General
Neither of us may transfer this agreement without the other's written consent, except to a buyer of its business. Spanish law governs this agreement and the courts of Valencia decide disputes.
`;

/** A Bolivian lithium processor's consultancy with a Paraguayan engineering firm, in formal drafting. */
const uyuni = (p: { accept?: string; pay?: string; limit?: string }) => `CONSULTANCY SERVICES AGREEMENT

BETWEEN: SALAR ANDINO LITIO S.A., a company organised under the laws of the Plurinational State of Bolivia, with its principal office at Avenida Ferroviaria s/n, Uyuni, Department of Potosí (the "Client");

AND: INGENIERÍA CHACO S.R.L., a company organised under the laws of the Republic of Paraguay, with its principal office at Avenida Mariscal López 3420, Asunción (the "Consultant").

WHEREAS the Client intends to build a lithium carbonate pilot plant at the Salar de Uyuni and wishes to engage the Consultant for its process design, the Parties agree as follows:

Clause 1. Services. The Consultant shall provide the process design, equipment specifications and commissioning support described in Annex A (the "Services") and deliver the documents listed there (the "Deliverables").

Clause 2. Standard of Care. The Consultant shall perform the Services with the skill, care and diligence of an experienced process engineering consultant, by qualified personnel, and shall re-perform at its own cost any Services not so performed within ninety (90) days of their delivery.

Clause 3. Acceptance. ${p.accept ?? 'A Deliverable is accepted on the earlier of (a) the Client\'s written acceptance, (b) fifteen (15) Business Days after delivery without a written rejection stating the acceptance criteria of Annex A that it fails, or (c) its use by the Client in commercial production of lithium carbonate. The Consultant shall correct any rejected Deliverable at its own cost and resubmit it.'}

Clause 4. Fees. The Client shall pay the fees set out in Annex B on the terms set out there.

Clause 5. Independent Contractor. The Consultant is an independent contractor, responsible for its own taxes, social security and insurance, and has no authority to bind the Client.

Clause 10. Intellectual Property. The Client owns the Deliverables. The Consultant retains its pre-existing methods and grants the Client a perpetual, royalty-free licence to use them with the Deliverables.

Clause 12. Confidentiality. Each Party shall keep the other Party's confidential information confidential during this Agreement and for five (5) years thereafter.

Clause 13. Indemnity. The Consultant shall defend and indemnify the Client against third-party claims that the Deliverables infringe intellectual property rights.

Clause 14. Limitation of Liability.
14.1 Neither Party shall be liable for indirect or consequential loss, loss of production or loss of profit, save for breach of Clause 12, claims under Clause 13, and gross negligence or wilful misconduct.
14.2 Each Party's aggregate liability shall not exceed the fees paid or payable in the twelve (12) months preceding the claim, save as stated in Clause 14.1.

Clause 20. Governing Law. This Agreement shall be governed by the laws of the Plurinational State of Bolivia, and any dispute shall be settled by arbitration in La Paz.

Clause 23. Miscellaneous.
23.1 This Agreement, with its Annexes, constitutes the entire agreement of the Parties.
23.2 Amendments shall be valid only if made in writing and signed by both Parties.
23.3 Neither Party may assign this Agreement without the prior written consent of the other.
23.4 ${p.limit ?? 'Clause 14.1 applies equally to claims against either Party.'}

ANNEX B - FEES
B.1 Fees: USD 410,000, payable in five milestones as set out in Annex A.
B.2 ${p.pay ?? 'Invoices are payable within forty-five (45) days of receipt; the Client may withhold any amount it disputes in good faith, pending resolution under Clause 20.'}

IN WITNESS WHEREOF the Parties have signed this Agreement at Uyuni on 9 February 2026.
`;

/** An Uzbek cotton mill's employment contract in plain English. */
const fergana = (p: { law?: string; pay?: string; ip?: string; whole?: string }) => `EMPLOYMENT CONTRACT

Between Fergana Valley Textile Mill LLC, 17 Al-Farghani Street, Fergana, Republic of Uzbekistan ("we", "us", "the Mill") and Emre Yıldız, a citizen of the Republic of Türkiye, of Nilüfer, Bursa ("you").

1. Your job
You will work as Spinning Process Engineer at the Mill's Fergana site, reporting to the Technical Director. You start on 1 June 2026.

2. Pay
${p.pay ?? 'Your salary is 38,000,000 Uzbek som a month, paid on the last working day of each month. Your salary is reviewed on each anniversary of your start date, and you may receive a bonus of up to three months\' salary, at the Mill\'s discretion, depending on your and the Mill\'s performance.'}

3. Hours and leave
You work forty (40) hours a week. You have twenty-one (21) working days' paid leave a year, plus public holidays in Uzbekistan.

4. Keeping our information confidential
During and after your employment you must keep confidential everything you learn about our spinning settings, yarn recipes, customers and prices, and for trade secrets without time limit.

5. Inventions
${p.ip ?? '"Mill Work" means work you do in the course of your employment, whether during working hours or not and wherever you do it. We own all inventions, designs and improvements in Mill Work, you assign them to us, and you will help us register them.'}

6. After you leave
For six (6) months after you leave you must not work for a competing cotton spinning mill in the Fergana Valley in a role like yours, and for twelve (12) months you must not solicit our employees or customers you dealt with.

7. Ending the contract
Either of us may end this contract by giving the other two (2) months' written notice. We may end it at once for gross misconduct, dishonesty, a serious breach of this contract or a criminal conviction.

8. Law
${p.law ?? 'This contract is governed by the law of the Republic of Uzbekistan, and the courts of Fergana region have jurisdiction; the Labour Code of the Republic of Uzbekistan applies to your employment.'}

9. Whole agreement
${p.whole ?? 'This contract is the whole agreement between us about your employment.'}

Signed for the Mill: B. Tursunov, Director        Signed: E. Yıldız
`;

/** An industrial unit lease near Pune in Indian drafting (Lessor/Lessee), with a schedule, extracted from a PDF. */
const pune = (p: { law?: string; rent?: string; insure?: string }) => `LEASE DEED

This Lease Deed is executed at Pune on this 5th day of January, 2026

BETWEEN

SHIVNERI INDUSTRIAL ESTATES LLP, a limited liability partnership having its registered
office at Plot No. 7, MIDC Chakan Phase II, Taluka Khed, District Pune 410501, hereinafter
called the "LESSOR" (which expression shall, unless repugnant to the context, include its
partners, successors and assigns) of the ONE PART;

AND

DECCAN AUTO COMPONENTS PRIVATE LIMITED, a company incorporated under the Companies Act, 2013,
having its registered office at Bhosari, Pune 411026, hereinafter called the "LESSEE" (which
expression shall include its successors and permitted assigns) of the OTHER PART.

                                        -1-

1. DEMISE
1.1 The Lessor hereby demises to the Lessee the industrial unit described in Item 1 of the
Schedule (the "Demised Premises") for a term of nine (9) years from the Commencement Date.

2. RENT
2.1 The Lessee shall pay the rent stated in Item 3 of the Schedule, monthly in advance, on or
before the 7th day of each English calendar month, by bank transfer.
2.2 The rent shall be enhanced by five per cent (5%) on the expiry of every three (3) years.

3. MAINTENANCE
3.1 The Lessor shall carry out all structural repairs, including to the roof, columns, external
walls and the building's electrical mains. The Lessee shall keep the interior in good
condition, reasonable wear and tear excepted.

                                        -2-

4. INSURANCE
4.1 ${p.insure ?? 'The Lessor shall insure the building of which the Demised Premises form part against fire, flood, earthquake, riot and other usual risks, and the Lessee shall reimburse a fair proportion of the premium. The rent shall abate while insured damage renders the Demised Premises unfit for use, as provided in clause 4.3.'}
4.2 The Lessee shall insure its plant, machinery and stock, and its public liability.
4.3 If the Demised Premises are rendered unfit for use by an insured risk, the rent or a fair
proportion of it shall abate until they are made fit again.

5. LESSEE'S COVENANTS
5.1 The Lessee shall use the Demised Premises only for the manufacture of automotive components.
5.2 The Lessee shall not assign or sub-let the Demised Premises without the consent of the
Lessor, which shall not be unreasonably withheld.

6. RENEWAL
6.1 The Lessee shall have the option to renew this Lease for a further term of nine (9) years on
the same terms, by notice given at least six (6) months before expiry.

7. GOVERNING LAW
7.1 This Deed shall be governed by the law specified in Item 5 of the Schedule.

                                        -3-

THE SCHEDULE ABOVE REFERRED TO
Item 1   Demised Premises : Unit B-4, Shivneri Industrial Estate, MIDC Chakan Phase II, Pune
Item 2   Commencement Date: 1st February, 2026
Item 3   Rent             : ${p.rent ?? 'Rs. 52 per sq. ft. per month of Carpet Area, the Carpet Area being 9,250 sq. ft. (Rs. 4,81,000 per month)'}
Item 4   Security Deposit : Rs. 9,62,000 (two months' rent), refundable within 30 days of
                            handover of vacant possession, less documented dues
Item 5   Governing Law    : ${p.law ?? 'Laws of India; the courts at Pune shall have exclusive jurisdiction'}

IN WITNESS WHEREOF the parties have set their hands on the day and year first above written.

                                        -4-
`;

/** A Maltese online-gaming operator's DPA with a Belgrade customer-support processor, as a Markdown table of terms. */
const valletta = (p: { law?: string; subs?: string; precedence?: string }) => `# Data Processing Addendum

| Term | Agreed |
|---|---|
| Controller | Comino Play Ltd (C 71022), Triq San Ġorġ, St Julian's, Malta |
| Processor | Kalemegdan Support d.o.o., Knez Mihailova 30, Belgrade, Serbia |
| Main Agreement | Customer Support Services Agreement dated 2 February 2026 |
| Processing | Handling players' support tickets, chats and identity-verification documents |
| Data subjects | Players and prospective players |
| Transfers | To Serbia, under the Standard Contractual Clauses (Module 2) attached as Annex III |
| Governing law | ${p.law ?? 'The law of Malta; the courts of Malta have exclusive jurisdiction'} |

1. The Processor processes personal data only on the Controller's documented instructions, including for transfers, and tells the Controller if an instruction infringes data protection law.
2. Everyone the Processor authorises to process the personal data has committed to confidentiality.
3. The Processor implements the measures in Annex II and does not reduce them during the term.
4. Sub-processors. The Processor may engage the sub-processors listed in Annex IV and will give the Controller thirty (30) days' notice of any new one, during which the Controller may object. The Processor imposes on each sub-processor the same data protection obligations as this DPA. ${p.subs ?? 'The Processor remains fully liable to the Controller for each sub-processor, including one the Controller has approved, as for its own acts and omissions.'}
5. The Processor notifies the Controller of a personal data breach without undue delay and in any event within forty-eight (48) hours of becoming aware of it.
6. At the end of the services, the Processor deletes or returns all personal data, at the Controller's choice.
7. The Processor makes available the information needed to demonstrate compliance and allows audits by the Controller or its auditor.
8. ${p.precedence ?? 'If this DPA conflicts with the Main Agreement, this DPA prevails in every matter of the processing of personal data; the Main Agreement prevails in all other matters. The Standard Contractual Clauses prevail over both.'}
`;

// ------------------------------------------------------------------ the 41 pairs -----------------------------------

export const HOLDOUT18: AdverseCase[] = [
  // ------------------------------------------------------------------ NDA (6) ----------------------------------------
  {
    id: 'h18-nda-doc-kandy-markdown-definition-takes-everything-either-group-holds-disclosed-or-not-or-what-is-shared-for-the-purpose',
    pattern: 'reference',
    type: 'nda',
    check: 'nda.definition_breadth',
    adverse: bad(kandy({ defn: 'means all information of any kind that either of us or any company in our group holds now or later, whether or not it is disclosed to the other, whether or not it is connected with the Purpose, and however either of us comes to know it.' })),
    benign: good(kandy({ defn: 'means all non-public information of any kind that either of us or any company in our group discloses to the other in connection with the Purpose, in any form, including orally or by letting the other taste or inspect samples.' })),
  },
  {
    id: 'h18-nda-doc-kandy-markdown-who-is-bound-leaves-ararats-information-free-for-hantane-or-binds-both-alike',
    pattern: 'role',
    type: 'nda',
    check: 'nda.mutuality',
    adverse: bad(kandy({ mutual: 'Each of us may share information under this agreement, but clauses 4 to 7 bind only Ararat. Anything Ararat shares with Hantane, including its blend recipes and customer lists, is shared without restriction, and Hantane may use it as it wishes.' })),
    benign: good(kandy({ mutual: 'Each of us may share information under this agreement, and clauses 4 to 7 bind Ararat and Hantane alike. Anything Ararat shares with Hantane, including its blend recipes and customer lists, is protected in the same way as what Hantane shares with Ararat.' })),
  },
  {
    id: 'h18-nda-doc-kandy-markdown-tasting-notes-and-analyses-are-not-copies-and-belong-to-the-recipient-or-are-copies-still-bound',
    pattern: 'reference',
    type: 'nda',
    check: 'nda.permitted_copies',
    adverse: bad(kandy({ copies: 'The Recipient may copy Confidential Information as far as it reasonably needs to for the Purpose. In this agreement a "copy" does not include tasting notes, blend analyses, summaries or extracts the Recipient prepares from Confidential Information; those belong to the Recipient and clauses 4 to 7 do not apply to them.' })),
    benign: good(kandy({ copies: 'The Recipient may copy Confidential Information only as far as it reasonably needs to for the Purpose. In this agreement a "copy" includes tasting notes, blend analyses, summaries or extracts the Recipient prepares from Confidential Information; those remain Confidential Information and clauses 4 to 7 apply to them.' })),
  },
  {
    id: 'h18-nda-sambava-vanilla-purpose-defined-to-include-any-business-in-the-vanilla-trade-or-only-the-proposed-supply',
    pattern: 'reference',
    type: 'nda',
    check: 'nda.limited_use',
    adverse: bad(`MUTUAL NON-DISCLOSURE AGREEMENT (extract)
Between Coopérative Vanille Sava, Route d'Andapa, Sambava, Madagascar, and Port Louis Spice Traders Ltd, Royal Road, Port Louis, Mauritius (each a "Party").

1. Definitions
1.1 "Confidential Information" means non-public information disclosed by one Party to the other in connection with the Purpose, in any form.
1.2 "Purpose" means the evaluation of a possible supply of cured vanilla beans by the Co-operative to the Trader and any other business that the receiving Party or its affiliates may conduct in the vanilla, spice or flavour trade.

2. Use
2.1 The receiving Party shall use Confidential Information solely for the Purpose and shall not disclose it except as permitted by this Agreement.`),
    benign: good(`MUTUAL NON-DISCLOSURE AGREEMENT (extract)
Between Coopérative Vanille Sava, Route d'Andapa, Sambava, Madagascar, and Port Louis Spice Traders Ltd, Royal Road, Port Louis, Mauritius (each a "Party").

1. Definitions
1.1 "Confidential Information" means non-public information disclosed by one Party to the other in connection with the Purpose, in any form.
1.2 "Purpose" means the evaluation of a possible supply of cured vanilla beans by the Co-operative to the Trader and the negotiation and performance of any supply contract between the Parties that results from it.

2. Use
2.1 The receiving Party shall use Confidential Information solely for the Purpose and shall not disclose it except as permitted by this Agreement.`),
  },
  {
    id: 'h18-nda-limassol-baku-notwithstanding-recipient-may-decompile-the-software-samples-or-may-only-run-them-as-supplied',
    pattern: 'override',
    type: 'nda',
    check: 'nda.no_reverse_engineering',
    adverse: bad(`CONFIDENTIALITY AGREEMENT (extract)
This Agreement is made between Akamas Marine Systems Ltd, 28 Octobriou Street, Limassol, Cyprus, and Absheron Tanker Fleet LLC, 14 Neftchilar Avenue, Baku, Azerbaijan, each of which will disclose and receive Confidential Information in evaluating the integration of Akamas's voyage-optimisation software with Absheron's fleet.

2. "Software Samples" means the trial builds of the Akamas VoyageOpt software, its interface libraries and sample data sets provided to Absheron.
4. The receiving party shall hold the other's Confidential Information in confidence, use it only for the evaluation, and shall not decompile, disassemble or reverse engineer any software, prototype or sample received.
9. Notwithstanding Clause 4, nothing in this Agreement prevents Absheron from analysing, decompiling or testing the Software Samples by any means it chooses, and the restrictions of Clause 4 do not apply to what it learns by doing so.`),
    benign: good(`CONFIDENTIALITY AGREEMENT (extract)
This Agreement is made between Akamas Marine Systems Ltd, 28 Octobriou Street, Limassol, Cyprus, and Absheron Tanker Fleet LLC, 14 Neftchilar Avenue, Baku, Azerbaijan, each of which will disclose and receive Confidential Information in evaluating the integration of Akamas's voyage-optimisation software with Absheron's fleet.

2. "Software Samples" means the trial builds of the Akamas VoyageOpt software, its interface libraries and sample data sets provided to Absheron.
4. The receiving party shall hold the other's Confidential Information in confidence, use it only for the evaluation, and shall not decompile, disassemble or reverse engineer any software, prototype or sample received.
9. For the avoidance of doubt, Clause 4 applies to the Software Samples: Absheron may run them as supplied to test their integration with its fleet systems, but may not analyse or decompile them by any other means, and the restrictions of Clause 4 apply to what it learns by testing them.`),
  },
  {
    id: 'h18-nda-phnom-penh-vientiane-the-bank-may-announce-the-talks-and-terms-to-anyone-or-neither-party-may',
    pattern: 'role',
    type: 'nda',
    check: 'nda.confidentiality_of_agreement',
    adverse: bad(`MUTUAL CONFIDENTIALITY AGREEMENT (extract)
Between Mekong Rural Microfinance Plc, Street 271, Phnom Penh, Cambodia ("MRM"), and Lane Xang Commercial Bank Ltd, Lane Xang Avenue, Vientiane, Lao PDR (the "Bank"), who are discussing a possible acquisition by the Bank of a stake in MRM.

6. Publicity. MRM shall not disclose the existence of this Agreement, the fact that discussions are taking place or any of the terms under discussion without the Bank's prior written consent, except as required by law. The Bank may disclose the existence of this Agreement, the fact and status of the discussions and the proposed terms to any person at any time, including in press releases and investor presentations.`),
    benign: good(`MUTUAL CONFIDENTIALITY AGREEMENT (extract)
Between Mekong Rural Microfinance Plc, Street 271, Phnom Penh, Cambodia ("MRM"), and Lane Xang Commercial Bank Ltd, Lane Xang Avenue, Vientiane, Lao PDR (the "Bank"), who are discussing a possible acquisition by the Bank of a stake in MRM.

6. Publicity. Neither MRM nor the Bank shall disclose the existence of this Agreement, the fact that discussions are taking place or any of the terms under discussion without the other's prior written consent, except as required by law or by the rules of a stock exchange. Neither may issue a press release or investor presentation about the discussions without that consent.`),
  },
  // ------------------------------------------------------------------ MSA (6) ----------------------------------------
  {
    id: 'h18-msa-doc-walvis-bay-pdf-governing-law-defined-as-south-african-with-cape-town-courts-or-namibian',
    pattern: 'reference',
    type: 'msa',
    check: 'msa.governing_law',
    adverse: bad(walvis({ law: 'means the law of the Republic of South Africa, and "Courts" means the Western Cape Division of the High Court of South Africa at Cape Town;' })),
    benign: good(walvis({ law: 'means the law of the Republic of Namibia, and "Courts" means the High Court of Namibia at Windhoek;' })),
  },
  {
    id: 'h18-msa-doc-walvis-bay-pdf-deliverables-defined-as-paper-reports-only-software-and-drawings-stay-providers-or-all-of-them',
    pattern: 'reference',
    type: 'msa',
    check: 'msa.ip_ownership',
    adverse: bad(walvis({ deliverables: 'means the printed service reports delivered under a Work Order, but not the control software, PLC programs, drawings or configuration files prepared for the Customer\'s plant, which remain the Provider\'s property and which the Customer may use only while this Agreement is in force;' })),
    benign: good(walvis({ deliverables: 'means the printed service reports, control software, PLC programs, drawings and configuration files prepared for the Customer\'s plant under a Work Order, but not the Provider\'s pre-existing tools, which remain the Provider\'s property;' })),
  },
  {
    id: 'h18-msa-doc-walvis-bay-pdf-schedule-payment-in-7-days-of-issue-disputed-amounts-paid-in-full-or-30-days-withheld',
    pattern: 'position',
    type: 'msa',
    check: 'msa.payment_terms',
    adverse: bad(walvis({ pay: '7 days from the invoice date; disputed amounts must be paid in full pending resolution' })),
    benign: good(walvis({ pay: '30 days from receipt of a valid invoice; disputed amounts may be withheld in good faith pending resolution' })),
  },
  {
    id: 'h18-msa-asuncion-soy-crusher-barred-from-any-competing-barge-service-for-three-years-or-provider-bound-customer-free',
    pattern: 'role',
    type: 'msa',
    check: 'msa.non_compete',
    adverse: bad(`MASTER SERVICES AGREEMENT (extract)
Between Aceitera del Paraguay S.A., Ruta 1 km 22, Villeta, Paraguay (the "Customer"), and Hidrovía Barcazas S.A., Avenida Costanera 114, Asunción, Paraguay (the "Provider"), for the carriage of soybean meal and oil by barge from Villeta to Nueva Palmira.

11. Exclusivity
11.1 During the term and for three (3) years after it ends, the Customer shall not use, contract with or itself operate any river-barge service competing with the Provider on the Paraguay-Paraná waterway.
11.2 The Provider shall not use the Customer's shipping schedules or volumes except to perform this Agreement.`),
    benign: good(`MASTER SERVICES AGREEMENT (extract)
Between Aceitera del Paraguay S.A., Ruta 1 km 22, Villeta, Paraguay (the "Customer"), and Hidrovía Barcazas S.A., Avenida Costanera 114, Asunción, Paraguay (the "Provider"), for the carriage of soybean meal and oil by barge from Villeta to Nueva Palmira.

11. Exclusivity
11.1 During the term and for three (3) years after it ends, the Provider shall not use the Customer's shipping schedules or volumes to solicit any soybean crusher competing with the Customer on the Paraguay-Paraná waterway.
11.2 The Customer remains free to use, contract with or itself operate any river-barge service, including one competing with the Provider.`),
  },
  {
    id: 'h18-msa-kochi-spice-exporter-affiliate-defined-for-the-provider-as-any-business-partner-or-as-common-control',
    pattern: 'reference',
    type: 'msa',
    check: 'msa.assignment',
    adverse: bad(`MASTER SERVICES AGREEMENT (extract)
This Agreement is entered into at Kochi on 3 March 2026 between Malabar Spice Exports Private Limited, Willingdon Island, Kochi, Kerala ("Customer"), and Nilgiri Cloud Solutions Private Limited, Whitefield, Bengaluru, Karnataka ("Provider").

1.1 "Affiliate" means, in relation to the Customer, any entity that controls, is controlled by or is under common control with the Customer and, in relation to the Provider, any entity with which the Provider has a commercial relationship, including its subcontractors, resellers and outsourcing partners.

17. Assignment. Neither party shall assign this Agreement without the prior written consent of the other party, save that either party may assign this Agreement to its Affiliate without such consent.`),
    benign: good(`MASTER SERVICES AGREEMENT (extract)
This Agreement is entered into at Kochi on 3 March 2026 between Malabar Spice Exports Private Limited, Willingdon Island, Kochi, Kerala ("Customer"), and Nilgiri Cloud Solutions Private Limited, Whitefield, Bengaluru, Karnataka ("Provider").

1.1 "Affiliate" means, in relation to either party, any entity that controls, is controlled by or is under common control with that party.

17. Assignment. Neither party shall assign this Agreement without the prior written consent of the other party, save that either party may assign this Agreement to its Affiliate without such consent.`),
  },
  {
    id: 'h18-msa-tbilisi-winery-entire-agreement-takes-in-online-policies-as-updated-which-prevail-or-the-attached-version-only',
    pattern: 'reference',
    type: 'msa',
    check: 'msa.unilateral_changes',
    adverse: bad(`MASTER SERVICES AGREEMENT (extract)
Between Kakheti Qvevri Wines LLC, 5 Chavchavadze Street, Telavi, Georgia (the "Customer"), and Rustaveli Digital Services LLC, 12 Rustaveli Avenue, Tbilisi, Georgia (the "Provider"), for the hosting and support of the Customer's export-order and excise systems.

22. Entire Agreement and Amendment
22.1 This Agreement, together with the Provider's Service Policies published at rustavelidigital.ge/policies as updated by the Provider from time to time, is the entire agreement between the parties. If they conflict, the Service Policies prevail.
22.2 Any other amendment of this Agreement must be in writing and signed by both parties.`),
    benign: good(`MASTER SERVICES AGREEMENT (extract)
Between Kakheti Qvevri Wines LLC, 5 Chavchavadze Street, Telavi, Georgia (the "Customer"), and Rustaveli Digital Services LLC, 12 Rustaveli Avenue, Tbilisi, Georgia (the "Provider"), for the hosting and support of the Customer's export-order and excise systems.

22. Entire Agreement and Amendment
22.1 This Agreement, together with the Provider's Service Policies in the version dated 1 March 2026 attached as Annex C, is the entire agreement between the parties. If they conflict, this Agreement prevails.
22.2 Any amendment of this Agreement or of Annex C must be in writing and signed by both parties.`),
  },
  // ------------------------------------------------------------------ SaaS (6) ---------------------------------------
  {
    id: 'h18-saas-doc-heredia-html-general-clause-lets-the-provider-assign-to-anyone-or-to-an-affiliate-or-buyer-on-notice',
    pattern: 'role',
    type: 'saas',
    check: 'saas.assignment',
    adverse: bad(heredia({ assign: 'Provider may assign or transfer this Agreement, or any of its rights or obligations under it, to any person without Customer\'s consent; Customer may not assign this Agreement without Provider\'s prior written consent.' })),
    benign: good(heredia({ assign: 'Provider may assign this Agreement to its affiliate or to a buyer of all or substantially all of its business without Customer\'s consent, on written notice, provided the assignee assumes all of Provider\'s obligations; otherwise neither party may assign this Agreement without the other\'s prior written consent.' })),
  },
  {
    id: 'h18-saas-doc-heredia-html-order-form-deems-lost-customer-data-and-revalidation-indirect-for-the-provider-or-direct',
    pattern: 'override',
    type: 'saas',
    check: 'saas.consequential_damages',
    adverse: bad(heredia({ special: 'Notwithstanding Section 9.2, loss or corruption of Customer Data, the cost of re-validating Customer\'s quality records and any regulatory penalty are indirect losses for which Provider is not liable in any event, and the exceptions in Section 9.2 do not apply to them.' })),
    benign: good(heredia({ special: 'For the purposes of Section 9.2, loss or corruption of Customer Data and the cost of re-validating Customer\'s quality records are direct losses recoverable by Customer, and the exceptions in Section 9.2 apply to them.' })),
  },
  {
    id: 'h18-saas-doc-heredia-html-order-form-exit-only-after-36-months-paying-the-rest-or-any-time-nothing-more',
    pattern: 'reference',
    type: 'saas',
    check: 'saas.termination_for_convenience',
    adverse: bad(heredia({ early: 'Customer\'s right under Section 11.3 may be exercised only after the Minimum Commitment Period of thirty-six (36) months, and on payment of all Fees for the remainder of the Subscription Term.' })),
    benign: good(heredia({ early: 'Customer\'s right under Section 11.3 may be exercised at any time, and no Fees are payable for the period after termination.' })),
  },
  {
    id: 'h18-saas-baku-hotel-group-romanian-law-provider-may-sue-anywhere-or-english-law-either-may-seek-interim-relief',
    pattern: 'position',
    type: 'saas',
    check: 'saas.governing_law',
    adverse: bad(`SOFTWARE-AS-A-SERVICE AGREEMENT (extract)
Customer: Caspian Boulevard Hotels CJSC, 41 Neftchilar Avenue, Baku, Azerbaijan.
Provider: Carpați Hospitality Cloud S.R.L., Strada Academiei 14, Bucharest, Romania.
Service: a property-management and channel-manager platform for the Customer's six hotels.

19. Governing Law and Jurisdiction
19.1 This Agreement and any non-contractual obligation arising out of it are governed by Romanian law.
19.2 The courts of Bucharest have exclusive jurisdiction over any dispute, save that the Provider may bring proceedings against the Customer in any court of competent jurisdiction.`),
    benign: good(`SOFTWARE-AS-A-SERVICE AGREEMENT (extract)
Customer: Caspian Boulevard Hotels CJSC, 41 Neftchilar Avenue, Baku, Azerbaijan.
Provider: Carpați Hospitality Cloud S.R.L., Strada Academiei 14, Bucharest, Romania.
Service: a property-management and channel-manager platform for the Customer's six hotels.

19. Governing Law and Jurisdiction
19.1 This Agreement and any non-contractual obligation arising out of it are governed by English law.
19.2 The courts of England have exclusive jurisdiction over any dispute, save that either party may seek urgent interim relief in any court of competent jurisdiction.`),
  },
  {
    id: 'h18-saas-toamasina-port-confidentiality-ends-with-the-agreement-and-provider-may-then-use-customer-information-or-survives',
    pattern: 'position',
    type: 'saas',
    check: 'saas.confidentiality',
    adverse: bad(`SUBSCRIPTION TERMS (extract)
Société d'Exploitation du Port de Toamasina SA, Boulevard Joffre, Toamasina, Madagascar ("Customer"), subscribes to the BerthPlan terminal-planning service of Océan Indien Logiciels SAS, Le Port, La Réunion ("Provider").

8. Confidentiality
8.1 Each party shall keep the other's Confidential Information confidential and use it only to perform this Agreement.
8.2 The obligations in clause 8.1 end when this Agreement ends, and from then on the Provider may keep and use the Customer's Confidential Information, including vessel schedules and tariffs, for any purpose.`),
    benign: good(`SUBSCRIPTION TERMS (extract)
Société d'Exploitation du Port de Toamasina SA, Boulevard Joffre, Toamasina, Madagascar ("Customer"), subscribes to the BerthPlan terminal-planning service of Océan Indien Logiciels SAS, Le Port, La Réunion ("Provider").

8. Confidentiality
8.1 Each party shall keep the other's Confidential Information confidential and use it only to perform this Agreement.
8.2 The obligations in clause 8.1 continue for five (5) years after this Agreement ends, and when it ends each party shall return or delete the other's Confidential Information, including the Customer's vessel schedules and tariffs.`),
  },
  {
    id: 'h18-saas-darwin-pearling-ip-indemnity-excludes-use-in-accordance-with-the-documentation-or-use-otherwise',
    pattern: 'disapplied',
    type: 'saas',
    check: 'saas.indemnification',
    adverse: bad(`SaaS AGREEMENT (extract) - Australian drafting
Arafura Pearling Pty Ltd (ABN 41 093 228 714) of Frances Bay Drive, Darwin, Northern Territory (Customer) subscribes to the ReefLedger farm-traceability platform of Coral Sea Software Pty Ltd (ABN 77 612 004 381) of Cairns, Queensland (Supplier).

12. IP indemnity
12.1 The Supplier must defend the Customer against any claim by a third party that the Customer's use of the Platform infringes that third party's intellectual property rights, and indemnify the Customer against any amount awarded or agreed in settlement.
12.2 Clause 12.1 does not apply to a claim arising from the Customer's use of the Platform in accordance with the Documentation, or from Customer Data.`),
    benign: good(`SaaS AGREEMENT (extract) - Australian drafting
Arafura Pearling Pty Ltd (ABN 41 093 228 714) of Frances Bay Drive, Darwin, Northern Territory (Customer) subscribes to the ReefLedger farm-traceability platform of Coral Sea Software Pty Ltd (ABN 77 612 004 381) of Cairns, Queensland (Supplier).

12. IP indemnity
12.1 The Supplier must defend the Customer against any claim by a third party that the Customer's use of the Platform infringes that third party's intellectual property rights, and indemnify the Customer against any amount awarded or agreed in settlement.
12.2 Clause 12.1 does not apply to a claim arising from the Customer's use of the Platform otherwise than in accordance with the Documentation, or from Customer Data.`),
  },
  // ------------------------------------------------------------------ licence (4) ------------------------------------
  {
    id: 'h18-licence-doc-hobart-markdown-notwithstanding-fish-mortality-is-never-the-licensors-loss-or-is-direct-loss-within-the-cap',
    pattern: 'override',
    type: 'license',
    check: 'license.consequential_damages',
    adverse: bad(hobart({ fish: 'Notwithstanding clause 10.1, loss of or damage to fish stock, and any loss from a mortality event, however caused, including by an error in a feeding recommendation generated by the Software, is consequential loss for which the Licensor is never liable, and the exceptions in clause 10.1 do not apply to it.' })),
    benign: good(hobart({ fish: 'Notwithstanding clause 10.1, loss of or damage to fish stock caused by an error in a feeding recommendation generated by the Software is direct loss, recoverable within the limit in clause 9.1, and the exceptions in clause 10.1 continue to apply.' })),
  },
  {
    id: 'h18-licence-doc-hobart-markdown-usage-data-shared-with-feed-makers-to-market-to-the-licensee-and-others-or-shared-with-no-one',
    pattern: 'position',
    type: 'license',
    check: 'license.data_use',
    adverse: bad(hobart({ usage: 'The Software sends Usage Data (pen identifiers, feed volumes, biomass estimates and site coordinates) to the Licensor, which may use it to provide, maintain and support the Software and may share it with its feed-manufacturer partners so that they can offer their products to the Licensee and to other farms.' })),
    benign: good(hobart({ usage: 'The Software sends Usage Data (pen identifiers, feed volumes, biomass estimates and site coordinates) to the Licensor, which uses it only to provide, maintain and support the Software for the Licensee and does not share it with anyone, including its feed-manufacturer partners.' })),
  },
  {
    id: 'h18-licence-doc-hobart-markdown-licensor-assigns-to-anyone-licensee-change-of-control-is-assignment-or-both-to-a-successor',
    pattern: 'role',
    type: 'license',
    check: 'license.assignment',
    adverse: bad(hobart({ assign: 'Neither party may assign this Agreement without the other\'s prior written consent, except that the Licensor may assign it to anyone on notice. A change of control of the Licensee is an assignment for this clause.' })),
    benign: good(hobart({ assign: 'Neither party may assign this Agreement without the other\'s prior written consent, except that either party may assign it to a successor to all or substantially all of its business on notice. A change of control of either party is not an assignment for this clause.' })),
  },
  {
    id: 'h18-licence-samarkand-carpets-installation-terms-with-french-law-prevail-over-uzbek-law-or-form-no-part',
    pattern: 'override',
    type: 'license',
    check: 'license.governing_law',
    adverse: bad(`SOFTWARE LICENCE AGREEMENT (extract)
Licensor: Soierie Numérique SAS, 12 rue de la République, Lyon, France.
Licensee: Registan Silk Carpets LLC, 3 Tashkent Street, Samarkand, Republic of Uzbekistan.
Software: LoomDesigner 9, carpet-pattern and jacquard-control software, perpetual licence for twelve workstations.

15. Governing law
15.1 This Agreement is governed by the law of the Republic of Uzbekistan, and the Economic Court of Samarkand Region has jurisdiction.
15.2 The end-user terms displayed on installation of the Software form part of this Agreement and, if they conflict with it, prevail. Those terms are governed by French law and give the Commercial Court of Lyon exclusive jurisdiction.`),
    benign: good(`SOFTWARE LICENCE AGREEMENT (extract)
Licensor: Soierie Numérique SAS, 12 rue de la République, Lyon, France.
Licensee: Registan Silk Carpets LLC, 3 Tashkent Street, Samarkand, Republic of Uzbekistan.
Software: LoomDesigner 9, carpet-pattern and jacquard-control software, perpetual licence for twelve workstations.

15. Governing law
15.1 This Agreement is governed by the law of the Republic of Uzbekistan, and the Economic Court of Samarkand Region has jurisdiction.
15.2 The end-user terms displayed on installation of the Software do not form part of this Agreement, and clicking to accept them binds neither party.`),
  },
  // ------------------------------------------------------------------ services (4) -----------------------------------
  {
    id: 'h18-services-doc-sfax-rejected-consignments-and-demurrage-deemed-indirect-even-for-gross-negligence-or-direct-with-carve-outs',
    pattern: 'reference',
    type: 'services',
    check: 'services.consequential_damages',
    adverse: bad(sfax({ loss: 'Neither of us is liable for indirect loss. For this clause, the loss of an export consignment rejected at destination, demurrage, and the cost of re-testing elsewhere are indirect loss, even if our wrong test result caused the rejection, and this clause applies even to gross negligence.' })),
    benign: good(sfax({ loss: 'Neither of us is liable for indirect loss. For this clause, the loss of an export consignment rejected at destination, demurrage, and the cost of re-testing elsewhere are direct loss if our wrong test result caused the rejection, and this clause does not apply to gross negligence, wilful misconduct, or breach of clause 4 or 6.' })),
  },
  {
    id: 'h18-services-doc-sfax-test-schedule-on-the-website-changed-when-posted-or-attached-and-changed-only-when-both-sign',
    pattern: 'reference',
    type: 'services',
    check: 'services.unilateral_changes',
    adverse: bad(sfax({ schedule: 'Our Test Schedule (test methods, turnaround times and prices) is on our website. We may change it at any time, and the changed version applies to every test order from the day we post it.' })),
    benign: good(sfax({ schedule: 'Our Test Schedule (test methods, turnaround times and prices) is attached as Schedule 1. We may propose changes to it, but a change applies only when both of us sign it.' })),
  },
  {
    id: 'h18-services-doc-sfax-test-results-and-supplier-names-sold-in-an-origin-database-naming-the-mill-or-used-only-to-certify',
    pattern: 'position',
    type: 'services',
    check: 'services.data_use',
    adverse: bad(sfax({ results: 'We may use your samples\' test results, lot numbers and supplier names to build our olive-oil origin database, and we may sell access to that database to buyers, regulators and other mills, naming your mill as the source.' })),
    benign: good(sfax({ results: 'We use your samples\' test results, lot numbers and supplier names only to test and certify your lots and to support you; we do not add them to our origin database or give them to anyone.' })),
  },
  {
    id: 'h18-services-st-johns-fish-plant-only-the-customer-keeps-secrets-provider-follows-its-privacy-policy-or-mutual',
    pattern: 'role',
    type: 'services',
    check: 'services.confidentiality',
    adverse: bad(`SERVICES AGREEMENT (extract) - Newfoundland and Labrador
Between Bonavista Bay Seafoods Limited, Water Street, St. John's, Newfoundland and Labrador (the "Customer"), and Grand Banks Vessel Monitoring Inc., Dartmouth, Nova Scotia (the "Provider"), for the installation and monitoring of electronic catch-reporting units on the Customer's crab and shrimp vessels.

9. Confidentiality
9.1 The Customer shall keep confidential all information about the Provider's methods, pricing and systems, during the term and for five (5) years after it.
9.2 The Provider shall handle information about the Customer, including catch locations, landings and quota holdings, in accordance with its privacy policy as published from time to time.`),
    benign: good(`SERVICES AGREEMENT (extract) - Newfoundland and Labrador
Between Bonavista Bay Seafoods Limited, Water Street, St. John's, Newfoundland and Labrador (the "Customer"), and Grand Banks Vessel Monitoring Inc., Dartmouth, Nova Scotia (the "Provider"), for the installation and monitoring of electronic catch-reporting units on the Customer's crab and shrimp vessels.

9. Confidentiality
9.1 Each party shall keep confidential all information about the other's business, methods, pricing and systems, during the term and for five (5) years after it.
9.2 For the Customer, that information includes its catch locations, landings and quota holdings, which the Provider shall also handle in accordance with its privacy policy.`),
  },
  // ------------------------------------------------------------------ consulting (4) ---------------------------------
  {
    id: 'h18-consulting-doc-uyuni-general-clause-applies-the-exclusion-to-claims-against-the-consultant-only-or-to-either-party',
    pattern: 'role',
    type: 'consulting',
    check: 'consulting.consequential_damages',
    adverse: bad(uyuni({ limit: 'Clause 14.1 applies only to claims against the Consultant; the Client\'s liability for indirect or consequential loss, loss of production or loss of profit is not limited by it.' })),
    benign: good(uyuni({ limit: 'Clause 14.1 applies equally to claims against either Party.' })),
  },
  {
    id: 'h18-consulting-doc-uyuni-deemed-accepted-two-days-after-delivery-or-on-any-use-or-fifteen-days-or-commercial-production',
    pattern: 'position',
    type: 'consulting',
    check: 'consulting.acceptance',
    adverse: bad(uyuni({ accept: 'A Deliverable is accepted on the earlier of (a) the Client\'s written acceptance, (b) two (2) Business Days after delivery without a written rejection stating the acceptance criteria of Annex A that it fails, or (c) its use by the Client in any way, including its review at a meeting of the Client\'s board. Once accepted, a Deliverable may not be rejected.' })),
    benign: good(uyuni({ accept: 'A Deliverable is accepted on the earlier of (a) the Client\'s written acceptance, (b) fifteen (15) Business Days after delivery without a written rejection stating the acceptance criteria of Annex A that it fails, or (c) its use by the Client in commercial production of lithium carbonate. The Consultant shall correct any rejected Deliverable at its own cost and resubmit it.' })),
  },
  {
    id: 'h18-consulting-doc-uyuni-annex-fees-due-in-five-business-days-of-issue-no-withholding-or-45-days-disputes-withheld',
    pattern: 'reference',
    type: 'consulting',
    check: 'consulting.payment_terms',
    adverse: bad(uyuni({ pay: 'Invoices are payable within five (5) Business Days of their issue; the Client may not withhold or set off any amount, whether or not disputed.' })),
    benign: good(uyuni({ pay: 'Invoices are payable within forty-five (45) days of receipt; the Client may withhold any amount it disputes in good faith, pending resolution under Clause 20.' })),
  },
  {
    id: 'h18-consulting-thimphu-hydropower-special-conditions-replace-bhutan-law-with-india-and-kolkata-or-only-set-the-seat',
    pattern: 'override',
    type: 'consulting',
    check: 'consulting.governing_law',
    adverse: bad(`CONSULTANCY CONTRACT (extract)
Client: Druk Chhu Hydropower Corporation Limited, Norzin Lam, Thimphu, Bhutan.
Consultant: Hooghly Hydro Consultants Private Limited, Salt Lake Sector V, Kolkata, West Bengal, India.
Assignment: Owner's engineer for the 118 MW Punatsangchhu tributary run-of-river project.

PART I - GENERAL CONDITIONS OF CONTRACT
GCC 37.1 The Contract shall be governed by the laws of the Kingdom of Bhutan, and disputes shall be referred to arbitration in Thimphu under the Arbitration Act of Bhutan.
GCC 38.1 The Special Conditions of Contract prevail over these General Conditions.

PART II - SPECIAL CONDITIONS OF CONTRACT
SCC 37.1 GCC 37.1 is replaced by the following: "The Contract shall be governed by the laws of India. Disputes shall be referred to arbitration seated at Kolkata under the Arbitration and Conciliation Act, 1996, and the courts at Kolkata shall have exclusive supervisory jurisdiction."`),
    benign: good(`CONSULTANCY CONTRACT (extract)
Client: Druk Chhu Hydropower Corporation Limited, Norzin Lam, Thimphu, Bhutan.
Consultant: Hooghly Hydro Consultants Private Limited, Salt Lake Sector V, Kolkata, West Bengal, India.
Assignment: Owner's engineer for the 118 MW Punatsangchhu tributary run-of-river project.

PART I - GENERAL CONDITIONS OF CONTRACT
GCC 37.1 The Contract shall be governed by the laws of the Kingdom of Bhutan, and disputes shall be referred to arbitration in Thimphu under the Arbitration Act of Bhutan.
GCC 38.1 The Special Conditions of Contract prevail over these General Conditions.

PART II - SPECIAL CONDITIONS OF CONTRACT
SCC 37.1 GCC 37.1 is supplemented by the following: "The arbitral tribunal shall consist of three arbitrators, the language of the arbitration shall be English, and hearings may be held at Kolkata if both Parties agree."`),
  },
  // ------------------------------------------------------------------ employment (4) ---------------------------------
  {
    id: 'h18-employment-doc-fergana-law-of-the-employees-home-turkey-with-bursa-courts-or-uzbekistan',
    pattern: 'role',
    type: 'employment',
    check: 'employment.governing_law',
    adverse: bad(fergana({ law: 'This contract is governed by the law of the Republic of Türkiye, your home country, and the labour courts of Bursa have exclusive jurisdiction over any dispute about it.' })),
    benign: good(fergana({ law: 'This contract is governed by the law of the Republic of Uzbekistan, and the courts of Fergana region have jurisdiction; the Labour Code of the Republic of Uzbekistan applies to your employment.' })),
  },
  {
    id: 'h18-employment-doc-fergana-pay-left-to-an-offer-letter-the-whole-agreement-clause-replaces-or-one-it-incorporates',
    pattern: 'reference',
    type: 'employment',
    check: 'employment.compensation',
    adverse: badOrMissing(fergana({ pay: 'Your salary and any bonus are as stated in your offer letter, and are paid on the last working day of each month.', whole: 'This contract is the whole agreement between us about your employment and replaces any offer letter, promise or earlier agreement, written or oral.' })),
    benign: good(fergana({ pay: 'Your salary and any bonus are as stated in your offer letter dated 2 May 2026, and are paid on the last working day of each month.', whole: 'This contract, together with your offer letter dated 2 May 2026, which forms part of it, is the whole agreement between us about your employment and replaces any other promise or earlier agreement, written or oral.' })),
  },
  {
    id: 'h18-employment-doc-fergana-mill-work-defined-as-working-hours-on-site-only-or-in-the-course-of-employment-anywhere',
    pattern: 'reference',
    type: 'employment',
    check: 'employment.ip_assignment',
    adverse: bad(fergana({ ip: '"Mill Work" means work you do during your working hours at the Mill\'s premises. We own inventions, designs and improvements in Mill Work. Anything you create at home or outside your working hours belongs to you, even if it concerns our spinning frames or yarn recipes, and you may license it to anyone.' })),
    benign: good(fergana({ ip: '"Mill Work" means work you do in the course of your employment, whether during working hours or not and wherever you do it, including anything concerning our spinning frames or yarn recipes. We own all inventions, designs and improvements in Mill Work, you assign them to us, and you will help us register them.' })),
  },
  {
    id: 'h18-employment-limassol-ship-manager-all-duties-end-on-termination-but-return-of-property-or-confidentiality-continues',
    pattern: 'reference',
    type: 'employment',
    check: 'employment.confidentiality',
    adverse: bad(`EMPLOYMENT AGREEMENT (extract)
Employer: Troodos Ship Management Ltd, 1 Arch. Makarios III Avenue, Limassol, Cyprus ("we").
Employee: Nikos Charalambous, Senior Chartering Executive ("you").

8. Confidentiality
You must keep confidential all confidential information of ours that you learn at work, including charter rates, client lists, vessel positions and crew costs, and use it only for your job.

17. Ending your employment
17.1 Either of us may end your employment on three (3) months' written notice.
17.3 When your employment ends, all your obligations under this agreement end, except clause 12 (Return of property), which continues.`),
    benign: good(`EMPLOYMENT AGREEMENT (extract)
Employer: Troodos Ship Management Ltd, 1 Arch. Makarios III Avenue, Limassol, Cyprus ("we").
Employee: Nikos Charalambous, Senior Chartering Executive ("you").

8. Confidentiality
You must keep confidential all confidential information of ours that you learn at work, including charter rates, client lists, vessel positions and crew costs, and use it only for your job.

17. Ending your employment
17.1 Either of us may end your employment on three (3) months' written notice.
17.3 When your employment ends, your obligations under clause 8 (Confidentiality), without time limit for trade secrets, and clause 12 (Return of property) continue.`),
  },
  // ------------------------------------------------------------------ lease (4) --------------------------------------
  {
    id: 'h18-lease-doc-pune-pdf-schedule-law-is-the-lessors-standard-terms-as-amended-or-india-with-pune-courts',
    pattern: 'reference',
    type: 'lease',
    check: 'lease.governing_law',
    adverse: noLaw(pune({ law: 'As per the Lessor\'s standard terms of business, as amended by the Lessor from time to time' })),
    benign: good(pune({ law: 'Laws of India; the courts at Pune shall have exclusive jurisdiction' })),
  },
  {
    id: 'h18-lease-doc-pune-pdf-schedule-rent-per-foot-of-an-area-the-lessors-architect-certifies-from-time-to-time-or-a-stated-area',
    pattern: 'reference',
    type: 'lease',
    check: 'lease.rent',
    adverse: badOrMissing(pune({ rent: 'Rs. 52 per sq. ft. per month of Super Built-up Area, the Super Built-up Area being as certified by the Lessor\'s architect from time to time, including such share of common areas as the Lessor allocates' })),
    benign: good(pune({ rent: 'Rs. 52 per sq. ft. per month of Carpet Area, the Carpet Area being 9,250 sq. ft. (Rs. 4,81,000 per month)' })),
  },
  {
    id: 'h18-lease-doc-pune-pdf-rent-continues-despite-insured-damage-abatement-disapplied-or-rent-abates',
    pattern: 'disapplied',
    type: 'lease',
    check: 'lease.insurance',
    adverse: bad(pune({ insure: 'The Lessor shall insure the building of which the Demised Premises form part against fire, flood, earthquake, riot and other usual risks, and the Lessee shall reimburse the whole of the premium. The Lessee shall continue to pay the rent notwithstanding any damage to the Demised Premises by an insured risk, and clause 4.3 shall not apply.' })),
    benign: good(pune({ insure: 'The Lessor shall insure the building of which the Demised Premises form part against fire, flood, earthquake, riot and other usual risks, and the Lessee shall reimburse a fair proportion of the premium. The rent shall abate while insured damage renders the Demised Premises unfit for use, as provided in clause 4.3.' })),
  },
  {
    id: 'h18-lease-townsville-retail-tenant-indemnifies-for-anything-in-the-centre-even-landlords-negligence-or-own-use-only',
    pattern: 'position',
    type: 'lease',
    check: 'lease.tenant_indemnity',
    adverse: bad(`RETAIL SHOP LEASE (extract) - Queensland
Landlord: Flinders Street Centre Pty Ltd (ACN 604 118 273). Tenant: Magnetic Island Gelato Pty Ltd (ACN 633 091 507). Premises: Shop 14, Flinders Street Centre, Townsville.

9. Release and indemnity
9.1 The Tenant occupies and uses the Premises at its own risk and releases the Landlord from all claims for loss, damage or injury in or about the Premises or the Centre.
9.2 The Tenant indemnifies the Landlord against all claims, actions, losses and costs arising from any loss, damage or injury in or about the Premises or the Centre, however caused, including by the negligence of the Landlord or its agents.`),
    benign: good(`RETAIL SHOP LEASE (extract) - Queensland
Landlord: Flinders Street Centre Pty Ltd (ACN 604 118 273). Tenant: Magnetic Island Gelato Pty Ltd (ACN 633 091 507). Premises: Shop 14, Flinders Street Centre, Townsville.

9. Release and indemnity
9.1 The Tenant occupies and uses the Premises at its own risk and releases the Landlord from claims for loss, damage or injury in the Premises caused by the Tenant's use of them.
9.2 The Tenant indemnifies the Landlord against claims, actions, losses and costs arising from the Tenant's use of the Premises or its breach of this lease, except to the extent caused by the negligence or breach of the Landlord or its agents.`),
  },
  // ------------------------------------------------------------------ DPA (3) ----------------------------------------
  {
    id: 'h18-dpa-valletta-markdown-processor-not-liable-for-sub-processors-the-controller-approved-or-fully-liable-even-for-those',
    pattern: 'disapplied',
    type: 'dpa',
    check: 'dpa.sub_processor_liability',
    adverse: bad(valletta({ subs: 'The Processor is not liable for the acts or omissions of a sub-processor that the Controller has approved or not objected to, and the Controller\'s remedy for them is against that sub-processor directly.' })),
    benign: good(valletta({ subs: 'The Processor remains fully liable to the Controller for each sub-processor, including one the Controller has approved or not objected to, as for its own acts and omissions.' })),
  },
  {
    id: 'h18-dpa-valletta-markdown-table-law-of-the-processors-serbia-with-belgrade-courts-or-malta',
    pattern: 'markup',
    type: 'dpa',
    check: 'dpa.governing_law',
    adverse: bad(valletta({ law: 'The law of the Republic of Serbia, where the Processor is established; the courts of Belgrade have exclusive jurisdiction' })),
    benign: good(valletta({ law: 'The law of Malta, where the Controller is established; the courts of Malta have exclusive jurisdiction' })),
  },
  {
    id: 'h18-dpa-valletta-markdown-main-agreement-prevails-even-on-processing-or-dpa-prevails-on-processing',
    pattern: 'position',
    type: 'dpa',
    check: 'dpa.precedence',
    adverse: bad(valletta({ precedence: 'If this DPA conflicts with the Main Agreement, the Main Agreement prevails in every matter, including the processing of personal data, its limitation of liability and its clause 14 (Customer Data).' })),
    benign: good(valletta({ precedence: 'If this DPA conflicts with the Main Agreement, this DPA prevails in every matter of the processing of personal data; the Main Agreement prevails in all other matters, including its limitation of liability.' })),
  },
];

// ------------------------------------------------------------------ the ten more -----------------------------------

export const HOLDOUT18_EXTRA: AdverseCase[] = [
  {
    id: 'h18x-nda-cochabamba-dairy-products-in-the-field-presumed-to-use-the-information-or-each-party-free-to-develop',
    pattern: 'override',
    type: 'nda',
    check: 'nda.independent_development',
    adverse: bad(`ACUERDO DE CONFIDENCIALIDAD / CONFIDENTIALITY AGREEMENT (English version, extract)
Between Lácteos del Valle Alto S.A., Avenida Blanco Galindo km 7, Cochabamba, Bolivia, and Andes Cultures S.R.L., Calle Sucre 455, Santa Cruz de la Sierra, Bolivia, each a Disclosing Party and a Receiving Party in the evaluation of a joint range of probiotic yoghurts.

Fourth. Exclusions. The obligations of this Agreement do not apply to information that (a) is or becomes public without fault of the Receiving Party; (b) was lawfully known to it before disclosure; or (c) is lawfully received from a third party without restriction.
Fifth. Developments. Notwithstanding the Fourth clause, any product, culture or formulation in the field of probiotic dairy products that the Receiving Party develops during this Agreement or within two (2) years after it shall be presumed to have been developed using the Disclosing Party's Confidential Information, whatever the Receiving Party's records show.`),
    benign: good(`ACUERDO DE CONFIDENCIALIDAD / CONFIDENTIALITY AGREEMENT (English version, extract)
Between Lácteos del Valle Alto S.A., Avenida Blanco Galindo km 7, Cochabamba, Bolivia, and Andes Cultures S.R.L., Calle Sucre 455, Santa Cruz de la Sierra, Bolivia, each a Disclosing Party and a Receiving Party in the evaluation of a joint range of probiotic yoghurts.

Fourth. Exclusions. The obligations of this Agreement do not apply to information that (a) is or becomes public without fault of the Receiving Party; (b) was lawfully known to it before disclosure; or (c) is lawfully received from a third party without restriction.
Fifth. Developments. In addition to the Fourth clause, any product, culture or formulation in the field of probiotic dairy products that the Receiving Party develops independently, without use of the Disclosing Party's Confidential Information, is excluded, and each Party remains free to develop such products during this Agreement and after it.`),
  },
  {
    id: 'h18x-msa-sousse-hotels-incorporated-nda-expired-before-the-agreement-began-or-extended-to-three-years-after-it',
    pattern: 'reference',
    type: 'msa',
    check: 'msa.confidentiality',
    adverse: badOrMissing(`MASTER SERVICES AGREEMENT (extract)
Between Sahel Riviera Hotels SA, Boulevard du 14 Janvier, Sousse, Tunisia ("Customer"), and Blanchisserie Industrielle du Centre SARL, Zone Industrielle, Monastir, Tunisia ("Provider"), for the laundering of the Customer's hotel linen. This Agreement starts on 1 June 2026.

14. Confidentiality. The parties' Mutual Non-Disclosure Agreement dated 3 May 2023 applies to all information exchanged under this Agreement, for the remainder of that agreement's term, which ends on 2 May 2026. This Agreement contains no other confidentiality obligation.`),
    benign: good(`MASTER SERVICES AGREEMENT (extract)
Between Sahel Riviera Hotels SA, Boulevard du 14 Janvier, Sousse, Tunisia ("Customer"), and Blanchisserie Industrielle du Centre SARL, Zone Industrielle, Monastir, Tunisia ("Provider"), for the laundering of the Customer's hotel linen. This Agreement starts on 1 June 2026.

14. Confidentiality. The parties' Mutual Non-Disclosure Agreement dated 3 May 2023 applies to all information exchanged under this Agreement, and its term, which would have ended on 2 May 2026, is extended to end three (3) years after this Agreement ends.`),
  },
  {
    id: 'h18x-saas-kovalam-resorts-unused-prepaid-fees-refunded-as-credits-for-a-renewal-or-in-money-within-30-days',
    pattern: 'position',
    type: 'saas',
    check: 'saas.refunds',
    adverse: bad(`SUBSCRIPTION TERMS (extract, plain English)
These terms are between Backwater Stays Private Limited, Kovalam, Thiruvananthapuram, Kerala ("you") and TravelDesk Cloud Private Limited, Gurugram, Haryana ("we"), for our booking and guest-messaging service for your eleven ayurvedic resorts. You pay a year's fees in advance.

10. If the service ends early
10.1 You may end your subscription if we seriously break these terms and do not fix the problem within thirty (30) days of your notice. We may end it on sixty (60) days' notice for any reason.
10.2 If we end your subscription for any reason other than your breach, or you end it because of ours, we will refund the prepaid fees for the unused period as service credits, which you may use only against the fees of a renewal.`),
    benign: good(`SUBSCRIPTION TERMS (extract, plain English)
These terms are between Backwater Stays Private Limited, Kovalam, Thiruvananthapuram, Kerala ("you") and TravelDesk Cloud Private Limited, Gurugram, Haryana ("we"), for our booking and guest-messaging service for your eleven ayurvedic resorts. You pay a year's fees in advance.

10. If the service ends early
10.1 You may end your subscription if we seriously break these terms and do not fix the problem within thirty (30) days of your notice. We may end it on sixty (60) days' notice for any reason.
10.2 If we end your subscription for any reason other than your breach, or you end it because of ours, we will refund the prepaid fees for the unused period in money, to your bank account, within thirty (30) days.`),
  },
  {
    id: 'h18x-licence-tashkent-bank-only-the-licensee-keeps-secrets-licensor-may-share-its-configuration-or-mutual-for-five-years',
    pattern: 'role',
    type: 'license',
    check: 'license.confidentiality',
    adverse: bad(`LICENCE AGREEMENT (extract)
Licensor: Silk Road Core Systems LLP, Al-Farabi Avenue 77, Almaty, Kazakhstan. Licensee: Chorsu Commercial Bank JSC, Navoi Street 18, Tashkent, Uzbekistan. Software: SRCS Treasury 4, on-premises.

12. Confidentiality
12.1 The Licensee shall keep the Software, the Documentation and the Licensor's prices confidential during the term and after it.
12.2 The Licensor may disclose the Licensee's configuration, transaction volumes and data to its implementation partners and prospective customers as reference material.`),
    benign: good(`LICENCE AGREEMENT (extract)
Licensor: Silk Road Core Systems LLP, Al-Farabi Avenue 77, Almaty, Kazakhstan. Licensee: Chorsu Commercial Bank JSC, Navoi Street 18, Tashkent, Uzbekistan. Software: SRCS Treasury 4, on-premises.

12. Confidentiality
12.1 Each party shall keep the other's confidential information confidential during the term and for five (5) years after it; for the Licensor this includes the Software, the Documentation and its prices.
12.2 For the Licensee it includes its configuration, transaction volumes and data, which the Licensor may disclose to its implementation partners only as needed to support the Licensee, and never to prospective customers as reference material.`),
  },
  {
    id: 'h18x-services-luderitz-oyster-farm-diving-contractor-insures-as-it-thinks-fit-or-at-stated-minimums-with-certificates',
    pattern: 'markup',
    type: 'services',
    check: 'services.insurance',
    adverse: bad(`SERVICES AGREEMENT (extract)
Customer: Lüderitz Bay Oysters (Pty) Ltd, Hafen Street, Lüderitz, Namibia. Provider: Diaz Point Commercial Diving CC, Lüderitz, Namibia. Services: inspection, cleaning and repair of the Customer's oyster rafts, moorings and long-lines.

Schedule 3 - Insurance
| Cover | Minimum amount |
|---|---|
| Public liability | As the Provider thinks fit |
| Professional indemnity | Not required |
| Employer's liability (divers) | As the Provider thinks fit |
| Evidence | The Provider need not provide certificates |`),
    benign: good(`SERVICES AGREEMENT (extract)
Customer: Lüderitz Bay Oysters (Pty) Ltd, Hafen Street, Lüderitz, Namibia. Provider: Diaz Point Commercial Diving CC, Lüderitz, Namibia. Services: inspection, cleaning and repair of the Customer's oyster rafts, moorings and long-lines.

Schedule 3 - Insurance
| Cover | Minimum amount |
|---|---|
| Public liability | N$ 10,000,000 per occurrence |
| Professional indemnity | N$ 5,000,000 in the aggregate |
| Employer's liability (divers) | N$ 5,000,000 per occurrence |
| Evidence | The Provider shall provide certificates on request |`),
  },
  {
    id: 'h18x-consulting-winnipeg-grain-adviser-insurance-clause-does-not-apply-to-a-sole-proprietor-who-she-is-or-applies',
    pattern: 'disapplied',
    type: 'consulting',
    check: 'consulting.insurance',
    adverse: bad(`CONSULTING AGREEMENT (extract) - Manitoba
Client: Red River Malting Ltd., 300 Provencher Boulevard, Winnipeg, Manitoba. Consultant: Marie Beaulieu, carrying on business as a sole proprietor under the name Prairie Grain Advisory, Steinbach, Manitoba.

9. Insurance
9.1 The Consultant shall maintain professional liability insurance of at least $2,000,000 per claim and commercial general liability insurance of at least $5,000,000 per occurrence, and provide certificates on request.
9.2 Clause 9.1 does not apply while the Consultant carries on business as a sole proprietor.`),
    benign: good(`CONSULTING AGREEMENT (extract) - Manitoba
Client: Red River Malting Ltd., 300 Provencher Boulevard, Winnipeg, Manitoba. Consultant: Marie Beaulieu, carrying on business as a sole proprietor under the name Prairie Grain Advisory, Steinbach, Manitoba.

9. Insurance
9.1 The Consultant shall maintain professional liability insurance of at least $2,000,000 per claim and commercial general liability insurance of at least $5,000,000 per occurrence, and provide certificates on request.
9.2 Clause 9.1 applies while the Consultant carries on business as a sole proprietor, and to any corporation through which she later provides the Services.`),
  },
  {
    id: 'h18x-employment-nuwara-eliya-estate-manager-restricted-period-employment-plus-24-months-worldwide-or-six-months-the-district',
    pattern: 'reference',
    type: 'employment',
    check: 'employment.non_compete',
    adverse: bad(`LETTER OF APPOINTMENT (extract)
Pedro Valley Plantations PLC, Nuwara Eliya, Sri Lanka ("the Company") appoints Mr. S. Rajapaksha as Superintendent of its Pedro and Lover's Leap estates.

1. Definitions
"Restricted Period" means the period of your employment and twenty-four (24) months after it ends, extended by any period in which you are in breach of clause 11.
"Restricted Area" means Sri Lanka, India, Kenya and any other country in which tea is grown or to which the Company exports.

11. Restrictions
During the Restricted Period you shall not, in the Restricted Area, be employed by or concerned in any business that grows, brokers, packs or sells tea.`),
    benign: good(`LETTER OF APPOINTMENT (extract)
Pedro Valley Plantations PLC, Nuwara Eliya, Sri Lanka ("the Company") appoints Mr. S. Rajapaksha as Superintendent of its Pedro and Lover's Leap estates.

1. Definitions
"Restricted Period" means the period of your employment and six (6) months after it ends.
"Restricted Area" means the Nuwara Eliya District.

11. Restrictions
During the Restricted Period you shall not, in the Restricted Area, be employed as superintendent or manager by any tea estate that competes with the Company's estates.`),
  },
  {
    id: 'h18x-lease-toowoomba-outgoings-include-depreciation-and-a-capital-sinking-fund-uncapped-or-exclude-them-capped',
    pattern: 'reference',
    type: 'lease',
    check: 'lease.service_charges',
    adverse: bad(`RETAIL SHOP LEASE (extract) - Queensland
Landlord: Darling Downs Plaza Pty Ltd. Tenant: Toowoomba Family Pharmacy Pty Ltd. Premises: Shop 31, Darling Downs Plaza, Toowoomba.

1. Definitions
"Outgoings" means all costs the Landlord incurs in owning, operating, maintaining and managing the Centre, including depreciation of the Centre's plant and equipment, contributions to a sinking fund for future capital works in an amount the Landlord sets each year, and the cost of replacing the air-conditioning plant and resurfacing the car park.

7. Outgoings
7.1 The Tenant must pay its Proportion of Outgoings (2.8%) monthly with the rent, on the Landlord's estimate, adjusted each year on audit.`),
    benign: good(`RETAIL SHOP LEASE (extract) - Queensland
Landlord: Darling Downs Plaza Pty Ltd. Tenant: Toowoomba Family Pharmacy Pty Ltd. Premises: Shop 31, Darling Downs Plaza, Toowoomba.

1. Definitions
"Outgoings" means the reasonable costs the Landlord properly incurs in operating, maintaining and managing the Centre, but not depreciation of the Centre's plant and equipment, contributions to a sinking fund for future capital works, or the cost of replacing the air-conditioning plant and resurfacing the car park.

7. Outgoings
7.1 The Tenant must pay its Proportion of Outgoings (2.8%) monthly with the rent, on the Landlord's estimate, adjusted each year on audit; the Tenant's share of controllable Outgoings may not rise by more than 5% a year.`),
  },
  {
    id: 'h18x-dpa-skopje-sarajevo-processor-may-remove-security-measures-without-telling-or-update-them-without-lowering-security',
    pattern: 'position',
    type: 'dpa',
    check: 'dpa.security',
    adverse: bad(`DATA PROCESSING AGREEMENT (extract)
Controller: Vardar Health Insurance AD, Skopje, North Macedonia. Processor: Miljacka Claims Processing d.o.o., Sarajevo, Bosnia and Herzegovina. Processing: digitising and pre-assessing members' medical claims.

6. Security
6.1 The Processor implements the technical and organisational measures described in Annex II, which meet Article 32 GDPR.
6.2 The Processor may modify the measures in Annex II from time to time at its discretion, including by removing measures, and need not inform the Controller of any modification.`),
    benign: good(`DATA PROCESSING AGREEMENT (extract)
Controller: Vardar Health Insurance AD, Skopje, North Macedonia. Processor: Miljacka Claims Processing d.o.o., Sarajevo, Bosnia and Herzegovina. Processing: digitising and pre-assessing members' medical claims.

6. Security
6.1 The Processor implements the technical and organisational measures described in Annex II, which meet Article 32 GDPR.
6.2 The Processor may update the measures in Annex II from time to time, provided that no update reduces the overall level of security, and shall inform the Controller of any material update.`),
  },
  {
    id: 'h18x-general-mahajanga-shrimp-memorandum-runs-until-the-buyer-ends-it-co-operative-never-or-either-on-ninety-days',
    pattern: 'role',
    type: 'other',
    check: 'general.term',
    adverse: bad(`MEMORANDUM OF UNDERSTANDING - SHRIMP OFFTAKE
Between the Coopérative des Pêcheurs de Boeny, Mahajanga, Madagascar (the "Co-operative"), and Indian Ocean Seafood Trading Ltd, Port Louis, Mauritius (the "Buyer").

1. The Co-operative will offer the Buyer its members' catch of wild white shrimp each season, and the Buyer will buy at least 60% of it at the prices agreed before each season.
2. The Buyer will pay within fifteen (15) days of each landing.
3. Duration. This Memorandum starts on signature and continues until the Buyer terminates it by notice; the Co-operative may not terminate it.
4. Either party may end this Memorandum if the other seriously breaches it and does not remedy the breach within thirty (30) days.
5. This Memorandum is governed by the law of Madagascar.`),
    benign: good(`MEMORANDUM OF UNDERSTANDING - SHRIMP OFFTAKE
Between the Coopérative des Pêcheurs de Boeny, Mahajanga, Madagascar (the "Co-operative"), and Indian Ocean Seafood Trading Ltd, Port Louis, Mauritius (the "Buyer").

1. The Co-operative will offer the Buyer its members' catch of wild white shrimp each season, and the Buyer will buy at least 60% of it at the prices agreed before each season.
2. The Buyer will pay within fifteen (15) days of each landing.
3. Duration. This Memorandum starts on signature and continues until either the Buyer or the Co-operative terminates it by ninety (90) days' notice.
4. Either party may end this Memorandum if the other seriously breaches it and does not remedy the breach within thirty (30) days.
5. This Memorandum is governed by the law of Madagascar.`),
  },
];

/** The pairs the engine misread on its first run (3bbe8eb7), with the engine's reading. */
export const HOLDOUT18_MISSES: Record<string, string> = {
  'h18-nda-doc-kandy-markdown-definition-takes-everything-either-group-holds-disclosed-or-not-or-what-is-shared-for-the-purpose': 'nda.definition_breadth: adverse side read preferred, not flagged',
  'h18-nda-doc-kandy-markdown-tasting-notes-and-analyses-are-not-copies-and-belong-to-the-recipient-or-are-copies-still-bound': 'nda.permitted_copies: adverse side read acceptable, not flagged',
  'h18-nda-sambava-vanilla-purpose-defined-to-include-any-business-in-the-vanilla-trade-or-only-the-proposed-supply': 'nda.limited_use: adverse side read preferred, not flagged',
  'h18-msa-kochi-spice-exporter-affiliate-defined-for-the-provider-as-any-business-partner-or-as-common-control': 'msa.assignment: adverse side read preferred, not flagged',
  'h18-licence-samarkand-carpets-installation-terms-with-french-law-prevail-over-uzbek-law-or-form-no-part': 'license.governing_law: adverse side read preferred, not flagged',
  'h18-services-doc-sfax-test-results-and-supplier-names-sold-in-an-origin-database-naming-the-mill-or-used-only-to-certify': 'services.data_use: adverse side read preferred, not flagged',
  'h18-consulting-thimphu-hydropower-special-conditions-replace-bhutan-law-with-india-and-kolkata-or-only-set-the-seat': 'consulting.governing_law: adverse side read preferred, not flagged',
  'h18-employment-doc-fergana-pay-left-to-an-offer-letter-the-whole-agreement-clause-replaces-or-one-it-incorporates': 'employment.compensation: adverse side read preferred, not flagged',
  'h18-lease-doc-pune-pdf-schedule-rent-per-foot-of-an-area-the-lessors-architect-certifies-from-time-to-time-or-a-stated-area': 'lease.rent: adverse side read preferred, not flagged',
  'h18-dpa-valletta-markdown-processor-not-liable-for-sub-processors-the-controller-approved-or-fully-liable-even-for-those': 'dpa.sub_processor_liability: adverse side read acceptable, not flagged',
  'h18x-services-luderitz-oyster-farm-diving-contractor-insures-as-it-thinks-fit-or-at-stated-minimums-with-certificates': 'services.insurance: adverse side read missing and flagged; benign twin read missing and flagged',
  'h18x-employment-nuwara-eliya-estate-manager-restricted-period-employment-plus-24-months-worldwide-or-six-months-the-district': 'employment.non_compete: adverse side read preferred, not flagged',
  'h18x-general-mahajanga-shrimp-memorandum-runs-until-the-buyer-ends-it-co-operative-never-or-either-on-ninety-days': 'general.term: adverse side read missing and flagged; benign twin read missing and flagged',
};
