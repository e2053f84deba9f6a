import { css } from '@emotion/react';
import { createElement, lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from '../core/i18n/translator';
import type { GetAllEmojisForFrontendQuery } from '../core/api/graphql.generated';
import { useConfig } from '../core/config/config-context';
import { token } from '../core/theme/theme';
import { Button, buttonStyles } from '../core/ui/button';
import { visuallyHidden } from '../core/ui/visually-hidden';
import { jumpUrl, type CardParams } from './card-params';
import { useEventUrl } from '../core/api/event-url';
import { useEmit } from '../core/element/host-context';
import type { CardsClickDetail } from './card-events';

// jsx cards only: the sanitiser (DOMPurify) loads with the first jsx card, not with every grid of cards.
const JsxContent = lazy(() => import('../core/jsx/render-jsx').then(({ JsxContent }) => ({ default: JsxContent })));

type Emoji = GetAllEmojisForFrontendQuery['getAllEmojisForFrontend'][number];

export interface CardActions {
  trackClick(code: string): void;
  emojiClick(code: string): Promise<boolean>;
  openForm(formCode: string, title: string): void;
}

interface ConversionCardProps {
  code: string;
  type: string;
  name: string;
  params: CardParams;
  emojis: Emoji[];
  actions: CardActions;
}

const cardBox = css`
  display: flex;
  flex-direction: column;
  gap: 12px;
  height: 100%;
  padding: 16px;
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
  background: ${token('colorBackground')};
`;
const cardImage = css`
  display: block;
  width: 100%;
  height: auto;
  border-radius: ${token('radius')};
`;
const imageAction = css`
  display: block;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  border-radius: ${token('radius')};
  &:focus-visible {
    outline: 3px solid ${token('colorFocus')};
    outline-offset: 2px;
  }
`;

/** One card of portal.md §3: its content by type, and its action (link, linkRotation, form, none). */
export function ConversionCard({ code, type, name, params, emojis, actions }: ConversionCardProps) {
  const { t } = useTranslation();
  const { apiUrl, language } = useConfig();
  const eventUrl = useEventUrl();
  const emit = useEmit();
  const title = params.title ?? name;

  /** Tracks the click and tells the host page where the action goes. */
  const clicked = (actionType: CardsClickDetail['actionType'], target: string): void => {
    actions.trackClick(code);
    emit<CardsClickDetail>('event-cards-click', { code, actionType, target });
  };

  const act = (): void => {
    if (params.actionType === 'linkRotation') {
      const target = jumpUrl(apiUrl, code, window.location.href);
      clicked('linkRotation', target);
      window.open(target, '_blank', 'noopener');
    } else if (params.actionType === 'form' && params.formCode) {
      clicked('form', params.formCode);
      actions.openForm(params.formCode, title);
    }
  };

  /** The element that triggers the action: the image or a button (§3 actionEmitter). */
  const trigger = (content: ReactNode, image: boolean): ReactNode => {
    const styles = image ? imageAction : buttonStyles('primary');
    const label = params.ariaLabel;
    if (params.actionType === 'link' && params.link) {
      return (
        <a
          href={eventUrl(params.link)}
          css={styles}
          aria-label={label}
          part="card-action"
          onClick={() => clicked('link', eventUrl(params.link) ?? '')}
          {...(params.openNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {content}
          {params.openNewTab ? <span css={visuallyHidden}> {t('common.opensInNewTab')}</span> : null}
        </a>
      );
    }
    return (
      <button
        type="button"
        css={styles}
        aria-label={label}
        aria-haspopup={params.actionType === 'form' ? 'dialog' : undefined}
        part="card-action"
        onClick={act}
      >
        {content}
        {params.actionType === 'linkRotation' ? <span css={visuallyHidden}> {t('common.opensInNewTab')}</span> : null}
      </button>
    );
  };

  const hasAction = params.actionType !== 'none';
  const image = params.imgURL ? <img src={eventUrl(params.imgURL)} alt={params.altText} css={cardImage} /> : null;
  return (
    <article css={cardBox} part="card" data-card-type={type} aria-label={title}>
      {image ? (hasAction && params.actionEmitter === 'image' ? trigger(image, true) : image) : null}
      {type !== 'poll' && type !== 'qa' ? <h2 css={{ margin: 0, fontSize: 18 }}>{title}</h2> : null}
      {params.content ? <p css={{ margin: 0 }}>{params.content}</p> : null}
      {type === 'emoji' ? <EmojiButtons emojis={emojis} onClick={actions.emojiClick} /> : null}
      {type === 'iFrame' && params.iFrame ? (
        <iframe
          src={eventUrl(params.iFrame.src)}
          title={params.iFrame.title}
          height={params.iFrame.height}
          allow={params.iFrame.allow}
          sandbox="allow-scripts allow-same-origin allow-popups allow-forms"
          css={{ width: '100%', border: 0 }}
        />
      ) : null}
      {type === 'poll' && params.pollCode
        ? createElement('event-poll', { code: params.pollCode, 'api-url': apiUrl, language })
        : null}
      {type === 'qa' && params.qaCode
        ? createElement('event-qa', { code: params.qaCode, 'api-url': apiUrl, language })
        : null}
      {type === 'jsx' && params.jsx ? (
        <Suspense fallback={null}>
          <JsxContent source={params.jsx} />
        </Suspense>
      ) : null}
      {hasAction && (params.actionEmitter === 'button' || !image) ? (
        <div css={{ marginTop: 'auto' }}>{trigger(params.buttonLabel ?? t('cards.open'), false)}</div>
      ) : null}
    </article>
  );
}

function EmojiButtons({ emojis, onClick }: { emojis: Emoji[]; onClick(code: string): Promise<boolean> }) {
  const { t } = useTranslation();
  const [sent, setSent] = useState<string | null>(null);
  const eventUrl = useEventUrl();
  return (
    <>
      <ul css={{ display: 'flex', flexWrap: 'wrap', gap: 8, margin: 0, padding: 0, listStyle: 'none' }}>
        {emojis.map((emoji) => (
          <li key={emoji.code}>
            <Button
              variant="secondary"
              aria-label={emoji.name}
              part="card-emoji"
              onClick={() => void onClick(emoji.code).then((ok) => setSent(ok ? emoji.name : null))}
            >
              {/^(\/|https?:)/.test(emoji.image) ? (
                <img src={eventUrl(emoji.image)} alt="" width={28} height={28} />
              ) : (
                emoji.image
              )}
            </Button>
          </li>
        ))}
      </ul>
      <p role="status" css={visuallyHidden}>
        {sent ? t('cards.emojiSent', { name: sent }) : ''}
      </p>
    </>
  );
}
