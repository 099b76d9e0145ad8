import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
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
const ARROWS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'];

/**
 * 为课程评分: five stars as a native radio group, so Tab reaches it. A click on a star saves
 * it; the arrow keys only move the choice, and Enter or Space saves it (leaving the group
 * without saving puts the stars back).
 * @example
 * <CourseRatingInput name="rate" value={course.myRating} onRate={(score) => rate(score)} />
 */
export function CourseRatingInput({ name, value, onRate }: CourseRatingInputProps) {
  const t = useT();
  const saved = value === null ? 0 : Math.round(value);
  // the choice the arrow keys have moved to, not saved yet
  const [pending, setPending] = useState<number | null>(null);
  const byArrow = useRef(false);
  const chosen = pending ?? saved;

  const onKeyDown = (event: KeyboardEvent) => {
    if (ARROWS.includes(event.key)) {
      byArrow.current = true;
      return;
    }
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    const score = pending ?? saved;
    setPending(null);
    if (score > 0 && (pending !== null || saved === 0)) onRate(score);
  };
  const onBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPending(null);
  };
  const onChange = (score: number) => {
    if (byArrow.current) {
      byArrow.current = false;
      setPending(score);
      return;
    }
    setPending(null);
    onRate(score);
  };

  return (
    <fieldset className="rate" part="rate" onKeyDown={onKeyDown} onBlur={onBlur}>
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
              onChange={() => onChange(score)}
            />
            <Icon name={score <= chosen ? 'star-full' : 'star-empty'} size={24} />
            <span className="xnfz-visually-hidden">{t('catalog.star', { n: score })}</span>
          </label>
        ))}
      </span>
      {pending !== null && pending !== saved ? (
        <span className="rate-mine" role="status" data-pending-rating={pending}>
          {t('catalog.rateConfirm', { n: pending })}
        </span>
      ) : saved > 0 ? (
        <span className="rate-mine" data-my-rating={saved}>
          {t('catalog.myRating', { n: saved })}
        </span>
      ) : null}
    </fieldset>
  );
}
