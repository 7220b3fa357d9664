import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useSession } from '@/lib/session';
import { useSetSetting } from '@/lib/set-setting';

/** The 'Sharing Bar' settings dialog (SPEC 4): turns showShareThisBar on or off through set_setting_api.php. */
export function SharingSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const session = useSession();
  const setSetting = useSetSetting();
  const shown = session.data?.user.showShareThisBar ?? false;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="sharing-settings-title">
      <DialogTitle id="sharing-settings-title">Sharing Bar</DialogTitle>
      <DialogContent>
        <DialogContentText>Show buttons to share Soroban Quiz on Snapchat, Facebook, Twitter, by text message or email.</DialogContentText>
        <FormControlLabel
          sx={{ mt: 1 }}
          control={
            <Switch
              checked={setSetting.isPending ? Boolean(setSetting.variables?.settingValue) : shown}
              disabled={setSetting.isPending || !session.data}
              onChange={(event) => setSetting.mutate({ settingName: 'showShareThisBar', settingValue: event.target.checked })}
            />
          }
          label="Show the sharing bar"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Done</Button>
      </DialogActions>
    </Dialog>
  );
}
