import { fetchCurrentUser } from '../../core/session';
import { AsyncView } from '../../core/ui/async-view';
import { useAsync } from '../../core/ui/use-async';

/**
 * While a section needs the user info the page does not hold yet: loads it and shows the
 * loading and error states (with retry); once the store has the user, the section renders.
 */
export function UserInfoState() {
  const result = useAsync(fetchCurrentUser, []);
  return <AsyncView result={result}>{() => null}</AsyncView>;
}
