import { Box, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconBrandLinkedin, IconBrandX, IconBrandYoutube } from '@tabler/icons-react';
import { SCREEN_PATHS } from '@vasiyat/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionStore } from '../../stores/session.ts';
import classes from './shell.module.css';

// The spec's social links have no target yet, so they are labelled marks, not links that go nowhere.
const socials = [
  { label: 'footerSocialFacebook', Icon: IconBrandFacebook },
  { label: 'footerSocialX', Icon: IconBrandX },
  { label: 'footerSocialLinkedIn', Icon: IconBrandLinkedin },
  { label: 'footerSocialInstagram', Icon: IconBrandInstagram },
  { label: 'footerSocialYouTube', Icon: IconBrandYoutube },
] as const;

/** The site footer (spec part 1 §2). */
export function Footer() {
  const { t } = useTranslation();
  const signedIn = useSessionStore((state) => state.claims !== null);

  const column = (heading: string, links: { to: string; label: string }[]) => (
    <Stack gap="xs" component="nav" aria-label={heading}>
      <Text component="h2" className={classes.footerHeading}>
        {heading}
      </Text>
      {links.map((link) => (
        <Link key={link.to} to={link.to} className={classes.footerLink}>
          {link.label}
        </Link>
      ))}
    </Stack>
  );

  return (
    <Box component="footer" className={classes.footer} data-dark-surface>
      {!signedIn && (
        <Box className={classes.footerCta} py={40}>
          <Container size="xl">
            <Group justify="space-between" gap="lg">
              <Stack gap={6}>
                <Title order={2} c="white">
                  {t('footerCtaTitle')}
                </Title>
                <Text c="brand.0">{t('footerCtaText')}</Text>
              </Stack>
              <Button component={Link} to={SCREEN_PATHS.register} size="md" color="gold.3" c="brand.9">
                {t('footerCtaButton')}
              </Button>
            </Group>
          </Container>
        </Box>
      )}
      <Container size="xl" py={48}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <Text fw={800} fz="xl" c="white">
              Vasiyat
            </Text>
            <Text fz="sm">{t('footerAboutText')}</Text>
          </Stack>
          {column(t('footerQuickLinks'), [
            { to: '/', label: t('headerHome') },
            { to: '/about', label: t('headerAbout') },
            { to: '/contact', label: t('headerContact') },
          ])}
          {column(t('footerSupport'), [
            { to: '/customer-care', label: t('footerCustomerCare') },
            { to: '/chat', label: t('footerHelp') },
          ])}
          <Stack gap="xs">
            <Text component="h2" className={classes.footerHeading}>
              {t('footerFollowUs')}
            </Text>
            <Group gap="xs">
              {socials.map(({ label, Icon }) => (
                <span key={label} role="img" aria-label={t(label)} className={classes.social}>
                  <Icon size={18} aria-hidden />
                </span>
              ))}
            </Group>
          </Stack>
        </SimpleGrid>
      </Container>
      <Box className={classes.bottomBar} py="md">
        <Container size="xl">
          <Group justify="space-between" gap="sm">
            <Text fz="sm">{t('footerCopyright', { year: new Date().getFullYear() })}</Text>
            <Group gap="lg">
              <Link to="/privacy-policy" className={classes.footerLink}>
                {t('footerPrivacyPolicy')}
              </Link>
              <Link to="/terms-of-service" className={classes.footerLink}>
                {t('footerTermsOfService')}
              </Link>
            </Group>
          </Group>
        </Container>
      </Box>
    </Box>
  );
}
