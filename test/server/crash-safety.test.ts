/**
 * The server killed with SIGKILL in the middle of a write load: it restarts on the same data folder
 * with an intact database, and every write it acknowledged is there.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { api, exited, start } from './helpers/server-process';
import { waitFor } from './helpers/wait-for';
import { EMBEDDED_RUN_ONLY } from './helpers/embedded-run-only';

describe('SIGKILL during writes (embedded database)', EMBEDDED_RUN_ONLY, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xnfz-crash-'));
  after(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const env = {
    DATA_DIR: dataDir,
    CAPTCHA_TEST_CODE: 'CRASH1',
    SEED_DEMO_DATA: 'false',
    RATE_LIMIT_AUTH_MAX: '100000',
    RATE_LIMIT_CAPTCHA_MAX: '100000',
    // the load below is one address: without this, 429 answers would spin the clickers
    RATE_LIMIT_VISIT_MAX: '100000',
  };

  it('keeps every acknowledged visit and registration', async () => {
    const first = await start(env);
    const before =
      (await api<{ totalClicks: number }>(first.base, '/api/xnfz/censusTotal')).data?.totalClicks ??
      0;
    let acknowledgedClicks = 0;
    const registered: string[] = [];
    let stop = false;

    async function clicker(): Promise<void> {
      while (!stop) {
        const answer = await api(first.base, '/api/xnfz/webClicksAdd').catch(() => null);
        if (answer?.code === 0) acknowledgedClicks += 1;
      }
    }
    async function registrar(worker: number): Promise<void> {
      for (let n = 0; !stop; n++) {
        const username = `crash_${worker}_${n}`;
        const captcha = await api<{ captchaKey: string }>(first.base, '/api/comm/v1/captcha').catch(
          () => null,
        );
        if (!captcha?.data) continue;
        const answer = await api(first.base, '/api/xnfz/register', {
          body: {
            username,
            password: 'Crash1234',
            nickname: '压测',
            identity: 'public',
            email: `${username}@example.com`,
            captchaKey: captcha.data.captchaKey,
            captchaCode: 'CRASH1',
          },
        }).catch(() => null);
        if (answer?.code === 0) registered.push(username);
      }
    }

    const load = Promise.all([
      clicker(),
      clicker(),
      clicker(),
      clicker(),
      registrar(1),
      registrar(2),
    ]);
    // killed once the load is really writing (registrations and visits acknowledged), not after
    // a fixed time: on a busy machine 2.5 s could pass before the first registration was answered
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await waitFor(
      'registrations and visits acknowledged',
      () => registered.length > 0 && acknowledgedClicks > 20,
      120_000,
    );
    first.child.kill('SIGKILL');
    stop = true;
    await exited(first.child);
    await load;
    assert.ok(acknowledgedClicks > 20, `load ran (${acknowledgedClicks} clicks acknowledged)`);
    assert.ok(registered.length > 0, 'some registrations were acknowledged');

    const second = await start(env);
    try {
      const census = await api<{ totalClicks: number }>(second.base, '/api/xnfz/censusTotal');
      assert.equal(census.code, 0);
      assert.ok(
        (census.data?.totalClicks ?? 0) >= before + acknowledgedClicks,
        `${census.data?.totalClicks} visits stored, ${before + acknowledgedClicks} acknowledged`,
      );
      for (const username of registered) {
        const captcha = await api<{ captchaKey: string }>(second.base, '/api/comm/v1/captcha');
        const login = await api(second.base, '/api/xnfz/login', {
          body: {
            username,
            password: 'Crash1234',
            captchaKey: captcha.data?.captchaKey,
            captchaCode: 'CRASH1',
          },
        });
        assert.equal(
          login.code,
          0,
          `${username} registered before the kill can log in: ${login.msg}`,
        );
      }
    } finally {
      second.child.kill('SIGTERM');
      await exited(second.child);
    }
  });
});
