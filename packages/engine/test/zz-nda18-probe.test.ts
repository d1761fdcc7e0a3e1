import { it, vi } from 'vitest';
vi.mock('./judge-rows.js', async (orig) => {
  const m: any = await orig();
  return { ...m, rows: (name: string, pairs: any[]) => it(name, () => { pairs.forEach(([a, b], k) => { for (const [s, r] of [['A', a], ['B', b]] as const) { const g = m.read(r); const ok = g.position === r.position && g.issue === r.issue; console.log(`${ok ? 'ok ' : 'XX '} ${r.check} w${k + 1}${s} got ${g.position}/${g.issue} want ${r.position}/${r.issue}`); } }); }) };
});
await import(process.env.PROBE ?? './nda18.test.js');
