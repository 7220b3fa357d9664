import type { Generated } from 'kysely';

export interface UsersTable {
  id: Generated<number>;
  email: string;
  display_name: string;
  password_hash: string;
  is_paid: number;
  is_disabled: number;
  guided_preferred: number | null;
  show_share_bar: number;
  /** 1 when the person said "I teach" (migration 2026-11-25-teaches). */
  teaches: Generated<number>;
  /** 1 when the person turned the app's sounds off (migration 2026-11-25-sound-muted). */
  sound_muted: Generated<number>;
  /** The daily goal's unit, 'minutes' or 'activities' (migration 2026-11-25-daily-goal; 10 minutes until chosen). */
  goal_kind: Generated<string>;
  goal_amount: Generated<number>;
  /** 1 (until turned off) when a teacher gets the weekly summary of their classes (migration 2026-11-26-weekly-summary). */
  weekly_summary: Generated<number>;
  /** A parent's address for the learner's weekly summary, sent only while parent_consent is 1. */
  parent_email: Generated<string | null>;
  parent_consent: Generated<number>;
  just_registered: number;
  created_at: string;
}

export interface SessionsTable {
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
}

/** Throttled attempts by bucket: failed sign-ins, sign-ups, password reset requests (services/attempts.ts). */
export interface SignInFailuresTable {
  id: Generated<number>;
  bucket: string;
  failed_at: string;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface EventsTable {
  id: Generated<number>;
  user_id: number;
  event_name: string;
  event_type: string | null;
  event_data: string;
  lpath: string | null;
  created_at: string;
}

/** Mail queued for the worker (services/mail-queue.ts); a row is deleted once sent or given up. */
export interface MailOutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  body: string;
  created_at: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: string | null;
}

/** One weekly summary queued: the key ('teacher:12', 'parent:34') and ISO week let it be queued once. */
export interface WeeklySummariesTable {
  recipient_key: string;
  week: string;
  email: string;
  queued_at: string;
}

export interface AccountTables {
  users: UsersTable;
  sessions: SessionsTable;
  sign_in_failures: SignInFailuresTable;
  password_resets: PasswordResetsTable;
  events: EventsTable;
  mail_outbox: MailOutboxTable;
  weekly_summaries: WeeklySummariesTable;
}
