import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthModal } from '@/features/auth';
import { useSystemInfo } from '@/features/system';
import { setDocumentTitle } from '@/features/theme';
import { RegisterScreen } from '../components/register-screen';
import '../components/auth.css';

/** /register and /register.html (spec section 2): the register form as a page, banner group w_reg. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const info = useSystemInfo();
  const { open } = useAuthModal();
  const title = t('auth.register');
  useEffect(() => {
    setDocumentTitle(info.brand.name, title);
  }, [info.brand.name, title]);
  return (
    <section className="page register-page" aria-labelledby="register-title">
      <div className="register-page__card">
        <h1 id="register-title" className="register-page__title">
          {title}
        </h1>
        <RegisterScreen isPage onLogin={() => open('login')} />
      </div>
    </section>
  );
}
