// Vue 3: the elements as global components (what vue-tsc checks templates against).
import 'xnfz-portal/vue';
import type { GlobalComponents } from 'vue';

type PropsOf<T extends keyof GlobalComponents> = InstanceType<GlobalComponents[T]>['$props'];

export const ranking: PropsOf<'xnfz-lesson-ranking'> = {
  by: 'rating',
  limit: 5,
  onXnfzNavigate: (event) => console.info(event.detail.href),
  onXnfzReady: (event) => console.info(event.detail.tag),
};

export const cards: PropsOf<'xnfz-course-cards'> = { type: 'major', categoryId: 3 };

// @ts-expect-error not an order the ranking knows
export const wrong: PropsOf<'xnfz-lesson-ranking'> = { by: 'monthly' };
