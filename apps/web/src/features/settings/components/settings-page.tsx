import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type SessionUser, changePasswordFields, displayName as displayNameSchema } from '@soroban/contracts';
import { type FormEvent, useState } from 'react';
import { GoalChooser } from '@/components/daily-goal/goal-chooser';
import { fieldErrors } from '@/lib/field-errors';
import { useChangePassword } from '@/features/settings/api/change-password';
import { useSetSetting } from '@/lib/set-setting';
import { useUpdateProfile } from '@/features/settings/api/update-profile';

function DisplayNameForm({ user }: { user: SessionUser }) {
  const update = useUpdateProfile();
  const [name, setName] = useState(user.displayName);
  const [error, setError] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = displayNameSchema.safeParse(name);
    setError(parsed.success ? '' : (parsed.error.issues[0]?.message ?? ''));
    if (parsed.success) update.mutate(parsed.data);
  };
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <TextField
        label="Display name"
        fullWidth
        margin="normal"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={Boolean(error || update.error)}
        helperText={error || update.error?.message || 'Friends and classmates see this name.'}
      />
      {update.isSuccess && (
        <Alert severity="success" role="status">
          Display name saved.
        </Alert>
      )}
      <Button type="submit" variant="contained" sx={{ mt: 1 }} disabled={update.isPending}>
        Save name
      </Button>
    </Box>
  );
}

function PasswordForm() {
  const change = useChangePassword();
  const [values, setValues] = useState({ currentPassword: '', newPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = changePasswordFields.safeParse(values);
    setErrors(parsed.success ? {} : fieldErrors(parsed.error));
    if (parsed.success) change.mutate(parsed.data, { onSuccess: () => setValues({ currentPassword: '', newPassword: '' }) });
  };
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        fullWidth
        margin="normal"
        value={values.currentPassword}
        onChange={(e) => setValues({ ...values, currentPassword: e.target.value })}
        error={Boolean(errors.currentPassword)}
        helperText={errors.currentPassword ?? ' '}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        fullWidth
        margin="normal"
        value={values.newPassword}
        onChange={(e) => setValues({ ...values, newPassword: e.target.value })}
        error={Boolean(errors.newPassword)}
        helperText={errors.newPassword ?? ' '}
      />
      {change.error && <Alert severity="error">{change.error.message}</Alert>}
      {change.isSuccess && (
        <Alert severity="success" role="status">
          Password changed.
        </Alert>
      )}
      <Button type="submit" variant="contained" sx={{ mt: 1 }} disabled={change.isPending}>
        Change password
      </Button>
    </Box>
  );
}

function PreferenceSwitches({ user }: { user: SessionUser }) {
  const setSetting = useSetSetting();
  return (
    <Stack>
      <FormControlLabel
        control={
          <Switch
            checked={user.guidedPreferred === true}
            onChange={(e) => setSetting.mutate({ settingName: 'guidedPreferred', settingValue: e.target.checked })}
          />
        }
        label="Start in the guided training program"
      />
      <FormControlLabel
        control={
          <Switch checked={user.showShareThisBar} onChange={(e) => setSetting.mutate({ settingName: 'showShareThisBar', settingValue: e.target.checked })} />
        }
        label="Show the sharing bar"
      />
      <FormControlLabel
        control={<Switch checked={user.teaches} onChange={(e) => setSetting.mutate({ settingName: 'teaches', settingValue: e.target.checked })} />}
        label="I teach: create classrooms and follow my students"
      />
      <FormControlLabel
        control={<Switch checked={!user.soundMuted} onChange={(e) => setSetting.mutate({ settingName: 'soundMuted', settingValue: !e.target.checked })} />}
        label="Sounds: a chime for right and wrong answers and passes"
      />
      <GoalChooser />
    </Stack>
  );
}

/** The main site's settings page (/manage/my-settings.php). */
export function SettingsPage({ user }: { user: SessionUser }) {
  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h4">
        Settings
      </Typography>
      <Paper sx={{ p: 3 }} component="section" aria-labelledby="profile-heading">
        <Typography id="profile-heading" component="h2" variant="h6">
          Profile
        </Typography>
        <Typography color="text.secondary">Signed in as {user.email}</Typography>
        <DisplayNameForm user={user} />
      </Paper>
      <Paper sx={{ p: 3 }} component="section" aria-labelledby="practice-heading">
        <Typography id="practice-heading" component="h2" variant="h6">
          Practice
        </Typography>
        <PreferenceSwitches user={user} />
      </Paper>
      <Paper sx={{ p: 3 }} component="section" aria-labelledby="password-heading">
        <Typography id="password-heading" component="h2" variant="h6">
          Password
        </Typography>
        <PasswordForm />
      </Paper>
    </Stack>
  );
}
