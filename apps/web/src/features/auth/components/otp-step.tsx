import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { OTP_LENGTH, type TRegisterEcho } from '@vasiyat/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useResendOtpMutation, useVerifyOtpMutation } from '../api/register.ts';

type OtpStepProps = {
  register: TRegisterEcho;
  /** Seconds until a new code may be requested (spec part 1 §9: 60, or what the server says). */
  initialSeconds: number;
};

const CODE_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** View 2 of registration: the emailed code, its countdown, Verify OTP and (at 0) Resend OTP. */
export function OtpStep({ register, initialSeconds }: OtpStepProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const verify = useVerifyOtpMutation();
  const resend = useResendOtpMutation();
  const [code, setCode] = useState('');
  const codeRef = useRef<HTMLInputElement>(null);
  // The person came here to type the code: put the cursor in its field.
  useEffect(() => codeRef.current?.focus(), []);
  const [codeError, setCodeError] = useState<string>();
  // Counting towards a deadline keeps the countdown right even when a background tab throttles timers.
  const [deadline, setDeadline] = useState(() => Date.now() + initialSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const seconds = Math.max(0, Math.ceil((deadline - now) / 1000));

  const expired = seconds === 0;

  useEffect(() => {
    if (expired) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [expired]);

  const onVerify = (event: FormEvent) => {
    event.preventDefault();
    if (!CODE_PATTERN.test(code)) {
      setCodeError(t('registerOtpDigits'));
      return;
    }
    setCodeError(undefined);
    verify.mutate(
      { otpNumber: code, register },
      {
        onSuccess: (response) => {
          if (response.status !== 'success') {
            toast('error', t('registerInvalidOtp'));
            return;
          }
          toast('success', t('registerVerified'));
          void navigate('/login');
        },
        onError: (error) => {
          // A wrong or expired code is a 400; anything else (too many tries, no answer) says what happened.
          toast('error', error.status === 400 ? t('registerInvalidOtp') : errorMessage(error, t('commonAnErrorOccurred')));
        },
      },
    );
  };

  const onResend = () =>
    resend.mutate(register.email, {
      onSuccess: (response) => {
        if (response.status !== 'success') {
          toast('error', response.message, t('registerResendFailed'));
          return;
        }
        toast('success', t('registerNewOtpSent'));
        const restart = Date.now();
        setNow(restart);
        setDeadline(restart + (response.resendAfterSeconds || initialSeconds) * 1000);
      },
      onError: (error) => toast('error', errorMessage(error, t('registerResendFailed')), t('registerResendFailed')),
    });

  return (
    <form onSubmit={onVerify} noValidate>
      <Stack gap="md">
        <Text>{t('registerOtpText', { email: register.email })}</Text>
        <TextInput
          label={t('registerOtpLabel')}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          placeholder={'•'.repeat(OTP_LENGTH)}
          size="lg"
          styles={{ input: { letterSpacing: '0.5em', fontVariantNumeric: 'tabular-nums', textAlign: 'center' } }}
          aria-required
          disabled={verify.isPending}
          error={codeError}
          ref={codeRef}
        />
        <Text data-testid="otp-countdown" fz="sm" c="dimmed" aria-live="off">
          {t('registerOtpExpires', { seconds })}
        </Text>
        {expired && (
          <Text role="status" fz="sm" c="red.8">
            {t('registerOtpExpired')}
          </Text>
        )}
        <Button type="submit" size="md" fullWidth loading={verify.isPending}>
          {t('registerVerifyOtp')}
        </Button>
        {expired && (
          <Group justify="center">
            <Button variant="light" onClick={onResend} loading={resend.isPending}>
              {t('registerResendOtp')}
            </Button>
          </Group>
        )}
        <Text ta="center" fz="sm">
          <Anchor component={Link} to="/login">
            {t('registerHaveAccount')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
