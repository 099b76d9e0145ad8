// 光的折射与全反射 (the third built-in experiment): its optics (Snell, the critical angle,
// Fresnel reflectance) and its scoring from what the student read and found.
import { expect } from '@open-wc/testing';
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
