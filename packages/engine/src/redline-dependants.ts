/**
 * Sentences that only make sense with a sentence a redline strikes or replaces: "Any increase shall take effect from
 * the date stated in the notice." after "Halvorsen may increase its Charges ...", "Such notice ...", "This right ...",
 * "In that event ...", "If Provider does so, ...", "The foregoing ...", the items of a list of conditions the struck
 * sentence leads in to. Read from the struck words themselves: the verbs after their modal ("may increase", "shall be
 * entitled to suspend") name the act, and the noun the next sentence names it by is derived from each verb by the
 * endings English builds nouns with (increase → increase, suspend → suspension, terminate → termination, amend →
 * amendment, vary → variation, renew → renewal); the words the struck sentence uses are what "such"/"that"/"this"
 * can point back to. No list of particular nouns.
 */
import { BRACKETED_ITEM } from './labels.js';

/** A verb after a modal or a phrase of entitlement, and a second one joined by "or"/"and". */
const ACT_RE = /\b(?:may|shall|will|can|must|reserves?\s+the\s+right\s+to|(?:is|are|shall\s+be|will\s+be)\s+(?:entitled|permitted|free)\s+to|has\s+the\s+right\s+to)\s+(?:(?:at\s+any\s+time|from\s+time\s+to\s+time|also|unilaterally|immediately|thereafter|in\s+its\s+(?:sole\s+)?discretion),?\s+)*(?:not\s+)?([a-z]{3,})(?:\s+(?:or|and|and\/or)\s+([a-z]{3,}))?/gi;

/** A transfer or grant made by the sentence itself, "hereby" with its verb: "hereby (irrevocably) assigns (and transfers)". */
const HEREBY_RE = /\bhereby\s+(?:(?:irrevocably|unconditionally|absolutely|expressly)\s+(?:and\s+)?)*(assigns|transfers|conveys|grants|waives|releases|licenses|agrees\s+to\s+assign)\b(?:\s+(?:and|or)\s+(assigns|transfers|conveys|grants))?/gi;

/**
 * A sentence whose purpose is to complete or record an act ("... such documents as Licensor may request to perfect such
 * assignment", "to give effect to that assignment", "to record the assignment"): the act, named by its noun.
 */
const PURPOSE_RE = /\bto\s+(?:perfect|give\s+(?:full\s+)?effect\s+to|complete|confirm|evidence|record|register)\s+(?:any\s+such|such|that|this|the|each\s+such)\s+([a-z][\w'’-]*)/i;

/** Words after a modal that are no act ("may be", "shall have"). */
const NO_ACT = new Set(['be', 'have', 'not', 'also', 'only', 'then', 'and', 'the', 'any', 'its', 'their', 'from']);

/** Endings English adds to a verb's stem to name its act. */
const NOUN_ENDINGS = ['', 'e', 's', 'es', 'ion', 'ions', 'tion', 'tions', 'ation', 'ations', 'sion', 'sions', 'ment', 'ments', 'al', 'als', 'ication', 'ications', 'iation', 'iations', 'ance', 'ence', 'ure'];

/** The stems a verb's nouns and participles are built on: the verb, without a final e, y or d (suspend → suspen-sion). */
function stems(verb: string): string[] {
  const v = verb.toLowerCase();
  const out = [v];
  if (/[ey]$/.test(v)) out.push(v.slice(0, -1));
  if (/[dt]$/.test(v) && v.length > 5) out.push(v.slice(0, -1));
  return out;
}

/** Whether `noun` names the act of `verb` ("suspension" for "suspend", "increase" for "increase"). */
export function namesAct(verb: string, noun: string): boolean {
  const n = noun.toLowerCase();
  if (n === verb.toLowerCase() || n === `${verb.toLowerCase()}s`) return true;
  return stems(verb).some((s) => s.length >= 4 && n.startsWith(s) && NOUN_ENDINGS.includes(n.slice(s.length)));
}

/** Whether `word` is the act of `verb` as a noun or a gerund ("suspension", "suspending" for "suspend"). */
export function namesActOrDoing(verb: string, word: string): boolean {
  const w = word.toLowerCase();
  return namesAct(verb, word) || stems(verb).some((s) => s.length >= 4 && (w === `${s}ing` || w === `${verb.toLowerCase()}ing`));
}

/**
 * A notice a sentence gives after the act rather than before it: "Provider will notify Customer after the suspension",
 * "shall inform the Customer as soon as reasonably practicable after suspending access", "will send written notice
 * within two business days following any suspension" (the act named by `named`, the word after the preposition; not a
 * notice before it, "prior written notice of any suspension").
 */
const NOTICE_AFTER_ACT_RE = /\b(?:notif(?:y|ies|ied|ication)|inform(?:s|ed|ing)?|advis(?:e|es|ed|ing)|notice|tell|tells)\b[^.;]{0,100}?\b(?:after|following|once|upon|on)\s+(?:(?:the|any|such|each|every|a|an|its|their|it|has|have|been|is|was)\s+){0,3}([a-z]+)/gi;
const NOTICE_BEFORE_RE = /\b(?:prior|advance|previous)\s+(?:(?:written|reasonable)\s+)*(?:notice|notification)\b|\b(?:notice|notif\w*)\b[^.;]{0,60}\b(?:before|in\s+advance\s+of|prior\s+to)\b/i;
export function noticeAfterAct(sentence: string, struck: Struck): boolean {
  if (NOTICE_BEFORE_RE.test(sentence)) return false;
  for (const m of sentence.matchAll(NOTICE_AFTER_ACT_RE)) if (struck.verbs.some((v) => namesActOrDoing(v, m[1]))) return true;
  return false;
}
/** Whether a text asks for notice before an act ("prior written notice of any suspension"). */
export function asksPriorNotice(text: string): boolean {
  return NOTICE_BEFORE_RE.test(text);
}

/** Whether `word` is the participle of `verb` ("revised" for "revise", "increased", "amended", "varied"). */
function participleOf(verb: string, word: string): boolean {
  const w = word.toLowerCase();
  return stems(verb).some((s) => s.length >= 4 && (w === `${s}ed` || w === `${s}d` || w === `${s}ied`));
}

/** What a struck text says: the acts its modal verbs name, and its words. */
export interface Struck {
  verbs: string[];
  words: Set<string>;
  /** It grants a right ("may", "is entitled to", "reserves the right"). */
  grants: boolean;
  /** It leads in to a list (ends with a colon, or "the following"). */
  leadsIn: boolean;
  /** Each act with the defined term it is done to, where one follows the verb ("use Residuals", "use the Feedback"). */
  objects: { verb: string; object: string }[];
}

/** A defined term right after an act's verb: "Residuals", "the Residual Information". */
const OBJECT_RE = /^\s+(?:(?:the|any|all|such|its|their)\s+)?([A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,2})/;

/**
 * A sentence that releases a party from a duty, a liability or a payment ("Neither party shall have any obligation
 * ...", "No party shall be liable ...", "... is not entitled to any payment or account ...").
 */
const RELEASE_RE = /\b(?:no|not|neither|nor|nothing|need\s+not)\b[^.;]{0,80}?\b(?:obligations?|dut(?:y|ies)|liable|liabilit(?:y|ies)|entitled|required|obliged|payments?|royalt(?:y|ies)|account|compensation)\b/i;

function singular(w: string): string {
  const l = w.toLowerCase().replace(/['’]s$/, '');
  return l.length > 4 && /[^s]s$/.test(l) ? l.slice(0, -1) : l;
}

export function readStruck(text: string): Struck | null {
  const verbs: string[] = [];
  const objects: Struck['objects'] = [];
  for (const m of text.matchAll(ACT_RE)) {
    for (const v of [m[1], m[2]]) if (v && !NO_ACT.has(v.toLowerCase())) verbs.push(v.toLowerCase());
    const verb = (m[2] ?? m[1]).toLowerCase();
    const object = NO_ACT.has(verb) ? null : OBJECT_RE.exec(text.slice(m.index! + m[0].length));
    if (object) objects.push({ verb, object: object[1] });
  }
  // an act done by the words themselves: "Licensee hereby assigns", "hereby irrevocably transfers and conveys"
  for (const m of text.matchAll(HEREBY_RE)) for (const v of [m[1], m[2]]) if (v) verbs.push(v.toLowerCase().replace(/s$/, ''));
  if (text.trim().split(/\s+/).length < 4) return null;
  return {
    verbs,
    words: new Set(text.match(/[A-Za-z][\w'’-]*/g)?.map(singular) ?? []),
    grants: /\b(?:may|entitled|permitted|right\s+to|option\s+to)\b/i.test(text),
    leadsIn: /(?::|\bthe\s+following(?:\s+\w+)?)\s*$/i.test(text.trim()),
    objects,
  };
}

/** Words a "this"/"such" names that point at the contract or a part of it, not at what a sentence said. */
const DOCUMENT_NOUN_RE = /^(?:agreement|contract|lease|licen[cs]e|addendum|deed|terms?|conditions?|section|clause|schedule|exhibit|annex|appendix|article|paragraph|order|sow|party|parties)$/i;

/** Nouns of a right itself: "this right", "such option". */
const RIGHT_NOUN_RE = /^(?:right|rights|power|powers|option|options|entitlement|discretion)$/i;

/** Openers that point back to the sentence just before: "The foregoing", "In that event", "If Provider does so". */
const ADJACENT_RE = /^(?:the\s+foregoing|in\s+(?:that|such|which|this)\s+(?:event|case)|if\s+so\b|in\s+so\s+doing|(?:if|where|when|once|whenever)\s+(?:[\w'’-]+\s+){1,3}(?:does|do|shall\s+do|elects\s+to\s+do)\s+so\b|(?:if|where|when|once)\s+(?:[\w'’-]+\s+){1,3}(?:exercises|invokes|relies\s+on)\s+(?:this|that|such|the|its)\s+(?:right|option|power))/i;

/** A subject that opens with a determiner (after an optional preposition): determiner, an optional modifier, noun. */
const SUBJECT_RE = /^(?:(?:in|on|upon|following|after|before|prior\s+to|notwithstanding|for|from|with|during|by)\s+)?(any\s+such|each\s+such|all\s+such|such|that|this|these|those|any|each|every|the|all)\s+(?:([a-z][\w'’-]*)\s+)?([A-Za-z][\w'’-]*)/i;

/** A word after a determiner's noun: the noun's verb or preposition, not a noun ("Any increase shall ..."). */
const FUNCTION_WORD_RE = /^(?:of|to|in|on|under|by|for|at|from|with|and|or|shall|will|may|must|is|are|was|were|does|do|has|have|can|cannot|should|would|takes?|applies|apply|becomes?|remains?|given|made|served|notified|set|referred|described|stated|being)$/i;

/** A list item's marker. */
const ITEM_RE = new RegExp(String.raw`^[ \t]*(?:${BRACKETED_ITEM}|[-*•])\s`);

/**
 * How a sentence depends on struck text: 'adjacent' (it points at the sentence just before), 'noun' (its subject names
 * what was struck: it may stand further on, with no other mention of that noun between), or null. `purpose`: the
 * sentence's whole duty is to complete or record the struck act, so a party's duty in it is no term of its own.
 */
export function dependence(sentence: string, struck: Struck[]): { kind: 'adjacent' | 'noun'; noun?: string; purpose?: boolean } | null {
  const t = sentence.trim().replace(/^["“(]+/, '');
  if (ADJACENT_RE.test(t)) return { kind: 'adjacent' };
  if (struck.some((s) => s.leadsIn) && ITEM_RE.test(sentence)) return { kind: 'adjacent' };
  // a sentence that only completes or records the struck act
  const purpose = PURPOSE_RE.exec(t);
  if (purpose && struck.some((s) => s.verbs.some((v) => namesAct(v, purpose[1])))) return { kind: 'noun', noun: singular(purpose[1]), purpose: true };
  // a release from what the struck act done to its thing brings: "Neither party shall have any obligation ... to pay
  // royalties for any work resulting from the use of Residuals" after a struck "each party shall be free to use
  // Residuals" (a duty the sentence puts on that use, "remains liable for any use of Residuals", is no release)
  const exercise = RELEASE_RE.test(t) ? exerciseOf(t, struck) : undefined;
  if (exercise) return { kind: 'noun', noun: exercise.toLowerCase(), purpose: true };
  const m = SUBJECT_RE.exec(t);
  if (!m) return null;
  const det = m[1].toLowerCase().replace(/\s+/g, ' ');
  let [modifier, noun] = [m[2], m[3]];
  // (no modifier: the regular expression's lazy first word may have taken the noun)
  if (modifier && FUNCTION_WORD_RE.test(noun)) [modifier, noun] = [undefined as unknown as string, modifier];
  const n = singular(noun);
  if (DOCUMENT_NOUN_RE.test(n) && !modifier) return null;
  const anaphoric = /such|that|this|these|those/.test(det);
  const acts = struck.flatMap((s) => s.verbs);
  // the act itself: "Any increase", "The suspension", "Such termination"
  if (acts.some((v) => namesAct(v, noun))) return { kind: 'noun', noun: n };
  // what the act made: "The revised terms", "the increased Charges"
  // (named again elsewhere by the participle with the noun: "the terms" alone in the new language is no revised terms)
  if (modifier && acts.some((v) => participleOf(v, modifier!)) && struck.some((s) => s.words.has(n))) return { kind: 'noun', noun: `${modifier.toLowerCase()} ${n}` };
  if (!anaphoric) return null;
  // "this right", "such option": the right the struck sentence gave
  if (RIGHT_NOUN_RE.test(noun) && struck.some((s) => s.grants)) return { kind: 'adjacent' };
  // "Such notice", "that period": a word of the struck text
  if (!DOCUMENT_NOUN_RE.test(n) && struck.some((s) => s.words.has(n))) return { kind: 'noun', noun: n };
  return null;
}

/**
 * Whether a dependent sentence also says something the contract needs on its own: a duty or liability it keeps ("Such
 * suspension shall not relieve the Customer of its obligation to pay"), or a party's own duty in a main clause after
 * the reference ("Following any increase, the Customer shall ..." is the reader's right or duty, not the struck act).
 */
export function standsAlone(sentence: string): boolean {
  return /\b(?:obligations?|liabilit(?:y|ies)|liable|responsib\w+)\b/i.test(sentence)
    || /,\s+(?:the\s+)?[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)?\s+(?:shall|must|will)\s+(?!not\b)/.test(sentence);
}

/** The struck thing a sentence names as the object of the struck act's noun ("the use of Residuals"), if any. */
function exerciseOf(sentence: string, struck: Struck[]): string | undefined {
  for (const { verb, object } of struck.flatMap((x) => x.objects)) {
    const re = new RegExp(String.raw`\b([a-z]+)\s+of\s+(?:the\s+|such\s+|any\s+)?${object.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+')}\b`, 'g');
    for (const m of sentence.matchAll(re)) if (namesAct(verb, m[1])) return object;
  }
  return undefined;
}
