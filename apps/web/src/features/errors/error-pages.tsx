import { useTranslation } from 'react-i18next';
import { ErrorPage } from '../../shared/ui/error-page';

function Page({ code, name }: { code: number; name: 'invalidRequest' | 'accessDenied' | 'pageNotFound' }) {
  const { t } = useTranslation();
  return (
    <ErrorPage
      code={code}
      title={t(`errorPages.${name}.title`)}
      message={t(`errorPages.${name}.message`)}
      backLabel={t('errorPages.back')}
    />
  );
}

export const InvalidRequestPage = () => <Page code={400} name="invalidRequest" />;
export const AccessDeniedPage = () => <Page code={403} name="accessDenied" />;
export const PageNotFoundPage = () => <Page code={404} name="pageNotFound" />;
