// 光的折射与全反射 (the third built-in experiment): its optics (Snell, the critical angle,
// Fresnel reflectance), its scoring from what the student read and found, and the real page
// from dist/ driven in a frame like a student, up to the result message it posts.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import {
  EXPERIMENT_RESULT_TYPE,
  readExperimentResult,
} from '../../../src/core/experiments/result-message';
import {
  GLASS_INDEX,
  criticalAngle,
  reflectance,
  refractionAngle,
  sessionGlassIndex,
} from '../../../src/experiments/refraction/refraction-physics';
import {
  fitIndex,
  meanRatio,
  scoreRefraction,
  type RefractionTrial,
} from '../../../src/experiments/refraction/refraction-scoring';

const DEG = Math.PI / 180;
const sin = (deg: number) => Math.sin(deg * DEG);
/** What a careful student reads off a scale of 1° divisions: the nearest half degree. */
const toHalfDegree = (deg: number) => Math.round(deg * 2) / 2;

/** Trials whose r is exactly what glass of index n gives (no reading error). */
function exactTrials(n: number, incidences: number[]): RefractionTrial[] {
  return incidences.map((incidenceDeg) => ({
    incidenceDeg,
    refractionDeg: refractionAngle(incidenceDeg, 1, n) as number,
  }));
}

describe('refraction optics', () => {
  it('refracts by Snell’s law, both ways, and not at all along the normal', () => {
    expect(refractionAngle(30, 1, 1.5)).to.be.closeTo(Math.asin(1 / 3) / DEG, 1e-12);
    expect(refractionAngle(Math.asin(1 / 3) / DEG, 1.5, 1)).to.be.closeTo(30, 1e-9);
    expect(refractionAngle(0, 1, 1.5)).to.equal(0);
    // into the denser glass the ray bends towards the normal, out of it away from it
    expect(refractionAngle(60, 1, 1.5) as number).to.be.lessThan(60);
    expect(refractionAngle(30, 1.5, 1) as number).to.be.greaterThan(30);
  });

  it('has no refracted ray beyond the critical angle sin C = 1/n', () => {
    expect(criticalAngle(1.5)).to.be.closeTo(41.8103, 1e-4);
    expect(criticalAngle(1.52)).to.be.closeTo(Math.asin(1 / 1.52) / DEG, 1e-12);
    expect(refractionAngle(criticalAngle(1.5) - 0.01, 1.5, 1) as number).to.be.greaterThan(85);
    expect(refractionAngle(criticalAngle(1.5) + 0.01, 1.5, 1)).to.equal(null);
    expect(refractionAngle(85, 1, 1.5), 'never from air into glass').to.not.equal(null);
  });

  it('reflects by the Fresnel equations: 4 % straight on, the p wave gone at Brewster’s angle, all of it beyond C', () => {
    expect(reflectance(0, 1, 1.5)).to.be.closeTo(0.04, 1e-12);
    expect(reflectance(0, 1.5, 1)).to.be.closeTo(0.04, 1e-12);
    // Rs = sin²(i − t)/sin²(i + t), Rp = tan²(i − t)/tan²(i + t)
    const t = refractionAngle(30, 1, 1.5) as number;
    const rs = sin(30 - t) ** 2 / sin(30 + t) ** 2;
    const rp = Math.tan((30 - t) * DEG) ** 2 / Math.tan((30 + t) * DEG) ** 2;
    expect(reflectance(30, 1, 1.5)).to.be.closeTo((rs + rp) / 2, 1e-12);
    // at Brewster's angle i + t = 90°: Rp = 0 and Rs = cos²(2i)
    const brewster = Math.atan(1.5) / DEG;
    expect(reflectance(brewster, 1, 1.5)).to.be.closeTo(
      Math.cos(2 * brewster * DEG) ** 2 / 2,
      1e-12,
    );
    expect(reflectance(criticalAngle(1.5) + 0.01, 1.5, 1)).to.equal(1);
  });

  it('dims the refracted ray as i nears C (what the student sees in part 2)', () => {
    const c = criticalAngle(1.52);
    const transmitted = [20, c - 5, c - 1, c - 0.3, c - 0.05].map(
      (i) => 1 - reflectance(i, 1.52, 1),
    );
    for (let k = 1; k < transmitted.length; k += 1) {
      expect(transmitted[k] as number).to.be.lessThan(transmitted[k - 1] as number);
    }
    expect(transmitted[0]).to.be.greaterThan(0.9);
    expect(transmitted[4]).to.be.lessThan(0.3);
  });

  it('gives each session its own glass, the same every time, n in 1.45–1.60', () => {
    const ids = Array.from({ length: 40 }, (_, k) => `session-${k}`);
    const values = ids.map(sessionGlassIndex);
    expect(ids.map(sessionGlassIndex)).to.deep.equal(values);
    for (const n of values) {
      expect(n).to.be.within(GLASS_INDEX.min, GLASS_INDEX.max);
      expect(Math.round(n * 1000) / 1000).to.equal(n);
    }
    expect(new Set(values).size, 'different sessions, different glass').to.be.greaterThan(20);
  });
});

describe('refraction scoring', () => {
  const N = 1.52;

  it('fits n through the origin (sin i against sin r) and also knows the mean of the ratios', () => {
    expect(fitIndex(exactTrials(1.5, [20, 40, 60]))).to.be.closeTo(1.5, 1e-12);
    const trials = [
      { incidenceDeg: 30, refractionDeg: 20 },
      { incidenceDeg: 60, refractionDeg: 35 },
    ];
    const products = sin(30) * sin(20) + sin(60) * sin(35);
    const squares = sin(20) ** 2 + sin(35) ** 2;
    expect(fitIndex(trials)).to.be.closeTo(products / squares, 1e-12);
    expect(meanRatio(trials)).to.be.closeTo((sin(30) / sin(20) + sin(60) / sin(35)) / 2, 1e-12);
    // i or r of 0° (or 90°) says nothing about n
    expect(fitIndex([{ incidenceDeg: 0, refractionDeg: 0 }])).to.equal(null);
    expect(meanRatio([])).to.equal(null);
  });

  it('gives 100 for careful work: four readings to the half degree over 20°–65°, C found, right sums', () => {
    const trials = [20, 35, 50, 65].map((incidenceDeg) => ({
      incidenceDeg,
      refractionDeg: toHalfDegree(refractionAngle(incidenceDeg, 1, N) as number),
    }));
    expect(trials.map((trial) => trial.refractionDeg)).to.deep.equal([13, 22, 30.5, 36.5]);
    const reportedN = Number((meanRatio(trials) as number).toFixed(3));
    const score = scoreRefraction({ trials, criticalDeg: 41.2, reportedN }, N);
    expect(score.parts).to.deep.equal({ accuracy: 60, critical: 15, data: 15, calculation: 10 });
    expect(score.total).to.equal(100);
    expect(score.relativeError as number).to.be.lessThan(0.001);
    expect(score.expectedCritical).to.be.closeTo(41.14, 0.01);
    expect(score.criticalError as number).to.be.closeTo(0.06, 0.01);
  });

  it('scores three readings 4.5 % off over 30°–60° and a C 3.6° off as 51', () => {
    // accuracy 60 × (8 − 4.5)/7 = 30; C: 15 × (5 − 3.6)/3.5 = 6; data 5 (3 trials, span 30°)
    const wrongN = N * 1.045;
    const trials = exactTrials(wrongN, [30, 45, 60]);
    const score = scoreRefraction(
      { trials, criticalDeg: criticalAngle(N) + 3.6, reportedN: wrongN },
      N,
    );
    expect(score.relativeError as number).to.be.closeTo(0.045, 1e-9);
    expect(score.parts).to.deep.equal({ accuracy: 30, critical: 6, data: 5, calculation: 10 });
    expect(score.total).to.equal(51);
  });

  it('scores what was read, not what was typed: the true n over poor readings earns no accuracy', () => {
    const poor = exactTrials(N * 1.1, [20, 40, 60, 70]);
    const typedTrue = scoreRefraction({ trials: poor, criticalDeg: null, reportedN: N }, N);
    expect(typedTrue.parts).to.deep.equal({ accuracy: 0, critical: 0, data: 15, calculation: 0 });
    const typedOwn = scoreRefraction({ trials: poor, criticalDeg: null, reportedN: N * 1.1 }, N);
    expect(typedOwn.parts).to.include({ accuracy: 0, calculation: 10 });
    // below three readings there is no fit to score at all
    const two = scoreRefraction(
      { trials: exactTrials(N, [30, 60]), criticalDeg: 41.1, reportedN: N },
      N,
    );
    expect(two.fitted).to.equal(null);
    expect(two.parts).to.deep.equal({ accuracy: 0, critical: 15, data: 0, calculation: 0 });
    expect(scoreRefraction({ trials: [], criticalDeg: null, reportedN: N }, N).total).to.equal(0);
  });

  it('grades at its limits: accuracy 1 % / 8 %, C 1.5° / 5°, calculation 1 % / 3 %, data 4 trials / 40°', () => {
    const accuracy = (error: number) =>
      scoreRefraction(
        { trials: exactTrials(N * (1 + error), [20, 40, 60]), criticalDeg: null, reportedN: N },
        N,
      ).parts.accuracy;
    expect([0, 0.01, 0.02, 0.045, 0.079, 0.08, 0.2].map(accuracy)).to.deep.equal([
      60, 60, 51, 30, 1, 0, 0,
    ]);
    expect(accuracy(-0.01), 'too low counts like too high').to.equal(60);

    const critical = (offset: number) =>
      scoreRefraction({ trials: [], criticalDeg: criticalAngle(N) + offset, reportedN: N }, N).parts
        .critical;
    expect([0, 1.5, -1.5, 2, 4.9, 5, 10].map(critical)).to.deep.equal([15, 15, 15, 13, 0, 0, 0]);

    const trials = exactTrials(N, [20, 40, 60]);
    const fitted = fitIndex(trials) as number;
    const calculation = (share: number) =>
      scoreRefraction({ trials, criticalDeg: null, reportedN: fitted * (1 + share) }, N).parts
        .calculation;
    expect([0, 0.01, -0.01, 0.02, 0.03, 0.035].map(calculation)).to.deep.equal([
      10, 10, 10, 5, 5, 0,
    ]);

    const data = (incidences: number[]) =>
      scoreRefraction({ trials: exactTrials(N, incidences), criticalDeg: null, reportedN: N }, N)
        .parts.data;
    expect(data([20, 30, 40, 59.9])).to.equal(10);
    expect(data([20, 30, 40, 60])).to.equal(15);
    expect(data([20, 40, 60])).to.equal(10);
    expect(data([20, 30, 40])).to.equal(5);
    expect(data([0, 20, 40, 60]), 'i = 0° is no reading of n').to.equal(10);
  });
});

// ------------------------------------------------------------------ the page, as a student

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const BUILD_HINT =
  'refraction page served from dist/ (npx esbuild src/experiments/refraction/refraction.ts --bundle --format=iife --target=es2022 --outfile=dist/experiments/refraction.js && cp src/experiments/refraction/refraction.html dist/experiments/)';

/** The page in a frame of this window, as the portal would open it, once it has built itself. */
async function openPage(query: Record<string, string>): Promise<{
  frame: HTMLIFrameElement;
  doc: Document;
}> {
  const frame = document.createElement('iframe');
  frame.title = '光的折射与全反射';
  frame.style.width = '1200px';
  frame.style.height = '900px';
  frame.src = `/PC/experiments/refraction.html?${new URLSearchParams(query).toString()}`;
  document.body.append(frame);
  await waitUntil(() => frame.contentDocument?.querySelector('#disc'), BUILD_HINT, {
    timeout: 15000,
  });
  return { frame, doc: frame.contentDocument as Document };
}

/** Sets an input the way typing or dragging does (plain DOM, no framework in the page). */
function setField(doc: Document, selector: string, value: string | number): void {
  const input = doc.querySelector<HTMLInputElement>(selector);
  if (!input) throw new Error(`${selector} missing in the refraction page`);
  input.value = String(value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

function press(doc: Document, selector: string): void {
  const control = doc.querySelector<HTMLElement>(selector);
  if (!control) throw new Error(`${selector} missing in the refraction page`);
  control.click();
}

function refractedRay(doc: Document): SVGLineElement {
  return doc.querySelector('#refracted') as SVGLineElement;
}

/**
 * Where the drawn refracted ray crosses the scale, in degrees from the normal — what a student
 * reads off the disc; null when no refracted ray is drawn.
 */
function rayOnScale(doc: Document): number | null {
  const ray = refractedRay(doc);
  if (ray.getAttribute('visibility') === 'hidden') return null;
  const [x1, y1, x2, y2] = ['x1', 'y1', 'x2', 'y2'].map((name) => Number(ray.getAttribute(name)));
  return (
    Math.atan2(
      Math.abs((x2 as number) - (x1 as number)),
      Math.abs((y2 as number) - (y1 as number)),
    ) / DEG
  );
}

/** The cursor positions the page calls 与折射光线重合, found by turning it through 0°–90°. */
function alignedCursor(doc: Document): number[] {
  const aligned: number[] = [];
  for (let c = 0; c <= 90; c += 0.5) {
    setField(doc, '#cursor', c);
    if (doc.querySelector('#cursor-state')?.textContent?.includes('与折射光线重合'))
      aligned.push(c);
  }
  return aligned;
}

function rows(doc: Document): string[][] {
  return [...doc.querySelectorAll('#trials tr[data-trial]')].map((row) =>
    [...row.querySelectorAll('td')].slice(0, 5).map((cell) => cell.textContent ?? ''),
  );
}

/** Every result message this window receives, whoever it came from, until stop(). */
function recordResults(): { seen: MessageEvent[]; stop: () => void } {
  const seen: MessageEvent[] = [];
  const listener = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === EXPERIMENT_RESULT_TYPE) seen.push(event);
  };
  window.addEventListener('message', listener);
  return { seen, stop: () => window.removeEventListener('message', listener) };
}

describe('光的折射与全反射, driven like a student', function () {
  this.timeout(60000);
  const frames: HTMLIFrameElement[] = [];
  afterEach(() => frames.splice(0).forEach((frame) => frame.remove()));

  it('measures n and C, hands in, and posts the one result its scoring gives for what was typed', async () => {
    const sessionId = 'refraction-student-0001';
    const trueN = sessionGlassIndex(sessionId);
    const { frame, doc } = await openPage({ sessionId, portalOrigin: location.origin });
    frames.push(frame);
    expect(doc.title).to.equal('光的折射与全反射');
    expect(doc.querySelector('.mode')?.textContent).to.equal(
      '本次实验由门户启动，提交后成绩会报送给门户。',
    );
    expect(doc.querySelector('label[for=incidence]')?.textContent).to.equal('入射角 i（°）');
    expect(doc.querySelector('label[for=refraction]')?.textContent).to.equal('折射角 r（°）');

    const results = recordResults();
    try {
      // part 1: set i, read r where the ray meets the scale, type it, record
      const typed: RefractionTrial[] = [];
      for (const incidenceDeg of [20, 35, 50, 65]) {
        setField(doc, '#incidence', incidenceDeg);
        expect(Number((doc.querySelector('#incidence-slider') as HTMLInputElement).value)).to.equal(
          incidenceDeg,
        );
        const label = doc.querySelector('#disc')?.getAttribute('aria-label') ?? '';
        expect(label).to.include(`入射角 ${incidenceDeg.toFixed(1)}°`);
        expect(label).to.include('可见入射光、反射光和折射光');
        // the drawing's description gives i and the scale, never the reading
        expect(label.match(/\d+(\.\d+)?°/g)).to.deep.equal([`${incidenceDeg.toFixed(1)}°`, '1°']);
        const seen = rayOnScale(doc) as number;
        expect(seen).to.be.closeTo(refractionAngle(incidenceDeg, 1, trueN) as number, 0.01);
        const reading = toHalfDegree(seen);
        expect(alignedCursor(doc), 'the cursor agrees with the scale').to.include(reading);
        setField(doc, '#refraction', reading);
        press(doc, '#record');
        typed.push({ incidenceDeg, refractionDeg: reading });
      }
      expect(rows(doc)).to.deep.equal(
        typed.map((trial, k) => [
          String(k + 1),
          trial.incidenceDeg.toFixed(1),
          trial.refractionDeg.toFixed(1),
          sin(trial.incidenceDeg).toFixed(4),
          sin(trial.refractionDeg).toFixed(4),
        ]),
      );

      // part 2: from the glass, raise i until the refracted ray is gone; it fades on the way
      press(doc, '#record-critical');
      expect(doc.querySelector('#critical-message')?.textContent).to.equal(
        '请先切换到第二部分（光从玻璃射入空气）再记录临界角。',
      );
      press(doc, '#part-2');
      let incidence = 30;
      const brightness: number[] = [];
      setField(doc, '#incidence', incidence);
      while (rayOnScale(doc) !== null) {
        brightness.push(Number(refractedRay(doc).getAttribute('stroke-opacity')));
        incidence = Math.round((incidence + 0.1) * 10) / 10;
        setField(doc, '#incidence', incidence);
      }
      expect(brightness[0]).to.be.greaterThan(0.9);
      expect(brightness.at(-1) as number).to.be.lessThan(0.35);
      // drawn to three decimals: it never brightens on the way up, and fades fast at the end
      expect(
        brightness.every((value, k) => k === 0 || value <= (brightness[k - 1] as number)),
        brightness.join(' '),
      ).to.equal(true);
      expect(brightness.at(-2) as number).to.be.greaterThan(brightness.at(-1) as number);
      expect(incidence).to.be.within(criticalAngle(trueN), criticalAngle(trueN) + 0.1 + 1e-9);
      expect(doc.querySelector('#disc')?.getAttribute('aria-label')).to.include('发生了全反射');
      expect(doc.querySelector('#cursor-state')?.textContent).to.include('没有折射光线');
      press(doc, '#record-critical');
      expect(doc.querySelector('#critical')?.textContent).to.equal(
        `临界角 C = ${incidence.toFixed(1)}°`,
      );

      // works out n as the textbook does (mean of sin i / sin r) and hands in
      const reportedN = Number((meanRatio(typed) as number).toFixed(3));
      setField(doc, '#n-value', reportedN);
      press(doc, '#submit');
      const expected = scoreRefraction({ trials: typed, criticalDeg: incidence, reportedN }, trueN);
      expect(expected.total, 'careful readings score well').to.be.at.least(90);
      await waitUntil(() => doc.querySelector('#result [data-score]'), 'the page shows its score');
      expect(
        Number(doc.querySelector('#result [data-score]')?.getAttribute('data-score')),
      ).to.equal(expected.total);
      // one session, one result
      for (const selector of ['#submit', '#record', '#record-critical', '#n-value']) {
        expect((doc.querySelector(selector) as HTMLButtonElement).disabled, selector).to.equal(
          true,
        );
      }
      await waitUntil(() => results.seen.length > 0, 'the result message arrives');
      press(doc, '#submit');
      await pause(300);
      expect(results.seen, 'exactly one result').to.have.length(1);
      const message = results.seen[0] as MessageEvent;
      expect(message.origin).to.equal(location.origin);
      expect(message.source).to.equal(frame.contentWindow);
      const data = message.data as Record<string, unknown>;
      expect(readExperimentResult(data), 'a well-formed result').to.deep.equal(data);
      expect(data).to.include({ type: EXPERIMENT_RESULT_TYPE, sessionId, score: expected.total });
      expect(data.durationSeconds).to.be.a('number').and.within(0, 120);
      const report = String(data.report).split('\n');
      expect(report[0]).to.equal('光的折射与全反射');
      expect(report[1]).to.equal(
        `玻璃砖真实折射率 n = ${trueN.toFixed(3)}，临界角理论值 ${criticalAngle(trueN).toFixed(1)}°`,
      );
      expect(report.slice(2, 6)).to.deep.equal(
        typed.map(
          (trial, k) =>
            `第 ${k + 1} 组：i = ${trial.incidenceDeg.toFixed(1)}°，r = ${trial.refractionDeg.toFixed(1)}°`,
        ),
      );
      expect(report[6]).to.equal(`临界角 C = ${incidence.toFixed(1)}°`);
      expect(report[7]).to.match(new RegExp(`学生填写 n = ${reportedN}$`));
      expect(report[8]).to.match(new RegExp(`^得分 ${expected.total}（`));
    } finally {
      results.stop();
    }
  });

  it('in practice mode (no sessionId) checks each step, scores the hand-in and reports nothing', async () => {
    const results = recordResults();
    try {
      const { frame, doc } = await openPage({});
      frames.push(frame);
      expect(doc.querySelector('.mode')?.textContent).to.equal(
        '练习模式：本页面不是从门户启动的，成绩不会被记录。',
      );
      const says = (selector: string) => doc.querySelector(selector)?.textContent;
      press(doc, '#submit');
      expect(says('[role=alert]')).to.equal('请至少记录 3 组数据再提交。');
      press(doc, '#part-2');
      setField(doc, '#refraction', 20);
      press(doc, '#record');
      expect(says('#data-message')).to.equal('请先切换到第一部分（光从空气射入玻璃）再记录数据。');
      press(doc, '#part-1');
      setField(doc, '#incidence', 0);
      press(doc, '#record');
      expect(says('#data-message')).to.equal('入射角为 0° 时光线不偏折，请换一个入射角。');
      setField(doc, '#incidence', 40);
      setField(doc, '#refraction', '');
      press(doc, '#record');
      expect(says('#data-message')).to.equal('请填写 0～90 之间的折射角 r（°）。');
      // out of range in the number field: the laser stays where it was
      setField(doc, '#incidence', 95);
      expect(doc.querySelector('#disc')?.getAttribute('aria-label')).to.include('入射角 40.0°');

      for (const incidenceDeg of [30, 45, 60, 70]) {
        setField(doc, '#incidence-slider', incidenceDeg);
        expect((doc.querySelector('#incidence') as HTMLInputElement).value).to.equal(
          String(incidenceDeg),
        );
        setField(doc, '#refraction', toHalfDegree(rayOnScale(doc) as number));
        press(doc, '#record');
      }
      expect(says('#data-message')).to.match(/^已记录第 4 组数据：i = 70\.0°，r = /);
      (doc.querySelector('button[aria-label="删除第 4 组数据"]') as HTMLButtonElement).click();
      expect(rows(doc).map((row) => row[1])).to.deep.equal(['30.0', '45.0', '60.0']);
      press(doc, '#submit');
      expect(says('[role=alert]')).to.equal('请完成第二部分，记录临界角后再提交。');
      press(doc, '#part-2');
      setField(doc, '#incidence', 42);
      press(doc, '#record-critical');
      press(doc, '#submit');
      expect(says('[role=alert]')).to.equal('请填写 1～3 之间的折射率 n。');
      setField(doc, '#n-value', '1.5');
      press(doc, '#submit');
      await waitUntil(() => doc.querySelector('#result [data-score]'), 'the page shows its score');
      expect(says('#result')).to.include('练习模式：成绩未提交。');
      await pause(300);
      expect(results.seen, 'practice reports nothing').to.deep.equal([]);
    } finally {
      results.stop();
    }
  });

  it('has no axe violations, fresh and after a hand-in (axe run inside the page)', async () => {
    const { frame, doc } = await openPage({ sessionId: 'refraction-axe', portalOrigin: '' });
    frames.push(frame);
    type Axe = {
      run: (context: Node) => Promise<{
        violations: { id: string; help: string; nodes: { target: unknown[] }[] }[];
      }>;
    };
    const page = frame.contentWindow as Window & { axe?: Axe };
    // the page's CSP allows scripts of its own origin only, and the test server is that origin
    const script = doc.createElement('script');
    script.src = '/node_modules/axe-core/axe.min.js';
    doc.head.append(script);
    await waitUntil(() => page.axe, 'axe-core loaded into the page');
    const violations = async () =>
      (await (page.axe as Axe).run(doc)).violations.map(
        (violation) =>
          `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => String(node.target)).join(', ')}`,
      );
    expect(await violations()).to.deep.equal([]);

    for (const incidenceDeg of [25, 50, 75]) {
      setField(doc, '#incidence', incidenceDeg);
      setField(doc, '#refraction', toHalfDegree(rayOnScale(doc) as number));
      press(doc, '#record');
    }
    press(doc, '#part-2');
    setField(doc, '#incidence', 60);
    press(doc, '#record-critical');
    setField(doc, '#n-value', '1.5');
    press(doc, '#submit');
    await waitUntil(() => doc.querySelector('#result [data-score]'), 'the page shows its score');
    expect(await violations()).to.deep.equal([]);
  });
});
