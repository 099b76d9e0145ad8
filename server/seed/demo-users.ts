/** Demo accounts, one of each identity; all use the password Demo@1234. */
import type { Gender, Identity } from '../../src/core/api/contract';

export const DEMO_PASSWORD = 'Demo@1234';

export interface DemoUser {
  username: string;
  nickname: string;
  realName: string;
  identity: Identity;
  school: string;
  major: string;
  gender: Gender;
  email: string;
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    username: 'student1',
    nickname: '晓雨',
    realName: '林晓雨',
    identity: 'student',
    school: '华中科技大学',
    major: '机械设计制造及其自动化',
    gender: 'female',
    email: 'student1@example.com',
  },
  {
    username: 'teacher1',
    nickname: '王建国老师',
    realName: '王建国',
    identity: 'teacher',
    school: '华中科技大学 机械科学与工程学院',
    major: '机械工程',
    gender: 'male',
    email: 'teacher1@example.com',
  },
  {
    username: 'public1',
    nickname: '陈思远',
    realName: '陈思远',
    identity: 'public',
    school: '武汉智造装备有限公司',
    major: '数控加工',
    gender: 'male',
    email: 'public1@example.com',
  },
];
