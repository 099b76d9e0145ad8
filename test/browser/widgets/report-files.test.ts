/**
 * 实验报告's tables, images and attachments in the student's writing screen at 375 px, against the
 * real server: a formula previewed; 插入表格 and the table tools (a row added) saved as a table; 插入图片 uploads a PNG
 * through the resumable endpoint and shows it (a signed address that loads), saved as the plain
 * address on the server and shown again after a reload; a file the server refuses says why; 添加附件
 * lists the file with a working link, 删除 removes it.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../../src/widgets/report-write/report-write.element';
import type { Experiment, Paged } from '../../../src/core/api/contract';
import {
  DEFAULT_REPORT_SECTIONS,
  DEFAULT_RUBRIC,
  type MyReportDetail,
  type ReportTemplateDetail,
} from '../../../src/core/api/report-contract';
import type { ClassDetail } from '../../../src/core/api/teaching-contract';
import { signIn, signOutLocally } from '../../../src/core/store/auth';
import { findIn, shadowOf } from '../helpers/dom';
import { PHONE, stickingOut } from '../helpers/layout';
import {
  apiGet,
  apiPost,
  DEMO_PASSWORD,
  finishOpenExperiment,
  loginAs,
  must,
  registerUser,
} from '../helpers/server-api';
import { waitUntil } from '../helpers/wait-until';
import { PENDULUM_URL } from '../../helpers/pendulum-attempt';

/** A real 2 × 1 PNG. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAABHNCSVQICAgIfAhkiAAAAAFzUkdCAK7OHOkAAAARSURBVAiZYzzDwPCfgYGBAQALbQHNC83xBQAAAABJRU5ErkJggg==';
const png = () =>
  new File([Uint8Array.from(atob(PNG_BASE64), (c) => c.charCodeAt(0))], '装置照片.png', {
    type: 'image/png',
  });
const pdf = () =>
  new File(['%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'.repeat(20)], '原始数据.pdf', {
    type: 'application/pdf',
  });

const $ = (root: HTMLElement, selector: string) => shadowOf(root).querySelector(selector);
const $$ = (root: HTMLElement, selector: string) => [...shadowOf(root).querySelectorAll(selector)];

/** Chooses a file in a hidden file input, as the browser's picker does. */
function choose(input: HTMLInputElement, file: File): void {
  const picked = new DataTransfer();
  picked.items.add(file);
  input.files = picked.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

async function openScreen(id: number): Promise<HTMLElement> {
  const screen = await fixture<HTMLElement>(
    html`<xnfz-report-write report-id=${id}></xnfz-report-write>`,
  );
  await findIn(screen, '[data-section="data"] [data-editor-ready]', 'the data section’s editor');
  return screen;
}

/** Waits for `find` to answer something, and answers it. */
async function found<T>(
  find: () => T | null | undefined,
  message: string,
  timeout = 10000,
): Promise<T> {
  let value: T | null | undefined;
  await waitUntil(() => (value = find()), message, { timeout });
  return value!;
}

const toolOf = (screen: HTMLElement, key: string, tool: string) =>
  $(screen, `[data-section="${key}"] [data-tool="${tool}"]`) as HTMLButtonElement | null;

describe('<xnfz-report-write>: tables, images and attachments', function () {
  this.timeout(180000);
  let student = { token: '' };
  let reportId = 0;

  before(async () => {
    const staff = (await loginAs('admin1', DEMO_PASSWORD)).token;
    const catalogue = must(
      await apiGet<Paged<Experiment>>('/api/xnfz/experimentList?pageSize=100'),
    );
    const pendulum = catalogue.rows.find((row) => row.launchUrl === PENDULUM_URL)!;
    const stamp = Date.now().toString(36).slice(-5);
    const created = must(
      await apiPost<ClassDetail>(
        '/api/teaching/classSave',
        {
          courseId: pendulum.courseId,
          name: `报告附件 ${stamp} 班`,
          term: '2026-2027 第一学期',
          coTeacherIds: [],
        },
        staff,
      ),
    );
    let klass = must(
      await apiPost<ClassDetail>(
        '/api/teaching/classCode',
        { id: created.id, action: 'open' },
        staff,
      ),
    );
    if (!klass.joinCode)
      klass = must(
        await apiPost<ClassDetail>(
          '/api/teaching/classCode',
          { id: created.id, action: 'regenerate' },
          staff,
        ),
      );
    const opened = must(
      await apiGet<ReportTemplateDetail>(
        `/api/teaching/reportTemplate?experimentId=${pendulum.id}`,
        staff,
      ),
    );
    if (opened.version === '0')
      must(
        await apiPost(
          '/api/teaching/reportTemplateSave',
          {
            experimentId: pendulum.id,
            template: { sections: DEFAULT_REPORT_SECTIONS, wordHint: null, rubric: DEFAULT_RUBRIC },
            version: opened.version,
          },
          staff,
        ),
      );
    student = await registerUser('student');
    must(await apiPost('/api/teaching/classJoin', { code: klass.joinCode }, student.token));
    const { sessionId } = await finishOpenExperiment(student.token, { score: 80 });
    reportId = must(
      await apiPost<MyReportDetail>(
        '/api/teaching/reportCreate',
        { classId: created.id, attemptId: sessionId },
        student.token,
      ),
    ).id;
  });

  afterEach(async () => {
    signOutLocally();
    await setViewport({ width: 800, height: 600 });
  });

  const stored = async () =>
    must(await apiGet<MyReportDetail>(`/api/teaching/myReport?id=${reportId}`, student.token));

  it('a table with a row added, an uploaded image, a refusal and an attachment, at 375 px', async () => {
    signIn(student.token);
    await setViewport(PHONE);
    let screen = await openScreen(reportId);

    // 插入表格: a 3 × 3 table with a header row; the table tools appear while in it
    expect(toolOf(screen, 'data', 'addRow'), 'no table tools outside a table').to.equal(null);
    toolOf(screen, 'data', 'table')!.click();
    await waitUntil(() => toolOf(screen, 'data', 'addRow'), 'the table tools');
    // the header row as a student fills it: Tab moves to the next cell
    for (const [index, heading] of ['摆长 L', '周期 T', '次数'].entries()) {
      if (index > 0) await sendKeys({ press: 'Tab' });
      document.execCommand('insertText', false, heading);
    }
    toolOf(screen, 'data', 'addRow')!.click();
    await waitUntil(
      () => $$(screen, '[data-section="data"] .ProseMirror table tr').length === 4,
      'a fourth row',
    );

    // a formula in LaTeX between $ signs is previewed as the student writes
    const principle = await findIn<HTMLElement>(
      screen,
      '[data-section="principle"] .ProseMirror[contenteditable=true]',
      'the principle editor',
    );
    principle.focus();
    document.execCommand('insertText', false, '周期 $T=2\\pi\\sqrt{L/g}$');
    await findIn(screen, '[data-preview="principle"] .formula math', 'the formula drawn');

    // 插入图片: uploaded, shown from its signed address, loaded
    const imageInput = $(
      screen,
      '[data-section="data"] .editor-tools input[type=file]',
    ) as HTMLInputElement;
    choose(imageInput, png());
    const shown = await found(
      () => $(screen, '[data-section="data"] .ProseMirror img') as HTMLImageElement | null,
      'the image in the editor',
      20000,
    );
    expect(shown.getAttribute('src')).to.match(/\/api\/report-files\/\d+\?e=\d+&s=/);
    expect(shown.getAttribute('alt')).to.equal('装置照片');
    await waitUntil(() => shown.complete && shown.naturalWidth === 2, 'the image loaded');

    // saved: the server keeps the table and the image's plain address
    await waitUntil(
      async () => {
        const data = (await stored()).sections.data ?? '';
        return data.includes('<table') && /<img src="\/api\/report-files\/\d+\?e=/.test(data);
      },
      'the table and the image saved',
      { timeout: 20000 },
    );
    const data = (await stored()).sections.data ?? '';
    expect((data.match(/<tr>/g) ?? []).length).to.equal(4);
    expect(data).to.match(/<th[^>]*>.*摆长 L.*<\/th><th[^>]*>.*周期 T.*<\/th><th[^>]*>.*次数/);

    // a file the server refuses says why (a "PNG" that is not one), and nothing is inserted
    choose(imageInput, new File(['不是图片'], '假图片.png', { type: 'image/png' }));
    const refused = await findIn(
      screen,
      '[data-section="data"] [data-upload="failed"]',
      'the refusal',
    );
    expect(refused.textContent).to.include('假图片.png');
    expect(refused.textContent).to.include('文件类型不符');
    expect($$(screen, '[data-section="data"] .ProseMirror img').length).to.equal(1);
    (refused.querySelector('button') as HTMLButtonElement).click();

    // 添加附件: listed with a link that downloads it; 删除 removes it
    const attachInput = $(screen, '.report-files input[type=file]') as HTMLInputElement;
    choose(attachInput, pdf());
    const link = await found(
      () => $(screen, '.report-files .attachment a') as HTMLAnchorElement | null,
      'the attachment listed',
      20000,
    );
    expect(link.textContent).to.equal('原始数据.pdf');
    const download = await fetch(link.href);
    expect(download.status).to.equal(200);
    expect(download.headers.get('content-type')).to.equal('application/pdf');
    expect((await stored()).attachments.map((file) => file.name)).to.deep.equal(['原始数据.pdf']);
    await expect(screen).to.be.accessible();
    expect(stickingOut(shadowOf(screen), PHONE.width)).to.deep.equal([]);
    const remove = $(screen, '.report-files .remove-file') as HTMLButtonElement;
    expect(remove.getAttribute('aria-label')).to.equal('删除附件 原始数据.pdf');
    remove.click();
    await waitUntil(() => !$(screen, '.report-files .attachment'), 'the attachment removed');
    expect((await stored()).attachments).to.deep.equal([]);

    // after a reload the image shows again, from a fresh signed address
    screen.remove();
    screen = await openScreen(reportId);
    const again = await found(
      () => $(screen, '[data-section="data"] .ProseMirror img') as HTMLImageElement | null,
      'the image after a reload',
    );
    await waitUntil(() => again.complete && again.naturalWidth === 2, 'the image loaded again');
    expect($$(screen, '[data-section="data"] .ProseMirror table tr').length).to.equal(4);
  });
});
