import { useQuery } from '@apollo/client';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../core/i18n/translator';
import { useLocation, useParams } from 'react-router';
import { ErrorCode, errorCodeOf } from '../../../core/api/error-codes';
import { GetStreamDocument } from '../../../core/api/stream-settings.operations.generated';
import { useConfig } from '../../../core/config/config-context';
import { STORAGE_KEYS } from '../../../core/constants';
import { useSession } from '../../../core/session/session';
import { useElementStorage } from '../../../core/storage/use-element-storage';
import { Loading } from '../../../core/ui/loading';
import { visuallyHidden } from '../../../core/ui/visually-hidden';
import { MeetingNamePrompt } from '../../../core/ui/meeting-name-prompt';
import { pageColumn } from '../../../core/ui/page-styles';
import { meetingUrl, zoomExchangeUrl } from './meeting-url';
import { eventUrlBase } from '../../../core/api/event-url';

/**
 * §2 /jump/zoomExchangeMeeting: the server picks the link-rotation target, so a route reached inside the portal
 * (or in a CMS page) loads the server's address; reached on the server itself it has nowhere to go.
 */
export function ZoomExchangeJumpPage() {
  const { t } = useTranslation();
  const { apiUrl } = useConfig();
  const { search } = useLocation();
  const target = zoomExchangeUrl(apiUrl, search, document.baseURI);
  const loops = target === window.location.href;
  useEffect(() => {
    if (!loops) window.location.replace(target);
  }, [loops, target]);
  return (
    <div css={pageColumn} part="jump">
      {loops ? <p role="alert">{t('jump.unavailable')}</p> : <Loading label={t('jump.redirecting')} />}
    </div>
  );
}

/** §2 /jump/externalZoomMeeting/{code}: the meeting of an extern zoom stream, in its own tab. */
export function ExternalZoomMeetingPage() {
  const { code = '' } = useParams();
  const { t } = useTranslation();
  const { projectId, language, apiUrl } = useConfig();
  const { user } = useSession();
  const { data, loading, error } = useQuery(GetStreamDocument, {
    variables: { projectId, code, noSession: true },
    fetchPolicy: 'no-cache',
  });
  const storage = useElementStorage('localStorage');
  const [name, setName] = useState(
    () => storage.getItem(STORAGE_KEYS.meetingName) ?? [user?.firstname, user?.lastname].filter(Boolean).join(' '),
  );

  const join = data?.getStream.params.joinParams;
  const meeting = () => {
    if (loading) return <Loading />;
    if (error || !data) {
      const notFound = error?.graphQLErrors.some((graphQLError) => errorCodeOf(graphQLError) === ErrorCode.NotFound);
      return <p role="alert">{t(notFound ? 'jump.notFound' : 'jump.loadError')}</p>;
    }
    if (!join?.meetingNumber) return <p role="alert">{t('jump.noMeeting')}</p>;
    const userName = name || join.userName;
    if (!userName) return <MeetingNamePrompt onName={setName} css={[pageColumn, { maxWidth: 480 }]} />;
    return (
      <iframe
        part="jump-meeting"
        src={meetingUrl(join, userName, language, eventUrlBase(apiUrl))}
        title={t('jump.frameTitle')}
        allow="camera; microphone; fullscreen; display-capture; autoplay"
        css={{ display: 'block', width: '100%', height: '75vh', border: 0 }}
      />
    );
  };

  return (
    <div css={{ padding: '16px 16px 32px' }} part="jump">
      <h1 css={visuallyHidden}>{t('jump.meetingTitle')}</h1>
      {meeting()}
    </div>
  );
}
