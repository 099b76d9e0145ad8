/** Draws a captcha image with svg-captcha (letters as paths, look-alike characters left out). */
import svgCaptcha from 'svg-captcha';

export interface DrawnCaptcha {
  text: string;
  svg: string;
}

export type DrawCaptcha = () => DrawnCaptcha;

/** No 0/O/D/Q, 1/I/L, 2/Z, 5/S, 6/G/9/q/g, 8/B, U/V; answers are compared case-insensitively. */
export const CAPTCHA_CHARACTERS = 'ACEFHJKMNPRTWXY347';

export const drawCaptcha: DrawCaptcha = () => {
  const { text, data } = svgCaptcha.create({
    size: 4,
    charPreset: CAPTCHA_CHARACTERS,
    noise: 2,
    color: true,
    width: 120,
    height: 40,
    fontSize: 44,
    background: '#f7f3ee',
  });
  return { text, svg: data };
};
