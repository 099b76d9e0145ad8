import type { ResourceKind } from '../../core/api/contract';
import { CONSOLE_STYLES } from '../../core/ui/admin/console-styles';
import { WidgetShell } from '../../core/ui/widget-shell';
import { adminResourcesStyles } from './admin-resources.styles';
import { ResourceEditView } from './resource-edit-view';
import { ResourceListView } from './resource-list-view';

export interface AdminResourcesProps {
  view?: string;
  resourceId?: string;
  kind?: string;
  container?: ShadowRoot;
}

/** The list of resources and 红色资源, or the edit form of one (a new one without an id). */
export function AdminResources({ view, resourceId, kind, container }: AdminResourcesProps) {
  const id = Number(resourceId);
  const library: ResourceKind = kind === 'red' ? 'red' : 'resource';
  return (
    <WidgetShell styles={CONSOLE_STYLES + adminResourcesStyles}>
      {view === 'edit' ? (
        <ResourceEditView
          key={`${resourceId ?? ''}-${library}`}
          resourceId={Number.isInteger(id) && id > 0 ? id : null}
          kind={library}
          container={container}
        />
      ) : (
        <ResourceListView key={library} kind={library} />
      )}
    </WidgetShell>
  );
}
