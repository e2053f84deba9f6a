import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { onUnauthenticated } from '../../core/api/api-client';

/** §8: an UNAUTHENTICATED answer sends the visitor to /logout. */
export function useUnauthenticatedLogout(): void {
  const navigate = useNavigate();
  useEffect(() => onUnauthenticated(() => navigate('/logout', { replace: true })), [navigate]);
}
