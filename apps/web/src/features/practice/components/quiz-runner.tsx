import { BEAD_MOVE_LIMITS, type BeadMove, type ProblemDisplayView, type AnyQuizSpec } from '@soroban/contracts';
import { PRAISE_CLIP, type ReadingStyle } from '@soroban/core';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useQuizFocus } from '@/lib/quiz-focus';
import type { QuizSoroban as SorobanChoice } from '@/lib/quiz-slot';
import type { SoundEffect } from '@/components/celebration/sound-effects';
import { pageAudio } from '@/lib/page-audio';
import { AnswerEntry } from '@/features/practice/components/answer-entry';
import { formatNumber } from '@/features/practice/components/format-number';
import { expectedAnswer } from '@/features/practice/components/expected-answer';
import { ProblemView } from '@/features/practice/components/problem-view';
import { QuizSoroban, QuizSorobanSwitches, rodsForQuiz, useRememberedFlag } from '@/features/practice/components/quiz-soroban';
import { SoundSwitch } from '@/components/sound-switch';
import { MaterialIcon } from '@/components/icons/material-icon';
import { PlainAlert } from '@/components/plain-alert';
import card from '@/components/plain-card.module.css';
import { lazyThemed } from '@/components/themed-lazy';
import styles from '@/features/practice/components/quiz-runner.module.css';
import type { Presentation } from '@/features/practice/modes/practice-modes';
import type { QuizProgress } from '@/components/kept-quiz/kept-quiz';

export interface RunnerQuiz {
  quizId: number;
  problems: ProblemDisplayView[];
  timeLimitMs: number | null;
  /** Facts: a fact left unanswered this long counts as missed (not fluent) and the next one comes. */
  factTimeoutMs: number | null;
  /** The type and settings the server started the quiz with (its start answer). */
  spec: AnyQuizSpec;
}

interface Props {
  quiz: RunnerQuiz;
  presentation: Presentation;
  instantFeedback: boolean;
  readingStyle: ReadingStyle;
  /** The digital soroban beside the problems (soroban quizzes); its bead moves go with the answers. */
  soroban?: SorobanChoice;
  onFinish: (answers: (number | null)[], timesMs: number[], beadMoves?: BeadMove[][]) => void;
  /** A quiz carried on after leaving it: the next problem, the answers so far and the time on its clock. */
  initial?: QuizProgress | undefined;
  /** Told after each answer, so the quiz in progress can be kept. */
  onProgress?: ((progress: QuizProgress) => void) | undefined;
  /** Plays the right or wrong chime with instant feedback (the person's sound setting decides). */
  chime?: (effect: Extract<SoundEffect, 'right' | 'wrong'>) => void;
  /** One line about the quiz (what a drill was aimed at), under the progress bar: inside the quiz's screen, which must fit a phone. */
  note?: ReactNode;
}

// The quiz is drawn without the component library (docs/decisions/0006); a flash or audible round,
// built with it, loads with it in the quizzes that present one.
const FlashRound = lazyThemed(() => import('@/components/flash/components/flash-round'), 'FlashRound');
const AudibleRound = lazyThemed(() => import('@/features/practice/audible/components/audible-round'), 'AudibleRound');

const clock = (ms: number) => {
  const seconds = Math.max(0, Math.round(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * One runner for every quiz: a problem at a time (lists as columns, facts on a line, flash and
 * audible rounds presented first), the answer field and pad, progress bar, timer, pause and
 * optional instant feedback. Each problem's time runs from when it is ready to be answered.
 */
export function QuizRunner({ quiz, presentation, instantFeedback, readingStyle, soroban = 'none', onFinish, initial, onProgress, chime, note }: Props) {
  useQuizFocus();
  const total = quiz.problems.length;
  const [index, setIndex] = useState(initial?.index ?? 0);
  const [stage, setStage] = useState<'presenting' | 'answering'>(presentation === 'flash' || presentation === 'audible' ? 'presenting' : 'answering');
  const [paused, setPaused] = useState(false);
  const [feedback, setFeedback] = useState<{ right: boolean; answer: number } | null>(null);
  const [roundNote, setRoundNote] = useState('');
  const [roundError, setRoundError] = useState('');
  // The last flash round's frame report, kept on the page for the timing benchmark and curious users.
  const [flashReport, setFlashReport] = useState('');
  const [elapsed, setElapsed] = useState(0);
  const answers = useRef<(number | null)[]>(initial ? [...initial.answers] : []);
  const times = useRef<number[]>(initial ? [...initial.timesMs] : []);
  // Time on the current problem: accumulated while answering and not paused.
  const shownAt = useRef(0);
  const spent = useRef(0);
  const quizClock = useRef({ started: 0, pausedFor: 0, pausedAt: 0 });
  // Guided bead drills start with the soroban shown; elsewhere it is the learner's remembered choice.
  const [sorobanShown, setSorobanShown] = useRememberedFlag('quiz-soroban-shown', soroban === 'on', soroban === 'toggle');
  const [beadsAnswer, setBeadsAnswer] = useRememberedFlag('quiz-soroban-answer', false);
  const [beadValue, setBeadValue] = useState<number | null>(null);
  const beadMoves = useRef<BeadMove[][]>([]);
  const movesKept = useRef(0);
  const rodCount = useMemo(() => rodsForQuiz(quiz.problems), [quiz.problems]);
  const initialElapsed = useRef(initial?.elapsedMs);

  const { spec } = quiz;
  const display = quiz.problems[index];
  const numbers = display?.kind === 'list' ? display.numbers : [];

  useEffect(() => {
    if (presentation === 'flash') FlashRound.preload();
    if (presentation === 'audible') AudibleRound.preload();
  }, [presentation]);

  useEffect(() => {
    quizClock.current.started = performance.now() - (initialElapsed.current ?? 0);
    const timer = window.setInterval(() => {
      const c = quizClock.current;
      if (!c.pausedAt) setElapsed(performance.now() - c.started - c.pausedFor);
    }, 250);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    shownAt.current = performance.now();
    spent.current = 0;
  }, [index, stage]);

  const remaining = quiz.timeLimitMs === null ? null : quiz.timeLimitMs - elapsed;
  // Every problem's moves (none where the beads stayed put) when the quiz offered the soroban.
  const movesToSend = () => (soroban === 'none' ? undefined : Array.from({ length: total }, (_, i) => beadMoves.current[i] ?? []));
  const recordMove = (rod: number, digit: number, value: number) => {
    setBeadValue(value);
    const moves = (beadMoves.current[index] ??= []);
    // Kept within what a submission may carry; the first moves of a problem tell most.
    if (moves.length >= BEAD_MOVE_LIMITS.perProblem || movesKept.current >= BEAD_MOVE_LIMITS.perQuiz) return;
    movesKept.current += 1;
    moves.push({ rod, beads: digit, ms: Math.min(BEAD_MOVE_LIMITS.ms, Math.round(spent.current + performance.now() - shownAt.current)) });
  };
  const next = () => {
    setFeedback(null);
    setBeadValue(null);
    if (index + 1 >= total) onFinish(answers.current, times.current, movesToSend());
    else {
      setIndex(index + 1);
      if (presentation === 'flash' || presentation === 'audible') setStage('presenting');
    }
  };

  const answer = (given: number | null) => {
    times.current[index] = Math.round(spent.current + performance.now() - shownAt.current);
    answers.current[index] = given;
    const c = quizClock.current;
    onProgress?.({
      index: index + 1,
      answers: [...answers.current],
      timesMs: [...times.current],
      elapsedMs: Math.round(performance.now() - c.started - c.pausedFor),
    });
    if (instantFeedback && display) {
      const right = given === expectedAnswer(display);
      setFeedback({ right, answer: expectedAnswer(display) });
      // The reader's praise, as in a yomiage-zan class: ご明算 (or "Correct!") for a right total;
      // elsewhere a chime says right or wrong before the eye reaches the feedback line.
      // The reader's clips load with an audible quiz's round, which has played by now.
      if (right && presentation === 'audible')
        void import('@/features/practice/audible/engine/reading-player')
          .then(({ playClip }) => playClip(pageAudio(), PRAISE_CLIP[readingStyle]))
          .catch(() => undefined);
      else chime?.(right ? 'right' : 'wrong');
      window.setTimeout(next, right ? 600 : 1600);
    } else {
      next();
    }
  };

  const answerLatest = useRef(answer);
  const movesToSendLatest = useRef(movesToSend);
  useEffect(() => {
    answerLatest.current = answer;
    movesToSendLatest.current = movesToSend;
  });
  // The fact's clock restarts with each problem and stops while paused or showing feedback.
  useEffect(() => {
    if (quiz.factTimeoutMs === null || paused || feedback !== null || stage !== 'answering') return;
    const timer = window.setTimeout(() => answerLatest.current(null), quiz.factTimeoutMs - spent.current);
    return () => clearTimeout(timer);
  }, [index, paused, feedback, stage, quiz.factTimeoutMs]);

  const togglePause = () => {
    const c = quizClock.current;
    if (paused) {
      c.pausedFor += performance.now() - c.pausedAt;
      c.pausedAt = 0;
      shownAt.current = performance.now();
    } else {
      c.pausedAt = performance.now();
      spent.current += performance.now() - shownAt.current;
    }
    setPaused(!paused);
  };

  // A timed sheet ends itself when time is up: unanswered problems count as skipped.
  useEffect(() => {
    if (remaining !== null && remaining <= 0) {
      for (let i = 0; i < total; i++) {
        answers.current[i] ??= null;
        times.current[i] ??= 0;
      }
      onFinish(answers.current, times.current, movesToSendLatest.current());
    }
  }, [remaining, total, onFinish]);

  if (!display) return null;
  const presenting = stage === 'presenting';
  const withSoroban = soroban !== 'none' && sorobanShown;
  const besideSoroban = display.kind === 'list';
  return (
    <section aria-label="Quiz" className={`${card.card} ${styles.quiz}`}>
      <div className={styles.top}>
        <p className={styles.line} aria-live="polite">
          Problem {index + 1} of {total}
        </p>
        <p className={styles.clock} aria-label={remaining === null ? 'Time' : 'Time left'}>
          {remaining === null ? clock(elapsed) : clock(remaining)}
        </p>
        <div className={styles.controls}>
          {/* A child can silence the chimes mid-quiz; the choice is the account's (settings shows the same). */}
          <SoundSwitch keepsFocus />
          <button type="button" className={`${card.button} ${card.textButton} ${card.mediumText} ${styles.pause}`} onClick={togglePause} disabled={presenting}>
            <MaterialIcon name={paused ? 'PlayArrow' : 'Pause'} small className={styles.pauseIcon} />
            {paused ? 'Resume' : 'Pause'}
          </button>
        </div>
      </div>
      <div
        role="progressbar"
        aria-label="Progress"
        aria-valuenow={Math.round((index / total) * 100)}
        aria-valuemin={0}
        aria-valuemax={100}
        className={styles.progress}
      >
        <div className={styles.bar} style={{ transform: `translateX(${(index / total) * 100 - 100}%)` }} />
      </div>
      {note}
      {paused ? (
        <p className={styles.paused}>Paused</p>
      ) : presenting && spec.type === 'flash' ? (
        <FlashRound
          key={index}
          numbers={numbers}
          seconds={spec.params.seconds}
          onShown={(report, details) => {
            setRoundNote(details);
            setFlashReport(JSON.stringify(report));
            setStage('answering');
          }}
        />
      ) : presenting && spec.type === 'audible' ? (
        <AudibleRound
          key={index}
          numbers={numbers}
          paceMs={spec.params.paceMs}
          style={readingStyle}
          onDone={(details) => {
            setRoundError('');
            setRoundNote(details);
            setStage('answering');
          }}
          onError={(message) => {
            setRoundNote('');
            setRoundError(`The reading could not play: ${message}`);
            setStage('answering');
          }}
        />
      ) : (
        <div className={styles.work}>
          {/* A list is a narrow column and sits beside the soroban; a product or quotient is a wide line and sits above it. */}
          <div className={besideSoroban ? `${styles.problemAndSoroban} ${styles.beside}` : styles.problemAndSoroban}>
            {/* With the soroban at desktop width the problem takes the room it needs (a list's width, a line's height), the soroban the rest. */}
            <div data-testid="problem-area" className={withSoroban ? `${styles.problemArea} ${styles.withSoroban}` : styles.problemArea}>
              {presentation === 'flash' || presentation === 'audible' ? <p className={styles.total}>What is the total?</p> : <ProblemView display={display} />}
              {roundError && (
                <PlainAlert severity="warning" role="none">
                  {roundError}
                </PlainAlert>
              )}
              {roundNote && (
                // How the round was timed is for the curious (and the timing benchmark): one closed line, not copy in the way.
                <details className={styles.details}>
                  <summary>Timing details</summary>
                  <span data-testid="round-note" data-report={flashReport || undefined}>
                    {roundNote}
                  </span>
                </details>
              )}
              {instantFeedback && (
                // Always in place, so the live region is known before it speaks and the field below does not jump.
                <div role="status" className={styles.feedback}>
                  {feedback && (
                    <PlainAlert icon={feedback.right ? 'CheckCircle' : 'Cancel'} severity={feedback.right ? 'success' : 'error'} role="none">
                      {feedback.right ? 'Right!' : `Not quite: the answer is ${formatNumber(feedback.answer)}.`}
                    </PlainAlert>
                  )}
                </div>
              )}
            </div>
            {withSoroban && (
              <div className={styles.soroban}>
                <QuizSoroban key={index} rodCount={rodCount} onMove={recordMove} />
              </div>
            )}
          </div>
          <div className={styles.answer}>
            {soroban !== 'none' && (
              <QuizSorobanSwitches shown={sorobanShown} onShown={setSorobanShown} beadsAnswer={beadsAnswer} onBeadsAnswer={setBeadsAnswer} />
            )}
            <AnswerEntry
              key={`${index}-${stage}`}
              onAnswer={answer}
              locked={feedback !== null}
              fill={withSoroban && beadsAnswer ? beadValue : null}
              allowMinus={display.kind === 'list' || (display.kind === 'binary' && display.op === '-')}
              allowDecimal={(spec.type === 'multiplication' || spec.type === 'division') && spec.params.yenAndDecimals === true}
            />
          </div>
        </div>
      )}
    </section>
  );
}
