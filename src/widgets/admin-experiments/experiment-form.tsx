import { useState, type FormEvent } from 'react';
import type { AdminCourseRow, AdminExperiment } from '../../core/api/admin-contract';
import { listAdminExperiments } from '../../core/api/admin/admin-calls';
import { saveAdminExperiment } from '../../core/api/admin/registry-calls';
import { adminT, useAdminT } from '../../core/i18n/admin-translate';
import { registryT } from '../../core/i18n/zh-cn/admin-registry';
import { useT } from '../../core/i18n/translate';
import { pushNotice } from '../../core/store/notices';
import { ConflictPanel, type ConflictRow } from '../../core/ui/admin/conflict-panel';
import { CheckboxField, SelectField, TextAreaField } from '../../core/ui/admin/console-fields';
import { MediaField } from '../../core/ui/admin/media-field';
import { errorText, fieldOfServerError, isEditConflict } from '../../core/ui/admin/server-errors';
import { FormError, SaveCancelActions } from '../../core/ui/admin/form-actions';
import { FormField } from '../../core/ui/form-field';
import {
  mediaFileUrl,
  optionalText,
  requiredText,
  type FieldProblem,
} from '../../core/validation/admin-rules';
import {
  EXPERIMENT_LIMITS,
  EXPERIMENT_MINUTES,
  launchProblem,
  originOf,
} from '../../core/validation/experiment-rules';

interface Draft {
  title: string;
  cover: string;
  summary: string;
  courseId: number | null;
  duration: string;
  published: boolean;
  launchUrl: string;
  resultOrigin: string;
}

type Field = Exclude<keyof Draft, 'published'>;

const FIELDS: Record<Field, string> = {
  title: 'title',
  cover: 'cover',
  summary: 'summary',
  courseId: 'courseId',
  duration: 'durationMinutes',
  launchUrl: 'launchUrl',
  resultOrigin: 'resultOrigin',
};

function draftOf(experiment: AdminExperiment | null): Draft {
  return {
    title: experiment?.title ?? '',
    cover: experiment?.cover ?? '',
    summary: experiment?.summary ?? '',
    courseId: experiment?.courseId ?? null,
    duration: String(experiment?.durationMinutes ?? 30),
    published: experiment?.published ?? true,
    launchUrl: experiment?.launchUrl ?? '',
    resultOrigin: experiment?.resultOrigin ?? '',
  };
}

/** The problems of a draft by field, with the server's rules. */
function checkDraft(draft: Draft): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  const text = (field: Field, problem: FieldProblem | null) => {
    if (problem) found[field] = adminT(problem.key, problem.params);
  };
  text('title', requiredText(draft.title, EXPERIMENT_LIMITS.title, registryT('experiments.title')));
  text('cover', mediaFileUrl(draft.cover, registryT('experiments.cover')));
  text(
    'summary',
    optionalText(draft.summary, EXPERIMENT_LIMITS.summary, registryT('experiments.summary')),
  );
  const minutes = Number(draft.duration);
  if (
    !/^\d+$/.test(draft.duration.trim()) ||
    minutes < EXPERIMENT_MINUTES.min ||
    minutes > EXPERIMENT_MINUTES.max
  )
    found.duration = registryT('experiments.durationRule');
  const launch = launchProblem(draft.launchUrl, draft.resultOrigin);
  if (launch?.field === 'launchUrl')
    found.launchUrl = registryT(
      launch.problem === 'builtIn' ? 'experiments.builtInRule' : 'experiments.launchRule',
    );
  if (launch?.field === 'resultOrigin')
    found.resultOrigin = registryT('experiments.originRule', { origin: launch.origin });
  return found;
}

function conflictRows(
  draft: Draft,
  latest: AdminExperiment,
  courseName: (id: number | null) => string,
): ConflictRow[] {
  const text = (d: Draft): [string, string][] => [
    [registryT('experiments.title'), d.title],
    [registryT('experiments.cover'), d.cover],
    [registryT('experiments.summary'), d.summary],
    [registryT('experiments.course'), courseName(d.courseId)],
    [registryT('experiments.duration'), d.duration],
    [registryT('experiments.openLabel'), adminT(d.published ? 'conflict.yes' : 'conflict.no')],
    [registryT('experiments.launchUrl'), d.launchUrl],
    [registryT('experiments.resultOrigin'), d.resultOrigin],
  ];
  const theirs = text(draftOf(latest));
  return text(draft).map(([label, mine], index) => ({
    label,
    mine,
    theirs: theirs[index]?.[1] ?? '',
  }));
}

/** Registers or edits a third-party experiment (built-in ones never come here). */
export function ExperimentForm({
  experiment,
  courses,
  container,
  onSaved,
  onCancel,
}: {
  experiment: AdminExperiment | null;
  courses: readonly AdminCourseRow[];
  container?: ShadowRoot;
  onSaved: (saved: AdminExperiment) => void;
  onCancel: () => void;
}) {
  const t = useAdminT();
  const portalT = useT();
  const [opened, setOpened] = useState(experiment);
  const [draft, setDraft] = useState<Draft>(() => draftOf(experiment));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [latest, setLatest] = useState<AdminExperiment | null>(null);
  const set = <K extends keyof Draft>(field: K, value: Draft[K]) =>
    setDraft((previous) => ({ ...previous, [field]: value }));
  const focus = (field: string) => container?.getElementById(`experiment-${field}`)?.focus();
  const origin = originOf(draft.launchUrl);
  const courseName = (id: number | null) =>
    courses.find((course) => course.id === id)?.title ?? registryT('experiments.noCourse');

  async function save(against: AdminExperiment | null = opened) {
    const found = checkDraft(draft);
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
      const saved = await saveAdminExperiment({
        ...(against ? { id: against.id, version: against.version } : {}),
        title: draft.title.trim(),
        cover: draft.cover.trim(),
        summary: draft.summary.trim(),
        courseId: draft.courseId,
        durationMinutes: Number(draft.duration),
        published: draft.published,
        launchUrl: draft.launchUrl.trim(),
        resultOrigin: draft.resultOrigin.trim(),
      });
      setOpened(saved);
      setLatest(null);
      pushNotice('success', registryT('experiments.saved', { title: saved.title }));
      onSaved(saved);
    } catch (error) {
      if (isEditConflict(error) && opened) {
        try {
          const page = await listAdminExperiments({
            pageNum: 1,
            pageSize: 100,
            keyword: opened.title,
          });
          setLatest(page.rows.find((row) => row.id === opened.id) ?? null);
        } catch {
          setFormError(errorText(error, portalT('state.networkError')));
        }
        return;
      }
      const server = fieldOfServerError(error);
      const field = (Object.keys(FIELDS) as Field[]).find((key) => FIELDS[key] === server);
      const message = errorText(error, portalT('state.networkError'));
      if (field) {
        setErrors({ [field]: message });
        focus(field);
      } else {
        setFormError(message);
      }
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void save();
  }

  return (
    <>
      {latest ? (
        <ConflictPanel
          theirsHeading={t('conflict.theirsPlain')}
          rows={conflictRows(draft, latest, courseName)}
          busy={busy}
          onKeepMine={() => void save(latest)}
          onTakeTheirs={() => {
            setOpened(latest);
            setDraft(draftOf(latest));
            setLatest(null);
          }}
        />
      ) : null}
      <form
        className="card experiment-form"
        onSubmit={submit}
        noValidate
        aria-labelledby="experiment-form-heading"
      >
        <h2 className="form-heading" id="experiment-form-heading">
          {opened
            ? registryT('experiments.editHeading', { title: opened.title })
            : registryT('experiments.newHeading')}
        </h2>
        <div className="form-grid">
          <div className="wide">
            <FormField
              id="experiment-title"
              label={registryT('experiments.title')}
              value={draft.title}
              maxLength={EXPERIMENT_LIMITS.title}
              autoFocus
              error={errors.title ?? null}
              onChange={(event) => set('title', event.target.value)}
            />
          </div>
          <div className="wide">
            <FormField
              id="experiment-launchUrl"
              label={registryT('experiments.launchUrl')}
              value={draft.launchUrl}
              type="url"
              maxLength={EXPERIMENT_LIMITS.launchUrl}
              hint={registryT('experiments.launchUrlHint')}
              error={errors.launchUrl ?? null}
              onChange={(event) => set('launchUrl', event.target.value.trim())}
            />
          </div>
          <div className="wide origin-row">
            <FormField
              id="experiment-resultOrigin"
              label={registryT('experiments.resultOrigin')}
              value={draft.resultOrigin}
              maxLength={EXPERIMENT_LIMITS.resultOrigin}
              hint={registryT('experiments.resultOriginHint')}
              error={errors.resultOrigin ?? null}
              onChange={(event) => set('resultOrigin', event.target.value.trim())}
            />
            {origin && origin !== draft.resultOrigin ? (
              <button
                type="button"
                className="xnfz-button xnfz-button--plain use-origin"
                onClick={() => set('resultOrigin', origin)}
              >
                {registryT('experiments.useOrigin', { origin })}
              </button>
            ) : null}
          </div>
          <SelectField
            id="experiment-courseId"
            label={registryT('experiments.course')}
            value={draft.courseId ? String(draft.courseId) : ''}
            error={errors.courseId ?? null}
            options={[
              ['', registryT('experiments.noCourse')],
              ...courses.map((course) => [String(course.id), course.title] as const),
            ]}
            onChange={(event) => set('courseId', Number(event.target.value) || null)}
          />
          <FormField
            id="experiment-duration"
            label={registryT('experiments.duration')}
            value={draft.duration}
            inputMode="numeric"
            error={errors.duration ?? null}
            onChange={(event) => set('duration', event.target.value.trim())}
          />
          <div className="wide">
            <MediaField
              id="experiment-cover"
              label={registryT('experiments.cover')}
              kind="image"
              value={draft.cover}
              error={errors.cover ?? null}
              onChange={(url) => set('cover', url)}
            />
          </div>
          <TextAreaField
            id="experiment-summary"
            className="wide"
            label={registryT('experiments.summary')}
            value={draft.summary}
            rows={3}
            maxLength={EXPERIMENT_LIMITS.summary}
            error={errors.summary ?? null}
            onChange={(event) => set('summary', event.target.value)}
          />
          <CheckboxField
            id="experiment-published"
            className="wide"
            label={registryT('experiments.openLabel')}
            checked={draft.published}
            onChange={(checked) => set('published', checked)}
          />
        </div>
        <FormError message={formError} />
        <SaveCancelActions
          busy={busy}
          saveClassName="save-experiment"
          saveLabel={registryT('experiments.save')}
          cancelLabel={registryT('experiments.cancel')}
          onCancel={onCancel}
        />
      </form>
    </>
  );
}
