import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { email as emailSchema } from '@soroban/contracts';
import { type FormEvent, useState } from 'react';
import { useRequestPasswordReset } from '@/features/auth/api/request-password-reset';

/** 'Forgot password?' (SPEC 2.5): the answer is the same whether or not the account exists. */
export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Enter your email address.');
      return;
    }
    setError('');
    request.mutate(parsed.data);
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Typography component="h1" variant="h4" gutterBottom>
        Forgot your password?
      </Typography>
      <Typography color="textSecondary">Enter the email you signed up with and we will send a link to set a new password.</Typography>
      {request.data && (
        <Alert severity="success" sx={{ mt: 2 }} role="status">
          {request.data.message}
        </Alert>
      )}
      {request.error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {request.error.message}
        </Alert>
      )}
      <TextField
        label="Email"
        name="email"
        autoComplete="email"
        inputMode="email"
        fullWidth
        margin="normal"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={Boolean(error)}
        helperText={error || ' '}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={request.isPending}>
        Send reset link
      </Button>
    </Box>
  );
}
