import { Link as RouterLink } from 'react-router';
import { startedKey } from '@/components/kept-quiz/kept-quiz';
import { useKeptQuiz } from '@/components/kept-quiz/use-kept-quiz';
import { problemText } from '@/components/todays-practice/problem-text';
import { REVIEW_CONTEXT, reviewSpec } from '@/components/todays-practice/review-quiz';
import { useMyMistakes, useTodaysPractice } from '@/components/todays-practice/todays-practice-api';
import { MaterialIcon } from '@/components/icons/material-icon';
import styles from '@/components/todays-practice/todays-practice-card.module.css';
import card from '@/components/plain-card.module.css';

/** Where the card's buttons lead (app/routes.tsx has the screens). */
export const TODAYS_PRACTICE_PATH = '/launchpad/todayspractice/quiz';
export const MY_MISTAKES_PATH = '/launchpad/mymistakes';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
/** 'cell:7+8' → '7 + 8', 'cell:3-8' → '3 − 8'. */
const cellText = (skill: string) =>
  skill.replace(/^cell:(\d)([+-])(\d)$/, (_, a: string, op: string, b: string) => `${a}\u00a0${op === '-' ? '−' : '+'}\u00a0${b}`);

/**
 * "Today's practice" on the launchpad and the guided page: how much is due, what the session mixes,
 * and Start; the kept mistakes, when there are any, with a way to their list.
 */
export function TodaysPracticeCard() {
  const plan = useTodaysPractice();
  const mistakes = useMyMistakes();
  // Today's practice left halfway on this device today is carried on, not started afresh: the card says so.
  const waiting = useKeptQuiz(TODAYS_PRACTICE_PATH)?.waiting(startedKey(reviewSpec('today'), REVIEW_CONTEXT));
  // The card's usual room is kept while its answers come, so the page below does not jump down when it shows.
  if (plan.isPending || mistakes.isPending) return <div className={`${card.placeholder} ${styles.pending}`} aria-hidden />;
  if (!plan.data || !mistakes.data) return null;
  const { dueCount, weakest, next } = plan.data;
  const kept = mistakes.data.count;
  const fresh = dueCount === 0 && weakest.length === 0 && kept === 0;
  const parts = [
    dueCount > 0 && `${plural(dueCount, 'skill')} due for review`,
    weakest.length > 0 && 'your weakest skills',
    kept > 0 && plural(kept, 'kept mistake'),
    next.length > 0 && 'new steps',
  ].filter((part): part is string => typeof part === 'string');
  const description = fresh
    ? `About 5 minutes: your first soroban steps${next.length > 0 ? `, ${cellText(next[0]!.skill)} to ${cellText(next.at(-1)!.skill)}` : ''}.`
    : `About 5–10 minutes: ${parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? 'a mix of what you know')}.`;
  const shown = mistakes.data.mistakes.slice(0, 3).map((mistake) => problemText(mistake.display));
  const due = dueCount + kept;
  return (
    <section aria-labelledby="todays-practice-title" className={card.card}>
      <div className={styles.head}>
        <MaterialIcon name="EventRepeat" className={styles.icon} />
        <h2 id="todays-practice-title" className={`${card.title} ${styles.title}`}>
          Today&apos;s practice
        </h2>
        <span className={due > 0 ? `${card.chip} ${card.chipWarning}` : card.chip}>
          <span aria-hidden>{due} due</span>
          <span className={card.spoken}>
            {due} due: {plural(dueCount, 'skill')} and {plural(kept, 'mistake')}
          </span>
        </span>
      </div>
      <p className={`${card.body} ${card.secondary}`}>{description}</p>
      {waiting && (
        <p className={`${card.small} ${styles.note}`} data-testid="todays-practice-waiting">
          {waiting.answered} of {waiting.total} answered: carry on where you left off.
        </p>
      )}
      {shown.length > 0 && (
        <p className={`${card.small} ${styles.note}`} data-testid="todays-mistakes">
          Mistakes to redo: {shown.join(', ')}
          {kept > shown.length ? ` and ${kept - shown.length} more` : ''}
        </p>
      )}
      <div className={card.actions}>
        <RouterLink to={TODAYS_PRACTICE_PATH} className={card.button}>
          {waiting ? "Carry on today's practice" : "Start today's practice"}
        </RouterLink>
        {kept > 0 && (
          <RouterLink to={MY_MISTAKES_PATH} className={`${card.button} ${card.outlinedButton}`}>
            My mistakes ({kept})
          </RouterLink>
        )}
      </div>
    </section>
  );
}
