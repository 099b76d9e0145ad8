/**
 * 单摆测重力加速度 — a built-in experiment page served at /PC/experiments/pendulum.html.
 * The student sets L and θ, releases the bob, times N oscillations on a stopwatch they operate
 * themselves, records trials and works out g; the score comes from their g (see scoring).
 */
import { el, fill, fixed, numberField, readNumber } from '../shared/dom';
import { buildPage, dataTable, openPage, renderDataRows, say, showResult } from '../shared/page';
import { ANGLE_DEG, LENGTH_CM, angleAt } from './pendulum-physics';
import { StepTracker } from '../kit/steps';
import { submitAttempt } from '../shared/submit-attempt';
import { scorePendulum, type PendulumTrial } from './pendulum-scoring';
import { PENDULUM, PENDULUM_STEP, PENDULUM_STEPS } from './pendulum-steps';
import { PENDULUM_STYLES } from './pendulum-styles';
import { TEXTS } from './texts';

const MAX_N = 200;
/** The longest string the stage shows, as a share of its height. */
const STAGE_LENGTH_M = 1.6;

const context = openPage(TEXTS.title, PENDULUM_STYLES);

// ------------------------------------------------------------------ state
const pendulum = { swinging: false, releasedAt: 0 };
const stopwatch = { running: false, startedAt: 0, elapsed: 0 };
const trials: PendulumTrial[] = [];
let submitted = false;
/** When the student does each step (reported with the result). */
const tracker = new StepTracker(PENDULUM_STEPS.length, context.clock);

// ------------------------------------------------------------------ apparatus
const lengthField = numberField({
  id: 'length',
  label: TEXTS.length,
  value: LENGTH_CM.initial,
  min: LENGTH_CM.min,
  max: LENGTH_CM.max,
  step: 1,
  hint: TEXTS.lengthHint,
});
const angleField = numberField({
  id: 'angle',
  label: TEXTS.angle,
  value: ANGLE_DEG.initial,
  min: ANGLE_DEG.min,
  max: ANGLE_DEG.max,
  step: 1,
  hint: TEXTS.angleHint,
});
const arm = el('div', { class: 'arm' }, el('div', { class: 'bob' }));
const stage = el(
  'div',
  { class: 'stage', role: 'img' },
  el('div', { class: 'equilibrium' }),
  el('div', { class: 'support' }),
  arm,
);
const releaseButton = el(
  'button',
  { type: 'button', id: 'release', class: 'primary' },
  TEXTS.release,
);
const timerTime = el(
  'span',
  { class: 'stopwatch-time', id: 'timer', role: 'timer', 'aria-label': TEXTS.stopwatchTime },
  fill(TEXTS.seconds, { t: '0.00' }),
);
const timerToggle = el(
  'button',
  { type: 'button', id: 'timer-toggle', 'aria-pressed': 'false' },
  TEXTS.timerStart,
);
const timerReset = el('button', { type: 'button', id: 'timer-reset' }, TEXTS.timerReset);

// ------------------------------------------------------------------ data and submission
const countField = numberField({
  id: 'oscillations',
  label: TEXTS.oscillations,
  value: 10,
  min: 1,
  max: MAX_N,
  step: 1,
  hint: TEXTS.oscillationsHint,
});
const recordButton = el('button', { type: 'button', id: 'record', class: 'primary' }, TEXTS.record);
const dataMessage = el('p', { class: 'message', id: 'data-message', role: 'status' });
const tableBody = el('tbody', { id: 'trials' });
const gField = numberField({
  id: 'g-value',
  label: TEXTS.gValue,
  min: 1,
  max: 30,
  step: 0.01,
  hint: TEXTS.gHint,
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
    stage,
    el('div', { class: 'fields' }, lengthField.field, angleField.field),
    el('div', { class: 'buttons' }, releaseButton),
    el(
      'div',
      { class: 'stopwatch', role: 'group', 'aria-label': TEXTS.stopwatch },
      el('span', { class: 'stopwatch-label' }, TEXTS.stopwatch),
      timerTime,
      timerToggle,
      timerReset,
    ),
  ),
  el(
    'section',
    { class: 'panel', 'aria-labelledby': 'data-title' },
    el('h2', { id: 'data-title' }, TEXTS.data),
    el('div', { class: 'fields' }, countField.field),
    el('div', { class: 'buttons' }, recordButton),
    dataMessage,
    dataTable(
      [TEXTS.colLength, TEXTS.colAngle, TEXTS.colN, TEXTS.colTime, TEXTS.colPeriod],
      tableBody,
    ),
    el('h3', {}, TEXTS.calculate),
    el('p', { class: 'hint' }, TEXTS.formula),
    el('div', { class: 'fields' }, gField.field),
    el('div', { class: 'buttons' }, submitButton),
    submitMessage,
    result,
  ),
);

// ------------------------------------------------------------------ behaviour
function settings(): { lengthCm: number; angleDeg: number } {
  return {
    lengthCm: readNumber(lengthField.input, LENGTH_CM.min, LENGTH_CM.max) ?? LENGTH_CM.initial,
    angleDeg: readNumber(angleField.input, ANGLE_DEG.min, ANGLE_DEG.max) ?? ANGLE_DEG.initial,
  };
}

function stopwatchSeconds(now: number): number {
  return stopwatch.running
    ? stopwatch.elapsed + (now - stopwatch.startedAt) / 1000
    : stopwatch.elapsed;
}

/** Draws the pendulum and the stopwatch for this moment. */
function draw(now: number): void {
  const { lengthCm, angleDeg } = settings();
  const lengthM = lengthCm / 100;
  const angle = pendulum.swinging
    ? angleAt((now - pendulum.releasedAt) / 1000, lengthM, angleDeg)
    : angleDeg;
  arm.style.height = `${Math.min(100, (lengthM / STAGE_LENGTH_M) * 100)}%`;
  arm.style.transform = `translateX(-50%) rotate(${angle}deg)`;
  timerTime.textContent = fill(TEXTS.seconds, { t: fixed(stopwatchSeconds(now), 2) });
}

function describeStage(): void {
  const { lengthCm, angleDeg } = settings();
  stage.setAttribute(
    'aria-label',
    fill(TEXTS.stage, {
      length: lengthCm,
      angle: angleDeg,
      state: pendulum.swinging ? TEXTS.stateSwinging : TEXTS.stateHeld,
    }),
  );
  releaseButton.textContent = pendulum.swinging ? TEXTS.stop : TEXTS.release;
}

function frame(now: number): void {
  draw(now);
  requestAnimationFrame(frame);
}

releaseButton.addEventListener('click', () => {
  if (!pendulum.swinging) tracker.mark(PENDULUM_STEP.release);
  pendulum.swinging = !pendulum.swinging;
  pendulum.releasedAt = performance.now();
  describeStage();
});

lengthField.input.addEventListener('input', () => tracker.mark(PENDULUM_STEP.length));
angleField.input.addEventListener('input', () => tracker.mark(PENDULUM_STEP.angle));
countField.input.addEventListener('input', () => tracker.mark(PENDULUM_STEP.count));
gField.input.addEventListener('input', () => tracker.mark(PENDULUM_STEP.calculate));

for (const input of [lengthField.input, angleField.input]) {
  input.addEventListener('input', () => {
    if (pendulum.swinging) {
      pendulum.swinging = false;
      say(dataMessage, TEXTS.changedWhileSwinging);
    }
    describeStage();
  });
}

timerToggle.addEventListener('click', () => {
  const now = performance.now();
  if (stopwatch.running) {
    stopwatch.elapsed = stopwatchSeconds(now);
    stopwatch.running = false;
    tracker.mark(PENDULUM_STEP.timerStop);
  } else {
    if (!pendulum.swinging) {
      say(dataMessage, TEXTS.needSwinging);
      return;
    }
    stopwatch.running = true;
    stopwatch.startedAt = now;
    tracker.mark(PENDULUM_STEP.timerStart);
  }
  timerToggle.textContent = stopwatch.running ? TEXTS.timerStop : TEXTS.timerStart;
  timerToggle.setAttribute('aria-pressed', String(stopwatch.running));
  draw(now);
});

timerReset.addEventListener('click', () => {
  stopwatch.running = false;
  stopwatch.elapsed = 0;
  timerToggle.textContent = TEXTS.timerStart;
  timerToggle.setAttribute('aria-pressed', 'false');
  draw(performance.now());
});

function renderTrials(): void {
  renderDataRows({
    body: tableBody,
    rows: trials,
    emptyText: TEXTS.noTrials,
    columnCount: 7,
    locked: submitted,
    message: dataMessage,
    attributes: (_, n) => ({ 'data-trial': n }),
    cells: (trial) => [
      fixed(trial.lengthM, 2),
      trial.angleDeg,
      trial.oscillations,
      fixed(trial.timeS, 2),
      el(
        'td',
        { 'data-period': trial.timeS / trial.oscillations },
        fixed(trial.timeS / trial.oscillations, 3),
      ),
    ],
    removed: renderTrials,
  });
}

recordButton.addEventListener('click', () => {
  const count = readNumber(countField.input, 1, MAX_N);
  if (stopwatch.running) return say(dataMessage, TEXTS.needStopped);
  if (stopwatch.elapsed <= 0) return say(dataMessage, TEXTS.needTime);
  if (count === null || !Number.isInteger(count)) return say(dataMessage, TEXTS.badN);
  const { lengthCm, angleDeg } = settings();
  // the stopwatch shows hundredths: that is what the student reads and writes down
  const timeS = Math.round(stopwatch.elapsed * 100) / 100;
  trials.push({ lengthM: lengthCm / 100, angleDeg, oscillations: count, timeS });
  tracker.mark(trials.length === 1 ? PENDULUM_STEP.record : PENDULUM_STEP.repeat);
  renderTrials();
  say(dataMessage, fill(TEXTS.recorded, { n: trials.length }), true);
});

function report(g: number, score: ReturnType<typeof scorePendulum>): string {
  const lines = trials.map((trial, index) =>
    fill(TEXTS.reportTrial, {
      n: index + 1,
      length: fixed(trial.lengthM, 2),
      angle: trial.angleDeg,
      count: trial.oscillations,
      time: fixed(trial.timeS, 2),
      period: fixed(trial.timeS / trial.oscillations, 3),
    }),
  );
  lines.push(
    fill(TEXTS.reportG, {
      g,
      dataG: score.dataG === null ? '–' : fixed(score.dataG, 3),
      error: fixed(score.relativeError * 100, 2),
    }),
  );
  lines.push(fill(TEXTS.reportScore, { score: score.total, ...score.parts }));
  return [TEXTS.title, ...lines].join('\n');
}

submitButton.addEventListener('click', () => {
  if (trials.length === 0) return say(submitMessage, TEXTS.needTrial);
  const g = readNumber(gField.input, 1, 30);
  if (g === null) return say(submitMessage, TEXTS.badG);
  say(submitMessage, '');
  const score = scorePendulum(trials, g);
  // the raw readings go to the portal: its server scores them with the same modules
  const readings = { trials: trials.map((trial) => ({ ...trial })), reportedG: g };
  const { steps, sent } = submitAttempt(context, PENDULUM, {
    readings,
    report: report(g, score),
    tracker,
    submitStep: PENDULUM_STEP.submit,
  });
  showResult(result, {
    steps,
    total: score.total,
    parts: [
      fill(TEXTS.partAccuracy, { n: score.parts.accuracy }),
      fill(TEXTS.partCalculation, { n: score.parts.calculation }),
      fill(TEXTS.partRepeats, { n: score.parts.repeats }),
      fill(TEXTS.partOscillations, { n: score.parts.oscillations }),
      fill(TEXTS.partAmplitude, { n: score.parts.amplitude }),
    ],
    errorLine: fill(TEXTS.errorLine, {
      g,
      error: fixed(score.relativeError * 100, 2),
      dataG: score.dataG === null ? '–' : fixed(score.dataG, 3),
    }),
    sent: sent !== null,
  });
  if (sent) {
    // one session, one result: the form stays as handed in
    submitted = true;
    for (const control of [submitButton, recordButton, gField.input, countField.input])
      control.disabled = true;
    renderTrials();
  }
});

renderTrials();
describeStage();
requestAnimationFrame(frame);
