// Amendments applied to the clause they change (session 27, amend27). A later text (an amendment, a side letter, a
// rider, special conditions, a "notwithstanding clause 6" sentence) changes an earlier clause; the check must read the
// clause as amended, wherever the amending text stands. Rows of our own (other verbs, order, party names; US, English,
// Australian, Indian, Canadian, New Zealand drafting), each adverse wording with a benign twin sharing its words (an
// amendment that improves the term or leaves it fair), over several checks: the reader is the document's, not a
// check's. Written before the fix. No hold-out's sentences are among them.
import { describe } from 'vitest';
import { clauseOf, rows } from './support/class-rows.js';

const lease = (late: string) =>
  `LEASE\n\nThis lease is made between Brisbane Riverside Holdings Pty Ltd (the "Landlord") and Kangaroo Point Bicycle Hire Pty Ltd (the "Tenant").\n\n1. Premises. The Landlord leases to the Tenant shop 3, 40 Main Street, Kangaroo Point, for five (5) years from 1 September 2026.\n\n2. Rent. The Tenant must pay rent of AUD 48,000 a year plus GST, monthly in advance.\n\n3. Repairs. The Landlord must keep the structure and roof in repair; the Tenant must keep the interior in good repair, fair wear and tear excepted.\n\n4. Assignment. The Tenant may assign this lease or sublet the premises with the Landlord's consent, which the Landlord must not unreasonably withhold or delay.\n\n5. Law. This lease is governed by the laws of Queensland.\n\nSIDE LETTER\n\nDated 1 September 2026, from the Landlord to the Tenant, countersigned by the Tenant. ${late}`;

const nda = (late: string) =>
  `MUTUAL NON-DISCLOSURE AGREEMENT\n\nThis agreement is made between Harrogate Spring Water Limited ("Harrogate") and Keighley Bottle Works Limited ("Keighley"), each a "Recipient" of the other's Confidential Information.\n\n1. Purpose. The parties are discussing a shared glass-recycling line (the "Purpose").\n\n2. Use. The Recipient shall keep the other party's Confidential Information confidential and shall use it only for the Purpose.\n\n3. Return. Within ten (10) days of a written request the Recipient shall return or destroy all Confidential Information and all copies of it.\n\n4. Law. This agreement is governed by the laws of England and Wales.\n\nRIDER (signed with this agreement)\n\n${late}`;

const msa = (late: string) =>
  `MASTER SERVICES AGREEMENT\n\nThis agreement is made between Saskatoon Pulse Growers Co-operative Ltd. (the "Customer") and Regina Grain Systems Inc. (the "Provider").\n\n1. Services. The Provider shall maintain the Customer's grain-cleaning lines as described in each Statement of Work.\n\n2. Fees. The Customer shall pay each undisputed invoice within thirty (30) days of receipt.\n\n3. Indemnity. The Provider shall defend the Customer against any third-party claim that the Services or any deliverable infringe that party's intellectual property rights, and shall indemnify the Customer against all damages, costs and settlements arising from such a claim.\n\n4. Confidentiality. Each party shall keep the other's confidential information confidential, use it only to perform this agreement and not disclose it to anyone other than its employees and advisers who need to know it.\n\n5. Law. This agreement is governed by the laws of the Province of Saskatchewan.\n\nSPECIAL CONDITIONS\n\n${late}`;

const dpa = (late: string) =>
  `DATA PROCESSING AGREEMENT\n\nThis agreement is made between Pune Dairy Co-operative Limited ("Controller") and Nashik Cloud Payroll Private Limited ("Processor").\n\n1. Processing. Processor shall process personal data of Controller's employees only on Controller's documented instructions, to run Controller's payroll.\n\n2. Personnel. Processor shall ensure that its personnel who process the data are bound by a duty of confidentiality.\n\n3. Sub-processors. Processor shall not engage any sub-processor without Controller's prior written authorisation, and shall impose on each sub-processor the same data protection obligations as this agreement.\n\n4. Law. This agreement is governed by the laws of India.\n\nADDENDUM No. 1\n\n${late}`;

const employment = (late: string) =>
  `EMPLOYMENT AGREEMENT\n\nThis agreement is made between Hamilton Kiwifruit Packers Limited (the "Employer") and Aroha Ngata (the "Employee").\n\n1. Position. The Employee is employed as Packhouse Manager from 1 May 2026.\n\n2. Pay. The Employee's salary is NZD 88,000 a year, paid fortnightly.\n\n3. Confidentiality. During and after the employment the Employee shall keep the Employer's confidential information confidential and shall not use it except for the Employer's business.\n\n4. Notice. Either party may end the employment on four (4) weeks' written notice.\n\n5. Law. This agreement is governed by the laws of New Zealand.\n\nVARIATION (agreed on the same day)\n\n${late}`;

describe('amendments applied to the clause they change', () => {
  // ---- a later "notwithstanding clause N" sentence that states the term the other way ----

  // The later sentence prevails over the clause it names where the two differ: the clause as amended is what it says.
  // The benign twin names the same clause and leaves the term fair or improves it.
  const assign = clauseOf('lease', 'lease.assignment_subletting', lease);
  const use = clauseOf('nda', 'nda.limited_use', nda);
  const indemnity = clauseOf('msa', 'msa.indemnification', msa);
  const subs = clauseOf('dpa', 'dpa.sub_processors', dpa);
  const pay = clauseOf('msa', 'msa.payment_terms', msa);
  const conf = clauseOf('msa', 'msa.confidentiality', msa);
  const emp = clauseOf('employment', 'employment.confidentiality', employment);
  const ret = clauseOf('nda', 'nda.return_or_destroy', nda);
  rows('a later sentence that prevails over the clause it names', [
    [assign('Despite clause 4, the Tenant must not assign this lease or part with possession of any part of the premises, even to a related body corporate, and clause 4 is to be read subject to this.', 'unacceptable'),
      assign('Despite clause 4, the Tenant may assign this lease to a related body corporate without the Landlord\'s consent, and clause 4 is to be read subject to this.', 'preferred')],
    [use('Notwithstanding clause 2, nothing in this agreement restricts Keighley from using the Confidential Information in its own glass-recycling business.', 'unacceptable'),
      use('Notwithstanding clause 2, nothing in this agreement restricts Keighley from disclosing the Confidential Information where a court orders it to.', 'preferred')],
    [indemnity('Notwithstanding clause 3, the Provider gives no indemnity against intellectual property claims, and the Customer shall defend and indemnify the Provider against any such claim.', 'unacceptable'),
      indemnity('Notwithstanding clause 3, the Provider shall also defend and indemnify the Customer against any claim that the Services infringe a trade mark.', 'preferred')],
    [conf('Notwithstanding clause 4, the Provider may use the Customer\'s confidential information for any purpose connected with its business.', 'unacceptable'),
      conf('Notwithstanding clause 4, the Provider may use the Customer\'s confidential information to report to the Customer\'s auditors at the Customer\'s request.', 'preferred')],
    [pay('Notwithstanding clause 2, the Customer shall pay every invoice within five (5) days of its date in any circumstances, even where it disputes it.', 'unacceptable'),
      pay('Notwithstanding clause 2, the Customer may pay the first invoice within forty-five (45) days of receipt.', 'preferred')],
    [emp('Notwithstanding clause 3, once the employment ends the Employee may use any information learned in it for any purpose.', 'unacceptable'),
      emp('Notwithstanding clause 3, once the employment ends the Employee may use the general skill and know-how learned in it.', 'preferred')],
  ]);

  // ---- the words of a clause deleted or replaced by a later text (quoted words) ----

  // "In clause 4, the words "..." are deleted", "Clause 3 is amended by deleting "..."", "delete "..." in clause 2 and
  // insert "..."": the clause is read with the words gone and the new words in their place. The benign twin deletes or
  // replaces words that leave the term fair.
  rows('quoted words of a clause deleted or replaced', [
    [assign('In clause 4, the words "which the Landlord must not unreasonably withhold or delay" are deleted and replaced with "which the Landlord may withhold in its absolute discretion".', 'unacceptable'),
      assign('In clause 4, the words "which the Landlord must not unreasonably withhold or delay" are deleted and replaced with "which the Landlord must not unreasonably withhold, delay or condition".', 'preferred')],
    [use('Clause 2 is amended by deleting the words "only for the Purpose" and inserting "for any purpose it thinks fit".', 'missing'),
      use('Clause 2 is amended by deleting the words "only for the Purpose" and inserting "only for the Purpose and for no other purpose".', 'preferred')],
    [subs('In paragraph 3, "shall not engage any sub-processor without Controller\'s prior written authorisation" is replaced by "may engage any sub-processor it chooses".', 'unacceptable'),
      subs('In paragraph 3, "shall not engage any sub-processor without Controller\'s prior written authorisation" is replaced by "shall not engage any sub-processor without Controller\'s prior specific written authorisation".', 'preferred')],
    [pay('In clause 2, delete "each undisputed invoice within thirty (30) days of receipt" and insert "each invoice, disputed or not, within five (5) days of its date".', 'unacceptable'),
      pay('In clause 2, delete "each undisputed invoice within thirty (30) days of receipt" and insert "each undisputed invoice within forty-five (45) days of receipt".', 'preferred')],
    [ret('In clause 3, the words "shall return or destroy all Confidential Information and all copies of it" are replaced by "may keep all Confidential Information and all copies of it and need not return or destroy any of it".', 'unacceptable'),
      ret('In clause 3, the words "shall return or destroy all Confidential Information and all copies of it" are replaced by "shall return or destroy all Confidential Information and all copies of it, and certify that it has done so".', 'acceptable')],
    [indemnity('Clause 3 is amended by replacing "The Provider shall defend the Customer" with "The Customer shall defend the Provider" and "indemnify the Customer" with "indemnify the Provider".', 'unacceptable'),
      indemnity('Clause 3 is amended by replacing "intellectual property rights" with "intellectual property rights, including trade marks and database rights".', 'preferred')],
  ]);
});

