/**
 * What a redline leaves in the clause it changes (redlines round 21): a cut that leaves a fragment, and a sibling
 * sentence that states again, in other terms, what the new language states.
 *
 * A strike that cuts the words after a comma can take a verb's complement with it: "Licensee may not sublicense the
 * Software or permit any third party, including any affiliate ..., to use the Software" cut at ", including" leaves
 * "... or permit any third party." (`leavesFragment`). A rewrite that replaces one sentence of a clause leaves the other
 * sentences, and one of them may state the same term in other figures: the audit on five business days' notice beside
 * the new audit on thirty days' notice, "Any such increase shall not exceed 12%" beside the new cap of 5%
 * (`restatedTerms`).
 */

import { jurisdictionsIn } from './keyterms.js';

/** Words a complete sentence does not end on: prepositions, articles, conjunctions, determiners, auxiliaries. */
const DANGLING_END_RE = /\b(?:to|or|and|nor|but|including|includes|excluding|except|unless|of|the|a|an|any|all|each|every|such|its|their|his|her|our|by|for|with|from|into|onto|than|that|which|whether|between|under|upon|as|is|are|be|been|shall|will|may|must|can|not|other|if|where|when|without|within|in|on|at)$/i;
/** Verbs that take a person and then what the person is let do ("permit X to use", "allow X access"). */
const CAUSATIVE = String.raw`(?:permit|allow|authori[sz]e|enable|let|cause|require|suffer|encourage|assist|help|instruct|direct|procure|entitle|empower)(?:s|ed|ing|es)?`;
/** A person or class of persons as an object, alone: the complement is missing. */
const PERSONS = String.raw`(?:part(?:y|ies)|persons?|people|entit(?:y|ies)|affiliates?|contractors?|subcontractors?|sub-contractors?|employees?|personnel|staff|agents?|anyone|anybody|any\s?one|others|individuals?|users?|third[- ]part(?:y|ies)|members?|providers?|consultants?|representatives?)`;
const BARE_CAUSATIVE_RE = new RegExp(String.raw`\b${CAUSATIVE}\s+(?:(?!(?:of|by|to|for|with|in|on|from|at|under|into|through)\b)[\w'’-]+,?\s+){0,6}?${PERSONS}$`, 'i');

/**
 * Whether a sentence, as a cut leaves it, ends without the words its grammar needs: on a preposition, article,
 * conjunction or auxiliary ("... to.", "... or.", "..., including."), or on a verb that lets a person do something with
 * the person and nothing after ("... or permit any third party.", "shall not authorise its subcontractors or
 * employees."). Reads the last sentence of `text` (a clause's words, a label before them is no matter).
 */
export function leavesFragment(text: string): boolean {
  // (a lead-in to a list, "... for any:", is finished by its items)
  if (/:\s*$/.test(text)) return false;
  const body = text.replace(/\s+$/, '').replace(/[.;:]["”’)\]]*$/, '').replace(/[,\s]+$/, '');
  const last = body.split(/(?<=[.;:])\s+(?=\S)/).pop() ?? body;
  if (!/[a-z]{2,}/i.test(last)) return false;
  return DANGLING_END_RE.test(last) || BARE_CAUSATIVE_RE.test(last);
}

/** Numbers in words, as drafting writes them before or instead of figures. */
const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20,
  thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90, hundred: 100,
};
const WORD_NUMBER = `(?:${Object.keys(NUMBER_WORDS).sort((a, b) => b.length - a.length).join('|')})`;
const NUMBER = String.raw`(?:\d+(?:\.\d+)?|${WORD_NUMBER}(?:[- ]${WORD_NUMBER})?)(?:\s*\(\d+(?:\.\d+)?\))?`;
function numberIn(words: string): number | null {
  const fig = /\((\d+(?:\.\d+)?)\)|(\d+(?:\.\d+)?)/.exec(words);
  if (fig) return Number(fig[1] ?? fig[2]);
  const w = words.trim().toLowerCase().split(/[- ]/);
  const n = w.reduce((sum, x) => sum + (NUMBER_WORDS[x] ?? NaN), 0);
  return Number.isFinite(n) ? n : null;
}

/** A rate in per cent: "12%", "fifteen per cent (15%)", "five percent". */
const PERCENT_RE = new RegExp(String.raw`\b(${NUMBER})\s?(?:%|percent\b|per\s?cent\b)`, 'gi');
/** A notice period: "thirty (30) days' written notice", "five (5) business days' notice", "notice of at least 60 days". */
const NOTICE_RE = new RegExp(String.raw`\b(${NUMBER})\s+((?:business|working|calendar|clear)\s+)?(days?|weeks?|months?)['’]?\s+(?:(?:prior|advance|written|express|formal)\s+)*notice\b|\bnotice\s+of\s+(?:at\s+least\s+|not\s+less\s+than\s+|no\s+less\s+than\s+)?(${NUMBER})\s+((?:business|working|calendar|clear)\s+)?(days?|weeks?|months?)\b`, 'gi');
/** A sentence about which courts hear disputes: courts with jurisdiction, venue or a submission to them. */
const FORUM_RE = /\bcourts?\b[^.;]{0,120}\b(?:jurisdiction|venue|submit\w*)\b|\b(?:jurisdiction|venue|submit\w*)\b[^.;]{0,120}\bcourts?\b/i;
/** How often: "once in any twelve (12) month period", "no more than twice a year", "once in each year". */
const FREQUENCY_RE = /\b(once|twice|one\s+time|two\s+times|(?:three|four|\d+)\s+times)\s+(?:(?:in|per|during|within|a|an|any|each|every|calendar|contract|one)\s+)*((?:[\w()-]+[\s-]+){0,2}?)(year|month|quarter|period)s?\b/gi;

/** The terms a text states, by kind, each as its values ("notice" → ["30 day"]). */
export function statedTerms(text: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const add = (kind: string, value: string) => {
    if (!out.has(kind)) out.set(kind, new Set());
    out.get(kind)!.add(value);
  };
  for (const m of text.matchAll(PERCENT_RE)) {
    const n = numberIn(m[1]);
    if (n !== null) add('percent', String(n));
  }
  for (const m of text.matchAll(NOTICE_RE)) {
    const n = numberIn(m[1] ?? m[4]);
    const unit = `${(m[2] ?? m[5] ?? '').trim().toLowerCase()} ${(m[3] ?? m[6]).toLowerCase().replace(/s$/, '')}`.trim();
    if (n !== null) add('notice', `${n} ${unit}`);
  }
  // (the courts a sentence gives jurisdiction, by the places it names: "the courts of Ireland have exclusive jurisdiction",
  // "The state and federal courts in Travis County, Texas have exclusive jurisdiction")
  if (FORUM_RE.test(text)) for (const j of jurisdictionsIn(text)) add('forum', j);
  for (const m of text.matchAll(FREQUENCY_RE)) {
    const count = m[1].toLowerCase().replace(/\s+/g, ' ').replace(/^one time$/, 'once').replace(/^two times$/, 'twice');
    // (a twelve month period is a year; a period of no stated length is read as one)
    const unit = /\b(?:twelve|12)\b/i.test(m[2]) || m[3].toLowerCase() === 'period' ? 'year' : m[3].toLowerCase();
    add('frequency', `${count} ${unit}`);
  }
  return out;
}

/**
 * Whether a sibling sentence of the clause a redline rewrites states again, in figures of its own, a term the new
 * language states: a notice period, a rate in per cent or a frequency of the same kind with no value in common ("on
 * five (5) business days' notice" against "on at least thirty (30) days' written notice"; "shall not exceed 12%"
 * against "by no more than five percent (5%)"). `sameSubject` tells whether the sentence is on the language's matter
 * (the check's topic, or a sentence that refers back to the act replaced: "Any such increase ..."). A sentence that
 * only names the same kind without a figure ("Any increase takes effect after the notice expires") restates nothing.
 */
export function restatesTerm(language: string, sibling: string, sameSubject: (sibling: string) => boolean): boolean {
  const ours = statedTerms(language);
  if (!ours.size) return false;
  const theirs = statedTerms(sibling);
  const differs = (kind: string) => theirs.has(kind) && ours.has(kind) && ![...theirs.get(kind)!].some((v) => ours.get(kind)!.has(v));
  // (courts of other places, beside language that names the courts, are on its subject whatever the check reads: the
  // governing-law check reads the law, and the forum sentence beside it names no law)
  if (differs('forum')) return true;
  return [...theirs.keys()].some((kind) => kind !== 'forum' && differs(kind)) && sameSubject(sibling);
}
