/**
 * Rights over the contract itself (to end it, to assign it) that a redline grants or changes, and the sentences of the
 * contract that still deny or restrict them.
 *
 * A redline that gives the customer a right to terminate for convenience leaves a contradiction behind when the
 * contract keeps "The Client may terminate this Agreement only for material breach"; a new mutual assignment clause
 * does when "The Distributor may not assign ... without the Supplier's consent" stays after it. The language a redline
 * writes is read for the right it states (`grantedRight`): who holds it, the verbs of the right, and whether it is broad
 * (for convenience, at any time, for any reason, without cause, at will) or a complete rule with its exceptions
 * ("Neither Party may assign ... except to a successor"). A sentence restricts that right (`restriction`) when it
 * governs the same verbs over the contract (or the rights under it) for a holder the right covers, by a negation ("may
 * not assign", "shall not be entitled to terminate", "non-cancellable") or by "only" ("may terminate ... only for
 * material breach"). Such a sentence is rewritten where a smaller change lifts the restriction and keeps the rest (the
 * "only" goes and the ground stays a ground; "assign, transfer or subcontract" keeps "subcontract"), else it goes.
 * A ground that adds a right ("Either party may terminate for material breach") restricts nothing and stays; so does a
 * restriction of the other party's right.
 */

/** The verbs of a right, by family: the verbs a restriction of it may use. */
const FAMILIES: RegExp[] = [
  /^(?:terminat\w*|cancel\w*|rescind\w*|end)$/i,
  /^(?:assign\w*|transfer\w*|novat\w*)$/i,
];
const VERB_WORD = String.raw`(?:terminat\w*|cancel\w*|rescind\w*|end|assign\w*|transfer\w*|novat\w*)`;

/** A party named collectively: either, neither, each, both, any party; the parties. */
const ALL_PARTIES_RE = /\b(?:either|neither|each|both|any|no)\s+(?:of\s+the\s+)?part(?:y|ies)\b|\bthe\s+parties\b/i;
/**
 * The object of the right: the contract, an order under it, the rights and obligations under it, or the contract's period
 * or engagement by its defined name ("terminate the Consultation Period", "end the Engagement", "terminate the Term"; not
 * another period, "the Exclusivity Period").
 */
const OBJECT_RE = /^(?:\s*(?:,\s*|\s(?:or|and(?:\/or)?)\s+)(?:\w+\s+){0,1}?\w+)*\s+(?:(?:this|the|any|each|an?|its|their|his|her)\s+(?:[\w-]+\s+){0,3}?(?:agreement|contract|licen[cs]e|lease|statements?\s+of\s+work|sows?|orders?|order\s+forms?|purchase\s+orders?|subscriptions?|rights?|obligations?|interests?|benefits?|term|(?:consult\w*|services?|contract|agreement|engagement)\s+period|engagement|appointment)\b|these\s+(?:[\w-]+\s+){0,2}?(?:terms|conditions)\b|(?:any|all)\s+(?:or\s+all\s+)?(?:of\s+)?(?:its|their|his|her|such\s+party['’]s)\s+(?:rights?|obligations?|interests?))/i;
/**
 * What follows a verb whose object, the contract, is implied: its other verbs, then a ground or the sentence's end. A
 * condition ("if", "where") only after "only": "neither Party may terminate if the failure is de minimis" restricts one
 * ground in one case, not the right.
 */
const IMPLIED_OBJECT_RE = /^(?:\s*(?:,\s*|\s(?:or|and(?:\/or)?)\s+)(?:\w+\s+){0,1}?\w+)*\s*(?:[.;]|$|,?\s+(?:(?:only|solely|exclusively)\s+(?:if|where|when|in\s+the\s+event)\b|(?:(?:only|solely|exclusively)\s+)?(?:for|upon|on|by|with|after|following|pursuant|under|except|unless|before|prior|during|within|without|at)\b))/i;
/** A broad grant: the right needs no ground. */
const BROAD_RE = /\bfor\s+(?:its\s+)?convenience\b|\bfor\s+any\s+(?:or\s+no\s+)?reason\b|\bfor\s+no\s+reason\b|\bwithout\s+cause\b|\bat\s+will\b|\bat\s+any\s+time\b/i;
/** A rule with its exceptions: "except to a successor", "other than to an Affiliate". */
const EXCEPTION_RE = /\b(?:except|other\s+than|save|excluding)\b/i;

export interface Right {
  /** The holder as the language names it ("Client"), or null when it is every party ("Neither Party"). */
  holder: string | null;
  /** The right's verb family. */
  family: RegExp;
  /** The verbs the language uses ("assign", "terminate"). */
  verbs: string[];
  /** The right in words, for a carve-out: "Client's right to terminate this Agreement for convenience". */
  words: string;
}

/** A clause number and run-in heading at a sentence's start. */
const LEAD_RE = /^\s*(?:(?:section|clause|article)\s+)?(?:\d{1,3}(?:\.\d{1,3})*[A-Z]?\.?|\(?[a-z]{1,2}\)|[IVXLC]{1,6}[A-Z]?\.)\s+(?:[A-Z][A-Za-z'’&-]*(?:\s+(?:of|for|and|the|to|on|in|[A-Z][A-Za-z'’&-]*)){0,6}[.:]\s+)?/;

function sentencesOf(text: string): string[] {
  return text.split(/\n+|(?<=[.;])\s+(?=[A-Z(])/).map((s) => s.replace(LEAD_RE, '').trim()).filter((s) => /[a-z]{3}/.test(s));
}

/** What a permission opens with: its holder (group 1, up to 80 characters) and the permission's words ("may", "is free to", "is at liberty to"). */
const PERMISSION_HEAD = String.raw`^(.{0,80}?)\b(?:may|(?:is|are|shall\s+be|will\s+be)\s+(?:entitled|free|at\s+liberty|permitted)\s+to|(?:shall\s+)?ha(?:s|ve)\s+the\s+right\s+to|reserves?\s+the\s+right\s+to)`;
/** The permission a sentence states over a verb family: "<holder> may [not] <verbs> <object>". */
const PERMISSION_RE = new RegExp(String.raw`${PERMISSION_HEAD}\s+(not\s+)?((?:[a-z]+(?:,\s*(?:or\s+|and\s+)?|\s+(?:or|and(?:\/or)?)\s+)){0,4}[a-z]+)(?=\s)`, 'i');

/**
 * The right over the contract that `language` grants or changes, when it states one broadly or as a complete rule
 * with exceptions; null for anything else (a ground such as material breach, a duty, another topic).
 */
export function grantedRight(language: string): Right | null {
  for (const s of sentencesOf(language)) {
    const m = PERMISSION_RE.exec(s);
    if (!m) continue;
    const verbs = m[3].split(/,\s*(?:or\s+|and\s+)?|\s+(?:or|and(?:\/or)?)\s+/).filter(Boolean);
    const family = FAMILIES.find((f) => verbs.some((v) => f.test(v)));
    if (!family || !OBJECT_RE.test(s.slice(m.index + m[0].length))) continue;
    const negated = !!m[2] || /^\s*(?:neither|no)\b/i.test(m[1]);
    if (negated ? !EXCEPTION_RE.test(s) : !BROAD_RE.test(s)) continue;
    const holder = m[1].trim().replace(/^(?:notwithstanding[^,]*,)\s*/i, '');
    const own = verbs.filter((v) => family.test(v));
    const broad = BROAD_RE.exec(s)?.[0] ?? '';
    const object = /^\s+((?:this|the)\s+(?:[\w-]+\s+){0,2}?(?:agreement|contract|licen[cs]e|lease))\b/i.exec(s.slice(m.index + m[0].length))?.[1] ?? 'this Agreement';
    return { holder: !holder || ALL_PARTIES_RE.test(holder) ? null : holder.replace(/^the\s+/i, ''), family, verbs: own, words: `${holder.replace(/^The\b/, 'the')}'s right to ${own[0]} ${object}${broad ? ` ${broad}` : ''}` };
  }
  return null;
}

/** A permission of any act, and who holds it: "<holder> may [not] ...", "<holder> shall have the right to ...". */
const ANY_PERMISSION_RE = new RegExp(String.raw`${PERMISSION_HEAD}\b(\s+not\b)?`, 'i');

/**
 * The party a text's first positive permission belongs to ("Licensor" of "Licensor may, at its own cost, ... audit
 * Licensee's records"), as the text names it; null when the text grants no permission, or grants it to every party or
 * to none.
 */
export function permissionHolder(text: string): string | null {
  for (const s of sentencesOf(text)) {
    const m = ANY_PERMISSION_RE.exec(s);
    if (!m || m[2] || /^\s*(?:neither|no|nothing)\b/i.test(m[1])) continue;
    const holder = m[1].trim().replace(/^(?:notwithstanding[^,]*,)\s*/i, '').replace(/^the\s+/i, '');
    return /^[A-Z][\w'’&.-]*(?:\s+[A-Z][\w'’&.-]*){0,3}$/.test(holder) && !ALL_PARTIES_RE.test(holder) ? holder : null;
  }
  return null;
}

/** Whether `sentence` grants `holder` (or its people: "Licensor's representatives", "Licensor or its nominee") a permission. */
export function grantsPermissionTo(holder: string, sentence: string): boolean {
  const m = ANY_PERMISSION_RE.exec(sentencesOf(sentence)[0] ?? '');
  if (!m || m[2]) return false;
  const subject = m[1].split(/[,;:]/).pop() ?? m[1];
  return new RegExp(String.raw`^(?:the\s+)?${holder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:['’]s\s+[a-z]+|\s+or\s+(?:its|their)\s+[a-z]+)?\s*$`, 'i').test(subject.trim());
}

export interface Restriction {
  /** Where the restricting words start in the sentence. */
  at: number;
  /** How the sentence can be mended, in its own offsets: a replacement of [start, end), or null (it goes). */
  mend: { start: number; end: number; insert: string } | null;
}

/** "only" after the verb phrase, before a ground ("may terminate this Agreement only for material breach"), or before the verb. */
const ONLY_AFTER_RE = new RegExp(String.raw`\b(?:may|shall|will|can)\s+(?:(?:be\s+)?${VERB_WORD})\b[^.;]{0,100}?\b(only|solely|exclusively)\s+(?=(?:for|if|upon|on|in|where|when|by|with|after|as|at|following|pursuant|under|subject|during|within|to)\b)`, 'i');
const ONLY_BEFORE_RE = new RegExp(String.raw`\b(?:may|shall|will|can)\s+(only\s+)(?:be\s+)?${VERB_WORD}\b|\b(only\s+)(?:be\s+)?${VERB_WORD}\b(?=[^.;]{0,40}\b(?:if|for|upon|on|in the event|where|when|by)\b)`, 'i');
/** The contract as the subject of a passive right: "This Agreement may not be ", "the Agreement shall only be ". */
const PASSIVE_SUBJECT_RE = /\b(?:agreement|contract|licen[cs]e|lease|subscriptions?)\s+(?:(?:may|shall|will|can|must)\s+(?:not\s+|only\s+)?|cannot\s+)(?:only\s+)?be\s+$/i;
/** A condition that makes what follows a ground: "If ...,", "In the event that ...", "Upon the occurrence of ...". */
const CONDITION_BEFORE_RE = /\b(?:if|in the event|where|should|upon the occurrence|in case|provided that)\b/i;
/** The contract, or an order or subscription under it, as the subject of "is non-cancellable" / "are not assignable". */
const NOT_ABLE_SUBJECT_RE = /(?:^|\b(?:this|the|each|any|all|such)\s+)(?:[\w-]+\s+){0,2}?(?:agreement|contract|licen[cs]e|lease|subscriptions?)\s+(?:is|are|shall\s+be|will\s+be)\s+$/i;
/** A negated permission and its verb list: "may not assign, transfer or subcontract". */
const NEGATED_RE = /\b(?:(?:may|shall|will|can|must)\s+not\s+be\s+(?:entitled|permitted|allowed|authori[sz]ed)\s+to|(?:may|shall|will|can|must)\s+not|cannot|(?:is|are|be|shall\s+be)\s+not\s+(?:be\s+)?(?:entitled|permitted|allowed|authori[sz]ed)\s+to|(?:shall|will)\s+(?:not\s+)?have\s+no\s+right\s+to|(?:has|have)\s+no\s+right\s+to|(?:neither|no)\s+part(?:y|ies)\s+(?:may|shall|will|can))\s+((?:be\s+)?(?:(?:[a-z]+(?:,\s*(?:or\s+|and\s+)?|\s+(?:or|and(?:\/or)?)\s+)){0,5}[a-z]+))(?=[\s,])/gi;
/** A right denied by an adjective: "non-cancellable", "not assignable", "may not be terminated". */
const NOT_ABLE_RE = new RegExp(String.raw`\bnon-?(?:terminable|cancell?able|assignable|transferr?able)\b|\bnot\s+(?:be\s+)?(?:terminable|cancell?able|assignable|transferr?able)\b`, 'i');

/** Words that open a subject without naming a party. */
const NOT_A_PARTY_RE = /^(?:Notwithstanding|Subject|Except|Unless|Save|Section|Clause|Article|In|During|Upon|On|After|Before|Prior|Following|If|Where|When|Agreement|Contract|Licen[cs]e|Lease|Term|Initial|Renewal|Statement|SOW|Order|Orders|Purchase|Subscriptions?|Effective|Date|Products?|Services?)$/;

/** Whether a sentence's subject (its words before the permission) names a party: "Licensee", "Neither party", "The Customer". */
function namesParty(before: string): boolean {
  const subject = before.split(/[,;:]|\b(?:then|that|which|who|but|and)\b/i).pop() ?? before;
  if (/\bpart(?:y|ies)\b/i.test(subject)) return true;
  return (subject.match(/\b[A-Z][A-Za-z'’&-]+/g) ?? []).some((n) => !/^(?:The|This|That|Such|These|Its|Each|Any|All|Either|Neither|No)$/.test(n) && !NOT_A_PARTY_RE.test(n.replace(/['’]s$/, '')));
}

/** Whether a sentence's subject (its words before the permission) is a holder the right covers. */
function covered(right: Right, before: string): boolean {
  // the subject is what stands right before the permission, after a lead-in ("So long as STW is progressing ..., COFS")
  const subject = before.split(/[,;:]|\b(?:then|that|which|who|but|and)\b/i).pop() ?? before;
  if (right.holder === null || ALL_PARTIES_RE.test(subject)) return true;
  if (new RegExp(String.raw`\b${right.holder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\b`, 'i').test(subject)) return true;
  // no party named: the contract itself ("This Agreement may not be terminated ..."), or a passive without an agent
  const names = (subject.match(/\b[A-Z][A-Za-z'’&-]+(?:\s+[A-Z][A-Za-z'’&-]*)*/g) ?? []).map((n) => n.replace(/^(?:The|This|That|Such|These|Its)\s+/, ''));
  return names.every((n) => /^(?:The|This|That|Such|These|Its|Party|Parties)$/.test(n) || NOT_A_PARTY_RE.test(n.split(/\s+/)[0]));
}

/**
 * The words one of which every match of ONLY_AFTER_RE, ONLY_BEFORE_RE, NEGATED_RE and NOT_ABLE_RE holds as a word (or,
 * for "non-", at a word's start): a sentence without any of them restricts nothing, and is not read further.
 */
const MAY_RESTRICT_RE = /\b(?:only|solely|exclusively|not|cannot|no|neither)\b|\bnon/i;

/**
 * Whether `sentence` (its words, without its number) denies or restricts `right` for a holder the right covers, and
 * how it can be mended; null when it does not. A grant restricts nothing (it has neither a negation nor "only").
 */
export function restriction(right: Right, sentence: string): Restriction | null {
  const s = sentence;
  if (!MAY_RESTRICT_RE.test(s)) return null;
  const verbAt = (m: RegExpExecArray, group: string) => m.index + m[0].lastIndexOf(group);
  // "only" before a ground: the word goes, the ground stays a ground
  for (const re of [ONLY_AFTER_RE, ONLY_BEFORE_RE]) {
    const m = re.exec(s);
    if (!m) continue;
    const word = m[1] ?? m[2];
    if (!familyIn(right, m[0])) continue;
    let at = verbAt(m, word);
    // a ground with its own condition ("If the Force Majeure Period continues ..., either Party may terminate ..., but
    // only upon twelve months' notice"): the "only" orders that ground, not the holder's right as a whole
    if (CONDITION_BEFORE_RE.test(s.slice(0, m.index)) || !covered(right, s.slice(0, m.index)) || !objectFollows(s, m.index)) continue;
    const carved = carveOut(right, s, m.index);
    if (carved) return { at: m.index, mend: carved };
    // ", but only for cause" goes with its "but"
    const but = /,?\s*but\s+$/.exec(s.slice(0, at));
    const end = at + word.length + (/\s$/.test(word) ? 0 : 1);
    if (but) at = but.index;
    return { at: m.index, mend: { start: at, end: but ? end - 1 : end, insert: '' } };
  }
  NEGATED_RE.lastIndex = 0;
  for (const m of s.matchAll(NEGATED_RE)) {
    const list = m[1].replace(/^be\s+/, '');
    const verbs = list.split(/,\s*(?:or\s+|and\s+)?|\s+(?:or|and(?:\/or)?)\s+/).filter(Boolean);
    const mine = verbs.filter((v) => right.family.test(v));
    if (!mine.length || !objectFollows(s, m.index! + m[0].length - m[1].length) || !covered(right, s.slice(0, m.index))) continue;
    // a restriction of other acts too: they stay ("may not subcontract any of its rights or obligations ...")
    const rest = verbs.filter((v) => !mine.includes(v));
    if (rest.length && !/^be\s/.test(m[1])) {
      const start = m.index! + m[0].length - m[1].length;
      const insert = rest.length === 1 ? rest[0] : `${rest.slice(0, -1).join(', ')} or ${rest[rest.length - 1]}`;
      return { at: m.index!, mend: { start, end: start + m[1].length, insert } };
    }
    return { at: m.index!, mend: carveOut(right, s, m.index!) ?? exceptionAsGround(s, m.index!, m[0].length - m[1].length) ?? ownStatement(right, s, m.index!) };
  }
  const na = NOT_ABLE_RE.exec(s);
  // (the holder may come after it: "Orders are non-cancellable by the Customer")
  if (na && NOT_ABLE_SUBJECT_RE.test(s.slice(0, na.index)) && familyIn(right, na[0].replace(/^non-?|^not\s+(?:be\s+)?/i, '').replace(/(?:r?able|ible)$/, '')) && covered(right, s)) return { at: na.index, mend: carveOut(right, s, s.length) ?? ownStatement(right, s, na.index) };
  return null;
}

/** An exception after a negated right, with the ground it names: "except for", "except in the event of", "unless", "save where". */
const EXCEPTION_GROUND_RE = /^([^.;]{0,100}?)\s*,?\s*\b(?:except|save|other\s+than|excluding)\s+(?:(?:for|in\s+the\s+event\s+of|in\s+the\s+event\s+that|in\s+case\s+of|if|where|when|upon|on|by\s+reason\s+of|as\s+(?:a\s+)?result\s+of|following|after)\b)|^([^.;]{0,100}?)\s*,?\s*\bunless\b(?!\s+(?:otherwise|expressly|agreed|permitted|consented))/i;

/**
 * A negated right whose exception names a ground ("Licensee may not terminate this Agreement except for Licensor's
 * material breach"): the ground stays as the holder's right ("Licensee may terminate this Agreement for Licensor's
 * material breach"), so lifting the restriction does not take the ground with it. `neg` is the length of the negation
 * words at `at` ("may not ", "shall not be entitled to "). Null when no such exception follows the right.
 */
function exceptionAsGround(s: string, at: number, neg: number): Restriction['mend'] {
  // a party's own negation ("may not", "cannot", "shall not be entitled to"), not "Neither party may", nor a passive
  if (!/^(?:may|shall|will|can|must|cannot|is|are|has|have)\b/i.test(s.slice(at)) || /^be\s/i.test(s.slice(at + neg))) return null;
  const rest = s.slice(at + neg);
  const m = EXCEPTION_GROUND_RE.exec(rest);
  if (!m) return null;
  const between = m[1] ?? m[2];
  // the exception words themselves: "except for" gives "for", "except in the event of" "in the event of", "unless" "if"
  const tail = rest.slice(between.length, m[0].length).replace(/^\s*,?\s*/, '');
  const ground = /^unless$/i.test(tail) ? 'if' : tail.replace(/^(?:except|save|other\s+than|excluding)\s+/i, '');
  return { start: at, end: at + neg + m[0].length, insert: `may ${between.trim()} ${ground}` };
}

/** Where a sentence joins two statements, each with its own subject and verb: "..., and the Provider may not ...", "...; ...". */
const STATEMENT_JOIN_RE = /,?\s+(?:and|but|while|whereas)\s+(?=(?:the\s+|either\s+|neither\s+|each\s+|any\s+|no\s+)?[A-Za-z][\w-]*(?:\s+[A-Z][\w-]*){0,2}\s+(?:may|shall|will|must|is|are|can)\b)|;\s+(?!and\b|or\b)/g;

/**
 * A restriction that is one of several statements of its sentence ("The Customer may not terminate ..., and the
 * Provider may not assign ..."): the deletion of that statement alone, when the others restrict nothing; else null
 * (the sentence goes).
 */
function ownStatement(right: Right, s: string, at: number): Restriction['mend'] {
  const joins = [...s.matchAll(STATEMENT_JOIN_RE)].map((m) => [m.index!, m.index! + m[0].length] as const);
  if (!joins.length) return null;
  const bounds = [[0, 0] as const, ...joins, [s.replace(/[.;:]\s*$/, '').length, s.length] as const];
  const k = bounds.findIndex((b, i) => i + 1 < bounds.length && b[1] <= at && at < bounds[i + 1][0]);
  if (k < 0) return null;
  const others = bounds.slice(0, -1).map((b, i) => s.slice(b[1], bounds[i + 1][0])).filter((_, i) => i !== k);
  if (others.some((o) => restriction(right, o))) return null;
  // the first statement goes with the joiner after it, the next one capitalised; a later one with the joiner before it
  if (k === 0) {
    const next = bounds[1][1];
    return { start: 0, end: next + 1, insert: s.charAt(next).toUpperCase() };
  }
  return { start: bounds[k][0], end: bounds[k + 1][0], insert: '' };
}

/**
 * A restriction whose subject is every party, or the contract itself ("Neither party may terminate this agreement pending
 * the expert's decision", "This Agreement may not be terminated before ..."), while the right is one party's: it stays for
 * the others, with the right carved out of it ("Except for Client's right to terminate this Agreement for convenience,
 * neither party may ..."); null when the subject is the holder itself, or the right every party's.
 */
function carveOut(right: Right, s: string, at: number): Restriction['mend'] {
  if (right.holder === null) return null;
  const subject = s.slice(0, at);
  if (covered({ ...right, holder: '\u0000' }, subject) === false) return null;
  if (new RegExp(String.raw`\b${right.holder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\b`, 'i').test(subject)) return null;
  // only where the sentence opens with its subject (a sentence that opens otherwise is left to the other mends)
  if (!/^(?:the\s+|this\s+|either\s+|neither\s+|no\s+|each\s+|any\s+)/i.test(s)) return null;
  return { start: 0, end: 1, insert: `Except for ${right.words}, ${s.charAt(0).toLowerCase()}` };
}

/** Whether a text holds a verb of the right's family. */
function familyIn(right: Right, text: string): boolean {
  return (text.match(/[A-Za-z]+/g) ?? []).some((w) => right.family.test(w) || right.family.test(`${w}e`));
}

/** Whether the contract (or a right or an order under it) follows the verb phrase at `at`, or the verb is passive with the contract as its subject. */
function objectFollows(s: string, at: number): boolean {
  const rest = s.slice(at);
  const verb = new RegExp(String.raw`\b${VERB_WORD}\b`, 'i').exec(rest);
  if (!verb) return false;
  const after = rest.slice(verb.index + verb[0].length);
  if (OBJECT_RE.test(after)) return true;
  // the contract implied: a party's right in the active verb with no object, straight before a ground or the sentence's
  // end ("Licensee may terminate only for material breach", "may not assign or transfer without consent"); not "end"
  // (the term ends), not a passive or an adjective ("may not be changed, terminated or amended except in writing",
  // "policies shall be cancelable only upon notice"), not a thing that ends ("the policy will not terminate without notice")
  const only = /\b(?:only|solely|exclusively)\s+$/i.test(rest.slice(0, verb.index)) ? ' only' : '';
  if (/^(?:terminate|cancel|rescind|assign|transfer|novate)$/i.test(verb[0]) && !/\bbe\s+(?:(?:only|solely|exclusively)\s+)?$/i.test(rest.slice(0, verb.index)) && namesParty(s.slice(0, at)) && IMPLIED_OBJECT_RE.test(`${only}${after}`)) return true;
  // passive, the contract its subject: "This Agreement may not be terminated", "this Agreement shall only be assigned"
  // (not "materials on order which cannot be cancelled": an order of stock is not the contract)
  return PASSIVE_SUBJECT_RE.test(s.slice(0, at + verb.index));
}

/**
 * Whether `sentence` grants another party the same broad right that `language` grants its holder ("Licensor may
 * terminate this Agreement for convenience ..." against "Licensee may terminate this Agreement for convenience ..."):
 * then the language goes beside the sentence, not over it. A lawyer asks for the right too; handing the other side's
 * right over would take it away, which no one on this side would propose.
 */
export function grantsOtherParty(language: string, sentence: string): boolean {
  const ours = grantedRight(language);
  if (!ours?.holder) return false;
  const theirs = grantedRight(sentence);
  if (!theirs?.holder || theirs.family !== ours.family) return false;
  // (the holder's name without what follows it: "Customer, in its sole discretion," is Customer)
  const name = (h: string) => h.split(/[,(]/)[0].trim().replace(/^(?:the|our)\s+/i, '').toLowerCase();
  return name(theirs.holder) !== name(ours.holder);
}
