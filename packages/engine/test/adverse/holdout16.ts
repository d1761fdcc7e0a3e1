/**
 * Sixteenth blind hold-out (issue 11, 2026-11-25, written in the twentieth session's first hour): pairs written before
 * reading any rule code, tuning file, judge-round or class test, anything under eval/, or any earlier hold-out's
 * clauses. Read were only the harness (`adverse.test.ts`), `sides.ts`, `positions.ts`, `cases.ts`'s types, the *format*
 * of `holdout15.ts` (its header, exports, the shape of two pairs, its misses map and its wiring), the pair ids of
 * hold-outs 1-15 (whose situations were avoided), a count of how often hold-outs 1-15 used each check id (the
 * least-used checks were preferred; `general.governing_law` had never been used), and the built-in playbooks' public
 * check ids, titles, preferred and fallback positions, printed from `listBuiltInPlaybooks()`. Each pair is a clause a
 * lawyer acting for the playbook's side (the customer, client, licensee, tenant, employer, controller; either party of
 * a mutual NDA) would flag, and a benign twin sharing most of its words that a naive matcher would flag too. No check id
 * is used by more than one pair; five pairs are on governing law (MSA, services, employment, consulting, general), the
 * least-used family.
 *
 * Written as practitioners in places hold-outs 1-15 did not draft. Eight short whole agreements, each carrying three or
 * four pairs with the hostile clause among ordinary terms: a Nakuru agritech's mutual NDA with a Dutch seed breeder in
 * plain English with a cover table (a Cap Amount in KES); a Brno regional railway's MSA with a Viennese track-geometry
 * supplier as text extracted from a PDF (running headers, page numbers, hard line breaks, an annex of the supplier's
 * general terms); a Bangkok hospital group's HTML subscription to a Singapore rostering service (an order table and a
 * definitions clause); a Laval (Quebec) distributor's Markdown licence of Dublin warehouse software (an order-details
 * table, a bilingual language clause); a Melbourne telco's contact-centre agreement with a Makati BPO in Australian
 * drafting (a schedule of items, a notwithstanding clause); a Singapore family office's engagement letter to a London
 * governance adviser in plain English; a Galway medtech employer's contract in plain English; and a Reeves County
 * (Texas) equipment-yard lease with basic lease provisions and a conspicuous indemnity. Excerpts: a Dutch port
 * operator's NDA and two DPAs, a Singapore co-investment undertaking, an Islay distillery's cask MSA, a Pilbara survey
 * MSA, an Indian-drafted SaaS for a Kenyan coffee co-operative, a Saskatchewan credit union's SaaS, an Oulu imaging
 * licence to the Galway employer, a Port Dickson refinery's laboratory contract, a Tiruppur textile exporter's
 * consultancy, a Cebu transcription DPA in Markdown, and among the ten more a Bangkok-Osaka NDA, a Quebec logistics
 * master agreement drafted in French style ("renewed tacitly"), an Ostrava timetabling SaaS as PDF text, a Mombasa godown
 * lease, a Philippine BPO's employment contract, a Bangkok PACS DPA and an Eldoret grain-storage MOU (the general
 * playbook). The hurt sits in definitions (Confidential Information, Deliverables, Agreement, Early Termination Charge,
 * Aggregated Data, Tail Period), schedules and tables (an order table's renewal, an annex's personnel table, a cover
 * page's governing law, a price book's conversion fee), "general" clauses near the end (assignment, liability cap,
 * precedence), an order of precedence that lets the supplier's terms choose Vienna, an entire-agreement clause that
 * drops a promise (the prior NDA; the offer letter that sets the salary), role swaps, numbers (a one-month cap, 180 days'
 * and eighteen months' notice, a lock-in to 2030), conditional rights and "notwithstanding" overrides. All 51 pairs (the
 * 41 and the ten more) were written before either was scored; on the writer's one second reading before that score,
 * four mends were made: the Nakuru liability sentence reworded ("the liability of either of us"), the Makati
 * conversion fee moved from the data clause into its own personnel slot, the glosses "(your / our home jurisdiction)"
 * struck from the Singapore cover page, and the Brno consequential-loss pair made to lift the cap as well (and renamed). Scored once on c95f07e (engine README "Sixteenth blind
 * hold-out"). Do not tune rules on these pairs or edit them to pass.
 *
 * The writer's own doubts, for the second reader: the Singapore undertaking's
 * asymmetric durations hurt only the Family Office (the Manager's lawyer would welcome them), so the pair assumes the
 * reviewer acts for the party whose information is protected for six months; the Dutch port's mutual bar on developing
 * similar mooring systems is as much a non-compete (nda.non_compete) as a loss of the freedom to develop; the Brno
 * supplier's general terms choose Vienna only through an order of precedence over a clause that chooses Brno, and a
 * reader may hold that the specific clause still wins; the Brno consequential-loss pair also lifts the cap for the
 * supplier's claims, because a one-sided exclusion balanced by a mutual twelve-month cap is the fallback (the fourth mend
 * above); the Laval "either party may assign" is mutual, and its hurt is the licensor's
 * freedom to hand the licence to anyone; the Galway lock-in to 2030 may be read as a fixed term rather than a notice
 * period; the Galway non-solicitation carve-outs (anyone who makes first contact, anyone known before, anyone outside
 * Ireland) narrow rather than remove the covenant; the Reeves County rent "by reference to the WTI price" is unstated
 * rather than merely variable only because the landlord determines it; the Pilbara agreement's benign twin keeps
 * confidentiality only through the incorporated prior NDA (the fallback); the Singapore acceptance criteria set by the
 * consultant's own cover note still leave a test to meet; the Thai NDA's award-only remedy leaves the tribunal's own
 * interim measures, so injunctive relief is narrowed to arbitration rather than gone; the Makati conversion fee is a
 * fixed sum (PHP 1,500,000) whose ratio to an agent's salary the contract does not state, though it is many times a
 * year's pay for a contact-centre agent.
 *
 * First run (c95f07e): 41 pairs 46.3 % adverse flagged / 17.1 % benign flagged, 12 right; ten more 70.0 % / 10.0 %, 6
 * right; all 51 51.0 % / 15.7 %, 18 right. The misses, with the engine's readings, are in HOLDOUT16_MISSES.
 *
 * Audited by a second reader (session 20, before any rule change read the set; no rule code read), each of the 51
 * pairs read against its check's preferred and fallback positions as the playbook side's lawyer would. Four pairs
 * mended and one in wording only, none dropped: the Laval price pair's benign twin now has no increase during the
 * Initial Term and renewal increases capped at the lesser of CPI and 3% (the shared order table raised the fee on each
 * anniversary inside the three-year initial term, which is neither the preferred "fixed for the initial term" nor the
 * fallback's notice and right to terminate); the Laval Aggregated Data pair now lets Ferrovia use Aggregated Data, on
 * both sides, only to improve its products (clause 3.2's "for any purpose, including ... to publish industry
 * benchmarks" went beyond the fallback's de-identified use "to improve its products", so the benign twin was not
 * plainly within it; the hurt now sits in the definition alone, as the pair's pattern says); the Singapore renewal
 * pair's adverse side no longer carries the letter's "We may end it at any time on thirty (30) days' written notice"
 * (with it the client could stop a renewal on thirty days' notice, which is what the preferred position asks, so the
 * 24-month renewal was not plainly worse than the fallback); the Reeves County rent is expected unacceptable or missing
 * (an amount the landlord determines each month, payable on demand, states neither a rent nor a payment day, so "not
 * stated" is as right a reading as "unacceptable"; the writer's doubt, settled as hold-out 15's audit settled an
 * unstated salary). Wording only: the Galway law clause lost "and until you choose, by no particular law", a gloss of
 * the outcome that a contract would not carry (its expectation, no law known at signing, is unchanged). The writer's
 * other doubts were kept: the Singapore undertaking fails the check's "under the same obligations" whichever party the
 * reviewer acts for, the one-way fallback does not fit two disclosers, and for the Family Office it is plainly worse;
 * the mooring bar removes what the preferred position names ("each party remains free to develop similar products"),
 * whatever else it is; an express order of precedence is the parties' own rule for the conflict between clause 8.2 and
 * Annex 4.9, so the Brno customer faces at best an uncertain law and at worst the supplier's; the mended Brno
 * consequential-loss side leaves the customer uncapped and liable for lost profit while the supplier keeps both
 * protections, below the fallback; the Laval mutual assignment lets the licensor hand the licence to anyone, which the
 * licensee's own freedom does not cure; the Galway lock-in, read as a notice bar or as a fixed term, stops the employer
 * ending the employment on notice for four and a half years, below statutory notice; the Galway carve-outs free every
 * employee or customer who makes first contact or whom the leaver knew before (the people a leaver would approach) and
 * every customer outside Ireland, leaving a nominal covenant; the Pilbara benign twin's incorporated NDA, applying to all information and surviving
 * termination, is the fallback itself; acceptance criteria the consultant writes for each deliverable are not agreed,
 * and a failing deliverable leads only to discussion, with no correction at the consultant's cost and no rejection;
 * the Thai award-only clause bars every court application for interim relief, the fallback itself, and a tribunal yet
 * to be formed cannot stop a disclosure at once; the Makati fee side is one-way, a no-hire rather than a bar on
 * solicitation and runs eighteen months after each person leaves the programme, each beyond the fallback whatever the
 * fee's ratio to a salary. Also read and kept: the Bangkok 36-month renewal, since the customer's 90-day convenience
 * exit costs the Early Termination Charge and the unrefunded prepaid year; the Reeves County benign rent's "may not
 * change it by reference to the West Texas Intermediate oil price", a fixed-rent term a Permian tenant may well
 * negotiate; the Thai PACS benign twin's citation of Article 32 GDPR beside the Thai act, for a hospital group with
 * foreign patients. The first run's figures are unchanged by the audit (the mended sides are read as before: the two
 * Laval adverse sides and the Singapore renewal's still acceptable or preferred and not flagged, their benign twins
 * not flagged, the Galway law side missing and flagged, the Reeves County rent unacceptable and flagged), and so are
 * HOLDOUT16_MISSES and the floors.
 */
import type { AdverseCase } from './cases.js';
import { bad, badOrMissing, fill, good, noLaw, swap } from './sides.js';

// ---------------------------------------------------------------- whole documents ----------------------------------

/** A Kenyan agritech and a Dutch seed breeder: a mutual NDA in plain English, with a cover table. */
const nakuru = (p: { defn?: string; staff?: string; copies?: string; liability?: string }) => `MUTUAL CONFIDENTIALITY AGREEMENT

| Item | Detail |
|---|---|
| Date | 12 January 2026 |
| Party A | Shamba Signal Limited, a company incorporated in Kenya (PVT-7QJ2LX), of Kenyatta Avenue, Nakuru |
| Party B | Zaadhuis Veredeling B.V., a company incorporated in the Netherlands (KvK 61234875), of Westlandseweg 40, Naaldwijk |
| Purpose | Deciding whether to run joint field trials of drought-tolerant sorghum varieties with Shamba Signal's smallholder network |
| Cap Amount | KES 50,000 |

Each of us will show the other things about our business, so each of us is sometimes the "Discloser" and sometimes the "Recipient".

1. Meaning of Confidential Information
${p.defn ?? '"Confidential Information" means any non-public information, in any form, including orally, that the Discloser gives the Recipient in connection with the Purpose, such as trial data, seed genetics, pricing and lists of farmers.'}

2. What is not confidential
Confidential Information does not include information that (a) is or becomes public without the Recipient breaking this agreement; (b) the Recipient already lawfully had; (c) the Recipient lawfully receives from someone else who owes no duty of confidence; or (d) the Recipient develops independently without using the Discloser's information.

3. Keeping it confidential
The Recipient will keep Confidential Information confidential and use it only for the Purpose.

4. Who may see it
${p.staff ?? 'The Recipient may share Confidential Information with its employees and field extension officers who need to know it for the Purpose and who are bound by duties of confidentiality at least as strict as these, and it is responsible for what they do with it.'}

5. Copies
${p.copies ?? 'The Recipient may copy Confidential Information, and make summaries of it, only as far as reasonably necessary for the Purpose; copies and summaries belong to the Discloser and are Confidential Information.'}

6. Returning information
When the Purpose ends, or earlier if the Discloser asks, the Recipient will return or destroy the Discloser's Confidential Information and confirm in writing that it has done so.

7. How long this lasts
Our duties under this agreement last for three years from the date above.

8. General
8.1 ${p.liability ?? 'Neither of us is liable to the other for indirect or consequential loss, but nothing in this agreement limits the liability of either of us for a breach of clauses 3 to 6.'}
8.2 Neither of us may transfer this agreement without the other's written consent.
8.3 This agreement is governed by the laws of England and Wales, and the courts of England have non-exclusive jurisdiction.
`;

/** A Moravian regional railway buying track-geometry services from a Viennese supplier: an MSA as text extracted from a PDF. */
const brno = (p: { precedence?: string; deliverables?: string; consequential?: string; assignment?: string }) => `MASTER SERVICES AGREEMENT                                    Contract No. MRZ/GT/2026/014

between Moravská regionální železnice, a.s., ID No. 27751234, with its registered
office at Kounicova 688/26, 602 00 Brno, Czech Republic (the "Customer"), and
Gleisbau Technik GmbH, FN 412337 k, with its registered office at Leopoldauer
Straße 12, 1210 Vienna, Austria (the "Supplier").

1. DEFINITIONS
1.1 "Services" means the track-geometry measurement, analysis and maintenance
planning services described in Annex 1.
1.2 ${p.deliverables ?? '"Deliverables" means the reports, software configurations, track-geometry\nmodels and drawings the Supplier prepares for the Customer under this Agreement,\nexcluding the Supplier\'s pre-existing tools, which remain the Supplier\'s property\nand which the Supplier licenses to the Customer, free of charge and for as long as\nit needs, for use with the Deliverables.'}

2. SERVICES
2.1 The Supplier shall perform the Services in accordance with Annex 1 and the
track-possession windows notified by the Customer.

3. FEES
3.1 The Customer shall pay undisputed invoices within thirty (30) days after receipt.

MRZ/GT/2026/014                                                           Page 1 of 3
________________________________________________________________________________

MASTER SERVICES AGREEMENT                                    Contract No. MRZ/GT/2026/014

4. INTELLECTUAL PROPERTY
4.1 All intellectual property rights in the Deliverables vest in the Customer on
creation.

5. CONFIDENTIALITY
5.1 Each party shall keep the other party's confidential information confidential
during the term and for five (5) years after it ends.

6. LIABILITY
6.1 Each party's aggregate liability under this Agreement is limited to the fees
paid or payable in the twelve (12) months preceding the claim.
6.2 Neither party is liable for indirect or consequential loss, including loss of
profit or revenue.
6.3 ${p.consequential ?? 'Clauses 6.1 and 6.2 do not apply to either party\'s liability for death or personal\ninjury caused by negligence, or for fraud.'}

7. TERM AND TERMINATION
7.1 This Agreement runs for three (3) years from 1 March 2026. The Customer may
terminate it for convenience on thirty (30) days' written notice.

MRZ/GT/2026/014                                                           Page 2 of 3
________________________________________________________________________________

MASTER SERVICES AGREEMENT                                    Contract No. MRZ/GT/2026/014

8. GENERAL
8.1 ${p.assignment ?? 'The Supplier may subcontract track inspection to a subcontractor approved in\nwriting by the Customer. Neither party may assign this Agreement without the other\nparty\'s prior written consent, except to a successor to all or substantially all\nof its business.'}
8.2 This Agreement is governed by the laws of the Czech Republic, and the courts of
Brno have exclusive jurisdiction.
8.3 ${p.precedence ?? 'If this Agreement and the Supplier\'s General Terms in Annex 4 conflict, this\nAgreement prevails.'}

ANNEX 4 - SUPPLIER'S GENERAL TERMS (EXTRACT)
4.9 Governing law: Austrian law, excluding its conflict rules; exclusive
jurisdiction of the Commercial Court of Vienna.
4.10 Payment: within fourteen (14) days of the invoice date.

MRZ/GT/2026/014                                                           Page 3 of 3
`;

/** A Thai hospital group's subscription to a Singapore rostering service: terms in HTML with an order table. */
const bangkok = (p: { refund?: string; etc?: string; agreement?: string; renewal?: string; confidentiality?: string }) => `<html><body>
<h1>Lumen Rostering Pte. Ltd. &mdash; Subscription Agreement</h1>
<p>This Subscription Agreement is made on 5 May 2026 between <b>Lumen Rostering Pte. Ltd.</b>, 8 Marina View, #14-02, Singapore 018960 (the &ldquo;Provider&rdquo;) and <b>Chao Phraya Medical Group Public Company Limited</b>, 33 Rama IV Road, Bangkok 10500 (the &ldquo;Customer&rdquo;).</p>
<h2>Order details</h2>
<table>
<tr><th>Item</th><th>Detail</th></tr>
<tr><td>Service</td><td>Lumen nurse and physician rostering for 11 hospitals</td></tr>
<tr><td>Subscription Term</td><td>36 months from the Order Date</td></tr>
<tr><td>Fees</td><td>THB 4,800,000 a year, invoiced annually in advance</td></tr>
<tr><td>Renewal</td><td>${p.renewal ?? 'Automatic for successive 12-month terms; either party may stop renewal by notice at least 30 days before expiry'}</td></tr>
</table>
<h2>1. Definitions</h2>
<p>1.1 &ldquo;Agreement&rdquo; means this Subscription Agreement and ${p.agreement ?? 'the Service Policies in the version in force on the Order Date'}.</p>
<p>1.2 &ldquo;Early Termination Charge&rdquo; means ${p.etc ?? 'THB 150,000, payable by the Customer only when it terminates this Agreement for convenience'}.</p>
<h2>2. Service</h2>
<p>2.1 The Provider shall make the Service available to the Customer's staff in accordance with the Service Policies.</p>
<h2>3. Changes</h2>
<p>3.1 No amendment to this Agreement is binding unless it is in writing and signed by both parties.</p>
<h2>4. Termination and refunds</h2>
<p>4.1 Either party may terminate this Agreement for the other's material breach not cured within thirty (30) days of notice. The Customer may terminate for convenience on ninety (90) days' notice.</p>
<p>4.2 ${p.refund ?? 'If the Provider terminates for convenience or the Customer terminates for the Provider\'s breach, the Provider refunds the prepaid fees for the remainder of the Subscription Term in full; the Early Termination Charge applies only when the Customer terminates for convenience.'}</p>
<h2>5. Confidentiality</h2>
<p>5.1 ${p.confidentiality ?? 'Each party shall keep the other party\'s Confidential Information confidential during the Subscription Term and for five (5) years after it ends. Clause 9.3 (Survival) applies to this clause 5.'}</p>
<h2>9. General</h2>
<p>9.1 This Agreement is governed by the laws of Singapore.</p>
<p>9.3 Survival. Clauses that by their nature should survive termination survive it.</p>
</body></html>
`;

/** A Quebec distributor licensing warehouse software from a Dublin licensor: Markdown with an order table. */
const laval = (p: { increase?: string; aggregated?: string; use?: string; assignment?: string }) => `# Software Licence Agreement

**Licensor:** Ferrovia Software Limited, 2 Grand Canal Square, Dublin 2, Ireland ("**Ferrovia**")
**Licensee:** Distributions Beaulieu-Gagnon inc., 1800 boulevard Saint-Martin Ouest, Laval (Québec) H7S 1N2 ("**Licensee**")

## Order Details

| Item | Detail |
|---|---|
| Licensed Software | Ferrovia WMS, version 9, for 4 warehouses |
| Initial Term | 3 years from 1 June 2026 |
| Annual Licence Fee | CAD 186,000, payable annually in advance |
| Annual fee adjustment | ${p.increase ?? 'On each anniversary, by the lesser of the change in the Consumer Price Index (Statistics Canada) and 3%'} |

## 1. Definitions

1.1 "**Licensee Data**" means the inventory, pricing, customer and supplier data that Licensee enters into or processes with the Licensed Software.

1.2 "**Aggregated Data**" means ${p.aggregated ?? 'data derived from Licensee Data that is aggregated with other licensees\' data and de-identified so that it identifies neither Licensee nor any of its customers, suppliers or any individual'}.

## 2. Licence

2.1 Ferrovia grants Licensee a non-exclusive licence to install and use the Licensed Software in Canada for its internal distribution business during the term.

## 3. Data

3.1 Ferrovia may access Licensee Data only to provide, maintain and support the Licensed Software.

3.2 ${p.use ?? 'Ferrovia may use Aggregated Data for any purpose, including to improve its products and to publish industry benchmarks.'}

## 4. Confidentiality

4.1 Each party shall keep the other's confidential information confidential during the term and for five years after it ends.

## 5. General

5.1 ${p.assignment ?? 'Neither party may assign this Agreement to any person without the other party\'s prior written consent, except to a successor to all or substantially all of its business.'}

5.2 This Agreement is governed by the laws of the Province of Quebec and the federal laws of Canada applicable there.

5.3 The parties have required that this Agreement be drawn up in English. *Les parties ont exigé que la présente convention soit rédigée en anglais.*
`;

/** A Melbourne telco's contact-centre outsourcing to a Makati BPO: Australian drafting with a schedule of items. */
const makati = (p: { data?: string; renewal?: string; law?: string; personnel?: string }) => `CONTACT CENTRE SERVICES AGREEMENT

Parties
Southern Cross Mobile Pty Ltd ACN 612 447 903 of Level 9, 120 Collins Street, Melbourne VIC 3000 (Customer)
Bayside Connect Solutions Inc., SEC Reg. No. CS201712345, of 6750 Ayala Avenue, Makati City, Philippines (Provider)

Schedule - Items
Item 1  Services: inbound customer support and billing enquiries for Customer's prepaid subscribers
Item 2  Initial Term: 2 years from the Commencement Date
Item 3  Renewal: ${p.renewal ?? 'Renewal Period 12 months; Non-renewal Notice 30 days'}
Item 4  Fees: as set out in the Price Book; invoices payable within 30 days of receipt

1. Term
1.1 This agreement starts on the Commencement Date and continues for the Initial Term. At the end of the Initial Term and each Renewal Period it renews for the Renewal Period unless either party gives the other the Non-renewal Notice before it ends.

2. Services
2.1 Provider must perform the Services with due care and skill and in accordance with the Service Levels.

3. Customer Data
3.1 Customer Data means all information about Customer's subscribers that Provider receives or creates in performing the Services, including call recordings and transcripts.
3.2 ${p.data ?? 'Provider may record calls and use call recordings, transcripts and other Customer Data only to provide, quality-assure and support the Services for Customer.'}

4. Privacy
4.1 Provider must comply with the Privacy Act 1988 (Cth) and the Australian Privacy Principles as if it were an APP entity.
${p.personnel ?? ''}

20. Governing law
20.1 This agreement is governed by the laws of Victoria, Australia, and each party submits to the exclusive jurisdiction of the courts of Victoria.
20.2 ${p.law ?? 'Notwithstanding clause 20.1, Provider\'s employment arrangements with its own staff in Makati City are governed by the laws of the Republic of the Philippines.'}
`;

/** A Singapore family office engaging a London governance consultant: a letter in plain English ("we", "you"). */
const tanjong = (p: { criteria?: string; renewal?: string; terms?: string }) => `ENGAGEMENT LETTER

From: Tanjong Pagar Holdings Pte. Ltd. (the family office of the Lim family), 1 Wallich Street, #30-01, Singapore 078881 ("we", "us")
To: Harcourt Governance Advisers LLP, 20 St Dunstan's Hill, London EC3R 8HL ("you")
Date: 14 April 2026

1. What you will do
You will review our family constitution and investment-committee charter and deliver the reports listed in the Statement of Work.

2. Fees
We will pay your invoices within thirty (30) days of receiving them.

3. Accepting your work
${p.criteria ?? 'A deliverable is accepted once it meets the Acceptance Criteria. "Acceptance Criteria" means the criteria set out for that deliverable in the Statement of Work we have both signed; if a deliverable does not meet them, you will fix it at your own cost.'}

4. Confidentiality
Each of us will keep the other's confidential information confidential, during this engagement and after it ends.

5. How long this lasts
This engagement runs for twelve (12) months from the date of this letter. ${p.renewal ?? 'It renews for a further twelve (12) months only if both of us agree in writing before it ends.'} We may end it at any time on thirty (30) days' written notice.

6. Your standard terms
${p.terms ?? 'Your Standard Terms of Business apply only in the version attached to this letter; any change to them needs both our signatures.'}

7. Law
This letter is governed by the laws of Singapore.
`;

/** A Galway medtech employer's contract of employment, in plain English ("we", "you"). */
const galway = (p: { entire?: string; notice?: string; carve?: string; law?: string }) => `CONTRACT OF EMPLOYMENT

Employer: Corrib Cardio Devices Limited, company number 702114, Parkmore West Business Park, Galway, Ireland ("we", "us")
Employee: Aoife Ní Bhriain ("you")
Job title: Senior Quality Engineer
Start date: 4 May 2026

1. Pay
Your salary is set out in your offer letter dated 2 March 2026. We pay it monthly in arrears by bank transfer on the 25th of each month.

2. Hours
Your normal hours are 39 hours a week, Monday to Friday.

3. Ending your employment
${p.notice ?? 'Either of us may end your employment by giving three (3) months\' written notice, except that during your probation the notice is one (1) week.'} We may end your employment without notice for gross misconduct.

4. Confidentiality
During your employment and after it ends, you must not use or disclose our confidential information, including design history files and regulatory submissions.

5. After you leave
5.1 For twelve (12) months after your employment ends, you must not solicit or try to entice away any of our customers you dealt with in your last twelve months with us, or any of our employees you worked with.
5.2 ${p.carve ?? 'Nothing in clause 5.1 prevents you from responding to a general job advertisement, or a business you join from hiring any of our employees who answer a general job advertisement.'}

6. Law
${p.law ?? 'This contract is governed by the laws of Ireland; you may also rely on any mandatory rules of the law of the country where you habitually work.'}

7. Whole agreement
${p.entire ?? 'This contract is the whole agreement between us about your employment and replaces any earlier discussions, except your offer letter dated 2 March 2026, which forms part of it.'}
`;

/** A Permian Basin equipment-yard lease between a Texas ranch landlord and a pressure-pumping tenant. */
const pecos = (p: { rent?: string; opex?: string; insure?: string; indemnity?: string }) => `COMMERCIAL LEASE AGREEMENT (EQUIPMENT YARD)

Landlord: Three Draws Ranch, LLC, a Texas limited liability company
Tenant: Caprock Pressure Pumping, Inc., a Texas corporation
Premises: approximately 12 acres of caliche-surfaced yard with a 6,000 sq. ft. shop building, off FM 1216, Reeves County, Texas (the "Yard")

BASIC LEASE PROVISIONS
Term: five (5) years from June 1, 2026
Base Rent: ${p.rent ?? '$18,500.00 per month, payable in advance on the 1st day of each month; Landlord may not change it by reference to the West Texas Intermediate oil price or otherwise'}
Tenant's Share: 100% of Operating Expenses of the Yard

1. Use. Tenant shall use the Yard for the storage, staging and maintenance of oilfield equipment.

2. Operating Expenses. ${p.opex ?? 'Operating Expenses include the reasonable costs of maintaining the caliche access road serving the Yard, excluding capital improvements, and Tenant\'s share of controllable Operating Expenses shall not increase by more than five percent (5%) a year.'}

3. Repairs. Landlord shall repair the roof, structure and exterior of the shop building; Tenant shall keep the interior in good condition, ordinary wear and tear excepted.

9. Insurance.
9.1 Landlord shall insure the shop building and Yard improvements against fire and extended coverage perils for full replacement cost, and Tenant shall reimburse its proportionate share of the premium. If insured damage makes the Yard unfit for use, Base Rent abates until it is restored.
9.2 ${p.insure ?? 'Notwithstanding Section 9.1, Landlord shall have no obligation to insure Tenant\'s trade fixtures, frac tanks or other equipment, which Tenant shall insure.'}
9.3 Tenant shall carry commercial general liability insurance of at least $2,000,000 per occurrence.

10. Indemnity. ${p.indemnity ?? 'TENANT SHALL INDEMNIFY LANDLORD AGAINST ALL CLAIMS ARISING FROM TENANT\'S USE OF THE YARD, EXCEPT CLAIMS CAUSED BY LANDLORD\'S SOLE OR CONCURRENT NEGLIGENCE.'}

11. Governing Law. This Lease is governed by the laws of the State of Texas.
`;

export const HOLDOUT16: AdverseCase[] = [
  // ------------------------------------------------------------------ NDA (6) ----------------------------------------
  {
    id: 'h16-nda-doc-nakuru-definition-takes-all-information-whatever-and-switches-off-the-exclusions-or-keeps-them',
    pattern: 'disapplied',
    type: 'nda',
    check: 'nda.definition_breadth',
    adverse: bad(nakuru({ defn: '"Confidential Information" means all information of any kind whatever, whether or not it is confidential, that either of us gives or makes available to the other, in connection with the Purpose or otherwise, before or after the date of this agreement; clause 2 (What is not confidential) does not apply to it.' })),
    benign: good(nakuru({ defn: '"Confidential Information" means all information of any kind, in any form, that either of us gives the other in connection with the Purpose, before or after the date of this agreement, except information described in clause 2 (What is not confidential).' })),
  },
  {
    id: 'h16-nda-doc-nakuru-recipient-may-share-with-any-staff-and-extension-officers-unbound-or-need-to-know-and-bound',
    pattern: 'polarity',
    type: 'nda',
    check: 'nda.sharing_with_employees',
    adverse: bad(nakuru({ staff: 'The Recipient may share Confidential Information with any of its employees, contractors and field extension officers, whether or not they need to know it for the Purpose and whether or not they are bound by any duty of confidentiality, and it is not responsible for what they do with it.' })),
    benign: good(nakuru({ staff: 'The Recipient may share Confidential Information with those of its employees and field extension officers who need to know it for the Purpose and who are bound by a duty of confidentiality, and it is responsible for what they do with it.' })),
  },
  {
    id: 'h16-nda-doc-nakuru-copies-and-summaries-belong-to-the-recipient-for-its-own-research-or-to-the-discloser-as-needed',
    pattern: 'position',
    type: 'nda',
    check: 'nda.permitted_copies',
    adverse: bad(nakuru({ copies: 'The Recipient may copy Confidential Information, and make and publish summaries and adaptations of it for its own research, as it sees fit; copies, summaries and adaptations belong to the Recipient and are not Confidential Information.' })),
    benign: good(nakuru({ copies: 'The Recipient may copy Confidential Information, and make summaries of it, only as reasonably necessary for the Purpose; copies and summaries belong to the Discloser and are Confidential Information.' })),
  },
  {
    id: 'h16-nda-doc-nakuru-all-liability-capped-at-the-cover-tables-kes-50000-or-only-non-confidentiality-claims',
    pattern: 'reference',
    type: 'nda',
    check: 'nda.liability_not_limited',
    adverse: bad(nakuru({ liability: 'The total liability of either of us under or in connection with this agreement, including for any breach of clauses 3 to 6, is limited to the Cap Amount.' })),
    benign: good(nakuru({ liability: 'Nothing limits the liability of either of us for a breach of clauses 3 to 6; the total liability of either of us for anything else under this agreement is limited to the Cap Amount.' })),
  },
  {
    id: 'h16-nda-dutch-port-neither-may-develop-similar-mooring-systems-for-three-years-or-free-to-without-the-information',
    pattern: 'polarity',
    type: 'nda',
    check: 'nda.independent_development',
    adverse: bad(`MUTUAL NON-DISCLOSURE AGREEMENT between Havenbedrijf Noordzeekanaal N.V., Amsterdam ("the Port") and Kranen Zeeland B.V., Vlissingen ("Kranen"), each a "Party".

4. Freedom to develop
4.1 Each Party shall not, during the term of this Agreement and for three (3) years after it, develop or have developed any automated mooring or vacuum-mooring system similar to those described in the other Party's Confidential Information, whether or not it uses that Confidential Information.
4.2 Article 3 (Exclusions) continues to apply to information a Party receives from a third party or that is public.`),
    benign: good(`MUTUAL NON-DISCLOSURE AGREEMENT between Havenbedrijf Noordzeekanaal N.V., Amsterdam ("the Port") and Kranen Zeeland B.V., Vlissingen ("Kranen"), each a "Party".

4. Freedom to develop
4.1 Nothing in this Agreement prevents either Party, during the term of this Agreement or at any time after it, from developing or having developed any automated mooring or vacuum-mooring system similar to those described in the other Party's Confidential Information, provided it does not use that Confidential Information.
4.2 Article 3 (Exclusions) continues to apply to information a Party receives from a third party or that is public.`),
  },
  {
    id: 'h16-nda-singapore-fund-manager-bound-for-six-months-family-office-for-five-years-or-both-for-five',
    pattern: 'position',
    type: 'nda',
    check: 'nda.mutuality',
    adverse: bad(`MUTUAL CONFIDENTIALITY UNDERTAKING

This Undertaking is made on 2 June 2026 between Tanjong Pagar Holdings Pte. Ltd. (the "Family Office") and Meranti Capital Management Pte. Ltd. (the "Manager"), each of which will disclose information to the other about a proposed co-investment in Indonesian nickel processing.

1. Each party receiving Confidential Information shall keep it confidential and use it only to evaluate the co-investment.
2. Each party may disclose Confidential Information to its directors, employees and professional advisers who need to know it.
3. Duration. The Manager's obligations under clauses 1 and 2 end six (6) months after the date of this Undertaking. The Family Office's obligations under clauses 1 and 2 continue for five (5) years after the date of this Undertaking.
4. This Undertaking is governed by the laws of Singapore.`),
    benign: good(`MUTUAL CONFIDENTIALITY UNDERTAKING

This Undertaking is made on 2 June 2026 between Tanjong Pagar Holdings Pte. Ltd. (the "Family Office") and Meranti Capital Management Pte. Ltd. (the "Manager"), each of which will disclose information to the other about a proposed co-investment in Indonesian nickel processing.

1. Each party receiving Confidential Information shall keep it confidential and use it only to evaluate the co-investment.
2. Each party may disclose Confidential Information to its directors, employees and professional advisers who need to know it.
3. Duration. The Manager's obligations under clauses 1 and 2 continue for five (5) years after the date of this Undertaking. The Family Office's obligations under clauses 1 and 2 continue for five (5) years after the date of this Undertaking.
4. This Undertaking is governed by the laws of Singapore.`),
  },

  // ------------------------------------------------------------------ MSA (6) ----------------------------------------
  {
    id: 'h16-msa-doc-brno-pdf-suppliers-general-terms-prevail-and-choose-vienna-or-the-agreement-prevails',
    pattern: 'override',
    type: 'msa',
    check: 'msa.governing_law',
    adverse: bad(brno({ precedence: 'If this Agreement and the Supplier\'s General Terms in Annex 4 conflict, the\nSupplier\'s General Terms prevail.' })),
    benign: good(brno({ precedence: 'If this Agreement and the Supplier\'s General Terms in Annex 4 conflict, this\nAgreement prevails.' })),
  },
  {
    id: 'h16-msa-doc-brno-pdf-deliverables-defined-as-reports-only-software-and-models-stay-with-supplier-unlicensed-or-included',
    pattern: 'reference',
    type: 'msa',
    check: 'msa.ip_ownership',
    adverse: bad(brno({ deliverables: '"Deliverables" means only the written reports listed in Annex 2, and excludes\nall software configurations, track-geometry models and drawings the Supplier\nprepares under this Agreement, which remain the Supplier\'s property and which the\nCustomer may not use after this Agreement ends.' })),
    benign: good(brno({})),
  },
  {
    id: 'h16-msa-doc-brno-pdf-cap-and-consequential-exclusion-disapplied-for-suppliers-claims-or-for-death-and-fraud',
    pattern: 'disapplied',
    type: 'msa',
    check: 'msa.consequential_damages',
    adverse: bad(brno({ consequential: 'Clauses 6.1 and 6.2 do not apply to the Supplier\'s claims against the\nCustomer, and the Customer is liable for the Supplier\'s loss of profit on the\nremaining term.' })),
    benign: good(brno({ consequential: 'Clauses 6.1 and 6.2 do not apply to either party\'s liability for death or personal\ninjury caused by negligence, or for fraud.' })),
  },
  {
    id: 'h16-msa-doc-brno-pdf-supplier-may-assign-or-subcontract-to-anyone-on-notice-or-consent-with-successor-carve-out',
    pattern: 'position',
    type: 'msa',
    check: 'msa.assignment',
    adverse: bad(brno({ assignment: 'The Supplier may assign or subcontract this Agreement, or transfer any of its\nrights or obligations, to any person on written notice to the Customer. The\nCustomer may not assign this Agreement without the Supplier\'s prior written consent.' })),
    benign: good(brno({})),
  },
  {
    id: 'h16-msa-islay-distillery-customer-barred-from-other-cask-services-during-a-36-month-tail-or-provider-barred',
    pattern: 'role',
    type: 'msa',
    check: 'msa.non_compete',
    adverse: bad(`MASTER SERVICES AGREEMENT — Cask Management

Between Lagganmore Distillery Limited (SC551203), Port Ellen, Isle of Islay ("Customer") and Hebridean Cask Services Limited (SC498114), Bowmore ("Provider").

1. Definitions
"Cask Services" means cask storage, warehousing, regauging, re-racking and bottling of spirit.
"Tail Period" means the thirty-six (36) months after this Agreement ends for any reason.

7. Exclusivity
7.1 During the Term and the Tail Period, the Customer shall not obtain Cask Services from any person other than the Provider anywhere in the United Kingdom.
7.2 The Customer may terminate this Agreement on thirty (30) days' written notice.`),
    benign: good(`MASTER SERVICES AGREEMENT — Cask Management

Between Lagganmore Distillery Limited (SC551203), Port Ellen, Isle of Islay ("Customer") and Hebridean Cask Services Limited (SC498114), Bowmore ("Provider").

1. Definitions
"Cask Services" means cask storage, warehousing, regauging, re-racking and bottling of spirit.
"Tail Period" means the thirty-six (36) months after this Agreement ends for any reason.

7. Exclusivity
7.1 During the Term and the Tail Period, the Provider shall not provide Cask Services to any other distiller on the Isle of Islay.
7.2 The Customer may terminate this Agreement on thirty (30) days' written notice.`),
  },
  {
    id: 'h16-msa-pilbara-drone-survey-entire-agreement-ends-the-prior-nda-with-no-clause-of-its-own-or-incorporates-it',
    pattern: 'override',
    type: 'msa',
    check: 'msa.confidentiality',
    adverse: badOrMissing(`MASTER SERVICES AGREEMENT

Parties: Karratha Iron Holdings Pty Ltd ACN 609 118 204 (Customer) and Skyline Aerial Survey Pty Ltd ACN 631 552 871 (Provider).

1. Services. Provider will carry out aerial LiDAR and photogrammetry surveys of Customer's tenements as ordered in Work Orders.
2. Fees. Customer will pay correctly rendered invoices within 30 days of receipt.
3. Survey data. All survey data and models belong to Customer.
4. Term. This agreement continues until either party ends it on 30 days' written notice.
5. Entire agreement. This agreement is the entire agreement between the parties about its subject matter. The parties' Confidentiality Agreement dated 4 May 2025 is superseded by this agreement and terminates on the date of this agreement.
6. Governing law. This agreement is governed by the laws of Western Australia.`),
    benign: good(`MASTER SERVICES AGREEMENT

Parties: Karratha Iron Holdings Pty Ltd ACN 609 118 204 (Customer) and Skyline Aerial Survey Pty Ltd ACN 631 552 871 (Provider).

1. Services. Provider will carry out aerial LiDAR and photogrammetry surveys of Customer's tenements as ordered in Work Orders.
2. Fees. Customer will pay correctly rendered invoices within 30 days of receipt.
3. Survey data. All survey data and models belong to Customer.
4. Term. This agreement continues until either party ends it on 30 days' written notice.
5. Entire agreement. This agreement is the entire agreement between the parties about its subject matter. The parties' Confidentiality Agreement dated 4 May 2025 is incorporated into this agreement, applies to all information exchanged under it and survives its termination.
6. Governing law. This agreement is governed by the laws of Western Australia.`),
  },

  // ------------------------------------------------------------------ SaaS (6) ---------------------------------------
  {
    id: 'h16-saas-doc-bangkok-html-refund-less-an-early-termination-charge-defined-as-the-whole-remainder-or-charge-only-on-convenience',
    pattern: 'reference',
    type: 'saas',
    check: 'saas.refunds',
    adverse: bad(bangkok({ etc: 'the fees for the remainder of the Subscription Term', refund: 'If the Provider terminates for convenience or the Customer terminates for the Provider\'s breach, the Provider refunds the prepaid fees for the remainder of the Subscription Term, less the Early Termination Charge.' })),
    benign: good(bangkok({})),
  },
  {
    id: 'h16-saas-doc-bangkok-html-agreement-defined-to-include-policies-as-updated-by-provider-or-version-at-order-date',
    pattern: 'reference',
    type: 'saas',
    check: 'saas.unilateral_changes',
    adverse: bad(bangkok({ agreement: 'the Service Policies published at lumenrostering.sg/policies, as the Provider updates them from time to time, each update taking effect when posted' })),
    benign: good(bangkok({ agreement: 'the Service Policies published at lumenrostering.sg/policies in the version in force on the Order Date; later updates bind the Customer only if it signs them' })),
  },
  {
    id: 'h16-saas-doc-bangkok-html-order-table-renews-for-36-months-unless-180-days-notice-or-12-months-unless-30-days',
    pattern: 'markup',
    type: 'saas',
    check: 'saas.auto_renewal',
    adverse: bad(bangkok({ renewal: 'Automatic for successive 36-month terms; non-renewal notice at least 180 days before expiry' })),
    benign: good(bangkok({})),
  },
  {
    id: 'h16-saas-doc-bangkok-html-confidentiality-during-term-only-and-survival-clause-disapplied-or-five-years-after',
    pattern: 'disapplied',
    type: 'saas',
    check: 'saas.confidentiality',
    adverse: bad(bangkok({ confidentiality: 'Each party shall keep the other party\'s Confidential Information confidential during the Subscription Term. Clause 9.3 (Survival) does not apply to this clause 5.' })),
    benign: good(bangkok({})),
  },
  {
    id: 'h16-saas-indian-drafted-coffee-cooperative-ip-indemnity-excludes-use-per-documentation-or-only-misuse-and-modification',
    pattern: 'disapplied',
    type: 'saas',
    check: 'saas.indemnification',
    adverse: bad(`10. INDEMNITY
10.1 Krishiyantra Cloud Private Limited, a company incorporated under the Companies Act, 2013 (hereinafter referred to as the "Service Provider"), shall defend and indemnify Othaya Farmers Co-operative Society Limited, Nyeri, Kenya (hereinafter referred to as the "Subscriber") against any claim by a third party that the Platform infringes any patent, copyright or trade mark.
10.2 Clause 10.1 shall not apply to any claim relating to the Subscriber's use of the Platform in accordance with the Documentation, howsoever arising.`),
    benign: good(`10. INDEMNITY
10.1 Krishiyantra Cloud Private Limited, a company incorporated under the Companies Act, 2013 (hereinafter referred to as the "Service Provider"), shall defend and indemnify Othaya Farmers Co-operative Society Limited, Nyeri, Kenya (hereinafter referred to as the "Subscriber") against any claim by a third party that the Platform infringes any patent, copyright or trade mark.
10.2 Clause 10.1 shall not apply to any claim arising from the Subscriber's modification of the Platform or from its use of the Platform otherwise than in accordance with the Documentation.`),
  },
  {
    id: 'h16-saas-saskatchewan-credit-union-provider-may-end-for-convenience-customer-only-for-breach-or-reversed',
    pattern: 'role',
    type: 'saas',
    check: 'saas.termination_for_convenience',
    adverse: bad(`12. TERM AND TERMINATION
12.1 This Agreement begins on the Effective Date and continues for the Subscription Term set out in the Order Form.
12.2 The Provider may terminate this Agreement for convenience on thirty (30) days' written notice to the Customer.
12.3 The Customer may terminate this Agreement only if the Provider commits a material breach and fails to cure it within thirty (30) days of written notice.
12.4 In this Agreement, "Customer" means Prairie Horizon Credit Union Limited, Regina, Saskatchewan, and "Provider" means Ledgerlight Banking Systems Corp., Toronto, Ontario.`),
    benign: good(`12. TERM AND TERMINATION
12.1 This Agreement begins on the Effective Date and continues for the Subscription Term set out in the Order Form.
12.2 The Customer may terminate this Agreement for convenience on thirty (30) days' written notice to the Provider.
12.3 The Provider may terminate this Agreement only if the Customer commits a material breach and fails to cure it within thirty (30) days of written notice.
12.4 In this Agreement, "Customer" means Prairie Horizon Credit Union Limited, Regina, Saskatchewan, and "Provider" means Ledgerlight Banking Systems Corp., Toronto, Ontario.`),
  },

  // ------------------------------------------------------------------ licence (4) ------------------------------------
  {
    id: 'h16-licence-doc-laval-markdown-fee-adjusts-to-licensors-list-price-each-anniversary-or-cpi-capped-at-three-percent',
    pattern: 'markup',
    type: 'license',
    check: 'license.price_increases',
    adverse: bad(laval({ increase: 'On each anniversary, to Ferrovia\'s then-current list price for the Licensed Software' })),
    benign: good(laval({ increase: 'None during the Initial Term; on each renewal, by no more than the lesser of the change in the Consumer Price Index (Statistics Canada) and 3%' })),
  },
  {
    id: 'h16-licence-doc-laval-markdown-aggregated-data-defined-to-identify-customers-and-suppliers-or-de-identified',
    pattern: 'reference',
    type: 'license',
    check: 'license.data_use',
    adverse: bad(laval({ aggregated: 'data derived from Licensee Data, whether or not aggregated with other licensees\' data, which may identify Licensee\'s customers and suppliers and their purchase volumes and prices', use: 'Ferrovia may use Aggregated Data only to improve its products.' })),
    benign: good(laval({ use: 'Ferrovia may use Aggregated Data only to improve its products.' })),
  },
  {
    id: 'h16-licence-doc-laval-markdown-either-party-may-assign-to-anyone-without-consent-or-neither-save-successor',
    pattern: 'polarity',
    type: 'license',
    check: 'license.assignment',
    adverse: bad(laval({ assignment: 'Either party may assign this Agreement to any person without the other party\'s consent, on written notice.' })),
    benign: good(laval({})),
  },
  {
    id: 'h16-licence-irish-medtech-licensee-bound-licensor-free-with-clinical-validation-data-or-each-bound',
    pattern: 'role',
    type: 'license',
    check: 'license.confidentiality',
    adverse: bad(`LICENCE AGREEMENT (extract)

Licensor: Revontuli Imaging Oy, Oulu, Finland. Licensee: Corrib Cardio Devices Limited, Galway, Ireland.

11. Confidentiality
11.1 The Licensee shall keep the Licensed Algorithm, its documentation and all other information of the Licensor confidential during the term and for five (5) years after it ends.
11.2 The Licensor is under no obligation of confidentiality in respect of any information it receives from the Licensee, including the Licensee's clinical validation data and regulatory submissions.`),
    benign: good(`LICENCE AGREEMENT (extract)

Licensor: Revontuli Imaging Oy, Oulu, Finland. Licensee: Corrib Cardio Devices Limited, Galway, Ireland.

11. Confidentiality
11.1 The Licensee shall keep the Licensed Algorithm, its documentation and all other information of the Licensor confidential during the term and for five (5) years after it ends.
11.2 The Licensor shall keep all information it receives from the Licensee, including the Licensee's clinical validation data and regulatory submissions, confidential on the same terms.`),
  },

  // ------------------------------------------------------------------ services (4) -----------------------------------
  {
    id: 'h16-services-doc-makati-call-recordings-train-providers-models-for-other-clients-or-only-for-the-customer',
    pattern: 'position',
    type: 'services',
    check: 'services.data_use',
    adverse: bad(makati({ data: 'Provider may record calls and use call recordings, transcripts and other Customer Data to provide the Services and to train, improve and commercialise its speech-analytics models, which it may license to its other clients.' })),
    benign: good(makati({})),
  },
  {
    id: 'h16-services-doc-makati-schedule-item-renews-for-three-years-unless-twelve-months-notice-or-twelve-months-unless-thirty-days',
    pattern: 'reference',
    type: 'services',
    check: 'services.auto_renewal',
    adverse: bad(makati({ renewal: 'Renewal Period 3 years; Non-renewal Notice 12 months' })),
    benign: good(makati({})),
  },
  {
    id: 'h16-services-doc-makati-notwithstanding-customer-claims-go-to-makati-under-philippine-law-or-only-providers-staff',
    pattern: 'override',
    type: 'services',
    check: 'services.governing_law',
    adverse: bad(makati({ law: 'Notwithstanding clause 20.1, any claim by Customer under or in connection with this agreement is governed by the laws of the Republic of the Philippines and may be brought only in the courts of Makati City.' })),
    benign: good(makati({})),
  },
  {
    id: 'h16-services-malaysian-refinery-lab-provider-may-assign-to-anyone-on-ten-days-notice-or-only-buyer-of-its-lab',
    pattern: 'position',
    type: 'services',
    check: 'services.assignment',
    adverse: bad(`LABORATORY TESTING SERVICES AGREEMENT (extract)

Between Sungai Linggi Refinery Sdn. Bhd. (Company No. 201501012345), Port Dickson, Negeri Sembilan ("Customer") and Klang Valley Analytical Laboratories Sdn. Bhd. ("Provider").

18. Assignment
18.1 The Provider may assign or novate this Agreement to any of its related corporations, to any purchaser of its laboratory business, or otherwise to any person, on ten (10) days' notice to the Customer.
18.2 The Customer may not assign this Agreement without the Provider's prior written consent.`),
    benign: good(`LABORATORY TESTING SERVICES AGREEMENT (extract)

Between Sungai Linggi Refinery Sdn. Bhd. (Company No. 201501012345), Port Dickson, Negeri Sembilan ("Customer") and Klang Valley Analytical Laboratories Sdn. Bhd. ("Provider").

18. Assignment
18.1 The Provider may assign or novate this Agreement to any purchaser of all or substantially all of its laboratory business on ten (10) days' notice to the Customer, and otherwise only with the Customer's prior written consent.
18.2 The Customer may not assign this Agreement without the Provider's prior written consent, except to a successor to all or substantially all of its business.`),
  },

  // ------------------------------------------------------------------ consulting (4) ---------------------------------
  {
    id: 'h16-consulting-doc-singapore-acceptance-criteria-set-by-the-consultants-own-cover-note-or-by-the-signed-sow',
    pattern: 'reference',
    type: 'consulting',
    check: 'consulting.acceptance',
    adverse: bad(tanjong({ criteria: 'A deliverable is accepted once it meets the Acceptance Criteria. "Acceptance Criteria" means the criteria you set out in the cover note you send with that deliverable; if we think a deliverable does not meet them, you will discuss it with us.' })),
    benign: good(tanjong({})),
  },
  {
    id: 'h16-consulting-doc-singapore-renews-for-24-months-unless-six-months-notice-or-only-if-both-agree',
    pattern: 'position',
    type: 'consulting',
    check: 'consulting.auto_renewal',
    adverse: bad(swap(tanjong({ renewal: 'It renews automatically for further periods of twenty-four (24) months unless either of us gives written notice at least six (6) months before it ends.' }), ' We may end it at any time on thirty (30) days\' written notice.', '')),
    benign: good(tanjong({})),
  },
  {
    id: 'h16-consulting-doc-singapore-consultants-website-terms-as-in-force-at-invoice-or-the-attached-version',
    pattern: 'override',
    type: 'consulting',
    check: 'consulting.unilateral_changes',
    adverse: bad(tanjong({ terms: 'Your Standard Terms of Business, as published on your website, apply to this engagement; you may change them at any time, and the version in force when you issue an invoice applies to the work it covers.' })),
    benign: good(tanjong({})),
  },
  {
    id: 'h16-consulting-indian-tiruppur-exporter-consultant-entitled-to-assign-to-anyone-without-consent-or-not-entitled',
    pattern: 'polarity',
    type: 'consulting',
    check: 'consulting.assignment',
    adverse: bad(`CONSULTANCY AGREEMENT

This Agreement is entered into at Tiruppur on this 9th day of March, 2026 BY AND BETWEEN Noyyal Knit Exports Private Limited, having its registered office at Avinashi Road, Tiruppur, Tamil Nadu (hereinafter referred to as the "Client", which expression shall, unless repugnant to the context, include its successors and permitted assigns) AND Vasudha Sustainability Advisors LLP, Chennai (hereinafter referred to as the "Consultant").

WHEREAS the Client wishes to obtain advice on effluent treatment and buyer compliance audits;

14. ASSIGNMENT
14.1 The Consultant shall be entitled to assign, novate or otherwise transfer this Agreement or any part thereof to any of its group entities or to any third party without the consent of the Client.
14.2 The Client shall not assign this Agreement without the prior written consent of the Consultant.`),
    benign: good(`CONSULTANCY AGREEMENT

This Agreement is entered into at Tiruppur on this 9th day of March, 2026 BY AND BETWEEN Noyyal Knit Exports Private Limited, having its registered office at Avinashi Road, Tiruppur, Tamil Nadu (hereinafter referred to as the "Client", which expression shall, unless repugnant to the context, include its successors and permitted assigns) AND Vasudha Sustainability Advisors LLP, Chennai (hereinafter referred to as the "Consultant").

WHEREAS the Client wishes to obtain advice on effluent treatment and buyer compliance audits;

14. ASSIGNMENT
14.1 The Consultant shall not be entitled to assign, novate or otherwise transfer this Agreement or any part thereof to any of its group entities or to any third party without the prior written consent of the Client.
14.2 The Client shall not assign this Agreement without the prior written consent of the Consultant, except to a successor to all or substantially all of its business.`),
  },

  // ------------------------------------------------------------------ employment (4) ---------------------------------
  {
    id: 'h16-employment-doc-galway-whole-agreement-clause-replaces-the-offer-letter-that-sets-the-salary-or-keeps-it',
    pattern: 'override',
    type: 'employment',
    check: 'employment.compensation',
    adverse: badOrMissing(galway({ entire: 'This contract is the whole agreement between us about your employment and replaces any earlier discussions, letters and offers, including your offer letter dated 2 March 2026.' })),
    benign: good(galway({})),
  },
  {
    id: 'h16-employment-doc-galway-company-may-not-give-notice-before-2030-save-gross-misconduct-or-shorter-notice-in-probation',
    pattern: 'position',
    type: 'employment',
    check: 'employment.notice_period',
    adverse: bad(galway({ notice: 'Either of us may end your employment by giving three (3) months\' written notice, except that we may not give you notice before 31 December 2030.' })),
    benign: good(galway({})),
  },
  {
    id: 'h16-employment-doc-galway-non-solicit-carve-out-for-anyone-who-approaches-first-or-only-general-adverts',
    pattern: 'disapplied',
    type: 'employment',
    check: 'employment.non_solicit',
    adverse: bad(galway({ carve: 'Clause 5.1 does not apply to any customer or employee who first contacts you, or whom you knew before you joined us, or who works or buys outside Ireland.' })),
    benign: good(galway({})),
  },
  {
    id: 'h16-employment-doc-galway-law-the-employee-chooses-by-notice-at-any-time-or-ireland-with-mandatory-local-rules',
    pattern: 'position',
    type: 'employment',
    check: 'employment.governing_law',
    adverse: noLaw(galway({ law: 'This contract is governed by the law that you choose by written notice to us at any time.' })),
    benign: good(galway({})),
  },

  // ------------------------------------------------------------------ lease (4) --------------------------------------
  {
    id: 'h16-lease-doc-reeves-county-base-rent-landlord-sets-by-wti-price-payable-on-demand-or-fixed-monthly',
    pattern: 'position',
    type: 'lease',
    check: 'lease.rent',
    adverse: badOrMissing(pecos({ rent: 'an amount Landlord determines each month by reference to the West Texas Intermediate oil price, payable on Landlord\'s demand' })),
    benign: good(pecos({})),
  },
  {
    id: 'h16-lease-doc-reeves-county-notwithstanding-landlord-need-not-insure-improvements-and-may-terminate-or-only-tenants-equipment',
    pattern: 'override',
    type: 'lease',
    check: 'lease.insurance',
    adverse: bad(pecos({ insure: 'Notwithstanding Section 9.1, Landlord shall have no obligation to insure the shop building or Yard improvements, Base Rent shall not abate, and if they are damaged Landlord may terminate this Lease.' })),
    benign: good(pecos({})),
  },
  {
    id: 'h16-lease-doc-reeves-county-opex-includes-capital-and-disposal-well-serving-other-leases-uncapped-or-yard-road-capped',
    pattern: 'position',
    type: 'lease',
    check: 'lease.service_charges',
    adverse: bad(pecos({ opex: 'Operating Expenses include all costs of the caliche access road, the saltwater disposal well and any capital improvements or replacements to them, whether they serve the Yard or Landlord\'s other leases in Reeves County, without any cap.' })),
    benign: good(pecos({})),
  },
  {
    id: 'h16-lease-doc-reeves-county-conspicuous-indemnity-including-landlords-sole-negligence-or-excepting-it',
    pattern: 'polarity',
    type: 'lease',
    check: 'lease.tenant_indemnity',
    adverse: bad(pecos({ indemnity: 'TENANT SHALL INDEMNIFY LANDLORD AGAINST ALL CLAIMS ARISING FROM OR RELATING TO THE YARD, INCLUDING CLAIMS CAUSED BY LANDLORD\'S SOLE OR CONCURRENT NEGLIGENCE.' })),
    benign: good(pecos({})),
  },

  // ------------------------------------------------------------------ DPA (3) ----------------------------------------
  {
    id: 'h16-dpa-dutch-port-assistance-only-a-self-service-export-tool-dpias-outside-scope-or-included-free',
    pattern: 'position',
    type: 'dpa',
    check: 'dpa.assistance',
    adverse: bad(`DATA PROCESSING AGREEMENT (verwerkersovereenkomst), English version

Controller: Havenbedrijf Noordzeekanaal N.V., IJmuiden. Processor: PortPass Access Systems B.V., Rotterdam, which operates the crew and contractor access system at the Controller's terminals.

Article 7 - Assistance
7.1 The Processor shall assist the Controller with requests from data subjects only by making the self-service export tool in the access system available to the Controller.
7.2 Any other assistance, including with data protection impact assessments and prior consultations with the Autoriteit Persoonsgegevens, is outside the scope of this Data Processing Agreement.`),
    benign: good(`DATA PROCESSING AGREEMENT (verwerkersovereenkomst), English version

Controller: Havenbedrijf Noordzeekanaal N.V., IJmuiden. Processor: PortPass Access Systems B.V., Rotterdam, which operates the crew and contractor access system at the Controller's terminals.

Article 7 - Assistance
7.1 The Processor shall assist the Controller with requests from data subjects, including by making the self-service export tool in the access system available to the Controller.
7.2 The Processor shall also assist the Controller with data protection impact assessments and prior consultations with the Autoriteit Persoonsgegevens, at no extra charge.`),
  },
  {
    id: 'h16-dpa-thai-hospital-annex-table-agency-transcriptionists-need-no-undertaking-or-all-sign-before-access',
    pattern: 'markup',
    type: 'dpa',
    check: 'dpa.personnel_confidentiality',
    adverse: bad(`# Data Processing Agreement

**Controller:** Chao Phraya Medical Group Public Company Limited, Bangkok. **Processor:** ClearScribe Medical Transcription Inc., Cebu City, Philippines.

## 4. Personnel

4.1 The Processor shall allow access to Patient Data only to the personnel described in Annex 3, on the terms stated there.

## Annex 3 - Authorised personnel

| Category | Access | Confidentiality undertaking |
|---|---|---|
| Processor's employed transcriptionists | Audio and transcripts | Signed before access |
| Agency and freelance transcriptionists | Audio and transcripts | Not required |
| Quality reviewers | Transcripts | Signed before access |`),
    benign: good(`# Data Processing Agreement

**Controller:** Chao Phraya Medical Group Public Company Limited, Bangkok. **Processor:** ClearScribe Medical Transcription Inc., Cebu City, Philippines.

## 4. Personnel

4.1 The Processor shall allow access to Patient Data only to the personnel described in Annex 3, on the terms stated there.

## Annex 3 - Authorised personnel

| Category | Access | Confidentiality undertaking |
|---|---|---|
| Processor's employed transcriptionists | Audio and transcripts | Signed before access |
| Agency and freelance transcriptionists | Audio and transcripts | Signed before access |
| Quality reviewers | Transcripts | Signed before access |`),
  },
  {
    id: 'h16-dpa-dutch-port-notwithstanding-processor-capped-at-eur-2500-controller-unlimited-or-mutual-twelve-months',
    pattern: 'override',
    type: 'dpa',
    check: 'dpa.limitation_of_liability',
    adverse: bad(`DATA PROCESSING AGREEMENT, English version

Controller: Havenbedrijf Noordzeekanaal N.V., IJmuiden. Processor: Dockview Camera Analytics B.V., Delft, which analyses quay-side CCTV footage for the Controller.

Article 12 - Liability
12.1 The limitations of liability in clause 15 of the Main Agreement apply to this Data Processing Agreement.
12.2 Notwithstanding Article 12.1, the Processor's aggregate liability for all claims under this Data Processing Agreement shall not exceed EUR 2,500, and the Controller's liability to the Processor is not limited.`),
    benign: good(`DATA PROCESSING AGREEMENT, English version

Controller: Havenbedrijf Noordzeekanaal N.V., IJmuiden. Processor: Dockview Camera Analytics B.V., Delft, which analyses quay-side CCTV footage for the Controller.

Article 12 - Liability
12.1 The limitations of liability in clause 15 of the Main Agreement apply to this Data Processing Agreement.
12.2 Notwithstanding Article 12.1, each party's aggregate liability for all claims under this Data Processing Agreement shall not exceed the fees paid or payable in the twelve (12) months before the claim, and this limit does not apply to either party's breach of Article 5 (Confidentiality).`),
  },
];

/** A Mombasa warehouse lease's renewal clause, with a slot. */
const MOMBASA_LEASE = `LEASE OF GODOWN No. 7, SHIMANZI ROAD, MOMBASA

Landlord: Pwani Godowns Limited. Tenant: Tsavo Freight Forwarders Limited.

1. Term: ten (10) years from 1 July 2026.
2. Rent: KES 1,250,000 per month, payable in advance on the first day of each month.
3. Repairs: the Landlord keeps the roof, structure and external walls in repair; the Tenant keeps the interior in good condition, fair wear and tear excepted.
4. Renewal: {{RENEWAL}}
5. This Lease is governed by the laws of Kenya.
`;

/** A Kenyan grain-storage memorandum of understanding (no typed playbook), with a slot. */
const ELDORET_MOU = `MEMORANDUM OF UNDERSTANDING - GRAIN STORAGE

Between Uasin Gishu Maize Growers Co-operative Society Ltd, Eldoret ("the Co-operative") and Rift Silos Limited, Nairobi ("the Operator").

1. The Operator will store up to 20,000 tonnes of the Co-operative's maize in its Eldoret silos from 1 August 2026 to 31 July 2027.
2. The Co-operative will pay KES 180 per tonne per month, invoiced monthly.
3. Either party may end this MOU for the other's material breach not remedied within 30 days of notice.
4. Disputes will be referred to a sole arbitrator appointed by the Chartered Institute of Arbitrators (Kenya Branch).
5. {{LAW}}
`;

export const HOLDOUT16_EXTRA: AdverseCase[] = [
  {
    id: 'h16x-nda-thai-hospital-arbitral-award-exclusive-remedy-no-court-injunction-or-courts-open-for-interim-relief',
    pattern: 'override',
    type: 'nda',
    check: 'nda.injunctive_relief',
    adverse: bad(`MUTUAL NON-DISCLOSURE AGREEMENT between Chao Phraya Medical Group Public Company Limited, Bangkok and Hoshino Imaging K.K., Osaka, each a "Party".

8. Remedies and disputes
8.1 Each Party acknowledges that damages may not be an adequate remedy for a breach of this Agreement.
8.2 Notwithstanding Clause 8.1, all disputes shall be finally resolved by arbitration in Bangkok under the Rules of the Thai Arbitration Institute, the arbitral award shall be the exclusive remedy, and no Party may apply to any court for interim or injunctive relief.`),
    benign: good(`MUTUAL NON-DISCLOSURE AGREEMENT between Chao Phraya Medical Group Public Company Limited, Bangkok and Hoshino Imaging K.K., Osaka, each a "Party".

8. Remedies and disputes
8.1 Each Party acknowledges that damages may not be an adequate remedy for a breach of this Agreement.
8.2 Notwithstanding Clause 8.1, all disputes shall be finally resolved by arbitration in Bangkok under the Rules of the Thai Arbitration Institute, but nothing prevents a Party from applying to any court of competent jurisdiction for interim or injunctive relief, without posting a bond.`),
  },
  {
    id: 'h16x-msa-quebec-distributor-tacit-renewal-for-five-years-unless-eighteen-months-notice-or-one-year-unless-thirty-days',
    pattern: 'position',
    type: 'msa',
    check: 'msa.auto_renewal',
    adverse: bad(`MASTER AGREEMENT FOR LOGISTICS SERVICES

BETWEEN: Distributions Beaulieu-Gagnon inc., a legal person duly constituted under the Business Corporations Act (Québec), having its head office in Laval, Québec (hereinafter the "Client");
AND: Transports Laurentides-Nord ltée, having its head office in Saint-Jérôme, Québec (hereinafter the "Provider").

ARTICLE 9 - DURATION
9.1 The present Agreement is entered into for an initial term of three (3) years from its signature.
9.2 At the expiry of the initial term, the present Agreement shall be renewed tacitly for successive terms of five (5) years, unless one of the parties notifies the other in writing of its intention not to renew it not less than eighteen (18) months before the expiry of the term then in force.`),
    benign: good(`MASTER AGREEMENT FOR LOGISTICS SERVICES

BETWEEN: Distributions Beaulieu-Gagnon inc., a legal person duly constituted under the Business Corporations Act (Québec), having its head office in Laval, Québec (hereinafter the "Client");
AND: Transports Laurentides-Nord ltée, having its head office in Saint-Jérôme, Québec (hereinafter the "Provider").

ARTICLE 9 - DURATION
9.1 The present Agreement is entered into for an initial term of three (3) years from its signature.
9.2 At the expiry of the initial term, the present Agreement shall be renewed tacitly for successive terms of one (1) year, unless one of the parties notifies the other in writing of its intention not to renew it not less than thirty (30) days before the expiry of the term then in force.`),
  },
  {
    id: 'h16x-saas-czech-railway-timetabling-provider-capped-at-one-month-customer-at-whole-term-or-mutual-twelve-months',
    pattern: 'position',
    type: 'saas',
    check: 'saas.limitation_of_liability',
    adverse: bad(`SOFTWARE AS A SERVICE AGREEMENT                           Page 4 of 9
(Provider: Grafikon Cloud s.r.o., Ostrava; Customer: Moravská regionální
železnice, a.s., Brno)

11. LIMITATION OF LIABILITY
11.1 The Provider's total liability arising out of or in connection with this
Agreement shall not exceed the fees paid by the Customer in the one (1) month
preceding the event giving rise to the claim.
11.2 The Customer's total liability arising out of or in connection with this
Agreement shall not exceed the fees payable for the entire Subscription Term.`),
    benign: good(`SOFTWARE AS A SERVICE AGREEMENT                           Page 4 of 9
(Provider: Grafikon Cloud s.r.o., Ostrava; Customer: Moravská regionální
železnice, a.s., Brno)

11. LIMITATION OF LIABILITY
11.1 Each party's total liability arising out of or in connection with this
Agreement shall not exceed the fees paid or payable by the Customer in the twelve (12)
months preceding the event giving rise to the claim.
11.2 Clause 11.1 does not apply to either party's breach of clause 8
(Confidentiality), to its indemnities or to wilful misconduct.`),
  },
  {
    id: 'h16x-licence-irish-medtech-three-year-renewals-unless-licensee-gives-twelve-months-or-one-year-unless-either-gives-thirty-days',
    pattern: 'markup',
    type: 'license',
    check: 'license.auto_renewal',
    adverse: bad(`## Licence Schedule

| Item | Detail |
|---|---|
| Licensor | Revontuli Imaging Oy, Oulu, Finland |
| Licensee | Corrib Cardio Devices Limited, Galway, Ireland |
| Licensed Algorithm | Revontuli ECG-Arrhythmia Classifier v4 |
| Term | 3 years from 1 September 2026, renewing automatically for further 3-year terms unless the Licensee gives notice at least 12 months before the end of the term then running |
| Fees | EUR 240,000 a year |`),
    benign: good(`## Licence Schedule

| Item | Detail |
|---|---|
| Licensor | Revontuli Imaging Oy, Oulu, Finland |
| Licensee | Corrib Cardio Devices Limited, Galway, Ireland |
| Licensed Algorithm | Revontuli ECG-Arrhythmia Classifier v4 |
| Term | 3 years from 1 September 2026, renewing automatically for further 1-year terms unless either party gives notice at least 30 days before the end of the term then running |
| Fees | EUR 240,000 a year |`),
  },
  {
    id: 'h16x-services-makati-price-book-conversion-fee-of-php-1500000-per-agent-hired-for-18-months-or-mutual-no-solicitation-in-term',
    pattern: 'reference',
    type: 'services',
    check: 'services.non_solicitation',
    adverse: bad(makati({ personnel: '\n5. Personnel\n5.1 The Conversion Fee in the Price Book applies if Customer or any of its related bodies corporate employs or engages any agent, team leader or trainer who worked on Customer\'s programme, at any time during the Term or in the eighteen (18) months after that person leaves the programme.\n\nPrice Book (extract)\nConversion Fee: PHP 1,500,000 per person, payable on demand.\n' })),
    benign: good(makati({ personnel: '\n5. Personnel\n5.1 During the Term, neither party will actively solicit for employment any employee of the other who worked on Customer\'s programme; this does not apply to general advertisements or to anyone who responds to them, and no Conversion Fee is payable.\n\nPrice Book (extract)\nConversion Fee: not applicable.\n' })),
  },
  {
    id: 'h16x-consulting-singapore-law-in-cover-page-item-seven-is-the-consultants-home-england-or-singapore',
    pattern: 'reference',
    type: 'consulting',
    check: 'consulting.governing_law',
    adverse: bad(tanjong({}).replace('This letter is governed by the laws of Singapore.', 'This letter is governed by the law stated in item 7 of the Cover Page.\n\nCOVER PAGE\nItem 6. Fee cap: SGD 180,000\nItem 7. Governing law and courts: the laws of England and Wales, and the exclusive jurisdiction of the courts of England.')),
    benign: good(tanjong({}).replace('This letter is governed by the laws of Singapore.', 'This letter is governed by the law stated in item 7 of the Cover Page.\n\nCOVER PAGE\nItem 6. Fee cap: SGD 180,000\nItem 7. Governing law and courts: the laws of Singapore, and the exclusive jurisdiction of the courts of Singapore.')),
  },
  {
    id: 'h16x-employment-philippine-bpo-confidential-information-excludes-client-account-information-or-includes-it',
    pattern: 'reference',
    type: 'employment',
    check: 'employment.confidentiality',
    adverse: bad(`EMPLOYMENT CONTRACT

This Contract is entered into in Makati City by Bayside Connect Solutions Inc. (the "Company") and Jose Miguel Santos (the "Employee"), who is engaged as a Customer Service Representative.

1. Definitions. "Confidential Information" means the Company's non-public business information, but excludes any information the Employee acquires while working on a client account, including subscriber details, call recordings and client scripts.
7. Confidentiality. During and after his employment, the Employee shall not disclose or use any Confidential Information except in performing his duties.`),
    benign: good(`EMPLOYMENT CONTRACT

This Contract is entered into in Makati City by Bayside Connect Solutions Inc. (the "Company") and Jose Miguel Santos (the "Employee"), who is engaged as a Customer Service Representative.

1. Definitions. "Confidential Information" means the Company's non-public business information, and includes any information the Employee acquires while working on a client account, including subscriber details, call recordings and client scripts.
7. Confidentiality. During and after his employment, the Employee shall not disclose or use any Confidential Information except in performing his duties.`),
  },
  {
    id: 'h16x-lease-mombasa-godown-renewal-only-if-landlord-consents-at-the-time-or-on-tenants-notice-same-terms',
    pattern: 'position',
    type: 'lease',
    check: 'lease.renewal_option',
    adverse: bad(fill(MOMBASA_LEASE, 'RENEWAL', 'the Tenant may renew this Lease for a further ten (10) years by notice given at least six (6) months before it ends, if the Landlord, in its absolute discretion, consents to the renewal at that time; the rent and other terms of any renewal are for the Landlord to set.')),
    benign: good(fill(MOMBASA_LEASE, 'RENEWAL', 'the Tenant may renew this Lease for a further ten (10) years on the same terms by notice given at least six (6) months before it ends, and the Landlord shall then grant the renewal.')),
  },
  {
    id: 'h16x-dpa-thai-hospital-pacs-processor-may-reduce-annex-two-measures-if-commercially-reasonable-or-never-below-them',
    pattern: 'position',
    type: 'dpa',
    check: 'dpa.security',
    adverse: bad(`DATA PROCESSING AGREEMENT

Controller: Chao Phraya Medical Group Public Company Limited, Bangkok. Processor: Nimbus PACS (Thailand) Co., Ltd., which stores and serves the Controller's radiology images.

Clause 6 - Security
6.1 The Processor shall implement the technical and organisational measures set out in Annex 2.
6.2 The Processor may change the measures in Annex 2 at any time, including by reducing or removing any of them, provided the overall level of security remains commercially reasonable in the Processor's opinion.`),
    benign: good(`DATA PROCESSING AGREEMENT

Controller: Chao Phraya Medical Group Public Company Limited, Bangkok. Processor: Nimbus PACS (Thailand) Co., Ltd., which stores and serves the Controller's radiology images.

Clause 6 - Security
6.1 The Processor shall implement the technical and organisational measures set out in Annex 2, which meet Article 32 GDPR and section 37 of the Personal Data Protection Act B.E. 2562.
6.2 The Processor may change the measures in Annex 2 from time to time to keep pace with technical progress, provided it does not reduce the overall level of security they give.`),
  },
  {
    id: 'h16x-general-eldoret-grain-mou-law-of-whichever-country-the-arbitrator-picks-or-kenya-applied-by-the-arbitrator',
    pattern: 'reference',
    type: 'other',
    check: 'general.governing_law',
    adverse: noLaw(fill(ELDORET_MOU, 'LAW', 'This MOU is governed by the law of whichever country the arbitrator considers most appropriate when the dispute arises.')),
    benign: good(fill(ELDORET_MOU, 'LAW', 'This MOU is governed by the laws of Kenya, which the arbitrator, seated in Nairobi, shall apply.')),
  },
];

/** Known misses of the first run (on c95f07e): each pair with the engine's reading of the side it got wrong. */
export const HOLDOUT16_MISSES: Record<string, string> = {
  'h16-nda-singapore-fund-manager-bound-for-six-months-family-office-for-five-years-or-both-for-five': 'nda.mutuality: adverse side read preferred, not flagged',
  'h16-msa-doc-brno-pdf-suppliers-general-terms-prevail-and-choose-vienna-or-the-agreement-prevails': 'msa.governing_law: adverse side read preferred, not flagged',
  'h16-msa-doc-brno-pdf-cap-and-consequential-exclusion-disapplied-for-suppliers-claims-or-for-death-and-fraud': 'msa.consequential_damages: adverse side read preferred, not flagged',
  'h16-saas-doc-bangkok-html-refund-less-an-early-termination-charge-defined-as-the-whole-remainder-or-charge-only-on-convenience': 'saas.refunds: adverse side read preferred, not flagged',
  'h16-saas-doc-bangkok-html-order-table-renews-for-36-months-unless-180-days-notice-or-12-months-unless-30-days': 'saas.auto_renewal: adverse side read acceptable, not flagged',
  'h16-licence-doc-laval-markdown-fee-adjusts-to-licensors-list-price-each-anniversary-or-cpi-capped-at-three-percent': 'license.price_increases: adverse side read acceptable, not flagged',
  'h16-licence-doc-laval-markdown-aggregated-data-defined-to-identify-customers-and-suppliers-or-de-identified': 'license.data_use: adverse side read preferred, not flagged',
  'h16-licence-irish-medtech-licensee-bound-licensor-free-with-clinical-validation-data-or-each-bound': 'license.confidentiality: adverse side read missing and flagged, not unacceptable; benign twin read missing and flagged',
  'h16-services-doc-makati-schedule-item-renews-for-three-years-unless-twelve-months-notice-or-twelve-months-unless-thirty-days': 'services.auto_renewal: adverse side read preferred, not flagged',
  'h16-services-doc-makati-notwithstanding-customer-claims-go-to-makati-under-philippine-law-or-only-providers-staff': 'services.governing_law: adverse side read preferred, not flagged',
  'h16-consulting-doc-singapore-acceptance-criteria-set-by-the-consultants-own-cover-note-or-by-the-signed-sow': 'consulting.acceptance: adverse side read preferred, not flagged',
  'h16-consulting-doc-singapore-consultants-website-terms-as-in-force-at-invoice-or-the-attached-version': 'consulting.unilateral_changes: adverse side read preferred, not flagged',
  'h16-employment-doc-galway-whole-agreement-clause-replaces-the-offer-letter-that-sets-the-salary-or-keeps-it': 'employment.compensation: adverse side read preferred, not flagged',
  'h16-dpa-thai-hospital-annex-table-agency-transcriptionists-need-no-undertaking-or-all-sign-before-access': 'dpa.personnel_confidentiality: adverse side read missing and flagged, not unacceptable; benign twin read missing and flagged',
  'h16x-services-makati-price-book-conversion-fee-of-php-1500000-per-agent-hired-for-18-months-or-mutual-no-solicitation-in-term': 'services.non_solicitation: adverse side read preferred, not flagged',
  'h16x-employment-philippine-bpo-confidential-information-excludes-client-account-information-or-includes-it': 'employment.confidentiality: adverse side read preferred, not flagged',
};
