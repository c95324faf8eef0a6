// Opens the login panel when the session asks (`loginRequest`: a failed token refresh, a "Log in" button on the
// account screen or after a new password). Renders nothing; it sits in the layout because the panel itself loads
// only at its first opening (ADR 067), which this request is.
import { useEffect, useRef } from 'react';
import { useAside } from '#client/components/aside.tsx';
import { useUser } from '#client/features/user/context.tsx';

export function LoginRequests(): null {
  const request = useUser((state) => state.loginRequest);
  const { open } = useAside();
  const seen = useRef(request);
  useEffect(() => {
    if (request === seen.current) return;
    seen.current = request;
    open('account');
  }, [request, open]);
  return null;
}
