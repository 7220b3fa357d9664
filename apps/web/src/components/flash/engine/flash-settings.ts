const BEEP_KEY = 'flash-beep';

/** Whether a tick sounds with each flashed number: the learner's choice, kept on this device. */
export function beepChosen(): boolean {
  try {
    return localStorage.getItem(BEEP_KEY) === 'on';
  } catch {
    return false;
  }
}

export function chooseBeep(on: boolean): void {
  try {
    localStorage.setItem(BEEP_KEY, on ? 'on' : 'off');
  } catch {
    // Private modes may refuse storage: the choice then lasts for this screen only.
  }
}
