// The objects the TypeScript contract suite names by the spec's example ids, made in the server's
// storage before it starts: each is created through the API (in process, with the operator's key),
// then given the example id. The OAuth client gets the example's id and secret.
import path from 'node:path';

export const FIXTURE_IDS = {
  contract: 'ctr_4mT9qWzL2bXe7RkN',
  draft: 'drf_7hQ2nVx9LcPa3ZkM',
  playbook: 'pbk_2Xc8Vn4MqL7tRw9K',
  webhook: 'whk_2sLq8Rt4VbNm6YcX',
  event: 'evt_6Tn3Kp9WqZ1xRb4M',
  delivery: 'dlv_5Rk2Wm9QxT4nLb7C',
  client: 'cli_9Qw2Er5TyU8iOp3A',
  clientSecret: 'cas_secret_example',
};

const NDA = `MUTUAL NONDISCLOSURE AGREEMENT

This Mutual Nondisclosure Agreement (the "Agreement") is entered into as of March 3, 2026 between Northwind Analytics, Inc. ("Northwind") and Bluefin Robotics Ltd. ("Bluefin").

1. Confidential Information. "Confidential Information" means all information disclosed by either party, whether orally or in writing, that is marked confidential or would reasonably be understood to be confidential.

2. Obligations. The Receiving Party shall use Confidential Information solely to evaluate a potential business relationship and may disclose it only to its employees who need to know it.

3. Term. This Agreement remains in effect for two (2) years from the Effective Date. The obligations of confidentiality survive for three (3) years after termination.

4. Return of Information. Upon request, the Receiving Party shall promptly return or destroy all Confidential Information.

5. Governing Law. This Agreement is governed by the laws of the State of New York.
`;

export async function seedFixtures({ key, dataDir, pkgDir }) {
  const dist = (f) => path.join(pkgDir, 'dist', f);
  const { createService, loadConfig } = await import(dist('index.js'));
  const { sha256Hex, ALL_SCOPES } = await import(dist('auth.js'));
  const svc = await createService(loadConfig({ NODE_ENV: 'production', CAS_DEV: '0' }, { dataDir, databaseUrl: undefined, workers: false, logLevel: 'error', rateLimit: 1e6 }), { logger: false });
  try {
    const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
    const post = async (url, body) => {
      const r = await svc.app.inject({ method: 'POST', url, headers, payload: JSON.stringify(body) });
      if (r.statusCode >= 300) throw new Error(`fixture ${url}: ${r.statusCode} ${r.body}`);
      return r.json();
    };
    const contract = await post('/v1/contracts/review', { document: Buffer.from(NDA).toString('base64'), document_type: 'nda', filename: 'northwind-bluefin-nda.txt' });
    const draft = await post('/v1/contracts/draft', { prompt: 'A mutual NDA between Northwind Analytics, Inc. and Bluefin Robotics Ltd., two-year term, New York law.', kind: 'document', document_type: 'nda' });
    const playbook = await post('/v1/playbooks', { based_on: 'pbk_nda_standard', name: 'Northwind NDA positions' });
    const webhook = await post('/v1/webhooks', { url: 'https://hooks.northwind.example/contract-analysis', events: ['contract.review.completed'] });
    // A delivery of the webhook that failed for good (the WebhookDelivery example), to list and replay.
    const event = await post(`/v1/webhooks/${webhook.id}/test`, { type: 'contract.review.completed' });
    const db = svc.storage.db;
    await db.updateTable('events').set({ id: FIXTURE_IDS.event }).where('id', '=', event.id).execute();
    await db.updateTable('webhook_deliveries')
      .set({ id: FIXTURE_IDS.delivery, event_id: FIXTURE_IDS.event, webhook_id: FIXTURE_IDS.webhook, status: 'failed', attempts: 8, last_status: 503, last_error: 'The endpoint answered 503.', last_attempt_ms: Date.now() })
      .where('event_id', '=', event.id).execute();
    await db.updateTable('contracts').set({ id: FIXTURE_IDS.contract }).where('id', '=', contract.id).execute();
    await db.updateTable('drafts').set({ id: FIXTURE_IDS.draft }).where('id', '=', draft.id).execute();
    await db.updateTable('playbooks').set({ id: FIXTURE_IDS.playbook }).where('id', '=', playbook.id).execute();
    await db.updateTable('webhooks').set({ id: FIXTURE_IDS.webhook }).where('id', '=', webhook.id).execute();
    const acct = (await db.selectFrom('credentials').select('account_id').where('hash', '=', sha256Hex(key)).executeTakeFirstOrThrow()).account_id;
    await svc.storage.credentials.insert({
      id: FIXTURE_IDS.client, account_id: acct, kind: 'client', prefix: FIXTURE_IDS.client, hash: sha256Hex(FIXTURE_IDS.clientSecret),
      scopes: ALL_SCOPES.join(' '), livemode: 0, client_id: null, expires_ms: null,
    });
  } finally {
    await svc.close();
  }
}
