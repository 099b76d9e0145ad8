/** Console calls for 课程通知: a course's messages to its learners. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import {
  deleteCourseMessage,
  listCourseMessages,
  sendCourseMessage,
} from '../admin/admin-course-messages';
import { adminRoute } from '../admin/admin-route';
import { nullableIdSchema, titleOf } from '../admin/admin-schemas';
import { idSchema, pageQueryProperties } from '../http/paging';
import { ADMIN_LIMITS } from '../../src/core/validation/admin-rules';

export function adminCourseMessageRoutes(app: FastifyInstance, ctx: AppContext): void {
  adminRoute(
    app,
    ctx,
    '/api/admin/courseMessageList',
    { ...pageQueryProperties, courseId: idSchema },
    ['courseId'],
    ({ input, staff }) => listCourseMessages(ctx.db, staff, input),
  );

  adminRoute(
    app,
    ctx,
    '/api/admin/courseMessageSend',
    {
      courseId: idSchema,
      classId: nullableIdSchema,
      title: titleOf(ADMIN_LIMITS.courseMessageTitle),
      body: titleOf(ADMIN_LIMITS.courseMessageBody),
    },
    ['courseId', 'title', 'body'],
    ({ input, staff }) => sendCourseMessage(ctx.db, staff, ctx.config.now(), input),
  );

  adminRoute(
    app,
    ctx,
    '/api/admin/courseMessageDelete',
    { id: idSchema },
    ['id'],
    ({ input, staff }) => deleteCourseMessage(ctx.db, staff, ctx.config.now(), input.id),
  );
}
