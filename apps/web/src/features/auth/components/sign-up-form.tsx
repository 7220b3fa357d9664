import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { registerFields } from '@soroban/contracts';
import { type FormEvent, useState } from 'react';
import { APP_BASE } from '@/lib/config';
import { fieldErrors } from '@/lib/field-errors';
import { useRegister } from '@/features/auth/api/register';

/** Sign-up: the same schema checks the fields here and on the server. */
export function SignUpForm() {
  const register = useRegister();
  const [values, setValues] = useState({ username: '', displayName: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = registerFields.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    register.mutate(parsed.data, { onSuccess: (answer) => window.location.assign(`${APP_BASE}${answer.redirectURL}`) });
  };

  const field = (name: keyof typeof values, label: string, extra: object = {}) => (
    <TextField
      label={label}
      name={name}
      fullWidth
      margin="normal"
      value={values[name]}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? ' '}
      {...extra}
    />
  );

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Typography component="h1" variant="h4" gutterBottom>
        Create your account
      </Typography>
      <Typography color="textSecondary">Free to start. Teachers and parents can sign up too.</Typography>
      {register.error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {register.error.message}
        </Alert>
      )}
      {field('username', 'Email', { autoComplete: 'email', inputMode: 'email' })}
      {field('displayName', 'Display name', { autoComplete: 'nickname' })}
      {field('password', 'Password', { type: 'password', autoComplete: 'new-password' })}
      <Button type="submit" variant="contained" size="large" fullWidth disabled={register.isPending}>
        Create account
      </Button>
      <Typography sx={{ mt: 2 }}>
        Already have an account? <Link href={`${APP_BASE}/login`}>Sign in</Link>
      </Typography>
    </Box>
  );
}
