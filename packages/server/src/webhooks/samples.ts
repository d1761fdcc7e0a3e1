/** Sample objects for POST /webhooks/{id}/test: plainly marked as test data, valid per the spec. */
export function sampleEventObject(type: string, at: string): Record<string, unknown> {
  if (type === 'playbook.updated') {
    return { id: 'pbk_test_sample', object: 'playbook', name: 'Sample playbook (webhook test)', document_type: 'nda', version: 2, built_in: false, based_on: 'pbk_nda_standard', checks: [], created_at: at, updated_at: at };
  }
  if (type === 'contract.draft.completed') {
    return { id: 'drf_test_sample', object: 'draft', status: 'completed', kind: 'clause', document_type: 'nda', title: 'Sample draft (webhook test)', text: 'This is a test event.', clauses: [], warnings: [], error: null, created_at: at, completed_at: at };
  }
  const failed = type === 'contract.review.failed';
  return {
    id: 'ctr_test_sample', object: 'contract', status: failed ? 'failed' : 'completed', document_type: 'nda', filename: 'webhook-test.txt',
    size_bytes: 0, sha256: '0'.repeat(64), media_type: 'text/plain', pages: null, text_length: 0, clauses: [], key_terms: null, review: null,
    error: failed ? { type: 'https://docs.contract-analysis.example/errors/analysis_failed', title: 'Unprocessable Content', status: 422, code: 'analysis_failed', detail: 'Sample failure (webhook test).', request_id: 'req_testsample' } : null,
    metadata: { test: 'true' }, livemode: false, created_at: at, completed_at: at,
  };
}
