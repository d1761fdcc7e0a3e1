// The contract suite of @contract-analysis/client: one test per scenario of
// spec/contract-tests/scenarios.yaml, named by the scenario id. Run it with
//   node tools/contract-tests/run.mjs @contract-analysis/client [--target proxy]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  APIError,
  BinaryResponse,
  NotAcceptableError,
  AuthenticationError,
  ConflictError,
  ContractAnalysis,
  InternalServerError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  UnprocessableEntityError,
} from '../../src/index.js';
import { API_KEY, BASE_URL, MOCK, NDA_BYTES, TRUNCATED_PDF, client, expectError, restrictedKey } from './helpers.js';

// Error scenarios choose their answer with Prism's selector against the mock; against the real server
// (proxy) each is provoked by a real bad request (see each scenario). These few have no real provocation
// from here and run against the mock only (the same set as the Python, Ruby and Java suites' MOCK_ONLY).
const MOCK_ONLY: Record<string, string> = {
  'reviewContract.too_large': "Prism's proxy refuses a body over 10 MB itself (not as problem+json), before the server",
  'listContracts.rate_limited': "the conformance server's rate limit is raised for Schemathesis",
  'downloadContract.conflict': "the server's worker may complete a queued review before the download: no fixed answer",
  'retrieveContract.server_error': 'a healthy server has no request that answers 500',
};

/** A scenario of MOCK_ONLY: skipped against the server (its reason is in MOCK_ONLY). */
function mockOnly(id: string, fn: () => Promise<void>) {
  if (!(id in MOCK_ONLY)) throw new Error(`${id} is not in MOCK_ONLY: give the reason there`);
  it.skipIf(!MOCK)(id, fn);
}

// The spec's example OAuth client; the server's conformance run seeds it (with secret cas_secret_example).
const OAUTH_CLIENT = 'cli_9Qw2Er5TyU8iOp3A';

describe('contracts', () => {
  it('reviewContract.created', async () => {
    // Prism would otherwise build the 201 from the Contract schema's own example (review: null).
    const { client: c } = client('example=completed');
    const { data, response } = await c.contracts
      .review({ document: NDA_BYTES, document_type: 'nda', filename: 'nda.txt' })
      .withResponse();
    expect(response.status).toBe(201);
    expect(data.object).toBe('contract');
    expect(data.status).toBe('completed');
    expect(typeof data.review?.risk_score).toBe('number');
    expect(Array.isArray(data.review?.issues)).toBe(true);
    // the key terms carry how terms without a value are stated (none in this NDA) and whose notice it is (none)
    expect(data.key_terms?.sources).toEqual({});
    expect(data.key_terms?.notice_period_given_by).toBeNull();
    // how the term ends is one of the spec's kinds (fixed in the example; this NDA states no term), with no renewal
    expect(['fixed', 'not_stated']).toContain(data.key_terms?.term_kind);
    expect(data.key_terms?.renewal_term).toBeNull();
    expect(response.headers.get('request-id')).toMatch(/^req_/);
  });

  it('reviewContract.async', async () => {
    const { client: c, seen } = client('code=202, example=queued');
    const { data, response } = await c.contracts
      .review({ document: NDA_BYTES, document_type: 'nda', respondAsync: true })
      .withResponse();
    expect(seen.clientPrefer[0]).toBe('respond-async');
    expect(response.status).toBe(202);
    expect(data.status).toBe('queued');
    expect(response.headers.get('location')).toMatch(/\/contracts\/ctr_/);
  });

  it('reviewContract.unprocessable', async () => {
    const { client: c } = client('code=422');
    // Against the server: a PDF cut off before its end-of-file marker. (An unknown document_type would be
    // refused by Prism's own request validation before it reached the server.)
    const err = await expectError(
      c.contracts.review({ document: TRUNCATED_PDF, document_type: 'nda', filename: 'contract.pdf' }),
      UnprocessableEntityError,
      422,
    );
    expect((err as APIError).code).toBe(MOCK ? 'unknown_document_type' : 'corrupt_document');
  });

  mockOnly('reviewContract.too_large', async () => {
    const { client: c } = client('code=413');
    const err = await expectError(c.contracts.review({ document: NDA_BYTES, document_type: 'nda' }), APIError, 413);
    expect((err as APIError).code).toBe('document_too_large');
  });

  it('reviewContract.unauthorized', async () => {
    const { client: c } = client('code=401', { apiKey: 'cas_test_not_a_valid_key' });
    await expectError(c.contracts.review({ document: NDA_BYTES, document_type: 'nda' }), AuthenticationError, 401);
  });

  it('askContract.ok', async () => {
    const { client: c } = client();
    const { data, response } = await c.contracts
      .ask({ contract_id: 'ctr_4mT9qWzL2bXe7RkN', question: 'How long do the confidentiality obligations last?' })
      .withResponse();
    expect(response.status).toBe(200);
    expect(data.object).toBe('answer');
    const scores = data.citations.map((x) => x.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it('askContract.not_found', async () => {
    const { client: c } = client('code=404');
    await expectError(c.contracts.ask({ contract_id: 'ctr_doesNotExist00', question: 'Term?' }), NotFoundError, 404);
  });

  it('draftContract.created', async () => {
    const { client: c } = client();
    const { data, response } = await c.contracts
      .draft({ prompt: 'A mutual NDA, two-year term, New York law.', kind: 'document', document_type: 'nda' })
      .withResponse();
    expect(response.status).toBe(201);
    expect(data.object).toBe('draft');
  });

  it('draftContract.forbidden', async () => {
    const { client: c } = client('code=403', { apiKey: await restrictedKey() });
    const err = await expectError(c.contracts.draft({ prompt: 'An NDA.', kind: 'document' }), PermissionDeniedError, 403);
    if (!MOCK) expect((err as APIError).code).toBe('insufficient_scope');
  });

  it('retrieveContract.ok', async () => {
    const { client: c } = client();
    const { data, response } = await c.contracts.retrieve('ctr_4mT9qWzL2bXe7RkN').withResponse();
    expect(response.status).toBe(200);
    expect(data.id).toMatch(/^ctr_/);
  });

  it('retrieveContract.not_found', async () => {
    const { client: c } = client('code=404');
    await expectError(c.contracts.retrieve('ctr_doesNotExist00'), NotFoundError, 404);
  });

  it('listContracts.ok', async () => {
    const { client: c } = client();
    const first = await c.contracts.list({ limit: 2 });
    expect(first.object).toBe('list');
    // Prism answers every page with the same example (has_more: true), so stop after a few.
    const seen: string[] = [];
    for await (const contract of c.contracts.list({ limit: 2 })) {
      expect(contract.object).toBe('contract');
      seen.push(contract.id);
      if (seen.length >= 3) break;
    }
    expect(seen.length).toBe(first.has_more ? 3 : Math.min(3, first.data.length));
  });

  mockOnly('listContracts.rate_limited', async () => {
    const { client: c } = client('code=429');
    const err = await expectError(c.contracts.list({ limit: 2 }), RateLimitError, 429);
    expect((err as APIError).headers?.get('retry-after')).toMatch(/^\d+$/);
  });

  it('retrieveDraft.ok', async () => {
    const { client: c } = client();
    const { data, response } = await c.drafts.retrieve('drf_7hQ2nVx9LcPa3ZkM').withResponse();
    expect(response.status).toBe(200);
    expect(data.object).toBe('draft');
  });

  it('retrieveDraft.not_found', async () => {
    const { client: c } = client('code=404');
    await expectError(c.drafts.retrieve('drf_doesNotExist00'), NotFoundError, 404);
  });
});

describe('benchmarks', () => {
  it('listBenchmarks.ok', async () => {
    const { client: c, seen } = client();
    const { data, response } = await c.benchmarks
      .list({ clause_type: ['governing_law', 'non_compete'], industry: ['license'] })
      .withResponse();
    expect(response.status).toBe(200);
    expect(data.object).toBe('list');
    expect(new URL(seen.requests[0].url).searchParams.getAll('clause_type')).toEqual(['governing_law', 'non_compete']);
  });

  it('listBenchmarks.unauthorized', async () => {
    const { client: c } = client('code=401', { apiKey: 'cas_test_not_a_valid_key' });
    await expectError(c.benchmarks.list(), AuthenticationError, 401);
  });

  it('listBenchmarkClauseTypes.ok', async () => {
    const { client: c } = client();
    const { data, response } = await c.benchmarks.clauseTypes().withResponse();
    expect(response.status).toBe(200);
    expect(data.object).toBe('list');
  });

  it('listBenchmarkIndustries.ok', async () => {
    const { client: c } = client();
    const { data, response } = await c.benchmarks.industries().withResponse();
    expect(response.status).toBe(200);
    expect(data.object).toBe('list');
  });
});

describe('playbooks', () => {
  it('listPlaybooks.ok', async () => {
    const { client: c } = client();
    const page = await c.playbooks.list({ document_type: 'nda' }).withResponse();
    expect(page.response.status).toBe(200);
    expect(page.data.object).toBe('list');
  });

  it('createPlaybook.created', async () => {
    const { client: c, seen } = client();
    const { data, response } = await c.playbooks
      .create({ based_on: 'pbk_nda_standard', name: 'Northwind NDA positions', checks: [{ check_id: 'nda.term_length', severity: 'high' }] })
      .withResponse();
    expect(response.status).toBe(201);
    expect(data.object).toBe('playbook');
    expect(seen.requests[0].headers.get('idempotency-key')).toBeTruthy();
  });

  it('createPlaybook.not_found', async () => {
    const { client: c } = client('code=404');
    // based_on names no built-in playbook.
    await expectError(c.playbooks.create({ based_on: 'pbk_doesNotExist', name: 'x' }), NotFoundError, 404);
  });

  it('retrievePlaybook.ok', async () => {
    const { client: c } = client();
    const { data, response } = await c.playbooks.retrieve('pbk_nda_standard').withResponse();
    expect(response.status).toBe(200);
    expect(data.object).toBe('playbook');
  });

  it('updatePlaybook.ok', async () => {
    const { client: c } = client();
    const { data, response } = await c.playbooks
      .update('pbk_2Xc8Vn4MqL7tRw9K', { checks: [{ check_id: 'nda.residuals', enabled: false }] })
      .withResponse();
    expect(response.status).toBe(200);
    expect(data.object).toBe('playbook');
  });

  it('updatePlaybook.conflict', async () => {
    const { client: c } = client('code=409');
    // A built-in playbook cannot be changed. With retries on, a 409 that is not
    // idempotency_conflict would be retried; this one still ends as ConflictError.
    await expectError(c.playbooks.update('pbk_nda_standard', { name: 'mine' }), ConflictError, 409);
  });

  it('listPlaybookVersions.ok', async () => {
    const { client: c, seen } = client();
    const first = await c.playbooks.listVersions('pbk_nda_standard', { limit: 10 });
    expect(first.object).toBe('list');
    expect(new URL(seen.requests[0].url).pathname).toMatch(/\/playbooks\/pbk_nda_standard\/versions$/);
    const versions = [];
    for await (const v of c.playbooks.listVersions('pbk_nda_standard', { limit: 10 })) {
      versions.push(v);
      if (versions.length >= 3) break;
    }
    expect(versions.length).toBe(Math.min(3, first.has_more ? 3 : first.data.length));
    for (const v of versions) {
      expect(v.object).toBe('playbook_version');
      expect(Number.isInteger(v.version)).toBe(true);
      expect(Array.isArray(v.changes)).toBe(true);
    }
  });

  it('listPlaybookVersions.not_found', async () => {
    const { client: c } = client('code=404');
    await expectError(c.playbooks.listVersions('pbk_doesNotExist'), NotFoundError, 404);
  });

  it('retrievePlaybookVersion.ok', async () => {
    const { client: c, seen } = client();
    // a built-in playbook serves its current version only: ask for the one the playbook reports
    const { version } = await c.playbooks.retrieve('pbk_nda_standard');
    const { data, response } = await c.playbooks.retrieveVersion('pbk_nda_standard', version).withResponse();
    expect(response.status).toBe(200);
    expect(new URL(seen.requests[1].url).pathname).toMatch(new RegExp(`/playbooks/pbk_nda_standard/versions/${version}$`));
    expect(data.object).toBe('playbook_version');
    expect(Array.isArray(data.checks)).toBe(true);
  });

  it('retrievePlaybookVersion.not_found', async () => {
    const { client: c } = client('code=404');
    // The playbook exists; it has no version 999.
    await expectError(c.playbooks.retrieveVersion('pbk_nda_standard', 999), NotFoundError, 404);
  });
});

describe('webhooks', () => {
  it('createWebhook.created', async () => {
    const { client: c } = client();
    const { data, response } = await c.webhooks
      .create({ url: 'https://hooks.northwind.example/contract-analysis', events: ['contract.review.completed'] })
      .withResponse();
    expect(response.status).toBe(201);
    expect(data.secret).toMatch(/^whsec_/);
  });

  it('createWebhook.unprocessable', async () => {
    const { client: c } = client('code=422');
    // A private-network address: the server delivers to public HTTPS endpoints only.
    const err = await expectError(
      c.webhooks.create({ url: 'https://10.0.0.8/hook', events: ['contract.review.completed'] }),
      UnprocessableEntityError,
      422,
    );
    if (!MOCK) expect((err as APIError).code).toBe('invalid_webhook_url');
  });

  it('listWebhooks.ok', async () => {
    const { client: c } = client();
    const items = [];
    for await (const w of c.webhooks.list({ limit: 10 })) {
      items.push(w);
      if (items.length >= 3) break;
    }
    for (const w of items) expect(w.object).toBe('webhook');
  });

  it('retrieveWebhook.ok', async () => {
    const { client: c } = client();
    const { data, response } = await c.webhooks.retrieve('whk_2sLq8Rt4VbNm6YcX').withResponse();
    expect(response.status).toBe(200);
    expect(data.object).toBe('webhook');
  });

  it('retrieveWebhook.not_found', async () => {
    const { client: c } = client('code=404');
    await expectError(c.webhooks.retrieve('whk_doesNotExist00'), NotFoundError, 404);
  });

  it('deleteWebhook.ok', async () => {
    const { client: c } = client();
    const { data, response } = await c.webhooks.delete('whk_2sLq8Rt4VbNm6YcX').withResponse();
    expect(response.status).toBe(200);
    expect(data.deleted).toBe(true);
  });

  it('testWebhook.accepted', async () => {
    const { client: c } = client();
    const { data: event, response } = await c.webhooks
      .test('whk_2sLq8Rt4VbNm6YcX', { type: 'contract.review.completed' })
      .withResponse();
    expect(response.status).toBe(202);
    expect(event.id).toMatch(/^evt_/);
    if (event.type === 'contract.review.completed') {
      // Narrowed by `type`: data.object is a Contract.
      expect(event.data.object.object).toBe('contract');
    } else {
      throw new Error(`unexpected event type ${event.type}`);
    }
  });
});

describe('webhook management', () => {
  // Against Prism any id works and the spec's example ids read best. Against the real server
  // (proxy) each scenario makes its own webhook, and a delivery through a test event, so that it
  // neither depends on nor changes the shared fixture webhook (which deleteWebhook.ok deletes).
  const EXAMPLE_WEBHOOK = 'whk_2sLq8Rt4VbNm6YcX';
  const EXAMPLE_DELIVERY = 'dlv_5Rk2Wm9QxT4nLb7C';

  async function aWebhook(c: ContractAnalysis): Promise<string> {
    if (MOCK) return EXAMPLE_WEBHOOK;
    const created = await c.webhooks.create({
      url: 'https://hooks.northwind.example/contract-analysis',
      events: ['contract.review.completed'],
    });
    return created.id;
  }

  async function aDelivery(c: ContractAnalysis, webhookId: string): Promise<string> {
    if (MOCK) return EXAMPLE_DELIVERY;
    const event = await c.webhooks.test(webhookId, { type: 'contract.review.completed' });
    for await (const d of c.webhooks.listDeliveries(webhookId)) if (d.event_id === event.id) return d.id;
    throw new Error(`no delivery of ${event.id} listed for ${webhookId}`);
  }

  it('updateWebhook.ok', async () => {
    const { client: c, seen } = client();
    const id = await aWebhook(c);
    const before = seen.requests.length;
    // Re-enabling is what a disabled webhook needs; on an enabled one it changes nothing.
    const { data, response } = await c.webhooks.update(id, { status: 'enabled' }).withResponse();
    expect(response.status).toBe(200);
    expect(data.object).toBe('webhook');
    expect(data.id).toBe(id);
    expect(data.status).toBe('enabled');
    expect(data.disabled_reason).toBeNull();
    expect(data).not.toHaveProperty('secret');
    const request = seen.requests[before];
    expect(request.method).toBe('PATCH');
    expect(request.headers.get('idempotency-key')).toBeTruthy();
  });

  it('rotateWebhookSecret.ok', async () => {
    const { client: c, seen } = client();
    const id = await aWebhook(c);
    const before = seen.requests.length;
    const { data, response } = await c.webhooks
      .rotateSecret(id, { expire_previous_after_seconds: 3600 })
      .withResponse();
    expect(response.status).toBe(200);
    expect(data.id).toBe(id);
    expect(data.secret).toMatch(/^whsec_[A-Za-z0-9+/=]+$/);
    expect(Date.parse(data.previous_secret_expires_at ?? '')).not.toBeNaN();
    expect(seen.requests[before].headers.get('idempotency-key')).toBeTruthy();
  });

  it('listWebhookDeliveries.ok', async () => {
    const { client: c, seen } = client();
    const id = await aWebhook(c);
    const before = seen.requests.length;
    const first = await c.webhooks.listDeliveries(id, { status: 'failed', limit: 10 });
    expect(first.object).toBe('list');
    expect(new URL(seen.requests[before].url).searchParams.get('status')).toBe('failed');
    const deliveries = [];
    for await (const d of c.webhooks.listDeliveries(id, { status: 'failed', limit: 10 })) {
      deliveries.push(d);
      if (deliveries.length >= 3) break;
    }
    expect(deliveries.length).toBe(Math.min(3, first.has_more ? 3 : first.data.length));
    for (const d of deliveries) {
      expect(d.object).toBe('webhook_delivery');
      expect(d.id).toMatch(/^dlv_/);
      expect(d.webhook_id).toBe(id);
      expect(d.status).toBe('failed');
    }
  });

  it('replayWebhookDelivery.accepted', async () => {
    const { client: c, seen } = client();
    const id = await aWebhook(c);
    const deliveryId = await aDelivery(c, id);
    const before = seen.requests.length;
    const { data, response } = await c.webhooks.replayDelivery(id, deliveryId).withResponse();
    expect(response.status).toBe(202);
    expect(data.object).toBe('webhook_delivery');
    expect(data.id).toBe(deliveryId);
    expect(data.event_id).toMatch(/^evt_/);
    expect(seen.requests[before].headers.get('idempotency-key')).toBeTruthy();
  });

  it('replayWebhookDelivery.conflict', async () => {
    const { client: c } = client('code=409');
    let id = EXAMPLE_WEBHOOK;
    let deliveryId = EXAMPLE_DELIVERY;
    if (!MOCK) {
      // The real provocation: a replay to a webhook that is disabled.
      const { client: setup } = client();
      id = await aWebhook(setup);
      deliveryId = await aDelivery(setup, id);
      const paused = await setup.webhooks.update(id, { status: 'disabled' });
      expect(paused.status).toBe('disabled');
    }
    const err = await expectError(c.webhooks.replayDelivery(id, deliveryId), ConflictError, 409);
    if (!MOCK) expect((err as APIError).code).toBe('webhook_disabled');
  });
});

describe('downloads', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'ca-downloads-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));
  const DOCX = /^application\/vnd\.openxmlformats-officedocument\.wordprocessingml\.document/;

  /** A binary answer: bytes, its type, and the same bytes in a file. Against the real server a DOCX is a ZIP (PK). */
  async function expectDocx(file: BinaryResponse, name: string) {
    expect(file).toBeInstanceOf(BinaryResponse);
    expect(file.contentType).toMatch(DOCX);
    const path = await file.saveTo(join(tmp, name));
    expect(readFileSync(path).equals(Buffer.from(file.bytes))).toBe(true);
    if (!MOCK) expect(Buffer.from(file.bytes.subarray(0, 2)).toString('latin1')).toBe('PK');
  }

  it('downloadContract.ok', async () => {
    const { client: c, seen } = client();
    const id = MOCK ? 'ctr_4mT9qWzL2bXe7RkN' : (await c.contracts.review({ document: NDA_BYTES, document_type: 'nda' })).id;
    const { data, response } = await c.contracts.download(id).withResponse();
    expect(response.status).toBe(200);
    expect(seen.requests.at(-1)!.headers.get('accept')).toMatch(DOCX);
    await expectDocx(data, 'contract.docx');
  });

  it('downloadContract.not_found', async () => {
    const { client: c } = client('code=404');
    await expectError(c.contracts.download('ctr_doesNotExist0000'), NotFoundError, 404);
  });

  mockOnly('downloadContract.conflict', async () => {
    const { client: c } = client('code=409');
    await expectError(c.contracts.download('ctr_4mT9qWzL2bXe7RkN'), ConflictError, 409);
  });

  it('downloadContract.not_acceptable', async () => {
    const { client: c } = client('code=406');
    const id = MOCK ? 'ctr_4mT9qWzL2bXe7RkN' : (await c.contracts.review({ document: NDA_BYTES, document_type: 'nda' })).id;
    // Against the server, a per-request header replaces the client's Accept (Prism cannot answer it: it selects 406).
    const err = await expectError(c.contracts.download(id, MOCK ? {} : { headers: { Accept: 'application/pdf' } }), NotAcceptableError, 406);
    if (!MOCK) expect((err as APIError).code).toBe('not_acceptable');
  });

  it('downloadDraft.ok', async () => {
    const { client: c } = client();
    const id = MOCK ? 'drf_7hQ2nVx9LcPa3ZkM' : (await c.contracts.draft({ prompt: 'A mutual NDA between Harbor Lane Software, Inc. and Tidewater Instruments Ltd., New York law.', kind: 'document' })).id;
    const { data, response } = await c.drafts.download(id).withResponse();
    expect(response.status).toBe(200);
    await expectDocx(data, 'draft.docx');
  });

  it('downloadDraft.not_found', async () => {
    const { client: c } = client('code=404');
    await expectError(c.drafts.download('drf_doesNotExist0000'), NotFoundError, 404);
  });
});

describe('api keys', () => {
  it('listApiKeys.ok', async () => {
    const { client: c } = client();
    const keys = [];
    for await (const key of c.apiKeys.list({ limit: 10 })) {
      keys.push(key);
      if (keys.length >= 3) break;
    }
    for (const key of keys) {
      expect(key.object).toBe('api_key');
      expect(key.prefix).toMatch(/^cas_(live|test)_/);
      expect(key.secret).toBeUndefined(); // never a secret
    }
  });

  it('createApiKey.created', async () => {
    const { client: c } = client();
    const { data: key, response } = await c.apiKeys.create({ name: 'contract suite', scopes: ['benchmarks:read'], mode: 'test' }).withResponse();
    expect(response.status).toBe(201);
    expect(key.object).toBe('api_key');
    expect(key.secret).toMatch(/^cas_(test|live)_/);
    if (!MOCK) expect(key.secret).toMatch(/^cas_test_/);
    // The new secret authenticates a request.
    const withNewKey = new ContractAnalysis({ apiKey: key.secret!, baseURL: BASE_URL, maxRetries: 0 });
    expect((await withNewKey.benchmarks.clauseTypes()).object).toBe('list');
  });

  it('createApiKey.forbidden', async () => {
    // Against the server: a key with only benchmarks:read may not make keys.
    const { client: c } = client('code=403', { apiKey: await restrictedKey() });
    const err = await expectError(c.apiKeys.create({ name: 'too much', scopes: ['keys:manage'] }), PermissionDeniedError, 403);
    if (!MOCK) expect((err as APIError).code).toBe('insufficient_scope');
  });

  it('deleteApiKey.ok', async () => {
    const { client: c } = client();
    const key = MOCK ? { id: 'key_3vN8qLm2XbT7wRcK', secret: undefined } : await c.apiKeys.create({ name: 'to revoke', scopes: ['benchmarks:read'] });
    const deleted = await c.apiKeys.delete(key.id);
    expect(deleted.id).toBe(key.id);
    expect(deleted.deleted).toBe(true);
    if (!MOCK) {
      const revoked = new ContractAnalysis({ apiKey: key.secret!, baseURL: BASE_URL, maxRetries: 0 });
      await expectError(revoked.benchmarks.clauseTypes(), AuthenticationError, 401);
    }
  });

  it('deleteApiKey.not_found', async () => {
    const { client: c } = client('code=404');
    await expectError(c.apiKeys.delete('key_doesNotExist0000'), NotFoundError, 404);
  });
});

describe('oauth', () => {
  it('createToken.ok', async () => {
    const { client: c, seen } = client();
    const { data, response } = await c.oauth
      .createToken({ grant_type: 'client_credentials', client_id: OAUTH_CLIENT, client_secret: 'cas_secret_example', scope: 'contracts:read' })
      .withResponse();
    expect(response.status).toBe(200);
    expect(data.token_type).toBe('Bearer');
    expect(seen.requests[0].headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    // The token endpoint is not called with the client's API key (its security is ClientBasic or the form body).
    expect(seen.requests[0].headers.get('authorization')).toBeNull();

    // The same credentials given to the client: it fetches its own token and sends that one as Bearer (a real
    // server issues a new token per token request, so it is compared with the token this client was given).
    const requests: Request[] = [];
    const issued: string[] = [];
    const oauthClient = new ContractAnalysis({
      baseURL: BASE_URL,
      oauth: { clientId: OAUTH_CLIENT, clientSecret: 'cas_secret_example' },
      fetch: async (url, init) => {
        requests.push(new Request(url, init));
        const res = await fetch(url, init);
        if (url.endsWith('/oauth/token')) issued.push(((await res.clone().json()) as { access_token: string }).access_token);
        return res;
      },
    });
    await oauthClient.benchmarks.clauseTypes();
    await oauthClient.benchmarks.industries();
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual(['/oauth/token', '/benchmarks/clause-types', '/benchmarks/industries']);
    expect(issued).toHaveLength(1);
    expect(requests[1].headers.get('authorization')).toBe(`Bearer ${issued[0]}`);
    expect(requests[2].headers.get('authorization')).toBe(`Bearer ${issued[0]}`); // reused until it nears expiry
  });

  it('createToken.invalid_client', async () => {
    const { client: c } = client('code=401');
    // A known client with the wrong secret.
    const err = await expectError(
      c.oauth.createToken({ grant_type: 'client_credentials', client_id: OAUTH_CLIENT, client_secret: 'wrong' }),
      AuthenticationError,
      401,
    );
    if (!MOCK) expect((err as APIError).code).toBe('invalid_client');
  });
});

describe('server errors', () => {
  mockOnly('retrieveContract.server_error', async () => {
    const { client: c } = client('code=500');
    await expectError(c.contracts.retrieve('ctr_4mT9qWzL2bXe7RkN'), InternalServerError, 500);
  });
});

it('sends the User-Agent and the API key', async () => {
  const { client: c, seen } = client();
  await c.contracts.retrieve('ctr_4mT9qWzL2bXe7RkN');
  expect(seen.requests[0].headers.get('user-agent')).toMatch(/^contract-analysis-node\/\d+\.\d+\.\d+\S* \(spec \d+\.\d+\.\d+; node \d+\.\d+\.\d+\)$/);
  expect(seen.requests[0].headers.get('authorization')).toBe(`Bearer ${API_KEY}`);
});
