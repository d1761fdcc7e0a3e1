// The language-model door measured on the spent adverse hold-outs (and, with --lawyer, the lawyer-read suite).
//
//   node eval/door.ts --coverage [--sets 7,8,...] [--max N | --budgets 4,8] [--engine <dist/index.js>] [--lawyer [--lawyer-sets TEST2,...]]
//     No model: which of the pairs the rules miss (adverse side not flagged) each selection policy would send for a
//     second reading, within the budget and without one, and how many benign twins it would send (the cost); with
//     --lawyer, the same for the lawyer-read suite's issues the rules miss and the checks the reader judged fine.
//   CONTRACT_LLM_BASE_URL=... CONTRACT_LLM_MODEL=... node eval/door.ts [--sets ...] [--max N] [--selection detail|unsure] [--lawyer]
//     With the model the environment names: flag rates of the rules alone and with the door, per set, and how many
//     second readings were asked for, used and declined, and why.
//
//     --log <file.jsonl> writes every call (the term asked about, prompt size, reply, seconds); the summary gives the
//     seconds per call.
//
// Sets: the hold-outs by number ('7' is HOLDOUT7, '7x' its ten more); default 7-12 with their ten more. Hold-outs 1-13
// are spent (tuning data); the current session's blind set is never read here.
import type { AdverseCase } from '../test/adverse/cases.ts';
import type { LanguageModelProvider, ReviewInput, ReviewOutput, SecondReadingPlan, SecondReadingPolicy } from '../src/index.ts';

/** The part of the engine the harness drives (the built package, or src/ under vitest). */
export interface DoorEngine {
  review(input: ReviewInput): ReviewOutput;
  planSecondReadings(input: ReviewInput, opts?: { maxSecondReadings?: number; selection?: SecondReadingPolicy }): SecondReadingPlan;
  reviewAsync(input: ReviewInput, opts?: { provider?: LanguageModelProvider | null; maxSecondReadings?: number; selection?: SecondReadingPolicy }): Promise<{
    result: ReviewOutput; warnings: string[]; model: string | null;
    readings?: { check_id: string }[]; declined?: { check_id: string; reason: string }[];
  }>;
}

export interface CaseSet { name: string; cases: AdverseCase[] }

/** The last spent hold-out (the current session's blind set comes after it and is never loaded here). */
export const LAST_SPENT = 13;

export const DEFAULT_SETS = ['7', '7x', '8', '8x', '9', '9x', '10', '10x', '11', '11x', '12', '12x'];

/** The spent hold-outs by name ('1' is the first, '4x' the fourth's ten more). */
export async function loadSets(names: string[]): Promise<CaseSet[]> {
  const out: CaseSet[] = [];
  for (const name of names) {
    const m = /^(\d+)(x?)$/.exec(name);
    const n = m ? Number(m[1]) : 0;
    if (!m || n < 1 || n > LAST_SPENT || (m[2] && n < 4)) throw new Error(`no spent hold-out "${name}" (1-${LAST_SPENT}, 4x-${LAST_SPENT}x)`);
    const mod = (await import(`../test/adverse/holdout${n === 1 ? '' : n}.ts`)) as Record<string, AdverseCase[]>;
    const key = `HOLDOUT${n === 1 ? '' : n}${m[2] ? '_EXTRA' : ''}`;
    if (!mod[key]) throw new Error(`test/adverse/holdout${n}.ts exports no ${key}`);
    out.push({ name: `holdout${n}${m[2] ? '+10' : ''}`, cases: mod[key] });
  }
  return out;
}

const flags = (out: ReviewOutput, check: string) => out.review.issues.some((i) => i.check_id === check);

// ---- coverage (no model) -----------------------------------------------------------------------------------------

export interface PolicyCoverage {
  /** missed adverse sides whose check the policy would send, within the budget */
  missesSent: number;
  /** benign twins whose check it would send, within the budget */
  benignSent: number;
  /** benign twins the rules flag (false issues) whose check it would send */
  falseSent: number;
  /** second readings asked for over both sides of every pair (the cost in model calls) */
  requests: number;
}

export interface CoverageRow {
  set: string;
  pairs: number;
  /** pairs whose adverse side the rules do not flag */
  misses: number;
  /** the rules' reading of those misses' checks: `outcome/position` -> count */
  missReadings: Record<string, number>;
  /** benign twins the rules flag */
  falseFlags: number;
  /** per policy label ('unsure, 4', 'detail, all' ...) */
  policies: Record<string, PolicyCoverage>;
  /** the missed pairs, with which policies send them */
  missed: { id: string; check: string; reading: string; sentBy: string[] }[];
}

export interface PolicySpec { label: string; selection: SecondReadingPolicy; max: number }

export function coverage(engine: DoorEngine, sets: CaseSet[], policies: PolicySpec[]): CoverageRow[] {
  const rows: CoverageRow[] = [];
  for (const set of sets) {
    const row: CoverageRow = { set: set.name, pairs: set.cases.length, misses: 0, missReadings: {}, falseFlags: 0, policies: {}, missed: [] };
    for (const p of policies) row.policies[p.label] = { missesSent: 0, benignSent: 0, falseSent: 0, requests: 0 };
    for (const k of set.cases) {
      const widest = Math.max(...policies.map((p) => p.max));
      const plans = {
        adverse: new Map<SecondReadingPolicy, SecondReadingPlan>(),
        benign: new Map<SecondReadingPolicy, SecondReadingPlan>(),
      };
      for (const side of ['adverse', 'benign'] as const) {
        for (const sel of new Set(policies.map((p) => p.selection))) {
          plans[side].set(sel, engine.planSecondReadings({ text: k[side].text, document_type: k.type }, { selection: sel, maxSecondReadings: widest }));
        }
      }
      const base = { adverse: plans.adverse.values().next().value!.base, benign: plans.benign.values().next().value!.base };
      const adverseMissed = !flags(base.adverse, k.check);
      const benignFlagged = flags(base.benign, k.check);
      const reading = (() => {
        const c = base.adverse.review.checks.find((x) => x.check_id === k.check);
        return c ? `${c.outcome}/${c.position ?? '-'}` : 'no check';
      })();
      if (adverseMissed) {
        row.misses++;
        row.missReadings[reading] = (row.missReadings[reading] ?? 0) + 1;
      }
      if (benignFlagged) row.falseFlags++;
      const sentBy: string[] = [];
      for (const p of policies) {
        const cov = row.policies[p.label];
        const sent = (side: 'adverse' | 'benign') => plans[side].get(p.selection)!.readings.slice(0, p.max).some((r) => r.check.check_id === k.check);
        const count = (side: 'adverse' | 'benign') => Math.min(p.max, plans[side].get(p.selection)!.readings.length);
        cov.requests += count('adverse') + count('benign');
        if (adverseMissed && sent('adverse')) {
          cov.missesSent++;
          sentBy.push(p.label);
        }
        if (sent('benign')) cov.benignSent++;
        if (benignFlagged && sent('benign')) cov.falseSent++;
      }
      if (adverseMissed) row.missed.push({ id: k.id, check: k.check, reading, sentBy });
    }
    rows.push(row);
  }
  return rows;
}

function table(rows: string[][]): string {
  const w = rows[0].map((_, j) => Math.max(...rows.map((r) => (r[j] ?? '').length)));
  return rows.map((r) => r.map((c, j) => (j ? c.padStart(w[j]) : c.padEnd(w[j]))).join('  ')).join('\n');
}

export function formatCoverage(rows: CoverageRow[], policies: PolicySpec[]): string {
  const total: CoverageRow = { set: 'all', pairs: 0, misses: 0, missReadings: {}, falseFlags: 0, policies: {}, missed: [] };
  for (const p of policies) total.policies[p.label] = { missesSent: 0, benignSent: 0, falseSent: 0, requests: 0 };
  for (const r of rows) {
    total.pairs += r.pairs;
    total.misses += r.misses;
    total.falseFlags += r.falseFlags;
    for (const [k, v] of Object.entries(r.missReadings)) total.missReadings[k] = (total.missReadings[k] ?? 0) + v;
    for (const p of policies) for (const f of ['missesSent', 'benignSent', 'falseSent', 'requests'] as const) total.policies[p.label][f] += r.policies[p.label][f];
  }
  const head = ['set', 'pairs', 'missed', 'false flags'];
  for (const p of policies) head.push(`${p.label}: misses sent`, 'benign sent', 'calls/doc');
  const lines = [head];
  for (const r of [...rows, total]) {
    const line = [r.set, String(r.pairs), String(r.misses), String(r.falseFlags)];
    for (const p of policies) {
      const c = r.policies[p.label];
      line.push(`${c.missesSent} of ${r.misses}`, `${c.benignSent} of ${r.pairs}`, (c.requests / (2 * r.pairs)).toFixed(1));
    }
    lines.push(line);
  }
  const readings = Object.entries(total.missReadings).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`).join(', ');
  return `${table(lines)}\n\nthe rules' reading of the missed checks: ${readings}`;
}

// ---- with a model ------------------------------------------------------------------------------------------------

/** Calls made through a provider and their wall-clock seconds. */
export interface CallLog {
  seconds: number[];
  /** each call: the term asked about (its prompt's first line), prompt characters, the reply (or the error), seconds */
  calls: { term: string; promptChars: number; reply: string; seconds: number }[];
}

/** The provider, with every call's wall-clock time and reply recorded in `log`. */
export function timedProvider(provider: LanguageModelProvider, log: CallLog): LanguageModelProvider {
  return {
    name: provider.name,
    async complete(req) {
      const t0 = performance.now();
      const user = req.messages.find((m) => m.role === 'user')?.content ?? '';
      const record = (reply: string) => {
        const seconds = (performance.now() - t0) / 1000;
        log.seconds.push(seconds);
        log.calls.push({ term: user.split('\n')[0], promptChars: req.messages.reduce((n, m) => n + m.content.length, 0), reply, seconds });
      };
      try {
        const out = await provider.complete(req);
        record(out.text);
        return out;
      } catch (e) {
        record(`error: ${(e as Error).message}`);
        throw e;
      }
    },
  };
}

/** Seconds per call: count, mean, median, 90th percentile, maximum. */
export function formatSeconds(seconds: number[]): string {
  if (!seconds.length) return 'no calls';
  const s = [...seconds].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))].toFixed(1);
  return `${s.length} calls; seconds per call: mean ${(s.reduce((a, b) => a + b, 0) / s.length).toFixed(1)}, median ${at(0.5)}, p90 ${at(0.9)}, max ${s[s.length - 1].toFixed(1)}`;
}

export interface DoorRow {
  set: string;
  /** documents reviewed (both sides of every pair) */
  docs: number;
  pairs: number;
  rules: { adverse: number; benign: number };
  door: { adverse: number; benign: number };
  /** second readings asked for, used, and declined by reason */
  asked: number;
  accepted: number;
  declined: Record<string, number>;
  /** reviews whose reading of the pair's check the door changed */
  pairCheckRead: number;
}

/** A declined reading's reason, as a class the table can count. */
export function reasonClass(reason: string): string {
  if (/not in the excerpts/.test(reason)) return 'quote not in excerpts';
  if (/not JSON|not a JSON object/.test(reason)) return 'not JSON';
  if (/"outcome" is not one of|"position" is not one of|neither "position" nor "outcome"/.test(reason)) return 'outside the enums';
  if (/does not go with/.test(reason)) return 'position and outcome disagree';
  if (/quotes nothing|"quotes" must be/.test(reason)) return 'quotes missing or malformed';
  return 'transport or HTTP';
}

function emptyRow(set: string): DoorRow {
  return { set, docs: 0, pairs: 0, rules: { adverse: 0, benign: 0 }, door: { adverse: 0, benign: 0 }, asked: 0, accepted: 0, declined: {}, pairCheckRead: 0 };
}

export async function runDoor(engine: DoorEngine, sets: CaseSet[], opts: { provider: LanguageModelProvider; maxSecondReadings?: number; selection?: SecondReadingPolicy }): Promise<DoorRow[]> {
  const rows: DoorRow[] = [];
  for (const set of sets) {
    const row = emptyRow(set.name);
    for (const k of set.cases) {
      row.pairs++;
      for (const side of ['adverse', 'benign'] as const) {
        const input: ReviewInput = { text: k[side].text, document_type: k.type };
        const base = engine.review(input);
        const out = await engine.reviewAsync(input, opts);
        row.docs++;
        row.rules[side] += Number(flags(base, k.check));
        row.door[side] += Number(flags(out.result, k.check));
        const used = out.readings ?? [];
        const declined = out.declined ?? [];
        row.asked += used.length + declined.length;
        row.accepted += used.length;
        for (const d of declined) row.declined[reasonClass(d.reason)] = (row.declined[reasonClass(d.reason)] ?? 0) + 1;
        if (used.some((r) => r.check_id === k.check)) row.pairCheckRead++;
      }
    }
    rows.push(row);
  }
  return rows;
}

export interface LawyerRow {
  set: string;
  contracts: number;
  judged: number;
  rules: { missed: number; false: number };
  door: { missed: number; false: number };
  asked: number;
  accepted: number;
  declined: Record<string, number>;
}

/** The lawyer-read suite's sets whose texts are present: missed and false issues, rules alone and with the door. */
export async function runLawyer(engine: DoorEngine, opts: { provider: LanguageModelProvider; maxSecondReadings?: number; selection?: SecondReadingPolicy }, only?: string[]): Promise<LawyerRow[]> {
  const suite = (await import('./lawyer/suite.ts')) as unknown as Record<string, import('./lawyer/suite.ts').SuiteContract[]>;
  const { parseJudgement, suiteText, suiteTextPresent } = await import('./lawyer/score.ts');
  const rows: LawyerRow[] = [];
  for (const [name, contracts] of Object.entries(suite)) {
    if (!Array.isArray(contracts) || (only && !only.includes(name))) continue;
    const row: LawyerRow = { set: name, contracts: 0, judged: 0, rules: { missed: 0, false: 0 }, door: { missed: 0, false: 0 }, asked: 0, accepted: 0, declined: {} };
    for (const c of contracts) {
      if (!suiteTextPresent(c)) continue;
      const input: ReviewInput = { text: suiteText(c), document_type: c.type };
      const base = engine.review(input);
      const out = await engine.reviewAsync(input, opts);
      row.contracts++;
      const prefix = base.review.checks[0]?.check_id.split('.')[0];
      for (const [id, j] of Object.entries(c.checks)) {
        const check = `${prefix}.${id}`;
        const want = parseJudgement(j).issue;
        row.judged++;
        for (const [k, r] of [['rules', base], ['door', out.result]] as const) {
          const got = flags(r, check);
          if (want && !got) row[k].missed++;
          if (!want && got) row[k].false++;
        }
      }
      row.asked += (out.readings?.length ?? 0) + (out.declined?.length ?? 0);
      row.accepted += out.readings?.length ?? 0;
      for (const d of out.declined ?? []) row.declined[reasonClass(d.reason)] = (row.declined[reasonClass(d.reason)] ?? 0) + 1;
    }
    rows.push(row);
  }
  return rows;
}

export interface LawyerCoverageRow {
  set: string;
  contracts: number;
  /** checks the reader judged an issue and the rules do not flag */
  misses: number;
  /** checks the reader judged not an issue */
  fine: number;
  policies: Record<string, { missesSent: number; fineSent: number; requests: number }>;
}

/** Coverage on the lawyer-read suite (no model): the reader's issues the rules miss that each policy would send. */
export async function lawyerCoverage(engine: DoorEngine, policies: PolicySpec[], only?: string[]): Promise<LawyerCoverageRow[]> {
  const suite = (await import('./lawyer/suite.ts')) as unknown as Record<string, import('./lawyer/suite.ts').SuiteContract[]>;
  const { parseJudgement, suiteText, suiteTextPresent } = await import('./lawyer/score.ts');
  const rows: LawyerCoverageRow[] = [];
  for (const [name, contracts] of Object.entries(suite)) {
    if (!Array.isArray(contracts) || (only && !only.includes(name))) continue;
    const row: LawyerCoverageRow = { set: name, contracts: 0, misses: 0, fine: 0, policies: {} };
    for (const p of policies) row.policies[p.label] = { missesSent: 0, fineSent: 0, requests: 0 };
    for (const c of contracts) {
      if (!suiteTextPresent(c)) continue;
      const input: ReviewInput = { text: suiteText(c), document_type: c.type };
      const widest = Math.max(...policies.map((p) => p.max));
      const plans = new Map<SecondReadingPolicy, SecondReadingPlan>();
      for (const sel of new Set(policies.map((p) => p.selection))) plans.set(sel, engine.planSecondReadings(input, { selection: sel, maxSecondReadings: widest }));
      const base = plans.values().next().value!.base;
      row.contracts++;
      for (const p of policies) row.policies[p.label].requests += Math.min(p.max, plans.get(p.selection)!.readings.length);
      const prefix = base.review.checks[0]?.check_id.split('.')[0];
      for (const [id, j] of Object.entries(c.checks)) {
        const check = `${prefix}.${id}`;
        const want = parseJudgement(j).issue;
        const missed = want && !flags(base, check);
        if (missed) row.misses++;
        if (!want) row.fine++;
        for (const p of policies) {
          const sent = plans.get(p.selection)!.readings.slice(0, p.max).some((r) => r.check.check_id === check);
          if (sent && missed) row.policies[p.label].missesSent++;
          if (sent && !want) row.policies[p.label].fineSent++;
        }
      }
    }
    if (row.contracts) rows.push(row);
  }
  return rows;
}

export function formatLawyerCoverage(rows: LawyerCoverageRow[], policies: PolicySpec[]): string {
  const total: LawyerCoverageRow = { set: 'all', contracts: 0, misses: 0, fine: 0, policies: {} };
  for (const p of policies) total.policies[p.label] = { missesSent: 0, fineSent: 0, requests: 0 };
  for (const r of rows) {
    total.contracts += r.contracts; total.misses += r.misses; total.fine += r.fine;
    for (const p of policies) for (const f of ['missesSent', 'fineSent', 'requests'] as const) total.policies[p.label][f] += r.policies[p.label][f];
  }
  const head = ['set', 'contracts', 'missed issues', 'judged fine'];
  for (const p of policies) head.push(`${p.label}: misses sent`, 'fine sent', 'calls/contract');
  const lines = [head];
  for (const r of [...rows, total]) {
    const line = [r.set, String(r.contracts), String(r.misses), String(r.fine)];
    for (const p of policies) {
      const c = r.policies[p.label];
      line.push(`${c.missesSent} of ${r.misses}`, `${c.fineSent} of ${r.fine}`, (c.requests / Math.max(1, r.contracts)).toFixed(1));
    }
    lines.push(line);
  }
  return table(lines);
}

const pct = (n: number, d: number) => (d ? `${(100 * n / d).toFixed(1)} %` : '-');

function declinedText(d: Record<string, number>): string {
  const parts = Object.entries(d).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`);
  return parts.length ? parts.join(', ') : '-';
}

export function formatDoor(rows: DoorRow[]): string {
  const total = emptyRow('all');
  for (const r of rows) {
    for (const f of ['docs', 'pairs', 'asked', 'accepted', 'pairCheckRead'] as const) total[f] += r[f];
    for (const s of ['adverse', 'benign'] as const) { total.rules[s] += r.rules[s]; total.door[s] += r.door[s]; }
    for (const [k, v] of Object.entries(r.declined)) total.declined[k] = (total.declined[k] ?? 0) + v;
  }
  const lines = [['set', 'pairs', 'rules: adverse flagged', 'benign flagged', 'door: adverse flagged', 'benign flagged', 'asked', 'used', 'declined', 'pair check read']];
  for (const r of [...rows, total]) {
    const declined = Object.values(r.declined).reduce((a, b) => a + b, 0);
    lines.push([r.set, String(r.pairs), pct(r.rules.adverse, r.pairs), pct(r.rules.benign, r.pairs), pct(r.door.adverse, r.pairs), pct(r.door.benign, r.pairs), String(r.asked), String(r.accepted), String(declined), String(r.pairCheckRead)]);
  }
  return `${table(lines)}\n\ndeclined, by reason: ${declinedText(total.declined)}`;
}

export function formatLawyer(rows: LawyerRow[]): string {
  const lines = [['set', 'contracts', 'checks judged', 'rules: missed', 'false', 'door: missed', 'false', 'asked', 'used', 'declined']];
  for (const r of rows) {
    const declined = Object.values(r.declined).reduce((a, b) => a + b, 0);
    lines.push([r.set, String(r.contracts), String(r.judged), String(r.rules.missed), String(r.rules.false), String(r.door.missed), String(r.door.false), String(r.asked), String(r.accepted), String(declined)]);
  }
  return table(lines);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  (await import('./test-sources.ts')).resolveTestSources();
  const args = process.argv.slice(2);
  const arg = (k: string) => { const i = args.indexOf(k); return i >= 0 ? args[i + 1] : undefined; };
  const enginePath = arg('--engine') ?? new URL('../dist/index.js', import.meta.url).pathname;
  const engine = (await import(enginePath)) as DoorEngine & { providerFromEnv(env: Record<string, string | undefined>): LanguageModelProvider | null };
  const sets = await loadSets(arg('--sets')?.split(',') ?? DEFAULT_SETS);
  const max = arg('--max') !== undefined ? Number(arg('--max')) : 4;
  if (args.includes('--coverage')) {
    // each policy at each budget (--budgets 4,8; default --max), and without a budget
    const budgets = arg('--budgets')?.split(',').map(Number) ?? [max];
    const policies: PolicySpec[] = [];
    for (const selection of ['unsure', 'detail'] as const) {
      for (const b of budgets) policies.push({ label: `${selection}, ${b}`, selection, max: b });
      policies.push({ label: `${selection}, all`, selection, max: 1000 });
    }
    const rows = coverage(engine, sets, policies);
    console.log(formatCoverage(rows, policies));
    if (args.includes('--lawyer')) console.log(`\nlawyer-read suite\n${formatLawyerCoverage(await lawyerCoverage(engine, policies, arg('--lawyer-sets')?.split(',')), policies)}`);
    if (args.includes('--verbose')) {
      for (const r of rows) for (const m of r.missed) console.log(`${r.set}  ${m.id}  ${m.check}  ${m.reading}  sent by: ${m.sentBy.join('; ') || 'none'}`);
    }
  } else {
    const configured = engine.providerFromEnv(process.env);
    if (!configured) {
      console.error('no model: set CONTRACT_LLM_BASE_URL and CONTRACT_LLM_MODEL (or run with --coverage, which needs none)');
      process.exit(2);
    }
    const selection = (arg('--selection') ?? 'detail') as SecondReadingPolicy;
    const log: CallLog = { seconds: [], calls: [] };
    const provider = timedProvider(configured, log);
    const opts = { provider, maxSecondReadings: max, selection };
    console.log(`model ${process.env.CONTRACT_LLM_MODEL} at ${process.env.CONTRACT_LLM_BASE_URL}; selection ${selection}, at most ${max} second readings a review`);
    // set by set, each printed (to stderr) and the call log written as it completes, so that a long run stopped early
    // keeps what it measured
    const rows: DoorRow[] = [];
    const logFile = arg('--log');
    const writeLog = async () => { if (logFile) (await import('node:fs')).writeFileSync(logFile, log.calls.map((c) => JSON.stringify(c)).join('\n') + '\n'); };
    for (const set of sets) {
      rows.push(...(await runDoor(engine, [set], opts)));
      console.error(`${formatDoor(rows.slice(-1)).split('\n')[1]}\n  ${formatSeconds(log.seconds)}`);
      await writeLog();
    }
    console.log(formatDoor(rows));
    if (args.includes('--lawyer')) console.log(`\nlawyer-read suite\n${formatLawyer(await runLawyer(engine, opts, arg('--lawyer-sets')?.split(',')))}`);
    console.log(`\n${formatSeconds(log.seconds)}`);
    await writeLog();
  }
}
