import { cssVar, space } from '../../core/theme/tokens';

/** The apparatus: the stand, the string and bob (rotated about the pivot), the stopwatch. */
export const PENDULUM_STYLES = `
.stage {
  position: relative; height: calc(${cssVar('space')} * 40); overflow: hidden;
  border-radius: ${cssVar('radius')}; background: ${cssVar('color-bg-soft')}; border: 1px solid ${cssVar('color-border')};
}
.support {
  position: absolute; top: 0; left: 20%; right: 20%; height: ${space(1.5)};
  background: ${cssVar('color-muted')}; border-radius: 0 0 ${cssVar('radius')} ${cssVar('radius')};
}
.equilibrium {
  position: absolute; top: ${space(1.5)}; bottom: 0; left: 50%;
  border-left: 1px dashed ${cssVar('color-primary')}; opacity: 0.6;
}
.arm {
  position: absolute; top: ${space(1.5)}; left: 50%; width: ${space(0.25)};
  background: ${cssVar('color-text')}; transform-origin: top center;
}
.bob {
  position: absolute; bottom: calc(${space(2)} * -1); left: 50%; width: ${space(4)}; height: ${space(4)};
  margin-left: calc(${space(2)} * -1); border-radius: 50%;
  background: ${cssVar('color-primary')}; box-shadow: ${cssVar('shadow')};
}
.stopwatch {
  display: flex; flex-wrap: wrap; align-items: center; gap: ${space(1)}; margin-top: ${space(1.5)};
  padding: ${space(1)} ${space(1.5)}; border-radius: ${cssVar('radius')}; background: ${cssVar('color-text')};
  color: ${cssVar('color-bg')};
}
.stopwatch-label { font-weight: 600; }
.stopwatch-time {
  min-width: calc(${cssVar('space')} * 14); font-size: ${cssVar('font-size-figure')}; font-weight: 700;
  font-variant-numeric: tabular-nums; text-align: right;
}
.stopwatch button { border-color: ${cssVar('color-bg')}; }
`;
