/**
 * The teaching calls (`/api/teaching/…`): classes (教学班) now; the question bank, quizzes and the
 * grade book beside them later. Students and teachers call the same paths; TEACHING_CALLS says
 * who may call each (the server enforces it; the console and the portal hide by it).
 */
import type { AdminExportFile, AdminPerson, Role } from './admin-contract';
import type { IsoTime, PageQuery, Paged } from './contract';
import type {
  QuestionCourse,
  QuestionDetail,
  QuestionExportQuery,
  QuestionIdsBody,
  QuestionImportBody,
  QuestionImportResult,
  QuestionListQuery,
  QuestionRow,
  QuestionSaveBody,
} from './question-contract';
import type {
  EssayAnswerRow,
  EssayAnswersQuery,
  EssayGradeBody,
  MyQuizRow,
  MyQuizzesQuery,
  QuizAnswerBody,
  QuizAnswerSaved,
  QuizDetail,
  QuizIntro,
  QuizListQuery,
  QuizPaper,
  QuizPublishBody,
  QuizReopenBody,
  QuizResult,
  QuizRow,
  QuizSaveBody,
  QuizStats,
  QuizTakerRow,
  QuizTakersQuery,
  QuizTargets,
} from './quiz-contract';
import type {
  Gradebook,
  GradebookQuery,
  GradebookSaveBody,
  MyGradeRow,
} from './gradebook-contract';
import type {
  MyReportDetail,
  MyReportRow,
  ReportClassExperiment,
  ReportCreateBody,
  ReportDetail,
  ReportDraftBody,
  ReportExportQuery,
  ReportGradeBody,
  ReportQueue,
  ReportQueueQuery,
  ReportReleaseAllBody,
  ReportReleaseBody,
  ReportReturnBody,
  ReportSettingsSaveBody,
  ReportTemplateDetail,
  ReportTemplateSaveBody,
  ReportFileDeleteBody,
} from './report-contract';
import type { ReportSimilarityQuery, ReportSimilarityResult } from './report-similarity-contract';

type Get<Q, D> = { method: 'GET'; query: Q; data: D };
type Post<B, D> = { method: 'POST'; body: B; data: D };

// ---------------------------------------------------------------- classes (教学班)

/** The longest class name, 学期, co-teacher list and typed code (the server's limits, the form's too). */
export const CLASS_LIMITS = { name: 50, term: 50, coTeachers: 20, code: 20 } as const;

/** A class as its teachers list it. */
export interface ClassRow {
  id: number;
  courseId: number;
  courseTitle: string;
  name: string;
  /** 学期, as the teacher wrote it (e.g. 2026-2027 第一学期). */
  term: string;
  /** The join code (null: none yet); only a class's teachers see it. */
  joinCode: string | null;
  /** Whether students may join with the code now. */
  joinOpen: boolean;
  /** Archived at the end of term: read-only, still exportable. */
  archived: boolean;
  memberCount: number;
  /** The course's teacher (its owner) and the class's co-teachers / 助教. */
  teachers: AdminPerson[];
  createdAt: IsoTime;
}

export interface ClassListQuery extends PageQuery {
  courseId?: number;
  /** Archived classes instead of current ones. */
  archived?: boolean;
  keyword?: string;
}

/** One class as its edit form opens it. */
export interface ClassDetail extends ClassRow {
  /** Co-teachers / 助教 (who may also manage the class and, later, grade). */
  coTeacherIds: number[];
  /** Revision: a save against an older one is an edit conflict. */
  version: string;
}

export interface ClassSaveBody {
  /** Absent: a new class. */
  id?: number;
  courseId: number;
  name: string;
  term: string;
  coTeacherIds: number[];
  /** The version opened (required to update). */
  version?: string;
}

/** 重新生成 (a new code; the old one stops working), 开放加入 or 关闭加入. */
export interface ClassCodeBody {
  id: number;
  action: 'regenerate' | 'open' | 'close';
}

export interface ClassArchiveBody {
  id: number;
  archived: boolean;
}

export interface ClassMembersQuery extends PageQuery {
  classId: number;
  /** Name, account or 学号 (prefix). */
  keyword?: string;
}

export interface ClassMemberRow {
  userId: number;
  username: string;
  realName: string;
  nickname: string;
  identity: string;
  /** 学号 / 工号, as text. */
  studentNumber: string;
  department: string;
  /** The account's administrative class (行政班), not this 教学班. */
  className: string;
  joinedAt: IsoTime;
  /** How they joined: with the code, or added by a teacher. */
  via: 'code' | 'teacher';
}

export interface ClassMemberRemoveBody {
  classId: number;
  userIds: number[];
}

/** Moves students to another class of the same course (分班调整). */
export interface ClassMemberMoveBody {
  classId: number;
  userIds: number[];
  toClassId: number;
}

/** A roster (.xlsx or .csv with 学号 and 姓名 columns) added to a class; a dry run stores nothing. */
export interface ClassRosterBody {
  classId: number;
  fileName: string;
  contentBase64: string;
  dryRun: boolean;
}

/** What the roster does with a row: add the account, nothing (already in the class), or skip it. */
export type ClassRosterAction = 'add' | 'already' | 'refuse';

export interface ClassRosterRow {
  /** The row's line in the file (the header is line 1). */
  line: number;
  /** 学号 as written (text: leading zeros kept). */
  studentNumber: string;
  name: string;
  /** The account it matched (its username), null when none. */
  account: string | null;
  action: ClassRosterAction;
  /** Why a row is skipped (empty otherwise). */
  problems: string[];
}

export interface ClassRosterResult {
  total: number;
  rows: ClassRosterRow[];
  plan: Record<ClassRosterAction, number>;
  /** Accounts added to the class: 0 for a dry run. */
  added: number;
}

/** An account a class may name as co-teacher / 助教 (an account with the teacher role). */
export interface ClassTeacherChoice {
  id: number;
  username: string;
  name: string;
}

/** A class as a student sees it in 个人中心 → 我的班级. */
export interface MyClassRow {
  id: number;
  name: string;
  term: string;
  courseId: number;
  courseTitle: string;
  teachers: string[];
  joinedAt: IsoTime;
  archived: boolean;
}

export interface ClassJoinBody {
  code: string;
}

/** The messages of a refused join (the code is checked by the server only). */
export const MSG_CLASS_CODE_UNKNOWN = '班级邀请码不正确，请向老师核对';
export const MSG_CLASS_CODE_CLOSED = '这个班级已停止加入，请联系老师';
export const MSG_CLASS_ARCHIVED = '班级已归档，只能查看和导出';
export const MSG_CLASS_OWN_TEACHER = '你是这个班级的教师，不能作为学生加入';

export interface TeachingCalls {
  '/api/teaching/classList': Get<ClassListQuery, Paged<ClassRow>>;
  '/api/teaching/classDetail': Get<{ id: number }, ClassDetail>;
  '/api/teaching/classSave': Post<ClassSaveBody, ClassDetail>;
  '/api/teaching/classCode': Post<ClassCodeBody, ClassDetail>;
  '/api/teaching/classArchive': Post<ClassArchiveBody, ClassDetail>;
  '/api/teaching/classMembers': Get<ClassMembersQuery, Paged<ClassMemberRow>>;
  '/api/teaching/classMemberRemove': Post<ClassMemberRemoveBody, { removed: number }>;
  '/api/teaching/classExport': Get<{ id: number }, AdminExportFile>;
  '/api/teaching/classMemberMove': Post<ClassMemberMoveBody, { moved: number }>;
  '/api/teaching/classRoster': Post<ClassRosterBody, ClassRosterResult>;
  '/api/teaching/classRosterTemplate': Get<Record<string, never>, AdminExportFile>;
  '/api/teaching/classTeacherChoices': Get<Record<string, never>, ClassTeacherChoice[]>;
  '/api/teaching/myClasses': Get<PageQuery, Paged<MyClassRow>>;
  '/api/teaching/classJoin': Post<ClassJoinBody, MyClassRow>;
  '/api/teaching/questionCourses': Get<Record<string, never>, QuestionCourse[]>;
  '/api/teaching/questionList': Get<QuestionListQuery, Paged<QuestionRow>>;
  '/api/teaching/questionTags': Get<{ courseId: number }, string[]>;
  '/api/teaching/questionDetail': Get<{ id: number }, QuestionDetail>;
  '/api/teaching/questionSave': Post<QuestionSaveBody, QuestionDetail>;
  '/api/teaching/questionCopy': Post<{ id: number }, QuestionDetail>;
  '/api/teaching/questionDelete': Post<QuestionIdsBody, { deleted: number }>;
  '/api/teaching/questionImport': Post<QuestionImportBody, QuestionImportResult>;
  '/api/teaching/questionTemplate': Get<Record<string, never>, AdminExportFile>;
  '/api/teaching/questionExport': Get<QuestionExportQuery, QuestionExportFile>;
  '/api/teaching/quizList': Get<QuizListQuery, Paged<QuizRow>>;
  '/api/teaching/quizTargets': Get<{ classId: number }, QuizTargets>;
  '/api/teaching/quizDetail': Get<{ id: number }, QuizDetail>;
  '/api/teaching/quizSave': Post<QuizSaveBody, QuizDetail>;
  '/api/teaching/quizPublish': Post<QuizPublishBody, QuizDetail>;
  '/api/teaching/quizDelete': Post<{ id: number }, { deleted: number }>;
  '/api/teaching/quizTakers': Get<QuizTakersQuery, Paged<QuizTakerRow>>;
  '/api/teaching/quizReopen': Post<QuizReopenBody, QuizTakerRow>;
  '/api/teaching/quizEssays': Get<EssayAnswersQuery, Paged<EssayAnswerRow>>;
  '/api/teaching/quizEssayGrade': Post<EssayGradeBody, EssayAnswerRow>;
  '/api/teaching/quizStats': Get<{ quizId: number }, QuizStats>;
  '/api/teaching/myQuizzes': Get<MyQuizzesQuery, Paged<MyQuizRow>>;
  '/api/teaching/quizIntro': Get<{ quizId: number }, QuizIntro>;
  '/api/teaching/quizStart': Post<{ quizId: number }, QuizPaper>;
  '/api/teaching/quizPaper': Get<{ attemptId: number }, QuizPaper>;
  '/api/teaching/quizAnswer': Post<QuizAnswerBody, QuizAnswerSaved>;
  '/api/teaching/quizSubmit': Post<{ attemptId: number }, QuizResult>;
  '/api/teaching/quizResult': Get<{ attemptId: number }, QuizResult>;
  '/api/teaching/gradebook': Get<GradebookQuery, Gradebook>;
  '/api/teaching/gradebookSave': Post<GradebookSaveBody, Gradebook>;
  '/api/teaching/gradebookExport': Get<{ classId: number }, AdminExportFile>;
  '/api/teaching/myGrades': Get<PageQuery, Paged<MyGradeRow>>;
  '/api/teaching/reportTemplate': Get<{ experimentId: number }, ReportTemplateDetail>;
  '/api/teaching/reportTemplateSave': Post<ReportTemplateSaveBody, ReportTemplateDetail>;
  '/api/teaching/reportSettings': Get<{ classId: number }, ReportClassExperiment[]>;
  '/api/teaching/reportSettingsSave': Post<ReportSettingsSaveBody, ReportClassExperiment>;
  '/api/teaching/reportQueue': Get<ReportQueueQuery, ReportQueue>;
  '/api/teaching/reportDetail': Get<{ id: number }, ReportDetail>;
  '/api/teaching/reportGrade': Post<ReportGradeBody, ReportDetail>;
  '/api/teaching/reportReturn': Post<ReportReturnBody, ReportDetail>;
  '/api/teaching/reportRelease': Post<ReportReleaseBody, ReportDetail>;
  '/api/teaching/reportReleaseAll': Post<ReportReleaseAllBody, { released: number }>;
  '/api/teaching/reportSimilarity': Get<ReportSimilarityQuery, ReportSimilarityResult>;
  '/api/teaching/myReports': Get<PageQuery, Paged<MyReportRow>>;
  '/api/teaching/myReport': Get<{ id: number }, MyReportDetail>;
  '/api/teaching/reportCreate': Post<ReportCreateBody, MyReportDetail>;
  '/api/teaching/reportDraft': Post<ReportDraftBody, MyReportDetail>;
  '/api/teaching/reportSubmit': Post<{ id: number }, MyReportDetail>;
  '/api/teaching/reportFileDelete': Post<ReportFileDeleteBody, MyReportDetail>;
  '/api/teaching/reportDocx': Get<{ id: number }, AdminExportFile>;
  '/api/teaching/reportZip': Get<ReportExportQuery, AdminExportFile>;
  '/api/teaching/reportSheet': Get<ReportExportQuery, AdminExportFile>;
  '/api/teaching/myReportDocx': Get<{ id: number }, AdminExportFile>;
}

/**
 * An export of the bank: the questions its format could not carry (`skipped`), and those it
 * carries in a way other systems may not read (`warnings`: a GIFT 填空 with several blanks, which
 * this portal reads back but Moodle does not). `index` counts from 0 in the file's order.
 */
export interface QuestionExportFile extends AdminExportFile {
  skipped: { index: number; reason: string }[];
  warnings: { index: number; reason: string }[];
}

export type TeachingPath = keyof TeachingCalls;

/** Who may call: a console role, or `learner` (any logged-in account, students first). */
export type TeachingCaller = Role | 'learner';

const TEACHERS: readonly TeachingCaller[] = ['admin', 'editor', 'teacher'];
const LEARNERS: readonly TeachingCaller[] = ['learner'];

/**
 * Method and callers of every teaching call. A teacher manages the classes of the courses they
 * own and those they are a co-teacher of; editors and admins every class.
 */
export const TEACHING_CALLS: {
  [P in TeachingPath]: { method: TeachingCalls[P]['method']; callers: readonly TeachingCaller[] };
} = {
  '/api/teaching/classList': { method: 'GET', callers: TEACHERS },
  '/api/teaching/classDetail': { method: 'GET', callers: TEACHERS },
  '/api/teaching/classSave': { method: 'POST', callers: TEACHERS },
  '/api/teaching/classCode': { method: 'POST', callers: TEACHERS },
  '/api/teaching/classArchive': { method: 'POST', callers: TEACHERS },
  '/api/teaching/classMembers': { method: 'GET', callers: TEACHERS },
  '/api/teaching/classMemberRemove': { method: 'POST', callers: TEACHERS },
  '/api/teaching/classExport': { method: 'GET', callers: TEACHERS },
  '/api/teaching/classMemberMove': { method: 'POST', callers: TEACHERS },
  '/api/teaching/classRoster': { method: 'POST', callers: TEACHERS },
  '/api/teaching/classRosterTemplate': { method: 'GET', callers: TEACHERS },
  '/api/teaching/classTeacherChoices': { method: 'GET', callers: TEACHERS },
  '/api/teaching/myClasses': { method: 'GET', callers: LEARNERS },
  '/api/teaching/classJoin': { method: 'POST', callers: LEARNERS },
  '/api/teaching/questionCourses': { method: 'GET', callers: TEACHERS },
  '/api/teaching/questionList': { method: 'GET', callers: TEACHERS },
  '/api/teaching/questionTags': { method: 'GET', callers: TEACHERS },
  '/api/teaching/questionDetail': { method: 'GET', callers: TEACHERS },
  '/api/teaching/questionSave': { method: 'POST', callers: TEACHERS },
  '/api/teaching/questionCopy': { method: 'POST', callers: TEACHERS },
  '/api/teaching/questionDelete': { method: 'POST', callers: TEACHERS },
  '/api/teaching/questionImport': { method: 'POST', callers: TEACHERS },
  '/api/teaching/questionTemplate': { method: 'GET', callers: TEACHERS },
  '/api/teaching/questionExport': { method: 'GET', callers: TEACHERS },
  '/api/teaching/quizList': { method: 'GET', callers: TEACHERS },
  '/api/teaching/quizTargets': { method: 'GET', callers: TEACHERS },
  '/api/teaching/quizDetail': { method: 'GET', callers: TEACHERS },
  '/api/teaching/quizSave': { method: 'POST', callers: TEACHERS },
  '/api/teaching/quizPublish': { method: 'POST', callers: TEACHERS },
  '/api/teaching/quizDelete': { method: 'POST', callers: TEACHERS },
  '/api/teaching/quizTakers': { method: 'GET', callers: TEACHERS },
  '/api/teaching/quizReopen': { method: 'POST', callers: TEACHERS },
  '/api/teaching/quizEssays': { method: 'GET', callers: TEACHERS },
  '/api/teaching/quizEssayGrade': { method: 'POST', callers: TEACHERS },
  '/api/teaching/quizStats': { method: 'GET', callers: TEACHERS },
  '/api/teaching/myQuizzes': { method: 'GET', callers: LEARNERS },
  '/api/teaching/quizIntro': { method: 'GET', callers: LEARNERS },
  '/api/teaching/quizStart': { method: 'POST', callers: LEARNERS },
  '/api/teaching/quizPaper': { method: 'GET', callers: LEARNERS },
  '/api/teaching/quizAnswer': { method: 'POST', callers: LEARNERS },
  '/api/teaching/quizSubmit': { method: 'POST', callers: LEARNERS },
  '/api/teaching/quizResult': { method: 'GET', callers: LEARNERS },
  '/api/teaching/gradebook': { method: 'GET', callers: TEACHERS },
  '/api/teaching/gradebookSave': { method: 'POST', callers: TEACHERS },
  '/api/teaching/gradebookExport': { method: 'GET', callers: TEACHERS },
  '/api/teaching/myGrades': { method: 'GET', callers: LEARNERS },
  '/api/teaching/reportTemplate': { method: 'GET', callers: TEACHERS },
  '/api/teaching/reportTemplateSave': { method: 'POST', callers: TEACHERS },
  '/api/teaching/reportSettings': { method: 'GET', callers: TEACHERS },
  '/api/teaching/reportSettingsSave': { method: 'POST', callers: TEACHERS },
  '/api/teaching/reportQueue': { method: 'GET', callers: TEACHERS },
  '/api/teaching/reportDetail': { method: 'GET', callers: TEACHERS },
  '/api/teaching/reportGrade': { method: 'POST', callers: TEACHERS },
  '/api/teaching/reportReturn': { method: 'POST', callers: TEACHERS },
  '/api/teaching/reportRelease': { method: 'POST', callers: TEACHERS },
  '/api/teaching/reportReleaseAll': { method: 'POST', callers: TEACHERS },
  '/api/teaching/reportSimilarity': { method: 'GET', callers: TEACHERS },
  '/api/teaching/myReports': { method: 'GET', callers: LEARNERS },
  '/api/teaching/myReport': { method: 'GET', callers: LEARNERS },
  '/api/teaching/reportCreate': { method: 'POST', callers: LEARNERS },
  '/api/teaching/reportDraft': { method: 'POST', callers: LEARNERS },
  '/api/teaching/reportSubmit': { method: 'POST', callers: LEARNERS },
  '/api/teaching/reportFileDelete': { method: 'POST', callers: LEARNERS },
  '/api/teaching/reportDocx': { method: 'GET', callers: TEACHERS },
  '/api/teaching/reportZip': { method: 'GET', callers: TEACHERS },
  '/api/teaching/reportSheet': { method: 'GET', callers: TEACHERS },
  '/api/teaching/myReportDocx': { method: 'GET', callers: LEARNERS },
};

/**
 * Whether an account (its console role, or none) may make a teaching call.
 * @example
 * if (mayTeach(me.role, '/api/teaching/classList')) showClasses();
 */
export function mayTeach(role: Role | null | undefined, path: TeachingPath): boolean {
  const callers = TEACHING_CALLS[path].callers;
  return callers.includes('learner') || (role != null && callers.includes(role));
}
