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

const cache = new WeakMap<object, Map<ContractFact, boolean>>();

/** Whether the document (its markup-free text, `plain`) shows any sign of the fact. Read once per document and fact. */
export function hasFact(doc: object, plain: string, fact: ContractFact): boolean {
  let facts = cache.get(doc);
  if (!facts) cache.set(doc, (facts = new Map()));
  let v = facts.get(fact);
  if (v === undefined) {
    v = readFact(plain, fact);
    facts.set(fact, v);
  }
  return v;
}

function readFact(plain: string, fact: ContractFact): boolean {
  switch (fact) {
    case 'work_product':
      return WORK_PRODUCT_RE.test(plain);
  }
}

/** The note a check that is not applicable carries: why the term has no use in this contract. */
export const NOT_APPLICABLE_NOTE: Record<ContractFact, string> = {
  work_product:
    'Not applicable: nothing in this contract is made for the customer in which intellectual property could be held (no deliverables, work product, software, designs, reports or other works), so there is nothing whose ownership it needs to settle',
};
