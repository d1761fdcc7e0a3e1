/**
 * Twenty-first blind hold-out (issue 11, 2026-11-26, written in the twenty-fifth session's first hour): pairs written
 * before reading any rule code (`src/`), tuning file, judge-round or class test, anything under eval/, or any earlier
 * hold-out's clauses. Read were only the harness (`adverse.test.ts`), `sides.ts`, `cases.ts`'s types, the *format* of
 * `holdout20.ts` (its header, exports, the shape of two pairs, its misses map and its wiring), a count of how often
 * hold-outs 1-20 used each check id (their clauses were not read, nor their pair ids beyond the few of hold-out 20 seen
 * while reading its format; each place name was checked with a search that prints only file names, over test/ and
 * eval/), and the built-in playbooks' public check ids, titles, preferred and fallback positions, printed from
 * `listBuiltInPlaybooks()`. The count steered the choice to the least used: `saas.assignment`,
 * `license.consequential_damages` and `dpa.sub_processor_liability` (three uses each before),
 * `saas.consequential_damages`, `services.consequential_damages`, `services.confidentiality`,
 * `services.unilateral_changes`, `services.assignment` and the NDA checks used four times
 * (`nda.explicit_identification`, `nda.sharing_with_third_parties`, `nda.no_reverse_engineering`,
 * `nda.survival_of_obligations`, `nda.liability_not_limited`, `nda.definition_breadth`,
 * `nda.confidentiality_of_agreement`), then the five-use consulting, licence and services checks, and, where every
 * check of a playbook had been used often (MSA, SaaS, employment, lease), those used least. Each pair is a clause a
 * lawyer acting for the playbook's side (the customer, client, licensee, tenant, employer, controller; either party of
 * a mutual NDA) would flag, and a benign twin sharing most of its words that a naive matcher would flag too. No check
 * id is used by more than one pair (51 ids: NDA 6, MSA 6, SaaS 6, licence 4, services 4, consulting 4, employment 4,
 * lease 4, DPA 3; the ten more one per playbook and `other`). Governing law is taken twice: an MSA governed by the law
 * of wherever the provider has its principal place of business "from time to time", the provider's address not stated
 * (Francistown, `noLaw`), and a boat-charter memorandum whose law row is left to be agreed when a dispute arises
 * (Jinja, `other`, `noLaw`).
 *
 * Written as practitioners in places hold-outs 1-20 did not draft (each name checked against every earlier file). Eight
 * short whole agreements, each carrying three pairs with the hostile clause among ordinary terms: an Ísafjörður
 * (Iceland) fish-skin tannery's mutual NDA with a Hammerfest design studio as PDF-extracted text (running headers, page
 * numbers, hard line breaks, clause numbers run into the previous line) with its glossary last; a Popayán (Colombia)
 * coffee mill's automation MSA with a Manizales engineering contractor in HTML with a key-terms table; a Port Lincoln
 * (South Australia) tuna ranch's pen-monitoring subscription from a Bunbury provider in plain-English Markdown with an
 * order table; a Vaasa (Finland) boatyard's hull-design software licence from a Trois-Rivières licensor in plain
 * English; a Mwanza (Tanzania) Nile perch processor's refrigeration-maintenance services from a Moshi contractor as
 * PDF-extracted text; a Tucumán (Argentina) lemon packer's consultancy with a Chiclayo (Peru) post-harvest consultant
 * in formal drafting with three annexes; a Kolhapur jaggery maker's employment agreement for a plant manager in Indian
 * drafting with its definitions last; and a Timaru (New Zealand) grain exporter's lease of port offices in New Zealand
 * drafting (First to Third Schedules) as PDF-extracted text. Excerpts: a Galle cinnamon exporter's NDA with a
 * Battambang pepper trader in Sri Lankan drafting, a Nanaimo shellfish hatchery's NDA with a Lethbridge breeder in
 * Canadian drafting, an Osorno (Chile) dairy's NDA with a Paysandú cheese maker, a Lamu hotel group's solar MSA with a
 * Malindi installer, a Pelotas (Brazil) peach cannery's MSA with a Rivera engineer, a Francistown abattoir's
 * hygiene-systems MSA, a Nelson hop grower's SaaS in plain English, a Tacna olive grower's irrigation SaaS, a Whanganui
 * jet-boat operator's booking SaaS as a Markdown order form, a Puno trout farm's feed-software licence, a Loja coffee
 * roaster's testing terms with an Ambato laboratory in plain English, a Kupang seaweed processor's consulting terms
 * from Dili in plain English, a Battambang rice mill's employment contract in plain English, a Setúbal cannery's
 * warehouse lease, and three DPAs (a Kaikōura whale-watch operator and a Skagen booking processor, a Lunenburg seafood
 * plant and a Prince Rupert payroll processor in HTML, a Rovaniemi safari operator and a Kuopio CRM processor). Among
 * the ten more: a Jakobstad boatbuilder's NDA with a Harstad hydrofoil firm, a Piura mango packer's MSA with a Trujillo
 * provider, an Esperance grain co-operative's SaaS in plain English, a Katherine cattle company's herd-software licence
 * from Alice Springs, a Honiara tuna cannery's monitoring services in plain English, a Sangli raisin exporter's
 * consultancy with a Nashik adviser in Indian drafting, a Dili coffee co-operative's employment contract in plain
 * English, a Bunbury timber yard's lease, a Hokitika greenstone gallery's DPA with a Kolding processor, and a Jinja
 * fishing lodge's boat-charter memorandum as a Markdown table (`other`). Thirteen of the 51 pairs are in plain English
 * ("we", "you"): a quarter, short of the third the brief asked for.
 *
 * The hurt sits where hold-out 20 did not put it, by devices its header does not list or lists in another form: a right
 * given then taken back by a proviso (samples may not be reverse engineered "provided that" any analysis useful for the
 * recipient's own products is allowed; a landlord who repairs the structure while the tenant reimburses every
 * structural cost "whatever its cause"; usage data for support "but" design files used to train models and shared; a
 * non-solicit that does not apply unless the employee is dismissed for gross misconduct), a clause made subject to a
 * policy or a later order form (a laboratory's confidentiality subject to a Publication Policy that publishes scores
 * and farm names; a processor's Data Use Statement made part of the controller's instructions; an order form that
 * overrides "no renewal" with 36-month renewals; a Service Manual amended by posting; security measures reducible
 * through a Trust Centre page), an exception disapplied elsewhere (a general clause that disapplies the exclusion's
 * carve-outs for claims against the contractor; a general clause that applies the samples cap and a direct-loss-only
 * rule to breach of confidentiality; a committed term during which the convenience exit does not apply; the
 * landlord-negligence exception switched off for claims by the tenant's staff and visitors), remedies made "sole and
 * exclusive" (IP claims met only by modify-or-refund; a provider's election to terminate and refund instead of
 * indemnifying; a ninety-day warranty cut to seven days with an explanation as the only remedy), periods counted from
 * an event the other side controls (a renewal Notice Window that opens only when the provider sends a statement; an IP
 * indemnity for claims notified within 30 days of the consultant's Completion Notice; confidentiality that ends on a
 * Release Date the recipient fixes by notice), a cap that counts the fees the customer has already paid against it,
 * deemed acceptance (a licence renewal quote deemed accepted for three years; deliverables deemed accepted in two
 * business days, use being acceptance), a consent "not to be unreasonably withheld" given to one side only (a
 * provider's assignment to anyone, deemed consented after five business days, while the customer's needs consent at the
 * provider's discretion), an order of precedence that lets the provider's quotation boilerplate win (a one-sided
 * exclusion with the customer liable without limit), defined terms in a glossary at the end (Confidential Information
 * limited to pages stamped confidential; Release Date; Work Product), order rows and schedule items (the exclusion
 * applying to the provider only; deliverables owned by the provider under a licence for the term; rent fixed by the
 * landlord's valuer on dates it notifies; outgoings with capital and structural works and no cap; insurance left to the
 * consultant, cancellable), role swaps (a licensee that indemnifies the licensor; confidentiality of one side only in a
 * licence and a consultancy; one side's confidentiality ending with the subscription), and positions (two years'
 * exclusive purchasing across Kenya after the term; a definition reaching public information obtained in any way;
 * confidentiality only while employed; cause limited to a violent crime after a 60-day cure and an arbitrator's
 * finding; a renewal option on terms the landlord specifies; data sold in identifiable form; pay fixed by the managing
 * director from time to time). Patterns of the 41: override 11, reference 11, position 10, role 4, disapplied 3,
 * polarity 1, markup 1; of the ten more: disapplied 2, position 2, reference 2, role 2, override 1, polarity 1.
 *
 * All 51 pairs were written before either set was scored. On the writer's one second reading before the score one
 * pair's wording changed and four slips were mended: the Ísafjörður glossary's benign definition of Confidential
 * Information (in the benign twins of the three Ísafjörður pairs and both sides of the two pairs that do not replace
 * it) was reworded from "whether it is marked confidential or not, if it is marked confidential or a reasonable person
 * would understand it to be confidential" to "that is marked confidential or that a reasonable person would understand
 * to be confidential from its nature; a failure to mark information does not remove its protection"; the Puno
 * licensor's street no longer bears the name of a place hold-out 20 used, the Katherine licensor is in Alice Springs
 * (Darwin was in an earlier file), and the Mwanza and Port Lincoln clauses were numbered consecutively (their
 * cross-references with them), as whole agreements should be. Scored once on 21713d44 (engine README "Twenty-first
 * blind hold-out"): the 41 pairs 46.3 % adverse flagged / 12.2 % benign flagged, 14 of 41 pairs right; the ten more
 * 70.0 % / 10.0 %, 5 of 10 right; all 51 51.0 % / 11.8 %, 19 right. HOLDOUT21_MISSES holds the 32 pairs missed, each
 * with the engine's reading of both sides (printed after the run by a throwaway test, not committed, that ran the same
 * engine on the same texts; no pair was changed after the run), and the floors in `adverse.test.ts` are the measured
 * rates. Do not tune rules on these pairs or edit them to pass.
 *
 * The writer's own doubts, for the second reader. Osorno: the NDA is mutual, so the over-broad definition (anything
 * about a party, obtained in any way, public or not, with no exclusions) binds both as recipients; a lawyer for a party
 * that mostly discloses might welcome it, but the check asks for a bounded definition or the standard exclusions, and
 * neither party is only a discloser here. Nanaimo: the fallback allows indirect loss to be excluded, so the hurt of the
 * adverse side is that clause 6.1 also caps direct loss from a confidentiality breach at CAD 10,000. Ísafjörður
 * survival: the adverse Release Date is fixed by the Recipient's notice at any time, so either party can end the
 * other's protection at once; the benign agreement has no fixed term (it ends on 30 days' notice) with three years'
 * survival after and trade secrets for as long as they last. Popayán renewal: two-year renewals are beyond the
 * fallback's one-year terms, and the ten-day window after a provider's statement may never open. Port Lincoln
 * assignment: the provider's assignment needs a consent the customer may not unreasonably withhold and is deemed given
 * after five business days, to any person, while the customer's needs consent at the provider's discretion; an auditor
 * may ask whether "not unreasonably withheld" keeps it near the fallback (it is wider: any person, not an affiliate or
 * buyer of the business, and no assumption of the provider's obligations). Port Lincoln exclusion: clause 5.2 applies
 * only "where the Order says so", and the benign row says it applies to both with the clause 5.3 carve-outs (data,
 * replacement services and unalerted fish losses kept direct), which is the preferred position. Vaasa and Mwanza
 * exclusions: each stays mutual in form, but the carve-outs run only against the licensee (Vaasa) or are disapplied for
 * claims against the contractor with stock loss made indirect (Mwanza), so in effect only the other side ever answers
 * for consequential loss; an auditor may read these at the fallback ("a mutual exclusion without some of those
 * carve-outs"); the writer reads them below it. Whanganui: the 36-month initial term itself is not what the check
 * judges; the benign row's 12-month renewals stoppable by either party on 30 days' notice are within the preferred
 * position. Tacna: the indemnity of clause 10.1 stays on the page, but the provider may end it by electing to terminate
 * and refund, leaving no indemnity and no mutual one. Kupang: the indemnity is unrestricted in kind and limited only in
 * time (claims notified within 30 days of a Completion Notice the consultant sends), which the writer reads as below
 * the fallback because infringement claims come later. Kolhapur compensation: an employer might welcome freedom to fix
 * pay, but the check asks for a stated salary, and pay left wholly to the managing director "from time to time" is a
 * term no employer's lawyer would leave in a plant manager's contract (it invites a dispute over what was agreed);
 * expected `badOrMissing`. Timaru rent: `badOrMissing`, as the Schedule names no amount and no day. Setúbal: a renewal
 * "on such terms as the Landlord specifies in its absolute discretion" is at most a right to receive an offer, below
 * the fallback's right of first negotiation in the writer's reading. Esperance: after the 36-month committed term the
 * customer may leave on 30 days' notice, but a three-year lock-in is beyond the fallback's 90 days or the end of a
 * renewal term. Katherine: the adverse side is expected `bad` (unacceptable); the engine read it as missing and flagged
 * it, and `badOrMissing` may be the fairer expectation (the licensor gives no indemnity at all and the licensee gives
 * one), left for the auditor. Kaikōura: the controller is in New Zealand and the DPA under Danish law; the check's
 * position is read on the text, whatever law applies to the controller.
 *
 * Audited by a second reader (session 25, before any rule change read the set; no rule code, tuning file, judge-round
 * or class test or eval/ read), each of the 51 pairs read as the playbook side's lawyer would against its check's
 * preferred and fallback positions (`listBuiltInPlaybooks()`), the writer's doubts first. One pair mended, one
 * expectation changed and one gloss removed; none dropped, no pair id or check id changed. Nanaimo: the adverse clause
 * 6.1 applied "Sections 4.1 and 4.2" to a claim for breach of Section 2, but 4.1 caps only liability "for any loss of
 * or damage to seed stock", so 6.1 could be read as capping only seed-stock losses claimed as a breach of confidence,
 * leaving every other confidentiality loss recoverable in full if direct, which is the fallback; it now adds "and each
 * Party's aggregate liability for all such claims shall not exceed CAD $10,000", the writer's stated reading (the
 * benign twin is unchanged). Katherine: now `badOrMissing`, not `bad`: the check asks whether the licensor indemnifies,
 * and this licensor gives no indemnity at all, so "missing" is as right a reading as "unacceptable"; the licensee's
 * reversed indemnity makes the text worse than silence but does not supply the protection (hold-out 14 expects its two
 * role-swapped IP indemnities, the Japanese supplier's and the reseller's, the same way). Kolhapur pay, wording only:
 * "; no amount is fixed by this Agreement" is gone, a gloss of the outcome a contract would not carry; the expectation
 * stays `badOrMissing` (pay left wholly to the managing director "from time to time" states no salary and no payment
 * day; hold-outs 15 and 16's audits settled an unstated salary and an unstated rent so, and Timaru's rent the same).
 *
 * The other doubts were kept. Plain English: 13 of the 51 (Port Lincoln 3, Vaasa 3, Nelson, Loja, Kupang, Battambang,
 * Esperance, Honiara, Dili), short of the third asked for; left as written. Osorno: both parties disclose for the joint
 * venture study, so each is a recipient bound by a definition that reaches public information and information obtained
 * from anyone, with no exclusions, below the fallback ("all information disclosed" only with the standard exclusions)
 * whichever party the reviewer acts for; that a discloser may welcome it does not bound it. Vaasa: the licensor's
 * exclusion holds "even for" its gross negligence, its breach of confidence and the IP promise, while the licensee's
 * breaches of clauses 1 and 5 and its fees are carved out; not a mutual exclusion missing some carve-outs but one whose
 * carve-outs all run against the licensee, below the fallback. Mwanza: every carve-out is switched off for claims
 * against the contractor and the customer's stock, the direct loss of a cold-store failure, is deemed indirect, while
 * the contractor's claims keep the carve-outs; below the fallback (as hold-out 20's audit read Darkhan and
 * Encarnación). Port Lincoln assignment: the customer's consent is deemed given on five business days' silence, to any
 * person, by assignment or novation; a short window to object reasonably is not the fallback's limit to an affiliate or
 * a buyer of the business that takes on the provider's obligations, and the customer's own assignment, even to its
 * successor, is at the provider's discretion; below the fallback (hold-out 16's Laval and hold-out 20's Kumasi audits
 * read assignment to anyone so). Port Lincoln exclusion: the benign row applies clause 5.2 to both with clause 5.3's
 * carve-outs (confidentiality, the data clause, the indemnity, gross negligence and wilful misconduct, lost data and
 * replacement services kept direct): the preferred position. Ísafjörður survival: protection ending whenever the
 * recipient says its evaluation is done is below the fallback's term plus two years; the benign three years after the
 * Release Date, trade secrets for as long as they last, is the preferred position. Popayán renewal: two-year renewals
 * stoppable only in a window the provider opens are beyond one-year terms on up to 90 days' notice. Whanganui: the
 * benign 12-month renewals that either party may stop 30 days before the end are within the preferred position; the
 * 36-month initial term is not what the check judges. Tacna: the election, made on notice of a claim, ends the duty to
 * defend and indemnify even for past use and leaves a refund of unused fees as the only remedy: no indemnity at the
 * provider's choice, below the mutual fallback. Kupang: an indemnity that lapses 30 days after a notice the consultant
 * sends when it chooses covers almost no infringement claim (they come with use, later); below the fallback. Setúbal: a
 * renewal on terms, rent and duration the landlord names in its absolute discretion, to be accepted within 15 days or
 * the lease ends, is neither an option nor a negotiation; below the fallback's right of first negotiation. Esperance:
 * the fallback's exit "at the end of each renewal term" is read against the renewal terms the playbooks' renewal
 * fallback allows (one year); a 36-month lock-in with no exit is beyond it, as hold-out 20's audited Bitola lock-in to
 * the end of a five-year term. Kaikōura: read on the text. Also read and kept: the Pelotas precedence clause quoting
 * clause Q9 on both sides (a contract may reproduce the term it lets win or disapplies); the Dili cure period and
 * arbitrator's finding for a "Cause" that is only a conviction (odd, since a conviction cannot be fixed, but the
 * effect, no practical dismissal for cause, is plain, and an employee's draft may carry both); the Hokitika measures
 * reducible "at any time, at its discretion" (a Trust Centre page is published documentation, but the fallback's
 * measures are industry standard; this leaves no floor); and the benign restatements that share the adverse words
 * (Mwanza 9.1, Bunbury 12.2, Francistown "wherever either party has its principal place of business", Kupang "at any
 * time, including after"), plain terms a lawyer accepts. Re-run on 21713d44 after the audit: flag rates unchanged (the
 * 41 46.3 % / 12.2 %, ten more 70.0 % / 10.0 %, all 51 51.0 % / 11.8 %; the mended Nanaimo adverse side is read
 * unacceptable and flagged as before, the Kolhapur pay side preferred and not flagged as before); pairs right 14 of the
 * 41 (unchanged), 6 of the ten more (was 5: Katherine, read missing and flagged), 20 of all 51 (was 19).
 * HOLDOUT21_MISSES lost the Katherine entry (31 now: 27 of the 41, 4 of the ten more); the floors are unchanged.
 */
import type { AdverseCase } from './cases.js';
import { bad, badOrMissing, good, noLaw } from './sides.js';

// ---------------------------------------------------------------- whole documents ----------------------------------

/** An Icelandic fish-skin tannery and a Norwegian design studio: a mutual NDA as PDF-extracted text, glossary last. */
const isafjordur = (p: { ci?: string; re?: string; release?: string }) => `                                                   Roðskinn / Nordkapp Form — STRICTLY CONFIDENTIAL
MUTUAL CONFIDENTIALITY AGREEMENT
This Agreement is dated 14 April 2026 and made between Roðskinn ehf., Sindragata 9, 400 Ísafjörður,
Iceland ("Roðskinn") and Nordkapp Form AS, Strandgata 22, 9600 Hammerfest, Norway ("Nordkapp"), each
a "Party". Words in capitals have the meanings given in clause 14 (Glossary).
1. PURPOSE The Parties intend to exchange information and material so that Nordkapp can evaluate cod-
and wolffish-skin leather from Roðskinn for a range of outdoor gloves and bags, and Roðskinn can evaluate
Nordkapp's designs and cutting patterns for its own tannery (the "Purpose"). 2. SAMPLES Each Party may
send the other tanned skins, finished swatches, cutting dies and prototype products ("Samples").
3. OBLIGATIONS The Recipient shall keep the Discloser's Confidential Information confidential, use it only
for the Purpose, and disclose it only to its officers and employees who need to know it for the Purpose
and are bound by duties of confidentiality no less strict than these.
                                                                                   Page 1 of 3
                                                   Roðskinn / Nordkapp Form — STRICTLY CONFIDENTIAL
4. SAMPLES AND ANALYSIS ${p.re ?? 'The Recipient shall not analyse, test for composition, dismantle or reverse engineer any Sample, or attempt to derive from it the tanning recipe, the dyes or the cutting pattern used to make it, except with the Discloser\'s prior written consent.'}
5. EXCLUSIONS Clause 3 does not apply to information that is or becomes public other than through the
Recipient's breach, was lawfully known to the Recipient before disclosure, is received from a third party
free to disclose it, or is independently developed by the Recipient without use of the Confidential
Information. 6. COMPELLED DISCLOSURE A Recipient required by law to disclose Confidential Information
shall, where lawful, first notify the Discloser and disclose only what is legally required.
7. RETURN On the Discloser's written request the Recipient shall return or destroy its Confidential
Information and Samples, keeping only copies that law requires it to keep, which remain confidential.
8. DURATION This Agreement starts on its date and continues until the Release Date. The obligations in
clauses 3, 4 and 7 ${p.release ? 'end on the Release Date.' : 'continue for three (3) years after the Release Date and, for trade secrets, for as long as they remain trade secrets.'}
                                                                                   Page 2 of 3
                                                   Roðskinn / Nordkapp Form — STRICTLY CONFIDENTIAL
9. NO LICENCE Disclosure grants no licence under any patent, design or other right. 10. NO OBLIGATION
Neither Party is obliged to enter into any further agreement. 11. ENTIRE AGREEMENT This Agreement is the
whole agreement on its subject. 12. LAW This Agreement is governed by Icelandic law and the District Court
of the Westfjords has jurisdiction. 13. COUNTERPARTS This Agreement may be signed in counterparts.
14. GLOSSARY In this Agreement:
"Confidential Information" ${p.ci ?? 'means all non-public business, technical and commercial information, including recipes, dye formulas, supplier lists, designs, cutting patterns and prices, that a Discloser discloses to a Recipient in connection with the Purpose, in writing, orally, visually or by Samples, that is marked confidential or that a reasonable person would understand to be confidential from its nature; a failure to mark information does not remove its protection;'}
"Discloser" and "Recipient" mean the Party disclosing and the Party receiving information, as the case
may be; "Release Date" ${p.release ?? 'means the date on which this Agreement is ended by either Party giving the other thirty (30) days\' written notice;'}
"Sample" has the meaning in clause 2.
For Roðskinn ehf.: ____________________            For Nordkapp Form AS: ____________________
                                                                                   Page 3 of 3
`;

/** A Colombian coffee mill's automation MSA with an engineering contractor from Manizales, in HTML with a key-terms table. */
const popayan = (p: { owner?: string; ip?: string; renewal?: string }) => `<html><body>
<h1>Master Services Agreement</h1>
<p>This Master Services Agreement is made on 3 February 2026 between <b>Trilladora del Cauca S.A.S.</b>, Calle 5 No. 12-40,
Popayán, Colombia (&ldquo;Customer&rdquo;) and <b>Ingeniería Caldas Ltda.</b>, Carrera 23 No. 64-15, Manizales, Colombia
(&ldquo;Provider&rdquo;).</p>
<h2>Key Terms</h2>
<table>
<tr><th>Item</th><th>Term</th></tr>
<tr><td>Services</td><td>Design, installation and support of the control system for hulling, sorting and bagging lines at Customer's Popayán mill</td></tr>
<tr><td>Initial Term</td><td>Two (2) years from the date of this Agreement</td></tr>
<tr><td>Fees</td><td>As stated in each Statement of Work, invoiced monthly in arrears</td></tr>
<tr><td>Ownership of Deliverables</td><td>${p.owner ?? 'Customer, from creation; Provider keeps its Background IP and grants Customer a perpetual, royalty-free licence to use it with the Deliverables'}</td></tr>
</table>
<h2>1. Services</h2>
<p>1.1 Provider shall perform the Services described in each Statement of Work with reasonable skill and care.</p>
<p>1.2 Customer shall give Provider access to the mill during its working hours.</p>
<h2>2. Payment</h2>
<p>Customer shall pay undisputed invoices within thirty (30) days after receipt.</p>
<h2>3. Intellectual Property</h2>
<p>3.1 Ownership of the Deliverables (the designs, PLC programs, wiring diagrams and manuals Provider makes for Customer) is as stated in the Key Terms.</p>
<p>3.2 ${p.ip ?? 'Provider shall defend Customer against any claim by a third party that the Services or Deliverables infringe its intellectual property rights, and shall indemnify Customer against the damages, costs and settlements that result. If the use of a Deliverable is enjoined, Provider may, in addition and at its own cost, modify or replace it or, if neither is reasonably possible, refund the fees paid for it.'}</p>
<h2>4. Confidentiality</h2>
<p>Each party shall keep the other party's confidential information confidential during this Agreement and for three (3) years after it ends.</p>
<h2>5. Liability</h2>
<p>Each party's aggregate liability under this Agreement is limited to the fees paid or payable in the twelve (12) months before the claim, except for breach of confidentiality, the indemnity in clause 3.2, and gross negligence or wilful misconduct.</p>
<h2>6. Term and Renewal</h2>
<p>6.1 This Agreement runs for the Initial Term. ${p.renewal ?? 'It then renews for successive periods of one (1) year unless either party gives notice of non-renewal at any time up to thirty (30) days before the end of the current term.'}</p>
<p>6.2 Either party may terminate this Agreement if the other materially breaches it and does not cure the breach within thirty (30) days of notice.</p>
<h2>7. Governing Law</h2>
<p>This Agreement is governed by the laws of the Republic of Colombia.</p>
</body></html>
`;

/** A South Australian tuna ranch's pen-monitoring subscription, in Markdown with an order table and plain English. */
const portLincoln = (p: { assign?: string; excluded?: string; cap?: string }) => `# Subscription Agreement

**Between** Spencer Gulf Bluefin Pty Ltd (ACN 612 408 771) of 14 Proper Bay Road, Port Lincoln SA 5606 ("**you**")
**and** Cortex Marine Systems Pty Ltd of 2 Casuarina Drive, Bunbury WA 6230 ("**we**", "**us**").

## Order

| Item | Detail |
|---|---|
| Service | PenWatch: camera and sonar monitoring of up to 40 tow and grow-out pontoons, with biomass estimates |
| Subscription Fee | AUD 9,500 a month, invoiced monthly in advance |
| Initial Term | 24 months from go-live |
| Excluded losses (clause 5.2) | ${p.excluded ?? 'apply to both of us, subject to the carve-outs in clause 5.3'} |

## 1. The Service
We will provide PenWatch to you in accordance with this agreement and the Order. If the Order and these terms conflict, the Order wins.

## 2. Your data
Your data (footage, sonar readings, stock counts and mortality logs) stays yours. We use it only to provide the Service to you.

## 3. Fees
You pay the Subscription Fee within 14 days of our invoice.

## 4. Confidentiality
Each of us keeps the other's confidential information confidential, during this agreement and for three years after it ends.

## 5. Liability
5.1 ${p.cap ?? 'Each of our aggregate liability under this agreement is limited to the Subscription Fees paid or payable in the 12 months before the event giving rise to the claim.'}

5.2 Where the Order says so, neither of us is liable for indirect or consequential loss or lost profits.

5.3 Clauses 5.1 and 5.2 do not limit liability for breach of confidentiality or of clause 2, for the indemnity in clause 6, or for gross negligence or wilful misconduct; and loss of your data, the cost of replacement services and the loss of fish in a pen that we failed to alert you about are not indirect loss.

## 6. IP indemnity
We will defend you against any claim that PenWatch infringes someone else's intellectual property and pay any damages awarded.

## 7. Assignment
${p.assign ?? 'Neither of us may assign this agreement without the other\'s prior written consent, which must not be unreasonably withheld. Either of us may assign it, on written notice, to a successor to all or substantially all of its business.'}

## 8. Law
This agreement is governed by the law of South Australia.
`;

/** A Finnish boatyard's hull-design software licence from a Québec licensor, in plain English. */
const vaasa = (p: { excl?: string; data?: string; renew?: string }) => `SOFTWARE LICENCE — HULLFORM PRO

Logiciels Mauricie inc., 1500 rue Royale, Trois-Rivières (Québec) G9A 4J9, Canada ("we", "us") licenses HullForm Pro to
Pohjanmaa Båtvarv Oy, Satamakatu 7, 65100 Vaasa, Finland ("you") on these terms, signed on 20 January 2026.

1. What you get. You may install HullForm Pro on up to twelve workstations at your Vaasa yard and use it to design,
fair and nest hulls and deck moulds for the boats you build.

2. Fees. You pay a licence fee of EUR 18,000 a year, in advance, within 30 days of our invoice.

3. Term and renewal. Your licence runs for three years from the date above. ${p.renew ?? 'Before it ends we will send you a renewal quote. Nothing renews until you accept a quote in writing; if you do not, the licence ends at the end of the term and you need do nothing.'}

4. Your data. HullForm Pro sends us usage data (crash reports, feature counts, licence checks). ${p.data ?? 'We use usage data only to support and maintain the software for you, and we may also use it in aggregated, de-identified form that identifies neither you nor any individual to improve our products. We never open, copy or use your design files, including hull geometries, except when you send one to our support team to fix a problem.'}

5. Confidentiality. Each of us keeps the other's confidential information confidential during the licence and for five years after it ends.

6. Our IP promise. We will defend you against any claim that HullForm Pro infringes someone else's rights and pay what a court awards.

7. Liability. Each of our total liability under this licence is limited to the fees paid in the 12 months before the claim.
${p.excl ?? 'Neither of us is liable for indirect or consequential loss or lost profits. This does not apply to either of us breaching clause 5, to our promise in clause 6, or to gross negligence or wilful misconduct by either of us.'}

8. Ending the licence. Either of us may end the licence if the other seriously breaches it and does not fix the breach
within 30 days of being told.

9. Law. This licence is governed by the laws of Finland.
`;

/** A Tanzanian fish processor's refrigeration-maintenance services from a Moshi contractor, as PDF-extracted text. */
const mwanza = (p: { manual?: string; assign?: string; general?: string }) => `VICTORIA FILLETS LTD — KILIMANJARO COLD ENGINEERING LTD                       Maintenance Services Agreement
MAINTENANCE SERVICES AGREEMENT
THIS AGREEMENT is made on 9 March 2026 BETWEEN Victoria Fillets Limited, Plot 41 Igogo Industrial Area,
Mwanza, Tanzania (the "Customer") AND Kilimanjaro Cold Engineering Limited, Plot 7 Boma Road, Moshi,
Tanzania (the "Contractor").
1. SERVICES 1.1 The Contractor shall inspect, maintain and repair the ammonia refrigeration plant, blast
freezers and cold stores at the Customer's Mwanza plant (the "Services"). 1.2 ${p.manual ?? 'The Services shall be performed in accordance with the Contractor\'s Service Manual version 3.2 dated 2 February 2026, attached as Schedule 2, including its response times and rates; the Service Manual may be changed only by a written amendment signed by both parties.'}
2. CHARGES The Customer shall pay the charges in Schedule 1 within thirty (30) days of a correct invoice.
3. STANDARD The Contractor shall perform the Services with reasonable skill and care and in accordance
with the manufacturer's instructions and the Occupational Health and Safety Act, 2003.
                                                                               Page 1 of 3
VICTORIA FILLETS LTD — KILIMANJARO COLD ENGINEERING LTD                       Maintenance Services Agreement
4. CONFIDENTIALITY Each party shall keep the other's confidential information confidential during this
Agreement and for three (3) years after it ends. 5. TERM This Agreement lasts for two (2) years from its
date.
6. LIABILITY 6.1 Neither party shall be liable to the other for any indirect or consequential loss or
loss of profit. 6.2 Clause 6.1 does not apply to breach of clause 4, to loss of or damage to the
Customer's stock caused by the Contractor's breach, to the cost of emergency cold storage elsewhere, or to
gross negligence or wilful misconduct. 6.3 Each party's total liability is limited to the charges paid
in the twelve (12) months before the claim, save as set out in clause 6.2.
7. ASSIGNMENT ${p.assign ?? 'Neither party may assign this Agreement without the prior written consent of the other, except to a successor in a merger or a sale of all or substantially all of its business, on written notice.'}
                                                                               Page 2 of 3
VICTORIA FILLETS LTD — KILIMANJARO COLD ENGINEERING LTD                       Maintenance Services Agreement
8. NOTICES Notices shall be in writing and delivered by hand or courier to the addresses above.
9. GENERAL 9.1 ${p.general ?? 'Clause 6.2 applies to claims against either party.'} 9.2 This Agreement is the entire
agreement between the parties on its subject. 9.3 This Agreement is governed by the laws of the United
Republic of Tanzania.
SIGNED for the Customer ____________________        SIGNED for the Contractor ____________________
                                                                               Page 3 of 3
`;

/** An Argentine lemon packer's consultancy with a Peruvian post-harvest consultant, formal drafting with annexes. */
const tucuman = (p: { accept?: string; remedy?: string; insurance?: string }) => `CONSULTANCY AGREEMENT

THIS AGREEMENT is made on 5 May 2026

BETWEEN

(1) CITRÍCOLA DEL ACONQUIJA S.A., of Ruta Nacional 38 km 1.285, San Miguel de Tucumán, Argentina (the "Client"); and

(2) CONSULTORES LAMBAYEQUE S.A.C., of Av. Balta 1020, Chiclayo, Peru (the "Consultant").

1. APPOINTMENT
1.1 The Client appoints the Consultant to review and redesign the post-harvest handling of fresh lemons at the Client's
packing house, including washing, fungicide and wax application, degreening and cold-chain practice, and to deliver the
reports and procedures described in Annex 1 (the "Deliverables").

2. FEES
2.1 The Client shall pay the fees in Annex 1 within thirty (30) days of a correct invoice.

3. ACCEPTANCE
3.1 ${p.accept ?? 'A Deliverable is accepted only when the Client confirms in writing that it meets the acceptance criteria in Annex 2. If the Client rejects a Deliverable with reasons, the Consultant shall correct and resubmit it at its own cost. A Deliverable not rejected in writing within fifteen (15) Business Days of delivery is deemed accepted.'}

4. CONFIDENTIALITY
4.1 Each party shall keep the other's confidential information confidential during this Agreement and for three (3) years
after it ends.

5. INTELLECTUAL PROPERTY
5.1 The Deliverables belong to the Client on payment of the fees for them.

6. WARRANTY
6.1 The Consultant warrants that the Services will be performed with reasonable skill and care by qualified personnel and
that each Deliverable will conform to Annex 2 for ninety (90) days after its acceptance.
6.2 ${p.remedy ?? 'If a Deliverable does not so conform, the Consultant shall re-perform the Services concerned at its own cost or, if it cannot, refund the fees paid for them.'}

7. INSURANCE
7.1 The Consultant shall maintain the insurance described in Annex 3.

8. TERM
8.1 This Agreement continues until the Deliverables have all been accepted, unless ended earlier under clause 9.

9. TERMINATION
9.1 The Client may end this Agreement on thirty (30) days' written notice, paying for work done until then.

10. GOVERNING LAW
10.1 This Agreement is governed by the laws of the Argentine Republic.

ANNEX 1 — DELIVERABLES AND FEES
(a) Diagnostic report on the 2026 season: USD 12,000. (b) Revised packing-house procedures: USD 18,000.
(c) Training of twelve shift supervisors: USD 6,000.

ANNEX 2 — ACCEPTANCE CRITERIA
Each Deliverable shall address the decay, chilling-injury and residue findings listed in the Client's 2025 export
rejection log, and the procedures shall be capable of use by the Client's shift supervisors without further advice.

ANNEX 3 — INSURANCE
${p.insurance ?? 'Professional indemnity insurance of at least USD 1,000,000 for each claim and general liability insurance of at least USD 2,000,000, each kept for the term and two (2) years after; the Consultant shall provide certificates on request and shall not cancel or reduce any policy without the Client\'s consent.'}
`;

/** An Indian jaggery producer's appointment of a plant manager, in Indian drafting, definitions last. */
const kolhapur = (p: { pay?: string; solicit?: string; inventions?: string }) => `EMPLOYMENT AGREEMENT

This Employment Agreement is executed at Kolhapur on this 2nd day of March, 2026

BY AND BETWEEN

PANCHGANGA GUL UDYOG PRIVATE LIMITED, a company incorporated under the Companies Act, 2013, having its registered office
at Gat No. 214, Shiroli MIDC, Kolhapur 416 122, Maharashtra (hereinafter referred to as the "Company", which expression
shall unless repugnant to the context include its successors and assigns) of the ONE PART;

AND

MR. SANDEEP VASANTRAO PATIL, residing at 17, Rajarampuri 5th Lane, Kolhapur 416 008 (hereinafter referred to as the
"Employee") of the OTHER PART.

1. APPOINTMENT: The Company hereby appoints the Employee as Plant Manager of its jaggery and jaggery-powder unit at
Shiroli with effect from 1st April, 2026, and the Employee accepts the appointment.

2. DUTIES: The Employee shall manage crushing, boiling, moulding and packing operations, food-safety compliance and the
plant's staff, and shall report to the Managing Director.

3. REMUNERATION: ${p.pay ?? 'The Employee shall be paid a salary of INR 14,40,000 (Rupees Fourteen Lakh Forty Thousand only) per annum, payable in equal monthly instalments on the last working day of each month, and such performance bonus, if any, as the Managing Director may decide in his sole discretion at the end of each crushing season.'}

4. CONFIDENTIALITY: The Employee shall not, during or after his employment, disclose any Confidential Information of the
Company, and his obligation as to trade secrets shall continue without limit of time.

5. INVENTIONS: ${p.inventions ?? 'All Work Product shall belong to the Company, and the Employee hereby assigns to the Company all his right, title and interest in it and shall sign such documents as the Company may reasonably require to register it, save for inventions made entirely in the Employee\'s own time, without the use of the Company\'s equipment or Confidential Information, that do not relate to the Company\'s business.'}

6. NON-SOLICITATION: For a period of twelve (12) months after his employment ends, the Employee shall not solicit any
employee of the Company to leave it, nor solicit any customer or distributor of the Company with whom he dealt in the
last year of his employment. ${p.solicit ?? 'This clause shall apply however the employment ends, whether by resignation, dismissal or otherwise.'}

7. TERMINATION: Either party may terminate the employment by giving three (3) months' notice in writing. The Company may
terminate it forthwith for gross misconduct, dishonesty or material breach of this Agreement.

8. GOVERNING LAW: This Agreement shall be governed by the laws of India, and the courts at Kolhapur shall have exclusive
jurisdiction.

9. DEFINITIONS: In this Agreement, "Confidential Information" means the Company's recipes, supplier and farmer lists,
prices, customer lists and business plans; and "Work Product" means all processes, recipes, designs, software, inventions
and other works made or conceived by the Employee, alone or with others, in the course of his employment.

IN WITNESS WHEREOF the parties have signed this Agreement on the date first above written.
`;

/** A New Zealand grain exporter's lease of port offices in Timaru, in New Zealand drafting, as PDF-extracted text. */
const timaru = (p: { rent?: string; repairs?: string; outgoings?: string }) => `DEED OF LEASE — PRIMEPORT WHARF OFFICES                                             Page 1 of 3
PARTIES South Canterbury Harbour Properties Limited, 20 Port Loop Road, Timaru 7910 ("Landlord") and
Opihi Grain Exports Limited, 8 Sefton Street East, Timaru 7910 ("Tenant").
FIRST SCHEDULE
Premises: Level 1, Wharf Office Building, Port Loop Road, Timaru (220 m2) and four car parks.
Term: Six (6) years from 1 June 2026.
Annual Rent: ${p.rent ?? '$48,000 plus GST, payable by equal monthly instalments in advance on the 1st day of each month.'}
Permitted Use: Offices for a grain and seed export business.
Tenant's proportion of Outgoings: 18 %.
SECOND SCHEDULE — OUTGOINGS
1. Rates and levies on the Building. 2. Insurance premiums for the Building. 3. Cleaning, lighting and
maintenance of the common parts. ${p.outgoings ?? '4. The Building\'s management costs, excluding capital improvements, structural repairs and replacements. Increases in the controllable Outgoings in items 3 and 4 are capped at 3 % a year.'}
                                                                                   Page 2 of 3
THIRD SCHEDULE — TERMS 1. RENT The Tenant shall pay the Annual Rent as stated in the First Schedule,
without deduction, to the Landlord's nominated bank account. 2. OUTGOINGS The Tenant shall pay its
proportion of the Outgoings in the Second Schedule, invoiced quarterly.
3. REPAIRS 3.1 The Tenant shall keep the interior of the Premises in good and tidy repair, fair wear and
tear excepted. 3.2 The Landlord shall keep the structure, roof, exterior, common parts and building
services (lifts, fire systems, heating and ventilation) in good repair${p.repairs ?? ', but the Tenant shall pay the cost of any repair needed because of damage done by the Tenant or its breach of this Lease.'}
4. ACCESS The Landlord may enter the Premises on 24 hours' notice to inspect or repair, and at any time
in an emergency. 5. ASSIGNMENT The Tenant shall not assign or sublet without the Landlord's consent,
which shall not be unreasonably withheld.                                          Page 3 of 3
6. GOVERNING LAW This Lease is governed by the laws of New Zealand.
`;

export const HOLDOUT21: AdverseCase[] = [
  // ------------------------------------------------------------------ NDA (6) ----------------------------------------
  {
    id: 'h21-nda-doc-isafjordur-pdf-glossary-protects-only-pages-stamped-confidential-and-nothing-oral-or-by-sample-or-marked-or-reasonably-understood',
    pattern: 'reference',
    type: 'nda',
    check: 'nda.explicit_identification',
    adverse: bad(isafjordur({ ci: 'means only information contained in a document each page of which is stamped "CONFIDENTIAL – ROÐSKINN/NORDKAPP" when it is handed over; nothing disclosed orally, visually or by Samples is Confidential Information, whatever its nature, and no later marking or written summary makes it so;' })),
    benign: good(isafjordur({})),
  },
  {
    id: 'h21-nda-doc-isafjordur-pdf-samples-not-to-be-reverse-engineered-then-a-proviso-allows-any-analysis-for-own-development-or-only-with-consent',
    pattern: 'override',
    type: 'nda',
    check: 'nda.no_reverse_engineering',
    adverse: bad(isafjordur({ re: 'The Recipient shall not dismantle or reverse engineer any Sample, provided that the Recipient may analyse, test for composition and take apart any Sample, and use what it learns, to the extent it considers useful for the development of its own products or processes.' })),
    benign: good(isafjordur({})),
  },
  {
    id: 'h21-nda-doc-isafjordur-pdf-obligations-end-on-a-release-date-the-recipient-fixes-by-notifying-its-evaluation-done-or-run-three-years-after',
    pattern: 'reference',
    type: 'nda',
    check: 'nda.survival_of_obligations',
    adverse: bad(isafjordur({ release: 'means the date on which the Recipient notifies the Discloser that it has finished its evaluation for the Purpose, which the Recipient may do at any time;' })),
    benign: good(isafjordur({})),
  },
  {
    id: 'h21-nda-galle-cinnamon-sharing-with-group-and-distributors-who-need-not-be-bound-and-for-whom-recipient-is-not-responsible-or-is',
    pattern: 'override',
    type: 'nda',
    check: 'nda.sharing_with_third_parties',
    adverse: bad(`MUTUAL NON-DISCLOSURE AGREEMENT

This Agreement is entered into at Galle on 11 February 2026 between Ruhuna Cinnamon Exports (Private) Limited, No. 56,
Wakwella Road, Galle, Sri Lanka ("Ruhuna") and Tonle Sap Agro Trading Co., Ltd., National Road 5, Battambang, Cambodia
("Tonle Sap"), each a "Party".

1. Purpose. The Parties wish to exchange information to evaluate the joint packing and export of cinnamon quills and
Cambodian pepper to Gulf buyers (the "Purpose").

2. Confidential Information means all non-public business, commercial and technical information disclosed by one Party
to the other in connection with the Purpose, in any form.

3. Obligations. The Receiving Party shall hold the Confidential Information in confidence and use it only for the Purpose.

4. Permitted Disclosure. The Receiving Party may disclose Confidential Information to its directors, employees,
professional advisers and contractors who need to know it for the Purpose and are bound by duties of confidentiality no
less strict than those herein, provided that the Receiving Party may also disclose it to any company in its group and
to its distributors and sub-agents, who need not be bound by any duty of confidentiality, and the Receiving Party shall
have no responsibility for any act or omission of any person to whom it discloses under this clause.

5. Term. This Agreement shall remain in force for three (3) years from its date.

6. Governing Law. This Agreement shall be governed by the laws of the Democratic Socialist Republic of Sri Lanka.
`),
    benign: good(`MUTUAL NON-DISCLOSURE AGREEMENT

This Agreement is entered into at Galle on 11 February 2026 between Ruhuna Cinnamon Exports (Private) Limited, No. 56,
Wakwella Road, Galle, Sri Lanka ("Ruhuna") and Tonle Sap Agro Trading Co., Ltd., National Road 5, Battambang, Cambodia
("Tonle Sap"), each a "Party".

1. Purpose. The Parties wish to exchange information to evaluate the joint packing and export of cinnamon quills and
Cambodian pepper to Gulf buyers (the "Purpose").

2. Confidential Information means all non-public business, commercial and technical information disclosed by one Party
to the other in connection with the Purpose, in any form.

3. Obligations. The Receiving Party shall hold the Confidential Information in confidence and use it only for the Purpose.

4. Permitted Disclosure. The Receiving Party may disclose Confidential Information to its directors, employees,
professional advisers and contractors, and to any company in its group, who need to know it for the Purpose and are
bound by duties of confidentiality no less strict than those herein, provided that the Receiving Party shall remain
responsible for any act or omission of any person to whom it discloses under this clause as if it were its own.

5. Term. This Agreement shall remain in force for three (3) years from its date.

6. Governing Law. This Agreement shall be governed by the laws of the Democratic Socialist Republic of Sri Lanka.
`),
  },
  {
    id: 'h21-nda-nanaimo-shellfish-general-clause-applies-the-samples-cap-and-direct-loss-only-to-confidentiality-breach-or-leaves-it-unlimited',
    pattern: 'disapplied',
    type: 'nda',
    check: 'nda.liability_not_limited',
    adverse: bad(`MUTUAL NON-DISCLOSURE AGREEMENT

THIS AGREEMENT is dated April 7, 2026 and made between Departure Bay Shellfish Ltd., 1480 Stewart Avenue, Nanaimo, British
Columbia ("Departure Bay") and Oldman River Genetics Inc., 410 Stafford Drive North, Lethbridge, Alberta ("Oldman"), each
a "Party".

1. Purpose. The Parties will exchange information and oyster and geoduck seed stock so that Oldman can evaluate its
triploid breeding methods on Departure Bay's lines (the "Purpose").

2. Confidentiality. Each Party shall keep the other Party's Confidential Information confidential and use it only for the
Purpose.

3. Samples. Seed stock supplied under this Agreement is supplied as is and at the recipient's risk.

4. Liability.
4.1 Each Party's aggregate liability for any loss of or damage to seed stock supplied under Section 3 shall not exceed
CAD $10,000.
4.2 Neither Party shall be liable for any loss other than direct loss.

5. Term. This Agreement continues for three (3) years; Section 2 survives for five (5) years after it ends.

6. General.
6.1 Sections 4.1 and 4.2 apply to every claim under or in connection with this Agreement, including a claim for breach of
Section 2, and each Party's aggregate liability for all such claims shall not exceed CAD $10,000.
6.2 This Agreement is governed by the laws of the Province of British Columbia and the federal laws of Canada applicable
therein.
`),
    benign: good(`MUTUAL NON-DISCLOSURE AGREEMENT

THIS AGREEMENT is dated April 7, 2026 and made between Departure Bay Shellfish Ltd., 1480 Stewart Avenue, Nanaimo, British
Columbia ("Departure Bay") and Oldman River Genetics Inc., 410 Stafford Drive North, Lethbridge, Alberta ("Oldman"), each
a "Party".

1. Purpose. The Parties will exchange information and oyster and geoduck seed stock so that Oldman can evaluate its
triploid breeding methods on Departure Bay's lines (the "Purpose").

2. Confidentiality. Each Party shall keep the other Party's Confidential Information confidential and use it only for the
Purpose.

3. Samples. Seed stock supplied under this Agreement is supplied as is and at the recipient's risk.

4. Liability.
4.1 Each Party's aggregate liability for any loss of or damage to seed stock supplied under Section 3 shall not exceed
CAD $10,000.
4.2 Neither Party shall be liable for any loss other than direct loss arising from seed stock supplied under Section 3.

5. Term. This Agreement continues for three (3) years; Section 2 survives for five (5) years after it ends.

6. General.
6.1 Sections 4.1 and 4.2 apply only to claims under Section 3 and do not apply to any breach of Section 2, for which each
Party's liability is unlimited.
6.2 This Agreement is governed by the laws of the Province of British Columbia and the federal laws of Canada applicable
therein.
`),
  },
  {
    id: 'h21-nda-osorno-dairy-confidential-information-is-anything-about-a-party-however-obtained-even-public-with-no-exclusions-or-disclosed-non-public',
    pattern: 'position',
    type: 'nda',
    check: 'nda.definition_breadth',
    adverse: bad(`ACUERDO DE CONFIDENCIALIDAD MUTUO / MUTUAL CONFIDENTIALITY AGREEMENT (English version)

Parties: Lácteos del Rahue SpA, Avenida República 480, Osorno, Chile ("Rahue") and Quesería del Litoral S.A., Ruta 3 km
372, Paysandú, Uruguay ("Litoral").

1. Purpose. To study a joint venture for ripening Gouda-style cheeses for export (the "Purpose").

2. Definition. "Confidential Information" means all information of any kind relating to a Party, its business, its
farms, its suppliers or its affairs that the other Party obtains in any way, whether or not from that Party, whether
before or after the date of this Agreement, and whether or not it is in the public domain.

3. Obligations. Each Party shall keep the other Party's Confidential Information confidential, use it only for the
Purpose and return it on request.

4. Term. The obligations in clause 3 last for five (5) years from the date of this Agreement.

5. Law. This Agreement is governed by the laws of the Republic of Chile.
`),
    benign: good(`ACUERDO DE CONFIDENCIALIDAD MUTUO / MUTUAL CONFIDENTIALITY AGREEMENT (English version)

Parties: Lácteos del Rahue SpA, Avenida República 480, Osorno, Chile ("Rahue") and Quesería del Litoral S.A., Ruta 3 km
372, Paysandú, Uruguay ("Litoral").

1. Purpose. To study a joint venture for ripening Gouda-style cheeses for export (the "Purpose").

2. Definition. "Confidential Information" means all non-public information of any kind relating to a Party, its business,
its farms, its suppliers or its affairs that that Party discloses to the other Party in connection with the Purpose, in
any form, whether before or after the date of this Agreement. It does not include information that is or becomes public
other than through a breach of this Agreement, that the receiving Party lawfully knew before disclosure, that it
receives from a third party free to disclose it, or that it develops independently.

3. Obligations. Each Party shall keep the other Party's Confidential Information confidential, use it only for the
Purpose and return it on request.

4. Term. The obligations in clause 3 last for five (5) years from the date of this Agreement.

5. Law. This Agreement is governed by the laws of the Republic of Chile.
`),
  },

  // ------------------------------------------------------------------ MSA (6) ----------------------------------------
  {
    id: 'h21-msa-doc-popayan-html-ip-claims-met-only-by-modify-or-refund-as-the-sole-and-exclusive-remedy-or-in-addition-to-defence-and-indemnity',
    pattern: 'override',
    type: 'msa',
    check: 'msa.indemnification',
    adverse: bad(popayan({ ip: 'If a third party claims that the Services or Deliverables infringe its intellectual property rights, Provider may, at its option and cost, modify or replace the Deliverable concerned or refund the fees paid for it, less depreciation over three (3) years. This is Customer\'s sole and exclusive remedy for any such claim, and Provider has no obligation to defend or indemnify Customer against it.' })),
    benign: good(popayan({})),
  },
  {
    id: 'h21-msa-doc-popayan-html-key-terms-row-gives-deliverables-to-provider-with-a-licence-for-the-term-or-to-customer-with-perpetual-background-licence',
    pattern: 'reference',
    type: 'msa',
    check: 'msa.ip_ownership',
    adverse: bad(popayan({ owner: 'Provider; Customer receives a non-transferable licence to use the Deliverables at the Popayán mill for the term of this Agreement only' })),
    benign: good(popayan({})),
  },
  {
    id: 'h21-msa-doc-popayan-html-two-year-renewals-stoppable-only-in-a-window-after-a-statement-the-provider-sends-or-yearly-up-to-30-days',
    pattern: 'position',
    type: 'msa',
    check: 'msa.auto_renewal',
    adverse: bad(popayan({ renewal: 'It then renews for successive periods of two (2) years unless Customer gives notice of non-renewal within the Notice Window, being the ten (10) days after Provider sends Customer its annual renewal statement; a notice given at any other time has no effect.' })),
    benign: good(popayan({})),
  },
  {
    id: 'h21-msa-lamu-hotel-customer-barred-from-other-solar-suppliers-in-kenya-for-two-years-after-or-free-to-buy-from-anyone',
    pattern: 'polarity',
    type: 'msa',
    check: 'msa.non_compete',
    adverse: bad(`MASTER SERVICES AGREEMENT (extract)

Parties: Shela Dunes Hotels Limited, P.O. Box 212, Lamu, Kenya ("Customer") and Pwani Solar Engineering Limited, Malindi,
Kenya ("Provider").

3. Services. Provider shall design, install and maintain solar photovoltaic and battery systems at Customer's hotels on
Lamu and Manda islands, as ordered in Work Orders.

8. Exclusivity. During the term of this Agreement and for two (2) years after it ends, Customer shall not purchase,
install or use solar, battery or other renewable energy systems or services from any person other than Provider at any
of its hotels or anywhere else in Kenya, and nothing in this Agreement restricts Provider from supplying any competitor
of Customer.

9. Term. This Agreement continues for three (3) years from the date of the first Work Order.
`),
    benign: good(`MASTER SERVICES AGREEMENT (extract)

Parties: Shela Dunes Hotels Limited, P.O. Box 212, Lamu, Kenya ("Customer") and Pwani Solar Engineering Limited, Malindi,
Kenya ("Provider").

3. Services. Provider shall design, install and maintain solar photovoltaic and battery systems at Customer's hotels on
Lamu and Manda islands, as ordered in Work Orders.

8. No Exclusivity. Nothing in this Agreement restricts Customer, during the term of this Agreement or after it ends, from
purchasing, installing or using solar, battery or other renewable energy systems or services from any person at any of
its hotels or anywhere else in Kenya, and nothing in this Agreement restricts Provider from supplying any competitor of
Customer.

9. Term. This Agreement continues for three (3) years from the date of the first Work Order.
`),
  },
  {
    id: 'h21-msa-pelotas-cannery-provider-quotation-terms-prevail-with-a-one-sided-exclusion-and-uncapped-customer-or-the-agreement-prevails',
    pattern: 'reference',
    type: 'msa',
    check: 'msa.consequential_damages',
    adverse: bad(`MASTER SERVICES AGREEMENT (extract)

Between Conservas Pelotenses Ltda., Av. Fernando Osório 1890, Pelotas, RS, Brazil ("Customer") and Termosul Engenharia
Ltda., Rivera, Uruguay ("Provider"), dated 16 March 2026.

2. Services. Provider shall service and recalibrate the retorts, steam boilers and seaming lines at Customer's peach
cannery, as ordered by Customer's purchase orders against Provider's quotations.

11. Liability. Neither party is liable to the other for indirect, incidental, special or consequential damages, except for
breach of confidentiality and gross negligence or wilful misconduct. Each party's liability is limited to the fees paid
in the twelve (12) months before the claim, with the same exceptions.

14. Precedence. If this Agreement conflicts with Provider's Standard Terms of Quotation printed on the reverse of each
quotation, those Standard Terms prevail. Clause Q9 of the Standard Terms reads: "Q9. The Provider shall not be liable for
any indirect, special or consequential loss, or for any loss of production, product, profit or contracts, however caused.
The Customer shall be liable for all loss suffered by the Provider, including indirect loss, without limit."
`),
    benign: good(`MASTER SERVICES AGREEMENT (extract)

Between Conservas Pelotenses Ltda., Av. Fernando Osório 1890, Pelotas, RS, Brazil ("Customer") and Termosul Engenharia
Ltda., Rivera, Uruguay ("Provider"), dated 16 March 2026.

2. Services. Provider shall service and recalibrate the retorts, steam boilers and seaming lines at Customer's peach
cannery, as ordered by Customer's purchase orders against Provider's quotations.

11. Liability. Neither party is liable to the other for indirect, incidental, special or consequential damages, except for
breach of confidentiality and gross negligence or wilful misconduct. Each party's liability is limited to the fees paid
in the twelve (12) months before the claim, with the same exceptions.

14. Precedence. If this Agreement conflicts with Provider's Standard Terms of Quotation printed on the reverse of each
quotation, this Agreement prevails, and clause Q9 of the Standard Terms does not apply. Clause Q9 reads, for reference:
"Q9. The Provider shall not be liable for any indirect, special or consequential loss, or for any loss of production,
product, profit or contracts, however caused."
`),
  },
  {
    id: 'h21-msa-francistown-abattoir-law-of-wherever-provider-has-its-main-office-from-time-to-time-or-botswana-law-wherever-they-move',
    pattern: 'reference',
    type: 'msa',
    check: 'msa.governing_law',
    adverse: noLaw(`MASTER SERVICES AGREEMENT (extract)

Parties: Tati River Meat Processors (Pty) Ltd, Plot 3391 Light Industrial Area, Francistown, Botswana ("Customer") and
Limpopo Hygiene Systems (Pty) Ltd ("Provider").

4. Services. Provider shall supply, install and validate carcass-wash, chilling and hygiene monitoring systems at
Customer's export abattoir, and maintain them for the term.

19. Governing Law and Jurisdiction. This Agreement is governed by the law of the country in which Provider has its
principal place of business from time to time, and the courts of that place have exclusive jurisdiction over any dispute
arising out of it.

20. Notices. Notices shall be given in writing to the addresses last notified by each party.
`),
    benign: good(`MASTER SERVICES AGREEMENT (extract)

Parties: Tati River Meat Processors (Pty) Ltd, Plot 3391 Light Industrial Area, Francistown, Botswana ("Customer") and
Limpopo Hygiene Systems (Pty) Ltd ("Provider").

4. Services. Provider shall supply, install and validate carcass-wash, chilling and hygiene monitoring systems at
Customer's export abattoir, and maintain them for the term.

19. Governing Law and Jurisdiction. This Agreement is governed by the laws of the Republic of Botswana, wherever either
party has its principal place of business from time to time, and the courts of Botswana at Francistown have exclusive
jurisdiction over any dispute arising out of it.

20. Notices. Notices shall be given in writing to the addresses last notified by each party.
`),
  },

  // ------------------------------------------------------------------ SaaS (6) ---------------------------------------
  {
    id: 'h21-saas-doc-port-lincoln-md-provider-may-assign-to-anyone-with-consent-deemed-after-five-days-customer-at-its-discretion-or-mutual',
    pattern: 'role',
    type: 'saas',
    check: 'saas.assignment',
    adverse: bad(portLincoln({ assign: 'You may not assign this agreement without our prior written consent, which we may give or withhold as we choose. We may assign or novate this agreement to any person with your consent, which you must not unreasonably withhold and which is treated as given if you do not object in writing within five business days of our notice.' })),
    benign: good(portLincoln({})),
  },
  {
    id: 'h21-saas-doc-port-lincoln-md-order-row-makes-the-exclusion-apply-to-the-provider-only-without-carve-outs-or-to-both-with-them',
    pattern: 'reference',
    type: 'saas',
    check: 'saas.consequential_damages',
    adverse: bad(portLincoln({ excluded: 'apply to us only; clause 5.3 does not apply to them, and loss of your data or of fish in any pen is indirect loss' })),
    benign: good(portLincoln({})),
  },
  {
    id: 'h21-saas-doc-port-lincoln-md-providers-cap-is-the-initial-term-fees-less-all-fees-already-paid-and-customer-uncapped-or-mutual-twelve-months',
    pattern: 'position',
    type: 'saas',
    check: 'saas.limitation_of_liability',
    adverse: bad(portLincoln({ cap: 'Our aggregate liability under this agreement is limited to the Subscription Fees for the Initial Term, less all Subscription Fees you have already paid when the claim arises. Your liability to us is not limited.' })),
    benign: good(portLincoln({})),
  },
  {
    id: 'h21-saas-nelson-hops-confidentiality-for-both-ends-with-the-subscription-except-the-customers-or-survives-for-both',
    pattern: 'role',
    type: 'saas',
    check: 'saas.confidentiality',
    adverse: bad(`HOPLOG SUBSCRIPTION TERMS (extract)

These terms are between Waimea Hop Gardens Limited, 311 Main Road, Riwaka, Nelson ("you") and Kahurangi Farm Software
Limited ("we", "us").

4. Your data. Your harvest, kiln and alpha-acid data stays yours. We use it only to run HopLog for you.

7. Confidentiality. Each of us will keep the other's confidential information confidential and use it only for this
agreement. This clause ends when your subscription ends, except that your obligations to us under it continue for five
years after that.

8. Ending your subscription. You may end your subscription at the end of any month by telling us in writing.

12. Law. These terms are governed by New Zealand law.
`),
    benign: good(`HOPLOG SUBSCRIPTION TERMS (extract)

These terms are between Waimea Hop Gardens Limited, 311 Main Road, Riwaka, Nelson ("you") and Kahurangi Farm Software
Limited ("we", "us").

4. Your data. Your harvest, kiln and alpha-acid data stays yours. We use it only to run HopLog for you.

7. Confidentiality. Each of us will keep the other's confidential information confidential and use it only for this
agreement. This clause does not end when your subscription ends: both of our obligations under it continue for five
years after that.

8. Ending your subscription. You may end your subscription at the end of any month by telling us in writing.

12. Law. These terms are governed by New Zealand law.
`),
  },
  {
    id: 'h21-saas-tacna-olives-provider-may-elect-to-terminate-and-refund-instead-of-indemnifying-as-sole-remedy-or-in-addition',
    pattern: 'override',
    type: 'saas',
    check: 'saas.indemnification',
    adverse: bad(`SUBSCRIPTION AGREEMENT (extract)

Customer: Olivos del Sur Tacna S.A.C., Carretera Panamericana Sur km 1297, Tacna, Peru. Provider: RiegoNube S.A.C.

5. Service. Provider shall make available its irrigation scheduling and soil-moisture platform for Customer's 640
hectares of olive groves, with the sensors listed in the Order.

10. Intellectual Property Indemnity. 10.1 Provider shall defend Customer against any third-party claim that the Service
infringes that party's intellectual property rights and indemnify Customer against any damages finally awarded.
10.2 Notwithstanding clause 10.1, on notice of any such claim Provider may, in its sole discretion, elect instead to
terminate the subscription and refund the prepaid fees for the unused part of the term; that election ends Provider's
obligations under clause 10.1 and is Customer's sole and exclusive remedy for the claim.

14. Law. This Agreement is governed by the laws of the Republic of Peru.
`),
    benign: good(`SUBSCRIPTION AGREEMENT (extract)

Customer: Olivos del Sur Tacna S.A.C., Carretera Panamericana Sur km 1297, Tacna, Peru. Provider: RiegoNube S.A.C.

5. Service. Provider shall make available its irrigation scheduling and soil-moisture platform for Customer's 640
hectares of olive groves, with the sensors listed in the Order.

10. Intellectual Property Indemnity. 10.1 Provider shall defend Customer against any third-party claim that the Service
infringes that party's intellectual property rights and indemnify Customer against any damages finally awarded.
10.2 In addition to clause 10.1, if use of the Service is enjoined Provider may, in its sole discretion, modify the
Service so that it does not infringe or, failing that, terminate the subscription and refund the prepaid fees for the
unused part of the term; that election does not end Provider's obligations under clause 10.1.

14. Law. This Agreement is governed by the laws of the Republic of Peru.
`),
  },
  {
    id: 'h21-saas-whanganui-jetboats-md-order-overrides-no-renewal-with-36-month-renewals-on-120-days-or-12-months-on-30',
    pattern: 'reference',
    type: 'saas',
    check: 'saas.auto_renewal',
    adverse: bad(`# Booking Platform — Order Form and Terms

| Field | Value |
|---|---|
| Customer | Awa Jet Tours Limited, 2 Taupo Quay, Whanganui 4500 |
| Provider | Te Ika Booking Systems Limited |
| Service | Online bookings, waivers and payments for river jet-boat tours |
| Subscription term | 36 months from the Start Date |
| Auto-renew | Yes, for further periods of 36 months each |
| Non-renewal notice | At least 120 days before the end of the current term, by Customer only |

## Terms

1. **Term.** The subscription runs for the subscription term. It does not renew unless both parties agree in writing,
except as stated in the Order Form above, which prevails over these Terms.

2. **Fees.** Customer pays the monthly fee on the first day of each month.

3. **Law.** These Terms are governed by the law of New Zealand.
`),
    benign: good(`# Booking Platform — Order Form and Terms

| Field | Value |
|---|---|
| Customer | Awa Jet Tours Limited, 2 Taupo Quay, Whanganui 4500 |
| Provider | Te Ika Booking Systems Limited |
| Service | Online bookings, waivers and payments for river jet-boat tours |
| Subscription term | 36 months from the Start Date |
| Auto-renew | Yes, for further periods of 12 months each |
| Non-renewal notice | At least 30 days before the end of the current term, by either party |

## Terms

1. **Term.** The subscription runs for the subscription term. It does not renew unless both parties agree in writing,
except as stated in the Order Form above, which prevails over these Terms.

2. **Fees.** Customer pays the monthly fee on the first day of each month.

3. **Law.** These Terms are governed by the law of New Zealand.
`),
  },

  // ------------------------------------------------------------------ licence (4) ------------------------------------
  {
    id: 'h21-license-doc-vaasa-plain-exclusion-carved-out-only-for-the-licensees-breaches-or-for-either-partys-and-the-indemnity',
    pattern: 'role',
    type: 'license',
    check: 'license.consequential_damages',
    adverse: bad(vaasa({ excl: 'Neither of us is liable for indirect or consequential loss or lost profits. This does not apply to you breaching clause 1 or clause 5 or not paying our fees; it always applies to us, even for our gross negligence, our breach of clause 5 or a claim under clause 6.' })),
    benign: good(vaasa({})),
  },
  {
    id: 'h21-license-doc-vaasa-plain-usage-data-for-support-then-a-proviso-lets-the-licensor-train-on-hull-designs-and-share-or-de-identified-only',
    pattern: 'override',
    type: 'license',
    check: 'license.data_use',
    adverse: bad(vaasa({ data: 'We use usage data only to support and maintain the software for you, but we may also copy and use your design files, including hull geometries, and usage data to train and improve our design models and share them with our partners, in whatever form we choose.' })),
    benign: good(vaasa({})),
  },
  {
    id: 'h21-license-doc-vaasa-plain-renewal-quote-deemed-accepted-for-three-years-if-not-rejected-in-ten-days-or-nothing-renews-without-acceptance',
    pattern: 'position',
    type: 'license',
    check: 'license.auto_renewal',
    adverse: bad(vaasa({ renew: 'Before it ends we will send you a renewal quote. If you do not reject the quote in writing within ten days of receiving it, you are treated as having accepted a renewal of the licence for a further three years at the quoted fees.' })),
    benign: good(vaasa({})),
  },
  {
    id: 'h21-license-puno-trout-one-way-licensee-confidentiality-while-licensor-may-publish-production-data-or-mutual-and-surviving',
    pattern: 'role',
    type: 'license',
    check: 'license.confidentiality',
    adverse: bad(`SOFTWARE LICENCE AGREEMENT (extract)

Licensor: AcuaSoft Andina S.R.L., Jr. Moquegua 300, Juliaca, Peru. Licensee: Truchas del Titicaca S.A.C., Jr. Lima 540,
Puno, Peru. Date: 2 June 2026.

2. Licence. Licensor grants Licensee a non-exclusive licence to use FeedSmart, its feed-optimisation software, for the
Licensee's floating cage farms on Lake Titicaca, for the term of this Agreement.

7. Confidentiality. 7.1 The Licensee shall keep the Licensor's Confidential Information, including the Software and its
documentation, confidential during the term and for five (5) years after it ends. 7.2 The Licensor may use, disclose and
publish any information the Licensee provides, including its production, mortality and feed-conversion data, without
restriction.

12. Governing Law. This Agreement is governed by the laws of the Republic of Peru.
`),
    benign: good(`SOFTWARE LICENCE AGREEMENT (extract)

Licensor: AcuaSoft Andina S.R.L., Jr. Moquegua 300, Juliaca, Peru. Licensee: Truchas del Titicaca S.A.C., Jr. Lima 540,
Puno, Peru. Date: 2 June 2026.

2. Licence. Licensor grants Licensee a non-exclusive licence to use FeedSmart, its feed-optimisation software, for the
Licensee's floating cage farms on Lake Titicaca, for the term of this Agreement.

7. Confidentiality. 7.1 Each party shall keep the other party's Confidential Information, including the Software and its
documentation, confidential during the term and for five (5) years after it ends. 7.2 The Licensor may not use, disclose
or publish any information the Licensee provides, including its production, mortality and feed-conversion data, except
to perform this Agreement.

12. Governing Law. This Agreement is governed by the laws of the Republic of Peru.
`),
  },

  // ------------------------------------------------------------------ services (4) -----------------------------------
  {
    id: 'h21-services-doc-mwanza-pdf-general-clause-disapplies-the-carve-outs-for-claims-against-the-contractor-or-applies-them-to-both',
    pattern: 'disapplied',
    type: 'services',
    check: 'services.consequential_damages',
    adverse: bad(mwanza({ general: 'Clause 6.2 does not apply to claims against the Contractor, and loss of the Customer\'s stock is indirect loss.' })),
    benign: good(mwanza({})),
  },
  {
    id: 'h21-services-doc-mwanza-pdf-service-manual-as-amended-by-posting-binds-from-posting-or-the-dated-version-changed-only-by-signed-amendment',
    pattern: 'reference',
    type: 'services',
    check: 'services.unilateral_changes',
    adverse: bad(mwanza({ manual: 'The Services shall be performed in accordance with the Contractor\'s Service Manual as issued from time to time; the Contractor may amend the Service Manual, including its response times and rates, by posting the amended version on its customer portal, and the amended version binds the Customer from the time it is posted.' })),
    benign: good(mwanza({})),
  },
  {
    id: 'h21-services-doc-mwanza-pdf-consent-needed-but-contractor-may-assign-to-financiers-or-subcontractors-and-silence-is-consent-or-merger-only',
    pattern: 'override',
    type: 'services',
    check: 'services.assignment',
    adverse: bad(mwanza({ assign: 'Neither party may assign this Agreement without the prior written consent of the other. This clause does not restrict the Contractor from assigning this Agreement or any right under it to any person that finances or buys its receivables or to any subcontractor it appoints, and the Customer is deemed to consent to any other assignment by the Contractor that it does not object to within seven (7) days of notice.' })),
    benign: good(mwanza({})),
  },
  {
    id: 'h21-services-loja-coffee-lab-confidentiality-subject-to-a-publication-policy-letting-the-lab-publish-scores-and-names-or-only-with-consent',
    pattern: 'override',
    type: 'services',
    check: 'services.confidentiality',
    adverse: bad(`QUALITY TESTING SERVICES TERMS (extract)

You: Tostadores de Vilcabamba Cía. Ltda., Calle Bolívar 14-22, Loja, Ecuador. We: Laboratorio Café Andino S.A., Ambato.

2. What we do. We test green and roasted coffee samples you send us for moisture, defects, water activity and cup
quality, and report the results to you within ten working days.

6. Confidentiality. Each of us will keep the other's confidential information, including your samples' origins, farm
names and results, confidential, and this clause survives the end of these terms for three years. Our obligations under
this clause are subject to our Publication Policy, under which we may publish any sample's results, cupping scores and
producer and farm names in our annual reports, competitions and marketing.

9. Law. These terms are governed by the laws of Ecuador.
`),
    benign: good(`QUALITY TESTING SERVICES TERMS (extract)

You: Tostadores de Vilcabamba Cía. Ltda., Calle Bolívar 14-22, Loja, Ecuador. We: Laboratorio Café Andino S.A., Ambato.

2. What we do. We test green and roasted coffee samples you send us for moisture, defects, water activity and cup
quality, and report the results to you within ten working days.

6. Confidentiality. Each of us will keep the other's confidential information, including your samples' origins, farm
names and results, confidential, and this clause survives the end of these terms for three years. Our Publication
Policy, under which we publish cupping scores in our annual reports, competitions and marketing, applies to your
samples only if you give us your written consent for each publication, and never to producer or farm names.

9. Law. These terms are governed by the laws of Ecuador.
`),
  },

  // ------------------------------------------------------------------ consulting (4) ---------------------------------
  {
    id: 'h21-consulting-doc-tucuman-deemed-accepted-unless-rejected-in-two-days-and-use-is-acceptance-with-fixes-at-client-cost-or-annex-criteria',
    pattern: 'position',
    type: 'consulting',
    check: 'consulting.acceptance',
    adverse: bad(tucuman({ accept: 'Each Deliverable is deemed accepted on delivery unless the Client rejects it in writing, with reasons, within two (2) Business Days; any use of a Deliverable, including circulating it within the Client, is acceptance. A rejected Deliverable shall be corrected at the Client\'s cost, at the Consultant\'s then-current rates.' })),
    benign: good(tucuman({})),
  },
  {
    id: 'h21-consulting-doc-tucuman-ninety-day-warranty-then-cut-to-seven-days-with-an-explanation-as-sole-remedy-or-re-performance-and-refund',
    pattern: 'override',
    type: 'consulting',
    check: 'consulting.services_warranty',
    adverse: bad(tucuman({ remedy: 'Notwithstanding clause 6.1, the warranty in clause 6.1 applies only to defects notified in the first seven (7) days after delivery, and the Client\'s sole and exclusive remedy for any breach of it is a written explanation from the Consultant of the Deliverable concerned.' })),
    benign: good(tucuman({})),
  },
  {
    id: 'h21-consulting-doc-tucuman-annex-leaves-insurance-to-the-consultant-with-no-certificates-and-cancellable-or-stated-minimums',
    pattern: 'reference',
    type: 'consulting',
    check: 'consulting.insurance',
    adverse: bad(tucuman({ insurance: 'Professional indemnity and general liability insurance in such amounts, if any, as the Consultant considers appropriate from time to time; the Consultant need not provide certificates or other evidence and may cancel or reduce any policy at any time without notice.' })),
    benign: good(tucuman({})),
  },
  {
    id: 'h21-consulting-kupang-seaweed-ip-indemnity-only-for-claims-notified-within-30-days-of-the-consultants-completion-notice-or-three-years-after',
    pattern: 'position',
    type: 'consulting',
    check: 'consulting.indemnification',
    adverse: bad(`CONSULTING TERMS (extract)

You: PT Rumput Laut Timor, Jl. Timor Raya km 22, Kupang, Nusa Tenggara Timur, Indonesia. We: Tasi Mean Consulting, Lda.,
Dili, Timor-Leste. Dated 10 July 2026.

1. The job. We will design a drying and carrageenan-extraction process for the seaweed you buy from farmers on Rote and
Sabu, and deliver the process design, equipment specifications and operator manuals (the "Deliverables").

8. Our IP promise. We will defend you against any claim by a third party that the Deliverables or your use of them
infringe its intellectual property rights, and we will pay any damages and costs awarded against you. This promise
covers only claims that you notify to us in writing within thirty (30) days after we send you our Completion Notice for
the job.

11. Law. These terms are governed by the laws of the Republic of Indonesia.
`),
    benign: good(`CONSULTING TERMS (extract)

You: PT Rumput Laut Timor, Jl. Timor Raya km 22, Kupang, Nusa Tenggara Timur, Indonesia. We: Tasi Mean Consulting, Lda.,
Dili, Timor-Leste. Dated 10 July 2026.

1. The job. We will design a drying and carrageenan-extraction process for the seaweed you buy from farmers on Rote and
Sabu, and deliver the process design, equipment specifications and operator manuals (the "Deliverables").

8. Our IP promise. We will defend you against any claim by a third party that the Deliverables or your use of them
infringe its intellectual property rights, and we will pay any damages and costs awarded against you. This promise
covers claims that you notify to us in writing at any time, including after we send you our Completion Notice for the
job.

11. Law. These terms are governed by the laws of the Republic of Indonesia.
`),
  },

  // ------------------------------------------------------------------ employment (4) ---------------------------------
  {
    id: 'h21-employment-doc-kolhapur-salary-and-allowances-as-the-managing-director-fixes-from-time-to-time-or-a-stated-salary-and-discretionary-bonus',
    pattern: 'position',
    type: 'employment',
    check: 'employment.compensation',
    adverse: badOrMissing(kolhapur({ pay: 'The Employee shall be paid such salary, allowances and bonus as the Managing Director may fix and communicate to him from time to time.' })),
    benign: good(kolhapur({})),
  },
  {
    id: 'h21-employment-doc-kolhapur-non-solicitation-disapplied-unless-dismissed-for-misconduct-or-applying-however-employment-ends',
    pattern: 'disapplied',
    type: 'employment',
    check: 'employment.non_solicit',
    adverse: bad(kolhapur({ solicit: 'Provided that this clause shall not apply if the employment ends for any reason other than the Employee\'s dismissal for gross misconduct.' })),
    benign: good(kolhapur({})),
  },
  {
    id: 'h21-employment-doc-kolhapur-work-product-assigned-except-anything-made-after-hours-or-on-own-initiative-even-with-company-kit-or-own-time-only',
    pattern: 'override',
    type: 'employment',
    check: 'employment.ip_assignment',
    adverse: bad(kolhapur({ inventions: 'All Work Product shall belong to the Company, and the Employee hereby assigns to the Company all his right, title and interest in it, save for inventions and recipes the Employee conceives outside working hours or on his own initiative, which shall belong to the Employee even if they relate to the Company\'s business or were made using the Company\'s equipment or Confidential Information.' })),
    benign: good(kolhapur({})),
  },
  {
    id: 'h21-employment-battambang-rice-mill-confidentiality-only-while-employed-and-free-use-after-or-lasting-after-with-trade-secrets-unlimited',
    pattern: 'position',
    type: 'employment',
    check: 'employment.confidentiality',
    adverse: bad(`EMPLOYMENT CONTRACT (extract)

Employer: Sangker Golden Rice Mill Co., Ltd., National Road 5, Battambang, Cambodia ("we"). Employee: Ms. Sok Dara ("you").
Position: Export Sales Manager, from 1 May 2026.

6. Confidential information. While you work for us you must keep our confidential information, including our buyer
lists, prices, milling yields and contract terms, confidential and use it only for your work. This obligation applies
only while you are employed by us. After you leave, you may use and disclose any information you learned while working
for us, including our buyer lists and prices.

9. Law. This contract is governed by the Labour Law of the Kingdom of Cambodia.
`),
    benign: good(`EMPLOYMENT CONTRACT (extract)

Employer: Sangker Golden Rice Mill Co., Ltd., National Road 5, Battambang, Cambodia ("we"). Employee: Ms. Sok Dara ("you").
Position: Export Sales Manager, from 1 May 2026.

6. Confidential information. While you work for us you must keep our confidential information, including our buyer
lists, prices, milling yields and contract terms, confidential and use it only for your work. This obligation applies
while you are employed by us and after you leave: for three years after you leave for our buyer lists and prices, and
without any time limit for our trade secrets.

9. Law. This contract is governed by the Labour Law of the Kingdom of Cambodia.
`),
  },

  // ------------------------------------------------------------------ lease (4) --------------------------------------
  {
    id: 'h21-lease-doc-timaru-pdf-schedule-rent-as-the-landlords-valuer-decides-on-dates-it-notifies-or-a-stated-monthly-rent',
    pattern: 'reference',
    type: 'lease',
    check: 'lease.rent',
    adverse: badOrMissing(timaru({ rent: 'Such amount as the Landlord\'s valuer determines from time to time, payable on such dates and in such instalments as the Landlord notifies.' })),
    benign: good(timaru({})),
  },
  {
    id: 'h21-lease-doc-timaru-pdf-landlord-repairs-structure-but-tenant-reimburses-all-structural-costs-whatever-the-cause-or-only-its-own-damage',
    pattern: 'override',
    type: 'lease',
    check: 'lease.repairs',
    adverse: bad(timaru({ repairs: ', but the Tenant shall reimburse the Landlord on demand for the full cost of every repair or replacement of the structure, roof, exterior, common parts and building services, whatever its cause.' })),
    benign: good(timaru({})),
  },
  {
    id: 'h21-lease-doc-timaru-pdf-outgoings-schedule-takes-in-capital-and-structural-works-uncapped-or-excludes-them-with-a-3-percent-cap',
    pattern: 'reference',
    type: 'lease',
    check: 'lease.service_charges',
    adverse: bad(timaru({ outgoings: '4. The Building\'s management costs, including the cost of any capital improvement, replacement or structural work to the Building, and any increase in any Outgoing, without limit.' })),
    benign: good(timaru({})),
  },
  {
    id: 'h21-lease-setubal-cannery-store-renewal-option-on-terms-the-landlord-then-specifies-in-its-absolute-discretion-or-same-terms-at-market-rent',
    pattern: 'position',
    type: 'lease',
    check: 'lease.renewal_option',
    adverse: bad(`LEASE OF WAREHOUSE (extract, English translation)

Landlord: Docas do Sado — Imobiliária, S.A. Tenant: Conserveira Sadina, Lda., Avenida Luísa Todi 410, Setúbal, Portugal.
Premises: Warehouse 7, Doca de Pesca, Setúbal, for the cold storage of sardines and mackerel. Term: five (5) years from
1 July 2026.

4. Rent. EUR 6,200 a month, payable in advance by the eighth day of each month, reviewed each year by the consumer price
index.

11. Renewal. The Tenant may renew this Lease for a further term by notice given not less than six (6) months before the
Term expires, on such terms, including rent and duration, as the Landlord specifies in its absolute discretion in its
reply to the Tenant's notice; if the Tenant does not accept those terms within fifteen (15) days, this Lease ends at the
expiry of the Term.
`),
    benign: good(`LEASE OF WAREHOUSE (extract, English translation)

Landlord: Docas do Sado — Imobiliária, S.A. Tenant: Conserveira Sadina, Lda., Avenida Luísa Todi 410, Setúbal, Portugal.
Premises: Warehouse 7, Doca de Pesca, Setúbal, for the cold storage of sardines and mackerel. Term: five (5) years from
1 July 2026.

4. Rent. EUR 6,200 a month, payable in advance by the eighth day of each month, reviewed each year by the consumer price
index.

11. Renewal. The Tenant may renew this Lease for a further term of five (5) years by notice given not less than six (6)
months before the Term expires, on the same terms as this Lease except this option, with the rent continuing to be
reviewed under clause 4; the Landlord may not refuse or vary a renewal validly notified.
`),
  },

  // ------------------------------------------------------------------ DPA (3) ----------------------------------------
  {
    id: 'h21-dpa-kaikoura-whale-watch-processor-not-liable-for-approved-sub-processors-controller-sues-them-or-fully-liable-even-for-approved',
    pattern: 'position',
    type: 'dpa',
    check: 'dpa.sub_processor_liability',
    adverse: bad(`DATA PROCESSING AGREEMENT (extract)

Controller: Tohorā Tours Limited, Whaleway Station Road, Kaikōura 7300, New Zealand. Processor: Skagen Booking ApS,
Havnevej 12, 9990 Skagen, Denmark.

6. Sub-processors. 6.1 The Processor may engage the sub-processors listed in Annex 3 and others the Controller approves
in writing. 6.2 The Processor shall impose on each sub-processor data-protection obligations no less protective than
those in this Agreement. 6.3 The Processor is not liable for any act or omission of a sub-processor that the Controller
has approved, and the Controller's sole remedy for it is against the sub-processor concerned.

9. Law. This Agreement is governed by the laws of Denmark.
`),
    benign: good(`DATA PROCESSING AGREEMENT (extract)

Controller: Tohorā Tours Limited, Whaleway Station Road, Kaikōura 7300, New Zealand. Processor: Skagen Booking ApS,
Havnevej 12, 9990 Skagen, Denmark.

6. Sub-processors. 6.1 The Processor may engage the sub-processors listed in Annex 3 and others the Controller approves
in writing. 6.2 The Processor shall impose on each sub-processor data-protection obligations no less protective than
those in this Agreement. 6.3 The Processor remains fully liable to the Controller for every act or omission of a
sub-processor, including one the Controller has approved, as if it were the Processor's own.

9. Law. This Agreement is governed by the laws of Denmark.
`),
  },
  {
    id: 'h21-dpa-lunenburg-html-data-use-statement-counted-as-instructions-lets-the-processor-use-data-for-its-own-purposes-or-does-not-widen-them',
    pattern: 'markup',
    type: 'dpa',
    check: 'dpa.instructions',
    adverse: bad(`<div class="dpa">
<h2>Data Processing Addendum</h2>
<p><strong>Controller:</strong> Bluenose Seafoods Limited, 121 Montague Street, Lunenburg, Nova Scotia.
<strong>Processor:</strong> Skeena Payroll Cloud Inc., Prince Rupert, British Columbia.</p>
<h3>3. Instructions</h3>
<p>3.1 The Processor shall process Personal Data of the Controller's plant and vessel crews only on the Controller's
documented instructions, including with regard to transfers.</p>
<p>3.2 Provided that the Processor may also process Personal Data for its own purposes, including product development,
benchmarking and analytics, as described in its Data Use Statement, which forms part of the Controller's instructions.</p>
<h3>4. Confidentiality of personnel</h3>
<p>The Processor shall ensure that persons authorised to process Personal Data are bound by confidentiality.</p>
</div>
`),
    benign: good(`<div class="dpa">
<h2>Data Processing Addendum</h2>
<p><strong>Controller:</strong> Bluenose Seafoods Limited, 121 Montague Street, Lunenburg, Nova Scotia.
<strong>Processor:</strong> Skeena Payroll Cloud Inc., Prince Rupert, British Columbia.</p>
<h3>3. Instructions</h3>
<p>3.1 The Processor shall process Personal Data of the Controller's plant and vessel crews only on the Controller's
documented instructions, including with regard to transfers.</p>
<p>3.2 The Processor's Data Use Statement describes the payroll services only and does not widen the Controller's
instructions; the Processor shall tell the Controller at once if, in its opinion, an instruction infringes data
protection law.</p>
<h3>4. Confidentiality of personnel</h3>
<p>The Processor shall ensure that persons authorised to process Personal Data are bound by confidentiality.</p>
</div>
`),
  },
  {
    id: 'h21-dpa-rovaniemi-reindeer-notwithstanding-limits-assistance-to-self-service-tools-or-adds-measures-for-requests-and-articles-32-36',
    pattern: 'override',
    type: 'dpa',
    check: 'dpa.assistance',
    adverse: bad(`DATA PROCESSING AGREEMENT (extract)

Controller: Poro Safari Lapland Oy, Koskikatu 19, 96200 Rovaniemi, Finland. Processor: Savo CRM Oy, Kuopio, Finland.

8. Assistance. 8.1 Taking into account the nature of the processing, the Processor shall assist the Controller by
appropriate technical and organisational measures in responding to requests from data subjects and in meeting its
obligations under Articles 32 to 36 GDPR. 8.2 Notwithstanding clause 8.1, the Processor assists the Controller only by
making available the self-service export and deletion tools in the Service, and has no other obligation to assist the
Controller, whether with data subject requests or with Articles 32 to 36 GDPR.

12. Law. This Agreement is governed by the laws of Finland.
`),
    benign: good(`DATA PROCESSING AGREEMENT (extract)

Controller: Poro Safari Lapland Oy, Koskikatu 19, 96200 Rovaniemi, Finland. Processor: Savo CRM Oy, Kuopio, Finland.

8. Assistance. 8.1 Taking into account the nature of the processing, the Processor shall assist the Controller by
appropriate technical and organisational measures in responding to requests from data subjects and in meeting its
obligations under Articles 32 to 36 GDPR. 8.2 In addition to clause 8.1, the Processor makes available the self-service
export and deletion tools in the Service; their availability does not reduce the Processor's other obligations to assist
the Controller, whether with data subject requests or with Articles 32 to 36 GDPR.

12. Law. This Agreement is governed by the laws of Finland.
`),
  },
];

export const HOLDOUT21_EXTRA: AdverseCase[] = [
  {
    id: 'h21-x-nda-jakobstad-boats-nothing-restricts-disclosing-the-agreement-and-talks-in-press-releases-or-neither-may-without-consent',
    pattern: 'polarity',
    type: 'nda',
    check: 'nda.confidentiality_of_agreement',
    adverse: bad(`MUTUAL NON-DISCLOSURE AGREEMENT (extract)

Parties: Pietarsaari Marine Oy Ab, Skeppsbrogatan 4, 68600 Jakobstad, Finland and Harstad Hydrofoil AS, Harstad, Norway.

1. Purpose. Evaluating a jointly built electric hydrofoil passenger ferry for the Kvarken crossing.

2. Confidentiality. Each party shall keep the other's Confidential Information confidential and use it only for the
Purpose.

7. Publicity. Nothing in this Agreement restricts either party from disclosing the existence or terms of this Agreement,
or the fact, progress or content of the parties' discussions, to any person, including in press releases and investor
presentations, without the other party's consent.

9. Law. This Agreement is governed by the laws of Finland.
`),
    benign: good(`MUTUAL NON-DISCLOSURE AGREEMENT (extract)

Parties: Pietarsaari Marine Oy Ab, Skeppsbrogatan 4, 68600 Jakobstad, Finland and Harstad Hydrofoil AS, Harstad, Norway.

1. Purpose. Evaluating a jointly built electric hydrofoil passenger ferry for the Kvarken crossing.

2. Confidentiality. Each party shall keep the other's Confidential Information confidential and use it only for the
Purpose.

7. Publicity. Neither party may disclose the existence or terms of this Agreement, or the fact, progress or content of
the parties' discussions, to any person, including in press releases and investor presentations, without the other
party's consent, except as required by law.

9. Law. This Agreement is governed by the laws of Finland.
`),
  },
  {
    id: 'h21-x-msa-piura-mangoes-convenience-exit-on-30-days-but-paying-all-fees-for-the-rest-of-the-term-or-only-for-work-done',
    pattern: 'override',
    type: 'msa',
    check: 'msa.termination_for_convenience',
    adverse: bad(`MASTER SERVICES AGREEMENT (extract)

Customer: Agroexportadora Chira S.A.C., Av. Grau 1150, Piura, Peru. Provider: Frío Norte Servicios S.A.C., Trujillo, Peru.

2. Services. Provider shall operate and maintain the hydrothermal treatment and pre-cooling lines at Customer's mango
packing plant during each export season.

12. Termination for Convenience. Customer may terminate this Agreement for convenience on thirty (30) days' written
notice, provided that Customer first pays Provider a Termination Fee equal to all fees that would have been payable for
the remainder of the Term had the Agreement not been terminated.

13. Term. This Agreement runs for five (5) export seasons from the date of signature.
`),
    benign: good(`MASTER SERVICES AGREEMENT (extract)

Customer: Agroexportadora Chira S.A.C., Av. Grau 1150, Piura, Peru. Provider: Frío Norte Servicios S.A.C., Trujillo, Peru.

2. Services. Provider shall operate and maintain the hydrothermal treatment and pre-cooling lines at Customer's mango
packing plant during each export season.

12. Termination for Convenience. Customer may terminate this Agreement for convenience on thirty (30) days' written
notice, without any termination fee, paying Provider only the fees for Services performed up to the date of termination.

13. Term. This Agreement runs for five (5) export seasons from the date of signature.
`),
  },
  {
    id: 'h21-x-saas-esperance-grain-plain-convenience-exit-disapplied-for-a-36-month-committed-term-or-applying-then-too',
    pattern: 'disapplied',
    type: 'saas',
    check: 'saas.termination_for_convenience',
    adverse: bad(`SILOTRACK SUBSCRIPTION TERMS (extract)

You: Mallee Coast Grain Co-operative Limited, 40 Harbour Road, Esperance WA 6450. We: SiloTrack Pty Ltd.

3. Your subscription. Your subscription starts on the Activation Date and continues month to month. The Committed Term is
the 36 months from the Activation Date.

14. Ending your subscription.
14.1 Either of us may end your subscription if the other seriously breaches these terms and doesn't fix it within 30 days.
14.2 You may end your subscription for any reason on 30 days' written notice.
14.3 Clause 14.2 does not apply during the Committed Term.

18. Law. These terms are governed by the law of Western Australia.
`),
    benign: good(`SILOTRACK SUBSCRIPTION TERMS (extract)

You: Mallee Coast Grain Co-operative Limited, 40 Harbour Road, Esperance WA 6450. We: SiloTrack Pty Ltd.

3. Your subscription. Your subscription starts on the Activation Date and continues month to month. The Committed Term is
the 36 months from the Activation Date.

14. Ending your subscription.
14.1 Either of us may end your subscription if the other seriously breaches these terms and doesn't fix it within 30 days.
14.2 You may end your subscription for any reason on 30 days' written notice.
14.3 Clause 14.2 applies during the Committed Term too, and you pay no early-exit fee.

18. Law. These terms are governed by the law of Western Australia.
`),
  },
  {
    id: 'h21-x-license-katherine-cattle-licensee-indemnifies-licensor-that-the-software-infringes-or-licensor-indemnifies-licensee',
    pattern: 'role',
    type: 'license',
    check: 'license.indemnification',
    adverse: badOrMissing(`SOFTWARE LICENCE (extract)

Licensor: Outback Herd Systems Pty Ltd, Alice Springs NT. Licensee: Victoria River Pastoral Company Pty Ltd, Stuart Highway,
Katherine NT 0850.

2. Grant. The Licensor grants the Licensee a non-exclusive licence to use HerdEar, its electronic-tag and walk-over-weighing
software, at the Licensee's stations for the term.

9. Indemnity. The Licensee shall defend and indemnify the Licensor against any claim that the Software, or the
Licensee's use of it in accordance with this Licence, infringes any third party's intellectual property rights, and
against all damages and costs that result.

15. Law. This Licence is governed by the law of the Northern Territory.
`),
    benign: good(`SOFTWARE LICENCE (extract)

Licensor: Outback Herd Systems Pty Ltd, Alice Springs NT. Licensee: Victoria River Pastoral Company Pty Ltd, Stuart Highway,
Katherine NT 0850.

2. Grant. The Licensor grants the Licensee a non-exclusive licence to use HerdEar, its electronic-tag and walk-over-weighing
software, at the Licensee's stations for the term.

9. Indemnity. The Licensor shall defend and indemnify the Licensee against any claim that the Software, or the
Licensee's use of it in accordance with this Licence, infringes any third party's intellectual property rights, and
against all damages and costs that result.

15. Law. This Licence is governed by the law of the Northern Territory.
`),
  },
  {
    id: 'h21-x-services-honiara-tuna-plain-survey-data-usable-for-any-purpose-and-sold-identifiably-or-only-aggregated-de-identified',
    pattern: 'position',
    type: 'services',
    check: 'services.data_use',
    adverse: bad(`SERVICES TERMS (extract)

You: Guadalcanal Tuna Processors Limited, Point Cruz, Honiara, Solomon Islands. We: Pacific Catch Monitoring Limited.

2. What we do. We install electronic monitoring cameras on your purse-seine vessels, review the footage and report catch
composition, bycatch and compliance to you each month.

5. Your data. The footage, logbooks and catch data we collect remain yours. We use them to provide our services to you,
and we may also use them, including in a form that identifies you, your vessels or your crew, for any other purpose,
including selling catch and fishing-ground data to third parties.

9. Law. These terms are governed by the laws of Solomon Islands.
`),
    benign: good(`SERVICES TERMS (extract)

You: Guadalcanal Tuna Processors Limited, Point Cruz, Honiara, Solomon Islands. We: Pacific Catch Monitoring Limited.

2. What we do. We install electronic monitoring cameras on your purse-seine vessels, review the footage and report catch
composition, bycatch and compliance to you each month.

5. Your data. The footage, logbooks and catch data we collect remain yours. We use them only to provide our services to
you, and we may also use usage data in aggregated, de-identified form that identifies neither you, your vessels nor any
individual, to improve our services; we never sell catch or fishing-ground data to third parties.

9. Law. These terms are governed by the laws of Solomon Islands.
`),
  },
  {
    id: 'h21-x-consulting-sangli-raisins-client-bound-but-consultant-keeps-confidence-only-as-it-thinks-fit-or-both-bound-and-surviving',
    pattern: 'role',
    type: 'consulting',
    check: 'consulting.confidentiality',
    adverse: bad(`CONSULTANCY AGREEMENT (extract)

This Agreement is made at Sangli on 15 January 2026 between Krishna Valley Raisins Private Limited, Tasgaon Road, Sangli
416 416 (the "Client") and Godavari Agri Advisory LLP, College Road, Nashik 422 005 (the "Consultant").

2. Scope. The Consultant shall advise the Client on sulphur-free drying, grading and residue testing of Thompson Seedless
raisins for export to the European Union.

7. Confidentiality. 7.1 The Client shall keep confidential all information of the Consultant, including its methods and
fees, during this Agreement and for three (3) years thereafter. 7.2 The Consultant shall keep the Client's information
confidential save to the extent the Consultant considers its disclosure appropriate for the conduct of its business,
including to its other clients.

12. Governing Law. This Agreement shall be governed by the laws of India.
`),
    benign: good(`CONSULTANCY AGREEMENT (extract)

This Agreement is made at Sangli on 15 January 2026 between Krishna Valley Raisins Private Limited, Tasgaon Road, Sangli
416 416 (the "Client") and Godavari Agri Advisory LLP, College Road, Nashik 422 005 (the "Consultant").

2. Scope. The Consultant shall advise the Client on sulphur-free drying, grading and residue testing of Thompson Seedless
raisins for export to the European Union.

7. Confidentiality. 7.1 Each party shall keep confidential all information of the other party, including the Client's
growers, buyers and prices and the Consultant's methods and fees, during this Agreement and for three (3) years
thereafter. 7.2 Neither party shall disclose the other's information to any third party, including the Consultant's
other clients, save as required by law.

12. Governing Law. This Agreement shall be governed by the laws of India.
`),
  },
  {
    id: 'h21-x-employment-dili-coffee-plain-cause-only-a-violent-crime-after-60-day-cure-and-an-arbitrators-finding-or-defined-cause-with-7-day-cure',
    pattern: 'position',
    type: 'employment',
    check: 'employment.termination_for_cause',
    adverse: bad(`EMPLOYMENT CONTRACT (extract)

Employer: Kooperativa Kafé Ermera, Rua de Comoro, Dili, Timor-Leste ("we"). Employee: Mr. Joaquim da Costa ("you").
Role: Warehouse and Export Manager.

10. Ending your employment for cause. We may end your employment for cause only after we have given you written notice of
the breach, you have had sixty (60) days to fix it, and an independent arbitrator agreed by both of us has found that you
did not fix it. "Cause" means only your conviction for a crime of violence.

11. Notice. Otherwise either of us may end your employment on one month's written notice.

14. Law. This contract is governed by the laws of Timor-Leste.
`),
    benign: good(`EMPLOYMENT CONTRACT (extract)

Employer: Kooperativa Kafé Ermera, Rua de Comoro, Dili, Timor-Leste ("we"). Employee: Mr. Joaquim da Costa ("you").
Role: Warehouse and Export Manager.

10. Ending your employment for cause. We may end your employment immediately for cause. "Cause" means gross misconduct,
material breach of this contract, dishonesty, or your conviction for a criminal offence. For a breach that can be fixed,
we will first give you written notice and seven (7) days to fix it.

11. Notice. Otherwise either of us may end your employment on one month's written notice.

14. Law. This contract is governed by the laws of Timor-Leste.
`),
  },
  {
    id: 'h21-x-lease-bunbury-timber-yard-landlord-negligence-exception-disapplied-for-claims-by-tenants-staff-and-visitors-or-applied-to-all',
    pattern: 'disapplied',
    type: 'lease',
    check: 'lease.tenant_indemnity',
    adverse: bad(`LEASE (extract)

Landlord: Leschenault Industrial Estates Pty Ltd. Tenant: Collie River Timber Pty Ltd, of Lot 12 Moore Road, Bunbury WA
6230. Premises: Lot 12 Moore Road, Bunbury, a timber yard with drying kilns.

12. Indemnity. 12.1 The Tenant indemnifies the Landlord against all claims arising from the Tenant's use of the Premises
or its breach of this Lease, except to the extent caused by the Landlord's negligence or breach. 12.2 The exception in
clause 12.1 does not apply to any claim by the Tenant's employees, contractors, visitors or customers, for which the
Tenant indemnifies the Landlord even if the Landlord's negligence caused it.

20. Law. This Lease is governed by the law of Western Australia.
`),
    benign: good(`LEASE (extract)

Landlord: Leschenault Industrial Estates Pty Ltd. Tenant: Collie River Timber Pty Ltd, of Lot 12 Moore Road, Bunbury WA
6230. Premises: Lot 12 Moore Road, Bunbury, a timber yard with drying kilns.

12. Indemnity. 12.1 The Tenant indemnifies the Landlord against all claims arising from the Tenant's use of the Premises
or its breach of this Lease, except to the extent caused by the Landlord's negligence or breach. 12.2 The exception in
clause 12.1 applies to every claim, including any claim by the Tenant's employees, contractors, visitors or customers.

20. Law. This Lease is governed by the law of Western Australia.
`),
  },
  {
    id: 'h21-x-dpa-hokitika-greenstone-annex-measures-reducible-at-will-via-a-trust-centre-page-or-improvable-never-reduced',
    pattern: 'reference',
    type: 'dpa',
    check: 'dpa.security',
    adverse: bad(`DATA PROCESSING AGREEMENT (extract)

Controller: Pounamu Coast Gallery Limited, 52 Revell Street, Hokitika 7810, New Zealand. Processor: Kolding WebShop ApS,
Kolding, Denmark.

5. Security. 5.1 The Processor shall implement the technical and organisational measures set out in Annex 2, which meet
Article 32 GDPR. 5.2 The Processor may change, replace or reduce any measure in Annex 2 at any time, at its discretion,
by updating its Trust Centre web page, and Annex 2 is then read as so updated.

10. Law. This Agreement is governed by the laws of Denmark.
`),
    benign: good(`DATA PROCESSING AGREEMENT (extract)

Controller: Pounamu Coast Gallery Limited, 52 Revell Street, Hokitika 7810, New Zealand. Processor: Kolding WebShop ApS,
Kolding, Denmark.

5. Security. 5.1 The Processor shall implement the technical and organisational measures set out in Annex 2, which meet
Article 32 GDPR. 5.2 The Processor may update Annex 2 by updating its Trust Centre web page to improve the measures, but
it shall not reduce the overall level of security of any measure during the term.

10. Law. This Agreement is governed by the laws of Denmark.
`),
  },
  {
    id: 'h21-x-other-jinja-boat-charter-md-law-row-left-to-be-agreed-when-a-dispute-arises-or-the-laws-of-uganda',
    pattern: 'reference',
    type: 'other',
    check: 'general.governing_law',
    adverse: noLaw(`# Memorandum of Boat Charter

| Term | Agreed |
|---|---|
| Charterer | Source of the Nile Fishing Lodge Ltd, Bujagali Road, Jinja, Uganda |
| Owner | Mr. Moses Waiswa, boat owner, Masese landing site, Jinja |
| Vessel | 9-metre aluminium launch "Nalubaale II" with 115 hp outboard |
| Period | 1 June to 30 September 2026, for guided Nile perch fishing trips |
| Charter hire | UGX 4,500,000 a month, paid on the first day of each month |
| Fuel and skipper | Supplied by the Owner |
| Governing law | As the parties may agree if a dispute arises |

Signed at Jinja on 20 May 2026.
`),
    benign: good(`# Memorandum of Boat Charter

| Term | Agreed |
|---|---|
| Charterer | Source of the Nile Fishing Lodge Ltd, Bujagali Road, Jinja, Uganda |
| Owner | Mr. Moses Waiswa, boat owner, Masese landing site, Jinja |
| Vessel | 9-metre aluminium launch "Nalubaale II" with 115 hp outboard |
| Period | 1 June to 30 September 2026, for guided Nile perch fishing trips |
| Charter hire | UGX 4,500,000 a month, paid on the first day of each month |
| Fuel and skipper | Supplied by the Owner |
| Governing law | The laws of Uganda; any dispute to the courts at Jinja |

Signed at Jinja on 20 May 2026.
`),
  },
];

/**
 * The pairs missed on the one run on 21713d44 (32 of 51: 27 of the 41, 5 of the ten more), each with the engine's reading;
 * since the audit 31 (27 of the 41, 4 of the ten more: the Katherine pair, now `badOrMissing`, is right).
 */
export const HOLDOUT21_MISSES: Record<string, string> = {
  // (off the map since session 26's misses21, whose classes were written on this set: the Ísafjörður reverse-engineering
  // proviso, the Osorno definition that takes in public information, the Port Lincoln and Mwanza assignments freed by
  // consent read from silence or a carve-out to anyone, the Kolhapur pay the managing director fixes and its
  // non-solicitation that binds only after a dismissal for misconduct, the Battambang information free after the
  // employment, the Tucumán warranty whose sole remedy is an explanation, the Timaru benign repairs (the tenant pays
  // only for its own damage); of the ten more, the Sangli consultant's confidence as it thinks fit and the Hokitika measures reducible
  // at will)
  'h21-nda-doc-isafjordur-pdf-glossary-protects-only-pages-stamped-confidential-and-nothing-oral-or-by-sample-or-marked-or-reasonably-understood':
    'nda.explicit_identification: adverse side read acceptable, not flagged',
  'h21-nda-doc-isafjordur-pdf-obligations-end-on-a-release-date-the-recipient-fixes-by-notifying-its-evaluation-done-or-run-three-years-after':
    'nda.survival_of_obligations: adverse side read missing, flagged; benign twin read missing, flagged',
  'h21-nda-nanaimo-shellfish-general-clause-applies-the-samples-cap-and-direct-loss-only-to-confidentiality-breach-or-leaves-it-unlimited':
    'nda.liability_not_limited: benign twin read unacceptable, flagged',
  'h21-msa-lamu-hotel-customer-barred-from-other-solar-suppliers-in-kenya-for-two-years-after-or-free-to-buy-from-anyone':
    'msa.non_compete: adverse side read preferred, not flagged',
  'h21-saas-nelson-hops-confidentiality-for-both-ends-with-the-subscription-except-the-customers-or-survives-for-both':
    'saas.confidentiality: adverse side read preferred, not flagged',
  'h21-saas-tacna-olives-provider-may-elect-to-terminate-and-refund-instead-of-indemnifying-as-sole-remedy-or-in-addition':
    'saas.indemnification: adverse side read acceptable, not flagged',
  'h21-saas-whanganui-jetboats-md-order-overrides-no-renewal-with-36-month-renewals-on-120-days-or-12-months-on-30':
    'saas.auto_renewal: benign twin read unacceptable, flagged',
  'h21-license-doc-vaasa-plain-exclusion-carved-out-only-for-the-licensees-breaches-or-for-either-partys-and-the-indemnity':
    'license.consequential_damages: adverse side read acceptable, not flagged',
  'h21-license-doc-vaasa-plain-renewal-quote-deemed-accepted-for-three-years-if-not-rejected-in-ten-days-or-nothing-renews-without-acceptance':
    'license.auto_renewal: adverse side read preferred, not flagged',
  'h21-services-doc-mwanza-pdf-general-clause-disapplies-the-carve-outs-for-claims-against-the-contractor-or-applies-them-to-both':
    'services.consequential_damages: adverse side read acceptable, not flagged',
  'h21-services-loja-coffee-lab-confidentiality-subject-to-a-publication-policy-letting-the-lab-publish-scores-and-names-or-only-with-consent':
    'services.confidentiality: adverse side read preferred, not flagged',
  'h21-consulting-doc-tucuman-annex-leaves-insurance-to-the-consultant-with-no-certificates-and-cancellable-or-stated-minimums':
    'consulting.insurance: adverse side read preferred, not flagged',
  'h21-consulting-kupang-seaweed-ip-indemnity-only-for-claims-notified-within-30-days-of-the-consultants-completion-notice-or-three-years-after':
    'consulting.indemnification: adverse side read preferred, not flagged',
  // (the Timaru rent set as the landlord's valuer determines, on dates the landlord notifies: flagged since session 25's
  // misses20, whose class "rent due whenever and in whatever amounts the landlord demands" was written on hold-out 20)
  'h21-lease-doc-timaru-pdf-outgoings-schedule-takes-in-capital-and-structural-works-uncapped-or-excludes-them-with-a-3-percent-cap':
    'lease.service_charges: adverse side read acceptable, not flagged',
  'h21-x-services-honiara-tuna-plain-survey-data-usable-for-any-purpose-and-sold-identifiably-or-only-aggregated-de-identified':
    'services.data_use: adverse side read preferred, not flagged',
};
