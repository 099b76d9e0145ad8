import { cssVar, space } from '../../core/theme/tokens';

/** The air track (SVG), the photogate timers and the data table; panels stacked (the track is wide). */
export const NEWTON_STYLES = `
.layout { grid-template-columns: minmax(0, 1fr); }
.stage {
  border-radius: ${cssVar('radius')}; background: ${cssVar('color-bg-soft')}; border: 1px solid ${cssVar('color-border')};
  overflow: hidden;
}
.stage svg { display: block; width: 100%; height: auto; }
.track { fill: ${cssVar('color-muted')}; }
.track-holes { stroke: ${cssVar('color-bg')}; stroke-width: 1; stroke-dasharray: 2 10; }
.tick { stroke: ${cssVar('color-bg')}; stroke-width: 1; }
.foot, .buffer { fill: ${cssVar('color-text')}; }
.screw { fill: ${cssVar('color-accent')}; }
.start-mark { stroke: ${cssVar('color-primary')}; stroke-width: 1; stroke-dasharray: 4 4; }
.glider { fill: ${cssVar('color-primary')}; }
.flag { fill: ${cssVar('color-text')}; }
.slotted { fill: ${cssVar('color-bronze')}; }
.small-weight { fill: ${cssVar('color-silver')}; stroke: ${cssVar('color-text')}; stroke-width: 0.5; }
.string { stroke: ${cssVar('color-text')}; stroke-width: 1.5; fill: none; }
.string--off { stroke-dasharray: 3 4; opacity: 0.5; }
.pulley { fill: ${cssVar('color-bg')}; stroke: ${cssVar('color-text')}; stroke-width: 3; }
.pan { fill: ${cssVar('color-text')}; }
.gate { fill: ${cssVar('color-chart-3')}; }
.gate-beam { fill: ${cssVar('color-bg')}; }
.gate--blocked .gate-beam { fill: ${cssVar('color-accent')}; }
.svg-label { fill: ${cssVar('color-text')}; font-size: ${cssVar('font-size')}; font-family: inherit; }
.svg-label--muted { fill: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; }
.constants, .masses { margin: ${space(1)} 0 0; color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; }
.masses { color: ${cssVar('color-text')}; font-weight: 600; }
.timers {
  display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: ${space(1.5)}; margin-top: ${space(1.5)};
}
.timer {
  padding: ${space(1)} ${space(1.5)}; border-radius: ${cssVar('radius')}; background: ${cssVar('color-text')};
  color: ${cssVar('color-bg')};
}
.timer-label { display: block; font-size: ${cssVar('font-size-small')}; }
.timer-value {
  display: block; font-size: ${cssVar('font-size-figure')}; font-weight: 700; font-variant-numeric: tabular-nums;
}
.run-state { margin-top: ${space(1)}; }
.table-wrap { overflow-x: auto; }
.fields select { min-width: calc(${cssVar('space')} * 20); }
@media (max-width: 480px) { .timers { grid-template-columns: 1fr; } }
`;
