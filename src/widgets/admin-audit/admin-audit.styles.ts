import { cssVar, space } from '../../core/theme/tokens';
import { LIST_STYLES } from '../../core/ui/shared-styles';

export const adminAuditStyles = `
${LIST_STYLES}
.change { display: grid; grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr); gap: ${space(1)}; align-items: start; }
.change pre {
  margin: 0; padding: ${space(0.75)}; max-height: calc(${cssVar('space')} * 20); overflow: auto;
  background: ${cssVar('color-bg-soft')}; border-radius: ${cssVar('radius')};
  font-size: ${cssVar('font-size-small')}; white-space: pre-wrap; overflow-wrap: anywhere;
}
.arrow { align-self: center; color: ${cssVar('color-muted')}; }
@media (max-width: 768px) { .change { grid-template-columns: 1fr; } .arrow { transform: rotate(90deg); justify-self: center; } }
`;
