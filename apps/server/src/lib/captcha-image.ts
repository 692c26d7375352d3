import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';

/** 5x7 bitmap digits; each string is a row, '#' a lit pixel (the e2e suite's reader uses them too). */
export const glyphs: Record<string, string[]> = {
  '0': [' ### ', '#   #', '#  ##', '# # #', '##  #', '#   #', ' ### '],
  '1': ['  #  ', ' ##  ', '  #  ', '  #  ', '  #  ', '  #  ', ' ### '],
  '2': [' ### ', '#   #', '    #', '   # ', '  #  ', ' #   ', '#####'],
  '3': ['#### ', '    #', '    #', ' ### ', '    #', '    #', '#### '],
  '4': ['   # ', '  ## ', ' # # ', '#  # ', '#####', '   # ', '   # '],
  '5': ['#####', '#    ', '#### ', '    #', '    #', '#   #', ' ### '],
  '6': ['  ## ', ' #   ', '#    ', '#### ', '#   #', '#   #', ' ### '],
  '7': ['#####', '    #', '   # ', '  #  ', ' #   ', ' #   ', ' #   '],
  '8': [' ### ', '#   #', '#   #', ' ### ', '#   #', '#   #', ' ### '],
  '9': [' ### ', '#   #', '#   #', ' ####', '    #', '   # ', ' ##  '],
};

export const CAPTCHA_LENGTH = 4;
export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 44;
export const CAPTCHA_SCALE = 4;
const WIDTH = CAPTCHA_WIDTH;
const HEIGHT = CAPTCHA_HEIGHT;
const SCALE = CAPTCHA_SCALE;

export function randomCaptchaText(): string {
  return Array.from({ length: CAPTCHA_LENGTH }, () => String(randomInt(10))).join('');
}

/**
 * Draws the text as a PNG: each digit scaled, shifted and sheared at random over a noisy background with
 * crossing lines, enough to stop naive OCR while staying readable for people.
 */
export function renderCaptchaPng(text: string): Buffer {
  const png = new PNG({ width: WIDTH, height: HEIGHT });
  const set = (x: number, y: number, [r, g, b]: number[]) => {
    if (x < 0 || y < 0 || x >= WIDTH || y >= HEIGHT) return;
    const i = (y * WIDTH + x) * 4;
    png.data[i] = r!;
    png.data[i + 1] = g!;
    png.data[i + 2] = b!;
    png.data[i + 3] = 255;
  };
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++)
      set(x, y, [236 + randomInt(20), 236 + randomInt(20), 228 + randomInt(28)]);
  for (let n = 0; n < 180; n++)
    set(randomInt(WIDTH), randomInt(HEIGHT), [randomInt(200), randomInt(200), randomInt(200)]);

  [...text].forEach((ch, index) => {
    const glyph = glyphs[ch];
    if (!glyph) throw new Error(`no glyph for ${ch}`);
    const colour = [randomInt(120), randomInt(120), 60 + randomInt(120)];
    const left = 8 + index * 27 + randomInt(5);
    const top = 5 + randomInt(6);
    const shear = (randomInt(7) - 3) / 10;
    glyph.forEach((row, gy) => {
      [...row].forEach((cell, gx) => {
        if (cell !== '#') return;
        for (let dy = 0; dy < SCALE; dy++) {
          for (let dx = 0; dx < SCALE; dx++) {
            const y = top + gy * SCALE + dy;
            set(Math.round(left + gx * SCALE + dx + shear * (y - HEIGHT / 2)), y, colour);
          }
        }
      });
    });
  });

  for (let line = 0; line < 3; line++) {
    const colour = [randomInt(160), randomInt(160), randomInt(160)];
    let y = randomInt(HEIGHT);
    const slope = (randomInt(9) - 4) / 10;
    for (let x = 0; x < WIDTH; x++) {
      set(x, Math.round(y), colour);
      y += slope;
    }
  }
  return PNG.sync.write(png);
}
