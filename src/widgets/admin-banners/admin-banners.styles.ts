import { cssVar, space } from '../../core/theme/tokens';
import { MEDIA_PICKER_STYLES } from '../../core/ui/admin/media-styles';

export const adminBannersStyles = `
${MEDIA_PICKER_STYLES}
.form-heading { margin: 0 0 ${space(1.5)}; font-size: ${cssVar('font-size-large')}; }
.banner-row { display: flex; flex-wrap: wrap; align-items: center; gap: ${space(1.5)}; }
.banner-thumb {
  width: calc(${cssVar('space')} * 20); aspect-ratio: 16 / 6; object-fit: cover; flex: none;
  border-radius: ${cssVar('radius')}; border: 1px solid ${cssVar('color-border')}; background: ${cssVar('color-bg-soft')};
}
.banner-text { display: flex; flex-direction: column; gap: ${space(0.5)}; flex: 1; min-width: calc(${cssVar('space')} * 20); overflow-wrap: anywhere; }
.banner-title { font-weight: 600; }
.banner-text .badge { align-self: flex-start; }
@media (max-width: 768px) {
  .banner-thumb { width: 100%; }
}
`;
