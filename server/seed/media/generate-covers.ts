/**
 * Draws the demo covers into server/media/covers: title-free geometric art in the theme colours,
 * one palette per top-level category, deterministic (a seeded generator). Run by hand after the
 * catalogue changes — `node --import tsx server/seed/media/generate-covers.ts` — and commit the
 * files; nothing runs this at test or run time.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COURSE_CATEGORY_TREE, COURSES, EXPERIMENTS } from '../course-catalog';
import { SeededRandom } from '../seeded-random';

const OUT = fileURLToPath(new URL('../../media/covers', import.meta.url));

/** Background from, background to, shapes… */
const PALETTES: Record<string, readonly string[]> = {
  思想政治: ['#c8161d', '#9e1016', '#d4a017', '#ffffff', '#f3c9a0'],
  理工类: ['#1f5fbf', '#173f7a', '#d4a017', '#ffffff', '#c8161d'],
  医学类: ['#00a870', '#007a52', '#ffffff', '#d4a017', '#1f5fbf'],
  文史类: ['#b8733d', '#7a4a22', '#d4a017', '#fff4e8', '#c8161d'],
  经管类: ['#8a5cd1', '#5a3a94', '#d4a017', '#ffffff', '#1f5fbf'],
  实验: ['#1f2329', '#3a3f47', '#c8161d', '#d4a017', '#00a870'],
};

function topOf(subCategory: string): string {
  return COURSE_CATEGORY_TREE.find(([, children]) => children.includes(subCategory))?.[0] ?? '实验';
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}

export function drawCover(seed: number, palette: readonly string[]): string {
  const random = new SeededRandom(seed);
  const [from, to, ...inks] = palette as [string, string, ...string[]];
  const ink = () => inks[random.int(0, inks.length - 1)]!;
  const shapes: string[] = [];
  for (let i = 0; i < 6; i += 1) {
    const x = random.int(0, 640);
    const y = random.int(0, 360);
    const opacity = round(0.12 + random.next() * 0.3);
    switch (random.int(0, 2)) {
      case 0:
        shapes.push(
          `<circle cx="${x}" cy="${y}" r="${random.int(30, 150)}" fill="${ink()}" fill-opacity="${opacity}"/>`,
        );
        break;
      case 1: {
        const size = random.int(60, 200);
        shapes.push(
          `<rect x="${x - size / 2}" y="${y - size / 2}" width="${size}" height="${size}" rx="${random.int(0, 24)}" fill="${ink()}" fill-opacity="${opacity}" transform="rotate(${random.int(0, 89)} ${x} ${y})"/>`,
        );
        break;
      }
      default: {
        const r = random.int(60, 180);
        const points = [0, 1, 2]
          .map((k) => {
            const angle = (random.next() + k) * ((2 * Math.PI) / 3);
            return `${round(x + r * Math.cos(angle))},${round(y + r * Math.sin(angle))}`;
          })
          .join(' ');
        shapes.push(`<polygon points="${points}" fill="${ink()}" fill-opacity="${opacity}"/>`);
      }
    }
  }
  const lines: string[] = [];
  const step = random.int(28, 48);
  for (let x = -360; x < 640; x += step) {
    lines.push(`<line x1="${x}" y1="360" x2="${x + 360}" y2="0"/>`);
  }
  const ringX = random.int(420, 580);
  const ringY = random.int(60, 300);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>
<g stroke="#ffffff" stroke-opacity="0.07" stroke-width="2">${lines.join('')}</g>
${shapes.join('\n')}
<circle cx="${ringX}" cy="${ringY}" r="${random.int(40, 70)}" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="6"/>
<circle cx="${ringX}" cy="${ringY}" r="${random.int(8, 18)}" fill="#ffffff" fill-opacity="0.8"/>
</svg>
`;
}

function main(): void {
  fs.mkdirSync(OUT, { recursive: true });
  COURSES.forEach((course, i) => {
    const file = path.join(OUT, `course-${String(i + 1).padStart(2, '0')}.svg`);
    fs.writeFileSync(file, drawCover(5000 + i, PALETTES[topOf(course.category)] ?? PALETTES.实验!));
  });
  EXPERIMENTS.forEach((experiment, i) => {
    const file = path.join(OUT, `experiment-${experiment.slug}.svg`);
    fs.writeFileSync(file, drawCover(9000 + i, PALETTES.实验!));
  });
  console.log(`${COURSES.length + EXPERIMENTS.length} covers written to ${OUT}`);
}

main();
