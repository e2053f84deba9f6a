import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import { Button } from '../../core/ui/button';

interface Props {
  /** The route: a new one gets a fresh try. */
  pathname: string;
  children: ReactNode;
}

/**
 * One page that fails keeps navbar, footer and chat: §8 'Could not load module' when its chunk did not load (offline,
 * a deploy that replaced the chunks), the element's general failure text for anything else. Reloading the page
 * fetches the chunks anew.
 */
interface State {
  pathname: string;
  failed: boolean;
  moduleLoad: boolean;
}

export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { pathname: this.props.pathname, failed: false, moduleLoad: false };

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { pathname: props.pathname, failed: false };
  }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, moduleLoad: isModuleLoadError(error) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('<event-portal>: the page failed:', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <PageFailure moduleLoad={this.state.moduleLoad} /> : this.props.children;
  }
}

/** What browsers throw for a dynamic import() that did not load. */
function isModuleLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported/i.test(
    message,
  );
}

function PageFailure({ moduleLoad }: { moduleLoad: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="alert" part="page-error" css={{ padding: 24, display: 'grid', gap: 12, justifyItems: 'start' }}>
      <h1 css={{ margin: 0, fontSize: 24 }}>{t('error.title')}</h1>
      <p css={{ margin: 0 }}>{moduleLoad ? t('error.moduleLoad') : t('error.text')}</p>
      <Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>
    </div>
  );
}
