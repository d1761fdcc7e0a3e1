/**
 * The clause taxonomy: one list of snake_case clause types covering the NDA playbook's topics,
 * CUAD's 41 categories (cuad: the CUAD category it stands for) and the usual boilerplate.
 * Detection is data: heading patterns (matched against the clause's heading or its section's
 * heading) and body patterns (matched against the first 600 characters of the clause).
 */
import { gateFor, PieceMarks } from './gate.js';

export interface ClauseTypeDef {
  clause_type: string;
  title: string;
  description: string;
  cuad?: string;
  heading?: string;
  body?: string;
  /**
   * Body words that make a clause some other type's though the body pattern matches: a publicity clause that names the
   * royalties it keeps quiet is no revenue sharing. Tried only after `body` matched.
   */
  not?: string;
}

/** A regulator called a Commission ("Securities and Exchange Commission", "Federal Trade Commission"): no sales commission. */
const COMMISSION = String.raw`(?<!(?:exchange|trade|communications|european|securities|investments?|utilit(?:y|ies)|services?|competition|regulatory|gaming|insurance|commerce|maritime|election|energy|rights|law)\s)commission`;

const T: ClauseTypeDef[] = [
  { clause_type: 'document_name', title: 'Document name', description: 'The name of the contract.', cuad: 'Document Name', body: '^[^a-z]{0,20}(?:[A-Z][A-Z\\-&,]+\\s+){0,6}(?:AGREEMENT|CONTRACT)\\b[^a-z]{0,40}$' },
  { clause_type: 'parties', title: 'Parties', description: 'The parties who sign the contract and how they are defined.', cuad: 'Parties', body: '\\b(?:is|are) (?:made|entered into)[^.]{0,200}\\bby and between\\b|^(?:this|the)[^.]{0,120}\\b(?:by and )?between\\b[^.]{0,200}\\((?:the )?["“]' },
  { clause_type: 'agreement_date', title: 'Agreement date', description: 'The date the contract was signed.', cuad: 'Agreement Date', body: '\\b(?:dated|entered into|made)\\b[^.]{0,40}\\b(?:as of|on|this)\\b[^.]{0,40}\\b(?:19|20)\\d\\d\\b' },
  { clause_type: 'effective_date', title: 'Effective date', description: 'When the contract takes effect.', cuad: 'Effective Date', body: '["“]effective date["”]|\\beffective (?:as of|on) ' },
  { clause_type: 'definitions', title: 'Definitions', description: 'Defined terms of the contract.', heading: '^(?:definitions?|interpretation|defined terms)', body: '^["“][A-Z][^"”]{1,60}["”] (?:shall )?(?:means?|has the meaning|includes?)\\b' },
  { clause_type: 'definition_confidential_information', title: 'Definition of Confidential Information', description: 'What information the agreement protects.', heading: 'definition of confidential|confidential information$', body: 'confidential information["”]?\\)? (?:shall )?(?:means?|includes?|refers to|is defined)|["“](?:confidential|proprietary) information["”]\\s*(?:\\)|shall|means)' },
  { clause_type: 'standard_exclusions', title: 'Exclusions from confidentiality', description: 'Information that is not confidential: public, already known, independently developed, received from a third party.', heading: 'exclusions?|exceptions?|excluded information', body: '(?:shall not (?:include|apply)|does not include|will not include|not be considered confidential|obligations[^.]{0,60}shall not apply)[^.]{0,160}(?:public|known|independently|third part)' },
  { clause_type: 'confidentiality_obligations', title: 'Confidentiality obligations', description: 'Duties to keep information confidential and to use it only for the purpose.', heading: 'confidential|non-?disclosure|obligations of (?:the )?receiving|protection of', body: '\\b(?:hold|keep|maintain|treat)\\b[^.]{0,60}\\b(?:in (?:strict )?confidence|confidential)' },
  { clause_type: 'permitted_disclosure', title: 'Permitted disclosure', description: 'Disclosure to employees, advisers and other representatives on a need-to-know basis.', heading: 'permitted disclos|disclosure to (?:employees|representatives)|representatives', body: 'need to know' },
  { clause_type: 'compelled_disclosure', title: 'Compelled disclosure', description: 'Disclosure required by law, regulation or court order, usually after notice.', heading: 'compelled|required (?:by law )?disclos|legal(?:ly)? (?:requirement|compelled)', body: '(?:required|compelled|requested) (?:by|pursuant to|under) (?:law|any law|applicable law|court|subpoena|regulation|legal process|judicial)' },
  { clause_type: 'confidentiality_of_agreement', title: 'Confidentiality of the agreement', description: 'The existence and terms of the agreement and the discussions are confidential.', heading: 'confidentiality of (?:this |the )?agreement|non-?announcement' },
  { clause_type: 'return_or_destruction', title: 'Return or destruction of information', description: 'Returning or destroying confidential information on request or at the end.', heading: 'return|destruction', body: '\\b(?:return|destroy)\\b[^.]{0,80}\\b(?:confidential information|materials|documents)' },
  { clause_type: 'no_license', title: 'No licence', description: 'Disclosure grants no right or licence in the information.', heading: '^(?:no (?:license|licence|rights?)|ownership|property)', body: 'no (?:right|license|licence)[^.]{0,60}(?:granted|implied|conveyed)|(?:nothing|not)[^.]{0,80}(?:grant|be construed as granting|confer)[^.]{0,40}(?:any )?(?:right|license|licence)' },
  { clause_type: 'residuals', title: 'Residuals', description: 'Freedom to use information retained in unaided memory.', heading: 'residual', body: 'residual|unaided memor' },
  { clause_type: 'remedies', title: 'Remedies and injunctive relief', description: 'Equitable relief for breach without proof of damages.', heading: 'remed|injunct|equitable', body: 'injunct|equitable relief|specific performance|irreparable' },
  { clause_type: 'term', title: 'Term', description: 'How long the agreement and its obligations last.', cuad: 'Expiration Date', heading: '^(?:term|duration|period)(?:$| of| and)', body: '(?:this agreement|the term)[^.]{0,80}(?:shall (?:remain|continue|expire|terminate)|commence|for a (?:period|term) of)' },
  { clause_type: 'renewal_term', title: 'Renewal term', description: 'Automatic or optional renewal after the initial term.', cuad: 'Renewal Term', heading: 'renewal', body: '(?:automatically|auto-)\\s*renew|successive[^.]{0,40}(?:periods?|terms?)|renewal term' },
  { clause_type: 'notice_to_terminate_renewal', title: 'Notice to terminate renewal', description: 'Notice required to stop an automatic renewal.', cuad: 'Notice Period To Terminate Renewal', body: '(?:notice|notify)[^.]{0,120}(?:not to renew|non-?renewal|intention not to|prior to the (?:end|expiration) of the (?:then[- ]current|initial|renewal))' },
  { clause_type: 'termination_for_convenience', title: 'Termination for convenience', description: 'A party may end the contract without cause on notice.', cuad: 'Termination For Convenience', body: '(?:terminate|cancel)[^.]{0,80}(?:for (?:any reason|convenience|no reason)|without cause|at any time[^.]{0,40}(?:upon|by giving|with)[^.]{0,30}(?:written )?notice)' },
  { clause_type: 'termination', title: 'Termination', description: 'How and when the contract can be ended.', heading: 'terminat', body: '(?:may|shall have the right to) terminate' },
  { clause_type: 'survival', title: 'Survival', description: 'Obligations that continue after the agreement ends.', heading: 'surviv', body: '\\bsurviv' },
  { clause_type: 'post_termination_services', title: 'Post-termination services', description: 'Obligations to provide transition or wind-down services after termination.', cuad: 'Post-Termination Services', body: '(?:after|following|upon)[^.]{0,40}(?:termination|expiration)[^.]{0,120}(?:transition|wind[- ]down|continue to (?:provide|supply|sell|service)|sell[- ]off|remaining inventory)' },
  { clause_type: 'governing_law', title: 'Governing law', description: 'The law that governs the contract.', cuad: 'Governing Law', heading: 'governing law|applicable law|choice of law|^law$', body: '(?:governed by|construed (?:and enforced )?in accordance with|interpreted (?:in accordance with|under))[^.]{0,60}\\blaws?\\b' },
  { clause_type: 'jurisdiction', title: 'Jurisdiction and venue', description: 'Courts that hear disputes.', heading: 'jurisdiction|venue|forum', body: '(?:exclusive|non-exclusive)?\\s*jurisdiction of the courts|submit to the[^.]{0,30}jurisdiction|venue' },
  { clause_type: 'dispute_resolution', title: 'Dispute resolution', description: 'Arbitration, mediation or escalation of disputes.', heading: 'dispute|arbitrat|mediat', body: '\\barbitrat|\\bmediat' },
  { clause_type: 'most_favored_nation', title: 'Most favoured nation', description: 'A party gets terms at least as good as those given to others.', cuad: 'Most Favored Nation', heading: 'most favou?red', body: 'most favou?red|(?:terms|prices?|pricing)[^.]{0,80}(?:no less favou?rable|at least as favou?rable|more favou?rable)[^.]{0,80}(?:any other|third part|other (?:customer|licensee|distributor))' },
  { clause_type: 'non_compete', title: 'Non-compete', description: 'Restrictions on competing, or operating in a field or territory.', cuad: 'Non-Compete', heading: 'non-?compet|competing|competition', body: '(?:shall|will) not[^.]{0,80}(?:compete|engage in[^.]{0,60}(?:business|activit)[^.]{0,60}compet|competing products?|competitive (?:products?|business))|non-?compet' },
  { clause_type: 'exclusivity', title: 'Exclusivity', description: 'Exclusive dealing, supply or requirements commitments.', cuad: 'Exclusivity', heading: 'exclusiv', body: '(?:exclusive (?:distributor|supplier|provider|reseller|agent|right)|sole and exclusive|exclusively (?:from|to|through|with))' },
  { clause_type: 'no_solicit_of_customers', title: 'No solicitation of customers', description: 'A party may not solicit the other party\'s customers.', cuad: 'No-Solicit Of Customers', body: '(?:not|refrain from)[^.]{0,60}solicit[^.]{0,80}(?:customers?|clients?|suppliers?)' },
  { clause_type: 'competitive_restriction_exception', title: 'Competitive restriction exception', description: 'Carve-outs from non-compete, exclusivity or no-solicit.', cuad: 'Competitive Restriction Exception', body: '(?:notwithstanding|shall not (?:prevent|restrict|prohibit|apply))[^.]{0,120}(?:compet|exclusiv|solicit)' },
  { clause_type: 'no_solicit_of_employees', title: 'No solicitation of employees', description: 'A party may not solicit or hire the other party\'s people.', cuad: 'No-Solicit Of Employees', heading: 'solicit', body: '(?:solicit|hire|\\bemploy(?!ers?\\b|ees?\\b|ment)|recruit|entice)[^.]{0,80}(?:employees?|personnel|staff|officers?)' },
  { clause_type: 'non_disparagement', title: 'Non-disparagement', description: 'A party may not disparage the other.', cuad: 'Non-Disparagement', body: 'disparag|defam|detrimental to the (?:reputation|goodwill)' },
  { clause_type: 'rofr_rofo_rofn', title: 'Right of first refusal, offer or negotiation', description: 'A right to be offered or to match a deal first.', cuad: 'Rofr/Rofo/Rofn', body: 'right of first (?:refusal|offer|negotiation)|first right to (?:negotiate|purchase|acquire)' },
  { clause_type: 'change_of_control', title: 'Change of control', description: 'Rights triggered by a merger, acquisition or change of control.', cuad: 'Change Of Control', heading: 'change (?:of|in) control', body: 'change (?:of|in) control|(?:merger|consolidation|acquisition)[^.]{0,80}(?:terminat|consent|assign)|sale of all or substantially all' },
  { clause_type: 'anti_assignment', title: 'Assignment', description: 'Limits on assigning or transferring the contract.', cuad: 'Anti-Assignment', heading: 'assign', body: '(?:not|no party may|neither party may)[^.]{0,60}assign|assign[^.]{0,80}without[^.]{0,40}(?:prior )?(?:written )?consent' },
  { clause_type: 'revenue_profit_sharing', title: 'Revenue or profit sharing', description: 'Sharing of revenue, profit or royalties.', cuad: 'Revenue/Profit Sharing', heading: `royalt|revenue shar|profit shar|${COMMISSION}`, body: `royalt|revenue share|share of (?:the )?(?:net )?(?:revenue|profits?|sales)|percent(?:age)? of (?:the )?(?:net |gross )?(?:revenue|sales|profits?|receipts)|${COMMISSION}`, not: 'press releases?|public announcements?' },
  { clause_type: 'price_restrictions', title: 'Price restrictions', description: 'Limits on raising or setting prices.', cuad: 'Price Restrictions', body: '(?:price|pricing|prices)[^.]{0,80}(?:shall not (?:be )?(?:increase|exceed|change)|may not (?:increase|raise)|fixed for)' },
  { clause_type: 'minimum_commitment', title: 'Minimum commitment', description: 'Minimum order, purchase or sales volume.', cuad: 'Minimum Commitment', heading: 'minimum', body: 'minimum (?:purchase|order|quantit|annual|sales|volume|commitment|payment|royalt)' },
  { clause_type: 'volume_restriction', title: 'Volume restriction', description: 'Caps on usage or volume, or fees beyond a threshold.', cuad: 'Volume Restriction', body: '(?:exceed|in excess of|more than|up to a maximum of)[^.]{0,60}(?:units|users|licenses|copies|volume|quantit)' },
  { clause_type: 'ip_ownership_assignment', title: 'IP ownership and assignment', description: 'Who owns intellectual property created under the contract; assignments of IP.', cuad: 'Ip Ownership Assignment', heading: 'ownership|intellectual property|work product|inventions', body: '(?:hereby assigns?|shall (?:be the )?(?:sole and exclusive )?(?:property|own)|shall own|(?:sole and exclusive|exclusive) (?:owner|property)|all right, title and interest)' },
  { clause_type: 'joint_ip_ownership', title: 'Joint IP ownership', description: 'Intellectual property owned jointly.', cuad: 'Joint Ip Ownership', body: 'joint(?:ly)? own|co-?own|joint (?:property|inventions?|intellectual)' },
  { clause_type: 'license_grant', title: 'Licence grant', description: 'A licence granted by one party to the other.', cuad: 'License Grant', heading: 'licen[cs]e|grant of rights', body: '(?:hereby )?grants?[^.]{0,120}(?:license|licence|right to (?:use|distribute|sell|market|reproduce))' },
  { clause_type: 'non_transferable_license', title: 'Non-transferable licence', description: 'A licence that cannot be transferred or sublicensed.', cuad: 'Non-Transferable License', body: 'non-?transferable|non-?sublicens|not (?:be )?(?:transfer|sublicens)' },
  { clause_type: 'affiliate_license_licensor', title: 'Affiliate licence (licensor)', description: 'Licence covering the licensor\'s affiliates\' IP.', cuad: 'Affiliate License-Licensor', body: '(?:licensor|company) and its affiliates[^.]{0,80}(?:grant|license)' },
  { clause_type: 'affiliate_license_licensee', title: 'Affiliate licence (licensee)', description: 'Licence extending to the licensee\'s affiliates.', cuad: 'Affiliate License-Licensee', body: '(?:licensee|customer|distributor) and its (?:affiliates|subsidiaries)[^.]{0,80}(?:use|license|right)|license[^.]{0,80}to (?:licensee|customer)[^.]{0,20} and its affiliates' },
  { clause_type: 'unlimited_license', title: 'Unlimited licence', description: 'All-you-can-eat or enterprise licence without usage limits.', cuad: 'Unlimited/All-You-Can-Eat-License', body: 'unlimited (?:number of )?(?:users|copies|licen|use)|enterprise[- ]wide' },
  { clause_type: 'irrevocable_or_perpetual_license', title: 'Irrevocable or perpetual licence', description: 'A licence that cannot be revoked or lasts forever.', cuad: 'Irrevocable Or Perpetual License', body: '(?:perpetual|irrevocable)[^.]{0,60}(?:license|licence|right)' },
  { clause_type: 'source_code_escrow', title: 'Source code escrow', description: 'Source code deposited with an escrow agent.', cuad: 'Source Code Escrow', heading: 'escrow', body: 'escrow' },
  { clause_type: 'audit_rights', title: 'Audit rights', description: 'The right to audit books, records or compliance.', cuad: 'Audit Rights', heading: 'audit|records|inspection', body: '(?:audit|inspect|examine)[^.]{0,80}(?:books|records|accounts|facilities)' },
  { clause_type: 'uncapped_liability', title: 'Uncapped liability', description: 'Liabilities excluded from the cap (fraud, IP, confidentiality).', cuad: 'Uncapped Liability', body: '(?:limitation|cap|exclusion)s?[^.]{0,80}(?:shall not apply|will not apply|do not apply)|(?:unlimited|uncapped) liabilit' },
  { clause_type: 'cap_on_liability', title: 'Limitation of liability', description: 'A cap on a party\'s liability or exclusion of damages.', cuad: 'Cap On Liability', heading: 'limitation of liabilit|liability', body: '(?:aggregate |total |maximum |entire )?liabilit[^.]{0,120}(?:shall not exceed|not to exceed|limited to|in no event exceed)|in no event[^.]{0,80}liable[^.]{0,60}(?:indirect|consequential|special|incidental)' },
  { clause_type: 'liquidated_damages', title: 'Liquidated damages', description: 'Agreed damages or termination fees.', cuad: 'Liquidated Damages', body: 'liquidated damages|termination fee|as a penalty' },
  { clause_type: 'warranty_duration', title: 'Warranty duration', description: 'How long a warranty lasts.', cuad: 'Warranty Duration', body: 'warrant[^.]{0,120}(?:for a period of|period of \\w+ \\(?\\d*\\)? ?(?:days|months|years)|(?:days|months|years) (?:from|after) (?:the )?(?:date of )?(?:delivery|acceptance|shipment|installation))' },
  { clause_type: 'warranties', title: 'Representations and warranties', description: 'Statements of fact and promises about quality.', heading: 'warrant|representations', body: 'represents and warrants|warrants that|disclaim[^.]{0,40}warrant' },
  { clause_type: 'indemnification', title: 'Indemnification', description: 'One party covers the other\'s losses from claims.', heading: 'indemn', body: 'indemnif|hold harmless' },
  { clause_type: 'insurance', title: 'Insurance', description: 'Insurance a party must carry.', cuad: 'Insurance', heading: 'insurance', body: '(?:maintain|carry|procure)[^.]{0,80}insurance|insurance (?:policy|policies|coverage)' },
  { clause_type: 'covenant_not_to_sue', title: 'Covenant not to sue', description: 'A party agrees not to challenge or sue over rights.', cuad: 'Covenant Not To Sue', body: '(?:not|never)[^.]{0,40}(?:sue|bring (?:any )?(?:action|claim|suit)|contest|challenge)[^.]{0,80}(?:validity|ownership|patent|trademark|rights?)' },
  { clause_type: 'third_party_beneficiary', title: 'Third-party beneficiary', description: 'Whether non-parties can enforce the contract.', cuad: 'Third Party Beneficiary', heading: 'third[- ]party beneficiar', body: 'third[- ]party beneficiar|(?:confer|create)[^.]{0,60}(?:rights?|benefits?)[^.]{0,60}(?:third part|any (?:other )?person)' },
  { clause_type: 'non_solicitation', title: 'Non-solicitation', description: 'General non-solicitation undertakings.', heading: 'non-?solicit', body: 'non-?solicit' },
  // (before the fees and payment terms, whose headings also name compensation: a person's pay is its own clause type, so
  // that a check on it cites the salary clause before a sentence that only names compensation; a fee clause headed
  // "Compensation" still counts as payment terms, taxonomy countsAs)
  { clause_type: 'compensation', title: 'Compensation', description: 'What a person working under the contract is paid: salary, wages, remuneration, base pay, consulting fees.', heading: '\\b(?:(?:base |basic )?salary|salaries|wages?|remuneration|(?:base |basic )?compensation|base pay|consult(?:ing|ancy) fees?|retainer)\\b', body: '\\b(?:(?:base|basic|gross|annual|starting) (?:salary|pay|wages?)|salary of|salary (?:is|shall be|will be)|wages? of|remuneration (?:of|package)|total remuneration|(?:consulting|consultancy) fees? of)\\b' },
  { clause_type: 'payment_terms', title: 'Fees and payment', description: 'Prices, invoicing and payment terms.', heading: 'fees|payment|price|compensation|invoic', body: '(?:shall|will) pay|invoice|payable within|fees?\\b' },
  { clause_type: 'notices', title: 'Notices', description: 'How formal notices are given.', heading: '^notices?$|^notice$|notices\\b', body: 'notices?[^.]{0,80}(?:shall|must|will) be (?:in writing|given|sent|delivered)' },
  { clause_type: 'force_majeure', title: 'Force majeure', description: 'Excuse for events beyond a party\'s control.', heading: 'force majeure', body: 'force majeure|beyond (?:its|their|the) (?:reasonable )?control' },
  { clause_type: 'entire_agreement', title: 'Entire agreement', description: 'The contract supersedes prior agreements.', heading: 'entire agreement|integration', body: 'entire (?:agreement|understanding)|supersedes? (?:all )?(?:prior|previous)' },
  { clause_type: 'severability', title: 'Severability', description: 'An invalid provision does not affect the rest.', heading: 'severab', body: 'invalid|unenforceable[^.]{0,80}(?:remaining|remainder|other provisions)' },
  { clause_type: 'amendment', title: 'Amendment and waiver', description: 'How the contract may be changed or rights waived.', heading: 'amendment|modification|waiver', body: '(?:amended|modified|waived)[^.]{0,60}(?:only|except) (?:by|in) (?:a )?(?:written|writing)' },
  { clause_type: 'counterparts', title: 'Counterparts', description: 'Execution in counterparts or electronically.', heading: 'counterpart', body: 'counterparts' },
  { clause_type: 'independent_contractor', title: 'Relationship of the parties', description: 'The parties are independent contractors.', heading: 'relationship|independent contractor', body: 'independent contractors?|no (?:partnership|joint venture|agency)' },
  { clause_type: 'publicity', title: 'Publicity', description: 'Press releases and use of names.', heading: 'publicity|announcement|^use of (?:the )?names?\\b', body: 'press release|public announcement|use (?:the )?(?:other party\'s )?(?:name|trademarks?|logo)' },
  { clause_type: 'data_protection', title: 'Data protection', description: 'Processing of personal data and security.', heading: 'data protection|privacy|security', body: 'personal data|personal information|data protection|gdpr|privacy' },
  { clause_type: 'service_levels', title: 'Service levels', description: 'Availability commitments and service credits.', heading: 'service level|sla|availability|uptime', body: 'service level|uptime|availability of|service credits?' },
  { clause_type: 'recitals', title: 'Recitals', description: 'Background statements.', heading: '^(?:recitals|background|whereas|witnesseth)', body: '^whereas\\b' },
  { clause_type: 'signature', title: 'Signatures', description: 'Execution block.', heading: 'in witness whereof|signature', body: '^in witness whereof|^(?:by|name|title|signature|date)\\s*:' },
];

const HEADING_RES = T.map((d) => (d.heading ? new RegExp(d.heading, 'i') : null));
const BODY_RES = T.map((d) => (d.body ? new RegExp(d.body, d.clause_type === 'document_name' ? '' : 'i') : null));
/** Word pieces one of which every body match contains (see gate.ts): a body without them is not tried. */
const BODY_GATES = T.map((d) => (d.body ? gateFor(d.body) : null));
const NOT_RES = T.map((d) => (d.not ? new RegExp(d.not, 'i') : null));
/** Each clause type's place in the taxonomy. */
const INDEX = new Map(T.map((d, i) => [d.clause_type, i]));
const marks = new PieceMarks();

/** Whether a clause's heading names a clause type ("Assignment and Change of Control" names an assignment clause). */
export function headingNames(clauseType: string, heading: string | undefined): boolean {
  if (!heading) return false;
  const re = HEADING_RES[INDEX.get(clauseType) ?? -1];
  return !!re && re.test(heading);
}

/**
 * Whether a clause counts as of `clauseType`: typed so (its `clause_type`, the taxonomy's first the heading names), or
 * headed with the type among others ("Indemnity and Insurance" for insurance, "Assignment and Change of Control" for
 * assignment) with words about it too (the type's body pattern). The one home of "is this clause of that type" for
 * evidence order (review.ts seedOrder) and redline placement (redline.ts).
 */
export function countsAs(clauseType: string, own: string | undefined, heading: string | undefined, body: string): boolean {
  if (own === clauseType) return true;
  if (!headingNames(clauseType, heading)) return false;
  const re = BODY_RES[INDEX.get(clauseType) ?? -1];
  return !!re && re.test(body.length > 2000 ? body.slice(0, 2000) : body);
}

/** The taxonomy, as served by the API. */
export function clauseTaxonomy(): { clause_type: string; title: string; description: string }[] {
  return T.map(({ clause_type, title, description }) => ({ clause_type, title, description }));
}

/** CUAD category name → clause type. */
export function cuadCategoryMap(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const d of T) if (d.cuad) out[d.cuad] = d.clause_type;
  return out;
}

/** Every clause type whose patterns match the clause, best first (heading matches before body matches). */
export function detectClauseTypes(body: string, heading?: string, parentHeading?: string): string[] {
  const out: string[] = [];
  const h = heading ?? parentHeading;
  if (h) {
    for (let i = 0; i < T.length; i++) {
      const re = HEADING_RES[i];
      if (re && re.test(h)) out.push(T[i].clause_type);
    }
  }
  const head = body.length > 2000 ? body.slice(0, 2000) : body;
  marks.reset(head);
  for (let i = 0; i < T.length; i++) {
    const re = BODY_RES[i];
    if (re && !out.includes(T[i].clause_type) && marks.may(BODY_GATES[i]) && re.test(head) && !NOT_RES[i]?.test(head)) out.push(T[i].clause_type);
  }
  return out;
}

/**
 * The clause's primary type: the first heading match, else the first body match (the first entry of
 * detectClauseTypes(), found without trying every pattern).
 */
export function classifyClause(body: string, heading?: string, parentHeading?: string): string | undefined {
  const head = body.length > 2000 ? body.slice(0, 2000) : body;
  marks.reset(head);
  return classifyClauseMarked(head, heading, parentHeading, marks);
}

/** A heading that is the document's title: the taxonomy's own reading of a document name ("... LICENSE AGREEMENT"). */
const DOCUMENT_NAME_RE = BODY_RES[T.findIndex((d) => d.clause_type === 'document_name')]!;

/** classifyClause() with the pieces of the body already marked (segmentation marks them from its one tokenisation). */
export function classifyClauseMarked(body: string, heading: string | undefined, parentHeading: string | undefined, present: PieceMarks): string | undefined {
  // (its own heading first; one that names no type, "2.1 MS Grant" under "2. GRANT OF LICENSE", leaves it to the heading
  // of the section it is in, as a clause with no heading of its own is)
  for (const h of heading && parentHeading && parentHeading !== heading ? [heading, parentHeading] : [heading ?? parentHeading]) {
    // (a document's title, "CONTENT DISTRIBUTION AND LICENSE AGREEMENT", names the agreement, not a clause's kind)
    if (!h || DOCUMENT_NAME_RE.test(h)) continue;
    for (let i = 0; i < T.length; i++) {
      const re = HEADING_RES[i];
      if (re && re.test(h)) return T[i].clause_type;
    }
  }
  const head = body.length > 2000 ? body.slice(0, 2000) : body;
  for (let i = 0; i < T.length; i++) {
    const re = BODY_RES[i];
    if (re && present.may(BODY_GATES[i]) && re.test(head) && !NOT_RES[i]?.test(head)) return T[i].clause_type;
  }
  return undefined;
}
