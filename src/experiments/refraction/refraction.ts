/**
 * 光的折射与全反射 — a built-in experiment page served at /PC/experiments/refraction.html.
 * Part 1: a laser from the air onto the centre of a semicircular glass block's flat face; the
 * student sets i, reads r off the disc's scale and records trials. Part 2: from the glass into
 * the air, the student raises i until the refracted ray vanishes and records that angle as C.
 * They hand in their n; the score comes from what they read and found (see scoring).
 */
import { el, fill, fixed, numberField, readNumber } from '../shared/dom';
import { buildPage, dataTable, openPage, renderDataRows, say, showResult } from '../shared/page';
import { buildDisc } from './refraction-drawing';
import {
  AIR,
  INCIDENCE_DEG,
  reflectance,
  refractionAngle,
  sessionGlassIndex,
} from './refraction-physics';
import { MIN_TRIALS, scoreRefraction, type RefractionTrial } from './refraction-scoring';
import { REFRACTION_STYLES } from './refraction-styles';
import { StepTracker } from '../kit/steps';
import { submitAttempt } from '../shared/submit-attempt';
import { N_RANGE, REFRACTION, REFRACTION_STEP, REFRACTION_STEPS } from './refraction-steps';
import { TEXTS } from './texts';

const CURSOR_DEG = { min: 0, max: 90, step: 0.5, initial: 0 } as const;
/** The cursor counts as on the ray within half a step. */
const ALIGNED_DEG = CURSOR_DEG.step / 2;
/** Below this share of the light the refracted ray is described as faint. */
const FAINT = 0.25;

const context = openPage(TEXTS.title, REFRACTION_STYLES);

// a session always meets the same glass; practice pages get a new one each time
const glassIndex = sessionGlassIndex(context.seed);

// ------------------------------------------------------------------ state
const trials: RefractionTrial[] = [];
let criticalDeg: number | null = null;
let incidenceDeg: number = INCIDENCE_DEG.initial;
let submitted = false;
/** When the student does each step (reported with the result). */
const tracker = new StepTracker(REFRACTION_STEPS.length, context.clock);

// ------------------------------------------------------------------ apparatus
const partInputs = ([1, 2] as const).map((part) =>
  el('input', {
    type: 'radio',
    name: 'part',
    id: `part-${part}`,
    value: part,
    checked: part === 1,
  }),
);
const partChoice = el(
  'fieldset',
  { class: 'parts' },
  el('legend', {}, TEXTS.part),
  ...partInputs.map((input, index) =>
    el('label', { for: input.id }, input, index === 0 ? TEXTS.part1 : TEXTS.part2),
  ),
);

const disc = buildDisc({ air: TEXTS.air, glass: TEXTS.glass });
const legend = el(
  'ul',
  { class: 'legend', 'aria-hidden': 'true' },
  el('li', {}, TEXTS.legendLight),
  el('li', { class: 'legend-normal' }, TEXTS.legendNormal),
  el('li', { class: 'legend-cursor' }, TEXTS.legendCursor),
  el('li', { class: 'legend-glass' }, TEXTS.legendGlass),
);

const incidenceField = numberField({
  id: 'incidence',
  label: TEXTS.incidence,
  value: INCIDENCE_DEG.initial,
  min: INCIDENCE_DEG.min,
  max: INCIDENCE_DEG.max,
  step: INCIDENCE_DEG.step,
  hint: TEXTS.incidenceHint,
});
const incidenceSlider = el('input', {
  id: 'incidence-slider',
  class: 'slider',
  type: 'range',
  min: INCIDENCE_DEG.min,
  max: INCIDENCE_DEG.max,
  step: INCIDENCE_DEG.step,
  value: INCIDENCE_DEG.initial,
  'aria-label': TEXTS.incidenceSlider,
  'aria-describedby': 'incidence-hint',
});
// the slider and the number are one control: the slider under the number, the hint beneath both
incidenceField.field.classList.add('field--wide');
incidenceField.input.after(incidenceSlider);
const cursorInput = el('input', {
  id: 'cursor',
  class: 'slider',
  type: 'range',
  min: CURSOR_DEG.min,
  max: CURSOR_DEG.max,
  step: CURSOR_DEG.step,
  value: CURSOR_DEG.initial,
  'aria-describedby': 'cursor-hint',
});
const cursorValue = el('output', { id: 'cursor-value', for: 'cursor', class: 'cursor-value' });
const cursorState = el('p', { class: 'message message--ok', id: 'cursor-state', role: 'status' });

// ------------------------------------------------------------------ data and submission
const refractionField = numberField({
  id: 'refraction',
  label: TEXTS.refraction,
  min: 0,
  max: 90,
  step: 0.1,
  hint: TEXTS.refractionHint,
});
const recordButton = el('button', { type: 'button', id: 'record', class: 'primary' }, TEXTS.record);
const dataMessage = el('p', { class: 'message', id: 'data-message', role: 'status' });
const tableBody = el('tbody', { id: 'trials' });
const criticalButton = el(
  'button',
  { type: 'button', id: 'record-critical', class: 'primary' },
  TEXTS.recordCritical,
);
const criticalLine = el('p', { class: 'critical', id: 'critical' });
const criticalMessage = el('p', { class: 'message', id: 'critical-message', role: 'status' });
const nField = numberField({
  id: 'n-value',
  label: TEXTS.nValue,
  min: N_RANGE.min,
  max: N_RANGE.max,
  step: 0.001,
  hint: TEXTS.nHint,
});
const submitButton = el('button', { type: 'button', id: 'submit', class: 'primary' }, TEXTS.submit);
const submitMessage = el('p', { class: 'message', role: 'alert' });
const result = el('div', { class: 'result', id: 'result', role: 'status' });

buildPage(
  context,
  TEXTS,
  el(
    'section',
    { class: 'panel', 'aria-labelledby': 'apparatus-title' },
    el('h2', { id: 'apparatus-title' }, TEXTS.apparatus),
    partChoice,
    el('div', { class: 'disc-stage' }, disc.root, legend),
    el('div', { class: 'fields' }, incidenceField.field),
    el(
      'div',
      { class: 'fields' },
      el(
        'div',
        { class: 'field field--wide' },
        el('label', { for: 'cursor' }, TEXTS.cursor),
        cursorInput,
        cursorValue,
        el('small', { id: 'cursor-hint', class: 'hint' }, TEXTS.cursorHint),
      ),
    ),
    cursorState,
  ),
  el(
    'section',
    { class: 'panel', 'aria-labelledby': 'data-title' },
    el('h2', { id: 'data-title' }, TEXTS.data),
    el('h3', {}, TEXTS.part1Title),
    el('div', { class: 'fields' }, refractionField.field),
    el('div', { class: 'buttons' }, recordButton),
    dataMessage,
    dataTable([TEXTS.colIncidence, TEXTS.colRefraction, TEXTS.colSinI, TEXTS.colSinR], tableBody),
    el('h3', {}, TEXTS.part2Title),
    el('p', { class: 'hint' }, TEXTS.part2Hint),
    el('div', { class: 'buttons' }, criticalButton),
    criticalLine,
    criticalMessage,
    el('h3', {}, TEXTS.calculate),
    el('p', { class: 'hint' }, TEXTS.formula),
    el('div', { class: 'fields' }, nField.field),
    el('div', { class: 'buttons' }, submitButton),
    submitMessage,
    result,
  ),
);

// ------------------------------------------------------------------ behaviour
const sinDeg = (deg: number) => Math.sin((deg * Math.PI) / 180);

function part(): 1 | 2 {
  return partInputs[1]?.checked ? 2 : 1;
}

function cursorDeg(): number {
  return Number(cursorInput.value) || 0;
}

/** Redraws the disc and says what it shows (never the refraction angle itself). */
function update(): void {
  const current = part();
  const [from, into] = current === 1 ? [AIR, glassIndex] : [glassIndex, AIR];
  const refractionDeg = refractionAngle(incidenceDeg, from, into);
  const reflected = reflectance(incidenceDeg, from, into);
  const cursor = cursorDeg();
  disc.update({
    part: current,
    incidenceDeg,
    refractionDeg,
    reflectance: reflected,
    cursorDeg: cursor,
  });

  const rays =
    refractionDeg === null
      ? TEXTS.raysNone
      : 1 - reflected < FAINT
        ? TEXTS.raysFaint
        : TEXTS.raysAll;
  disc.root.setAttribute(
    'aria-label',
    fill(TEXTS.disc, {
      setup: current === 1 ? TEXTS.setup1 : TEXTS.setup2,
      i: fixed(incidenceDeg, 1),
      rays,
    }),
  );
  cursorValue.textContent = fill(TEXTS.cursorValue, { c: fixed(cursor, 1) });
  let state: string = TEXTS.cursorNoRay;
  if (refractionDeg !== null) {
    if (Math.abs(refractionDeg - cursor) <= ALIGNED_DEG) state = TEXTS.cursorAligned;
    else state = refractionDeg > cursor ? TEXTS.cursorRayLarger : TEXTS.cursorRaySmaller;
  }
  const stateText = fill(TEXTS.cursorState, { c: fixed(cursor, 1), state });
  // a live region: speak only when something changed
  if (cursorState.textContent !== stateText) cursorState.textContent = stateText;
}

function setIncidence(value: number, source: HTMLInputElement): void {
  incidenceDeg = Math.round(value * 10) / 10;
  if (source !== incidenceSlider) incidenceSlider.value = String(incidenceDeg);
  if (source !== incidenceField.input) incidenceField.input.value = String(incidenceDeg);
  update();
}

for (const input of [incidenceSlider, incidenceField.input]) {
  input.addEventListener('input', () => {
    const value = readNumber(input, INCIDENCE_DEG.min, INCIDENCE_DEG.max);
    if (value !== null) setIncidence(value, input);
  });
}
incidenceField.input.addEventListener('change', () => {
  // leaving the field with something out of range: show the angle the laser is really at
  incidenceField.input.value = String(incidenceDeg);
});
cursorInput.addEventListener('input', update);
for (const input of partInputs) input.addEventListener('change', update);

// the steps: what the student adjusts means a different step in each part
for (const input of [incidenceSlider, incidenceField.input]) {
  input.addEventListener('input', () =>
    tracker.mark(part() === 1 ? REFRACTION_STEP.incidence : REFRACTION_STEP.increase),
  );
}
cursorInput.addEventListener('input', () =>
  tracker.mark(part() === 1 ? REFRACTION_STEP.cursor : REFRACTION_STEP.increase),
);
for (const input of partInputs) {
  input.addEventListener('change', () =>
    tracker.mark(part() === 1 ? REFRACTION_STEP.part1 : REFRACTION_STEP.part2),
  );
}
nField.input.addEventListener('input', () => tracker.mark(REFRACTION_STEP.calculate));

function renderTrials(): void {
  renderDataRows({
    body: tableBody,
    rows: trials,
    emptyText: TEXTS.noTrials,
    columnCount: 6,
    locked: submitted,
    message: dataMessage,
    attributes: (_, n) => ({ 'data-trial': n }),
    cells: (trial) => [
      fixed(trial.incidenceDeg, 1),
      fixed(trial.refractionDeg, 1),
      fixed(sinDeg(trial.incidenceDeg), 4),
      fixed(sinDeg(trial.refractionDeg), 4),
    ],
    removed: renderTrials,
  });
}

function renderCritical(): void {
  criticalLine.textContent =
    criticalDeg === null
      ? TEXTS.criticalNone
      : fill(TEXTS.criticalValue, { c: fixed(criticalDeg, 1) });
  criticalLine.dataset.critical = criticalDeg === null ? '' : String(criticalDeg);
}

recordButton.addEventListener('click', () => {
  if (part() !== 1) return say(dataMessage, TEXTS.needPart1);
  if (incidenceDeg <= 0) return say(dataMessage, TEXTS.needIncidence);
  const refractionDeg = readNumber(refractionField.input, 0, 90);
  if (refractionDeg === null || refractionDeg <= 0) return say(dataMessage, TEXTS.badRefraction);
  trials.push({ incidenceDeg, refractionDeg });
  tracker.mark(trials.length === 1 ? REFRACTION_STEP.record : REFRACTION_STEP.repeat);
  refractionField.input.value = '';
  renderTrials();
  say(
    dataMessage,
    fill(TEXTS.recorded, {
      n: trials.length,
      i: fixed(incidenceDeg, 1),
      r: fixed(refractionDeg, 1),
    }),
    true,
  );
});

criticalButton.addEventListener('click', () => {
  if (part() !== 2) return say(criticalMessage, TEXTS.needPart2);
  criticalDeg = incidenceDeg;
  tracker.mark(REFRACTION_STEP.critical);
  renderCritical();
  say(criticalMessage, fill(TEXTS.criticalRecorded, { c: fixed(criticalDeg, 1) }), true);
});

function report(n: number, score: ReturnType<typeof scoreRefraction>): string {
  return [
    TEXTS.title,
    fill(TEXTS.reportGlass, {
      true: fixed(glassIndex, 3),
      expected: fixed(score.expectedCritical, 1),
    }),
    ...trials.map((trial, index) =>
      fill(TEXTS.reportTrial, {
        n: index + 1,
        i: fixed(trial.incidenceDeg, 1),
        r: fixed(trial.refractionDeg, 1),
      }),
    ),
    fill(TEXTS.reportCritical, { c: criticalDeg === null ? '–' : fixed(criticalDeg, 1) }),
    fill(TEXTS.reportN, {
      fit: score.fitted === null ? '–' : fixed(score.fitted, 3),
      error: score.relativeError === null ? '–' : fixed(score.relativeError * 100, 2),
      n,
    }),
    fill(TEXTS.reportScore, { score: score.total, ...score.parts }),
  ].join('\n');
}

submitButton.addEventListener('click', () => {
  if (trials.length < MIN_TRIALS)
    return say(submitMessage, fill(TEXTS.needTrials, { n: MIN_TRIALS }));
  if (criticalDeg === null) return say(submitMessage, TEXTS.needCritical);
  const n = readNumber(nField.input, N_RANGE.min, N_RANGE.max);
  if (n === null) return say(submitMessage, TEXTS.badN);
  say(submitMessage, '');
  const score = scoreRefraction({ trials, criticalDeg, reportedN: n }, glassIndex);
  // the raw readings go to the portal: its server scores them with the same modules
  const readings = { trials: trials.map((trial) => ({ ...trial })), criticalDeg, reportedN: n };
  const { steps, sent } = submitAttempt(context, REFRACTION, {
    readings,
    report: report(n, score),
    tracker,
    submitStep: REFRACTION_STEP.submit,
  });
  showResult(result, {
    steps,
    total: score.total,
    parts: [
      fill(TEXTS.partAccuracy, { n: score.parts.accuracy }),
      fill(TEXTS.partCritical, { n: score.parts.critical }),
      fill(TEXTS.partData, { n: score.parts.data }),
      fill(TEXTS.partCalculation, { n: score.parts.calculation }),
    ],
    errorLine: fill(TEXTS.errorLine, {
      fit: score.fitted === null ? '–' : fixed(score.fitted, 3),
      true: fixed(glassIndex, 3),
      error: score.relativeError === null ? '–' : fixed(score.relativeError * 100, 2),
      c: fixed(criticalDeg, 1),
      expected: fixed(score.expectedCritical, 1),
      n,
    }),
    sent: sent !== null,
  });
  if (sent) {
    // one session, one result: the form stays as handed in
    submitted = true;
    for (const control of [
      submitButton,
      recordButton,
      criticalButton,
      refractionField.input,
      nField.input,
    ])
      control.disabled = true;
    renderTrials();
  }
});

renderTrials();
renderCritical();
update();
