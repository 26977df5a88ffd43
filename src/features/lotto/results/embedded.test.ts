import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { latestResultsQuery } from '../queries';
import { resultRowFixture } from '../testing';
import { takeEmbeddedResults } from './embedded';

/** The server's data element, as server/plugins/static-results.ts writes it. */
function embed(value: unknown, raw?: string) {
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = 'shell-results-data';
  el.textContent = raw ?? JSON.stringify(value);
  document.body.append(el);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the results written into the page', () => {
  const key = latestResultsQuery().queryKey;
  const data = { items: [resultRowFixture(1)] };

  it('go into the query cache with the time the server read them, once', () => {
    const client = new QueryClient();
    embed({ fetched_at: 1_763_280_000_000, data });
    takeEmbeddedResults(client, key);
    expect(client.getQueryData(key)).toEqual(data);
    expect(client.getQueryState(key)?.dataUpdatedAt).toBe(1_763_280_000_000);
    expect(document.getElementById('shell-results-data')).toBeNull();
  });

  it('do not replace a newer copy (restored from storage), and nothing broken or of another shape is taken', () => {
    const client = new QueryClient();
    const newer = { items: [resultRowFixture(2)] };
    client.setQueryData(key, newer, { updatedAt: 1_763_290_000_000 });
    embed({ fetched_at: 1_763_280_000_000, data });
    takeEmbeddedResults(client, key);
    expect(client.getQueryData(key)).toEqual(newer);

    const empty = new QueryClient();
    embed(undefined, '{not json');
    takeEmbeddedResults(empty, key);
    embed({ fetched_at: 'yesterday', data });
    takeEmbeddedResults(empty, key);
    embed({ fetched_at: 1, data: { rows: [] } });
    takeEmbeddedResults(empty, key);
    expect(empty.getQueryData(key)).toBeUndefined();
  });
});
