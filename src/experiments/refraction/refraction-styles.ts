import { cssVar, space } from '../../core/theme/tokens';

/** The optical disc (scale, glass block, laser and rays), its controls and the legend. */
export const REFRACTION_STYLES = `
.disc-stage {
  padding: ${space(1)}; border-radius: ${cssVar('radius')}; background: ${cssVar('color-bg-soft')};
  border: 1px solid ${cssVar('color-border')};
}
.disc { display: block; width: 100%; max-width: calc(${cssVar('space')} * 64); height: auto; margin: 0 auto; }
.disc-face { fill: ${cssVar('color-bg')}; stroke: ${cssVar('color-border')}; }
.disc-ring { fill: none; stroke: ${cssVar('color-text')}; stroke-width: 1; }
.tick { stroke: ${cssVar('color-text')}; stroke-width: 0.5; }
.tick--major { stroke-width: 1; }
.tick-label {
  fill: ${cssVar('color-text')}; font-size: ${cssVar('font-size-small')}; font-family: ${cssVar('font')};
  text-anchor: middle; dominant-baseline: central;
}
.medium-label { fill: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; font-family: ${cssVar('font')}; text-anchor: middle; }
.glass { fill: ${cssVar('color-chart-3')}; fill-opacity: 0.14; stroke: ${cssVar('color-chart-3')}; stroke-width: 1.5; }
.interface { stroke: ${cssVar('color-muted')}; stroke-width: 0.75; }
.normal { stroke: ${cssVar('color-muted')}; stroke-width: 1; stroke-dasharray: 6 4; }
.ray { stroke: ${cssVar('color-primary')}; stroke-width: 2; stroke-linecap: round; }
.laser rect { fill: ${cssVar('color-text')}; }
.centre { fill: ${cssVar('color-text')}; }
.cursor { stroke: ${cssVar('color-chart-3')}; stroke-width: 1; stroke-dasharray: 3 3; }
.legend {
  display: flex; flex-wrap: wrap; gap: ${space(0.5)} ${space(2)}; margin: ${space(1)} 0 0; padding: 0;
  list-style: none; font-size: ${cssVar('font-size-small')}; color: ${cssVar('color-muted')};
}
.legend li::before {
  content: ''; display: inline-block; width: ${space(2.5)}; margin-right: ${space(0.5)}; vertical-align: middle;
  border-top: 2px solid ${cssVar('color-primary')};
}
.legend .legend-normal::before { border-top: 1px dashed ${cssVar('color-muted')}; }
.legend .legend-cursor::before { border-top: 1px dashed ${cssVar('color-chart-3')}; }
.legend .legend-glass::before { height: ${space(1.5)}; border: 1px solid ${cssVar('color-chart-3')}; background: ${cssVar('color-bg-soft')}; }
.parts { margin: ${space(1.5)} 0; padding: ${space(1)} ${space(1.5)}; border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')}; }
.parts legend { font-weight: 600; padding: 0 ${space(0.5)}; }
.parts label { display: flex; align-items: center; gap: ${space(1)}; min-height: ${space(4)}; cursor: pointer; }
.parts input { width: ${space(2)}; height: ${space(2)}; accent-color: ${cssVar('color-primary')}; }
.slider { width: 100%; accent-color: ${cssVar('color-primary')}; }
.field--wide { flex: 1 1 100%; }
.field--wide input[type='number'], .field--wide output { align-self: flex-start; }
.cursor-value { font-weight: 700; font-variant-numeric: tabular-nums; }
.critical { margin: ${space(1)} 0 0; font-weight: 600; }
`;
