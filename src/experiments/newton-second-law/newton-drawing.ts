/**
 * The air track drawn in SVG: track with its scale and feet, the glider with its flag and
 * weights, the two photogates, the pulley and the pan. Horizontal distances are to scale
 * (600 units a metre); the pan's fall is drawn shorter than it is.
 */
import { BUFFER_M, GATE1_M, SMALL_WEIGHTS, START_M, TRACK_M } from './newton-physics';
import { TEXTS } from './texts';

const SVG_NS = 'http://www.w3.org/2000/svg';
const LEFT = 30;
const PER_M = 600;
const TRACK_TOP = 110;
const TRACK_HEIGHT = 16;
const PULLEY = { x: LEFT + TRACK_M * PER_M + 12, y: 111, r: 14 };
const PAN_TOP = 175;
/** How much of the pan's fall is drawn. */
const FALL_SCALE = 0.1;

/** An SVG element with attributes. */
function svg(tag: string, attributes: Record<string, string | number> = {}): SVGElement {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  return node;
}

const at = (metres: number) => LEFT + metres * PER_M;

/** What the drawing shows at one moment. */
export interface TrackView {
  /** The flag's front edge (m on the track scale). */
  position: number;
  slotted: number;
  onPan: number;
  spacingM: number;
  /** The string hooked to the pan (a pushed glider runs free). */
  hooked: boolean;
  blocked: [boolean, boolean];
}

/**
 * Builds the drawing; returns the `<svg>` and a function that redraws it for a view.
 * @example
 * const track = trackDrawing();
 * stage.append(track.element);
 * track.draw({ position: 0.15, slotted: 0, onPan: 2, spacingM: 0.5, hooked: true, blocked: [false, false] });
 */
export function trackDrawing(): { element: SVGElement; draw: (view: TrackView) => void } {
  const root = svg('svg', {
    viewBox: `0 0 ${PULLEY.x + PULLEY.r + 30} 265`,
    'aria-hidden': 'true',
    focusable: 'false',
  });

  // the track: scale ticks every 10 cm, numbers every 50 cm, feet, the screw and the buffer
  root.append(
    svg('rect', { class: 'foot', x: at(0.2) - 10, y: TRACK_TOP + 16, width: 20, height: 34 }),
    svg('rect', { class: 'screw', x: at(0.2) - 4, y: TRACK_TOP + 50, width: 8, height: 10 }),
    svg('rect', { class: 'foot', x: at(1.2) - 10, y: TRACK_TOP + 16, width: 20, height: 44 }),
    svg('rect', {
      class: 'track',
      x: LEFT,
      y: TRACK_TOP,
      width: TRACK_M * PER_M,
      height: TRACK_HEIGHT,
    }),
    svg('line', {
      class: 'track-holes',
      x1: LEFT + 4,
      x2: LEFT + TRACK_M * PER_M - 4,
      y1: TRACK_TOP + 5,
      y2: TRACK_TOP + 5,
    }),
    svg('rect', { class: 'buffer', x: at(BUFFER_M) + 24, y: TRACK_TOP - 20, width: 6, height: 20 }),
    svg('line', {
      class: 'start-mark',
      x1: at(START_M),
      x2: at(START_M),
      y1: TRACK_TOP - 60,
      y2: TRACK_TOP,
    }),
  );
  for (let cm = 0; cm <= TRACK_M * 100; cm += 10) {
    const x = at(cm / 100);
    root.append(
      svg('line', { class: 'tick', x1: x, x2: x, y1: TRACK_TOP + 9, y2: TRACK_TOP + 16 }),
    );
    if (cm % 50 === 0) {
      const label = svg('text', {
        class: 'svg-label svg-label--muted',
        x,
        y: TRACK_TOP + 34,
        'text-anchor': 'middle',
      });
      label.textContent = `${cm} cm`;
      root.append(label);
    }
  }
  const screwLabel = svg('text', {
    class: 'svg-label svg-label--muted',
    x: at(0.2) + 14,
    y: TRACK_TOP + 60,
  });
  screwLabel.textContent = TEXTS.drawScrew;
  root.append(screwLabel);

  // the pulley, the string and the pan
  const string = svg('path', { class: 'string' });
  const pan = svg('g', {});
  root.append(
    string,
    svg('circle', { class: 'pulley', cx: PULLEY.x, cy: PULLEY.y, r: PULLEY.r }),
    pan,
  );

  // the glider
  const glider = svg('g', {});
  root.append(glider);

  // the photogates: a post with the beam at the flag's height
  const gates = [0, 1].map((index) => {
    const group = svg('g', { class: 'gate-group' });
    // the labels lean away from each other, so that close gates stay readable
    const label = svg('text', {
      class: 'svg-label',
      x: index === 0 ? 6 : -6,
      y: 24,
      'text-anchor': index === 0 ? 'end' : 'start',
    });
    label.textContent = index === 0 ? TEXTS.drawGate1 : TEXTS.drawGate2;
    group.append(
      svg('rect', { class: 'gate', x: -5, y: 32, width: 10, height: TRACK_TOP - 32 }),
      svg('circle', { class: 'gate-beam', cx: 0, cy: 58, r: 3 }),
      label,
    );
    root.append(group);
    return group;
  });

  function draw(view: TrackView): void {
    const front = at(view.position);
    const fall = (view.position - START_M) * PER_M * FALL_SCALE;

    // glider body from 8 cm behind the flag to 4 cm ahead of it; weights on top
    glider.replaceChildren(
      svg('rect', {
        class: 'glider',
        x: front - 0.08 * PER_M,
        y: TRACK_TOP - 22,
        width: 0.12 * PER_M,
        height: 22,
        rx: 4,
      }),
      svg('rect', {
        class: 'flag',
        x: front - 0.01 * PER_M,
        y: 46,
        width: 0.01 * PER_M,
        height: 42,
      }),
    );
    for (let i = 0; i < view.slotted; i += 1) {
      glider.append(
        svg('rect', {
          class: 'slotted',
          x: front - 0.075 * PER_M + i * 9,
          y: TRACK_TOP - 38,
          width: 7,
          height: 16,
        }),
      );
    }
    for (let j = 0; j < SMALL_WEIGHTS - view.onPan; j += 1) {
      glider.append(
        svg('rect', {
          class: 'small-weight',
          x: front + 3 + (j % 3) * 6,
          y: TRACK_TOP - 29 - Math.floor(j / 3) * 7,
          width: 5,
          height: 6,
        }),
      );
    }

    // the string: glider → top of the pulley → down to the pan (or lying slack when unhooked)
    const attach = front + 0.04 * PER_M;
    const top = PULLEY.y - PULLEY.r;
    const side = PULLEY.x + PULLEY.r;
    const panY = PAN_TOP + (view.hooked ? fall : 0);
    string.setAttribute(
      'd',
      view.hooked
        ? `M ${attach} ${top} L ${PULLEY.x} ${top} M ${side} ${PULLEY.y} L ${side} ${panY}`
        : `M ${side} ${PULLEY.y} L ${side} ${panY}`,
    );
    string.classList.toggle('string--off', !view.hooked);
    pan.replaceChildren(svg('rect', { class: 'pan', x: side - 12, y: panY, width: 24, height: 4 }));
    for (let k = 0; k < view.onPan; k += 1) {
      pan.append(
        svg('rect', {
          class: 'small-weight',
          x: side - 8,
          y: panY - 6 * (k + 1),
          width: 16,
          height: 6,
        }),
      );
    }

    [GATE1_M, GATE1_M + view.spacingM].forEach((position, index) => {
      const group = gates[index] as SVGElement;
      group.setAttribute('transform', `translate(${at(position)} 0)`);
      group.classList.toggle('gate--blocked', view.blocked[index] === true);
    });
  }

  return { element: root, draw };
}
