import type { MatchedRoute } from '../../core/router/routes';

/** The top-level login page; `?redirect=` says where to go afterwards. */
export function LoginScreen({ match }: { match: MatchedRoute }) {
  return (
    <div className="top-level-body">
      <xnfz-login redirect={match.query.redirect ?? '/'} />
    </div>
  );
}
