import '@tanstack/react-query';

interface CallMeta extends Record<string, unknown> {
  /** The screen shows this call's failures itself; the global error dialog stays out of it. */
  handlesErrors?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: CallMeta;
    mutationMeta: CallMeta;
  }
}
