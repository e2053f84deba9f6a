/**
 * The group call's screens (chat-widget.md §4 "Direct/meeting call"; docs/decisions/0025): the meeting alert with
 * Ignore and Join, and the in-call screen: a grid of every participant's video with their name, mute, camera, the
 * device-source pickers and end, as in a one-to-one call. The media come from the call port's group media session
 * (a mesh or an SFU: the screen does not know which).
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { CallDevice, ChatCalls, GroupMediaSession, MeetingParticipant } from '../../../../chat/call-port';
import { useTranslation } from '../../../core/i18n/translator';
import { ChatAvatar } from '../../avatar/chat-avatar';
import { useChat } from '../../chat-context';
import { DevicePicker, useFocusOnShow } from '../call-screens';
import * as styles from '../call-styles';
import * as groupStyles from './group-call-styles';
import type { CurrentMeeting, MeetingInvite } from './meeting-invite';

export function MeetingAlert({
  invite,
  onJoin,
  onIgnore,
}: {
  invite: MeetingInvite;
  onJoin(): void;
  onIgnore(): void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const join = useFocusOnShow<HTMLButtonElement>();
  return (
    <div css={styles.incomingAlert} role="alertdialog" aria-labelledby={titleId} part="call-meeting-alert">
      <ChatAvatar id={invite.starter.uid} name={invite.starter.name} image={invite.starter.avatar} size={56} />
      <p css={styles.callName} id={titleId} part="call-meeting-alert-name">
        {invite.starter.name}
      </p>
      <p css={styles.callKind}>{t('calls.meetingIncoming')}</p>
      <div css={styles.buttonRow}>
        <button type="button" css={styles.endButton} onClick={onIgnore} part="call-meeting-ignore">
          {t('calls.ignore')}
        </button>
        <button type="button" css={styles.acceptButton} onClick={onJoin} ref={join} part="call-meeting-join">
          {t('calls.join')}
        </button>
      </div>
    </div>
  );
}

/** One participant's picture and name; the own one is muted (no echo) and mirrored by nothing but its label. */
function Tile({
  name,
  stream,
  self,
  sinkId,
}: {
  name: string;
  stream: MediaStream | null;
  self: boolean;
  sinkId: string;
}) {
  const video = useRef<HTMLVideoElement & { setSinkId?(id: string): Promise<void> }>(null);
  useEffect(() => {
    if (video.current && video.current.srcObject !== stream) video.current.srcObject = stream;
  });
  useEffect(() => {
    if (sinkId && !self) void video.current?.setSinkId?.(sinkId).catch(() => undefined);
  }, [sinkId, self, stream]);
  return (
    <li css={groupStyles.tile} part="call-tile" data-self={self}>
      {stream && <video ref={video} autoPlay playsInline muted={self} aria-label={name} part="call-tile-video" />}
      <span css={groupStyles.tileName} part="call-tile-name">
        {name}
      </span>
    </li>
  );
}

export function MeetingScreen({
  calls,
  meeting,
  onEnd,
  onFailed,
}: {
  calls: ChatCalls;
  meeting: CurrentMeeting;
  onEnd(): Promise<void>;
  /** The devices failed or the media could not start: the meeting is left and the notice says so. */
  onFailed(): void;
}) {
  const { t } = useTranslation();
  const { me } = useChat();
  const titleId = useId();
  const listenerId = useId();
  const end = useFocusOnShow<HTMLButtonElement>();
  const [local, setLocal] = useState<MediaStream | null>(null);
  const [session, setSession] = useState<GroupMediaSession | null>(null);
  const [streams, setStreams] = useState<ReadonlyMap<string, MediaStream>>(new Map());
  const [participants, setParticipants] = useState<MeetingParticipant[]>(meeting.join?.participants ?? []);
  const [muted, setMuted] = useState(false);
  const [cameraOff, setCameraOff] = useState(false);
  const [devices, setDevices] = useState<CallDevice[]>([]);
  const [chosen, setChosen] = useState<Record<CallDevice['kind'], string>>({
    videoinput: '',
    audioinput: '',
    audiooutput: '',
  });
  const join = meeting.join;

  useEffect(() => {
    if (!join) return;
    let stopped = false;
    let media: MediaStream | null = null;
    let open: GroupMediaSession | null = null;
    let unwatch = () => {};
    calls.addMeetingListener(listenerId, join.meeting.sessionId, (now) => {
      setParticipants(now);
      // Taken out of the meeting (kicked or banned from the group, or gone from it): the meeting ends here too.
      if (!now.some((one) => one.uid === me.uid)) void onEnd();
    });
    void (async () => {
      try {
        media = await navigator.mediaDevices.getUserMedia({ audio: true, video: true });
        const started = await calls.groupMedia(join);
        if (stopped) return started.leave();
        open = started;
        unwatch = started.onRemoteStreams((now) => setStreams(new Map(now)));
        await started.start(media);
        setLocal(media);
        setSession(started);
        const listed = await calls.listDevices().catch(() => []);
        if (stopped) return;
        setDevices(listed);
        const track = (kind: 'audio' | 'video') =>
          media
            ?.getTracks()
            .find((one) => one.kind === kind)
            ?.getSettings().deviceId ?? '';
        setChosen({ videoinput: track('video'), audioinput: track('audio'), audiooutput: '' });
      } catch {
        if (!stopped) onFailed();
      }
    })();
    return () => {
      stopped = true;
      unwatch();
      open?.leave();
      calls.removeMeetingListener(listenerId);
      for (const track of media?.getTracks() ?? []) track.stop();
    };
    // One media session per joined meeting.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [join?.meeting.sessionId]);

  const tracksOf = (kind: 'audio' | 'video') => local?.getTracks().filter((track) => track.kind === kind) ?? [];

  const pick = (kind: CallDevice['kind'], deviceId: string) => {
    setChosen((before) => ({ ...before, [kind]: deviceId }));
    // The speaker: each remote tile plays to it (Tile's sinkId).
    if (kind === 'audiooutput') return;
    const media = kind === 'audioinput' ? 'audio' : 'video';
    void (async () => {
      const fresh = await navigator.mediaDevices.getUserMedia({ [media]: { deviceId: { exact: deviceId } } });
      const [track] = fresh.getTracks();
      if (!track || !local) return;
      const [old] = tracksOf(media);
      if (old) track.enabled = old.enabled;
      await session?.replaceTrack(media, track);
      if (old) {
        local.removeTrack(old);
        old.stop();
      }
      local.addTrack(track);
    })().catch(() => undefined);
  };

  const others = participants.filter((one) => one.uid !== me.uid);
  return (
    <div css={[styles.callScreen, styles.activeWindow]} role="dialog" aria-labelledby={titleId} part="call-meeting">
      <h2 css={styles.callName} id={titleId} part="call-meeting-title">
        {t('calls.groupCall', { number: others.length + 1 })}
      </h2>
      <ul css={groupStyles.grid} aria-label={t('calls.participants')} part="call-grid">
        <Tile name={t('calls.you')} stream={local} self sinkId="" />
        {others.map((one) => (
          <Tile
            key={one.uid}
            name={one.name}
            stream={streams.get(one.uid) ?? null}
            self={false}
            sinkId={chosen.audiooutput}
          />
        ))}
      </ul>
      <div css={styles.controls} role="group" aria-label={t('calls.controls')}>
        <button
          type="button"
          css={styles.toggleButton}
          aria-pressed={muted}
          onClick={() => {
            for (const track of tracksOf('audio')) track.enabled = muted;
            setMuted(!muted);
          }}
          part="call-mute"
        >
          {t('calls.mute')}
        </button>
        <button
          type="button"
          css={styles.toggleButton}
          aria-pressed={cameraOff}
          onClick={() => {
            for (const track of tracksOf('video')) track.enabled = cameraOff;
            setCameraOff(!cameraOff);
          }}
          part="call-camera"
        >
          {t('calls.cameraOff')}
        </button>
        {(['videoinput', 'audioinput', 'audiooutput'] as const).map((kind) => (
          <DevicePicker
            key={kind}
            kind={kind}
            devices={devices}
            value={chosen[kind]}
            onChange={(id) => pick(kind, id)}
          />
        ))}
        <button type="button" css={styles.endButton} onClick={() => void onEnd()} ref={end} part="call-end">
          {t('calls.endCall')}
        </button>
      </div>
    </div>
  );
}
