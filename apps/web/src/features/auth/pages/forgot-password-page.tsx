import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { ZResendOtpRequest } from '@vasiyat/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translateValidation } from '../../../lib/validation.ts';
import { AuthLayout } from '../components/auth-layout.tsx';

/** spec part 1 §2: the reset is not wired to any call yet, so submitting says so. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [submitted, setSubmitted] = useState(false);
  // The same { email } shape and rule as the resend-code request.
  const form = useForm({ resolver: zodResolver(ZResendOtpRequest), defaultValues: { email: '' } });

  return (
    <AuthLayout title={t('forgotTitle')} subtitle={t('forgotText')}>
      <form onSubmit={form.handleSubmit(() => setSubmitted(true))} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('commonEmail')}
            placeholder={t('loginEmailPlaceholder')}
            type="email"
            autoComplete="email"
            aria-required
            error={translateValidation(form.formState.errors.email?.message, t)}
            {...form.register('email')}
          />
          <Button type="submit" size="md" fullWidth>
            {t('forgotButton')}
          </Button>
          {submitted && (
            <Alert role="status" color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
              {t('forgotNotAvailable')}
            </Alert>
          )}
          <Text ta="center" fz="sm">
            <Anchor component={Link} to="/login" fw={600}>
              {t('forgotHaveAccount')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
