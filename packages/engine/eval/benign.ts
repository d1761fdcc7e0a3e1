// Benign clauses the engine flags (issue 11's <= 5 % goal): every benign twin of the spent adverse sets (hold-outs 1-13
// with their ten more, the tuning sets, the suite's own cases and defined terms) and every position-twin version that
// should pass, reviewed with one engine; prints the flagged ones with the check, outcome, position, issue title and the
// quotes the engine cited, and the benign / adverse flag rates per set.
//
//   pnpm exec node eval/benign.ts [--engine <dist/index.js>] [--json out.json] [--quiet]
//
// The current session's blind hold-out is never loaded here (only the numbered sets up to SPENT).
import { writeFileSync } from 'node:fs';
import type { AdverseCase } from '../test/adverse/cases.ts';
import type { PositionTwin } from '../test/adverse/positions.ts';
import type { ReviewInput, ReviewOutput } from '../src/index.ts';

const SPENT = 13;

export interface BenignFlag {
  set: string; id: string; type: string; check: string;
  outcome: string; position: string | undefined; title: string; quotes: string[];
}

export interface SetRate { set: string; pairs: number; benignFlagged: number; adverseFlagged: number }

export async function loadAll(): Promise<{ sets: { name: string; cases: AdverseCase[] }[]; twins: PositionTwin[] }> {
  const sets: { name: string; cases: AdverseCase[] }[] = [];
  for (let n = 1; n <= SPENT; n++) {
    const mod = (await import(`../test/adverse/holdout${n === 1 ? '' : n}.ts`)) as Record<string, AdverseCase[]>;
    const key = `HOLDOUT${n === 1 ? '' : n}`;
    sets.push({ name: `holdout${n}`, cases: mod[key]! });
    if (mod[`${key}_EXTRA`]) sets.push({ name: `holdout${n}+10`, cases: mod[`${key}_EXTRA`]! });
  }
  for (const [file, key] of [['tuning2', 'TUNING2'], ['tuning3', 'TUNING3'], ['tuning13', 'TUNING13'], ['cases', 'CASES'], ['definitions', 'DEFINED_TERMS']] as const) {
    const mod = (await import(`../test/adverse/${file}.ts`)) as Record<string, AdverseCase[]>;
    sets.push({ name: file, cases: mod[key]! });
  }
  const twins = ((await import('../test/adverse/positions.ts')) as { POSITION_TWINS: PositionTwin[] }).POSITION_TWINS;
  return { sets, twins };
}

export async function collect(engine: { review(i: ReviewInput): ReviewOutput }) {
  const { sets, twins } = await loadAll();
  const flagged: BenignFlag[] = [];
  const rates: SetRate[] = [];
  const read = (type: string, text: string, check: string) => {
    const out = engine.review({ text, document_type: type as ReviewInput['document_type'] });
    const c = out.review.checks.find((x) => x.check_id === check)!;
    const issue = out.review.issues.find((i) => i.check_id === check);
    return { c, issue };
  };
  for (const s of sets) {
    const r: SetRate = { set: s.name, pairs: s.cases.length, benignFlagged: 0, adverseFlagged: 0 };
    for (const k of s.cases) {
      if (read(k.type, k.adverse.text, k.check).issue) r.adverseFlagged++;
      if (k.benign.issue) continue;
      const { c, issue } = read(k.type, k.benign.text, k.check);
      if (!issue) continue;
      r.benignFlagged++;
      flagged.push({ set: s.name, id: k.id, type: k.type, check: k.check, outcome: c.outcome, position: c.position, title: issue.title, quotes: c.evidence.map((e) => e.quote) });
    }
    rates.push(r);
  }
  for (const t of twins) {
    t.versions.forEach((v, i) => {
      if (v.issue) return;
      const { c, issue } = read(t.type, v.text, t.check);
      if (issue) flagged.push({ set: 'positions', id: `${t.id}#${i}`, type: t.type, check: t.check, outcome: c.outcome, position: c.position, title: issue.title, quotes: c.evidence.map((e) => e.quote) });
    });
  }
  return { flagged, rates };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  (await import('./test-sources.ts')).resolveTestSources();
  const arg = (k: string) => { const i = process.argv.indexOf(k); return i > 0 ? process.argv[i + 1] : undefined; };
  const enginePath = arg('--engine') ?? new URL('../dist/index.js', import.meta.url).pathname;
  const engine = (await import(enginePath)) as { review(i: ReviewInput): ReviewOutput };
  const { flagged, rates } = await collect(engine);
  if (!process.argv.includes('--quiet')) {
    for (const f of flagged) {
      console.log(`${f.set} ${f.id} [${f.type} ${f.check}] ${f.outcome}/${f.position}: ${f.title}`);
      for (const q of f.quotes) console.log(`    “${q.length > 220 ? `${q.slice(0, 220)}…` : q}”`);
    }
  }
  const pct = (a: number, b: number) => (b ? (100 * a / b).toFixed(1) : '-');
  const holdouts = rates.filter((r) => r.set.startsWith('holdout'));
  const sum = (rs: SetRate[], k: 'pairs' | 'benignFlagged' | 'adverseFlagged') => rs.reduce((n, r) => n + r[k], 0);
  for (const r of rates) console.log(`${r.set.padEnd(12)} ${String(r.pairs).padStart(3)} pairs  adverse ${pct(r.adverseFlagged, r.pairs).padStart(5)} %  benign ${pct(r.benignFlagged, r.pairs).padStart(5)} % (${r.benignFlagged})`);
  console.log(`hold-outs 1-${SPENT} with their ten more: ${sum(holdouts, 'pairs')} pairs, adverse flagged ${pct(sum(holdouts, 'adverseFlagged'), sum(holdouts, 'pairs'))} %, benign flagged ${pct(sum(holdouts, 'benignFlagged'), sum(holdouts, 'pairs'))} % (${sum(holdouts, 'benignFlagged')})`);
  console.log(`every set: benign twins flagged ${flagged.filter((f) => f.set !== 'positions').length}, position-twin versions flagged ${flagged.filter((f) => f.set === 'positions').length}`);
  const out = arg('--json');
  if (out) writeFileSync(out, JSON.stringify({ flagged, rates }, null, 1));
}
