/** The server's notion of now; tests pass their own to move time forward. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export const isoAfter = (clock: Clock, ms: number): string => new Date(clock().getTime() + ms).toISOString();
