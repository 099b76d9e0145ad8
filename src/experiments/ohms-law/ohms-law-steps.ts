/**
 * 欧姆定律验证: the steps of an attempt, the raw readings the page sends and their grading with
 * the session's resistors (derived from the seed the server chose). Shared by the page and the
 * server; no DOM. The marks are those of `scoreOhmsLaw`, given to the step they come from.
 */
import type { BuiltInExperiment } from '../kit/built-in';
import { gradeTotal, stepGrade } from '../kit/built-in';
import { arrayAt, numberAt, objectAt } from '../kit/readings';
import type { StepDefinition } from '../kit/steps';
import { benchResistors, NOMINAL_OHMS } from './ohms-law-circuit';
import { scoreOhmsLaw, type OhmsPoint } from './ohms-law-scoring';

/** What the page sends: the resistor measured, the points written down, the meters overloaded. */
export interface OhmsReadings {
  resistorIndex: number;
  points: OhmsPoint[];
  overloads: number;
}

export const OHMS_STEP = {
  resistor: 0,
  ammeter: 1,
  voltmeter: 2,
  method: 3,
  ranges: 4,
  close: 5,
  supply: 6,
  record: 7,
  repeat: 8,
  submit: 9,
} as const;

const NOT_SCORED = '操作步骤，不计分';

export const OHMS_STEPS: readonly StepDefinition[] = [
  { title: '选择待测电阻 Rₓ', expectTime: 10, maxScore: 0, scoringModel: NOT_SCORED },
  { title: '将电流表串联接入电路', expectTime: 20, maxScore: 0, scoringModel: NOT_SCORED },
  { title: '将电压表并联在被测部分两端', expectTime: 20, maxScore: 0, scoringModel: NOT_SCORED },
  {
    title: '选择测量电路（内接法或外接法）',
    expectTime: 20,
    maxScore: 0,
    scoringModel: NOT_SCORED,
  },
  {
    title: '选择电表量程',
    expectTime: 20,
    maxScore: 15,
    scoringModel: '电表从未超量程得 15 分，每超量程一次扣 5 分',
  },
  { title: '闭合开关', expectTime: 5, maxScore: 0, scoringModel: NOT_SCORED },
  { title: '调节电源电压', expectTime: 20, maxScore: 0, scoringModel: NOT_SCORED },
  {
    title: '读取并记录电表读数',
    expectTime: 30,
    maxScore: 70,
    scoringModel: '过原点拟合的 R 与待测电阻真值比较：相对误差 ≤ 1% 满分，≥ 10% 不得分',
  },
  {
    title: '改变电压重复测量',
    expectTime: 120,
    maxScore: 15,
    scoringModel: '≥ 5 组得 10 分（3～4 组 5 分），最大电压 ≥ 最小电压 2 倍再得 5 分',
  },
  { title: '提交实验结果', expectTime: 5, maxScore: 0, scoringModel: NOT_SCORED },
];

const READING_MAX = 1000;
const POINTS_MAX = 100;

export const OHMS_LAW: BuiltInExperiment<OhmsReadings> = {
  slug: 'ohms-law',
  steps: OHMS_STEPS,
  minSeconds: 60,
  readReadings(raw) {
    const readings = objectAt(raw, 'readings');
    return {
      resistorIndex: numberAt(
        readings.resistorIndex,
        'readings.resistorIndex',
        0,
        NOMINAL_OHMS.length - 1,
        true,
      ),
      points: arrayAt(readings.points, 'readings.points', POINTS_MAX, (entry, path) => {
        const point = objectAt(entry, path);
        return {
          voltage: numberAt(point.voltage, `${path}.voltage`, 0, READING_MAX),
          current: numberAt(point.current, `${path}.current`, 0, READING_MAX),
        };
      }),
      overloads: numberAt(readings.overloads, 'readings.overloads', 0, 10_000, true),
    };
  },
  grade({ resistorIndex, points, overloads }, seed) {
    const trueResistance = benchResistors(seed)[resistorIndex] ?? NOMINAL_OHMS[0];
    const score = scoreOhmsLaw({ points, trueResistance, overloads });
    const some = points.length > 0;
    const grades = [
      stepGrade(0, true),
      stepGrade(0, some),
      stepGrade(0, some),
      stepGrade(0, some),
      stepGrade(score.parts.safety, some, `超量程 ${overloads} 次`),
      stepGrade(0, some),
      stepGrade(0, some),
      stepGrade(
        score.parts.accuracy,
        some,
        score.fitted === null ? '' : `R = ${score.fitted.toFixed(2)} Ω`,
      ),
      stepGrade(score.parts.data, points.length > 1, `${points.length} 组`),
      stepGrade(0, true),
    ];
    return { total: gradeTotal(grades), grades };
  },
  measuredSeconds: () => 0,
};
