/**
 * 验证牛顿第二定律: the steps of an attempt, the raw readings the page sends and their grading
 * with the session's glider and track (derived from the seed the server chose). Shared by the
 * page and the server; no DOM. The page sends each run's screw setting, not how level the track
 * was: the server works that out from the session's hidden tilt.
 */
import type { BuiltInExperiment } from '../kit/built-in';
import { gradeTotal, stepGrade } from '../kit/built-in';
import {
  arrayAt,
  numberAt,
  objectAt,
  oneOfAt,
  optionalNumberAt,
  ReadingsProblem,
} from '../kit/readings';
import type { StepDefinition } from '../kit/steps';
import {
  benchFor,
  netSlope,
  SCREW_MM,
  SLOTTED_WEIGHTS,
  SMALL_WEIGHTS,
  SPACING_CM,
} from './newton-physics';
import { scoreNewton, type NewtonRun, type Relation, type Series } from './newton-scoring';

/** A run as the page records it: the screw setting instead of the track's slope. */
export type NewtonRunReading = Omit<NewtonRun, 'netSlope'> & { screwMm: number };

/** What the page sends: the runs and the conclusions. */
export interface NewtonReadings {
  runs: NewtonRunReading[];
  totalKg: number | null;
  forceRelation: Relation | null;
  massRelation: Relation | null;
}

export const NEWTON_STEP = {
  level: 0,
  push: 1,
  spacing: 2,
  pan: 3,
  release: 4,
  recordForce: 5,
  slotted: 6,
  recordMass: 7,
  forceRelation: 8,
  massRelation: 9,
  totalMass: 10,
  submit: 11,
} as const;

const NOT_SCORED = '操作步骤，不计分';

export const NEWTON_STEPS: readonly StepDefinition[] = [
  {
    title: '调平导轨（调节螺钉）',
    expectTime: 60,
    maxScore: 10,
    scoringModel: '各次实验导轨倾角 ≤ 0.2 mrad 得 10 分，≤ 0.5 mrad 得 5 分',
  },
  { title: '轻推滑块检验导轨是否水平', expectTime: 30, maxScore: 0, scoringModel: NOT_SCORED },
  {
    title: '设定两光电门间距 s',
    expectTime: 15,
    maxScore: 5,
    scoringModel: '各次实验 s ≥ 50 cm 得 5 分',
  },
  { title: '在砝码盘上放钩码（改变拉力）', expectTime: 20, maxScore: 0, scoringModel: NOT_SCORED },
  { title: '释放滑块，读取光电门计时', expectTime: 20, maxScore: 0, scoringModel: NOT_SCORED },
  {
    title: '实验一：计算加速度并记录（总质量不变，改变拉力）',
    expectTime: 240,
    maxScore: 35,
    scoringModel:
      'a–F 斜率与 1/(M+m) 相差 ≤ 2% 得 25 分（≥ 15% 不得分）；≥ 4 组 5 分，拉力跨 3 倍 5 分',
  },
  { title: '在滑块上加槽码（改变质量）', expectTime: 20, maxScore: 0, scoringModel: NOT_SCORED },
  {
    title: '实验二：计算加速度并记录（拉力不变，改变质量）',
    expectTime: 240,
    maxScore: 35,
    scoringModel:
      'a–1/(M+m) 斜率与 mg 相差 ≤ 2% 得 25 分（≥ 15% 不得分）；≥ 4 组 5 分，质量跨 1.4 倍 5 分',
  },
  {
    title: '得出 a 与拉力 F 的关系',
    expectTime: 30,
    maxScore: 5,
    scoringModel: '实验一 ≥ 3 组且结论为 a ∝ F 得 5 分',
  },
  {
    title: '得出 a 与总质量 M+m 的关系',
    expectTime: 30,
    maxScore: 5,
    scoringModel: '实验二 ≥ 3 组且结论为 a ∝ 1/(M+m) 得 5 分',
  },
  {
    title: '由 a–F 图线斜率求总质量',
    expectTime: 60,
    maxScore: 5,
    scoringModel: '与实验一斜率相差 ≤ 2% 得 5 分，≤ 5% 得 3 分',
  },
  { title: '提交实验结果', expectTime: 5, maxScore: 0, scoringModel: NOT_SCORED },
];

const RUNS_MAX = 60;
const RELATIONS: readonly Relation[] = ['direct', 'inverse', 'none'];
const SERIES: readonly Series[] = ['force', 'mass'];

/** The runs with the slope of the track the session's hidden tilt and their screw setting give. */
export function runsOf(readings: NewtonReadings, seed: string): NewtonRun[] {
  const { baseTiltMm } = benchFor(seed);
  return readings.runs.map(({ screwMm, ...run }) => ({
    ...run,
    netSlope: netSlope(baseTiltMm, screwMm),
  }));
}

export const NEWTON: BuiltInExperiment<NewtonReadings> = {
  slug: 'newton-second-law',
  steps: NEWTON_STEPS,
  minSeconds: 90,
  readReadings(raw) {
    const readings = objectAt(raw, 'readings');
    return {
      runs: arrayAt(readings.runs, 'readings.runs', RUNS_MAX, (entry, path) => {
        const run = objectAt(entry, path);
        const series = oneOfAt(run.series, `${path}.series`, SERIES);
        if (series === null) throw new ReadingsProblem(`${path}.series`, '不能为空');
        return {
          series,
          slotted: numberAt(run.slotted, `${path}.slotted`, 0, SLOTTED_WEIGHTS, true),
          onPan: numberAt(run.onPan, `${path}.onPan`, 0, SMALL_WEIGHTS, true),
          spacingM: numberAt(
            run.spacingM,
            `${path}.spacingM`,
            SPACING_CM.min / 100,
            SPACING_CM.max / 100,
          ),
          dt1Ms: numberAt(run.dt1Ms, `${path}.dt1Ms`, 0.01, 100_000),
          dt2Ms: numberAt(run.dt2Ms, `${path}.dt2Ms`, 0.01, 100_000),
          accel: numberAt(run.accel, `${path}.accel`, 0, 20),
          screwMm: numberAt(run.screwMm, `${path}.screwMm`, SCREW_MM.min, SCREW_MM.max),
        };
      }),
      totalKg: optionalNumberAt(readings.totalKg, 'readings.totalKg', 0, 5),
      forceRelation: oneOfAt(readings.forceRelation, 'readings.forceRelation', RELATIONS),
      massRelation: oneOfAt(readings.massRelation, 'readings.massRelation', RELATIONS),
    };
  },
  grade(readings, seed) {
    const runs = runsOf(readings, seed);
    const score = scoreNewton(runs, benchFor(seed).gliderKg, {
      totalKg: readings.totalKg,
      forceRelation: readings.forceRelation,
      massRelation: readings.massRelation,
    });
    const d = score.detail;
    const some = runs.length > 0;
    const forceCount = runs.filter((run) => run.series === 'force').length;
    const massCount = runs.length - forceCount;
    const grades = [
      stepGrade(d.practiceLevel, some),
      stepGrade(0, some),
      stepGrade(d.practiceSpacing, some),
      stepGrade(0, some),
      stepGrade(0, some),
      stepGrade(d.accuracyForce + d.dataForce, forceCount > 0, `${forceCount} 组`),
      stepGrade(0, massCount > 0),
      stepGrade(d.accuracyMass + d.dataMass, massCount > 0, `${massCount} 组`),
      stepGrade(d.conclusionForce, readings.forceRelation !== null),
      stepGrade(d.conclusionMass, readings.massRelation !== null),
      stepGrade(d.conclusionTotal, readings.totalKg !== null),
      stepGrade(0, true),
    ];
    return { total: gradeTotal(grades), grades };
  },
  measuredSeconds: () => 0,
};
