/**
 * Accounts: 2 % teachers (工号 T…), 8 % members of the public, the rest students whose account
 * name is their 学号 (entry year, 院系 code, number), each with 院系, 专业 and 班级; registered
 * over the last two years, all with the one documented password.
 */
import type { ScaleContext } from './scale-context';
import { run, SCALE_EMAIL_DOMAIN } from './scale-context';
import { literal, pickFrom, rnd, rndInt, textArray } from './sql-random';

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何林高罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程苏魏吕丁任沈姚卢';
const GIVEN =
  '伟芳娜敏静丽强磊军洋勇艳杰涛明超秀霞平刚桂英华玉萍红娟建文辉力斌宇浩凯晨欣雨婷雪琳佳怡子轩梓涵思远博一鸣嘉懿若曦俊';

/** 院系, its short name for 班级, and its 专业. */
export const DEPARTMENTS: readonly { name: string; short: string; majors: readonly string[] }[] = [
  { name: '机械科学与工程学院', short: '机械', majors: ['机械设计制造及其自动化', '车辆工程'] },
  { name: '电气与电子工程学院', short: '电气', majors: ['电气工程及其自动化', '电子信息工程'] },
  { name: '计算机科学与技术学院', short: '计科', majors: ['计算机科学与技术', '软件工程'] },
  { name: '化学与化工学院', short: '化工', majors: ['化学工程与工艺', '应用化学'] },
  { name: '物理学院', short: '物理', majors: ['应用物理学', '物理学'] },
  { name: '土木与水利工程学院', short: '土木', majors: ['土木工程', '水利水电工程'] },
  { name: '材料科学与工程学院', short: '材料', majors: ['材料成型及控制工程', '高分子材料与工程'] },
  { name: '能源与动力工程学院', short: '能动', majors: ['能源与动力工程', '新能源科学与工程'] },
  { name: '生命科学与技术学院', short: '生科', majors: ['生物技术', '生物医学工程'] },
  { name: '医学院', short: '临床', majors: ['临床医学', '护理学'] },
  { name: '经济管理学院', short: '经管', majors: ['物流管理', '工商管理'] },
  { name: '马克思主义学院', short: '马院', majors: ['马克思主义理论', '思想政治教育'] },
  { name: '外国语学院', short: '外语', majors: ['英语', '翻译'] },
  { name: '建筑与城市规划学院', short: '建规', majors: ['建筑学', '城乡规划'] },
  { name: '环境科学与工程学院', short: '环境', majors: ['环境工程', '环境科学'] },
  { name: '自动化学院', short: '自动', majors: ['自动化', '机器人工程'] },
];

const SCHOOLS = [
  '华中科技大学',
  '武汉理工大学',
  '湖北工业大学',
  '长江大学',
  '三峡大学',
  '湖北大学',
];

const DAY = "interval '1 day'";

export async function insertAccounts(ctx: ScaleContext, passwordHash: string): Promise<number> {
  const n = ctx.sizes.accounts;
  const width = Math.max(6, String(n).length);
  const d = DEPARTMENTS.length;
  const names = textArray(DEPARTMENTS.map((x) => x.name));
  const shorts = textArray(DEPARTMENTS.map((x) => x.short));
  const majors = textArray(DEPARTMENTS.flatMap((x) => x.majors));
  await run(
    ctx.db,
    `
    INSERT INTO users (username, password_hash, nickname, real_name, identity, email, school, major,
      department, student_number, class_name, gender, created_at, updated_at, last_login_at,
      password_changed_at)
    SELECT username, ${literal(passwordHash)}, nickname, real_name, identity,
      lower(username) || '@${SCALE_EMAIL_DOMAIN}', school,
      CASE WHEN identity = 'student' THEN (${majors})[1 + dept * 2 + major] ELSE '' END,
      CASE WHEN identity = 'public' THEN '' ELSE (${names})[1 + dept] END,
      CASE WHEN identity = 'public' THEN '' ELSE username END,
      CASE WHEN identity = 'student'
        THEN (${shorts})[1 + dept] || substr(year::text, 3, 2) || lpad((1 + klass)::text, 2, '0')
        ELSE '' END,
      gender, created_at, created_at, created_at + (${ctx.now} - created_at) * login, created_at
    FROM (
      SELECT *,
        CASE identity
          WHEN 'student' THEN year::text || lpad((dept + 1)::text, 2, '0') || lpad(i::text, ${width}, '0')
          WHEN 'teacher' THEN 'T' || lpad(i::text, ${width}, '0')
          ELSE 'p' || lpad(i::text, ${width + 1}, '0') END AS username,
        CASE WHEN identity = 'teacher' THEN substr(real_name, 1, 1) || '老师'
          ELSE substr(real_name, 2) END AS nickname
      FROM (
        SELECT i,
          CASE WHEN i % 50 = 0 THEN 'teacher' WHEN i % 50 <= 4 THEN 'public' ELSE 'student' END
            AS identity,
          ${rndInt('i', 1, d)} AS dept,
          ${rndInt('i', 2, 2)} AS major,
          ${rndInt('i', 3, 4)} AS klass,
          2020 + ${rndInt('i', 4, 6)} AS year,
          substr(${literal(SURNAMES)}, 1 + ${rndInt('i', 5, SURNAMES.length)}, 1)
            || substr(${literal(GIVEN)}, 1 + ${rndInt('i', 6, GIVEN.length)}, 1)
            || CASE WHEN ${rnd('i', 7)} < 0.6
              THEN substr(${literal(GIVEN)}, 1 + ${rndInt('i', 8, GIVEN.length)}, 1) ELSE '' END
            AS real_name,
          CASE WHEN i % 50 BETWEEN 1 AND 4 THEN ''
            ELSE ${pickFrom(SCHOOLS, rndInt('i', 9, SCHOOLS.length))} END AS school,
          CASE WHEN ${rnd('i', 10)} < 0.5 THEN 'male' ELSE 'female' END AS gender,
          ${ctx.now} - (3 + ${rnd('i', 11)} * 724) * ${DAY} AS created_at,
          ${rnd('i', 12)} AS login
        FROM generate_series(0, ${n - 1}) AS i
      ) AS g
    ) AS a`,
  );
  return n;
}
