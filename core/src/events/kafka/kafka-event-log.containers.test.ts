import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { GenericContainer, getContainerRuntimeClient, type StartedTestContainer, Wait } from 'testcontainers';
import { afterAll, describe } from 'vitest';
import { openTestDatabase } from '../../testing/test-databases';
import { eventLogContract } from '../event-log.contract';
import { createKafkaEventLog } from './kafka-event-log';

/** Whether a container engine answers; the reason is printed when it does not, never skipped silently. */
async function containerRuntime(): Promise<boolean> {
  try {
    await getContainerRuntimeClient();
    return true;
  } catch (error) {
    console.info(
      `Kafka contract tests skipped: no container runtime (${error instanceof Error ? error.message : error}).`,
    );
    return false;
  }
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A single-node Kafka in KRaft mode. Kafka tells clients the address to reconnect to, so the host port is
 * picked before the start and advertised (which the generic container allows, unlike a random mapping).
 */
async function startKafka(): Promise<{ container: StartedTestContainer; broker: string }> {
  const port = await freePort();
  const container = await new GenericContainer('apache/kafka:3.9.1')
    .withExposedPorts({ container: 9092, host: port })
    .withEnvironment({
      KAFKA_NODE_ID: '1',
      KAFKA_PROCESS_ROLES: 'broker,controller',
      KAFKA_LISTENERS: 'PLAINTEXT://:9092,CONTROLLER://:9093',
      KAFKA_ADVERTISED_LISTENERS: `PLAINTEXT://127.0.0.1:${port}`,
      KAFKA_CONTROLLER_LISTENER_NAMES: 'CONTROLLER',
      KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: 'CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT',
      KAFKA_CONTROLLER_QUORUM_VOTERS: '1@localhost:9093',
      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: '1',
      KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: '1',
      KAFKA_TRANSACTION_STATE_LOG_MIN_ISR: '1',
      KAFKA_GROUP_INITIAL_REBALANCE_DELAY_MS: '0',
    })
    .withWaitStrategy(Wait.forLogMessage(/Kafka Server started/))
    .withStartupTimeout(120_000)
    .start();
  return { container, broker: `127.0.0.1:${port}` };
}

const runtime = await containerRuntime();

describe.runIf(runtime)('Kafka event log (testcontainers)', () => {
  let kafka: Promise<{ container: StartedTestContainer; broker: string }> | undefined;
  afterAll(async () => {
    await (await kafka)?.container.stop();
  });

  eventLogContract('kafka', async () => {
    kafka ??= startKafka();
    const { broker } = await kafka;
    const t = await openTestDatabase('pglite');
    const log = await createKafkaEventLog(t.db, {
      config: { brokers: [broker], clientId: 'anpfiff-test', topicPartitions: 3, replicationFactor: 1 },
      // A topic set of its own per run, so a reused broker never mixes runs.
      topicPrefix: `test-${randomBytes(4).toString('hex')}.`,
    });
    return {
      log,
      db: t.db,
      wholeBatches: false,
      close: async () => {
        await log.close();
        await t.close();
      },
    };
  });
});
