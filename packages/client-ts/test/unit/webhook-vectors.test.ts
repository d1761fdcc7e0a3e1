// Runs every webhook verification vector of spec/contract-tests/webhooks.yaml (see the file's header for the
// format). The library reads the clock through Date, so the vector's `now` is set with vitest's fake Date (timers
// stay real). Data-driven: a new vector runs with no change here, and an expectation this runner does not know fails.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContractAnalysis, WebhookVerificationError, unwrapWebhook } from '../../src/index.js';

interface Vector {
  id: string;
  secrets: string[];
  now: number;
  headers: Record<string, string>;
  body: string;
  expect: { event?: string; unknown_event?: string; error?: string };
}
const file = parse(readFileSync(new URL('../../../../spec/contract-tests/webhooks.yaml', import.meta.url), 'utf8')) as {
  secrets: Record<string, string>;
  bodies: Record<string, string>;
  vectors: Vector[];
};
const spec = JSON.parse(readFileSync(new URL('../../../../spec/dist/openapi.json', import.meta.url), 'utf8'));
/** The event types of this version: the spec's discriminator of Event, which the client's WebhookEvent union is made from. */
const KNOWN_TYPES = Object.keys(spec.components.schemas.Event.discriminator.mapping);

/** The outcome of unwrapping, in the vectors' terms. */
function outcome(run: () => { type: string }) {
  try {
    const event = run();
    return KNOWN_TYPES.includes(event.type) ? { event: event.type } : { unknown_event: event.type };
  } catch (e) {
    if (!(e instanceof WebhookVerificationError)) throw e;
    return { error: e.message };
  }
}

describe('webhooks.yaml', () => {
  afterEach(() => vi.useRealTimers());

  it.each(file.vectors.map((v) => [v.id, v] as const))('%s', (_, v) => {
    expect(Object.keys(v.expect)).toEqual([expect.stringMatching(/^(event|unknown_event|error)$/)]);
    vi.useFakeTimers({ toFake: ['Date'], now: v.now * 1000 });
    const body = file.bodies[v.body];
    const secrets = v.secrets.map((name) => file.secrets[name]);
    expect(outcome(() => unwrapWebhook(body, v.headers, secrets))).toEqual(v.expect);
    // the same through the client, with the body as bytes and the headers as a Headers
    if (secrets.length) {
      const client = new ContractAnalysis({ apiKey: 'cas_test_x', webhookSecret: secrets });
      expect(outcome(() => client.webhooks.unwrap(new TextEncoder().encode(body), new Headers(v.headers)))).toEqual(v.expect);
    }
  });

  it('uses the real clock: the vectors\' deliveries are too old today', () => {
    const v = file.vectors.find((x) => x.id === 'webhook.valid')!;
    expect(() => unwrapWebhook(file.bodies[v.body], v.headers, file.secrets.current)).toThrow('Message timestamp too old');
  });
});
