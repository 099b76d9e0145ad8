// Direct calls to the real server under test (through the test runner's proxy), for setting up
// users and reading back what the elements did — independent of the client code under test.
import type {
  Envelope,
  Experiment,
  ExperimentFinishData,
  ExperimentStartData,
  LoginData,
  Paged,
  User,
} from '../../../src/core/api/contract';
import type { PendulumReadings } from '../../../src/experiments/pendulum/pendulum-steps';
import {
  launchParams,
  pendulumFinishBody,
  pendulumReadingsWorth,
  PENDULUM_URL,
} from '../../helpers/pendulum-attempt';

export const DEMO_PASSWORD = 'Demo@1234';

export async function apiGet<T>(path: string, token?: string): Promise<Envelope<T>> {
  const response = await fetch(path, { headers: token ? { token } : {} });
  return (await response.json()) as Envelope<T>;
}

export async function apiPost<T>(
  path: string,
  body: unknown,
  token?: string,
): Promise<Envelope<T>> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}

export function must<T>(envelope: Envelope<T>): T {
  if (envelope.code !== 0) throw new Error(`API 调用失败：${envelope.msg}`);
  return envelope.data as T;
}

async function captchaKey(): Promise<string> {
  return must(await apiGet<{ captchaKey: string }>('/api/comm/v1/captcha')).captchaKey;
}

let counter = 0;

/**
 * A new user of the given identity, registered on the real server (a made-up username unless
 * `chosen` names one); returns its token too.
 */
export async function registerUser(
  identity: 'student' | 'teacher' | 'public' = 'student',
  contact: { email?: string; phone?: string } = {},
  chosen?: string,
): Promise<{ token: string; user: User; username: string; password: string }> {
  counter += 1;
  const username =
    chosen ?? `t_${Date.now().toString(36)}_${counter}_${Math.floor(Math.random() * 1e6)}`;
  const password = 'Test1234pw';
  const data = must(
    await apiPost<LoginData>('/api/xnfz/register', {
      username,
      password,
      nickname: `测试用户${counter}`,
      identity,
      ...contact,
      captchaKey: await captchaKey(),
      captchaCode: XNFZ_TEST_CAPTCHA_CODE,
    }),
  );
  return { token: data.token, user: data.user, username, password };
}

export async function loginAs(username: string, password: string): Promise<LoginData> {
  return must(
    await apiPost<LoginData>('/api/xnfz/login', {
      username,
      password,
      captchaKey: await captchaKey(),
      captchaCode: XNFZ_TEST_CAPTCHA_CODE,
    }),
  );
}

export async function webClicksTotal(): Promise<number> {
  const census = must(await apiGet<{ totalClicks: number }>('/api/xnfz/censusTotal'));
  return census.totalClicks;
}

/**
 * A finished attempt of the 单摆 (the open built-in experiment of the catalogue), handed in for
 * the token's user through the real calls as the page would: experimentStart, then after the
 * server's minimum time experimentFinish with raw readings worth `score` and 10 timed steps.
 * The server scores the readings itself; the answer's score is checked to be `score`. With
 * `readings` those are handed in instead (`score` then is what they are worth; their timings must
 * add up to less than the wait, which the server checks too).
 */
export async function finishOpenExperiment(
  token: string,
  result: { score: number; report?: string; readings?: PendulumReadings },
): Promise<{ experiment: Experiment; sessionId: string }> {
  const catalogue = must(await apiGet<Paged<Experiment>>('/api/xnfz/experimentList?pageSize=100'));
  const experiment = catalogue.rows.find((row) => row.launchUrl === PENDULUM_URL);
  if (!experiment) throw new Error('演示数据中没有开放的单摆实验');
  const started = must(
    await apiPost<ExperimentStartData>(
      '/api/xnfz/experimentStart',
      { experimentId: experiment.id },
      token,
    ),
  );
  // the test server wants 5 % of the pendulum's 60 s minimum (scripts/test-server-process.mjs)
  await new Promise((resolve) => setTimeout(resolve, 3500));
  const body = pendulumFinishBody(
    launchParams(started),
    Date.now(),
    result.readings ?? pendulumReadingsWorth(result.score),
  );
  const finished = must(
    await apiPost<ExperimentFinishData>(
      '/api/xnfz/experimentFinish',
      // the caller's report or none (undefined is left out of the JSON)
      { ...body, report: result.report },
      token,
    ),
  );
  if (finished.score !== result.score) {
    throw new Error(`the server scored ${finished.score}, not ${result.score}`);
  }
  return { experiment, sessionId: started.sessionId };
}
