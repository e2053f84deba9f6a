import { useMutation, useQuery } from '@apollo/client';
import { useId } from 'react';
import { useTranslation } from '../core/i18n/translator';
import { QueryStatus } from './console-parts';
import { muted } from './console-styles';
import {
  GetOperatorContentDocument,
  UpdateCardContentDocument,
  UpdatePollContentDocument,
  UpdateWelcomeContentDocument,
} from './content.operations.generated';
import { EditorField, EditorForm, editorDetails, linesOf, textOf, withTexts, type Definition } from './content-form';

const refetch = { refetchQueries: [GetOperatorContentDocument], awaitRefetchQueries: true };

const text = (definition: Definition | undefined, key: string): string => {
  const value = definition?.[key];
  return typeof value === 'string' ? value : '';
};

const lines = (value: unknown): string => (Array.isArray(value) ? value.join('\n') : '');

/** The Content tab (owners, decision 0026): the welcome texts, the cards and the polls, saved one part at a time. */
export function ContentPanel() {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(GetOperatorContentDocument, { fetchPolicy: 'network-only' });
  const content = data?.getOperatorContent;
  return (
    <>
      <p css={muted}>{t('console.content.intro')}</p>
      <QueryStatus loading={loading && !data} error={error} empty={false} emptyKey="console.content.intro" />
      {content ? (
        <>
          <WelcomeEditor welcome={(content.welcome ?? undefined) as Definition | undefined} />
          <CardEditors cards={content.cards as Definition[]} />
          <PollEditors polls={content.polls as Definition[]} />
        </>
      ) : null}
    </>
  );
}

function WelcomeEditor({ welcome }: { welcome: Definition | undefined }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [update] = useMutation(UpdateWelcomeContentDocument, refetch);
  const modal = welcome?.['modal'] as Definition | undefined;
  function save(data: FormData) {
    const modalTitle = textOf(data, 'modalTitle');
    const modalLines = linesOf(data, 'modalLines');
    const next = withTexts(
      {},
      {
        title: textOf(data, 'title'),
        subtitle: textOf(data, 'subtitle'),
        lines: linesOf(data, 'lines'),
        modal:
          modalTitle || modalLines.length > 0 ? withTexts({ lines: modalLines }, { title: modalTitle }) : undefined,
      },
    );
    return update({ variables: { welcome: next } });
  }
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{t('console.content.welcome.heading')}</h3>
      <EditorForm label={t('console.content.welcome.heading')} save={save}>
        <EditorField name="title" label={t('console.content.welcome.title')} value={text(welcome, 'title')} />
        <EditorField name="subtitle" label={t('console.content.welcome.subtitle')} value={text(welcome, 'subtitle')} />
        <EditorField
          name="lines"
          lines
          label={t('console.content.welcome.lines')}
          hint={t('console.content.onePerLine')}
          value={lines(welcome?.['lines'])}
        />
        <EditorField name="modalTitle" label={t('console.content.welcome.modalTitle')} value={text(modal, 'title')} />
        <EditorField
          name="modalLines"
          lines
          label={t('console.content.welcome.modalLines')}
          hint={t('console.content.onePerLine')}
          value={lines(modal?.['lines'])}
        />
      </EditorForm>
    </section>
  );
}

/** The card's texts, address, image and where it shows; its type and action stay as the event file set them. */
function CardEditors({ cards }: { cards: Definition[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [update] = useMutation(UpdateCardContentDocument, refetch);
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{t('console.content.cards.heading')}</h3>
      {cards.length === 0 ? <p>{t('console.cards.empty')}</p> : null}
      {cards.map((card) => {
        const code = String(card['code']);
        const name = text(card, 'name');
        const save = (data: FormData) => {
          const { code: _code, visible: _visible, ...rest } = card;
          const next = withTexts(rest, {
            name: textOf(data, 'name') ?? '',
            title: textOf(data, 'title'),
            content: textOf(data, 'content'),
            buttonLabel: textOf(data, 'buttonLabel'),
            link: textOf(data, 'link'),
            imgURL: textOf(data, 'imgURL'),
            altText: textOf(data, 'altText'),
            paths: linesOf(data, 'paths'),
          });
          return update({ variables: { code, card: next } });
        };
        return (
          <details key={code} css={editorDetails} data-content-card={code}>
            <summary>{t('console.content.cards.edit', { name })}</summary>
            <EditorForm label={t('console.content.cards.edit', { name })} save={save}>
              <EditorField name="name" label={t('console.content.cards.name')} value={name} />
              <EditorField name="title" label={t('console.content.cards.title')} value={text(card, 'title')} />
              <EditorField
                name="content"
                lines
                label={t('console.content.cards.content')}
                value={text(card, 'content')}
              />
              <EditorField
                name="buttonLabel"
                label={t('console.content.cards.buttonLabel')}
                value={text(card, 'buttonLabel')}
              />
              <EditorField name="link" label={t('console.content.cards.link')} value={text(card, 'link')} />
              <EditorField name="imgURL" label={t('console.content.cards.image')} value={text(card, 'imgURL')} />
              <EditorField name="altText" label={t('console.content.cards.altText')} value={text(card, 'altText')} />
              <EditorField
                name="paths"
                lines
                label={t('console.content.cards.paths')}
                hint={t('console.content.cards.pathsHint')}
                value={lines(card['paths'])}
              />
            </EditorForm>
          </details>
        );
      })}
    </section>
  );
}

/** A poll's question, description and options (choice polls); refused by the server while open with votes. */
function PollEditors({ polls }: { polls: Definition[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [update] = useMutation(UpdatePollContentDocument, refetch);
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{t('console.content.polls.heading')}</h3>
      <p css={muted}>{t('console.content.polls.rule')}</p>
      {polls.length === 0 ? <p>{t('console.polls.empty')}</p> : null}
      {polls.map((poll) => {
        const code = String(poll['code']);
        const question = text(poll, 'title') || code;
        const items = Array.isArray(poll['items']) ? (poll['items'] as Definition[]) : [];
        const choice = poll['type'] !== 'wordCloud';
        const save = (data: FormData) => {
          const { code: _code, status: _status, ...rest } = poll;
          const labels = linesOf(data, 'items');
          const next = withTexts(rest, {
            title: textOf(data, 'title'),
            description: textOf(data, 'description'),
            ...(choice ? { items: labels.map((label, index) => ({ ...items[index], label })) } : {}),
          });
          return update({ variables: { code, poll: next } });
        };
        return (
          <details key={code} css={editorDetails} data-content-poll={code}>
            <summary>{t('console.content.polls.edit', { question })}</summary>
            <EditorForm label={t('console.content.polls.edit', { question })} save={save}>
              <EditorField name="title" label={t('console.content.polls.question')} value={text(poll, 'title')} />
              <EditorField
                name="description"
                lines
                label={t('console.content.polls.description')}
                value={text(poll, 'description')}
              />
              {choice ? (
                <EditorField
                  name="items"
                  lines
                  label={t('console.content.polls.options')}
                  hint={t('console.content.onePerLine')}
                  value={items.map((item) => String(item['label'] ?? '')).join('\n')}
                />
              ) : null}
            </EditorForm>
          </details>
        );
      })}
    </section>
  );
}
