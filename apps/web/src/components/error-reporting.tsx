import { useSyncExternalStore } from 'react';
import { ErrorDialog } from '@/components/error-dialog';
import { ApiError } from '@/lib/api-client';

interface Report {
  id: number;
  error: ApiError;
  onAcknowledge?: () => void;
}

let current: Report | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const publish = (report: Report | null) => {
  current = report;
  listeners.forEach((listener) => listener());
};

/**
 * Shows a failure in the error dialog. Query and mutation caches call this for every failed call,
 * so each screen does not have to; screens that handle a failure themselves opt out with
 * `meta: { handlesErrors: true }`.
 */
export function reportError(error: unknown, onAcknowledge?: () => void) {
  const apiError = error instanceof ApiError ? error : new ApiError(500, error instanceof Error ? error.message : String(error));
  publish({ id: nextId++, error: apiError, ...(onAcknowledge ? { onAcknowledge } : {}) });
}

/** Forgets the shown error (the dialog closes); each test starts without one. */
export const dismissReportedError = () => publish(null);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Renders the reported error, if any; must sit inside the router (the dialog may navigate). */
export function ErrorHost() {
  const report = useSyncExternalStore(subscribe, () => current);
  if (!report) return null;
  const { error } = report;
  return (
    <ErrorDialog
      key={report.id}
      errorCode={error.code}
      errorMessage={error.message}
      redirectURL={error.redirectURL}
      redirectType={error.redirectType}
      handleErrorAcknowledge={() => {
        publish(null);
        report.onAcknowledge?.();
      }}
    />
  );
}
