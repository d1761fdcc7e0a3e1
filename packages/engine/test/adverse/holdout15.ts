/**
 * Fifteenth blind hold-out (issue 11, 2026-11-25, written in the nineteenth session's first hour): pairs written before
 * reading any rule code, tuning file, judge-round test or earlier hold-out's clauses. Read were only the harness
 * (`adverse.test.ts`), `sides.ts`, `positions.ts`, `cases.ts`'s types, the *format* of `holdout14.ts` (its header,
 * exports, the shape of a pair and its wiring), the pair ids of hold-outs 1-14 (whose situations were avoided), a count
 * of how often hold-outs 1-14 used each check id (the least-used checks were preferred; `services.data_use`,
 * `license.data_use` and `general.termination` had never been used), and the built-in playbooks' public check ids,
 * titles, preferred and fallback positions, printed from `listBuiltInPlaybooks()`. Each pair is a clause a lawyer
 * acting for the playbook's side (the customer, client, licensee, tenant, employer, controller; both parties of a
 * mutual NDA) would flag, and a benign twin sharing most of its words that a naive matcher would flag too. No check id
 * is used by more than one pair.
 *
 * Written as practitioners in places hold-outs 1-14 did not draft: a Lagos fintech's mutual NDA with a bank in plain
 * English, a Mexican maquiladora's supply agreement with a Michigan buyer as text extracted from a PDF (running header,
 * page numbers, hard line breaks), a Spanish hotel chain's SaaS terms in HTML, a Korean game studio's SDK licence in
 * Markdown (an order-details table), a Norwegian offshore inspection contract, a Chilean geometallurgy consultancy, an
 * Estonian robotics start-up's employment contract in plain English, a Florida shopping-centre lease (CAM, Named
 * Storms, a sales kick-out), an Alberta oilfield MSA (area of mutual interest, knock-for-knock, a work order that
 * prevails), a Welsh county borough's ICT call-off, a Luxembourg fund's DPA with a New York transfer agent, a New York
 * footage licence, an Icelandic geothermal NDA, a Vilnius photonics NDA in Markdown, a Milan design studio, a Lisbon
 * shop lease, a Buenos Aires software employer, a Danish ship-design NDA, a Ho Chi Minh City garment joint venture's
 * NDA, a Plzeň brewery's maintenance MSA, a Montevideo subscription agreement, an Almaty logistics SaaS, a Como silk
 * studio's licence, a Lima agribusiness consultancy, a Casablanca call centre and a Kingston festival sponsorship. The
 * hurt sits in definitions, a schedule's table, a "general" clause near the end, an order of precedence, an
 * entire-agreement clause that drops a promise, a role swap, a number (a short window, a low insurance limit, a long
 * notice) and conditional rights. Eight are short whole agreements with the hostile clause among ordinary terms; the
 * rest are excerpts read alone. All 51 pairs (the 41 and the ten more) were written before either was scored; two were
 * revised by the writer before that first score, on a second reading of the text alone (the Vietnamese NDA made mutual,
 * so that a short return window hurts either party; the Estonian bonus made payable even during notice and after
 * dismissal). Scored once on 5e40894 (engine README "Fifteenth blind hold-out"). Do not tune rules on these pairs or
 * edit them to pass.
 *
 * The writer's own doubts, for the second reader: the Florida kick-out's benign twin gives the tenant only a
 * sales-contingent exit, not a break on notice at will (lease.termination_for_convenience's preferred tier); the
 * Spanish IP defence limited to United States patents is a narrow indemnity rather than none; the Korean warranty's
 * hurt needs the table's two dates (90 days from 1 February end before delivery on 30 June); CLP 5,000,000 of cover is
 * a stated minimum, judged inadequate for a pre-feasibility study; a one-month non-solicitation is a covenant too short
 * to protect the employer rather than none; a guaranteed bonus against "bonuses discretionary unless agreed otherwise";
 * the Norwegian frame's benign twin is an extension at the customer's option, not renewal by mutual agreement; the
 * Mexican and Luxembourg laws chosen are each the other party's home, not neutral.
 *
 * Audited by a second reader (session 19, before any rule change read the set; no rule code read), each pair read
 * against its check's preferred and fallback positions as the playbook side's lawyer would. Three pairs mended (and one
 * in wording only, below), none dropped: the Florida kick-out's benign twin now also gives the tenant a break on ninety
 * days' notice at any time after the second Lease Year (a sales-contingent exit alone is not plainly the tenant's
 * "break right on notice"); the Estonian compensation pair's adverse side now leaves the salary to be set by the
 * Management Board from time to time (a bonus guaranteed in the contract is "agreed otherwise" under
 * employment.compensation's preferred tier, so not plainly unacceptable; an unstated salary is), expected unacceptable
 * or missing; the Buenos Aires restricted period now ends with the employment (one month after it is within "up to 12
 * months preferred"), expected unacceptable or missing. The other five doubts were kept: a US-patent-only defence
 * protects a customer operating only in Spain from nothing it will face; the warranty that ends before delivery gives
 * no warranty; CLP 5,000,000 and no general liability cover fall short of the preferred tier's two covers at real
 * minimums; an extension at the customer's own option is not a silent renewal; the other party's home law is what the
 * governing-law checks treat as unacceptable between parties in different countries. One wording mend: the Chilean
 * cover lost its "(about USD 5,000)", a gloss a contract would not carry and a number a matcher could compare. The
 * first run's figures are unchanged by the audit.
 */
import type { AdverseCase } from './cases.js';
import { bad, badOrMissing, fill, good } from './sides.js';

// ---------------------------------------------------------------- whole documents ----------------------------------

const LAGOS_NDA = `MUTUAL NON-DISCLOSURE AGREEMENT

Date: 3 February 2026

Parties
1. Kudira Payments Limited, a company registered in Nigeria (RC 1789432), of 14 Admiralty Way, Lekki Phase 1, Lagos ("Kudira").
2. Harbourline Bank Plc, a company registered in Nigeria (RC 6231), of Plot 1261 Adeola Hopewell Street, Victoria Island, Lagos ("Harbourline").

Why we are signing this
Kudira and Harbourline are discussing a partnership under which Harbourline's customers could pay merchants through Kudira's card-acquiring platform (the "Purpose"). Both of us will share information for the Purpose, so each of us may be a Discloser and a Recipient.

1. What is confidential
"Confidential Information" means any non-public business, technical, financial or customer information that one of us (the "Discloser") gives the other (the "Recipient") for the Purpose, in any form, including orally.

2. What is not confidential
Confidential Information does not include information that:
(a) is or becomes public without the Recipient breaking this agreement;
(b) the Recipient already had lawfully before the Discloser gave it;
(c) {{THIRD_PARTY}}
(d) the Recipient develops independently without using the Discloser's Confidential Information.

3. What the Recipient must do
The Recipient will keep the Discloser's Confidential Information secret, use it only for the Purpose, and share it only with its employees and professional advisers who need it for the Purpose and are bound by confidentiality duties at least as strict as these. The Recipient is responsible for them.

4. If the law requires disclosure
If a court, the Central Bank of Nigeria or another authority requires the Recipient to disclose Confidential Information, the Recipient may do so, but (where the law allows) it will tell the Discloser first and disclose only what is required.

5. Returning information
{{RETURN}}

6. No licence
Sharing information gives the Recipient no licence or other right to it. All Confidential Information stays the Discloser's property.

7. How long this lasts
Either of us may end the discussions at any time by written notice. The duties in this agreement last for three (3) years after the date of that notice; for trade secrets they last as long as the information stays a trade secret.

8. Remedies
Damages may not be enough if this agreement is broken, so the Discloser may also ask a court for an injunction, in addition to any other remedy.

9. General
{{GENERAL}} This agreement is governed by the laws of the Federal Republic of Nigeria, and the courts of Lagos State have jurisdiction. This is the whole agreement between us about its subject matter.

Signed for Kudira Payments Limited: ____________________
Signed for Harbourline Bank Plc: ____________________
`;

const LAGOS_THIRD_PARTY = `the Recipient receives from a third party that the Recipient did not know to be under a duty of confidentiality to the Discloser; or`;
const LAGOS_RETURN = `When the discussions end, or earlier if the Discloser asks, the Recipient will return or destroy the Discloser's Confidential Information and, if asked, confirm in writing that it has done so. The Recipient may keep copies that banking law or its regulator requires it to keep, and copies held in automatic electronic back-ups; this agreement continues to apply to those copies.`;
const LAGOS_GENERAL = `Neither of us may transfer this agreement without the other's written consent, except to a company that takes over all or most of its business, which it may do by telling the other in writing.`;
const lagos = (p: { third?: string; ret?: string; general?: string }) =>
  fill(fill(fill(LAGOS_NDA, 'THIRD_PARTY', p.third ?? LAGOS_THIRD_PARTY), 'RETURN', p.ret ?? LAGOS_RETURN), 'GENERAL', p.general ?? LAGOS_GENERAL);

const MEXICO_MSA = `MAQUILADORA FRONTERIZA ENSAMBLES, S.A. DE C.V.                    MASTER SUPPLY AGREEMENT
Agreement No. MFE-LAC-2026-03                                                       Page 1 of 3

This Master Supply Agreement (the "Agreement") is entered into on March 2, 2026
between MAQUILADORA FRONTERIZA ENSAMBLES, S.A. DE C.V., a company organized under
the laws of the United Mexican States and operating under an IMMEX program, with its
plant at Av. Tecnológico 4420, Ciudad Juárez, Chihuahua ("Supplier"), and LAKESHORE
APPLIANCE CORP., a Michigan corporation, of 300 Monroe Avenue NW, Grand Rapids,
Michigan ("Customer").

1. DEFINITIONS
1.1 "Products" means the wire harnesses and control-board assemblies described in
the Purchase Orders.
1.2 "Developed IP" means all designs, drawings, fixture and tooling designs, test
programs, process documentation and other work product that Supplier creates for
Customer under a Development Order, for which Customer pays the engineering charges
stated in that Development Order.
1.3 "Background IP" means intellectual property owned by Supplier before the date of
this Agreement or developed independently of it.

2. PURCHASE ORDERS. Customer may issue Purchase Orders for Products and Development
Orders for engineering work. Each order is governed by this Agreement.

3. PRICES AND PAYMENT. Prices are stated in U.S. dollars in Exhibit A. Supplier
shall invoice each shipment on dispatch. Customer shall pay undisputed invoices
within forty-five (45) days after receipt, and may withhold any amount it disputes in
good faith.

4. DELIVERY. Products are delivered DAP El Paso, Texas (Incoterms 2020). Supplier is
the importer of record into Mexico of all materials it uses under its IMMEX program.

________________________________________________________________________________________
Confidential - Lakeshore / MFE                                                      1

MAQUILADORA FRONTERIZA ENSAMBLES, S.A. DE C.V.                    MASTER SUPPLY AGREEMENT
Agreement No. MFE-LAC-2026-03                                                       Page 2 of 3

5. WARRANTY. Supplier warrants that Products will conform to their specifications
and be free from defects in materials and workmanship for eighteen (18) months after
delivery.

6. INTELLECTUAL PROPERTY. {{IP}}

7. CONFIDENTIALITY. {{CONF}}

8. LIMITATION OF LIABILITY. Neither party is liable for indirect or consequential
damages. Each party's aggregate liability under this Agreement is limited to the
amounts paid or payable by Customer in the twelve (12) months before the claim,
except for breach of Section 7 and a party's indemnity obligations.

9. TERM AND TERMINATION. This Agreement has a term of three (3) years from its date.
Customer may terminate this Agreement for convenience on sixty (60) days' written
notice. Either party may terminate it if the other party materially breaches it and
does not cure the breach within thirty (30) days after notice.

________________________________________________________________________________________
Confidential - Lakeshore / MFE                                                      2

MAQUILADORA FRONTERIZA ENSAMBLES, S.A. DE C.V.                    MASTER SUPPLY AGREEMENT
Agreement No. MFE-LAC-2026-03                                                       Page 3 of 3

10. GOVERNING LAW AND JURISDICTION. {{LAW}}

11. GENERAL. This Agreement is executed in English and Spanish; the English version
prevails. Neither party may assign this Agreement without the other's prior written
consent, except to a successor to all or substantially all of its business.

SUPPLIER                                          CUSTOMER
By: ______________________                        By: ______________________
Name: Lic. Ramón Ibarra Soto                      Name: Dana Whitcombe
Title: Director General                           Title: VP, Global Sourcing
________________________________________________________________________________________
Confidential - Lakeshore / MFE                                                      3
`;

const MEXICO_IP = `All Developed IP vests in Customer on creation, and Supplier
hereby assigns it to Customer. Supplier keeps its Background IP and grants Customer
a perpetual, royalty-free licence to use it with the Developed IP.`;
const MEXICO_CONF = `Each party shall keep confidential the other party's Confidential
Information received under this Agreement and use it only to perform this
Agreement. These obligations apply during the term of this Agreement and for five
(5) years after it ends.`;
const MEXICO_LAW = `This Agreement is governed by the laws of the State of
Michigan, excluding the United Nations Convention on Contracts for the International
Sale of Goods. The parties submit to the exclusive jurisdiction of the state and
federal courts located in Kent County, Michigan.`;
const mexico = (p: { ip?: string; conf?: string; law?: string }) =>
  fill(fill(fill(MEXICO_MSA, 'IP', p.ip ?? MEXICO_IP), 'CONF', p.conf ?? MEXICO_CONF), 'LAW', p.law ?? MEXICO_LAW);

const SPAIN_SAAS = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Tidewell Revenue - Subscription Terms for Hoteles Brisamar</title></head>
<body>
<h1>Subscription Terms</h1>
<p>These Subscription Terms are agreed on 15 January 2026 between <strong>Tidewell Revenue, Inc.</strong>, a Delaware corporation with offices at 535 Mission Street, San Francisco, California ("Tidewell"), and <strong>Hoteles Brisamar, S.L.</strong>, of Passeig Marítim 18, 07014 Palma de Mallorca, Spain (the "Customer"), which operates fourteen hotels in the Balearic Islands and the Canaries.</p>
<h2>1. The Service</h2>
<p>Tidewell provides the Customer with its hosted revenue-management and booking-engine platform (the "Service") for the hotels listed in the Order Form.</p>
<h2>2. Fees</h2>
<p>The Customer pays the annual fees in the Order Form, invoiced yearly in advance and payable within thirty (30) days of receipt. Fees are fixed for the initial term of three (3) years; on renewal Tidewell may raise them by no more than three percent (3%) a year.</p>
<h2>3. Availability</h2>
<p>Tidewell will make the Service available at least 99.9% of each calendar month, excluding scheduled maintenance announced five days ahead and carried out between 02:00 and 05:00 CET. If it does not, the Customer receives the service credits in Annex 1, and may terminate if availability falls short in three months out of any six.</p>
<h2>4. Customer Data</h2>
<p>The Customer owns all guest and booking data it puts into the Service. Tidewell processes it only on the Customer's instructions and under the Data Processing Addendum in Annex 2.</p>
<h2>5. Confidentiality</h2>
<p>Each party will keep the other's confidential information secret and use it only for these Terms, during their term and for five (5) years after they end.</p>
<h2>6. Infringement claims</h2>
<p>{{INDEMNITY}}</p>
<h2>7. Liability</h2>
<p>Each party's total liability under these Terms is limited to the fees paid or payable in the twelve (12) months before the claim, except for breach of confidentiality, the obligations in section 6 and wilful misconduct. Neither party is liable for indirect or consequential loss.</p>
<h2>8. Term and termination</h2>
<p>These Terms run for three (3) years from the go-live date. The Customer may terminate them for convenience on thirty (30) days' written notice, and Tidewell will refund any prepaid fees for the period after termination.</p>
<h2>9. Law and courts</h2>
<p>{{LAW}}</p>
</body></html>
`;

const SPAIN_INDEMNITY = `Tidewell will defend the Customer against any claim by a third party that the Service infringes a patent, copyright, trade mark or trade secret in the European Union, the United Kingdom or the United States, and will pay any damages and costs finally awarded on that claim.`;
const SPAIN_LAW = `These Terms are governed by Spanish law. The courts of Palma de Mallorca have exclusive jurisdiction over any dispute arising out of them.`;
const spain = (p: { indemnity?: string; law?: string }) => fill(fill(SPAIN_SAAS, 'INDEMNITY', p.indemnity ?? SPAIN_INDEMNITY), 'LAW', p.law ?? SPAIN_LAW);

const KOREA_LICENCE = `# VoxLink SDK Licence Agreement

**Arclight Audio Technologies Ltd** (company no. 09817736), 40 Queen Square, Bristol BS1 4QP, England ("**Arclight**")
and **Sonagi Games Co., Ltd.**, 12F, 231 Teheran-ro, Gangnam-gu, Seoul, Republic of Korea ("**Sonagi**").

## Order details

| Item | Detail |
|---|---|
| Licensed software | VoxLink voice-chat SDK, version 5 (the "SDK") |
| Games | *Moonlit Harbour* and its sequels published by Sonagi |
| Effective Date | 1 February 2026 |
| Delivery Date | 30 June 2026 (SDK build for the Games' engine) |
| Fee | USD 40,000 per Game per year, invoiced yearly, payable within 30 days |

## 1. Licence

Arclight grants Sonagi a non-exclusive, worldwide licence, for the term of this agreement, to integrate the SDK into the Games, to modify the SDK's sample code, and to distribute the SDK in object code as part of the Games on any platform.

## 2. Delivery

Arclight will deliver the SDK build for the Games by the Delivery Date.

## 3. Warranty

{{WARRANTY}}

## 4. Telemetry

{{DATA}}

## 5. Liability

Each party's total liability under this agreement is limited to the fees paid or payable in the twelve (12) months before the claim, except for breach of confidentiality, infringement of the other's intellectual property and wilful misconduct.

## 6. Term

This agreement runs for three (3) years from the Effective Date. Sonagi may end it for any Game on thirty (30) days' written notice.

## 7. Law

This agreement is governed by the laws of the Republic of Korea, and the Seoul Central District Court has exclusive jurisdiction.
`;

const KOREA_WARRANTY = `For ninety (90) days from delivery, the SDK will perform materially as described in its documentation and will contain no malicious code. If it does not, Arclight will repair or replace it or, if it cannot, refund the fees paid for it.`;
const KOREA_DATA = `The SDK sends Arclight telemetry about each voice session, including device identifiers, IP addresses and players' voice-chat metadata. Arclight may use this telemetry only to provide, maintain and support the SDK for Sonagi, and may use it in aggregated, de-identified form, which identifies neither Sonagi nor any player, to improve the SDK.`;
const korea = (p: { warranty?: string; data?: string }) => fill(fill(KOREA_LICENCE, 'WARRANTY', p.warranty ?? KOREA_WARRANTY), 'DATA', p.data ?? KOREA_DATA);

const NORWAY_SERVICES = `CONTRACT FOR SUBSEA INSPECTION AND CONDITION MONITORING SERVICES

Contract No. SKE-2026-118

between Skarvik Energi ASA, org. no. 923 456 781, Lagårdsveien 6, 4010 Stavanger, Norway ("Company")
and Nordkyst Subsea Inspection AS, org. no. 998 112 340, Damsgårdsveien 135, 5160 Laksevåg, Bergen, Norway ("Contractor").

1. Definitions
"Installations" means the Hildur field subsea templates, risers and pipelines listed in Appendix A.
"Operational Data" means the video, sonar, cathodic-protection readings, wall-thickness measurements and other data Contractor collects from the Installations in performing the Work.
"Work" means the ROV inspection and condition-monitoring services described in Appendix A.

2. The Work
Contractor shall perform the Work with the skill, care and diligence of a competent subsea inspection contractor, using qualified personnel, and shall re-perform at its own cost any part of the Work that does not meet Appendix A.

3. Compensation
Contractor shall invoice monthly in arrears at the rates in Appendix B. Company shall pay undisputed amounts within thirty (30) days after receipt of a correct invoice and may withhold any amount it disputes in good faith.

4. Suspension
{{SUSPENSION}}

5. Operational Data
{{DATA}}

6. Liability and indemnities
Each party shall be responsible for and indemnify the other against injury to its own personnel and loss of or damage to its own property, regardless of fault. Neither party is liable to the other for consequential loss. Contractor's other liability under this Contract is limited to NOK 25,000,000.

7. Insurance
Contractor shall maintain employer's liability insurance, general third-party liability insurance of at least NOK 50,000,000 per occurrence and hull and machinery insurance for its vessel, and shall provide certificates on request.

8. Confidentiality
Each party shall keep the other's confidential information secret during this Contract and for five (5) years after it ends.

9. Term and termination
This Contract runs from 1 April 2026 to 31 March 2028. Company may terminate it for convenience on thirty (30) days' written notice, paying for the Work performed to the date of termination.

10. Law and disputes
This Contract is governed by Norwegian law. Disputes shall be settled by the ordinary courts, with Stavanger District Court (Sør-Rogaland tingrett) as the agreed venue.
`;

const NORWAY_SUSPENSION = `Contractor may suspend the Work only if an undisputed invoice remains unpaid thirty (30) days after Company receives written notice of non-payment, or to the extent necessary to avoid an imminent risk to health, safety or the environment. Contractor shall resume the Work promptly once the cause of the suspension has been removed.`;
const NORWAY_DATA = `Operational Data belongs to Company. Contractor may use Operational Data only to perform the Work for Company and, in aggregated and de-identified form that identifies neither Company nor any Installation, to improve its inspection methods.`;
const norway = (p: { suspension?: string; data?: string }) => fill(fill(NORWAY_SERVICES, 'SUSPENSION', p.suspension ?? NORWAY_SUSPENSION), 'DATA', p.data ?? NORWAY_DATA);

const CHILE_CONSULTING = `CONSULTING SERVICES AGREEMENT

This Agreement is made on 9 March 2026 between Cordillera Geometalurgia SpA, RUT 77.412.905-3, of Av. Apoquindo 4501, Las Condes, Santiago, Chile (the "Consultant"), and Minera Quebrada Honda SpA, RUT 76.980.113-K, of Av. Grecia 1360, Antofagasta, Chile (the "Client").

1. Services. The Consultant will design and supervise the geometallurgical testwork programme for the Quebrada Honda copper project and prepare the testwork chapter of its pre-feasibility study (the "Services"). The deliverables are listed in Annex 1 (each a "Deliverable").

2. Fees. The Client will pay the fees in Annex 3, in Chilean pesos, within thirty (30) days after receiving each monthly invoice. The Client may withhold any amount it disputes in good faith.

3. Acceptance. {{ACCEPTANCE}}

4. Ownership. The Client owns all Deliverables and the data generated by the testwork. The Consultant keeps its pre-existing methods and software and grants the Client a perpetual, royalty-free licence to use them as part of the Deliverables.

5. Standard of work. The Consultant will perform the Services with the skill and care of a competent geometallurgical consultant, using qualified personnel, and will re-perform any Services that do not meet that standard.

6. Infringement. {{INDEMNITY}}

7. Insurance. {{INSURANCE}}

8. Liability. Each party's total liability under this Agreement is limited to the fees paid or payable in the twelve (12) months before the claim, except for breach of confidentiality, the indemnity in clause 6 and wilful misconduct.

9. Confidentiality. Each party will keep the other's confidential information secret during this Agreement and for five (5) years after it ends.

10. Independent contractor. The Consultant is an independent contractor, responsible for its own taxes, social security contributions and insurance, and has no authority to bind the Client.

11. Termination. The Client may terminate this Agreement for convenience on thirty (30) days' written notice, paying for the Services performed to the date of termination.

12. Law. This Agreement is governed by the laws of the Republic of Chile. The parties submit to the ordinary courts of Santiago.
`;

const CHILE_ACCEPTANCE = `The Client will review each Deliverable against the acceptance criteria in Annex 2 and accept or reject it in writing within fifteen (15) Business Days of delivery, stating its reasons for any rejection. The Consultant will correct a rejected Deliverable at its own cost and resubmit it. A Deliverable is deemed accepted only if the Client does not respond within that period.`;
const CHILE_INDEMNITY = `The Consultant will defend and indemnify the Client against any claim by a third party that a Deliverable infringes that party's intellectual property rights. If such a claim is made, the Consultant may also modify the Deliverable so that it no longer infringes.`;
const CHILE_INSURANCE = `The Consultant will maintain professional liability insurance with a limit of not less than USD 5,000,000 per claim and general liability insurance of not less than USD 2,000,000 per occurrence, and will provide certificates on request.`;
const chile = (p: { acceptance?: string; indemnity?: string; insurance?: string }) =>
  fill(fill(fill(CHILE_CONSULTING, 'ACCEPTANCE', p.acceptance ?? CHILE_ACCEPTANCE), 'INDEMNITY', p.indemnity ?? CHILE_INDEMNITY), 'INSURANCE', p.insurance ?? CHILE_INSURANCE);

const ESTONIA_EMPLOYMENT = `EMPLOYMENT CONTRACT

Between Rebase Robotics OÜ (registry code 16543210), Telliskivi 60a, 10412 Tallinn, Estonia (the "Company", "we"), and Mari Tamm, personal identification code 49001010000, of Tallinn ("you").

1. Your job. You will work as Senior Embedded Software Engineer from 1 March 2026, reporting to the CTO. Your contract is for an unspecified term. The first four months are a probationary period.

2. Where and when. You will work from our Tallinn office and from home, 40 hours a week.

3. Pay. {{PAY}}

4. Holidays. You have 28 calendar days of paid annual holiday.

5. What you create. {{IP}}

6. Confidentiality. During your employment and after it ends you will keep our confidential information secret and use it only for your work with us. Trade secrets stay protected for as long as they remain trade secrets.

7. Ending the contract. You may end this contract on thirty (30) calendar days' notice. We may end it on the notice the Employment Contracts Act requires for your length of service.

8. Ending the contract for cause. {{CAUSE}}

9. After you leave. For twelve (12) months after your employment ends you will not solicit our employees, or customers you dealt with in your last year with us, to leave us.

10. Law. This contract is governed by Estonian law. Disputes go to the labour dispute committee or Harju County Court.

Signed digitally by the parties.
`;

const ESTONIA_PAY = `Your gross salary is EUR 5,200 per month, paid by the 10th day of the following month. You may also receive an annual bonus of up to 30% of your annual salary, paid each January; whether a bonus is paid, and its amount, are at the Company's discretion and depend on your own and the Company's performance.`;
const ESTONIA_IP = `Everything you create in your work belongs to the Company, including software. To the extent it does not pass to the Company by law, you assign to the Company all economic rights in any software you write, including firmware for our robots, and you will help us register those rights where needed.`;
const ESTONIA_CAUSE = `We may end this contract immediately for serious misconduct, dishonesty or a material breach of it, by a decision of the Management Board. While you are a member of the Management Board, you do not vote on that decision.`;
const estonia = (p: { pay?: string; ip?: string; cause?: string }) =>
  fill(fill(fill(ESTONIA_EMPLOYMENT, 'PAY', p.pay ?? ESTONIA_PAY), 'IP', p.ip ?? ESTONIA_IP), 'CAUSE', p.cause ?? ESTONIA_CAUSE);

const FLORIDA_LEASE = `SHOPPING CENTER LEASE

BASIC LEASE INFORMATION
Landlord: Coquina Commons LLC, a Florida limited liability company, 1800 Tamiami Trail, Sarasota, Florida 34236
Tenant: Pelican Paddle & Surf, Inc., a Florida corporation
Premises: Unit 112, Coquina Commons Shopping Center, Sarasota, Florida (approximately 4,200 rentable square feet)
Term: five (5) Lease Years from the Commencement Date
Minimum Rent: $8,750.00 per month for the first Lease Year, increasing by three percent (3%) at the start of each later Lease Year
Tenant's Proportionate Share: 4.2%
Permitted Use: retail sale and rental of paddleboards, surf equipment and beachwear

1. RENT. Tenant shall pay Minimum Rent monthly in advance on the first day of each month, together with applicable Florida sales tax on rent.

2. COMMON AREA MAINTENANCE. {{CAM}}

3. REPAIRS. Landlord shall repair and maintain the roof, structure, exterior walls, parking areas and common building systems of the Center. Tenant shall keep the interior of the Premises in good condition, reasonable wear and tear excepted.

4. INSURANCE AND CASUALTY. Landlord shall insure the buildings of the Center against fire, windstorm and flood. Tenant shall insure its own stock, fixtures and public liability, naming Landlord as additional insured. {{CASUALTY}}

5. ASSIGNMENT AND SUBLETTING. Tenant shall not assign this Lease or sublet the Premises without Landlord's consent, which shall not be unreasonably withheld, conditioned or delayed.

6. ENTRY. Landlord may enter the Premises at reasonable times on at least twenty-four (24) hours' notice to inspect or repair them, and without notice in an emergency.

7. DEFAULT. If Tenant fails to pay rent within ten (10) days after written notice, or fails to cure any other default within thirty (30) days after written notice, Landlord may terminate this Lease.

8. SALES REPORTING AND KICK-OUT. Tenant shall deliver to Landlord a statement of its Gross Sales within sixty (60) days after the end of each Lease Year. {{KICKOUT}}

9. RADON GAS. Radon is a naturally occurring radioactive gas that, when it has accumulated in a building in sufficient quantities, may present health risks to persons who are exposed to it over time. Additional information regarding radon and radon testing may be obtained from your county health department.

10. GOVERNING LAW. This Lease is governed by the laws of the State of Florida, and venue for any action lies in Sarasota County.
`;

const FLORIDA_CAM = `Tenant shall pay monthly, with Minimum Rent, its Proportionate Share of Common Area Maintenance Costs. "Common Area Maintenance Costs" means the reasonable costs Landlord properly incurs in operating, maintaining and repairing the common areas of the Center, excluding replacement of the roofs and parking areas, capital improvements (including any storm-hardening program) and structural repairs, plus an administrative fee of five percent (5%) of those costs. Tenant's share of controllable Common Area Maintenance Costs shall not increase by more than five percent (5%) over the previous calendar year.`;
const FLORIDA_CASUALTY = `If the Premises are damaged by fire, windstorm, flood or other casualty, including a Named Storm, Minimum Rent and Tenant's Proportionate Share of Common Area Maintenance Costs abate in proportion to the part of the Premises that is unfit for use until Landlord has restored them.`;
const FLORIDA_KICKOUT = `If Tenant's Gross Sales in any Lease Year after the second are less than $1,000,000, or at any other time after the end of the second Lease Year, Tenant may terminate this Lease by giving Landlord ninety (90) days' written notice.`;
const florida = (p: { cam?: string; casualty?: string; kickout?: string }) =>
  fill(fill(fill(FLORIDA_LEASE, 'CAM', p.cam ?? FLORIDA_CAM), 'CASUALTY', p.casualty ?? FLORIDA_CASUALTY), 'KICKOUT', p.kickout ?? FLORIDA_KICKOUT);

// ---------------------------------------------------------------- excerpts -----------------------------------------

const ALBERTA_DEFS = `MASTER SERVICE AGREEMENT - Larchwood Petroleum Ltd. ("Company"), Calgary, Alberta, and Foothills Coil & Nitrogen Services Inc. ("Contractor"), Grande Prairie, Alberta

1.1 "Company Group" means Company, its co-venturers and their respective affiliates, employees and agents; "Contractor Group" means Contractor, its subcontractors and their respective affiliates, employees and agents.
1.2 "Consequential Loss" means loss of production, loss of product, loss of use, loss of revenue, profit or anticipated profit, and loss of contract, whether direct or indirect.
1.3 "Work Order" means an order for Work issued by Company under this MSA.`;

const LUX_DPA = `DATA PROCESSING AGREEMENT between Aurelia Capital Funds SICAV, 15 avenue John F. Kennedy, L-1855 Luxembourg (the "Controller"), and Castellan Fund Services, Inc., a New York corporation, 200 Park Avenue, New York, NY (the "Processor"), appointed as transfer agent and registrar of the Controller under the Transfer Agency Agreement of 1 April 2026.

2. Subject matter. The Processor processes the personal data of the Controller's investors and their beneficial owners ("Investor Personal Data") for investor onboarding, anti-money-laundering checks, register keeping and dealing, as set out in Annex I.`;

const WELSH_CALL_OFF = `CALL-OFF CONTRACT - Cyngor Bwrdeistref Sirol Bro Taf / Bro Taf County Borough Council (the "Buyer") and Dyfed Cloud Services Limited (the "Supplier"), for managed hosting of the Buyer's social-care case-management system`;

export const HOLDOUT15: AdverseCase[] = [
  // ------------------------------------------------------------------ NDA (6) ----------------------------------------
  {
    id: 'h15-nda-doc-lagos-third-party-exclusion-only-if-discloser-confirms-in-writing-or-unless-known-bound',
    pattern: 'disapplied',
    type: 'nda',
    check: 'nda.third_party_acquisition',
    adverse: bad(lagos({ third: `the Recipient receives from a third party who was free to disclose it, but only if the Discloser has first confirmed in writing that the third party was free to disclose it; or` })),
    benign: good(lagos({})),
  },
  {
    id: 'h15-nda-doc-lagos-recipient-keeps-any-copies-it-wants-outside-the-agreement-or-only-regulatory-and-backup-copies-still-covered',
    pattern: 'position',
    type: 'nda',
    check: 'nda.retention_after_return',
    adverse: bad(lagos({ ret: `When the discussions end, or earlier if the Discloser asks, the Recipient will return or destroy the Discloser's Confidential Information and, if asked, confirm in writing that it has done so. The Recipient may however keep any copies it wants for its own records; this agreement does not apply to copies it keeps.` })),
    benign: good(lagos({})),
  },
  {
    id: 'h15-nda-doc-lagos-general-clause-either-may-transfer-to-anyone-by-telling-or-only-to-a-business-successor',
    pattern: 'position',
    type: 'nda',
    check: 'nda.assignment',
    adverse: bad(lagos({ general: `Either of us may transfer this agreement, or any of its rights under it, to anyone by telling the other in writing.` })),
    benign: good(lagos({})),
  },
  {
    id: 'h15-nda-icelandic-geothermal-definition-only-reservoir-data-commercial-models-excluded-or-included',
    pattern: 'position',
    type: 'nda',
    check: 'nda.technical_information_only',
    adverse: bad(`CONFIDENTIALITY AGREEMENT between Reykjanes Orka hf., Reykjavík, Iceland, and Tern Infrastructure Partners LLP, London

1. Purpose. The parties exchange information to evaluate a joint investment in a 90 MW geothermal power plant in the Hengill area (the "Purpose"). For the Purpose each party will share its financial models, offtake terms and power-price assumptions as well as technical data.

2. Definition. In this Agreement, "Confidential Information" means the geological, geophysical, drilling and reservoir-engineering data relating to the Hengill area that one party discloses to the other, and nothing else; financial models, offtake terms, tariff assumptions and other commercial or financial information exchanged between the parties are not Confidential Information.

3. Obligations. The receiving party shall keep Confidential Information secret and use it only for the Purpose.`),
    benign: good(`CONFIDENTIALITY AGREEMENT between Reykjanes Orka hf., Reykjavík, Iceland, and Tern Infrastructure Partners LLP, London

1. Purpose. The parties exchange information to evaluate a joint investment in a 90 MW geothermal power plant in the Hengill area (the "Purpose"). For the Purpose each party will share its financial models, offtake terms and power-price assumptions as well as technical data.

2. Definition. In this Agreement, "Confidential Information" means the geological, geophysical, drilling and reservoir-engineering data relating to the Hengill area, and the financial models, offtake terms, tariff assumptions and other commercial or financial information, that one party discloses to the other.

3. Obligations. The receiving party shall keep Confidential Information secret and use it only for the Purpose.`),
  },
  {
    id: 'h15-nda-vietnamese-joint-venture-return-only-if-asked-within-ten-days-after-evaluation-or-on-request-at-any-time',
    pattern: 'position',
    type: 'nda',
    check: 'nda.return_or_destroy',
    adverse: bad(`MUTUAL CONFIDENTIALITY AGREEMENT - Saigon Thread Garment Joint Stock Company, Ho Chi Minh City, Vietnam, and Kinnear Outdoor Apparel Ltd, Leeds, England

1. "Evaluation Period" means one hundred and twenty (120) days from the date of this Agreement, during which the parties evaluate a joint venture to build a garment plant in Bình Dương province (the "Project"). Each party may disclose Evaluation Material to the other, as "Discloser", and receive it, as "Recipient".

4. The Recipient shall keep the Discloser's Evaluation Material confidential and use it only to evaluate the Project.

7. Return of information. If the Discloser asks in writing within ten (10) days after the Evaluation Period ends, the Recipient shall return or destroy the Discloser's Evaluation Material. After that period the Recipient has no obligation to return or destroy any Evaluation Material and may keep it, subject to clause 4.`),
    benign: good(`MUTUAL CONFIDENTIALITY AGREEMENT - Saigon Thread Garment Joint Stock Company, Ho Chi Minh City, Vietnam, and Kinnear Outdoor Apparel Ltd, Leeds, England

1. "Evaluation Period" means one hundred and twenty (120) days from the date of this Agreement, during which the parties evaluate a joint venture to build a garment plant in Bình Dương province (the "Project"). Each party may disclose Evaluation Material to the other, as "Discloser", and receive it, as "Recipient".

4. The Recipient shall keep the Discloser's Evaluation Material confidential and use it only to evaluate the Project.

7. Return of information. If the Discloser asks in writing at any time, and in any event when the Evaluation Period ends, the Recipient shall return or destroy the Discloser's Evaluation Material and, if the Discloser asks, confirm in writing that it has done so. Until then the Recipient may keep it, subject to clause 4.`),
  },
  {
    id: 'h15-nda-markdown-vilnius-photonics-perpetual-licence-to-build-products-or-limited-right-for-the-purpose',
    pattern: 'markup',
    type: 'nda',
    check: 'nda.no_license_granted',
    adverse: bad(`# Mutual Confidentiality Agreement

**UAB Baltic Femto Optics**, Vilnius, Lithuania, and **Norrsken Lidar AB**, Luleå — together the *parties*.

## 1. Purpose

The parties will exchange designs and test results for ultrafast lasers to assess whether to develop a lidar module together (the **Purpose**).

## 6. Ownership and licence

6.1 Each party keeps ownership of the Confidential Information it discloses.

6.2 Each party grants the other a non-exclusive, perpetual, irrevocable, royalty-free licence to use the Confidential Information it discloses, and any feedback on it, to design, make and sell the receiving party's own products.
`),
    benign: good(`# Mutual Confidentiality Agreement

**UAB Baltic Femto Optics**, Vilnius, Lithuania, and **Norrsken Lidar AB**, Luleå — together the *parties*.

## 1. Purpose

The parties will exchange designs and test results for ultrafast lasers to assess whether to develop a lidar module together (the **Purpose**).

## 6. Ownership and licence

6.1 Each party keeps ownership of the Confidential Information it discloses.

6.2 Nothing in this agreement grants either party any licence or other right in the Confidential Information of the other, except the limited right to use it for the Purpose during the term of this agreement.
`),
  },
  // ------------------------------------------------------------------ MSA (6) ----------------------------------------
  {
    id: 'h15-msa-doc-mexican-pdf-confidentiality-lasts-ninety-days-from-each-disclosure-or-five-years-after-the-end',
    pattern: 'layout',
    type: 'msa',
    check: 'msa.confidentiality',
    adverse: bad(mexico({ conf: `Each party shall keep confidential the other party's Confidential
Information received under this Agreement and use it only to perform this
Agreement. These obligations apply to each item of Confidential Information for
ninety (90) days after it is disclosed, and then end.` })),
    benign: good(mexico({})),
  },
  {
    id: 'h15-msa-doc-mexican-pdf-developed-ip-vests-in-supplier-licensed-only-with-its-products-or-in-customer',
    pattern: 'reference',
    type: 'msa',
    check: 'msa.ip_ownership',
    adverse: bad(mexico({ ip: `All Developed IP vests in Supplier on creation. Supplier grants
Customer a non-exclusive licence to use the Developed IP solely in connection with
Products purchased from Supplier under this Agreement, which ends when this
Agreement ends.` })),
    benign: good(mexico({})),
  },
  {
    id: 'h15-msa-doc-mexican-pdf-suppliers-courts-in-juarez-under-mexican-law-or-michigan-law-and-courts',
    pattern: 'position',
    type: 'msa',
    check: 'msa.governing_law',
    adverse: bad(mexico({ law: `This Agreement is governed by the federal laws of the United
Mexican States. The parties submit to the exclusive jurisdiction of the courts of
Ciudad Juárez, Chihuahua, and waive any other forum that may correspond to them by
reason of their present or future domicile.` })),
    benign: good(mexico({})),
  },
  {
    id: 'h15-msa-alberta-company-barred-from-other-contractors-across-three-provinces-for-two-years-or-listed-pads-during-term',
    pattern: 'reference',
    type: 'msa',
    check: 'msa.non_compete',
    adverse: bad(`${ALBERTA_DEFS}
1.4 "Area of Mutual Interest" means the Provinces of Alberta, British Columbia and Saskatchewan.

14. Exclusivity. During the term of this MSA and for twenty-four (24) months after it ends, Company shall not engage any person other than Contractor to perform coiled-tubing or nitrogen services anywhere in the Area of Mutual Interest.`),
    benign: good(`${ALBERTA_DEFS}
1.4 "Area of Mutual Interest" means the well pads listed in Schedule A.

14. Exclusivity. During the term of this MSA, Company shall not engage any person other than Contractor to perform coiled-tubing or nitrogen services anywhere in the Area of Mutual Interest.`),
  },
  {
    id: 'h15-msa-alberta-company-pays-contractors-lost-profits-while-released-from-its-own-or-knock-for-knock-with-standby-rates',
    pattern: 'role',
    type: 'msa',
    check: 'msa.consequential_damages',
    adverse: bad(`${ALBERTA_DEFS}

18.1 Consequential Loss. Notwithstanding any other provision of this MSA, Company shall release, defend and indemnify Contractor Group from Company Group's Consequential Loss, however caused.
18.2 Contractor's losses. Contractor may recover from Company its loss of profit, loss of use of its equipment and loss of other contracts arising from any delay, suspension or cancellation of the Work by Company, whether or not Company was negligent.`),
    benign: good(`${ALBERTA_DEFS}

18.1 Consequential Loss. Notwithstanding any other provision of this MSA, each party shall release, defend and indemnify the other party's Group from its own Group's Consequential Loss, however caused.
18.2 Standby. This Section 18 does not affect Contractor's right to be paid the standby rates set out in the Work Order for any day on which Company suspends the Work, which are part of the contract price and not Consequential Loss.`),
  },
  {
    id: 'h15-msa-alberta-prevailing-work-order-renews-for-three-years-unless-a-year-ahead-or-yearly-unless-thirty-days',
    pattern: 'override',
    type: 'msa',
    check: 'msa.auto_renewal',
    adverse: bad(`${ALBERTA_DEFS}

2.2 Term. This MSA has an initial term of two (2) years and continues after that only if the parties agree in writing.
2.3 Order of precedence. If there is a conflict between a Work Order and this MSA, the Work Order prevails.

WORK ORDER No. 7 - Montney coiled-tubing programme
5. Term. This Work Order, and the MSA so far as it relates to this Work Order, renew automatically for successive terms of three (3) years each, unless Company gives Contractor at least twelve (12) months' written notice of non-renewal before the end of the current term.`),
    benign: good(`${ALBERTA_DEFS}

2.2 Term. This MSA has an initial term of two (2) years and continues after that only if the parties agree in writing.
2.3 Order of precedence. If there is a conflict between a Work Order and this MSA, the Work Order prevails.

WORK ORDER No. 7 - Montney coiled-tubing programme
5. Term. This Work Order, and the MSA so far as it relates to this Work Order, renew automatically for successive terms of one (1) year each, unless either party gives the other at least thirty (30) days' written notice of non-renewal before the end of the current term.`),
  },
  // ------------------------------------------------------------------ SaaS (6) ---------------------------------------
  {
    id: 'h15-saas-doc-html-spanish-hotels-california-law-and-san-francisco-courts-or-spanish-law-and-palma',
    pattern: 'markup',
    type: 'saas',
    check: 'saas.governing_law',
    adverse: bad(spain({ law: `These Terms are governed by the laws of the State of California. The state and federal courts in San Francisco County have exclusive jurisdiction over any dispute arising out of them.` })),
    benign: good(spain({})),
  },
  {
    id: 'h15-saas-doc-html-spanish-hotels-ip-defence-only-for-us-patents-or-eu-uk-us-ip-rights',
    pattern: 'position',
    type: 'saas',
    check: 'saas.indemnification',
    adverse: bad(spain({ indemnity: `Tidewell will defend the Customer against any claim by a third party that the Service infringes a patent issued by the United States Patent and Trademark Office, and will pay any damages and costs finally awarded on that claim. Tidewell has no other obligation in respect of infringement claims.` })),
    benign: good(spain({})),
  },
  {
    id: 'h15-saas-plain-english-confidentiality-lapses-twelve-months-after-each-disclosure-or-five-years-after-the-end',
    pattern: 'position',
    type: 'saas',
    check: 'saas.confidentiality',
    adverse: bad(`9. Confidentiality
Each of us will keep the other's Confidential Information secret and use it only for this Agreement. This duty applies to each piece of Confidential Information for twelve (12) months from the day it was disclosed, and then ends, whether or not this Agreement is still in force.`),
    benign: good(`9. Confidentiality
Each of us will keep the other's Confidential Information secret and use it only for this Agreement. This duty applies to each piece of Confidential Information from the day it was disclosed until five (5) years after this Agreement ends.`),
  },
  {
    id: 'h15-saas-refund-for-breach-only-after-three-failed-months-and-a-ten-day-window-none-on-convenience-or-refund-either-way',
    pattern: 'position',
    type: 'saas',
    check: 'saas.refunds',
    adverse: bad(`12.3 Refunds. If you terminate this Agreement because we have materially breached it, we will refund the prepaid fees for the rest of the Subscription Term, but only if (a) the breach is a failure to meet the Availability commitment in three consecutive months, and (b) you terminate within ten (10) days after the end of the third month. In every other case, including when we end this Agreement for our convenience, fees are non-refundable.`),
    benign: good(`12.3 Refunds. If you terminate this Agreement because we have materially breached it, or we end it for our convenience, we will refund the prepaid fees for the rest of the Subscription Term. In every other case fees are non-refundable.`),
  },
  {
    id: 'h15-saas-montevideo-documentation-defined-as-updated-and-binding-on-publication-or-the-version-attached',
    pattern: 'reference',
    type: 'saas',
    check: 'saas.unilateral_changes',
    adverse: bad(`MASTER SUBSCRIPTION AGREEMENT - Marisma Software S.A.S., Montevideo, Uruguay ("Provider") and Laguna Retail S.A. ("Customer")

1.4 "Agreement" means this Master Subscription Agreement, each Order Form and the Documentation.
1.6 "Documentation" means Provider's user guides, acceptable use policy and service descriptions published at docs.marisma.uy, as Provider updates them from time to time; each update binds Customer from the date it is published.

14.2 Amendments. This Agreement may be amended only in writing signed by both parties.`),
    benign: good(`MASTER SUBSCRIPTION AGREEMENT - Marisma Software S.A.S., Montevideo, Uruguay ("Provider") and Laguna Retail S.A. ("Customer")

1.4 "Agreement" means this Master Subscription Agreement, each Order Form and the Documentation.
1.6 "Documentation" means Provider's user guides, acceptable use policy and service descriptions published at docs.marisma.uy in the version current on the date of the Order Form, a copy of which is attached to it; later versions bind Customer only if Customer agrees to them in writing.

14.2 Amendments. This Agreement may be amended only in writing signed by both parties.`),
  },
  {
    id: 'h15-saas-service-credits-are-the-whole-of-providers-liability-or-only-the-remedy-for-availability-with-a-mutual-cap',
    pattern: 'position',
    type: 'saas',
    check: 'saas.limitation_of_liability',
    adverse: bad(`8.4 Service Credits. If Availability in a month falls below 99.9%, Customer is entitled to the Service Credits in Schedule 3. Service Credits are Customer's sole and exclusive remedy for any failure of the Service, and Provider's total liability arising out of or in connection with this Agreement, in contract, tort or otherwise, shall not exceed the Service Credits payable for the month in which the claim arose.`),
    benign: good(`8.4 Service Credits. If Availability in a month falls below 99.9%, Customer is entitled to the Service Credits in Schedule 3, which are Customer's sole remedy for the shortfall in Availability. Each party's total liability arising out of or in connection with this Agreement, in contract, tort or otherwise, shall not exceed the fees paid or payable in the twelve (12) months before the claim, except for breach of confidentiality, the indemnities and wilful misconduct.`),
  },
  // ------------------------------------------------------------------ licence (4) ------------------------------------
  {
    id: 'h15-licence-doc-markdown-korean-studio-sdk-telemetry-sold-for-ad-profiles-or-support-and-de-identified',
    pattern: 'markup',
    type: 'license',
    check: 'license.data_use',
    adverse: bad(korea({ data: `The SDK sends Arclight telemetry about each voice session, including device identifiers, IP addresses and players' voice-chat metadata. Arclight may use this telemetry for any purpose, including to build audience and advertising profiles and to license them to third parties.` })),
    benign: good(korea({})),
  },
  {
    id: 'h15-licence-doc-markdown-korean-studio-warranty-runs-from-effective-date-and-ends-before-delivery-or-from-delivery',
    pattern: 'reference',
    type: 'license',
    check: 'license.warranty',
    adverse: bad(korea({ warranty: `For ninety (90) days from the Effective Date, the SDK will perform materially as described in its documentation and will contain no malicious code. If it does not, Arclight will repair or replace it or, if it cannot, refund the fees paid for it.` })),
    benign: good(korea({})),
  },
  {
    id: 'h15-licence-new-york-footage-licensor-may-assign-catalogue-to-anyone-or-neither-save-a-successor',
    pattern: 'role',
    type: 'license',
    check: 'license.assignment',
    adverse: bad(`FOOTAGE LICENSE AGREEMENT between Hudson Archive Films LLC, 450 West 33rd Street, New York, New York ("Licensor") and Kestrel Docs Ltd, Manchester, England ("Licensee")

2. License. Licensor grants Licensee a non-exclusive license to use the Licensed Footage in the documentary series "Iron Rivers" in all media worldwide.

16. Assignment. Licensor may assign or transfer this Agreement, the Licensed Footage and its rights under this Agreement to any person without notice to or consent of Licensee. Licensee may not assign this Agreement without Licensor's prior written consent.`),
    benign: good(`FOOTAGE LICENSE AGREEMENT between Hudson Archive Films LLC, 450 West 33rd Street, New York, New York ("Licensor") and Kestrel Docs Ltd, Manchester, England ("Licensee")

2. License. Licensor grants Licensee a non-exclusive license to use the Licensed Footage in the documentary series "Iron Rivers" in all media worldwide.

16. Assignment. Neither party may assign or transfer this Agreement without the other's prior written consent, except to a successor to all or substantially all of its business, which it may do on written notice to the other.`),
  },
  {
    id: 'h15-licence-new-york-archive-renews-for-three-years-at-rate-card-unless-a-year-ahead-or-yearly-same-fee-thirty-days',
    pattern: 'position',
    type: 'license',
    check: 'license.auto_renewal',
    adverse: bad(`ARCHIVE ACCESS LICENSE - Hudson Archive Films LLC ("Licensor") and Kestrel Docs Ltd ("Licensee")

3. License Period. The License Period is three (3) years from the Delivery Date. It then renews automatically for further periods of three (3) years each, at Licensor's rate card then in force, unless Licensee notifies Licensor of non-renewal at least twelve (12) months before the end of the current period.`),
    benign: good(`ARCHIVE ACCESS LICENSE - Hudson Archive Films LLC ("Licensor") and Kestrel Docs Ltd ("Licensee")

3. License Period. The License Period is three (3) years from the Delivery Date. It then renews automatically for further periods of one (1) year each, at the same License Fee, unless either party notifies the other of non-renewal at least thirty (30) days before the end of the current period.`),
  },
  // ------------------------------------------------------------------ services (4) -----------------------------------
  {
    id: 'h15-services-doc-norwegian-contractor-sells-operational-data-to-other-operators-or-uses-it-only-for-the-work',
    pattern: 'position',
    type: 'services',
    check: 'services.data_use',
    adverse: bad(norway({ data: `Contractor may use all Operational Data for any purpose of its own, including to develop and sell data products and corrosion-prediction services to other operators on the Norwegian continental shelf.` })),
    benign: good(norway({})),
  },
  {
    id: 'h15-services-doc-norwegian-contractor-may-stand-down-for-any-reason-on-a-days-notice-at-standby-rates-or-for-cause',
    pattern: 'position',
    type: 'services',
    check: 'services.suspension',
    adverse: bad(norway({ suspension: `Contractor may suspend all or part of the Work at any time and for any reason on twenty-four (24) hours' notice to Company. During any suspension Company shall pay the standby rates in Appendix B for the vessel and crew.` })),
    benign: good(norway({})),
  },
  {
    id: 'h15-services-welsh-call-off-confidential-information-defined-as-suppliers-alone-or-either-partys',
    pattern: 'reference',
    type: 'services',
    check: 'services.confidentiality',
    adverse: bad(`${WELSH_CALL_OFF}

1.1 "Confidential Information" means any information of the Supplier, including its pricing, methods and tender response, that the Supplier marks as confidential.

12.1 Each Party shall keep the Confidential Information confidential and shall not disclose it except as permitted by this Clause 12 or as required by the Freedom of Information Act 2000.
12.2 This Clause 12 survives the end of the Call-Off Contract for six (6) years.`),
    benign: good(`${WELSH_CALL_OFF}

1.1 "Confidential Information" means any information of either Party, including the Buyer's data, systems and security information and the Supplier's pricing, methods and tender response, that is marked as confidential or that a reasonable person would regard as confidential.

12.1 Each Party shall keep the Confidential Information confidential and shall not disclose it except as permitted by this Clause 12 or as required by the Freedom of Information Act 2000.
12.2 This Clause 12 survives the end of the Call-Off Contract for six (6) years.`),
  },
  {
    id: 'h15-services-norwegian-frame-extends-itself-two-years-unless-nine-months-notice-or-one-year-at-company-option',
    pattern: 'position',
    type: 'services',
    check: 'services.auto_renewal',
    adverse: bad(`FRAME AGREEMENT FOR WELL INTERVENTION SERVICES - Skarvik Energi ASA ("Company") and Havbris Well Services AS ("Contractor")

3.1 The Frame Agreement runs for an initial period of three (3) years from 1 May 2026.
3.2 The Frame Agreement is extended automatically for further periods of two (2) years each, unless Company gives Contractor written notice of termination no later than nine (9) months before the expiry of the current period.`),
    benign: good(`FRAME AGREEMENT FOR WELL INTERVENTION SERVICES - Skarvik Energi ASA ("Company") and Havbris Well Services AS ("Contractor")

3.1 The Frame Agreement runs for an initial period of three (3) years from 1 May 2026.
3.2 The Frame Agreement may be extended for further periods of one (1) year each at Company's option, by written notice to Contractor no later than thirty (30) days before the expiry of the current period.`),
  },
  // ------------------------------------------------------------------ consulting (4) ---------------------------------
  {
    id: 'h15-consulting-doc-chilean-deemed-accepted-in-three-days-unless-a-qualified-persons-report-or-fifteen-days-with-reasons',
    pattern: 'position',
    type: 'consulting',
    check: 'consulting.acceptance',
    adverse: bad(chile({ acceptance: `Each Deliverable is deemed accepted unless the Client rejects it in writing within three (3) Business Days of delivery. A rejection is valid only if it is accompanied by a report of an independent Qualified Person, engaged at the Client's cost, confirming that the Deliverable does not meet the acceptance criteria in Annex 2.` })),
    benign: good(chile({})),
  },
  {
    id: 'h15-consulting-doc-chilean-no-ip-indemnity-only-a-duty-to-modify-or-defence-and-indemnity',
    pattern: 'position',
    type: 'consulting',
    check: 'consulting.indemnification',
    adverse: badOrMissing(chile({ indemnity: `The Consultant does not indemnify the Client against any claim that a Deliverable infringes a third party's rights. If such a claim is made, the Consultant's only obligation is to modify the Deliverable so that it no longer infringes.` })),
    benign: good(chile({})),
  },
  {
    id: 'h15-consulting-doc-chilean-professional-liability-of-five-million-pesos-or-five-million-dollars',
    pattern: 'position',
    type: 'consulting',
    check: 'consulting.insurance',
    adverse: bad(chile({ insurance: `The Consultant will maintain professional liability insurance with an aggregate limit of CLP 5,000,000 and no other insurance, and will provide a certificate on request.` })),
    benign: good(chile({})),
  },
  {
    id: 'h15-consulting-milan-design-studio-secrecy-ends-at-completion-and-unlaunched-designs-shown-or-five-years-and-after-launch',
    pattern: 'position',
    type: 'consulting',
    check: 'consulting.confidentiality',
    adverse: bad(`DESIGN CONSULTANCY AGREEMENT - Studio Navigli Design S.r.l., Milan (the "Studio") and Hallgren Furniture AB (the "Client")

9. Confidentiality. The Studio shall keep confidential the Client's briefs, prototypes, product roadmaps and other information received for the Project. This obligation ends when the Project is completed; after that the Studio may publish any of that material, including designs the Client has not yet launched, in its portfolio, on its website and at trade fairs such as the Salone del Mobile.`),
    benign: good(`DESIGN CONSULTANCY AGREEMENT - Studio Navigli Design S.r.l., Milan (the "Studio") and Hallgren Furniture AB (the "Client")

9. Confidentiality. Each party shall keep confidential the other's information received for the Project, including the Client's briefs, prototypes and product roadmaps. This obligation continues for five (5) years after the Project is completed; the Studio may show designs in its portfolio, on its website and at trade fairs such as the Salone del Mobile only after the Client has launched them.`),
  },
  // ------------------------------------------------------------------ employment (4) ---------------------------------
  {
    id: 'h15-employment-doc-estonian-salary-left-to-the-board-from-time-to-time-or-stated-with-a-discretionary-bonus',
    pattern: 'position',
    type: 'employment',
    check: 'employment.compensation',
    adverse: badOrMissing(estonia({ pay: `Your gross monthly salary will be set by the Management Board when you start and reviewed by it from time to time, and is paid by the 10th day of the following month. You may also receive an annual bonus of up to 30% of your annual salary, paid each January; whether a bonus is paid, and its amount, are at the Company's discretion and depend on your own and the Company's performance.` })),
    benign: good(estonia({})),
  },
  {
    id: 'h15-employment-doc-estonian-software-copyright-stays-with-the-engineer-or-assigned-with-everything-else',
    pattern: 'disapplied',
    type: 'employment',
    check: 'employment.ip_assignment',
    adverse: bad(estonia({ ip: `Everything you create in your work belongs to the Company, except software. Copyright in any software you write, including firmware for our robots, stays with you, and you give the Company a non-exclusive licence to use it.` })),
    benign: good(estonia({})),
  },
  {
    id: 'h15-employment-doc-estonian-dismissal-for-cause-needs-a-unanimous-board-including-the-employees-vote-or-she-abstains',
    pattern: 'role',
    type: 'employment',
    check: 'employment.termination_for_cause',
    adverse: bad(estonia({ cause: `We may end this contract immediately for serious misconduct, dishonesty or a material breach of it, but only by a unanimous decision of the Management Board. While you are a member of the Management Board, your vote is part of that decision.` })),
    benign: good(estonia({})),
  },
  {
    id: 'h15-employment-buenos-aires-restricted-period-defined-as-the-employment-itself-or-twelve-months-after',
    pattern: 'reference',
    type: 'employment',
    check: 'employment.non_solicit',
    adverse: badOrMissing(`CONTRATO DE TRABAJO / EMPLOYMENT AGREEMENT - Puerto Madero Software S.A., Buenos Aires, Argentina (the "Company") and the Employee

15.1 "Restricted Period" means the period of the Employee's employment with the Company, ending on the Termination Date.
15.2 During the Restricted Period the Employee shall not, directly or indirectly, solicit or entice away any employee of the Company, or any customer of the Company with whom the Employee has dealt in the preceding twelve (12) months.`),
    benign: good(`CONTRATO DE TRABAJO / EMPLOYMENT AGREEMENT - Puerto Madero Software S.A., Buenos Aires, Argentina (the "Company") and the Employee

15.1 "Restricted Period" means the period of twelve (12) months after the Termination Date.
15.2 During the Restricted Period the Employee shall not, directly or indirectly, solicit or entice away any employee of the Company, or any customer of the Company with whom the Employee dealt in the last twelve (12) months of employment.`),
  },
  // ------------------------------------------------------------------ lease (4) --------------------------------------
  {
    id: 'h15-lease-doc-florida-cam-includes-roof-replacement-storm-hardening-and-fifteen-percent-fee-uncapped-or-excluded-and-capped',
    pattern: 'reference',
    type: 'lease',
    check: 'lease.service_charges',
    adverse: bad(florida({ cam: `Tenant shall pay monthly, with Minimum Rent, its Proportionate Share of Common Area Maintenance Costs. "Common Area Maintenance Costs" means all costs Landlord incurs in operating, maintaining, repairing and replacing the Center, including replacement of the roofs and parking areas and Landlord's storm-hardening capital program, plus an administrative fee of fifteen percent (15%) of those costs. There is no limit on the annual increase in Common Area Maintenance Costs.` })),
    benign: good(florida({})),
  },
  {
    id: 'h15-lease-doc-florida-rent-runs-on-and-tenant-pays-the-deductible-after-a-named-storm-or-abates-for-every-casualty',
    pattern: 'disapplied',
    type: 'lease',
    check: 'lease.insurance',
    adverse: bad(florida({ casualty: `If the Premises are damaged by fire or other casualty, Minimum Rent abates in proportion to the part of the Premises that is unfit for use until Landlord has restored them; but if the damage is caused by a Named Storm, Minimum Rent continues in full and Tenant shall pay the windstorm deductible under Landlord's policy.` })),
    benign: good(florida({})),
  },
  {
    id: 'h15-lease-doc-florida-sales-kick-out-held-by-the-landlord-or-by-the-tenant',
    pattern: 'role',
    type: 'lease',
    check: 'lease.termination_for_convenience',
    adverse: bad(florida({ kickout: `If Tenant's Gross Sales in any Lease Year after the second are less than $1,000,000, Landlord may terminate this Lease by giving Tenant ninety (90) days' written notice within thirty (30) days after receiving that statement.` })),
    benign: good(florida({})),
  },
  {
    id: 'h15-lease-lisbon-shop-tenant-repairs-roof-facade-structure-and-lifts-or-only-the-interior',
    pattern: 'position',
    type: 'lease',
    check: 'lease.repairs',
    adverse: bad(`LEASE OF RETAIL PREMISES - Rua Garrett 41, ground floor, Chiado, Lisbon - between Imobiliária Tejo Norte, S.A. (the "Landlord") and Azulejaria Nova, Lda. (the "Tenant")

7. Works and repairs. The Tenant shall at its own cost carry out all repairs to the Premises and to the Building of whatever nature, including to the roof, the façade, the structural elements and the lifts, and waives any statutory right to require the Landlord to carry out or pay for repairs.`),
    benign: good(`LEASE OF RETAIL PREMISES - Rua Garrett 41, ground floor, Chiado, Lisbon - between Imobiliária Tejo Norte, S.A. (the "Landlord") and Azulejaria Nova, Lda. (the "Tenant")

7. Works and repairs. The Tenant shall at its own cost keep the interior of the Premises in good condition, fair wear and tear excepted. The Landlord shall carry out all repairs to the Building, including to the roof, the façade, the structural elements and the lifts.`),
  },
  // ------------------------------------------------------------------ DPA (3) ----------------------------------------
  {
    id: 'h15-dpa-luxembourg-fund-new-york-law-of-the-transfer-agent-or-luxembourg-law',
    pattern: 'position',
    type: 'dpa',
    check: 'dpa.governing_law',
    adverse: bad(`${LUX_DPA}

15. Governing law. This DPA is governed by the laws of the State of New York, and the courts of New York County have exclusive jurisdiction over any dispute arising out of it.`),
    benign: good(`${LUX_DPA}

15. Governing law. This DPA is governed by the laws of the Grand Duchy of Luxembourg, and the courts of Luxembourg City have exclusive jurisdiction over any dispute arising out of it.`),
  },
  {
    id: 'h15-dpa-luxembourg-fund-transfers-to-any-group-office-under-an-amendable-group-policy-or-two-countries-under-sccs',
    pattern: 'position',
    type: 'dpa',
    check: 'dpa.international_transfers',
    adverse: bad(`${LUX_DPA}

8.2 The Controller authorises the Processor to transfer Investor Personal Data to, and process it in, the United States, the Philippines (the Processor's Manila shared-service centre) and any other country in which the Processor's group has an office. Such transfers are governed by the Processor's Intra-Group Data Transfer Policy, which the Processor may amend from time to time.`),
    benign: good(`${LUX_DPA}

8.2 The Controller authorises the Processor to transfer Investor Personal Data to, and process it in, the United States and the Philippines (the Processor's Manila shared-service centre) only. Such transfers are governed by Module Two of the Standard Contractual Clauses adopted by Commission Implementing Decision (EU) 2021/914, which the parties sign with this DPA; no other transfer may take place without the Controller's prior written consent.`),
  },
  {
    id: 'h15-dpa-luxembourg-fund-staff-confidentiality-ends-when-they-leave-or-continues-after',
    pattern: 'position',
    type: 'dpa',
    check: 'dpa.personnel_confidentiality',
    adverse: bad(`${LUX_DPA}

5.1 The Processor shall ensure that each person it authorises to process Investor Personal Data has committed to confidentiality.
5.2 That commitment ends when the person leaves the Processor's employment or engagement, and the Processor has no further obligation in respect of former personnel.`),
    benign: good(`${LUX_DPA}

5.1 The Processor shall ensure that each person it authorises to process Investor Personal Data has committed to confidentiality.
5.2 That commitment continues after the person leaves the Processor's employment or engagement, and the Processor shall remind departing personnel of it.`),
  },
];

export const HOLDOUT15_EXTRA: AdverseCase[] = [
  {
    id: 'h15x-nda-danish-ship-design-only-stamped-documents-never-yard-visits-or-reasonably-understood',
    pattern: 'position',
    type: 'nda',
    check: 'nda.explicit_identification',
    adverse: bad(`MUTUAL CONFIDENTIALITY AGREEMENT - Skovlund Rederi A/S, Copenhagen, and Øresund Naval Design ApS, Helsingør, about the design of two methanol-fuelled feeder vessels (the "Project")

2. Confidential Information. Only information disclosed in writing and stamped "FORTROLIGT" or "CONFIDENTIAL" on each page is Confidential Information. Information that is not so stamped is not Confidential Information, however sensitive it is, and information disclosed orally or during visits to the yard is never Confidential Information.

3. Each party shall keep the other's Confidential Information secret and use it only for the Project.`),
    benign: good(`MUTUAL CONFIDENTIALITY AGREEMENT - Skovlund Rederi A/S, Copenhagen, and Øresund Naval Design ApS, Helsingør, about the design of two methanol-fuelled feeder vessels (the "Project")

2. Confidential Information. Confidential Information includes information disclosed in writing and stamped "FORTROLIGT" or "CONFIDENTIAL", and any other information, including information disclosed orally or during visits to the yard, that a reasonable person would understand to be confidential, whether or not it is stamped.

3. Each party shall keep the other's Confidential Information secret and use it only for the Project.`),
  },
  {
    id: 'h15x-msa-plzen-brewery-may-leave-on-one-hundred-eighty-days-expiring-at-year-end-or-sixty-days',
    pattern: 'position',
    type: 'msa',
    check: 'msa.termination_for_convenience',
    adverse: bad(`MASTER MAINTENANCE SERVICES AGREEMENT - Pivovar Radbuza a.s., Plzeň, Czech Republic (the "Customer") and Kessler Brautechnik GmbH (the "Supplier"), for the maintenance of the Customer's brewhouse, filtration and packaging lines

17.1 This Agreement runs for an initial term of four (4) years.
17.2 The Customer may terminate this Agreement for convenience by giving the Supplier not less than one hundred and eighty (180) days' written notice, expiring on 31 December of any year.`),
    benign: good(`MASTER MAINTENANCE SERVICES AGREEMENT - Pivovar Radbuza a.s., Plzeň, Czech Republic (the "Customer") and Kessler Brautechnik GmbH (the "Supplier"), for the maintenance of the Customer's brewhouse, filtration and packaging lines

17.1 This Agreement runs for an initial term of four (4) years.
17.2 The Customer may terminate this Agreement for convenience by giving the Supplier not less than sixty (60) days' written notice.`),
  },
  {
    id: 'h15x-saas-almaty-entire-agreement-supersedes-the-service-level-schedule-or-includes-it',
    pattern: 'disapplied',
    type: 'saas',
    check: 'saas.service_levels',
    adverse: badOrMissing(`SUBSCRIPTION AGREEMENT - Steppe Freight Cloud LLP, Almaty, Kazakhstan ("Provider") and Caspian Haulage JSC ("Customer"), for Provider's hosted transport-management service (the "Service")

4. Provider shall make the Service available to Customer in accordance with this Agreement. Schedule 2 (Service Levels) is attached for information only.

21. Entire agreement. This Agreement, the Order Form and Schedule 1 are the entire agreement between the parties about the Service and supersede every earlier proposal, representation and commitment, including the availability targets and service credits described in Provider's proposal of 3 March 2026 and in Schedule 2.`),
    benign: good(`SUBSCRIPTION AGREEMENT - Steppe Freight Cloud LLP, Almaty, Kazakhstan ("Provider") and Caspian Haulage JSC ("Customer"), for Provider's hosted transport-management service (the "Service")

4. Provider shall make the Service available to Customer in accordance with this Agreement. Schedule 2 (Service Levels) commits Provider to 99.9% monthly availability, with the service credits it sets out and a right for Customer to terminate after three failures in any six months.

21. Entire agreement. This Agreement, the Order Form and Schedules 1 and 2 are the entire agreement between the parties about the Service and supersede every earlier proposal and representation, including Provider's proposal of 3 March 2026.`),
  },
  {
    id: 'h15x-licence-como-silk-prints-italian-law-with-licensor-free-to-sue-anywhere-or-new-york-law',
    pattern: 'position',
    type: 'license',
    check: 'license.governing_law',
    adverse: bad(`PRINT DESIGN LICENCE AGREEMENT between Stamperia Lariana S.r.l., Via Borgovico 148, Como, Italy ("Licensor") and Greenwich Row Apparel, Inc., 530 Seventh Avenue, New York, New York ("Licensee")

1. Licence. Licensor grants Licensee an exclusive licence to reproduce the silk print designs in Schedule 1 on womenswear sold in North America.

20. Governing law. This Agreement is governed by Italian law. Any dispute shall be decided exclusively by the Court of Como, save that Licensor may bring proceedings against Licensee in any other court having jurisdiction.`),
    benign: good(`PRINT DESIGN LICENCE AGREEMENT between Stamperia Lariana S.r.l., Via Borgovico 148, Como, Italy ("Licensor") and Greenwich Row Apparel, Inc., 530 Seventh Avenue, New York, New York ("Licensee")

1. Licence. Licensor grants Licensee an exclusive licence to reproduce the silk print designs in Schedule 1 on womenswear sold in North America.

20. Governing law. This Agreement is governed by the laws of the State of New York. Any dispute shall be decided exclusively by the state and federal courts located in New York County.`),
  },
  {
    id: 'h15x-services-welsh-call-off-buyer-pays-in-five-working-days-from-invoice-date-without-withholding-or-thirty-days',
    pattern: 'position',
    type: 'services',
    check: 'services.payment_terms',
    adverse: bad(`${WELSH_CALL_OFF}

7.3 The Buyer shall pay each Supplier invoice within five (5) Working Days of the invoice date. The Buyer may not withhold or set off any amount, even if it disputes the invoice in good faith.`),
    benign: good(`${WELSH_CALL_OFF}

7.3 The Buyer shall pay each valid, undisputed Supplier invoice within thirty (30) days of receiving it, and may withhold any amount it disputes in good faith while the dispute is resolved.`),
  },
  {
    id: 'h15x-consulting-lima-agribusiness-client-locked-in-consultant-may-pass-to-any-buyer-of-its-practice-or-neither',
    pattern: 'role',
    type: 'consulting',
    check: 'consulting.assignment',
    adverse: bad(`CONSULTING AGREEMENT - Andes Agro Advisors S.A.C., Lima, Peru (the "Consultant") and Valle Verde Exportaciones S.A. (the "Client"), for advice on blueberry export certification

18. Assignment. The Client may not assign or transfer this Agreement or any right under it, including to a successor to its business, without the Consultant's prior written consent. The Consultant may assign or transfer this Agreement to any person that acquires any part of its practice, without the Client's consent.`),
    benign: good(`CONSULTING AGREEMENT - Andes Agro Advisors S.A.C., Lima, Peru (the "Consultant") and Valle Verde Exportaciones S.A. (the "Client"), for advice on blueberry export certification

18. Assignment. Neither party may assign or transfer this Agreement or any right under it without the other's prior written consent, except to a successor to all or substantially all of its business, which it may do on written notice.`),
  },
  {
    id: 'h15x-employment-casablanca-public-interest-carve-out-lets-employee-tell-the-press-or-only-protected-reports',
    pattern: 'override',
    type: 'employment',
    check: 'employment.confidentiality',
    adverse: bad(`CONTRAT DE TRAVAIL / EMPLOYMENT CONTRACT - Atlas Contact Solutions SARL, Casablanca, Morocco (the "Company") and the Employee

11.1 During the employment and after it ends, the Employee shall keep the Company's Confidential Information secret and use it only for the Company's business; trade secrets remain protected for as long as they remain trade secrets.
11.4 Nothing in this clause prevents the Employee from disclosing Confidential Information to any person, including journalists and on social media, whenever the Employee considers that the disclosure is in the public interest.`),
    benign: good(`CONTRAT DE TRAVAIL / EMPLOYMENT CONTRACT - Atlas Contact Solutions SARL, Casablanca, Morocco (the "Company") and the Employee

11.1 During the employment and after it ends, the Employee shall keep the Company's Confidential Information secret and use it only for the Company's business; trade secrets remain protected for as long as they remain trade secrets.
11.4 Nothing in this clause prevents the Employee from reporting suspected wrongdoing to a competent public authority or regulator, or from making any other disclosure that the law protects, and the Employee does not need the Company's consent to do so.`),
  },
  {
    id: 'h15x-lease-lisbon-shop-landlord-enters-in-opening-hours-without-notice-or-on-forty-eight-hours',
    pattern: 'position',
    type: 'lease',
    check: 'lease.landlord_access',
    adverse: bad(`LEASE OF RETAIL PREMISES - Rua Garrett 41, ground floor, Chiado, Lisbon - between Imobiliária Tejo Norte, S.A. (the "Landlord") and Azulejaria Nova, Lda. (the "Tenant")

9. Entry. The Landlord and persons authorised by it may enter the Premises at any time during the Tenant's opening hours, without notice, to inspect them, carry out works or show them to prospective tenants, purchasers or lenders.`),
    benign: good(`LEASE OF RETAIL PREMISES - Rua Garrett 41, ground floor, Chiado, Lisbon - between Imobiliária Tejo Norte, S.A. (the "Landlord") and Azulejaria Nova, Lda. (the "Tenant")

9. Entry. The Landlord and persons authorised by it may enter the Premises during the Tenant's opening hours, on at least forty-eight (48) hours' written notice (and without notice only in an emergency), to inspect them, carry out works or show them to prospective tenants, purchasers or lenders, causing as little disruption to the Tenant's business as practicable.`),
  },
  {
    id: 'h15x-dpa-luxembourg-fund-conflicts-go-to-whatever-favours-the-processor-or-dpa-and-sccs-prevail',
    pattern: 'override',
    type: 'dpa',
    check: 'dpa.precedence',
    adverse: bad(`${LUX_DPA}

16. Precedence. If this DPA conflicts with the Transfer Agency Agreement or with the Standard Contractual Clauses, the provision more favourable to the Processor prevails.`),
    benign: good(`${LUX_DPA}

16. Precedence. If this DPA conflicts with the Transfer Agency Agreement, this DPA prevails in every matter concerning the processing of personal data, and the Standard Contractual Clauses prevail over both.`),
  },
  {
    id: 'h15x-general-kingston-festival-sponsorship-no-termination-even-for-breach-or-on-uncured-breach-with-consequences',
    pattern: 'position',
    type: 'other',
    check: 'general.termination',
    adverse: badOrMissing(`SPONSORSHIP AGREEMENT between Blue Mahoe Festivals Limited, Kingston, Jamaica (the "Organiser") and Port Royal Spirits Limited (the "Sponsor")

1. Term. This Agreement runs from 1 April 2026 until the end of the 2028 festival (the "Term").
2. Sponsorship. The Sponsor shall pay the Organiser JMD 45,000,000 for each festival, and the Organiser shall give the Sponsor the naming and pouring rights described in the Schedule.
8. Termination. Neither party may terminate this Agreement before the end of the Term for any reason, including a breach by the other party; a party's only remedy for a breach is a claim for damages.
9. Law. This Agreement is governed by the laws of Jamaica.`),
    benign: good(`SPONSORSHIP AGREEMENT between Blue Mahoe Festivals Limited, Kingston, Jamaica (the "Organiser") and Port Royal Spirits Limited (the "Sponsor")

1. Term. This Agreement runs from 1 April 2026 until the end of the 2028 festival (the "Term").
2. Sponsorship. The Sponsor shall pay the Organiser JMD 45,000,000 for each festival, and the Organiser shall give the Sponsor the naming and pouring rights described in the Schedule.
8. Termination. Either party may terminate this Agreement by written notice if the other party materially breaches it and does not remedy the breach within thirty (30) days of being asked to do so. On termination each party shall return the other's materials, and the Sponsor shall pay the fees due for any festival already held.
9. Law. This Agreement is governed by the laws of Jamaica.`),
  },
];

/** The first run's misses on 5e40894 (41: 27, ten more: 4), each with what the engine read; expected to fail. */
export const HOLDOUT15_MISSES: Record<string, string> = {
  'h15-nda-doc-lagos-third-party-exclusion-only-if-discloser-confirms-in-writing-or-unless-known-bound': 'nda.third_party_acquisition: adverse side read preferred, not flagged',
  'h15-nda-icelandic-geothermal-definition-only-reservoir-data-commercial-models-excluded-or-included': 'nda.technical_information_only: adverse side read preferred, not flagged',
  'h15-nda-vietnamese-joint-venture-return-only-if-asked-within-ten-days-after-evaluation-or-on-request-at-any-time': 'nda.return_or_destroy: benign twin read missing and flagged',
  'h15-msa-doc-mexican-pdf-developed-ip-vests-in-supplier-licensed-only-with-its-products-or-in-customer': 'msa.ip_ownership: adverse side read missing and flagged, not unacceptable',
  'h15-msa-doc-mexican-pdf-suppliers-courts-in-juarez-under-mexican-law-or-michigan-law-and-courts': 'msa.governing_law: adverse side read missing and flagged, not unacceptable',
  'h15-msa-alberta-company-pays-contractors-lost-profits-while-released-from-its-own-or-knock-for-knock-with-standby-rates': 'msa.consequential_damages: adverse side read missing and flagged, not unacceptable',
  'h15-saas-doc-html-spanish-hotels-ip-defence-only-for-us-patents-or-eu-uk-us-ip-rights': 'saas.indemnification: adverse side read acceptable, not flagged',
  'h15-licence-doc-markdown-korean-studio-warranty-runs-from-effective-date-and-ends-before-delivery-or-from-delivery': 'license.warranty: adverse side read preferred, not flagged',
  'h15-services-norwegian-frame-extends-itself-two-years-unless-nine-months-notice-or-one-year-at-company-option': 'services.auto_renewal: benign twin read unacceptable and flagged',
  'h15-consulting-doc-chilean-professional-liability-of-five-million-pesos-or-five-million-dollars': 'consulting.insurance: adverse side read preferred, not flagged',
  'h15-employment-doc-estonian-software-copyright-stays-with-the-engineer-or-assigned-with-everything-else': 'employment.ip_assignment: adverse side read missing and flagged, not unacceptable; benign twin read missing and flagged',
  'h15-employment-doc-estonian-dismissal-for-cause-needs-a-unanimous-board-including-the-employees-vote-or-she-abstains': 'employment.termination_for_cause: adverse side read preferred, not flagged',
  'h15-lease-doc-florida-rent-runs-on-and-tenant-pays-the-deductible-after-a-named-storm-or-abates-for-every-casualty': 'lease.insurance: adverse side read preferred, not flagged',
  'h15-lease-doc-florida-sales-kick-out-held-by-the-landlord-or-by-the-tenant': 'lease.termination_for_convenience: adverse side read missing and flagged, not unacceptable; benign twin read missing and flagged',
  // the ten more
  'h15x-saas-almaty-entire-agreement-supersedes-the-service-level-schedule-or-includes-it': 'saas.service_levels: adverse side read preferred, not flagged',
};
