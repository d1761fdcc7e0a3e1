/**
 * Twelfth blind hold-out (issue 11, 2026-11-25, written in the sixteenth session's first hour): pairs written before
 * reading any rule code, tuning file, judge-round test or earlier hold-out's clauses. Read were only the harness
 * (`adverse.test.ts`), `sides.ts`, `cases.ts`'s types, the *format* of `holdout11.ts` (its header, exports, the shape of
 * a pair and its wiring), the pair ids of hold-outs 1-11 (whose situations were avoided, and whose most-used checks,
 * caps, suspension, renewal windows, deemed acceptance, audits and transfers, were mostly left alone), and the built-in
 * playbooks' public check ids, titles and preferred and fallback positions, printed from `listBuiltInPlaybooks()`.
 * Each pair is a clause a lawyer acting for the playbook's side (the customer, client, licensee, tenant, employer,
 * controller; both parties of a mutual NDA) would flag, and a benign twin sharing most of its words that a naive
 * matcher would flag too.
 *
 * Written as practitioners in different places draft: a university research-collaboration NDA, an Ontario supply
 * agreement (moral rights, "CAD"), a Singapore SaaS subscription in Markdown with an HTML price table, a US
 * state-government purchase contract as text extracted from a PDF (running header, page numbers, hard line breaks),
 * a French company's translated-sounding licence ("tacit reconduction", "denunciation"), a South African services
 * agreement ("voetstoots", "cede and assign"), a Kenyan services agreement, a US staffing company's consulting terms,
 * an Australian employment contract with an enterprise-agreement flavour (NES, Fair Work Commission), a Scottish lease
 * ("ish", "irritancy", "tacit relocation", quarter days), and a hospital tender pack's DPA annex. The hurt sits where
 * lawyers find it: in a definition, a schedule's table, a "general" clause near the end, an order of precedence, a
 * clause that switches another off, a role swap, a number, a conditional right. Eight are short whole agreements with
 * the hostile clause among ordinary terms; the rest are excerpts read alone. All 51 pairs (the 41 and the ten more)
 * were written before either was scored. Scored once on 1fcdaaa (engine README "Twelfth blind hold-out"). Do not tune
 * rules on these pairs or edit them to pass.
 *
 * Audited by a second reader before any rule change (2026-11-25, from the pairs' text and the playbooks' public check
 * ids, titles, descriptions and positions only; no rule code read, misses not consulted in judging), all 51 reviewed:
 * one pair mended, none dropped. Changed: h12-lease-scottish-tacit-relocation-excluded-and-no-renewal-or-option-to-
 * renew-before-the-ish, benign twin: its option renewed "on the same terms, except as to rent" with no way of fixing
 * the rent, which a tenant's lawyer would flag under lease.renewal_option (an option whose rent is left open is little
 * more than an agreement to agree); it now names the open market rent, agreed or fixed by an independent surveyor. The
 * writer's eight doubts were kept as fair: moral rights kept and asserted against modification hollow out the
 * customer's ownership of deliverables (msa.ip_ownership; no other MSA check covers them); the landlord's discretion
 * over the sum insured, the whole premium on the tenant, no reinstatement and rent running on are the insurance
 * allocation a tenant's lawyer reviews (lease.insurance, whose preferred tier has a fair share of the premium); the
 * lease check's preferred tier itself says the landlord may not end the lease early except for an uncured breach, which
 * is what irritancy for any breach without warning or remedy does (lease.termination_for_convenience); an IP indemnity
 * lost by any late invoice or any breach is largely illusory (saas.indemnification); the territory pair carries its
 * own preamble on both sides, so the intended territory is in the text (license.grant_scope); the conversion-fee twin
 * (one-way, 3 months, 15 %, general advertisements excepted) binds the client less than the fallback's 12 months and
 * quarter of salary, and the check's subject is the client being bound (consulting.non_solicitation); a salary "to be
 * confirmed by the Employer after commencement" is not stated, which is the check's whole question
 * (employment.compensation); the bar on developing in the field is inside nda.independent_development, whose
 * preferred tier says each party remains free to develop similar products. Scored again once after the audit (README).
 */
import type { AdverseCase } from './cases.js';
import { bad, badOrMissing, fill, good } from './sides.js';

// ---------------------------------------------------------------- whole documents ----------------------------------

const UNIVERSITY_NDA = `CONFIDENTIALITY AGREEMENT (RESEARCH COLLABORATION)

This Agreement is made on 14 January 2026 between THE UNIVERSITY COURT OF THE UNIVERSITY OF ABERLADY, a charitable body whose principal office is at Old College, Aberlady ("the University"), and HALDANE BIOSENSORS LIMITED, a company registered in England with number 11223344 ("Haldane"), each a "Party".

BACKGROUND
The Parties wish to exchange information in order to scope a joint research project on printed glucose sensors, to be led for the University by Professor M. Okafor (the "Purpose").

1. DEFINITIONS
1.1 "Confidential Information" means {{DEFINITION}}
1.2 "Recipient" means the Party receiving Confidential Information and "Discloser" the Party disclosing it.

2. OBLIGATIONS
2.1 The Recipient shall keep the Discloser's Confidential Information secret, shall use it only for the Purpose, and shall disclose it only to those of its employees and researchers who need to know it for the Purpose and who are bound by obligations of confidence no less strict than these.
2.2 The Recipient shall be responsible for any act or omission of a person to whom it discloses Confidential Information as if it were its own.

3. EXCEPTIONS
The obligations in clause 2 do not apply to information which (a) is or becomes public other than through a breach of this Agreement; (b) was lawfully known to the Recipient before disclosure; (c) is received lawfully from a third party free of any duty of confidence; or (d) is developed independently by the Recipient without use of the Discloser's Confidential Information.

4. PUBLICATION
Nothing in this Agreement prevents the University from publishing the results of its own research, provided that it gives Haldane thirty (30) days to review any proposed publication and removes any of Haldane's Confidential Information identified by Haldane.

5. RETURN
On written request the Recipient shall return or destroy the Discloser's Confidential Information and confirm in writing that it has done so, save for one archival copy kept by its legal adviser.

6. DURATION
This Agreement lasts for two (2) years from its date, and the obligations in clause 2 continue for five (5) years after it ends.

7. NO LICENCE
Nothing in this Agreement grants the Recipient any licence or right in the Discloser's Confidential Information or intellectual property.

8. LAW
This Agreement is governed by the law of Scotland, and the Parties submit to the exclusive jurisdiction of the Scottish courts.

Signed for the University: ____________   Signed for Haldane: ____________
`;

const ONTARIO_SUPPLY = `SUPPLY AND SERVICES AGREEMENT

THIS AGREEMENT is made as of the 2nd day of March, 2026,

BETWEEN: GREY BRUCE ORCHARDS CO-OPERATIVE INC., a co-operative corporation incorporated under the laws of Ontario (the "Customer")

AND: LAKEHEAD COLD CHAIN SYSTEMS LTD., a corporation incorporated under the Business Corporations Act (Ontario) (the "Supplier")

1. SUPPLY. The Supplier shall supply, install and maintain the refrigerated storage equipment and monitoring services described in Schedule "A" (the "Services") at the Customer's packing facility in Owen Sound, Ontario.

2. TERM. This Agreement begins on the date above and continues for an initial term of five (5) years.

3. FEES. The Customer shall pay the fees in Schedule "B", plus applicable HST, within thirty (30) days after receipt of a proper invoice. The Customer may withhold any amount disputed in good faith.

4. WARRANTY. The Supplier warrants that the Services will be performed in a good and workmanlike manner by qualified personnel, and that the equipment will be free of defects for twenty-four (24) months after installation.

5. CONFIDENTIALITY. Each party shall keep confidential the other party's confidential information and use it only for this Agreement, during the term and for three (3) years afterwards.

6. LIABILITY. Each party's aggregate liability under this Agreement is limited to the fees paid or payable in the twelve (12) months before the event giving rise to the claim, except for breach of section 5 and for fraud or wilful misconduct.

7. TERMINATION.
7.1 Either party may terminate this Agreement if the other commits a material breach and does not cure it within thirty (30) days of written notice.
7.2 {{CONVENIENCE}}

8. GENERAL. This Agreement is governed by the laws of the Province of Ontario and the federal laws of Canada applicable therein. Any amendment must be in writing and signed by both parties.
`;

const SINGAPORE_SAAS = `# Subscription Agreement

**Merlion Ledger Pte. Ltd.** (UEN 201912345K), 1 Fusionopolis Way, Singapore 138632 ("**Provider**")
and **Tanjong Pagar Logistics Pte. Ltd.** (UEN 200800123M) ("**Customer**")

## 1. Subscription
1.1 Provider grants Customer a non-exclusive right for its users to access the Merlion Ledger accounting platform (the "**Service**") during the Subscription Term stated in the Order Form.
1.2 Provider will make the Service available at least 99.9% of each calendar month, excluding scheduled maintenance notified five (5) business days in advance, and will credit 5% of the monthly fee for each 0.1% shortfall.

## 2. Customer Data
2.1 Customer owns all data it enters into the Service ("**Customer Data**"). Provider processes Customer Data only to provide the Service and in accordance with the Personal Data Protection Act 2012, protects it with industry-standard safeguards, notifies Customer of any data breach without undue delay, and deletes or returns it at the end of the Subscription Term at Customer's choice.

## 3. Fees
3.1 Fees are stated in the Order Form, are payable annually in advance, and are fixed for the Subscription Term.

## 4. Termination
4.1 Either party may terminate for the other's material breach not remedied within thirty (30) days of notice.
4.2 Provider may discontinue the Service on ninety (90) days' notice to all of its customers.

## 5. Refund of prepaid Fees
{{REFUND}}

## 6. Liability
6.1 Each party's total liability is limited to the Fees paid or payable in the twelve (12) months before the claim, save for breach of confidentiality, indemnities and wilful default.

## 7. Governing law
7.1 This Agreement is governed by the laws of Singapore, and disputes shall be resolved by arbitration at the Singapore International Arbitration Centre.
`;

const FRENCH_LICENCE = `SOFTWARE LICENCE CONTRACT

BETWEEN THE UNDERSIGNED:

The company LOGICIELS DU RHÔNE SAS, with a capital of 250,000 euros, registered at the RCS of Lyon under number 812 345 678, having its seat at 45 quai Perrache, 69002 Lyon, represented by its President, hereinafter "the Licensor",

AND:

The company BOULANGERIES MARCEAU SA, registered at the RCS of Dijon under number 398 765 432, hereinafter "the Licensee",

IT HAS BEEN AGREED AS FOLLOWS:

Article 1 - Object
The present contract has for object to define the conditions in which the Licensor concedes to the Licensee a right of use of the software "PÉTRIN" for management of production and stocks (the "Software").

Article 2 - Extent of the licence
The Licensor concedes to the Licensee a non-exclusive and non-transferable right to install and use the Software, in object code, for the needs of all its bakeries and of its subsidiaries, in France and in all the countries where they exercise their activity.

Article 3 - Price
The annual fee is fixed at 48,000 euros excluding taxes, payable at the start of each contractual year. The fee is fixed for the initial period.

Article 4 - Guarantee
The Licensor guarantees that the Software is conform to its documentation during ninety (90) days from its installation and engages to correct, replace or reimburse it in case of non-conformity.

Article 5 - Duration
{{DURATION}}

Article 6 - Confidentiality
Each party engages to keep confidential the information of the other party of which it has knowledge on the occasion of the contract, during the contract and three (3) years after its end.

Article 7 - Attribution of jurisdiction
The present contract is submitted to French law. Any litigation will be of the competence of the Commercial Court of Lyon.

Done at Lyon, in two originals.
`;

const SA_SERVICES = `SERVICES AGREEMENT

entered into between

UMHLABA FRESH PRODUCE (PTY) LTD
(Registration number 2011/123456/07)
("the Client")

and

KAROO DIGITAL SOLUTIONS CC
(Registration number 2004/098765/23)
("the Service Provider")

1. INTERPRETATION
In this Agreement "Deliverables" means the warehouse management configuration, reports and interfaces described in Annexure A; "Services" means the services described in Annexure A; and "Fees" means the fees set out in Annexure B.

2. APPOINTMENT
The Client appoints the Service Provider, which accepts the appointment, to render the Services with effect from the Signature Date.

3. PAYMENT
The Client shall pay each valid tax invoice within thirty (30) days of statement. Amounts disputed in good faith may be withheld pending resolution.

4. WARRANTIES
{{WARRANTY}}

5. CONFIDENTIALITY
Each party shall keep the other's confidential information secret during this Agreement and for three (3) years after its termination.

6. INTELLECTUAL PROPERTY
The Deliverables shall vest in the Client on payment. The Service Provider retains its pre-existing tools and grants the Client a perpetual, royalty-free licence to use them with the Deliverables.

7. LIMITATION OF LIABILITY
Each party's total liability is limited to the Fees paid or payable in the twelve (12) months preceding the claim, save for breach of clause 5, fraud and wilful misconduct.

8. BREACH
Should either party breach this Agreement and fail to remedy the breach within fourteen (14) days of written notice, the aggrieved party may cancel this Agreement and claim damages.

9. GOVERNING LAW
This Agreement is governed by the laws of the Republic of South Africa. The parties consent to the jurisdiction of the Western Cape Division of the High Court, Cape Town.

10. WHOLE AGREEMENT
This Agreement is the whole agreement between the parties. No variation is of force or effect unless reduced to writing and signed by both parties.
`;

const STAFFING_TERMS = `STAFFING SERVICES AGREEMENT - CONSULTING TERMS

These terms are agreed between Bridgeport Technical Staffing, LLC, an Ohio limited liability company ("Bridgeport"), and Corvallis Medical Devices, Inc. ("Client").

1. Services. Bridgeport will furnish consultants ("Assigned Personnel") to perform the engineering services described in each Assignment Order. Bridgeport is an independent contractor, employs the Assigned Personnel, and is solely responsible for their wages, payroll taxes, benefits and workers' compensation coverage. Assigned Personnel have no authority to bind Client.

2. Timesheets and payment. Assigned Personnel will submit weekly timesheets for Client approval. Bridgeport will invoice weekly, and Client will pay each undisputed invoice within thirty (30) days after receipt.

3. Work product. All work product created by Assigned Personnel in the course of an Assignment belongs to Client, and Bridgeport assigns all rights in it to Client.

4. Confidentiality. Each party will keep confidential the non-public information of the other party and use it only to perform or receive the services, during the term and for three (3) years afterwards.

5. Assigned Personnel. {{PERSONNEL}}

6. Insurance. Bridgeport will maintain commercial general liability insurance of at least $1,000,000 per occurrence and professional liability insurance of at least $2,000,000, and will provide certificates on request.

7. Term. This Agreement continues until ended by either party on thirty (30) days' written notice.

8. Governing law. This Agreement is governed by the laws of the State of Oregon.
`;

const AUSTRALIAN_EMPLOYMENT = `LETTER OF OFFER AND CONTRACT OF EMPLOYMENT

Employer: Southern Cross Mining Services Pty Ltd (ABN 12 345 678 901) ("we", "us", the "Employer")
Employee: Ms Jasmine Nguyen ("you")
Position: Senior Maintenance Planner, Kalgoorlie operations
Commencement: 2 March 2026
Industrial instrument: the Southern Cross Maintenance Enterprise Agreement 2024 (the "EA") applies to your employment. Where this contract is more generous than the EA, this contract prevails.

1. Remuneration. Your base salary is $148,000 per annum plus superannuation at the statutory rate, paid fortnightly in arrears by electronic transfer.

2. Hours. Your ordinary hours are 38 per week on a 2-week-on, 1-week-off roster, plus reasonable additional hours.

3. Leave. You are entitled to leave in accordance with the National Employment Standards (the "NES") and the EA.

4. Confidentiality. You must not, during or after your employment, use or disclose our confidential information, including maintenance schedules, contract pricing and client information, except in performing your duties.

5. Intellectual property. All intellectual property you create in the course of your employment vests in us on creation, and you will sign any document we reasonably request to confirm this.

6. Ending your employment.
6.1 {{NOTICE}}
6.2 We may terminate your employment without notice for serious misconduct.

7. Law. This contract is governed by the laws of Western Australia.
`;

const SCOTTISH_LEASE = `LEASE

between

CALEDONIAN RETAIL PROPERTIES LIMITED, incorporated under the Companies Acts (Company Number SC123456) and having their Registered Office at 10 Charlotte Square, Edinburgh EH2 4DR ("the Landlord")

and

MACLEOD & FRASER OPTICIANS LIMITED (Company Number SC654321) ("the Tenant")

1. LET. The Landlord lets to the Tenant the shop premises at 41 High Street, Perth PH1 5TJ ("the Premises") for the period from 28 May 2026 ("the Date of Entry") until 27 May 2036 ("the Ish").

2. RENT. The Tenant shall pay a yearly rent of FORTY-TWO THOUSAND POUNDS (£42,000) by equal quarterly instalments in advance on the usual quarter days, namely 28 February, 28 May, 28 August and 28 November.

3. REPAIR. The Landlord shall keep the roof, structure and exterior of the building in good and substantial repair. The Tenant shall keep the interior of the Premises in good decorative order, fair wear and tear excepted.

4. INSURANCE. The Landlord shall insure the building for its full reinstatement value and the Tenant shall pay a fair proportion of the premium. The Tenant shall insure its stock and contents and maintain public liability insurance.

5. ASSIGNATION. The Tenant may assign or sublet with the Landlord's consent, which shall not be unreasonably withheld or delayed.

6. TENANT'S BREAK. The Tenant may bring this Lease to an end on the fifth anniversary of the Date of Entry by giving the Landlord not less than six (6) months' written notice.

7. IRRITANCY. {{IRRITANCY}}

8. LAW. This Lease is governed by the law of Scotland. The parties consent to registration of this Lease for preservation and execution.

IN WITNESS WHEREOF these presents are subscribed as follows:
`;

// ---------------------------------------------------------------- the 41 ------------------------------------------

export const HOLDOUT12: AdverseCase[] = [
  // NDA
  {
    id: 'h12-nda-doc-university-definition-excludes-oral-and-site-visit-disclosures-or-includes-them',
    pattern: 'position',
    type: 'nda',
    check: 'nda.oral_information_included',
    adverse: bad(fill(UNIVERSITY_NDA, 'DEFINITION', `all scientific, technical and commercial information relating to the Purpose that the Discloser provides to the Recipient in documentary or electronic form. Information communicated orally, in meetings or during laboratory visits is not Confidential Information, even if it is later written down.`)),
    benign: good(fill(UNIVERSITY_NDA, 'DEFINITION', `all scientific, technical and commercial information relating to the Purpose that the Discloser provides to the Recipient in documentary or electronic form, and information communicated orally, in meetings or during laboratory visits, whether or not it is later written down.`)),
  },
  {
    id: 'h12-nda-publicity-either-party-free-to-announce-the-talks-and-terms-or-neither-without-consent',
    pattern: 'polarity',
    type: 'nda',
    check: 'nda.confidentiality_of_agreement',
    adverse: bad(`9. Announcements. The existence of this Agreement, its terms and the fact that the parties are discussing a possible collaboration are not Confidential Information, and either party may refer to them in press releases, investor presentations and marketing material without the other's consent.`),
    benign: good(`9. Announcements. The existence of this Agreement, its terms and the fact that the parties are discussing a possible collaboration are Confidential Information, and neither party may refer to them in press releases, investor presentations and marketing material without the other's prior written consent, unless required by law or stock exchange rules.`),
  },
  {
    id: 'h12-nda-later-clause-switches-off-independent-development-for-the-whole-field-or-requires-records',
    pattern: 'disapplied',
    type: 'nda',
    check: 'nda.independent_development',
    adverse: bad(`3.2 Confidential Information does not include information that (a) is or becomes publicly available other than through the Recipient's breach; (b) was in the Recipient's lawful possession before disclosure; (c) is lawfully obtained from a third party without restriction; or (d) is independently developed by the Recipient without reference to the Discloser's information.

4.4 Battery chemistry. Given the nature of the Project, clause 3.2(d) shall not apply to any information, formulation, process or product relating to lithium-sulphur cell chemistry, and the Recipient shall not develop or commercialise any such formulation, process or product during the term of this Agreement or for three (3) years afterwards.`),
    benign: good(`3.2 Confidential Information does not include information that (a) is or becomes publicly available other than through the Recipient's breach; (b) was in the Recipient's lawful possession before disclosure; (c) is lawfully obtained from a third party without restriction; or (d) is independently developed by the Recipient without reference to the Discloser's information.

4.4 Battery chemistry. Given the nature of the Project, clause 3.2(d) shall apply to information, formulations, processes or products relating to lithium-sulphur cell chemistry only where the Recipient can show the independent development by contemporaneous written records, and nothing in this Agreement prevents either party from developing or commercialising its own such formulations, processes or products.`),
  },
  {
    id: 'h12-nda-samples-may-be-disassembled-and-reverse-engineered-or-tested-but-not-taken-apart',
    pattern: 'polarity',
    type: 'nda',
    check: 'nda.no_reverse_engineering',
    adverse: bad(`6. Samples. Each party may supply the other with prototype controller boards and firmware images ("Samples"). The Recipient may test and analyse the Samples for the Purpose and, for that purpose, may disassemble them, decompile the firmware and reverse engineer their design; any knowledge so obtained may be retained by the Recipient.`),
    benign: good(`6. Samples. Each party may supply the other with prototype controller boards and firmware images ("Samples"). The Recipient may test and analyse the Samples for the Purpose but shall not disassemble them, decompile the firmware or reverse engineer their design, nor permit anyone else to do so.`),
  },
  {
    id: 'h12-nda-ontario-damages-sole-remedy-injunctions-waived-or-injunction-without-bond',
    pattern: 'position',
    type: 'nda',
    check: 'nda.injunctive_relief',
    adverse: bad(`11. Remedies. The parties agree that monetary damages are an adequate remedy for any breach of this Agreement. Each party irrevocably waives any right to seek an injunction, interim or interlocutory order or other equitable relief in respect of a breach or threatened breach, and damages shall be the sole and exclusive remedy.`),
    benign: good(`11. Remedies. The parties agree that monetary damages may not be an adequate remedy for a breach of this Agreement. Each party may seek an injunction, interim or interlocutory order or other equitable relief in respect of a breach or threatened breach from the Ontario Superior Court of Justice, without posting a bond, in addition to damages and any other remedy.`),
  },
  {
    id: 'h12-nda-general-clause-caps-liability-for-unauthorised-disclosure-at-ten-thousand-or-only-excludes-indirect-loss',
    pattern: 'position',
    type: 'nda',
    check: 'nda.liability_not_limited',
    adverse: bad(`14. General.
14.1 Notices shall be given in writing to the addresses on the first page.
14.2 Neither party's aggregate liability arising out of or in connection with this Agreement, including any unauthorised use or disclosure of Confidential Information, shall exceed ten thousand Canadian dollars (CAD 10,000).
14.3 This Agreement may be signed in counterparts.`),
    benign: good(`14. General.
14.1 Notices shall be given in writing to the addresses on the first page.
14.2 Neither party shall be liable for any indirect or consequential loss arising out of or in connection with this Agreement; direct losses caused by any unauthorised use or disclosure of Confidential Information remain recoverable in full and are not subject to any cap.
14.3 This Agreement may be signed in counterparts.`),
  },
  // MSA
  {
    id: 'h12-msa-doc-ontario-convenience-exit-only-after-third-year-and-only-on-paying-the-rest-or-thirty-days',
    pattern: 'position',
    type: 'msa',
    check: 'msa.termination_for_convenience',
    adverse: bad(fill(ONTARIO_SUPPLY, 'CONVENIENCE', `The Customer may terminate this Agreement for convenience only if the third anniversary of this Agreement has passed, and only after it has given twelve (12) months' written notice and paid the Supplier all fees that would have been payable for the remainder of the initial term.`)),
    benign: good(fill(ONTARIO_SUPPLY, 'CONVENIENCE', `The Customer may terminate this Agreement for convenience at any time on thirty (30) days' written notice, and shall then pay the Supplier only the fees for Services performed up to the termination date.`)),
  },
  {
    id: 'h12-msa-pdf-extracted-state-purchase-contract-cap-at-thirty-days-of-payments-or-twice-the-contract-price',
    pattern: 'layout',
    type: 'msa',
    check: 'msa.limitation_of_liability',
    adverse: bad(`STATE OF NEW HAMPSHIRE - DEPARTMENT OF ADMINISTRATIVE SERVICES          Contract 2026-114
PURCHASE AND SERVICES CONTRACT - GENERAL PROVISIONS                          Page 7 of 12

   14.  LIMITATION OF LIABILITY.  The total liability of
        the Contractor to the State for all claims arising
        under or relating to this Contract, whether in
        contract, tort or otherwise, shall not exceed the
        amounts actually paid to the Contractor under the
        Purchase Order giving rise to the claim during the
        thirty (30) days immediately preceding the claim.
        The State's liability is limited as provided by
        State law.

Contractor Initials ______                                     Date ______
`),
    benign: good(`STATE OF NEW HAMPSHIRE - DEPARTMENT OF ADMINISTRATIVE SERVICES          Contract 2026-114
PURCHASE AND SERVICES CONTRACT - GENERAL PROVISIONS                          Page 7 of 12

   14.  LIMITATION OF LIABILITY.  The total liability of
        each party for all claims arising under or relating
        to this Contract, whether in contract, tort or
        otherwise, shall not exceed two (2) times the total
        Contract Price, except that this limit does not
        apply to bodily injury, damage to property,
        breach of confidentiality or the Contractor's
        indemnification obligations.

Contractor Initials ______                                     Date ______
`),
  },
  {
    id: 'h12-msa-supplier-may-transfer-to-any-asset-buyer-or-financier-or-only-to-a-whole-business-successor',
    pattern: 'position',
    type: 'msa',
    check: 'msa.assignment',
    adverse: bad(`22. Successors and assigns. This Agreement binds and benefits the parties and their respective successors and permitted assigns. Customer may not assign this Agreement without Supplier's prior written consent. Supplier may assign or novate this Agreement, in whole or in part, without Customer's consent, to any purchaser of any of its assets, to any lender or financing party, or to any other person, by written notice to Customer.`),
    benign: good(`22. Successors and assigns. This Agreement binds and benefits the parties and their respective successors and permitted assigns. Neither party may assign this Agreement without the other party's prior written consent, except that either party may assign it in whole, by written notice, to a successor to all or substantially all of its business by merger or sale, provided the successor agrees in writing to be bound by it.`),
  },
  {
    id: 'h12-msa-supplier-may-use-customer-confidential-information-for-any-business-purpose-or-only-for-the-services',
    pattern: 'override',
    type: 'msa',
    check: 'msa.confidentiality',
    adverse: bad(`9.1 Each party shall hold the other party's Confidential Information in confidence during the Term and for five (5) years afterwards.
9.2 Notwithstanding Section 9.1, Supplier may use Customer's Confidential Information for any purpose connected with Supplier's business, and may disclose it to Supplier's Affiliates, subcontractors, business partners and prospective investors, whether or not they are bound by obligations of confidentiality.`),
    benign: good(`9.1 Each party shall hold the other party's Confidential Information in confidence during the Term and for five (5) years afterwards.
9.2 Subject to Section 9.1, Supplier may use Customer's Confidential Information only to perform the Services, and may disclose it only to Supplier's Affiliates and subcontractors who need to know it for that purpose and are bound by obligations of confidentiality no less protective than this Section 9.`),
  },
  {
    id: 'h12-msa-ip-indemnity-only-for-claims-made-in-the-ninety-day-warranty-period-or-at-any-time',
    pattern: 'position',
    type: 'msa',
    check: 'msa.indemnification',
    adverse: bad(`15.1 Supplier shall defend Customer against any third-party claim alleging that the Deliverables infringe a patent, copyright or trade secret, and shall pay any damages finally awarded, provided that the claim is first made against Customer within the Warranty Period.
15.2 "Warranty Period" means the period of ninety (90) days after delivery of the relevant Deliverable. Supplier has no obligation under Section 15.1 for any claim first made after the Warranty Period.`),
    benign: good(`15.1 Supplier shall defend Customer against any third-party claim alleging that the Deliverables infringe a patent, copyright or trade secret, and shall pay any damages finally awarded, whether the claim is made during or after the Warranty Period.
15.2 "Warranty Period" means the period of ninety (90) days after delivery of the relevant Deliverable. The Warranty Period limits only Supplier's obligation to correct defects, not its obligations under Section 15.1.`),
  },
  {
    id: 'h12-msa-ontario-copyright-assigned-but-moral-rights-kept-and-asserted-against-changes-or-waived',
    pattern: 'override',
    type: 'msa',
    check: 'msa.ip_ownership',
    adverse: bad(`10. Intellectual Property. The Supplier assigns to the Customer all copyright in the Deliverables upon creation. The Supplier's personnel retain all of their moral rights in the Deliverables under the Copyright Act (Canada), and the Customer shall not modify, adapt, translate or combine any Deliverable with other works, or use it without attribution, unless the author of that Deliverable consents in writing.`),
    benign: good(`10. Intellectual Property. The Supplier assigns to the Customer all copyright in the Deliverables upon creation. The Supplier shall obtain from each of its personnel a written waiver, in favour of the Customer and its licensees, of all moral rights in the Deliverables under the Copyright Act (Canada), so that the Customer may modify, adapt, translate or combine any Deliverable with other works, with or without attribution.`),
  },
  // SaaS
  {
    id: 'h12-saas-markdown-doc-singapore-refund-only-as-credits-if-claimed-within-five-days-or-cash-refund',
    pattern: 'markup',
    type: 'saas',
    check: 'saas.refunds',
    adverse: bad(fill(SINGAPORE_SAAS, 'REFUND', `5.1 If Provider discontinues the Service under clause 4.2, or Customer terminates for Provider's breach under clause 4.1, Customer may request a refund of prepaid Fees for the unexpired part of the Subscription Term. The refund will be given only as service credits usable against other Provider products within six (6) months, and only if Customer's written request reaches Provider within five (5) days after termination; otherwise all prepaid Fees are forfeited.`)),
    benign: good(fill(SINGAPORE_SAAS, 'REFUND', `5.1 If Provider discontinues the Service under clause 4.2, or Customer terminates for Provider's breach under clause 4.1, Provider will refund to Customer the prepaid Fees for the unexpired part of the Subscription Term. The refund will be paid in Singapore dollars to Customer's nominated bank account within thirty (30) days after termination, without any request being needed.`)),
  },
  {
    id: 'h12-saas-html-price-table-renewal-uplift-twenty-five-percent-or-capped-at-cpi-and-five',
    pattern: 'markup',
    type: 'saas',
    check: 'saas.price_increases',
    adverse: bad(`<h3>Schedule 2 - Subscription Fees</h3>
<table>
  <tr><th>Item</th><th>Initial Term (24 months)</th><th>Each Renewal Term</th></tr>
  <tr><td>Platform fee</td><td>SGD 60,000 per year</td><td>Fees for the preceding term plus 25%</td></tr>
  <tr><td>Additional users</td><td>SGD 40 per user per month</td><td>Provider's list price at renewal</td></tr>
</table>
<p>Fees are fixed for the Initial Term. Renewal fees apply automatically without further notice.</p>`),
    benign: good(`<h3>Schedule 2 - Subscription Fees</h3>
<table>
  <tr><th>Item</th><th>Initial Term (24 months)</th><th>Each Renewal Term</th></tr>
  <tr><td>Platform fee</td><td>SGD 60,000 per year</td><td>Fees for the preceding term plus the lower of 5% and the change in Singapore CPI</td></tr>
  <tr><td>Additional users</td><td>SGD 40 per user per month</td><td>Same increase as the platform fee</td></tr>
</table>
<p>Fees are fixed for the Initial Term. Renewal fees apply on sixty (60) days' prior written notice.</p>`),
  },
  {
    id: 'h12-saas-scheduled-maintenance-defined-as-any-notified-downtime-or-four-hours-a-month-off-peak',
    pattern: 'reference',
    type: 'saas',
    check: 'saas.service_levels',
    adverse: bad(`7.1 Provider shall ensure that the Service is Available at least 99.9% of each calendar month, excluding Scheduled Maintenance. For each 0.1% shortfall, Customer receives a service credit of 5% of the monthly fee, and Customer may terminate if Availability falls below 99.0% in any two months of a twelve-month period.
7.2 "Scheduled Maintenance" means any period during which the Service is unavailable and of which Provider has notified Customer by any means (including by a banner on the Service) before or during the unavailability, including emergency maintenance and outages at Provider's hosting provider.`),
    benign: good(`7.1 Provider shall ensure that the Service is Available at least 99.9% of each calendar month, excluding Scheduled Maintenance. For each 0.1% shortfall, Customer receives a service credit of 5% of the monthly fee, and Customer may terminate if Availability falls below 99.0% in any two months of a twelve-month period.
7.2 "Scheduled Maintenance" means up to four (4) hours in a calendar month, between 00:00 and 04:00 Singapore time on a Sunday, of which Provider has given Customer at least five (5) business days' written notice; emergency maintenance and outages at Provider's hosting provider are not Scheduled Maintenance.`),
  },
  {
    id: 'h12-saas-provider-confidentiality-ends-at-termination-customers-lasts-five-years-or-both-five-years',
    pattern: 'role',
    type: 'saas',
    check: 'saas.confidentiality',
    adverse: bad(`11. Confidentiality. Each party shall keep confidential the other party's Confidential Information and use it only for the purposes of this Agreement. Provider's obligations under this clause 11 end on the expiry or termination of this Agreement; Customer's obligations under this clause 11 continue for five (5) years after expiry or termination.`),
    benign: good(`11. Confidentiality. Each party shall keep confidential the other party's Confidential Information and use it only for the purposes of this Agreement. Provider's obligations under this clause 11 and Customer's obligations under this clause 11 both continue for five (5) years after expiry or termination, and for trade secrets for as long as they remain trade secrets.`),
  },
  {
    id: 'h12-saas-ip-indemnity-only-if-customer-never-paid-late-or-only-on-prompt-notice',
    pattern: 'position',
    type: 'saas',
    check: 'saas.indemnification',
    adverse: bad(`12.1 Provider shall defend Customer against any claim by a third party that the Service infringes that third party's intellectual property rights, and shall indemnify Customer against any damages and costs awarded.
12.2 Clause 12.1 applies only if Customer has paid every invoice under this Agreement by its due date throughout the Subscription Term and is not in breach of any provision of this Agreement when the claim is made.`),
    benign: good(`12.1 Provider shall defend Customer against any claim by a third party that the Service infringes that third party's intellectual property rights, and shall indemnify Customer against any damages and costs awarded.
12.2 Clause 12.1 applies provided that Customer notifies Provider of the claim promptly, gives Provider control of its defence and settlement, and provides reasonable cooperation at Provider's expense.`),
  },
  // Licence
  {
    id: 'h12-licence-doc-french-tacit-reconduction-for-three-years-denounced-six-months-ahead-or-yearly-at-any-time',
    pattern: 'position',
    type: 'license',
    check: 'license.auto_renewal',
    adverse: bad(fill(FRENCH_LICENCE, 'DURATION', `The present contract is concluded for an initial period of one (1) year from the date of signature. It is then renewed by tacit reconduction for successive periods of three (3) years, except denunciation by either party by registered letter with acknowledgement of receipt addressed at the latest six (6) months before the end of the period in course.`)),
    benign: good(fill(FRENCH_LICENCE, 'DURATION', `The present contract is concluded for an initial period of one (1) year from the date of signature. It is then renewed by tacit reconduction for successive periods of one (1) year, except denunciation by either party by registered letter with acknowledgement of receipt, which may be addressed at any moment and takes effect at the end of the period in course, or thirty (30) days after its receipt if later.`)),
  },
  {
    id: 'h12-licence-french-firm-period-of-five-years-licensee-cannot-resiliate-or-may-on-one-month',
    pattern: 'polarity',
    type: 'license',
    check: 'license.termination_for_convenience',
    adverse: bad(`Article 9 - Resiliation
The present contract is concluded for a firm and irrevocable period of five (5) years. The Licensee renounces to resiliate it before its term for any reason other than a grave fault of the Licensor, and all fees of the firm period remain due in case of anticipated rupture.`),
    benign: good(`Article 9 - Resiliation
The present contract is concluded for a period of five (5) years. The Licensee may resiliate it before its term, without having to justify any reason, by registered letter with acknowledgement of receipt with a notice of one (1) month, and only fees for the period already elapsed remain due.`),
  },
  {
    id: 'h12-licence-french-territory-confined-to-metropolitan-france-though-licensee-trades-abroad-or-all-its-countries',
    pattern: 'position',
    type: 'license',
    check: 'license.grant_scope',
    adverse: bad(`Preamble: The Licensee exploits a network of 140 bakeries in France, Belgium, Switzerland and Spain, and wishes to equip all of them with the Software.

Article 2 - Extent of the licence
The Licensor concedes to the Licensee a non-exclusive right to use the Software exclusively on the territory of metropolitan France, on a maximum of twenty (20) work stations, and for the sole needs of the head office of the Licensee. Any use outside of this territory or by the subsidiaries of the Licensee is forbidden.`),
    benign: good(`Preamble: The Licensee exploits a network of 140 bakeries in France, Belgium, Switzerland and Spain, and wishes to equip all of them with the Software.

Article 2 - Extent of the licence
The Licensor concedes to the Licensee a non-exclusive right to use the Software on the territory of France, Belgium, Switzerland and Spain, on an unlimited number of work stations, and for the needs of the head office, the bakeries and the subsidiaries of the Licensee. Any use outside of these territories requires an amendment at the same tariff.`),
  },
  {
    id: 'h12-licence-french-only-licensee-bound-to-secrecy-licensor-free-with-licensee-recipes-or-both-bound',
    pattern: 'role',
    type: 'license',
    check: 'license.confidentiality',
    adverse: bad(`Article 11 - Confidentiality
The Licensee engages to keep strictly confidential the Software, its documentation and all information of the Licensor, during the contract and five (5) years after its end. The Licensor is free to use and communicate to third parties, in particular to its other clients, the recipes, production volumes and supplier prices of the Licensee of which it has knowledge on the occasion of the parameterisation of the Software.`),
    benign: good(`Article 11 - Confidentiality
Each party engages to keep strictly confidential the information of the other party, in particular the Software and its documentation for the Licensor and the recipes, production volumes and supplier prices of the Licensee of which the Licensor has knowledge on the occasion of the parameterisation of the Software, during the contract and five (5) years after its end.`),
  },
  // Services
  {
    id: 'h12-services-doc-south-african-deliverables-voetstoots-or-warranted-ninety-days',
    pattern: 'position',
    type: 'services',
    check: 'services.services_warranty',
    adverse: bad(fill(SA_SERVICES, 'WARRANTY', `4.1 The Services and the Deliverables are rendered and delivered voetstoots. The Service Provider gives no warranty, express or implied, as to their quality, fitness for purpose or freedom from defects, whether latent or patent, and the Client shall have no claim for any defect.`)),
    benign: good(fill(SA_SERVICES, 'WARRANTY', `4.1 The Services shall be rendered with reasonable skill and care by suitably qualified personnel, and the Deliverables shall conform to Annexure A for ninety (90) days after delivery; the Service Provider shall re-perform or refund any non-conforming part. The Deliverables are not sold voetstoots, and latent defects are covered.`)),
  },
  {
    id: 'h12-services-south-african-provider-may-cede-and-delegate-to-anyone-or-neither-without-consent',
    pattern: 'role',
    type: 'services',
    check: 'services.assignment',
    adverse: bad(`14. Cession and delegation. The Client may not cede any of its rights or delegate any of its obligations under this Agreement without the prior written consent of the Service Provider. The Service Provider may cede any of its rights, and delegate any of its obligations, under this Agreement to any third party without the consent of the Client.`),
    benign: good(`14. Cession and delegation. Neither party may cede any of its rights or delegate any of its obligations under this Agreement without the prior written consent of the other party, save that either party may cede and delegate the whole Agreement to the purchaser of the whole of its business as a going concern, on written notice.`),
  },
  {
    id: 'h12-services-kenyan-client-may-end-for-convenience-only-after-two-years-on-six-months-or-thirty-days',
    pattern: 'position',
    type: 'services',
    check: 'services.termination_for_convenience',
    adverse: bad(`16.3 Termination for convenience. The Client may terminate this Agreement for convenience only after the expiry of twenty-four (24) months from the Commencement Date, and only by giving the Service Provider not less than six (6) months' written notice, delivered by hand to the Service Provider's office in Westlands, Nairobi.`),
    benign: good(`16.3 Termination for convenience. The Client may terminate this Agreement for convenience at any time by giving the Service Provider not less than thirty (30) days' written notice, delivered by hand or by email to the Service Provider's office in Westlands, Nairobi, and shall pay for Services rendered up to the termination date.`),
  },
  {
    id: 'h12-services-kenyan-provider-may-show-client-information-to-funders-and-buyers-unbound-or-bound-need-to-know',
    pattern: 'override',
    type: 'services',
    check: 'services.confidentiality',
    adverse: bad(`12.1 Each party shall keep confidential all information of the other party obtained under this Agreement, during its term and for three (3) years afterwards.
12.2 Nothing in clause 12.1 prevents the Service Provider from disclosing this Agreement and any information relating to the Client, including its customer lists and transaction volumes, to the Service Provider's lenders, investors and prospective purchasers, who shall not be required to keep it confidential.`),
    benign: good(`12.1 Each party shall keep confidential all information of the other party obtained under this Agreement, during its term and for three (3) years afterwards.
12.2 Clause 12.1 does not prevent the Service Provider from disclosing the existence of this Agreement, but not any information relating to the Client, to the Service Provider's lenders, investors and prospective purchasers who need to know it and are bound by obligations of confidentiality no less strict than this clause 12.`),
  },
  // Consulting
  {
    id: 'h12-consulting-doc-staffing-assigned-personnel-not-bound-to-confidentiality-or-sign-undertakings',
    pattern: 'disapplied',
    type: 'consulting',
    check: 'consulting.confidentiality',
    adverse: bad(fill(STAFFING_TERMS, 'PERSONNEL', `Assigned Personnel are not parties to this Agreement and are not bound by Section 4. Bridgeport is not responsible for any use or disclosure of Client's information by Assigned Personnel, and Client shall not require Assigned Personnel to sign any confidentiality or non-disclosure agreement.`)),
    benign: good(fill(STAFFING_TERMS, 'PERSONNEL', `Assigned Personnel are not parties to this Agreement, but Bridgeport shall ensure that each of them signs a confidentiality undertaking at least as protective as Section 4 before starting work. Bridgeport is responsible for any use or disclosure of Client's information by Assigned Personnel as if it were its own.`)),
  },
  {
    id: 'h12-consulting-staffing-invoices-due-on-receipt-with-timesheets-deemed-approved-or-thirty-days',
    pattern: 'position',
    type: 'consulting',
    check: 'consulting.payment_terms',
    adverse: bad(`4. Invoicing. Consultant will invoice Client weekly for the hours on the approved timesheets. A timesheet not disputed by Client within twenty-four (24) hours is deemed approved. Each invoice is due and payable upon receipt, and Client may not withhold or set off any amount, including any amount it disputes.`),
    benign: good(`4. Invoicing. Consultant will invoice Client weekly for the hours on the approved timesheets. A timesheet not disputed by Client within five (5) business days is deemed approved. Each invoice is due and payable within thirty (30) days after receipt, and Client may withhold any amount it disputes in good faith.`),
  },
  {
    id: 'h12-consulting-work-product-defined-as-made-on-client-premises-in-scheduled-hours-or-wherever-made',
    pattern: 'reference',
    type: 'consulting',
    check: 'consulting.ip_ownership',
    adverse: bad(`7.1 All Work Product shall be owned by Client, and Consultant hereby assigns all rights in the Work Product to Client.
7.2 "Work Product" means the materials created by Consultant's personnel at Client's premises during the scheduled hours recorded on approved timesheets. Materials created remotely, outside scheduled hours or using Consultant's equipment are owned by Consultant, which grants Client a licence to use them during the term of the Assignment.`),
    benign: good(`7.1 All Work Product shall be owned by Client, and Consultant hereby assigns all rights in the Work Product to Client.
7.2 "Work Product" means the materials created by Consultant's personnel for Client in the course of an Assignment, whether at Client's premises or remotely, and whether within or outside the scheduled hours recorded on approved timesheets. Consultant keeps its pre-existing tools and grants Client a perpetual, royalty-free licence to use them with the Work Product.`),
  },
  {
    id: 'h12-consulting-staffing-conversion-fee-thirty-five-percent-for-two-years-or-none-after-three-months',
    pattern: 'position',
    type: 'consulting',
    check: 'consulting.non_solicitation',
    adverse: bad(`9. Conversion. If Client, or any affiliate of Client, employs or engages any Assigned Personnel, directly or through another agency, during an Assignment or within twenty-four (24) months after it ends, Client shall pay Consultant a conversion fee equal to thirty-five percent (35%) of that person's first-year annual compensation, and the same fee again for each further year in which that person remains engaged.`),
    benign: good(`9. Conversion. If Client employs any Assigned Personnel during an Assignment or within three (3) months after it ends, Client shall pay Consultant a conversion fee equal to fifteen percent (15%) of that person's first-year annual compensation. No fee is payable for hiring anyone after three (3) months, or anyone who responds to a general advertisement.`),
  },
  // Employment
  {
    id: 'h12-employment-doc-australian-employer-notice-six-months-plus-a-month-a-year-uncapped-or-nes-scale',
    pattern: 'position',
    type: 'employment',
    check: 'employment.notice_period',
    adverse: bad(fill(AUSTRALIAN_EMPLOYMENT, 'NOTICE', `You may resign by giving us two (2) weeks' written notice. We may terminate your employment by giving you six (6) months' written notice plus one (1) additional month for each completed year of service, with no maximum, or payment in lieu of that notice.`)),
    benign: good(fill(AUSTRALIAN_EMPLOYMENT, 'NOTICE', `Either party may terminate your employment by giving the other four (4) weeks' written notice, or five (5) weeks if you are over 45 and have completed at least two (2) years of service, in accordance with the NES, and we may make payment in lieu of that notice.`)),
  },
  {
    id: 'h12-employment-australian-summary-dismissal-only-after-ea-disputes-procedure-and-fwc-or-after-chance-to-respond',
    pattern: 'position',
    type: 'employment',
    check: 'employment.termination_for_cause',
    adverse: bad(`12. Serious misconduct. The Employer may terminate your employment without notice for serious misconduct, including theft, fraud, assault or being impaired by alcohol or drugs at work, but only after the matter has been dealt with in full under the dispute settlement procedure in clause 31 of the EA, including conciliation and arbitration by the Fair Work Commission, and the Commission has found that serious misconduct occurred.`),
    benign: good(`12. Serious misconduct. The Employer may terminate your employment without notice for serious misconduct, including theft, fraud, assault or being impaired by alcohol or drugs at work, after giving you an opportunity to respond to the allegations. Your rights under the dispute settlement procedure in clause 31 of the EA are not affected.`),
  },
  {
    id: 'h12-employment-confidential-information-excludes-what-the-employee-remembers-or-includes-it',
    pattern: 'reference',
    type: 'employment',
    check: 'employment.confidentiality',
    adverse: bad(`15.1 You must not, during or after your employment, use or disclose any Confidential Information except in the proper performance of your duties.
15.2 "Confidential Information" means information about the Employer's clients, pricing, tenders and processes that is recorded in documents or electronic files. Information that you retain in your unaided memory, including client names, contract rates and tender strategies, is not Confidential Information and may be used freely after your employment ends.`),
    benign: good(`15.1 You must not, during or after your employment, use or disclose any Confidential Information except in the proper performance of your duties.
15.2 "Confidential Information" means information about the Employer's clients, pricing, tenders and processes, whether recorded in documents or electronic files or retained in your unaided memory, including client names, contract rates and tender strategies, but not information that is publicly available other than through your breach.`),
  },
  // Lease
  {
    id: 'h12-lease-doc-scottish-irritancy-for-any-breach-without-warning-or-after-warning-notice-and-time-to-remedy',
    pattern: 'position',
    type: 'lease',
    check: 'lease.termination_for_convenience',
    adverse: bad(fill(SCOTTISH_LEASE, 'IRRITANCY', `If the rent or any other sum is unpaid on its due date, or if the Tenant breaches any other obligation under this Lease, however minor, the Landlord may at any time thereafter terminate this Lease by irritancy with immediate effect by written notice, without any prior warning notice or period for remedy, and the Tenant shall have no claim for compensation.`)),
    benign: good(fill(SCOTTISH_LEASE, 'IRRITANCY', `If the rent or any other sum remains unpaid twenty-one (21) days after the Landlord has served a written warning notice, or if the Tenant breaches any other material obligation and fails to remedy it within a reasonable period after written notice, the Landlord may terminate this Lease by irritancy. The Landlord has no other right to end this Lease before the Ish.`)),
  },
  {
    id: 'h12-lease-scottish-tacit-relocation-excluded-and-no-renewal-or-option-to-renew-before-the-ish',
    pattern: 'position',
    type: 'lease',
    check: 'lease.renewal_option',
    adverse: badOrMissing(`9. Expiry. This Lease shall terminate at the Ish without the need for any notice of termination, and tacit relocation is excluded. The Tenant shall have no right to remain in occupation or to any renewal or extension of this Lease, and any continued occupation after the Ish shall be at the Landlord's will on such terms as the Landlord may decide.`),
    benign: good(`9. Expiry and renewal. The Tenant may renew this Lease for a further term of five (5) years on the same terms, save that the rent for the further term shall be the open market rent agreed between the parties or, failing agreement, fixed by an independent surveyor, by giving the Landlord not less than six (6) months' written notice before the Ish. Subject to that, tacit relocation is excluded and this Lease shall terminate at the Ish without the need for any notice of termination.`),
  },
  {
    id: 'h12-lease-scottish-rent-payable-when-landlord-requires-or-on-the-quarter-days',
    pattern: 'position',
    type: 'lease',
    check: 'lease.rent',
    adverse: bad(`3. Rent. The Tenant shall pay to the Landlord the rent of such amount, at such times and in such instalments as the Landlord may from time to time require by written demand, together with Value Added Tax.`),
    benign: good(`3. Rent. The Tenant shall pay to the Landlord the rent of THIRTY-SIX THOUSAND POUNDS (£36,000) per annum by equal quarterly instalments in advance on the usual quarter days, 28 February, 28 May, 28 August and 28 November, together with Value Added Tax.`),
  },
  {
    id: 'h12-lease-cpi-defined-as-one-and-a-half-times-rpi-with-a-floor-or-the-published-index-capped',
    pattern: 'reference',
    type: 'lease',
    check: 'lease.rent_increases',
    adverse: bad(`5.1 On each anniversary of the Date of Entry the rent shall be increased by the CPI Percentage.
5.2 "CPI Percentage" means one and a half times the percentage increase in the Retail Prices Index over the preceding twelve (12) months, and in any event not less than four per cent (4%).`),
    benign: good(`5.1 On each anniversary of the Date of Entry the rent shall be increased by the CPI Percentage.
5.2 "CPI Percentage" means the percentage increase in the Consumer Prices Index published by the Office for National Statistics over the preceding twelve (12) months, and in any event not more than three per cent (3%).`),
  },
  {
    id: 'h12-lease-tenant-pays-premium-but-landlord-need-not-reinstate-and-rent-runs-on-or-reinstates-with-rent-suspended',
    pattern: 'position',
    type: 'lease',
    check: 'lease.insurance',
    adverse: bad(`8. Insurance. The Landlord shall insure the building against the Insured Risks in such amount as the Landlord thinks fit, and the Tenant shall pay the whole premium. The Landlord shall be under no obligation to apply the insurance monies in reinstating the building after damage or destruction, and the rent shall continue to be payable in full whether or not the Premises can be occupied.`),
    benign: good(`8. Insurance. The Landlord shall insure the building against the Insured Risks for its full reinstatement value, and the Tenant shall pay a fair proportion of the premium. The Landlord shall apply the insurance monies in reinstating the building after damage or destruction, and the rent shall be suspended while the Premises cannot be occupied. The Tenant insures its own contents and public liability.`),
  },
  // DPA
  {
    id: 'h12-dpa-hospital-annex-processor-may-depart-from-instructions-when-more-efficient-or-must-inform-and-wait',
    pattern: 'override',
    type: 'dpa',
    check: 'dpa.instructions',
    adverse: bad(`ANNEX 7 - DATA PROCESSING (Tender ref. STH-2026-031, St Hild's University Hospital)
A7.2 The Processor shall process Patient Data only on the documented instructions of the Hospital. Where the Processor reasonably considers that a processing not covered by those instructions would be more efficient or would improve its services, it may carry out that processing and shall inform the Hospital afterwards.`),
    benign: good(`ANNEX 7 - DATA PROCESSING (Tender ref. STH-2026-031, St Hild's University Hospital)
A7.2 The Processor shall process Patient Data only on the documented instructions of the Hospital. Where the Processor considers that a processing not covered by those instructions would be more efficient, or that an instruction infringes data protection law, it shall inform the Hospital immediately and shall not carry out that processing unless the Hospital instructs it in writing.`),
  },
  {
    id: 'h12-dpa-hospital-audit-once-every-three-years-on-ninety-days-by-processor-approved-auditor-or-yearly',
    pattern: 'position',
    type: 'dpa',
    check: 'dpa.audits',
    adverse: bad(`A7.9 Audit. The Hospital may audit the Processor's compliance with this Annex no more than once in any period of three (3) years, on not less than ninety (90) days' written notice, only through an independent auditor approved by the Processor in its discretion, and only if the Processor has not provided an ISO 27001 certificate in the previous thirty-six (36) months.`),
    benign: good(`A7.9 Audit. The Hospital may audit the Processor's compliance with this Annex once in any period of twelve (12) months, on not less than thirty (30) days' written notice, itself or through an independent auditor it mandates, and at any time following a Personal Data Breach; the Processor shall make available all information needed to demonstrate compliance.`),
  },
  {
    id: 'h12-dpa-tender-pack-precedence-processors-tender-response-beats-the-annex-or-annex-beats-it',
    pattern: 'override',
    type: 'dpa',
    check: 'dpa.precedence',
    adverse: bad(`1.4 Order of precedence. If there is any conflict or inconsistency between the documents forming the Contract, they shall prevail in the following order: (a) the Processor's Tender Response, including its standard data processing terms; (b) the Contract Conditions; (c) Annex 7 (Data Processing). This order applies to every matter, including the processing of Patient Data.`),
    benign: good(`1.4 Order of precedence. If there is any conflict or inconsistency between the documents forming the Contract, they shall prevail in the following order: (a) Annex 7 (Data Processing), including the Standard Contractual Clauses where they apply; (b) the Contract Conditions; (c) the Processor's Tender Response, including its standard data processing terms. Annex 7 prevails in every matter of the processing of Patient Data.`),
  },
  {
    id: 'h12-dpa-remote-support-access-deemed-not-a-transfer-or-treated-as-one-needing-consent-and-sccs',
    pattern: 'reference',
    type: 'dpa',
    check: 'dpa.international_transfers',
    adverse: bad(`A7.11 Transfers. The Processor shall not transfer Patient Data outside the European Economic Area without the Hospital's prior written consent. For the purposes of this Annex, remote access to Patient Data by the Processor's support personnel located in any country is not a transfer, and requires neither consent nor Standard Contractual Clauses.`),
    benign: good(`A7.11 Transfers. The Processor shall not transfer Patient Data outside the European Economic Area without the Hospital's prior written consent. For the purposes of this Annex, remote access to Patient Data by the Processor's support personnel located outside the European Economic Area is a transfer, and requires both that consent and the Standard Contractual Clauses.`),
  },
];

// ---------------------------------------------------------------- the ten more ------------------------------------

export const HOLDOUT12_EXTRA: AdverseCase[] = [
  {
    id: 'h12x-nda-university-may-share-with-all-staff-students-and-visitors-unbound-or-named-researchers-bound',
    pattern: 'position',
    type: 'nda',
    check: 'nda.sharing_with_employees',
    adverse: bad(`2.3 Sharing within the University. The University may make Haldane's Confidential Information available to any of its staff, students, visiting researchers and honorary appointees, whether or not they are working on the Purpose, and it shall not be necessary for any of them to be told that the information is confidential or to agree to keep it confidential.`),
    benign: good(`2.3 Sharing within the University. The University may make Haldane's Confidential Information available only to those of its staff, students, visiting researchers and honorary appointees who are working on the Purpose and need to know it, each of whom shall first be told that the information is confidential and agree in writing to keep it confidential.`),
  },
  {
    id: 'h12x-nda-information-from-third-parties-stays-confidential-if-about-the-disclosers-products-or-excluded',
    pattern: 'override',
    type: 'nda',
    check: 'nda.third_party_acquisition',
    adverse: bad(`3.3 Information received from third parties. Information that the Recipient receives from a third party is Confidential Information if it relates to the Discloser, its products or its customers, even if the third party was free to disclose it and owed no duty of confidentiality to the Discloser.`),
    benign: good(`3.3 Information received from third parties. Information that the Recipient receives from a third party is not Confidential Information, even if it relates to the Discloser, its products or its customers, provided the third party was free to disclose it and owed no duty of confidentiality to the Discloser.`),
  },
  {
    id: 'h12x-nda-university-granted-licence-to-teach-and-research-with-partner-information-or-no-licence',
    pattern: 'polarity',
    type: 'nda',
    check: 'nda.no_license_granted',
    adverse: bad(`7. Rights in information. The Recipient acquires no ownership of the Discloser's Confidential Information. However, Haldane grants the University a non-exclusive, perpetual, royalty-free licence to use Haldane's Confidential Information for academic research and teaching, including in student projects and theses.`),
    benign: good(`7. Rights in information. The Recipient acquires no ownership of the Discloser's Confidential Information, and Haldane grants the University no licence to use Haldane's Confidential Information for academic research and teaching, including in student projects and theses, or for anything other than the Purpose.`),
  },
  {
    id: 'h12x-licence-french-conformity-guaranteed-eight-days-then-paid-maintenance-or-ninety-days-with-correction',
    pattern: 'position',
    type: 'license',
    check: 'license.warranty',
    adverse: bad(`Article 8 - Guarantee
The Licensor guarantees the conformity of the Software to its documentation during a delay of eight (8) days from its delivery. Passed this delay, any anomaly will be corrected only in the frame of the maintenance contract, to subscribe separately at the tariff in force. The Licensor does not guarantee that the Software is exempt of viruses.`),
    benign: good(`Article 8 - Guarantee
The Licensor guarantees the conformity of the Software to its documentation during a delay of ninety (90) days from its delivery, and that it is exempt of viruses and malicious code. During this delay, any anomaly will be corrected, or the Software replaced, at the charge of the Licensor; failing this, the Licensor reimburses the fees paid.`),
  },
  {
    id: 'h12x-employment-australian-schedule-salary-to-be-confirmed-or-stated',
    pattern: 'reference',
    type: 'employment',
    check: 'employment.compensation',
    adverse: badOrMissing(`3. Remuneration. You will be paid the remuneration set out in Schedule 1, which is not less than the minimum rate for your classification under the EA.

SCHEDULE 1 - REMUNERATION
| Item | Detail |
|---|---|
| Classification | Level 5 (EA Schedule B) |
| Base salary | [To be confirmed by the Employer after commencement] |
| Pay cycle | [TBC] |`),
    benign: good(`3. Remuneration. You will be paid the remuneration set out in Schedule 1, which is not less than the minimum rate for your classification under the EA.

SCHEDULE 1 - REMUNERATION
| Item | Detail |
|---|---|
| Classification | Level 5 (EA Schedule B) |
| Base salary | $112,500 per annum plus superannuation at the statutory rate |
| Pay cycle | Fortnightly in arrears, by electronic transfer |`),
  },
  {
    id: 'h12x-employment-client-non-solicit-reaches-only-clients-the-employee-introduced-or-all-clients-dealt-with',
    pattern: 'position',
    type: 'employment',
    check: 'employment.non_solicit',
    adverse: bad(`18. Non-solicitation. For twelve (12) months after your employment ends you must not solicit or accept business from any client whom you personally introduced to the Employer before your employment began. You remain free to solicit any other client of the Employer, including clients you managed for the Employer, and to approach any of the Employer's employees.`),
    benign: good(`18. Non-solicitation. For twelve (12) months after your employment ends you must not solicit any client with whom you dealt on behalf of the Employer in your last twelve (12) months of employment, including clients you managed for the Employer, nor induce any of the Employer's employees with whom you worked to leave.`),
  },
  {
    id: 'h12x-dpa-hospital-assistance-with-subject-requests-in-sixty-days-at-fifteen-hundred-euros-each-or-in-five-days',
    pattern: 'position',
    type: 'dpa',
    check: 'dpa.assistance',
    adverse: bad(`A7.7 Assistance. The Processor shall assist the Hospital in responding to requests from patients exercising their rights under Chapter III of the GDPR, within sixty (60) days of the Hospital's request and for a fee of EUR 1,500 per request. The Processor has no obligation to assist with data protection impact assessments or consultations with the supervisory authority.`),
    benign: good(`A7.7 Assistance. The Processor shall assist the Hospital in responding to requests from patients exercising their rights under Chapter III of the GDPR, within five (5) working days of the Hospital's request and at no additional charge, and shall assist the Hospital with data protection impact assessments and consultations with the supervisory authority.`),
  },
  {
    id: 'h12x-services-kenyan-ip-indemnity-capped-at-fifty-thousand-shillings-or-outside-the-cap',
    pattern: 'override',
    type: 'services',
    check: 'services.indemnification',
    adverse: bad(`13.1 The Service Provider shall indemnify the Client against all claims by third parties that the Deliverables infringe their intellectual property rights, and all resulting losses, costs and damages.
13.2 The Service Provider's total liability under clause 13.1 shall not exceed Kenya Shillings Fifty Thousand (KES 50,000) in aggregate, notwithstanding anything in clause 14 (Limitation of Liability).`),
    benign: good(`13.1 The Service Provider shall indemnify the Client against all claims by third parties that the Deliverables infringe their intellectual property rights, and all resulting losses, costs and damages.
13.2 The Service Provider's liability under clause 13.1 is not limited, notwithstanding anything in clause 14 (Limitation of Liability), which does not apply to it.`),
  },
  {
    id: 'h12x-consulting-staffing-client-is-employer-of-record-for-workers-comp-and-unemployment-or-staffing-firm-is',
    pattern: 'role',
    type: 'consulting',
    check: 'consulting.independent_contractor',
    adverse: bad(`3. Relationship. Consultant is an independent contractor. Client shall be the employer of record of the Assigned Personnel for purposes of workers' compensation, unemployment insurance and wage-and-hour compliance, shall supervise and direct their work and hours, and shall indemnify Consultant against any claim by Assigned Personnel arising from their employment.`),
    benign: good(`3. Relationship. Consultant is an independent contractor. Consultant shall be the employer of record of the Assigned Personnel for purposes of workers' compensation, unemployment insurance and wage-and-hour compliance, shall supervise and direct their work and hours, and shall indemnify Client against any claim by Assigned Personnel arising from their employment.`),
  },
  {
    id: 'h12x-msa-pdf-extracted-state-contract-quarterly-in-advance-due-same-day-or-thirty-days-after-acceptance',
    pattern: 'layout',
    type: 'msa',
    check: 'msa.payment_terms',
    adverse: bad(`STATE OF NEW HAMPSHIRE - DEPARTMENT OF ADMINISTRATIVE SERVICES          Contract 2026-114
PURCHASE AND SERVICES CONTRACT - GENERAL PROVISIONS                          Page 5 of 12

   9.   PAYMENT.  The Contractor shall invoice the State
        quarterly in advance on the first day of each
        quarter, and each invoice is due and payable on
        the date of the invoice, without regard to whether
        the goods have been delivered or the services
        accepted, and without any deduction or set-off.

Contractor Initials ______                                     Date ______
`),
    benign: good(`STATE OF NEW HAMPSHIRE - DEPARTMENT OF ADMINISTRATIVE SERVICES          Contract 2026-114
PURCHASE AND SERVICES CONTRACT - GENERAL PROVISIONS                          Page 5 of 12

   9.   PAYMENT.  The Contractor shall invoice the State
        monthly in arrears, and each proper invoice is due
        and payable within thirty (30) days after the
        later of its receipt and the State's acceptance of
        the goods or services invoiced; the State may
        withhold any amount disputed in good faith.

Contractor Initials ______                                     Date ______
`),
  },
];

// ---------------------------------------------------------------- first run's misses ------------------------------

/**
 * The pairs the first run on 1fcdaaa got wrong, each with what the review read (expected failures until a rule reads them).
 * The Scottish lease's rent payable when the landlord requires came off in session 25 (misses20, RENT_WHEN_DEMANDED).
 */
export const HOLDOUT12_MISSES: Record<string, string> = {
  'h12-nda-publicity-either-party-free-to-announce-the-talks-and-terms-or-neither-without-consent': 'nda.confidentiality_of_agreement: adverse side read preferred, not flagged',
  'h12-nda-later-clause-switches-off-independent-development-for-the-whole-field-or-requires-records': 'nda.independent_development: adverse side read preferred, not flagged',
  'h12-msa-ip-indemnity-only-for-claims-made-in-the-ninety-day-warranty-period-or-at-any-time': 'msa.indemnification: adverse side read preferred, not flagged',
  'h12-msa-ontario-copyright-assigned-but-moral-rights-kept-and-asserted-against-changes-or-waived': 'msa.ip_ownership: both sides read as missing and flagged',
  'h12-saas-markdown-doc-singapore-refund-only-as-credits-if-claimed-within-five-days-or-cash-refund': 'saas.refunds: adverse side read preferred, not flagged',
  'h12-saas-scheduled-maintenance-defined-as-any-notified-downtime-or-four-hours-a-month-off-peak': 'saas.service_levels: adverse side read preferred, not flagged',
  'h12-saas-ip-indemnity-only-if-customer-never-paid-late-or-only-on-prompt-notice': 'saas.indemnification: adverse side read preferred, not flagged',
  'h12-licence-french-firm-period-of-five-years-licensee-cannot-resiliate-or-may-on-one-month': 'license.termination_for_convenience: both sides read as missing and flagged',
  'h12-licence-french-territory-confined-to-metropolitan-france-though-licensee-trades-abroad-or-all-its-countries': 'license.grant_scope: both sides read as missing and flagged',
  'h12-licence-french-only-licensee-bound-to-secrecy-licensor-free-with-licensee-recipes-or-both-bound': 'license.confidentiality: adverse side read preferred, not flagged',
  'h12-services-south-african-provider-may-cede-and-delegate-to-anyone-or-neither-without-consent': 'services.assignment: adverse side read acceptable, not flagged',
  'h12-services-kenyan-provider-may-show-client-information-to-funders-and-buyers-unbound-or-bound-need-to-know': 'services.confidentiality: adverse side read preferred, not flagged',
  'h12-consulting-doc-staffing-assigned-personnel-not-bound-to-confidentiality-or-sign-undertakings': 'consulting.confidentiality: adverse side read preferred, not flagged',
  'h12-employment-doc-australian-employer-notice-six-months-plus-a-month-a-year-uncapped-or-nes-scale': 'employment.notice_period: adverse side read preferred, not flagged',
  'h12-employment-australian-summary-dismissal-only-after-ea-disputes-procedure-and-fwc-or-after-chance-to-respond': 'employment.termination_for_cause: adverse side read preferred, not flagged',
  'h12-employment-confidential-information-excludes-what-the-employee-remembers-or-includes-it': 'employment.confidentiality: adverse side read preferred, not flagged',
  'h12-lease-doc-scottish-irritancy-for-any-breach-without-warning-or-after-warning-notice-and-time-to-remedy': 'lease.termination_for_convenience: since benign21 both sides read the tenant\'s break as preferred; the landlord\'s irritancy for any breach without warning is not read (before, both were flagged as missing, for the wrong reason)',
  'h12-lease-scottish-tacit-relocation-excluded-and-no-renewal-or-option-to-renew-before-the-ish': 'lease.renewal_option: adverse side read acceptable, not flagged',
  'h12-dpa-hospital-annex-processor-may-depart-from-instructions-when-more-efficient-or-must-inform-and-wait': 'dpa.instructions: adverse side read preferred, not flagged',
  'h12-dpa-tender-pack-precedence-processors-tender-response-beats-the-annex-or-annex-beats-it': 'dpa.precedence: adverse side read acceptable, not flagged',
  'h12-dpa-remote-support-access-deemed-not-a-transfer-or-treated-as-one-needing-consent-and-sccs': 'dpa.international_transfers: adverse side read preferred, not flagged',
  // the ten more
  'h12x-nda-university-may-share-with-all-staff-students-and-visitors-unbound-or-named-researchers-bound': 'nda.sharing_with_employees: adverse side read acceptable, not flagged',
  'h12x-nda-information-from-third-parties-stays-confidential-if-about-the-disclosers-products-or-excluded': 'nda.third_party_acquisition: adverse side read preferred, not flagged',
  'h12x-nda-university-granted-licence-to-teach-and-research-with-partner-information-or-no-licence': 'nda.no_license_granted: adverse side flagged as missing, not read as unacceptable',
  'h12x-employment-australian-schedule-salary-to-be-confirmed-or-stated': 'employment.compensation: adverse side read preferred, not flagged',
  'h12x-employment-client-non-solicit-reaches-only-clients-the-employee-introduced-or-all-clients-dealt-with': 'employment.non_solicit: adverse side read preferred, not flagged',
  'h12x-services-kenyan-ip-indemnity-capped-at-fifty-thousand-shillings-or-outside-the-cap': 'services.indemnification: adverse side read preferred, not flagged; benign twin read unacceptable and flagged',
  'h12x-consulting-staffing-client-is-employer-of-record-for-workers-comp-and-unemployment-or-staffing-firm-is': 'consulting.independent_contractor: adverse side read preferred, not flagged',
  'h12x-msa-pdf-extracted-state-contract-quarterly-in-advance-due-same-day-or-thirty-days-after-acceptance': 'msa.payment_terms: adverse side read acceptable, not flagged',
};
