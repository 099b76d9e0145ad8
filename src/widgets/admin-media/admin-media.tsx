import { useState } from 'react';
import { getUploadSettings } from '../../core/api/admin/media-calls';
import { mediaT } from '../../core/i18n/zh-cn/admin-media';
import { useAsync } from '../../core/ui/use-async';
import { WidgetShell } from '../../core/ui/widget-shell';
import { adminMediaStyles } from './admin-media.styles';
import { MediaList } from './media-list';
import { UploadPanel } from '../../core/ui/admin/upload-panel';

export interface AdminMediaProps {
  container?: ShadowRoot;
}

/** The console's media library: resumable uploads and the list of uploaded files. */
export function AdminMedia(_props: AdminMediaProps) {
  const settings = useAsync(() => getUploadSettings(), []);
  const [refresh, setRefresh] = useState(0);
  const [freshId, setFreshId] = useState<number | null>(null);
  return (
    <WidgetShell styles={adminMediaStyles}>
      <h1 className="title" part="title">
        {mediaT('media.heading')}
      </h1>
      {settings.state.status === 'loading' ? (
        <div className="xnfz-state" role="status">
          <span className="xnfz-spinner" aria-hidden="true" />
          {mediaT('media.loading')}
        </div>
      ) : settings.state.status === 'error' ? (
        <div className="xnfz-state xnfz-state--error">
          <button
            type="button"
            className="xnfz-button xnfz-button--plain"
            onClick={settings.reload}
          >
            {mediaT('media.loadFailed')}
          </button>
        </div>
      ) : (
        <>
          <UploadPanel
            settings={settings.state.data}
            onUploaded={(id) => {
              setFreshId(id);
              setRefresh((n) => n + 1);
            }}
          />
          <MediaList refresh={refresh} freshId={freshId} settings={settings.state.data} />
        </>
      )}
    </WidgetShell>
  );
}
