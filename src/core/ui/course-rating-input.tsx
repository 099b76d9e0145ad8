import { useT } from '../i18n/translate';
import { Icon } from './icons';

export interface CourseRatingInputProps {
  /** Radio group name (unique within the shadow root). */
  name: string;
  /** My rating 1..5, or null when not rated. */
  value: number | null;
  onRate: (score: number) => void;
}

const SCORES = [1, 2, 3, 4, 5] as const;

/**
 * 为课程评分: five stars as a native radio group, so Tab reaches it and the arrow keys choose.
 * @example
 * <CourseRatingInput name="rate" value={course.myRating} onRate={(score) => rate(score)} />
 */
export function CourseRatingInput({ name, value, onRate }: CourseRatingInputProps) {
  const t = useT();
  const chosen = value === null ? 0 : Math.round(value);
  return (
    <fieldset className="rate" part="rate">
      <legend className="rate-legend">{t('catalog.rate')}</legend>
      <span className="rate-stars">
        {SCORES.map((score) => (
          <label key={score} className="rate-star" data-score={score}>
            <input
              className="xnfz-visually-hidden"
              type="radio"
              name={name}
              value={score}
              checked={chosen === score}
              onChange={() => onRate(score)}
            />
            <Icon name={score <= chosen ? 'star-full' : 'star-empty'} size={24} />
            <span className="xnfz-visually-hidden">{t('catalog.star', { n: score })}</span>
          </label>
        ))}
      </span>
      {chosen > 0 ? (
        <span className="rate-mine" data-my-rating={chosen}>
          {t('catalog.myRating', { n: chosen })}
        </span>
      ) : null}
    </fieldset>
  );
}
