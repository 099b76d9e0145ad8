/**
 * 光的折射（测玻璃折射率）: the steps of an attempt, the raw readings the page sends and their
 * grading with the session's glass (derived from the seed the server chose). Shared by the page
 * and the server; no DOM. The marks are those of `scoreRefraction`, given to their steps.
 */
import type { BuiltInExperiment } from '../kit/built-in';
import { gradeTotal, stepGrade } from '../kit/built-in';
import { arrayAt, numberAt, objectAt, optionalNumberAt } from '../kit/readings';
import type { StepDefinition } from '../kit/steps';
import { sessionGlassIndex } from './refraction-physics';
import { scoreRefraction, type RefractionWork } from './refraction-scoring';

/** What the page sends: its trials, the critical angle found and the n typed. */
export type RefractionReadings = {
  trials: { incidenceDeg: number; refractionDeg: number }[];
  criticalDeg: number | null;
  reportedN: number;
} & RefractionWork;

export const REFRACTION_STEP = {
  part1: 0,
  incidence: 1,
  cursor: 2,
  record: 3,
  repeat: 4,
  part2: 5,
  increase: 6,
  critical: 7,
  calculate: 8,
  submit: 9,
} as const;

const NOT_SCORED = '操作步骤，不计分';

export const REFRACTION_STEPS: readonly StepDefinition[] = [
  {
    title: '选择实验一：光从空气射入玻璃',
    expectTime: 10,
    maxScore: 0,
    scoringModel: NOT_SCORED,
  },
  { title: '调节入射角 i', expectTime: 20, maxScore: 0, scoringModel: NOT_SCORED },
  { title: '移动读数游标对准折射光线', expectTime: 30, maxScore: 0, scoringModel: NOT_SCORED },
  {
    title: '读取并记录折射角 r',
    expectTime: 20,
    maxScore: 60,
    scoringModel: '由读数拟合的 n 与玻璃真值比较：相对误差 ≤ 1% 满分，≥ 8% 不得分',
  },
  {
    title: '改变入射角重复测量',
    expectTime: 150,
    maxScore: 15,
    scoringModel: '≥ 4 组得 10 分（3 组 5 分），入射角跨度 ≥ 40° 再得 5 分',
  },
  {
    title: '选择实验二：光从玻璃射入空气',
    expectTime: 10,
    maxScore: 0,
    scoringModel: NOT_SCORED,
  },
  { title: '增大入射角直至折射光消失', expectTime: 60, maxScore: 0, scoringModel: NOT_SCORED },
  {
    title: '记录临界角 C',
    expectTime: 10,
    maxScore: 15,
    scoringModel: '与 arcsin(1/n) 相差 ≤ 1.5° 满分，≥ 5° 不得分',
  },
  {
    title: '计算玻璃的折射率 n',
    expectTime: 60,
    maxScore: 10,
    scoringModel: '填写的 n 与数据相差 ≤ 1% 得 10 分，≤ 3% 得 5 分',
  },
  { title: '提交实验结果', expectTime: 5, maxScore: 0, scoringModel: NOT_SCORED },
];

const TRIALS_MAX = 50;
/** The refractive indexes the student may type. */
export const N_RANGE = { min: 1, max: 3 } as const;

export const REFRACTION: BuiltInExperiment<RefractionReadings> = {
  slug: 'refraction',
  steps: REFRACTION_STEPS,
  minSeconds: 60,
  readReadings(raw) {
    const readings = objectAt(raw, 'readings');
    return {
      trials: arrayAt(readings.trials, 'readings.trials', TRIALS_MAX, (entry, path) => {
        const trial = objectAt(entry, path);
        return {
          incidenceDeg: numberAt(trial.incidenceDeg, `${path}.incidenceDeg`, 0, 90),
          refractionDeg: numberAt(trial.refractionDeg, `${path}.refractionDeg`, 0, 90),
        };
      }),
      criticalDeg: optionalNumberAt(readings.criticalDeg, 'readings.criticalDeg', 0, 90),
      reportedN: numberAt(readings.reportedN, 'readings.reportedN', N_RANGE.min, N_RANGE.max),
    };
  },
  grade(readings, seed) {
    const score = scoreRefraction(readings, sessionGlassIndex(seed));
    const some = readings.trials.length > 0;
    const found = readings.criticalDeg !== null;
    const grades = [
      stepGrade(0, some),
      stepGrade(0, some),
      stepGrade(0, some),
      stepGrade(
        score.parts.accuracy,
        some,
        score.fitted === null ? '' : `n = ${score.fitted.toFixed(3)}`,
      ),
      stepGrade(score.parts.data, readings.trials.length > 1, `${readings.trials.length} 组`),
      stepGrade(0, found),
      stepGrade(0, found),
      stepGrade(
        score.parts.critical,
        found,
        readings.criticalDeg === null ? '' : `C = ${readings.criticalDeg.toFixed(1)}°`,
      ),
      stepGrade(score.parts.calculation, true, `n = ${readings.reportedN}`),
      stepGrade(0, true),
    ];
    return { total: gradeTotal(grades), grades };
  },
  measuredSeconds: () => 0,
};
