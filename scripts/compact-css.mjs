/**
 * Rollup plugin: the CSS the elements carry in template literals (`*.styles.ts`, `*-styles.ts`,
 * and in other modules a style constant's template: `const styles = `…``, `X_STYLES = `…``)
 * loses the white space a browser ignores — runs of spaces and newlines become one space, and
 * none is kept next to `{`, `}`, `;`, `,` or after a `:`. Quoted CSS strings (`content: "a, b"`)
 * and the `${…}` parts are left as they are. Terser cannot do this: to it these are strings.
 */
import MagicString from 'magic-string';

/** The CSS text of one template-literal part, compacted outside its quoted strings. */
export function compactCss(text) {
  return text
    .split(/("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')/)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part
            .replace(/\s+/g, ' ')
            .replace(/\s*([{};,])\s*/g, '$1')
            .replace(/:\s+/g, ':'),
    )
    .join('');
}

/** Compacts the literal parts of every template literal in JavaScript source. */
export function compactTemplates(code) {
  let out = '';
  let i = 0;
  const copyString = (quote) => {
    const start = i;
    i += 1;
    while (i < code.length && code[i] !== quote) i += code[i] === '\\' ? 2 : 1;
    i += 1;
    out += code.slice(start, i);
  };
  const template = () => {
    // at the opening backtick
    out += '`';
    i += 1;
    let quasi = '';
    while (i < code.length) {
      const c = code[i];
      if (c === '\\') {
        quasi += code.slice(i, i + 2);
        i += 2;
      } else if (c === '`') {
        out += compactCss(quasi) + '`';
        i += 1;
        return;
      } else if (c === '$' && code[i + 1] === '{') {
        out += compactCss(quasi) + '${';
        quasi = '';
        i += 2;
        expression(1);
      } else {
        quasi += c;
        i += 1;
      }
    }
    out += quasi;
  };
  const expression = (depth) => {
    while (i < code.length && depth > 0) {
      const c = code[i];
      if (c === '`') template();
      else if (c === '"' || c === "'") copyString(c);
      else {
        if (c === '{') depth += 1;
        if (c === '}') depth -= 1;
        out += c;
        i += 1;
      }
    }
  };
  while (i < code.length) {
    const c = code[i];
    if (c === '`') template();
    else if (c === '"' || c === "'") copyString(c);
    else if (c === '/' && code[i + 1] === '/') {
      const end = code.indexOf('\n', i);
      const stop = end === -1 ? code.length : end;
      out += code.slice(i, stop);
      i = stop;
    } else if (c === '/' && code[i + 1] === '*') {
      const end = code.indexOf('*/', i + 2);
      const stop = end === -1 ? code.length : end + 2;
      out += code.slice(i, stop);
      i = stop;
    } else {
      out += c;
      i += 1;
    }
  }
  return out;
}

/** The index just past the template literal whose backtick is at `start`. */
function templateEnd(code, start) {
  let i = start + 1;
  while (i < code.length) {
    const c = code[i];
    if (c === '\\') i += 2;
    else if (c === '`') return i + 1;
    else if (c === '$' && code[i + 1] === '{') {
      i += 2;
      for (let depth = 1; i < code.length && depth > 0;) {
        const d = code[i];
        if (d === '`') i = templateEnd(code, i);
        else if (d === '"' || d === "'") {
          i += 1;
          while (i < code.length && code[i] !== d) i += code[i] === '\\' ? 2 : 1;
          i += 1;
        } else {
          if (d === '{') depth += 1;
          if (d === '}') depth -= 1;
          i += 1;
        }
      }
    } else i += 1;
  }
  return i;
}

/** A style constant kept beside its component: `const styles = `…``, `export const X_STYLES = `…``. */
const STYLE_CONSTANT = /\bconst (?:styles|[A-Z][A-Z0-9_]*_STYLES) = `/g;

/**
 * The template literals of style constants, compacted in place (a component's module keeps its
 * JSX and other templates as they are, and its source map); null when there is none.
 */
export function compactStyleConstants(code) {
  const edited = new MagicString(code);
  let last = 0;
  for (const match of code.matchAll(STYLE_CONSTANT)) {
    const start = match.index + match[0].length - 1;
    if (start < last) continue;
    last = templateEnd(code, start);
    edited.overwrite(start, last, compactTemplates(code.slice(start, last)));
  }
  return last ? edited : null;
}

export function compactCssPlugin() {
  return {
    name: 'xnfz-compact-css',
    transform(code, id) {
      // the style text has no lines worth mapping back to
      if (/[.-]styles\.ts$/.test(id))
        return { code: compactTemplates(code), map: { mappings: '' } };
      if (!/\/src\/.*\.tsx?$/.test(id)) return null;
      const compacted = compactStyleConstants(code);
      if (compacted === null) return null;
      return { code: compacted.toString(), map: compacted.generateMap({ hires: true }) };
    },
  };
}
