import { LEARNING_PATH_ID, type QuizSpec } from '@soroban/contracts';
import type { Db } from '../db/connect.ts';
import { failures } from '../lib/api-failure.ts';
import { currentCurriculum } from './curriculum.ts';
import { canonicalJson, findActivity, requireOpenActivity, standing } from './curriculum-program.ts';

/**
 * A passed quiz completes a step of the guided activity it names, so the quiz must be that
 * activity's own: otherwise an easy quiz started under a hard activity's id would forge progress.
 * Jump quizzes carry their own marker and are checked when the jump is judged; an id the program
 * does not know counts toward nothing, so it needs no check. The activity must also be open (its
 * unit and group reached), so progress cannot be made out of order.
 */
export async function checkActivityQuiz(
  db: Db,
  userId: number,
  lpath: string | number | null | undefined,
  activityId: string,
  spec: Pick<QuizSpec, 'type' | 'params'>,
) {
  if (activityId.startsWith('testout-')) return;
  const path = await currentCurriculum(db, Number(lpath ?? LEARNING_PATH_ID));
  const found = path && findActivity(path, activityId);
  if (!found) return;
  const expected = found.activity.practice;
  if (!expected) throw failures.badInput(`'${found.activity.name}' is not a quiz: it completes with DONE.`);
  if (canonicalJson({ type: expected.type, params: expected.params }) !== canonicalJson({ type: spec.type, params: spec.params })) {
    throw failures.badInput(`This quiz's settings differ from '${found.activity.name}': start it from the guided program.`);
  }
  requireOpenActivity(await standing(db, userId, path), found);
}
