import { Alert, Button, Stack } from '@mantine/core';
import { IconBrandGoogle, IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GOOGLE_SIGN_IN_PATH, googleStatusQuery } from '../api/google.ts';

type GoogleSignInProps = {
  /** Whether the "not configured" notice is showing; the page owns it so a ?oauth=not-configured return can show it too. */
  notice: boolean;
  onNotConfigured: () => void;
  disabled?: boolean;
};

/**
 * The Google button of login and register: leaves for the server's OAuth flow, or explains it is not set up.
 * Whether Google is set up is asked when the visitor points at, touches or focuses the button, and at the latest
 * on the click, not with the page: one request and one render fewer before a first visit's page is complete
 * (issue 25).
 */
export function GoogleSignIn({ notice, onNotConfigured, disabled }: GoogleSignInProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const ask = () => queryClient.fetchQuery(googleStatusQuery);
  const prefetch = () => void ask().catch(() => undefined);
  return (
    <Stack gap="sm">
      <Button
        variant="default"
        fullWidth
        size="md"
        disabled={disabled}
        loading={asking}
        leftSection={<IconBrandGoogle size={18} aria-hidden />}
        onPointerEnter={prefetch}
        onTouchStart={prefetch}
        onFocus={prefetch}
        onClick={async () => {
          setAsking(true);
          // Only a definite "not enabled" stops here; when the status cannot be had the server decides.
          const status = await ask().catch(() => undefined);
          setAsking(false);
          if (status?.enabled === false) onNotConfigured();
          else window.location.assign(GOOGLE_SIGN_IN_PATH);
        }}
      >
        {t('commonGoogleSignIn')}
      </Button>
      {notice && (
        <Alert role="status" color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
          {t('commonGoogleNotConfigured')}
        </Alert>
      )}
    </Stack>
  );
}
