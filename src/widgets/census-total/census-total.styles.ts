import { cssVar, space } from '../../core/theme/tokens';

export const censusTotalStyles = `
.title { margin: 0 0 ${space(2)}; font-size: ${cssVar('font-size-large')}; font-weight: 600; }
.cards {
  display: grid; gap: ${space(2)}; margin: 0; padding: 0; list-style: none;
  grid-template-columns: repeat(4, minmax(0, 1fr));
}
@container (max-width: 1024px) { .cards { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
/* the placeholder cards of the loading state have exactly the cards' geometry */
.card, .placeholder-card {
  display: flex; align-items: center; gap: ${space(1.5)}; padding: ${space(2)};
  background: ${cssVar('color-bg')}; border: 1px solid ${cssVar('color-border')};
  border-radius: ${cssVar('radius')}; box-shadow: ${cssVar('shadow')};
}
.icon {
  display: inline-flex; align-items: center; justify-content: center; flex: none;
  width: ${space(5.5)}; height: ${space(5.5)}; border-radius: 50%;
  background: ${cssVar('color-primary')}; color: ${cssVar('color-on-primary')};
}
.label { display: block; color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; }
.value { display: block; font-size: ${cssVar('font-size-figure')}; font-weight: 700; line-height: 1.2; }
.value-bar {
  display: block; width: 60%; height: 1.2em;
  border-radius: ${cssVar('radius')}; background: ${cssVar('color-bg-soft')};
}
/* two columns on phones too (eight cards one per row filled more than a screen): the icon goes
   above the figure and the figure is smaller, so 5,411小时16分 fits a 160 px card */
@container (max-width: 480px) {
  .cards { gap: ${space(1)}; }
  .card, .placeholder-card { flex-direction: column; align-items: flex-start; gap: ${space(1)}; padding: ${space(1.5)}; }
  .icon { width: ${space(4)}; height: ${space(4)}; }
  .value { font-size: ${cssVar('font-size-large')}; }
}
@container (max-width: 300px) { .cards { grid-template-columns: minmax(0, 1fr); } }
`;
