/**
 * 单摆测重力加速度: the steps of an attempt, the raw readings the page sends and their grading
 * (shared by the page and the server; no DOM). The marks are those of `scorePendulum`, given to
 * the step they come from, so the steps add up to its total.
 */
import type { BuiltInExperiment } from '../kit/built-in';
import { gradeTotal, stepGrade } from '../kit/built-in';
import { arrayAt, numberAt, objectAt } from '../kit/readings';
import type { StepDefinition } from '../kit/steps';
import { ANGLE_DEG, LENGTH_CM } from './pendulum-physics';
import { scorePendulum, type PendulumTrial } from './pendulum-scoring';

/** What the page sends: the trials as recorded and the g the student worked out. */
export interface PendulumReadings {
  trials: PendulumTrial[];
  reportedG: number;
}

/** The steps, in the order the student does them (indexes used by the page's tracker). */
export const PENDULUM_STEP = {
  length: 0,
  angle: 1,
  release: 2,
  timerStart: 3,
  timerStop: 4,
  count: 5,
  record: 6,
  repeat: 7,
  calculate: 8,
  submit: 9,
} as const;

export const PENDULUM_STEPS: readonly StepDefinition[] = [
  { title: '测量并设定摆长 L', expectTime: 30, maxScore: 0, scoringModel: '操作步骤，不计分' },
  {
    title: '设定释放角度 θ',
    expectTime: 15,
    maxScore: 10,
    scoringModel: '各组摆角 ≤ 10° 得 10 分，≤ 15° 得 5 分',
  },
  { title: '释放摆球', expectTime: 10, maxScore: 0, scoringModel: '操作步骤，不计分' },
  {
    title: '摆球经过平衡位置时开始计时',
    expectTime: 10,
    maxScore: 0,
    scoringModel: '操作步骤，不计分',
  },
  {
    title: '数完 N 次全振动后停止计时',
    expectTime: 30,
    maxScore: 0,
    scoringModel: '操作步骤，不计分',
  },
  {
    title: '填写全振动次数 N',
    expectTime: 10,
    maxScore: 10,
    scoringModel: '每组 N ≥ 10 得 10 分，N ≥ 5 得 5 分',
  },
  {
    title: '记录测量数据',
    expectTime: 20,
    maxScore: 60,
    scoringModel: '由数据算出的 g 与 9.8 m/s² 比较：相对误差 ≤ 0.5% 满分，≥ 10% 不得分',
  },
  {
    title: '改变摆长重复测量',
    expectTime: 120,
    maxScore: 10,
    scoringModel: '测量 ≥ 3 组得 10 分，2 组得 5 分',
  },
  {
    title: '计算重力加速度 g',
    expectTime: 60,
    maxScore: 10,
    scoringModel: '填写的 g 与数据相差 ≤ 1% 得 10 分，≤ 3% 得 5 分',
  },
  { title: '提交实验结果', expectTime: 5, maxScore: 0, scoringModel: '操作步骤，不计分' },
];

/** The longest stopwatch reading and the most oscillations a trial may have. */
const TIME_MAX_S = 3600;
const OSCILLATIONS_MAX = 200;
const TRIALS_MAX = 50;

export const PENDULUM: BuiltInExperiment<PendulumReadings> = {
  slug: 'pendulum',
  steps: PENDULUM_STEPS,
  minSeconds: 60,
  readReadings(raw) {
    const readings = objectAt(raw, 'readings');
    return {
      trials: arrayAt(readings.trials, 'readings.trials', TRIALS_MAX, (entry, path) => {
        const trial = objectAt(entry, path);
        return {
          lengthM: numberAt(
            trial.lengthM,
            `${path}.lengthM`,
            LENGTH_CM.min / 100,
            LENGTH_CM.max / 100,
          ),
          angleDeg: numberAt(trial.angleDeg, `${path}.angleDeg`, ANGLE_DEG.min, ANGLE_DEG.max),
          oscillations: numberAt(
            trial.oscillations,
            `${path}.oscillations`,
            1,
            OSCILLATIONS_MAX,
            true,
          ),
          timeS: numberAt(trial.timeS, `${path}.timeS`, 0.01, TIME_MAX_S),
        };
      }),
      reportedG: numberAt(readings.reportedG, 'readings.reportedG', 1, 30),
    };
  },
  grade({ trials, reportedG }) {
    const score = scorePendulum(trials, reportedG);
    const some = trials.length > 0;
    const grades = [
      stepGrade(0, some),
      stepGrade(score.parts.amplitude, some),
      stepGrade(0, some),
      stepGrade(0, some),
      stepGrade(0, some),
      stepGrade(score.parts.oscillations, some),
      stepGrade(
        score.parts.accuracy,
        some,
        score.dataG === null ? '' : `g = ${score.dataG.toFixed(3)} m/s²`,
      ),
      stepGrade(score.parts.repeats, trials.length > 1, `${trials.length} 组`),
      stepGrade(score.parts.calculation, some),
      stepGrade(0, true),
    ];
    return { total: gradeTotal(grades), grades };
  },
  measuredSeconds: ({ trials }) => trials.reduce((sum, trial) => sum + trial.timeS, 0),
};
