// Sorts the misses of the spent `ask` suites into the structural classes of round 18 (not a suite; a tool): for each
// miss of the lexical `ask` (or, with --encoder, askRanked), where the gold stands against the top three citations in
// the clause outline the review context reads (DocContext lead / listEnd): (a) a list item under a cited lead-in, a
// lead-in over a cited item, or the sentence next to a cited one in the same clause; (b) a gold sentence that uses a
// term the contract defines (definitionsIn) whose definition shares a content word with the question the gold lacks;
// (c) a gold on a line of a table held as text (several short lines, figures in them). Never run on a held-out suite.
//   pnpm exec node test/ask/classes.ts [--encoder] [--dist <engine dist index.js>]
import { buildContext, stem } from '../../dist/index.js';
import { definitionsIn } from '../../dist/definitions.js';
const distAt = process.argv.indexOf('--dist');
const { ask, askRanked, loadEncoder } = await import(distAt > 0 ? process.argv[distAt + 1] : '../../dist/index.js');
import { HELDOUT_CASES, PARAPHRASE_CASES, paraphraseDocs } from './paraphrase.ts';
import { UNSEEN_DEV, UNSEEN_TEST, UNSEEN_TEST2, unseenDocs } from './unseen.ts';
import { TEST3_CASES, test3Docs } from './test3.ts';
import { TEST4_CASES, test4Docs } from './test4.ts';

const encoder = process.argv.includes('--encoder') ? await loadEncoder() : null;
const suites: [string, { doc: string; question: string; gold: string[] }[], Record<string, string | null>][] = [
  ['51', PARAPHRASE_CASES, paraphraseDocs()], ['NETGEAR', HELDOUT_CASES, paraphraseDocs()],
  ['DEV', UNSEEN_DEV, unseenDocs()], ['TEST', UNSEEN_TEST, unseenDocs()], ['TEST2', UNSEEN_TEST2, unseenDocs()],
  ['TEST3', TEST3_CASES, test3Docs()], ['TEST4', TEST4_CASES, test4Docs()],
];
for (const n of [5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]) {
  const m = await import(`./test${n}.ts`);
  suites.push([`TEST${n}`, m[`TEST${n}_CASES`], m[`test${n}Docs`]()]);
}
const STOP = new Set('a an the of to in on for by with and or is are be do does can could may must shall will would this that it its any all what which who when where how if as at from we us our they them their i you'.split(' '));
const words = (s: string) => new Set((s.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => w.length > 2 && !STOP.has(w)).map(stem));
const ctxs = new Map<string, ReturnType<typeof buildContext>>();
const counts: Record<string, number> = {};
let misses = 0;
for (const [name, cases, docs] of suites) {
  for (const c of cases) {
    const text = docs[c.doc];
    if (!text) continue;
    const out = encoder ? await askRanked({ text, question: c.question }, encoder) : ask({ text, question: c.question });
    const top = out.citations.slice(0, 3);
    const spans = c.gold.map((g) => { const a = text.indexOf(g); return [a, a + g.length]; }).filter(([a]) => a >= 0);
    if (top.some((t: { start: number; end: number }) => spans.some(([a, b]) => t.start < b && a < t.end))) continue;
    misses++;
    let ctx = ctxs.get(text);
    if (!ctx) { ctx = buildContext(text); ctxs.set(text, ctx); }
    const sentAt = (a: number, b: number) => ctx!.sentences.flatMap((s, i) => (s.start < b && a < s.end ? [i] : []));
    const gold = new Set(spans.flatMap(([a, b]) => sentAt(a, b)));
    const cited = new Set(top.flatMap((t: { start: number; end: number }) => sentAt(t.start, t.end)));
    const cls: string[] = [];
    for (const g of gold) {
      if (ctx.lead[g] >= 0 && cited.has(ctx.lead[g])) cls.push('a:item-under-cited-lead');
      if (ctx.listEnd[g] > g + 1) for (let k = g + 1; k < ctx.listEnd[g]; k++) if (cited.has(k)) { cls.push('a:lead-over-cited-item'); break; }
      for (const k of [g - 1, g + 1]) if (cited.has(k) && ctx.sentences[k]?.clause_id === ctx.sentences[g].clause_id) cls.push('a:next-sentence');
      // (b): the gold uses a defined term whose definition holds a question word the gold sentence lacks
      const qw = words(c.question);
      const gw = words(ctx.sentenceText[g]);
      for (const d of definitionsIn(ctx)) {
        if (d.sentence === g || !new RegExp(`\\b${d.term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(ctx.sentenceText[g])) continue;
        if ([...words(d.text)].some((w) => qw.has(w) && !gw.has(w))) { cls.push(`b:defined "${d.term}"`); break; }
      }
      const lines = ctx.sentenceText[g].split('\n').filter((l) => l.trim());
      if (lines.length >= 3 && lines.filter((l) => l.length < 90 && /\d/.test(l)).length >= 2) cls.push('c:table-lines');
    }
    const key = [...new Set(cls.map((x) => x.split(' ')[0]))].join('+') || 'other';
    counts[key] = (counts[key] ?? 0) + 1;
    if (cls.length) console.log(`${name} [${c.doc}] ${c.question}\n    ${[...new Set(cls)].join('; ')}`);
  }
}
console.log(`misses ${misses}`, counts);
