/**
 * Rollup plugin: the CSS the elements carry in template literals (`*.styles.ts`, `*-styles.ts`)
 * loses the white space a browser ignores — runs of spaces and newlines become one space, and
 * none is kept next to `{`, `}`, `;`, `,` or after a `:`. Quoted CSS strings (`content: "a, b"`)
 * and the `${…}` parts are left as they are. Terser cannot do this: to it these are strings.
 */

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

export function compactCssPlugin() {
  return {
    name: 'xnfz-compact-css',
    transform(code, id) {
      if (!/[.-]styles\.ts$/.test(id)) return null;
      // the style text has no lines worth mapping back to
      return { code: compactTemplates(code), map: { mappings: '' } };
    },
  };
}
