import { cssVar, space } from '../../core/theme/tokens';

export const myLearningStyles = `
.card { padding: ${space(2)}; background: ${cssVar('color-bg')}; border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')}; box-shadow: ${cssVar('shadow')}; }
.title { margin: 0 0 ${space(1.5)}; font-size: ${cssVar('font-size-large')}; }
.list { margin: 0; padding: 0; list-style: none; }
.item { display: flex; align-items: center; justify-content: space-between; gap: ${space(1.5)}; padding: ${space(1)} 0; border-bottom: 1px solid ${cssVar('color-border')}; }
.item:last-child { border-bottom: 0; }
.course { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; color: ${cssVar('color-text')}; text-decoration: none; font-weight: 600; }
.course:hover { color: ${cssVar('color-primary')}; }
.progress { flex: none; color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; }
`;
