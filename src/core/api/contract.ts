/**
 * The one contract between the browser bundle and the server (../shared/spec/api-contract.md).
 * Both `src/core/api/*` and `server/*` import these types; field names are binding.
 */

/** Success and failure codes of the response envelope. */
export const CODE_OK = 0;
export const CODE_FAIL = 500;

/** The exact text the client logs out on. */
export const MSG_NOT_LOGGED_IN = '未登录或登录超时';

/** The answer for a record that is not there (or not published): final, unlike other refusals. */
export const MSG_NOT_FOUND_CONTENT = '资源不存在';

/** Every `/api/**` answer. */
export interface Envelope<T = unknown> {
  code: typeof CODE_OK | typeof CODE_FAIL;
  msg: string;
  data?: T;
}

export interface Paged<T> {
  total: number;
  rows: T[];
}

export interface PageQuery {
  pageNum?: number;
  pageSize?: number;
}

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;

export const IDENTITIES = ['student', 'teacher', 'public'] as const;
export type Identity = (typeof IDENTITIES)[number];
export type TrafficIdentity = Identity | 'visitor';
export const TRAFFIC_IDENTITIES: readonly TrafficIdentity[] = [...IDENTITIES, 'visitor'];

/** Console permissions (see admin-contract.ts), separate from identity. */
export type Role = 'admin' | 'editor' | 'teacher';

export type Gender = 'male' | 'female' | 'unknown';
export type CourseType = 'major' | 'practice' | 'simulation';
export const COURSE_TYPES: readonly CourseType[] = ['major', 'practice', 'simulation'];
export type ResourceKind = 'resource' | 'red';
export type MediaType = 'video' | 'document' | 'image' | 'model' | 'link';
export type ArticleKind = 'news' | 'notice' | 'research';
export type CollectTargetType = 'course' | 'resource';
export type RankingBy = 'learn' | 'rating' | 'click';
export type CourseSort = 'new' | 'hot' | 'rating';

/** ISO 8601 string in UTC. */
export type IsoTime = string;
/** `YYYY-MM`. */
export type Month = string;

// ---------------------------------------------------------------- objects

/**
 * Why a password must be changed: `initial` — the account was created with an administrator's
 * initial password (批量导入), `reset` — an administrator reset it to a temporary one.
 */
export const MUST_CHANGE_REASONS = ['initial', 'reset'] as const;
export type MustChangeReason = (typeof MUST_CHANGE_REASONS)[number];

export interface User {
  id: number;
  username: string;
  nickname: string;
  realName: string;
  identity: Identity;
  avatar: string;
  phone: string;
  email: string;
  school: string;
  major: string;
  /** 院系 / 部门 (empty when not known). */
  department: string;
  /** 学号 / 工号 (empty when not known), e.g. from campus sign-in. */
  studentNumber: string;
  gender: Gender;
  createdAt: IsoTime;
  lastLoginAt: IsoTime | null;
  /** Console role, null for everyone else. */
  role: Role | null;
  /**
   * Set while the password is one an administrator chose (a reset's temporary password, a bulk
   * import's initial one): the user must choose a new one.
   */
  mustChangePassword: boolean;
  /** Which of the two (see MustChangeReason); null when nothing is to be changed. */
  mustChangeReason: MustChangeReason | null;
  /**
   * False after a change until the code sent to the new address is entered (verifyContact); a
   * password-reset code goes only to a proven address. Addresses given at registration count as
   * proven.
   */
  emailVerified: boolean;
  phoneVerified: boolean;
}

export interface Category {
  id: number;
  name: string;
  parentId: number | null;
  children: Category[];
}

export interface CourseSummary {
  id: number;
  title: string;
  cover: string;
  summary: string;
  categoryId: number;
  categoryName: string;
  type: CourseType;
  teacher: string;
  lessonCount: number;
  durationSeconds: number;
  learnCount: number;
  clickCount: number;
  rating: number;
  ratingCount: number;
  createdAt: IsoTime;
}

export interface LessonOutline {
  id: number;
  title: string;
  durationSeconds: number;
  videoUrl: string;
  learnedSeconds?: number;
  finished?: boolean;
}

export interface ChapterOutline {
  id: number;
  title: string;
  lessons: LessonOutline[];
}

export interface CourseDetail extends CourseSummary {
  /** Sanitised HTML: the long 课程介绍 (the card's `summary` is the short 课程简介). */
  description: string;
  /** The course's tags, as the console saved them. */
  tags: string[];
  chapters: ChapterOutline[];
  collected: boolean;
  myRating: number | null;
  progress: number | null;
  lastLessonId: number | null;
}

export interface LessonDetail {
  id: number;
  courseId: number;
  courseTitle: string;
  chapterTitle: string;
  title: string;
  videoUrl: string;
  poster: string;
  durationSeconds: number;
  position: number;
  prevLessonId: number | null;
  nextLessonId: number | null;
}

export interface ResourceSummary {
  id: number;
  kind: ResourceKind;
  title: string;
  cover: string;
  summary: string;
  categoryId: number;
  categoryName: string;
  mediaType: MediaType;
  clickCount: number;
  rating: number;
  createdAt: IsoTime;
}

export interface Attachment {
  name: string;
  url: string;
  size: number;
}

export interface ResourceDetail extends ResourceSummary {
  content: string;
  attachments: Attachment[];
  videoUrl: string | null;
  collected: boolean;
}

export interface ArticleSummary {
  id: number;
  kind: ArticleKind;
  title: string;
  summary: string;
  cover: string;
  author: string;
  source: string;
  publishedAt: IsoTime;
  clickCount: number;
  pinned: boolean;
}

export interface ArticleDetail extends ArticleSummary {
  content: string;
  attachments: Attachment[];
  prevId: number | null;
  nextId: number | null;
  /** Titles of the neighbours, shown beside 上一篇 / 下一篇 (null where there is none). */
  prevTitle: string | null;
  nextTitle: string | null;
}

export interface Experiment {
  id: number;
  title: string;
  cover: string;
  summary: string;
  courseId: number | null;
  launchUrl: string;
  launchCount: number;
  avgScore: number;
  durationMinutes: number;
}

// ---------------------------------------------------------------- account calls

export interface CaptchaData {
  captchaKey: string;
  /** PNG data URL (`data:image/png;base64,…`). */
  image: string;
}

export interface CaptchaAnswer {
  captchaKey: string;
  captchaCode: string;
}

export interface LoginBody extends CaptchaAnswer {
  username: string;
  password: string;
}

export interface LoginData {
  token: string;
  expiresAt: IsoTime;
  user: User;
}

export interface RegisterBody extends CaptchaAnswer {
  username: string;
  password: string;
  nickname: string;
  identity: Identity;
  phone?: string;
  email?: string;
}

export interface SendMessageBody extends CaptchaAnswer {
  account: string;
}

export interface ResetPasswordBody {
  account: string;
  code: string;
  newPassword: string;
}

export interface UpdatePasswordBody {
  oldPassword: string;
  newPassword: string;
}

export type UpdateUserBody = Partial<
  Pick<User, 'nickname' | 'realName' | 'avatar' | 'phone' | 'email' | 'school' | 'major' | 'gender'>
> & {
  /** Required when `email` or `phone` changes (they receive password-reset codes). */
  currentPassword?: string;
};

/** A one-time login ticket for a link (`/PC/?token=<ticket>`), valid a minute. */
export interface LoginTicketData {
  ticket: string;
  expiresAt: IsoTime;
}

export interface ExchangeTicketBody {
  ticket: string;
  /**
   * The person confirmed the account the ticket logs in (`TicketConfirmation`). Not needed for a
   * ticket the server sent to this very browser (campus sign-in, 实验空间).
   */
  confirmed?: boolean;
}

/**
 * exchangeTicket's answer while the account is not confirmed: whose ticket it is, nothing used up.
 * Ask "以 {nickname}（{username}）登录？" and exchange again with `confirmed: true`.
 */
export interface TicketConfirmation {
  confirm: { username: string; nickname: string };
}

/** A configured campus sign-in (统一身份认证) provider: the login element shows a button for it. */
export interface SsoProviderInfo {
  id: string;
  /** The button's text (default 统一身份认证登录). */
  label: string;
  protocol: 'oidc' | 'cas';
  /** Open it with `?return=<this page's address>`; the page comes back with `?token=<ticket>`. */
  startUrl: string;
}

/** A campus sign-in identity bound to the account. */
export interface SsoIdentity {
  id: number;
  provider: string;
  /** The provider's label (its id when it is no longer configured). */
  providerLabel: string;
  /** OpenID Connect `sub` or the CAS user. */
  subject: string;
  boundAt: IsoTime;
}

/**
 * Where to end the provider's own login after logging out here (ssoLogout does not log out: the
 * page calls logout, then opens `url`). Null: the login was not a campus sign-in.
 */
export interface SsoLogoutData {
  url: string | null;
  providerLabel: string;
}

/** Where a reset code can go: the account's e-mail or its phone. */
export type ContactChannel = 'email' | 'phone';

/** Proves a changed e-mail or phone with the code sent to it. */
export interface VerifyContactBody {
  channel: ContactChannel;
  code: string;
}

/** Sends the code for a changed, not yet proven e-mail or phone again. */
export interface SendContactCodeBody {
  channel: ContactChannel;
}

// ---------------------------------------------------------------- personal learning

export interface UserLearnRow {
  courseId: number;
  title: string;
  cover: string;
  progress: number;
  learnedSeconds: number;
  lastLessonId: number | null;
  lastLearnAt: IsoTime;
}

export interface UserCollectQuery extends PageQuery {
  targetType?: CollectTargetType;
}

/** 课程通知: a message from a course's teacher to its learners, as a learner reads it. */
export interface CourseMessage {
  id: number;
  courseId: number;
  courseTitle: string;
  /** The 教学班 it was sent to (null: every learner of the course). */
  className: string | null;
  title: string;
  /** Plain text (line breaks kept). */
  body: string;
  senderName: string;
  createdAt: IsoTime;
  read: boolean;
}

/** A page of 课程通知, newest first, with how many of all the learner's are unread. */
export interface MyMessagesPage extends Paged<CourseMessage> {
  unread: number;
}

/** Marks one 课程通知 read (`id`), or every one (`all`). */
export interface MessageReadBody {
  id?: number;
  all?: boolean;
}

export interface UserCollectRow {
  id: number;
  targetType: CollectTargetType;
  targetId: number;
  title: string;
  cover: string;
  createdAt: IsoTime;
}

export interface CollectBody {
  targetType: CollectTargetType;
  targetId: number;
}

export interface UserLearnRecordQuery extends PageQuery {
  /** `YYYY-MM-DD` */
  startDate?: string;
  /** `YYYY-MM-DD` */
  endDate?: string;
}

export interface UserLearnRecordRow {
  id: number;
  courseId: number;
  courseTitle: string;
  lessonId: number;
  lessonTitle: string;
  startedAt: IsoTime;
  endedAt: IsoTime;
  durationSeconds: number;
}

/** One finished experiment attempt of the logged-in user (学习记录 → 实验记录). */
export interface UserExperimentRecordRow {
  /** The session id the attempt was started with. */
  id: string;
  experimentId: number;
  experimentTitle: string;
  /** 0..100 */
  score: number;
  durationSeconds: number;
  startedAt: IsoTime;
  finishedAt: IsoTime;
  report: string | null;
  /** The attempt's steps; null for a result handed in without. */
  steps: ExperimentStep[] | null;
  /** null for attempts stored before steps existed. */
  status: ExperimentAttemptStatus | null;
}

export interface LearnProgressBody {
  lessonId: number;
  position: number;
  watchedSeconds: number;
}

export interface LearnProgressData {
  learnedSeconds: number;
  finished: boolean;
}

export interface RateCourseBody {
  courseId: number;
  score: number;
}

export interface RateCourseData {
  rating: number;
  ratingCount: number;
  myRating: number;
}

// ---------------------------------------------------------------- statistics

export interface CensusTotal {
  courseCount: number;
  lessonCount: number;
  resourceCount: number;
  userCount: number;
  experimentCount: number;
  totalClicks: number;
  todayClicks: number;
  totalLearnSeconds: number;
}

export interface NameValue {
  name: string;
  value: number;
}

export interface LessonLearnCountQuery {
  startDate?: string;
  endDate?: string;
  limit?: number;
}

export interface LessonLearnCountRow {
  courseId: number;
  title: string;
  learnCount: number;
  learnSeconds: number;
}

export interface WebClicksAddData {
  total: number;
}

export interface IdentitySeries {
  identity: TrafficIdentity;
  name: string;
  data: number[];
}

export interface IdentityMonthSeries {
  months: Month[];
  series: IdentitySeries[];
}

export interface IdentityValue {
  identity: TrafficIdentity;
  name: string;
  value: number;
}

export interface WebMonthClicks {
  months: Month[];
  data: number[];
}

export interface LessonRankingQuery {
  by?: RankingBy;
  limit?: number;
}

export interface LessonRankingRow {
  rank: number;
  courseId: number;
  title: string;
  cover: string;
  teacher: string;
  learnCount: number;
  clickCount: number;
  rating: number;
}

// ---------------------------------------------------------------- content queries

export interface CourseListQuery extends PageQuery {
  categoryId?: number;
  type?: CourseType;
  keyword?: string;
  sort?: CourseSort;
}

export interface ResourceListQuery extends PageQuery {
  kind: ResourceKind;
  categoryId?: number;
  keyword?: string;
}

export interface ArticleListQuery extends PageQuery {
  kind: ArticleKind;
  keyword?: string;
}

export interface ExperimentListQuery extends PageQuery {
  keyword?: string;
}

export interface ExperimentStartData {
  sessionId: string;
  launchUrl: string;
}

/**
 * One step of an attempt, as 实验空间 (ilab-x v2 `data_upload`) wants it: times are ms
 * timestamps, `timeUsed`/`expectTime` seconds; optional texts ≤ 200 characters.
 */
export interface ExperimentStep {
  seq: number;
  title: string;
  startTime: number;
  endTime: number;
  timeUsed: number;
  expectTime: number;
  maxScore: number;
  score: number;
  repeatCount: number;
  evaluation?: string;
  scoringModel?: string;
  remarks?: string;
}

/** Whether the student finished the experiment or handed in part of it. */
export type ExperimentAttemptStatus = 'finished' | 'unfinished';

/**
 * A result. Backward compatible: a body without steps still counts. Built-in experiments also send
 * their raw `readings`, from which the server recomputes the score it stores.
 */
export interface ExperimentFinishBody {
  sessionId: string;
  score: number;
  durationSeconds: number;
  report?: string;
  steps?: ExperimentStep[];
  startTime?: number;
  endTime?: number;
  status?: ExperimentAttemptStatus;
  readings?: Record<string, unknown>;
  /**
   * Third-party experiments: the HMAC-SHA256 (hex) their own server computed over the canonical
   * result, the session id and `timestamp` (ms), with the experiment's secret (README, 结果签名).
   */
  signature?: string;
  timestamp?: number;
}

/** A third-party experiment's server hands a signed result in directly (no user token). */
export type ExperimentResultBody = Omit<
  ExperimentFinishBody,
  'readings' | 'signature' | 'timestamp'
> & {
  signature: string;
  timestamp: number;
};

export interface ExperimentFinishData {
  best: number;
  attempts: number;
  /** The score stored for this attempt: for built-in experiments the server's own. */
  score: number;
}

export interface Banner {
  id: number;
  title: string;
  image: string;
  link: string;
}

export interface SiteInfo {
  name: string;
  logo: string;
  footer: string;
  contact: { address: string; phone: string; email: string; hours: string };
  links: { name: string; url: string }[];
}

export interface FeedbackBody {
  name: string;
  contact: string;
  content: string;
}

export interface SearchQuery extends PageQuery {
  keyword: string;
}

export interface SearchRow {
  type: 'course' | 'resource' | 'article';
  id: number;
  title: string;
  summary: string;
  kind?: ResourceKind | ArticleKind;
}

// ---------------------------------------------------------------- the call map

type Get<Q, D> = { method: 'GET'; query: Q; data: D; login: boolean };
type Post<B, D> = { method: 'POST'; body: B; data: D; login: boolean };
type NoInput = Record<string, never>;

/**
 * Every call of the contract, keyed by path. `login` marks calls that answer
 * `未登录或登录超时` without a valid token.
 */
export interface ApiCalls {
  '/api/comm/v1/captcha': Get<NoInput, CaptchaData>;
  '/api/xnfz/login': Post<LoginBody, LoginData>;
  '/api/xnfz/logout': Post<NoInput, null>;
  '/api/xnfz/register': Post<RegisterBody, LoginData>;
  '/api/xnfz/sendMessage': Post<SendMessageBody, null>;
  '/api/xnfz/resetPassword': Post<ResetPasswordBody, null>;
  '/api/xnfz/updatePassword': Post<UpdatePasswordBody, null>;
  '/api/xnfz/userInfo': Get<NoInput, User>;
  '/api/xnfz/updateUser': Post<UpdateUserBody, User>;
  '/api/xnfz/verifyContact': Post<VerifyContactBody, User>;
  '/api/xnfz/loginTicket': Post<NoInput, LoginTicketData>;
  '/api/xnfz/exchangeTicket': Post<ExchangeTicketBody, LoginData | TicketConfirmation>;
  '/api/xnfz/ssoProviders': Get<NoInput, SsoProviderInfo[]>;
  '/api/xnfz/ssoIdentities': Get<NoInput, SsoIdentity[]>;
  '/api/xnfz/ssoLogout': Post<{ returnTo?: string }, SsoLogoutData>;
  '/api/xnfz/sendContactCode': Post<SendContactCodeBody, null>;
  '/api/xnfz/userLearn': Get<PageQuery, Paged<UserLearnRow>>;
  '/api/xnfz/userCollect': Get<UserCollectQuery, Paged<UserCollectRow>>;
  '/api/xnfz/collect': Post<CollectBody, { collected: true }>;
  '/api/xnfz/uncollect': Post<CollectBody, { collected: false }>;
  '/api/xnfz/userLearnRecord': Get<UserLearnRecordQuery, Paged<UserLearnRecordRow>>;
  '/api/xnfz/myMessages': Get<PageQuery, MyMessagesPage>;
  '/api/xnfz/myMessageRead': Post<MessageReadBody, { unread: number }>;
  '/api/xnfz/censusTotal': Get<NoInput, CensusTotal>;
  '/api/xnfz/lessonCount': Get<{ type?: CourseType }, NameValue[]>;
  '/api/xnfz/lessonLearnCount': Get<LessonLearnCountQuery, LessonLearnCountRow[]>;
  '/api/xnfz/webClicksAdd': Get<NoInput, WebClicksAddData>;
  '/api/xnfz/identityMonthClicks': Get<NoInput, IdentityMonthSeries>;
  '/api/xnfz/identityTrainingClicks': Get<NoInput, IdentityValue[]>;
  '/api/xnfz/identityMonthDuration': Get<NoInput, IdentityMonthSeries>;
  '/api/xnfz/webMonthClicks': Get<NoInput, WebMonthClicks>;
  '/api/xnfz/lessonRanking': Get<LessonRankingQuery, LessonRankingRow[]>;
  '/api/xnfz/courseCategories': Get<{ type?: CourseType }, Category[]>;
  '/api/xnfz/courseList': Get<CourseListQuery, Paged<CourseSummary>>;
  '/api/xnfz/courseDetail': Get<{ id: number }, CourseDetail>;
  '/api/xnfz/lessonDetail': Get<{ id: number }, LessonDetail>;
  '/api/xnfz/learnProgress': Post<LearnProgressBody, LearnProgressData>;
  '/api/xnfz/rateCourse': Post<RateCourseBody, RateCourseData>;
  '/api/xnfz/resourceCategories': Get<{ kind: ResourceKind }, Category[]>;
  '/api/xnfz/resourceList': Get<ResourceListQuery, Paged<ResourceSummary>>;
  '/api/xnfz/resourceDetail': Get<{ id: number }, ResourceDetail>;
  '/api/xnfz/articleList': Get<ArticleListQuery, Paged<ArticleSummary>>;
  '/api/xnfz/articleDetail': Get<{ id: number }, ArticleDetail>;
  '/api/xnfz/experimentList': Get<ExperimentListQuery, Paged<Experiment>>;
  '/api/xnfz/experimentStart': Post<{ experimentId: number }, ExperimentStartData>;
  '/api/xnfz/experimentFinish': Post<ExperimentFinishBody, ExperimentFinishData>;
  '/api/xnfz/experimentResult': Post<ExperimentResultBody, ExperimentFinishData>;
  '/api/xnfz/userExperimentRecord': Get<UserLearnRecordQuery, Paged<UserExperimentRecordRow>>;
  '/api/xnfz/banners': Get<NoInput, Banner[]>;
  '/api/xnfz/siteInfo': Get<NoInput, SiteInfo>;
  '/api/xnfz/feedback': Post<FeedbackBody, null>;
  '/api/xnfz/search': Get<SearchQuery, Paged<SearchRow>>;
}

export type ApiPath = keyof ApiCalls;
export type DataOf<P extends ApiPath> = ApiCalls[P]['data'];
