export interface ElementDoc {
  tagName: string;
  summary: string;
  module: string;
  attributes: {
    name: string;
    fieldName: string;
    description: string;
    type: string;
    kind: string;
  }[];
  events: { name: string; description: string }[];
  cssParts: { name: string; description: string }[];
  cssProperties: { name: string; description: string; default?: string }[];
}
export function readElementDocs(): ElementDoc[];
export function writeElementDocs(dir?: string): ElementDoc[];
export function moduleGraph(entry: string): string[];
export function partsIn(source: string): Set<string>;
export function tokensIn(source: string, tokens: Map<string, string>): Set<string>;
