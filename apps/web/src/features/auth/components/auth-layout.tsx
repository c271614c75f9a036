import { Box, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconShieldLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGoBack } from '../../../components/use-go-back.ts';
import classes from './auth.module.css';

type AuthLayoutProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Overrides the back button (the code view of registration goes back to the form). */
  onBack?: () => void;
  children: ReactNode;
};

/** The frame of the guest pages (login, register, forgot password), which have no site header. */
export function AuthLayout({ title, subtitle, onBack, children }: AuthLayoutProps) {
  const { t } = useTranslation();
  const goBack = useGoBack('/');
  return (
    <div className={classes.layout}>
      <Box className={classes.aside} data-dark-surface>
        <Link to="/" aria-label={t('headerLogoAlt')} className={classes.asideLogo}>
          <svg width="44" height="44" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <rect width="32" height="32" rx="8" fill="rgba(255,255,255,0.12)" />
            <path d="M9 8h14v16l-7-4-7 4z" fill="none" stroke="var(--mantine-color-gold-3)" strokeWidth="2.5" strokeLinejoin="round" />
          </svg>
        </Link>
        <Stack gap="md">
          <Title order={2} c="white" fz={32} lh={1.2}>
            {t('homeHeroTitle')}
          </Title>
          <Text className={classes.asideText}>{t('homeHeroSubtitle')}</Text>
        </Stack>
        <Text fz="sm" className={classes.asideText} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <IconShieldLock size={18} aria-hidden />
          {t('homeFeatureSecureText')}
        </Text>
      </Box>
      <div className={classes.content}>
        <div>
          <Button variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack ?? goBack}>
            {t('commonBack')}
          </Button>
        </div>
        <Paper className={classes.card} withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
          <Stack gap={6} mb="lg">
            <Title order={1} fz={{ base: 26, sm: 30 }}>
              {title}
            </Title>
            {subtitle && <Text c="dimmed">{subtitle}</Text>}
          </Stack>
          {children}
        </Paper>
      </div>
    </div>
  );
}
