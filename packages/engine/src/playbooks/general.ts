/**
 * The built-in general playbook (pbk_general): a handful of checks that make sense for any contract.
 * It is the default for every document type without a dedicated playbook (`other`, `dpa`,
 * `employment`, `consulting`, `services`, `license`, `lease`), so every review records a real
 * playbook. Its perspective is neutral: it asks that the basic terms are stated, not for a side.
 */
import type { Playbook } from '../types.js';
import { COMMERCIAL_CHECKS as C } from './msa.js';
import { BREACH, TERM_RUNS } from './shared.js';

const r = String.raw;

/**
 * Termination ruled out for the whole term even for the other party's breach, damages the only remedy: "Neither party may
 * terminate this Agreement before the end of the Term, whether for breach or otherwise", "is not terminable by either
 * party for any reason, including a material breach", "Neither X nor Y shall be entitled to terminate ... on account of
 * any breach" (not a bar with an exception for breach, "except for an unremedied material breach").
 */
const TERMINATION_BARRED = r`(?:\b(?:neither\b[^.;]{0,40}?|no\s+party\s+)(?:may|shall|will|can|is\s+entitled\s+to|shall\s+be\s+entitled\s+to|(?:has|have)\s+(?:a|any|the)\s+right\s+to)\s+(?:\w+\s+)?(?:terminate|end\s+(?:it|this|the)\b)|\b(?:is|are)\s+not\s+terminable|\b(?:may|shall|will|can)\s*not\s+be\s+terminated)\b(?![^.;]{0,160}\b(?:except|save|other\s+than|unless|but\s+(?:either|each|a)\s+party)\b)[^.;]{0,120}?\b(?:whether\s+for|including|even\s+(?:for|if|where|on|in\s+the\s+event\s+of)|on\s+account\s+of|by\s+reason\s+of|because\s+of)\b[^.;]{0,40}?\b${BREACH}`;

/**
 * The right to end the contract in plain words (session 24, misses19): "Either party may end it by notice if the other
 * materially breaches it", "Kauri may end this arrangement at any time by notice", "is entitled to end the memorandum
 * on 30 days' notice" (with a notice, a breach, a cause or "at any time"; "it" and the kinds of document plain drafting
 * names).
 */
const MAY_END_IT = r`\b(?:may|can|is\s+entitled\s+to|(?:has|have)\s+the\s+right\s+to)\s+(?:\w+\s+)?end\s+(?:it|this|the\s+(?:agreement|contract|memorandum|arrangement|lease|deed|licen[cs]e))\b[^.;]{0,80}?\b(?:notice|${BREACH}|cause|at\s+any\s+time)`;
/**
 * A party barred outright from ending the contract, in a sentence of its own with nothing that lets it ("The
 * Co-operative may not end it.", "Tui shall not terminate this arrangement."): held to it even after the other's
 * breach. Not a bar with an exception, a ground or a time ("except", "unless", "before", "during", "for convenience").
 */
const ONE_MAY_NEVER_END = r`^\W*(?:\d+(?:\.\d+)*\.?\s+)?(?:the\s+)?[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,3}\s+(?:may|shall|can|will)\s*not\s+(?:end|terminate)\s+(?:it|this\s+(?:agreement|contract|memorandum|arrangement|deed)|the\s+(?:agreement|contract|memorandum|arrangement|deed))\s*[.;]?\s*$`;

export const GENERAL_PLAYBOOK: Playbook = {
  id: 'pbk_general',
  object: 'playbook',
  name: 'General contract basics',
  document_type: 'other',
  version: 2,
  built_in: true,
  based_on: null,
  checks: [
    C.governingLaw('general'),
    {
      check_id: 'general.term',
      title: 'Term stated',
      category: 'term',
      description: 'Whether the contract says when it starts and how long it lasts.',
      preferred_position: 'A stated term, or a stated start with a clear way to end the contract.',
      fallbacks: ['An open-ended term that either party can end on reasonable notice.'],
      severity: 'low',
      suggested_language: 'This Agreement begins on the Effective Date and continues for [term], unless terminated earlier in accordance with its terms.',
      enabled: true,
      detection: {
        topic: [r`\b(?:(?:the )?(?:initial )?term of this (?:agreement|contract|lease)|this (?:agreement|contract|lease) (?:(?:shall|will) (?:commence|continue|remain in (?:full )?(?:force|effect)|expire|terminate (?:on|at the end))|begins|commences|continues|remains in (?:full )?(?:force|effect))|(?:initial|renewal) term\b|shall expire on|for a (?:period|term) of)`, TERM_RUNS],
        key_term: 'term',
        positions: { entailed: 'preferred', contradicted: 'acceptable', not_mentioned: 'missing' },
        problem: { missing: 'The contract does not say how long it lasts' },
        clause_type: 'term',
        max_evidence: 3,
      },
    },
    {
      check_id: 'general.termination',
      title: 'Termination rights stated',
      category: 'term',
      description: 'Whether the contract says how and when a party may end it, for example for breach or on notice.',
      preferred_position: 'Each party may terminate for the other\'s uncured material breach, and the contract says what happens on termination.',
      fallbacks: ['Termination for material breach only.'],
      severity: 'low',
      suggested_language: 'Either Party may terminate this Agreement by written notice if the other Party materially breaches it and does not cure the breach within thirty (30) days after receiving notice of it.',
      enabled: true,
      detection: {
        // (also in the passive, "may be terminated by either party on sixty days' notice", "shall be earlier terminated by
        // mutual agreement ... or at any time upon notice", and "bring this Agreement to an end by giving notice")
        topic: [r`(?:may|shall have the right to|is entitled to|be entitled to|right to) (?:immediately )?terminate|terminat\w* (?:this (?:agreement|contract|lease) )?(?:for (?:cause|convenience|any reason)|upon (?:written )?notice|by (?:giving )?(?:written )?notice|on (?:written )?notice|with(?:out)? cause)|\b(?:may|can|shall|will)\s+(?:\w+\s+)?be\s+(?:\w+\s+)?terminated\b[^.;]{0,160}\b(?:notice|(?:mutual|written)\s+agreement|cause|convenience|breach\w*|default\w*|insolven\w*|bankrupt\w*|at any time)\b|\bbring\s+(?:this|the)\s+(?:agreement|contract)\s+to\s+an\s+end\b|\bend\s+(?:this|the)\s+(?:agreement|contract)\b[^.;]{0,80}\bnotice\b|${MAY_END_IT}|\bterminable\b[^.;]{0,80}\b(?:breach\w*|notice|cause|convenience|default\w*)\b`, TERMINATION_BARRED, ONE_MAY_NEVER_END],
        entail: [r`.`],
        // (no termination at all, even for the other's breach: each is held to a contract the other has broken)
        // (or one party barred outright while the other may end it: ONE_MAY_NEVER_END)
        contradict: [TERMINATION_BARRED, ONE_MAY_NEVER_END],
        precedence: 'contradict',
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'missing' },
        problem: { missing: 'The contract does not say how it can be terminated', unacceptable: 'Neither party may end the contract even for the other\'s breach; damages are the only remedy' },
        clause_type: 'termination',
        max_evidence: 3,
      },
    },
    C.assignment('general'),
    {
      check_id: 'general.limitation_of_liability',
      title: 'Limitation of liability present',
      category: 'liability',
      description: 'Whether the contract limits the parties\' liability, by a cap or by excluding indirect and consequential damages.',
      preferred_position: 'Each party\'s liability is capped (for example at the fees paid in the previous 12 months) and indirect and consequential damages are excluded, with the usual carve-outs.',
      fallbacks: ['An exclusion of indirect and consequential damages without a cap.'],
      severity: 'medium',
      suggested_language: 'Except for breaches of confidentiality, indemnification obligations, or gross negligence or wilful misconduct, neither Party is liable for indirect, incidental, special or consequential damages, and each Party\'s aggregate liability arising out of this Agreement shall not exceed the amounts paid or payable under this Agreement in the twelve (12) months preceding the claim.',
      enabled: true,
      detection: {
        topic: [
          r`liabilit[^.;]{0,160}(?:(?:shall|will) not exceed|not to exceed|limited to|capped (?:at|to)\b|in no event exceed|exceed the (?:total|aggregate|amount))|(?:maximum|aggregate|total|cumulative) liability|limitation (?:of|on) liability`,
          // (a negative subject too: "Neither Party shall be liable ... for any indirect ... damages")
          r`(?:not|in no event|\bneither\b|\bno part(?:y|ies)\b)[^.;]{0,80}liable[^.;]{0,120}(?:indirect|incidental|special|consequential|punitive|exemplary)\b`,
          // (or liability, or what a party may recover, kept to direct damages: "will not have liability for any damages
          // other than direct damages", "is limited to actual direct damages", "may recover only its direct damages")
          r`\b(?:liab\w*|recover\w*)\b[^.;]{0,120}\b(?:other than|except(?: for)?|save|beyond|apart from|limited to|only|solely)\s+(?:for\s+)?(?:its\s+|their\s+|the\s+)?(?:actual\s+)?direct\s+(?:damages|loss(?:es)?)\b`,
        ],
        entail: [r`.`],
        // an exclusion of indirect and consequential damages with no cap anywhere is the playbook's fallback
        narrow: {
          promise: r`.`,
          only: [
            r`^(?![\s\S]*(?:\bexceed|(?<!\bnot )limited to|\b(?:maximum|aggregate|total|cumulative|entire) liability|\bcap(?:ped)?\b|limitation (?:of|on) liability))[\s\S]*\b(?:indirect|incidental|special|consequential|punitive|exemplary)\b`,
            // ... or one that keeps liability to direct damages, with no amount
            r`^(?![\s\S]*(?:\bexceed|\b(?:maximum|aggregate|total|cumulative|entire) liability|\bcap(?:ped)?\b))[\s\S]*\b(?:other than|except(?: for)?|save|beyond|apart from|limited to|only|solely)\s+(?:for\s+)?(?:its\s+|their\s+|the\s+)?(?:actual\s+)?direct\s+(?:damages|loss(?:es)?)\b`,
          ],
          note: 'Indirect and consequential damages are excluded, but liability is not capped',
          notes: ['Indirect and consequential damages are excluded, but liability is not capped', 'Liability is kept to direct damages, but not capped'],
        },
        precedence: 'entail',
        positions: { entailed: 'preferred', contradicted: 'acceptable', not_mentioned: 'missing' },
        problem: { missing: 'Liability is not limited' },
        clause_type: 'cap_on_liability',
        max_evidence: 3,
      },
    },
  ],
};
