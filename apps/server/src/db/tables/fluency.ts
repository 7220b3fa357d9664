/** A learner's keypad time: the median time of their latest right trivial facts (7 + 0, 1 × 9). */
export interface KeypadSpeedsTable {
  user_id: number;
  keypad_ms: number;
  /** How many trivial facts the median was taken over. */
  samples: number;
  measured_at: string;
}

export interface FluencyTables {
  keypad_speeds: KeypadSpeedsTable;
}
