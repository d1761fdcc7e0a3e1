/**
 * What a user reads about a contract (issue titles, explanations, recommendations, check titles, redline rationales)
 * in the contract's own words: its parties by the names it gives them ("Vendor", "the Employer") for the playbooks'
 * role words ("Processor", "Controller", "Provider"), the territory of its data protection law (the United Kingdom
 * under the UK GDPR, the EEA otherwise), and the name it calls itself by ("this Addendum" for the playbooks' "this DPA").
 */
import type { KeyTermsDetailed } from './types.js';
import type { RoleLexicon } from './scope.js';
import { dataRegimes, inDataRegimes, type DataRegime } from './redline-contract-words.js';

/** The playbooks' role words, by the side each one names. */
const SIDE_WORDS: Record<'customer' | 'provider', string[]> = {
  customer: ['Customer', 'Client', 'Controller', 'Licensee', 'Tenant', 'Employer'],
  provider: ['Provider', 'Supplier', 'Processor', 'Licensor', 'Landlord', 'Employee', 'Consultant'],
};

export interface PartyName {
  /** The contract's defined name ("Vendor", "Employer"), else the party's name. */
  name: string;
  /** Whether the contract writes it with "the" ("the Employer shall"), as it does most of the time. */
  article: boolean;
}

export interface ProseWords {
  customer?: PartyName;
  provider?: PartyName;
  /** The data protection regimes the contract is made under (redline-contract-words.ts dataRegimes): the territory words of its notes. */
  regimes: DataRegime[];
  /** The contract's text (for the compound terms it uses: "Client Data"). */
  plain: string;
  /** The contract's name for itself when it is not "Agreement" ("Addendum", "Lease", "Terms"), with its determiner. */
  self?: { name: string; plural: boolean };
}

/** Whether `name` is written with "the" before it in most of its uses in `text` (mid-sentence "the": a sentence's "The" is not counted). */
function takesArticle(text: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // A name that begins and ends with a letter and does not begin with "the" is looked for alone, and the "the" before
  // each use read backwards from it: the same uses and the same count as the pattern with its optional leading
  // "(\bthe\s+)?", which V8 tries at every position of the text, where a pattern that starts with the name itself
  // is searched for by its first characters.
  if (!/^[A-Za-z][\s\S]*[A-Za-z0-9]$/.test(name) || /^the(?:\s|$)/.test(name)) return countWithThe(text, new RegExp(String.raw`(\bthe\s+)?\b${escaped}\b`, 'g'));
  const re = nameRe(escaped);
  re.lastIndex = 0;
  let the = 0;
  let all = 0;
  // where the previous use ended: a "the" before a use must lie after it (the pattern's matches do not overlap)
  let prevEnd = 0;
  for (let m: RegExpExecArray | null; (m = re.exec(text)); ) {
    all++;
    if (theBefore(text, m.index, prevEnd)) the++;
    prevEnd = m.index + m[0].length;
  }
  return all > 0 && the * 2 > all;
}

function countWithThe(text: string, re: RegExp): boolean {
  let the = 0;
  let all = 0;
  for (const m of text.matchAll(re)) {
    all++;
    if (m[1]) the++;
  }
  return all > 0 && the * 2 > all;
}

/** The search for a party's name, kept by its escaped source (a review asks for the same one or two names). */
const NAME_RES = new Map<string, RegExp>();
function nameRe(escaped: string): RegExp {
  let re = NAME_RES.get(escaped);
  if (!re) {
    if (NAME_RES.size >= 256) NAME_RES.clear();
    NAME_RES.set(escaped, (re = new RegExp(String.raw`\b${escaped}\b`, 'g')));
  }
  return re;
}

const WORD_CHAR_RE = /\w/;
const SPACE_RE = /\s/;
/** Whether `\bthe\s+` ends at `at` in `text`, starting at or after `from`. */
function theBefore(text: string, at: number, from: number): boolean {
  let i = at;
  while (i > from && SPACE_RE.test(text[i - 1])) i--;
  if (i === at || i - 3 < from || text.slice(i - 3, i) !== 'the') return false;
  return i - 3 === 0 || !WORD_CHAR_RE.test(text[i - 4]);
}

/**
 * The words the prose of a review of this contract takes (see the module comment). `regimes`: dataRegimes of the same
 * text and law when the caller holds them already (the review's contract words read them).
 */
export function proseWords(plain: string, keyTerms: Pick<KeyTermsDetailed, 'parties' | 'governing_law'>, lex: Pick<RoleLexicon, 'sides'>, self?: { name: string; plural: boolean }, regimes?: DataRegime[]): ProseWords {
  const nameOf = (side: 'customer' | 'provider'): PartyName | undefined => {
    const at = lex.sides.flatMap((s, i) => (s === side ? [i] : []));
    if (at.length !== 1) return undefined;
    const p = keyTerms.parties[at[0]];
    const name = p.defined_as ?? p.name;
    return { name, article: !!p.defined_as && takesArticle(plain, name) };
  };
  return { plain, customer: nameOf('customer'), provider: nameOf('provider'), regimes: regimes ?? dataRegimes(plain, keyTerms.governing_law), self: self && self.name !== 'Agreement' ? self : undefined };
}

/**
 * `prose` in the contract's words: each role word of a side ("Processor may transfer ...", "the controller's prior
 * written consent") as the contract names that party ("Vendor may transfer ...", "Customer's prior written consent",
 * "the Employer's"); a side the contract does not tell keeps the role word. Under UK data protection law, the EEA and
 * the EU instruments are the UK's. "this DPA" is the contract's own name for itself.
 */
export function inContractProse(prose: string, w: ProseWords): string {
  // what a note quotes from the contract (“...”, "...") stays as the contract has it
  return prose.split(/(“[^”]*”|"[^"]*")/).map((part, i) => (i % 2 ? part : inOwnWords(part, w))).join('');
}

/** A side's role word as prose uses it (inOwnWords), compiled once per word: every title and note of every review runs it. */
const SIDE_WORD_RE = new Map<string, RegExp>();
function sideWordRe(word: string): RegExp {
  let re = SIDE_WORD_RE.get(word);
  if (!re) {
    re = new RegExp(String.raw`(?<![\w-])(?:(The|the)\s+)?(?:${word}|(?<=\b[Tt]he\s+)${word.toLowerCase()})(?![\w-])(?=(\s+[A-Z][a-z]+)?)`, 'g');
    SIDE_WORD_RE.set(word, re);
  }
  return re;
}

function inOwnWords(prose: string, w: ProseWords): string {
  let s = prose;
  for (const side of ['customer', 'provider'] as const) {
    const p = w[side];
    if (!p) continue;
    for (const word of SIDE_WORDS[side]) {
      if (word === p.name) continue;
      const lower = word.toLowerCase();
      // "Processor may", "the processor's", "Controller's"; not "sub-processor", "a processor", "another processor"
      // (a compound term the playbook names, "Customer Data", only as the contract has it: "Client Data")
      const re = sideWordRe(word);
      s = s.replace(re, (m: string, the: string | undefined, compound: string | undefined, at: number) => {
        if (!the && m === lower) return m;
        if (compound && !w.plain.includes(`${p.name}${compound}`)) return m;
        // (a clause after a semicolon carries on the sentence: "...; the Client's liability is uncapped")
        const start = at === 0 || /[.!?]\s*$/.test(s.slice(Math.max(0, at - 3), at));
        if (!p.article) return p.name;
        return `${start || the === 'The' ? 'The' : 'the'} ${p.name}`;
      });
    }
  }
  s = inDataRegimes(s, w.regimes, true);
  if (w.self) {
    const { name, plural } = w.self;
    s = s.replace(/\b([Tt])(his|he) (?:DPA|Agreement)\b/g, (_m, t: string, d: string) => `${t}${d === 'he' ? 'he' : plural ? 'hese' : 'his'} ${name}`);
    if (plural) s = inPluralSelf(s, name);
  }
  return s;
}

/** A verb that follows a document's singular name ("this Agreement is", "continues"), as it follows a plural one. */
const PLURAL_VERB: Record<string, string> = { is: 'are', has: 'have', was: 'were', does: 'do' };

/**
 * `s` with the playbooks' "this Agreement" as a document of terms names itself ("these Terms"): "This Agreement is
 * governed" → "These Terms are governed", "this Agreement continues" → "these Terms continue".
 */
export function inPluralSelf(s: string, name: string): string {
  const esc = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return s.replace(new RegExp(String.raw`\b([Tt])his\s+${esc}\b`, 'g'), (_m, t: string) => `${t}hese ${name}`)
    .replace(new RegExp(String.raw`\b((?:[Tt]hese|[Tt]he)\s+${esc}\s+)(is|has|was|does|[a-z]{3,}s)\b`, 'g'), (m, head: string, verb: string) => {
      if (/(?:ss|us)$/.test(verb)) return m;
      const plural = PLURAL_VERB[verb] ?? (/ies$/.test(verb) ? verb.replace(/ies$/, 'y') : /(?:ch|sh|x|ss)es$/.test(verb) ? verb.slice(0, -2) : verb.slice(0, -1));
      return `${head}${plural}`;
    });
}
