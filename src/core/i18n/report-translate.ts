/**
 * The student's lab-report texts (zh-cn/report.ts) in the page's catalogues, as `report.<key>`:
 * the zh-CN ones are added when the first screen that shows them loads (this module travels in
 * their chunk, not the shared one), the en-US ones are part of the en-US catalogue
 * (en-us/report.ts), as quiz-translate.ts does for the quiz texts.
 */
import { useT, type MessageParams } from './translate';
import { zhCN } from './zh-cn';
import { reportTexts, type ReportKey } from './zh-cn/report';

export type { ReportKey };

for (const [key, text] of Object.entries(reportTexts)) zhCN[`report.${key as ReportKey}`] = text;

/**
 * A lab-report text in the element's language.
 * @example
 * const rt = useReportT();
 * return <h2>{rt('list.heading')}</h2>;
 */
export function useReportT(): (key: ReportKey, params?: MessageParams) => string {
  const t = useT();
  return (key, params) => t(`report.${key}`, params);
}
