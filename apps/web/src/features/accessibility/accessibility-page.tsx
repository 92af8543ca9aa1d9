import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type PublicSettings, publicSettings } from '@registry/domain/shared/public-settings';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../shared/auth/auth-store';
import { formatDate } from '../../shared/format/date';
import { request } from '../../shared/http/http-client';
import { LanguageSwitch } from '../../shared/ui/language-switch';
import { MAIN_CONTENT_ID } from '../../shared/ui/skip-link';
import './locales/register';

/** The known limitations, in the order the statement lists them (docs/accessibility.md explains each). */
const LIMITATIONS = ['documents', 'pdfViewer', 'charts', 'calendar'] as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 3 }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The accessibility statement the Web Accessibility Directive asks for (issue 28 item 3): public, in
 * both languages, reachable from the menu's footer and the sign-in page. The contact address and the
 * review date are the operator's (ACCESSIBILITY_FEEDBACK_EMAIL, ACCESSIBILITY_REVIEW_DATE).
 */
export default function AccessibilityPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [settings, setSettings] = useState<PublicSettings | null>(null);
  useEffect(() => {
    request('/api/settings/public', { showErrors: false })
      .then((answer) => setSettings(publicSettings.parse(answer)))
      .catch(() => setSettings(null));
  }, []);
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default', p: { xs: 1, sm: 3 } }}>
      <Box component="header" sx={{ display: 'flex', justifyContent: 'space-between', mb: 1 }}>
        <Button component={RouterLink} to={session ? '/' : '/login'} data-testid="accessibility-back">
          {t('accessibility.back')}
        </Button>
        <LanguageSwitch />
      </Box>
      <Paper
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ p: { xs: 2, sm: 4 }, maxWidth: 820, mx: 'auto' }}
        data-testid="accessibility-statement"
      >
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 34 } }}>
          {t('accessibility.title')}
        </Typography>
        <Typography sx={{ mt: 2 }}>{t('accessibility.intro')}</Typography>
        <Section id="a11y-status" title={t('accessibility.statusTitle')}>
          <Typography data-testid="accessibility-status">{t('accessibility.status')}</Typography>
        </Section>
        <Section id="a11y-limitations" title={t('accessibility.limitationsTitle')}>
          <Box component="ul" sx={{ pl: 3, my: 0 }} data-testid="accessibility-limitations">
            {LIMITATIONS.map((key) => (
              <Typography component="li" key={key} sx={{ mb: 1 }}>
                {t(`accessibility.limitations.${key}`)}
              </Typography>
            ))}
          </Box>
        </Section>
        <Section id="a11y-tested" title={t('accessibility.testedTitle')}>
          <Typography>{t('accessibility.tested')}</Typography>
        </Section>
        <Section id="a11y-feedback" title={t('accessibility.feedbackTitle')}>
          <Typography>
            {t('accessibility.feedback')}{' '}
            {settings && (
              <Link href={`mailto:${settings.accessibilityFeedbackEmail}`} data-testid="accessibility-email">
                {settings.accessibilityFeedbackEmail}
              </Link>
            )}
          </Typography>
          <Typography sx={{ mt: 1 }}>{t('accessibility.feedbackAnswer')}</Typography>
        </Section>
        <Section id="a11y-enforcement" title={t('accessibility.enforcementTitle')}>
          <Typography>{t('accessibility.enforcement')}</Typography>
        </Section>
        <Section id="a11y-review" title={t('accessibility.reviewTitle')}>
          <Typography data-testid="accessibility-review">
            {settings && t('accessibility.review', { date: formatDate(settings.accessibilityReviewDate) })}
          </Typography>
        </Section>
      </Paper>
    </Box>
  );
}
