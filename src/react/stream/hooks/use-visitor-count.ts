import { useQuery } from '@apollo/client';
import { GetStreamVisitorCountDocument } from '../stream.operations.generated';
import { VISITOR_COUNT_POLL_MS } from '../../core/constants';
import { displayedVisitorCount } from '../stream-rules';

/** §4 "Visitor count is polled every 10 s", only when the stream shows it. */
export function useVisitorCount(streamCode: string, enabled: boolean): number {
  const { data } = useQuery(GetStreamVisitorCountDocument, {
    variables: { streamCode },
    skip: !enabled,
    fetchPolicy: 'no-cache',
    pollInterval: VISITOR_COUNT_POLL_MS,
  });
  return displayedVisitorCount(data?.getStreamVisitorCount.count);
}
