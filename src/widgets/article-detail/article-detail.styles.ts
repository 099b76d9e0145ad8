import { cssVar, space } from '../../core/theme/tokens';
import { CONTENT_DETAIL_STYLES } from '../../core/ui/content-detail-state';
import { LIST_STYLES } from '../../core/ui/shared-styles';

export const articleDetailStyles = `
${LIST_STYLES}
${CONTENT_DETAIL_STYLES}
.title { display: flex; flex-wrap: wrap; justify-content: center; align-items: baseline; gap: ${space(1)}; }
.pinned {
  padding: 0 ${space(0.75)}; border-radius: ${cssVar('radius')}; font-size: ${cssVar('font-size-small')};
  font-weight: 400; background: ${cssVar('color-primary')}; color: ${cssVar('color-on-primary')};
}
.neighbours {
  display: flex; flex-wrap: wrap; justify-content: space-between; gap: ${space(1)};
  margin-top: ${space(3)}; padding-top: ${space(2)}; border-top: 1px solid ${cssVar('color-border')};
}
.neighbours a, .neighbours span { padding: ${space(0.75)} ${space(1)}; border-radius: ${cssVar('radius')}; }
.neighbours span { color: ${cssVar('color-muted')}; }
.neighbours a, .neighbours span { flex: 0 1 auto; min-width: 0; max-width: 100%; overflow-wrap: anywhere; }
.neighbours .next { margin-left: auto; text-align: right; }
@container (max-width: 768px) { .title { justify-content: flex-start; } }
`;
