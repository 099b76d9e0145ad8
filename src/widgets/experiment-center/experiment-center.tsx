import { useCallback } from 'react';
import { findExperiment } from '../../core/api/experiments';
import type { Experiment } from '../../core/api/contract';
import { useT } from '../../core/i18n/translate';
import { positiveInt, useRouteQuery } from '../../core/router/use-route-query';
import { AsyncView } from '../../core/ui/async-view';
import { useAsync } from '../../core/ui/use-async';
import { WidgetShell } from '../../core/ui/widget-shell';
import { ExperimentCatalogue } from './experiment-catalogue';
import { experimentCenterStyles } from './experiment-center.styles';
import { ExperimentPage } from './experiment-page';

export interface ExperimentCenterProps {
  /** Cards per page (default 12, at most 48). */
  pageSize?: number;
  /** Replaces the title 虚拟实验. */
  heading?: string;
  /** `window`: every experiment opens in a window of its own instead of the full-screen frame. */
  openIn?: string;
  container?: ShadowRoot;
}

/**
 * 虚拟实验: the catalogue (keyword, page) or one experiment's page (`id`). On the portal page the
 * three live in the address (`#/experiment?keyword=&page=&id=`); elsewhere in the element.
 */
export function ExperimentCenter({ pageSize, heading, openIn, container }: ExperimentCenterProps) {
  const t = useT();
  const [query, setQuery] = useRouteQuery();
  const size = pageSize && Number.isInteger(pageSize) && pageSize > 0 ? Math.min(pageSize, 48) : 12;
  const id = positiveInt(query.id, 0);
  const keyword = (query.keyword ?? '').trim();
  const page = positiveInt(query.page, 1);
  return (
    <WidgetShell styles={experimentCenterStyles}>
      <div className="center" part="base">
        {id > 0 ? (
          <ExperimentById
            id={id}
            host={container?.host}
            forceWindow={openIn === 'window'}
            onBack={() => setQuery({ id: undefined })}
          />
        ) : (
          <ExperimentCatalogue
            heading={heading || t('experiments.title')}
            keyword={keyword}
            page={page}
            pageSize={size}
            onSearch={(word) => setQuery({ keyword: word, page: undefined })}
            onPage={(pageNum) => setQuery({ page: pageNum === 1 ? undefined : pageNum })}
            onOpen={(experimentId) => setQuery({ id: experimentId })}
          />
        )}
      </div>
    </WidgetShell>
  );
}

interface ExperimentByIdProps {
  id: number;
  host: EventTarget | undefined;
  forceWindow: boolean;
  onBack: () => void;
}

/** Loads one experiment of the catalogue and shows its page (暂无数据 when it is not there). */
function ExperimentById({ id, host, forceWindow, onBack }: ExperimentByIdProps) {
  const t = useT();
  const load = useCallback((): Promise<Experiment | null> => findExperiment(id), [id]);
  const result = useAsync(load, [id]);
  return (
    <AsyncView result={result}>
      {(experiment) =>
        experiment ? (
          <ExperimentPage
            key={experiment.id}
            experiment={experiment}
            host={host}
            forceWindow={forceWindow}
            onBack={onBack}
          />
        ) : (
          <div className="xnfz-state" part="state-empty" role="status">
            {t('experiments.notFound')}
            <button type="button" className="xnfz-button xnfz-button--plain" onClick={onBack}>
              {t('experiments.back')}
            </button>
          </div>
        )
      }
    </AsyncView>
  );
}
