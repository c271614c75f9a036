import { Box, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAdjustments, IconArrowRight, IconCoin, IconDeviceLaptop, IconScale, IconShieldLock, IconSparkles } from '@tabler/icons-react';
import { homeOfRole, SCREEN_PATHS } from '@vasiyat/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionStore } from '../../../stores/session.ts';
import classes from './home.module.css';

const features = [
  { Icon: IconSparkles, title: 'homeFeatureSimpleTitle', text: 'homeFeatureSimpleText' },
  { Icon: IconScale, title: 'homeFeatureLegalTitle', text: 'homeFeatureLegalText' },
  { Icon: IconShieldLock, title: 'homeFeatureSecureTitle', text: 'homeFeatureSecureText' },
  { Icon: IconAdjustments, title: 'homeFeatureCustomTitle', text: 'homeFeatureCustomText' },
  { Icon: IconCoin, title: 'homeFeatureAffordableTitle', text: 'homeFeatureAffordableText' },
  { Icon: IconDeviceLaptop, title: 'homeFeatureDigitalTitle', text: 'homeFeatureDigitalText' },
] as const;

const steps = [
  { title: 'homeStep1Title', text: 'homeStep1Text' },
  { title: 'homeStep2Title', text: 'homeStep2Text' },
  { title: 'homeStep3Title', text: 'homeStep3Text' },
  { title: 'homeStep4Title', text: 'homeStep4Text' },
  { title: 'homeStep5Title', text: 'homeStep5Text' },
] as const;

/** The home page (spec part 1 §1–§2): hero, feature cards and the five how-it-works steps. */
export function HomePage() {
  const { t } = useTranslation();
  const claims = useSessionStore((state) => state.claims);
  const dashboard = claims ? homeOfRole(claims.roleId) : SCREEN_PATHS.login;

  return (
    <>
      <Box className={classes.hero} data-dark-surface>
        <Container size="xl">
          <div className={classes.heroGrid}>
            <Stack gap="lg" align="flex-start">
              <span className={classes.eyebrow}>
                <IconShieldLock size={16} aria-hidden />
                {t('homeFeatureSecureTitle')} · {t('homeFeatureLegalTitle')} · {t('homeFeatureDigitalTitle')}
              </span>
              <Title order={1} className={classes.heroTitle}>
                {t('homeHeroTitle')}
              </Title>
              <Text className={classes.heroText}>{t('homeHeroSubtitle')}</Text>
              <Group gap="md">
                <Button
                  component={Link}
                  to={dashboard}
                  size="lg"
                  color="gold.3"
                  c="brand.9"
                  rightSection={<IconArrowRight size={18} aria-hidden />}
                >
                  {t('homeHeroButton')}
                </Button>
                {!claims && (
                  <Button component={Link} to={SCREEN_PATHS.register} size="lg" variant="outline" color="white">
                    {t('homeRegister')}
                  </Button>
                )}
              </Group>
            </Stack>
            <div className={classes.deed} aria-hidden="true">
              <div className={classes.paperBack} />
              <div className={classes.paper}>
                <div className={classes.paperTitle} />
                {[100, 92, 96, 70, 88, 94, 60, 85, 78].map((width, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed decorative list that never reorders
                  <div key={index} className={classes.line} style={{ width: `${width}%` }} />
                ))}
                <div className={classes.signature} />
                <div className={classes.seal} />
              </div>
            </div>
          </div>
        </Container>
      </Box>

      <Box component="section" className={classes.section} aria-labelledby="features-title">
        <Container size="xl">
          <Title order={2} id="features-title" ta="center" mb={40}>
            {t('homeFeaturesTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {features.map(({ Icon, title, text }) => (
              <Card key={title} padding="xl" className={classes.featureCard}>
                <Stack gap="sm">
                  <div className={classes.featureIcon}>
                    <Icon size={24} aria-hidden />
                  </div>
                  <Title order={3} fz="lg">
                    {t(title)}
                  </Title>
                  <Text c="dimmed">{t(text)}</Text>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Box component="section" className={classes.section} bg="brand.0" aria-labelledby="steps-title">
        <Container size="xl">
          <Title order={2} id="steps-title" ta="center" mb={40}>
            {t('homeStepsTitle')}
          </Title>
          <ol className={classes.steps}>
            {steps.map(({ title, text }, index) => (
              <li key={title} className={classes.step}>
                <span className={classes.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <Title order={3} fz="md" mb={6}>
                  {t(title)}
                </Title>
                <Text c="dimmed" fz="sm">
                  {t(text)}
                </Text>
              </li>
            ))}
          </ol>
        </Container>
      </Box>
    </>
  );
}
