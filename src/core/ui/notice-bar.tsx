import { useSnapshot } from 'valtio';
import { useT } from '../i18n/translate';
import { answerAccountChoice, dismissNotice, notices } from '../store/notices';
import { cssVar, space } from '../theme/tokens';
import { closeShape, IconFrame } from './icon-frame';
import { WidgetShell } from './widget-shell';

const styles = `
:host { position: fixed; inset: ${space(1)} 0 auto 0; z-index: ${cssVar('z-notice')}; pointer-events: none; }
:host([inline]) { position: static; margin: ${space(1)} 0; }
.list { display: flex; flex-direction: column; align-items: center; gap: ${space(1)}; margin: 0; padding: 0 ${space(1)}; }
.notice {
  pointer-events: auto; display: flex; align-items: center; gap: ${space(1)};
  max-width: min(90vw, 560px); padding: ${space(1)} ${space(2)};
  border-radius: ${cssVar('radius')}; box-shadow: ${cssVar('shadow')};
  background: ${cssVar('color-bg')}; border: 1px solid ${cssVar('color-border')};
}
.notice--warning { background: ${cssVar('color-warning-bg')}; color: ${cssVar('color-warning-text')}; border-color: ${cssVar('color-warning')}; }
.notice--success { background: ${cssVar('color-success-bg')}; color: ${cssVar('color-success-text')}; border-color: ${cssVar('color-success')}; }
.choice { flex-wrap: wrap; }
.choice .text { flex: 1 1 100%; }
.close { border: 0; background: transparent; cursor: pointer; padding: 0; display: inline-flex; color: inherit; }
`;

/**
 * The messages at the top of the page (warnings from the server, 登录成功, …), and the question
 * which account to keep when a login link names another account than the one logged in. A chunk
 * of its own (`<xnfz-notice-bar>` in core/define-widget.ts loads it); `inline`: in the page's flow
 * where the loader's `data-notice` placed it, not fixed at the top.
 */
export default function NoticeBar() {
  const { items, choice } = useSnapshot(notices);
  const t = useT();
  return (
    <WidgetShell styles={styles}>
      <div className="list" role="region" aria-label={t('notice.region')}>
        {items.map((notice) => (
          <div
            key={notice.id}
            className={`notice notice--${notice.kind}`}
            role={notice.kind === 'warning' ? 'alert' : 'status'}
            part={`notice notice-${notice.kind}`}
          >
            <span className="text">{notice.text}</span>
            <button
              type="button"
              className="close"
              aria-label={t('notice.close')}
              onClick={() => dismissNotice(notice.id)}
            >
              <IconFrame size={16}>{closeShape}</IconFrame>
            </button>
          </div>
        ))}
        {choice ? (
          <div
            className="notice choice"
            role="alertdialog"
            aria-labelledby="account-choice-text"
            part="notice account-choice"
          >
            <span className="text" id="account-choice-text">
              {choice.current === null
                ? t('auth.confirmLogin', { incoming: choice.incoming })
                : t('auth.chooseAccount', { current: choice.current, incoming: choice.incoming })}
            </span>
            <button
              type="button"
              className="xnfz-button"
              data-choice="current"
              onClick={() => answerAccountChoice(false)}
            >
              {choice.current === null
                ? t('auth.cancelLogin')
                : t('auth.keepCurrent', { name: choice.current })}
            </button>
            <button
              type="button"
              className="xnfz-button xnfz-button--plain"
              data-choice="incoming"
              onClick={() => answerAccountChoice(true)}
            >
              {t(choice.current === null ? 'auth.confirmLoginAs' : 'auth.switchTo', {
                name: choice.incoming,
              })}
            </button>
          </div>
        ) : null}
      </div>
    </WidgetShell>
  );
}
