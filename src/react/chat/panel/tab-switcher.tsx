import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import type { ChatTab } from '../../../chat/chat-constants';
import { token } from '../../core/theme/theme';

interface TabSwitcherProps {
  tabs: readonly ChatTab[];
  active: ChatTab;
  onSelect(tab: ChatTab): void;
  /** The id prefix of the tab panels the tabs control. */
  idPrefix: string;
}

/** §2 "Tab switcher (exclusive): chats, users, groups", as an ARIA tab list (arrow keys move between tabs). */
export function TabSwitcher({ tabs, active, onSelect, idPrefix }: TabSwitcherProps) {
  const { t } = useTranslation();
  const refs = useRef(new Map<ChatTab, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (step === undefined) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const index = tabs.indexOf(active) + (rtl ? -step : step);
    const next = tabs[(index + tabs.length) % tabs.length];
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    refs.current.get(next)?.focus();
  };
  return (
    <div
      role="tablist"
      part="tabs"
      aria-label={t('panel.tabsLabel')}
      onKeyDown={onKeyDown}
      css={{ display: 'flex', borderBottom: `1px solid ${token('colorBorder')}` }}
    >
      {tabs.map((tab) => (
        <button
          key={tab}
          ref={(element) => {
            if (element) refs.current.set(tab, element);
          }}
          type="button"
          role="tab"
          part={tab === active ? 'tab tab-active' : 'tab'}
          id={`${idPrefix}-tab-${tab}`}
          aria-selected={tab === active}
          aria-controls={tab === active ? `${idPrefix}-panel-${tab}` : undefined}
          tabIndex={tab === active ? 0 : -1}
          data-tab={tab}
          onClick={() => onSelect(tab)}
          css={{
            flex: 1,
            padding: '10px 8px',
            border: 0,
            borderBottom: `3px solid ${tab === active ? token('colorPrimary') : 'transparent'}`,
            background: 'transparent',
            color: 'inherit',
            font: 'inherit',
            fontWeight: tab === active ? 700 : 400,
            cursor: 'pointer',
          }}
        >
          {t(`panel.tabs.${tab}`)}
        </button>
      ))}
    </div>
  );
}
