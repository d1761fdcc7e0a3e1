/**
 * Public data shapes of the engine. Field names follow the API's snake_case (see the spec and
 * shared/API-DESIGN.md); the server returns these objects as they are.
 */

import type { ContractFact } from './contract-facts.js';

export type DocumentType =
  | 'nda'
  | 'msa'
  | 'saas'
  | 'dpa'
  | 'employment'
  | 'consulting'
  | 'services'
  | 'license'
  | 'lease'
  | 'other';

export const DOCUMENT_TYPES: readonly DocumentType[] = [
  'nda', 'msa', 'saas', 'dpa', 'employment', 'consulting', 'services', 'license', 'lease', 'other',
];

export type Severity = 'low' | 'medium' | 'high' | 'critical';
export type RiskLevel = Severity;
export type CheckOutcome = 'entailed' | 'contradicted' | 'not_mentioned';
export type Position = 'preferred' | 'acceptable' | 'unacceptable' | 'missing';

/** A span of the contract's text. `quote === text.slice(start, end)`. */
export interface Citation {
  clause_id: string;
  section?: string;
  start: number;
  end: number;
  quote: string;
}

/** A segment of the contract: a numbered section, a list item or a paragraph. */
export interface Clause {
  id: string;
  section: string;
  heading?: string;
  clause_type?: string;
  start: number;
  end: number;
}

/** A sentence (or list item) inside a clause, with exact offsets. Internal to retrieval and review. */
export interface Sentence {
  clause_id: string;
  section: string;
  start: number;
  end: number;
}

export interface Party {
  name: string;
  /** The defined term the contract uses for the party, e.g. "Acme" or "Recipient", when there is one. */
  defined_as?: string;
  role?: string;
}

export interface Amount {
  value: number;
  currency: string;
  quote: string;
  start: number;
  end: number;
}

export interface NoticePeriod {
  /** ISO-8601 duration, e.g. P30D. */
  duration: string;
  /** What the period is for: termination, probation (ending the employment during a probation), renewal, cure, compelled_disclosure or general. */
  purpose: string;
  quote: string;
  start: number;
  end: number;
  /**
   * Who gives the notice: `either_party`, or the party by its defined term or name ("Employer", "Tenant"); null when
   * the sentence does not say (or names no party).
   */
  given_by?: string | null;
}

/**
 * How a key term without a plain value is addressed (the API's `KeyTermSource`): stated by reference to a place the
 * document does not carry, or a blank left to fill in a form; `quote` is the contract's words for the value.
 */
export interface KeyTermSource {
  kind: 'by_reference' | 'blank';
  /** The place or defined term that states it ("the Cover Page", "Schedule 2"); null for a blank or an unnamed place. */
  reference: string | null;
  quote: string;
}

/** The key terms that have a source instead of a value, by name (the API's `KeyTermSources`). */
/**
 * How the agreement's term ends (the API's `TermKind`): a stated length or date (`fixed`), a fixed term that renews by
 * itself (`renewing`), until a party ends it (`until_terminated`), never (`perpetual`), with a project, the services or
 * another event (`until_event`); `not_stated` when the document states no term of its own.
 */
export type TermKind = 'fixed' | 'renewing' | 'until_terminated' | 'perpetual' | 'until_event' | 'not_stated';

export type KeyTermSources = Partial<Record<'parties' | 'effective_date' | 'term' | 'survival' | 'governing_law' | 'jurisdiction' | 'notice_period', KeyTermSource>>;

/**
 * Key terms in the spec's flat, normalised form (the API's `KeyTerms`): what `review()` and
 * `extractKeyTerms()` return.
 */
export interface KeyTerms {
  /** The parties' names as the contract gives them. */
  parties: string[];
  /** true when both parties disclose and receive (or both are bound), false when one-way, null when unclear. */
  mutual: boolean | null;
  /** ISO-8601 date (YYYY-MM-DD) when one is stated. */
  effective_date: string | null;
  /** The agreement's term as an ISO-8601 duration (P2Y); null when not stated or perpetual. */
  term: string | null;
  /** How long the obligations survive termination, as an ISO-8601 duration; null when not stated or indefinite. */
  survival: string | null;
  /** ISO 3166 code of the governing law's jurisdiction (`US-DE`, `GB`), or its name when it has no code. */
  governing_law: string | null;
  /** The courts named for disputes (their jurisdiction's name, e.g. "New York"). */
  jurisdiction: string | null;
  /** The notice period for termination (or for stopping a renewal), as an ISO-8601 duration. */
  notice_period: string | null;
  /** The limitation of liability as stated: an amount, or the measure of the cap (e.g. a multiple of fees). */
  liability_cap: string | null;
  /** Who gives the notice in `notice_period`: `either_party`, or the party's defined term or name; null when not said. */
  notice_period_given_by?: string | null;
  /** How the agreement's term ends: `term` is its (initial) length when it has one. */
  term_kind?: TermKind;
  /** The period of each renewal or extension of the term (automatic or by option), as an ISO-8601 duration. */
  renewal_term?: string | null;
  /** The terms stated by reference or left blank instead of given a value, by name. */
  sources?: KeyTermSources;
}

/**
 * The richer internal form of the key terms (party objects, every notice period, amounts with
 * offsets, the governing law as a name). Used by review, ask and draft; see `extractKeyTermsDetailed`.
 */
export interface KeyTermsDetailed {
  parties: Party[];
  mutual: boolean | null;
  effective_date: string | null;
  term: string | null;
  /** ISO-8601 duration, or "indefinite" when perpetual. */
  survival: string | null;
  /** The renewal (or extension) period as an ISO-8601 duration, or null. */
  renewal_term: string | null;
  /** How the term ends (see TermKind). */
  term_kind: TermKind;
  /** The governing law's jurisdiction by name ("New York", "England and Wales"). */
  governing_law: string | null;
  /**
   * Where the governing law is stated when the clause refers elsewhere and the document does not
   * carry the value ("the Cover Page", "the Order Form", "Schedule 2"); null otherwise.
   */
  governing_law_reference: string | null;
  /**
   * The defined period the obligations survive for when a clause names it instead of a duration ("survive for the
   * Term of Confidentiality") and the document does not state it; null otherwise (also when it was resolved).
   */
  survival_reference: string | null;
  /** The terms stated by reference or left blank instead of given a value (filled at the end of the reading). */
  sources: KeyTermSources;
  jurisdiction: string | null;
  notice_periods: NoticePeriod[];
  liability_cap: Amount | null;
  /** The cap as stated when it is not a plain amount ("the fees paid in the 12 months before the claim"). */
  liability_cap_text: string | null;
  amounts: Amount[];
}

export interface CategoryScore {
  category: string;
  score: number;
}

export interface Issue {
  id: string;
  check_id: string;
  category: string;
  severity: Severity;
  title: string;
  explanation: string;
  recommendation: string;
  citations: Citation[];
  redline_id?: string;
}

export interface DiffOperation {
  op: 'insert' | 'delete' | 'equal';
  text: string;
}

export interface Redline {
  id: string;
  issue_id: string;
  clause_id: string;
  original_text: string;
  suggested_text: string;
  operations: DiffOperation[];
  rationale: string;
}

export interface CheckResult {
  check_id: string;
  title: string;
  outcome: CheckOutcome;
  position?: Position;
  evidence: Citation[];
}

export interface ReviewResult {
  /** 0..100; null when options.risk_scoring is false. */
  risk_score: number | null;
  /** null when options.risk_scoring is false. */
  risk_level: RiskLevel | null;
  /** Empty when options.risk_scoring is false. */
  category_scores: CategoryScore[];
  issues: Issue[];
  redlines?: Redline[];
  checks: CheckResult[];
  playbook: { id: string; version: number };
  summary: string;
}

export interface ReviewOptions {
  risk_scoring?: boolean;
  suggest_redlines?: boolean;
}

export interface ReviewInput {
  text: string;
  document_type: DocumentType;
  playbook?: Playbook;
  options?: ReviewOptions;
}

export interface ReviewOutput {
  clauses: Clause[];
  key_terms: KeyTerms;
  review: ReviewResult;
}

/**
 * A condition a fallback names (detection.requires): `notice` given by its holder to the other side, `way_out` a right
 * of the holder to end the agreement or to object to or refuse the act, `competitor` the act limited to an acquirer that
 * competes, `refund` money paid back by its holder where it is in breach
 * or ends the service (or an exception to fees kept that names that).
 */
export type ConditionKind = 'notice' | 'way_out' | 'competitor' | 'refund';
/** One condition and who must hold it: the playbook's side (`own`, the default) or the other side (`other`). */
export interface RequiredCondition { condition: ConditionKind; holder?: 'own' | 'other' }

/**
 * How a check is identified in a contract. Detection rules are data: regular-expression sources
 * (matched case-insensitively against one sentence at a time) and a decision order.
 */
/**
 * A quantity a check's positions name, as data (session 28, tiers28; read by src/tiers.ts): "within 72 hours" (a maximum in
 * hours), "a warranty of at least 30 days" (a minimum in days), "capped at 5 %" (a maximum percentage), "at most twice a
 * year" (a maximum frequency).
 */
export interface QuantityTier {
  /** What is measured, for the note ("Notification comes", "The conformity warranty runs"). */
  measure: string;
  /** The note's lead where the check's own unacceptable problem says something else ("The obligations outlive the agreement by too little"). */
  problem?: string;
  /** The unit the tiers count in; durations are converted (a business day is 7/5 of a calendar day, a day 24 hours, a month 30 days). */
  unit: 'hours' | 'days' | 'business_days' | 'months' | 'percent' | 'per_year';
  /** Whether the playbook wants at most (`max`) or at least (`min`) the quantity. */
  direction: 'max' | 'min';
  /** The preferred position's bound; absent where the preferred position names no quantity (then any stated is at best the fallback). */
  preferred?: number;
  /** The fallback's bound; absent where the fallback names no quantity of this kind. */
  fallback?: number;
  /** Where the fallback names no quantity but a notice: beyond the preferred is acceptable only on at least this many days' notice. */
  notice_days?: number;
  /**
   * Where the fallback is not a quantity of this kind but another mechanism (a rent reviewed to the open market): a
   * quantity beyond the preferred is beyond every fallback, unless it is a ceiling the clause sets.
   */
  other_fallback?: boolean;
  /** Which stated quantity decides when a sentence states several: the least or the most. */
  take: 'least' | 'most';
  /** What the quantity must follow, within `window` characters of its clause (a regular expression). */
  cue: string;
  /** Characters before the quantity the cue is looked for in (default 120). */
  window?: number;
  /** Characters after the quantity the cue may stand in instead ("Within 120 days of expiry the Processor must destroy ..."); default none. */
  cue_after?: number;
  /** Words around the quantity (40 characters each side) that make it another measure (a regular expression). */
  not?: string;
  /** Words just after the quantity (40 characters) that make it another measure ("two months' rent"), anchored at the quantity's end. */
  not_after?: string;
  /**
   * Words just before the quantity that make it a ceiling the clause sets ("not to exceed", "no more than"): a ceiling
   * beyond the preferred is the fallback (acceptable), never beyond it, where the fallback names no quantity.
   */
  ceiling?: string;
  /** Only sentences matching this pattern are read. */
  sentence?: string;
  /** Sentences read beside the check's topic sentences: anywhere in the document where this pattern matches. */
  within?: string;
  /**
   * For a percentage of a year's sum (a placement fee as a share of the first-year salary): what a number of months is
   * of, just after it ("four (4) months' salary"), read as that share of a year (four months, 33.3 %).
   */
  months_of?: string;
  /** The values the measure can take (availability between 80 and 100 %): others are another measure. */
  range?: [number, number];
}

export interface CheckDetection {
  /** A sentence is evidence for the check when one of these matches it. */
  topic: string[];
  /** Evidence sentences matching one of these make the outcome `entailed`. */
  entail?: string[];
  /** Evidence sentences matching one of these make the outcome `contradicted`. */
  contradict?: string[];
  /**
   * When no entail or contradict cue matched: topic sentences matching one of these state the playbook's
   * fallback position (return on request only, where the check asks for return at the end of the agreement).
   * The outcome stays `not_mentioned`, since what the check asks is not stated, but the position is
   * `acceptable` and those sentences are the evidence.
   */
  fallback?: string[];
  /**
   * When the entailing sentences that make the promise (`promise`; at least one) each match one of `only`, they
   * grant less than the check prefers (an indemnity only for negligence, bodily injury or a breach of
   * representations): the outcome stays `entailed`, the position is the fallback, `acceptable`, or `position` when
   * what they grant falls short of the fallback too (only the agreement's own terms kept confidential), with `note`, or
   * `notes[k]` when the first promise is narrow by `only[k]` (a duty that ends with the agreement says so).
   */
  narrow?: { promise: string; only: string[]; position?: 'acceptable' | 'unacceptable'; note?: string; notes?: string[] };
  /**
   * Sentences on the check's topic that grant the playbook's fallback beside what it prefers (the other side free to
   * assign to its affiliates, beside a consent bar on the customer; a duty of confidence kept for a stated period after
   * the employment): an entailed reading that would be preferred is the fallback, `acceptable`, with `note`, and the
   * sentence joins its evidence.
   */
  fallback_when?: {
    patterns: string[];
    note: string;
    /** The note for each pattern (then each of `anywhere`), where they are different grounds: the first granting sentence's first matching pattern names it. */
    notes?: string[];
    /**
     * Patterns read in every sentence of the document, not only those on the topic or in an entailing sentence's
     * clause (a cap clause that says its limits reach the indemnities); each must name what it concerns itself.
     */
    anywhere?: string[];
    /**
     * The position each pattern (then each of `anywhere`) gives, where some grounds fall short of the fallback too (an
     * indemnity that leaves out defence costs and settlements, as a definition of "Losses" that leaves them out does):
     * the worst the granting sentences show wins. `acceptable` for all by default.
     */
    positions?: ('acceptable' | 'unacceptable')[];
    /**
     * Patterns (their indices, as for `notes`) that limit a promise to the places they name ("a United States patent"):
     * their ground counts only where the contract names another place elsewhere, so that the reader trades beyond them.
     */
    places?: number[];
    /**
     * Patterns that, in a sentence the check is entailed by, already give what the grounds would take away (a promise
     * that the deliverables conform to their specification, beside a clause that supplies them "as is"): where one
     * matches, no ground counts.
     */
    unless?: string[];
  };
  /**
   * When every contradicting sentence is limited by one of `when`, read with the definition of the term `defined` that
   * it uses ('"Change of Control" means ... a Competitor ...'), the contradiction is the playbook's fallback
   * (termination on a change of control only where the acquirer competes): the outcome stays `contradicted`, the
   * position is `acceptable`. A sentence or definition that lists its cases ("(i) ..., or (ii) ...") is limited when
   * its lead-in is, or when every case that speaks of what the check is `about` is.
   */
  limited?: { when: string[]; defined?: string; about: string };
  /**
   * A term that a master agreement governing this document would carry (confidentiality, governing law, ownership):
   * when this document does not state it but says it runs under one ("the Master Services Agreement will be the
   * controlling document"), the outcome stays `not_mentioned`, the position is `acceptable` (stated by reference, as
   * a separate agreement incorporated by reference is), and that sentence is the evidence.
   */
  master?: boolean;
  /**
   * A fact about what the contract creates that the check needs before it applies (`contract-facts.ts`): when the
   * document shows no sign of it and the check finds nothing, the check is not applicable (outcome `not_mentioned`,
   * position `acceptable`, no issue, a note saying why). `work_product`: something made in which intellectual
   * property could be held.
   */
  needs?: ContractFact;
  /** Evidence sentences matching one of these are dropped (false friends). */
  exclude?: string[];
  /** Which cue wins when both match somewhere in the document. Default: contradict first. */
  precedence?: 'contradict' | 'entail';
  /** The outcome when topic sentences exist but no entail/contradict cue matched. Default not_mentioned. */
  topic_only?: 'entailed' | 'contradicted' | 'not_mentioned';
  /** Position of the party using the playbook for each outcome. */
  positions: Record<'entailed' | 'contradicted' | 'not_mentioned', Position>;
  /** Clause type to which a redline for this check is attached. */
  clause_type?: string;
  /**
   * The clause type of the CUAD category whose clause the learned locator finds when the rules find none for this
   * check (learned/locator.ts); set for the built-in checks in one place (playbooks/shared.ts LOCATED_BY).
   */
  locate?: string;
  /** Key-term based evaluation instead of sentence cues (e.g. term length). */
  key_term?: 'mutual' | 'term' | 'governing_law' | 'survival' | 'liability_cap' | 'renewal';
  /** For key_term = 'term' | 'survival': the longest preferred and longest acceptable duration, in months. */
  preferred_max_months?: number;
  acceptable_max_months?: number;
  /** Cue patterns are also tried on a topic sentence joined with the next (window - 1) sentences. */
  window?: number;
  /**
   * Read a list's lead-in ("... only if the Executive:") and each item under it as the whole list, lead-in and every item,
   * for the cues: what the list allows is what all its items say together.
   */
  whole_list?: boolean;
  /**
   * A contradicting sentence that ends by announcing its exceptions ("... without consent, except as follows:") is read
   * again with what follows it in its clause (its items, up to the next numbered clause): if its exceptions undo the
   * contradiction there, it contradicts nothing. Only ever lifts a contradiction.
   */
  exceptions_after?: boolean;
  /**
   * A contradicting sentence whose next sentence (in the same numbered clause) is the customer's way out of the very
   * change it allows ("The offer must be submitted three (3) months in advance and EuroTel may decide within one (1)
   * month to prolong or terminate"): read with that sentence, as if one, where the next sentence refers to the change
   * and gives the customer side a right to end the agreement or refuse the change (review.ts WAY_OUT_OF_THE_CHANGE_RE).
   * Not any notice in the next sentence. Only ever lifts a contradiction.
   */
  way_out_next?: boolean;
  /**
   * What the check's clause is about (`names`: "deliverables", "work product", "Developments") and a sentence that gives
   * those to the other side (`kept`, read in the check's role words: "Provider shall retain all right, title and interest
   * in and to the Deliverables"). Where no entailing sentence names them and another topic sentence names them and is
   * `kept`, the entailing sentences are about other works (On2's 7.1 vesting "Incorporated Technology Works" in the
   * customer) and that sentence decides.
   */
  about?: { names: string; kept: string };
  /**
   * For a restriction meant to outlast the relationship (a non-solicitation): a general clause that names its clause by
   * number and ends it with the employment or the agreement ("Clause 7 has effect only during the employment", "The
   * restrictions in clause 7 shall end on the date on which the employment terminates") takes it away, as "shall cease
   * to apply on termination" does for every check (review.ts LAPSES_WITH_TERM_RE). Set on the duties that protect the
   * playbook's side and are meant to survive (session 24: confidentiality, an NDA's use and reverse-engineering
   * restrictions, an employee's non-compete and non-solicitation); not on a restriction of the playbook's own side (a
   * customer's non-compete or exclusivity, a client's no-hire), where its end is in that side's favour, nor on checks where
   * a clause that lasts only during the term is ordinary (a warranty, a licence).
   */
  lapses_with_term?: boolean;
  /** Maximum evidence citations returned. Default 6. */
  max_evidence?: number;
  /**
   * Whose side the check takes, for checks about who holds a right or whose liability is capped.
   * With `holder`, an entailing sentence counts only when its right is held by this side (or by
   * both parties); a right held only by the other side, or a negated one, contradicts.
   */
  side?: 'customer' | 'provider';
  /**
   * For key_term = 'governing_law': the side whose home the law should be. Where the two parties are based in different
   * countries and the law chosen is the other side's home country, the clause is worse than a neutral law (the fallback):
   * `contradicted`, unacceptable.
   */
  home_side?: 'customer' | 'provider';
  /** How the playbook names the two sides in notes ("Licensee" / "Licensor"); default Customer / Provider. */
  names?: { customer: string; provider: string };
  /** The verb whose holder matters ("terminat"), a regular expression. */
  holder?: string;
  /**
   * For a check of a right this side wants (to terminate for convenience): what a redline does with a sentence that gives
   * the other side the same right. 'beside' (the default): it stays and this side's right is written after it (a supplier's
   * exit on notice is common ground in a services agreement). 'replaced': the other side's right is the adverse term and
   * this side's right takes its place (a licensor ending a paid licence at will).
   */
  other_side_right?: 'beside' | 'replaced';
  /**
   * Sentences anywhere in the document that remove what the check looks for ("the exclusions ...
   * shall not apply", "shall have no obligation to indemnify"): the outcome becomes contradicted
   * and the position unacceptable, whatever else the document says.
   */
  override?: string[];
  /** For key_term = 'liability_cap': the cap as months of fees, preferred and fallback minimums. */
  min_fee_months?: { preferred: number; fallback: number };
  /**
   * Duration tiers for what the cue sentences describe (a non-compete, a licence term, a lock-in):
   * the longest duration they state, in months, is preferred up to `preferred`, acceptable up to
   * `fallback`, and unacceptable beyond it; "perpetual" or "indefinitely" is beyond every tier.
   */
  max_months?: { preferred: number; fallback: number };
  /**
   * Size tiers for a lease's deposit, in months of rent (deposit.ts: stated so, or its sum against the rent stated
   * anywhere in the lease): preferred up to `preferred`, acceptable up to `fallback`, unacceptable beyond.
   */
  max_deposit_months?: { preferred: number; fallback: number };
  /**
   * Notice tiers for a right exercised on notice (termination for convenience, stopping a renewal): the shortest notice the deciding
   * sentences state, in days, is preferred up to `preferred`, acceptable up to `fallback`, unacceptable beyond.
   */
  max_notice_days?: { preferred: number; fallback: number };
  /**
   * The conditions the check's fallback names, which make an adverse right tolerable (session 28, elements28): a
   * sentence anywhere in the document that grants the right (`grants`, read in the check's role words; `{other}` stands
   * for the other side's role words, `{own}` for the playbook's side's) must carry every one of `conditions`, in the
   * sentence, (`within: 'clause'`) anywhere in its numbered clause, or (`'document'`) in any sentence that passes `gate`, held by the side each names (a right to terminate
   * the customer holds, not the provider; a notice the provider gives), neither negated nor left to the giver's
   * discretion (conditions.ts). A grant without one is below the fallback: `contradicted`, unacceptable, the note
   * naming what is missing. `gate` is a cheap test a sentence must pass first; a sentence matching the check's
   * `exclude`, or `unless`, is no grant. Only ever lowers a position.
   */
  requires?: {
    grants: string[];
    gate: string;
    unless?: string[];
    conditions: RequiredCondition[];
    within?: 'sentence' | 'clause' | 'document';
  };
  /**
   * The longest automatic renewal term the fallback accepts, in months: a renewal that needs no one to act and runs for
   * longer (each renewal three years where the fallback renews for one) is beyond it, whatever its notice (`problem.renewal`
   * names it, `{period}` the clause's and `{fallback}` this one's).
   */
  max_renewal_months?: number;
  /**
   * Whose notice `max_notice_days` reads where a sentence gives each party its own (the employer's in an employment
   * contract, not the employee's shorter one); the document's notice-period key term is that side's too.
   */
  notice_of?: 'customer' | 'provider';
  /**
   * Payment tiers for the days a party has to pay (payment terms, read from the customer's side): the shortest period
   * the deciding sentences give is preferred from `preferred` days, acceptable from `fallback`, unacceptable below.
   */
  min_payment_days?: { preferred: number; fallback: number };
  /**
   * Measurable tiers the preferred position or fallback names (session 28, tiers28; src/tiers.ts): each quantity of the
   * tier's kind that the check's sentences state after its `cue` is compared with `preferred` and `fallback`; a
   * quantity beyond the fallback makes the check unacceptable, citing the sentence, with both tiers in the issue's note;
   * one beyond the preferred makes a preferred reading the fallback (acceptable).
   */
  tiers?: QuantityTier[];
  /**
   * Another check of the playbook (its id after the prefix) that can end what this one binds to: when this check is
   * unacceptable but that one finds the right to end the contract on notice (preferred or acceptable), this one is
   * the fallback: a renewal that cannot be stopped is still ended by termination on notice.
   */
  ended_by?: string;
  /**
   * The limitation check (`check`, its id after the prefix) that must balance this check's one-sided reading: an
   * exclusion that spares only the provider is the fallback beside a cap of at least `min_fee_months` months of fees, and
   * unacceptable beside a smaller one.
   */
  balanced_by?: { check: string; min_fee_months: number };
  /**
   * An exclusion of indirect and consequential loss graded from `side`'s seat (exclusion.ts, session 20): one that spares
   * only the other side is `one_sided`; one that lists among the excluded losses what this side suffers directly
   * (`swallows`: its data lost, a replacement service bought) is unacceptable unless a carve-out gives it back; a mutual
   * one is preferred only when its carve-outs keep every one of `carve_outs`, else the fallback, acceptable.
   */
  exclusion?: ExclusionTerms;
  /** For key_term = 'survival': the position when the obligations last indefinitely. */
  indefinite_position?: Position;
  /**
   * Issue titles that state the problem (the check's title states the desired position): the clause worse than
   * every fallback, the clause missing, and (with `max_notice_days`) a notice too long, `{days}` and `{fallback}`
   * filled in; and, where it differs from the unacceptable one, what an `override` sentence does ("the covenant falls
   * away on a dismissal"); and (with `balanced_by`) the one-sided clause no cap balances, `{months}` and `{min}` filled in.
   */
  problem?: { unacceptable?: string; missing?: string; notice?: string; renewal?: string; overridden?: string; unbalanced?: string; one_way?: string };
  /**
   * The promise of this check's kind running the wrong way (`problem.one_way`): where the check finds none from the other
   * side (missing), a sentence matching this pattern, `side`'s own side promising the other and nothing coming back (a
   * buyer indemnifying its seller), is the worse case: the issue's problem says so and cites it.
   */
  one_way?: string;
  /**
   * The problem, one per `contradict` pattern, when the patterns are different grounds: the first contradicting
   * sentence's first matching pattern names the one found (else `problem.unacceptable`).
   */
  contradict_problems?: string[];
  /**
   * What the clause at hand is read for besides, when the check finds it unacceptable: each note (in the playbook's role
   * words) is said in the issue's explanation where no sentence of the cited clauses matches its pattern ("the charge has
   * no cap"), unless the title says it already.
   */
  lacks?: { pattern: string; note: string }[];
  /**
   * The problem, one per `override` pattern, when the patterns are different ways of taking the clause away: the first
   * overriding sentence's first matching pattern names the one found (else `problem.overridden`).
   */
  override_problems?: string[];
  /**
   * The severity of the issue an `override` raises, where taking the clause away is graver than the check's own term
   * (rent that runs on after insured damage is a tenant's high-severity point; who insures what is low): used when the
   * position is unacceptable through an override and this is higher than the check's severity.
   */
  override_severity?: Severity;
  /**
   * Defined terms whose definitions this check reads (review.ts readDefinitions): where the contract defines such a term
   * ('"Fees" means ...', '"Losses" shall mean ...', '... (the "Charges")', "Gross Negligence means ..." at a line's
   * start, in a definitions clause or a schedule anywhere in the document) and the definition says what one of
   * `adverse` describes, the clause that uses the term does not give what it seems to: the outcome is `contradicted`,
   * the position unacceptable, the definition cited first, the issue titled by `problem`.
   */
  reads_definitions?: DefinitionReading[];
}

/** The terms an exclusion of consequential loss is graded by (CheckDetection.exclusion). */
export interface ExclusionTerms {
  /** Whose seat the exclusion is read from (not the check's `side`, which would drop the override sentences that side holds). */
  side: 'customer' | 'provider';
  /** The position of an exclusion that spares only the other side. */
  one_sided: Position;
  /** The carve-outs the preferred tier asks for: a name for the notes, and what reads it in a carve-out. */
  carve_outs: { name: string; pattern: string }[];
  /** Losses this side suffers directly that may not be excluded as indirect, and the carve-outs (by name) that give them back. */
  swallows: { name: string; pattern: string; back?: string[] }[];
  /** Issue titles and notes: `{heads}` filled in with the names found. */
  notes: { one_sided: string; swallows: string; carve_outs: string };
}

/** One kind of definition a check reads (CheckDetection.reads_definitions). */
export interface DefinitionReading {
  /** The defined terms it concerns, a regular expression matched against the whole term ("fees|charges"), any case. */
  term: string;
  /** What makes the definition hurt; tested on the definition's own words, the parties' names read in the check's role words. */
  adverse: string[];
  /** What makes such a definition ordinary after all (a change both parties sign); none by default. */
  unless?: string[];
  /** The problem the issue names, `{term}` filled in with the term as the contract writes it. */
  problem: string;
  /**
   * Whether the check's own clause must use the term (its topic sentences: the cap that carves out "Gross Negligence"),
   * else the definition alone says it (a price the provider may raise by itself).
   */
  in_topic?: boolean;
  /**
   * Patterns read on the sentences that use the term (in the check's role words, anywhere in the document): the
   * definition says what the term is (`adverse`), such a sentence what is done with it ("Plant Data", defined as the
   * customer's data, that the provider may sell). Set, the definition alone is not enough.
   */
  used_in?: string[];
  /**
   * The reading turns the check's position `from` into `position` (`outcome`), instead of taking a clause away: a
   * definition that widens the term the check's clause uses ('"Confidential Information" means Technical Data', and
   * "Technical Data" takes in commercial terms and pricing). Applies only where the check reads `from`.
   */
  turns?: { from: Position; outcome: CheckOutcome; position: Position };
}

export interface PlaybookCheck {
  check_id: string;
  title: string;
  category: string;
  description: string;
  preferred_position: string;
  fallbacks: string[];
  severity: Severity;
  suggested_language: string;
  enabled: boolean;
  /** Internal detection data; removed by toPublicPlaybook(). */
  detection?: CheckDetection;
}

export interface Playbook {
  id: string;
  object: 'playbook';
  name: string;
  document_type: DocumentType;
  version: number;
  built_in: boolean;
  based_on: string | null;
  checks: PlaybookCheck[];
}

export interface PlaybookCheckOverride {
  check_id: string;
  severity?: Severity;
  enabled?: boolean;
  preferred_position?: string;
  fallbacks?: string[];
  suggested_language?: string;
}

export interface AskCitation extends Citation {
  score: number;
}

export interface AskInput {
  text: string;
  question: string;
  clauses?: Clause[];
}

export interface AskOutput {
  answer: string;
  citations: AskCitation[];
  confidence: number;
}

export interface DraftInput {
  prompt: string;
  kind: 'clause' | 'document';
  document_type?: DocumentType;
  clause_type?: string;
  jurisdiction?: string;
  parties?: string[];
  variables?: Record<string, string>;
  playbook?: Playbook;
}

export interface DraftClause {
  id: string;
  clause_type: string;
  heading: string;
  text: string;
}

export interface DraftOutput {
  kind: 'clause' | 'document';
  document_type: DocumentType;
  title: string;
  text: string;
  clauses: DraftClause[];
  warnings: string[];
}

export interface BenchmarkRow {
  clause_type: string;
  industry: string;
  metric: string;
  unit: string;
  /** How many contracts the figure is computed from. */
  sample_size: number;
  /** The smallest sample this kind of statistic is given for (statistics.ts, MIN_SAMPLE). */
  min_sample_size: number;
  p25: number | null;
  median: number | null;
  p75: number | null;
  distribution?: { value: string; count: number; share: number }[];
  /** Why the figures are null (the sample is smaller than min_sample_size); null when they are given. */
  withheld: string | null;
  source: BenchmarkSource;
}

/** The corpus a benchmark figure comes from (the API's `BenchmarkSource`). */
export interface BenchmarkSource {
  /** `cuad_v1` for the public CUAD corpus. */
  corpus: string;
  name: string;
  license?: string;
  url?: string;
  note?: string;
}

export interface BenchmarkQuery {
  clause_type?: string[];
  industry?: string[];
}
