// Weak labels for the position reader (tools/train/train_position.py reads them beside export-positions.ts): CUAD's
// answer spans (master_clauses.csv) read as the position a lawyer for the playbook's side (customer, licensee, tenant,
// employer) would take on a check, for the categories whose presence or absence settles that position for one side.
// One JSON line per (contract, check) labelled, with the rules' reading and the feature buckets of learned/position.ts
// computed from the rules' own citations, as export-positions.ts writes them (group "weak", engine "current").
//
// The mapping (engine README, "Learned position reader", round 2). The side a span binds is read by the engine's own
// party reading (scope.ts holderOf / roleIn with the contract's role lexicon); a category whose side does not come out
// (no party named, or a mix the rule below does not settle) gives no label.
//   Cap on Liability            → limitation_of_liability: absent → issue (no cap at all); present → no issue only
//                                 under the general playbook (whose check asks for a cap; the others grade its amount
//                                 and mutuality, which presence does not tell)
//   Termination for Convenience → termination_for_convenience: absent → issue (the customer has no such right); held by
//                                 the customer or either party on no more than 90 days' notice (no longer period named)
//                                 → no issue; held only by the other side → issue; a longer notice is left out (the
//                                 check grades it)
//   Anti-Assignment             → assignment: present → no issue (consent or notice is needed); absent is left out (the
//                                 lawyer reads silence either way)
//   Exclusivity (licences)      → exclusivity: absent → no issue; present is left out (an exclusive licence binds the
//                                 licensor, an exclusive purchase the licensee, and the span's wording does not say which)
//   Non-Compete (MSA)           → non_compete: absent → no issue; binding only the provider → no issue; a customer's is
//                                 left out (the check is about restraints after the agreement; the span's length is not
//                                 read)
//   Change of Control (licences)→ change_of_control: absent → no issue (whose control a clause names is not read)
//   Audit Rights (licences)     → royalties_audit: absent → no issue (no audit to limit)
//   Renewal Term + Notice Period to Terminate Renewal → auto_renewal (MSA, SaaS): no renewal term → no issue; a renewal
//                                 term with CUAD's notice answer → issue when the longest notice passes 90 days (the
//                                 playbook's fallback), else no issue; a renewal term without a notice answer is left out
//   Renewal Term (leases)       → renewal_option: absent → issue (no option to renew); present is left out (whose option)
//   IP Ownership Assignment (employment) → ip_assignment: present → no issue (the employee's work to the employer),
//                                 absent → issue
// Left out: Uncapped Liability (mostly carve-outs from a cap, on either side, not adverse in themselves), IP Ownership
// Assignment outside employment (the direction of a transfer is not read reliably), Liquidated Damages, Most Favored
// Nation, Covenant Not to Sue, Irrevocable or Perpetual License (no check reads them as a position).
//
// Left out of the output altogether: every contract named in an --exclude file (one file name per line; repeatable).
// The contracts of the lawyer-read suites are written with "train": false (their suite's document type): they give the
// agreement of weak and human labels and never train, so no cross-validation fold and no held-out suite sees a weak
// label of its own contracts.
//   pnpm exec node tools/train/export-weak-positions.ts --exclude a.txt --exclude b.txt > weak.jsonl
import { readFileSync, readdirSync } from 'node:fs';

const engine = '../../packages/engine';
const { review, parseCsvObjects, parsePyList } = await import(`${engine}/dist/index.js`);
const { setPositionModel, positionBlocks, familyOf } = await import(`${engine}/dist/learned/position.js`);
const { holderOf, roleIn } = await import(`${engine}/dist/scope.js`);
const { dataPath } = await import(`${engine}/eval/data.ts`);
const { cuadType } = await import(`${engine}/eval/lawyer/diff.ts`);
const { fileKey, answerDurations, days } = await import(`${engine}/eval/keyterms.ts`);
const lawyer = await import(`${engine}/eval/lawyer/suite.ts`);

type Role = 'customer' | 'provider' | 'both' | null;
interface Lex { customer: RegExp; provider: RegExp }
type Row = Record<string, string>;
/** A weak label: the check family and whether a lawyer for the playbook's side raises an issue; null when not read. */
type Rule = (row: Row, lex: Lex, type: string) => boolean | null;

const spans = (row: Row, cat: string) => parsePyList(row[cat] ?? '') as string[];
/**
 * The side a span binds (or whose right it states): the holder of its verb as the engine reads it; else the one side it
 * names ("each party": both); null where it names both sides and the verb's holder is not read.
 */
function sideOf(span: string, lex: Lex, verb: RegExp): Role {
  const held = holderOf(span, verb, lex);
  if (held) return held;
  const read = roleIn(span, lex);
  if (read === 'both') return read;
  const names = (re: RegExp) => new RegExp(re.source, 'i').test(span);
  return names(lex.customer) && names(lex.provider) ? null : read;
}
const sides = (ss: string[], lex: Lex, verb: RegExp) => new Set(ss.map((s) => sideOf(s, lex, verb)));
/** The longest period a span names, in days ("sixty (60) days", "two (2) years"); 0 when none. */
function longestDays(s: string): number {
  return Math.max(0, ...answerDays(s.replace(/\)/g, ' ')));
}
const TERMINATE = /\bterminat\w*/i;
const COMPETE = /\b(?:compet|engag|sell|market|distribut|manufactur|develop|offer|promot)\w*/i;

/** The periods a CUAD answer or span names, in days (keyterms.ts reads CUAD's answers so). */
function answerDays(answer: string): number[] {
  return answerDurations(answer).map(days);
}

/** Per category: the check family it reads, the playbooks it applies to (undefined: every one with the family), the rule. */
const MAPPING: { category: string; family: string; types?: string[]; rule: Rule }[] = [
  {
    category: 'Cap on Liability', family: 'limitation_of_liability',
    rule: (row, _lex, type) => (!spans(row, 'Cap on Liability').length ? true : type === 'other' ? false : null),
  },
  {
    category: 'Termination for Convenience', family: 'termination_for_convenience',
    rule: (row, lex) => {
      const ss = spans(row, 'Termination for Convenience');
      if (!ss.length) return true;
      const s = sides(ss, lex, TERMINATE);
      if (s.has('customer') || s.has('both')) return ss.every((x) => longestDays(x) <= 90) ? false : null;
      return s.size === 1 && s.has('provider') ? true : null;
    },
  },
  {
    category: 'Anti-Assignment', family: 'assignment',
    rule: (row) => (spans(row, 'Anti-Assignment').length ? false : null),
  },
  {
    category: 'Exclusivity', family: 'exclusivity', types: ['license'],
    rule: (row) => (spans(row, 'Exclusivity').length ? null : false),
  },
  {
    category: 'Non-Compete', family: 'non_compete', types: ['msa'],
    rule: (row, lex) => {
      const ss = spans(row, 'Non-Compete');
      if (!ss.length) return false;
      const s = sides(ss, lex, COMPETE);
      return s.size === 1 && s.has('provider') ? false : null;
    },
  },
  { category: 'Change of Control', family: 'change_of_control', types: ['license'], rule: (row) => (spans(row, 'Change of Control').length ? null : false) },
  { category: 'Audit Rights', family: 'royalties_audit', types: ['license'], rule: (row) => (spans(row, 'Audit Rights').length ? null : false) },
  {
    category: 'Renewal Term', family: 'auto_renewal', types: ['msa', 'saas'],
    rule: (row) => {
      if (!spans(row, 'Renewal Term').length) return false;
      const days = answerDays(row['Notice Period to Terminate Renewal-Answer'] ?? '');
      return days.length ? Math.max(...days) > 90 : null;
    },
  },
  { category: 'Renewal Term', family: 'renewal_option', types: ['lease'], rule: (row) => (spans(row, 'Renewal Term').length ? null : true) },
  { category: 'IP Ownership Assignment', family: 'ip_assignment', types: ['employment'], rule: (row) => spans(row, 'IP Ownership Assignment').length > 0 ? false : true },
];

const args = process.argv.slice(2);
const excluded = new Set<string>();
for (let i = 0; i < args.length; i++) {
  if (args[i] !== '--exclude') continue;
  for (const line of readFileSync(args[++i], 'utf8').split('\n')) if (line.trim()) excluded.add(line.trim());
}
// the lawyer-read suites' contracts: agreement only, read with their suite's type
const suiteType = new Map<string, { type: string; suite: string }>();
for (const [suite, list] of Object.entries(lawyer) as [string, unknown][]) {
  if (!Array.isArray(list)) continue;
  for (const c of list as { file?: string; type?: string }[]) if (c.file && c.type) suiteType.set(c.file, { type: c.type, suite });
}

setPositionModel(null); // the rules alone
const dir = dataPath('cuad', 'full_contract_txt');
const texts = new Map(readdirSync(dir).map((f: string) => [fileKey(f), f]));
const rows = (parseCsvObjects(readFileSync(dataPath('cuad', 'master_clauses.csv'), 'utf8')) as Row[])
  .map((r) => ({ row: r, file: texts.get(fileKey(r.Filename)) as string }))
  .filter((r) => r.file && !excluded.has(r.file))
  .sort((a, b) => (a.file < b.file ? -1 : 1));
const stats = { contracts: 0, readings: 0, unmatched: [...texts.values()].filter((f) => !rows.some((r) => r.file === f) && !excluded.has(f)).length };
for (const { row, file } of rows) {
  const inSuite = suiteType.get(file);
  const type = inSuite?.type ?? cuadType(file);
  const text = readFileSync(`${dir}/${file}`, 'utf8');
  const out: Record<string, unknown>[] = [];
  const reviewed = review({ text, document_type: type, options: { suggest_redlines: false } }, (check: { check_id: string }, ev: { outcome: string; position: string; evidence: unknown[] }, ctx: { lex: Lex }) => {
    const family = familyOf(check.check_id);
    for (const m of MAPPING) {
      if (m.family !== family || (m.types && !m.types.includes(type))) continue;
      const issue = m.rule(row, ctx.lex, type);
      if (issue === null) continue;
      out.push({
        engine: 'current', group: 'weak', heldout: false, doc: file, side: null, check: check.check_id, family, category: m.category,
        train: !inSuite, suite: inSuite?.suite ?? null, outcome: ev.outcome, position: ev.position,
        rules_issue: false, cited: ev.evidence.length > 0, gold_positions: [], gold_issue: issue, blocks: positionBlocks(ctx, check, ev, undefined, true),
      });
    }
    return ev;
  });
  const issued = new Set(reviewed.review.issues.map((i: { check_id: string }) => i.check_id));
  stats.contracts++;
  stats.readings += out.length;
  for (const r of out) process.stdout.write(`${JSON.stringify({ ...r, rules_issue: issued.has(r.check as string) })}\n`);
}
process.stderr.write(`weak labels: ${stats.readings} readings of ${stats.contracts} contracts (${excluded.size} named to exclude, ${[...texts.values()].filter((f) => excluded.has(f)).length} of them found and left out, ${stats.unmatched} texts without a CSV row)\n`);
