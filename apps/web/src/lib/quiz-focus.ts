import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether a quiz is being answered somewhere on the page. The shell hides the share bar and the
 * bottom bar meanwhile, so the problem, the answer and the keypad fit one phone screen; any quiz
 * (practice, onboarding's check, guided test-outs) says so by running, and the chrome comes back
 * when it ends.
 */
let running = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Call in a quiz that is being answered. */
export function useQuizFocus() {
  useEffect(() => {
    running += 1;
    emit();
    return () => {
      running -= 1;
      emit();
    };
  }, []);
}

export function useQuizInProgress(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => running > 0,
    () => false,
  );
}

/** A quiz screen's own title while the quiz runs: still the page's heading for screen readers, no line on screen. */
export const hiddenDuringQuiz = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;
