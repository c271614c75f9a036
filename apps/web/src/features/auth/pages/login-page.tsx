import { Anchor, Button, Divider, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import {
  homeOfRole,
  ROLE_ADMIN,
  ROLE_REVIEWER,
  ROLE_TESTATOR,
  SCREEN_PATHS,
  STORAGE_REVIEW_INVITATION_KEY,
  type TLoginRequest,
} from '@vasiyat/contract';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/error-text.ts';
import { lazyResolver } from '../../../lib/lazy-resolver.ts';
import { toast } from '../../../lib/toast.ts';
import { useSessionStore } from '../../../stores/session.ts';
import { useLoginMutation } from '../api/login.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { GoogleSignIn } from '../components/google-sign-in.tsx';

/** The form's rules, loaded on its first focus (zod is not part of the page's first load). */
const loginResolver = lazyResolver(() => import('../rules/forms.ts').then((forms) => forms.ZLoginRequest));

/**
 * spec part 1 §4: testators go to /testator, administrators to /admin, any other role stays; ours (issue 27): back to
 * the review invitation the visitor came from, else a reviewer to /review.
 */
const dashboardOf = (roleId: number) => {
  const invitation = sessionStorage.getItem(STORAGE_REVIEW_INVITATION_KEY);
  if (invitation) return `${SCREEN_PATHS.reviewInvitation}/${invitation}`;
  return roleId === ROLE_TESTATOR || roleId === ROLE_ADMIN || roleId === ROLE_REVIEWER ? homeOfRole(roleId) : undefined;
};

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const storeToken = useSessionStore((state) => state.login);
  const mutation = useLoginMutation();
  const [googleNotice, setGoogleNotice] = useState(false);
  const [passwordVisible, setPasswordVisible] = useState(false);
  const form = useForm({
    resolver: loginResolver,
    defaultValues: { username: '', password: '' },
  });

  const completeLogin = (token: string) => {
    const claims = storeToken(token);
    if (!claims) {
      toast('error', t('commonAnErrorOccurred'));
      return;
    }
    toast('success', t('loginSuccess'));
    const target = dashboardOf(claims.roleId);
    if (target) void navigate(target, { replace: true });
  };

  // The Google flow comes back here: /login#jwt=<token>, ?oauth=failed or ?oauth=not-configured.
  // Remembering what was handled keeps React's development double-run from showing a toast twice.
  const handledReturn = useRef('');
  useEffect(() => {
    const token = new URLSearchParams(location.hash.slice(1)).get('jwt');
    const outcome = new URLSearchParams(location.search).get('oauth');
    const signature = `${location.search}${location.hash}`;
    if ((!token && !outcome) || handledReturn.current === signature) return;
    handledReturn.current = signature;
    // Take the token out of the address bar and history before anything else.
    void navigate(SCREEN_PATHS.login, { replace: true });
    if (token) completeLogin(token);
    else if (outcome === 'not-configured') setGoogleNotice(true);
    else toast('error', t('loginGoogleFailed'));
  });

  const onSubmit = (values: TLoginRequest) =>
    mutation.mutate(values, {
      onSuccess: ({ jwt }) => completeLogin(jwt),
      onError: (error) => {
        // spec part 1 §8: server's message, else 'An error occurred'; no answer at all: 'Invalid credentials'.
        toast('error', error.isNetworkError ? t('loginInvalidCredentialsShort') : errorMessage(error, t('commonAnErrorOccurred')));
      },
    });

  const busy = mutation.isPending;
  const { errors } = form.formState;

  return (
    <AuthLayout title={t('loginTitle')} subtitle={t('loginSubtitle')}>
      <form onSubmit={form.handleSubmit(onSubmit)} onFocus={loginResolver.preload} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('commonEmail')}
            placeholder={t('loginEmailPlaceholder')}
            type="email"
            autoComplete="username"
            aria-required
            disabled={busy}
            error={errors.username?.message}
            {...form.register('username')}
          />
          <PasswordInput
            label={t('commonPassword')}
            placeholder={t('loginPasswordPlaceholder')}
            autoComplete="current-password"
            aria-required
            disabled={busy}
            visible={passwordVisible}
            onVisibilityChange={setPasswordVisible}
            visibilityToggleFocusable
            visibilityToggleButtonProps={{ 'aria-label': t(passwordVisible ? 'commonHidePassword' : 'commonShowPassword') }}
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to={SCREEN_PATHS.forgotPassword} fz="sm">
              {t('loginForgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" size="md" fullWidth loading={busy}>
            {t('loginButton')}
          </Button>
        </Stack>
      </form>
      <Divider label={t('commonOr')} labelPosition="center" my="lg" />
      <GoogleSignIn notice={googleNotice} onNotConfigured={() => setGoogleNotice(true)} disabled={busy} />
      <Text ta="center" mt="lg" fz="sm">
        {t('loginNoAccount')}{' '}
        <Anchor component={Link} to={SCREEN_PATHS.register} fw={600}>
          {t('loginCreateAccount')}
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
