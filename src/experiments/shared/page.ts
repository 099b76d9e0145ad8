/** The frame every built-in experiment page shares: start-up, header, guide, data table, result. */
import type { ExperimentStep } from '../../core/api/contract';
import { addStyles, append, el, fill, type Child } from './dom';
import { readLaunchContext, type LaunchContext } from './launch-context';
import { PAGE_STYLES } from './page-styles';

/** The texts of the shared frame (zh-CN); each page's own texts are in its `texts.ts`. */
export const PAGE_TEXTS = {
  sessionMode: '本次实验由门户启动，提交后成绩会报送给门户。',
  practiceMode: '练习模式：本页面不是从门户启动的，成绩不会被记录。',
  tableCaption: '测量数据',
  colIndex: '序号',
  colAction: '操作',
  remove: '删除',
  removeLabel: '删除第 {n} 组数据',
  removed: '已删除第 {n} 组数据。',
  scoreTitle: '本次得分：{score} 分',
  sent: '成绩已提交给门户，可关闭本实验。',
  practiceResult: '练习模式：成绩未提交。',
  guide: '实验步骤与评分',
  stepsCaption: '本次实验的步骤',
  colStep: '步骤',
  colTime: '用时',
  colScore: '得分',
  stepSeconds: '{n} 秒',
  stepScore: '{score} / {max}',
} as const;

/** What the header and the guide of a page say. */
export interface PageIntro {
  title: string;
  aim: string;
  steps: readonly string[];
  scoring: string;
}

/**
 * Starts a page: reads what the portal put in the address, sets the title and adds the shared
 * styles with the page's own.
 */
export function openPage(title: string, styles: string): LaunchContext {
  const context = readLaunchContext();
  document.title = title;
  addStyles(PAGE_STYLES + styles);
  return context;
}

/**
 * Builds the page: the header (title, aim, and whether the result goes to the portal), the
 * panels side by side, and the guide (steps and scoring).
 */
export function buildPage(context: LaunchContext, intro: PageIntro, ...panels: Node[]): void {
  append(
    document.body,
    el(
      'main',
      { class: 'page' },
      el(
        'header',
        { class: 'top' },
        el('h1', {}, intro.title),
        el('p', {}, intro.aim),
        el(
          'p',
          { class: context.sessionId ? 'mode mode--session' : 'mode' },
          context.sessionId ? PAGE_TEXTS.sessionMode : PAGE_TEXTS.practiceMode,
        ),
      ),
      el('div', { class: 'layout' }, ...panels),
      el(
        'section',
        { class: 'panel guide', 'aria-labelledby': 'guide-title' },
        el('h2', { id: 'guide-title' }, PAGE_TEXTS.guide),
        el('ol', { class: 'steps' }, ...intro.steps.map((step) => el('li', {}, step))),
        el('p', { class: 'hint' }, intro.scoring),
      ),
    ),
  );
}

/** Puts a message in a message line; `ok` shows it as a success. */
export function say(target: HTMLElement, text: string, ok = false): void {
  target.textContent = text;
  target.classList.toggle('message--ok', ok);
}

/** The table of recorded data: 序号, the page's columns, 操作; `body` holds the rows. */
export function dataTable(columns: readonly string[], body: HTMLTableSectionElement) {
  return el(
    'table',
    {},
    el('caption', {}, PAGE_TEXTS.tableCaption),
    el(
      'thead',
      {},
      el(
        'tr',
        {},
        ...[PAGE_TEXTS.colIndex, ...columns, PAGE_TEXTS.colAction].map((heading) =>
          el('th', { scope: 'col' }, heading),
        ),
      ),
    ),
    body,
  );
}

/** The 删除 button of row `n`: `remove` takes the row out, then `message` says so. */
export function removeButton(
  n: number,
  disabled: boolean,
  message: HTMLElement,
  remove: () => void,
): HTMLButtonElement {
  const button = el(
    'button',
    { type: 'button', class: 'small', 'aria-label': fill(PAGE_TEXTS.removeLabel, { n }) },
    PAGE_TEXTS.remove,
  );
  button.disabled = disabled;
  button.addEventListener('click', () => {
    remove();
    say(message, fill(PAGE_TEXTS.removed, { n }), true);
  });
  return button;
}

/** What `renderDataRows` shows: the recorded rows of a `dataTable` and how to draw one. */
export interface DataRows<Row> {
  body: HTMLTableSectionElement;
  /** The recorded rows; 删除 takes a row out of this array. */
  rows: Row[];
  /** Said in one row across the table while nothing is recorded. */
  emptyText: string;
  /** Every column of the table, 序号 and 操作 included. */
  columnCount: number;
  /** After the hand-in rows can no longer be removed. */
  locked: boolean;
  /** Where a removal is confirmed. */
  message: HTMLElement;
  /** The row's data attributes, e.g. `{ 'data-trial': n }`. */
  attributes: (row: Row, n: number) => Record<string, string | number>;
  /** The cells between 序号 and 操作 (a `<td>` of its own is kept as it is). */
  cells: (row: Row) => Child[];
  /** After a row was removed (the page draws the table and what depends on it again). */
  removed: () => void;
}

/**
 * Draws the rows of a data table: 序号, the page's cells and a 删除 button, or one row saying
 * nothing is recorded yet.
 * @example
 * renderDataRows({ body, rows: trials, emptyText: TEXTS.noTrials, columnCount: 6, locked: submitted,
 *   message, attributes: (_, n) => ({ 'data-trial': n }), cells: (t) => [t.a, t.b], removed: render });
 */
export function renderDataRows<Row>(table: DataRows<Row>): void {
  table.body.replaceChildren();
  if (table.rows.length === 0) {
    append(
      table.body,
      el('tr', { class: 'empty-row' }, el('td', { colspan: table.columnCount }, table.emptyText)),
    );
    return;
  }
  table.rows.forEach((row, index) => {
    const n = index + 1;
    const remove = removeButton(n, table.locked, table.message, () => {
      table.rows.splice(index, 1);
      table.removed();
    });
    const cells = table
      .cells(row)
      .map((cell) => (cell instanceof HTMLTableCellElement ? cell : el('td', {}, cell)));
    append(
      table.body,
      el('tr', table.attributes(row, n), el('td', {}, n), ...cells, el('td', {}, remove)),
    );
  });
}

/** The steps of the attempt: title, time used and score of each. */
function stepsTable(steps: readonly ExperimentStep[]): HTMLTableElement {
  return el(
    'table',
    { class: 'steps-table', id: 'steps-table' },
    el('caption', {}, PAGE_TEXTS.stepsCaption),
    el(
      'thead',
      {},
      el(
        'tr',
        {},
        ...[PAGE_TEXTS.colIndex, PAGE_TEXTS.colStep, PAGE_TEXTS.colTime, PAGE_TEXTS.colScore].map(
          (heading) => el('th', { scope: 'col' }, heading),
        ),
      ),
    ),
    el(
      'tbody',
      {},
      ...steps.map((step) =>
        el(
          'tr',
          { 'data-step': step.seq },
          el('td', {}, step.seq),
          el('td', {}, step.title),
          el('td', {}, fill(PAGE_TEXTS.stepSeconds, { n: step.timeUsed })),
          el('td', {}, fill(PAGE_TEXTS.stepScore, { score: step.score, max: step.maxScore })),
        ),
      ),
    ),
  );
}

/** Shows the score, its parts, a line on the error, the steps, and whether it went to the portal. */
export function showResult(
  result: HTMLElement,
  score: {
    total: number;
    parts: readonly string[];
    errorLine: string;
    sent: boolean;
    steps?: readonly ExperimentStep[];
  },
): void {
  result.replaceChildren();
  append(
    result,
    el(
      'p',
      { class: 'score', 'data-score': score.total },
      fill(PAGE_TEXTS.scoreTitle, { score: score.total }),
    ),
    el('ul', {}, ...score.parts.map((part) => el('li', {}, part))),
    el('p', {}, score.errorLine),
    score.steps ? stepsTable(score.steps) : null,
    el('p', {}, score.sent ? PAGE_TEXTS.sent : PAGE_TEXTS.practiceResult),
  );
}
