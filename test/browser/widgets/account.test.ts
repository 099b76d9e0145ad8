import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import '../../../src/widgets/register/register.element';
import '../../../src/widgets/forgot-password/forgot-password.element';
import '../../../src/widgets/personal-center/personal-center.element';
import '../../../src/widgets/my-learning/my-learning.element';
import '../../../src/widgets/user-status/user-status.element';
import type {
  CourseSummary,
  ExperimentStartData,
  Paged,
  User,
} from '../../../src/core/api/contract';
import { auth, signIn, signOutLocally } from '../../../src/core/store/auth';
import { findIn, shadowOf, typeInto, waitForText } from '../helpers/dom';
import { placesHolding } from '../helpers/secrets';
import { apiGet, apiPost, finishOpenExperiment, must, registerUser } from '../helpers/server-api';

function input(element: HTMLElement, name: string): HTMLInputElement {
  const found = shadowOf(element).querySelector(`input[name=${name}]`);
  if (!found) throw new Error(`没有 input[name=${name}]`);
  return found as HTMLInputElement;
}

function submit(element: HTMLElement) {
  (shadowOf(element).querySelector('button[type=submit]') as HTMLButtonElement).click();
}

async function firstCourse(): Promise<CourseSummary> {
  const page = must(await apiGet<Paged<CourseSummary>>('/api/xnfz/courseList?pageSize=1'));
  const course = page.rows[0];
  if (!course) throw new Error('演示数据中没有课程');
  return course;
}

async function firstLessonOf(courseId: number): Promise<number> {
  const detail = must(
    await apiGet<{ chapters: { lessons: { id: number }[] }[] }>(
      `/api/xnfz/courseDetail?id=${courseId}`,
    ),
  );
  const lesson = detail.chapters[0]?.lessons[0];
  if (!lesson) throw new Error('课程没有课时');
  return lesson.id;
}

describe('account screens (real server)', () => {
  afterEach(() => signOutLocally());

  it('<xnfz-register> checks each field before calling, then registers and logs in at once', async () => {
    const element = await fixture<HTMLElement>(html`<xnfz-register></xnfz-register>`);
    await findIn(element, '.captcha-image img');
    typeInto(input(element, 'username'), 'ab');
    typeInto(input(element, 'password'), 'onlyletters');
    typeInto(input(element, 'confirm'), 'different1');
    submit(element);
    await waitForText(element, '用户名为 3 到 32 位字母、数字或下划线');
    await waitForText(element, '密码为 8 到 64 位，须同时包含字母和数字');
    await waitForText(element, '两次输入的密码不一致');
    await waitForText(element, '请至少填写手机号或电子邮箱中的一项');
    expect(auth.token).to.equal(null);

    const username = `reg_${Date.now().toString(36)}`;
    typeInto(input(element, 'username'), username);
    typeInto(input(element, 'password'), 'Strong#Pass99');
    typeInto(input(element, 'confirm'), 'Strong#Pass99');
    typeInto(input(element, 'nickname'), '新同学');
    (
      shadowOf(element).querySelector('input[name=identity][value=teacher]') as HTMLInputElement
    ).click();
    typeInto(input(element, 'email'), `${username}@example.edu.cn`);
    typeInto(input(element, 'captchaCode'), XNFZ_TEST_CAPTCHA_CODE);
    expect(
      shadowOf(element).querySelector('[data-strength]')?.getAttribute('data-strength'),
    ).to.equal('strong');
    const loggedIn = oneEvent(element, 'xnfz-login');
    submit(element);
    const event = (await loggedIn) as CustomEvent<{ user: User }>;
    expect(event.detail.user.username).to.equal(username);
    expect(event.detail.user.identity).to.equal('teacher');
    const me = must(await apiGet<User>('/api/xnfz/userInfo', auth.token ?? ''));
    expect(me.email).to.equal(`${username}@example.edu.cn`);
  });

  it('<xnfz-register> shows the server refusal for a taken username', async () => {
    const taken = await registerUser();
    const element = await fixture<HTMLElement>(html`<xnfz-register></xnfz-register>`);
    await findIn(element, '.captcha-image img');
    typeInto(input(element, 'username'), taken.username);
    typeInto(input(element, 'password'), 'Another123');
    typeInto(input(element, 'confirm'), 'Another123');
    typeInto(input(element, 'nickname'), '重名');
    typeInto(input(element, 'phone'), '13800001111');
    typeInto(input(element, 'captchaCode'), XNFZ_TEST_CAPTCHA_CODE);
    submit(element);
    await waitForText(element, '用户名已被注册');
    expect(auth.token).to.equal(null);
  });

  it('<xnfz-personal-center> asks for a login without a token', async () => {
    const element = await fixture<HTMLElement>(html`<xnfz-personal-center></xnfz-personal-center>`);
    await waitForText(element, '请先登录后查看个人中心');
  });

  it('我的收藏 lists what the user collected and removes it', async () => {
    const { token } = await registerUser();
    const course = await firstCourse();
    must(await apiPost('/api/xnfz/collect', { targetType: 'course', targetId: course.id }, token));
    signIn(token);
    const element = await fixture<HTMLElement>(
      html`<xnfz-personal-center tab="collection"></xnfz-personal-center>`,
    );
    const row = await findIn(element, `[data-target=course-${course.id}]`);
    expect(row.textContent).to.include(course.title);
    (row.querySelector('button') as HTMLButtonElement).click();
    await waitUntil(async () => {
      const left = must(await apiGet<Paged<unknown>>('/api/xnfz/userCollect', token));
      return left.total === 0;
    }, 'uncollected on the server');
    await waitForText(element, '暂无数据');
  });

  it('我的学习 and 学习记录 show what the user watched', async () => {
    const { token } = await registerUser('student');
    const course = await firstCourse();
    const lessonId = await firstLessonOf(course.id);
    must(
      await apiPost(
        '/api/xnfz/learnProgress',
        { lessonId, position: 12, watchedSeconds: 12 },
        token,
      ),
    );
    signIn(token);
    const element = await fixture<HTMLElement>(
      html`<xnfz-personal-center tab="learning"></xnfz-personal-center>`,
    );
    const row = await findIn(element, `[data-course-id="${course.id}"]`);
    expect(row.textContent).to.include(course.title);
    expect(row.querySelector('[role=progressbar]')).to.not.equal(null);

    (shadowOf(element).querySelector('[data-tab=records]') as HTMLAnchorElement).click();
    const record = await findIn(element, '[data-record-id]');
    expect(record.textContent).to.include(course.title);
    const records = must(
      await apiGet<Paged<{ durationSeconds: number }>>('/api/xnfz/userLearnRecord', token),
    );
    const seconds = records.rows.reduce((sum, r) => sum + r.durationSeconds, 0);
    expect(
      Number(
        shadowOf(element).querySelector('[data-total-seconds]')?.getAttribute('data-total-seconds'),
      ),
    ).to.equal(seconds);
  });

  it('学习记录 lists the finished experiment attempts with score, time, steps and report, within the date range', async () => {
    const { token } = await registerUser('student');
    const { experiment, sessionId } = await finishOpenExperiment(token, {
      score: 78,
      report: '周期 2.01 s',
    });
    const unfinished = must(
      await apiPost<ExperimentStartData>(
        '/api/xnfz/experimentStart',
        { experimentId: experiment.id },
        token,
      ),
    );
    signIn(token);
    const element = await fixture<HTMLElement>(
      html`<xnfz-personal-center tab="records"></xnfz-personal-center>`,
    );
    const row = await findIn(element, `[data-attempt-id="${sessionId}"]`);
    expect(row.querySelector('a')?.textContent).to.equal(experiment.title);
    expect(row.querySelector('a')?.getAttribute('href')).to.include(`id=${experiment.id}`);
    expect(row.querySelector('[data-score]')?.textContent).to.equal('78 分');
    expect(row.querySelector('details summary')?.textContent).to.equal('查看实验报告');
    expect(row.querySelector('details .report-text')?.textContent).to.equal('周期 2.01 s');
    const root = shadowOf(element);
    // the attempt's steps, as the server scored them: a table under 查看实验步骤
    const steps = root.querySelector(`[data-attempt-steps="${sessionId}"]`) as HTMLDetailsElement;
    expect(steps.querySelector('summary')?.textContent).to.equal('查看实验步骤（10 步）');
    steps.open = true;
    const table = steps.querySelector('table') as HTMLTableElement;
    expect(table.caption?.textContent).to.equal(`${experiment.title}：实验步骤`);
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).to.deep.equal([
      '序号',
      '步骤',
      '时间',
      '用时',
      '得分 / 满分',
      '重复次数',
      '评价',
    ]);
    const stepRows = [...table.querySelectorAll('tbody tr[data-step]')];
    expect(stepRows).to.have.length(10);
    expect(stepRows[0]?.querySelector('.step-title')?.textContent).to.equal('测量并设定摆长 L');
    expect(stepRows[9]?.querySelector('.step-title')?.textContent).to.equal('提交实验结果');
    const marks = stepRows.map((tr) =>
      Number(tr.querySelector('[data-score]')?.getAttribute('data-score')),
    );
    expect(marks.reduce((sum, mark) => sum + mark, 0)).to.equal(78);
    expect(stepRows[6]?.querySelector('[data-score]')?.textContent).to.equal('58 / 60');
    expect(root.querySelector(`[data-attempt-id="${unfinished.sessionId}"]`)).to.equal(null);
    expect(root.querySelectorAll('[data-attempt-id]')).to.have.length(1);
    expect(root.querySelector('[data-records=lessons] [part=state-empty]')).to.not.equal(null);

    // a range that ends before today hides the attempt
    const [from, to] = [...root.querySelectorAll('input[type=date]')] as HTMLInputElement[];
    typeInto(from as HTMLInputElement, '2020-01-01');
    typeInto(to as HTMLInputElement, '2020-01-31');
    (root.querySelector('.filters button[type=submit]') as HTMLButtonElement).click();
    await waitUntil(
      () => root.querySelector('[data-records=experiments] [part=state-empty]') !== null,
      '实验记录 empty for January 2020',
    );
    expect(root.querySelector('[data-attempt-id]')).to.equal(null);
  });

  it('学习记录 refuses a start date after the end date', async () => {
    const { token } = await registerUser();
    signIn(token);
    const element = await fixture<HTMLElement>(
      html`<xnfz-personal-center tab="records"></xnfz-personal-center>`,
    );
    await findIn(element, 'input[type=date]');
    const [from, to] = [
      ...shadowOf(element).querySelectorAll('input[type=date]'),
    ] as HTMLInputElement[];
    typeInto(from as HTMLInputElement, '2026-05-02');
    typeInto(to as HTMLInputElement, '2026-05-01');
    (shadowOf(element).querySelector('.filters button[type=submit]') as HTMLButtonElement).click();
    await waitForText(element, '开始日期不能晚于结束日期');
  });

  it('个人资料 saves and the user info changes for every element on the page', async () => {
    const { token } = await registerUser();
    signIn(token);
    const page = await fixture<HTMLElement>(html`
      <div>
        <xnfz-user-status></xnfz-user-status
        ><xnfz-personal-center tab="profile"></xnfz-personal-center>
      </div>
    `);
    const center = page.querySelector('xnfz-personal-center') as HTMLElement;
    const status = page.querySelector('xnfz-user-status') as HTMLElement;
    await findIn(center, 'input[name=nickname]');
    typeInto(input(center, 'phone'), '12345');
    submit(center);
    await waitForText(center, '请输入 11 位中国大陆手机号');

    typeInto(input(center, 'phone'), '');
    typeInto(input(center, 'nickname'), '改过的昵称');
    typeInto(input(center, 'school'), '示范大学');
    submit(center);
    await waitForText(center, '已保存');
    await waitForText(status, '改过的昵称');
    const me = must(await apiGet<User>('/api/xnfz/userInfo', token));
    expect(me).to.include({ nickname: '改过的昵称', school: '示范大学' });
  });

  it('个人资料: a new e-mail needs the current password, the old address is told, the new one verified', async () => {
    const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
    const oldEmail = `old${stamp}@example.edu.cn`;
    const newEmail = `new${stamp}@example.edu.cn`;
    const { token, password } = await registerUser('student', { email: oldEmail });
    signIn(token);
    const center = await fixture<HTMLElement>(
      html`<xnfz-personal-center tab="profile"></xnfz-personal-center>`,
    );
    await findIn(center, 'input[name=email]');
    expect(shadowOf(center).querySelector('input[name=currentPassword]')).to.equal(null);
    typeInto(input(center, 'email'), newEmail);
    const current = await findIn<HTMLInputElement>(center, 'input[name=currentPassword]');
    expect(current.type).to.equal('password');
    await waitForText(center, '修改手机号或邮箱需要输入当前密码');
    submit(center);
    await waitForText(center, '请输入当前密码');
    typeInto(current, 'Wrong1234pw');
    submit(center);
    await waitForText(center, '当前密码错误');
    expect(must(await apiGet<User>('/api/xnfz/userInfo', token)).email).to.equal(oldEmail);

    typeInto(current, password);
    submit(center);
    await waitForText(center, '已保存');
    const verify = await findIn(center, '[data-verify=email]');
    await waitForText(center, '尚未验证');
    const mailbox = async (recipient: string) =>
      (
        (await (await fetch(`/__outbox?recipient=${encodeURIComponent(recipient)}`)).json()) as {
          text: string | null;
        }
      ).text;
    let told: string | null = null;
    await waitUntil(async () => (told = await mailbox(oldEmail)), 'the old address is told');
    expect(told).to.include('邮箱已由');
    let sent: string | null = null;
    await waitUntil(async () => (sent = await mailbox(newEmail)), 'a code went to the new one');
    const code = /验证码为 (\d{6})/.exec(sent ?? '')?.[1] ?? '';
    typeInto(verify.querySelector('input[name=code]') as HTMLInputElement, code);
    (verify.querySelector('button[type=submit]') as HTMLButtonElement).click();
    await waitUntil(() => !shadowOf(center).querySelector('[data-verify=email]'), 'verified');
    const me = must(await apiGet<User>('/api/xnfz/userInfo', token));
    expect(me).to.include({ email: newEmail, emailVerified: true });
  });

  it('修改密码 logs out the other sessions: the old token is refused', async () => {
    const { token: other, username, password } = await registerUser();
    const login = must(
      await apiPost<{ token: string }>('/api/xnfz/login', {
        username,
        password,
        captchaKey: must(await apiGet<{ captchaKey: string }>('/api/comm/v1/captcha')).captchaKey,
        captchaCode: XNFZ_TEST_CAPTCHA_CODE,
      }),
    );
    signIn(login.token);
    const element = await fixture<HTMLElement>(
      html`<xnfz-personal-center tab="password"></xnfz-personal-center>`,
    );
    await findIn(element, 'input[name=oldPassword]');
    typeInto(input(element, 'oldPassword'), password);
    typeInto(input(element, 'newPassword'), 'Changed2026x');
    typeInto(input(element, 'confirm'), 'Changed2026x');
    submit(element);
    await waitForText(element, '密码已修改');
    expect(await apiGet('/api/xnfz/userInfo', other)).to.deep.include({
      code: 500,
      msg: '未登录或登录超时',
    });
    expect((await apiGet('/api/xnfz/userInfo', login.token)).code).to.equal(0);
  });

  it('<xnfz-my-learning> invites visitors to log in and lists a learner’s courses', async () => {
    const element = await fixture<HTMLElement>(
      html`<xnfz-my-learning limit="3"></xnfz-my-learning>`,
    );
    await waitForText(element, '登录后可在这里继续上次的学习');
    const { token } = await registerUser();
    const course = await firstCourse();
    must(
      await apiPost(
        '/api/xnfz/learnProgress',
        { lessonId: await firstLessonOf(course.id), position: 5, watchedSeconds: 5 },
        token,
      ),
    );
    signIn(token);
    await findIn(element, `[data-course-id="${course.id}"]`);
  });

  it('<xnfz-forgot-password> asks for the account and captcha, then the code and a new password', async () => {
    const element = await fixture<HTMLElement>(html`<xnfz-forgot-password></xnfz-forgot-password>`);
    await findIn(element, '.captcha-image img');
    submit(element);
    await waitForText(element, '用户名、手机号或电子邮箱');
    typeInto(input(element, 'account'), 'nobody_at_all');
    typeInto(input(element, 'captchaCode'), XNFZ_TEST_CAPTCHA_CODE);
    submit(element);
    // the same answer whether or not the account exists
    await waitForText(element, '如果账号“nobody_at_all”存在');
    await findIn(element, 'input[name=code]');
    typeInto(input(element, 'code'), '12');
    submit(element);
    await waitForText(element, '验证码为 6 位数字');
    typeInto(input(element, 'code'), '123456');
    typeInto(input(element, 'newPassword'), 'NewPass123');
    typeInto(input(element, 'confirm'), 'NewPass123');
    submit(element);
    await waitForText(element, '验证码错误或已过期');
    // 更换账号 (issue 18 · 10): back to step 1 with the account editable, old notices gone
    (shadowOf(element).querySelector('[part=change-account]') as HTMLButtonElement).click();
    await findIn(element, 'input[name=captchaCode]');
    const account = input(element, 'account');
    expect(account.readOnly).to.equal(false);
    expect(shadowOf(element).activeElement).to.equal(account);
    expect(shadowOf(element).querySelector('input[name=code]')).to.equal(null);
    expect(shadowOf(element).querySelector('[part=error]'), 'the old refusal is gone').to.equal(
      null,
    );
    expect(shadowOf(element).textContent).not.to.include('nobody_at_all”存在');
  });

  it('asking for a second code too soon says how many seconds to wait (issue 18 · 10)', async () => {
    const account = `often_${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
    const element = await fixture<HTMLElement>(html`<xnfz-forgot-password></xnfz-forgot-password>`);
    await findIn(element, '.captcha-image img');
    typeInto(input(element, 'account'), account);
    typeInto(input(element, 'captchaCode'), XNFZ_TEST_CAPTCHA_CODE);
    submit(element);
    await findIn(element, 'input[name=code]');
    (shadowOf(element).querySelector('[part=change-account]') as HTMLButtonElement).click();
    await findIn(element, 'input[name=captchaCode]');
    // the first captcha was used up: a new one, not the old image, is what the user types from
    await findIn(element, '.captcha-image img');
    typeInto(input(element, 'account'), account);
    typeInto(input(element, 'captchaCode'), XNFZ_TEST_CAPTCHA_CODE);
    submit(element);
    await waitUntil(
      () => /请求过于频繁，请 \d+ 秒后再试/.test(shadowOf(element).textContent ?? ''),
      'the refusal says how long to wait',
      { timeout: 10000 },
    );
    const seconds = Number(/请 (\d+) 秒后再试/.exec(shadowOf(element).textContent ?? '')?.[1]);
    expect(seconds).to.be.within(40, 60);
    expect(shadowOf(element).textContent).not.to.include('请稍后再试');
  });

  it('forgot password end to end: the code from the development outbox resets the password', async () => {
    const email = `u${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.edu.cn`;
    const { username, token } = await registerUser('student', { email });
    const element = await fixture<HTMLElement>(html`<xnfz-forgot-password></xnfz-forgot-password>`);
    await findIn(element, '.captcha-image img');
    typeInto(input(element, 'account'), username);
    typeInto(input(element, 'captchaCode'), XNFZ_TEST_CAPTCHA_CODE);
    submit(element);
    await findIn(element, 'input[name=code]');
    let text: string | null = null;
    await waitUntil(async () => {
      text = (
        (await (await fetch(`/__outbox?recipient=${encodeURIComponent(email)}`)).json()) as {
          text: string | null;
        }
      ).text;
      return text;
    }, 'the code reached the outbox');
    const code = /(\d{6})/.exec(text ?? '')?.[1] ?? '';
    expect(code).to.match(/^\d{6}$/);
    typeInto(input(element, 'code'), code);
    typeInto(input(element, 'newPassword'), 'Reset2026ok');
    typeInto(input(element, 'confirm'), 'Reset2026ok');
    submit(element);
    await waitForText(element, '密码已重置');
    expect(placesHolding(code), 'the code is kept nowhere').to.deep.equal([]);
    expect(placesHolding('Reset2026ok'), 'nor the new password').to.deep.equal([]);
    expect(await apiGet('/api/xnfz/userInfo', token)).to.deep.include({
      code: 500,
      msg: '未登录或登录超时',
    });
    const captcha = must(await apiGet<{ captchaKey: string }>('/api/comm/v1/captcha'));
    const login = await apiPost('/api/xnfz/login', {
      username,
      password: 'Reset2026ok',
      captchaKey: captcha.captchaKey,
      captchaCode: XNFZ_TEST_CAPTCHA_CODE,
    });
    expect(login.code).to.equal(0);
  });
});
