import { Alert, Button, Stack } from '@mantine/core';
import { IconBrandGoogle, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { GOOGLE_SIGN_IN_PATH, useGoogleStatus } from '../api/google.ts';

type GoogleSignInProps = {
  /** Whether the "not configured" notice is showing; the page owns it so a ?oauth=not-configured return can show it too. */
  notice: boolean;
  onNotConfigured: () => void;
  disabled?: boolean;
};

/** The Google button of login and register: leaves for the server's OAuth flow, or explains it is not set up. */
export function GoogleSignIn({ notice, onNotConfigured, disabled }: GoogleSignInProps) {
  const { t } = useTranslation();
  const status = useGoogleStatus();
  return (
    <Stack gap="sm">
      <Button
        variant="default"
        fullWidth
        size="md"
        disabled={disabled}
        leftSection={<IconBrandGoogle size={18} aria-hidden />}
        onClick={() => {
          // Only a definite "not enabled" stops here; when the status is unknown the server decides.
          if (status.data?.enabled === false) onNotConfigured();
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
