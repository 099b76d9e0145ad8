// 牛顿第二定律 (src/experiments/newton-second-law): the simulated air track, the scoring, and the
// real page (dist/experiments, served by the test server under /PC/) driven in a frame like a
// student — levelled, two series measured and worked out by hand, handed in — down to the
// result message it posts.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import {
  EXPERIMENT_RESULT_TYPE,
  readExperimentResult,
  type ExperimentResultMessage,
} from '../../../src/core/experiments/result-message';
import {
  BUFFER_M,
  FLAG_WIDTH_M,
  FRICTION,
  GATE1_M,
  GLIDER_NOMINAL_KG,
  PUSH_SPEED,
  SCREW_MM,
  START_M,
  STANDARD_G,
  accelerationFromTimes,
  acceleration,
  benchFor,
  hangingKg,
  motion,
  netSlope,
  positionAt,
  seededRandom,
  timerReading,
  totalKg,
  type Setup,
} from '../../../src/experiments/newton-second-law/newton-physics';
import {
  scoreNewton,
  slopeThroughOrigin,
  type NewtonConclusion,
  type NewtonRun,
  type Series,
} from '../../../src/experiments/newton-second-law/newton-scoring';

const GLIDER = 0.3;

/** The a of F = (M + m)a, levelled: what every run should give. */
const ideal = (onPan: number, slotted: number, gliderKg = GLIDER) =>
  (hangingKg({ onPan }) * STANDARD_G) / totalKg({ gliderKg, slotted, onPan });

/**
 * A run whose photogate readings give exactly `accel` (released from rest at START_M), so that
 * the a typed is consistent with its own readings and the slope error is whatever is chosen.
 */
function consistentRun(
  series: Series,
  slotted: number,
  onPan: number,
  accel: number,
  options: { spacingM?: number; netSlope?: number } = {},
): NewtonRun {
  const spacingM = options.spacingM ?? 0.6;
  const ms = (distance: number) => (FLAG_WIDTH_M / Math.sqrt(2 * accel * distance)) * 1000;
  return {
    series,
    slotted,
    onPan,
    spacingM,
    dt1Ms: ms(GATE1_M - START_M),
    dt2Ms: ms(GATE1_M + spacingM - START_M),
    accel,
    netSlope: options.netSlope ?? 0,
  };
}

const careful: NewtonConclusion = {
  totalKg: null,
  forceRelation: 'direct',
  massRelation: 'inverse',
};

describe('牛顿第二定律: the air track', () => {
  const level: Setup = { gliderKg: GLIDER, slotted: 0, onPan: 3, spacingM: 0.5, netSlope: 0 };

  it('accelerates the whole system by F = mg: a = mg / (M + m) once levelled', () => {
    // pan 5 g + 3 × 5 g = 20 g hanging; on the glider 3 × 5 g; total 0.3 + 0.015 + 0.02 kg
    expect(hangingKg(level)).to.be.closeTo(0.02, 1e-12);
    expect(totalKg(level)).to.be.closeTo(0.335, 1e-12);
    expect(acceleration(level, 'pull')).to.be.closeTo((0.02 * 9.8) / 0.335, 1e-12);
    // moving a small weight from the glider to the pan changes F, not M + m
    for (let onPan = 0; onPan <= 6; onPan += 1) {
      expect(totalKg({ ...level, onPan })).to.be.closeTo(0.335, 1e-12);
    }
    // 50 g slotted weights change only the mass
    expect(totalKg({ ...level, slotted: 2 })).to.be.closeTo(0.435, 1e-12);
  });

  it('a tilted track adds (or takes) M_track·g·(sin θ − μ); the screw levels it against friction', () => {
    const tilted = { ...level, netSlope: 0.001 };
    const track = GLIDER + 0.015;
    expect(acceleration(tilted, 'pull') - acceleration(level, 'pull')).to.be.closeTo(
      (track * 9.8 * 0.001) / 0.335,
      1e-12,
    );
    expect(acceleration(tilted, 'push')).to.be.closeTo(0.0098, 1e-12);
    // the start end 1.2 mm low: raising it by 1.6 mm leaves 0.4 mrad, which cancels μ = 0.0004
    expect(netSlope(-1.2, 1.6)).to.be.closeTo(0, 1e-12);
    expect(netSlope(-1.2, 0)).to.be.closeTo(-0.0012 - FRICTION, 1e-12);
  });

  it('times the flag exactly: Δt from the kinematics, and (v₂² − v₁²)/(2s) gives a back', () => {
    const run = motion(level, 'pull');
    const a = acceleration(level, 'pull');
    const reach = (x: number) => Math.sqrt((2 * (x - START_M)) / a);
    expect(run.gate1?.fromS).to.be.closeTo(reach(GATE1_M), 1e-12);
    expect(run.gate1?.blockedS).to.be.closeTo(reach(GATE1_M + 0.01) - reach(GATE1_M), 1e-12);
    expect(run.gate2?.blockedS).to.be.closeTo(reach(0.91) - reach(0.9), 1e-12);
    // d/Δt is the mean speed over the flag, not the speed at the gate: a tiny, real bias
    const fromTimes = accelerationFromTimes(
      (run.gate1?.blockedS ?? 0) * 1000,
      (run.gate2?.blockedS ?? 0) * 1000,
      0.5,
    );
    expect(fromTimes / a - 1).to.be.within(0, 0.001);
    expect(positionAt(run, 0)).to.equal(START_M);
    expect(positionAt(run, run.endS + 5)).to.be.closeTo(BUFFER_M, 1e-12);
  });

  it('a pushed glider keeps its speed on a levelled track and slows down on an uphill one', () => {
    const flat = motion(level, 'push');
    expect(flat.gate1?.blockedS).to.be.closeTo(FLAG_WIDTH_M / PUSH_SPEED, 1e-12);
    expect(flat.gate2?.blockedS).to.be.closeTo(FLAG_WIDTH_M / PUSH_SPEED, 1e-12);
    const uphill = motion({ ...level, netSlope: -0.002 }, 'push');
    expect(uphill.gate2?.blockedS).to.be.greaterThan(uphill.gate1?.blockedS ?? Infinity);
    const a = accelerationFromTimes(
      (uphill.gate1?.blockedS ?? 0) * 1000,
      (uphill.gate2?.blockedS ?? 0) * 1000,
      0.5,
    );
    expect(a).to.be.closeTo(-0.0196, 0.0001);
    // steep enough, it stops before gate 2 and stays short of it
    const steep = motion({ ...level, netSlope: -0.02 }, 'push');
    expect(steep.gate1).to.not.equal(null);
    expect(steep.gate2).to.equal(null);
    expect(positionAt(steep, 100)).to.be.below(GATE1_M + 0.5);
  });

  it('the timer shows 0.01 ms with an error of at most ±0.05 ms', () => {
    const random = seededRandom('timer');
    for (let i = 0; i < 200; i += 1) {
      const reading = timerReading(0.0254321, random);
      expect(Math.abs(reading * 100 - Math.round(reading * 100))).to.be.below(1e-9);
      expect(Math.abs(reading - 25.4321)).to.be.at.most(0.0551);
    }
    const again = seededRandom('timer');
    const first = seededRandom('timer');
    expect(timerReading(0.02, again)).to.equal(timerReading(0.02, first));
  });

  it('gives every session its own glider (4–8 % off the 300 g label) and tilt, the same each time', () => {
    expect(benchFor('session-1')).to.deep.equal(benchFor('session-1'));
    const benches = ['a', 'b', 'c', 'session-1', 'session-2', 'x'.repeat(64)].map(benchFor);
    expect(new Set(benches.map((bench) => bench.gliderKg)).size).to.be.greaterThan(1);
    for (const bench of benches) {
      const off = Math.abs(bench.gliderKg / GLIDER_NOMINAL_KG - 1);
      expect(off).to.be.within(0.0399, 0.0801);
      expect(Math.abs(bench.baseTiltMm)).to.be.within(1.5, 3);
      // the screw can always level it
      const screw = FRICTION * 1000 - bench.baseTiltMm;
      expect(screw).to.be.within(SCREW_MM.min, SCREW_MM.max);
    }
  });
});

describe('牛顿第二定律 scoring', () => {
  /** 实验一: pan 1–5 weights (F 10–30 g) at no slotted weight; 实验二: pan 3, 0–3 slotted. */
  function carefulRuns(gliderKg: number, scale = 1): NewtonRun[] {
    return [
      ...[1, 2, 3, 4, 5].map((onPan) =>
        consistentRun('force', 0, onPan, ideal(onPan, 0, gliderKg) * scale),
      ),
      ...[0, 1, 2, 3].map((slotted) =>
        consistentRun('mass', slotted, 3, ideal(3, slotted, gliderKg) * scale),
      ),
    ];
  }

  it('fits through the origin, Σxy/Σx²', () => {
    expect(
      slopeThroughOrigin([
        { x: 1, y: 2 },
        { x: 2, y: 4.5 },
      ]),
    ).to.be.closeTo(11 / 5, 1e-12);
    expect(slopeThroughOrigin([])).to.equal(null);
  });

  it('gives full marks for careful work measured on the simulated track (levelled, s = 60 cm, 5 + 4 runs)', () => {
    const bench = benchFor('careful-student');
    const screw = FRICTION * 1000 - bench.baseTiltMm;
    const random = seededRandom('careful-student:timer');
    const measure = (series: Series, slotted: number, onPan: number): NewtonRun => {
      const setup = {
        gliderKg: bench.gliderKg,
        slotted,
        onPan,
        spacingM: 0.6,
        netSlope: netSlope(bench.baseTiltMm, screw),
      };
      const run = motion(setup, 'pull');
      const dt1Ms = timerReading(run.gate1?.blockedS ?? NaN, random);
      const dt2Ms = timerReading(run.gate2?.blockedS ?? NaN, random);
      // the student's own sums, to three figures
      const accel = Number(accelerationFromTimes(dt1Ms, dt2Ms, 0.6).toPrecision(3));
      return {
        series,
        slotted,
        onPan,
        spacingM: 0.6,
        dt1Ms,
        dt2Ms,
        accel,
        netSlope: setup.netSlope,
      };
    };
    const runs = [
      ...[1, 2, 3, 4, 5].map((onPan) => measure('force', 0, onPan)),
      ...[0, 1, 2, 3].map((slotted) => measure('mass', slotted, 3)),
    ];
    const slope = scoreNewton(runs, bench.gliderKg, careful).forceSlope as number;
    const score = scoreNewton(runs, bench.gliderKg, {
      ...careful,
      totalKg: Number((1 / slope).toFixed(3)),
    });
    expect(score.inconsistent).to.deep.equal([]);
    expect(score.forceError).to.be.below(0.02);
    expect(score.massError).to.be.below(0.02);
    expect(1 / (score.forceSlopeTrue as number)).to.be.closeTo(
      totalKg({ gliderKg: bench.gliderKg, slotted: 0, onPan: 0 }),
      1e-9,
    );
    expect(score.massSlopeTrue).to.be.closeTo(0.02 * 9.8, 1e-9);
    expect(score.parts).to.deep.equal({ accuracy: 50, data: 20, conclusion: 15, practice: 15 });
    expect(score.total).to.equal(100);
  });

  it('scores a partial attempt as 64: three narrow force runs 6.7 % high, unlevelled, one short spacing', () => {
    // accuracy: 实验一 25 × (15 − 6.7)/13 = 15.96 → 16; 实验二 3 % low: 25 × 12/13 = 23.08 → 23
    // data: 实验一 3 runs (2), F 10–20 g is not ×3 (0); 实验二 4 runs (5), 335–485 g ≥ ×1.4 (5)
    // conclusion: a ∝ F (5), "none" for the mass (0), total mass 4 % off their own slope (3)
    // practice: 0.3 mrad is within 0.5 (5), s = 40 cm in one run (0)
    const runs = [
      ...[1, 2, 3].map((onPan) =>
        consistentRun('force', 0, onPan, ideal(onPan, 0) * 1.067, { netSlope: 0.0003 }),
      ),
      ...[0, 1, 2, 3].map((slotted) =>
        consistentRun('mass', slotted, 3, ideal(3, slotted) * 0.97, {
          netSlope: -0.0003,
          spacingM: slotted === 2 ? 0.4 : 0.6,
        }),
      ),
    ];
    const own = scoreNewton(runs, GLIDER, careful);
    expect(own.forceError).to.be.closeTo(0.067, 1e-9);
    expect(own.massError).to.be.closeTo(0.03, 1e-9);
    const score = scoreNewton(runs, GLIDER, {
      totalKg: (1 / (own.forceSlope as number)) * 1.04,
      forceRelation: 'direct',
      massRelation: 'none',
    });
    expect(score.parts).to.deep.equal({ accuracy: 39, data: 12, conclusion: 8, practice: 5 });
    expect(score.total).to.equal(64);
  });

  it('scores what was measured: the true total mass typed over poor data earns no accuracy', () => {
    const poor = carefulRuns(GLIDER, 1.2);
    const score = scoreNewton(poor, GLIDER, { ...careful, totalKg: 0.335 });
    expect(score.forceError).to.be.closeTo(0.2, 1e-9);
    expect(score.parts.accuracy).to.equal(0);
    // 0.335 kg is right, but not what their slope (1.2 / 0.335 kg⁻¹) says
    expect(score.parts.conclusion).to.equal(10);
    // the same data with the mass their slope gives earns the 5
    const honest = scoreNewton(poor, GLIDER, { ...careful, totalKg: 0.335 / 1.2 });
    expect(honest.parts.conclusion).to.equal(15);
    expect(honest.parts.accuracy).to.equal(0);
  });

  it('leaves out accelerations that do not follow from the run’s own photogate readings', () => {
    // a student who types mg/(M + m) from the 300 g label instead of measuring: this glider is
    // 6 % heavier, so the a typed is 5.4 % off the a of the readings
    const heavier = GLIDER * 1.06;
    const runs = carefulRuns(heavier).map((run) => ({
      ...run,
      accel: ideal(run.onPan, run.slotted, GLIDER),
    }));
    const score = scoreNewton(runs, heavier, { ...careful, totalKg: 0.335 });
    expect(score.inconsistent).to.deep.equal([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(score.parts).to.deep.equal({ accuracy: 0, data: 0, conclusion: 0, practice: 15 });
    // 2.9 % off its readings still counts, 3.1 % does not
    const edge = carefulRuns(GLIDER);
    const within = edge.map((run) => ({ ...run, accel: run.accel * 1.029 }));
    const beyond = edge.map((run, i) => (i === 0 ? { ...run, accel: run.accel * 1.031 } : run));
    expect(scoreNewton(within, GLIDER, careful).inconsistent).to.deep.equal([]);
    expect(scoreNewton(beyond, GLIDER, careful).inconsistent).to.deep.equal([1]);
    expect(scoreNewton([], GLIDER, { ...careful, totalKg: 0.335 }).total).to.equal(0);
  });

  it('keeps its boundaries: 2 % and 15 %, 3 and 4 runs, F ×3, 0.2 and 0.5 mrad, 50 cm', () => {
    const accuracy = (scale: number) =>
      scoreNewton(carefulRuns(GLIDER, scale), GLIDER, careful).parts.accuracy;
    expect(accuracy(1.02)).to.equal(50);
    expect(accuracy(0.98)).to.equal(50);
    expect(accuracy(1.03)).to.equal(46);
    expect(accuracy(1.15)).to.equal(0);
    expect(accuracy(1.149)).to.equal(0);
    expect(accuracy(1.14)).to.equal(4);

    // exactly ×3 (10 g → 30 g) is a wide range; 3 runs give 2 for the count
    const force = (pans: number[]) =>
      scoreNewton(
        pans.map((onPan) => consistentRun('force', 0, onPan, ideal(onPan, 0))),
        GLIDER,
        careful,
      ).parts.data;
    expect(force([1, 3, 5])).to.equal(7);
    expect(force([1, 2, 3, 5])).to.equal(10);
    expect(force([2, 3, 4, 5])).to.equal(5);
    expect(force([1, 5])).to.equal(0);

    const practice = (slope: number, spacingM: number) =>
      scoreNewton(
        [consistentRun('force', 0, 3, ideal(3, 0), { netSlope: slope, spacingM })],
        GLIDER,
        careful,
      ).parts.practice;
    expect(practice(0.0002, 0.5)).to.equal(15);
    expect(practice(-0.00021, 0.5)).to.equal(10);
    expect(practice(0.0005, 0.9)).to.equal(10);
    expect(practice(-0.00051, 0.49)).to.equal(0);
  });
});

// ------------------------------------------------------------------ the page, as a student

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const PAGE = '/PC/experiments/newton-second-law.html';

function query<E extends Element = HTMLElement>(doc: Document, selector: string): E {
  const found = doc.querySelector<E>(selector);
  if (!found) throw new Error(`${selector} missing in the experiment page`);
  return found;
}

/** Sets an input or select the way a user does: the value, then an input event. */
function setField(doc: Document, selector: string, value: string): void {
  const control = query<HTMLInputElement | HTMLSelectElement>(doc, selector);
  control.value = value;
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

function press(doc: Document, selector: string): void {
  query<HTMLButtonElement>(doc, selector).click();
}

/** The page in a visible frame, loaded as the portal would launch it. */
async function openPage(search: string): Promise<{ frame: HTMLIFrameElement; doc: Document }> {
  const frame = document.createElement('iframe');
  frame.title = '牛顿第二定律';
  frame.style.cssText = 'position:fixed;inset:0;width:1280px;height:900px;border:0;z-index:10';
  frame.src = `${PAGE}${search}`;
  document.body.append(frame);
  await waitUntil(
    () => frame.contentDocument?.querySelector('#release') && frame.contentDocument.title,
    `${PAGE} loaded (build it into dist/experiments first: esbuild or rollup)`,
    { timeout: 15000 },
  );
  return { frame, doc: frame.contentDocument as Document };
}

/** Releases or pushes the glider and reads both photogate timers, as shown (ms). */
async function timedRun(doc: Document, button: '#release' | '#push'): Promise<[number, number]> {
  press(doc, button);
  await waitUntil(() => query(doc, '#gate2').dataset.ms, 'the glider passed photogate 2', {
    timeout: 15000,
  });
  const read = (id: string) => Number.parseFloat(query(doc, id).textContent ?? '');
  return [read('#gate1'), read('#gate2')];
}

const spacingOf = (doc: Document) => Number(query<HTMLInputElement>(doc, '#spacing').value) / 100;

/**
 * Levels the track the way the guide says: push the glider, work out its (de)celeration from the
 * two timers, raise the start end by a/g over the feet's 1 m, round to the screw's 0.05 mm, and
 * check again until Δt₁ and Δt₂ differ by less than 0.5 %.
 */
async function level(doc: Document): Promise<number> {
  let screw = 0;
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const [dt1, dt2] = await timedRun(doc, '#push');
    if (Math.abs(dt1 - dt2) / dt1 < 0.005 && attempt > 0) return screw;
    const a = accelerationFromTimes(dt1, dt2, spacingOf(doc));
    screw = Math.round((screw - (a / STANDARD_G) * 1000) / 0.05) * 0.05;
    setField(doc, '#screw', screw.toFixed(2));
  }
  throw new Error('the track did not level');
}

/** One run: settings, release, the student's own a to three figures, typed and recorded. */
async function measure(doc: Document, series: Series, slotted: number, onPan: number) {
  setField(doc, '#slotted', String(slotted));
  setField(doc, '#on-pan', String(onPan));
  const [dt1, dt2] = await timedRun(doc, '#release');
  const a = accelerationFromTimes(dt1, dt2, spacingOf(doc));
  setField(doc, '#accel', a.toPrecision(3));
  press(doc, series === 'force' ? '#record-force' : '#record-mass');
}

/** The runs as the table shows them, with the track's tilt the student set for each. */
function tableRuns(doc: Document, slope: number): NewtonRun[] {
  return [...doc.querySelectorAll<HTMLTableRowElement>('#runs tr[data-run]')].map((row) => {
    const cells = [...row.cells].map((cell) => cell.textContent ?? '');
    const hanging = Number(cells[2]);
    const load = Number(cells[4]);
    const onPan = (hanging - 5) / 5;
    return {
      series: row.dataset.series as Series,
      onPan,
      slotted: (load - (6 - onPan) * 5) / 50,
      spacingM: Number(cells[5]) / 100,
      dt1Ms: Number(cells[6]),
      dt2Ms: Number(cells[7]),
      accel: Number(cells[8]),
      netSlope: slope,
    };
  });
}

/** Runs axe-core inside the frame (the page's CSP allows same-origin scripts only). */
async function axeViolations(frame: HTMLIFrameElement): Promise<string[]> {
  type Axe = {
    run: (context: Document) => Promise<{ violations: { id: string; nodes: unknown[] }[] }>;
  };
  const win = frame.contentWindow as Window & { axe?: Axe };
  if (!win.axe) {
    const script = win.document.createElement('script');
    script.src = '/node_modules/axe-core/axe.min.js';
    const loaded = new Promise((resolve, reject) => {
      script.onload = resolve;
      script.onerror = reject;
    });
    win.document.head.append(script);
    await loaded;
  }
  const { violations } = await (win.axe as Axe).run(win.document);
  return violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
}

describe('牛顿第二定律 page, driven like a student', function () {
  this.timeout(30000);
  const frames: HTMLIFrameElement[] = [];
  afterEach(() => frames.splice(0).forEach((frame) => frame.remove()));

  it('levels the track, measures both series, works out a and M + m, and posts the score of what was typed', async () => {
    const sessionId = `newton-${Date.now()}`;
    const { frame, doc } = await openPage(
      `?sessionId=${sessionId}&portalOrigin=${encodeURIComponent(location.origin)}`,
    );
    frames.push(frame);
    const messages: MessageEvent[] = [];
    const listener = (event: MessageEvent) => {
      if (event.source === frame.contentWindow) messages.push(event);
    };
    window.addEventListener('message', listener);
    try {
      expect(doc.title).to.equal('牛顿第二定律');
      expect(query(doc, 'label[for=spacing]').textContent).to.equal('光电门间距 s（cm）');
      expect(query(doc, '.mode').textContent).to.include('由门户启动');
      // the page never shows an acceleration before the student types one
      expect(query(doc, '#gate1').textContent).to.equal('—— ms');

      setField(doc, '#speed', '5');
      setField(doc, '#spacing', '60');
      const screw = await level(doc);
      const bench = benchFor(sessionId);
      const slope = netSlope(bench.baseTiltMm, screw);
      expect(Math.abs(slope)).to.be.at.most(0.0002);

      // a run must be released (not pushed) to be recorded, and is recorded once
      press(doc, '#record-force');
      expect(query(doc, '#data-message').textContent).to.include('请先释放滑块');
      // nor before the glider has passed gate 2
      press(doc, '#release');
      setField(doc, '#accel', '0.5');
      press(doc, '#record-force');
      expect(query(doc, '#data-message').textContent).to.include('还没有通过光电门 2');

      for (const onPan of [1, 2, 3, 4, 5]) await measure(doc, 'force', 0, onPan);
      press(doc, '#record-force');
      expect(query(doc, '#data-message').textContent).to.equal(
        '本次测量已经记录，请重新释放滑块。',
      );
      // 实验一 keeps the total mass: a slotted weight on the glider is refused there
      setField(doc, '#slotted', '1');
      await timedRun(doc, '#release');
      setField(doc, '#accel', '0.5');
      press(doc, '#record-force');
      expect(query(doc, '#data-message').textContent).to.include(
        '槽码数应与已记录的实验一数据相同',
      );
      for (const slotted of [0, 1, 2, 3]) await measure(doc, 'mass', slotted, 3);

      const runs = tableRuns(doc, slope);
      expect(runs.map((run) => [run.series, run.onPan, run.slotted])).to.deep.equal([
        ['force', 1, 0],
        ['force', 2, 0],
        ['force', 3, 0],
        ['force', 4, 0],
        ['force', 5, 0],
        ['mass', 3, 0],
        ['mass', 3, 1],
        ['mass', 3, 2],
        ['mass', 3, 3],
      ]);
      expect(await axeViolations(frame)).to.deep.equal([]);

      // a–F through the origin from the typed a: M + m = 1/k
      const forceRuns = runs.filter((run) => run.series === 'force');
      const k = slopeThroughOrigin(
        forceRuns.map((run) => ({ x: hangingKg(run) * STANDARD_G, y: run.accel })),
      ) as number;
      const total = (1 / k).toFixed(3);
      setField(doc, '#force-relation', 'direct');
      setField(doc, '#mass-relation', 'inverse');
      setField(doc, '#total-mass', total);
      press(doc, '#submit');

      await waitUntil(() => messages.length > 0, 'the result was posted', { timeout: 15000 });
      await pause(300);
      expect(messages, 'exactly one message').to.have.length(1);
      const event = messages[0] as MessageEvent;
      expect(event.origin).to.equal(location.origin);
      const message = readExperimentResult(event.data) as ExperimentResultMessage;
      expect(message, 'a well-formed result').to.not.equal(null);
      const expected = scoreNewton(runs, bench.gliderKg, {
        totalKg: Number(total),
        forceRelation: 'direct',
        massRelation: 'inverse',
      });
      expect(message.type).to.equal(EXPERIMENT_RESULT_TYPE);
      expect(message.sessionId).to.equal(sessionId);
      expect(message.score).to.equal(expected.total);
      expect(expected.total, 'careful work scores well').to.be.at.least(95);
      expect(message.durationSeconds).to.be.within(0, 60);
      expect(Number(query(doc, '#result [data-score]').getAttribute('data-score'))).to.equal(
        expected.total,
      );
      const report = message.report ?? '';
      expect(report.split('\n')[0]).to.equal('牛顿第二定律');
      expect(report).to.include(
        `第 1 组（实验一）：m = 10 g，F = 0.098 N，滑块加载 25 g，s = 60 cm，Δt₁ = ${runs[0]?.dt1Ms.toFixed(2)} ms`,
      );
      expect(report).to.include(`由斜率求得 M + m = ${Number(total)} kg`);
      expect(report).to.include(`得分 ${expected.total}（准确度 ${expected.parts.accuracy}`);
      expect(query(doc, '#result').textContent).to.include('成绩已提交给门户');
      // one session, one result
      expect(query<HTMLButtonElement>(doc, '#submit').disabled).to.equal(true);
    } finally {
      window.removeEventListener('message', listener);
    }
  });

  it('in practice mode (no sessionId) scores the attempt and reports nothing', async () => {
    const { frame, doc } = await openPage('');
    frames.push(frame);
    const messages: MessageEvent[] = [];
    const listener = (event: MessageEvent) => {
      if (event.source === frame.contentWindow) messages.push(event);
    };
    window.addEventListener('message', listener);
    try {
      expect(query(doc, '.mode').textContent).to.include('练习模式');
      setField(doc, '#speed', '5');
      press(doc, '#submit');
      expect(doc.querySelector('[role=alert]')?.textContent).to.equal(
        '请至少记录 1 组数据再提交。',
      );
      await measure(doc, 'force', 0, 4);
      setField(doc, '#total-mass', '0.35');
      press(doc, '#submit');
      expect(doc.querySelector('[role=alert]')?.textContent).to.include('请选择两项结论');
      setField(doc, '#force-relation', 'direct');
      setField(doc, '#mass-relation', 'inverse');
      press(doc, '#submit');
      await waitUntil(() => doc.querySelector('#result [data-score]'), 'the page shows its score');
      expect(query(doc, '#result').textContent).to.include('练习模式：成绩未提交。');
      await pause(300);
      expect(messages).to.deep.equal([]);
    } finally {
      window.removeEventListener('message', listener);
    }
  });
});
