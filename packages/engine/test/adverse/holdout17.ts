/**
 * Seventeenth blind hold-out (issue 11, 2026-11-25, written in the twenty-first session's first hour): pairs written
 * before reading any rule code, tuning file, judge-round or class test, anything under eval/, or any earlier hold-out's
 * clauses. Read were only the harness (`adverse.test.ts`), `sides.ts`, `positions.ts`, `cases.ts`'s types, the *format*
 * of `holdout16.ts` (its header, exports, the shape of two pairs, its misses map and its wiring), the pair ids of
 * hold-outs 1-16 (those on governing law, consequential loss, survival, retention, third-party information and data use
 * were read to avoid their devices), a count of how often hold-outs 1-16 used each check id (the least-used checks were
 * preferred: `saas.consequential_damages`, `services.consequential_damages` and `consulting.consequential_damages` had
 * never been used, governing law once or twice per playbook), and the built-in playbooks' public check ids, titles,
 * preferred and fallback positions, printed from `listBuiltInPlaybooks()`. Each pair is a clause a lawyer acting for
 * the playbook's side (the customer, client, licensee, tenant, employer, controller; either party of a mutual NDA) would
 * flag, and a benign twin sharing most of its words that a naive matcher would flag too. No check id is used by more
 * than one pair; nine pairs are on governing law (one per typed playbook), eight of them a law no party can know at
 * signing (`noLaw`), each by a different device.
 *
 * Written as practitioners in places hold-outs 1-16 did not draft. Eight short whole agreements, each carrying three or
 * four pairs with the hostile clause among ordinary terms: an Ibadan fintech's mutual NDA with an Accra mobile-money
 * operator in plain English with a cover table (the governing law is a table row); a Chilean copper mine's maintenance
 * MSA with a Santiago hydraulics contractor as text extracted from a PDF (running headers, page numbers, hard line
 * breaks, an "Applicable Law" definition); a Ho Chi Minh City garment maker's HTML subscription to a Braga PLM platform
 * (an order-details table, an "Excluded Loss" definition); a Waikato dairy co-operative's Markdown licence of
 * herd-analytics software from a San José licensor (order details with the governing law and the hardware); an Esbjerg
 * wind-farm operator's blade-inspection agreement with a Hamburg drone company in plain English; a Jeddah desalination
 * developer's consultancy agreement with a Riyadh engineering consultancy (Hijri date, formal drafting); a Jakarta
 * marketplace's employment contract in plain English; and a Calgary industrial-bay lease in Alberta drafting with basic
 * terms and a rent schedule. Excerpts: a Casablanca-Dakar fertiliser NDA in French-influenced drafting, a Tallinn-Reykjavik
 * geothermal NDA, a Faroese salmon farmer's monitoring MSA with a Bergen provider, a Colombo tea exporter's logistics MSA,
 * a Lima fishmeal plant's analytics MSA, a Montevideo logistics SaaS, a Ljubljana pharmacy chain's SaaS, a Gaborone
 * diamond sorter's HTML order form, a Speyside distillery's trade-mark and recipe licence to a Goa bottler, a Dhaka
 * knitwear exporter's testing-laboratory contract, a Split shipyard's naval-architecture consultancy, an Ulaanbaatar
 * copper miner's employment agreement and a Riga electricity retailer's DPA with a Danish wind-analytics processor as a
 * Markdown table of terms; among the ten more a Kigali-Istanbul coffee NDA, a Kitwe smelter's MSA with its order form, a
 * Nadi resort group's booking-engine subscription in plain English, an Almaty bank's core-banking licence, a Maputo
 * bank's managed-network services, a Quito flower grower's agronomy consultancy, a Kathmandu trekking company's
 * employment contract in plain English, a Cardiff arcade unit lease, a Reykjavik utility's DPA with the Danish processor
 * and a Kokopo (Papua New Guinea) cocoa co-operative's offtake memorandum (the general playbook). The hurt sits in
 * definitions (Applicable Law, Excluded Loss, Permitted Transferee, Confidential Information as one party's only,
 * Confidentiality Period, Buyer, Excluded Costs), tables and schedules (a cover-table law to be agreed later, an order
 * table's convenience exit after month 30 on 180 days, an order form's tier without the IP indemnity, a rent schedule
 * left blank, an order form's five-year renewal), "general" clauses near the end (assignment for one party, a law clause
 * overriding the order details, a survival clause that ends the non-solicitation on the last day), role swaps
 * (one-sided exclusions of consequential loss, one-way confidentiality, a client-only no-hire, a tenant insuring the
 * building), numbers (30-month lock-in, three-season renewals, 24 months' pay in lieu, one month's fees as a cap),
 * conditional rights (deliverables assigned only on a timely request after expiry; an indemnity only after the client
 * exhausts its remedies; assistance only under an order the processor may decline) and "notwithstanding" overrides
 * (oral information, fees moved to list price, a roof programme charged despite the excluded costs). Patterns of the 41:
 * reference 11, position 10, role 8, override 6, disapplied 4, markup 2; of the ten more: position 4, override 3,
 * reference 2, role 1. About a third are in plain English ("we", "you").
 *
 * All 51 pairs (the 41 and the ten more) were written before either was scored; on the writer's one second reading
 * before that score one mend was made: the Esbjerg agreement's clause 7 no longer lets the customer end the agreement
 * at any time on thirty days' notice (it now ends only for an uncured serious breach), since with it the customer could
 * stop a three-season renewal on thirty days' notice, which is what the preferred position asks (hold-out 16's audit
 * mended its Singapore renewal for the same reason). Scored once on d547d701 (engine README "Seventeenth blind
 * hold-out"). Do not tune rules on these pairs or edit them to pass.
 *
 * The writer's own doubts, for the second reader: the Ibadan assignment clause frees Sika Wallet alone, so it hurts only
 * Oyo Ledger (Sika Wallet's lawyer would welcome it), and the pair assumes the reviewer acts for the party not given the
 * freedom; the Ibadan benign law (Ghana, non-exclusive courts) is Sika Wallet's home law, the NDA fallback for Oyo
 * Ledger and the preferred position for Sika Wallet; the Casablanca exclusion is conditioned, not removed, and a reader
 * may hold a sworn third-party declaration to be a strict form of the fallback's written proof, though one delivered
 * within ten days and sworn before a notary by someone owing the receiver nothing is rarely obtainable; the Tallinn
 * pair's hurt (confidentiality ending the day either party walks away) may be read as `nda.term_length` as much as
 * survival; the Antofagasta contractor's registered office is in Santiago at signing, so the "Applicable Law" is Chilean
 * until the contractor moves its seat (expected `noLaw`, either missing or unacceptable); the Antofagasta consequential
 * clause is mutual in words, and its hurt is that the contractor's standby costs and lost profit on cancelled Work
 * Orders are deemed direct and recoverable while the company's loss of production stays excluded, under a cap that
 * binds the contractor alone (three months' fees), and a reader may hold that lost profit on a cancelled order is direct
 * loss anyway; the Ljubljana confidentiality clause is mutual and survives (the preferred wording), and its hurt is a
 * one-sided exception letting the provider pass the customer's information to anyone unbound; the Waikato California
 * clause is expected unacceptable, not "no law": a law is named, but it is the licensor's home with exclusive courts,
 * overriding the law the order details agreed, so it is neither the licensee's home nor neutral; the Waikato
 * combination exclusion is a common clause made hostile only because it names the hardware the order details say the
 * software runs on; the Split indemnity is present and its hurt is a EUR 5,000 limit and an exhaustion condition; the
 * Jeddah consequential clause removes every carve-out (alone the fallback) and its hurt beyond that is one head of loss,
 * the consultant's lost profit on omitted services, left recoverable from the client alone; the Jakarta salary the
 * employer may change at will looks like flexibility for the employer, but its lawyer would flag a wage not stated
 * (expected `badOrMissing`, as hold-out 15's audit settled an unstated salary); the Jakarta three-year non-compete and
 * the Kathmandu notice (the employer may end the contract only by paying 24 months' salary, the employee may leave
 * without notice) hurt the employer by unenforceability and lock-in rather than by burden on the employee; several
 * governing-law benign twins carry a negated echo of the adverse mechanism ("wherever the Contractor has its registered
 * office", "whatever law the Provider may designate in an invoice", "the Provider's Standard Terms ... do not apply",
 * "but not the governing law", "and may not change"), and a reader may find some of them unusual in a real contract;
 * the Calgary benign rent schedule's "as completed by the Landlord and initialled by both parties before signing" is a
 * gloss a lease would not carry; the Kitwe non-renewal notice binds either party (mutual), and its hurt is the
 * five-year renewal term and twelve months' notice; the Kokopo memorandum's side is taken to be the co-operative; the
 * Riga assistance benign twin charges for work beyond forwarding requests (near the fallback, "at the processor's
 * reasonable cost") but bars the processor from declining it.
 *
 * First run (d547d701): 41 pairs 48.8 % adverse flagged / 22.0 % benign flagged, 12 right; ten more 40.0 % / 20.0 %,
 * 3 right; all 51 47.1 % / 21.6 %, 15 right. The misses, with the engine's readings, are in HOLDOUT17_MISSES.
 *
 * Audited by a second reader (session 21, before any rule change read the set; no rule code, tuning file, class or
 * judge-round test or eval/ read), each of the 51 pairs read against its check's preferred and fallback positions as
 * the playbook side's lawyer would. Six pairs mended (seven sides), none dropped, no expectation changed. Four
 * governing-law benign twins named their law beside a negated echo of a mechanism that exists only in the
 * adverse twin, which a real contract would not carry and a reader has to solve as a riddle; each is now the plain
 * choice of law: the Antofagasta "Applicable Law" is "the law of the Republic of Chile" (was "..., wherever the
 * Contractor has its registered office on the date a claim is notified"), the Montevideo clause names Uruguay and
 * Montevideo's courts (was "..., whatever law the Provider may designate in an invoice, ..."), the Ulaanbaatar clause
 * names Mongolia (was "...; the parties will review the Employee's place of work, but not the governing law, at the
 * Employee's first annual performance review"), the Riga DPA names Latvia (was "..., which the Processor names in its
 * records of processing and may not change"); the Calgary law twin, by the same reading, is Alberta and Canada's
 * federal law (was "..., wherever the Landlord's head office is situate from time to time": the law of a lease of
 * Alberta land does not turn on the landlord's office). Two glosses struck: the Calgary benign rent schedule's "as
 * completed by the Landlord and initialled by both parties before signing" (the writer's doubt), and the Ulaanbaatar
 * adverse clause's "until then no particular law is chosen", a gloss of the outcome (its expectation, no law known at
 * signing, is unchanged). Two ids were shortened so that they do not name wording the twin no longer has: the
 * Montevideo pair was "...-or-uruguay-whatever-an-invoice-says", the Ulaanbaatar pair
 * "...-or-mongolia-with-the-place-of-work-reviewed".
 *
 * Kept as written, with the writer's doubts settled: the other three benign law twins read "missing" are plain choices
 * a lawyer accepts: Ghana by the cover table with non-exclusive courts (Sika Wallet's home law, the fallback for Oyo
 * Ledger), Bangladesh with the provider's standard terms of business excluded (a clause real contracts carry, usually
 * beside the entire-agreement clause), and Saudi law "wherever the Services are principally performed" (the place of
 * performance is a connecting factor a law clause is commonly written to displace; the Rabigh plant is in the Kingdom);
 * the Waikato New Zealand twin's injunction carve-out for the licensor is ordinary. The Ibadan and Kokopo assignment
 * freedoms given to one party: the NDA playbook is read for either party of a mutual NDA and the general playbook for a
 * party the text does not name, the check is written for both parties ("neither party may assign"), and a term beyond
 * the fallback for one of them is one its lawyer will certainly raise; the freed party's welcome does not make it a
 * term within the positions. The Casablanca condition: the fallback asks only that the receiver did not know of a duty,
 * and names no proof; a third party's sworn declaration within ten days is a condition the receiver does not control
 * and rarely meets, so the exclusion is in practice gone. The Tallinn pair is survival: the check asks whether the
 * duties outlive the relationship, and here they end the day either party walks away, whatever the period is called;
 * its expected "unacceptable" stands (the period is stated, not missing). The Antofagasta law defined by the
 * contractor's seat on the day a claim is notified is Chilean at signing but the contractor can change it, so no party
 * knows at signing which law will decide a claim (`noLaw`, missing or unacceptable). The Antofagasta consequential
 * clause: a cancellation under clause 12.1's convenience right is no breach, so lost profit on it is not recoverable at
 * all unless the clause makes it so; deeming it and the standby and demobilisation charges recoverable while the
 * company's production loss stays excluded, under a cap that binds the contractor alone at three months' fees, is a
 * one-sided exclusion below the fallback's twelve-month cap. The Ljubljana exception to a mutual surviving clause lets
 * the provider pass the customer's information to anyone unbound, which leaves the customer less than the fallback. The
 * Waikato California override: the licensor's home with exclusive courts is neither the licensee's home nor neutral, so
 * "unacceptable" is right. The Waikato combination exclusion swallows the indemnity because clause 1.1 licenses the
 * software only for use with the Hardware and all use processes Farm Data not supplied by HerdSense. The Split
 * indemnity is nominal: the exhaustion condition removes the defence, whatever EUR 5,000 is against the fees. The
 * Jeddah consequential clause removes every carve-out, wilful misconduct included (beyond the fallback's "some"), and
 * its save makes the exclusion one-sided; either alone is below the fallback. The Jakarta salary the employer may
 * change at will and does not state (not even the grade) is `badOrMissing`, as hold-out 15's audit settled. The Jakarta
 * three-year non-compete and the Kathmandu notice are judged by the positions, which are the employer's own (short
 * limited restraints; a stated notice or statutory notice): both are beyond the fallback whatever the reason the
 * employer's lawyer gives; the Kathmandu adverse side states its terms, so "unacceptable" stands. The Kitwe renewal's
 * mutual notice does not cure a five-year term stoppable only on twelve months' notice. The Riga assistance twin,
 * charged at agreed Annex 3 rates beyond forwarding requests and never declined, lies between the preferred position
 * and the fallback's "at the processor's reasonable cost". Also read and kept: the Saigon policies clause (the
 * customer's thirty-day convenience exit, unlike hold-out 16's Singapore renewal, gives neither notice before a change
 * binds nor the fallback's refund of fees prepaid quarterly); the Esbjerg data twin's use of Inspection Data in
 * aggregated form identifying neither the customer, a farm nor a person, only to improve the provider's models (the
 * fallback's de-identified use to improve products, of the data an inspection service's use produces); the benign
 * echoes that real contracts do carry ("does not survive termination", "binds both Parties equally", "may not decline
 * it", "may not use it for any purpose, including benchmarking ...", "use with the Hardware ... is not such a
 * modification").
 *
 * The figures are unchanged by the audit (re-run on d547d701's engine: 41 pairs 48.8 % / 22.0 %, 12 right; ten more
 * 40.0 % / 20.0 %, 3 right; all 51 47.1 % / 21.6 %, 15 right): the mended sides are read as before (the five mended
 * benign law twins but Calgary's still missing and flagged, Calgary's preferred and not flagged, the Ulaanbaatar
 * adverse side missing and flagged, the Calgary benign rent preferred), so HOLDOUT17_MISSES (but for the two
 * shortened keys) and the floors are unchanged.
 */
import type { AdverseCase } from './cases.js';
import { bad, badOrMissing, fill, good, noLaw } from './sides.js';

// ---------------------------------------------------------------- whole documents ----------------------------------

/** A Nigerian fintech and a Ghanaian mobile-money operator: a mutual NDA in plain English, with a cover table. */
const ibadan = (p: { law?: string; ident?: string; retain?: string; assign?: string }) => `MUTUAL CONFIDENTIALITY AGREEMENT

| | |
|---|---|
| Date | 3 February 2026 |
| Party A | Oyo Ledger Technologies Limited (RC 1789342), 14 Ring Road, Ibadan, Oyo State, Nigeria ("Oyo Ledger") |
| Party B | Sika Wallet Ghana Limited (CS 082914421), 7 Independence Avenue, Accra, Ghana ("Sika Wallet") |
| Purpose | Working out whether to open a Naira-Cedi remittance corridor between our two platforms |
| Governing law | ${p.law ?? 'The laws of the Federal Republic of Nigeria'} |
| Term | Three (3) years from the Date |

We are both going to share information, so each of us is sometimes the "Discloser" and sometimes the "Recipient".

1. What is Confidential Information
"Confidential Information" means non-public information about the Discloser's business, finances, customers, technology or systems that the Discloser shares with the Recipient in connection with the Purpose, in any form, including orally.${p.ident ? ` ${p.ident}` : ''}

2. What is not Confidential Information
Information is not Confidential Information if it (a) is or becomes public other than through the Recipient breaking this agreement; (b) was already lawfully known to the Recipient; (c) is lawfully received by the Recipient from someone else who is free to share it; or (d) is developed by the Recipient independently, without using the Discloser's information.

3. Using it
The Recipient will use Confidential Information only for the Purpose and will protect it with at least the care it uses for its own confidential information, and never less than reasonable care.

4. Who can see it
The Recipient may share Confidential Information with its employees and professional advisers who need to know it for the Purpose and who are bound by duties of confidentiality. The Recipient is responsible for them.

5. If the law requires disclosure
If a law, regulator or court requires the Recipient to disclose Confidential Information, the Recipient will tell the Discloser promptly (where the law allows) and disclose only what is required.

6. Giving it back
${p.retain ?? 'When the Discloser asks, or when this agreement ends, the Recipient will return or destroy the Discloser\'s Confidential Information and confirm in writing that it has done so.'}

7. No licence
Sharing Confidential Information gives the Recipient no licence or other right in it. It remains the Discloser's property.

8. How long this lasts
Our duties under clauses 3 to 6 last for three (3) years from the Date, and for trade secrets for as long as they remain trade secrets.

9. General
(a) Neither of us has to go ahead with the corridor or any other deal.
(b) ${p.assign ?? 'Neither of us may transfer this agreement without the other\'s written consent, except to a buyer of all or most of its business.'}
(c) This agreement is governed by the law stated in the table above, and the courts of that country have non-exclusive jurisdiction.
(d) This is our whole agreement about the Purpose.

Signed for Oyo Ledger: A. Adebayo, Managing Director        Signed for Sika Wallet: E. Mensah, Chief Executive
`;

/** A Chilean copper mine's maintenance MSA with a Santiago contractor, as text extracted from a PDF. */
const antofagasta = (p: { law?: string; ip?: string; conseq?: string }) => `MASTER SERVICES AGREEMENT
No. MQR-SAH-2026-014

between MINERA QUEBRADA ROJA SpA, RUT 76.412.330-5, with its
registered office at Avenida Grecia 1450, Antofagasta (the "Company")
and SERVICIOS ANDES HIDRÁULICA LIMITADA, RUT 77.905.118-2, of
Avenida Apoquindo 3721, Las Condes, Santiago (the "Contractor")

1. DEFINITIONS
1.1 "Services" means the maintenance, overhaul and diagnostics of the
hydraulic systems of the Company's haul trucks and shovels at the
Quebrada Roja mine site (the "Site") described in each Work Order.
1.2 "Deliverables" means all reports, drawings, hydraulic schematics,
calibration files, software and data produced by the Contractor in
performing the Services.
1.3 ${p.law ?? '"Applicable Law" means the law of the Republic of Chile.'}
1.4 "Background IP" means intellectual property of the Contractor
existing before the date of this Agreement or developed independently
of it.

2. WORK ORDERS
2.1 The Company may issue Work Orders describing Services, prices and
the schedule. A Work Order binds the parties when signed by both.

MSA MQR-SAH-2026-014                                        Page 1 of 4
CONFIDENTIAL

3. FEES AND PAYMENT
3.1 The Contractor invoices monthly in arrears. The Company pays
undisputed invoices within thirty (30) days after receipt.

4. PERFORMANCE
4.1 The Contractor performs the Services with the skill and care of a
competent contractor experienced in mining hydraulics and complies
with the Company's Site safety rules.

9. INTELLECTUAL PROPERTY
${p.ip ?? '9.1 The Company owns all Deliverables upon creation.\n9.2 The Contractor keeps its Background IP and grants the Company a\nperpetual, royalty-free licence to use it with the Deliverables.'}

MSA MQR-SAH-2026-014                                        Page 2 of 4
CONFIDENTIAL

11. CONFIDENTIALITY
11.1 Each party keeps the other's confidential information confidential
during the term of this Agreement and for five (5) years after it ends.

12. TERMINATION
12.1 The Company may terminate this Agreement, or any Work Order, for
convenience on thirty (30) days' written notice.

13. LIABILITY
13.1 The Contractor's aggregate liability under this Agreement is
limited to the fees paid under the relevant Work Order in the three (3)
months preceding the claim.
${p.conseq ?? '13.2 Neither party is liable for indirect or consequential loss.'}

MSA MQR-SAH-2026-014                                        Page 3 of 4
CONFIDENTIAL

14. LAW AND DISPUTES
14.1 This Agreement is governed by Applicable Law.
14.2 Disputes are finally resolved by arbitration under the Rules of
the Santiago Arbitration and Mediation Centre (CAM Santiago).

15. ASSIGNMENT
15.1 Neither party may assign this Agreement without the other's prior
written consent, except to a successor to all or substantially all of
its business.

MSA MQR-SAH-2026-014                                        Page 4 of 4
CONFIDENTIAL
`;

/** A Vietnamese garment maker's HTML subscription to a Portuguese PLM platform. */
const saigon = (p: { conseq?: string; changes?: string; tfc?: string }) => `<html><body>
<h1>FioCloud Subscription Agreement</h1>
<p>This Subscription Agreement is made between <b>Tecelagem Digital, Lda.</b>, NIPC 514 220 871, Rua do Raio 212, Braga, Portugal (the &ldquo;Provider&rdquo;) and <b>Saigon Green Garment Co., Ltd.</b>, enterprise code 0316 554 207, Lot 14 Tan Thuan Export Processing Zone, District 7, Ho Chi Minh City, Vietnam (the &ldquo;Customer&rdquo;).</p>
<h2>Order Details</h2>
<table>
<tr><th>Item</th><th>Detail</th></tr>
<tr><td>Service</td><td>FioCloud product-lifecycle management, 120 named users</td></tr>
<tr><td>Subscription Term</td><td>36 months from 1 March 2026</td></tr>
<tr><td>Fees</td><td>EUR 4,200 per month, fixed for the Subscription Term, invoiced quarterly in advance</td></tr>
<tr><td>Customer convenience termination</td><td>${p.tfc ?? 'At any time on thirty (30) days&rsquo; written notice'}</td></tr>
<tr><td>Availability</td><td>99.9% per calendar month, with service credits under Schedule 2</td></tr>
</table>
<h2>1. The Service</h2>
<p>1.1 The Provider makes the Service available to the Customer&rsquo;s users for the Subscription Term in accordance with the Service Description.</p>
<h2>6. Data Protection</h2>
<p>6.1 The Customer owns Customer Data. The Provider processes Customer Data only on the Customer&rsquo;s instructions, keeps it secure to industry standards, notifies the Customer of any breach without undue delay, and returns or deletes it at the end of the Subscription Term.</p>
<h2>7. Confidentiality</h2>
<p>7.1 Each party keeps the other&rsquo;s confidential information confidential during the Subscription Term and for five years after it ends.</p>
<h2>8. Liability</h2>
<p>8.1 Each party&rsquo;s aggregate liability is limited to the fees paid or payable in the twelve (12) months before the claim, except for breach of clause 6 or 7, indemnified claims and wilful misconduct.</p>
${p.conseq ?? '<p>8.2 Neither party is liable to the other for indirect or consequential loss.</p>'}
<h2>10. Termination</h2>
<p>10.1 Either party may terminate for the other&rsquo;s material breach not remedied within thirty (30) days of notice.</p>
<p>10.2 The Customer may terminate this Agreement for convenience as set out in the Order Details.</p>
<h2>11. General</h2>
<p>11.1 This Agreement is governed by the laws of Singapore and disputes are resolved by SIAC arbitration in Singapore.</p>
${p.changes ?? '<p>11.4 This Agreement may be amended only in writing signed by both parties.</p>'}
<p>11.5 In a conflict, the Order Details prevail over these terms.</p>
</body></html>
`;

/** A Waikato dairy co-operative's Markdown licence of herd-analytics software from a Delaware licensor. */
const waikato = (p: { data?: string; law?: string; indem?: string }) => `# Software Licence Agreement

**HerdSense Inc.**, a Delaware corporation of 2150 North First Street, San José, California ("**HerdSense**"), licenses the software described below to **Te Awa Dairy Co-operative Limited**, a co-operative company registered in New Zealand, of 41 Victoria Street, Hamilton ("**the Co-operative**").

## Order Details

| Item | Detail |
|---|---|
| Licensed Software | HerdSense Milk-Quality Analytics, version 7, and updates released during the Term |
| Sites | The Co-operative's 14 milk-collection centres in the Waikato |
| Hardware | The Co-operative's existing in-line milk meters and vat sensors (not supplied by HerdSense) |
| Term | Three (3) years from 1 April 2026 |
| Licence Fee | NZD 96,000 per year, invoiced annually in advance |
| Governing law | New Zealand |

## 1. Licence

1.1 HerdSense grants the Co-operative a non-exclusive, non-transferable licence to install and use the Licensed Software at the Sites for the Term, with the Hardware.

## 4. Fees

4.1 The Co-operative pays each invoice within thirty (30) days of receipt.

## 5. Farm Data

5.1 "Farm Data" means herd, milk-volume, somatic-cell, temperature and location data that the Licensed Software collects from the Co-operative's Sites or its supplier farms.
${p.data ?? '5.2 HerdSense uses Farm Data only to provide and support the Licensed Software.'}

## 8. Intellectual property claims

${p.indem ?? '8.1 HerdSense will defend the Co-operative against any third-party claim that the Licensed Software infringes any intellectual property right and pay any damages and costs finally awarded.'}

## 9. Confidentiality

9.1 Each party keeps the other's confidential information confidential during the Term and for five (5) years after it.

## 12. General

12.1 Neither party may assign this Licence without the other's written consent.
${p.law ?? '12.6 **Law.** This Licence is governed by the law stated in the Order Details.'}
12.7 **Entire agreement.** This Licence, including the Order Details, is the whole agreement between the parties about the Licensed Software.
`;

/** A Danish wind-farm operator buying blade inspections from a Hamburg drone company: plain English. */
const esbjerg = (p: { conseq?: string; data?: string; renewal?: string }) => `BLADE INSPECTION SERVICES AGREEMENT

Between Nordsee Rotor Inspektion GmbH, Grosse Elbstrasse 145, 22767 Hamburg, Germany ("we", "us") and Vestkyst Vind A/S, CVR 39 41 22 87, Havnegade 20, 6700 Esbjerg, Denmark ("you").

1. What we will do
We will inspect the rotor blades of your turbines at the Horns Rev sites listed in the Annex using drones and rope-access teams, and give you a damage report for each turbine within ten (10) working days of each inspection.

2. What you pay
You pay the day rates in the Annex. We invoice monthly and you pay undisputed invoices within thirty (30) days of receipt.

3. How long this agreement lasts
${p.renewal ?? 'This agreement runs for the 2026 and 2027 inspection seasons and then ends.'}

4. Your data
${p.data ?? 'We use the inspection images, blade-damage measurements and turbine data we collect ("Inspection Data") only to provide the services to you.'}

5. Liability
Each of our total liability to the other under this agreement is limited to the fees paid or payable in the twelve (12) months before the claim, but this limit does not apply to breaches of clause 4 or clause 6, to indemnified claims or to wilful misconduct.
${p.conseq ?? 'Neither of us is liable to the other for indirect or consequential loss.'}

6. Confidentiality
Each of us will keep the other's confidential information confidential during this agreement and for five (5) years after it ends.

7. Ending this agreement early
Either of us may end this agreement if the other fails to put right a serious breach within thirty (30) days of being told about it in writing.

8. Law
This agreement is governed by Danish law and the District Court of Esbjerg has jurisdiction.
`;

/** A Jeddah desalination developer's consultancy agreement with a Riyadh engineering consultancy. */
const jeddah = (p: { conseq?: string; law?: string; nonsol?: string }) => `CONSULTANCY AGREEMENT

THIS AGREEMENT is entered into on 15 Rajab 1447H (corresponding to 4 January 2026) BETWEEN:
(1) RED SEA WATER DEVELOPMENT COMPANY, a closed joint stock company, Commercial Registration No. 4030 118 227, King Abdulaziz Road, Jeddah (the "Client"); and
(2) NAJD PROCESS ENGINEERING CONSULTANTS, a professional limited liability company, Commercial Registration No. 1010 554 902, Olaya Street, Riyadh (the "Consultant"),
each a "Party".

1. SERVICES
1.1 The Consultant shall act as owner's engineer for the design review of the Client's 150,000 m3/day reverse-osmosis plant at Rabigh and shall perform the services in Appendix A (the "Services").

2. FEES
2.1 The Consultant shall invoice monthly. The Client shall pay each undisputed invoice within thirty (30) days of receipt.

3. STATUS
3.1 The Consultant is an independent contractor, responsible for its own taxes, Zakat, insurance and the GOSI contributions of its personnel, and has no authority to bind the Client.

4. DELIVERABLES
4.1 All reports, calculations and drawings prepared for the Client vest in the Client on creation.

5. LIABILITY
5.1 The Consultant's aggregate liability under this Agreement shall not exceed the total fees payable under it.
${p.conseq ?? '5.2 Neither Party shall be liable to the other for indirect or consequential loss.'}

6. CONFIDENTIALITY
6.1 Each Party shall keep the other Party's confidential information confidential during the term of this Agreement and for five (5) years after it ends.

7. PERSONNEL
${p.nonsol ?? '7.1 Each Party remains free to hire any person.'}

8. TERM AND TERMINATION
8.1 This Agreement continues until the Services are completed. The Client may terminate it at any time on thirty (30) days' written notice.

9. GOVERNING LAW AND DISPUTES
${p.law ?? '9.1 This Agreement shall be governed by the laws of the Kingdom of Saudi Arabia.'}
9.2 Any dispute shall be finally settled by arbitration under the Rules of the Saudi Center for Commercial Arbitration, seated in Riyadh.

IN WITNESS WHEREOF the Parties have signed this Agreement on the date first written above.
`;

/** An Indonesian online marketplace's employment contract in plain English. */
const jakarta = (p: { pay?: string; noncompete?: string; survive?: string }) => `EMPLOYMENT CONTRACT

This contract is between PT Pasar Nusantara Digital, Jalan Jenderal Sudirman Kav. 52-53, Jakarta Selatan ("we", "us") and Dewi Kartika Sari, of Jalan Kemang Raya 8, Jakarta Selatan ("you").

1. Your job
You will work for us as Head of Seller Growth, reporting to our Chief Commercial Officer, from our Jakarta office. Your employment starts on 2 March 2026 and is for an indefinite period (PKWTT).

2. Your pay
${p.pay ?? 'Your base salary is IDR 38,000,000 gross per month, paid on the 25th of each month. Any bonus is at our discretion.'}

3. Working hours and leave
You will work 40 hours a week, Monday to Friday, and have 14 working days of paid annual leave a year, as well as public holidays.

4. Confidential information
During your employment and after it ends, you will keep our confidential information secret and use it only to do your job. For trade secrets, this lasts for as long as they remain trade secrets.

5. Your work
Everything you create in the course of your job belongs to us, and you will help us register it if we ask.

6. Working for others after you leave
${p.noncompete ?? 'For six (6) months after your employment ends, you will not work in a role like yours for a business that runs an online marketplace competing with ours in Indonesia.'}

7. Our people and sellers
You will not solicit any of our employees to leave us, or any seller or merchant you dealt with in your last twelve months with us to stop selling on our marketplace or to sell on a competing one.

8. Ending your employment
Either of us may end your employment by giving the other one (1) month's written notice, subject to the Manpower Law. We may end it without notice for serious misconduct, such as theft, fraud, violence or a serious breach of this contract.

9. General
(a) This contract is governed by the laws of the Republic of Indonesia.
(b) ${p.survive ?? 'Clause 7 applies during your employment and for twelve (12) months after it ends, however it ends.'}
(c) If any part of this contract is invalid, the rest still applies.
`;

/** An Alberta landlord's industrial-bay lease in Canadian drafting, with basic terms and a rent schedule. */
const calgary = (p: { schedule?: string; indemnity?: string; insurance?: string; law?: string }) => `INDUSTRIAL LEASE

BASIC TERMS
(a) Landlord: Foothills Industrial Properties Ltd., an Alberta corporation
(b) Tenant: Prairie Cold Chain Inc., a federal corporation
(c) Premises: Bay 6, 4410 - 72 Avenue S.E., Calgary, Alberta, having a Rentable Area of approximately 18,000 square feet
(d) Term: five (5) years commencing on 1 May 2026 (the "Commencement Date")
(e) Basic Rent: as set out in Schedule C
(f) Tenant's Proportionate Share: 22.5%

1. GRANT
1.1 The Landlord leases the Premises to the Tenant for the Term at the Rent.

2. RENT
2.1 The Tenant shall pay Basic Rent in the amounts and at the times set out in Schedule C, and Additional Rent as provided in this Lease, without deduction except as this Lease provides.

3. OPERATING COSTS
3.1 The Tenant shall pay its Tenant's Proportionate Share of the reasonable costs of operating the Building, excluding capital costs and structural repairs, as Additional Rent.

4. REPAIRS
4.1 The Landlord shall repair the structure, roof, foundations and base building systems. The Tenant shall keep the interior of the Premises in good repair, reasonable wear and tear excepted.

5. INDEMNITY
${p.indemnity ?? '5.1 The Tenant shall indemnify and save harmless the Landlord from all claims arising from the Tenant\'s use of the Premises or its breach of this Lease, except to the extent caused by the negligence of the Landlord or those for whom it is in law responsible.'}

6. INSURANCE
${p.insurance ?? '6.1 The Landlord shall insure the Building for its full replacement cost and may recover the Tenant\'s Proportionate Share of the premium as Additional Rent. The Tenant shall insure its own contents and carry commercial general liability insurance of not less than $5,000,000 per occurrence.'}

7. ASSIGNMENT AND SUBLETTING
7.1 The Tenant shall not assign this Lease or sublet the Premises without the Landlord's consent, which shall not be unreasonably withheld, conditioned or delayed.

8. GENERAL
${p.law ?? '8.1 This Lease shall be governed by the laws of the Province of Alberta and the federal laws of Canada applicable therein.'}
8.2 Time is of the essence.

SCHEDULE C - BASIC RENT
${p.schedule ?? 'Years 1 to 5: $14.50 per square foot of Rentable Area per annum ($21,750.00 per month), payable monthly in advance on the first day of each month.'}
`;

// ---------------------------------------------------------------- excerpts with a slot -----------------------------

/** A Danish processor's DPA for a Latvian electricity retailer, as a Markdown table of terms. */
const RIGA_DPA = `# Data Processing Agreement

Controller: **Baltijas Elektrība SIA**, Riga, Latvia (the "Controller"). Processor: **Vindpark Analytics ApS**, Esbjerg, Denmark (the "Processor"). Main agreement: the Forecasting Services Agreement of 12 January 2026.

| Clause | Term |
|---|---|
| 1. Subject matter | The Processor processes the names, addresses, meter numbers and consumption data of the Controller's household customers to forecast demand. |
| 2. Instructions | The Processor processes Personal Data only on the Controller's documented instructions. |
| 3. Personnel | {{PERSONNEL}} |
| 4. Security | The Processor implements the measures in Annex 2, which meet Article 32 GDPR. |
| 5. Assistance | {{ASSISTANCE}} |
| 6. Breaches | The Processor notifies the Controller of a Personal Data Breach without undue delay and within 48 hours. |
| 9. Law | {{LAW}} |
`;

// ---------------------------------------------------------------- the 41 pairs -------------------------------------

export const HOLDOUT17: AdverseCase[] = [
  // ------------------------------------------------------------------ NDA (6) ----------------------------------------
  {
    id: 'h17-nda-doc-ibadan-cover-table-law-to-be-agreed-in-a-later-deal-or-ghana-with-non-exclusive-courts',
    pattern: 'reference',
    type: 'nda',
    check: 'nda.governing_law',
    adverse: noLaw(ibadan({ law: 'To be agreed between us in the definitive corridor agreement, if we sign one' })),
    benign: good(ibadan({ law: 'The laws of the Republic of Ghana' })),
  },
  {
    id: 'h17-nda-doc-ibadan-only-marked-paper-protected-nothing-said-or-shown-on-screen-or-marking-not-needed',
    pattern: 'position',
    type: 'nda',
    check: 'nda.explicit_identification',
    adverse: bad(ibadan({ ident: 'But information is protected only if it is in writing and marked "CONFIDENTIAL" when it is handed over; nothing shown on screen or said in a meeting or call is protected, even if the Discloser says at the time that it is confidential.' })),
    benign: good(ibadan({ ident: 'Information is protected whether or not it is marked "CONFIDENTIAL", if a reasonable person would understand it to be confidential; this includes things shown on screen or said in a meeting or call.' })),
  },
  {
    id: 'h17-nda-doc-ibadan-recipient-keeps-any-copies-for-its-own-products-free-of-the-duties-or-legal-and-backup-copies-still-bound',
    pattern: 'disapplied',
    type: 'nda',
    check: 'nda.retention_after_return',
    adverse: bad(ibadan({ retain: 'When the Discloser asks, or when this agreement ends, the Recipient will return or destroy the Discloser\'s Confidential Information and confirm in writing that it has done so. But the Recipient may keep any copies it decides to keep for its own business purposes, including building its own remittance products, and clauses 3 and 8 stop applying to the copies it keeps.' })),
    benign: good(ibadan({ retain: 'When the Discloser asks, or when this agreement ends, the Recipient will return or destroy the Discloser\'s Confidential Information and confirm in writing that it has done so. But the Recipient may keep copies it must keep by law or under Central Bank of Nigeria or Bank of Ghana record-keeping rules, and copies in automatic backups, and clauses 3 and 8 keep applying to every copy it keeps.' })),
  },
  {
    id: 'h17-nda-doc-ibadan-general-clause-lets-sika-wallet-alone-transfer-to-anyone-after-the-event-or-only-to-a-buyer-of-the-business',
    pattern: 'role',
    type: 'nda',
    check: 'nda.assignment',
    adverse: bad(ibadan({ assign: 'Neither of us may transfer this agreement without the other\'s written consent. But Sika Wallet may transfer this agreement, and the Confidential Information it has received, to any company in or outside its group or to any buyer of any part of its business, and need only tell Oyo Ledger afterwards.' })),
    benign: good(ibadan({ assign: 'Neither of us may transfer this agreement without the other\'s written consent, except to a buyer of all or most of its business; Sika Wallet will tell Oyo Ledger before any such transfer.' })),
  },
  {
    id: 'h17-nda-casablanca-third-party-information-excluded-only-with-a-sworn-declaration-within-ten-days-or-unless-known-bound',
    pattern: 'override',
    type: 'nda',
    check: 'nda.third_party_acquisition',
    adverse: bad(`CONFIDENTIALITY AGREEMENT (extract)
between Atlas Phosphates Trading S.A., Boulevard d'Anfa 101, Casablanca, Morocco, and Sahel Intrants SARL, Route de Rufisque, Dakar, Senegal, each a "Party", each disclosing and receiving information about a proposed fertiliser supply arrangement.

Article 3 - Exclusions
3.1 The obligations of Article 2 do not apply to information which the Receiving Party can show (a) is in the public domain other than by its fault; (b) was in its lawful possession before disclosure; or (c) was received from a third party without restriction, provided that, for this paragraph (c) only, the Receiving Party delivers to the Disclosing Party, within ten (10) days of receiving the information, a statutory declaration by that third party, sworn before a notary, that it was free to disclose the information; failing which the information remains Confidential Information.
3.2 Information independently developed by the Receiving Party without use of the Confidential Information is likewise excluded.`),
    benign: good(`CONFIDENTIALITY AGREEMENT (extract)
between Atlas Phosphates Trading S.A., Boulevard d'Anfa 101, Casablanca, Morocco, and Sahel Intrants SARL, Route de Rufisque, Dakar, Senegal, each a "Party", each disclosing and receiving information about a proposed fertiliser supply arrangement.

Article 3 - Exclusions
3.1 The obligations of Article 2 do not apply to information which the Receiving Party can show (a) is in the public domain other than by its fault; (b) was in its lawful possession before disclosure; or (c) was received from a third party without restriction, provided that, for this paragraph (c) only, the Receiving Party did not know, when it received the information, that the third party owed the Disclosing Party a duty of confidentiality; failing which the information remains Confidential Information.
3.2 Information independently developed by the Receiving Party without use of the Confidential Information is likewise excluded.`),
  },
  {
    id: 'h17-nda-tallinn-confidentiality-period-defined-as-the-evaluation-period-either-may-end-at-once-or-plus-three-years',
    pattern: 'reference',
    type: 'nda',
    check: 'nda.survival_of_obligations',
    adverse: bad(`MUTUAL NON-DISCLOSURE AGREEMENT (extract)
Parties: Kadaka Grid OÜ, Tallinn, Estonia and Hveravellir Orka ehf., Reykjavík, Iceland, each of which will disclose information to the other about a proposed geothermal heat-storage pilot.

1. Definitions
"Evaluation Period" means the period starting on the date of this Agreement and ending on the date either Party notifies the other that it no longer wishes to pursue the pilot, which either Party may do at any time.
"Confidentiality Period" means the Evaluation Period.

4. Duration
4.1 Each Party's obligations under clauses 2 (Confidentiality) and 3 (Use) apply during the Confidentiality Period and end when it ends.`),
    benign: good(`MUTUAL NON-DISCLOSURE AGREEMENT (extract)
Parties: Kadaka Grid OÜ, Tallinn, Estonia and Hveravellir Orka ehf., Reykjavík, Iceland, each of which will disclose information to the other about a proposed geothermal heat-storage pilot.

1. Definitions
"Evaluation Period" means the period starting on the date of this Agreement and ending on the date either Party notifies the other that it no longer wishes to pursue the pilot, which either Party may do at any time.
"Confidentiality Period" means the Evaluation Period and three (3) years after it ends, and, for trade secrets, for as long as they remain trade secrets.

4. Duration
4.1 Each Party's obligations under clauses 2 (Confidentiality) and 3 (Use) apply during the Confidentiality Period and end when it ends.`),
  },

  // ------------------------------------------------------------------ MSA (6) ----------------------------------------
  {
    id: 'h17-msa-doc-antofagasta-pdf-applicable-law-defined-as-the-contractors-seat-when-a-claim-is-made-or-chile',
    pattern: 'reference',
    type: 'msa',
    check: 'msa.governing_law',
    adverse: noLaw(antofagasta({ law: '"Applicable Law" means the law of the country in which the\nContractor has its registered office on the date a claim is notified.' })),
    benign: good(antofagasta({ law: '"Applicable Law" means the law of the Republic of Chile.' })),
  },
  {
    id: 'h17-msa-doc-antofagasta-pdf-contractor-owns-deliverables-assigned-only-on-a-timely-request-after-expiry-or-company-owns-on-creation',
    pattern: 'override',
    type: 'msa',
    check: 'msa.ip_ownership',
    adverse: bad(antofagasta({ ip: '9.1 The Contractor owns all Deliverables. The Contractor shall assign the\nDeliverables to the Company on the Company\'s written request made after\nexpiry of the term, provided that the Company has then paid all fees\nunder every Work Order; a request not made within thirty (30) days after\nexpiry lapses, and the Contractor may use the Deliverables for any client.' })),
    benign: good(antofagasta({ ip: '9.1 The Company owns all Deliverables upon creation. The Contractor shall,\non the Company\'s written request made at any time, sign any document\nneeded to record the Company\'s ownership.\n9.2 The Contractor keeps its Background IP and grants the Company a\nperpetual, royalty-free licence to use it with the Deliverables.' })),
  },
  {
    id: 'h17-msa-doc-antofagasta-pdf-contractors-standby-and-lost-profit-deemed-direct-loss-or-both-sides-deemed-indirect',
    pattern: 'position',
    type: 'msa',
    check: 'msa.consequential_damages',
    adverse: bad(antofagasta({ conseq: '13.2 Neither party is liable for indirect or consequential loss, including\nloss of production and loss of copper output. For this clause 13.2, the\nContractor\'s standby charges, demobilisation costs and loss of profit on\ncancelled Work Orders are direct loss recoverable from the Company.' })),
    benign: good(antofagasta({ conseq: '13.2 Neither party is liable for indirect or consequential loss, including\nloss of production and loss of copper output. For this clause 13.2, the\nContractor\'s loss of profit on cancelled Work Orders and the Company\'s\nloss of production are both indirect loss recoverable from neither party.' })),
  },
  {
    id: 'h17-msa-faroe-salmon-farmer-buys-fish-health-monitoring-only-from-provider-worldwide-and-two-years-after-or-faroe-sites-during-term',
    pattern: 'position',
    type: 'msa',
    check: 'msa.non_compete',
    adverse: bad(`MASTER SERVICES AGREEMENT (extract)
between Bergen Akva Sensor AS, Bergen, Norway (the "Provider") and Norðlaks P/F, Tórshavn, Faroe Islands (the "Customer").

Schedule 2 - Exclusivity
1. During the Term and for two (2) years after it ends, the Customer shall obtain all fish-health and sea-lice monitoring services for all of its sites, wherever located, exclusively from the Provider, and shall not develop or operate any such monitoring system itself.
2. Paragraph 1 survives termination of this Agreement for any reason.`),
    benign: good(`MASTER SERVICES AGREEMENT (extract)
between Bergen Akva Sensor AS, Bergen, Norway (the "Provider") and Norðlaks P/F, Tórshavn, Faroe Islands (the "Customer").

Schedule 2 - Exclusivity
1. During the Term only, the Customer shall obtain fish-health and sea-lice monitoring services for its sites in the Faroe Islands from the Provider; the Customer remains free to use any supplier, or its own monitoring system, for its other sites and after the Term.
2. Paragraph 1 does not survive termination of this Agreement for any reason.`),
  },
  {
    id: 'h17-msa-colombo-tea-exporter-provider-may-novate-to-any-permitted-transferee-it-nominates-or-only-a-non-competing-successor',
    pattern: 'reference',
    type: 'msa',
    check: 'msa.assignment',
    adverse: bad(`MASTER SERVICES AGREEMENT (extract)
Ceylon Leaf Exports (Private) Limited, Colombo 03, Sri Lanka (the "Customer") and Lankaware Logistics Systems (Private) Limited, Colombo 10, Sri Lanka (the "Provider").

1.1 "Permitted Transferee" means any person that the Provider nominates in a notice to the Customer.

18. Assignment
18.1 Neither party may assign or novate this Agreement without the prior written consent of the other party.
18.2 Notwithstanding clause 18.1, the Provider may assign or novate this Agreement, in whole or in part, to a Permitted Transferee by notice to the Customer.`),
    benign: good(`MASTER SERVICES AGREEMENT (extract)
Ceylon Leaf Exports (Private) Limited, Colombo 03, Sri Lanka (the "Customer") and Lankaware Logistics Systems (Private) Limited, Colombo 10, Sri Lanka (the "Provider").

1.1 "Permitted Transferee" means a successor to all or substantially all of the Provider's business by merger or sale that is not a competitor of the Customer.

18. Assignment
18.1 Neither party may assign or novate this Agreement without the prior written consent of the other party.
18.2 Notwithstanding clause 18.1, the Provider may assign or novate this Agreement, in whole but not in part, to a Permitted Transferee by notice to the Customer.`),
  },
  {
    id: 'h17-msa-lima-fishmeal-each-party-keeps-confidential-information-defined-as-the-providers-only-or-either-partys',
    pattern: 'reference',
    type: 'msa',
    check: 'msa.confidentiality',
    adverse: bad(`MASTER SERVICES AGREEMENT (extract)
Pesquera Costa Azul S.A.C., Lima, Peru (the "Customer") and Andina Process Analytics S.A.C., Miraflores, Lima (the "Provider").

1. Definitions
"Confidential Information" means all non-public information disclosed by the Provider to the Customer in connection with this Agreement, including pricing, methods and software.

10. Confidentiality
10.1 Each party shall keep the Confidential Information confidential and use it only for this Agreement.
10.2 This clause 10 survives termination for five (5) years.`),
    benign: good(`MASTER SERVICES AGREEMENT (extract)
Pesquera Costa Azul S.A.C., Lima, Peru (the "Customer") and Andina Process Analytics S.A.C., Miraflores, Lima (the "Provider").

1. Definitions
"Confidential Information" means all non-public information disclosed by either party to the other in connection with this Agreement, including the Customer's catch and plant data and the Provider's pricing, methods and software.

10. Confidentiality
10.1 Each party shall keep the other party's Confidential Information confidential and use it only for this Agreement.
10.2 This clause 10 survives termination for five (5) years.`),
  },

  // ------------------------------------------------------------------ SaaS (6) ---------------------------------------
  {
    id: 'h17-saas-doc-saigon-html-excluded-loss-covers-lost-data-and-replacement-for-provider-only-or-mutual-with-carve-outs',
    pattern: 'role',
    type: 'saas',
    check: 'saas.consequential_damages',
    adverse: bad(saigon({ conseq: '<p>8.2 &ldquo;Excluded Loss&rdquo; means indirect, special or consequential loss, loss of profits, revenue or production, loss or corruption of Customer Data and the cost of procuring replacement services. The Provider is not liable to the Customer for any Excluded Loss, whatever its cause, including a breach of clause 6 (Data Protection) or clause 7 (Confidentiality).</p>' })),
    benign: good(saigon({ conseq: '<p>8.2 &ldquo;Excluded Loss&rdquo; means indirect, special or consequential loss and loss of profits, revenue or production, but not loss or corruption of Customer Data or the cost of procuring replacement services. Neither party is liable to the other for any Excluded Loss, except loss caused by a breach of clause 6 (Data Protection) or clause 7 (Confidentiality), by gross negligence or wilful misconduct, or covered by an indemnity.</p>' })),
  },
  {
    id: 'h17-saas-doc-saigon-html-online-policies-bind-as-updated-on-publication-or-as-at-the-effective-date',
    pattern: 'reference',
    type: 'saas',
    check: 'saas.unilateral_changes',
    adverse: bad(saigon({ changes: '<p>11.4 The Acceptable Use Policy and the Service Description at fiocloud.pt/legal form part of this Agreement in the version published from time to time. The Provider may update them at any time; an update takes effect when it is published, and the Customer&rsquo;s continued use of the Service is acceptance of it.</p>' })),
    benign: good(saigon({ changes: '<p>11.4 The Acceptable Use Policy and the Service Description at fiocloud.pt/legal form part of this Agreement in the version published on the date of this Agreement. The Provider may publish updates at any time; an update binds the Customer only if both parties sign it.</p>' })),
  },
  {
    id: 'h17-saas-doc-saigon-html-order-table-exit-only-after-month-30-on-180-days-or-any-time-on-30-days',
    pattern: 'reference',
    type: 'saas',
    check: 'saas.termination_for_convenience',
    adverse: bad(saigon({ tfc: 'Not before the end of month 30 of the Subscription Term, and then on one hundred and eighty (180) days&rsquo; written notice' })),
    benign: good(saigon({ tfc: 'At any time after the first month of the Subscription Term, on thirty (30) days&rsquo; written notice' })),
  },
  {
    id: 'h17-saas-montevideo-law-the-provider-designates-in-each-invoice-or-uruguay',
    pattern: 'override',
    type: 'saas',
    check: 'saas.governing_law',
    adverse: noLaw(`SUBSCRIPTION TERMS (extract)
Provider: Rambla Cloud S.R.L., Montevideo. Customer: Puerto Sauce Logística S.A., Juan Lacaze, Uruguay.

14. Governing law
14.1 Each Subscription Term is governed by the law that the Provider designates in its first invoice for that Subscription Term, and the courts of that law's country have exclusive jurisdiction.`),
    benign: good(`SUBSCRIPTION TERMS (extract)
Provider: Rambla Cloud S.R.L., Montevideo. Customer: Puerto Sauce Logística S.A., Juan Lacaze, Uruguay.

14. Governing law
14.1 Each Subscription Term is governed by the laws of the Oriental Republic of Uruguay, and the courts of Montevideo have exclusive jurisdiction.`),
  },
  {
    id: 'h17-saas-ljubljana-pharmacies-provider-may-pass-customer-information-to-investors-and-anyone-it-sees-fit-or-either-to-bound-advisers',
    pattern: 'role',
    type: 'saas',
    check: 'saas.confidentiality',
    adverse: bad(`SOFTWARE-AS-A-SERVICE AGREEMENT (extract)
Lekarna Sava d.o.o., Ljubljana, Slovenia (the "Customer") and Receptura Cloud d.o.o., Maribor, Slovenia (the "Provider").

9. Confidentiality
9.1 Each party shall keep the other's Confidential Information confidential during the term and for five (5) years after it ends.
9.2 The Provider may nevertheless disclose the Customer's Confidential Information, including dispensing volumes and supplier pricing, to its affiliates, investors, prospective acquirers and any other third party the Provider considers appropriate, without any duty of confidentiality being imposed on them.`),
    benign: good(`SOFTWARE-AS-A-SERVICE AGREEMENT (extract)
Lekarna Sava d.o.o., Ljubljana, Slovenia (the "Customer") and Receptura Cloud d.o.o., Maribor, Slovenia (the "Provider").

9. Confidentiality
9.1 Each party shall keep the other's Confidential Information confidential during the term and for five (5) years after it ends.
9.2 Either party may nevertheless disclose the other's Confidential Information, including dispensing volumes and supplier pricing, to its affiliates, professional advisers, investors and prospective acquirers who need to know it, provided a duty of confidentiality no less protective than this clause 9 is imposed on them.`),
  },
  {
    id: 'h17-saas-gaborone-html-order-form-tier-leaves-out-the-ip-indemnity-customer-indemnifies-or-enterprise-tier-includes-it',
    pattern: 'reference',
    type: 'saas',
    check: 'saas.indemnification',
    adverse: bad(`<h3>Order Form</h3>
<table><tr><td>Customer</td><td>Okavango Diamond Sorting (Pty) Ltd, Gaborone, Botswana</td></tr>
<tr><td>Provider</td><td>Kalahari Vision Systems (Pty) Ltd, Johannesburg</td></tr>
<tr><td>Tier</td><td>Standard</td></tr>
<tr><td>IP Indemnity</td><td>Not included</td></tr></table>
<h3>Terms of Service (extract)</h3>
<p>12.1 If the Order Form states that the IP Indemnity is included, the Provider shall defend the Customer against any third-party claim that the Service infringes any intellectual property right and pay the damages finally awarded.</p>
<p>12.2 The Customer shall defend and indemnify the Provider against any third-party claim arising from the Customer&rsquo;s use of the Service, including a claim that the Service, as used by the Customer, infringes any intellectual property right.</p>`),
    benign: good(`<h3>Order Form</h3>
<table><tr><td>Customer</td><td>Okavango Diamond Sorting (Pty) Ltd, Gaborone, Botswana</td></tr>
<tr><td>Provider</td><td>Kalahari Vision Systems (Pty) Ltd, Johannesburg</td></tr>
<tr><td>Tier</td><td>Enterprise</td></tr>
<tr><td>IP Indemnity</td><td>Included</td></tr></table>
<h3>Terms of Service (extract)</h3>
<p>12.1 If the Order Form states that the IP Indemnity is included, the Provider shall defend the Customer against any third-party claim that the Service infringes any intellectual property right and pay the damages finally awarded.</p>
<p>12.2 The Customer shall defend and indemnify the Provider against any third-party claim arising from the Customer Data, except a claim that the Service itself infringes any intellectual property right.</p>`),
  },

  // ------------------------------------------------------------------ licence (4) ------------------------------------
  {
    id: 'h17-licence-doc-waikato-markdown-farm-data-kept-and-used-for-benchmarking-after-the-term-or-deleted-and-unused',
    pattern: 'override',
    type: 'license',
    check: 'license.data_use',
    adverse: bad(waikato({ data: '5.2 HerdSense uses Farm Data only to provide and support the Licensed Software.\n5.3 On expiry or termination of this Licence for any reason, HerdSense may keep Farm Data and use it for any purpose, including benchmarking products it sells to milk processors that compete with the Co-operative.' })),
    benign: good(waikato({ data: '5.2 HerdSense uses Farm Data only to provide and support the Licensed Software.\n5.3 On expiry or termination of this Licence for any reason, HerdSense will delete Farm Data within sixty (60) days and may not use it for any purpose, including benchmarking products it sells to milk processors that compete with the Co-operative.' })),
  },
  {
    id: 'h17-licence-doc-waikato-markdown-general-clause-overrides-the-order-details-with-california-and-exclusive-courts-or-confirms-new-zealand',
    pattern: 'override',
    type: 'license',
    check: 'license.governing_law',
    adverse: bad(waikato({ law: '12.6 **Law.** Notwithstanding the Order Details, this Licence is governed by the laws of the State of California, and the state and federal courts in Santa Clara County, California have exclusive jurisdiction.' })),
    benign: good(waikato({ law: '12.6 **Law.** As the Order Details say, this Licence is governed by the laws of New Zealand, and the courts of New Zealand have non-exclusive jurisdiction; HerdSense may also seek an injunction to protect its intellectual property in the courts of Santa Clara County, California.' })),
  },
  {
    id: 'h17-licence-doc-waikato-markdown-ip-indemnity-excludes-use-with-the-co-ops-own-milk-meters-or-only-unapproved-modifications',
    pattern: 'disapplied',
    type: 'license',
    check: 'license.indemnification',
    adverse: bad(waikato({ indem: '8.1 HerdSense will defend the Co-operative against any third-party claim that the Licensed Software infringes any intellectual property right and pay any damages and costs finally awarded.\n8.2 Clause 8.1 does not apply to any claim arising from use of the Licensed Software in combination with any hardware, meter, sensor or data not supplied by HerdSense, including the Hardware listed in the Order Details.' })),
    benign: good(waikato({ indem: '8.1 HerdSense will defend the Co-operative against any third-party claim that the Licensed Software infringes any intellectual property right and pay any damages and costs finally awarded.\n8.2 Clause 8.1 does not apply to any claim that would not have arisen but for a modification of the Licensed Software made by the Co-operative without HerdSense\'s consent; use with the Hardware listed in the Order Details is not such a modification.' })),
  },
  {
    id: 'h17-licence-speyside-brand-bottler-in-goa-bound-for-ten-years-licensor-free-to-use-its-sales-data-or-mutual-five-years',
    pattern: 'role',
    type: 'license',
    check: 'license.confidentiality',
    adverse: bad(`TRADE MARK AND RECIPE LICENCE (extract)
Glen Aird Distillers Limited, Aberlour, Banffshire, Scotland (the "Licensor") and Konkan Spirits Private Limited, Verna Industrial Estate, Goa, India (the "Licensee").

11. Confidentiality
11.1 The Licensee shall keep confidential all information of the Licensor, including the blend specifications and cask programme, during the Term and for ten (10) years after it ends.
11.2 The Licensor may use and disclose the Licensee's sales, distribution and pricing information, including to other licensees and distributors in India, as it sees fit.`),
    benign: good(`TRADE MARK AND RECIPE LICENCE (extract)
Glen Aird Distillers Limited, Aberlour, Banffshire, Scotland (the "Licensor") and Konkan Spirits Private Limited, Verna Industrial Estate, Goa, India (the "Licensee").

11. Confidentiality
11.1 Each party shall keep confidential all information of the other, including the Licensor's blend specifications and cask programme, during the Term and for five (5) years after it ends.
11.2 The Licensor shall not use or disclose the Licensee's sales, distribution and pricing information, including to other licensees and distributors in India, except to perform this Licence.`),
  },

  // ------------------------------------------------------------------ services (4) -----------------------------------
  {
    id: 'h17-services-doc-esbjerg-provider-alone-excused-lost-generation-even-for-gross-negligence-customer-fully-liable-or-mutual-with-carve-outs',
    pattern: 'role',
    type: 'services',
    check: 'services.consequential_damages',
    adverse: bad(esbjerg({ conseq: 'We are not liable to you for any indirect or consequential loss, or for lost profits, including lost generation revenue and grid-balancing penalties while a turbine is stopped, even if caused by our gross negligence. You remain liable to us for all loss you cause, including our lost profits on cancelled inspection days.' })),
    benign: good(esbjerg({ conseq: 'Neither of us is liable to the other for any indirect or consequential loss, or for lost profits, including lost generation revenue and grid-balancing penalties while a turbine is stopped, unless caused by gross negligence, wilful misconduct, a breach of clause 4 (Your data) or clause 6 (Confidentiality), or covered by an indemnity.' })),
  },
  {
    id: 'h17-services-doc-esbjerg-inspection-data-used-to-train-and-sell-models-and-publish-named-farms-or-aggregated-only',
    pattern: 'position',
    type: 'services',
    check: 'services.data_use',
    adverse: bad(esbjerg({ data: 'We may use the inspection images, blade-damage measurements and turbine data we collect ("Inspection Data") to provide the services to you and, for as long as we like, to train and sell our blade-damage detection models and to publish reports that identify your wind farms.' })),
    benign: good(esbjerg({ data: 'We may use the inspection images, blade-damage measurements and turbine data we collect ("Inspection Data") to provide the services to you, and in aggregated form that identifies neither you nor any wind farm or person to improve our blade-damage detection models; we will not sell Inspection Data or publish anything that identifies your wind farms.' })),
  },
  {
    id: 'h17-services-doc-esbjerg-renews-for-three-seasons-unless-notice-in-a-january-window-or-one-season-unless-30-days',
    pattern: 'position',
    type: 'services',
    check: 'services.auto_renewal',
    adverse: bad(esbjerg({ renewal: 'This agreement runs for the 2026 and 2027 inspection seasons. It then renews automatically for further periods of three (3) inspection seasons each, unless you tell us in writing, between 1 and 15 January of the last season of the current period, that it will not renew.' })),
    benign: good(esbjerg({ renewal: 'This agreement runs for the 2026 and 2027 inspection seasons. It then renews automatically for one (1) inspection season at a time, unless either of us tells the other in writing, at any time up to thirty (30) days before the next season starts, that it will not renew.' })),
  },
  {
    id: 'h17-services-dhaka-testing-lab-law-of-the-providers-standard-terms-as-amended-or-bangladesh-and-those-terms-excluded',
    pattern: 'reference',
    type: 'services',
    check: 'services.governing_law',
    adverse: noLaw(`TESTING SERVICES AGREEMENT (extract)
Meghna Knitwear Limited, Gazipur, Bangladesh (the "Customer") and Buriganga Textile Testing Laboratories Limited, Tejgaon, Dhaka (the "Provider").

15. Governing law
15.1 This Agreement is governed by the law specified in the Provider's Standard Terms of Business, as amended by the Provider from time to time and published on its website.`),
    benign: good(`TESTING SERVICES AGREEMENT (extract)
Meghna Knitwear Limited, Gazipur, Bangladesh (the "Customer") and Buriganga Textile Testing Laboratories Limited, Tejgaon, Dhaka (the "Provider").

15. Governing law
15.1 This Agreement is governed by the laws of Bangladesh; the Provider's Standard Terms of Business, as amended by the Provider from time to time and published on its website, do not apply to it.`),
  },

  // ------------------------------------------------------------------ consulting (4) ---------------------------------
  {
    id: 'h17-consulting-doc-jeddah-all-lost-profit-excluded-even-for-misconduct-but-client-pays-consultants-lost-profit-or-mutual-with-carve-outs',
    pattern: 'role',
    type: 'consulting',
    check: 'consulting.consequential_damages',
    adverse: bad(jeddah({ conseq: '5.2 Neither Party shall be liable to the other for loss of profit, loss of water-sale revenue, delay liquidated damages payable under the EPC Contract, or any indirect or consequential loss, howsoever caused, including by gross negligence, wilful misconduct or breach of Clause 6 (Confidentiality); save that the Client shall remain liable for the Consultant\'s loss of profit on any Services the Client omits or suspends.' })),
    benign: good(jeddah({ conseq: '5.2 Neither Party shall be liable to the other for loss of profit, loss of water-sale revenue or any indirect or consequential loss, save where caused by gross negligence, wilful misconduct or breach of Clause 6 (Confidentiality), or covered by an indemnity; delay liquidated damages payable by the Client under the EPC Contract because of the Consultant\'s breach are direct loss.' })),
  },
  {
    id: 'h17-consulting-doc-jeddah-law-of-where-services-are-mainly-performed-as-the-consultant-decides-or-saudi-wherever-performed',
    pattern: 'position',
    type: 'consulting',
    check: 'consulting.governing_law',
    adverse: noLaw(jeddah({ law: '9.1 This Agreement shall be governed by the laws of the jurisdiction in which the Services are principally performed, as determined by the Consultant at the time a dispute arises.' })),
    benign: good(jeddah({ law: '9.1 This Agreement shall be governed by the laws of the Kingdom of Saudi Arabia, wherever the Services are principally performed.' })),
  },
  {
    id: 'h17-consulting-doc-jeddah-client-alone-barred-from-hiring-any-consultant-staff-for-24-months-with-a-years-salary-fee-or-mutual-term-only',
    pattern: 'role',
    type: 'consulting',
    check: 'consulting.non_solicitation',
    adverse: bad(jeddah({ nonsol: '7.1 During the term of this Agreement and for twenty-four (24) months after it ends, the Client shall not employ or engage, directly or through any contractor, any person employed by the Consultant at any time during the term, whether or not that person worked on the Services, and shall pay the Consultant a fee equal to twelve (12) months\' gross salary of any such person.\n7.2 This Clause 7 does not bind the Consultant.' })),
    benign: good(jeddah({ nonsol: '7.1 During the term of this Agreement only, neither Party shall actively solicit for employment any person employed by the other who worked on the Services, but either Party may hire a person who responds to a general advertisement.\n7.2 This Clause 7 binds both Parties equally.' })),
  },
  {
    id: 'h17-consulting-split-shipyard-ip-indemnity-capped-at-5000-euro-after-client-exhausts-remedies-or-on-prompt-notice',
    pattern: 'override',
    type: 'consulting',
    check: 'consulting.indemnification',
    adverse: bad(`CONSULTANCY AGREEMENT (extract)
Brodogradilište Marjan d.d., Split, Croatia (the "Client") and Adria Naval Design j.d.o.o., Rijeka, Croatia (the "Consultant").

12. Indemnity
12.1 The Consultant shall defend and indemnify the Client against any third-party claim that the hull designs or other Deliverables infringe any intellectual property right.
12.2 Notwithstanding clause 12.1, the Consultant's total liability under this clause 12 shall not exceed EUR 5,000, and the Consultant is not obliged to act until the Client has first exhausted all its remedies against the claimant, including any appeal.`),
    benign: good(`CONSULTANCY AGREEMENT (extract)
Brodogradilište Marjan d.d., Split, Croatia (the "Client") and Adria Naval Design j.d.o.o., Rijeka, Croatia (the "Consultant").

12. Indemnity
12.1 The Consultant shall defend and indemnify the Client against any third-party claim that the hull designs or other Deliverables infringe any intellectual property right.
12.2 Under clause 12.1, the Client shall notify the Consultant of the claim promptly and let the Consultant conduct its defence, and the Consultant is not obliged to act on a claim the Client has settled without its consent.`),
  },

  // ------------------------------------------------------------------ employment (4) ---------------------------------
  {
    id: 'h17-employment-doc-jakarta-salary-is-whatever-the-portal-table-says-as-changed-or-a-stated-sum-for-grade-seven',
    pattern: 'reference',
    type: 'employment',
    check: 'employment.compensation',
    adverse: badOrMissing(jakarta({ pay: 'Your base salary is the amount for your grade in our Salary Table, which we publish on the HR portal and may change at any time. We pay it monthly. Any bonus is at our discretion.' })),
    benign: good(jakarta({ pay: 'Your base salary is IDR 38,000,000 gross per month, which is the amount for your grade (Grade 7) in our Salary Table on the HR portal, and we pay it on the 25th of each month. Any bonus is at our discretion.' })),
  },
  {
    id: 'h17-employment-doc-jakarta-three-years-any-online-business-in-southeast-asia-or-six-months-competing-marketplace-in-indonesia',
    pattern: 'position',
    type: 'employment',
    check: 'employment.non_compete',
    adverse: bad(jakarta({ noncompete: 'For three (3) years after your employment ends, you will not work in any role, or invest, in any business anywhere in Southeast Asia that sells anything online.' })),
    benign: good(jakarta({ noncompete: 'For six (6) months after your employment ends, you will not work in a role like yours for a business that runs an online marketplace competing with ours in Indonesia, and we will keep paying your base salary during those six months.' })),
  },
  {
    id: 'h17-employment-doc-jakarta-general-clause-ends-the-non-solicitation-on-the-last-day-or-keeps-it-twelve-months',
    pattern: 'disapplied',
    type: 'employment',
    check: 'employment.non_solicit',
    adverse: bad(jakarta({ survive: 'Clause 7 applies only while you are employed by us and ends on the day your employment ends, however it ends.' })),
    benign: good(jakarta({ survive: 'Clause 7 applies while you are employed by us and for twelve (12) months after the day your employment ends, however it ends.' })),
  },
  {
    id: 'h17-employment-ulaanbaatar-mine-law-to-be-agreed-at-the-first-annual-review-or-mongolia',
    pattern: 'position',
    type: 'employment',
    check: 'employment.governing_law',
    adverse: noLaw(`EMPLOYMENT AGREEMENT (extract)
Employer: Gobi Copper Resources LLC, Sükhbaatar District, Ulaanbaatar, Mongolia. Employee: Bat-Erdene Ganbold, Senior Mine Planner, rotating between the Ulaanbaatar office and the Khanbogd site.

14. Governing law
14.1 The parties will agree the law governing this Agreement at the Employee's first annual performance review.`),
    benign: good(`EMPLOYMENT AGREEMENT (extract)
Employer: Gobi Copper Resources LLC, Sükhbaatar District, Ulaanbaatar, Mongolia. Employee: Bat-Erdene Ganbold, Senior Mine Planner, rotating between the Ulaanbaatar office and the Khanbogd site.

14. Governing law
14.1 This Agreement is governed by the laws of Mongolia.`),
  },

  // ------------------------------------------------------------------ lease (4) --------------------------------------
  {
    id: 'h17-lease-doc-calgary-basic-rent-by-a-schedule-c-left-blank-for-the-landlord-or-completed',
    pattern: 'reference',
    type: 'lease',
    check: 'lease.rent',
    adverse: badOrMissing(calgary({ schedule: '[To be completed by the Landlord before the Commencement Date.]' })),
    benign: good(calgary({ schedule: 'Years 1 to 5: $14.50 per square foot of Rentable Area per annum ($21,750.00 per month), payable monthly in advance on the first day of each month.' })),
  },
  {
    id: 'h17-lease-doc-calgary-tenant-indemnifies-for-everything-in-the-building-including-landlords-negligence-or-except-it',
    pattern: 'position',
    type: 'lease',
    check: 'lease.tenant_indemnity',
    adverse: bad(calgary({ indemnity: '5.1 The Tenant shall indemnify and save harmless the Landlord from all claims arising in any way in connection with the Premises or the Building, howsoever caused, including by the negligence of the Landlord or those for whom it is in law responsible.' })),
    benign: good(calgary({ indemnity: '5.1 The Tenant shall indemnify and save harmless the Landlord from all claims arising from the Tenant\'s use of the Premises or its breach of this Lease, howsoever caused, except to the extent caused by the negligence of the Landlord or those for whom it is in law responsible.' })),
  },
  {
    id: 'h17-lease-doc-calgary-tenant-insures-the-whole-building-and-rent-runs-after-a-fire-or-landlord-insures-and-rent-abates',
    pattern: 'role',
    type: 'lease',
    check: 'lease.insurance',
    adverse: bad(calgary({ insurance: '6.1 The Tenant shall insure the Building, including its roof and structure, for its full replacement cost, and the Landlord shall have no obligation to insure. Basic Rent and Additional Rent shall continue to be payable in full whether or not the Premises are damaged or destroyed.' })),
    benign: good(calgary({ insurance: '6.1 The Landlord shall insure the Building, including its roof and structure, for its full replacement cost and may recover the Tenant\'s Proportionate Share of the premium as Additional Rent. Basic Rent shall abate while insured damage makes the Premises unfit for use. The Tenant shall insure its own contents and carry commercial general liability insurance of not less than $5,000,000 per occurrence.' })),
  },
  {
    id: 'h17-lease-doc-calgary-law-of-wherever-the-landlords-head-office-is-from-time-to-time-or-alberta-regardless',
    pattern: 'position',
    type: 'lease',
    check: 'lease.governing_law',
    adverse: noLaw(calgary({ law: '8.1 This Lease shall be governed by the laws of the jurisdiction in which the Landlord\'s head office is situate from time to time.' })),
    benign: good(calgary({ law: '8.1 This Lease shall be governed by the laws of the Province of Alberta and the federal laws of Canada applicable therein.' })),
  },

  // ------------------------------------------------------------------ DPA (3) ----------------------------------------
  {
    id: 'h17-dpa-riga-markdown-law-of-whichever-member-state-the-processor-records-from-time-to-time-or-latvia',
    pattern: 'markup',
    type: 'dpa',
    check: 'dpa.governing_law',
    adverse: noLaw(fill(fill(fill(RIGA_DPA, 'PERSONNEL', 'Everyone the Processor authorises to process Personal Data has committed to confidentiality.'), 'ASSISTANCE', 'The Processor assists the Controller with data subject requests and its obligations under Articles 32 to 36 GDPR.'), 'LAW', 'This DPA is governed by the law of the EU Member State that the Processor names in its records of processing, as updated by the Processor from time to time.')),
    benign: good(fill(fill(fill(RIGA_DPA, 'PERSONNEL', 'Everyone the Processor authorises to process Personal Data has committed to confidentiality.'), 'ASSISTANCE', 'The Processor assists the Controller with data subject requests and its obligations under Articles 32 to 36 GDPR.'), 'LAW', 'This DPA is governed by the law of the Republic of Latvia.')),
  },
  {
    id: 'h17-dpa-riga-markdown-assistance-only-under-a-separate-order-the-processor-may-decline-or-by-measures-at-annex-rates',
    pattern: 'markup',
    type: 'dpa',
    check: 'dpa.assistance',
    adverse: bad(fill(fill(fill(RIGA_DPA, 'PERSONNEL', 'Everyone the Processor authorises to process Personal Data has committed to confidentiality.'), 'LAW', 'This DPA is governed by the law of the Republic of Latvia.'), 'ASSISTANCE', 'The Processor assists the Controller with data subject requests and its obligations under Articles 32 to 36 GDPR only if the Controller orders Assistance Services under a separate statement of work at the Processor\'s then-current rates, which order the Processor may decline.')),
    benign: good(fill(fill(fill(RIGA_DPA, 'PERSONNEL', 'Everyone the Processor authorises to process Personal Data has committed to confidentiality.'), 'LAW', 'This DPA is governed by the law of the Republic of Latvia.'), 'ASSISTANCE', 'The Processor assists the Controller with data subject requests and its obligations under Articles 32 to 36 GDPR by appropriate technical and organisational measures; work beyond forwarding requests and giving information is charged at the rates in Annex 3, and the Processor may not decline it.')),
  },
  {
    id: 'h17-dpa-riga-markdown-contractors-temps-and-sub-processor-staff-unbound-or-everyone-committed',
    pattern: 'disapplied',
    type: 'dpa',
    check: 'dpa.personnel_confidentiality',
    adverse: bad(fill(fill(fill(RIGA_DPA, 'ASSISTANCE', 'The Processor assists the Controller with data subject requests and its obligations under Articles 32 to 36 GDPR.'), 'LAW', 'This DPA is governed by the law of the Republic of Latvia.'), 'PERSONNEL', 'The Processor\'s employees with access to Personal Data are bound by confidentiality; this does not apply to contractors, temporary staff or staff of Sub-processors, who may access Personal Data without any confidentiality undertaking.')),
    benign: good(fill(fill(fill(RIGA_DPA, 'ASSISTANCE', 'The Processor assists the Controller with data subject requests and its obligations under Articles 32 to 36 GDPR.'), 'LAW', 'This DPA is governed by the law of the Republic of Latvia.'), 'PERSONNEL', 'The Processor\'s employees with access to Personal Data are bound by confidentiality, and so are its contractors, temporary staff and staff of Sub-processors, each of whom commits to confidentiality before accessing Personal Data.')),
  },
];

// ---------------------------------------------------------------- the ten more --------------------------------------

export const HOLDOUT17_EXTRA: AdverseCase[] = [
  {
    id: 'h17x-nda-kigali-coffee-site-visits-tastings-and-talks-never-confidential-or-confidential-whether-or-not-marked',
    pattern: 'override',
    type: 'nda',
    check: 'nda.oral_information_included',
    adverse: bad(`MUTUAL NON-DISCLOSURE AGREEMENT (extract)
Between Nyungwe Highlands Coffee Ltd, Kigali, Rwanda and Bosphorus Roasters A.Ş., Istanbul, Türkiye, each a Disclosing Party and a Receiving Party.

1. "Confidential Information" means any information disclosed by a Disclosing Party in connection with the proposed long-term green-coffee supply, in any form.
5. Marking. Written Confidential Information shall be marked "Confidential".
6. Notwithstanding clause 1, information disclosed orally or by demonstration, including during visits to washing stations, cupping sessions and conversations with farmers, is not Confidential Information, whether or not it is identified as confidential at the time.`),
    benign: good(`MUTUAL NON-DISCLOSURE AGREEMENT (extract)
Between Nyungwe Highlands Coffee Ltd, Kigali, Rwanda and Bosphorus Roasters A.Ş., Istanbul, Türkiye, each a Disclosing Party and a Receiving Party.

1. "Confidential Information" means any information disclosed by a Disclosing Party in connection with the proposed long-term green-coffee supply, in any form.
5. Marking. Written Confidential Information shall be marked "Confidential".
6. Notwithstanding clause 5, information disclosed orally or by demonstration, including during visits to washing stations, cupping sessions and conversations with farmers, is Confidential Information, whether or not it is marked or identified as confidential at the time.`),
  },
  {
    id: 'h17x-msa-kitwe-order-form-renews-for-five-years-unless-twelve-months-notice-or-one-year-unless-30-days',
    pattern: 'reference',
    type: 'msa',
    check: 'msa.auto_renewal',
    adverse: bad(`MASTER SERVICES AGREEMENT (extract)
Nkana Copper Smelters plc, Kitwe, Zambia (the "Customer") and Copperbelt Industrial Maintenance Limited, Ndola, Zambia (the "Provider").

3. Term. This Agreement starts on the Effective Date, continues for the Initial Term and then renews automatically for successive Renewal Terms unless a party gives notice of non-renewal at least the Non-Renewal Notice before the end of the current term.

ORDER FORM
Initial Term: 24 months | Renewal Term: 5 years | Non-Renewal Notice: 12 months`),
    benign: good(`MASTER SERVICES AGREEMENT (extract)
Nkana Copper Smelters plc, Kitwe, Zambia (the "Customer") and Copperbelt Industrial Maintenance Limited, Ndola, Zambia (the "Provider").

3. Term. This Agreement starts on the Effective Date, continues for the Initial Term and then renews automatically for successive Renewal Terms unless a party gives notice of non-renewal at least the Non-Renewal Notice before the end of the current term.

ORDER FORM
Initial Term: 24 months | Renewal Term: 12 months | Non-Renewal Notice: 30 days`),
  },
  {
    id: 'h17x-saas-nadi-resort-bookings-suspended-any-time-without-notice-until-a-reactivation-fee-or-only-for-unpaid-fees-after-notice',
    pattern: 'position',
    type: 'saas',
    check: 'saas.suspension',
    adverse: bad(`BOOKING ENGINE SUBSCRIPTION (extract)
Between Coral Coast Resorts Pte Limited, Nadi, Fiji ("you") and Bula Booking Technologies Limited, Suva, Fiji ("we").

7. Suspension
We may suspend the booking engine, in whole or in part, at any time and without notice if we believe you have broken any term of this agreement or any of our policies, or for our operational reasons. We need not restore it until you pay our reactivation fee of FJD 2,500.`),
    benign: good(`BOOKING ENGINE SUBSCRIPTION (extract)
Between Coral Coast Resorts Pte Limited, Nadi, Fiji ("you") and Bula Booking Technologies Limited, Suva, Fiji ("we").

7. Suspension
We may suspend the booking engine, in whole or in part, only if undisputed fees remain unpaid fifteen (15) days after we give you written notice, or to the extent needed to stop an imminent security threat. We will restore it promptly once the cause is cured, and we charge no reactivation fee.`),
  },
  {
    id: 'h17x-licence-almaty-bank-notwithstanding-item-4-fees-move-to-list-price-each-anniversary-or-fixed-then-capped-at-5',
    pattern: 'override',
    type: 'license',
    check: 'license.price_increases',
    adverse: bad(`SOFTWARE LICENCE AGREEMENT (extract)
Licensor: Steppe Core Banking Systems LLP, Astana, Kazakhstan. Licensee: Alatau Savings Bank JSC, Almaty, Kazakhstan.

Order Form, Item 4 (Fees): KZT 210,000,000 per year, fixed for the Initial Term of three (3) Licence Years.

7. Fees
7.1 The Licensee pays the Fees in Item 4 annually in advance.
7.2 Notwithstanding Item 4, the Licensor may adjust the Fees on each anniversary of the Effective Date to its then-current list price, by notice in the invoice.`),
    benign: good(`SOFTWARE LICENCE AGREEMENT (extract)
Licensor: Steppe Core Banking Systems LLP, Astana, Kazakhstan. Licensee: Alatau Savings Bank JSC, Almaty, Kazakhstan.

Order Form, Item 4 (Fees): KZT 210,000,000 per year, fixed for the Initial Term of three (3) Licence Years.

7. Fees
7.1 The Licensee pays the Fees in Item 4 annually in advance.
7.2 Consistent with Item 4, the Licensor may adjust the Fees only at the start of a renewal term, by no more than five per cent (5%), by notice given at least ninety (90) days before it.`),
  },
  {
    id: 'h17x-services-maputo-bank-network-suspended-a-day-after-any-invoice-is-late-disputed-or-not-or-undisputed-after-30-days',
    pattern: 'position',
    type: 'services',
    check: 'services.suspension',
    adverse: bad(`MANAGED NETWORK SERVICES AGREEMENT (extract)
Banco Índico de Moçambique, S.A., Maputo (the "Customer") and Rede Sul Serviços Geridos, Lda., Matola (the "Provider").

9. Suspension
9.1 The Provider may suspend all or part of the Services on twenty-four (24) hours' notice if any invoice, whether or not disputed, is unpaid on its due date.`),
    benign: good(`MANAGED NETWORK SERVICES AGREEMENT (extract)
Banco Índico de Moçambique, S.A., Maputo (the "Customer") and Rede Sul Serviços Geridos, Lda., Matola (the "Provider").

9. Suspension
9.1 The Provider may suspend all or part of the Services if an undisputed invoice is unpaid thirty (30) days after the Provider's written reminder, and will restore them within one (1) business day after payment.`),
  },
  {
    id: 'h17x-consulting-quito-flower-grower-agronomy-as-is-no-warranty-sole-remedy-termination-or-skill-and-care-with-re-performance',
    pattern: 'position',
    type: 'consulting',
    check: 'consulting.services_warranty',
    adverse: bad(`CONSULTING AGREEMENT (extract)
Rosas del Cotopaxi S.A., Quito, Ecuador (the "Client") and Andes Agronomía Consultores Cía. Ltda., Cuenca, Ecuador (the "Consultant").

6. Standard of work
6.1 The Consultant provides the Services and the Deliverables "as is" and gives no warranty as to their quality, the qualifications of its personnel or the fitness of any Deliverable for the Client's greenhouses.
6.2 The Client's sole remedy for a defective Deliverable is to terminate this Agreement.`),
    benign: good(`CONSULTING AGREEMENT (extract)
Rosas del Cotopaxi S.A., Quito, Ecuador (the "Client") and Andes Agronomía Consultores Cía. Ltda., Cuenca, Ecuador (the "Consultant").

6. Standard of work
6.1 The Consultant shall provide the Services with reasonable skill and care, using suitably qualified agronomists, and each Deliverable shall conform to the Proposal.
6.2 The Consultant shall re-perform at its own cost any Deliverable that does not conform to the Proposal within ninety (90) days of delivery, or refund its fee.`),
  },
  {
    id: 'h17x-employment-kathmandu-employer-may-end-only-by-paying-24-months-employee-may-leave-without-notice-or-two-months-each',
    pattern: 'role',
    type: 'employment',
    check: 'employment.notice_period',
    adverse: bad(`EMPLOYMENT CONTRACT (extract)
Between Himalayan Routes Trekking Pvt. Ltd., Thamel, Kathmandu, Nepal ("we") and Pemba Sherpa, Operations Manager ("you").

9. Ending this contract
We may end this contract only by paying you twenty-four (24) months' salary in place of notice. You may end it at any time without giving us notice.`),
    benign: good(`EMPLOYMENT CONTRACT (extract)
Between Himalayan Routes Trekking Pvt. Ltd., Thamel, Kathmandu, Nepal ("we") and Pemba Sherpa, Operations Manager ("you").

9. Ending this contract
Either of us may end this contract by giving the other two (2) months' written notice. We may pay you salary in place of notice.`),
  },
  {
    id: 'h17x-lease-cardiff-notwithstanding-excluded-costs-the-roof-replacement-programme-is-recoverable-or-stays-excluded',
    pattern: 'override',
    type: 'lease',
    check: 'lease.service_charges',
    adverse: bad(`LEASE OF UNIT 14, CAPITOL ARCADE, CARDIFF (extract)
Landlord: Taff Estates Limited. Tenant: Bara Brith Bakeries Limited.

1. Definitions
"Service Costs" means the reasonable and properly incurred costs of running the Centre, excluding Excluded Costs.
"Excluded Costs" means the costs of capital improvements, structural repairs and replacements, and replacement of the roof.

7. Service Charge
7.1 The Tenant pays 3.2% of the Service Costs each year, and the controllable Service Costs shall not increase by more than 4% a year.
7.2 Notwithstanding the definition of Excluded Costs, the cost of the Landlord's roof and structural replacement programme for 2026 to 2028 is part of the Service Costs and is not subject to the cap in clause 7.1.`),
    benign: good(`LEASE OF UNIT 14, CAPITOL ARCADE, CARDIFF (extract)
Landlord: Taff Estates Limited. Tenant: Bara Brith Bakeries Limited.

1. Definitions
"Service Costs" means the reasonable and properly incurred costs of running the Centre, excluding Excluded Costs.
"Excluded Costs" means the costs of capital improvements, structural repairs and replacements, and replacement of the roof.

7. Service Charge
7.1 The Tenant pays 3.2% of the Service Costs each year, and the controllable Service Costs shall not increase by more than 4% a year.
7.2 For the avoidance of doubt, the cost of the Landlord's roof and structural replacement programme for 2026 to 2028 is an Excluded Cost and is not part of the Service Costs.`),
  },
  {
    id: 'h17x-dpa-reykjavik-processor-liable-for-one-months-fees-controller-unlimited-or-mutual-twelve-months-with-carve-outs',
    pattern: 'position',
    type: 'dpa',
    check: 'dpa.limitation_of_liability',
    adverse: bad(`DATA PROCESSING AGREEMENT (extract)
Controller: Orkuveita Norðurljósa hf., Reykjavík, Iceland. Processor: Vindpark Analytics ApS, Esbjerg, Denmark.

11. Liability
11.1 The Processor's aggregate liability under or in connection with this DPA is limited to the fees paid in the one (1) month before the claim.
11.2 The Controller's liability to the Processor under this DPA is unlimited.`),
    benign: good(`DATA PROCESSING AGREEMENT (extract)
Controller: Orkuveita Norðurljósa hf., Reykjavík, Iceland. Processor: Vindpark Analytics ApS, Esbjerg, Denmark.

11. Liability
11.1 Each party's aggregate liability under or in connection with this DPA is limited to the fees paid or payable in the twelve (12) months before the claim.
11.2 Clause 11.1 does not limit liability for breach of confidentiality, for indemnified claims or for wilful misconduct.`),
  },
  {
    id: 'h17x-general-kokopo-cocoa-buyer-defined-to-include-anyone-it-transfers-to-without-consent-or-only-a-business-successor',
    pattern: 'reference',
    type: 'other',
    check: 'general.assignment',
    adverse: bad(`COCOA OFFTAKE MEMORANDUM

Between Gazelle Peninsula Cocoa Growers Co-operative Society Limited, Kokopo, East New Britain, Papua New Guinea ("the Co-operative") and Pacific Bean Trading Pte. Ltd., Singapore, and its permitted successors ("the Buyer").

1. Definitions. "Buyer" includes any person to whom Pacific Bean Trading Pte. Ltd. transfers this memorandum, which it may do at any time without the Co-operative's consent.
2. The Co-operative will sell and the Buyer will buy at least 600 tonnes of fermented dry cocoa beans in each of the 2026 and 2027 seasons, at the Kokopo port price less PGK 350 per tonne.
3. The Buyer pays within 14 days of each delivery.
4. Either party may end this memorandum if the other fails to remedy a material breach within 30 days of notice.
5. This memorandum is governed by the laws of Papua New Guinea.`),
    benign: good(`COCOA OFFTAKE MEMORANDUM

Between Gazelle Peninsula Cocoa Growers Co-operative Society Limited, Kokopo, East New Britain, Papua New Guinea ("the Co-operative") and Pacific Bean Trading Pte. Ltd., Singapore, and its permitted successors ("the Buyer").

1. Definitions. "Buyer" includes a successor to all or substantially all of the business of Pacific Bean Trading Pte. Ltd., to whom it may transfer this memorandum; it may make no other transfer without the Co-operative's written consent.
2. The Co-operative will sell and the Buyer will buy at least 600 tonnes of fermented dry cocoa beans in each of the 2026 and 2027 seasons, at the Kokopo port price less PGK 350 per tonne.
3. The Buyer pays within 14 days of each delivery.
4. Either party may end this memorandum if the other fails to remedy a material breach within 30 days of notice.
5. This memorandum is governed by the laws of Papua New Guinea.`),
  },
];

/** Known misses of the first run (on d547d701): each pair with the engine's reading of the side it got wrong. */
// (session 22, misses17: twelve pairs came off this map, read right through the classes of test/misses17.test.ts)
// (session 23, leftovers27: five more came off, read right through the classes of test/leftovers27.test.ts: Gaborone's
// IP indemnity "Not included", Esbjerg's "we" / "you" exclusion, Jakarta's non-solicitation ended by clause 9, Calgary's
// blank rent schedule, Kitwe's order-form renewal notice)
// (session 25, misses20: the Ibadan copies kept free of the duties, read by COPIES_FREED_LATER)
export const HOLDOUT17_MISSES: Record<string, string> = {
  'h17-nda-doc-ibadan-only-marked-paper-protected-nothing-said-or-shown-on-screen-or-marking-not-needed': 'nda.explicit_identification: adverse side read acceptable, not flagged',
  'h17-nda-casablanca-third-party-information-excluded-only-with-a-sworn-declaration-within-ten-days-or-unless-known-bound': 'nda.third_party_acquisition: adverse side read preferred, not flagged',
  'h17-nda-tallinn-confidentiality-period-defined-as-the-evaluation-period-either-may-end-at-once-or-plus-three-years': 'nda.survival_of_obligations: adverse side read missing and flagged, not unacceptable; benign twin read missing and flagged',
  'h17-msa-doc-antofagasta-pdf-contractor-owns-deliverables-assigned-only-on-a-timely-request-after-expiry-or-company-owns-on-creation': 'msa.ip_ownership: adverse side read acceptable, not flagged',
  'h17-saas-doc-saigon-html-order-table-exit-only-after-month-30-on-180-days-or-any-time-on-30-days': 'saas.termination_for_convenience: adverse side read preferred, not flagged',
  'h17-licence-doc-waikato-markdown-farm-data-kept-and-used-for-benchmarking-after-the-term-or-deleted-and-unused': 'license.data_use: adverse side read preferred, not flagged',
  'h17-licence-doc-waikato-markdown-general-clause-overrides-the-order-details-with-california-and-exclusive-courts-or-confirms-new-zealand': 'license.governing_law: adverse side read preferred, not flagged',
  'h17-consulting-split-shipyard-ip-indemnity-capped-at-5000-euro-after-client-exhausts-remedies-or-on-prompt-notice': 'consulting.indemnification: adverse side read preferred, not flagged',
  'h17x-lease-cardiff-notwithstanding-excluded-costs-the-roof-replacement-programme-is-recoverable-or-stays-excluded': 'lease.service_charges: adverse side read preferred, not flagged; benign twin read unacceptable and flagged',
  'h17x-general-kokopo-cocoa-buyer-defined-to-include-anyone-it-transfers-to-without-consent-or-only-a-business-successor': 'general.assignment: adverse side read acceptable, not flagged',
};
