import { useT } from '../../core/i18n/translate';

/** 在线测验 inside the shared layout (the element itself sends anonymous users to /login). */
export function QuizScreen({ quizId }: { quizId: string }) {
  const t = useT();
  return (
    <section className="section">
      <h1 className="screen-title">{t('screen.quiz')}</h1>
      <xnfz-quiz-take quiz-id={quizId} />
    </section>
  );
}
