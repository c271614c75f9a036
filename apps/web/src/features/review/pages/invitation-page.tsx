import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { SCREEN_PATHS, STORAGE_REVIEW_INVITATION_KEY } from '@vasiyat/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Loading } from '../../../components/query-state.tsx';
import { useSessionStore } from '../../../stores/session.ts';
import { useAcceptInvitation } from '../api/review.ts';

/**
 * Issue 27: the link of a review invitation. A guest signs in or registers (the invitation waits in this tab and is
 * taken up after); a signed-in account accepts it at once and goes to the will, if the invitation was sent to its address.
 */
export function InvitationPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const signedIn = useSessionStore((state) => state.claims !== null);
  const accept = useAcceptInvitation();
  const tried = useRef(false);

  useEffect(() => {
    sessionStorage.setItem(STORAGE_REVIEW_INVITATION_KEY, token);
    if (!signedIn || tried.current) return;
    tried.current = true;
    accept.mutate(token, {
      onSuccess: ({ grantId }) => {
        sessionStorage.removeItem(STORAGE_REVIEW_INVITATION_KEY);
        void navigate(`${SCREEN_PATHS.reviewWill}/${grantId}`, { replace: true });
      },
      onError: () => sessionStorage.removeItem(STORAGE_REVIEW_INVITATION_KEY),
    });
  }, [signedIn, token, accept, navigate]);

  return (
    <Container size="sm" py={{ base: 'lg', sm: 40 }}>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} fz="h2">
            {t('reviewInvitationTitle')}
          </Title>
          {!signedIn ? (
            <>
              <Text>{t('reviewInvitationGuest')}</Text>
              <Group>
                <Button component={Link} to={SCREEN_PATHS.login}>
                  {t('reviewInvitationSignIn')}
                </Button>
                <Button component={Link} to={SCREEN_PATHS.register} variant="light">
                  {t('reviewInvitationRegister')}
                </Button>
              </Group>
            </>
          ) : accept.isError ? (
            <Alert color="red" role="alert">
              {t('reviewInvitationInvalid')}
            </Alert>
          ) : (
            <Loading />
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
