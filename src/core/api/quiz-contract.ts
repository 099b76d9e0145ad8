/**
 * Quizzes (测验) of a class: what a teacher builds, what a student is sent, what the server keeps.
 * The server is the only judge: a paper sent to a student carries no key and no 解析 until the
 * quiz's settings allow it; every time (open, close, deadline) is the server's clock.
 */
import type { IsoTime, PageQuery } from './contract';
import type {
  Difficulty,
  GradedAnswer,
  GradingRules,
  QuestionResponse,
  QuestionRow,
  QuestionType,
} from './question-contract';

/** 章节测验 (after a chapter), 预习测试 (before an experiment, optionally a gate), 单元测验/期末考试. */
export const QUIZ_KINDS = ['chapter', 'preview', 'standalone'] as const;
export type QuizKind = (typeof QUIZ_KINDS)[number];

/** When a student sees the key and 解析: after submitting, after the quiz closes, never. */
export const QUIZ_REVEAL = ['submit', 'close', 'never'] as const;
export type QuizReveal = (typeof QUIZ_REVEAL)[number];

/** Which of several attempts counts: the highest score or the last one. */
export const QUIZ_COUNTING = ['highest', 'last'] as const;
export type QuizCounting = (typeof QUIZ_COUNTING)[number];

/** The server's limits, the form's too. */
export const QUIZ_LIMITS = {
  title: 100,
  description: 2_000,
  /** Questions on one paper (fixed, or drawn in all). */
  questions: 200,
  /** Draw rules of one quiz. */
  drawRules: 30,
  /** Minutes of a time limit. */
  timeLimit: 600,
  attempts: 20,
  /** Characters of a 简答 answer (HTML as the editor writes it). */
  essay: 20_000,
  /** Characters of one typed blank. */
  blank: 200,
  /** Characters of a teacher's comment on an answer. */
  comment: 2_000,
  /** Minutes a reopened attempt may run (a week). */
  reopenMinutes: 7 * 24 * 60,
} as const;

/** One bank question on a fixed paper; `score` null: the question's own 分值. */
export interface QuizFixedItem {
  questionId: number;
  score: number | null;
}

/**
 * A random draw: `count` questions of a type, optionally of one difficulty and 知识点, each worth
 * `score` (null: its own 分值). Each student's draw differs and stays the same on reload.
 */
export interface QuizDrawRule {
  type: QuestionType;
  difficulty: Difficulty | null;
  tag: string | null;
  count: number;
  score: number | null;
}

export type QuizPaperPlan =
  { mode: 'fixed'; items: QuizFixedItem[] } | { mode: 'draw'; rules: QuizDrawRule[] };

export interface QuizSettings {
  /** Null: open as soon as published. */
  openAt: IsoTime | null;
  /** Null: never closes. */
  closeAt: IsoTime | null;
  /** Minutes from the start of an attempt; null: none (only the close time). */
  timeLimitMinutes: number | null;
  /** Attempts each student may make (1 … QUIZ_LIMITS.attempts). */
  attempts: number;
  counting: QuizCounting;
  /** 及格线 as a percentage of the paper's total (0 … 100). */
  passPercent: number;
  /** The order of the questions differs per student (seeded: a reload shows the same paper). */
  shuffleQuestions: boolean;
  /** The order of a choice question's options differs per student (seeded too). */
  shuffleOptions: boolean;
  reveal: QuizReveal;
  /** 预习测试 only: the experiment starts only after the student passed. */
  gate: boolean;
  rules: GradingRules;
}

/** A quiz as a teacher writes it. */
export interface QuizDraft {
  classId: number;
  kind: QuizKind;
  /** 章节测验: the chapter of the class's course; null otherwise. */
  chapterId: number | null;
  /** 预习测试: the experiment of the class's course; null otherwise. */
  experimentId: number | null;
  title: string;
  /** 说明 shown before starting (plain text). */
  description: string;
  settings: QuizSettings;
  paper: QuizPaperPlan;
}

/** draft: only its teachers see it; published: its class takes it; closed by its close time. */
export type QuizStatus = 'draft' | 'published';

/** A quiz as its teachers list it. */
export interface QuizRow {
  id: number;
  classId: number;
  className: string;
  courseId: number;
  courseTitle: string;
  kind: QuizKind;
  title: string;
  status: QuizStatus;
  openAt: IsoTime | null;
  closeAt: IsoTime | null;
  /** Questions on each student's paper. */
  questionCount: number;
  /** The paper's total score. */
  total: number;
  /** Students of the class who started / submitted at least one attempt; the class's size. */
  started: number;
  submitted: number;
  members: number;
  /** 简答 answers waiting for a teacher. */
  pendingEssays: number;
  updatedAt: IsoTime;
}

export interface QuizListQuery extends PageQuery {
  classId?: number;
  courseId?: number;
  keyword?: string;
}

/** One quiz as its edit form opens it. */
export interface QuizDetail extends QuizDraft {
  id: number;
  status: QuizStatus;
  /** Attempts made so far: once there is one, the paper cannot change. */
  attemptCount: number;
  questionCount: number;
  total: number;
  /** A fixed paper's questions as the bank lists them (those still in it); [] for a draw. */
  paperQuestions: QuestionRow[];
  version: string;
  updatedAt: IsoTime;
}

export interface QuizSaveBody {
  /** Absent: a new quiz (a draft). */
  id?: number;
  quiz: QuizDraft;
  version?: string;
}

export interface QuizPublishBody {
  id: number;
  published: boolean;
}

/** One student of the class as the quiz's teachers follow them. */
export interface QuizTakerRow {
  userId: number;
  username: string;
  realName: string;
  studentNumber: string;
  /** Attempts made. */
  attempts: number;
  /** not started, answering now, submitted. */
  state: 'none' | 'open' | 'submitted';
  /** The counted score (highest or last submitted attempt); null: none submitted. */
  score: number | null;
  passed: boolean | null;
  /** 简答 answers of theirs waiting for a teacher. */
  pendingEssays: number;
  submittedAt: IsoTime | null;
  /** The attempt a teacher opens or reopens (the latest). */
  lastAttemptId: number | null;
}

export interface QuizTakersQuery extends PageQuery {
  quizId: number;
  keyword?: string;
}

/** 重新开放: the student's latest attempt is open again until `minutes` from now. */
export interface QuizReopenBody {
  quizId: number;
  userId: number;
  minutes: number;
}

/** One 简答 answer as a teacher grades it. */
export interface EssayAnswerRow {
  attemptId: number;
  /** The question's place on that student's paper (from 0). */
  index: number;
  questionId: number;
  userId: number;
  realName: string;
  studentNumber: string;
  stem: string;
  reference: string;
  text: string;
  maxScore: number;
  /** Null until graded. */
  score: number | null;
  comment: string;
}

export interface EssayAnswersQuery extends PageQuery {
  quizId: number;
  /** One question across all students … */
  questionId?: number;
  /** … or one student across their questions. */
  userId?: number;
  /** Only those not graded yet. */
  pendingOnly?: boolean;
}

export interface EssayGradeBody {
  attemptId: number;
  index: number;
  score: number;
  comment: string;
}

/** How one question of a quiz went, over each student's counted attempt. */
export interface QuizQuestionStat {
  questionId: number;
  type: QuestionType;
  /** The stem as plain text. */
  stemText: string;
  /** Points it is worth on the paper. */
  maxScore: number;
  /** Counted attempts whose paper held it / that answered it. */
  papers: number;
  answered: number;
  /** Share (0 … 1) of those papers that got it fully right; null: nobody had it. */
  correctRate: number | null;
  /** 难度 P: the mean share of its points earned (0 … 1, higher is easier); null: nobody had it. */
  difficulty: number | null;
  /**
   * 区分度 D: P of the top 27 % of students by paper score minus P of the bottom 27 %; null when
   * fewer than 10 students had it.
   */
  discrimination: number | null;
  /** 单选/多选: how often each option (A, B, … in the bank's order) was chosen; 判断: `true` (正确) then `false`. */
  choices: { label: string; count: number; right: boolean }[];
  /** 简答 answers still waiting for a teacher. */
  pending: number;
}

export interface QuizStats {
  quizId: number;
  /** Students with a counted (submitted) attempt, and the class's size. */
  submitted: number;
  members: number;
  total: number;
  mean: number | null;
  max: number | null;
  min: number | null;
  /** Share (0 … 1) of those submitted who passed. */
  passRate: number | null;
  questions: QuizQuestionStat[];
}

// ---------------------------------------------------------------- the student's side

/** Where a quiz stands for one student. */
export type MyQuizState = 'upcoming' | 'open' | 'answering' | 'done' | 'missed';

/** A quiz in 个人中心 → 我的测验. */
export interface MyQuizRow {
  id: number;
  title: string;
  kind: QuizKind;
  classId: number;
  className: string;
  courseId: number;
  courseTitle: string;
  chapterId: number | null;
  experimentId: number | null;
  openAt: IsoTime | null;
  closeAt: IsoTime | null;
  timeLimitMinutes: number | null;
  attemptsAllowed: number;
  attemptsUsed: number;
  state: MyQuizState;
  /** The counted score; null: nothing submitted (or 简答 still being graded and no other score). */
  score: number | null;
  total: number;
  passed: boolean | null;
  /** 及格线 as a percentage of the total. */
  passPercent: number;
  /** Some 简答 answers are still being graded: the score may rise. */
  pending: boolean;
  /** The latest submitted attempt (its result), null when none. */
  lastResultId: number | null;
}

export interface MyQuizzesQuery extends PageQuery {
  /** Only the quizzes of this course (the course page and the lesson page). */
  courseId?: number;
  /** Only the quizzes of this class (`<xnfz-open-quizzes class-id>`). */
  classId?: number;
  state?: 'current' | 'done';
}

/** A question as a student's paper shows it: no key, no 解析. */
export interface PaperQuestion {
  type: QuestionType;
  stem: string;
  /** Options in the order this student sees them. */
  options: string[];
  /** 填空: how many blanks. */
  blankCount: number;
  score: number;
}

/** The paper of an attempt, as the quiz screen opens it. */
export interface QuizPaper {
  attemptId: number;
  quizId: number;
  title: string;
  description: string;
  /** 1 for the first attempt. */
  number: number;
  startedAt: IsoTime;
  /** When the server submits it; null: no limit. */
  deadline: IsoTime | null;
  /** The server's clock when it answered (the countdown corrects the device's clock by it). */
  now: IsoTime;
  questions: PaperQuestion[];
  /** What is saved so far, by question (null: not answered). */
  answers: (QuestionResponse | null)[];
  total: number;
}

/** What starting or continuing tells before the paper: the quiz and this student's standing. */
export interface QuizIntro {
  quiz: MyQuizRow;
  description: string;
  questionCount: number;
  /** The attempt open now (continue it), else null. */
  openAttemptId: number | null;
  /** Whether 开始答题 is possible now, and why not. */
  canStart: boolean;
  reason: string;
  /** Submitted attempts, newest first. */
  attempts: {
    attemptId: number;
    number: number;
    submittedAt: IsoTime;
    score: number;
    pending: boolean;
  }[];
}

export interface QuizAnswerBody {
  attemptId: number;
  index: number;
  /** null: clear the answer. */
  response: QuestionResponse | null;
}

export interface QuizAnswerSaved {
  savedAt: IsoTime;
  deadline: IsoTime | null;
}

/** One question of a submitted attempt, as the result screen shows it. */
export interface ResultQuestion extends PaperQuestion {
  response: QuestionResponse | null;
  /** Null: graded but the settings do not show per-question verdicts yet. */
  graded: GradedAnswer | null;
  /** The key and 解析 once the settings allow (after submitting / after closing); else null. */
  key: {
    /** Right options, in the order this student saw them. */
    correct: number[];
    judge: boolean | null;
    /** Accepted answers per blank, as text (numbers as `9.8 ± 0.05`). */
    blanks: string[][];
    reference: string;
    analysis: string;
  } | null;
  comment: string;
}

export interface QuizResult {
  attemptId: number;
  quizId: number;
  title: string;
  number: number;
  submittedAt: IsoTime;
  /** Who submitted: the student, or the server at the deadline. */
  submittedBy: 'student' | 'deadline';
  score: number;
  total: number;
  passed: boolean;
  /** 及格线 as a percentage of the total. */
  passPercent: number;
  /** 简答 waiting for a teacher: the score may rise. */
  pending: boolean;
  /** When the key and 解析 show (null: never; a time: after it; now: already). */
  revealAt: IsoTime | null;
  questions: ResultQuestion[];
}

/** The messages the student reads when the server refuses. */
export const MSG_QUIZ_TIME_UP = '答题时间已到，这次作答已按截止时保存的答案自动交卷';
export const MSG_QUIZ_NOT_OPEN = '测验尚未开始';
export const MSG_QUIZ_CLOSED = '测验已结束';
export const MSG_QUIZ_NO_ATTEMPTS = '作答次数已用完';
export const MSG_QUIZ_NOT_YOURS = '这不是你的测验';
export const MSG_QUIZ_SUBMITTED = '这次作答已交卷';
export const MSG_QUIZ_HAS_ATTEMPTS =
  '已有学生作答，不能再修改试题、评分规则、计分方式或及格线，也不能删除测验';
/** A quiz's chapters and experiments to attach it to (the class's course's). */
export interface QuizTargets {
  chapters: { id: number; title: string }[];
  experiments: { id: number; title: string }[];
}

/** The experiment's gate; `{title}` is the 预习测试's. */
export const MSG_QUIZ_GATE = '请先通过预习测试《{title}》再开始实验';
