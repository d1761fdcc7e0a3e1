// Override sweep (judge round 13c): does every check notice its protection being taken away by a later clause?
//
// For every check of every built-in playbook, the check's own preferred clause (`suggested_language`) is set as a
// numbered clause of a short agreement frame (the base). Each ADVERSE template then takes that clause away by another
// clause (disapplied, deleted, overridden "notwithstanding", replaced by nothing, in the body, a Schedule of Special
// Conditions, an Order Form, a Rider, or in Markdown); its BENIGN twin has the same shape but names a different, ordinary
// clause (or extends the protection). A check counts for a template when its base raises no issue and the frame without
// the clause at all (the absent reading) does: the clause is then a protection whose loss the check should see.
//   adverse flagged: the check raises an issue on the adverse document (the clause read as gone);
//   benign flagged: the check raises an issue on the benign twin (a false alarm).
// The templates are written here, before any run and independently of the engine, and split by a fixed rule: every
// third template (index % 3 === 2) is held out (B), run only at the start and the end of a change; the rest (A) are
// the ones a change may be fitted on.
//
//   pnpm exec node eval/override-sweep.ts [--engine <dist/index.js>] [--set A|B|all] [--show N] [--by-check] [--polarity]

export interface Frame {
  /** the protective clause's number */
  n: number;
  /** an ordinary clause's number (a benign twin names it instead) */
  x: number;
  /** the number a later clause of the body takes */
  k: number;
}

export interface Template {
  name: string;
  /** where the taking-away clause stands */
  place: 'body' | 'schedule' | 'order-form' | 'rider' | 'markdown';
  /** the adverse clause, worded with the protective clause's number `n` (and the frame's `k`) */
  adverse: (n: number, f: Frame) => string;
  /** the benign twin: by default the same clause naming the ordinary clause `x` instead of `n` */
  benign?: (n: number, f: Frame) => string;
}

/** Templates that take a protection away; each has a benign twin of the same shape. */
export const TEMPLATES: Template[] = [
  { name: 'shall-not-apply', place: 'body', adverse: (n) => `Clause ${n} shall not apply.` },
  { name: 'is-deleted', place: 'body', adverse: (n) => `Clause ${n} is deleted.` },
  { name: 'notwithstanding-nothing-binds', place: 'body', adverse: (n) => `Notwithstanding clause ${n}, nothing in clause ${n} binds or benefits either party.` },
  { name: 'replaced-blank', place: 'body', adverse: (n) => `Clause ${n} is replaced by the following: "${n}. [Intentionally left blank.]"` },
  { name: 'special-conditions-not-apply', place: 'schedule', adverse: (n) => `Clause ${n} of the Agreement does not apply.` },
  { name: 'order-form-deleted', place: 'order-form', adverse: (n) => `Clause ${n} of the Terms is deleted and does not form part of this Order.` },
  { name: 'rider-struck-out', place: 'rider', adverse: (n) => `Section ${n} is struck out.` },
  { name: 'markdown-not-apply', place: 'markdown', adverse: (n) => `Clause ${n} will not apply to this Agreement.` },
  { name: 'waived', place: 'body', adverse: (n) => `The parties waive clause ${n} in full.` },
  { name: 'agree-to-disapply', place: 'body', adverse: (n) => `The parties agree to disapply clause ${n}.` },
  { name: 'not-form-part', place: 'body', adverse: (n) => `Clause ${n} shall not form part of this Agreement.` },
  { name: 'ceases-to-have-effect', place: 'rider', adverse: (n) => `With effect from the date of this Rider, clause ${n} shall cease to have effect.` },
  { name: 'us-deleted-in-entirety', place: 'body', adverse: (n) => `Section ${n} is hereby deleted in its entirety and shall be of no further force or effect.` },
  { name: 'special-conditions-not-bound', place: 'schedule', adverse: (n) => `Notwithstanding clause ${n} of the Agreement, neither party shall be bound by that clause.` },
  { name: 'rider-in-place-of', place: 'rider', adverse: (n) => `In place of clause ${n}, the matters dealt with in clause ${n} are left to each party's discretion.` },
  { name: 'order-form-excluded', place: 'order-form', adverse: (n) => `The provisions of clause ${n} of the Terms are excluded from this Order.` },
  { name: 'markdown-deleted-uk', place: 'markdown', adverse: (n) => `Clause ${n} shall be deemed deleted and of no effect.` },
  { name: 'parties-agree-no-longer', place: 'body', adverse: (n) => `The parties agree that clause ${n} no longer applies.` },
];

/** Benign-only templates: a later clause that names the protective clause and leaves it standing or extends it. */
export const BENIGN_ONLY: Template[] = [
  { name: 'applies-to-affiliates', place: 'body', adverse: () => '', benign: (n) => `Clause ${n} applies also to each party's Affiliates.` },
  { name: 'notwithstanding-other-continues', place: 'body', adverse: () => '', benign: (n, f) => `Notwithstanding clause ${f.x}, clause ${n} shall continue to apply in full.` },
  { name: 'survives-termination', place: 'body', adverse: () => '', benign: (n) => `Clause ${n} shall survive the termination or expiry of this Agreement.` },
  { name: 'special-conditions-extends', place: 'schedule', adverse: () => '', benign: (n) => `Clause ${n} of the Agreement applies also to any Statement of Work.` },
  { name: 'rider-other-deleted', place: 'rider', adverse: () => '', benign: (_n, f) => `Clause ${f.x} is deleted and clause ${_n} is unchanged.` },
  { name: 'order-form-prevails-except', place: 'order-form', adverse: () => '', benign: (n) => `Nothing in this Order Form limits clause ${n} of the Terms.` },
];

/**
 * The polarity class: the protection turned into its opposite (a prohibition into a permission, a duty into "need not").
 * `flip` rewrites the preferred clause's first sentence mechanically (null when it states neither); the templates put
 * the flipped sentence in place of the protection, or after it in a later clause that overrides it. Measured, with
 * the same A/B rule; the benign twin flips nothing (the later clause restates the protection).
 */
export function flip(clause: string): string | null {
  const out = flipFirst(clause);
  // (a flip that reads as nonsense is left out: a double negative, a cap's exception list, a sentence unchanged)
  return out && !/\bneither\s+\w+\s+need not\b|^Except\b/i.test(out) && !clause.startsWith(out.replace(/ as it thinks fit\.$/, '')) ? out : null;
}

function flipFirst(clause: string): string | null {
  const first = clause.split(/(?<=\.)\s+(?=[A-Z])/)[0].replace(/\s*,?\s+\b(?:unless|except)\b[^.]*\./, '.');
  const prohibit = /^(.*?\b)(shall not|must not|may not)\s+(.*)$/.exec(first);
  if (prohibit) return `${prohibit[1]}may ${prohibit[3].replace(/\.$/, '')} as it thinks fit.`;
  const neither = /^Neither Party may\s+(.*)$/.exec(first);
  if (neither) return `Either Party may ${neither[1]}`;
  const nothing = /^Nothing in this Agreement permits (.+?) to (.*)$/.exec(first);
  if (nothing) return `${nothing[1][0].toUpperCase()}${nothing[1].slice(1)} may ${nothing[2]}`;
  const duty = /^(.*?\b)shall\s+(?!be\b)(.*)$/.exec(first);
  if (duty) return `${duty[1]}need not ${duty[2]}`;
  return null;
}

export const POLARITY: Template[] = [
  { name: 'polarity-in-place', place: 'body', adverse: () => '' },
  { name: 'polarity-notwithstanding', place: 'body', adverse: () => '' },
  { name: 'polarity-special-conditions', place: 'schedule', adverse: () => '' },
];

/** Held out (B): every third template by its index in its list. */
export const heldOut = (i: number) => i % 3 === 2;

// ---- the frame ----------------------------------------------------------------------------------------------------

/** Each playbook's parties: the role words its preferred clauses use. */
const PARTIES: Record<string, { title: string; a: string; b: string; intro: string }> = {
  nda: { title: 'MUTUAL NON-DISCLOSURE AGREEMENT', a: 'Party', b: 'Party', intro: 'Harbourside Analytics Ltd and Quillon Systems Inc. (each a "Party"; a Party disclosing information is the "Disclosing Party" and a Party receiving it the "Receiving Party")' },
  msa: { title: 'MASTER SERVICES AGREEMENT', a: 'Customer', b: 'Provider', intro: 'Harbourside Analytics Ltd ("Customer") and Quillon Systems Inc. ("Provider")' },
  saas: { title: 'SUBSCRIPTION AGREEMENT', a: 'Customer', b: 'Provider', intro: 'Harbourside Analytics Ltd ("Customer") and Quillon Systems Inc. ("Provider")' },
  services: { title: 'SERVICES AGREEMENT', a: 'Customer', b: 'Provider', intro: 'Harbourside Analytics Ltd ("Customer") and Quillon Systems Inc. ("Provider")' },
  dpa: { title: 'DATA PROCESSING AGREEMENT', a: 'Controller', b: 'Processor', intro: 'Harbourside Analytics Ltd ("Controller") and Quillon Systems Inc. ("Processor")' },
  employment: { title: 'EMPLOYMENT AGREEMENT', a: 'Company', b: 'Employee', intro: 'Harbourside Analytics Ltd (the "Company") and Jane Morrow (the "Employee")' },
  consulting: { title: 'CONSULTING AGREEMENT', a: 'Client', b: 'Consultant', intro: 'Harbourside Analytics Ltd ("Client") and Quillon Advisory LLP ("Consultant")' },
  license: { title: 'SOFTWARE LICENCE AGREEMENT', a: 'Licensee', b: 'Licensor', intro: 'Harbourside Analytics Ltd ("Licensee") and Quillon Systems Inc. ("Licensor")' },
  lease: { title: 'LEASE', a: 'Tenant', b: 'Landlord', intro: 'Harbourside Analytics Ltd (the "Tenant") and Quillon Estates plc (the "Landlord")' },
  other: { title: 'AGREEMENT', a: 'Party', b: 'Party', intro: 'Harbourside Analytics Ltd and Quillon Systems Inc. (each a "Party")' },
};

/** The preferred clause as a contract states it: placeholders filled. */
export function preferredText(s: string): string {
  return s.replace(/\{\{\s*governing_law\s*\}\}/g, 'England and Wales').replace(/\[amount\]/g, '£4,000').replace(/\[([^\]]+)\]/g, '$1');
}

interface Built { text: string }

/**
 * The document: title, parties, ordinary clauses (1 Background, 2 Notices, 3 Counterparts, then the protective clause,
 * then Entire Agreement and a later clause `k` when the template stands in the body), with an Order Form before the
 * terms, or a Schedule or Rider after them, or all of it in Markdown.
 */
export function build(type: string, heading: string, clause: string, place: Template['place'] | 'none', later: string | null): Built & { frame: Frame } {
  const p = PARTIES[type] ?? PARTIES.other;
  const f: Frame = { n: 4, x: 3, k: 6 };
  const clauses: [string, string][] = [
    ['Background', 'The parties wish to set out the terms on which they will deal with each other.'],
    ['Notices', 'Notices under this Agreement shall be in writing and delivered to the addresses set out above.'],
    ['Counterparts', 'This Agreement may be signed in any number of counterparts, each of which is an original.'],
    [heading, clause],
    ['Entire Agreement', 'This Agreement is the whole agreement between the parties about its subject matter.'],
  ];
  if (later !== null && (place === 'body' || place === 'markdown')) clauses.push(['Special Terms', later]);
  const md = place === 'markdown';
  const body = clauses.map(([h, t], i) => (md ? `## ${i + 1}. ${h}\n\n${t}` : `${i + 1}. ${h}. ${t}`)).join('\n\n');
  const head = md ? `# ${p.title}\n\nThis Agreement is made between ${p.intro}.` : `${p.title}\n\nThis Agreement is made between ${p.intro}.`;
  const sign = 'Signed by the parties on the date first written above.';
  let text: string;
  if (later === null || place === 'body' || place === 'markdown' || place === 'none') text = `${head}\n\n${body}\n\n${sign}\n`;
  else if (place === 'schedule') text = `${head}\n\n${body}\n\n${sign}\n\nSCHEDULE 1 – SPECIAL CONDITIONS\n\n1. These Special Conditions prevail over the clauses of the Agreement.\n\n2. ${later}\n`;
  else if (place === 'rider') text = `${head}\n\n${body}\n\n${sign}\n\nRIDER No. 1\n\nThis Rider amends the Agreement and prevails over it.\n\n${later}\n`;
  else text = `ORDER FORM\n\n${p.a === 'Party' ? 'Party A' : p.a}: Harbourside Analytics Ltd\n\nSpecial terms: ${later}\n\nThis Order Form is governed by the Terms below; its special terms prevail over them.\n\nTERMS\n\n${body.replace(/this Agreement/g, 'these Terms')}\n\n${sign}\n`;
  return { text, frame: f };
}

// ---- the sweep ----------------------------------------------------------------------------------------------------

type ReviewFn = (i: { text: string; document_type: string; options?: Record<string, boolean> }) => { review: { checks: { check_id: string; position: string }[]; issues: { check_id: string }[] } };
interface PlaybookLike { id: string; document_type: string; checks: { check_id: string; title: string; suggested_language: string; enabled: boolean }[] }

export interface Row { playbook: string; check: string; template: string; set: 'A' | 'B'; kind: 'adverse' | 'benign'; flagged: boolean; text: string }
export interface SweepResult { rows: Row[]; eligible: Map<string, boolean>; checks: number; polarity: Row[] }

const issueOf = (review: ReviewFn, text: string, type: string, check: string) => review({ text, document_type: type, options: { suggest_redlines: false } }).review.issues.some((i) => i.check_id === check);

export function sweep(review: ReviewFn, playbooks: PlaybookLike[], set: 'A' | 'B' | 'all' = 'all', onlyCheck?: string, polarity = false): SweepResult {
  const rows: Row[] = [];
  const prows: Row[] = [];
  const eligible = new Map<string, boolean>();
  let checks = 0;
  const pick = <T>(list: T[]) => list.map((t, i) => ({ t, s: (heldOut(i) ? 'B' : 'A') as 'A' | 'B' })).filter((x) => set === 'all' || x.s === set);
  for (const pb of playbooks) {
    const type = pb.document_type;
    for (const c of pb.checks) {
      if (!c.enabled || !c.suggested_language?.trim()) continue;
      if (onlyCheck && !c.check_id.endsWith(onlyCheck)) continue;
      checks++;
      const clause = preferredText(c.suggested_language);
      const base = build(type, c.title, clause, 'none', null);
      // (a neutral heading too: a heading in the check's own words can read as the check's topic or cue)
      const absent = build(type, 'Cooperation', 'The parties shall cooperate in good faith.', 'none', null);
      // a protection: read without an issue as written, with one when it is not there at all
      const ok = !issueOf(review, base.text, type, c.check_id) && issueOf(review, absent.text, type, c.check_id);
      eligible.set(c.check_id, ok);
      if (!ok) continue;
      const f = base.frame;
      for (const { t, s } of pick(TEMPLATES)) {
        const adv = build(type, c.title, clause, t.place, t.adverse(f.n, f)).text;
        rows.push({ playbook: pb.id, check: c.check_id, template: t.name, set: s, kind: 'adverse', flagged: issueOf(review, adv, type, c.check_id), text: adv });
        const ben = build(type, c.title, clause, t.place, t.benign ? t.benign(f.n, f) : t.adverse(f.x, f)).text;
        rows.push({ playbook: pb.id, check: c.check_id, template: t.name, set: s, kind: 'benign', flagged: issueOf(review, ben, type, c.check_id), text: ben });
      }
      const flipped = flip(clause);
      if (flipped && polarity) {
        for (const { t, s } of pick(POLARITY)) {
          const adv = t.name === 'polarity-in-place' ? build(type, c.title, flipped, 'none', null).text
            : build(type, c.title, clause, t.place, t.name === 'polarity-notwithstanding' ? `Notwithstanding clause ${f.n}, ${flipped[0].toLowerCase()}${flipped.slice(1)}` : flipped).text;
          prows.push({ playbook: pb.id, check: c.check_id, template: t.name, set: s, kind: 'adverse', flagged: issueOf(review, adv, type, c.check_id), text: adv });
        }
      }
      for (const { t, s } of pick(BENIGN_ONLY)) {
        const ben = build(type, c.title, clause, t.place, t.benign!(f.n, f)).text;
        rows.push({ playbook: pb.id, check: c.check_id, template: `+${t.name}`, set: s, kind: 'benign', flagged: issueOf(review, ben, type, c.check_id), text: ben });
      }
    }
  }
  return { rows, eligible, checks, polarity: prows };
}

export function rate(rows: Row[], kind: Row['kind']): { n: number; flagged: number; pct: number } {
  const r = rows.filter((x) => x.kind === kind);
  const flagged = r.filter((x) => x.flagged).length;
  return { n: r.length, flagged, pct: r.length ? (100 * flagged) / r.length : 0 };
}

function tableBy(rows: Row[], key: (r: Row) => string): string {
  const keys = [...new Set(rows.map(key))];
  const out = [['', 'adverse flagged', '%', 'benign flagged', '%']];
  for (const k of keys) {
    const rs = rows.filter((r) => key(r) === k);
    const a = rate(rs, 'adverse');
    const b = rate(rs, 'benign');
    out.push([k, `${a.flagged}/${a.n}`, a.n ? a.pct.toFixed(1) : '-', `${b.flagged}/${b.n}`, b.n ? b.pct.toFixed(1) : '-']);
  }
  const a = rate(rows, 'adverse');
  const b = rate(rows, 'benign');
  out.push(['all', `${a.flagged}/${a.n}`, a.pct.toFixed(1), `${b.flagged}/${b.n}`, b.pct.toFixed(1)]);
  const w = out[0].map((_, j) => Math.max(...out.map((r) => r[j].length)));
  return out.map((r) => r.map((c, j) => (j ? c.padStart(w[j]) : c.padEnd(w[j]))).join('  ')).join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const arg = (k: string) => { const i = args.indexOf(k); return i >= 0 ? args[i + 1] : undefined; };
  const engine = arg('--engine') ?? new URL('../dist/index.js', import.meta.url).pathname;
  const e = await import(engine);
  const set = (arg('--set') ?? 'all') as 'A' | 'B' | 'all';
  const t0 = performance.now();
  const res = sweep(e.review as ReviewFn, e.listBuiltInPlaybooks() as PlaybookLike[], set, arg('--check'), args.includes('--polarity'));
  const elig = [...res.eligible.values()].filter(Boolean).length;
  console.log(`engine ${engine}; set ${set}; ${res.checks} checks with a preferred clause, ${elig} read as protections (no issue as written, an issue when absent) [${((performance.now() - t0) / 1000).toFixed(0)} s]\n`);
  for (const s of set === 'all' ? ['A', 'B'] : [set]) {
    const rs = res.rows.filter((r) => r.set === s);
    console.log(`== set ${s}: per template ==\n${tableBy(rs, (r) => r.template)}\n`);
    console.log(`== set ${s}: per playbook ==\n${tableBy(rs, (r) => r.playbook)}\n`);
  }
  if (res.polarity.length) {
    console.log(`== polarity (judge round 14): per template ==\n${tableBy(res.polarity, (r) => `${r.template} (${r.set})`)}\n`);
    console.log(`== polarity: per check ==\n${tableBy(res.polarity, (r) => r.check)}\n`);
  }
  if (args.includes('--by-check')) console.log(`== per check ==\n${tableBy(res.rows, (r) => r.check)}\n`);
  const show = Number(arg('--show') ?? 0);
  if (show) {
    const miss = res.rows.filter((r) => (r.kind === 'adverse' ? !r.flagged : r.flagged));
    for (const r of miss.slice(0, show)) console.log(`--- ${r.kind} ${r.flagged ? 'FLAGGED' : 'missed'} ${r.check} ${r.template}\n${r.text}`);
  }
}
