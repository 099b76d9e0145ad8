/** A tiny DOM builder for the experiment pages (plain pages: no React, no custom elements). */

export type Child = Node | string | number | null | undefined | false;
type Attributes = Record<string, string | number | boolean | undefined>;

/**
 * An element with attributes (`false` / `undefined` leave one out) and children.
 * @example
 * el('button', { type: 'button', class: 'primary' }, '开始计时');
 */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false || value === undefined) continue;
    node.setAttribute(name, value === true ? '' : String(value));
  }
  append(node, ...children);
  return node;
}

/** Appends children, skipping the empty ones. */
export function append(parent: Node, ...children: Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    parent.appendChild(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

/**
 * A text with `{name}` placeholders filled.
 * @example
 * fill('第 {n} 组', { n: 2 }); // → 第 2 组
 */
export function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** A number in Chinese notation with a fixed number of decimals. */
export function fixed(value: number, digits: number): string {
  return value.toFixed(digits);
}

/** A labelled number input (and its hint), keyboard operable like any input. */
export function numberField(options: {
  id: string;
  label: string;
  /** Left out: the field starts empty. */
  value?: number;
  min: number;
  max: number;
  step: number;
  hint?: string;
}): { field: HTMLDivElement; input: HTMLInputElement } {
  const input = el('input', {
    id: options.id,
    type: 'number',
    inputmode: 'decimal',
    min: options.min,
    max: options.max,
    step: options.step,
    value: options.value,
    'aria-describedby': options.hint ? `${options.id}-hint` : undefined,
  });
  const field = el(
    'div',
    { class: 'field' },
    el('label', { for: options.id }, options.label),
    input,
    options.hint ? el('small', { id: `${options.id}-hint`, class: 'hint' }, options.hint) : null,
  );
  return { field, input };
}

/** A number read from an input, or null when it is empty or outside [min, max]. */
export function readNumber(input: HTMLInputElement, min: number, max: number): number | null {
  if (input.value.trim() === '') return null;
  const value = Number(input.value);
  return Number.isFinite(value) && value >= min && value <= max ? value : null;
}

/** Puts the page's styles into its head (the CSP allows inline styles, not inline scripts). */
export function addStyles(css: string): void {
  document.head.append(el('style', {}, css));
}
