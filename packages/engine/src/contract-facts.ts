/**
 * What a contract creates, read once per document: facts a check may need before it applies (benign22, issue 11).
 *
 * A check that asks for a term the contract has no use for (who owns the deliverables of a freight haul or a fund's
 * share register) raises an issue no lawyer would. A check declares in its playbook data (`detection.needs`) the fact
 * it needs; when the fact is absent and the check finds nothing, it is not applicable: `not_mentioned`, position
 * `acceptable`, no issue, with a note saying why.
 *
 * Every fact is read conservatively: it is absent only when the document shows none of the many signs of it. A missed
 * adverse term is worse than a false issue, so any sign of the thing (a single "software", "report prepared",
 * "consultant", "design") keeps the check applying.
 */

/** A fact a check may need. */
export type ContractFact = 'work_product';

/**
 * Signs that the contract's performance may produce work in which someone could hold intellectual property: the
 * names of such rights and of things made (deliverables, work product, inventions, software, websites, designs,
 * drawings, images, reports or plans prepared), the verbs of making them (develop, design, author, create a work; a website counts when it is built,
 * designed, developed or written, not where one is only named as a place of publication),
 * and the people whose work is advice or research (consultants, advisory or research services). A confidentiality
 * exception's "independently developed", a material-adverse-change "event or development" and controls "designed to
 * prevent" something are not such signs.
 */
export const WORK_PRODUCT_SOURCE = [
    String.raw`\bdeliverables?\b`,
    String.raw`\bwork[\s-]+products?\b`,
    String.raw`\bworks?\s+(?:made\s+)?for\s+hire\b`,
    String.raw`\bworks?\s+of\s+authorship\b`,
    String.raw`\binvent(?:ions?|ed|or|ors)\b`,
    String.raw`\bintellectual\s+property\b`,
    String.raw`\bcopyright\w*`,
    String.raw`\bpatent\w*`,
    String.raw`\bmoral\s+rights?\b`,
    String.raw`\bknow[\s-]how\b`,
    String.raw`\bsource\s+code\b`,
    String.raw`\b(?:computer\s+)?(?:software|firmware|programm(?:e|es|ing))\b`,
    String.raw`\bweb[\s-]?content\b`,
    String.raw`\b(?:photo\w*|images?|artwork|graphics?|illustrations?|videos?|recordings?|audiovisual|brand(?:ing)?\s+materials?|creative)\b`,
    String.raw`\b(?:designs|drawings|blueprints|prototypes?|models?\s+(?:and|or)\s+(?:designs|samples)|specifications\s+(?:prepared|developed|created))\b`,
    String.raw`\b(?:the\s+|its\s+|their\s+|such\s+)?design\s+(?:of|and|work|services?|documents?|drawings?)\b`,
    String.raw`\b(?:(?:design(?!ed\s+to\b)|develop|author|draft|write|compose|produce|create|prepare|build)(?:s|ed|ing)?|built)\b[^.;]{0,60}\b(?:reports?|plans?|stud(?:y|ies)|analys[ie]s|proposals?|documents?|materials?|content|manuals?|presentations?|campaigns?|copy|articles?|code|applications?|systems?|tools?|products?|works?|formulations?|processes|web[\s-]?sites?|web[\s-]?pages?|portals?|apps?)\b`,
    String.raw`(?<!\bindependently\s+)(?<!\bdeveloped\s+by\s+the\s+receiving\s+\w+\s+)\bdevelop(?:s|ed|ing|ments?)?\b(?!\s+involving\b)(?<!\bevent\s+or\s+development)`,
    String.raw`\b(?:consultan(?:t|ts|cy|cies)|consulting\s+services|advisory\s+services|research|studies|training\s+materials?|course\s+materials?|customi[sz]\w*|configur\w*|improvements?|enhancements?|modifications?\s+to\s+the\s+(?:software|system|product))\b`,
].join('|');
const WORK_PRODUCT_RE = new RegExp(WORK_PRODUCT_SOURCE, 'i');

const WORK_PRODUCT_ALL_RE = new RegExp(WORK_PRODUCT_SOURCE, 'gi');

/**
 * Names of rights that a sentence about infringement uses for someone else's rights ("claims that the Products infringe
 * any patent, copyright or other intellectual property right of a third party"): no sign that anything is made.
 */
const RIGHTS_NAME_RE = /^(?:intellectual\s+property|copyright\w*|patent\w*|moral\s+rights?|know[\s-]how)$/i;
const INFRINGEMENT_RE = /\b(?:infring\w*|misappropriat\w*|third[\s-]+part(?:y|ies)|violat\w*)\b/i;
/**
 * ... nor a sentence about confidential information that names such rights among what it protects ("This will include
 * all Intellectual Property, processes, pricing, and any information that is marked confidential": session 23, the lead's
 * reading of a sale of hemp biomass): the other side's existing rights kept secret, nothing made.
 */
const CONFIDENTIAL_RE = /\bconfidential\b/i;

/**
 * A sentence's shape for comparing it with the playbooks' own suggested language: lower case; runs of capitalised words
 * (the parties' names, which a redline puts in place of the role words), the words `named` (those the suggested language
 * capitalises, which a redline writes in lower case where the contract does not define them: "each deliverable") and
 * numbers one placeholder each.
 */
export function languageShape(sentence: string, named: ReadonlySet<string> = new Set()): string {
  return sentence
    .replace(/\b[A-Za-z][\w'’-]*/g, (w) => (/^[A-Z]/.test(w) || named.has(w.toLowerCase()) ? 'X' : w.toLowerCase()))
    .replace(/\d+/g, '0')
    .replace(/[^a-zX0-9]+/g, ' ')
    .replace(/X(?: X)+/g, 'X')
    .trim();
}

/** The playbooks' own suggested language as shapes, and the words it capitalises. */
export interface OwnLanguage { shapes: ReadonlySet<string>; named: ReadonlySet<string> }

/** OwnLanguage from suggested texts: each split into sentences. */
export function ownLanguageOf(texts: Iterable<string>): OwnLanguage {
  const named = new Set<string>();
  const sentences: string[] = [];
  for (const t of texts) {
    for (const w of t.match(/\b[A-Z][a-z][\w'’-]*/g) ?? []) named.add(w.toLowerCase());
    sentences.push(...t.split(/(?<=[.;])\s+/).filter(Boolean));
  }
  return { shapes: new Set(sentences.map((x) => languageShape(x, named))), named };
}

const cache = new WeakMap<object, Map<ContractFact, boolean>>();

/**
 * Whether the document (its markup-free text, `plain`) shows any sign of the fact. Read once per document and fact.
 * `ownLanguage` gives the shapes (languageShape) of the sentences of the playbooks' own suggested language: a sign that
 * stands only in such a sentence (a redline the user accepted: "each Deliverable will conform to its specification")
 * says nothing of what the parties' contract creates, so accepting the engine's redlines does not make a check apply.
 */
export function hasFact(doc: object, plain: string, fact: ContractFact, ownLanguage: () => OwnLanguage): boolean {
  let facts = cache.get(doc);
  if (!facts) cache.set(doc, (facts = new Map()));
  let v = facts.get(fact);
  if (v === undefined) {
    v = readFact(plain, fact, ownLanguage);
    facts.set(fact, v);
  }
  return v;
}

function readFact(plain: string, fact: ContractFact, ownLanguage: () => OwnLanguage): boolean {
  switch (fact) {
    case 'work_product': {
      // (a cheap test first: most documents that have the fact show it plainly)
      if (!WORK_PRODUCT_RE.test(plain)) return false;
      for (const m of plain.matchAll(WORK_PRODUCT_ALL_RE)) {
        const sentence = sentenceAround(plain, m.index!, m.index! + m[0].length);
        if (RIGHTS_NAME_RE.test(m[0].trim()) && (INFRINGEMENT_RE.test(sentence) || CONFIDENTIAL_RE.test(sentence))) continue;
        const own = ownLanguage();
        // (the language as a redline inserts it, after the clause number or item label it is given: "11.18 The provider
        // warrants ...", "(c) ...")
        if (own.shapes.has(languageShape(sentence.replace(LEADING_LABEL_RE, ''), own.named))) continue;
        return true;
      }
      return false;
    }
  }
}

/** A clause number or item label opening a sentence: "11.18 ", "18 ", "(c) ", "c) ", "(iv) ". */
const LEADING_LABEL_RE = /^(?:\d{1,3}(?:\.\d{1,3})*\.?|\(?[a-z]{1,4}\)|\([A-Z]{1,4}\))\s+/;

/** The sentence around a span: from after the last full stop, semicolon or line break before it to the next full stop. */
function sentenceAround(text: string, start: number, end: number): string {
  let a = start;
  while (a > 0 && start - a < 600 && !/[.;\n]/.test(text[a - 1]) ) a--;
  let b = end;
  while (b < text.length && b - end < 600 && !/[.;\n]/.test(text[b])) b++;
  return text.slice(a, b < text.length ? b + 1 : b).trim();
}

/** The note a check that is not applicable carries: why the term has no use in this contract. */
export const NOT_APPLICABLE_NOTE: Record<ContractFact, string> = {
  work_product:
    'Not applicable: nothing in this contract is made for the customer in which intellectual property could be held (no deliverables, work product, software, designs, reports or other works), so there is nothing whose ownership it needs to settle',
};
