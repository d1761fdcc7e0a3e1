// Definitions and tables followed into the clause (session 27, defs27). A clause gives something through a defined term
// or a named value ("the Deliverables", "each Covered Claim", "within the Payment Period"), and what it gives is held in
// another place of the same text: a definition that narrows the term to "only" a sliver of it, or a key-terms, order or
// particulars row that holds the value. Rows of our own (US, English, Australian, Indian, Canadian, New Zealand
// drafting; other verbs, order and party names), each adverse wording with a benign twin sharing its words (the
// definition or the cell that is fair), over several checks: the reader is the check's, not one check's. Written before
// the fix; hold-out 22's own sentences are not among them.
import { describe } from 'vitest';
import { at, rows, type Row } from './support/class-rows.js';

const msa = (defs: string, clause: string) =>
  `MASTER SERVICES AGREEMENT\n\nThis agreement is made between Salinas Lettuce Cooperative, Inc. ("Customer") and Monterey Vision Systems LLC ("Provider").\n\n1. Definitions. ${defs}\n\n2. Services. Provider shall design and install optical sorting lines as described in each Statement of Work.\n\n3. Fees. Customer shall pay each undisputed invoice within thirty (30) days of receipt.\n\n4. Intellectual Property. ${clause}\n\n5. Law. This agreement is governed by the laws of the State of California.`;

const consulting = (defs: string, clause: string) =>
  `CONSULTANCY AGREEMENT\n\nThis agreement is made on 3 March 2026 between Nashik Grape Exporters Private Limited (the "Client") and Pune Cold Chain Advisory LLP (the "Consultant").\n\n1. DEFINITIONS ${defs}\n\n2. SERVICES The Consultant shall advise the Client on its pre-cooling and packhouse layout as set out in the Annexure.\n\n3. FEES The Client shall pay the Consultant's fees within thirty (30) days of each invoice.\n\n4. OWNERSHIP ${clause}\n\n5. GOVERNING LAW This agreement is governed by the laws of India, and the courts at Nashik have jurisdiction.`;

const employment = (defs: string, clause: string) =>
  `EMPLOYMENT AGREEMENT\n\nThis agreement is between Riverland Almond Hullers Pty Ltd (the "Employer") and Mei Tanaka (the "Employee").\n\n1. Position. The Employee is employed as Process Engineer from 1 August 2026 at a salary of AUD 118,000 a year.\n\n2. Definitions. ${defs}\n\n3. Intellectual property. ${clause}\n\n4. Notice. Either party may end the employment on four (4) weeks' written notice.\n\n5. Law. This agreement is governed by the laws of South Australia.`;

const services = (defs: string, clause: string) =>
  `SERVICES AGREEMENT\n\nThis agreement is made between Okanagan Orchard Packers Ltd. (the "Customer") and Kelowna Controlled Atmosphere Inc. (the "Contractor").\n\n1. Services. The Contractor shall install and maintain controlled-atmosphere storage rooms at the Customer's packhouse.\n\n2. Fees. The Customer shall pay the fees in Schedule B within thirty (30) days of invoice.\n\n3. Indemnity. ${clause} ${defs}\n\n4. Law. This agreement is governed by the laws of the Province of British Columbia.`;

const saas = (defs: string, clause: string) =>
  `SUBSCRIPTION AGREEMENT\n\nThis agreement is made between Fenland Potato Growers Limited (the "Customer") and Cambridge Crop Telemetry Limited (the "Supplier").\n\nDefinitions\n${defs}\n\n1. Service. The Supplier shall make its storage-monitoring platform (the "Service") available to the Customer.\n\n2. Fees. The Customer shall pay the subscription fees annually in advance within thirty (30) days of invoice.\n\n3. Infringement. ${clause}\n\n4. Law. This agreement is governed by the laws of England and Wales.`;

const license = (defs: string, clause: string) =>
  `SOFTWARE LICENCE AGREEMENT\n\nThis agreement is made between Hawke's Bay Apple Packers Limited ("Licensee") and Napier Grading Software Limited ("Licensor").\n\n1. Definitions. ${defs}\n\n2. Licence. ${clause}\n\n3. Fees. The Licensee shall pay the annual licence fee of NZD 42,000 within twenty (20) days of invoice.\n\n4. Law. This agreement is governed by the laws of New Zealand.`;

const msaHtml = (period: string) =>
  `<html><body>\n<h1>MASTER SERVICES AGREEMENT</h1>\n<p>Made on 2 February 2026 between <b>Walla Walla Onion Packers, Inc.</b> ("Customer") and <b>Spokane Conveyor Automation LLC</b> ("Provider").</p>\n<table>\n<tr><th>Key term</th><th>Value</th></tr>\n<tr><td>Services</td><td>Design, installation and support of onion grading conveyors</td></tr>\n<tr><td>Term</td><td>Two (2) years from the date above</td></tr>\n<tr><td>Credit Period</td><td>${period}</td></tr>\n</table>\n<h2>1. Services</h2>\n<p>Provider shall perform the Services with reasonable skill and care.</p>\n<h2>2. Payment</h2>\n<p>2.1 Provider shall invoice monthly in arrears. 2.2 Customer shall pay each invoice within the Credit Period. 2.3 Customer may withhold any amount it disputes in good faith while the dispute is resolved.</p>\n<h2>3. Law</h2>\n<p>This Agreement is governed by the laws of the State of Washington.</p>\n</body></html>\n`;

const consultingPdf = (term: string) =>
  `                                   CONSULTANCY AGREEMENT\nTHIS AGREEMENT is made at Indore on 12 January 2026 BETWEEN Malwa Soya Processors Private Limited (the "Client")\nAND Narmada Food Safety Advisors LLP (the "Consultant").\nSUMMARY OF TERMS\nServices                          Review of the Client's solvent extraction plant safety systems\nFees                              INR 3,50,000 per month\nSettlement Term                   ${term}\n1. SERVICES The Consultant shall perform the Services with due care and skill. 2. PAYMENT The Client shall pay\neach invoice within the Settlement Term, and may withhold any amount disputed in good faith. 3. GOVERNING LAW This\nAgreement is governed by the laws of India and the courts at Indore shall have jurisdiction.\n`;

const servicesMd = (due: string) =>
  `# Services Agreement\n\nBetween Lethbridge Sugar Beet Growers Ltd. (the "Customer") and Taber Harvest Logistics Inc. (the "Provider").\n\n| Particular | Detail |\n| --- | --- |\n| Services | Hauling and piling of sugar beet from the Customer's fields |\n| Fees | CAD 14 per tonne hauled |\n| Due Date | ${due} |\n\n1. **Services.** The Provider shall perform the Services in a good and workmanlike manner.\n\n2. **Payment.** The Customer shall pay each invoice by the Due Date. Amounts disputed in good faith may be withheld until the dispute is resolved.\n\n3. **Law.** This agreement is governed by the laws of the Province of Alberta.\n`;

const saasMd = (cap: string) =>
  `# Subscription Agreement\n\n**Between** Canterbury Grain Driers Limited ("you") and Timaru Moisture Analytics Limited ("we", "us").\n\n## Order\n\n| Item | Detail |\n| --- | --- |\n| Service | Grain moisture monitoring platform, hosted |\n| Subscription Fee | NZD 36,000 a year |\n| Liability Cap | ${cap} |\n\n## Terms\n\n1. **Service.** We will provide the service with reasonable care and skill.\n2. **Paying.** You will pay each invoice within 30 days of receiving it.\n3. **Limits.** The total liability of each of us to the other, for all claims together, will not exceed the Liability Cap, except for breach of confidentiality or wilful misconduct.\n4. **Law.** New Zealand law applies.\n`;

const servicesLines = (cap: string) =>
  `SERVICES AGREEMENT\n\nThis agreement is made between Kentish Hop Farms Limited (the "Customer") and Medway Kiln Services Limited (the "Contractor").\n\nCONTRACT SUMMARY\nServices: maintenance of the Customer's oast house kilns\nCharges: GBP 4,000 a month\nCap Amount: ${cap}\n\n1. Services. The Contractor shall perform the Services with reasonable care and skill.\n\n2. Liability. The total liability of each party under or in connection with this agreement shall not exceed the Cap Amount, save for death or personal injury caused by negligence, fraud or wilful misconduct.\n\n3. Law. This agreement is governed by the laws of England and Wales.`;

const consultingHtml = (cap: string) =>
  `<html><body>\n<h1>CONSULTANCY AGREEMENT</h1>\n<p>Between <b>Darling Downs Feedlots Pty Ltd</b> (the "Client") and <b>Toowoomba Livestock Advisory Pty Ltd</b> (the "Consultant").</p>\n<table>\n<tr><th>Matter</th><th>Agreed</th></tr>\n<tr><td>Services</td><td>Feedlot water and effluent compliance advice</td></tr>\n<tr><td>Fees</td><td>AUD 18,000 per month</td></tr>\n<tr><td>Liability Limit</td><td>${cap}</td></tr>\n</table>\n<p>1. SERVICES. The Consultant shall provide the Services with due care and skill.</p>\n<p>2. LIABILITY. Each party's aggregate liability arising out of or in connection with this agreement is limited to the Liability Limit, except for breach of confidentiality and wilful misconduct.</p>\n<p>3. LAW. This agreement is governed by the laws of Queensland.</p>\n</body></html>\n`;

const servicesIp = (defs: string, clause: string) =>
  `SERVICES AGREEMENT\n\nThis agreement is made between Mildura Dried Fruits Co-operative Ltd (the "Customer") and Sunraysia Automation Pty Ltd (the "Provider").\n\n1. Definitions. ${defs}\n\n2. Services. The Provider shall build and commission a sultana grading line at the Customer's Irymple plant.\n\n3. Fees. The Customer shall pay the fees in the Schedule within thirty (30) days of a correct invoice.\n\n4. Intellectual property. ${clause}\n\n5. Law. This agreement is governed by the laws of Victoria.`;

// ---- a definition that narrows the term the clause gives to "only" a sliver of it ----
// The operative clause reads in full ("owns all Deliverables", "indemnify against every Covered Claim") and the
// definition, elsewhere in the text, makes the term mean "only" a small part of what the clause seems to give:
// "means only", "shall mean solely", "is limited to", "includes only". Not a definition that takes in the whole of it.
export const NARROWED: [Row, Row][] = [
    [at('msa', 'msa.ip_ownership', msa('"Deliverables" means only the written inspection reports that Provider delivers to Customer under a Statement of Work; sorting software, camera calibration files and machine designs are Provider Materials.', 'Customer shall own all right, title and interest in the Deliverables upon payment.'), 'unacceptable'),
      at('msa', 'msa.ip_ownership', msa('"Deliverables" means all written inspection reports, sorting software, camera calibration files and machine designs that Provider creates for Customer under a Statement of Work.', 'Customer shall own all right, title and interest in the Deliverables upon payment.'), 'preferred')],
    [at('consulting', 'consulting.ip_ownership', consulting('"Work Product" shall mean solely the final written report handed over at the end of the engagement, and no layout drawing, model, data or method.', 'All Work Product shall vest in and belong to the Client absolutely.'), 'unacceptable'),
      at('consulting', 'consulting.ip_ownership', consulting('"Work Product" shall mean every report, layout drawing, model, data set and other material prepared for the Client in the engagement.', 'All Work Product shall vest in and belong to the Client absolutely.'), 'acceptable')],
    [at('employment', 'employment.ip_assignment', employment('Developments means only the monthly written reports the Employee gives to the Employer\'s board.', 'The Employee assigns to the Employer all intellectual property rights in all Developments, and will sign any document needed to record that.'), 'unacceptable'),
      at('employment', 'employment.ip_assignment', employment('Developments means every invention, process improvement, drawing, software program and report the Employee makes in the course of the employment.', 'The Employee assigns to the Employer all intellectual property rights in all Developments, and will sign any document needed to record that.'), 'preferred')],
    [at('services', 'services.indemnification', services('"Indemnified Claim" is limited to a claim for patent infringement that a final judgment of the Supreme Court of Canada has upheld after all appeals.', 'The Contractor shall defend, indemnify and hold harmless the Customer from and against every Indemnified Claim and all losses arising from it.'), 'unacceptable'),
      at('services', 'services.indemnification', services('"Indemnified Claim" means any claim by a third party that the storage rooms or the Contractor\'s work infringe that party\'s intellectual property rights.', 'The Contractor shall defend, indemnify and hold harmless the Customer from and against every Indemnified Claim and all losses arising from it.'), 'preferred')],
    [at('saas', 'saas.indemnification', saas('IP Claim means only a claim that the Service infringes a United Kingdom patent granted before the date of this agreement.', 'The Supplier will defend the Customer against any IP Claim and pay all damages and costs finally awarded against the Customer.'), 'unacceptable'),
      at('saas', 'saas.indemnification', saas('IP Claim means any claim that the Service infringes a third party\'s patent, copyright, trade mark or other intellectual property right.', 'The Supplier will defend the Customer against any IP Claim and pay all damages and costs finally awarded against the Customer.'), 'acceptable')],
    [at('msa', 'msa.ip_ownership', msa('"Work Results" includes only the paper summaries Provider prints for Customer at the end of each Statement of Work.', 'Provider hereby assigns to Customer all intellectual property rights in the Work Results.'), 'unacceptable'),
      at('msa', 'msa.ip_ownership', msa('"Work Results" includes the paper summaries, software, drawings and data Provider makes for Customer under each Statement of Work.', 'Provider hereby assigns to Customer all intellectual property rights in the Work Results.'), 'preferred')],
];

// ---- the work the clause gives defined to leave out what is made, or to take in only what is made on site in hours ----
// The intellectual-property clause gives "all Deliverables" or "all Work Product", and the definition leaves out the
// software, drawings, models or inventions made for the customer or employer ("but not the control software ...",
// "does not include any code ..."), or takes in only what is made at its premises during working hours. Not a definition
// that leaves out only the maker's pre-existing tools, nor one that reaches work "whether at the premises or elsewhere".
export const WORK_NARROWED: [Row, Row][] = [
  [at('msa', 'msa.ip_ownership', msa('"Deliverables" means the inspection reports delivered under a Statement of Work, but not the sorting software, camera calibration files or machine designs prepared for Customer, which remain Provider\'s property.', 'Customer shall own all right, title and interest in the Deliverables upon payment.'), 'unacceptable'),
    at('msa', 'msa.ip_ownership', msa('"Deliverables" means the inspection reports, sorting software, camera calibration files and machine designs prepared for Customer under a Statement of Work, but not Provider\'s pre-existing tools, which remain Provider\'s property.', 'Customer shall own all right, title and interest in the Deliverables upon payment.'), 'preferred')],
  [at('services', 'services.ip_ownership', servicesIp('"Project Deliverables" means the drawings and manuals supplied under this agreement and does not include any control code, PLC program or data model written for the grading line.', 'The Customer shall own all intellectual property rights in the Project Deliverables from creation.'), 'unacceptable'),
    at('services', 'services.ip_ownership', servicesIp('"Project Deliverables" means the drawings, manuals, control code, PLC programs and data models written for the grading line, and does not include the Provider\'s background tools themselves.', 'The Customer shall own all intellectual property rights in the Project Deliverables from creation.'), 'preferred')],
  [at('consulting', 'consulting.ip_ownership', consulting('"Work Product" means the material prepared by the Consultant\'s staff at the Client\'s premises during normal working hours.', 'All Work Product shall vest in and belong to the Client absolutely.'), 'unacceptable'),
    at('consulting', 'consulting.ip_ownership', consulting('"Work Product" means the material prepared by the Consultant\'s staff for the Client, whether at the Client\'s premises or elsewhere and whether during normal working hours or not.', 'All Work Product shall vest in and belong to the Client absolutely.'), 'acceptable')],
  [at('employment', 'employment.ip_assignment', employment('Developments means work the Employee does at the Employer\'s premises during working hours.', 'The Employee assigns to the Employer all intellectual property rights in all Developments, and will sign any document needed to record that.'), 'unacceptable'),
    at('employment', 'employment.ip_assignment', employment('Developments means work the Employee does in the course of the employment, whether at the Employer\'s premises during working hours or elsewhere.', 'The Employee assigns to the Employer all intellectual property rights in all Developments, and will sign any document needed to record that.'), 'preferred')],  // (the twin narrows what the provider keeps, not what the customer gets: the customer gains by it)
  [at('consulting', 'consulting.ip_ownership', consulting('"Deliverables" shall mean the reports and layouts prepared under this agreement, excluding all software code and simulation models written under it.', 'The Client shall own all Deliverables, and the Consultant shall own the Consultant Tools.'), 'unacceptable'),
    at('consulting', 'consulting.ip_ownership', consulting('"Consultant Tools" shall mean the tools the Consultant owned before this agreement, excluding all software code and simulation models written under it.', 'The Client shall own all Deliverables, and the Consultant shall own the Consultant Tools.'), 'preferred')],
];

// ---- a key-terms, particulars, order or schedule cell that holds the value of the term the clause names ----
// The clause names a term ("within the Credit Period", "up to the Liability Cap", "shall not exceed the Cap Amount")
// and a cell of a table at the head of the text holds its value: an HTML key-terms table, a Markdown order table,
// PDF-extracted columns under "SUMMARY OF TERMS", "Label: value" lines under a schedule heading. The adverse cell is
// short or small; its twin is fair. The reader is the schedule-values fill (schedule-values.ts), the place given by the
// table itself (its heading or its first row) and not only by a sentence that says "as stated in the Schedule".
export const CELLS: [Row, Row][] = [
  [at('msa', 'msa.payment_terms', msaHtml('Five (5) days from the invoice date'), 'unacceptable'),
    at('msa', 'msa.payment_terms', msaHtml('Thirty (30) days from receipt of a correct invoice'), 'preferred')],
  [at('consulting', 'consulting.payment_terms', consultingPdf('Seven (7) days from the date of the invoice'), 'unacceptable'),
    at('consulting', 'consulting.payment_terms', consultingPdf('Forty-five (45) days from receipt of the invoice'), 'preferred')],
  [at('services', 'services.payment_terms', servicesMd('three (3) business days after the invoice is issued'), 'unacceptable'),
    at('services', 'services.payment_terms', servicesMd('thirty (30) days after the invoice is received'), 'preferred')],
  [at('saas', 'saas.limitation_of_liability', saasMd('one (1) month\'s fees'), 'unacceptable'),
    at('saas', 'saas.limitation_of_liability', saasMd('twelve (12) months\' fees'), 'preferred')],
  [at('services', 'services.limitation_of_liability', servicesLines('one (1) month\'s Charges'), 'unacceptable'),
    at('services', 'services.limitation_of_liability', servicesLines('twelve (12) months\' Charges'), 'preferred')],
  [at('consulting', 'consulting.limitation_of_liability', consultingHtml('two (2) weeks\' fees'), 'unacceptable'),
    at('consulting', 'consulting.limitation_of_liability', consultingHtml('twelve (12) months\' fees'), 'preferred')],
];

describe('definitions and tables followed into the clause', () => {
  rows('a definition that narrows what the clause gives to "only" part of it', NARROWED);
  rows('the work the clause gives defined to leave out what is made, or only what is made on site in hours', WORK_NARROWED);
  rows('a table cell that holds the value of the term the clause names', CELLS);
});
