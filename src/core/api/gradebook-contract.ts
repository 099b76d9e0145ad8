/**
 * The grade book (成绩册) of a class: its items are a list of kinds (each quiz of the class, each
 * experiment of the course, video completion, the lab report of each experiment with a report
 * template — its released score), weighted by the teacher
 * into a 总评 and a 五级制 level. The server computes every figure from its own records.
 */
import type { IsoTime, PageQuery } from './contract';

/** The kinds of grade-book items. */
export const GRADE_ITEM_KINDS = ['quiz', 'experiment', 'video', 'report'] as const;
export type GradeItemKind = (typeof GRADE_ITEM_KINDS)[number];

/** 优秀, 良好, 中等, 及格, 不及格. */
export const GRADE_LEVELS = ['excellent', 'good', 'medium', 'pass', 'fail'] as const;
export type GradeLevel = (typeof GRADE_LEVELS)[number];

/** The lower bound (of 100) of each level but 不及格. */
export interface GradeThresholds {
  excellent: number;
  good: number;
  medium: number;
  pass: number;
}

export const DEFAULT_THRESHOLDS: GradeThresholds = {
  excellent: 90,
  good: 80,
  medium: 70,
  pass: 60,
};

/** The grade-book limits (the form's too). */
export const GRADEBOOK_LIMITS = { weight: 100, items: 200 } as const;

/** What the teacher decides about a class's grade book. */
export interface GradebookSettings {
  /**
   * Each item's weight by its key (`quiz:7`, `experiment:3`, `video`, `report:3`): relative weights, 0 …
   * GRADEBOOK_LIMITS.weight; 总评 = Σ weight × percent / Σ weight. An item not listed weighs 0.
   */
  weights: Record<string, number>;
  /** Which of a student's experiment attempts counts: the best score or the last. */
  experimentScore: 'best' | 'last';
  /** Work not done counts 0, or is left out of that student's 总评. */
  missing: 'zero' | 'exclude';
  /** Decimals of 总评 (rounded half up): 0 or 1. */
  decimals: 0 | 1;
  thresholds: GradeThresholds;
}

/** One item (column) of the grade book. */
export interface GradeItem {
  /** `quiz:7`, `experiment:3`, `video`, `report:3` (the experiment's report). */
  key: string;
  kind: GradeItemKind;
  /** The quiz's or experiment's id (a report's: its experiment's); null for video. */
  refId: number | null;
  title: string;
  /** Full marks of the item's own figure (a quiz's total, a report rubric's; 100 for experiments and video %). */
  total: number;
  weight: number;
}

/** One student's row. */
export interface GradebookRow {
  userId: number;
  username: string;
  realName: string;
  /** 学号, as text. */
  studentNumber: string;
  department: string;
  /** Each item's figure in its own scale, in the items' order; null: not done. */
  scores: (number | null)[];
  /** Some 简答 answers of this student are still being graded. */
  pending: boolean;
  /** 总评 of 100, rounded as the settings say; null when nothing counts (all excluded). */
  final: number | null;
  level: GradeLevel | null;
}

/** The class's statistics (of 总评). */
export interface GradebookStats {
  students: number;
  graded: number;
  mean: number | null;
  max: number | null;
  min: number | null;
  levels: Record<GradeLevel, number>;
  /** Per item: mean of the figures present and how many did it. */
  items: { key: string; mean: number | null; done: number }[];
}

export interface Gradebook {
  classId: number;
  className: string;
  courseTitle: string;
  archived: boolean;
  settings: GradebookSettings;
  items: GradeItem[];
  /** One page of students (by 学号). */
  total: number;
  rows: GradebookRow[];
  stats: GradebookStats;
  version: string;
  updatedAt: IsoTime | null;
}

export interface GradebookQuery extends PageQuery {
  classId: number;
  /** Name, account or 学号 (prefix). */
  keyword?: string;
}

export interface GradebookSaveBody {
  classId: number;
  settings: GradebookSettings;
  version: string;
}

/** A class's grade book as its student sees it: the items and their own row only. */
export interface MyGradeRow {
  classId: number;
  className: string;
  term: string;
  courseTitle: string;
  settings: Pick<GradebookSettings, 'missing' | 'decimals' | 'thresholds'>;
  items: GradeItem[];
  row: GradebookRow;
}
