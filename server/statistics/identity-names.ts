/** The four traffic identities in chart order, with their Chinese names. */
import { TRAFFIC_IDENTITIES } from '../../src/core/api/contract';
import type { TrafficIdentity } from '../../src/core/api/contract';

export const IDENTITY_NAMES: Record<TrafficIdentity, string> = {
  student: '学生',
  teacher: '教师',
  public: '社会学习者',
  visitor: '游客',
};

export const CHART_IDENTITIES: readonly TrafficIdentity[] = TRAFFIC_IDENTITIES;
