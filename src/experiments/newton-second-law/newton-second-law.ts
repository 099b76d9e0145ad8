/**
 * 牛顿第二定律 — a built-in experiment page served at /PC/experiments/newton-second-law.html.
 * The student levels the air track, releases the glider, reads the two photogate timers, works
 * out a = (v₂² − v₁²)/(2s) themselves and records runs of two series (F changed at constant total
 * mass, the mass changed at constant F); the score comes from the a they typed (see scoring).
 */
import { el, fill, fixed, numberField, readNumber } from '../shared/dom';
import { buildPage, dataTable, openPage, renderDataRows, say, showResult } from '../shared/page';
import { trackDrawing } from './newton-drawing';
import {
  GATE1_M,
  SCREW_MM,
  SLOTTED_WEIGHTS,
  SLOTTED_WEIGHT_KG,
  SMALL_WEIGHTS,
  SPACING_CM,
  START_M,
  STANDARD_G,
  benchFor,
  gliderLoadKg,
  hangingKg,
  motion,
  netSlope,
  positionAt,
  seededRandom,
  timerReading,
  type Mode,
  type Motion,
} from './newton-physics';
import {
  runForce,
  scoreNewton,
  type NewtonRun,
  type Relation,
  type Series,
} from './newton-scoring';
import { NEWTON_STYLES } from './newton-styles';
import { StepTracker } from '../kit/steps';
import { submitAttempt } from '../shared/submit-attempt';
import { NEWTON, NEWTON_STEP, NEWTON_STEPS } from './newton-steps';
import { TEXTS } from './texts';

const context = openPage(TEXTS.title, NEWTON_STYLES);

// a session always meets the same glider and track; practice pages get new ones each time
const seed = context.seed;
const bench = benchFor(seed);
const timerNoise = seededRandom(`${seed}:timer`);
const SPEEDS = [1, 2, 5] as const;

// ------------------------------------------------------------------ state
interface Settings {
  slotted: number;
  onPan: number;
  spacingCm: number;
  screwMm: number;
}
const settings: Settings = {
  slotted: 0,
  onPan: 1,
  spacingCm: SPACING_CM.initial,
  screwMm: SCREW_MM.initial,
};
/** The glider's current run: its exact motion, the timer readings, when it started (ms). */
let run: {
  motion: Motion;
  settings: Settings;
  readings: [number | null, number | null];
  /** Simulated seconds at `since` (performance.now()), advanced at the chosen speed. */
  simulated: number;
  since: number;
  recorded: boolean;
} | null = null;
let speed: number = SPEEDS[0];
/** The runs, each with the screw setting it was made with (the server works out the slope). */
const runs: (NewtonRun & { screwMm: number })[] = [];
let submitted = false;
/** When the student does each step (reported with the result). */
const tracker = new StepTracker(NEWTON_STEPS.length, context.clock);

// ------------------------------------------------------------------ controls
function select(id: string, label: string, options: [string, string][], value: string) {
  const control = el(
    'select',
    { id },
    ...options.map(([optionValue, text]) => el('option', { value: optionValue }, text)),
  );
  control.value = value;
  return {
    control,
    field: el('div', { class: 'field' }, el('label', { for: id }, label), control),
  };
}

const counts = (max: number) => Array.from({ length: max + 1 }, (_, n) => n);
const slottedSelect = select(
  'slotted',
  TEXTS.slotted,
  counts(SLOTTED_WEIGHTS).map((n) => [
    String(n),
    fill(TEXTS.slottedOption, { n, g: Math.round(n * SLOTTED_WEIGHT_KG * 1000) }),
  ]),
  String(settings.slotted),
);
const panSelect = select(
  'on-pan',
  TEXTS.onPan,
  counts(SMALL_WEIGHTS).map((n) => [
    String(n),
    fill(TEXTS.onPanOption, { n, g: grams(hangingKg({ onPan: n })) }),
  ]),
  String(settings.onPan),
);
const spacingField = numberField({
  id: 'spacing',
  label: TEXTS.spacing,
  value: SPACING_CM.initial,
  min: SPACING_CM.min,
  max: SPACING_CM.max,
  step: 1,
  hint: TEXTS.spacingHint,
});
const screwField = numberField({
  id: 'screw',
  label: TEXTS.screw,
  value: SCREW_MM.initial,
  min: SCREW_MM.min,
  max: SCREW_MM.max,
  step: SCREW_MM.step,
  hint: TEXTS.screwHint,
});
const speedSelect = select(
  'speed',
  TEXTS.speed,
  SPEEDS.map((n) => [String(n), n === 1 ? TEXTS.speedReal : fill(TEXTS.speedOption, { n })]),
  String(speed),
);

const track = trackDrawing();
const stage = el('div', { class: 'stage', role: 'img' }, track.element);
const massesLine = el('p', { class: 'masses', id: 'masses' });
const releaseButton = el(
  'button',
  { type: 'button', id: 'release', class: 'primary' },
  TEXTS.release,
);
const pushButton = el('button', { type: 'button', id: 'push' }, TEXTS.push);
const timerValues = [1, 2].map((n) =>
  el('span', {
    class: 'timer-value',
    id: `gate${n}`,
    role: 'timer',
    'aria-labelledby': `gate${n}-label`,
  }),
) as [HTMLSpanElement, HTMLSpanElement];
const runState = el('p', { class: 'message run-state', id: 'run-state', role: 'status' });

const accelField = numberField({
  id: 'accel',
  label: TEXTS.accel,
  min: 0.001,
  max: 20,
  step: 0.001,
  hint: TEXTS.accelHint,
});
const recordForceButton = el(
  'button',
  { type: 'button', id: 'record-force', class: 'primary' },
  TEXTS.recordForce,
);
const recordMassButton = el(
  'button',
  { type: 'button', id: 'record-mass', class: 'primary' },
  TEXTS.recordMass,
);
const dataMessage = el('p', { class: 'message', id: 'data-message', role: 'status' });
const tableBody = el('tbody', { id: 'runs' });
const relationOptions: [string, string][] = [
  ['', TEXTS.choose],
  ['direct', TEXTS.relationDirect],
  ['inverse', TEXTS.relationInverse],
  ['none', TEXTS.relationNone],
];
const forceRelationSelect = select('force-relation', TEXTS.forceRelation, relationOptions, '');
const massRelationSelect = select('mass-relation', TEXTS.massRelation, relationOptions, '');
const totalField = numberField({
  id: 'total-mass',
  label: TEXTS.totalMass,
  min: 0.05,
  max: 5,
  step: 0.001,
  hint: TEXTS.totalMassHint,
});
const submitButton = el('button', { type: 'button', id: 'submit', class: 'primary' }, TEXTS.submit);
const submitMessage = el('p', { class: 'message', role: 'alert' });
const result = el('div', { class: 'result', id: 'result', role: 'status' });

const table = dataTable(
  [
    TEXTS.colSeries,
    TEXTS.colHanging,
    TEXTS.colForce,
    TEXTS.colLoad,
    TEXTS.colSpacing,
    TEXTS.colDt1,
    TEXTS.colDt2,
    TEXTS.colAccel,
  ],
  tableBody,
);

buildPage(
  context,
  TEXTS,
  el(
    'section',
    { class: 'panel', 'aria-labelledby': 'apparatus-title' },
    el('h2', { id: 'apparatus-title' }, TEXTS.apparatus),
    stage,
    el('p', { class: 'constants' }, TEXTS.constants),
    massesLine,
    el(
      'div',
      { class: 'fields' },
      slottedSelect.field,
      panSelect.field,
      spacingField.field,
      screwField.field,
      speedSelect.field,
    ),
    el('div', { class: 'buttons' }, releaseButton, pushButton),
    el(
      'div',
      { class: 'timers', role: 'group', 'aria-label': TEXTS.timers },
      ...timerValues.map((value, index) =>
        el(
          'div',
          { class: 'timer' },
          el(
            'span',
            { class: 'timer-label', id: `gate${index + 1}-label` },
            index === 0 ? TEXTS.gate1 : TEXTS.gate2,
          ),
          value,
        ),
      ),
    ),
    runState,
  ),
  el(
    'section',
    { class: 'panel', 'aria-labelledby': 'data-title' },
    el('h2', { id: 'data-title' }, TEXTS.data),
    el('div', { class: 'fields' }, accelField.field),
    el('div', { class: 'buttons' }, recordForceButton, recordMassButton),
    dataMessage,
    // narrow screens scroll the table sideways: a focusable, named region
    el(
      'div',
      { class: 'table-wrap', role: 'region', tabindex: 0, 'aria-label': TEXTS.tableRegion },
      table,
    ),
    el('h3', {}, TEXTS.analysis),
    el('p', { class: 'hint' }, TEXTS.formula),
    el(
      'div',
      { class: 'fields' },
      forceRelationSelect.field,
      massRelationSelect.field,
      totalField.field,
    ),
    el('div', { class: 'buttons' }, submitButton),
    submitMessage,
    result,
  ),
);

// ------------------------------------------------------------------ the apparatus
function grams(kg: number): number {
  return Math.round(kg * 1000);
}

function setupOf(s: Settings) {
  return {
    gliderKg: bench.gliderKg,
    slotted: s.slotted,
    onPan: s.onPan,
    spacingM: s.spacingCm / 100,
    netSlope: netSlope(bench.baseTiltMm, s.screwMm),
  };
}

/** Simulated seconds since release. */
function simulatedNow(now: number): number {
  return run ? run.simulated + ((now - run.since) / 1000) * speed : 0;
}

function passed(gate: Motion['gate1'], t: number): boolean {
  return gate !== null && t >= gate.fromS + gate.blockedS;
}

function showTimers(t: number): void {
  timerValues.forEach((value, index) => {
    const gate = run ? (index === 0 ? run.motion.gate1 : run.motion.gate2) : null;
    const reading = run && passed(gate, t) ? run.readings[index] : null;
    const text =
      reading === null || reading === undefined
        ? TEXTS.noReading
        : fill(TEXTS.milliseconds, { t: fixed(reading, 2) });
    if (value.textContent !== text) value.textContent = text;
    value.dataset.ms = reading === null || reading === undefined ? '' : String(reading);
  });
}

function stageState(t: number): string {
  if (!run) return TEXTS.stateReady;
  if (t < run.motion.endS) return TEXTS.stateMoving;
  return run.motion.gate2 === null ? TEXTS.stateStopped : TEXTS.stateDone;
}

function describe(t: number): void {
  const onGlider = SMALL_WEIGHTS - settings.onPan;
  stage.setAttribute(
    'aria-label',
    fill(TEXTS.stage, {
      slotted: settings.slotted,
      onGlider,
      onPan: settings.onPan,
      gate1: Math.round(GATE1_M * 100),
      gate2: Math.round(GATE1_M * 100 + settings.spacingCm),
      state: stageState(t),
    }),
  );
  const hanging = hangingKg(settings);
  massesLine.textContent = fill(TEXTS.masses, {
    m: grams(hanging),
    f: fixed(hanging * STANDARD_G, 3),
    load: grams(gliderLoadKg(settings)),
  });
}

/** The run state line once the glider has passed gate 2 or stopped. */
function runMessage(t: number): string {
  if (!run) return '';
  if (!passed(run.motion.gate2, t)) {
    return t >= run.motion.endS ? TEXTS.runMissed : TEXTS.runMoving;
  }
  return run.motion.mode === 'pull' ? TEXTS.runPull : TEXTS.runPush;
}

let lastState = '';
let animating = false;

function draw(now: number): void {
  const t = simulatedNow(now);
  const s = run ? run.settings : settings;
  track.draw({
    position: run ? positionAt(run.motion, t) : START_M,
    slotted: s.slotted,
    onPan: s.onPan,
    spacingM: s.spacingCm / 100,
    hooked: run ? run.motion.mode === 'pull' : true,
    blocked: [run?.motion.gate1, run?.motion.gate2].map(
      (gate) => !!gate && t >= gate.fromS && t < gate.fromS + gate.blockedS,
    ) as [boolean, boolean],
  });
  showTimers(t);
  const state = stageState(t);
  if (state !== lastState) {
    lastState = state;
    describe(t);
  }
  const message = runMessage(t);
  if (runState.textContent !== message) say(runState, message, message === TEXTS.runPull);
}

function frame(now: number): void {
  draw(now);
  if (run && simulatedNow(now) < run.motion.endS) requestAnimationFrame(frame);
  else animating = false;
}

function animate(): void {
  if (animating) return;
  animating = true;
  requestAnimationFrame(frame);
}

function start(mode: Mode): void {
  const exact = motion(setupOf(settings), mode);
  const reading = (gate: Motion['gate1']) =>
    gate === null ? null : timerReading(gate.blockedS, timerNoise);
  run = {
    motion: exact,
    settings: { ...settings },
    readings: [reading(exact.gate1), reading(exact.gate2)],
    simulated: 0,
    since: performance.now(),
    recorded: false,
  };
  say(dataMessage, '');
  draw(performance.now());
  animate();
}

releaseButton.addEventListener('click', () => {
  tracker.mark(NEWTON_STEP.release);
  start('pull');
});
pushButton.addEventListener('click', () => {
  tracker.mark(NEWTON_STEP.push);
  start('push');
});

/** A changed apparatus: the glider goes back to the start and the timers are cleared. */
function changed(): void {
  const now = performance.now();
  if (run && simulatedNow(now) < run.motion.endS) say(dataMessage, TEXTS.changedWhileMoving);
  run = null;
  lastState = '';
  draw(now);
}

slottedSelect.control.addEventListener('input', () => {
  tracker.mark(NEWTON_STEP.slotted);
  settings.slotted = Number(slottedSelect.control.value);
  changed();
});
panSelect.control.addEventListener('input', () => {
  tracker.mark(NEWTON_STEP.pan);
  settings.onPan = Number(panSelect.control.value);
  changed();
});
spacingField.input.addEventListener('input', () => {
  tracker.mark(NEWTON_STEP.spacing);
  const value = readNumber(spacingField.input, SPACING_CM.min, SPACING_CM.max);
  if (value === null) return;
  settings.spacingCm = value;
  changed();
});
screwField.input.addEventListener('input', () => {
  tracker.mark(NEWTON_STEP.level);
  const value = readNumber(screwField.input, SCREW_MM.min, SCREW_MM.max);
  if (value === null) return;
  settings.screwMm = value;
  changed();
});
speedSelect.control.addEventListener('input', () => {
  const now = performance.now();
  if (run) {
    run.simulated = simulatedNow(now);
    run.since = now;
  }
  speed = Number(speedSelect.control.value) || 1;
});

// ------------------------------------------------------------------ data
function seriesName(series: Series): string {
  return series === 'force' ? TEXTS.seriesForce : TEXTS.seriesMass;
}

function renderRuns(): void {
  renderDataRows({
    body: tableBody,
    rows: runs,
    emptyText: TEXTS.noRuns,
    columnCount: 10,
    locked: submitted,
    message: dataMessage,
    attributes: (entry, n) => ({ 'data-run': n, 'data-series': entry.series }),
    cells: (entry) => [
      seriesName(entry.series),
      grams(hangingKg(entry)),
      fixed(runForce(entry), 3),
      grams(gliderLoadKg(entry)),
      Math.round(entry.spacingM * 100),
      fixed(entry.dt1Ms, 2),
      fixed(entry.dt2Ms, 2),
      String(entry.accel),
    ],
    removed: renderRuns,
  });
}

function record(series: Series): void {
  const now = performance.now();
  if (!run || run.motion.mode !== 'pull') return say(dataMessage, TEXTS.needRun);
  if (!passed(run.motion.gate2, simulatedNow(now))) return say(dataMessage, TEXTS.notYet);
  if (run.recorded) return say(dataMessage, TEXTS.alreadyRecorded);
  const accel = readNumber(accelField.input, 0.001, 20);
  if (accel === null) return say(dataMessage, TEXTS.badAccel);
  const s = run.settings;
  const same = runs.find((entry) => entry.series === series);
  if (same && series === 'force' && same.slotted !== s.slotted) {
    return say(dataMessage, fill(TEXTS.keepSlotted, { n: same.slotted }));
  }
  if (same && series === 'mass' && same.onPan !== s.onPan) {
    return say(dataMessage, fill(TEXTS.keepPan, { n: same.onPan }));
  }
  const [dt1Ms, dt2Ms] = run.readings;
  if (dt1Ms === null || dt2Ms === null) return say(dataMessage, TEXTS.needRun);
  runs.push({
    series,
    slotted: s.slotted,
    onPan: s.onPan,
    spacingM: s.spacingCm / 100,
    dt1Ms,
    dt2Ms,
    accel,
    netSlope: netSlope(bench.baseTiltMm, s.screwMm),
    screwMm: s.screwMm,
  });
  tracker.mark(series === 'force' ? NEWTON_STEP.recordForce : NEWTON_STEP.recordMass);
  run.recorded = true;
  accelField.input.value = '';
  renderRuns();
  say(dataMessage, fill(TEXTS.recorded, { n: runs.length, series: seriesName(series) }), true);
}

recordForceButton.addEventListener('click', () => record('force'));
recordMassButton.addEventListener('click', () => record('mass'));
forceRelationSelect.control.addEventListener('input', () =>
  tracker.mark(NEWTON_STEP.forceRelation),
);
massRelationSelect.control.addEventListener('input', () => tracker.mark(NEWTON_STEP.massRelation));
totalField.input.addEventListener('input', () => tracker.mark(NEWTON_STEP.totalMass));

// ------------------------------------------------------------------ hand-in
function relationOf(control: HTMLSelectElement): Relation | null {
  const value = control.value;
  return value === 'direct' || value === 'inverse' || value === 'none' ? value : null;
}

function relationText(relation: Relation | null): string {
  if (relation === 'direct') return TEXTS.relationDirect;
  if (relation === 'inverse') return TEXTS.relationInverse;
  if (relation === 'none') return TEXTS.relationNone;
  return TEXTS.notGiven;
}

const percent = (error: number | null) => (error === null ? '–' : fixed(error * 100, 2));

function fitLines(score: ReturnType<typeof scoreNewton>): string[] {
  const lines: string[] = [];
  if (score.forceSlope === null || score.forceSlopeTrue === null) {
    lines.push(fill(TEXTS.errorNone, { series: TEXTS.seriesForce }));
  } else {
    lines.push(
      fill(TEXTS.errorForce, {
        k: fixed(score.forceSlope, 3),
        mass: fixed(1 / score.forceSlope, 4),
        trueMass: fixed(1 / score.forceSlopeTrue, 4),
        error: percent(score.forceError),
      }),
    );
  }
  if (score.massSlope === null || score.massSlopeTrue === null) {
    lines.push(fill(TEXTS.errorNone, { series: TEXTS.seriesMass }));
  } else {
    lines.push(
      fill(TEXTS.errorMass, {
        f: fixed(score.massSlope, 4),
        trueF: fixed(score.massSlopeTrue, 4),
        error: percent(score.massError),
      }),
    );
  }
  if (score.inconsistent.length > 0) {
    lines.push(fill(TEXTS.errorInconsistent, { runs: score.inconsistent.join('、') }));
  }
  lines.push(fill(TEXTS.errorGlider, { g: fixed(bench.gliderKg * 1000, 1) }));
  return lines;
}

function report(
  score: ReturnType<typeof scoreNewton>,
  conclusion: { total: number; force: Relation | null; mass: Relation | null },
): string {
  return [
    TEXTS.title,
    fill(TEXTS.reportBench, { glider: fixed(bench.gliderKg * 1000, 1) }),
    ...runs.map((entry, index) =>
      fill(TEXTS.reportRun, {
        n: index + 1,
        series: seriesName(entry.series),
        m: grams(hangingKg(entry)),
        f: fixed(runForce(entry), 3),
        load: grams(gliderLoadKg(entry)),
        s: Math.round(entry.spacingM * 100),
        dt1: fixed(entry.dt1Ms, 2),
        dt2: fixed(entry.dt2Ms, 2),
        a: entry.accel,
      }),
    ),
    ...fitLines(score),
    fill(TEXTS.reportConclusion, {
      force: relationText(conclusion.force),
      mass: relationText(conclusion.mass),
      total: conclusion.total,
    }),
    fill(TEXTS.reportScore, { score: score.total, ...score.parts }),
  ].join('\n');
}

submitButton.addEventListener('click', () => {
  if (runs.length === 0) return say(submitMessage, TEXTS.needRuns);
  const total = readNumber(totalField.input, 0.05, 5);
  const force = relationOf(forceRelationSelect.control);
  const mass = relationOf(massRelationSelect.control);
  if (total === null || force === null || mass === null) {
    return say(submitMessage, TEXTS.needConclusion);
  }
  say(submitMessage, '');
  const score = scoreNewton(runs, bench.gliderKg, {
    totalKg: total,
    forceRelation: force,
    massRelation: mass,
  });
  // the raw readings go to the portal: its server scores them with the same modules
  const readings = {
    runs: runs.map(({ netSlope: _slope, ...reading }) => reading),
    totalKg: total,
    forceRelation: force,
    massRelation: mass,
  };
  const { steps, sent } = submitAttempt(context, NEWTON, {
    readings,
    report: report(score, { total, force, mass }),
    tracker,
    submitStep: NEWTON_STEP.submit,
  });
  showResult(result, {
    steps,
    total: score.total,
    parts: [
      fill(TEXTS.partAccuracy, { n: score.parts.accuracy }),
      fill(TEXTS.partData, { n: score.parts.data }),
      fill(TEXTS.partConclusion, { n: score.parts.conclusion }),
      fill(TEXTS.partPractice, { n: score.parts.practice }),
    ],
    errorLine: fitLines(score).join(''),
    sent: sent !== null,
  });
  if (sent) {
    // one session, one result: the form stays as handed in
    submitted = true;
    for (const control of [
      submitButton,
      recordForceButton,
      recordMassButton,
      accelField.input,
      totalField.input,
      forceRelationSelect.control,
      massRelationSelect.control,
    ]) {
      control.disabled = true;
    }
    renderRuns();
  }
});

renderRuns();
describe(0);
draw(performance.now());
