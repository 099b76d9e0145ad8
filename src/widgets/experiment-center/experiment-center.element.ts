import '../../core/i18n/zh-cn-areas';
import { defineWidget } from '../../core/define-widget';
import { ExperimentCenter } from './experiment-center';

/**
 * @summary 虚拟实验 (the /experiment screen): the experiment catalogue with keyword search and
 * pager (cover, summary, linked course, launches, average score, expected duration), an
 * experiment's page with its instructions, and 开始实验, which starts a session and opens the
 * experiment full screen in a frame (Escape or 关闭实验 closes it) — or in a new window when the
 * experiment's launchUrl carries `xnfzOpen=window`. The experiment reports its result by
 * postMessage (see README, 虚拟实验接入协议); token holders' results are saved and shown with
 * the best score and attempts. On the portal page keyword, page and experiment live in the
 * address (`#/experiment?keyword=&page=&id=`).
 * @tag xnfz-experiment-center
 * @attr page-size - Cards per page (default 12, at most 48).
 * @attr heading - Replaces the title 虚拟实验.
 * @attr {'window'} open-in - `window`: open every experiment in a new window instead of the full-screen frame.
 * @event xnfz-experiment-finish - An experiment reported its result; `detail` is `{ experimentId, sessionId, score, durationSeconds, saved, best, attempts }` (best and attempts null when not saved).
 * @event xnfz-navigate - Before opening a course or the login screen outside the portal page (cancelable).
 * @csspart base - The whole element. @csspart catalogue - The catalogue. @csspart head - Its title band.
 * @csspart title - The title. @csspart search - The search form. @csspart search-input - The keyword input.
 * @csspart search-button - The 搜索 button. @csspart list - The cards. @csspart card - One experiment.
 * @csspart card-link - Its title link. @csspart course-link - The linked course. @csspart pager - The pager.
 * @csspart page - An experiment's page. @csspart breadcrumb - 首页 > 虚拟实验 > title.
 * @csspart header - Cover, title, facts and actions. @csspart cover - The cover.
 * @csspart actions - The buttons. @csspart start - 开始实验. @csspart anonymous-note - The not-logged-in note.
 * @csspart instructions - 实验须知. @csspart result - The result (score, best, attempts).
 * @csspart login-link - 登录后保存成绩 under an unsaved result.
 * @csspart player - The full-screen experiment. @csspart player-bar - Its bar.
 * @csspart player-status - The result line in the bar. @csspart close - 关闭实验. @csspart frame - The iframe.
 * @csspart state-loading - Spinner. @csspart state-empty - 暂无数据. @csspart state-error - 加载失败，点击重试.
 * @csspart unavailable - The note shown when an experiment cannot be started.
 * @cssprop --xnfz-color-primary - Title band, buttons and the player bar.
 * @cssprop --xnfz-z-overlay - Stacking of the full-screen experiment.
 */
export const EXPERIMENT_CENTER_TAG = 'xnfz-experiment-center';

defineWidget(EXPERIMENT_CENTER_TAG, ExperimentCenter, {
  props: { pageSize: 'number', heading: 'string', openIn: 'string' },
});
