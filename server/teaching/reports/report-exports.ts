/**
 * Exporting reports: one report as .docx (its class's teachers; the student their own, the grade
 * only once released), a class's submitted reports of an experiment as a .zip of .docx files named
 * 学号_姓名_实验名, and the grading sheet as .xlsx (学号 and 用户名 as text, scores as numbers, times
 * as real dates on the centre's wall clock). Every file is handed over as the other exports are.
 */
import { and, eq, inArray } from 'drizzle-orm';
import fs from 'node:fs/promises';
import path from 'node:path';
import JSZip from 'jszip';
import type { AdminExportFile } from '../../../src/core/api/admin-contract';
import { MSG_NOT_FOUND_CONTENT } from '../../../src/core/api/contract';
import {
  MSG_REPORT_NONE_SUBMITTED,
  REPORT_STATE_NAMES,
  type ReportExportQuery,
} from '../../../src/core/api/report-contract';
import {
  column,
  fileNamePart,
  fileStamp,
  sheet,
  workbookFile,
  type Column,
  type ExportClock,
} from '../../admin/spreadsheets/workbook-file';
import type { Database } from '../../db/open-database';
import { classes, experiments, reports, users } from '../../db/schema';
import { ApiError } from '../../http/envelope';
import type { UserRow } from '../../users/user-queries';
import { classManagedBy, type ClassRecord } from '../classes/class-access';
import { membersOf } from '../gradebook/gradebook-data';
import { DOCX_MIME, reportDocx } from './report-docx';
import { docxImagesOf, handedInAttachments } from './report-files';
import { reportById, reportDetailOf, templateFor, type ReportRow } from './report-records';
import { versionCountsOf } from './report-version-counts';

export const ZIP_MIME = 'application/zip';

/** The clock of an export of reports, and where the reports' own files are (their images). */
export interface ReportExportContext extends ExportClock {
  reportFilesDir: string;
}

/** The statuses of a handed-in report (what the .zip holds). */
const HANDED_IN = ['submitted', 'graded', 'returned'] as const;

/** The experiment of a class's course (else `参数错误：experimentId …`). */
async function classExperiment(db: Database, klass: ClassRecord, experimentId: number) {
  const [found] = await db
    .select({ id: experiments.id, title: experiments.title })
    .from(experiments)
    .where(and(eq(experiments.id, experimentId), eq(experiments.courseId, klass.courseId)));
  if (!found) throw new ApiError('参数错误：experimentId 不是本班课程的实验');
  return found;
}

async function classNameOf(db: Database, classId: number): Promise<string> {
  const [found] = await db
    .select({ name: classes.name })
    .from(classes)
    .where(eq(classes.id, classId));
  return found?.name ?? '';
}

/**
 * A report's file name, 学号_姓名_实验名.docx (the username when there is no 学号), safe for
 * every file system.
 * @example
 * reportFileName('20241001', '张三', '单摆测重力加速度'); // '20241001_张三_单摆测重力加速度.docx'
 */
export function reportFileName(number: string, name: string, title: string): string {
  return `${fileNamePart([number, name, title].map((part) => part.trim() || '未填写').join('_'))}.docx`;
}

/** The .docx of a report row; `own`: as its student reads it (the grade once released). */
async function docxOf(
  db: Database,
  row: ReportRow,
  clock: ReportExportContext,
  own: boolean,
): Promise<{ fileName: string; bytes: Buffer }> {
  const detail = await reportDetailOf(db, row);
  const [account] = await db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, row.userId));
  const showGrade = !own || row.released;
  const bytes = await reportDocx({
    report: detail,
    className: await classNameOf(db, row.classId),
    grade: showGrade ? detail.grade : null,
    noGrade: row.status === 'draft' ? '报告尚未提交' : !detail.grade ? '尚未批改' : '成绩尚未公布',
    timeZone: clock.timeZone,
    images: await docxImagesOf(db, clock.reportFilesDir, row.id),
  });
  return {
    fileName: reportFileName(
      detail.studentNumber || account?.username || '',
      detail.studentName,
      detail.record.experimentTitle,
    ),
    bytes,
  };
}

const docxFile = ({ fileName, bytes }: { fileName: string; bytes: Buffer }): AdminExportFile => ({
  fileName,
  mimeType: DOCX_MIME,
  contentBase64: bytes.toString('base64'),
});

/**
 * One report of a class the account teaches, as .docx.
 * @example
 * const file = await reportDocxExport(db, user, clock, 5);
 */
export async function reportDocxExport(
  db: Database,
  user: UserRow,
  clock: ReportExportContext,
  id: number,
): Promise<AdminExportFile> {
  const row = await reportById(db, id);
  await classManagedBy(db, user, row.classId);
  return docxFile(await docxOf(db, row, clock, false));
}

/**
 * The student's own report as .docx: the grade and comments only once released (another's
 * report: 资源不存在).
 * @example
 * const file = await myReportDocxExport(db, user, clock, 5);
 */
export async function myReportDocxExport(
  db: Database,
  user: UserRow,
  clock: ReportExportContext,
  id: number,
): Promise<AdminExportFile> {
  const row = await reportById(db, id);
  if (row.userId !== user.id) throw new ApiError(MSG_NOT_FOUND_CONTENT);
  return docxFile(await docxOf(db, row, clock, true));
}

/** A file name not yet taken in a folder: `名.pdf`, then `名_2.pdf`, … */
function uniqueFileName(taken: Set<string>, name: string): string {
  const safe = fileNamePart(name) || '附件';
  const dot = safe.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ''];
  let chosen = safe;
  for (let n = 2; taken.has(chosen.toLowerCase()); n += 1) chosen = `${stem}_${n}${extension}`;
  taken.add(chosen.toLowerCase());
  return chosen;
}

/** A name not yet taken: `名.docx`, then `名_2.docx`, … */
function uniqueName(taken: Set<string>, name: string): string {
  let chosen = name;
  for (let n = 2; taken.has(chosen.toLowerCase()); n += 1)
    chosen = name.replace(/\.docx$/, `_${n}.docx`);
  taken.add(chosen.toLowerCase());
  return chosen;
}

/**
 * Every handed-in report (待批改, 已批改, 已退回) of a class and experiment as a .zip of .docx
 * files, one per report, named 学号_姓名_实验名 (unique); none handed in: refused.
 * @example
 * const file = await reportZipExport(db, user, clock, { classId: 7, experimentId: 3 });
 */
export async function reportZipExport(
  db: Database,
  user: UserRow,
  clock: ReportExportContext,
  query: ReportExportQuery,
): Promise<AdminExportFile> {
  const klass = await classManagedBy(db, user, query.classId);
  const experiment = await classExperiment(db, klass, query.experimentId);
  const rows = await db
    .select({ report: reports })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.userId))
    .where(
      and(
        eq(reports.classId, klass.id),
        eq(reports.experimentId, experiment.id),
        inArray(reports.status, [...HANDED_IN]),
      ),
    )
    .orderBy(users.studentNumber, users.username, reports.id);
  if (!rows.length) throw new ApiError(MSG_REPORT_NONE_SUBMITTED);
  const zip = new JSZip();
  const taken = new Set<string>();
  const date = new Date(clock.now.getTime());
  for (const { report } of rows) {
    const one = await docxOf(db, report, clock, false);
    const name = uniqueName(taken, one.fileName);
    zip.file(name, one.bytes, { date });
    // the attachments it was handed in with, in a folder beside it
    const folder = name.replace(/\.docx$/, '_附件');
    const names = new Set<string>();
    for (const file of await handedInAttachments(db, report.id)) {
      const bytes = await fs
        .readFile(path.join(clock.reportFilesDir, file.storedPath))
        .catch(() => null);
      if (bytes) zip.file(`${folder}/${uniqueFileName(names, file.originalName)}`, bytes, { date });
    }
  }
  const bytes = await zip.generateAsync({
    type: 'nodebuffer',
    compression: 'DEFLATE',
    compressionOptions: { level: 6 },
  });
  return {
    fileName: `${fileNamePart(`实验报告-${klass.name}-${experiment.title}`)}-${fileStamp(clock)}.zip`,
    mimeType: ZIP_MIME,
    contentBase64: bytes.toString('base64'),
  };
}

interface SheetRow {
  studentNumber: string;
  username: string;
  name: string;
  report: ReportRow | null;
  versionCount: number;
}

/**
 * The grading sheet of a class and experiment as .xlsx: every member (and anyone else with a
 * report there) with 学号, 用户名, 姓名, 状态, 迟交, 提交时间, 版本数, each criterion's level and
 * points, 调整 and its reason, 扣分, 成绩 and 是否公布.
 * @example
 * const file = await reportSheetExport(db, user, clock, { classId: 7, experimentId: 3 });
 */
export async function reportSheetExport(
  db: Database,
  user: UserRow,
  clock: ExportClock,
  query: ReportExportQuery,
): Promise<AdminExportFile> {
  const klass = await classManagedBy(db, user, query.classId);
  const experiment = await classExperiment(db, klass, query.experimentId);
  const template = await templateFor(db, experiment.id);
  const found = await db
    .select({
      report: reports,
      username: users.username,
      realName: users.realName,
      nickname: users.nickname,
      studentNumber: users.studentNumber,
    })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.userId))
    .where(and(eq(reports.classId, klass.id), eq(reports.experimentId, experiment.id)));
  const versionCounts = await versionCountsOf(
    db,
    found.map((one) => one.report.id),
  );
  const byUser = new Map(found.map((one) => [one.report.userId, one]));
  const rows: SheetRow[] = [];
  const listed = new Set<number>();
  const add = (
    userId: number,
    person: { username: string; realName: string; nickname: string; studentNumber: string },
  ) => {
    listed.add(userId);
    const report = byUser.get(userId)?.report ?? null;
    rows.push({
      studentNumber: person.studentNumber,
      username: person.username,
      name: person.realName || person.nickname,
      report,
      versionCount: report ? (versionCounts.get(report.id) ?? 0) : 0,
    });
  };
  for (const member of await membersOf(db, klass.id)) add(member.userId, member);
  for (const one of found) if (!listed.has(one.report.userId)) add(one.report.userId, one);
  const graded = (row: SheetRow) => row.report?.grade ?? null;
  const yesNo = (value: boolean) => (value ? '是' : '否');
  const columns: Column<SheetRow>[] = [
    column<SheetRow>('学号', 'text', (row) => row.studentNumber),
    column<SheetRow>('用户名', 'text', (row) => row.username),
    column<SheetRow>('姓名', 'text', (row) => row.name),
    column<SheetRow>(
      '状态',
      'text',
      (row) =>
        REPORT_STATE_NAMES[
          !row.report || row.report.status === 'draft' ? 'unsubmitted' : row.report.status
        ],
    ),
    column<SheetRow>('迟交', 'text', (row) => (row.report ? yesNo(row.report.late) : '')),
    column<SheetRow>('提交时间', 'datetime', (row) => row.report?.submittedAt ?? null),
    column<SheetRow>('版本数', 'integer', (row) => row.versionCount),
    ...template.rubric.flatMap((criterion) => {
      const level = (row: SheetRow) => {
        const key = graded(row)?.levels[criterion.key];
        return criterion.levels.find((one) => one.key === key);
      };
      return [
        column<SheetRow>(`${criterion.title} 等级`, 'text', (row) => level(row)?.title ?? ''),
        column<SheetRow>(`${criterion.title} 得分`, 'number', (row) => level(row)?.points ?? null),
      ];
    }),
    column<SheetRow>('评分标准得分', 'number', (row) => graded(row)?.rubricScore ?? null),
    column<SheetRow>('调整', 'number', (row) => graded(row)?.adjustment ?? null),
    column<SheetRow>('调整理由', 'text', (row) => graded(row)?.adjustReason ?? ''),
    column<SheetRow>('扣分（%）', 'number', (row) => graded(row)?.deductionPercent ?? null),
    column<SheetRow>('成绩', 'number', (row) => graded(row)?.score ?? null),
    column<SheetRow>('是否公布', 'text', (row) => (row.report ? yesNo(row.report.released) : '')),
    column<SheetRow>('总体评语', 'text', (row) => graded(row)?.comment ?? ''),
  ];
  return workbookFile(clock, `评分表-${klass.name}-${experiment.title}`, [
    sheet('评分表', columns, rows),
  ]);
}
