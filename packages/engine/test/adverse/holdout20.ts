/**
 * Twentieth blind hold-out (issue 11, 2026-11-26, written in the twenty-fourth session's first hour): pairs written
 * before reading any rule code (`src/`), tuning file, judge-round or class test, anything under eval/, or any earlier
 * hold-out's clauses. Read were only the harness (`adverse.test.ts`), `sides.ts`, `cases.ts`'s types, the *format* of
 * `holdout19.ts` (its header, exports, the shape of a few pairs, its misses map and its wiring), a count of how often
 * hold-outs 1-19 used each check id (their pair ids and clauses were not read; each place name was checked against every
 * earlier file with a search that prints only file names), and the built-in playbooks' public check ids, titles,
 * preferred and fallback positions, printed from `listBuiltInPlaybooks()`. The count steered the choice to the least
 * used: `saas.assignment`, `license.consequential_damages`, `dpa.sub_processor_liability` (two
 * uses each before), `saas.consequential_damages`, `services.consequential_damages`, `consulting.consequential_damages`
 * (three), and, among the checks used four times, `nda.permitted_copies`, `nda.retention_after_return`,
 * `nda.injunctive_relief`, `nda.assignment`, `nda.independent_development`, `nda.mutuality`, `services.non_solicitation`,
 * `services.payment_terms`, `services.indemnification`, `consulting.auto_renewal`, `consulting.unilateral_changes`,
 * `consulting.assignment` and the general playbook's `general.limitation_of_liability` (one use). Each pair is a clause
 * a lawyer acting for the playbook's side (the customer, client, licensee, tenant, employer, controller; either party of
 * a mutual NDA) would flag, and a benign twin sharing most of its words that a naive matcher would flag too. No check id
 * is used by more than one pair (51 ids: NDA 6, MSA 6, SaaS 6, licence 4, services 4, consulting 4, employment 4,
 * lease 4, DPA 3; the ten more one per playbook and `other`). Governing law is taken twice: a SaaS "Applicable Law"
 * defined as whatever the provider's legal-notices web page names when a dispute is notified (Valdivia, `noLaw`), and
 * an employment letter of appointment that wins over the agreement and names the employee's home law (Sandakan).
 *
 * Written as practitioners in places hold-outs 1-19 did not draft (each name was checked against every earlier file).
 * Eight short whole agreements, each carrying three pairs with the hostile clause among ordinary terms: a Klaksvík
 * (Faroe Islands) salmon farm's mutual NDA with an Ålesund feed-technology company as PDF-extracted text (running
 * headers, page numbers, hard line breaks, clause numbers run into the previous line); an Encarnación (Paraguay) soy
 * co-operative's grain-dryer MSA with a Posadas (Argentina) contractor in HTML with a key-terms table; a Kumasi (Ghana)
 * cocoa processor's warehouse-receipt subscription from an Abidjan provider in Markdown with an order table; a Kutaisi
 * (Georgia) winery's fermentation-control software licence from a Trento licensor in plain English ("we", "you"); a
 * Swakopmund (Namibia) charter airline's aircraft-maintenance services from an Upington contractor as PDF-extracted
 * text; a Darkhan (Mongolia) cashmere processor's consultancy with a Biella textile consultant in formal drafting with
 * annexes (term, special conditions, deliverables); a Sandakan (Sabah) palm-oil mill's employment agreement in plain
 * English with an attached letter of appointment; and a Devonport (Tasmania) ferry operator's lease of a terminal office
 * in Australian drafting (Reference Schedule Items) as PDF-extracted text. Excerpts: an Akureyri (Iceland) greenhouse's
 * NDA with a Bodø lighting firm, a Rajkot foundry's NDA with a Gyumri pattern-maker in Indian drafting, a Kisumu fish
 * processor's NDA with an Arusha cold-chain firm, a Saint-Hyacinthe (Québec) maple co-operative's MSA with a
 * Drummondville bottler in Canadian drafting, a Nouadhibou (Mauritania) fish-meal plant's MSA with an Agadir engineer, a
 * Bitola (North Macedonia) pepper roaster's MSA with a Thessaloniki provider, a Valdivia (Chile) hatchery's SaaS, a
 * Broome (Western Australia) pearl farm's SaaS from Dunedin in plain English, an Invercargill deer-velvet exporter's
 * SaaS, a Chicoutimi (Saguenay) smelter's licence as PDF-extracted text, a Shillong tea estate's drone-survey services
 * from Guwahati in Indian drafting, an Arequipa alpaca mill's consulting terms in plain English, a Hilo (Hawaii)
 * macadamia processor's employment agreement in Markdown with a schedule table, a Geraldton (Western Australia) rock
 * lobster plant's lease, and three DPA excerpts (a Mariehamn (Åland) shipping company and a Kaunas payroll processor in
 * HTML, a Gulu (Uganda) shea co-operative and a Kampala processor in plain English, a Kristiansund clipfish producer and
 * a Gdynia HR provider). Among the ten more: an Erode turmeric curer's NDA with a Bremen spice house, a Thunder Bay
 * grain elevator's MSA with a Sudbury conveyor firm, an Iquitos river-cruise operator's booking SaaS in plain English, a
 * Napier apple packhouse's licence with a cover page, a Kamloops sawmill's log-scaling services with a Markdown table, a
 * Tartu dairy's consultancy with a Pärnu engineer, a Jaffna seafood processor's employment contract in plain English, a
 * Rimouski fish-market stall lease in plain English, a Visby hotel group's DPA with a Trondheim processor, and a
 * Bundaberg cane-haulage memorandum as a Markdown table (`other`).
 *
 * The hurt sits in definitions (Working Copies that leave the agreement once made, a Permitted Assign who is anyone, a
 * Permitted Transferee who is any buyer of the platform or financier, Consequential Loss that takes in spoiled grain and
 * drying elsewhere, Confidential Information of one side only in a "mutual" NDA, an Insolvency Event that includes any
 * change of control, Work Product limited to requested reports, an Applicable Law fixed by a web page, a Refund Event
 * at the provider's discretion), schedules, tables and cover pages (a 7-day payment row whether or not disputed, an
 * order row allowing suspension for any reason, an Annex A term renewing for 24 months on six months' notice, Items 9
 * and 10 putting building insurance on the tenant with no rent abatement, a Schedule B exclusivity for 24 months after
 * the term, a three-year worldwide restricted period, an Item 7 assignment for the licensor alone, a three-year renewal
 * on nine months' notice, a liability row "Not used"), "general" clauses near the end (retained copies freed from
 * confidence after two years plus an archive copy, a survival clause that leaves confidentiality out, a "notwithstanding"
 * that makes payment due before an aircraft is released), entire-agreement and precedence clauses (service rules as
 * amended by the provider that prevail, every policy the supplier publishes, a letter of appointment that wins, special
 * terms in an order, general terms above the DPA and the SCCs), role swaps (an exclusion shielding the provider alone
 * even for gross negligence, an Annex B special condition giving the exclusion to the consultant alone, an employee free
 * to leave at once while the employer owes twelve months), numbers (25 % fee rises on 14 days, 24 months' no-hire with a
 * 100 % fee, 200 % of salary, 50 % guaranteed bonus with 15 % rises, twelve months' rent in advance on five days'
 * demand), conditional rights (help with data-subject requests only with Premium Support, a further term refused if the
 * landlord has other plans or rent was ever late), exceptions disapplied (independent development deemed impossible for
 * three years, an IP indemnity that excludes use with the estate GIS into which every deliverable is loaded,
 * confidentiality commitments that do not reach contractors or affiliates' staff, injunctions taken back by a proviso),
 * later "notwithstanding" overrides (lost customer data made indirect loss, the licensor's carve-outs removed, the
 * consultant's right to post new terms and rates on a portal), and a clause made subject to a third (an assignment
 * clause subject to a subcontracting clause, an access clause subject to a port-security clause). Patterns of the 41:
 * reference 18, override 7, disapplied 6, position 6, role 4; of the ten more: position 4, reference 3, disapplied 2,
 * markup 1. About a third are in plain English ("we", "you").
 *
 * All 51 pairs were written before either set was scored; on the writer's one second reading before the score no pair
 * was changed (two slips were mended while writing, before that reading: a doubled possessive in the Sandakan notice
 * clause, and the Arequipa consultant's address, which had named a street in another city). Scored once on af3ba59a
 * (engine README "Twentieth blind hold-out"): the 41 pairs 36.6 % adverse flagged / 7.3 % benign flagged, 13 of 41
 * pairs right; the ten more 60.0 % / 0.0 %, 6 of 10 right; all 51 41.2 % / 5.9 %, 19 right. HOLDOUT20_MISSES holds the
 * 32 pairs missed, each with the engine's reading, and the floors in `adverse.test.ts` are the measured rates. Do not
 * tune rules on these pairs or edit them to pass.
 *
 * The writer's own doubts, for the second reader: the Kisumu NDA is titled mutual and its clause 1 says both parties
 * exchange volumes, yields and prices, but it protects only KCC's information; for Nyanza's lawyer this is below the
 * fallback ("one-way, where only the other party discloses"), because Nyanza discloses too, while KCC's lawyer would be
 * content, so the pair assumes the reviewer acts for Nyanza (either party of a mutual NDA is the playbook's side); the
 * Klaksvík adverse 12.4 leaves clause 7.2 standing but lets retained copies leave confidence after two years and adds a
 * full archive copy for the recipient's own use; the Klaksvík remedies proviso keeps the acknowledgement of inadequate
 * damages but makes damages the sole remedy, which an engine might read either way; the Encarnación Consequential Loss
 * definition is mutual in form, and its hurt is that it turns the customer's most likely direct losses into excluded
 * loss; the Kumasi Permitted Transferee reaches financiers and buyers of receivables "whether or not it takes on
 * Provider's obligations", beyond the fallback that asks for an affiliate or a buyer of the business that does; the
 * Kutaisi grant covers one cellar and four tanks where clause 1 states the need as forty tanks at two cellars; the
 * Swakopmund payment pair turns on a general clause 19.2 that overrides a 30-day clause 7.1; the Darkhan adverse Annex B
 * leaves clause 9.3's carve-outs for claims against the client only; the Sandakan law pair names Indonesian law (the
 * employee's home, a known law) and is expected `bad`, not `noLaw`; the Sandakan notice pair is from the employer's
 * side (the employee free to leave at once, the employer bound to twelve months and barred from ending the employment
 * for three years except on a conviction); the Hilo three-year worldwide restriction hurts the employer because such a
 * covenant is unlikely to be enforced at all (the playbook's preferred is none or up to six months); in the ten more,
 * the Jaffna guaranteed bonus of half the salary "whatever your performance or ours" with 15 % yearly rises is read as
 * adverse to the employer, although the check's preferred position allows a bonus that is not discretionary if "agreed
 * otherwise"; the Rimouski rent is stated as an amount but its times and amounts are at the landlord's demand, expected
 * `bad` (not `badOrMissing`); the Bundaberg liability row "Not used" is `badOrMissing`, and the general playbook has no
 * side, so the pair assumes the reviewer wants liability limited for both parties.
 *
 * Audited by a second reader (session 24, before any rule change read the set; no rule code, tuning file, judge-round
 * or class test or eval/ read), each of the 51 pairs read as the playbook side's lawyer would against its check's
 * preferred and fallback positions (`listBuiltInPlaybooks()`), the writer's doubts first. One pair mended and one slip
 * mended in wording only, none dropped, no check id changed. The Jaffna compensation pair's adverse side no longer
 * states a guaranteed bonus of half the salary with 15 % yearly rises: a bonus and rises the contract states are a bonus
 * "agreed otherwise", which the check's preferred position allows (the audits of hold-outs 11 and 15 settled a
 * guaranteed bonus the same way), so the employer's commercial cost was not plainly a failure of a check that asks for
 * compensation to be stated. It now owes a bonus each March and a rise on each anniversary "whatever your performance
 * or ours", in an amount and a percentage "we will agree with you" then, which the employer may not withhold even under
 * notice: promised, but with no terms stated, below the fallback (compensation at least set out in an incorporated
 * letter). It stays `bad`, not `badOrMissing` (the salary and its payment day are stated, so the clause is not
 * missing); its benign twin is unchanged and its id now describes it (bonus and rises owed "whatever the performance",
 * in amounts left to be agreed). Wording only: the Sandakan notice clause's "three (3) months's" is
 * now "three (3) months'" (a slip left after the writer's mend of a doubled possessive; the clause is in both sides of
 * the law and Work Product pairs and in the notice pair's benign twin; no expectation changed).
 *
 * The writer's other doubts were kept. Kisumu: the text says both parties exchange volumes, yields and prices, so the
 * one-way fallback ("only the other party discloses") reaches neither party, and the "mutual" NDA protecting KCC's
 * information alone is below it on its own words, whichever party the reviewer acts for (the hold-out 11 and 16 audits
 * read a "mutual" undertaking binding one discloser the same way). Klaksvík 12.4: retained copies leave confidence two
 * years after return (before the three-year survival and the trade-secret term run out) and the recipient, not its
 * counsel, keeps a complete archive copy "for its own records and use", beyond the fallback's one archival copy kept by
 * legal counsel. Klaksvík remedies: damages "the sole and exclusive remedy", with relief only after the expert procedure
 * and on security equal to the claim, takes back the injunction the first words grant; `bad` is the lawyer's reading.
 * Encarnación: the definition is mutual in form, but it moves the customer's likely direct losses (spoiled grain,
 * drying elsewhere, a dryer out of service, its members' claims) into excluded loss while the provider's likely loss
 * (unpaid fees) is untouched, below the fallback's one-sided exclusion balanced by a twelve-month cap. Kumasi: an
 * assignee that is a financier, a buyer of receivables or a local operating licensee, taking on no obligations, is
 * beyond the fallback's affiliate or buyer of the business that takes them all on. Kutaisi: clause 1 states the need
 * (forty tanks at two cellars, every wine), so a grant of four tanks at one cellar, own grapes only, with no right to
 * extend, fails the fallback on the text, with no fact from outside it. Swakopmund 19.2: a general clause that makes
 * every amount, disputed or not, payable before release (with a lien) overrides clause 7.1 and leaves no payment period
 * or dispute right. Darkhan Annex B: the consultant's cap and exclusion survive even gross negligence, the IP indemnity
 * and confidentiality, while the client is liable for all loss; one-sided and without carve-outs, below the mutual
 * fallback. Sandakan law: Indonesian law is a known law named at signing, neither the employer's home nor neutral, so
 * `bad`, not `noLaw`. Sandakan notice: for the employer, no right to end the employment for three years even for gross
 * misconduct, twelve months' notice after, and an employee free to leave at once are below statutory notice. Hilo: a
 * three-year worldwide covenant over any food, nut or agricultural business is beyond the fallback's twelve months in
 * the territory, whatever the reason an employer's lawyer gives for it. Rimouski: the rent is stated as an amount and a
 * quarterly schedule, so the landlord's power to change times and amounts and demand a year in advance is a stated term
 * worse than the fallback (`bad`); "missing" would say there is no rent clause. Bundaberg: `badOrMissing` fits a row
 * that marks the clause "Not used" and says nothing limits either party's liability. Also read and kept: the Kumasi
 * lost-data override (one-sided, "in any event", even for breach of the data-protection clause: more than a mutual
 * exclusion missing a carve-out); the Kutaisi 25 % rises on 14 days' notice (they apply before the licence's 30-day
 * exit could take effect, against the fallback's 60 days and an exit before they apply); the Shillong combination
 * exclusion (it reaches the estate GIS into which, by clause 1, every Deliverable is loaded, and "any other data", so the
 * indemnity covers no use); the Geraldton benign entry on a Harbour Master's direction with as much notice as
 * practicable (a port tenant's lawyer accepts a regulator's inspection; otherwise only emergencies); the Darkhan benign
 * special condition restating that clauses 9.2 and 9.3 apply to both parties, and the Chicoutimi page excerpt naming
 * the Licensee with its address in clause 12 (odd, harmless: the parties' block is on a page not shown). The first
 * run's figures are unchanged by the audit (the mended Jaffna adverse side is read preferred and not flagged, as the
 * old one was; the Sandakan sides are read as before), and so are the floors; HOLDOUT20_MISSES changed only in the
 * Jaffna pair's id.
 */
import type { AdverseCase } from './cases.js';
import { bad, badOrMissing, good, noLaw } from './sides.js';

// ---------------------------------------------------------------- whole documents ----------------------------------

/** A Faroese salmon farm and a Norwegian feed-technology company: a mutual NDA as PDF-extracted text. */
const klaksvik = (p: { copies?: string; archive?: string; relief?: string }) => `                                                        Norðlaks / Havfôr — CONFIDENTIAL
MUTUAL NON-DISCLOSURE AGREEMENT
This Agreement is made on 2 March 2026 between P/F Norðlaks, Klaksvíkarvegur 18, FO-700 Klaksvík,
Faroe Islands ("Norðlaks") and Havfôr Teknikk AS, Borgundvegen 340, 6009 Ålesund, Norway ("Havfôr"), each
a "Party", and as Discloser or Recipient as the case may be.
1. PURPOSE The Parties wish to exchange information to evaluate a joint trial of automated feeding barges at
Norðlaks's sea sites in Borðoyarvík and Hvannasund (the "Purpose").
2. DEFINITIONS In this Agreement: "Confidential Information" means all non-public business, financial,
commercial and technical information disclosed by a Discloser to a Recipient in connection with the
Purpose, in any form, including feed-conversion data, mortality records, pricing and site plans.
"Working Copies" ${p.copies ?? 'means copies, extracts and notes of Confidential Information made only as reasonably necessary for the Purpose, each of which is Confidential Information and subject to this Agreement.'}
3. OBLIGATIONS The Recipient shall keep the Discloser's Confidential Information confidential, use it only
for the Purpose and disclose it only to its employees and professional advisers who need to know it for the
Purpose and are bound by duties of confidentiality no less strict than these. 4. COPIES The Recipient may
make Working Copies.
                                                                                   Page 1 of 3
                                                        Norðlaks / Havfôr — CONFIDENTIAL
5. EXCLUSIONS Clause 3 does not apply to information that is or becomes public other than through the
Recipient's fault, was lawfully known to the Recipient before disclosure, is received from a third party
free to disclose it, or is independently developed by the Recipient without use of the Confidential
Information.
6. COMPELLED DISCLOSURE A Recipient required by law to disclose Confidential Information shall, where lawful,
first notify the Discloser promptly and disclose only what is legally required.
7. RETURN 7.1 On the Discloser's written request, or when this Agreement ends, the Recipient shall return or
destroy all Confidential Information and Working Copies and, on request, certify in writing that it has
done so. 7.2 The Recipient may keep copies that it is required by law to keep and copies held in automatic
electronic back-up systems, which remain subject to clause 3.
8. REMEDIES ${p.relief ?? 'Each Party acknowledges that damages alone may not be an adequate remedy for a breach of this Agreement and that the Discloser may seek an injunction or other equitable relief in addition to any other remedy; the Discloser need not first use the expert procedure in clause 11, nor give any bond or other security.'}
9. TERM This Agreement lasts for two (2) years from its date; the obligations in clauses 3 to 7 continue
for three (3) years after it ends, and for trade secrets for as long as they remain trade secrets.
                                                                                   Page 2 of 3
                                                        Norðlaks / Havfôr — CONFIDENTIAL
10. NO LICENCE No licence or other right is granted by disclosure; Confidential Information remains the
Discloser's property. 11. EXPERT A dispute about feed-conversion data may be referred to an independent
expert appointed by the Faroese Veterinary Authority. 12. GENERAL 12.1 Neither Party may assign this
Agreement without the other's prior written consent. 12.2 This Agreement is the entire agreement about its
subject. 12.3 Amendments must be in writing and signed by both Parties. 12.4 ${p.archive ?? 'Clause 3 continues to apply to any copy kept under clause 7.2 for as long as it is kept, even after the period in clause 9 ends.'}
13. LAW This Agreement is governed by Norwegian law, and the Oslo District Court has jurisdiction.
Signed for P/F Norðlaks: Jógvan Olsen, Managing Director     Signed for Havfôr Teknikk AS: Ingrid Vik, CEO
                                                                                   Page 3 of 3
`;

/** A Paraguayan soy co-operative and an Argentine grain-dryer contractor: an MSA in HTML with a terms table. */
const encarnacion = (p: { loss?: string; pay?: string; entire?: string }) => `<html><body>
<h1>MASTER SERVICES AGREEMENT</h1>
<p>between <b>Cooperativa Agroindustrial Tacurú Pucú Ltda.</b>, Ruta PY06 km 12, Encarnación, Itapúa, Paraguay ("<b>Customer</b>") and <b>Secaderos del Litoral S.A.</b>, Avenida Uruguay 2150, Posadas, Misiones, Argentina ("<b>Provider</b>").</p>
<h2>Key terms</h2>
<table>
<tr><th>Item</th><th>Term</th></tr>
<tr><td>Services</td><td>Seasonal maintenance, calibration and emergency repair of Customer's grain dryers, silos and moisture meters at Encarnación and Hohenau</td></tr>
<tr><td>Term</td><td>Three (3) harvest seasons from 1 January 2026</td></tr>
<tr><td>Fees</td><td>As set out in each Work Order</td></tr>
<tr><td>Payment (cl. 6)</td><td>${p.pay ?? 'Within forty-five (45) days of receipt of a correct invoice; Customer may withhold any amount it disputes in good faith until the dispute is resolved'}</td></tr>
<tr><td>Liability cap (cl. 9.2)</td><td>Fees paid or payable in the twelve (12) months before the claim</td></tr>
</table>
<h2>6. Payment</h2>
<p>6.1 Provider invoices monthly in arrears in US dollars. 6.2 Customer pays each invoice within the period stated in the Key terms.</p>
<h2>7. Deliverables and confidentiality</h2>
<p>7.1 Calibration reports and drawings made for Customer belong to Customer. 7.2 Each party keeps the other's confidential information confidential during this Agreement and for three years after it ends.</p>
<h2>9. Liability</h2>
<p>9.1 Neither party is liable to the other for Consequential Loss. 9.2 Each party's aggregate liability is limited to the amount in the Key terms. 9.3 Clauses 9.1 and 9.2 do not apply to breach of clause 7.2, to the indemnities in clause 10 or to wilful misconduct or gross negligence.</p>
<p>9.4 "Consequential Loss" ${p.loss ?? 'means loss of profit, revenue or goodwill and any indirect or special loss, but does not include loss or spoilage of grain in store caused by Provider\'s breach or the reasonable cost of drying or storing grain elsewhere, which are direct losses.'}</p>
<h2>10. Indemnities</h2>
<p>Provider defends and indemnifies Customer against third-party claims that the Services or deliverables infringe intellectual property rights.</p>
<h2>14. General</h2>
<p>14.1 Neither party may assign this Agreement without the other's prior written consent, except to a successor to all or substantially all of its business.</p>
<p>14.2 ${p.entire ?? 'This Agreement, with the Work Orders and Provider\'s Service Rules in the version dated 1 December 2025 attached as Annex 2, is the entire agreement. Later versions of the Service Rules bind Customer only if both parties sign them, and any amendment must be in writing signed by both parties.'}</p>
<p>14.3 This Agreement is governed by the laws of the Republic of Paraguay, and the courts of Encarnación have jurisdiction.</p>
</body></html>`;

/** A Ghanaian cocoa processor's warehouse-receipt subscription from an Ivorian provider: Markdown with an order table. */
const kumasi = (p: { transferee?: string; data?: string; suspend?: string }) => `# Subscription Order and Terms — CocoaLedger

**Customer:** Asante Cocoa Processing Ltd., Plot 14 Lake Road, Adum, Kumasi, Ashanti Region, Ghana
**Provider:** TraçaCacao SAS, Boulevard de la République, Plateau, Abidjan, Côte d'Ivoire

## Order

| Item | Detail |
|---|---|
| Service | CocoaLedger warehouse-receipt and bean-traceability platform, 60 Users |
| Subscription Term | 24 months from 1 April 2026; renewal only by a new Order signed by both parties |
| Subscription Fee | USD 38,400 per year, invoiced annually in advance, payable within 30 days |
| Service level | 99.9 % monthly availability, with service credits under Schedule 2 |
| Suspension | ${p.suspend ?? 'Only under clause 9 (undisputed fees unpaid fifteen (15) days after written notice, or an imminent security threat, limited to the Users affected), with access restored promptly once the cause is cured'} |

## Terms

**9. Suspension.** Provider may suspend the Service only as stated in the Order.

**11. Liability.**
11.1 Each party's aggregate liability is capped at the fees paid or payable in the twelve (12) months before the claim.
11.2 Neither party is liable for indirect, special or consequential loss or loss of profit, except for breach of clause 12 (Confidentiality) or clause 13 (Data Protection), claims under clause 15 (Indemnity), and gross negligence or wilful misconduct.
11.3 ${p.data ?? 'For clarity, loss or corruption of Customer Data caused by Provider\'s breach, and the cost of re-creating it or of procuring replacement services, is direct loss recoverable under clause 11.1.'}

**12. Confidentiality.** Each party keeps the other's confidential information confidential during the Subscription Term and for five years after.

**13. Data Protection.** Provider processes Customer Data only to provide the Service, under the data processing terms in Schedule 3.

**14. Assignment.** Neither party may assign this Agreement without the other's prior written consent, except that Provider may assign it to a Permitted Transferee on written notice.

**15. Indemnity.** Provider defends and indemnifies Customer against third-party claims that the Service infringes intellectual property rights.

**20. Definitions.** "Customer Data" means data Customer or its Users enter into the Service. "Permitted Transferee" ${p.transferee ?? 'means a successor to all or substantially all of Provider\'s business that agrees in writing to take on all of Provider\'s obligations under this Agreement, notified to Customer in writing.'}

**21. Law.** This Agreement is governed by the laws of Ghana.
`;

/** A Georgian winery's licence of fermentation-control software from an Italian licensor, in plain English. */
const kutaisi = (p: { scope?: string; control?: string; fee?: string }) => `FERMALOGIC SOFTWARE LICENCE

This licence is between FermaLogic S.r.l., Via Brennero 52, 38121 Trento, Italy ("we", "us") and Imereti Qvevri Cellars LLC, 7 Tsereteli Street, Kutaisi, Georgia ("you").

1. What you are licensing
You need FermaLogic to monitor and control fermentation temperature on all forty (40) qvevri and steel tanks at your Kutaisi and Tskaltubo cellars, for every wine you make.
${p.scope ?? 'We grant you a non-exclusive licence to install and use FermaLogic on every tank at both cellars, and on any tank you add at them, for all wines you make, whether from grapes you grow or grapes you buy in.'}

2. Fees
You pay us an annual licence fee of EUR 9,600, invoiced each January and payable within 30 days.
${p.fee ?? 'The annual fee is fixed for the first three (3) years. After that we may raise it once a year by no more than the Georgian consumer price index or 5%, whichever is lower, telling you at least 60 days before.'}

3. Support and warranty
For 90 days after installation FermaLogic will work materially as its manual says; if it does not, we will fix it or refund the fee.

4. How long this licence lasts
This licence starts on 1 February 2026 and lasts for three (3) years. You may end it on 30 days' written notice at any time. We may end it at once if you do not pay an overdue fee within 30 days after we remind you in writing, or if an Insolvency Event happens to you.

5. Your data
Temperature and batch data stay yours. We use them only to provide and support FermaLogic.

6. Limits on liability
Neither of us is liable for indirect loss. Each of us is liable up to the fees paid in the 12 months before a claim, except for breach of confidence and wilful misconduct.

7. Words we use
${p.control ?? '"Insolvency Event" means you go into administration, liquidation or bankruptcy. A change in who owns or controls you is not an Insolvency Event, does not need our consent and does not end this licence.'}

8. Law
Georgian law governs this licence, and the courts of Kutaisi decide any dispute.
`;

/** A Namibian charter airline's maintenance services from a Northern Cape contractor: PDF-extracted text. */
const swakopmund = (p: { loss?: string; hire?: string; release?: string }) => `AIRCRAFT MAINTENANCE SERVICES AGREEMENT                         Ref. SCA/KAM/2026-02
between Skeleton Coast Air Charter (Pty) Ltd, Swakopmund Airfield, Swakopmund, Namibia (the
"Customer") and Kalahari Aero Maintenance (Pty) Ltd, Upington Airport, Upington, Northern Cape,
South Africa (the "Provider").
1. SERVICES The Provider shall perform scheduled and unscheduled maintenance on the Customer's Cessna
208 and Beechcraft 1900 aircraft listed in Annex 1 (the "Services") with reasonable skill and care, by
licensed aircraft maintenance engineers.
2. TERM This Agreement runs for two (2) years from 1 April 2026; either party may end it on 90 days'
written notice.                                                                              - 1 -
7. FEES AND PAYMENT 7.1 The Provider invoices the Customer monthly for Services performed. Invoices are
payable within thirty (30) days of receipt; the Customer may withhold amounts it disputes in good faith.
7.2 Rates are set out in Annex 2.
11. LIABILITY 11.1 Each party's aggregate liability under this Agreement is capped at the fees paid or
payable in the twelve (12) months before the claim, except for breach of clause 14, claims under clause
12 and wilful misconduct. 11.2 ${p.loss ?? 'Neither party shall be liable to the other for any indirect, incidental, special or consequential loss or loss of profits, except for breach of clause 14 (Confidentiality), claims under clause 12 (Indemnities), gross negligence or wilful misconduct; loss of use of an aircraft and the cost of chartering replacement aircraft caused by the Provider\'s breach are not excluded.'}
12. INDEMNITIES The Provider indemnifies the Customer against third-party claims arising from the
Provider's negligence in performing the Services.                                           - 2 -
14. CONFIDENTIALITY Each party keeps the other's confidential information confidential during this
Agreement and for three (3) years after it ends.
16. PERSONNEL 16.1 The Provider remains the employer of its engineers. 16.2 ${p.hire ?? 'During the term neither party shall actively solicit for employment any engineer of the other party who worked on the Customer\'s aircraft under this Agreement; responding to a general advertisement is not solicitation.'}
19. GENERAL 19.1 Neither party may assign this Agreement without the other's prior written consent.
19.2 ${p.release ?? 'Nothing in clause 7.1 allows the Provider to delay releasing an aircraft to service because an invoice is unpaid or disputed.'}
19.3 This Agreement is governed by the laws of Namibia.                                     - 3 -
`;

/** A Mongolian cashmere processor and an Italian textile consultant: formal drafting with annexes. */
const darkhan = (p: { term?: string; benefit?: string; assign?: string }) => `CONSULTANCY AGREEMENT

THIS AGREEMENT is made on 16 January 2026

BETWEEN

(1) DARKHAN CASHMERE PROCESSING LLC, a company registered in Mongolia whose principal office is at Industrial Zone 3, Darkhan, Darkhan-Uul Province, Mongolia (the "Client"); and

(2) LANIFICIO STUDIO TECNICO S.R.L., a company registered in Italy whose registered office is at Via Cernaia 9, 13900 Biella, Italy (the "Consultant").

1. ENGAGEMENT
1.1 The Client engages the Consultant to advise on the dehairing, scouring and spinning lines at the Client's Darkhan plant (the "Services"), and the Consultant accepts the engagement.
1.2 The Consultant shall perform the Services with reasonable skill and care, by qualified personnel, and the Deliverables shall conform to Annex C for ninety (90) days after acceptance.

2. TERM
The engagement runs for the Term set out in Annex A.

5. FEES
The Client shall pay the fees in Annex A within thirty (30) days of receipt of a correct invoice.

7. INTELLECTUAL PROPERTY
Deliverables created for the Client belong to the Client; the Consultant keeps its pre-existing know-how and grants the Client a perpetual, royalty-free licence to use it with the Deliverables.

9. LIABILITY
9.1 Each party's aggregate liability is capped at the fees paid or payable in the twelve (12) months before the claim.
9.2 Neither party is liable for indirect, incidental, special or consequential loss or loss of profits.
9.3 Clauses 9.1 and 9.2 do not apply to breach of clause 10 (Confidentiality), claims under clause 11 (Indemnity), gross negligence or wilful misconduct, and loss of the Client's data and the cost of replacement services are not excluded.

10. CONFIDENTIALITY
Each party keeps the other's confidential information confidential during the Term and for five (5) years after.

11. INDEMNITY
The Consultant indemnifies the Client against third-party claims that the Deliverables infringe intellectual property rights.

15. ASSIGNMENT
Subject to clause 21, neither party may assign this Agreement without the other's prior written consent, except to a successor to all or substantially all of its business.

21. SUBCONTRACTING
${p.assign ?? 'The Consultant may subcontract laboratory fibre testing to an accredited laboratory with the Client\'s prior written consent, remaining responsible for it. This clause does not permit any assignment of this Agreement.'}

22. SPECIAL CONDITIONS
The Special Conditions in Annex B form part of this Agreement and prevail over clauses 1 to 21.

23. GOVERNING LAW
This Agreement is governed by English law, and the courts of England have jurisdiction.

ANNEX A — TERM AND FEES
Commencement Date: 1 February 2026.
Term: ${p.term ?? 'twelve (12) months from the Commencement Date. The engagement may be extended only by a written variation signed by both parties.'}
Fees: EUR 1,150 per consultant day, with travel at cost.

ANNEX B — SPECIAL CONDITIONS
1. Site visits are limited to the shearing and processing season (April to September).
2. The Consultant's personnel shall comply with the Client's site safety rules.
3. ${p.benefit ?? 'Clause 9.2 applies for the benefit of both parties, and clause 9.3 applies to both parties alike.'}

ANNEX C — DELIVERABLES
Line audit report; revised scouring recipe; spinning trial protocol; operator training notes.
`;

/** A Sabah palm-oil mill's employment agreement in plain English, with a letter of appointment. */
const sandakan = (p: { letterLaw?: string; work?: string; notice?: string }) => `EMPLOYMENT AGREEMENT

Kinabatangan Palm Oil Mill Sdn. Bhd., Mile 8, Jalan Labuk, 90000 Sandakan, Sabah, Malaysia ("we", "us")
and
Mr Yohanes Tandi of Jalan Pelabuhan 5, Nunukan, North Kalimantan, Indonesia ("you").

1. Your job
You are employed as Mill Process Engineer at our Sandakan mill from 1 March 2026. Your duties are set out in your letter of appointment (the "Letter"), which is attached.

2. Pay
We pay you the salary in the Letter, monthly in arrears on the last working day of each month. Any bonus is at our discretion.

3. Ending your employment
${p.notice ?? 'Either of us may end your employment by giving the other one (1) month\'s written notice during your first six months and three (3) months\' written notice afterwards. We may end it at once for gross misconduct, dishonesty, serious breach of this agreement or a criminal conviction.'}

4. Confidentiality
You must keep our business information confidential while you work for us and after you leave, and our trade secrets for as long as they remain secret.

5. What you create
5.1 ${p.work ?? '"Work Product" means everything you create in the course of your employment, including reports, process improvements, software, formulas and inventions, whether or not in working hours. All Work Product belongs to us, and you assign to us all rights in it as it is created. You will help us register and protect those rights, during your employment and after it.'}

6. Which document wins
If anything in the Letter differs from this agreement, the Letter wins.

7. Law
This agreement is governed by the laws of Malaysia as they apply in Sabah, and the courts in Sabah decide any dispute about it.

LETTER OF APPOINTMENT (attached)
Dear Mr Tandi,
We are pleased to appoint you as Mill Process Engineer. Your salary is MYR 8,200 per month. You will report to the Mill Manager and work at Mile 8, Jalan Labuk, with occasional visits to our estates at Lahad Datu and Tawau.
${p.letterLaw ?? 'This appointment is governed by the laws of Malaysia as they apply in Sabah, including the Sabah Labour Ordinance.'}
Yours sincerely, Datuk Ahmad Kamal, Managing Director
`;

/** A Tasmanian ferry operator's lease of a terminal office: Australian drafting, PDF-extracted text with Items. */
const devonport = (p: { option?: string; insurer?: string; abate?: string; indemnity?: string }) => `LEASE — MERSEY TERMINAL BUILDING                                        Lease No. MWP-0417
REFERENCE SCHEDULE
Item 1  Landlord       Mersey Wharf Properties Pty Ltd ACN 611 204 883, 2 Formby Road, Devonport TAS 7310
Item 2  Tenant         Bass Strait Passenger Lines Pty Ltd ACN 624 917 302
Item 3  Premises       Ground floor, Mersey Terminal Building, East Devonport wharf (ticketing office and
                       passenger lounge, 410 m²)
Item 4  Term           Five (5) years from 1 July 2026
Item 5  Further Term   One (1) further term of five (5) years
Item 6  Rent           $148,000 per annum plus GST, payable monthly in advance on the first day of each month
Item 7  Review         CPI on each anniversary of the Commencement Date
Item 9  Building insurer   ${p.insurer ?? 'The Landlord'}
Item 10 Abatement      ${p.abate ?? 'Clause 14.3 applies'}
                                                                                   Page 1 of 4
1. GRANT The Landlord leases the Premises to the Tenant for the Term at the Rent.
3. FURTHER TERM 3.1 The Tenant may exercise the option for the Further Term by notice given not more
than six (6) and not less than three (3) months before the Term ends. 3.2 ${p.option ?? 'If the Tenant exercises the option, the Landlord must grant the Further Term on the same terms (other than this option), provided that the Tenant has remedied any breach notified to it in writing before the Term ends.'}
7. REPAIRS The Landlord keeps the structure, roof, exterior and building services in repair; the Tenant
keeps the interior of the Premises in good repair, fair wear and tear excepted.
                                                                                   Page 2 of 4
12. INDEMNITY 12.1 ${p.indemnity ?? 'The Tenant indemnifies the Landlord against all claims arising from the Tenant\'s use of the Premises or its breach of this Lease, except to the extent a claim is caused or contributed to by the negligence or breach of the Landlord, its employees or contractors.'}
14. INSURANCE AND DAMAGE 14.1 The party named in Item 9 must insure the Building for its full reinstatement
value, and where that party is the Landlord it may recover a fair share of the premium as an Outgoing.
14.2 The Tenant must insure its fixtures and contents and hold public liability insurance for at least
$20 million for any one event. 14.3 While insured damage makes the Premises or any part of them unfit
for use, the Rent abates in proportion to the part unfit. 14.4 Item 10 states whether clause 14.3 applies.
                                                                                   Page 3 of 4
22. GOVERNING LAW This Lease is governed by the laws of Tasmania.
Executed as a deed.                                                                Page 4 of 4
`;

export const HOLDOUT20: AdverseCase[] = [
  // ------------------------------------------------------------------ NDA (6) ----------------------------------------
  {
    id: 'h20-nda-doc-klaksvik-pdf-working-copies-defined-as-any-number-that-belong-to-the-recipient-and-fall-outside-clause-3-or-only-as-needed-and-still-confidential',
    pattern: 'reference',
    type: 'nda',
    check: 'nda.permitted_copies',
    adverse: bad(klaksvik({ copies: 'means copies, extracts, summaries and notes of Confidential Information in any number and any medium the Recipient wishes, which, once made, belong to the Recipient and are not subject to clause 3.' })),
    benign: good(klaksvik({})),
  },
  {
    id: 'h20-nda-doc-klaksvik-pdf-general-clause-lets-retained-copies-fall-out-of-confidence-after-two-years-plus-a-full-archive-or-keeps-them-confidential',
    pattern: 'override',
    type: 'nda',
    check: 'nda.retention_after_return',
    adverse: bad(klaksvik({ archive: 'Clause 3 ceases to apply to any copy kept under clause 7.2 two (2) years after the date of return, and a Recipient may in addition keep one complete archive copy of all Confidential Information for its own records and use.' })),
    benign: good(klaksvik({})),
  },
  {
    id: 'h20-nda-doc-klaksvik-pdf-injunction-acknowledged-then-taken-back-by-a-proviso-requiring-the-expert-procedure-full-security-and-damages-only-or-no-bond',
    pattern: 'disapplied',
    type: 'nda',
    check: 'nda.injunctive_relief',
    adverse: bad(klaksvik({ relief: 'Each Party acknowledges that damages alone may not be an adequate remedy for a breach of this Agreement and that the Discloser may seek an injunction or other equitable relief; provided that no Party may apply for any interim or injunctive relief until a dispute has been through the expert procedure in clause 11, and then only on lodging security equal to the amount claimed, and that damages are the sole and exclusive remedy for any breach.' })),
    benign: good(klaksvik({})),
  },
  {
    id: 'h20-nda-akureyri-greenhouse-consent-needed-except-for-a-permitted-assign-defined-as-anyone-including-a-buyer-of-the-data-or-a-successor-to-the-business',
    pattern: 'reference',
    type: 'nda',
    check: 'nda.assignment',
    adverse: bad(`MUTUAL CONFIDENTIALITY AGREEMENT (extract)

Parties: Norðurljós Gróðurhús ehf., Hlíðarbraut 4, 603 Akureyri, Iceland ("Norðurljós"); and Lysverk Bodø AS, Sjøgata 21, 8006 Bodø, Norway ("Lysverk").

Purpose: to evaluate a trial of geothermal-heated LED growing lights for tomatoes and cucumbers at Norðurljós's glasshouses.

1. Definitions
"Confidential Information" means all non-public business, financial and technical information one party discloses to the other for the Purpose, in any form.
"Permitted Assign" means any person to whom a party transfers any of its rights, including a buyer of the assigning party's crop or lighting data and any lender or investor.

4. Each party shall keep the other's Confidential Information confidential and use it only for the Purpose.

11. Assignment
Neither party may assign this Agreement or any of its rights without the other party's prior written consent, except to a Permitted Assign.

13. Law
Icelandic law governs this Agreement.`),
    benign: good(`MUTUAL CONFIDENTIALITY AGREEMENT (extract)

Parties: Norðurljós Gróðurhús ehf., Hlíðarbraut 4, 603 Akureyri, Iceland ("Norðurljós"); and Lysverk Bodø AS, Sjøgata 21, 8006 Bodø, Norway ("Lysverk").

Purpose: to evaluate a trial of geothermal-heated LED growing lights for tomatoes and cucumbers at Norðurljós's glasshouses.

1. Definitions
"Confidential Information" means all non-public business, financial and technical information one party discloses to the other for the Purpose, in any form.
"Permitted Assign" means a successor to all or substantially all of the assigning party's business, by merger or sale, that agrees in writing to be bound by this Agreement.

4. Each party shall keep the other's Confidential Information confidential and use it only for the Purpose.

11. Assignment
Neither party may assign this Agreement or any of its rights without the other party's prior written consent, except to a Permitted Assign.

13. Law
Icelandic law governs this Agreement.`),
  },
  {
    id: 'h20-nda-rajkot-foundry-independent-development-exclusion-disapplied-for-anything-developed-within-three-years-or-proved-by-written-records',
    pattern: 'disapplied',
    type: 'nda',
    check: 'nda.independent_development',
    adverse: bad(`NON-DISCLOSURE AGREEMENT

This Agreement is executed at Rajkot on this 12th day of January, 2026 by and between SAURASHTRA PRECISION CASTINGS PRIVATE LIMITED, a company incorporated under the Companies Act, 2013, having its registered office at Plot No. 41, GIDC Metoda, Rajkot, Gujarat 360021 (hereinafter referred to as "SPC", which expression shall, unless repugnant to the context, include its successors), AND SHIRAK PATTERN WORKS LLC, a company incorporated under the laws of the Republic of Armenia, having its office at 18 Gorky Street, Gyumri, Armenia (hereinafter referred to as "Shirak").

WHEREAS the Parties propose to exchange information regarding pattern design and sand-casting processes for diesel-engine crankcases (the "Purpose").

4. EXCLUSIONS
The obligations herein shall not apply to information which (a) is or becomes public otherwise than through breach hereof; (b) was in the lawful possession of the Receiving Party prior to disclosure; (c) is received from a third party without restriction; or (d) is independently developed by the Receiving Party without use of the Disclosing Party's Confidential Information:
Provided that the exclusion in sub-clause (d) shall not apply to any casting design, pattern or process developed by the Receiving Party within three (3) years after the date hereof, which shall be deemed conclusively to have been developed using the Disclosing Party's Confidential Information, and the Receiving Party shall not during that period develop or market any competing pattern or casting.

9. GOVERNING LAW
This Agreement shall be governed by the laws of India and the courts at Rajkot shall have jurisdiction.`),
    benign: good(`NON-DISCLOSURE AGREEMENT

This Agreement is executed at Rajkot on this 12th day of January, 2026 by and between SAURASHTRA PRECISION CASTINGS PRIVATE LIMITED, a company incorporated under the Companies Act, 2013, having its registered office at Plot No. 41, GIDC Metoda, Rajkot, Gujarat 360021 (hereinafter referred to as "SPC", which expression shall, unless repugnant to the context, include its successors), AND SHIRAK PATTERN WORKS LLC, a company incorporated under the laws of the Republic of Armenia, having its office at 18 Gorky Street, Gyumri, Armenia (hereinafter referred to as "Shirak").

WHEREAS the Parties propose to exchange information regarding pattern design and sand-casting processes for diesel-engine crankcases (the "Purpose").

4. EXCLUSIONS
The obligations herein shall not apply to information which (a) is or becomes public otherwise than through breach hereof; (b) was in the lawful possession of the Receiving Party prior to disclosure; (c) is received from a third party without restriction; or (d) is independently developed by the Receiving Party without use of the Disclosing Party's Confidential Information:
Provided that the Receiving Party shall bear the burden of showing, by contemporaneous written records, that any casting design, pattern or process falls within sub-clause (d), and nothing herein shall restrict either Party from developing or marketing similar patterns or castings.

9. GOVERNING LAW
This Agreement shall be governed by the laws of India and the courts at Rajkot shall have jurisdiction.`),
  },
  {
    id: 'h20-nda-kisumu-fish-processor-titled-mutual-but-confidential-information-defined-as-one-sides-only-while-both-exchange-or-either-partys',
    pattern: 'role',
    type: 'nda',
    check: 'nda.mutuality',
    adverse: bad(`MUTUAL NON-DISCLOSURE AGREEMENT

THIS AGREEMENT is made on 3 February 2026 between NYANZA LAKE FISH PROCESSORS LIMITED of Plot 112, Obote Road, Kisumu, Kenya ("Nyanza") and KILIMANJARO COLD CHAIN LIMITED of Plot 7, Themi Industrial Area, Arusha, Tanzania ("KCC").

1. The parties will exchange information on Nile perch and tilapia volumes, processing yields, cold-room capacity, haulage routes and pricing, to evaluate a joint refrigerated distribution service between Kisumu and Arusha (the "Project").

2. In this Agreement "Confidential Information" means information disclosed by KCC to Nyanza in connection with the Project, and "the Recipient" means Nyanza.

3. The Recipient shall hold Confidential Information in confidence, use it only for the Project and disclose it only to its employees who need to know it and are bound by duties of confidentiality.

4. The obligations in clause 3 last for three (3) years from the date of this Agreement.

5. This Agreement is governed by the laws of Kenya.`),
    benign: good(`MUTUAL NON-DISCLOSURE AGREEMENT

THIS AGREEMENT is made on 3 February 2026 between NYANZA LAKE FISH PROCESSORS LIMITED of Plot 112, Obote Road, Kisumu, Kenya ("Nyanza") and KILIMANJARO COLD CHAIN LIMITED of Plot 7, Themi Industrial Area, Arusha, Tanzania ("KCC").

1. The parties will exchange information on Nile perch and tilapia volumes, processing yields, cold-room capacity, haulage routes and pricing, to evaluate a joint refrigerated distribution service between Kisumu and Arusha (the "Project").

2. In this Agreement "Confidential Information" means information disclosed by either party to the other in connection with the Project, and "the Recipient" means the party receiving it.

3. The Recipient shall hold Confidential Information in confidence, use it only for the Project and disclose it only to its employees who need to know it and are bound by duties of confidentiality.

4. The obligations in clause 3 last for three (3) years from the date of this Agreement.

5. This Agreement is governed by the laws of Kenya.`),
  },
  // ------------------------------------------------------------------ MSA (6) ----------------------------------------
  {
    id: 'h20-msa-doc-encarnacion-html-consequential-loss-defined-to-take-in-spoiled-grain-and-drying-elsewhere-or-to-leave-them-as-direct-loss',
    pattern: 'reference',
    type: 'msa',
    check: 'msa.consequential_damages',
    adverse: bad(encarnacion({ loss: 'means loss of profit, revenue or goodwill and any indirect or special loss, and includes, whether direct or indirect, any loss or spoilage of grain in store, the cost of drying or storing grain elsewhere, any claim by a member of the Co-operative, and any loss arising from a dryer or silo being out of service.' })),
    benign: good(encarnacion({})),
  },
  {
    id: 'h20-msa-doc-encarnacion-html-key-terms-row-makes-invoices-payable-in-7-days-whether-or-not-disputed-or-45-days-with-withholding',
    pattern: 'position',
    type: 'msa',
    check: 'msa.payment_terms',
    adverse: bad(encarnacion({ pay: 'Within seven (7) days of the invoice date, whether or not Customer disputes the invoice; interest at three percent (3%) per month runs on any amount not paid on time' })),
    benign: good(encarnacion({})),
  },
  {
    id: 'h20-msa-doc-encarnacion-html-entire-agreement-takes-in-service-rules-as-amended-by-the-provider-that-prevail-or-the-dated-annex-version',
    pattern: 'reference',
    type: 'msa',
    check: 'msa.unilateral_changes',
    adverse: bad(encarnacion({ entire: 'This Agreement, with the Work Orders and Provider\'s Service Rules published at www.secaderoslitoral.com.ar/reglas as amended by Provider from time to time, is the entire agreement. The Service Rules in force when a Service is performed bind Customer and prevail over this Agreement if they differ.' })),
    benign: good(encarnacion({})),
  },
  {
    id: 'h20-msa-saint-hyacinthe-maple-cooperative-schedule-b-exclusivity-bars-other-suppliers-in-canada-and-the-us-for-24-months-after-or-none',
    pattern: 'reference',
    type: 'msa',
    check: 'msa.non_compete',
    adverse: bad(`MASTER SERVICES AGREEMENT (excerpt)

This Master Services Agreement is entered into as of March 2, 2026 between COOPÉRATIVE ACÉRICOLE DES MASKOUTAINS, a co-operative governed by the Cooperatives Act (Québec), with its head office at 3250 boulevard Laframboise, Saint-Hyacinthe, Québec ("Customer"), and EMBALLAGES CENTRE-DU-QUÉBEC INC., a corporation with its head office at 880 rue Cormier, Drummondville, Québec ("Provider").

2. Services. Provider shall grade, filter and bottle maple syrup delivered by Customer's members and supply labelled containers, as described in each Statement of Work.

4. Commercial Terms. The commercial terms in Schedule B form part of this Agreement.

Schedule B – Commercial Terms
Volumes: as forecast by Customer each January.
Pricing: per-litre rates in the current Statement of Work.
Exclusivity: during the Term and for twenty-four (24) months after it ends, Customer shall not purchase syrup grading, filtering or bottling services, or maple-syrup containers, from any other supplier in Canada or the United States, nor perform those services itself.

18. Governing Law. This Agreement is governed by the laws of the Province of Québec and the federal laws of Canada applicable therein.`),
    benign: good(`MASTER SERVICES AGREEMENT (excerpt)

This Master Services Agreement is entered into as of March 2, 2026 between COOPÉRATIVE ACÉRICOLE DES MASKOUTAINS, a co-operative governed by the Cooperatives Act (Québec), with its head office at 3250 boulevard Laframboise, Saint-Hyacinthe, Québec ("Customer"), and EMBALLAGES CENTRE-DU-QUÉBEC INC., a corporation with its head office at 880 rue Cormier, Drummondville, Québec ("Provider").

2. Services. Provider shall grade, filter and bottle maple syrup delivered by Customer's members and supply labelled containers, as described in each Statement of Work.

4. Commercial Terms. The commercial terms in Schedule B form part of this Agreement.

Schedule B – Commercial Terms
Volumes: as forecast by Customer each January.
Pricing: per-litre rates in the current Statement of Work.
Exclusivity: none. Customer may at any time purchase syrup grading, filtering or bottling services, or maple-syrup containers, from any other supplier in Canada or the United States, or perform those services itself.

18. Governing Law. This Agreement is governed by the laws of the Province of Québec and the federal laws of Canada applicable therein.`),
  },
  {
    id: 'h20-msa-nouadhibou-fishmeal-survival-clause-leaves-confidentiality-out-so-it-ends-with-the-agreement-or-keeps-it-for-five-years',
    pattern: 'override',
    type: 'msa',
    check: 'msa.confidentiality',
    adverse: bad(`MASTER SERVICES AGREEMENT — EXTRACT

Parties: Société Mauritanienne de Farine de Poisson SA, Zone Industrielle, Nouadhibou, Mauritania ("Customer") and Atlas Process Engineering SARL, Quartier Industriel Anza, Agadir, Morocco ("Provider").

8. Payment. Customer pays undisputed invoices within thirty (30) days of receipt.

12. Confidentiality. Each party shall keep confidential all information of the other party that it receives under this Agreement, including plant layouts, fish-meal yields, customer lists and prices, and shall use it only to perform this Agreement.

15. Limitation. Each party's liability is capped at the fees paid in the twelve (12) months before the claim.

24. Survival. Only clauses 8 (Payment) and 15 (Limitation) survive the termination or expiry of this Agreement; every other obligation ends when this Agreement ends.

25. Law. This Agreement is governed by French law.`),
    benign: good(`MASTER SERVICES AGREEMENT — EXTRACT

Parties: Société Mauritanienne de Farine de Poisson SA, Zone Industrielle, Nouadhibou, Mauritania ("Customer") and Atlas Process Engineering SARL, Quartier Industriel Anza, Agadir, Morocco ("Provider").

8. Payment. Customer pays undisputed invoices within thirty (30) days of receipt.

12. Confidentiality. Each party shall keep confidential all information of the other party that it receives under this Agreement, including plant layouts, fish-meal yields, customer lists and prices, and shall use it only to perform this Agreement.

15. Limitation. Each party's liability is capped at the fees paid in the twelve (12) months before the claim.

24. Survival. Clauses 8 (Payment), 12 (Confidentiality) and 15 (Limitation) survive the termination or expiry of this Agreement, clause 12 for five (5) years after it ends.

25. Law. This Agreement is governed by French law.`),
  },
  {
    id: 'h20-msa-bitola-pepper-roaster-convenience-notice-may-not-expire-before-the-end-of-the-five-year-term-or-at-any-time-on-30-days',
    pattern: 'position',
    type: 'msa',
    check: 'msa.termination_for_convenience',
    adverse: bad(`MASTER SERVICES AGREEMENT (extract)

between Pelagonija Ajvar DOOEL, ul. Industriska bb, 7000 Bitola, North Macedonia (the "Customer") and Thermiki Systems S.A., 12th km Thessaloniki–Veria Road, Thessaloniki, Greece (the "Provider").

2. Term. This Agreement commences on 1 May 2026 and continues for five (5) years (the "Term").

3. Services. The Provider operates and maintains the Customer's pepper-roasting ovens and peeling line under Statements of Work.

16. Termination.
16.1 Either party may terminate this Agreement for the other's material breach not remedied within thirty (30) days of notice.
16.2 The Customer may terminate this Agreement, or any Statement of Work, for convenience on thirty (30) days' written notice, such notice to expire no earlier than the last day of the Term.

20. Governing law. This Agreement is governed by the laws of the Republic of North Macedonia.`),
    benign: good(`MASTER SERVICES AGREEMENT (extract)

between Pelagonija Ajvar DOOEL, ul. Industriska bb, 7000 Bitola, North Macedonia (the "Customer") and Thermiki Systems S.A., 12th km Thessaloniki–Veria Road, Thessaloniki, Greece (the "Provider").

2. Term. This Agreement commences on 1 May 2026 and continues for five (5) years (the "Term").

3. Services. The Provider operates and maintains the Customer's pepper-roasting ovens and peeling line under Statements of Work.

16. Termination.
16.1 Either party may terminate this Agreement for the other's material breach not remedied within thirty (30) days of notice.
16.2 The Customer may terminate this Agreement, or any Statement of Work, for convenience at any time on thirty (30) days' written notice, and pays only for Services performed up to the date the notice expires.

20. Governing law. This Agreement is governed by the laws of the Republic of North Macedonia.`),
  },
  // ------------------------------------------------------------------ SaaS (6) ---------------------------------------
  {
    id: 'h20-saas-doc-kumasi-markdown-permitted-transferee-defined-as-any-buyer-of-the-platform-or-receivables-or-financier-or-a-successor-that-takes-on-the-obligations',
    pattern: 'reference',
    type: 'saas',
    check: 'saas.assignment',
    adverse: bad(kumasi({ transferee: 'means any person that acquires the Platform, any of Provider\'s receivables under this Agreement, or a licence to operate the Platform in Ghana, and any bank or other financier of Provider, whether or not it takes on Provider\'s obligations.' })),
    benign: good(kumasi({})),
  },
  {
    id: 'h20-saas-doc-kumasi-markdown-notwithstanding-makes-lost-customer-data-and-replacement-services-indirect-loss-the-provider-never-bears-or-direct-loss',
    pattern: 'override',
    type: 'saas',
    check: 'saas.consequential_damages',
    adverse: bad(kumasi({ data: 'Notwithstanding clause 11.2, loss or corruption of Customer Data, and the cost of re-creating it or of procuring replacement services, is indirect loss for which Provider is not liable in any event, even if caused by its breach of clause 13.' })),
    benign: good(kumasi({})),
  },
  {
    id: 'h20-saas-doc-kumasi-markdown-order-row-lets-the-provider-suspend-any-users-without-notice-for-any-reason-including-a-fee-dispute-or-only-under-clause-9',
    pattern: 'reference',
    type: 'saas',
    check: 'saas.suspension',
    adverse: bad(kumasi({ suspend: 'Provider may suspend any or all Users at any time and without notice if Provider considers it advisable for any reason, including while any fee is disputed, and restores access when it sees fit' })),
    benign: good(kumasi({})),
  },
  {
    id: 'h20-saas-valdivia-hatchery-applicable-law-defined-as-whatever-the-providers-legal-notices-page-names-when-a-dispute-is-notified-or-chilean-law',
    pattern: 'reference',
    type: 'saas',
    check: 'saas.governing_law',
    adverse: noLaw(`CONTRATO DE SUSCRIPCIÓN / SUBSCRIPTION AGREEMENT — English version (extract)

Customer: Piscicultura Río Calle-Calle SpA, Camino a Niebla km 4, Valdivia, Región de Los Ríos, Chile.
Provider: AquaSense Cloud SpA, Avenida Diego Portales 1250, Puerto Montt, Chile.

1. Definitions
"Applicable Law" means the law identified as the applicable law in the Provider's Legal Notices page at https://aquasense.cl/legal, as that page reads on the date a dispute is first notified.
"Service" means the AquaSense hatchery monitoring platform (oxygen, temperature and smolt-growth tracking).

19. Governing law and disputes
This Agreement is governed by the Applicable Law, and disputes are decided by the courts of the place that page names.`),
    benign: good(`CONTRATO DE SUSCRIPCIÓN / SUBSCRIPTION AGREEMENT — English version (extract)

Customer: Piscicultura Río Calle-Calle SpA, Camino a Niebla km 4, Valdivia, Región de Los Ríos, Chile.
Provider: AquaSense Cloud SpA, Avenida Diego Portales 1250, Puerto Montt, Chile.

1. Definitions
"Applicable Law" means the laws of the Republic of Chile.
"Service" means the AquaSense hatchery monitoring platform (oxygen, temperature and smolt-growth tracking).

19. Governing law and disputes
This Agreement is governed by the Applicable Law, and disputes are decided by the ordinary courts of Valdivia.`),
  },
  {
    id: 'h20-saas-broome-pearl-farm-plain-uploaded-farm-data-stops-being-your-confidential-information-and-may-be-shared-or-stays-confidential',
    pattern: 'disapplied',
    type: 'saas',
    check: 'saas.confidentiality',
    adverse: bad(`PEARLTRACK SUBSCRIPTION TERMS

These terms are between PearlTrack Limited, 41 Princes Street, Dunedin, New Zealand ("we", "us") and Roebuck Bay Pearling Pty Ltd, 8 Dampier Terrace, Broome WA 6725 ("you").

1. The service
PearlTrack records your shell stock, seeding, panel turning and harvest grading, so you can trace every pearl from lease to sale.

7. Keeping things confidential
7.1 We each keep the other's confidential information secret and use it only for this agreement. This lasts while the agreement runs and for five (5) years after it ends.
7.2 But information you put into PearlTrack, including your lease locations, seeding and harvest yields, and pearl grading, is not your confidential information once uploaded, and we may share it with our partners and publish it in our industry reports.

12. Law
Western Australian law governs these terms.`),
    benign: good(`PEARLTRACK SUBSCRIPTION TERMS

These terms are between PearlTrack Limited, 41 Princes Street, Dunedin, New Zealand ("we", "us") and Roebuck Bay Pearling Pty Ltd, 8 Dampier Terrace, Broome WA 6725 ("you").

1. The service
PearlTrack records your shell stock, seeding, panel turning and harvest grading, so you can trace every pearl from lease to sale.

7. Keeping things confidential
7.1 We each keep the other's confidential information secret and use it only for this agreement. This lasts while the agreement runs and for five (5) years after it ends.
7.2 Information you put into PearlTrack, including your lease locations, seeding and harvest yields, and pearl grading, is your confidential information, and we may share it only with the subcontractors who host PearlTrack, who are bound to keep it confidential.

12. Law
Western Australian law governs these terms.`),
  },
  {
    id: 'h20-saas-invercargill-deer-velvet-entire-agreement-takes-in-every-policy-the-provider-publishes-as-updated-or-dated-versions-in-schedules',
    pattern: 'reference',
    type: 'saas',
    check: 'saas.unilateral_changes',
    adverse: bad(`SOFTWARE AS A SERVICE AGREEMENT (excerpt)

Southland Velvet Exports Limited, 190 Tay Street, Invercargill 9810, New Zealand ("Customer")
VelvetLink Systems Limited, Hastings, New Zealand ("Supplier")

3. Service. The Supplier provides the VelvetLink grading, cold-chain and export-certificate platform to the Customer for the Subscription Term.

17. Changes. No variation of this Agreement is effective unless it is in writing and signed by both parties.

22. Entire agreement. This Agreement, together with the Acceptable Use Policy, the Support Policy and any other policy the Supplier publishes on its website from time to time, in each case as updated by the Supplier, is the entire agreement between the parties. Clause 17 does not apply to an update of a policy, which binds the Customer from the day it is published.`),
    benign: good(`SOFTWARE AS A SERVICE AGREEMENT (excerpt)

Southland Velvet Exports Limited, 190 Tay Street, Invercargill 9810, New Zealand ("Customer")
VelvetLink Systems Limited, Hastings, New Zealand ("Supplier")

3. Service. The Supplier provides the VelvetLink grading, cold-chain and export-certificate platform to the Customer for the Subscription Term.

17. Changes. No variation of this Agreement is effective unless it is in writing and signed by both parties.

22. Entire agreement. This Agreement, together with the Acceptable Use Policy and the Support Policy in the versions dated 1 July 2026 attached as Schedules 2 and 3, is the entire agreement between the parties. Clause 17 applies to any update of a policy, which binds the Customer only once both parties sign it.`),
  },
  // ------------------------------------------------------------------ licence (4) ------------------------------------
  {
    id: 'h20-license-doc-kutaisi-plain-grant-for-all-tanks-then-cut-back-to-four-tanks-at-one-cellar-and-own-grapes-or-every-tank-and-bought-grapes',
    pattern: 'disapplied',
    type: 'license',
    check: 'license.grant_scope',
    adverse: bad(kutaisi({ scope: 'We grant you a non-exclusive licence to install and use FermaLogic at your cellars for all wines you make. But this licence covers only one cellar and no more than four (4) tanks at a time, and does not cover wines made from grapes you buy in or wines you make for others.' })),
    benign: good(kutaisi({})),
  },
  {
    id: 'h20-license-doc-kutaisi-plain-insolvency-event-defined-to-include-any-change-of-control-so-the-licensor-may-end-at-once-or-expressly-not',
    pattern: 'reference',
    type: 'license',
    check: 'license.change_of_control',
    adverse: bad(kutaisi({ control: '"Insolvency Event" means you go into administration, liquidation or bankruptcy, or there is any change in who owns or controls you, including a sale or issue of more than 25% of your shares, unless we have agreed to it in writing beforehand.' })),
    benign: good(kutaisi({})),
  },
  {
    id: 'h20-license-doc-kutaisi-plain-fee-may-rise-25-percent-a-year-or-more-with-euro-costs-on-14-days-or-fixed-three-years-then-cpi-or-5',
    pattern: 'position',
    type: 'license',
    check: 'license.price_increases',
    adverse: bad(kutaisi({ fee: 'We may raise the annual fee on each anniversary by up to 25%, or by more if our costs in euro rise, telling you at least 14 days before. You cannot end this licence because of an increase.' })),
    benign: good(kutaisi({})),
  },
  {
    id: 'h20-license-chicoutimi-smelter-notwithstanding-strips-the-carve-outs-for-claims-against-the-licensor-and-excludes-lost-metal-or-keeps-it-as-direct-loss',
    pattern: 'override',
    type: 'license',
    check: 'license.consequential_damages',
    adverse: bad(`SOFTWARE LICENCE AGREEMENT                                                    Page 4 of 9
Alumine Saguenay S.E.C. / ThermoCuve Modélisation inc.
10. WARRANTY The Licensor warrants that the CuveSim potline-modelling software will perform materially in
accordance with its documentation for ninety (90) days from delivery.
11. EXCLUSION OF CERTAIN DAMAGES 11.1 Neither party shall be liable to the other for any indirect,
incidental, special or consequential damages or loss of profits, except for breach of clause 13
(Confidentiality), claims under clause 12 (Indemnity), or gross negligence or wilful misconduct.
11.2 Each party's aggregate liability is limited to the fees paid in the twelve (12) months before the
claim. 11.3 Notwithstanding clause 11.1, the exceptions in clause 11.1 do not apply to claims against
the Licensor, and the Licensor shall not be liable for loss of production, loss of metal, pot failure or
damage to cells or furnaces however caused.
                                                                              Page 5 of 9
12. INDEMNITY The Licensor shall defend the Licensee, Alumine Saguenay S.E.C. of 1955 boulevard Mellon,
Chicoutimi (Saguenay), Québec, against third-party claims that CuveSim infringes intellectual property
rights. 20. GOVERNING LAW This Agreement is governed by the laws of the Province of Québec.`),
    benign: good(`SOFTWARE LICENCE AGREEMENT                                                    Page 4 of 9
Alumine Saguenay S.E.C. / ThermoCuve Modélisation inc.
10. WARRANTY The Licensor warrants that the CuveSim potline-modelling software will perform materially in
accordance with its documentation for ninety (90) days from delivery.
11. EXCLUSION OF CERTAIN DAMAGES 11.1 Neither party shall be liable to the other for any indirect,
incidental, special or consequential damages or loss of profits, except for breach of clause 13
(Confidentiality), claims under clause 12 (Indemnity), or gross negligence or wilful misconduct.
11.2 Each party's aggregate liability is limited to the fees paid in the twelve (12) months before the
claim. 11.3 For greater certainty, the exceptions in clause 11.1 apply to claims against either party,
and loss of production, loss of metal, pot failure or damage to cells or furnaces caused by the
Licensor's breach of clause 10 is direct loss not excluded by clause 11.1.
                                                                              Page 5 of 9
12. INDEMNITY The Licensor shall defend the Licensee, Alumine Saguenay S.E.C. of 1955 boulevard Mellon,
Chicoutimi (Saguenay), Québec, against third-party claims that CuveSim infringes intellectual property
rights. 20. GOVERNING LAW This Agreement is governed by the laws of the Province of Québec.`),
  },
  // ------------------------------------------------------------------ services (4) -----------------------------------
  {
    id: 'h20-services-doc-swakopmund-pdf-exclusion-shields-the-provider-only-even-for-gross-negligence-and-lost-aircraft-use-or-mutual-with-carve-outs',
    pattern: 'role',
    type: 'services',
    check: 'services.consequential_damages',
    adverse: bad(swakopmund({ loss: 'The Provider shall not be liable to the Customer for any indirect, incidental, special or consequential loss, loss of profits, loss of use of an aircraft or the cost of chartering replacement aircraft, however caused, including by gross negligence; this clause does not limit the Customer\'s liability to the Provider for any loss.' })),
    benign: good(swakopmund({})),
  },
  {
    id: 'h20-services-doc-swakopmund-pdf-no-hire-of-any-engineer-for-the-term-and-24-months-even-by-advertisement-with-a-full-salary-fee-or-no-active-solicitation',
    pattern: 'position',
    type: 'services',
    check: 'services.non_solicitation',
    adverse: bad(swakopmund({ hire: 'During the term and for twenty-four (24) months after it ends, the Customer shall not employ or engage, directly or through an agency, any licensed engineer who has worked on the Customer\'s aircraft for the Provider, even if that engineer responds to a general advertisement; if it does, it shall pay the Provider a fee equal to one hundred percent (100%) of that engineer\'s first-year remuneration.' })),
    benign: good(swakopmund({})),
  },
  {
    id: 'h20-services-doc-swakopmund-pdf-general-notwithstanding-makes-payment-due-before-release-to-service-with-a-lien-or-release-never-held-back',
    pattern: 'override',
    type: 'services',
    check: 'services.payment_terms',
    adverse: bad(swakopmund({ release: 'Notwithstanding clause 7.1, all amounts for work on an aircraft, including amounts the Customer disputes, shall be paid in full before that aircraft is released to service, and the Provider may keep the aircraft and its records until they are paid.' })),
    benign: good(swakopmund({})),
  },
  {
    id: 'h20-services-shillong-tea-estate-drone-survey-ip-indemnity-excludes-use-combined-with-estate-gis-which-is-all-use-or-only-unapproved-changes',
    pattern: 'disapplied',
    type: 'services',
    check: 'services.indemnification',
    adverse: bad(`SERVICES AGREEMENT

This Services Agreement is made at Shillong on this 20th day of February, 2026 BETWEEN KHASI HILLS TEA ESTATES LIMITED, having its registered office at Laitumkhrah, Shillong, Meghalaya 793003 (hereinafter the "Customer") AND BRAHMAPUTRA AERIAL SURVEYS PRIVATE LIMITED, having its registered office at G.S. Road, Guwahati, Assam 781005 (hereinafter the "Service Provider").

1. SCOPE
The Service Provider shall carry out drone surveys of the Customer's tea gardens and deliver orthomosaic maps, bush-count reports and drainage models (the "Deliverables") for use in the Customer's estate GIS system, into which every Deliverable is loaded.

9. INDEMNITY
9.1 The Service Provider shall defend and indemnify the Customer against any claim by a third party that the Deliverables or the Services infringe its intellectual property rights.
9.2 Clause 9.1 shall not apply to any claim arising from use of a Deliverable in combination with the Customer's land records, estate GIS system or any other data, software or system not supplied by the Service Provider.

14. GOVERNING LAW
This Agreement shall be governed by the laws of India.`),
    benign: good(`SERVICES AGREEMENT

This Services Agreement is made at Shillong on this 20th day of February, 2026 BETWEEN KHASI HILLS TEA ESTATES LIMITED, having its registered office at Laitumkhrah, Shillong, Meghalaya 793003 (hereinafter the "Customer") AND BRAHMAPUTRA AERIAL SURVEYS PRIVATE LIMITED, having its registered office at G.S. Road, Guwahati, Assam 781005 (hereinafter the "Service Provider").

1. SCOPE
The Service Provider shall carry out drone surveys of the Customer's tea gardens and deliver orthomosaic maps, bush-count reports and drainage models (the "Deliverables") for use in the Customer's estate GIS system, into which every Deliverable is loaded.

9. INDEMNITY
9.1 The Service Provider shall defend and indemnify the Customer against any claim by a third party that the Deliverables or the Services infringe its intellectual property rights.
9.2 Clause 9.1 shall not apply to any claim arising from a modification of a Deliverable made by the Customer without the Service Provider's approval; use of the Deliverables in the Customer's land records or estate GIS system is covered.

14. GOVERNING LAW
This Agreement shall be governed by the laws of India.`),
  },
  // ------------------------------------------------------------------ consulting (4) ---------------------------------
  {
    id: 'h20-consulting-doc-darkhan-annex-b-special-condition-gives-the-exclusion-to-the-consultant-only-without-carve-outs-or-to-both-alike',
    pattern: 'role',
    type: 'consulting',
    check: 'consulting.consequential_damages',
    adverse: bad(darkhan({ benefit: 'Clause 9.2 applies only for the benefit of the Consultant, and clause 9.3 does not apply to the Consultant; the Client remains liable for all loss, direct or indirect.' })),
    benign: good(darkhan({})),
  },
  {
    id: 'h20-consulting-doc-darkhan-annex-a-term-renews-for-24-months-unless-the-client-gives-6-months-notice-or-extends-only-by-signed-variation',
    pattern: 'reference',
    type: 'consulting',
    check: 'consulting.auto_renewal',
    adverse: bad(darkhan({ term: 'twelve (12) months from the Commencement Date, and then renewing automatically for successive periods of twenty-four (24) months unless the Client gives written notice of non-renewal at least six (6) months before the end of the period then current. The Consultant may elect not to renew at any time.' })),
    benign: good(darkhan({})),
  },
  {
    id: 'h20-consulting-doc-darkhan-clause-15-is-subject-to-clause-21-that-lets-the-consultant-assign-to-anyone-it-thinks-competent-or-only-subcontract-testing',
    pattern: 'reference',
    type: 'consulting',
    check: 'consulting.assignment',
    adverse: bad(darkhan({ assign: 'The Consultant may assign, novate or subcontract this Agreement or any part of the Services, and its right to be paid, to any member of its group or to any other person it considers competent, on written notice to the Client.' })),
    benign: good(darkhan({})),
  },
  {
    id: 'h20-consulting-arequipa-alpaca-mill-plain-notwithstanding-lets-the-consultant-change-terms-and-rates-by-posting-on-its-portal-or-only-if-signed',
    pattern: 'override',
    type: 'consulting',
    check: 'consulting.unilateral_changes',
    adverse: bad(`CONSULTING TERMS — Fibra Andina Asesores S.A.C.

You: Hilandería Misti S.A.C., Parque Industrial, Calle Jacinto Ibáñez 315, Arequipa, Peru.
We: Fibra Andina Asesores S.A.C., Calle Los Cedros 210, Yanahuara, Arequipa, Peru.

1. What we do for you
We advise you on sorting, dehairing and blending alpaca and vicuña fibre at your Arequipa mill, as set out in each Work Plan.

6. Our fees
You pay our day rates in the Work Plan within 30 days of our invoice.

14. Changing these terms
14.1 Any change to these terms or to a Work Plan must be in writing and signed by both of us.
14.2 Notwithstanding clause 14.1, we may change these terms and our day rates at any time by posting the new version on our client portal, and the new version applies to you from the day it is posted, including to work already under way.

16. Law
Peruvian law governs these terms.`),
    benign: good(`CONSULTING TERMS — Fibra Andina Asesores S.A.C.

You: Hilandería Misti S.A.C., Parque Industrial, Calle Jacinto Ibáñez 315, Arequipa, Peru.
We: Fibra Andina Asesores S.A.C., Calle Los Cedros 210, Yanahuara, Arequipa, Peru.

1. What we do for you
We advise you on sorting, dehairing and blending alpaca and vicuña fibre at your Arequipa mill, as set out in each Work Plan.

6. Our fees
You pay our day rates in the Work Plan within 30 days of our invoice.

14. Changing these terms
14.1 Any change to these terms or to a Work Plan must be in writing and signed by both of us.
14.2 If we post a new version of these terms or of our day rates on our client portal, it applies to you only once you sign it; until then, the version you signed continues, including for work already under way.

16. Law
Peruvian law governs these terms.`),
  },
  // ------------------------------------------------------------------ employment (4) ---------------------------------
  {
    id: 'h20-employment-doc-sandakan-plain-letter-that-wins-over-the-agreement-names-indonesian-law-or-the-law-of-sabah',
    pattern: 'reference',
    type: 'employment',
    check: 'employment.governing_law',
    adverse: bad(sandakan({ letterLaw: 'This appointment, and any claim arising out of your employment, is governed by the laws of the Republic of Indonesia, and the courts of Nunukan decide any dispute about it.' })),
    benign: good(sandakan({})),
  },
  {
    id: 'h20-employment-doc-sandakan-plain-work-product-defined-as-requested-reports-only-so-inventions-and-software-stay-with-the-employee-or-everything-made-in-the-job',
    pattern: 'reference',
    type: 'employment',
    check: 'employment.ip_assignment',
    adverse: bad(sandakan({ work: '"Work Product" means written reports you prepare at our request. All Work Product belongs to us. Anything else you create, including process improvements, software, formulas and inventions, belongs to you, even if you make it in working hours using our equipment or information.' })),
    benign: good(sandakan({})),
  },
  {
    id: 'h20-employment-doc-sandakan-plain-employee-may-leave-without-notice-while-the-employer-owes-twelve-months-and-none-for-three-years-or-one-and-three-months-each',
    pattern: 'role',
    type: 'employment',
    check: 'employment.notice_period',
    adverse: bad(sandakan({ notice: 'You may end your employment at any time, without notice. We may end it only by giving you twelve (12) months\' written notice, and not at all during your first three (3) years except for a criminal conviction.' })),
    benign: good(sandakan({})),
  },
  {
    id: 'h20-employment-hilo-macadamia-schedule-1-restricted-period-three-years-anywhere-in-the-world-or-six-months-on-the-big-island',
    pattern: 'reference',
    type: 'employment',
    check: 'employment.non_compete',
    adverse: bad(`# Employment Agreement — Mauna Kea Macadamia Processing LLC

**Employer:** Mauna Kea Macadamia Processing LLC, 40 Kamehameha Avenue, Hilo, Hawaii 96720
**Employee:** Leilani Kahananui, Roasting Line Supervisor

## 8. Restrictive covenant
During the Restricted Period after employment ends, the Employee shall not work for or assist any business that competes with the Employer in the Restricted Area. The Restricted Period and Restricted Area are stated in Schedule 1.

## Schedule 1

| Term | Value |
|---|---|
| Base salary | USD 68,000 per year, paid semi-monthly |
| Restricted Period | Three (3) years |
| Restricted Area | Anywhere in the world, in any food, nut or agricultural business |

## 14. Governing law
This Agreement is governed by the laws of the State of Hawaii.`),
    benign: good(`# Employment Agreement — Mauna Kea Macadamia Processing LLC

**Employer:** Mauna Kea Macadamia Processing LLC, 40 Kamehameha Avenue, Hilo, Hawaii 96720
**Employee:** Leilani Kahananui, Roasting Line Supervisor

## 8. Restrictive covenant
During the Restricted Period after employment ends, the Employee shall not work for or assist any business that competes with the Employer in the Restricted Area. The Restricted Period and Restricted Area are stated in Schedule 1.

## Schedule 1

| Term | Value |
|---|---|
| Base salary | USD 68,000 per year, paid semi-monthly |
| Restricted Period | Six (6) months |
| Restricted Area | The island of Hawai'i, and only in macadamia processing in a role like the Employee's |

## 14. Governing law
This Agreement is governed by the laws of the State of Hawaii.`),
  },
  // ------------------------------------------------------------------ lease (4) --------------------------------------
  {
    id: 'h20-lease-doc-devonport-pdf-further-term-must-be-granted-provided-the-landlord-has-no-other-plans-and-rent-was-never-late-or-breaches-remedied',
    pattern: 'disapplied',
    type: 'lease',
    check: 'lease.renewal_option',
    adverse: bad(devonport({ option: 'If the Tenant exercises the option, the Landlord must grant the Further Term on the same terms (other than this option), provided always that the Landlord may refuse to grant it if the Landlord, in its absolute discretion, has other plans for the Premises or the wharf, or if the Tenant has at any time during the Term paid any Rent late.' })),
    benign: good(devonport({})),
  },
  {
    id: 'h20-lease-doc-devonport-pdf-items-9-and-10-make-the-tenant-insure-the-building-in-the-landlords-name-with-no-rent-abatement-or-landlord-insures-and-rent-abates',
    pattern: 'reference',
    type: 'lease',
    check: 'lease.insurance',
    adverse: bad(devonport({ insurer: 'The Tenant, in the name of the Landlord only', abate: 'Clause 14.3 does not apply; Rent is payable in full while the Premises are damaged' })),
    benign: good(devonport({})),
  },
  {
    id: 'h20-lease-doc-devonport-pdf-tenant-indemnifies-for-anyones-use-of-the-gangway-and-wharf-including-landlord-negligence-or-its-own-use-less-landlord-negligence',
    pattern: 'position',
    type: 'lease',
    check: 'lease.tenant_indemnity',
    adverse: bad(devonport({ indemnity: 'The Tenant indemnifies the Landlord against all claims arising from any use of the Premises, the passenger gangway or the wharf apron by any person, including claims caused or contributed to by the negligence of the Landlord, its employees or contractors.' })),
    benign: good(devonport({})),
  },
  {
    id: 'h20-lease-geraldton-crayfish-plant-access-clause-subject-to-a-port-security-clause-allowing-entry-at-any-time-for-any-purpose-or-only-emergencies',
    pattern: 'override',
    type: 'lease',
    check: 'lease.landlord_access',
    adverse: bad(`LEASE (extract) — Batavia Coast Rock Lobster Pty Ltd, Lot 12 Fishermans Wharf Road, Geraldton WA 6530 (Tenant)
and Mid West Harbour Estates Pty Ltd (Landlord)

9. LANDLORD'S ACCESS
9.1 Subject to clause 22, the Landlord may enter the Premises at reasonable times on at least 24 hours' written notice to inspect, repair or show them to prospective tenants, accompanied by the Tenant if the Tenant wishes.

22. PORT SECURITY
22.1 The Landlord and any person it authorises may enter the Premises, including the live-holding tanks and cool rooms, at any time and without notice for any purpose connected with the harbour or the Landlord's other property, and clause 9.1 does not limit this right.

26. GOVERNING LAW
This Lease is governed by the laws of Western Australia.`),
    benign: good(`LEASE (extract) — Batavia Coast Rock Lobster Pty Ltd, Lot 12 Fishermans Wharf Road, Geraldton WA 6530 (Tenant)
and Mid West Harbour Estates Pty Ltd (Landlord)

9. LANDLORD'S ACCESS
9.1 Subject to clause 22, the Landlord may enter the Premises at reasonable times on at least 24 hours' written notice to inspect, repair or show them to prospective tenants, accompanied by the Tenant if the Tenant wishes.

22. PORT SECURITY
22.1 The Landlord and any person it authorises may enter the Premises, including the live-holding tanks and cool rooms, without notice only in an emergency, or where the Harbour Master directs an inspection, in which case the Landlord must give the Tenant as much notice as practicable; otherwise clause 9.1 applies.

26. GOVERNING LAW
This Lease is governed by the laws of Western Australia.`),
  },
  // ------------------------------------------------------------------ DPA (3) ----------------------------------------
  {
    id: 'h20-dpa-mariehamn-shipping-payroll-html-processor-liable-for-sub-processors-only-up-to-what-it-recovers-from-them-or-as-for-itself-within-the-cap',
    pattern: 'position',
    type: 'dpa',
    check: 'dpa.sub_processor_liability',
    adverse: bad(`<div class="dpa">
<h2>Data Processing Agreement — Schedule 4 to the Payroll Services Agreement</h2>
<p><b>Controller:</b> Ålands Rederi Ab, Norra Esplanadgatan 7, AX-22100 Mariehamn, Åland, Finland.<br/>
<b>Processor:</b> BalticPay UAB, Laisvės alėja 60, Kaunas, Lithuania.</p>
<h3>7. Sub-processors</h3>
<p>7.1 The Processor may engage the Sub-processors listed in Annex III, and others on thirty (30) days' notice, with the Controller's right to object.</p>
<p>7.2 The Processor shall impose on each Sub-processor the same data protection obligations as in this DPA.</p>
<p>7.3 The Processor's liability to the Controller for any act or omission of a Sub-processor is limited to the amount the Processor actually recovers from that Sub-processor, and the Processor need not take any action to recover it.</p>
<h3>12. Law</h3>
<p>This DPA is governed by the laws of Finland.</p>
</div>`),
    benign: good(`<div class="dpa">
<h2>Data Processing Agreement — Schedule 4 to the Payroll Services Agreement</h2>
<p><b>Controller:</b> Ålands Rederi Ab, Norra Esplanadgatan 7, AX-22100 Mariehamn, Åland, Finland.<br/>
<b>Processor:</b> BalticPay UAB, Laisvės alėja 60, Kaunas, Lithuania.</p>
<h3>7. Sub-processors</h3>
<p>7.1 The Processor may engage the Sub-processors listed in Annex III, and others on thirty (30) days' notice, with the Controller's right to object.</p>
<p>7.2 The Processor shall impose on each Sub-processor the same data protection obligations as in this DPA.</p>
<p>7.3 The Processor remains fully liable to the Controller for every act or omission of a Sub-processor as if it were the Processor's own, and does not need to recover anything from that Sub-processor first.</p>
<h3>12. Law</h3>
<p>This DPA is governed by the laws of Finland.</p>
</div>`),
  },
  {
    id: 'h20-dpa-gulu-shea-cooperative-plain-help-with-data-subject-requests-only-if-premium-support-was-bought-or-by-measures-at-cost',
    pattern: 'reference',
    type: 'dpa',
    check: 'dpa.assistance',
    adverse: bad(`DATA PROCESSING TERMS

Between Acholi Shea Producers Co-operative Society Ltd, Plot 9 Awich Road, Gulu, Uganda ("you", the controller) and MobiFarm Data Ltd, Plot 22 Lumumba Avenue, Kampala, Uganda ("we", the processor). These terms form part of our Farmer Register Services Agreement and apply to the personal data of your member farmers that we process for you.

4. We process your members' personal data only on your documented instructions.

6. Helping you
6.1 If a member asks to see, correct or delete their data, or objects to its use, we will help you answer only if your Order Form shows that you have bought Premium Support. Otherwise you must handle the request yourself with the self-service tools.
6.2 We do not help you with security assessments, data protection impact assessments or consultations with the Personal Data Protection Office.

9. Law
These terms are governed by the laws of Uganda.`),
    benign: good(`DATA PROCESSING TERMS

Between Acholi Shea Producers Co-operative Society Ltd, Plot 9 Awich Road, Gulu, Uganda ("you", the controller) and MobiFarm Data Ltd, Plot 22 Lumumba Avenue, Kampala, Uganda ("we", the processor). These terms form part of our Farmer Register Services Agreement and apply to the personal data of your member farmers that we process for you.

4. We process your members' personal data only on your documented instructions.

6. Helping you
6.1 If a member asks to see, correct or delete their data, or objects to its use, we will help you answer it by appropriate technical and organisational measures, whether or not your Order Form shows that you have bought Premium Support; help beyond the self-service tools is charged at the rates in our Services Agreement.
6.2 We also help you with security assessments, data protection impact assessments and consultations with the Personal Data Protection Office.

9. Law
These terms are governed by the laws of Uganda.`),
  },
  {
    id: 'h20-dpa-kristiansund-clipfish-master-agreement-precedence-clause-puts-itself-above-the-dpa-and-the-sccs-or-the-sccs-then-the-dpa-first',
    pattern: 'reference',
    type: 'dpa',
    check: 'dpa.precedence',
    adverse: bad(`MASTER SERVICES AGREEMENT — GENERAL TERMS (extract)

Customer: Nordmøre Klippfisk AS, Storkaia 3, 6509 Kristiansund, Norway.
Supplier: Bałtyk HR Services sp. z o.o., ul. Świętojańska 44, 81-372 Gdynia, Poland.

2. Documents
2.1 This Agreement consists of these General Terms, the Data Processing Agreement in Schedule 3 (the "DPA"), which incorporates the Standard Contractual Clauses, and each Statement of Work.
2.2 If there is any conflict or inconsistency between them, these General Terms prevail over the DPA and the Standard Contractual Clauses in every matter, including the processing of personal data, and the DPA applies only so far as it is consistent with these General Terms.

14. Governing law
This Agreement is governed by Norwegian law.`),
    benign: good(`MASTER SERVICES AGREEMENT — GENERAL TERMS (extract)

Customer: Nordmøre Klippfisk AS, Storkaia 3, 6509 Kristiansund, Norway.
Supplier: Bałtyk HR Services sp. z o.o., ul. Świętojańska 44, 81-372 Gdynia, Poland.

2. Documents
2.1 This Agreement consists of these General Terms, the Data Processing Agreement in Schedule 3 (the "DPA"), which incorporates the Standard Contractual Clauses, and each Statement of Work.
2.2 If there is any conflict or inconsistency between them on the processing of personal data, the Standard Contractual Clauses prevail, then the DPA, then these General Terms; in all other matters these General Terms prevail.

14. Governing law
This Agreement is governed by Norwegian law.`),
  },
];

/** Ten more pairs, one per playbook and one for the general playbook (`other`). */
export const HOLDOUT20_EXTRA: AdverseCase[] = [
  {
    id: 'h20x-nda-erode-turmeric-no-licence-save-free-use-of-curing-methods-in-the-recipients-own-business-after-the-purpose-or-use-for-the-purpose-only',
    pattern: 'disapplied',
    type: 'nda',
    check: 'nda.no_license_granted',
    adverse: bad(`CONFIDENTIALITY AGREEMENT

This Agreement is made at Erode on 5 March 2026 between KONGU SPICES AND CURING WORKS PRIVATE LIMITED, SIPCOT Industrial Growth Centre, Perundurai, Erode, Tamil Nadu 638052 ("Kongu") and HANSEATISCHE GEWÜRZKONTOR GmbH, Am Wall 120, 28195 Bremen, Germany ("HGK").

1. The Parties shall exchange information on turmeric curing, polishing and curcumin testing, and on buyers and prices, for evaluating a long-term supply of Erode turmeric to HGK (the "Purpose").

6. No licence
No licence or other right in any Confidential Information is granted by this Agreement, and all Confidential Information remains the property of the Disclosing Party; save that, once the Purpose ends, the Receiving Party may use the Disclosing Party's curing and polishing methods, curcumin test protocols and supplier lists in its own business for any purpose, without payment.

11. This Agreement shall be governed by the laws of India.`),
    benign: good(`CONFIDENTIALITY AGREEMENT

This Agreement is made at Erode on 5 March 2026 between KONGU SPICES AND CURING WORKS PRIVATE LIMITED, SIPCOT Industrial Growth Centre, Perundurai, Erode, Tamil Nadu 638052 ("Kongu") and HANSEATISCHE GEWÜRZKONTOR GmbH, Am Wall 120, 28195 Bremen, Germany ("HGK").

1. The Parties shall exchange information on turmeric curing, polishing and curcumin testing, and on buyers and prices, for evaluating a long-term supply of Erode turmeric to HGK (the "Purpose").

6. No licence
No licence or other right in any Confidential Information is granted by this Agreement, and all Confidential Information remains the property of the Disclosing Party; save that, until the Purpose ends, the Receiving Party may use the Disclosing Party's curing and polishing methods, curcumin test protocols and supplier lists for the Purpose only, without payment.

11. This Agreement shall be governed by the laws of India.`),
  },
  {
    id: 'h20x-msa-thunder-bay-grain-elevator-special-terms-prevail-and-let-the-provider-assign-to-any-third-party-or-only-to-a-successor',
    pattern: 'reference',
    type: 'msa',
    check: 'msa.assignment',
    adverse: bad(`MASTER SERVICES AGREEMENT — ORDER No. 3 AND GENERAL TERMS (excerpt)

Customer: Lakehead Terminal Elevators Ltd., 400 Maureen Street, Thunder Bay, Ontario P7B 6S6.
Provider: Nickel Belt Conveyor Services Inc., 1350 Kingsway, Sudbury, Ontario.

Order No. 3 — Special Terms
(a) Services: inspection and belt replacement on the shipping gallery conveyors, April to December.
(b) Assignment: notwithstanding section 17 of the General Terms, the Provider may assign this Agreement or any Order, or any of its rights or obligations, to any third party on written notice to the Customer.

General Terms
1. Precedence. Special Terms in an Order prevail over these General Terms.
17. Assignment. Neither party may assign this Agreement without the prior written consent of the other, except to a successor to all or substantially all of its business.
24. Governing Law. This Agreement is governed by the laws of the Province of Ontario.`),
    benign: good(`MASTER SERVICES AGREEMENT — ORDER No. 3 AND GENERAL TERMS (excerpt)

Customer: Lakehead Terminal Elevators Ltd., 400 Maureen Street, Thunder Bay, Ontario P7B 6S6.
Provider: Nickel Belt Conveyor Services Inc., 1350 Kingsway, Sudbury, Ontario.

Order No. 3 — Special Terms
(a) Services: inspection and belt replacement on the shipping gallery conveyors, April to December.
(b) Assignment: section 17 of the General Terms applies; either party may assign this Agreement to a successor to all or substantially all of its business on written notice to the other, and otherwise only with the other's prior written consent.

General Terms
1. Precedence. Special Terms in an Order prevail over these General Terms.
17. Assignment. Neither party may assign this Agreement without the prior written consent of the other, except to a successor to all or substantially all of its business.
24. Governing Law. This Agreement is governed by the laws of the Province of Ontario.`),
  },
  {
    id: 'h20x-saas-iquitos-river-cruise-plain-refund-event-defined-as-the-providers-own-discretion-or-ending-without-cause-or-for-its-breach',
    pattern: 'reference',
    type: 'saas',
    check: 'saas.refunds',
    adverse: bad(`RIOBOOK SUBSCRIPTION TERMS

Between RioBook S.A.C. ("we") and Amazonas Expediciones Fluviales E.I.R.L., Malecón Tarapacá 180, Iquitos, Loreto, Peru ("you").

2. The service
RioBook runs your cabin bookings, passenger manifests and payments for your river cruises on the Amazon and Marañón.

5. Fees
You pay the annual fee in advance. We refund the unused part of prepaid fees, pro rata, if a Refund Event happens; otherwise fees are not refundable.

11. Ending the subscription
We may end the subscription on 60 days' notice for any reason. You may end it if we break these terms and do not fix the problem within 30 days.

15. Words we use
"Refund Event" means a decision by us, in our sole discretion, to offer you a refund.`),
    benign: good(`RIOBOOK SUBSCRIPTION TERMS

Between RioBook S.A.C. ("we") and Amazonas Expediciones Fluviales E.I.R.L., Malecón Tarapacá 180, Iquitos, Loreto, Peru ("you").

2. The service
RioBook runs your cabin bookings, passenger manifests and payments for your river cruises on the Amazon and Marañón.

5. Fees
You pay the annual fee in advance. We refund the unused part of prepaid fees, pro rata, if a Refund Event happens; otherwise fees are not refundable.

11. Ending the subscription
We may end the subscription on 60 days' notice for any reason. You may end it if we break these terms and do not fix the problem within 30 days.

15. Words we use
"Refund Event" means our ending the subscription for any reason other than your uncured breach, or your ending it because we broke these terms and did not fix the problem.`),
  },
  {
    id: 'h20x-license-napier-apple-packhouse-cover-page-item-7-lets-the-licensor-assign-to-anyone-and-the-licensee-never-or-mutual-consent-with-successor-exception',
    pattern: 'reference',
    type: 'license',
    check: 'license.assignment',
    adverse: bad(`SOFTWARE LICENCE — COVER PAGE
Item 1  Licensor:   OrchardVision Limited, Auckland
Item 2  Licensee:   Heretaunga Fruit Packers Limited, 55 Ahuriri Quay, Napier 4110, New Zealand
Item 3  Software:   OrchardVision optical apple-grading system, 6 lanes
Item 7  Assignment: The Licensor may assign or transfer this Licence, or any right under it, to any person. The Licensee may not assign this Licence in any circumstances, including on a merger or sale of its business.

GENERAL CONDITIONS
12. Assignment. Assignment is governed by Item 7.
19. Law. New Zealand law governs this Licence.`),
    benign: good(`SOFTWARE LICENCE — COVER PAGE
Item 1  Licensor:   OrchardVision Limited, Auckland
Item 2  Licensee:   Heretaunga Fruit Packers Limited, 55 Ahuriri Quay, Napier 4110, New Zealand
Item 3  Software:   OrchardVision optical apple-grading system, 6 lanes
Item 7  Assignment: Neither party may assign or transfer this Licence, or any right under it, without the other's prior written consent, except to a successor to all or substantially all of its business on a merger or sale.

GENERAL CONDITIONS
12. Assignment. Assignment is governed by Item 7.
19. Law. New Zealand law governs this Licence.`),
  },
  {
    id: 'h20x-services-kamloops-sawmill-log-scaling-table-renews-for-three-years-unless-nine-months-notice-or-one-year-on-30-days',
    pattern: 'position',
    type: 'services',
    check: 'services.auto_renewal',
    adverse: bad(`SERVICES AGREEMENT — LOG SCALING (excerpt)

Customer: Thompson River Forest Products Ltd., 1020 Mission Flats Road, Kamloops, British Columbia.
Provider: Interior Scale & Grade Services Ltd.

Schedule A
| Term | Detail |
|---|---|
| Services | Weight and piece scaling of logs delivered to the Customer's Kamloops mill |
| Initial Term | 12 months from May 1, 2026 |
| Renewal | Renews automatically for successive three (3) year terms unless either party gives written notice of non-renewal at least nine (9) months before the end of the current term |

14. This Agreement is governed by the laws of British Columbia.`),
    benign: good(`SERVICES AGREEMENT — LOG SCALING (excerpt)

Customer: Thompson River Forest Products Ltd., 1020 Mission Flats Road, Kamloops, British Columbia.
Provider: Interior Scale & Grade Services Ltd.

Schedule A
| Term | Detail |
|---|---|
| Services | Weight and piece scaling of logs delivered to the Customer's Kamloops mill |
| Initial Term | 12 months from May 1, 2026 |
| Renewal | Renews automatically for successive one (1) year terms unless either party gives written notice of non-renewal at least thirty (30) days before the end of the current term |

14. This Agreement is governed by the laws of British Columbia.`),
  },
  {
    id: 'h20x-consulting-tartu-dairy-no-hire-for-24-months-with-a-fee-of-twice-annual-salary-or-12-months-mutual-with-a-quarter-fee',
    pattern: 'position',
    type: 'consulting',
    check: 'consulting.non_solicitation',
    adverse: bad(`CONSULTING AGREEMENT (extract)

Client: Emajõe Piimatööstus AS, Ringtee 75, 50105 Tartu, Estonia.
Consultant: Pärnu Dairy Engineering OÜ, Papiniidu 5, Pärnu, Estonia.

3. The Consultant advises the Client on cheese-vat automation and whey recovery.

11. Personnel
11.1 During the engagement and for twenty-four (24) months after it ends, the Client shall not employ or engage any person who is or was an employee or subcontractor of the Consultant, whether or not that person worked on the engagement and even if the person answers a general advertisement.
11.2 If the Client breaches clause 11.1, it shall pay the Consultant a fee equal to two hundred percent (200%) of that person's annual salary, as a genuine pre-estimate of loss.

15. This Agreement is governed by Estonian law.`),
    benign: good(`CONSULTING AGREEMENT (extract)

Client: Emajõe Piimatööstus AS, Ringtee 75, 50105 Tartu, Estonia.
Consultant: Pärnu Dairy Engineering OÜ, Papiniidu 5, Pärnu, Estonia.

3. The Consultant advises the Client on cheese-vat automation and whey recovery.

11. Personnel
11.1 During the engagement and for twelve (12) months after it ends, neither party shall solicit for employment any employee of the other who worked on the engagement; responding to a general advertisement is not solicitation.
11.2 If a party breaches clause 11.1, it shall pay the other a fee equal to twenty-five percent (25%) of that person's first-year salary, as a genuine pre-estimate of loss.

15. This Agreement is governed by Estonian law.`),
  },
  {
    id: 'h20x-employment-jaffna-fish-processor-plain-bonus-and-rises-owed-whatever-the-performance-in-amounts-left-to-be-agreed-or-discretionary-up-to-20-percent',
    pattern: 'position',
    type: 'employment',
    check: 'employment.compensation',
    adverse: bad(`YOUR EMPLOYMENT CONTRACT

Northern Seafoods (Private) Limited, 42 Kankesanthurai Road, Jaffna, Sri Lanka ("we") employ Mr Sivakumar Rajendran ("you") as Quality Control Manager at our Gurunagar processing plant from 1 April 2026.

3. Your pay
3.1 Your basic salary is LKR 310,000 a month, paid on the 25th of each month into your bank account.
3.2 We will pay you a bonus each March, whatever your performance or ours, in an amount we will agree with you before it is paid, and we will raise your basic salary on each anniversary of your start date by a percentage we will agree with you then. We may not withhold either, even if you are under notice.

9. This contract is governed by the laws of Sri Lanka.`),
    benign: good(`YOUR EMPLOYMENT CONTRACT

Northern Seafoods (Private) Limited, 42 Kankesanthurai Road, Jaffna, Sri Lanka ("we") employ Mr Sivakumar Rajendran ("you") as Quality Control Manager at our Gurunagar processing plant from 1 April 2026.

3. Your pay
3.1 Your basic salary is LKR 310,000 a month, paid on the 25th of each month into your bank account.
3.2 We may pay you a bonus of up to twenty per cent (20%) of your annual basic salary each March, as we decide in light of your performance and ours, and we will review your basic salary on each anniversary of your start date. Any bonus is at our discretion.

9. This contract is governed by the laws of Sri Lanka.`),
  },
  {
    id: 'h20x-lease-rimouski-fish-market-plain-rent-due-quarterly-or-whenever-demanded-with-a-years-advance-on-demand-or-monthly-on-the-first',
    pattern: 'position',
    type: 'lease',
    check: 'lease.rent',
    adverse: bad(`LEASE OF A MARKET STALL (excerpt)

Landlord: Marché du Havre de Rimouski inc. ("we"). Tenant: Poissonnerie Bic-et-Mer enr., 3 rue du Havre, Rimouski, Québec ("you").

2. Your stall
Stall 14 in the fish hall, with one cold-storage locker.

3. Rent
3.1 Your rent is $2,400 a month.
3.2 You pay rent quarterly in advance, or at such other times and in such amounts as we may demand, and we may at any time require you to pay up to twelve (12) months' rent in advance within five (5) days of our demand.

11. This lease is governed by the laws of Québec.`),
    benign: good(`LEASE OF A MARKET STALL (excerpt)

Landlord: Marché du Havre de Rimouski inc. ("we"). Tenant: Poissonnerie Bic-et-Mer enr., 3 rue du Havre, Rimouski, Québec ("you").

2. Your stall
Stall 14 in the fish hall, with one cold-storage locker.

3. Rent
3.1 Your rent is $2,400 a month.
3.2 You pay rent monthly in advance on the first day of each month, by bank transfer to the account we name, and we may not require rent to be paid earlier or in larger amounts.

11. This lease is governed by the laws of Québec.`),
  },
  {
    id: 'h20x-dpa-visby-hotel-group-confidentiality-commitment-disapplied-for-contractors-temps-and-affiliate-staff-or-applied-to-them-alike',
    pattern: 'disapplied',
    type: 'dpa',
    check: 'dpa.personnel_confidentiality',
    adverse: bad(`PERSONUPPGIFTSBITRÄDESAVTAL / DATA PROCESSING AGREEMENT (English text, extract)

Controller: Gotlands Hotellgrupp AB, Strandgatan 20, 621 56 Visby, Sweden.
Processor: Fjordbooking AS, Kjøpmannsgata 40, 7013 Trondheim, Norway.

5. Personnel
5.1 The Processor shall ensure that persons it authorises to process the Personal Data have committed themselves to confidentiality or are under an appropriate statutory obligation of confidentiality.
5.2 Clause 5.1 does not apply to contractors, temporary staff, or staff of the Processor's affiliates, who may process the Personal Data without any such commitment.

14. This DPA is governed by Swedish law.`),
    benign: good(`PERSONUPPGIFTSBITRÄDESAVTAL / DATA PROCESSING AGREEMENT (English text, extract)

Controller: Gotlands Hotellgrupp AB, Strandgatan 20, 621 56 Visby, Sweden.
Processor: Fjordbooking AS, Kjøpmannsgata 40, 7013 Trondheim, Norway.

5. Personnel
5.1 The Processor shall ensure that persons it authorises to process the Personal Data have committed themselves to confidentiality or are under an appropriate statutory obligation of confidentiality.
5.2 Clause 5.1 applies equally to contractors, temporary staff and staff of the Processor's affiliates, who may process the Personal Data only once so committed.

14. This DPA is governed by Swedish law.`),
  },
  {
    id: 'h20x-other-bundaberg-cane-haulage-memorandum-table-marks-the-liability-clause-not-used-or-caps-it-at-12-months-fees-with-indirect-loss-excluded',
    pattern: 'markup',
    type: 'other',
    check: 'general.limitation_of_liability',
    adverse: badOrMissing(`# Memorandum of Understanding — Cane Haulage, 2026 Crushing Season

**Grower group:** Burnett Cane Growers Co-operative Ltd, 14 Quay Street, Bundaberg QLD 4670
**Haulier:** Childers Road Transport Pty Ltd

| Clause | Subject | Terms |
|---|---|---|
| 1 | Haulage | Haulier carries harvested cane from members' farms to the Millaquin and Bingera mill sidings, within 16 hours of cutting |
| 2 | Rates | $6.80 per tonne, invoiced fortnightly, payable within 30 days |
| 3 | Term | The 2026 crushing season (June to November) |
| 4 | Ending early | Either party may end this memorandum for the other's material breach not remedied within 14 days of notice |
| 9 | Limits on liability | Not used. Nothing in this memorandum limits or excludes either party's liability for any loss, direct or indirect |
| 12 | Law | Queensland |
`),
    benign: good(`# Memorandum of Understanding — Cane Haulage, 2026 Crushing Season

**Grower group:** Burnett Cane Growers Co-operative Ltd, 14 Quay Street, Bundaberg QLD 4670
**Haulier:** Childers Road Transport Pty Ltd

| Clause | Subject | Terms |
|---|---|---|
| 1 | Haulage | Haulier carries harvested cane from members' farms to the Millaquin and Bingera mill sidings, within 16 hours of cutting |
| 2 | Rates | $6.80 per tonne, invoiced fortnightly, payable within 30 days |
| 3 | Term | The 2026 crushing season (June to November) |
| 4 | Ending early | Either party may end this memorandum for the other's material breach not remedied within 14 days of notice |
| 9 | Limits on liability | Each party's liability is capped at the amounts paid or payable in the 12 months before the claim, and neither party is liable for indirect or consequential loss, except for wilful misconduct |
| 12 | Law | Queensland |
`),
  },
];

/**
 * The pairs the engine missed on the one score (af3ba59a), each with the engine's reading of the side it got wrong.
 * Fourteen came off in session 25 (misses20, fitted: the set is spent; thirteen of the 41, one of the ten more): the
 * Klaksvík retained copies and injunction, the Akureyri Permitted Assign, the Encarnación Consequential Loss, the
 * Nouadhibou survival clause, the Bitola convenience notice, the Kumasi Permitted Transferee and lost-data exclusion,
 * the Swakopmund no-hire and payment before release, the Darkhan assignment, the Mariehamn sub-processor liability, the
 * Kristiansund precedence, the Jaffna bonus and rises.
 */
export const HOLDOUT20_MISSES: Record<string, string> = {
  'h20-nda-rajkot-foundry-independent-development-exclusion-disapplied-for-anything-developed-within-three-years-or-proved-by-written-records': 'nda.independent_development: adverse side read preferred, not flagged',
  'h20-nda-kisumu-fish-processor-titled-mutual-but-confidential-information-defined-as-one-sides-only-while-both-exchange-or-either-partys': 'nda.mutuality: adverse side read preferred, not flagged',
  'h20-msa-saint-hyacinthe-maple-cooperative-schedule-b-exclusivity-bars-other-suppliers-in-canada-and-the-us-for-24-months-after-or-none': 'msa.non_compete: adverse side read preferred, not flagged',
  'h20-saas-doc-kumasi-markdown-order-row-lets-the-provider-suspend-any-users-without-notice-for-any-reason-including-a-fee-dispute-or-only-under-clause-9': 'saas.suspension: adverse side read preferred, not flagged',
  'h20-saas-valdivia-hatchery-applicable-law-defined-as-whatever-the-providers-legal-notices-page-names-when-a-dispute-is-notified-or-chilean-law': 'saas.governing_law: adverse side read acceptable, not flagged',
  'h20-saas-broome-pearl-farm-plain-uploaded-farm-data-stops-being-your-confidential-information-and-may-be-shared-or-stays-confidential': 'saas.confidentiality: adverse side read preferred, not flagged',
  'h20-saas-invercargill-deer-velvet-entire-agreement-takes-in-every-policy-the-provider-publishes-as-updated-or-dated-versions-in-schedules': 'saas.unilateral_changes: adverse side read preferred, not flagged',
  'h20-license-doc-kutaisi-plain-grant-for-all-tanks-then-cut-back-to-four-tanks-at-one-cellar-and-own-grapes-or-every-tank-and-bought-grapes': 'license.grant_scope: adverse side read preferred, not flagged',
  'h20-license-doc-kutaisi-plain-insolvency-event-defined-to-include-any-change-of-control-so-the-licensor-may-end-at-once-or-expressly-not': 'license.change_of_control: adverse side read preferred, not flagged',
  'h20-license-chicoutimi-smelter-notwithstanding-strips-the-carve-outs-for-claims-against-the-licensor-and-excludes-lost-metal-or-keeps-it-as-direct-loss': 'license.consequential_damages: adverse side read preferred, not flagged',
  'h20-employment-doc-sandakan-plain-letter-that-wins-over-the-agreement-names-indonesian-law-or-the-law-of-sabah': 'employment.governing_law: adverse side read preferred, not flagged',
  'h20-lease-doc-devonport-pdf-items-9-and-10-make-the-tenant-insure-the-building-in-the-landlords-name-with-no-rent-abatement-or-landlord-insures-and-rent-abates': 'lease.insurance: adverse side read preferred, not flagged',
  'h20-dpa-gulu-shea-cooperative-plain-help-with-data-subject-requests-only-if-premium-support-was-bought-or-by-measures-at-cost': 'dpa.assistance: adverse side read missing (flagged, but not read as unacceptable); benign twin read missing and flagged',
  'h20x-nda-erode-turmeric-no-licence-save-free-use-of-curing-methods-in-the-recipients-own-business-after-the-purpose-or-use-for-the-purpose-only': 'nda.no_license_granted: adverse side read preferred, not flagged',
};
