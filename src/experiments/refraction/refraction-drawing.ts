/**
 * The optical disc, drawn in SVG: a protractor ring graduated in degrees from the normal, the
 * semicircular glass block (flat face up, its centre at the disc's centre), the laser and the
 * incident, reflected and refracted rays, and the reading cursor. Angles are measured from the
 * normal (the vertical through the centre), as on the real apparatus.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';

/** The drawing's own units (the viewBox is SIZE × SIZE, the centre in the middle). */
export const DISC = {
  size: 440,
  centre: 220,
  /** Radius of the glass block. */
  glass: 130,
  /** Radius of the scale's inner edge: the rays end here, where the student reads them. */
  scale: 172,
  /** Where the degree numbers stand. */
  labels: 196,
} as const;

/** What the disc shows at one moment. */
export interface DiscState {
  /** 1: air → glass through the flat face; 2: glass → air, the laser behind the curved face. */
  part: 1 | 2;
  incidenceDeg: number;
  /** Null: no refracted ray (total internal reflection). */
  refractionDeg: number | null;
  /** Share of the light reflected (0–1); the refracted ray carries the rest. */
  reflectance: number;
  /** The reading cursor's angle from the normal, on the refracted ray's side. */
  cursorDeg: number;
}

function svg<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | number> = {},
  ...children: (Node | string)[]
): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  node.append(...children);
  return node;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The point at `radius` from the centre in the direction `deg` from the normal: `up` picks the
 * upper half of the disc (air), `right` the right-hand side.
 */
export function discPoint(
  deg: number,
  radius: number,
  up: boolean,
  right: boolean,
): { x: number; y: number } {
  const rad = (deg * Math.PI) / 180;
  return {
    x: round(DISC.centre + (right ? 1 : -1) * radius * Math.sin(rad)),
    y: round(DISC.centre + (up ? -1 : 1) * radius * Math.cos(rad)),
  };
}

/** The degree marks all round: every 1°, longer every 5°, numbered every 10° from the normal. */
function scale(): SVGGElement {
  const group = svg('g', { class: 'scale' });
  const c = DISC.centre;
  for (let deg = 0; deg < 360; deg += 1) {
    const length = deg % 10 === 0 ? 12 : deg % 5 === 0 ? 8 : 5;
    const rad = (deg * Math.PI) / 180;
    const at = (radius: number) => ({
      x: round(c + radius * Math.sin(rad)),
      y: round(c - radius * Math.cos(rad)),
    });
    const inner = at(DISC.scale);
    const outer = at(DISC.scale + length);
    group.append(
      svg('line', {
        class: deg % 5 === 0 ? 'tick tick--major' : 'tick',
        x1: inner.x,
        y1: inner.y,
        x2: outer.x,
        y2: outer.y,
      }),
    );
    if (deg % 10 === 0) {
      const fromNormal = Math.min(deg % 180, 180 - (deg % 180));
      const label = at(DISC.labels);
      group.append(
        svg('text', { class: 'tick-label', x: label.x, y: label.y }, String(fromNormal)),
      );
    }
  }
  return group;
}

function setLine(
  line: SVGLineElement,
  from: { x: number; y: number },
  to: { x: number; y: number },
) {
  line.setAttribute('x1', String(from.x));
  line.setAttribute('y1', String(from.y));
  line.setAttribute('x2', String(to.x));
  line.setAttribute('y2', String(to.y));
}

/**
 * The disc and a function that redraws it. The refracted ray is `#refracted`: a line from the
 * centre to the scale, as bright as the light it carries, hidden when there is none.
 */
export function buildDisc(label: { air: string; glass: string }): {
  root: SVGSVGElement;
  update: (state: DiscState) => void;
} {
  const c = DISC.centre;
  const g = DISC.glass;
  const incident = svg('line', { id: 'incident', class: 'ray' });
  const reflected = svg('line', { id: 'reflected', class: 'ray' });
  const refracted = svg('line', { id: 'refracted', class: 'ray' });
  const cursor = svg('line', { id: 'cursor-line', class: 'cursor' });
  const laser = svg(
    'g',
    { id: 'laser', class: 'laser' },
    svg('rect', { x: -14, y: -5, width: 28, height: 10, rx: 2 }),
  );
  const root = svg(
    'svg',
    { viewBox: `0 0 ${DISC.size} ${DISC.size}`, class: 'disc', role: 'img', id: 'disc' },
    svg('circle', { class: 'disc-face', cx: c, cy: c, r: DISC.scale + 14 }),
    svg('circle', { class: 'disc-ring', cx: c, cy: c, r: DISC.scale }),
    scale(),
    svg('path', {
      class: 'glass',
      d: `M ${c - g} ${c} A ${g} ${g} 0 0 0 ${c + g} ${c} Z`,
    }),
    svg('line', { class: 'interface', x1: c - DISC.scale, y1: c, x2: c + DISC.scale, y2: c }),
    svg('line', { class: 'normal', x1: c, y1: c - DISC.scale, x2: c, y2: c + DISC.scale }),
    svg('text', { class: 'medium-label', x: c - 48, y: c - 96 }, label.air),
    svg('text', { class: 'medium-label', x: c - 48, y: c + 104 }, label.glass),
    cursor,
    reflected,
    refracted,
    incident,
    laser,
    svg('circle', { class: 'centre', cx: c, cy: c, r: 2.5 }),
  );

  function update(state: DiscState): void {
    const centre = { x: c, y: c };
    // part 1: the laser in the air above; part 2: behind the curved face, in the glass below
    const airSide = state.part === 1;
    const source = discPoint(state.incidenceDeg, DISC.scale - 30, airSide, false);
    const laserAt = discPoint(state.incidenceDeg, DISC.scale - 16, airSide, false);
    setLine(incident, source, centre);
    const direction = (Math.atan2(c - laserAt.y, c - laserAt.x) * 180) / Math.PI;
    laser.setAttribute(
      'transform',
      `translate(${laserAt.x} ${laserAt.y}) rotate(${round(direction)})`,
    );

    setLine(reflected, centre, discPoint(state.incidenceDeg, DISC.scale, airSide, true));
    // even at normal incidence a few per cent come back: keep the reflection faintly visible
    reflected.setAttribute('stroke-opacity', String(round(0.15 + 0.85 * state.reflectance)));

    const refractedDeg = state.refractionDeg ?? 90;
    setLine(refracted, centre, discPoint(refractedDeg, DISC.scale, !airSide, true));
    refracted.setAttribute('stroke-opacity', String(round(1 - state.reflectance)));
    if (state.refractionDeg === null) refracted.setAttribute('visibility', 'hidden');
    else refracted.removeAttribute('visibility');

    setLine(cursor, centre, discPoint(state.cursorDeg, DISC.scale + 12, !airSide, true));
  }

  return { root, update };
}
