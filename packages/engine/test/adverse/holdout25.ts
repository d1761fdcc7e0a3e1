/**
 * Twenty-fifth blind hold-out (issue 11, 2026-11-26, written in the twenty-ninth session's first hour by h25): pairs
 * written before reading any rule code (`src/`), tuning file, judge-round, lead, leftovers or class test, anything
 * under eval/, or any earlier hold-out's clauses. Read were only the harness (`adverse.test.ts`, the wiring of
 * hold-out 24), `sides.ts`, `cases.ts`'s types and pattern list, `holdout24.ts`'s header in full, its exports, the
 * shape of its first pairs and one whole document (Vadsø, and the opening of Esquel) and the start of its misses map,
 * a count of how often hold-outs 1-24 use each check id (`grep -ho "check: '...'"`, no clause read), and the built-in
 * playbooks' check ids, titles, preferred positions and fallbacks, printed from `listBuiltInPlaybooks()` (only those
 * fields). The headers of hold-outs 22 and 23 were not read (the writer kept to hold-out 24's header and the brief's
 * summary of devices); instead every place and company name used here was checked with a search that prints only
 * file names, over test/, eval/ and docs/, and the ones found were replaced (Nyeri, Nakuru, Vava'u, Macquarie and
 * George before the first commit; Dubai and six common street names, Quay Street, Harbour Road, Port Road, Main Road,
 * Church Street and Navoi Avenue, on the writer's second reading, before any score); among the first candidates Stornoway, Lerwick, Kirkwall, Upington, Kisumu,
 * Eldoret, Bundaberg, Mildura, Geraldton, Gisborne, Invercargill, Nelson, Castries, Roseau, Rimouski, Suva, Apia,
 * Samarkand, Bishkek, Salalah, Wexford, Tobago and Trois-Rivières were found and never used). One slip, for the
 * auditor: a first attempt to print the playbooks ran the built engine under the wrong Node (20), whose error message
 * quoted one compiled regular expression (about confidential information being marked or identified); nothing else
 * under `detection` was seen, and no pair here uses `nda.explicit_identification`.
 * The count steered the choice to the least used checks of each playbook, no check id used twice (51 ids): NDA the
 * five-use checks (`nda.limited_use`, `nda.mutuality`, `nda.no_reverse_engineering`, `nda.retention_after_return`,
 * `nda.sharing_with_employees`, `nda.sharing_with_third_parties`; `nda.technical_information_only` in the ten more);
 * MSA the least used but governing law (`msa.ip_ownership`, `msa.confidentiality`, `msa.consequential_damages`,
 * `msa.payment_terms`, `msa.unilateral_changes`, `msa.non_compete`; `msa.assignment` in the ten more); SaaS
 * (`saas.assignment`, `saas.consequential_damages`, `saas.auto_renewal`, `saas.confidentiality`,
 * `saas.limitation_of_liability`, `saas.indemnification`; `saas.service_levels`); licence (`license.consequential_damages`,
 * `license.assignment`, `license.auto_renewal`, `license.grant_scope`; `license.price_increases`); services
 * (`services.data_use`, `services.limitation_of_liability`, `services.payment_terms`, `services.suspension`;
 * `services.unilateral_changes`); consulting (`consulting.assignment`, `consulting.auto_renewal`,
 * `consulting.confidentiality`, `consulting.services_warranty`; `consulting.consequential_damages`); employment, every
 * check used often (`employment.compensation`, `employment.non_solicit`, `employment.notice_period`,
 * `employment.non_compete`; `employment.termination_for_cause`); lease (`lease.insurance`, `lease.service_charges`,
 * `lease.tenant_indemnity`, `lease.assignment_subletting`; `lease.termination_for_convenience`); DPA
 * (`dpa.sub_processor_liability`, `dpa.limitation_of_liability`, `dpa.precedence`; `dpa.assistance`); `other`
 * (`general.limitation_of_liability`). No governing-law check is used.
 *
 * Written as practitioners in places hold-outs 1-24 did not draft: Scottish, Nigerian, Singaporean, South African,
 * Kenyan, Irish, Australian, Kittitian and Vincentian and Barbadian (Caribbean), Kyrgyz, Tajik, Kazakh and Uzbek
 * (Central Asian, in English), Omani, Emirati and Bahraini (Gulf, in English), New Zealand, Québec (in English) and
 * Tongan (Pacific). Eight short whole agreements carry 20 of the 41 pairs (four with three pairs, four with two), the
 * hostile clause among ordinary terms: an Oban distillery's mutual NDA with a Fort William cooperage as PDF-extracted
 * text (running header, page numbers, Scottish testing clause); an Enugu cassava-starch factory's engineering MSA with
 * a Port Harcourt firm in HTML with an order table (Nigerian recitals, "which expression shall include"); a Jurong
 * flavour maker's batch-records subscription from a Tuas provider in Markdown with a key-terms table; a Stellenbosch
 * winery's fermentation-control licence from a Paarl developer in plain English ("we", "you") with a schedule; a
 * Nanyuki rose farm's cold-room maintenance from a Meru firm, Kenyan drafting as PDF-extracted text; a Kilkenny
 * brewery's canning-line consultancy from an Athlone consultant in Markdown with a key-terms table; a Dubbo grain
 * co-operative's site manager in Australian drafting as PDF-extracted text with a schedule; and a Basseterre dive
 * shop's harbour-front lease in HTML with a particulars table. Excerpts: a Kano tannery, an Osh walnut-furniture maker,
 * a Sohar fish processor (Gulf "First Party / Second Party" undertaking), a Tauranga kiwifruit packhouse and a
 * Whangarei supplier, a Sherbrooke maple co-operative, a Khujand silk mill, a Knysna oyster farm and a Mossel Bay
 * provider, a Kingstown hotel, a Bridgetown rum distillery, a Taraz sugar refinery licensing from Shymkent, an Ajman
 * printer, a Calabar terminal, a Letterkenny seafood processor, a Muharraq heritage company, an Abeokuta adire
 * co-operative with an Owerri adviser, a Nuku'alofa vanilla exporter (plain English, "you"), a Portree craft shop, a
 * Granby bakery, a Dundalk creamery, a Mullingar clinic and a Dibba resort (Markdown precedence table). The ten more:
 * an Elgin distillery, a Kericho tea factory, a Hermanus abalone farm, an Andijan cotton cluster, an Oudtshoorn
 * ostrich tannery (plain English, "we", "you"), a Dumfries forestry firm, a Kulob cannery, a Lévis chandlery, an
 * Arbroath smokehouse, and a Nevis caterer supplying Basseterre ferries (`other`).
 *
 * Two kinds of pair, counted apart (fixed before the score; every plain id says "plain", no device id does).
 * Plain (25 after the audit: 18 of the 41, 7 of the ten more, ids in HOLDOUT25_PLAIN): use for any business purpose;
 * every electronic copy kept free of the duties (moved from device by the audit); an NDA where both
 * disclose and one is bound; provider-owned deliverables licensed only while the MSA lasts; a supplier owing no
 * confidence; three-year renewals stoppable on six months by the customer alone; a provider excluding indirect loss
 * and lost data while the customer answers for all; a licence renewing unless the licensee gives six months; a
 * one-sided consequential exclusion in a licence; data used and sold for any purpose; a provider capped at NGN 50,000,
 * the customer unlimited; a consultant assigning to anyone; only the consultant's information confidential; a
 * three-year national restraint; a five-year worldwide non-dealing covenant; a tenant indemnity covering the
 * landlord's own negligence; a tenant insuring the whole building with rent running on; a processor capped at
 * EUR 500; and in the ten more: technical information only; an MSA provider assigning to anyone; fees raised at any
 * time; terms changed by posting; dismissal for whatever the employer calls cause; no DPA assistance; a caterer
 * unlimited while the operator is capped at XCD 1,000. Device (26 after the audit: 23 of the 41, 3 of the ten more), devices the
 * brief's summary of hold-outs 21-24 does not name where the writer could: a definition that opens a clause read fine
 * elsewhere ("Authorised Persons" as every group employee; "Indirect Loss" taking in every loss of the customer;
 * "Suspension Event" as any breach or disputed invoice; "Building Costs" with capital works and a 20 % fee;
 * "Representatives" as anyone the recipient deals with; "in writing" and "signed by both parties" met by a portal
 * notice with the provider's signature; "Term" running five years past the end; "Notice Window" of five days opening
 * 120 days before the end; "Scheduled Maintenance" as any notified downtime, even notified after); an exception that
 * swallows the rule (a reverse-engineering ban for
 * documents only while prototypes are lent; "reasonable" refusal whenever the landlord prefers to relet; sub-processor
 * liability disapplied for every approved sub-processor; a salary any part of which the employer may make
 * discretionary); a condition no one can be sure to meet (IP-indemnity notice within 48 hours of the claim arising,
 * known or not); consent given by silence for two business days to an e-mail to any address; consent given in advance
 * by a later clause to novation to any company; a table or schedule cell (payment period 3 days from invoice date; a
 * one-month cap; a two-day warranty period; a notice period of one day for the employer and six months for the
 * employee; a licence site that is one laboratory computer while the purpose is three cellars); a number measured
 * from the wrong event (30 days from each service visit, invoiced quarterly in arrears); a precedence list in an order
 * form that puts the DPA below the main terms; role: a confidentiality definition covering only what the provider
 * marks, a definition of consequential loss that means everything for the consultant alone, a tenant's break applied
 * to the landlord by a mirror clause. Patterns of the 41 (after the audit): position 18, reference 11, override 7, layout 4, role 1; of
 * the ten more: position 7, role 2, override 1.
 *
 * Written, not scored: committed before any run of the engine on these pairs (the writer left HOLDOUT25_MISSES empty
 * and the describe block skipped; the auditor filled both after the one score below).
 *
 * Audit (second reader, audit25, session 29, before any run of the engine on the set; read against each check's
 * preferred position and fallbacks, printed from `listBuiltInPlaybooks()` without `detection`). Every adverse side is
 * one the reviewing party's lawyer would raise and every benign twin one it would accept at the expected position;
 * no expectation changed, no pair dropped. Mends: (1) Oban retention moved from device (override) to plain
 * (position), id renamed to say "plain": the retention sentence a reader looks to states the hurt itself (keep every
 * electronic copy, free of clauses 2 and 3), no other clause is needed to see it. (2) Sohar: the adverse side's
 * clause 2 said in words that the recipient need not tell its Representatives and answers for none of them, which
 * stated the hurt plainly in a pair counted as a definition device; it now reads as the twin's clause 2 (inform, bind,
 * answer for them), so the hurt is the definition alone (customers, suppliers, lenders and anyone the recipient deals
 * with, need to know or not), id renamed to match. (3) Places: "Bay Street" (Kingstown hotel; in three earlier test
 * files) became Halifax Street, and Basseterre's "Bay Road" (in hold-out 21 as part of another street's name) became
 * Cayon Street (landlord) and Bank Street (premises); no other town, street or company name here is in test/, eval/ or
 * docs/. (4) The Nevis `other` pair's comment named a Basseterre caterer; the caterer is in Charlestown, Nevis.
 * Doubts weighed and left: Dubbo notice kept `bad` (the employee's six months against the employer's statutory weeks
 * is what the employee's lawyer raises); Dubbo salary kept `bad`; Osh, Jurong indemnity, Ajman, Granby and Dundalk
 * kept as device (a rule that reads fine, undone by a proviso, condition or later sub-clause); the four table or
 * schedule cells kept as layout (the operative clause states no figure). The writer's Node 20 slip (one compiled
 * detection pattern for `nda.explicit_identification` seen) touches no pair here: none uses that check.
 *
 * Scored once, after the audit, on a1a35b04 (the built baseline, `score.ts --show`): the 41, adverse flagged 56.1 %,
 * benign flagged 0.0 %, 23 of 41 pairs right; the ten more 40.0 % / 0.0 %, 4 of 10 right; all 51 52.9 % / 0.0 %,
 * 27 right; plain 25: 76.0 % / 0.0 %, 19 right; device 26: 30.8 % / 0.0 %, 8 right. Every miss is an adverse side
 * read preferred or acceptable (no benign twin flagged): 24 in HOLDOUT25_MISSES, 6 of them plain (Oban retention,
 * Kano mutuality, Nanyuki data use, Elgin technical-only, Kulob cause, Nevis caterer) and 18 device: seven of the nine
 * defined terms (Sohar, Enugu Indirect Loss, Sherbrooke, Khujand, Nanyuki Suspension Event, Muharraq, Hermanus; Oban's
 * Authorised Persons and Basseterre's Building Costs were read), the Jurong cap and Dubbo notice cells and the
 * Stellenbosch schedule site, Osh, Jurong indemnity, Dubbo salary and Granby (override), Letterkenny, Dibba, and
 * Dumfries and Lévis (role). Floors in adverse.test.ts at these rates.
 *
 * The writer's own doubts, for the second reader. Definitions carry ten of the 27 devices; hold-out 24 already used
 * two (Paphos, Riobamba), so an auditor may think the device mix leans on them. Enugu payment, Jurong cap, Kilkenny
 * warranty and Dubbo notice put the whole hurt in a table or schedule cell, which is near plain; kept as device
 * (layout) because the clause a reader looks to states no figure. Dubbo notice: clause 1 keeps the National
 * Employment Standards, so the employer's one day is lifted to the statutory minimum (the fallback); the hurt a lawyer
 * flags is the employee's six months against the employer's statutory weeks; `bad`, an auditor may disagree. Dubbo
 * salary: a figure is stated, but any part of it may become discretionary each year; `bad`, an auditor may allow
 * `badOrMissing`. Osh: drawings stay covered, prototypes (the thing that can be reverse engineered) do not; the
 * fallback's silence is for deals where no prototypes are exchanged, so below it. Kano: the fallback allows one-way
 * only where the other party alone discloses; here both disclose. Stellenbosch grant: the Users line changes with the
 * site (1 named user against unlimited). Stellenbosch renewal also gives the licensor a 30-day stop the licensee lacks.
 * Jurong indemnity: a court may read the 48-hour condition down; a lawyer flags it either way. Khujand: the benign twin
 * is an exclusivity during the term in the territory, the fallback, so `good` (acceptable). Knysna: the twin's advance
 * consent to a successor's novation is within the preferred position. Bridgetown and Dumfries are marked role (whose
 * information, whose loss) though the vehicle is a definition. Letterkenny: marked reference (the period runs from
 * another event). Nevis caterer (`other`): the adverse side has a cap, one-sided (the operator's), and unlimited
 * liability for the caterer with indirect loss included; a reader of "limitation present" may call it present.
 * Basseterre appears twice (the lease and the ferry operator of the `other` pair), deliberately different parties.
 * Places: no town or street here is in an earlier file, but country names are (Kenya, Nigeria, Singapore, Oman,
 * Québec, Kazakhstan, Uzbekistan, Tajikistan, Kyrgyz Republic, Tonga): hold-out 24 had a Singapore provider and
 * earlier hold-outs Kenyan, Tongan and Central Asian towns, so those traditions are not wholly new, only the towns.
 */
import type { AdverseCase } from './cases.js';
import { bad, good } from './sides.js';

// ---------------------------------------------------------------- whole documents ----------------------------------

/** An Oban distillery and a Fort William cooperage: a mutual NDA in Scottish drafting, as PDF-extracted text. */
const oban = (p: { use?: string; staff?: string; keep?: string }) => `                         DUNOLLIE SPIRITS LIMITED / NEVIS COOPERAGE LIMITED            PRIVATE AND CONFIDENTIAL
MUTUAL NON-DISCLOSURE AGREEMENT
between DUNOLLIE SPIRITS LIMITED, incorporated in Scotland (Company Number SC612044) and having its registered office
at 7 Corran Esplanade, Oban PA34 5AQ ("Dunollie"); and NEVIS COOPERAGE LIMITED, incorporated in Scotland (Company
Number SC540917) and having its registered office at Unit 4, Annat Point, Fort William PH33 7NH ("Nevis"); each a
"Party". 1. DEFINITIONS In this Agreement: "Purpose" means the Parties' evaluation of a joint project to re-char and
re-cooper ex-sherry casks for Dunollie's single malt; "Confidential Information" means all information of a
confidential nature disclosed by one Party (the "Discloser") to the other (the "Recipient") in connection with the
Purpose, whether in writing, orally or by samples, including cask specifications, char profiles, spirit analyses,
costings and supplier lists; ${p.staff ?? '"Authorised Persons" means those employees and officers of the Recipient who need to know the Confidential Information for the Purpose and who are bound by written duties of confidence no less strict than these.'}
2. USE ${p.use ?? 'The Recipient shall use the Confidential Information solely for the Purpose.'}
                                                                                                        Page 1 of 3
                         DUNOLLIE SPIRITS LIMITED / NEVIS COOPERAGE LIMITED            PRIVATE AND CONFIDENTIAL
3. NON-DISCLOSURE The Recipient shall keep the Confidential Information secret and shall not disclose it to any
person other than its Authorised Persons, for whose compliance with this Agreement it shall be responsible.
4. EXCEPTIONS Clauses 2 and 3 shall not apply to information which is or becomes public knowledge other than
through a breach of this Agreement, which was lawfully in the Recipient's possession before disclosure, which is
lawfully received from a third party without restriction, or which is independently developed by the Recipient.
5. RETURN On the Discloser's written request, or on the conclusion of the Purpose, the Recipient shall within
fourteen (14) days return or destroy all Confidential Information and all copies of it in its possession or
control. ${p.keep ?? 'The Recipient may, however, retain such copies as it is required to keep by law or the rules of a regulator, and copies held in automatic electronic back-up systems which are not readily accessible, all of which remain subject to clauses 2 and 3.'}
6. DURATION The obligations in this Agreement shall continue for five (5) years from the date of last
                                                                                                        Page 2 of 3
                         DUNOLLIE SPIRITS LIMITED / NEVIS COOPERAGE LIMITED            PRIVATE AND CONFIDENTIAL
signature below. 7. LAW AND JURISDICTION This Agreement shall be governed by the Law of Scotland and the Parties
prorogate the exclusive jurisdiction of the Scottish Courts. IN WITNESS WHEREOF these presents consisting of this
and the two preceding pages are executed as follows:
Subscribed for Dunollie Spirits Limited at Oban on 3 February 2026 ........................ Director
Subscribed for Nevis Cooperage Limited at Fort William on 5 February 2026 ................... Director
                                                                                                        Page 3 of 3
`;

/** An Enugu cassava-starch factory's engineering MSA with a Port Harcourt firm, in Nigerian drafting, as HTML with an order table. */
const enugu = (p: { ip?: string; indirect?: string; payCell?: string }) => `<html><body>
<h1>MASTER SERVICES AGREEMENT</h1>
<p>THIS AGREEMENT is made this 12th day of January 2026 BETWEEN <b>NKANU STARCH INDUSTRIES LIMITED</b>, a company incorporated under the laws of the Federal Republic of Nigeria with its registered office at Plot 17, Emene Industrial Layout, Enugu, Enugu State (hereinafter called "the Customer", which expression shall where the context so admits include its successors-in-title) of the one part AND <b>BONNY PROCESS ENGINEERING LIMITED</b>, a company incorporated under the laws of the Federal Republic of Nigeria with its registered office at 22 Trans-Amadi Road, Port Harcourt, Rivers State (hereinafter called "the Provider") of the other part.</p>
<p>WHEREAS the Customer wishes to engage the Provider to design and commission a flash-drying line at its Enugu factory, and the Provider has agreed to do so on the terms below.</p>
<h2>1. Definitions</h2>
<p>"Deliverables" means the drawings, control software, commissioning reports and other materials the Provider creates for the Customer under an Order. ${p.indirect ?? '"Indirect Loss" means loss of profit, loss of revenue or loss of goodwill, and any loss that does not arise naturally from the breach in the ordinary course of things.'}</p>
<h2>2. Orders</h2>
<p>The Provider shall perform the services in each Order signed by both parties. The Order below is the first Order.</p>
<h2>3. Payment</h2>
<p>The Customer shall pay each undisputed invoice within the Payment Period stated in the Order, by transfer to the Provider's naira account. The Customer may withhold any amount it disputes in good faith, giving reasons in writing.</p>
<h2>4. Intellectual property</h2>
<p>${p.ip ?? 'The Customer owns the Deliverables, and the Provider hereby assigns to the Customer all intellectual property rights in them. The Provider retains its pre-existing materials and grants the Customer a perpetual, royalty-free licence to use them as part of the Deliverables.'}</p>
<h2>5. Liability</h2>
<p>Neither party shall be liable to the other for any Indirect Loss. Each party's total liability under this Agreement shall not exceed the fees paid and payable in the twelve (12) months before the claim, save for fraud, death or personal injury caused by negligence, and breach of clause 6.</p>
<h2>6. Confidentiality</h2>
<p>Each party shall keep the other's confidential information confidential during this Agreement and for three (3) years thereafter.</p>
<h2>7. Governing law and disputes</h2>
<p>This Agreement shall be governed by the laws of the Federal Republic of Nigeria. Disputes shall be referred to arbitration in Enugu under the Arbitration and Mediation Act 2023.</p>
<h2>Order No. 1</h2>
<table>
<tr><th>Item</th><th>Detail</th></tr>
<tr><td>Services</td><td>Design, supply supervision and commissioning of flash dryer FD-2 (4 t/h starch)</td></tr>
<tr><td>Fees</td><td>NGN 186,000,000, in four milestones</td></tr>
<tr><td>Payment Period</td><td>${p.payCell ?? 'Forty-five (45) days after the Customer receives a correct invoice'}</td></tr>
<tr><td>Site</td><td>Emene Industrial Layout, Enugu</td></tr>
</table>
<p>IN WITNESS WHEREOF the parties have caused their common seals to be affixed the day and year first above written.</p>
</body></html>`;

/** A Jurong food-flavour maker's batch-records subscription from a Tuas provider: Singapore drafting in Markdown with a key-terms table. */
const jurong = (p: { renewal?: string; capCell?: string; ipNotice?: string }) => `# Subscription Agreement — BatchTrail Cloud

| Key term | |
|---|---|
| Customer | Jurong Aroma Pte. Ltd. (UEN 201633218K), 18 Pioneer Sector 1, Singapore 628431 |
| Provider | Tuas Ledger Systems Pte. Ltd. (UEN 201904417M), 51 Tuas South Avenue 9, Singapore 637693 |
| Service | BatchTrail Cloud: electronic batch records for flavour compounding, 40 named users |
| Subscription Fee | SGD 5,200 per month, invoiced monthly in arrears |
| Initial Term | 12 months from 1 March 2026 |
| Liability Cap | ${p.capCell ?? 'The Subscription Fees paid or payable in the 12 months before the event giving rise to the claim'} |

## 1. The Service
Provider will make the Service available to Customer's users for the Term and will keep Customer's batch records secure in accordance with Schedule 2 (Security).

## 2. Term and renewal
${p.renewal ?? 'This Agreement runs for the Initial Term and then renews for successive periods of twelve (12) months, unless either party gives the other written notice of non-renewal at least thirty (30) days before the end of the then-current term.'}

## 3. Fees
Customer pays each invoice within 30 days of receipt. Fees are exclusive of GST.

## 4. IP indemnity
Provider will defend Customer against any claim by a third party that the Service infringes that party's intellectual property rights, and will pay the damages and costs finally awarded, ${p.ipNotice ?? 'provided that Customer notifies Provider of the claim promptly after becoming aware of it, gives Provider control of the defence, and co-operates with it at Provider\'s cost'}.

## 5. Liability
Each party's total liability arising out of or in connection with this Agreement is limited to the Liability Cap, except for breach of clause 6, the indemnity in clause 4, and fraud or wilful misconduct.

## 6. Confidentiality
Each party will keep the other's confidential information confidential during the Term and for three years afterwards.

## 7. Law
This Agreement is governed by the laws of Singapore, and the parties submit to the non-exclusive jurisdiction of the Singapore courts.
`;

/** A Stellenbosch winery's fermentation-control software licence from a Paarl developer: South African, plain English ("we", "you"). */
const stellenbosch = (p: { renewal?: string; site?: string }) => `SOFTWARE LICENCE — CELLARMIND

This licence is between Bottelary Heights Wines (Pty) Ltd, registration number 2011/004512/07, of Bottelary Road, Stellenbosch ("you"), and Drakenstein Code (Pty) Ltd, registration number 2017/338104/07, of 40 Lady Grey Street, Paarl ("we", "us").

1. Why you are taking this licence. You make wine in three cellars on your farm (the Old Cellar, the Red Cellar and the Barrel Hall) and want to control the temperature of every fermentation tank in all three from CellarMind.

2. What we licence. We grant you a non-exclusive, non-transferable licence to install and use CellarMind at the Site, for the number of users shown in the Schedule, to monitor and control your fermentation tanks.

3. Fees. You pay the annual licence fee in the Schedule within 30 days of our invoice. We may not increase it during the first two years.

4. Term. ${p.renewal ?? 'This licence starts on 1 August 2026 and lasts one year. It then renews for one more year at a time unless either of us tells the other in writing, at least 30 days before the end of the current year, that it should not renew.'}

5. Support. We fix reported faults within two business days during harvest (January to April) and five business days otherwise.

6. Your data. Your tank readings and recipes belong to you. We use them only to support you.

7. Law. The law of the Republic of South Africa applies, and the Western Cape Division of the High Court has jurisdiction.

SCHEDULE
Site: ${p.site ?? 'the Old Cellar, the Red Cellar and the Barrel Hall at Bottelary Heights, Stellenbosch, and your office there'}
Users: ${p.site ? '1 named user' : 'unlimited'}
Annual licence fee: ZAR 148,000 (excluding VAT)

Signed at Stellenbosch on 14 July 2026.
For Bottelary Heights Wines (Pty) Ltd ____________    For Drakenstein Code (Pty) Ltd ____________
`;

/** A Nanyuki rose farm's cold-room maintenance from a Meru firm, in Kenyan drafting, as PDF-extracted text. */
const nanyuki = (p: { data?: string; susp?: string }) => `                    LOLDAIGA ROSES LIMITED — SERVICE AGREEMENT — COLD-CHAIN MAINTENANCE                         1
THIS AGREEMENT is made on 2 March 2026 BETWEEN LOLDAIGA ROSES LIMITED, a limited liability company
incorporated in Kenya, of P.O. Box 412-10400, Nanyuki (the "Customer") AND MERU FRIGO SERVICES LIMITED, a
limited liability company incorporated in Kenya, of P.O. Box 2290-60200, Meru (the "Provider").
1. INTERPRETATION 1.1 In this Agreement, unless the context otherwise requires: "Services" means the
preventive maintenance, remote monitoring and emergency repair of the Customer's cold rooms and pre-coolers
described in Schedule 1; "Monitoring Data" means the temperature, humidity, door and energy readings collected by
the sensors the Provider installs; ${p.susp ?? '"Suspension Event" means the Customer\'s failure to pay an undisputed invoice within fourteen (14) days after the Provider\'s written notice that it is overdue.'}
2. SERVICES The Provider shall perform the Services with due skill and care and shall attend any emergency
call-out within four (4) hours, at any hour, during the export season.
                    LOLDAIGA ROSES LIMITED — SERVICE AGREEMENT — COLD-CHAIN MAINTENANCE                         2
3. FEES The Customer shall pay the monthly fee of KES 385,000 (exclusive of VAT) within thirty (30) days of
receipt of each invoice. 4. DATA ${p.data ?? 'The Provider shall use the Monitoring Data, and any other data of the Customer it receives, only to perform, maintain and support the Services for the Customer, and shall not disclose it to any third party.'}
5. SUSPENSION The Provider may suspend the Services on the occurrence of a Suspension Event, and shall resume
them promptly once the Suspension Event has been remedied.
6. TERM This Agreement shall continue for two (2) years from the date hereof.
7. GOVERNING LAW This Agreement shall be governed by the laws of Kenya, and disputes shall be referred to the High
Court of Kenya at Meru.
                    LOLDAIGA ROSES LIMITED — SERVICE AGREEMENT — COLD-CHAIN MAINTENANCE                         3
SIGNED by the duly authorised representatives of the parties on the date first written above.
`;

/** A Kilkenny brewery's consultancy on a canning line from an Athlone consultant: Irish drafting in Markdown with a key-terms table. */
const kilkenny = (p: { assign?: string; warrantyCell?: string }) => `# Consultancy Agreement

**Nore Valley Brewing Company Limited** (CRO 604118), Gowran Road, Kilkenny ("**Client**") and **Shannonside Packaging Consultants Limited** (CRO 587201), Irishtown, Athlone, Co. Westmeath ("**Consultant**").

## Key terms

| Term | Detail |
|---|---|
| Project | Specification, tender and commissioning of a 6,000 cans-per-hour canning line |
| Fees | EUR 950 per day, up to 60 days |
| Deliverables | Line specification; tender evaluation report; commissioning and acceptance report |
| Warranty Period | ${p.warrantyCell ?? 'Ninety (90) days from the Client\'s acceptance of each Deliverable'} |
| Start date | 6 April 2026 |

## 1. Services
The Consultant shall provide the services needed for the Project and deliver the Deliverables.

## 2. Warranty
The Consultant warrants that the services will be performed with reasonable skill, care and diligence by suitably qualified personnel, and that each Deliverable will conform to the agreed specification during the Warranty Period. If a Deliverable does not so conform, the Consultant shall correct it or re-perform the services without charge, or, if it cannot, refund the fees for that Deliverable.

## 3. Payment
The Client shall pay each invoice within thirty (30) days of receipt.

## 4. Assignment and subcontracting
${p.assign ?? 'Neither party may assign, novate or subcontract this Agreement or any of its rights or obligations under it without the prior written consent of the other, except that either party may assign it to the purchaser of all or substantially all of its business on written notice.'}

## 5. Confidentiality
Each party shall keep the other's confidential information confidential during this Agreement and for three years after it ends.

## 6. Law
This Agreement is governed by the laws of Ireland and the Irish courts have exclusive jurisdiction.
`;

/** A Dubbo grain co-operative's storage manager: Australian drafting, as PDF-extracted text with a schedule. */
const dubbo = (p: { notice?: string; restraint?: string; pay?: string }) => `TALBRAGAR GRAIN CO-OPERATIVE LTD — EMPLOYMENT AGREEMENT — SITE MANAGER, DUBBO STORAGE                 Page 1
This agreement is made between Talbragar Grain Co-operative Ltd (ABN 61 093 552 184) of 14 Yarrandale
Road, Dubbo NSW 2830 (the Employer) and Brendan Ellery of 9 Wingewarra Street, Dubbo NSW 2830 (the Employee).
1. Appointment. The Employer employs the Employee full-time as Site Manager of its Dubbo storage and handling
site from 1 September 2026. The National Employment Standards apply, and nothing in this agreement reduces them.
2. Remuneration. The Employee will be paid the Salary in Item 1 of the Schedule, fortnightly in arrears, plus
superannuation at the rate required by law. ${p.pay ?? 'The Employer may pay a bonus of up to 10% of the Salary each year, at the Employer\'s discretion, having regard to harvest receivals and site safety.'}
3. Hours. 38 ordinary hours a week plus reasonable additional hours, more during harvest (October to January).
4. Ending the employment. Either party may end the employment by giving the other the Notice Period in Item 2
                                                                                                                Page 2
of the Schedule. The Employer may end it without notice for serious misconduct.
5. Confidentiality. The Employee must keep the Employer's confidential information confidential, during and
after the employment.
6. Restraint. ${p.restraint ?? 'For six (6) months after the employment ends, the Employee will not work as a manager for a grain storage business that competes with the Employer within 100 kilometres of Dubbo.'}
7. Law. This agreement is governed by the laws of New South Wales.
SCHEDULE
Item 1  Salary:          AUD 118,000 per year
Item 2  Notice Period:   ${p.notice ?? 'Four (4) weeks for either party, or any longer period the National Employment Standards require'}
                                                                                                                Page 3
Signed by the Employer ______________________      Signed by the Employee ______________________
`;

/** A Basseterre dive-shop lease in a harbour-front building: Kittitian drafting in HTML with a particulars table. */
const basseterre = (p: { costs?: string; share?: string; indemnity?: string }) => `<html><body>
<h1>LEASE OF COMMERCIAL PREMISES</h1>
<table>
<tr><th colspan="2">PARTICULARS</th></tr>
<tr><td>Landlord</td><td>Port Zante Properties Limited, Cayon Street, Basseterre, St. Kitts</td></tr>
<tr><td>Tenant</td><td>Brimstone Divers Limited, Fort Street, Basseterre, St. Kitts</td></tr>
<tr><td>Premises</td><td>Unit 3, ground floor, Harbourside Building, Bank Street (150 square metres of a 1,500 square metre building)</td></tr>
<tr><td>Term</td><td>Five (5) years from 1 June 2026</td></tr>
<tr><td>Rent</td><td>XCD 7,800 per month, payable monthly in advance</td></tr>
<tr><td>Tenant's Share</td><td>${p.share ?? 'Ten per cent (10%), being the floor area of the Premises as a share of the lettable area of the Building'}</td></tr>
<tr><td>Permitted Use</td><td>Dive shop, equipment hire and booking office</td></tr>
</table>
<h2>1. Definitions</h2>
<p>${p.costs ?? '"Building Costs" means the reasonable and properly incurred costs of cleaning, lighting, insuring and maintaining the common parts of the Building, excluding the cost of any capital improvement or of any structural repair or replacement; the Building Costs recoverable in any year may not exceed those of the previous year by more than five per cent (5%).'}</p>
<h2>2. Rent and service charge</h2>
<p>The Tenant shall pay the Rent, and the Tenant's Share of the Building Costs quarterly on demand with a statement of the costs.</p>
<h2>3. Use and repair</h2>
<p>The Tenant shall use the Premises only for the Permitted Use and keep the interior in good repair, fair wear and tear excepted. The Landlord shall keep the structure, roof and common parts in repair.</p>
<h2>4. Indemnity</h2>
<p>${p.indemnity ?? 'The Tenant shall indemnify the Landlord against all claims, losses and costs arising from the Tenant\'s use of the Premises or any breach of this Lease by the Tenant, except to the extent caused by the negligence or breach of the Landlord, its employees or contractors.'}</p>
<h2>5. Insurance</h2>
<p>The Landlord shall insure the Building against fire, hurricane and flood, and the Rent shall be suspended while the Premises are unfit for use because of insured damage. The Tenant shall insure its stock and equipment and carry public liability cover of at least XCD 1,000,000.</p>
<h2>6. Law</h2>
<p>This Lease is governed by the laws of Saint Christopher and Nevis.</p>
<p>Signed by the Landlord ____________ Signed by the Tenant ____________</p>
</body></html>`;

// ---------------------------------------------------------------- the 41 pairs -------------------------------------

export const HOLDOUT25: AdverseCase[] = [
  // ------------------------------------------------------------------ NDA (6) ----------------------------------------
  // Reviewing party: either side of the Oban mutual NDA, as discloser. Use for any business purpose is below the
  // fallback (the Purpose and closely related internal evaluation).
  {
    id: 'h25-nda-doc-oban-pdf-plain-recipient-may-use-for-the-purpose-and-any-other-business-purpose-or-solely-the-purpose',
    pattern: 'position',
    type: 'nda',
    check: 'nda.limited_use',
    adverse: bad(oban({ use: 'The Recipient may use the Confidential Information for the Purpose and for any other purpose of its business, including its own product development and its dealings with other customers.' })),
    benign: good(oban({})),
  },
  // Reviewing party: either side, as discloser. The definition of "Authorised Persons" (clause 1) lets every employee
  // of the Recipient's group see the information, with no need to know and no duty of confidence; clause 3 reads fine.
  {
    id: 'h25-nda-doc-oban-pdf-authorised-persons-defined-as-every-group-employee-need-to-know-or-not-or-need-to-know-and-bound',
    pattern: 'reference',
    type: 'nda',
    check: 'nda.sharing_with_employees',
    adverse: bad(oban({ staff: '"Authorised Persons" means all present and future employees, officers and workers of the Recipient and of any company in its group, whether or not they need to know the Confidential Information for the Purpose and whether or not they are bound by any duty of confidence.' })),
    benign: good(oban({})),
  },
  // Reviewing party: either side, as discloser. The retention sentence itself lets the Recipient keep anything held
  // electronically (all of it), free of clauses 2 and 3: below the fallback (one archival copy with counsel). Plain
  // (audit): the hurt is stated in the very sentence on retention a reader looks to.
  {
    id: 'h25-nda-doc-oban-pdf-plain-may-keep-everything-held-electronically-free-of-the-duties-or-legal-and-backup-copies-kept-confidential',
    pattern: 'position',
    type: 'nda',
    check: 'nda.retention_after_return',
    adverse: bad(oban({ keep: 'The Recipient may, however, retain any Confidential Information held in electronic form, in any system, for as long as it wishes, and clauses 2 and 3 shall not apply to the copies so retained.' })),
    benign: good(oban({})),
  },
  // Reviewing party: Kano tannery, which will also disclose its tanning recipes. The NDA says both disclose but binds
  // only the tannery; below the fallback (one-way only where the other party alone discloses).
  {
    id: 'h25-nda-kano-tannery-plain-both-disclose-but-only-the-tannery-is-bound-or-mutual',
    pattern: 'position',
    type: 'nda',
    check: 'nda.mutuality',
    adverse: bad(`NON-DISCLOSURE AGREEMENT

THIS AGREEMENT is made the 20th day of April 2026 BETWEEN SHARADA TANNERIES LIMITED of Plot 9, Sharada Industrial Estate, Kano, Kano State ("the Tannery") AND ARGUNGU LEATHER GOODS LIMITED of 14 Zoo Road, Kano ("the Buyer").

1. In connection with a proposed supply of vegetable-tanned goatskin (the "Transaction"), the Tannery will disclose its tanning recipes, bark sources and prices to the Buyer, and the Buyer will disclose its product designs, customer lists and volumes to the Tannery.

2. The Tannery shall keep confidential all information disclosed to it by the Buyer, shall use it only for the Transaction and shall not disclose it to any person without the Buyer's prior written consent.

3. Nothing in this Agreement restricts the Buyer's use or disclosure of any information disclosed to it by the Tannery, which the Buyer receives free of any obligation of confidence.

4. The obligations in clause 2 continue for three (3) years from the date of this Agreement.

5. This Agreement shall be governed by the laws of the Federal Republic of Nigeria.`),
    benign: good(`NON-DISCLOSURE AGREEMENT

THIS AGREEMENT is made the 20th day of April 2026 BETWEEN SHARADA TANNERIES LIMITED of Plot 9, Sharada Industrial Estate, Kano, Kano State ("the Tannery") AND ARGUNGU LEATHER GOODS LIMITED of 14 Zoo Road, Kano ("the Buyer").

1. In connection with a proposed supply of vegetable-tanned goatskin (the "Transaction"), the Tannery will disclose its tanning recipes, bark sources and prices to the Buyer, and the Buyer will disclose its product designs, customer lists and volumes to the Tannery.

2. Each party shall keep confidential all information disclosed to it by the other, shall use it only for the Transaction and shall not disclose it to any person without the other's prior written consent.

3. Nothing in this Agreement restricts either party's use or disclosure of its own information, or of information that is public or that it lawfully obtained elsewhere.

4. The obligations in clause 2 continue for three (3) years from the date of this Agreement.

5. This Agreement shall be governed by the laws of the Federal Republic of Nigeria.`),
  },
  // Reviewing party: the Osh furniture maker, which sends prototype chairs. The ban on reverse engineering applies to
  // documents only, so the prototypes, the only things that can be reverse engineered, are left free.
  {
    id: 'h25-nda-osh-walnut-furniture-reverse-engineering-ban-limited-to-documents-while-prototypes-are-sent-or-all-information',
    pattern: 'override',
    type: 'nda',
    check: 'nda.no_reverse_engineering',
    adverse: bad(`CONFIDENTIALITY AGREEMENT between Arslanbob Walnut Furniture LLC, 12 Lenin Street, Osh, Kyrgyz Republic (the "Disclosing Party") and Alai Home Trading LLC, Osh (the "Receiving Party").

1. Purpose. The Disclosing Party will lend the Receiving Party three prototype folding chairs of a new joint design, with drawings, for the Receiving Party to assess whether to distribute them in Kazakhstan (the "Purpose").

2. Confidentiality. The Receiving Party shall keep the Confidential Information, including the prototypes and drawings, confidential and use it only for the Purpose.

3. Reverse engineering. The Receiving Party shall not reverse engineer, disassemble, measure for copying or analyse the composition of any Confidential Information. This clause 3 applies only to Confidential Information in documentary or electronic form and does not apply to any prototype, sample or other physical item.

4. Return. The Receiving Party shall return the prototypes and drawings within 10 days of the Disclosing Party's request.

5. Law. This Agreement is governed by the law of the Kyrgyz Republic.`),
    benign: good(`CONFIDENTIALITY AGREEMENT between Arslanbob Walnut Furniture LLC, 12 Lenin Street, Osh, Kyrgyz Republic (the "Disclosing Party") and Alai Home Trading LLC, Osh (the "Receiving Party").

1. Purpose. The Disclosing Party will lend the Receiving Party three prototype folding chairs of a new joint design, with drawings, for the Receiving Party to assess whether to distribute them in Kazakhstan (the "Purpose").

2. Confidentiality. The Receiving Party shall keep the Confidential Information, including the prototypes and drawings, confidential and use it only for the Purpose.

3. Reverse engineering. The Receiving Party shall not reverse engineer, disassemble, measure for copying or analyse the composition of any Confidential Information. This clause 3 applies to Confidential Information in every form, including any prototype, sample or other physical item.

4. Return. The Receiving Party shall return the prototypes and drawings within 10 days of the Disclosing Party's request.

5. Law. This Agreement is governed by the law of the Kyrgyz Republic.`),
  },
  // Reviewing party: the Sohar fish processor (discloser). "Representatives", to whom the recipient may disclose, is
  // defined to take in anyone it deals with (customers, suppliers, lenders), need to know or not; clause 2 reads fine
  // (audit: clause 2 no longer says the recipient answers for none of them, which stated the hurt plainly).
  {
    id: 'h25-nda-sohar-fish-representatives-defined-as-anyone-it-deals-with-no-need-to-know-or-affiliates-advisers-contractors-who-need-to-know',
    pattern: 'reference',
    type: 'nda',
    check: 'nda.sharing_with_third_parties',
    adverse: bad(`CONFIDENTIALITY UNDERTAKING

This Undertaking is made on 8 Rabi al-Awwal 1447 (1 September 2025) by Batinah Cold Stores LLC, C.R. No. 1184520, Sohar Industrial Estate, Sultanate of Oman (the "Second Party") in favour of Sohar Bay Fisheries SAOC, C.R. No. 1059931, Sohar (the "First Party").

WHEREAS the First Party will disclose its catch, processing and export data to the Second Party in connection with a proposed blast-freezing contract (the "Proposal").

1. Definitions. "Representatives" means the Second Party's affiliates, directors, employees, advisers, contractors, agents, lenders, customers, suppliers and any other person with whom the Second Party has or proposes to have a business relationship.

2. Undertaking. The Second Party shall keep the First Party's information confidential and shall not disclose it to anyone other than its Representatives. The Second Party shall inform Representatives of the confidential nature of the information, shall ensure that they are bound by duties of confidence no less strict than this Undertaking, and is responsible for any disclosure or use by them.

3. Law. This Undertaking is governed by the laws of the Sultanate of Oman and the courts of Sohar have jurisdiction.`),
    benign: good(`CONFIDENTIALITY UNDERTAKING

This Undertaking is made on 8 Rabi al-Awwal 1447 (1 September 2025) by Batinah Cold Stores LLC, C.R. No. 1184520, Sohar Industrial Estate, Sultanate of Oman (the "Second Party") in favour of Sohar Bay Fisheries SAOC, C.R. No. 1059931, Sohar (the "First Party").

WHEREAS the First Party will disclose its catch, processing and export data to the Second Party in connection with a proposed blast-freezing contract (the "Proposal").

1. Definitions. "Representatives" means the Second Party's affiliates, directors, employees, professional advisers and contractors who need to know the information for the Proposal.

2. Undertaking. The Second Party shall keep the First Party's information confidential and shall not disclose it to anyone other than its Representatives. The Second Party shall inform Representatives of the confidential nature of the information, shall ensure that they are bound by duties of confidence no less strict than this Undertaking, and is responsible for any disclosure or use by them.

3. Law. This Undertaking is governed by the laws of the Sultanate of Oman and the courts of Sohar have jurisdiction.`),
  },

  // ------------------------------------------------------------------ MSA (6) ----------------------------------------
  // Reviewing party: the Enugu customer, who pays for a drying line's drawings and software. The provider owns them
  // and licenses them only while the MSA lasts: below the fallback (provider-owned with a perpetual licence).
  {
    id: 'h25-msa-doc-enugu-html-plain-provider-owns-deliverables-licence-only-while-agreement-lasts-or-customer-owns',
    pattern: 'position',
    type: 'msa',
    check: 'msa.ip_ownership',
    adverse: bad(enugu({ ip: 'The Provider owns the Deliverables and all intellectual property rights in them, including those created specifically for the Customer. The Provider grants the Customer a non-exclusive licence to use the Deliverables at the Site while this Agreement remains in force, which licence ends automatically when this Agreement ends for any reason.' })),
    benign: good(enugu({})),
  },
  // Reviewing party: the Enugu customer. The mutual exclusion of clause 5 reads fine; the definition of "Indirect Loss"
  // in clause 1 takes in lost production, wasted expenditure, replacement costs and any loss of the Customer, so the
  // provider answers for nothing: below the fallback (a mutual exclusion of indirect loss).
  {
    id: 'h25-msa-doc-enugu-html-indirect-loss-defined-to-include-every-loss-of-the-customer-or-ordinary-meaning',
    pattern: 'reference',
    type: 'msa',
    check: 'msa.consequential_damages',
    adverse: bad(enugu({ indirect: '"Indirect Loss" means loss of profit, loss of revenue or loss of goodwill, any loss that does not arise naturally from the breach in the ordinary course of things, and (whether direct or indirect) any loss of production, wasted expenditure, cost of repair or replacement of plant or of substitute services, and any other loss suffered by the Customer.' })),
    benign: good(enugu({})),
  },
  // Reviewing party: the Enugu customer. Clause 3 sends the period to the order table; the cell gives 3 days from the
  // invoice date: below the fallback (15 days).
  {
    id: 'h25-msa-doc-enugu-html-payment-period-cell-three-days-from-invoice-date-or-forty-five-days-from-receipt',
    pattern: 'layout',
    type: 'msa',
    check: 'msa.payment_terms',
    adverse: bad(enugu({ payCell: 'Three (3) days from the date of the invoice' })),
    benign: good(enugu({})),
  },
  // Reviewing party: the Tauranga packhouse (customer). The provider is bound to no confidentiality at all.
  {
    id: 'h25-msa-tauranga-kiwifruit-plain-supplier-owes-no-confidence-customer-does-or-mutual-surviving',
    pattern: 'position',
    type: 'msa',
    check: 'msa.confidentiality',
    adverse: bad(`MASTER SERVICES AGREEMENT — Te Puke Gold Packhouse Limited (NZBN 9429041188025), 31 Washer Road, Te Puke, Tauranga ("Customer") and Whangarei Grading Systems Limited (NZBN 9429046620118), Kioreroa Road, Whangarei ("Supplier").

7. Confidentiality
7.1 Customer must keep confidential all information about the Supplier's grading software and pricing, during this agreement and for five years after it ends.
7.2 The Supplier is not under any obligation of confidence in respect of information Customer provides, including fruit-quality data, grower lists and export volumes, and may use and disclose it as it sees fit.

8. Governing law
This agreement is governed by New Zealand law.`),
    benign: good(`MASTER SERVICES AGREEMENT — Te Puke Gold Packhouse Limited (NZBN 9429041188025), 31 Washer Road, Te Puke, Tauranga ("Customer") and Whangarei Grading Systems Limited (NZBN 9429046620118), Kioreroa Road, Whangarei ("Supplier").

7. Confidentiality
7.1 Each party must keep confidential all information of the other party, including the Supplier's grading software and pricing and Customer's fruit-quality data, grower lists and export volumes, during this agreement and for five years after it ends.
7.2 Neither party is under any obligation of confidence in respect of information that is public, that it already knew or that it developed independently.

8. Governing law
This agreement is governed by New Zealand law.`),
  },
  // Reviewing party: the Sherbrooke maple co-operative (customer). Amendment needs writing "signed by both", but the
  // definitions make a notice posted in the provider's portal a writing and the provider's own e-signature "signed by
  // both": the provider amends alone. Below the fallback (policy changes on notice with a right to end).
  {
    id: 'h25-msa-sherbrooke-maple-writing-signed-by-both-defined-as-a-portal-notice-with-provider-signature-or-both-signatures',
    pattern: 'reference',
    type: 'msa',
    check: 'msa.unilateral_changes',
    adverse: bad(`MASTER SERVICES AGREEMENT between Coopérative Acéricole des Cantons Inc., 250 rue King Ouest, Sherbrooke, Québec ("Client") and Laboratoires Magog-Orford Inc., Magog, Québec ("Provider"), for the grading and laboratory analysis of maple syrup.

1. Interpretation. In this Agreement, "in writing" includes any e-mail and any notice posted by the Provider in its client portal, and a document is "signed by both parties" when it bears the electronic signature of the Provider, which the Client agrees shall bind it as if it had signed. This Agreement is drawn up in English at the express wish of the parties.

14. Amendment. This Agreement, including its schedules and price list, may be amended only in writing signed by both parties.

15. Governing law. This Agreement is governed by the laws in force in the Province of Québec.`),
    benign: good(`MASTER SERVICES AGREEMENT between Coopérative Acéricole des Cantons Inc., 250 rue King Ouest, Sherbrooke, Québec ("Client") and Laboratoires Magog-Orford Inc., Magog, Québec ("Provider"), for the grading and laboratory analysis of maple syrup.

1. Interpretation. In this Agreement, "in writing" includes an e-mail exchanged between the parties' authorised representatives, and a document is "signed by both parties" when it bears the handwritten or electronic signature of an authorised representative of each party. This Agreement is drawn up in English at the express wish of the parties.

14. Amendment. This Agreement, including its schedules and price list, may be amended only in writing signed by both parties.

15. Governing law. This Agreement is governed by the laws in force in the Province of Québec.`),
  },
  // Reviewing party: the Khujand silk mill (customer). The restriction reads "during the Term", and the Term is
  // defined to run five years past the end of the agreement: a post-term non-compete, below the fallback (term only).
  {
    id: 'h25-msa-khujand-silk-term-defined-to-run-five-years-after-the-end-so-the-exclusivity-outlasts-it-or-term-ends-with-it',
    pattern: 'reference',
    type: 'msa',
    check: 'msa.non_compete',
    adverse: bad(`MASTER SERVICES AGREEMENT between Khujand Silk Mill OJSC, 3 Lenin Avenue, Khujand, Republic of Tajikistan ("Customer") and Sughd Dye Works LLC, Khujand ("Provider"), for the dyeing and finishing of silk and cotton fabric.

1. Definitions. "Term" means the period beginning on the Effective Date and ending five (5) years after the expiry or termination of this Agreement. "Territory" means the Sughd Region.

6. Exclusivity. During the Term, the Customer shall not obtain dyeing or finishing services from any other provider in the Territory.

12. Duration. This Agreement runs for two (2) years from the Effective Date.

18. Law. This Agreement is governed by the law of the Republic of Tajikistan. It is made in English and Russian; both texts are equally authentic.`),
    benign: good(`MASTER SERVICES AGREEMENT between Khujand Silk Mill OJSC, 3 Lenin Avenue, Khujand, Republic of Tajikistan ("Customer") and Sughd Dye Works LLC, Khujand ("Provider"), for the dyeing and finishing of silk and cotton fabric.

1. Definitions. "Term" means the period beginning on the Effective Date and ending on the expiry or termination of this Agreement. "Territory" means the Sughd Region.

6. Exclusivity. During the Term, the Customer shall not obtain dyeing or finishing services from any other provider in the Territory.

12. Duration. This Agreement runs for two (2) years from the Effective Date.

18. Law. This Agreement is governed by the law of the Republic of Tajikistan. It is made in English and Russian; both texts are equally authentic.`),
  },

  // ------------------------------------------------------------------ SaaS (6) ---------------------------------------
  // Reviewing party: the Jurong customer. Three-year renewals stoppable only on six months' notice from the customer
  // alone: below the fallback (one-year renewals on up to 90 days).
  {
    id: 'h25-saas-doc-jurong-md-plain-renews-for-three-years-unless-customer-gives-six-months-notice-or-twelve-months-thirty-days',
    pattern: 'position',
    type: 'saas',
    check: 'saas.auto_renewal',
    adverse: bad(jurong({ renewal: 'This Agreement runs for the Initial Term and then renews automatically for successive periods of thirty-six (36) months each, unless Customer gives Provider written notice of non-renewal at least six (6) months before the end of the then-current term. Provider may decline to renew on thirty (30) days\' notice.' })),
    benign: good(jurong({})),
  },
  // Reviewing party: the Jurong customer. Clause 5 caps liability at "the Liability Cap"; the key-terms cell sets it at
  // one month's fees: below the fallback (six months).
  {
    id: 'h25-saas-doc-jurong-md-liability-cap-cell-one-months-fees-or-twelve-months',
    pattern: 'layout',
    type: 'saas',
    check: 'saas.limitation_of_liability',
    adverse: bad(jurong({ capCell: 'The Subscription Fee for the one (1) month before the event giving rise to the claim' })),
    benign: good(jurong({})),
  },
  // Reviewing party: the Jurong customer. The IP indemnity is conditional on notice within 48 hours of the claim
  // "arising", whether or not the customer knows of it: a condition no customer can be sure to meet.
  {
    id: 'h25-saas-doc-jurong-md-ip-indemnity-conditional-on-notice-within-48-hours-of-the-claim-arising-known-or-not-or-promptly-after-aware',
    pattern: 'override',
    type: 'saas',
    check: 'saas.indemnification',
    adverse: bad(jurong({ ipNotice: 'provided that Customer notifies Provider of the claim in writing within forty-eight (48) hours after the claim first arises, whether or not Customer is then aware of it, failing which Provider has no obligation under this clause' })),
    benign: good(jurong({})),
  },
  // Reviewing party: the Knysna oyster farm (customer). Clause 11 needs consent both ways; clause 19, on a "change of
  // contracting entity", gives the customer's consent in advance to a novation to any company.
  {
    id: 'h25-saas-knysna-oysters-later-clause-consents-in-advance-to-novation-to-any-company-or-to-a-successor-only',
    pattern: 'override',
    type: 'saas',
    check: 'saas.assignment',
    adverse: bad(`SUBSCRIPTION TERMS — HatcheryLog Online between Knysna Lagoon Oysters (Pty) Ltd, Thesen Island, Knysna ("Customer") and Mossel Bay Aqua Data (Pty) Ltd, Mossel Bay ("Provider").

11. Assignment. Neither party may cede, assign or delegate this Agreement or any right or obligation under it without the prior written consent of the other party.

19. Change of contracting entity. Provider may at any time, on notice, novate this Agreement to any company nominated by Provider, whether or not connected with Provider, and Customer hereby irrevocably consents in advance to every such novation and agrees to sign any document Provider requires to give effect to it.

20. Law. This Agreement is governed by the law of the Republic of South Africa.`),
    benign: good(`SUBSCRIPTION TERMS — HatcheryLog Online between Knysna Lagoon Oysters (Pty) Ltd, Thesen Island, Knysna ("Customer") and Mossel Bay Aqua Data (Pty) Ltd, Mossel Bay ("Provider").

11. Assignment. Neither party may cede, assign or delegate this Agreement or any right or obligation under it without the prior written consent of the other party.

19. Change of contracting entity. Provider may, on notice, novate this Agreement to a company that acquires all or substantially all of Provider's business and assumes all of Provider's obligations under it, and Customer hereby consents in advance to that novation and agrees to sign any document reasonably required to give effect to it.

20. Law. This Agreement is governed by the law of the Republic of South Africa.`),
  },
  // Reviewing party: the Kingstown hotel (customer). The provider excludes all indirect loss, lost data and
  // replacement services included, and the customer is liable for everything: below the fallback (mutual exclusion).
  {
    id: 'h25-saas-kingstown-hotel-plain-provider-excludes-indirect-and-lost-data-customer-liable-for-all-or-mutual-with-carve-outs',
    pattern: 'position',
    type: 'saas',
    check: 'saas.consequential_damages',
    adverse: bad(`GRENADINE STAYS BOOKING PLATFORM — TERMS OF SUBSCRIPTION
Customer: Fort Charlotte Inn Ltd, Halifax Street, Kingstown, St. Vincent and the Grenadines. Provider: Leeward Reservations Inc., Kingstown.

9. Exclusion of loss
9.1 The Provider shall not be liable to the Customer for any indirect, incidental, special or consequential loss, loss of profits, loss of bookings, loss or corruption of data, or cost of substitute services, however caused, including by the Provider's negligence or breach of clause 7 (Data Protection).
9.2 The Customer shall be liable to the Provider for all loss of any kind arising from its use of the Platform, including indirect and consequential loss and loss of profits.

10. Governing law
These Terms are governed by the laws of Saint Vincent and the Grenadines.`),
    benign: good(`GRENADINE STAYS BOOKING PLATFORM — TERMS OF SUBSCRIPTION
Customer: Fort Charlotte Inn Ltd, Halifax Street, Kingstown, St. Vincent and the Grenadines. Provider: Leeward Reservations Inc., Kingstown.

9. Exclusion of loss
9.1 Neither party shall be liable to the other for any indirect, incidental, special or consequential loss or loss of profits, however caused.
9.2 Clause 9.1 does not apply to breach of clause 6 (Confidentiality) or clause 7 (Data Protection), to the indemnities, or to gross negligence or wilful misconduct, and does not exclude the Provider's liability for loss or corruption of the Customer's data or the cost of substitute services.

10. Governing law
These Terms are governed by the laws of Saint Vincent and the Grenadines.`),
  },
  // Reviewing party: the Bridgetown distillery (customer). The confidentiality clause is mutual in words, but
  // "Confidential Information" is defined as information the Provider marks: only the provider's information is protected.
  {
    id: 'h25-saas-bridgetown-rum-mutual-clause-but-confidential-information-defined-as-what-the-provider-marks-or-either-party',
    pattern: 'role',
    type: 'saas',
    check: 'saas.confidentiality',
    adverse: bad(`CASKWATCH SaaS AGREEMENT between Carlisle Bay Rum Distillers Limited, Spring Garden Highway, Bridgetown, Barbados ("Customer") and CaskWatch Caribbean Inc., Warrens, St. Michael, Barbados ("Provider").

1. Definitions. "Confidential Information" means information disclosed by the Provider that the Provider has marked "confidential", including the Platform, its documentation and the Provider's prices.

8. Confidentiality. Each party shall keep the other party's Confidential Information confidential and use it only for this Agreement, during the Subscription Term and for five (5) years after it ends.

15. Law. This Agreement is governed by the laws of Barbados.`),
    benign: good(`CASKWATCH SaaS AGREEMENT between Carlisle Bay Rum Distillers Limited, Spring Garden Highway, Bridgetown, Barbados ("Customer") and CaskWatch Caribbean Inc., Warrens, St. Michael, Barbados ("Provider").

1. Definitions. "Confidential Information" means information disclosed by either party that is marked "confidential" or that a reasonable person would understand to be confidential, including the Platform, its documentation and the Provider's prices, and the Customer's cask inventory, blends and sales data.

8. Confidentiality. Each party shall keep the other party's Confidential Information confidential and use it only for this Agreement, during the Subscription Term and for five (5) years after it ends.

15. Law. This Agreement is governed by the laws of Barbados.`),
  },

  // ------------------------------------------------------------------ licence (4) ------------------------------------
  // Reviewing party: the Stellenbosch licensee. One-year renewals stoppable only by the licensee on six months'
  // notice (we may stop on 30 days): below the fallback (up to 90 days).
  {
    id: 'h25-license-doc-stellenbosch-plain-renews-unless-you-tell-us-six-months-before-or-either-thirty-days',
    pattern: 'position',
    type: 'license',
    check: 'license.auto_renewal',
    adverse: bad(stellenbosch({ renewal: 'This licence starts on 1 August 2026 and lasts one year. It then renews automatically for one more year at a time unless you tell us in writing, at least six months before the end of the current year, that it should not renew. We may end it at the end of any year by telling you 30 days before.' })),
    benign: good(stellenbosch({})),
  },
  // Reviewing party: the Stellenbosch licensee, who wants every tank in three cellars controlled (clause 1). The grant
  // is at "the Site", and the schedule makes the Site one laboratory computer with one user.
  {
    id: 'h25-license-doc-stellenbosch-site-in-the-schedule-is-one-lab-computer-though-three-cellars-are-the-purpose-or-all-three',
    pattern: 'reference',
    type: 'license',
    check: 'license.grant_scope',
    adverse: bad(stellenbosch({ site: 'the laboratory computer in the Old Cellar only (asset tag BH-LAB-01)' })),
    benign: good(stellenbosch({})),
  },
  // Reviewing party: the Taraz licensee. The licensor excludes all consequential loss while the licensee answers for
  // it in full: one-sided, no carve-outs.
  {
    id: 'h25-license-taraz-sugar-plain-licensor-excludes-consequential-loss-licensee-liable-for-it-or-mutual-with-carve-outs',
    pattern: 'position',
    type: 'license',
    check: 'license.consequential_damages',
    adverse: bad(`SOFTWARE LICENCE AGREEMENT No. 14/2026 between Taraz Sugar Refinery JSC, 88 Tole Bi Street, Taraz, Republic of Kazakhstan (the "Licensee") and Shymkent Process Automation LLP, Shymkent (the "Licensor"), for the CrystalLine evaporator control software.

10. Liability
10.1 The Licensor shall in no event be liable for any indirect, consequential, special or incidental damages, lost profits, lost production or spoiled product, whatever their cause, including breach of clause 8 (Confidentiality) or wilful misconduct.
10.2 The Licensee shall be liable to the Licensor for all damages, direct and indirect, including lost profits, arising from any breach of this Agreement.

12. Governing law. This Agreement is governed by the law of the Republic of Kazakhstan.`),
    benign: good(`SOFTWARE LICENCE AGREEMENT No. 14/2026 between Taraz Sugar Refinery JSC, 88 Tole Bi Street, Taraz, Republic of Kazakhstan (the "Licensee") and Shymkent Process Automation LLP, Shymkent (the "Licensor"), for the CrystalLine evaporator control software.

10. Liability
10.1 Neither party shall in any event be liable for any indirect, consequential, special or incidental damages or lost profits, whatever their cause.
10.2 Clause 10.1 does not apply to breach of clause 8 (Confidentiality), to the indemnities in clause 9, or to gross negligence or wilful misconduct.

12. Governing law. This Agreement is governed by the law of the Republic of Kazakhstan.`),
  },
  // Reviewing party: the Ajman licensee. Assignment needs consent, but consent is deemed given by silence for two
  // business days after an e-mail to any address: the licensor assigns at will in practice.
  {
    id: 'h25-license-ajman-print-consent-deemed-given-by-two-days-silence-to-any-email-or-consent-not-unreasonably-withheld',
    pattern: 'override',
    type: 'license',
    check: 'license.assignment',
    adverse: bad(`LICENCE AGREEMENT between Al Jurf Packaging Printers LLC, Industrial Area 2, Ajman, United Arab Emirates (the "Licensee") and Gulf Prepress Software FZE, Ras Al Khaimah (the "Licensor"), for the ColourProof proofing software.

16. Assignment. Neither Party may assign or transfer this Agreement or any rights under it without the prior written consent of the other Party. A Party shall be deemed to have given its consent if it does not object in writing within two (2) Business Days after notice of the proposed assignment, which notice may be sent by e-mail to any e-mail address of that Party or of any of its employees.

22. Governing Law. This Agreement is governed by the laws of the Emirate of Ajman and the federal laws of the United Arab Emirates.`),
    benign: good(`LICENCE AGREEMENT between Al Jurf Packaging Printers LLC, Industrial Area 2, Ajman, United Arab Emirates (the "Licensee") and Gulf Prepress Software FZE, Ras Al Khaimah (the "Licensor"), for the ColourProof proofing software.

16. Assignment. Neither Party may assign or transfer this Agreement or any rights under it without the prior written consent of the other Party, not to be unreasonably withheld, except that either Party may assign it, on written notice, to a successor to all or substantially all of its business that assumes its obligations under it.

22. Governing Law. This Agreement is governed by the laws of the Emirate of Ajman and the federal laws of the United Arab Emirates.`),
  },

  // ------------------------------------------------------------------ services (4) -----------------------------------
  // Reviewing party: the Nanyuki customer. The provider may use and sell the cold-room data for any purpose.
  {
    id: 'h25-services-doc-nanyuki-pdf-plain-provider-may-use-and-sell-monitoring-data-for-any-purpose-or-only-for-the-services',
    pattern: 'position',
    type: 'services',
    check: 'services.data_use',
    adverse: bad(nanyuki({ data: 'The Provider may collect, keep, use, combine and commercialise the Monitoring Data, and any other data of the Customer it receives, for any purpose, including selling it or reports derived from it to flower buyers, exporters and other third parties.' })),
    benign: good(nanyuki({})),
  },
  // Reviewing party: the Nanyuki customer. Clause 5 suspends on a "Suspension Event"; the definition makes that any
  // breach however minor, or any invoice unpaid on its due date even if disputed, without notice or cure.
  {
    id: 'h25-services-doc-nanyuki-pdf-suspension-event-defined-as-any-breach-or-disputed-invoice-unpaid-or-undisputed-after-notice',
    pattern: 'reference',
    type: 'services',
    check: 'services.suspension',
    adverse: bad(nanyuki({ susp: '"Suspension Event" means any failure by the Customer to comply with any term of this Agreement, however minor, or the non-payment in full of any invoice on its due date, whether or not disputed, and the Provider need give no notice of it before suspending.' })),
    benign: good(nanyuki({})),
  },
  // Reviewing party: the Calabar customer. The provider's liability is capped at NGN 50,000 in all, the customer's
  // unlimited: below both fallbacks.
  {
    id: 'h25-services-calabar-port-plain-contractor-cap-fifty-thousand-naira-customer-unlimited-or-mutual-twelve-months',
    pattern: 'position',
    type: 'services',
    check: 'services.limitation_of_liability',
    adverse: bad(`SERVICES AGREEMENT between Cross River Terminals Limited, Marina Road, Calabar, Cross River State ("the Customer") and Akpabuyo Marine Services Limited, Calabar ("the Contractor"), for the maintenance of the Customer's mooring buoys and fenders.

11. LIMITATION OF LIABILITY
11.1 The total liability of the Contractor under or in connection with this Agreement, whether in contract, tort (including negligence) or otherwise, shall not exceed Fifty Thousand Naira (NGN 50,000) in aggregate.
11.2 The liability of the Customer under this Agreement is not limited.

14. GOVERNING LAW This Agreement shall be governed by the laws of the Federal Republic of Nigeria.`),
    benign: good(`SERVICES AGREEMENT between Cross River Terminals Limited, Marina Road, Calabar, Cross River State ("the Customer") and Akpabuyo Marine Services Limited, Calabar ("the Contractor"), for the maintenance of the Customer's mooring buoys and fenders.

11. LIMITATION OF LIABILITY
11.1 The total liability of each party under or in connection with this Agreement, whether in contract, tort (including negligence) or otherwise, shall not exceed the fees paid and payable in the twelve (12) months before the claim.
11.2 Clause 11.1 does not limit liability for breach of confidentiality, under the indemnities, or for fraud or wilful misconduct.

14. GOVERNING LAW This Agreement shall be governed by the laws of the Federal Republic of Nigeria.`),
  },
  // Reviewing party: the Letterkenny customer. "Within 30 days" runs from each service visit while invoices come
  // quarterly in arrears: most invoices are overdue when they arrive.
  {
    id: 'h25-services-letterkenny-fish-payment-thirty-days-from-the-visit-invoiced-quarterly-in-arrears-or-from-receipt',
    pattern: 'reference',
    type: 'services',
    check: 'services.payment_terms',
    adverse: bad(`SERVICES AGREEMENT between Lough Swilly Seafoods Limited (CRO 401276), Pearse Road, Letterkenny, Co. Donegal ("Customer") and Foyle Refrigeration Services Limited (CRO 512093), Buncrana, Co. Donegal ("Provider").

5. Charges and payment
5.1 Provider shall invoice the charges for each service visit quarterly in arrears, on the last day of March, June, September and December.
5.2 Customer shall pay each invoiced charge within thirty (30) days after the date of the service visit to which it relates, and interest at 8% per annum above the ECB reference rate runs on any charge paid after that date.

9. Law. This Agreement is governed by the laws of Ireland.`),
    benign: good(`SERVICES AGREEMENT between Lough Swilly Seafoods Limited (CRO 401276), Pearse Road, Letterkenny, Co. Donegal ("Customer") and Foyle Refrigeration Services Limited (CRO 512093), Buncrana, Co. Donegal ("Provider").

5. Charges and payment
5.1 Provider shall invoice the charges for each service visit quarterly in arrears, on the last day of March, June, September and December.
5.2 Customer shall pay each undisputed invoice within thirty (30) days after receiving it, and interest at 8% per annum above the ECB reference rate runs on any undisputed amount paid after that date.

9. Law. This Agreement is governed by the laws of Ireland.`),
  },

  // ------------------------------------------------------------------ consulting (4) ---------------------------------
  // Reviewing party: the Kilkenny client. The consultant may assign or subcontract to anyone without consent.
  {
    id: 'h25-consulting-doc-kilkenny-md-plain-consultant-may-assign-or-subcontract-to-anyone-or-mutual-consent',
    pattern: 'position',
    type: 'consulting',
    check: 'consulting.assignment',
    adverse: bad(kilkenny({ assign: 'The Consultant may assign, novate or subcontract this Agreement, or any of its rights or obligations under it, in whole or in part, to any person without the Client\'s consent. The Client may not assign this Agreement without the Consultant\'s prior written consent.' })),
    benign: good(kilkenny({})),
  },
  // Reviewing party: the Kilkenny client. Clause 2's warranty reads fine; the key-terms cell makes the Warranty Period
  // two days from delivery, before a line specification can even be tendered: below the fallback (30 days).
  {
    id: 'h25-consulting-doc-kilkenny-md-warranty-period-cell-two-days-from-delivery-or-ninety-from-acceptance',
    pattern: 'layout',
    type: 'consulting',
    check: 'consulting.services_warranty',
    adverse: bad(kilkenny({ warrantyCell: 'Two (2) days from delivery of each Deliverable' })),
    benign: good(kilkenny({})),
  },
  // Reviewing party: the Muharraq client. Non-renewal notice only inside a five-business-day "Notice Window" that
  // opens 120 days before the end: below the fallback (stoppable on up to 90 days).
  {
    id: 'h25-consulting-muharraq-pearl-notice-window-five-days-opening-120-days-before-the-end-or-any-time-up-to-30-days',
    pattern: 'reference',
    type: 'consulting',
    check: 'consulting.auto_renewal',
    adverse: bad(`CONSULTANCY AGREEMENT between Muharraq Pearl Heritage Company W.L.L., C.R. 118204, Road 1020, Muharraq, Kingdom of Bahrain (the "Client") and Dilmun Museum Advisers W.L.L., Manama (the "Consultant"), for curatorial and conservation advice.

1. Definitions. "Notice Window" means the period of five (5) Business Days beginning one hundred and twenty (120) days before the last day of the then-current Term.

4. Term. This Agreement has an initial term of one (1) year and thereafter renews automatically for further terms of one (1) year each, unless either Party gives the other written notice of non-renewal within the Notice Window. A notice given outside the Notice Window has no effect.

19. Governing Law. This Agreement is governed by the laws of the Kingdom of Bahrain.`),
    benign: good(`CONSULTANCY AGREEMENT between Muharraq Pearl Heritage Company W.L.L., C.R. 118204, Road 1020, Muharraq, Kingdom of Bahrain (the "Client") and Dilmun Museum Advisers W.L.L., Manama (the "Consultant"), for curatorial and conservation advice.

1. Definitions. "Notice Window" means the period from the start of the then-current Term until thirty (30) days before its last day.

4. Term. This Agreement has an initial term of one (1) year and thereafter renews automatically for further terms of one (1) year each, unless either Party gives the other written notice of non-renewal within the Notice Window. A notice given outside the Notice Window has no effect.

19. Governing Law. This Agreement is governed by the laws of the Kingdom of Bahrain.`),
  },
  // Reviewing party: the Abeokuta client. Only the consultant's methods are confidential; the client's dye recipes and
  // buyer lists may be reused with other clients.
  {
    id: 'h25-consulting-abeokuta-adire-plain-only-the-consultants-methods-are-confidential-client-data-reusable-or-mutual',
    pattern: 'position',
    type: 'consulting',
    check: 'consulting.confidentiality',
    adverse: bad(`CONSULTANCY AGREEMENT made between ITOKU ADIRE CO-OPERATIVE LIMITED of Itoku Market, Abeokuta, Ogun State ("the Client") and OWERRI TEXTILE ADVISORY LIMITED of Wetheral Road, Owerri, Imo State ("the Consultant"), for advice on indigo dyeing, quality control and export to Europe.

8. CONFIDENTIALITY
8.1 The Client shall keep confidential the Consultant's methods, templates and fee rates, during this Agreement and after it ends.
8.2 The Consultant may use and disclose the Client's dye recipes, pattern archive, buyer lists and prices in its work for other clients and in its publications, and owes the Client no duty of confidence in respect of them.

12. GOVERNING LAW This Agreement shall be governed by the laws of Ogun State of Nigeria.`),
    benign: good(`CONSULTANCY AGREEMENT made between ITOKU ADIRE CO-OPERATIVE LIMITED of Itoku Market, Abeokuta, Ogun State ("the Client") and OWERRI TEXTILE ADVISORY LIMITED of Wetheral Road, Owerri, Imo State ("the Consultant"), for advice on indigo dyeing, quality control and export to Europe.

8. CONFIDENTIALITY
8.1 Each party shall keep confidential the other's confidential information, including the Consultant's methods, templates and fee rates and the Client's dye recipes, pattern archive, buyer lists and prices, during this Agreement and after it ends.
8.2 The Consultant may use the general skill and know-how it gains in its work for other clients, but shall not use or disclose the Client's confidential information in doing so.

12. GOVERNING LAW This Agreement shall be governed by the laws of Ogun State of Nigeria.`),
  },

  // ------------------------------------------------------------------ employment (4) ---------------------------------
  // Reviewing party: the Dubbo employee. A three-year restraint over Australia and New Zealand and any agricultural
  // business: beyond the fallback (twelve months, direct competitors, the territory worked).
  {
    id: 'h25-employment-doc-dubbo-pdf-plain-three-year-restraint-any-agricultural-business-australia-and-nz-or-six-months-100-km',
    pattern: 'position',
    type: 'employment',
    check: 'employment.non_compete',
    adverse: bad(dubbo({ restraint: 'For three (3) years after the employment ends, the Employee will not be engaged, concerned or interested in any capacity in any agricultural, grain, fertiliser or logistics business anywhere in Australia or New Zealand.' })),
    benign: good(dubbo({})),
  },
  // Reviewing party: the Dubbo employee. Clause 4 reads "either party may end the employment by giving the Notice
  // Period"; the schedule makes it one day for the employer and six months for the employee.
  {
    id: 'h25-employment-doc-dubbo-pdf-notice-period-item-one-day-for-employer-six-months-for-employee-or-four-weeks-each',
    pattern: 'layout',
    type: 'employment',
    check: 'employment.notice_period',
    adverse: bad(dubbo({ notice: 'For the Employer: one (1) day. For the Employee: six (6) months' })),
    benign: good(dubbo({})),
  },
  // Reviewing party: the Dubbo employee. The salary is stated, and then as much of it as the employer decides each year
  // becomes a "Performance Component" paid at its discretion: the stated salary is not a salary.
  {
    id: 'h25-employment-doc-dubbo-pdf-salary-any-part-the-employer-chooses-becomes-discretionary-or-a-discretionary-bonus-on-top',
    pattern: 'override',
    type: 'employment',
    check: 'employment.compensation',
    adverse: bad(dubbo({ pay: 'Such part of the Salary as the Employer determines at the start of each year is the Performance Component, which is paid only if and to the extent the Employer decides, at the Employer\'s discretion, having regard to harvest receivals and site safety.' })),
    benign: good(dubbo({})),
  },
  // Reviewing party: the employee in Nuku'alofa. Five years, every customer of the group worldwide and every employee:
  // beyond the fallback (employees only, up to 24 months).
  {
    id: 'h25-employment-nukualofa-vanilla-plain-five-years-no-dealing-with-any-group-customer-or-employee-or-twelve-months-those-dealt-with',
    pattern: 'position',
    type: 'employment',
    check: 'employment.non_solicit',
    adverse: bad(`CONTRACT OF EMPLOYMENT — EXPORT SALES MANAGER
Employer: Tongatapu Vanilla Exports Limited, Taufa'ahau Road, Nuku'alofa, Kingdom of Tonga. Employee: Mele Fifita.

11. After you leave. For five (5) years after your employment ends, you must not, directly or indirectly, solicit, deal with, accept orders from or supply any person who was a customer or supplier of the Employer or of any company in its group at any time, anywhere in the world, or solicit or employ any person who was an employee of the Employer or its group.

14. Law. This contract is governed by the laws of the Kingdom of Tonga.`),
    benign: good(`CONTRACT OF EMPLOYMENT — EXPORT SALES MANAGER
Employer: Tongatapu Vanilla Exports Limited, Taufa'ahau Road, Nuku'alofa, Kingdom of Tonga. Employee: Mele Fifita.

11. After you leave. For twelve (12) months after your employment ends, you must not, directly or indirectly, solicit any person who was a customer of the Employer with whom you dealt in your last twelve months of employment, or solicit any employee of the Employer with whom you worked in that period.

14. Law. This contract is governed by the laws of the Kingdom of Tonga.`),
  },

  // ------------------------------------------------------------------ lease (4) --------------------------------------
  // Reviewing party: the Basseterre tenant. "Building Costs" (clause 1) takes in capital improvements, roof and
  // structural replacement and a 20 % management fee, uncapped; clause 2 reads fine.
  {
    id: 'h25-lease-doc-basseterre-html-building-costs-defined-to-include-capital-works-and-a-fee-uncapped-or-excluded-and-capped',
    pattern: 'reference',
    type: 'lease',
    check: 'lease.service_charges',
    adverse: bad(basseterre({ costs: '"Building Costs" means all costs incurred by the Landlord in relation to the Building, including the cost of any capital improvement, of the repair, renewal or replacement of the roof, structure, lifts and plant, of hurricane reinforcement, and a management fee equal to twenty per cent (20%) of those costs.' })),
    benign: good(basseterre({})),
  },
  // Reviewing party: the Basseterre tenant. The indemnity covers every claim about the building, the landlord's own
  // negligence included: below the fallback (each for its own negligence).
  {
    id: 'h25-lease-doc-basseterre-html-plain-tenant-indemnifies-every-claim-including-landlords-negligence-or-excepting-it',
    pattern: 'position',
    type: 'lease',
    check: 'lease.tenant_indemnity',
    adverse: bad(basseterre({ indemnity: 'The Tenant shall indemnify the Landlord against all claims, losses and costs of any kind relating to the Premises or the Building, howsoever arising, including claims caused by the negligence or breach of the Landlord, its employees or contractors.' })),
    benign: good(basseterre({})),
  },
  // Reviewing party: the Portree tenant. The tenant insures the whole building in the landlord's name and rent runs on
  // through damage: below the fallback (tenant insures only the premises it occupies, landlord co-insured).
  {
    id: 'h25-lease-portree-craft-shop-plain-tenant-insures-whole-building-rent-continues-or-landlord-insures-rent-suspended',
    pattern: 'position',
    type: 'lease',
    check: 'lease.insurance',
    adverse: bad(`LEASE between Skye Harbour Properties Limited, incorporated in Scotland (SC477120), The Green, Portree, Isle of Skye IV51 9BT (the "Landlord") and Cuillin Crafts Limited, incorporated in Scotland (SC601553) (the "Tenant"), of the ground-floor shop at 3 Wentworth Street, Portree (the "Premises"), part of the building at 1 to 5 Wentworth Street (the "Building").

7. INSURANCE
7.1 The Tenant shall insure the whole Building, in the name of the Landlord, for its full reinstatement cost against fire, storm, flood and all other usual risks, and shall pay all premiums.
7.2 The rent shall continue to be payable in full notwithstanding any damage to or destruction of the Premises or the Building by any cause.

12. LAW This Lease is governed by the Law of Scotland.`),
    benign: good(`LEASE between Skye Harbour Properties Limited, incorporated in Scotland (SC477120), The Green, Portree, Isle of Skye IV51 9BT (the "Landlord") and Cuillin Crafts Limited, incorporated in Scotland (SC601553) (the "Tenant"), of the ground-floor shop at 3 Wentworth Street, Portree (the "Premises"), part of the building at 1 to 5 Wentworth Street (the "Building").

7. INSURANCE
7.1 The Landlord shall insure the whole Building for its full reinstatement cost against fire, storm, flood and all other usual risks, and the Tenant shall pay a fair proportion of the premiums; the Tenant shall insure its own stock and fittings and carry public liability cover.
7.2 The rent shall cease to be payable while the Premises are unfit for use because of damage by an insured risk.

12. LAW This Lease is governed by the Law of Scotland.`),
  },
  // Reviewing party: the Granby tenant. Consent "not to be unreasonably withheld", then a list of grounds deemed
  // reasonable that includes the landlord preferring to take the premises back or to let them itself: the rule swallowed.
  {
    id: 'h25-lease-granby-bakery-reasonable-refusal-deemed-whenever-landlord-prefers-to-relet-or-usual-grounds',
    pattern: 'override',
    type: 'lease',
    check: 'lease.assignment_subletting',
    adverse: bad(`COMMERCIAL LEASE between Gestion Immobilière Granby Inc., 150 rue Principale, Granby, Québec (the "Lessor") and Boulangerie du Lac Boivin Inc. (the "Lessee"), of premises at 412 rue Principale, Granby.

9. Assignment and sublease
9.1 The Lessee may not assign this lease or sublet all or part of the premises without the Lessor's prior written consent, which shall not be unreasonably withheld.
9.2 It is reasonable for the Lessor to refuse its consent if, among other grounds, the Lessor would prefer to recover the premises, to let them itself to the proposed assignee or sublessee or to another person, or to obtain a higher rent, or for any other reason the Lessor in good faith considers sufficient.

20. Law. This lease is governed by the laws in force in the Province of Québec. The parties have required that it be drawn up in English.`),
    benign: good(`COMMERCIAL LEASE between Gestion Immobilière Granby Inc., 150 rue Principale, Granby, Québec (the "Lessor") and Boulangerie du Lac Boivin Inc. (the "Lessee"), of premises at 412 rue Principale, Granby.

9. Assignment and sublease
9.1 The Lessee may not assign this lease or sublet all or part of the premises without the Lessor's prior written consent, which shall not be unreasonably withheld or delayed.
9.2 It is reasonable for the Lessor to refuse its consent only if the proposed assignee or sublessee is unlikely to be able to pay the rent and perform the lessee's obligations, or proposes a use of the premises this lease does not permit.

20. Law. This lease is governed by the laws in force in the Province of Québec. The parties have required that it be drawn up in English.`),
  },

  // ------------------------------------------------------------------ DPA (3) ----------------------------------------
  // Reviewing party: the Dundalk controller. Clause 7.4 makes the processor liable for sub-processors, and 7.5
  // disapplies it for every sub-processor approved under 7.2, which approves all the current ones by signature.
  {
    id: 'h25-dpa-dundalk-creamery-sub-processor-liability-disapplied-for-every-approved-sub-processor-or-approval-does-not-affect-it',
    pattern: 'override',
    type: 'dpa',
    check: 'dpa.sub_processor_liability',
    adverse: bad(`DATA PROCESSING AGREEMENT between Cooley Creamery Limited (CRO 339018), Dublin Road, Dundalk, Co. Louth ("Controller") and Boyne Payroll Services Limited (CRO 620417), Drogheda ("Processor").

7. Sub-processors
7.1 Processor shall not engage a sub-processor without Controller's prior written authorisation.
7.2 By signing this Agreement, Controller authorises the sub-processors listed in Annex 3, which include Processor's hosting, payroll-calculation and payslip-printing providers.
7.3 Processor shall impose on each sub-processor data-protection obligations no less protective than those in this Agreement.
7.4 Processor remains fully liable to Controller for the performance of each sub-processor's obligations.
7.5 Clause 7.4 does not apply to any sub-processor authorised by Controller under clause 7.2 or later, for whose acts and omissions Controller bears the risk.

12. Law. This Agreement is governed by the laws of Ireland.`),
    benign: good(`DATA PROCESSING AGREEMENT between Cooley Creamery Limited (CRO 339018), Dublin Road, Dundalk, Co. Louth ("Controller") and Boyne Payroll Services Limited (CRO 620417), Drogheda ("Processor").

7. Sub-processors
7.1 Processor shall not engage a sub-processor without Controller's prior written authorisation.
7.2 By signing this Agreement, Controller authorises the sub-processors listed in Annex 3, which include Processor's hosting, payroll-calculation and payslip-printing providers.
7.3 Processor shall impose on each sub-processor data-protection obligations no less protective than those in this Agreement.
7.4 Processor remains fully liable to Controller for the performance of each sub-processor's obligations.
7.5 Controller's authorisation of a sub-processor under clause 7.2 or later does not affect clause 7.4.

12. Law. This Agreement is governed by the laws of Ireland.`),
  },
  // Reviewing party: the Mullingar controller. The processor's liability is capped at EUR 500, the controller's
  // unlimited: below both fallbacks.
  {
    id: 'h25-dpa-mullingar-clinic-plain-processor-capped-at-500-euro-controller-unlimited-or-mutual-twelve-months',
    pattern: 'position',
    type: 'dpa',
    check: 'dpa.limitation_of_liability',
    adverse: bad(`DATA PROCESSING ADDENDUM — Lakeland Physiotherapy Clinic Limited, Pearse Street, Mullingar, Co. Westmeath (the "Controller") and Midland Appointments Online Limited, Tullamore, Co. Offaly (the "Processor").

10. Liability
10.1 The Processor's total liability under or in connection with this Addendum, including for any breach of it or of the Data Protection Laws, shall not exceed five hundred euro (EUR 500) in aggregate.
10.2 The Controller shall be liable to the Processor without limit for any breach of this Addendum or of the Data Protection Laws.

14. Law. This Addendum is governed by the laws of Ireland.`),
    benign: good(`DATA PROCESSING ADDENDUM — Lakeland Physiotherapy Clinic Limited, Pearse Street, Mullingar, Co. Westmeath (the "Controller") and Midland Appointments Online Limited, Tullamore, Co. Offaly (the "Processor").

10. Liability
10.1 Each party's total liability under or in connection with this Addendum shall not exceed the fees paid and payable under the Main Agreement in the twelve (12) months before the claim.
10.2 Clause 10.1 does not limit either party's liability for breach of confidentiality, under any indemnity, for wilful misconduct, or for any fine that cannot lawfully be limited.

14. Law. This Addendum is governed by the laws of Ireland.`),
  },
  // Reviewing party: the Dibba hotel (controller). The DPA sends precedence to the order form's list, which puts the
  // main terms and the order form above the DPA in every matter.
  {
    id: 'h25-dpa-dibba-resort-precedence-list-in-the-order-form-puts-main-terms-above-the-dpa-or-dpa-first-on-personal-data',
    pattern: 'reference',
    type: 'dpa',
    check: 'dpa.precedence',
    adverse: bad(`DATA PROCESSING AGREEMENT between Dibba Bay Resort LLC, Dibba Al-Fujairah, United Arab Emirates ("Controller") and Hajar Guest Systems FZ-LLC, Fujairah ("Processor"), forming part of the Order Form for the Processor's guest-management service.

1. Order of precedence. If there is a conflict between the documents making up the Agreement, they prevail in the order set out in the table "Order of Precedence" in the Order Form.

ORDER FORM (extract)
| Order of Precedence | |
|---|---|
| 1 | Main Terms of Service |
| 2 | This Order Form |
| 3 | Data Processing Agreement |
| 4 | Standard Contractual Clauses, where they apply |

6. Law. This Agreement is governed by the laws of the Emirate of Fujairah and the federal laws of the United Arab Emirates.`),
    benign: good(`DATA PROCESSING AGREEMENT between Dibba Bay Resort LLC, Dibba Al-Fujairah, United Arab Emirates ("Controller") and Hajar Guest Systems FZ-LLC, Fujairah ("Processor"), forming part of the Order Form for the Processor's guest-management service.

1. Order of precedence. If there is a conflict between the documents making up the Agreement, they prevail in the order set out in the table "Order of Precedence" in the Order Form.

ORDER FORM (extract)
| Order of Precedence | |
|---|---|
| 1 | Standard Contractual Clauses, where they apply |
| 2 | Data Processing Agreement, in every matter of the processing of personal data |
| 3 | Main Terms of Service |
| 4 | This Order Form |

6. Law. This Agreement is governed by the laws of the Emirate of Fujairah and the federal laws of the United Arab Emirates.`),
  },
];

// ---------------------------------------------------------------- the ten more -------------------------------------

export const HOLDOUT25_EXTRA: AdverseCase[] = [
  // Reviewing party: the Elgin distillery (discloser of blends, prices and customer lists). Only technical
  // information is protected; business information expressly left out.
  {
    id: 'h25x-nda-elgin-whisky-plain-only-technical-information-protected-business-information-excluded-or-all-kinds',
    pattern: 'position',
    type: 'nda',
    check: 'nda.technical_information_only',
    adverse: bad(`NON-DISCLOSURE AGREEMENT between Lossie Valley Distillers Limited, incorporated in Scotland (SC298114), Linkwood Road, Elgin IV30 8RD ("Lossie") and Arbroath Glassworks Limited, incorporated in Scotland (SC455102) ("the Recipient"), concerning a new bottle design.

1. "Confidential Information" means technical information disclosed by Lossie, namely drawings, specifications, formulae and process data, and does not include business, financial or commercial information of any kind, including prices, volumes, customer lists and launch plans.

2. The Recipient shall keep the Confidential Information secret and use it only to quote for and make the bottle.

7. This Agreement is governed by the Law of Scotland.`),
    benign: good(`NON-DISCLOSURE AGREEMENT between Lossie Valley Distillers Limited, incorporated in Scotland (SC298114), Linkwood Road, Elgin IV30 8RD ("Lossie") and Arbroath Glassworks Limited, incorporated in Scotland (SC455102) ("the Recipient"), concerning a new bottle design.

1. "Confidential Information" means technical information disclosed by Lossie, namely drawings, specifications, formulae and process data, and business, financial and commercial information of every kind, including prices, volumes, customer lists and launch plans.

2. The Recipient shall keep the Confidential Information secret and use it only to quote for and make the bottle.

7. This Agreement is governed by the Law of Scotland.`),
  },
  // Reviewing party: the Kericho tea factory (customer). The provider may assign to anyone on notice.
  {
    id: 'h25x-msa-kericho-tea-plain-provider-may-assign-to-any-person-on-notice-or-successor-only',
    pattern: 'position',
    type: 'msa',
    check: 'msa.assignment',
    adverse: bad(`MASTER SERVICES AGREEMENT between Chagaik Tea Factory Limited, P.O. Box 118-20200, Kericho, Kenya ("the Client") and Rift Valley Withering Systems Limited, Moi Highway, Kericho ("the Service Provider").

15. ASSIGNMENT 15.1 The Service Provider may assign, transfer or novate this Agreement, or any of its rights or obligations under it, to any person by giving the Client written notice. 15.2 The Client shall not assign this Agreement without the prior written consent of the Service Provider.

21. GOVERNING LAW This Agreement is governed by the laws of Kenya.`),
    benign: good(`MASTER SERVICES AGREEMENT between Chagaik Tea Factory Limited, P.O. Box 118-20200, Kericho, Kenya ("the Client") and Rift Valley Withering Systems Limited, Moi Highway, Kericho ("the Service Provider").

15. ASSIGNMENT 15.1 Neither party may assign, transfer or novate this Agreement, or any of its rights or obligations under it, without the prior written consent of the other. 15.2 Either party may, however, assign this Agreement to a successor to all or substantially all of its business by giving the other written notice.

21. GOVERNING LAW This Agreement is governed by the laws of Kenya.`),
  },
  // Reviewing party: the Hermanus abalone farm (customer). 99.9 % reads as preferred, but "Scheduled Maintenance",
  // excluded from the measure, is any downtime the provider gives notice of, even after it starts: the commitment is empty.
  {
    id: 'h25x-saas-hermanus-abalone-scheduled-maintenance-is-any-downtime-notified-even-after-it-starts-or-four-hours-notified-48-before',
    pattern: 'override',
    type: 'saas',
    check: 'saas.service_levels',
    adverse: bad(`SERVICE LEVEL SCHEDULE — TankSense Cloud
Customer: Walker Bay Abalone (Pty) Ltd, New Harbour, Hermanus. Provider: Overberg Telemetry (Pty) Ltd, Hermanus.

1. Availability. The Provider will make the Service available at least 99.9% of the time in each calendar month, excluding Scheduled Maintenance. If it does not, the Provider will credit 10% of that month's fee for each full 0.1% below the target, and the Customer may end the Agreement if the target is missed in three consecutive months.

2. Scheduled Maintenance. "Scheduled Maintenance" means any period during which the Service is unavailable and of which the Provider has given notice on its status page, whether the notice is given before or after the period begins.`),
    benign: good(`SERVICE LEVEL SCHEDULE — TankSense Cloud
Customer: Walker Bay Abalone (Pty) Ltd, New Harbour, Hermanus. Provider: Overberg Telemetry (Pty) Ltd, Hermanus.

1. Availability. The Provider will make the Service available at least 99.9% of the time in each calendar month, excluding Scheduled Maintenance. If it does not, the Provider will credit 10% of that month's fee for each full 0.1% below the target, and the Customer may end the Agreement if the target is missed in three consecutive months.

2. Scheduled Maintenance. "Scheduled Maintenance" means up to four (4) hours a month of planned maintenance, between 22:00 and 04:00 South African time, of which the Provider has given the Customer at least forty-eight (48) hours' notice.`),
  },
  // Reviewing party: the Andijan licensee. The licensor may raise fees at any time by any amount.
  {
    id: 'h25x-license-andijan-cotton-plain-licensor-may-raise-fees-any-time-by-any-amount-or-fixed-then-capped-at-five-percent',
    pattern: 'position',
    type: 'license',
    check: 'license.price_increases',
    adverse: bad(`LICENCE AGREEMENT between Andijan Cotton Cluster LLC, 45 Bobur Street, Andijan, Republic of Uzbekistan (the "Licensee") and Namangan Agrosoft LLC, Namangan (the "Licensor"), for the GinMaster ginning-line software.

5. Fees. 5.1 The Licensee shall pay the annual licence fee of UZS 96,000,000. 5.2 The Licensor may increase the licence fee at any time, by any amount, by notice to the Licensee, and the increased fee applies from the date stated in the notice.

14. Law. This Agreement is governed by the law of the Republic of Uzbekistan.`),
    benign: good(`LICENCE AGREEMENT between Andijan Cotton Cluster LLC, 45 Bobur Street, Andijan, Republic of Uzbekistan (the "Licensee") and Namangan Agrosoft LLC, Namangan (the "Licensor"), for the GinMaster ginning-line software.

5. Fees. 5.1 The Licensee shall pay the annual licence fee of UZS 96,000,000, which is fixed for the initial term of three (3) years. 5.2 The Licensor may increase the licence fee for any renewal term by notice given at least sixty (60) days before it begins, by no more than five per cent (5%) a year.

14. Law. This Agreement is governed by the law of the Republic of Uzbekistan.`),
  },
  // Reviewing party: the Oudtshoorn tannery (customer). The provider changes the terms by posting; use is acceptance.
  {
    id: 'h25x-services-oudtshoorn-ostrich-plain-provider-changes-terms-by-posting-continued-use-accepts-or-signed-by-both',
    pattern: 'position',
    type: 'services',
    check: 'services.unilateral_changes',
    adverse: bad(`EFFLUENT TREATMENT SERVICES — TERMS between Klein Karoo Ostrich Leather (Pty) Ltd, Oudtshoorn ("you") and De Rust Water Treatment Services (Pty) Ltd ("we").

12. Changes. We may change these terms, our prices and the services at any time by posting the changed terms on our website. The changes take effect when posted, and by continuing to use the services you accept them.

15. Law. South African law governs these terms.`),
    benign: good(`EFFLUENT TREATMENT SERVICES — TERMS between Klein Karoo Ostrich Leather (Pty) Ltd, Oudtshoorn ("you") and De Rust Water Treatment Services (Pty) Ltd ("we").

12. Changes. We may not change these terms, our prices or the services except by a written amendment signed by both of us. Changed terms posted on our website do not bind you unless you sign them.

15. Law. South African law governs these terms.`),
  },
  // Reviewing party: the Dumfries client. The exclusion is mutual in words, but "Consequential Loss" is defined, for
  // the consultant only, as every loss beyond re-performance: a one-sided exclusion of direct loss too.
  {
    id: 'h25x-consulting-dumfries-forestry-consequential-loss-defined-for-the-consultant-as-everything-but-reperformance-or-same-for-both',
    pattern: 'role',
    type: 'consulting',
    check: 'consulting.consequential_damages',
    adverse: bad(`CONSULTANCY AGREEMENT between Nithsdale Forestry Limited, incorporated in Scotland (SC311760), English Street, Dumfries DG1 2DD ("the Client") and Galloway Timber Advisory LLP (SO305118) ("the Consultant"), for advice on harvesting plans and felling licences.

1. "Consequential Loss" means, in respect of the Client, loss of profit and any loss that does not arise naturally from the breach; and, in respect of the Consultant, any loss whatsoever other than the cost of re-performing the services concerned.

9. Neither party shall be liable to the other for any Consequential Loss, save for breach of confidentiality, fraud or wilful misconduct.

14. This Agreement is governed by the Law of Scotland.`),
    benign: good(`CONSULTANCY AGREEMENT between Nithsdale Forestry Limited, incorporated in Scotland (SC311760), English Street, Dumfries DG1 2DD ("the Client") and Galloway Timber Advisory LLP (SO305118) ("the Consultant"), for advice on harvesting plans and felling licences.

1. "Consequential Loss" means, in respect of either party, loss of profit and any loss that does not arise naturally from the breach.

9. Neither party shall be liable to the other for any Consequential Loss, save for breach of confidentiality, fraud or wilful misconduct.

14. This Agreement is governed by the Law of Scotland.`),
  },
  // Reviewing party: the Kulob employee. Summary dismissal for anything the employer calls cause, undefined.
  {
    id: 'h25x-employment-kulob-cannery-plain-dismissal-without-notice-for-anything-employer-considers-cause-or-cause-defined',
    pattern: 'position',
    type: 'employment',
    check: 'employment.termination_for_cause',
    adverse: bad(`EMPLOYMENT CONTRACT between Kulob Fruit Cannery LLC, 7 Somoni Street, Kulob, Republic of Tajikistan (the "Employer") and Farrukh Nazarov (the "Employee"), as Production Engineer.

9. Termination. 9.1 Either party may end this contract on one (1) month's written notice. 9.2 The Employer may also dismiss the Employee at once, without notice or payment in lieu, for any act, omission or conduct that the Employer in its sole opinion considers to be cause, whether or not it is misconduct.

13. Law. This contract is governed by the Labour Code of the Republic of Tajikistan.`),
    benign: good(`EMPLOYMENT CONTRACT between Kulob Fruit Cannery LLC, 7 Somoni Street, Kulob, Republic of Tajikistan (the "Employer") and Farrukh Nazarov (the "Employee"), as Production Engineer.

9. Termination. 9.1 Either party may end this contract on one (1) month's written notice. 9.2 The Employer may also dismiss the Employee at once, without notice or payment in lieu, for cause, meaning gross misconduct, dishonesty, a serious or repeated breach of this contract not remedied within fourteen (14) days of a written warning, or conviction of a criminal offence.

13. Law. This contract is governed by the Labour Code of the Republic of Tajikistan.`),
  },
  // Reviewing party: the Lévis tenant. Clause 14.1 gives the tenant a break; 14.2 applies it to the landlord too, so the
  // landlord may end the lease at any time on three months: below the fallback (six months, not before year three).
  {
    id: 'h25x-lease-levis-chandlery-tenant-break-applied-to-landlord-by-mirror-clause-or-landlord-ends-only-for-breach',
    pattern: 'role',
    type: 'lease',
    check: 'lease.termination_for_convenience',
    adverse: bad(`LEASE between Quai Paquet Holdings Inc., Lévis, Québec (the "Landlord") and Shipchandlers of Lévis Inc. (the "Tenant"), of the premises at 5 rue Saint-Laurent, Lévis, for ten (10) years.

14. Early termination
14.1 The Tenant may end this Lease at any time by giving the Landlord three (3) months' written notice.
14.2 Clause 14.1 applies to the Landlord as if each reference in it to the Tenant were a reference to the Landlord and each reference to the Landlord were a reference to the Tenant.

16. Default. If the Tenant fails to pay rent or breaches this Lease and does not remedy the breach within thirty (30) days after notice, the Landlord may end this Lease.`),
    benign: good(`LEASE between Quai Paquet Holdings Inc., Lévis, Québec (the "Landlord") and Shipchandlers of Lévis Inc. (the "Tenant"), of the premises at 5 rue Saint-Laurent, Lévis, for ten (10) years.

14. Early termination
14.1 The Tenant may end this Lease at any time by giving the Landlord three (3) months' written notice.
14.2 The Landlord may end this Lease before its term only under clause 16, and clause 14.1 gives it no right to do so.

16. Default. If the Tenant fails to pay rent or breaches this Lease and does not remedy the breach within thirty (30) days after notice, the Landlord may end this Lease.`),
  },
  // Reviewing party: the Arbroath smokehouse (controller). The processor assists with nothing.
  {
    id: 'h25x-dpa-arbroath-smokie-plain-processor-gives-no-assistance-with-requests-or-dpias-or-assists',
    pattern: 'position',
    type: 'dpa',
    check: 'dpa.assistance',
    adverse: bad(`DATA PROCESSING AGREEMENT between Auchmithie Smokehouse Limited, incorporated in Scotland (SC390077), Ladyloan, Arbroath DD11 1PD ("the Controller") and Angus Mail Order Services Limited (SC512644) ("the Processor"), for the Processor's fulfilment of online orders.

6. Assistance. The Processor has no obligation to assist the Controller with any request from a data subject, any data protection impact assessment, any consultation with the Information Commissioner or any other obligation of the Controller under the UK GDPR. The Controller shall deal with all such matters itself.

12. This Agreement is governed by the Law of Scotland.`),
    benign: good(`DATA PROCESSING AGREEMENT between Auchmithie Smokehouse Limited, incorporated in Scotland (SC390077), Ladyloan, Arbroath DD11 1PD ("the Controller") and Angus Mail Order Services Limited (SC512644) ("the Processor"), for the Processor's fulfilment of online orders.

6. Assistance. The Processor shall assist the Controller, by appropriate technical and organisational measures, with any request from a data subject, any data protection impact assessment, any consultation with the Information Commissioner and its other obligations under Articles 32 to 36 of the UK GDPR.

12. This Agreement is governed by the Law of Scotland.`),
  },
  // Reviewing party: the Charlestown (Nevis) caterer supplying a Basseterre ferry operator (`other`). The caterer is liable without limit,
  // indirect loss included, while the ferry operator's liability is capped at XCD 1,000.
  {
    id: 'h25x-other-nevis-ferry-catering-plain-caterer-unlimited-including-indirect-operator-capped-or-mutual-cap-and-exclusion',
    pattern: 'position',
    type: 'other',
    check: 'general.limitation_of_liability',
    adverse: bad(`CATERING SUPPLY ARRANGEMENT between Sea Bridge Ferries Limited, Basseterre, St. Kitts (the "Operator") and Sugar Mas Caterers Limited, Charlestown, Nevis (the "Caterer"), for the supply of meals and drinks on the Operator's inter-island ferries.

8. Liability. 8.1 The Caterer's liability under this arrangement is unlimited and includes liability for indirect and consequential loss and loss of profit. 8.2 The Operator's total liability to the Caterer shall not exceed one thousand Eastern Caribbean dollars (XCD 1,000).

11. This arrangement is governed by the laws of Saint Christopher and Nevis.`),
    benign: good(`CATERING SUPPLY ARRANGEMENT between Sea Bridge Ferries Limited, Basseterre, St. Kitts (the "Operator") and Sugar Mas Caterers Limited, Charlestown, Nevis (the "Caterer"), for the supply of meals and drinks on the Operator's inter-island ferries.

8. Liability. 8.1 Neither party is liable for indirect or consequential loss or loss of profit. 8.2 Each party's total liability under this arrangement shall not exceed the amounts paid and payable in the twelve (12) months before the claim, except for death or personal injury caused by negligence, and fraud.

11. This arrangement is governed by the laws of Saint Christopher and Nevis.`),
  },
];

/** The pairs whose hurt is stated plainly in its own clause (fixed before the score); the rest hide it behind a drafting device. */
export const HOLDOUT25_PLAIN: string[] = [
  'h25-nda-doc-oban-pdf-plain-recipient-may-use-for-the-purpose-and-any-other-business-purpose-or-solely-the-purpose',
  'h25-nda-doc-oban-pdf-plain-may-keep-everything-held-electronically-free-of-the-duties-or-legal-and-backup-copies-kept-confidential',
  'h25-nda-kano-tannery-plain-both-disclose-but-only-the-tannery-is-bound-or-mutual',
  'h25-msa-doc-enugu-html-plain-provider-owns-deliverables-licence-only-while-agreement-lasts-or-customer-owns',
  'h25-msa-tauranga-kiwifruit-plain-supplier-owes-no-confidence-customer-does-or-mutual-surviving',
  'h25-saas-doc-jurong-md-plain-renews-for-three-years-unless-customer-gives-six-months-notice-or-twelve-months-thirty-days',
  'h25-saas-kingstown-hotel-plain-provider-excludes-indirect-and-lost-data-customer-liable-for-all-or-mutual-with-carve-outs',
  'h25-license-doc-stellenbosch-plain-renews-unless-you-tell-us-six-months-before-or-either-thirty-days',
  'h25-license-taraz-sugar-plain-licensor-excludes-consequential-loss-licensee-liable-for-it-or-mutual-with-carve-outs',
  'h25-services-doc-nanyuki-pdf-plain-provider-may-use-and-sell-monitoring-data-for-any-purpose-or-only-for-the-services',
  'h25-services-calabar-port-plain-contractor-cap-fifty-thousand-naira-customer-unlimited-or-mutual-twelve-months',
  'h25-consulting-doc-kilkenny-md-plain-consultant-may-assign-or-subcontract-to-anyone-or-mutual-consent',
  'h25-consulting-abeokuta-adire-plain-only-the-consultants-methods-are-confidential-client-data-reusable-or-mutual',
  'h25-employment-doc-dubbo-pdf-plain-three-year-restraint-any-agricultural-business-australia-and-nz-or-six-months-100-km',
  'h25-employment-nukualofa-vanilla-plain-five-years-no-dealing-with-any-group-customer-or-employee-or-twelve-months-those-dealt-with',
  'h25-lease-doc-basseterre-html-plain-tenant-indemnifies-every-claim-including-landlords-negligence-or-excepting-it',
  'h25-lease-portree-craft-shop-plain-tenant-insures-whole-building-rent-continues-or-landlord-insures-rent-suspended',
  'h25-dpa-mullingar-clinic-plain-processor-capped-at-500-euro-controller-unlimited-or-mutual-twelve-months',
  'h25x-nda-elgin-whisky-plain-only-technical-information-protected-business-information-excluded-or-all-kinds',
  'h25x-msa-kericho-tea-plain-provider-may-assign-to-any-person-on-notice-or-successor-only',
  'h25x-license-andijan-cotton-plain-licensor-may-raise-fees-any-time-by-any-amount-or-fixed-then-capped-at-five-percent',
  'h25x-services-oudtshoorn-ostrich-plain-provider-changes-terms-by-posting-continued-use-accepts-or-signed-by-both',
  'h25x-employment-kulob-cannery-plain-dismissal-without-notice-for-anything-employer-considers-cause-or-cause-defined',
  'h25x-dpa-arbroath-smokie-plain-processor-gives-no-assistance-with-requests-or-dpias-or-assists',
  'h25x-other-nevis-ferry-catering-plain-caterer-unlimited-including-indirect-operator-capped-or-mutual-cap-and-exclusion',
];

/** The pairs the engine missed on its first run, at a1a35b04 after the audit (the side or sides it got wrong, and its reading). */
export const HOLDOUT25_MISSES: Record<string, string> = {
  'h25-nda-doc-oban-pdf-plain-may-keep-everything-held-electronically-free-of-the-duties-or-legal-and-backup-copies-kept-confidential':
    'nda.retention_after_return: adverse side read preferred, not flagged',
  'h25-nda-kano-tannery-plain-both-disclose-but-only-the-tannery-is-bound-or-mutual':
    'nda.mutuality: adverse side read acceptable (not mentioned), not flagged',
  'h25-nda-osh-walnut-furniture-reverse-engineering-ban-limited-to-documents-while-prototypes-are-sent-or-all-information':
    'nda.no_reverse_engineering: adverse side read preferred, not flagged',
  'h25-nda-sohar-fish-representatives-defined-as-anyone-it-deals-with-no-need-to-know-or-affiliates-advisers-contractors-who-need-to-know':
    'nda.sharing_with_third_parties: adverse side read preferred, not flagged',
  'h25-msa-doc-enugu-html-indirect-loss-defined-to-include-every-loss-of-the-customer-or-ordinary-meaning':
    'msa.consequential_damages: adverse side read preferred, not flagged',
  'h25-msa-sherbrooke-maple-writing-signed-by-both-defined-as-a-portal-notice-with-provider-signature-or-both-signatures':
    'msa.unilateral_changes: adverse side read preferred (not mentioned), not flagged',
  'h25-msa-khujand-silk-term-defined-to-run-five-years-after-the-end-so-the-exclusivity-outlasts-it-or-term-ends-with-it':
    'msa.non_compete: adverse side read preferred (not mentioned), not flagged',
  'h25-saas-doc-jurong-md-liability-cap-cell-one-months-fees-or-twelve-months':
    'saas.limitation_of_liability: adverse side read preferred, not flagged',
  'h25-saas-doc-jurong-md-ip-indemnity-conditional-on-notice-within-48-hours-of-the-claim-arising-known-or-not-or-promptly-after-aware':
    'saas.indemnification: adverse side read acceptable, not flagged',
  'h25-license-doc-stellenbosch-site-in-the-schedule-is-one-lab-computer-though-three-cellars-are-the-purpose-or-all-three':
    'license.grant_scope: adverse side read preferred, not flagged',
  'h25-services-doc-nanyuki-pdf-plain-provider-may-use-and-sell-monitoring-data-for-any-purpose-or-only-for-the-services':
    'services.data_use: adverse side read preferred (not mentioned), not flagged',
  'h25-services-letterkenny-fish-payment-thirty-days-from-the-visit-invoiced-quarterly-in-arrears-or-from-receipt':
    'services.payment_terms: adverse side read preferred, not flagged',
  'h25-consulting-muharraq-pearl-notice-window-five-days-opening-120-days-before-the-end-or-any-time-up-to-30-days':
    'consulting.auto_renewal: adverse side read acceptable, not flagged',
  'h25-employment-doc-dubbo-pdf-notice-period-item-one-day-for-employer-six-months-for-employee-or-four-weeks-each':
    'employment.notice_period: adverse side read preferred, not flagged',
  'h25-employment-doc-dubbo-pdf-salary-any-part-the-employer-chooses-becomes-discretionary-or-a-discretionary-bonus-on-top':
    'employment.compensation: adverse side read preferred, not flagged',
  'h25-lease-granby-bakery-reasonable-refusal-deemed-whenever-landlord-prefers-to-relet-or-usual-grounds':
    'lease.assignment_subletting: adverse side read preferred, not flagged',
  'h25-dpa-dibba-resort-precedence-list-in-the-order-form-puts-main-terms-above-the-dpa-or-dpa-first-on-personal-data':
    'dpa.precedence: adverse side read acceptable (not mentioned), not flagged',
  'h25x-nda-elgin-whisky-plain-only-technical-information-protected-business-information-excluded-or-all-kinds':
    'nda.technical_information_only: adverse side read preferred (contradicted), not flagged',
  'h25x-saas-hermanus-abalone-scheduled-maintenance-is-any-downtime-notified-even-after-it-starts-or-four-hours-notified-48-before':
    'saas.service_levels: adverse side read preferred, not flagged',
  'h25x-consulting-dumfries-forestry-consequential-loss-defined-for-the-consultant-as-everything-but-reperformance-or-same-for-both':
    'consulting.consequential_damages: adverse side read acceptable, not flagged',
  'h25x-employment-kulob-cannery-plain-dismissal-without-notice-for-anything-employer-considers-cause-or-cause-defined':
    'employment.termination_for_cause: adverse side read preferred, not flagged',
  'h25x-lease-levis-chandlery-tenant-break-applied-to-landlord-by-mirror-clause-or-landlord-ends-only-for-breach':
    'lease.termination_for_convenience: adverse side read preferred, not flagged',
  'h25x-other-nevis-ferry-catering-plain-caterer-unlimited-including-indirect-operator-capped-or-mutual-cap-and-exclusion':
    'general.limitation_of_liability: adverse side read preferred, not flagged',
};
