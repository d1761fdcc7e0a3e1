// Review a contract, read its issues, and list your contracts.
//   CONTRACT_ANALYSIS_API_KEY=cas_test_... node quickstart.mjs mutual-nda.txt
import { ContractAnalysis } from '@contract-analysis/client';

const client = new ContractAnalysis(); // reads CONTRACT_ANALYSIS_API_KEY (and CONTRACT_ANALYSIS_BASE_URL)

// The document: a file path, Buffer, Uint8Array, Blob or stream; it is base64-encoded for you.
const { data: contract, request_id } = await client.contracts
  .review({ document: process.argv[2] ?? 'mutual-nda.txt', document_type: 'nda', options: { suggest_redlines: true } })
  .withResponse();
console.log(`${contract.id} ${contract.status}: risk ${contract.review?.risk_score} (request ${request_id})`);
for (const issue of contract.review?.issues ?? []) console.log(`  [${issue.severity}] ${issue.title}`);

// A page of your contracts; `for await (const c of client.contracts.list())` walks every page.
const page = await client.contracts.list({ limit: 5 });
console.log(page.data.map((c) => `${c.id} ${c.status}`).join('\n'));
