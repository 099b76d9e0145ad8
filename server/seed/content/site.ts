/** Home page banners and the site information (demo content). */
import type { SiteInfo } from '../../../src/core/api/contract';

export interface BannerSeed {
  slug: string;
  title: string;
  subtitle: string;
  link: string;
}

export const BANNERS: readonly BannerSeed[] = [
  {
    slug: 'banner-1',
    title: '虚实结合 · 能实不虚',
    subtitle: '虚拟仿真实验教学中心开放共享平台',
    link: '#/courselist',
  },
  {
    slug: 'banner-2',
    title: '传承红色基因 赓续精神血脉',
    subtitle: '红色资源专栏：革命旧址 · 纪念场馆 · 精神谱系',
    link: '#/redlist',
  },
  {
    slug: 'banner-3',
    title: '智能制造虚拟仿真实验室',
    subtitle: '数控加工 · 工业机器人 · 数字孪生产线',
    link: '#/resourceslist',
  },
  {
    slug: 'banner-4',
    title: '实验室安全 人人有责',
    subtitle: '安全准入培训与虚拟应急演练',
    link: '#/notice',
  },
  {
    slug: 'banner-5',
    title: '数据看板',
    subtitle: '学习人数、访问量与课程排行一目了然',
    link: '#/datastatistics',
  },
];

export const SITE_INFO: SiteInfo = {
  name: '华中示范大学虚拟仿真实验教学中心',
  logo: '/media/site/logo.svg',
  footer:
    '© 华中示范大学虚拟仿真实验教学中心 版权所有　地址：湖北省武汉市东湖新技术开发区示范大道 88 号　本站为演示站点，内容仅供展示',
  contact: {
    address: '湖北省武汉市东湖新技术开发区示范大道 88 号 实验教学大楼 A 座 3 楼',
    phone: '027-8754 3210',
    email: 'xnfz@example.edu.cn',
    hours: '周一至周五 8:30—12:00，14:30—17:30（法定节假日除外）',
  },
  links: [
    { name: '国家虚拟仿真实验教学课程共享平台', url: 'https://www.ilab-x.com/' },
    { name: '中华人民共和国教育部', url: 'http://www.moe.gov.cn/' },
    { name: '国家智慧教育公共服务平台', url: 'https://www.smartedu.cn/' },
    { name: '中国大学 MOOC', url: 'https://www.icourse163.org/' },
    { name: '学校教务处', url: 'https://www.example.edu.cn/jwc/' },
    { name: '实验室与设备管理处', url: 'https://www.example.edu.cn/sys/' },
  ],
};
