import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useIsLoggedIn } from '@/lib/session';
import { useAuthModal } from '@/features/auth';
import { HomePage } from '@/features/home';

/** /login: the redirect target of spec section 4; home with the login modal open over it. */
export function LoginRoute() {
  const { open } = useAuthModal();
  const loggedIn = useIsLoggedIn();
  useEffect(() => {
    if (!loggedIn) open('login');
  }, [open, loggedIn]);
  if (loggedIn) return <Navigate to="/" replace />;
  return <HomePage />;
}
