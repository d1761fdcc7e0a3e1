// The position reader's dataset (tools/train/train_position.py runs this): every judged reading the repository holds,
// as JSON lines on stdout, one per (document, check): its suite (the cross-validation group), whether the suite is held
// out (round 4: hold-out 10 and its ten more, TEST13A and TEST13B: the newest spent sets, kept out of every fit the
// protocol scores), the check,
// the rules' outcome and position (the review with the reader switched off), whether they cite language (the reader's
// scope), the judged position(s) and issue, and the feature buckets of learned/position.ts computed from the rules' own
// citations (never from the judged spans). Reads CUAD in place from the shared data. CUAD's weak labels are another
// exporter's (export-weak-positions.ts).
//
// Each reading is exported as the engine read it BLIND, before the suite existed ("blind": the engine built from the
// parent of the commit that added the suite, BLIND_AT; built once into a cache under the system's temporary directory
// with git archive and tsc), and as a later engine reads it ("current"): today's for a fitted suite (the rules were
// fitted to these suites, so they are nearly always right there), and for a held-out suite the engine at HELD_OUT_READ_AT,
// the commit the held-out sets were first scored on (036241f, the fourteenth session's start), which no one had tuned
// on them. The blind readings show how the rules err on
// wording they were not written on, which is the situation of every new contract; the features of all are computed by
// today's learned/position.ts from the citations and positions of the engine that read them.
//   pnpm exec node tools/train/export-positions.ts > positions.jsonl
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const engine = '../../packages/engine';
// the adverse suites are test sources importing './x.js'
(await import(`${engine}/eval/test-sources.ts`)).resolveTestSources();
const { review, draft } = await import(`${engine}/dist/index.js`);
const { setPositionModel, positionBlocks, familyOf } = await import(`${engine}/dist/learned/position.js`);
const { parseJudgement, suiteText } = await import(`${engine}/eval/lawyer/score.ts`);
const lawyer = await import(`${engine}/eval/lawyer/suite.ts`);
const { CASES } = await import(`${engine}/test/adverse/cases.ts`);
const { POSITION_TWINS } = await import(`${engine}/test/adverse/positions.ts`);
const { HOLDOUT } = await import(`${engine}/test/adverse/holdout.ts`);
const { HOLDOUT2 } = await import(`${engine}/test/adverse/holdout2.ts`);
const { HOLDOUT3 } = await import(`${engine}/test/adverse/holdout3.ts`);
const { HOLDOUT4, HOLDOUT4_EXTRA } = await import(`${engine}/test/adverse/holdout4.ts`);
const { HOLDOUT5, HOLDOUT5_EXTRA } = await import(`${engine}/test/adverse/holdout5.ts`);
const { HOLDOUT6, HOLDOUT6_EXTRA } = await import(`${engine}/test/adverse/holdout6.ts`);
const { HOLDOUT7, HOLDOUT7_EXTRA } = await import(`${engine}/test/adverse/holdout7.ts`);
const { HOLDOUT8, HOLDOUT8_EXTRA } = await import(`${engine}/test/adverse/holdout8.ts`);
const { HOLDOUT9, HOLDOUT9_EXTRA } = await import(`${engine}/test/adverse/holdout9.ts`);
const { HOLDOUT10, HOLDOUT10_EXTRA } = await import(`${engine}/test/adverse/holdout10.ts`);
const { TUNING2 } = await import(`${engine}/test/adverse/tuning2.ts`);
const { TUNING3 } = await import(`${engine}/test/adverse/tuning3.ts`);

/** The sets the rules were not fitted to: scored once, never in a fitted fold. */
export const HELD_OUT = ['holdout10', 'holdout10extra', 'test13a', 'test13b'];
/**
 * The engine that reads the held-out sets as "current": the parent of every commit that added one of them (hold-out 10,
 * TEST13A and TEST13B were each added on a branch from 036241f, the fourteenth session's start, and scored on it), blind
 * to all of them. (Round 3 held out TEST11 … TEST12B and hold-outs 8-9, read at c7270ef; they are fitted suites now.)
 */
export const HELD_OUT_READ_AT = '036241f';

/** Per suite, the commit that added it: the engine of its parent never read the suite. */
export const BLIND_AT: Record<string, string> = {
  suite: '633d6be', cases: '9a2e7aa', holdout1: 'd551d52', positions: '092f9d4', test2: 'f024c23', test3: '42b33c2',
  test4: '119702e', test5: 'bfb2a79', test6: 'c04665f', test6more: '02f442d', holdout2: 'b4c4908', tuning2: '58929a7',
  holdout3: '2e5c1b8', tuning3: '9be4453', test7: '04186fb', test7more: '12b8207', holdout4: '8e3984e', holdout4extra: 'e7fd935',
  test8: '8b00b30', test8more: '3e6eab3', holdout5: '0125918', holdout5extra: '206272e',
  // round 3 (session 14): the sets spent in sessions 10-13 (`git log --diff-filter=A` of the hold-out file, or the commit
  // whose diff adds the suite's `export const` block)
  holdout6: 'ff1037b', holdout6extra: '68b9e9a', holdout7: '6a19aee', holdout7extra: '6a19aee', holdout8: '7c754c1',
  holdout8extra: '7c754c1', holdout9: '1f751a6', holdout9extra: '1f751a6', test9: 'cf214d6', test9more: '0245a75',
  test10: '56a970f', test10more: '56a970f', test11: '0761343', test11more: 'b90b5ec', test12a: 'ecc04df', test12b: '05d69b4',
  // round 4 (session 15): the sets spent at session 14's end, each added by a commit whose parent is 036241f (hold-out 10
  // f01f086 with its ten more; TEST13A's ContractNLI NDAs d95b2b6, its own/ DPA after them; TEST13B 68f35e0), so their
  // blind engine is 036241f, the same as the one reading them as held out
  holdout10: 'f01f086', holdout10extra: 'f01f086', test13a: 'd95b2b6', test13b: '68f35e0',
};

const repo = fileURLToPath(new URL('../..', import.meta.url));
type ReviewFn = (i: unknown, revise?: unknown) => { review: { checks: { check_id: string; outcome: string; position: string; evidence: { quote: string }[] }[]; issues: { check_id: string }[] } };
const blindEngines = new Map<string, ReviewFn>();
/** The engine as it was at commit `at` (built once into the cache). */
async function engineAt(at: string): Promise<ReviewFn> {
  const parent = execSync(`git rev-parse ${at}`, { cwd: repo, encoding: 'utf8' }).trim();
  let fn = blindEngines.get(parent);
  if (fn) return fn;
  const dir = resolve(tmpdir(), 'position-reader-engines', parent);
  const eng = resolve(dir, 'packages/engine');
  if (!existsSync(resolve(eng, 'dist/index.js'))) {
    mkdirSync(dir, { recursive: true });
    execSync(`git archive ${parent} packages/engine | tar -x -C ${dir}`, { cwd: repo });
    execSync(`ln -sfn ${resolve(repo, 'packages/engine/node_modules')} ${resolve(eng, 'node_modules')}`);
    execSync(`${resolve(repo, 'packages/engine/node_modules/.bin/tsc')} -p tsconfig.json`, { cwd: eng, stdio: 'ignore' });
  }
  // the cache outlives the checkout that built it: its dependencies are this checkout's
  execSync(`ln -sfn ${resolve(repo, 'packages/engine/node_modules')} ${resolve(eng, 'node_modules')}`);
  fn = (await import(resolve(eng, 'dist/index.js'))).review as ReviewFn;
  blindEngines.set(parent, fn);
  return fn;
}

// the rules alone: the reader must not read its own output
setPositionModel(null);

interface Read { outcome: string; position: string; cited: boolean; blocks: Record<string, number[]> }
interface Reading { reads: Map<string, Read>; issues: Set<string> }

/**
 * Review a document and keep the rules' reading of the named checks (by id); with `at`, the reading of the engine at that
 * commit, its features computed with today's context (party sides) and check.
 */
async function readChecks(text: string, type: string, ids: Set<string>, at?: string): Promise<Reading> {
  const reads = new Map<string, Read>();
  const now: Map<string, [unknown, unknown]> = new Map();
  const out = review({ text, document_type: type, options: { suggest_redlines: false } }, (check: { check_id: string }, ev: { outcome: string; position: string; evidence: unknown[] }, ctx: unknown) => {
    if (ids.has(check.check_id)) {
      reads.set(check.check_id, { outcome: ev.outcome, position: ev.position, cited: ev.evidence.length > 0, blocks: positionBlocks(ctx, check, ev, undefined, true) });
      now.set(check.check_id, [ctx, check]);
    }
    return ev;
  });
  if (!at) return { reads, issues: new Set(out.review.issues.map((i: { check_id: string }) => i.check_id)) };
  const engineThen = await engineAt(at);
  let old: ReturnType<ReviewFn>;
  try {
    old = engineThen({ text, document_type: type, options: { suggest_redlines: false } });
  } catch {
    return { reads: new Map(), issues: new Set() }; // a document type the engine did not know yet
  }
  const blind = new Map<string, Read>();
  for (const c of old.review.checks) {
    const at = now.get(c.check_id);
    if (!at) continue;
    blind.set(c.check_id, { outcome: c.outcome, position: c.position, cited: c.evidence.length > 0, blocks: positionBlocks(at[0], at[1], c, undefined, true) });
  }
  return { reads: blind, issues: new Set(old.review.issues.map((i) => i.check_id)) };
}

function emit(engineOf: string, group: string, doc: string, check: string, r: Read | undefined, issued: boolean, gold: { positions: string[]; issue: boolean }, side?: string): void {
  if (!r) {
    if (engineOf === 'current') throw new Error(`no check ${check} in the review of ${doc}`);
    return; // the blind engine had no such check yet
  }
  process.stdout.write(`${JSON.stringify({
    engine: engineOf, group, heldout: HELD_OUT.includes(group), doc, side: side ?? null, check, family: familyOf(check),
    outcome: r.outcome, position: r.position, rules_issue: issued, cited: r.cited,
    gold_positions: gold.positions, gold_issue: gold.issue, blocks: r.blocks,
  })}\n`);
}

/** The readings of a document: the current engine's (for a held-out suite, HELD_OUT_READ_AT's) and the blind engine's. */
async function both(group: string, text: string, type: string, ids: Set<string>): Promise<[string, Reading][]> {
  const current = await readChecks(text, type, ids, HELD_OUT.includes(group) ? HELD_OUT_READ_AT : undefined);
  return [['current', current], ['blind', await readChecks(text, type, ids, `${BLIND_AT[group]}^`)]];
}

const LAWYER: [string, { file: string; type: string; checks: Record<string, string>; source?: string }[]][] = [
  ['suite', lawyer.SUITE], ['test2', lawyer.TEST2], ['test3', lawyer.TEST3], ['test4', lawyer.TEST4], ['test5', lawyer.TEST5],
  ['test6', lawyer.TEST6], ['test6more', lawyer.TEST6_MORE], ['test7', lawyer.TEST7], ['test7more', lawyer.TEST7_MORE],
  ['test8', lawyer.TEST8], ['test8more', lawyer.TEST8_MORE], ['test9', lawyer.TEST9], ['test9more', lawyer.TEST9_MORE],
  ['test10', lawyer.TEST10], ['test10more', lawyer.TEST10_MORE], ['test11', lawyer.TEST11], ['test11more', lawyer.TEST11_MORE],
  ['test12a', lawyer.TEST12A], ['test12b', lawyer.TEST12B], ['test13a', lawyer.TEST13A], ['test13b', lawyer.TEST13B],
];
for (const [group, contracts] of LAWYER) {
  for (const c of contracts) {
    // CUAD's text, the judge's own (eval/lawyer/own/) or a ContractNLI document's, as the suite's scorer reads it
    const text = suiteText(c);
    const prefix = review({ text: 'x', document_type: c.type }).review.checks[0].check_id.split('.')[0];
    const ids = new Set(Object.keys(c.checks).map((id) => `${prefix}.${id}`));
    for (const [engineOf, { reads, issues }] of await both(group, text, c.type, ids)) {
      for (const [id, s] of Object.entries(c.checks)) {
        const j = parseJudgement(s);
        emit(engineOf, group, c.file, `${prefix}.${id}`, reads.get(`${prefix}.${id}`), issues.has(`${prefix}.${id}`), { positions: [j.position], issue: j.issue });
      }
    }
  }
}

type Side = { text: string; position: string | string[]; issue: boolean };
const ADVERSE: [string, { id: string; type: string; check: string; adverse: Side; benign: Side }[]][] = [
  ['cases', CASES], ['holdout1', HOLDOUT], ['holdout2', HOLDOUT2], ['holdout3', HOLDOUT3], ['tuning2', TUNING2], ['tuning3', TUNING3],
  ['holdout4', HOLDOUT4], ['holdout4extra', HOLDOUT4_EXTRA], ['holdout5', HOLDOUT5], ['holdout5extra', HOLDOUT5_EXTRA],
  ['holdout6', HOLDOUT6], ['holdout6extra', HOLDOUT6_EXTRA], ['holdout7', HOLDOUT7], ['holdout7extra', HOLDOUT7_EXTRA],
  ['holdout8', HOLDOUT8], ['holdout8extra', HOLDOUT8_EXTRA], ['holdout9', HOLDOUT9], ['holdout9extra', HOLDOUT9_EXTRA],
  ['holdout10', HOLDOUT10], ['holdout10extra', HOLDOUT10_EXTRA],
];
const positionsOf = (p: string | string[]) => (Array.isArray(p) ? p : [p]);
for (const [group, cases] of ADVERSE) {
  for (const k of cases) {
    for (const [side, s] of [['adverse', k.adverse], ['benign', k.benign]] as const) {
      for (const [engineOf, { reads, issues }] of await both(group, s.text, k.type, new Set([k.check])))
        emit(engineOf, group, `${k.id}/${side}`, k.check, reads.get(k.check), issues.has(k.check), { positions: positionsOf(s.position), issue: s.issue }, side);
    }
  }
}
// the engine's own drafts, every check of each reviewed with its own playbook: benign by construction (each clause is its
// playbook's preferred wording), group "drafts", never fitted or scored; the trainer keeps a family off whose shipped
// weights would flag one
for (const type of ['nda', 'msa', 'saas', 'dpa', 'employment', 'consulting', 'services', 'license', 'lease', 'other']) {
  const text = draft({ prompt: `A ${type} agreement between Northwind Analytics, Inc. and Bluefin Robotics Ltd., governed by New York law`, kind: 'document', document_type: type }).text;
  const ids = new Set(review({ text, document_type: type }).review.checks.map((c: { check_id: string }) => c.check_id));
  const { reads, issues } = await readChecks(text, type, ids);
  for (const id of [...ids].sort()) emit('current', 'drafts', `draft-${type}`, id, reads.get(id), issues.has(id), { positions: ['preferred', 'acceptable'], issue: false });
}
for (const t of POSITION_TWINS as { id: string; type: string; check: string; versions: { text: string; position: string; issue: boolean }[] }[]) {
  for (const [i, v] of t.versions.entries())
    for (const [engineOf, { reads, issues }] of await both('positions', v.text, t.type, new Set([t.check])))
      emit(engineOf, 'positions', `${t.id}/${i}`, t.check, reads.get(t.check), issues.has(t.check), { positions: [v.position], issue: v.issue });
}
