// Requests/s and latency of a few API calls on loopback, each as a ratio against a bare fastify
// route measured in the same run (so the figures say what our code costs, not what the machine is).
import autocannon from 'autocannon';
import Fastify from 'fastify';

const ENDPOINTS = [
  '/api/xnfz/webClicksAdd',
  '/api/xnfz/courseList?pageSize=20&sort=hot',
  '/api/xnfz/censusTotal',
  '/api/xnfz/lessonRanking?by=learn&limit=10',
];

const WARM_UP_SECONDS = 2;

function load(url, seconds, connections = 20) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds }, (error, result) => {
      if (error) reject(error);
      else {
        resolve({
          requestsPerSecond: Math.round(result.requests.average),
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.non2xx,
        });
      }
    });
  });
}

async function bareRoute() {
  const app = Fastify();
  app.get('/bare', async () => ({ code: 0, msg: 'ok', data: { total: 1 } }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${app.server.address().port}/bare` };
}

/**
 * One path under many clients at once, as a ratio of the bare route under the same crowd.
 * @example
 * const crowd = await measureCrowd(url, '/api/xnfz/censusTotal', 200);
 */
export async function measureCrowd(serverUrl, path, connections, seconds = 5) {
  const bare = await bareRoute();
  try {
    const baseline = await load(bare.url, seconds, connections);
    const result = await load(`${serverUrl}${path}`, seconds, connections);
    return {
      path,
      connections,
      ...result,
      ratioToBare: Number((result.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)),
    };
  } finally {
    await bare.app.close();
  }
}

/** Requests/s of one path on a running server (no baseline). */
export function measurePath(serverUrl, path, seconds = 5) {
  return load(`${serverUrl}${path}`, seconds);
}

/**
 * Loads each endpoint of a running server for `seconds`, each right after the bare route, so that
 * each ratio compares two runs under the same machine load (on a small machine the load generator
 * shares the CPU, and the bare route's figure alone moves by a third from run to run).
 */
export async function measureApiLoad(serverUrl, seconds = 5) {
  const bare = await bareRoute();
  try {
    // steady state, as a server that has been up a while: both sides compiled by the JIT, the
    // database's caches and prepared statements warm (not counted)
    await load(bare.url, WARM_UP_SECONDS);
    for (const path of ENDPOINTS) await load(`${serverUrl}${path}`, WARM_UP_SECONDS);
    const rows = [];
    const baselines = [];
    for (const path of ENDPOINTS) {
      const baseline = await load(bare.url, seconds);
      baselines.push(baseline.requestsPerSecond);
      const result = await load(`${serverUrl}${path}`, seconds);
      rows.push({
        path,
        ...result,
        bareRequestsPerSecond: baseline.requestsPerSecond,
        ratioToBare: Number((result.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)),
      });
    }
    const baseline = {
      requestsPerSecond: Math.round(
        baselines.reduce((sum, value) => sum + value, 0) / baselines.length,
      ),
      p99: null,
      range: [Math.min(...baselines), Math.max(...baselines)],
    };
    return { baseline, rows };
  } finally {
    await bare.app.close();
  }
}
