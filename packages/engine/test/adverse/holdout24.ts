/**
 * Twenty-fourth blind hold-out (issue 11, 2026-11-26, written in the twenty-eighth session's first hour): pairs written
 * before reading any rule code (`src/`), tuning file, judge-round or class test, anything under eval/, or any earlier
 * hold-out's clauses. Read were only the harness (`adverse.test.ts`), `sides.ts`, `cases.ts`'s types, the *format* of
 * `holdout23.ts` (its header, its exports, the shape of three pairs and one whole document, the start of its misses map
 * and its wiring), a count of how often hold-outs 1-23 used each check id (`grep -ho "check: '...'"`, no clause read),
 * and the built-in playbooks' check ids, titles, preferred positions and fallbacks, printed from
 * `listBuiltInPlaybooks()` (only those four fields; no detection field was printed). The headers of hold-outs 21 and 22
 * were not read in full (the writer kept to the brief's summary of their places and devices); instead every place name
 * used here was checked with a search that prints only file names, over test/ and eval/ (this file excluded), and
 * ten found in earlier files were replaced before any pair was written (Salta, Broome, Rovaniemi, Nashik, Mwanza and
 * Yellowknife among the first candidates; Potosí, Sundsvall, Galway, Agadir, Valletta, Limassol, Ambato, Uyuni,
 * Latacunga and Cochabamba among the second: none of them is used).
 * The count steered the choice to the least used checks of each playbook: the five-use NDA checks
 * (`nda.confidentiality_of_agreement`, `nda.return_or_destroy`, `nda.survival_of_obligations`,
 * `nda.definition_breadth`, `nda.independent_development`, `nda.no_license_granted`; `nda.third_party_acquisition` in
 * the ten more), the twelve-use MSA checks, the least used SaaS checks (`saas.assignment` 6, `saas.consequential_damages`
 * 7, the eleven-use ones), the six-use licence, five- and six-use services and six-use consulting checks, and for
 * employment, lease and DPA (every check used often) those used least. No check id is used by more than one pair (51
 * ids: NDA 6, MSA 6, SaaS 6, licence 4, services 4, consulting 4, employment 4, lease 4, DPA 3; the ten more one per
 * playbook and `other`). Governing law is taken once (`employment.governing_law`, `noLaw`: the law of whichever country
 * the employee elects when a claim arises).
 *
 * Written as practitioners in places hold-outs 1-23 did not draft. Eight short whole agreements carrying 18 pairs
 * (two with three pairs, six with two), the hostile clause among ordinary terms: a Vadsø king-crab processor's mutual
 * NDA with a Kirkenes ship-repair yard as PDF-extracted text (running header, page numbers, clause numbers run into the
 * previous line); an Esquel trout farm's water-quality telemetry MSA with a Puerto Madryn provider in HTML with a
 * purchase-order table; a Hat Yai glove maker's pinhole-inspection subscription from Songkhla in plain-English
 * Markdown with a key-terms table; a Sibiu smokehouse's kiln-control software licence from Cluj-Napoca in plain
 * English; a Jabalpur marble works' waterjet maintenance from a Katni firm in Indian drafting as PDF-extracted text; a
 * Hawassa rose farm's agronomy consultancy from Dilla in Markdown with a schedule table; a Hay River (Northwest
 * Territories) barge line's operations manager in Canadian drafting as PDF-extracted text; and a Charlottetown oyster
 * company's shucking-house lease in HTML with a particulars table. Excerpts: a Daugavpils linen weaver and a Šiauliai
 * bicycle maker (plain English), a Chiang Rai coffee roaster and a Lampang celadon maker, an Ohrid pearl maker and a
 * Gjirokastër stone carver, an Ensenada cold-chain carrier and a Valle de Guadalupe winery (plain English), a Huanuni
 * tin smelter's furnace-control MSA from Oruro (Markdown order form), a Zacatecas silversmith's MSA with an
 * Aguascalientes provider, a Kuching bird's-nest processor's platform from Miri (plain English), an Ipoh coffee
 * roaster's platform from George Town, a Makassar seaweed exporter's platform (plain English), a Cagayan de Oro
 * pineapple cannery's platform from a Singapore provider with a Davao office, an Östersund sawmill's grading licence
 * from Härnösand (plain English), a Pécs porcelain maker's glaze software from Szeged, a Tralee creamery's
 * refrigeration maintenance from Limerick (plain English), a Sligo hotel's laundry from Ballina, a Lubumbashi copper
 * refinery's consultant from Likasi (plain English), an Essaouira argan co-operative's consultant from Taroudant, an
 * Mbarara dairy's appointment letter (plain English), a Quelimane coconut estate manager's contract, a Chania olive-oil
 * shop lease (plain English), a Nafplio harbour café lease, and three DPAs (a Szeged salami maker and a Kecskemét
 * payroll processor in plain English, a Gozo hotel and a Birkirkara booking processor, a Cēsis brewery and a Valmiera
 * web-shop host in Markdown with a support-tier table). The ten more: a Siliguri tea exporter's mutual letter with a
 * Biratnagar estate (plain English), a Riobamba rose grower's MSA with an Alausí irrigation firm, a Huancayo trout
 * platform (plain English), a Jyväskylä paper laboratory's licence from Tampere, a Tirunelveli wind farm's O&M from a
 * Nagercoil firm (Indian drafting), a Mutare sawmill's consultant from Bulawayo, a Kabale tea factory manager, a Xlendi
 * (Gozo) dive shop lease (plain English), a Paphos winery's DPA with a Larnaca host, and a Livingstone curio house's
 * supply arrangement with Mongu weavers (`other`, plain English). Plain English ("we", "you", "each of us"): 18 of
 * the 51 (Hat Yai 2, Sibiu 2, Daugavpils, Ensenada, Kuching, Makassar, Östersund, Tralee, Lubumbashi, Mbarara, Chania,
 * Szeged; Siliguri, Huancayo, Xlendi, Livingstone), counted before the score.
 *
 * Two kinds of pair, counted apart. Plain (26, ids in HOLDOUT24_PLAIN, fixed before the score; 20 of the 41 and 6 of
 * the ten more; every plain id says "plain", no device id does): the adverse term stated in its own clause in a
 * counterparty form's words, the benign twin the fair version in the same place: either party may publish the NDA and
 * the talks; NDA duties ending with the agreement; a definition of everything either party ever knows, public
 * included; a perpetual licence of whatever is disclosed; a provider that may transfer the MSA to anyone; a customer
 * barred from other carriers for two years after the MSA; a 36-month subscription the customer cannot end and must pay
 * out; a platform that may pass the contract to anyone, a competitor included; no IP indemnity, the customer defending
 * the provider; licensee data used for any purpose and shared; a five-year licence the licensee cannot end; a service
 * provider with no insurance; three-year renewals stoppable only on twelve months' notice; a consultant's staff
 * treated as the client's employees, able to bind it; insurance "if any" with no certificate; an employee keeping his
 * work product; a governing law the employee elects when a claim arises; no renewal right; consent to assignment in
 * the landlord's absolute discretion; no audits; third-party information still confidential; terms, prices and
 * features changed by posting; a licensor liable for EUR 100 while the licensee is unlimited; a three-year no-hire
 * with a two-year-salary fee; entry at any time without notice; a supply no party may end before 2030 even for
 * breach. Device (25): devices the brief's summary of hold-outs 21-23 does not name, with two used lightly: a return
 * duty triggered by "the later of" a request and the end of a survival period that never ends for trade secrets; a
 * number in words and figures that differ ("thirty (300) days") under an interpretation clause that the figures
 * prevail; the schedules (service levels, fees) carved out of the amendment clause as the provider's "operational
 * documents"; an IP indemnity conditional on an order-form option left unticked; a heading "Mutual Confidentiality"
 * over a clause binding only the customer, headings not affecting interpretation; a survival list that leaves
 * confidentiality out ("every other clause ends"); lost data and replacement services excluded in the backup
 * paragraph of the service description while the exclusion clause keeps them in; a non-renewal notice valid only by
 * courier to a foreign registered office and acknowledged by the provider's company secretary; a reservation in the
 * licensor's signature block that signs the confidentiality clause for the licensee's side only; an indemnity
 * exception for use with "data not supplied by Licensor", the licensee's own data included, so every use; the Indian
 * parties clause's "which expression shall include" extended to any transferee "notwithstanding clause 5"; a variation
 * clause under which an invoice is a written variation and paying it is a signature; invoices dated the first of the
 * month and sent on the 28th with payment "within 30 days of the invoice date"; a fee-schedule note charging a full
 * year's pay for any hire within 24 months after the term; a non-solicitation covenant that applies only when the
 * company dismisses; a salary set each year by a letter the employee writes (`badOrMissing`); a footnote to the rent
 * cell making rent run through insured damage and the tenant insure the building, the notes prevailing; a relocation
 * clause that ends the lease when the landlord has no premises "it considers suitable"; sub-processor liability
 * measured by what the processor recovers from the sub-processor; assistance only in a support tier the order does not
 * take; a general freedom to develop swallowed by the next sentence's three-year bar on same-function products; a
 * cap of "the Fees" defined as the USD 250 set-up fee; an indemnifying party named in the particulars as the client;
 * a residuals clause in an employment contract; contractors and affiliate staff taken out of the processor's
 * personnel-confidentiality duty by the next sentence. Used lightly: a foreign number format in one benign twin
 * (Quelimane "MZN 1.260.000,00"), a particulars cell (Charlottetown's footnote hangs on one). Patterns of the 41:
 * position 20, override 10, reference 5, layout 5, role 1; of the ten more: position 6, override 2, reference 1, role 1.
 *
 * All 51 pairs were written before either set was scored, and committed before the run (d172ce85). On the writer's
 * one second reading before the score: the Livingstone pair was rewritten (first drafted as "only we may end", which
 * a lawyer for the curio house would not flag; now neither party may end the supply before 2030 even for breach,
 * against either ending it for an uncured breach with the consequences stated); the Sibiu signature pair's id, which
 * said "plain" of a device pair, was renamed; and the patterns of the Zacatecas (role) and Esquel renewal (override)
 * pairs were set. Scored once on 7b2ebcbb (docs/quality.md "Twenty-fourth blind hold-out"): the 41 pairs 48.8 %
 * adverse flagged / 2.4 % benign flagged, 19 of 41 pairs right; the ten more 50.0 % / 30.0 %, 3 of 10 right; all 51
 * 49.0 % / 7.8 %, 22 right. Plain pairs (26) 73.1 % / 11.5 %, 16 right; device pairs (25) 24.0 % / 4.0 %, 6 right.
 * HOLDOUT24_MISSES holds the 29 pairs missed (22 of the 41, 7 of the ten more), each with the engine's reading of the
 * side or sides it got wrong (printed after the run by a throwaway test, not committed, that ran the same engine on
 * the same texts; no pair was changed after the run), and the floors in `adverse.test.ts` are the measured rates. Of
 * the 29, 25 are adverse sides read preferred or acceptable and not flagged (18 of them device pairs); three plain
 * pairs (Lubumbashi insurance, Siliguri third-party information, Livingstone termination) have both sides read
 * missing and flagged, so their adverse sides count as flagged in the rates but fail `bad`'s position; Mutare's
 * role swap was read the wrong way round (adverse preferred, benign unacceptable). Do not tune rules on these pairs
 * or edit them to pass.
 *
 * The writer's own doubts, for the second reader. Vadsø return: the "later of" a request and the end of clause 9's
 * periods puts return at least three years after the agreement ends and never for trade secrets, which the writer
 * reads below the fallback (return on request only); `bad`. Esquel renewal: "thirty (300) days" under a
 * figures-prevail clause is 300 days' notice for a one-year renewal, below the fallback's 90; an auditor may think a
 * court would read the words; the engine flagged it. Zacatecas: the clause binds the customer only, and the
 * provider's "reasonable efforts" under its privacy notice is not a confidentiality duty; read under its heading as
 * one-way. Ipoh: the exclusion clause keeps every preferred carve-out, the backup paragraph of the service description
 * takes lost data and replacement services back out "however caused"; an auditor may call it a limit of remedy
 * rather than an exclusion, the writer reads it below the fallback. Pécs: the combination exception names the
 * licensee's own data and computers, so every use is excepted; an ordinary combination exception would be fine
 * (the twin). Sibiu signature: the reservation "forms part of the licence" in the licensor's signature block; the
 * benign twin has a note in the same place confirming the clause, which is odd drafting but keeps most words.
 * Jabalpur assignment: the transfer right is stated in words but in the parties clause's "which expression shall
 * include", against an assignment clause that needs consent; kept as device. Hawassa payment: invoices dated the
 * first of the month, sent on the 28th, payable 30 days from their date: in advance and two or three days after
 * receipt, below the fallback's 15 days. Hay River non-solicitation: the covenant exists but does not apply on
 * resignation, the usual case; `bad`, an auditor may allow `badOrMissing`. Quelimane: `badOrMissing` (no figure the
 * employer knows at signing; the employee writes it). Charlottetown insurance: the footnote also says the notes
 * prevail, a precedence sentence (hold-out 21's device) used lightly. Nafplio: the tenant's break and the landlord's
 * breach remedy are the same on both sides; the relocation clause ends the lease when the landlord "considers" no
 * premises suitable. Gozo: liability measured by what the processor recovers can be nil, below the fallback (full
 * liability within the agreement's cap). Cēsis: Bronze gives no assistance at all, below the fallback's assistance at
 * reasonable cost. Daugavpils: the adverse definition includes public information and information unrelated to the
 * Project, so the fallback's "all information disclosed, if the standard exclusions apply" is not met; it also touches
 * `nda.standard_exclusions`. Chiang Rai: the "however" sentence is a three-year bar on same-function products, which
 * also touches `nda.non_compete`. Ensenada: a customer non-compete for two years after the term over two
 * jurisdictions, below the fallback (term only). Kuching: assignment to anyone, a competitor included, beyond the
 * fallback (the provider's affiliates or the buyer of its business). Cagayan: one-year renewals on 30 days' notice are
 * the preferred terms; the notices clause makes that notice near impossible to give (a foreign courier and the
 * provider's acknowledgement). Lubumbashi, Siliguri and Livingstone: both sides read missing; the benign twins state
 * the preferred position (minimum covers and a certificate; lawful third-party information excluded; termination for
 * uncured breach with consequences); the adverse sides are the contract's own answer, `bad`, though an auditor may
 * allow `badOrMissing` for Livingstone (no termination right at all). Mutare: the particulars name the client as the
 * indemnifying party; the clause text is identical on both sides. Kabale: the residuals sentence frees whatever the
 * employee remembers "whatever its source", the twin only general skill and experience. Paphos: the next sentence
 * takes contractors, temporary staff and affiliate staff, the support desk included, out of the duty. Riobamba: a
 * mutual cap of USD 250 through the definition of "Fees" (the monthly fee is USD 3,900). Place names: the headers of
 * hold-outs 21 and 22 were not read in full (see above); the file-name search over test/ and eval/ covers every
 * earlier hold-out's text, headers included.
 *
 * Audited by a second reader (session 28, before any rule change read the set; no rule code, tuning file, class or
 * judge-round test or eval/ read; the playbooks read only for check ids, titles, preferred positions and fallbacks),
 * each of the 51 pairs read against its check's preferred and fallback positions as the playbook side's lawyer would.
 * Three pairs mended in wording, none dropped, no expected outcome changed: the Chiang Rai benign twin now says "During
 * this Agreement and after it ends" (it said "For the three (3) years of this Agreement and afterwards", a term the
 * excerpt states nowhere, a number there only to match the adverse side's); the Sibiu signature pair's benign twin now
 * carries an ordinary reservation in the same place and form on another clause (clause 6 accepted only as to the
 * software as delivered, not for the licensee's changes) instead of a note confirming clause 5, which a real contract
 * would not carry (the writer's doubt); the Hawassa invoicing cell lost "in advance" and "are to be made" (invoices sent
 * on the 28th of the month of the visits are not sent in advance; the hurt, an invoice dated the 1st and payable 30
 * days from that date, so two to four days after receipt, is unchanged). Plain and device: the writer's 26 plain pairs
 * each state the hurt in the operative words of the clause a reader looks to, with no device, and stay; one pair moves
 * into HOLDOUT24_PLAIN (27 plain, 24 device; patterns of the 41 now position 21, override 9): Gozo, whose clause 8.3 is
 * one sentence stating liability for sub-processors "only to the extent of the amount Processor actually recovers",
 * a term, not a device (its id now says plain, its pattern is position). Kept as device, noted: Hay River
 * non-solicitation, Kabale residuals and Chiang Rai (a sub-clause or sentence taking back a protection stated whole
 * just before it), Esquel schedules (the carve-out relabels the schedules as operational documents), Paphos (the duty's
 * class narrowed by a definition), Pécs (every use excepted only by inference), Jabalpur assignment (the hurt is in
 * words but in the parties clause, not the assignment clause: device, the writer's doubt), Quelimane (a reference to a
 * letter defined in the next sentence). The writer's doubts, settled and kept: Vadsø return is below the fallback
 * (return on request only): the "later of" defers return to the end of clause 9's last period, at least three years
 * after the agreement and never for trade secrets. Esquel "thirty (300) days" stays `bad`: the parties' own clause 1.1
 * makes the figures prevail, so 300 days against the fallback's 90; read the words, and the contract is at best
 * ambiguous on the one term that stops a renewal, which a lawyer raises either way. Zacatecas: 8.2 binds the provider
 * to no confidentiality at all and lets it use the customer's designs and lists, below "a separate NDA", whatever the
 * heading. Ipoh stays `bad`: clause 12 says only that it does not exclude lost data and replacement services, so the
 * backup paragraph's release operates, one-way, of direct loss too and "however caused", below the fallback's mutual
 * exclusion of indirect loss (as hold-out 23's audit read Iloilo). Pécs: software runs on the licensee's computers,
 * so the exception reaches every use and the indemnity is illusory; the twin's "but for" combination exception is the
 * ordinary one a licensee accepts. Hawassa payment: below the fallback's 15 days (above). Hay River non-solicitation,
 * Lubumbashi, Siliguri and Livingstone stay `bad`, not `badOrMissing`: each contract answers the check in terms (a
 * covenant limited to dismissal without cause, insurance "if any" at the consultant's choice, third-party information
 * kept confidential, an express bar on ending the supply even for breach), an unacceptable answer; "missing" is right
 * where a contract is silent or names no term knowable at signing, which is Quelimane's case (`badOrMissing`, as
 * hold-outs 15, 16 and 23's audits read an unstated salary). Charlottetown insurance is below the fallback (rent runs
 * through insured damage, and the tenant insures the whole building for the landlord while paying a share of the
 * landlord's premium; "these notes prevail" is the parties' own rule for the conflict with clause 2); Nafplio's relocation clause is a landlord's break at will on 30 days; Gozo (nil recovery, nil
 * liability), Cēsis (Bronze gives no assistance), Daugavpils (public and unrelated information, no exclusions), Chiang
 * Rai (the preferred position names the freedom to develop similar products), Ensenada, Kuching, Cagayan (the notice's
 * validity hangs on the provider's own acknowledgement), Mutare and Kabale as the writer reads them. Also read and kept:
 * every benign twin is the preferred position or within the fallback (Hawassa's 30 days from a month-end invoice date,
 * Essaouira's 20 % fee for a hire in breach during the term); Makassar's "claim brought against you or us" is loose
 * but plain. Place names: a file-name search over test/ and eval/ (this file excluded) for every place in this file
 * found none. The figures are unchanged by the audit for the 41, the ten more and all 51 (the mended sides are read as
 * before: Chiang Rai's and Sibiu's twins not flagged, Hawassa's adverse side preferred and not flagged), and so is
 * HOLDOUT24_MISSES; the move to plain changes the split: plain 27 74.1 % / 11.1 % (17 right), device 24 20.8 % / 4.2 %
 * (5 right), and the plain and device floors in adverse.test.ts follow.
 */
import type { AdverseCase } from './cases.js';
import { bad, badOrMissing, good, noLaw } from './sides.js';

// ---------------------------------------------------------------- whole documents ----------------------------------

/** A Vadsø king-crab processor and a Kirkenes ship-repair yard: a mutual NDA as PDF-extracted text. */
const vadso = (p: { secrecy?: string; ret?: string; surv?: string }) => `                              Varanger Kongekrabbe AS / Kirkenes Skipsverft AS — STRICTLY CONFIDENTIAL
MUTUAL CONFIDENTIALITY AGREEMENT
Dated 9 March 2026 between VARANGER KONGEKRABBE AS, Strandgata 14, 9800 Vadsø, Norway ("Varanger")
and KIRKENES SKIPSVERFT AS, Havnegata 3, 9900 Kirkenes, Norway ("Skipsverft"), each a "Party". 1. PURPOSE
The Parties are considering the conversion of two crab vessels to carry live crab in seawater tanks (the
"Project"), and each will disclose information to the other for that purpose. 2. DEFINITION "Confidential
Information" means non-public information, in any form, that a Party (the "Discloser") discloses to the other
(the "Recipient") in connection with the Project, including vessel drawings, tank designs, catch data and
prices. 3. OBLIGATIONS The Recipient shall keep the Confidential Information confidential, use it only for
the Project and disclose it only to its employees and advisers who need to know it and are bound by duties
                                                                                              Page 1 of 3
                              Varanger Kongekrabbe AS / Kirkenes Skipsverft AS — STRICTLY CONFIDENTIAL
of confidence. 4. EXCLUSIONS Clause 3 does not apply to information that is or becomes public other than
through the Recipient's breach, that the Recipient already knew, that it lawfully receives from a third party
free to disclose it, or that it develops independently. 5. THIS AGREEMENT AND THE TALKS ${p.secrecy ?? 'Neither Party shall disclose the existence or terms of this Agreement, or the fact or content of the Parties\' discussions about the Project, without the other\'s written consent, except as required by law.'}
6. RETURN ${p.ret ?? 'The Recipient shall return or destroy the Confidential Information, and certify in writing that it has done so, within thirty (30) days after the earlier of (a) the Discloser\'s written request and (b) the end of the Project.'}
7. NO OBLIGATION TO PROCEED Either Party may end the discussions at any time. 8. TERM This Agreement
                                                                                              Page 2 of 3
                              Varanger Kongekrabbe AS / Kirkenes Skipsverft AS — STRICTLY CONFIDENTIAL
runs for one (1) year from its date, and either Party may end it earlier by thirty (30) days' written
notice. 9. SURVIVAL ${p.surv ?? 'The obligations in clauses 3 and 5 survive the expiry or termination of this Agreement for three (3) years, and for trade secrets for as long as they remain trade secrets.'}
10. LAW AND COURTS This Agreement is governed by Norwegian law, and the Øst-Finnmark District Court has
jurisdiction.
For Varanger Kongekrabbe AS ________________          For Kirkenes Skipsverft AS ________________
                                                                                              Page 3 of 3
`;

/** An Esquel trout farm's water-quality telemetry MSA with a Puerto Madryn provider, in HTML with a purchase order. */
const esquel = (p: { assign?: string; renewal?: string; changes?: string }) => `<html><body>
<h1>Master Services Agreement</h1>
<p>Made on 4 May 2026 between <b>Truchas del Percy S.A.</b>, Av. Alvear 1250, Esquel, Chubut, Argentina ("<b>Customer</b>") and <b>Patagonia Sensores S.R.L.</b>, Bv. Brown 2110, Puerto Madryn, Chubut, Argentina ("<b>Provider</b>").</p>
<h2>1. Interpretation</h2>
<p>1.1 Where a number is written in words and in figures and they differ, the figures prevail. 1.2 Headings do not affect interpretation.</p>
<h2>2. Services</h2>
<p>Provider installs and operates dissolved-oxygen and temperature sensors in Customer's raceways and cages and reports the readings through its web portal, as described in Schedule 1 (service description), Schedule 2 (service levels) and Schedule 3 (fees).</p>
<h2>3. Term and renewal</h2>
<p>${p.renewal ?? 'This Agreement runs for one (1) year from the date of the first Purchase Order and then renews for further periods of one (1) year, unless either party gives written notice of non-renewal not less than thirty (30) days before the end of the current period.'}</p>
<h2>4. Fees</h2>
<p>Customer pays the fees in Schedule 3 within thirty (30) days of receiving a correct invoice.</p>
<h2>5. Confidentiality</h2>
<p>Each party keeps the other's confidential information confidential during this Agreement and for three years after it ends.</p>
<h2>6. Assignment</h2>
<p>${p.assign ?? 'Neither party may assign or transfer this Agreement without the other party\'s prior written consent, except to a successor to all or substantially all of its business, on written notice.'}</p>
<h2>7. Amendments</h2>
<p>${p.changes ?? 'This Agreement, including its Schedules, may be amended only by a written document signed by both parties.'}</p>
<h2>8. Law</h2>
<p>This Agreement is governed by the laws of the Argentine Republic, and the ordinary courts of Esquel have jurisdiction.</p>
<h2>Purchase Order No. 1</h2>
<table>
<tr><th>Item</th><th>Detail</th></tr>
<tr><td>Sites</td><td>Laguna La Zeta raceways; Río Percy cages 1 to 6</td></tr>
<tr><td>Start date</td><td>1 June 2026</td></tr>
<tr><td>Monthly fee</td><td>ARS 1,450,000 plus VAT</td></tr>
</table>
<p>Signed for Truchas del Percy S.A. ______________ &nbsp; Signed for Patagonia Sensores S.R.L. ______________</p>
</body></html>
`;

/** A Hat Yai glove maker's pinhole-testing platform from a Songkhla provider: plain-English Markdown with a table. */
const hatYai = (p: { tfc?: string; survival?: string }) => `# GloveCheck Subscription Terms

**Between** Songkhla Vision QA Co., Ltd., 88 Ramwithi Road, Songkhla ("**we**", "**us**") **and** Hat Yai Latex Gloves Co., Ltd., 120 Kanchanawanich Road, Hat Yai, Songkhla ("**you**").

| Item | Detail |
|---|---|
| Service | GloveCheck camera inspection of glove pinholes, with a web dashboard |
| Subscription term | 36 months from 1 July 2026 |
| Fee | THB 96,000 a month, invoiced monthly, payable within 30 days |
| Lines covered | Dipping lines 1 to 8 |

## 1. The service
We provide GloveCheck on the lines above and keep it available at least 99.5% of each month.

## 2. Ending the subscription
${p.tfc ?? 'You may end this subscription at any time by giving us 30 days\' written notice. You pay the fees up to the end of the notice period and nothing after it.'}

## 3. Confidentiality
Each of us keeps the other's confidential information secret and uses it only for this subscription. Your defect images and production figures are your confidential information.

## 4. Liability
Each of us is liable to the other for no more than the fees you paid in the 12 months before the claim, except for breach of confidentiality, the indemnities and wilful misconduct.

## 5. When the subscription ends
${p.survival ?? 'When this subscription ends, clauses 3 (confidentiality), 4 (liability) and 6 (law) continue to apply; we return your data and then delete it.'}

## 6. Law
Thai law governs these terms and the courts of Songkhla decide disputes.
`;

/** A Sibiu smokehouse's kiln-control software licence from a Cluj developer, in plain English. */
const sibiu = (p: { data?: string; signoff?: string }) => `SOFTWARE LICENCE — FUMAR KILN CONTROL

Between Transilvania Soft SRL, Strada Memorandumului 28, Cluj-Napoca, Romania ("we") and Afumătoria Cibin SRL, Strada Ocnei 7, Sibiu, Romania ("you"). Dated 12 January 2026.

1. Licence. We grant you a non-exclusive licence to install and use Fumar Kiln Control on the smoking kilns at your Sibiu smokehouse, for your business, for five years.

2. Fees. You pay EUR 6,400 a year, in advance, within 30 days of our invoice.

3. Support. We fix errors you report within five working days and send you updates.

4. Your data. ${p.data ?? 'We may collect data about how you use the software, such as error logs and kiln performance readings, and use it only to provide, maintain and support the software for you.'}

5. Confidentiality. Each of us keeps the other's confidential information secret, uses it only for this licence and goes on doing so for three years after the licence ends. Your recipes, batch records and prices are your confidential information; our source code is ours.

6. Warranty. The software will work materially as its manual describes for 90 days from installation; if it does not, we repair it or refund the fees.

7. Law. Romanian law governs this licence and the courts of Sibiu decide disputes.

${p.signoff ?? 'Signed for Transilvania Soft SRL: ____________          Signed for Afumătoria Cibin SRL: ____________'}
`;

/** A Jabalpur marble works' waterjet maintenance from a Katni firm: Indian drafting as PDF-extracted text. */
const jabalpur = (p: { parties?: string; insurance?: string }) => `                                                  WATERJET MAINTENANCE SERVICES AGREEMENT
THIS AGREEMENT is made at Jabalpur on this 3rd day of February 2026 BETWEEN Narmada Marble Udyog Private
Limited, a company incorporated under the Companies Act, 2013, having its registered office at Bhedaghat Road,
Jabalpur 482003, Madhya Pradesh (hereinafter the "Company", which expression shall, unless repugnant to the
context, include its successors and permitted assigns) of the ONE PART AND ${p.parties ?? 'Katni Waterjet Services LLP, a limited liability partnership having its office at Station Road, Katni 483501, Madhya Pradesh (hereinafter the "Service Provider", which expression shall, unless repugnant to the context, include its successors and permitted assigns)'} of the OTHER PART.
WHEREAS the Company operates four waterjet cutting machines and wishes the Service Provider to maintain them.
NOW THIS AGREEMENT WITNESSETH as follows: 1. SERVICES The Service Provider shall carry out preventive maintenance
monthly and attend breakdowns within twenty-four (24) hours of a call. 2. CHARGES The Company shall pay INR
                                                                                                       -1-
1,80,000 per month within thirty (30) days of receipt of a correct invoice. 3. TERM This Agreement shall be
for two (2) years from 1 March 2026. 4. INSURANCE ${p.insurance ?? 'The Service Provider shall maintain, throughout the term, professional indemnity insurance of not less than INR 2,00,00,000 and public liability insurance of not less than INR 1,00,00,000 for each occurrence, and shall furnish certificates thereof to the Company on request.'}
5. ASSIGNMENT Neither Party shall assign this Agreement without the prior written consent of the other Party.
6. GOVERNING LAW This Agreement shall be governed by the laws of India and the courts at Jabalpur shall have
exclusive jurisdiction.
IN WITNESS WHEREOF the Parties have signed this Agreement on the day and year first above written.
                                                                                                       -2-
`;

/** A Hawassa rose farm's agronomy consultancy from a Dilla consultant: Markdown with a schedule table. */
const hawassa = (p: { status?: string; invoicing?: string }) => `## AGRONOMY CONSULTANCY AGREEMENT

**Parties.** Hawassa Rose Farm PLC, Kebele 04, Hawassa, Ethiopia (the **Client**) and Dilla Agronomy Consulting PLC, Dilla, Ethiopia (the **Consultant**).

**1. Services.** The Consultant advises on fertigation, integrated pest management and post-harvest cold chain for the Client's greenhouses, as set out in the Schedule.

**2. Status.** ${p.status ?? 'The Consultant is an independent contractor. It employs and pays its own staff, is responsible for their income tax, pension contributions and insurance, and has no authority to bind the Client.'}

**3. Fees and payment.** The Client pays the fees in the Schedule as the Schedule states.

**4. Confidentiality.** Each party keeps the other's confidential information confidential during this Agreement and for three years after it ends.

**5. Term.** This Agreement runs from 1 April 2026 to 31 March 2027.

### Schedule

| Item | Detail |
|---|---|
| Visits | Two site visits a month, each of three days |
| Day rate | ETB 38,000 |
| Invoicing | ${p.invoicing ?? 'The Consultant invoices at the end of each month for the visits made in that month.'} |
| Payment | Within 30 days of the invoice date |
`;

/** A Hay River barge line's operations manager: Canadian drafting as PDF-extracted text. */
const hayRiver = (p: { ip?: string; scope?: string }) => `                                       GREAT SLAVE BARGE LINES LTD. — EMPLOYMENT AGREEMENT
This Agreement is made as of January 19, 2026 between GREAT SLAVE BARGE LINES LTD., 8 Vale Island Road,
Hay River, Northwest Territories (the "Company") and DANIELLE MORIN of Hay River (the "Employee").
1. POSITION The Employee is employed as Operations Manager, responsible for tug and barge scheduling on the
Mackenzie River. 2. SALARY The Company shall pay the Employee a base salary of $118,000 per year, payable
bi-weekly. 3. NOTICE Either party may end the employment by giving the other eight (8) weeks' written notice,
subject to the Employment Standards Act (Northwest Territories). 4. CONFIDENTIALITY The Employee shall keep the
                                                                                                 Page 1
                                       GREAT SLAVE BARGE LINES LTD. — EMPLOYMENT AGREEMENT
Company's confidential information confidential during and after the employment. 5. INVENTIONS ${p.ip ?? 'All inventions, designs, software and other work product made by the Employee in the course of the employment belong to the Company. The Employee assigns them to the Company and shall sign any document needed to register them.'}
6. NON-SOLICITATION 6.1 For twelve (12) months after the employment ends, the Employee shall not solicit any
employee of the Company to leave it, or solicit any customer the Employee dealt with in the last year of the
employment. 6.2 ${p.scope ?? 'Clause 6.1 applies however the employment ends, whether by the Employee\'s resignation or retirement or by the Company\'s notice.'}
7. LAW This Agreement is governed by the laws of the Northwest Territories and the federal laws of Canada
applicable there.
                                                                                                 Page 2
`;

/** A Charlottetown oyster company's shucking-house lease, in HTML with a particulars table. */
const charlottetown = (p: { rentCell?: string; note?: string; renewal?: string }) => `<html><body>
<h1>Commercial Lease</h1>
<table>
<tr><th colspan="2">Particulars</th></tr>
<tr><td>Landlord</td><td>Queen Street Wharf Properties Ltd., Charlottetown, Prince Edward Island</td></tr>
<tr><td>Tenant</td><td>Hillsborough Oyster Co. Inc., Charlottetown, Prince Edward Island</td></tr>
<tr><td>Premises</td><td>Unit 3, Wharf Building, 2 Prince Street, Charlottetown</td></tr>
<tr><td>Term</td><td>Five (5) years from 1 May 2026</td></tr>
<tr><td>Rent</td><td>${p.rentCell ?? 'CAD 3,200 per month, payable on the first day of each month'}</td></tr>
</table>
<p><small>${p.note ?? 'Rent is exclusive of HST.'}</small></p>
<h2>1. Use</h2>
<p>The Tenant uses the Premises for shucking, grading and selling oysters.</p>
<h2>2. Insurance</h2>
<p>The Landlord insures the Wharf Building against fire, flood and other usual risks and recovers a fair share of the premium from the Tenant. If insured damage makes the Premises unfit for use, the Rent stops until they are fit again. The Tenant insures its equipment and stock and carries public liability insurance.</p>
<h2>3. Repairs</h2>
<p>The Landlord repairs the structure, roof and wharf; the Tenant keeps the interior in good condition, reasonable wear and tear excepted.</p>
<h2>4. Renewal</h2>
<p>${p.renewal ?? 'The Tenant may renew this Lease for one further term of five (5) years on the same terms (except this right of renewal) by giving the Landlord written notice at least six (6) months before the Term ends.'}</p>
<h2>5. Law</h2>
<p>This Lease is governed by the laws of Prince Edward Island.</p>
</body></html>
`;

export const HOLDOUT24: AdverseCase[] = [
  // ------------------------------------------------------------------ NDA (6) ----------------------------------------
  {
    id: 'h24-nda-doc-vadso-pdf-plain-either-party-may-publish-the-agreement-and-the-talks-or-needs-consent',
    pattern: 'position',
    type: 'nda',
    check: 'nda.confidentiality_of_agreement',
    adverse: bad(vadso({ secrecy: 'Either Party may disclose the existence and terms of this Agreement, and the fact and content of the Parties\' discussions about the Project, to any person and may announce them publicly, without the other\'s consent.' })),
    benign: good(vadso({})),
  },
  {
    id: 'h24-nda-doc-vadso-pdf-return-due-only-after-the-last-survival-period-which-never-ends-for-trade-secrets-or-earlier-of-request-and-end',
    pattern: 'reference',
    type: 'nda',
    check: 'nda.return_or_destroy',
    adverse: bad(vadso({ ret: 'The Recipient shall return or destroy the Confidential Information, and certify in writing that it has done so, within thirty (30) days after the later of (a) the Discloser\'s written request and (b) the end of the last of the periods in clause 9.' })),
    benign: good(vadso({})),
  },
  {
    id: 'h24-nda-doc-vadso-pdf-plain-obligations-end-with-the-agreement-or-survive-three-years',
    pattern: 'position',
    type: 'nda',
    check: 'nda.survival_of_obligations',
    adverse: bad(vadso({ surv: 'The obligations in clauses 3 and 5 end when this Agreement expires or is terminated and do not survive it.' })),
    benign: good(vadso({})),
  },
  {
    id: 'h24-nda-daugavpils-linen-plain-we-define-everything-either-of-us-ever-knows-including-public-or-what-is-disclosed-for-the-project',
    pattern: 'position',
    type: 'nda',
    check: 'nda.definition_breadth',
    adverse: bad(`MUTUAL NDA — LINEN-COMPOSITE BICYCLE FRAMES

Between Daugavpils Linu Audums SIA, Cietokšņa iela 60, Daugavpils, Latvia and Šiaulių Dviračiai UAB, Tilžės g. 140, Šiauliai, Lithuania ("each of us", "the other").

1. The project. We are talking about making bicycle frames from flax-fibre composite (the "Project").

2. What is confidential. "Confidential Information" means any information, of whatever kind and however obtained, that either of us has about the other at any time, before or after this agreement and whether or not it has anything to do with the Project, including information that is or becomes public.

3. What we each promise. Each of us will keep the other's Confidential Information secret and use it only for the Project.

4. How long. These promises last for three years from the date of this agreement.

5. Law. Latvian law governs this agreement.`),
    benign: good(`MUTUAL NDA — LINEN-COMPOSITE BICYCLE FRAMES

Between Daugavpils Linu Audums SIA, Cietokšņa iela 60, Daugavpils, Latvia and Šiaulių Dviračiai UAB, Tilžės g. 140, Šiauliai, Lithuania ("each of us", "the other").

1. The project. We are talking about making bicycle frames from flax-fibre composite (the "Project").

2. What is confidential. "Confidential Information" means non-public information, in any form, that either of us discloses to the other in connection with the Project, including designs, samples, test results, prices and plans. It does not include information that is or becomes public other than through a breach of this agreement, that the receiving one of us already knew, that it receives from someone free to disclose it, or that it develops independently.

3. What we each promise. Each of us will keep the other's Confidential Information secret and use it only for the Project.

4. How long. These promises last for three years from the date of this agreement.

5. Law. Latvian law governs this agreement.`),
  },
  {
    id: 'h24-nda-chiang-rai-coffee-general-freedom-to-develop-swallowed-by-a-three-year-bar-on-same-function-products-or-kept',
    pattern: 'override',
    type: 'nda',
    check: 'nda.independent_development',
    adverse: bad(`MUTUAL NON-DISCLOSURE AGREEMENT between Doi Chaang Roasting Co., Ltd., Chiang Rai, Thailand and Lampang Celadon Ware Co., Ltd., Lampang, Thailand, concerning a ceramic cold-brew coffee dripper to be developed together (the "Purpose").

4. Use. Each Party shall use the other's Confidential Information only for the Purpose.

7. Exclusions. Clause 4 does not apply to information that is public, already known to the Recipient, received from a third party free to disclose it, or independently developed by the Recipient without use of the Discloser's Confidential Information.

8. Freedom to develop. Nothing in this Agreement restricts either Party's independent development of products. However, a Party that has received Confidential Information about a product under this Agreement shall not, for three (3) years from the date of this Agreement, develop, make or sell any product that performs the same function as that product, whether or not it uses the other Party's Confidential Information.

12. Law. This Agreement is governed by the laws of Thailand.`),
    benign: good(`MUTUAL NON-DISCLOSURE AGREEMENT between Doi Chaang Roasting Co., Ltd., Chiang Rai, Thailand and Lampang Celadon Ware Co., Ltd., Lampang, Thailand, concerning a ceramic cold-brew coffee dripper to be developed together (the "Purpose").

4. Use. Each Party shall use the other's Confidential Information only for the Purpose.

7. Exclusions. Clause 4 does not apply to information that is public, already known to the Recipient, received from a third party free to disclose it, or independently developed by the Recipient without use of the Discloser's Confidential Information.

8. Freedom to develop. Nothing in this Agreement restricts either Party's independent development of products. During this Agreement and after it ends, a Party that has received Confidential Information about a product under this Agreement remains free to develop, make or sell any product that performs the same function as that product, provided it does not use the other Party's Confidential Information.

12. Law. This Agreement is governed by the laws of Thailand.`),
  },
  {
    id: 'h24-nda-ohrid-pearl-plain-each-grants-a-perpetual-licence-to-use-what-is-disclosed-or-no-licence',
    pattern: 'position',
    type: 'nda',
    check: 'nda.no_license_granted',
    adverse: bad(`CONFIDENTIALITY AGREEMENT

Parties: Ohridski Biser DOOEL, ul. Kej Makedonija 12, Ohrid, North Macedonia, and Guri i Gjirokastrës Sh.p.k., Rruga e Bazarit 5, Gjirokastër, Albania, who are discussing a joint range of pearl and carved-stone jewellery.

1. Each Party shall keep confidential the other's designs, pearl-coating methods, stone-carving techniques, supplier lists and prices disclosed in these discussions, and use them only to assess the joint range.

2. Rights in the information. Each Party grants the other a perpetual, irrevocable, royalty-free licence to use any Confidential Information and know-how disclosed under this Agreement in its own products, whether or not the joint range goes ahead.

3. This Agreement lasts three years. It is governed by the law of North Macedonia.`),
    benign: good(`CONFIDENTIALITY AGREEMENT

Parties: Ohridski Biser DOOEL, ul. Kej Makedonija 12, Ohrid, North Macedonia, and Guri i Gjirokastrës Sh.p.k., Rruga e Bazarit 5, Gjirokastër, Albania, who are discussing a joint range of pearl and carved-stone jewellery.

1. Each Party shall keep confidential the other's designs, pearl-coating methods, stone-carving techniques, supplier lists and prices disclosed in these discussions, and use them only to assess the joint range.

2. Rights in the information. Disclosure under this Agreement grants no licence under any patent, design, copyright or know-how; all Confidential Information remains the property of the Party that disclosed it, whether or not the joint range goes ahead.

3. This Agreement lasts three years. It is governed by the law of North Macedonia.`),
  },
  // ------------------------------------------------------------------ MSA (6) ----------------------------------------
  {
    id: 'h24-msa-doc-esquel-html-plain-provider-may-transfer-to-any-entity-without-consent-or-mutual-consent',
    pattern: 'position',
    type: 'msa',
    check: 'msa.assignment',
    adverse: bad(esquel({ assign: 'Provider may transfer this Agreement, or any of its rights and obligations under it, to any other entity by notice to Customer; Customer\'s consent is not required. Customer may not assign or transfer this Agreement without Provider\'s prior written consent.' })),
    benign: good(esquel({})),
  },
  {
    id: 'h24-msa-doc-esquel-html-words-thirty-figures-three-hundred-days-notice-and-figures-prevail-or-thirty-both',
    pattern: 'override',
    type: 'msa',
    check: 'msa.auto_renewal',
    adverse: bad(esquel({ renewal: 'This Agreement runs for one (1) year from the date of the first Purchase Order and then renews for further periods of one (1) year, unless either party gives written notice of non-renewal not less than thirty (300) days before the end of the current period.' })),
    benign: good(esquel({})),
  },
  {
    id: 'h24-msa-doc-esquel-html-schedules-of-service-levels-and-fees-carved-out-of-the-amendment-clause-or-included',
    pattern: 'override',
    type: 'msa',
    check: 'msa.unilateral_changes',
    adverse: bad(esquel({ changes: 'This Agreement may be amended only by a written document signed by both parties, save that the Schedules (service description, service levels and fees) are Provider\'s operational documents, which Provider may revise from time to time by posting the revised version on its customer portal.' })),
    benign: good(esquel({})),
  },
  {
    id: 'h24-msa-ensenada-cold-chain-plain-you-will-not-use-another-refrigerated-carrier-for-two-years-after-or-are-free',
    pattern: 'position',
    type: 'msa',
    check: 'msa.non_compete',
    adverse: bad(`REFRIGERATED TRANSPORT SERVICES AGREEMENT

Between Frío Pacífico Logística S.A. de C.V., Carretera Transpeninsular km 112, Ensenada, Baja California ("we") and Viñedos Cañada Guadalupe S.A. de C.V., Valle de Guadalupe, Baja California ("you").

1. Services. We carry your wine, in temperature-controlled trucks, from the valley to your customers and ports.
2. Fees. You pay our rate card prices within 30 days of our invoice.
3. Other carriers. During this agreement and for two years after it ends, you will not buy refrigerated transport services from any other provider anywhere in Baja California or California.
4. Term. This agreement lasts one year and either of us may end it on 30 days' notice.
5. Law. The federal laws of Mexico govern this agreement.`),
    benign: good(`REFRIGERATED TRANSPORT SERVICES AGREEMENT

Between Frío Pacífico Logística S.A. de C.V., Carretera Transpeninsular km 112, Ensenada, Baja California ("we") and Viñedos Cañada Guadalupe S.A. de C.V., Valle de Guadalupe, Baja California ("you").

1. Services. We carry your wine, in temperature-controlled trucks, from the valley to your customers and ports.
2. Fees. You pay our rate card prices within 30 days of our invoice.
3. Other carriers. During this agreement and after it ends, you are free to buy refrigerated transport services from any other provider anywhere in Baja California, California or elsewhere.
4. Term. This agreement lasts one year and either of us may end it on 30 days' notice.
5. Law. The federal laws of Mexico govern this agreement.`),
  },
  {
    id: 'h24-msa-oruro-tin-smelter-md-indemnity-only-if-an-unticked-option-box-is-ticked-or-ticked',
    pattern: 'reference',
    type: 'msa',
    check: 'msa.indemnification',
    adverse: bad(`# Master Services Agreement — Furnace Control Services

**Customer:** Fundición Estañífera de Huanuni S.A., Oruro, Bolivia. **Provider:** Altiplano Control Industrial S.R.L., Oruro, Bolivia.

**9. IP indemnity.** Provider shall defend Customer against any third-party claim that the Services or the control software infringe that party's intellectual property rights, and pay the damages and costs finally awarded or agreed in settlement, if the Indemnity Protection option is selected in the Order Form.

**10. Limitation.** Each party's liability is capped at the fees paid in the twelve months before the claim, except under clause 9.

## Order Form

| Option | Annual price | Selected |
|---|---|---|
| 24/7 remote monitoring | USD 9,000 | [x] |
| Indemnity Protection | USD 4,000 | [ ] |
| On-site spares kit | USD 2,500 | [x] |
`),
    benign: good(`# Master Services Agreement — Furnace Control Services

**Customer:** Fundición Estañífera de Huanuni S.A., Oruro, Bolivia. **Provider:** Altiplano Control Industrial S.R.L., Oruro, Bolivia.

**9. IP indemnity.** Provider shall defend Customer against any third-party claim that the Services or the control software infringe that party's intellectual property rights, and pay the damages and costs finally awarded or agreed in settlement, if the Indemnity Protection option is selected in the Order Form.

**10. Limitation.** Each party's liability is capped at the fees paid in the twelve months before the claim, except under clause 9.

## Order Form

| Option | Annual price | Selected |
|---|---|---|
| 24/7 remote monitoring | USD 9,000 | [x] |
| Indemnity Protection | included | [x] |
| On-site spares kit | USD 2,500 | [x] |
`),
  },
  {
    id: 'h24-msa-zacatecas-silver-heading-says-mutual-but-only-customer-is-bound-or-both',
    pattern: 'role',
    type: 'msa',
    check: 'msa.confidentiality',
    adverse: bad(`MASTER SERVICES AGREEMENT between Platería Cerro de la Bufa S.A. de C.V., Zacatecas, Mexico ("Customer") and Sistemas Hidrocálidos S.A. de C.V., Aguascalientes, Mexico ("Provider"), for inventory and point-of-sale services for Customer's silver workshops and shops.

1.3 Headings are for convenience only and do not affect the interpretation of this Agreement.

8. MUTUAL CONFIDENTIALITY. 8.1 Customer shall keep confidential all non-public information of Provider, including its software, prices and methods, during this Agreement and for five years after it ends. 8.2 Provider shall use reasonable efforts to handle Customer's data in accordance with Provider's privacy notice and may use Customer's designs, sales figures and customer lists in the course of its business.

14. Law. This Agreement is governed by the federal laws of Mexico.`),
    benign: good(`MASTER SERVICES AGREEMENT between Platería Cerro de la Bufa S.A. de C.V., Zacatecas, Mexico ("Customer") and Sistemas Hidrocálidos S.A. de C.V., Aguascalientes, Mexico ("Provider"), for inventory and point-of-sale services for Customer's silver workshops and shops.

1.3 Headings are for convenience only and do not affect the interpretation of this Agreement.

8. MUTUAL CONFIDENTIALITY. 8.1 Customer shall keep confidential all non-public information of Provider, including its software, prices and methods, during this Agreement and for five years after it ends. 8.2 Provider shall keep confidential, on the same terms and for the same period, all non-public information of Customer, including its designs, sales figures and customer lists, and use it only to provide the services.

14. Law. This Agreement is governed by the federal laws of Mexico.`),
  },
  // ------------------------------------------------------------------ SaaS (6) ---------------------------------------
  {
    id: 'h24-saas-doc-hat-yai-md-plain-you-cannot-end-the-36-month-term-and-owe-the-rest-or-30-days-notice',
    pattern: 'position',
    type: 'saas',
    check: 'saas.termination_for_convenience',
    adverse: bad(hatYai({ tfc: 'You may not end this subscription before the end of the 36-month subscription term. If you stop using GloveCheck early, the fees for the rest of the term remain payable.' })),
    benign: good(hatYai({})),
  },
  {
    id: 'h24-saas-doc-hat-yai-md-survival-list-leaves-confidentiality-out-or-keeps-it',
    pattern: 'reference',
    type: 'saas',
    check: 'saas.confidentiality',
    adverse: bad(hatYai({ survival: 'When this subscription ends, only clauses 4 (liability) and 6 (law) continue to apply; every other clause ends with it. We return your data and then delete it.' })),
    benign: good(hatYai({})),
  },
  {
    id: 'h24-saas-kuching-birdnest-plain-we-may-assign-to-anyone-including-your-competitor-or-successor-only',
    pattern: 'position',
    type: 'saas',
    check: 'saas.assignment',
    adverse: bad(`NESTTRACE PLATFORM TERMS

These terms are between Borneo Traceability Sdn. Bhd., Miri, Sarawak ("we") and Sarawak Swiftlet Nest Processing Sdn. Bhd., Jalan Padungan, Kuching, Sarawak ("you"), for our cloud platform that traces edible bird's nest from house to export carton.

7. Passing on this agreement. We may pass this agreement, or any of our rights and duties under it, to anyone we choose, including a buyer of any part of our business or one of your competitors, at any time, without asking you. You may not pass this agreement to anyone without our written consent.

8. Law. The laws of Malaysia govern these terms.`),
    benign: good(`NESTTRACE PLATFORM TERMS

These terms are between Borneo Traceability Sdn. Bhd., Miri, Sarawak ("we") and Sarawak Swiftlet Nest Processing Sdn. Bhd., Jalan Padungan, Kuching, Sarawak ("you"), for our cloud platform that traces edible bird's nest from house to export carton.

7. Passing on this agreement. Neither of us may pass this agreement to anyone else without the other's written consent, except that either of us may pass it, on written notice, to a buyer of all or substantially all of its business.

8. Law. The laws of Malaysia govern these terms.`),
  },
  {
    id: 'h24-saas-ipoh-coffee-lost-data-and-replacement-excluded-in-the-backup-service-description-or-restored',
    pattern: 'override',
    type: 'saas',
    check: 'saas.consequential_damages',
    adverse: bad(`SUBSCRIPTION AGREEMENT — ROASTLOG between Kinta Digital Sdn. Bhd., George Town, Penang ("Provider") and Kopi Putih Ipoh Sdn. Bhd., Ipoh, Perak ("Customer").

12. Exclusion. Neither party is liable for indirect, incidental, special or consequential damages or lost profits, except for breach of confidentiality, breach of the data-protection and security obligations, indemnified claims, and gross negligence or wilful misconduct. Loss of Customer Data and the cost of replacement services are not excluded by this clause.

Schedule 1 — Service Description
1.4 Backup. Provider backs up Customer Data once a day. Provider is not responsible for restoring, recreating or compensating for any loss or corruption of Customer Data, or for the cost of any replacement services, however caused, and Customer's only recourse is to use the most recent backup Provider holds.`),
    benign: good(`SUBSCRIPTION AGREEMENT — ROASTLOG between Kinta Digital Sdn. Bhd., George Town, Penang ("Provider") and Kopi Putih Ipoh Sdn. Bhd., Ipoh, Perak ("Customer").

12. Exclusion. Neither party is liable for indirect, incidental, special or consequential damages or lost profits, except for breach of confidentiality, breach of the data-protection and security obligations, indemnified claims, and gross negligence or wilful misconduct. Loss of Customer Data and the cost of replacement services are not excluded by this clause.

Schedule 1 — Service Description
1.4 Backup. Provider backs up Customer Data once a day. If Customer Data is lost or corrupted, Provider restores it from the most recent backup at no charge, and this does not limit Provider's liability for the loss of Customer Data or for the cost of replacement services under clause 12.`),
  },
  {
    id: 'h24-saas-makassar-seaweed-plain-we-give-no-ip-indemnity-you-use-at-your-own-risk-or-we-defend-you',
    pattern: 'position',
    type: 'saas',
    check: 'saas.indemnification',
    adverse: bad(`RUMPUT LAUT CLOUD — SUBSCRIPTION TERMS

Between PT Sulawesi Agri Data, Jl. Somba Opu 77, Makassar ("we") and PT Rumput Laut Spermonde, Jl. Nusantara 9, Makassar ("you"), for our seaweed drying and grading platform.

9. Claims by others. We give no indemnity for any claim that the platform infringes anyone's patent, copyright or other intellectual property rights. You use the platform at your own risk, and you will defend us against any such claim brought against you or us.

10. Law. Indonesian law governs these terms.`),
    benign: good(`RUMPUT LAUT CLOUD — SUBSCRIPTION TERMS

Between PT Sulawesi Agri Data, Jl. Somba Opu 77, Makassar ("we") and PT Rumput Laut Spermonde, Jl. Nusantara 9, Makassar ("you"), for our seaweed drying and grading platform.

9. Claims by others. We will defend you against any claim by a third party that the platform infringes its patent, copyright or other intellectual property rights, and pay the damages and costs finally awarded against you or agreed by us in settlement.

10. Law. Indonesian law governs these terms.`),
  },
  {
    id: 'h24-saas-cagayan-pineapple-non-renewal-notice-valid-only-by-courier-to-singapore-and-acknowledged-by-provider-or-email',
    pattern: 'reference',
    type: 'saas',
    check: 'saas.auto_renewal',
    adverse: bad(`SUBSCRIPTION AGREEMENT between Mindanao Cloud Farms Pte. Ltd., Singapore ("Provider") and Cagayan Pineapple Canning Corp., Cagayan de Oro City, Philippines ("Customer"), for the CanLine quality platform; Provider's operations office is in Davao City.

3. Term. The subscription runs for one year from 1 August 2026 and renews for further one-year periods unless Customer gives notice of non-renewal at least thirty (30) days before the end of the current period.

15. Notices. A notice of non-renewal or termination is valid only if delivered by registered international courier to Provider's registered office in Singapore and acknowledged in writing by Provider's company secretary; notices sent by email or to the Davao City office have no effect.

16. Law. This Agreement is governed by the laws of the Philippines.`),
    benign: good(`SUBSCRIPTION AGREEMENT between Mindanao Cloud Farms Pte. Ltd., Singapore ("Provider") and Cagayan Pineapple Canning Corp., Cagayan de Oro City, Philippines ("Customer"), for the CanLine quality platform; Provider's operations office is in Davao City.

3. Term. The subscription runs for one year from 1 August 2026 and renews for further one-year periods unless Customer gives notice of non-renewal at least thirty (30) days before the end of the current period.

15. Notices. A notice of non-renewal or termination may be given by email to the address in the Order Form or delivered to Provider's office in Davao City or its registered office in Singapore, and takes effect when received.

16. Law. This Agreement is governed by the laws of the Philippines.`),
  },
  // ------------------------------------------------------------------ licence (4) ------------------------------------
  {
    id: 'h24-license-doc-sibiu-plain-we-use-your-recipes-and-batch-data-for-any-purpose-or-only-to-support-you',
    pattern: 'position',
    type: 'license',
    check: 'license.data_use',
    adverse: bad(sibiu({ data: 'We may collect data about how you use the software, including your kiln recipes, batch records and production volumes, and use it for any purpose, including developing products for other customers and sharing it with our partners.' })),
    benign: good(sibiu({})),
  },
  {
    id: 'h24-license-doc-sibiu-signature-block-reservation-signs-confidentiality-for-your-side-only-or-for-both',
    pattern: 'layout',
    type: 'license',
    check: 'license.confidentiality',
    adverse: bad(sibiu({ signoff: 'Signed for Transilvania Soft SRL, subject to this reservation, which forms part of the licence: we accept clause 5 only as to your obligations, and nothing in this licence restricts what we do with information you give us: ____________          Signed for Afumătoria Cibin SRL: ____________' })),
    benign: good(sibiu({ signoff: 'Signed for Transilvania Soft SRL, subject to this reservation, which forms part of the licence: we accept clause 6 only as to the software as we deliver it, and nothing in this licence makes us answer for changes you make to it: ____________          Signed for Afumătoria Cibin SRL: ____________' })),
  },
  {
    id: 'h24-license-ostersund-sawmill-plain-you-cannot-end-the-five-year-licence-except-for-our-breach-or-30-days-notice',
    pattern: 'position',
    type: 'license',
    check: 'license.termination_for_convenience',
    adverse: bad(`LICENCE FOR TIMBERGRADE SOFTWARE

Between Härnösand Skogsdata AB, Härnösand, Sweden ("we") and Storsjö Såg AB, Östersund, Sweden ("you"). We license you to use TimberGrade to grade sawn boards at your Östersund mill for five years from 1 September 2026, for SEK 220,000 a year.

6. Ending the licence. You may not end this licence before the end of the five-year licence term for any reason other than our material breach that we have not put right within 30 days of your notice.

7. Law. Swedish law governs this licence.`),
    benign: good(`LICENCE FOR TIMBERGRADE SOFTWARE

Between Härnösand Skogsdata AB, Härnösand, Sweden ("we") and Storsjö Såg AB, Östersund, Sweden ("you"). We license you to use TimberGrade to grade sawn boards at your Östersund mill for five years from 1 September 2026, for SEK 220,000 a year.

6. Ending the licence. You may end this licence at any time, for any reason, by giving us 30 days' written notice; you may also end it at once for our material breach that we have not put right within 30 days of your notice.

7. Law. Swedish law governs this licence.`),
  },
  {
    id: 'h24-license-pecs-porcelain-indemnity-excludes-use-with-licensee-data-so-every-use-or-ordinary-combination',
    pattern: 'override',
    type: 'license',
    check: 'license.indemnification',
    adverse: bad(`SOFTWARE LICENCE AGREEMENT between Tisza Glaze Software Kft., Szeged, Hungary ("Licensor") and Mecsek Porcelán Manufaktúra Kft., Pécs, Hungary ("Licensee") for the GlazeLab formulation software.

10. Indemnity. 10.1 Licensor shall defend and indemnify Licensee against any third-party claim that the Software infringes that party's intellectual property rights. 10.2 Clause 10.1 does not apply to claims arising from use of the Software in combination with any hardware, software, data or materials not supplied by Licensor, including Licensee's own glaze recipes, kiln data and computers.

11. Law. This Agreement is governed by Hungarian law.`),
    benign: good(`SOFTWARE LICENCE AGREEMENT between Tisza Glaze Software Kft., Szeged, Hungary ("Licensor") and Mecsek Porcelán Manufaktúra Kft., Pécs, Hungary ("Licensee") for the GlazeLab formulation software.

10. Indemnity. 10.1 Licensor shall defend and indemnify Licensee against any third-party claim that the Software infringes that party's intellectual property rights. 10.2 Clause 10.1 does not apply to claims arising from Licensee's modification of the Software, or from its combination with items not supplied by Licensor where the claim would not have arisen but for that combination; Licensee's use of its own glaze recipes, kiln data and computers with the Software is not such a combination.

11. Law. This Agreement is governed by Hungarian law.`),
  },
  // ------------------------------------------------------------------ services (4) -----------------------------------
  {
    id: 'h24-services-doc-jabalpur-pdf-plain-provider-carries-no-insurance-or-stated-minimums',
    pattern: 'position',
    type: 'services',
    check: 'services.insurance',
    adverse: bad(jabalpur({ insurance: 'The Service Provider shall not be required to take out or maintain any insurance whatsoever, and the Company shall insure its own plant, personnel and third-party risks at its own cost.' })),
    benign: good(jabalpur({})),
  },
  {
    id: 'h24-services-doc-jabalpur-pdf-parties-expression-lets-provider-transfer-without-consent-or-permitted-assigns',
    pattern: 'override',
    type: 'services',
    check: 'services.assignment',
    adverse: bad(jabalpur({ parties: 'Katni Waterjet Services LLP, a limited liability partnership having its office at Station Road, Katni 483501, Madhya Pradesh (hereinafter the "Service Provider", which expression shall, unless repugnant to the context, include its successors and assigns and any person to whom the Service Provider may from time to time transfer this Agreement, which transfer shall not require the consent of the Company, notwithstanding clause 5)' })),
    benign: good(jabalpur({})),
  },
  {
    id: 'h24-services-tralee-creamery-plain-three-year-renewals-unless-twelve-months-notice-or-one-year-thirty-days',
    pattern: 'position',
    type: 'services',
    check: 'services.auto_renewal',
    adverse: bad(`REFRIGERATION MAINTENANCE AGREEMENT

Between Shannon Cold Engineering Ltd, Dock Road, Limerick ("we") and Tralee Bay Creamery Ltd, Ballymullen, Tralee, Co. Kerry ("you").

1. What we do. We service and repair the ammonia refrigeration plant and cold rooms at your creamery.

2. Fees. You pay EUR 4,750 a quarter within 30 days of our invoice.

3. How long this lasts. This agreement starts on 1 June 2026 and lasts three years. It then renews automatically for further three-year terms unless you give us notice that you do not want it to renew at least twelve months before the end of the current term.

4. Law. The law of Ireland governs this agreement.`),
    benign: good(`REFRIGERATION MAINTENANCE AGREEMENT

Between Shannon Cold Engineering Ltd, Dock Road, Limerick ("we") and Tralee Bay Creamery Ltd, Ballymullen, Tralee, Co. Kerry ("you").

1. What we do. We service and repair the ammonia refrigeration plant and cold rooms at your creamery.

2. Fees. You pay EUR 4,750 a quarter within 30 days of our invoice.

3. How long this lasts. This agreement starts on 1 June 2026 and lasts one year. It then renews automatically for further one-year terms unless either of us gives the other notice that it does not want it to renew at least thirty days before the end of the current term.

4. Law. The law of Ireland governs this agreement.`),
  },
  {
    id: 'h24-services-sligo-hotel-laundry-paying-an-invoice-with-new-charges-is-an-agreed-variation-or-is-not',
    pattern: 'override',
    type: 'services',
    check: 'services.unilateral_changes',
    adverse: bad(`LINEN AND LAUNDRY SERVICES AGREEMENT between Western Linen Services Ltd, Ballina, Co. Mayo ("Provider") and Rosses Point Bay Hotel Ltd, Sligo ("Customer").

4. Charges. Customer pays the Charges in the Rate Card within 30 days of invoice.

17. Variation. 17.1 No variation of this Agreement is effective unless it is in writing and signed by both parties. 17.2 For the purposes of clause 17.1, an invoice issued by Provider that shows Charges, service levels or collection days different from those in this Agreement is a variation in writing, and Customer's payment of that invoice without written objection within seven days is Customer's signature of it.

18. Law. This Agreement is governed by the law of Ireland.`),
    benign: good(`LINEN AND LAUNDRY SERVICES AGREEMENT between Western Linen Services Ltd, Ballina, Co. Mayo ("Provider") and Rosses Point Bay Hotel Ltd, Sligo ("Customer").

4. Charges. Customer pays the Charges in the Rate Card within 30 days of invoice.

17. Variation. 17.1 No variation of this Agreement is effective unless it is in writing and signed by both parties. 17.2 For the purposes of clause 17.1, an invoice issued by Provider that shows Charges, service levels or collection days different from those in this Agreement is not a variation, and Customer's payment of that invoice, with or without objection, does not vary this Agreement.

18. Law. This Agreement is governed by the law of Ireland.`),
  },
  // ------------------------------------------------------------------ consulting (4) ---------------------------------
  {
    id: 'h24-consulting-doc-hawassa-md-plain-consultant-staff-treated-as-client-employees-and-may-bind-client-or-independent',
    pattern: 'position',
    type: 'consulting',
    check: 'consulting.independent_contractor',
    adverse: bad(hawassa({ status: 'The Consultant\'s staff shall be treated as employees of the Client while they work on the Services; the Client shall register them for pension and pay their income tax and social contributions, and the Consultant may sign purchase orders for fertiliser and chemicals in the Client\'s name.' })),
    benign: good(hawassa({})),
  },
  {
    id: 'h24-consulting-doc-hawassa-md-invoices-dated-the-first-of-the-month-sent-on-the-28th-so-due-days-after-receipt-or-sent-at-month-end',
    pattern: 'layout',
    type: 'consulting',
    check: 'consulting.payment_terms',
    adverse: bad(hawassa({ invoicing: 'The Consultant invoices monthly; each invoice bears the date of the first day of the month in which the visits are made and is sent to the Client on the 28th day of that month.' })),
    benign: good(hawassa({})),
  },
  {
    id: 'h24-consulting-lubumbashi-refinery-plain-insurance-if-any-as-the-consultant-decides-no-certificate-or-stated-minimums',
    pattern: 'position',
    type: 'consulting',
    check: 'consulting.insurance',
    adverse: bad(`CONSULTING AGREEMENT

Between Likasi Metallurgical Advisory SARL, Likasi, Haut-Katanga ("we") and Raffinerie de Cuivre du Katanga SA, Lubumbashi, Haut-Katanga ("you"), for advice on the electrowinning tank house.

5. Insurance. We will hold such insurance, if any, as we decide from time to time. We need not tell you what cover we have or show you any policy or certificate.

6. Fees. You pay USD 1,400 a day within 30 days of our invoice.

7. Law. The law of the Democratic Republic of the Congo governs this agreement.`),
    benign: good(`CONSULTING AGREEMENT

Between Likasi Metallurgical Advisory SARL, Likasi, Haut-Katanga ("we") and Raffinerie de Cuivre du Katanga SA, Lubumbashi, Haut-Katanga ("you"), for advice on the electrowinning tank house.

5. Insurance. We will hold professional indemnity insurance of at least USD 1,000,000 and public liability insurance of at least USD 2,000,000 for each claim while we work for you. We will show you a certificate of that cover when you ask.

6. Fees. You pay USD 1,400 a day within 30 days of our invoice.

7. Law. The law of the Democratic Republic of the Congo governs this agreement.`),
  },
  {
    id: 'h24-consulting-essaouira-argan-fee-schedule-note-charges-a-full-year-pay-for-any-hire-within-24-months-or-20-percent-during-term',
    pattern: 'layout',
    type: 'consulting',
    check: 'consulting.non_solicitation',
    adverse: bad(`CONSULTANCY AGREEMENT between Souss Conseil Agro SARL, Taroudant, Morocco ("Consultant") and Coopérative Féminine d'Argan Mogador, Essaouira, Morocco ("Client"), for advice on cold-press oil extraction and organic certification.

8. Personnel. During the Term, neither party shall actively solicit for employment any employee of the other who worked on the Services; general advertisements are not solicitation.

Fee Schedule
- Daily rate: MAD 6,500.
- Expenses: at cost, with receipts.
- Note on introductions: if the Client, or any member, affiliate or successor of the Client, employs or engages any person who worked on the Services, by any means and whether or not solicited, within twenty-four (24) months after the Term, the Client shall pay the Consultant an introduction fee equal to one hundred per cent (100%) of that person's first-year remuneration.`),
    benign: good(`CONSULTANCY AGREEMENT between Souss Conseil Agro SARL, Taroudant, Morocco ("Consultant") and Coopérative Féminine d'Argan Mogador, Essaouira, Morocco ("Client"), for advice on cold-press oil extraction and organic certification.

8. Personnel. During the Term, neither party shall actively solicit for employment any employee of the other who worked on the Services; general advertisements are not solicitation.

Fee Schedule
- Daily rate: MAD 6,500.
- Expenses: at cost, with receipts.
- Note on introductions: if either party, in breach of clause 8, actively solicits and employs a person who worked on the Services during the Term, that party shall pay the other an introduction fee equal to twenty per cent (20%) of that person's first-year remuneration; no fee is payable for any hire after the Term.`),
  },
  // ------------------------------------------------------------------ employment (4) ---------------------------------
  {
    id: 'h24-employment-doc-hay-river-pdf-plain-employee-keeps-work-product-company-gets-a-licence-while-employed-or-assigned',
    pattern: 'position',
    type: 'employment',
    check: 'employment.ip_assignment',
    adverse: bad(hayRiver({ ip: 'All inventions, designs, software and other work product made by the Employee, including in the course of the employment, remain the Employee\'s property. The Company receives a non-exclusive licence to use them while the Employee is employed.' })),
    benign: good(hayRiver({})),
  },
  {
    id: 'h24-employment-doc-hay-river-pdf-non-solicitation-applies-only-if-the-company-dismisses-not-on-resignation-or-however-it-ends',
    pattern: 'override',
    type: 'employment',
    check: 'employment.non_solicit',
    adverse: bad(hayRiver({ scope: 'Clause 6.1 applies only where the Company ends the employment without cause; it does not apply where the Employee resigns or retires.' })),
    benign: good(hayRiver({})),
  },
  {
    id: 'h24-employment-mbarara-dairy-plain-law-the-employee-elects-when-a-claim-arises-or-uganda',
    pattern: 'position',
    type: 'employment',
    check: 'employment.governing_law',
    adverse: noLaw(`LETTER OF APPOINTMENT

From: Ankole Fresh Dairies Ltd, Plot 14 High Street, Mbarara, Uganda ("we")
To: Mr Joseph Tumusiime, Kabale ("you")

We are pleased to appoint you as Milk Collection Manager from 1 March 2026.

1. Pay. Your salary is UGX 4,200,000 a month, paid on the last working day of each month.
2. Notice. Either of us may end your employment on one month's written notice.
3. Confidentiality. You will keep our business information confidential during and after your employment.
4. Law. This letter is governed by the law of whichever country you elect by notice to us when a claim arises, and claims may be brought in the courts of that country.

Please sign below to accept.`),
    benign: good(`LETTER OF APPOINTMENT

From: Ankole Fresh Dairies Ltd, Plot 14 High Street, Mbarara, Uganda ("we")
To: Mr Joseph Tumusiime, Kabale ("you")

We are pleased to appoint you as Milk Collection Manager from 1 March 2026.

1. Pay. Your salary is UGX 4,200,000 a month, paid on the last working day of each month.
2. Notice. Either of us may end your employment on one month's written notice.
3. Confidentiality. You will keep our business information confidential during and after your employment.
4. Law. This letter is governed by the law of Uganda, and claims may be brought in the courts of Uganda sitting at Mbarara.

Please sign below to accept.`),
  },
  {
    id: 'h24-employment-quelimane-coconut-salary-set-each-year-by-a-letter-the-employee-writes-or-stated-in-foreign-format',
    pattern: 'reference',
    type: 'employment',
    check: 'employment.compensation',
    adverse: badOrMissing(`CONTRATO DE TRABALHO — EMPLOYMENT AGREEMENT (English version)

Between Plantações de Coqueiros da Zambézia, Lda., Avenida Julius Nyerere 210, Quelimane, Mozambique (the "Company") and Mr Armando Sitoe (the "Employee").

1. Position. Estate Manager of the Madal North estate, from 1 April 2026.
2. Remuneration. The Employee's base salary for each calendar year is the amount stated in the Remuneration Letter for that year, paid monthly in arrears on the 25th day of each month. The "Remuneration Letter" is the letter the Employee sends to the Company each January stating his salary and allowances for the year; the Company shall pay the amounts it states.
3. Notice. Either party may end the employment on sixty days' written notice, subject to the Labour Law.
4. Law. This agreement is governed by the laws of Mozambique.`),
    benign: good(`CONTRATO DE TRABALHO — EMPLOYMENT AGREEMENT (English version)

Between Plantações de Coqueiros da Zambézia, Lda., Avenida Julius Nyerere 210, Quelimane, Mozambique (the "Company") and Mr Armando Sitoe (the "Employee").

1. Position. Estate Manager of the Madal North estate, from 1 April 2026.
2. Remuneration. The Employee's base salary is MZN 1.260.000,00 a year, paid monthly in arrears on the 25th day of each month. Any bonus is at the Company's discretion; the Company reviews the salary each January and states any change in a Remuneration Letter to the Employee.
3. Notice. Either party may end the employment on sixty days' written notice, subject to the Labour Law.
4. Law. This agreement is governed by the laws of Mozambique.`),
  },
  // ------------------------------------------------------------------ lease (4) --------------------------------------
  {
    id: 'h24-lease-doc-charlottetown-html-rent-cell-footnote-rent-runs-while-damaged-and-tenant-insures-the-building-or-hst-note',
    pattern: 'layout',
    type: 'lease',
    check: 'lease.insurance',
    adverse: bad(charlottetown({ rentCell: 'CAD 3,200 per month, payable on the first day of each month*', note: '* Rent is exclusive of HST and is payable in full whether or not the Premises can be used, including while they are damaged by fire, flood or any other insured risk. The Tenant shall also insure the Wharf Building for its full reinstatement cost in the Landlord\'s name, and the Landlord\'s own policy is for the Landlord\'s benefit only. These notes prevail over the clauses of this Lease.' })),
    benign: good(charlottetown({})),
  },
  {
    id: 'h24-lease-doc-charlottetown-html-plain-no-right-to-renew-landlord-sole-discretion-or-option-for-five-years',
    pattern: 'position',
    type: 'lease',
    check: 'lease.renewal_option',
    adverse: bad(charlottetown({ renewal: 'The Tenant has no right to renew this Lease. Any further lease of the Premises is at the Landlord\'s sole discretion and on the Landlord\'s then current terms.' })),
    benign: good(charlottetown({})),
  },
  {
    id: 'h24-lease-chania-olive-oil-shop-plain-consent-we-may-refuse-for-any-reason-or-not-unreasonably-withheld',
    pattern: 'position',
    type: 'lease',
    check: 'lease.assignment_subletting',
    adverse: bad(`SHOP LEASE — 31 HALIDON STREET, CHANIA

Between Kydonia Properties S.A., Chania, Crete ("we") and Elaiourgeio Apokoronou I.K.E., Vamos, Crete ("you"), for the shop at 31 Halidon Street, Chania, where you will sell olive oil and soap.

1. Term. Six years from 1 April 2026.
2. Rent. EUR 2,100 a month, paid in advance on the first day of each month.
3. Passing on the lease. You may not assign this lease or sublet all or part of the shop without our written consent, which we may refuse for any reason or for no reason and may give on any conditions we choose.
4. Law. Greek law governs this lease.`),
    benign: good(`SHOP LEASE — 31 HALIDON STREET, CHANIA

Between Kydonia Properties S.A., Chania, Crete ("we") and Elaiourgeio Apokoronou I.K.E., Vamos, Crete ("you"), for the shop at 31 Halidon Street, Chania, where you will sell olive oil and soap.

1. Term. Six years from 1 April 2026.
2. Rent. EUR 2,100 a month, paid in advance on the first day of each month.
3. Passing on the lease. You may not assign this lease or sublet all or part of the shop without our written consent, which we will not unreasonably withhold, delay or make subject to unreasonable conditions. You may assign to a company in your group without our consent.
4. Law. Greek law governs this lease.`),
  },
  {
    id: 'h24-lease-nafplio-harbour-cafe-relocation-clause-lets-landlord-end-the-lease-if-no-other-premises-or-needs-consent',
    pattern: 'override',
    type: 'lease',
    check: 'lease.termination_for_convenience',
    adverse: bad(`LEASE OF CAFÉ PREMISES

Landlord: Argolida Harbour Estates S.A., Nafplio, Greece. Tenant: Kafeneio Bourtzi O.E., Nafplio, Greece. Premises: Unit 2, Akti Miaouli 9, Nafplio. Term: ten (10) years from 1 May 2026.

5. Break. The Tenant may end this Lease on any anniversary of the Commencement Date by giving the Landlord six (6) months' written notice.

6. Landlord's remedies. The Landlord may end this Lease if the Tenant fails to pay rent or breaks a term and does not put it right within thirty (30) days of written notice.

11. Relocation. The Landlord may, by thirty (30) days' notice, require the Tenant to move to other premises of the Landlord in Nafplio that the Landlord considers suitable. If the Landlord has no premises it considers suitable, this Lease ends on the expiry of that notice, and the Tenant has no claim for compensation.

14. Law. This Lease is governed by Greek law.`),
    benign: good(`LEASE OF CAFÉ PREMISES

Landlord: Argolida Harbour Estates S.A., Nafplio, Greece. Tenant: Kafeneio Bourtzi O.E., Nafplio, Greece. Premises: Unit 2, Akti Miaouli 9, Nafplio. Term: ten (10) years from 1 May 2026.

5. Break. The Tenant may end this Lease on any anniversary of the Commencement Date by giving the Landlord six (6) months' written notice.

6. Landlord's remedies. The Landlord may end this Lease if the Tenant fails to pay rent or breaks a term and does not put it right within thirty (30) days of written notice.

11. Relocation. The Landlord may, by thirty (30) days' notice, ask the Tenant to move to other premises of the Landlord in Nafplio of similar size, frontage and standard, at the Landlord's cost. If the Tenant does not agree, this Lease continues for the Premises unchanged, and the Landlord has no other right to end it early.

14. Law. This Lease is governed by Greek law.`),
  },
  // ------------------------------------------------------------------ DPA (3) ----------------------------------------
  {
    id: 'h24-dpa-szeged-salami-plain-you-may-not-audit-us-a-certificate-summary-if-we-have-one-or-audits-allowed',
    pattern: 'position',
    type: 'dpa',
    check: 'dpa.audits',
    adverse: bad(`DATA PROCESSING TERMS

Between Alföldi Bérszámfejtő Kft., Kecskemét, Hungary (the processor, "we") and Tisza Szalámigyár Zrt., Szeged, Hungary (the controller, "you"). We process your employees' personal data to run your payroll, only on your documented instructions.

6. Checking on us. You may not audit or inspect us, our premises or our systems. Once a year we will give you a summary of our latest security certification, if we have one.

7. Breaches. We tell you of any personal data breach without undue delay and within 48 hours.`),
    benign: good(`DATA PROCESSING TERMS

Between Alföldi Bérszámfejtő Kft., Kecskemét, Hungary (the processor, "we") and Tisza Szalámigyár Zrt., Szeged, Hungary (the controller, "you"). We process your employees' personal data to run your payroll, only on your documented instructions.

6. Checking on us. You, or an auditor you appoint, may audit and inspect us, our premises and our systems, and we will give you all the information you need to show that we meet these terms. Once a year we will also give you our latest ISO 27001 certificate and report.

7. Breaches. We tell you of any personal data breach without undue delay and within 48 hours.`),
  },
  {
    id: 'h24-dpa-gozo-hotel-plain-liability-for-sub-processors-only-what-processor-recovers-from-them-or-as-its-own',
    pattern: 'position',
    type: 'dpa',
    check: 'dpa.sub_processor_liability',
    adverse: bad(`DATA PROCESSING AGREEMENT between Ta' Ċenċ Bay Hotel Ltd, Sannat, Gozo, Malta ("Controller") and Birkirkara Booking Systems Ltd, Birkirkara, Malta ("Processor").

8. Sub-processors. 8.1 Processor may engage the sub-processors listed in Annex 3, and shall give Controller 30 days' notice of any new sub-processor, with a right to object. 8.2 Processor shall impose on each sub-processor the same data protection obligations as in this DPA. 8.3 Processor is liable to Controller for the acts and omissions of each sub-processor, but only to the extent of the amount Processor actually recovers from that sub-processor in respect of them.

12. Law. This DPA is governed by the laws of Malta.`),
    benign: good(`DATA PROCESSING AGREEMENT between Ta' Ċenċ Bay Hotel Ltd, Sannat, Gozo, Malta ("Controller") and Birkirkara Booking Systems Ltd, Birkirkara, Malta ("Processor").

8. Sub-processors. 8.1 Processor may engage the sub-processors listed in Annex 3, and shall give Controller 30 days' notice of any new sub-processor, with a right to object. 8.2 Processor shall impose on each sub-processor the same data protection obligations as in this DPA. 8.3 Processor is fully liable to Controller for the acts and omissions of each sub-processor as if they were its own, whatever amount Processor actually recovers from that sub-processor in respect of them.

12. Law. This DPA is governed by the laws of Malta.`),
  },
  {
    id: 'h24-dpa-cesis-brewery-md-assistance-only-in-the-gold-support-tier-and-the-order-is-bronze-or-every-tier',
    pattern: 'layout',
    type: 'dpa',
    check: 'dpa.assistance',
    adverse: bad(`# Data Processing Addendum

**Controller:** Cēsu Alus Darītava SIA, Cēsis, Latvia. **Processor:** Valmieras Klientu Serviss SIA, Valmiera, Latvia (loyalty-card and web-shop hosting).

**5. Assistance.** The Processor assists the Controller with data subject requests and with its obligations under Articles 32 to 36 GDPR to the extent set out for the Controller's support tier in the table below.

| Support tier | Data subject requests | Articles 32 to 36 assistance |
|---|---|---|
| Bronze | not included | not included |
| Silver | self-service export only | not included |
| Gold | included | included |

**Order:** Support tier: **Bronze**.

**6. Breaches.** The Processor notifies the Controller of a personal data breach without undue delay and within 48 hours.
`),
    benign: good(`# Data Processing Addendum

**Controller:** Cēsu Alus Darītava SIA, Cēsis, Latvia. **Processor:** Valmieras Klientu Serviss SIA, Valmiera, Latvia (loyalty-card and web-shop hosting).

**5. Assistance.** The Processor assists the Controller with data subject requests and with its obligations under Articles 32 to 36 GDPR to the extent set out for the Controller's support tier in the table below.

| Support tier | Data subject requests | Articles 32 to 36 assistance |
|---|---|---|
| Bronze | included | included |
| Silver | included | included |
| Gold | included, with a named contact | included, with a named contact |

**Order:** Support tier: **Bronze**.

**6. Breaches.** The Processor notifies the Controller of a personal data breach without undue delay and within 48 hours.
`),
  },
];

export const HOLDOUT24_EXTRA: AdverseCase[] = [
  {
    id: 'h24x-nda-siliguri-tea-plain-information-from-others-about-us-stays-confidential-or-is-excluded',
    pattern: 'position',
    type: 'nda',
    check: 'nda.third_party_acquisition',
    adverse: bad(`MUTUAL CONFIDENTIALITY LETTER

From Darjeeling Leaf Exports Pvt. Ltd., Sevoke Road, Siliguri, West Bengal, to Koshi Tea Estates Pvt. Ltd., Biratnagar, Nepal. We are discussing a joint orthodox-tea blend for export (the "Blend"), and each of us will share information with the other.

1. Each of us will keep the other's confidential information secret and use it only for the Blend.
2. This does not apply to information that is public or that the receiving one of us already knew. Information that either of us receives from anyone else is still the other's confidential information if it is about the other, even if the person who gave it was free to do so.
3. These promises last three years. Indian law governs this letter.`),
    benign: good(`MUTUAL CONFIDENTIALITY LETTER

From Darjeeling Leaf Exports Pvt. Ltd., Sevoke Road, Siliguri, West Bengal, to Koshi Tea Estates Pvt. Ltd., Biratnagar, Nepal. We are discussing a joint orthodox-tea blend for export (the "Blend"), and each of us will share information with the other.

1. Each of us will keep the other's confidential information secret and use it only for the Blend.
2. This does not apply to information that is public or that the receiving one of us already knew. Information that either of us lawfully receives from anyone else is not the other's confidential information, even if it is about the other, as long as the person who gave it was free to do so.
3. These promises last three years. Indian law governs this letter.`),
  },
  {
    id: 'h24x-msa-riobamba-roses-cap-of-the-fees-where-fees-means-the-usd-250-set-up-fee-or-twelve-months-fees',
    pattern: 'reference',
    type: 'msa',
    check: 'msa.limitation_of_liability',
    adverse: bad(`MASTER SERVICES AGREEMENT between Rosas del Chimborazo S.A., Riobamba, Ecuador ("Customer") and Alausí Riego Inteligente Cía. Ltda., Alausí, Ecuador ("Provider"), for irrigation control services in Customer's greenhouses.

1. Definitions. "Fees" means the set-up fee in Item 4 of the Order (USD 250).

11. Liability. Each party's aggregate liability under this Agreement is limited to the Fees, except for breach of confidentiality, the indemnities and wilful misconduct.

Order. Item 1: irrigation control, USD 3,900 a month. Item 4: set-up fee, USD 250.`),
    benign: good(`MASTER SERVICES AGREEMENT between Rosas del Chimborazo S.A., Riobamba, Ecuador ("Customer") and Alausí Riego Inteligente Cía. Ltda., Alausí, Ecuador ("Provider"), for irrigation control services in Customer's greenhouses.

1. Definitions. "Fees" means all fees paid or payable under the Order in the twelve (12) months before the claim, including the set-up fee in Item 4 (USD 250).

11. Liability. Each party's aggregate liability under this Agreement is limited to the Fees, except for breach of confidentiality, the indemnities and wilful misconduct.

Order. Item 1: irrigation control, USD 3,900 a month. Item 4: set-up fee, USD 250.`),
  },
  {
    id: 'h24x-saas-huancayo-trout-plain-we-change-terms-prices-and-features-by-posting-or-only-with-your-agreement',
    pattern: 'position',
    type: 'saas',
    check: 'saas.unilateral_changes',
    adverse: bad(`TRUCHANET TERMS OF SERVICE

Between Mantaro Acuicultura Digital S.A.C., Huancayo, Peru ("we") and Piscigranja Ingenio S.R.L., Ingenio, Junín, Peru ("you"), for our trout-farm feeding and water-quality platform, for a fee of PEN 1,200 a month.

8. Changes. We may change these terms, our prices and the features of the platform at any time. A change takes effect when we post it on our website, and you accept it by continuing to use the platform.

9. Law. Peruvian law governs these terms.`),
    benign: good(`TRUCHANET TERMS OF SERVICE

Between Mantaro Acuicultura Digital S.A.C., Huancayo, Peru ("we") and Piscigranja Ingenio S.R.L., Ingenio, Junín, Peru ("you"), for our trout-farm feeding and water-quality platform, for a fee of PEN 1,200 a month.

8. Changes. We may change these terms, our prices or the features you have signed up for only with your written agreement. Policies posted on our website bind you only in the version in force when you signed, and continuing to use the platform is not agreement to a change.

9. Law. Peruvian law governs these terms.`),
  },
  {
    id: 'h24x-license-jyvaskyla-paper-lab-plain-licensor-liable-for-100-euros-licensee-unlimited-or-mutual-twelve-months',
    pattern: 'position',
    type: 'license',
    check: 'license.limitation_of_liability',
    adverse: bad(`SOFTWARE LICENCE AGREEMENT between Pirkanmaa Mittaus Oy, Tampere, Finland ("Licensor") and Jyväskylän Paperilaboratorio Oy, Jyväskylä, Finland ("Licensee") for the FibreScan paper-testing software, at EUR 18,000 a year.

9. Limitation of liability. The Licensor's total liability under or in connection with this Agreement is limited to EUR 100. The Licensee's liability is unlimited.

10. Law. This Agreement is governed by the laws of Finland.`),
    benign: good(`SOFTWARE LICENCE AGREEMENT between Pirkanmaa Mittaus Oy, Tampere, Finland ("Licensor") and Jyväskylän Paperilaboratorio Oy, Jyväskylä, Finland ("Licensee") for the FibreScan paper-testing software, at EUR 18,000 a year.

9. Limitation of liability. Each party's total liability under or in connection with this Agreement is limited to the fees paid or payable in the twelve (12) months before the claim, except for breach of confidentiality, the indemnities and wilful misconduct.

10. Law. This Agreement is governed by the laws of Finland.`),
  },
  {
    id: 'h24x-services-tirunelveli-windmill-plain-no-hire-for-three-years-with-two-years-salary-fee-or-mutual-during-term',
    pattern: 'position',
    type: 'services',
    check: 'services.non_solicitation',
    adverse: bad(`WIND TURBINE OPERATION AND MAINTENANCE AGREEMENT

This Agreement is made at Tirunelveli between Nellai Wind Farms Private Limited, Palayamkottai, Tirunelveli, Tamil Nadu (the "Company") and Kanyakumari Turbine Services LLP, Nagercoil, Tamil Nadu (the "Service Provider").

9. NON-SOLICITATION The Company shall not, during the term of this Agreement and for a period of three (3) years thereafter, employ or engage, directly or indirectly, any person who is or was an employee of the Service Provider, and shall pay the Service Provider, for each such person, a fee equal to two (2) years' salary of that person.

14. GOVERNING LAW This Agreement shall be governed by the laws of India.`),
    benign: good(`WIND TURBINE OPERATION AND MAINTENANCE AGREEMENT

This Agreement is made at Tirunelveli between Nellai Wind Farms Private Limited, Palayamkottai, Tirunelveli, Tamil Nadu (the "Company") and Kanyakumari Turbine Services LLP, Nagercoil, Tamil Nadu (the "Service Provider").

9. NON-SOLICITATION Neither Party shall, during the term of this Agreement, actively solicit for employment any employee of the other Party engaged in the services; general advertisements and unsolicited applications are not solicitation, and no fee is payable.

14. GOVERNING LAW This Agreement shall be governed by the laws of India.`),
  },
  {
    id: 'h24x-consulting-mutare-sawmill-indemnifying-party-defined-in-particulars-as-the-client-or-the-consultant',
    pattern: 'role',
    type: 'consulting',
    check: 'consulting.indemnification',
    adverse: bad(`CONSULTANCY AGREEMENT

Particulars
- Client: Vumba Timber (Private) Limited, Mutare, Zimbabwe
- Consultant: Matabeleland Forestry Advisers (Private) Limited, Bulawayo, Zimbabwe
- Services: sawmill yield study and kiln-drying schedules
- Indemnifying Party: the Client
- Indemnified Party: the Consultant

10. Indemnity. The Indemnifying Party shall defend and indemnify the Indemnified Party against any third-party claim that the Services, the reports or any other deliverables infringe that third party's intellectual property rights, and pay all damages and costs awarded or agreed in settlement.

14. Law. This Agreement is governed by the laws of Zimbabwe.`),
    benign: good(`CONSULTANCY AGREEMENT

Particulars
- Client: Vumba Timber (Private) Limited, Mutare, Zimbabwe
- Consultant: Matabeleland Forestry Advisers (Private) Limited, Bulawayo, Zimbabwe
- Services: sawmill yield study and kiln-drying schedules
- Indemnifying Party: the Consultant
- Indemnified Party: the Client

10. Indemnity. The Indemnifying Party shall defend and indemnify the Indemnified Party against any third-party claim that the Services, the reports or any other deliverables infringe that third party's intellectual property rights, and pay all damages and costs awarded or agreed in settlement.

14. Law. This Agreement is governed by the laws of Zimbabwe.`),
  },
  {
    id: 'h24x-employment-kabale-tea-residuals-clause-frees-whatever-the-employee-remembers-or-skill-and-experience-only',
    pattern: 'override',
    type: 'employment',
    check: 'employment.confidentiality',
    adverse: bad(`EMPLOYMENT CONTRACT

Kigezi Highland Tea Estates Limited, Kabale, Uganda (the "Employer") employs Ms Grace Ainembabazi (the "Employee") as Factory Manager from 1 February 2026.

7. Confidentiality. 7.1 The Employee shall keep the Employer's confidential information, including its withering and fermentation methods, buyer prices and costings, confidential during the employment and after it ends, and for trade secrets without limit of time. 7.2 Nothing in this contract restricts the Employee's use or disclosure, during or after the employment, of any information retained in her unaided memory, including the Employer's methods, prices and costings, whatever its source.

12. Law. This contract is governed by the laws of Uganda.`),
    benign: good(`EMPLOYMENT CONTRACT

Kigezi Highland Tea Estates Limited, Kabale, Uganda (the "Employer") employs Ms Grace Ainembabazi (the "Employee") as Factory Manager from 1 February 2026.

7. Confidentiality. 7.1 The Employee shall keep the Employer's confidential information, including its withering and fermentation methods, buyer prices and costings, confidential during the employment and after it ends, and for trade secrets without limit of time. 7.2 Nothing in this contract restricts the Employee's use, after the employment, of the general skill, knowledge and experience she gains in it, as distinct from the Employer's methods, prices and costings, whether or not she remembers them.

12. Law. This contract is governed by the laws of Uganda.`),
  },
  {
    id: 'h24x-lease-xlendi-dive-shop-plain-we-may-enter-at-any-time-without-notice-or-24-hours-notice',
    pattern: 'position',
    type: 'lease',
    check: 'lease.landlord_access',
    adverse: bad(`LEASE OF SHOP — XLENDI BAY

Between Nadur Properties Ltd, Nadur, Gozo ("we") and Blue Hole Divers Ltd, Xlendi, Gozo ("you"), for the ground-floor shop on Xlendi Promenade used as a dive centre, for five years from 1 March 2026 at EUR 1,600 a month.

6. Our access. We may enter the shop at any time, with or without notice and for any reason, and you must give us a set of keys for that purpose.

7. Law. Maltese law governs this lease.`),
    benign: good(`LEASE OF SHOP — XLENDI BAY

Between Nadur Properties Ltd, Nadur, Gozo ("we") and Blue Hole Divers Ltd, Xlendi, Gozo ("you"), for the ground-floor shop on Xlendi Promenade used as a dive centre, for five years from 1 March 2026 at EUR 1,600 a month.

6. Our access. We may enter the shop at reasonable times, after giving you at least 24 hours' written notice, to inspect, repair or show it, and you may have someone with us; we may enter without notice only in an emergency.

7. Law. Maltese law governs this lease.`),
  },
  {
    id: 'h24x-dpa-paphos-winery-contractors-and-affiliate-staff-taken-out-of-the-confidentiality-duty-or-included',
    pattern: 'override',
    type: 'dpa',
    check: 'dpa.personnel_confidentiality',
    adverse: bad(`DATA PROCESSING AGREEMENT between Ktima Kouklia Winery Ltd, Paphos, Cyprus ("Controller") and Larnaca Cloud Services Ltd, Larnaca, Cyprus ("Processor"), for the winery's club-member database and web shop.

6. Personnel. 6.1 Processor ensures that its employees authorised to process the Personal Data have committed themselves to confidentiality. 6.2 Contractors, temporary staff and the staff of Processor's affiliates who process the Personal Data, including its support desk, are not employees for the purposes of clause 6.1.

9. Law. This Agreement is governed by the laws of the Republic of Cyprus.`),
    benign: good(`DATA PROCESSING AGREEMENT between Ktima Kouklia Winery Ltd, Paphos, Cyprus ("Controller") and Larnaca Cloud Services Ltd, Larnaca, Cyprus ("Processor"), for the winery's club-member database and web shop.

6. Personnel. 6.1 Processor ensures that its employees authorised to process the Personal Data have committed themselves to confidentiality. 6.2 Contractors, temporary staff and the staff of Processor's affiliates who process the Personal Data, including its support desk, are treated as employees for the purposes of clause 6.1.

9. Law. This Agreement is governed by the laws of the Republic of Cyprus.`),
  },
  {
    id: 'h24x-other-livingstone-curios-plain-neither-may-end-before-2030-even-for-breach-or-either-for-uncured-breach',
    pattern: 'position',
    type: 'other',
    check: 'general.termination',
    adverse: bad(`SUPPLY ARRANGEMENT

From: Victoria Falls Curio House Ltd, Mosi-oa-Tunya Road, Livingstone, Zambia ("we")
To: Barotse Basket Weavers Co-operative, Mongu, Zambia ("you")

1. You will supply us with hand-woven baskets and mats each month, in the quantities we order, at the prices in the attached list.
2. We pay within 30 days of delivery.
3. Ending this arrangement. This arrangement lasts until 31 December 2030. Neither of us may end it before then, for any reason, even if the other breaks it.
4. Zambian law governs this arrangement.`),
    benign: good(`SUPPLY ARRANGEMENT

From: Victoria Falls Curio House Ltd, Mosi-oa-Tunya Road, Livingstone, Zambia ("we")
To: Barotse Basket Weavers Co-operative, Mongu, Zambia ("you")

1. You will supply us with hand-woven baskets and mats each month, in the quantities we order, at the prices in the attached list.
2. We pay within 30 days of delivery.
3. Ending this arrangement. This arrangement lasts until 31 December 2030. Either of us may end it before then if the other breaks it and does not put it right within 30 days of being told. When it ends, we pay for everything delivered and you deliver any order already paid for.
4. Zambian law governs this arrangement.`),
  },
];

/** The pairs whose hurt is stated plainly in its own clause (fixed before the score); the rest hide it behind a drafting device. */
export const HOLDOUT24_PLAIN: string[] = [
  'h24-nda-doc-vadso-pdf-plain-either-party-may-publish-the-agreement-and-the-talks-or-needs-consent',
  'h24-nda-doc-vadso-pdf-plain-obligations-end-with-the-agreement-or-survive-three-years',
  'h24-nda-daugavpils-linen-plain-we-define-everything-either-of-us-ever-knows-including-public-or-what-is-disclosed-for-the-project',
  'h24-nda-ohrid-pearl-plain-each-grants-a-perpetual-licence-to-use-what-is-disclosed-or-no-licence',
  'h24-msa-doc-esquel-html-plain-provider-may-transfer-to-any-entity-without-consent-or-mutual-consent',
  'h24-msa-ensenada-cold-chain-plain-you-will-not-use-another-refrigerated-carrier-for-two-years-after-or-are-free',
  'h24-saas-doc-hat-yai-md-plain-you-cannot-end-the-36-month-term-and-owe-the-rest-or-30-days-notice',
  'h24-saas-kuching-birdnest-plain-we-may-assign-to-anyone-including-your-competitor-or-successor-only',
  'h24-saas-makassar-seaweed-plain-we-give-no-ip-indemnity-you-use-at-your-own-risk-or-we-defend-you',
  'h24-license-doc-sibiu-plain-we-use-your-recipes-and-batch-data-for-any-purpose-or-only-to-support-you',
  'h24-license-ostersund-sawmill-plain-you-cannot-end-the-five-year-licence-except-for-our-breach-or-30-days-notice',
  'h24-services-doc-jabalpur-pdf-plain-provider-carries-no-insurance-or-stated-minimums',
  'h24-services-tralee-creamery-plain-three-year-renewals-unless-twelve-months-notice-or-one-year-thirty-days',
  'h24-consulting-doc-hawassa-md-plain-consultant-staff-treated-as-client-employees-and-may-bind-client-or-independent',
  'h24-consulting-lubumbashi-refinery-plain-insurance-if-any-as-the-consultant-decides-no-certificate-or-stated-minimums',
  'h24-employment-doc-hay-river-pdf-plain-employee-keeps-work-product-company-gets-a-licence-while-employed-or-assigned',
  'h24-employment-mbarara-dairy-plain-law-the-employee-elects-when-a-claim-arises-or-uganda',
  'h24-lease-doc-charlottetown-html-plain-no-right-to-renew-landlord-sole-discretion-or-option-for-five-years',
  'h24-lease-chania-olive-oil-shop-plain-consent-we-may-refuse-for-any-reason-or-not-unreasonably-withheld',
  'h24-dpa-szeged-salami-plain-you-may-not-audit-us-a-certificate-summary-if-we-have-one-or-audits-allowed',
  'h24-dpa-gozo-hotel-plain-liability-for-sub-processors-only-what-processor-recovers-from-them-or-as-its-own',
  'h24x-nda-siliguri-tea-plain-information-from-others-about-us-stays-confidential-or-is-excluded',
  'h24x-saas-huancayo-trout-plain-we-change-terms-prices-and-features-by-posting-or-only-with-your-agreement',
  'h24x-license-jyvaskyla-paper-lab-plain-licensor-liable-for-100-euros-licensee-unlimited-or-mutual-twelve-months',
  'h24x-services-tirunelveli-windmill-plain-no-hire-for-three-years-with-two-years-salary-fee-or-mutual-during-term',
  'h24x-lease-xlendi-dive-shop-plain-we-may-enter-at-any-time-without-notice-or-24-hours-notice',
  'h24x-other-livingstone-curios-plain-neither-may-end-before-2030-even-for-breach-or-either-for-uncured-breach',
];

/** The pairs the engine missed on its first run (the side or sides it got wrong, and its reading). */
export const HOLDOUT24_MISSES: Record<string, string> = {
  'h24-nda-doc-vadso-pdf-return-due-only-after-the-last-survival-period-which-never-ends-for-trade-secrets-or-earlier-of-request-and-end':
    'nda.return_or_destroy: adverse side read preferred, not flagged',
  'h24-nda-doc-vadso-pdf-plain-obligations-end-with-the-agreement-or-survive-three-years':
    'nda.survival_of_obligations: adverse side read preferred, not flagged',
  'h24-nda-daugavpils-linen-plain-we-define-everything-either-of-us-ever-knows-including-public-or-what-is-disclosed-for-the-project':
    'nda.definition_breadth: adverse side read preferred, not flagged',
  'h24-nda-chiang-rai-coffee-general-freedom-to-develop-swallowed-by-a-three-year-bar-on-same-function-products-or-kept':
    'nda.independent_development: adverse side read preferred, not flagged',
  'h24-msa-doc-esquel-html-schedules-of-service-levels-and-fees-carved-out-of-the-amendment-clause-or-included':
    'msa.unilateral_changes: adverse side read preferred, not flagged',
  'h24-msa-ensenada-cold-chain-plain-you-will-not-use-another-refrigerated-carrier-for-two-years-after-or-are-free':
    'msa.non_compete: adverse side read preferred, not flagged',
  'h24-saas-doc-hat-yai-md-survival-list-leaves-confidentiality-out-or-keeps-it':
    'saas.confidentiality: adverse side read preferred, not flagged',
  'h24-saas-kuching-birdnest-plain-we-may-assign-to-anyone-including-your-competitor-or-successor-only':
    'saas.assignment: adverse side read acceptable, not flagged',
  'h24-saas-cagayan-pineapple-non-renewal-notice-valid-only-by-courier-to-singapore-and-acknowledged-by-provider-or-email':
    'saas.auto_renewal: adverse side read acceptable, not flagged',
  'h24-license-doc-sibiu-signature-block-reservation-signs-confidentiality-for-your-side-only-or-for-both':
    'license.confidentiality: adverse side read preferred, not flagged',
  'h24-services-doc-jabalpur-pdf-parties-expression-lets-provider-transfer-without-consent-or-permitted-assigns':
    'services.assignment: adverse side read preferred, not flagged',
  'h24-services-sligo-hotel-laundry-paying-an-invoice-with-new-charges-is-an-agreed-variation-or-is-not':
    'services.unilateral_changes: adverse side read preferred, not flagged',
  'h24-consulting-doc-hawassa-md-invoices-dated-the-first-of-the-month-sent-on-the-28th-so-due-days-after-receipt-or-sent-at-month-end':
    'consulting.payment_terms: adverse side read preferred, not flagged',
  'h24-consulting-lubumbashi-refinery-plain-insurance-if-any-as-the-consultant-decides-no-certificate-or-stated-minimums':
    'consulting.insurance: adverse side read missing, flagged; benign twin read missing, flagged',
  'h24-employment-doc-hay-river-pdf-non-solicitation-applies-only-if-the-company-dismisses-not-on-resignation-or-however-it-ends':
    'employment.non_solicit: adverse side read preferred, not flagged',
  'h24-employment-quelimane-coconut-salary-set-each-year-by-a-letter-the-employee-writes-or-stated-in-foreign-format':
    'employment.compensation: adverse side read preferred, not flagged',
  'h24-lease-doc-charlottetown-html-rent-cell-footnote-rent-runs-while-damaged-and-tenant-insures-the-building-or-hst-note':
    'lease.insurance: adverse side read preferred, not flagged',
  'h24-lease-nafplio-harbour-cafe-relocation-clause-lets-landlord-end-the-lease-if-no-other-premises-or-needs-consent':
    'lease.termination_for_convenience: adverse side read preferred, not flagged',
  'h24-dpa-szeged-salami-plain-you-may-not-audit-us-a-certificate-summary-if-we-have-one-or-audits-allowed':
    'dpa.audits: adverse side read preferred, not flagged',
  'h24-dpa-cesis-brewery-md-assistance-only-in-the-gold-support-tier-and-the-order-is-bronze-or-every-tier':
    'dpa.assistance: adverse side read preferred, not flagged',
  'h24x-nda-siliguri-tea-plain-information-from-others-about-us-stays-confidential-or-is-excluded':
    'nda.third_party_acquisition: adverse side read missing, flagged; benign twin read missing, flagged',
  'h24x-consulting-mutare-sawmill-indemnifying-party-defined-in-particulars-as-the-client-or-the-consultant':
    'consulting.indemnification: adverse side read preferred, not flagged; benign twin read unacceptable, flagged',
  'h24x-employment-kabale-tea-residuals-clause-frees-whatever-the-employee-remembers-or-skill-and-experience-only':
    'employment.confidentiality: adverse side read preferred, not flagged',
  'h24x-dpa-paphos-winery-contractors-and-affiliate-staff-taken-out-of-the-confidentiality-duty-or-included':
    'dpa.personnel_confidentiality: adverse side read preferred, not flagged',
};
