import { cssVar, space } from '../../core/theme/tokens';
import { LIST_STYLES } from '../../core/ui/shared-styles';

export const adminFeedbackStyles = `
${LIST_STYLES}
.filters .grow { flex: 1; min-width: calc(${cssVar('space')} * 24); }
.filters .grow .field { margin: 0; }
.messages { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: ${space(1.5)}; }
.message { border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')}; padding: ${space(1.5)}; }
.message-head { display: flex; flex-wrap: wrap; align-items: center; gap: ${space(1)} ${space(2)}; margin-bottom: ${space(1)}; }
.message-head h2 { margin: 0; font-size: ${cssVar('font-size')}; }
.message-body { margin: 0 0 ${space(1)}; white-space: pre-wrap; overflow-wrap: anywhere; }
.replies { margin: 0 0 ${space(1)}; padding: ${space(1)} ${space(1.5)}; background: ${cssVar('color-bg-soft')}; border-radius: ${cssVar('radius')}; }
.replies h3 { margin: 0 0 ${space(0.5)}; font-size: ${cssVar('font-size-small')}; color: ${cssVar('color-muted')}; }
.replies ol { margin: 0; padding-left: ${space(2.5)}; display: flex; flex-direction: column; gap: ${space(1)}; }
.replies p { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.reply-meta { display: flex; flex-wrap: wrap; align-items: center; gap: ${space(0.5)} ${space(1)}; margin-top: ${space(0.5)}; }
.reply-meta .xnfz-button { min-height: ${space(4)}; padding: 0 ${space(1.25)}; font-size: ${cssVar('font-size-small')}; }
.badge--danger { color: ${cssVar('color-danger-text')}; background: ${cssVar('color-bg')}; border-color: ${cssVar('color-danger')}; }
.reply-problem { margin-top: ${space(0.5)}; color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; }
.reply-form { margin-top: ${space(1)}; }
`;
