/** Failure messages of the account calls. */
export const MSG_OLD_PASSWORD_WRONG = '原密码错误';
export const MSG_SAME_PASSWORD = '新密码不能与原密码相同';
export const MSG_CODE_WRONG = '验证码错误或已过期';
/** Login of an account an administrator disabled (only after the right password). */
export const MSG_ACCOUNT_DISABLED = '账号已停用，请联系管理员';
