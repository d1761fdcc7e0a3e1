// Picks a held-out `ask` suite's contracts mechanically (engine README, "`ask` TEST4" and "TEST5"): the CUAD contracts
// ordered by the SHA-256 of their file name; skipped when the repository or a brief already names them (by file name
// or by the company part of it) or when their type is one an ask suite already uses; the first of each new type,
// 15–80 kB long, until five are chosen.
//   pnpm exec node test/ask/pick.ts [--as-of <commit>] [--types last|all|words] [--skip-named <file>]... [--brief-lists] [--prose] [--least-used] [briefs directory]
// A file name's type is read from the words after its exhibit number ("…_EX-10.1_Franchise Agreement.txt" →
// "franchise"). `--types last` (TEST4's rule) compares only the last type named, as a whole; `--types all` (TEST5's rule,
// the default) compares every type the name lists ("Co-Branding Agreement_ Marketing Agreement") word by word, singular,
// so "service" matches "services" and "sponsorship development" matches "sponsorship". `--types words` (TEST7's rule)
// is `all` with each type read as a set of words, in any order: a type is used when all the words of it or of a used
// type are among the other's ("contract" left out, as "agreement" is), so "support maintenance" matches "maintenance and
// support contract for ..." and "transportation contract" matches "transportation service".
// `--skip-named` (repeatable) names a file outside the repository whose contract names count as named, like a brief's
// (a held-out suite on another branch that must not be read twice). `--brief-lists` reads every `.txt` file under the
// briefs directory as well as its `.md` files (the lists of held-out contracts the suites' writers keep there, and any
// text a brief hands over), so no list has to be named one by one. `--prose` also skips a contract whose company
// (the file name's first part without "inc", "corp", "ltd" … , 5 letters or more) begins a word of any README of the
// repository or any commit message on any branch, spaces or dots allowed between its letters ("INKTOMICORP" in
// "Inktomi", "ZONDWINDSYSTEM…" in "Zond Wind…"): a contract read for other work is named in prose, not by file name.
// An amendment or addendum (its opening, upper case, says "AMENDMENT TO", "ADDENDUM TO", "AMENDMENT NO." ...) is
// skipped: its text is the few changes it makes, not a contract to ask about. `--least-used`, when fewer than five contracts of
// new types are left, fills the places with the other contracts (15–80 kB, not named, not an ask suite's) whose types
// the fewest ask-suite contracts share (a type shared as the type rule says), in SHA-256 order among equals, one per
// type and none of a type already chosen.
// The repository is read at the commit given (default HEAD). TEST4 was picked at 3de0810 with `--types last`; TEST5 at
// 1e74c24 with `--types all`; TEST6 at 81fc9bf with `--types all --skip-named` the lawyer-read TEST6's suite.ts (branch
// lawyer6); TEST7 at a36a84c with `--types words --skip-named` the lawyer-read TEST7's twelve contracts (the list its
// writer kept outside the repository; its suite.ts once merged). Each gives the same five at that commit, as long as
// the briefs do not name them. TEST8 at 32dc29f with `--types words --brief-lists --prose --least-used`, before its own
// list was written under the briefs (two contracts of new types were left; three places went to the least used types).
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { CUAD_DIR } from './paraphrase.ts';

const argv = process.argv.slice(2);
const option = (name: string, fallback: string) => { const at = argv.indexOf(name); return at >= 0 ? argv.splice(at, 2)[1] : fallback; };
const asOf = option('--as-of', 'HEAD');
const typeRule = option('--types', 'all');
const allTypes = typeRule !== 'last';
const skipNamed: string[] = [];
for (let at = argv.indexOf('--skip-named'); at >= 0; at = argv.indexOf('--skip-named')) skipNamed.push(argv.splice(at, 2)[1]);
const flag = (name: string) => argv.includes(name) && argv.splice(argv.indexOf(name), 1).length > 0;
const briefLists = flag('--brief-lists');
const leastUsed = flag('--least-used');
const prose = flag('--prose');
const [briefs = '/work/briefs'] = argv;
const root = resolve(import.meta.dirname, '..', '..', '..', '..');
const normal = (s: string) => s.toLowerCase()
  .replace(/\b(?:agreement|agreements|part\s*\d+|and|the|amended|restated|master|exhibit)\b|[^a-z ]/g, ' ').replace(/\s+/g, ' ').trim();
/** The contract type a CUAD file name ends with: "…_EX-10.1_Franchise Agreement.txt" → "franchise". */
const typeOf = (f: string) => normal(f.replace(/\.txt$/i, '').replace(/[_ -]*part\s*\d+$/i, '').replace(/^.*(?:EX-\d+(?:\.\d+)?[A-Z]?|[-_]\s*)/i, ''));
/** Every type a file name lists after its exhibit number (or after " - "), each in singular words. */
const typesOf = (f: string): string[] => {
  const name = f.replace(/\.txt$/i, '').replace(/[_ -]*part\s*\d+$/i, '');
  const tail = /EX-\d+(?:\.?\(?[A-Z\d]+\)?)*[-_ ]+(?!.*EX-\d)(.*)$/i.exec(name)?.[1] ?? name.split(' - ').at(-1) ?? name;
  return tail.replace(/\d+/g, " ").split(/\bagreements?\b|_/i).map((p) => normal(p).split(' ').filter(Boolean).map((w) => (w.length > 3 && /[^s]s$/.test(w) ? w.slice(0, -1) : w)).join(' ')).filter(Boolean);
};
const within = typeRule === 'words'
  ? (a: string, b: string) => { const bs = new Set(b.split(' ')); return a.split(' ').every((w) => bs.has(w) || w === 'contract'); }
  : (a: string, b: string) => ` ${b} `.includes(` ${a} `);
/** The company part of a file name: "KUBIENT,INC_07_02_2020-…" → "kubient". */
const companyOf = (f: string) => f.split(/[_,\-. ]/)[0].toLowerCase();
const grep = (...paths: string[]) => { try { return execFileSync('git', ['-C', root, 'grep', '-h', '-o', '-i', '-E', '[^"`/]+\\.txt', asOf, '--', ...paths], { maxBuffer: 1 << 28 }).toString().toLowerCase(); } catch { return ''; } };
const repoText = grep();
const briefText = [...readdirSync(briefs, { recursive: true }).map(String).filter((f) => f.endsWith('.md') || (briefLists && f.endsWith('.txt'))).map((f) => resolve(briefs, f)), ...skipNamed]
  .map((f) => readFileSync(f, 'utf8')).join('\n').toLowerCase();
const files = readdirSync(CUAD_DIR).filter((f) => f.endsWith('.txt'));
const askSuites = grep('packages/engine/test/ask');
const usedFiles = files.filter((f) => askSuites.includes(f.toLowerCase()));
const named = (f: string) => repoText.includes(f.toLowerCase()) || briefText.includes(f.toLowerCase()) || briefText.includes(companyOf(f)) || repoText.includes(companyOf(f).length >= 5 ? `${companyOf(f)}` : '\u0000') || (prose && inProse(f));
const git = (...a: string[]) => execFileSync('git', ['-C', root, ...a], { maxBuffer: 1 << 28 }).toString();
const proseText = prose
  ? [git('log', '--all', '--format=%B'), ...git('ls-tree', '-r', '--name-only', asOf).split('\n').filter((p) => /(^|\/)README\.md$/i.test(p)).map((p) => git('show', `${asOf}:${p}`))].join('\n').toLowerCase()
  : '';
const stemOf = (f: string) => companyOf(f).replace(/[^a-z]/g, '').replace(/(?:inc|corp|corporation|ltd|llc|co|plc|lp|holdings?|group|company)+$/, '');
const inProse = (f: string) => { const s = stemOf(f); return s.length >= 5 && new RegExp(`\\b${s.split('').join('[\\s.&-]?')}`).test(proseText); };
const amendment = (f: string) => /\bAMENDMENT (?:TO|NO\b|NUMBER\b)|\bADDENDUM TO\b|\bTHIS ADDENDUM\b/.test(readFileSync(resolve(CUAD_DIR, f), 'utf8').slice(0, 1500));
const sha = (f: string) => createHash('sha256').update(f).digest('hex');
const used = new Set(allTypes ? usedFiles.flatMap(typesOf) : usedFiles.map(typeOf));
const usedType = (ts: string[]) => (allTypes ? ts.some((t) => [...used].some((u) => within(u, t) || within(t, u))) : used.has(ts[0]));
const chosen: string[] = [];
for (const f of [...files].sort((a, b) => (sha(a) < sha(b) ? -1 : 1))) {
  const size = statSync(resolve(CUAD_DIR, f)).size;
  const ts = allTypes ? typesOf(f) : [typeOf(f)];
  if (!ts.length || !ts[0] || usedType(ts) || size < 15_000 || size > 80_000 || named(f) || amendment(f)) continue;
  for (const t of ts) used.add(t);
  chosen.push(f);
  console.log(`${sha(f).slice(0, 8)} ${String(size).padStart(6)} [${ts.join(' / ')}] ${f}`);
  if (chosen.length === 5) break;
}
if (leastUsed && chosen.length < 5) {
  const typeMatch = (a: string[], b: string[]) => a.some((t) => b.some((u) => within(u, t) || within(t, u)));
  const suiteTypes = usedFiles.map((f) => (allTypes ? typesOf(f) : [typeOf(f)]));
  const picked = chosen.map((f) => (allTypes ? typesOf(f) : [typeOf(f)]));
  const rest = files.filter((f) => !chosen.includes(f) && !usedFiles.includes(f) && !named(f))
    .map((f) => ({ f, size: statSync(resolve(CUAD_DIR, f)).size, ts: allTypes ? typesOf(f) : [typeOf(f)] }))
    .filter(({ f, size, ts }) => ts.length && ts[0] && size >= 15_000 && size <= 80_000 && !amendment(f))
    .map((c) => ({ ...c, uses: suiteTypes.filter((u) => typeMatch(c.ts, u)).length }))
    .sort((a, b) => a.uses - b.uses || (sha(a.f) < sha(b.f) ? -1 : 1));
  for (const { f, size, ts, uses } of rest) {
    if (chosen.length === 5) break;
    if (picked.some((p) => typeMatch(ts, p))) continue;
    picked.push(ts);
    chosen.push(f);
    console.log(`${sha(f).slice(0, 8)} ${String(size).padStart(6)} [${ts.join(' / ')}] ${f} (type shared by ${uses} ask-suite contract${uses === 1 ? '' : 's'})`);
  }
}
console.log(`types already used by ask suites: ${[...new Set(allTypes ? usedFiles.flatMap(typesOf) : usedFiles.map(typeOf))].join(', ')}`);
