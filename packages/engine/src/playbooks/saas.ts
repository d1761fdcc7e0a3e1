/**
 * The built-in SaaS playbook (pbk_saas_standard): subscription-specific checks from the customer's
 * side, plus the shared commercial checks.
 */
import type { Playbook } from '../types.js';
import { COMMERCIAL_CHECKS as C } from './msa.js';

const r = String.raw;
/** Notice of sixty days or more ("sixty (60) days' prior written notice", "90 days notice"). */
const LONG_NOTICE = r`\b(?:sixty|ninety|one hundred (?:and )?twenty|[6-9]\d|[1-9]\d\d)\s*(?:\(\d+\)\s*)?(?:calendar )?days['’]?\s+(?:prior |advance )?(?:written )?notice`;

export const SAAS_PLAYBOOK: Playbook = {
  id: 'pbk_saas_standard',
  object: 'playbook',
  name: 'Standard SaaS subscription (customer side)',
  document_type: 'saas',
  version: 1,
  built_in: true,
  based_on: null,
  checks: [
    {
      check_id: 'saas.service_levels',
      title: 'Uptime commitment with service credits',
      category: 'service',
      description: 'Whether the provider commits to an availability level with remedies when it is missed.',
      preferred_position: 'At least 99.9% monthly availability, with service credits and a termination right for repeated failures.',
      fallbacks: ['99.5% availability with service credits.'],
      severity: 'medium',
      suggested_language: 'Provider shall make the Service available at least 99.9% of each calendar month, excluding scheduled maintenance notified in advance; if it does not, Customer is entitled to the service credits set out in the Service Level Agreement.',
      enabled: true,
      detection: {
        topic: [r`service level|uptime|availab(?:le|ility)[^.;]{0,60}(?:\d{2}(?:\.\d+)?\s?%|percent)|service credits?|\bdowntime\b[^.;]{0,120}\bcredit`],
        entail: [r`\d{2}(?:\.\d+)?\s?%|percent|service credits?|\bcredit\w*\b`],
        precedence: 'entail',
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'missing' },
        problem: { unacceptable: 'The uptime commitment has no remedy', missing: 'No uptime commitment or service credits' },
        clause_type: 'service_levels',
        max_evidence: 2,
      },
    },
    {
      check_id: 'saas.data_protection',
      title: 'Customer data protected and returned',
      category: 'data',
      description: 'Whether the provider must secure customer data, process personal data lawfully and return it at the end.',
      preferred_position: 'Customer owns its data; the provider processes it only on instructions, secures it to industry standards, notifies breaches promptly and returns or deletes it at the end.',
      fallbacks: ['A data processing agreement incorporated by reference.'],
      severity: 'high',
      suggested_language: 'Customer retains all rights in Customer Data. Provider shall process Customer Data only to provide the Service, protect it with industry-standard security measures, notify Customer of any security breach without undue delay, and return or delete it at Customer\'s choice when this Agreement ends.',
      enabled: true,
      detection: {
        topic: [r`customer data|personal data|personal information|data protection|security (?:measures|breach|incident)|privacy`],
        entail: [r`(?:secur|protect|safeguard|encrypt|confidential|process[^.;]{0,40}(?:only|solely|in accordance))`],
        // a licence to exploit the customer's data overrides any security promise
        contradict: [r`(?<!\b(?:not|no|only)\b[^.;]{0,40})\b(?:may|is entitled to|shall be free to|has the right to|reserves the right to)\s+(?:\w+\s+){0,2}(?:use|exploit|sell|share|disclose|commerciali[sz]e|monetize)\b[^.;]{0,60}\b(?:customer data|personal data|personal information)\b[^.;]{0,80}\b(?:any (?:lawful )?purpose|own purposes?|train\w*|improv\w*|aggregat\w*|commercial\w*|marketing|advertis\w*)`],
        precedence: 'contradict',
        problem: { unacceptable: 'Provider may use Customer Data for its own purposes', missing: 'Customer Data is not protected' },
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'missing' },
        clause_type: 'data_protection',
        max_evidence: 3,
      },
    },
    {
      check_id: 'saas.price_increases',
      title: 'Price increases capped',
      category: 'commercial',
      description: 'Whether fee increases on renewal are limited.',
      preferred_position: 'Fees are fixed for the initial term; renewal increases are capped at 5% or CPI.',
      fallbacks: ['Increases on 60 days\' notice with a right to terminate before they apply.'],
      severity: 'low',
      suggested_language: 'Fees are fixed for the Initial Term. Provider may increase fees for a renewal term by no more than five percent (5%) on at least sixty (60) days\' written notice before the renewal.',
      enabled: true,
      detection: {
        topic: [r`(?:increase|adjust|change)[^.;]{0,60}\b(?:fees?|prices?|pricing|rates?)\b|\b(?:fees?|prices?|pricing|rates?)\b[^.;]{0,60}(?:increase|adjust)`],
        // not the provider's price list: exchange, interest and tax rates, the price of a change the customer asks
        // for ("the costs of any such changes shall be added to the Contract Price"), price adjustments deducted
        // from net sales
        exclude: [r`\b(?:exchange|interest|tax|withholding|discount|royalty) rates?\b|\bcurrenc(?:y|ies)\b|\bcosts? of (?:any )?(?:such )?changes?\b|\bchanges?\b[^.;]{0,60}\bresult in\b|\bchanges? (?:in|to) (?:the )?(?:specifications?|scope|statement of work|sow|requirements|deliverables)\b|\bchange orders?\b|\bnet sales\b|\b(?:credits|allowances|rebates|chargebacks|discounts)\b[^.;]{0,100}\bprice adjustments?\b`],
        // a cap, or an index the increase follows
        entail: [r`(?:not (?:to )?exceed|no more than|cap|capped|consumer price index|\bcpi\b|\bindex(?:ed|ation)?\b|\d+\s?%|percent)`],
        // the fallback: long notice of the increase and a right to terminate before it applies
        contradict: [r`^(?!(?=[\s\S]*${LONG_NOTICE})(?=[\s\S]*\bterminat))`],
        fallback: [r`^(?=[\s\S]*${LONG_NOTICE})(?=[\s\S]*\bterminat)`],
        precedence: 'entail',
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'acceptable' },
        problem: { unacceptable: 'Provider may raise prices without a cap' },
        clause_type: 'price_restrictions',
        max_evidence: 2,
      },
    },
    C.limitationOfLiability('saas'),
    C.indemnification('saas'),
    C.confidentiality('saas'),
    C.autoRenewal('saas'),
    C.terminationForConvenience('saas'),
    C.governingLaw('saas'),
  ],
};
