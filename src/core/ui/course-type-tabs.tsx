import { useRef, type KeyboardEvent } from 'react';
import { Icon, type IconName } from './icons';

export interface CourseTab<V extends string> {
  value: V;
  label: string;
  icon?: IconName;
}

export interface CourseTypeTabsProps<V extends string> {
  tabs: readonly CourseTab<V>[];
  value: V;
  onChange: (value: V) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** Prefix of the tab ids (unique within the shadow root). */
  idPrefix: string;
  /** Id of the panel the tabs control. */
  panelId: string;
}

/** The id of one tab, for the panel's `aria-labelledby`. */
export function courseTabId(idPrefix: string, value: string): string {
  return `${idPrefix}-tab-${value}`;
}

/**
 * Tabs for course types (专业课程 / 实践实训 / 仿真资源, optionally 全部) with their icons:
 * ARIA tabs with a roving tab stop; ←/→/Home/End move and select.
 * @example
 * <CourseTypeTabs tabs={tabs} value="major" onChange={setType} label="课程类型" idPrefix={id} panelId={`${id}-panel`} />
 */
export function CourseTypeTabs<V extends string>({
  tabs,
  value,
  onChange,
  label,
  idPrefix,
  panelId,
}: CourseTypeTabsProps<V>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const selectAt = (index: number) => {
    const count = tabs.length;
    const next = tabs[((index % count) + count) % count];
    if (!next) return;
    onChange(next.value);
    buttons.current[tabs.indexOf(next)]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    selectAt(target);
  };
  return (
    <div className="xnfz-tabs" role="tablist" aria-label={label} part="tabs">
      {tabs.map((tab, index) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            type="button"
            role="tab"
            id={courseTabId(idPrefix, tab.value)}
            className="xnfz-tab"
            part={selected ? 'tab tab-selected' : 'tab'}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            data-value={tab.value}
            onClick={() => onChange(tab.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.icon ? <Icon name={tab.icon} size={18} /> : null}
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
