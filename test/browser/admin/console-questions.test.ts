/**
 * 题库 end to end against the real server: a teacher writes a 单选 and a numeric 填空 in the console
 * (the empty form refused at its fields first), finds them by type, imports a GIFT file whose
 * 预检 names the bad question by line and field (nothing stored, 确认导入 off) and then the
 * corrected file, exports, and deletes a question after a confirmation.
 */
import { expect } from '@open-wc/testing';
import type { Paged } from '../../../src/core/api/contract';
import type {
  QuestionCourse,
  QuestionDetail,
  QuestionRow,
} from '../../../src/core/api/question-contract';
import { signOutLocally } from '../../../src/core/store/auth';
import {
  chooseIn,
  consoleGo,
  mountConsole,
  noticeShown,
  navLabels,
  screenOf,
  signInAs,
  TEACHER_NAV,
  typeIntoArea,
} from '../helpers/console';
import { findIn, shadowOf, typeInto, waitForText } from '../helpers/dom';
import { apiGet, must } from '../helpers/server-api';
import { waitUntil } from '../helpers/wait-until';

async function typeInEditor(screen: HTMLElement, index: number, text: string): Promise<void> {
  await waitUntil(
    () => shadowOf(screen).querySelectorAll('.ProseMirror[contenteditable=true]').length > index,
    'the rich-text editors',
    { timeout: 15000 },
  );
  const editable = shadowOf(screen).querySelectorAll<HTMLElement>(
    '.ProseMirror[contenteditable=true]',
  )[index]!;
  editable.focus();
  document.execCommand('insertText', false, text);
  await waitUntil(() => editable.textContent?.includes(text), 'text in the editor');
}

const button = (screen: HTMLElement, selector: string) =>
  shadowOf(screen).querySelector(selector) as HTMLButtonElement;
const input = (screen: HTMLElement, id: string) =>
  shadowOf(screen).getElementById(id) as HTMLInputElement;

function chooseFile(screen: HTMLElement, name: string, text: string): void {
  const file = shadowOf(screen).getElementById('question-import-file') as HTMLInputElement;
  const transfer = new DataTransfer();
  transfer.items.add(new File([text], name, { type: 'text/plain' }));
  file.files = transfer.files;
  file.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('题库 in the console', function () {
  // one teacher's whole session: writing, filtering, importing, exporting, deleting
  this.timeout(90000);
  let app: HTMLElement | undefined;
  afterEach(() => {
    app?.remove();
    app = undefined;
    signOutLocally();
  });

  it('a teacher writes, finds, imports (预检 first), exports and deletes questions', async () => {
    const teacher = await signInAs('teacher1');
    const course = must(
      await apiGet<QuestionCourse[]>('/api/teaching/questionCourses', teacher.token),
    )[0]!;
    const bank = async (query = '') =>
      must(
        await apiGet<Paged<QuestionRow>>(
          `/api/teaching/questionList?courseId=${course.id}&pageSize=100${query}`,
          teacher.token,
        ),
      );
    const before = (await bank()).total;
    const stamp = Date.now().toString(36).slice(-5);

    app = await mountConsole('#/courses');
    expect(navLabels(app)).to.deep.equal([...TEACHER_NAV]);
    await consoleGo(`#/questions?course=${course.id}`);
    const list = await screenOf(app, 'xnfz-admin-questions', '#questions-course');
    expect(input(list, 'questions-course').value).to.equal(String(course.id));
    await expect(list).to.be.accessible();

    // 单选: the empty form is refused at its fields
    await consoleGo(`#/questions/edit?course=${course.id}`);
    let form = await screenOf(app, 'xnfz-admin-questions', '#question-option-A');
    button(form, 'button.save-question').click();
    await findIn(form, '#question-stem-error');
    await findIn(form, '#question-options-error');
    await typeInEditor(form, 0, `单摆周期 $T=2\\pi\\sqrt{l/g}$ 与哪个量无关 ${stamp}`);
    // the formula drawn in the preview as MathML (KaTeX, fetched for it)
    const math = await findIn(form, '.formula-preview math');
    expect(math.querySelector('msqrt')?.textContent).to.equal('l/g');
    ['摆长', '摆球质量', '重力加速度', '纬度'].forEach((text, index) =>
      typeInto(input(form, `question-option-${'ABCD'[index]}`), text),
    );
    input(form, 'question-right-B').click();
    typeInto(input(form, 'question-tags'), '单摆、周期');
    await expect(form).to.be.accessible();
    button(form, 'button.save-question').click();
    await noticeShown('题目已创建');
    let single: QuestionRow | undefined;
    await waitUntil(async () => {
      single = (await bank(`&keyword=${stamp}`)).rows[0];
      return single !== undefined;
    }, 'the 单选 stored');
    const stored = must(
      await apiGet<QuestionDetail>(`/api/teaching/questionDetail?id=${single!.id}`, teacher.token),
    );
    expect(stored.correct).to.deep.equal([1]);
    expect(stored.options).to.deep.equal([
      '<p>摆长</p>',
      '<p>摆球质量</p>',
      '<p>重力加速度</p>',
      '<p>纬度</p>',
    ]);
    expect(stored.tags).to.deep.equal(['单摆', '周期']);

    // unsaved changes hold a navigation away until the teacher says so
    const editing = await screenOf(app, 'xnfz-admin-questions', '#question-option-A');
    await waitUntil(
      () => input(editing, 'question-option-A').value === '摆长',
      'the saved options',
    );
    typeInto(input(editing, 'question-option-A'), '摆长（改）');
    (
      shadowOf(editing).querySelector('a.xnfz-button[href*="questions"]') as HTMLAnchorElement
    ).click();
    (await findIn<HTMLButtonElement>(app!, 'button.stay-here')).click();
    await waitUntil(() => !shadowOf(app!).querySelector('button.stay-here'), 'the dialog closed');
    expect(location.hash).to.equal(`#/questions/edit?id=${single!.id}`);
    expect(input(editing, 'question-option-A').value).to.equal('摆长（改）');
    (
      shadowOf(editing).querySelector('a.xnfz-button[href*="questions"]') as HTMLAnchorElement
    ).click();
    (await findIn<HTMLButtonElement>(app!, 'button.confirm-leave')).click();
    await screenOf(app, 'xnfz-admin-questions', '#questions-type');
    expect(
      must(
        await apiGet<QuestionDetail>(
          `/api/teaching/questionDetail?id=${single!.id}`,
          teacher.token,
        ),
      ).options[0],
    ).to.equal('<p>摆长</p>');

    // 填空 with a numeric blank; the blank count must match the stem's ___
    await consoleGo(`#/questions/edit?course=${course.id}&n=2`);
    form = await screenOf(app, 'xnfz-admin-questions', '#question-option-A');
    (shadowOf(form).querySelector('input[name=question-type][value=fill]') as HTMLElement).click();
    await findIn(form, '.blank-kind');
    await typeInEditor(form, 0, `重力加速度约为 ___ m/s² ${stamp}`);
    chooseIn(shadowOf(form).querySelector('.blank-kind') as HTMLSelectElement, 'number');
    typeIntoArea(await findIn<HTMLTextAreaElement>(form, '.blank-answers'), '9.8±0.1\n9.81');
    button(form, 'button.add-blank').click();
    await waitUntil(
      () => shadowOf(form).querySelectorAll('.blank-answers').length === 2,
      'a second blank',
    );
    typeIntoArea(shadowOf(form).querySelectorAll<HTMLTextAreaElement>('.blank-answers')[1]!, '米');
    button(form, 'button.save-question').click();
    await waitForText(form, '题干用 ___ 标出了 1 个空，答案有 2 个', 15000);
    shadowOf(form).querySelectorAll<HTMLButtonElement>('button.remove-blank')[1]!.click();
    button(form, 'button.save-question').click();
    await waitUntil(
      async () => (await bank('&type=fill')).rows.some((row) => row.stemText.includes(stamp)),
      'the 填空 stored',
    );
    const fill = (await bank('&type=fill')).rows.find((row) => row.stemText.includes(stamp))!;
    expect(
      must(
        await apiGet<QuestionDetail>(`/api/teaching/questionDetail?id=${fill.id}`, teacher.token),
      ).blanks,
    ).to.deep.equal([
      {
        kind: 'number',
        answers: [
          { value: 9.8, tolerance: 0.1 },
          { value: 9.81, tolerance: 0 },
        ],
      },
    ]);

    // the list filtered by type
    await consoleGo(`#/questions?course=${course.id}&n=3`);
    const filtered = await screenOf(app, 'xnfz-admin-questions', '#questions-type');
    chooseIn(shadowOf(filtered).getElementById('questions-type') as HTMLSelectElement, 'fill');
    await waitUntil(
      () =>
        shadowOf(filtered).querySelector(`tr[data-question-id="${fill.id}"]`) !== null &&
        shadowOf(filtered).querySelector(`tr[data-question-id="${single!.id}"]`) === null,
      'only 填空 listed',
      { timeout: 15000 },
    );

    // back from a question's form, the list keeps its filter
    (
      shadowOf(filtered).querySelector(
        `tr[data-question-id="${fill.id}"] a.edit-question`,
      ) as HTMLAnchorElement
    ).click();
    const opened = await screenOf(app, 'xnfz-admin-questions', '#question-blanks');
    (
      shadowOf(opened).querySelector('a.xnfz-button[href*="questions"]') as HTMLAnchorElement
    ).click();
    const back = await screenOf(app, 'xnfz-admin-questions', '#questions-type');
    expect((shadowOf(back).getElementById('questions-type') as HTMLSelectElement).value).to.equal(
      'fill',
    );
    await findIn(back, `tr[data-question-id="${fill.id}"]`);
    chooseIn(shadowOf(back).getElementById('questions-type') as HTMLSelectElement, '');

    // GIFT import: 预检 names the bad question; nothing stored until it is fixed and confirmed
    await consoleGo(`#/questions/import?course=${course.id}`);
    const importer = await screenOf(app, 'xnfz-admin-questions', '#question-import-file');
    expect(shadowOf(importer).querySelector('h1')?.textContent).to.equal(
      `导入题目到“${course.title}”`,
    );
    (shadowOf(importer).querySelector('input.format-gift') as HTMLElement).click();
    const good = `// 难度: 难; 知识点: 单摆; 分值: 3\n单摆的周期公式是 T=2π√(l/g) ${stamp}。{T}\n\n`;
    const bad = `摆长变为 4 倍，周期变为原来的几倍？ {~1 倍 ~4 倍 ~8 倍}\n`;
    chooseFile(importer, '题目.txt', good + bad);
    button(importer, 'button.check-import').click();
    await waitForText(importer, '共 2 题：1 题可以导入，1 题有问题。', 15000);
    const badRow = shadowOf(importer).querySelector('tr[data-import-line="4"]');
    expect(badRow?.textContent).to.include('答案');
    expect(button(importer, 'button.confirm-import').disabled).to.equal(true);
    expect((await bank()).total).to.equal(before + 2, 'a dry run stores nothing');
    chooseFile(importer, '题目.txt', good + bad.replace('~4 倍', '=2 倍'));
    button(importer, 'button.check-import').click();
    await waitForText(importer, '共 2 题：2 题可以导入，0 题有问题。', 15000);
    button(importer, 'button.confirm-import').click();
    await noticeShown('已导入 2 题');
    const imported = (await bank(`&keyword=${stamp}&type=judge`)).rows[0];
    expect(imported?.difficulty).to.equal('hard');
    expect(imported?.tags).to.deep.equal(['单摆']);
    expect(imported?.score).to.equal(3);

    // export, then delete with a confirmation
    const listed = await screenOf(app, 'xnfz-admin-questions', 'button.export-gift');
    button(listed, 'button.export-gift').click();
    await noticeShown('.txt');
    const row = await findIn(listed, `tr[data-question-id="${single!.id}"]`);
    (row.querySelector('button.delete-question') as HTMLButtonElement).click();
    const confirm = await findIn<HTMLButtonElement>(listed, 'button.confirm-delete');
    confirm.click();
    await waitUntil(
      () => shadowOf(listed).querySelector(`tr[data-question-id="${single!.id}"]`) === null,
      'the row gone',
      { timeout: 15000 },
    );
    expect((await bank()).rows.some((item) => item.id === single!.id)).to.equal(false);
  });
});
