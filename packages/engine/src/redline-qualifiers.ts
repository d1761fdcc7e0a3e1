// Qualifiers a redline must not drop: words of the contract's own text that protect the playbook's side and that the
// other side has already conceded. When a redline deletes or rewrites text that carries one, and its new text needs
// the same protection (it asks for consent again) but does not say it, the qualifier is written into the new text in the
// place the language puts the matter ("... without the prior written consent of the other party, such consent not to be
// unreasonably withheld or delayed, except to ..."), instead of the redline leaving our side worse off than the contract.
//
// One class so far: reasonableness of a consent or approval ("not to be unreasonably withheld", "which shall not be
// unreasonably withheld, conditioned or delayed", "which the Landlord may not unreasonably refuse", "(acting
// reasonably)"). It is carried only when the consent is not the playbook's own side's to give (a consent our side
// gives, "not to be unreasonably withheld" by it, is the other side's protection and is no loss to drop).
import type { RoleLexicon } from './scope.js';
import { roleIn } from './scope.js';

/** A text edit, as the planner makes them. */
interface Edit { start: number; end: number; insert: string }

const VERBS = String.raw`(?:withheld|withhold(?:ing)?|delay(?:ed|ing)?|condition(?:ed|ing)?|refus(?:ed|ing|e)|den(?:ied|ying|y))\b`;
/** A consent that may not be refused without reason, in the words drafting uses for it. */
export const REASONABLE_CONSENT_RE = new RegExp(String.raw`\bunreasonably\s+(${VERBS}(?:\s*,\s*(?:(?:or|and|and\/or)\s+)?${VERBS}|\s+(?:or|and|and\/or)\s+${VERBS})*)|\bnot\s+(?:to\s+)?(?:be\s+)?(${VERBS}(?:\s*,\s*(?:(?:or|and|and\/or)\s+)?${VERBS}|\s+(?:or|and|and\/or)\s+${VERBS})*)\s+unreasonably\b|\(\s*acting\s+reasonably\s*\)`, 'i');
/**
 * The new text makes an act need consent or approval: "may not assign ... without the prior written consent of the other
 * party", "only with the consent of", "subject to the approval of" (the consent phrase, with whose it is, is the match).
 * Not a text that says consent is not needed ("does not require Licensor's consent", "may assign without consent").
 */
const CONSENT_NOUN = String.raw`(?:the\s+|its\s+|their\s+)?(?:[\w'’]+\s+){0,3}?(?:prior\s+)?(?:written\s+)?(?:consent|approval)(?:\s+of\s+(?:the\s+|that\s+)?(?:other\s+part(?:y|ies)|[A-Z][\w'’&.-]*(?:\s+[A-Z][\w'’&.-]*){0,3}))?`;
const CONSENT_AT_RE = new RegExp(String.raw`\b(?:[Nn]ot|[Nn]either|[Nn]or|[Nn]o)\b[^.;]{0,120}?\bwithout\s+${CONSENT_NOUN}|\b(?:[Oo]nly\s+with|[Ww]ith|[Uu]pon|[Ss]ubject\s+to|[Aa]fter\s+obtaining)\s+${CONSENT_NOUN}`);
const CONSENT_NOT_NEEDED_RE = /\b(?:not|never)\s+(?:\w+\s+){0,2}(?:require|need)\w*\b[^.;]{0,60}\b(?:consent|approval)|\bno\s+(?:\w+\s+){0,2}(?:consent|approval)\b|\bwithout\s+(?:the\s+)?(?:need|requirement)\b/i;
/** Who gives a consent named before the qualifier: "consent of X" or "X's consent". */
const GIVER_RE = /(?:\bconsent|\bapproval)\s+of\s+(?:the\s+)?([^,.;()]{1,60})|([A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,3}|the other(?:\s+party)?|other)['’]s?\s+(?:prior\s+)?(?:written\s+)?(?:consent|approval)\b/gi;

const PARTICIPLE: Record<string, string> = { withh: 'withheld', delay: 'delayed', condi: 'conditioned', refus: 'refused', den: 'denied' };
function participle(verb: string): string {
  const v = verb.toLowerCase();
  for (const [k, p] of Object.entries(PARTICIPLE)) if (v.startsWith(k)) return p;
  return 'withheld';
}

/** The verbs of a reasonable-consent qualifier as participles, in the text's order ("withheld, conditioned or delayed"). */
export function qualifierVerbs(m: RegExpExecArray): string {
  const list = m[1] ?? m[2];
  const words = list ? [...new Set((list.match(new RegExp(VERBS, 'gi')) ?? []).map(participle))] : ['withheld'];
  return words.length === 1 ? words[0] : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

/** Whether a text asks a party for consent or approval (where a reasonableness qualifier could stand). */
export function asksConsent(text: string): boolean {
  return CONSENT_AT_RE.test(text) && !CONSENT_NOT_NEEDED_RE.test(text);
}

/** The text with a reasonable-consent qualifier after its first consent; null when it has no consent or says it already. */
export function withReasonableConsent(text: string, verbs: string): string | null {
  if (REASONABLE_CONSENT_RE.test(text) || !asksConsent(text)) return null;
  const m = CONSENT_AT_RE.exec(text)!;
  const at = m.index + m[0].length;
  const rest = text.slice(at);
  const noun = /approval/i.test(m[0]) && !/consent/i.test(m[0]) ? 'approval' : 'consent';
  const phrase = `, such ${noun} not to be unreasonably ${verbs}`;
  // before a stop or a comma the phrase needs no comma of its own after it; before words it is set off by one
  return text.slice(0, at) + phrase + (/^\s*[,.;:)]/.test(rest) || rest === '' ? '' : ',') + rest;
}

/** Whether the reasonable-consent qualifier at `at` in `sentence` is on a consent the playbook's own side gives. */
function ownSideGives(sentence: string, at: number, lex: RoleLexicon): boolean {
  let giver: string | undefined;
  for (const g of sentence.slice(0, at).matchAll(GIVER_RE)) giver = g[1] ?? g[2];
  if (!giver) return false;
  if (/\bother\b/i.test(giver)) return false;
  return roleIn(giver, lex) === 'customer';
}

/**
 * The edits with every reasonable-consent qualifier they delete kept: written into the first new text that asks for
 * consent and does not say it. Null when nothing is dropped or nothing could carry it (the edits stay as they are).
 */
export function keepingQualifiers(plain: string, edits: readonly Edit[], lex: RoleLexicon): Edit[] | null {
  const inserted = edits.map((e) => e.insert).join(' ');
  if (REASONABLE_CONSENT_RE.test(inserted)) return null;
  let verbs: string | undefined;
  for (const e of edits) {
    if (e.end <= e.start) continue;
    const removed = plain.slice(e.start, e.end);
    const m = REASONABLE_CONSENT_RE.exec(removed);
    if (!m) continue;
    // (a consent's: "shall not unreasonably delay payment" is no consent)
    if (!/\b(?:consent|approv)\w*/i.test(removed.slice(Math.max(0, m.index - 200), m.index))) continue;
    // the sentence the qualifier is in, for whose consent it is
    const from = Math.max(removed.lastIndexOf('. ', m.index) + 1, 0);
    if (ownSideGives(removed.slice(from), m.index - from, lex)) continue;
    verbs = qualifierVerbs(m);
    break;
  }
  if (!verbs) return null;
  const k = edits.findIndex((e) => e.insert && asksConsent(e.insert));
  if (k < 0) return null;
  const carried = withReasonableConsent(edits[k].insert, verbs);
  if (!carried) return null;
  return edits.map((e, j) => (j === k ? { ...e, insert: carried } : e));
}
