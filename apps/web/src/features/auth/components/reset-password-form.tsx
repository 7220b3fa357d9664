import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { resetPasswordFields } from '@soroban/contracts';
import { type FormEvent, useState } from 'react';
import { APP_BASE, sitePaths } from '@/lib/config';
import { fieldErrors } from '@/lib/field-errors';
import { useResetPassword } from '@/features/auth/api/reset-password';

/** The page the emailed link opens: choose a new password, once. */
export function ResetPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = resetPasswordFields.safeParse({ token, password });
    const found = parsed.success ? {} : fieldErrors(parsed.error);
    if (!found.password && password !== repeat) found.repeat = 'The two passwords are not the same.';
    setErrors(found);
    if (Object.keys(found).length === 0) reset.mutate({ token, password });
  };

  if (reset.data) {
    return (
      <Alert severity="success" role="status">
        {reset.data.message} <Link href={`${APP_BASE}/login`}>Sign in</Link>
      </Alert>
    );
  }

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Typography component="h1" variant="h4" gutterBottom>
        Set a new password
      </Typography>
      {(errors.token || reset.error) && (
        <Alert severity="error" sx={{ my: 2 }}>
          {errors.token ?? reset.error?.message} <Link href={sitePaths.forgotPassword}>Ask for a new link</Link>
        </Alert>
      )}
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        fullWidth
        margin="normal"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={Boolean(errors.password)}
        helperText={errors.password ?? ' '}
      />
      <TextField
        label="Repeat new password"
        type="password"
        autoComplete="new-password"
        fullWidth
        margin="normal"
        value={repeat}
        onChange={(event) => setRepeat(event.target.value)}
        error={Boolean(errors.repeat)}
        helperText={errors.repeat ?? ' '}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={reset.isPending}>
        Set new password
      </Button>
    </Box>
  );
}
