import { useState, type FormEvent } from 'react';
import type { AdminExperiment } from '../../core/api/admin-contract';
import { saveExperimentIlab } from '../../core/api/admin/ilab-calls';
import { adminT } from '../../core/i18n/admin-translate';
import { ilabT } from '../../core/i18n/zh-cn/admin-ilab';
import { useT } from '../../core/i18n/translate';
import { pushNotice } from '../../core/store/notices';
import { errorText } from '../../core/ui/admin/server-errors';
import { FormError, SaveCancelActions } from '../../core/ui/admin/form-actions';
import { FormField } from '../../core/ui/form-field';
import { ADMIN_LIMITS, optionalText } from '../../core/validation/admin-rules';

/** The address to register on 实验空间 for this experiment (the portal's own origin). */
function ilabLaunchAddress(experimentId: number): string {
  return `${window.location.origin}/api/ilab/launch?experiment=${experimentId}`;
}

/**
 * An experiment's 实验空间 project and child project titles (built-in experiments too), and the
 * launch address to register on ilab-x.
 */
export function IlabTitlesForm({
  experiment,
  onSaved,
  onCancel,
}: {
  experiment: AdminExperiment;
  onSaved: (saved: AdminExperiment) => void;
  onCancel: () => void;
}) {
  const portalT = useT();
  const [title, setTitle] = useState(experiment.ilabTitle);
  const [childTitle, setChildTitle] = useState(experiment.ilabChildTitle);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const tooLong = (value: string, field: string) => {
    const problem = optionalText(value, ADMIN_LIMITS.ilabTitle, field);
    return problem ? adminT(problem.key, problem.params) : null;
  };
  const titleError = tooLong(title, ilabT('ilab.title'));
  const childError = tooLong(childTitle, ilabT('ilab.childTitle'));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (titleError || childError) return;
    setBusy(true);
    setFormError(null);
    try {
      const saved = await saveExperimentIlab({
        id: experiment.id,
        ilabTitle: title.trim(),
        ilabChildTitle: childTitle.trim(),
      });
      pushNotice('success', ilabT('ilab.saved', { title: saved.title }));
      onSaved(saved);
    } catch (error) {
      setFormError(errorText(error, portalT('state.networkError')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="card ilab-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="ilab-form-heading"
    >
      <h2 className="form-heading" id="ilab-form-heading">
        {ilabT('ilab.fieldsHeading', { title: experiment.title })}
      </h2>
      <p className="muted">{ilabT('ilab.fieldsHint')}</p>
      <p className="muted launch-address">
        {ilabT('ilab.launchAddress', { url: ilabLaunchAddress(experiment.id) })}
      </p>
      <div className="form-grid">
        <FormField
          id="ilab-title"
          label={ilabT('ilab.title')}
          value={title}
          autoFocus
          error={titleError}
          onChange={(event) => setTitle(event.target.value)}
        />
        <FormField
          id="ilab-child-title"
          label={ilabT('ilab.childTitle')}
          value={childTitle}
          error={childError}
          onChange={(event) => setChildTitle(event.target.value)}
        />
      </div>
      <FormError message={formError} />
      <SaveCancelActions
        busy={busy}
        saveClassName="save-ilab"
        saveLabel={adminT('form.save')}
        cancelLabel={adminT('form.cancel')}
        onCancel={onCancel}
      />
    </form>
  );
}
