/**
 * The one-file bundle leaves KaTeX out (75 KB gzip, and a warning on quirks-mode pages as it
 * loads): a formula on one of its screens is drawn by esm/formula-renderer.js, fetched from beside
 * the bundle only then. Checked with the quiz screen a student opens, against the real server.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { findIn, shadowOf } from '../helpers/dom';
import { classWithStudent, publishedQuiz } from '../helpers/quiz-setup';
import { waitUntil } from '../helpers/wait-until';

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${src} 加载失败（先运行 npm run build）`));
    document.head.append(script);
  });
}

const formulaFetches = () =>
  performance
    .getEntriesByType('resource')
    .filter((entry) => entry.name.includes('/esm/formula-renderer.js')).length;

describe('dist/xnfz-widgets.js draws formulas with KaTeX fetched on demand', function () {
  this.timeout(60_000);

  it('has no KaTeX inside, and fetches it when a question shows a formula', async () => {
    const source = await (await fetch('/dist/xnfz-widgets.js')).text();
    expect(source.includes('KaTeX'), 'KaTeX is not in the bundle').to.equal(false);
    const setup = await classWithStudent([
      {
        type: 'judge',
        stem: '<p>单摆周期 $T=2\\pi\\sqrt{l/g}$ 与摆球质量无关。</p>',
        options: [],
        correct: [],
        judge: true,
        blanks: [],
        reference: '',
        analysis: '',
        difficulty: 'easy',
        tags: [],
        score: 2,
      },
    ]);
    const quiz = await publishedQuiz(setup, '公式测验', { timeLimitMinutes: null });
    // the bundle reads the signed-in token as the portal stores it
    localStorage.clear();
    localStorage.setItem('xnfz-token', JSON.stringify({ token: setup.student.token }));
    await loadScript('/dist/xnfz-widgets.js');
    expect(formulaFetches()).to.equal(0);
    const element = await fixture<HTMLElement>(
      html`<xnfz-quiz-take quiz-id=${String(quiz.id)}></xnfz-quiz-take>`,
    );
    const start = await findIn<HTMLButtonElement>(element, '[part~=start]');
    start.click();
    const math = await findIn(element, 'math');
    expect(math.textContent).to.contain('π');
    await waitUntil(() => formulaFetches() === 1, 'esm/formula-renderer.js fetched once');
    expect(shadowOf(element).textContent).to.not.contain('$T=');
  });
});
