import { cssVar, space } from '../theme/tokens';

/** Styles of the experiment cards and their facts; go with LIST_STYLES. */
export const EXPERIMENT_CARD_STYLES = `
.experiment-card { position: relative; }
.experiment-card:hover { border-color: ${cssVar('color-primary')}; }
.experiment-cover-empty { display: flex; align-items: center; justify-content: center; color: ${cssVar('color-muted')}; }
.experiment-title { margin: 0; font-size: ${cssVar('font-size')}; line-height: 1.4; }
.experiment-link::after { content: ''; position: absolute; inset: 0; border-radius: ${cssVar('radius')}; }
.experiment-link:focus-visible { box-shadow: none; }
.experiment-link:focus-visible::after { box-shadow: ${cssVar('focus-ring')}; }
.experiment-summary {
  margin: 0; color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')};
  display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden;
}
.experiment-facts { gap: ${space(0.5)} ${space(1.5)}; }
.experiment-closed {
  position: absolute; top: ${space(1)}; left: ${space(1)}; z-index: 1;
  padding: ${space(0.25)} ${space(1)}; border-radius: ${cssVar('radius')}; font-size: ${cssVar('font-size-small')};
  background: ${cssVar('color-text')}; color: ${cssVar('color-bg')};
}
.experiment-card--closed .xnfz-card-cover { filter: grayscale(1); opacity: 0.6; }
.experiment-card--closed .experiment-link { color: ${cssVar('color-muted')}; }
.experiment-course { position: relative; z-index: 1; color: ${cssVar('color-primary-dark')}; }
`;
