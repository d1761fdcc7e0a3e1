/**
 * Twenty-third blind hold-out (issue 11, 2026-11-26, written in the twenty-seventh session's first hour): pairs written
 * before reading any rule code (`src/`), tuning file, judge-round or class test, anything under eval/, or any earlier
 * hold-out's clauses. Read were only the harness (`adverse.test.ts`), `sides.ts`, `cases.ts`'s types (and its pattern
 * glossary), the *format* of `holdout22.ts` (its header in full, its exports, the shape of four pairs and one whole
 * document, its misses map and its wiring), no pair id or clause of hold-outs 1-21, and a count of how often
 * hold-outs 1-22 used each check id (`grep -ho "check: '...'"`, no clause read), and the built-in playbooks' public
 * check ids, titles, preferred positions and fallbacks, printed from `listBuiltInPlaybooks()` (one check's detection field was
 * printed by mistake in the first listing, before the fields were narrowed: `nda.explicit_identification`'s topic
 * patterns, a few lines; the writer did not use them and says so for the auditor). Every place name was checked with a
 * search that prints only file names, over test/ and eval/; Luleå, Lima, Vientiane, Kigali and Split were found in
 * earlier files and replaced before the score (Gällivare, Moyobamba, Thakhek, Rubavu, Šibenik; Lisboa, not found, was
 * replaced by Ponta do Sol as well).
 * The count steered the choice to the least used checks of each playbook: the five-use NDA checks
 * (`nda.explicit_identification`, `nda.oral_information_included`, `nda.permitted_copies`,
 * `nda.compelled_disclosure_notice`, `nda.liability_not_limited`, `nda.injunctive_relief`; `nda.assignment` in the ten
 * more), the least used MSA checks (11-12 uses each), `saas.assignment` (5) and `saas.consequential_damages` (6), the
 * five- and six-use licence, services and consulting checks, and, where every check was used often (employment, lease,
 * DPA), those used least. No check id is used by more than one pair (51 ids: NDA 6, MSA 6, SaaS 6, licence 4, services
 * 4, consulting 4, employment 4, lease 4, DPA 3; the ten more one per playbook and `other`). Governing law is taken
 * once, `noLaw`: a dive resort's booking platform governed by "the law named on Provider's Legal Terms page ... as
 * updated" (Dumaguete).
 *
 * Written as practitioners in places hold-outs 1-22 did not draft. Eight short whole agreements, three carrying three
 * pairs and five carrying two, with the hostile clause among ordinary terms: a Kiruna mine-survey firm's mutual NDA
 * with an Umeå drone maker as PDF-extracted text; a Cajamarca dairy co-operative's milk-cooling telemetry MSA with a
 * Huaraz provider in HTML with a statement of work; a Mbeya coffee exporter's cupping-lab subscription from Iringa in
 * plain-English Markdown with a table; a Savonlinna wooden-boat builder's hull-design licence from Pori in plain
 * English; a Bhuj salt works' conveyor maintenance from a Jalgaon firm in Indian drafting as PDF-extracted text; a
 * Bahir Dar tannery's effluent consultancy with a Gondar consultant in Markdown with a schedule table; a Corner Brook
 * paper mill's maintenance superintendent's employment agreement in Canadian drafting as PDF-extracted text; and a
 * Yarmouth (Nova Scotia) lobster pound's wharf-shop lease in HTML with a particulars table. Excerpts: a Trincomalee
 * fishery and a Batticaloa ice plant (plain English letter), a Khulna shrimp hatchery and a Sylhet feed maker, a Gangtok
 * cardamom co-operative and a Dibrugarh spice dryer (Indian drafting), a Temuco furniture maker and a Chillán software
 * house, a Neuquén oilfield logistics firm and a Cipolletti fleet tracker, a Tarapoto cacao co-operative and a
 * Moyobamba analytics firm, a Legazpi abaca maker's platform from Naga City (plain English), an Iloilo sugar mill's
 * platform from Bacolod, a Dumaguete dive resort's booking platform, a Manado clove distillery's still-control licence
 * from Surabaya, an Ambon nutmeg trader's sorting-software licence from Jakarta, a Quy Nhơn seafood cold store's
 * maintenance from Đà Nẵng (plain English), a Pakse coffee wet mill's commissioning from Thakhek, a Kigoma palm-oil
 * mill's consultancy from Dodoma, a Musanze gorilla lodge's consultancy from Rubavu (plain English), a Sept-Îles
 * ore-port planner's offer letter and a Gander ground-handling manager's terms (plain English), a Zadar sailmaker's
 * harbour workshop lease (Markdown table, plain English), and three DPAs (a Klaipėda ferry line and a Liepāja booking
 * processor in plain English, an Olsztyn dairy and a Rzeszów data centre, a Plovdiv rose-oil distiller and a Iași
 * payroll processor). The ten more: a Shkodër lace maker's NDA with a Kotor lace maker (plain English), a Mostar
 * winery's MSA and statement of work with a Čapljina developer, a Kotor marina's berth platform from Šibenik (plain
 * English), an Évora cork works' licence from Bragança, a Funchal embroidery house's IT support (plain English), a
 * Cáceres ham curer's consultancy from Lugo, a Bastia candied-citron works' production manager, an Aosta cheesemonger's
 * shop lease (plain English), a Matera bakery's DPA with a Potenza processor, and a Nuoro cheese maker's supply letter
 * to a Lugo buyer (`other`, plain English). Plain English ("we", "you", "each of us"): 18 of the 51 (Trincomalee, Mbeya
 * 3, Savonlinna 2, Legazpi, Quy Nhơn, Musanze, Sept-Îles, Gander, Zadar, Klaipėda; Shkodër, Kotor, Funchal, Aosta,
 * Nuoro), counted before the score.
 *
 * Two kinds of pair, counted apart. Plain (21, ids in HOLDOUT23_PLAIN, fixed before the score): the adverse term stated
 * in its own clause in a counterparty form's words, the benign twin the fair version in the same place: oral
 * information not confidential; a court or regulator may be handed anything without notice; a cap of one month's
 * fees; no termination for convenience in a five-year initial term; a three-year worldwide bar on similar services
 * after the MSA; no availability promise and no credits; the provider may assign to anyone, the customer only with
 * consent (SaaS and consulting); software "as is"; the licensee cannot recover indirect loss while the licensor's
 * claims are unlimited; the company may not end a three-year services term except for breach; the provider excludes
 * its indirect loss and lost data "including our negligence" while the customer answers for all; an employee's
 * confidentiality ending the day employment ends; a five-year worldwide non-compete; a six-month deposit the landlord
 * keeps in full; a processor not liable for its sub-processors; an NDA either party may assign to anyone; a platform
 * using customer data for any purpose and keeping it; suspension at any time for any reason without notice; an employee
 * who may resign without notice against twelve months from the employer; the main agreement prevailing over the DPA.
 * Device (30): the hurt placed where hold-outs 21 and 22's headers did not put it: terms incorporated by reference to
 * a web page, handbook or code "as updated" (suspension grounds in an acceptable-use policy the provider updates; an
 * engagement handbook the consultant publishes that prevails over the agreement; security measures on a web page the
 * processor may cut at any time; rent from the landlord's online harbour tariff on "whatever day of the month we name";
 * a service charge worked out under the landlord's code "as we update it"; the governing law on a legal-terms page); a
 * statement of work that varies the master terms (fees payable in advance within three days "without set-off or
 * dispute"; deliverables kept by the provider and licensed for the SOW's term only); a number in a foreign format (a
 * yearly licence fee multiplied by "1,50", against "1,03" in the twin; the benign lease rent "EUR 1.850,00"; an
 * assistance fee of "EUR 2.500,00" a request); periods counted from an event the other side controls (three-year
 * renewals stoppable only within fifteen days after a reminder the provider may send "at any time"; confidentiality
 * ending when the provider declares the services complete; deliverables accepted two business days after the
 * consultant uploads them, seen or not; a salary pegged to the highest paid by any Canadian mill "as the Employee
 * reports"); rights conditional on a precondition that will rarely hold (protection only if registered within three
 * days and countersigned by the Recipient's managing director; a convenience exit only after paying the whole
 * engagement and the consultant certifying every milestone; a licence effective only on a "Partner Level 3"
 * certificate needing three years' training and 20,000 tonnes); waivers and releases in the boilerplate (a waiver of
 * injunctions with damages "an adequate remedy"; a waiver of ownership of deliverables; a customer's one-way release of
 * lost data, replacement cost and data-protection losses; a tenant's release and indemnity reaching the landlord's
 * negligence); "for the avoidance of doubt" sentences that take the protection away (further copies for the
 * Recipient's business and contractors' copies outside the NDA; the provider's lost-revenue claims outside both cap
 * and exclusion; no cause without three warnings and ninety days each; a licensee's non-renewal notice effective only a
 * three-year term later); liquidated sums in place of the right (BDT 100,000 as the sole remedy for an NDA breach; TZS
 * 50,000 "in full satisfaction" of a prepaid-fee refund against a TZS 4.8 million annual fee); an interpretation clause
 * that counts lost data and confidentiality losses as Indirect Loss "however direct"; and repair costs recovered as
 * uncapped Additional Rent outside the capped operating costs. Patterns of the 41: position 26, reference 7, override
 * 7, role 1; of the ten more: position 6, reference 1, override 2, role 1.
 *
 * All 51 pairs were written before either set was scored. On the writer's one second reading before the score: the
 * Temuco avoidance-of-doubt sentence now takes the provider's claims out of the cap (9.1) as well as the exclusion
 * (9.2), since a one-sided exclusion under a twelve-month cap is the MSA fallback; the Iloilo release now reaches the
 * data-protection carve-out and gross negligence with no release in return (a release of lost data and replacement
 * cost alone might read as the fallback's "mutual exclusion without some of those carve-outs"); the Corner Brook
 * compensation pair was rewritten (a guaranteed bonus, first drafted, is "agreed otherwise" under the preferred
 * position, so not below it; the pair is now the salary pegged to a figure the employee reports, `badOrMissing`, and a
 * device pair, so it left HOLDOUT23_PLAIN); two ids that said "plain" of device pairs (Zadar, Aosta) were renamed; and
 * five place names found in earlier files (and Lisboa) were replaced. Scored once on df49754b (docs/quality.md "Twenty-third blind
 * hold-out"): the 41 pairs 51.2 % adverse flagged / 4.9 % benign flagged, 18 of 41 pairs right; the ten more 70.0 % /
 * 30.0 %, 4 of 10 right; all 51 54.9 % / 9.8 %, 22 right. Plain pairs (21) 85.7 % / 14.3 %, 14 right; device pairs
 * (30) 33.3 % / 6.7 %, 8 right. HOLDOUT23_MISSES holds the 29 pairs missed (23 of the 41, 6 of the ten more), each with
 * the engine's reading of the side or sides it got wrong (printed after the run by a throwaway test, not committed,
 * that ran the same engine on the same texts; no pair was changed after the run), and the floors in `adverse.test.ts`
 * are the measured rates. Do not tune rules on these pairs or edit them to pass.
 *
 * The writer's own doubts, for the second reader. Kiruna identification: the adverse side still protects marked
 * information once registered and countersigned; the writer reads the register-and-countersign precondition (three
 * days, the Recipient's own managing director) below the fallback's 30-day written summary for oral information, `bad`;
 * the engine read it acceptable. Trincomalee: the letter gives a compelled-disclosure clause on both sides and the
 * engine read both missing; an auditor should check that the benign "requires ... only the part the law requires ...
 * after promptly telling the other (where the law allows)" is the preferred position as written. Khulna: a liquidated
 * sum as the sole remedy is a cap, below the fallback (direct loss recoverable in full); the benign twin names the same
 * sum for late delivery of trial feed and says it does not limit the breach, which a naive reader sees as a cap.
 * Cajamarca renewal: the adverse three-year renewal is stoppable only in a window the provider opens; the benign
 * one-year renewal on thirty days' notice by either party is the preferred position as the writer reads it (the
 * engine read it acceptable, which `good` allows). Temuco: see above; the fees-due carve-out in the twin is ordinary.
 * Iloilo: as above; an auditor may still read the adverse as the fallback (the exclusion itself stays mutual).
 * Savonlinna price: the benign twin raises the fee 3 % a year within the three-year term, which the preferred position
 * ("fixed for the initial term") does not strictly allow; the writer reads a known 3 % escalator as acceptable to a
 * licensee's lawyer, and the engine read it acceptable; the adverse "1,50" is a 50 % yearly rise. Ambon: the licence
 * exists in terms but is demonstration-only until a certificate few licensees will ever get; `bad`, an auditor may
 * prefer `badOrMissing`. Bhuj termination: `bad` was expected and the engine read the clause missing (flagged): the
 * writer's reading is that an express bar on ending the term early is an unacceptable term, not a missing one; an
 * auditor may allow `badOrMissing`. Kigoma: the exclusion is mutual, so an auditor may read the adverse as the
 * fallback ("a mutual exclusion without some of those carve-outs"); the writer reads it below, since the definition
 * excludes direct losses of data and from confidentiality breaches "however direct", which no exclusion of indirect
 * loss does; the engine flagged the adverse side and also the benign twin (read unacceptable), whose definition keeps
 * every preferred carve-out but lists the losses it does not cover with the adverse side's words. Corner Brook
 * compensation: `badOrMissing` (no figure the employer knows at signing). Corner Brook cause: the list of causes is the
 * preferred one; the avoidance-of-doubt sentence makes every cause need three warnings and ninety days, below the
 * fallback's short cure period for curable breaches. Gander: the five-year worldwide covenant is too wide for the
 * employer's own sake (it risks being struck out whole), as hold-out 22's audit read Cranbrook. Yarmouth repairs: the
 * landlord repairs in terms, the tenant pays the whole cost outside the cap, below the fallback's capped service
 * charge. Zadar: `badOrMissing`, the rent is whatever the landlord's tariff shows on each due date. Plovdiv: the benign
 * fee of EUR 25 beyond twenty requests a year is within the fallback ("at the processor's reasonable cost"). Évora: the
 * adverse notice period is thirty days, but the notice only bites a whole three-year term later, so the licensee is
 * bound for up to six years after it gives notice, below the fallback's one-year renewals on up to 90 days' notice.
 * Matera: the benign twin is the fallback (the DPA prevails on processing); the engine read it unacceptable. Kotor and
 * Nuoro: the engine read both sides missing; the benign twins state ownership and use only on instructions, security,
 * breach notice and return (Kotor) and a two-year term with three months' notice (Nuoro). Nuoro is plain in fact and its
 * id says so, but it was left out of HOLDOUT23_PLAIN when the list was written, and the list was not changed after the
 * score; counted with it, plain would be 22 pairs and device 29. Finally, the first playbook listing printed one
 * check's detection patterns (see above), read only in passing; no pair was written or changed against them.
 *
 * Audited by a second reader (session 27, before any rule change read the set; no rule code, tuning file, class or
 * judge-round test or eval/ read; the playbooks read only for check ids, titles, preferred positions and fallbacks),
 * each of the 51 pairs read against its check's preferred and fallback positions as the playbook side's lawyer would.
 * Two pairs mended in wording, none dropped, no expected outcome changed: the Savonlinna price pair's benign twin now
 * keeps the first year's fee for the whole three-year term and applies the 1,03 multiplier only to an extension both
 * sides agree (it raised the fee 3 % a year inside the initial term, which is neither the preferred "fixed for the
 * initial term" nor the fallback's notice and right to terminate, as hold-out 16's audit read its Laval price twin;
 * the writer's doubt, settled against the twin); the Kiruna NDA's default identification sentence now reads "if it is
 * marked ... or if a reasonable person would understand it to be confidential, whether or not it is marked" (it read
 * "whether or not it is marked, if it is marked ...", an order a contract would not carry; same preferred position).
 * Both texts are shared (Savonlinna's fee clause by both sides of the warranty pair, Kiruna's sentence by the three
 * benign twins and the oral and copies pairs' adverse sides), outside the clause those pairs judge. Plain and device:
 * the writer's 21 plain pairs each state the hurt in the clause a reader looks to, with no device, and stay; two pairs
 * move into HOLDOUT23_PLAIN (23 plain, 28 device): Nuoro (the term clause says the supply lasts as long as the supplier
 * makes the cheese and the buyer may not end it; the writer's own doubt) and Cáceres (the acceptance clause states a
 * deemed acceptance two business days after upload, seen or not, with no later rejection; the upload that starts it is
 * the delivery any deemed-acceptance period counts from, so no device; its id now says plain, as the writer's ids do).
 * Plovdiv and Aosta carry their device in the clause (EUR 2.500,00; the landlord's code as updated) and also state
 * their hurt in plain words (no duty under Articles 32 to 36; roof, lifts and improvements charged, no cap), and the
 * Cajamarca renewal's three-year renewal terms are plain beside its reminder window: left as device pairs, noted.
 * The writer's other doubts, settled and kept: the detection patterns printed by mistake cannot be checked against
 * the pair without reading them, which the auditor may not; the Kiruna identification pair's words follow the
 * preferred position's and an ordinary register-and-countersign precondition, below the fallback (the Recipient's own
 * managing director decides whether marked information is protected). Trincomalee's benign twin is the preferred
 * position clause for clause (required by law, only the part required, prompt notice where lawful so the other can
 * seek protection), and its adverse side (anything an authority "asks", never told) is below the fallback. Kotor's
 * benign twin states every element of the preferred position and Nuoro's a two-year term with three months' notice
 * by either side (the preferred "stated term ... with a clear way to end"); the engine's "missing" readings of these
 * twins are misses, not faults of the pairs. Bhuj termination and Ambon grant stay `bad`: "missing" is right where the
 * contract is silent or names no term the parties can know at signing (the Zadar rent and the Corner Brook salary,
 * `badOrMissing`, as hold-outs 15 and 16's audits read an unstated rent and salary); an express bar on ending the term
 * early and a grant cut to demonstration use are the contract's answer to the check's question, an unacceptable one
 * (the same holds for the Trincomalee, Kotor and Nuoro adverse sides). Kigoma and Iloilo are below the fallback, whose
 * mutual exclusion lacking some carve-outs still excludes only indirect loss: Kigoma's definition sweeps direct loss of
 * data and from confidentiality and data-protection breaches into the exclusion ("however direct") and keeps only
 * gross negligence and wilful misconduct out; Iloilo's one-way release takes all liability, direct too, for lost data,
 * replacement services and data-protection breaches, gross negligence included. Khulna (a sole-remedy sum is a cap;
 * the twin's late-delivery sum is an ordinary carve-out), Cajamarca renewal (the twin is the preferred position),
 * Temuco, Corner Brook, Gander, Yarmouth repairs, Zadar, Plovdiv (EUR 25 a request beyond twenty a year is the
 * fallback's reasonable cost), Évora and Matera (the twin is the fallback word for word) were read as the writer reads
 * them. The figures are unchanged by the audit for the 41, the ten more and all 51: a throwaway test (not committed)
 * printed the engine's position and flag for every side before and after the mends, and all 102 are the same, so
 * HOLDOUT23_MISSES is unchanged (one id renamed). Plain and device pairs, counted anew: plain 23 82.6 % / 17.4 %, 14
 * right (before, 21: 85.7 % / 14.3 %, 14); device 28 32.1 % / 3.6 %, 8 right (before, 30: 33.3 % / 6.7 %, 8); their
 * floors in `adverse.test.ts` follow.
 */
import type { AdverseCase } from './cases.js';
import { bad, badOrMissing, good, noLaw } from './sides.js';

// ---------------------------------------------------------------- whole documents ----------------------------------

/** A Kiruna mine-survey firm and an Umeå drone maker: a mutual NDA as PDF-extracted text. */
const kiruna = (p: { ident?: string; oral?: string; copies?: string }) => `                                   Malmfält Geodesi AB / Norrdrön AB — CONFIDENTIAL
MUTUAL NON-DISCLOSURE AGREEMENT
Dated 2 February 2026 between MALMFÄLT GEODESI AB, Lombolovägen 11, 981 31 Kiruna, Sweden ("Malmfält")
and NORRDRÖN AB, Formvägen 7, 906 21 Umeå, Sweden ("Norrdrön"), each a "Party". 1. PURPOSE The Parties
are discussing a survey drone for underground ore-body mapping, and each will disclose information to the
other so that both can judge whether to build it together (the "Purpose"). 2. CONFIDENTIAL INFORMATION
"Confidential Information" means all technical, commercial and financial information a Party (the "Discloser")
discloses to the other (the "Recipient") in connection with the Purpose, including survey data, flight-control
code, sensor designs, prices and plans. ${p.ident ?? 'Information is Confidential Information if it is marked "CONFIDENTIAL" or if a reasonable person would understand it to be confidential, whether or not it is marked; the Discloser may also enter it in the disclosure register kept at its office.'}
                                                                                         - 1 -
                                   Malmfält Geodesi AB / Norrdrön AB — CONFIDENTIAL
${p.oral ?? 'Information disclosed orally or visually, including at site visits underground, is Confidential Information in the same way as information disclosed in writing.'} 3. OBLIGATIONS
The Recipient shall keep the Confidential Information confidential, use it only for the Purpose, and disclose
it only to its employees who need to know it for the Purpose and are bound by duties of confidence. 4. COPIES
The Recipient may make copies of the Confidential Information only as reasonably necessary for the Purpose,
and every copy is subject to this Agreement. ${p.copies ?? 'For the avoidance of doubt, copies held by the Recipient\'s employees on laptops and in field notebooks are subject to this Agreement in the same way.'}
5. EXCLUSIONS Clause 3 does not apply to information that is or becomes public other than through a breach
of this Agreement, that the Recipient knew before disclosure, that it receives from a third party free to
disclose it, or that it develops independently. 6. RETURN On the Discloser's request the Recipient shall
                                                                                         - 2 -
                                   Malmfält Geodesi AB / Norrdrön AB — CONFIDENTIAL
return or destroy the Confidential Information and certify that it has done so. 7. TERM The obligations
last for five (5) years from the date of this Agreement. 8. LAW This Agreement is governed by Swedish law
and disputes go to the Gällivare District Court.
Signed for Malmfält Geodesi AB ______________          Signed for Norrdrön AB ______________
                                                                                         - 3 -
`;

/** A Cajamarca dairy co-operative's milk-cooling telemetry MSA with a Huaraz provider, in HTML with a statement of work. */
const cajamarca = (p: { cap?: string; renewal?: string; sow?: string }) => `<html><body>
<h1>Master Services Agreement</h1>
<p>This Agreement is made on 16 March 2026 between <b>Cooperativa Lechera Valle de Cajamarca Ltda.</b>, Jr. Amalia Puga 410, Cajamarca, Peru ("<b>Customer</b>") and <b>Andes Frío Telemetría S.A.C.</b>, Av. Luzuriaga 822, Huaraz, Peru ("<b>Provider</b>").</p>
<h2>1. Services</h2>
<p>Provider shall install, monitor and maintain temperature telemetry on Customer's milk-cooling tanks at its collection centres, as each Statement of Work describes.</p>
<h2>2. Term and Renewal</h2>
<p>This Agreement starts on its date and runs for an initial term of one (1) year. ${p.renewal ?? 'It then renews for successive one-year terms unless either party gives notice of non-renewal at least thirty (30) days before the end of the current term. Provider will send Customer a renewal reminder sixty (60) days before the end of each term.'}</p>
<h2>3. Fees</h2>
<p>Customer shall pay the fees stated in each Statement of Work. Provider invoices monthly in arrears, and Customer shall pay undisputed invoices within forty-five (45) days after receipt and may dispute any invoice in good faith.</p>
<h2>4. Confidentiality</h2>
<p>Each party shall keep the other's confidential information confidential during the term and for three years after it ends.</p>
<h2>5. Liability</h2>
<p>${p.cap ?? "Each party's total liability arising out of or in connection with this Agreement shall not exceed the fees paid or payable by Customer in the twelve (12) months before the event giving rise to the claim, except for breach of confidentiality, the indemnities and wilful misconduct."}</p>
<h2>6. Law</h2>
<p>This Agreement is governed by the laws of Peru and the courts of Cajamarca have jurisdiction.</p>
<hr/>
<h1>Statement of Work No. 1 — Collection centres of Baños del Inca and San Marcos</h1>
<table>
<tr><th>Item</th><th>Terms</th></tr>
<tr><td>Services</td><td>Install 38 tank probes; 24/7 monitoring; alarms by SMS to the centre manager.</td></tr>
<tr><td>Fees</td><td>PEN 6,400 per month</td></tr>
<tr><td>Payment</td><td>${p.sow ?? 'Fees under this SOW are invoiced monthly in arrears and payable within the period stated in clause 3 of the Master Services Agreement.'}</td></tr>
</table>
<p>Signed for Customer: ____________ Signed for Provider: ____________</p>
</body></html>`;

/** A Mbeya coffee exporter's cupping-lab subscription from an Iringa provider, plain-English Markdown with a table. */
const mbeya = (p: { sla?: string; refund?: string; suspend?: string }) => `# CupLog Subscription Agreement

**Between** Highlands Arabica Exporters Ltd, Plot 12 Karume Avenue, Mbeya, Tanzania ("**you**") and CupLog Tanzania Ltd, Mkwawa Road, Iringa, Tanzania ("**we**", "**us**").

| Item | Detail |
|---|---|
| Service | CupLog cupping-score and lot-traceability platform |
| Users | 25 named users |
| Fee | TZS 4,800,000 a year, paid in advance |
| Start date | 1 April 2026 |
| Term | 2 years |

## 1. The service
We will provide the service to you over the internet for the term.

## 2. Availability
${p.sla ?? 'We will keep the service available at least 99.9% of each calendar month. If we miss that, you get service credits under the table in Annex A, and you may end the subscription if we miss it in any three months in a row.'}

## 3. Your data
Your cupping scores, lot records and buyer data belong to you. We use them only to provide the service, keep them secure, tell you promptly of any breach, and return or delete them when the subscription ends.

## 4. Ending the subscription early
Either of us may end the subscription if the other breaks it seriously and does not fix it within 30 days of being told. We may also end it without cause on 60 days' notice. ${p.refund ?? 'If we end the subscription without cause, or you end it because we broke it, we will refund the fees you prepaid for the rest of the term, pro rata, within 30 days.'}

## 5. Suspension
${p.suspend ?? 'We may suspend your access only if undisputed fees are unpaid 14 days after we tell you in writing, or to the extent needed to stop a security threat or unlawful use, and we will restore access promptly once the cause is fixed. Our Acceptable Use Policy at cuplog.co.tz/aup, in the version in force on the start date, explains how to report a threat.'}

## 6. Liability
Each of us is liable to the other for no more than the fees paid in the 12 months before the claim, except for breach of confidentiality or the data terms and for wilful misconduct.

## 7. Law
This agreement is governed by the law of Tanzania, and the courts of Tanzania decide disputes.
`;

/** A Savonlinna wooden-boat builder's hull-design software licence from a Pori licensor, plain English. */
const savonlinna = (p: { warranty?: string; fee?: string }) => `SOFTWARE LICENCE — KÖLI HULL DESIGNER

This licence is made on 3 March 2026 between Saimaan Puuvene Oy, Satamapuistonkatu 4, 57100 Savonlinna, Finland
("you") and Köli Software Oy, Satakunnankatu 18, 28100 Pori, Finland ("we", "us").

1. Licence. We grant you a non-exclusive licence to install and use Köli Hull Designer on up to six workstations at
your yard to design, fair and loft hulls for your own boats.

2. Fees. The licence fee for the first year is EUR 12.000,00 (twelve thousand euros), payable in advance. ${p.fee ?? "Each later year's fee in the three-year term is the first year's fee, payable in advance; if we both agree to extend the licence under clause 5, each year's fee in the extension is the previous year's fee multiplied by 1,03."} We
invoice each year's fee 30 days before that year begins.

3. Warranty. ${p.warranty ?? 'We warrant that the software will work materially as described in its documentation for 90 days from delivery and is free of malicious code. If it does not, we will repair or replace it or refund the fees you paid for it.'}

4. Support. We answer support requests by e-mail on Finnish working days and release updates at least twice a year.

5. Term. The licence runs for three years from the date above and then ends unless we both agree in writing to
extend it.

6. Liability. Each of us is liable to the other for no more than the fees paid in the 12 months before the claim,
except for breach of confidentiality, the indemnity in clause 7 and wilful misconduct.

7. Indemnity. We will defend you against any claim that the software infringes a third party's intellectual
property rights and pay any damages awarded.

8. Law. Finnish law governs this licence and the Satakunta District Court decides disputes.
`;

/** A Bhuj salt works' conveyor maintenance from a Jalgaon contractor, Indian drafting, PDF-extracted text. */
const bhuj = (p: { tfc?: string; waiver?: string }) => `                                                          CONVEYOR MAINTENANCE SERVICES AGREEMENT
THIS AGREEMENT is made at Bhuj on this 5th day of January 2026 BETWEEN RANN SALT WORKS PRIVATE LIMITED, a company
incorporated under the Companies Act, 2013, having its registered office at Plot 7, GIDC Estate, Bhuj, Kutch,
Gujarat 370001 (hereinafter the "Company", which expression shall include its successors and permitted assigns)
AND KHANDESH BELTING ENGINEERS, a partnership firm having its office at 21 MIDC Area, Jalgaon, Maharashtra 425003
(hereinafter the "Contractor"). 1. SERVICES The Contractor shall inspect, maintain and repair the salt-pan
conveyors, stackers and washing plant of the Company as set out in Annexure A. 2. TERM This Agreement shall remain
in force for a period of three (3) years from the date hereof (the "Term"). 3. TERMINATION 3.1 ${p.tfc ?? 'The Company may terminate this Agreement at any time by giving thirty (30) days\' written notice to the Contractor, without assigning any reason.'}
3.2 Either Party may terminate this Agreement if the other commits a material breach and fails to remedy
                                                                                               Page 1 of 3
                                                          CONVEYOR MAINTENANCE SERVICES AGREEMENT
the same within thirty (30) days of written notice. 4. FEES The Company shall pay the fees in Annexure B within
thirty (30) days of receipt of a correct invoice. 5. DELIVERABLES All drawings, maintenance logs, software and
reports prepared by the Contractor for the Company under this Agreement ("Deliverables") shall vest in the Company
upon payment, save that the Contractor retains its pre-existing tools, licensed to the Company for use with the
Deliverables. 6. CONFIDENTIALITY Each Party shall keep confidential the information of the other Party during the
Term and for three (3) years thereafter. 7. GOVERNING LAW This Agreement shall be governed by the laws of India and
the courts at Bhuj shall have exclusive jurisdiction. 8. MISCELLANEOUS 8.1 Notices shall be in writing and sent by
registered post or e-mail. 8.2 ${p.waiver ?? 'Waiver of moral rights: The Contractor waives any moral rights in the drawings, software and reports prepared for the Company, which remain the property of the Company.'}
8.3 No failure to exercise a right is a waiver of it. 8.4 This Agreement may be amended only in writing signed by
                                                                                               Page 2 of 3
                                                          CONVEYOR MAINTENANCE SERVICES AGREEMENT
both Parties. IN WITNESS WHEREOF the Parties have signed this Agreement on the date first written above.
For Rann Salt Works Pvt. Ltd. ____________           For Khandesh Belting Engineers ____________
                                                                                               Page 3 of 3
`;

/** A Bahir Dar tannery's effluent consultancy with a Gondar consultant, Markdown with a schedule table. */
const bahirDar = (p: { tfc?: string; handbook?: string }) => `## ENVIRONMENTAL CONSULTANCY AGREEMENT

**Parties.** Tana Leather Industries PLC, Kebele 14, Bahir Dar, Ethiopia (the "**Client**") and Fasil Environmental Consultants PLC, Piassa, Gondar, Ethiopia (the "**Consultant**").

**1. Services.** The Consultant shall design and commission an effluent treatment upgrade for the Client's tannery, as set out in Schedule 1.

**2. Fees.** The Client shall pay the fees in Schedule 1 within thirty (30) days after receipt of each undisputed invoice.

**3. Termination.** ${p.tfc ?? 'The Client may terminate this Agreement for convenience on thirty (30) days\' written notice, provided that the Client has first paid all fees for Services performed up to the date termination takes effect.'} Either party may terminate for the other's material breach not remedied within thirty (30) days.

**4. Terms of engagement.** ${p.handbook ?? "The Consultant's Engagement Handbook, in the version dated 1 February 2026 attached as Schedule 2, forms part of this Agreement; a later version binds the Client only if both parties sign it."}

**5. Liability.** Each party's liability is capped at the fees paid or payable in the twelve (12) months before the claim, except for breach of confidentiality and wilful misconduct.

**6. Law.** This Agreement is governed by the laws of the Federal Democratic Republic of Ethiopia.

### Schedule 1 — Services and fees

| Milestone | Deliverable | Fee (ETB) |
|---|---|---|
| M1 | Effluent survey report | 420,000 |
| M2 | Treatment design | 780,000 |
| M3 | Commissioning and training | 560,000 |
`;

/** A Corner Brook paper mill's maintenance superintendent, Canadian drafting, PDF-extracted text. */
const cornerBrook = (p: { salary?: string; cause?: string }) => `                                        HUMBER ARM PAPER LIMITED — EMPLOYMENT AGREEMENT
THIS AGREEMENT is dated March 9, 2026 between HUMBER ARM PAPER LIMITED, 1 Mill Road, Corner Brook, Newfoundland
and Labrador A2H 6J3 (the "Employer") and KEVIN O'REGAN of Deer Lake, Newfoundland and Labrador (the
"Employee"). 1. POSITION The Employee is employed as Maintenance Superintendent, reporting to the Mill Manager,
starting April 6, 2026. 2. COMPENSATION 2.1 ${p.salary ?? 'The Employer shall pay the Employee a base salary of CAD 132,000 a year ("Base Salary"), in equal bi-weekly instalments.'}
2.2 The Employee may receive an annual bonus of up to 40% of Base Salary, at the Employer's discretion, having regard
to the mill's safety and uptime targets.
3. TERMINATION 3.1 ${p.cause ?? 'The Employer may terminate the employment immediately for cause, meaning gross misconduct, a material breach of this Agreement, dishonesty or a criminal conviction. For the avoidance of doubt, cause includes theft of the Employer\'s property and being unfit for duty through alcohol or drugs at the mill.'}
                                                                                             Page 1 of 2
                                        HUMBER ARM PAPER LIMITED — EMPLOYMENT AGREEMENT
3.2 Either party may otherwise terminate the employment on three (3) months' written notice. 4. CONFIDENTIALITY
The Employee shall keep the Employer's confidential information confidential during and after the employment.
5. INVENTIONS All work product and inventions the Employee makes in the course of the employment belong to the
Employer, and the Employee shall assist with any registration. 6. LAW This Agreement is governed by the laws of
Newfoundland and Labrador.
Signed for Humber Arm Paper Limited ______________     Employee ______________
                                                                                             Page 2 of 2
`;

/** A Yarmouth (Nova Scotia) lobster pound's waterfront shop lease, in HTML with a particulars table. */
const yarmouth = (p: { deposit?: string; repairs?: string; release?: string }) => `<html><body>
<h1>Commercial Lease — Unit 2, Water Street Wharf Building</h1>
<table>
<tr><th>Particular</th><th>Detail</th></tr>
<tr><td>Landlord</td><td>Tusket Wharf Holdings Limited, 44 Water Street, Yarmouth, Nova Scotia</td></tr>
<tr><td>Tenant</td><td>Cape Forchu Lobster Pound Inc., 9 Lighthouse Road, Yarmouth, Nova Scotia</td></tr>
<tr><td>Premises</td><td>Unit 2, ground floor, with the holding-tank room</td></tr>
<tr><td>Term</td><td>Five years from May 1, 2026</td></tr>
<tr><td>Rent</td><td>CAD 3,900 per month, payable in advance on the first day of each month</td></tr>
</table>
<h2>1. Deposit</h2>
<p>${p.deposit ?? "On signing, the Tenant shall pay a deposit equal to two (2) months' Rent, which the Landlord shall return within thirty (30) days after the lease ends, less only documented amounts the Tenant then owes."}</p>
<h2>2. Repairs</h2>
<p>The Tenant shall keep the interior of the Premises, including the holding tanks, in good condition, fair wear and tear excepted. The Landlord shall repair the structure, roof, exterior, wharf pilings, common parts and building systems${p.repairs ?? ', at its own cost, save that the Tenant pays its share of the capped Operating Costs under clause 3'}.</p>
<h2>3. Operating Costs</h2>
<p>The Tenant pays 18% of the reasonable costs of running the building, excluding capital repairs and replacements, capped at CAD 9,000 a year.</p>
<h2>4. Indemnity</h2>
<p>The Tenant indemnifies the Landlord against claims arising from the Tenant's use of the Premises or its breach of this Lease, except to the extent caused by the Landlord's negligence or breach.</p>
<h2>5. General</h2>
<p>(a) Notices shall be in writing. (b) This Lease is governed by the laws of Nova Scotia. (c) ${p.release ?? "Release. The Landlord releases the Tenant from all claims for damage to the building to the extent the damage is covered by the Landlord's insurance, including damage caused by the negligence of the Tenant or its agents."} (d) Time is of the essence.</p>
</body></html>`;

// ---------------------------------------------------------------- the 41 --------------------------------------------

export const HOLDOUT23: AdverseCase[] = [
  // ------------------------------------------------------------------ NDA (6) ----------------------------------------
  {
    id: 'h23-nda-doc-kiruna-pdf-protected-only-if-marked-and-registered-within-three-days-and-countersigned-or-reasonably-confidential',
    pattern: 'position',
    type: 'nda',
    check: 'nda.explicit_identification',
    adverse: bad(kiruna({ ident: 'Information is Confidential Information only if it is marked "CONFIDENTIAL" and, within three (3) days of its disclosure, entered in the disclosure register kept at the Discloser\'s office and countersigned there by the Recipient\'s managing director.' })),
    benign: good(kiruna({})),
  },
  {
    id: 'h23-nda-doc-kiruna-pdf-plain-oral-and-visual-information-is-not-confidential-or-is-like-writing',
    pattern: 'position',
    type: 'nda',
    check: 'nda.oral_information_included',
    adverse: bad(kiruna({ oral: 'Information disclosed orally or visually, including at site visits underground, is not Confidential Information, unlike information disclosed in writing.' })),
    benign: good(kiruna({})),
  },
  {
    id: 'h23-nda-doc-kiruna-pdf-avoidance-of-doubt-copies-held-by-contractors-are-outside-the-agreement-or-laptops-inside',
    pattern: 'override',
    type: 'nda',
    check: 'nda.permitted_copies',
    adverse: bad(kiruna({ copies: 'For the avoidance of doubt, the Recipient may make as many further copies as it wishes for its own business, and copies held by the Recipient\'s contractors or on its field laptops are not subject to this Agreement.' })),
    benign: good(kiruna({})),
  },
  {
    id: 'h23-nda-trincomalee-plain-we-may-hand-it-to-a-court-without-telling-you-or-after-prompt-notice',
    pattern: 'position',
    type: 'nda',
    check: 'nda.compelled_disclosure_notice',
    adverse: bad(`CONFIDENTIALITY LETTER

From: Koddiyar Bay Fisheries (Pvt) Ltd, 22 Inner Harbour Road, Trincomalee, Sri Lanka
To: Batti Lagoon Ice Plant (Pvt) Ltd, 5 Bar Road, Batticaloa, Sri Lanka
Date: 11 February 2026

We are both looking at a shared ice and cold-chain service for the east-coast tuna boats, and we will each show the
other our costs, catch records and customer lists. Each of us agrees that:

1. we will keep what the other shows us confidential and use it only to judge the shared service;
2. we will share it only with our own staff who need it for that and who are bound to keep it confidential;
3. if a court, the Fisheries Department or any other authority asks either of us for the other's information, we may
   hand over whatever is asked for without telling the other, now or later;
4. these promises last three years from the date of this letter.

This letter is governed by the law of Sri Lanka.

Signed for Koddiyar Bay Fisheries ____________   Signed for Batti Lagoon Ice Plant ____________
`),
    benign: good(`CONFIDENTIALITY LETTER

From: Koddiyar Bay Fisheries (Pvt) Ltd, 22 Inner Harbour Road, Trincomalee, Sri Lanka
To: Batti Lagoon Ice Plant (Pvt) Ltd, 5 Bar Road, Batticaloa, Sri Lanka
Date: 11 February 2026

We are both looking at a shared ice and cold-chain service for the east-coast tuna boats, and we will each show the
other our costs, catch records and customer lists. Each of us agrees that:

1. we will keep what the other shows us confidential and use it only to judge the shared service;
2. we will share it only with our own staff who need it for that and who are bound to keep it confidential;
3. if a court, the Fisheries Department or any other authority requires either of us to disclose the other's
   information, we may hand over only the part the law requires, and only after promptly telling the other (where the
   law allows) so that it can seek protection;
4. these promises last three years from the date of this letter.

This letter is governed by the law of Sri Lanka.

Signed for Koddiyar Bay Fisheries ____________   Signed for Batti Lagoon Ice Plant ____________
`),
  },
  {
    id: 'h23-nda-khulna-shrimp-liquidated-sum-is-the-sole-remedy-for-breach-or-is-disapplied-for-breach',
    pattern: 'position',
    type: 'nda',
    check: 'nda.liability_not_limited',
    adverse: bad(`MUTUAL NON-DISCLOSURE AGREEMENT (EXCERPT)

Between Rupsha Shrimp Hatcheries Limited, Khan Jahan Ali Road, Khulna, Bangladesh and Surma Aqua Feeds Limited,
Zindabazar, Sylhet, Bangladesh.

4. Each Party shall keep the other Party's Confidential Information confidential and use it only for evaluating a
joint shrimp-feed trial.

9. Remedies. If a Party breaches clause 4, it shall pay the other Party BDT 100,000 (Taka one lakh only) as
liquidated damages, which the Parties agree is a genuine pre-estimate of loss and is the other Party's sole and
entire remedy for that breach, in place of damages.

10. Term. The obligations in clause 4 last for three (3) years from the date of this Agreement.
`),
    benign: good(`MUTUAL NON-DISCLOSURE AGREEMENT (EXCERPT)

Between Rupsha Shrimp Hatcheries Limited, Khan Jahan Ali Road, Khulna, Bangladesh and Surma Aqua Feeds Limited,
Zindabazar, Sylhet, Bangladesh.

4. Each Party shall keep the other Party's Confidential Information confidential and use it only for evaluating a
joint shrimp-feed trial.

9. Remedies. If a Party breaches clause 4, it shall compensate the other Party for all loss the breach causes, and
the sum of BDT 100,000 (Taka one lakh only) payable as liquidated damages for late delivery of trial feed under clause
7 does not apply to, or limit, liability for that breach.

10. Term. The obligations in clause 4 last for three (3) years from the date of this Agreement.
`),
  },
  {
    id: 'h23-nda-gangtok-cardamom-boilerplate-waives-injunctions-and-says-damages-suffice-or-keeps-them',
    pattern: 'override',
    type: 'nda',
    check: 'nda.injunctive_relief',
    adverse: bad(`NON-DISCLOSURE AGREEMENT

This Agreement is entered into at Gangtok on 20 January 2026 between Kanchenjunga Cardamom Growers' Co-operative
Society Ltd., M.G. Marg, Gangtok, Sikkim (hereinafter "KCG") and Brahmaputra Spice Dryers Pvt. Ltd., Dibrugarh,
Assam (hereinafter "BSD").

1. Each party shall hold in confidence the drying curves, grading data and buyer prices disclosed by the other, and
use them solely for evaluating a joint large-cardamom drying unit.
2. The obligations herein shall subsist for three (3) years from the date hereof.
3. Nothing herein grants any licence in the information disclosed.
4. This Agreement shall be governed by the laws of India and the courts at Gangtok shall have jurisdiction.
5. Miscellaneous. (a) This Agreement is the entire agreement between the parties on its subject. (b) Each party
waives any right to seek an injunction, specific performance or other equitable relief in connection with this
Agreement and agrees that damages are an adequate remedy for any breach. (c) Amendments shall be in writing.
`),
    benign: good(`NON-DISCLOSURE AGREEMENT

This Agreement is entered into at Gangtok on 20 January 2026 between Kanchenjunga Cardamom Growers' Co-operative
Society Ltd., M.G. Marg, Gangtok, Sikkim (hereinafter "KCG") and Brahmaputra Spice Dryers Pvt. Ltd., Dibrugarh,
Assam (hereinafter "BSD").

1. Each party shall hold in confidence the drying curves, grading data and buyer prices disclosed by the other, and
use them solely for evaluating a joint large-cardamom drying unit.
2. The obligations herein shall subsist for three (3) years from the date hereof.
3. Nothing herein grants any licence in the information disclosed.
4. This Agreement shall be governed by the laws of India and the courts at Gangtok shall have jurisdiction.
5. Miscellaneous. (a) This Agreement is the entire agreement between the parties on its subject. (b) Neither party
waives any right to seek an injunction, specific performance or other equitable relief in connection with this
Agreement, each agreeing that damages may not be an adequate remedy for a breach, and the disclosing party may seek
an injunction without posting a bond. (c) Amendments shall be in writing.
`),
  },

  // ------------------------------------------------------------------ MSA (6) ----------------------------------------
  {
    id: 'h23-msa-doc-cajamarca-html-plain-cap-of-one-month-fees-or-twelve-months',
    pattern: 'position',
    type: 'msa',
    check: 'msa.limitation_of_liability',
    adverse: bad(cajamarca({ cap: "Each party's total liability arising out of or in connection with this Agreement shall not exceed the fees paid by Customer in the one (1) month before the event giving rise to the claim." })),
    benign: good(cajamarca({})),
  },
  {
    id: 'h23-msa-doc-cajamarca-html-three-year-renewal-stoppable-only-within-fifteen-days-of-a-reminder-the-provider-sends-or-thirty-days-either-party',
    pattern: 'position',
    type: 'msa',
    check: 'msa.auto_renewal',
    adverse: bad(cajamarca({ renewal: 'It then renews for successive three-year terms unless Customer gives notice of non-renewal within the fifteen (15) days after Provider sends Customer a renewal reminder. Provider may send the renewal reminder at any time in the current term.' })),
    benign: good(cajamarca({})),
  },
  {
    id: 'h23-msa-doc-cajamarca-html-statement-of-work-makes-fees-payable-in-advance-within-three-days-or-follows-clause-3',
    pattern: 'override',
    type: 'msa',
    check: 'msa.payment_terms',
    adverse: bad(cajamarca({ sow: 'Fees under this SOW are invoiced monthly in advance and payable within three (3) days after the invoice date, without set-off or dispute; clause 3 of the Master Services Agreement does not apply to this SOW.' })),
    benign: good(cajamarca({})),
  },
  {
    id: 'h23-msa-temuco-furniture-avoidance-of-doubt-keeps-provider-lost-revenue-claims-or-fees-due-either-way',
    pattern: 'position',
    type: 'msa',
    check: 'msa.consequential_damages',
    adverse: bad(`MASTER SERVICES AGREEMENT — EXCERPT

Parties: Muebles Araucanía SpA, Avenida Alemania 0945, Temuco, Chile ("Customer") and Ñuble Software Industrial
Ltda., Calle Libertad 560, Chillán, Chile ("Provider").

9. Liability
9.1 Each party's aggregate liability under this Agreement is limited to the fees paid or payable in the twelve (12)
months before the claim.
9.2 Neither party shall be liable to the other for any indirect, incidental, special or consequential damages, or
for lost profits or revenue, except for breach of confidentiality, the indemnities and wilful misconduct.
9.3 For the avoidance of doubt, clauses 9.1 and 9.2 do not limit any claim by Provider for its lost revenue, lost
profits or other consequential loss arising from Customer's breach or early termination, all of which Customer
shall pay in full.
`),
    benign: good(`MASTER SERVICES AGREEMENT — EXCERPT

Parties: Muebles Araucanía SpA, Avenida Alemania 0945, Temuco, Chile ("Customer") and Ñuble Software Industrial
Ltda., Calle Libertad 560, Chillán, Chile ("Provider").

9. Liability
9.1 Each party's aggregate liability under this Agreement is limited to the fees paid or payable in the twelve (12)
months before the claim.
9.2 Neither party shall be liable to the other for any indirect, incidental, special or consequential damages, or
for lost profits or revenue, except for breach of confidentiality, the indemnities and wilful misconduct.
9.3 For the avoidance of doubt, clauses 9.1 and 9.2 do not limit either party's claim for fees properly due and
unpaid under this Agreement, which are direct damages.
`),
  },
  {
    id: 'h23-msa-neuquen-plain-no-termination-for-convenience-in-five-year-initial-term-or-thirty-days-notice',
    pattern: 'position',
    type: 'msa',
    check: 'msa.termination_for_convenience',
    adverse: bad(`MASTER SERVICES AGREEMENT (EXTRACT)

Between Vaca Muerta Logística S.A., Ruta 7 km 12, Neuquén, Argentina ("Customer") and Patagonia Fleet Systems
S.R.L., Cipolletti, Río Negro, Argentina ("Provider"), for fleet tracking of Customer's sand and water trucks.

12. Term and Termination
12.1 This Agreement has an initial term of five (5) years from the Effective Date (the "Initial Term").
12.2 Customer may not terminate this Agreement for convenience during the Initial Term.
12.3 Either party may terminate this Agreement if the other materially breaches it and does not cure the breach
within thirty (30) days after written notice.
`),
    benign: good(`MASTER SERVICES AGREEMENT (EXTRACT)

Between Vaca Muerta Logística S.A., Ruta 7 km 12, Neuquén, Argentina ("Customer") and Patagonia Fleet Systems
S.R.L., Cipolletti, Río Negro, Argentina ("Provider"), for fleet tracking of Customer's sand and water trucks.

12. Term and Termination
12.1 This Agreement has an initial term of five (5) years from the Effective Date (the "Initial Term").
12.2 Customer may terminate this Agreement for convenience during the Initial Term on thirty (30) days' written
notice to Provider.
12.3 Either party may terminate this Agreement if the other materially breaches it and does not cure the breach
within thirty (30) days after written notice.
`),
  },
  {
    id: 'h23-msa-tarapoto-cacao-plain-three-year-worldwide-bar-on-similar-services-or-none',
    pattern: 'position',
    type: 'msa',
    check: 'msa.non_compete',
    adverse: bad(`MASTER SERVICES AGREEMENT — CLAUSES 14 AND 15

Between Cooperativa Agraria Cacaotera Alto Mayo, Jr. Martínez de Compagnón 330, Tarapoto, Peru ("Customer") and
Fermenta Analítica S.A.C., Moyobamba, Peru ("Provider"), for fermentation monitoring at Customer's cacao collection points.

14. Exclusivity. During the Term and for three (3) years after it ends, Customer shall not procure, use or develop
any fermentation monitoring, quality analytics or similar services from any other person or by itself, anywhere in
the world.

15. Non-solicitation of staff. Neither party shall actively solicit the other's employees engaged in the Services
during the Term.
`),
    benign: good(`MASTER SERVICES AGREEMENT — CLAUSES 14 AND 15

Between Cooperativa Agraria Cacaotera Alto Mayo, Jr. Martínez de Compagnón 330, Tarapoto, Peru ("Customer") and
Fermenta Analítica S.A.C., Moyobamba, Peru ("Provider"), for fermentation monitoring at Customer's cacao collection points.

14. No exclusivity. During the Term and after it ends, Customer may procure, use or develop any fermentation
monitoring, quality analytics or similar services from any other person or by itself, anywhere in the world.

15. Non-solicitation of staff. Neither party shall actively solicit the other's employees engaged in the Services
during the Term.
`),
  },

  // ------------------------------------------------------------------ SaaS (6) ---------------------------------------
  {
    id: 'h23-saas-doc-mbeya-plain-no-availability-promise-and-no-credits-or-99-9-with-credits-and-exit',
    pattern: 'position',
    type: 'saas',
    check: 'saas.service_levels',
    adverse: bad(mbeya({ sla: 'We aim to keep the service available, but we do not promise any level of availability in any month. No service credits apply, and missing availability does not let you end the subscription.' })),
    benign: good(mbeya({})),
  },
  {
    id: 'h23-saas-doc-mbeya-liquidated-fifty-thousand-shillings-in-place-of-prepaid-fee-refund-or-pro-rata-refund',
    pattern: 'position',
    type: 'saas',
    check: 'saas.refunds',
    adverse: bad(mbeya({ refund: 'If we end the subscription without cause, or you end it because we broke it, we will pay you TZS 50,000 as agreed damages, in full satisfaction of any claim for the fees you prepaid, which are otherwise not refunded.' })),
    benign: good(mbeya({})),
  },
  {
    id: 'h23-saas-doc-mbeya-suspension-on-grounds-in-a-web-policy-as-we-update-it-or-unpaid-fees-and-threats-only',
    pattern: 'reference',
    type: 'saas',
    check: 'saas.suspension',
    adverse: bad(mbeya({ suspend: 'We may suspend your access, without notice, in any of the circumstances set out in our Acceptable Use and Account Policy at cuplog.co.tz/aup, as we update it from time to time, and we will restore access when we decide the cause is fixed.' })),
    benign: good(mbeya({})),
  },
  {
    id: 'h23-saas-legazpi-abaca-plain-we-may-assign-to-anyone-you-need-our-consent-or-mutual-consent-with-successor',
    pattern: 'role',
    type: 'saas',
    check: 'saas.assignment',
    adverse: bad(`ABACATRACE SUBSCRIPTION TERMS — SECTION 15

These terms are between Mayon Fibercraft Corporation, Rizal Street, Legazpi City, Albay, Philippines ("you") and
AbacaTrace Inc., Naga City, Camarines Sur, Philippines ("we"), for the fibre-grading and export-documents platform.

15. Transfer
15.1 We may assign or transfer this agreement, or any of our rights and duties under it, to any person at any time
without your consent.
15.2 You may not assign or transfer this agreement without our prior written consent.
15.3 This agreement binds each of us and our permitted successors.
`),
    benign: good(`ABACATRACE SUBSCRIPTION TERMS — SECTION 15

These terms are between Mayon Fibercraft Corporation, Rizal Street, Legazpi City, Albay, Philippines ("you") and
AbacaTrace Inc., Naga City, Camarines Sur, Philippines ("we"), for the fibre-grading and export-documents platform.

15. Transfer
15.1 Neither of us may assign or transfer this agreement, or any of our rights and duties under it, to any person
without the other's prior written consent.
15.2 Either of us may assign it without consent, on written notice, to a successor to all or substantially all of
our business.
15.3 This agreement binds each of us and our permitted successors.
`),
  },
  {
    id: 'h23-saas-iloilo-sugar-boilerplate-release-of-lost-data-and-replacement-cost-or-release-of-last-month-credits',
    pattern: 'override',
    type: 'saas',
    check: 'saas.consequential_damages',
    adverse: bad(`SUBSCRIPTION AGREEMENT — SECTIONS 10 AND 14

Between Panay Central Sugar Milling Co., Inc., Iloilo City, Philippines ("Customer") and CaneLedger Systems, Inc.,
Bacolod City, Philippines ("Provider").

10. Exclusion of Indirect Loss. Neither party is liable for any indirect, incidental, special or consequential
damages or lost profits, except for breach of confidentiality, breach of the data-protection and security
obligations, indemnified claims, and gross negligence or wilful misconduct. Loss of Customer Data and the cost of
replacement services are not excluded by this Section.

14. Miscellaneous
14.1 Notices must be in writing.
14.2 Release. Customer releases Provider from all liability for loss or corruption of Customer Data, for the cost
of replacement services and for any loss from Provider's breach of its data-protection and security obligations,
whatever the cause, including Provider's gross negligence; Provider gives no release in return.
14.3 No waiver of a right is effective unless in writing.
`),
    benign: good(`SUBSCRIPTION AGREEMENT — SECTIONS 10 AND 14

Between Panay Central Sugar Milling Co., Inc., Iloilo City, Philippines ("Customer") and CaneLedger Systems, Inc.,
Bacolod City, Philippines ("Provider").

10. Exclusion of Indirect Loss. Neither party is liable for any indirect, incidental, special or consequential
damages or lost profits, except for breach of confidentiality, breach of the data-protection and security
obligations, indemnified claims, and gross negligence or wilful misconduct. Loss of Customer Data and the cost of
replacement services are not excluded by this Section.

14. Miscellaneous
14.1 Notices must be in writing.
14.2 Release. On payment of the final invoice, Customer releases Provider from further claims for service credits
for the last month of the term, and Section 10 otherwise applies unchanged.
14.3 No waiver of a right is effective unless in writing.
`),
  },
  {
    id: 'h23-saas-dumaguete-law-named-on-a-provider-web-page-as-updated-or-philippine-law-and-courts',
    pattern: 'reference',
    type: 'saas',
    check: 'saas.governing_law',
    adverse: noLaw(`ONLINE SERVICES AGREEMENT — GENERAL TERMS

Between Siliman Coast Dive Resorts, Inc., Rizal Boulevard, Dumaguete City, Negros Oriental, Philippines ("Customer")
and ReefBook Pte. Ltd. ("Provider"), for the dive-booking and equipment-rental platform.

18. Governing Law and Disputes. This Agreement is governed by the law named on Provider's Legal Terms page at
reefbook.example/legal, as that page is updated by Provider from time to time, and disputes go to the courts that
page names at the time a dispute arises.

19. Entire Agreement. This Agreement and any Order Form are the whole agreement between the parties.
`),
    benign: good(`ONLINE SERVICES AGREEMENT — GENERAL TERMS

Between Siliman Coast Dive Resorts, Inc., Rizal Boulevard, Dumaguete City, Negros Oriental, Philippines ("Customer")
and ReefBook Pte. Ltd. ("Provider"), for the dive-booking and equipment-rental platform.

18. Governing Law and Disputes. This Agreement is governed by the laws of the Republic of the Philippines, and
disputes go to the courts of Dumaguete City; Provider's Legal Terms page at reefbook.example/legal does not change
this Section.

19. Entire Agreement. This Agreement and any Order Form are the whole agreement between the parties.
`),
  },

  // ------------------------------------------------------------------ licence (4) ------------------------------------
  {
    id: 'h23-license-doc-savonlinna-plain-software-as-is-no-warranty-or-ninety-days-as-documented',
    pattern: 'position',
    type: 'license',
    check: 'license.warranty',
    adverse: bad(savonlinna({ warranty: 'The software is provided as is. We give no warranty that it will work as described in its documentation or that it is free of malicious code, and we have no duty to repair or replace it or refund the fees you paid for it.' })),
    benign: good(savonlinna({})),
  },
  {
    id: 'h23-license-doc-savonlinna-yearly-fee-multiplied-by-1-50-in-finnish-decimals-or-by-1-03',
    pattern: 'position',
    type: 'license',
    check: 'license.price_increases',
    adverse: bad(savonlinna({ fee: "Each later year's fee is the previous year's fee multiplied by 1,50, payable in advance." })),
    benign: good(savonlinna({})),
  },
  {
    id: 'h23-license-manado-clove-plain-licensee-cannot-recover-indirect-loss-licensor-can-or-mutual-with-carve-outs',
    pattern: 'position',
    type: 'license',
    check: 'license.consequential_damages',
    adverse: bad(`SOFTWARE LICENCE AGREEMENT — CLAUSE 11

Between PT Minahasa Cengkeh Atsiri, Jl. Sam Ratulangi 88, Manado, North Sulawesi, Indonesia ("Licensee") and PT
Distila Perangkat Lunak, Surabaya, Indonesia ("Licensor"), for the Distila still-control software.

11. Indirect Loss
11.1 Licensee shall not be entitled to recover from Licensor any indirect, incidental, special or consequential
loss, or any loss of profits, in any circumstances.
11.2 Nothing in this Agreement limits Licensor's right to recover any loss from Licensee.
`),
    benign: good(`SOFTWARE LICENCE AGREEMENT — CLAUSE 11

Between PT Minahasa Cengkeh Atsiri, Jl. Sam Ratulangi 88, Manado, North Sulawesi, Indonesia ("Licensee") and PT
Distila Perangkat Lunak, Surabaya, Indonesia ("Licensor"), for the Distila still-control software.

11. Indirect Loss
11.1 Neither party shall be entitled to recover from the other any indirect, incidental, special or consequential
loss, or any loss of profits, except for breach of confidentiality, the indemnities, and gross negligence or wilful
misconduct.
11.2 Nothing in this clause limits either party's right to recover its direct loss.
`),
  },
  {
    id: 'h23-license-ambon-nutmeg-grant-starts-only-on-partner-level-3-certification-or-on-first-invoice-paid',
    pattern: 'position',
    type: 'license',
    check: 'license.grant_scope',
    adverse: bad(`SOFTWARE LICENCE — GRANT AND CONDITIONS

Between CV Banda Pala Nusantara, Jl. Pattimura 15, Ambon, Maluku, Indonesia ("Licensee") and PT Rempah Sistem
Informasi, Jakarta, Indonesia ("Licensor"), for the Rempah nutmeg-sorting and export-grading software.

2.1 Licensor grants Licensee a non-exclusive licence to use, reproduce and modify the Software for Licensee's
nutmeg and mace sorting, grading and export business throughout Indonesia.
2.2 The licence in clause 2.1 takes effect only from the date on which Licensor issues Licensee a Rempah Partner
Level 3 certificate. Licensor issues that certificate in its sole discretion, only to licensees that have completed
three years of Licensor-led training and processed at least 20,000 tonnes through the Software. Until then Licensee
may use the Software for demonstration only.
`),
    benign: good(`SOFTWARE LICENCE — GRANT AND CONDITIONS

Between CV Banda Pala Nusantara, Jl. Pattimura 15, Ambon, Maluku, Indonesia ("Licensee") and PT Rempah Sistem
Informasi, Jakarta, Indonesia ("Licensor"), for the Rempah nutmeg-sorting and export-grading software.

2.1 Licensor grants Licensee a non-exclusive licence to use, reproduce and modify the Software for Licensee's
nutmeg and mace sorting, grading and export business throughout Indonesia.
2.2 The licence in clause 2.1 takes effect from the date on which Licensee pays Licensor's first invoice. Licensor
may issue a Rempah Partner Level 3 certificate to licensees that complete its optional training; the certificate
gives priority support only and does not affect the licence.
`),
  },

  // ------------------------------------------------------------------ services (4) -----------------------------------
  {
    id: 'h23-services-doc-bhuj-pdf-plain-company-may-not-terminate-before-term-ends-or-thirty-days-without-reason',
    pattern: 'position',
    type: 'services',
    check: 'services.termination_for_convenience',
    adverse: bad(bhuj({ tfc: 'The Company shall not terminate this Agreement before the expiry of the Term for any reason other than the Contractor\'s uncured material breach under clause 3.2.' })),
    benign: good(bhuj({})),
  },
  {
    id: 'h23-services-doc-bhuj-pdf-boilerplate-waiver-gives-deliverables-back-to-contractor-or-waives-moral-rights',
    pattern: 'override',
    type: 'services',
    check: 'services.ip_ownership',
    adverse: bad(bhuj({ waiver: 'Waiver of ownership claims: Notwithstanding clause 5, the Company waives any claim to ownership of the drawings, software and reports prepared by the Contractor, which remain the property of the Contractor, and the Company shall have a licence to use them during the Term only.' })),
    benign: good(bhuj({})),
  },
  {
    id: 'h23-services-quy-nhon-plain-we-exclude-our-indirect-loss-and-lost-data-you-answer-for-all-or-mutual-with-carve-outs',
    pattern: 'position',
    type: 'services',
    check: 'services.consequential_damages',
    adverse: bad(`COLD-STORE MAINTENANCE TERMS — SECTION 8

These terms are between Hải Sản Quy Nhơn Co., Ltd., 12 An Dương Vương, Quy Nhơn, Bình Định, Vietnam ("you") and
Lạnh Miền Trung Engineering JSC, Đà Nẵng, Vietnam ("we"), for maintenance of your blast freezers and cold rooms.

8. Indirect loss
8.1 We are not liable to you for any indirect or consequential loss, lost profits, spoiled stock or lost data,
whatever the cause, including our negligence.
8.2 You are liable to us for all loss you cause, direct or indirect.
`),
    benign: good(`COLD-STORE MAINTENANCE TERMS — SECTION 8

These terms are between Hải Sản Quy Nhơn Co., Ltd., 12 An Dương Vương, Quy Nhơn, Bình Định, Vietnam ("you") and
Lạnh Miền Trung Engineering JSC, Đà Nẵng, Vietnam ("we"), for maintenance of your blast freezers and cold rooms.

8. Indirect loss
8.1 Neither of us is liable to the other for any indirect or consequential loss or lost profits, except for breach of
confidentiality or of the data-protection and security terms, indemnified claims, and gross negligence or wilful
misconduct; loss of your data and the cost of replacement services are not excluded.
8.2 Each of us is liable to the other for direct loss it causes.
`),
  },
  {
    id: 'h23-services-pakse-coffee-confidentiality-ends-when-provider-declares-services-complete-or-three-years-after-end',
    pattern: 'position',
    type: 'services',
    check: 'services.confidentiality',
    adverse: bad(`SERVICES AGREEMENT — CLAUSE 10

Between Bolaven Plateau Coffee Processing Sole Co., Ltd., Route 13 South, Pakse, Champasak, Lao PDR ("Customer")
and Mekong Agri-Engineering Co., Ltd., Thakhek, Khammouane, Lao PDR ("Provider"), for wet-mill commissioning services.

10. Confidentiality
10.1 Each party shall keep confidential the other party's business and technical information received under this
Agreement, and use it only for the Services.
10.2 The obligations in clause 10.1 end on the date Provider notifies Customer that the Services are complete,
which Provider may do at any time in its discretion.
`),
    benign: good(`SERVICES AGREEMENT — CLAUSE 10

Between Bolaven Plateau Coffee Processing Sole Co., Ltd., Route 13 South, Pakse, Champasak, Lao PDR ("Customer")
and Mekong Agri-Engineering Co., Ltd., Thakhek, Khammouane, Lao PDR ("Provider"), for wet-mill commissioning services.

10. Confidentiality
10.1 Each party shall keep confidential the other party's business and technical information received under this
Agreement, and use it only for the Services.
10.2 The obligations in clause 10.1 continue after this Agreement ends, for three (3) years from the date the
Services end, and for trade secrets for as long as they remain trade secrets.
`),
  },

  // ------------------------------------------------------------------ consulting (4) ---------------------------------
  {
    id: 'h23-consulting-doc-bahir-dar-md-convenience-exit-only-after-paying-whole-engagement-and-consultant-certifying-or-paying-work-done',
    pattern: 'position',
    type: 'consulting',
    check: 'consulting.termination_for_convenience',
    adverse: bad(bahirDar({ tfc: "The Client may terminate this Agreement for convenience on thirty (30) days' written notice, provided that the Client has first paid all fees for the entire engagement in Schedule 1 and the Consultant has certified in writing that every milestone is complete." })),
    benign: good(bahirDar({})),
  },
  {
    id: 'h23-consulting-doc-bahir-dar-md-handbook-as-updated-by-consultant-prevails-or-dated-version-attached',
    pattern: 'reference',
    type: 'consulting',
    check: 'consulting.unilateral_changes',
    adverse: bad(bahirDar({ handbook: "The Consultant's Engagement Handbook, as updated and published by the Consultant on its website from time to time, forms part of this Agreement and prevails over it if they conflict; each update binds the Client from the date it is published." })),
    benign: good(bahirDar({})),
  },
  {
    id: 'h23-consulting-kigoma-palm-oil-interpretation-clause-counts-lost-data-and-confidentiality-loss-as-indirect-or-only-remote-loss',
    pattern: 'reference',
    type: 'consulting',
    check: 'consulting.consequential_damages',
    adverse: bad(`CONSULTANCY AGREEMENT — CLAUSES 1 AND 9

Between Kigoma Palm Oil Processors Ltd, Ujiji Road, Kigoma, Tanzania (the "Client") and Tanganyika Process
Consultants Ltd, Dodoma, Tanzania (the "Consultant"), for a mill-efficiency review.

1. Interpretation. In this Agreement, "Indirect Loss" includes loss of data, lost profits, the cost of replacement
services and every loss arising from a breach of confidentiality or of the data-protection terms, however direct.

9. Exclusion. Neither party is liable to the other for any Indirect Loss, whatever its cause, except for gross
negligence or wilful misconduct.
`),
    benign: good(`CONSULTANCY AGREEMENT — CLAUSES 1 AND 9

Between Kigoma Palm Oil Processors Ltd, Ujiji Road, Kigoma, Tanzania (the "Client") and Tanganyika Process
Consultants Ltd, Dodoma, Tanzania (the "Consultant"), for a mill-efficiency review.

1. Interpretation. In this Agreement, "Indirect Loss" means indirect, incidental, special or consequential loss and
lost profits, but not loss of data, the cost of replacement services or any loss arising from a breach of
confidentiality or of the data-protection terms.

9. Exclusion. Neither party is liable to the other for any Indirect Loss, whatever its cause, except for indemnified
claims, gross negligence or wilful misconduct.
`),
  },
  {
    id: 'h23-consulting-musanze-lodge-plain-we-may-assign-or-subcontract-to-anyone-or-only-with-your-consent',
    pattern: 'position',
    type: 'consulting',
    check: 'consulting.assignment',
    adverse: bad(`CONSULTING TERMS — TRANSFER

These terms are between Virunga Gorilla Lodge Ltd, Musanze, Northern Province, Rwanda ("you") and Ikaze Hospitality
Advisers Ltd, Rubavu, Rwanda ("we"), for a review of your guest-experience and pricing.

7. Transfer
7.1 We may assign this agreement, or subcontract any of the work, in whole or in part, to any person without your
consent.
7.2 You may not assign this agreement without our written consent.
`),
    benign: good(`CONSULTING TERMS — TRANSFER

These terms are between Virunga Gorilla Lodge Ltd, Musanze, Northern Province, Rwanda ("you") and Ikaze Hospitality
Advisers Ltd, Rubavu, Rwanda ("we"), for a review of your guest-experience and pricing.

7. Transfer
7.1 Neither of us may assign this agreement, and we may not subcontract any of the work, in whole or in part, to any
person without the other's prior written consent.
7.2 Either of us may assign it to a successor in a merger or sale of its business, on written notice.
`),
  },

  // ------------------------------------------------------------------ employment (4) ---------------------------------
  {
    id: 'h23-employment-doc-corner-brook-pdf-salary-pegged-to-highest-paid-by-any-canadian-mill-as-the-employee-reports-or-cad-132000',
    pattern: 'reference',
    type: 'employment',
    check: 'employment.compensation',
    adverse: badOrMissing(cornerBrook({ salary: 'The Employer shall pay the Employee a base salary ("Base Salary") equal to the highest base salary paid to any maintenance superintendent by any pulp or paper mill in Canada in the year concerned, as the Employee reports that figure to the Employer, in equal bi-weekly instalments.' })),
    benign: good(cornerBrook({})),
  },
  {
    id: 'h23-employment-doc-corner-brook-pdf-avoidance-of-doubt-no-cause-without-three-warnings-and-ninety-days-or-cause-includes-theft',
    pattern: 'override',
    type: 'employment',
    check: 'employment.termination_for_cause',
    adverse: bad(cornerBrook({ cause: 'The Employer may terminate the employment immediately for cause, meaning gross misconduct, a material breach of this Agreement, dishonesty or a criminal conviction. For the avoidance of doubt, cause does not exist unless the Employee has first received written warnings on three separate occasions and ninety (90) days to remedy each.' })),
    benign: good(cornerBrook({})),
  },
  {
    id: 'h23-employment-sept-iles-plain-your-confidentiality-ends-the-day-you-leave-or-lasts-after',
    pattern: 'position',
    type: 'employment',
    check: 'employment.confidentiality',
    adverse: bad(`OFFER OF EMPLOYMENT — TERMS

Golfe Minerai Portuaire Inc., 1 Route du Port, Sept-Îles, Quebec ("we") offer you, Marie-Ève Tremblay, the position
of Ship-Loading Planner from June 1, 2026, at a base salary of CAD 88,000 a year, paid every two weeks.

4. Confidentiality. While you work for us, you must keep our ore-grade data, shipping schedules, customer contracts
and other confidential information confidential and use it only for your work. This duty ends on the day your
employment ends, and after that you are free to use or disclose that information as you wish.

5. Notice. Either of us may end your employment on one month's written notice.
`),
    benign: good(`OFFER OF EMPLOYMENT — TERMS

Golfe Minerai Portuaire Inc., 1 Route du Port, Sept-Îles, Quebec ("we") offer you, Marie-Ève Tremblay, the position
of Ship-Loading Planner from June 1, 2026, at a base salary of CAD 88,000 a year, paid every two weeks.

4. Confidentiality. While you work for us, you must keep our ore-grade data, shipping schedules, customer contracts
and other confidential information confidential and use it only for your work. This duty continues after your
employment ends, without time limit for trade secrets, and you may not use or disclose that information as you wish.

5. Notice. Either of us may end your employment on one month's written notice.
`),
  },
  {
    id: 'h23-employment-gander-aviation-plain-five-year-worldwide-non-compete-or-six-months-direct-competitors-in-atlantic-canada',
    pattern: 'position',
    type: 'employment',
    check: 'employment.non_compete',
    adverse: bad(`EMPLOYMENT TERMS — RESTRICTIONS

Between Gander Airside Services Ltd., 20 James Boulevard, Gander, Newfoundland and Labrador ("we", "us") and you,
Darren Keats, employed as Ground-Handling Manager.

9. After you leave
9.1 For five (5) years after your employment ends, you will not work for, advise or own any part of any business,
in any capacity, anywhere in the world.
9.2 For twelve (12) months after your employment ends, you will not solicit our employees or the airlines you dealt
with.
`),
    benign: good(`EMPLOYMENT TERMS — RESTRICTIONS

Between Gander Airside Services Ltd., 20 James Boulevard, Gander, Newfoundland and Labrador ("we", "us") and you,
Darren Keats, employed as Ground-Handling Manager.

9. After you leave
9.1 For six (6) months after your employment ends, you will not work in a ground-handling management role for a
business that competes with us at the airports in Atlantic Canada where you worked.
9.2 For twelve (12) months after your employment ends, you will not solicit our employees or the airlines you dealt
with.
`),
  },

  // ------------------------------------------------------------------ lease (4) --------------------------------------
  {
    id: 'h23-lease-doc-yarmouth-html-plain-six-months-deposit-kept-in-full-or-two-months-returned-in-thirty-days',
    pattern: 'position',
    type: 'lease',
    check: 'lease.deposit',
    adverse: bad(yarmouth({ deposit: "On signing, the Tenant shall pay a deposit equal to six (6) months' Rent, which the Landlord may keep in full when the lease ends, whether or not the Tenant then owes anything." })),
    benign: good(yarmouth({})),
  },
  {
    id: 'h23-lease-doc-yarmouth-html-landlord-repairs-structure-but-recovers-all-costs-as-uncapped-additional-rent-or-capped-share',
    pattern: 'position',
    type: 'lease',
    check: 'lease.repairs',
    adverse: bad(yarmouth({ repairs: ', the whole cost of which, including replacement of the roof and pilings, the Tenant shall repay on demand as Additional Rent, outside the cap in clause 3' })),
    benign: good(yarmouth({})),
  },
  {
    id: 'h23-lease-doc-yarmouth-html-boilerplate-release-covers-landlord-negligence-or-landlord-releases-tenant-for-insured-damage',
    pattern: 'override',
    type: 'lease',
    check: 'lease.tenant_indemnity',
    adverse: bad(yarmouth({ release: 'Release. The Tenant releases the Landlord from, and indemnifies it against, all claims for injury, loss or damage at the Premises or the wharf, however caused, including by the negligence of the Landlord or its agents, and clause 4 is read accordingly.' })),
    benign: good(yarmouth({})),
  },
  {
    id: 'h23-lease-zadar-md-rent-from-landlord-tariff-page-as-updated-or-eur-1-850-in-croatian-format-monthly',
    pattern: 'reference',
    type: 'lease',
    check: 'lease.rent',
    adverse: badOrMissing(`# Lease of Business Premises — Obala kneza Branimira 6, Zadar

| | |
|---|---|
| Landlord | Lučka Imovina Zadar d.o.o., Zadar, Croatia ("we") |
| Tenant | Jedra Dalmacija obrt, sailmaker, Zadar, Croatia ("you") |
| Premises | Ground-floor workshop, 140 m², on the harbour front |
| Term | 5 years from 1 May 2026 |

## 3. Rent
You pay the rent shown for the premises in our harbour tariff on our website on the day each payment is due, as we
update that tariff from time to time, on whatever day of the month we name in each demand.

## 4. Use
You use the premises as a sail loft and shop only.
`),
    benign: good(`# Lease of Business Premises — Obala kneza Branimira 6, Zadar

| | |
|---|---|
| Landlord | Lučka Imovina Zadar d.o.o., Zadar, Croatia ("we") |
| Tenant | Jedra Dalmacija obrt, sailmaker, Zadar, Croatia ("you") |
| Premises | Ground-floor workshop, 140 m², on the harbour front |
| Term | 5 years from 1 May 2026 |

## 3. Rent
You pay rent of EUR 1.850,00 per month, in advance, on the first day of each month. Our harbour tariff on our
website does not apply to the premises.

## 4. Use
You use the premises as a sail loft and shop only.
`),
  },

  // ------------------------------------------------------------------ DPA (3) ----------------------------------------
  {
    id: 'h23-dpa-klaipeda-ferry-plain-we-are-not-liable-for-sub-processors-or-fully-liable-as-for-ourselves',
    pattern: 'position',
    type: 'dpa',
    check: 'dpa.sub_processor_liability',
    adverse: bad(`DATA PROCESSING TERMS — SUB-PROCESSORS

These terms are between Kuršių Keltas UAB, Naujoji Uosto g. 8, Klaipėda, Lithuania ("you", the controller) and
Baltic Booking SIA, Liepāja, Latvia ("we", the processor), for processing passenger and vehicle bookings.

6.1 You authorise us to use the sub-processors listed in Annex 3. We will tell you 30 days before adding one, and you
may object.
6.2 We will impose on each sub-processor the same data-protection obligations as these terms impose on us.
6.3 We are not liable to you for the acts or omissions of our sub-processors; your only recourse for them is against
the sub-processor.
`),
    benign: good(`DATA PROCESSING TERMS — SUB-PROCESSORS

These terms are between Kuršių Keltas UAB, Naujoji Uosto g. 8, Klaipėda, Lithuania ("you", the controller) and
Baltic Booking SIA, Liepāja, Latvia ("we", the processor), for processing passenger and vehicle bookings.

6.1 You authorise us to use the sub-processors listed in Annex 3. We will tell you 30 days before adding one, and you
may object.
6.2 We will impose on each sub-processor the same data-protection obligations as these terms impose on us.
6.3 We remain fully liable to you for the acts or omissions of our sub-processors as if they were our own, and for
the performance of their obligations.
`),
  },
  {
    id: 'h23-dpa-olsztyn-dairy-measures-on-a-web-page-the-processor-may-cut-at-any-time-or-annex-not-reduced',
    pattern: 'reference',
    type: 'dpa',
    check: 'dpa.security',
    adverse: bad(`DATA PROCESSING AGREEMENT — CLAUSE 5

Between Mleczarnia Warmia Sp. z o.o., ul. Partyzantów 40, Olsztyn, Poland (the "Controller") and Podkarpackie
Centrum Danych Sp. z o.o., Rzeszów, Poland (the "Processor"), for processing farmer-supplier and payroll data.

5. Security. The Processor shall implement the technical and organisational measures described on its security
page at pcd.example/security, as that page is updated by the Processor from time to time. The Processor may change
or withdraw any of those measures at any time, and the Controller accepts them as appropriate under Article 32.
`),
    benign: good(`DATA PROCESSING AGREEMENT — CLAUSE 5

Between Mleczarnia Warmia Sp. z o.o., ul. Partyzantów 40, Olsztyn, Poland (the "Controller") and Podkarpackie
Centrum Danych Sp. z o.o., Rzeszów, Poland (the "Processor"), for processing farmer-supplier and payroll data.

5. Security. The Processor shall implement the technical and organisational measures described in Annex 2, which
meet Article 32 GDPR, and shall not reduce them during the term. Its security page at pcd.example/security describes
them for information only and does not change Annex 2.
`),
  },
  {
    id: 'h23-dpa-plovdiv-rose-oil-assistance-only-for-subject-requests-after-a-fee-in-advance-none-for-32-36-or-all-with-small-fee',
    pattern: 'position',
    type: 'dpa',
    check: 'dpa.assistance',
    adverse: bad(`DATA PROCESSING AGREEMENT — ASSISTANCE

Between Rozova Dolina AD, 14 bul. Ruski, Plovdiv, Bulgaria (the "Controller") and Moldova Date Procesare SRL, Iași,
Romania (the "Processor"), for processing seasonal rose-picker and payroll data.

7. Assistance. The Processor shall assist the Controller with data subject requests only, and only after the
Controller has paid in advance a fee of EUR 2.500,00 for each request. The Processor has no duty to assist the
Controller with its obligations under Articles 32 to 36 GDPR.
`),
    benign: good(`DATA PROCESSING AGREEMENT — ASSISTANCE

Between Rozova Dolina AD, 14 bul. Ruski, Plovdiv, Bulgaria (the "Controller") and Moldova Date Procesare SRL, Iași,
Romania (the "Processor"), for processing seasonal rose-picker and payroll data.

7. Assistance. The Processor shall assist the Controller by appropriate technical and organisational measures with
data subject requests and with its obligations under Articles 32 to 36 GDPR. For data subject requests beyond twenty
in a calendar year, the Processor may charge a fee of EUR 25,00 for each request.
`),
  },
];

// ---------------------------------------------------------------- the ten more -------------------------------------

export const HOLDOUT23_EXTRA: AdverseCase[] = [
  {
    id: 'h23x-nda-shkoder-lace-plain-either-of-us-may-assign-to-anyone-or-only-with-consent',
    pattern: 'position',
    type: 'nda',
    check: 'nda.assignment',
    adverse: bad(`CONFIDENTIALITY AGREEMENT — GENERAL

Between Dantella Rozafa sh.p.k., Rruga Kolë Idromeno 3, Shkodër, Albania and Kotorska Čipka d.o.o., Kotor,
Montenegro, who are discussing a joint bobbin-lace collection.

8. Transfer. Either of us may assign this agreement, and any of our rights under it, to anyone at any time without
the other's consent.
9. Law. This agreement is governed by the law of Albania.
`),
    benign: good(`CONFIDENTIALITY AGREEMENT — GENERAL

Between Dantella Rozafa sh.p.k., Rruga Kolë Idromeno 3, Shkodër, Albania and Kotorska Čipka d.o.o., Kotor,
Montenegro, who are discussing a joint bobbin-lace collection.

8. Transfer. Neither of us may assign this agreement, or any of our rights under it, to anyone without the other's
prior written consent, except to a successor in a merger or sale of the business.
9. Law. This agreement is governed by the law of Albania.
`),
  },
  {
    id: 'h23x-msa-mostar-statement-of-work-keeps-deliverables-with-provider-for-its-term-only-or-confirms-customer-ownership',
    pattern: 'override',
    type: 'msa',
    check: 'msa.ip_ownership',
    adverse: bad(`MASTER SERVICES AGREEMENT AND STATEMENT OF WORK No. 2 (EXTRACT)

Between Hercegovina Vina d.o.o., Mostar, Bosnia and Herzegovina ("Customer") and Neretva Digital d.o.o., Čapljina,
Bosnia and Herzegovina ("Provider").

MSA 7. Intellectual Property. Customer owns all deliverables created for it under a Statement of Work; Provider keeps
its pre-existing IP and grants Customer a perpetual licence to use it with the deliverables.

SOW No. 2 — Cellar-door shop and wine-club platform
Deliverables: shop website, wine-club app, label-design files.
IP: Notwithstanding clause 7 of the MSA, all deliverables under this SOW belong to Provider, and Customer receives a
licence to use them for the term of this SOW only.
`),
    benign: good(`MASTER SERVICES AGREEMENT AND STATEMENT OF WORK No. 2 (EXTRACT)

Between Hercegovina Vina d.o.o., Mostar, Bosnia and Herzegovina ("Customer") and Neretva Digital d.o.o., Čapljina,
Bosnia and Herzegovina ("Provider").

MSA 7. Intellectual Property. Customer owns all deliverables created for it under a Statement of Work; Provider keeps
its pre-existing IP and grants Customer a perpetual licence to use it with the deliverables.

SOW No. 2 — Cellar-door shop and wine-club platform
Deliverables: shop website, wine-club app, label-design files.
IP: In line with clause 7 of the MSA, all deliverables under this SOW belong to Customer, and Provider's pre-existing
code libraries are licensed to Customer for use with them.
`),
  },
  {
    id: 'h23x-saas-kotor-marina-plain-we-may-use-your-data-for-anything-and-keep-it-or-only-to-serve-you-and-return-it',
    pattern: 'position',
    type: 'saas',
    check: 'saas.data_protection',
    adverse: bad(`BERTHDESK SUBSCRIPTION — YOUR DATA

Between Marina Škurda d.o.o., Kotor, Montenegro ("you") and BerthDesk d.o.o., Šibenik, Croatia ("we"), for the berth
booking and billing platform.

5. Your data. We may use the berth bookings, boat-owner details and payment records you put into the platform for any
purpose, including our own marketing and selling insights to third parties, and we may keep them after your
subscription ends.
`),
    benign: good(`BERTHDESK SUBSCRIPTION — YOUR DATA

Between Marina Škurda d.o.o., Kotor, Montenegro ("you") and BerthDesk d.o.o., Šibenik, Croatia ("we"), for the berth
booking and billing platform.

5. Your data. The berth bookings, boat-owner details and payment records you put into the platform belong to you. We
use them only on your instructions to provide the platform, secure them to industry standards, tell you promptly of
any breach, and return or delete them when your subscription ends.
`),
  },
  {
    id: 'h23x-license-evora-cork-avoidance-of-doubt-non-renewal-notice-takes-effect-a-term-later-or-at-the-end-of-the-current-term',
    pattern: 'override',
    type: 'license',
    check: 'license.auto_renewal',
    adverse: bad(`LICENÇA DE SOFTWARE / SOFTWARE LICENCE — CLAUSE 12

Between Corticeira do Alentejo, Lda., Rua de Serpa Pinto 44, Évora, Portugal ("Licensee") and Bragança Sistemas de
Produção, S.A., Bragança, Portugal ("Licensor"), for the cork-plank grading software.

12. Term. The licence runs for an initial term of three (3) years and then renews automatically for successive
three-year terms unless either party gives written notice of non-renewal at least thirty (30) days before the end of
the current term. For the avoidance of doubt, a notice of non-renewal given by the Licensee takes effect only at the
end of the renewal term that follows the current term.
`),
    benign: good(`LICENÇA DE SOFTWARE / SOFTWARE LICENCE — CLAUSE 12

Between Corticeira do Alentejo, Lda., Rua de Serpa Pinto 44, Évora, Portugal ("Licensee") and Bragança Sistemas de
Produção, S.A., Bragança, Portugal ("Licensor"), for the cork-plank grading software.

12. Term. The licence runs for an initial term of three (3) years and then renews automatically for successive
one-year terms unless either party gives written notice of non-renewal at least thirty (30) days before the end of
the current term. For the avoidance of doubt, a notice of non-renewal given by either party takes effect at the end
of the current term.
`),
  },
  {
    id: 'h23x-services-funchal-embroidery-plain-provider-may-suspend-anytime-without-notice-or-for-unpaid-fees-after-notice',
    pattern: 'position',
    type: 'services',
    check: 'services.suspension',
    adverse: bad(`SERVICE TERMS — SUSPENSION

These terms are between Bordados da Madeira, Lda., Rua do Carmo 21, Funchal, Madeira ("you") and Atlântico IT
Serviços, Lda., Ponta do Sol, Madeira ("we"), for managed IT and point-of-sale support at your shops.

6. Suspension. We may suspend all or any part of the services at any time, for any reason or none, without notice,
and for as long as we choose.
`),
    benign: good(`SERVICE TERMS — SUSPENSION

These terms are between Bordados da Madeira, Lda., Rua do Carmo 21, Funchal, Madeira ("you") and Atlântico IT
Serviços, Lda., Ponta do Sol, Madeira ("we"), for managed IT and point-of-sale support at your shops.

6. Suspension. We may suspend all or any part of the services only if undisputed fees are unpaid fourteen days after
we tell you in writing, or to the extent needed to stop an imminent security threat, and only for as long as the
cause lasts; we restore them promptly once it is cured.
`),
  },
  {
    id: 'h23x-consulting-caceres-ham-plain-deemed-accepted-two-days-after-consultant-uploads-unseen-or-accepted-when-client-confirms',
    pattern: 'position',
    type: 'consulting',
    check: 'consulting.acceptance',
    adverse: bad(`CONTRATO DE CONSULTORÍA / CONSULTANCY AGREEMENT — CLAUSE 5

Between Jamones de la Dehesa Cacereña, S.L., Avenida de España 12, Cáceres, Spain (the "Client") and Lugo
Agroconsultores, S.L., Lugo, Spain (the "Consultant"), for a curing-cellar humidity study.

5. Acceptance. Each deliverable is accepted two (2) business days after the Consultant uploads it to the
Consultant's project portal, whether or not the Client has been told of the upload or has opened it, and an accepted
deliverable cannot be rejected afterwards.
`),
    benign: good(`CONTRATO DE CONSULTORÍA / CONSULTANCY AGREEMENT — CLAUSE 5

Between Jamones de la Dehesa Cacereña, S.L., Avenida de España 12, Cáceres, Spain (the "Client") and Lugo
Agroconsultores, S.L., Lugo, Spain (the "Consultant"), for a curing-cellar humidity study.

5. Acceptance. Each deliverable the Consultant uploads to the Consultant's project portal is accepted only when the
Client confirms in writing that it meets the acceptance criteria in Schedule 1; a deliverable the Client rejects is
corrected at the Consultant's cost and submitted again.
`),
  },
  {
    id: 'h23x-employment-bastia-plain-employee-may-leave-without-notice-employer-owes-twelve-months-or-two-months-each',
    pattern: 'role',
    type: 'employment',
    check: 'employment.notice_period',
    adverse: bad(`CONTRAT DE TRAVAIL / EMPLOYMENT CONTRACT — NOTICE

Between Citronnerie de Bastia SAS, 8 Boulevard Paoli, Bastia, Corsica, France (the "Employer") and Jean-Luc Santoni
(the "Employee"), employed as Production Manager of the candied-citron works.

11. Notice. The Employee may resign at any time without notice. The Employer may terminate the employment, other than
for serious misconduct, only on twelve (12) months' written notice.
`),
    benign: good(`CONTRAT DE TRAVAIL / EMPLOYMENT CONTRACT — NOTICE

Between Citronnerie de Bastia SAS, 8 Boulevard Paoli, Bastia, Corsica, France (the "Employer") and Jean-Luc Santoni
(the "Employee"), employed as Production Manager of the candied-citron works.

11. Notice. The Employee may resign at any time on two (2) months' written notice. The Employer may terminate the
employment, other than for serious misconduct, only on two (2) months' written notice.
`),
  },
  {
    id: 'h23x-lease-aosta-service-charge-under-landlord-code-as-updated-includes-capital-uncapped-or-excludes-and-caps',
    pattern: 'reference',
    type: 'lease',
    check: 'lease.service_charges',
    adverse: bad(`LEASE OF SHOP — SERVICE CHARGE

Between Immobiliare Gran Paradiso S.r.l., Via Sant'Anselmo 50, Aosta, Italy ("we") and Fontina Alta Valle S.n.c.,
cheesemonger, Aosta ("you"), for Shop 3 in the Galleria Sant'Anselmo.

7. Service charge. You pay 9% of the costs we incur on the building, worked out under our Service Charge Code, as we
update it from time to time. The Code lets us include the replacement of the roof, lifts and heating plant and any
improvement to the building, and sets no cap on the charge.
`),
    benign: good(`LEASE OF SHOP — SERVICE CHARGE

Between Immobiliare Gran Paradiso S.r.l., Via Sant'Anselmo 50, Aosta, Italy ("we") and Fontina Alta Valle S.n.c.,
cheesemonger, Aosta ("you"), for Shop 3 in the Galleria Sant'Anselmo.

7. Service charge. You pay 9% of the reasonable costs we properly incur in running the building. The charge excludes
the replacement of the roof, lifts and heating plant and any improvement or structural repair, and the part of it
for costs we control may rise by no more than 3% a year.
`),
  },
  {
    id: 'h23x-dpa-matera-plain-main-agreement-prevails-over-the-dpa-or-dpa-prevails-on-processing',
    pattern: 'position',
    type: 'dpa',
    check: 'dpa.precedence',
    adverse: bad(`DATA PROCESSING AGREEMENT — ORDER OF PRECEDENCE

Between Pane di Matera Forno Antico S.r.l., Via Ridola 30, Matera, Italy (the "Controller") and Lucania Cloud
S.r.l., Potenza, Italy (the "Processor"), for processing loyalty-card customer data.

14. Precedence. If this DPA conflicts with the Main Agreement, the Main Agreement prevails in every respect,
including on the processing of personal data.
`),
    benign: good(`DATA PROCESSING AGREEMENT — ORDER OF PRECEDENCE

Between Pane di Matera Forno Antico S.r.l., Via Ridola 30, Matera, Italy (the "Controller") and Lucania Cloud
S.r.l., Potenza, Italy (the "Processor"), for processing loyalty-card customer data.

14. Precedence. If this DPA conflicts with the Main Agreement, this DPA prevails in every respect concerning the
processing of personal data, and the Main Agreement prevails otherwise.
`),
  },
  {
    id: 'h23x-other-nuoro-cheese-plain-supply-lasts-as-long-as-we-keep-making-it-you-cannot-end-or-two-years-with-notice',
    pattern: 'position',
    type: 'other',
    check: 'general.term',
    adverse: bad(`SUPPLY LETTER

From: Caseificio Barbagia S.r.l., Via Lamarmora 90, Nuoro, Sardinia ("we")
To: Queixería Lucense S.L., Lugo, Spain ("you")

1. We will supply you with pecorino sardo in the quantities you order each month, at the prices in our price list.
2. This arrangement lasts for as long as we continue to make pecorino sardo, and you may not end it.
3. You pay each invoice within 30 days.
4. This letter is governed by Italian law.
`),
    benign: good(`SUPPLY LETTER

From: Caseificio Barbagia S.r.l., Via Lamarmora 90, Nuoro, Sardinia ("we")
To: Queixería Lucense S.L., Lugo, Spain ("you")

1. We will supply you with pecorino sardo in the quantities you order each month, at the prices in our price list.
2. This arrangement lasts for two years from the first delivery, and either of us may end it earlier on three
months' written notice.
3. You pay each invoice within 30 days.
4. This letter is governed by Italian law.
`),
  },
];

/** The pair ids whose adverse term is stated plainly in its own clause, with no drafting device (counted apart). */
export const HOLDOUT23_PLAIN: string[] = [
  'h23-nda-doc-kiruna-pdf-plain-oral-and-visual-information-is-not-confidential-or-is-like-writing',
  'h23-nda-trincomalee-plain-we-may-hand-it-to-a-court-without-telling-you-or-after-prompt-notice',
  'h23-msa-doc-cajamarca-html-plain-cap-of-one-month-fees-or-twelve-months',
  'h23-msa-neuquen-plain-no-termination-for-convenience-in-five-year-initial-term-or-thirty-days-notice',
  'h23-msa-tarapoto-cacao-plain-three-year-worldwide-bar-on-similar-services-or-none',
  'h23-saas-doc-mbeya-plain-no-availability-promise-and-no-credits-or-99-9-with-credits-and-exit',
  'h23-saas-legazpi-abaca-plain-we-may-assign-to-anyone-you-need-our-consent-or-mutual-consent-with-successor',
  'h23-license-doc-savonlinna-plain-software-as-is-no-warranty-or-ninety-days-as-documented',
  'h23-license-manado-clove-plain-licensee-cannot-recover-indirect-loss-licensor-can-or-mutual-with-carve-outs',
  'h23-services-doc-bhuj-pdf-plain-company-may-not-terminate-before-term-ends-or-thirty-days-without-reason',
  'h23-services-quy-nhon-plain-we-exclude-our-indirect-loss-and-lost-data-you-answer-for-all-or-mutual-with-carve-outs',
  'h23-consulting-musanze-lodge-plain-we-may-assign-or-subcontract-to-anyone-or-only-with-your-consent',
  'h23-employment-sept-iles-plain-your-confidentiality-ends-the-day-you-leave-or-lasts-after',
  'h23-employment-gander-aviation-plain-five-year-worldwide-non-compete-or-six-months-direct-competitors-in-atlantic-canada',
  'h23-lease-doc-yarmouth-html-plain-six-months-deposit-kept-in-full-or-two-months-returned-in-thirty-days',
  'h23-dpa-klaipeda-ferry-plain-we-are-not-liable-for-sub-processors-or-fully-liable-as-for-ourselves',
  'h23x-nda-shkoder-lace-plain-either-of-us-may-assign-to-anyone-or-only-with-consent',
  'h23x-saas-kotor-marina-plain-we-may-use-your-data-for-anything-and-keep-it-or-only-to-serve-you-and-return-it',
  'h23x-services-funchal-embroidery-plain-provider-may-suspend-anytime-without-notice-or-for-unpaid-fees-after-notice',
  // added by the audit (see the header): no device in fact
  'h23x-consulting-caceres-ham-plain-deemed-accepted-two-days-after-consultant-uploads-unseen-or-accepted-when-client-confirms',
  'h23x-employment-bastia-plain-employee-may-leave-without-notice-employer-owes-twelve-months-or-two-months-each',
  'h23x-dpa-matera-plain-main-agreement-prevails-over-the-dpa-or-dpa-prevails-on-processing',
  // added by the audit (the writer's own doubt): plain in fact
  'h23x-other-nuoro-cheese-plain-supply-lasts-as-long-as-we-keep-making-it-you-cannot-end-or-two-years-with-notice',
];

/**
 * The 29 pairs the engine missed on the first and only score (df49754b; 23 of the 41, 6 of the ten more), each with the
 * engine's reading of the side or sides it got wrong.
 */
export const HOLDOUT23_MISSES: Record<string, string> = {
  'h23-nda-doc-kiruna-pdf-protected-only-if-marked-and-registered-within-three-days-and-countersigned-or-reasonably-confidential':
    'nda.explicit_identification: adverse side read acceptable, not flagged',
  'h23-nda-trincomalee-plain-we-may-hand-it-to-a-court-without-telling-you-or-after-prompt-notice':
    'nda.compelled_disclosure_notice: adverse side read missing, flagged; benign twin read missing, flagged',
  'h23-nda-khulna-shrimp-liquidated-sum-is-the-sole-remedy-for-breach-or-is-disapplied-for-breach':
    'nda.liability_not_limited: adverse side read preferred, not flagged',
  'h23-msa-doc-cajamarca-html-statement-of-work-makes-fees-payable-in-advance-within-three-days-or-follows-clause-3':
    'msa.payment_terms: adverse side read preferred, not flagged',
  'h23-msa-temuco-furniture-avoidance-of-doubt-keeps-provider-lost-revenue-claims-or-fees-due-either-way':
    'msa.consequential_damages: adverse side read preferred, not flagged',
  'h23-msa-tarapoto-cacao-plain-three-year-worldwide-bar-on-similar-services-or-none':
    'msa.non_compete: adverse side read preferred, not flagged',
  'h23-saas-doc-mbeya-suspension-on-grounds-in-a-web-policy-as-we-update-it-or-unpaid-fees-and-threats-only':
    'saas.suspension: adverse side read preferred, not flagged',
  'h23-saas-iloilo-sugar-boilerplate-release-of-lost-data-and-replacement-cost-or-release-of-last-month-credits':
    'saas.consequential_damages: adverse side read preferred, not flagged',
  'h23-license-doc-savonlinna-plain-software-as-is-no-warranty-or-ninety-days-as-documented':
    'license.warranty: adverse side read preferred, not flagged',
  'h23-license-manado-clove-plain-licensee-cannot-recover-indirect-loss-licensor-can-or-mutual-with-carve-outs':
    'license.consequential_damages: adverse side read acceptable, not flagged',
  'h23-license-ambon-nutmeg-grant-starts-only-on-partner-level-3-certification-or-on-first-invoice-paid':
    'license.grant_scope: adverse side read preferred, not flagged',
  'h23-services-doc-bhuj-pdf-plain-company-may-not-terminate-before-term-ends-or-thirty-days-without-reason':
    'services.termination_for_convenience: adverse side read missing, flagged',
  'h23-services-pakse-coffee-confidentiality-ends-when-provider-declares-services-complete-or-three-years-after-end':
    'services.confidentiality: adverse side read preferred, not flagged',
  'h23-consulting-doc-bahir-dar-md-convenience-exit-only-after-paying-whole-engagement-and-consultant-certifying-or-paying-work-done':
    'consulting.termination_for_convenience: adverse side read preferred, not flagged',
  'h23-consulting-doc-bahir-dar-md-handbook-as-updated-by-consultant-prevails-or-dated-version-attached':
    'consulting.unilateral_changes: adverse side read preferred, not flagged',
  'h23-consulting-kigoma-palm-oil-interpretation-clause-counts-lost-data-and-confidentiality-loss-as-indirect-or-only-remote-loss':
    'consulting.consequential_damages: benign twin read unacceptable, flagged',
  'h23-employment-doc-corner-brook-pdf-salary-pegged-to-highest-paid-by-any-canadian-mill-as-the-employee-reports-or-cad-132000':
    'employment.compensation: adverse side read preferred, not flagged',
  'h23-employment-doc-corner-brook-pdf-avoidance-of-doubt-no-cause-without-three-warnings-and-ninety-days-or-cause-includes-theft':
    'employment.termination_for_cause: adverse side read preferred, not flagged',
  'h23-lease-doc-yarmouth-html-landlord-repairs-structure-but-recovers-all-costs-as-uncapped-additional-rent-or-capped-share':
    'lease.repairs: adverse side read preferred, not flagged',
  'h23-lease-zadar-md-rent-from-landlord-tariff-page-as-updated-or-eur-1-850-in-croatian-format-monthly':
    'lease.rent: adverse side read preferred, not flagged',
  'h23x-saas-kotor-marina-plain-we-may-use-your-data-for-anything-and-keep-it-or-only-to-serve-you-and-return-it':
    'saas.data_protection: adverse side read missing, flagged; benign twin read missing, flagged',
  'h23x-lease-aosta-service-charge-under-landlord-code-as-updated-includes-capital-uncapped-or-excludes-and-caps':
    'lease.service_charges: adverse side read acceptable, not flagged',
  'h23x-dpa-matera-plain-main-agreement-prevails-over-the-dpa-or-dpa-prevails-on-processing':
    'dpa.precedence: benign twin read unacceptable, flagged',
  'h23x-other-nuoro-cheese-plain-supply-lasts-as-long-as-we-keep-making-it-you-cannot-end-or-two-years-with-notice':
    'general.term: adverse side read missing, flagged',
};
