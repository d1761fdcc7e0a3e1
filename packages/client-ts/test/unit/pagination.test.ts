import { describe, expect, it } from 'vitest';
import { CONTRACT, json, mockClient } from './helpers.js';

const pages: Record<string, { ids: string[]; next: string | null }> = {
  '': { ids: ['ctr_a', 'ctr_b'], next: 'ctr_b' },
  ctr_b: { ids: ['ctr_c', 'ctr_d'], next: 'ctr_d' },
  ctr_d: { ids: ['ctr_e'], next: null },
};

function listHandler(request: Request) {
  const url = new URL(request.url);
  const page = pages[url.searchParams.get('starting_after') ?? ''];
  return json(200, {
    object: 'list',
    data: page.ids.map((id) => ({ ...CONTRACT, id })),
    has_more: page.next !== null,
    next_cursor: page.next,
  });
}

describe('pagination', () => {
  it('awaiting a list gives the first page', async () => {
    const { client } = mockClient(listHandler);
    const page = await client.contracts.list({ limit: 2 });
    expect(page.data.map((c) => c.id)).toEqual(['ctr_a', 'ctr_b']);
    expect(page.has_more).toBe(true);
  });

  it('for await walks every item of every page, following next_cursor', async () => {
    const { client, requests } = mockClient(listHandler);
    const ids: string[] = [];
    for await (const contract of client.contracts.list({ limit: 2, status: 'completed' })) ids.push(contract.id);
    expect(ids).toEqual(['ctr_a', 'ctr_b', 'ctr_c', 'ctr_d', 'ctr_e']);
    const queries = requests.map((r) => Object.fromEntries(new URL(r.request.url).searchParams));
    expect(queries).toEqual([
      { limit: '2', status: 'completed' },
      { limit: '2', status: 'completed', starting_after: 'ctr_b' },
      { limit: '2', status: 'completed', starting_after: 'ctr_d' },
    ]);
  });

  it('pages() yields page by page, and breaking early fetches no more', async () => {
    const { client, requests } = mockClient(listHandler);
    const sizes: number[] = [];
    for await (const page of client.webhooks.list().pages()) sizes.push(page.data.length);
    expect(sizes).toEqual([2, 2, 1]);

    requests.length = 0;
    for await (const _ of client.playbooks.list()) break;
    expect(requests).toHaveLength(1);
  });

  it('starts after a given cursor', async () => {
    const { client } = mockClient(listHandler);
    const ids: string[] = [];
    for await (const c of client.contracts.list({ starting_after: 'ctr_b' })) ids.push(c.id);
    expect(ids).toEqual(['ctr_c', 'ctr_d', 'ctr_e']);
  });
});
