/**
 * Draws a captcha as a PNG (raster, so no program can read the letters from the image's
 * structure, as it could from the paths of an SVG): each character in its own size, angle and
 * colour on a noisy background, crossed by curves, and the whole text bent by a random wave.
 * @napi-rs/canvas brings no fonts, so the server ships one: Source Code Pro Bold (SIL Open Font
 * License 1.1, fonts/OFL.txt), registered here under its own family name.
 */
import { randomInt } from 'node:crypto';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import type { SKRSContext2D } from '@napi-rs/canvas';
import { serverPath } from '../server-root';

export interface DrawnCaptcha {
  text: string;
  /** The image, PNG encoded. */
  png: Buffer;
}

export type DrawCaptcha = () => DrawnCaptcha;

/** No 0/O/D/Q, 1/I/L, 2/Z, 5/S, 6/G/9/q/g, 8/B, U/V; answers are compared case-insensitively. */
export const CAPTCHA_CHARACTERS = 'ACEFHJKMNPRTWXY347';
export const CAPTCHA_FONT_FAMILY = 'XnfzCaptcha';
/** Twice the 120 × 40 the form shows it at, for sharp high-density screens. */
export const CAPTCHA_WIDTH = 240;
export const CAPTCHA_HEIGHT = 80;
const LENGTH = 4;

const FONT_FILE = serverPath('captcha', 'fonts', 'SourceCodePro-Bold.ttf');
let fontRegistered = false;

function registerFont(): void {
  if (fontRegistered) return;
  if (!GlobalFonts.registerFromPath(FONT_FILE, CAPTCHA_FONT_FAMILY)) {
    throw new Error(`captcha font could not be loaded: ${FONT_FILE}`);
  }
  fontRegistered = true;
}

/** A uniform random number in [min, max). */
function between(min: number, max: number): number {
  return min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
}

function darkColour(): string {
  return `hsl(${randomInt(0, 360)}, ${randomInt(45, 80)}%, ${randomInt(18, 38)}%)`;
}

function lightColour(): string {
  return `hsl(${randomInt(0, 360)}, ${randomInt(20, 60)}%, ${randomInt(62, 85)}%)`;
}

function curve(ctx: SKRSContext2D, colour: string, width: number): void {
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.beginPath();
  ctx.moveTo(between(-10, 30), between(0, CAPTCHA_HEIGHT));
  ctx.bezierCurveTo(
    between(40, 100),
    between(-20, CAPTCHA_HEIGHT + 20),
    between(140, 200),
    between(-20, CAPTCHA_HEIGHT + 20),
    between(210, CAPTCHA_WIDTH + 10),
    between(0, CAPTCHA_HEIGHT),
  );
  ctx.stroke();
}

/** The text layer: the characters, each turned and sized on its own, and two crossing curves. */
function drawText(text: string) {
  const layer = createCanvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const ctx = layer.getContext('2d');
  const step = (CAPTCHA_WIDTH - 40) / text.length;
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'center';
  for (const [index, character] of [...text].entries()) {
    ctx.save();
    ctx.translate(20 + step * (index + 0.5) + between(-6, 6), CAPTCHA_HEIGHT / 2 + between(-8, 8));
    ctx.rotate(between(-0.45, 0.45));
    ctx.transform(1, between(-0.2, 0.2), between(-0.3, 0.3), 1, 0, 0);
    ctx.font = `${randomInt(46, 60)}px ${CAPTCHA_FONT_FAMILY}`;
    ctx.fillStyle = darkColour();
    ctx.fillText(character, 0, 0);
    ctx.restore();
  }
  for (let i = 0; i < 2; i++) curve(ctx, darkColour(), between(2, 3.5));
  return layer;
}

export const drawCaptcha: DrawCaptcha = () => {
  registerFont();
  let text = '';
  for (let i = 0; i < LENGTH; i++)
    text += CAPTCHA_CHARACTERS[randomInt(0, CAPTCHA_CHARACTERS.length)];

  const canvas = createCanvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#f7f3ee';
  ctx.fillRect(0, 0, CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  for (let i = 0; i < 6; i++) curve(ctx, lightColour(), between(1, 3));
  for (let i = 0; i < 220; i++) {
    ctx.fillStyle = i % 3 === 0 ? darkColour() : lightColour();
    ctx.fillRect(between(0, CAPTCHA_WIDTH), between(0, CAPTCHA_HEIGHT), 2, 2);
  }

  // the wave: each column of the text layer moved up or down along a random sine
  const layer = drawText(text);
  const amplitude = between(3, 6);
  const period = between(70, 130);
  const phase = between(0, Math.PI * 2);
  for (let x = 0; x < CAPTCHA_WIDTH; x++) {
    const dy = amplitude * Math.sin((x / period) * Math.PI * 2 + phase);
    ctx.drawImage(layer, x, 0, 1, CAPTCHA_HEIGHT, x, dy, 1, CAPTCHA_HEIGHT);
  }
  return { text, png: canvas.toBuffer('image/png') };
};
