import '../../core/i18n/zh-cn-areas';
import { defineWidget } from '../../core/define-widget';
import { PersonalCenter } from './personal-center';

/**
 * @summary 个人中心 (login required): 我的收藏, 我的学习, 学习记录, 我的班级, 我的测验, 我的成绩, 我的实验报告, 课程通知
 * (with the unread count), 个人资料 and 修改密码 behind a side menu with icons in normal and active
 * variants. Without a token the portal page goes to
 * /login and comes back; elsewhere it shows a login link.
 * @tag xnfz-personal-center
 * @attr {CenterTab} tab - Section shown first: `collection` (default), `learning`, `records`, `classes`, `quizzes`, `grades`, `reports`, `messages`, `profile`, `password`.
 * @event xnfz-navigate - Before opening a course, lesson or resource outside the portal page (cancelable).
 * @csspart base - The layout. @csspart menu - The side menu. @csspart content - The section area.
 */
export const PERSONAL_CENTER_TAG = 'xnfz-personal-center';

defineWidget(PERSONAL_CENTER_TAG, PersonalCenter, { props: { tab: 'string' } });
