// Plain DOM, no framework: the elements' properties and the events' details are typed.
import type { User, XnfzLessonRankingElement } from 'xnfz-portal';

export function wire(): User[] {
  const users: User[] = [];
  const ranking = document.querySelector('xnfz-lesson-ranking');
  if (ranking) {
    ranking.by = 'rating';
    ranking.limit = 5;
    // @ts-expect-error not an order the ranking knows
    ranking.by = 'monthly';
    ranking.addEventListener('xnfz-ready', (event) => console.info(event.detail.tag));
  }
  const months: NonNullable<HTMLElementTagNameMap['xnfz-month-clicks']['months']> = 6;
  // @ts-expect-error the monthly charts show 6 or 12 months
  const wrongMonths: HTMLElementTagNameMap['xnfz-month-clicks']['months'] = 7;
  document
    .querySelector('xnfz-login')
    ?.addEventListener('xnfz-login', (event) => users.push(event.detail.user));
  window.addEventListener('xnfz-error', (event) => {
    const shown: string = event.detail.message;
    const cause: string = event.detail.cause;
    console.warn(shown, cause, months, wrongMonths);
  });
  document.addEventListener('xnfz-navigate', (event) => {
    if (event.detail.route === '/coursecatalog') event.preventDefault();
  });
  // @ts-expect-error a login's detail carries the user, not a token
  window.addEventListener('xnfz-login', (event) => console.info(event.detail.token));
  const typed: XnfzLessonRankingElement | null = ranking;
  return typed ? users : [];
}
