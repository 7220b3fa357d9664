import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import IconButton from '@mui/material/IconButton';
import { useSession } from '@/lib/session';
import { useSetSetting } from '@/lib/set-setting';

/** The mute switch where sounds play: saved to the account (soundMuted), so it holds on every device. */
export function SoundSwitch() {
  const muted = useSession().data?.user.soundMuted ?? false;
  const setSetting = useSetSetting();
  return (
    <IconButton
      aria-label="Sounds"
      aria-pressed={!muted}
      title={muted ? 'Sounds are off' : 'Sounds are on'}
      disabled={setSetting.isPending}
      onClick={() => setSetting.mutate({ settingName: 'soundMuted', settingValue: !muted })}
    >
      {muted ? <VolumeOffIcon /> : <VolumeUpIcon />}
    </IconButton>
  );
}
