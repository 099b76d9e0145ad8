import { cssVar, space } from '../../core/theme/tokens';

export const adminExperimentAttemptsStyles = `
.filters .experiment { flex: 1; min-width: calc(${cssVar('space')} * 24); }
.export { display: inline-flex; flex-wrap: wrap; align-items: center; gap: ${space(1)}; }
.attempt-filters .grow { flex: 1; min-width: calc(${cssVar('space')} * 24); }
.attempt-filters .export-hint { flex-basis: 100%; margin: 0; }
.attempt-stats h2 { margin: 0 0 ${space(0.5)}; font-size: ${cssVar('font-size-large')}; }
.attempt-stats > .muted { margin: 0; }
.stat-figures {
  display: grid; grid-template-columns: repeat(auto-fill, minmax(calc(${cssVar('space')} * 17), 1fr));
  gap: ${space(1.5)}; margin: ${space(1.5)} 0;
}
.stat { padding: ${space(1)} ${space(1.5)}; background: ${cssVar('color-bg-soft')}; border-radius: ${cssVar('radius')}; }
.stat dt { color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; }
.stat dd { margin: 0; font-size: ${cssVar('font-size-title')}; font-weight: 600; font-variant-numeric: tabular-nums; }
.score-bands { max-width: calc(${cssVar('space')} * 70); }
.score-bands th[scope="row"] { background: none; font-weight: 400; }
.band-share { display: flex; align-items: center; gap: ${space(1)}; font-variant-numeric: tabular-nums; }
.band-bar {
  flex: 1; min-width: calc(${cssVar('space')} * 8); height: ${space(1.5)};
  background: ${cssVar('color-bg-soft')}; border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')}; overflow: hidden;
}
.band-bar > span { display: block; height: 100%; background: ${cssVar('color-primary')}; }
.attempts-empty p { margin: 0 0 ${space(0.5)}; }
.attempt-steps summary { cursor: pointer; white-space: nowrap; }
.steps-scroll { max-width: min(calc(${cssVar('space')} * 90), 80vw); overflow-x: auto; margin-top: ${space(1)}; }
.steps-table { font-size: ${cssVar('font-size-small')}; }
.steps-table th, .steps-table td { padding: ${space(0.5)} ${space(1)}; vertical-align: top; }
.steps-table .step-title { min-width: calc(${cssVar('space')} * 20); }
.steps-caption { text-align: left; font-weight: 600; }
@media (max-width: 768px) {
  .attempt-filters .grow { min-width: 100%; }
  .stat dd { font-size: ${cssVar('font-size-large')}; overflow-wrap: anywhere; }
}
`;
