/**
 * One lab report as a .docx (the `docx` package): the title (实验名 实验报告), the student and the
 * attempt (times on the centre's wall clock), the server's step table and readings as tables with a
 * chart of the readings, each section (its HTML as paragraphs, headings, lists and tables; images
 * as a note) with its teacher's comment, and the grade: the rubric with the level chosen for each
 * criterion marked, the adjustment and its reason, the late deduction, the score and the comment.
 */
import {
  AlignmentType,
  Document,
  HeadingLevel,
  ImageRun,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { ReportDetail, ReportGrade } from '../../../src/core/api/report-contract';
import { wallClock } from '../../statistics/calendar';
import { CHART_HEIGHT, CHART_WIDTH, drawReadingsChart } from './report-chart';
import { CELL_BORDERS, htmlBlocks, run, type Block, type DocxImages } from './report-html-docx';

export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** What one exported report shows. */
export interface ReportDocxInput {
  report: Pick<
    ReportDetail,
    | 'studentName'
    | 'studentNumber'
    | 'status'
    | 'late'
    | 'submittedAt'
    | 'template'
    | 'total'
    | 'record'
    | 'sections'
    | 'versions'
    | 'released'
    | 'releasedAt'
  >;
  className: string;
  /** The grade shown (null: none yet, or not released to the student reading it). */
  grade: ReportGrade | null;
  /** Said in place of the grade when there is none to show. */
  noGrade: string;
  timeZone: string;
  /** The report's own images, embedded where its sections show them. */
  images?: DocxImages;
}

/**
 * An instant on the centre's wall clock, `yyyy-mm-dd hh:mm`.
 * @example
 * wallTime('2026-11-25T16:34:12Z', 'Asia/Shanghai'); // '2026-11-26 00:34'
 */
export function wallTime(iso: string, timeZone: string): string {
  const wall = wallClock(new Date(iso), timeZone).toISOString();
  return `${wall.slice(0, 10)} ${wall.slice(11, 16)}`;
}

/** Seconds as 时/分/秒 text. */
export function durationText(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  if (h) return `${h} 小时 ${m} 分 ${rest} 秒`;
  if (m) return `${m} 分 ${rest} 秒`;
  return `${rest} 秒`;
}

/** A number as a teacher reads it (no float noise). */
const figure = (n: number) => String(Number(n.toFixed(4)));

const STATUS_NAMES: Record<ReportDetail['status'], string> = {
  draft: '草稿',
  submitted: '待批改',
  graded: '已批改',
  returned: '已退回',
};

function cell(text: string, options: { bold?: boolean; span?: number } = {}): TableCell {
  const lines = text.split('\n');
  return new TableCell({
    children: [
      new Paragraph({
        children: lines.map((line, i) => run(line, { bold: options.bold }, i > 0)),
      }),
    ],
    borders: CELL_BORDERS,
    ...(options.span ? { columnSpan: options.span } : {}),
  });
}

/** A table of text: the first row is the header (bold). */
export function textTable(header: readonly string[], rows: readonly (readonly string[])[]): Table {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({
        tableHeader: true,
        children: header.map((text) => cell(text, { bold: true })),
      }),
      ...rows.map((row) => new TableRow({ children: row.map((text) => cell(text)) })),
    ],
  });
}

const heading = (text: string, level: 1 | 2 = 1) =>
  new Paragraph({
    heading: level === 1 ? HeadingLevel.HEADING_1 : HeadingLevel.HEADING_2,
    children: [new TextRun(text)],
  });

const para = (text: string, style: { bold?: boolean; italics?: boolean } = {}) =>
  new Paragraph({ children: [run(text, style)] });

/** A reading's value as text (objects as JSON). */
export function readingText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return figure(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? '是' : '否';
  return JSON.stringify(value);
}

/** The readings' tables: each array of objects a table (序号 first), the other values as rows. */
export function readingsTables(
  readings: Record<string, unknown>,
): { title: string; header: string[]; rows: string[][] }[] {
  const tables: { title: string; header: string[]; rows: string[][] }[] = [];
  const scalars: string[][] = [];
  for (const [key, value] of Object.entries(readings)) {
    const objects =
      Array.isArray(value) &&
      value.length > 0 &&
      value.every((row) => typeof row === 'object' && row !== null && !Array.isArray(row));
    if (objects) {
      const rows = value as Record<string, unknown>[];
      const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
      tables.push({
        title: key,
        header: ['序号', ...keys],
        rows: rows.map((row, i) => [String(i + 1), ...keys.map((k) => readingText(row[k]))]),
      });
    } else if (Array.isArray(value)) {
      scalars.push([key, value.map(readingText).join('，')]);
    } else scalars.push([key, readingText(value)]);
  }
  if (scalars.length) tables.push({ title: '', header: ['项目', '数值'], rows: scalars });
  return tables;
}

function recordBlocks(input: ReportDocxInput): Block[] {
  const { record } = input.report;
  const blocks: Block[] = [heading('实验记录（服务器记录，不可修改）')];
  blocks.push(
    textTable(
      ['实验', '开始时间', '结束时间', '用时', '实验得分'],
      [
        [
          record.experimentTitle,
          wallTime(record.startedAt, input.timeZone),
          wallTime(record.finishedAt, input.timeZone),
          durationText(record.durationSeconds),
          figure(record.score),
        ],
      ],
    ),
  );
  blocks.push(heading('实验步骤记录', 2));
  if (record.steps.length)
    blocks.push(
      textTable(
        ['序号', '步骤', '用时', '得分/满分'],
        record.steps.map((step) => [
          String(step.seq),
          step.title,
          durationText(step.timeUsed),
          `${figure(step.score)}/${figure(step.maxScore)}`,
        ]),
      ),
    );
  else blocks.push(para('（服务器没有记录步骤）'));
  blocks.push(heading('实验数据', 2));
  if (!record.readings) {
    blocks.push(para('（服务器没有记录原始数据）'));
    return blocks;
  }
  for (const table of readingsTables(record.readings)) {
    if (table.title) blocks.push(para(`数据表：${table.title}`, { bold: true }));
    blocks.push(textTable(table.header, table.rows));
  }
  const { chart } = record;
  if (chart) {
    blocks.push(
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [
          new ImageRun({
            type: 'png',
            data: drawReadingsChart(chart),
            transformation: { width: CHART_WIDTH * 0.75, height: CHART_HEIGHT * 0.75 },
            altText: {
              name: 'readings-chart',
              title: `${chart.y} - ${chart.x}`,
              description: `数据表 ${chart.table} 中 ${chart.y} 随 ${chart.x} 的变化`,
            },
          }),
        ],
      }),
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [
          run(`图：数据表 ${chart.table} 中 ${chart.y} 随 ${chart.x} 的变化`, { italics: true }),
        ],
      }),
    );
  }
  return blocks;
}

function gradeBlocks(input: ReportDocxInput): Block[] {
  const blocks: Block[] = [heading('评分')];
  const { grade } = input;
  if (!grade) {
    blocks.push(para(input.noGrade));
    return blocks;
  }
  blocks.push(
    textTable(
      ['评分项', '等级（☑ 为所选）', '得分'],
      input.report.template.rubric.map((criterion) => {
        const chosen = grade.levels[criterion.key];
        const level = criterion.levels.find((one) => one.key === chosen);
        const max = Math.max(0, ...criterion.levels.map((one) => one.points));
        return [
          `${criterion.title}（满分 ${figure(max)}）`,
          criterion.levels
            .map(
              (one) =>
                `${one.key === chosen ? '☑' : '☐'} ${one.title}（${figure(one.points)} 分）${
                  one.description ? `：${one.description}` : ''
                }`,
            )
            .join('\n'),
          level ? `${level.title} ${figure(level.points)}` : '',
        ];
      }),
    ),
  );
  const rows: string[][] = [
    ['评分标准得分', `${figure(grade.rubricScore)} / ${figure(grade.total)}`],
    [
      '调整',
      grade.adjustment
        ? `${grade.adjustment > 0 ? '+' : ''}${figure(grade.adjustment)}（理由：${grade.adjustReason}）`
        : '无',
    ],
    ['迟交扣分', grade.deductionPercent ? `${grade.deductionPercent}%` : '无'],
    ['成绩', `${figure(grade.score)} / ${figure(grade.total)}`],
    ['批改人', grade.gradedBy],
    ['批改时间', wallTime(grade.gradedAt, input.timeZone)],
  ];
  if (input.report.released && input.report.releasedAt)
    rows.push(['公布时间', wallTime(input.report.releasedAt, input.timeZone)]);
  blocks.push(para(''), textTable(['项目', '内容'], rows));
  blocks.push(heading('总体评语', 2), para(grade.comment || '（无）'));
  return blocks;
}

/**
 * The .docx of one report.
 * @example
 * const bytes = await reportDocx({ report, className: '物理 2401', grade, noGrade: '', timeZone: 'Asia/Shanghai' });
 */
export async function reportDocx(input: ReportDocxInput): Promise<Buffer> {
  const { report } = input;
  const title = `${report.record.experimentTitle} 实验报告`;
  const lastVersion = report.versions[report.versions.length - 1];
  const facts: string[][] = [
    ['姓名', report.studentName || '（未填写）'],
    ['学号', report.studentNumber || '（未填写）'],
    ['班级', input.className],
    ['状态', STATUS_NAMES[report.status] + (report.late ? '（迟交）' : '')],
    ['提交时间', report.submittedAt ? wallTime(report.submittedAt, input.timeZone) : '未提交'],
    ['版本', lastVersion ? `第 ${lastVersion.number} 版` : '草稿'],
  ];
  const sections = report.template.sections.filter((section) => section.enabled);
  const children: Block[] = [
    new Paragraph({
      heading: HeadingLevel.TITLE,
      alignment: AlignmentType.CENTER,
      children: [new TextRun(title)],
    }),
    textTable(['项目', '内容'], facts),
    ...recordBlocks(input),
  ];
  for (const section of sections) {
    children.push(heading(section.title));
    const html = report.sections[section.key] ?? '';
    const blocks = html ? htmlBlocks(html, input.images) : [];
    children.push(...(blocks.length ? blocks : [para('（未填写）', { italics: true })]));
    const comment = input.grade?.sectionComments[section.key];
    if (comment)
      children.push(
        new Paragraph({
          border: { left: { style: 'single', size: 12, color: 'C0392B', space: 6 } },
          children: [run('教师批注：', { bold: true }), run(comment)],
        }),
      );
  }
  children.push(...gradeBlocks(input));
  const document = new Document({
    creator: '虚拟仿真实验教学学习培训门户',
    title,
    styles: {
      default: {
        document: { run: { font: { eastAsia: '宋体', ascii: 'Times New Roman' }, size: 22 } },
        heading1: { run: { font: { eastAsia: '黑体' }, size: 28, bold: true } },
        heading2: { run: { font: { eastAsia: '黑体' }, size: 24, bold: true } },
        title: { run: { font: { eastAsia: '黑体' }, size: 36, bold: true } },
      },
    },
    sections: [
      {
        // A4 portrait, 2.5 cm margins
        properties: {
          page: {
            size: { width: 11906, height: 16838 },
            margin: { top: 1417, bottom: 1417, left: 1417, right: 1417 },
          },
        },
        children,
      },
    ],
  });
  return Packer.toBuffer(document);
}
