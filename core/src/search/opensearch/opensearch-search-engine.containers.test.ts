import { randomBytes } from 'node:crypto';
import { GenericContainer, getContainerRuntimeClient, type StartedTestContainer, Wait } from 'testcontainers';
import { afterAll, describe, expect, it } from 'vitest';
import { jobDoc, query, searchEngineContract } from '../search-engine.contract';
import { ElasticsearchCluster } from './elasticsearch-cluster';
import { OpenSearchCluster } from './opensearch-cluster';
import { OpenSearchSearchEngine } from './opensearch-search-engine';
import type { SearchCluster } from './search-cluster';

/** Whether a container engine answers; the reason is printed when it does not, never skipped silently. */
async function containerRuntime(): Promise<boolean> {
  try {
    await getContainerRuntimeClient();
    return true;
  } catch (error) {
    console.info(
      'OpenSearch and Elasticsearch contract tests skipped: no container runtime ' +
        `(${error instanceof Error ? error.message : error}).`,
    );
    return false;
  }
}

interface Cluster {
  container: StartedTestContainer;
  url: string;
}

/** A single node without the security plugin and with a small heap: enough for the contract's documents. */
async function startOpenSearch(): Promise<Cluster> {
  const container = await new GenericContainer('opensearchproject/opensearch:2.19.1')
    .withExposedPorts(9200)
    .withEnvironment({
      'discovery.type': 'single-node',
      DISABLE_SECURITY_PLUGIN: 'true',
      DISABLE_INSTALL_DEMO_CONFIG: 'true',
      OPENSEARCH_JAVA_OPTS: '-Xms512m -Xmx512m',
    })
    .withWaitStrategy(Wait.forHttp('/_cluster/health?wait_for_status=yellow', 9200).forStatusCode(200))
    .withStartupTimeout(180_000)
    .start();
  return { container, url: `http://${container.getHost()}:${container.getMappedPort(9200)}` };
}

async function startElasticsearch(): Promise<Cluster> {
  const container = await new GenericContainer('docker.elastic.co/elasticsearch/elasticsearch:8.19.2')
    .withExposedPorts(9200)
    .withEnvironment({
      'discovery.type': 'single-node',
      'xpack.security.enabled': 'false',
      ES_JAVA_OPTS: '-Xms512m -Xmx512m',
    })
    .withWaitStrategy(Wait.forHttp('/_cluster/health?wait_for_status=yellow', 9200).forStatusCode(200))
    .withStartupTimeout(180_000)
    .start();
  return { container, url: `http://${container.getHost()}:${container.getMappedPort(9200)}` };
}

const runtime = await containerRuntime();

const products: { name: string; start: () => Promise<Cluster>; connect: (url: string) => SearchCluster }[] = [
  { name: 'OpenSearch', start: startOpenSearch, connect: (url) => new OpenSearchCluster(url) },
  { name: 'Elasticsearch', start: startElasticsearch, connect: (url) => new ElasticsearchCluster(url) },
];

for (const product of products) {
  describe.runIf(runtime)(`${product.name} search engine (testcontainers)`, () => {
    let cluster: Promise<Cluster> | undefined;
    afterAll(async () => {
      await (await cluster)?.container.stop();
    });

    searchEngineContract(product.name.toLowerCase(), async () => {
      cluster ??= product.start();
      const { url } = await cluster;
      const engine = new OpenSearchSearchEngine(product.connect(url), {
        // Indices of their own per run, so a reused cluster never mixes runs; the contract reads its writes.
        indexPrefix: `test-${randomBytes(4).toString('hex')}`,
        refresh: true,
      });
      return { engine, close: () => engine.close() };
    });

    // The pg adapter stems with Snowball German; light_german kept pairs like these apart.
    it('stems as the pg adapter does: Jugendliche finds Jugend, beruflich finds Beruf', async () => {
      cluster ??= product.start();
      const engine = new OpenSearchSearchEngine(product.connect((await cluster).url), {
        indexPrefix: `test-${randomBytes(4).toString('hex')}`,
        refresh: true,
      });
      try {
        await engine.prepare();
        await engine.upsert([jobDoc('youth', { title: 'Trainer Jugend', keywords: 'Beruf', body: '' })]);
        // The stemmed word comes first: the last one would match as a prefix whatever the stemmer.
        expect((await engine.query(query({ text: 'Jugendliche Trainer' }))).total).toBe(1);
        expect((await engine.query(query({ text: 'beruflich Trainer' }))).total).toBe(1);
      } finally {
        await engine.close();
      }
    });
  });
}
