import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useNavigate } from 'react-router';
import { registerNavigator } from '../shared/navigation';
import { hasInvalidIntParams } from './int-params';
import { useRouteHandles } from './route-handle';

/** Around every route: page title, integer-parameter check, and navigation for code outside React. */
export function RootLayout() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const { title, intParams, params } = useRouteHandles();

  useEffect(() => {
    registerNavigator((to, options) => void navigate(to, options));
  }, [navigate]);

  useEffect(() => {
    document.title = title ? `${t('app.name')} – ${t(title)}` : t('app.name');
  }, [title, t]);

  if (hasInvalidIntParams(params, intParams)) return <Navigate to="/invalid-request" replace />;
  return <Outlet />;
}
