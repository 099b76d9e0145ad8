/**
 * Step-level results and results that cannot be forged (issue #14 parts 1 and 2): built-in
 * experiments are scored by the server from their raw readings with the session's hidden
 * parameters, too fast attempts and disordered steps are refused, third-party results must be
 * signed by the experiment's server (HMAC-SHA256), and every bad field is named.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { experimentSessions, experiments } from '../../server/db/schema';
import { signResult } from '../../server/experiments/result-signature';
import type {
  ExperimentFinishBody,
  ExperimentFinishData,
  ExperimentStartData,
  ExperimentStep,
  Paged,
  UserExperimentRecordRow,
} from '../../src/core/api/contract';
import type { AdminExperimentSecret } from '../../src/core/api/admin-contract';
import { composeSteps } from '../../src/experiments/kit/steps';
import { benchResistors } from '../../src/experiments/ohms-law/ohms-law-circuit';
import {
  OHMS_LAW,
  OHMS_STEPS,
  type OhmsReadings,
} from '../../src/experiments/ohms-law/ohms-law-steps';
import { scorePendulum } from '../../src/experiments/pendulum/pendulum-scoring';
import { PENDULUM_STEPS } from '../../src/experiments/pendulum/pendulum-steps';
import {
  evenTimings,
  handInBuiltInAttempt,
  launchParams,
  pendulumFinishBody,
  startPendulum,
} from './helpers/experiment-attempt';
import { runSeed } from '../../server/seed/run-seed';
import { CONSOLE_STAFF_STEP } from '../../server/seed/console-staff-step';
import { call, createTestApp, loginToken } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
let student: string;
let admin: string;
let ohmsId: number;
let labId: number;

const LAB_ORIGIN = 'https://lab.example.edu.cn';

before(async () => {
  t = await createTestApp();
  await runSeed(t.db, { demo: true, steps: [CONSOLE_STAFF_STEP] });
  student = await loginToken(t, 'student1');
  admin = await loginToken(t, 'admin1');
  const rows = await t.db
    .insert(experiments)
    .values([
      { title: '欧姆定律验证', launchUrl: '/PC/experiments/ohms-law.html' },
      { title: '第三方化学实验', launchUrl: `${LAB_ORIGIN}/titration/`, resultOrigin: LAB_ORIGIN },
    ])
    .returning({ id: experiments.id });
  [ohmsId, labId] = rows.map((row) => row.id) as [number, number];
});
after(() => t.close());

async function finish(body: unknown, token = student) {
  return (
    await call<ExperimentFinishData>(t, 'POST', '/api/xnfz/experimentFinish', { body, token })
  ).body;
}

async function sessionRow(sessionId: string) {
  const [row] = await t.db
    .select()
    .from(experimentSessions)
    .where(eq(experimentSessions.id, sessionId));
  return row!;
}

async function start(experimentId: number, token = student) {
  const body = (
    await call<ExperimentStartData>(t, 'POST', '/api/xnfz/experimentStart', {
      body: { experimentId },
      token,
    })
  ).body;
  assert.equal(body.code, 0, JSON.stringify(body));
  return launchParams(body.data!);
}

describe('built-in experiments: the server scores the raw readings', () => {
  it('stores the server’s score and 10 steps adding up to it; 学习记录 lists them', async () => {
    const sessionId = await handInBuiltInAttempt(t, student);
    const row = await sessionRow(sessionId);
    assert.equal(row.score, 100);
    assert.equal(row.status, 'finished');
    assert.equal(row.steps!.length, 10);
    assert.deepEqual(
      row.steps!.map((step) => step.title),
      PENDULUM_STEPS.map((step) => step.title),
    );
    assert.equal(
      row.steps!.reduce((sum, step) => sum + step.score, 0),
      100,
    );
    assert.ok(row.steps!.every((step) => step.score <= step.maxScore));
    const records = (
      await call<Paged<UserExperimentRecordRow>>(t, 'GET', '/api/xnfz/userExperimentRecord', {
        token: student,
      })
    ).body.data!;
    const listed = records.rows.find((record) => record.id === sessionId)!;
    assert.deepEqual(listed.steps, row.steps);
    assert.equal(listed.status, 'finished');
  });

  it('stores the attempt’s duration by the server’s clock, not the browser’s', async () => {
    const launch = await startPendulum(t, student);
    t.clock.advance(420);
    const body = { ...pendulumFinishBody(launch, t.clock.now().getTime()), durationSeconds: 1 };
    const answer = await finish(body);
    assert.equal(answer.code, 0, JSON.stringify(answer));
    assert.equal((await sessionRow(launch.sessionId)).durationSeconds, 420);
  });

  it('ignores the browser’s score: poor readings with score 100 store the poor score', async () => {
    const launch = await startPendulum(t, student);
    t.clock.advance(300);
    const poor = {
      trials: [{ lengthM: 1, angleDeg: 20, oscillations: 1, timeS: 2.1 }],
      reportedG: 9.8,
    };
    const body = { ...pendulumFinishBody(launch, t.clock.now().getTime(), poor), score: 100 };
    // the browser also claims full marks on every step: ignored too
    body.steps = body.steps!.map((step) => ({ ...step, score: step.maxScore }));
    const answer = await finish(body);
    assert.equal(answer.code, 0, JSON.stringify(answer));
    const own = scorePendulum(poor.trials, poor.reportedG).total;
    assert.ok(own < 20, `a poor attempt: ${own}`);
    assert.equal(answer.data!.score, own, 'the server’s own score');
    const row = await sessionRow(launch.sessionId);
    assert.equal(row.score, own);
    assert.equal(
      row.steps!.reduce((sum, step) => sum + step.score, 0),
      own,
    );
  });

  it('refuses a forged score: 100 one second after the start, nothing stored', async () => {
    const launch = await startPendulum(t, student);
    t.clock.advance(1);
    const forged = { sessionId: launch.sessionId, score: 100, durationSeconds: 1 };
    assert.deepEqual(await finish(forged), {
      code: 500,
      msg: '参数错误：readings 不能为空（内置实验提交原始测量数据，由服务器评分）',
    });
    // with made-up readings and steps: too fast for the server's clock
    const full = pendulumFinishBody(launch, t.clock.now().getTime() + 1000);
    full.steps = full.steps!.map((step) => ({
      ...step,
      startTime: launch.startedAt,
      endTime: launch.startedAt,
      timeUsed: 0,
    }));
    delete full.startTime;
    delete full.endTime;
    const answer = await finish(full);
    assert.equal(answer.code, 500);
    assert.match(
      answer.msg,
      /^实验用时过短：服务器记录本次实验只进行了 1 秒，本实验至少需要 \d+ 秒，成绩不予记录$/,
    );
    const row = await sessionRow(launch.sessionId);
    assert.deepEqual([row.finishedAt, row.score, row.steps], [null, null, null]);
  });

  it('refuses readings that took longer on the stopwatch than the attempt lasted', async () => {
    const launch = await startPendulum(t, student);
    t.clock.advance(90); // past the 60 s minimum, but the readings hold 3 × 40 s of timing
    const slow = {
      trials: [1, 1, 1].map(() => ({ lengthM: 1, angleDeg: 5, oscillations: 20, timeS: 40.16 })),
      reportedG: 9.8,
    };
    const answer = await finish(pendulumFinishBody(launch, t.clock.now().getTime(), slow));
    assert.equal(
      answer.msg,
      '实验用时过短：服务器记录本次实验只进行了 90 秒，本实验至少需要 120 秒，成绩不予记录',
    );
  });

  it('scores with the session’s hidden parameters, chosen by the server at experimentStart', async () => {
    const launch = await start(ohmsId);
    assert.match(launch.seed, /^[\w-]{16}$/);
    assert.equal(launch.startedAt, t.clock.now().getTime());
    assert.equal((await sessionRow(launch.sessionId)).seed, launch.seed);
    // exact readings of resistor R2 of this session's bench: full accuracy marks
    const trueR = benchResistors(launch.seed)[1]!;
    const readings: OhmsReadings = {
      resistorIndex: 1,
      points: [1, 2, 3, 4, 6].map((voltage) => ({ voltage, current: voltage / trueR })),
      overloads: 0,
    };
    const grade = OHMS_LAW.grade(readings, launch.seed);
    assert.equal(grade.total, 100);
    // another session whose bench differs enough for these readings to lose marks (two random
    // benches may by chance hold resistors close enough to score alike: such a one is skipped)
    let other = await start(ohmsId);
    for (let tries = 0; OHMS_LAW.grade(readings, other.seed).total === 100 && tries < 20; tries++) {
      other = await start(ohmsId);
    }
    assert.notEqual(other.seed, launch.seed, 'each session its own');
    const otherWorth = OHMS_LAW.grade(readings, other.seed).total;
    assert.ok(otherWorth < 100, 'a bench that differs');
    t.clock.advance(120);
    const now = t.clock.now().getTime();
    const body = (session: typeof launch): ExperimentFinishBody => ({
      sessionId: session.sessionId,
      score: 100,
      durationSeconds: 100,
      steps: composeSteps(
        OHMS_STEPS,
        evenTimings(OHMS_STEPS.length, now - 110_000, now - 10_000),
        grade.grades,
      ),
      readings: readings as unknown as Record<string, unknown>,
    });
    assert.equal((await finish(body(launch))).data!.score, 100);
    // the same readings handed in for another session (another bench) are worth less
    const elsewhere = (await finish(body(other))).data!.score;
    assert.equal(elsewhere, otherWorth, 'scored with the other session’s resistor');
  });
});

describe('steps and times are checked field by field, nothing stored', () => {
  let launch: Awaited<ReturnType<typeof startPendulum>>;
  let good: ExperimentFinishBody;
  before(async () => {
    launch = await startPendulum(t, student);
    t.clock.advance(600);
    good = pendulumFinishBody(launch, t.clock.now().getTime());
  });

  const change = (edit: (steps: ExperimentStep[], body: ExperimentFinishBody) => void) => {
    const body = structuredClone(good);
    edit(body.steps!, body);
    return body;
  };
  const cases: [string, (steps: ExperimentStep[], body: ExperimentFinishBody) => void, string][] = [
    [
      'a step overlapping the one before',
      (steps) => {
        steps[3]!.startTime = steps[2]!.endTime - 5000;
      },
      '参数错误：steps[3].startTime 不能早于上一步骤的结束时间（步骤不能重叠或乱序）',
    ],
    [
      'a step ending before it starts',
      (steps) => {
        steps[4]!.endTime = steps[4]!.startTime - 1;
      },
      '参数错误：steps[4].endTime 不能早于该步骤的 startTime',
    ],
    [
      'steps numbered out of order',
      (steps) => {
        steps[5]!.seq = 7;
      },
      '参数错误：steps[5].seq 必须是 6（步骤从 1 起连续编号）',
    ],
    [
      'a step before the session started',
      (steps) => {
        steps[0]!.startTime = launch.startedAt - 1000;
      },
      '参数错误：steps[0].startTime 不能早于本次实验的开始时间（',
    ],
    [
      'a step ending after the server’s now',
      (steps, body) => {
        delete body.endTime;
        steps[9]!.endTime = t.clock.now().getTime() + 60_000;
      },
      '参数错误：steps[9].endTime 不能晚于本次实验的结束时间（',
    ],
    [
      'an attempt ending after the server’s now',
      (_steps, body) => {
        body.endTime = t.clock.now().getTime() + 1;
      },
      '参数错误：endTime 不能晚于服务器当前时间',
    ],
    [
      'a wrong timeUsed',
      (steps) => {
        steps[2]!.timeUsed += 30;
      },
      '参数错误：steps[2].timeUsed 必须等于该步骤的用时',
    ],
    [
      'a title over 200 characters',
      (steps) => {
        steps[1]!.title = '长'.repeat(201);
      },
      '参数错误：steps[1].title 长度必须是 1 到 200 个字符',
    ],
    [
      'an evaluation over 200 characters',
      (steps) => {
        steps[6]!.evaluation = '评'.repeat(201);
      },
      '参数错误：steps[6].evaluation 长度不能超过 200 个字符',
    ],
    [
      'a step without its score',
      (steps) => {
        delete (steps[3] as Partial<ExperimentStep>).score;
      },
      '参数错误：steps[3].score 不能为空',
    ],
    [
      'a negative repeatCount',
      (steps) => {
        steps[0]!.repeatCount = -1;
      },
      '参数错误：steps[0].repeatCount 必须是 0 到 10000 之间的整数',
    ],
    [
      'a wrong number of steps',
      (steps) => {
        steps.pop();
      },
      '参数错误：steps 必须有 10 个步骤（本实验的步骤数）',
    ],
    [
      'a bad reading',
      (_steps, body) => {
        (body.readings as { trials: { timeS: number }[] }).trials[1]!.timeS = -3;
      },
      '参数错误：readings.trials[1].timeS 必须是 0.01 到 3600 之间的数字',
    ],
    [
      'an unknown status',
      (_steps, body) => {
        (body as { status: string }).status = 'done';
      },
      '参数错误：status 必须是 finished、unfinished 之一',
    ],
  ];
  for (const [name, edit, msg] of cases) {
    it(`refuses ${name}`, async () => {
      const answer = await finish(change(edit));
      assert.equal(answer.code, 500);
      assert.ok(answer.msg.startsWith(msg.replace(/（$/, '')), `${answer.msg}\n≠ ${msg}`);
      const row = await sessionRow(launch.sessionId);
      assert.deepEqual([row.finishedAt, row.steps, row.status], [null, null, null]);
    });
  }

  it('then accepts the same attempt unchanged', async () => {
    const answer = await finish(good);
    assert.equal(answer.code, 0, JSON.stringify(answer));
  });
});

describe('third-party experiments: results signed by the experiment’s server', () => {
  let secret: string;

  /** A third-party result for a session, with steps adding up to its score. */
  function result(sessionId: string, score = 86): ExperimentFinishBody {
    const now = t.clock.now().getTime();
    const half = Math.floor(score / 2);
    const steps: ExperimentStep[] = [half, score - half].map((points, index) => ({
      seq: index + 1,
      title: index === 0 ? '配制标准溶液' : '滴定并记录终点',
      startTime: now - 60_000 + index * 30_000,
      endTime: now - 30_000 + index * 30_000,
      timeUsed: 30,
      expectTime: 30,
      maxScore: 50,
      score: points,
      repeatCount: 0,
    }));
    return { sessionId, score, durationSeconds: 60, steps, status: 'finished' };
  }
  function sign(body: ExperimentFinishBody, key = secret, timestamp = t.clock.now().getTime()) {
    return { ...body, timestamp, signature: signResult(key, body.sessionId, timestamp, body) };
  }
  const post = async (body: unknown) =>
    (await call<ExperimentFinishData>(t, 'POST', '/api/xnfz/experimentResult', { body })).body;

  it('an admin generates the secret (shown once); others may not', async () => {
    const generated = await call<AdminExperimentSecret>(t, 'POST', '/api/admin/experimentSecret', {
      body: { id: labId },
      token: admin,
    });
    assert.equal(generated.body.code, 0, generated.raw);
    secret = generated.body.data!.secret;
    assert.match(secret, /^[\w-]{43}$/);
    const editor = await loginToken(t, 'editor1');
    const refused = await call(t, 'POST', '/api/admin/experimentSecret', {
      body: { id: labId },
      token: editor,
    });
    assert.equal(refused.body.code, 500);
    const builtIn = await call(t, 'POST', '/api/admin/experimentSecret', {
      body: { id: ohmsId },
      token: admin,
    });
    assert.equal(
      builtIn.body.msg,
      '只有登记了结果来源的第三方实验需要签名密钥（内置实验由服务器评分）',
    );
  });

  it('accepts a rightly signed result through the server-to-server endpoint', async () => {
    const launch = await start(labId);
    t.clock.advance(120);
    const answer = await post(sign(result(launch.sessionId)));
    assert.equal(answer.code, 0, JSON.stringify(answer));
    assert.equal(answer.data!.score, 86);
    const row = await sessionRow(launch.sessionId);
    assert.deepEqual([row.score, row.steps!.length, row.status], [86, 2, 'finished']);
  });

  it('accepts a signed result forwarded by the browser (experimentFinish)', async () => {
    const launch = await start(labId);
    t.clock.advance(120);
    const answer = await finish(sign(result(launch.sessionId, 40)));
    assert.equal(answer.code, 0, JSON.stringify(answer));
    assert.equal((await sessionRow(launch.sessionId)).score, 40);
  });

  it('an unfinished attempt is stored but counts neither as finished nor in the average', async () => {
    const counts = async () => {
      const [row] = await t.db
        .select({ finished: experiments.finishedCount, sum: experiments.scoreSum })
        .from(experiments)
        .where(eq(experiments.id, labId));
      return row!;
    };
    const before = await counts();
    const launch = await start(labId);
    t.clock.advance(120);
    const answer = await post(sign({ ...result(launch.sessionId, 20), status: 'unfinished' }));
    assert.equal(answer.code, 0, JSON.stringify(answer));
    const row = await sessionRow(launch.sessionId);
    assert.deepEqual([row.score, row.status], [20, 'unfinished']);
    assert.deepEqual(await counts(), before);
  });

  it('refuses and logs unsigned, badly signed, stale and re-keyed results', async () => {
    const launch = await start(labId);
    t.clock.advance(120);
    const body = result(launch.sessionId);
    const logsBefore = t.logs.length;
    const refusals: [unknown, string, 'finish' | 'post'][] = [
      [body, '第三方实验的成绩必须由实验服务器签名（signature、timestamp）', 'finish'],
      [{ ...sign(body), score: 100 }, '成绩签名 signature 不正确', 'post'],
      [sign(body, 'not-the-secret'), '成绩签名 signature 不正确', 'post'],
      [
        sign(body, secret, t.clock.now().getTime() - 6 * 60_000),
        '签名时间戳 timestamp 与服务器时间相差超过 5 分钟',
        'post',
      ],
      [
        { ...sign(body), signature: 'x'.repeat(64) },
        '参数错误：signature 必须是 64 位小写十六进制的 HMAC-SHA256 签名',
        'post',
      ],
    ];
    for (const [sent, msg, via] of refusals) {
      const answer = via === 'post' ? await post(sent) : await finish(sent);
      assert.deepEqual(answer, { code: 500, msg });
    }
    const warnings = t.logs
      .slice(logsBefore)
      .map((line) => JSON.parse(line) as { level: number; msg: string; sessionId?: string })
      .filter((entry) => entry.msg === 'experiment result refused: unsigned or badly signed');
    assert.equal(warnings.length, 4);
    assert.ok(
      warnings.every((entry) => entry.level === 40 && entry.sessionId === launch.sessionId),
    );
    // a regenerated secret: the old one stops working at once
    const old = secret;
    secret = (
      await call<AdminExperimentSecret>(t, 'POST', '/api/admin/experimentSecret', {
        body: { id: labId },
        token: admin,
      })
    ).body.data!.secret;
    assert.equal((await post(sign(body, old))).msg, '成绩签名 signature 不正确');
    assert.equal((await sessionRow(launch.sessionId)).finishedAt, null);
    // a signed result must still have steps adding up to its score
    const sum = { ...result(launch.sessionId), score: 90 };
    assert.equal(
      (await post(sign(sum))).msg,
      '参数错误：steps 各步骤得分之和（86）必须等于总分 score（90）',
    );
    const over = result(launch.sessionId);
    over.steps![1]!.score = 51;
    over.score = 91;
    assert.equal(
      (await post(sign(over))).msg,
      '参数错误：steps[1].score 不能大于该步骤的满分 maxScore（50）',
    );
    assert.equal((await post(sign(body))).code, 0);
  });

  it('the server-to-server endpoint takes signed results of third-party experiments only', async () => {
    const launch = await startPendulum(t, student);
    t.clock.advance(600);
    const body = pendulumFinishBody(launch, t.clock.now().getTime());
    delete body.readings;
    const answer = await post(sign(body));
    assert.equal(answer.msg, '该实验尚未生成结果签名密钥，请管理员在实验登记中生成');
  });

  it('is listed in /api/openapi.json', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, { post?: { summary?: string } }>;
    }>();
    assert.match(doc.paths['/api/xnfz/experimentResult']?.post?.summary ?? '', /HMAC-SHA256/);
  });
});

describe('experiments with no result source: the browser’s score is not trusted', () => {
  it('refuses a result of an experiment neither built in nor registered with a result origin', async () => {
    const [row] = await t.db
      .insert(experiments)
      .values({ title: '未登记来源的实验', launchUrl: 'https://sim.example.edu.cn/old-lab/' })
      .returning({ id: experiments.id, finishedCount: experiments.finishedCount });
    const launch = await start(row!.id);
    t.clock.advance(600);
    const answer = await finish({
      sessionId: launch.sessionId,
      score: 100,
      durationSeconds: 600,
      status: 'finished',
    });
    assert.deepEqual(answer, {
      code: 500,
      msg: '该实验没有登记成绩来源（内置实验或第三方实验的结果来源与签名密钥），成绩不予记录',
    });
    const stored = await sessionRow(launch.sessionId);
    assert.deepEqual([stored.finishedAt, stored.score], [null, null]);
    const [after] = await t.db
      .select({ finishedCount: experiments.finishedCount, scoreSum: experiments.scoreSum })
      .from(experiments)
      .where(eq(experiments.id, row!.id));
    assert.deepEqual(after, { finishedCount: row!.finishedCount, scoreSum: 0 });
  });
});

describe('sessions', () => {
  it('an expired session cannot be handed in', async () => {
    const launch = await startPendulum(t, student);
    t.clock.advance(t.config.experimentSessionHours * 3600 + 60);
    // (a step-complete attempt of ten minutes, handed in a day later)
    const body = pendulumFinishBody(launch, launch.startedAt + 600_000);
    student = await loginToken(t, 'student1');
    assert.equal((await finish(body)).msg, '该次实验已过期，请重新开始实验');
    assert.equal((await sessionRow(launch.sessionId)).finishedAt, null);
  });

  it('an anonymous launch cannot be handed in', async () => {
    const started = (
      await call<ExperimentStartData>(t, 'POST', '/api/xnfz/experimentStart', {
        body: { experimentId: ohmsId },
      })
    ).body.data!;
    t.clock.advance(600);
    const body = pendulumFinishBody(launchParams(started), t.clock.now().getTime());
    assert.equal((await finish(body)).msg, '该次实验由游客启动，成绩不记录；请登录后重新开始实验');
  });
});
