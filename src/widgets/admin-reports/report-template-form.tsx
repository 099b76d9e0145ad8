import { useCallback, useState, type FormEvent } from 'react';
import {
  REPORT_LIMITS,
  type ReportTemplateDetail,
  type ReportTemplateDraft,
} from '../../core/api/report-contract';
import { getReportTemplate, saveReportTemplate } from '../../core/api/teaching/report-calls';
import { formatDateTime } from '../../core/i18n/format';
import { useT } from '../../core/i18n/translate';
import { reportT } from '../../core/i18n/zh-cn/admin-reports';
import { consoleHref } from '../../core/router/console-router';
import { pushNotice } from '../../core/store/notices';
import { ConflictPanel } from '../../core/ui/admin/conflict-panel';
import { CheckboxField, TextAreaField } from '../../core/ui/admin/console-fields';
import { FormError } from '../../core/ui/admin/form-actions';
import { ScreenBar } from '../../core/ui/admin/screen-bar';
import {
  fieldOfServerError,
  isEditConflict,
  refusalShownInPlace,
} from '../../core/ui/admin/server-errors';
import { AsyncView } from '../../core/ui/async-view';
import { FormField } from '../../core/ui/form-field';
import { useAsync } from '../../core/ui/use-async';
import { scoreText } from './report-format';
import {
  checkTemplate,
  draftPathOf,
  draftTotal,
  freshKey,
  templateDraftOf,
  type CriterionDraft,
  type TemplateDraft,
  type TemplateErrors,
} from './template-draft';

/** The template in a line per part, for the edit-conflict panel. */
function conflictRows(mine: ReportTemplateDraft, theirs: ReportTemplateDraft) {
  const sections = (template: ReportTemplateDraft) =>
    template.sections
      .filter((section) => section.enabled)
      .map((section) => section.title)
      .join('、');
  const rubric = (template: ReportTemplateDraft) =>
    template.rubric
      .map(
        (criterion) =>
          `${criterion.title}（${criterion.levels.map((level) => `${level.title} ${level.points}`).join('/')}）`,
      )
      .join('；');
  return [
    {
      label: reportT('template.conflictSections'),
      mine: sections(mine),
      theirs: sections(theirs),
    },
    {
      label: reportT('template.conflictWordHint'),
      mine: String(mine.wordHint ?? ''),
      theirs: String(theirs.wordHint ?? ''),
    },
    { label: reportT('template.conflictRubric'), mine: rubric(mine), theirs: rubric(theirs) },
  ];
}

/** One criterion of the rubric: its name and its levels (等级, 分数, 说明). */
function CriterionFields({
  criterion,
  index,
  errors,
  locked,
  onChange,
  onRemove,
}: {
  criterion: CriterionDraft;
  index: number;
  errors: TemplateErrors;
  locked: boolean;
  onChange: (criterion: CriterionDraft) => void;
  onRemove: () => void;
}) {
  const path = `rubric.${index}`;
  const name = criterion.title || reportT('template.criterion', { n: index + 1 });
  const setLevel = (l: number, patch: Partial<CriterionDraft['levels'][number]>) =>
    onChange({
      ...criterion,
      levels: criterion.levels.map((level, i) => (i === l ? { ...level, ...patch } : level)),
    });
  return (
    <fieldset className="card criterion" data-criterion={criterion.key} disabled={locked}>
      <legend>{reportT('template.criterion', { n: index + 1 })}</legend>
      <FormField
        id={`criterion-${index}-title`}
        label={reportT('template.criterionTitle')}
        value={criterion.title}
        maxLength={REPORT_LIMITS.criterionTitle}
        error={errors[`${path}.title`] ?? errors[path]}
        onChange={(event) => onChange({ ...criterion, title: event.target.value })}
      />
      {criterion.levels.map((level, l) => (
        <div
          className="level-row"
          key={level.key}
          data-level={level.key}
          role="group"
          aria-label={reportT('template.levelLegend', { criterion: name, n: l + 1 })}
        >
          <FormField
            id={`criterion-${index}-level-${l}-title`}
            label={reportT('template.levelTitle')}
            value={level.title}
            maxLength={REPORT_LIMITS.levelTitle}
            error={errors[`${path}.levels.${l}.title`]}
            onChange={(event) => setLevel(l, { title: event.target.value })}
          />
          <FormField
            id={`criterion-${index}-level-${l}-points`}
            label={reportT('template.levelPoints')}
            inputMode="decimal"
            value={level.points}
            error={errors[`${path}.levels.${l}.points`]}
            onChange={(event) => setLevel(l, { points: event.target.value })}
          />
          <FormField
            id={`criterion-${index}-level-${l}-description`}
            label={reportT('template.levelDescription')}
            value={level.description}
            maxLength={REPORT_LIMITS.levelDescription}
            onChange={(event) => setLevel(l, { description: event.target.value })}
          />
          <button
            type="button"
            className="xnfz-button xnfz-button--plain remove-level"
            aria-label={`${reportT('template.removeLevel')}：${name} ${level.title}`}
            disabled={criterion.levels.length <= 1}
            onClick={() =>
              onChange({ ...criterion, levels: criterion.levels.filter((_, i) => i !== l) })
            }
          >
            {reportT('template.removeLevel')}
          </button>
        </div>
      ))}
      <div className="criterion-actions">
        <button
          type="button"
          className="xnfz-button xnfz-button--plain add-level"
          aria-label={`${reportT('template.addLevel')}：${name}`}
          disabled={criterion.levels.length >= REPORT_LIMITS.levels}
          onClick={() =>
            onChange({
              ...criterion,
              levels: [
                ...criterion.levels,
                { key: freshKey('L', criterion.levels), title: '', points: '0', description: '' },
              ],
            })
          }
        >
          {reportT('template.addLevel')}
        </button>
        <button
          type="button"
          className="xnfz-button xnfz-button--danger remove-criterion"
          aria-label={`${reportT('template.removeCriterion')}：${name}`}
          onClick={onRemove}
        >
          {reportT('template.removeCriterion')}
        </button>
      </div>
    </fieldset>
  );
}

function TemplateForm({
  opened: first,
  classId,
}: {
  opened: ReportTemplateDetail;
  classId: number;
}) {
  const portalT = useT();
  const [opened, setOpened] = useState(first);
  const [draft, setDraft] = useState<TemplateDraft>(() => templateDraftOf(first));
  const [errors, setErrors] = useState<TemplateErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [conflict, setConflict] = useState<{
    mine: ReportTemplateDraft;
    theirs: ReportTemplateDetail;
  } | null>(null);
  const [busy, setBusy] = useState(false);
  const readOnly = !opened.editable;
  const rubricLocked = readOnly || opened.graded;
  const back = consoleHref('/reports', classId ? { class: classId } : {});

  async function save(template: ReportTemplateDraft, version: string) {
    setBusy(true);
    setRefusal(null);
    try {
      const saved = await saveReportTemplate({
        experimentId: opened.experimentId,
        template,
        version,
      });
      setOpened(saved);
      setDraft(templateDraftOf(saved));
      setConflict(null);
      pushNotice('success', reportT('template.saved', { title: saved.experimentTitle }));
    } catch (error) {
      if (isEditConflict(error)) {
        refusalShownInPlace(error, portalT('state.networkError'));
        setConflict({ mine: template, theirs: await getReportTemplate(opened.experimentId) });
      } else {
        const path = draftPathOf(fieldOfServerError(error));
        const text = refusalShownInPlace(error, portalT('state.networkError'));
        if (path) setErrors({ [path]: text });
        else setRefusal(text);
      }
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkTemplate(draft);
    if ('errors' in checked) {
      setErrors(checked.errors);
      setRefusal(reportT('template.fixErrors'));
      return;
    }
    setErrors({});
    void save(checked.template, opened.version);
  }

  const setCriterion = (c: number, criterion: CriterionDraft) =>
    setDraft({ ...draft, rubric: draft.rubric.map((item, i) => (i === c ? criterion : item)) });

  return (
    <section className="screen" aria-labelledby="template-heading">
      <ScreenBar
        headingId="template-heading"
        heading={reportT('template.heading', { title: opened.experimentTitle })}
      >
        <a className="xnfz-button xnfz-button--plain back" href={back}>
          {reportT('template.back')}
        </a>
      </ScreenBar>
      {readOnly ? (
        <p className="card note" role="note">
          {reportT('template.readOnly')}
        </p>
      ) : opened.graded ? (
        <p className="card note rubric-fixed" role="note">
          {reportT('template.rubricFixed')}
        </p>
      ) : !opened.saved ? (
        <p className="card note" role="note">
          {reportT('template.unsaved')}
        </p>
      ) : null}
      {conflict ? (
        <ConflictPanel
          theirsHeading={reportT('template.conflictTheirs', {
            time: conflict.theirs.updatedAt ? formatDateTime(conflict.theirs.updatedAt) : '',
          })}
          rows={conflictRows(conflict.mine, conflict.theirs)}
          busy={busy}
          onKeepMine={() => void save(conflict.mine, conflict.theirs.version)}
          onTakeTheirs={() => {
            setOpened(conflict.theirs);
            setDraft(templateDraftOf(conflict.theirs));
            setConflict(null);
          }}
        />
      ) : null}
      <form
        className="template-form"
        noValidate
        aria-labelledby="template-heading"
        onSubmit={submit}
      >
        <fieldset className="card sections" disabled={readOnly}>
          <legend>{reportT('template.sections')}</legend>
          <p className="field-hint">{reportT('template.sectionsHint')}</p>
          {errors.sections ? (
            <p className="field-error" role="alert">
              {errors.sections}
            </p>
          ) : null}
          {draft.sections.map((section, index) => {
            const patch = (change: Partial<typeof section>) =>
              setDraft({
                ...draft,
                sections: draft.sections.map((item, i) =>
                  i === index ? { ...item, ...change } : item,
                ),
              });
            return (
              <div
                className="section-row"
                key={section.key}
                data-section={section.key}
                role="group"
                aria-label={reportT('template.sectionLegend', {
                  n: index + 1,
                  title: section.title,
                })}
              >
                <CheckboxField
                  id={`section-${section.key}-enabled`}
                  label={reportT('template.sectionEnabled')}
                  checked={section.enabled}
                  disabled={readOnly}
                  onChange={(enabled) => patch({ enabled })}
                />
                <FormField
                  id={`section-${section.key}-title`}
                  label={reportT('template.sectionTitle')}
                  value={section.title}
                  maxLength={REPORT_LIMITS.sectionTitle}
                  error={errors[`sections.${index}.title`]}
                  onChange={(event) => patch({ title: event.target.value })}
                />
                <TextAreaField
                  id={`section-${section.key}-prompt`}
                  label={reportT('template.sectionPrompt')}
                  value={section.prompt}
                  rows={2}
                  maxLength={REPORT_LIMITS.prompt}
                  error={errors[`sections.${index}.prompt`]}
                  onChange={(event) => patch({ prompt: event.target.value })}
                />
              </div>
            );
          })}
          <FormField
            id="template-word-hint"
            label={reportT('template.wordHint')}
            inputMode="numeric"
            value={draft.wordHint}
            hint={reportT('template.wordHintHint')}
            error={errors.wordHint}
            onChange={(event) => setDraft({ ...draft, wordHint: event.target.value })}
          />
        </fieldset>
        <section className="rubric" aria-labelledby="rubric-heading">
          <h2 id="rubric-heading">{reportT('template.rubric')}</h2>
          <p className="field-hint">{reportT('template.rubricHint')}</p>
          <p className="rubric-total" aria-live="polite">
            {reportT('template.total', { total: scoreText(draftTotal(draft.rubric)) })}
          </p>
          {errors.rubric ? (
            <p className="field-error" role="alert">
              {errors.rubric}
            </p>
          ) : null}
          {draft.rubric.map((criterion, c) => (
            <CriterionFields
              key={criterion.key}
              criterion={criterion}
              index={c}
              errors={errors}
              locked={rubricLocked}
              onChange={(changed) => setCriterion(c, changed)}
              onRemove={() =>
                setDraft({ ...draft, rubric: draft.rubric.filter((_, i) => i !== c) })
              }
            />
          ))}
          {rubricLocked ? null : (
            <button
              type="button"
              className="xnfz-button xnfz-button--plain add-criterion"
              disabled={draft.rubric.length >= REPORT_LIMITS.criteria}
              onClick={() =>
                setDraft({
                  ...draft,
                  rubric: [
                    ...draft.rubric,
                    {
                      key: freshKey('c', draft.rubric),
                      title: '',
                      levels: [{ key: 'A', title: '', points: '10', description: '' }],
                    },
                  ],
                })
              }
            >
              {reportT('template.addCriterion')}
            </button>
          )}
        </section>
        <FormError message={refusal} />
        {readOnly ? null : (
          <div className="form-actions">
            <button type="submit" className="xnfz-button save-template" disabled={busy}>
              {reportT('template.save')}
            </button>
          </div>
        )}
      </form>
    </section>
  );
}

/** 报告模板: an experiment's sections, word hint and rubric (the course's teacher edits). */
export function ReportTemplateScreen({
  experimentId,
  classId,
}: {
  experimentId: number;
  classId: number;
}) {
  const load = useCallback(() => getReportTemplate(experimentId), [experimentId]);
  const result = useAsync(load, [load]);
  return (
    <AsyncView result={result}>
      {(opened) => <TemplateForm opened={opened} classId={classId} />}
    </AsyncView>
  );
}
