import { AUTH_MESSAGES, AUTH_PARAMS } from '@portal/contracts';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { appPaths } from '../../../lib/paths';
import { safeReturnPath } from '../../../lib/session/return-path';
import { useLogin } from '../api/login';
import { SigningIn } from '../components/signing-in';
import { loginRequestFromParams } from '../login-request';

export default function LoginCallbackPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { mutateAsync: login } = useLogin();
  // Tokens are single use: StrictMode's second effect run must not post the token again.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const request = loginRequestFromParams(searchParams);
    const target = safeReturnPath(searchParams.get(AUTH_PARAMS.state)) ?? appPaths.home();
    const fail = (message: string = AUTH_MESSAGES.failedToLogin) =>
      navigate(appPaths.auth.error(message), { replace: true });
    if (!request) {
      void fail();
      return;
    }
    void login(request).then(
      () => navigate(target, { replace: true }),
      // A sign-in made in another browser says so; every other failure is 'Failed to login'.
      (error: unknown) =>
        fail(
          error instanceof Error && error.message === AUTH_MESSAGES.signInFromAnotherBrowser
            ? error.message
            : undefined,
        ),
    );
  }, [login, navigate, searchParams]);

  return <SigningIn />;
}
