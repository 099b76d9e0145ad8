import { cssVar, space } from '../theme/tokens';

/**
 * Styles of MyQuizRowItem (core/ui/my-quiz-row.tsx), in 个人中心 → 我的测验 and in
 * `<xnfz-open-quizzes>`: the row's own rules, so it looks the same wherever it is listed.
 */
export const MY_QUIZ_ROW_STYLES = `
.my-quiz { display: flex; align-items: center; gap: ${space(2)}; padding: ${space(1.5)} 0; border-bottom: 1px solid ${cssVar('color-border')}; }
.my-quiz .row-body { flex: 1; min-width: 0; display: flex; flex-direction: column; gap: ${space(0.5)}; }
.my-quiz .row-title { margin: 0; font-size: ${cssVar('font-size')}; font-weight: 600; color: ${cssVar('color-text')}; overflow-wrap: anywhere; }
.my-quiz .quiz-state { display: inline-block; margin: 0 0 0 ${space(1)}; padding: 0 ${space(0.75)}; border-radius: ${cssVar('radius')}; font-size: ${cssVar('font-size-small')}; font-weight: 400; }
.my-quiz .unread-mark { background: ${cssVar('color-primary')}; color: ${cssVar('color-on-primary')}; }
.my-quiz .archived-mark { background: ${cssVar('color-bg-soft')}; color: ${cssVar('color-muted')}; }
.my-quiz .quiz-action { flex: none; text-decoration: none; }
.my-quiz .xnfz-meta { display: flex; flex-wrap: wrap; align-items: center; gap: ${space(1.5)}; color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; }
.quiz-score .success, .quiz-score .error { margin: 0; font-weight: 600; }
.quiz-pending { color: ${cssVar('color-warning-text')}; }
@container (max-width: 480px) { .my-quiz { flex-wrap: wrap; } .my-quiz .quiz-action { width: 100%; } }
`;
