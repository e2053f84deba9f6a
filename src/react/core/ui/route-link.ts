import { createContext, type ComponentType, type ReactNode } from 'react';

export interface RouteLinkProps {
  to: string;
  className?: string;
  target?: string;
  rel?: string;
  children: ReactNode;
}

/**
 * The portal's router link, provided by the portal. Elements alone in a page have none and render plain anchors,
 * so code they share with the portal (jsx content) does not pull react-router into their chunks.
 */
export const RouteLinkContext = createContext<ComponentType<RouteLinkProps> | null>(null);
