/* global window, Element, Node, DOMException */
// Runs first on every browser test page (web-test-runner.config.mjs inlines it).
//
// The runner sends a file's results through structuredClone. A failed assertion whose actual or
// expected value is an element (`expect(card).to.equal(null)`), a window or a function cannot be
// cloned: the send threw, the page never reported, and the runner gave up on the whole file after
// its time limit ("did not finish") instead of naming the failed assertion. Such values now go as
// a short description.
(() => {
  const clone = window.structuredClone.bind(window);
  const describe = (value) => {
    if (value instanceof Element) {
      const text = (value.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 200);
      return `${value.outerHTML.slice(0, value.outerHTML.indexOf('>') + 1).slice(0, 200)}…${text}`;
    }
    if (value instanceof Node) return `[${value.nodeName}]`;
    if (typeof value === 'function') return `[function ${value.name || 'anonymous'}]`;
    return `[${Object.prototype.toString.call(value).slice(8, -1)}]`;
  };
  const cloneable = (value, copies) => {
    if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return value;
    if (typeof value === 'function' || value instanceof Node || value === window) {
      return describe(value);
    }
    if (copies.has(value)) return copies.get(value);
    if (Array.isArray(value)) {
      const copy = [];
      copies.set(value, copy);
      for (const item of value) copy.push(cloneable(item, copies));
      return copy;
    }
    if (Object.getPrototypeOf(value) === Object.prototype || value instanceof Error) {
      const copy = {};
      copies.set(value, copy);
      for (const key of Object.keys(value)) copy[key] = cloneable(value[key], copies);
      if (value instanceof Error) {
        copy.name = value.name;
        copy.message = value.message;
        copy.stack = value.stack;
      }
      return copy;
    }
    try {
      clone(value);
      return value;
    } catch {
      return describe(value);
    }
  };
  window.structuredClone = (value, options) => {
    try {
      return clone(value, options);
    } catch (error) {
      if (!(error instanceof DOMException) || error.name !== 'DataCloneError') throw error;
      return clone(cloneable(value, new Map()), options);
    }
  };
})();
