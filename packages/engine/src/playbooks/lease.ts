/**
 * The built-in lease playbook (pbk_lease_standard), from the tenant's side: rent and its increases,
 * the term and renewal options, the deposit, repairs, assignment and subletting, the landlord's
 * termination rights, use, insurance and governing law. Grounded in CUAD's Renewal Term, Price
 * Restrictions, Anti-Assignment, Termination for Convenience, Insurance and Cap on Liability
 * categories and the usual commercial lease checklist.
 */
import { OWN_DISCRETION, OWN_OPINION } from './shared.js';
import type { Playbook } from '../types.js';
import { ASSIGNMENT_FALSE_FRIENDS, COMMERCIAL_CHECKS as C } from './msa.js';
import { INSURANCE_DUTY, NOT_INSURANCE } from './services.js';
import { renamed } from './shared.js';

const r = String.raw;
const NAMES = { customer: 'Tenant', provider: 'Landlord' };

const LEASE_BREAK = C.terminationForConvenience('lease');

/**
 * A renewal the landlord may refuse as it pleases, so no option at all: "Landlord may grant or refuse such request in its
 * absolute discretion", "an extension ... subject to Landlord's sole approval" (not consent that may not be unreasonably
 * withheld, nor a discretion that arises only on a stated ground: "if Tenant is then in default").
 */
// (or the renewal, or its rent, "agreed by the Landlord in its sole discretion", "as the Landlord thinks fit")
const RENEWAL_AT_LANDLORDS_WILL = r`(?=[^.]*\b(?:renew\w*|extend\w*|extension)\b)[^.]*?\b(?:landlord|lessor)\b[^.;]{0,60}\b(?:may|shall be (?:entitled|free) to|is (?:entitled|free) to|reserves the right to)\s+(?:\w+\s+(?:or|and)\s+)?(?:refuse|decline|reject|withhold|deny)\b[^.;]{0,80}\b(?:absolute|sole|unfettered|own|complete)\s+discretion(?![^.;]{0,80}\b(?:if|where|unless|provided|in the event|only)\b)|\b(?:renew\w*|extend\w*|extension)\b[^.;]{0,120}\b(?:subject to|at|in|requires?|conditional (?:up)?on)\s+(?:the\s+)?(?:landlord|lessor)['’]s\s+(?:absolute\s+|sole\s+|unfettered\s+|own\s+)?(?:discretion|agreement|approval|consent)\b(?![^.;]{0,40}\bnot (?:to )?be unreasonably)|\b(?:renew\w*|extend\w*|extension)\b[^.;]{0,160}?\b(?:landlord|lessor)\b[^.;]{0,30}?(?:${OWN_DISCRETION}|${OWN_OPINION})(?![^.;]{0,80}\b(?:if|where|unless|in the event)\b)(?![^.;]{0,40}\bnot (?:to )?be unreasonably)`;

/**
 * Deductions from the deposit that the landlord sets by its own view: "less any amount that Landlord in its sole discretion
 * considers to be owed", "after deducting such sums as the Landlord deems appropriate" (not amounts "then due" or
 * "reasonably incurred", nor a reasonable opinion, nor a sentence that does not name the landlord).
 */
const DEDUCTED_AT_WILL = r`^(?=[\s\S]*\b(?:landlord|lessor)\b)[\s\S]*?\b(?:less|minus|after deducting|deduct\w*|withhold\w*|retain\w*|set(?:ting)?[- ]off)\b[^.;]{0,80}?(?:${OWN_DISCRETION}|${OWN_OPINION}|\b(?:landlord|lessor)\s+(?:deems?|considers?|thinks?|determines?)\s+(?:appropriate|fit|necessary|owed|due))`;

export const LEASE_PLAYBOOK: Playbook = {
  id: 'pbk_lease_standard',
  object: 'playbook',
  name: 'Standard commercial lease (tenant side)',
  document_type: 'lease',
  version: 1,
  built_in: true,
  based_on: null,
  checks: [
    {
      check_id: 'lease.rent',
      title: 'Rent and payment dates stated',
      category: 'commercial',
      description: 'Whether the rent, and when it is payable, are stated.',
      preferred_position: 'A fixed rent, payable monthly in advance or in arrears on a stated day.',
      fallbacks: ['Rent set out in a schedule incorporated by reference.'],
      severity: 'high',
      suggested_language: 'Tenant shall pay rent of [amount] per month, in advance on the first day of each calendar month.',
      enabled: true,
      detection: {
        topic: [r`\b(?:base |monthly |annual |basic )?rent\b`],
        entail: [r`.`],
        precedence: 'entail',
        positions: { entailed: 'preferred', contradicted: 'acceptable', not_mentioned: 'missing' },
        problem: { missing: 'The rent is not stated' },
        clause_type: 'payment_terms',
        max_evidence: 2,
      },
    },
    {
      check_id: 'lease.rent_increases',
      title: 'Rent increases are capped',
      category: 'commercial',
      description: 'Whether rent reviews and escalations are limited (a fixed percentage, CPI, or a cap), rather than at the landlord\'s discretion (CUAD: Price Restrictions).',
      preferred_position: 'Annual increases limited to CPI or a fixed percentage of no more than 3%.',
      fallbacks: ['Open-market rent review, upwards or downwards, decided by an independent expert if disputed.'],
      severity: 'medium',
      suggested_language: 'The rent increases on each anniversary of the Commencement Date by the lesser of the change in the Consumer Price Index over the previous twelve months and three percent (3%).',
      enabled: true,
      detection: {
        topic: [r`(?:increase|adjust|escalat|review|revis|uplift|re-?set|re-?determin)\w*[^.;]{0,80}\brent\b|\brent\b[^.;]{0,80}(?:increase|adjust|escalat|review|revis|uplift|re-?set|re-?determin)\w*`],
        entail: [r`(?:not (?:to )?exceed|no more than|lesser of|capped?|consumer price index|\bcpi\b|retail price index|\brpi\b|\d+(?:\.\d+)?\s?%|percent|independent (?:expert|valuer|surveyor)|open[- ]market)`],
        // at the landlord's will, or a review that can only go up (worse than the fallback's review "upwards or
        // downwards"): "the rent following any review shall never be less than the rent payable immediately before it"
        // (also a rent set by a surveyor or valuer the landlord alone appoints; or reviewed to "the higher of" the rent
        // payable before the review and the market rent, "whichever is the greater": upward only in other words)
        contradict: [r`(?:sole|absolute|own) discretion|as (?:the )?landlord (?:may )?(?:determine|decide|specif)|at any time|\b(?:surveyor|valuer|appraiser|expert|broker)\s+(?:\w+\s+)?(?:appointed|nominated|chosen|selected|instructed|engaged)\s+(?:solely\s+|only\s+)?by\s+(?:the\s+)?(?:landlord|lessor)\b(?!\s*(?:and|or|jointly|together|with)\b)|\bupwards?[- ]only\b|\b(?:not|never|in no (?:event|case))\b[^.;]{0,40}\b(?:be )?(?:less|lower|reduced|decreased?)\b[^.;]{0,40}\b(?:than|below)\b[^.;]{0,60}\b(?:rent|amount)\b[^.;]{0,40}\b(?:before|preceding|prior|previously|then (?:payable|in effect))\b|\bno (?:reduction|decrease)\b[^.;]{0,40}\brent\b|\b(?:higher|greater)\s+of\b(?=[^.;]{0,240}\b(?:rent|amount)\b[^.;]{0,60}\b(?:immediately\s+)?(?:before|preceding|prior to|previously|then (?:payable|in effect|current)|passing)\b)|\bwhichever\s+is\s+(?:the\s+)?(?:higher|greater)\b`],
        topic_only: 'contradicted',
        precedence: 'contradict',
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'preferred' },
        problem: { unacceptable: 'The rent can rise without a cap, at the landlord\'s discretion, or only upward' },
        clause_type: 'price_restrictions',
        max_evidence: 2,
      },
    },
    {
      check_id: 'lease.renewal_option',
      title: 'Tenant has an option to renew',
      category: 'term',
      description: 'Whether the tenant may extend the lease for a further term on notice (CUAD: Renewal Term).',
      preferred_position: 'An option for the tenant to renew for a further term on the same terms, exercisable by notice.',
      fallbacks: ['A right of first negotiation for a new lease before the term ends.'],
      severity: 'low',
      suggested_language: 'Tenant may renew this Lease for one further term of [five (5)] years on the same terms, except rent, by giving Landlord written notice at least six (6) months before the end of the Term.',
      enabled: true,
      detection: {
        topic: [RENEWAL_AT_LANDLORDS_WILL, r`option to (?:renew|extend)|(?:renew|extend)\w*[^.;]{0,60}(?:further|additional|extension) (?:term|period)|renewal (?:term|option)`],
        entail: [r`(?:tenant|lessee)\b[^.;]{0,80}(?:may|shall have (?:the|an) (?:right|option)|is entitled)|option`],
        // no option at all: the landlord may refuse at its discretion, or the renewal needs its agreement
        contradict: [RENEWAL_AT_LANDLORDS_WILL],
        precedence: 'contradict',
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'acceptable' },
        problem: { unacceptable: 'The renewal "option" depends on Landlord\'s discretion' },
        clause_type: 'renewal_term',
        max_evidence: 2,
      },
    },
    {
      check_id: 'lease.deposit',
      title: 'Security deposit is returned',
      category: 'commercial',
      description: 'Whether the security deposit is held for the tenant and returned, less lawful deductions, within a stated time after the lease ends.',
      preferred_position: 'The deposit is returned within 30 days after the lease ends, less only documented amounts owed.',
      fallbacks: ['Return within 60 days with an itemised statement of deductions.'],
      severity: 'medium',
      suggested_language: 'Landlord shall return the Security Deposit to Tenant within thirty (30) days after the end of the Term, less any amounts then due from Tenant, with an itemised statement of any deduction.',
      enabled: true,
      detection: {
        topic: [r`(?:security )?deposit`],
        entail: [r`(?:return|refund|repa(?:y|id))\w*`],
        // kept from the tenant, or held long after the lease ends: a return later than the 60-day fallback (a number
        // written out, "one hundred twenty (120) days", too); or less whatever the landlord alone thinks is owed ("less any
        // amount that Landlord in its sole discretion considers to be owed to it"): DEDUCTED_AT_WILL
        contradict: [DEDUCTED_AT_WILL, r`non-?refundable|(?:shall|will) not be (?:returned|refunded)|forfeit\w*|(?:return|refund|repa(?:y|id))\w*[^.;]{0,60}\b(?:until|within|after|no (?:earlier|sooner) than)\s+(?:[a-z]+(?:[- ][a-z]+){0,3}\s+)?\(?(?:(?:[3-9]|[1-9]\d)\)?\s*months|(?:6[1-9]|[7-9]\d|\d{3,})\)?\s*days|(?:one|two|three)\)?\s*years?)\b|(?:return|refund|repa(?:y|id))\w*[^.;]{0,60}\b(?:until|within|after)\s+(?:three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen|twenty-four)\s+(?:\(\d+\)\s*)?months|(?:return|refund|repa(?:y|id))\w*[^.;]{0,60}\b(?:until|within|after)\s+(?:one|a|two)\s+(?:\(\d+\)\s*)?years?`],
        topic_only: 'contradicted',
        precedence: 'contradict',
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'preferred' },
        problem: { unacceptable: 'The deposit is not returned to Tenant' },
        clause_type: 'payment_terms',
        max_evidence: 2,
      },
    },
    {
      check_id: 'lease.repairs',
      title: 'Landlord repairs structure and common parts',
      category: 'premises',
      description: 'Whether the landlord keeps the structure, roof, exterior and building systems in repair, leaving the tenant only the interior.',
      preferred_position: 'Landlord repairs the structure, roof, exterior, common parts and building systems; tenant keeps the interior in good condition, fair wear and tear excepted.',
      fallbacks: ['Tenant repairs the interior and contributes to the landlord\'s structural repairs through a capped service charge.'],
      severity: 'medium',
      suggested_language: 'Landlord shall keep the structure, roof, foundations, exterior and building systems of the Building in good repair. Tenant shall keep the interior of the Premises in good condition, fair wear and tear excepted.',
      enabled: true,
      detection: {
        topic: [r`\brepairs?\b|\bmaint(?:ain|enance)\b[^.;]{0,80}(?:premises|building|structure|roof)`],
        entail: [r`(?:landlord|lessor)\b[^.;]{0,160}(?:repair|maintain)|wear and tear`],
        // also the structure named before the duty: "Tenant shall keep the whole of the Premises, including the roof and
        // structure, in good repair"
        // (not once the sentence has turned to the landlord: "Tenant shall keep the interior in repair, and Landlord shall
        // repair the roof")
        contradict: [r`(?:tenant|lessee)\b[^.;]{0,80}(?:repair|maintain)(?:(?!\b(?:landlord|lessor)\b)[^.;]){0,120}(?:structur|roof|foundation|exterior|structural)|(?:tenant|lessee)\b[^.;]{0,80}(?:all|any and all) repairs|(?:tenant|lessee)\b[^.;]{0,30}\b(?:shall|will|must|agrees? to|covenants? to)\b[^.;]{0,40}\b(?:keep|put|maintain)\b(?:(?!\b(?:landlord|lessor)\b)[^.;]){0,120}\b(?:structur\w*|roof|foundations?|exterior)\b(?:(?!\b(?:landlord|lessor)\b)[^.;]){0,120}\b(?:repair|condition)\b`],
        precedence: 'contradict',
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'missing' },
        problem: { unacceptable: 'Tenant must repair the structure of the building', missing: 'The lease does not say who repairs the premises' },
        clause_type: 'maintenance',
        max_evidence: 2,
      },
    },
    {
      check_id: 'lease.assignment_subletting',
      title: 'Assignment and subletting with consent not unreasonably withheld',
      category: 'structure',
      description: 'Whether the tenant may assign or sublet with the landlord\'s consent, which may not be unreasonably withheld (CUAD: Anti-Assignment).',
      preferred_position: 'Assignment and subletting with the landlord\'s consent, not to be unreasonably withheld, conditioned or delayed; assignment to affiliates without consent.',
      fallbacks: ['Consent not unreasonably withheld, with the tenant guaranteeing the assignee.'],
      severity: 'medium',
      suggested_language: 'Tenant may assign this Lease or sublet all or part of the Premises with Landlord\'s prior written consent, which shall not be unreasonably withheld, conditioned or delayed.',
      enabled: true,
      detection: {
        topic: [r`\bassign\w*|\bsub-?let\w*|\bsub-?leas\w*`],
        entail: [r`not (?:to )?be unreasonably (?:withheld|delayed|conditioned)|without (?:the )?(?:landlord['’]s )?consent[^.;]{0,40}(?:affiliate|group compan)`],
        // also an outright bar with no consent route in the sentence ("Tenant shall not assign ... or sublet the whole or
        // any part of the Premises, and any attempt to do so shall be void"); not a bar on part only, nor one with an
        // exception, a consent or a reference elsewhere
        contradict: [r`(?:absolute|sole) discretion|(?:shall|may) not[^.;]{0,80}(?:assign|sub-?let)[^.;]{0,80}(?:under any circumstances|in any event|at all)|absolutely prohibited|\b(?:tenant|lessee)\b[^.;]{0,30}\b(?:shall|will|must|may)\s+not\b(?![^.;]*\b(?:consent|approv\w*|permission|agree\w*|unless|except|save|other than|without|subject to|provided|clause|section|article|paragraph|part only|part of the premises only)\b)(?=[^.;]*\bsub-?let)[^.;]{0,60}\bassign\w*\b[^.;]*\b(?:whole|void|null|any part)\b`],
        exclude: [r`meaning(?:s)? assigned|the meanings? (?:ascribed|assigned|given)`, ASSIGNMENT_FALSE_FRIENDS],
        topic_only: 'entailed',
        precedence: 'contradict',
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'acceptable' },
        problem: { unacceptable: 'Tenant may never assign or sublet, or only at Landlord\'s absolute discretion' },
        clause_type: 'anti_assignment',
        max_evidence: 2,
      },
    },
    renamed(
      {
        ...LEASE_BREAK,
        // a break right on long notice is the norm in a lease: no notice tiers
        detection: (({ max_notice_days: _n, ...rest }) => rest)(LEASE_BREAK.detection!),
        preferred_position: 'Landlord may not end the lease early except for Tenant\'s uncured breach; Tenant has a break right on notice.',
        fallbacks: ['Mutual break rights on at least six months\' notice, not before the third year.'],
      },
      NAMES,
    ),
    {
      check_id: 'lease.landlord_access',
      title: 'Landlord enters only on notice',
      category: 'premises',
      description: 'Whether the landlord may enter the premises only at reasonable times on prior notice (except in an emergency) and for stated purposes, rather than at will.',
      preferred_position: 'Entry at reasonable times on at least 24 hours\' written notice to inspect, repair or show the premises, accompanied if Tenant wishes, and without notice only in an emergency.',
      fallbacks: ['Entry on reasonable notice during business hours, with as little disruption to Tenant\'s business as practicable.'],
      severity: 'medium',
      suggested_language: 'Landlord may enter the Premises at reasonable times on at least twenty-four (24) hours\' written notice to inspect, repair or show them, causing as little disruption to Tenant\'s business as practicable, and without notice only in an emergency.',
      enabled: true,
      detection: {
        topic: [r`(?:landlord|lessor)\b[^.;]{0,80}\b(?:enter|entry|access|inspect)\w*\b[^.;]{0,80}\bpremises\b|\bright (?:of|to) (?:entry|enter|access)\b[^.;]{0,80}\bpremises\b`],
        entail: [r`\bnotice\b|reasonable times|business hours|emergenc`],
        // at will: at any time, without notice, for any purpose — but not in an emergency
        contradict: [r`(?<!\bemergenc\w*\b[^.;]{0,60})\b(?:at any (?:time|hour)|at all (?:times|hours)|whenever (?:it|they|\w+) (?:wishes|chooses|sees fit|deems)|without (?:(?:any|prior|advance|written) )*notice|for any (?:purpose|reason))\b(?![^.;]{0,40}\bemergenc)`],
        precedence: 'contradict',
        // a lease silent on entry gives the landlord no right to enter
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'preferred' },
        problem: { unacceptable: 'Landlord may enter the premises at will, without notice' },
        clause_type: 'maintenance',
        max_evidence: 2,
      },
    },
    {
      check_id: 'lease.insurance',
      title: 'Insurance responsibilities allocated',
      category: 'liability',
      description: 'Whether the lease says who insures the building and who insures the tenant\'s contents and liability (CUAD: Insurance).',
      preferred_position: 'Landlord insures the building (recovering a fair share of the premium); tenant insures its contents and public liability.',
      fallbacks: ['Tenant insures the premises it occupies, with the landlord named as co-insured.'],
      severity: 'low',
      suggested_language: 'Landlord shall insure the Building against the usual risks for its full reinstatement value. Tenant shall insure its own contents and maintain public liability insurance of at least [amount].',
      enabled: true,
      detection: {
        topic: [INSURANCE_DUTY],
        exclude: [NOT_INSURANCE],
        entail: [r`.`],
        precedence: 'entail',
        positions: { entailed: 'preferred', contradicted: 'acceptable', not_mentioned: 'missing' },
        problem: { missing: 'The lease does not allocate insurance' },
        clause_type: 'insurance',
        max_evidence: 2,
      },
    },
    renamed(C.governingLaw('lease'), NAMES),
  ],
};
