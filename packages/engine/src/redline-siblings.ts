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
  const body = text.replace(/\s+$/, '').replace(/[.;:]["”’)\]]*$/, '').replace(/[,\s]+$/, '');
  const last = body.split(/(?<=[.;:])\s+(?=\S)/).pop() ?? body;
  if (!/[a-z]{2,}/i.test(last)) return false;
  return DANGLING_END_RE.test(last) || BARE_CAUSATIVE_RE.test(last);
}
