import { useT } from '../../core/i18n/translate';
import type { MessageKey } from '../../core/i18n/zh-cn';
import { useRouteQuery } from '../../core/router/use-route-query';
import { Icon, type IconName } from '../../core/ui/icons';
import { WidgetShell } from '../../core/ui/widget-shell';
import { ClassesSection } from './classes-section';
import { CollectionSection } from './collection-section';
import { GradesSection } from './grades-section';
import { LearningSection } from './learning-section';
import { PasswordSection } from './password-section';
import { personalCenterStyles } from './personal-center.styles';
import { ProfileSection } from './profile-section';
import { QuizzesSection } from './quizzes-section';
import { ReportsSection } from './reports-section';
import { MessagesSection } from './messages-section';
import { RecordsSection } from './records-section';
import { useUnreadCount } from './unread-count';
import { RequireLogin } from './require-login';

export type CenterTab =
  | 'collection'
  | 'learning'
  | 'records'
  | 'classes'
  | 'quizzes'
  | 'grades'
  | 'reports'
  | 'messages'
  | 'profile'
  | 'password';

const TABS: readonly { tab: CenterTab; label: MessageKey; icon: IconName; activeIcon: IconName }[] =
  [
    {
      tab: 'collection',
      label: 'center.collection',
      icon: 'collection',
      activeIcon: 'collection-active',
    },
    { tab: 'learning', label: 'center.learning', icon: 'studies', activeIcon: 'studies-active' },
    { tab: 'records', label: 'center.records', icon: 'schedule', activeIcon: 'schedule' },
    { tab: 'classes', label: 'center.classes', icon: 'people', activeIcon: 'people' },
    { tab: 'quizzes', label: 'center.quizzes', icon: 'clock', activeIcon: 'clock' },
    { tab: 'grades', label: 'center.grades', icon: 'major', activeIcon: 'major' },
    { tab: 'reports', label: 'center.reports', icon: 'studies', activeIcon: 'studies-active' },
    { tab: 'messages', label: 'center.messages', icon: 'message', activeIcon: 'message' },
    { tab: 'profile', label: 'center.profile', icon: 'personal', activeIcon: 'personal-active' },
    { tab: 'password', label: 'center.password', icon: 'personal', activeIcon: 'personal-active' },
  ];

function isTab(value: string | undefined): value is CenterTab {
  return TABS.some((entry) => entry.tab === value);
}

export interface PersonalCenterProps {
  /** The section shown first when the address names none. */
  tab?: string;
  container?: ShadowRoot;
}

/** 个人中心: side menu (icons in normal and active variants) and the chosen section. */
export function PersonalCenter({ tab, container }: PersonalCenterProps) {
  const t = useT();
  const [query, setQuery] = useRouteQuery();
  const active: CenterTab = isTab(query.tab) ? query.tab : isTab(tab) ? tab : 'collection';
  const [unread, setUnread] = useUnreadCount();
  return (
    <WidgetShell styles={personalCenterStyles}>
      <RequireLogin>
        <div className="layout" part="base">
          <nav aria-label={t('center.menu')}>
            <ul className="menu" part="menu">
              {TABS.map((entry) => (
                <li key={entry.tab}>
                  <a
                    className="menu-link"
                    href={`#/personalcenter?tab=${entry.tab}`}
                    aria-current={active === entry.tab ? 'page' : undefined}
                    data-tab={entry.tab}
                    onClick={(event) => {
                      event.preventDefault();
                      setQuery({
                        tab: entry.tab,
                        page: undefined,
                        type: undefined,
                        from: undefined,
                        to: undefined,
                      });
                    }}
                  >
                    <Icon name={active === entry.tab ? entry.activeIcon : entry.icon} />
                    {t(entry.label)}
                    {entry.tab === 'messages' && unread ? (
                      <span className="menu-count" aria-label={t('center.unread', { n: unread })}>
                        {unread}
                      </span>
                    ) : null}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="content" part="content">
            {active === 'collection' ? <CollectionSection /> : null}
            {active === 'learning' ? <LearningSection /> : null}
            {active === 'records' ? <RecordsSection /> : null}
            {active === 'classes' ? <ClassesSection /> : null}
            {active === 'quizzes' ? <QuizzesSection /> : null}
            {active === 'grades' ? <GradesSection /> : null}
            {active === 'reports' ? <ReportsSection /> : null}
            {active === 'messages' ? <MessagesSection onUnread={setUnread} /> : null}
            {active === 'profile' ? <ProfileSection container={container} /> : null}
            {active === 'password' ? <PasswordSection container={container} /> : null}
          </div>
        </div>
      </RequireLogin>
    </WidgetShell>
  );
}
