// Citation audit over CUAD: reviews every contract text with the msa, nda, licence and services playbooks and
// counts the citations (check evidence and issue citations) that are not operative language: a bare heading
// ("12. LIMITATION OF LIABILITY"), a page line ("-4-") or a filing banner (the engine's isOperative).
// CITATIONS_OUT=file writes one JSON line per check result, so two runs can be compared; CITATIONS_RECOUNT=file
// counts such a file again (a run made before a change, counted with today's definition).
// Run: pnpm --filter @contract-analysis/engine build && node eval/citations.ts
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { review, getBuiltInPlaybook, isOperative } from '../dist/index.js';
import { dataPath } from './data.ts';

const PLAYBOOKS = ['msa', 'nda', 'license', 'services'];
const bare = (quotes: string[]) => quotes.filter((q) => !isOperative(q)).length;

if (process.env.CITATIONS_RECOUNT) {
  const rows = readFileSync(process.env.CITATIONS_RECOUNT, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as { check?: string; quotes: string[] });
  const count = (of: typeof rows) => [of.reduce((n, r) => n + r.quotes.length, 0), of.reduce((n, r) => n + bare(r.quotes), 0)];
  const [evidence, bareEvidence] = count(rows.filter((r) => r.check));
  const [issueCitations, bareIssue] = count(rows.filter((r) => !r.check));
  console.log(JSON.stringify({ evidence, bareEvidence, issueCitations, bareIssue }));
} else {
  const dir = dataPath('cuad', 'full_contract_txt');
  const files = readdirSync(dir).filter((f) => f.endsWith('.txt')).sort().slice(0, Number(process.env.CITATIONS_LIMIT ?? Infinity));
  const lines: string[] = [];
  let evidence = 0, bareEvidence = 0, issueCitations = 0, bareIssue = 0;
  for (const f of files) {
    const text = readFileSync(`${dir}/${f}`, 'utf8');
    for (const id of PLAYBOOKS) {
      const playbook = getBuiltInPlaybook(`pbk_${id}_standard`)!;
      const out = review({ text, document_type: playbook.document_type, playbook });
      for (const c of out.review.checks) {
        const quotes = c.evidence.map((e) => e.quote);
        evidence += quotes.length;
        bareEvidence += bare(quotes);
        lines.push(JSON.stringify({ doc: f, playbook: id, check: c.check_id, outcome: c.outcome, quotes }));
      }
      for (const i of out.review.issues) {
        const quotes = i.citations.map((e) => e.quote);
        issueCitations += quotes.length;
        bareIssue += bare(quotes);
        lines.push(JSON.stringify({ doc: f, playbook: id, issue: i.check_id, quotes }));
      }
    }
  }
  if (process.env.CITATIONS_OUT) writeFileSync(process.env.CITATIONS_OUT, lines.join('\n') + '\n');
  console.log(JSON.stringify({ documents: files.length, playbooks: PLAYBOOKS, evidence, bareEvidence, issueCitations, bareIssue }));
}
