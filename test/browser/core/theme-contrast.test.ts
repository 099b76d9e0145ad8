import { expect } from '@open-wc/testing';
import { THEME_NAMES, themeDeclarations } from '../../../src/core/theme/themes';

/** The value of a custom property in a theme's declarations. */
function valueOf(theme: (typeof THEME_NAMES)[number], name: string): string {
  const found = new RegExp(`--xnfz-${name}:\\s*([^;]+);`).exec(themeDeclarations(theme));
  if (!found) throw new Error(`${theme}: --xnfz-${name} missing`);
  return found[1]!.trim();
}

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('built-in themes: text on the primary colour', () => {
  for (const theme of THEME_NAMES) {
    it(`${theme}: the primary button's text (and on hover) is at least 4.5 : 1`, () => {
      const text = valueOf(theme, 'color-on-primary');
      expect(contrast(text, valueOf(theme, 'color-primary')), 'on primary').to.be.at.least(4.5);
      expect(contrast(text, valueOf(theme, 'color-primary-dark')), 'on hover').to.be.at.least(4.5);
    });
  }
});
