/** Failure messages of the content calls. */
export const MSG_NOT_FOUND_CONTENT = '资源不存在';
