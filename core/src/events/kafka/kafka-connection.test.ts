import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KafkaConfig } from '../../config/config';
import { connectKafka, EventBusRefusedError, EventBusUnavailableError } from './kafka-connection';

const API_VERSIONS = 18;
const METADATA = 3;
const CREATE_TOPICS = 19;
const INVALID_REPLICATION_FACTOR = 38;

function int16(n: number): Buffer {
  const b = Buffer.alloc(2);
  b.writeInt16BE(n);
  return b;
}
function int32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeInt32BE(n);
  return b;
}
function str(s: string | null): Buffer {
  return s === null ? int16(-1) : Buffer.concat([int16(Buffer.byteLength(s)), Buffer.from(s)]);
}
function array(items: Buffer[]): Buffer {
  return Buffer.concat([int32(items.length), ...items]);
}

/**
 * Just enough of a one-broker Kafka to answer a start the way a real one refuses a replication factor
 * above its broker count: versions, metadata naming itself as controller, and topic creation failing.
 */
function refusingBroker(): Promise<{ server: net.Server; port: number }> {
  const server = net.createServer((socket) => {
    let pending = Buffer.alloc(0);
    socket.on('data', (chunk) => {
      pending = Buffer.concat([pending, chunk]);
      while (pending.length >= 4 && pending.length >= 4 + pending.readInt32BE(0)) {
        const request = pending.subarray(4, 4 + pending.readInt32BE(0));
        pending = pending.subarray(4 + request.length);
        const apiKey = request.readInt16BE(0);
        const correlationId = request.readInt32BE(4);
        const { port } = server.address() as net.AddressInfo;
        const body =
          apiKey === API_VERSIONS
            ? Buffer.concat([
                int16(0),
                array([
                  Buffer.concat([int16(API_VERSIONS), int16(0), int16(0)]),
                  Buffer.concat([int16(METADATA), int16(1), int16(1)]),
                  Buffer.concat([int16(CREATE_TOPICS), int16(0), int16(0)]),
                ]),
              ])
            : apiKey === METADATA
              ? Buffer.concat([
                  array([Buffer.concat([int32(1), str('127.0.0.1'), int32(port), str(null)])]),
                  int32(1),
                  array([]),
                ])
              : array([Buffer.concat([str('refused.job'), int16(INVALID_REPLICATION_FACTOR)])]);
        const response = Buffer.concat([int32(correlationId), body]);
        socket.write(Buffer.concat([int32(response.length), response]));
      }
    });
    socket.on('error', () => undefined);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.address() as net.AddressInfo).port }),
    ),
  );
}

const config = (broker: string): KafkaConfig => ({
  brokers: [broker],
  clientId: 'anpfiff-test',
  topicPartitions: 6,
  replicationFactor: 3,
});

describe('Kafka start errors', () => {
  let broker: { server: net.Server; port: number };
  beforeAll(async () => {
    broker = await refusingBroker();
  });
  afterAll(async () => {
    await new Promise((resolve) => broker.server.close(resolve));
  });

  it("passes a reachable broker's refusal through instead of calling it unreachable", async () => {
    const started = connectKafka({ config: config(`127.0.0.1:${broker.port}`), topicPrefix: 'refused.' });
    await expect(started).rejects.toBeInstanceOf(EventBusRefusedError);
    const error = (await started.catch((e: unknown) => e)) as Error;
    expect(error.message).toBe(
      `Kafka auf 127.0.0.1:${broker.port} lehnt das Einrichten des Event-Logs ab (EVENT_BUS=kafka): ` +
        'Replication-factor is invalid (INVALID_REPLICATION_FACTOR). ' +
        'KAFKA_REPLICATION_FACTOR=3 (höchstens die Zahl der Broker) und KAFKA_TOPIC_PARTITIONS=6 prüfen.',
    );
    // Still the adapter's start error, so the services report it as such.
    expect(error).toBeInstanceOf(EventBusUnavailableError);
  });

  it('still reports a broker nobody answers at as unreachable', async () => {
    const closed = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const started = connectKafka({ config: config(`127.0.0.1:${closed}`), topicPrefix: 'refused.' });
    await expect(started).rejects.toThrow(
      new RegExp(
        `^Kafka auf 127\\.0\\.0\\.1:${closed} ist nicht erreichbar \\(EVENT_BUS=kafka\\): .+KAFKA_BROKERS prüfen`,
      ),
    );
    await expect(started).rejects.not.toBeInstanceOf(EventBusRefusedError);
  });
});
