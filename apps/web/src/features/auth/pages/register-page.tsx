import { Anchor, Button, Divider, Group, NativeSelect, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { OTP_RESEND_SECONDS, OTP_TTL_SECONDS, SCREEN_PATHS, type TRegisterEcho, type TRegisterForm } from '@vasiyat/contract';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LazyFormDateField } from '../../../components/lazy-date-field.tsx';
import { applyFieldErrors } from '../../../lib/api.ts';
import { errorMessage, fieldErrorText } from '../../../lib/error-text.ts';
import { lazyResolver } from '../../../lib/lazy-resolver.ts';
import { toast } from '../../../lib/toast.ts';
import { useCheckRegistrationMutation } from '../api/register.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { GoogleSignIn } from '../components/google-sign-in.tsx';
import { OtpStep } from '../components/otp-step.tsx';

const FIELDS: readonly Path<TRegisterForm>[] = ['firstName', 'lastName', 'gender', 'dob', 'contactNo', 'email', 'password'];

/** The form's rules, loaded on its first focus (zod is not part of the page's first load). */
const registerResolver = lazyResolver(() => import('../rules/forms.ts').then((forms) => forms.ZRegisterForm));

type OtpView = { register: TRegisterEcho; seconds: number; validSeconds: number };

/** Registration (spec part 1 §2, §4): the form, then the emailed code. */
export function RegisterPage() {
  const { t } = useTranslation();
  const mutation = useCheckRegistrationMutation();
  const [otpView, setOtpView] = useState<OtpView | null>(null);
  const [googleNotice, setGoogleNotice] = useState(false);
  const [passwordVisible, setPasswordVisible] = useState(false);
  const form = useForm({
    resolver: registerResolver,
    defaultValues: { firstName: '', lastName: '', dob: '', contactNo: '', email: '', password: '' },
  });
  const { errors } = form.formState;
  const errorOf = (field: Path<TRegisterForm>) => errors[field]?.message;

  const onSubmit = (values: TRegisterForm) =>
    mutation.mutate(values, {
      onSuccess: (response) => {
        if (response.status === 'success') {
          const { password: _password, ...echo } = values;
          toast('success', response.message);
          // The answer's register object replaces the form content for the verify call (spec part 1 §4).
          setOtpView({
            register: response.register ?? echo,
            seconds: response.resendAfterSeconds ?? OTP_RESEND_SECONDS,
            validSeconds: response.codeValidForSeconds ?? OTP_TTL_SECONDS,
          });
        } else if (response.status === 'exists') {
          toast('error', response.message);
        } else {
          toast('error', t('registerSomethingWrong'));
        }
      },
      onError: (error) => {
        applyFieldErrors(error, form.setError, FIELDS, fieldErrorText);
        toast('error', errorMessage(error, t('commonAnErrorOccurred')), t('registerFailed'));
      },
    });

  if (otpView) {
    return (
      <AuthLayout title={t('registerOtpTitle')} onBack={() => setOtpView(null)}>
        <OtpStep register={otpView.register} initialSeconds={otpView.seconds} validSeconds={otpView.validSeconds} />
      </AuthLayout>
    );
  }

  const busy = mutation.isPending;
  return (
    <AuthLayout title={t('registerTitle')} subtitle={t('registerSubtitle')}>
      <form onSubmit={form.handleSubmit(onSubmit)} onFocus={registerResolver.preload} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={t('registerFirstName')}
              autoComplete="given-name"
              aria-required
              disabled={busy}
              error={errorOf('firstName')}
              {...form.register('firstName')}
            />
            <TextInput
              label={t('registerLastName')}
              autoComplete="family-name"
              aria-required
              disabled={busy}
              error={errorOf('lastName')}
              {...form.register('lastName')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <NativeSelect
              label={t('registerGender')}
              aria-required
              disabled={busy}
              error={errorOf('gender')}
              data={[
                { value: '', label: t('registerGenderChoose') },
                { value: 'M', label: t('registerGenderMale') },
                { value: 'F', label: t('registerGenderFemale') },
                { value: 'X', label: t('registerGenderOther') },
              ]}
              {...form.register('gender', { setValueAs: (value: string) => value || undefined })}
            />
            <LazyFormDateField
              control={form.control}
              name="dob"
              label={t('registerDob')}
              required
              birth
              withAsterisk={false}
              disabled={busy}
              error={errorOf('dob')}
              autoComplete="bday"
            />
          </SimpleGrid>
          <TextInput
            label={t('registerContactNo')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            aria-required
            disabled={busy}
            error={errorOf('contactNo')}
            {...form.register('contactNo')}
          />
          <TextInput
            label={t('registerEmail')}
            type="email"
            autoComplete="email"
            aria-required
            disabled={busy}
            error={errorOf('email')}
            {...form.register('email')}
          />
          <PasswordInput
            label={t('registerPassword')}
            description={t('registerPasswordHint')}
            autoComplete="new-password"
            aria-required
            disabled={busy}
            visible={passwordVisible}
            onVisibilityChange={setPasswordVisible}
            visibilityToggleFocusable
            visibilityToggleButtonProps={{ 'aria-label': t(passwordVisible ? 'commonHidePassword' : 'commonShowPassword') }}
            error={errorOf('password')}
            {...form.register('password')}
          />
          <Button type="submit" size="md" fullWidth loading={busy}>
            {t('registerButton')}
          </Button>
          <Group justify="space-between" gap="xs">
            <Anchor component={Link} to={SCREEN_PATHS.login} fz="sm" fw={600}>
              {t('registerHaveAccount')}
            </Anchor>
            <Anchor component={Link} to={SCREEN_PATHS.forgotPassword} fz="sm">
              {t('registerForgotPassword')}
            </Anchor>
          </Group>
        </Stack>
      </form>
      <Divider label={t('commonOr')} labelPosition="center" my="lg" />
      <GoogleSignIn notice={googleNotice} onNotConfigured={() => setGoogleNotice(true)} disabled={busy} />
    </AuthLayout>
  );
}
