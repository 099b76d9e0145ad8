/**
 * 查重 within a class and experiment: the latest submitted text of every report compared with
 * every other's by character shingles (no word segmentation, which suits Chinese), pairs at or
 * above a threshold listed with their shared passages as ranges of each side's plain text.
 *
 * The text of a report: each section's sanitised HTML as plain text (tags gone, entities decoded,
 * white space tidied) — what the teacher reads. What is compared: its letters and digits only
 * (punctuation and white space dropped), full-width folded to half-width and lower-cased (NFKC),
 * each keeping its place in the plain text so a shared passage maps back to it. Boilerplate never
 * counts: the template's section titles and prompts, the experiment's title and the record's step
 * titles and readings (the record blocks are not in the text, but a student may copy them into
 * it). Where one appears in a report's text it is masked (no shingle runs into or across it), and
 * a shingle that occurs in a title or prompt does not count wherever it is (a prompt kept in part).
 *
 * Scores come from sets of shingles (each shingle a 53-bit key; each report a sorted array of
 * them): |A∩B| for every pair at once from an inverted index (see sharedCounts), containment
 * |A∩B| / |A| for each side, similarity the larger of the two (the share of the shorter report
 * found in the other), Jaccard |A∩B| / |A∪B|. Passages are worked out only for the pairs listed.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  REPORT_SIMILARITY_MAX_PAIRS,
  REPORT_SIMILARITY_THRESHOLD,
  type ReportSimilarityPair,
  type ReportSimilarityQuery,
  type ReportSimilarityResult,
  type SimilarityRange,
  type SimilaritySection,
  type SimilarityStudent,
} from '../../../src/core/api/report-similarity-contract';
import type { ReportTemplateDraft } from '../../../src/core/api/report-contract';
import type { Database } from '../../db/open-database';
import { experimentSessions, experiments, reportVersions, reports, users } from '../../db/schema';
import { ApiError } from '../../http/envelope';
import type { UserRow } from '../../users/user-queries';
import { classManagedBy } from '../classes/class-access';
import { templateFor } from './report-records';

/**
 * Characters per shingle. A Chinese word is one to three characters (about 1.7 on average), so
 * five span two or three words: one shared term (单摆, 重力加速度 is exactly one shingle) or a
 * short stock phrase rarely makes a passage, while a copied sentence shares most of its shingles
 * even with a character changed every ten or so (a change breaks only the five that cover it).
 * Longer shingles lose more to each small edit; shorter ones match common two-word phrases.
 */
export const SHINGLE = 5;

/** Fewer shared shingles than this is not a pair, whatever the share (two short reports). */
export const MIN_SHARED_SHINGLES = 10;

/**
 * Shared runs shorter than this (letters and digits) are not highlighted: a single shared term
 * (one or two shingles) is not a passage.
 */
export const MIN_PASSAGE_CHARS = 8;

/** Parts of a prompt shorter than this are not masked on their own (a two-character word). */
const MIN_CLAUSE_CHARS = 4;
/** Phrases shorter than this are never masked (a reading such as 20 or 0.6). */
const MIN_PHRASE_CHARS = 2;
/** Readings with fewer letters and digits than this are not masked (5, 20, 0.6, 9.8). */
const MIN_READING_CHARS = 3;

// ---------------------------------------------------------------- plain text

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ensp: ' ',
  emsp: ' ',
  thinsp: ' ',
  middot: '·',
  times: '×',
  divide: '÷',
  deg: '°',
  plusmn: '±',
  micro: 'µ',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
};

function decodeEntity(whole: string, code: string): string {
  if (code[0] === '#') {
    const value =
      code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1));
    return Number.isInteger(value) && value > 0 && value <= 0x10ffff
      ? String.fromCodePoint(value)
      : ' ';
  }
  return ENTITIES[code.toLowerCase()] ?? whole;
}

/** Tags that end a line of text; other tags (emphasis, links, spans) join their text. */
const LINE_TAGS =
  /<\/?(p|div|br|li|ul|ol|h[1-6]|tr|table|thead|tbody|blockquote|pre|hr|section|figure|figcaption)\b[^>]*>/gi;

/**
 * The plain text of a section's sanitised HTML, as the teacher reads it: a line per paragraph
 * (list item, table row, line break), tags gone, entities decoded, white space within a line one
 * space, no blank lines. Table cells are kept apart by a space.
 * @example
 * htmlToPlainText('<p>摆长&nbsp;L = <b>1.0</b> m</p><p></p><p>周期 T</p>'); // '摆长 L = 1.0 m\n周期 T'
 */
export function htmlToPlainText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(LINE_TAGS, '\n')
    .replace(/<\/?(td|th)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, decodeEntity)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

// ---------------------------------------------------------------- the characters compared

/** The letters and digits compared, each with its place (UTF-16 offsets) in the plain text. */
export interface FoldedText {
  chars: string[];
  starts: number[];
  ends: number[];
}

const SIGNIFICANT = /[\p{L}\p{N}]/u;
const folded = new Map<string, string[]>();

/** The compared characters of a character other than ASCII and common CJK: NFKC, lower case. */
function foldRare(char: string): string[] {
  let found = folded.get(char);
  if (!found) {
    found = [...char.normalize('NFKC').toLowerCase()].filter((c) => SIGNIFICANT.test(c));
    folded.set(char, found);
  }
  return found;
}

/**
 * The characters compared of a plain text: letters and digits, full-width folded to half-width
 * (ＡＢＣ１２３ → abc123), lower case; punctuation and white space dropped.
 * @example
 * foldText('Ｔ＝２π，周期。').chars.join(''); // 't2π周期'
 */
export function foldText(text: string): FoldedText {
  const out: FoldedText = { chars: [], starts: [], ends: [] };
  const push = (char: string, start: number, end: number) => {
    out.chars.push(char);
    out.starts.push(start);
    out.ends.push(end);
  };
  for (let offset = 0; offset < text.length;) {
    const code = text.charCodeAt(offset);
    if (code >= 0x4e00 && code <= 0x9fff) push(text[offset]!, offset, offset + 1);
    else if ((code >= 0x30 && code <= 0x39) || (code >= 0x61 && code <= 0x7a))
      push(text[offset]!, offset, offset + 1);
    else if (code >= 0x41 && code <= 0x5a) push(String.fromCharCode(code + 32), offset, offset + 1);
    else if (code >= 0x80) {
      const char = String.fromCodePoint(text.codePointAt(offset)!);
      for (const c of foldRare(char)) push(c, offset, offset + char.length);
      offset += char.length;
      continue;
    }
    offset += 1;
  }
  return out;
}

/** The compared characters of a phrase, as one string. */
export const foldedKey = (text: string): string => foldText(text).chars.join('');

// ---------------------------------------------------------------- boilerplate

/** The text that never counts, from the template, the experiment and each report's record. */
export interface Boilerplate {
  /** Folded phrases masked wherever they appear in a report's text. */
  phrases: string[];
  /** Shingles (their keys, sorted) that do not count wherever they appear: titles', prompts'. */
  shingles: Float64Array;
}

/** The murmur3 finaliser: every bit of the input moves about half the output's bits. */
function mix32(value: number): number {
  let h = value;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * The key of the shingle of SHINGLE characters starting at `start`: a 53-bit hash of their code
 * points (two independent 32-bit hashes), exact as a double. No strings and no map per shingle,
 * which is what makes a class of long reports fast. Two different shingles of one comparison
 * (a few hundred thousand of them) share a key less than once in a hundred thousand
 * comparisons, and then a pair counts one shingle more.
 */
function shingleKey(codes: ArrayLike<number>, start: number): number {
  let a = 0x811c9dc5;
  let b = 0x9747b28c;
  for (let i = start; i < start + SHINGLE; i += 1) {
    const code = codes[i]!;
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b + code, 0x5bd1e995) ^ (b >>> 15);
  }
  return mix32(a) * 0x200000 + (mix32(b) >>> 11);
}

/** The code point of each compared character. */
function codesOf(chars: readonly string[]): Int32Array {
  const codes = new Int32Array(chars.length);
  for (let i = 0; i < chars.length; i += 1) codes[i] = chars[i]!.codePointAt(0) ?? 0;
  return codes;
}

/** Sorted, without repeats (in place; the part kept). */
function sortedUnique(keys: Float64Array): Float64Array {
  keys.sort();
  let unique = 0;
  for (let i = 0; i < keys.length; i += 1)
    if (i === 0 || keys[i] !== keys[i - 1]) keys[unique++] = keys[i]!;
  return keys.subarray(0, unique);
}

/** Whether a sorted array holds a key. */
export function hasKey(sorted: Float64Array, key: number): boolean {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const found = sorted[middle]!;
    if (found === key) return true;
    if (found < key) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

/** The keys of every shingle of a folded phrase. */
function keysOfPhrase(key: string): number[] {
  const codes = codesOf([...key]);
  const out: number[] = [];
  for (let i = 0; i + SHINGLE <= codes.length; i += 1) out.push(shingleKey(codes, i));
  return out;
}

/** A prompt's parts between punctuation (a teacher's prompt is often several requests). */
const clausesOf = (text: string): string[] =>
  text.split(/[\s，。；：！？、,.;:!?（）()【】[\]“”"'‘’…—]+/u);

/**
 * The boilerplate of a template: its section titles and prompts (each prompt whole and each of
 * its clauses) and other fixed phrases (the experiment's title, the record's step titles).
 * @example
 * const boilerplate = boilerplateOf(template, ['单摆测重力加速度', '测量摆长']);
 */
export function boilerplateOf(
  template: Pick<ReportTemplateDraft, 'sections'>,
  fixed: readonly string[] = [],
): Boilerplate {
  const phrases = new Set<string>();
  const shingles: number[] = [];
  const add = (text: string, min = MIN_PHRASE_CHARS) => {
    const key = foldedKey(text);
    if ([...key].length >= min) phrases.add(key);
    return key;
  };
  for (const section of template.sections) {
    for (const text of [section.title, section.prompt]) {
      shingles.push(...keysOfPhrase(add(text)));
      for (const clause of clausesOf(text)) add(clause, MIN_CLAUSE_CHARS);
    }
  }
  for (const text of fixed) {
    shingles.push(...keysOfPhrase(add(text)));
  }
  return { phrases: [...phrases], shingles: sortedUnique(Float64Array.from(shingles)) };
}

/**
 * The readings of a record as phrases a student may copy into the text (numbers and words of at
 * least three letters and digits: 36.02, not 20 or 0.6).
 * @example
 * readingPhrases({ trials: [{ lengthM: 0.6, timeS: 31.09 }], reportedG: 9.79 }); // ['31.09', '9.79']
 */
export function readingPhrases(readings: unknown): string[] {
  const out = new Set<string>();
  const walk = (value: unknown, depth: number) => {
    if (depth > 6) return;
    if (typeof value === 'number' || typeof value === 'string') {
      const text = String(value);
      if ([...foldedKey(text)].length >= MIN_READING_CHARS && text.length <= 100) out.add(text);
    } else if (Array.isArray(value)) value.slice(0, 200).forEach((item) => walk(item, depth + 1));
    else if (value && typeof value === 'object')
      Object.values(value)
        .slice(0, 200)
        .forEach((item) => walk(item, depth + 1));
  };
  walk(readings, 0);
  return [...out];
}

/** The compared characters as one string, and where each starts in it (UTF-16 units). */
function joinedOf(chars: readonly string[]): { joined: string; unitOf: Int32Array } {
  const unitOf = new Int32Array(chars.length + 1);
  let unit = 0;
  chars.forEach((char, index) => {
    unitOf[index] = unit;
    unit += char.length;
  });
  unitOf[chars.length] = unit;
  return { joined: chars.join(''), unitOf };
}

/** Which compared characters are boilerplate: every occurrence of every phrase. */
function maskOf(joined: string, unitOf: Int32Array, phrases: readonly string[]): Uint8Array {
  const count = unitOf.length - 1;
  const mask = new Uint8Array(count);
  if (count === 0) return mask;
  // the compared character at each UTF-16 offset of `joined` (-1 inside a surrogate pair)
  const at = new Int32Array(joined.length + 1).fill(-1);
  for (let index = 0; index <= count; index += 1) at[unitOf[index]!] = index;
  for (const phrase of phrases) {
    if (phrase === '') continue;
    for (let from = joined.indexOf(phrase); from >= 0; from = joined.indexOf(phrase, from + 1)) {
      const first = at[from] ?? -1;
      const end = at[from + phrase.length] ?? -1;
      if (first >= 0 && end >= 0) mask.fill(1, first, end);
    }
  }
  return mask;
}

// ---------------------------------------------------------------- shingles

/** One section of a report as compared. */
export interface ShingledSection {
  key: string;
  text: string;
  folded: FoldedText;
  /** The key of the shingle starting at each compared character; -1: none (or boilerplate). */
  keys: Float64Array;
}

/** A report as compared: its sections and its set of shingles (sorted keys). */
export interface ShingledReport {
  sections: ShingledSection[];
  set: Float64Array;
}

/**
 * A report's sections (HTML) as compared: each as plain text, its boilerplate masked (the shared
 * phrases and the report's own, e.g. its record's readings), the keys of its shingles.
 * @example
 * const report = shingleReport({ purpose: '<p>…</p>' }, boilerplate, readingPhrases(readings));
 */
export function shingleReport(
  sections: Record<string, string>,
  boilerplate: Boilerplate,
  ownPhrases: readonly string[] = [],
): ShingledReport {
  const own = ownPhrases
    .map((phrase) => foldedKey(phrase))
    .filter((key) => [...key].length >= MIN_PHRASE_CHARS);
  const phrases = [...boilerplate.phrases, ...own];
  const all: number[] = [];
  const shingled = Object.entries(sections).map(([key, html]): ShingledSection => {
    const text = htmlToPlainText(html);
    const foldedText = foldText(text);
    const { chars } = foldedText;
    const { joined, unitOf } = joinedOf(chars);
    const mask = maskOf(joined, unitOf, phrases);
    const codes = codesOf(chars);
    const keys = new Float64Array(chars.length).fill(-1);
    let clear = 0; // unmasked characters in a row, ending at i
    for (let i = 0; i < chars.length; i += 1) {
      clear = mask[i] ? 0 : clear + 1;
      if (clear < SHINGLE) continue;
      const start = i - SHINGLE + 1;
      const shingle = shingleKey(codes, start);
      if (hasKey(boilerplate.shingles, shingle)) continue;
      keys[start] = shingle;
      all.push(shingle);
    }
    return { key, text, folded: foldedText, keys };
  });
  return { sections: shingled, set: sortedUnique(Float64Array.from(all)) };
}

/** Where a key is in a sorted array, or -1. */
function indexOfKey(sorted: Float64Array, key: number): number {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const found = sorted[middle]!;
    if (found === key) return middle;
    if (found < key) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/**
 * How many shingles each pair of reports shares (`shared[i * n + j]`, i < j), from an inverted
 * index of their sets: each distinct key numbered, the reports that have it listed, and every
 * pair of those counted. A shingle one report has costs nothing and one that k reports share
 * k(k−1)/2, so honest classes cost little; at worst (every report alike) it is the n² merges of
 * the sets, still O(n²) over reports.
 * @example
 * const shared = sharedCounts([a.set, b.set]); // shared[1]: what a and b share
 */
export function sharedCounts(sets: readonly Float64Array[]): Int32Array {
  const n = sets.length;
  const shared = new Int32Array(n * n);
  let total = 0;
  for (const set of sets) total += set.length;
  const all = new Float64Array(total);
  let offset = 0;
  for (const set of sets) {
    all.set(set, offset);
    offset += set.length;
  }
  const keys = sortedUnique(all);
  // the reports of each key, by counting sort: `start[k]` … `start[k + 1]` in `owners`
  const numbered = sets.map((set) => {
    const ids = new Int32Array(set.length);
    for (let i = 0; i < set.length; i += 1) ids[i] = indexOfKey(keys, set[i]!);
    return ids;
  });
  const start = new Int32Array(keys.length + 1);
  for (const ids of numbered) for (const id of ids) start[id + 1]! += 1;
  for (let k = 0; k < keys.length; k += 1) start[k + 1]! += start[k]!;
  const fill = start.slice(0, keys.length);
  const owners = new Int32Array(total);
  numbered.forEach((ids, report) => {
    for (const id of ids) owners[fill[id]!++] = report;
  });
  for (let k = 0; k < keys.length; k += 1) {
    const from = start[k]!;
    const to = start[k + 1]!;
    for (let a = from; a < to - 1; a += 1) {
      const row = owners[a]! * n;
      for (let b = a + 1; b < to; b += 1) shared[row + owners[b]!]! += 1;
    }
  }
  return shared;
}

export interface PairScore {
  shared: number;
  similarity: number;
  jaccard: number;
  leftContained: number;
  rightContained: number;
}

/**
 * The scores of two reports from the size of each's set of shingles and how many they share (0
 * when either has none).
 * @example
 * pairScore(40, 100, 200); // { similarity: 0.4, jaccard: 0.154, leftContained: 0.4, rightContained: 0.2, shared: 40 }
 */
export function pairScore(shared: number, left: number, right: number): PairScore {
  const leftContained = left ? shared / left : 0;
  const rightContained = right ? shared / right : 0;
  const union = left + right - shared;
  return {
    shared,
    similarity: Math.max(leftContained, rightContained),
    jaccard: union ? shared / union : 0,
    leftContained,
    rightContained,
  };
}

/**
 * The passages of a section shared with another report (any of its sections): the maximal runs
 * of overlapping shared shingles (two shared shingles side by side without overlap are two
 * passages, not one), at least MIN_PASSAGE_CHARS long, as ranges of the section's plain text
 * (punctuation and spaces inside a run are part of it).
 */
export function sharedRanges(section: ShingledSection, other: Float64Array): SimilarityRange[] {
  const { keys, folded: f } = section;
  const runs: [number, number][] = [];
  let first = -1;
  let last = -2;
  for (let i = 0; i < keys.length; i += 1) {
    const key = keys[i]!;
    if (key < 0 || !hasKey(other, key)) continue;
    if (i <= last) last = i + SHINGLE - 1;
    else {
      if (first >= 0) runs.push([first, last]);
      first = i;
      last = i + SHINGLE - 1;
    }
  }
  if (first >= 0) runs.push([first, last]);
  return runs
    .filter(([from, to]) => to - from + 1 >= MIN_PASSAGE_CHARS)
    .map(([from, to]) => ({ start: f.starts[from]!, end: f.ends[to]! }));
}

/** One report of a comparison: an id, its sections (HTML) and its own boilerplate. */
export interface SimilarityInput {
  id: number;
  sections: Record<string, string>;
  /** Phrases of its own that never count (its record's readings). */
  ownPhrases?: readonly string[];
}

export interface SimilarPair {
  left: number;
  right: number;
  score: PairScore;
  /** Section key → the two sides (a section either side has text in; template order first). */
  sections: {
    key: string;
    left: { text: string; ranges: SimilarityRange[] };
    right: { text: string; ranges: SimilarityRange[] };
  }[];
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Every pair of reports compared; those at or above the threshold (and sharing at least
 * MIN_SHARED_SHINGLES shingles), the most similar first, at most `limit` of them with their
 * passages, and how many there were.
 * @example
 * const { pairs, total } = similarPairs(inputs, boilerplate, { threshold: 0.3, order: ['purpose'] });
 */
export function similarPairs(
  inputs: readonly SimilarityInput[],
  boilerplate: Boilerplate,
  options: { threshold: number; order?: readonly string[]; limit?: number },
): { total: number; pairs: SimilarPair[] } {
  const shingled = inputs.map((input) =>
    shingleReport(input.sections, boilerplate, input.ownPhrases),
  );
  const n = shingled.length;
  const shared = sharedCounts(shingled.map((report) => report.set));
  const found: { i: number; j: number; score: PairScore }[] = [];
  for (let i = 0; i < n; i += 1)
    for (let j = i + 1; j < n; j += 1) {
      if (shared[i * n + j]! < MIN_SHARED_SHINGLES) continue;
      const score = pairScore(shared[i * n + j]!, shingled[i]!.set.length, shingled[j]!.set.length);
      if (score.similarity >= options.threshold) found.push({ i, j, score });
    }
  found.sort(
    (a, b) =>
      b.score.similarity - a.score.similarity ||
      b.score.jaccard - a.score.jaccard ||
      a.i - b.i ||
      a.j - b.j,
  );
  const order = new Map((options.order ?? []).map((key, index) => [key, index]));
  const rank = (key: string) => order.get(key) ?? order.size;
  const listed = found.slice(0, options.limit ?? REPORT_SIMILARITY_MAX_PAIRS);
  const pairs = listed.map(({ i, j, score }): SimilarPair => {
    const left = shingled[i]!;
    const right = shingled[j]!;
    const keys = [...new Set([...left.sections, ...right.sections].map((s) => s.key))].sort(
      (a, b) => rank(a) - rank(b) || a.localeCompare(b),
    );
    const side = (report: ShingledReport, key: string, other: Float64Array) => {
      const section = report.sections.find((s) => s.key === key);
      return section
        ? { text: section.text, ranges: sharedRanges(section, other) }
        : { text: '', ranges: [] };
    };
    return {
      left: inputs[i]!.id,
      right: inputs[j]!.id,
      score: {
        shared: score.shared,
        similarity: round3(score.similarity),
        jaccard: round3(score.jaccard),
        leftContained: round3(score.leftContained),
        rightContained: round3(score.rightContained),
      },
      sections: keys
        .map((key) => ({
          key,
          left: side(left, key, right.set),
          right: side(right, key, left.set),
        }))
        .filter((section) => section.left.text !== '' || section.right.text !== ''),
    };
  });
  return { total: found.length, pairs };
}

// ---------------------------------------------------------------- the call

/** The experiment of the class's course (else `参数错误：experimentId …`), as the queue checks it. */
async function classExperiment(db: Database, courseId: number, experimentId: number) {
  const [found] = await db
    .select({ id: experiments.id, title: experiments.title })
    .from(experiments)
    .where(and(eq(experiments.id, experimentId), eq(experiments.courseId, courseId)));
  if (!found) throw new ApiError('参数错误：experimentId 不是本班课程的实验');
  return found;
}

/**
 * 查重 of a class's reports of an experiment (the class's teachers, staff): every report submitted,
 * graded or returned, by its latest submitted version, compared with every other; the pairs at or
 * above the threshold (the default: REPORT_SIMILARITY_THRESHOLD.default), the most similar first.
 * @example
 * const { pairs } = await reportSimilarity(db, user, { classId: 7, experimentId: 3, threshold: 0.4 });
 */
export async function reportSimilarity(
  db: Database,
  user: UserRow,
  query: ReportSimilarityQuery,
): Promise<ReportSimilarityResult> {
  const klass = await classManagedBy(db, user, query.classId);
  const experiment = await classExperiment(db, klass.courseId, query.experimentId);
  const threshold = query.threshold ?? REPORT_SIMILARITY_THRESHOLD.default;
  const rows = await db
    .select({
      reportId: reports.id,
      userId: reports.userId,
      status: reports.status,
      realName: users.realName,
      nickname: users.nickname,
      studentNumber: users.studentNumber,
      number: reportVersions.number,
      sections: reportVersions.sections,
      sessionId: reportVersions.sessionId,
      submittedAt: reportVersions.submittedAt,
    })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.userId))
    .innerJoin(
      reportVersions,
      and(
        eq(reportVersions.reportId, reports.id),
        eq(
          reportVersions.number,
          sql`(SELECT max(v.number) FROM ${reportVersions} v WHERE v.report_id = ${reports.id})`,
        ),
      ),
    )
    .where(
      and(
        eq(reports.classId, klass.id),
        eq(reports.experimentId, experiment.id),
        inArray(reports.status, ['submitted', 'graded', 'returned']),
      ),
    )
    .orderBy(asc(users.studentNumber), asc(reports.userId));
  const sessionIds = [...new Set(rows.map((row) => row.sessionId))];
  const sessions = sessionIds.length
    ? await db
        .select({
          id: experimentSessions.id,
          steps: experimentSessions.steps,
          readings: experimentSessions.readings,
        })
        .from(experimentSessions)
        .where(inArray(experimentSessions.id, sessionIds))
    : [];
  const stepTitles = new Set<string>();
  for (const session of sessions)
    for (const step of session.steps ?? []) stepTitles.add(step.title);
  const readings = new Map(
    sessions.map((session) => [session.id, readingPhrases(session.readings)]),
  );
  const template = await templateFor(db, experiment.id);
  const boilerplate = boilerplateOf(template, [experiment.title, ...stepTitles]);
  const { total, pairs } = similarPairs(
    rows.map((row) => ({
      id: row.reportId,
      sections: row.sections,
      ownPhrases: readings.get(row.sessionId) ?? [],
    })),
    boilerplate,
    { threshold, order: template.sections.map((section) => section.key) },
  );
  const students = new Map(
    rows.map((row): [number, SimilarityStudent] => [
      row.reportId,
      {
        reportId: row.reportId,
        userId: row.userId,
        studentName: row.realName || row.nickname,
        studentNumber: row.studentNumber,
        status: row.status,
        version: row.number,
        submittedAt: row.submittedAt.toISOString(),
      },
    ]),
  );
  const titles = new Map(template.sections.map((section) => [section.key, section.title]));
  return {
    threshold,
    compared: rows.length,
    total,
    pairs: pairs.map((pair): ReportSimilarityPair => ({
      left: students.get(pair.left)!,
      right: students.get(pair.right)!,
      similarity: pair.score.similarity,
      jaccard: pair.score.jaccard,
      leftContained: pair.score.leftContained,
      rightContained: pair.score.rightContained,
      sections: pair.sections.map((section): SimilaritySection => ({
        ...section,
        title: titles.get(section.key) ?? section.key,
      })),
    })),
  };
}
