import { getUserInfo } from '../../core/api/account';
import { auth, setUser } from '../../core/store/auth';
import { AsyncView } from '../../core/ui/async-view';
import { useAsync } from '../../core/ui/use-async';

async function loadUserInfo() {
  const tokenAsked = auth.token;
  const user = await getUserInfo();
  if (auth.token === tokenAsked) setUser(user);
  return user;
}

/**
 * While a section needs the user info the page does not hold yet: loads it and shows the
 * loading and error states (with retry); once the store has the user, the section renders.
 */
export function UserInfoState() {
  const result = useAsync(loadUserInfo, []);
  return <AsyncView result={result}>{() => null}</AsyncView>;
}
