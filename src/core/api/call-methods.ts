import type { ApiCalls, ApiPath } from './contract';

/** The calls of the contract sent with POST. */
type PostPath = { [P in ApiPath]: ApiCalls[P]['method'] extends 'POST' ? P : never }[ApiPath];

/** `Listed` when it names every POST call of the contract, else never. */
type EveryPost<Listed extends PostPath> = [Exclude<PostPath, Listed>] extends [never]
  ? Listed
  : never;

const POST_CALLS = [
  '/api/xnfz/login',
  '/api/xnfz/logout',
  '/api/xnfz/register',
  '/api/xnfz/sendMessage',
  '/api/xnfz/resetPassword',
  '/api/xnfz/updatePassword',
  '/api/xnfz/updateUser',
  '/api/xnfz/verifyContact',
  '/api/xnfz/loginTicket',
  '/api/xnfz/exchangeTicket',
  '/api/xnfz/ssoLogout',
  '/api/xnfz/sendContactCode',
  '/api/xnfz/collect',
  '/api/xnfz/uncollect',
  '/api/xnfz/learnProgress',
  '/api/xnfz/rateCourse',
  '/api/xnfz/myMessageRead',
  '/api/xnfz/experimentStart',
  '/api/xnfz/experimentFinish',
  '/api/xnfz/experimentResult',
  '/api/xnfz/feedback',
] as const satisfies readonly PostPath[];

// a GET call in the list, or a POST call left out of it, does not compile
const POSTS: ReadonlySet<string> = new Set<EveryPost<(typeof POST_CALLS)[number]>>(POST_CALLS);

/**
 * The HTTP method of a call of the contract: the POST calls are listed, every other is a GET.
 * @example
 * methodOf('/api/xnfz/login'); // → 'POST'
 */
export function methodOf<P extends ApiPath>(path: P): ApiCalls[P]['method'] {
  return (POSTS.has(path) ? 'POST' : 'GET') as ApiCalls[P]['method'];
}
