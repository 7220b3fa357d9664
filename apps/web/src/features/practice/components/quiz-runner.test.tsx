import { type BeadMove, checkSessionCall, setSettingCall } from '@soroban/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryProvider, createQueryClient } from '@/components/query-provider';
import { QuizRunner, type RunnerQuiz } from '@/features/practice/components/quiz-runner';
import type { QuizSoroban } from '@/lib/quiz-slot';
import { sentTo, sessionAnswer, stubCall, stubCalls } from '@/testing/stub-api';

const quiz: RunnerQuiz = {
  quizId: 1,
  problems: [
    { kind: 'list', numbers: [2, 1] },
    { kind: 'list', numbers: [4, 3] },
  ],
  timeLimitMs: null,
  factTimeoutMs: null,
  spec: { type: 'soroban-skill', params: { family: 'direct', operations: 'add', digits: 1, count: 2, problems: 2 } },
};

type Finished = { answers: (number | null)[]; beadMoves?: BeadMove[][] };
function run(soroban: QuizSoroban) {
  const finished: Finished[] = [];
  const view = render(
    <QueryProvider client={createQueryClient()}>
      <QuizRunner
        quiz={quiz}
        presentation="vertical"
        instantFeedback={false}
        readingStyle="plain"
        soroban={soroban}
        onFinish={(answers, _times, beadMoves) => finished.push({ answers, beadMoves })}
      />
    </QueryProvider>,
  );
  return { finished, view };
}

const bead = (rod: number, name: string) => document.querySelector(`[data-rod="${rod}"][data-bead="${name}"]`) as Element;
const tap = (element: Element) => {
  fireEvent.pointerDown(element, { clientY: 100, pointerId: 1 });
  fireEvent.pointerUp(element, { clientY: 100, pointerId: 1 });
};
const soroban = () => screen.queryByRole('group', { name: /^Soroban with/ });
const enter = () => userEvent.click(screen.getByRole('button', { name: 'Enter' }));

/** The account's sound setting as the server keeps it; set_setting changes it. */
let soundMuted = false;
let requests: ReturnType<typeof stubCalls>;
beforeEach(() => {
  soundMuted = false;
  requests = stubCalls(
    stubCall(checkSessionCall, () => sessionAnswer({ user: { ...sessionAnswer().user, soundMuted } })),
    stubCall(setSettingCall, ({ setSetting }) => {
      soundMuted = setSetting.settingValue;
      return { httpResponse: 201, message: 'Setting saved.', ...setSetting };
    }),
  );
});
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the sound switch in a quiz', () => {
  it('mutes at once, saves it to the account and leaves the answer field focused', async () => {
    run('none');
    const sounds = screen.getByRole('button', { name: 'Sounds' });
    await waitFor(() => expect(sounds).toHaveAttribute('aria-pressed', 'true'));
    const field = screen.getByRole('textbox', { name: 'Your answer' });
    expect(field).toHaveFocus();
    await userEvent.click(sounds);
    expect(sounds).toHaveAttribute('aria-pressed', 'false');
    expect(field).toHaveFocus();
    await waitFor(() => expect(sentTo(requests, setSettingCall).map((body) => body.setSetting)).toEqual([{ settingName: 'soundMuted', settingValue: true }]));
    // The session asked again after the save still says muted.
    await waitFor(() => expect(soundMuted).toBe(true));
    expect(sounds).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('the digital soroban in a quiz', () => {
  it('answers from the beads, starts clear on every problem and sends each problem its moves', async () => {
    const { finished } = run('on');
    expect(soroban()).toHaveAttribute('data-value', '0');
    await userEvent.click(screen.getByRole('switch', { name: 'Answer = beads' }));
    tap(bead(0, '1'));
    tap(bead(0, '2'));
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue('3');
    await enter();
    expect(screen.getByText('Problem 2 of 2')).toBeInTheDocument();
    expect(soroban()).toHaveAttribute('data-value', '0');
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue('');
    // The keypad still answers; the beads were not used on this one.
    await userEvent.click(screen.getByRole('button', { name: '7' }));
    await enter();
    expect(finished).toHaveLength(1);
    expect(finished[0]!.answers).toEqual([3, 7]);
    expect(finished[0]!.beadMoves?.map((moves) => moves.map(({ rod, beads }) => ({ rod, beads })))).toEqual([
      [
        { rod: 0, beads: 2 },
        { rod: 0, beads: 3 },
      ],
      [],
    ]);
  });

  it('is a switch elsewhere, off at first and remembered for the next quiz', async () => {
    const first = run('toggle');
    expect(soroban()).toBeNull();
    await userEvent.click(screen.getByRole('switch', { name: 'Digital soroban' }));
    expect(soroban()).toBeInTheDocument();
    first.view.unmount();
    run('toggle');
    expect(screen.getByRole('switch', { name: 'Digital soroban' })).toBeChecked();
    expect(soroban()).toBeInTheDocument();
  });

  it('is not offered in mental work, and no bead moves are sent', async () => {
    const { finished } = run('none');
    expect(screen.queryByRole('switch', { name: 'Digital soroban' })).toBeNull();
    await enter();
    await enter();
    expect(finished[0]?.beadMoves).toBeUndefined();
  });
});
