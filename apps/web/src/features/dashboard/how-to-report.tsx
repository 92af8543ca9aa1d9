import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import listRo from './walkthrough/guide-1-list.png';
import listEn from './walkthrough/guide-1-list-en.png';
import selectorRo from './walkthrough/guide-2-selector.png';
import selectorEn from './walkthrough/guide-2-selector-en.png';
import formRo from './walkthrough/guide-3-form.png';
import formEn from './walkthrough/guide-3-form-en.png';
import saveRo from './walkthrough/guide-4-save.png';
import saveEn from './walkthrough/guide-4-save-en.png';
import './locales/register';

/** The real screens (apps/web/e2e/screenshots-guide.mjs), in the reader's language. */
const steps = [
  { id: 'list', ro: listRo, en: listEn },
  { id: 'selector', ro: selectorRo, en: selectorEn },
  { id: 'form', ro: formRo, en: formEn },
  { id: 'save', ro: saveRo, en: saveEn },
] as const;

/**
 * "How to report" in four pictures and a few words (issue 18 item 10), shown where the intro video
 * goes until one is configured (VITE_INTRO_VIDEO_URL at build time).
 */
export function HowToReport() {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'ro';
  return (
    <Box component="section" aria-labelledby="how-to-report-title" sx={{ mt: 3 }} data-testid="how-to-report">
      <Typography id="how-to-report-title" variant="h6" component="h2" sx={{ fontWeight: 600 }}>
        {t('howToReport.title')}
      </Typography>
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          mt: 2,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          gap: { xs: 3, md: 3 },
        }}
      >
        {steps.map((step, i) => (
          <Box component="li" key={step.id} data-step={step.id}>
            <Box
              component="img"
              src={step[language]}
              alt={t(`howToReport.steps.${step.id}.alt`)}
              loading="lazy"
              width={960}
              height={600}
              sx={{
                width: '100%',
                height: 'auto',
                display: 'block',
                borderRadius: 1,
                border: 1,
                borderColor: 'divider',
              }}
            />
            <Typography component="h3" sx={{ mt: 1.5, fontWeight: 600 }}>
              {`${i + 1}. ${t(`howToReport.steps.${step.id}.title`)}`}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t(`howToReport.steps.${step.id}.text`)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
