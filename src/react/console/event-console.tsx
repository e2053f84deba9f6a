import { ApolloProvider, useApolloClient } from '@apollo/client';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../core/i18n/translator';
import { Button } from '../core/ui/button';
import { AudiencePanel } from './audience-panel';
import { AuditPanel } from './audit-panel';
import { CardsPanel } from './cards-panel';
import { ConsoleTexts, useConsoleClient } from './console-session';
import { consoleRoot, headerRow, tab, tabList } from './console-styles';
import { ContentPanel } from './content-panel';
import { OperatorLogoutDocument } from './console.operations.generated';
import { LoginForm, type OperatorSession } from './login-form';
import { LoginLinkPanel } from './login-link-panel';
import { ModerationPanel } from './moderation-panel';
import { PollsPanel } from './polls-panel';
import { QaPanel } from './qa-panel';
import { FormsPanel } from './forms-panel';
import { StreamPanel } from './stream-panel';

/**
 * <event-console>: the operators' screen (issue #18): log in, run the live show and the Q&A (issue #30), moderate, read
 * the audit log.
 */
export function EventConsole() {
  return (
    <ConsoleTexts>
      <ConsoleSession />
    </ConsoleTexts>
  );
}

function ConsoleSession() {
  const { t } = useTranslation();
  const [session, setSession] = useState<OperatorSession | null>(null);
  const client = useConsoleClient(session?.token ?? null);
  return (
    <div css={consoleRoot}>
      <ApolloProvider client={client.apollo}>
        <h1>{t('console.title')}</h1>
        {session ? (
          <SignedIn session={session} onLoggedOut={() => setSession(null)} />
        ) : (
          <LoginForm onLoggedIn={setSession} />
        )}
      </ApolloProvider>
    </div>
  );
}

type Section = 'show' | 'qa' | 'moderation' | 'audit' | 'audience' | 'content';

function SignedIn({ session, onLoggedOut }: { session: OperatorSession; onLoggedOut: () => void }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const { role, email } = session.operator;
  const sections: Section[] = [
    'show',
    'qa',
    ...(role !== 'analyst' ? (['moderation'] as const) : []),
    ...(role === 'owner' ? (['audit'] as const) : []),
    'audience',
    ...(role === 'owner' ? (['content'] as const) : []),
  ];
  const [selected, setSelected] = useState<Section>('show');
  const tabs = useRef(new Map<Section, HTMLButtonElement>());
  const baseId = useId();

  function logout() {
    void client.mutate({ mutation: OperatorLogoutDocument }).finally(onLoggedOut);
  }

  // WAI-ARIA tabs: arrows move between tabs (and select), Home and End jump to the ends.
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = sections.indexOf(selected);
    const next =
      event.key === 'ArrowRight'
        ? sections[(index + 1) % sections.length]
        : event.key === 'ArrowLeft'
          ? sections[(index - 1 + sections.length) % sections.length]
          : event.key === 'Home'
            ? sections[0]
            : event.key === 'End'
              ? sections[sections.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    setSelected(next);
    tabs.current.get(next)?.focus();
  }

  const panels: Record<Section, ReactNode> = {
    show: (
      <>
        <PollsPanel canRun={role !== 'analyst'} />
        <CardsPanel canRun={role !== 'analyst'} />
        <FormsPanel canRun={role !== 'analyst'} />
        <StreamPanel />
      </>
    ),
    qa: <QaPanel canRun={role !== 'analyst'} />,
    moderation: <ModerationPanel />,
    audit: (
      <>
        <AuditPanel />
        <LoginLinkPanel />
      </>
    ),
    content: <ContentPanel />,
    audience: <AudiencePanel canExportAttendees={role === 'owner'} />,
  };

  return (
    <>
      <div css={headerRow}>
        <p>{t('console.header.signedInAs', { email, role: t(`console.roles.${role}`) })}</p>
        <Button variant="secondary" onClick={logout}>
          {t('console.header.logout')}
        </Button>
      </div>
      <div role="tablist" aria-label={t('console.tabs.label')} css={tabList} onKeyDown={onKeyDown}>
        {sections.map((section) => (
          <button
            key={section}
            ref={(node) => {
              if (node) tabs.current.set(section, node);
              else tabs.current.delete(section);
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${section}`}
            aria-controls={`${baseId}-panel-${section}`}
            aria-selected={selected === section}
            tabIndex={selected === section ? 0 : -1}
            css={tab(selected === section)}
            onClick={() => setSelected(section)}
          >
            {t(`console.tabs.${section}`)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel-${selected}`}
        aria-labelledby={`${baseId}-tab-${selected}`}
        tabIndex={0}
      >
        <h2>{t(`console.tabs.${selected}`)}</h2>
        {panels[selected]}
      </div>
    </>
  );
}
