/**
 * The question bank's .xlsx format: the template teachers download, the reading of an uploaded
 * file (each question with its problems by row and field) and the export. The columns and the
 * syntax of their cells: question-columns.ts.
 */
export { readQuestionXlsx } from './question-xlsx-read';
export { questionTemplate, writeQuestionXlsx } from './question-xlsx-write';
