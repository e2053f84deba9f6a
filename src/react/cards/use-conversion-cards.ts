// The data side of <event-cards>: the cards polled every 5 s, the emojis, and the clicks.
import { useApolloClient, useQuery } from '@apollo/client';
import { useCallback } from 'react';
import {
  EmojiClickDocument,
  GetAllEmojisForFrontendDocument,
  GetConversionCardsForFrontendDocument,
  TrackClickDocument,
} from './cards.operations.generated';
import { CONVERSION_CARDS_POLL_MS } from '../core/constants';
import { useEnsureSession } from '../core/session/use-ensure-session';

export function useConversionCards(path: string) {
  const client = useApolloClient();
  const ensureSession = useEnsureSession();
  const { data, loading, error, refetch } = useQuery(GetConversionCardsForFrontendDocument, {
    variables: { path },
    pollInterval: CONVERSION_CARDS_POLL_MS,
  });
  const cards = data?.getConversionCardsForFrontend ?? [];
  const hasEmojiCard = cards.some((card) => card.type === 'emoji');
  const emojis = useQuery(GetAllEmojisForFrontendDocument, { skip: !hasEmojiCard });

  /** Clicks are counted on the way; a failed count never stops the visitor. */
  const trackClick = useCallback(
    (code: string) => {
      void ensureSession()
        .then(() => client.mutate({ mutation: TrackClickDocument, variables: { code } }))
        .catch(() => undefined);
    },
    [client, ensureSession],
  );
  const emojiClick = useCallback(
    async (code: string): Promise<boolean> => {
      try {
        await ensureSession();
        await client.mutate({ mutation: EmojiClickDocument, variables: { code } });
        return true;
      } catch {
        return false;
      }
    },
    [client, ensureSession],
  );

  return {
    cards,
    loading: loading && !data,
    loadFailed: Boolean(error) && !data,
    reload: () => void refetch(),
    emojis: emojis.data?.getAllEmojisForFrontend ?? [],
    trackClick,
    emojiClick,
  };
}
