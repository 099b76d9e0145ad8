/**
 * A text with its `{name}` placeholders filled from `params` (a name not given stays as written).
 * @example
 * fillPlaceholders('已导入 {n} 题', { n: 12 }); // '已导入 12 题'
 */
export function fillPlaceholders(text: string, params?: Record<string, string | number>): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
