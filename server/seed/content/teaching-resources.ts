/** 教学资源:课件、实验指导、虚拟仿真模型、案例库、数据与工具 (demo content). */
import type { AttachmentSeed, CategorySeed, ResourceSeed } from './seed-types';

export const RESOURCE_CATEGORIES: CategorySeed = [
  ['教学课件', ['理论课件', '实验课件']],
  ['实验指导', ['实验指导书', '安全操作规程']],
  ['虚拟仿真模型', ['机械装备模型', '化工工艺模型', '电气电子模型']],
  ['案例库', ['工程案例', '安全事故案例']],
  ['数据与工具', ['实验数据集', '软件工具']],
];

const pdf = (slug: string, name: string): AttachmentSeed => ({
  name: `${name}.pdf`,
  file: `attachments/${slug}.pdf`,
});
const csv = (slug: string, name: string): AttachmentSeed => ({
  name: `${name}.csv`,
  file: `attachments/${slug}.csv`,
});
const txt = (slug: string, name: string): AttachmentSeed => ({
  name: `${name}.txt`,
  file: `attachments/${slug}.txt`,
});
const zip = (slug: string, name: string): AttachmentSeed => ({
  name: `${name}.zip`,
  file: `attachments/${slug}.zip`,
});
const model = (slug: string, name: string): AttachmentSeed => ({
  name: `${name}（GLB）`,
  file: `attachments/${slug}.glb`,
});

interface Brief {
  slug: string;
  category: readonly [string, string];
  title: string;
  summary: string;
  mediaType: ResourceSeed['mediaType'];
  intro: string;
  points: readonly string[];
  attachments: (slug: string) => AttachmentSeed[];
  video?: string;
}

const BRIEFS: readonly Brief[] = [
  {
    slug: 'res-linkage-slides',
    category: ['教学课件', '理论课件'],
    title: '机械原理·平面连杆机构运动分析课件',
    summary: '讲解平面四杆机构的类型、急回特性、压力角与传动角，并给出图解法与解析法运动分析实例。',
    mediaType: 'document',
    intro:
      '平面连杆机构广泛应用于各类机械设备中。本课件共 48 页，从铰链四杆机构的基本形式出发，逐步引入曲柄存在条件、急回特性和死点位置等概念，并以牛头刨床导杆机构为例演示速度与加速度分析。',
    points: [
      '铰链四杆机构的基本形式与演化',
      '曲柄存在条件与急回特性',
      '压力角、传动角与死点',
      '图解法与解析法运动分析',
    ],
    attachments: (s) => [pdf(s, '平面连杆机构运动分析课件'), txt(s, '课后习题')],
  },
  {
    slug: 'res-cnc-turning-slides',
    category: ['教学课件', '实验课件'],
    title: '数控车削加工仿真实验课件',
    summary: '配合数控车削虚拟仿真实验使用，介绍 G 代码编程、刀具补偿与仿真加工的操作步骤。',
    mediaType: 'video',
    video: '/media/resources/res-cnc-turning.webm',
    intro:
      '本课件以阶梯轴零件为加工对象，演示从零件图分析、工艺路线制定、数控程序编写到虚拟机床上完成对刀和仿真加工的完整流程，时长约 12 分钟。',
    points: [
      '零件图分析与工艺路线',
      'G00/G01/G02/G03 指令',
      '刀尖圆弧半径补偿',
      '虚拟对刀与仿真加工',
    ],
    attachments: (s) => [pdf(s, '数控车削仿真实验讲义'), txt(s, '阶梯轴参考程序')],
  },
  {
    slug: 'res-hydraulic-guide',
    category: ['实验指导', '实验指导书'],
    title: '液压传动系统虚拟仿真实验指导书',
    summary: '包含液压元件认知、基本回路搭建和速度控制回路性能测试三个实验项目。',
    mediaType: 'document',
    intro:
      '本指导书面向机械类专业本科生，实验在液压传动虚拟仿真平台上完成。学生需先完成液压泵、液压缸、换向阀等元件的结构认知，再在虚拟工作台上搭建回路并测试其性能。',
    points: [
      '液压元件结构认知',
      '换向回路与调压回路搭建',
      '节流调速回路性能测试',
      '实验数据记录与分析',
    ],
    attachments: (s) => [pdf(s, '液压传动系统实验指导书'), csv(s, '实验数据记录表')],
  },
  {
    slug: 'res-distillation-guide',
    category: ['实验指导', '实验指导书'],
    title: '化工原理·精馏塔操作仿真实验指导书',
    summary: '指导学生在仿真平台上完成精馏塔的开车、全回流操作、部分回流操作与停车。',
    mediaType: 'document',
    intro:
      '精馏是化工生产中最常用的分离操作之一。本实验以乙醇—水体系为对象，学生在虚拟仿真装置上完成冷态开车、全回流稳定、调节回流比和正常停车等操作，并测定全塔效率。',
    points: ['精馏装置流程认知', '冷态开车步骤', '回流比对产品组成的影响', '全塔效率的测定与计算'],
    attachments: (s) => [pdf(s, '精馏塔操作仿真实验指导书'), csv(s, '操作记录表')],
  },
  {
    slug: 'res-electronics-guide',
    category: ['实验指导', '实验指导书'],
    title: '电工电子技术综合实验指导书',
    summary: '涵盖基尔霍夫定律验证、RC 电路暂态响应、三相电路与单管放大电路等八个实验。',
    mediaType: 'document',
    intro:
      '本指导书配合电工电子虚拟实验平台使用，每个实验包含实验目的、实验原理、仿真电路搭建步骤、数据记录表和思考题，学生可在线完成电路连接与仪表测量。',
    points: ['基尔霍夫定律验证', 'RC 电路暂态响应', '三相交流电路测量', '单管共射放大电路'],
    attachments: (s) => [pdf(s, '电工电子技术综合实验指导书')],
  },
  {
    slug: 'res-robot-offline-guide',
    category: ['实验指导', '实验指导书'],
    title: '工业机器人离线编程实验指导书',
    summary: '在虚拟工作站中完成六轴机器人的坐标系标定、轨迹规划与离线程序生成。',
    mediaType: 'document',
    intro:
      '实验以搬运与涂胶两个典型任务为例，学生在离线编程软件中建立工作站模型，完成工具坐标系和工件坐标系标定，规划运动轨迹并生成机器人程序，最后进行碰撞检测与节拍分析。',
    points: ['工作站建模', '工具与工件坐标系标定', '搬运与涂胶轨迹规划', '碰撞检测与节拍优化'],
    attachments: (s) => [pdf(s, '工业机器人离线编程实验指导书'), zip(s, '工作站示例文件')],
  },
  {
    slug: 'res-lab-safety-mech',
    category: ['实验指导', '安全操作规程'],
    title: '机械类实验室安全操作规程',
    summary: '规定进入机械类实验室的着装要求、设备操作前检查、紧急停机与事故报告流程。',
    mediaType: 'document',
    intro:
      '为保障师生人身安全和设备安全，所有进入机械类实验室开展实验的人员必须学习本规程并通过安全考试。本规程适用于金工实训、数控加工和机械创新实验室。',
    points: ['着装与个人防护要求', '设备操作前的检查', '紧急停机与断电', '事故报告与处置'],
    attachments: (s) => [pdf(s, '机械类实验室安全操作规程')],
  },
  {
    slug: 'res-hazchem-rules',
    category: ['实验指导', '安全操作规程'],
    title: '危险化学品使用与管理规程',
    summary: '明确危险化学品的申购、存储、领用、使用和废弃物处置要求。',
    mediaType: 'document',
    intro:
      '本规程依据国家危险化学品安全管理有关规定制定，适用于化学、化工、材料等学科的教学实验室。规程对易燃易爆、有毒有害和腐蚀性化学品分别提出了管理要求。',
    points: ['申购与审批', '分类存储与双人双锁', '领用登记', '废液与废弃物处置'],
    attachments: (s) => [pdf(s, '危险化学品使用与管理规程'), csv(s, '危险化学品领用登记表')],
  },
  {
    slug: 'res-hv-rules',
    category: ['实验指导', '安全操作规程'],
    title: '高压电气实验安全操作规程',
    summary: '规定高压实验的工作票制度、安全距离、接地放电和监护要求。',
    mediaType: 'document',
    intro:
      '高压电气实验具有较高的危险性。本规程要求实验必须由两人以上进行，并严格执行工作票制度、停电验电接地制度和专人监护制度，实验结束后须对被试品充分放电。',
    points: ['工作票与监护制度', '安全距离与围栏设置', '停电、验电、接地', '实验后放电与记录'],
    attachments: (s) => [pdf(s, '高压电气实验安全操作规程')],
  },
  {
    slug: 'res-robot-model',
    category: ['虚拟仿真模型', '机械装备模型'],
    title: '六轴工业机器人三维模型',
    summary: '六自由度串联机器人的简化三维模型，可用于运动学教学和工作站布局。',
    mediaType: 'model',
    intro:
      '模型按照常见 6 kg 级工业机器人的结构比例制作，包含底座、大臂、小臂和腕部等部件，各关节轴线与实际机器人一致，可导入虚拟仿真平台进行运动学演示。',
    points: ['六个旋转关节的布置', 'D-H 参数示例', '工作空间示意', '末端法兰接口'],
    attachments: (s) => [model(s, '六轴机器人模型'), txt(s, 'D-H 参数表')],
  },
  {
    slug: 'res-lathe-model',
    category: ['虚拟仿真模型', '机械装备模型'],
    title: '数控车床结构三维模型',
    summary: '展示数控车床床身、主轴箱、刀架、尾座和进给系统的三维结构模型。',
    mediaType: 'model',
    intro:
      '学生可在三维场景中拆分查看数控车床的主要部件，了解主轴传动链和滚珠丝杠进给系统的结构，为后续的数控加工仿真实验打下基础。',
    points: ['床身与导轨', '主轴箱与主传动', '电动刀架', '滚珠丝杠进给系统'],
    attachments: (s) => [model(s, '数控车床模型')],
  },
  {
    slug: 'res-reducer-model',
    category: ['虚拟仿真模型', '机械装备模型'],
    title: '二级圆柱齿轮减速器拆装虚拟模型',
    summary: '支持按步骤拆卸和装配减速器，认识齿轮、轴、轴承及密封件的结构与配合。',
    mediaType: 'model',
    intro:
      '该模型配合“机械设计”课程的减速器拆装实验使用。学生按提示依次拆下箱盖、轴承端盖和各级轴系，观察齿轮啮合与轴承配置，再按相反顺序完成装配。',
    points: ['箱体与箱盖结构', '高速轴与低速轴系', '轴承的轴向固定', '润滑与密封方式'],
    attachments: (s) => [model(s, '减速器模型'), pdf(s, '拆装步骤说明')],
  },
  {
    slug: 'res-distillation-model',
    category: ['虚拟仿真模型', '化工工艺模型'],
    title: '精馏塔工艺流程三维模型',
    summary: '包含精馏塔、再沸器、冷凝器、回流罐与进料预热器的完整工艺流程模型。',
    mediaType: 'model',
    intro:
      '模型按照实训装置的工艺流程建立，各设备之间的管线与阀门均可点击查看名称和作用，适合在精馏操作仿真实验前用于流程认知。',
    points: ['塔体与塔板结构', '再沸器与冷凝器', '回流与采出流程', '主要控制回路'],
    attachments: (s) => [model(s, '精馏塔流程模型')],
  },
  {
    slug: 'res-ammonia-model',
    category: ['虚拟仿真模型', '化工工艺模型'],
    title: '合成氨工艺仿真模型',
    summary: '以合成氨生产为背景，展示造气、净化、压缩与合成四个工段的工艺流程。',
    mediaType: 'model',
    intro:
      '合成氨是典型的高温高压化工过程。本模型以工段为单位组织三维场景，学生可以按工艺顺序漫游，了解各工段的主要设备和操作条件。',
    points: ['造气工段', '脱硫与变换', '压缩工段', '氨合成塔'],
    attachments: (s) => [model(s, '合成氨工艺模型'), csv(s, '主要工艺参数表')],
  },
  {
    slug: 'res-transformer-model',
    category: ['虚拟仿真模型', '电气电子模型'],
    title: '电力变压器结构与原理三维模型',
    summary: '展示油浸式电力变压器铁芯、绕组、油箱和冷却装置，并演示电磁感应原理。',
    mediaType: 'model',
    intro:
      '模型可逐层隐藏油箱和绝缘结构，直观观察铁芯叠片和高低压绕组的排列方式；配套动画演示空载和负载运行时的磁通变化。',
    points: ['铁芯与绕组结构', '分接开关', '冷却方式', '空载与负载运行'],
    attachments: (s) => [model(s, '变压器模型')],
  },
  {
    slug: 'res-substation-model',
    category: ['虚拟仿真模型', '电气电子模型'],
    title: '110 kV 智能变电站仿真模型',
    summary: '涵盖一次设备布置、二次保护配置与倒闸操作流程的智能变电站仿真场景。',
    mediaType: 'model',
    intro:
      '学生可在虚拟变电站中开展巡视和倒闸操作训练，系统按照“五防”要求判断操作顺序是否正确，并记录每一步操作。',
    points: ['主接线与设备布置', '继电保护配置', '倒闸操作票', '“五防”闭锁逻辑'],
    attachments: (s) => [model(s, '变电站场景模型'), pdf(s, '倒闸操作训练说明')],
  },
  {
    slug: 'res-mine-ventilation-model',
    category: ['虚拟仿真模型', '化工工艺模型'],
    title: '矿井通风系统虚拟仿真模型',
    summary: '模拟矿井主要通风机、风门和巷道网络，可调节风量并观察风流分布。',
    mediaType: 'model',
    intro:
      '模型基于一个简化的中央并列式通风系统，学生可以改变风门开度和主要通风机工况，观察各巷道风量和风压的变化，理解通风网络解算的基本方法。',
    points: ['通风方式与通风网络', '主要通风机工况', '风门与风窗调节', '风量分配计算'],
    attachments: (s) => [model(s, '矿井通风网络模型'), csv(s, '巷道参数表')],
  },
  {
    slug: 'res-crane-accident',
    category: ['案例库', '安全事故案例'],
    title: '桥式起重机吊物坠落事故案例分析',
    summary: '还原一起因钢丝绳断裂导致的吊物坠落事故，分析直接原因、间接原因与整改措施。',
    mediaType: 'document',
    intro:
      '案例根据公开的事故调查报告改编，去除了单位和人员信息。案例按照事故经过、原因分析、责任认定和整改措施四部分编写，并附有讨论题。',
    points: ['事故经过还原', '钢丝绳报废标准', '管理缺陷分析', '整改与预防措施'],
    attachments: (s) => [pdf(s, '起重机事故案例'), txt(s, '讨论题')],
  },
  {
    slug: 'res-leak-emergency',
    category: ['案例库', '安全事故案例'],
    title: '化工装置泄漏应急处置案例',
    summary: '以储罐区物料泄漏为情景，演练报警、隔离、堵漏、人员疏散与环境监测的处置流程。',
    mediaType: 'video',
    video: '/media/resources/res-leak-emergency.webm',
    intro:
      '本案例配套虚拟仿真应急演练，学生分别扮演班长、内操、外操和安全员，在规定时间内完成泄漏发现、报警、工艺处置和现场警戒等任务。',
    points: ['泄漏发现与报警', '工艺紧急处置', '个体防护与堵漏', '疏散与环境监测'],
    attachments: (s) => [pdf(s, '应急处置流程卡')],
  },
  {
    slug: 'res-spindle-diagnosis',
    category: ['案例库', '工程案例'],
    title: '数控机床主轴异响故障诊断案例',
    summary: '通过振动信号分析定位主轴轴承损伤，介绍频谱分析和包络解调的工程应用。',
    mediaType: 'document',
    intro:
      '某加工中心在高速运转时主轴出现异响。案例介绍了现场振动测试方案、信号采集参数和分析过程，最终通过包络谱中的轴承外圈故障特征频率确定了故障部位。',
    points: ['振动测点布置', '时域与频域分析', '包络解调方法', '维修与验证'],
    attachments: (s) => [pdf(s, '主轴故障诊断案例'), csv(s, '振动信号样本')],
  },
  {
    slug: 'res-smart-line',
    category: ['案例库', '工程案例'],
    title: '离散制造智能产线升级改造案例',
    summary: '介绍一条零部件加工产线引入工业机器人、MES 与数字孪生后的改造方案和效果。',
    mediaType: 'image',
    intro:
      '案例以一家汽车零部件企业为原型，展示改造前后的产线布局、物流路线和信息系统架构，并给出设备综合效率和在制品数量的对比数据。',
    points: ['改造前的瓶颈分析', '机器人上下料单元', 'MES 与数据采集', '数字孪生监控'],
    attachments: (s) => [pdf(s, '智能产线改造案例')],
  },
  {
    slug: 'res-wind-turbine',
    category: ['案例库', '工程案例'],
    title: '风力发电机组运行维护案例',
    summary: '结合齿轮箱油温过高、变桨系统故障等典型问题，介绍风电机组的日常维护与故障处理。',
    mediaType: 'video',
    video: '/media/resources/res-cnc-turning.webm',
    intro:
      '案例整理了某风电场一年内的典型故障记录，按照故障现象、排查步骤和处理方法进行归纳，并配有虚拟仿真巡检视频。',
    points: ['机组结构与运行原理', '齿轮箱油温异常', '变桨系统故障', '预防性维护计划'],
    attachments: (s) => [pdf(s, '风电机组维护案例'), csv(s, '故障记录汇总')],
  },
  {
    slug: 'res-tensile-data',
    category: ['数据与工具', '实验数据集'],
    title: '金属材料拉伸试验数据集',
    summary: '包含 Q235、45 钢和 6061 铝合金试样的载荷—位移原始数据，可用于计算强度与延伸率。',
    mediaType: 'document',
    intro:
      '数据集采集自材料力学实验室的电子万能试验机，每种材料 3 个试样，采样频率 10 Hz。数据以 CSV 格式提供，列包括时间、载荷和引伸计位移。',
    points: ['试样尺寸与试验条件', '载荷—位移原始数据', '屈服强度与抗拉强度计算', '断后伸长率'],
    attachments: (s) => [csv(s, '拉伸试验数据'), txt(s, '数据说明')],
  },
  {
    slug: 'res-distillation-data',
    category: ['数据与工具', '实验数据集'],
    title: '精馏塔操作参数数据集',
    summary: '记录仿真精馏塔在不同回流比下的塔顶温度、塔釜温度和产品浓度。',
    mediaType: 'document',
    intro:
      '数据由精馏塔虚拟仿真平台导出，覆盖回流比 1.5 至 4.0 的 6 个工况，每个工况稳定运行 30 分钟，每分钟记录一次。',
    points: ['工况设置', '温度与浓度记录', '回流比影响分析', '数据可视化建议'],
    attachments: (s) => [csv(s, '精馏操作参数')],
  },
  {
    slug: 'res-motor-temp-data',
    category: ['数据与工具', '实验数据集'],
    title: '三相异步电动机温升试验数据集',
    summary: '额定负载下电动机绕组和机壳温度随时间变化的测量数据。',
    mediaType: 'document',
    intro:
      '试验对象为一台 5.5 kW 三相异步电动机，按照温升试验方法连续运行至热稳定，记录绕组电阻、机壳温度和环境温度。',
    points: ['试验方法', '电阻法测绕组温升', '热稳定判断', '温升曲线拟合'],
    attachments: (s) => [csv(s, '温升试验数据')],
  },
  {
    slug: 'res-fea-toolkit',
    category: ['数据与工具', '软件工具'],
    title: '有限元分析入门工具包',
    summary: '包含悬臂梁、带孔板和简单支架三个有限元分析练习的模型参数和参考结果。',
    mediaType: 'document',
    intro:
      '工具包面向初学者，帮助学生理解网格划分、边界条件和载荷施加对结果的影响。每个练习都给出了解析解或参考解，便于对比验证。',
    points: ['悬臂梁弯曲', '带孔板应力集中', '支架静力分析', '网格收敛性检验'],
    attachments: (s) => [zip(s, '有限元练习包'), pdf(s, '练习说明')],
  },
  {
    slug: 'res-plc-manual',
    category: ['数据与工具', '软件工具'],
    title: 'PLC 编程仿真软件使用手册',
    summary: '介绍梯形图编程、程序下载、在线监控与虚拟 I/O 联调的操作方法。',
    mediaType: 'document',
    intro:
      '手册配合电气控制类课程的 PLC 仿真实验使用，通过交通灯控制和传送带分拣两个例子，讲解从新建工程到仿真运行的全部步骤。',
    points: ['新建工程与硬件组态', '梯形图编程', '仿真运行与在线监控', '虚拟 I/O 联调'],
    attachments: (s) => [pdf(s, 'PLC 仿真软件使用手册'), zip(s, '例程文件')],
  },
  {
    slug: 'res-report-template',
    category: ['数据与工具', '软件工具'],
    title: '虚拟仿真实验报告模板',
    summary: '统一格式的实验报告模板，包括实验目的、原理、步骤、数据处理与结论。',
    mediaType: 'document',
    intro:
      '为规范虚拟仿真实验报告的撰写，中心制定了本模板。模板对各部分的写作要求做了说明，并附有评分标准，供学生和指导教师参考。',
    points: ['报告结构', '数据处理要求', '图表规范', '评分标准'],
    attachments: (s) => [txt(s, '实验报告模板'), zip(s, '报告模板与评分表')],
  },
  {
    slug: 'res-cutting-slides',
    category: ['教学课件', '理论课件'],
    title: '金属切削原理课件',
    summary: '讲解切削过程中的变形、切削力、切削热与刀具磨损的基本规律。',
    mediaType: 'document',
    intro:
      '课件共 6 章，结合大量切屑形态照片和切削力测试数据，帮助学生理解切削参数与加工质量、刀具寿命之间的关系。',
    points: ['切屑形成与变形区', '切削力及其影响因素', '切削热与切削温度', '刀具磨损与寿命'],
    attachments: (s) => [pdf(s, '金属切削原理课件')],
  },
  {
    slug: 'res-heat-transfer-slides',
    category: ['教学课件', '实验课件'],
    title: '传热学综合实验课件',
    summary: '包括导热系数测定、对流换热系数测定和换热器性能测试三个虚拟实验的讲解。',
    mediaType: 'video',
    video: '/media/resources/res-leak-emergency.webm',
    intro:
      '课件以视频讲解配合虚拟仿真操作演示，说明每个实验的原理、装置、操作要点和数据处理方法，总时长约 20 分钟。',
    points: ['稳态平板法测导热系数', '空气横掠圆管对流换热', '套管换热器性能测试', '误差分析'],
    attachments: (s) => [pdf(s, '传热学实验讲义')],
  },
  {
    slug: 'res-pid-slides',
    category: ['教学课件', '实验课件'],
    title: '控制工程基础·PID 参数整定仿真课件',
    summary: '通过温度控制系统仿真，演示比例、积分、微分作用及临界比例度法参数整定。',
    mediaType: 'video',
    video: '/media/resources/res-cnc-turning.webm',
    intro:
      '课件在虚拟温控对象上逐一加入比例、积分和微分环节，观察阶跃响应的变化，并演示临界比例度法和衰减曲线法整定参数的过程。',
    points: ['比例作用与稳态误差', '积分作用与超调', '微分作用与响应速度', '工程整定方法'],
    attachments: (s) => [pdf(s, 'PID 参数整定讲义'), csv(s, '阶跃响应数据')],
  },
  {
    slug: 'res-3dprint-guide',
    category: ['实验指导', '实验指导书'],
    title: '熔融沉积 3D 打印工艺实验指导书',
    summary: '指导学生完成模型切片、打印参数设置、打印过程监控与成型质量评价。',
    mediaType: 'document',
    intro:
      '实验以 PLA 材料打印标准测试件为任务，学生需比较不同层厚、填充率和打印速度对成型精度与表面质量的影响，并撰写分析报告。',
    points: ['模型切片', '层厚与填充率设置', '打印过程监控', '尺寸精度测量'],
    attachments: (s) => [pdf(s, '3D 打印工艺实验指导书'), csv(s, '测量记录表')],
  },
  {
    slug: 'res-welding-rules',
    category: ['实验指导', '安全操作规程'],
    title: '焊接机器人工作站安全操作规程',
    summary: '规定焊接机器人工作站的开机检查、示教操作、自动运行与防护要求。',
    mediaType: 'document',
    intro:
      '焊接机器人工作站同时存在机械伤害、电弧辐射和烟尘危害。本规程要求操作人员经培训考核合格后方可上岗，示教时必须使用低速模式并随时准备按下急停按钮。',
    points: ['开机前检查', '示教模式安全要求', '自动运行与安全光栅', '烟尘与弧光防护'],
    attachments: (s) => [pdf(s, '焊接机器人工作站安全操作规程')],
  },
  {
    slug: 'res-sem-images',
    category: ['数据与工具', '实验数据集'],
    title: '金属断口扫描电镜图像集',
    summary: '收录韧性断裂、脆性断裂和疲劳断裂三类典型断口形貌的示意图像与说明。',
    mediaType: 'image',
    intro:
      '图像集配合“材料分析方法”课程使用，每幅图像标注了放大倍数和主要特征，如韧窝、解理台阶和疲劳辉纹，帮助学生建立断口形貌与断裂机理之间的联系。',
    points: ['韧性断裂与韧窝', '脆性断裂与解理', '疲劳断裂与辉纹', '断口分析步骤'],
    attachments: (s) => [txt(s, '图像说明')],
  },
];

const USAGE: Record<string, string> = {
  教学课件:
    '本资源可在课堂讲授、翻转课堂和学生课后复习中使用。教师可根据教学进度选取相应章节，也可结合中心的虚拟仿真实验项目布置课后任务。',
  实验指导:
    '实验前请认真阅读本资源并完成预习题；实验过程中如遇到平台操作问题，可通过“联系我们”页面留言或在工作时间联系实验中心值班老师。',
  虚拟仿真模型:
    '模型文件为 GLB（glTF 二进制）格式，可在浏览器或常用三维软件中打开。模型仅用于教学演示，尺寸与参数经过简化，不能作为设计和施工依据。',
  案例库:
    '案例可用于课堂讨论、小组研讨和课程作业。建议学生先独立阅读案例，再结合所学知识分析问题，最后在小组内交流并形成书面报告。',
  数据与工具:
    '数据和工具仅供教学与学习使用。引用本资源时请注明“虚拟仿真实验教学中心”，如发现数据问题请通过留言反馈。',
};

export const TEACHING_RESOURCES: readonly ResourceSeed[] = BRIEFS.map((brief) => ({
  slug: brief.slug,
  kind: 'resource',
  category: brief.category,
  title: brief.title,
  summary: brief.summary,
  mediaType: brief.mediaType,
  body: [brief.intro, USAGE[brief.category[0]] ?? ''],
  points: brief.points,
  attachments: brief.attachments(brief.slug),
  ...(brief.video ? { video: brief.video } : {}),
}));
