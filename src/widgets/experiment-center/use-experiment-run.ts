import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { Experiment, ExperimentFinishData } from '../../core/api/contract';
import { finishExperiment, startExperiment } from '../../core/api/experiments';
import { config } from '../../core/config/config';
import { emit } from '../../core/events/events';
import {
  experimentLaunch,
  opensInWindow,
  type ExperimentLaunch,
} from '../../core/experiments/launch';
import {
  definedFields,
  readExperimentResult,
  type ExperimentResultMessage,
} from '../../core/experiments/result-message';
import { auth } from '../../core/store/auth';

/**
 * Where a run is: `frame` and `window` are open and listening for the result; `blocked` waits for
 * a click to open the window the browser refused; the others are closed.
 */
export type RunPhase =
  'idle' | 'starting' | 'frame' | 'window' | 'blocked' | 'failed' | 'bad-launch';

/** What became of the result the experiment reported. */
export interface RunOutcome {
  result: ExperimentResultMessage;
  status: 'saving' | 'saved' | 'anonymous' | 'failed';
  data: ExperimentFinishData | null;
}

export interface ExperimentRun {
  phase: RunPhase;
  launch: ExperimentLaunch | null;
  outcome: RunOutcome | null;
  /** Starts a session and opens it (call from the click: a window must open in the gesture). */
  start: () => void;
  /** Opens the window the browser blocked (from a click). */
  openWindow: () => void;
  /** Closes the frame (the result, if any, stays on the page). */
  close: () => void;
  /** Sends a result the server refused once more. */
  retrySave: () => void;
}

const WINDOW_POLL_MS = 1000;

/**
 * One run of an experiment: experimentStart, the frame or window, the result message (checked
 * for origin, source window and session), experimentFinish for token holders, and the
 * `xnfz-experiment-finish` event from `host`.
 */
export function useExperimentRun(
  experiment: Experiment,
  {
    frame,
    host,
    forceWindow,
  }: {
    frame: RefObject<HTMLIFrameElement | null>;
    host: EventTarget | undefined;
    forceWindow: boolean;
  },
): ExperimentRun {
  const [phase, setPhase] = useState<RunPhase>('idle');
  const [launch, setLaunch] = useState<ExperimentLaunch | null>(null);
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<RunOutcome | null>(null);
  const popup = useRef<Window | null>(null);
  /** Sessions whose result was taken: an experiment reports once. */
  const handled = useRef(new Set<string>());
  /** Whether the session was started with a token: only those can be saved. */
  const startedWithToken = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const report = useCallback(
    (result: ExperimentResultMessage, saved: ExperimentFinishData | null) =>
      emit(host ?? window, 'xnfz-experiment-finish', {
        experimentId: experiment.id,
        sessionId: result.sessionId,
        score: result.score,
        durationSeconds: result.durationSeconds,
        saved: saved !== null,
        best: saved?.best ?? null,
        attempts: saved?.attempts ?? null,
      }),
    [experiment.id, host],
  );

  const save = useCallback(
    (result: ExperimentResultMessage) => {
      if (!startedWithToken.current || !auth.token) {
        setOutcome({ result, status: 'anonymous', data: null });
        report(result, null);
        return;
      }
      setOutcome({ result, status: 'saving', data: null });
      const { sessionId: id, score, durationSeconds, report: text } = result;
      const { steps, startTime, endTime, status, readings, signature, timestamp } = result;
      const optional = { steps, startTime, endTime, status, readings, signature, timestamp };
      finishExperiment({
        sessionId: id,
        score,
        durationSeconds,
        ...(text ? { report: text } : {}),
        ...definedFields(optional),
      })
        .then((data) => {
          if (!mounted.current) return;
          // the stored score is the server's own (built-in experiments are scored there)
          const stored = { ...result, score: data.score ?? result.score };
          setOutcome({ result: stored, status: 'saved', data });
          report(stored, data);
        })
        .catch(() => {
          // the client already shows the server's msg at the top
          if (!mounted.current) return;
          setOutcome({ result, status: 'failed', data: null });
          report(result, null);
        });
    },
    [report],
  );

  // the result message: from the launch origin, from the window we opened, for our session
  const listening = (phase === 'frame' || phase === 'window') && launch !== null;
  useEffect(() => {
    if (!listening || !launch || !sessionId) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== launch.origin) return;
      const source = phase === 'frame' ? frame.current?.contentWindow : popup.current;
      if (!source || event.source !== source) return;
      const result = readExperimentResult(event.data);
      if (!result || result.sessionId !== sessionId || handled.current.has(sessionId)) return;
      handled.current.add(sessionId);
      save(result);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [listening, launch, sessionId, phase, frame, save]);

  // a window of its own: the run ends when the student closes it
  useEffect(() => {
    if (phase !== 'window') return;
    const timer = setInterval(() => {
      if (popup.current?.closed) {
        popup.current = null;
        setPhase('idle');
      }
    }, WINDOW_POLL_MS);
    return () => clearInterval(timer);
  }, [phase]);

  const start = useCallback(() => {
    if (phase === 'starting' || phase === 'frame' || phase === 'window') return;
    const inWindow = forceWindow || opensInWindow(experiment.launchUrl);
    // opened inside the click, so no popup blocker stops it; the address follows the start call
    const opened = inWindow ? window.open('about:blank', '_blank') : null;
    popup.current = opened;
    startedWithToken.current = Boolean(auth.token);
    setPhase('starting');
    setOutcome(null);
    startExperiment(experiment.id).then(
      (data) => {
        const resolved = experimentLaunch(data.launchUrl, config.apiBase, window.location.href);
        if (!mounted.current) {
          opened?.close();
          return;
        }
        setSessionId(data.sessionId);
        setLaunch(resolved);
        if (!resolved) {
          opened?.close();
          setPhase('bad-launch');
        } else if (!inWindow && !resolved.inWindow) {
          setPhase('frame');
        } else if (opened && !opened.closed) {
          opened.location.replace(resolved.url);
          setPhase('window');
        } else {
          setPhase('blocked');
        }
      },
      () => {
        opened?.close();
        if (mounted.current) setPhase('failed');
      },
    );
  }, [phase, forceWindow, experiment.id, experiment.launchUrl]);

  const openWindow = useCallback(() => {
    if (!launch) return;
    const opened = window.open(launch.url, '_blank');
    if (!opened) return;
    popup.current = opened;
    setPhase('window');
  }, [launch]);

  const close = useCallback(() => setPhase('idle'), []);

  const retrySave = useCallback(() => {
    if (outcome?.status === 'failed') save(outcome.result);
  }, [outcome, save]);

  return { phase, launch, outcome, start, openWindow, close, retrySave };
}
