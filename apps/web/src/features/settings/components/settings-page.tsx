import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type SessionUser, changePasswordFields, displayName as displayNameSchema, parentEmailField } from '@soroban/contracts';
import { type FormEvent, useState } from 'react';
import { GoalChooser } from '@/components/daily-goal/goal-chooser';
import { fieldErrors } from '@/lib/field-errors';
import { useChangePassword } from '@/features/settings/api/change-password';
import { useSetSetting } from '@/lib/set-setting';
import { useUpdateProfile } from '@/features/settings/api/update-profile';
import { asSaved, useSaveWeeklySummary, useWeeklySummarySettings } from '@/components/weekly-summary/weekly-summary-api';

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

/**
 * The weekly summary email: a parent's address, sent to only while the learner consents, and (for a
 * teacher) the summary of their classes. Checked with the call's own rules before it is sent.
 */
function WeeklySummaryForm({ user }: { user: SessionUser }) {
  const settings = useWeeklySummarySettings();
  const save = useSaveWeeklySummary();
  const [edit, setEdit] = useState<{ parentEmail: string; parentConsent: boolean; teacherSummary: boolean } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  if (!settings.data) return null;
  const values = edit ?? asSaved(settings.data.settings);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parentEmailField.safeParse(values.parentEmail);
    const problems: Record<string, string> = parsed.success
      ? {}
      : { parentEmail: parsed.error.issues[0]?.message ?? 'Enter an email address like name@example.com.' };
    if (values.parentConsent && values.parentEmail.trim() === '') problems.parentEmail = 'Enter the parent’s email to send them the weekly summary.';
    setErrors(problems);
    if (Object.keys(problems).length === 0) save.mutate(values, { onSuccess: () => setEdit(null) });
  };
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Typography color="textSecondary">
        Each Monday, a summary of last week&apos;s practice: minutes, units finished, grades passed and what to practise next.
      </Typography>
      <TextField
        label="Parent’s email"
        type="email"
        fullWidth
        margin="normal"
        value={values.parentEmail}
        onChange={(e) => setEdit({ ...values, parentEmail: e.target.value })}
        error={Boolean(errors.parentEmail)}
        helperText={errors.parentEmail || 'Leave it empty for none.'}
      />
      <FormControlLabel
        control={<Switch checked={values.parentConsent} onChange={(e) => setEdit({ ...values, parentConsent: e.target.checked })} />}
        label="I agree: send my weekly summary to this parent"
      />
      {user.teaches && (
        <FormControlLabel
          control={<Switch checked={values.teacherSummary} onChange={(e) => setEdit({ ...values, teacherSummary: e.target.checked })} />}
          label="Send me a weekly summary of my classes"
        />
      )}
      {save.error && <Alert severity="error">{save.error.message}</Alert>}
      {save.isSuccess && edit === null && (
        <Alert severity="success" role="status">
          {save.data.message}
        </Alert>
      )}
      <Box>
        <Button type="submit" variant="contained" sx={{ mt: 1 }} disabled={save.isPending}>
          Save weekly summary
        </Button>
      </Box>
    </Box>
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
        <Typography color="textSecondary">Signed in as {user.email}</Typography>
        <DisplayNameForm user={user} />
      </Paper>
      <Paper sx={{ p: 3 }} component="section" aria-labelledby="practice-heading">
        <Typography id="practice-heading" component="h2" variant="h6">
          Practice
        </Typography>
        <PreferenceSwitches user={user} />
      </Paper>
      <Paper sx={{ p: 3 }} component="section" aria-labelledby="summary-heading">
        <Typography id="summary-heading" component="h2" variant="h6">
          Weekly summary email
        </Typography>
        <WeeklySummaryForm user={user} />
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
