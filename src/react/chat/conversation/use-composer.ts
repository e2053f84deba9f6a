// The composer's state: the draft, the typing indicator it sends, the message being edited, the open picker
// (chat-widget.md §4 presence, edit, pickers; §5 text rules).
import { useCallback, useEffect, useRef, useState } from 'react';
import { TYPING_AUTO_END_MS } from '../../../chat/chat-constants';
import { useChat } from '../chat-context';
import type { Receiver } from './conversation-target';
import type { ListMessage } from './list-message';

/** Pickers are mutually exclusive (§4): one value, so a later sticker picker joins the union. */
export type Picker = 'emoji' | 'sticker' | null;

export interface ComposerState {
  draft: string;
  editing: ListMessage | null;
  picker: Picker;
  /** The trimmed draft is not empty (§5 "Send button shows only when the input is non-empty"). */
  canSend: boolean;
  changeDraft(text: string): void;
  insertText(text: string): void;
  /** Sends or saves the edit; false when there was nothing to send. */
  submit(): boolean;
  startEdit(message: ListMessage, displayedText: string): void;
  cancelEdit(): void;
  togglePicker(picker: Exclude<Picker, null>): void;
  /** The input lost focus: typing ends (§4). */
  blur(): void;
}

export interface ComposerActions {
  sendText(text: string): void;
  editText(message: ListMessage, text: string): Promise<boolean>;
}

export function useComposer(receiver: Receiver, actions: ComposerActions): ComposerState {
  const { service } = useChat();
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState<ListMessage | null>(null);
  const [picker, setPicker] = useState<Picker>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  /** §4 "Typing indicator ... ends on send or blur", and after TYPING_AUTO_END_MS. */
  const endTyping = useCallback(() => {
    if (typingTimer.current === null) return;
    clearTimeout(typingTimer.current);
    typingTimer.current = null;
    service.endTyping(receiver);
  }, [service, receiver]);

  /** §4 "starts at the first keystroke, auto-ends after 5000 ms". */
  const startTyping = useCallback(() => {
    if (typingTimer.current !== null) return;
    service.startTyping(receiver);
    typingTimer.current = setTimeout(endTyping, TYPING_AUTO_END_MS);
  }, [service, receiver, endTyping]);

  useEffect(() => endTyping, [endTyping]);

  const changeDraft = useCallback(
    (text: string) => {
      setDraft(text);
      if (text !== '') startTyping();
    },
    [startTyping],
  );

  const insertText = useCallback(
    (text: string) => {
      setDraft((current) => current + text);
      startTyping();
    },
    [startTyping],
  );

  const submit = useCallback(() => {
    const text = draft.trim();
    if (text === '') return false;
    endTyping();
    // §4 "Sending updates the message and clears edit state"; a failed edit shows its error toast.
    if (editing) void actions.editText(editing, text);
    else actions.sendText(text);
    setEditing(null);
    setDraft('');
    setPicker(null);
    return true;
  }, [draft, editing, actions, endTyping]);

  const startEdit = useCallback((message: ListMessage, displayedText: string) => {
    setEditing(message);
    setDraft(displayedText);
  }, []);

  const cancelEdit = useCallback(() => {
    setEditing(null);
    setDraft('');
  }, []);

  const togglePicker = useCallback((next: Exclude<Picker, null>) => {
    setPicker((current) => (current === next ? null : next));
  }, []);

  return {
    draft,
    editing,
    picker,
    canSend: draft.trim() !== '',
    changeDraft,
    insertText,
    submit,
    startEdit,
    cancelEdit,
    togglePicker,
    blur: endTyping,
  };
}
