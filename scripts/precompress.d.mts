import type { Plugin } from 'rollup';

export function compressFile(file: string): void;
export function precompress(extraFiles?: () => string[]): Plugin;
