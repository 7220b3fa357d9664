/**
 * A request started at boot, before the code of the screen that needs it has arrived, and handed to
 * the first query that asks for it (once): the answer travels beside the code instead of after it.
 * A late first ask (after `maxAgeMs`) makes a fresh request rather than use an old answer.
 */
export function earlyRequest<T>(request: () => Promise<T>, maxAgeMs = 10_000) {
  let early: { promise: Promise<T>; at: number } | undefined;
  return {
    start() {
      const promise = request();
      // Whoever takes it handles a failure; unclaimed, it must not be an unhandled rejection.
      promise.catch(() => undefined);
      early = { promise, at: Date.now() };
    },
    take(): Promise<T> {
      const started = early;
      early = undefined;
      return started && Date.now() - started.at < maxAgeMs ? started.promise : request();
    },
  };
}
