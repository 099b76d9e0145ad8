import { cssVar, space } from '../../core/theme/tokens';
import { COURSE_STYLES } from '../../core/ui/course-card.styles';
import { LIST_STYLES } from '../../core/ui/shared-styles';

export const homeStyles = `
${LIST_STYLES}
${COURSE_STYLES}
.home { display: flex; flex-direction: column; gap: ${space(4)}; }
.section { margin: 0; }
.banner-area { border-radius: ${cssVar('radius')}; overflow: hidden; background: ${cssVar('color-bg')}; }
/* the space of the slides, kept while they load: the page below does not jump when they arrive */
.banner-area--loading { aspect-ratio: 16 / 5; display: flex; align-items: center; justify-content: center; }
.carousel { position: relative; }
.slides { position: relative; }
.slide[hidden] { display: none; }
.banner-link { display: block; position: relative; color: ${cssVar('color-on-primary')}; text-decoration: none; }
.banner-link:focus-visible { box-shadow: inset ${cssVar('focus-ring')}; }
.banner-image { display: block; width: 100%; aspect-ratio: 16 / 5; object-fit: cover; background: ${cssVar('color-primary-dark')}; }
.banner-controls {
  position: absolute; left: 0; right: 0; bottom: ${space(1.5)};
  display: flex; align-items: center; justify-content: center; gap: ${space(1)};
}
.banner-arrow, .banner-toggle {
  display: inline-flex; align-items: center; justify-content: center; min-width: ${space(4.5)}; min-height: ${space(4.5)};
  border: 0; border-radius: ${cssVar('radius')}; cursor: pointer;
  background: color-mix(in srgb, ${cssVar('color-text')} 70%, transparent); color: ${cssVar('color-on-primary')};
}
.banner-prev svg { transform: rotate(180deg); }
.banner-toggle { padding: 0 ${space(1.5)}; font-size: ${cssVar('font-size-small')}; }
.banner-dots { display: inline-flex; gap: ${space(0.5)}; }
.banner-dot {
  width: ${space(3)}; height: ${space(3)}; padding: 0; border: 0; cursor: pointer; border-radius: 50%;
  background: transparent; display: inline-flex; align-items: center; justify-content: center;
}
.banner-dot::before {
  content: ''; width: ${space(1.25)}; height: ${space(1.25)}; border-radius: 50%;
  background: ${cssVar('color-bg')}; opacity: 0.6; box-shadow: 0 0 0 1px color-mix(in srgb, ${cssVar('color-text')} 50%, transparent);
}
.banner-dot[aria-current='true']::before { opacity: 1; background: ${cssVar('color-accent')}; width: ${space(2.5)}; border-radius: ${cssVar('radius')}; }
.search-area {
  padding: ${space(2)}; background: ${cssVar('color-bg')}; border: 1px solid ${cssVar('color-border')};
  border-radius: ${cssVar('radius')}; box-shadow: ${cssVar('shadow')};
}
.home-search .xnfz-input { min-height: ${space(6)}; }
.home-search .xnfz-button { min-height: ${space(6)}; padding: 0 ${space(4)}; }
.feeds { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: ${space(2)}; }
.home-card { position: relative; }
.home-card-title { margin: 0; font-size: ${cssVar('font-size')}; }
.home-card-link::after { content: ''; position: absolute; inset: 0; border-radius: ${cssVar('radius')}; }
.home-card-link:focus-visible { box-shadow: none; }
.home-card-link:focus-visible::after { box-shadow: ${cssVar('focus-ring')}; }
.home-card:hover { border-color: ${cssVar('color-primary')}; }
@container (max-width: 768px) {
  .home { gap: ${space(3)}; }
  .feeds { grid-template-columns: minmax(0, 1fr); }
  .banner-controls { position: static; padding: ${space(1)}; background: ${cssVar('color-bg')}; }
  /* while loading, the place of the image and of the controls row under it (no shift after) */
  .banner-area--loading { aspect-ratio: auto; display: grid; grid-template-columns: minmax(0, 1fr); }
  .banner-area--loading::before { content: ''; grid-area: 1 / 1; width: 100%; aspect-ratio: 16 / 5; }
  .banner-area--loading > * { grid-area: 1 / 1; }
  .banner-area--loading::after { content: ''; height: calc(${space(1)} * 2 + ${space(4.5)}); }
}
@container (max-width: 480px) {
  .banner-toggle { display: none; }
}
@media (prefers-reduced-motion: reduce) { .banner-toggle { display: none; } }
`;
