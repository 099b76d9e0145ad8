/**
 * Demo course library: the category tree, 48 courses of the three types with teachers, summaries
 * and chapter topics, the lesson videos they share and the virtual experiments. Turned into rows
 * by course-steps.ts; covers are drawn by media/generate-covers.ts.
 */
import type { CourseType } from '../../src/core/api/contract';

/** Top-level categories and their sub-categories, in menu order. */
export const COURSE_CATEGORY_TREE: readonly (readonly [string, readonly string[]])[] = [
  ['思想政治', ['党史学习', '红色文化', '形势与政策']],
  ['理工类', ['机械工程', '电子信息', '化学化工', '物理实验', '计算机']],
  ['医学类', ['基础医学', '临床技能', '护理学']],
  ['文史类', ['中国历史', '文学鉴赏', '考古与文博']],
  ['经管类', ['经济管理']],
];

/**
 * The lesson videos the first course seed (demo-courses-v1) gave out in turn, in
 * server/media/videos (made by media/make-videos.sh), durations measured. Each is about a subject
 * of its own (单摆, 声波, 分形, 元胞自动机), so lesson-media-step.ts replaced them in every lesson by
 * DEMO_LESSON_CLIP; the files stay as test fixtures for media uploads.
 */
export const VIDEO_CLIPS = [
  { file: 'pendulum', durationSeconds: 26 },
  { file: 'sound-waves', durationSeconds: 25 },
  { file: 'fractal', durationSeconds: 26 },
  { file: 'cellular-automaton', durationSeconds: 26 },
] as const;

/**
 * The one neutral clip every demo lesson plays (server/media/videos, made by
 * media/make-demo-lesson-video.sh): no subject of its own; the lesson's titles are on its poster.
 */
export const DEMO_LESSON_CLIP = { file: 'demo-lesson', durationSeconds: 26 } as const;

export interface CourseSeed {
  title: string;
  /** The sub-category. */
  category: string;
  type: CourseType;
  teacher: string;
  school: string;
  summary: string;
  /** One chapter per topic (2–4); lessons are derived from the topic and the type. */
  chapters: readonly string[];
}

const HUST = '华中科技大学';
const WHU = '武汉大学';
const CCNU = '华中师范大学';
const TJMC = '华中科技大学同济医学院';
const WUT = '武汉理工大学';

export const COURSES: readonly CourseSeed[] = [
  // 思想政治
  {
    title: '中国共产党历史概论',
    category: '党史学习',
    type: 'major',
    teacher: '李红梅',
    school: CCNU,
    summary: '以时间为线索，系统讲述中国共产党百余年奋斗的主要历程、重大成就和历史经验。',
    chapters: [
      '新民主主义革命时期',
      '社会主义革命和建设时期',
      '改革开放和社会主义现代化建设新时期',
    ],
  },
  {
    title: '党史中的重大会议',
    category: '党史学习',
    type: 'major',
    teacher: '周建华',
    school: WHU,
    summary: '选取中共一大、遵义会议、七届二中全会等重大会议，解读其历史背景与深远意义。',
    chapters: ['中共一大与建党', '遵义会议的历史转折', '七届二中全会与“两个务必”'],
  },
  {
    title: '重走长征路虚拟仿真体验',
    category: '党史学习',
    type: 'simulation',
    teacher: '赵志远',
    school: CCNU,
    summary: '借助三维场景重现湘江战役、四渡赤水、飞夺泸定桥等长征关键节点，沉浸式感悟长征精神。',
    chapters: ['湘江战役', '四渡赤水', '飞夺泸定桥', '会宁会师'],
  },
  {
    title: '红色文化资源概览',
    category: '红色文化',
    type: 'major',
    teacher: '孙丽娟',
    school: CCNU,
    summary: '梳理全国重要红色文化资源的分布与类型，学习红色资源的保护、研究与传播方法。',
    chapters: ['红色文化的内涵', '红色资源的分布与类型', '红色资源的保护与利用'],
  },
  {
    title: '革命旧址研学实践',
    category: '红色文化',
    type: 'practice',
    teacher: '钱国栋',
    school: WHU,
    summary: '围绕武汉地区革命旧址设计研学路线，完成实地考察、口述史采集与研学报告撰写。',
    chapters: ['研学路线设计', '实地考察与记录', '研学报告撰写'],
  },
  {
    title: '红色场馆虚拟展厅漫游',
    category: '红色文化',
    type: 'simulation',
    teacher: '吴晓燕',
    school: CCNU,
    summary: '在虚拟展厅中自主漫游，查看文物高清模型与讲解，完成主题参观任务。',
    chapters: ['展厅导览', '文物模型观察', '主题参观任务'],
  },
  {
    title: '形势与政策专题',
    category: '形势与政策',
    type: 'major',
    teacher: '郑文博',
    school: WHU,
    summary: '聚焦国内外形势热点，讲解党和国家的重要方针政策，培养大学生的政治判断力。',
    chapters: ['国内经济形势', '科技自立自强', '国际形势与外交政策'],
  },
  {
    title: '新时代乡村振兴调研实践',
    category: '形势与政策',
    type: 'practice',
    teacher: '冯立新',
    school: CCNU,
    summary: '组织学生走进乡村开展问卷调查与访谈，形成乡村振兴专题调研报告。',
    chapters: ['调研方案设计', '问卷与访谈实施', '数据整理与报告'],
  },
  // 理工类 · 机械工程
  {
    title: '机械制图与 CAD',
    category: '机械工程',
    type: 'major',
    teacher: '王建国',
    school: HUST,
    summary: '学习投影原理、三视图、剖视图与标准件画法，并用 CAD 软件完成零件图和装配图。',
    chapters: ['投影基础', '组合体三视图', '剖视图与断面图', 'CAD 零件图绘制'],
  },
  {
    title: '机械设计基础',
    category: '机械工程',
    type: 'major',
    teacher: '刘振华',
    school: HUST,
    summary: '讲解常用机构与通用零件的工作原理、设计计算方法，培养简单机械的设计能力。',
    chapters: ['平面连杆机构', '齿轮传动', '轴与轴承'],
  },
  {
    title: '数控车床操作实训',
    category: '机械工程',
    type: 'practice',
    teacher: '王建国',
    school: HUST,
    summary: '从安全规程、对刀到程序编制，完成典型轴类零件的数控车削加工。',
    chapters: ['安全操作规程', '对刀与坐标系设定', '轴类零件编程加工'],
  },
  {
    title: '数控加工虚拟仿真',
    category: '机械工程',
    type: 'simulation',
    teacher: '陈刚',
    school: HUST,
    summary: '在虚拟机床上完成装夹、对刀、程序校验与切削仿真，零风险练习数控加工全流程。',
    chapters: ['虚拟机床认识', '程序校验与碰撞检查', '切削过程仿真'],
  },
  {
    title: '液压与气动系统仿真',
    category: '机械工程',
    type: 'simulation',
    teacher: '杨帆',
    school: WUT,
    summary: '搭建典型液压、气动回路并观察压力与流量变化，理解执行元件的动作规律。',
    chapters: ['液压元件认识', '基本回路搭建', '气动回路设计'],
  },
  // 理工类 · 电子信息
  {
    title: '电路分析基础',
    category: '电子信息',
    type: 'major',
    teacher: '黄志强',
    school: HUST,
    summary: '掌握电路基本定律与分析方法，包括节点电压法、网孔电流法和正弦稳态分析。',
    chapters: ['电路基本定律', '线性电路分析方法', '正弦稳态电路'],
  },
  {
    title: '模拟电子技术',
    category: '电子信息',
    type: 'major',
    teacher: '林海',
    school: HUST,
    summary: '学习半导体器件、放大电路、集成运放与反馈电路，能分析和设计常用模拟电路。',
    chapters: ['半导体二极管与三极管', '基本放大电路', '集成运算放大器', '负反馈放大电路'],
  },
  {
    title: '单片机原理与应用实训',
    category: '电子信息',
    type: 'practice',
    teacher: '何伟',
    school: WUT,
    summary: '以 51 单片机为平台，完成流水灯、数码管、定时器与串口通信等实训项目。',
    chapters: ['开发环境搭建', 'I/O 口与流水灯', '定时器与中断', '串口通信'],
  },
  {
    title: '数字电路虚拟实验',
    category: '电子信息',
    type: 'simulation',
    teacher: '高明',
    school: HUST,
    summary: '在虚拟实验台上搭建组合逻辑与时序逻辑电路，实时观察波形与真值表。',
    chapters: ['逻辑门与组合电路', '触发器与计数器', '综合设计：数字钟'],
  },
  // 理工类 · 化学化工
  {
    title: '无机化学',
    category: '化学化工',
    type: 'major',
    teacher: '罗晓琳',
    school: WHU,
    summary: '讲授原子结构、化学键、化学平衡与氧化还原等基本理论及重要元素化学。',
    chapters: ['原子结构与元素周期律', '化学键与分子结构', '化学平衡', '氧化还原反应'],
  },
  {
    title: '分析化学实验',
    category: '化学化工',
    type: 'practice',
    teacher: '梁静',
    school: WHU,
    summary: '训练滴定分析、重量分析等基本操作，规范记录与处理实验数据。',
    chapters: ['分析天平的使用', '酸碱滴定', '配位滴定'],
  },
  {
    title: '化工原理虚拟仿真',
    category: '化学化工',
    type: 'simulation',
    teacher: '宋建军',
    school: WUT,
    summary: '对流体输送、传热与精馏等单元操作进行开停车与故障处理仿真。',
    chapters: ['离心泵特性测定', '换热器操作', '精馏塔开停车'],
  },
  {
    title: '危险化学品安全操作实训',
    category: '化学化工',
    type: 'practice',
    teacher: '唐宁',
    school: WUT,
    summary: '学习危险化学品的分类、储存与应急处置，完成泄漏与火灾处置演练。',
    chapters: ['危险化学品分类与标识', '储存与使用规范', '应急处置演练'],
  },
  // 理工类 · 物理实验
  {
    title: '大学物理（力学与热学）',
    category: '物理实验',
    type: 'major',
    teacher: '许文杰',
    school: HUST,
    summary: '系统讲授质点运动学、牛顿定律、动量与能量守恒、振动与波以及热力学基础。',
    chapters: ['质点运动学', '牛顿运动定律', '机械振动与机械波', '热力学第一定律'],
  },
  {
    title: '大学物理实验',
    category: '物理实验',
    type: 'practice',
    teacher: '韩雪',
    school: HUST,
    summary: '完成单摆、杨氏模量、示波器使用等基础实验，掌握误差分析与数据处理方法。',
    chapters: ['误差与数据处理', '单摆测重力加速度', '示波器的使用'],
  },
  {
    title: '光学虚拟仿真实验',
    category: '物理实验',
    type: 'simulation',
    teacher: '邓宇',
    school: WHU,
    summary: '仿真光的折射、干涉与衍射实验，调节参数观察条纹变化并测量波长。',
    chapters: ['光的折射与全反射', '双缝干涉', '单缝衍射'],
  },
  // 理工类 · 计算机
  {
    title: 'Python 程序设计',
    category: '计算机',
    type: 'major',
    teacher: '曹磊',
    school: WUT,
    summary: '从变量、控制结构到函数与模块，结合数据处理案例掌握 Python 编程。',
    chapters: ['基本语法与数据类型', '控制结构', '函数与模块', '文件与数据处理'],
  },
  {
    title: '数据结构与算法',
    category: '计算机',
    type: 'major',
    teacher: '彭丽',
    school: HUST,
    summary: '学习线性表、树、图等数据结构以及排序、查找算法，并分析其时间复杂度。',
    chapters: ['线性表', '树与二叉树', '图', '排序与查找'],
  },
  {
    title: '人工智能导论',
    category: '计算机',
    type: 'major',
    teacher: '曾凡',
    school: WHU,
    summary: '介绍搜索、知识表示、机器学习与神经网络的基本思想，了解人工智能的伦理问题。',
    chapters: ['搜索与推理', '机器学习基础', '神经网络与深度学习'],
  },
  {
    title: '计算机网络虚拟实验',
    category: '计算机',
    type: 'simulation',
    teacher: '萧然',
    school: HUST,
    summary: '在虚拟网络拓扑中配置交换机、路由器与防火墙，抓包分析常见网络协议。',
    chapters: ['网络拓扑搭建', '路由配置', '协议抓包分析'],
  },
  // 医学类
  {
    title: '人体解剖学',
    category: '基础医学',
    type: 'major',
    teacher: '田慧',
    school: TJMC,
    summary: '按系统讲授人体各器官的位置、形态与结构，为后续医学课程打下基础。',
    chapters: ['运动系统', '消化系统', '循环系统', '神经系统'],
  },
  {
    title: '生理学',
    category: '基础医学',
    type: 'major',
    teacher: '董立',
    school: TJMC,
    summary: '阐述细胞、血液、循环、呼吸等系统的正常功能活动及其调节机制。',
    chapters: ['细胞的基本功能', '血液循环', '呼吸'],
  },
  {
    title: '虚拟解剖台实践',
    category: '基础医学',
    type: 'simulation',
    teacher: '袁媛',
    school: TJMC,
    summary: '在三维虚拟解剖台上逐层分离组织，观察器官毗邻关系，可反复练习。',
    chapters: ['虚拟解剖台操作', '心脏的解剖', '脑的解剖'],
  },
  {
    title: '临床基本技能实训',
    category: '临床技能',
    type: 'practice',
    teacher: '潘涛',
    school: TJMC,
    summary: '训练体格检查、无菌操作、穿刺与换药等临床基本技能，对接执业医师技能考核。',
    chapters: ['体格检查', '无菌操作', '穿刺技术'],
  },
  {
    title: '心肺复苏与急救',
    category: '临床技能',
    type: 'practice',
    teacher: '蒋敏',
    school: TJMC,
    summary: '掌握成人与儿童心肺复苏、AED 使用和气道异物梗阻的现场急救方法。',
    chapters: ['心搏骤停的识别', '胸外按压与人工通气', 'AED 的使用'],
  },
  {
    title: '虚拟病人问诊训练',
    category: '临床技能',
    type: 'simulation',
    teacher: '蔡丽华',
    school: TJMC,
    summary: '与虚拟病人对话完成病史采集、鉴别诊断与医嘱开具，系统给出评分与反馈。',
    chapters: ['病史采集', '鉴别诊断', '诊疗决策'],
  },
  {
    title: '基础护理学',
    category: '护理学',
    type: 'major',
    teacher: '余静',
    school: TJMC,
    summary: '讲授护理程序、生命体征评估、给药与饮食护理等基础护理理论和技术。',
    chapters: ['护理程序', '生命体征的评估', '给药护理'],
  },
  {
    title: '静脉输液操作实训',
    category: '护理学',
    type: 'practice',
    teacher: '杜鹃',
    school: TJMC,
    summary: '规范完成静脉输液的评估、穿刺、固定与输液反应处理。',
    chapters: ['操作前评估与准备', '静脉穿刺', '输液反应的处理'],
  },
  // 文史类
  {
    title: '中国古代史',
    category: '中国历史',
    type: 'major',
    teacher: '叶青',
    school: WHU,
    summary: '从先秦到明清，梳理中国古代政治、经济与文化的发展脉络。',
    chapters: ['先秦时期', '秦汉至隋唐', '宋元明清'],
  },
  {
    title: '中国近现代史纲要',
    category: '中国历史',
    type: 'major',
    teacher: '程浩',
    school: CCNU,
    summary: '讲述 1840 年以来中国人民争取民族独立、人民解放和实现国家富强的历史。',
    chapters: ['进入近代后的中华民族', '新民主主义革命', '社会主义建设与改革'],
  },
  {
    title: '唐诗宋词鉴赏',
    category: '文学鉴赏',
    type: 'major',
    teacher: '苏婉',
    school: WHU,
    summary: '精读李白、杜甫、苏轼、李清照等名家作品，体会古典诗词的意境与格律之美。',
    chapters: ['盛唐气象', '杜诗的沉郁顿挫', '宋词的婉约与豪放'],
  },
  {
    title: '现代文学名篇导读',
    category: '文学鉴赏',
    type: 'major',
    teacher: '魏然',
    school: CCNU,
    summary: '导读鲁迅、沈从文、老舍等作家的代表作，理解现代文学与时代的关系。',
    chapters: ['鲁迅小说', '沈从文的湘西世界', '老舍的京味小说'],
  },
  {
    title: '考古学通论',
    category: '考古与文博',
    type: 'major',
    teacher: '吕成',
    school: WHU,
    summary: '介绍考古学的基本理论与方法，以及中国史前与历史时期的重要考古发现。',
    chapters: ['考古学的理论与方法', '史前考古', '历史时期考古'],
  },
  {
    title: '田野考古发掘实习',
    category: '考古与文博',
    type: 'practice',
    teacher: '丁卫东',
    school: WHU,
    summary: '在发掘现场学习探方布设、地层划分、遗迹清理与资料记录。',
    chapters: ['探方布设', '地层划分', '遗物采集与记录'],
  },
  {
    title: '数字敦煌：石窟艺术虚拟漫游',
    category: '考古与文博',
    type: 'simulation',
    teacher: '任嘉',
    school: WHU,
    summary: '漫游数字化石窟，欣赏壁画与彩塑细节，了解敦煌艺术的历史演变。',
    chapters: ['石窟形制', '壁画艺术', '彩塑艺术'],
  },
  {
    title: '文物修复虚拟仿真',
    category: '考古与文博',
    type: 'simulation',
    teacher: '沈洁',
    school: WHU,
    summary: '在虚拟环境中完成青铜器与陶器的清洗、拼接与补配，理解“最小干预”原则。',
    chapters: ['文物病害识别', '陶器拼接与补配', '青铜器除锈'],
  },
  // 经管类
  {
    title: '管理学原理',
    category: '经济管理',
    type: 'major',
    teacher: '姚军',
    school: WUT,
    summary: '围绕计划、组织、领导、控制四大职能，结合案例理解现代管理的基本原理。',
    chapters: ['计划与决策', '组织设计', '领导与激励', '控制'],
  },
  {
    title: '会计基础与实务',
    category: '经济管理',
    type: 'practice',
    teacher: '卢芳',
    school: WUT,
    summary: '以一家制造企业一个月的经济业务为例，完成填制凭证、登记账簿和编制报表。',
    chapters: ['会计要素与科目', '凭证与账簿', '财务报表编制'],
  },
  {
    title: '企业经营沙盘模拟',
    category: '经济管理',
    type: 'simulation',
    teacher: '谭斌',
    school: WUT,
    summary: '分组经营一家虚拟企业，在六个经营年度中完成市场、生产与财务决策。',
    chapters: ['沙盘规则', '市场与生产决策', '财务分析与复盘'],
  },
  {
    title: '物流与供应链虚拟仿真',
    category: '经济管理',
    type: 'simulation',
    teacher: '廖华',
    school: WUT,
    summary: '在虚拟仓储与配送中心中完成入库、拣选、配送路线规划等作业。',
    chapters: ['仓储作业', '拣选与包装', '配送路线规划'],
  },
];

/** Lesson titles of a chapter, by course type (2–4 are used). */
export const LESSON_PATTERNS: Record<CourseType, readonly string[]> = {
  major: ['{t}：基本概念', '{t}：原理与方法', '{t}：典型例题解析', '{t}：小结与拓展'],
  practice: [
    '{t}：实训准备与安全须知',
    '{t}：操作步骤演示',
    '{t}：常见问题与处理',
    '{t}：考核要点',
  ],
  simulation: [
    '{t}：仿真场景介绍',
    '{t}：交互操作演示',
    '{t}：数据记录与结果分析',
    '{t}：拓展探究',
  ],
};

export const COURSE_TYPE_NAMES: Record<CourseType, string> = {
  major: '专业课程',
  practice: '实践实训',
  simulation: '仿真资源',
};

export interface ExperimentSeed {
  slug: string;
  title: string;
  summary: string;
  /** Title of the related course. */
  course: string;
  durationMinutes: number;
}

/** Launched at `/PC/experiments/<slug>.html`. */
export const EXPERIMENTS: readonly ExperimentSeed[] = [
  {
    slug: 'pendulum',
    title: '单摆测重力加速度',
    summary: '改变摆长测量周期，作 T²–L 图线求重力加速度 g，并分析摆角对周期的影响。',
    course: '大学物理实验',
    durationMinutes: 20,
  },
  {
    slug: 'ohms-law',
    title: '欧姆定律验证',
    summary: '搭建电路，调节滑动变阻器测量电压与电流，验证欧姆定律并求出电阻值。',
    course: '电路分析基础',
    durationMinutes: 15,
  },
  {
    slug: 'newton-second-law',
    title: '牛顿第二定律',
    summary: '在气垫导轨上改变拉力与质量，用光电门测加速度，探究 a 与 F、m 的关系。',
    course: '大学物理（力学与热学）',
    durationMinutes: 20,
  },
  {
    slug: 'refraction',
    title: '光的折射与全反射',
    summary: '改变入射角观察折射光线，测量折射率并找出发生全反射的临界角。',
    course: '光学虚拟仿真实验',
    durationMinutes: 15,
  },
  {
    slug: 'titration',
    title: '酸碱中和滴定',
    summary: '用标准氢氧化钠溶液滴定未知浓度的盐酸，判断滴定终点并计算浓度。',
    course: '分析化学实验',
    durationMinutes: 25,
  },
  {
    slug: 'anatomy',
    title: '虚拟解剖：心脏结构',
    summary: '逐层解剖虚拟心脏，辨认心腔、瓣膜与冠状血管，完成结构识别测验。',
    course: '虚拟解剖台实践',
    durationMinutes: 30,
  },
];
