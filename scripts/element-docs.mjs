// What integrators need, generated from the source so it cannot drift from the elements:
//   dist/custom-elements.json          Custom Elements Manifest (schema 1.0.0)
//   dist/types/xnfz-elements.d.ts      HTMLElementTagNameMap (typed properties), the events' detail
//                                      types on HTMLElement, document and window; no `react` in it
//   dist/types/xnfz-react.d.ts         React JSX intrinsic elements (imports `react`)
//   dist/types/xnfz-vue.d.ts           Vue `GlobalComponents` (imports `vue`)
//   dist/types/core/…                  the declarations of the events map and the types it names
//   dist/demo/elements.html            a reference page with a live example of each element
//
// Per element (`src/widgets/<name>/<name>.element.ts`, not the console's admin-*):
// - summary, attributes and their descriptions from the JSDoc (Shoelace-style @summary @tag @attr
//   @event, optional descriptions of parts and properties with @csspart / @cssprop);
// - each attribute's kind from the element's `defineWidget(…, { props })` (string / number / …)
//   and its allowed values from the JSDoc type `@attr {RankingBy} by`, a literal union or the name
//   of a literal-union type of the element's own modules (so `by` allows exactly what the API does);
// - the CSS parts and custom properties from its modules: every `part="…"` the element's modules
//   write, and every theme token their styles read (`cssVar('color-primary')`, `space()`,
//   `var(--xnfz-…)`). test/browser/dist/embed-manifest.test.ts checks them against what each
//   element really renders and adopts.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';

const TAGS = ['summary', 'tag', 'attr', 'event', 'csspart', 'cssprop'];

/** Events every element sends, whatever its JSDoc says. */
const EVERY_ELEMENT_EVENTS = [
  { name: 'xnfz-ready', description: 'Once, when the element has shown its first data.' },
];

/** Parts of the shared building blocks, described once (an element's @csspart says more). */
const SHARED_PARTS = {
  base: 'The outermost box.',
  title: 'The title.',
  'state-loading': 'The loading state (spinner or placeholder rows).',
  'state-empty': 'The 暂无数据 state.',
  'state-error': 'The 加载失败，点击重试 state (a button that retries).',
  chart: 'The chart area.',
  table: 'The data table (数据表).',
  'table-toggle': 'The 数据表 button.',
  tabs: 'The type tabs.',
  tab: 'One type tab.',
  'tab-selected': 'The selected type tab (besides `tab`).',
  grid: 'The grid of cards.',
  card: 'One card.',
  'card-link': 'The link of a card.',
  'card-closed': 'The 未开放 label of an experiment that is not open.',
  list: 'The list.',
  item: 'One row.',
  pinned: 'The 置顶 marker.',
  pager: 'The pager.',
  page: 'One page button of the pager.',
  input: 'Each text input.',
  captcha: 'The captcha image button.',
  error: 'The error message.',
  submit: 'The submit button.',
  skip: 'The skip link for keyboard users (shown on focus).',
  breadcrumb: 'The breadcrumb.',
  'category-tree': 'The category tree.',
  search: 'The search form.',
  'search-input': 'The search input.',
  'search-button': 'The search button.',
  more: 'The 更多 link.',
  lesson: 'One lesson of the chapter list.',
  'lesson-current': 'The lesson being shown (besides `lesson`).',
  chapters: 'The chapter list.',
};

/** The theme tokens and their defaults, read from src/core/theme/tokens.ts. */
function tokenDefaults() {
  const source = readFileSync('src/core/theme/tokens.ts', 'utf8');
  const body = /TOKEN_DEFAULTS = \{([\s\S]*?)\n\} as const/.exec(source)?.[1] ?? '';
  return new Map(
    [...body.matchAll(/^\s*'?([a-z0-9-]+)'?:\s*'([^']*)',?$/gm)].map(([, name, value]) => [
      name,
      value,
    ]),
  );
}

/** How each kind of token is described when the element's JSDoc says nothing more. */
function tokenDescription(name) {
  if (/^color-chart-\d$/.test(name)) return `Chart series colour ${name.slice(-1)}.`;
  if (name === 'chart-height-override')
    return 'Chart height (set from the `height` attribute; the `chart-height` token otherwise).';
  const words = name.replace(/-/g, ' ');
  if (name.startsWith('color-')) return `Theme colour: ${words.slice(6)}.`;
  if (name.startsWith('font')) return `Theme typography: ${words}.`;
  if (name.startsWith('z-')) return `Stacking order: ${words.slice(2)}.`;
  return `Theme token: ${words}.`;
}

// ---------------------------------------------------------------------------------------------
// The element's modules

function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = join(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/**
 * Every source module the element's code runs (static and dynamic imports, not `import type`),
 * stopping at other elements' entries (their parts are theirs) and at the notice bar (an element
 * of its own, `<xnfz-notice-bar>`).
 */
export function moduleGraph(entry) {
  const seen = new Set();
  const todo = [entry];
  while (todo.length > 0) {
    const file = todo.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    const specifiers = source.matchAll(
      /(?:^|\n)\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g,
    );
    for (const [, staticSpecifier, dynamicSpecifier] of specifiers) {
      const target = resolveImport(file, staticSpecifier ?? dynamicSpecifier);
      if (!target || target.endsWith('core/ui/notice-bar.tsx')) continue;
      if (target.endsWith('.element.ts') && target !== entry) continue;
      todo.push(target);
    }
  }
  return [...seen].sort();
}

/** The words of every `part` the modules write: `part="a b"`, `cardPart="…"`, `part={c ? 'x' : 'y'}`. */
export function partsIn(source) {
  const parts = new Set();
  const add = (text) => {
    for (const word of text.split(/\s+/)) if (/^[a-z][a-z0-9-]*$/.test(word)) parts.add(word);
  };
  for (const [, text] of source.matchAll(/\b[a-zA-Z]*[pP]art=["']([^"']*)["']/g)) add(text);
  for (const [, text] of source.matchAll(/\bpart:\s*'([^']*)'/g)) add(text);
  for (const [, expression] of source.matchAll(/\b[a-zA-Z]*[pP]art=\{([^}]*)\}/g)) {
    for (const [, text] of expression.matchAll(/'([^'$]*)'/g)) add(text);
  }
  return parts;
}

/** The theme tokens the modules' styles read (names without `--xnfz-`). */
export function tokensIn(source, tokens) {
  const found = new Set();
  for (const [, name] of source.matchAll(/\bcssVar\(\s*'([a-z0-9-]+)'\s*\)/g)) found.add(name);
  for (const [, name] of source.matchAll(/var\(--xnfz-([a-z0-9-]+)/g)) found.add(name);
  if (/\bspace\(/.test(source) && /from '[./]*(?:theme\/)?tokens'/.test(source)) found.add('space');
  // a module that reads tokens by name from the computed style (the chart colours for the canvas)
  if (/getPropertyValue\(`--xnfz-\$\{/.test(source)) {
    for (const [, name] of source.matchAll(/'([a-z0-9-]+)'/g))
      if (tokens.has(name)) found.add(name);
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// Attributes: kinds and allowed values

/** The `{ … }` text that starts at `open` (balanced braces). */
function objectAt(source, open) {
  let depth = 0;
  for (let at = open; at < source.length; at += 1) {
    if (source[at] === '{') depth += 1;
    if (source[at] === '}' && --depth === 0) return source.slice(open, at + 1);
  }
  throw new Error('unbalanced braces');
}

/** Finds `export const NAME = …` or `export type NAME = …;` in the modules. */
function exportedText(files, keyword, name) {
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    const match = new RegExp(`export ${keyword} ${name}\\b[^=]*=\\s*`).exec(source);
    if (!match) continue;
    const start = match.index + match[0].length;
    if (keyword === 'const') return objectAt(source, source.indexOf('{', start));
    return source.slice(start, source.indexOf(';', start));
  }
  throw new Error(`${name}: no \`export ${keyword} ${name}\` in the element's modules`);
}

/** Prop name → kind ('string' | 'number' | 'boolean' | 'json') of `defineWidget(…, { props })`. */
function propKinds(text, files) {
  const kinds = {};
  const object = /^\w+$/.test(text.trim()) ? exportedText(files, 'const', text.trim()) : text;
  for (const [, spread] of object.matchAll(/\.\.\.(\w+)/g))
    Object.assign(kinds, propKinds(spread, files));
  for (const [, name, kind] of object.matchAll(/(\w+):\s*'(string|number|boolean|json)'/g))
    kinds[name] = kind;
  return kinds;
}

function elementPropKinds(source, files) {
  const at = source.indexOf('props:', source.indexOf('defineWidget('));
  if (at === -1) return {};
  const rest = source.slice(at + 'props:'.length).trimStart();
  return propKinds(rest.startsWith('{') ? objectAt(rest, 0) : /^\w+/.exec(rest)[0], files);
}

const LITERAL_UNION = /^\s*('[^']*'|-?\d+)(\s*\|\s*('[^']*'|-?\d+))*\s*$/;

/** A JSDoc attribute type as a union of literals: names are looked up in the element's modules. */
function literalUnion(type, files, path) {
  const resolved = type
    .replace(
      /\b[A-Z]\w*\b/g,
      (name) => `(${literalUnion(exportedText(files, 'type', name), files, path)})`,
    )
    .replace(/[()]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^\s*\|\s*/, '');
  if (!LITERAL_UNION.test(resolved))
    throw new Error(`${path}: {${type}} is not a union of literals`);
  return [...new Set(resolved.split('|').map((value) => value.trim()))].join(' | ');
}

function camel(name) {
  return name.replace(/-(\w)/g, (_, c) => c.toUpperCase());
}

function kebab(name) {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

// ---------------------------------------------------------------------------------------------
// One element

/** The JSDoc block that documents the element, split into its @-tags. */
function parseElementDoc(path) {
  const source = readFileSync(path, 'utf8');
  const block = /\/\*\*([\s\S]*?)\*\/\s*export const \w+_TAG = '([a-z0-9-]+)'/.exec(source);
  if (!block) throw new Error(`${path}: 没有找到元素的 JSDoc（@summary/@tag）`);
  const text = block[1]
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, ''))
    .join(' ')
    .replace(/\s+/g, ' ');
  const parts = text.split(/\s(?=@(?:summary|tag|attr|event|csspart|cssprop)\b)/);
  const doc = {
    source,
    tagName: block[2],
    summary: '',
    attributes: [],
    events: [],
    cssParts: [],
    cssProperties: [],
  };
  for (const part of parts) {
    const match = /^@(\w+)\s+(?:\{([^}]*)\}\s+)?([\s\S]*)$/.exec(part.trim());
    if (!match || !TAGS.includes(match[1])) continue;
    const [, kind, type, rest] = match;
    const [name, ...description] = rest.split(/\s+-\s+/);
    const entry = { name: name.trim(), description: description.join(' - ').trim(), type };
    if (kind === 'summary') doc.summary = [type && `{${type}}`, rest.trim()].join('');
    if (kind === 'attr') doc.attributes.push(entry);
    if (kind === 'event') doc.events.push(entry);
    if (kind === 'csspart') doc.cssParts.push(entry);
    if (kind === 'cssprop') doc.cssProperties.push(entry);
  }
  return doc;
}

/** Everything the docs say about one element, its parts and properties read from its modules. */
function describeElement(name, tokens) {
  const path = `src/widgets/${name}/${name}.element.ts`;
  const doc = parseElementDoc(path);
  const files = moduleGraph(path);
  const kinds = elementPropKinds(doc.source, files);
  const documented = new Set(doc.attributes.map((attribute) => camel(attribute.name)));
  const undocumented = Object.keys(kinds).filter((prop) => !documented.has(prop));
  if (undocumented.length > 0) {
    throw new Error(`${path}: attributes without @attr: ${undocumented.map(kebab).join(', ')}`);
  }
  const attributes = doc.attributes.map((attribute) => {
    const kind = kinds[camel(attribute.name)];
    if (!kind)
      throw new Error(`${path}: @attr ${attribute.name} is not one of the element's props`);
    const type = attribute.type
      ? literalUnion(attribute.type, files, path)
      : kind === 'json'
        ? 'unknown'
        : kind;
    return {
      name: attribute.name,
      fieldName: camel(attribute.name),
      description: attribute.description,
      type,
      kind,
    };
  });

  const parts = new Set();
  const used = new Set();
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const part of partsIn(source)) parts.add(part);
    for (const token of tokensIn(source, tokens)) used.add(token);
  }
  const partNotes = new Map(doc.cssParts.map((part) => [part.name, part.description]));
  const stale = [...partNotes.keys()].filter((part) => !parts.has(part));
  if (stale.length > 0)
    throw new Error(`${path}: @csspart of parts it does not have: ${stale.join(', ')}`);
  const propertyNotes = new Map(
    doc.cssProperties.map((property) => [property.name, property.description]),
  );
  return {
    tagName: doc.tagName,
    summary: doc.summary,
    module: `esm/${name}.js`,
    attributes,
    events: [...doc.events, ...EVERY_ELEMENT_EVENTS],
    cssParts: [...parts].sort().map((part) => ({
      name: part,
      description: partNotes.get(part) ?? SHARED_PARTS[part] ?? '',
    })),
    cssProperties: [...used].sort().map((token) => {
      const name = `--xnfz-${token}`;
      return {
        name,
        description: propertyNotes.get(name) ?? tokenDescription(token),
        ...(tokens.has(token) ? { default: tokens.get(token) } : {}),
      };
    }),
  };
}

export function readElementDocs() {
  const tokens = tokenDefaults();
  return (
    readdirSync('src/widgets', { withFileTypes: true })
      // the console's screens (admin-*) are not portal elements and are not documented for embedding
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('admin-'))
      .map((entry) => describeElement(entry.name, tokens))
      .sort((a, b) => a.tagName.localeCompare(b.tagName))
  );
}

// ---------------------------------------------------------------------------------------------
// Custom Elements Manifest

function className(tagName) {
  return tagName.replace(/(^|-)(\w)/g, (_, __, c) => c.toUpperCase());
}

function manifest(docs) {
  return {
    schemaVersion: '1.0.0',
    readme: 'README.md',
    modules: docs.map((doc) => ({
      kind: 'javascript-module',
      path: doc.module,
      declarations: [
        {
          kind: 'class',
          name: className(doc.tagName),
          customElement: true,
          tagName: doc.tagName,
          summary: doc.summary,
          attributes: doc.attributes.map((a) => ({
            name: a.name,
            fieldName: a.fieldName,
            description: a.description,
            type: { text: a.type },
          })),
          events: doc.events.map((e) => ({
            name: e.name,
            description: e.description,
            type: { text: `CustomEvent<XnfzEventMap['${e.name}']>` },
          })),
          cssParts: doc.cssParts,
          cssProperties: doc.cssProperties,
        },
      ],
      exports: [
        {
          kind: 'custom-element-definition',
          name: doc.tagName,
          declaration: { name: className(doc.tagName), module: doc.module },
        },
      ],
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// TypeScript

/** The modules whose declarations the typings need: the events map and what it names. */
const DECLARED_MODULES = [
  'src/core/events/events.ts',
  'src/core/api/api-error.ts',
  'src/core/api/contract.ts',
  'src/core/router/routes.ts',
];

/** `.d.ts` text of each declared module under its path below src/ (e.g. `core/events/events.d.ts`). */
function moduleDeclarations() {
  return DECLARED_MODULES.map((file) => {
    const result = ts.transpileDeclaration(readFileSync(file, 'utf8'), {
      fileName: file,
      reportDiagnostics: true,
      compilerOptions: { strict: true, target: ts.ScriptTarget.ES2022 },
    });
    if (result.diagnostics?.length) {
      const first = result.diagnostics[0];
      throw new Error(`${file}: ${ts.flattenDiagnosticMessageText(first.messageText, '\n')}`);
    }
    const imported = [...result.outputText.matchAll(/from '(\.[^']+)'/g)].map(([, specifier]) =>
      resolveImport(file, specifier),
    );
    const missing = imported.filter((target) => target && !DECLARED_MODULES.includes(target));
    if (missing.length > 0) throw new Error(`${file}: its declarations need ${missing.join(', ')}`);
    return { path: file.replace(/^src\//, '').replace(/\.ts$/, '.d.ts'), text: result.outputText };
  });
}

const comment = (text) => `/** ${text.replace(/\*\//g, '*\\/')} */`;
const typeName = (doc) => className(doc.tagName);

/** The value an attribute takes in markup: numbers also as their text. */
function attributeValue(attribute) {
  if (attribute.kind === 'number') {
    return attribute.type === 'number'
      ? 'number | `${number}`'
      : attribute.type
          .split(' | ')
          .flatMap((value) => [value, `'${value}'`])
          .join(' | ');
  }
  if (attribute.kind === 'boolean') return "boolean | '' | 'true' | 'false'";
  return attribute.type;
}

function elementTypings(docs) {
  const blocks = docs.map((doc) => {
    const name = typeName(doc);
    const attributes = doc.attributes
      .map((a) => `  ${comment(a.description)}\n  '${a.name}'?: ${attributeValue(a)};`)
      .join('\n');
    const properties = doc.attributes
      .map((a) => `  ${comment(a.description)}\n  ${a.fieldName}?: ${a.type};`)
      .join('\n');
    return `${comment(doc.summary)}
export interface ${name}Attributes {
${attributes}
  /** Language of this element alone (overrides the page's). */
  lang?: XnfzLang;
}

/** \`<${doc.tagName}>\`: its properties (the attributes' values). */
export interface ${name}Element extends HTMLElement {
${properties}
}

/** Events \`<${doc.tagName}>\` sends itself (all \`xnfz-*\` events bubble to document and window). */
export type ${name}EventName = ${doc.events.map((e) => `'${e.name}'`).join(' | ')};`;
  });
  return `// Generated by scripts/element-docs.mjs from the elements' source. Do not edit.
// Plain DOM typings: no framework is imported here (React: ./xnfz-react, Vue: ./xnfz-vue).
import type { XnfzEventMap, XnfzEventName, XnfzEvents } from './core/events/events';

export type { XnfzEventMap, XnfzEventName, XnfzEvents };
export type { User } from './core/api/contract';

/** The languages an element can show (\`lang\` attribute, \`data-lang\` of the loader). */
export type XnfzLang = 'zh-CN' | 'en-US';

${blocks.join('\n\n')}

/** Every element's attributes by tag (for framework typings). */
export interface XnfzElementAttributes {
${docs.map((doc) => `  '${doc.tagName}': ${typeName(doc)}Attributes;`).join('\n')}
}

/** The events each element sends itself, by tag. */
export interface XnfzElementEvents {
${docs.map((doc) => `  '${doc.tagName}': ${typeName(doc)}EventName;`).join('\n')}
}

declare global {
  interface HTMLElementTagNameMap {
${docs.map((doc) => `    '${doc.tagName}': ${typeName(doc)}Element;`).join('\n')}
  }
}
`;
}

function reactTypings(docs) {
  return `// Generated by scripts/element-docs.mjs. React 19 JSX for the elements:
//   import 'xnfz-portal/react';   (or a triple-slash reference to this file)
// Attributes as in HTML (\`course-id="3"\`), events as React 19 passes them to custom elements
// (\`onxnfz-navigate={(event) => event.detail.href}\`).
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { XnfzElementAttributes, XnfzElementEvents, XnfzEvents } from './xnfz-elements';

type EventProps<E extends keyof XnfzEvents> = {
  [N in E as \`on\${N}\`]?: (event: XnfzEvents[N]) => void;
};

/** The JSX props of one element: its attributes and its events. */
export type XnfzJsxProps<T extends keyof XnfzElementAttributes> = Omit<
  DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>,
  keyof XnfzElementAttributes[T]
> &
  XnfzElementAttributes[T] &
  EventProps<XnfzElementEvents[T]>;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${docs.map((doc) => `      '${doc.tagName}': XnfzJsxProps<'${doc.tagName}'>;`).join('\n')}
    }
  }
}
`;
}

function vueTypings(docs) {
  return `// Generated by scripts/element-docs.mjs. Vue 3 template typings (vue-tsc, Volar) for the
// elements: import 'xnfz-portal/vue' once. Tell Vue's compiler they are custom elements:
//   compilerOptions.isCustomElement = (tag) => tag.startsWith('xnfz-')
import type { DefineComponent } from 'vue';
import type { XnfzElementAttributes, XnfzElementEvents, XnfzEvents } from './xnfz-elements';

type Camel<S extends string> = S extends \`\${infer Head}-\${infer Tail}\`
  ? \`\${Head}\${Capitalize<Camel<Tail>>}\`
  : S;

/** \`@xnfz-navigate="…"\` in a template is the prop \`onXnfzNavigate\`. */
type EventProps<E extends keyof XnfzEvents> = {
  [N in E as \`on\${Capitalize<Camel<N>>}\`]?: (event: XnfzEvents[N]) => void;
};

/** Attributes as props, camelCased as Vue reads them (\`course-id\` → \`courseId\`). */
type Props<T extends keyof XnfzElementAttributes> = {
  [A in keyof XnfzElementAttributes[T] as Camel<A & string>]: XnfzElementAttributes[T][A];
} & EventProps<XnfzElementEvents[T]>;

/** An element as a Vue component, for \`GlobalComponents\`. */
export type XnfzVueComponent<T extends keyof XnfzElementAttributes> = DefineComponent<Props<T>>;

declare module 'vue' {
  interface GlobalComponents {
${docs.map((doc) => `    '${doc.tagName}': XnfzVueComponent<'${doc.tagName}'>;`).join('\n')}
  }
}
`;
}

// ---------------------------------------------------------------------------------------------
// Reference page

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function exampleOf(doc) {
  const idAttribute = doc.attributes.find((a) => a.name.endsWith('-id'));
  const attributes = idAttribute ? ` ${idAttribute.name}="1"` : '';
  return `<${doc.tagName}${attributes}></${doc.tagName}>`;
}

function table(title, rows, extra = () => '') {
  if (rows.length === 0) return '';
  return `<h4>${title}</h4><table><tbody>${rows
    .map(
      (row) =>
        `<tr><th scope="row"><code>${escape(row.name)}</code>${extra(row)}</th><td lang="en-US">${escape(row.description)}</td></tr>`,
    )
    .join('')}</tbody></table>`;
}

/** What each element is, in Chinese, for the contents and the section heads of the reference. */
const CHINESE_NAMES = {
  'xnfz-article-detail': '新闻、通知、研究详情：正文、附件、上一篇 / 下一篇',
  'xnfz-article-list': '新闻动态、通知公告、研究中心的文章列表（分页、搜索）',
  'xnfz-census-total': '平台数据总览：课程、课时、资源、注册用户、虚拟实验、访问与学习时长',
  'xnfz-contact-us': '联系我们：联系方式与留言表单',
  'xnfz-course-cards': '课程卡片（按类型、数量、排序）',
  'xnfz-course-catalog': '课程目录：简介、章节、收藏、评分、开始学习',
  'xnfz-course-list': '课程中心：分类树、类型标签、搜索、排序与分页',
  'xnfz-experiment-center': '虚拟实验：实验目录、实验说明与启动、成绩',
  'xnfz-experiment-list': '虚拟实验卡片列表',
  'xnfz-forgot-password': '忘记密码：验证账号、验证码、设置新密码',
  'xnfz-home': '首页（整屏）：轮播、数据、课程、新闻通知、红色资源、实验',
  'xnfz-lesson-count': '各类课程的课时数量图表',
  'xnfz-lesson-learn-count': '课程学习人次图表',
  'xnfz-lesson-ranking': '课程排行榜（学习人数、评分、浏览量）',
  'xnfz-login': '用户登录',
  'xnfz-month-clicks': '各身份月度访问量图表',
  'xnfz-month-duration': '各身份月度学习时长图表',
  'xnfz-my-learning': '我的学习：学习中的课程与进度',
  'xnfz-news-feed': '新闻或通知的简短列表（首页面板）',
  'xnfz-personal-center': '个人中心：收藏、学习、学习记录、班级、测验、通知、个人资料、修改密码',
  'xnfz-quiz-take': '在线测验：说明、逐题作答与答题卡、倒计时、自动保存、交卷与成绩',
  'xnfz-open-quizzes': '进行中的测验：可按课程或教学班筛选，链接到测验页面',
  'xnfz-report-write': '实验报告：实验记录、分栏目撰写、自动保存、提交、退回修改、成绩与历次版本',
  'xnfz-register': '用户注册',
  'xnfz-resource-detail': '资源详情（含红色资源）',
  'xnfz-resource-list': '资源中心、红色资源列表：分类树、搜索与分页',
  'xnfz-training-clicks': '实训访问量（按身份）图表',
  'xnfz-user-status': '登录状态：昵称菜单（个人中心、退出登录）或 登录 / 注册',
  'xnfz-video-detail': '视频学习：播放、进度记录、课时列表、下一课时',
  'xnfz-web-month-clicks': '网站月度访问量图表',
};

function referencePage(docs) {
  const skip = new Set(['xnfz-home']); // a whole screen: see the portal itself
  const chinese = (doc) => CHINESE_NAMES[doc.tagName] ?? '';
  const typeOf = (row) =>
    row.type && row.type !== 'string' ? ` <code>${escape(row.type)}</code>` : '';
  const defaultOf = (row) => (row.default ? ` <code>${escape(row.default)}</code>` : '');
  return `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>组件参考 · XNFZ elements</title>
    <link rel="stylesheet" href="./elements.css" />
    <script src="../xnfz-loader.js" data-portal-url="../" defer></script>
  </head>
  <body>
    <h1>组件参考（${docs.length} 个元素）</h1>
    <p>每个元素都由 <code>&lt;script src="…/PC/xnfz-loader.js"&gt;</code> 按需加载；下方是它们的属性、事件、CSS 部件、CSS 变量与在线示例。部件与变量由构建从源代码读出；英文说明取自源代码注释。</p>
    <nav class="toc" aria-labelledby="toc-title">
      <h2 id="toc-title">目录</h2>
      <ol>
        ${docs
          .map(
            (doc) =>
              `<li><a href="#${doc.tagName}"><code>&lt;${doc.tagName}&gt;</code></a> ${escape(chinese(doc))}</li>`,
          )
          .join('\n        ')}
      </ol>
    </nav>
    ${docs
      .map(
        (doc) => `<section id="${doc.tagName}">
      <h2><code>&lt;${doc.tagName}&gt;</code> ${escape(chinese(doc))}</h2>
      <p lang="en-US">${escape(doc.summary)}</p>
      <p><a href="#toc-title">返回目录</a></p>
      ${table('属性 Attributes', doc.attributes, typeOf)}
      ${table('事件 Events', doc.events)}
      ${table('CSS 部件 Parts（::part）', doc.cssParts)}
      ${table('CSS 变量 Custom properties（默认值）', doc.cssProperties, defaultOf)}
      <h4>示例</h4>
      <pre><code>${escape(exampleOf(doc))}</code></pre>
      ${skip.has(doc.tagName) ? '' : `<div class="live">${exampleOf(doc)}</div>`}
    </section>`,
      )
      .join('\n    ')}
  </body>
</html>
`;
}

/** Writes the manifest, the typings and the reference page into `dir` (dist/ by default). */
export function writeElementDocs(dir = 'dist') {
  const docs = readElementDocs();
  mkdirSync(`${dir}/types`, { recursive: true });
  mkdirSync(`${dir}/demo`, { recursive: true });
  writeFileSync(`${dir}/custom-elements.json`, `${JSON.stringify(manifest(docs), null, 2)}\n`);
  for (const { path, text } of moduleDeclarations()) {
    mkdirSync(dirname(`${dir}/types/${path}`), { recursive: true });
    writeFileSync(
      `${dir}/types/${path}`,
      `// Generated from src/${path.replace(/\.d\.ts$/, '.ts')}.\n${text}`,
    );
  }
  writeFileSync(`${dir}/types/xnfz-elements.d.ts`, elementTypings(docs));
  writeFileSync(`${dir}/types/xnfz-react.d.ts`, reactTypings(docs));
  writeFileSync(`${dir}/types/xnfz-vue.d.ts`, vueTypings(docs));
  writeFileSync(`${dir}/demo/elements.html`, referencePage(docs));
  return docs;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`${writeElementDocs(process.argv[2]).length} elements documented`);
}
