import { z } from 'zod/mini';
import { clientBody } from './client-body.ts';
import { apiPath, defineCall, successEnvelope } from './envelope.ts';
import { idField, integer } from './fields.ts';

/*
 * The skill map (issue 16, "Shown"): the learner model read at the server's now, forgetting applied.
 * A learner asks for their own; a teacher for a student of one of their classrooms.
 */

/** Mastery 0–1 with forgetting applied, null when never practised; when it is due for review. */
const reading = {
  /** P(known) discounted by forgetting, 0–1; null when never practised. */
  mastery: z.nullable(z.number()),
  /** When its recall falls to 90 % (ISO time); null when never practised. */
  dueAt: z.nullable(z.string()),
  /** Due for review now. */
  due: z.boolean(),
};

export const skillMapCell = z.object({
  /** cell:7+8 — the rod shows 7, 8 is added. */
  skill: z.string(),
  op: z.enum(['+', '-']),
  rodValue: integer,
  digit: integer,
  family: z.enum(['direct', 'five-complement', 'ten-complement', 'mixed']),
  ...reading,
});
export type SkillMapCell = z.infer<typeof skillMapCell>;

export const skillMapFact = z.object({ skill: z.string(), factKey: z.string(), ...reading });
export type SkillMapFact = z.infer<typeof skillMapFact>;

export const skillMapSize = z.object({
  skill: z.string(),
  kind: z.enum(['list', 'mul', 'div', 'flash']),
  /** The size in words: 'Lists of 10 2-digit numbers'. */
  name: z.string(),
  ...reading,
});
export type SkillMapSize = z.infer<typeof skillMapSize>;

export const skillMapWeek = z.object({
  /** ISO week, '2026-W47'. */
  week: z.string(),
  /** Monday of the week (YYYY-MM-DD). */
  monday: z.string(),
  /** Mean mastery of the practised skills at the week's last update (the current week: now); null when nothing was practised by then. */
  meanMastery: z.nullable(z.number()),
  mastered: z.nullable(integer),
  practised: z.nullable(integer),
});
export type SkillMapWeek = z.infer<typeof skillMapWeek>;

export const skillMapCall = defineCall(
  apiPath('skill_map_api'),
  z.extend(clientBody, {
    /** A teacher's student; left out for one's own map. */
    studentId: z.optional(idField('studentId')),
  }),
  successEnvelope({
    /** Whose map it is. */
    student: z.object({ userId: integer, displayName: z.string() }),
    /** Every complement cell (180: rod value 0–9 × digit 1–9, add then subtract). */
    cells: z.array(skillMapCell),
    /** Every fact practised, per fact set. */
    factSets: z.array(z.object({ set: z.string(), name: z.string(), facts: z.array(skillMapFact) })),
    /** List sizes, × and ÷ sizes and flash digits practised. */
    sizes: z.array(skillMapSize),
    counts: z.object({
      /** Practised skills at mastery ≥ 0.8. */
      mastered: integer,
      /** Practised skills below 0.8. */
      learning: integer,
      /** Practised skills due for review now. */
      due: integer,
      /** Complement cells never practised. */
      unseen: integer,
    }),
    /** The last 8 ISO weeks, oldest first, the current week last. */
    trend: z.array(skillMapWeek),
  }),
);

export const classSkillHeatmapCall = defineCall(
  apiPath('class_skill_heatmap_api'),
  z.extend(clientBody, { classroomId: idField('classroomId') }),
  successEnvelope({
    studentCount: integer,
    /** Every complement cell, in the skill map's order. */
    cells: z.array(
      z.object({
        skill: z.string(),
        op: z.enum(['+', '-']),
        rodValue: integer,
        digit: integer,
        family: z.enum(['direct', 'five-complement', 'ten-complement', 'mixed']),
        /** Mean mastery of the students who practised it; null when none did. */
        meanMastery: z.nullable(z.number()),
        practised: integer,
        /** Students who practised it and are below 0.5. */
        weak: integer,
      }),
    ),
    /** The cells most students are weak in (at most 10), with their names: '7 + 8, big friend'. */
    weakest: z.array(z.object({ skill: z.string(), name: z.string(), weak: integer, meanMastery: z.nullable(z.number()) })),
  }),
);
/** The heat map without its envelope fields. */
export type ClassSkillHeatmap = Omit<z.infer<typeof classSkillHeatmapCall.answer>, 'httpResponse' | 'message'>;
/** The skill map without its envelope fields. */
export type SkillMap = Omit<z.infer<typeof skillMapCall.answer>, 'httpResponse' | 'message'>;
