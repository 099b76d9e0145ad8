/** Failure messages of the content calls. */
export { MSG_NOT_FOUND_CONTENT } from '../../src/core/api/contract';
