/**
 * The learner model (ADR 0005): per skill, Bayesian knowledge tracing (Corbett & Anderson 1995)
 * estimates whether the rule is known, and a memory stability of the FSRS kind (power-law
 * forgetting curve) says how fast that knowledge fades between practice. Pure functions: the
 * server stores a SkillState per learner and skill and calls updateSkill on every graded answer.
 */

export const DAY_MS = 86_400_000;

export interface LearnerParams {
  /** BKT P(L0): the chance a skill is known before its first answer. */
  readonly pInit: number;
  /** BKT P(T): the chance a right answer's practice turns an unknown skill known. */
  readonly learn: number;
  /** BKT P(G): right without the rule (counting beads one by one, luck). */
  readonly guess: number;
  /** BKT P(S): wrong although the rule is known. */
  readonly slip: number;
  /** Share of the gap between guess and 1 − slip that a very slow right answer moves the guess by. */
  readonly slowGuess: number;
  /** Recall chance wanted at the due date; at 0.9 the interval equals the stability. */
  readonly retention: number;
  /** Exponent of the power-law forgetting curve R(t) = (1 + F·t/S)^−decay. */
  readonly decay: number;
  /** Stability in days after a first right (fast) answer and after a first wrong one. */
  readonly firstStabilityRight: number;
  readonly firstStabilityWrong: number;
  /** Stability growth after a right answer: S·(1 + growth·fluency·S^−saturation·(e^(gain·(1−R)) − 1)). */
  readonly growth: number;
  readonly saturation: number;
  readonly gain: number;
  /** Share of the stability kept after a wrong answer, and its floor in days. */
  readonly lapseKeep: number;
  readonly minStability: number;
}

export const DEFAULT_LEARNER_PARAMS: LearnerParams = {
  pInit: 0.2,
  learn: 0.15,
  guess: 0.15,
  slip: 0.1,
  slowGuess: 0.6,
  retention: 0.9,
  decay: 0.5,
  firstStabilityRight: 1,
  firstStabilityWrong: 0.2,
  growth: 6,
  saturation: 0.15,
  gain: 1.5,
  lapseKeep: 0.3,
  minStability: 0.1,
};

export interface SkillState {
  /** P(known) right after the last answer (before any forgetting since). */
  readonly known: number;
  /** Days for the recall chance to fall to `retention`. */
  readonly stability: number;
  /** Epoch ms of the last answer. */
  readonly lastAt: number;
  readonly reps: number;
  readonly lapses: number;
}

export interface Observation {
  readonly correct: boolean;
  /** Epoch ms of the answer. */
  readonly at: number;
  readonly responseMs: number;
  /** The time a fluent learner needs for this item (e.g. 3 s for a fact, as XtraMath). */
  readonly targetMs: number;
}

/** Stability is defined as the days for recall to fall to 90 %, whatever retention is scheduled for. */
const STABILITY_RECALL = 0.9;

export function forgettingFactor(params: LearnerParams): number {
  return STABILITY_RECALL ** (-1 / params.decay) - 1;
}

/** The chance of recall `elapsedDays` after the last practice: 1 at once, `retention` at t = interval. */
export function retrievability(stability: number, elapsedDays: number, params: LearnerParams = DEFAULT_LEARNER_PARAMS): number {
  if (elapsedDays <= 0) return 1;
  return (1 + (forgettingFactor(params) * elapsedDays) / stability) ** -params.decay;
}

/** The estimate shown and ranked on: P(known) discounted by what has been forgotten since. */
export function mastery(state: SkillState, at: number, params: LearnerParams = DEFAULT_LEARNER_PARAMS): number {
  return state.known * retrievability(state.stability, (at - state.lastAt) / DAY_MS, params);
}

/** 1 when the answer came within the target time, falling as target/response beyond it. */
export function fluency(responseMs: number, targetMs: number): number {
  if (!(targetMs > 0)) throw new RangeError(`a target time must be positive, got ${targetMs}`);
  if (!(responseMs >= 0)) throw new RangeError(`a response time must be ≥ 0 ms, got ${responseMs}`);
  return responseMs <= targetMs ? 1 : targetMs / responseMs;
}

/**
 * One graded answer on one skill. The prior is the mastery at the answer's time (knowledge fades
 * with the forgetting curve), then the BKT posterior: a slow right answer is weaker evidence (it is
 * likelier to come from counting beads than from the rule, so its guess chance is higher). The
 * learning transition follows right answers only: after a wrong one the estimate must fall, and the
 * learning from the shown correction is credited at the next right answer.
 */
export function updateSkill(state: SkillState | null, obs: Observation, params: LearnerParams = DEFAULT_LEARNER_PARAMS): SkillState {
  if (!Number.isFinite(obs.at)) throw new RangeError(`an answer needs a time, got ${obs.at}`);
  const f = fluency(obs.responseMs, obs.targetMs);
  const elapsed = state === null ? 0 : Math.max(0, (obs.at - state.lastAt) / DAY_MS);
  const recall = state === null ? 1 : retrievability(state.stability, elapsed, params);
  const prior = state === null ? params.pInit : state.known * recall;
  let known: number;
  if (obs.correct) {
    const guess = params.guess + (1 - params.slip - params.guess) * params.slowGuess * (1 - f);
    const posterior = (prior * (1 - params.slip)) / (prior * (1 - params.slip) + (1 - prior) * guess);
    known = posterior + (1 - posterior) * params.learn;
  } else {
    known = (prior * params.slip) / (prior * params.slip + (1 - prior) * (1 - params.guess));
  }
  let stability: number;
  if (state === null) {
    stability = obs.correct ? Math.max(params.minStability, params.firstStabilityRight * f) : params.firstStabilityWrong;
  } else if (obs.correct) {
    const boost = params.growth * f * state.stability ** -params.saturation * (Math.exp(params.gain * (1 - recall)) - 1);
    stability = state.stability * (1 + boost);
  } else {
    stability = Math.max(params.minStability, state.stability * params.lapseKeep);
  }
  return {
    known,
    stability,
    lastAt: state === null ? obs.at : Math.max(state.lastAt, obs.at),
    reps: (state?.reps ?? 0) + 1,
    lapses: (state?.lapses ?? 0) + (obs.correct ? 0 : 1),
  };
}
