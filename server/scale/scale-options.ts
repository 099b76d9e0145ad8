/**
 * The sizes of a scale data set (`npm run seed:scale`): the defaults of issue #33 (a
 * province-sized centre), each replaceable by an option, all multiplied by `--scale`.
 */
import { parseArgs } from 'node:util';

export interface ScaleSizes {
  /** Accounts (2 % teachers, 8 % public, the rest students with 学号 and 院系). */
  accounts: number;
  courses: number;
  /** Experiment launches (about 85 % finished attempts with steps). */
  attempts: number;
  /** learn_records rows (study sessions of a lesson). */
  learnRecords: number;
  /** The page_visit counters' sum over two years. */
  visits: number;
  classes: number;
  quizzesPerClass: number;
}

export const FULL_SIZES: Readonly<ScaleSizes> = {
  accounts: 100_000,
  courses: 300,
  attempts: 2_000_000,
  learnRecords: 5_000_000,
  visits: 20_000_000,
  classes: 2_000,
  quizzesPerClass: 3,
};

/** The least of each size after scaling (a distribution needs a few courses). */
const MINIMUM: Readonly<ScaleSizes> = {
  accounts: 20,
  courses: 10,
  attempts: 1,
  learnRecords: 1,
  visits: 1,
  classes: 1,
  quizzesPerClass: 1,
};

export interface ScaleOptions {
  sizes: ScaleSizes;
  scale: number;
  force: boolean;
  /** Rows per INSERT … SELECT of the big tables (progress is printed after each). */
  chunk: number;
}

export class ScaleUsageError extends Error {}

export const SCALE_USAGE = `用法 / usage: npm run seed:scale -- [选项]
  --accounts N           账号数（默认 100000）
  --courses N            课程数（默认 300）
  --attempts N           实验尝试数（默认 2000000）
  --learn-records N      学习记录数（默认 5000000）
  --visits N             访问量（page_visit 计数器之和，默认 20000000）
  --classes N            教学班数（默认 2000）
  --quizzes-per-class N  每个教学班的测验数（默认 3）
  --scale F              所有数量乘以 F（如 0.01 为快速试跑；默认 1）
  --chunk N              大表每条 INSERT 的行数（默认 250000）
  --force                库中已有规模数据时先删除再重新生成
数据库与服务器相同：DATABASE_URL（PostgreSQL）或 DATA_DIR（嵌入式 PGlite，默认 ./data）。`;

/** Each size scaled, rounded, at least its minimum (quizzes per class are not scaled). */
export function scaledSizes(sizes: ScaleSizes, scale: number): ScaleSizes {
  const out = { ...sizes };
  for (const key of Object.keys(sizes) as (keyof ScaleSizes)[]) {
    const value = key === 'quizzesPerClass' ? sizes[key] : Math.round(sizes[key] * scale);
    out[key] = Math.max(MINIMUM[key], value);
  }
  return out;
}

function count(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 0 || n > 1e9) {
    throw new ScaleUsageError(`参数错误：--${name} 必须是 0 到 1000000000 的整数（收到 ${value}）`);
  }
  return n;
}

export function parseScaleArgs(args: readonly string[]): ScaleOptions {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: {
        accounts: { type: 'string' },
        courses: { type: 'string' },
        attempts: { type: 'string' },
        'learn-records': { type: 'string' },
        visits: { type: 'string' },
        classes: { type: 'string' },
        'quizzes-per-class': { type: 'string' },
        scale: { type: 'string' },
        chunk: { type: 'string' },
        force: { type: 'boolean' },
        help: { type: 'boolean' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new ScaleUsageError(
      `参数错误：${error instanceof Error ? error.message : String(error)}\n${SCALE_USAGE}`,
    );
  }
  if (values.help) throw new ScaleUsageError(SCALE_USAGE);
  const text = (name: string) => values[name] as string | undefined;
  const scale = text('scale') === undefined ? 1 : Number(text('scale'));
  if (!Number.isFinite(scale) || scale <= 0 || scale > 100) {
    throw new ScaleUsageError(
      `参数错误：--scale 必须是大于 0、不超过 100 的数（收到 ${text('scale')}）`,
    );
  }
  const sizes: ScaleSizes = {
    accounts: count(text('accounts'), 'accounts', FULL_SIZES.accounts),
    courses: count(text('courses'), 'courses', FULL_SIZES.courses),
    attempts: count(text('attempts'), 'attempts', FULL_SIZES.attempts),
    learnRecords: count(text('learn-records'), 'learn-records', FULL_SIZES.learnRecords),
    visits: count(text('visits'), 'visits', FULL_SIZES.visits),
    classes: count(text('classes'), 'classes', FULL_SIZES.classes),
    quizzesPerClass: Math.min(
      8,
      count(text('quizzes-per-class'), 'quizzes-per-class', FULL_SIZES.quizzesPerClass),
    ),
  };
  const chunk = count(text('chunk'), 'chunk', 250_000);
  return {
    sizes: scaledSizes(sizes, scale),
    scale,
    force: values.force === true,
    chunk: Math.max(1_000, chunk),
  };
}
