/**
 * 实验报告 (lab reports): a template per experiment (sections with prompts, a word-count hint and a
 * rubric), per-class settings (deadline and late rule), a student's report written for one of
 * their finished attempts (the record blocks are the server's, never the browser's), submitted
 * versions, grading with the rubric, returning and releasing. The server decides every status and
 * time; a student sees a grade only once it is released.
 */
import type { ExperimentStep, IsoTime, PageQuery } from './contract';

/** The server's limits, the forms' too. */
export const REPORT_LIMITS = {
  /** Sections of one template. */
  sections: 12,
  sectionTitle: 30,
  prompt: 500,
  /** The word-count hint (字数建议), in characters. */
  wordHint: 50_000,
  /** Characters of one section as stored (sanitised HTML). */
  sectionChars: 20_000,
  criteria: 10,
  levels: 6,
  criterionTitle: 50,
  levelTitle: 20,
  levelDescription: 300,
  /** Points of one level (0 … this, multiples of 0.5). */
  points: 100,
  /** Characters of the overall comment and of each section comment. */
  comment: 2_000,
  reason: 200,
  message: 1_000,
  deductionPercent: 100,
  /** Files (images and attachments) of one report, and their bytes together. */
  files: 30,
  fileBytes: 50 * 1024 * 1024,
  /** One attachment (an image also obeys the upload limit for images). */
  attachmentBytes: 20 * 1024 * 1024,
} as const;

/** An image shown in a section, or an attachment listed under the report. */
export const REPORT_FILE_KINDS = ['image', 'attachment'] as const;
export type ReportFileKind = (typeof REPORT_FILE_KINDS)[number];

/**
 * A file of a report. `url` is a signed address valid for some hours (an `<img>` sends no login);
 * the report's text stores the file's plain address and the server signs it on every answer.
 */
export interface ReportFile {
  id: number;
  kind: ReportFileKind;
  name: string;
  size: number;
  mimeType: string;
  url: string;
  createdAt: IsoTime;
  /** Removable by the student now (a writable report; not yet part of a submitted version). */
  removable: boolean;
}

/** The plain address of a report's file, as its text stores it (`/api/report-files/12`). */
export const REPORT_FILE_PATH = '/api/report-files/';

export interface ReportFileDeleteBody {
  /** The report's id. */
  id: number;
  fileId: number;
}

/** Keys of sections and rubric criteria / levels: letters, digits, `_` and `-`. */
export const REPORT_KEY_PATTERN = '^[A-Za-z0-9_-]{1,20}$';

/** One section of a template. `enabled` false: the section is left out of reports. */
export interface ReportSectionDef {
  key: string;
  title: string;
  prompt: string;
  enabled: boolean;
}

export interface RubricLevel {
  key: string;
  title: string;
  points: number;
  description: string;
}

export interface RubricCriterion {
  key: string;
  title: string;
  levels: RubricLevel[];
}

/** What a course's teacher sets for an experiment's reports. */
export interface ReportTemplateDraft {
  sections: ReportSectionDef[];
  /** Suggested length in characters; null: none. */
  wordHint: number | null;
  rubric: RubricCriterion[];
}

/** The usual sections, each optional and renamable. */
export const DEFAULT_REPORT_SECTIONS: readonly ReportSectionDef[] = [
  { key: 'purpose', title: '实验目的', prompt: '写明本实验要达到的目的。', enabled: true },
  { key: 'principle', title: '实验原理', prompt: '简述实验依据的原理和公式。', enabled: true },
  { key: 'procedure', title: '实验步骤', prompt: '按顺序写出主要步骤。', enabled: true },
  {
    key: 'data',
    title: '数据记录与处理',
    prompt: '根据下方服务器记录的数据进行计算和处理。',
    enabled: true,
  },
  { key: 'analysis', title: '结果与分析', prompt: '给出结果，分析误差来源。', enabled: true },
  { key: 'questions', title: '思考题', prompt: '回答思考题。', enabled: true },
];

const levels = (top: number): RubricLevel[] => [
  { key: 'A', title: '优秀', points: top, description: '完整、准确、规范' },
  { key: 'B', title: '良好', points: top * 0.75, description: '基本完整，有少量错误' },
  { key: 'C', title: '及格', points: top * 0.5, description: '有明显缺漏或错误' },
  { key: 'D', title: '不及格', points: 0, description: '缺失或严重错误' },
];

/** A rubric to start from (100 points). */
export const DEFAULT_RUBRIC: readonly RubricCriterion[] = [
  { key: 'data', title: '数据记录与处理', levels: levels(40) },
  { key: 'analysis', title: '结果与分析', levels: levels(40) },
  { key: 'writing', title: '撰写规范', levels: levels(20) },
];

export interface ReportTemplateDetail extends ReportTemplateDraft {
  experimentId: number;
  experimentTitle: string;
  courseId: number;
  /** Whether the template was saved (false: the defaults, not yet used by any class). */
  saved: boolean;
  /** The rubric's full marks: the sum of each criterion's highest level. */
  total: number;
  /** Whether this account may change it (the course's owner, staff). */
  editable: boolean;
  /** Whether a report was graded with it (its rubric is then fixed). */
  graded: boolean;
  version: string;
  updatedAt: IsoTime | null;
}

export interface ReportTemplateSaveBody {
  experimentId: number;
  template: ReportTemplateDraft;
  /** The version opened ('0' for a template never saved). */
  version: string;
}

/** A late submission: refused, or accepted and marked 迟交 (with an optional deduction). */
export const REPORT_LATE_RULES = ['refuse', 'accept'] as const;
export type ReportLateRule = (typeof REPORT_LATE_RULES)[number];

export interface ReportClassSettings {
  /** Null: no deadline. */
  deadlineAt: IsoTime | null;
  late: ReportLateRule;
  /** Percent taken off a late report's score (0 … 100). */
  lateDeductionPercent: number;
}

/** An experiment of a class's course, with its template and the class's settings. */
export interface ReportClassExperiment {
  experimentId: number;
  title: string;
  hasTemplate: boolean;
  settings: ReportClassSettings;
  version: string;
}

export interface ReportSettingsSaveBody {
  classId: number;
  experimentId: number;
  settings: ReportClassSettings;
  version: string;
}

/**
 * The chart of an attempt's readings, chosen by the server (server/teaching/reports/report-chart.ts,
 * the same the .docx draws): the first table of the readings with two numeric columns that vary,
 * the last such column (`y`) against the first (`x`), points in order of `x`.
 */
export interface ReportReadingsChart {
  /** The readings' key of the table drawn (e.g. `trials`). */
  table: string;
  /** The two columns, as the readings name them (e.g. `lengthM`, `timeS`). */
  x: string;
  y: string;
  /** One point per row of the table, in order of x. */
  points: { x: number; y: number }[];
}

/** The server's record of the attempt, as blocks the student cannot edit. */
export interface ReportRecord {
  attemptId: string;
  experimentTitle: string;
  score: number;
  durationSeconds: number;
  startedAt: IsoTime;
  finishedAt: IsoTime;
  /** The step table: title, time used (s), score of the step's full marks. */
  steps: Pick<ExperimentStep, 'seq' | 'title' | 'timeUsed' | 'score' | 'maxScore'>[];
  /** The raw readings the server stored with the attempt; null when it stored none. */
  readings: Record<string, unknown> | null;
  /** The chart of the readings (null: no table with two numeric columns that vary). */
  chart: ReportReadingsChart | null;
}

/** 草稿, 待批改, 已批改, 已退回. */
export const REPORT_STATUSES = ['draft', 'submitted', 'graded', 'returned'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** The queue's states: 未提交 (no report or a draft), 待批改, 已批改, 已退回. */
export const REPORT_QUEUE_STATES = ['unsubmitted', 'submitted', 'graded', 'returned'] as const;
export type ReportQueueState = (typeof REPORT_QUEUE_STATES)[number];

export const REPORT_STATE_NAMES: Record<ReportQueueState, string> = {
  unsubmitted: '未提交',
  submitted: '待批改',
  graded: '已批改',
  returned: '已退回',
};

/** A teacher's grade of a report's latest version. */
export interface ReportGrade {
  /** The level chosen for each criterion (criterion key → level key). */
  levels: Record<string, string>;
  /** The sum of the chosen levels' points. */
  rubricScore: number;
  /** Added to the rubric score (may be negative); non-zero needs a reason. */
  adjustment: number;
  adjustReason: string;
  /** Percent taken off for a late report (the class's rule when it was submitted). */
  deductionPercent: number;
  /** (rubricScore + adjustment) less the deduction, one decimal. */
  score: number;
  total: number;
  comment: string;
  /** Comments anchored to sections (section key → text). */
  sectionComments: Record<string, string>;
  gradedBy: string;
  gradedAt: IsoTime;
}

/** A submitted version (each submission is kept). */
export interface ReportVersion {
  number: number;
  sections: Record<string, string>;
  /** The attachments it was submitted with. */
  attachments: ReportFile[];
  submittedAt: IsoTime;
  late: boolean;
  /** The message it was returned with ('' if it was not). */
  returnMessage: string;
}

/** A report as its teachers read it. */
export interface ReportDetail {
  id: number;
  classId: number;
  experimentId: number;
  userId: number;
  studentName: string;
  studentNumber: string;
  status: ReportStatus;
  late: boolean;
  /** Percent a grade loses for lateness (the class's rule when it was submitted late; else 0). */
  deductionPercent: number;
  submittedAt: IsoTime | null;
  template: ReportTemplateDraft;
  total: number;
  record: ReportRecord;
  /** The working text (the draft, or the latest version once submitted). */
  sections: Record<string, string>;
  /** The working copy's attachments (the images are in the sections' text). */
  attachments: ReportFile[];
  versions: ReportVersion[];
  grade: ReportGrade | null;
  released: boolean;
  releasedAt: IsoTime | null;
  version: string;
  updatedAt: IsoTime;
}

/** A student's own report: the grade only once released. */
export type MyReportDetail = Omit<ReportDetail, 'grade' | 'studentName' | 'studentNumber'> & {
  grade: ReportGrade | null;
  experimentTitle: string;
  className: string;
  /** The class's deadline and late rule. */
  settings: ReportClassSettings;
  wordHint: number | null;
};

export interface ReportQueueQuery extends PageQuery {
  classId: number;
  experimentId: number;
  state?: ReportQueueState;
}

export interface ReportQueueRow {
  userId: number;
  username: string;
  realName: string;
  studentNumber: string;
  reportId: number | null;
  state: ReportQueueState;
  late: boolean;
  submittedAt: IsoTime | null;
  versionCount: number;
  score: number | null;
  released: boolean;
}

export interface ReportQueue {
  total: number;
  rows: ReportQueueRow[];
  counts: Record<ReportQueueState, number>;
  /** The rubric's full marks. */
  rubricTotal: number;
}

export interface ReportGradeBody {
  id: number;
  levels: Record<string, string>;
  adjustment: number;
  adjustReason: string;
  comment: string;
  /** Comments anchored to sections (section key → text); left out when there are none. */
  sectionComments?: Record<string, string>;
  version: string;
}

export interface ReportReturnBody {
  id: number;
  message: string;
  version: string;
}

export interface ReportReleaseBody {
  id: number;
  version: string;
}

export interface ReportReleaseAllBody {
  classId: number;
  experimentId: number;
}

export interface ReportCreateBody {
  classId: number;
  /** The finished attempt (its session id) the report is written for. */
  attemptId: string;
}

export interface ReportDraftBody {
  id: number;
  sections: Record<string, string>;
}

export interface MyReportRow {
  id: number;
  classId: number;
  className: string;
  experimentId: number;
  experimentTitle: string;
  status: ReportStatus;
  late: boolean;
  submittedAt: IsoTime | null;
  deadlineAt: IsoTime | null;
  versionCount: number;
  /** The released score (null until released). */
  score: number | null;
  total: number;
  released: boolean;
}

export const MSG_REPORT_NO_TEMPLATE = '这个实验还没有报告模板，请等老师设置后再写报告';
export const MSG_REPORT_EXISTS = '你已提交这个实验的报告，老师退回后才能修改';
export const MSG_REPORT_LATE_REFUSED = '已过提交截止时间，不能再提交报告';
export const MSG_REPORT_NOT_EDITABLE = '报告已提交，老师退回后才能修改';
export const MSG_REPORT_NOT_SUBMITTED = '报告还没有提交，不能批改或退回';
export const MSG_REPORT_NOT_GRADED = '报告还没有批改，不能公布成绩';
export const MSG_REPORT_RUBRIC_FIXED = '已有报告按这个评分标准批改，评分标准不能再修改';
export const MSG_REPORT_EMPTY = '报告内容为空，请先填写再提交';

// ---------------------------------------------------------------- exports

/** A class and experiment whose reports are exported (.zip of .docx, the grading sheet). */
export interface ReportExportQuery {
  classId: number;
  experimentId: number;
}

export const MSG_REPORT_NONE_SUBMITTED = '这个实验还没有已提交的报告，无可导出';
