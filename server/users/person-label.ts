/** How the console names an account in lists, choices and the audit log. */

/**
 * 姓名（用户名） — the real name, else the nickname, then the username; the username alone when the
 * account has no other name.
 * @example
 * personLabel({ username: 'teacher1', realName: '王建国', nickname: '王老师' }); // '王建国（teacher1）'
 */
export function personLabel(person: {
  username: string;
  realName: string | null;
  nickname: string | null;
}): string {
  const name = person.realName?.trim() || person.nickname?.trim();
  return name && name !== person.username ? `${name}（${person.username}）` : person.username;
}
