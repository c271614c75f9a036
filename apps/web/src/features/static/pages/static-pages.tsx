import { Container, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TLabelKey } from '../../../lib/label-types.ts';

/** A simple information page: a heading and a short paragraph (spec part 1 §2: placeholder content). */
function StaticPage({ titleKey, textKey }: { titleKey: TLabelKey; textKey: TLabelKey }) {
  const { t } = useTranslation();
  return (
    <Container size="md" py={{ base: 40, sm: 64 }}>
      <Paper withBorder p={{ base: 'lg', sm: 40 }} shadow="xs">
        <Title order={1} mb="md">
          {t(titleKey)}
        </Title>
        <Text fz="lg" c="dimmed" lh={1.7}>
          {t(textKey)}
        </Text>
      </Paper>
    </Container>
  );
}

export const AboutPage = () => <StaticPage titleKey="aboutTitle" textKey="aboutText" />;
export const ContactPage = () => <StaticPage titleKey="contactTitle" textKey="contactText" />;
export const CustomerCarePage = () => <StaticPage titleKey="customerCareTitle" textKey="customerCareText" />;
export const HelpPage = () => <StaticPage titleKey="helpTitle" textKey="helpText" />;
export const PrivacyPolicyPage = () => <StaticPage titleKey="privacyPolicyTitle" textKey="privacyPolicyText" />;
export const TermsOfServicePage = () => <StaticPage titleKey="termsOfServiceTitle" textKey="termsOfServiceText" />;
