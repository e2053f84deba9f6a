/**
 * The call screens (chat-widget.md §2, §4): the incoming alert, the outgoing screen with its busy banner, the in-call
 * screen with mute, camera, the device-source pickers and end, and the call UI's notice. A chunk of its own
 * (call-layer.tsx loads it when a call rings or starts); they draw the state the controller keeps and ask it only.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { CallDevice, CallParticipant, CallSession } from '../../../chat/call-port';
import { useTranslation } from '../../core/i18n/translator';
import { ChatAvatar } from '../avatar/chat-avatar';
import type { CallControls } from './call-types';
import type { CurrentCall } from './call-state';
import * as styles from './call-styles';

/** Focuses the element once it is shown: a call screen takes the keyboard where its first action is. */
export function useFocusOnShow<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}

function IncomingAlert({ controls }: { controls: CallControls }) {
  const { t } = useTranslation();
  const call = controls.state.incoming;
  const titleId = useId();
  const accept = useFocusOnShow<HTMLButtonElement>();
  if (!call) return null;
  return (
    <div css={styles.incomingAlert} role="alertdialog" aria-labelledby={titleId} part="call-incoming">
      <ChatAvatar id={call.sender.uid} name={call.sender.name} image={call.sender.avatar} size={56} />
      <p css={styles.callName} id={titleId} part="call-incoming-name">
        {call.sender.name}
      </p>
      <p css={styles.callKind} part="call-incoming-type">
        {t(call.type === 'video' ? 'calls.incomingVideo' : 'calls.incomingAudio')}
      </p>
      <div css={styles.buttonRow}>
        <button type="button" css={styles.endButton} onClick={controls.decline} part="call-decline">
          {t('calls.decline')}
        </button>
        <button type="button" css={styles.acceptButton} onClick={controls.accept} ref={accept} part="call-accept">
          {t('calls.accept')}
        </button>
      </div>
    </div>
  );
}

function OutgoingScreen({
  controls,
  current,
}: {
  controls: CallControls;
  current: CurrentCall & { phase: 'outgoing' };
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const end = useFocusOnShow<HTMLButtonElement>();
  return (
    <div css={styles.callScreen} role="dialog" aria-modal="true" aria-labelledby={titleId} part="call-outgoing">
      <ChatAvatar id={current.peer.uid} name={current.peer.name} image={current.peer.avatar} size={96} />
      <h2 css={styles.callName} id={titleId} part="call-outgoing-title">
        {current.busy ? t('calls.callBusy') : t('calls.calling')}
      </h2>
      <p css={styles.callName} part="call-outgoing-name">
        {current.peer.name}
      </p>
      {current.busy && (
        <p css={styles.busyBanner} role="alert" part="call-busy">
          {t('calls.onAnotherCall', { name: current.peer.name })}
        </p>
      )}
      <button type="button" css={styles.endButton} onClick={controls.cancel} ref={end} part="call-end">
        {current.busy ? t('calls.close') : t('calls.endCall')}
      </button>
    </div>
  );
}

const KIND_LABELS = {
  videoinput: 'calls.camera',
  audioinput: 'calls.microphone',
  audiooutput: 'calls.speaker',
} as const;

export function DevicePicker({
  kind,
  devices,
  value,
  onChange,
}: {
  kind: CallDevice['kind'];
  devices: CallDevice[];
  value: string;
  onChange(deviceId: string): void;
}) {
  const { t } = useTranslation();
  const choices = devices.filter((device) => device.kind === kind);
  if (choices.length === 0) return null;
  return (
    <label>
      {t(KIND_LABELS[kind])}
      <select value={value} onChange={(event) => onChange(event.target.value)} part={`call-device-${kind}`}>
        {choices.map((device, index) => (
          <option key={device.deviceId} value={device.deviceId}>
            {device.label || `${t(KIND_LABELS[kind])} ${index + 1}`}
          </option>
        ))}
      </select>
    </label>
  );
}

function ActiveScreen({ controls, current }: { controls: CallControls; current: CurrentCall & { phase: 'active' } }) {
  const { t } = useTranslation();
  const titleId = useId();
  const end = useFocusOnShow<HTMLButtonElement>();
  const [session, setSession] = useState<CallSession | null>(null);
  const [participants, setParticipants] = useState<CallParticipant[]>([]);
  const [muted, setMuted] = useState(false);
  const [cameraOff, setCameraOff] = useState(false);
  const [devices, setDevices] = useState<CallDevice[]>([]);
  const [chosen, setChosen] = useState<Record<CallDevice['kind'], string>>({
    videoinput: '',
    audioinput: '',
    audiooutput: '',
  });
  const remote = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const self = useRef<HTMLVideoElement>(null);
  const video = current.call.type === 'video';
  const { calls, failed } = controls;

  useEffect(() => {
    let open: CallSession | null = null;
    let stopped = false;
    let unwatch = () => {};
    calls.startSession(current.call).then(
      async (started) => {
        if (stopped) return started.close();
        open = started;
        setSession(started);
        setParticipants(started.participants());
        unwatch = started.onParticipantsChanged((now) => setParticipants([...now]));
        const listed = await calls.listDevices().catch(() => []);
        if (stopped) return;
        setDevices(listed);
        const track = (kind: 'audio' | 'video') =>
          started.localStream
            .getTracks()
            .find((one) => one.kind === kind)
            ?.getSettings().deviceId ?? '';
        setChosen({ videoinput: track('video'), audioinput: track('audio'), audiooutput: '' });
      },
      () => {
        if (!stopped) failed();
      },
    );
    return () => {
      stopped = true;
      unwatch();
      open?.close();
    };
    // One session per call: the controls object is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current.call.sessionId]);

  const stream = participants[0]?.stream ?? null;
  useEffect(() => {
    if (remote.current && remote.current.srcObject !== stream) remote.current.srcObject = stream;
  });
  useEffect(() => {
    if (self.current && session && self.current.srcObject !== session.localStream) {
      self.current.srcObject = session.localStream;
    }
  });

  const pick = (kind: CallDevice['kind'], deviceId: string) => {
    setChosen((before) => ({ ...before, [kind]: deviceId }));
    if (kind === 'audiooutput') {
      void remote.current?.setSinkId?.(deviceId).catch(() => undefined);
    } else void session?.useDevice(kind, deviceId).catch(() => undefined);
  };

  return (
    <div css={[styles.callScreen, styles.activeWindow]} role="dialog" aria-labelledby={titleId} part="call-active">
      <h2 css={styles.callName} id={titleId} part="call-active-title">
        {t('calls.inCallWith', { name: current.peer.name })}
      </h2>
      <div css={styles.stage}>
        {video ? (
          <>
            <video ref={remote} autoPlay playsInline part="call-remote-video" aria-label={current.peer.name} />
            <video
              ref={self}
              autoPlay
              playsInline
              muted
              css={styles.selfView}
              part="call-local-video"
              aria-label={t('calls.you')}
            />
          </>
        ) : (
          <>
            <ChatAvatar id={current.peer.uid} name={current.peer.name} image={current.peer.avatar} size={96} />
            <audio ref={remote} autoPlay part="call-remote-audio" />
          </>
        )}
      </div>
      <div css={styles.controls} role="group" aria-label={t('calls.controls')}>
        <button
          type="button"
          css={styles.toggleButton}
          aria-pressed={muted}
          onClick={() => {
            session?.setAudioMuted(!muted);
            setMuted(!muted);
          }}
          part="call-mute"
        >
          {t('calls.mute')}
        </button>
        {video && (
          <button
            type="button"
            css={styles.toggleButton}
            aria-pressed={cameraOff}
            onClick={() => {
              session?.setVideoEnabled(cameraOff);
              setCameraOff(!cameraOff);
            }}
            part="call-camera"
          >
            {t('calls.cameraOff')}
          </button>
        )}
        {video && (
          <DevicePicker
            kind="videoinput"
            devices={devices}
            value={chosen.videoinput}
            onChange={(id) => pick('videoinput', id)}
          />
        )}
        <DevicePicker
          kind="audioinput"
          devices={devices}
          value={chosen.audioinput}
          onChange={(id) => pick('audioinput', id)}
        />
        <DevicePicker
          kind="audiooutput"
          devices={devices}
          value={chosen.audiooutput}
          onChange={(id) => pick('audiooutput', id)}
        />
        <button type="button" css={styles.endButton} onClick={controls.end} ref={end} part="call-end">
          {t('calls.endCall')}
        </button>
      </div>
    </div>
  );
}

/** Every call screen this window's state asks for. */
export default function CallScreens({ controls }: { controls: CallControls }) {
  const { t } = useTranslation();
  const { current, notice } = controls.state;
  return (
    <>
      {current?.phase === 'outgoing' && <OutgoingScreen controls={controls} current={current} />}
      {current?.phase === 'active' && (
        <ActiveScreen key={current.call.sessionId} controls={controls} current={current} />
      )}
      {controls.state.incoming && <IncomingAlert key={controls.state.incoming.sessionId} controls={controls} />}
      {notice && (
        <p css={styles.callNotice} role="status" part="call-notice">
          {t(notice === 'alreadyInCall' ? 'calls.alreadyInCall' : 'calls.mediaFailed')}
        </p>
      )}
    </>
  );
}
