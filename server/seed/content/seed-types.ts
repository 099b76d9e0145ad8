/** Shapes of the demo content written in this folder (turned into rows by ../content-steps.ts). */
import type { ArticleKind, MediaType, ResourceKind } from '../../../src/core/api/contract';

/** A file under server/media/ (`attachments/…`) and the name shown for it. */
export interface AttachmentSeed {
  name: string;
  file: string;
}

export interface ResourceSeed {
  /** Names the cover (`resources/<slug>.svg`) and the generated files. */
  slug: string;
  kind: ResourceKind;
  /** Top-level category and sub-category names. */
  category: readonly [string, string];
  title: string;
  summary: string;
  mediaType: MediaType;
  /** Paragraphs of plain text. */
  body: readonly string[];
  /** Shown as a list under 「主要内容」. */
  points?: readonly string[];
  attachments?: readonly AttachmentSeed[];
  /** A video under /media/. */
  video?: string;
  /** For mediaType `link`: the site the resource points to. */
  link?: string;
}

export interface ArticleSeed {
  kind: ArticleKind;
  title: string;
  summary: string;
  author: string;
  source: string;
  /** Paragraphs of plain text (a line starting with `## ` becomes a heading). */
  body: readonly string[];
  daysAgo: number;
  pinned?: boolean;
  cover?: string;
  attachments?: readonly AttachmentSeed[];
}

/** Category trees: top-level name and its children, in display order. */
export type CategorySeed = readonly (readonly [string, readonly string[]])[];
