import { cssVar, space } from '../../core/theme/tokens';

export const newsFeedStyles = `
.feed {
  padding: ${space(2)}; background: ${cssVar('color-bg')}; border: 1px solid ${cssVar('color-border')};
  border-radius: ${cssVar('radius')}; box-shadow: ${cssVar('shadow')};
}
.head {
  display: flex; align-items: center; justify-content: space-between; gap: ${space(1)};
  margin-bottom: ${space(1)}; padding-bottom: ${space(1)}; border-bottom: 2px solid ${cssVar('color-primary')};
}
.title { margin: 0; font-size: ${cssVar('font-size-large')}; font-weight: 600; }
.more { font-size: ${cssVar('font-size-small')}; text-decoration: none; padding: ${space(0.5)}; }
.more:hover { text-decoration: underline; }
.rows { margin: 0; padding: 0; list-style: none; }
.article-row {
  display: flex; align-items: baseline; gap: ${space(1.5)}; padding: ${space(0.75)} 0;
  border-bottom: 1px dashed ${cssVar('color-border')};
}
.article-row:last-child { border-bottom: 0; }
.article-title { display: flex; align-items: baseline; gap: ${space(0.75)}; flex: 1; min-width: 0; }
.article-link {
  min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
  color: ${cssVar('color-text')}; text-decoration: none;
}
.article-link:hover, .article-link:focus-visible { color: ${cssVar('color-primary')}; text-decoration: underline; }
.pinned {
  flex: none; padding: 0 ${space(0.5)}; border-radius: ${cssVar('radius')}; font-size: ${cssVar('font-size-small')};
  background: ${cssVar('color-primary')}; color: ${cssVar('color-on-primary')};
}
.article-date { flex: none; color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; }
/* the loading rows: a bar as tall as one line of the title and of the date */
.bar {
  display: block; height: calc(${cssVar('line-height')} * 1em);
  border-radius: ${cssVar('radius')}; background: ${cssVar('color-bg-soft')};
}
.title-bar { width: 70%; }
.date-bar { width: 6em; }
`;
