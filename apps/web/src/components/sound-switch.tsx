import { MaterialIcon } from '@/components/icons/material-icon';
import card from '@/components/plain-card.module.css';
import { useSession } from '@/lib/session';
import { useSetSetting } from '@/lib/set-setting';

/**
 * The mute switch where sounds play (a quiz, its results): saved to the account (soundMuted), so it
 * holds on every device and in settings. `keepsFocus`: pressed with a mouse or a finger it leaves the
 * focus where it was (in a quiz, the answer field, so typing carries on). Drawn without the component
 * library, since the quiz is (docs/decisions/0006).
 */
export function SoundSwitch({ keepsFocus = false }: { keepsFocus?: boolean }) {
  const muted = useSession().data?.user.soundMuted ?? false;
  const setSetting = useSetSetting();
  return (
    <button
      type="button"
      className={card.iconButton}
      aria-label="Sounds"
      aria-pressed={!muted}
      title={muted ? 'Sounds are off' : 'Sounds are on'}
      onMouseDown={keepsFocus ? (event) => event.preventDefault() : undefined}
      onClick={() => setSetting.mutate({ settingName: 'soundMuted', settingValue: !muted })}
    >
      <MaterialIcon name={muted ? 'VolumeOff' : 'VolumeUp'} />
    </button>
  );
}
