import { type LaunchpadActivity, LEARNING_PATH_ID } from '@soroban/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { DailyGoalBar } from '@/components/daily-goal/daily-goal-bar';
import { TodaysPracticeCard } from '@/components/todays-practice/todays-practice-card';
import { reportError } from '@/components/error-reporting';
import { Loading } from '@/components/loading';
import { logEvent } from '@/lib/event-log';
import { invalidate } from '@/lib/queries';
import { useSetSetting } from '@/lib/set-setting';
import { useActivityDone } from '@/features/guided/api/activity-done';
import { activityStartQuery } from '@/features/guided/api/activity-start';
import { useGuidedLaunchpad } from '@/features/guided/api/guided-launchpad';
import { useResetProgram } from '@/features/guided/api/reset-program';
import { lazyThemed } from '@/components/themed-lazy';
import { useProgressSince } from '@/features/guided/components/progress-since';
import { UnitModule } from '@/features/guided/components/unit-module';
import { WelcomeDialog } from '@/features/guided/components/welcome-dialog-code';
import styles from '@/features/guided/components/guided-launchpad.module.css';

// The program is drawn without the component library; its dialogs are built with it, and load with
// it when one first opens (after a first visit the library is in the browser's cache).
const ActivityCard = lazyThemed(() => import('@/features/guided/components/activity-card'), 'ActivityCard');
const guidedDialogs = () => import('@/features/guided/components/guided-dialogs');
const ConfirmDialog = lazyThemed(guidedDialogs, 'ConfirmDialog');
const GuidedChoiceDialog = lazyThemed(guidedDialogs, 'GuidedChoiceDialog');
const KanjiDialog = lazyThemed(() => import('@/features/guided/components/kanji-dialog'), 'KanjiDialog');
const UnitCompleteDialog = lazyThemed(() => import('@/features/guided/components/unit-complete-dialog'), 'UnitCompleteDialog');
const VideoDialog = lazyThemed(() => import('@/features/guided/components/video-dialog'), 'VideoDialog');

const PROGRAM_NAME = 'Soroban & Mental Math';
/** A closed unit's header is about this tall; 'auto' keeps the real size once it has been shown. */
const UNIT_OUT_OF_VIEW = { contentVisibility: 'auto', containIntrinsicSize: 'auto 88px' } as const;

type Open = { kind: 'card' | 'video' | 'kanji'; activity: LaunchpadActivity } | { kind: 'jump'; unit: number } | { kind: 'reset' } | null;

/**
 * The guided launchpad (SPEC 2.4, 4): the program's units, progress, START, jumps, reset and the
 * first-visit dialogs. `strokeOrder` draws a kanji item's strokes (another feature's, composed in app/).
 */
export function GuidedLaunchpadScreen({ strokeOrder }: { strokeOrder: (kanjiId: number) => ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const launchpad = useGuidedLaunchpad();
  const setSetting = useSetSetting();
  const done = useActivityDone();
  const reset = useResetProgram();
  const [open, setOpen] = useState<Open>(null);
  const [expanded, setExpanded] = useState<Record<number, boolean>>({});
  const [welcomed, setWelcomed] = useState(false);
  const data = launchpad.data;
  // The units are most of this screen's rendering: React renders them as a transition, in slices
  // that leave the page responsive, while the heading, progress and dialogs show at once — on the
  // first render too (the answer is often there before the screen's code, see main.tsx).
  const program = useDeferredValue(data, null);
  // Since the program was last shown (on any device): the sumo walks on, a finished unit is celebrated.
  const since = useProgressSince(program ?? null);

  useEffect(() => {
    document.title = PROGRAM_NAME;
  }, []);

  // The page scrolls to the sumo marker on the current activity, once the units show.
  useEffect(() => {
    if (program?.workingActivityId) document.getElementById('working-activity')?.scrollIntoView?.({ block: 'center' });
  }, [program?.workingActivityId]);

  if (!data) return <Loading />;
  const lpath = data.workingLpath || LEARNING_PATH_ID;
  const isExpanded = (unit: number) => expanded[unit] ?? unit === program?.workingUnitNumber;

  const isQuiz = (activity: LaunchpadActivity) => activity.activity !== 'video' && activity.activity !== 'kanji' && !activity.exam;

  const openCard = (activity: LaunchpadActivity) => {
    setOpen({ kind: 'card', activity });
    // The quiz START opens is fetched while the card is read.
    if (isQuiz(activity) && activity.state !== 'locked') void queryClient.prefetchQuery(activityStartQuery(lpath, activity.id));
  };

  const start = (activity: LaunchpadActivity) => {
    if (activity.activity === 'video') return setOpen({ kind: 'video', activity });
    if (activity.activity === 'kanji') return setOpen({ kind: 'kanji', activity });
    setOpen(null);
    if (activity.exam) {
      // A mock exam unit: the real paper on the mock exams screen, started there for this activity.
      const { body, grade } = activity.exam;
      return void navigate(`${activity.pathname}?${new URLSearchParams({ activity: activity.id, lpath: String(lpath), body, grade }).toString()}`);
    }
    // SPEC 2.4: START passes lpath, problemType and the clicked pathname; the quiz counts toward the activity.
    queryClient.fetchQuery(activityStartQuery(lpath, activity.id)).then(
      ({ practice }) =>
        void navigate(activity.pathname, {
          state: { lpath, problemType: activity.problemType, pathname: activity.pathname, activityId: activity.id, practice, instantFeedback: true },
        }),
      (error: unknown) => reportError(error),
    );
  };

  const finishItem = (activity: LaunchpadActivity) => {
    setOpen(null);
    if (activity.state !== 'done' || activity.status.stepsComplete < activity.steps) done.mutate({ activityId: activity.id, lpath });
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{PROGRAM_NAME}</h1>
      <DailyGoalBar />
      {/* A status, read out politely once, not an alert: it says where the learner is, not that something went wrong. */}
      <p role="status" className={data.programComplete ? `${styles.where} ${styles.finished}` : styles.where}>
        {data.programComplete ? 'You finished the whole program. Brilliant!' : `Working on ${data.workingUnit}`}
      </p>
      <TodaysPracticeCard />
      <div className={styles.units}>
        {!program && <Loading />}
        {program?.modules.map((module, i) => (
          // Units out of view are not laid out or painted until they scroll near (the program is some
          // 30 units long); they stay in the page for find-in-page and assistive technology.
          <div key={module.unitNumber} style={UNIT_OUT_OF_VIEW}>
            <UnitModule
              module={module}
              isFirst={i === 0}
              expanded={isExpanded(module.unitNumber)}
              onToggle={() => setExpanded({ ...expanded, [module.unitNumber]: !isExpanded(module.unitNumber) })}
              workingActivityId={program.workingActivityId}
              onOpen={openCard}
              onReset={() => setOpen({ kind: 'reset' })}
              onJump={() => setOpen({ kind: 'jump', unit: module.unitNumber })}
              walkFrom={since.walkFrom}
              onWalked={since.walked}
            />
          </div>
        ))}
      </div>

      {open?.kind === 'card' && <ActivityCard activity={open.activity} onClose={() => setOpen(null)} onStart={() => start(open.activity)} />}
      {open?.kind === 'video' && <VideoDialog title={open.activity.name} location={open.activity.pathname} onDone={() => finishItem(open.activity)} />}
      {open?.kind === 'kanji' && open.activity.kanjiId !== undefined && (
        <KanjiDialog
          name={open.activity.name}
          kanjiId={open.activity.kanjiId}
          meaning={open.activity.kanjiMeaning ?? 'null'}
          strokeOrder={strokeOrder(open.activity.kanjiId)}
          onDraw={() => void navigate('/launchpad/rewards/mykanji/mykanjidetail/drawkanji', { state: { kanjiId: open.activity.kanjiId } })}
          onDone={() => finishItem(open.activity)}
        />
      )}
      {open?.kind === 'jump' && (
        <ConfirmDialog
          title={`Jump to Unit ${open.unit}?`}
          text="You will need to pass 1 or more jump quizzes."
          confirm="JUMP"
          onCancel={() => setOpen(null)}
          onConfirm={() => void navigate('/launchpad-guided/testout', { state: { unit: open.unit, jumpingForward: true } })}
        />
      )}
      {open?.kind === 'reset' && (
        <ConfirmDialog
          title="Reset Program?"
          text="All training history will be deleted, with your kept mistakes and skill map, and the program starts again at unit 1. This cannot be undone. Coins you earned stay yours."
          confirm="RESET"
          busy={reset.isPending}
          onCancel={() => setOpen(null)}
          onConfirm={() => reset.mutate(lpath, { onSuccess: () => setOpen(null) })}
        />
      )}
      {since.finishedUnit && !open && (
        <UnitCompleteDialog
          unit={since.finishedUnit}
          next={data.programComplete ? null : (program?.modules.find((m) => m.unitNumber === data.workingUnitNumber && m !== since.finishedUnit) ?? null)}
          onClose={since.dismissUnit}
        />
      )}
      {data.justRegistered === '1' && !welcomed && (
        <Suspense fallback={null}>
          <WelcomeDialog
            locations={data}
            onDone={() => {
              setWelcomed(true);
              void logEvent('justRegistered', { justRegistered: false }).then(() => invalidate(queryClient, 'guided'));
            }}
          />
        </Suspense>
      )}
      {data.guidedPreferred === null && (data.justRegistered !== '1' || welcomed) && (
        <GuidedChoiceDialog
          onGuided={() =>
            setSetting.mutate({ settingName: 'guidedPreferred', settingValue: true }, { onSuccess: () => void invalidate(queryClient, 'guided') })
          }
          onUnguided={() => setSetting.mutate({ settingName: 'guidedPreferred', settingValue: false }, { onSuccess: () => void navigate('/launchpad') })}
        />
      )}
    </div>
  );
}
