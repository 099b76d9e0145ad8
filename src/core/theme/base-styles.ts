import { cssVar, space } from './tokens';

/**
 * Styles every element's shadow root starts with: it resets what the host page's CSS could
 * pass in by inheritance, and gives the shared states (loading, empty, error) one look.
 * The host box is a formatting context of its own, below a host page's floats as a block that
 * clears them (a floated 栏目标题 bar does not squeeze it), and the query container its layout
 * follows (`@container`: an element lays itself out by its own width, not the window's); as a
 * container its content no longer widens it, so it keeps 240 px at least (a host's table cell or
 * flex item would squeeze it to nothing). Typography is set on the inner root,
 * not on :host: page CSS aimed at the host element cannot reach it. (No CSS comments inside: they
 * would ship in the shared chunk.)
 */
export const BASE_STYLES = `
:host {
  all: initial;
  display: flow-root;
  clear: both;
  box-sizing: border-box;
  container-type: inline-size;
  min-width: 240px;
}
.xnfz-root {
  font-family: ${cssVar('font')};
  font-size: ${cssVar('font-size')};
  font-weight: normal;
  font-style: normal;
  line-height: ${cssVar('line-height')};
  letter-spacing: normal;
  text-align: left;
  text-transform: none;
  color: ${cssVar('color-text')};
}
:host([hidden]) { display: none; }
*, *::before, *::after { box-sizing: border-box; }
button, input, select, textarea { font: inherit; color: inherit; }
:focus-visible { outline: none; box-shadow: ${cssVar('focus-ring')}; }
a { color: ${cssVar('color-primary')}; }
.xnfz-state {
  display: flex; align-items: center; justify-content: center; gap: ${space(1)};
  min-height: calc(${cssVar('space')} * 12); padding: ${space(2)};
  color: ${cssVar('color-muted')}; text-align: center;
}
.xnfz-state--error { color: ${cssVar('color-danger-text')}; }
.xnfz-spinner {
  width: ${space(2.5)}; height: ${space(2.5)}; border-radius: 50%;
  border: 3px solid ${cssVar('color-border')}; border-top-color: ${cssVar('color-primary')};
  animation: xnfz-spin 0.8s linear infinite;
}
@keyframes xnfz-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .xnfz-spinner { animation-duration: 2.4s; } }
.xnfz-button {
  display: inline-flex; align-items: center; justify-content: center; gap: ${space(0.5)};
  min-height: ${space(5)}; padding: 0 ${space(2)};
  border: 1px solid ${cssVar('color-primary')}; border-radius: ${cssVar('radius')};
  background: ${cssVar('color-primary')}; color: ${cssVar('color-on-primary')};
  cursor: pointer; font-size: ${cssVar('font-size')};
}
.xnfz-button:hover { background: ${cssVar('color-primary-dark')}; }
.xnfz-button[disabled] { opacity: 0.6; cursor: progress; }
.xnfz-button--plain { background: transparent; color: ${cssVar('color-primary')}; }
.xnfz-button--plain:hover { background: ${cssVar('color-bg-soft')}; }
.xnfz-skip {
  position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap;
}
.xnfz-skip:focus {
  position: static; display: inline-block; width: auto; height: auto; clip-path: none;
  margin-bottom: ${space(1)}; padding: ${space(1)} ${space(1.5)}; border-radius: ${cssVar('radius')};
  background: ${cssVar('color-primary')}; color: ${cssVar('color-on-primary')};
}
.xnfz-visually-hidden {
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
`;
