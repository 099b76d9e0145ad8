import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { MEDIA_KINDS } from '../../api/admin-contract';
import type { AdminUploadSettings, MediaKind } from '../../api/admin-contract';
import { startUpload, unfinishedUploads } from '../../api/admin/resumable-upload';
import type { UploadFailure, UploadHandle } from '../../api/admin/resumable-upload';
import { mediaT, type AdminMediaKey } from '../../i18n/zh-cn/admin-media';
import { formatBytes, mediaKindName, SpeedMeter } from './media-format';
import { SelectField } from './console-fields';

type Phase =
  'idle' | 'uploading' | 'paused' | 'retrying' | 'offline' | 'finishing' | 'done' | 'failed';

const ACCEPT: Record<MediaKind, string> = {
  video: 'video/mp4,video/webm,.mp4,.webm,.m4v,.mov',
  image: 'image/png,image/jpeg,image/gif,image/webp',
  document: '.pdf,.docx,.xlsx,.pptx',
};

const FORMAT_KEYS: Record<MediaKind, AdminMediaKey> = {
  video: 'media.formats.video',
  image: 'media.formats.image',
  document: 'media.formats.document',
};

function failureText(failure: UploadFailure, kind: MediaKind, settings: AdminUploadSettings) {
  const kindName = mediaKindName(kind);
  // the server's own sentence names its limit and the types it takes (the console's settings
  // may be older than the server's)
  if ((failure.kind === 'too-large' || failure.kind === 'wrong-type') && failure.fromServer) {
    if (failure.serverText) return failure.serverText;
  }
  switch (failure.kind) {
    case 'too-large':
      return mediaT('media.error.tooLarge', {
        kind: kindName,
        size: formatBytes(settings.maxBytes[kind]),
      });
    case 'wrong-type':
      return mediaT('media.error.wrongType', {
        kind: kindName,
        formats: mediaT(FORMAT_KEYS[kind]),
      });
    case 'forbidden':
      return mediaT('media.error.forbidden');
    case 'not-logged-in':
      return mediaT('media.error.notLoggedIn');
    case 'expired':
      return mediaT('media.error.expired');
    case 'unreadable':
      return mediaT('media.error.unreadable');
    case 'network':
      return mediaT('media.error.network');
    default:
      return mediaT('media.error.other', { reason: failure.serverText || failure.kind });
  }
}

export interface UploadPanelProps {
  settings: AdminUploadSettings;
  onUploaded: (mediaId: number | null) => void;
  /** The kinds offered (default: all three; the first is chosen at the start). */
  kinds?: readonly MediaKind[];
  /** 替换文件: the file whose bytes the upload replaces (its kind and format only). */
  replaces?: { id: number; kind: MediaKind; extension: string };
}

/**
 * Choose a kind and a file, then a resumable upload with progress, speed, pause and resume —
 * the 媒体库 screen and the media picker both use it.
 * @example
 * <UploadPanel settings={settings} kinds={['image']} onUploaded={(id) => pick(id)} />
 */
export function UploadPanel({
  settings,
  onUploaded,
  kinds = MEDIA_KINDS,
  replaces,
}: UploadPanelProps) {
  const ids = useId();
  const [kind, setKind] = useState<MediaKind>(replaces?.kind ?? kinds[0] ?? 'video');
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState({ sent: 0, total: 0 });
  const [speed, setSpeed] = useState<number | null>(null);
  const [message, setMessage] = useState<{ tone: 'info' | 'success' | 'error'; text: string }>();
  const [unfinished, setUnfinished] = useState<string[]>([]);
  const handle = useRef<UploadHandle | null>(null);
  const meter = useRef(new SpeedMeter());
  /** A 正在自动重连 notice is up: the next progress clears it. */
  const retryNotice = useRef(false);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    void unfinishedUploads().then(setUnfinished);
  }, []);

  // back online after the retries gave up: continue by itself
  useEffect(() => {
    if (phase !== 'offline') return undefined;
    const resume = () => {
      setPhase('uploading');
      setMessage(undefined);
      handle.current?.resume();
    };
    window.addEventListener('online', resume);
    return () => window.removeEventListener('online', resume);
  }, [phase]);

  useEffect(() => () => void handle.current?.pause(), []);

  const busy = phase === 'uploading' || phase === 'retrying' || phase === 'finishing';
  const percent = progress.total > 0 ? Math.floor((progress.sent * 100) / progress.total) : 0;

  function begin(event: FormEvent) {
    event.preventDefault();
    // it may sit inside another form (the media picker in an edit form)
    event.stopPropagation();
    if (!file) {
      setMessage({ tone: 'error', text: mediaT('media.chooseFirst') });
      fileInput.current?.focus();
      return;
    }
    if (file.size === 0) {
      setMessage({ tone: 'error', text: mediaT('media.error.empty') });
      return;
    }
    if (file.size > settings.maxBytes[kind]) {
      setMessage({
        tone: 'error',
        text: failureText({ kind: 'too-large', serverText: '' }, kind, settings),
      });
      return;
    }
    const chosenKind = kind;
    meter.current.reset();
    setSpeed(null);
    setProgress({ sent: 0, total: file.size });
    setMessage(undefined);
    setPhase('uploading');
    handle.current = startUpload(
      file,
      chosenKind,
      {
        onProgress(sent, total) {
          meter.current.add(sent);
          setSpeed(meter.current.bytesPerSecond());
          setProgress({ sent, total });
          setPhase((current) => {
            if (sent >= total) return 'finishing';
            return current === 'retrying' ? 'uploading' : current;
          });
          if (retryNotice.current) {
            retryNotice.current = false;
            setMessage(undefined);
          }
        },
        onRetry(attempt) {
          meter.current.reset();
          retryNotice.current = true;
          setSpeed(null);
          setPhase('retrying');
          setMessage({ tone: 'info', text: mediaT('media.retrying', { n: attempt }) });
        },
        onResumed() {
          setMessage({ tone: 'info', text: mediaT('media.resumed') });
        },
        onSuccess(mediaId) {
          handle.current = null;
          setPhase('done');
          setSpeed(null);
          setMessage({ tone: 'success', text: mediaT('media.done', { name: file.name }) });
          setUnfinished((names) => names.filter((name) => name !== file.name));
          onUploaded(mediaId);
        },
        onFailure(failure) {
          setSpeed(null);
          const offline = failure.kind === 'network';
          setPhase(offline ? 'offline' : 'failed');
          if (!offline) handle.current = null;
          setMessage({ tone: 'error', text: failureText(failure, chosenKind, settings) });
        },
      },
      replaces?.id,
    );
  }

  async function pause() {
    await handle.current?.pause();
    meter.current.reset();
    setSpeed(null);
    setPhase('paused');
    setMessage({ tone: 'info', text: mediaT('media.paused') });
  }

  function resume() {
    setPhase('uploading');
    setMessage(undefined);
    handle.current?.resume();
  }

  async function cancel() {
    await handle.current?.cancel();
    handle.current = null;
    setPhase('idle');
    setProgress({ sent: 0, total: 0 });
    setMessage(undefined);
  }

  const active = phase !== 'idle' && phase !== 'done' && phase !== 'failed';
  return (
    <section className="panel upload-panel" aria-labelledby={`${ids}-title`}>
      <h2 className="panel-title" id={`${ids}-title`}>
        {mediaT(replaces ? 'media.replaceHeading' : 'media.uploadHeading')}
      </h2>
      {unfinished.length > 0 && phase === 'idle' ? (
        <p className="message message--info">
          {mediaT('media.unfinished', { names: unfinished.join('、') })}
        </p>
      ) : null}
      <form onSubmit={begin} noValidate>
        <div className="fields">
          {replaces ? null : (
            <SelectField
              id={`${ids}-kind`}
              label={mediaT('media.kind')}
              value={kind}
              disabled={active}
              options={kinds.map((value) => [value, mediaKindName(value)] as const)}
              onChange={(event) => setKind(event.target.value as MediaKind)}
            />
          )}
          <div className="field">
            <label htmlFor={`${ids}-file`}>{mediaT('media.file')}</label>
            <input
              ref={fileInput}
              id={`${ids}-file`}
              className="input"
              type="file"
              accept={replaces ? `.${replaces.extension}` : ACCEPT[kind]}
              disabled={active}
              aria-describedby={`${ids}-limit`}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                if (phase === 'done' || phase === 'failed') setPhase('idle');
                setMessage(undefined);
              }}
            />
          </div>
        </div>
        <p className="hint" id={`${ids}-limit`}>
          {replaces
            ? mediaT('media.replaceLimit', {
                extension: replaces.extension,
                size: formatBytes(settings.maxBytes[kind]),
              })
            : mediaT('media.limit', {
                kind: mediaKindName(kind),
                size: formatBytes(settings.maxBytes[kind]),
                formats: mediaT(FORMAT_KEYS[kind]),
              })}
        </p>
        <div className="actions">
          {!active ? (
            <button type="submit" className="xnfz-button">
              {mediaT('media.start')}
            </button>
          ) : null}
          {busy && phase !== 'finishing' ? (
            <button
              type="button"
              className="xnfz-button xnfz-button--plain"
              onClick={() => void pause()}
            >
              {mediaT('media.pause')}
            </button>
          ) : null}
          {phase === 'paused' || phase === 'offline' ? (
            <button type="button" className="xnfz-button" onClick={resume}>
              {mediaT('media.resume')}
            </button>
          ) : null}
          {active && phase !== 'finishing' ? (
            <button
              type="button"
              className="xnfz-button xnfz-button--plain"
              onClick={() => void cancel()}
            >
              {mediaT('media.cancel')}
            </button>
          ) : null}
        </div>
      </form>
      {/* a refused upload shows the refusal, never how much was sent (100 % reads as done) */}
      {phase !== 'idle' && phase !== 'failed' && progress.total > 0 ? (
        <div className="progress-box">
          <progress
            className="progress"
            max={100}
            value={percent}
            aria-label={mediaT('media.progressLabel')}
            aria-valuetext={`${percent}%`}
          />
          <p className="progress-text" data-percent={percent}>
            <span>
              {mediaT('media.progress', {
                percent,
                sent: formatBytes(progress.sent),
                total: formatBytes(progress.total),
              })}
            </span>
            {speed !== null && phase === 'uploading' ? (
              <span className="speed">
                {mediaT('media.speed', { speed: formatBytes(Math.round(speed)) })}
              </span>
            ) : null}
            {phase === 'finishing' ? <span>{mediaT('media.finishing')}</span> : null}
          </p>
        </div>
      ) : null}
      <div aria-live="polite" role="status">
        {message ? <p className={`message message--${message.tone}`}>{message.text}</p> : null}
      </div>
    </section>
  );
}
