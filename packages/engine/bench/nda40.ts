// The 40 kB NDA the latency benches read: no NDA in the shared data is that long (the longest ContractNLI NDAs are
// 32 kB), so it is the two longest ContractNLI dev NDAs joined and cut at a line break before 40,000 bytes; null
// without the shared data.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export function nda40(dataDir: string): string | null {
  const nli = resolve(dataDir, 'contractnli', 'dev.json');
  if (!existsSync(nli)) return null;
  const ndas = (JSON.parse(readFileSync(nli, 'utf8')).documents as { text: string }[]).map((d) => d.text).sort((a, b) => b.length - a.length);
  let doc = `${ndas[0]}\n\n${ndas[1]}`;
  const cut = doc.lastIndexOf('\n', 40_000);
  if (cut > 36_000) doc = doc.slice(0, cut);
  return doc;
}
