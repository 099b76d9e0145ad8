import { cssVar, space } from '../../core/theme/tokens';

/** The look every built-in experiment page shares, from the portal's design tokens. */
export const PAGE_STYLES = `
*, *::before, *::after { box-sizing: border-box; }
html { background: ${cssVar('color-bg-soft')}; }
body {
  margin: 0; font-family: ${cssVar('font')}; font-size: ${cssVar('font-size')};
  line-height: ${cssVar('line-height')}; color: ${cssVar('color-text')};
}
button, input, select { font: inherit; color: inherit; }
:focus-visible { outline: none; box-shadow: ${cssVar('focus-ring')}; }
.page { max-width: ${cssVar('content-width')}; margin: 0 auto; padding: ${space(2)}; }
.top { margin-bottom: ${space(2)}; }
.top h1 { margin: 0 0 ${space(0.5)}; font-size: ${cssVar('font-size-title')}; color: ${cssVar('color-primary-dark')}; }
.top p { margin: 0; color: ${cssVar('color-muted')}; }
.mode { display: inline-block; margin-top: ${space(1)} !important; padding: 0 ${space(1)}; border-radius: ${cssVar('radius')}; background: ${cssVar('color-warning-bg')}; color: ${cssVar('color-warning-text')} !important; }
.mode--session { background: ${cssVar('color-success-bg')}; color: ${cssVar('color-success-text')} !important; }
.layout { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: ${space(2)}; align-items: start; }
.panel {
  padding: ${space(2)}; background: ${cssVar('color-bg')}; border: 1px solid ${cssVar('color-border')};
  border-radius: ${cssVar('radius')}; box-shadow: ${cssVar('shadow')};
}
.panel h2 { margin: 0 0 ${space(1.5)}; font-size: ${cssVar('font-size-large')}; }
.panel h2 + * { margin-top: 0; }
.panel h3 { margin: ${space(2)} 0 ${space(1)}; font-size: ${cssVar('font-size')}; }
.fields { display: flex; flex-wrap: wrap; gap: ${space(1.5)}; align-items: flex-end; margin: ${space(1.5)} 0; }
.field { display: flex; flex-direction: column; gap: ${space(0.5)}; }
.field label { font-weight: 600; }
.field input, .field select {
  min-height: ${space(5)}; min-width: calc(${cssVar('space')} * 14); padding: 0 ${space(1)};
  border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')}; background: ${cssVar('color-bg')};
}
.field input[type='range'] { padding: 0; border: 0; }
.hint { color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; }
.buttons { display: flex; flex-wrap: wrap; gap: ${space(1)}; margin: ${space(1.5)} 0; }
button {
  min-height: ${space(5)}; padding: 0 ${space(2)}; cursor: pointer; border-radius: ${cssVar('radius')};
  border: 1px solid ${cssVar('color-primary')}; background: ${cssVar('color-bg')}; color: ${cssVar('color-primary-dark')};
}
button:hover { background: ${cssVar('color-bg-soft')}; }
button.primary { background: ${cssVar('color-primary')}; color: ${cssVar('color-on-primary')}; }
button.primary:hover { background: ${cssVar('color-primary-dark')}; }
button[disabled] { opacity: 0.55; cursor: not-allowed; }
button[aria-pressed='true'] { background: ${cssVar('color-primary-dark')}; color: ${cssVar('color-on-primary')}; }
.small { min-height: ${space(3.5)}; padding: 0 ${space(1)}; font-size: ${cssVar('font-size-small')}; }
.message { min-height: 1.6em; margin: 0; color: ${cssVar('color-warning-text')}; }
.message--ok { color: ${cssVar('color-success-text')}; }
table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
caption { text-align: left; font-weight: 600; padding-bottom: ${space(0.5)}; }
th, td { padding: ${space(0.5)} ${space(1)}; border-bottom: 1px solid ${cssVar('color-border')}; text-align: right; white-space: nowrap; }
th:first-child, td:first-child { text-align: left; }
thead th { background: ${cssVar('color-bg-soft')}; font-size: ${cssVar('font-size-small')}; }
.empty-row td { text-align: center; color: ${cssVar('color-muted')}; }
.result {
  margin-top: ${space(1.5)}; padding: ${space(1.5)}; border-radius: ${cssVar('radius')};
  background: ${cssVar('color-bg-soft')}; border: 1px solid ${cssVar('color-border')};
}
.result:empty { display: none; }
.result .score { margin: 0 0 ${space(1)}; font-size: ${cssVar('font-size-large')}; font-weight: 700; color: ${cssVar('color-primary-dark')}; }
.result ul { margin: 0 0 ${space(1)}; padding-left: ${space(2.5)}; }
.result p { margin: 0; }
.result .steps-table { margin: ${space(1)} 0; display: block; overflow-x: auto; }
.result .steps-table td:nth-child(2) { white-space: normal; text-align: left; }
.steps { margin: 0; padding-left: ${space(2.5)}; }
.steps li + li { margin-top: ${space(0.5)}; }
.guide { margin-top: ${space(2)}; }
.visually-hidden {
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
@media (max-width: 860px) { .layout { grid-template-columns: 1fr; } }
`;
