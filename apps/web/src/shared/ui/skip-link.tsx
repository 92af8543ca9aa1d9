import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

/** The element the skip link jumps to (the shell's and the public pages' <main>). */
export const MAIN_CONTENT_ID = 'main-content';

const Anchor = styled('a')(({ theme }) => ({
  position: 'absolute',
  left: theme.spacing(1),
  top: theme.spacing(1),
  zIndex: theme.zIndex.tooltip + 1,
  padding: theme.spacing(1, 2),
  borderRadius: theme.shape.borderRadius,
  background: theme.palette.background.paper,
  color: theme.palette.primary.dark,
  fontWeight: 600,
  // Off screen until focused: the first Tab of a page shows it (WCAG 2.4.1 bypass blocks).
  transform: 'translateY(-200%)',
  '&:focus': { transform: 'none' },
}));

/**
 * "Skip to the main content": the first thing Tab reaches, so a keyboard user passes the top bar and
 * the menu in one key. Focus moves to <main> itself (tabIndex -1), so the next Tab is inside the page.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Anchor
      href={`#${MAIN_CONTENT_ID}`}
      data-testid="skip-link"
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      {t('app.skipToContent')}
    </Anchor>
  );
}
