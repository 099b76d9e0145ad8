import { useEffect, useRef, useState, type FormEvent, type SetStateAction } from 'react';
import { useAdminT } from '../../i18n/admin-translate';
import { useT } from '../../i18n/translate';
import { consoleNavigate, guardLeaving } from '../../router/console-router';
import { pushNotice } from '../../store/notices';
import type { ConflictNoticeProps } from './conflict-panel';
import { errorText, fieldOfServerError, isEditConflict } from './server-errors';

/** Whether a saved record is published content with a working copy waiting (hasDraft). */
function hasWorkingCopy(record: object): boolean {
  return 'hasDraft' in record && record.hasDraft === true;
}

/** A record saved against the version it was opened at. */
export interface Versioned {
  id: number;
  version: string;
}

/** A refused save: the server's latest version (null while it loads or when loading failed). */
interface EditConflict<T> {
  latest: T | null;
  failed: boolean;
  /** Whether the refused save was a publish. */
  published: boolean;
}

export interface DraftEditorOptions<T extends Versioned, D, F extends string> {
  /** What the editor opened (null: a new record). */
  record: T | null;
  /** The draft of a new record. */
  empty: () => D;
  draftOf: (record: T) => D;
  /** The draft's problems by field (empty when it may be saved). */
  check: (draft: D) => Partial<Record<F, string>>;
  /** The form field a server refusal names, null when none of the form's. */
  fieldOf: (serverField: string) => F | null;
  /** The record's latest version (after an edit conflict). */
  load: (id: number) => Promise<T>;
  /** Saves the draft, published or not, against the record `against` (null: creates one). */
  write: (draft: D, published: boolean, against: T | null) => Promise<T>;
  /** The notice after a record was created. */
  createdNotice: (saved: T) => string;
  /**
   * The notice after an update (default 已保存; a working copy saved beside a published record
   * says so: the portal still shows the published version).
   */
  savedNotice?: (saved: T, published: boolean) => string;
  /** 放弃修改: drops the working copy of the record as opened (the live version comes back). */
  discard?: (opened: T) => Promise<T>;
  /** The editor's console path: a created record is opened there (`?id=`). */
  editPath: string;
  /** The prefix of the form's element ids (`<ids>-<field>`). */
  ids: string;
  container?: ShadowRoot | undefined;
  /** The id (after the prefix) of a field's element, when it is not the field's name. */
  elementOf?: (field: string) => string;
}

/**
 * The state and save flow of a console editor: the draft, its field errors and form error,
 * client checks before the save, the server's refusal shown at its field, the edit conflict
 * (the latest version loaded for the {@link ConflictNotice}) and 已保存 / created notices.
 * @example
 * const editor = useDraftEditor({ record: article, empty: emptyDraft, draftOf, check: checkDraft,
 *   fieldOf: draftFieldOf, load: getAdminArticle, write: (d, p, base) => saveAdminArticle(bodyOf(d, p, base)),
 *   createdNotice: (saved) => `已创建 ${saved.title}`, editPath: '/articles/edit', ids: 'article' });
 */
export function useDraftEditor<T extends Versioned, D, F extends string>(
  options: DraftEditorOptions<T, D, F>,
) {
  const { ids, container, draftOf } = options;
  const t = useAdminT();
  const portalT = useT();
  const [opened, setOpened] = useState<T | null>(options.record);
  const [draft, setDraftState] = useState<D>(() =>
    options.record ? draftOf(options.record) : options.empty(),
  );
  // what the fields hold right now: a save right after a change (a rich-text editor reports its
  // input outside React's events) sends it even before the form rendered it
  const latestDraft = useRef(draft);
  // what was opened or last saved: a draft that differs holds a navigation away (console-router)
  const savedDraft = useRef(JSON.stringify(draft));
  useEffect(
    () => guardLeaving(() => JSON.stringify(latestDraft.current) !== savedDraft.current),
    [],
  );
  const setDraft = (action: SetStateAction<D>) => {
    latestDraft.current =
      typeof action === 'function' ? (action as (previous: D) => D)(latestDraft.current) : action;
    setDraftState(latestDraft.current);
  };
  const [editorKey, setEditorKey] = useState(0);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<EditConflict<T> | null>(null);

  const set = <K extends keyof D>(field: K, value: D[K]) =>
    setDraft((previous) => ({ ...previous, [field]: value }));
  const focus = (field: string) =>
    container?.getElementById(`${ids}-${options.elementOf?.(field) ?? field}`)?.focus();

  async function loadLatest(published: boolean) {
    if (!opened) return;
    setConflict({ latest: null, failed: false, published });
    try {
      setConflict({ latest: await options.load(opened.id), failed: false, published });
    } catch {
      setConflict({ latest: null, failed: true, published });
    }
  }

  /** A refusal at its field (focused) when it names one, else as the form's error. */
  function showError(error: unknown) {
    const server = fieldOfServerError(error);
    const field = server ? options.fieldOf(server) : null;
    const message = errorText(error, portalT('state.networkError'));
    if (field) {
      setErrors({ [field]: message } as Partial<Record<F, string>>);
      focus(field);
    } else {
      setFormError(message);
    }
  }

  async function save(published: boolean, against: T | null = opened) {
    const current = latestDraft.current;
    const found = options.check(current);
    setErrors(found);
    setFormError(null);
    const first = Object.keys(found)[0];
    if (first) {
      setFormError(t('form.fixErrors'));
      focus(first);
      return;
    }
    setBusy(true);
    try {
      const saved = await options.write(current, published, against);
      setOpened(saved);
      setConflict(null);
      setDraft(draftOf(saved));
      savedDraft.current = JSON.stringify(latestDraft.current);
      pushNotice('success', opened ? savedText(saved, published) : options.createdNotice(saved));
      if (!opened) consoleNavigate(options.editPath, { id: saved.id }, { replace: true });
    } catch (error) {
      if (isEditConflict(error)) await loadLatest(published);
      else showError(error);
    } finally {
      setBusy(false);
    }
  }

  function savedText(saved: T, published: boolean): string {
    if (options.savedNotice) return options.savedNotice(saved, published);
    return hasWorkingCopy(saved) ? t('draft.savedDraft') : t('form.saved');
  }

  /** Edits `record` from now on (loaded again after a change made outside the form). */
  function reopen(record: T) {
    setOpened(record);
    setConflict(null);
    setErrors({});
    setFormError(null);
    setDraft(draftOf(record));
    savedDraft.current = JSON.stringify(latestDraft.current);
    setEditorKey((n) => n + 1);
  }

  /** 放弃修改 (after the user confirmed it): the editor shows the live version again. */
  async function discard() {
    if (!opened || !options.discard) return;
    setBusy(true);
    setFormError(null);
    try {
      reopen(await options.discard(opened));
      pushNotice('success', t('draft.discarded'));
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  }

  /** A draft / publish form's submit: the button pressed tells by `data-publish`. */
  function submitPublish(event: FormEvent) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    void save(submitter?.getAttribute('data-publish') === 'true');
  }

  /** What the {@link ConflictNotice} needs besides its heading and rows (null: no conflict). */
  const conflictNotice: Omit<ConflictNoticeProps<T>, 'theirsHeading' | 'rows'> | null = conflict
    ? {
        latest: conflict.latest,
        failed: conflict.failed,
        busy,
        onRetry: () => void loadLatest(conflict.published),
        onKeepMine: (latest) => void save(conflict.published, latest),
        onTakeTheirs: reopen,
      }
    : null;

  return {
    opened,
    setOpened,
    draft,
    setDraft,
    set,
    errors,
    formError,
    setFormError,
    busy,
    setBusy,
    /** Changes when the draft was replaced from outside the editor (remount a rich-text editor). */
    editorKey,
    save,
    reopen,
    discard,
    submitPublish,
    showError,
    conflictNotice,
  };
}
