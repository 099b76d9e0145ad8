import '../../core/i18n/zh-cn-areas';
import { defineWidget } from '../../core/define-widget';
import { ContactUs } from './contact-us';

/**
 * @summary 联系我们: the site's contact information (address, phone, e-mail, office hours, links)
 * and a feedback form (姓名, 联系方式, 留言内容) that names a missing or too long field before
 * sending, shows the server's message when it refuses, and clears itself after success.
 * @tag xnfz-contact-us
 * @attr heading - Replaces the title 联系我们; `none` hides it.
 * @csspart base - The whole area. @csspart title - The title. @csspart info - The contact panel.
 * @csspart links - The links. @csspart form - The feedback form. @csspart input - Each field.
 * @csspart success - The success message. @csspart error - The server's refusal.
 * @csspart submit - The submit button.
 * @cssprop --xnfz-color-primary - Title, rules under the headings and the submit button.
 */
export const CONTACT_US_TAG = 'xnfz-contact-us';

defineWidget(CONTACT_US_TAG, ContactUs, { props: { heading: 'string' } });
