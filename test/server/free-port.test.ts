/**
 * The ports the test run hands to servers started later (the test runner, the second origin, the
 * sign-in providers) are never ones the kernel gives out to outgoing connections or listen(0): a
 * CI run lost its whole browser suite to EADDRINUSE when the runner's port, probed with listen(0),
 * had been taken by a connection of the server suites running beside it.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { describe, it } from 'node:test';
import { freePort } from '../../scripts/free-port.mjs';
import { EMBEDDED_RUN_ONLY } from './helpers/embedded-run-only';

const listen = (port: number) =>
  new Promise<Server>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });

describe('free ports for the test run', EMBEDDED_RUN_ONLY, () => {
  it('are below the ephemeral range, distinct, and can be opened on every interface', async () => {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/)
      .map(Number);
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    assert.equal(new Set(ports).size, ports.length, 'never the same port twice');
    for (const port of ports) assert.ok(port >= 1024 && port < low!, `${port} < ${low}`);
    const servers = await Promise.all(ports.slice(0, 3).map(listen));
    await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  });
});
