// `ask` throughput, this engine against another build, in one process: every question of the ask suites (TEST1..TEST9,
// not TEST10) is asked of each engine in turn, rounds alternating which goes first, and the CPU time of each engine's
// pass is summed. The contracts' indexes are built in a warm-up pass, so what is timed is answering a question.
//   pnpm exec node bench/ask-ab.ts --base /work/base18/packages/engine/dist/index.js [--rounds 3] [--encoder]
import { resolve } from 'node:path';
import type { AskInput, AskOutput } from '../src/types.js';
import { tuningCases } from '../test/ask/tune-cases.ts';
import { TEST9_CASES, test9Docs } from '../test/ask/test9.ts';

const arg = (name: string) => { const i = process.argv.indexOf(name); return i > 0 ? process.argv[i + 1] : undefined; };
const basePath = arg('--base');
if (!basePath) throw new Error('--base <dist/index.js of the other engine>');
const rounds = Number(arg('--rounds') ?? 3);
const useEncoder = process.argv.includes('--encoder');
const mine = await import(resolve(import.meta.dirname, '..', 'dist', 'index.js'));
const base = await import(resolve(basePath));
const t9 = test9Docs();
// the same 677 questions as before round 14, which added TEST9..TEST11 to the tuning cases
const cases = [...(await tuningCases(false)).filter((c) => !['test9', 'test10', 'test11'].includes(c.suite)).map((c) => ({ text: c.text, question: c.question })),
  ...TEST9_CASES.flatMap((c) => (t9[c.doc] ? [{ text: t9[c.doc]!, question: c.question }] : []))];
type Ask = (input: AskInput) => Promise<AskOutput>;
const engines: [string, Ask][] = [];
for (const [name, m] of [['this', mine], ['base', base]] as const) {
  const encoder = useEncoder ? await m.loadEncoder() : null;
  engines.push([name, (input) => (encoder ? m.askRanked(input, encoder) : Promise.resolve(m.ask(input)))]);
}
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
// warm-up: indexes, vectors and (with --encoder) the passages' embeddings
for (const [, ask] of engines) for (const c of cases) await ask(c);
const total = new Map<string, number>(engines.map(([n]) => [n, 0]));
for (let r = 0; r < rounds; r++) {
  for (const [name, ask] of r % 2 ? [...engines].reverse() : engines) {
    const t = cpu();
    for (const c of cases) await ask(c);
    total.set(name, total.get(name)! + cpu() - t);
  }
}
const per = (n: string) => total.get(n)! / (rounds * cases.length);
console.log(`${cases.length} questions x ${rounds} rounds${useEncoder ? ' (askRanked, encoder)' : ' (lexical ask)'}: this ${per('this').toFixed(2)} ms CPU per question, base ${per('base').toFixed(2)} ms; throughput this/base ${(per('base') / per('this')).toFixed(3)}x`);
