import { useLayoutEffect, useRef } from 'react';
import { cleanHtml } from '../rich-text';
import { hasFormula } from './formula-text';

/**
 * Stored rich text (sanitised again, as RichText does) with its formulas drawn; KaTeX is fetched
 * only when the text holds one, and until it came the text shows as written.
 * @example
 * <FormulaView html={question.stem} className="stem" />
 */
export function FormulaView({ html, className }: { html: string; className?: string }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    element.innerHTML = cleanHtml(html);
    if (!hasFormula(html)) return;
    let current = true;
    void import('./render-formulas').then(({ drawFormulas }) => {
      if (current) drawFormulas(element);
    });
    return () => {
      current = false;
    };
  }, [html]);
  return <div className={className ? `xnfz-rich-text ${className}` : 'xnfz-rich-text'} ref={box} />;
}
