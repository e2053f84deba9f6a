import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '../i18n/translator';
import { Button } from '../ui/button';

interface Props {
  tagName: string;
  children: ReactNode;
}

/** Keeps a failing feature inside its element: the host page and the other elements go on. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`<${this.props.tagName}> failed to render:`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorNotice /> : this.props.children;
  }
}

function ErrorNotice() {
  const { t } = useTranslation();
  return (
    <div role="alert" css={{ padding: 16 }}>
      <p css={{ margin: '0 0 8px', fontWeight: 600 }}>{t('error.title')}</p>
      <p css={{ margin: '0 0 12px' }}>{t('error.text')}</p>
      <Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>
    </div>
  );
}

/** An element whose required attribute is missing: the host page's author sees which one. */
export function MissingAttribute({ attribute }: { attribute: string }) {
  const { t } = useTranslation();
  return (
    <div role="alert" part="error" css={{ padding: 16 }}>
      <p css={{ margin: 0 }}>{t('error.missingAttribute', { attribute })}</p>
    </div>
  );
}
