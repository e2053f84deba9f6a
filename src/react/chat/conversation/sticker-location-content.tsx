// The extension_sticker message (§3 Sticker customData sticker_url, sticker_name) and the location message (§3
// custom type location): a sticker is its image; a location a card linking to OpenStreetMap in a new tab, without
// access back to the host page. A chunk of its own, loaded when the first such message shows.
import { useTranslation } from '../../core/i18n/translator';
import { locationOf, openStreetMapUrlOf } from '../../../../shared/chat/location';
import { stickerOf } from '../../../../shared/chat/stickers';
import type { ListMessage } from './list-message';
import { Icon } from './icons';
import * as mediaStyles from './sticker-location-styles';

function StickerContent({ message }: { message: ListMessage }) {
  const { t } = useTranslation();
  const sticker = stickerOf(message.data?.customData);
  if (!sticker || !/^https?:\/\//.test(sticker.sticker_url)) return null;
  return (
    <img
      css={mediaStyles.stickerMessage}
      src={sticker.sticker_url}
      alt={t('media.sticker', { name: sticker.sticker_name })}
      part="sticker-message"
    />
  );
}

function LocationContent({ message }: { message: ListMessage }) {
  const { t } = useTranslation();
  const location = locationOf(message.data?.customData);
  if (!location) return null;
  return (
    <a
      css={mediaStyles.locationCard}
      href={openStreetMapUrlOf(location)}
      target="_blank"
      rel="noopener noreferrer"
      part="location"
    >
      <Icon name="location" size={28} />
      <span>
        <strong css={{ display: 'block' }}>{t('media.locationOf', { name: message.sender.name })}</strong>
        <span css={{ display: 'block' }}>
          {location.latitude.toFixed(5)}, {location.longitude.toFixed(5)}
        </span>
        <span>{t('media.openMap')}</span>
      </span>
    </a>
  );
}

export default function CustomContent({ message }: { message: ListMessage }) {
  return message.type === 'location' ? <LocationContent message={message} /> : <StickerContent message={message} />;
}
