// Metamorphic robustness of the review: the same contract typed differently must read the same. Each rewrite below
// changes how a text is typed and not what it says (modal verbs, party names, numbers, capitals, clause numbers and
// headings, line wrapping, quotes and dashes, spelling, markup, articles). Every document of the adverse-terms suites
// (test/adverse: cases, holdout, holdout2, tuning2, each side as written and with back matter, as docs.ts builds them)
// and every row of test/common-wording.test.ts is reviewed as written and once per rewrite with the same playbook;
// a reading (a check's outcome, position and whether it raises an issue) that differs from the original's is a
// changed reading. Prints, per rewrite, the variants (texts the rewrite changed), the readings compared and changed,
// the share stable, and the same for the check each suite case is about.
//
//   node eval/metamorphic.ts [--engine <dist/index.js>] [--only <rewrite,...>] [--show N] [--check <id suffix>]
//
// The rewrites are written here, independently of the engine, so that the engine under test does not judge its own
// variants. They are exported for test/metamorphic.test.ts.

// ---- the rewrites -------------------------------------------------------------------------------------------------

export interface Rewrite {
  name: string;
  /** what the rewrite does, for the table */
  about: string;
  apply: (text: string) => string;
}

/** Words that name a party by its role; a company may be defined by one ('Northwind Software Inc. ("Provider")'). */
const ROLES = ['Provider', 'Customer', 'Supplier', 'Client', 'Licensor', 'Licensee', 'Controller', 'Processor', 'Landlord', 'Tenant', 'Company', 'Employee', 'Employer', 'Consultant', 'Contractor', 'Vendor', 'Buyer', 'Seller', 'Distributor', 'Recipient', 'Discloser'];
const ROLE_ALT = ROLES.join('|');
/** The roles a company is defined by (a discloser or recipient is a role either party plays). */
const COMPANY_ROLE_ALT = ROLES.filter((r) => r !== 'Recipient' && r !== 'Discloser').join('|');

/** Keep the case pattern of `like` (lower, Capitalised, UPPER) in `word`. */
function caseLike(like: string, word: string): string {
  if (like.length > 1 && like === like.toUpperCase()) return word.toUpperCase();
  if (like[0] === like[0].toUpperCase()) return word[0].toUpperCase() + word.slice(1);
  return word;
}

/** Replace whole words, keeping each occurrence's case pattern. */
function swapWords(text: string, pairs: [string, string][]): string {
  for (const [from, to] of pairs) text = text.replace(new RegExp(String.raw`\b${from}\b`, 'gi'), (m) => caseLike(m, to));
  return text;
}

/** The paragraphs of a text (blank-line separated) rewritten one by one; the separators stay. */
function byParagraph(text: string, f: (p: string) => string): string {
  return text.split(/(\n[ \t]*\n)/).map((p, i) => (i % 2 ? p : f(p))).join('');
}

/** A text that is Markdown or HTML (then rewrites that only make sense in plain text leave it alone). */
const hasMarkup = (t: string) => /<\/?[a-z][^>]*>|\*\*|^#{1,6} /im.test(t);

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
/** 0..999 in words, as contracts write them ("forty-five", "one hundred eighty"). */
function words(n: number): string {
  if (n < 20) return ONES[n];
  if (n < 100) return TENS[Math.floor(n / 10)] + (n % 10 ? `-${ONES[n % 10]}` : '');
  return `${ONES[Math.floor(n / 100)]} hundred${n % 100 ? ` ${words(n % 100)}` : ''}`;
}
/** "forty-five (45)", "Thirty (30)", "one hundred and twenty (120)": the words and the figure of one count. */
const WORDS_AND_FIGURE_RE = /\b((?:[A-Za-z]+[- ]){0,4}[A-Za-z]+) \((\d{1,3})\)/g;
function wordsPart(before: string, n: number): string | null {
  const w = words(n);
  const loose = (s: string) => s.toLowerCase().replace(/[- ]+/g, ' ').replace(/ and /g, ' ');
  const parts = before.split(/(?<=[- ])/);
  for (let i = 0; i < parts.length; i++) {
    const tail = parts.slice(i).join('');
    if (loose(tail) === loose(w)) return tail;
  }
  return null;
}
const UNIT = String.raw`(?:business |calendar |working )?(?:days?|months?|years?|weeks?|hours?)\b`;

/** Verbs of a duty: "shall" before them may be written "must" without changing what the clause says. */
const DUTY_VERBS = 'provide|pay|keep|maintain|notify|return|destroy|deliver|use|comply|ensure|indemnify|defend|implement|assist|make|give|perform|obtain|treat|protect|process|delete|inform|insure|procure|hold|disclose|promptly|immediately|allow|permit|take|carry|repair|publish|submit|reimburse|continue';

const UK: [string, string][] = [
  ['authorize', 'authorise'], ['authorized', 'authorised'], ['authorization', 'authorisation'], ['unauthorized', 'unauthorised'],
  ['organization', 'organisation'], ['organizational', 'organisational'], ['organizations', 'organisations'], ['recognize', 'recognise'], ['recognized', 'recognised'],
  ['minimize', 'minimise'], ['utilize', 'utilise'], ['characterize', 'characterise'], ['favor', 'favour'], ['favorable', 'favourable'],
  ['labor', 'labour'], ['behavior', 'behaviour'], ['honor', 'honour'], ['center', 'centre'], ['judgment', 'judgement'], ['fulfill', 'fulfil'],
  ['canceled', 'cancelled'], ['defense', 'defence'], ['offense', 'offence'], ['analyze', 'analyse'],
  ['anonymized', 'anonymised'], ['pseudonymized', 'pseudonymised'], ['realize', 'realise'],
];

export const REWRITES: Rewrite[] = [
  {
    name: 'modal-will', about: '"shall" written "will"',
    apply: (t) => t.replace(/\bshall\b/gi, (m) => caseLike(m, 'will')),
  },
  {
    name: 'modal-must', about: '"shall <duty>" written "must <duty>"',
    apply: (t) => t.replace(new RegExp(String.raw`(?<!\b(?:event|nor|no|case|circumstances|way)\s+)\bshall(?=\s+(?:not\s+)?(?:${DUTY_VERBS})\b)`, 'gi'), (m) => caseLike(m, 'must')),
  },
  {
    name: 'modal-agrees-to', about: '"<party> shall <verb>" written "<party> agrees to <verb>" (not before "be")',
    apply: (t) => {
      const names = partyNames(t);
      const subject = [...ROLES, ...names].map((x) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
      return t.replace(new RegExp(String.raw`(?<=(?:^|[.;:]\s+|\n\s*|\band\s+|,\s+))((?:[Tt]he |[Ee]ach )?(?:${subject}|party|Party))\s+shall(\s+not)?\s+(?!not\b|be\b)(?=[a-z])`, 'g'), (_m, s: string, not?: string) => `${s} agrees${not ? ' not' : ''} to `);
    },
  },
  {
    name: 'party-names', about: 'a role name ("Provider") replaced by the company\'s own short name, defined as such',
    apply: (t) => {
      for (const { role, short } of roleDefinitions(t)) {
        t = t.replace(new RegExp(String.raw`\(\s*(?:the\s+)?(["“])${role}(["”])\s*\)`), `($1${short}$2)`);
        t = t.replace(new RegExp(String.raw`\b(?:[Tt]he\s+)?${role}\b(?!\s+[A-Z])`, 'g'), short);
      }
      return t;
    },
  },
  {
    name: 'the-role', about: '"Customer" written "the Customer"',
    apply: (t) => t.replace(new RegExp(String.raw`(?<!\b(?:the|The|THE|a|an|each|Each|any|such|[A-Z][a-z]+)\s|["“(])\b(${ROLE_ALT})\b(?!\s+[A-Z]|["”])`, 'g'), (m, r: string, at: number) => {
      const start = at === 0 || /(?:^|[.:;!?]\s+|\n\s*)$/.test(t.slice(Math.max(0, at - 4), at));
      return `${start ? 'The' : 'the'} ${r}`;
    }),
  },
  {
    name: 'bare-role', about: '"the Customer" written "Customer"',
    apply: (t) => t.replace(new RegExp(String.raw`\b([Tt])he (${ROLE_ALT})\b(?!["”])`, 'g'), '$2'),
  },
  {
    name: 'number-digits', about: '"thirty (30) days" written "30 days"',
    apply: (t) => t.replace(WORDS_AND_FIGURE_RE, (m, before: string, n: string) => {
      const w = wordsPart(before, Number(n));
      return w ? before.slice(0, before.length - w.length) + n : m;
    }),
  },
  {
    name: 'number-words', about: '"thirty (30) days" and "30 days" written "thirty days"',
    apply: (t) => t.replace(WORDS_AND_FIGURE_RE, (m, before: string, n: string) => (wordsPart(before, Number(n)) ? before : m))
      .replace(new RegExp(String.raw`(?<![\d.,$€£])\b(\d{1,3})(?= ${UNIT})`, 'g'), (_m, n: string) => words(Number(n))),
  },
  {
    name: 'number-figure-first', about: '"thirty (30) days" written "30 (thirty) days"',
    apply: (t) => t.replace(WORDS_AND_FIGURE_RE, (m, before: string, n: string) => {
      const w = wordsPart(before, Number(n));
      return w ? `${before.slice(0, before.length - w.length)}${n} (${w.toLowerCase()})` : m;
    }),
  },
  {
    name: 'caps-clauses', about: 'every numbered clause in capitals',
    apply: (t) => byParagraph(t, (p) => (/^\s*\d+(?:\.\d+)*\.?\s/.test(p) ? p.toUpperCase() : p)),
  },
  {
    name: 'no-numbers', about: 'clause numbers left out (in texts that do not refer to them)',
    apply: (t) => (/\b(?:sections?|clauses?|paragraphs?|articles?)\s+\d/i.test(t) ? t : t.replace(/^([ \t]*)\d+(?:\.\d+)*\.?[ \t]+(?=\S)/gm, '$1')),
  },
  {
    name: 'section-numbers', about: '"1." written "Section 1."',
    apply: (t) => t.replace(/^([ \t]*)(\d+)\.[ \t]+(?=[A-Z*])/gm, '$1Section $2. '),
  },
  {
    name: 'sub-numbers', about: '"2." written "2.1"',
    apply: (t) => t.replace(/^([ \t]*)(\d+)\.[ \t]+(?=[A-Z*])/gm, '$1$2.1 '),
  },
  {
    name: 'heading-own-line', about: 'a clause\'s heading on a line of its own',
    apply: (t) => t.replace(HEADING_RE, (_m, num: string, h: string) => `${num}${h}\n\n`),
  },
  {
    name: 'heading-colon', about: '"Fees. Customer ..." written "Fees: Customer ..."',
    apply: (t) => t.replace(HEADING_RE, (_m, num: string, h: string) => `${num}${h}: `),
  },
  {
    name: 'heading-caps-glued', about: '"Fees. Customer ..." written "FEES Customer ..." (no stop, as filings do)',
    apply: (t) => t.replace(HEADING_RE, (_m, num: string, h: string) => `${num}${h.toUpperCase()} `),
  },
  {
    name: 'wrap-72', about: 'hard-wrapped at 72 columns',
    apply: (t) => wrap(t, 72, ''),
  },
  {
    name: 'wrap-72-indented', about: 'hard-wrapped at 72 columns, every line indented',
    apply: (t) => (hasMarkup(t) ? t : wrap(t, 72, '   ', true)),
  },
  {
    name: 'curly-quotes', about: 'straight quotes and apostrophes written curly',
    apply: (t) => t.replace(/(^|[\s(\[{—–-])"/g, '$1“').replace(/"/g, '”').replace(/(^|[\s(\[{])'/g, '$1‘').replace(/'/g, '’'),
  },
  {
    name: 'dashes', about: '" - " written " – " and "--" written "—"',
    apply: (t) => t.replace(/ - /g, ' – ').replace(/--/g, '—'),
  },
  {
    name: 'uk-spelling', about: 'US spelling written British (authorise, organisation, licence the noun)',
    apply: (t) => swapWords(t, UK).replace(/\b(an?|the|this|such|exclusive|non-exclusive|perpetual|limited|software|annual|any|each|its)(\s+)license\b(?!e|or|d)/gi, (_m, w: string, s: string) => `${w}${s}licence`).replace(/\blicense(?=\s+(?:fees?|term|granted)\b)/gi, (m) => caseLike(m, 'licence')),
  },
  {
    name: 'us-spelling', about: 'British spelling written US',
    apply: (t) => swapWords(t, UK.map(([us, uk]) => [uk, us] as [string, string])).replace(/\blicence/gi, (m) => caseLike(m, 'license')),
  },
  {
    name: 'markdown-headings', about: 'clause headings in Markdown bold, the title a Markdown heading',
    apply: (t) => (/<\/?[a-z][^>]*>|\*\*/i.test(t) ? t : t.replace(HEADING_RE, (_m, num: string, h: string) => `${num}**${h}.** `).replace(/^([A-Z][A-Z &-]{8,})$/m, '# $1')),
  },
  {
    name: 'html-paragraphs', about: 'an HTML document, one <p> per paragraph',
    apply: (t) => (hasMarkup(t) ? t : `<html><body>\n${t.trim().split(/\n[ \t]*\n/).map((p) => `<p>${p.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`).join('\n')}\n</body></html>\n`),
  },
];

/** A numbered clause's inline heading: "5. Limitation of Liability. " (the number and the heading's words). */
const HEADING_RE = /^([ \t]*\d+(?:\.\d+)*\.?[ \t]+)([A-Z][A-Za-z&,'’ -]{1,50}?[a-z])\.[ \t]+(?=["“(]?[A-Z])/gm;

/** Companies defined by a role ('Northwind Software Inc. ("Provider")'): the role and the company's first word. */
function roleDefinitions(t: string): { role: string; short: string }[] {
  const out: { role: string; short: string }[] = [];
  const re = new RegExp(String.raw`\b([A-Z][\w&'-]*)(?:\s+[A-Z][\w.&'-]*){0,4},?(?:\s+an?\s[^()"“]{0,80}?)?\s+\(\s*(?:the\s+)?["“](${COMPANY_ROLE_ALT})["”]\s*\)`, 'g');
  for (const m of t.matchAll(re)) {
    const short = m[1];
    if (short === m[2] || /^(?:The|This|And|Between|By|Party|Other)$/.test(short) || out.some((o) => o.role === m[2])) continue;
    // the short name must not already be a word of the text elsewhere in another sense
    out.push({ role: m[2], short });
  }
  return out;
}

/** Names the parties are defined by ('("Halvorsen")', '("Provider")'). */
function partyNames(t: string): string[] {
  return [...t.matchAll(/\(\s*(?:the\s+)?["“]([A-Z][A-Za-z]+)["”]\s*\)/g)].map((m) => m[1]).filter((n) => !/^(?:Agreement|Party|Parties|Purpose|Services|Term|Effective)$/.test(n));
}

/** Each paragraph filled to `width` columns; continuation lines (or, with `all`, every line) start with `indent`. */
function wrap(t: string, width: number, indent: string, all = false): string {
  return t.split('\n').map((line) => {
    if (line.length <= width) return all && line.trim() ? indent + line : line;
    const ws = line.split(' ');
    const out: string[] = [];
    let cur = all ? indent : '';
    for (const w of ws) {
      if (cur.trim() && cur.length + 1 + w.length > width) {
        out.push(cur);
        cur = indent + w;
      } else cur = cur.trim() || (cur && !all) ? `${cur} ${w}` : cur + w;
    }
    out.push(cur);
    return out.join('\n');
  }).join('\n');
}

// ---- the corpus ---------------------------------------------------------------------------------------------------

export interface Doc {
  name: string;
  type: string;
  text: string;
  /** the check the suite case is about */
  check?: string;
}

/** The rows of test/common-wording.test.ts, read from its source (a test file cannot be imported outside vitest). */
export async function commonWordingDocs(): Promise<Doc[]> {
  const { readFileSync } = await import('node:fs');
  const { stripTypeScriptTypes } = await import('node:module');
  const src = readFileSync(new URL('../test/common-wording.test.ts', import.meta.url), 'utf8');
  const from = src.indexOf('const agreement');
  const to = src.indexOf('\ndescribe(');
  if (from < 0 || to < 0) throw new Error('test/common-wording.test.ts: rows not found');
  const code = stripTypeScriptTypes(src.slice(from, to));
  const { agreement, cases } = new Function(`${code}\nreturn { agreement, cases };`)() as { agreement: (c: string) => string; cases: { check: string; clause: string; type?: string }[] };
  return cases.map((c, i) => ({ name: `common-wording/${i}`, type: c.type ?? 'msa', text: agreement(c.clause), check: c.check }));
}

/** Both sides of every adverse-suite case, as written and with back matter (as test/adverse/docs.ts builds them). */
export async function adverseSuiteDocs(): Promise<Doc[]> {
  const { CASES } = await import('../test/adverse/cases.ts');
  const { HOLDOUT } = await import('../test/adverse/holdout.ts');
  const { HOLDOUT2 } = await import('../test/adverse/holdout2.ts');
  const { TUNING2 } = await import('../test/adverse/tuning2.ts');
  const { withBackMatter } = await import('../test/adverse/docs.ts');
  const out: Doc[] = [];
  const seen = new Set<string>();
  for (const c of [...CASES, ...HOLDOUT, ...HOLDOUT2, ...TUNING2]) {
    for (const [side, text] of [['adverse', c.adverse.text], ['benign', c.benign.text]] as const) {
      for (const [form, t] of [['plain', text], ['signed', withBackMatter(text)]] as const) {
        if (seen.has(t)) continue;
        seen.add(t);
        out.push({ name: `${c.id}/${side}/${form}`, type: c.type, text: t, check: c.check });
      }
    }
  }
  return out;
}

// ---- readings -----------------------------------------------------------------------------------------------------

export type ReviewFn = (i: { text: string; document_type: string; options?: Record<string, boolean> }) => {
  review: { checks: { check_id: string; outcome: string; position: string; evidence: { start: number; end: number; quote: string }[] }[]; issues: { check_id: string }[] };
};

/** Each check's reading: "outcome / position / issue or no issue". */
export function readings(review: ReviewFn, text: string, type: string): { reads: Map<string, string>; badQuotes: number } {
  const r = review({ text, document_type: type, options: { suggest_redlines: false } });
  const issued = new Set(r.review.issues.map((i) => i.check_id));
  let badQuotes = 0;
  for (const c of r.review.checks) for (const e of c.evidence) if (text.slice(e.start, e.end) !== e.quote) badQuotes++;
  return { reads: new Map(r.review.checks.map((c) => [c.check_id, `${c.outcome} / ${c.position} / ${issued.has(c.check_id) ? 'issue' : 'no issue'}`])), badQuotes };
}

export interface Tally {
  rewrite: string;
  variants: number;
  readings: number;
  changed: number;
  focus: number;
  focusChanged: number;
  badQuotes: number;
  examples: { doc: string; check: string; from: string; to: string }[];
}

export function measure(review: ReviewFn, docs: Doc[], rewrites: Rewrite[], onlyCheck?: string): Tally[] {
  const base = docs.map((d) => readings(review, d.text, d.type).reads);
  return rewrites.map((rw) => {
    const t: Tally = { rewrite: rw.name, variants: 0, readings: 0, changed: 0, focus: 0, focusChanged: 0, badQuotes: 0, examples: [] };
    docs.forEach((d, i) => {
      const v = rw.apply(d.text);
      if (v === d.text) return;
      t.variants++;
      const r = readings(review, v, d.type);
      t.badQuotes += r.badQuotes;
      for (const [check, a] of base[i]) {
        if (onlyCheck && !check.endsWith(onlyCheck)) continue;
        const b = r.reads.get(check) ?? 'absent';
        t.readings++;
        if (check === d.check) t.focus++;
        if (a === b) continue;
        t.changed++;
        if (check === d.check) t.focusChanged++;
        t.examples.push({ doc: d.name, check, from: a, to: b });
      }
    });
    return t;
  });
}

const pct = (n: number, of: number) => (of ? `${((100 * (of - n)) / of).toFixed(1)} %` : '-');

export function table(ts: Tally[]): string {
  const rows = [['rewrite', 'variants', 'readings', 'changed', 'stable', 'case check changed', 'stable', 'bad quotes']];
  for (const t of ts) rows.push([t.rewrite, String(t.variants), String(t.readings), String(t.changed), pct(t.changed, t.readings), `${t.focusChanged} of ${t.focus}`, pct(t.focusChanged, t.focus), String(t.badQuotes)]);
  const all = ts.reduce((a, t) => ({ r: a.r + t.readings, c: a.c + t.changed, f: a.f + t.focus, fc: a.fc + t.focusChanged, v: a.v + t.variants, q: a.q + t.badQuotes }), { r: 0, c: 0, f: 0, fc: 0, v: 0, q: 0 });
  rows.push(['all', String(all.v), String(all.r), String(all.c), pct(all.c, all.r), `${all.fc} of ${all.f}`, pct(all.fc, all.f), String(all.q)]);
  const w = rows[0].map((_, j) => Math.max(...rows.map((r) => r[j].length)));
  return rows.map((r) => r.map((c, j) => (j ? c.padStart(w[j]) : c.padEnd(w[j]))).join('  ')).join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // the suites are TypeScript test sources importing './x.js': resolve those to the .ts files beside them
  (await import('./test-sources.ts')).resolveTestSources();
  const args = process.argv.slice(2);
  const arg = (k: string) => { const i = args.indexOf(k); return i >= 0 ? args[i + 1] : undefined; };
  const engine = arg('--engine') ?? new URL('../dist/index.js', import.meta.url).pathname;
  const review = (await import(engine)).review as ReviewFn;
  const only = arg('--only')?.split(',');
  const rewrites = only ? REWRITES.filter((r) => only.includes(r.name)) : REWRITES;
  const docs = [...(await adverseSuiteDocs()), ...(await commonWordingDocs())];
  const t0 = performance.now();
  const ts = measure(review, docs, rewrites, arg('--check'));
  console.log(`${docs.length} documents (adverse suites: cases, holdout, holdout2, tuning2, as written and with back matter; common-wording rows), ${rewrites.length} rewrites, engine ${engine} [${((performance.now() - t0) / 1000).toFixed(0)} s]\n`);
  console.log(table(ts));
  const show = Number(arg('--show') ?? 0);
  if (show) {
    for (const t of ts) {
      if (!t.examples.length) continue;
      console.log(`\n${t.rewrite}:`);
      const byCheck = new Map<string, number>();
      for (const e of t.examples) byCheck.set(e.check, (byCheck.get(e.check) ?? 0) + 1);
      console.log('  by check: ' + [...byCheck].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(', '));
      for (const e of t.examples.slice(0, show)) console.log(`  ${e.doc} ${e.check}: ${e.from} -> ${e.to}`);
    }
  }
}
