// A clause that applies only on an option, package, tier or election the document itself shows as not taken (session
// 29, device29): "Clause 8 applies only if the Order Form shows that the Customer has purchased the Infringement Cover",
// with the Order Form's row "Infringement Cover: not purchased" (or an unticked box, "No", "declined"). The protection
// reads as given where the clause stands and is gone once the order form is read with it. Rows of our own (US, English,
// Australian, Indian and plain-English drafting; cover lines, Markdown tables with checkboxes, ballot boxes), written
// before the fix: each adverse text with a benign twin whose only difference is that the option is taken, so a reader
// of the clause alone reads both alike.
import { describe, expect, it } from 'vitest';
import type { DocumentType } from '../src/types.js';
import { evaluation } from './judge-rows.js';

interface Pair { type: DocumentType; check: string; adverse: string; benign: string }

/** `off`: the wordings (1-based) the mechanism is known not to reach, expected to fail (see the note where they are listed). */
function pairs(name: string, list: Pair[], flags = 'flags the protection whose option the document shows as not taken', passes = 'passes the twin whose option is taken', off: number[] = []) {
  describe(name, () => {
    it('has at least three wordings, each with a benign twin', () => expect(list.length).toBeGreaterThanOrEqual(3));
    list.forEach((p, k) => {
      (off.includes(k + 1) ? it.fails : it)(`wording ${k + 1}: ${p.check} ${flags}`, () => {
        const { c, issue } = evaluation({ type: p.type, check: p.check, text: p.adverse });
        expect(`${c.outcome}/${c.position}/${Boolean(issue)}`).toMatch(/\/unacceptable\/true$/);
      });
      it(`wording ${k + 1}: ${p.check} ${passes}`, () => {
        const { c, issue } = evaluation({ type: p.type, check: p.check, text: p.benign });
        expect(Boolean(issue), `${c.outcome}/${c.position}`).toBe(false);
        expect(['preferred', 'acceptable']).toContain(c.position);
      });
    });
  });
}

const saas = (cover: string, condition: string) =>
  `SOFTWARE AS A SERVICE AGREEMENT\n\nORDER FORM\nCustomer: Ballarat Grain Storage Pty Ltd, 12 Mair Street, Ballarat VIC\nProvider: Gippsland Cloud Logistics Pty Ltd, Traralgon VIC\nSubscription: SiloWatch, 25 users\nSubscription Fee: AUD 48,000 per year\n${cover}\n\n1. Services. The Provider shall make the Service available to the Customer in accordance with this Agreement.\n\n8. Infringement indemnity\n8.1 The Provider shall defend the Customer against any claim by a third party that the Service infringes that third party's intellectual property rights, and shall indemnify the Customer against all damages and costs finally awarded.\n8.2 ${condition}\n\n14. Governing law. This Agreement is governed by the laws of Victoria, Australia.`;

const msa = (box: string) =>
  `# Master Services Agreement\n\n**Customer:** Nashik Valley Wines Private Limited, Nashik, Maharashtra. **Provider:** Deccan Process Automation Private Limited, Pune, Maharashtra.\n\n**1. Services.** The Provider shall provide the bottling-line automation services described in the Order Form.\n\n**7. Intellectual property indemnity.** The Provider shall defend, indemnify and hold harmless the Customer from and against any third-party claim alleging that the Services or deliverables infringe any patent, copyright or trade mark, provided that the Customer has selected the IP Assurance add-on in the Order Form.\n\n**12. Governing law.** This Agreement shall be governed by the laws of India.\n\n## Order Form\n\n| Add-on | Annual fee | Selected |\n|---|---|---|\n| Remote line monitoring | INR 450,000 | [x] |\n${box}\n| Spare parts kit | INR 120,000 | [x] |\n`;

const dpa = (order: string) =>
  `DATA PROCESSING ADDENDUM\n\nThis addendum is made between Harrogate Dental Group Limited (the "Controller") and Pennine Practice Software Limited (the "Processor").\n\nSupport package ordered by the Controller: ${order}\n\n1. Processing. The Processor shall process the patient data only on the documented instructions of the Controller.\n\n2. Security. The Processor shall implement appropriate technical and organisational measures to protect the patient data.\n\n3. Assistance. The Processor shall assist the Controller by appropriate technical and organisational measures in responding to requests from data subjects to exercise their rights, and in meeting its obligations on security, breach notification and data protection impact assessments. This clause 3 applies only where the Controller has ordered the Compliance Support package.\n\n4. Law. This addendum is governed by the laws of England and Wales.`;

const plain = (cover: string) =>
  `YOUR SUBSCRIPTION TERMS\n\nThese terms are between Kelowna Orchard Supply Ltd ("you") and Okanagan Fleet Software Inc. ("we", "us").\n\nYour plan\n- Plan: Orchard Pro, 10 seats\n- Price: CAD 900 a month\n- ${cover}\n\n1. What we provide. We provide the Orchard Pro service to you under these terms.\n\n6. If someone says our service infringes their rights\n6.1 We will defend you against any claim by a third party that the service infringes their intellectual property, and pay any damages and costs a court awards against you.\n6.2 Section 6.1 applies only if your plan includes the Legal Shield option.\n\n12. Law. These terms are governed by the laws of British Columbia.`;

pairs('a protection that applies only on an option the document shows as not taken', [
  {
    type: 'saas', check: 'saas.indemnification',
    adverse: saas('Infringement Cover: not purchased', 'Clause 8.1 applies only if the Order Form shows that the Customer has purchased the Infringement Cover for the current subscription year; otherwise the Provider has no obligation under clause 8.1.'),
    benign: saas('Infringement Cover: purchased (included in the Subscription Fee)', 'Clause 8.1 applies only if the Order Form shows that the Customer has purchased the Infringement Cover for the current subscription year; otherwise the Provider has no obligation under clause 8.1.'),
  },
  {
    type: 'msa', check: 'msa.indemnification',
    adverse: msa('| IP Assurance | INR 300,000 | [ ] |'),
    benign: msa('| IP Assurance | INR 300,000 | [x] |'),
  },
  {
    type: 'dpa', check: 'dpa.assistance',
    adverse: dpa('Standard (the Compliance Support package was declined)'),
    benign: dpa('Compliance Support package'),
  },
  {
    type: 'saas', check: 'saas.indemnification',
    adverse: plain('Legal Shield option: No'),
    benign: plain('Legal Shield option: Yes'),
  },
]);

// A schedule, order form, statement of work, letter or set of notes that the contract says prevails over its clauses,
// and that states the term otherwise than the clause does (session 29, device29): the clause a reader cites is not the
// term that binds. Read with the prevailing document's words in its place (only where they state the term: a schedule
// silent on it leaves the clause as it is).
const msaSow = (law: string) =>
  `MASTER SERVICES AGREEMENT\n\nThis Agreement is between Thunder Bay Grain Terminals Inc., 120 Water Street, Thunder Bay, Ontario (the "Customer") and Lone Star Conveyor Controls LLC, 400 Commerce Street, Houston, Texas (the "Provider").\n\n1. Services. The Provider shall perform the services described in each Statement of Work.\n\n2. Precedence. In the event of a conflict between these terms and a Statement of Work, the Statement of Work shall prevail.\n\n16. Governing law. This Agreement is governed by the laws of the Province of Ontario and the federal laws of Canada applicable in it.\n\nSTATEMENT OF WORK No. 4 - Conveyor PLC replacement\n(a) Services: replacement of the programmable logic controllers on conveyors 3 to 7.\n(b) Fees: CAD 640,000, invoiced on milestones.\n(c) Law: this Statement of Work, and the Agreement as it applies to it, are governed by ${law}.`;

const leaseSpecial = (special: string) =>
  `LEASE OF SHOP PREMISES\n\nLandlord: Fremantle Harbour Arcades Pty Ltd. Tenant: Cottesloe Surf Supplies Pty Ltd.\n\nSPECIAL CONDITIONS\nS1. ${special}\nS2. These Special Conditions take precedence over the General Conditions.\n\nGENERAL CONDITIONS\n1. Rent. The Tenant pays the rent monthly in advance.\n2. Insurance. The Landlord insures the building against fire, storm and other usual risks. If the premises are damaged by an insured risk and cannot be used, the rent abates until they can. The Tenant insures its fittings and stock and holds public liability insurance of AUD 20 million.\n3. Law. This lease is governed by the laws of Western Australia.`;

const consultingWork = (invoices: string) =>
  `CONSULTING AGREEMENT\n\nThis Agreement is between Mpumalanga Citrus Packers (Pty) Ltd (the "Client") and Lowveld Cold Chain Advisory CC (the "Consultant").\n\n1. Services. The Consultant shall provide the advisory services described in the Work Order.\n\n4. Payment. The Client shall pay each undisputed invoice within thirty (30) days of receiving it, and may withhold any amount it disputes in good faith.\n\n9. Precedence. Where the Work Order differs from these terms, the Work Order shall take precedence.\n\n12. Law. This Agreement is governed by the laws of South Africa.\n\nWORK ORDER 1\nScope: cold-store audit of the Nelspruit packhouse.\nFees: ZAR 180,000.\nInvoices: ${invoices}`;

pairs('a term stated otherwise in a document the contract says prevails', [
  {
    type: 'msa', check: 'msa.governing_law',
    adverse: msaSow('the laws of the State of Texas, and the state courts of Harris County, Texas have exclusive jurisdiction'),
    benign: msaSow('the laws of the Province of Ontario and the federal laws of Canada applicable in it'),
  },
  {
    type: 'lease', check: 'lease.insurance',
    adverse: leaseSpecial('The Tenant must insure the whole building for its full reinstatement value in the name of the Landlord, and the rent continues to be payable in full while the premises cannot be used after damage.'),
    benign: leaseSpecial('The Tenant must display the Landlord\'s fire evacuation plan in the premises and keep the fire exits clear.'),
  },
  {
    type: 'consulting', check: 'consulting.payment_terms',
    adverse: consultingWork('the Client shall pay each invoice within three (3) days of its date, in full and without any set-off or withholding.'),
    benign: consultingWork('the Client shall pay each invoice within thirty (30) days of receiving it, and may withhold amounts disputed in good faith.'),
  },
], 'reads the term the prevailing document states', 'passes the twin whose prevailing document agrees or is silent');

// A clause whose hurt comes from how a term it uses is defined (session 29, device29): a cap "limited to the Charges"
// where "Charges" means a one-off AUD 300 onboarding charge; a termination "if a Default Event occurs" where the Default
// Event includes any acquisition of control; a suspension "on a Suspension Ground" where the ground is whatever the
// provider thinks fit. Read with the definition's words beside the term; a fair definition in the twin.
pairs('a clause read with the definition of a term it uses', [
  {
    type: 'msa', check: 'msa.limitation_of_liability',
    adverse: `MASTER SERVICES AGREEMENT between Cairns Reef Charters Pty Ltd ("Customer") and Tropic Fleet Telemetry Pty Ltd ("Supplier").\n\n1. Definitions. "Charges" means the one-off onboarding charge of AUD 300 payable under the Order.\n\n2. Services. The Supplier provides vessel tracking services for AUD 5,200 a month.\n\n10. Liability. The total liability of each party under this Agreement is limited to the Charges, save for liability for fraud, death or personal injury.\n\n14. Law. This Agreement is governed by the laws of Queensland.`,
    benign: `MASTER SERVICES AGREEMENT between Cairns Reef Charters Pty Ltd ("Customer") and Tropic Fleet Telemetry Pty Ltd ("Supplier").\n\n1. Definitions. "Charges" means all charges paid or payable by the Customer under this Agreement in the twelve months before the claim.\n\n2. Services. The Supplier provides vessel tracking services for AUD 5,200 a month.\n\n10. Liability. The total liability of each party under this Agreement is limited to the Charges, save for liability for fraud, death or personal injury.\n\n14. Law. This Agreement is governed by the laws of Queensland.\n`,
  },
  {
    type: 'license', check: 'license.change_of_control',
    adverse: `SOFTWARE LICENCE AGREEMENT\n\nThis Agreement is between Hobart Salmon Smokers Pty Ltd (the "Licensee") and Derwent Process Software Pty Ltd (the "Licensor").\n\n1. Definitions. "Default Event" means the Licensee fails to pay any sum within 30 days of its due date, or any person acquires control of the Licensee or more than 20% of its shares.\n\n2. Licence. The Licensor grants the Licensee a non-exclusive licence to use the Software at its Hobart plant.\n\n9. Termination. The Licensor may terminate this Agreement immediately by written notice if a Default Event occurs.\n\n12. Law. This Agreement is governed by the laws of Tasmania.`,
    benign: `SOFTWARE LICENCE AGREEMENT\n\nThis Agreement is between Hobart Salmon Smokers Pty Ltd (the "Licensee") and Derwent Process Software Pty Ltd (the "Licensor").\n\n1. Definitions. "Default Event" means the Licensee fails to pay any sum within 30 days of its due date, or it becomes insolvent, but not any change in who owns or controls the Licensee.\n\n2. Licence. The Licensor grants the Licensee a non-exclusive licence to use the Software at its Hobart plant.\n\n9. Termination. The Licensor may terminate this Agreement immediately by written notice if a Default Event occurs.\n\n12. Law. This Agreement is governed by the laws of Tasmania.\n`,
  },
  {
    type: 'saas', check: 'saas.suspension',
    adverse: `SUBSCRIPTION TERMS\n\nThese terms are between Darwin Crocodile Tours Pty Ltd (the "Customer") and Top End Booking Cloud Pty Ltd (the "Provider").\n\n1. Definitions. "Suspension Ground" means any circumstance the Provider, acting in its sole discretion, considers justifies suspension, including a dispute about fees.\n\n4. Suspension. The Provider may suspend the Customer's access to the Service on a Suspension Ground.\n\n9. Law. These terms are governed by the laws of the Northern Territory.`,
    benign: `SUBSCRIPTION TERMS\n\nThese terms are between Darwin Crocodile Tours Pty Ltd (the "Customer") and Top End Booking Cloud Pty Ltd (the "Provider").\n\n1. Definitions. "Suspension Ground" means the Customer's failure to pay undisputed fees more than 30 days overdue after written notice from the Provider, or use of the Service that threatens its security.\n\n4. Suspension. The Provider may suspend the Customer's access to the Service on a Suspension Ground.\n\n9. Law. These terms are governed by the laws of the Northern Territory.\n`,
  },
  // (wording 2 is known not to be reached: the termination clause is not on the change-of-control topic by its own
  // words, and a definition is read only into a clause that is, since on CUAD texts definitions written into clauses on
  // other topics made readings out of their words: a licence grant read as an audit clause)
], 'flags the clause the definition makes adverse', 'passes the twin whose definition is fair', [2]);
