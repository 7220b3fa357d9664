let context: AudioContext | undefined;

/** The page's one AudioContext (browsers allow only a few, and each costs an audio thread). */
export function pageAudio(): AudioContext {
  return (context ??= new AudioContext());
}

/**
 * Call inside a tap or click handler, before anything async: Safari on iPhone and iPad lets a
 * context start only in the same task as the user's gesture, so a resume in a later effect stays
 * silent there.
 */
export function unlockPageAudio(): void {
  const audio = pageAudio();
  if (audio.state !== 'running') void audio.resume();
}
