import { cssVar, space } from '../../core/theme/tokens';
import { CONTENT_DETAIL_STYLES } from '../../core/ui/content-detail-state';
import { LIST_STYLES } from '../../core/ui/shared-styles';

export const resourceDetailStyles = `
${LIST_STYLES}
${CONTENT_DETAIL_STYLES}
.collect-area { display: flex; flex-direction: column; align-items: center; gap: ${space(1)}; margin: 0 0 ${space(3)}; }
.collect {
  display: inline-flex; align-items: center; gap: ${space(0.75)}; min-height: ${space(5)}; padding: 0 ${space(2)};
  border: 1px solid ${cssVar('color-primary')}; border-radius: ${cssVar('radius')};
  background: ${cssVar('color-bg')}; color: ${cssVar('color-primary')}; cursor: pointer;
}
.collect:hover { background: ${cssVar('color-bg-soft')}; }
.collect.active { background: ${cssVar('color-primary')}; color: ${cssVar('color-on-primary')}; }
.collect[disabled] { opacity: 0.6; cursor: progress; }
.collect-problem { margin: 0; color: ${cssVar('color-danger-text')}; }
.collect-problem a { margin-left: ${space(1)}; }
/* the room of a 16:9 player from the first paint: the video's own size arrives with its data */
.video, .cover {
  display: block; width: 100%; aspect-ratio: 16 / 9; max-height: 70vh; margin: 0 0 ${space(3)};
  border-radius: ${cssVar('radius')}; background: ${cssVar('color-text')};
}
.cover { object-fit: contain; background: ${cssVar('color-bg-soft')}; }
@container (max-width: 768px) { .collect-area { align-items: flex-start; } }
`;
