import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import * as styles from './composer-styles';
import {
  EMOJI_GROUPS,
  loadEmojiCatalogue,
  searchEmoji,
  type EmojiCatalogue,
  type EmojiGroup,
  type PickerEmoji,
} from './emoji-data';

/** Emoji per row of the grid: what the arrow keys step over going up or down. */
const COLUMNS = 8;

/** The tab face of each category. */
const GROUP_FACES: Record<EmojiGroup, string> = {
  'smileys-emotion': '😀',
  'people-body': '👋',
  'animals-nature': '🐻',
  'food-drink': '🍔',
  'travel-places': '✈️',
  activities: '⚽',
  objects: '💡',
  symbols: '🔣',
  flags: '🏁',
};

/** Where an arrow, Home or End key moves the focus in a list of `count` laid out in rows of `columns`. */
export function movedIndex(key: string, index: number, count: number, columns: number, rtl: boolean): number | null {
  const steps: Record<string, number> = {
    ArrowRight: rtl ? -1 : 1,
    ArrowLeft: rtl ? 1 : -1,
    ArrowDown: columns,
    ArrowUp: -columns,
  };
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  const step = steps[key];
  if (step === undefined) return null;
  return Math.min(count - 1, Math.max(0, index + step));
}

function isRtl(element: Element): boolean {
  return getComputedStyle(element).direction === 'rtl';
}

/** The emoji of a category or of a search, as a grid the arrow keys move through (one tab stop). */
function EmojiGrid({ emoji, label, onPick }: { emoji: PickerEmoji[]; label: string; onPick(emoji: string): void }) {
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.min(active, emoji.length - 1);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = movedIndex(event.key, current, emoji.length, COLUMNS, isRtl(event.currentTarget));
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    buttons.current[next]?.focus();
  };
  return (
    <div css={styles.emojiGrid} role="group" aria-label={label} onKeyDown={onKeyDown} part="emoji-grid">
      {emoji.map((entry, index) => (
        <button
          key={entry.emoji}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          css={styles.emojiButton}
          aria-label={entry.name}
          title={entry.name}
          tabIndex={index === current ? 0 : -1}
          onFocus={() => setActive(index)}
          onClick={() => onPick(entry.emoji)}
          part="emoji"
        >
          {entry.emoji}
        </button>
      ))}
    </div>
  );
}

/**
 * §2 "emoji picker" (issue #14): a search by name in the chat's language, and the Unicode categories as tabs. Its
 * data loads when it first opens (emoji-data.ts).
 */
export function EmojiPicker({ onPick }: { onPick(emoji: string): void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const ids = useId();
  const [catalogue, setCatalogue] = useState<EmojiCatalogue | null>(null);
  const [failed, setFailed] = useState(false);
  const [group, setGroup] = useState<EmojiGroup>('smileys-emotion');
  const [query, setQuery] = useState('');
  const search = useRef<HTMLInputElement>(null);
  const tabs = useRef(new Map<EmojiGroup, HTMLButtonElement>());

  useEffect(() => search.current?.focus(), []);
  useEffect(() => {
    let live = true;
    loadEmojiCatalogue(language).then(
      (loaded) => live && setCatalogue(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [language]);

  const searching = query.trim() !== '';
  const results = catalogue && searching ? searchEmoji(catalogue, query, language) : [];

  const onTabKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = movedIndex(
      event.key,
      EMOJI_GROUPS.indexOf(group),
      EMOJI_GROUPS.length,
      EMOJI_GROUPS.length,
      isRtl(event.currentTarget),
    );
    const next = index === null ? undefined : EMOJI_GROUPS[index];
    if (next === undefined || event.key === 'ArrowUp' || event.key === 'ArrowDown') return;
    event.preventDefault();
    setGroup(next);
    tabs.current.get(next)?.focus();
  };

  let body;
  if (failed) body = <p css={styles.pickerNote}>{t('conversation.error')}</p>;
  else if (!catalogue) body = <p css={styles.pickerNote}>{t('conversation.loading')}</p>;
  else if (searching) {
    body =
      results.length === 0 ? (
        <p css={styles.pickerNote} role="status">
          {t('conversation.emoji.noResults')}
        </p>
      ) : (
        <EmojiGrid
          key={query}
          emoji={results}
          label={t('conversation.emoji.results', { count: results.length })}
          onPick={onPick}
        />
      );
  } else {
    body = (
      <div role="tabpanel" id={`${ids}-panel`} aria-labelledby={`${ids}-${group}`} css={styles.emojiPanel}>
        <EmojiGrid
          key={group}
          emoji={catalogue[group]}
          label={t(`conversation.emoji.groups.${group}`)}
          onPick={onPick}
        />
      </div>
    );
  }

  return (
    <div css={styles.emojiPicker} role="group" aria-label={t('conversation.composer.emoji')} part="emoji-picker">
      <input
        ref={search}
        type="search"
        css={styles.emojiSearch}
        value={query}
        placeholder={t('conversation.emoji.search')}
        aria-label={t('conversation.emoji.search')}
        onChange={(event) => setQuery(event.currentTarget.value)}
        onKeyDown={(event) => {
          // Enter takes the first match, so a search and a key send an emoji.
          const first = results[0];
          if (event.key !== 'Enter' || !first) return;
          event.preventDefault();
          onPick(first.emoji);
        }}
        part="emoji-search"
      />
      {!searching && (
        <div
          role="tablist"
          aria-label={t('conversation.emoji.categories')}
          css={styles.emojiTabs}
          onKeyDown={onTabKeyDown}
        >
          {EMOJI_GROUPS.map((key) => (
            <button
              key={key}
              ref={(element) => {
                if (element) tabs.current.set(key, element);
              }}
              type="button"
              role="tab"
              id={`${ids}-${key}`}
              css={styles.emojiTab}
              aria-selected={key === group}
              aria-controls={key === group && catalogue ? `${ids}-panel` : undefined}
              aria-label={t(`conversation.emoji.groups.${key}`)}
              title={t(`conversation.emoji.groups.${key}`)}
              tabIndex={key === group ? 0 : -1}
              onClick={() => setGroup(key)}
              part="emoji-category"
            >
              <span aria-hidden="true">{GROUP_FACES[key]}</span>
            </button>
          ))}
        </div>
      )}
      {body}
    </div>
  );
}
