import { useState, type Dispatch, type SetStateAction } from 'react';

/**
 * State that starts as `initial` and goes back to it whenever `resetKey` changes — set during the
 * render, not in an effect: an effect would also run once after the first render and wipe out what
 * the user did by then (a word typed, a category chosen).
 * @example
 * const [draft, setDraft] = useResetState(keyword, keyword); // the box follows back / forward
 * const [chosen, setChosen] = useResetState<number | null>(null, attributeCategory);
 */
export function useResetState<T>(initial: T, resetKey: unknown): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState(initial);
  const [key, setKey] = useState(resetKey);
  if (!Object.is(key, resetKey)) {
    setKey(resetKey);
    setValue(initial);
  }
  return [value, setValue];
}
