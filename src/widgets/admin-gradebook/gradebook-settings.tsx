import type { ReactNode } from 'react';
import type { Gradebook } from '../../core/api/gradebook-contract';
import { getGradebook, saveGradebook } from '../../core/api/teaching/gradebook-calls';
import { adminT, useAdminT } from '../../core/i18n/admin-translate';
import { formatDateTime } from '../../core/i18n/format';
import { gradebookT, type AdminGradebookKey } from '../../core/i18n/zh-cn/admin-gradebook';
import { ConflictNotice, conflictRowsOf } from '../../core/ui/admin/conflict-panel';
import { FormError } from '../../core/ui/admin/form-actions';
import { useDraftEditor } from '../../core/ui/admin/use-draft-editor';
import { FormField } from '../../core/ui/form-field';
import { shares, shareText } from './gradebook-format';
import {
  checkDraft,
  draftOf,
  elementOfField,
  fieldOfServer,
  numberOf,
  recordOf,
  settingsOf,
  THRESHOLD_LEVELS,
  weightId,
  type BookRecord,
  type SettingsDraft,
  type SettingsField,
} from './gradebook-settings-draft';

const ids = 'gradebook';

/** One choice among a few, as radio buttons in a fieldset (the quiz form's look). */
function Choice<V extends string>({
  field,
  legend,
  value,
  options,
  error,
  hint,
  onChange,
}: {
  field: string;
  legend: string;
  value: V;
  options: readonly (readonly [V, string])[];
  error?: string | undefined;
  hint?: string | null;
  onChange: (value: V) => void;
}) {
  return (
    <fieldset className="type-choice" id={`${ids}-${field}`} tabIndex={-1}>
      <legend>{legend}</legend>
      {options.map(([option, label]) => (
        <label className="choice" key={option}>
          <input
            type="radio"
            name={`${ids}-${field}`}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
          />
          {label}
        </label>
      ))}
      {hint ? <p className="hint">{hint}</p> : null}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A part's error under it (a refusal of the server naming the part). */
function PartError({ field, error }: { field: string; error: string | undefined }) {
  return error ? (
    <p className="field-error part-error" id={`${ids}-${field}-error`} role="alert">
      {error}
    </p>
  ) : null;
}

/** The settings as the edit-conflict panel compares them, field by field. */
function conflictLines(book: Gradebook, draft: SettingsDraft): [string, string][] {
  const levels = Object.fromEntries(
    THRESHOLD_LEVELS.map((level) => [level, draft.thresholds[level]]),
  );
  return [
    ...book.items.map(
      (item) =>
        [
          gradebookT('settings.weightOf', { title: item.title }),
          draft.weights[item.key] ?? '0',
        ] as [string, string],
    ),
    [
      gradebookT('settings.experimentScore'),
      gradebookT(`settings.experimentScore.${draft.experimentScore}`),
    ],
    [gradebookT('settings.missing'), gradebookT(`settings.missing.${draft.missing}`)],
    [gradebookT('settings.decimals'), gradebookT(`settings.decimals.${draft.decimals}`)],
    [gradebookT('settings.thresholds'), gradebookT('settings.conflictLevels', levels)],
  ];
}

/**
 * 成绩册设置: each item's weight (its share of 总评 shown as it is typed), which experiment attempt
 * counts, missing work, 总评's decimals and the 五级制 thresholds; saved against the version opened
 * (an edit conflict shows both versions), the server's refusals at the part they name. An archived
 * class's settings are shown read-only.
 */
export function GradebookSettings({
  first,
  open,
  container,
  onSaved,
}: {
  first: Gradebook;
  open: boolean;
  container?: ShadowRoot | undefined;
  onSaved: (book: Gradebook) => void;
}) {
  const t = useAdminT();
  const editor = useDraftEditor<BookRecord, SettingsDraft, SettingsField>({
    record: recordOf(first),
    empty: () => draftOf(first),
    draftOf,
    check: checkDraft,
    fieldOf: fieldOfServer,
    load: async (classId) => recordOf(await getGradebook({ classId, pageNum: 1, pageSize: 1 })),
    write: async (draft, _published, against) => {
      const saved = recordOf(
        await saveGradebook({
          classId: first.classId,
          settings: settingsOf(draft),
          version: against?.version ?? '0',
        }),
      );
      onSaved(saved);
      return saved;
    },
    createdNotice: () => gradebookT('settings.saved'),
    savedNotice: () => gradebookT('settings.saved'),
    editPath: '/gradebook',
    ids,
    container,
    elementOf: elementOfField,
  });
  const { draft, setDraft, set, errors, busy } = editor;
  const opened = editor.opened ?? recordOf(first);
  const readOnly = opened.archived;
  const items = opened.items;
  const typedShares = shares(items, (item) => {
    const weight = numberOf(draft.weights[item.key] ?? '0');
    return Number.isFinite(weight) ? weight : 0;
  });
  const setWeight = (key: string, text: string) =>
    setDraft((previous) => ({ ...previous, weights: { ...previous.weights, [key]: text } }));
  const setThreshold = (level: (typeof THRESHOLD_LEVELS)[number], text: string) =>
    setDraft((previous) => ({
      ...previous,
      thresholds: { ...previous.thresholds, [level]: text },
    }));

  const shareHint = (key: string, kind: AdminGradebookKey, total: number): ReactNode => {
    const share = typedShares.get(key) ?? 0;
    return (
      <>
        {gradebookT('settings.itemHint', { kind: gradebookT(kind), total })}
        <span className="share" data-unweighed={share === 0 ? 'true' : undefined}>
          {share === 0
            ? gradebookT('settings.unweighed')
            : gradebookT('settings.share', { share: shareText(share) })}
        </span>
      </>
    );
  };

  return (
    <section
      id={`${ids}-settings`}
      className="card gradebook-settings"
      hidden={!open}
      aria-labelledby={`${ids}-settings-heading`}
    >
      <h2 className="card-heading" id={`${ids}-settings-heading`}>
        {gradebookT('settings.heading')}
      </h2>
      {editor.conflictNotice ? (
        <ConflictNotice
          {...editor.conflictNotice}
          theirsHeading={(latest) =>
            latest.updatedAt
              ? adminT('conflict.theirsAt', { time: formatDateTime(latest.updatedAt) })
              : t('conflict.theirsPlain')
          }
          rows={(latest) =>
            conflictRowsOf((d: SettingsDraft) => conflictLines(latest, d), draft, draftOf(latest))
          }
        />
      ) : null}
      {readOnly ? (
        <p className="read-only-note" role="note">
          {gradebookT('settings.readOnly')}
        </p>
      ) : null}
      <form
        noValidate
        aria-labelledby={`${ids}-settings-heading`}
        onSubmit={(event) => {
          event.preventDefault();
          void editor.save(false);
        }}
      >
        <fieldset className="settings-fields" disabled={readOnly}>
          <fieldset
            className="form-section"
            id={`${ids}-weights`}
            tabIndex={-1}
            aria-describedby={`${ids}-weights-hint`}
          >
            <legend>{gradebookT('settings.weights')}</legend>
            <p className="hint" id={`${ids}-weights-hint`}>
              {gradebookT('settings.weightsHint')}
            </p>
            {items.length === 0 ? (
              <p className="muted">{gradebookT('settings.noItems')}</p>
            ) : (
              <div className="weight-grid">
                {items.map((item) => (
                  <FormField
                    key={item.key}
                    id={`${ids}-${weightId(item.key)}`}
                    label={item.title}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    max={100}
                    step="any"
                    value={draft.weights[item.key] ?? '0'}
                    hint={shareHint(item.key, `settings.kind.${item.kind}`, item.total)}
                    error={errors[`weight:${item.key}`] ?? null}
                    onChange={(event) => setWeight(item.key, event.target.value)}
                  />
                ))}
              </div>
            )}
            <PartError field="weights" error={errors.weights} />
          </fieldset>
          <fieldset className="form-section">
            <legend>{gradebookT('settings.rules')}</legend>
            <div className="choice-grid">
              <Choice
                field="experimentScore"
                legend={gradebookT('settings.experimentScore')}
                value={draft.experimentScore}
                options={[
                  ['best', gradebookT('settings.experimentScore.best')],
                  ['last', gradebookT('settings.experimentScore.last')],
                ]}
                hint={
                  items.some((item) => item.kind === 'experiment')
                    ? null
                    : gradebookT('settings.noExperiments')
                }
                error={errors.experimentScore}
                onChange={(value) => set('experimentScore', value)}
              />
              <Choice
                field="missing"
                legend={gradebookT('settings.missing')}
                value={draft.missing}
                options={[
                  ['zero', gradebookT('settings.missing.zero')],
                  ['exclude', gradebookT('settings.missing.exclude')],
                ]}
                error={errors.missing}
                onChange={(value) => set('missing', value)}
              />
              <Choice
                field="decimals"
                legend={gradebookT('settings.decimals')}
                value={draft.decimals}
                options={[
                  ['0', gradebookT('settings.decimals.0')],
                  ['1', gradebookT('settings.decimals.1')],
                ]}
                error={errors.decimals}
                onChange={(value) => set('decimals', value)}
              />
            </div>
          </fieldset>
          <fieldset
            className="form-section"
            id={`${ids}-thresholds`}
            tabIndex={-1}
            aria-describedby={
              errors.thresholds
                ? `${ids}-thresholds-hint ${ids}-thresholds-error`
                : `${ids}-thresholds-hint`
            }
          >
            <legend>{gradebookT('settings.thresholds')}</legend>
            <p className="hint" id={`${ids}-thresholds-hint`}>
              {gradebookT('settings.thresholdsHint')}
            </p>
            <div className="threshold-grid">
              {THRESHOLD_LEVELS.map((level) => (
                <FormField
                  key={level}
                  id={`${ids}-threshold-${level}`}
                  label={gradebookT(`settings.threshold.${level}`)}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={100}
                  step="any"
                  value={draft.thresholds[level]}
                  error={errors[`threshold:${level}`] ?? null}
                  onChange={(event) => setThreshold(level, event.target.value)}
                />
              ))}
            </div>
            <PartError field="thresholds" error={errors.thresholds} />
          </fieldset>
        </fieldset>
        <FormError message={editor.formError} />
        {readOnly ? null : (
          <div className="form-actions">
            <button type="submit" className="xnfz-button save-settings" disabled={busy}>
              {busy ? t('form.saving') : gradebookT('settings.save')}
            </button>
          </div>
        )}
      </form>
    </section>
  );
}
