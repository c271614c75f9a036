import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { OTP_LENGTH, OTP_RESEND_SECONDS, SCREEN_PATHS } from '@vasiyat/contract';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { applyFieldErrors } from '../../../lib/api.ts';
import { errorMessage, fieldErrorText } from '../../../lib/error-text.ts';
import { lazyResolver } from '../../../lib/lazy-resolver.ts';
import { toast } from '../../../lib/toast.ts';
import { useForgotPasswordMutation, useResetPasswordMutation } from '../api/password.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import type { ResetForm } from '../rules/forms.ts';

/** The two steps' rules (step 2: the contract's code and password rules, and the same password typed twice), loaded on a form's first focus. */
const emailResolver = lazyResolver(() => import('../rules/forms.ts').then((forms) => forms.ZForgotPasswordRequest));
const resetResolver = lazyResolver(() => import('../rules/forms.ts').then((forms) => forms.ZResetForm));

/**
 * Forgot password (spec part 1 §2: an email field, a reset button, a back button and 'Already have
 * account?'): the email, then the code from the mail with a new password. The first answer is the same
 * whether or not an account has the email, so the screen never says which.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<{ email: string; resendAt: number } | null>(null);
  const request = useForgotPasswordMutation();
  const form = useForm({ resolver: emailResolver, defaultValues: { email: '' } });

  const send = (email: string) =>
    request.mutate(
      { email },
      {
        onSuccess: (answer) => {
          toast('success', answer.message);
          setSentTo({ email, resendAt: Date.now() + (answer.resendAfterSeconds || OTP_RESEND_SECONDS) * 1000 });
        },
        onError: (error) => toast('error', errorMessage(error, t('commonAnErrorOccurred'))),
      },
    );

  if (sentTo) {
    return (
      <AuthLayout title={t('forgotTitle')} onBack={() => setSentTo(null)}>
        <ResetStep email={sentTo.email} resendAt={sentTo.resendAt} onResend={() => send(sentTo.email)} resending={request.isPending} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('forgotTitle')} subtitle={t('forgotText')}>
      <form onSubmit={form.handleSubmit(({ email }) => send(email))} onFocus={emailResolver.preload} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('commonEmail')}
            placeholder={t('loginEmailPlaceholder')}
            type="email"
            autoComplete="email"
            aria-required
            disabled={request.isPending}
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
          <Button type="submit" size="md" fullWidth loading={request.isPending}>
            {t('forgotButton')}
          </Button>
          <HaveAccountLink />
        </Stack>
      </form>
    </AuthLayout>
  );
}

type ResetStepProps = { email: string; resendAt: number; onResend: () => void; resending: boolean };

/** The code from the mail and the new password, typed twice; a new code may be asked for after a minute. */
function ResetStep({ email, resendAt, onResend, resending }: ResetStepProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useResetPasswordMutation();
  const codeRef = useRef<HTMLInputElement>(null);
  const [now, setNow] = useState(() => Date.now());
  const seconds = Math.max(0, Math.ceil((resendAt - now) / 1000));
  const form = useForm<ResetForm>({ resolver: resetResolver, defaultValues: { otpNumber: '', password: '', confirm: '' } });
  const { errors } = form.formState;

  useEffect(() => codeRef.current?.focus(), []);
  useEffect(() => {
    if (seconds === 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 500);
    return () => window.clearInterval(timer);
  }, [seconds]);

  const onSubmit = ({ otpNumber, password }: ResetForm) =>
    reset.mutate(
      { email, otpNumber, password },
      {
        onSuccess: () => {
          toast('success', t('forgotPasswordChanged'));
          void navigate(SCREEN_PATHS.login);
        },
        onError: (error) => {
          applyFieldErrors(error, form.setError, ['otpNumber', 'password'], fieldErrorText);
          toast('error', errorMessage(error, t('commonAnErrorOccurred')));
        },
      },
    );

  const { ref: registerCodeRef, ...codeField } = form.register('otpNumber');
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} onFocus={resetResolver.preload} noValidate>
      <Stack gap="md">
        <Text>{t('forgotCodeSentText', { email })}</Text>
        <TextInput
          label={t('forgotCodeLabel')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          placeholder={'•'.repeat(OTP_LENGTH)}
          styles={{ input: { letterSpacing: '0.5em', fontVariantNumeric: 'tabular-nums', textAlign: 'center' } }}
          aria-required
          disabled={reset.isPending}
          error={errors.otpNumber && t('registerOtpDigits')}
          ref={(element) => {
            registerCodeRef(element);
            codeRef.current = element;
          }}
          {...codeField}
        />
        <PasswordInput
          label={t('forgotNewPassword')}
          description={t('registerPasswordHint')}
          autoComplete="new-password"
          aria-required
          disabled={reset.isPending}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordInput
          label={t('forgotConfirmPassword')}
          autoComplete="new-password"
          aria-required
          disabled={reset.isPending}
          error={errors.confirm && t('forgotPasswordsDiffer')}
          {...form.register('confirm')}
        />
        <Button type="submit" size="md" fullWidth loading={reset.isPending}>
          {t('forgotSetPassword')}
        </Button>
        <Group justify="center">
          {seconds > 0 ? (
            <Text fz="sm" c="dimmed" data-testid="reset-countdown">
              {t('forgotResendIn', { seconds })}
            </Text>
          ) : (
            <Button variant="light" onClick={onResend} loading={resending}>
              {t('forgotResendCode')}
            </Button>
          )}
        </Group>
        <HaveAccountLink />
      </Stack>
    </form>
  );
}

/** spec part 1 §2: 'Already have account?' back to /login, on both steps. */
function HaveAccountLink() {
  const { t } = useTranslation();
  return (
    <Text ta="center" fz="sm">
      <Anchor component={Link} to={SCREEN_PATHS.login} fw={600}>
        {t('forgotHaveAccount')}
      </Anchor>
    </Text>
  );
}
