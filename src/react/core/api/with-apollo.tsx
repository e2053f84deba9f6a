// Apollo Client on demand: an element that shows something before it needs Apollo (decision 0015) loads the `apollo`
// chunk here, once, and renders what reads through Apollo's hooks inside <WithApollo>.
import type { ApolloClient, NormalizedCacheObject } from '@apollo/client';
import { createElement, use, type ComponentType, type ReactNode } from 'react';
import type { ApiTarget } from './api-transport';

type ApolloModule = typeof import('./apollo-provider');

let loading: Promise<ApolloModule> | undefined;
let loaded: ApolloModule | undefined;

/** Starts loading Apollo Client (at most once) and answers its module. */
export function loadApollo(): Promise<ApolloModule> {
  loading ??= import('./apollo-provider').then((module) => (loaded = module));
  return loading;
}

/** The shared Apollo client of an api-url (portal.md §7), loading Apollo first if it is not there yet. */
export async function loadApiClient(target: ApiTarget): Promise<ApolloClient<NormalizedCacheObject>> {
  return (await loadApollo()).apiClientFor(target);
}

/** The shared Apollo client of an api-url if Apollo has loaded, else undefined. */
export function loadedApiClient(target: ApiTarget): ApolloClient<NormalizedCacheObject> | undefined {
  return loaded?.apiClientFor(target);
}

/**
 * Renders `children` with the element's Apollo client, suspending (to the nearest <Suspense>) until Apollo has
 * loaded. Once it has, it renders at once.
 */
function WithApollo({ children }: { children: ReactNode }) {
  const { ElementApolloProvider } = loaded ?? use(loadApollo());
  return <ElementApolloProvider>{children}</ElementApolloProvider>;
}

/** `Component` inside <WithApollo>: for a lazily loaded part that loaded Apollo along with itself (withApollo). */
function ApolloWrapped<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  const Wrapped = (props: P) => <WithApollo>{createElement(Component, props)}</WithApollo>;
  Wrapped.displayName = `WithApollo(${Component.displayName ?? Component.name})`;
  return Wrapped;
}

/**
 * For React.lazy: loads a component and Apollo in parallel and renders it with the element's Apollo client, so that
 * a part which reads through Apollo's hooks costs one wait, not two.
 */
export function withApollo<P extends object>(load: () => Promise<ComponentType<P>>) {
  return async (): Promise<{ default: ComponentType<P> }> => {
    const [Component] = await Promise.all([load(), loadApollo()]);
    return { default: ApolloWrapped(Component) };
  };
}
