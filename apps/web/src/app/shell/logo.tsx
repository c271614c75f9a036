import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './shell.module.css';

/** The brand mark: a folded deed with a ribbon, drawn in CSS colours so it follows the header's theme. */
export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className={classes.logo} aria-label={t('headerLogoAlt')} onClick={onNavigate}>
      <svg width="34" height="34" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="var(--mantine-color-brand-8)" />
        <path d="M9 8h14v16l-7-4-7 4z" fill="none" stroke="var(--mantine-color-gold-3)" strokeWidth="2.5" strokeLinejoin="round" />
      </svg>
      <span aria-hidden="true">Vasiyat</span>
    </Link>
  );
}
