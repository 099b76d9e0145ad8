import { cssVar, space } from '../../core/theme/tokens';

/** The circuit diagram (series chain above, parallel meters below) and the two meters. */
export const OHMS_LAW_STYLES = `
.diagram {
  display: grid; gap: ${space(1.5)} ${space(1)}; align-items: center; padding: ${space(2)};
  border-radius: ${cssVar('radius')}; background: ${cssVar('color-bg-soft')}; border: 1px solid ${cssVar('color-border')};
}
.part {
  position: relative; display: flex; align-items: center; justify-content: center; min-height: ${space(6)};
  padding: ${space(0.5)}; border: 2px solid ${cssVar('color-text')}; border-radius: ${cssVar('radius')};
  background: ${cssVar('color-bg')}; text-align: center; font-size: ${cssVar('font-size-small')}; line-height: 1.3;
}
.part--series:not(.part--last)::after {
  content: ''; position: absolute; left: 100%; top: 50%; width: ${space(1)}; border-top: 2px solid ${cssVar('color-text')};
}
.part--meter { border-radius: 50%; border-color: ${cssVar('color-primary')}; color: ${cssVar('color-primary-dark')}; font-weight: 600; }
.part--off { border-style: dashed; color: ${cssVar('color-muted')}; }
.part--parallel { border-top-width: 2px; }
.bracket {
  position: relative; display: flex; justify-content: center; padding-top: ${space(1)};
  border: 2px solid ${cssVar('color-text')}; border-bottom: 0; border-radius: ${cssVar('radius')} ${cssVar('radius')} 0 0;
}
.bracket .part { min-width: 50%; }
.wire-state { margin: ${space(1)} 0 0; color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; }
.meters { display: grid; grid-template-columns: 1fr 1fr; gap: ${space(1.5)}; margin-top: ${space(1.5)}; }
.meter {
  padding: ${space(1.5)}; border-radius: ${cssVar('radius')}; background: ${cssVar('color-text')}; color: ${cssVar('color-bg')};
}
.meter-label { display: block; font-size: ${cssVar('font-size-small')}; }
.meter-value { display: block; font-size: ${cssVar('font-size-figure')}; font-weight: 700; font-variant-numeric: tabular-nums; }
.meter--over .meter-value { color: ${cssVar('color-warning')}; }
.meter-scale { height: ${space(1)}; margin-top: ${space(0.5)}; border-radius: ${cssVar('radius')}; background: ${cssVar('color-muted')}; overflow: hidden; }
.meter-needle { height: 100%; width: 0; background: ${cssVar('color-accent')}; }
.fields--circuit { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); align-items: start; }
.fields--circuit select, .fields--circuit input { width: 100%; min-width: 0; }
.field--wide { grid-column: 1 / -1; }
.supply { accent-color: ${cssVar('color-primary')}; }
@media (max-width: 480px) { .fields--circuit { grid-template-columns: 1fr; } }
.supply-output { font-weight: 700; font-variant-numeric: tabular-nums; }
.fit { margin: ${space(1)} 0 0; font-weight: 600; }
`;
