import { useState } from 'react';
import type { AdminMediaRow, MediaKind } from '../../api/admin-contract';
import { mediaT } from '../../i18n/zh-cn/admin-media';
import { ADMIN_LIMITS } from '../../validation/admin-rules';
import { FormField } from '../form-field';
import { MediaPicker } from './media-picker';

export interface MediaFieldProps {
  id: string;
  label: string;
  /** The address (`/media/…` or an http(s) link). */
  value: string;
  kind: MediaKind;
  onChange: (url: string, row?: AdminMediaRow) => void;
  error?: string | null;
  hint?: string;
}

/**
 * An address field with 从媒体库选择 (the media picker: choose or upload) and, for images, a preview.
 * @example
 * <MediaField id="banner-image" label="图片" kind="image" value={image} onChange={setImage} />
 */
export function MediaField({ id, label, value, kind, onChange, error, hint }: MediaFieldProps) {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
  return (
    <div className="media-field">
      <div className="media-field-row">
        <FormField
          id={id}
          label={label}
          value={value}
          maxLength={ADMIN_LIMITS.url}
          hint={hint}
          error={error ?? null}
          onChange={(event) => {
            setPicked(null);
            onChange(event.target.value.trim());
          }}
        />
        <button
          type="button"
          className="xnfz-button xnfz-button--plain pick-media"
          aria-haspopup="dialog"
          aria-label={`${mediaT('picker.choose')}：${label}`}
          onClick={() => setOpen(true)}
        >
          {mediaT('picker.choose')}
        </button>
      </div>
      {kind === 'image' && value ? (
        <img className="media-preview" src={value} alt={mediaT('picker.preview', { label })} />
      ) : null}
      <span className="xnfz-visually-hidden" role="status">
        {picked ? mediaT('picker.picked', { name: picked }) : ''}
      </span>
      {open ? (
        <MediaPicker
          kinds={[kind]}
          onCancel={() => setOpen(false)}
          onPick={(row) => {
            setOpen(false);
            setPicked(row.originalName);
            onChange(row.url, row);
          }}
        />
      ) : null}
    </div>
  );
}
