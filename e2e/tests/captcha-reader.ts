import { PNG } from 'pngjs';
import {
  CAPTCHA_HEIGHT,
  CAPTCHA_LENGTH,
  CAPTCHA_SCALE,
  glyphs,
} from '../../apps/server/src/lib/captcha-image.ts';

/**
 * Reads the project's own image captcha (a data URL of `/wps/captcha`) for walks that must send one (the
 * feedback form): each digit's place, shift and shear are tried against the glyphs the server draws with,
 * and the best fit of dark pixels wins. Only the test suite does this; the captcha is for bots elsewhere.
 */
export function readCaptcha(dataUrl: string): string {
  const png = PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
  const dark = (x: number, y: number) => {
    if (x < 0 || y < 0 || x >= png.width || y >= png.height) return false;
    const i = (y * png.width + x) * 4;
    return png.data[i]! < 125 && png.data[i + 1]! < 125;
  };
  let text = '';
  for (let index = 0; index < CAPTCHA_LENGTH; index++) {
    let best = { digit: '?', score: -Infinity };
    for (const [digit, rows] of Object.entries(glyphs))
      for (let dl = 0; dl < 5; dl++)
        for (let top = 5; top < 11; top++)
          for (let s = -3; s <= 3; s++) {
            const left = 8 + index * 27 + dl;
            let score = 0;
            rows.forEach((row, gy) =>
              [...row].forEach((cell, gx) => {
                for (let dy = 0; dy < CAPTCHA_SCALE; dy++)
                  for (let dx = 0; dx < CAPTCHA_SCALE; dx++) {
                    const y = top + gy * CAPTCHA_SCALE + dy;
                    const x = Math.round(
                      left + gx * CAPTCHA_SCALE + dx + (s / 10) * (y - CAPTCHA_HEIGHT / 2),
                    );
                    score += (cell === '#') === dark(x, y) ? 1 : -1;
                  }
              }),
            );
            if (score > best.score) best = { digit, score };
          }
    text += best.digit;
  }
  return text;
}
