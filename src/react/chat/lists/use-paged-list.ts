import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { PagedRequest } from '../../../chat/chat-service';

/** §2 list decorators: LOADING while the first page loads, ERROR when a fetch failed. */
export type ListStatus = 'loading' | 'ready' | 'error';

export interface PagedList<T> {
  items: T[];
  setItems: Dispatch<SetStateAction<T[]>>;
  status: ListStatus;
  /** Fetches the next page unless one is loading or the last page was empty. */
  loadMore(): void;
}

/**
 * A list fetched page by page from a request object (§4 "fetched 30 at a time, next page when scrolled to the
 * bottom"). A new request (new search, new filter) resets the list.
 */
export function usePagedList<T>(request: PagedRequest<T>): PagedList<T> {
  const [items, setItems] = useState<T[]>([]);
  const [status, setStatus] = useState<ListStatus>('loading');
  const busy = useRef(false);
  const exhausted = useRef(false);
  const current = useRef(request);

  const fetchPage = useCallback(async (from: PagedRequest<T>, first: boolean) => {
    busy.current = true;
    try {
      const page = await from.fetchNext();
      if (current.current !== from) return;
      exhausted.current = page.length === 0;
      setItems((previous) => (first ? page : [...previous, ...page]));
      setStatus('ready');
    } catch (error) {
      if (current.current !== from) return;
      console.error('[chat-widget] a list could not be fetched', error);
      setStatus('error');
    } finally {
      if (current.current === from) busy.current = false;
    }
  }, []);

  useEffect(() => {
    current.current = request;
    exhausted.current = false;
    setItems([]);
    setStatus('loading');
    void fetchPage(request, true);
  }, [request, fetchPage]);

  const loadMore = useCallback(() => {
    if (busy.current || exhausted.current) return;
    void fetchPage(current.current, false);
  }, [fetchPage]);

  return { items, setItems, status, loadMore };
}

/** Calls loadMore when a scrolled list reaches its bottom (within one row). */
export function nearBottom(element: HTMLElement): boolean {
  return element.scrollTop + element.clientHeight >= element.scrollHeight - 48;
}
