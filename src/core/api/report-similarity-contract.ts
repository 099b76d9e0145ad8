/**
 * 查重 of lab reports (实验报告): the latest submitted text of every report of a class and
 * experiment compared with every other's. Only the students' own text counts: the record blocks
 * are never part of it, and the template's section titles and prompts (and the record's step
 * titles and readings, when a student copies them into the text) are taken out before comparing.
 * A pair is listed when the share of the shorter report found in the other reaches the threshold;
 * its shared passages are given as ranges of each side's plain text, section by section, so the
 * two can be shown side by side with the passages highlighted.
 */
import type { IsoTime } from './contract';
import type { ReportStatus } from './report-contract';

/** The threshold (a share, 0 … 1) a teacher may choose, and the one used when none is given. */
export const REPORT_SIMILARITY_THRESHOLD = { default: 0.3, min: 0.1, max: 1 } as const;

/** The most pairs one answer lists (the most similar first); `total` counts them all. */
export const REPORT_SIMILARITY_MAX_PAIRS = 100;

export interface ReportSimilarityQuery {
  classId: number;
  experimentId: number;
  /** Pairs whose similarity reaches this are listed; left out: the default. */
  threshold?: number;
}

/** A highlighted passage: offsets (UTF-16 code units, end exclusive) into a section's `text`. */
export interface SimilarityRange {
  start: number;
  end: number;
}

/** One side of a section: its plain text (tags gone, white space tidied) and what it shares. */
export interface SimilaritySectionSide {
  text: string;
  ranges: SimilarityRange[];
}

/** A section of both reports (either may be empty), in the template's order. */
export interface SimilaritySection {
  key: string;
  title: string;
  left: SimilaritySectionSide;
  right: SimilaritySectionSide;
}

/** A report of the pair: its student and the version compared (the latest submitted). */
export interface SimilarityStudent {
  reportId: number;
  userId: number;
  studentName: string;
  studentNumber: string;
  status: ReportStatus;
  /** The number of the version compared. */
  version: number;
  submittedAt: IsoTime;
}

export interface ReportSimilarityPair {
  left: SimilarityStudent;
  right: SimilarityStudent;
  /** The share of the shorter report's text found in the other (0 … 1, three decimals). */
  similarity: number;
  /** Shared text over the text of both (Jaccard, 0 … 1, three decimals). */
  jaccard: number;
  /** The share of each side's text found in the other. */
  leftContained: number;
  rightContained: number;
  sections: SimilaritySection[];
}

export interface ReportSimilarityResult {
  threshold: number;
  /** Reports compared: those submitted, graded or returned (their latest submitted version). */
  compared: number;
  /** Pairs at or above the threshold (at most REPORT_SIMILARITY_MAX_PAIRS of them are listed). */
  total: number;
  pairs: ReportSimilarityPair[];
}
