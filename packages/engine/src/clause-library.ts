/**
 * The clause library: one clause of first-draft quality for every clause type of the taxonomy, plus
 * the operative clauses documents need (services, premises, compensation, processing details, ...).
 * Templates use {{name}} placeholders that draft.ts fills from the prompt, the variables and the
 * playbook's preferred positions. {{customer}} and {{provider}} are the defined names of the two sides
 * ("Customer" / "Provider", "Licensee" / "Licensor", "Tenant" / "Landlord", "Controller" / "Processor",
 * "Company" / "Employee"). A family (nda, employment, lease, dpa, license) may give its own wording of a
 * clause type; the generic entry serves every other document. Where a playbook check's preferred language is
 * itself a complete clause, the library takes it from the check (fromPlaybook) rather than keeping a copy; where a
 * check's suggested_language is only a line, the library holds the clause a redline writes for it, with a fallback
 * (checkClause).
 */
import { builtInCheck } from './playbooks/index.js';
import { SERVICE_CHANGE } from './playbooks/msa.js';
import { EFFORTS_ONLY_REMEDY } from './playbooks/services.js';

export interface LibraryClause {
  clause_type: string;
  heading: string;
  /** Template with {{name}} placeholders. */
  text: string;
}

export type ClauseFamily = 'generic' | 'nda' | 'employment' | 'lease' | 'dpa' | 'license';

const c = (clause_type: string, heading: string, text: string): LibraryClause => ({ clause_type, heading, text });

/** In generic clauses the two sides are placeholders, filled with the document's defined names. */
const GENERIC_NAMES: [RegExp, string][] = [[/\bCustomer\b/g, '{{customer}}'], [/\bProvider\b/g, '{{provider}}']];

/**
 * A clause whose wording is the playbook check's own preferred language (suggested_language), so that the
 * two never drift apart: the library drafts what the playbook prefers.
 */
/** The heading of each clause drafted from a check's own language (fromPlaybook), by check id. */
const PLAYBOOK_HEADINGS = new Map<string, string>();
function fromPlaybook(checkId: string, clause_type: string, heading: string, names: [RegExp, string][] = []): LibraryClause {
  const check = builtInCheck(checkId);
  if (!check) throw new Error(`clause library: no built-in check ${checkId}`);
  PLAYBOOK_HEADINGS.set(checkId, heading);
  return c(clause_type, heading, names.reduce((t, [re, to]) => t.replace(re, to), check.suggested_language));
}

/** The generic wording of every clause type (commercial, from the buying side's preferred positions). */
const GENERIC: LibraryClause[] = [
  c('document_name', 'Title', '{{title_upper}}'),
  c('parties', 'Parties', 'This {{title}} (this "Agreement") is made by and between {{party_a_full}} and {{party_b_full}} (each a "Party" and together the "Parties").'),
  c('agreement_date', 'Date', 'This Agreement is dated and entered into as of {{effective_date}}.'),
  c('effective_date', 'Effective Date', 'This Agreement takes effect on {{effective_date}} (the "Effective Date").'),
  c('recitals', 'Background', 'WHEREAS the Parties wish to set out the terms on which they will work together {{purpose_clause}}; NOW, THEREFORE, in consideration of the mutual promises in this Agreement, the Parties agree as follows.'),
  c('definitions', 'Definitions', '"Affiliate" means any entity that controls, is controlled by or is under common control with a Party. "Business Day" means a day other than a Saturday, Sunday or public holiday in the place of the recipient. "Confidential Information" means all non-public information that a Party discloses to the other Party in connection with this Agreement that is marked as confidential or that a reasonable person would understand to be confidential.'),
  c('definition_confidential_information', 'Confidential Information', '"Confidential Information" means all non-public business, financial, commercial, technical and other information that a Party discloses to the other Party in connection with this Agreement, in any form, that is marked or identified as confidential or that a reasonable person would understand to be confidential given its nature and the circumstances of disclosure.'),
  c('standard_exclusions', 'Exclusions', 'Confidential Information does not include information that (a) is or becomes publicly available through no fault of the receiving Party; (b) was lawfully known to the receiving Party before disclosure without a duty of confidentiality; (c) the receiving Party rightfully receives from a third party without a duty of confidentiality; or (d) the receiving Party independently develops without use of or reference to the other Party\'s Confidential Information.'),
  c('confidentiality_obligations', 'Confidentiality', 'Each Party shall keep the other Party\'s Confidential Information confidential, use it only to perform this Agreement and disclose it only to personnel and advisers who need to know it and are bound by confidentiality obligations. These obligations survive termination of this Agreement for {{survival_text}}.'),
  c('permitted_disclosure', 'Permitted Disclosure', 'A Party may disclose the other Party\'s Confidential Information to its employees, Affiliates, professional advisers and contractors who need to know it for the purposes of this Agreement and who are bound by obligations of confidentiality no less protective than this Agreement, and remains responsible for their compliance.'),
  c('compelled_disclosure', 'Disclosure Required by Law', 'If a Party is required by law, regulation or legal process to disclose the other Party\'s Confidential Information, it shall, where lawful, give the other Party prompt written notice so that it may seek a protective order, and shall disclose only the portion that is legally required.'),
  c('confidentiality_of_agreement', 'Confidentiality of this Agreement', 'Neither Party shall disclose the existence or terms of this Agreement except to its advisers, financiers and prospective acquirers under a duty of confidentiality, with the prior written consent of the other Party, or as required by law.'),
  c('return_or_destruction', 'Return or Destruction', 'When this Agreement ends, or earlier on written request, each Party shall promptly return or destroy the other Party\'s Confidential Information and materials in its possession and, on request, confirm in writing that it has done so, except for copies it must keep by law, which remain confidential.'),
  c('no_license', 'No Licence', 'No right or licence is granted or implied by this Agreement in any intellectual property or Confidential Information of a Party, except as expressly set out in it.'),
  c('residuals', 'Residuals', 'Nothing in this Agreement permits a Party to use or disclose the other Party\'s Confidential Information on the ground that it is retained in the unaided memory of its personnel; any such information remains Confidential Information.'),
  c('remedies', 'Remedies', 'A breach of this Agreement may cause irreparable harm for which damages are not an adequate remedy, so the non-breaching Party may seek injunctive or other equitable relief in addition to any other remedy available to it.'),
  c('term', 'Term', 'This Agreement begins on the Effective Date and shall continue for {{term_text}} (the "Initial Term"), unless terminated earlier in accordance with its terms.'),
  c('renewal_term', 'Renewal', '{{renewal_sentence}}'),
  c('notice_to_terminate_renewal', 'Notice of Non-Renewal', 'Either Party may prevent a renewal by giving the other Party written notice of non-renewal at least {{renewal_notice_text}} prior to the end of the then-current term.'),
  c('termination_for_convenience', 'Termination for Convenience', '{{customer}} may terminate this Agreement for convenience at any time upon {{notice_text}} prior written notice to {{provider}}, and shall pay for services properly performed up to the date of termination.'),
  c('termination', 'Termination for Breach', 'Either Party may terminate this Agreement by written notice if the other Party materially breaches it and does not cure the breach within thirty (30) days after receiving notice of it, or if the other Party becomes insolvent or enters into any arrangement with its creditors.'),
  c('survival', 'Survival', 'The provisions of this Agreement that by their nature are intended to survive its termination or expiry, including confidentiality, limitation of liability, indemnification and governing law, survive its termination or expiry.'),
  c('post_termination_services', 'Transition Assistance', 'Upon termination or expiry of this Agreement for any reason, {{provider}} shall, at {{customer}}\'s request and at its then-current rates, continue to provide transition assistance for up to ninety (90) days so that the services can be transferred to {{customer}} or a successor in an orderly manner.'),
  c('governing_law', 'Governing Law', 'This Agreement is governed by and construed in accordance with {{law_words}}, without regard to its conflict of laws rules.'),
  c('jurisdiction', 'Jurisdiction', 'The courts of {{forum}} have exclusive jurisdiction over any dispute arising out of or in connection with this Agreement, and each Party submits to the jurisdiction of those courts.'),
  c('dispute_resolution', 'Dispute Resolution', 'The Parties shall first try to resolve any dispute arising out of this Agreement through good-faith negotiation between senior executives for thirty (30) days. A dispute that is not resolved may be referred by either Party to mediation before either Party commences proceedings, except that either Party may seek urgent injunctive relief at any time.'),
  c('most_favored_nation', 'Most Favoured Customer', 'If {{provider}} offers substantially similar services to another customer on terms more favourable than those in this Agreement, {{provider}} shall offer the same terms to {{customer}}, so that {{customer}}\'s pricing is no less favourable than that given to any other customer buying comparable volumes.'),
  c('non_compete', 'Non-Competition', 'During the term of this Agreement and for {{non_compete_text}} after it ends, {{provider}} shall not engage in any business that competes with the business of {{customer}} in the territory in which {{customer}} operates, to the extent reasonably necessary to protect {{customer}}\'s legitimate business interests.'),
  c('exclusivity', 'Non-Exclusivity', 'This Agreement is non-exclusive. Nothing in this Agreement prevents {{customer}} from obtaining similar goods or services from third parties or from developing them itself.'),
  c('no_solicit_of_customers', 'Non-Solicitation of Customers', 'During the term of this Agreement and for {{non_solicit_text}} after it ends, each Party shall not solicit, or seek to divert, any customers of the other Party with whom it dealt under this Agreement.'),
  c('competitive_restriction_exception', 'Exceptions to Restrictions', 'Notwithstanding any restriction on competition or solicitation in this Agreement, nothing in it shall prevent either Party from holding up to five percent (5%) of the shares of a listed company, or from hiring any person who responds to a general advertisement not targeted at the other Party\'s personnel.'),
  c('no_solicit_of_employees', 'Non-Solicitation of Employees', 'During the term of this Agreement and for {{non_solicit_text}} after it ends, neither Party shall solicit or hire any employee of the other Party who was involved in the performance of this Agreement, except through a general advertisement not targeted at the other Party\'s staff.'),
  c('non_disparagement', 'Non-Disparagement', 'During the term of this Agreement, neither Party shall make any public statement that disparages the other Party or its products or services, provided that nothing in this clause prevents either Party from making truthful statements required by law.'),
  c('rofr_rofo_rofn', 'Right of First Refusal', 'If {{provider}} proposes to sell or license the deliverables or any related product line to a third party, it shall first offer them to {{customer}} on the same terms, and {{customer}} has a right of first refusal exercisable by written notice within thirty (30) days after receiving the offer.'),
  c('change_of_control', 'Change of Control', 'If {{provider}} undergoes a change of control, it shall notify {{customer}} in writing within thirty (30) days, and {{customer}} may terminate this Agreement by written notice within ninety (90) days after receiving that notice. A change of control of {{customer}} does not require {{provider}}\'s consent.'),
  c('anti_assignment', 'Assignment', 'Neither Party may assign this Agreement without the prior written consent of the other Party, except to a successor to all or substantially all of its business. This Agreement binds the Parties and their permitted successors and assigns.'),
  c('revenue_profit_sharing', 'Revenue Sharing', '{{provider}} shall pay {{customer}} a share of ten percent (10%) of the net revenue it receives from sales of products that incorporate the deliverables, within thirty (30) days after the end of each calendar quarter, with a statement showing how the amount was calculated.'),
  c('price_restrictions', 'Price Changes', 'Prices and fees are fixed for the Initial Term. {{provider}} may increase fees for any renewal term by no more than five percent (5%) on at least sixty (60) days\' written notice before that term begins.'),
  c('minimum_commitment', 'Minimum Commitment', '{{customer}} has no minimum purchase commitment under this Agreement, and purchases only the services it orders.'),
  c('volume_restriction', 'Volume', 'The fees cover use by up to the number of users stated in the applicable order. If {{customer}}\'s use exceeds the number of users in that order, the excess users are charged at the rates in that order, and no other volume limit applies.'),
  fromPlaybook('services.ip_ownership', 'ip_ownership_assignment', 'Ownership of Deliverables', GENERIC_NAMES),
  c('joint_ip_ownership', 'Jointly Developed Materials', 'Any materials that the Parties develop jointly under this Agreement are jointly owned by the Parties in equal undivided shares, and each Party may use and license them without accounting to the other Party, save as otherwise agreed in writing.'),
  c('license_grant', 'Licence', '{{provider}} hereby grants to {{customer}} a non-exclusive, worldwide licence to use the services and any software and documentation provided under this Agreement for {{customer}}\'s business purposes during the term of this Agreement.'),
  c('non_transferable_license', 'Transfer of Licence', 'The licence granted under this Agreement is non-transferable except together with an assignment of this Agreement permitted by it, and may be extended to {{customer}}\'s Affiliates and contractors acting on its behalf.'),
  c('affiliate_license_licensor', 'Affiliates of the Licensor', '{{provider}}, as licensor, grants and shall procure that each licensor and its Affiliates grant {{customer}} a licence under their intellectual property on the terms of this Agreement to the extent needed to use the services and deliverables, and {{provider}} shall procure that its Affiliates do so.'),
  c('affiliate_license_licensee', 'Use by Affiliates', '{{customer}} and its Affiliates may use the services and deliverables under this Agreement, and {{customer}} is responsible for their use as if it were its own.'),
  c('unlimited_license', 'Enterprise Use', 'The licence is an enterprise-wide licence for an unlimited number of users within {{customer}} and its Affiliates, without additional fees for additional users.'),
  c('irrevocable_or_perpetual_license', 'Perpetual Licence', '{{provider}} grants {{customer}} a perpetual and irrevocable licence to use the deliverables once the fees for them have been paid, and that licence survives termination of this Agreement.'),
  c('source_code_escrow', 'Source Code Escrow', '{{provider}} shall deposit the source code of the software, with the documentation needed to maintain it, with an independent escrow agent under a three-party escrow agreement, and update the deposit with each major release. The source code shall be released to {{customer}} if {{provider}} becomes insolvent or ceases to support the software.'),
  c('audit_rights', 'Audit', '{{customer}} may, on at least thirty (30) days\' written notice and no more than once in any twelve (12) month period, audit the books and records of {{provider}} relating to this Agreement during normal business hours, to verify the fees charged and {{provider}}\'s compliance with this Agreement.'),
  c('uncapped_liability', 'Exclusions from the Cap', 'The limitations of liability in this Agreement shall not apply to liability for death or personal injury caused by negligence, fraud or fraudulent misrepresentation, breach of confidentiality, or a Party\'s indemnification obligations.'),
  c('cap_on_liability', 'Limitation of Liability', 'Neither Party shall be liable for any indirect, incidental, special, consequential or punitive damages, or for loss of profits or revenue, arising out of this Agreement, except for breaches of confidentiality or indemnification obligations. Except for breaches of confidentiality, indemnification obligations, or gross negligence or wilful misconduct, each Party\'s aggregate liability arising out of this Agreement shall not exceed {{cap_text}}.'),
  c('liquidated_damages', 'Service Credits as Liquidated Damages', 'If {{provider}} fails to deliver a milestone by its agreed date, it shall pay {{customer}} liquidated damages of one percent (1%) of the fees for that milestone for each week of delay, up to ten percent (10%) of those fees. The Parties agree that these amounts are a genuine pre-estimate of loss and not a penalty, and they do not limit {{customer}}\'s right to terminate.'),
  c('warranty_duration', 'Warranty Period', '{{provider}} warrants that each deliverable will conform to its specification for a period of ninety (90) days from the date of acceptance, and shall correct any non-conformity notified to it within that period at no charge.'),
  c('warranties', 'Warranties', 'Each Party represents and warrants that it has full power and authority to enter into and perform this Agreement. {{provider}} warrants that the services will be performed in a professional and workmanlike manner by suitably qualified personnel, in accordance with good industry practice and applicable law.'),
  c('indemnification', 'Indemnification', '{{provider}} shall defend, indemnify and hold harmless {{customer}} from and against any third-party claim alleging that the services or deliverables infringe or misappropriate any intellectual property right, and pay the damages and costs finally awarded against {{customer}} or agreed in a settlement {{provider}} approves, provided that {{customer}} notifies {{provider}} promptly of the claim and gives it reasonable assistance at {{provider}}\'s cost.'),
  c('insurance', 'Insurance', '{{provider}} shall maintain, during the term and for two (2) years after it, professional indemnity insurance and general liability insurance with reputable insurers in amounts customary for its business, and provide certificates of insurance on request.'),
  c('covenant_not_to_sue', 'Covenant Not to Sue', '{{provider}} shall not bring any action or claim challenging {{customer}}\'s ownership of, or the validity of {{customer}}\'s rights in, the deliverables assigned to it under this Agreement.'),
  c('third_party_beneficiary', 'Third-Party Rights', 'This Agreement does not confer any rights or benefits on any person other than the Parties and their permitted successors and assigns, and no third party beneficiary may enforce any of its terms.'),
  c('non_solicitation', 'Non-Solicitation', 'During the term of this Agreement and for {{non_solicit_text}} after it ends, neither Party shall, directly or indirectly, solicit or entice away any employee or customer of the other Party with whom it had dealings under this Agreement; this non-solicitation does not restrict general advertisements.'),
  c('payment_terms', 'Fees and Payment', '{{customer}} shall pay the fees set out in each order or Statement of Work. {{customer}} shall pay undisputed amounts within thirty (30) days after receipt of a correct invoice, and may withhold amounts disputed in good faith while the Parties resolve the dispute.'),
  c('notices', 'Notices', 'Notices under this Agreement shall be in writing and delivered by hand, by courier or by email to the address that each Party gives for notices. A notice takes effect when received, or on the next business day if received outside business hours.'),
  c('force_majeure', 'Force Majeure', 'Neither Party is liable for any delay or failure to perform caused by an event beyond its reasonable control, such as natural disaster, war, terrorism, epidemic, governmental action or failure of public utilities (a "Force Majeure Event"), provided that it notifies the other Party promptly and uses reasonable efforts to resume performance. If a Force Majeure Event continues for more than sixty (60) days, the other Party may terminate this Agreement by written notice.'),
  c('entire_agreement', 'Entire Agreement', 'This Agreement is the entire agreement between the Parties about its subject matter and supersedes all prior agreements, proposals and understandings about it.'),
  c('severability', 'Severability', 'If any provision of this Agreement is held invalid or unenforceable, it shall be enforced to the maximum extent permitted and the remaining provisions of this Agreement shall remain in full force and effect.'),
  c('amendment', 'Amendment and Waiver', 'This Agreement may be amended only in a writing signed by both Parties. A right under this Agreement may be waived only in writing, and a failure or delay in exercising a right is not a waiver of it.'),
  c('counterparts', 'Counterparts', 'This Agreement may be signed in any number of counterparts, including by electronic signature, each of which is an original and which together form one agreement.'),
  c('independent_contractor', 'Relationship of the Parties', 'The Parties are independent contractors. Nothing in this Agreement creates a partnership, joint venture, agency or employment relationship between them, and neither Party has authority to bind the other.'),
  c('publicity', 'Publicity', 'Neither Party shall issue any press release or public announcement about this Agreement, or use the other Party\'s name, trademarks or logo, without the other Party\'s prior written consent.'),
  c('data_protection', 'Data Protection', '{{customer}} retains all rights in its data. {{provider}} shall process customer data and any personal data only to provide the services and on {{customer}}\'s documented instructions, comply with applicable data protection law, protect the data with industry-standard security measures, notify {{customer}} of any security breach {{breach_notice}}, and return or delete it at {{customer}}\'s choice when this Agreement ends.'),
  fromPlaybook('saas.service_levels', 'service_levels', 'Service Levels', GENERIC_NAMES),
  c('signature', 'Signatures', 'IN WITNESS WHEREOF, the Parties have signed this Agreement as of the Effective Date.'),
  // operative clauses that are not taxonomy types but that documents need (and checks look for)
  c('services', 'Services and Statements of Work', '{{provider}} shall provide the services described in each statement of work agreed by the Parties in writing (each a "Statement of Work"). Each Statement of Work forms part of this Agreement and describes the services, deliverables, milestones, fees and acceptance criteria. If a Statement of Work conflicts with these terms, these terms prevail unless the Statement of Work expressly says otherwise.'),
  c('acceptance', 'Acceptance', '{{customer}} may test each deliverable against its acceptance criteria within fifteen (15) business days of delivery and reject it by written notice if it does not conform; {{provider}} shall correct and redeliver a rejected deliverable at no additional charge.'),
  c('warranty', 'Warranties', '{{provider}} warrants that the services will be performed in a professional and workmanlike manner by suitably qualified personnel, and that each deliverable will conform to its specification for ninety (90) days after acceptance. Each Party represents and warrants that it has full power and authority to enter into and perform this Agreement.'),
  c('subscription', 'Subscription', '{{provider}} grants {{customer}} and its users a non-exclusive right to access and use the Service during the subscription term for {{customer}}\'s business purposes, in accordance with the documentation. {{customer}} shall not resell the Service or use it to build a competing product.'),
];

/** NDA wording: the Disclosing Party / Receiving Party structure and the Purpose. */
const NDA: LibraryClause[] = [
  c('definition_confidential_information', 'Confidential Information', '"Confidential Information" means all non-public business, financial, commercial, technical and other information that {{a_party}} (the "Disclosing Party") discloses to {{the_other_party}} (the "Receiving Party") in connection with the Purpose, whether disclosed in writing, orally, visually, electronically or in any other form, that is marked or identified as confidential or that a reasonable person would understand to be confidential given its nature and the circumstances of disclosure, whether or not it is marked.'),
  c('standard_exclusions', 'Exclusions', 'Confidential Information does not include information that (a) is or becomes publicly available through no fault of the Receiving Party; (b) was lawfully known to the Receiving Party before disclosure without a duty of confidentiality; (c) the Receiving Party rightfully receives from a third party without a duty of confidentiality to the Disclosing Party; or (d) the Receiving Party independently develops without use of or reference to the Disclosing Party\'s Confidential Information.'),
  c('confidentiality_obligations', 'Obligations', 'The Receiving Party shall keep the Disclosing Party\'s Confidential Information confidential, protect it with at least reasonable care, and use it solely for the Purpose and for no other purpose. The Receiving Party shall not reverse engineer, decompile or disassemble any prototype, sample, software or other object that embodies Confidential Information. The Receiving Party may make only such copies of Confidential Information as are reasonably necessary for the Purpose, and all copies remain Confidential Information.'),
  c('permitted_disclosure', 'Permitted Disclosure', 'The Receiving Party may disclose Confidential Information to its employees, and to its affiliates and its and their professional advisers and contractors, who need to know it for the Purpose and who are bound by obligations of confidentiality no less protective than this Agreement. The Receiving Party is responsible for any breach of this Agreement by them.'),
  c('compelled_disclosure', 'Disclosure Required by Law', 'If the Receiving Party is required by law, regulation or legal process to disclose Confidential Information, it shall, where lawful, give the Disclosing Party prompt written notice so that the Disclosing Party may seek a protective order, and shall disclose only the portion that is legally required.'),
  c('confidentiality_of_agreement', 'Confidentiality of this Agreement', 'Neither Party shall disclose the existence or terms of this Agreement, or the fact that discussions concerning the Purpose are taking place, except with the prior written consent of the other Party or as required by law.'),
  c('no_license', 'Ownership', 'All Confidential Information remains the property of the Disclosing Party. No licence or other right in any Confidential Information or intellectual property is granted or implied by this Agreement, except the limited right to use Confidential Information for the Purpose. Nothing in this Agreement restricts either Party from competing with the other Party or from developing products or services similar to those of the other Party without use of its Confidential Information.'),
  c('term', 'Term', 'This Agreement begins on the Effective Date and continues for {{term_text}}.{{renewal_inline}} Either Party may terminate it earlier by {{notice_text}} written notice to the other Party. The Receiving Party\'s obligations under this Agreement survive the termination or expiry of this Agreement for {{survival_text}}, and for trade secrets for as long as they remain trade secrets under applicable law.'),
  c('return_or_destruction', 'Return or Destruction', 'Upon the termination of this Agreement, or earlier upon the Disclosing Party\'s written request, the Receiving Party shall promptly return or destroy all Confidential Information of the Disclosing Party in its possession and, on request, confirm in writing that it has done so. The Receiving Party may retain copies of Confidential Information to the extent required by law or by its bona fide record-retention policies, and in automatic electronic back-ups, provided that those copies remain subject to this Agreement.'),
  fromPlaybook('nda.injunctive_relief', 'remedies', 'Remedies'),
  c('governing_law', 'Governing Law and Jurisdiction', 'This Agreement is governed by {{law_words}}, and the courts of {{forum}} have exclusive jurisdiction over any dispute arising out of or in connection with it.'),
  c('entire_agreement', 'Entire Agreement', 'This Agreement is the entire agreement between the Parties about its subject matter and supersedes all prior agreements and understandings about it. It may be amended only in a writing signed by both Parties.'),
];

/** Employment wording: Company and Employee. */
const EMPLOYMENT: LibraryClause[] = [
  c('duties', 'Position and Duties', 'The Company employs the Employee as {{job_title}}, starting on {{effective_date}}. The Employee shall perform the duties reasonably assigned by the Company, devote their working time and attention to the Company\'s business, and comply with the Company\'s lawful policies.'),
  c('compensation', 'Salary and Benefits', 'The Company shall pay the Employee a base salary of {{salary}} per year, payable in accordance with the Company\'s regular payroll practices, and the Employee may take part in the Company\'s benefit plans on their terms. The Employee is entitled to paid time off in accordance with the Company\'s policies and applicable law.'),
  c('term', 'Term of Employment', 'The employment begins on {{effective_date}} and continues until terminated in accordance with this Agreement.'),
  c('termination', 'Termination', 'Either party may terminate the Employee\'s employment by giving the other not less than {{employment_notice_text}} written notice. The Company may terminate the Employee\'s employment immediately for Cause, which includes gross misconduct, material breach of this Agreement not cured within ten (10) days of notice, fraud or dishonesty, or conviction of a serious offence.'),
  fromPlaybook('employment.ip_assignment', 'ip_ownership_assignment', 'Intellectual Property'),
  c('confidentiality_obligations', 'Confidentiality', 'During and after the employment, the Employee shall not use or disclose any Confidential Information of the Company except as required to perform the Employee\'s duties or as required by law. "Confidential Information" means non-public information about the business, customers, finances, products and plans of the Company that the Employee learns in the course of employment.'),
  c('non_compete', 'Non-Competition', 'For {{non_compete_text}} after the employment ends, the Employee shall not work for a direct competitor of the Company in a role similar to the Employee\'s role in the twelve (12) months before the employment ended.'),
  c('non_solicitation', 'Non-Solicitation', 'For {{non_solicit_text}} after the employment ends, the Employee shall not solicit or entice away any employee of the Company, or any customer of the Company with whom the Employee dealt in the last twelve (12) months of employment.'),
  c('return_or_destruction', 'Company Property', 'When the employment ends, or earlier on request, the Employee shall return to the Company all documents, devices and other property of the Company and all copies of Confidential Information in the Employee\'s possession.'),
  c('governing_law', 'Governing Law', 'This Agreement is governed by {{law_words}}, and the courts of {{forum}} have exclusive jurisdiction over any dispute arising from it.'),
];

/** Lease wording: Landlord and Tenant. */
const LEASE: LibraryClause[] = [
  c('premises', 'Premises and Term', 'Landlord leases to Tenant the premises described in Schedule 1 (the "Premises") in the building of which they form part (the "Building") for a term of {{term_text}} beginning on {{effective_date}} (the "Commencement Date" and that period the "Term").'),
  c('payment_terms', 'Rent', 'Tenant shall pay rent of {{rent}} per month, in advance on the first day of each calendar month, by bank transfer to the account Landlord designates in writing.'),
  fromPlaybook('lease.rent_increases', 'price_restrictions', 'Rent Review'),
  c('deposit', 'Security Deposit', 'On signing this Lease Tenant shall pay a security deposit equal to two months\' rent (the "Security Deposit"). Landlord shall hold it in a separate account and return the Security Deposit to Tenant within thirty (30) days after the end of the Term, less any amounts then due from Tenant, with an itemised statement of any deduction.'),
  c('use', 'Use', 'Tenant may use the Premises as offices and for any lawful purpose ancillary to that use, and shall comply with the reasonable regulations of the Building notified to it in writing.'),
  fromPlaybook('lease.repairs', 'maintenance', 'Repairs'),
  c('renewal_term', 'Option to Renew', 'Tenant may renew this Lease for one further term of {{renewal_text}} on the same terms, except rent, by giving Landlord written notice at least six (6) months before the end of the Term.'),
  fromPlaybook('lease.assignment_subletting', 'anti_assignment', 'Assignment and Subletting'),
  c('insurance', 'Insurance', 'Landlord shall insure the Building against the usual risks for its full reinstatement value. Tenant shall insure its own contents and maintain public liability insurance in an amount customary for premises of this kind.'),
  c('termination_for_convenience', 'Tenant\'s Break Right', 'Tenant may terminate this Lease for convenience at any time after the first anniversary of the Commencement Date upon {{lease_break_notice}} prior written notice to Landlord, without penalty.'),
  c('quiet_enjoyment', 'Quiet Enjoyment', 'Provided that Tenant pays the rent and performs its obligations, Tenant may peaceably hold and enjoy the Premises during the Term without interruption by Landlord or anyone claiming under Landlord.'),
  c('termination', 'Landlord\'s Remedies', 'Landlord may end this Lease only if the rent is unpaid for thirty (30) days after written demand, or Tenant materially breaches this Lease and does not remedy the breach within sixty (60) days after written notice of it, and in either case only by court order where the law so requires.'),
  c('governing_law', 'Governing Law', 'This Lease is governed by {{law_words}}, and the courts of {{forum}} have exclusive jurisdiction over any dispute arising from it.'),
];

/** DPA wording (GDPR Art. 28): Controller and Processor. */
const DPA: LibraryClause[] = [
  c('processing_details', 'Subject Matter and Details of Processing', 'Processor processes Personal Data on behalf of Controller to provide the services under the principal agreement between the Parties (the "Principal Agreement"). The subject matter, duration, nature and purpose of the processing, the types of Personal Data and the categories of data subjects are set out in Annex I. "Personal Data", "Personal Data Breach", "processing" and "data subject" have the meanings given in the General Data Protection Regulation (EU) 2016/679 ("GDPR").'),
  fromPlaybook('dpa.instructions', 'instructions', 'Instructions'),
  fromPlaybook('dpa.personnel_confidentiality', 'personnel_confidentiality', 'Confidentiality of Personnel'),
  fromPlaybook('dpa.security', 'security', 'Security'),
  c('sub_processors', 'Sub-processors', 'Processor shall not engage another processor without the prior specific or general written authorisation of Controller. In the case of general authorisation, Processor shall inform Controller of any intended addition or replacement at least thirty (30) days in advance, giving Controller the opportunity to object. Processor shall impose the same data protection obligations on each sub-processor and remains fully liable to Controller for its performance.'),
  fromPlaybook('dpa.assistance', 'assistance', 'Assistance'),
  c('breach_notification', 'Personal Data Breaches', 'Processor shall notify Controller without undue delay, and in any event within {{breach_hours_text}}, after becoming aware of a Personal Data Breach, and provide the information Controller needs to meet its obligations under Article 33 GDPR.'),
  fromPlaybook('dpa.deletion_return', 'deletion_return', 'Deletion or Return'),
  fromPlaybook('dpa.audits', 'audit_rights', 'Audits'),
  fromPlaybook('dpa.international_transfers', 'international_transfers', 'International Transfers'),
  c('data_protection', 'Data Protection', 'Processor shall process Personal Data in compliance with the GDPR and other applicable data protection law, and only for the purposes set out in Annex I.'),
  c('term', 'Duration', 'This Agreement takes effect on the Effective Date and continues for as long as Processor processes Personal Data on behalf of Controller.'),
  c('governing_law', 'Governing Law', 'This Agreement is governed by {{law_words}}, and the courts of {{forum}} have exclusive jurisdiction over any dispute arising from it.'),
];

/** Licence wording: Licensor and Licensee. */
const LICENSE: LibraryClause[] = [
  c('license_grant', 'Grant of Licence', 'Licensor hereby grants to Licensee a non-exclusive, worldwide licence to use, reproduce and modify the Licensed Materials described in Schedule 1 (the "Licensed Materials") for the purposes of Licensee\'s business during the Term. Licensee may sublicense its rights under this Agreement to its Affiliates and to contractors acting on its behalf, and remains responsible for their compliance with this Agreement.'),
  fromPlaybook('license.exclusivity', 'exclusivity', 'No Restriction on Licensee'),
  c('revenue_profit_sharing', 'Royalties', 'Licensee shall pay Licensor the royalties set out in Schedule 2 within thirty (30) days after the end of each calendar quarter, with a statement of the royalties due for that quarter.'),
  c('audit_rights', 'Records and Audit', 'Licensee shall keep accurate records of the royalties payable under this Agreement. Licensor may, at its own cost and no more than once in any twelve (12) month period, on at least thirty (30) days\' written notice and during normal business hours, audit Licensee\'s records relating to royalties payable under this Agreement.'),
  c('ip_ownership_assignment', 'Ownership and Improvements', 'Licensor retains ownership of the Licensed Materials. As between the parties, Licensee owns all improvements, modifications and derivative works of the Licensed Materials that Licensee creates, subject to Licensor\'s ownership of the underlying Licensed Materials.'),
  fromPlaybook('license.change_of_control', 'change_of_control', 'Change of Control'),
  c('termination_for_convenience', 'Termination for Convenience', 'Licensee may terminate this Agreement for convenience at any time upon {{notice_text}} prior written notice to Licensor.'),
  c('indemnification', 'Indemnification', 'Licensor shall defend, indemnify and hold harmless Licensee from and against any third-party claim alleging that the Licensed Materials infringe or misappropriate any intellectual property right, and pay the damages and costs finally awarded against Licensee or agreed in a settlement Licensor approves.'),
  c('warranties', 'Warranties', 'Licensor represents and warrants that it owns or controls the Licensed Materials and has the right to grant the licence in this Agreement, and that the Licensed Materials will perform materially in accordance with their documentation.'),
];

/**
 * Clauses for checks whose redline is more than their playbook's one-line suggested_language: the clause a lawyer
 * would put in the contract (preferred), and the one to offer when the preferred clause does not resolve the issue in
 * that contract (fallback, the playbook's fallback position). Written in the playbook's generic terms ("Provider",
 * "Customer", "the Service", "Landlord", "the Premises"), which a redline turns into the contract's own defined terms.
 */
export interface CheckClause {
  heading: string;
  preferred: string;
  fallback?: string;
}

const CHECK_CLAUSES: Record<string, CheckClause> = {
  // (session 20, saas24: the customer's exclusion of consequential loss, its carve-outs and the direct losses it keeps)
  'saas.consequential_damages': {
    heading: 'Exclusion of Indirect Loss',
    preferred: 'Except for a party\'s breach of its confidentiality obligations, Provider\'s breach of its data-protection or security obligations, a party\'s indemnification obligations, and a party\'s gross negligence or wilful misconduct, neither party shall be liable for any indirect, incidental, special or consequential damages, or for loss of profits or revenue, arising out of this Agreement. The costs of restoring or recovering Customer\'s lost or corrupted data and of procuring replacement services for the rest of the subscription term are direct damages and are not excluded.',
    fallback: 'Neither party shall be liable for any indirect, incidental, special or consequential damages, or for loss of profits or revenue, arising out of this Agreement, except for a party\'s breach of its confidentiality obligations or its indemnification obligations. Loss of or damage to Customer Data is not excluded.',
  },
  'saas.suspension': {
    heading: 'Suspension of the Service',
    preferred: 'Provider may suspend Customer\'s access to the Service only (a) if undisputed fees remain unpaid thirty (30) days after Provider has given Customer written notice of the overdue amount, or (b) to the extent and for as long as reasonably necessary to prevent an imminent threat to the security or integrity of the Service or its use in breach of applicable law. Provider shall give Customer prior written notice of any suspension and its grounds (or, where a threat makes prior notice impracticable, notice as soon as possible after it), limit the suspension to the users or features concerned, and restore access promptly once the cause is resolved.',
    fallback: 'Provider may suspend Customer\'s access to the Service if Customer materially breaches this Agreement and does not cure the breach within ten (10) days after receiving written notice of it, and shall restore access promptly once the breach is cured.',
  },
  'services.suspension': {
    heading: 'Suspension of the Services',
    preferred: 'Provider may suspend the Services only (a) if undisputed fees remain unpaid thirty (30) days after Provider has given Customer written notice of the overdue amount, or (b) to the extent and for as long as reasonably necessary to prevent an imminent risk to health, safety or the security of Customer\'s or Provider\'s systems. Provider shall give Customer prior written notice of any suspension and its grounds (or, where the risk makes prior notice impracticable, notice as soon as possible after it), suspend only the Services concerned, and resume them promptly once the cause is resolved.',
    fallback: 'Provider may suspend the Services if Customer materially breaches this Agreement and does not cure the breach within ten (10) days after receiving written notice of it, and shall resume the Services promptly once the breach is cured.',
  },
  'saas.unilateral_changes': {
    heading: 'Amendments',
    preferred: 'No amendment or variation of this Agreement, including of any terms, policies or other documents incorporated in it by reference, is effective unless it is in writing and signed by authorised representatives of both parties. Terms, policies and documents so incorporated apply in the version current on the date of this Agreement, and Customer\'s continued use of the Service after a change to them is not acceptance of that change.',
    fallback: 'Provider may change the policies incorporated in this Agreement by giving Customer at least thirty (30) days\' written notice of the change, and if a change materially reduces the Service or Customer\'s rights, Customer may terminate this Agreement by written notice before the change takes effect and receive a pro-rata refund of any prepaid fees for the period after termination. No other amendment to this Agreement is effective unless it is in writing and signed by both parties.',
  },
  'lease.landlord_access': {
    heading: 'Landlord\'s Access',
    preferred: 'Landlord may enter the Premises only at reasonable times during normal business hours and on at least twenty-four (24) hours\' prior written notice to Tenant, to inspect them, to carry out repairs that Landlord is obliged or entitled to make under this Lease or, in the last six (6) months of the Term, to show them to prospective tenants. When it enters, Landlord shall cause as little disruption to Tenant\'s business as practicable, comply with Tenant\'s reasonable security requirements, allow Tenant to accompany it and make good at its own cost any damage it causes. Landlord may enter without notice only in an emergency that endangers persons or property, and shall inform Tenant promptly afterwards.',
    fallback: 'Landlord may enter the Premises on reasonable prior notice during normal business hours to inspect or repair them, causing as little disruption to Tenant\'s business as practicable, and without notice only in an emergency.',
  },
};

/**
 * Provisos that mend, in its own place, a sentence on another of a check's matters than the one its language writes:
 * beside an amendments clause rewritten for `unilateral_changes`, the clause that lets the provider change or withdraw
 * features keeps that right, and only loses the power to make the service worse (the reading's fallback, NO_WORSE),
 * instead of being struck or rewritten as a second amendments clause. No party names or defined terms: it follows any
 * contract's wording.
 */
const MATTER_PROVISOS: { check: RegExp; matter: RegExp; text: string; note: string }[] = [
  { check: /\.unilateral_changes$/, matter: new RegExp(SERVICE_CHANGE, 'i'), text: 'provided that any such change does not materially reduce the features or functionality available under this Agreement', note: 'The clause that lets the other side change what it supplies keeps that right, with a proviso that a change may not make it materially worse.' },
  // (session 18, licence22: a warranty whose only remedy is the vendor's efforts to correct keeps them, and gains the
  // refund the warranty language promises when they fail, instead of a second warranty written beside the first)
  { check: /\.(?:warranty|services_warranty)$/, matter: new RegExp(EFFORTS_ONLY_REMEDY, 'i'), text: 'provided that, if the non-conformity is not corrected within thirty (30) days after notice of it, the fees paid for the non-conforming item shall be refunded', note: 'The remedy sentence keeps the efforts to correct, with a refund if they fail within thirty days.' },
];

/** The proviso that mends `sentence` on its own matter for a check whose language (`language`) is on another; else undefined. */
export function matterProviso(checkId: string, sentence: string, language: string): { text: string; note: string } | undefined {
  const found = MATTER_PROVISOS.find((x) => x.check.test(checkId) && x.matter.test(sentence) && !x.matter.test(language));
  return found && { text: found.text, note: found.note };
}

/** Headings of checks whose language shares a clause type with another check's ("Limitation of Liability" for both the cap and the exclusion of indirect loss). */
const CHECK_HEADINGS: [RegExp, string][] = [[/\.consequential_damages$/, 'Exclusion of Indirect Loss']];

/**
 * The clause a redline of a check writes: its own entry (heading, preferred and fallback language) when the check's
 * suggested_language is still the built-in one (a playbook that words it otherwise is followed); else the check's
 * suggested_language, under the heading of its kind when it has one.
 */
export function checkClause(check: { check_id: string; suggested_language?: string }): Partial<CheckClause> & { preferred?: string } {
  const own = CHECK_CLAUSES[check.check_id];
  const builtIn = builtInCheck(check.check_id);
  // (a check's own heading before its kind's: "International Transfers", not "Data Protection" for each of a DPA's checks)
  const heading = CHECK_HEADINGS.find(([re]) => re.test(check.check_id))?.[1] ?? PLAYBOOK_HEADINGS.get(check.check_id);
  if (own && builtIn && builtIn.suggested_language === check.suggested_language) return own;
  return { heading: own?.heading ?? heading, preferred: check.suggested_language };
}

const FAMILIES: Record<ClauseFamily, LibraryClause[]> = { generic: GENERIC, nda: NDA, employment: EMPLOYMENT, lease: LEASE, dpa: DPA, license: LICENSE };

/**
 * The wording of a clause type for a family: the family's own, else the generic one, else the first family's that has it
 * (a person's pay, "compensation", is worded only for employment); undefined when the library has none.
 */
export function libraryClause(clauseType: string, family: ClauseFamily = 'generic'): LibraryClause | undefined {
  return FAMILIES[family].find((x) => x.clause_type === clauseType) ?? GENERIC.find((x) => x.clause_type === clauseType) ?? Object.values(FAMILIES).flat().find((x) => x.clause_type === clauseType);
}

/** The library's heading for a clause type, in the first family that drafts it ("Repairs" for maintenance); undefined when none does. */
export function libraryHeading(clauseType: string): string | undefined {
  return libraryClause(clauseType)?.heading;
}

/** Every clause type the library can draft (the taxonomy's types and the operative clauses of documents). */
export function libraryClauseTypes(): string[] {
  return [...new Set(Object.values(FAMILIES).flat().map((x) => x.clause_type))];
}
