/**
 * The server killed with SIGKILL in the middle of a resumable upload: started again on the same
 * data folder, the client asks how far it got and sends only the rest; one record, the right bytes.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import * as tus from 'tus-js-client';
import { UPLOAD_PATH, type AdminMediaRow } from '../../src/core/api/admin-contract';
import type { Paged } from '../../src/core/api/contract';
import { api, exited, ROOT, start } from './helpers/server-process';
import { EMBEDDED_RUN_ONLY } from './helpers/embedded-run-only';

const CLIP = fs.readFileSync(path.join(ROOT, 'server/media/videos/pendulum.webm'));
const CHUNK = 32 * 1024;

describe('SIGKILL during a resumable upload', EMBEDDED_RUN_ONLY, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xnfz-upload-crash-'));
  after(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const env = {
    DATA_DIR: dataDir,
    CAPTCHA_TEST_CODE: 'CRASH2',
    SEED_DEMO_DATA: 'false',
  };

  it('resumes on the restarted server from the bytes it had stored', async () => {
    // the first administrator, made with the command line before the server starts
    const created = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'server/cli/admin-command.ts', 'create', 'media_boss'],
      {
        cwd: ROOT,
        env: { ...process.env, ...env },
        input: 'Media1234pw\n',
        encoding: 'utf8',
        timeout: 120_000,
      },
    );
    assert.equal(created.status, 0, created.stderr + created.stdout);

    const first = await start(env);
    const captcha = await api<{ captchaKey: string }>(first.base, '/api/comm/v1/captcha');
    const login = await api<{ token: string }>(first.base, '/api/xnfz/login', {
      body: {
        username: 'media_boss',
        password: 'Media1234pw',
        captchaKey: captcha.data!.captchaKey,
        captchaCode: 'CRASH2',
      },
    });
    const token = login.data!.token;

    let uploadPath = '';
    let killedAt = 0;
    await new Promise<void>((resolve) => {
      const upload: tus.Upload = new tus.Upload(CLIP, {
        endpoint: `${first.base}${UPLOAD_PATH}`,
        chunkSize: CHUNK,
        retryDelays: [],
        headers: { token },
        metadata: { kind: 'video', filename: 'pendulum.webm' },
        onChunkComplete: (_size, accepted) => {
          uploadPath = new URL(upload.url!).pathname;
          if (killedAt === 0 && accepted >= CLIP.length / 2) {
            killedAt = accepted;
            first.child.kill('SIGKILL'); // the next chunk is on its way
          }
        },
        onError: () => resolve(),
        onSuccess: () => resolve(),
      });
      upload.start();
    });
    assert.ok(killedAt > 0 && killedAt < CLIP.length, 'killed half way');
    assert.equal((await exited(first.child)).signal, 'SIGKILL');

    const second = await start(env);
    try {
      const head = await fetch(`${second.base}${uploadPath}`, {
        method: 'HEAD',
        headers: { 'tus-resumable': '1.0.0', token },
      });
      assert.equal(head.status, 200, 'the upload is still there after the crash');
      const stored = Number(head.headers.get('upload-offset'));
      assert.ok(stored >= killedAt && stored < CLIP.length, `stored ${stored} of ${CLIP.length}`);

      let firstSent: number | null = null;
      const outcome = await new Promise<string>((resolve) => {
        const upload = new tus.Upload(CLIP, {
          endpoint: `${second.base}${UPLOAD_PATH}`,
          uploadUrl: `${second.base}${uploadPath}`,
          chunkSize: CHUNK,
          retryDelays: [],
          headers: { token },
          metadata: { kind: 'video', filename: 'pendulum.webm' },
          onProgress: (sent) => {
            firstSent ??= sent;
          },
          onError: (error) => resolve(error.message),
          onSuccess: () => resolve('ok'),
        });
        upload.start();
      });
      assert.equal(outcome, 'ok');
      assert.ok(
        firstSent !== null && firstSent >= stored,
        `only the rest was sent (from ${firstSent})`,
      );

      const list = await fetch(`${second.base}/api/admin/mediaList`, { headers: { token } });
      const page = ((await list.json()) as { data: Paged<AdminMediaRow> }).data;
      assert.equal(page.total, 1);
      const [row] = page.rows;
      assert.equal(row!.size, CLIP.length);
      assert.equal(row!.durationSeconds, 26);
      const served = await fetch(`${second.base}${row!.url}`);
      assert.ok(Buffer.from(await served.arrayBuffer()).equals(CLIP), 'byte for byte');
    } finally {
      second.child.kill('SIGTERM');
      await exited(second.child);
    }
  });
});
