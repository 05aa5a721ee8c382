import { describe, expect, it } from 'vitest';
import { isOutage } from './outage';
import { BulkRefusedError } from '../search/opensearch/search-cluster';

const withProps = (message: string, props: Record<string, unknown>) =>
  Object.assign(new Error(message), props);

describe('a failure that is an outage, not the event', () => {
  it('takes a refused or broken connection, to the database or the search cluster', () => {
    expect(isOutage(withProps('connect ECONNREFUSED 127.0.0.1:9200', { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isOutage(withProps('socket hang up', { code: 'ECONNRESET' }))).toBe(true);
    expect(isOutage(withProps('terminating connection', { code: '57P01' }))).toBe(true);
    expect(isOutage(withProps('connection failure', { code: '08006' }))).toBe(true);
    expect(isOutage(withProps('Timeout acquiring a connection', { name: 'KnexTimeoutError' }))).toBe(true);
  });

  it("takes the search clients' errors for a cluster that could not be asked or is overloaded", () => {
    expect(isOutage(withProps('There are no living connections', { name: 'NoLivingConnectionsError' }))).toBe(
      true,
    );
    expect(isOutage(withProps('Request timed out', { name: 'TimeoutError' }))).toBe(true);
    expect(isOutage(withProps('Response Error', { name: 'ResponseError', meta: { statusCode: 503 } }))).toBe(
      true,
    );
    expect(isOutage(withProps('Too Many Requests', { statusCode: 429 }))).toBe(true);
  });

  it('looks through an error that wraps one, and takes one that says it is transient', () => {
    expect(isOutage(new Error('indexing failed', { cause: withProps('x', { code: 'ETIMEDOUT' }) }))).toBe(
      true,
    );
    expect(isOutage(withProps('The search cluster refused 2 document(s)', { transient: true }))).toBe(true);
  });

  it('leaves failures of the event itself to the retries and the dead letters', () => {
    expect(isOutage(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(
      isOutage(withProps('mapper_parsing_exception', { name: 'ResponseError', meta: { statusCode: 400 } })),
    ).toBe(false);
    expect(isOutage(withProps('duplicate key value', { code: '23505' }))).toBe(false);
    expect(isOutage(withProps('syntax error', { code: '42601' }))).toBe(false);
    expect(isOutage('ECONNREFUSED')).toBe(false);
    expect(isOutage(null)).toBe(false);
  });
});

describe('a bulk refusal of the search cluster', () => {
  it("is an outage when every item was refused for the cluster's state, not the document's", () => {
    const item = (type: string) => ({ id: 'a', type, reason: 'r' });
    const full = new BulkRefusedError('jobs', [item('es_rejected_execution_exception')]);
    const blocked = new BulkRefusedError('jobs', [
      item('cluster_block_exception'),
      item('cluster_block_exception'),
    ]);
    const mixed = new BulkRefusedError('jobs', [
      item('cluster_block_exception'),
      item('mapper_parsing_exception'),
    ]);
    expect([isOutage(full), isOutage(blocked), isOutage(mixed)]).toEqual([true, true, false]);
  });
});
