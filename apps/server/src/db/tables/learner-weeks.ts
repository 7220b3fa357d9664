/** The learner model's summary per learner and ISO week, for the skill map's trend. */
export interface LearnerWeeksTable {
  user_id: number;
  /** ISO week, '2026-W47'. */
  week: string;
  /** Mean mastery (with forgetting) of the practised skills at the week's last update. */
  mean_mastery: number;
  mastered: number;
  practised: number;
  updated_at: string;
}

export interface LearnerWeekTables {
  learner_weeks: LearnerWeeksTable;
}
