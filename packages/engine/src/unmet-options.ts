/**
 * A clause that applies only on an option the document itself shows as not taken (session 29, device29). Order forms,
 * cover pages and schedules list options, add-ons, packages and covers with whether each was taken ("IP Protection
 * Option: not selected", a table row whose box is unticked, "☐ Indemnity add-on", "the Compliance Support package was
 * declined"); a clause elsewhere makes a protection, or a burden, depend on one of them ("Clause 11.1 applies only if
 * the Order Form shows that the Customer has purchased the IP Protection Option", "Provider shall defend ..., if the
 * Indemnity Protection option is selected in the Order Form", "This clause 3 applies only where the Controller has
 * ordered the Compliance Support package"). Read together, the clause does not apply: it is an override like "Clause
 * 11.1 shall not apply", stated by the order form's row, and is read by every check as such (review.ts's sections
 * gone: a protection gone raises the issue its absence would, an adverse term gone raises none).
 */
import type { Sentence } from './types.js';
import type { Override } from './scope.js';

/** The cheap test: does the text show any option as not taken at all. */
const NOT_TAKEN_ANY_RE = /\[\s?\]|☐|\bnot\s+(?:selected|purchased|ordered|taken|elected|bought|chosen|subscribed(?:\s+to)?|ticked)\b|\bdeclined\b|:\**\s*(?:no|none)\b/i;
/** A value that says an option was not taken. */
const NOT_TAKEN_VALUE = String.raw`(?:not\s+(?:selected|purchased|ordered|taken|elected|bought|chosen|subscribed(?:\s+to)?|ticked|included)|declined|no|none)`;
/** A value or a cell that says it was taken. */
const TAKEN_CELL_RE = /^(?:\[[xX✓✔]\]|☒|☑|✓|✔|yes|selected|purchased|ordered|taken|elected|included\b.*|subscribed)$/i;
const NOT_TAKEN_CELL_RE = new RegExp(String.raw`^(?:\[\s?\]|☐|${NOT_TAKEN_VALUE})$`, 'i');
/** A pattern source that matches its letters in either case (for a part of a pattern whose other parts keep theirs). */
const eitherCase = (source: string) => source.replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`).replace(/\\\[sS\]/g, '\\s');
/** "Label: value": a cover line, a field run into a sentence (the label capitalised, the value in any case). */
const FIELD_RE = new RegExp(String.raw`(?:^|\n|[.;]\s+|[-*•]\s+)\s*(?:\*\*|__)?([A-Z][^:\n|*]{1,60}?)(?:\*\*|__)?\s*:\s*(?:\*\*|__)?\s*(${eitherCase(NOT_TAKEN_VALUE + '|yes|selected|purchased|ordered|taken|elected|included|subscribed')})\b`, 'g');
/** "the Compliance Support package was declined", "the IP option has not been selected". */
const STATED_RE = /\b(?:the\s+)?((?:[A-Z][\w&'’-]*|IP|SLA)(?:\s+(?:[A-Z][\w&'’-]*|IP|SLA)){0,4}(?:\s+(?:option|package|add-?on|module|cover|protection|plan))?)\s+(?:was|is|were|are|has\s+been|have\s+been)\s+(not\s+(?:selected|purchased|ordered|taken|elected|bought|chosen|subscribed(?:\s+to)?|ticked)|declined)\b/g;
/** A ballot line: "☐ IP Assurance", "[ ] Indemnity add-on", "☒ Premium Support". */
const BALLOT_RE = /(?:^|\n)\s*(?:[-*•]\s*)?(☐|☒|☑|\[\s?\]|\[[xX✓✔]\])\s*([A-Za-z][^\n|]{1,60})/g;

/** Words that say what kind of thing an option is, not which one: left out when matching its name. */
const GENERIC = new Set(['the', 'a', 'an', 'of', 'and', 'for', 'to', 'option', 'options', 'package', 'add', 'on', 'addon', 'add-on', 'module', 'plan', 'tier', 'level', 'service', 'services', 'selected', 'customer', 'client', 'controller', 'licensee', 'tenant', 'order', 'form', 'fee', 'fees', 'price', 'annual', 'monthly']);
function nameWords(name: string): string[] {
  return [...new Set(name.toLowerCase().split(/[^a-z0-9&'’-]+/).filter((w) => w.length >= 2 && !GENERIC.has(w) && !/^\d+$/.test(w)))];
}

interface OptionState { words: string[]; taken: boolean; sentence: number }

/** The options the document shows as taken or not, each with the sentence that shows it. */
function optionStates(raw: string[]): OptionState[] {
  const out: OptionState[] = [];
  const add = (name: string, taken: boolean, sentence: number) => {
    const words = nameWords(name);
    if (words.length && words.length <= 5) out.push({ words, taken, sentence });
  };
  for (let i = 0; i < raw.length; i++) {
    const t = raw[i];
    if (/[:|☐☒☑\]]|\b(?:was|is|were|are|been)\s+(?:not|declined)/.test(t) === false) continue;
    for (const m of t.matchAll(FIELD_RE)) add(m[1], !new RegExp(`^${NOT_TAKEN_VALUE}$`, 'i').test(m[2].trim()), i);
    for (const m of t.matchAll(STATED_RE)) add(m[1], false, i);
    for (const m of t.matchAll(BALLOT_RE)) add(m[2], !/☐|\[\s?\]/.test(m[1]), i);
    if (/\||\S {3}|\t/.test(t)) {
      // a table row (with its bars, or as the plain view lays it out, cells three spaces apart or more): its first cell
      // names the option, a cell of its own says whether it was taken
      for (const line of t.split('\n')) {
        const cells = line.split(line.includes('|') ? '|' : /\s{3,}|\t/).map((c) => c.replace(/\*\*|__/g, '').trim()).filter(Boolean);
        if (cells.length < 2) continue;
        const off = cells.slice(1).some((c) => NOT_TAKEN_CELL_RE.test(c));
        const on = cells.slice(1).some((c) => TAKEN_CELL_RE.test(c) && !/^included\b.{12,}/i.test(c));
        if (off !== on) add(cells[0], on, i);
      }
    }
  }
  return out;
}

/**
 * A condition that the clause applies only where an option is taken: "only if", "only where", "provided that", "if",
 * "subject to", followed by a verb of taking it ("has purchased", "is selected", "your plan includes"). Not one that
 * says it applies whether or not ("whether or not ... purchased"), nor "unless" (the clause then applies when it is not).
 */
const CONDITION_RE = /\b(?:only\s+(?:if|where|when|to\s+the\s+extent\s+that)|if|where|provided\s+(?:always\s+)?that|on\s+condition\s+that|subject\s+to|so\s+long\s+as)\b([^.;]{0,180})/gi;
const TAKING_RE = /\b(?:purchas\w*|bought|buys?|select\w*|elect(?:s|ed)?|order(?:s|ed)?|subscrib\w*|tick\w*|includes?|chosen|chooses|opted|opts|paid\s+for|pays\s+for|taken\s+(?:up|out))\b/i;
const NOT_CONDITION_BEFORE_RE = /\b(?:whether|even|unless|except|but\s+not)\s*$/i;
/** The clause the condition governs, when the sentence names it: "Clause 11.1 applies only if", "This clause 3 applies only where". */
const NAMED_RE = /\b(?:(?:sections?|clauses?|articles?|paragraphs?)\s+(\d{1,2}(?:\.\d{1,3}){0,2})|this\s+(?:section|clause|article|paragraph)(?:\s+(\d{1,2}(?:\.\d{1,3}){0,2}))?)\s*(?:\([^)]{1,40}\)\s*)?(?:applies|shall\s+apply|will\s+apply|(?:has|shall\s+have|will\s+have)\s+effect|operates|is\s+available|(?:is|are|shall\s+be|will\s+be)\s+(?:available|binding|effective))\s*,?\s*$/i;
const NUMBERED_SECTION_RE = /^\d{1,2}(?:\.\d{1,3}){0,2}$/;

/**
 * The overrides the document's own order form makes: for each clause that applies only on an option shown as not taken
 * (and never as taken), the clause's section (named, or the one the condition stands in), disapplied by the sentence
 * that shows the option not taken. `raw` are the sentences as written (table rows and cover lines on lines of their own).
 */
export function unmetOptionOverrides(raw: string[], sentences: Sentence[], text: string): Override[] {
  if (!NOT_TAKEN_ANY_RE.test(text)) return [];
  const states = optionStates(raw);
  const unmet = states.filter((s) => !s.taken && !states.some((x) => x.taken && x.words.every((w) => s.words.includes(w)) && s.words.every((w) => x.words.includes(w))));
  if (!unmet.length) return [];
  const out: Override[] = [];
  for (let i = 0; i < raw.length; i++) {
    const t = raw[i].replace(/\s+/g, ' ');
    if (!TAKING_RE.test(t)) continue;
    for (const m of t.matchAll(CONDITION_RE)) {
      const before = t.slice(0, m.index);
      if (NOT_CONDITION_BEFORE_RE.test(before)) continue;
      const tail = m[1];
      if (!TAKING_RE.test(tail)) continue;
      const lower = tail.toLowerCase();
      const has = (w: string) => new RegExp(String.raw`(?:^|[^a-z0-9])${w.replace(/[-’']/g, '.')}(?:$|[^a-z0-9])`).test(lower);
      const state = unmet.find((s) => s.sentence !== i && s.words.every(has));
      if (!state) continue;
      const named = NAMED_RE.exec(before);
      const own = sentences[i]?.section;
      const section = named ? (named[1] ?? (named[2] || own)) : own;
      if (!section || !NUMBERED_SECTION_RE.test(section)) continue;
      const o = out.find((x) => x.sentence === state.sentence);
      if (!o) out.push({ sentence: state.sentence, sections: [section], full: true });
      else if (!o.sections.includes(section)) o.sections.push(section);
      break;
    }
  }
  return out;
}
