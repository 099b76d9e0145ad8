/**
 * 欧姆定律验证 — a built-in experiment page served at /PC/experiments/ohms-law.html.
 * The student connects the meters, chooses the resistor, ranges and supply voltage, reads the
 * meters, records at least three points and hands in the fitted R (see scoring).
 */
import { el, fill, fixed } from '../shared/dom';
import { buildPage, dataTable, openPage, renderDataRows, say, showResult } from '../shared/page';
import {
  AMMETER_RANGES,
  NOMINAL_OHMS,
  SUPPLY_VOLTS,
  VOLTMETER_RANGES,
  benchResistors,
  readings,
  type AmmeterPlacement,
  type Circuit,
  type Method,
  type MeterRange,
  type Readings,
  type VoltmeterPlacement,
} from './ohms-law-circuit';
import { MIN_POINTS, fitResistance, scoreOhmsLaw, type OhmsPoint } from './ohms-law-scoring';
import { OHMS_LAW_STYLES } from './ohms-law-styles';
import { StepTracker } from '../kit/steps';
import { submitAttempt } from '../shared/submit-attempt';
import { OHMS_LAW, OHMS_STEP, OHMS_STEPS } from './ohms-law-steps';
import { TEXTS } from './texts';

const context = openPage(TEXTS.title, OHMS_LAW_STYLES);

// a session always meets the same resistors; practice pages get new ones each time
const trueOhms = benchResistors(context.seed);

// ------------------------------------------------------------------ state
const points: OhmsPoint[] = [];
let overloads = 0;
let overloaded = false;
let closed = false;
let submitted = false;
/** When the student does each step (reported with the result). */
const tracker = new StepTracker(OHMS_STEPS.length, context.clock);

// ------------------------------------------------------------------ controls
function select(id: string, label: string, options: [string, string][], wide = false) {
  const control = el(
    'select',
    { id },
    ...options.map(([value, text]) => el('option', { value }, text)),
  );
  return {
    control,
    field: el(
      'div',
      { class: wide ? 'field field--wide' : 'field' },
      el('label', { for: id }, label),
      control,
    ),
  };
}

const resistorSelect = select(
  'resistor',
  TEXTS.resistor,
  NOMINAL_OHMS.map((ohms, index) => [
    String(index),
    fill(TEXTS.resistorOption, { n: index + 1, ohms }),
  ]),
);
const ammeterSelect = select('ammeter', TEXTS.ammeter, [
  ['none', TEXTS.ammeterNone],
  ['series', TEXTS.ammeterSeries],
  ['parallel', TEXTS.ammeterParallel],
]);
const voltmeterSelect = select('voltmeter', TEXTS.voltmeter, [
  ['none', TEXTS.voltmeterNone],
  ['parallel', TEXTS.voltmeterParallel],
  ['series', TEXTS.voltmeterSeries],
]);
const methodSelect = select(
  'method',
  TEXTS.method,
  [
    ['external', TEXTS.methodExternal],
    ['internal', TEXTS.methodInternal],
  ],
  true,
);
const ammeterRangeSelect = select(
  'ammeter-range',
  TEXTS.ammeterRange,
  AMMETER_RANGES.map((range, index) => [String(index), fill(TEXTS.ampRange, { max: range.max })]),
);
const voltmeterRangeSelect = select(
  'voltmeter-range',
  TEXTS.voltmeterRange,
  VOLTMETER_RANGES.map((range, index) => [
    String(index),
    fill(TEXTS.voltRange, { max: range.max }),
  ]),
);
// start on the large ranges, as the guide says
ammeterRangeSelect.control.value = String(AMMETER_RANGES.length - 1);
voltmeterRangeSelect.control.value = String(VOLTMETER_RANGES.length - 1);

const supplyInput = el('input', {
  id: 'supply',
  class: 'supply',
  type: 'range',
  min: SUPPLY_VOLTS.min,
  max: SUPPLY_VOLTS.max,
  step: SUPPLY_VOLTS.step,
  value: SUPPLY_VOLTS.initial,
  'aria-describedby': 'supply-value',
});
const supplyOutput = el('output', { id: 'supply-value', for: 'supply', class: 'supply-output' });
const switchButton = el(
  'button',
  { type: 'button', id: 'switch', class: 'primary', 'aria-pressed': 'false' },
  TEXTS.switchClose,
);

const diagram = el('div', { class: 'diagram', role: 'img' });
const wireState = el('p', { class: 'wire-state' });
const ammeterValue = el('span', { class: 'meter-value', id: 'current' });
const voltmeterValue = el('span', { class: 'meter-value', id: 'voltage' });
const ammeterNeedle = el('div', { class: 'meter-needle' });
const voltmeterNeedle = el('div', { class: 'meter-needle' });
const ammeterLabel = el('span', { class: 'meter-label' });
const voltmeterLabel = el('span', { class: 'meter-label' });
const ammeterBox = el(
  'div',
  { class: 'meter' },
  ammeterLabel,
  ammeterValue,
  el('div', { class: 'meter-scale', 'aria-hidden': 'true' }, ammeterNeedle),
);
const voltmeterBox = el(
  'div',
  { class: 'meter' },
  voltmeterLabel,
  voltmeterValue,
  el('div', { class: 'meter-scale', 'aria-hidden': 'true' }, voltmeterNeedle),
);
const circuitMessage = el('p', { class: 'message', role: 'alert', id: 'circuit-message' });

const recordButton = el('button', { type: 'button', id: 'record', class: 'primary' }, TEXTS.record);
const dataMessage = el('p', { class: 'message', role: 'status', id: 'data-message' });
const tableBody = el('tbody', { id: 'points' });
const fitLine = el('p', { class: 'fit', id: 'fit' });
const submitButton = el('button', { type: 'button', id: 'submit', class: 'primary' }, TEXTS.submit);
const submitMessage = el('p', { class: 'message', role: 'alert' });
const result = el('div', { class: 'result', id: 'result', role: 'status' });

buildPage(
  context,
  TEXTS,
  el(
    'section',
    { class: 'panel', 'aria-labelledby': 'circuit-title' },
    el('h2', { id: 'circuit-title' }, TEXTS.circuit),
    diagram,
    wireState,
    el('h3', {}, TEXTS.build),
    el(
      'div',
      { class: 'fields fields--circuit' },
      resistorSelect.field,
      ammeterSelect.field,
      voltmeterSelect.field,
      methodSelect.field,
      ammeterRangeSelect.field,
      voltmeterRangeSelect.field,
      el(
        'div',
        { class: 'field field--wide' },
        el('label', { for: 'supply' }, TEXTS.supply),
        supplyInput,
        supplyOutput,
      ),
    ),
    el('div', { class: 'buttons' }, switchButton),
  ),
  el(
    'section',
    { class: 'panel', 'aria-labelledby': 'data-title' },
    el('h2', { id: 'meters-title' }, TEXTS.meters),
    el(
      'div',
      {
        class: 'meters',
        role: 'group',
        'aria-labelledby': 'meters-title',
        'aria-live': 'polite',
      },
      ammeterBox,
      voltmeterBox,
    ),
    circuitMessage,
    el('h2', { id: 'data-title' }, TEXTS.data),
    el('div', { class: 'buttons' }, recordButton),
    dataMessage,
    dataTable([TEXTS.colVoltage, TEXTS.colCurrent, TEXTS.colRatio], tableBody),
    fitLine,
    el('div', { class: 'buttons' }, submitButton),
    submitMessage,
    result,
  ),
);

// ------------------------------------------------------------------ the circuit
function rangeAt(ranges: readonly MeterRange[], value: string): MeterRange {
  return ranges[Number(value)] ?? (ranges[ranges.length - 1] as MeterRange);
}

function resistorIndex(): number {
  return Number(resistorSelect.control.value) || 0;
}

function circuit(): Circuit {
  return {
    supplyVolts: Number(supplyInput.value),
    resistance: trueOhms[resistorIndex()] ?? NOMINAL_OHMS[0],
    ammeter: ammeterSelect.control.value as AmmeterPlacement,
    voltmeter: voltmeterSelect.control.value as VoltmeterPlacement,
    method: methodSelect.control.value as Method,
    ammeterRange: rangeAt(AMMETER_RANGES, ammeterRangeSelect.control.value),
    voltmeterRange: rangeAt(VOLTMETER_RANGES, voltmeterRangeSelect.control.value),
    closed,
  };
}

/** The diagram: the series chain in the top row, parallel meters in brackets beneath. */
function drawDiagram(c: Circuit): void {
  const chain: { key: string; label: string; meter?: boolean }[] = [
    {
      key: 'supply',
      label: `${TEXTS.partSupply} ${fill(TEXTS.supplyValue, { v: fixed(c.supplyVolts, 1) })}`,
    },
    { key: 'switch', label: c.closed ? TEXTS.partSwitchClosed : TEXTS.partSwitchOpen },
    { key: 'protective', label: TEXTS.partProtective },
  ];
  if (c.ammeter === 'series') chain.push({ key: 'ammeter', label: TEXTS.partAmmeter, meter: true });
  if (c.voltmeter === 'series')
    chain.push({ key: 'voltmeter', label: TEXTS.partVoltmeter, meter: true });
  chain.push({ key: 'resistor', label: TEXTS.partResistor });
  const column = (key: string) => chain.findIndex((part) => part.key === key) + 1;
  const resistorColumn = column('resistor');

  diagram.replaceChildren();
  diagram.style.gridTemplateColumns = `repeat(${chain.length}, minmax(0, 1fr))`;
  chain.forEach((part, index) => {
    const classes = ['part', 'part--series'];
    if (part.meter) classes.push('part--meter');
    if (part.key === 'switch' && !c.closed) classes.push('part--off');
    if (index === chain.length - 1) classes.push('part--last');
    const node = el('div', { class: classes.join(' '), 'data-part': part.key }, part.label);
    node.style.gridRow = '1';
    node.style.gridColumn = String(index + 1);
    diagram.append(node);
  });
  const parallelParts: { key: string; label: string; from: number }[] = [];
  if (c.ammeter === 'parallel') {
    parallelParts.push({ key: 'ammeter', label: TEXTS.partAmmeter, from: resistorColumn });
  }
  if (c.voltmeter === 'parallel') {
    const spansAmmeter = c.method === 'internal' && c.ammeter === 'series';
    parallelParts.push({
      key: 'voltmeter',
      label: TEXTS.partVoltmeter,
      from: spansAmmeter ? column('ammeter') : resistorColumn,
    });
  }
  parallelParts.forEach((part, index) => {
    const node = el(
      'div',
      { class: 'bracket', 'data-part': part.key },
      el('div', { class: 'part part--meter part--parallel' }, part.label),
    );
    node.style.gridRow = String(index + 2);
    node.style.gridColumn = `${part.from} / ${resistorColumn + 1}`;
    diagram.append(node);
  });

  const series = chain.map((part) => part.label).join(' — ');
  const parallelText = parallelParts.map((part) =>
    fill(TEXTS.parallelTo, {
      meter: part.label,
      parts: chain
        .slice(part.from - 1, resistorColumn)
        .map((p) => p.label)
        .join(' + '),
    }),
  );
  const description = [fill(TEXTS.seriesWith, { parts: series }), ...parallelText].join('；');
  diagram.setAttribute('aria-label', fill(TEXTS.diagram, { description }));
  wireState.textContent = description;
}

function showMeter(
  value: HTMLElement,
  needle: HTMLElement,
  box: HTMLElement,
  reading: number | null,
  range: MeterRange,
  unit: string,
  digits: number,
): void {
  box.classList.toggle('meter--over', reading === null);
  value.textContent =
    reading === null ? TEXTS.overRange : fill(unit, { v: fixed(reading, digits) });
  value.dataset.reading = reading === null ? 'over' : String(reading);
  needle.style.width = `${reading === null ? 100 : Math.min(100, (reading / range.max) * 100)}%`;
}

let current: Readings = readings(circuit());

function update(): void {
  const c = circuit();
  current = readings(c);
  supplyOutput.textContent = fill(TEXTS.supplyValue, { v: fixed(c.supplyVolts, 1) });
  ammeterLabel.textContent = `${TEXTS.ammeterReading}（${fill(TEXTS.ampRange, { max: c.ammeterRange.max })}）`;
  voltmeterLabel.textContent = `${TEXTS.voltmeterReading}（${fill(TEXTS.voltRange, { max: c.voltmeterRange.max })}）`;
  showMeter(
    ammeterValue,
    ammeterNeedle,
    ammeterBox,
    current.current,
    c.ammeterRange,
    TEXTS.amps,
    2,
  );
  showMeter(
    voltmeterValue,
    voltmeterNeedle,
    voltmeterBox,
    current.voltage,
    c.voltmeterRange,
    TEXTS.volts,
    2,
  );
  drawDiagram(c);
  if (current.overload && !overloaded) overloads += 1;
  overloaded = current.overload;
  let warning = '';
  if (c.closed && (c.ammeter === 'none' || c.voltmeter === 'none')) warning = TEXTS.warnMeters;
  else if (current.overload) warning = TEXTS.warnOverload;
  else if (c.closed && c.ammeter === 'parallel') warning = TEXTS.warnShort;
  else if (c.closed && c.voltmeter === 'series') warning = TEXTS.warnSeriesVoltmeter;
  if (circuitMessage.textContent !== warning) circuitMessage.textContent = warning;
}

function renderPoints(): void {
  renderDataRows({
    body: tableBody,
    rows: points,
    emptyText: TEXTS.noPoints,
    columnCount: 5,
    locked: submitted,
    message: dataMessage,
    attributes: (_, n) => ({ 'data-point': n }),
    cells: (point) => [
      fixed(point.voltage, 2),
      fixed(point.current, 2),
      fixed(point.voltage / point.current, 2),
    ],
    removed: renderPoints,
  });
  const fitted = points.length >= MIN_POINTS ? fitResistance(points) : null;
  fitLine.textContent =
    fitted === null
      ? fill(TEXTS.fitNeed, { n: MIN_POINTS })
      : fill(TEXTS.fitValue, { r: fixed(fitted, 2) });
  fitLine.dataset.fitted = fitted === null ? '' : String(fitted);
}

for (const control of [
  ammeterSelect.control,
  voltmeterSelect.control,
  methodSelect.control,
  ammeterRangeSelect.control,
  voltmeterRangeSelect.control,
  supplyInput,
]) {
  control.addEventListener('input', update);
}

const STEP_OF_CONTROL: [HTMLElement, number][] = [
  [ammeterSelect.control, OHMS_STEP.ammeter],
  [voltmeterSelect.control, OHMS_STEP.voltmeter],
  [methodSelect.control, OHMS_STEP.method],
  [ammeterRangeSelect.control, OHMS_STEP.ranges],
  [voltmeterRangeSelect.control, OHMS_STEP.ranges],
  [supplyInput, OHMS_STEP.supply],
];
for (const [control, step] of STEP_OF_CONTROL) {
  control.addEventListener('input', () => tracker.mark(step));
}

resistorSelect.control.addEventListener('input', () => {
  tracker.mark(OHMS_STEP.resistor);
  if (points.length > 0) {
    points.length = 0;
    renderPoints();
    say(dataMessage, TEXTS.cleared);
  }
  update();
});

switchButton.addEventListener('click', () => {
  closed = !closed;
  if (closed) tracker.mark(OHMS_STEP.close);
  switchButton.textContent = closed ? TEXTS.switchOpen : TEXTS.switchClose;
  switchButton.setAttribute('aria-pressed', String(closed));
  update();
});

recordButton.addEventListener('click', () => {
  if (!current.correct) return say(dataMessage, TEXTS.needCircuit);
  if (current.current === null || current.voltage === null || current.current <= 0) {
    return say(dataMessage, TEXTS.needReading);
  }
  points.push({ voltage: current.voltage, current: current.current });
  tracker.mark(points.length === 1 ? OHMS_STEP.record : OHMS_STEP.repeat);
  renderPoints();
  say(dataMessage, fill(TEXTS.recorded, { n: points.length }), true);
});

function report(score: ReturnType<typeof scoreOhmsLaw>, trueValue: number): string {
  const index = resistorIndex();
  const method =
    methodSelect.control.value === 'internal' ? TEXTS.methodInternal : TEXTS.methodExternal;
  return [
    TEXTS.title,
    fill(TEXTS.reportResistor, {
      n: index + 1,
      nominal: NOMINAL_OHMS[index] ?? '',
      true: fixed(trueValue, 2),
      method,
    }),
    ...points.map((point, i) =>
      fill(TEXTS.reportPoint, { n: i + 1, u: fixed(point.voltage, 2), i: fixed(point.current, 2) }),
    ),
    fill(TEXTS.reportFit, {
      r: score.fitted === null ? '–' : fixed(score.fitted, 2),
      error: score.relativeError === null ? '–' : fixed(score.relativeError * 100, 2),
      overloads,
    }),
    fill(TEXTS.reportScore, { score: score.total, ...score.parts }),
  ].join('\n');
}

submitButton.addEventListener('click', () => {
  if (points.length < MIN_POINTS)
    return say(submitMessage, fill(TEXTS.needPoints, { n: MIN_POINTS }));
  say(submitMessage, '');
  const trueValue = circuit().resistance;
  const score = scoreOhmsLaw({ points, trueResistance: trueValue, overloads });
  // the raw readings go to the portal: its server scores them with the same modules
  const readings = {
    resistorIndex: resistorIndex(),
    points: points.map((point) => ({ ...point })),
    overloads,
  };
  const { steps, sent } = submitAttempt(context, OHMS_LAW, {
    readings,
    report: report(score, trueValue),
    tracker,
    submitStep: OHMS_STEP.submit,
  });
  showResult(result, {
    steps,
    total: score.total,
    parts: [
      fill(TEXTS.partAccuracy, { n: score.parts.accuracy }),
      fill(TEXTS.partData, { n: score.parts.data }),
      fill(TEXTS.partSafety, { n: score.parts.safety }),
    ],
    errorLine: fill(TEXTS.errorLine, {
      r: score.fitted === null ? '–' : fixed(score.fitted, 2),
      true: fixed(trueValue, 2),
      error: score.relativeError === null ? '–' : fixed(score.relativeError * 100, 2),
    }),
    sent: sent !== null,
  });
  if (sent) {
    submitted = true;
    for (const control of [submitButton, recordButton, resistorSelect.control])
      control.disabled = true;
    renderPoints();
  }
});

renderPoints();
update();
