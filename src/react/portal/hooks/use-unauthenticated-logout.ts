import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { onUnauthenticated } from '../../core/api/api-transport';
import { returnState } from '../portal-rules';

/** §8: an UNAUTHENTICATED answer sends the visitor to /logout; the next login returns to the page they were on. */
export function useUnauthenticatedLogout(): void {
  const navigate = useNavigate();
  const location = useLocation();
  const current = useRef(location);
  current.current = location;
  useEffect(
    () => onUnauthenticated(() => navigate('/logout', { replace: true, state: returnState(current.current) })),
    [navigate],
  );
}
