// Smoke test of the installed npm package @contract-analysis/client (see README.md).
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ContractAnalysis } from '@contract-analysis/client';

const document = process.env.CONTRACT_ANALYSIS_SMOKE_DOCUMENT;
const modulePath = fileURLToPath(import.meta.resolve('@contract-analysis/client'));
if (!modulePath.startsWith(process.cwd())) throw new Error(`the client was loaded from ${modulePath}, not from this project`);
const pkg = JSON.parse(readFileSync(fileURLToPath(import.meta.resolve('@contract-analysis/client/package.json')), 'utf8'));

const client = new ContractAnalysis({ maxRetries: 0, timeout: 30_000 }); // key and base URL from the environment
const contract = await client.contracts.review({ document: readFileSync(document), document_type: 'nda', filename: basename(document) });

const fail = (msg) => {
  throw new Error(`smoke: ${msg}`);
};
const review = contract.review;
if (contract.status !== 'completed') fail(`status is ${contract.status}`);
if (typeof review?.risk_score !== 'number' || review.risk_score < 0 || review.risk_score > 100) fail(`risk_score is ${review?.risk_score}`);
if (!Array.isArray(review.issues) || review.issues.length === 0) fail('no issues');
for (const issue of review.issues) {
  if (!['low', 'medium', 'high', 'critical'].includes(issue.severity) || !issue.title) fail(`bad issue ${JSON.stringify(issue)}`);
}
console.log(
  JSON.stringify({
    language: 'node',
    version: pkg.version,
    runtime: `node ${process.versions.node}`,
    id: contract.id,
    risk_score: review.risk_score,
    risk_level: review.risk_level,
    issues: review.issues.length,
    first_issue: `[${review.issues[0].severity}] ${review.issues[0].title}`,
    loaded_from: modulePath,
  }),
);
