/**
 * Demo console staff: admin1 (管理员) and editor1 (内容编辑), and teacher1 becomes the teacher of
 * the courses taught by 王建国 (their nickname's real name), so the teacher's view has learners.
 */
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password-hash';
import { courses, users } from '../db/schema';
import type { SeedStep } from './run-seed';
import { DEMO_PASSWORD } from './demo-users';

export const CONSOLE_STAFF = [
  {
    username: 'admin1',
    nickname: '平台管理员',
    realName: '刘伟',
    identity: 'teacher',
    role: 'admin',
    school: '虚拟仿真实验教学中心',
    major: '',
    gender: 'male',
    email: 'admin1@example.com',
  },
  {
    username: 'editor1',
    nickname: '内容编辑',
    realName: '张敏',
    identity: 'teacher',
    role: 'editor',
    school: '虚拟仿真实验教学中心',
    major: '',
    gender: 'female',
    email: 'editor1@example.com',
  },
] as const;

export const CONSOLE_STAFF_STEP: SeedStep = {
  name: 'console-staff-v1',
  demo: true,
  prepare: () => hashPassword(DEMO_PASSWORD),
  async apply(tx, prepared) {
    const passwordHash = prepared as string;
    await tx
      .insert(users)
      .values(CONSOLE_STAFF.map((staff) => ({ ...staff, passwordHash })))
      .onConflictDoNothing();
    const [teacher] = await tx
      .update(users)
      .set({ role: 'teacher' })
      .where(eq(sql`lower(${users.username})`, 'teacher1'))
      .returning({ id: users.id, realName: users.realName });
    if (teacher) {
      await tx
        .update(courses)
        .set({ ownerId: teacher.id })
        .where(eq(courses.teacher, teacher.realName));
    }
  },
};
