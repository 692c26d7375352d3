import { useEffect } from 'react';
import { useAuthModal } from '@/features/auth';
import { HomePage } from '@/features/home';

/** /login: the redirect target of spec section 4; home with the login modal open over it. */
export function LoginRoute() {
  const { open } = useAuthModal();
  useEffect(() => {
    open('login');
  }, [open]);
  return <HomePage />;
}
