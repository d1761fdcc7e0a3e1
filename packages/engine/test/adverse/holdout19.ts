/**
 * Nineteenth blind hold-out (issue 11, 2026-11-26, written in the twenty-third session's first hour): pairs written
 * before reading any rule code (`src/`), tuning file, judge-round or class test, anything under eval/, or any earlier
 * hold-out's clauses. Read were only the harness (`adverse.test.ts`), `sides.ts`, `positions.ts` (its head),
 * `cases.ts`'s types, the *format* of `holdout18.ts` (its header, exports, the shape of three pairs, its misses map and
 * its wiring), the pair ids of hold-outs 1-18, a count of how often hold-outs 1-18 used each check id (the least used
 * were preferred: `saas.assignment`, `license.consequential_damages`, `dpa.sub_processor_liability` and
 * `general.termination` once; `saas.consequential_damages`, `services.consequential_damages` and
 * `consulting.consequential_damages` twice; `nda.technical_information_only`, `nda.sharing_with_employees`,
 * `nda.return_or_destroy`, `nda.no_solicitation`, `nda.liability_not_limited`, `nda.governing_law`,
 * `services.governing_law` and `lease.governing_law` three times), and the built-in playbooks' public check ids,
 * titles, preferred and fallback positions, printed from `listBuiltInPlaybooks()`. Each pair is a clause a lawyer
 * acting for the playbook's side (the customer, client, licensee, tenant, employer, controller; either party of a mutual
 * NDA) would flag, and a benign twin sharing most of its words that a naive matcher would flag too. No check id is used
 * by more than one pair (51 ids: NDA 6, MSA 6, SaaS 6, licence 4, services 4, consulting 4, employment 4, lease 4,
 * DPA 3; the ten more one per playbook and `other`). Governing law is taken seven times, each by a different device:
 * a cover-sheet item that leaves the law to the court a claimant picks (Nuuk, `noLaw`), a statement of work whose law
 * prevails over the MSA's (Yellowknife), the provider's principal place of business when a dispute arises (Malé,
 * `noLaw`), a later "notwithstanding" that moves claims about the services to the provider's home (Whitehorse), the
 * employee's residence as notified from time to time (Gibraltar, `noLaw`), the landlord's head-office province for a
 * lease of land elsewhere (Moncton), and a DPA law the processor designates from time to time (Vaduz, `noLaw`).
 *
 * Written as practitioners in places hold-outs 1-18 did not draft (each name was checked against every earlier file).
 * Eight short whole agreements, each carrying three pairs with the hostile clause among ordinary terms: a Nuuk
 * (Greenland) mining company's mutual NDA with an Aalborg assay laboratory as PDF-extracted text (running headers,
 * page numbers, hard line breaks, a cover sheet); a Ponta Delgada (Azores) dairy co-operative's refrigeration MSA with
 * an Aveiro contractor in HTML with a term table; a Neiafu (Vava'u, Tonga) longline fishery's catch-reporting
 * subscription from a Brisbane provider in Markdown with an order table; a Maseru (Lesotho) knitwear maker's
 * pattern-cutting software licence from a Durban licensor in plain English ("we", "you") with a licence-details table;
 * a Mindelo (Cabo Verde) ship-repair yard's hull-survey services from Las Palmas as PDF-extracted text; a Dushanbe
 * (Tajikistan) metals producer's consultancy with an Izmir process-engineering firm in formal drafting with annexes; an
 * Apia (Samoa) coconut-oil mill's employment agreement in plain English with a remuneration schedule; and a Ballarat
 * (Victoria) grain-store lease in Australian drafting (Items, Outgoings) as PDF-extracted text. Excerpts: a Luang
 * Prabang silk house's NDA with a Kyoto kimono maker, a Saskatoon potash engineer's NDA in Canadian drafting, a
 * Guernsey fund administrator's NDA, a Yellowknife diamond mine's MSA with a Pretoria provider, a Paramaribo rice
 * mill's packing-line MSA with a Georgetown (Guyana) provider, an Mbabane (Eswatini) sugar mill's control-system MSA,
 * a Malé resort group's SaaS, a Blantyre water board's billing SaaS, an Iqaluit housing authority's SaaS, a Port Vila
 * (Vanuatu) shipping registry's licence, a Whitehorse (Yukon) placer miner's services from Fairbanks, a Ludhiana
 * bicycle maker's consultancy with a Taichung consultant in Indian drafting, a Gibraltar insurer's employment contract
 * for a cross-border worker, a Moncton (New Brunswick) shop lease, and three DPA excerpts (a Vaduz private bank and a
 * Chișinău call centre in HTML, an Andorra ski resort and a Tirana processor, a Kirkwall whisky distillery and an
 * Edinburgh mailing house). Among the ten more: a Saint-Pierre (Saint-Pierre-et-Miquelon) fish plant's NDA, a Lerwick
 * (Shetland) ferry operator's MSA, a Kirkwall distillery's SaaS, a Mildura (Victoria) irrigation trust's licence, a
 * Pokhara trekking company's booking services, a Coimbatore spinning mill's consultancy, an Andorra la Vella ski
 * school's employment contract, a Mysuru silk-weaving unit's lease deed, a Bishkek processor's DPA, and a Gisborne
 * (New Zealand) honey packing memorandum (`other`).
 *
 * The hurt sits in definitions (Confidential Information as Technical Data only, Representatives as anyone the
 * recipient chooses, Deliverables without software or PLC logic, Permitted Purposes of the licensee's data, Vessel
 * Data, Deliverables deemed the client's materials once accepted, Outgoings with capital works, Warranty Period),
 * schedules and tables (an order table's 36-month renewal with 120 days' notice, a licence-details item of 180 days'
 * notice, a remuneration schedule with salary "to be agreed", a rent item "as notified by the Landlord", an IP
 * protection option not selected on the order form, an assignment row for the provider "to any person"), "general"
 * clauses near the end (an exclusion for the licensor's benefit only, return or destruction disapplied for what was
 * received, a liability cap over everything "notwithstanding", who may enforce), order of precedence (a statement of
 * work's law), role swaps (an indemnity the customer gives, confidentiality binding the customer alone, the customer
 * barred from buying from competitors, an exclusion only the provider enjoys), numbers (three-month and 10 % caps, a
 * 7-day warranty, 36 months' non-solicitation, EUR 2,500 for data breaches), conditional rights (an IP indemnity only
 * if a fee was paid, termination for convenience only on paying the rest of the term), exceptions disapplied (a
 * landlord-negligence exception switched off, a non-solicitation that does not reach customers the employee dealt
 * with, an IP indemnity that does not apply to use in Lesotho) and later "notwithstanding" overrides (Alaska law for
 * claims about the services, a liability limit that reaches breach of confidence). Patterns of the 41: reference 17,
 * role 9, position 7, override 3, disapplied 3, markup 2; of the ten more: position 4, role 2, disapplied 2,
 * reference 1, override 1. About a third are in plain English ("we", "you").
 *
 * All 51 pairs were written before either set was scored; on the writer's one second reading before the score the
 * mends made are listed at the foot of this comment. Scored once on a9111558 (engine README "Nineteenth blind
 * hold-out"). Do not tune rules on these pairs or edit them to pass.
 *
 * The writer's own doubts, for the second reader: the Nuuk NDA is mutual, so the Technical-Data definition hurts the
 * party whose commercial information (offtake prices, financing) is left out, the assay laboratory in this text; the
 * Nuuk return-or-destroy device ("not obliged to return or destroy anything received before the end") takes away the
 * duty in practice but leaves the clause 7 wording in place; the Ponta Delgada exclusion is one-sided with a cap of
 * three months' fees (beyond the fallback's "cap of at least 12 months' fees"); the Neiafu assignment row lets the
 * provider assign "to any person" on a portal notice, which a reader might place near the fallback if the assignee must
 * take on the obligations (it need not here); the Maseru indemnity is disapplied for use outside South Africa, i.e. for
 * all of the licensee's use, and reads as present on its face; the Mindelo cap binds the provider to the fee of one
 * work order while the customer's liability is unlimited; the Dushanbe deeming clause makes every accepted Deliverable
 * the client's material for the mutual IP indemnity, so the consultant's indemnity covers nothing once accepted; the
 * Apia salary "to be agreed after probation" is expected `badOrMissing`; the Apia non-solicitation leaves out the very
 * customers the employee dealt with and all staff, which an employer's lawyer would flag though a clause exists; the
 * Apia cause clause needs a conviction with two years' prison and a 60-day cure, so "cause" is near-useless for the
 * employer; the Ballarat rent item "as notified by the Landlord" is expected `badOrMissing`; the Guernsey £5,000 cap
 * is mutual, and its hurt is that it reaches breach of confidence (the check's preferred position is no cap); the
 * Yellowknife statement of work names the provider's home law (South Africa), well developed but not neutral, and is
 * expected unacceptable; the Paramaribo restraint binds the customer for three years after the term across the
 * Caribbean; the Mbabane Deliverables exclude the software and PLC logic that are the point of the project, licensed
 * only while fees are paid; the Malé and Gibraltar clauses are `noLaw` (no law anyone knows at signing), while the
 * Whitehorse and Moncton clauses name a known law that is the other side's home; the Moncton lease chooses Ontario law
 * for land in New Brunswick, where the land's law would apply to much of it anyway, which is part of why a tenant's
 * lawyer would refuse the choice; the Iqaluit indemnity exists in the terms but is switched off by an order-form option
 * left unselected; the Port Vila exclusion is mutual in wording but a "benefit" clause near the end gives it to the
 * licensor alone; the Ludhiana exclusion is one-sided; the three DPA excerpts carry the DPA's own law, cap and
 * sub-processor liability, and the Andorra cap of EUR 2,500 for the processor alone is plainly below any fallback; in
 * the ten more, the Gisborne memorandum lets the packer end at will and gives the co-operative no right to end for
 * breach (expected `badOrMissing`), and the general playbook has no side, so the pair assumes the reviewer acts for the
 * co-operative.
 *
 * Mends on the one second reading (before any score), none to an expectation: the Nuuk definition of Confidential
 * Information lost "and any other information marked or described as confidential" (it let commercial information back
 * in through marking and so blunted the adverse Technical-Data limit); the Dushanbe adverse Annex C lost a sentence
 * ("as is", no warranty of skill and care) that contradicted clause 3.1, which both sides keep, so the hurt is the
 * seven-day Warranty Period with correction as the only remedy; the Pokhara preamble had "we" and "you" the wrong way
 * round and was reworded on both sides; the Apia employee's home became Salelologa (Savai'i) instead of Nadi (Fiji, a
 * country an earlier hold-out drafted in).
 *
 * Audited by a second reader (session 23, before any rule change read the set; no rule code, tuning file, class or
 * judge-round test or `eval/` read), each of the 51 pairs read against its check's preferred and fallback positions as
 * the playbook side's lawyer would. No pair dropped, no expectation changed, no adverse device or benign position
 * changed; two sides mended in wording only, each a thing a real contract would not carry: the Iqaluit benign 11.2
 * argued from its own order form ("applies for every subscription year, as the Order Form shows that the IP Protection
 * Option is included") and now states it ("applies in every subscription year; the IP Protection Option is included in
 * the Subscription Fee shown on the Order Form"); the Apia adverse schedule put the salary off to "the end of your
 * probation period" in an agreement with no probation clause, and now says "the end of your first six (6) months with
 * us (your probation period)". The writer's doubts, settled as written: the Nuuk Technical-Data limit hurts both
 * parties of the mutual NDA (the laboratory's pricing and Nunaaq's offtake and financing plans alike), and it leaves
 * out the financing that Item 2's Purpose names, so it is not even the fallback's definition by the Purpose; the benign
 * twin's "Technical Data" that "also" takes in commercial terms and financing is a broad label, not a riddle: the
 * definition governs and covers what the preferred position lists; the Nuuk general clause frees everything received
 * before the end, which is everything received, so clause 7 is an empty shell, below "return or destruction on request
 * only"; the Ponta Delgada provider-only exclusion sits under a provider-only cap of three months' fees paid, with the
 * customer uncapped and the carve-outs gone, below the fallback's cap of at least 12 months' fees; the Neiafu row is
 * beyond the fallback whether or not an assignee would take on the obligations, since the fallback allows only
 * affiliates or a buyer of the business (and asks for that assumption); the Maseru promise disapplied outside South
 * Africa is empty because clause 1 licenses use only in Lesotho, a fact in the text; the Mindelo cap (one Work Order's
 * fee for the provider, the customer unlimited) and the Dushanbe and Andorra caps are the reverse of the fallback that
 * caps only the reviewer's side (customer, client, controller), with the other side's cap higher; the Dushanbe deeming
 * leaves the consultant's IP indemnity to unaccepted drafts and makes the client indemnify for the consultant's own
 * work; the Apia salary "to be agreed" is `badOrMissing`, as hold-out 15's and 16's audits settled an unstated salary
 * and rent; the Apia non-solicitation addresses the subject and empties it (no staff, and only customers the employee
 * never dealt with), so `bad`, not `badOrMissing`, as hold-out 18's audit held for the Lüderitz and Winnipeg insurance
 * sides; the Apia cause clause (notice, a 60-day cure, and a two-year prison sentence as the only cause) is below "a
 * short cure period for curable breaches"; the Ballarat rent "as notified by the Landlord" is `badOrMissing` as
 * hold-out 16's Reeves County and 18's Pune rents; the Guernsey £5,000 cap is mutual, but the check's preferred
 * position is no cap on either party for a breach of confidence and its fallback keeps direct loss in full; South
 * African law in the Yellowknife statement of work, Alaska law for the Whitehorse services and Ontario law for the
 * Moncton land are the other side's home law, named, so `bad`, not `noLaw` (as hold-outs 16 and 18 settled the Brno and
 * Samarkand pairs), and that New Brunswick law would govern much of a lease of New Brunswick land anyway is a reason to
 * refuse Ontario law with Ontario's exclusive courts, not to accept it; the Malé, Gibraltar, Nuuk and Vaduz clauses
 * name no law anyone knows at signing (each turns on a choice or a notice after signing), so `noLaw`; the Paramaribo
 * bar (three years after the term, the Caribbean, self-supply too) and the Mbabane Deliverables (software and PLC logic
 * the provider's, licensed only while a support fee is paid) are below their fallbacks; the Iqaluit indemnity switched
 * off by an order-form option shown as not selected on the same page is absent, and no mutual indemnity stands in; the
 * Port Vila "benefit" clause makes the exclusion one-sided and leaves the licensee liable for indirect loss, as the
 * Ludhiana exclusion is one-sided; the Gisborne memorandum gives neither party a right to end for breach, so it is
 * below the fallback whichever party the reviewer acts for, and the co-operative's lawyer raises it under a check
 * written for either party (as hold-outs 17 and 18 settled). Also read and kept: the Ponta Delgada heading
 * "Intellectual property indemnity" over a clause 5.1 for bodily injury (a heading naming the clause's main subject, on
 * all six sides); the Malé benign twin's 14.2 (the provider may move its principal place of business on notice, which
 * changes nothing under a named law) and the Vaduz and Gibraltar twins' "whatever state (country) ... from time to
 * time", which keep the chosen law fixed, plain terms; the Dushanbe, Nuuk, Ballarat and Port Vila benign clarifications
 * (Deliverables supplied by the consultant before and after acceptance, clause 7 reaching earlier information, the
 * exception reaching the landlord's contractors, the exclusion for both parties alike), plain protective terms a lawyer
 * accepts. Re-run on a9111558's engine (`pnpm exec vitest run test/adverse.test.ts -t "nineteenth"`): every side is
 * read as before (the two mended sides included: Iqaluit acceptable and not flagged on both sides, the Apia salary side
 * preferred and not flagged), so the first run's figures stand unchanged by the audit (41 pairs 51.2 % / 9.8 %, 18
 * right; ten more 60.0 % / 10.0 %, 5; all 51 52.9 % / 9.8 %, 23), and so do HOLDOUT19_MISSES and the floors.
 */
import type { AdverseCase } from './cases.js';
import { bad, badOrMissing, good, noLaw } from './sides.js';

// ---------------------------------------------------------------- whole documents ----------------------------------

/** A Greenlandic mining company and a Danish assay laboratory: a mutual NDA as PDF-extracted text with a cover sheet. */
const nuuk = (p: { defn?: string; back?: string; law?: string }) => `MUTUAL CONFIDENTIALITY AGREEMENT
COVER SHEET

Item 1   Parties          Nunaaq Minerals A/S, Aqqusinersuaq 4, 3900 Nuuk,
                          Greenland ("Nunaaq")
                          Hvidsten Assay ApS, Vesterbro 112, 9000 Aalborg,
                          Denmark ("Hvidsten")
Item 2   Purpose          discussions about a long-term assay and
                          metallurgical testing contract for the Nunaaq
                          rare-earth project, and its financing
Item 3   Governing law    ${p.law ?? 'the law of Denmark; the courts of Denmark have non-exclusive jurisdiction'}
Item 4   Term             three (3) years from the date of signature

Nunaaq / Hvidsten — Mutual Confidentiality Agreement                 Page 1 of 3


1.  DEFINITIONS
1.1 "Confidential Information" means Technical Data that one party
    (the "Discloser") makes available to the other (the "Recipient")
    in connection with the Purpose, in any form.
1.2 "Technical Data" ${p.defn ?? 'means drill-core logs, assay results, metallurgical test work, process flowsheets, and also commercial terms, pricing, offtake discussions, financing plans and financial models.'}
1.3 "Purpose" has the meaning given in Item 2 of the Cover Sheet.

2.  EXCLUSIONS
    Information is not Confidential Information if it is or becomes
    public other than through the Recipient's breach, was lawfully
    known to the Recipient before disclosure, or is independently
    developed by the Recipient without use of the Discloser's
    information.

3.  OBLIGATIONS
    The Recipient shall use Confidential Information only for the
    Purpose, keep it confidential, and disclose it only to its
    employees and advisers who need to know it for the Purpose and
    are bound by duties of confidentiality.

Nunaaq / Hvidsten — Mutual Confidentiality Agreement                 Page 2 of 3


7.  RETURN OF INFORMATION
    Within fifteen (15) days of the Discloser's written request, or
    on the end of this Agreement, the Recipient shall return or
    destroy the Discloser's Confidential Information, including core
    samples and pulps, and on request confirm in writing that it has
    done so.

8.  TERM
    This Agreement runs for the Term stated in Item 4. The Recipient's
    obligations survive for five (5) years after it ends.

12. GENERAL
12.1 This Agreement is governed by the law stated in Item 3.
12.2 Neither party may assign this Agreement without the other's
     written consent.
12.3 ${p.back ?? 'Clause 7 applies also to Confidential Information received before the date of this Agreement.'}

Nunaaq / Hvidsten — Mutual Confidentiality Agreement                 Page 3 of 3
`;

/** An Azores dairy co-operative and a Portuguese refrigeration contractor: an MSA in HTML with a term table. */
const pontaDelgada = (p: { cap?: string; renew?: string; ip?: string }) => `<html><head><title>Master Services Agreement</title></head><body>
<h1>Master Services Agreement</h1>
<p>This Agreement is made on 3 February 2026 between <b>Cooperativa Leiteira Atlântica, CRL</b>, Rua do Mercado 21, Ponta Delgada, São Miguel, Azores (the "Customer") and <b>FrioTec Engenharia, Lda</b>, Zona Industrial de Taboeira, Aveiro (the "Provider").</p>
<h2>1. Services</h2>
<p>The Provider shall install, maintain and repair the Customer's milk cooling tanks, cold stores and ammonia refrigeration plant (the "Services") as described in each Work Order.</p>
<h2>2. Term</h2>
<table>
<tr><th>Term item</th><th>Detail</th></tr>
<tr><td>Initial Term</td><td>Three (3) years from the date of this Agreement</td></tr>
<tr><td>Renewal</td><td>${p.renew ?? 'Automatically for successive periods of one (1) year unless either party gives notice of non-renewal at least thirty (30) days before the end of the then-current term'}</td></tr>
</table>
<h2>3. Fees</h2>
<p>The Customer shall pay undisputed invoices within thirty (30) days after receipt.</p>
<h2>4. Confidentiality</h2>
<p>Each party shall keep the other's confidential information confidential during this Agreement and for five (5) years after it ends.</p>
<h2>5. Intellectual property indemnity</h2>
<p>5.1 Each party shall indemnify the other against third-party claims for bodily injury or damage to property caused by its negligence or breach of this Agreement.</p>
<p>5.2 ${p.ip ?? 'Without limiting clause 5.1, the Provider shall defend and indemnify the Customer against any third-party claim that the Services, the control software or the Deliverables infringe intellectual property rights.'}</p>
<h2>6. Liability</h2>
<p>${p.cap ?? '6.1 Each party\'s total liability under this Agreement is limited to the fees paid or payable in the twelve (12) months before the claim. 6.2 Neither party shall be liable to the other for any indirect, incidental, special or consequential loss, or loss of profit. 6.3 Clauses 6.1 and 6.2 do not apply to breach of clause 4, the indemnities in clause 5, or wilful misconduct.'}</p>
<h2>7. Governing law</h2>
<p>This Agreement is governed by the laws of Portugal, and the courts of Ponta Delgada have jurisdiction.</p>
</body></html>
`;

/** A Tongan longline fishery's catch-reporting subscription from a Brisbane provider: Markdown with an order table. */
const neiafu = (p: { assign?: string; renew?: string; loss?: string }) => `# Subscription Agreement — CatchLog Fleet

**Order Form**

| Item | Detail |
|---|---|
| Customer | Vava'u Longline Company Ltd, Fangatongo Road, Neiafu, Vava'u, Kingdom of Tonga |
| Provider | CatchLog Pty Ltd, 40 Edward Street, Brisbane QLD 4000, Australia |
| Service | CatchLog Fleet: electronic logbooks, catch reporting to the Ministry of Fisheries, vessel tracking |
| Subscription Fee | AUD 2,400 per vessel per year, invoiced yearly in advance |
| Initial Term | 12 months from the Start Date |
| Renewal | ${p.renew ?? 'Automatic for a further 12 months unless either party cancels at least 30 days before the end of the current term'} |

## 1. The Service
CatchLog Pty Ltd ("**Provider**") will provide the Service to Vava'u Longline Company Ltd ("**Customer**") in accordance with the Documentation and the service levels in Schedule 1.

## 2. Customer Data
The Customer owns its catch, position and crew data ("**Customer Data**"). The Provider will process Customer Data only to provide the Service and will keep it secure.

## 3. Confidentiality
Each party will keep the other party's confidential information confidential during the term and for three years after it ends.

## 4. Liability
4.1 Each party's total liability is limited to the fees paid or payable in the 12 months before the claim.

4.2 ${p.loss ?? 'Neither party is liable to the other for indirect, incidental, special or consequential loss or loss of profit, except for breach of clause 3, breach of clause 2, claims under an indemnity, gross negligence or wilful misconduct. Loss of Customer Data and the cost of replacement services are not excluded.'}

## 5. General

| Matter | Provider | Customer |
|---|---|---|
| Assignment | ${p.assign ?? 'Only with the Customer\'s prior written consent, except to a successor to all or substantially all of its business, on written notice'} | Only with the Provider's prior written consent, except to a successor to all or substantially all of its business, on written notice |
| Notices | By email to the Customer's account contact | By email to legal@catchlog.example |

This Agreement is governed by the laws of Queensland, Australia.
`;

/** A Lesotho knitwear maker's licence of pattern-cutting software from a Durban licensor, in plain English. */
const maseru = (p: { purposes?: string; ip?: string; notice?: string }) => `SOFTWARE LICENCE

Licence details

Item 1  Licensor ("we", "us"): PatternWorks (Pty) Ltd, 19 Umgeni Road, Durban, South Africa
Item 2  Licensee ("you"): Maloti Knitwear (Pty) Ltd, Thetsane Industrial Area, Maseru, Lesotho
Item 3  Software: PatternWorks CutPlan 7, for 12 cutting-room workstations
Item 4  Licence period: two (2) years from 1 April 2026
Item 5  Licence fee: ZAR 380,000 a year, payable yearly in advance
Item 6  Renewal notice: ${p.notice ?? 'thirty (30) days; each renewal is for one (1) year'}

1. Your licence. We grant you a non-exclusive, non-transferable licence to use the Software at your factories in Lesotho for your own garment production during the licence period.

2. Renewal. The licence renews automatically at the end of each licence period unless you or we give notice of non-renewal at least the number of days set out in Item 6 before the end of that period.

3. Your data. The Software records your patterns, markers, fabric usage and production figures ("Production Data") and sends usage data to us. We may use Production Data and usage data only for the Permitted Purposes. "Permitted Purposes" ${p.purposes ?? 'means providing, maintaining and supporting the Software for you, and nothing else.'}

4. Support. We will answer support requests within one business day and correct reproducible errors within a reasonable time.

5. Infringement claims. We will defend you against any claim by a third party that your use of the Software infringes that party's intellectual property rights, and pay any damages and costs awarded against you. ${p.ip ?? 'This promise does not apply to a claim that arises only because you modified the Software without our approval.'}

6. Our liability. Each of us limits its total liability to the other to the licence fees paid or payable in the 12 months before the claim, except for claims under clause 5, breach of confidence or wilful misconduct.

7. Confidentiality. Each of us will keep the other's confidential information confidential during the licence and for five years after it ends.

8. Law. South African law governs this licence.
`;

/** A Cabo Verde ship-repair yard's hull-survey and vibration services from a Las Palmas provider, as PDF text. */
const mindelo = (p: { loss?: string; cap?: string; data?: string }) => `SERVICES AGREEMENT                                   ESTALEIRO NAVAL DO MINDELO
                                                        Contract ref. ENM/2026/041

Between: ESTALEIRO NAVAL DO MINDELO, S.A., Avenida Marginal, Mindelo,
São Vicente, Cabo Verde (the "Customer"), and CANARIAS MARINE
DIAGNOSTICS, S.L., Muelle de Reina Sofía, 35008 Las Palmas de Gran
Canaria, Spain (the "Provider").

1.  Services. The Provider shall carry out ultrasonic hull-thickness
    surveys, shaft-alignment and vibration analysis on vessels in the
    Customer's dry dock, as ordered in Work Orders.

2.  Fees. The Customer shall pay each undisputed invoice within
    thirty (30) days of receipt.

3.  Vessel Data. "Vessel Data" means all readings, survey results,
    drawings and reports about vessels in the Customer's yard and
    about their owners. ${p.data ?? 'The Provider shall use Vessel Data only to perform the Services for the Customer, and shall not disclose it to any third party without the Customer\'s written consent.'}

------------------------------------------------------------------ page 1 of 2

SERVICES AGREEMENT                                   ESTALEIRO NAVAL DO MINDELO
                                                        Contract ref. ENM/2026/041

4.  Confidentiality. Each party shall keep confidential the other's
    confidential information for five (5) years after this Agreement
    ends.

5.  Limitation of liability.
5.1 ${p.cap ?? 'Each party\'s aggregate liability under this Agreement is limited to the fees paid or payable in the twelve (12) months before the claim, except for breach of clause 3 or clause 4, the indemnities and wilful misconduct.'}
5.2 ${p.loss ?? 'Neither party is liable for any indirect, incidental, special or consequential loss or loss of profit, except for breach of clause 3 or clause 4, indemnified claims, or gross negligence or wilful misconduct; the cost of re-survey by a replacement provider is not excluded.'}

6.  Governing law. This Agreement is governed by the laws of Cabo
    Verde, and the courts of São Vicente have jurisdiction.

------------------------------------------------------------------ page 2 of 2
`;

/** A Tajik metals producer's consultancy with an Izmir process-engineering firm, in formal drafting with annexes. */
const dushanbe = (p: { warranty?: string; deemed?: string; cap?: string }) => `CONSULTANCY AGREEMENT

THIS AGREEMENT is made on 20 January 2026 BETWEEN:
(1) VARZOB HYDRO-METALS OJSC, 12 Rudaki Avenue, Dushanbe, Republic of Tajikistan (the "Client"); and
(2) EGE PROCESS ENGINEERING A.Ş., Kemalpaşa Caddesi 88, Bornova, İzmir, Türkiye (the "Consultant").

1. DEFINITIONS
In this Agreement: "Deliverables" means the reports, process models, drawings and calculations the Consultant delivers under Annex A; "Fees" means the fees in Annex B; "Warranty Period" has the meaning in Annex C.

2. SERVICES
The Consultant shall carry out the process review of the Client's alumina refinery and cast-house described in Annex A (the "Services").

3. WARRANTY
3.1 The Consultant warrants that the Services shall be performed with the skill and care of a competent process engineering consultant and that each Deliverable conforms to Annex A during the Warranty Period.
3.2 If a Deliverable does not conform during the Warranty Period, the Consultant shall correct it or re-perform the Services at its own cost.

4. INTELLECTUAL PROPERTY INDEMNITY
4.1 Each party shall defend and indemnify the other against any third-party claim that materials supplied by it under this Agreement infringe that third party's intellectual property rights.
4.2 ${p.deemed ?? 'For the purposes of clause 4.1, all Deliverables are materials supplied by the Consultant, before and after their acceptance by the Client.'}

5. LIABILITY
${p.cap ?? '5.1 The aggregate liability of each party under this Agreement is limited to the Fees paid or payable in the twelve (12) months before the claim. 5.2 Clause 5.1 does not apply to breach of confidence, the indemnity in clause 4 or wilful misconduct.'}

6. GOVERNING LAW
This Agreement is governed by English law; disputes shall be finally resolved by arbitration under the LCIA Rules, seated in London.

ANNEX A — SCOPE
Review of digestion and calcination circuits; heat and mass balance model; cast-house energy audit; final report.

ANNEX B — FEES
USD 240,000, payable in four monthly instalments against invoices, each due within 30 days of receipt.

ANNEX C — WARRANTY
${p.warranty ?? 'The Warranty Period is ninety (90) days from the Client\'s acceptance of each Deliverable; the Client may instead require a refund of the Fees for a non-conforming Deliverable.'}
`;

/** A Samoan coconut-oil mill's employment agreement in plain English, with a remuneration schedule. */
const apia = (p: { salary?: string; solicit?: string; cause?: string }) => `EMPLOYMENT AGREEMENT

Savai'i Coconut Products Ltd, Vaitele Industrial Estate, Apia, Samoa ("we", "us") and Mele Tupou, of Salelologa, Savai'i ("you") agree as follows.

1. Your job. You will work as Production Manager at our Vaitele mill from 2 March 2026, reporting to the General Manager.

2. Pay. We will pay you the salary set out in the Remuneration Schedule, less the taxes and contributions the law requires.

3. Hours and leave. Your normal hours are 40 a week. You have 20 working days of paid annual leave.

4. Ending your employment. Either of us may end your employment by giving the other three (3) months' written notice. ${p.cause ?? 'We may end your employment at once, without notice or pay in lieu, for cause. "Cause" means gross misconduct, a serious or repeated breach of this agreement, dishonesty, or a conviction for a criminal offence.'}

5. Our confidential information. While you work for us and after you leave, you must not use or disclose our recipes, supplier terms, customer lists or other confidential information except to do your job.

6. After you leave. ${p.solicit ?? 'For twelve (12) months after your employment ends you will not approach or deal with any customer of ours you dealt with in your last twelve months with us, or try to persuade any of our employees to leave us.'}

7. Law. This agreement is governed by the laws of Samoa.

REMUNERATION SCHEDULE
${p.salary ?? 'Salary: WST 78,000 a year, paid fortnightly in arrears by bank transfer. Bonus: any bonus is at our discretion. Review: your salary is reviewed each March; a review does not mean an increase.'}
`;

/** A Ballarat (Victoria) grain-store lease in Australian drafting, as PDF-extracted text. */
const ballarat = (p: { rent?: string; outgoings?: string; indemnity?: string }) => `LEASE
                                                                    Page 1
Landlord:   Sturt Street Holdings Pty Ltd ACN 611 204 338
Tenant:     Eureka Grain Logistics Pty Ltd ACN 624 918 107

REFERENCE SCHEDULE
Item 1  Premises:     Warehouse 3, 27 Gillies Street North,
                      Wendouree VIC 3355
Item 2  Term:         five (5) years from 1 July 2026
Item 3  Annual Rent:  ${p.rent ?? '$186,000 plus GST, payable by equal monthly instalments in advance on the first day of each month'}
Item 4  Tenant's Proportion of Outgoings: 35%

1.  DEFINITIONS
1.1 "Outgoings" ${p.outgoings ?? 'means the reasonable and properly incurred costs of operating, cleaning, insuring and maintaining the Building, but does not include capital improvements, structural repairs or replacements, or the Landlord\'s income tax. Increases in the Outgoings the Landlord controls are capped at four per cent (4%) a year.'}
                                                                    Page 2
2.  RENT AND OUTGOINGS
2.1 The Tenant must pay the Annual Rent stated in Item 3.
2.2 The Tenant must pay the Tenant's Proportion of Outgoings,
    by monthly instalments on the Landlord's reasonable estimate,
    adjusted after the end of each financial year.

12. INDEMNITY
12.1 The Tenant indemnifies the Landlord against all claims
     arising from the Tenant's use of the Premises or its breach
     of this Lease, except to the extent a claim is caused or
     contributed to by the negligence or breach of the Landlord
     or its agents.
12.2 ${p.indemnity ?? 'The exception in clause 12.1 also applies to claims caused by the Landlord\'s contractors working in the Building.'}
                                                                    Page 3
20. GOVERNING LAW
    This Lease is governed by the law of Victoria.
`;

export const HOLDOUT19: AdverseCase[] = [
  // ------------------------------------------------------------------ NDA (6) ----------------------------------------
  {
    id: 'h19-nda-doc-nuuk-pdf-confidential-information-is-technical-data-which-leaves-out-commercial-and-financing-information-or-takes-it-in',
    pattern: 'reference',
    type: 'nda',
    check: 'nda.technical_information_only',
    adverse: bad(nuuk({ defn: 'means drill-core logs, assay results, metallurgical test work and process flowsheets only, and does not include commercial terms, pricing, offtake discussions, financing plans or financial models, whether or not marked as confidential.' })),
    benign: good(nuuk({})),
  },
  {
    id: 'h19-nda-doc-nuuk-pdf-general-clause-says-nothing-received-before-the-end-need-be-returned-or-clause-7-reaches-earlier-information',
    pattern: 'override',
    type: 'nda',
    check: 'nda.return_or_destroy',
    adverse: bad(nuuk({ back: 'Notwithstanding clause 7, a Recipient is not obliged to return or destroy any Confidential Information it received before the end of this Agreement, and may keep core samples, pulps and reports.' })),
    benign: good(nuuk({})),
  },
  {
    id: 'h19-nda-doc-nuuk-pdf-cover-sheet-law-is-that-of-whichever-court-a-claimant-chooses-or-danish-law',
    pattern: 'reference',
    type: 'nda',
    check: 'nda.governing_law',
    adverse: noLaw(nuuk({ law: 'the law of the place in which the party bringing a claim chooses to bring it' })),
    benign: good(nuuk({})),
  },
  {
    id: 'h19-nda-luang-prabang-representatives-defined-as-anyone-the-recipient-chooses-or-employees-who-need-to-know-and-are-bound',
    pattern: 'reference',
    type: 'nda',
    check: 'nda.sharing_with_employees',
    adverse: bad(`NON-DISCLOSURE AGREEMENT (extract)
Between Ock Pop Tai Mekong Silk Co., Ltd., Ban Vat Nong, Luang Prabang, Lao PDR ("Mekong Silk") and Nishijin Kimono Atelier K.K., Kamigyo-ku, Kyoto, Japan ("Nishijin"), each a "Party".

1. Definitions
"Confidential Information" means non-public information about natural dyes, weaving patterns, suppliers and prices that one Party discloses to the other in connection with the proposed joint collection.
"Representatives" means any person to whom the Recipient decides, in its discretion, to show Confidential Information, including its employees, agents, contractors, weavers' groups and customers, whether or not that person is bound by any duty of confidentiality.

2. Use and disclosure
The Recipient shall use Confidential Information only for the proposed joint collection and may disclose it to its Representatives.

3. Term
This Agreement lasts for three (3) years; the obligations survive for three (3) years after it ends.

4. Law
This Agreement is governed by the laws of Singapore.`),
    benign: good(`NON-DISCLOSURE AGREEMENT (extract)
Between Ock Pop Tai Mekong Silk Co., Ltd., Ban Vat Nong, Luang Prabang, Lao PDR ("Mekong Silk") and Nishijin Kimono Atelier K.K., Kamigyo-ku, Kyoto, Japan ("Nishijin"), each a "Party".

1. Definitions
"Confidential Information" means non-public information about natural dyes, weaving patterns, suppliers and prices that one Party discloses to the other in connection with the proposed joint collection.
"Representatives" means those of the Recipient's employees who need to know Confidential Information for the proposed joint collection and who are bound by written duties of confidentiality no less protective than this Agreement.

2. Use and disclosure
The Recipient shall use Confidential Information only for the proposed joint collection and may disclose it to its Representatives.

3. Term
This Agreement lasts for three (3) years; the obligations survive for three (3) years after it ends.

4. Law
This Agreement is governed by the laws of Singapore.`),
  },
  {
    id: 'h19-nda-saskatoon-potash-36-months-no-hiring-of-any-employee-and-no-advertising-carve-out-or-12-months-for-those-met-through-the-project',
    pattern: 'position',
    type: 'nda',
    check: 'nda.no_solicitation',
    adverse: bad(`MUTUAL CONFIDENTIALITY AGREEMENT (excerpt)

THIS AGREEMENT is dated as of the 9th day of February, 2026, between PRAIRIE SHAFT ENGINEERING LTD., a corporation incorporated under the laws of Saskatchewan, having an office at 220 3rd Avenue South, Saskatoon, Saskatchewan ("PSE"), and BELLE PLAINE POTASH CORP., a corporation incorporated under the laws of Canada ("BPP").

2. Each party shall hold the other party's Confidential Information in confidence and use it solely to evaluate a shaft-sinking contract for the Belle Plaine mine (the "Project").

6. Non-Solicitation. For a period of thirty-six (36) months from the date hereof, neither party shall, directly or indirectly, solicit, employ, engage or retain any employee or contractor of the other party or of its affiliates, whether or not that person was involved in the Project, and this section applies equally to persons who respond to a general advertisement or search-firm engagement.

9. This Agreement shall be governed by the laws of the Province of Saskatchewan and the federal laws of Canada applicable therein.`),
    benign: good(`MUTUAL CONFIDENTIALITY AGREEMENT (excerpt)

THIS AGREEMENT is dated as of the 9th day of February, 2026, between PRAIRIE SHAFT ENGINEERING LTD., a corporation incorporated under the laws of Saskatchewan, having an office at 220 3rd Avenue South, Saskatoon, Saskatchewan ("PSE"), and BELLE PLAINE POTASH CORP., a corporation incorporated under the laws of Canada ("BPP").

2. Each party shall hold the other party's Confidential Information in confidence and use it solely to evaluate a shaft-sinking contract for the Belle Plaine mine (the "Project").

6. Non-Solicitation. For a period of twelve (12) months from the date hereof, neither party shall, directly or indirectly, solicit for employment any employee of the other party with whom it first had contact through the Project, but this section does not apply to persons who respond to a general advertisement or search-firm engagement not directed at the other party's employees.

9. This Agreement shall be governed by the laws of the Province of Saskatchewan and the federal laws of Canada applicable therein.`),
  },
  {
    id: 'h19-nda-guernsey-fund-administrator-later-notwithstanding-caps-all-liability-including-breach-of-confidence-at-5000-pounds-or-leaves-it-uncapped',
    pattern: 'override',
    type: 'nda',
    check: 'nda.liability_not_limited',
    adverse: bad(`CONFIDENTIALITY AGREEMENT (extract)
Parties: Sarnia Fund Administration Limited, Les Banques, St Peter Port, Guernsey GY1 ("Sarnia") and Ramsey Trust Services Limited, Parliament Street, Ramsey, Isle of Man ("Ramsey").

3. Confidentiality. Each party shall keep the other's Confidential Information (including investor registers, fee schedules and regulatory correspondence) strictly confidential, use it only to consider the proposed transfer of administration mandates, and not disclose it except as permitted by this Agreement.

4. Remedies. Each party acknowledges that damages may not be an adequate remedy for a breach of clause 3 and that the other may seek an injunction.

11. General
11.1 This Agreement is governed by the laws of the Island of Guernsey.
11.2 Notwithstanding anything else in this Agreement, each party's total aggregate liability arising out of or in connection with this Agreement, including any breach of clause 3, shall not exceed five thousand pounds sterling (£5,000).`),
    benign: good(`CONFIDENTIALITY AGREEMENT (extract)
Parties: Sarnia Fund Administration Limited, Les Banques, St Peter Port, Guernsey GY1 ("Sarnia") and Ramsey Trust Services Limited, Parliament Street, Ramsey, Isle of Man ("Ramsey").

3. Confidentiality. Each party shall keep the other's Confidential Information (including investor registers, fee schedules and regulatory correspondence) strictly confidential, use it only to consider the proposed transfer of administration mandates, and not disclose it except as permitted by this Agreement.

4. Remedies. Each party acknowledges that damages may not be an adequate remedy for a breach of clause 3 and that the other may seek an injunction.

11. General
11.1 This Agreement is governed by the laws of the Island of Guernsey.
11.2 Notwithstanding anything else in this Agreement, nothing in this Agreement limits or excludes either party's liability arising out of or in connection with any breach of clause 3.`),
  },
  // ------------------------------------------------------------------ MSA (6) ----------------------------------------
  {
    id: 'h19-msa-doc-ponta-delgada-html-only-the-provider-escapes-indirect-loss-under-a-three-month-cap-or-both-parties-with-a-12-month-cap',
    pattern: 'role',
    type: 'msa',
    check: 'msa.consequential_damages',
    adverse: bad(pontaDelgada({ cap: '6.1 The Provider\'s total liability under this Agreement is limited to the fees paid in the three (3) months before the claim. 6.2 The Provider shall not be liable to the Customer for any indirect, incidental, special or consequential loss, or loss of profit, including loss of milk or product. 6.3 Nothing in this clause 6 limits the Customer\'s liability to the Provider.' })),
    benign: good(pontaDelgada({})),
  },
  {
    id: 'h19-msa-doc-ponta-delgada-html-term-table-renews-for-three-years-unless-notice-twelve-months-ahead-or-one-year-on-thirty-days',
    pattern: 'position',
    type: 'msa',
    check: 'msa.auto_renewal',
    adverse: bad(pontaDelgada({ renew: 'Automatically for successive periods of three (3) years unless either party gives notice of non-renewal at least twelve (12) months before the end of the then-current term' })),
    benign: good(pontaDelgada({})),
  },
  {
    id: 'h19-msa-doc-ponta-delgada-html-notwithstanding-provider-gives-no-ip-indemnity-and-customer-indemnifies-or-provider-defends-ip-claims',
    pattern: 'role',
    type: 'msa',
    check: 'msa.indemnification',
    adverse: bad(pontaDelgada({ ip: 'Notwithstanding clause 5.1, the Provider gives no indemnity in respect of intellectual property, and the Customer shall defend and indemnify the Provider against any third-party claim that the Services, the control software or the Deliverables, as used by the Customer, infringe intellectual property rights.' })),
    benign: good(pontaDelgada({})),
  },
  {
    id: 'h19-msa-yellowknife-diamond-mine-statement-of-work-prevails-and-names-south-african-law-or-northwest-territories-law',
    pattern: 'reference',
    type: 'msa',
    check: 'msa.governing_law',
    adverse: bad(`MASTER SERVICES AGREEMENT (extract)
between DEHCHO DIAMOND MINES LTD., 5010 49th Street, Yellowknife, Northwest Territories (the "Customer") and KOPANO PROCESS SYSTEMS (PTY) LTD., Lynnwood Road, Pretoria, South Africa (the "Provider")

2. Order of Precedence. If there is a conflict between this Agreement and a Statement of Work, the Statement of Work prevails.

18. Governing Law. Subject to Section 2, this Agreement is governed by the laws of the Northwest Territories and the federal laws of Canada applicable therein.

STATEMENT OF WORK No. 1 — Dense-media separation plant upgrade
1. Services: supply, installation and commissioning of two dense-media cyclones and the plant control upgrade.
2. Fees: CAD 3,400,000 in milestones.
3. Governing law: this Statement of Work and the Agreement, so far as they relate to it, are governed by the laws of the Republic of South Africa, and the High Court, Gauteng Division, Pretoria has exclusive jurisdiction.`),
    benign: good(`MASTER SERVICES AGREEMENT (extract)
between DEHCHO DIAMOND MINES LTD., 5010 49th Street, Yellowknife, Northwest Territories (the "Customer") and KOPANO PROCESS SYSTEMS (PTY) LTD., Lynnwood Road, Pretoria, South Africa (the "Provider")

2. Order of Precedence. If there is a conflict between this Agreement and a Statement of Work, the Statement of Work prevails.

18. Governing Law. Subject to Section 2, this Agreement is governed by the laws of the Northwest Territories and the federal laws of Canada applicable therein.

STATEMENT OF WORK No. 1 — Dense-media separation plant upgrade
1. Services: supply, installation and commissioning of two dense-media cyclones and the plant control upgrade.
2. Fees: CAD 3,400,000 in milestones.
3. Governing law: this Statement of Work and the Agreement, so far as they relate to it, are governed by the laws of the Northwest Territories and the federal laws of Canada applicable therein, and the Supreme Court of the Northwest Territories has jurisdiction.`),
  },
  {
    id: 'h19-msa-paramaribo-rice-mill-may-not-buy-from-provider-competitors-for-three-years-after-or-provider-may-not-serve-its-rivals',
    pattern: 'role',
    type: 'msa',
    check: 'msa.non_compete',
    adverse: bad(`MASTER SERVICES AGREEMENT (extract)
Parties: Nickerie Rice Mills N.V., Waterkant 60, Paramaribo, Suriname ("Customer") and Demerara Packaging Systems Inc., Water Street, Georgetown, Guyana ("Provider").

1. Services. Provider shall operate and maintain the bagging and palletising lines at Customer's mill under the Service Schedules.

9. Exclusivity. During the Term and for three (3) years after it ends, Customer shall not, anywhere in the Caribbean, purchase, lease or operate any packaging, bagging or palletising equipment or service that competes with the services of Provider, whether from a competitor of Provider or by itself.

10. Term. This Agreement runs for two (2) years from the Effective Date.

14. Governing law. This Agreement is governed by the laws of Suriname.`),
    benign: good(`MASTER SERVICES AGREEMENT (extract)
Parties: Nickerie Rice Mills N.V., Waterkant 60, Paramaribo, Suriname ("Customer") and Demerara Packaging Systems Inc., Water Street, Georgetown, Guyana ("Provider").

1. Services. Provider shall operate and maintain the bagging and palletising lines at Customer's mill under the Service Schedules.

9. Exclusivity. During the Term and for three (3) years after it ends, Provider shall not, anywhere in the Caribbean, operate any packaging, bagging or palletising line or service for a rice mill that competes with Customer, using the know-how it gains at Customer's mill.

10. Term. This Agreement runs for two (2) years from the Effective Date.

14. Governing law. This Agreement is governed by the laws of Suriname.`),
  },
  {
    id: 'h19-msa-mbabane-sugar-mill-deliverables-exclude-software-and-plc-logic-licensed-while-fees-are-paid-or-include-them',
    pattern: 'reference',
    type: 'msa',
    check: 'msa.ip_ownership',
    adverse: bad(`MASTER SERVICES AGREEMENT (extract)
between USUTU VALLEY SUGAR MILLING (PTY) LTD, Mhlume Road, Mbabane, Eswatini (the "Customer") and HIGHVELD AUTOMATION (PTY) LTD, Pretoria, South Africa (the "Provider")

1. Definitions
"Deliverables" means the written reports, drawings and manuals the Provider delivers under a Project Order, but not any software, source code, PLC logic, HMI screens, configuration files or databases, which remain the Provider's property whether or not written for the Customer.

7. Intellectual Property
7.1 The Customer owns the Deliverables on payment.
7.2 The Provider grants the Customer a non-exclusive licence to use the software, PLC logic and configuration files installed at the mill for as long as the Customer pays the annual support fee; the licence ends automatically if this Agreement or the support arrangement ends.

12. Governing Law. This Agreement is governed by the laws of the Kingdom of Eswatini.`),
    benign: good(`MASTER SERVICES AGREEMENT (extract)
between USUTU VALLEY SUGAR MILLING (PTY) LTD, Mhlume Road, Mbabane, Eswatini (the "Customer") and HIGHVELD AUTOMATION (PTY) LTD, Pretoria, South Africa (the "Provider")

1. Definitions
"Deliverables" means the written reports, drawings and manuals the Provider delivers under a Project Order, and any software, source code, PLC logic, HMI screens, configuration files or databases written for the Customer, but not the Provider's pre-existing tools and libraries.

7. Intellectual Property
7.1 The Customer owns the Deliverables on creation.
7.2 The Provider keeps its pre-existing tools and libraries and grants the Customer a perpetual, royalty-free, non-exclusive licence to use them with the Deliverables at the mill.

12. Governing Law. This Agreement is governed by the laws of the Kingdom of Eswatini.`),
  },
  // ------------------------------------------------------------------ SaaS (6) ---------------------------------------
  {
    id: 'h19-saas-doc-neiafu-markdown-assignment-row-lets-the-provider-assign-to-any-person-on-a-portal-notice-or-only-with-consent',
    pattern: 'markup',
    type: 'saas',
    check: 'saas.assignment',
    adverse: bad(neiafu({ assign: 'May assign, novate or transfer this Agreement, in whole or in part, to any person at any time by posting a notice on the CatchLog portal; the Customer\'s consent is not required' })),
    benign: good(neiafu({})),
  },
  {
    id: 'h19-saas-doc-neiafu-markdown-order-table-renews-for-36-months-unless-cancelled-120-days-ahead-or-12-months-on-30-days',
    pattern: 'reference',
    type: 'saas',
    check: 'saas.auto_renewal',
    adverse: bad(neiafu({ renew: 'Automatic for a further 36 months unless the Customer cancels in writing at least 120 days before the end of the current term' })),
    benign: good(neiafu({})),
  },
  {
    id: 'h19-saas-doc-neiafu-markdown-provider-alone-escapes-indirect-loss-and-lost-catch-data-while-the-customer-answers-for-all-or-mutual-with-carve-outs',
    pattern: 'role',
    type: 'saas',
    check: 'saas.consequential_damages',
    adverse: bad(neiafu({ loss: 'The Provider is not liable to the Customer for indirect, incidental, special or consequential loss, loss of profit, loss of catch or quota, or loss of Customer Data, however caused. The Customer is liable to the Provider for all loss the Provider suffers, including indirect loss and loss of profit.' })),
    benign: good(neiafu({})),
  },
  {
    id: 'h19-saas-male-resort-group-law-of-the-providers-principal-place-of-business-when-a-dispute-arises-or-english-law',
    pattern: 'reference',
    type: 'saas',
    check: 'saas.governing_law',
    adverse: noLaw(`SUBSCRIPTION TERMS (extract)
Customer: Hulhumalé Island Resorts Pvt Ltd, Boduthakurufaanu Magu, Malé, Republic of Maldives
Provider: TideDesk Hospitality Cloud Pte. Ltd.

14. Governing law and jurisdiction
14.1 These Terms, and any dispute arising out of them, are governed by the law of the country in which the Provider has its principal place of business at the time the dispute arises, and the courts of that country have exclusive jurisdiction.
14.2 The Provider may change its principal place of business on notice to the Customer.`),
    benign: good(`SUBSCRIPTION TERMS (extract)
Customer: Hulhumalé Island Resorts Pvt Ltd, Boduthakurufaanu Magu, Malé, Republic of Maldives
Provider: TideDesk Hospitality Cloud Pte. Ltd.

14. Governing law and jurisdiction
14.1 These Terms, and any dispute arising out of them, are governed by the law of England and Wales, and the courts of England have non-exclusive jurisdiction.
14.2 The Provider may change its principal place of business on notice to the Customer.`),
  },
  {
    id: 'h19-saas-blantyre-water-board-confidentiality-binds-the-customer-alone-and-provider-follows-its-own-policy-or-binds-each-party',
    pattern: 'role',
    type: 'saas',
    check: 'saas.confidentiality',
    adverse: bad(`SOFTWARE-AS-A-SERVICE AGREEMENT (excerpt)
Southern Region Water Board, Makata Road, Blantyre, Malawi (the "Customer") and AquaBill Systems Ltd (the "Provider").

8. CONFIDENTIALITY
8.1 The Customer shall keep confidential all information about the Service, its pricing and the Provider's technology, during this Agreement and for five (5) years after it ends.
8.2 The Provider shall handle the Customer's information, including consumer billing records, in accordance with the Provider's privacy policy as published on its website from time to time, which the Provider may amend at any time.

13. GOVERNING LAW
This Agreement is governed by the laws of Malawi.`),
    benign: good(`SOFTWARE-AS-A-SERVICE AGREEMENT (excerpt)
Southern Region Water Board, Makata Road, Blantyre, Malawi (the "Customer") and AquaBill Systems Ltd (the "Provider").

8. CONFIDENTIALITY
8.1 Each party shall keep confidential all information of the other party, including the Customer's consumer billing records and the Provider's pricing and technology, during this Agreement and for five (5) years after it ends.
8.2 The Provider shall also handle the Customer's information in accordance with the Provider's privacy policy, which may not lessen the protection given by clause 8.1.

13. GOVERNING LAW
This Agreement is governed by the laws of Malawi.`),
  },
  {
    id: 'h19-saas-iqaluit-housing-ip-indemnity-only-if-the-order-form-ip-protection-option-was-bought-and-it-was-not-or-included-in-the-fee',
    pattern: 'reference',
    type: 'saas',
    check: 'saas.indemnification',
    adverse: bad(`SUBSCRIPTION AGREEMENT (extract)

ORDER FORM
Customer: Nunavut Northern Housing Corporation, Building 1088, Iqaluit, Nunavut
Service: TenantTrack property management, 40 named users
Subscription Fee: CAD 36,000 per year
IP Protection Option: not selected

11. Intellectual property indemnity
11.1 The Provider shall defend the Customer against any third-party claim that the Service infringes that party's intellectual property rights and pay any damages and costs finally awarded.
11.2 Clause 11.1 applies only if the Order Form shows that the Customer has purchased the IP Protection Option for the current subscription year; otherwise the Provider has no obligation under clause 11.1.

15. Governing law. This Agreement is governed by the laws of Nunavut and the federal laws of Canada applicable there.`),
    benign: good(`SUBSCRIPTION AGREEMENT (extract)

ORDER FORM
Customer: Nunavut Northern Housing Corporation, Building 1088, Iqaluit, Nunavut
Service: TenantTrack property management, 40 named users
Subscription Fee: CAD 36,000 per year
IP Protection Option: included in the Subscription Fee

11. Intellectual property indemnity
11.1 The Provider shall defend the Customer against any third-party claim that the Service infringes that party's intellectual property rights and pay any damages and costs finally awarded.
11.2 Clause 11.1 applies in every subscription year; the IP Protection Option is included in the Subscription Fee shown on the Order Form.

15. Governing law. This Agreement is governed by the laws of Nunavut and the federal laws of Canada applicable there.`),
  },
  // ------------------------------------------------------------------ licence (4) ------------------------------------
  {
    id: 'h19-license-doc-maseru-plain-permitted-purposes-reach-selling-identified-production-data-to-others-or-only-supporting-the-licensee',
    pattern: 'reference',
    type: 'license',
    check: 'license.data_use',
    adverse: bad(maseru({ purposes: 'means providing and supporting the Software, and also developing and selling our other products and services, benchmarking reports for brands and retailers that name the factories they cover, and sharing the data with our partners for their own purposes.' })),
    benign: good(maseru({})),
  },
  {
    id: 'h19-license-doc-maseru-plain-infringement-promise-does-not-apply-to-use-outside-south-africa-which-is-all-the-licensees-use-or-to-unapproved-changes',
    pattern: 'disapplied',
    type: 'license',
    check: 'license.indemnification',
    adverse: bad(maseru({ ip: 'This promise does not apply to any claim arising from use of the Software outside the Republic of South Africa.' })),
    benign: good(maseru({})),
  },
  {
    id: 'h19-license-doc-maseru-plain-item-6-renewal-notice-of-180-days-for-two-year-renewals-or-30-days-for-one-year',
    pattern: 'reference',
    type: 'license',
    check: 'license.auto_renewal',
    adverse: bad(maseru({ notice: 'one hundred and eighty (180) days; each renewal is for a further licence period of two (2) years' })),
    benign: good(maseru({})),
  },
  {
    id: 'h19-license-port-vila-registry-benefit-clause-gives-the-exclusion-to-the-licensor-alone-or-to-both-parties',
    pattern: 'role',
    type: 'license',
    check: 'license.consequential_damages',
    adverse: bad(`SOFTWARE LICENCE AGREEMENT (extract)
between Vanuatu Maritime Registry Services Limited, Kumul Highway, Port Vila, Republic of Vanuatu (the "Licensee") and Seabright Registry Software Limited (the "Licensor")

14. Exclusion of indirect loss
14.1 Neither party is liable to the other for any indirect, incidental, special or consequential damages or lost profits.
14.2 Clause 14.1 does not apply to breach of clause 12 (Confidentiality), the indemnities, or gross negligence or wilful misconduct.

19. Benefit of exclusions
Clauses 14.1 and 14.2 are for the benefit of the Licensor only. The Licensee remains liable to the Licensor for all loss the Licensor suffers, whether direct or indirect, including lost profits.

21. Governing law. This Agreement is governed by the laws of the Republic of Vanuatu.`),
    benign: good(`SOFTWARE LICENCE AGREEMENT (extract)
between Vanuatu Maritime Registry Services Limited, Kumul Highway, Port Vila, Republic of Vanuatu (the "Licensee") and Seabright Registry Software Limited (the "Licensor")

14. Exclusion of indirect loss
14.1 Neither party is liable to the other for any indirect, incidental, special or consequential damages or lost profits.
14.2 Clause 14.1 does not apply to breach of clause 12 (Confidentiality), the indemnities, or gross negligence or wilful misconduct.

19. Benefit of exclusions
Clauses 14.1 and 14.2 are for the benefit of the Licensor and the Licensee alike. Each remains liable to the other for direct loss, subject to clause 15.

21. Governing law. This Agreement is governed by the laws of the Republic of Vanuatu.`),
  },
  // ------------------------------------------------------------------ services (4) -----------------------------------
  {
    id: 'h19-services-doc-mindelo-pdf-provider-alone-escapes-indirect-loss-and-the-customers-liability-is-not-limited-or-mutual-with-carve-outs',
    pattern: 'role',
    type: 'services',
    check: 'services.consequential_damages',
    adverse: bad(mindelo({ loss: 'The Provider is not liable for any indirect, incidental, special or consequential loss or loss of profit, including off-hire, delay in redelivery of a vessel or loss of dock time, however caused; this clause does not limit the Customer\'s liability to the Provider.' })),
    benign: good(mindelo({})),
  },
  {
    id: 'h19-services-doc-mindelo-pdf-providers-liability-capped-at-one-work-orders-fee-and-customers-unlimited-or-mutual-twelve-month-cap',
    pattern: 'position',
    type: 'services',
    check: 'services.limitation_of_liability',
    adverse: bad(mindelo({ cap: 'The Provider\'s aggregate liability under this Agreement is limited to the fee for the Work Order under which the claim arises. The Customer\'s liability under this Agreement is not limited.' })),
    benign: good(mindelo({})),
  },
  {
    id: 'h19-services-doc-mindelo-pdf-vessel-data-sold-to-owners-and-insurers-as-benchmarks-naming-vessels-or-used-only-for-the-services',
    pattern: 'reference',
    type: 'services',
    check: 'services.data_use',
    adverse: bad(mindelo({ data: 'The Provider may use Vessel Data to perform the Services and also to compile and sell fleet-condition benchmarks to shipowners, classification societies and insurers, which may name vessels and the yard, and may keep Vessel Data for these purposes after this Agreement ends.' })),
    benign: good(mindelo({})),
  },
  {
    id: 'h19-services-whitehorse-placer-notwithstanding-claims-about-the-services-go-to-alaska-law-or-either-may-seek-interim-relief',
    pattern: 'override',
    type: 'services',
    check: 'services.governing_law',
    adverse: bad(`SERVICES AGREEMENT (excerpt)
Klondike Placer Gold Ltd., 2 Steele Street, Whitehorse, Yukon ("Customer") and Tanana Sluice & Wash Services LLC, Fairbanks, Alaska ("Provider").

1. Provider shall supply and operate wash plants and sluicing crews at Customer's claims on the Indian River during the 2026 and 2027 seasons (the "Services").

20. Governing Law
20.1 This Agreement is governed by the laws of Yukon and the federal laws of Canada applicable there.
20.2 Notwithstanding Section 20.1, any claim concerning the Services, the fees or either party's liability is governed by the laws of the State of Alaska and shall be brought only in the state courts sitting in Fairbanks, Alaska.`),
    benign: good(`SERVICES AGREEMENT (excerpt)
Klondike Placer Gold Ltd., 2 Steele Street, Whitehorse, Yukon ("Customer") and Tanana Sluice & Wash Services LLC, Fairbanks, Alaska ("Provider").

1. Provider shall supply and operate wash plants and sluicing crews at Customer's claims on the Indian River during the 2026 and 2027 seasons (the "Services").

20. Governing Law
20.1 This Agreement is governed by the laws of Yukon and the federal laws of Canada applicable there.
20.2 Notwithstanding Section 20.1, either party may seek urgent interim relief concerning the Services, the fees or either party's liability in any court of competent jurisdiction, including the courts sitting in Fairbanks, Alaska.`),
  },
  // ------------------------------------------------------------------ consulting (4) ---------------------------------
  {
    id: 'h19-consulting-doc-dushanbe-annex-c-warranty-period-of-seven-days-with-no-refund-or-ninety-days-with-refund',
    pattern: 'reference',
    type: 'consulting',
    check: 'consulting.services_warranty',
    adverse: bad(dushanbe({ warranty: 'The Warranty Period is seven (7) days from delivery of each Deliverable, whether or not the Client has reviewed it, and correction by the Consultant is the Client\'s only remedy for a non-conforming Deliverable.' })),
    benign: good(dushanbe({})),
  },
  {
    id: 'h19-consulting-doc-dushanbe-accepted-deliverables-deemed-the-clients-materials-for-the-ip-indemnity-or-the-consultants-throughout',
    pattern: 'reference',
    type: 'consulting',
    check: 'consulting.indemnification',
    adverse: bad(dushanbe({ deemed: 'For the purposes of clause 4.1, once the Client has accepted a Deliverable, that Deliverable and everything in it is deemed to be material supplied by the Client.' })),
    benign: good(dushanbe({})),
  },
  {
    id: 'h19-consulting-doc-dushanbe-consultants-liability-capped-at-ten-percent-of-three-months-fees-and-clients-unlimited-or-mutual-twelve-months',
    pattern: 'position',
    type: 'consulting',
    check: 'consulting.limitation_of_liability',
    adverse: bad(dushanbe({ cap: '5.1 The aggregate liability of the Consultant under this Agreement is limited to ten per cent (10%) of the Fees paid in the three (3) months before the claim. 5.2 The liability of the Client is not limited.' })),
    benign: good(dushanbe({})),
  },
  {
    id: 'h19-consulting-ludhiana-bicycle-maker-only-the-client-is-barred-from-indirect-loss-and-consultant-recovers-lost-profit-or-mutual-with-carve-outs',
    pattern: 'role',
    type: 'consulting',
    check: 'consulting.consequential_damages',
    adverse: bad(`CONSULTANCY AGREEMENT (extract)
THIS AGREEMENT is entered into at Ludhiana on this 14th day of January, 2026 BY AND BETWEEN Hero Lane Cycles Private Limited, a company incorporated under the Companies Act, 2013, having its registered office at Focal Point, Phase VIII, Ludhiana, Punjab (hereinafter referred to as the "Client", which expression shall, unless repugnant to the context, include its successors and permitted assigns) AND Formosa Frame Consulting Co., Ltd., Taichung, Taiwan (hereinafter referred to as the "Consultant").

11. LIMITATION OF LIABILITY
11.1 The aggregate liability of each Party shall not exceed the fees paid or payable in the twelve (12) months preceding the claim.
11.2 The Client shall not be entitled to recover from the Consultant any indirect, incidental, special or consequential loss, loss of production or loss of profit, howsoever arising. The Consultant shall be entitled to recover from the Client all loss suffered by it, including loss of profit and consequential loss.

15. GOVERNING LAW. This Agreement shall be governed by the laws of India and the courts at Ludhiana shall have jurisdiction.`),
    benign: good(`CONSULTANCY AGREEMENT (extract)
THIS AGREEMENT is entered into at Ludhiana on this 14th day of January, 2026 BY AND BETWEEN Hero Lane Cycles Private Limited, a company incorporated under the Companies Act, 2013, having its registered office at Focal Point, Phase VIII, Ludhiana, Punjab (hereinafter referred to as the "Client", which expression shall, unless repugnant to the context, include its successors and permitted assigns) AND Formosa Frame Consulting Co., Ltd., Taichung, Taiwan (hereinafter referred to as the "Consultant").

11. LIMITATION OF LIABILITY
11.1 The aggregate liability of each Party shall not exceed the fees paid or payable in the twelve (12) months preceding the claim.
11.2 Neither Party shall be entitled to recover from the other any indirect, incidental, special or consequential loss, loss of production or loss of profit, howsoever arising, save for breach of confidentiality, breach of data-protection obligations, indemnified claims, and gross negligence or wilful misconduct.

15. GOVERNING LAW. This Agreement shall be governed by the laws of India and the courts at Ludhiana shall have jurisdiction.`),
  },
  // ------------------------------------------------------------------ employment (4) ---------------------------------
  {
    id: 'h19-employment-doc-apia-plain-remuneration-schedule-leaves-salary-to-be-agreed-after-probation-or-states-it',
    pattern: 'reference',
    type: 'employment',
    check: 'employment.compensation',
    adverse: badOrMissing(apia({ salary: 'Salary: to be agreed between you and the General Manager at the end of your first six (6) months with us (your probation period). Until then we will pay you an allowance the General Manager decides. Bonus: any bonus is at our discretion.' })),
    benign: good(apia({})),
  },
  {
    id: 'h19-employment-doc-apia-plain-after-you-leave-clause-excepts-the-customers-you-dealt-with-and-all-staff-or-reaches-them',
    pattern: 'disapplied',
    type: 'employment',
    check: 'employment.non_solicit',
    adverse: bad(apia({ solicit: 'For twelve (12) months after your employment ends you will not approach any customer of ours. This does not apply to any customer you dealt with while working for us, or to any of our employees, whom you are free to approach or hire.' })),
    benign: good(apia({})),
  },
  {
    id: 'h19-employment-doc-apia-plain-cause-means-only-a-conviction-with-two-years-prison-after-notice-and-a-60-day-cure-or-gross-misconduct-at-once',
    pattern: 'position',
    type: 'employment',
    check: 'employment.termination_for_cause',
    adverse: bad(apia({ cause: 'We may end your employment for cause only by giving you the three months\' notice above and only after giving you sixty (60) days to put matters right. "Cause" means only a conviction for a criminal offence for which you are sentenced to at least two (2) years in prison.' })),
    benign: good(apia({})),
  },
  {
    id: 'h19-employment-gibraltar-insurer-law-of-wherever-the-employee-notifies-residence-from-time-to-time-or-gibraltar-law',
    pattern: 'reference',
    type: 'employment',
    check: 'employment.governing_law',
    adverse: noLaw(`CONTRACT OF EMPLOYMENT (extract)
Employer: Calpe Digital Insurance Limited, Europort, Gibraltar GX11 1AA (the "Company")
Employee: Javier Moreno Ruiz, a cross-frontier worker

1. The Employee is employed as Senior Claims Analyst at the Company's office in Europort, Gibraltar.

16. Governing law. This contract is governed by the law of the country in which the Employee is resident, as notified by the Employee to the Company from time to time, and the courts of that country have exclusive jurisdiction over any dispute arising from it.`),
    benign: good(`CONTRACT OF EMPLOYMENT (extract)
Employer: Calpe Digital Insurance Limited, Europort, Gibraltar GX11 1AA (the "Company")
Employee: Javier Moreno Ruiz, a cross-frontier worker

1. The Employee is employed as Senior Claims Analyst at the Company's office in Europort, Gibraltar.

16. Governing law. This contract is governed by the law of Gibraltar, whatever country the Employee is resident in from time to time, and the courts of Gibraltar have exclusive jurisdiction over any dispute arising from it.`),
  },
  // ------------------------------------------------------------------ lease (4) --------------------------------------
  {
    id: 'h19-lease-doc-ballarat-pdf-outgoings-defined-to-take-in-capital-works-and-structural-replacement-uncapped-or-excluding-them-with-a-cap',
    pattern: 'reference',
    type: 'lease',
    check: 'lease.service_charges',
    adverse: bad(ballarat({ outgoings: 'means all costs the Landlord incurs in respect of the Building, including capital improvements, structural repairs and replacements, replacement of plant, roof and hardstand, management fees and the Landlord\'s land tax on the whole of the land, without any cap or limit on increases.' })),
    benign: good(ballarat({})),
  },
  {
    id: 'h19-lease-doc-ballarat-pdf-landlord-negligence-exception-disapplied-or-extended-to-its-contractors',
    pattern: 'disapplied',
    type: 'lease',
    check: 'lease.tenant_indemnity',
    adverse: bad(ballarat({ indemnity: 'The exception in clause 12.1 does not apply, and the Tenant\'s indemnity extends to claims caused or contributed to by the negligence of the Landlord, its agents or contractors.' })),
    benign: good(ballarat({})),
  },
  {
    id: 'h19-lease-doc-ballarat-pdf-item-3-annual-rent-is-whatever-the-landlord-notifies-or-a-stated-sum-monthly-in-advance',
    pattern: 'reference',
    type: 'lease',
    check: 'lease.rent',
    adverse: badOrMissing(ballarat({ rent: 'the amount the Landlord notifies to the Tenant from time to time, payable at the times the Landlord directs' })),
    benign: good(ballarat({})),
  },
  {
    id: 'h19-lease-moncton-retail-unit-law-of-ontario-where-the-landlord-is-headquartered-or-new-brunswick-where-the-land-is',
    pattern: 'role',
    type: 'lease',
    check: 'lease.governing_law',
    adverse: bad(`LEASE (extract)
Landlord: Petitcodiac Retail Properties Inc., head office at 150 King Street West, Toronto, Ontario
Tenant: Hopewell Rocks Outfitters Ltd., Moncton, New Brunswick
Premises: Unit 14, Champlain Crossing, 477 Paul Street, Dieppe (Moncton area), New Brunswick

3. Rent. The Tenant shall pay Basic Rent of $4,250 per month in advance on the first day of each month.

24. Governing Law. This Lease shall be governed by the laws of the Province of Ontario, where the Landlord has its head office, and the parties attorn to the exclusive jurisdiction of the courts of Ontario.`),
    benign: good(`LEASE (extract)
Landlord: Petitcodiac Retail Properties Inc., head office at 150 King Street West, Toronto, Ontario
Tenant: Hopewell Rocks Outfitters Ltd., Moncton, New Brunswick
Premises: Unit 14, Champlain Crossing, 477 Paul Street, Dieppe (Moncton area), New Brunswick

3. Rent. The Tenant shall pay Basic Rent of $4,250 per month in advance on the first day of each month.

24. Governing Law. This Lease shall be governed by the laws of the Province of New Brunswick, where the Premises are located, and the parties attorn to the jurisdiction of the courts of New Brunswick.`),
  },
  // ------------------------------------------------------------------ DPA (3) ----------------------------------------
  {
    id: 'h19-dpa-vaduz-chisinau-html-law-the-processor-designates-from-time-to-time-or-liechtenstein-law',
    pattern: 'markup',
    type: 'dpa',
    check: 'dpa.governing_law',
    adverse: noLaw(`<div class="dpa"><h2>Data Processing Agreement (extract)</h2>
<p><b>Controller:</b> Rheintal Privatbank AG, Städtle 17, 9490 Vaduz, Liechtenstein</p>
<p><b>Processor:</b> Nistru Contact Services S.R.L., Strada Ismail 33, Chișinău, Republic of Moldova</p>
<p>3. The Processor shall process Personal Data only on the documented instructions of the Controller, for the purpose of operating the Controller's client telephone line.</p>
<p>14. <i>Governing law.</i> This Agreement is governed by the law of the EEA state which the Processor designates in writing from time to time as the seat of its representative, and the courts of that state have exclusive jurisdiction.</p></div>`),
    benign: good(`<div class="dpa"><h2>Data Processing Agreement (extract)</h2>
<p><b>Controller:</b> Rheintal Privatbank AG, Städtle 17, 9490 Vaduz, Liechtenstein</p>
<p><b>Processor:</b> Nistru Contact Services S.R.L., Strada Ismail 33, Chișinău, Republic of Moldova</p>
<p>3. The Processor shall process Personal Data only on the documented instructions of the Controller, for the purpose of operating the Controller's client telephone line.</p>
<p>14. <i>Governing law.</i> This Agreement is governed by the law of the Principality of Liechtenstein, whatever state the Processor designates in writing from time to time as the seat of its representative, and the courts of Vaduz have exclusive jurisdiction.</p></div>`),
  },
  {
    id: 'h19-dpa-andorra-tirana-processors-liability-for-data-breaches-capped-at-2500-euros-and-controllers-unlimited-or-mutual-twelve-months',
    pattern: 'position',
    type: 'dpa',
    check: 'dpa.limitation_of_liability',
    adverse: bad(`DATA PROCESSING AGREEMENT (extract)
Controller: Estacions de Neu Pirineu, S.A., Avinguda Meritxell 40, Andorra la Vella, Principality of Andorra
Processor: Skanderbeg Data Services sh.p.k., Rruga e Kavajës, Tirana, Albania

5. Security. The Processor shall implement the technical and organisational measures in Annex 2 to protect the ski-pass holders' personal data.

12. Liability
12.1 The Processor's total liability under or in connection with this Agreement, including for any Personal Data Breach, fines, claims by data subjects and breach of clause 5, is limited to two thousand five hundred euros (EUR 2,500).
12.2 The Controller's liability under this Agreement is not limited.`),
    benign: good(`DATA PROCESSING AGREEMENT (extract)
Controller: Estacions de Neu Pirineu, S.A., Avinguda Meritxell 40, Andorra la Vella, Principality of Andorra
Processor: Skanderbeg Data Services sh.p.k., Rruga e Kavajës, Tirana, Albania

5. Security. The Processor shall implement the technical and organisational measures in Annex 2 to protect the ski-pass holders' personal data.

12. Liability
12.1 Each party's total liability under or in connection with this Agreement is limited to the fees paid or payable under the Main Agreement in the twelve (12) months before the claim.
12.2 Clause 12.1 does not apply to breach of confidentiality, the indemnities or wilful misconduct.`),
  },
  {
    id: 'h19-dpa-kirkwall-edinburgh-processors-liability-for-sub-processors-is-only-to-assign-its-claims-or-full-liability-plus-assignment',
    pattern: 'position',
    type: 'dpa',
    check: 'dpa.sub_processor_liability',
    adverse: bad(`DATA PROCESSING AGREEMENT (extract)
Controller: Scapa Flow Distillers Limited, Scapa, Kirkwall, Orkney KW15
Processor: Forth Mailing House Limited, Leith Walk, Edinburgh

7. Sub-processors
7.1 The Processor may engage the sub-processors listed in Schedule 3 to print and send the Controller's whisky-club mailings.
7.2 The Processor shall impose on each sub-processor data protection obligations equivalent to those in this Agreement.
7.3 The Processor is not liable to the Controller for any act or omission of a sub-processor. The Processor's only obligation in respect of a sub-processor's failure is, at the Controller's request, to assign to the Controller whatever rights the Processor has against that sub-processor.`),
    benign: good(`DATA PROCESSING AGREEMENT (extract)
Controller: Scapa Flow Distillers Limited, Scapa, Kirkwall, Orkney KW15
Processor: Forth Mailing House Limited, Leith Walk, Edinburgh

7. Sub-processors
7.1 The Processor may engage the sub-processors listed in Schedule 3 to print and send the Controller's whisky-club mailings.
7.2 The Processor shall impose on each sub-processor data protection obligations equivalent to those in this Agreement.
7.3 The Processor remains fully liable to the Controller for every act or omission of a sub-processor as if it were the Processor's own. In addition, at the Controller's request, the Processor shall assign to the Controller whatever rights the Processor has against that sub-processor.`),
  },
];

/** Ten more pairs, one per playbook and `other`, written with the 41 and scored once with them. */
export const HOLDOUT19_EXTRA: AdverseCase[] = [
  {
    id: 'h19x-nda-saint-pierre-fish-plant-only-written-marked-information-and-not-what-is-seen-on-plant-visits-or-any-form-including-visits',
    pattern: 'reference',
    type: 'nda',
    check: 'nda.oral_information_included',
    adverse: bad(`MUTUAL NON-DISCLOSURE AGREEMENT / ACCORD DE CONFIDENTIALITÉ (extract)
Between Pêcheries de l'Anse SARL, Quai de la Roncière, Saint-Pierre, Saint-Pierre-et-Miquelon ("Pêcheries") and Burin Cold Storage Ltd., Burin, Newfoundland and Labrador ("Burin").

1. "Confidential Information" means information about processing yields, quotas, buyers and prices that a party discloses to the other in writing and marks "Confidential". Information disclosed orally, shown on screen, or seen or heard during visits to either party's plant or vessels is not Confidential Information, even if described as confidential at the time.

2. Each party shall use the other's Confidential Information only to evaluate a joint processing arrangement and keep it confidential for three (3) years.

8. This Agreement is governed by the laws of the Province of Newfoundland and Labrador.`),
    benign: good(`MUTUAL NON-DISCLOSURE AGREEMENT / ACCORD DE CONFIDENTIALITÉ (extract)
Between Pêcheries de l'Anse SARL, Quai de la Roncière, Saint-Pierre, Saint-Pierre-et-Miquelon ("Pêcheries") and Burin Cold Storage Ltd., Burin, Newfoundland and Labrador ("Burin").

1. "Confidential Information" means information about processing yields, quotas, buyers and prices that a party discloses to the other in any form, whether in writing, orally, shown on screen, or seen or heard during visits to either party's plant or vessels, whether or not marked "Confidential".

2. Each party shall use the other's Confidential Information only to evaluate a joint processing arrangement and keep it confidential for three (3) years.

8. This Agreement is governed by the laws of the Province of Newfoundland and Labrador.`),
  },
  {
    id: 'h19x-msa-lerwick-ferry-operator-provider-may-assign-to-anyone-including-buyers-of-its-receivables-or-only-with-consent-save-successors',
    pattern: 'position',
    type: 'msa',
    check: 'msa.assignment',
    adverse: bad(`MASTER SERVICES AGREEMENT (extract)
between Northlink Isles Ferries Limited, Holmsgarth Terminal, Lerwick, Shetland ZE1 ("Customer") and Marine Propulsion Services Limited, Aberdeen ("Provider")

22. Assignment
22.1 The Provider may assign, novate, subcontract or otherwise transfer all or any of its rights and obligations under this Agreement to any person, including any purchaser of its receivables or any subcontractor, without the Customer's consent.
22.2 The Customer may not assign this Agreement without the Provider's prior written consent.

27. Governing law. This Agreement is governed by the law of Scotland.`),
    benign: good(`MASTER SERVICES AGREEMENT (extract)
between Northlink Isles Ferries Limited, Holmsgarth Terminal, Lerwick, Shetland ZE1 ("Customer") and Marine Propulsion Services Limited, Aberdeen ("Provider")

22. Assignment
22.1 Neither party may assign, novate or otherwise transfer any of its rights or obligations under this Agreement to any person without the other party's prior written consent, except to a successor in a merger or to a purchaser of all or substantially all of its business.
22.2 The Provider may not subcontract the Services without the Customer's prior written consent.

27. Governing law. This Agreement is governed by the law of Scotland.`),
  },
  {
    id: 'h19x-saas-kirkwall-distillery-may-end-for-convenience-only-by-paying-the-rest-of-the-term-or-with-a-refund-of-prepaid-fees',
    pattern: 'disapplied',
    type: 'saas',
    check: 'saas.termination_for_convenience',
    adverse: bad(`SUBSCRIPTION AGREEMENT (extract)
Customer: Highland Park Road Distillers Ltd, Kirkwall, Orkney
Provider: CaskTrack Software Ltd

9. Term and termination
9.1 The Subscription Term is thirty-six (36) months from the Start Date.
9.2 The Customer may terminate this Agreement for convenience on thirty (30) days' written notice, provided that on termination the Customer shall pay all Fees that would have been payable for the remainder of the Subscription Term, which become due at once, and no prepaid Fees are refunded.

14. Governing law. This Agreement is governed by the law of Scotland.`),
    benign: good(`SUBSCRIPTION AGREEMENT (extract)
Customer: Highland Park Road Distillers Ltd, Kirkwall, Orkney
Provider: CaskTrack Software Ltd

9. Term and termination
9.1 The Subscription Term is thirty-six (36) months from the Start Date.
9.2 The Customer may terminate this Agreement for convenience on thirty (30) days' written notice, provided that on termination the Customer shall pay the Fees for the period up to the date termination takes effect, and the Provider shall refund any prepaid Fees for the period after it.

14. Governing law. This Agreement is governed by the law of Scotland.`),
  },
  {
    id: 'h19x-license-mildura-irrigation-licensor-capped-at-500-dollars-while-licensee-is-unlimited-or-a-mutual-twelve-month-cap',
    pattern: 'position',
    type: 'license',
    check: 'license.limitation_of_liability',
    adverse: bad(`SOFTWARE LICENCE AGREEMENT (extract)
Licensor: FlowSense Software Pty Ltd ACN 633 410 912
Licensee: Sunraysia Irrigation Trust, Deakin Avenue, Mildura VIC 3500

10. LIABILITY
10.1 The Licensor's total liability to the Licensee arising out of or in connection with this Agreement, whether in contract, tort (including negligence) or otherwise, is limited to AUD 500.
10.2 The Licensee's liability to the Licensor is not limited by this Agreement.

15. GOVERNING LAW. This Agreement is governed by the law of Victoria.`),
    benign: good(`SOFTWARE LICENCE AGREEMENT (extract)
Licensor: FlowSense Software Pty Ltd ACN 633 410 912
Licensee: Sunraysia Irrigation Trust, Deakin Avenue, Mildura VIC 3500

10. LIABILITY
10.1 Each party's total liability to the other arising out of or in connection with this Agreement, whether in contract, tort (including negligence) or otherwise, is limited to the licence fees paid or payable in the 12 months before the claim.
10.2 Clause 10.1 does not apply to breach of confidentiality, the indemnities or wilful misconduct.

15. GOVERNING LAW. This Agreement is governed by the law of Victoria.`),
  },
  {
    id: 'h19x-services-pokhara-trekking-provider-may-suspend-bookings-at-any-time-without-notice-or-only-for-unpaid-fees-after-notice',
    pattern: 'position',
    type: 'services',
    check: 'services.suspension',
    adverse: bad(`BOOKING SERVICES AGREEMENT (extract)
HimalBook Services Pvt. Ltd. ("we", the Provider) provides booking services to Annapurna Base Treks Pvt. Ltd., Lakeside, Pokhara, Nepal ("you", the Customer).

6. Suspension. We may suspend all or part of the booking services, including your listings and payment collection, at any time and without notice, if we consider in our sole discretion that you have breached any term of this agreement or for any operational reason. We need not restore the services until we choose to.

11. Law. This agreement is governed by the laws of Nepal.`),
    benign: good(`BOOKING SERVICES AGREEMENT (extract)
HimalBook Services Pvt. Ltd. ("we", the Provider) provides booking services to Annapurna Base Treks Pvt. Ltd., Lakeside, Pokhara, Nepal ("you", the Customer).

6. Suspension. We may suspend all or part of the booking services, including your listings and payment collection, only if undisputed fees remain unpaid ten (10) days after we give you written notice, or to the extent needed to stop an imminent security threat or unlawful use. We will restore the services promptly once the cause is cured.

11. Law. This agreement is governed by the laws of Nepal.`),
  },
  {
    id: 'h19x-consulting-coimbatore-spinning-mill-consultants-confidentiality-ends-on-completion-or-binds-both-and-survives',
    pattern: 'position',
    type: 'consulting',
    check: 'consulting.confidentiality',
    adverse: bad(`CONSULTANCY AGREEMENT (extract)
THIS AGREEMENT is made at Coimbatore on this 2nd day of February, 2026 BETWEEN Kovai Spinning Mills Limited, Avinashi Road, Coimbatore, Tamil Nadu (the "Client") AND Mr. R. Senthil Kumar, proprietor of Textile Yield Advisory, Tiruppur (the "Consultant").

8. CONFIDENTIALITY
8.1 The Client shall keep confidential the Consultant's methods, reports and fees.
8.2 The Consultant shall keep confidential the Client's mill data only until the completion of the Services, after which the Consultant shall be free to use and disclose the same, including to other mills.

13. This Agreement shall be governed by the laws of India and the courts at Coimbatore shall have jurisdiction.`),
    benign: good(`CONSULTANCY AGREEMENT (extract)
THIS AGREEMENT is made at Coimbatore on this 2nd day of February, 2026 BETWEEN Kovai Spinning Mills Limited, Avinashi Road, Coimbatore, Tamil Nadu (the "Client") AND Mr. R. Senthil Kumar, proprietor of Textile Yield Advisory, Tiruppur (the "Consultant").

8. CONFIDENTIALITY
8.1 Each Party shall keep confidential the other Party's information, including the Client's mill data and the Consultant's methods, reports and fees.
8.2 The obligations in clause 8.1 shall survive the completion of the Services and the termination of this Agreement for a period of five (5) years.

13. This Agreement shall be governed by the laws of India and the courts at Coimbatore shall have jurisdiction.`),
  },
  {
    id: 'h19x-employment-andorra-ski-school-confidentiality-ends-when-employment-ends-or-continues-and-without-limit-for-trade-secrets',
    pattern: 'override',
    type: 'employment',
    check: 'employment.confidentiality',
    adverse: bad(`EMPLOYMENT CONTRACT (extract)
Employer: Escola d'Esquí Grandvalira, S.L.U., Carrer de la Unió 5, Andorra la Vella, Principality of Andorra (the "Company")
Employee: Tomás Ferrer, Head of Instructor Training

9. Confidentiality. The Employee shall keep confidential the Company's client lists, pricing, training methods and business plans.

15. Final provisions. Notwithstanding clause 9, all of the Employee's obligations of confidentiality end on the last day of employment, and after that day the Employee may use any information he holds.

16. This contract is governed by the law of Andorra.`),
    benign: good(`EMPLOYMENT CONTRACT (extract)
Employer: Escola d'Esquí Grandvalira, S.L.U., Carrer de la Unió 5, Andorra la Vella, Principality of Andorra (the "Company")
Employee: Tomás Ferrer, Head of Instructor Training

9. Confidentiality. The Employee shall keep confidential the Company's client lists, pricing, training methods and business plans.

15. Final provisions. Clause 9 continues after the last day of employment, for three (3) years generally and without time limit for the Company's trade secrets.

16. This contract is governed by the law of Andorra.`),
  },
  {
    id: 'h19x-lease-mysuru-silk-unit-lessee-repairs-structure-roof-and-lifts-or-lessor-repairs-structure-and-lessee-the-interior',
    pattern: 'role',
    type: 'lease',
    check: 'lease.repairs',
    adverse: bad(`LEASE DEED (extract)
THIS LEASE DEED is executed at Mysuru on this 5th day of March, 2026 BY Sri Chamundi Estates, a partnership firm having its office at Sayyaji Rao Road, Mysuru (hereinafter the "LESSOR") IN FAVOUR OF Cauvery Silk Weavers Private Limited, Mysuru (hereinafter the "LESSEE").

SCHEDULE: Industrial shed No. 7, Hebbal Industrial Area, Mysuru, with a built-up area of 8,000 square feet.

7. REPAIRS. The LESSEE shall, at its own cost, carry out all repairs to the Schedule Property, including structural repairs, repairs to the roof, foundations and external walls, and repair and replacement of the lifts, electrical substation and plumbing, whether or not the need arises from the LESSEE's use, and shall keep the same in good and tenantable condition.

12. This Lease Deed shall be governed by the laws of India.`),
    benign: good(`LEASE DEED (extract)
THIS LEASE DEED is executed at Mysuru on this 5th day of March, 2026 BY Sri Chamundi Estates, a partnership firm having its office at Sayyaji Rao Road, Mysuru (hereinafter the "LESSOR") IN FAVOUR OF Cauvery Silk Weavers Private Limited, Mysuru (hereinafter the "LESSEE").

SCHEDULE: Industrial shed No. 7, Hebbal Industrial Area, Mysuru, with a built-up area of 8,000 square feet.

7. REPAIRS. The LESSOR shall, at its own cost, carry out all structural repairs to the Schedule Property, including repairs to the roof, foundations and external walls, and repair and replacement of the lifts, electrical substation and plumbing; the LESSEE shall keep the interior in good and tenantable condition, reasonable wear and tear excepted.

12. This Lease Deed shall be governed by the laws of India.`),
  },
  {
    id: 'h19x-dpa-bishkek-processor-temporary-staff-and-contractors-need-not-sign-confidentiality-or-everyone-authorised-is-bound',
    pattern: 'disapplied',
    type: 'dpa',
    check: 'dpa.personnel_confidentiality',
    adverse: bad(`DATA PROCESSING AGREEMENT (extract)
Controller: Issyk-Kul Resorts LLC, Cholpon-Ata, Kyrgyz Republic
Processor: Ala-Too Data Centre LLC, Chui Avenue 120, Bishkek, Kyrgyz Republic

6. Personnel
6.1 The Processor shall use reasonable efforts to ensure that its permanent employees who process Personal Data respect its confidentiality.
6.2 Clause 6.1 does not apply to temporary staff, seasonal workers or contractors, who may process Personal Data without signing any confidentiality undertaking.

13. Governing law. This Agreement is governed by the law of the Kyrgyz Republic.`),
    benign: good(`DATA PROCESSING AGREEMENT (extract)
Controller: Issyk-Kul Resorts LLC, Cholpon-Ata, Kyrgyz Republic
Processor: Ala-Too Data Centre LLC, Chui Avenue 120, Bishkek, Kyrgyz Republic

6. Personnel
6.1 The Processor shall ensure that every person it authorises to process Personal Data has committed in writing to confidentiality or is under a statutory obligation of confidentiality.
6.2 Clause 6.1 applies equally to temporary staff, seasonal workers and contractors, who may not process Personal Data before signing a confidentiality undertaking.

13. Governing law. This Agreement is governed by the law of the Kyrgyz Republic.`),
  },
  {
    id: 'h19x-general-gisborne-honey-packer-may-end-at-will-and-co-operative-never-or-either-for-uncured-breach-with-what-happens-after',
    pattern: 'role',
    type: 'other',
    check: 'general.termination',
    adverse: badOrMissing(`HONEY PACKING MEMORANDUM OF UNDERSTANDING
Between Tairāwhiti Beekeepers Co-operative Limited, Gladstone Road, Gisborne, New Zealand (the "Co-operative") and East Cape Honey Packers Limited, Gisborne (the "Packer").

1. The Packer will extract, test, pack and label mānuka and multifloral honey delivered by the Co-operative's members, at the rates in the Schedule.
2. The Packer will pay the Co-operative for honey it sells on the Co-operative's behalf within 45 days of sale.
3. This memorandum starts on 1 September 2026. The Packer may end it at any time by notice to the Co-operative. The Co-operative may not end it.
4. This memorandum is governed by the laws of New Zealand.`),
    benign: good(`HONEY PACKING MEMORANDUM OF UNDERSTANDING
Between Tairāwhiti Beekeepers Co-operative Limited, Gladstone Road, Gisborne, New Zealand (the "Co-operative") and East Cape Honey Packers Limited, Gisborne (the "Packer").

1. The Packer will extract, test, pack and label mānuka and multifloral honey delivered by the Co-operative's members, at the rates in the Schedule.
2. The Packer will pay the Co-operative for honey it sells on the Co-operative's behalf within 45 days of sale.
3. This memorandum starts on 1 September 2026. Either party may end it by notice if the other materially breaches it and does not remedy the breach within 30 days of notice. When it ends, the Packer will return all unpacked honey and pay for all honey packed or sold up to that date.
4. This memorandum is governed by the laws of New Zealand.`),
  },
];

/**
 * The pairs the engine at a9111558 did not read right on the one score, each with the engine's reading. Thirteen came off
 * in session 24 (misses19, fitted: the set is spent): the Nuuk technical data, return clause and cover-sheet law, the
 * Luang Prabang Representatives, the Port Vila benefit clause, the Mindelo exclusion and Vessel Data, the Ludhiana
 * exclusion, the Apia non-solicitation, the Coimbatore and Andorra confidentiality, the Bishkek personnel, the Gisborne
 * termination. One more in session 25 (misses20): the Apia salary "to be agreed" in the schedule.
 */
export const HOLDOUT19_MISSES: Record<string, string> = {
  'h19-saas-doc-neiafu-markdown-assignment-row-lets-the-provider-assign-to-any-person-on-a-portal-notice-or-only-with-consent': 'saas.assignment: adverse side read preferred, not flagged',
  'h19-saas-doc-neiafu-markdown-order-table-renews-for-36-months-unless-cancelled-120-days-ahead-or-12-months-on-30-days': 'saas.auto_renewal: adverse side read preferred, not flagged',
  'h19-license-doc-maseru-plain-infringement-promise-does-not-apply-to-use-outside-south-africa-which-is-all-the-licensees-use-or-to-unapproved-changes': 'license.indemnification: adverse side read preferred, not flagged',
  'h19-services-whitehorse-placer-notwithstanding-claims-about-the-services-go-to-alaska-law-or-either-may-seek-interim-relief': 'services.governing_law: adverse side read preferred, not flagged',
  'h19-consulting-doc-dushanbe-accepted-deliverables-deemed-the-clients-materials-for-the-ip-indemnity-or-the-consultants-throughout': 'consulting.indemnification: adverse side read preferred, not flagged',
  'h19-lease-moncton-retail-unit-law-of-ontario-where-the-landlord-is-headquartered-or-new-brunswick-where-the-land-is': 'lease.governing_law: adverse side read preferred, not flagged (benign twin read missing and flagged at a9111558; read since session 24, misses19, which reads New Brunswick law)',
};
