/**
 * The conditions a fallback names (session 28, elements28): a playbook's fallback often accepts an adverse right only
 * with a condition that makes it tolerable ("Changes to policies on at least thirty days' notice, with a right to
 * terminate"; "General authorisation ..., with 30 days' notice of changes and a right to terminate if the controller
 * objects"; "Termination on a change of control only where the acquirer is a direct competitor"). A check states them
 * as data (`detection.requires`); this module reads, in a text already in the check's role words, whether each
 * condition is there, held by the side that must hold it, and neither negated nor left to the other side's discretion.
 */
import type { ConditionKind, RequiredCondition } from './types.js';

/** The role words of each side, as review.ts reads the parties' names (its CUSTOMER_ROLE_WORDS / PROVIDER_ROLE_WORDS). */
const CUSTOMER_SIDE = String.raw`customer|client|licensee|tenant|lessee|controller|data\s+exporter|subscriber|buyer|purchaser`;
const PROVIDER_SIDE = String.raw`provider|supplier|consultant|contractor|licensor|landlord|lessor|processor|data\s+importer|vendor|seller`;
// (in plain-English terms the reader is "you" and the business "we": read so where a condition's holder is asked, never
// in a grant, whose side words are the role words alone)
const SIDE_RE = new RegExp(String.raw`\b(?:(${CUSTOMER_SIDE}|you)|(${PROVIDER_SIDE}|we|us))(?:'s|’s)?\b`, 'gi');
const FIRST_SIDE_RE = new RegExp(SIDE_RE.source, 'i');

/** The side words a grant pattern names: `{other}` the side the check guards against, `{own}` the playbook's side. */
export function sideWords(side: 'customer' | 'provider'): string {
  return side === 'customer' ? CUSTOMER_SIDE : PROVIDER_SIDE;
}

/**
 * A text cut into the pieces that each have a subject of their own: at a semicolon, a sentence end, and a comma or
 * "and" that opens a new clause with a party as its subject ("..., and Customer may terminate").
 */
function pieces(text: string): string[] {
  return text.split(new RegExp(String.raw`;|\.\s+(?=[*_#\s]*[A-Z(])|,?\s+(?:and|but|or|whereupon|in which case|provided that|save that)\s+(?=(?:the\s+)?(?:${CUSTOMER_SIDE}|${PROVIDER_SIDE}|you|we)\b)|,\s+(?=(?:the\s+)?(?:${CUSTOMER_SIDE}|${PROVIDER_SIDE}|you|we)\s+(?:may|can|shall|will|is|has)\b)`, 'i'));
}

/** A party named as the subject of a verb: "Provider shall", "the Controller may", "Licensor gives". */
const SUBJECT_RE = new RegExp(String.raw`${SIDE_RE.source}(?=\s+(?:[a-z]+ly\s+)?(?:may|shall|will|must|can|is|are|has|have|agrees?|undertakes?|gives?|grants?|reserves?|[a-z]*[^s\W]s(?<!\bless))\b)`, 'gi');

/** The side of the subject of the words before `at` in a piece: the last party named as a verb's subject, else the first party named. */
function subjectOf(piece: string, at = piece.length): 'customer' | 'provider' | null {
  const before = piece.slice(0, at);
  const subjects = [...before.matchAll(SUBJECT_RE)];
  const m = subjects.length ? subjects[subjects.length - 1] : FIRST_SIDE_RE.exec(before);
  return m ? (m[1] ? 'customer' : 'provider') : null;
}

/** A notice, an act of telling. */
const NOTICE_RE = /\b(?:notice|notif(?:y|ies|ied|ying|ication)|inform(?:s|ed|ing)?|advise[sd]?|tell(?:s|ing)?|announce[sd]?|e-?mail(?:s|ed|ing)?\s+(?:you|the\s+\w+)|write\s+to|let\s+(?:you|the\s+\w+)\s+know)\b/gi;
/** The words before a notice that take it away or leave it to the giver's choice. */
const NOTICE_DENIED_RE = /(?:\bwithout\s+(?:(?:any|prior|advance|further|first|the\s+need\s+(?:for|to)|(?:having|first)\s+(?:to\s+)?)\s+)*(?:giving\s+)?(?:\w+\s+)?$|\bno\s+(?:(?:prior|advance|further)\s+)?$|\b(?:need|needs)\s+not\s+(?:give\s+(?:any\s+)?)?$|\bnot\s+(?:be\s+)?(?:required|obliged|bound|obligated)\s+to\s+(?:give\s+(?:any\s+)?)?$|\bno\s+(?:obligation|duty)\s+to\s+(?:give\s+(?:any\s+)?)?$|\b(?:at|in)\s+(?:its|their|our)\s+(?:sole\s+|absolute\s+|own\s+)?discretion,?\s+(?:give\s+(?:\w+\s+)?)?$|\bmay\s+(?:\w+\s+)?(?:but\s+need\s+not\s+|elect\s+to\s+|choose\s+to\s+|if\s+it\s+wishes\s+)(?:give\s+(?:\w+\s+)?)?$|\bmay,\s+(?:at|in)\s+(?:its|their|our)\s+(?:sole\s+|absolute\s+|own\s+)?discretion,\s+(?:give\s+(?:\w+\s+)?)?$)/i;
/** A way out: to end the agreement (or the affected part), or to refuse or object to the change. */
const WAY_OUT_RE = /\b(?:terminat\w*|cancel\w*|end\b|ends\b|withdraw\s+from|rescind|reject\w*|refuse\w*|decline\w*|object\w*|veto)/gi;
const WAY_OUT_ANY_RE = new RegExp(WAY_OUT_RE.source, 'i');
/** A right to do so: a permission held (not a duty, not one denied). */
const HOLDS_RIGHT_RE = /\b(?:may|can|(?:is|are|shall\s+be|will\s+be)\s+(?:entitled|free|permitted)\s+to|(?:has|have|shall\s+have|will\s+have|with)\s+(?:a|an|the)\s+(?:\w+\s+){0,2}(?:right|option|opportunity|entitlement)\s+to|(?:right|opportunity|option|entitled|time)\s+(?:\w+\s+){0,3}to)\b/i;
const RIGHT_DENIED_RE = /\b(?:may\s+not|cannot|can\s*not|shall\s+not|will\s+not|no\s+(?:\w+\s+)?right|not\s+(?:be\s+)?entitled|waives?)\b/i;
/** An acquirer that competes: the only change of control the fallback lets end the agreement. */
const COMPETITOR_RE = /\bcompetitors?\b|\b(?:directly\s+|indirectly\s+)?compet(?:es|ing)\b|\bcompetitive\s+(?:business|products?|with)\b/i;
/** Money paid back: a refund, a repayment, fees returned. */
const REFUND_RE = /\b(?:refund(?:s|ed|ing)?|repa(?:y|ys|id|ying|yment)|reimburs\w*|return(?:s|ed)?\s+(?:\w+\s+){0,3}(?:fees?|amounts?|sums?|monies|money))\b/gi;
/** What the refund is for: the provider's breach or default, or its own ending of the service. */
const PROVIDER_FAULT_RE = /\b(?:breach\w*|default\w*|without\s+cause|for\s+(?:its\s+|our\s+)?convenience|for\s+any\s+reason|discontinu\w*|ceases?\s+to\s+(?:provide|offer|operate)|withdraw\w*|in\s+that\s+event|in\s+which\s+case|terminat\w*|ends?\b)/i;
/** An exception to fees kept, for the provider's fault: "non-refundable, except on termination for Provider's breach". */
const KEPT_EXCEPT_RE = /\b(?:except|save|other\s+than|unless|but\s+not)\b[^.;]{0,120}\b(?:breach|default|without\s+cause|for\s+convenience)/i;

/** What a condition is called in the note that says it is missing. */
export const CONDITION_LABELS: Record<ConditionKind, string> = {
  notice: 'notice of it to {holder}',
  way_out: '{holder}\'s right to end the agreement or object',
  competitor: 'a limit to an acquirer that competes',
  refund: 'a refund by {other} where it is in breach or ends the service',
};

/** Whether a notice in `text` is given by the side `holder` (told to the other), neither denied nor discretionary. */
function noticeBy(text: string, holder: 'customer' | 'provider'): boolean {
  for (const piece of pieces(text)) {
    NOTICE_RE.lastIndex = 0;
    for (let m = NOTICE_RE.exec(piece); m; m = NOTICE_RE.exec(piece)) {
      const before = piece.slice(Math.max(0, m.index - 60), m.index);
      if (NOTICE_DENIED_RE.test(before)) continue;
      // who gives it: the piece's subject, unless the notice is the other side's act ("Customer may terminate on notice")
      const subject = subjectOf(piece, m.index);
      const after = piece.slice(m.index, m.index + 40);
      const toOther = new RegExp(String.raw`^\w+\s+(?:\w+\s+){0,2}?(?:to|upon|on)\s+(?:the\s+)?(?:${holder === 'customer' ? `${PROVIDER_SIDE}|us` : `${CUSTOMER_SIDE}|you`})\b`, 'i').test(after)
        || new RegExp(String.raw`\b(?:giv\w*|serv\w*|send\w*|provid\w*)\s+(?:the\s+)?(?:${holder === 'customer' ? `${PROVIDER_SIDE}|us` : `${CUSTOMER_SIDE}|you`})\b[^.;]{0,60}$`, 'i').test(piece.slice(Math.max(0, m.index - 120), m.index));
      // a notice that is the way out itself ("Customer may terminate by notice") is not the other side's notice
      const ownAct = subject !== null && subject !== holder && WAY_OUT_ANY_RE.test(piece.slice(0, m.index));
      if (toOther || (subject === holder && !ownAct) || (subject === null && !ownAct)) return true;
    }
  }
  return false;
}

/** Whether `holder` has a right to end the agreement or refuse the change in `text`. */
function wayOutOf(text: string, holder: 'customer' | 'provider'): boolean {
  for (const piece of pieces(text)) {
    WAY_OUT_RE.lastIndex = 0;
    for (let m = WAY_OUT_RE.exec(piece); m; m = WAY_OUT_RE.exec(piece)) {
      const before = piece.slice(0, m.index);
      // the last party named before the verb holds it ("Customer may terminate", "giving Controller the opportunity to
      // object", "if Customer objects"); the words between that party and the verb say whether it is a right
      const named = [...before.matchAll(SIDE_RE)];
      const last = named[named.length - 1];
      if (!last || (last[1] ? 'customer' : 'provider') !== holder) continue;
      const between = before.slice(last.index! + last[0].length);
      if (RIGHT_DENIED_RE.test(between)) continue;
      // a right held, or the holder's own objection or refusal ("unless Controller objects", "if Customer rejects it")
      if (HOLDS_RIGHT_RE.test(between) || (/^\s*(?:\w+\s+){0,2}$/.test(between) && /^(?:object|reject|refuse|decline|veto)/i.test(m[0]))) return true;
    }
  }
  return false;
}

/**
 * Whether `text` gives the money back where the side `holder` (the one who pays it back) is in breach or ends the
 * service: a refund it makes (or one made, passive), neither negated nor at its discretion, in a piece naming such a
 * cause; or an exception to fees kept that names it.
 */
function refundBy(text: string, holder: 'customer' | 'provider'): boolean {
  // (read sentence by sentence: the cause is often a conditional clause before the refund, "If Customer terminates for
  // Provider's breach, Provider shall refund ...")
  for (const piece of text.split(/(?<=[.;])\s+/)) {
    if (KEPT_EXCEPT_RE.test(piece)) return true;
    REFUND_RE.lastIndex = 0;
    for (let m = REFUND_RE.exec(piece); m; m = REFUND_RE.exec(piece)) {
      const before = piece.slice(Math.max(0, m.index - 60), m.index);
      if (/\b(?:not|no|never|without|nor)\s+(?:\w+\s+){0,2}$|\bnon-?$/i.test(before) || NOTICE_DENIED_RE.test(before) || /\bdiscretion\b|\bmay\s+(?:\w+\s+)?$/i.test(before)) continue;
      const subject = subjectOf(piece, m.index);
      if (subject !== null && subject !== holder && !/\b(?:be|been|is|are)\s+$/i.test(before)) continue;
      if (PROVIDER_FAULT_RE.test(piece)) return true;
    }
  }
  return false;
}

/** Whether one condition holds in `text` (in the check's role words), read for the playbook's `side`. */
export function conditionHolds(text: string, r: RequiredCondition, side: 'customer' | 'provider'): boolean {
  const other = side === 'customer' ? 'provider' : 'customer';
  const holder = r.holder === 'other' ? other : side;
  switch (r.condition) {
    case 'notice': return noticeBy(text, holder);
    case 'way_out': return wayOutOf(text, holder);
    case 'competitor': return COMPETITOR_RE.test(text);
    case 'refund': return refundBy(text, holder);
  }
}

/** The label of a missing condition, with the sides named as the playbook names them. */
export function conditionLabel(r: RequiredCondition, side: 'customer' | 'provider', names: { customer: string; provider: string }): string {
  const other = side === 'customer' ? 'provider' : 'customer';
  const holder = r.holder === 'other' ? other : side;
  const otherOfHolder = holder === 'customer' ? 'provider' : 'customer';
  // notice is given by its holder to the other side
  const to = r.condition === 'notice' ? names[otherOfHolder] : names[holder];
  return CONDITION_LABELS[r.condition].replace('{holder}', to).replace('{other}', names[otherOfHolder]);
}
