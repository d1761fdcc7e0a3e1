// Picks TEST4's contracts mechanically (engine README, "`ask` TEST4"): the CUAD contracts ordered by the SHA-256 of
// their file name; skipped when the repository or a brief already names them (by file name or by the company part of
// it) or when their type (the file name's last words, "Supply Agreement") is one an ask suite already uses; the first
// of each new type, 15–80 kB long, until five are chosen.
//   pnpm exec node test/ask/pick-test4.ts [--as-of <commit>] [briefs directory]
// The repository is read at the commit given (default HEAD); TEST4 was picked at 3de0810, the commit before it was
// written (`--as-of 3de0810` gives the same five, as long as the briefs do not name them).
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { CUAD_DIR } from './paraphrase.ts';

const argv = process.argv.slice(2);
const asOfAt = argv.indexOf('--as-of');
const asOf = asOfAt >= 0 ? argv.splice(asOfAt, 2)[1] : 'HEAD';
const [briefs = '/work/briefs'] = argv;
const root = resolve(import.meta.dirname, '..', '..', '..', '..');
/** The contract type a CUAD file name ends with: "…_EX-10.1_Franchise Agreement.txt" → "franchise". */
const typeOf = (f: string) => f.replace(/\.txt$/i, '').replace(/[_ -]*part\s*\d+$/i, '').replace(/^.*(?:EX-\d+(?:\.\d+)?[A-Z]?|[-_]\s*)/i, '').toLowerCase()
  .replace(/\b(?:agreement|agreements|part\s*\d+|and|the|amended|restated|master|exhibit)\b|[^a-z ]/g, ' ').replace(/\s+/g, ' ').trim();
/** The company part of a file name: "KUBIENT,INC_07_02_2020-…" → "kubient". */
const companyOf = (f: string) => f.split(/[_,\-. ]/)[0].toLowerCase();
const grep = (...paths: string[]) => { try { return execFileSync('git', ['-C', root, 'grep', '-h', '-o', '-i', '-E', '[A-Za-z0-9_,.&()\' -]+\\.txt', asOf, '--', ...paths], { maxBuffer: 1 << 28 }).toString().toLowerCase(); } catch { return ''; } };
const repoText = grep();
const briefText = readdirSync(briefs, { recursive: true }).map(String).filter((f) => f.endsWith('.md')).map((f) => readFileSync(resolve(briefs, f), 'utf8')).join('\n').toLowerCase();
const files = readdirSync(CUAD_DIR).filter((f) => f.endsWith('.txt'));
const askSuites = grep('packages/engine/test/ask');
const usedTypes = new Set(files.filter((f) => askSuites.includes(f.toLowerCase())).map(typeOf));
const named = (f: string) => repoText.includes(f.toLowerCase()) || briefText.includes(f.toLowerCase()) || briefText.includes(companyOf(f)) || repoText.includes(companyOf(f).length >= 5 ? `${companyOf(f)}` : '\u0000');
const sha = (f: string) => createHash('sha256').update(f).digest('hex');
const chosen: string[] = [];
const types = new Set(usedTypes);
for (const f of [...files].sort((a, b) => (sha(a) < sha(b) ? -1 : 1))) {
  const size = statSync(resolve(CUAD_DIR, f)).size;
  const t = typeOf(f);
  if (!t || types.has(t) || size < 15_000 || size > 80_000 || named(f)) continue;
  types.add(t);
  chosen.push(f);
  console.log(`${sha(f).slice(0, 8)} ${String(size).padStart(6)} [${t}] ${f}`);
  if (chosen.length === 5) break;
}
console.log(`types already used by ask suites: ${[...usedTypes].join(', ')}`);
