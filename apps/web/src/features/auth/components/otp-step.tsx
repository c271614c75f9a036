import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { OTP_LENGTH, OTP_TTL_SECONDS, SCREEN_PATHS, type TRegisterEcho } from '@vasiyat/contract';
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
  /** Seconds the mailed code stays valid, as the server says (OTP_TTL_SECONDS for a new code). */
  validSeconds: number;
};

const CODE_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/**
 * View 2 of registration: the emailed code, how long it stays valid, Verify OTP, and Resend OTP once the wait
 * before a new code is over. The two are different clocks (issue 23: a code valid for ten minutes was shown
 * as expired after the one-minute resend wait).
 */
export function OtpStep({ register, initialSeconds, validSeconds }: OtpStepProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const verify = useVerifyOtpMutation();
  const resend = useResendOtpMutation();
  const [code, setCode] = useState('');
  const codeRef = useRef<HTMLInputElement>(null);
  // The person came here to type the code: put the cursor in its field.
  useEffect(() => codeRef.current?.focus(), []);
  const [codeError, setCodeError] = useState<string>();
  // Counting towards deadlines keeps the countdowns right even when a background tab throttles timers.
  const [resendAt, setResendAt] = useState(() => Date.now() + initialSeconds * 1000);
  const [validUntil, setValidUntil] = useState(() => Date.now() + validSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const wait = Math.max(0, Math.ceil((resendAt - now) / 1000));
  const valid = Math.max(0, Math.ceil((validUntil - now) / 1000));
  const expired = valid === 0;
  const counting = wait > 0 || !expired;

  useEffect(() => {
    if (!counting) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [counting]);

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
          void navigate(SCREEN_PATHS.login);
        },
        onError: (error) => {
          // A wrong or expired code is a 400; anything else (too many tries, no answer) says what happened. The form
          // sent again from elsewhere (issue 24) says so: this screen's form no longer goes with the code.
          if (error.messageKey === 'registerFormReplaced') toast('error', t('registerFormReplaced'));
          else toast('error', error.status === 400 ? t('registerInvalidOtp') : errorMessage(error, t('commonAnErrorOccurred')));
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
        setResendAt(restart + (response.resendAfterSeconds || initialSeconds) * 1000);
        setValidUntil(restart + (response.codeValidForSeconds ?? OTP_TTL_SECONDS) * 1000);
      },
      onError: (error) => toast('error', errorMessage(error, t('registerResendFailed')), t('registerResendFailed')),
    });

  return (
    <form onSubmit={onVerify} noValidate>
      <Stack gap="md">
        {/* A long address breaks anywhere rather than push the card past a phone's edge. */}
        <Text style={{ overflowWrap: 'anywhere' }}>{t('registerOtpText', { email: register.email })}</Text>
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
        {expired ? (
          <Text role="status" fz="sm" c="red.8">
            {t('registerOtpExpired')}
          </Text>
        ) : (
          <Text data-testid="otp-countdown" fz="sm" c="dimmed" aria-live="off">
            {t('registerOtpValidFor', { minutes: Math.floor(valid / 60), seconds: String(valid % 60).padStart(2, '0') })}
          </Text>
        )}
        <Button type="submit" size="md" fullWidth loading={verify.isPending}>
          {t('registerVerifyOtp')}
        </Button>
        {wait > 0 ? (
          <Text data-testid="otp-resend-wait" fz="sm" c="dimmed" ta="center" aria-live="off">
            {t('forgotResendIn', { seconds: wait })}
          </Text>
        ) : (
          <Group justify="center">
            <Button variant="light" onClick={onResend} loading={resend.isPending}>
              {t('registerResendOtp')}
            </Button>
          </Group>
        )}
        <Text ta="center" fz="sm">
          <Anchor component={Link} to={SCREEN_PATHS.login}>
            {t('registerHaveAccount')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
