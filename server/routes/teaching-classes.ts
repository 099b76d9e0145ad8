/** Teaching calls for classes (教学班): their teachers' management and students joining with a code. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { titleOf } from '../admin/admin-schemas';
import { BULK_MAX } from '../../src/core/api/admin-contract';
import { CLASS_LIMITS } from '../../src/core/api/teaching-contract';
import { idSchema, keywordSchema, pageQueryProperties } from '../http/paging';
import {
  classMembersExport,
  joinClass,
  listClassMembers,
  myClasses,
  removeClassMembers,
} from '../teaching/classes/class-members';
import {
  archiveClass,
  classDetail,
  classTeacherChoices,
  listClasses,
  saveClass,
  setClassCode,
} from '../teaching/classes/class-store';
import { perAccount } from '../http/rate-limit-key';
import { teachingRoute } from '../teaching/teaching-route';
import { IMPORT_BASE64_MAX, importFileProperties, versionSchema } from '../admin/admin-schemas';
import {
  classRosterTemplate,
  importClassRoster,
  moveClassMembers,
} from '../teaching/classes/class-roster';

export function teachingClassRoutes(app: FastifyInstance, ctx: AppContext): void {
  const now = () => ctx.config.now();
  const clock = () => ({ now: now(), timeZone: ctx.config.timeZone });

  teachingRoute(
    app,
    ctx,
    '/api/teaching/classList',
    {
      ...pageQueryProperties,
      courseId: idSchema,
      archived: { type: 'boolean' },
      keyword: keywordSchema,
    },
    [],
    ({ input, user }) => listClasses(ctx.db, user, input),
  );

  teachingRoute(
    app,
    ctx,
    '/api/teaching/classDetail',
    { id: idSchema },
    ['id'],
    ({ input, user }) => classDetail(ctx.db, user, input.id),
  );

  teachingRoute(
    app,
    ctx,
    '/api/teaching/classSave',
    {
      id: idSchema,
      courseId: idSchema,
      name: titleOf(CLASS_LIMITS.name),
      term: titleOf(CLASS_LIMITS.term),
      coTeacherIds: { type: 'array', items: idSchema, maxItems: CLASS_LIMITS.coTeachers },
      version: versionSchema,
    },
    ['courseId', 'name', 'term', 'coTeacherIds'],
    ({ input, user }) => saveClass(ctx.db, user, now(), input),
  );

  teachingRoute(
    app,
    ctx,
    '/api/teaching/classCode',
    { id: idSchema, action: { type: 'string', enum: ['regenerate', 'open', 'close'] } },
    ['id', 'action'],
    ({ input, user }) => setClassCode(ctx.db, user, now(), input),
  );

  teachingRoute(
    app,
    ctx,
    '/api/teaching/classArchive',
    { id: idSchema, archived: { type: 'boolean' } },
    ['id', 'archived'],
    ({ input, user }) => archiveClass(ctx.db, user, now(), input),
  );

  teachingRoute(
    app,
    ctx,
    '/api/teaching/classMembers',
    { ...pageQueryProperties, classId: idSchema, keyword: keywordSchema },
    ['classId'],
    ({ input, user }) => listClassMembers(ctx.db, user, input),
  );

  teachingRoute(
    app,
    ctx,
    '/api/teaching/classMemberRemove',
    {
      classId: idSchema,
      userIds: { type: 'array', items: idSchema, minItems: 1, maxItems: BULK_MAX },
    },
    ['classId', 'userIds'],
    ({ input, user }) => removeClassMembers(ctx.db, user, now(), input),
  );

  teachingRoute(
    app,
    ctx,
    '/api/teaching/classExport',
    { id: idSchema },
    ['id'],
    ({ input, user }) => classMembersExport(ctx.db, user, clock(), input.id),
  );

  teachingRoute(
    app,
    ctx,
    '/api/teaching/classMemberMove',
    {
      classId: idSchema,
      userIds: { type: 'array', items: idSchema, minItems: 1, maxItems: BULK_MAX },
      toClassId: idSchema,
    },
    ['classId', 'userIds', 'toClassId'],
    ({ input, user }) => moveClassMembers(ctx.db, user, now(), input),
  );

  teachingRoute(
    app,
    ctx,
    '/api/teaching/classRoster',
    { classId: idSchema, ...importFileProperties, dryRun: { type: 'boolean' } },
    ['classId', 'fileName', 'contentBase64', 'dryRun'],
    ({ input, user }) => importClassRoster(ctx.db, user, now(), input),
    { bodyLimit: IMPORT_BASE64_MAX + 4096 },
  );

  teachingRoute(app, ctx, '/api/teaching/classRosterTemplate', {}, [], () =>
    classRosterTemplate(clock()),
  );

  teachingRoute(app, ctx, '/api/teaching/classTeacherChoices', {}, [], () =>
    classTeacherChoices(ctx.db),
  );

  teachingRoute(app, ctx, '/api/teaching/myClasses', pageQueryProperties, [], ({ input, user }) =>
    myClasses(ctx.db, user.id, input),
  );

  const { authMax, windowSeconds } = ctx.config.rateLimit;
  teachingRoute(
    app,
    ctx,
    '/api/teaching/classJoin',
    { code: titleOf(CLASS_LIMITS.code) },
    ['code'],
    ({ input, user }) => joinClass(ctx.db, user, now(), input.code),
    // a code is guessed by trying many: as few tries as a login, per account's session (a
    // computer room joining at the start of class is one address)
    { rateLimit: { max: authMax, timeWindow: windowSeconds * 1000, keyGenerator: perAccount } },
  );
}
